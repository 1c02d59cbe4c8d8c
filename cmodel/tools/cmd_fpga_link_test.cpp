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

  // A body with one edit: the refusals below differ only in what they break.
  using Bytes = std::vector<uint8_t>;
  auto edited = [&](hl::Cmd cmd, Bytes payload, auto edit) {
    Bytes bd = body(cmd, std::move(payload));
    edit(bd);
    return hl::slip_encode(bd);
  };
  auto plain = [&](hl::Cmd cmd, Bytes payload) { return hl::slip_encode(body(cmd, std::move(payload))); };
  auto raw_code = [&](uint8_t code, const Bytes& payload) {  // a body whose command byte is `code`
    return hl::slip_encode(hl::make_body(code, static_cast<uint8_t>(seq++), payload));
  };
  const unsigned rows_pp = b.bytes_per_partition / b.port_bytes;
  // SBUF_READ / LOG_READ arguments: two selector bytes, a 16-bit start, a 16-bit count, 2 pad.
  auto read_args = [](uint8_t x0, uint8_t x1, unsigned at, unsigned count) {
    return Bytes{x0, x1, static_cast<uint8_t>(at), static_cast<uint8_t>(at >> 8), static_cast<uint8_t>(count),
                 static_cast<uint8_t>(count >> 8), 0, 0};
  };
  auto sbuf_at = [&](unsigned index, uint8_t value) {  // the SBUF write payload with one byte changed
    Bytes p = sbuf_payload;
    p[index] = value;
    return p;
  };
  auto u8 = [](auto v) { return static_cast<uint8_t>(v); };
  Bytes too_long = {0, 0, 0, 0};
  too_long.resize(b.buf_bytes, 0x00);
  Bytes esc = plain(hl::Cmd::REG_WRITE, scratch_payload);
  esc.insert(esc.begin() + 5, {hl::kSlipEsc, 0x01});

  // The refusals: what is sent, the status it must get; each must leave the board as it was.
  struct Case {
    const char* name;
    Bytes wire;
    hl::Status want;
  };
  using S = hl::Status;
  using C = hl::Cmd;
  const std::vector<Case> cs = {
      {"SBUF_WRITE with a flipped CRC bit", edited(C::SBUF_WRITE, sbuf_payload, [](Bytes& d) { d.back() ^= 0x01; }),
       S::BAD_CRC},
      {"STREAM with a payload byte changed", edited(C::STREAM, stream_payload, [](Bytes& d) { d[20] ^= 0x40; }),
       S::BAD_CRC},
      {"REG_WRITE (soft reset) with a byte lost",
       edited(C::REG_WRITE, reset_payload, [](Bytes& d) { d.erase(d.begin() + 6); }), S::BAD_CRC},
      {"REG_WRITE with len 4 bytes too large",
       edited(C::REG_WRITE, scratch_payload, [&](Bytes& d) { d[2] = u8(d[2] + 4); d = with_crc(d); }), S::BAD_LENGTH},
      {"SBUF_WRITE with len 1 byte too small",
       edited(C::SBUF_WRITE, sbuf_payload, [&](Bytes& d) { d[2] = u8(d[2] - 1); d = with_crc(d); }), S::BAD_LENGTH},
      {"unknown command 0x55", raw_code(0x55, scratch_payload), S::BAD_CMD},
      {"command 0x83 (a reply code)", raw_code(0x83, scratch_payload), S::BAD_CMD},
      {"a 5-byte body", hl::slip_encode(Bytes{u8(C::REG_WRITE), u8(seq++), 8, 0, 0x11}), S::TOO_SHORT},
      {"a STREAM body past the frame buffer", plain(C::STREAM, too_long), S::TOO_LONG},
      {"SLIP ESC followed by 0x01", esc, S::BAD_ESCAPE},
      {"REG_READ with a 3-byte payload", plain(C::REG_READ, {0x10, 0, 1}), S::BAD_ARGS},
      {"STREAM of 63 bytes", plain(C::STREAM, Bytes(stream_payload.begin(), stream_payload.end() - 1)), S::BAD_ARGS},
      {"REG_READ past the register map", plain(C::REG_READ, {u8(hl::reg::kCount - 1), 0, 2, 0}), S::BAD_ADDR},
      {"SBUF_WRITE to partition P", plain(C::SBUF_WRITE, sbuf_at(1, u8(b.partitions))), S::BAD_ADDR},
      {"SBUF_WRITE to core 2", plain(C::SBUF_WRITE, sbuf_at(0, 2)), S::BAD_ADDR},
      {"TBL_WRITE past the datapath table",
       plain(C::TBL_WRITE, {3, u8(b.fast_rows - 1), u8(b.dp_words - 1), 0, 1, 2, 3, 4, 5, 6, 7, 8}), S::BAD_ADDR},
      {"TBL_WRITE word past the opcode table's row", plain(C::TBL_WRITE, {0, 0, u8(b.dve_gen == 2 ? 2 : 1), 0, 1, 2, 3, 4}),
       S::BAD_ADDR},
      {"LOG_READ of log 4", plain(C::LOG_READ, {4, 0, 0, 0, 1, 0, 0, 0}), S::BAD_ARGS},
      // Reads that end past the end of their memory: the SBUF's last row and one more, a
      // log's last entry and one more, a log entry just past the end.
      {"SBUF_READ of 2 rows from the last row", plain(C::SBUF_READ, read_args(1, u8(b.partitions - 1), rows_pp - 1, 2)),
       S::BAD_ADDR},
      {"SBUF_READ of core 2", plain(C::SBUF_READ, read_args(2, 0, 0, 1)), S::BAD_ADDR},
      {"LOG_READ of 2 entries from the last record",
       plain(C::LOG_READ, read_args(u8(hl::Log::REC), 0, b.logs[0].entries - 1, 2)), S::BAD_ADDR},
      {"LOG_READ of the mover log's entry E", plain(C::LOG_READ, read_args(u8(hl::Log::MV), 0, b.logs[2].entries, 1)),
       S::BAD_ADDR},
      {"REG_WRITE to ERR_CODE", plain(C::REG_WRITE, {u8(hl::reg::ERR_CODE), 0, 0, 0, 1, 0, 0, 0}), S::READ_ONLY},
      {"REG_WRITE across SCRATCH into STATUS",
       plain(C::REG_WRITE, {u8(hl::reg::SCRATCH), 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0}), S::READ_ONLY},
      // The host-served mailbox's commands while no doorbell rings (CONTROL.SERVE clear): the
      // DMA write aims at the marked SBUF row of core 0.
      {"CHAIN_READ with no doorbell ringing", plain(C::CHAIN_READ, read_args(0, 0, 0, 1)), S::NO_DOORBELL},
      {"DMA_WRITE with no doorbell ringing", plain(C::DMA_WRITE, sbuf_at(0, 0)), S::NO_DOORBELL},
      {"DMA_READ with no doorbell ringing", plain(C::DMA_READ, read_args(0, 0, 0, 1)), S::NO_DOORBELL},
      {"MB_DONE with no doorbell ringing", plain(C::MB_DONE, Bytes(12, 0)), S::NO_DOORBELL},
      {"MB_DONE of 8 bytes", plain(C::MB_DONE, Bytes(8, 0)), S::BAD_ARGS},
      {"CHAIN_READ of 32 words (one frame holds 31)", plain(C::CHAIN_READ, read_args(0, 0, 0, 32)), S::BAD_ARGS},
  };

  // One line per case: its name, the status the board gave, and the verdict.
  auto verdict = [&](const char* name, const std::string& status, const std::string& problem, const char* ok) {
    ++cases;
    fmt::print("  {:<44} {:<11} {}\n", name, status, problem.empty() ? std::string(ok) : "FAIL: " + problem);
    if (!problem.empty()) ++failures;
  };
  for (const auto& k : cs) {
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
    verdict(k.name, rep ? hl::status_name(rep->status) : "-", problem, "refused, no side effect");
  }

  // The same reads that end exactly at the end are executed: the refusals above are the
  // boundary, not something earlier.
  {
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
    verdict("reads of the last SBUF row and log entries", "OK", problem, "executed, no side effect");
  }

  // A frame sent before the previous reply is dropped without a reply and without effect,
  // also on the reply in flight: the first frame reads 16 registers (a reply of 79 bytes or
  // more, still on the line when the second frame's first bytes arrive), the second is a
  // write of another command. The reply must stay the read's: its command, sequence number
  // and data (a dropped frame once overwrote the command and arguments the reply is made of).
  {
    const auto before = c.reg_read(hl::reg::LINK_OK, 4);
    const auto ids = c.reg_read(hl::reg::ID_MAGIC, 16);
    std::vector<uint8_t> p1 = {static_cast<uint8_t>(hl::reg::ID_MAGIC), 0, 16, 0};
    std::vector<uint8_t> p2 = {static_cast<uint8_t>(hl::reg::SCRATCH), 0, 0, 0, 0x22, 0x22, 0x22, 0x22};
    const auto seq1 = static_cast<uint8_t>(seq);
    auto w = hl::slip_encode(body(hl::Cmd::REG_READ, p1));
    auto w2 = hl::slip_encode(body(hl::Cmd::REG_WRITE, p2));
    w.insert(w.end(), w2.begin(), w2.end());
    c.reg_write1(hl::reg::SCRATCH, 0x11111111u);
    const auto rep = c.raw(w, a.timeout_ms);
    const auto extra = c.raw({}, 300);  // the second frame must not be answered
    const auto after = c.reg_read(hl::reg::LINK_OK, 4);
    const uint32_t scratch = c.reg_read1(hl::reg::SCRATCH);
    std::vector<uint8_t> want;
    for (const uint32_t v : ids)
      for (unsigned k = 0; k < 4; ++k) want.push_back(static_cast<uint8_t>(v >> (8 * k)));
    std::string problem;
    if (!rep || rep->status != hl::Status::OK)
      problem = "the first frame was not executed";
    else if (rep->cmd != (static_cast<uint8_t>(hl::Cmd::REG_READ) | hl::kReplyFlag) || rep->seq != seq1)
      problem = fmt::format("the read's reply came back as command {:#04x} sequence {} (sent {:#04x}, {})",
                            rep->cmd, rep->seq, static_cast<uint8_t>(hl::Cmd::REG_READ) | hl::kReplyFlag, seq1);
    else if (rep->data != want)
      problem = "the read's reply data changed while the dropped frame arrived";
    else if (extra)
      problem = "the second frame was answered";
    else if (scratch != 0x11111111u)
      problem = fmt::format("SCRATCH reads {} (the dropped frame wrote it?)", hex32(scratch));
    else if (after[2] != before[2] + 1)
      problem = "LINK_DROPPED did not count it";
    verdict("a second frame during the first's reply", "(dropped)", problem, "dropped, no side effect");
    c.reg_write1(hl::reg::SCRATCH, 0x5A5A1234u);
  }

  // FIFO_FULL: fill the FIFO with the feed held, then one word more.
  {
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
    verdict("STREAM into a full FIFO", rep ? hl::status_name(rep->status) : "-", problem, "refused, no side effect");
    // Release the hold and read the marked row at once: the words drain from the FIFO (about
    // 70 clocks each) while the read arrives, so the link holds the feed again and waits for
    // the core to be quiet before it reads.
    c.reg_write1(hl::reg::CONTROL, 0);
    const auto during = c.sbuf_read(core, part, row, 1, b.port_bytes);
    hl::wait_idle(c, 30);
    const uint32_t in = c.reg_read1(hl::reg::CNT_WORDS_IN);
    problem.clear();
    if (during != pattern_a)
      problem = "the marked SBUF row read differently";
    else if (in != b.fifo_words)
      problem = fmt::format("after the hold {} words reached the core, expected {}", in, b.fifo_words);
    verdict("SBUF_READ while the released FIFO drains", "OK", problem, "executed, the row intact, every word ran");
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
