// tpb_lockstep: the RTL core (Vtpb_core) and the C++ model (tpb::Decoder) in lockstep.
//
// The stream comes from the seeded generator (--seed/--count/--bad-ratio) or a .bin file
// (--bin). Every record the RTL retires (rec_valid_o && rec_ready_o) is compared field by
// field with tpb::Decoder::step on the same word; the error status is compared after every
// retirement and at the end. The harness also checks the core's port protocol: a record's
// word appears on the port of its route and on no other, with its index.
//
// At the first difference the harness stops, prints the word (disassembly and bytes), both
// records side by side with the differing rows marked, re-runs the same stimulus with an FST
// trace of the cycles before the mismatch, and says where the waveform is.
//
// Exit status: 0 all records equal; 1 mismatch, RTL assertion or hang; 2 usage or I/O error.
#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <verilated.h>
#include <verilated_fst_c.h>

#include "Vtpb_core.h"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/io.hpp"
#include "tpb/isa.hpp"

// Legacy function required only so linking works on Cygwin and MSVC++
double sc_time_stamp() { return 0; }

namespace {

using tpb::Err;
using tpb::Record;
using tpb::Route;
using tpb::Word;

constexpr unsigned kNumRoutes = 5;    // NONE, CROSS, DVE, SB2SB, CUSTOM
constexpr unsigned kNumPorts = 4;     // CROSS, DVE, SB2SB, CUSTOM (route code = port + 1)
constexpr uint64_t kResetCycles = 2;
constexpr uint64_t kHangCycles = 100000;  // cycles without a retirement that count as a hang

struct Options {
  // stream
  uint64_t seed = 1;
  size_t count = 1000;
  double bad_ratio = 0.0;
  unsigned max_args = 4;
  bool no_dve = false;
  std::vector<std::string> classes;
  double mutate = 0.0;
  std::string bin;
  // stimulus
  uint64_t bp_seed = 1;
  double bp = 0.0;
  double idle = 0.0;
  double clear = 0.0;
  // tracing and reports
  std::string trace;
  unsigned trace_window = 200;
  std::string mismatch_fst = "lockstep_mismatch.fst";
  size_t progress = 0;
  bool rtl_only = false;
  std::optional<uint32_t> inject;
  bool quiet = false;
};

/// One simulation: which cycles to trace, and when to stop.
struct RunSpec {
  std::string trace_path;             // empty: no trace
  uint64_t trace_from = 0;            // first cycle dumped (reset cycles count from 0)
  uint64_t stop_after = UINT64_MAX;   // last cycle simulated
  bool report = true;                 // print the mismatch report and progress
};

struct Stats {
  uint64_t words = 0;
  uint64_t cycles = 0;                // after reset, up to and including the last retirement
  uint64_t accepted = 0;
  uint64_t rejected = 0;
  std::array<uint64_t, 256> by_err{};
  std::array<uint64_t, kNumRoutes> by_route{};
  uint64_t first_in_cycle = 0;
  uint64_t first_ret_cycle = 0;
  double seconds = 0;
};

using Sticky = std::bitset<256>;  // one bit per error code, as tpb::ErrorStatus keeps them

struct Status {
  bool valid = false;
  uint32_t index = 0;
  uint8_t code = 0;
  Sticky sticky;
};

struct RunResult {
  Stats stats;
  bool failed = false;
  uint64_t fail_cycle = 0;            // absolute cycle (reset included)
  Status rtl_status;
  tpb::ErrorStatus model_status;
};

// ---------------------------------------------------------------- small helpers

uint64_t fields_at(const VlWide<48>& f, unsigned i) {
  return static_cast<uint64_t>(f[2 * i]) | (static_cast<uint64_t>(f[2 * i + 1]) << 32);
}

void word_to_wide(const Word& w, VlWide<16>& out) {
  for (unsigned k = 0; k < 16; ++k)
    out[k] = static_cast<uint32_t>(w[4 * k]) | (static_cast<uint32_t>(w[4 * k + 1]) << 8) |
             (static_cast<uint32_t>(w[4 * k + 2]) << 16) | (static_cast<uint32_t>(w[4 * k + 3]) << 24);
}

bool wide_equals(const VlWide<16>& v, const Word& w) {
  VlWide<16> x;
  word_to_wide(w, x);
  for (unsigned k = 0; k < 16; ++k)
    if (v[k] != x[k]) return false;
  return true;
}

Word wide_to_word(const VlWide<16>& v) {
  Word w{};
  for (unsigned k = 0; k < 16; ++k)
    for (unsigned b = 0; b < 4; ++b) w[4 * k + b] = static_cast<uint8_t>(v[k] >> (8 * b));
  return w;
}

std::string err_text(uint8_t code) {
  return fmt::format("{} ({})", tpb::err_name(static_cast<Err>(code)), code);
}

std::string route_text(uint8_t r) { return fmt::format("{} ({})", tpb::route_name(static_cast<Route>(r)), r); }

// err_sticky_o is NumErrors bits wide: a C integer up to 64 bits, a VlWide beyond.
template <class T>
Sticky sticky_bits(const T& v) {
  static_assert(std::is_integral_v<T>);
  Sticky b;
  for (unsigned i = 0; i < 8 * sizeof(T); ++i) b[i] = (v >> i) & 1;
  return b;
}
template <std::size_t N>
Sticky sticky_bits(const VlWide<N>& v) {
  Sticky b;
  for (unsigned i = 0; i < 32 * N && i < b.size(); ++i) b[i] = (v[i / 32] >> (i % 32)) & 1;
  return b;
}

std::string sticky_text(const Sticky& bits) {
  std::string s;
  for (unsigned e = 0; e < bits.size(); ++e)
    if (bits.test(e)) {
      if (!s.empty()) s += ' ';
      s += tpb::err_name(static_cast<Err>(e));
    }
  return s.empty() ? "-" : s;
}

// ---------------------------------------------------------------- the mismatch report

struct Row {
  std::string name, rtl, model;
  bool differs;
};

void print_rows(const std::vector<Row>& rows) {
  size_t w = 10;
  for (const auto& r : rows) w = std::max(w, r.name.size());
  fmt::print("    {:<{}}  {:<28}  {:<28}\n", "", w, "RTL", "model");
  for (const auto& r : rows)
    fmt::print("  {} {:<{}}  {:<28}  {:<28}{}\n", r.differs ? "*" : " ", r.name, w, r.rtl, r.model,
               r.differs ? "  <-- differs" : "");
}

void print_record_diff(const Word& w, const Record& rtl, const Record& model) {
  std::vector<Row> rows;
  auto add = [&](std::string name, std::string a, std::string b) {
    bool d = a != b;
    rows.push_back({std::move(name), std::move(a), std::move(b), d});
  };
  add("index", std::to_string(rtl.index), std::to_string(model.index));
  add("opcode", tpb::to_hex(rtl.opcode, 1), tpb::to_hex(model.opcode, 1));
  add("err", err_text(static_cast<uint8_t>(rtl.err)), err_text(static_cast<uint8_t>(model.err)));
  add("route", route_text(static_cast<uint8_t>(rtl.route)), route_text(static_cast<uint8_t>(model.route)));
  add("chain_pos", std::to_string(rtl.chain_pos), std::to_string(model.chain_pos));
  const tpb::OpcodeDesc* d = tpb::find_opcode(model.opcode);
  if (!d) d = tpb::find_opcode(rtl.opcode);
  unsigned n = d ? d->nfields : 0;
  for (unsigned i = 0; i < tpb::kMaxFields; ++i) {
    if (i >= n && rtl.fields.v[i] == 0 && model.fields.v[i] == 0) continue;
    std::string name = i < n ? fmt::format("[{}] {}", i, d->fields[i].name) : fmt::format("[{}] (no field)", i);
    unsigned width = i < n ? d->fields[i].width : 8;
    add(name, tpb::to_hex(rtl.fields.v[i], width), tpb::to_hex(model.fields.v[i], width));
  }
  fmt::print("  word    : {}\n", tpb::disasm_word(w));
  fmt::print("  bytes   : {}\n", tpb::hex_bytes(w));
  print_rows(rows);
}

// ---------------------------------------------------------------- one simulation

class Sim {
 public:
  Sim(const Options& o, const std::vector<Word>& words, int argc, char** argv)
      : o_(o), words_(words), argc_(argc), argv_(argv) {}

  RunResult run(const RunSpec& spec);

 private:
  void tick(Vtpb_core& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump);
  void fail(RunResult& res, const RunSpec& spec, const std::string& what);

  const Options& o_;
  const std::vector<Word>& words_;
  int argc_;
  char** argv_;
  uint64_t cycle_ = 0;
};

void Sim::tick(Vtpb_core& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump) {
  // Inputs were set with clk low: settle, then one rising and one falling edge.
  top.eval();
  if (tfp && dump) tfp->dump(ctx.time());
  ctx.timeInc(1);
  top.clk_i = 1;
  top.eval();
  if (tfp && dump) tfp->dump(ctx.time());
  ctx.timeInc(1);
  top.clk_i = 0;
}

void Sim::fail(RunResult& res, const RunSpec& spec, const std::string& what) {
  res.failed = true;
  res.fail_cycle = cycle_;
  if (spec.report) fmt::print("{}", what);
}

RunResult Sim::run(const RunSpec& spec) {
  RunResult res;
  Stats& st = res.stats;
  const size_t n = words_.size();
  cycle_ = 0;

  const std::unique_ptr<VerilatedContext> ctx{new VerilatedContext};
  ctx->debug(0);
  ctx->randReset(2);
  ctx->fatalOnError(false);  // an assertion sets gotError; the harness reports it
  const bool tracing = !spec.trace_path.empty();
  if (tracing) ctx->traceEverOn(true);
  ctx->commandArgs(argc_, argv_);
  const std::unique_ptr<Vtpb_core> top{new Vtpb_core{ctx.get(), "TOP"}};
  std::unique_ptr<VerilatedFstC> tfp;
  if (tracing) tfp.reset(new VerilatedFstC);

  tpb::Decoder model;
  tpb::SplitMix64 bp_rng(o_.bp_seed);
  tpb::SplitMix64 idle_rng(o_.bp_seed ^ 0x1D1E5EEDull);
  tpb::SplitMix64 clear_rng(o_.bp_seed ^ 0xC1EA5C1EA5ull);

  // reset
  top->clk_i = 0;
  top->rst_ni = 0;
  top->valid_i = 0;
  top->last_i = 0;
  top->clear_i = 0;
  top->cross_ready_i = top->dve_ready_i = top->sb2sb_ready_i = top->custom_ready_i = 0;
  auto maybe_open = [&]() {
    if (tracing && !tfp->isOpen() && cycle_ >= spec.trace_from) {
      top->trace(tfp.get(), 99);
      tfp->open(spec.trace_path.c_str());
    }
  };
  for (uint64_t i = 0; i < kResetCycles; ++i) {
    maybe_open();
    tick(*top, *ctx, tfp.get(), tracing && tfp->isOpen());
    ++cycle_;
  }
  top->rst_ni = 1;

  size_t next_in = 0, retired = 0, loaded = SIZE_MAX;
  bool in_valid = false;
  uint64_t last_progress = cycle_;
  const auto t0 = std::chrono::steady_clock::now();
  const bool compare = !o_.rtl_only;

  while (retired < n && cycle_ <= spec.stop_after) {
    maybe_open();
    // ---- drive inputs (clk low)
    if (!in_valid) in_valid = next_in < n && !(o_.idle > 0 && idle_rng.chance(o_.idle));
    top->valid_i = in_valid;
    if (in_valid && loaded != next_in) {
      word_to_wide(words_[next_in], top->word_i);
      loaded = next_in;
    }
    top->last_i = in_valid && next_in + 1 == n;
    std::array<bool, kNumPorts> ready{};
    for (auto& r : ready) r = !(o_.bp > 0 && bp_rng.chance(o_.bp));
    top->cross_ready_i = ready[0];
    top->dve_ready_i = ready[1];
    top->sb2sb_ready_i = ready[2];
    top->custom_ready_i = ready[3];
    // clear_i drops the status recorded so far; a record retiring in the same cycle still
    // counts, so the model clears before it steps.
    const bool clear = o_.clear > 0 && clear_rng.chance(o_.clear);
    top->clear_i = clear;
    if (clear && compare) model.clear_status();
    top->eval();

    // ---- sample the handshakes of this cycle
    const bool in_fire = in_valid && top->ready_o;
    const bool rec_fire = top->rec_valid_o && top->rec_ready_o;
    const uint8_t route = top->rec_route_o;
    if (in_fire && next_in == 0) st.first_in_cycle = cycle_;

    // Port protocol: the record's word is offered on its route's port and nowhere else.
    const std::array<bool, kNumPorts> pvalid = {top->cross_valid_o != 0, top->dve_valid_o != 0,
                                                top->sb2sb_valid_o != 0, top->custom_valid_o != 0};
    for (unsigned p = 0; p < kNumPorts; ++p) {
      const bool want = top->rec_valid_o && route == p + 1;
      if (pvalid[p] != want) {
        fail(res, spec,
             fmt::format("lockstep: PORT PROTOCOL at cycle {}: port {} valid={} but record valid={} route {}\n",
                         cycle_, tpb::route_name(static_cast<Route>(p + 1)), pvalid[p], top->rec_valid_o,
                         route_text(route)));
        break;
      }
    }
    if (!res.failed && top->rec_valid_o) {
      const bool want_ready = route == 0 || (route <= kNumPorts && ready[route - 1]);
      if (top->rec_ready_o != want_ready)
        fail(res, spec,
             fmt::format("lockstep: PORT PROTOCOL at cycle {}: rec_ready_o={} for route {} (port ready {})\n", cycle_,
                         top->rec_ready_o, route_text(route), want_ready));
    }

    if (!res.failed && rec_fire) {
      const uint32_t idx = top->rec_index_o;
      if (retired == 0) st.first_ret_cycle = cycle_;
      if (idx != retired || idx >= n) {
        fail(res, spec,
             fmt::format("lockstep: ORDER at cycle {}: RTL retired word #{}, expected #{}\n", cycle_, idx, retired));
      } else if (compare) {
        const Word& w = words_[idx];
        Record r;
        r.index = idx;
        r.opcode = top->rec_opcode_o;
        r.err = static_cast<Err>(top->rec_err_o);
        r.route = static_cast<Route>(route);
        r.chain_pos = top->rec_chain_pos_o;
        const tpb::OpcodeDesc* rd = tpb::find_opcode(r.opcode);
        r.fields.n = rd ? rd->nfields : 0;
        for (unsigned i = 0; i < tpb::kMaxFields; ++i) r.fields.v[i] = fields_at(top->rec_fields_o, i);

        Record m = model.step(w, idx + 1 == n);
        if (o_.inject && *o_.inject == idx) {
          // Deliberate model-side corruption, to prove the comparison bites.
          if (m.fields.n > 0)
            m.fields.v[0] ^= 1;
          else
            m.err = m.err == Err::OK ? Err::UNKNOWN_OPCODE : Err::OK;
        }

        std::string extra;
        if (!wide_equals(top->rec_word_o, w))
          extra += fmt::format("  record word differs from the word sent:\n    RTL  : {}\n    sent : {}\n",
                               tpb::hex_bytes(wide_to_word(top->rec_word_o)), tpb::hex_bytes(w));
        if (static_cast<bool>(top->rec_last_o) != (idx + 1 == n))
          extra += fmt::format("  rec_last_o = {} on word #{} of {}\n", top->rec_last_o, idx, n);
        if (route >= 1 && route <= kNumPorts) {
          const unsigned p = route - 1u;
          const VlWide<16>* pw[] = {&top->cross_word_o, &top->dve_word_o, &top->sb2sb_word_o, &top->custom_word_o};
          const uint32_t pi[] = {top->cross_index_o, top->dve_index_o, top->sb2sb_index_o, top->custom_index_o};
          if (pi[p] != idx || !wide_equals(*pw[p], w))
            extra += fmt::format("  port {} carries index {} / word {}\n", tpb::route_name(static_cast<Route>(route)),
                                 pi[p], wide_equals(*pw[p], w) ? "equal" : "different");
        }

        if (!(r == m) || !extra.empty()) {
          if (spec.report) {
            fmt::print("lockstep: MISMATCH at word #{} (cycle {}, byte offset {:#x})\n", idx, cycle_,
                       static_cast<uint64_t>(idx) * tpb::kBundleBytes);
            print_record_diff(w, r, m);
            fmt::print("{}", extra);
          }
          fail(res, spec, "");
        }
      }
      if (!res.failed) {
        ++retired;
        ++st.by_err[top->rec_err_o];
        ++st.by_route[route < kNumRoutes ? route : 0];
        (top->rec_err_o == 0 ? st.accepted : st.rejected) += 1;
        last_progress = cycle_;
        if (spec.report && o_.progress && retired % o_.progress == 0) {
          const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
          fmt::print(stderr, "lockstep: {}/{} words, cycle {}, {:.0f} words/s\n", retired, n,
                     cycle_ - kResetCycles, s > 0 ? retired / s : 0.0);
        }
      }
    }

    // ---- clock edge
    tick(*top, *ctx, tfp.get(), tracing && tfp->isOpen());
    if (ctx->gotError() && !res.failed)
      fail(res, spec, fmt::format("lockstep: RTL ASSERTION failed at cycle {} (see the %Error line above)\n", cycle_));

    if (in_fire) {
      ++next_in;
      in_valid = false;
    }

    // Error status after this retirement or clear, against the model's.
    if (!res.failed && (rec_fire || clear) && compare) {
      const tpb::ErrorStatus& ms = model.status();
      const Sticky rsticky = sticky_bits(top->err_sticky_o);
      const bool same = top->err_valid_o == ms.any && rsticky == ms.sticky &&
                        (!ms.any || (top->err_index_o == ms.first_index &&
                                     top->err_code_o == static_cast<uint8_t>(ms.first_code)));
      if (!same && spec.report) {
        fmt::print("lockstep: STATUS MISMATCH {} (cycle {}{})\n",
                   retired ? fmt::format("after word #{}", retired - 1) : std::string("before the first word"), cycle_,
                   clear ? ", clear_i high" : "");
        if (retired > 0) fmt::print("  word    : {}\n", tpb::disasm_word(words_[retired - 1]));
        print_rows({
            {"any", std::to_string(top->err_valid_o), std::to_string(ms.any), top->err_valid_o != ms.any},
            {"first_index", std::to_string(top->err_index_o), std::to_string(ms.first_index),
             top->err_index_o != ms.first_index},
            {"first_code", err_text(top->err_code_o), err_text(static_cast<uint8_t>(ms.first_code)),
             top->err_code_o != static_cast<uint8_t>(ms.first_code)},
            {"sticky", sticky_text(rsticky), sticky_text(ms.sticky), rsticky != ms.sticky},
        });
      }
      if (!same) fail(res, spec, "");
    }

    if (res.failed) break;
    if (cycle_ - last_progress > kHangCycles) {
      fail(res, spec,
           fmt::format("lockstep: HANG: no retirement for {} cycles at cycle {} ({} of {} words retired)\n",
                       kHangCycles, cycle_, retired, n));
      break;
    }
    ++cycle_;
  }
  const auto t1 = std::chrono::steady_clock::now();
  st.seconds = std::chrono::duration<double>(t1 - t0).count();
  st.words = retired;
  st.cycles = retired ? cycle_ - kResetCycles : 0;  // cycle_ = last retirement's cycle
  res.rtl_status = {top->err_valid_o != 0, top->err_index_o, top->err_code_o, sticky_bits(top->err_sticky_o)};
  res.model_status = model.status();

  // A final settle so the trace shows the last edge.
  if (tfp) {
    top->eval();
    tfp->dump(ctx->time());
    tfp->close();
  }
  top->final();
  return res;
}

std::string shell_quote(const std::string& s) {
  if (!s.empty() && s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=./,:@") ==
                        std::string::npos)
    return s;
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace

int main(int argc, char** argv) {
  // Verilator's own +verilator+ arguments go to commandArgs; CLI11 sees the rest.
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || argv[i][0] != '+') args.push_back(argv[i]);

  Options o;
  CLI::App app{"tpb_lockstep: RTL tpb_core and the C++ model in lockstep, record by record"};
  app.add_option("--seed", o.seed, "generator seed (also seeds --mutate)");
  app.add_option("--count", o.count, "words to generate");
  app.add_option("--bad-ratio", o.bad_ratio, "share of malformed generator items")->check(CLI::Range(0.0, 1.0));
  app.add_option("--max-args", o.max_args, "custom-op inputs per chain, at most");
  app.add_flag("--no-dve", o.no_dve, "generate no DVE opcodes");
  app.add_option("--classes", o.classes, "malformed classes the generator uses (default: all)")->delimiter(',');
  app.add_option("--mutate", o.mutate, "share of words with 1..3 random bytes changed after generation or reading")
      ->check(CLI::Range(0.0, 1.0));
  app.add_option("--bin", o.bin, "read the stream from a .bin file instead of generating one")
      ->check(CLI::ExistingFile);
  app.add_option("--bp-seed", o.bp_seed, "back-pressure PRNG seed");
  app.add_option("--bp", o.bp, "probability that a port is not ready in a cycle")->check(CLI::Range(0.0, 0.99));
  app.add_option("--idle", o.idle, "probability that the source offers no word in a cycle")
      ->check(CLI::Range(0.0, 0.99));
  app.add_option("--clear", o.clear, "probability that clear_i is high in a cycle (status cleared in RTL and model)")
      ->check(CLI::Range(0.0, 1.0));
  app.add_option("--trace", o.trace, "write a full FST trace to this file");
  app.add_option("--trace-window", o.trace_window, "cycles traced before a mismatch");
  app.add_option("--mismatch-fst", o.mismatch_fst, "where the FST window around a mismatch goes");
  app.add_option("--progress", o.progress, "progress line on stderr every N words");
  app.add_flag("--rtl-only", o.rtl_only, "simulate the RTL without the model (benchmarking)");
  app.add_option("--inject-model-bug", o.inject, "corrupt the model's record of word K (tests the harness)");
  app.add_flag("-q,--quiet", o.quiet, "print only the summary's verdict line");
  try {
    app.parse(static_cast<int>(args.size()), args.data());
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  if (o.rtl_only && o.inject) {
    fmt::print(stderr, "tpb_lockstep: --inject-model-bug needs the model (drop --rtl-only)\n");
    return 2;
  }

  // ---- the stream
  std::vector<Word> words;
  std::string source;
  const auto g0 = std::chrono::steady_clock::now();
  try {
    if (!o.bin.empty()) {
      words = tpb::read_words(o.bin);
      source = o.bin;
    } else {
      tpb::GenOptions go;
      go.seed = o.seed;
      go.count = o.count;
      go.bad_ratio = o.bad_ratio;
      go.max_args = o.max_args;
      go.dve = !o.no_dve;
      for (const auto& c : o.classes) {
        auto bc = tpb::bad_class_from_name(c);
        if (!bc) throw std::runtime_error("unknown malformed class '" + c + "'");
        go.classes.push_back(*bc);
      }
      words = tpb::generate(go).words;
      source = fmt::format("generator seed {} count {} bad-ratio {}", o.seed, o.count, o.bad_ratio);
    }
  } catch (const std::exception& e) {
    fmt::print(stderr, "tpb_lockstep: {}\n", e.what());
    return 2;
  }
  if (o.mutate > 0) {
    // Byte-level fuzzing on top of the stream: reaches check orders and chain states the
    // class-driven generator does not aim at.
    tpb::SplitMix64 r(o.seed ^ 0x6D75746174650000ull);
    size_t mutated = 0;
    for (auto& w : words) {
      if (!r.chance(o.mutate)) continue;
      const unsigned k = 1 + static_cast<unsigned>(r.below(3));
      for (unsigned i = 0; i < k; ++i) w[r.below(tpb::kBundleBytes)] ^= static_cast<uint8_t>(1 + r.below(255));
      ++mutated;
    }
    source += fmt::format(", mutate {} ({} words)", o.mutate, mutated);
  }
  const double gen_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - g0).count();
  if (o.inject && *o.inject >= words.size()) {
    fmt::print(stderr, "tpb_lockstep: --inject-model-bug {} is past the stream ({} words)\n", *o.inject, words.size());
    return 2;
  }

  Sim sim(o, words, argc, argv);
  RunSpec spec;
  spec.trace_path = o.trace;
  RunResult res = sim.run(spec);

  if (res.failed) {
    std::string cmd;
    for (int i = 0; i < argc; ++i) cmd += (i ? " " : "") + shell_quote(argv[i]);
    if (!o.trace.empty()) {
      fmt::print("  waveform: full trace in {} (mismatch at cycle {}, time {})\n", o.trace, res.fail_cycle,
                 2 * res.fail_cycle);
    } else {
      // Same stimulus again, tracing only the window before the failure.
      RunSpec again;
      again.trace_path = o.mismatch_fst;
      again.trace_from = res.fail_cycle > o.trace_window ? res.fail_cycle - o.trace_window : 0;
      again.stop_after = res.fail_cycle + 1;
      again.report = false;
      RunResult r2 = sim.run(again);
      std::error_code ec;
      const auto abs = std::filesystem::absolute(o.mismatch_fst, ec);
      fmt::print("  waveform: {} (cycles {}..{}, mismatch at cycle {} = time {}{})\n",
                 ec ? o.mismatch_fst : abs.string(), again.trace_from, again.stop_after, res.fail_cycle,
                 2 * res.fail_cycle, r2.failed && r2.fail_cycle == res.fail_cycle ? "" : "; re-run diverged!");
      fmt::print("  full trace: {} --trace lockstep_full.fst\n", cmd);
    }
    fmt::print("lockstep: FAIL ({})\n", source);
    return 1;
  }

  // ---- end-of-run status compare (also checked after every retirement)
  const tpb::ErrorStatus& ms = res.model_status;

  const Stats& st = res.stats;
  if (!o.quiet) {
    fmt::print("lockstep summary: {}{}\n", source, o.rtl_only ? " (RTL only, no model)" : "");
    fmt::print("  back-pressure  p={} seed {}{}{}\n", o.bp, o.bp_seed, o.idle > 0 ? fmt::format(", idle p={}", o.idle) : "",
               o.clear > 0 ? fmt::format(", clear p={}", o.clear) : "");
    fmt::print("  words          {}\n", st.words);
    fmt::print("  cycles         {}  (reset release to last retirement; first word in at {}, out at {})\n", st.cycles,
               st.first_in_cycle - kResetCycles, st.first_ret_cycle - kResetCycles);
    fmt::print("  words/cycle    {:.6f}  (limit 1.0)\n", st.cycles ? double(st.words) / double(st.cycles) : 0.0);
    fmt::print("  accepted       {}\n", st.accepted);
    fmt::print("  rejected       {}\n", st.rejected);
    std::string routes;
    for (unsigned r = 0; r < kNumRoutes; ++r)
      routes += fmt::format("{}{} {}", r ? ", " : "", tpb::route_name(static_cast<Route>(r)), st.by_route[r]);
    fmt::print("  routes         {}\n", routes);
    std::string errs;
    for (unsigned e = 1; e < st.by_err.size(); ++e)
      if (st.by_err[e]) errs += fmt::format("{}{} {}", errs.empty() ? "" : ", ", tpb::err_name(static_cast<Err>(e)), st.by_err[e]);
    fmt::print("  errors         {}\n", errs.empty() ? "-" : errs);
    const Status& rs = res.rtl_status;
    fmt::print("  status (RTL)   {}{}, sticky {}\n", rs.valid ? fmt::format("first #{} ", rs.index) : "no error",
               rs.valid ? err_text(rs.code) : "", sticky_text(rs.sticky));
    if (!o.rtl_only) {
      fmt::print("  status (model) {}{}, sticky {}\n", ms.any ? fmt::format("first #{} ", ms.first_index) : "no error",
                 ms.any ? err_text(static_cast<uint8_t>(ms.first_code)) : "", sticky_text(ms.sticky));
    }
    fmt::print("  mismatches     {}\n", o.rtl_only ? std::string("- (not compared)") : std::string("0"));
    fmt::print("  wall time      {:.3f} s  (stream {:.3f} s)\n", st.seconds, gen_s);
    fmt::print("  words/s        {:.0f}\n", st.seconds > 0 ? st.words / st.seconds : 0.0);
    fmt::print("  cycles/s       {:.0f}\n", st.seconds > 0 ? st.cycles / st.seconds : 0.0);
    if (!o.trace.empty()) fmt::print("  trace          {}\n", o.trace);
  }
  if (!o.rtl_only) {
    const Status& rs = res.rtl_status;
    if (rs.valid != ms.any || rs.sticky != ms.sticky ||
        (ms.any && (rs.index != ms.first_index || rs.code != static_cast<uint8_t>(ms.first_code)))) {
      fmt::print("lockstep: STATUS MISMATCH at the end of the stream\n");
      fmt::print("lockstep: FAIL ({})\n", source);
      return 1;
    }
  }
  fmt::print("lockstep: {} ({} words, {})\n", o.rtl_only ? "DONE" : "PASS", st.words, source);
  return 0;
}
