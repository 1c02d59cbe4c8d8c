// The lockstep environment: the Verilated tpb_system (tb/common/dut.hpp) with its drivers
// (stream source, back-pressure, SBUF host port, DVE table writer), the cluster server on its
// mailbox, its monitors, and tpb::SystemModel feeding the scoreboard (tb/common). One run()
// is one simulation: reset, load, the stream, the end-of-run memory compare.
//
// A transaction's path: StreamSource offers word i from the stimulus window (drivers.hpp: the
// words from the oldest unretired one to the one offered, so a .bin streams through a bounded
// buffer); when the core retires it (rec_valid_o && rec_ready_o, in order) the window lets it
// go, and the model steps the same stimulus word (SystemModel::step), the
// record is compared at once and the model's DVE, mover (with its byte writes) and custom-op
// outputs join their channel's queue; the engines' ports then show their outputs, in order,
// and each is matched against the head of its queue. With --rtl-only the model is not built
// and the queues keep only the word indices the retired routes promise.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "coverage.hpp"
#include "options.hpp"
#include "tpb/decoder.hpp"

namespace tpb::lockstep {

constexpr unsigned kNumRoutes = 5;  // NONE, CROSS, DVE, SB2SB, CUSTOM

/// One simulation: which cycles to trace, and when to stop.
struct RunSpec {
  std::string trace_path;            // empty: no trace
  uint64_t trace_from = 0;           // first cycle dumped (reset cycles count from 0)
  uint64_t stop_after = UINT64_MAX;  // last cycle simulated
  bool report = true;                // print the mismatch report and progress
};

struct Stats {
  uint64_t words = 0;
  uint64_t cycles = 0;  // after the loads, up to and including the last retirement
  uint64_t accepted = 0, rejected = 0;
  std::array<uint64_t, 256> by_err{};
  std::array<uint64_t, kNumRoutes> by_route{};
  uint64_t first_in_cycle = 0, first_ret_cycle = 0;
  uint64_t stalls = 0;   // cycles a record waited for its port (rec_valid && !rec_ready)
  uint64_t bubbles = 0;  // cycles between the first and last retirement with no record
  uint64_t dve_records = 0;
  std::array<uint64_t, 256> dve_by_err{};
  uint64_t mv_done = 0, mv_copied = 0, mv_refused = 0, mv_bytes = 0, mv_writes = 0;
  std::array<uint64_t, 256> mv_by_err{};
  uint64_t cop_done = 0, cop_ok = 0;
  std::array<uint64_t, 256> cop_by_err{};
  uint64_t cop_doorbells = 0, cop_chain_reads = 0, cop_dma_reads = 0, cop_dma_writes = 0, cop_cycles = 0;
  // Memory writes made for an instruction that was then refused (must stay 0): SBUF writes the
  // mover's monitor shows during a 0xBF that completes with an error, DMA writes the cluster
  // makes while serving a chain that completes with an error.
  uint64_t rejected_writes = 0;
  uint64_t load_cycles = 0, readback_cycles = 0;
  double load_seconds = 0, seconds = 0;
  bool sbuf_compared = false, hbm_compared = false;
};

struct RunResult {
  Stats stats;
  tb::Coverage coverage;  // what the compared items exercised (--json)
  bool failed = false;
  uint64_t fail_cycle = 0;  // absolute cycle (reset included)
  ErrorStatus rtl_status, model_status;
};

/// Runs the stimulus of `in` under `o` (argc/argv: Verilator's +arguments).
RunResult run(const Options& o, const Inputs& in, const RunSpec& spec, int argc, char** argv);

/// The readable summary (--quiet: nothing) and the JSON summary (--json).
void print_summary(const Options& o, const Inputs& in, const RunResult& res);
void write_json(const std::string& path, const Options& o, const Inputs& in, const RunResult& res, bool pass);

}  // namespace tpb::lockstep
