// Access-pattern walker over one SBUF: the TENSOR3D of the field map (ADDR4 start word +
// 3 x (step i16, count u16)), used by the SB2SB mover and later by custom-op staging.
// The model twin of rtl/mover/tpb_ap_walker.sv (run walk) and rtl/mover/tpb_ap_extent.sv
// (extremes).
//
// Semantics (docs/mover.md, PROJECT): start (partition p0, byte offset o0); dimension 0 is
// the partition dimension (step0 partitions, num0), dimensions 1 and 2 are free dimensions
// in elements, dimension 2 innermost. Element k in walk order (i0 outermost, i2 innermost)
// sits at
//     partition p0 + i0*step0,  byte offset o0 + (i1*step1 + i2*step2) * elem_bytes
// and occupies elem_bytes bytes from there. Steps are signed; a pattern is legal when every
// byte of every element lies inside the SBUF (checked from the extremes, not by walking).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "tpb/isa.hpp"
#include "tpb/sbuf.hpp"

namespace tpb {

struct AccessPattern {
  uint32_t partition = 0;            // p0
  uint32_t offset = 0;               // o0, bytes
  std::array<int16_t, 3> step{};     // step[0] in partitions, step[1..2] in elements
  std::array<uint16_t, 3> num{};     // counts; dimension 2 innermost
  unsigned elem_bytes = 1;
  bool operator==(const AccessPattern&) const = default;
};

/// A pattern from its fields in TENSOR3D order: start partition and byte offset, then (step,
/// num) of dimensions 0 (partitions), 1 and 2 (elements), and the element size.
inline AccessPattern ap_of(uint32_t p0, uint32_t o0, int16_t s0, uint16_t n0, int16_t s1, uint16_t n1, int16_t s2,
                           uint16_t n2, unsigned elem_bytes) {
  return AccessPattern{p0, o0, {s0, s1, s2}, {n0, n1, n2}, elem_bytes};
}

/// True when the ADDR4 word is a static-mode SBUF address (not PSUM, HBM, register, indirect).
bool addr4_is_sbuf(uint32_t addr4_word);
/// The pattern of a TENSOR3D whose start word is an SBUF address (partition/offset fields).
AccessPattern ap_from_t3d(const T3d& t, unsigned elem_bytes);

/// num0 * num1 * num2 (exact, up to 2^48).
uint64_t ap_elements(const AccessPattern& ap);
/// How many of the num0 partition iterations land on the busiest partition: the partition
/// walk p0 + i0 * step0 is linear, so it is num0 when step0 == 0 (every iteration on p0)
/// and 1 otherwise (a nonzero step visits num0 distinct partitions, negative steps too).
uint64_t ap_partition_multiplicity(const AccessPattern& ap);
/// Bytes the pattern moves in the partition it moves most in (repeats counted, every
/// element's elem_bytes, overlapping free-dimension steps counted as moved, not as
/// footprint): ap_partition_multiplicity * num1 * num2 * elem_bytes. The quantity the
/// S000 §5 / S004 View A ceiling (MaxBytesPerPartition 0x400) bounds.
uint64_t ap_bytes_per_partition(const AccessPattern& ap);

/// Extremes of a pattern, from the signed steps (min/max of (num-1)*step and 0 per
/// dimension), without walking. Exact in 64-bit arithmetic for every 16-bit field value.
struct ApExtent {
  int64_t partition_min = 0;   // lowest partition touched
  int64_t partition_max = 0;   // highest partition touched
  int64_t offset_min = 0;      // lowest byte offset touched
  int64_t offset_end = 0;      // one past the highest byte offset touched
  bool operator==(const ApExtent&) const = default;
};
ApExtent ap_extent(const AccessPattern& ap);

/// The reach of some dimensions from their start, in steps: the lowest and the highest sum
/// of i[d] * step[d] over 0 <= i[d] < num[d] (min/max of (num-1)*step and 0 per dimension),
/// without walking. Exact in 64-bit arithmetic for every 16-bit field value; a zero count
/// reaches nothing.
struct ApReach {
  int64_t lo = 0;
  int64_t hi = 0;
};
ApReach ap_reach(std::span<const int16_t> step, std::span<const uint16_t> num);

enum class ApRange : uint8_t { OK, PARTITION, OFFSET };
/// The kit's one access-pattern range check, used by the mover (3-D SBUF patterns), the
/// World (3-D and 4-D SBUF patterns, flat HBM) and the cluster (t4d_co operands): a start
/// row `row` reaching `rows_reach` rows must stay in [0, rows), and a start byte `byte`
/// reaching `elems_reach` elements of `elem_bytes` bytes must keep every byte of every
/// element in [0, row_bytes). Rows first, then bytes.
ApRange ap_check_extent(int64_t row, ApReach rows_reach, int64_t rows, int64_t byte, ApReach elems_reach,
                        unsigned elem_bytes, int64_t row_bytes);
/// A pattern on one SBUF: partition range first, then byte range: every byte of every element
/// inside [0, bytes_per_partition) of a partition in [0, partitions).
ApRange ap_check_range(const AccessPattern& ap, const SbufGeometry& g);
/// A pattern on a flat memory of `size` bytes from byte `address`: every dimension walks
/// elements (dimension 0 a row stride in elements; the pattern's partition and offset unused).
ApRange ap_check_flat(uint64_t address, const AccessPattern& ap, uint64_t size);

struct ElemAddr {
  int64_t partition = 0;
  int64_t offset = 0;
  bool operator==(const ElemAddr&) const = default;
};

/// Element addresses in walk order (i0 outermost, i2 innermost), by the formula. The
/// reference the run walker is tested against; calls f(ElemAddr) once per element.
template <class F>
void ap_for_each_element(const AccessPattern& ap, F&& f) {
  for (int64_t i0 = 0; i0 < ap.num[0]; ++i0)
    for (int64_t i1 = 0; i1 < ap.num[1]; ++i1)
      for (int64_t i2 = 0; i2 < ap.num[2]; ++i2)
        f(ElemAddr{ap.partition + i0 * ap.step[0],
                   ap.offset + (i1 * ap.step[1] + i2 * ap.step[2]) * int64_t{ap.elem_bytes}});
}
std::vector<ElemAddr> ap_element_list(const AccessPattern& ap);

/// A TENSOR4D pattern on one SBUF: dimension 0 partitions, dimensions 1..3 free (in elements),
/// dimension 3 innermost. Element (i0, i1, i2, i3) sits at partition p0 + i0*step0, byte
/// offset o0 + (i1*step1 + i2*step2 + i3*step3) * elem_bytes.
struct AccessPattern4 {
  uint32_t partition = 0;
  uint32_t offset = 0;
  std::array<int16_t, 4> step{};
  std::array<uint16_t, 4> num{};
  unsigned elem_bytes = 4;
  bool operator==(const AccessPattern4&) const = default;
};
/// The pattern of a TENSOR4D whose start word is an SBUF address.
AccessPattern4 ap4_from_t4d(const T4d& t, unsigned elem_bytes);
/// num0 * num1 * num2 * num3 (exact, up to 2^64 - 1 for 16-bit counts).
uint64_t ap_elements(const AccessPattern4& ap);
/// As ap_check_range of a 3-D pattern: partitions first, then bytes.
ApRange ap_check_range(const AccessPattern4& ap, const SbufGeometry& g);
/// Element addresses in walk order (i0 outermost, i3 innermost), by the formula.
template <class F>
void ap_for_each_element(const AccessPattern4& ap, F&& f) {
  for (int64_t i0 = 0; i0 < ap.num[0]; ++i0)
    for (int64_t i1 = 0; i1 < ap.num[1]; ++i1)
      for (int64_t i2 = 0; i2 < ap.num[2]; ++i2)
        for (int64_t i3 = 0; i3 < ap.num[3]; ++i3)
          f(ElemAddr{ap.partition + i0 * ap.step[0],
                     ap.offset + (i1 * ap.step[1] + i2 * ap.step[2] + i3 * ap.step[3]) * int64_t{ap.elem_bytes}});
}

/// True when the inner dimension is contiguous (step2 == 1 element): a whole inner row is
/// one run of num2 * elem_bytes bytes. Otherwise every element is its own run.
inline bool ap_inner_contiguous(const AccessPattern& ap) { return ap.step[2] == 1; }

/// The row position both walkers share: partition i0, row i1 of a 3-D pattern, the byte
/// offset of the row's first element (row_) and of the current element (el_).
class ApRowCursor {
 public:
  bool done() const { return done_; }
  uint32_t partition() const { return static_cast<uint32_t>(p_); }

 protected:
  explicit ApRowCursor(const AccessPattern& ap)
      : ap_(ap),
        step1_bytes_(int64_t{ap.step[1]} * ap.elem_bytes),
        step2_bytes_(int64_t{ap.step[2]} * ap.elem_bytes),
        p_(ap.partition),
        row_(ap.offset),
        el_(ap.offset),
        done_(ap.num[0] == 0 || ap.num[1] == 0 || ap.num[2] == 0 || ap.elem_bytes == 0) {}
  /// The row is finished: next i1, else next i0 (back to the pattern's offset), else done.
  void next_row() {
    if (i1_ + 1 < ap_.num[1]) {
      ++i1_;
      row_ += step1_bytes_;
      el_ = row_;
    } else if (i0_ + 1 < ap_.num[0]) {
      i1_ = 0;
      ++i0_;
      p_ += ap_.step[0];
      row_ = el_ = ap_.offset;
    } else {
      done_ = true;
    }
  }

  AccessPattern ap_;
  int64_t step1_bytes_ = 0, step2_bytes_ = 0;
  uint32_t i0_ = 0, i1_ = 0;
  int64_t p_ = 0, row_ = 0, el_ = 0;
  bool done_ = false;
};

/// Run walker: the pattern as contiguous byte runs in walk order, consumed a few bytes at a
/// time. Same state and the same next-run rule as the RTL walker (tpb_ap_walker.sv):
///   a run is finished -> next i2 (strided mode), else next i1, else next i0, else done.
/// Walk only legal (in-range) patterns; positions of others are meaningless (never UB).
class ApRunWalker : public ApRowCursor {
 public:
  explicit ApRunWalker(const AccessPattern& ap);
  uint32_t offset() const { return static_cast<uint32_t>(off_); }
  uint32_t remaining() const { return rem_; }  // bytes left in the current run (>= 1 unless done)
  /// Consume n bytes (1 <= n <= remaining()) of the current run.
  void advance(uint32_t n);

 private:
  uint32_t run_bytes_ = 0;   // num2 * elem_bytes (contiguous) or elem_bytes (strided)
  uint32_t inner_runs_ = 0;  // 1 (contiguous) or num2 (strided)
  uint32_t i2_ = 0;
  int64_t off_ = 0;
  uint32_t rem_ = 0;
};

/// Element walker: the pattern element by element in walk order, consumed several elements
/// of one inner row at a time (the mover's beats). Same state and the same next-row rule as
/// the RTL walker (tpb_ap_walker.sv):
///   advance(n) with n < left(): i2 += n, offset += n * step2 * elem_bytes
///   advance(left()): next i1, else next i0, else done.
/// Walk only legal (in-range) patterns; positions of others are meaningless (never UB).
class ApElementWalker : public ApRowCursor {
 public:
  explicit ApElementWalker(const AccessPattern& ap);
  uint32_t offset() const { return static_cast<uint32_t>(el_); }  // first byte of the current element
  uint32_t left() const { return left_; }  // elements left in the current inner row (>= 1 unless done)
  /// Consume n elements (1 <= n <= left()) of the current inner row.
  void advance(uint32_t n);

 private:
  uint32_t left_ = 0;
};

/// Elements of one inner row that fit in one window of port_bytes consecutive bytes, from
/// the first of them: the k with k * |step2| * elem_bytes + elem_bytes <= port_bytes (a step
/// of 0 counts as elem_bytes, so the window holds port_bytes / elem_bytes repeats). >= 1.
unsigned ap_beat_fit(int16_t step2, unsigned elem_bytes, unsigned port_bytes);

}  // namespace tpb
