// tpb::World (docs/world.md): the module description's named errors, the rank registers,
// send/recv through the module's pairing, the core barrier, completion tokens, sequence
// bounds, deadlock reports, the collectives against a straightforward implementation written
// here, a ring AllReduce of 0xCB + local adds against one 0xD9 AllReduce, and results that do
// not depend on the scheduler's rank order.
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

using namespace tpb;

namespace {

uint8_t dt(const char* name) { return find_dtype(name)->code; }
unsigned dt_bytes(uint8_t code) { return find_dtype(code)->bytes; }

SystemConfig small_system() {
  SystemConfig s;
  s.sbuf = SbufGeometry::fpga();  // 16 x 1024
  s.hbm_bytes = 4096;
  return s;
}

Addr8T2d tile(unsigned p, unsigned off, uint16_t parts, uint16_t elems) {
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
Word leg(uint8_t wire_kind, uint8_t op, uint8_t dtype, const Addr8T2d& ap) {
  Leg c;
  c.alu_op = op;
  c.dtype = dtype;
  c.collective_kind = wire_kind;
  c.src = ap;
  return encode(c);
}
Word coll(uint8_t wire_kind, uint8_t op, uint8_t dtype, const Addr8T2d& ap) {
  return leg<CollectiveCompute>(wire_kind, op, dtype, ap);
}
Word coll2(uint8_t wire_kind, uint8_t op, uint8_t dtype, const Addr8T2d& ap) {
  return leg<CollectiveComputeSecondary>(wire_kind, op, dtype, ap);
}

Word sendrecv(uint64_t tensor_id, uint64_t base, uint64_t elems) {
  CollectiveSendRecv s;
  s.tensor_id = tensor_id;
  s.tensor_base = base;
  s.num_elements_per_partition = elems;
  return encode(s);
}

Word global_rank(uint8_t reg, uint8_t valid = 1) {
  GetGlobalRankId g;
  g.valid_flag = valid;
  g.reg_id = reg;
  return encode(g);
}

Word cur_rank(uint16_t group_id, uint8_t reg) {
  GetCurProcessingRankId g;
  g.group_id = group_id;
  g.reg_id = reg;
  return encode(g);
}

Word barrier(uint32_t id, uint32_t index, unsigned p, unsigned off, uint16_t elems) {
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

Word completion(uint32_t handle) {
  TensorCompletion t;
  t.completion_handle = handle;
  return encode(t);
}

AccessPattern row(uint32_t p, uint32_t off, uint16_t elems, unsigned eb) {
  AccessPattern ap;
  ap.partition = p;
  ap.offset = off;
  ap.step = {1, 0, 1};
  ap.num = {1, 1, elems};
  ap.elem_bytes = eb;
  return ap;
}

Module module_of(std::vector<uint32_t> ids) {
  Module m;
  m.global_ids = std::move(ids);
  return m;
}

using Streams = std::vector<std::array<std::vector<Word>, 2>>;

Streams core0_streams(std::vector<std::vector<Word>> per_rank) {
  Streams s(per_rank.size());
  for (size_t r = 0; r < per_rank.size(); ++r) s[r][0] = std::move(per_rank[r]);
  return s;
}

WorldConfig config(std::vector<unsigned> order = {}) {
  WorldConfig c;
  c.system = small_system();
  c.order = std::move(order);
  return c;
}

const FunctionRegistry& builtins() {
  static const FunctionRegistry r = builtin_registry();
  return r;
}

/// Raw element bits straight from the bytes: p-th partition, e-th element (dense rows).
uint32_t elem_at(const Sbuf& sb, unsigned p, unsigned off, unsigned e, unsigned eb) {
  uint32_t v = 0;
  for (unsigned k = 0; k < eb; ++k) v |= uint32_t{sb.at(p, off + e * eb + k)} << (8 * k);
  return v;
}
void put_elem(Sbuf& sb, unsigned p, unsigned off, unsigned e, unsigned eb, uint32_t v) {
  for (unsigned k = 0; k < eb; ++k) sb.partition(p)[off + e * eb + k] = static_cast<uint8_t>(v >> (8 * k));
}

/// Fills core 0's SBUF of ranks 0..n-1 from seeds seed, seed + 1, ... and returns copies.
std::vector<Sbuf> seed_core0(World& w, unsigned n, uint64_t seed) {
  std::vector<Sbuf> before;
  for (unsigned r = 0; r < n; ++r) {
    w.sbuf(r, 0).fill_seeded(seed + r);
    before.push_back(w.sbuf(r, 0));
  }
  return before;
}

/// Fills an HBM with SplitMix64 bytes.
void fill_hbm(FlatHbm& h, uint64_t seed) {
  SplitMix64 r(seed);
  for (uint8_t& b : h.bytes()) b = static_cast<uint8_t>(r.next());
}

std::vector<WorldEvent> events_with(const World& w, WorldErr e) {
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
RefFormat ref_format(uint8_t code) {
  const std::string n = find_dtype(code)->name;
  if (n == "bf16") return {8, 7, true, 0x7FC0};
  if (n == "fp16") return {5, 10, true, 0x7E00};
  if (n == "fp8e5m2") return {5, 2, true, 0x7E};
  return {4, 3, false, 0x7F};  // fp8e4m3
}
bool ref_is_nan(const RefFormat& f, uint32_t bits) {
  const uint32_t e = (bits >> f.mbits) & ((1u << f.ebits) - 1), m = bits & ((1u << f.mbits) - 1);
  if (f.has_inf) return e == (1u << f.ebits) - 1 && m != 0;
  return e == (1u << f.ebits) - 1 && m == (1u << f.mbits) - 1;
}
bool ref_is_inf(const RefFormat& f, uint32_t bits) {
  const uint32_t e = (bits >> f.mbits) & ((1u << f.ebits) - 1), m = bits & ((1u << f.mbits) - 1);
  return f.has_inf && e == (1u << f.ebits) - 1 && m == 0;
}
double ref_value(const RefFormat& f, uint32_t bits) {
  const int bias = (1 << (f.ebits - 1)) - 1;
  const uint32_t e = (bits >> f.mbits) & ((1u << f.ebits) - 1), m = bits & ((1u << f.mbits) - 1);
  const double s = (bits >> (f.ebits + f.mbits)) & 1 ? -1.0 : 1.0;
  if (ref_is_inf(f, bits)) return s * INFINITY;
  if (e == 0) return s * m * std::pow(2.0, 1 - bias - f.mbits);
  return s * (1.0 + m * std::pow(2.0, -f.mbits)) * std::pow(2.0, int(e) - bias);
}
uint32_t ref_round(const RefFormat& f, double x) {
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
uint32_t ref_add(uint8_t dtype, const std::vector<uint32_t>& v) {
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
uint32_t random_elem(SplitMix64& r, uint8_t dtype) {
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

const char* kAllDtypes[] = {"u8", "i8", "u16", "i16", "u32", "i32", "fp8e4m3", "fp8e5m2", "bf16", "fp16", "fp32"};

}  // namespace

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
  SplitMix64 r(11);
  for (const char* n : kAllDtypes) {
    for (int t = 0; t < 2000; ++t) {
      std::vector<uint32_t> v(1 + r.next() % 6);
      for (uint32_t& x : v) x = random_elem(r, dt(n));
      INFO(n);
      CHECK(reduce_add(dt(n), v) == ref_add(dt(n), v));
    }
  }
}

// ================================================================== module description
TEST_CASE("world: module description errors are named, one per code", "[world]") {
  const std::string ok_head =
      R"("format": "tpb-world-module", "version": 1, "ranks": [{"global_id": 0}, {"global_id": 1}])";
  struct Case {
    WorldErr code;
    std::string text;
  };
  const std::vector<Case> cases = {
      {WorldErr::MODULE_PARSE, "{ not json"},
      {WorldErr::MODULE_PARSE, "[1, 2]"},
      {WorldErr::MODULE_PARSE, "{\"ranks\": 1E400}"},  // a number no type holds (found by fuzz_world)
      {WorldErr::MODULE_FORMAT, R"({"format": "other", "version": 1, "ranks": [{"global_id": 0}]})"},
      {WorldErr::MODULE_FORMAT, R"({"format": "tpb-world-module", "version": 2, "ranks": [{"global_id": 0}]})"},
      {WorldErr::MODULE_UNKNOWN_KEY, "{" + ok_head + R"(, "replica_group": []})"},
      {WorldErr::MODULE_UNKNOWN_KEY,
       R"({"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": 0, "core": 1}]})"},
      {WorldErr::MODULE_TYPE, R"({"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": -1}]})"},
      {WorldErr::MODULE_TYPE, R"({"format": "tpb-world-module", "version": 1, "ranks": []})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "collectives": [{"replica_groups": 0, "dim": 2}], "replica_groups": [[[0, 1]]]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head +
           R"(, "replica_groups": [[[0, 1]]], "collectives": [{"replica_groups": 0, "counts": [[1, 2], [3]]}]})"},
      {WorldErr::MODULE_DUPLICATE_GLOBAL_ID,
       R"({"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": 3}, {"global_id": 3}]})"},
      {WorldErr::MODULE_UNKNOWN_RANK, "{" + ok_head + R"(, "replica_groups": [[[0, 2]]]})"},
      {WorldErr::MODULE_UNKNOWN_RANK, "{" + ok_head + R"(, "collectives": [{"source_target_pairs": [[0, 5]]}]})"},
      {WorldErr::MODULE_GROUP_OVERLAP, "{" + ok_head + R"(, "replica_groups": [[[0, 1], [1]]]})"},
      {WorldErr::MODULE_GROUP_OVERLAP, "{" + ok_head + R"(, "replica_groups": [[[0, 1], []]]})"},
      {WorldErr::MODULE_UNKNOWN_GROUP,
       "{" + ok_head + R"(, "replica_groups": [[[0, 1]]], "collectives": [{"replica_groups": 1}]})"},
      {WorldErr::MODULE_DUPLICATE_PAIR,
       "{" + ok_head + R"(, "collectives": [{"source_target_pairs": [[0, 1], [0, 0]]}]})"},
      {WorldErr::MODULE_DUPLICATE_PAIR,
       "{" + ok_head + R"(, "send_recv": [{"op": "send", "pairs": [[0, 1], [1, 1]]}]})"},
      {WorldErr::MODULE_UNPAIRED, "{" + ok_head + R"(, "send_recv": [{"op": "send", "pairs": [[0, 1]]}]})"},
      {WorldErr::MODULE_UNPAIRED,
       "{" + ok_head + R"(, "send_recv": [{"op": "send", "pairs": [[0, 1]]}, {"op": "recv", "pairs": [[1, 0]]}]})"},
      {WorldErr::MODULE_DUPLICATE_TENSOR,
       "{" + ok_head +
           R"(, "tensors": [{"id": 7, "partition": 0, "offset": 0, "dtype": "i32"}, {"id": 7, "partition": 1, "offset": 0, "dtype": "u8"}]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "tensors": [{"id": 7, "partition": 0, "offset": 0, "dtype": "int32"}]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "tensors": [{"id": 7, "memory": "psum", "partition": 0, "offset": 0, "dtype": "i32"}]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "tensors": [{"id": 7, "memory": "hbm", "partition": 2, "offset": 0, "dtype": "i32"}]})"},
      {WorldErr::MODULE_TYPE, "{" + ok_head + R"(, "tensors": [{"id": 7, "offset": 0, "dtype": "i32"}]})"},
      {WorldErr::MODULE_KIND_NAME,
       "{" + ok_head + R"(, "group_kinds": ["all_reduce", "all_reduce", "all_gather", "all_to_all"]})"},
      {WorldErr::MODULE_KIND_NAME,
       "{" + ok_head + R"(, "group_kinds": ["all_reduce", "reduce_scatter", "all_gather"]})"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    try {
      (void)parse_module(c.text);
      FAIL("accepted");
    } catch (const WorldError& e) {
      CHECK(world_err_name(e.code()) == std::string(world_err_name(c.code)));
      CHECK(std::string(e.what()).rfind(world_err_name(c.code), 0) == 0);  // the message starts with the name
    }
  }
  // Every MODULE_* code (but the rank count, a World construction check, below) has a case.
  for (WorldErr e : world_errs()) {
    const std::string n = world_err_name(e);
    if (n.rfind("MODULE_", 0) != 0 || e == WorldErr::MODULE_RANK_COUNT) continue;
    INFO(n);
    CHECK(std::any_of(cases.begin(), cases.end(), [&](const Case& c) { return c.code == e; }));
    CHECK(world_err_from_name(n) == e);
  }
  CHECK_NOTHROW(parse_module("{" + ok_head + "}"));
  // An HBM binding needs no partition; its offset is a byte address past the SBUF's 18 bits.
  const Module hb =
      parse_module("{" + ok_head + R"(, "tensors": [{"id": 7, "memory": "hbm", "offset": 1000000, "dtype": "i32"}]})");
  REQUIRE(hb.tensors.size() == 1);
  CHECK(hb.tensors[0].hbm);
  CHECK(hb.tensors[0].offset == 1000000);
  try {
    World w(module_of({0, 1}), core0_streams({{}}), config(), builtins());
    FAIL("accepted");
  } catch (const WorldError& e) {
    CHECK(e.code() == WorldErr::MODULE_RANK_COUNT);
  }
}

TEST_CASE("world: a module survives module_to_json and parse_module unchanged", "[world]") {
  Module m = module_of({4, 9, 2});
  m.replica_groups = {{{4, 9, 2}}, {{4, 2}, {9}}};
  m.collectives = {CollectiveInstance{0, {}, 1, {{1, 2, 3}, {4, 5, 6}, {7, 8, 0}}},
                   CollectiveInstance{std::nullopt, {{4, 9}, {9, 2}}, 0, {}}};
  m.send_recv = {SendRecvInstance{true, {{4, 2}}}, SendRecvInstance{false, {{4, 2}}}};
  m.tensors = {TensorBinding{77, 3, 128, 2, -1, dt("bf16")}, TensorBinding{78, 0, 70000, 4, 3, dt("u8"), true}};
  m.group_kinds = {GroupKind::ALL_GATHER, GroupKind::ALL_REDUCE, GroupKind::ALL_TO_ALL, GroupKind::REDUCE_SCATTER};
  const Module back = parse_module(module_to_json(m));
  CHECK(back.global_ids == m.global_ids);
  CHECK(back.replica_groups == m.replica_groups);
  REQUIRE(back.collectives.size() == 2);
  CHECK(back.collectives[0].replica_groups == 0u);
  CHECK(back.collectives[0].dim == 1);
  CHECK(back.collectives[0].counts == m.collectives[0].counts);
  CHECK(back.collectives[1].source_target_pairs == m.collectives[1].source_target_pairs);
  REQUIRE(back.send_recv.size() == 2);
  CHECK_FALSE(back.send_recv[1].send);
  REQUIRE(back.tensors.size() == 2);
  CHECK(back.tensors[0].partition_step == -1);
  CHECK(back.tensors[0].dtype == dt("bf16"));
  CHECK_FALSE(back.tensors[0].hbm);
  CHECK(back.tensors[1].hbm);
  CHECK(back.tensors[1].offset == 70000);
  CHECK(back.tensors[1].partition_step == 3);
  CHECK(back.group_kinds == m.group_kinds);
}

// ================================================================== rank registers
TEST_CASE("world: 0xDC writes the global id, 0xDB the position in the group, at their regId", "[world]") {
  Module m = module_of({10, 11, 12, 13});
  m.replica_groups = {{{10, 12}, {13, 11}}};
  std::vector<std::vector<Word>> s(4);
  for (auto& st : s) st = {global_rank(5), global_rank(6, 0), cur_rank(0, 200), cur_rank(1, 7)};
  World w(m, core0_streams(s), config(), builtins());
  const WorldResult res = w.run();
  CHECK(res.completed);
  const uint32_t pos[4] = {0, 1, 1, 0};
  for (unsigned r = 0; r < 4; ++r) {
    const RegisterFile& rf = w.registers(r, 0);
    CHECK(rf.written[5]);
    CHECK(rf.value[5] == 10 + r);
    CHECK_FALSE(rf.written[6]);  // valid = 0
    CHECK(rf.written[200]);
    CHECK(rf.value[200] == pos[r]);
    CHECK_FALSE(rf.written[7]);  // group_id 1 names no set
    CHECK_FALSE(w.registers(r, 1).written[5]);
  }
  CHECK(events_with(w, WorldErr::NO_INSTANCE).size() == 4);
  CHECK(res.cross_refused == 4);
}

// ================================================================== send / recv
namespace {
Module two_rank_sendrecv(uint8_t dtype) {
  Module m = module_of({0, 1});
  m.send_recv = {SendRecvInstance{true, {{0, 1}}}, SendRecvInstance{false, {{0, 1}}}};
  m.tensors = {TensorBinding{5, 2, 0, 2, 3, dtype}, TensorBinding{6, 1, 64, 2, 1, dtype}};
  return m;
}
}  // namespace

TEST_CASE("world: 0xCB send and recv pair through the module, whatever the rank order", "[world]") {
  for (std::vector<unsigned> order : {std::vector<unsigned>{0, 1}, std::vector<unsigned>{1, 0}}) {
    // Rank 0: send tensor 5 (partitions 2 and 5, bytes 8..); rank 1: recv into tensor 6
    // (partitions 1 and 2, from byte 64+8). Both streams: the send instance, then the recv.
    Streams s = core0_streams({{sendrecv(5, 8, 6), sendrecv(6, 8, 6)}, {sendrecv(5, 8, 6), sendrecv(6, 8, 6)}});
    // ... but rank 1 is no source (its 0xCB 0 is UNPAIRED_SEND) and rank 0 no target.
    World w(two_rank_sendrecv(dt("i32")), std::move(s), config(order), builtins());
    w.sbuf(0, 0).fill_seeded(1);
    w.sbuf(1, 0).fill_seeded(2);
    const Sbuf before0 = w.sbuf(0, 0);
    const Sbuf before1 = w.sbuf(1, 0);
    const WorldResult res = w.run();
    CHECK(res.completed);
    for (unsigned q = 0; q < 2; ++q)
      for (unsigned e = 0; e < 6; ++e)
        CHECK(elem_at(w.sbuf(1, 0), 1 + q, 72, e, 4) == elem_at(before0, 2 + 3 * q, 8, e, 4));
    const auto unpaired_send = events_with(w, WorldErr::UNPAIRED_SEND);
    const auto unpaired_recv = events_with(w, WorldErr::UNPAIRED_RECV);
    REQUIRE(unpaired_send.size() == 1);
    CHECK(unpaired_send[0].rank == 1);
    REQUIRE(unpaired_recv.size() == 1);
    CHECK(unpaired_recv[0].rank == 0);
    CHECK(w.sbuf(0, 0).hash() == before0.hash());  // the sender's memory is untouched
    Sbuf expect = before1;
    for (unsigned q = 0; q < 2; ++q)
      for (unsigned e = 0; e < 6; ++e) put_elem(expect, 1 + q, 72, e, 4, elem_at(before0, 2 + 3 * q, 8, e, 4));
    CHECK(w.sbuf(1, 0).hash() == expect.hash());  // and the receiver's changed only there
  }
}

TEST_CASE("world: a refused recv writes nothing (shape, dtype, unknown tensor)", "[world]") {
  struct Case {
    uint64_t recv_tensor, recv_elems;
    WorldErr err;
  };
  for (const Case& c : {Case{6, 5, WorldErr::SHAPE_MISMATCH}, Case{9, 6, WorldErr::UNKNOWN_TENSOR},
                        Case{7, 6, WorldErr::LEG_MISMATCH}, Case{6, 300, WorldErr::AP_RANGE}}) {
    Module m = two_rank_sendrecv(dt("i32"));
    m.tensors.push_back(TensorBinding{7, 0, 0, 2, 1, dt("fp32")});
    World w(m, core0_streams({{sendrecv(5, 0, 6)}, {sendrecv(5, 0, 6), sendrecv(c.recv_tensor, 0, c.recv_elems)}}),
            config(), builtins());
    w.sbuf(1, 0).fill_seeded(3);
    const uint64_t h = w.sbuf(1, 0).hash();
    const WorldResult res = w.run();
    INFO(world_err_name(c.err));
    CHECK(events_with(w, c.err).size() == 1);
    CHECK(w.sbuf(1, 0).hash() == h);
    CHECK_FALSE(res.ok());
  }
}

// ================================================================== barrier and completion
TEST_CASE("world: 0xD8 is a rendezvous of the rank's two cores and increments both semaphores", "[world]") {
  // Core 1 copies its partition 3 to core 0's partition 4 (0xBF), then meets core 0 at the
  // barrier; core 0, after the barrier, sends its partition 4 to rank 1. Core 0 runs first
  // (it is visited first) and must wait, so the message holds core 1's bytes.
  Module m = module_of({0, 1});
  m.send_recv = {SendRecvInstance{true, {{0, 1}}}, SendRecvInstance{false, {{0, 1}}}};
  m.tensors = {TensorBinding{1, 4, 0, 1, 1, dt("u32")}, TensorBinding{2, 9, 0, 1, 1, dt("u32")}};
  Streams s(2);
  s[0][0] = {barrier(3, 17, 0, 512, 2), sendrecv(1, 0, 8)};
  s[0][1] = {make_sb2sb(row(3, 0, 8, 4), row(4, 0, 8, 4), dt("u32")), barrier(3, 17, 1, 512, 1)};
  s[1][0] = {sendrecv(1, 0, 8), sendrecv(2, 0, 8)};
  World w(m, std::move(s), config(), builtins());
  for (unsigned c = 0; c < 2; ++c) w.sbuf(0, c).fill_seeded(10 + c);
  const Sbuf core1 = w.sbuf(0, 1);
  const Sbuf core0 = w.sbuf(0, 0);
  const WorldResult res = w.run();
  CHECK(res.completed);
  for (unsigned e = 0; e < 8; ++e) CHECK(elem_at(w.sbuf(1, 0), 9, 0, e, 4) == elem_at(core1, 3, 0, e, 4));
  for (unsigned e = 0; e < 2; ++e) CHECK(elem_at(w.sbuf(0, 0), 0, 512, e, 4) == elem_at(core0, 0, 512, e, 4) + 1);
  CHECK(elem_at(w.sbuf(0, 1), 1, 512, 0, 4) == elem_at(core1, 1, 512, 0, 4) + 1);
  CHECK(elem_at(w.sbuf(0, 1), 1, 516, 0, 4) == elem_at(core1, 1, 516, 0, 4));  // one element only
}

TEST_CASE("world: 0xD8 with differing barrier ids is refused on both cores, semaphores untouched", "[world]") {
  Streams s(1);
  s[0][0] = {barrier(3, 17, 0, 0, 4)};
  s[0][1] = {barrier(4, 17, 0, 0, 4)};
  World w(module_of({0}), std::move(s), config(), builtins());
  w.sbuf(0, 0).fill_seeded(1);
  w.sbuf(0, 1).fill_seeded(2);
  const uint64_t h0 = w.sbuf(0, 0).hash(), h1 = w.sbuf(0, 1).hash();
  const WorldResult res = w.run();
  CHECK(res.completed);
  CHECK(events_with(w, WorldErr::BARRIER_MISMATCH).size() == 2);
  CHECK(w.sbuf(0, 0).hash() == h0);
  CHECK(w.sbuf(0, 1).hash() == h1);
}

TEST_CASE("world: 0xDE waits for the peer core's token with the same handle", "[world]") {
  // Core 1 writes core 0's partition 2 (0xBF) then signals handle 9; core 0 waits on handle 9,
  // then copies its partition 2 back to core 1's partition 6. Core 0 runs first and must wait.
  Streams s(1);
  s[0][0] = {completion(9), make_sb2sb(row(2, 0, 16, 4), row(6, 0, 16, 4), dt("u32"))};
  s[0][1] = {make_sb2sb(row(1, 0, 16, 4), row(2, 0, 16, 4), dt("u32")), completion(9)};
  World w(module_of({0}), std::move(s), config(), builtins());
  w.sbuf(0, 0).fill_seeded(4);
  w.sbuf(0, 1).fill_seeded(5);
  const Sbuf core1 = w.sbuf(0, 1);
  CHECK(w.run().ok());
  for (unsigned e = 0; e < 16; ++e) CHECK(elem_at(w.sbuf(0, 1), 6, 0, e, 4) == elem_at(core1, 1, 0, e, 4));
}

// ================================================================== deadlock reports
TEST_CASE("world: a program that can never finish stops with a report naming every blocked core", "[world]") {
  const auto t0 = std::chrono::steady_clock::now();
  SECTION("a recv whose peer never sends") {
    Module m = two_rank_sendrecv(dt("u8"));
    // Rank 0's stream lacks its send: rank 1 waits at its recv (its 0xCB number 1).
    World w(m, core0_streams({{}, {sendrecv(5, 0, 4), sendrecv(6, 0, 4)}}), config(), builtins());
    const WorldResult res = w.run();
    CHECK_FALSE(res.completed);
    REQUIRE(res.blocked.size() == 1);
    CHECK(res.blocked[0].rank == 1);
    CHECK(res.blocked[0].core == 0);
    CHECK(res.blocked[0].index == 1);
    CHECK(res.blocked[0].opcode == 0xCB);
    CHECK(res.blocked[0].waits_for.find("send from global id 0") != std::string::npos);
    CHECK(res.report().find("rank 1 core 0 word 1 (send_recv) waits for") != std::string::npos);
  }
  SECTION("a barrier one core never reaches") {
    Streams s(1);
    s[0][0] = {global_rank(1), barrier(0, 0, 0, 0, 1)};
    s[0][1] = {global_rank(1)};
    World w(module_of({0}), std::move(s), config(), builtins());
    const WorldResult res = w.run();
    CHECK_FALSE(res.completed);
    REQUIRE(res.blocked.size() == 1);
    CHECK(res.blocked[0].index == 1);
    CHECK(res.blocked[0].waits_for.find("core 1 of the same rank to reach a 0xD8 (it finished its stream)") !=
          std::string::npos);
  }
  SECTION("a collective one rank never joins, and a cycle of recvs") {
    Module m = module_of({0, 1, 2});
    m.replica_groups = {{{0, 1, 2}}};
    m.collectives = {CollectiveInstance{0, {}, 0}};
    m.send_recv = {SendRecvInstance{false, {{1, 0}, {0, 1}}}, SendRecvInstance{true, {{1, 0}, {0, 1}}}};
    m.tensors = {TensorBinding{1, 0, 0, 1, 1, dt("u8")}};
    const Word ar = coll(0x01, 4, dt("i32"), tile(0, 0, 1, 4));
    // Ranks 0 and 1 each wait for the other's send before sending: a cycle. Rank 2 waits at
    // the AllReduce the others never reach.
    World w(
        m,
        core0_streams({{sendrecv(1, 0, 4), sendrecv(1, 0, 4), ar}, {sendrecv(1, 0, 4), sendrecv(1, 0, 4), ar}, {ar}}),
        config({2, 0, 1}), builtins());
    const WorldResult res = w.run();
    CHECK_FALSE(res.completed);
    REQUIRE(res.blocked.size() == 3);
    CHECK(res.blocked[0].waits_for.find("send from global id 1") != std::string::npos);
    CHECK(res.blocked[1].waits_for.find("send from global id 0") != std::string::npos);
    CHECK(res.blocked[2].waits_for.find("on global ids 0,1") != std::string::npos);
  }
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(10));
}

// ================================================================== collectives
namespace {
struct CollCase {
  GroupKind kind;
  unsigned dim;
};

/// The expected tiles of a group collective, straight from the definitions in docs/world.md.
std::vector<std::vector<uint32_t>> ref_collective(GroupKind k, unsigned dim, uint8_t dtype, unsigned parts,
                                                  unsigned elems, const std::vector<std::vector<uint32_t>>& x) {
  const size_t n = x.size();
  const size_t E = size_t{parts} * elems;
  std::vector<std::vector<uint32_t>> y = x;
  auto chunk = [&](size_t e) { return dim == 0 ? e / (E / n) : (e % elems) / (elems / n); };
  auto index_in = [&](size_t e) {  // (partition, element) of e inside its chunk
    return dim == 0 ? e % (E / n) : (e / elems) * (elems / n) + (e % elems) % (elems / n);
  };
  auto element = [&](size_t c, size_t t) {  // inverse of (chunk, index_in)
    if (dim == 0) return c * (E / n) + t;
    const size_t w = elems / n;
    return (t / w) * elems + c * w + t % w;
  };
  for (size_t j = 0; j < n; ++j)
    for (size_t e = 0; e < E; ++e) {
      std::vector<uint32_t> v;
      for (size_t i = 0; i < n; ++i) v.push_back(x[i][e]);
      switch (k) {
        case GroupKind::ALL_REDUCE:
          y[j][e] = ref_add(dtype, v);
          break;
        case GroupKind::REDUCE_SCATTER:
          if (chunk(e) == j) y[j][e] = ref_add(dtype, v);
          break;
        case GroupKind::ALL_GATHER:
          y[j][e] = x[chunk(e)][e];
          break;
        case GroupKind::ALL_TO_ALL:
          y[j][e] = x[chunk(e)][element(j, index_in(e))];
          break;
      }
    }
  return y;
}
}  // namespace

TEST_CASE("world: group collectives equal the reference for every kind, both dims, every dtype", "[world]") {
  SplitMix64 rnd(7);
  const uint8_t wire[4] = {0x01, 0x02, 0x03, 0x04};  // the default group_kinds order
  for (unsigned n : {2u, 4u}) {
    for (unsigned ki = 0; ki < 4; ++ki) {
      const GroupKind kind = kDefaultGroupKinds[ki];
      const bool reduce = kind == GroupKind::ALL_REDUCE || kind == GroupKind::REDUCE_SCATTER;
      for (unsigned dim : {0u, 1u}) {
        for (const char* dn : kAllDtypes) {
          const uint8_t dtype = dt(dn);
          const unsigned eb = dt_bytes(dtype);
          const unsigned parts = 2, elems = 4 * n;
          // Ranks' global ids in reverse: group order (the reduction order) is not rank order.
          std::vector<uint32_t> ids(n);
          for (unsigned r = 0; r < n; ++r) ids[r] = 100 + n - 1 - r;
          Module m = module_of(ids);
          std::vector<uint32_t> group(ids.rbegin(), ids.rend());
          m.replica_groups = {{group}};
          m.collectives = {CollectiveInstance{0, {}, dim}};
          std::vector<std::vector<Word>> s(n);
          for (unsigned r = 0; r < n; ++r)
            s[r] = {coll(wire[ki], reduce ? 4 : 0, dtype, tile(3 + r, 8 * r, parts, elems))};
          World w(m, core0_streams(s), config(), builtins());
          std::vector<std::vector<uint32_t>> x(n);  // in group order
          for (unsigned r = 0; r < n; ++r) {
            w.sbuf(r, 0).fill_seeded(r + 1);
            const size_t pos = std::find(group.begin(), group.end(), ids[r]) - group.begin();
            x[pos].resize(parts * elems);
            for (unsigned e = 0; e < parts * elems; ++e) {
              const uint32_t v = random_elem(rnd, dtype);
              put_elem(w.sbuf(r, 0), 3 + r + e / elems, 8 * r, e % elems, eb, v);
              x[pos][e] = v;
            }
          }
          const WorldResult res = w.run();
          INFO("n=" << n << " " << group_kind_name(kind) << " dim " << dim << " " << dn);
          REQUIRE(res.ok());
          const auto y = ref_collective(kind, dim, dtype, parts, elems, x);
          for (unsigned r = 0; r < n; ++r) {
            const size_t pos = std::find(group.begin(), group.end(), ids[r]) - group.begin();
            for (unsigned e = 0; e < parts * elems; ++e)
              CHECK(elem_at(w.sbuf(r, 0), 3 + r + e / elems, 8 * r, e % elems, eb) == y[pos][e]);
          }
        }
      }
    }
  }
}

TEST_CASE("world: two replica groups of one set run as two independent collectives", "[world]") {
  Module m = module_of({0, 1, 2, 3});
  m.replica_groups = {{{0, 2}, {3, 1}}};
  m.collectives = {CollectiveInstance{0, {}, 0}};
  std::vector<std::vector<Word>> s(4, std::vector<Word>{coll(0x01, 4, dt("i32"), tile(0, 0, 1, 4))});
  World w(m, core0_streams(s), config(), builtins());
  for (unsigned r = 0; r < 4; ++r)
    for (unsigned e = 0; e < 4; ++e) put_elem(w.sbuf(r, 0), 0, 0, e, 4, 10 * r + e);
  REQUIRE(w.run().ok());
  for (unsigned e = 0; e < 4; ++e) {
    CHECK(elem_at(w.sbuf(0, 0), 0, 0, e, 4) == 20 + 2 * e);  // 0 + 2
    CHECK(elem_at(w.sbuf(2, 0), 0, 0, e, 4) == 20 + 2 * e);
    CHECK(elem_at(w.sbuf(1, 0), 0, 0, e, 4) == 40 + 2 * e);  // 1 + 3
    CHECK(elem_at(w.sbuf(3, 0), 0, 0, e, 4) == 40 + 2 * e);
  }
}

TEST_CASE("world: the permute family moves the 0xD9 tile to the target's 0xDA tile (bypass) or adds it", "[world]") {
  for (uint8_t op : {uint8_t{0}, uint8_t{4}}) {
    Module m = module_of({0, 1, 2});
    m.collectives = {CollectiveInstance{std::nullopt, {{0, 1}, {1, 2}, {2, 0}}, 0}};
    std::vector<std::vector<Word>> s(3);
    for (unsigned r = 0; r < 3; ++r)
      s[r] = {coll(0x05, op, dt("i16"), tile(1, 0, 2, 8)), coll2(0x05, op, dt("i16"), tile(6, 32, 2, 8))};
    World w(m, core0_streams(s), config(), builtins());
    const std::vector<Sbuf> before = seed_core0(w, 3, 20);
    REQUIRE(w.run().ok());
    for (unsigned t = 0; t < 3; ++t) {
      const unsigned src = (t + 2) % 3;
      for (unsigned e = 0; e < 16; ++e) {
        const uint32_t in = elem_at(before[src], 1 + e / 8, 0, e % 8, 2);
        const uint32_t old = elem_at(before[t], 6 + e / 8, 32, e % 8, 2);
        CHECK(elem_at(w.sbuf(t, 0), 6 + e / 8, 32, e % 8, 2) == (op ? ((old + in) & 0xFFFF) : in));
      }
    }
  }
}

TEST_CASE("world: AllToAllV sends counts[i][j] elements from position i's 0xD9 tile to j's 0xDA tile", "[world]") {
  // Positions in group order: global ids 2, 0, 1 (ranks 2, 0, 1). Row i: what i sends to 0, 1, 2.
  const std::vector<std::vector<uint64_t>> cnt = {{2, 0, 3}, {1, 1, 1}, {0, 4, 2}};
  Module m = module_of({0, 1, 2});
  m.replica_groups = {{{2, 0, 1}}};
  m.collectives = {CollectiveInstance{0, {}, 0, cnt}};
  const std::vector<uint32_t> group = {2, 0, 1};
  std::vector<std::vector<Word>> s(3);
  for (unsigned r = 0; r < 3; ++r) {
    const size_t i = std::find(group.begin(), group.end(), r) - group.begin();
    uint16_t out = 0, in = 0;
    for (size_t j = 0; j < 3; ++j) {
      out += static_cast<uint16_t>(cnt[i][j]);
      in += static_cast<uint16_t>(cnt[j][i]);
    }
    s[r] = {coll(0x09, 0, dt("u16"), tile(2, 0, 1, out)), coll2(0x09, 0, dt("u16"), tile(7, 100, 1, in))};
  }
  World w(m, core0_streams(s), config(), builtins());
  const std::vector<Sbuf> before = seed_core0(w, 3, 40);
  const WorldResult res = w.run();
  INFO(res.report());
  REQUIRE(res.ok());
  // Reference: j's receive tile is, for i = 0, 1, 2 in order, i's segment for j.
  for (size_t j = 0; j < 3; ++j) {
    std::vector<uint32_t> want;
    for (size_t i = 0; i < 3; ++i) {
      uint64_t from = 0;
      for (size_t k = 0; k < j; ++k) from += cnt[i][k];
      for (uint64_t e = 0; e < cnt[i][j]; ++e) want.push_back(elem_at(before[group[i]], 2, 0, from + e, 2));
    }
    for (size_t e = 0; e < want.size(); ++e) CHECK(elem_at(w.sbuf(group[j], 0), 7, 100, e, 2) == want[e]);
    CHECK(elem_at(w.sbuf(group[j], 0), 7, 100, want.size(), 2) == elem_at(before[group[j]], 7, 100, want.size(), 2));
  }
  // A tile that does not hold its row's sum is refused on every member, nothing written.
  s[1][0] = coll(0x09, 0, dt("u16"), tile(2, 0, 1, 9));
  World bad(m, core0_streams(s), config(), builtins());
  for (unsigned r = 0; r < 3; ++r) bad.sbuf(r, 0).fill_seeded(40 + r);
  bad.run();
  CHECK(events_with(bad, WorldErr::SHAPE_MISMATCH).size() == 6);  // three 0xD9 and three 0xDA
  for (unsigned r = 0; r < 3; ++r) CHECK(bad.sbuf(r, 0).hash() == before[r].hash());
}

TEST_CASE("world: a refused collective changes no rank's memory (each named error)", "[world]") {
  struct Case {
    const char* what;
    WorldErr err;
  };
  const Case cases[] = {
      {"shapes differ", WorldErr::SHAPE_MISMATCH},
      {"AllReduce with bypass", WorldErr::OP_NOT_ACCEPTED},
      {"AllGather with add", WorldErr::OP_NOT_ACCEPTED},
      {"AllToAllV without counts", WorldErr::NO_INSTANCE},
      {"dtypes differ", WorldErr::LEG_MISMATCH},
      {"PSUM operand", WorldErr::AP_PSUM},
      {"indirect operand", WorldErr::AP_INDIRECT},
      {"register never written", WorldErr::REGISTER_UNWRITTEN},
      {"outside the SBUF", WorldErr::AP_RANGE},
      {"outside the HBM", WorldErr::AP_RANGE},
      {"HBM repeats past the HBM's size", WorldErr::AP_TOO_LARGE},
      {"indivisible", WorldErr::SHAPE_INDIVISIBLE},
      {"repeats past the SBUF's size", WorldErr::AP_TOO_LARGE},
      {"0xDA on AllGather", WorldErr::SECOND_LEG_UNEXPECTED},
      {"0xDA on one AllReduce member", WorldErr::SECOND_LEG_MISSING},
      {"0xDA of another size", WorldErr::SHAPE_MISMATCH},
      {"rank in no group", WorldErr::RANK_NOT_IN_GROUP},
      {"no instance", WorldErr::NO_INSTANCE},
      {"permute target without 0xDA", WorldErr::SECOND_LEG_MISSING},
  };
  for (const Case& c : cases) {
    const std::string what = c.what;
    Module m = module_of({0, 1});
    m.replica_groups = {{{0, 1}}, {{0}, {1}}};
    m.collectives = {CollectiveInstance{what == "rank in no group" ? 1u : 0u, {}, 0}};
    if (what == "rank in no group") m.replica_groups[1] = {{1}};  // rank 1 runs alone, rank 0 is in no group
    if (what == "no instance") m.collectives.clear();
    if (what == "permute target without 0xDA") m.collectives = {CollectiveInstance{std::nullopt, {{0, 1}}, 0}};
    std::vector<std::vector<Word>> s(2);
    for (unsigned r = 0; r < 2; ++r) {
      uint8_t kind = 0x01, op = 4, dtype = dt("fp32");
      Addr8T2d ap = tile(2, 0, 2, 6);
      if (what == "shapes differ" && r == 1) ap.num1 = 5;
      if (what == "AllReduce with bypass") op = 0;
      if (what == "AllGather with add") kind = 0x03;
      if (what == "AllToAllV without counts") kind = 0x09;
      if (what == "dtypes differ" && r == 1) dtype = dt("i32");
      if (what == "PSUM operand" && r == 1) ap.addr = addr4_psum(64);
      if (what == "indirect operand" && r == 1) ap.addr = addr4_indirect(0);
      if (what == "register never written" && r == 1) ap.addr = addr4_register(9);
      if (what == "outside the SBUF" && r == 0) ap.addr = addr4_sbuf(15, 0);
      // 7 elements (row stride 1) need 28 bytes from the address
      if (what == "outside the HBM" && r == 1) ap.addr = addr4_hbm(4096 - 20);
      if (what == "HBM repeats past the HBM's size") {  // 2 x 4000 elements on one HBM address
        ap.addr = addr4_hbm(0);
        ap.step0 = 0;
        ap.num0 = 2;
        ap.step1 = 0;
        ap.num1 = 4000;
      }
      if (what == "repeats past the SBUF's size") {  // 60000 x 60000 elements, all at one address
        ap.step0 = 0;
        ap.num0 = 60000;
        ap.step1 = 0;
        ap.num1 = 60000;
      }
      if (what == "indivisible") {
        kind = 0x02;
        ap = tile(2, 0, 1, 5);
      }
      if (what == "permute target without 0xDA") kind = 0x06;
      s[r] = {global_rank(8), coll(kind, op, dtype, ap)};  // register 8 is written, 9 is not
      if (what == "0xDA on AllGather") {
        s[r] = {coll(0x03, 0, dtype, ap), coll2(0x03, 0, dtype, tile(8, 0, 2, 6))};
      }
      if (what == "0xDA on one AllReduce member" && r == 1) s[r].push_back(coll2(0x01, 4, dtype, tile(8, 0, 2, 6)));
      if (what == "0xDA of another size") s[r].push_back(coll2(0x01, 4, dtype, tile(8, 0, 2, r == 0 ? 6 : 4)));
    }
    World w(m, core0_streams(s), config(), builtins());
    uint64_t h[2], hh[2];
    for (unsigned r = 0; r < 2; ++r) {
      w.sbuf(r, 0).fill_seeded(30 + r);
      fill_hbm(w.hbm(r), 40 + r);
      h[r] = w.sbuf(r, 0).hash();
      hh[r] = memory_hash(w.hbm(r));
    }
    const WorldResult res = w.run();
    INFO(what);
    CHECK(res.completed);
    CHECK(res.cross_refused >= 1);
    CHECK_FALSE(events_with(w, c.err).empty());
    if (what != "rank in no group")
      for (const WorldEvent& e : w.events())
        if (e.opcode != GetGlobalRankId::kOpcode) CHECK(e.err != WorldErr::OK);
    for (unsigned r = 0; r < 2; ++r) {
      CHECK(w.sbuf(r, 0).hash() == h[r]);
      CHECK(memory_hash(w.hbm(r)) == hh[r]);
    }
  }
}

// ================================================================== HBM and register-mode operands
namespace {
/// A test tile: an SBUF (partition, offset) or an HBM byte address, and its 2-D shape.
struct Loc {
  bool hbm = false;
  unsigned p = 0, off = 0;  // SBUF
  unsigned addr = 0;        // HBM
  int16_t step0 = 1;
  uint16_t num0 = 1;
  int16_t step1 = 1;
  uint16_t num1 = 1;
};
Loc sbuf_loc(unsigned p, unsigned off, int16_t step0, uint16_t num0, int16_t step1, uint16_t num1) {
  return Loc{false, p, off, 0, step0, num0, step1, num1};
}
Loc hbm_loc(unsigned addr, int16_t step0, uint16_t num0, int16_t step1, uint16_t num1) {
  return Loc{true, 0, 0, addr, step0, num0, step1, num1};
}
Addr8T2d ap_of(const Loc& l) {
  Addr8T2d t;
  t.addr = l.hbm ? addr4_hbm(l.addr) : addr4_sbuf(l.p, l.off);
  t.step0 = l.step0;
  t.num0 = l.num0;
  t.step1 = l.step1;
  t.num1 = l.num1;
  return t;
}
/// Byte index of each element in walk order, written from docs/world.md: SBUF partition
/// p + i0*step0, offset off + i1*step1*eb (partition-major bytes, bpp per partition); HBM byte
/// address addr + (i0*step0 + i1*step1)*eb.
std::vector<size_t> where(const Loc& l, unsigned eb, size_t bpp) {
  std::vector<size_t> v;
  for (int64_t i0 = 0; i0 < l.num0; ++i0)
    for (int64_t i1 = 0; i1 < l.num1; ++i1)
      v.push_back(l.hbm ? static_cast<size_t>(int64_t{l.addr} + (i0 * l.step0 + i1 * l.step1) * eb)
                        : static_cast<size_t>(int64_t{l.p} + i0 * l.step0) * bpp +
                              static_cast<size_t>(int64_t{l.off} + i1 * l.step1 * eb));
  return v;
}
using Bytes = std::vector<uint8_t>;
uint32_t get_le(const Bytes& b, size_t i, unsigned eb) {
  uint32_t v = 0;
  for (unsigned k = 0; k < eb; ++k) v |= uint32_t{b.at(i + k)} << (8 * k);
  return v;
}
void set_le(Bytes& b, size_t i, unsigned eb, uint32_t v) {
  for (unsigned k = 0; k < eb; ++k) b.at(i + k) = static_cast<uint8_t>(v >> (8 * k));
}
/// Copies of a core's SBUF bytes and its rank's HBM bytes.
struct Mem {
  Bytes sbuf, hbm;
  Bytes& of(const Loc& l) { return l.hbm ? hbm : sbuf; }
  bool operator==(const Mem&) const = default;
};
Mem mem_of(World& w, unsigned r, unsigned c = 0) {
  const auto s = w.sbuf(r, c).bytes();
  const auto h = w.hbm(r).bytes();
  return Mem{Bytes(s.begin(), s.end()), Bytes(h.begin(), h.end())};
}
std::vector<uint32_t> read_loc(Mem& m, const Loc& l, unsigned eb, size_t bpp) {
  std::vector<uint32_t> v;
  for (size_t i : where(l, eb, bpp)) v.push_back(get_le(m.of(l), i, eb));
  return v;
}
void write_loc(Mem& m, const Loc& l, unsigned eb, size_t bpp, const std::vector<uint32_t>& v) {
  const std::vector<size_t> at = where(l, eb, bpp);
  for (size_t e = 0; e < at.size(); ++e) set_le(m.of(l), at[e], eb, v[e]);
}
/// Seeds core 0's SBUF and the HBM of ranks 0..n-1 and returns copies of them.
std::vector<Mem> seed_memories(World& w, unsigned n, uint64_t seed) {
  std::vector<Mem> m;
  for (unsigned r = 0; r < n; ++r) {
    w.sbuf(r, 0).fill_seeded(seed + r);
    fill_hbm(w.hbm(r), seed + 100 + r);
    m.push_back(mem_of(w, r));
  }
  return m;
}
/// The reference i32 AllReduce of tiles at[0..n-1] of n ranks: wrapping sums, written back.
void ref_all_reduce_i32(std::vector<Mem>& m, const Loc* at, size_t elems, size_t bpp) {
  std::vector<uint32_t> sum(elems, 0);
  for (size_t r = 0; r < m.size(); ++r) {
    const std::vector<uint32_t> x = read_loc(m[r], at[r], 4, bpp);
    for (size_t e = 0; e < sum.size(); ++e) sum[e] += x[e];
  }
  for (size_t r = 0; r < m.size(); ++r) write_loc(m[r], at[r], 4, bpp, sum);
}
}  // namespace

TEST_CASE("world: 0xD9 and 0xDA tiles in HBM are read and written there (row stride in elements)", "[world]") {
  // Three ranks: an i32 AllReduce whose tiles sit in HBM (row strides 7 and -12 elements) and
  // SBUF, then a permute 0 -> 1 -> 2 -> 0 between SBUF and HBM tiles in both directions.
  const size_t bpp = small_system().sbuf.bytes_per_partition;
  const uint8_t i32 = dt("i32");
  const Loc ar[3] = {hbm_loc(100, 7, 2, 1, 5), sbuf_loc(3, 16, 1, 2, 1, 5), hbm_loc(2000, -12, 2, 2, 5)};
  const Loc src[3] = {sbuf_loc(5, 0, 1, 1, 1, 4), hbm_loc(3000, 1, 1, 1, 4), hbm_loc(3100, 2, 2, 1, 2)};
  const Loc dst[3] = {hbm_loc(3200, 1, 1, 1, 4), sbuf_loc(6, 40, 1, 1, 1, 4), sbuf_loc(7, 0, 1, 2, 1, 2)};
  Module m = module_of({0, 1, 2});
  m.replica_groups = {{{0, 1, 2}}};
  m.collectives = {CollectiveInstance{0u, {}, 0}, CollectiveInstance{std::nullopt, {{0, 1}, {1, 2}, {2, 0}}, 0}};
  std::vector<std::vector<Word>> s(3);
  for (unsigned r = 0; r < 3; ++r)
    s[r] = {coll(0x01, 4, i32, ap_of(ar[r])), coll(0x05, 0, i32, ap_of(src[r])), coll2(0x05, 0, i32, ap_of(dst[r]))};
  World w(m, core0_streams(s), config(), builtins());
  std::vector<Mem> expect = seed_memories(w, 3, 50);
  // The reference: the AllReduce's wrapping sums, then each target's 0xDA tile gets its
  // source's 0xD9 tile (no tile of the permute overlaps one of the AllReduce).
  ref_all_reduce_i32(expect, ar, 10, bpp);
  std::vector<std::vector<uint32_t>> sent(3);
  for (unsigned r = 0; r < 3; ++r) sent[r] = read_loc(expect[r], src[r], 4, bpp);
  for (unsigned r = 0; r < 3; ++r) write_loc(expect[(r + 1) % 3], dst[(r + 1) % 3], 4, bpp, sent[r]);
  const WorldResult res = w.run();
  CHECK(res.ok());
  CHECK(w.events().size() == 9);
  for (unsigned r = 0; r < 3; ++r) {
    INFO("rank " << r);
    CHECK(mem_of(w, r) == expect[r]);
    CHECK(mem_of(w, r, 1).sbuf == Bytes(bpp * small_system().sbuf.partitions, 0));  // core 1's SBUF untouched
  }
}

TEST_CASE("world: a register-mode start word takes its ADDR4 word from the core's register", "[world]") {
  // The global ids are ADDR4 words: rank 0's tile at SBUF (0, 0x40), rank 1's at (4, 0x80),
  // rank 2's at HBM 0x10. Every rank runs the same stream: 0xDC into register 3, then an
  // AllReduce whose tile starts at register 3.
  const size_t bpp = small_system().sbuf.bytes_per_partition;
  const uint32_t ids[3] = {addr4_sbuf(0, 0x40), addr4_sbuf(4, 0x80), addr4_hbm(0x10)};
  const Loc at[3] = {sbuf_loc(0, 0x40, 6, 2, 1, 6), sbuf_loc(4, 0x80, 6, 2, 1, 6), hbm_loc(0x10, 6, 2, 1, 6)};
  Module m = module_of({ids[0], ids[1], ids[2]});
  m.replica_groups = {{{ids[0], ids[1], ids[2]}}};
  m.collectives = {CollectiveInstance{0u, {}, 0}};
  Addr8T2d t = ap_of(at[0]);
  t.addr = addr4_register(3);
  const std::vector<Word> stream = {global_rank(3), coll(0x01, 4, dt("i32"), t)};
  World w(m, core0_streams({stream, stream, stream}), config(), builtins());
  std::vector<Mem> expect = seed_memories(w, 3, 70);
  ref_all_reduce_i32(expect, at, 12, bpp);
  const WorldResult res = w.run();
  CHECK(res.ok());
  for (unsigned r = 0; r < 3; ++r) {
    INFO("rank " << r);
    CHECK(mem_of(w, r) == expect[r]);
  }
}

TEST_CASE("world: register-mode semaphores of a 0xD8 resolve through each core's own registers", "[world]") {
  // One rank whose global id is the ADDR4 word of SBUF (1, 8): both cores write it into
  // register 2 and meet at a 0xD8 whose semaphore starts at register 2.
  const uint32_t id = addr4_sbuf(1, 8);
  Word b = barrier(4, 0, 0, 0, 3);
  CoreBarrier cb = decode_as<CoreBarrier>(b).value;
  cb.sema.addr = addr4_register(2);
  b = encode(cb);
  Streams s(1);
  s[0][0] = s[0][1] = {global_rank(2), b};
  World w(module_of({id}), s, config(), builtins());
  for (unsigned c = 0; c < 2; ++c) w.sbuf(0, c).fill_seeded(90 + c);
  Sbuf expect[2] = {w.sbuf(0, 0), w.sbuf(0, 1)};
  for (unsigned c = 0; c < 2; ++c)
    for (unsigned e = 0; e < 3; ++e) put_elem(expect[c], 1, 8, e, 4, elem_at(expect[c], 1, 8, e, 4) + 1);
  const WorldResult res = w.run();
  CHECK(res.ok());
  for (unsigned c = 0; c < 2; ++c) CHECK(w.sbuf(0, c).hash() == expect[c].hash());
}

TEST_CASE("world: a register value that is no static ADDR4 word is refused, nothing written", "[world]") {
  // A one-member AllReduce whose tile starts at register 3 = the global id.
  for (uint32_t id : {uint32_t{0x0C000000} /* space 3: undefined */, addr4_register(3), addr4_indirect(0)}) {
    Module m = module_of({id});
    m.replica_groups = {{{id}}};
    m.collectives = {CollectiveInstance{0u, {}, 0}};
    Addr8T2d t = tile(0, 0, 1, 4);
    t.addr = addr4_register(3);
    World w(m, core0_streams({{global_rank(3), coll(0x01, 4, dt("i32"), t)}}), config(), builtins());
    w.sbuf(0, 0).fill_seeded(5);
    fill_hbm(w.hbm(0), 6);
    const Mem before = mem_of(w, 0);
    const WorldResult res = w.run();
    INFO(id);
    CHECK(res.completed);
    CHECK(events_with(w, WorldErr::REGISTER_NOT_ADDRESS).size() == 1);
    CHECK(mem_of(w, 0) == before);
  }
}

TEST_CASE("world: 0xCB regions bound in HBM send and receive rows partition_step rows apart", "[world]") {
  // Rank 0 sends 3 HBM rows (tensor 8: from byte 256 + 16, rows 2 x 20 bytes apart) to rank 1,
  // which sends 3 SBUF partitions (tensor 5: partitions 2, 5, 8 from byte 4) back; rank 0
  // receives into SBUF (tensor 9), rank 1 into HBM (tensor 8 from byte 256).
  const size_t bpp = small_system().sbuf.bytes_per_partition;
  Module m = module_of({0, 1});
  m.send_recv = {SendRecvInstance{true, {{0, 1}, {1, 0}}}, SendRecvInstance{false, {{0, 1}, {1, 0}}}};
  const uint8_t i32 = dt("i32");
  m.tensors = {TensorBinding{5, 2, 0, 3, 3, i32}, TensorBinding{8, 0, 256, 3, 2, i32, true},
               TensorBinding{9, 0, 32, 3, 1, i32}};
  const auto rows = [](bool hbm, unsigned p_or_addr, int step, unsigned off) {
    std::vector<Loc> v;  // one Loc per row: 5 contiguous i32
    for (int i = 0; i < 3; ++i)
      v.push_back(hbm ? hbm_loc(static_cast<unsigned>(static_cast<int>(p_or_addr + off) + i * step * 20), 1, 1, 1, 5)
                      : sbuf_loc(static_cast<unsigned>(static_cast<int>(p_or_addr) + i * step), off, 1, 1, 1, 5));
    return v;
  };
  {
    World w(m, core0_streams({{sendrecv(8, 16, 5), sendrecv(9, 8, 5)}, {sendrecv(5, 4, 5), sendrecv(8, 0, 5)}}),
            config(), builtins());
    std::vector<Mem> expect = seed_memories(w, 2, 11);
    const std::vector<Loc> from0 = rows(true, 256, 2, 16), to1 = rows(true, 256, 2, 0);
    const std::vector<Loc> from1 = rows(false, 2, 3, 4), to0 = rows(false, 0, 1, 40);
    std::vector<Mem> before = expect;
    for (unsigned i = 0; i < 3; ++i) {
      write_loc(expect[1], to1[i], 4, bpp, read_loc(before[0], from0[i], 4, bpp));
      write_loc(expect[0], to0[i], 4, bpp, read_loc(before[1], from1[i], 4, bpp));
    }
    const WorldResult res = w.run();
    CHECK(res.ok());
    for (unsigned r = 0; r < 2; ++r) CHECK(mem_of(w, r) == expect[r]);
  }
  // Refused: an HBM row past the HBM's end (recv and send), a tensor_base that wraps 64 bits.
  struct Case {
    uint64_t send_tensor, send_base, recv_tensor, recv_base;
    unsigned refused_rank;
  };
  // Rank 1's recv: row 0 fits, row 2 does not; rank 0's send: row 0 past the end; rank 1's
  // recv into SBUF with a base that, added to the binding's offset 32, wraps to 0.
  for (const Case& c : {Case{5, 4, 8, 3780, 1}, Case{8, 3900, 9, 8, 0}, Case{5, 4, 9, ~uint64_t{0} - 31, 1}}) {
    World w(m,
            core0_streams({{sendrecv(c.send_tensor, c.send_base, 5), sendrecv(9, 8, 5)},
                           {sendrecv(5, 4, 5), sendrecv(c.recv_tensor, c.recv_base, 5)}}),
            config(), builtins());
    const std::vector<Mem> before = seed_memories(w, 2, 31);
    INFO(c.send_tensor << " " << c.send_base << " " << c.recv_tensor << " " << c.recv_base);
    (void)w.run();
    const auto refused = events_with(w, WorldErr::AP_RANGE);
    REQUIRE(refused.size() == 1);
    CHECK(refused[0].rank == c.refused_rank);
    CHECK(refused[0].opcode == CollectiveSendRecv::kOpcode);
    CHECK(mem_of(w, 1) == before[1]);  // a refused recv writes nothing; rank 1 has no other write
    CHECK(mem_of(w, 0).hbm == before[0].hbm);
  }
}

TEST_CASE("world: a two-source AllReduce or ReduceScatter folds each member's 0xD9 and 0xDA tiles", "[world]") {
  // Three ranks, group order global ids 2, 0, 1; i32 sums (exact, wrapping).
  for (uint8_t wire : {uint8_t{0x01}, uint8_t{0x02}}) {
    Module m = module_of({0, 1, 2});
    m.replica_groups = {{{2, 0, 1}}};
    m.collectives = {CollectiveInstance{0u, {}, 0}};
    std::vector<std::vector<Word>> s(3);
    for (unsigned r = 0; r < 3; ++r)
      s[r] = {coll(wire, 4, dt("i32"), tile(1, 0, 2, 6)), coll2(wire, 4, dt("i32"), tile(9, 64, 3, 4))};
    World w(m, core0_streams(s), config(), builtins());
    const std::vector<Sbuf> before = seed_core0(w, 3, 60);
    const WorldResult res = w.run();
    INFO(res.report());
    REQUIRE(res.ok());
    const std::vector<unsigned> group = {2, 0, 1};
    for (unsigned j = 0; j < 3; ++j) {
      const unsigned r = group[j];
      for (unsigned e = 0; e < 12; ++e) {  // 0xD9: 2 x 6 walk order; 0xDA: 3 x 4
        uint32_t sum = 0;
        for (unsigned q : group)
          sum += elem_at(before[q], 1 + e / 6, 0, e % 6, 4) + elem_at(before[q], 9 + e / 4, 64, e % 4, 4);
        const bool mine = wire == 0x01 || e / 4 == j;  // ReduceScatter: member j's chunk j (of 3, walk order)
        CHECK(elem_at(w.sbuf(r, 0), 1 + e / 6, 0, e % 6, 4) ==
              (mine ? sum : elem_at(before[r], 1 + e / 6, 0, e % 6, 4)));
        CHECK(elem_at(w.sbuf(r, 0), 9 + e / 4, 64, e % 4, 4) == elem_at(before[r], 9 + e / 4, 64, e % 4, 4));
      }
    }
  }
  // fp32: the fold runs member by member, the 0xD9 element then the 0xDA one:
  // ((1e8 + 1) + -1e8) + 1 = 1 (1e8 + 1 rounds to 1e8), not (1e8 + -1e8) + (1 + 1) = 2.
  Module m = module_of({0, 1});
  m.replica_groups = {{{0, 1}}};
  m.collectives = {CollectiveInstance{0u, {}, 0}};
  std::vector<std::vector<Word>> s(2);
  for (unsigned r = 0; r < 2; ++r)
    s[r] = {coll(0x01, 4, dt("fp32"), tile(0, 0, 1, 1)), coll2(0x01, 4, dt("fp32"), tile(0, 4, 1, 1))};
  World w(m, core0_streams(s), config(), builtins());
  const float x[2] = {1e8f, -1e8f};
  for (unsigned r = 0; r < 2; ++r) {
    put_elem(w.sbuf(r, 0), 0, 0, 0, 4, std::bit_cast<uint32_t>(x[r]));
    put_elem(w.sbuf(r, 0), 0, 4, 0, 4, std::bit_cast<uint32_t>(1.0f));
  }
  REQUIRE(w.run().ok());
  for (unsigned r = 0; r < 2; ++r) CHECK(std::bit_cast<float>(elem_at(w.sbuf(r, 0), 0, 0, 0, 4)) == 1.0f);
}

// docs/world.md "Legs agree": a 0xDA's dtype and kind are its 0xD9's or 0 (unwritten by its
// arm, S000 §3.2 "the trio in the arms where present"); its alu_op must be the 0xD9's exactly,
// since 0 is bypass, a value, not "unwritten".
TEST_CASE("world: a 0xDA may leave dtype and kind 0, never alu_op", "[world]") {
  struct Case {
    uint8_t kind, op, dtype;
    WorldErr want;
  };
  const uint8_t f32 = dt("fp32");
  for (const Case c : {Case{0x01, 4, f32, WorldErr::OK}, Case{0, 4, 0, WorldErr::OK}, Case{0, 4, f32, WorldErr::OK},
                       Case{0x01, 4, 0, WorldErr::OK}, Case{0x01, 0, f32, WorldErr::LEG_MISMATCH},
                       Case{0, 0, 0, WorldErr::LEG_MISMATCH}, Case{0x02, 4, f32, WorldErr::LEG_MISMATCH},
                       Case{0x01, 4, dt("bf16"), WorldErr::LEG_MISMATCH}}) {
    INFO("0xDA kind " << unsigned(c.kind) << " alu_op " << unsigned(c.op) << " dtype " << unsigned(c.dtype));
    Module m = module_of({0, 1});
    m.replica_groups = {{{0, 1}}};
    m.collectives = {CollectiveInstance{0u, {}, 0}};
    std::vector<std::vector<Word>> s(2);
    for (unsigned r = 0; r < 2; ++r)
      s[r] = {coll(0x01, 4, f32, tile(0, 0, 1, 4)), coll2(c.kind, c.op, c.dtype, tile(2, 0, 1, 4))};
    World w(m, core0_streams(s), config(), builtins());
    const std::vector<Sbuf> before = seed_core0(w, 2, 77);
    const WorldResult res = w.run();
    CHECK(res.completed);
    CHECK(res.cross_refused == (c.want == WorldErr::OK ? 0u : 4u));  // both legs of both members
    for (const WorldEvent& e : w.events()) CHECK(e.err == c.want);
    if (c.want != WorldErr::OK)
      for (unsigned r = 0; r < 2; ++r) CHECK(w.sbuf(r, 0).hash() == before[r].hash());
  }
}

// ================================================================== 0xBE
TEST_CASE("world: 0xBE scans segment ids into per-segment start and end bounds", "[world]") {
  GetSequenceBounds g;
  g.in_dtype = dt("i16");
  g.out_dtype = dt("u16");
  g.in = T3d{addr4_sbuf(2, 0), 1, 2, 0, 1, 1, 10};
  g.out = T3d{addr4_sbuf(5, 100), 1, 2, 0, 1, 1, 8};  // 4 segments per partition
  Streams s(1);
  s[0][1] = {encode(g)};
  World w(module_of({0}), std::move(s), config(), builtins());
  Sbuf& sb = w.sbuf(0, 1);
  sb.fill_seeded(9);
  const int16_t ids[2][10] = {{0, 0, 1, 1, 1, -1, 3, 3, -1, -1}, {2, 2, 2, 2, 0, 7, 0, 0, 1, -1}};
  for (unsigned p = 0; p < 2; ++p)
    for (unsigned t = 0; t < 10; ++t) put_elem(sb, 2 + p, 0, t, 2, static_cast<uint16_t>(ids[p][t]));
  REQUIRE(w.run().ok());
  // Reference: first index and last index + 1 per segment; an absent segment is [0, 0).
  for (unsigned p = 0; p < 2; ++p)
    for (int k = 0; k < 4; ++k) {
      int first = -1, last = -1;
      for (int t = 0; t < 10; ++t)
        if (ids[p][t] == k) {
          if (first < 0) first = t;
          last = t;
        }
      CHECK(elem_at(sb, 5 + p, 100, 2 * k, 2) == uint32_t(first < 0 ? 0 : first));
      CHECK(elem_at(sb, 5 + p, 100, 2 * k + 1, 2) == uint32_t(first < 0 ? 0 : last + 1));
    }
  // A flags byte the kit does not execute is refused, writing nothing.
  g.flags = 1;
  Streams s2(1);
  s2[0][0] = {encode(g)};
  World w2(module_of({0}), std::move(s2), config(), builtins());
  w2.sbuf(0, 0).fill_seeded(3);
  const uint64_t h = w2.sbuf(0, 0).hash();
  w2.run();
  CHECK(events_with(w2, WorldErr::FLAGS_UNIMPLEMENTED).size() == 1);
  CHECK(w2.sbuf(0, 0).hash() == h);
  // The ids from HBM (rows 12 elements apart from byte 200); bounds in HBM stay refused.
  g.flags = 0;
  g.in = T3d{addr4_hbm(200), 12, 2, 0, 1, 1, 10};
  for (const bool out_hbm : {false, true}) {
    if (out_hbm) g.out.addr = addr4_hbm(1000);
    Streams s3(1);
    s3[0][0] = {encode(g)};
    World w3(module_of({0}), std::move(s3), config(), builtins());
    w3.sbuf(0, 0).fill_seeded(4);
    fill_hbm(w3.hbm(0), 5);
    for (unsigned p = 0; p < 2; ++p)
      for (unsigned t = 0; t < 10; ++t) {
        const uint16_t v = static_cast<uint16_t>(ids[p][t]);
        w3.hbm(0).bytes()[200 + (p * 12 + t) * 2] = static_cast<uint8_t>(v);
        w3.hbm(0).bytes()[200 + (p * 12 + t) * 2 + 1] = static_cast<uint8_t>(v >> 8);
      }
    Sbuf expect = w3.sbuf(0, 0);
    const uint64_t hh = memory_hash(w3.hbm(0));
    for (unsigned p = 0; p < 2 && !out_hbm; ++p)
      for (unsigned e = 0; e < 8; ++e) put_elem(expect, 5 + p, 100, e, 2, elem_at(sb, 5 + p, 100, e, 2));
    const WorldResult res = w3.run();
    INFO(out_hbm);
    CHECK(res.ok() == !out_hbm);
    CHECK(events_with(w3, WorldErr::AP_NOT_SBUF).size() == (out_hbm ? 1u : 0u));
    CHECK(w3.sbuf(0, 0).hash() == expect.hash());  // the bounds of the SBUF run above, or nothing
    CHECK(memory_hash(w3.hbm(0)) == hh);
  }
}

// ================================================================== ring AllReduce
namespace {
/// A local add on the custom-op cluster: output = in0 + in1, element by element, written
/// here (not the World's reduce arithmetic). Exact for the small integers the ring test uses.
KernelDef add_kernel(const char* dn) {
  const uint8_t dtype = dt(dn);
  KernelDef k;
  k.lib = "libworldtest.so";
  k.function = std::string("add_") + dn;
  k.dtype = dn;
  k.num_inputs = 2;
  k.run = [dtype](const KernelArgs& a) {
    const unsigned eb = dt_bytes(dtype);
    for (uint32_t p = 0; p < a.output.partitions(); ++p)
      for (uint64_t i = 0; i < a.output.elems(); ++i) {
        uint32_t x = 0, y = 0;
        std::memcpy(&x, a.inputs[0].row(p).data() + i * eb, eb);
        std::memcpy(&y, a.inputs[1].row(p).data() + i * eb, eb);
        const uint32_t v[2] = {x, y};
        const uint32_t z = ref_add(dtype, std::vector<uint32_t>(v, v + 2));
        std::memcpy(a.output.row(p).data() + i * eb, &z, eb);
      }
    return true;
  };
  return k;
}

/// A value whose sums over 8 ranks stay exact in every dtype of the test: a small integer.
uint32_t small_int(uint8_t dtype, int v) {
  const std::string n = find_dtype(dtype)->name;
  if (n[0] == 'i' || n[0] == 'u')
    return static_cast<uint32_t>(v) & (dt_bytes(dtype) == 4 ? 0xFFFFFFFFu : ((1u << (8 * dt_bytes(dtype))) - 1));
  return float_to_bits(dtype, static_cast<float>(v));
}
}  // namespace

TEST_CASE("world: a ring AllReduce of 0xCB send/recv and local adds equals one 0xD9 AllReduce", "[world]") {
  for (unsigned n : {2u, 4u, 8u}) {
    for (const char* dn : {"i32", "u8", "fp32", "bf16"}) {
      const uint8_t dtype = dt(dn);
      const unsigned eb = dt_bytes(dtype);
      const unsigned parts = 2, L = 3;         // a chunk: 2 partitions x 3 elements
      const unsigned data = 0, recvbuf = 256;  // byte offsets in partitions 4, 5
      FunctionRegistry reg = builtin_registry();
      uint8_t fid = 0;
      REQUIRE(reg.add("libworldtest.so", std::string("add_") + dn, &fid) == Err::OK);

      // Module: the ring's pairs (position p sends to p + 1); one send and one recv instance per step.
      std::vector<uint32_t> ids(n);
      std::iota(ids.begin(), ids.end(), 0u);
      Module ring = module_of(ids);
      std::vector<RankPair> pairs;
      for (unsigned p = 0; p < n; ++p) pairs.emplace_back(p, (p + 1) % n);
      for (unsigned step = 0; step < 2 * (n - 1); ++step) {
        ring.send_recv.push_back(SendRecvInstance{true, pairs});
        ring.send_recv.push_back(SendRecvInstance{false, pairs});
      }
      ring.tensors = {TensorBinding{1, 4, data, parts, 1, dtype}, TensorBinding{2, 4, recvbuf, parts, 1, dtype}};
      std::vector<std::vector<Word>> rs(n);
      for (unsigned p = 0; p < n; ++p) {
        auto chunk_base = [&](unsigned c) { return uint64_t{(c % n) * L * eb}; };
        for (unsigned step = 0; step + 1 < n; ++step) {  // reduce-scatter
          rs[p].push_back(sendrecv(1, chunk_base(p + n - step), L));
          rs[p].push_back(sendrecv(2, 0, L));
          CustomOpChain add;
          add.function_id = fid;
          const unsigned c = (p + 2 * n - step - 1) % n;
          add.output = sbuf_ap(4, data + c * L * eb, parts, L);
          add.inputs = {sbuf_ap(4, data + c * L * eb, parts, L), sbuf_ap(4, recvbuf, parts, L)};
          for (const Word& w : encode_chain(add)) rs[p].push_back(w);
        }
        for (unsigned step = 0; step + 1 < n; ++step) {  // all-gather
          rs[p].push_back(sendrecv(1, chunk_base(p + 1 + n - step), L));
          rs[p].push_back(sendrecv(1, chunk_base(p + n - step), L));
        }
      }
      Module one = module_of(ids);
      one.replica_groups = {{ids}};
      one.collectives = {CollectiveInstance{0, {}, 0}};
      std::vector<std::vector<Word>> os(n, std::vector<Word>{coll(0x01, 4, dtype, tile(4, data, parts, n * L))});

      WorldConfig cfg = config();
      World a(ring, core0_streams(rs), cfg, reg);
      World b(one, core0_streams(os), cfg, reg);
      for (unsigned r = 0; r < n; ++r) a.core(r, 0).cluster().add_kernel(add_kernel(dn));
      SplitMix64 rnd(n * 131 + dtype);
      std::vector<int> sum(parts * n * L, 0);
      for (unsigned r = 0; r < n; ++r)
        for (unsigned q = 0; q < parts; ++q)
          for (unsigned e = 0; e < n * L; ++e) {
            const int v = static_cast<int>(rnd.next() % 31) - (find_dtype(dtype)->name[0] == 'u' ? 0 : 15);
            sum[q * n * L + e] += v;
            put_elem(a.sbuf(r, 0), 4 + q, data, e, eb, small_int(dtype, v));
            put_elem(b.sbuf(r, 0), 4 + q, data, e, eb, small_int(dtype, v));
          }
      const WorldResult ra = a.run(), rb = b.run();
      INFO(n << " ranks, " << dn << ": " << ra.report());
      REQUIRE(ra.ok());
      REQUIRE(rb.ok());
      for (unsigned r = 0; r < n; ++r)
        for (unsigned q = 0; q < parts; ++q)
          for (unsigned e = 0; e < n * L; ++e) {
            const uint32_t ring_v = elem_at(a.sbuf(r, 0), 4 + q, data, e, eb);
            CHECK(ring_v == elem_at(b.sbuf(r, 0), 4 + q, data, e, eb));
            CHECK(ring_v == small_int(dtype, sum[q * n * L + e]));
          }
    }
  }
}

// ================================================================== scheduling order
TEST_CASE("world: results do not depend on the order the scheduler visits the ranks", "[world]") {
  // A mixed program on 4 ranks, both cores: rank registers, a barrier, a ReduceScatter on core
  // 0, an AllGather on core 1, and a ring shift by send/recv on core 0.
  const unsigned n = 4;
  Module m = module_of({3, 1, 0, 2});
  m.replica_groups = {{{0, 1, 2, 3}}, {{0, 1}, {2, 3}}};
  m.collectives = {CollectiveInstance{0, {}, 1}, CollectiveInstance{1, {}, 0}};
  std::vector<RankPair> shift;
  for (uint32_t g = 0; g < n; ++g) shift.emplace_back(g, (g + 1) % n);
  m.send_recv = {SendRecvInstance{true, shift}, SendRecvInstance{false, shift}};
  m.tensors = {TensorBinding{1, 0, 0, 2, 1, dt("fp16")}, TensorBinding{2, 10, 0, 2, 1, dt("fp16")}};
  Streams s(n);
  for (unsigned r = 0; r < n; ++r) {
    s[r][0] = {
        global_rank(1),    cur_rank(1, 2),    coll(0x02, 4, dt("fp16"), tile(0, 0, 2, 8)), barrier(1, 1, 12, 0, 1),
        sendrecv(1, 0, 8), sendrecv(2, 0, 8), coll(0x01, 4, dt("fp16"), tile(10, 0, 2, 8))};
    s[r][1] = {coll(0x03, 0, dt("u16"), tile(3, 0, 1, 8)), barrier(1, 1, 12, 0, 1),
               coll(0x01, 4, dt("bf16"), tile(5, 0, 1, 2))};
  }
  auto run = [&](std::vector<unsigned> order) {
    World w(m, s, config(order), builtins());
    for (unsigned r = 0; r < n; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        w.sbuf(r, c).fill_seeded(100 + 2 * r + c);
        SplitMix64 rnd(r);
        for (unsigned q = 0; q < 16; ++q)  // finite fp16/bf16 values where the collectives read
          for (unsigned e = 0; e < 8; ++e) put_elem(w.sbuf(r, c), q, 0, e, 2, random_elem(rnd, dt("fp16")) & 0x3FFF);
      }
    const WorldResult res = w.run();
    REQUIRE(res.ok());
    std::vector<uint64_t> state;
    for (unsigned r = 0; r < n; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        state.push_back(w.sbuf(r, c).hash());
        for (unsigned k = 0; k < 256; ++k)
          state.push_back(w.registers(r, c).written[k] ? w.registers(r, c).value[k] + 1 : 0);
      }
    std::string ev;
    for (const WorldEvent& e : w.events()) ev += std::to_string(e.rank) + e.detail + "\n";
    return std::make_pair(state, ev);
  };
  const auto base = run({});
  CHECK(base.second.find("reduce_scatter") != std::string::npos);
  for (std::vector<unsigned> order : {std::vector<unsigned>{3, 2, 1, 0}, {2, 0, 3, 1}, {1, 3, 0, 2}}) {
    const auto other = run(order);
    CHECK(other.first == base.first);
    CHECK(other.second == base.second);
  }
}

// ================================================================== scale
TEST_CASE("world: 64 ranks: a ring shift and an AllReduce finish, a missing rank is reported in bounded time",
          "[world]") {
  const unsigned n = 64;
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<uint32_t> ids(n);
  std::iota(ids.begin(), ids.end(), 0u);
  Module m = module_of(ids);
  m.replica_groups = {{ids}};
  m.collectives = {CollectiveInstance{0, {}, 0, {}}};
  std::vector<RankPair> shift;
  for (uint32_t g = 0; g < n; ++g) shift.emplace_back(g, (g + 1) % n);
  m.send_recv = {SendRecvInstance{true, shift}, SendRecvInstance{false, shift}};
  m.tensors = {TensorBinding{1, 0, 0, 1, 1, dt("i32")}, TensorBinding{2, 1, 0, 1, 1, dt("i32")}};
  const std::vector<Word> prog = {sendrecv(1, 0, 4), sendrecv(2, 0, 4), coll(0x01, 4, dt("i32"), tile(1, 0, 1, 4))};
  std::vector<std::vector<Word>> s(n, prog);
  World w(m, core0_streams(s), config({}), builtins());
  for (unsigned r = 0; r < n; ++r)
    for (unsigned e = 0; e < 4; ++e) put_elem(w.sbuf(r, 0), 0, 0, e, 4, 1000 * r + e);
  REQUIRE(w.run().ok());
  // Partition 1 of every rank: the sum over ranks of what its left neighbour sent, i.e. of all.
  for (unsigned r = 0; r < n; ++r)
    for (unsigned e = 0; e < 4; ++e) CHECK(elem_at(w.sbuf(r, 0), 1, 0, e, 4) == 1000 * (n * (n - 1) / 2) + n * e);
  // Rank 17's stream is empty: rank 18 waits for its send, every other rank for the AllReduce.
  s[17].clear();
  World stuck(m, core0_streams(s), config({}), builtins());
  const WorldResult res = stuck.run();
  CHECK_FALSE(res.completed);
  CHECK(res.blocked.size() == n - 1);
  CHECK(res.blocked[17].rank == 18);
  CHECK(res.blocked[17].waits_for.find("send from global id 17") != std::string::npos);
  CHECK(res.blocked[0].waits_for.find("on global ids 17,18") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(20));
}

// ================================================================== robustness
TEST_CASE("world: random streams on both cores of three ranks end (finished or reported), never hang", "[world]") {
  // Generated streams hold every cross-engine opcode with random fields, malformed words and
  // custom-op chains; the module binds a few instances of each kind. Whatever they do, run()
  // returns: every stream finishes, or the report names the cores that cannot continue.
  Module m = module_of({0, 1, 2});
  m.replica_groups = {{{0, 1, 2}}, {{0, 2}, {1}}};
  m.collectives = {CollectiveInstance{0, {}, 0, {}}, CollectiveInstance{1, {}, 1, {}},
                   CollectiveInstance{std::nullopt, {{0, 1}, {1, 2}}, 0, {}},
                   CollectiveInstance{0, {}, 0, {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}}};
  m.send_recv = {SendRecvInstance{true, {{0, 1}, {2, 0}}}, SendRecvInstance{false, {{0, 1}, {2, 0}}}};
  m.tensors = {TensorBinding{0, 0, 0, 2, 1, dt("u8")}};
  std::map<std::string, unsigned> seen;  // retired cross-engine words by code, over all seeds
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Streams s(3);
    size_t total = 0;
    for (unsigned r = 0; r < 3; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        GenOptions o;
        o.seed = seed * 100 + r * 2 + c;
        o.count = 200;
        o.bad_ratio = 0.2;
        s[r][c] = generate(o).words;
        total += s[r][c].size();
      }
    World w(m, s, config(), builtins());
    for (unsigned r = 0; r < 3; ++r)
      for (unsigned c = 0; c < 2; ++c) w.sbuf(r, c).fill_seeded(seed + r);
    const WorldResult res = w.run();
    INFO("seed " << seed << ": " << res.report());
    CHECK(res.words <= total);
    CHECK(res.completed == res.blocked.empty());
    if (res.completed) CHECK(res.words == total);
    CHECK(res.engine_errors > 0);  // the malformed words
    for (const WorldEvent& e : w.events()) ++seen[world_err_name(e.err)];
  }
  std::string tally;
  for (const auto& [k, v] : seen) tally += k + "=" + std::to_string(v) + " ";
  INFO(tally);
  CHECK(seen["OK"] > 0);
  CHECK(seen.size() > 4);  // several different refusals too
}
