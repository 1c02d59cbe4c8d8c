// tpb: the model's command line. asm, dis, gen and run work without any HDL tool.
//
// Exit status: 0 success; 1 the input had invalid words (dis, run); 2 usage, I/O or parse error.
#include <CLI/CLI.hpp>
#include <fmt/core.h>
#include <fmt/ostream.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "commands.hpp"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/io.hpp"
#include "tpb/isa.hpp"
#include "tpb/sbuf.hpp"
#include "tpb/stream.hpp"

namespace {

using namespace tpb;

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

nlohmann::ordered_json record_json(const Word& w, const Record& r) {
  nlohmann::ordered_json j;
  j["index"] = r.index;
  j["offset"] = static_cast<uint64_t>(r.index) * kBundleBytes;
  j["opcode"] = r.opcode;
  const OpcodeDesc* d = find_opcode(r.opcode);
  j["mnemonic"] = d ? d->mnemonic : "unknown";
  j["valid"] = r.err == Err::OK;
  if (r.err == Err::OK)
    j["error"] = nullptr;
  else
    j["error"] = err_name(r.err);
  j["route"] = route_name(r.route);
  j["chain_pos"] = r.chain_pos;
  if (d && d->dve) {
    // DVE opcodes carry their field-map source: S003, or SYNTHETIC for an integer no seed gives.
    j["opcode_source"] = d->seed;
    j["synthetic"] = d->synthetic;
  }
  if (d) {
    for (unsigned i = 0; i < d->nfields; ++i) {
      const FieldDesc& f = d->fields[i];
      if (f.is_signed)
        j[f.name] = static_cast<int16_t>(static_cast<uint16_t>(r.fields.v[i]));
      else
        j[f.name] = r.fields.v[i];
    }
    if (d->opcode == CollectiveCompute::kOpcode || d->opcode == CollectiveComputeSecondary::kOpcode) {
      auto kind = coll_kind_from_wire(static_cast<uint8_t>(r.fields.v[field_index(*d, "collective_kind")]));
      if (kind) {
        j["collective_kind_ordinal"] = *kind;
        j["collective_kind_name"] = coll_kind_name(*kind);
      }
    }
  }
  if (r.err != Err::OK) j["raw"] = hex_bytes(w);
  return j;
}

int cmd_asm(const std::string& in, const std::string& out) {
  std::string text = read_text_file(in);
  AsmResult r = assemble(text);
  if (!r.ok()) {
    fmt::print(stderr, "tpb asm: {}:{}: {}\n", in, r.error_line, r.error);
    return 2;
  }
  write_words(out, r.words);
  fmt::print(stderr, "tpb asm: {} words -> {}\n", r.words.size(), out);
  return 0;
}

// dis and run read the stream a buffer at a time (WordReader) and keep only counters, so their
// memory does not grow with the stream. The decoder carries its chain state from word to word,
// so a chain split across two buffers decodes as one.

int cmd_dis(const std::string& in, bool json, unsigned gen) {
  WordReader rd(in);
  Decoder dec(gen);
  std::vector<Word> buf(rd.buffer_words());
  size_t bad = 0;
  while (const size_t n = rd.read(buf)) {
    const bool end = rd.done();
    for (size_t i = 0; i < n; ++i) {
      const Record r = dec.step(buf[i], end && i + 1 == n);
      bad += r.err != Err::OK;
      if (json)
        fmt::print("{}\n", record_json(buf[i], r).dump());
      else
        fmt::print("{}\n", disasm_record(buf[i], r));
    }
  }
  const ErrorStatus& st = dec.status();
  if (st.any) {
    fmt::print(stderr, "tpb dis: {} of {} words invalid; first at #{} ({})\n", bad, rd.count(), st.first_index,
               err_name(st.first_code));
    return 1;
  }
  return 0;
}

int cmd_gen(const GenOptions& opt, const std::string& out) {
  GenStream s = generate(opt);
  write_words(out, s.words);
  fmt::print(stderr, "tpb gen: seed {} -> {} words ({} malformed) -> {}\n", opt.seed, s.words.size(),
             s.injected.size(), out);
  return 0;
}

// --every-check: every check of every single-word opcode, one at a time (generate_every_check).
// A .s output is assembly, one `.word` per line with the verdict as `; expect NAME` (the form
// tests/vectors/ takes); any other name gets the words.
int cmd_gen_every_check(uint64_t seed, unsigned gen, const std::string& out) {
  const std::vector<CheckCase> cases = generate_every_check(seed, gen);
  size_t bad = 0;
  if (out.size() > 2 && out.compare(out.size() - 2, 2, ".s") == 0) {
    std::ofstream f(out);
    if (!f) throw std::runtime_error("cannot write " + out);
    f << "# Every check of every single-word cross-engine and DVE opcode (S000, S003; the field map's\n"
         "# checks and their order), one at a time. Written by `tpb gen --every-check --seed "
      << seed << " --gen " << gen << " -o FILE.s`;\n"
         "# each verdict comes from the one check the word breaks (check_field), not from the decoder.\n"
         "# Then each checked field's boundary values: every accepted value and one-bit neighbour, every\n"
         "# ADDR4 mode and space, every one-bit count (the custom-op payload's in a chain); an accepted\n"
         "# one carries no comment. Reserved bytes are set one bit at a time, every bit of every byte,\n"
         "# the custom-op header's and payload's included.\n";
    for (const auto& c : cases) {
      if (!c.note.empty()) {
        f << "# " << c.note << "\n";
        ++bad;
      }
      f << ".word";
      for (uint8_t b : c.word) f << fmt::format(" {:02x}", b);
      f << "  ; expect " << err_name(c.expect) << "\n";
    }
    if (!f) throw std::runtime_error("cannot write " + out);
  } else {
    std::vector<Word> words;
    for (const auto& c : cases) {
      words.push_back(c.word);
      if (!c.note.empty()) ++bad;
    }
    write_words(out, words);
  }
  fmt::print(stderr, "tpb gen: every check, seed {} gen{} -> {} words ({} malformed) -> {}\n", seed, gen, cases.size(),
             bad, out);
  return 0;
}

// With a legal share or mutations: the checked-stream recipe the lockstep uses (stream.hpp).
int cmd_gen_checked(StreamRecipe rc, const std::string& geometry, const std::string& out) {
  const std::optional<SbufGeometry> g = sbuf_geometry_from_name(geometry);
  if (!g) throw UsageError("unknown SBUF geometry '" + geometry + "' (sim, fpga or real)");
  rc.mover.geometry = *g;
  rc.mover.cores_per_lnc = 2;  // the patterns are made legal under LNC2; `tpb sim --cores-per-lnc` sets the gate
  const CheckedStream cs = build_checked_stream(rc);
  write_words(out, cs.words);
  fmt::print(stderr, "tpb gen: {} -> {} words -> {}\n", cs.source, cs.words.size(), out);
  return 0;
}

int cmd_run(const std::string& in, unsigned gen) {
  WordReader rd(in);
  Decoder dec(gen);
  std::vector<Word> buf(rd.buffer_words());
  std::map<std::string, size_t> by_err, by_route;
  size_t rejected = 0;
  while (const size_t n = rd.read(buf)) {
    const bool end = rd.done();
    for (size_t i = 0; i < n; ++i) {
      const Record r = dec.step(buf[i], end && i + 1 == n);
      if (r.err != Err::OK) {
        ++by_err[err_name(r.err)];
        ++rejected;
      }
      ++by_route[route_name(r.route)];
    }
  }
  const ErrorStatus& st = dec.status();
  fmt::print("model run: {} (gen{})\n", in, gen);
  fmt::print("  words       {}\n", rd.count());
  fmt::print("  accepted    {}\n", rd.count() - rejected);
  fmt::print("  rejected    {}\n", rejected);
  for (const auto& [k, v] : by_route) fmt::print("  route {:<6} {}\n", k, v);
  for (const auto& [k, v] : by_err) fmt::print("  error {:<22} {}\n", k, v);
  if (st.any) fmt::print("  first error #{} {}\n", st.first_index, err_name(st.first_code));
  return st.any ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"tpb: TPB cross-engine bundle model (assemble, disassemble, generate, run)"};
  app.require_subcommand(1);

  std::string in, out = "out.bin";
  bool json = false;
  // The generation (DESIGN decision 9): which opcodes exist (0xBE, 0xD8, 0xBF from gen3 on).
  unsigned gen = kDefaultGen;
  const char* gen_help = "generation 2, 3 or 4 (default 3): 0xBE, 0xD8, 0xBF exist from gen3 on";

  auto* a = app.add_subcommand("asm", "assemble text into 64-byte words");
  a->add_option("input", in, "assembly text")->required();
  a->add_option("-o,--output", out, "output .bin")->required();

  auto* d = app.add_subcommand("dis", "disassemble a .bin (every word, invalid ones included)");
  d->add_option("input", in, ".bin file")->required();
  d->add_flag("--json", json, "one JSON object per word, per line");
  d->add_option("--gen", gen, gen_help)->check(CLI::Range(kMinGen, kMaxGen));

  GenOptions gopt;
  std::vector<std::string> classes;
  auto* g = app.add_subcommand("gen", "seeded constrained-random stream");
  g->add_option("--seed", gopt.seed, "PRNG seed")->required();
  auto* gcount = g->add_option("--count", gopt.count, "words in the stream (required but with --every-check)");
  bool every_check = false;
  g->add_flag("--every-check", every_check,
              "instead of a random stream: every check of every single-word opcode, one at a time, each bad "
              "word followed by a legal one (a .s output gets the verdicts as expect comments)");
  g->add_option("--bad-ratio", gopt.bad_ratio, "share of malformed items (0..1)")->check(CLI::Range(0.0, 1.0));
  g->add_option("--classes", classes, "malformed classes to use (default: all)")->delimiter(',');
  g->add_option("--max-args", gopt.max_args, "custom-op inputs per chain, at most")->check(CLI::Range(0, 255));
  g->add_option("--min-args", gopt.min_args, "custom-op inputs per chain, at least (at most --max-args)")
      ->check(CLI::Range(0, 255));
  g->add_flag("!--no-dve", gopt.dve, "leave DVE opcodes out");
  g->add_option("--gen", gopt.gen, std::string(gen_help) + "; valid items use only its opcodes")
      ->check(CLI::Range(kMinGen, kMaxGen));
  StreamRecipe grc;
  std::string ggeo = "sim";
  g->add_option("--sb2sb-legal", grc.sb2sb_legal,
                "share of generated 0xBF words replaced by legal mover patterns (as tpb_lockstep; default 0)")
      ->check(CLI::Range(0.0, 1.0));
  g->add_option("--custom-legal", grc.custom_legal,
                "share of whole generated custom-op chains replaced by legal kernel chains of the deployment "
                "(default 0)")
      ->check(CLI::Range(0.0, 1.0));
  g->add_option("--deployment", grc.deployment,
                "the functions the legal chains name: builtin, or faults (as tpb_lockstep; default builtin)")
      ->check(CLI::IsMember(tpb::deployment_names()));
  g->add_option("--geometry", ggeo, "SBUF geometry the legal patterns and chains fit: sim, fpga or real (default sim)");
  g->add_option("--issue-core", grc.mover.issue_core, "issuing core of the legal 0xBF patterns (default 0)")
      ->check(CLI::Range(0, 1));
  g->add_option("--hbm-bytes", grc.hbm_bytes, "HBM size the legal chains' HBM operands fit in (default 1 MiB)")
      ->check(CLI::Range(uint64_t{1} << 11, uint64_t{1} << 32));
  g->add_option("--mutate", grc.mutate, "share of words with 1..3 random bytes changed (default 0)")
      ->check(CLI::Range(0.0, 1.0));
  g->add_option("-o,--output", out, "output .bin")->required();

  auto* r = app.add_subcommand("run", "decode a .bin through the model and print a summary");
  r->add_option("input", in, ".bin file")->required();
  r->add_option("--gen", gen, gen_help)->check(CLI::Range(kMinGen, kMaxGen));

  CLI::App* dve = tpb::cli::add_dve_command(app);
  CLI::App* cluster = tpb::cli::add_cluster_command(app);
  CLI::App* fpga = tpb::cli::add_fpga_command(app);
  CLI::App* sim = tpb::cli::add_sim_command(app);
  CLI::App* world = tpb::cli::add_world_command(app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  try {
    if (*a) return cmd_asm(in, out);
    if (*d) return cmd_dis(in, json, gen);
    if (*g) {
      for (const auto& c : classes) {
        auto bc = bad_class_from_name(c);
        if (!bc) throw UsageError("unknown malformed class '" + c + "'");
        if (!bad_class_possible(*bc, gopt.gen))
          throw UsageError("malformed class '" + c + "' needs a generation that lacks an opcode (--gen 2); gen" +
                           std::to_string(gopt.gen) + " has every opcode");
        gopt.classes.push_back(*bc);
      }
      if (every_check) return cmd_gen_every_check(gopt.seed, gopt.gen, out);
      if (gcount->count() == 0) throw UsageError("tpb gen: --count is required (but with --every-check)");
      if (grc.sb2sb_legal > 0 || grc.custom_legal > 0 || grc.mutate > 0) {
        grc.gen = gopt;
        return cmd_gen_checked(grc, ggeo, out);
      }
      return cmd_gen(gopt, out);
    }
    if (*r) return cmd_run(in, gen);
    if (*dve) return tpb::cli::run_dve_command();
    if (*cluster) return tpb::cli::run_cluster_command();
    if (*fpga) return tpb::cli::run_fpga_command();
    if (*sim) return tpb::cli::run_sim_command();
    if (*world) return tpb::cli::run_world_command();
  } catch (const std::exception& e) {
    fmt::print(stderr, "tpb: {}\n", e.what());
    return 2;
  }
  return 2;
}
