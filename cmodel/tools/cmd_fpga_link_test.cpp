// tpb fpga link-test: corrupted frames are refused with their named status and change nothing;
// with --uart-errors (tb_fpga --line-fault) the link's counters must be exact (docs/fpga.md).
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

namespace tpb::cli::fpga {

namespace {

// ---------------------------------------------------------------- link test

struct Snapshot {
  std::vector<uint32_t> regs;  // CONTROL .. CNT_BUSY without CNT_CYCLES
  std::vector<uint8_t> row;
  bool operator==(const Snapshot&) const = default;
};

}  // namespace

int cmd_link_test(const FpgaArgs& a) {
  Conn conn(a);
  hl::Client& c = conn.client;
  const hl::BoardInfo b = c.info();
  const uint8_t core = 0, part = static_cast<uint8_t>(std::min(3u, b.partitions - 1));
  const uint16_t row = static_cast<uint16_t>(std::min(5u, b.bytes_per_partition / b.port_bytes - 1));

  // A known state: soft reset, a marked SBUF row, a scratch value.
  c.reg_write1(hl::reg::CONTROL, 1u << hl::ctrl::SOFT_RESET);
  hl::wait_idle(c, 10);
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
    cs.push_back(
        {"a STREAM body past the frame buffer", hl::slip_encode(body(hl::Cmd::STREAM, p)), hl::Status::TOO_LONG});
  }
  {  // ESC followed by a byte that is no escape code
    auto w = hl::slip_encode(body(hl::Cmd::REG_WRITE, scratch_payload));
    w.insert(w.begin() + 5, {hl::kSlipEsc, 0x01});
    cs.push_back({"SLIP ESC followed by 0x01", w, hl::Status::BAD_ESCAPE});
  }
  cs.push_back(
      {"REG_READ with a 3-byte payload", hl::slip_encode(body(hl::Cmd::REG_READ, {0x10, 0, 1})), hl::Status::BAD_ARGS});
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
  cs.push_back(
      {"TBL_WRITE past the datapath table",
       hl::slip_encode(body(hl::Cmd::TBL_WRITE, {3, static_cast<uint8_t>(b.fast_rows - 1),
                                                 static_cast<uint8_t>(b.dp_words - 1), 0, 1, 2, 3, 4, 5, 6, 7, 8})),
       hl::Status::BAD_ADDR});
  cs.push_back(
      {"TBL_WRITE word past the opcode table's row",
       hl::slip_encode(body(hl::Cmd::TBL_WRITE, {0, 0, static_cast<uint8_t>(b.dve_gen == 2 ? 2 : 1), 0, 1, 2, 3, 4})),
       hl::Status::BAD_ADDR});
  cs.push_back(
      {"LOG_READ of log 4", hl::slip_encode(body(hl::Cmd::LOG_READ, {4, 0, 0, 0, 1, 0, 0, 0})), hl::Status::BAD_ARGS});
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
  cs.push_back(
      {"SBUF_READ of 2 rows from the last row",
       hl::slip_encode(body(hl::Cmd::SBUF_READ, read_args(1, static_cast<uint8_t>(b.partitions - 1), rows_pp - 1, 2))),
       hl::Status::BAD_ADDR});
  cs.push_back(
      {"SBUF_READ of core 2", hl::slip_encode(body(hl::Cmd::SBUF_READ, read_args(2, 0, 0, 1))), hl::Status::BAD_ADDR});
  cs.push_back({"LOG_READ of 2 entries from the last record",
                hl::slip_encode(body(hl::Cmd::LOG_READ,
                                     read_args(static_cast<uint8_t>(hl::Log::REC), 0, b.logs[0].entries - 1, 2))),
                hl::Status::BAD_ADDR});
  cs.push_back(
      {"LOG_READ of the mover log's entry E",
       hl::slip_encode(body(hl::Cmd::LOG_READ, read_args(static_cast<uint8_t>(hl::Log::MV), 0, b.logs[2].entries, 1))),
       hl::Status::BAD_ADDR});
  cs.push_back(
      {"REG_WRITE to ERR_CODE",
       hl::slip_encode(body(hl::Cmd::REG_WRITE, {static_cast<uint8_t>(hl::reg::ERR_CODE), 0, 0, 0, 1, 0, 0, 0})),
       hl::Status::READ_ONLY});
  cs.push_back({"REG_WRITE across SCRATCH into STATUS",
                hl::slip_encode(body(hl::Cmd::REG_WRITE,
                                     {static_cast<uint8_t>(hl::reg::SCRATCH), 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0})),
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
    if (problem.empty() &&
        (after[1] != before[1] + 1 || after[3] != static_cast<uint8_t>(k.want) || after[0] != before[0] + 1))
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
    const auto last =
        c.sbuf_read(1, static_cast<uint8_t>(b.partitions - 1), static_cast<uint16_t>(rows_pp - 1), 1, b.port_bytes);
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
    if (!rep || rep->status != hl::Status::OK)
      problem = "the first frame was not executed";
    else if (extra)
      problem = "the second frame was answered";
    else if (scratch != 0x11111111u)
      problem = fmt::format("SCRATCH reads {} (the dropped frame wrote it?)", hex32(scratch));
    else if (after[2] != before[2] + 1)
      problem = "LINK_DROPPED did not count it";
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
    hl::push_words(c, b, fill, false);
    const auto before = c.reg_read(hl::reg::STATUS, hl::reg::CNT_WORDS_IN - hl::reg::STATUS + 1);
    const auto rep = c.raw(hl::slip_encode(body(hl::Cmd::STREAM, stream_payload)), a.timeout_ms);
    const auto after = c.reg_read(hl::reg::STATUS, hl::reg::CNT_WORDS_IN - hl::reg::STATUS + 1);
    std::string problem;
    if (!rep || rep->status != hl::Status::FIFO_FULL)
      problem = fmt::format("status {} instead of FIFO_FULL", rep ? hl::status_name(rep->status) : "-");
    else if (before != after)
      problem = "SIDE EFFECT: the FIFO or the counters changed";
    else if (after[hl::reg::FIFO_FREE - hl::reg::STATUS] != 0)
      problem = "the FIFO was not full";
    fmt::print("  {:<44} {:<11} {}\n", "STREAM into a full FIFO", rep ? hl::status_name(rep->status) : "-",
               problem.empty() ? "refused, no side effect" : "FAIL: " + problem);
    if (!problem.empty()) ++failures;
    // Release the hold and read the marked row at once: the words drain from the FIFO (about
    // 70 clocks each) while the read arrives, so the link holds the feed again and waits for
    // the core to be quiet before it reads.
    ++cases;
    c.reg_write1(hl::reg::CONTROL, 0);
    const auto during = c.sbuf_read(core, part, row, 1, b.port_bytes);
    hl::wait_idle(c, 30);
    const uint32_t in = c.reg_read1(hl::reg::CNT_WORDS_IN);
    problem.clear();
    if (during != pattern_a)
      problem = "the marked SBUF row read differently";
    else if (in != b.fifo_words)
      problem = fmt::format("after the hold {} words reached the core, expected {}", in, b.fifo_words);
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

}  // namespace tpb::cli::fpga
