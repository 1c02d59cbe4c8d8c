// The Verilated design under test: its context, its top, the clock and the trace window. Every
// testbench of the kit drives its top through one of these, so there is one edge order:
//
//   the testbench sets the inputs of a clock with the clock low, then
//   settle()   evaluates them: the outputs are this clock's (registered state plus these
//              inputs), ready to sample;
//   tick()     evaluates again with the clock low (inputs changed after sampling count),
//              dumps, raises the clock, evaluates (the edge), dumps, lowers the clock
//              (applied by the next evaluation) and counts the cycle.
//   tick_settled()  the same without the clock-low evaluation, for a testbench that changed
//              no input since its settle(): that evaluation would recompute the same values
//              (Verilator reruns all input-dependent logic on every eval), so the lockstep
//              saves a third of its evaluations per clock.
//
// Two trace times per cycle: cycle c is dumped at times 2c and 2c + 1. The trace opens at the
// first tick of cycle `from` (a window before a mismatch) and closes in finish().
//
// RTL code coverage: in a coverage build (CMake TPB_COVERAGE=ON, Verilator --coverage-line
// --coverage-toggle, VM_COVERAGE=1) finish() writes the run's counts to the file named by the
// environment variable TPB_COVERAGE_OUT (scripts/coverage_rtl.py merges them). A second Dut of
// the same process writes FILE.1, a third FILE.2, ... In a build without coverage the variable
// only draws a warning: no file is written, and the merge reports it missing.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include <verilated.h>
#include <verilated_fst_c.h>
#if defined(VM_COVERAGE) && VM_COVERAGE
#include <verilated_cov.h>
#endif

namespace tpb::tb {

/// Which cycles go to an FST file: none (empty path), all (from 0), or a window.
struct TraceSpec {
  std::string path;
  uint64_t from = 0;
};

/// Which input is the clock: clk_i by default; a top with another name (the board's
/// clk_25mhz) passes a type like this one.
struct ClkI {
  template <class Top>
  static auto& of(Top& t) {
    return t.clk_i;
  }
};

template <class Top, class Clk = ClkI>
class Dut {
 public:
  /// `argc`/`argv`: Verilator's own +verilator+ arguments (the rest is ignored by Verilator).
  Dut(int argc, char** argv, TraceSpec trace = {}) : trace_(std::move(trace)), ctx_(new VerilatedContext) {
    ctx_->debug(0);
    ctx_->randReset(2);        // X bits randomised: a design that needs reset values shows it
    ctx_->fatalOnError(false);  // an assertion sets gotError(); the testbench reports it
    if (!trace_.path.empty()) ctx_->traceEverOn(true);
    ctx_->commandArgs(argc, argv);
    top_.reset(new Top{ctx_.get(), "TOP"});
    if (!trace_.path.empty()) fst_.reset(new VerilatedFstC);
    Clk::of(*top_) = 0;
  }
  ~Dut() { finish(); }
  Dut(const Dut&) = delete;
  Dut& operator=(const Dut&) = delete;

  Top& top() { return *top_; }
  Top* operator->() { return top_.get(); }
  VerilatedContext& ctx() { return *ctx_; }
  /// Cycles ticked since construction (reset cycles included).
  uint64_t cycle() const { return cycle_; }
  /// An RTL assertion ($error, assert property) fired.
  bool assertion_failed() const { return ctx_->gotError(); }
  bool tracing() const { return fst_ && fst_->isOpen(); }

  void settle() { top_->eval(); }

  void tick() { edge(true); }
  /// tick() for inputs unchanged since settle() (the caller's promise; a trace opening at
  /// this tick still gets its evaluation).
  void tick_settled() { edge(false); }

  /// rst_ni low for `cycles` clocks (the testbench has set every other input), then high.
  void reset(unsigned cycles) {
    top_->rst_ni = 0;
    for (unsigned i = 0; i < cycles; ++i) tick();
    top_->rst_ni = 1;
  }

  /// A last settle so the trace shows the final edge, the trace closed, final blocks run.
  void finish() {
    if (done_) return;
    done_ = true;
    if (tracing()) {
      top_->eval();
      fst_->dump(ctx_->time());
      fst_->close();
    }
    top_->final();
    write_coverage();
  }

 private:
  void edge(bool eval_low) {
    if constexpr (requires(Top& t, VerilatedFstC* f) { t.trace(f, 99); }) {  // a top verilated with --trace-fst
      if (fst_ && !fst_->isOpen() && cycle_ >= trace_.from) {
        top_->trace(fst_.get(), 99);
        fst_->open(trace_.path.c_str());
        eval_low = true;
      }
    }
    if (eval_low) top_->eval();
    dump();
    ctx_->timeInc(1);
    Clk::of(*top_) = 1;
    top_->eval();
    dump();
    ctx_->timeInc(1);
    Clk::of(*top_) = 0;
    ++cycle_;
  }

  void dump() {
    if (tracing()) fst_->dump(ctx_->time());
  }

  void write_coverage() {
    const char* out = std::getenv("TPB_COVERAGE_OUT");
    if (!out || !*out) return;
    static unsigned written = 0;  // Duts of this process that wrote a file
    std::string path = out;
    if (written) path += "." + std::to_string(written);
    ++written;
#if defined(VM_COVERAGE) && VM_COVERAGE
    ctx_->coveragep()->write(path.c_str());
#else
    std::fprintf(stderr, "warning: TPB_COVERAGE_OUT is set but this testbench is not a coverage build "
                         "(TPB_COVERAGE=ON): no %s written\n", path.c_str());
#endif
  }

  TraceSpec trace_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Top> top_;
  std::unique_ptr<VerilatedFstC> fst_;
  uint64_t cycle_ = 0;
  bool done_ = false;
};

}  // namespace tpb::tb
