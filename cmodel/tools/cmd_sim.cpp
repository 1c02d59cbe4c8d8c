// tpb sim: a whole stream through the whole model (tpb::SystemModel): the decoder, the DVE
// sequencer, the SB2SB mover with both SBUFs, and the custom-op mailbox with the cluster, in
// stream order, as rtl/top/tpb_system.sv runs it. The model-only way to test software that
// mixes DVE words, 0xBF copies and custom ops.
//
//   tpb sim STREAM.bin [--gen N] [--registry REG.json] [--dve-set dve_info.json [--dve-name NAME]]
//           [--geometry sim|fpga|real] [--issue-core C] [--cores-per-lnc N] [--mailbox-words N] [--hbm-bytes N]
//           [--sbuf0-init F] [--sbuf1-init F] [--hbm-init F]
//           [--sbuf0-out F] [--sbuf1-out F] [--hbm-out F] [--json] [--quiet]
//
// Prints one line (or JSON object) per engine output: DVE control records, mover completions,
// custom-op completions; then a summary on stderr. Without --registry the built-in kernels
// are registered in `tpb cluster kernels` order (sort_u8 = FunctionId 0).
// Exit status: 0 every word accepted and every engine output OK; 1 some error (decoder or
// engine); 2 usage, I/O or format error.
#include <fmt/core.h>

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "commands.hpp"
#include "memory_files.hpp"
#include "tpb/io.hpp"
#include "tpb/system.hpp"

namespace tpb::cli {

namespace {

struct SimOptions {
  CLI::App* cmd = nullptr;
  std::string bin, reg, dve_set, dve_name = "default", geometry = "sim", deployment = "builtin";
  std::string sbuf_init[2], sbuf_out[2], hbm_init, hbm_out;
  unsigned issue_core = 0;
  unsigned cores_per_lnc = 2;  // arch+0x1A4 (S000 §5): anything but 2 refuses every 0xBF
  unsigned gen = 0;  // 0: the DVE set's generation, else kDefaultGen
  unsigned mailbox_words = kMaxChainWords;
  uint64_t hbm_bytes = uint64_t{1} << 20;
  bool json = false, quiet = false;
};

/// One engine output as the JSON object `tpb sim --json` prints.
nlohmann::ordered_json json_of(const StepOutput& out) {
  nlohmann::ordered_json j;
  for (const auto& [key, value] : out.fields)
    std::visit(
        [&j, key](const auto& v) {
          if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::monostate>)
            j[key] = nullptr;
          else
            j[key] = v;
        },
        value);
  return j;
}

SimOptions& opts() {
  static SimOptions o;
  return o;
}

int cmd_sim(const SimOptions& o) {
  // The stream a buffer at a time (WordReader), opened first so that its errors come before
  // the other inputs' as they did; SystemModel::step keeps its state (an open chain in the
  // mailbox, at most MailboxWords words) from word to word, across buffers.
  WordReader rd(o.bin);
  const FunctionRegistry reg = o.reg.empty() ? deployment_registry(o.deployment) : FunctionRegistry::load(o.reg);
  std::optional<dve::TableSet> set;
  if (!o.dve_set.empty()) set = dve::load_set(o.dve_set, o.dve_name);
  SystemConfig cfg;
  // One generation for the whole system: --gen, else the DVE set's, else the default. A
  // DVE set of another generation than --gen is refused (SystemModel says which).
  cfg.gen = o.gen ? o.gen : set ? set->geo.gen : kDefaultGen;
  if (set && set->geo.gen != cfg.gen)
    throw std::runtime_error(fmt::format("--gen {} but the DVE set '{}' of {} is gen{}: the system has one generation",
                                         cfg.gen, o.dve_name, o.dve_set, set->geo.gen));
  const std::optional<SbufGeometry> g = sbuf_geometry_from_name(o.geometry);
  if (!g) throw std::runtime_error("unknown SBUF geometry '" + o.geometry + "' (sim, fpga or real)");
  cfg.sbuf = *g;
  cfg.issue_core = o.issue_core;
  cfg.cores_per_lnc = o.cores_per_lnc;
  cfg.mailbox_words = o.mailbox_words;
  cfg.hbm_bytes = o.hbm_bytes;
  cfg.cluster.deployment = o.deployment;
  SystemModel sys(cfg, set ? &*set : nullptr, reg);
  for (unsigned c = 0; c < 2; ++c)
    if (!o.sbuf_init[c].empty()) load_into(sys.sbuf(c).bytes(), o.sbuf_init[c], "SBUF");
  if (!o.hbm_init.empty()) load_into(sys.hbm().bytes(), o.hbm_init, "HBM");

  size_t rejected = 0, dve_n = 0, dve_bad = 0, mv_n = 0, mv_bad = 0, co_n = 0, co_bad = 0;
  uint64_t mv_bytes = 0;
  // One word's engine outputs, printed as they come: only the counters outlive the word.
  auto emit = [&](const SystemStep& s) {
    rejected += s.record.err != Err::OK;
    if (o.json && !o.quiet)
      for (const StepOutput& out : step_outputs(s, reg)) fmt::print("{}\n", json_of(out).dump());
    if (s.dve) {
      ++dve_n;
      dve_bad += s.dve->err != Err::OK;
      if (!o.quiet && !o.json)
        fmt::print("dve    #{} opcode {:#04x} entry {:#x} fast {} slow {}{} {}\n", s.dve->index, s.dve->opcode,
                   s.dve->entry, s.dve->fast_row, s.dve->slow_row, s.dve->slow_fetched ? " (fetched)" : "",
                   err_name(s.dve->err));
    }
    if (s.mover) {
      ++mv_n;
      mv_bad += s.mover->err != Err::OK;
      mv_bytes += s.mover->bytes_written;
      if (!o.quiet && !o.json)
        fmt::print("sb2sb  #{} {} bytes {}\n", s.mover->index, s.mover->bytes_written, err_name(s.mover->err));
    }
    if (s.custom) {
      const Completion& c = *s.custom;
      ++co_n;
      co_bad += !c.ok();
      if (!o.quiet && !o.json) {
        const FunctionRegistry::Entry* e = reg.find(c.function_id);
        fmt::print("custom #{} fn {} {} cpu {} in {} B out {} B {}\n", c.word_index, c.function_id,
                   e ? e->function : "-", c.cpu == xtensa::kNoCpu ? std::string("-") : std::to_string(c.cpu),
                   c.bytes_in, c.bytes_out, err_name(c.err));
      }
    }
  };
  std::vector<Word> buf(rd.buffer_words());
  while (const size_t n = rd.read(buf)) {
    const bool end = rd.done();
    for (size_t i = 0; i < n; ++i) emit(sys.step(buf[i], end && i + 1 == n));
  }
  for (unsigned c = 0; c < 2; ++c)
    if (!o.sbuf_out[c].empty()) write_bytes(o.sbuf_out[c], sys.sbuf(c).bytes());
  if (!o.hbm_out.empty()) write_bytes(o.hbm_out, sys.hbm().bytes());
  fmt::print(stderr,
             "tpb sim: {} words ({} rejected by the decoder); dve {} records ({} with an error); sb2sb {} ({} refused, "
             "{} bytes); custom ops {} ({} refused)\n",
             rd.count(), rejected, dve_n, dve_bad, mv_n, mv_bad, mv_bytes, co_n, co_bad);
  return (rejected || dve_bad || mv_bad || co_bad) ? 1 : 0;
}

}  // namespace

CLI::App* add_sim_command(CLI::App& app) {
  SimOptions& o = opts();
  CLI::App* c = app.add_subcommand("sim", "run a stream through the whole model: decoder, DVE, mover, custom ops");
  o.cmd = c;
  c->add_option("stream", o.bin, "stream .bin (64-byte words)")->required();
  c->add_option("--gen", o.gen, "generation 2, 3 or 4 (default: the DVE set's, else 3); 0xBE, 0xD8, 0xBF from gen3 on")
      ->check(CLI::Range(kMinGen, kMaxGen));
  auto* reg = c->add_option("--registry", o.reg, "FunctionId registry JSON (default: the deployment's)");
  c->add_option("--deployment", o.deployment,
                "the cluster's functions: builtin, or faults (the built-ins and the fault library: every CL_* code; "
                "docs/cluster.md \"Deployment\")")
      ->check(CLI::IsMember(deployment_names()))
      ->excludes(reg)
      ->capture_default_str();
  c->add_option("--dve-set", o.dve_set, "DVE table set (dve_info.json); without it DVE words get no control record");
  c->add_option("--dve-name", o.dve_name, "DVE table set name")->capture_default_str();
  c->add_option("--geometry", o.geometry, "SBUF geometry of both cores: sim, fpga or real")->capture_default_str();
  c->add_option("--issue-core", o.issue_core, "core that executes 0xBF and custom ops")->check(CLI::Range(0, 1));
  c->add_option("--cores-per-lnc", o.cores_per_lnc,
                "cores per LNC (arch+0x1A4); the 0xBF mover needs 2 (S000 §5 LNC2 gate), any other value "
                "refuses every 0xBF with SB2SB_NOT_LNC2")
      ->capture_default_str()
      ->check(CLI::Range(1, 64));
  c->add_option("--mailbox-words", o.mailbox_words, "custom-op mailbox depth in words")->check(CLI::Range(1, 257));
  c->add_option("--hbm-bytes", o.hbm_bytes, "HBM size")->check(CLI::Range(uint64_t{1}, uint64_t{1} << 26));
  c->add_option("--sbuf0-init", o.sbuf_init[0], "raw SBUF contents of core 0, partition-major");
  c->add_option("--sbuf1-init", o.sbuf_init[1], "raw SBUF contents of core 1");
  c->add_option("--hbm-init", o.hbm_init, "raw HBM contents from address 0");
  c->add_option("--sbuf0-out", o.sbuf_out[0], "write core 0's final SBUF here");
  c->add_option("--sbuf1-out", o.sbuf_out[1], "write core 1's final SBUF here");
  c->add_option("--hbm-out", o.hbm_out, "write the final HBM here");
  c->add_flag("--json", o.json, "one JSON object per engine output, per line");
  c->add_flag("-q,--quiet", o.quiet, "only the summary");
  return c;
}

int run_sim_command() { return cmd_sim(opts()); }

}  // namespace tpb::cli
