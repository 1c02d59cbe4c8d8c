#include "options.hpp"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <chrono>
#include <filesystem>
#include <stdexcept>

#include "params.hpp"
#include "tpb/gen.hpp"
#include "tpb/io.hpp"
#include "tpb/mover.hpp"
#include "tpb/stream.hpp"

// TB_SOURCE_DIR is this file's alone (tb/lockstep/CMakeLists.txt): a define of the clone's path
// on every harness source made each clone compile them all again instead of finding them in
// the compiler cache.
#if !defined(TB_SOURCE_DIR)
#error "TB_SOURCE_DIR comes from tb/lockstep/CMakeLists.txt (options.cpp's compile definitions)"
#endif

namespace tpb::lockstep {
namespace {
#define TPB_STR2(x) #x
#define TPB_STR(x) TPB_STR2(x)
/// The default DVE set: the fixture set of this generation.
constexpr const char* kDefaultDveSet = TB_SOURCE_DIR "/tests/fixtures/dve/gen" TPB_STR(TPB_SYS_Gen) "/dve_info.json";
#undef TPB_STR
#undef TPB_STR2
}  // namespace

std::optional<int> parse_options(int argc, char** argv, Options& o) {
  // Verilator's own +verilator+ arguments go to the context (tb/common/dut.hpp); CLI11 sees the rest.
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || argv[i][0] != '+') args.push_back(argv[i]);

  o.dve_set = kDefaultDveSet;
  CLI::App app{fmt::format("tpb_lockstep: RTL tpb_system (gen{}) and the C++ model in lockstep, channel by channel", kGen)};
  cli::add_stream_options(&app, o.stream, true);
  app.add_option("--bp-seed", o.bp_seed, "back-pressure PRNG seed");
  app.add_option("--bp", o.bp, "probability that a port is not ready in a cycle")->check(CLI::Range(0.0, 0.99));
  app.add_option("--idle", o.idle, "probability that the source offers no word in a cycle")
      ->check(CLI::Range(0.0, 0.99));
  app.add_option("--clear", o.clear, "probability that clear_i is high in a cycle (status cleared in RTL and model)")
      ->check(CLI::Range(0.0, 1.0));
  app.add_option("--trace", o.trace, "write a full FST trace to this file");
  app.add_option("--trace-window", o.trace_window, "cycles traced before a mismatch");
  app.add_option("--mismatch-fst", o.mismatch_fst, "where the FST window around a mismatch goes (empty: no re-run, no window)");
  app.add_option("--progress", o.progress, "progress line on stderr every N words");
  app.add_flag("--rtl-only", o.rtl_only,
               "simulate the RTL without the model (the same environment, scoreboard comparing nothing)");
  app.add_flag("-q,--quiet", o.quiet, "print only the summary's verdict line");
  app.add_option("--json", o.json, "also write the summary as JSON to this file (docs/robustness.md)");
  app.add_option("--dve-set", o.dve_set, "DVE table set file (dve_info.json) loaded into the sequencer")
      ->capture_default_str();
  app.add_option("--dve-name", o.dve_name, "DVE table set name")->capture_default_str();
  app.add_option("--dve-entry", o.dve_entries,
                 "SLOT=VALUE: write opcode_table[SLOT] = VALUE over the loaded set in RTL and model alike, "
                 "without the loader's checks (reaches DVE_FAST_RANGE / DVE_SLOW_RANGE at run time); repeatable")
      ->type_name("SLOT=VALUE");
  app.add_option("--issue-core", o.issue_core, "core that executes the 0xBF words and custom ops (0 or 1)")
      ->check(CLI::Range(0, 1));
  app.add_option("--handover-fault", o.handover_fault,
                 "every N-th chain handed to the cluster is handed wrongly on both sides (without its last "
                 "payload, or with its header replaced by a payload): CL_CHAIN_LENGTH, CL_CHAIN_SHAPE; 0 off")
      ->capture_default_str();
  auto* mut_opt = app.add_option("--mutant", o.mutant,
                                 "mutation builds only (scripts/mutation.py): the mutant the netlist's mutsel "
                                 "input selects, 0 = the original design");
  auto* g = app.add_option_group("harness tests", "deliberate model-side differences; each must fail the run");
  g->add_option("--inject-model-bug", o.inject, "corrupt the model's record of word K");
  g->add_option("--inject-dve-bug", o.inject_dve, "corrupt the model's K-th DVE control record");
  g->add_option("--inject-sb2sb-bug", o.inject_sb2sb, "corrupt the model's K-th mover completion record");
  g->add_option("--inject-sb2sb-write", o.inject_write, "corrupt one expected SBUF byte of the model's K-th writing 0xBF");
  g->add_option("--inject-cop-bug", o.inject_cop, "corrupt the model's K-th custom-op completion record");
  g->add_option("--inject-status-bug", o.inject_status, "corrupt the model's error status at its K-th compare");
  g->add_flag("--inject-sbuf-bug", o.inject_sbuf, "corrupt one byte of the model's final SBUF");
  g->add_flag("--inject-hbm-bug", o.inject_hbm, "corrupt one byte of the reference HBM at the end");
  try {
    app.parse(static_cast<int>(args.size()), args.data());
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
#if defined(TPB_MUTSEL_WIDTH)
  (void)mut_opt;
  if (o.mutant >= (uint64_t{1} << TPB_MUTSEL_WIDTH)) {
    fmt::print(stderr, "tpb_lockstep: --mutant {} does not fit the {}-bit mutation select of this build\n", o.mutant,
               TPB_MUTSEL_WIDTH);
    return 2;
  }
#else
  if (mut_opt->count() > 0) {
    fmt::print(stderr, "tpb_lockstep: --mutant: this build has no mutation-select input (only the mutation "
                       "netlist's build, tpb_lockstep_mut of scripts/mutation.py, has one)\n");
    return 2;
  }
#endif
  if (o.rtl_only && o.injects()) {
    fmt::print(stderr, "tpb_lockstep: the --inject-* options need the model (drop --rtl-only)\n");
    return 2;
  }
  return std::nullopt;
}

namespace {

uint64_t parse_number(const std::string& text, const std::string& what) {
  uint64_t v = 0;  // decimal or 0x hex, as the kit's other options (a leading 0 is not octal)
  if (!parse_u64(text, &v))
    throw std::invalid_argument(fmt::format("--dve-entry: {} '{}' is not a number", what, text));
  return v;
}

}  // namespace

void apply_dve_entry(dve::TableSet& set, const std::string& spec) {
  const size_t eq = spec.find('=');
  if (eq == std::string::npos)
    throw std::invalid_argument(fmt::format("--dve-entry '{}': expected SLOT=VALUE", spec));
  const uint64_t slot = parse_number(spec.substr(0, eq), "slot");
  const uint64_t value = parse_number(spec.substr(eq + 1), "value");
  if (slot > 255) throw std::invalid_argument(fmt::format("--dve-entry '{}': slot {} is past 255", spec, slot));
  const unsigned bits = 8 * set.geo.entry_bytes;
  if (bits < 64 && (value >> bits) != 0)
    throw std::invalid_argument(fmt::format("--dve-entry '{}': value does not fit the set's {}-byte entry", spec,
                                            set.geo.entry_bytes));
  set.set_entry(static_cast<unsigned>(slot), value);
}

Inputs make_inputs(const Options& o) {
  Inputs in;
  // The checked-stream recipe (tpb/stream.hpp), shared with `tpb gen` and `tpb fpga check`, so
  // a saved stream replays this run.
  const auto g0 = std::chrono::steady_clock::now();
  MoverConfig mover;
  mover.geometry = kSbuf;
  mover.cores_per_lnc = kCoresPerLnc;
  mover.issue_core = o.issue_core;
  // the stream uses the RTL build's generation's opcodes
  const StreamRecipe rc = cli::make_recipe(o.stream, kGen, mover, true, kHbmBytes);
  std::error_code ec;
  if (!rc.bin.empty() && std::filesystem::is_regular_file(rc.bin, ec)) {
    // Opening it checks what build_checked_stream would (the same messages); its size gives
    // the length and the mutated words' count without reading a word. (Anything else, a pipe,
    // is opened once only, below.)
    CheckedStreamReader probe(rc);
    if (const std::optional<uint64_t> n = probe.size()) {
      if (*n == 0) throw std::invalid_argument("the stream is empty");
      in.streamed = rc;
      in.count = *n;
      in.source = checked_bin_source(rc, *n);
    }
  }
  if (!in.streamed) {
    CheckedStream cs = build_checked_stream(rc);
    in.words = std::move(cs.words);
    in.count = in.words.size();
    in.source = std::move(cs.source);
    in.legal_sb2sb = cs.legal_sb2sb;
    in.legal_chains = cs.legal_chains;
  }
  in.stream_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - g0).count();
  if (o.inject && *o.inject >= in.count)
    throw std::runtime_error(fmt::format("--inject-model-bug {} is past the stream ({} words)", *o.inject, in.count));

  try {
    in.dve_set = dve::load_set(o.dve_set, o.dve_name);
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("DVE set: ") + e.what());
  }
  for (const std::string& e : o.dve_entries) apply_dve_entry(in.dve_set, e);
  // Does the set fit this build's tables? (The model takes any set of its generation.)
  const std::string why =
      dve::misfit(in.dve_set, {kGen, kFastRows, kSlowRows, kFastWords, kSlowWords, kDpWords}, "this RTL build");
  if (!why.empty()) throw std::runtime_error(why + " (" + o.dve_set + ")");
  return in;
}

}  // namespace tpb::lockstep
