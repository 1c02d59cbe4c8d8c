// The lockstep's readable summary and its JSON twin (docs/robustness.md lists the keys).
#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <fstream>

#include "env.hpp"
#include "params.hpp"
#include "rows.hpp"
#include "summary.hpp"

namespace tpb::lockstep {

namespace {
/// "NAME n, NAME n" of the nonzero codes (from code `from`).
std::string tally_text(const std::array<uint64_t, 256>& a, unsigned from) {
  std::string s;
  for (unsigned e = from; e < a.size(); ++e)
    if (a[e]) s += fmt::format("{}{} {}", s.empty() ? "" : ", ", err_name(static_cast<Err>(e)), a[e]);
  return s.empty() ? "-" : s;
}
std::string status_text(const ErrorStatus& s) {
  return fmt::format("{}{}, sticky {}", s.any ? fmt::format("first #{} ", s.first_index) : "no error",
                     s.any ? tb::err_text(s.first_code) : "", sticky_names(s.sticky));
}
}  // namespace

void print_summary(const Options& o, const Inputs& in, const RunResult& res) {
  if (o.quiet) return;
  const Stats& st = res.stats;
  fmt::print("lockstep summary: {}{}\n", in.source, o.rtl_only ? " (RTL only, no model)" : "");
  fmt::print("  system         gen{}, SBUF 2 x {}x{}, port {} B, mailbox {} words\n", kGen, kPartitions,
             kBytesPerPartition, kPortBytes, kMailboxWords);
  fmt::print("  back-pressure  p={} seed {}{}{}\n", o.bp, o.bp_seed, o.idle > 0 ? fmt::format(", idle p={}", o.idle) : "",
             o.clear > 0 ? fmt::format(", clear p={}", o.clear) : "");
  fmt::print("  words          {}\n", st.words);
  fmt::print("  cycles         {}  (stream start to last retirement; first word in at {}, out at {})\n", st.cycles,
             st.first_in_cycle, st.first_ret_cycle);
  fmt::print("  words/cycle    {:.6f}  (limit 1.0)\n", st.cycles ? double(st.words) / double(st.cycles) : 0.0);
  fmt::print("  port stalls    {} cycles (a record waiting for its port or engine), decoder bubbles {}\n", st.stalls,
             st.bubbles);
  fmt::print("  accepted       {}\n", st.accepted);
  fmt::print("  rejected       {}\n", st.rejected);
  std::string routes;
  for (unsigned r = 0; r < kNumRoutes; ++r)
    routes += fmt::format("{}{} {}", r ? ", " : "", route_name(static_cast<Route>(r)), st.by_route[r]);
  fmt::print("  routes         {}\n", routes);
  fmt::print("  errors         {}\n", tally_text(st.by_err, 1));
  fmt::print("  status (RTL)   {}\n", status_text(res.rtl_status));
  if (!o.rtl_only) fmt::print("  status (model) {}\n", status_text(res.model_status));
  fmt::print("  dve records    {}  (set '{}' gen{}; {})\n", st.dve_records, in.dve_set.name, in.dve_set.geo.gen,
             tally_text(st.dve_by_err, 0));
  fmt::print("  sb2sb          {} executed: {} copied, {} refused; {} legal patterns inserted, issue core {}\n",
             st.mv_done, st.mv_copied, st.mv_refused, in.legal_sb2sb, o.issue_core);
  fmt::print("  sb2sb bytes    {}\n", st.mv_bytes);
  fmt::print("  sb2sb errors   {}\n", tally_text(st.mv_by_err, 1));
  fmt::print("  custom ops     {} completions: {} ran, {} refused; {} legal chains inserted, mailbox {} words\n",
             st.cop_done, st.cop_ok, st.cop_done - st.cop_ok, in.legal_chains, kMailboxWords);
  fmt::print("  custom errors  {}\n", tally_text(st.cop_by_err, 1));
  fmt::print("  cluster port   {} doorbells served in {} cycles: {} chain words read, {} SBUF rows read, {} written (DMA port)\n",
             st.cop_doorbells, st.cop_cycles, st.cop_chain_reads, st.cop_dma_reads, st.cop_dma_writes);
  fmt::print("  rejected writes {}  (memory writes of refused 0xBF / custom ops; must be 0)\n", st.rejected_writes);
  fmt::print("  hbm final      {}  ({} KiB, served cluster against the reference)\n",
             o.rtl_only ? "not compared" : st.hbm_compared ? "equal" : "NOT COMPARED", kHbmBytes / 1024);
  fmt::print("  sbuf final     {}  (2 x {}x{}, host port; tables + SBUF load {} cycles {:.2f} s, read-back {} cycles)\n",
             o.rtl_only ? "not compared" : st.sbuf_compared ? "equal" : "NOT COMPARED", kPartitions,
             kBytesPerPartition, st.load_cycles, st.load_seconds, st.readback_cycles);
  fmt::print("  mismatches     {}\n", o.rtl_only ? std::string("- (not compared)") : std::string("0"));
  fmt::print("  wall time      {:.3f} s  (stream {:.3f} s)\n", st.seconds, in.stream_seconds);
  fmt::print("  words/s        {:.0f}\n", st.seconds > 0 ? static_cast<double>(st.words) / st.seconds : 0.0);
  fmt::print("  cycles/s       {:.0f}\n", st.seconds > 0 ? static_cast<double>(st.cycles) / st.seconds : 0.0);
  if (!o.trace.empty()) fmt::print("  trace          {}\n", o.trace);
}

void write_json(const std::string& path, const Options& o, const Inputs& in, const RunResult& res, bool pass) {
  using nlohmann::json;
  const Stats& st = res.stats;
  auto tally = [](const std::array<uint64_t, 256>& a, bool with_ok) {
    return tpb::tb::err_tally<json>(a.data(), a.size(), with_ok);
  };
  json j;
  j["tool"] = "tpb_lockstep";
  j["gen"] = kGen;
  j["seed"] = o.stream.seed;
#if defined(TPB_MUTSEL_WIDTH)
  j["mutant"] = o.mutant;
#endif
  j["source"] = in.source;
  j["words"] = st.words;
  j["cycles"] = st.cycles;
  j["seconds"] = st.seconds;
  j["mismatches"] = (pass || o.rtl_only) ? 0 : 1;
  j["result"] = pass ? (o.rtl_only ? "DONE" : "PASS") : "FAIL";
  j["compared"] = !o.rtl_only;
  j["decoder_errors"] = tally(st.by_err, false);
  j["decoder_accepted"] = st.accepted;
  j["dve_gen"] = in.dve_set.geo.gen;
  j["dve_records"] = tally(st.dve_by_err, true);
  j["mover_completions"] = tally(st.mv_by_err, true);
  j["mover_bytes"] = st.mv_bytes;
  j["mover_writes"] = st.mv_writes;
  j["cluster_completions"] = tally(st.cop_by_err, true);
  j["cluster_doorbells"] = st.cop_doorbells;
  j["cluster_dma_writes"] = st.cop_dma_writes;
  j["rejected_writes"] = st.rejected_writes;
  j["sbuf_equal"] = st.sbuf_compared;
  j["hbm_equal"] = st.hbm_compared;
  if (!o.rtl_only) j["coverage"] = res.coverage.to_json();
  tpb::tb::write_summary(path, "tpb_lockstep", j);
}

}  // namespace tpb::lockstep
