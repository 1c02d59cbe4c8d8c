// The checked-stream options (tpb/stream.hpp) on a command line, for the programs that run
// a stream against the model: tpb_lockstep and `tpb fpga check` (the same flags, so a run of
// one replays on the other). Header-only, CLI11; not installed.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/gen.hpp"
#include "tpb/stream.hpp"

namespace tpb::cli {

struct StreamArgs {
  uint64_t seed = 1;
  size_t count = 1000;
  double bad_ratio = 0.0;
  unsigned max_args = 4;
  unsigned min_args = 0;
  bool no_dve = false;
  std::vector<std::string> classes;
  double mutate = 0.0;
  std::string bin;
  double sb2sb_legal = 0.5;
  double custom_legal = 0.5;
  std::string deployment = "builtin";
};

/// --seed --count --bad-ratio --max-args --min-args --no-dve --classes --mutate --bin --sb2sb-legal and,
/// with `custom`, --custom-legal and --deployment.
inline void add_stream_options(CLI::App* app, StreamArgs& a, bool custom) {
  app->add_option("--seed", a.seed, "generator seed (also seeds --mutate and the memories)");
  app->add_option("--count", a.count, "words to generate");
  app->add_option("--bad-ratio", a.bad_ratio, "share of malformed generator items")->check(CLI::Range(0.0, 1.0));
  app->add_option("--max-args", a.max_args, "custom-op inputs per chain, at most")->check(CLI::Range(0, 255));
  app->add_option("--min-args", a.min_args, "custom-op inputs per chain, at least (at most --max-args)")
      ->check(CLI::Range(0, 255));
  app->add_flag("--no-dve", a.no_dve, "generate no DVE opcodes");
  app->add_option("--classes", a.classes, "malformed classes the generator uses (default: all)")->delimiter(',');
  app->add_option("--mutate", a.mutate, "share of words with 1..3 random bytes changed after generation or reading")
      ->check(CLI::Range(0.0, 1.0));
  app->add_option("--bin", a.bin, "read the stream from a .bin file instead of generating one")
      ->check(CLI::ExistingFile);
  app->add_option("--sb2sb-legal", a.sb2sb_legal,
                  "share of the generated 0xBF words replaced by legal mover patterns (the rest stay random)")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  if (custom)
    app->add_option("--custom-legal", a.custom_legal,
                    "share of the generated custom-op chains replaced by legal built-in kernel chains")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
  if (custom)
    app->add_option("--deployment", a.deployment,
                    "the cluster's functions (builtin; faults: the built-ins and the fault library, every CL_* "
                    "code) that the legal chains name and the cluster serves")
        ->check(CLI::IsMember(deployment_names()))
        ->capture_default_str();
}

/// The recipe of these options for a system of generation `gen` (its opcodes) whose mover
/// legal patterns fit `mover`. Throws std::invalid_argument for an unknown malformed class.
inline StreamRecipe make_recipe(const StreamArgs& a, unsigned gen, const MoverConfig& mover, bool custom,
                                uint64_t hbm_bytes) {
  StreamRecipe rc;
  rc.bin = a.bin;
  rc.gen.seed = a.seed;
  rc.gen.count = a.count;
  rc.gen.bad_ratio = a.bad_ratio;
  rc.gen.max_args = a.max_args;
  rc.gen.min_args = a.min_args;
  rc.gen.dve = !a.no_dve;
  rc.gen.gen = gen;
  for (const auto& c : a.classes) {
    auto bc = bad_class_from_name(c);
    if (!bc) throw std::invalid_argument("unknown malformed class '" + c + "'");
    rc.gen.classes.push_back(*bc);
  }
  rc.sb2sb_legal = a.sb2sb_legal;
  rc.mover = mover;
  rc.custom_legal = custom ? a.custom_legal : 0.0;
  rc.deployment = a.deployment;
  rc.hbm_bytes = hbm_bytes;
  rc.mutate = a.mutate;
  return rc;
}

}  // namespace tpb::cli
