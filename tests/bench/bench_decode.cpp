// tpb_bench_decode: model decode throughput against memcpy of the same buffer.
//
// Generates a stream of legal words (tpb::generate, seeded), then, several times each,
// decodes it word by word with Decoder::step (no records kept), decodes it with
// decode_stream (records kept), and memcpy's it; keeps the best run of each and prints the
// throughputs and the ratio decode/memcpy. The same for the field-less calls
// (Decoder::step_verdict, decode_verdicts), on lines of their own after those, and the
// columnar result (decode_columns asked for field 0 as a column, every word's field 0 read
// from it as the decode_stream run reads it from the records), fresh each run and, on a line
// of its own, decoded into one result kept from run to run (its storage reused, as a caller
// decoding buffer after buffer would: no fresh memory, no page faults). The decoder takes its default path (Decoder::path: the
// best the CPU has, or TPB_DECODE_PATH), named on the first line. Timing is reported, never
// asserted.
//
// usage: tpb_bench_decode [--mib N] [--runs R] [--seed S] [--bad-ratio X] | --list-paths
//   --list-paths the decode paths this CPU has (scalar, avx2, vbmi), one a line
//   --mib        buffer size in MiB of 64-byte words (default 64)
//   --runs       repetitions per measurement; the best is kept (default 5)
//   --seed       generator seed (default 1)
//   --bad-ratio  share of malformed items, every class (default 0)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"

namespace {

using tpb_bench::Clock;
using tpb_bench::keep;
using tpb_bench::seconds_since;

[[noreturn]] void usage(const char* msg) {
  std::fprintf(stderr, "tpb_bench_decode: %s\nusage: tpb_bench_decode [--mib N] [--runs R] [--seed S] [--bad-ratio X]\n",
               msg);
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  double mib = 64;
  int runs = 5;
  uint64_t seed = 1;
  double bad_ratio = 0.0;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--list-paths") {  // the decode paths this CPU has, one a line
      for (auto p : {tpb::DecodePath::SCALAR, tpb::DecodePath::AVX2, tpb::DecodePath::VBMI})
        if (tpb::Decoder::path_available(p)) std::printf("%s\n", tpb::decode_path_name(p));
      return 0;
    }
    if (a == "-h" || a == "--help") {
      std::printf(
          "usage: tpb_bench_decode [--mib N] [--runs R] [--seed S] [--bad-ratio X]\n"
          "Model decode throughput (Decoder::step, decode_stream; step_verdict, decode_verdicts; decode_columns,\n"
          "fresh and into a kept result) against memcpy\n"
          "of the same buffer.\n"
          "  --mib        buffer size in MiB of 64-byte words (default 64)\n"
          "  --runs       repetitions per measurement; the best is kept (default 5)\n"
          "  --seed       generator seed (default 1)\n"
          "  --bad-ratio  share of malformed items, every class (default 0)\n"
          "  --list-paths the decode paths this CPU has (scalar, avx2, vbmi), one a line\n"
          "The decoder takes its default path; TPB_DECODE_PATH=scalar|avx2|vbmi forces one.\n");
      return 0;
    }
    if (i + 1 >= argc) usage(("missing value for " + a).c_str());
    const char* v = argv[++i];
    char* end = nullptr;
    if (a == "--mib") {
      mib = std::strtod(v, &end);
    } else if (a == "--runs") {
      runs = static_cast<int>(std::strtol(v, &end, 10));
    } else if (a == "--seed") {
      seed = std::strtoull(v, &end, 10);
    } else if (a == "--bad-ratio") {
      bad_ratio = std::strtod(v, &end);
    } else {
      usage(("unknown option " + a).c_str());
    }
    if (!end || *end) usage(("bad value for " + a).c_str());
  }
  if (mib <= 0 || runs < 1 || bad_ratio < 0 || bad_ratio > 1) usage("out-of-range option");
  try {
    tpb::Decoder::path();  // TPB_DECODE_PATH, refused here when it names no path or one the CPU lacks
  } catch (const tpb::DecodePathError& e) {
    std::fprintf(stderr, "tpb_bench_decode: %s\n", e.what());
    return 2;
  }

  const size_t words = static_cast<size_t>(mib * 1024 * 1024 / tpb::kBundleBytes);
  const size_t bytes = words * tpb::kBundleBytes;
  if (std::string(TPB_BENCH_BUILD_TYPE) != "Release")
    std::printf("WARNING: built as '%s', not Release: figures are not representative\n", TPB_BENCH_BUILD_TYPE);

  tpb::GenOptions opt;
  opt.seed = seed;
  opt.count = words;
  opt.bad_ratio = bad_ratio;
  auto t0 = Clock::now();
  tpb::GenStream s = tpb::generate(opt);
  const double gen_s = seconds_since(t0);
  if (s.words.size() != words) {
    std::fprintf(stderr, "tpb_bench_decode: generator gave %zu words, asked for %zu\n", s.words.size(), words);
    return 1;
  }
  std::vector<tpb::Word> dst(words);

  double best_step = 1e300, best_stream = 1e300, best_memcpy = 1e300;
  double best_vstep = 1e300, best_vstream = 1e300, best_columns = 1e300, best_kept = 1e300;
  uint64_t check_step = 0, check_stream = 0, check_verdict = 0, check_vstep = 0, check_vstream = 0, check_columns = 0;
  uint64_t check_kept = 0;
  size_t rejected = 0;
  for (int r = 0; r < runs; ++r) {
    // memcpy of the same buffer: the limit in this run.
    t0 = Clock::now();
    std::memcpy(dst.data(), s.words.data(), bytes);
    keep(dst);
    best_memcpy = std::min(best_memcpy, seconds_since(t0));

    // Decoder::step, streaming: every record is looked at, none is kept.
    t0 = Clock::now();
    tpb::Decoder d;
    uint64_t sum = 0, sum_verdict = 0;
    size_t bad = 0;
    for (size_t i = 0; i < words; ++i) {
      tpb::Record rec = d.step(s.words[i], i + 1 == words);
      sum += static_cast<uint64_t>(rec.err) * 131 + static_cast<uint64_t>(rec.route) + rec.fields.v[0];
      sum_verdict += static_cast<uint64_t>(rec.err) * 131 + static_cast<uint64_t>(rec.route) + rec.chain_pos;
      bad += rec.err != tpb::Err::OK;
    }
    keep(sum);
    best_step = std::min(best_step, seconds_since(t0));
    check_step = sum;
    check_verdict = sum_verdict;
    rejected = bad;

    // decode_stream: the library call, records kept.
    t0 = Clock::now();
    std::vector<tpb::Record> recs = tpb::decode_stream(s.words);
    uint64_t sum2 = 0;
    for (const auto& rec : recs) sum2 += static_cast<uint64_t>(rec.err) * 131 + static_cast<uint64_t>(rec.route) + rec.fields.v[0];
    keep(sum2);
    best_stream = std::min(best_stream, seconds_since(t0));
    check_stream = sum2;
    recs = {};  // not held during the next runs

    // Decoder::step_verdict: the same decisions without the fields.
    t0 = Clock::now();
    tpb::Decoder dv;
    uint64_t sum3 = 0;
    for (size_t i = 0; i < words; ++i) {
      tpb::Verdict v = dv.step_verdict(s.words[i], i + 1 == words);
      sum3 += static_cast<uint64_t>(v.err) * 131 + static_cast<uint64_t>(v.route) + v.chain_pos;
    }
    keep(sum3);
    best_vstep = std::min(best_vstep, seconds_since(t0));
    check_vstep = sum3;

    // decode_verdicts: the library call, verdicts kept.
    t0 = Clock::now();
    std::vector<tpb::Verdict> verdicts = tpb::decode_verdicts(s.words);
    uint64_t sum4 = 0;
    for (const auto& v : verdicts) sum4 += static_cast<uint64_t>(v.err) * 131 + static_cast<uint64_t>(v.route) + v.chain_pos;
    keep(sum4);
    best_vstream = std::min(best_vstream, seconds_since(t0));
    check_vstream = sum4;
    verdicts = {};

    // decode_columns: the verdicts and field 0 of every word as a column, read from them.
    t0 = Clock::now();
    const tpb::DecodedStream cols = tpb::decode_columns(s.words, nullptr, tpb::kDefaultGen, tpb::FieldSet{}.set(0));
    const std::span<const uint64_t> field0 = cols.column(0);
    uint64_t sum5 = 0;
    for (size_t i = 0; i < cols.size(); ++i) {
      const tpb::Verdict& v = cols.verdicts[i];
      sum5 += static_cast<uint64_t>(v.err) * 131 + static_cast<uint64_t>(v.route) + field0[i];
    }
    keep(sum5);
    best_columns = std::min(best_columns, seconds_since(t0));
    check_columns = sum5;
  }
  // decode_columns into one result kept from run to run, after the runs above (the memory it
  // holds would change how the allocator serves their fresh results).
  {
    tpb::DecodedStream kept;
    for (int r = 0; r < runs; ++r) {
      t0 = Clock::now();
      tpb::decode_columns(s.words, kept, nullptr, tpb::kDefaultGen, tpb::FieldSet{}.set(0));
      const std::span<const uint64_t> kept0 = kept.column(0);
      uint64_t sum6 = 0;
      for (size_t i = 0; i < kept.size(); ++i) {
        const tpb::Verdict& v = kept.verdicts[i];
        sum6 += static_cast<uint64_t>(v.err) * 131 + static_cast<uint64_t>(v.route) + kept0[i];
      }
      keep(sum6);
      best_kept = std::min(best_kept, seconds_since(t0));
      check_kept = sum6;
    }
  }
  if (std::memcmp(dst.data(), s.words.data(), bytes) != 0 || check_step != check_stream || check_step != check_columns ||
      check_step != check_kept ||
      check_verdict != check_vstep || check_verdict != check_vstream) {
    std::fprintf(stderr, "tpb_bench_decode: inconsistent results (memcpy copy or decoder checksums differ)\n");
    return 1;
  }

  if (!(best_memcpy > 0 && best_step > 0 && best_stream > 0 && best_vstep > 0 && best_vstream > 0 && best_columns > 0 &&
        best_kept > 0) ||
      best_step >= 1e300 || best_columns >= 1e300 || best_kept >= 1e300 || best_stream >= 1e300 || best_vstep >= 1e300 || best_vstream >= 1e300) {
    std::fprintf(stderr, "tpb_bench_decode: a run could not be timed (memcpy %g s, step %g s, stream %g s): no ratio\n",
                 best_memcpy, best_step, best_stream);
    return 1;
  }
  const double gib = static_cast<double>(bytes) / (1024.0 * 1024.0 * 1024.0);
  std::printf("tpb_bench_decode: build %s, path %s, seed %llu, %zu words (%.1f MiB), %zu rejected, best of %d runs\n",
              TPB_BENCH_BUILD_TYPE, tpb::decode_path_name(tpb::Decoder::path()), static_cast<unsigned long long>(seed), words, static_cast<double>(bytes) / 1048576.0,
              rejected, runs);
  // One decode row: the call's name in 15 columns, then its rates.
  auto rate = [&](const char* call, double sec) {
    std::printf("  decode %-15s%8.3f GiB/s  %9.1f Mwords/s  %6.1f ns/word\n", call, gib / sec, words / sec / 1e6,
                sec / static_cast<double>(words) * 1e9);
  };
  std::printf("  generate              %8.3f s (once)\n", gen_s);
  std::printf("  memcpy                %8.3f GiB/s  %9.1f Mwords/s\n", gib / best_memcpy, words / best_memcpy / 1e6);
  rate("Decoder::step", best_step);
  rate("decode_stream", best_stream);
  std::printf("  ratio decode/memcpy   step %.4f   decode_stream %.4f\n", best_memcpy / best_step,
              best_memcpy / best_stream);
  // The field-less calls, after the lines above (whose format scripts and docs rely on).
  rate("step_verdict", best_vstep);
  rate("decode_verdicts", best_vstream);
  std::printf("  ratio verdict/memcpy  step_verdict %.4f   decode_verdicts %.4f\n", best_memcpy / best_vstep,
              best_memcpy / best_vstream);
  rate("decode_columns", best_columns);
  std::printf("  ratio columns/memcpy  decode_columns %.4f\n", best_memcpy / best_columns);
  rate("columns(kept)", best_kept);
  std::printf("  ratio kept/memcpy     decode_columns into a kept result %.4f\n", best_memcpy / best_kept);
  return 0;
}
