// SB2SB mover (0xBF): see mover.hpp and docs/mover.md.
#include "tpb/mover.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <tuple>

namespace tpb {

// ---------------------------------------------------------------- legality

Err sb2sb_check(const Word& w, const MoverConfig& cfg, Sb2sbPlan* plan) {
  // 1. The mover's input contract: a word the decoder accepted, with opcode 0xBF.
  if (w[kHdrOpcodeOff] != GpsimdSb2sb::kOpcode || check_word(w) != Err::OK) return Err::SB2SB_NOT_DECODED;
  // 2. S000 §5: arch+0x1A4 (cores per LNC) must be 2.
  if (cfg.cores_per_lnc != 2) return Err::SB2SB_NOT_LNC2;
  GpsimdSb2sb s = decode_as<GpsimdSb2sb>(w).value;
  // 3, 4. Both operands in SBUF (S004 View A: MemoryLocationType 16 on both sides), static mode.
  if (!addr4_is_sbuf(s.src.addr)) return Err::SB2SB_SRC_NOT_SBUF;
  if (!addr4_is_sbuf(s.dst.addr)) return Err::SB2SB_DST_NOT_SBUF;
  // 5. No silent cast: one dtype gives the element size.
  if (s.src_dtype != s.dst_dtype) return Err::SB2SB_DTYPE_MISMATCH;
  // 6. S000 §5: "bundle[0x21] = inst->srcAP.appair[1].partition; /* peer SB partition
  //    (scalar) */". No seed relates it to the destination pattern, so none is enforced; a
  //    value that names no partition of the peer SBUF is refused (PROJECT, docs/mover.md).
  if (s.peer_partition >= cfg.geometry.partitions) return Err::SB2SB_PEER_PARTITION_RANGE;
  const unsigned eb = find_dtype(s.src_dtype)->bytes;  // check_word guarantees a dtype code
  const AccessPattern src = ap_from_t3d(s.src, eb);
  const AccessPattern dst = ap_from_t3d(s.dst, eb);
  // 7. Element k of src goes to element k of dst: the counts must agree.
  if (ap_elements(src) != ap_elements(dst)) return Err::SB2SB_COUNT_MISMATCH;
  // 8. The seeds' routing ceiling (MaxBytesPerPartition 0x400), per pattern, as the bytes
  //    the busiest partition receives (dst) or gives (src): a step0 = 0 walk puts all num0
  //    partition iterations on one partition (ap_bytes_per_partition).
  if (ap_bytes_per_partition(src) > cfg.max_bytes_per_partition ||
      ap_bytes_per_partition(dst) > cfg.max_bytes_per_partition)
    return Err::SB2SB_TOO_MANY_BYTES;
  // 9..12. Every byte of every element inside its SBUF, from the extremes.
  switch (ap_check_range(src, cfg.geometry)) {
    case ApRange::PARTITION: return Err::SB2SB_SRC_PARTITION_RANGE;
    case ApRange::OFFSET: return Err::SB2SB_SRC_OFFSET_RANGE;
    case ApRange::OK: break;
  }
  switch (ap_check_range(dst, cfg.geometry)) {
    case ApRange::PARTITION: return Err::SB2SB_DST_PARTITION_RANGE;
    case ApRange::OFFSET: return Err::SB2SB_DST_OFFSET_RANGE;
    case ApRange::OK: break;
  }
  if (plan) {
    plan->src = src;
    plan->dst = dst;
    plan->elem_bytes = eb;
    plan->elements = ap_elements(src);
    plan->bytes = plan->elements * eb;
  }
  return Err::OK;
}

// ---------------------------------------------------------------- execution

Mover::Mover(MoverConfig cfg)
    : Mover(cfg, std::make_shared<SbufPair>(SbufPair{Sbuf(cfg.geometry), Sbuf(cfg.geometry)})) {}

Mover::Mover(MoverConfig cfg, std::shared_ptr<SbufPair> sbufs) : cfg_(cfg), sbuf_(std::move(sbufs)) {
  if (!sbuf_ || (*sbuf_)[0].geometry() != cfg.geometry || (*sbuf_)[1].geometry() != cfg.geometry)
    throw std::invalid_argument("mover: shared SBUFs of another geometry than the mover's");
  if (cfg.issue_core > 1) throw std::invalid_argument("mover: issue core must be 0 or 1");
  if (cfg.port_bytes < 4 || cfg.port_bytes > 64 || (cfg.port_bytes & (cfg.port_bytes - 1)))
    throw std::invalid_argument("mover: port bytes must be a power of two, 4..64");
}

MoverRecord Mover::execute(const Word& w, uint32_t index) {
  MoverRecord rec;
  rec.index = index;
  Sb2sbPlan plan;
  rec.err = sb2sb_check(w, cfg_, &plan);
  if (rec.err != Err::OK) return rec;  // rejected: nothing written

  const unsigned src_core = cfg_.issue_core;
  const unsigned dst_core = 1 - src_core;
  Sbuf& src = (*sbuf_)[src_core];
  Sbuf& dst = (*sbuf_)[dst_core];
  const uint32_t bpp = cfg_.geometry.bytes_per_partition;
  if (plan.dst.step[2] >= 1 || plan.dst.num[2] == 1) {
    // Destination elements in ascending offsets within each inner row: every beat's writes,
    // lowest byte first, are the walk order, so the copy goes in common runs of both
    // patterns (no port-width cap) and the observer sees the same bytes in the same order.
    ApRunWalker s(plan.src), d(plan.dst);
    while (!s.done() && !d.done()) {
      const uint32_t n = std::min(s.remaining(), d.remaining());
      if (s.offset() + uint64_t{n} > bpp || d.offset() + uint64_t{n} > bpp)
        throw std::logic_error("mover: run outside a partition after the range checks");
      const uint8_t* from = src.partition(s.partition()).data() + s.offset();
      uint8_t* to = dst.partition(d.partition()).data() + d.offset();
      std::copy_n(from, n, to);  // distinct SBUFs: never overlapping
      if (observer_)
        observer_->on_write(SbufWrite{static_cast<uint8_t>(dst_core), d.partition(), d.offset(), {to, n}});
      rec.bytes_written += n;
      s.advance(n);
      d.advance(n);
    }
    if (!s.done() || !d.done() || rec.bytes_written != plan.bytes)
      throw std::logic_error("mover: src and dst walks ended apart");
    return rec;
  }
  // Destination inner step 0 or negative: the RTL's beats exactly. A beat takes the next n
  // elements, n = min(both patterns' window fit, elements left in the src row, in the dst
  // row); it writes one window of the peer's SBUF, lowest byte first, and where elements of
  // the beat share bytes (step 0) the later one in walk order wins.
  const unsigned eb = plan.elem_bytes;
  const unsigned port = cfg_.port_bytes;
  const uint32_t fit = std::min(ap_beat_fit(plan.src.step[2], eb, port), ap_beat_fit(plan.dst.step[2], eb, port));
  const int64_t ssb = int64_t{plan.src.step[2]} * eb, dsb = int64_t{plan.dst.step[2]} * eb;
  std::vector<uint8_t> win(port), hit(port);
  ApElementWalker s(plan.src), d(plan.dst);
  while (!s.done() && !d.done()) {
    const uint32_t n = std::min({fit, s.left(), d.left()});
    const int64_t base = int64_t{d.offset()} + std::min<int64_t>(0, int64_t{n - 1} * dsb);
    std::fill(hit.begin(), hit.end(), 0);
    const uint8_t* from_p = src.partition(s.partition()).data();
    uint8_t* to_p = dst.partition(d.partition()).data();
    for (uint32_t k = 0; k < n; ++k) {
      const int64_t so = int64_t{s.offset()} + int64_t{k} * ssb;
      const int64_t rel = int64_t{d.offset()} + int64_t{k} * dsb - base;
      if (so < 0 || so + eb > bpp || rel < 0 || rel + eb > port || base + rel + eb > bpp)
        throw std::logic_error("mover: beat outside a partition or the port after the range checks");
      std::copy_n(from_p + so, eb, win.data() + rel);
      std::fill_n(hit.data() + rel, eb, 1);
    }
    for (uint32_t j = 0; j < port;) {  // the window's written bytes, as runs, lowest first
      if (!hit[j]) {
        ++j;
        continue;
      }
      uint32_t e = j;
      while (e < port && hit[e]) ++e;
      uint8_t* to = to_p + base + j;
      std::copy(win.begin() + j, win.begin() + e, to);
      if (observer_)
        observer_->on_write(SbufWrite{static_cast<uint8_t>(dst_core), d.partition(),
                                      static_cast<uint32_t>(base + j), {to, e - j}});
      j = e;
    }
    rec.bytes_written += uint64_t{n} * eb;
    s.advance(n);
    d.advance(n);
  }
  if (!s.done() || !d.done() || rec.bytes_written != plan.bytes)
    throw std::logic_error("mover: src and dst walks ended apart");
  return rec;
}

// ---------------------------------------------------------------- words

Word make_sb2sb(const AccessPattern& src, const AccessPattern& dst, uint8_t dtype, const Sync& sync,
                std::optional<uint8_t> peer_partition) {
  GpsimdSb2sb s;
  s.sync = sync;
  s.src_dtype = s.dst_dtype = dtype;
  s.src = T3d{addr4_sbuf(src.partition, src.offset), src.step[0], src.num[0], src.step[1], src.num[1],
              src.step[2], src.num[2]};
  s.cross_core_enable = 1;
  s.peer_partition = peer_partition ? *peer_partition : static_cast<uint8_t>(dst.partition);
  s.dst = T3d{addr4_sbuf(dst.partition, dst.offset), dst.step[0], dst.num[0], dst.step[1], dst.num[1],
              dst.step[2], dst.num[2]};
  return encode(s);
}

namespace {

constexpr const char* kClassNames[kNumSb2sbClasses] = {
    "contiguous",     "strided",         "edge",          "not_decoded",         "src_not_sbuf",
    "dst_not_sbuf",   "dtype_mismatch",  "peer_partition_range", "count_mismatch",     "too_many_bytes",
    "src_partition_range", "src_offset_range", "dst_partition_range", "dst_offset_range"};

std::string t3d_text(const T3d& t) {
  char buf[160];
  Addr4 a = addr4_decode(t.addr);
  if (addr4_is_sbuf(t.addr))
    std::snprintf(buf, sizeof buf, "p%u+%u", a.partition, a.offset);
  else
    std::snprintf(buf, sizeof buf, "addr4=0x%08X", t.addr);
  char dims[120];
  std::snprintf(dims, sizeof dims, " [%d x %u][%d x %u][%d x %u]", t.step0, t.num0, t.step1, t.num1,
                t.step2, t.num2);
  return std::string(buf) + dims;
}

std::vector<uint32_t> divisors(uint32_t n) {
  std::vector<uint32_t> lo, hi;
  for (uint32_t i = 1; uint64_t{i} * i <= n; ++i)
    if (n % i == 0) {
      lo.push_back(i);
      if (i != n / i) hi.push_back(n / i);
    }
  lo.insert(lo.end(), hi.rbegin(), hi.rend());
  return lo;
}

int64_t rand_in(SplitMix64& r, int64_t lo, int64_t hi) {  // inclusive, lo <= hi
  return lo + static_cast<int64_t>(r.below(static_cast<uint64_t>(hi - lo) + 1));
}

Sync rand_sync(SplitMix64& r) {
  Sync s;
  s.wait_sel = kSyncWaitSel[r.below(kSyncWaitSel.size())];
  if (r.chance(0.5)) {
    s.update_sel = static_cast<uint8_t>(r.next());
    s.wait_val = static_cast<uint8_t>(r.next());
    s.update_val = static_cast<uint8_t>(r.next());
    s.branch_pc = static_cast<uint32_t>(r.next());
  }
  return s;
}

// m elements per partition as num1 * num2 (num2 a random divisor of m).
void split_free(SplitMix64& r, AccessPattern& ap, uint32_t m) {
  auto d = divisors(m);
  uint32_t n2 = d[r.below(d.size())];
  ap.num[2] = static_cast<uint16_t>(n2);
  ap.num[1] = static_cast<uint16_t>(m / n2);
}

int16_t clamp16(int64_t v) { return static_cast<int16_t>(std::clamp<int64_t>(v, -32768, 32767)); }

// step0 = 0 puts every partition iteration on one partition: that partition then holds
// num0 * num1 * num2 elements, and the ceiling counts them all (ap_bytes_per_partition).
// repeat: the shape was made for step0 = 0 (forced); otherwise step0 = 0 is drawn only when
// the whole pattern fits under the ceiling (cap elements) in one partition.
void pick_steps(SplitMix64& r, AccessPattern& ap, bool contiguous, unsigned partitions, uint32_t cap,
                bool repeat) {
  const int64_t n2 = ap.num[2];
  // Inner steps: with element sizes 1, 2 and 4 their byte strides |step2| * eb cover every
  // value 1..16 (each entry of the mover's beat tables, docs/mover.md "Beats") and beyond.
  static constexpr int16_t kInner[] = {2, 3, -1, -2, -3, 0, 4, 7, -5, 9, -11, 13, 15, 6, -8, 17};
  ap.step[2] = contiguous ? int16_t{1} : kInner[r.below(std::size(kInner))];
  const int64_t row = n2 * std::max<int64_t>(1, std::abs(int64_t{ap.step[2]}));
  switch (r.below(6)) {
    case 0: case 1: ap.step[1] = clamp16(row); break;                      // dense rows
    case 2: ap.step[1] = clamp16(row + rand_in(r, 1, 8)); break;           // gaps between rows
    case 3: ap.step[1] = clamp16(-(row + rand_in(r, 0, 8))); break;        // rows in reverse
    case 4: ap.step[1] = 0; break;                                         // the same row again
    default: ap.step[1] = clamp16(rand_in(r, -3 * row, 3 * row)); break;   // anything nearby
  }
  const int64_t n0 = ap.num[0];
  if (repeat) {
    ap.step[0] = 0;
    return;
  }
  switch (r.below(8)) {
    case 0: case 1: case 2: ap.step[0] = 1; break;
    case 3: ap.step[0] = -1; break;
    case 4: ap.step[0] = ap_elements(ap) <= cap ? 0 : 1; break;
    default: {
      const int64_t most = n0 > 1 ? std::max<int64_t>(1, (partitions - 1) / (n0 - 1)) : 4;
      ap.step[0] = clamp16(rand_in(r, -most, most));
      if (ap.step[0] == 0 && ap_elements(ap) > cap) ap.step[0] = 1;
    }
  }
}

void dense_steps(AccessPattern& ap, bool contiguous, bool repeat = false) {
  ap.step[0] = repeat ? 0 : 1;
  ap.step[1] = static_cast<int16_t>(ap.num[2]);
  ap.step[2] = contiguous ? 1 : -1;  // -1: a reversed row, one element per run
}

// Place the pattern's start so that it fits; edge: at the ends of the legal interval.
bool place(SplitMix64& r, AccessPattern& ap, const SbufGeometry& g, bool edge) {
  ap.partition = ap.offset = 0;
  const ApExtent e = ap_extent(ap);
  const int64_t plo = -e.partition_min, phi = int64_t{g.partitions} - 1 - e.partition_max;
  const int64_t olo = -e.offset_min, ohi = int64_t{g.bytes_per_partition} - e.offset_end;
  if (plo > phi || olo > ohi) return false;
  if (edge) {
    ap.partition = static_cast<uint32_t>(r.chance(0.5) ? plo : phi);
    ap.offset = static_cast<uint32_t>(r.chance(0.5) ? olo : ohi);
  } else {
    ap.partition = static_cast<uint32_t>(rand_in(r, plo, phi));
    int64_t o = rand_in(r, olo, ohi);
    const int64_t aligned = o - o % ap.elem_bytes;
    if (r.chance(0.75) && aligned >= olo) o = aligned;
    ap.offset = static_cast<uint32_t>(o);
  }
  return true;
}

// Which sides walk their partitions with step0 = 0 (every iteration on one partition).
struct Repeat {
  bool src = false, dst = false;
};

// Shapes with equal element counts: src (n0, m per partition), dst regrouped. With a
// repeating side, all elements (at most cap, exactly cap half the time: 1024 bytes in one
// partition) go through one partition on that side, in num0 >= 2 partition iterations.
void pick_shapes(SplitMix64& r, AccessPattern& src, AccessPattern& dst, unsigned partitions, uint32_t cap,
                 bool full, Repeat rep) {
  if (rep.src || rep.dst) {
    const uint32_t total =
        cap < 2 || r.chance(0.5) ? cap : static_cast<uint32_t>(rand_in(r, 2, cap));
    for (auto [ap, repeating] : {std::pair{&src, rep.src}, std::pair{&dst, rep.dst}}) {
      std::vector<uint32_t> ok;
      for (uint32_t d0 : divisors(total))
        if (repeating ? (d0 >= 2 || total == 1) : d0 <= partitions) ok.push_back(d0);
      const uint32_t d0 = ok[r.below(ok.size())];
      ap->num[0] = static_cast<uint16_t>(d0);
      split_free(r, *ap, total / d0);
    }
    return;
  }
  uint32_t n0;
  const uint64_t pick = r.below(10);
  if (full || pick < 2) n0 = partitions;
  else if (pick < 4) n0 = 1;
  else n0 = static_cast<uint32_t>(rand_in(r, 1, std::min<unsigned>(partitions, 32)));
  uint32_t m;
  const uint64_t mp = r.below(10);
  if (full || mp < 3) m = cap;          // exactly the ceiling (1024 bytes per partition)
  else if (mp < 4) m = 1;
  else m = static_cast<uint32_t>(rand_in(r, 1, cap));
  src.num[0] = static_cast<uint16_t>(n0);
  split_free(r, src, m);
  const uint32_t total = n0 * m;
  std::vector<uint32_t> ok;
  for (uint32_t d0 : divisors(total))
    if (d0 <= partitions && total / d0 <= cap) ok.push_back(d0);
  const uint32_t d0 = r.chance(0.5) ? n0 : ok[r.below(ok.size())];
  dst.num[0] = static_cast<uint16_t>(d0);
  split_free(r, dst, total / d0);
}

// A legal peer_partition (+0x21): any partition of the peer SBUF, not tied to the dst
// pattern (S000 §5 names it the peer SB partition, a scalar, and relates it to nothing).
uint8_t legal_peer(SplitMix64& r, const AccessPattern& dst, unsigned partitions) {
  switch (r.below(6)) {
    case 0: return static_cast<uint8_t>(dst.partition);
    case 1: return 0;
    case 2: return static_cast<uint8_t>(partitions - 1);
    default: return static_cast<uint8_t>(r.below(partitions));
  }
}

Word legal_word(SplitMix64& r, const MoverConfig& cfg, Sb2sbClass cls) {
  const SbufGeometry& g = cfg.geometry;
  for (;;) {
    const DtypeDesc& dt = kDtypes[r.below(std::size(kDtypes))];
    const uint32_t cap_bytes = std::min(cfg.max_bytes_per_partition, g.bytes_per_partition);
    const uint32_t cap = cap_bytes / dt.bytes;
    if (cap == 0) continue;
    AccessPattern src, dst;
    src.elem_bytes = dst.elem_bytes = dt.bytes;
    const bool edge = cls == Sb2sbClass::EDGE;
    Repeat rep;
    if (r.chance(0.2)) {  // step0 = 0 on the dst (2 in 3), the src (2 in 3), or both
      const uint64_t k = r.below(3);
      rep.src = k != 0;
      rep.dst = k != 1;
    }
    pick_shapes(r, src, dst, g.partitions, cap, edge && r.chance(0.5), rep);
    bool sc = true, dc = true;
    if (cls == Sb2sbClass::STRIDED) {
      const uint64_t k = r.below(3);
      sc = k == 1;
      dc = k == 0;
    } else if (edge) {
      sc = r.chance(0.5);
      dc = r.chance(0.5);
    }
    bool placed = true;
    for (auto [ap, contiguous, repeating] : {std::tuple{&src, sc, rep.src}, std::tuple{&dst, dc, rep.dst}}) {
      bool done = false;
      for (int t = 0; t < 8 && !done; ++t) {
        pick_steps(r, *ap, contiguous, g.partitions, cap, repeating);
        done = place(r, *ap, g, edge);
      }
      if (!done) {
        dense_steps(*ap, contiguous, repeating);
        done = place(r, *ap, g, edge);
      }
      placed = placed && done;
    }
    if (!placed) continue;
    return make_sb2sb(src, dst, dt.code, rand_sync(r), legal_peer(r, dst, g.partitions));
  }
}

// Move one pattern's start to just outside the SBUF (partition or byte range).
bool push_out(SplitMix64& r, T3d& t, unsigned elem_bytes, const SbufGeometry& g, bool partition) {
  AccessPattern ap = ap_from_t3d(t, elem_bytes);
  ap.partition = ap.offset = 0;
  const ApExtent e = ap_extent(ap);
  Addr4 a = addr4_decode(t.addr);
  int64_t p = a.partition, o = a.offset;
  const int64_t slack = static_cast<int64_t>(r.below(3));  // 0: exactly one past the edge
  if (partition) {
    const int64_t over = int64_t{g.partitions} - e.partition_max + slack;  // partition_max >= P
    const int64_t under = -e.partition_min - 1 - slack;                    // partition_min < 0
    const bool can_over = over <= int64_t{(1u << addr4::kPartitionBits) - 1};
    const bool can_under = e.partition_min < 0 && under >= 0;
    if (can_over && (!can_under || r.chance(0.5))) p = over;
    else if (can_under) p = under;
    else return false;
  } else {
    const int64_t over = int64_t{g.bytes_per_partition} - e.offset_end + 1 + slack;  // offset_end > BPP
    const int64_t under = -e.offset_min - 1 - slack;                                 // offset_min < 0
    const bool can_over = over >= 0 && over <= int64_t{(1u << addr4::kOffsetBits) - 1};
    const bool can_under = e.offset_min < 0 && under >= 0;
    if (can_over && (!can_under || r.chance(0.5))) o = over;
    else if (can_under) o = under;
    else return false;
  }
  t.addr = addr4_sbuf(static_cast<unsigned>(p), static_cast<unsigned>(o));
  return true;
}

uint32_t not_sbuf_addr(SplitMix64& r) {
  switch (r.below(4)) {
    case 0: return addr4_psum(static_cast<unsigned>(r.below(1u << 16)));
    case 1: return addr4_hbm(static_cast<unsigned>(r.below(1u << addr4::kHbmAddrBits)));
    case 2: return addr4_register(static_cast<unsigned>(r.below(1u << addr4::kRegBits)));
    default: return addr4_indirect(static_cast<unsigned>(r.below(1u << 16)));
  }
}

// Over the ceiling on one side or both. Half the words go over only through a step0 = 0
// walk: every row within the ceiling (num1 * num2 * eb <= 1024), num0 >= 2 partition
// iterations on one partition taking it to 1025+ bytes (the smallest amount over it half
// the time), the same shape with step0 = 1 on the other side when only one side repeats.
Word too_many_bytes_word(SplitMix64& r, const MoverConfig& cfg) {
  for (;;) {
    const DtypeDesc& dt = kDtypes[r.below(std::size(kDtypes))];
    const uint32_t cap = cfg.max_bytes_per_partition / dt.bytes;  // elements at the ceiling
    AccessPattern src, dst;
    src.elem_bytes = dst.elem_bytes = dt.bytes;
    Repeat rep;
    const uint64_t k = r.below(8);
    if (k == 0) {  // both over, same shape
      const uint32_t over = cap + 1 + static_cast<uint32_t>(r.below(r.chance(0.5) ? 4 : 3 * cap));
      src.num[0] = static_cast<uint16_t>(rand_in(r, 1, 4));
      split_free(r, src, over);
      dst = src;
    } else if (k <= 2) {  // one side over (one partition), the other spread under the ceiling
      const uint32_t over = cap + 1 + static_cast<uint32_t>(r.below(r.chance(0.5) ? 4 : 3 * cap));
      const uint32_t parts = 2 + static_cast<uint32_t>(r.below(3));
      const uint32_t per = (over + parts - 1) / parts;  // <= cap for these sizes
      AccessPattern& wide = k == 1 ? dst : src;
      AccessPattern& narrow = k == 1 ? src : dst;
      narrow.num[0] = static_cast<uint16_t>(parts);
      split_free(r, narrow, per);
      wide.num[0] = 1;
      split_free(r, wide, per * parts);
    } else {  // step0 = 0: dst (k = 3, 4), src (k = 5) or both (k = 6, 7: dst only for 7)
      rep.dst = k != 5;
      rep.src = k == 5 || k == 6;
      const uint32_t total = cap + 1 + static_cast<uint32_t>(r.chance(0.5) ? 0 : r.below(r.chance(0.5) ? 8 : 3 * cap));
      std::vector<uint32_t> ok;  // num0 >= 2, rows within the ceiling, fits the partitions with step0 = 1
      for (uint32_t d0 : divisors(total))
        if (d0 >= 2 && total / d0 <= cap && d0 <= cfg.geometry.partitions) ok.push_back(d0);
      if (ok.empty()) continue;
      const uint32_t n0 = ok[r.below(ok.size())];
      src.num[0] = dst.num[0] = static_cast<uint16_t>(n0);
      split_free(r, src, total / n0);
      split_free(r, dst, total / n0);
    }
    dense_steps(src, r.chance(0.5), rep.src);
    dense_steps(dst, r.chance(0.5), rep.dst);
    src.partition = src.offset = dst.partition = dst.offset = 0;
    return make_sb2sb(src, dst, dt.code, rand_sync(r), legal_peer(r, dst, cfg.geometry.partitions));
  }
}

// A decoder-level defect: the mover refuses it as SB2SB_NOT_DECODED.
void break_decoding(SplitMix64& r, Word& w, GpsimdSb2sb& s) {
  switch (r.below(7)) {
    case 0: w[GpsimdSb2sb::kReservedAfterDstDtypeOff + r.below(GpsimdSb2sb::kReservedAfterDstDtypeBytes)] = static_cast<uint8_t>(1 + r.below(255)); break;  // reserved byte
    case 1: w[GpsimdSb2sb::kReservedAfterPeerPartitionOff + r.below(GpsimdSb2sb::kReservedAfterPeerPartitionBytes)] = static_cast<uint8_t>(1 + r.below(255)); break; // reserved byte
    case 2: s.cross_core_enable = r.chance(0.5) ? 0 : 2; w = encode(s); break;      // BAD_FLAG
    case 3: s.src.num2 = 0; w = encode(s); break;                                   // BAD_AP_SHAPE
    case 4: s.src_dtype = s.dst_dtype = 0; w = encode(s); break;                    // BAD_DTYPE
    case 5: w[kHdrWordLenOff] = 0x11; break;                                                     // BAD_WORD_LEN
    default: w[kHdrOpcodeOff] = GetSequenceBounds::kOpcode; break;                                                    // another opcode
  }
}

}  // namespace

const char* sb2sb_class_name(Sb2sbClass c) {
  const auto i = static_cast<unsigned>(c);
  return i < kNumSb2sbClasses ? kClassNames[i] : "?";
}

Err sb2sb_class_error(Sb2sbClass c) {
  switch (c) {
    case Sb2sbClass::CONTIGUOUS:
    case Sb2sbClass::STRIDED:
    case Sb2sbClass::EDGE: return Err::OK;
    case Sb2sbClass::NOT_DECODED: return Err::SB2SB_NOT_DECODED;
    case Sb2sbClass::SRC_NOT_SBUF: return Err::SB2SB_SRC_NOT_SBUF;
    case Sb2sbClass::DST_NOT_SBUF: return Err::SB2SB_DST_NOT_SBUF;
    case Sb2sbClass::DTYPE_MISMATCH: return Err::SB2SB_DTYPE_MISMATCH;
    case Sb2sbClass::PEER_PARTITION_RANGE: return Err::SB2SB_PEER_PARTITION_RANGE;
    case Sb2sbClass::COUNT_MISMATCH: return Err::SB2SB_COUNT_MISMATCH;
    case Sb2sbClass::TOO_MANY_BYTES: return Err::SB2SB_TOO_MANY_BYTES;
    case Sb2sbClass::SRC_PARTITION_RANGE: return Err::SB2SB_SRC_PARTITION_RANGE;
    case Sb2sbClass::SRC_OFFSET_RANGE: return Err::SB2SB_SRC_OFFSET_RANGE;
    case Sb2sbClass::DST_PARTITION_RANGE: return Err::SB2SB_DST_PARTITION_RANGE;
    case Sb2sbClass::DST_OFFSET_RANGE: return Err::SB2SB_DST_OFFSET_RANGE;
  }
  return Err::OK;
}

Word gen_sb2sb(SplitMix64& r, const MoverConfig& cfg, Sb2sbClass c) {
  if (c == Sb2sbClass::PEER_PARTITION_RANGE && cfg.geometry.partitions > 255)
    throw std::invalid_argument("gen_sb2sb: every u8 peer_partition names a partition of a 256-partition SBUF");
  MoverConfig lnc2 = cfg;
  lnc2.cores_per_lnc = 2;
  const Err want = sb2sb_class_error(c);
  for (int attempt = 0; attempt < 1000; ++attempt) {
    Word w;
    if (c == Sb2sbClass::TOO_MANY_BYTES) {
      w = too_many_bytes_word(r, cfg);
    } else {
      const Sb2sbClass base = (c == Sb2sbClass::CONTIGUOUS || c == Sb2sbClass::STRIDED || c == Sb2sbClass::EDGE)
                                  ? c
                                  : (r.chance(0.5) ? Sb2sbClass::CONTIGUOUS : Sb2sbClass::STRIDED);
      w = legal_word(r, cfg, base);
      GpsimdSb2sb s = decode_as<GpsimdSb2sb>(w).value;
      const unsigned eb = find_dtype(s.src_dtype)->bytes;
      bool ok = true;
      switch (c) {
        case Sb2sbClass::NOT_DECODED: break_decoding(r, w, s); break;
        case Sb2sbClass::SRC_NOT_SBUF: s.src.addr = not_sbuf_addr(r); break;
        case Sb2sbClass::DST_NOT_SBUF: s.dst.addr = not_sbuf_addr(r); break;
        case Sb2sbClass::DTYPE_MISMATCH:
          s.dst_dtype = kDtypes[(s.src_dtype + r.below(std::size(kDtypes) - 1)) % std::size(kDtypes)].code;
          break;
        case Sb2sbClass::PEER_PARTITION_RANGE: {  // P..255, exactly P half the time
          const unsigned p = cfg.geometry.partitions;
          s.peer_partition = static_cast<uint8_t>(r.chance(0.5) ? p : rand_in(r, p, 255));
          break;
        }
        case Sb2sbClass::COUNT_MISMATCH: {
          uint16_t* n[3] = {&s.dst.num0, &s.dst.num1, &s.dst.num2};
          uint16_t& v = *n[r.below(3)];
          v = static_cast<uint16_t>(v == 1 || (v < 0xFFFF && r.chance(0.5)) ? v + 1 : v - 1);
          break;
        }
        case Sb2sbClass::SRC_PARTITION_RANGE: ok = push_out(r, s.src, eb, cfg.geometry, true); break;
        case Sb2sbClass::SRC_OFFSET_RANGE: ok = push_out(r, s.src, eb, cfg.geometry, false); break;
        case Sb2sbClass::DST_PARTITION_RANGE:
          ok = push_out(r, s.dst, eb, cfg.geometry, true);
          break;
        case Sb2sbClass::DST_OFFSET_RANGE: ok = push_out(r, s.dst, eb, cfg.geometry, false); break;
        default: break;
      }
      if (!ok) continue;
      if (c != Sb2sbClass::NOT_DECODED && sb2sb_class_error(c) != Err::OK) w = encode(s);
    }
    if (sb2sb_check(w, lnc2) == want) return w;
  }
  throw std::runtime_error(std::string("gen_sb2sb: could not build a word of class ") + sb2sb_class_name(c));
}

Word gen_sb2sb_ceiling(SplitMix64& r, const MoverConfig& cfg, bool over) {
  MoverConfig lnc2 = cfg;
  lnc2.cores_per_lnc = 2;
  const Err want = over ? Err::SB2SB_TOO_MANY_BYTES : Err::OK;
  const SbufGeometry& g = cfg.geometry;
  const uint32_t cap_bytes = std::min(cfg.max_bytes_per_partition, g.bytes_per_partition);
  for (int attempt = 0; attempt < 1000; ++attempt) {
    // 1-byte dtypes half the time: one element past the ceiling is then one byte (1025)
    const DtypeDesc* dt = &kDtypes[r.below(std::size(kDtypes))];
    while (r.chance(0.5) && dt->bytes != 1) dt = &kDtypes[r.below(std::size(kDtypes))];
    const uint32_t cap = cap_bytes / dt->bytes;
    if (cap == 0) continue;
    const uint32_t n = over ? cap + 1 : cap;  // elements on the wide side's one partition
    const uint64_t side = r.below(3);         // the wide side: 0 src, 1 dst, 2 both
    AccessPattern src, dst;
    src.elem_bytes = dst.elem_bytes = dt->bytes;
    bool ok = true;
    for (auto [ap, wide] : {std::pair{&src, side != 1}, std::pair{&dst, side != 0}}) {
      if (wide) {
        ap->num[0] = 1;
        split_free(r, *ap, n);
      } else {  // the same elements spread over partitions, each within the ceiling
        std::vector<uint32_t> parts;
        for (uint32_t d0 : divisors(n))
          if (d0 >= 2 && n / d0 <= cap && d0 <= g.partitions) parts.push_back(d0);
        if (parts.empty()) {
          ok = false;
          break;
        }
        const uint32_t d0 = parts[r.below(parts.size())];
        ap->num[0] = static_cast<uint16_t>(d0);
        split_free(r, *ap, n / d0);
      }
      dense_steps(*ap, r.chance(0.75));
      // in range when it fits (an over word then moves all its bytes unless the ceiling
      // refuses it); a row longer than the partition stays at byte 0 (still refused by the
      // ceiling first)
      if (!place(r, *ap, g, r.chance(0.5))) {
        ap->partition = ap->offset = 0;
        if (!over) ok = false;
      }
    }
    if (!ok) continue;
    const Word w = make_sb2sb(src, dst, dt->code, rand_sync(r), legal_peer(r, dst, g.partitions));
    if (sb2sb_check(w, lnc2) == want) return w;
  }
  throw std::runtime_error("gen_sb2sb_ceiling: could not build a word at the ceiling");
}

Sb2sbClass sb2sb_pick_class(SplitMix64& r, const MoverConfig& cfg) {
  const uint64_t k = r.below(100);
  if (k < 25) return Sb2sbClass::CONTIGUOUS;
  if (k < 45) return Sb2sbClass::STRIDED;
  if (k < 55) return Sb2sbClass::EDGE;
  for (;;) {
    const auto c = static_cast<Sb2sbClass>(3 + r.below(kNumSb2sbClasses - 3));
    if (c != Sb2sbClass::PEER_PARTITION_RANGE || cfg.geometry.partitions <= 255) return c;
  }
}

std::vector<Sb2sbStimulus> gen_sb2sb_stream(uint64_t seed, size_t count, const MoverConfig& cfg) {
  SplitMix64 r(seed);
  std::vector<Sb2sbStimulus> v;
  v.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    Sb2sbStimulus st;
    st.cls = sb2sb_pick_class(r, cfg);
    st.word = gen_sb2sb(r, cfg, st.cls);
    v.push_back(st);
  }
  return v;
}

std::string describe_sb2sb(const Word& w) {
  if (w[kHdrOpcodeOff] != GpsimdSb2sb::kOpcode) return "opcode 0x" + to_hex(w[kHdrOpcodeOff], 1) + " (not 0xBF)";
  GpsimdSb2sb s = decode_as<GpsimdSb2sb>(w).value;
  auto dname = [](uint8_t code) {
    const DtypeDesc* d = find_dtype(code);
    return d ? std::string(d->name) : "0x" + to_hex(code, 1);
  };
  return "sb2sb " + dname(s.src_dtype) + " src=" + t3d_text(s.src) + " -> peer_partition=" +
         std::to_string(s.peer_partition) + " " + dname(s.dst_dtype) + " dst=" + t3d_text(s.dst) +
         " cross_core_enable=" + std::to_string(s.cross_core_enable);
}

}  // namespace tpb
