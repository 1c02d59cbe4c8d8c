// Access-pattern walker: see ap.hpp.
#include "tpb/ap.hpp"

#include <algorithm>
#include <cstdlib>

namespace tpb {

bool addr4_is_sbuf(uint32_t addr4_word) {
  Addr4 a = addr4_decode(addr4_word);
  return a.mode == addr4::kModeStatic && a.space == addr4::kSpaceSbuf;
}

AccessPattern ap_from_t3d(const T3d& t, unsigned elem_bytes) {
  Addr4 a = addr4_decode(t.addr);
  AccessPattern ap;
  ap.partition = a.partition;
  ap.offset = a.offset;
  ap.step = {t.step0, t.step1, t.step2};
  ap.num = {t.num0, t.num1, t.num2};
  ap.elem_bytes = elem_bytes;
  return ap;
}

uint64_t ap_elements(const AccessPattern& ap) {
  return uint64_t{ap.num[0]} * ap.num[1] * ap.num[2];
}

uint64_t ap_partition_multiplicity(const AccessPattern& ap) {
  return ap.step[0] == 0 ? uint64_t{ap.num[0]} : 1;
}

uint64_t ap_bytes_per_partition(const AccessPattern& ap) {
  return ap_partition_multiplicity(ap) * ap.num[1] * ap.num[2] * ap.elem_bytes;
}

ApReach ap_reach(std::span<const int16_t> step, std::span<const uint16_t> num) {
  ApReach r;
  for (size_t d = 0; d < step.size() && d < num.size(); ++d) {
    // (num - 1) * step, the reach of one dimension from its start (a zero count is the
    // decoder's BAD_AP_SHAPE and reaches nothing)
    const int64_t last = num[d] == 0 ? 0 : int64_t{num[d] - 1} * step[d];
    r.lo += std::min<int64_t>(0, last);
    r.hi += std::max<int64_t>(0, last);
  }
  return r;
}

ApRange ap_check_extent(int64_t row, ApReach rows_reach, int64_t rows, int64_t byte, ApReach elems_reach,
                        unsigned elem_bytes, int64_t row_bytes) {
  if (row + rows_reach.lo < 0 || row + rows_reach.hi >= rows) return ApRange::PARTITION;
  const int64_t eb = elem_bytes;
  if (byte + elems_reach.lo * eb < 0 || byte + elems_reach.hi * eb + eb > row_bytes) return ApRange::OFFSET;
  return ApRange::OK;
}

ApExtent ap_extent(const AccessPattern& ap) {
  const ApReach p = ap_reach(std::span(ap.step).first(1), std::span(ap.num).first(1));
  const ApReach f = ap_reach(std::span(ap.step).subspan(1), std::span(ap.num).subspan(1));
  const int64_t eb = ap.elem_bytes;
  ApExtent e;
  e.partition_min = int64_t{ap.partition} + p.lo;
  e.partition_max = int64_t{ap.partition} + p.hi;
  e.offset_min = int64_t{ap.offset} + eb * f.lo;
  e.offset_end = int64_t{ap.offset} + eb * f.hi + eb;
  return e;
}

namespace {
// An SBUF pattern of any rank: dimension 0 walks partitions, the others elements.
template <class P>
ApRange check_sbuf(const P& ap, const SbufGeometry& g) {
  return ap_check_extent(ap.partition, ap_reach(std::span(ap.step).first(1), std::span(ap.num).first(1)),
                         g.partitions, ap.offset,
                         ap_reach(std::span(ap.step).subspan(1), std::span(ap.num).subspan(1)), ap.elem_bytes,
                         g.bytes_per_partition);
}
}  // namespace

ApRange ap_check_range(const AccessPattern& ap, const SbufGeometry& g) { return check_sbuf(ap, g); }

ApRange ap_check_flat(uint64_t address, const AccessPattern& ap, uint64_t size) {
  const int64_t bytes = static_cast<int64_t>(std::min<uint64_t>(size, INT64_MAX / 2));
  return ap_check_extent(0, {}, 1, static_cast<int64_t>(address), ap_reach(ap.step, ap.num), ap.elem_bytes, bytes);
}

AccessPattern4 ap4_from_t4d(const T4d& t, unsigned elem_bytes) {
  const Addr4 a = addr4_decode(t.addr);
  return AccessPattern4{a.partition, a.offset, {t.step0, t.step1, t.step2, t.step3},
                        {t.num0, t.num1, t.num2, t.num3}, elem_bytes};
}

uint64_t ap_elements(const AccessPattern4& ap) {
  return uint64_t{ap.num[0]} * ap.num[1] * ap.num[2] * ap.num[3];
}

ApRange ap_check_range(const AccessPattern4& ap, const SbufGeometry& g) { return check_sbuf(ap, g); }

std::vector<ElemAddr> ap_element_list(const AccessPattern& ap) {
  std::vector<ElemAddr> v;
  v.reserve(static_cast<size_t>(std::min<uint64_t>(ap_elements(ap), 1u << 20)));
  ap_for_each_element(ap, [&](const ElemAddr& a) { v.push_back(a); });
  return v;
}

ApRunWalker::ApRunWalker(const AccessPattern& ap) : ApRowCursor(ap) {
  const bool contiguous = ap_inner_contiguous(ap);
  run_bytes_ = contiguous ? uint32_t{ap.num[2]} * ap.elem_bytes : ap.elem_bytes;
  inner_runs_ = contiguous ? 1 : ap.num[2];
  off_ = ap.offset;
  rem_ = run_bytes_;
  done_ = done_ || run_bytes_ == 0;
}

void ApRunWalker::advance(uint32_t n) {
  if (done_ || n == 0) return;
  if (n < rem_) {  // still inside the run
    off_ += n;
    rem_ -= n;
    return;
  }
  rem_ = run_bytes_;  // the run is finished: next run, innermost dimension first
  if (i2_ + 1 < inner_runs_) {
    ++i2_;
    el_ += step2_bytes_;
  } else {
    i2_ = 0;
    next_row();
    if (done_) rem_ = 0;
  }
  off_ = el_;
}

ApElementWalker::ApElementWalker(const AccessPattern& ap) : ApRowCursor(ap) { left_ = ap.num[2]; }

void ApElementWalker::advance(uint32_t n) {
  if (done_ || n == 0) return;
  if (n < left_) {  // still inside the inner row
    el_ += int64_t{n} * step2_bytes_;
    left_ -= n;
    return;
  }
  left_ = ap_.num[2];  // the row is finished: next row, else next partition
  next_row();
  if (done_) left_ = 0;
}

unsigned ap_beat_fit(int16_t step2, unsigned elem_bytes, unsigned port_bytes) {
  const uint64_t eb = elem_bytes;
  uint64_t a = static_cast<uint64_t>(std::abs(int64_t{step2})) * eb;
  if (a == 0) a = eb;
  if (eb == 0 || eb > port_bytes) return 1;
  return static_cast<unsigned>((port_bytes - eb) / a + 1);
}

}  // namespace tpb
