// tpb_lockstep: the RTL system (Vtpb_system: tpb_core with the DVE sequencer, the SB2SB mover
// and the custom-op mailbox behind its ports) against the reference model tpb::SystemModel,
// channel by channel. The environment's parts are in tb/common (docs/verification.md); this
// file only reads the options, runs, and reports.
//
// At the first difference the run stops with the report (the word, both sides row by row),
// then the same stimulus runs again with an FST trace of the cycles before the mismatch.
//
// Exit status: 0 every channel equal (DONE with --rtl-only); 1 mismatch, RTL assertion or
// hang; 2 usage or I/O error.
#include <fmt/core.h>

#include <filesystem>
#include <stdexcept>

#include "drivers.hpp"
#include "env.hpp"
#include "rows.hpp"

// Legacy function required only so linking works on Cygwin and MSVC++
double sc_time_stamp() { return 0; }

int main(int argc, char** argv) {
  using namespace tpb::lockstep;
  Options o;
  if (auto rc = parse_options(argc, argv, o)) return *rc;
  Inputs in;
  try {
    in = make_inputs(o);
  } catch (const std::exception& e) {
    fmt::print(stderr, "tpb_lockstep: {}\n", e.what());
    return 2;
  }

  RunSpec spec;
  spec.trace_path = o.trace;
  RunResult res;
  try {
    res = run(o, in, spec, argc, argv);
  } catch (const tpb::tb::DutProtocolError& e) {  // the design broke a port rule: a failed run
    fmt::print("tpb_lockstep: {}\nlockstep: FAIL ({})\n", e.what(), in.source);
    return 1;
  } catch (const std::exception& e) {  // a streamed .bin that cannot be read again, or read to its end
    fmt::print(stderr, "tpb_lockstep: {}\n", e.what());
    return 2;
  }

  if (res.failed) {
    std::string cmd;
    for (int i = 0; i < argc; ++i) cmd += (i ? " " : "") + tpb::tb::shell_quote(argv[i]);
    if (!o.trace.empty()) {
      fmt::print("  waveform: full trace in {} (mismatch at cycle {}, time {})\n", o.trace, res.fail_cycle,
                 2 * res.fail_cycle);
    } else if (o.mismatch_fst.empty()) {  // --mismatch-fst '': no re-run (mutation campaigns)
      fmt::print("  waveform: none (--mismatch-fst is empty)\n");
      fmt::print("  full trace: {} --trace lockstep_full.fst\n", cmd);
    } else {  // the same stimulus again, tracing only the window before the failure
      RunSpec again;
      again.trace_path = o.mismatch_fst;
      again.trace_from = res.fail_cycle > o.trace_window ? res.fail_cycle - o.trace_window : 0;
      again.stop_after = res.fail_cycle + 1;
      again.report = false;
      RunResult r2;
      try {
        r2 = run(o, in, again, argc, argv);
      } catch (const std::exception& e) {
        fmt::print(stderr, "tpb_lockstep: the re-run for the trace window: {}\n", e.what());
        r2.failed = false;  // reported below as diverged
      }
      std::error_code ec;
      const auto abs = std::filesystem::absolute(o.mismatch_fst, ec);
      fmt::print("  waveform: {} (cycles {}..{}, mismatch at cycle {} = time {}{})\n",
                 ec ? o.mismatch_fst : abs.string(), again.trace_from, again.stop_after, res.fail_cycle,
                 2 * res.fail_cycle, r2.failed && r2.fail_cycle == res.fail_cycle ? "" : "; re-run diverged!");
      fmt::print("  full trace: {} --trace lockstep_full.fst\n", cmd);
    }
    fmt::print("lockstep: FAIL ({})\n", in.source);
    if (!o.json.empty()) write_json(o.json, o, in, res, false);
    return 1;
  }

  print_summary(o, in, res);
  if (!o.rtl_only) {  // the end-of-run status (also compared after every retirement)
    const auto& rs = res.rtl_status;
    const auto& ms = res.model_status;
    if (rs.any != ms.any || rs.sticky != ms.sticky ||
        (ms.any && (rs.first_index != ms.first_index || rs.first_code != ms.first_code))) {
      fmt::print("lockstep: STATUS MISMATCH at the end of the stream\n");
      fmt::print("lockstep: FAIL ({})\n", in.source);
      if (!o.json.empty()) write_json(o.json, o, in, res, false);
      return 1;
    }
  }
  if (res.stats.rejected_writes != 0) {
    fmt::print("lockstep: {} memory writes belong to instructions that were refused\n", res.stats.rejected_writes);
    fmt::print("lockstep: FAIL ({})\n", in.source);
    if (!o.json.empty()) write_json(o.json, o, in, res, false);
    return 1;
  }
  if (!o.json.empty()) write_json(o.json, o, in, res, true);
  fmt::print("lockstep: {} ({} words, {})\n", o.rtl_only ? "DONE" : "PASS", res.stats.words, in.source);
  return 0;
}
