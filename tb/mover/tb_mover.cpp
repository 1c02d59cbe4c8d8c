// SB2SB mover lockstep: rtl/mover/tpb_sb2sb_top.sv against tpb::Mover, instruction by
// instruction.
//
// Both SBUFs start with the same seeded contents on both sides (loaded into the RTL through
// the host port). A seeded stream of 0xBF words (legal contiguous / strided / edge patterns
// and one illegal class per mover error, tpb::gen_sb2sb) goes to both; per instruction the
// harness compares the completion record (index, error code, bytes written) and every SBUF
// write, normalised to bytes (core, partition, offset, value) in order. A rejected
// instruction must leave both SBUFs untouched (hash before == after, on both sides). At the
// end the full contents of both SBUFs are compared. The first difference stops the run with
// a report: instruction index, class, decoded 0xBF fields, both sides.
//
// --bench: RTL bytes per clock on contiguous patterns against the port width, and the
// model's copy throughput against memcpy (ratios measured in the same run). The bench
// instructions run in lockstep too.
//
// --json FILE: a summary object for scripts/regress.py (docs/robustness.md): tool, seed,
// words, mismatches, result, failure, mover_completions, rejected_writes, coverage.
//
// Geometry (compile definitions, the same -G values the RTL was verilated with):
//   TB_PARTITIONS, TB_BYTES_PER_PARTITION, TB_PORT_BYTES, TB_CORES_PER_LNC, TB_SBUF_BANK_REGS
//   (the board's SBUF: bank inputs and outputs registered, reads four clocks; the mover waits)
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include "Vtpb_sb2sb_top.h"
#include "coverage.hpp"
#include "drivers.hpp"
#include "dut.hpp"
#include "monitors.hpp"
#include "rows.hpp"
#include "summary.hpp"
#include "tpb/mover.hpp"
#include "wide.hpp"

using tpb::Err;
using tpb::Word;

namespace {

constexpr unsigned kPartitions = TB_PARTITIONS;
constexpr unsigned kBytesPerPartition = TB_BYTES_PER_PARTITION;
constexpr unsigned kPortBytes = TB_PORT_BYTES;
constexpr unsigned kCoresPerLnc = TB_CORES_PER_LNC;
constexpr unsigned kSbufReadClocks = TB_SBUF_BANK_REGS ? 4 : 1;
constexpr unsigned kRows = kBytesPerPartition / kPortBytes;
static_assert(kPortBytes >= 16 && kPortBytes % 4 == 0, "the host port is a VlWide (more than 64 bits)");

struct Options {
  uint64_t seed = 1;
  size_t count = 300;
  unsigned issue_core = 0;
  std::string trace;
  bool bench = false;
  bool untouched_rtl = true;
  bool verbose = false;
  std::string json;
  bool violate_input = false;  // break the input rule once (the RTL assertion must fire)
};

using tpb::tb::ByteWrite;  // one byte written: the unit both sides' writes are normalised to
using tpb::tb::err_text;
using tpb::tb::text;

/// An RTL completion and its latency.
struct Completion {
  uint32_t index = 0;
  uint8_t err = 0;
  uint64_t bytes = 0;
  uint64_t cycles = 0;  // accept to completion
};

using TopPort = Vtpb_sb2sb_top;
constexpr tpb::tb::Port<TopPort, tpb::MoverRecord> kDonePort{TPB_TB_BIT(done_valid_o), TPB_TB_BIT(done_ready_i),
                                                              TPB_TB_MOVER_RECORD(done_)};

/// The model mover's writes, byte by byte.
struct Recorder {
  std::vector<ByteWrite> bytes;
  tpb::tb::ByteWriteRecorder observer;
  Recorder() { observer.sink = &bytes; }
  Recorder(const Recorder&) = delete;
  Recorder& operator=(const Recorder&) = delete;
};

class Rtl {
 public:
  Rtl(int argc, char** argv, const std::string& trace)
      : dut_(argc, argv, {trace, 0}), host_(tpb::SbufGeometry{kPartitions, kBytesPerPartition}, kPortBytes, kSbufReadClocks) {
    auto& t = dut_.top();
    t.valid_i = 0;
    t.done_ready_i = 0;
    t.host_req_i = 0;
    dut_.settle();
    dut_.reset(3);
    dut_.tick();
  }

  Vtpb_sb2sb_top& top() { return dut_.top(); }
  uint64_t cycles() const { return dut_.cycle(); }
  bool failed() { return dut_.assertion_failed() || dut_.ctx().gotFinish(); }
  bool violate_input = false;  // --violate input: offer a changing word while the mover is busy
  /// The completions the RTL gave, by error code.
  const tpb::tb::ChannelStats& completions() const { return done_.stats(); }

  void load(unsigned core, const tpb::Sbuf& s) { host_.load(dut_, core, s); }
  /// Both SBUFs through the host port (a read returns the row of both cores).
  std::array<std::vector<uint8_t>, 2> read_back() { return host_.read(dut_); }

  uint64_t hash() {
    auto m = read_back();
    return tpb::fnv1a64(m[0]) * 31 + tpb::fnv1a64(m[1]);
  }

  // One instruction: offer it, collect the writes from the monitor, wait for completion.
  std::optional<Completion> run(const Word& w, uint32_t index, unsigned issue_core, std::vector<ByteWrite>& writes,
                                uint64_t max_cycles) {
    auto& t = dut_.top();
    tpb::tb::word_to_wide(w, t.word_i);
    t.index_i = index;
    tpb::tb::drive(t.issue_core_i, issue_core);
    t.valid_i = 1;
    t.done_ready_i = 1;
    const uint64_t start = dut_.cycle();
    bool taken = false;
    for (;;) {
      dut_.settle();
      if (auto beat = writes_.take(t)) {
        writes.insert(writes.end(), beat->begin(), beat->end());
        writes_.count(*beat);
      }
      if (taken) {
        if (auto d = done_.take(t)) {
          done_.count(*d);
          Completion c{d->index, static_cast<uint8_t>(d->err), d->bytes_written, dut_.cycle() - start};
          dut_.tick();
          t.done_ready_i = 0;
          return c;
        }
      }
      if (!taken && t.ready_o) taken = true;
      dut_.tick();
      if (taken) t.valid_i = 0;
      if (taken && violate_input) {  // a word offered while busy, changed before it is taken
        t.valid_i = 1;
        t.word_i[1] ^= static_cast<uint32_t>(dut_.cycle());
      }
      if (failed() || dut_.cycle() - start > max_cycles) return std::nullopt;
    }
  }

 private:
  tpb::tb::Dut<Vtpb_sb2sb_top> dut_;
  tpb::tb::SbufHostPort host_;
  tpb::tb::Channel<TopPort, tpb::MoverRecord> done_{"completion", kDonePort};
  tpb::tb::Channel<TopPort, std::vector<ByteWrite>> writes_{
      "writes", tpb::tb::write_monitor_port<TopPort, kPortBytes>()};
};

// ---------------------------------------------------------------- reports

void report_header(size_t i, const char* cls, const Word& w) {
  fmt::print("MISMATCH at instruction {} (class {})\n", i, cls);
  fmt::print("  {}\n", tpb::describe_sb2sb(w));
  fmt::print("  word: {}\n", tpb::hex_bytes(w));
}

void report_record(const Completion& rtl, const tpb::MoverRecord& model) {
  tpb::tb::rows(tpb::MoverRecord{rtl.index, static_cast<Err>(rtl.err), rtl.bytes}, model).print();
}

void report_writes(const std::vector<ByteWrite>& rtl, const std::vector<ByteWrite>& model) {
  size_t k = 0;
  while (k < rtl.size() && k < model.size() && rtl[k] == model[k]) ++k;
  fmt::print("  SBUF writes (bytes): RTL {}, model {}; first difference at byte write {}\n", rtl.size(),
             model.size(), k);
  for (size_t j = k >= 2 ? k - 2 : 0; j < k + 3 && (j < rtl.size() || j < model.size()); ++j)
    fmt::print("  {} #{:<6} RTL {:<32} model {}\n", j == k ? "*" : " ", j, j < rtl.size() ? text(rtl[j]) : "-",
               j < model.size() ? text(model[j]) : "-");
}

// ---------------------------------------------------------------- lockstep

struct Harness {
  Options opt;
  tpb::MoverConfig cfg;
  tpb::Mover model;
  Recorder rec;
  Rtl rtl;
  uint64_t model_hash_cache = 0;
  std::optional<uint64_t> rtl_hash_cache;
  uint64_t instructions = 0, accepted = 0, rejected = 0, bytes = 0;
  Err last_err = Err::OK;  // the model's error for the last instruction
  tpb::tb::Coverage cov;
  uint64_t rejected_writes = 0;  // SBUF writes (or content changes) seen while a rejected 0xBF ran
  std::string failure;           // "", "mismatch", "rejected write", "assertion", "hang"

  Harness(const Options& o, int argc, char** argv, const tpb::MoverConfig& c)
      : opt(o), cfg(c), model(c), rtl(argc, argv, o.trace) {
    model.set_observer(&rec.observer);
  }

  uint64_t model_hash() { return model.sbuf(0).hash() * 31 + model.sbuf(1).hash(); }

  bool load(uint64_t seed) {
    model.sbuf(0).fill_seeded(seed * 2 + 0x5B0F);
    model.sbuf(1).fill_seeded(seed * 2 + 0x5B10);
    rtl.load(0, model.sbuf(0));
    rtl.load(1, model.sbuf(1));
    rtl_hash_cache.reset();
    return !rtl.failed();
  }

  // Returns false on the first difference (after printing the report).
  bool step(const Word& w, size_t i, const char* cls, Completion* out = nullptr) {
    const uint32_t index = static_cast<uint32_t>(i);
    const bool expect_reject = tpb::sb2sb_check(w, cfg) != Err::OK;
    uint64_t mh_before = 0, rh_before = 0;
    if (expect_reject) {
      mh_before = model_hash();
      if (opt.untouched_rtl) {
        if (!rtl_hash_cache) rtl_hash_cache = rtl.hash();
        rh_before = *rtl_hash_cache;
      }
    }
    rec.bytes.clear();
    const tpb::MoverRecord m = model.execute(w, index);
    std::vector<ByteWrite> rw;
    const uint64_t limit = 64 + 4 * (m.bytes_written + 16);
    const std::optional<Completion> r = rtl.run(w, index, opt.issue_core, rw, limit);
    if (!r) {
      failure = rtl.failed() ? "assertion" : "hang";
      report_header(i, cls, w);
      fmt::print("  RTL: {} after {} cycles (limit {})\n", rtl.failed() ? "assertion failed" : "no completion (HANG)",
                 rtl.cycles(), limit);
      return false;
    }
    if (out) *out = *r;
    ++instructions;
    last_err = m.err;
    const bool same_record =
        r->index == m.index && r->err == static_cast<uint8_t>(m.err) && r->bytes == m.bytes_written;
    if (m.err != Err::OK) rejected_writes += rw.size() + rec.bytes.size();
    if (!same_record || rw != rec.bytes) {
      failure = "mismatch";
      report_header(i, cls, w);
      report_record(*r, m);
      report_writes(rw, rec.bytes);
      if (!opt.trace.empty()) fmt::print("  waveform: {}\n", opt.trace);
      return false;
    }
    if (m.err == Err::OK) {
      ++accepted;
      bytes += m.bytes_written;
      if (m.bytes_written) rtl_hash_cache.reset();
    } else {
      ++rejected;
      // Rejected means untouched, on both sides.
      const uint64_t mh_after = model_hash();
      bool ok = mh_after == mh_before && rec.bytes.empty() && rw.empty();
      uint64_t rh_after = 0;
      if (opt.untouched_rtl) {
        rh_after = rtl.hash();
        rtl_hash_cache = rh_after;
        ok = ok && rh_after == rh_before;
      }
      if (!ok) {
        if (rw.empty() && rec.bytes.empty()) ++rejected_writes;  // contents changed without a monitored write
        failure = "rejected write";
        report_header(i, cls, w);
        fmt::print("  rejected ({}) but SBUF contents changed: model hash {:016x} -> {:016x}, RTL {:016x} -> {:016x}\n",
                   err_text(static_cast<uint8_t>(m.err)), mh_before, mh_after, rh_before, rh_after);
        return false;
      }
    }
    cov.observe_mover(m.err, w, cfg);
    if (opt.verbose)
      fmt::print("  #{:<4} {:<20} {:<28} {:>6} B {:>6} cycles  {}\n", i, cls, err_text(r->err), r->bytes, r->cycles,
                 tpb::describe_sb2sb(w));
    return true;
  }

  bool final_compare() {
    const auto both = rtl.read_back();
    for (unsigned c = 0; c < 2; ++c) {
      const std::vector<uint8_t>& got = both[c];
      auto want = model.sbuf(c).bytes();
      for (size_t k = 0; k < got.size(); ++k)
        if (got[k] != want[k]) {
          failure = "mismatch";
          fmt::print("MISMATCH in the final SBUF contents: core {} partition {} offset {}: RTL 0x{:02X}, model 0x{:02X}\n",
                     c, k / kBytesPerPartition, k % kBytesPerPartition, got[k], want[k]);
          return false;
        }
    }
    return true;
  }
};

int run_lockstep(Harness& h) {
  const auto t0 = std::chrono::steady_clock::now();
  if (!h.load(h.opt.seed)) {
    fmt::print("mover lockstep: FAIL (RTL error while loading the SBUFs)\n");
    return 1;
  }
  // The stream (tpb::gen_sb2sb_stream: 55 % legal, 45 % over the illegal classes) is the
  // one tests/unit/test_mover.cpp counts ceiling boundary words in.
  const std::vector<tpb::Sb2sbStimulus> stream = tpb::gen_sb2sb_stream(h.opt.seed, h.opt.count, h.cfg);
  std::array<uint64_t, tpb::kNumSb2sbClasses> by_class{};
  for (size_t i = 0; i < stream.size(); ++i) {
    const tpb::Sb2sbClass cls = stream[i].cls;
    const Word& w = stream[i].word;
    ++by_class[static_cast<unsigned>(cls)];
    if (!h.step(w, i, tpb::sb2sb_class_name(cls))) {
      fmt::print("mover lockstep: FAIL\n");
      return 1;
    }
    // The stream's own promise: the class's error under LNC2, SB2SB_NOT_LNC2 otherwise.
    const Err want = kCoresPerLnc != 2 && cls != tpb::Sb2sbClass::NOT_DECODED ? Err::SB2SB_NOT_LNC2
                                                                               : tpb::sb2sb_class_error(cls);
    if (h.last_err != want) {
      h.failure = "mismatch";
      fmt::print("MISMATCH at instruction {}: class {} must raise {}\nmover lockstep: FAIL\n", i,
                 tpb::sb2sb_class_name(cls), tpb::err_name(want));
      return 1;
    }
  }
  if (!h.final_compare()) {
    fmt::print("mover lockstep: FAIL\n");
    return 1;
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  fmt::print("mover lockstep: geometry {}x{}, port {} B, cores per LNC {}, issue core {}, seed {}\n", kPartitions,
             kBytesPerPartition, kPortBytes, kCoresPerLnc, h.opt.issue_core, h.opt.seed);
  fmt::print("  {} instructions: {} accepted ({} bytes copied), {} rejected; {} RTL cycles, {:.2f} s\n",
             h.instructions, h.accepted, h.bytes, h.rejected, h.rtl.cycles(), s);
  std::string classes, errs;
  for (unsigned c = 0; c < tpb::kNumSb2sbClasses; ++c)
    if (by_class[c]) classes += fmt::format(" {}={}", tpb::sb2sb_class_name(static_cast<tpb::Sb2sbClass>(c)), by_class[c]);
  for (unsigned e = 0; e < 256; ++e)
    if (const uint64_t n = h.rtl.completions().by_err[e])
      errs += fmt::format(" {}={}", tpb::err_name(static_cast<Err>(e)), n);
  fmt::print("  classes:{}\n  errors: {}\n", classes, errs);
  if (kCoresPerLnc != 2 && h.accepted != 0) {
    fmt::print("mover lockstep: FAIL (cores per LNC {} accepted {} instructions)\n", kCoresPerLnc, h.accepted);
    return 1;
  }
  fmt::print("mover lockstep: PASS\n");
  return 0;
}

// ---------------------------------------------------------------- bench

int run_bench(Harness& h) {
  if (!h.load(h.opt.seed)) return 1;
  if (kCoresPerLnc != 2) {
    fmt::print("mover bench: needs cores per LNC 2\n");
    return 1;
  }
  const uint16_t P = static_cast<uint16_t>(kPartitions);
  const uint16_t row = static_cast<uint16_t>(std::min(1024u, kBytesPerPartition));
  struct Case {
    const char* name;
    Word w;
  };
  const uint16_t half = static_cast<uint16_t>(row / 2);
  const std::vector<Case> cases = {
      {"contiguous, u8, P x 1024 B, aligned", tpb::make_sb2sb(tpb::ap_of(0, 0, 1, P, 0, 1, 1, row, 1), tpb::ap_of(0, 0, 1, P, 0, 1, 1, row, 1), 0x01)},
      {"contiguous, fp32, P x 1016 B, offsets +3 -> +7",
       tpb::make_sb2sb(tpb::ap_of(0, 3, 1, P, 0, 1, 1, static_cast<uint16_t>(row / 4 - 2), 4),
                       tpb::ap_of(0, 7, 1, P, 0, 1, 1, static_cast<uint16_t>(row / 4 - 2), 4), 0x0B)},
      {"contiguous, bf16, 2 rows of 100 B per partition",
       tpb::make_sb2sb(tpb::ap_of(0, 0, 1, P, 64, 2, 1, 50, 2), tpb::ap_of(0, 1, 1, P, 70, 2, 1, 50, 2), 0x09)},
      {"contiguous, u8, src P/2 x 1024 -> dst P x 512 (regrouped)",
       tpb::make_sb2sb(tpb::ap_of(0, 0, 1, static_cast<uint16_t>(P / 2), 0, 1, 1, row, 1),
                       tpb::ap_of(0, 0, 1, P, 0, 1, 1, half, 1), 0x01)},
      // Strided rows: a beat moves every element of the row inside the 16 B window on both
      // sides (docs/mover.md, "Beats"), so the ratio is the window's share of element bytes.
      {"strided, i16, src inner step 2 (4 elements per beat)",
       tpb::make_sb2sb(tpb::ap_of(0, 0, 1, P, 0, 1, 2, 256, 2), tpb::ap_of(0, 0, 1, P, 0, 1, 1, 256, 2), 0x04)},
      {"strided, i16, dst inner step 2 (scatter)",
       tpb::make_sb2sb(tpb::ap_of(0, 0, 1, P, 0, 1, 1, 256, 2), tpb::ap_of(0, 0, 1, P, 0, 1, 2, 256, 2), 0x04)},
      {"strided, u8, src inner step 3 (6 elements per beat)",
       tpb::make_sb2sb(tpb::ap_of(0, 0, 1, P, 0, 1, 3, 256, 1), tpb::ap_of(0, 0, 1, P, 0, 1, 1, 256, 1), 0x01)},
      {"strided, fp32, src inner step -1 (rows reversed)",
       tpb::make_sb2sb(tpb::ap_of(0, static_cast<uint32_t>(row - 4), 1, P, 0, 1, -1, static_cast<uint16_t>(row / 4), 4),
                       tpb::ap_of(0, 0, 1, P, 0, 1, 1, static_cast<uint16_t>(row / 4), 4), 0x0B)},
      {"strided, u8, dst inner step 0 (16 repeats per beat)",
       tpb::make_sb2sb(tpb::ap_of(0, 0, 1, P, 0, 1, 1, 256, 1), tpb::ap_of(0, 0, 1, P, 0, 1, 0, 256, 1), 0x01)},
  };
  fmt::print("mover bench: geometry {}x{}, port {} B per clock\n", kPartitions, kBytesPerPartition, kPortBytes);
  fmt::print("  {:<58} {:>8} {:>8} {:>10} {:>8}\n", "RTL pattern", "bytes", "cycles", "bytes/clk", "ratio");
  for (size_t i = 0; i < cases.size(); ++i) {
    Completion c;
    if (!h.step(cases[i].w, i, "bench", &c)) {
      fmt::print("mover bench: FAIL\n");
      return 1;
    }
    if (c.err != 0) {
      fmt::print("mover bench: FAIL (bench case rejected: {})\n", err_text(c.err));
      return 1;
    }
    const double bpc = double(c.bytes) / double(c.cycles);
    fmt::print("  {:<58} {:>8} {:>8} {:>10.2f} {:>8.3f}\n", cases[i].name, c.bytes, c.cycles, bpc, bpc / kPortBytes);
  }
  fmt::print("  (cycles: word accepted to completion record, the 6 clocks before the copy (accept, CALC, SUM, EXT, CHECK, DECIDE) included;\n"
             "   ratio = bytes per clock / port width {} B)\n", kPortBytes);

  // Model copy throughput against memcpy of the same bytes, measured here.
  tpb::MoverConfig mc;
  mc.geometry = tpb::SbufGeometry::real();
  tpb::Mover m(mc);
  const uint16_t mp = static_cast<uint16_t>(mc.geometry.partitions);
  const Word w = tpb::make_sb2sb(tpb::ap_of(0, 0, 1, mp, 0, 1, 1, 1024, 1), tpb::ap_of(0, 4096, 1, mp, 0, 1, 1, 1024, 1), 0x01);
  const size_t total = size_t{mp} * 1024;
  std::vector<uint8_t> a(total, 1), b(total, 2);
  using clock = std::chrono::steady_clock;
  // Best of several rounds, model and memcpy interleaved (the machine may be shared).
  constexpr unsigned kRounds = 9, kReps = 20;
  double model_s = 1e9, memcpy_s = 1e9, pieces_s = 1e9;
  for (unsigned round = 0; round < kRounds; ++round) {
    auto t0 = clock::now();
    for (unsigned k = 0; k < kReps; ++k)
      if (m.execute(w, k).err != Err::OK) return 1;
    model_s = std::min(model_s, std::chrono::duration<double>(clock::now() - t0).count() / kReps);
    t0 = clock::now();
    for (unsigned k = 0; k < kReps; ++k) std::memcpy(k % 2 ? a.data() : b.data(), k % 2 ? b.data() : a.data(), total);
    memcpy_s = std::min(memcpy_s, std::chrono::duration<double>(clock::now() - t0).count() / kReps);
    // The same 1 KiB pieces between the same SBUF addresses the model copies.
    t0 = clock::now();
    for (unsigned k = 0; k < kReps; ++k)
      for (unsigned p = 0; p < mp; ++p)
        std::memcpy(m.sbuf(1).partition(p).data() + 4096, m.sbuf(0).partition(p).data(), 1024);
    pieces_s = std::min(pieces_s, std::chrono::duration<double>(clock::now() - t0).count() / kReps);
  }
  if (a[0] == 0xFF) fmt::print(" ");  // keep the copies observable
  const double model_gbs = double(total) / model_s / 1e9;
  const double memcpy_gbs = double(total) / memcpy_s / 1e9;
  const double pieces_gbs = double(total) / pieces_s / 1e9;
  fmt::print("  model (real geometry 128x196608), one 0xBF moving 128 partitions x 1024 B (best of {} rounds):\n"
             "    model {:.2f} GB/s; memcpy of the same 128 x 1 KiB pieces {:.2f} GB/s (ratio {:.3f});\n"
             "    one flat memcpy of {} KiB {:.2f} GB/s (ratio {:.3f})\n",
             kRounds, model_gbs, pieces_gbs, model_gbs / pieces_gbs, total / 1024, memcpy_gbs, model_gbs / memcpy_gbs);
  if (!h.final_compare()) return 1;
  fmt::print("mover bench: PASS (results compared in lockstep)\n");
  return 0;
}

}  // namespace

/// The --json summary (docs/robustness.md); false when the file cannot be written.
bool write_json(const std::string& path, const Harness& h, int rc) {
  nlohmann::ordered_json j;
  j["tool"] = "tb_mover";
  j["seed"] = h.opt.seed;
  j["geometry"] = fmt::format("{}x{}", kPartitions, kBytesPerPartition);
  j["cores_per_lnc"] = kCoresPerLnc;
  j["issue_core"] = h.opt.issue_core;
  j["words"] = h.instructions;
  j["mismatches"] = h.failure == "mismatch" ? 1 : 0;
  j["result"] = rc == 0 ? "PASS" : "FAIL";
  j["failure"] = rc == 0 ? "" : (h.failure.empty() ? "error" : h.failure);
  j["mover_completions"] = tpb::tb::err_tally<nlohmann::ordered_json>(h.rtl.completions().by_err.data(),
                                                                          h.rtl.completions().by_err.size(), true);
  j["rejected_writes"] = h.rejected_writes;
  j["coverage"] = h.cov.to_json();
  return tpb::tb::write_summary(path, "tb_mover", j);
}

int main(int argc, char** argv) {
  Options opt;
  CLI::App app{"SB2SB mover lockstep: RTL (tpb_sb2sb_top) against the model (tpb::Mover)"};
  app.add_option("--seed", opt.seed, "stimulus and SBUF contents seed");
  app.add_option("--count", opt.count, "0xBF instructions");
  app.add_option("--issue-core", opt.issue_core, "core that executes the 0xBF (0 or 1)")->check(CLI::Range(0, 1));
  app.add_option("--trace", opt.trace, "write an FST waveform to this file");
  app.add_flag("--bench", opt.bench, "benchmark: RTL bytes/clock vs port width, model vs memcpy");
  app.add_flag("--rtl-untouched,!--no-rtl-untouched", opt.untouched_rtl,
               "skip the RTL read-back hashes around rejected instructions (the model's are kept)");
  app.add_flag("-v,--verbose", opt.verbose, "one line per instruction");
  app.add_option("--json", opt.json, "write a summary object (completions, errors, coverage) to this file");
  app.add_flag("--violate-input", opt.violate_input,
               "offer a changing word while the mover is busy (the RTL input-stability assertion must stop the run)");
  app.allow_extras();  // +verilator+ arguments
  CLI11_PARSE(app, argc, argv);

  tpb::MoverConfig cfg;
  cfg.geometry = tpb::SbufGeometry{kPartitions, kBytesPerPartition};
  cfg.cores_per_lnc = kCoresPerLnc;
  cfg.issue_core = opt.issue_core;
  cfg.port_bytes = kPortBytes;
  Harness h(opt, argc, argv, cfg);
  h.rtl.violate_input = opt.violate_input;
  const int rc = opt.bench ? run_bench(h) : run_lockstep(h);
  if (!opt.json.empty() && !write_json(opt.json, h, rc)) return 2;
  return rc;
}
