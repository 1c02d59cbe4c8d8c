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
#include "stream_options.hpp"
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

namespace hl = tpb::hostlink;
using Clock = std::chrono::steady_clock;

struct FpgaArgs {
  std::string port;
  unsigned baud = 1000000;
  int timeout_ms = 20000;
  // stream source (check): the lockstep's options, without kernel chains (no cluster on the board)
  tpb::cli::StreamArgs words;
  // engines
  std::string dve_set;
  std::string dve_name = "default";
  unsigned issue_core = 0;
  unsigned chunk = 16;
  std::optional<uint32_t> inject;
  std::optional<uint64_t> inject_dve, inject_sb2sb;
  // link-test: UART errors put on the line since the board's reset (tb_fpga --line-fault)
  std::optional<uint32_t> uart_errors;
  // stream / sbuf-read
  std::string file;
  bool no_last = false;
  unsigned core = 0;
  std::string out;
  CLI::App* info = nullptr;
  CLI::App* status = nullptr;
  CLI::App* load_dve = nullptr;
  CLI::App* stream = nullptr;
  CLI::App* sbuf_read = nullptr;
  CLI::App* check = nullptr;
  CLI::App* link_test = nullptr;
};

FpgaArgs& args() {
  static FpgaArgs a;
  return a;
}

struct Conn {
  hl::SerialPort port;
  hl::Client client;
  explicit Conn(const FpgaArgs& a) : port(a.port, a.baud), client(port, a.timeout_ms) {}
};

std::string err_text(uint32_t code) {
  return fmt::format("{} ({})", tpb::err_name(static_cast<Err>(code & 0xFF)), code);
}

using Sticky = std::bitset<256>;

Sticky sticky_of(const uint32_t* w) {
  Sticky s;
  for (unsigned i = 0; i < 128; ++i) s[i] = (w[i / 32] >> (i % 32)) & 1;
  return s;
}


struct Row {
  std::string name, board, model;
  bool differs;
};

void print_rows(const std::vector<Row>& rows, bool only_diff = false) {
  size_t w = 12;
  for (const auto& r : rows) w = std::max(w, r.name.size());
  fmt::print("    {:<{}}  {:<30}  {:<30}\n", "", w, "FPGA", "model");
  for (const auto& r : rows) {
    if (only_diff && !r.differs) continue;
    fmt::print("  {} {:<{}}  {:<30}  {:<30}{}\n", r.differs ? "*" : " ", r.name, w, r.board, r.model,
               r.differs ? "  <-- differs" : "");
  }
}

std::string hex32(uint32_t v) { return fmt::format("0x{:08x}", v); }

/// Poll STATUS until the core is idle (nothing in the FIFO or in flight).
uint32_t wait_idle(hl::Client& c, double seconds) {
  const auto t0 = Clock::now();
  for (;;) {
    const uint32_t st = c.reg_read1(hl::reg::STATUS);
    if (st & (1u << hl::stat::IDLE)) return st;
    if (std::chrono::duration<double>(Clock::now() - t0).count() > seconds)
      throw hl::LinkError(fmt::format("the board did not become idle within {:.0f} s (STATUS {})", seconds, hex32(st)));
  }
}

// ---------------------------------------------------------------- board set-up

tpb::dve::TableSet load_dve_set(const FpgaArgs& a, const hl::BoardInfo& b) {
  if (a.dve_set.empty()) throw std::invalid_argument("give the DVE table set (--dve-set dve_info.json)");
  tpb::dve::TableSet s = tpb::dve::load_set(a.dve_set, a.dve_name);
  const std::string why = tpb::dve::misfit(
      s, {b.dve_gen, b.fast_rows, b.slow_rows, b.fast_words, b.slow_words, b.dp_words}, "the board");
  if (!why.empty()) throw std::invalid_argument(why);
  return s;
}

/// Every table of the set through TBL_WRITE, as many 32-bit words per frame as fit.
size_t write_tables(hl::Client& c, const hl::BoardInfo& b, const tpb::dve::TableSet& set) {
  using tpb::dve::TableSel;
  const tpb::dve::Sequencer seq(set);
  const size_t per_frame = (b.buf_bytes - 12) / 4;
  size_t words = 0;
  for (TableSel sel : {TableSel::OPCODE, TableSel::CONTROL_FAST, TableSel::CONTROL_SLOW, TableSel::DATAPATH}) {
    const unsigned wpr = seq.words_per_row(sel);
    const std::vector<uint32_t> all = seq.image(sel);
    for (size_t at = 0; at < all.size(); at += per_frame) {
      const size_t n = std::min(per_frame, all.size() - at);
      c.tbl_write(static_cast<uint8_t>(sel), static_cast<uint8_t>(at / wpr), static_cast<uint8_t>(at % wpr),
                  std::span<const uint32_t>(all).subspan(at, n));
    }
    words += all.size();
  }
  return words;
}

/// One SBUF through SBUF_WRITE, as many rows per frame as fit.
void write_sbuf(hl::Client& c, const hl::BoardInfo& b, unsigned core, std::span<const uint8_t> bytes) {
  const unsigned rows_pp = b.bytes_per_partition / b.port_bytes;
  const size_t total = size_t{b.partitions} * rows_pp;
  const size_t per_frame = (b.buf_bytes - 12) / b.port_bytes;
  for (size_t at = 0; at < total; at += per_frame) {
    const size_t n = std::min(per_frame, total - at);
    c.sbuf_write(static_cast<uint8_t>(core), static_cast<uint8_t>(at / rows_pp), static_cast<uint16_t>(at % rows_pp),
                 bytes.subspan(at * b.port_bytes, n * b.port_bytes));
  }
}

std::vector<uint8_t> read_sbuf(hl::Client& c, const hl::BoardInfo& b, unsigned core) {
  const unsigned rows_pp = b.bytes_per_partition / b.port_bytes;
  const size_t total = size_t{b.partitions} * rows_pp;
  const size_t per_frame = (b.buf_bytes - 9) / b.port_bytes;
  std::vector<uint8_t> out;
  out.reserve(total * b.port_bytes);
  for (size_t at = 0; at < total; at += per_frame) {
    const size_t n = std::min(per_frame, total - at);
    auto part = c.sbuf_read(static_cast<uint8_t>(core), static_cast<uint8_t>(at / rows_pp),
                            static_cast<uint16_t>(at % rows_pp), static_cast<uint16_t>(n), b.port_bytes);
    out.insert(out.end(), part.begin(), part.end());
  }
  return out;
}

/// Push words into the stream FIFO as room allows (at most a frame's worth per request).
void push_words(hl::Client& c, const hl::BoardInfo& b, std::span<const Word> words, bool last) {
  const size_t per_frame = std::min<size_t>((b.buf_bytes - 12) / kBundleBytes, b.fifo_words);
  size_t at = 0;
  uint32_t free_words = c.reg_read1(hl::reg::FIFO_FREE);
  while (at < words.size()) {
    if (free_words == 0) {
      free_words = c.reg_read1(hl::reg::FIFO_FREE);
      continue;
    }
    const size_t n = std::min({per_frame, words.size() - at, size_t{free_words}});
    free_words = c.stream(words.subspan(at, n), last && at + n == words.size());
    at += n;
  }
}

MoverConfig mover_config(const hl::BoardInfo& b, unsigned issue_core) {
  MoverConfig mc;
  mc.geometry = SbufGeometry{b.partitions, b.bytes_per_partition};
  mc.cores_per_lnc = 2;
  mc.issue_core = issue_core;
  return mc;
}

// ---------------------------------------------------------------- info, status, load, stream

void print_info(const hl::BoardInfo& b) {
  fmt::print("board: protocol version {}, core clock {} Hz, UART {} baud\n", b.version, b.clk_hz, b.baud);
  fmt::print("  SBUF           2 cores x {} partitions x {} bytes, {}-byte rows\n", b.partitions,
             b.bytes_per_partition, b.port_bytes);
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
  const auto set = load_dve_set(a, b);
  conn.client.reg_write1(hl::reg::CONTROL, a.issue_core << hl::ctrl::ISSUE_CORE);
  const size_t n = write_tables(conn.client, b, set);
  fmt::print("tpb fpga: DVE set '{}' (gen{}) loaded: {} words in {} requests\n", set.name, set.geo.gen, n,
             conn.client.requests());
  return 0;
}

int cmd_stream(const FpgaArgs& a) {
  Conn conn(a);
  const hl::BoardInfo b = conn.client.info();
  const auto words = tpb::read_words(a.file);
  const auto t0 = Clock::now();
  push_words(conn.client, b, words, !a.no_last);
  wait_idle(conn.client, 600);
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
  const auto bytes = read_sbuf(conn.client, b, a.core);
  std::ofstream f(a.out, std::ios::binary);
  if (!f) throw std::runtime_error("cannot write " + a.out);
  f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  fmt::print("tpb fpga: SBUF of core {} ({} bytes, partition-major) -> {}\n", a.core, bytes.size(), a.out);
  return 0;
}

// ---------------------------------------------------------------- check

/// One record of a signed stream on the model side: its number in the stream, the word it
/// belongs to, its digest.
struct Signed {
  uint64_t number;
  uint32_t word;
  std::vector<uint8_t> digest;
};

/// The model side of the board: tpb::SystemModel (no cluster on the board: a complete chain
/// is answered CL_KERNEL_MISSING), with the board's counters and signatures of its outputs.
struct ModelBoard {
  tpb::FunctionRegistry registry;  // empty: the board has no cluster
  tpb::SystemModel sys;
  unsigned fast_bytes, slow_bytes, dp_bytes;
  uint32_t retired = 0, accepted = 0, rejected = 0, cross = 0, dve = 0, mv = 0, mv_bytes = 0, cop = 0;
  uint32_t sig[4] = {0, 0, 0, 0};  // rec, dve, mv, cop
  uint32_t mv_copied = 0, mv_refused = 0;
  std::map<std::string, uint64_t> by_err, by_route;
  std::vector<Signed> chunk[4];   // this chunk's records per log

  static tpb::SystemConfig config(const tpb::dve::TableSet& set, const hl::BoardInfo& b, const FpgaArgs& a) {
    tpb::SystemConfig c;
    c.gen = set.geo.gen;
    c.sbuf = SbufGeometry{b.partitions, b.bytes_per_partition};
    c.issue_core = a.issue_core;
    c.mailbox_words = b.mailbox_words;
    c.cluster_mode = tpb::ClusterMode::ABSENT;
    // Deliberate model-side differences (as tpb_lockstep's --inject-*): prove the check bites.
    c.faults.record = a.inject;
    c.faults.dve = a.inject_dve;
    c.faults.mover = a.inject_sb2sb;
    return c;
  }

  ModelBoard(const tpb::dve::TableSet& set, const hl::BoardInfo& b, const FpgaArgs& a)
      : sys(config(set, b, a), &set, registry) {
    fast_bytes = b.fast_words * 4;
    slow_bytes = (set.geo.shared_control ? b.fast_words : b.slow_words) * 4;
    dp_bytes = b.dp_words * 4;
  }

  void sign(unsigned log, uint64_t number, uint32_t word, std::vector<uint8_t> d) {
    sig[log] = hl::crc32(d, sig[log]);
    chunk[log].push_back({number, word, std::move(d)});
  }

  void step(const std::vector<Word>& words, uint32_t idx) {
    const bool last = idx + 1 == words.size();
    const tpb::SystemStep s = sys.step(words[idx], last);
    const Record& r = s.record;
    sign(0, idx, idx, hl::record_digest(r, last));
    ++retired;
    (r.err == Err::OK ? accepted : rejected) += 1;
    if (r.err != Err::OK) ++by_err[tpb::err_name(r.err)];
    ++by_route[tpb::route_name(r.route)];
    if (r.route == Route::CROSS) ++cross;
    if (s.dve) {
      sign(1, dve, idx, hl::dve_digest(*s.dve, fast_bytes, slow_bytes, dp_bytes));
      ++dve;
    }
    if (s.mover) {
      (s.mover->err == Err::OK ? mv_copied : mv_refused) += 1;
      sign(2, mv, idx, hl::mover_digest(*s.mover));
      mv_bytes += static_cast<uint32_t>(s.mover->bytes_written);
      ++mv;
    }
    if (s.custom) {
      const tpb::Completion& c = *s.custom;
      sign(3, cop, c.word_index, hl::cop_digest(c.word_index, c.err, c.function_id, c.cpu, 0, 0));
      ++cop;
    }
  }
};

const char* kLogNames[] = {"record", "DVE control record", "mover completion", "custom-op completion"};

/// Digest fields as report rows.
std::vector<std::pair<std::string, std::string>> digest_fields(unsigned log, const std::vector<uint8_t>& d,
                                                               const ModelBoard& mb) {
  // The layouts are generated from the host-link table (tpb/hostlink_gen.hpp, digest::).
  auto u = [&](hl::DigestField fd) {
    uint64_t v = 0;
    for (size_t i = 0; i < fd.width && fd.off + i < d.size(); ++i) v |= static_cast<uint64_t>(d[fd.off + i]) << (8 * i);
    return v;
  };
  auto hex = [&](size_t off, size_t n) {
    std::string s;
    for (size_t i = 0; i < n && off + i < d.size(); ++i) s += fmt::format("{}{:02x}", i ? " " : "", d[off + i]);
    return s.empty() ? std::string("-") : s;
  };
  std::vector<std::pair<std::string, std::string>> f;
  switch (log) {
    case 0: {
      namespace L = hl::digest::rec;
      f = {{"index", std::to_string(u(L::index))},
           {"opcode", fmt::format("0x{:02X}", u(L::opcode))},
           {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"route", fmt::format("{} ({})", tpb::route_name(static_cast<Route>(u(L::route))), u(L::route))},
           {"last", std::to_string(u(L::flags))},
           {"chain_pos", std::to_string(u(L::chain_pos))},
           {"fields fold", fmt::format("0x{:016x}", u(L::fold))}};
      break;
    }
    case 1: {
      namespace L = hl::digest::dve;
      f = {{"index", std::to_string(u(L::index))},
           {"opcode", std::to_string(u(L::opcode))},
           {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"slow_fetched", std::to_string(u(L::flags))},
           {"fast_row", std::to_string(u(L::fast_row))},
           {"entry", fmt::format("0x{:x}", u(L::entry))},
           {"slow_row", std::to_string(u(L::slow_row))}};
      const size_t o = L::kFixedBytes;
      f.push_back({"fast_word", hex(o, mb.fast_bytes)});
      f.push_back({"slow_word", hex(o + mb.fast_bytes, mb.slow_bytes)});
      f.push_back({"dp_word", hex(o + mb.fast_bytes + mb.slow_bytes, mb.dp_bytes)});
      break;
    }
    case 2: {
      namespace L = hl::digest::mv;
      f = {{"index", std::to_string(u(L::index))},
           {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"bytes", std::to_string(u(L::bytes_written))}};
      break;
    }
    default: {
      namespace L = hl::digest::cop;
      f = {{"index", std::to_string(u(L::index))},      {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"function", std::to_string(u(L::function))}, {"cpu", std::to_string(u(L::cpu))},
           {"bytes_in", std::to_string(u(L::bytes_in))}, {"bytes_out", std::to_string(u(L::bytes_out))}};
    }
  }
  return f;
}

/// Read this chunk's entries of a log back from the board and report the first record whose
/// digest differs from the model's. Returns true when one was found.
bool localise(hl::Client& c, const hl::BoardInfo& b, unsigned log, const ModelBoard& mb,
              const std::vector<Word>& words) {
  const auto& recs = mb.chunk[log];
  if (recs.empty()) return false;
  const auto geo = b.logs[log];
  const size_t dbytes = recs.front().digest.size();
  const size_t per_req = std::max<size_t>(1, (b.buf_bytes - 9) / geo.stride);
  size_t i = 0;
  while (i < recs.size()) {
    const uint64_t first = recs[i].number;
    const unsigned entry = static_cast<unsigned>(first % geo.entries);
    const size_t n = std::min({recs.size() - i, size_t{geo.entries - entry}, per_req});
    const auto bytes = c.log_read(static_cast<hl::Log>(log), static_cast<uint16_t>(entry), static_cast<uint16_t>(n));
    for (size_t k = 0; k < n; ++k, ++i) {
      std::vector<uint8_t> board(bytes.begin() + static_cast<long>(k * geo.stride),
                                 bytes.begin() + static_cast<long>(k * geo.stride + dbytes));
      if (board == recs[i].digest) continue;
      const uint32_t wi = recs[i].word;
      fmt::print("fpga check: first differing {} (#{} of its stream): word #{} (from the board's {} log)\n",
                 kLogNames[log], recs[i].number, wi, kLogNames[log]);
      fmt::print("  word    : {}\n", tpb::disasm_word(words[wi]));
      fmt::print("  bytes   : {}\n", tpb::hex_bytes(words[wi]));
      const auto fb = digest_fields(log, board, mb), fm = digest_fields(log, recs[i].digest, mb);
      std::vector<Row> rows;
      for (size_t j = 0; j < fb.size(); ++j) rows.push_back({fb[j].first, fb[j].second, fm[j].second, fb[j].second != fm[j].second});
      print_rows(rows);
      return true;
    }
  }
  return false;
}

// The stream: the checked-stream recipe (tpb/stream.hpp) with the lockstep's mover share, so
// the same seed gives the lockstep's words. No kernel chains: the board has no cluster.
std::vector<Word> build_stream(const FpgaArgs& a, const hl::BoardInfo& b, std::string& source, size_t& legal_bf) {
  const tpb::StreamRecipe rc = tpb::cli::make_recipe(a.words, b.dve_gen, mover_config(b, a.issue_core), false, uint64_t{1} << 20);
  tpb::CheckedStream cs = tpb::build_checked_stream(rc);
  source = std::move(cs.source);
  legal_bf = cs.legal_sb2sb;
  return std::move(cs.words);
}

int cmd_check(const FpgaArgs& a) {
  const auto t_start = Clock::now();
  Conn conn(a);
  hl::Client& c = conn.client;
  const hl::BoardInfo b = c.info();
  const auto set = load_dve_set(a, b);

  unsigned chunk = a.chunk;
  for (const auto& g : b.logs) chunk = std::min(chunk, g.entries / 2);
  chunk = std::max(1u, std::min(chunk, b.fifo_words));

  std::string source;
  size_t legal_bf = 0;
  const std::vector<Word> words = build_stream(a, b, source, legal_bf);
  if (a.inject && *a.inject >= words.size())
    throw std::invalid_argument(fmt::format("--inject-model-bug {} is past the stream ({} words)", *a.inject, words.size()));

  // Board and model from the same state: soft reset, tables, seeded SBUFs.
  c.reg_write1(hl::reg::CONTROL, (1u << hl::ctrl::SOFT_RESET) | (a.issue_core << hl::ctrl::ISSUE_CORE));
  wait_idle(c, 10);
  ModelBoard mb(set, b, a);
  const auto t_load = Clock::now();
  const size_t tbl_words = write_tables(c, b, set);
  for (unsigned core = 0; core < 2; ++core) {
    mb.sys.sbuf(core).fill_seeded(tpb::SystemModel::sbuf_seed(a.words.seed, core));
    write_sbuf(c, b, core, mb.sys.sbuf(core).bytes());
  }
  const double load_s = std::chrono::duration<double>(Clock::now() - t_load).count();

  // The stream, chunk by chunk.
  const auto t_stream = Clock::now();
  size_t chunks = 0;
  std::vector<uint32_t> v;
  auto r = [&](uint16_t addr) { return v[addr - hl::reg::STATUS]; };
  for (size_t i0 = 0; i0 < words.size(); i0 += chunk) {
    const size_t i1 = std::min(words.size(), i0 + chunk);
    for (auto& l : mb.chunk) l.clear();
    for (size_t i = i0; i < i1; ++i) mb.step(words, static_cast<uint32_t>(i));
    push_words(c, b, std::span<const Word>(words).subspan(i0, i1 - i0), i1 == words.size());
    wait_idle(c, 120);
    v = c.reg_read(hl::reg::STATUS, hl::reg::SIG_COP - hl::reg::STATUS + 1);
    ++chunks;

    const tpb::ErrorStatus& ms = mb.sys.status();
    const uint32_t st = r(hl::reg::STATUS);
    const bool any = st & (1u << hl::stat::ERR);
    const Sticky bs = sticky_of(&v[hl::reg::ERR_STICKY0 - hl::reg::STATUS]);
    Sticky msk = ms.sticky;
    for (unsigned e = 128; e < msk.size(); ++e) msk.reset(e);
    auto num = [](uint32_t x) { return std::to_string(x); };
    std::vector<Row> rows = {
        {"words in", num(r(hl::reg::CNT_WORDS_IN)), num(static_cast<uint32_t>(i1)), r(hl::reg::CNT_WORDS_IN) != i1},
        {"retired", num(r(hl::reg::CNT_RETIRED)), num(mb.retired), r(hl::reg::CNT_RETIRED) != mb.retired},
        {"accepted", num(r(hl::reg::CNT_ACCEPTED)), num(mb.accepted), r(hl::reg::CNT_ACCEPTED) != mb.accepted},
        {"rejected", num(r(hl::reg::CNT_REJECTED)), num(mb.rejected), r(hl::reg::CNT_REJECTED) != mb.rejected},
        {"cross words", num(r(hl::reg::CNT_CROSS)), num(mb.cross), r(hl::reg::CNT_CROSS) != mb.cross},
        {"dve records", num(r(hl::reg::CNT_DVE)), num(mb.dve), r(hl::reg::CNT_DVE) != mb.dve},
        {"mover done", num(r(hl::reg::CNT_MV)), num(mb.mv), r(hl::reg::CNT_MV) != mb.mv},
        {"mover bytes", num(r(hl::reg::CNT_MV_BYTES)), num(mb.mv_bytes), r(hl::reg::CNT_MV_BYTES) != mb.mv_bytes},
        {"custom ops", num(r(hl::reg::CNT_COP)), num(mb.cop), r(hl::reg::CNT_COP) != mb.cop},
        {"sig records", hex32(r(hl::reg::SIG_REC)), hex32(mb.sig[0]), r(hl::reg::SIG_REC) != mb.sig[0]},
        {"sig dve", hex32(r(hl::reg::SIG_DVE)), hex32(mb.sig[1]), r(hl::reg::SIG_DVE) != mb.sig[1]},
        {"sig mover", hex32(r(hl::reg::SIG_MV)), hex32(mb.sig[2]), r(hl::reg::SIG_MV) != mb.sig[2]},
        {"sig custom", hex32(r(hl::reg::SIG_COP)), hex32(mb.sig[3]), r(hl::reg::SIG_COP) != mb.sig[3]},
        {"error", any ? "yes" : "no", ms.any ? "yes" : "no", any != ms.any},
        {"first index", any ? num(r(hl::reg::ERR_INDEX)) : "-", ms.any ? num(ms.first_index) : "-",
         ms.any && any && r(hl::reg::ERR_INDEX) != ms.first_index},
        {"first code", any ? err_text(r(hl::reg::ERR_CODE)) : "-",
         ms.any ? err_text(static_cast<uint32_t>(ms.first_code)) : "-",
         ms.any && any && r(hl::reg::ERR_CODE) != static_cast<uint32_t>(ms.first_code)},
        {"sticky", tpb::sticky_names(bs), tpb::sticky_names(msk), bs != msk},
        {"last word seen", (st >> hl::stat::LAST_SEEN) & 1 ? "yes" : "no", i1 == words.size() ? "yes" : "no",
         static_cast<bool>((st >> hl::stat::LAST_SEEN) & 1) != (i1 == words.size())},
        {"digest overrun", (st >> hl::stat::OVERRUN) & 1 ? "yes" : "no", "no", ((st >> hl::stat::OVERRUN) & 1) != 0},
        {"table refused", (st >> hl::stat::TBL_BAD) & 1 ? "yes" : "no", "no", ((st >> hl::stat::TBL_BAD) & 1) != 0},
    };
    if (std::none_of(rows.begin(), rows.end(), [](const Row& x) { return x.differs; })) continue;

    fmt::print("fpga check: MISMATCH after word #{} (chunk {}: words #{}..#{})\n", i1 - 1, chunks, i0, i1 - 1);
    print_rows(rows);
    bool found = false;
    const uint32_t sigs[4] = {r(hl::reg::SIG_REC), r(hl::reg::SIG_DVE), r(hl::reg::SIG_MV), r(hl::reg::SIG_COP)};
    for (unsigned log = 0; log < 4 && !found; ++log)
      if (sigs[log] != mb.sig[log]) found = localise(c, b, log, mb, words);
    if (!found) fmt::print("fpga check: the logs of this chunk agree; the difference is in the counters above\n");
    fmt::print("fpga check: FAIL ({})\n", source);
    return 1;
  }
  const double stream_s = std::chrono::duration<double>(Clock::now() - t_stream).count();

  // Both SBUFs back over the link, against the model's.
  const auto t_rb = Clock::now();
  for (unsigned core = 0; core < 2; ++core) {
    const auto got = read_sbuf(c, b, core);
    const auto want = mb.sys.sbuf(core).bytes();
    size_t diffs = 0;
    std::vector<Row> rows;
    for (size_t k = 0; k < got.size(); ++k)
      if (got[k] != want[k]) {
        if (rows.size() < 8)
          rows.push_back({fmt::format("p{} +{}", k / b.bytes_per_partition, k % b.bytes_per_partition),
                          fmt::format("0x{:02X}", got[k]), fmt::format("0x{:02X}", want[k]), true});
        ++diffs;
      }
    if (diffs) {
      fmt::print("fpga check: SBUF MISMATCH at the end of the stream: core {}, {} bytes differ\n", core, diffs);
      print_rows(rows);
      fmt::print("fpga check: FAIL ({})\n", source);
      return 1;
    }
  }
  const double rb_s = std::chrono::duration<double>(Clock::now() - t_rb).count();
  const auto cyc = c.reg_read(hl::reg::CNT_CYCLES, 2);
  const double total_s = std::chrono::duration<double>(Clock::now() - t_start).count();

  const tpb::ErrorStatus& ms = mb.sys.status();
  fmt::print("fpga check summary: {}\n", source);
  fmt::print("  board          {}x{} SBUF, gen{} DVE, FIFO {} words, {} Hz, {} baud\n", b.partitions,
             b.bytes_per_partition, b.dve_gen, b.fifo_words, b.clk_hz, b.baud);
  fmt::print("  words          {} in {} chunks of up to {}\n", words.size(), chunks, chunk);
  fmt::print("  accepted       {}\n  rejected       {}\n", mb.accepted, mb.rejected);
  std::string routes, errs;
  for (const auto& [k, n] : mb.by_route) routes += fmt::format("{}{} {}", routes.empty() ? "" : ", ", k, n);
  for (const auto& [k, n] : mb.by_err) errs += fmt::format("{}{} {}", errs.empty() ? "" : ", ", k, n);
  fmt::print("  routes         {}\n  errors         {}\n", routes, errs.empty() ? "-" : errs);
  fmt::print("  status         {}, sticky {}\n",
             ms.any ? fmt::format("first #{} {}", ms.first_index, err_text(static_cast<uint32_t>(ms.first_code)))
                    : std::string("no error"),
             tpb::sticky_names(ms.sticky));
  fmt::print("  dve records    {} (set '{}' gen{}, {} table words loaded)\n", mb.dve, set.name, set.geo.gen, tbl_words);
  fmt::print("  sb2sb          {} executed: {} copied, {} refused, {} bytes; {} legal patterns inserted, issue core {}\n",
             mb.mv, mb.mv_copied, mb.mv_refused, mb.mv_bytes, legal_bf, a.issue_core);
  fmt::print("  custom ops     {} completions (no cluster on the board: CL_KERNEL_MISSING)\n", mb.cop);
  fmt::print("  signatures     rec {} dve {} mv {} cop {}: equal\n", hex32(mb.sig[0]), hex32(mb.sig[1]),
             hex32(mb.sig[2]), hex32(mb.sig[3]));
  fmt::print("  sbuf final     equal (2 x {}x{}, read back over the link)\n", b.partitions, b.bytes_per_partition);
  fmt::print("  board clocks   {} since the reset, {} not idle\n", cyc[0], cyc[1]);
  fmt::print("  link           {} requests, {} bytes sent, {} received; load {:.2f} s, stream {:.2f} s, read-back "
             "{:.2f} s, total {:.2f} s\n",
             c.requests(), c.bytes_sent(), c.bytes_received(), load_s, stream_s, rb_s, total_s);
  fmt::print("  throughput     {:.0f} link bytes/s ({:.1f} words/s streamed and checked)\n",
             total_s > 0 ? (c.bytes_sent() + c.bytes_received()) / total_s : 0.0,
             stream_s > 0 ? words.size() / stream_s : 0.0);
  fmt::print("fpga check: PASS ({} words, {})\n", words.size(), source);
  return 0;
}

// ---------------------------------------------------------------- link test

struct Snapshot {
  std::vector<uint32_t> regs;  // CONTROL .. CNT_BUSY without CNT_CYCLES
  std::vector<uint8_t> row;
  bool operator==(const Snapshot&) const = default;
};

int cmd_link_test(const FpgaArgs& a) {
  Conn conn(a);
  hl::Client& c = conn.client;
  const hl::BoardInfo b = c.info();
  const uint8_t core = 0, part = static_cast<uint8_t>(std::min(3u, b.partitions - 1));
  const uint16_t row = static_cast<uint16_t>(std::min(5u, b.bytes_per_partition / b.port_bytes - 1));

  // A known state: soft reset, a marked SBUF row, a scratch value.
  c.reg_write1(hl::reg::CONTROL, 1u << hl::ctrl::SOFT_RESET);
  wait_idle(c, 10);
  std::vector<uint8_t> pattern_a(b.port_bytes), pattern_b(b.port_bytes, 0xEE);
  for (unsigned i = 0; i < b.port_bytes; ++i) pattern_a[i] = static_cast<uint8_t>(0x30 + i);
  c.sbuf_write(core, part, row, pattern_a);
  c.reg_write1(hl::reg::SCRATCH, 0x5A5A1234u);

  auto snapshot = [&]() {
    Snapshot s;
    auto v = c.reg_read(hl::reg::CONTROL, hl::reg::CNT_BUSY - hl::reg::CONTROL + 1);
    v[hl::reg::CNT_CYCLES - hl::reg::CONTROL] = 0;
    s.regs = std::move(v);
    s.row = c.sbuf_read(core, part, row, 1, b.port_bytes);
    return s;
  };
  const Snapshot s0 = snapshot();
  if (s0.row != pattern_a) {
    fmt::print("link-test: the marked SBUF row did not read back as written\n");
    return 1;
  }

  unsigned seq = 200, cases = 0, failures = 0;
  auto body = [&](hl::Cmd cmd, const std::vector<uint8_t>& payload) {
    return hl::make_body(static_cast<uint8_t>(cmd), static_cast<uint8_t>(seq++), payload);
  };
  auto with_crc = [](std::vector<uint8_t> b) {  // recompute the CRC of an edited body
    b.resize(b.size() - 4);
    const uint32_t crc = hl::crc32(b);
    for (int i = 0; i < 4; ++i) b.push_back(static_cast<uint8_t>(crc >> (8 * i)));
    return b;
  };
  std::vector<uint8_t> sbuf_payload = {core, part, static_cast<uint8_t>(row), static_cast<uint8_t>(row >> 8)};
  sbuf_payload.insert(sbuf_payload.end(), pattern_b.begin(), pattern_b.end());
  std::vector<uint8_t> stream_payload = {0, 0, 0, 0};
  for (unsigned i = 0; i < kBundleBytes; ++i) stream_payload.push_back(static_cast<uint8_t>(i == 1 ? 0x10 : 0));
  std::vector<uint8_t> scratch_payload = {static_cast<uint8_t>(hl::reg::SCRATCH), 0, 0, 0, 0xEF, 0xBE, 0xAD, 0xDE};
  std::vector<uint8_t> reset_payload = {static_cast<uint8_t>(hl::reg::CONTROL), 0, 0, 0, 0x03, 0, 0, 0};

  struct Case {
    std::string name;
    std::vector<uint8_t> wire;
    hl::Status want;
  };
  std::vector<Case> cs;
  {  // CRC: the last CRC byte of an SBUF write
    auto bd = body(hl::Cmd::SBUF_WRITE, sbuf_payload);
    bd.back() ^= 0x01;
    cs.push_back({"SBUF_WRITE with a flipped CRC bit", hl::slip_encode(bd), hl::Status::BAD_CRC});
  }
  {  // CRC: a payload byte of a STREAM word changed on the way
    auto bd = body(hl::Cmd::STREAM, stream_payload);
    bd[20] ^= 0x40;
    cs.push_back({"STREAM with a payload byte changed", hl::slip_encode(bd), hl::Status::BAD_CRC});
  }
  {  // CRC: a soft reset frame with one byte lost (the CRC no longer matches)
    auto bd = body(hl::Cmd::REG_WRITE, reset_payload);
    bd.erase(bd.begin() + 6);
    cs.push_back({"REG_WRITE (soft reset) with a byte lost", hl::slip_encode(bd), hl::Status::BAD_CRC});
  }
  {  // length field larger than the payload (CRC consistent)
    auto bd = body(hl::Cmd::REG_WRITE, scratch_payload);
    bd[2] = static_cast<uint8_t>(bd[2] + 4);
    cs.push_back({"REG_WRITE with len 4 bytes too large", hl::slip_encode(with_crc(bd)), hl::Status::BAD_LENGTH});
  }
  {  // length field smaller than the payload
    auto bd = body(hl::Cmd::SBUF_WRITE, sbuf_payload);
    bd[2] = static_cast<uint8_t>(bd[2] - 1);
    cs.push_back({"SBUF_WRITE with len 1 byte too small", hl::slip_encode(with_crc(bd)), hl::Status::BAD_LENGTH});
  }
  {  // unknown command
    auto bd = hl::make_body(0x55, static_cast<uint8_t>(seq++), scratch_payload);
    cs.push_back({"unknown command 0x55", hl::slip_encode(bd), hl::Status::BAD_CMD});
  }
  {  // a valid command code with the reply flag set
    auto bd = hl::make_body(0x83, static_cast<uint8_t>(seq++), scratch_payload);
    cs.push_back({"command 0x83 (a reply code)", hl::slip_encode(bd), hl::Status::BAD_CMD});
  }
  {  // body of 5 bytes
    std::vector<uint8_t> bd = {static_cast<uint8_t>(hl::Cmd::REG_WRITE), static_cast<uint8_t>(seq++), 8, 0, 0x11};
    cs.push_back({"a 5-byte body", hl::slip_encode(bd), hl::Status::TOO_SHORT});
  }
  {  // body past the frame buffer
    std::vector<uint8_t> p = {0, 0, 0, 0};
    p.resize(b.buf_bytes, 0x00);
    cs.push_back({"a STREAM body past the frame buffer", hl::slip_encode(body(hl::Cmd::STREAM, p)),
                  hl::Status::TOO_LONG});
  }
  {  // ESC followed by a byte that is no escape code
    auto w = hl::slip_encode(body(hl::Cmd::REG_WRITE, scratch_payload));
    w.insert(w.begin() + 5, {hl::kSlipEsc, 0x01});
    cs.push_back({"SLIP ESC followed by 0x01", w, hl::Status::BAD_ESCAPE});
  }
  cs.push_back({"REG_READ with a 3-byte payload", hl::slip_encode(body(hl::Cmd::REG_READ, {0x10, 0, 1})),
                hl::Status::BAD_ARGS});
  {
    std::vector<uint8_t> p(stream_payload.begin(), stream_payload.end() - 1);
    cs.push_back({"STREAM of 63 bytes", hl::slip_encode(body(hl::Cmd::STREAM, p)), hl::Status::BAD_ARGS});
  }
  cs.push_back({"REG_READ past the register map",
                hl::slip_encode(body(hl::Cmd::REG_READ, {static_cast<uint8_t>(hl::reg::kCount - 1), 0, 2, 0})),
                hl::Status::BAD_ADDR});
  {
    auto p = sbuf_payload;
    p[1] = static_cast<uint8_t>(b.partitions);
    cs.push_back({"SBUF_WRITE to partition P", hl::slip_encode(body(hl::Cmd::SBUF_WRITE, p)), hl::Status::BAD_ADDR});
  }
  {
    auto p = sbuf_payload;
    p[0] = 2;
    cs.push_back({"SBUF_WRITE to core 2", hl::slip_encode(body(hl::Cmd::SBUF_WRITE, p)), hl::Status::BAD_ADDR});
  }
  cs.push_back({"TBL_WRITE past the datapath table",
                hl::slip_encode(body(hl::Cmd::TBL_WRITE, {3, static_cast<uint8_t>(b.fast_rows - 1),
                                                          static_cast<uint8_t>(b.dp_words - 1), 0, 1, 2, 3, 4, 5, 6, 7,
                                                          8})),
                hl::Status::BAD_ADDR});
  cs.push_back({"TBL_WRITE word past the opcode table's row",
                hl::slip_encode(body(hl::Cmd::TBL_WRITE, {0, 0, static_cast<uint8_t>(b.dve_gen == 2 ? 2 : 1), 0, 1, 2,
                                                          3, 4})),
                hl::Status::BAD_ADDR});
  cs.push_back({"LOG_READ of log 4", hl::slip_encode(body(hl::Cmd::LOG_READ, {4, 0, 0, 0, 1, 0, 0, 0})),
                hl::Status::BAD_ARGS});
  // Reads that end past the end of their memory: the SBUF's last row and one more, a log's
  // last entry and one more, a log entry just past the end.
  const unsigned rows_pp = b.bytes_per_partition / b.port_bytes;
  auto u16le = [](unsigned v) { return std::vector<uint8_t>{static_cast<uint8_t>(v), static_cast<uint8_t>(v >> 8)}; };
  auto read_args = [&](uint8_t x0, uint8_t x1, unsigned at, unsigned count) {
    std::vector<uint8_t> p = {x0, x1};
    for (uint8_t v : u16le(at)) p.push_back(v);
    for (uint8_t v : u16le(count)) p.push_back(v);
    p.push_back(0);
    p.push_back(0);
    return p;
  };
  cs.push_back({"SBUF_READ of 2 rows from the last row",
                hl::slip_encode(body(hl::Cmd::SBUF_READ,
                                     read_args(1, static_cast<uint8_t>(b.partitions - 1), rows_pp - 1, 2))),
                hl::Status::BAD_ADDR});
  cs.push_back({"SBUF_READ of core 2",
                hl::slip_encode(body(hl::Cmd::SBUF_READ, read_args(2, 0, 0, 1))), hl::Status::BAD_ADDR});
  cs.push_back({"LOG_READ of 2 entries from the last record",
                hl::slip_encode(body(hl::Cmd::LOG_READ, read_args(static_cast<uint8_t>(hl::Log::REC), 0,
                                                                  b.logs[0].entries - 1, 2))),
                hl::Status::BAD_ADDR});
  cs.push_back({"LOG_READ of the mover log's entry E",
                hl::slip_encode(body(hl::Cmd::LOG_READ, read_args(static_cast<uint8_t>(hl::Log::MV), 0,
                                                                  b.logs[2].entries, 1))),
                hl::Status::BAD_ADDR});
  cs.push_back({"REG_WRITE to ERR_CODE",
                hl::slip_encode(body(hl::Cmd::REG_WRITE, {static_cast<uint8_t>(hl::reg::ERR_CODE), 0, 0, 0, 1, 0, 0, 0})),
                hl::Status::READ_ONLY});
  cs.push_back({"REG_WRITE across SCRATCH into STATUS",
                hl::slip_encode(body(hl::Cmd::REG_WRITE, {static_cast<uint8_t>(hl::reg::SCRATCH), 0, 0, 0, 1, 0, 0, 0,
                                                          2, 0, 0, 0})),
                hl::Status::READ_ONLY});

  for (const auto& k : cs) {
    ++cases;
    const auto before = c.reg_read(hl::reg::LINK_OK, 4);
    const auto rep = c.raw(k.wire, a.timeout_ms);
    std::string problem;
    if (!rep) {
      problem = "no reply";
    } else if (rep->status != k.want) {
      problem = fmt::format("status {} instead of {}", hl::status_name(rep->status), hl::status_name(k.want));
    } else if (!rep->data.empty()) {
      problem = "a refusal that carries data";
    }
    const auto after = c.reg_read(hl::reg::LINK_OK, 4);
    // The reg_read itself is one OK frame between the two reads.
    if (problem.empty() && (after[1] != before[1] + 1 || after[3] != static_cast<uint8_t>(k.want) ||
                            after[0] != before[0] + 1))
      problem = fmt::format("link counters: refused {} -> {}, last error {}", before[1], after[1],
                            hl::status_name(static_cast<hl::Status>(after[3])));
    if (problem.empty() && !(snapshot() == s0)) problem = "SIDE EFFECT: registers or the SBUF row changed";
    fmt::print("  {:<44} {:<11} {}\n", k.name, rep ? hl::status_name(rep->status) : "-",
               problem.empty() ? "refused, no side effect" : "FAIL: " + problem);
    if (!problem.empty()) ++failures;
  }

  // The same reads that end exactly at the end are executed: the refusals above are the
  // boundary, not something earlier.
  {
    ++cases;
    std::string problem;
    const auto last = c.sbuf_read(1, static_cast<uint8_t>(b.partitions - 1), static_cast<uint16_t>(rows_pp - 1), 1,
                                  b.port_bytes);
    if (last.size() != b.port_bytes) problem = fmt::format("SBUF_READ of the last row gave {} bytes", last.size());
    for (unsigned log = 0; log < 4 && problem.empty(); ++log) {
      const auto e = c.log_read(static_cast<hl::Log>(log), static_cast<uint16_t>(b.logs[log].entries - 1), 1);
      if (e.size() != b.logs[log].stride)
        problem = fmt::format("LOG_READ of log {}'s last entry gave {} bytes", log, e.size());
    }
    if (problem.empty() && !(snapshot() == s0)) problem = "SIDE EFFECT: registers or the SBUF row changed";
    fmt::print("  {:<44} {:<11} {}\n", "reads of the last SBUF row and log entries", "OK",
               problem.empty() ? "executed, no side effect" : "FAIL: " + problem);
    if (!problem.empty()) ++failures;
  }

  // A frame sent before the previous reply is dropped without a reply (and without effect).
  {
    ++cases;
    const auto before = c.reg_read(hl::reg::LINK_OK, 4);
    std::vector<uint8_t> p1 = {static_cast<uint8_t>(hl::reg::SCRATCH), 0, 0, 0, 0x11, 0x11, 0x11, 0x11};
    std::vector<uint8_t> p2 = {static_cast<uint8_t>(hl::reg::SCRATCH), 0, 0, 0, 0x22, 0x22, 0x22, 0x22};
    auto w = hl::slip_encode(body(hl::Cmd::REG_WRITE, p1));
    auto w2 = hl::slip_encode(body(hl::Cmd::REG_WRITE, p2));
    w.insert(w.end(), w2.begin(), w2.end());
    const auto rep = c.raw(w, a.timeout_ms);
    const auto extra = c.raw({}, 300);  // the second frame must not be answered
    const auto after = c.reg_read(hl::reg::LINK_OK, 4);
    const uint32_t scratch = c.reg_read1(hl::reg::SCRATCH);
    std::string problem;
    if (!rep || rep->status != hl::Status::OK) problem = "the first frame was not executed";
    else if (extra) problem = "the second frame was answered";
    else if (scratch != 0x11111111u) problem = fmt::format("SCRATCH reads {} (the dropped frame wrote it?)", hex32(scratch));
    else if (after[2] != before[2] + 1) problem = "LINK_DROPPED did not count it";
    fmt::print("  {:<44} {:<11} {}\n", "a second frame during the first's reply", "(dropped)",
               problem.empty() ? "dropped, no side effect" : "FAIL: " + problem);
    if (!problem.empty()) ++failures;
    c.reg_write1(hl::reg::SCRATCH, 0x5A5A1234u);
  }

  // FIFO_FULL: fill the FIFO with the feed held, then one word more.
  {
    ++cases;
    c.reg_write1(hl::reg::CONTROL, 1u << hl::ctrl::HOLD);
    std::vector<Word> fill(b.fifo_words);
    for (auto& w : fill) {
      w.fill(0);
      w[kHdrOpcodeOff] = TensorCompletion::kOpcode;  // filler: its content does not matter here
      w[kHdrWordLenOff] = kWordLen;
    }
    push_words(c, b, fill, false);
    const auto before = c.reg_read(hl::reg::STATUS, hl::reg::CNT_WORDS_IN - hl::reg::STATUS + 1);
    const auto rep = c.raw(hl::slip_encode(body(hl::Cmd::STREAM, stream_payload)), a.timeout_ms);
    const auto after = c.reg_read(hl::reg::STATUS, hl::reg::CNT_WORDS_IN - hl::reg::STATUS + 1);
    std::string problem;
    if (!rep || rep->status != hl::Status::FIFO_FULL)
      problem = fmt::format("status {} instead of FIFO_FULL", rep ? hl::status_name(rep->status) : "-");
    else if (before != after) problem = "SIDE EFFECT: the FIFO or the counters changed";
    else if (after[hl::reg::FIFO_FREE - hl::reg::STATUS] != 0) problem = "the FIFO was not full";
    fmt::print("  {:<44} {:<11} {}\n", "STREAM into a full FIFO", rep ? hl::status_name(rep->status) : "-",
               problem.empty() ? "refused, no side effect" : "FAIL: " + problem);
    if (!problem.empty()) ++failures;
    // Release the hold and read the marked row at once: the words drain from the FIFO (about
    // 70 clocks each) while the read arrives, so the link holds the feed again and waits for
    // the core to be quiet before it reads.
    ++cases;
    c.reg_write1(hl::reg::CONTROL, 0);
    const auto during = c.sbuf_read(core, part, row, 1, b.port_bytes);
    wait_idle(c, 30);
    const uint32_t in = c.reg_read1(hl::reg::CNT_WORDS_IN);
    problem.clear();
    if (during != pattern_a) problem = "the marked SBUF row read differently";
    else if (in != b.fifo_words) problem = fmt::format("after the hold {} words reached the core, expected {}", in, b.fifo_words);
    fmt::print("  {:<44} {:<11} {}\n", "SBUF_READ while the released FIFO drains", "OK",
               problem.empty() ? "executed, the row intact, every word ran" : "FAIL: " + problem);
    if (!problem.empty()) ++failures;
  }

  // The link still works, and the marked row is the one written first.
  const auto echo = c.ping(std::vector<uint8_t>{1, 2, 3, hl::kSlipEnd, hl::kSlipEsc});
  if (echo != std::vector<uint8_t>{1, 2, 3, hl::kSlipEnd, hl::kSlipEsc}) {
    fmt::print("  FAIL: PING after the refusals echoes something else\n");
    ++failures;
  }
  if (c.sbuf_read(core, part, row, 1, b.port_bytes) != pattern_a) {
    fmt::print("  FAIL: the marked SBUF row changed\n");
    ++failures;
  }
  // The link's own counters. With --uart-errors (a board reset just before, a harness that
  // put that many UART errors on the line) they must be exact: every refusal above counted
  // once, the one dropped frame, and the line's framing errors (a glitch is none).
  {
    const auto lk = c.reg_read(hl::reg::LINK_OK, 5);
    const uint32_t refusals = static_cast<uint32_t>(cs.size()) + 1;  // the cases and FIFO_FULL
    fmt::print("  link counters: {} executed, {} refused, {} dropped, {} UART errors, last refusal {}\n", lk[0], lk[1],
               lk[2], lk[4], hl::status_name(static_cast<hl::Status>(lk[3])));
    if (a.uart_errors) {
      ++cases;
      if (lk[1] != refusals || lk[2] != 1 || lk[4] != *a.uart_errors) {
        fmt::print("  FAIL: link counters, expected {} refused, 1 dropped, {} UART errors\n", refusals, *a.uart_errors);
        ++failures;
      } else {
        fmt::print("  link counters as expected: {} refused, 1 dropped, {} UART errors\n", refusals, *a.uart_errors);
      }
    }
  }
  if (failures) {
    fmt::print("link-test: FAIL ({} of {} cases)\n", failures, cases);
    return 1;
  }
  fmt::print("link-test: PASS ({} cases: each refused with its named status or executed as expected, no side effect)\n",
             cases);
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
  tpb::cli::add_stream_options(a.check, a.words, false);
  a.check->add_option("--issue-core", a.issue_core, "core that executes 0xBF (0 or 1)")->check(CLI::Range(0, 1));
  a.check->add_option("--chunk", a.chunk, "words per compare step (at most half of the smallest log)")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  a.check->add_option("--inject-model-bug", a.inject, "corrupt the model's record of word K (proves the check bites)");
  a.check->add_option("--inject-dve-bug", a.inject_dve, "corrupt the model's K-th DVE control record");
  a.check->add_option("--inject-sb2sb-bug", a.inject_sb2sb, "corrupt the model's K-th mover completion");

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
