// Shared by the World's unit tests (test_world_*.cpp): word builders, small systems and
// modules, SBUF access, and the float reference written without the World's code.
#pragma once

#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

#include "tpb/gen.hpp"
#include "tpb/world.hpp"


namespace world_test {
using namespace tpb;

inline uint8_t dt(const char* name) { return find_dtype(name)->code; }
inline unsigned dt_bytes(uint8_t code) { return find_dtype(code)->bytes; }

inline SystemConfig small_system() {
  SystemConfig s;
  s.sbuf = SbufGeometry::fpga();  // 16 x 1024
  s.hbm_bytes = 4096;
  return s;
}

inline Addr8T2d tile(unsigned p, unsigned off, uint16_t parts, uint16_t elems) {
  Addr8T2d t;
  t.addr = addr4_sbuf(p, off);
  t.step0 = 1;
  t.num0 = parts;
  t.step1 = 1;
  t.num1 = elems;
  return t;
}

/// One collective leg: 0xD9 (CollectiveCompute) or 0xDA (CollectiveComputeSecondary).
template <class Leg>
inline Word leg(uint8_t wire_kind, uint8_t op, uint8_t dtype, const Addr8T2d& ap) {
  Leg c;
  c.alu_op = op;
  c.dtype = dtype;
  c.collective_kind = wire_kind;
  c.src = ap;
  return encode(c);
}
inline Word coll(uint8_t wire_kind, uint8_t op, uint8_t dtype, const Addr8T2d& ap) {
  return leg<CollectiveCompute>(wire_kind, op, dtype, ap);
}
inline Word coll2(uint8_t wire_kind, uint8_t op, uint8_t dtype, const Addr8T2d& ap) {
  return leg<CollectiveComputeSecondary>(wire_kind, op, dtype, ap);
}

inline Word sendrecv(uint64_t tensor_id, uint64_t base, uint64_t elems) {
  CollectiveSendRecv s;
  s.tensor_id = tensor_id;
  s.tensor_base = base;
  s.num_elements_per_partition = elems;
  return encode(s);
}

inline Word global_rank(uint8_t reg, uint8_t valid = 1) {
  GetGlobalRankId g;
  g.valid_flag = valid;
  g.reg_id = reg;
  return encode(g);
}

inline Word cur_rank(uint16_t group_id, uint8_t reg) {
  GetCurProcessingRankId g;
  g.group_id = group_id;
  g.reg_id = reg;
  return encode(g);
}

inline Word barrier(uint32_t id, uint32_t index, unsigned p, unsigned off, uint16_t elems) {
  CoreBarrier b;
  b.barrier_id = id;
  b.barrier_index = index;
  b.sema.addr = addr4_sbuf(p, off);
  b.sema.step0 = 1;
  b.sema.num0 = 1;
  b.sema.num1 = 1;
  b.sema.num2 = 1;
  b.sema.step3 = 1;
  b.sema.num3 = elems;
  return encode(b);
}

inline Word completion(uint32_t handle) {
  TensorCompletion t;
  t.completion_handle = handle;
  return encode(t);
}

inline AccessPattern row(uint32_t p, uint32_t off, uint16_t elems, unsigned eb) {
  AccessPattern ap;
  ap.partition = p;
  ap.offset = off;
  ap.step = {1, 0, 1};
  ap.num = {1, 1, elems};
  ap.elem_bytes = eb;
  return ap;
}

inline Module module_of(std::vector<uint32_t> ids) {
  Module m;
  m.global_ids = std::move(ids);
  return m;
}

using Streams = std::vector<std::array<std::vector<Word>, 2>>;

inline Streams core0_streams(std::vector<std::vector<Word>> per_rank) {
  Streams s(per_rank.size());
  for (size_t r = 0; r < per_rank.size(); ++r) s[r][0] = std::move(per_rank[r]);
  return s;
}

inline WorldConfig config(std::vector<unsigned> order = {}) {
  WorldConfig c;
  c.system = small_system();
  c.order = std::move(order);
  return c;
}

inline const FunctionRegistry& builtins() {
  static const FunctionRegistry r = builtin_registry();
  return r;
}

/// Raw element bits straight from the bytes: p-th partition, e-th element (dense rows).
inline uint32_t elem_at(const Sbuf& sb, unsigned p, unsigned off, unsigned e, unsigned eb) {
  uint32_t v = 0;
  for (unsigned k = 0; k < eb; ++k) v |= uint32_t{sb.at(p, off + e * eb + k)} << (8 * k);
  return v;
}
inline void put_elem(Sbuf& sb, unsigned p, unsigned off, unsigned e, unsigned eb, uint32_t v) {
  for (unsigned k = 0; k < eb; ++k) sb.partition(p)[off + e * eb + k] = static_cast<uint8_t>(v >> (8 * k));
}

/// Fills core 0's SBUF of ranks 0..n-1 from seeds seed, seed + 1, ... and returns copies.
inline std::vector<Sbuf> seed_core0(World& w, unsigned n, uint64_t seed) {
  std::vector<Sbuf> before;
  for (unsigned r = 0; r < n; ++r) {
    w.sbuf(r, 0).fill_seeded(seed + r);
    before.push_back(w.sbuf(r, 0));
  }
  return before;
}

/// Fills an HBM with SplitMix64 bytes.
inline void fill_hbm(FlatHbm& h, uint64_t seed) {
  SplitMix64 r(seed);
  for (uint8_t& b : h.bytes()) b = static_cast<uint8_t>(r.next());
}

inline std::vector<WorldEvent> events_with(const World& w, WorldErr e) {
  std::vector<WorldEvent> out;
  for (const WorldEvent& ev : w.events())
    if (ev.err == e) out.push_back(ev);
  return out;
}

// ---------------------------------------------------------------- reference arithmetic
// Written without the World's code: minifloats decoded by their formula and rounded by
// searching the sorted list of every finite value for the nearest (ties: the even code).
struct RefFormat {
  int ebits, mbits;
  bool has_inf;
  uint32_t nan;
};
inline RefFormat ref_format(uint8_t code) {
  const std::string n = find_dtype(code)->name;
  if (n == "bf16") return {8, 7, true, 0x7FC0};
  if (n == "fp16") return {5, 10, true, 0x7E00};
  if (n == "fp8e5m2") return {5, 2, true, 0x7E};
  return {4, 3, false, 0x7F};  // fp8e4m3
}
inline bool ref_is_nan(const RefFormat& f, uint32_t bits) {
  const uint32_t e = (bits >> f.mbits) & ((1u << f.ebits) - 1), m = bits & ((1u << f.mbits) - 1);
  if (f.has_inf) return e == (1u << f.ebits) - 1 && m != 0;
  return e == (1u << f.ebits) - 1 && m == (1u << f.mbits) - 1;
}
inline bool ref_is_inf(const RefFormat& f, uint32_t bits) {
  const uint32_t e = (bits >> f.mbits) & ((1u << f.ebits) - 1), m = bits & ((1u << f.mbits) - 1);
  return f.has_inf && e == (1u << f.ebits) - 1 && m == 0;
}
inline double ref_value(const RefFormat& f, uint32_t bits) {
  const int bias = (1 << (f.ebits - 1)) - 1;
  const uint32_t e = (bits >> f.mbits) & ((1u << f.ebits) - 1), m = bits & ((1u << f.mbits) - 1);
  const double s = (bits >> (f.ebits + f.mbits)) & 1 ? -1.0 : 1.0;
  if (ref_is_inf(f, bits)) return s * INFINITY;
  if (e == 0) return s * m * std::pow(2.0, 1 - bias - f.mbits);
  return s * (1.0 + m * std::pow(2.0, -f.mbits)) * std::pow(2.0, int(e) - bias);
}
inline uint32_t ref_round(const RefFormat& f, double x) {
  if (std::isnan(x)) return f.nan;
  const uint32_t sign = std::signbit(x) ? 1u << (f.ebits + f.mbits) : 0;
  static std::map<std::pair<int, int>, std::vector<std::pair<double, uint32_t>>> cache;
  auto& pos = cache[{f.ebits, f.mbits * 2 + f.has_inf}];
  if (pos.empty()) {
    for (uint32_t b = 0; b < (1u << (f.ebits + f.mbits)); ++b)
      if (!ref_is_nan(f, b) && !ref_is_inf(f, b)) pos.emplace_back(ref_value(f, b), b);
    std::sort(pos.begin(), pos.end());
  }
  const double a = std::fabs(x);
  const auto [maxv, maxb] = pos.back();
  const double next = maxv + (maxv - pos[pos.size() - 2].first);  // one step past the largest finite
  const bool next_even = ((maxb + 1) & 1) == 0;
  if (a > maxv) {  // between the largest finite and one step past it: nearest, ties to the even one
    if (a - maxv < next - a || (a - maxv == next - a && !next_even)) return sign | maxb;
    // docs/world.md: overflow is the signed infinity, or (fp8e4m3) the canonical NaN, unsigned.
    return f.has_inf ? sign | (((1u << f.ebits) - 1) << f.mbits) : f.nan;
  }
  auto it = std::lower_bound(pos.begin(), pos.end(), std::make_pair(a, 0u));
  if (it->first == a || it == pos.begin()) return sign | it->second;
  const auto lo = *(it - 1), hi = *it;
  if (a - lo.first < hi.first - a) return sign | lo.second;
  if (a - lo.first > hi.first - a) return sign | hi.second;
  return sign | ((lo.second & 1) == 0 ? lo.second : hi.second);
}

/// The reference reduction: left to right in group order; floats accumulate in fp32.
inline uint32_t ref_add(uint8_t dtype, const std::vector<uint32_t>& v) {
  const std::string n = find_dtype(dtype)->name;
  const unsigned eb = dt_bytes(dtype);
  if (n[0] == 'u' || n[0] == 'i') {
    uint64_t s = 0;
    for (uint32_t x : v) s += x;
    return static_cast<uint32_t>(s & (eb == 4 ? 0xFFFFFFFFull : ((1ull << (8 * eb)) - 1)));
  }
  if (n == "fp32") {
    float s;
    std::memcpy(&s, &v[0], 4);
    for (size_t i = 1; i < v.size(); ++i) {
      float x;
      std::memcpy(&x, &v[i], 4);
      s += x;
    }
    uint32_t b;
    std::memcpy(&b, &s, 4);
    return std::isnan(s) ? 0x7FC00000u : b;
  }
  const RefFormat f = ref_format(dtype);
  float s = static_cast<float>(ref_value(f, v[0]));
  for (size_t i = 1; i < v.size(); ++i) s += static_cast<float>(ref_value(f, v[i]));
  return ref_round(f, s);
}

/// Finite random element bits of a dtype (no NaN or inf codes).
inline uint32_t random_elem(SplitMix64& r, uint8_t dtype) {
  const std::string n = find_dtype(dtype)->name;
  const unsigned eb = dt_bytes(dtype);
  for (;;) {
    const uint32_t b = static_cast<uint32_t>(r.next()) & (eb == 4 ? 0xFFFFFFFFu : ((1u << (8 * eb)) - 1));
    if (n[0] == 'u' || n[0] == 'i') return b;
    if (n == "fp32") {
      if (((b >> 23) & 0xFF) != 0xFF && ((b >> 23) & 0xFF) > 100 && ((b >> 23) & 0xFF) < 150) return b;
      continue;
    }
    const RefFormat f = ref_format(dtype);
    if (!ref_is_nan(f, b) && !ref_is_inf(f, b)) return b;
  }
}

inline const char* kAllDtypes[] = {"u8", "i8", "u16", "i16", "u32", "i32", "fp8e4m3", "fp8e5m2", "bf16", "fp16", "fp32"};

}  // namespace world_test
