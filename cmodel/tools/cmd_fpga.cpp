// tpb fpga: the host side of the FPGA board (docs/fpga.md), over its USB serial port (or the
// simulator's pseudo-terminal, tb/fpga).
//
//   tpb fpga info      --port DEV                      ID registers: the board's build
//   tpb fpga status    --port DEV                      every register, named
//   tpb fpga load-dve  --port DEV --dve-set JSON [--dve-name N]
//   tpb fpga stream    --port DEV FILE.bin [--no-last] push a stream, wait until it ran, status
//   tpb fpga sbuf-read --port DEV --core C -o FILE      one SBUF, partition-major
//   tpb fpga check     --port DEV --dve-set JSON [stream options]
//                      the lockstep check against the board: the same stream through the
//                      model and the board, chunk by chunk, counters and signatures compared
//                      after each chunk, the first differing record found in the board's logs,
//                      both SBUFs compared at the end
//   tpb fpga link-test --port DEV [--uart-errors N]    corrupted frames are refused with their
//                      named status and change nothing; with --uart-errors (tb_fpga
//                      --line-fault) the link's counters must be exact
//
// This file: the subcommands that only talk to the board, and the command line; check and
// link-test have their own files (cmd_fpga_check.cpp, cmd_fpga_link_test.cpp).
//
// Exit status: 0 success / equal; 1 a difference, a refusal where none was expected, or a
// link test that failed; 2 usage, I/O or link error.
#include <fmt/core.h>

#include <algorithm>
#include <bitset>
#include <chrono>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "fpga_common.hpp"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/gen.hpp"
#include "tpb/hostlink.hpp"
#include "tpb/hostlink_gen.hpp"
#include "tpb/io.hpp"
#include "tpb/isa.hpp"
#include "tpb/mailbox.hpp"
#include "tpb/mover.hpp"
#include "tpb/stream.hpp"
#include "tpb/system.hpp"

namespace tpb::cli {

namespace {

using namespace tpb::cli::fpga;

// ---------------------------------------------------------------- info, status, load, stream

void print_info(const hl::BoardInfo& b) {
  fmt::print("board: protocol version {}, core clock {} Hz, UART {} baud\n", b.version, b.clk_hz, b.baud);
  fmt::print("  SBUF           2 cores x {} partitions x {} bytes, {}-byte rows\n", b.partitions, b.bytes_per_partition,
             b.port_bytes);
  fmt::print("  DVE            gen{}, {} fast / {} slow rows, row words {} / {} / {}\n", b.dve_gen, b.fast_rows,
             b.slow_rows, b.fast_words, b.slow_words, b.dp_words);
  fmt::print("  stream FIFO    {} words; frame buffer {} bytes; mailbox {} words (no cluster on the board)\n",
             b.fifo_words, b.buf_bytes, b.mailbox_words);
  const char* names[] = {"records", "DVE records", "mover completions", "custom-op completions"};
  for (unsigned i = 0; i < 4; ++i)
    fmt::print("  log {:<21}{} entries of {} bytes\n", names[i], b.logs[i].entries, b.logs[i].stride);
}

int cmd_info(const FpgaArgs& a) {
  Conn conn(a);
  const std::vector<uint8_t> probe = {0x00, 0xC0, 0xDB, 0x55, 0xAA, 0xFF};
  if (conn.client.ping(probe) != probe) {
    fmt::print(stderr, "tpb fpga: PING echo differs\n");
    return 1;
  }
  print_info(conn.client.info());
  return 0;
}

int cmd_status(const FpgaArgs& a) {
  Conn conn(a);
  const auto v = conn.client.reg_read(0, hl::reg::kCount);
  for (const auto& r : hl::register_table()) {
    const uint32_t x = v[r.value];
    std::string note;
    if (r.value == hl::reg::STATUS) {
      for (const auto& bit : hl::status_bit_table())
        if (x & (1u << bit.value)) note += std::string(note.empty() ? "" : " ") + bit.name;
    } else if (r.value == hl::reg::ERR_CODE) {
      note = err_text(x);
    } else if (r.value == hl::reg::LINK_LAST_ERR) {
      note = hl::status_name(static_cast<hl::Status>(x));
    }
    fmt::print("  0x{:02x} {:<14} {:>10}  {}{}\n", r.value, r.name, hex32(x), x, note.empty() ? "" : "  " + note);
  }
  fmt::print("  sticky errors  {}\n", tpb::sticky_names(sticky_of(&v[hl::reg::ERR_STICKY0])));
  return 0;
}

int cmd_load_dve(const FpgaArgs& a) {
  Conn conn(a);
  const hl::BoardInfo b = conn.client.info();
  const auto set = load_dve_set(a.dve_set, a.dve_name, b);
  conn.client.reg_write1(hl::reg::CONTROL, a.issue_core << hl::ctrl::ISSUE_CORE);
  const size_t n = hl::write_tables(conn.client, b, set);
  fmt::print("tpb fpga: DVE set '{}' (gen{}) loaded: {} words in {} requests\n", set.name, set.geo.gen, n,
             conn.client.requests());
  return 0;
}

int cmd_stream(const FpgaArgs& a) {
  Conn conn(a);
  const hl::BoardInfo b = conn.client.info();
  const auto words = tpb::read_words(a.file);
  const auto t0 = Clock::now();
  hl::push_words(conn.client, b, words, !a.no_last);
  hl::wait_idle(conn.client, 600);
  const double s = std::chrono::duration<double>(Clock::now() - t0).count();
  const auto v = conn.client.reg_read(hl::reg::STATUS, hl::reg::SIG_COP - hl::reg::STATUS + 1);
  auto r = [&](uint16_t addr) { return v[addr - hl::reg::STATUS]; };
  fmt::print("tpb fpga: {} words streamed in {:.2f} s\n", words.size(), s);
  fmt::print("  retired {}, accepted {}, rejected {}, cross {}, DVE {}, mover {} ({} bytes), custom ops {}\n",
             r(hl::reg::CNT_RETIRED), r(hl::reg::CNT_ACCEPTED), r(hl::reg::CNT_REJECTED), r(hl::reg::CNT_CROSS),
             r(hl::reg::CNT_DVE), r(hl::reg::CNT_MV), r(hl::reg::CNT_MV_BYTES), r(hl::reg::CNT_COP));
  if (r(hl::reg::STATUS) & (1u << hl::stat::ERR))
    fmt::print("  first error    #{} {}\n", r(hl::reg::ERR_INDEX), err_text(r(hl::reg::ERR_CODE)));
  fmt::print("  signatures     rec {} dve {} mv {} cop {}\n", hex32(r(hl::reg::SIG_REC)), hex32(r(hl::reg::SIG_DVE)),
             hex32(r(hl::reg::SIG_MV)), hex32(r(hl::reg::SIG_COP)));
  return 0;
}

int cmd_sbuf_read(const FpgaArgs& a) {
  Conn conn(a);
  const hl::BoardInfo b = conn.client.info();
  const auto bytes = hl::read_sbuf(conn.client, b, a.core);
  std::ofstream f(a.out, std::ios::binary);
  if (!f) throw std::runtime_error("cannot write " + a.out);
  f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  fmt::print("tpb fpga: SBUF of core {} ({} bytes, partition-major) -> {}\n", a.core, bytes.size(), a.out);
  return 0;
}

void add_port(CLI::App* s, FpgaArgs& a) {
  s->add_option("--port", a.port, "serial port of the board (the FTDI tty, or the simulator's pty)")->required();
  s->add_option("--baud", a.baud, "UART bit rate (the board's Baud parameter)")->capture_default_str();
  s->add_option("--timeout", a.timeout_ms, "milliseconds to wait for a reply")->capture_default_str();
}

void add_dve(CLI::App* s, FpgaArgs& a) {
  s->add_option("--dve-set", a.dve_set, "DVE table set file (dve_info.json)")->required();
  s->add_option("--dve-name", a.dve_name, "DVE table set name")->capture_default_str();
}

}  // namespace

CLI::App* add_fpga_command(CLI::App& app) {
  FpgaArgs& a = args();
  CLI::App* f = app.add_subcommand("fpga", "the FPGA board over its serial port: load, stream, read back, check");
  f->require_subcommand(1);
  a.info = f->add_subcommand("info", "PING the board and print its build (ID registers)");
  add_port(a.info, a);
  a.status = f->add_subcommand("status", "print every register");
  add_port(a.status, a);
  a.load_dve = f->add_subcommand("load-dve", "load a DVE table set through the table window");
  add_port(a.load_dve, a);
  add_dve(a.load_dve, a);
  a.stream = f->add_subcommand("stream", "stream a .bin into the board, wait until it ran, print the counters");
  add_port(a.stream, a);
  a.stream->add_option("file", a.file, ".bin file (64-byte words)")->required()->check(CLI::ExistingFile);
  a.stream->add_flag("--no-last", a.no_last, "do not mark the final word as the stream's last");
  a.sbuf_read = f->add_subcommand("sbuf-read", "read one core's SBUF (partition-major) into a file");
  add_port(a.sbuf_read, a);
  a.sbuf_read->add_option("--core", a.core, "core 0 or 1")->check(CLI::Range(0, 1));
  a.sbuf_read->add_option("-o,--output", a.out, "output file")->required();

  a.check = f->add_subcommand("check", "lockstep check against the board: the model and the board on one stream");
  add_port(a.check, a);
  add_dve(a.check, a);
  tpb::cli::add_stream_options(a.check, a.words, true);
  a.check->add_flag("--no-serve", a.no_serve,
                    "do not serve the board's mailbox: every doorbell is answered CL_KERNEL_MISSING at once, "
                    "the stream has no legal kernel chains");
  a.check->add_option("--issue-core", a.issue_core, "core that executes 0xBF (0 or 1)")->check(CLI::Range(0, 1));
  a.check->add_option("--chunk", a.chunk, "words per compare step (at most half of the smallest log)")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  a.check->add_option("--inject-model-bug", a.inject, "corrupt the model's record of word K (proves the check bites)");
  a.check->add_option("--inject-dve-bug", a.inject_dve, "corrupt the model's K-th DVE control record");
  a.check->add_option("--inject-sb2sb-bug", a.inject_sb2sb, "corrupt the model's K-th mover completion");
  a.check->add_option("--report", a.report,
                      "write the bring-up report (one Markdown page: build, stages, counters and signatures, the "
                      "first mismatch, throughput) to FILE");
  a.check->add_option("--inject-cop-bug", a.inject_cop, "corrupt the model's K-th custom-op completion");
  a.check->add_option("--inject-service-fault", a.service_fault,
                      "a fault in the host's service of doorbell K: lost:K (a service frame spoiled on the line), "
                      "drop:K (a service frame lost on the line: no reply), "
                      "stop:K (the host stops answering), double-done:K (MB_DONE written twice), "
                      "chain-past:K (CHAIN_READs past the chain's last word)");

  a.link_test = f->add_subcommand("link-test", "send corrupted frames: each must be refused, with no side effect");
  add_port(a.link_test, a);
  a.link_test->add_option("--uart-errors", a.uart_errors,
                          "on a board reset just before (tb_fpga), expect exactly N UART framing errors "
                          "(LINK_UART_ERR) and exact refused/dropped counts");
  return f;
}

int run_fpga_command() {
  const FpgaArgs& a = args();
  try {
    if (*a.info) return cmd_info(a);
    if (*a.status) return cmd_status(a);
    if (*a.load_dve) return cmd_load_dve(a);
    if (*a.stream) return cmd_stream(a);
    if (*a.sbuf_read) return cmd_sbuf_read(a);
    if (*a.check) return cmd_check(a);
    if (*a.link_test) return cmd_link_test(a);
  } catch (const hl::ServiceError& e) {
    fmt::print("tpb fpga: service error {}\n", e.what());
    return 1;
  } catch (const hl::Refused& e) {
    fmt::print(stderr, "tpb fpga: {}\n", e.what());
    return 1;
  } catch (const hl::LinkError& e) {
    fmt::print(stderr, "tpb fpga: link: {}\n", e.what());
    return 2;
  }
  return 2;
}

}  // namespace tpb::cli
