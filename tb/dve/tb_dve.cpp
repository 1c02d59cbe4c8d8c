// tb_dve: the DVE sequencer RTL (Vtpb_dve_seq) against the C++ model (tpb::dve::Sequencer),
// record by record.
//
//   1. load a table set (dve_info.json + blobs) into the model, and into the RTL through the
//      table write port (--preloaded: the RTL was built with the same set as $readmemh images,
//      so the first round runs on those images without any write);
//   2. stream seeded random DVE opcodes (enabled slots and random, mostly disabled ones) with
//      random input bubbles (--idle) and random back-pressure on ready_i (--bp);
//   3. --inject N: wait for idle, rewrite N opcode_table entries (zero, in range, slow row out
//      of range, random 64-bit) and a few control/datapath words through the write port, the
//      same writes on the model, try refused writes (tbl_wbad_o vs the model), stream again.
// Every record the RTL emits (valid_o && ready_i) is compared field by field with the model's
// record for the same accepted opcode; the first difference stops the run with a report.
// --bench: no bubbles, no back-pressure; prints RTL opcodes per cycle against the limit 1.0.
// --json FILE: a summary object for scripts/regress.py (docs/robustness.md): tool, gen, set,
// seed, words, mismatches, result, failure, dve_records, write_port, coverage (tb/common).
//
// Exit status: 0 all records equal; 1 mismatch, RTL assertion or hang; 2 usage or I/O error.
#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <cstdint>
#include <deque>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "Vtpb_dve_seq.h"
#include "coverage.hpp"
#include "drivers.hpp"
#include "dut.hpp"
#include "monitors.hpp"
#include "rows.hpp"
#include "summary.hpp"
#include "tpb/dve.hpp"
#include "tpb/gen.hpp"
#include "wide.hpp"

// Legacy function required only so linking works on Cygwin and MSVC++
double sc_time_stamp() { return 0; }

#ifndef TB_GEN
#error "TB_GEN, TB_FAST_ROWS, TB_SLOW_ROWS, TB_FAST_WORDS, TB_SLOW_WORDS, TB_DP_WORDS come from tb/dve/CMakeLists.txt"
#endif

namespace {

using tpb::Err;
using namespace tpb::dve;

constexpr uint64_t kHangCycles = 10000;
constexpr tpb::tb::DveWordBytes kDveBytes{TB_FAST_WORDS * 4, TB_SLOW_WORDS * 4, TB_DP_WORDS * 4};
constexpr tpb::tb::Port<Vtpb_dve_seq, tpb::dve::ControlRecord> kRecordPort{
    TPB_TB_BIT(valid_o), TPB_TB_BIT(ready_i), TPB_TB_DVE_RECORD(rec_, kDveBytes)};

struct Options {
  std::string set_path;
  std::string name = "default";
  uint64_t seed = 1;
  size_t count = 5000;
  double enabled = 0.8;
  double bp = 0.0;
  double idle = 0.0;
  unsigned inject = 0;
  bool bench = false;
  bool preloaded = false;
  bool model_bug = false;
  std::string violate;  // "input" or "write": break the port rules once (the RTL must assert)
  std::string fst;
  std::string json;     // summary object for scripts/regress.py
};

std::string op_name(uint8_t op) {
  if (op == 0) return "idle slot";
  const tpb::OpcodeDesc* d = tpb::find_opcode(op);
  return d && d->route == tpb::Route::DVE ? d->name : "not a DVE opcode";
}

struct Tb {
  Options opt;
  tpb::tb::Dut<Vtpb_dve_seq> dut;
  Vtpb_dve_seq* top;
  Sequencer model;
  tpb::SplitMix64 rng;  // the project's portable generator: the same stimulus on every standard library
  uint64_t compared = 0;
  tpb::tb::Channel<Vtpb_dve_seq, ControlRecord> out{"record", kRecordPort};  // stats: records by error code
  std::vector<uint8_t> enabled_slots;
  tpb::tb::Coverage cov;
  std::string failure;  // "", "mismatch", "write-port mismatch", "assertion", "hang"
  uint64_t writes = 0, writes_refused = 0;

  Tb(Options o, TableSet s, int argc, char** argv)
      : opt(std::move(o)), dut(argc, argv, {opt.fst, 0}), top(&dut.top()), model(std::move(s)), rng(opt.seed) {}

  uint64_t cycle() const { return dut.cycle(); }
  bool coin(double p) { return rng.chance(p); }

  void reset() {
    top->tbl_we_i = 0;
    top->valid_i = 0;
    top->ready_i = 0;
    dut.settle();
    dut.reset(2);
    dut.settle();
    dut.tick();
  }

  /// One write-port access, RTL and model; false if they disagree about refusing it.
  bool write(TableSel sel, unsigned row, unsigned word, uint32_t data, bool model_too = true) {
    const bool rtl_bad = !tpb::tb::DveTableWriter::write(dut, sel, row, word, data);
    const bool model_ok = model_too ? model.write(sel, row, word, data) : true;
    dut.settle();
    ++writes;
    writes_refused += rtl_bad;
    if (rtl_bad == model_ok) {
      failure = "write-port mismatch";
      fmt::print("DVE WRITE-PORT MISMATCH: table {} row {} word {}: RTL tbl_wbad_o = {}, model {}\n", unsigned(sel),
                 row, word, rtl_bad, model_ok ? "accepts" : "refuses");
      return false;
    }
    return true;
  }

  /// The whole model set through the write port (the RTL then holds the same tables).
  bool load_all() {
    for (TableSel sel : {TableSel::OPCODE, TableSel::CONTROL_FAST, TableSel::CONTROL_SLOW, TableSel::DATAPATH}) {
      const unsigned wpr = model.words_per_row(sel);
      const std::vector<uint32_t> img = model.image(sel);
      for (size_t k = 0; k < img.size(); ++k)
        if (!write(sel, unsigned(k / wpr), unsigned(k % wpr), img[k], false)) return false;
    }
    return true;
  }

  /// The record port in the model's shape (words not fetched are zero on the port).
  /// Field-by-field compare; prints the report and returns false at the first difference.
  bool compare(const ControlRecord& r, const ControlRecord& m, uint64_t k) {
    const tpb::tb::Rows rows = tpb::tb::rows(r, m);
    if (rows.same()) return true;
    failure = "mismatch";
    fmt::print("DVE MISMATCH at record #{} (word index {}, opcode {} {}), cycle {}, set '{}' gen{}\n", k, m.index,
               m.opcode, op_name(m.opcode), cycle(), model.set().name, model.set().geo.gen);
    rows.print();
    if (!opt.fst.empty()) fmt::print("  waveform: {}\n", opt.fst);
    return false;
  }

  /// Streams `count` opcodes; returns false at a mismatch or hang.
  bool stream(size_t count, uint32_t first_index, uint64_t* cycles_out) {
    std::deque<ControlRecord> expected;
    size_t sent = 0;
    uint64_t last_progress = cycle(), start = cycle();
    bool holding = false;
    const bool bench = opt.bench;
    bool bug_done = false;
    while (sent < count || !expected.empty()) {
      // Inputs for this clock (valid_i and its data held while not accepted).
      if (!holding) {
        if (sent < count && (bench || !coin(opt.idle))) {
          uint8_t op;
          if (!enabled_slots.empty() && coin(opt.enabled))
            op = enabled_slots[rng.below(enabled_slots.size())];
          else
            op = uint8_t(rng.next());
          top->valid_i = 1;
          top->opcode_i = op;
          top->index_i = first_index + uint32_t(sent);
        } else {
          top->valid_i = 0;
        }
      }
      top->ready_i = bench || !coin(opt.bp);
      if (!opt.violate.empty() && !bug_done && sent >= count / 2 && !expected.empty()) {
        if (opt.violate == "input" && holding) {
          top->opcode_i = uint8_t(top->opcode_i + 1);  // data changed while valid_i waits for ready_o
          bug_done = true;
        } else if (opt.violate == "write") {
          top->tbl_we_i = 1;  // a table write while opcodes are in flight
          top->tbl_sel_i = 0;
          top->tbl_row_i = 0;
          top->tbl_word_i = 0;
          bug_done = true;
        }
      }
      dut.settle();
      const bool in_fire = top->valid_i && top->ready_o;
      const std::optional<ControlRecord> got = out.take(*top);
      if (in_fire) {
        expected.push_back(model.step(top->opcode_i, top->index_i));
        if (opt.model_bug && !bug_done && sent == count / 2) {
          expected.back().entry ^= 1;  // --model-bug: prove the compare catches a difference
          bug_done = true;
        }
        ++sent;
      }
      holding = top->valid_i && !in_fire;
      dut.tick();
      top->tbl_we_i = 0;
      if (dut.assertion_failed() || dut.ctx().gotFinish()) {
        failure = "assertion";
        fmt::print("DVE ASSERTION: the RTL stopped at cycle {} (see the message above)\n", cycle());
        return false;
      }
      if (got) {
        if (expected.empty()) {
          failure = "mismatch";
          fmt::print("DVE MISMATCH: the RTL emitted a record (index {}) the model did not expect\n", got->index);
          return false;
        }
        if (!compare(*got, expected.front(), compared)) return false;
        out.count(*got);
        cov.observe_dve(TB_GEN, expected.front().err);
        expected.pop_front();
        ++compared;
        last_progress = cycle();
      }
      if (in_fire) last_progress = cycle();
      if (cycle() - last_progress > kHangCycles) {
        failure = "hang";
        fmt::print("DVE HANG: no handshake for {} cycles ({} records outstanding)\n", kHangCycles, expected.size());
        return false;
      }
    }
    top->valid_i = 0;
    top->ready_i = 0;
    dut.settle();
    if (cycles_out) *cycles_out = cycle() - start;
    return true;
  }

  /// Rewrites opcode entries and row words through the write port (RTL and model alike).
  bool inject(unsigned n) {
    const Geometry& g = model.set().geo;
    const unsigned op_words = model.words_per_row(TableSel::OPCODE);
    const uint64_t emask = g.entry_bytes >= 8 ? ~0ull : ((1ull << (8 * g.entry_bytes)) - 1);
    for (unsigned i = 0; i < n; ++i) {
      const unsigned slot = enabled_slots.empty() || coin(0.3) ? unsigned(rng.below(256))
                                                               : enabled_slots[rng.below(enabled_slots.size())];
      uint64_t v = 0;
      const unsigned fast = unsigned(rng.below(1u << g.split_bit));
      switch (rng.below(4)) {
        case 0: v = 0; break;                                                             // disable
        case 1: v = (uint64_t(rng.below(g.slow_rows)) << g.split_bit) | (fast % g.fast_rows); break;  // in range
        case 2: v = (uint64_t(g.slow_rows + rng.below(1000)) << g.split_bit) | fast; break;  // slow row out of range
        default: v = rng.next() & emask; break;                                               // anything
      }
      v &= emask;
      for (unsigned w = 0; w < op_words; ++w)
        if (!write(TableSel::OPCODE, slot, w, uint32_t(v >> (32 * w)))) return false;
    }
    // A few row words, and writes both sides must refuse.
    for (unsigned i = 0; i < n; ++i) {
      const TableSel sel = TableSel(rng.below(4));
      const unsigned rows = model.rows(sel), words = model.words_per_row(sel);
      if (rows == 0 || words == 0) continue;
      if (!write(sel, unsigned(rng.below(rows)), unsigned(rng.below(words)), uint32_t(rng.next()))) return false;
    }
    if (!write(TableSel::OPCODE, 3, op_words, 0xffffffffu)) return false;                 // word past the entry
    if (model.rows(TableSel::CONTROL_FAST) < 256 && !write(TableSel::CONTROL_FAST, 255, 0, 1)) return false;
    if (!write(TableSel::DATAPATH, 0, model.words_per_row(TableSel::DATAPATH), 1)) return false;
    if (g.shared_control && !write(TableSel::CONTROL_SLOW, 0, 0, 1)) return false;  // gen2: no slow table
    return true;
  }
};

/// The --json summary (docs/robustness.md); false when the file cannot be written.
bool write_json(const std::string& path, const Tb& tb, int rc) {
  nlohmann::ordered_json j;
  j["tool"] = "tb_dve";
  j["gen"] = TB_GEN;
  j["set"] = tb.model.set().name;
  j["seed"] = tb.opt.seed;
  j["words"] = tb.compared;
  const bool mismatch = tb.failure == "mismatch" || tb.failure == "write-port mismatch";
  j["mismatches"] = mismatch ? 1 : 0;
  j["result"] = rc == 0 ? "PASS" : "FAIL";
  j["failure"] = rc == 0 ? "" : (tb.failure.empty() ? "error" : tb.failure);
  j["dve_records"] = tpb::tb::err_tally<nlohmann::ordered_json>(tb.out.stats().by_err.data(), 256, true);
  j["write_port"] = {{"writes", tb.writes}, {"refused", tb.writes_refused}};
  j["coverage"] = tb.cov.to_json();
  return tpb::tb::write_summary(path, "tb_dve", j);
}

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  CLI::App app{"tb_dve: DVE sequencer RTL vs model (gen" + std::to_string(TB_GEN) + " build)"};
  app.add_option("--set", opt.set_path, "dve_info.json")->required();
  app.add_option("--name", opt.name, "table set")->capture_default_str();
  app.add_option("--seed", opt.seed, "stimulus seed")->capture_default_str();
  app.add_option("--count", opt.count, "opcodes per round")->capture_default_str();
  app.add_option("--enabled", opt.enabled, "share of opcodes drawn from the nonzero slots")->check(CLI::Range(0.0, 1.0));
  app.add_option("--bp", opt.bp, "probability ready_i is low in a clock")->check(CLI::Range(0.0, 0.95));
  app.add_option("--idle", opt.idle, "probability of an input bubble")->check(CLI::Range(0.0, 0.95));
  app.add_option("--inject", opt.inject, "entries to rewrite in a second round (0: one round)");
  app.add_flag("--bench", opt.bench, "no bubbles, no back-pressure: print opcodes/cycle");
  app.add_flag("--preloaded", opt.preloaded, "the RTL holds the set from $readmemh: no write-port load");
  app.add_flag("--model-bug", opt.model_bug, "corrupt one model record (the compare must catch it)");
  app.add_option("--violate", opt.violate, "break a port rule once: input (data changes while held) or write "
                 "(table write while busy); the RTL assertions must stop the run")
      ->check(CLI::IsMember({"input", "write"}));
  app.add_option("--fst", opt.fst, "write an FST waveform of the whole run");
  app.add_option("--json", opt.json, "write a summary object (records, errors, coverage) to this file");
  CLI11_PARSE(app, argc, argv);

  // The model: the fixture set, cut to this RTL build's geometry when it is smaller.
  TableSet set;
  try {
    set = load_set(opt.set_path, opt.name);
  } catch (const std::exception& e) {
    fmt::print(stderr, "tb_dve: {}\n", e.what());
    return 2;
  }
  if (set.geo.gen != TB_GEN) {
    fmt::print(stderr, "tb_dve: '{}' is gen{}, this RTL build is gen{}\n", opt.set_path, set.geo.gen, TB_GEN);
    return 2;
  }
  const unsigned slow_rows = set.geo.shared_control ? TB_FAST_ROWS : TB_SLOW_ROWS;
  const unsigned slow_words = set.geo.shared_control ? TB_FAST_WORDS : TB_SLOW_WORDS;
  if (set.control_fast.row_bytes != TB_FAST_WORDS * 4 || set.datapath.row_bytes != TB_DP_WORDS * 4 ||
      set.slow_table().row_bytes != slow_words * 4) {
    fmt::print(stderr, "tb_dve: row widths {}/{}/{} B do not fit this RTL build ({}/{}/{} B)\n",
               set.control_fast.row_bytes, set.slow_table().row_bytes, set.datapath.row_bytes, TB_FAST_WORDS * 4,
               slow_words * 4, TB_DP_WORDS * 4);
    return 2;
  }
  if (TB_FAST_ROWS != set.geo.fast_rows || slow_rows != set.geo.slow_rows) {
    Geometry g = set.geo;
    g.fast_rows = TB_FAST_ROWS;
    g.slow_rows = slow_rows;
    auto cut = [](const Table& t, unsigned rows) {
      return std::vector<uint8_t>(t.bytes.begin(), t.bytes.begin() + std::min<size_t>(t.bytes.size(), size_t(rows) * t.row_bytes));
    };
    set = make_set(g, set.name, set.opcode_blob, cut(set.control_fast, g.fast_rows),
                   g.shared_control ? std::vector<uint8_t>{} : cut(set.control_slow, g.slow_rows),
                   cut(set.datapath, g.fast_rows), set.ops);
    fmt::print("tb_dve: RTL build has {} fast / {} slow rows: set cut to that geometry, not validated\n",
               g.fast_rows, g.slow_rows);
  }

  Tb tb(opt, std::move(set), argc, argv);
  tb.enabled_slots = tb.model.set().nonzero_slots();
  int status = 0;
  auto finish = [&](int rc) {
    tb.dut.finish();
    if (!opt.json.empty() && !write_json(opt.json, tb, rc)) return 2;
    return rc;
  };

  tb.reset();
  if (!opt.preloaded) {
    const uint64_t c0 = tb.cycle();
    if (!tb.load_all()) return finish(1);
    fmt::print("tb_dve: loaded set '{}' (gen{}) through the write port in {} cycles\n", tb.model.set().name,
               tb.model.set().geo.gen, tb.cycle() - c0);
  } else {
    fmt::print("tb_dve: set '{}' (gen{}) from the $readmemh start-up images\n", tb.model.set().name,
               tb.model.set().geo.gen);
  }

  uint64_t cycles = 0;
  if (!tb.stream(opt.count, 0, &cycles)) return finish(1);
  const double per_cycle = cycles ? double(opt.count) / double(cycles) : 0.0;
  if (opt.bench) {
    fmt::print("dve bench gen{} '{}': {} opcodes in {} cycles: {:.5f} RTL opcodes/cycle (limit 1.0; {:.5f} of the limit, "
               "latency 2 clocks)\n",
               TB_GEN, tb.model.set().name, opt.count, cycles, per_cycle, per_cycle / 1.0);
  }
  if (opt.inject) {
    if (!tb.inject(opt.inject)) return finish(1);
    if (!tb.stream(opt.count, uint32_t(opt.count), nullptr)) return finish(1);
  }
  std::string errs;
  for (unsigned e = 0; e < 256; ++e)
    if (const uint64_t n = tb.out.stats().by_err[e]) errs += fmt::format(" {}={}", tpb::err_name(Err(e)), n);
  fmt::print("tb_dve: PASS gen{} '{}': {} records equal (seed {}, bp {}, idle {}, inject {}):{}; round 1 {:.4f} opcodes/cycle\n",
             TB_GEN, tb.model.set().name, tb.compared, opt.seed, opt.bp, opt.idle, opt.inject, errs, per_cycle);
  return finish(status);
}
