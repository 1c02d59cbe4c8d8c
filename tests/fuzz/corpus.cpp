// fuzz_corpus: writes the seed corpora of the fuzz harnesses (tests/fuzz/fuzz_*.cpp), one
// folder per harness, from the project's own inputs:
//   decoder     every tests/vectors/*.s and tb/lockstep/smoke.s assembled; generated streams
//               (all malformed classes mixed, and one stream per class)
//   cluster     the S002 vectors' chains, and one runnable chain per built-in kernel on the
//               harness's 16 x 1024 SBUF / 64 KiB HBM, under a few harness options
//   dve_loader  every table set of tests/fixtures/dve in the harness's blob format (with a few
//               write-port operations), and each dve_info.json text in JSON mode
//   asm         every .s file as text, and `tpb dis` listings of generated streams
//   world       tests/fixtures/world's module and stream; generated multi-rank programs
//               (tpb::generate_world) as raw inputs (module JSON and every core's words) and
//               as generator options, with and without mutations
//
//   fuzz_corpus --source <project root> --out <folder>
// The same sources give the same files (names are content-independent and stable).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "tpb/asm.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/gen.hpp"
#include "tpb/io.hpp"
#include "tpb/world.hpp"
#include "tpb/world_gen.hpp"

namespace fs = std::filesystem;
using tpb::Word;

namespace {

size_t g_files = 0;

void put(const fs::path& dir, const std::string& name, const std::vector<uint8_t>& bytes) {
  fs::create_directories(dir);
  std::ofstream f(dir / name, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!f) throw std::runtime_error("cannot write " + (dir / name).string());
  ++g_files;
}

std::vector<uint8_t> flat(const std::vector<Word>& words) {
  std::vector<uint8_t> out;
  for (const auto& w : words) out.insert(out.end(), w.begin(), w.end());
  return out;
}

std::vector<uint8_t> text_bytes(const std::string& s) { return std::vector<uint8_t>(s.begin(), s.end()); }

std::vector<fs::path> sorted_glob(const fs::path& dir, const std::string& ext) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ext) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<uint8_t> read_bytes(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

void section(std::vector<uint8_t>& out, const std::vector<uint8_t>& b) {
  if (b.size() > 0xFFFF) throw std::runtime_error("section longer than 65535 bytes");
  out.push_back(static_cast<uint8_t>(b.size()));
  out.push_back(static_cast<uint8_t>(b.size() >> 8));
  out.insert(out.end(), b.begin(), b.end());
}

// ---- decoder and asm
void decoder_and_asm(const fs::path& src, const fs::path& out) {
  std::vector<fs::path> sources = sorted_glob(src / "tests/vectors", ".s");
  sources.push_back(src / "tb/lockstep/smoke.s");
  for (const auto& s : sources) {
    const std::string text = tpb::read_text_file(s.string());
    put(out / "asm", s.stem().string() + ".s", text_bytes(text));
    const tpb::AsmResult a = tpb::assemble(text);
    if (!a.ok()) throw std::runtime_error(s.string() + ": " + a.error);
    put(out / "decoder", s.stem().string() + ".bin", flat(a.words));
  }
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    tpb::GenOptions o;
    o.seed = seed;
    o.count = 48;
    o.bad_ratio = 0.15;
    o.max_args = 3;
    const auto g = tpb::generate(o);
    put(out / "decoder", "gen_mixed_" + std::to_string(seed) + ".bin", flat(g.words));
    std::string listing;
    const auto recs = tpb::decode_stream(g.words);
    for (size_t i = 0; i < g.words.size(); ++i) listing += tpb::disasm_record(g.words[i], recs[i]) + "\n";
    put(out / "asm", "gen_mixed_" + std::to_string(seed) + ".s", text_bytes(listing));
  }
  for (unsigned c = 0; c < tpb::kNumBadClasses; ++c) {
    tpb::GenOptions o;
    o.seed = 100 + c;
    o.count = 16;
    o.bad_ratio = 0.5;
    o.classes = {static_cast<tpb::BadClass>(c)};
    put(out / "decoder", std::string("gen_") + tpb::bad_class_name(static_cast<tpb::BadClass>(c)) + ".bin",
        flat(tpb::generate(o).words));
  }
}

// ---- cluster: options byte, registry byte, words
void cluster(const fs::path& src, const fs::path& out) {
  for (const auto& s : sorted_glob(src / "tests/vectors", ".s")) {
    if (s.stem().string().rfind("s002", 0) != 0) continue;
    const tpb::AsmResult a = tpb::assemble(tpb::read_text_file(s.string()));
    std::vector<uint8_t> in = {0x00, 0x00};
    const auto b = flat(a.words);
    in.insert(in.end(), b.begin(), b.end());
    put(out / "cluster", s.stem().string() + ".bin", in);
  }
  // One runnable chain per built-in on the harness's memories (registry variant 0: the
  // built-ins in builtin_kernels() order, ids = positions).
  const auto& ks = tpb::builtin_kernels();
  const uint8_t options[] = {0x00, 0x02 | (3 << 2), 0x01};
  for (size_t id = 0; id < ks.size(); ++id) {
    const auto& k = ks[id];
    const unsigned esize = tpb::find_dtype(k.dtype)->bytes;
    const unsigned elems = 64 / esize;
    tpb::CustomOpSpec spec;
    spec.function_id = static_cast<uint8_t>(id);
    const bool topk = k.function.rfind("topk", 0) == 0;
    if (k.num_inputs == 0) {
      spec.outputs = {id % 2 ? tpb::hbm_ap(0x100, 2, elems) : tpb::sbuf_ap(1, 0x40, 2, elems)};
    } else {
      spec.inputs = {id % 2 ? tpb::hbm_ap(0x800, 2, elems) : tpb::sbuf_ap(2, 0x80, 2, elems)};
      spec.outputs = {tpb::sbuf_ap(4, 0x100, 2, topk ? elems / 2 : elems)};
    }
    const tpb::BuiltChain c = tpb::build_custom_op(spec);
    if (!c.ok()) throw std::runtime_error("built-in chain " + k.function + ": " + tpb::err_name(c.err));
    const auto b = flat(c.words);
    for (uint8_t opt : options) {
      if (opt != 0 && id % 5 != 0) continue;  // options on a few kernels only
      std::vector<uint8_t> in = {opt, 0x00};
      in.insert(in.end(), b.begin(), b.end());
      char name[64];
      std::snprintf(name, sizeof name, "builtin_%s_opt%02x.bin", k.function.c_str(), opt);
      put(out / "cluster", name, in);
    }
  }
}

// ---- DVE loader
void dve(const fs::path& src, const fs::path& out) {
  for (unsigned gen = 2; gen <= 4; ++gen) {
    const fs::path json = src / "tests/fixtures/dve" / ("gen" + std::to_string(gen)) / "dve_info.json";
    const tpb::dve::Info info = tpb::dve::load_info(json.string());
    for (const auto& si : info.sets) {
      std::vector<uint8_t> in = {static_cast<uint8_t>(gen - 2), 0, 0};
      for (const auto& f : si.files) section(in, read_bytes(fs::path(info.dir) / f));
      section(in, si.ops);
      // a few write-port operations: opcode entry of the first op, a control word, a refused row
      const uint8_t op = si.ops.empty() ? 1 : si.ops.front();
      const uint8_t writes[][7] = {{0, op, 0, 0x01, 0, 0, 0}, {1, 3, 0, 0xAA, 0xBB, 0xCC, 0xDD}, {1, 255, 7, 1, 2, 3, 4}};
      for (const auto& w : writes) in.insert(in.end(), w, w + 7);
      put(out / "dve_loader", "gen" + std::to_string(gen) + "_" + si.name + ".bin", in);
      // The same with the geometry override (64 fast / 32 slow rows) and the size fix-up.
      in[0] = static_cast<uint8_t>((gen - 2) | 8 | 16);
      in[1] = 63;
      in[2] = 31;
      put(out / "dve_loader", "gen" + std::to_string(gen) + "_" + si.name + "_small.bin", in);
    }
    // JSON mode: the fixture's text (path separators in its notes turned into '|').
    std::vector<uint8_t> in = {4};
    for (uint8_t c : read_bytes(json)) in.push_back(c == '/' || c == '\\' ? '|' : c);
    put(out / "dve_loader", "gen" + std::to_string(gen) + "_info_json.bin", in);
  }
}

// ---- world: mode byte, then raw (ranks, module section, word sections) or generator options
void world(const fs::path& src, const fs::path& out) {
  {  // the fixture: two ranks running allreduce.s on core 0
    const tpb::AsmResult a = tpb::assemble(tpb::read_text_file((src / "tests/fixtures/world/allreduce.s").string()));
    if (!a.ok()) throw std::runtime_error("tests/fixtures/world/allreduce.s: " + a.error);
    std::vector<uint8_t> in = {0x00, 0x01};
    section(in, read_bytes(src / "tests/fixtures/world/two_ranks.json"));
    for (unsigned r = 0; r < 2; ++r) {
      section(in, flat(a.words));
      section(in, {});
    }
    put(out / "world", "fixture_two_ranks.bin", in);
  }
  // Generated programs written out raw, on the harness's 16 x 1024 SBUF.
  for (unsigned ranks : {1u, 2u, 3u, 4u}) {
    tpb::WorldGenOptions o;
    o.ranks = ranks;
    o.seed = ranks;
    o.steps = 6;
    o.geometry = tpb::SbufGeometry::fpga();
    o.tile_elems = 16;
    o.dtypes = {tpb::find_dtype("fp32")->code, tpb::find_dtype("bf16")->code, tpb::find_dtype("u8")->code};
    const tpb::WorldProgram p = tpb::generate_world(o);
    std::vector<uint8_t> in = {0x00, static_cast<uint8_t>(ranks - 1)};
    section(in, text_bytes(tpb::module_to_json(p.module)));
    for (const auto& r : p.streams)
      for (const auto& s : r) section(in, flat(s));
    put(out / "world", "raw_generated_" + std::to_string(ranks) + ".bin", in);
  }
  // Generator options (mode 1), clean and with a few mutations of the words (mode 1) or of
  // the module text (mode 3).
  const uint8_t options[][6] = {{1, 0x0D, 0x3F, 0x00, 1, 1},  {3, 0x17, 0x1F, 0x21, 0, 2}, {7, 0x19, 0x7F, 0xFF, 3, 3},
                                {0, 0x08, 0x11, 0x40, 2, 4},  {5, 0x0B, 0xCA, 0x03, 1, 5}};
  for (size_t i = 0; i < std::size(options); ++i) {
    std::vector<uint8_t> in = {0x01};
    in.insert(in.end(), options[i], options[i] + 6);
    put(out / "world", "generated_" + std::to_string(i) + ".bin", in);
    std::vector<uint8_t> words = in;
    const uint8_t mut[][4] = {{0x01, 0x00, 0x0E, 0x07}, {0x02, 0x01, 0x10, 0x40}, {0x05, 0x01, 0x0C, 0x01}};
    for (const auto& m : mut) words.insert(words.end(), m, m + 4);
    put(out / "world", "generated_" + std::to_string(i) + "_words.bin", words);
    std::vector<uint8_t> text = in;
    text[0] = 0x03;
    const uint8_t tmut[][4] = {{0x40, 0x00, 0x00, 0x01}, {0x90, 0x00, 0x00, 0x09}};
    for (const auto& m : tmut) text.insert(text.end(), m, m + 4);
    put(out / "world", "generated_" + std::to_string(i) + "_module.bin", text);
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string source, outdir;
  if (argc == 2 && (std::string(argv[1]) == "-h" || std::string(argv[1]) == "--help")) {
    std::cout << "usage: fuzz_corpus --source <project root> --out <folder>\n"
                 "Writes the seed corpus of every fuzz harness (from tests/vectors and tests/fixtures/dve).\n";
    return 0;
  }
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--source") source = argv[i + 1];
    else if (a == "--out") outdir = argv[i + 1];
  }
  if (source.empty() || outdir.empty()) {
    std::cerr << "usage: fuzz_corpus --source <project root> --out <folder>\n";
    return 2;
  }
  try {
    fs::remove_all(outdir);
    decoder_and_asm(source, outdir);
    cluster(source, outdir);
    dve(source, outdir);
    world(source, outdir);
  } catch (const std::exception& e) {
    std::cerr << "fuzz_corpus: " << e.what() << "\n";
    return 2;
  }
  std::cout << "fuzz_corpus: wrote " << g_files << " seed inputs under " << outdir << "\n";
  return 0;
}
