// tpb_bench_world: tpb::World on generated collective-heavy programs (tpb::generate_world),
// 2 to 64 ranks of two cores, against memcpy bandwidth measured in the same run.
//
// Per rank count: one program (AllReduce, ReduceScatter, AllGather, AllToAll, send/recv
// rings in turn; fp32 and bf16 fixed-size tiles), a World built and loaded with the program's SBUF contents, then
// World::run timed (building and loading are not); the best of --runs runs is kept. A run
// that does not end with every word accepted is a failure (exit 1), not a figure. Prints one
// line per rank count:
//   world ranks=R cores=2 words=W seconds=T words_per_s=X reduced_bytes=B reduced_gb_per_s=Y
//         delivered_gb_per_s=Z memcpy_gb_per_s=M rank_bytes=K model_rank_bytes=L
// where "reduced" counts the input bytes the reductions fold (members x tile bytes) and
// "delivered" adds the bytes the other steps deliver; memcpy copies a buffer of the world's
// SBUF bytes (best of --runs). rank_bytes is the resident memory the World took per rank (the
// process's RSS after building and loading the first World less before, over the ranks; 0
// where /proc/self/status is missing), model_rank_bytes what a rank models (two SBUFs and
// its HBM, --hbm-mib; the HBM's pages cost nothing until written). Timing is reported, never
// asserted.
//
// With --kinds, one program per listed case instead (KIND:DTYPE, e.g. allreduce:fp32; every
// step that kind, tiles of --tile-partitions partitions x --tile-bytes bytes), one line each:
//   world_kind kind=K dtype=D ranks=R ... (the same fields)
//
// usage: tpb_bench_world [--ranks 2,4,...] [--steps N] [--runs R] [--seed S]
//                        [--tile-partitions P] [--tile-elems E] [--kinds K:D,...] [--tile-bytes B]
//                        [--reference] [--hbm-mib N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "tpb/world_gen.hpp"

namespace {

using tpb_bench::Clock;
using tpb_bench::keep;
using tpb_bench::seconds_since;

const char* kUsage =
    "usage: tpb_bench_world [--ranks 2,4,8,16,32,64] [--steps N] [--runs R] [--seed S] [--tile-partitions P]\n"
    "                       [--tile-elems E] [--kinds KIND:DTYPE,...] [--tile-bytes B] [--reference]\n"
    "                       [--hbm-mib N]\n";

[[noreturn]] void usage(const std::string& msg) {
  std::fprintf(stderr, "tpb_bench_world: %s\n%s", msg.c_str(), kUsage);
  std::exit(2);
}

std::vector<std::string> split(const std::string& v) {
  std::vector<std::string> out;
  size_t start = 0;
  for (;;) {
    const size_t comma = v.find(',', start);
    out.push_back(v.substr(start, comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

struct Figures {
  uint64_t words = 0;
  double seconds = 0, memcpy_seconds = 0;
  size_t sbuf_bytes = 0;
  uint64_t rank_bytes = 0, model_rank_bytes = 0;
};

/// The process's resident set in bytes (VmRSS), 0 where it cannot be read.
uint64_t rss_bytes() {
  std::FILE* f = std::fopen("/proc/self/status", "r");
  if (!f) return 0;
  char line[256];
  unsigned long long kib = 0;
  while (std::fgets(line, sizeof line, f))
    if (std::sscanf(line, "VmRSS: %llu kB", &kib) == 1) break;
  std::fclose(f);
  return kib * 1024;
}

/// World::run of the program, best of `runs` (building and loading not timed), and memcpy of
/// the world's SBUF bytes in the same loop. Exit 1 on a run that refuses a word.
Figures measure(const tpb::WorldProgram& p, const tpb::WorldGenOptions& o, unsigned runs,
                const tpb::FunctionRegistry& registry, bool reference, uint64_t hbm_bytes) {
  const unsigned R = o.ranks;
  tpb::WorldConfig cfg;
  cfg.system.sbuf = o.geometry;
  cfg.system.hbm_bytes = hbm_bytes;
  cfg.reference_kernels = reference;
  Figures f;
  f.seconds = f.memcpy_seconds = 1e300;
  f.sbuf_bytes = size_t{R} * 2 * o.geometry.bytes();
  f.model_rank_bytes = 2 * o.geometry.bytes() + hbm_bytes;
  std::vector<uint8_t> src(f.sbuf_bytes, 0x5A), dst(f.sbuf_bytes);
  for (unsigned run = 0; run < runs; ++run) {
    auto t0 = Clock::now();
    std::memcpy(dst.data(), src.data(), f.sbuf_bytes);
    keep(dst);
    f.memcpy_seconds = std::min(f.memcpy_seconds, seconds_since(t0));

    const uint64_t rss0 = rss_bytes();
    tpb::World w(p.module, p.streams, cfg, registry);
    for (unsigned r = 0; r < R; ++r)
      for (unsigned c = 0; c < 2; ++c) std::ranges::copy(p.sbuf_init[r][c], w.sbuf(r, c).bytes().begin());
    const uint64_t rss1 = rss_bytes();
    if (run == 0) f.rank_bytes = rss1 > rss0 ? (rss1 - rss0) / R : 0;  // later runs may reuse freed pages
    t0 = Clock::now();
    const tpb::WorldResult res = w.run();
    const double t = seconds_since(t0);
    if (!res.ok()) {
      std::fprintf(stderr, "tpb_bench_world: %u ranks: the run did not end with every word accepted\n%s", R,
                   res.report().c_str());
      std::exit(1);
    }
    f.seconds = std::min(f.seconds, t);
    f.words = res.words;
  }
  if (!(f.seconds > 0) || !(f.memcpy_seconds > 0)) {
    std::fprintf(stderr, "tpb_bench_world: %u ranks: a time of 0 (the clock is too coarse)\n", R);
    std::exit(1);
  }
  return f;
}

void print(const char* head, const tpb::WorldProgram& p, unsigned R, const Figures& f) {
  std::printf(
      "%s ranks=%u cores=2 words=%llu seconds=%.6f words_per_s=%.0f reduced_bytes=%llu reduced_gb_per_s=%.4f "
      "delivered_gb_per_s=%.4f memcpy_gb_per_s=%.4f rank_bytes=%llu model_rank_bytes=%llu\n",
      head, R, static_cast<unsigned long long>(f.words), f.seconds, static_cast<double>(f.words) / f.seconds,
      static_cast<unsigned long long>(p.bytes_reduced), static_cast<double>(p.bytes_reduced) / f.seconds / 1e9,
      static_cast<double>(p.bytes_reduced + p.bytes_moved) / f.seconds / 1e9,
      static_cast<double>(f.sbuf_bytes) / f.memcpy_seconds / 1e9, static_cast<unsigned long long>(f.rank_bytes),
      static_cast<unsigned long long>(f.model_rank_bytes));
  std::fflush(stdout);
}

tpb::WorldProgram generate(const tpb::WorldGenOptions& o) {
  try {
    return tpb::generate_world(o);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "tpb_bench_world: %s\n", e.what());
    std::exit(2);
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<unsigned> ranks = {2, 4, 8, 16, 32, 64};
  unsigned steps = 32, runs = 3, tile_partitions = 16, tile_elems = 256, tile_bytes = 2048;
  std::vector<std::pair<tpb::WorldGenOp, const tpb::DtypeDesc*>> kinds;
  bool reference = false;
  uint64_t seed = 1, hbm_bytes = 4096;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "-h" || a == "--help") {
      std::printf(
          "%s"
          "tpb::World on generated collective-heavy programs (AllReduce, ReduceScatter, AllGather, AllToAll,\n"
          "send/recv rings; fp32 and bf16 tiles), two cores per rank, against memcpy in the same run.\n"
          "  --ranks            rank counts, comma-separated (default 2,4,8,16,32,64)\n"
          "  --steps            steps per core (default 32)\n"
          "  --runs             repetitions per rank count; the best is kept (default 3)\n"
          "  --seed             generator seed (default 1)\n"
          "  --tile-partitions  partitions per tile (default 16)\n"
          "  --tile-elems       elements per partition per tile (default 256)\n"
          "  --kinds            one program per case instead, e.g. allreduce:fp32,allgather:fp32 (kinds: allreduce,\n"
          "                     allgather, reducescatter, alltoall, sendrecv, allreduce2src)\n"
          "  --tile-bytes       with --kinds: bytes per partition per tile (default 2048)\n"
          "  --reference        run the collectives element by element (WorldConfig::reference_kernels)\n"
          "  --hbm-mib          each rank's HBM in MiB (default: 4 KiB)\n",
          kUsage);
      return 0;
    }
    if (a == "--reference") {
      reference = true;
      continue;
    }
    if (i + 1 >= argc) usage("missing value for " + a);
    const std::string v = argv[++i];
    char* end = nullptr;
    auto number = [&](unsigned long max) {
      const unsigned long x = std::strtoul(v.c_str(), &end, 10);
      if (!end || *end || v.empty() || x == 0 || x > max) usage("bad value for " + a + ": '" + v + "'");
      return x;
    };
    if (a == "--ranks") {
      ranks.clear();
      for (const std::string& item : split(v)) {
        const unsigned long x = std::strtoul(item.c_str(), &end, 10);
        if (item.empty() || !end || *end || x == 0 || x > 4096) usage("bad rank count '" + item + "'");
        ranks.push_back(static_cast<unsigned>(x));
      }
    } else if (a == "--kinds") {
      for (const std::string& item : split(v)) {
        const size_t colon = item.find(':');
        const auto op = tpb::world_gen_op_from_name(item.substr(0, colon));
        const tpb::DtypeDesc* d = colon == std::string::npos ? nullptr : tpb::find_dtype(item.substr(colon + 1));
        if (!op || !d) usage("bad case '" + item + "' (want KIND:DTYPE, e.g. allreduce:fp32)");
        kinds.emplace_back(*op, d);
      }
    } else if (a == "--tile-bytes") {
      tile_bytes = static_cast<unsigned>(number(65535));
    } else if (a == "--steps") {
      steps = static_cast<unsigned>(number(1000000));
    } else if (a == "--runs") {
      runs = static_cast<unsigned>(number(1000));
    } else if (a == "--seed") {
      seed = std::strtoull(v.c_str(), &end, 10);
      if (!end || *end || v.empty()) usage("bad value for --seed");
    } else if (a == "--tile-partitions") {
      tile_partitions = static_cast<unsigned>(number(128));
    } else if (a == "--tile-elems") {
      tile_elems = static_cast<unsigned>(number(65535));
    } else if (a == "--hbm-mib") {
      hbm_bytes = uint64_t{number(4096)} << 20;
    } else {
      usage("unknown option " + a);
    }
  }
  if (std::string(TPB_BENCH_BUILD_TYPE) != "Release")
    std::printf("WARNING: built as '%s', not Release: figures are not representative\n", TPB_BENCH_BUILD_TYPE);

  const tpb::FunctionRegistry registry = tpb::builtin_registry();
  for (unsigned R : ranks) {
    tpb::WorldGenOptions o;
    o.seed = seed;
    o.ranks = R;
    o.cores = 2;
    o.steps = steps;
    o.tile_partitions = tile_partitions;
    o.fixed_size = true;
    o.cycle = true;  // every kind in turn: the same composition at every rank count
    if (kinds.empty()) {
      o.mix = {tpb::WorldGenOp::ALL_REDUCE, tpb::WorldGenOp::REDUCE_SCATTER, tpb::WorldGenOp::ALL_GATHER,
               tpb::WorldGenOp::ALL_TO_ALL, tpb::WorldGenOp::SEND_RECV};
      o.dtypes = {tpb::find_dtype("fp32")->code, tpb::find_dtype("bf16")->code};
      o.tile_elems = tile_elems;
      const tpb::WorldProgram p = generate(o);
      if (p.bytes_reduced == 0 || p.bytes_moved == 0) {
        std::fprintf(stderr, "tpb_bench_world: %u steps hold no reduction or no data movement: no figure\n", steps);
        return 1;
      }
      print("world", p, R, measure(p, o, runs, registry, reference, hbm_bytes));
      continue;
    }
    for (const auto& [op, d] : kinds) {
      o.mix = {op};
      o.dtypes = {d->code};
      o.tile_elems = tile_bytes / d->bytes;
      const tpb::WorldProgram p = generate(o);
      if (p.bytes_reduced + p.bytes_moved == 0) {
        std::fprintf(stderr, "tpb_bench_world: %s:%s moves no bytes: no figure\n", tpb::world_gen_op_name(op), d->name);
        return 1;
      }
      const std::string head = std::string("world_kind kind=") + tpb::world_gen_op_name(op) + " dtype=" + d->name;
      print(head.c_str(), p, R, measure(p, o, runs, registry, reference, hbm_bytes));
    }
  }
  return 0;
}
