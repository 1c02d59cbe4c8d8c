// Access-pattern walker (cmodel/src/ap.cpp): element addresses, extremes, ranges, runs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <vector>

#include "tpb/ap.hpp"
#include "tpb/gen.hpp"

using namespace tpb;

namespace {

struct Run {
  uint32_t p, o, n;
  bool operator==(const Run&) const = default;
};

// Whole runs of the walker (consumed one run at a time).
std::vector<Run> runs_of(const AccessPattern& ap) {
  std::vector<Run> v;
  ApRunWalker w(ap);
  while (!w.done()) {
    v.push_back({w.partition(), w.offset(), w.remaining()});
    w.advance(w.remaining());
  }
  return v;
}

// (partition, offset) of every byte, by the element formula.
std::vector<std::pair<int64_t, int64_t>> bytes_by_elements(const AccessPattern& ap) {
  std::vector<std::pair<int64_t, int64_t>> v;
  ap_for_each_element(ap, [&](const ElemAddr& e) {
    for (unsigned b = 0; b < ap.elem_bytes; ++b) v.push_back({e.partition, e.offset + b});
  });
  return v;
}

// The same, from the run walker consumed in random slices.
std::vector<std::pair<int64_t, int64_t>> bytes_by_runs(const AccessPattern& ap, SplitMix64& r) {
  std::vector<std::pair<int64_t, int64_t>> v;
  ApRunWalker w(ap);
  while (!w.done()) {
    const uint32_t n = 1 + static_cast<uint32_t>(r.below(w.remaining()));
    for (uint32_t b = 0; b < n; ++b) v.push_back({w.partition(), int64_t{w.offset()} + b});
    w.advance(n);
  }
  return v;
}

AccessPattern random_pattern(SplitMix64& r) {
  static constexpr unsigned kEb[] = {1, 2, 4};
  AccessPattern ap;
  ap.elem_bytes = kEb[r.below(3)];
  ap.partition = static_cast<uint32_t>(r.below(64));
  ap.offset = static_cast<uint32_t>(r.below(4096));
  for (int d = 0; d < 3; ++d) {
    ap.num[d] = static_cast<uint16_t>(1 + r.below(d == 0 ? 5 : 7));
    ap.step[d] = static_cast<int16_t>(static_cast<int>(r.below(13)) - 6);
  }
  if (r.chance(0.4)) ap.step[2] = 1;  // contiguous inner dimension
  return ap;
}

/// 300 random patterns of one seed, moved 100 partitions and 1000 bytes in (so that negative
/// steps stay inside), each handed to fn with the generator for its own draws.
template <class Fn>
void for_shifted_patterns(uint64_t seed, Fn fn) {
  SplitMix64 r(seed);
  for (int i = 0; i < 300; ++i) {
    AccessPattern ap = random_pattern(r);
    ap.partition += 100;
    ap.offset += 1000;
    INFO("pattern " << i << " step2 " << ap.step[2]);
    fn(ap, r);
  }
}

}  // namespace

TEST_CASE("ap: contiguous pattern, element addresses worked by hand", "[ap]") {
  // p0=2, o0=10, u16 elements; 2 partitions (step 1), 3 rows of 4 elements (row step 4).
  const AccessPattern ap = ap_of(2, 10, 1, 2, 4, 3, 1, 4, 2);
  const std::vector<ElemAddr> e = ap_element_list(ap);
  REQUIRE(e.size() == 24);
  CHECK(e[0] == ElemAddr{2, 10});
  CHECK(e[1] == ElemAddr{2, 12});
  CHECK(e[3] == ElemAddr{2, 16});
  CHECK(e[4] == ElemAddr{2, 18});   // i1 = 1: 10 + 4 elements * 2 bytes
  CHECK(e[11] == ElemAddr{2, 32});  // i1 = 2, i2 = 3: 10 + (8 + 3) * 2
  CHECK(e[12] == ElemAddr{3, 10});  // next partition starts over at o0
  CHECK(e[23] == ElemAddr{3, 32});
  // One run per row of 4 u16 = 8 bytes.
  const std::vector<Run> runs = runs_of(ap);
  REQUIRE(runs.size() == 6);
  CHECK(runs[0] == Run{2, 10, 8});
  CHECK(runs[1] == Run{2, 18, 8});
  CHECK(runs[2] == Run{2, 26, 8});
  CHECK(runs[3] == Run{3, 10, 8});
  CHECK(ap_elements(ap) == 24);
  CHECK(ap_bytes_per_partition(ap) == 24);
}

TEST_CASE("ap: strided inner dimension, one element per run", "[ap]") {
  // fp32 elements, inner step 3 elements (12 bytes), row step 10 elements (40 bytes).
  const AccessPattern ap = ap_of(0, 100, 1, 1, 10, 2, 3, 3, 4);
  const std::vector<ElemAddr> e = ap_element_list(ap);
  const std::vector<ElemAddr> want = {{0, 100}, {0, 112}, {0, 124}, {0, 140}, {0, 152}, {0, 164}};
  CHECK(e == want);
  const std::vector<Run> runs = runs_of(ap);
  REQUIRE(runs.size() == 6);
  for (size_t k = 0; k < runs.size(); ++k) {
    CHECK(runs[k].p == want[k].partition);
    CHECK(runs[k].o == want[k].offset);
    CHECK(runs[k].n == 4);
  }
}

TEST_CASE("ap: negative steps walk downwards", "[ap]") {
  // p0=5 going down 2 partitions per step; rows -5 elements, inner -1 (reversed), u8.
  const AccessPattern ap = ap_of(5, 20, -2, 3, -5, 2, -1, 3, 1);
  const std::vector<ElemAddr> e = ap_element_list(ap);
  REQUIRE(e.size() == 18);
  CHECK(e[0] == ElemAddr{5, 20});
  CHECK(e[1] == ElemAddr{5, 19});
  CHECK(e[2] == ElemAddr{5, 18});
  CHECK(e[3] == ElemAddr{5, 15});
  CHECK(e[5] == ElemAddr{5, 13});
  CHECK(e[6] == ElemAddr{3, 20});
  CHECK(e[17] == ElemAddr{1, 13});
  const ApExtent x = ap_extent(ap);
  CHECK(x.partition_min == 1);
  CHECK(x.partition_max == 5);
  CHECK(x.offset_min == 13);
  CHECK(x.offset_end == 21);
}

TEST_CASE("ap: extremes from the steps equal the extremes of a full walk", "[ap]") {
  const uint64_t seed = GENERATE(1, 2, 3);
  SplitMix64 r(seed);
  for (int i = 0; i < 300; ++i) {
    AccessPattern ap = random_pattern(r);
    ap.partition += 200;  // keep partitions positive
    ap.offset += 200;
    int64_t pmin = INT64_MAX, pmax = INT64_MIN, omin = INT64_MAX, oend = INT64_MIN;
    ap_for_each_element(ap, [&](const ElemAddr& e) {
      pmin = std::min(pmin, e.partition);
      pmax = std::max(pmax, e.partition);
      omin = std::min(omin, e.offset);
      oend = std::max(oend, e.offset + int64_t{ap.elem_bytes});
    });
    const ApExtent x = ap_extent(ap);
    INFO("pattern " << i);
    REQUIRE(x.partition_min == pmin);
    REQUIRE(x.partition_max == pmax);
    REQUIRE(x.offset_min == omin);
    REQUIRE(x.offset_end == oend);
  }
}

TEST_CASE("ap: run walker gives the element walk's bytes in the same order", "[ap]") {
  for_shifted_patterns(GENERATE(11, 12, 13),
                       [](const AccessPattern& ap, SplitMix64& r) { REQUIRE(bytes_by_runs(ap, r) == bytes_by_elements(ap)); });
}

TEST_CASE("ap: element walker gives the element walk's addresses in the same order, rows taken in random slices",
          "[ap]") {
  for_shifted_patterns(GENERATE(21, 22, 23), [](const AccessPattern& ap, SplitMix64& r) {
    std::vector<ElemAddr> got;
    ApElementWalker w(ap);
    while (!w.done()) {
      const uint32_t n = 1 + static_cast<uint32_t>(r.below(std::min<uint32_t>(w.left(), 17)));
      // Element k of the slice sits k inner steps after the walker's current element.
      for (uint32_t k = 0; k < n; ++k)
        got.push_back({w.partition(), int64_t{w.offset()} + int64_t{k} * ap.step[2] * int64_t{ap.elem_bytes}});
      w.advance(n);
    }
    REQUIRE(got == ap_element_list(ap));
  });
}

TEST_CASE("ap: beat fit: the elements of one row inside a port window, worked by hand", "[ap]") {
  // k * |step2| * eb + eb <= port for k = 0 .. fit - 1 (a step of 0 counts as eb).
  CHECK(ap_beat_fit(1, 1, 16) == 16);   // contiguous u8: the whole window
  CHECK(ap_beat_fit(1, 4, 16) == 4);    // contiguous fp32
  CHECK(ap_beat_fit(2, 2, 16) == 4);    // i16 every other element: bytes 0, 4, 8, 12
  CHECK(ap_beat_fit(3, 1, 16) == 6);    // u8 every third byte: 0, 3, ..., 15
  CHECK(ap_beat_fit(-1, 4, 16) == 4);   // reversed rows fit as many as forward ones
  CHECK(ap_beat_fit(-3, 1, 16) == 6);
  CHECK(ap_beat_fit(0, 2, 16) == 8);    // repeats: port / eb of them
  CHECK(ap_beat_fit(4, 4, 16) == 1);    // 16 bytes apart: one element per window
  CHECK(ap_beat_fit(8, 2, 16) == 1);
  CHECK(ap_beat_fit(7, 2, 16) == 2);    // bytes 0 and 14
  CHECK(ap_beat_fit(-32768, 4, 16) == 1);
  CHECK(ap_beat_fit(2, 2, 64) == 16);   // the port width is a parameter
}

TEST_CASE("ap: boundaries: last byte of a partition and partition P-1", "[ap]") {
  const SbufGeometry g{16, 1024};
  SECTION("a u32 ending on the last byte is inside, one byte further is not") {
    CHECK(ap_check_range(ap_of(0, 1020, 1, 1, 1, 1, 1, 1, 4), g) == ApRange::OK);
    CHECK(ap_check_range(ap_of(0, 1021, 1, 1, 1, 1, 1, 1, 4), g) == ApRange::OFFSET);
    // A whole partition of u8: 1024 bytes from offset 0.
    CHECK(ap_check_range(ap_of(0, 0, 1, 1, 32, 32, 1, 32, 1), g) == ApRange::OK);
    CHECK(ap_check_range(ap_of(0, 1, 1, 1, 32, 32, 1, 32, 1), g) == ApRange::OFFSET);
  }
  SECTION("partition P-1 is the last one") {
    CHECK(ap_check_range(ap_of(15, 0, 1, 1, 1, 1, 1, 1, 1), g) == ApRange::OK);
    CHECK(ap_check_range(ap_of(16, 0, 1, 1, 1, 1, 1, 1, 1), g) == ApRange::PARTITION);
    CHECK(ap_check_range(ap_of(0, 0, 1, 16, 1, 1, 1, 1, 1), g) == ApRange::OK);
    CHECK(ap_check_range(ap_of(1, 0, 1, 16, 1, 1, 1, 1, 1), g) == ApRange::PARTITION);
    CHECK(ap_check_range(ap_of(15, 0, -1, 16, 1, 1, 1, 1, 1), g) == ApRange::OK);
  }
  SECTION("negative steps must not reach below zero") {
    CHECK(ap_check_range(ap_of(3, 0, -1, 4, 1, 1, 1, 1, 1), g) == ApRange::OK);
    CHECK(ap_check_range(ap_of(3, 0, -1, 5, 1, 1, 1, 1, 1), g) == ApRange::PARTITION);
    CHECK(ap_check_range(ap_of(0, 6, 1, 1, 1, 1, -2, 4, 1), g) == ApRange::OK);   // bytes 0..6
    CHECK(ap_check_range(ap_of(0, 5, 1, 1, 1, 1, -2, 4, 1), g) == ApRange::OFFSET);
    CHECK(ap_check_range(ap_of(0, 8, 1, 1, -1, 3, -1, 3, 2), g) == ApRange::OK);   // (−2−2)*2 = −8
    CHECK(ap_check_range(ap_of(0, 7, 1, 1, -1, 3, -1, 3, 2), g) == ApRange::OFFSET);
  }
  SECTION("the partition is checked before the bytes") {
    CHECK(ap_check_range(ap_of(20, 5000, 1, 1, 1, 1, 1, 1, 1), g) == ApRange::PARTITION);
  }
}

TEST_CASE("ap: from a TENSOR3D with an SBUF start word", "[ap]") {
  const T3d t{addr4_sbuf(7, 300), -1, 2, 9, 3, 1, 5};
  const AccessPattern ap = ap_from_t3d(t, 2);
  CHECK(ap == ap_of(7, 300, -1, 2, 9, 3, 1, 5, 2));
  CHECK(addr4_is_sbuf(t.addr));
  CHECK_FALSE(addr4_is_sbuf(addr4_psum(0)));
  CHECK_FALSE(addr4_is_sbuf(addr4_hbm(0)));
  CHECK_FALSE(addr4_is_sbuf(addr4_register(3)));
  CHECK_FALSE(addr4_is_sbuf(addr4_indirect(0)));
}

// S000 §5 NOTE: "The size ceiling that decides GPSIMD-vs-DMA (≤1024 bytes/partition,
// MaxBytesPerPartition @0x784a00 = 0x400)"; S004 View A: "size ceiling = ≤1024 effective
// bytes/partition". The quantity is what one partition actually gives or receives: a
// step0 = 0 walk puts all num0 partition iterations on one partition.
TEST_CASE("ap: S000 §5 / S004 View A bytes per partition counts the repeats of a step0 = 0 walk", "[ap]") {
  // 32 x 32 u8 = 1024 bytes per partition iteration.
  CHECK(ap_bytes_per_partition(ap_of(0, 0, 1, 2, 32, 32, 1, 32, 1)) == 1024);   // two partitions, 1024 each
  CHECK(ap_bytes_per_partition(ap_of(5, 0, -1, 2, 32, 32, 1, 32, 1)) == 1024);  // negative step: 5, 4
  CHECK(ap_bytes_per_partition(ap_of(0, 0, 3, 4, 32, 32, 1, 32, 1)) == 1024);   // 0, 3, 6, 9
  CHECK(ap_bytes_per_partition(ap_of(0, 0, 0, 1, 32, 32, 1, 32, 1)) == 1024);   // one iteration
  CHECK(ap_bytes_per_partition(ap_of(0, 0, 0, 2, 32, 32, 1, 32, 1)) == 2048);   // twice on partition 0
  CHECK(ap_bytes_per_partition(ap_of(0, 0, 0, 4, 1, 1, 1, 256, 4)) == 4096);    // fp32, four times
  CHECK(ap_bytes_per_partition(ap_of(0, 0, 0, 4, 1, 1, 1, 64, 4)) == 1024);     // exactly the ceiling
  CHECK(ap_bytes_per_partition(ap_of(0, 0, 0, 5, 205, 1, 1, 205, 1)) == 1025);  // one byte over it
  CHECK(ap_partition_multiplicity(ap_of(0, 0, 0, 7, 1, 1, 1, 1, 1)) == 7);
  CHECK(ap_partition_multiplicity(ap_of(0, 0, -2, 7, 1, 1, 1, 1, 1)) == 1);
}

TEST_CASE("ap: bytes per partition equals the largest per-partition byte count of a full walk", "[ap]") {
  // S000 §5: "≤1024 bytes/partition" — checked against counting every byte of every element
  // into its partition, for random patterns with steps -6..6 (zero and negative included).
  SplitMix64 r(99);
  for (int i = 0; i < 500; ++i) {
    AccessPattern ap = random_pattern(r);
    if (r.chance(0.3)) ap.step[0] = 0;
    std::map<int64_t, uint64_t> per;
    ap_for_each_element(ap, [&](const ElemAddr& e) { per[e.partition] += ap.elem_bytes; });
    uint64_t most = 0;
    for (const auto& [p, n] : per) most = std::max(most, n);
    INFO("pattern " << i << " step0 " << ap.step[0] << " num0 " << ap.num[0]);
    REQUIRE(ap_bytes_per_partition(ap) == most);
  }
}

// The one range check (ap_check_extent behind ap_check_range of 3-D and 4-D patterns and
// ap_check_flat): accepted exactly when a full walk keeps every byte of every element inside
// the memory, on small geometries where random patterns fall on both sides of each edge.
TEST_CASE("ap: the range checks of 3-D, 4-D and flat patterns agree with a full walk", "[ap]") {
  const uint64_t seed = GENERATE(21, 22, 23);
  SplitMix64 r(seed);
  const SbufGeometry g{8, 64};
  auto inside = [&](int64_t p, int64_t o, unsigned eb) {
    return p >= 0 && p < int64_t{g.partitions} && o >= 0 && o + int64_t{eb} <= int64_t{g.bytes_per_partition};
  };
  unsigned ok3 = 0, ok4 = 0, okf = 0;
  for (int i = 0; i < 2000; ++i) {
    AccessPattern ap = random_pattern(r);
    ap.partition = static_cast<uint32_t>(r.below(g.partitions));
    ap.offset = static_cast<uint32_t>(r.below(g.bytes_per_partition));
    bool all = true;
    ap_for_each_element(ap, [&](const ElemAddr& e) { all = all && inside(e.partition, e.offset, ap.elem_bytes); });
    INFO("3-D pattern " << i);
    REQUIRE((ap_check_range(ap, g) == ApRange::OK) == all);
    ok3 += all;

    AccessPattern4 a4;
    a4.partition = ap.partition;
    a4.offset = ap.offset;
    a4.elem_bytes = ap.elem_bytes;
    for (int d = 0; d < 4; ++d) {
      a4.num[d] = static_cast<uint16_t>(1 + r.below(d == 0 ? 4 : 5));
      a4.step[d] = static_cast<int16_t>(static_cast<int>(r.below(11)) - 5);
    }
    bool all4 = true;
    uint64_t n4 = 0;
    ap_for_each_element(a4, [&](const ElemAddr& e) {
      all4 = all4 && inside(e.partition, e.offset, a4.elem_bytes);
      ++n4;
    });
    INFO("4-D pattern " << i);
    REQUIRE(n4 == ap_elements(a4));
    REQUIRE((ap_check_range(a4, g) == ApRange::OK) == all4);
    ok4 += all4;

    // flat: every dimension walks elements from a byte address
    const uint64_t size = 96, address = r.below(size);
    bool allf = true;
    for (int64_t i0 = 0; i0 < ap.num[0]; ++i0)
      for (int64_t i1 = 0; i1 < ap.num[1]; ++i1)
        for (int64_t i2 = 0; i2 < ap.num[2]; ++i2) {
          const int64_t b = static_cast<int64_t>(address) +
                            (i0 * ap.step[0] + i1 * ap.step[1] + i2 * ap.step[2]) * int64_t{ap.elem_bytes};
          allf = allf && b >= 0 && b + int64_t{ap.elem_bytes} <= static_cast<int64_t>(size);
        }
    REQUIRE((ap_check_flat(address, ap, size) == ApRange::OK) == allf);
    okf += allf;
  }
  // both outcomes occur, so the comparison tests something on each side
  CHECK(ok3 > 100);
  CHECK(ok3 < 1900);
  CHECK(ok4 > 20);
  CHECK(ok4 < 1980);
  CHECK(okf > 100);
  CHECK(okf < 1900);
}

TEST_CASE("ap: a 4-D pattern from a TENSOR4D walks i3 innermost, worked by hand", "[ap]") {
  T4d t{};
  t.addr = addr4_sbuf(2, 16);
  t.step0 = 1, t.num0 = 2, t.step1 = 8, t.num1 = 1, t.step2 = 4, t.num2 = 2, t.step3 = 1, t.num3 = 2;
  const AccessPattern4 a = ap4_from_t4d(t, 2);
  std::vector<ElemAddr> v;
  ap_for_each_element(a, [&](const ElemAddr& e) { v.push_back(e); });
  const std::vector<ElemAddr> want{{2, 16}, {2, 18}, {2, 24}, {2, 26}, {3, 16}, {3, 18}, {3, 24}, {3, 26}};
  CHECK(v == want);
  CHECK(ap_check_range(a, SbufGeometry{4, 28}) == ApRange::OK);
  CHECK(ap_check_range(a, SbufGeometry{4, 27}) == ApRange::OFFSET);
  CHECK(ap_check_range(a, SbufGeometry{3, 28}) == ApRange::PARTITION);
}
