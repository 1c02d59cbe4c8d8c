// tpb::Adder (world.hpp): the collectives' addition with the dtype resolved once, and bf16's
// integer rounding, give the same bits as the definition (float_from_bits, a float sum, and
// float_to_bits, docs/world.md "Reduction") on random and edge values of every float dtype.
#include <catch2/catch.hpp>
#include <vector>

#include "tpb/gen.hpp"
#include "tpb/world.hpp"

using namespace tpb;

namespace {
uint32_t by_definition(uint8_t dtype, const std::vector<uint32_t>& v) {
  float acc = float_from_bits(dtype, v[0]);
  for (size_t i = 1; i < v.size(); ++i) acc = acc + float_from_bits(dtype, v[i]);
  return float_to_bits(dtype, acc);
}
}  // namespace

TEST_CASE("world adder: the resolved addition equals the definition, bit for bit", "[world][adder]") {
  for (const char* name : {"fp32", "bf16", "fp16", "fp8e4m3", "fp8e5m2"}) {
    const uint8_t dtype = find_dtype(name)->code;
    const unsigned bits = 8 * find_dtype(name)->bytes;
    const uint32_t mask = bits == 32 ? 0xFFFFFFFFu : (1u << bits) - 1;
    const Adder adder(dtype);
    // Edges: zeros, the largest finite and smallest subnormal magnitudes, infinities, NaNs.
    std::vector<uint32_t> edges = {0, mask & ~(mask >> 1), 1, mask >> 1, (mask >> 1) - 1, mask};
    for (uint32_t e : {0x7F7FFFFFu, 0x7F800000u, 0x7FC00000u, 0x00800000u, 0x007FFFFFu, 0x7F7Fu, 0x7F80u, 0x0080u,
                       0x7BFFu, 0x7C00u, 0x7Eu, 0x7Fu, 0x7Bu, 0x7Cu})
      edges.push_back(e & mask);
    SplitMix64 rng(99);
    size_t differ = 0, n = 0;
    auto check = [&](const std::vector<uint32_t>& v) {
      ++n;
      if (adder.add(v) != by_definition(dtype, v) && differ++ < 5)
        FAIL_CHECK(name << ": " << v[0] << " + " << v[1] << (v.size() > 2 ? " + ..." : "") << " gives " << adder.add(v)
                        << ", the definition " << by_definition(dtype, v));
    };
    for (uint32_t a : edges)
      for (uint32_t b : edges) check({a, b});
    for (int i = 0; i < 200000; ++i) {
      std::vector<uint32_t> v(2 + rng.below(3));
      for (uint32_t& x : v) x = static_cast<uint32_t>(rng.next()) & mask;
      // Half the time near each other in magnitude, where the sum's rounding ties happen.
      if (rng.chance(0.5)) v[1] = (v[0] ^ static_cast<uint32_t>(rng.below(16))) & mask;
      check(v);
    }
    CHECK(differ == 0);
    CHECK(n > 200000);
  }
  CHECK_THROWS_AS(Adder(0xEE), std::invalid_argument);
}
