// tpb world run: R ranks of LNC2 pairs (tpb::World, docs/world.md), each core running its own
// stream through tpb::SystemModel, the cross-engine words executed across ranks.
//
//   tpb world run --module M.json RANK0 RANK1 ... [--gen N] [--geometry sim|fpga|real]
//                 [--hbm-bytes N] [--registry REG.json] [--order 2,0,1]
//                 [--sbuf-init R.C=F]... [--hbm-init R=F]... [--sbuf-out R.C=F]... [--hbm-out R=F]...
//                 [--json] [--quiet]
//
// RANKr is core 0's stream of rank r, or `C0.bin,C1.bin` for both cores (either side may be
// empty: `,c1.bin`). Prints one line (or JSON object) per retired cross-engine word, in
// (rank, core, word) order, then the registers the rank-id words wrote; a summary and, when
// no core can continue, the deadlock report go to stderr.
// Exit status: 0 every word accepted, every stream finished, every message received;
// 1 something refused, a deadlock or an unreceived message; 2 usage, I/O or module error.
//
//   tpb world gen --ranks N [--cores 1|2] [--mix allreduce,sendrecv,...] [--steps N] [--seed S]
//                 [--dtypes fp32,i32] [--tile-partitions P] [--tile-elems E] [--fixed-size] [--cycle]
//                 [--geometry sim|fpga|real] -o DIR
//
// Writes a seeded SPMD program (world_gen.hpp): DIR/module.json, DIR/rNN.bin (core 0 of rank
// NN, zero-padded so that DIR/r*.bin lists the ranks in order), DIR/c1/rNN.bin (core 1, with
// --cores 2), DIR/init/rNN.cC.sbuf (the SBUF contents the tiles start from) and DIR/run.args
// (the `tpb world run` arguments that use them all, one per line).
#include <fmt/core.h>
#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.hpp"
#include "memory_files.hpp"
#include "tpb/io.hpp"
#include "tpb/world.hpp"
#include "tpb/world_gen.hpp"

namespace tpb::cli {

namespace {

struct WorldOptions {
  CLI::App* cmd = nullptr;
  CLI::App* run = nullptr;
  std::string module, reg, geometry = "sim", order;
  std::vector<std::string> ranks, sbuf_init, hbm_init, sbuf_out, hbm_out;
  unsigned gen = kDefaultGen;
  uint64_t hbm_bytes = uint64_t{1} << 20;
  bool json = false, quiet = false;
  // tpb world gen
  CLI::App* gen_cmd = nullptr;
  WorldGenOptions gen_opt;
  std::vector<std::string> mix, dtypes;
  std::string gen_geometry = "sim", out;
};

WorldOptions& opts() {
  static WorldOptions o;
  return o;
}

unsigned parse_index(const std::string& s, unsigned limit, const std::string& what) {
  size_t used = 0;
  unsigned long v = 0;
  try {
    v = std::stoul(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != s.size() || v >= limit)
    throw std::runtime_error(fmt::format("{}: '{}' is not a number below {}", what, s, limit));
  return static_cast<unsigned>(v);
}

/// "R.C=FILE" (with_core) or "R=FILE": the rank, the core and the file.
struct MemArg {
  unsigned rank = 0, core = 0;
  std::string path;
};
MemArg parse_mem(const std::string& arg, bool with_core, unsigned ranks, const char* opt) {
  const size_t eq = arg.find('=');
  if (eq == std::string::npos || eq + 1 == arg.size())
    throw std::runtime_error(fmt::format("{} '{}': expected {}=FILE", opt, arg, with_core ? "RANK.CORE" : "RANK"));
  const std::string who = arg.substr(0, eq);
  MemArg m;
  m.path = arg.substr(eq + 1);
  if (with_core) {
    const size_t dot = who.find('.');
    if (dot == std::string::npos) throw std::runtime_error(fmt::format("{} '{}': expected RANK.CORE=FILE", opt, arg));
    m.rank = parse_index(who.substr(0, dot), ranks, std::string(opt) + " rank");
    m.core = parse_index(who.substr(dot + 1), 2, std::string(opt) + " core");
  } else {
    m.rank = parse_index(who, ranks, std::string(opt) + " rank");
  }
  return m;
}

int cmd_world_run(const WorldOptions& o) {
  Module module = load_module(o.module);
  const unsigned R = static_cast<unsigned>(o.ranks.size());
  std::vector<std::array<std::vector<Word>, 2>> streams(R);
  for (unsigned r = 0; r < R; ++r) {
    const std::string& a = o.ranks[r];
    const size_t comma = a.find(',');
    const std::string files[2] = {a.substr(0, comma), comma == std::string::npos ? "" : a.substr(comma + 1)};
    for (unsigned c = 0; c < 2; ++c)
      if (!files[c].empty()) streams[r][c] = read_words(files[c]);
  }
  const FunctionRegistry reg = o.reg.empty() ? builtin_registry() : FunctionRegistry::load(o.reg);
  WorldConfig cfg;
  cfg.system.gen = o.gen;
  const std::optional<SbufGeometry> g = sbuf_geometry_from_name(o.geometry);
  if (!g) throw std::runtime_error("unknown SBUF geometry '" + o.geometry + "' (sim, fpga or real)");
  cfg.system.sbuf = *g;
  cfg.system.hbm_bytes = o.hbm_bytes;
  if (!o.order.empty()) {
    size_t start = 0;
    for (;;) {
      const size_t comma = o.order.find(',', start);
      cfg.order.push_back(parse_index(o.order.substr(start, comma - start), R, "--order"));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  World world(std::move(module), std::move(streams), cfg, reg);
  for (const std::string& a : o.sbuf_init) {
    const MemArg m = parse_mem(a, true, R, "--sbuf-init");
    load_into(world.sbuf(m.rank, m.core).bytes(), m.path, "SBUF");
  }
  for (const std::string& a : o.hbm_init) {
    const MemArg m = parse_mem(a, false, R, "--hbm-init");
    load_into(world.hbm(m.rank).bytes(), m.path, "HBM");
  }
  // The output options are checked before the run, so a typo does not cost a whole run.
  std::vector<MemArg> sbuf_out, hbm_out;
  for (const std::string& a : o.sbuf_out) sbuf_out.push_back(parse_mem(a, true, R, "--sbuf-out"));
  for (const std::string& a : o.hbm_out) hbm_out.push_back(parse_mem(a, false, R, "--hbm-out"));

  const WorldResult res = world.run();
  if (!o.quiet) {
    for (const WorldEvent& e : world.events()) {
      const OpcodeDesc* d = find_opcode(e.opcode);
      const char* mn = d ? d->mnemonic : "?";
      if (o.json)
        fmt::print("{}\n", nlohmann::ordered_json{{"rank", e.rank},
                                                  {"core", e.core},
                                                  {"index", e.index},
                                                  {"opcode", e.opcode},
                                                  {"mnemonic", mn},
                                                  {"error", world_err_name(e.err)},
                                                  {"detail", e.detail}}
                               .dump());
      else
        fmt::print("rank {} core {} #{} {} {} {}\n", e.rank, e.core, e.index, mn, world_err_name(e.err), e.detail);
    }
    for (unsigned r = 0; r < R; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        const RegisterFile& rf = world.registers(r, c);
        for (unsigned k = 0; k < rf.value.size(); ++k) {
          if (!rf.written[k]) continue;
          if (o.json)
            fmt::print(
                "{}\n",
                nlohmann::ordered_json{{"rank", r}, {"core", c}, {"register", k}, {"value", rf.value[k]}}.dump());
          else
            fmt::print("rank {} core {} reg[{}] = {}\n", r, c, k, rf.value[k]);
        }
      }
  }
  for (const MemArg& m : sbuf_out) write_bytes(m.path, world.sbuf(m.rank, m.core).bytes());
  for (const MemArg& m : hbm_out) write_bytes(m.path, world.hbm(m.rank).bytes());
  fmt::print(stderr, "{}", res.report());
  fmt::print(stderr, "tpb world: {} ranks, {} words; {} cross-engine words refused, {} decoder/engine errors; {}\n", R,
             res.words, res.cross_refused, res.engine_errors,
             res.completed ? (res.unreceived.empty() ? "every stream finished" : "every stream finished, messages left")
                           : "deadlock");
  return res.ok() ? 0 : 1;
}

void write_text(const std::string& path, const std::string& text) {
  write_bytes(path, {reinterpret_cast<const uint8_t*>(text.data()), text.size()});
}

int cmd_world_gen(WorldOptions& o) {
  WorldGenOptions g = o.gen_opt;
  for (const std::string& n : o.mix) {
    const std::optional<WorldGenOp> op = world_gen_op_from_name(n);
    if (!op)
      throw std::runtime_error("--mix: unknown step '" + n +
                               "' (allreduce, allgather, reducescatter, alltoall, sendrecv, barrier, allreduce2src)");
    g.mix.push_back(*op);
  }
  for (const std::string& n : o.dtypes) {
    const DtypeDesc* d = find_dtype(n);
    if (!d) throw std::runtime_error("--dtypes: '" + n + "' is not a field-map dtype name");
    g.dtypes.push_back(d->code);
  }
  const std::optional<SbufGeometry> geo = sbuf_geometry_from_name(o.gen_geometry);
  if (!geo) throw std::runtime_error("unknown SBUF geometry '" + o.gen_geometry + "' (sim, fpga or real)");
  g.geometry = *geo;
  WorldProgram p;
  try {
    p = generate_world(g);
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(e.what());
  }
  const std::string& dir = o.out;
  // An earlier run's streams and SBUF files in the folder are removed first, so that
  // DIR/r*.bin always lists this run's ranks (a folder reused with fewer ranks would
  // otherwise keep the surplus ones). Only names this command writes are touched.
  const std::regex stream_name("r[0-9]+\\.bin"), sbuf_name("r[0-9]+\\.c[01]\\.sbuf");
  const std::pair<std::string, const std::regex*> ours[] = {
      {dir, &stream_name}, {dir + "/c1", &stream_name}, {dir + "/init", &sbuf_name}};
  for (const auto& [folder, name] : ours) {
    if (!std::filesystem::is_directory(folder)) continue;
    for (const auto& e : std::filesystem::directory_iterator(folder))
      if (e.is_regular_file() && std::regex_match(e.path().filename().string(), *name))
        std::filesystem::remove(e.path());
  }
  std::filesystem::create_directories(dir + "/init");
  if (g.cores == 2) std::filesystem::create_directories(dir + "/c1");
  write_text(dir + "/module.json", module_to_json(p.module) + "\n");
  const int width = static_cast<int>(std::to_string(g.ranks - 1).size());
  std::string args = "--module\n" + dir + "/module.json\n";
  std::string inits;
  for (unsigned r = 0; r < g.ranks; ++r) {
    const std::string nn = fmt::format("{:0{}}", r, width);
    write_words(dir + "/r" + nn + ".bin", p.streams[r][0]);
    args += dir + "/r" + nn + ".bin";
    if (g.cores == 2) {
      write_words(dir + "/c1/r" + nn + ".bin", p.streams[r][1]);
      args += "," + dir + "/c1/r" + nn + ".bin";
    }
    args += "\n";
    for (unsigned c = 0; c < g.cores; ++c) {
      const std::string f = fmt::format("{}/init/r{}.c{}.sbuf", dir, nn, c);
      write_bytes(f, p.sbuf_init[r][c]);
      inits += fmt::format("--sbuf-init\n{}.{}={}\n", r, c, f);
    }
  }
  args += inits;
  if (o.gen_geometry != "sim") args += "--geometry\n" + o.gen_geometry + "\n";
  write_text(dir + "/run.args", args);
  std::map<std::string, unsigned> count;
  for (const WorldGenStep& st : p.steps) ++count[world_gen_op_name(st.op)];
  std::string steps;
  for (const auto& [k, v] : count) steps += fmt::format(" {} {}", k, v);
  fmt::print(stderr, "tpb world gen: seed {} -> {} ranks x {} core{}, {} steps ({}), {} words per core -> {}\n", g.seed,
             g.ranks, g.cores, g.cores == 1 ? "" : "s", p.steps.size(), steps.empty() ? "" : steps.substr(1),
             p.streams[0][0].size(), dir);
  return 0;
}

}  // namespace

CLI::App* add_world_command(CLI::App& app) {
  WorldOptions& o = opts();
  CLI::App* c =
      app.add_subcommand("world", "many ranks of LNC2 pairs: collectives, send/recv, barriers (docs/world.md)");
  c->require_subcommand(1);
  o.cmd = c;
  CLI::App* r = c->add_subcommand("run", "run one stream per core of every rank and execute the cross-engine words");
  o.run = r;
  r->add_option("ranks", o.ranks, "per rank: core 0's stream, or C0.bin,C1.bin for both cores")->required();
  r->add_option("--module", o.module, "module description JSON (docs/world.md)")->required();
  r->add_option("--gen", o.gen, "generation 2, 3 or 4 (0xBE, 0xD8, 0xBF from gen3 on)")
      ->capture_default_str()
      ->check(CLI::Range(kMinGen, kMaxGen));
  r->add_option("--geometry", o.geometry,
                "SBUF geometry of every core (partitions x bytes): sim 128 x 4096, fpga 16 x 1024, real 128 x 196608")
      ->capture_default_str();
  r->add_option("--hbm-bytes", o.hbm_bytes, "HBM size per rank in bytes (default 1048576, 1 MiB)")
      ->check(CLI::Range(uint64_t{1}, uint64_t{1} << 26));
  r->add_option("--registry", o.reg, "FunctionId registry JSON (default: the built-in kernels)");
  r->add_option("--order", o.order, "the scheduler's rank order, a permutation such as 2,0,1 (default 0..R-1)");
  // One value per occurrence (repeat the option), so they never take the rank streams.
  r->add_option("--sbuf-init", o.sbuf_init,
                "R.C=FILE: raw SBUF contents of rank R core C, partition-major from byte 0 (repeatable). R is "
                "the rank's position in the module's \"ranks\" list (0 = the first), not its global id. A "
                "shorter file leaves the rest zero, a longer one is refused (exit 2)")
      ->allow_extra_args(false);
  r->add_option("--hbm-init", o.hbm_init,
                "R=FILE: raw HBM contents of rank R (its position in \"ranks\") from address 0 (repeatable; "
                "shorter: the rest zero, longer: refused)")
      ->allow_extra_args(false);
  r->add_option("--sbuf-out", o.sbuf_out,
                "R.C=FILE: write rank R core C's final SBUF, the whole of it, partition-major (repeatable)")
      ->allow_extra_args(false);
  r->add_option("--hbm-out", o.hbm_out, "R=FILE: write rank R's final HBM, the whole of it (repeatable)")
      ->allow_extra_args(false);
  r->add_flag("--json", o.json, "one JSON object per line");
  r->add_flag("-q,--quiet", o.quiet, "only the summary (and a deadlock report)");
  r->footer(
      "Output: a line per retired cross-engine word in (rank, core, word) order, then a line per register a "
      "0xDC/0xDB wrote, once, with its last value. Exit status: 0 every word accepted, every stream "
      "finished, every message received; 1 otherwise; 2 usage, I/O or module error (docs/world.md).");

  CLI::App* g = c->add_subcommand("gen", "seeded SPMD program for many ranks: streams, module, SBUF contents");
  o.gen_cmd = g;
  WorldGenOptions& go = o.gen_opt;
  g->add_option("--ranks", go.ranks, "ranks (LNC2 pairs)")->required()->check(CLI::Range(1, 4096));
  g->add_option("--seed", go.seed, "PRNG seed")->required();
  g->add_option("--cores", go.cores, "cores per rank running the program: 1 (core 0) or 2")
      ->capture_default_str()
      ->check(CLI::Range(1, 2));
  g->add_option("--mix", o.mix,
                "steps to draw from: allreduce, allgather, reducescatter, alltoall, sendrecv, barrier, allreduce2src "
                "(default: all; barrier needs --cores 2)")
      ->delimiter(',');
  g->add_option("--steps", go.steps, "steps per core")->capture_default_str()->check(CLI::Range(0, 1000000));
  g->add_option("--dtypes", o.dtypes, "tile dtypes (default fp32,bf16,i32)")->delimiter(',');
  g->add_option("--tile-partitions", go.tile_partitions, "partitions per tile, at most")->capture_default_str();
  g->add_option("--tile-elems", go.tile_elems, "elements per partition of a tile, at most")->capture_default_str();
  g->add_flag("--fixed-size", go.fixed_size, "every tile takes both maxima");
  g->add_flag("--cycle", go.cycle, "steps take the mix in turn instead of drawing");
  g->add_option("--geometry", o.gen_geometry, "SBUF geometry the tiles fit: sim, fpga or real")->capture_default_str();
  g->add_option("-o,--out", o.out, "output directory")->required();
  return c;
}

int run_world_command() {
  try {
    if (opts().gen_cmd->parsed()) return cmd_world_gen(opts());
    return cmd_world_run(opts());
  } catch (const WorldError& e) {
    fmt::print(stderr, "tpb world: {}\n", e.what());
    return 2;
  }
}

}  // namespace tpb::cli
