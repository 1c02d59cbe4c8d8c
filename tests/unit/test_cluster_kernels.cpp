// Built-in SORT / TOPK / IOTA kernels on the cluster model, checked against std::sort and
// std::partial_sort on many sizes and every dtype, plus access-pattern order, HBM operands,
// tiling through the 64 KiB scratch, CPU choice and user kernels.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <limits>

#include "test_cluster_util.hpp"

using namespace tpb;
using tpb::test::Bench;
using tpb::test::Rng;

namespace {

float bf16_to_float(uint16_t b) {
  uint32_t u = uint32_t{b} << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

float fp16_to_float(uint16_t h) {
  int sign = h >> 15, exp = (h >> 10) & 0x1F, man = h & 0x3FF;
  float v;
  if (exp == 0)
    v = std::ldexp(static_cast<float>(man), -24);
  else if (exp == 31)
    v = man ? std::numeric_limits<float>::quiet_NaN() : std::numeric_limits<float>::infinity();
  else
    v = std::ldexp(static_cast<float>(man | 0x400), exp - 25);
  return sign ? -v : v;
}

// One SORT or TOPK run: `parts` partitions of n elements from partition 0 offset 0, output at
// offset n*sizeof(T) of the same partitions, k elements per partition. Returns the output and
// checks the completion.
template <class T>
std::vector<std::vector<T>> run_kernel(const char* fn, const std::vector<std::vector<T>>& in, unsigned k,
                                       Completion* done = nullptr) {
  const unsigned parts = static_cast<unsigned>(in.size());
  const unsigned n = static_cast<unsigned>(in[0].size());
  const uint32_t bpp = static_cast<uint32_t>((n + k) * sizeof(T));
  Bench b(parts, bpp, 64);
  for (unsigned p = 0; p < parts; ++p) b.put_sbuf(p, 0, in[p]);
  auto words = b.chain(b.id(fn), sbuf_ap(0, n * sizeof(T), parts, k), {sbuf_ap(0, 0, parts, n)});
  Completion c = b.run(words);
  REQUIRE(c.err == Err::OK);
  CHECK(c.bytes_in == uint64_t{parts} * n * sizeof(T));
  CHECK(c.bytes_out == uint64_t{parts} * k * sizeof(T));
  std::vector<std::vector<T>> out;
  for (unsigned p = 0; p < parts; ++p) {
    out.push_back(b.get_sbuf<T>(p, n * sizeof(T), k));
    std::vector<T> left = b.get_sbuf<T>(p, 0, n);  // the input is left as it was (bitwise: NaNs)
    CHECK(std::memcmp(left.data(), in[p].data(), n * sizeof(T)) == 0);
  }
  if (done) *done = c;
  return out;
}

template <class T, class Gen, class Less, class Eq>
void check_sort_and_topk(const char* sort_fn, const char* topk_fn, unsigned parts, unsigned n, uint64_t seed, Gen gen,
                         Less less, Eq eq) {
  Rng r(seed);
  std::vector<std::vector<T>> in(parts, std::vector<T>(n));
  for (auto& row : in)
    for (auto& v : row) v = gen(r);
  INFO(sort_fn << " partitions " << parts << " n " << n);

  auto sorted = run_kernel<T>(sort_fn, in, n);
  for (unsigned p = 0; p < parts; ++p) {
    std::vector<T> want = in[p];
    std::sort(want.begin(), want.end(), less);
    REQUIRE(sorted[p].size() == n);
    for (unsigned i = 0; i < n; ++i) REQUIRE(eq(sorted[p][i], want[i]));
  }

  for (unsigned k : {1u, (n + 1) / 2, n}) {
    INFO("k " << k);
    auto top = run_kernel<T>(topk_fn, in, k);
    for (unsigned p = 0; p < parts; ++p) {
      std::vector<T> want = in[p];
      std::partial_sort(want.begin(), want.begin() + k, want.end(), [&](T a, T b) { return less(b, a); });
      for (unsigned i = 0; i < k; ++i) REQUIRE(eq(top[p][i], want[i]));
    }
  }
}

template <class T>
T rand_int(Rng& r) {
  return static_cast<T>(r.next());
}

}  // namespace

TEST_CASE("SORT/TOPK fp32 match std::sort / std::partial_sort on many sizes", "[cluster][kernels]") {
  unsigned n = GENERATE(1u, 2u, 3u, 7u, 64u, 1000u, 4096u);
  unsigned parts = GENERATE(1u, 3u);
  auto gen = [](Rng& r) { return static_cast<float>(static_cast<int64_t>(r.next() % 2000001) - 1000000) / 977.0f; };
  check_sort_and_topk<float>("sort_fp32", "topk_fp32", parts, n, 1000 + n * 7 + parts, gen, std::less<float>(),
                             [](float a, float b) { return a == b; });
}

TEST_CASE("SORT/TOPK integer dtypes match std::sort", "[cluster][kernels]") {
  unsigned n = GENERATE(1u, 2u, 3u, 7u, 64u, 1000u);
  auto eq = [](auto a, auto b) { return a == b; };
  check_sort_and_topk<uint8_t>("sort_u8", "topk_u8", 2, n, n + 1, rand_int<uint8_t>, std::less<uint8_t>(), eq);
  check_sort_and_topk<int8_t>("sort_i8", "topk_i8", 2, n, n + 2, rand_int<int8_t>, std::less<int8_t>(), eq);
  check_sort_and_topk<uint16_t>("sort_u16", "topk_u16", 2, n, n + 3, rand_int<uint16_t>, std::less<uint16_t>(), eq);
  check_sort_and_topk<int16_t>("sort_i16", "topk_i16", 2, n, n + 4, rand_int<int16_t>, std::less<int16_t>(), eq);
  check_sort_and_topk<uint32_t>("sort_u32", "topk_u32", 2, n, n + 5, rand_int<uint32_t>, std::less<uint32_t>(), eq);
  check_sort_and_topk<int32_t>("sort_i32", "topk_i32", 2, n, n + 6, rand_int<int32_t>, std::less<int32_t>(), eq);
}

TEST_CASE("SORT/TOPK fp16 and bf16 order by value", "[cluster][kernels]") {
  unsigned n = GENERATE(1u, 3u, 7u, 64u, 1000u);
  auto finite_bf16 = [](Rng& r) {
    uint16_t v;
    do v = static_cast<uint16_t>(r.next());
    while ((v & 0x7F80) == 0x7F80);
    return v;
  };
  auto finite_fp16 = [](Rng& r) {
    uint16_t v;
    do v = static_cast<uint16_t>(r.next());
    while ((v & 0x7C00) == 0x7C00);
    return v;
  };
  check_sort_and_topk<uint16_t>(
      "sort_bf16", "topk_bf16", 2, n, n + 11, finite_bf16,
      [](uint16_t a, uint16_t b) { return bf16_to_float(a) < bf16_to_float(b); },
      [](uint16_t a, uint16_t b) { return bf16_to_float(a) == bf16_to_float(b); });
  check_sort_and_topk<uint16_t>(
      "sort_fp16", "topk_fp16", 2, n, n + 12, finite_fp16,
      [](uint16_t a, uint16_t b) { return fp16_to_float(a) < fp16_to_float(b); },
      [](uint16_t a, uint16_t b) { return fp16_to_float(a) == fp16_to_float(b); });
}

TEST_CASE("SORT fp32 uses IEEE total order for NaN, infinities and signed zeros", "[cluster][kernels]") {
  const float inf = std::numeric_limits<float>::infinity();
  auto bits = [](uint32_t u) {
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  };
  const float pnan = bits(0x7FC00000), nnan = bits(0xFFC00000);
  std::vector<float> in = {1.0f, pnan, -0.0f, inf, -inf, 0.0f, nnan, -2.5f};
  auto out = run_kernel<float>("sort_fp32", {in}, static_cast<unsigned>(in.size()))[0];
  std::vector<uint32_t> got(out.size());
  std::memcpy(got.data(), out.data(), out.size() * 4);
  CHECK(got == std::vector<uint32_t>{0xFFC00000, 0xFF800000, 0xC0200000, 0x80000000, 0x00000000, 0x3F800000,
                                     0x7F800000, 0x7FC00000});
}

TEST_CASE("SORT on operands larger than the 64 KiB scratch is staged in tiles", "[cluster][kernels][tiling]") {
  // One partition of 20000 fp32 (80000 bytes): 10 tiles of the default 8 KiB slice each way.
  const unsigned n = 20000;
  Rng r(77);
  std::vector<float> in(n);
  for (auto& v : in) v = static_cast<float>(r.next() % 100000) - 50000.0f;
  Completion c;
  auto out = run_kernel<float>("sort_fp32", {in}, n, &c)[0];
  std::vector<float> want = in;
  std::sort(want.begin(), want.end());
  CHECK(out == want);
  CHECK(c.tiles_in == 10);
  CHECK(c.tiles_out == 10);
  CHECK(c.bytes_in == 80000);
}

TEST_CASE("TOPK from HBM to SBUF, 128 partitions x 1000 i32 (512 KB through the scratch)", "[cluster][kernels][tiling]") {
  const unsigned parts = 128, n = 1000, k = 10;
  Bench b(128, 64, 1 << 20);
  Rng r(5);
  std::vector<int32_t> in(parts * n);
  for (auto& v : in) v = static_cast<int32_t>(r.next());
  b.put_hbm(0x100, in);
  auto words = b.chain(b.id("topk_i32"), sbuf_ap(0, 0, parts, k), {hbm_ap(0x100, parts, n)});
  Completion c = b.run(words);
  REQUIRE(c.err == Err::OK);
  CHECK(c.bytes_in == parts * n * 4);
  CHECK(c.tiles_in == (parts * n * 4 + xtensa::kSliceBytes - 1) / xtensa::kSliceBytes);
  for (unsigned p = 0; p < parts; ++p) {
    std::vector<int32_t> row(in.begin() + p * n, in.begin() + (p + 1) * n);
    std::partial_sort(row.begin(), row.begin() + k, row.end(), std::greater<int32_t>());
    row.resize(k);
    REQUIRE(b.get_sbuf<int32_t>(p, 0, k) == row);
  }
}

TEST_CASE("SORT SBUF -> HBM with a strided multi-dimensional access pattern", "[cluster][kernels][ap]") {
  // Input: partitions 2..4 (step 1), free dims (2 x 3 x 5) with the innermost step 2 elements:
  // element (i1, i2, i3) of a partition is u16 number i1*40 + i2*10 + i3*2 from byte 6.
  Bench b(8, 512, 4096);
  Rng r(9);
  std::vector<std::vector<uint16_t>> raw(8, std::vector<uint16_t>(200));
  for (unsigned p = 0; p < 8; ++p) {
    for (auto& v : raw[p]) v = static_cast<uint16_t>(r.next());
    b.put_sbuf(p, 0, raw[p]);
  }
  T4dCo in;
  in.addr = addr4_sbuf(2, 6);
  in.step0 = 1;
  in.num0 = 3;
  in.step1 = 40;
  in.num1 = 2;
  in.step2 = 10;
  in.num2 = 3;
  in.step3 = 2;
  in.num3 = 5;
  // Output: HBM rows of 30 u16 with a row stride of 32 elements, from address 0x40.
  T4dCo out = hbm_ap(0x40, 3, 30, 32);
  Completion c = b.run(b.chain(b.id("sort_u16"), out, {in}));
  REQUIRE(c.err == Err::OK);
  for (unsigned p = 0; p < 3; ++p) {
    std::vector<uint16_t> want;
    for (unsigned i1 = 0; i1 < 2; ++i1)
      for (unsigned i2 = 0; i2 < 3; ++i2)
        for (unsigned i3 = 0; i3 < 5; ++i3) want.push_back(raw[2 + p][3 + i1 * 40 + i2 * 10 + i3 * 2]);
    std::sort(want.begin(), want.end());
    CHECK(b.get_hbm<uint16_t>(0x40 + p * 64, 30) == want);
    CHECK(b.get_hbm<uint16_t>(0x40 + p * 64 + 60, 2) == std::vector<uint16_t>{0, 0});  // row gap untouched
  }
}

TEST_CASE("N = 0 edge: IOTA runs with a header + output payload chain", "[cluster][kernels][n0]") {
  Bench b(4, 256);
  auto words = b.chain(b.id("iota_i32"), sbuf_ap(1, 16, 2, 50), {});
  REQUIRE(words.size() == 2);               // docs/design.md: header + output payload
  CHECK(load_le(words[0], 0x0C, 2) == 1);   // S002 §2.2: num_payloads = 1 when N = 0
  CHECK(words[0][0x0F] == 0);               // num_arguments
  Completion c = b.run(words);
  REQUIRE(c.err == Err::OK);
  CHECK(c.bytes_in == 0);
  CHECK(c.tiles_in == 0);
  CHECK(c.bytes_out == 2 * 50 * 4);
  std::vector<int32_t> want(50);
  for (int i = 0; i < 50; ++i) want[i] = i;
  CHECK(b.get_sbuf<int32_t>(1, 16, 50) == want);
  CHECK(b.get_sbuf<int32_t>(2, 16, 50) == want);
  CHECK(b.get_sbuf<int32_t>(0, 16, 50) == std::vector<int32_t>(50, 0));
  CHECK(b.get_sbuf<int32_t>(3, 16, 50) == std::vector<int32_t>(50, 0));
}

TEST_CASE("CPUs are chosen round robin and each stages into its own private window", "[cluster][cpu]") {
  Bench b(2, 64);
  b.put_sbuf<uint32_t>(0, 0, {3, 1, 2});
  auto words = b.chain(b.id("sort_u32"), sbuf_ap(1, 0, 1, 3), {sbuf_ap(0, 0, 1, 3)});
  for (unsigned i = 0; i < 10; ++i) {
    Completion c = b.run(words);
    REQUIRE(c.err == Err::OK);
    CHECK(c.cpu == i % 8);
  }
  CHECK(b.cluster.next_cpu() == 2);
  // CPU 1 ran op 1 and op 9: its staged input sits at the start of its working memory.
  std::vector<uint8_t> staged(12);
  REQUIRE(b.cluster.read_private(1, xtensa::work_base(1), staged) == Err::OK);
  uint32_t v[3];
  std::memcpy(v, staged.data(), 12);
  CHECK(v[0] == 3);
  CHECK(v[1] == 1);
  CHECK(v[2] == 2);
  // A forced CPU does not move the round robin.
  RunOptions o;
  o.cpu = 6;
  CHECK(b.run(words, o).cpu == 6);
  CHECK(b.cluster.next_cpu() == 2);
}

TEST_CASE("a user kernel registered through the API runs on the model", "[cluster][user]") {
  Bench b(4, 256);
  KernelDef add;
  add.lib = "libmyops.so";
  add.function = "add_i32";
  add.dtype = "i32";
  add.num_inputs = 2;
  add.check = [](std::span<const OperandShape> in, OperandShape out) {
    return in[0].partitions == out.partitions && in[1].partitions == out.partitions && in[0].elems == out.elems &&
           in[1].elems == out.elems;
  };
  add.run = [](const KernelArgs& a) {
    for (uint32_t p = 0; p < a.output.partitions(); ++p)
      for (uint64_t i = 0; i < a.output.elems(); ++i)
        a.output.set<int32_t>(p, i, a.inputs[0].get<int32_t>(p, i) + a.inputs[1].get<int32_t>(p, i));
    return true;
  };
  uint8_t id = 0;
  REQUIRE(b.cluster.install(add, b.reg, &id) == Err::OK);
  CHECK(id == b.reg.size() - 1);
  CHECK(b.cluster.install(add, b.reg) == Err::CL_KERNEL_DUPLICATE);

  b.put_sbuf<int32_t>(0, 0, {1, 2, 3, -4});
  b.put_sbuf<int32_t>(0, 16, {10, 20, 30, 40});
  Completion c = b.run(b.chain(id, sbuf_ap(2, 0, 1, 4), {sbuf_ap(0, 0, 1, 4), sbuf_ap(0, 16, 1, 4)}));
  REQUIRE(c.err == Err::OK);
  CHECK(b.get_sbuf<int32_t>(2, 0, 4) == std::vector<int32_t>{11, 22, 33, 36});

  // Its shape check refuses a mismatched output, and nothing is written.
  uint64_t h = b.state_hash();
  c = b.run(b.chain(id, sbuf_ap(2, 0, 1, 3), {sbuf_ap(0, 0, 1, 4), sbuf_ap(0, 16, 1, 4)}));
  CHECK(c.err == Err::CL_SIGNATURE);
  CHECK(b.state_hash() == h);
}

TEST_CASE("a failing or throwing kernel writes nothing back", "[cluster][user]") {
  Bench b(2, 64);
  KernelDef bad{"libmyops.so", "fails_u8", "u8", 1, {}, [](const KernelArgs& a) {
                  a.output.set<uint8_t>(0, 0, 0xAA);
                  return false;
                }};
  KernelDef thrower{"libmyops.so", "throws_u8", "u8", 1, {}, [](const KernelArgs&) -> bool {
                      throw std::runtime_error("boom");
                    }};
  uint8_t id_bad = 0, id_throw = 0;
  REQUIRE(b.cluster.install(bad, b.reg, &id_bad) == Err::OK);
  REQUIRE(b.cluster.install(thrower, b.reg, &id_throw) == Err::OK);
  b.put_sbuf<uint8_t>(0, 0, {1, 2, 3});
  const uint64_t before = memory_hash(b.sbuf);
  Completion c = b.run(b.chain(id_bad, sbuf_ap(1, 0, 1, 3), {sbuf_ap(0, 0, 1, 3)}));
  CHECK(c.err == Err::CL_KERNEL_FAULT);
  CHECK(c.bytes_out == 0);
  CHECK(memory_hash(b.sbuf) == before);
  c = b.run(b.chain(id_throw, sbuf_ap(1, 0, 1, 3), {sbuf_ap(0, 0, 1, 3)}));
  CHECK(c.err == Err::CL_KERNEL_FAULT);
  CHECK(memory_hash(b.sbuf) == before);
  CHECK(b.cluster.next_cpu() == 0);
}

// S002 §3: "Payload i+1 (for i in [0, N)) encodes the i-th input AP: getArgument<AccessPattern>
// (inst, i)". The cluster hands a kernel its inputs in payload order: a kernel whose result
// depends on the order (out = a - 2b + 4c) sees a, b, c as the chain lists them.
TEST_CASE("S002 §3 a kernel sees its N = 3 inputs in payload order", "[cluster][user][seed][S002]") {
  Bench b(4, 256);
  KernelDef k;
  k.lib = "libmyops.so";
  k.function = "ordered_i32";
  k.dtype = "i32";
  k.num_inputs = 3;
  k.check = [](std::span<const OperandShape> in, OperandShape out) {
    return in.size() == 3 && in[0].elems == out.elems && in[1].elems == out.elems && in[2].elems == out.elems;
  };
  k.run = [](const KernelArgs& a) {
    for (uint64_t i = 0; i < a.output.elems(); ++i)
      a.output.set<int32_t>(0, i,
                            a.inputs[0].get<int32_t>(0, i) - 2 * a.inputs[1].get<int32_t>(0, i) +
                                4 * a.inputs[2].get<int32_t>(0, i));
    return true;
  };
  uint8_t id = 0;
  REQUIRE(b.cluster.install(k, b.reg, &id) == Err::OK);
  b.put_sbuf<int32_t>(0, 0, {1, 2, 3});
  b.put_sbuf<int32_t>(0, 16, {100, 200, 300});
  b.put_sbuf<int32_t>(0, 32, {10000, 20000, 30000});
  Completion c = b.run(b.chain(id, sbuf_ap(2, 0, 1, 3), {sbuf_ap(0, 0, 1, 3), sbuf_ap(0, 16, 1, 3), sbuf_ap(0, 32, 1, 3)}));
  REQUIRE(c.err == Err::OK);
  CHECK(b.get_sbuf<int32_t>(2, 0, 3) == std::vector<int32_t>{39801, 79602, 119403});
  // The same operands listed c, a, b: a different result, so the order is the chain's.
  c = b.run(b.chain(id, sbuf_ap(2, 0, 1, 3), {sbuf_ap(0, 32, 1, 3), sbuf_ap(0, 0, 1, 3), sbuf_ap(0, 16, 1, 3)}));
  REQUIRE(c.err == Err::OK);
  CHECK(b.get_sbuf<int32_t>(2, 0, 3) == std::vector<int32_t>{10398, 20796, 31194});
}
