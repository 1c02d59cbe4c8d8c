// tpb::World (docs/world.md): the dtype arithmetic (tpb/dtype.hpp) against a float reference written here: RNE rounding,
// overflow, the canonical NaNs, reduce_add.
#include <sstream>
#include "world_test_util.hpp"

using namespace world_test;

// ================================================================== arithmetic
TEST_CASE("world: float conversions round to nearest even and overflow as documented", "[world]") {
  // bf16: 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to the even mantissa (1.0).
  CHECK(float_to_bits(dt("bf16"), 1.0f + std::ldexp(1.0f, -8)) == 0x3F80);
  CHECK(float_to_bits(dt("bf16"), 1.0f + 3 * std::ldexp(1.0f, -8)) == 0x3F82);
  CHECK(float_to_bits(dt("fp16"), 65504.0f) == 0x7BFF);
  CHECK(float_to_bits(dt("fp16"), 65520.0f) == 0x7C00);  // halfway to 2^16: overflows to inf
  CHECK(float_to_bits(dt("fp8e4m3"), 448.0f) == 0x7E);
  CHECK(float_to_bits(dt("fp8e4m3"), 464.0f) == 0x7E);  // tie: the even mantissa 110
  CHECK(float_to_bits(dt("fp8e4m3"), 470.0f) == 0x7F);  // past it: NaN (no inf in e4m3)
  // Every NaN is the canonical one, positive: an e4m3 overflow on the negative side (-448 -
  // 448), a negative infinity, NaNs of either sign (issue 27: 0xFF came out of -470).
  CHECK(float_to_bits(dt("fp8e4m3"), -470.0f) == 0x7F);
  CHECK(float_to_bits(dt("fp8e4m3"), -INFINITY) == 0x7F);
  CHECK(float_to_bits(dt("fp8e4m3"), -std::nanf("")) == 0x7F);
  CHECK(float_to_bits(dt("fp8e5m2"), -1e9f) == 0xFC);  // e5m2 has infinities: the sign stays
  for (const char* n : {"bf16", "fp16", "fp8e5m2", "fp8e4m3", "fp32"}) {
    const uint32_t canon = std::string_view(n) == "fp32" ? 0x7FC00000u : ref_format(dt(n)).nan;
    CHECK(float_to_bits(dt(n), std::nanf("")) == canon);
    CHECK(float_to_bits(dt(n), -std::nanf("")) == canon);
    CHECK(float_to_bits(dt(n), INFINITY - INFINITY) == canon);
  }
  const uint32_t fe = dt("fp8e4m3");
  CHECK(reduce_add(fe, std::vector<uint32_t>{0xFE, 0xFE}) == 0x7F);  // -448 + -448
  CHECK(reduce_add(fe, std::vector<uint32_t>{0x7E, 0x7E}) == 0x7F);  // +448 + 448
  CHECK(reduce_add(fe, std::vector<uint32_t>{0xFF, 0x01}) == 0x7F);  // a negative NaN input
  CHECK(float_to_bits(dt("fp8e5m2"), -57344.0f) == 0xFB);
  CHECK(float_to_bits(dt("fp8e5m2"), 1e9f) == 0x7C);
  CHECK(float_to_bits(dt("fp8e4m3"), std::ldexp(1.0f, -9)) == 0x01);  // the smallest subnormal
  // Every finite code of every minifloat decodes and re-encodes to itself, as the reference decodes it.
  for (const char* n : {"bf16", "fp16", "fp8e4m3", "fp8e5m2"}) {
    const RefFormat f = ref_format(dt(n));
    for (uint32_t b = 0; b < (1u << (f.ebits + f.mbits + 1)); ++b) {
      if (ref_is_nan(f, b & ((1u << (f.ebits + f.mbits)) - 1))) continue;
      INFO(n << " code " << b);
      CHECK(double(float_from_bits(dt(n), b)) == ref_value(f, b));
      CHECK(float_to_bits(dt(n), float_from_bits(dt(n), b)) == b);
    }
  }
}

TEST_CASE("world: reduce_add matches the reference on random finite values of every dtype", "[world]") {
  // One CHECK per dtype, with the first failing operands named.
  SplitMix64 r(11);
  for (const char* n : kAllDtypes) {
    const auto d = dt(n);  // the lookup by name, once (it costs more than a sum)
    int bad = 0;
    std::string first;
    for (int t = 0; t < 2000; ++t) {
      std::vector<uint32_t> v(1 + r.next() % 6);
      for (uint32_t& x : v) x = random_elem(r, d);
      const auto got = reduce_add(d, v);
      const auto want = ref_add(d, v);
      if (got == want) continue;
      if (bad++ == 0) {
        std::ostringstream os;
        os << "operands";
        for (uint32_t x : v) os << " 0x" << std::hex << x;
        os << ": got 0x" << std::hex << got << ", reference 0x" << want;
        first = os.str();
      }
    }
    INFO(n << ": " << bad << " of 2000 sums differ; first: " << first);
    CHECK(bad == 0);
  }
}
