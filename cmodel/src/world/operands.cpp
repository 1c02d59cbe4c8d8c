// tpb::World, operand resolution: access patterns on the issuing core's SBUF or the rank's HBM, checked
// from their extremes, and register-mode start words (docs/world.md "Register-mode addresses").
#include <bit>
#include <cstdio>
#include <cstring>

#include "world_impl.hpp"

namespace tpb {

namespace world_detail {

std::string hex8(unsigned v) {
  char b[8];
  std::snprintf(b, sizeof b, "0x%02X", v & 0xFF);
  return b;
}

AccessPattern ap_from_t2d(const Addr8T2d& t, unsigned eb) {
  const Addr4 a = addr4_decode(static_cast<uint32_t>(t.addr));
  AccessPattern ap;
  ap.partition = a.partition;
  ap.offset = a.offset;
  ap.step = {t.step0, 0, t.step1};
  ap.num = {t.num0, 1, t.num1};
  ap.elem_bytes = eb;
  return ap;
}

WorldErr check_ap(uint32_t addr4_word, const AccessPattern& ap, const SbufGeometry& g) {
  if (!addr4_is_sbuf(addr4_word)) return WorldErr::AP_NOT_SBUF;
  if (ap_check_range(ap, g) != ApRange::OK) return WorldErr::AP_RANGE;
  // Steps of 0 repeat addresses, so an in-range pattern can walk up to 2^48 elements. The
  // model holds an operand's elements in memory: at most one element per SBUF byte (PROJECT).
  if (ap_elements(ap) > g.bytes()) return WorldErr::AP_TOO_LARGE;
  return WorldErr::OK;
}

WorldErr check_hbm_ap(uint64_t address, const AccessPattern& ap, uint64_t size) {
  if (ap_check_flat(address, ap, size) != ApRange::OK) return WorldErr::AP_RANGE;
  if (ap_elements(ap) > size) return WorldErr::AP_TOO_LARGE;
  return WorldErr::OK;
}

WorldErr sbuf_or_hbm_operand(uint32_t word, const AccessPattern& shape, const SbufGeometry& g, uint64_t hbm_size,
                            Operand* out) {
  const Addr4 a = addr4_decode(word);
  if (a.mode == addr4::kModeIndirect) return WorldErr::AP_INDIRECT;
  if (a.mode == addr4::kModeStatic && a.space == addr4::kSpacePsum) return WorldErr::AP_PSUM;
  out->ap = shape;
  out->hbm = a.mode == addr4::kModeStatic && a.space == addr4::kSpaceHbm;
  if (out->hbm) {
    out->address = a.address;
    return check_hbm_ap(a.address, shape, hbm_size);
  }
  out->ap.partition = a.partition;
  out->ap.offset = a.offset;
  return check_ap(word, out->ap, g);
}






std::vector<uint32_t> read_elems_ref(std::span<const uint8_t> mem, size_t row, const Operand& o) {
  std::vector<uint32_t> v;
  v.reserve(ap_elements(o.ap));
  for_each_index(o, row, [&](size_t i) { v.push_back(load_at(mem, i, o.ap.elem_bytes)); });
  return v;
}

void write_elems_ref(std::span<uint8_t> mem, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                     const std::vector<char>* keep) {
  size_t e = 0;
  for_each_index(o, row, [&](size_t i) {
    if (!keep || (*keep)[e]) store_at(mem, i, o.ap.elem_bytes, v[e]);
    ++e;
  });
}

namespace {
/// Byte index of the first element of run (i0, i1) of an accepted operand (the addresses are
/// for_each_index's).
int64_t run_base(const Operand& o, size_t row, int64_t i0, int64_t i1) {
  const AccessPattern& ap = o.ap;
  const int64_t eb = ap.elem_bytes;
  return o.hbm ? static_cast<int64_t>(o.address) + (i0 * ap.step[0] + i1 * ap.step[1]) * eb
               : (ap.partition + i0 * ap.step[0]) * static_cast<int64_t>(row) + ap.offset + i1 * ap.step[1] * eb;
}

/// The innermost runs of an accepted operand in walk order: f(byte index of the run's first
/// element, the byte stride between its elements, its length). Dimension 2 is the run; the
/// walk order is for_each_index's.
/// A hint (no result depends on it): the first bytes of the run at byte index `at` of mem,
/// asked for ahead of their use. A contiguous walk's next run starts in another row, mostly
/// another partition's page, where the CPU's own prefetch does not follow; a reduction reading
/// many members' rows, or an AllReduce writing them, otherwise waits on each row's first lines.
inline void prefetch_run(const uint8_t* mem, int64_t at, size_t bytes) {
  if (!mem) return;
  for (size_t b = 0; b < std::min<size_t>(bytes, 4096); b += 64) __builtin_prefetch(mem + at + b, 1);
}

/// for_each_run's and for_each_piece's `mem`: when given, each run's successor is prefetched
/// (prefetch_run) as the run is handed to f.
template <class F>
void for_each_run(const Operand& o, size_t row, F&& f, const uint8_t* mem = nullptr) {
  const AccessPattern& ap = o.ap;
  const int64_t stride = ap.step[2] * int64_t{ap.elem_bytes};
  const size_t run_bytes = ap.step[2] == 1 && mem ? static_cast<size_t>(ap.num[2]) * ap.elem_bytes : 0;
  for (int64_t i0 = 0; i0 < ap.num[0]; ++i0)
    for (int64_t i1 = 0; i1 < ap.num[1]; ++i1) {
      if (run_bytes) {
        const bool last1 = i1 + 1 == ap.num[1];
        if (!last1 || i0 + 1 < ap.num[0]) prefetch_run(mem, run_base(o, row, last1 ? i0 + 1 : i0, last1 ? 0 : i1 + 1), run_bytes);
      }
      f(static_cast<size_t>(run_base(o, row, i0, i1)), stride, static_cast<size_t>(ap.num[2]));
    }
}

/// A little-endian element of EB bytes (the model's memories are little-endian).
template <unsigned EB>
uint32_t load_le(const uint8_t* p) {
  if constexpr (EB == 1) {
    return *p;
  } else if constexpr (EB == 2) {
    return uint32_t{p[0]} | uint32_t{p[1]} << 8;
  } else {
    return uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24;
  }
}
template <unsigned EB>
void store_le(uint8_t* p, uint32_t v) {
  for (unsigned k = 0; k < EB; ++k) p[k] = static_cast<uint8_t>(v >> (8 * k));
}

template <unsigned EB>
void read_piece(const uint8_t* p, int64_t stride, size_t n, uint32_t* out) {
  if (stride == EB && EB == 4 && std::endian::native == std::endian::little) {
    std::memcpy(out, p, n * 4);
  } else if (stride == EB) {
    for (size_t k = 0; k < n; ++k) out[k] = load_le<EB>(p + k * EB);
  } else {
    for (size_t k = 0; k < n; ++k) out[k] = load_le<EB>(p + static_cast<int64_t>(k) * stride);
  }
}
template <unsigned EB>
void write_piece(uint8_t* p, int64_t stride, size_t n, const uint32_t* v) {
  if (stride == EB && EB == 4 && std::endian::native == std::endian::little) {
    std::memcpy(p, v, n * 4);
  } else if (stride == EB) {
    for (size_t k = 0; k < n; ++k) store_le<EB>(p + k * EB, v[k]);
  } else {  // in walk order, so a later element at the same address wins
    for (size_t k = 0; k < n; ++k) store_le<EB>(p + static_cast<int64_t>(k) * stride, v[k]);
  }
}
template <unsigned EB>
void read_runs(const uint8_t* mem, size_t row, const Operand& o, uint32_t* out) {
  for_each_run(o, row, [&](size_t at, int64_t stride, size_t n) {
    read_piece<EB>(mem + at, stride, n, out);
    out += n;
  }, mem);
}

template <unsigned EB>
void write_runs(uint8_t* mem, size_t row, const Operand& o, const uint32_t* v, const char* keep) {
  for_each_run(o, row, [&](size_t at, int64_t stride, size_t n) {
    uint8_t* p = mem + at;
    if (keep) {
      for (size_t k = 0; k < n; ++k)
        if (keep[k]) store_le<EB>(p + static_cast<int64_t>(k) * stride, v[k]);
      keep += n;
    } else {
      write_piece<EB>(p, stride, n, v);
    }
    v += n;
  }, mem);
}
/// The walk-order indices [lo, hi) of an accepted operand, split at its runs:
/// f(byte index of the piece's first element, byte stride, its length, its first index).
template <class F>
void for_each_piece(const Operand& o, size_t row, uint64_t lo, uint64_t hi, const uint8_t* mem, F&& f) {
  const AccessPattern& ap = o.ap;
  const int64_t stride = ap.step[2] * int64_t{ap.elem_bytes};
  const uint64_t L = static_cast<uint64_t>(ap.num[2]), n1 = static_cast<uint64_t>(ap.num[1]);
  const size_t run_bytes = ap.step[2] == 1 && mem ? L * ap.elem_bytes : 0;
  for (uint64_t idx = lo; idx < hi;) {
    const uint64_t r = idx / L, t = idx % L;
    const int64_t base = run_base(o, row, static_cast<int64_t>(r / n1), static_cast<int64_t>(r % n1));
    const uint64_t n = std::min(L - t, hi - idx);
    if (run_bytes && idx + n < hi)
      prefetch_run(mem, run_base(o, row, static_cast<int64_t>((r + 1) / n1), static_cast<int64_t>((r + 1) % n1)),
                   std::min<size_t>(run_bytes, (hi - idx - n) * ap.elem_bytes));
    f(static_cast<size_t>(base + static_cast<int64_t>(t) * stride), stride, static_cast<size_t>(n), idx);
    idx += n;
  }
}

}  // namespace

bool walk_is_simple(const Operand& o) {
  const AccessPattern& ap = o.ap;
  const int64_t L = ap.num[2], n1 = ap.num[1], n0 = ap.num[0];
  if (ap.step[2] != 1 || L < 1 || n1 < 1 || n0 < 1) return false;
  if (n1 > 1 && ap.step[1] < L) return false;  // the runs of one row (or HBM block) apart
  if (o.hbm) return n0 == 1 || ap.step[0] >= (n1 - 1) * ap.step[1] + L;
  return n0 == 1 || ap.step[0] >= 1;  // rows in different partitions (the range check keeps
                                      // each row's bytes inside its partition)
}

void run_starts(const Operand& o, size_t row, std::vector<size_t>& out) {
  out.clear();
  for_each_run(o, row, [&](size_t at, int64_t, size_t) { out.push_back(at); });
}

void read_range(std::span<const uint8_t> mem, size_t row, const Operand& o, uint64_t lo, uint64_t hi, uint32_t* out) {
  for_each_piece(o, row, lo, hi, mem.data(), [&](size_t at, int64_t stride, size_t n, uint64_t idx) {
    uint32_t* v = out + (idx - lo);
    switch (o.ap.elem_bytes) {
      case 1: return read_piece<1>(mem.data() + at, stride, n, v);
      case 2: return read_piece<2>(mem.data() + at, stride, n, v);
      case 4: return read_piece<4>(mem.data() + at, stride, n, v);
      default:
        for (size_t k = 0; k < n; ++k)
          v[k] = load_at(mem, at + static_cast<size_t>(static_cast<int64_t>(k) * stride), o.ap.elem_bytes);
    }
  });
}

namespace {
template <unsigned EB>
void write_chunks_eb(uint8_t* mem, size_t row, const Operand& o, uint64_t w, uint64_t pitch,
                     const std::vector<ChunkSource>& src, int64_t only) {
  if (only >= 0) {
    // One chunk: only its index ranges are walked, [s + k w, s + (k + 1) w) of every split s
    // (pitch apart; one split when pitch is 0), in walk order. Walking the whole operand for
    // it made a ReduceScatter of n members cost n whole walks.
    const uint64_t total = ap_elements(o.ap), k = static_cast<uint64_t>(only);
    const uint64_t split = pitch ? pitch : total;
    const uint32_t* from = src[k].first;
    for (uint64_t s0 = 0; s0 < total && split; s0 += split) {
      const uint64_t lo = s0 + k * w, hi = std::min({s0 + (k + 1) * w, s0 + split, total});
      if (lo >= hi) continue;
      for_each_piece(o, row, lo, hi, mem, [&](size_t at, int64_t stride, size_t n, uint64_t idx) {
        write_piece<EB>(mem + at, stride, n, from + (static_cast<int64_t>(idx) + src[k].second));
      });
    }
    return;
  }
  uint64_t idx = 0;  // walk-order index of the run's first element
  for_each_run(o, row, [&](size_t at, int64_t stride, size_t n) {
    const uint64_t end = idx + n;
    uint8_t* p = mem + at;
    while (idx < end) {
      const uint64_t in = pitch ? idx % pitch : idx;  // position within the split
      const uint64_t k = in / w;
      const uint64_t len = std::min(end, idx - in % w + w) - idx;  // to the chunk's end or the run's
      write_piece<EB>(p, stride, len, src[k].first + (static_cast<int64_t>(idx) + src[k].second));
      p += static_cast<int64_t>(len) * stride;
      idx += len;
    }
  }, mem);
}
}  // namespace

void write_chunks(std::span<uint8_t> mem, size_t row, const Operand& o, uint64_t w, uint64_t pitch,
                  const std::vector<ChunkSource>& src, int64_t only) {
  switch (o.ap.elem_bytes) {
    case 1: return write_chunks_eb<1>(mem.data(), row, o, w, pitch, src, only);
    case 2: return write_chunks_eb<2>(mem.data(), row, o, w, pitch, src, only);
    case 4: return write_chunks_eb<4>(mem.data(), row, o, w, pitch, src, only);
    default: throw std::logic_error("write_chunks: elements of 1, 2 or 4 bytes");
  }
}

void pack_elems(const std::vector<uint32_t>& v, unsigned elem_bytes, std::vector<uint8_t>& out) {
  out.resize(v.size() * elem_bytes);
  switch (elem_bytes) {
    case 1: return write_piece<1>(out.data(), 1, v.size(), v.data());
    case 2: return write_piece<2>(out.data(), 2, v.size(), v.data());
    case 4: return write_piece<4>(out.data(), 4, v.size(), v.data());
    default: throw std::logic_error("pack_elems: elements of 1, 2 or 4 bytes");
  }
}

namespace {
template <unsigned EB>
void write_packed_runs(uint8_t* mem, size_t row, const Operand& o, const uint8_t* src) {
  for_each_run(o, row, [&](size_t at, int64_t stride, size_t n) {
    uint8_t* p = mem + at;
    if (stride == EB) {
      std::memcpy(p, src, n * EB);
    } else {  // in walk order, so a later element at the same address wins
      for (size_t k = 0; k < n; ++k) std::memcpy(p + static_cast<int64_t>(k) * stride, src + k * EB, EB);
    }
    src += n * EB;
  }, mem);
}
}  // namespace

void write_packed(std::span<uint8_t> mem, size_t row, const Operand& o, const std::vector<uint8_t>& packed) {
  if (packed.size() != ap_elements(o.ap) * o.ap.elem_bytes)
    throw std::logic_error("write_packed: the packed bytes are not the operand's elements");
  switch (o.ap.elem_bytes) {
    case 1: return write_packed_runs<1>(mem.data(), row, o, packed.data());
    case 2: return write_packed_runs<2>(mem.data(), row, o, packed.data());
    case 4: return write_packed_runs<4>(mem.data(), row, o, packed.data());
    default: throw std::logic_error("write_packed: elements of 1, 2 or 4 bytes");
  }
}

void read_elems(std::span<const uint8_t> mem, size_t row, const Operand& o, std::vector<uint32_t>& v) {
  v.resize(ap_elements(o.ap));
  switch (o.ap.elem_bytes) {
    case 1: return read_runs<1>(mem.data(), row, o, v.data());
    case 2: return read_runs<2>(mem.data(), row, o, v.data());
    case 4: return read_runs<4>(mem.data(), row, o, v.data());
    default: v = read_elems_ref(mem, row, o);
  }
}

std::vector<uint32_t> read_elems(std::span<const uint8_t> mem, size_t row, const Operand& o) {
  std::vector<uint32_t> v;
  read_elems(mem, row, o, v);
  return v;
}

void write_elems(std::span<uint8_t> mem, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                 const std::vector<char>* keep) {
  const char* k = keep ? keep->data() : nullptr;
  switch (o.ap.elem_bytes) {
    case 1: return write_runs<1>(mem.data(), row, o, v.data(), k);
    case 2: return write_runs<2>(mem.data(), row, o, v.data(), k);
    case 4: return write_runs<4>(mem.data(), row, o, v.data(), k);
    default: return write_elems_ref(mem, row, o, v, keep);
  }
}

WorldErr check_ap4(uint32_t addr4_word, const AccessPattern4& ap, const SbufGeometry& g) {
  if (!addr4_is_sbuf(addr4_word)) return WorldErr::AP_NOT_SBUF;
  if (ap_check_range(ap, g) != ApRange::OK) return WorldErr::AP_RANGE;
  if (ap_elements(ap) > g.bytes()) return WorldErr::AP_TOO_LARGE;
  return WorldErr::OK;
}

std::string join_ids(const std::vector<uint32_t>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(v[i]);
  }
  return s;
}

}  // namespace world_detail

/// An operand's static start word [PROJECT, docs/world.md "Register-mode addresses"]: a
/// static or indirect word is itself; a register-mode word (field-map ADDR4 mode 1) names
/// register [7:0] of the core's register file, whose value is the static ADDR4 word used.
WorldErr World::Impl::resolve_start(unsigned r, unsigned c, uint32_t word, uint32_t* out, std::string* why) const {
  const Addr4 a = addr4_decode(word);
  *out = word;
  if (a.mode != addr4::kModeRegister) return WorldErr::OK;
  const RegisterFile& rf = cores[r][c].regs;
  const std::string reg = "register-mode start: register " + std::to_string(a.reg);
  if (!rf.written[a.reg]) {
    *why = reg + " was never written";
    return WorldErr::REGISTER_UNWRITTEN;
  }
  const uint32_t v = rf.value[a.reg];
  const Addr4 b = addr4_decode(v);
  if (b.mode != addr4::kModeStatic || b.space > addr4::kSpaceHbm) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%08X", v);
    *why = reg + " holds " + hex + ", not a static-mode ADDR4 word";
    return WorldErr::REGISTER_NOT_ADDRESS;
  }
  *out = v;
  return WorldErr::OK;
}

}  // namespace tpb
