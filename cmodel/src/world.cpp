// tpb::World (world.hpp): ranks of LNC2 pairs running one stream per core through
// SystemModel, and the cross-engine words the decoder routes to the CROSS port. Every rule
// here is written in docs/world.md with its seed section or its PROJECT reason.
#include "tpb/world.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <deque>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <tuple>

#include "tpb/ap.hpp"

namespace tpb {

// ================================================================== names
namespace {
struct WorldErrName {
  WorldErr code;
  const char* name;
};
constexpr WorldErrName kWorldErrNames[] = {
    {WorldErr::OK, "OK"},
    {WorldErr::MODULE_PARSE, "MODULE_PARSE"},
    {WorldErr::MODULE_FORMAT, "MODULE_FORMAT"},
    {WorldErr::MODULE_UNKNOWN_KEY, "MODULE_UNKNOWN_KEY"},
    {WorldErr::MODULE_TYPE, "MODULE_TYPE"},
    {WorldErr::MODULE_RANK_COUNT, "MODULE_RANK_COUNT"},
    {WorldErr::MODULE_DUPLICATE_GLOBAL_ID, "MODULE_DUPLICATE_GLOBAL_ID"},
    {WorldErr::MODULE_UNKNOWN_RANK, "MODULE_UNKNOWN_RANK"},
    {WorldErr::MODULE_GROUP_OVERLAP, "MODULE_GROUP_OVERLAP"},
    {WorldErr::MODULE_UNKNOWN_GROUP, "MODULE_UNKNOWN_GROUP"},
    {WorldErr::MODULE_DUPLICATE_PAIR, "MODULE_DUPLICATE_PAIR"},
    {WorldErr::MODULE_UNPAIRED, "MODULE_UNPAIRED"},
    {WorldErr::MODULE_DUPLICATE_TENSOR, "MODULE_DUPLICATE_TENSOR"},
    {WorldErr::MODULE_KIND_NAME, "MODULE_KIND_NAME"},
    {WorldErr::NO_INSTANCE, "NO_INSTANCE"},
    {WorldErr::RANK_NOT_IN_GROUP, "RANK_NOT_IN_GROUP"},
    {WorldErr::LEG_MISMATCH, "LEG_MISMATCH"},
    {WorldErr::OP_NOT_ACCEPTED, "OP_NOT_ACCEPTED"},
    {WorldErr::DTYPE_NOT_ACCEPTED, "DTYPE_NOT_ACCEPTED"},
    {WorldErr::SECOND_LEG_UNEXPECTED, "SECOND_LEG_UNEXPECTED"},
    {WorldErr::SECOND_LEG_MISSING, "SECOND_LEG_MISSING"},
    {WorldErr::AP_NOT_SBUF, "AP_NOT_SBUF"},
    {WorldErr::AP_RANGE, "AP_RANGE"},
    {WorldErr::AP_TOO_LARGE, "AP_TOO_LARGE"},
    {WorldErr::SHAPE_MISMATCH, "SHAPE_MISMATCH"},
    {WorldErr::SHAPE_INDIVISIBLE, "SHAPE_INDIVISIBLE"},
    {WorldErr::UNKNOWN_TENSOR, "UNKNOWN_TENSOR"},
    {WorldErr::UNPAIRED_SEND, "UNPAIRED_SEND"},
    {WorldErr::UNPAIRED_RECV, "UNPAIRED_RECV"},
    {WorldErr::BARRIER_MISMATCH, "BARRIER_MISMATCH"},
    {WorldErr::FLAGS_UNIMPLEMENTED, "FLAGS_UNIMPLEMENTED"},
    {WorldErr::VALUE_RANGE, "VALUE_RANGE"},
    {WorldErr::AP_PSUM, "AP_PSUM"},
    {WorldErr::AP_INDIRECT, "AP_INDIRECT"},
    {WorldErr::REGISTER_UNWRITTEN, "REGISTER_UNWRITTEN"},
    {WorldErr::REGISTER_NOT_ADDRESS, "REGISTER_NOT_ADDRESS"},
};
constexpr auto kWorldErrList = [] {
  std::array<WorldErr, std::size(kWorldErrNames)> a{};
  for (size_t i = 0; i < a.size(); ++i) a[i] = kWorldErrNames[i].code;
  return a;
}();
}  // namespace

const char* world_err_name(WorldErr e) {
  for (const auto& n : kWorldErrNames)
    if (n.code == e) return n.name;
  return "?";
}

std::optional<WorldErr> world_err_from_name(std::string_view name) {
  for (const auto& n : kWorldErrNames)
    if (name == n.name) return n.code;
  return std::nullopt;
}

std::span<const WorldErr> world_errs() { return kWorldErrList; }

WorldError::WorldError(WorldErr code, const std::string& what)
    : std::runtime_error(std::string(world_err_name(code)) + ": " + what), code_(code), detail_(what) {}

const char* group_kind_name(GroupKind k) {
  switch (k) {
    case GroupKind::ALL_REDUCE:
      return "all_reduce";
    case GroupKind::REDUCE_SCATTER:
      return "reduce_scatter";
    case GroupKind::ALL_GATHER:
      return "all_gather";
    case GroupKind::ALL_TO_ALL:
      return "all_to_all";
  }
  return "?";
}

// ================================================================== arithmetic
namespace {
struct MiniFloat {
  int ebits, mbits;
  bool has_inf;  // IEEE-style: all-ones exponent is inf/NaN; else (fp8e4m3) only S.1111.111 is NaN
  uint32_t nan;  // canonical NaN (positive)
};
std::optional<MiniFloat> minifloat(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  if (!d) return std::nullopt;
  const std::string_view n = d->name;
  if (n == "bf16") return MiniFloat{8, 7, true, 0x7FC0};
  if (n == "fp16") return MiniFloat{5, 10, true, 0x7E00};
  if (n == "fp8e5m2") return MiniFloat{5, 2, true, 0x7E};
  if (n == "fp8e4m3") return MiniFloat{4, 3, false, 0x7F};
  return std::nullopt;
}
bool is_fp32(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d && std::string_view(d->name) == "fp32";
}
bool is_signed_int(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d && d->name[0] == 'i';
}
bool is_int(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d && (d->name[0] == 'i' || d->name[0] == 'u');
}
unsigned dtype_bytes(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d ? d->bytes : 0;
}
uint32_t width_mask(unsigned bytes) { return bytes >= 4 ? 0xFFFFFFFFu : ((1u << (8 * bytes)) - 1); }

float mini_to_float(const MiniFloat& f, uint32_t bits) {
  const uint32_t sign = (bits >> (f.ebits + f.mbits)) & 1;
  const uint32_t e = (bits >> f.mbits) & ((1u << f.ebits) - 1);
  const uint32_t m = bits & ((1u << f.mbits) - 1);
  const int bias = (1 << (f.ebits - 1)) - 1;
  const uint32_t emax_field = (1u << f.ebits) - 1;
  double v;
  if (f.has_inf && e == emax_field) {
    v = m ? std::nan("") : INFINITY;
  } else if (!f.has_inf && e == emax_field && m == (1u << f.mbits) - 1) {
    v = std::nan("");
  } else if (e == 0) {
    v = std::ldexp(static_cast<double>(m), 1 - bias - f.mbits);
  } else {
    v = std::ldexp(static_cast<double>(m | (1u << f.mbits)), static_cast<int>(e) - bias - f.mbits);
  }
  return static_cast<float>(sign ? -v : v);  // exact: every value fits binary32
}

uint32_t float_to_mini(const MiniFloat& f, float x) {
  const unsigned total = 1 + f.ebits + f.mbits;
  const uint32_t sign_bit = 1u << (total - 1);
  if (std::isnan(x)) return f.nan;
  const uint32_t sign = std::signbit(x) ? sign_bit : 0;
  const int bias = (1 << (f.ebits - 1)) - 1;
  const int emin = 1 - bias;
  // Largest finite: IEEE-style (2 - 2^-m) * 2^bias; fp8e4m3 keeps the top binade but not its
  // all-ones mantissa: (2 - 2^(1-m)) * 2^(bias + 1).
  const double maxfinite = f.has_inf ? std::ldexp(2.0 - std::ldexp(1.0, -f.mbits), bias)
                                     : std::ldexp(2.0 - std::ldexp(1.0, 1 - f.mbits), bias + 1);
  // Overflow: the signed infinity, or for fp8e4m3 (no infinity) its canonical NaN, whatever
  // the sign: a NaN result is always the canonical one (docs/world.md "Reduction").
  const uint32_t overflow = f.has_inf ? (sign | (((1u << f.ebits) - 1) << f.mbits)) : f.nan;
  double a = std::fabs(static_cast<double>(x));
  if (std::isinf(a)) return overflow;
  if (a == 0) return sign;
  int e;
  (void)std::frexp(a, &e);  // a = m * 2^e, m in [0.5, 1): unbiased exponent e - 1
  const int ex = std::max(e - 1, emin);
  const double q = std::ldexp(1.0, ex - f.mbits);  // the quantum of a's binade (or of the subnormals)
  const double r = std::nearbyint(a / q) * q;      // round to nearest, ties to even (default mode)
  if (r > maxfinite) return overflow;
  if (r < std::ldexp(1.0, emin)) return sign | static_cast<uint32_t>(r / std::ldexp(1.0, emin - f.mbits));
  int er;
  (void)std::frexp(r, &er);
  const int eu = er - 1;
  const uint32_t mant = static_cast<uint32_t>(r / std::ldexp(1.0, eu - f.mbits)) - (1u << f.mbits);
  return sign | (static_cast<uint32_t>(eu + bias) << f.mbits) | mant;
}

uint32_t fp32_bits(float x) {
  if (std::isnan(x)) return 0x7FC00000u;  // canonical: the host's NaN payload rules are not the model's
  return std::bit_cast<uint32_t>(x);
}
}  // namespace

float float_from_bits(uint8_t dtype, uint32_t bits) {
  if (is_fp32(dtype)) return std::bit_cast<float>(bits);
  if (auto f = minifloat(dtype)) return mini_to_float(*f, bits);
  throw std::invalid_argument("float_from_bits: not a float dtype");
}

uint32_t float_to_bits(uint8_t dtype, float x) {
  if (is_fp32(dtype)) return fp32_bits(x);
  if (auto f = minifloat(dtype)) return float_to_mini(*f, x);
  throw std::invalid_argument("float_to_bits: not a float dtype");
}

namespace {
/// bf16 is the top half of fp32 (8 exponent bits both): the exact widening is a shift, and
/// rounding to nearest even is an integer add on the dropped half. Element for element the
/// same as float_to_mini with bf16's MiniFloat (a test compares them), without its frexp and
/// ldexp per element.
uint32_t bf16_from_float(float x) {
  if (std::isnan(x)) return 0x7FC0;
  const uint32_t b = std::bit_cast<uint32_t>(x);
  return (b + 0x7FFFu + ((b >> 16) & 1u)) >> 16;  // carries into the exponent: up to infinity
}
}  // namespace

Adder::Adder(uint8_t dtype) : dtype_(dtype) {
  const unsigned b = dtype_bytes(dtype);
  if (b == 0) throw std::invalid_argument("reduce_add: unknown dtype");
  mask_ = width_mask(b);
  const DtypeDesc* d = find_dtype(dtype);
  if (is_int(dtype))
    kind_ = Kind::INT;
  else if (is_fp32(dtype))
    kind_ = Kind::FP32;
  else if (std::string_view(d->name) == "bf16")
    kind_ = Kind::BF16;
  else
    kind_ = Kind::MINI;
}

uint32_t Adder::add(std::span<const uint32_t> values) const {
  if (values.empty()) throw std::invalid_argument("reduce_add: no values");
  switch (kind_) {
    case Kind::INT: {  // two's complement wraps alike for signed and unsigned
      uint32_t acc = 0;
      for (uint32_t v : values) acc += v;
      return acc & mask_;
    }
    case Kind::FP32: {
      float acc = std::bit_cast<float>(values[0]);
      for (size_t i = 1; i < values.size(); ++i) acc = acc + std::bit_cast<float>(values[i]);
      return fp32_bits(acc);
    }
    case Kind::BF16: {
      float acc = std::bit_cast<float>((values[0] & 0xFFFFu) << 16);
      for (size_t i = 1; i < values.size(); ++i) acc = acc + std::bit_cast<float>((values[i] & 0xFFFFu) << 16);
      return bf16_from_float(acc);
    }
    case Kind::MINI:
      break;
  }
  float acc = float_from_bits(dtype_, values[0]);
  for (size_t i = 1; i < values.size(); ++i) acc = acc + float_from_bits(dtype_, values[i]);
  return float_to_bits(dtype_, acc);
}

uint32_t reduce_add(uint8_t dtype, std::span<const uint32_t> values) { return Adder(dtype).add(values); }

// ================================================================== module description
namespace {
using nlohmann::json;

[[noreturn]] void fail(WorldErr e, const std::string& what) { throw WorldError(e, what); }

void only_keys(const json& o, std::initializer_list<const char*> keys, const std::string& where) {
  if (!o.is_object()) fail(WorldErr::MODULE_TYPE, where + " is not an object");
  for (auto it = o.begin(); it != o.end(); ++it)
    if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; }))
      fail(WorldErr::MODULE_UNKNOWN_KEY, where + ": unknown key '" + it.key() + "'");
}

uint64_t get_uint(const json& v, uint64_t max, const std::string& where) {
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
    fail(WorldErr::MODULE_TYPE, where + " is not a non-negative integer");
  const uint64_t x = v.get<uint64_t>();
  if (x > max) fail(WorldErr::MODULE_TYPE, where + " is larger than " + std::to_string(max));
  return x;
}

int64_t get_int(const json& v, int64_t lo, int64_t hi, const std::string& where) {
  if (!v.is_number_integer()) fail(WorldErr::MODULE_TYPE, where + " is not an integer");
  const int64_t x = v.get<int64_t>();
  if (x < lo || x > hi)
    fail(WorldErr::MODULE_TYPE, where + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
  return x;
}

const json& array_at(const json& o, const char* key, const std::string& where) {
  const json& v = o.at(key);
  if (!v.is_array()) fail(WorldErr::MODULE_TYPE, where + "." + key + " is not an array");
  return v;
}

std::vector<RankPair> get_pairs(const json& v, const std::set<uint32_t>& ids, const std::string& where) {
  if (!v.is_array()) fail(WorldErr::MODULE_TYPE, where + " is not an array of [source, target] pairs");
  std::vector<RankPair> out;
  std::set<uint32_t> srcs, dsts;
  for (size_t i = 0; i < v.size(); ++i) {
    const std::string w = where + "[" + std::to_string(i) + "]";
    if (!v[i].is_array() || v[i].size() != 2) fail(WorldErr::MODULE_TYPE, w + " is not a [source, target] pair");
    const auto s = static_cast<uint32_t>(get_uint(v[i][0], 0xFFFFFFFFu, w));
    const auto d = static_cast<uint32_t>(get_uint(v[i][1], 0xFFFFFFFFu, w));
    for (uint32_t g : {s, d})
      if (!ids.count(g))
        fail(WorldErr::MODULE_UNKNOWN_RANK, w + " names global id " + std::to_string(g) + ", no rank has it");
    if (!srcs.insert(s).second) fail(WorldErr::MODULE_DUPLICATE_PAIR, w + ": source " + std::to_string(s) + " twice");
    if (!dsts.insert(d).second) fail(WorldErr::MODULE_DUPLICATE_PAIR, w + ": target " + std::to_string(d) + " twice");
    out.emplace_back(s, d);
  }
  return out;
}
}  // namespace

Module parse_module(std::string_view text) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number too large for any type (406)
    fail(WorldErr::MODULE_PARSE, std::string("not JSON: ") + e.what());
  }
  if (!j.is_object()) fail(WorldErr::MODULE_PARSE, "the top level is not an object");
  if (!j.contains("format") || j["format"] != "tpb-world-module")
    fail(WorldErr::MODULE_FORMAT, "\"format\" must be \"tpb-world-module\"");
  if (!j.contains("version") || j["version"] != 1) fail(WorldErr::MODULE_FORMAT, "\"version\" must be 1");
  only_keys(j, {"format", "version", "ranks", "replica_groups", "collectives", "send_recv", "tensors", "group_kinds"},
            "module");
  Module m;
  if (!j.contains("ranks")) fail(WorldErr::MODULE_TYPE, "module: \"ranks\" is required");
  const json& ranks = array_at(j, "ranks", "module");
  if (ranks.empty()) fail(WorldErr::MODULE_TYPE, "module.ranks is empty");
  std::set<uint32_t> ids;
  for (size_t r = 0; r < ranks.size(); ++r) {
    const std::string w = "ranks[" + std::to_string(r) + "]";
    only_keys(ranks[r], {"global_id"}, w);
    if (!ranks[r].contains("global_id")) fail(WorldErr::MODULE_TYPE, w + ": \"global_id\" is required");
    const auto g = static_cast<uint32_t>(get_uint(ranks[r]["global_id"], 0xFFFFFFFFu, w + ".global_id"));
    if (!ids.insert(g).second)
      fail(WorldErr::MODULE_DUPLICATE_GLOBAL_ID, w + ": global id " + std::to_string(g) + " is another rank's");
    m.global_ids.push_back(g);
  }
  if (j.contains("replica_groups")) {
    const json& sets = array_at(j, "replica_groups", "module");
    for (size_t s = 0; s < sets.size(); ++s) {
      const std::string w = "replica_groups[" + std::to_string(s) + "]";
      if (!sets[s].is_array() || sets[s].empty())
        fail(WorldErr::MODULE_TYPE, w + " is not a non-empty array of groups");
      std::set<uint32_t> seen;
      std::vector<std::vector<uint32_t>> set;
      for (size_t gi = 0; gi < sets[s].size(); ++gi) {
        const std::string wg = w + "[" + std::to_string(gi) + "]";
        const json& grp = sets[s][gi];
        if (!grp.is_array()) fail(WorldErr::MODULE_TYPE, wg + " is not an array of global ids");
        if (grp.empty()) fail(WorldErr::MODULE_GROUP_OVERLAP, wg + " is empty");
        std::vector<uint32_t> g;
        for (const json& x : grp) {
          const auto id = static_cast<uint32_t>(get_uint(x, 0xFFFFFFFFu, wg));
          if (!ids.count(id))
            fail(WorldErr::MODULE_UNKNOWN_RANK, wg + " names global id " + std::to_string(id) + ", no rank has it");
          if (!seen.insert(id).second)
            fail(WorldErr::MODULE_GROUP_OVERLAP, wg + ": global id " + std::to_string(id) + " twice in one set");
          g.push_back(id);
        }
        set.push_back(std::move(g));
      }
      m.replica_groups.push_back(std::move(set));
    }
  }
  if (j.contains("collectives")) {
    const json& cs = array_at(j, "collectives", "module");
    for (size_t k = 0; k < cs.size(); ++k) {
      const std::string w = "collectives[" + std::to_string(k) + "]";
      only_keys(cs[k], {"replica_groups", "source_target_pairs", "dim", "counts"}, w);
      CollectiveInstance c;
      const bool has_g = cs[k].contains("replica_groups"), has_p = cs[k].contains("source_target_pairs");
      if (has_g == has_p)
        fail(WorldErr::MODULE_TYPE, w + ": exactly one of \"replica_groups\" and \"source_target_pairs\"");
      if (has_g) {
        c.replica_groups = static_cast<uint32_t>(get_uint(cs[k]["replica_groups"], 0xFFFFFFFFu, w + ".replica_groups"));
        if (*c.replica_groups >= m.replica_groups.size())
          fail(WorldErr::MODULE_UNKNOWN_GROUP, w + ".replica_groups: set " + std::to_string(*c.replica_groups) +
                                                   " is not in the registry (" +
                                                   std::to_string(m.replica_groups.size()) + " sets)");
      } else {
        c.source_target_pairs = get_pairs(cs[k]["source_target_pairs"], ids, w + ".source_target_pairs");
        if (c.source_target_pairs.empty()) fail(WorldErr::MODULE_TYPE, w + ".source_target_pairs is empty");
      }
      if (cs[k].contains("dim")) c.dim = static_cast<unsigned>(get_uint(cs[k]["dim"], 1, w + ".dim"));
      if (cs[k].contains("counts")) {
        const json& cm = cs[k]["counts"];
        if (!has_g) fail(WorldErr::MODULE_TYPE, w + ".counts needs \"replica_groups\" (AllToAllV)");
        for (const auto& grp : m.replica_groups[*c.replica_groups])
          if (!cm.is_array() || cm.size() != grp.size())
            fail(WorldErr::MODULE_TYPE,
                 w + ".counts must be a square matrix of the groups' size (" + std::to_string(grp.size()) + ")");
        for (size_t i = 0; i < cm.size(); ++i) {
          if (!cm[i].is_array() || cm[i].size() != cm.size())
            fail(WorldErr::MODULE_TYPE,
                 w + ".counts[" + std::to_string(i) + "] is not a row of " + std::to_string(cm.size()));
          std::vector<uint64_t> row;
          for (const json& x : cm[i]) row.push_back(get_uint(x, 0xFFFFFFFFu, w + ".counts"));
          c.counts.push_back(std::move(row));
        }
      }
      m.collectives.push_back(std::move(c));
    }
  }
  if (j.contains("send_recv")) {
    const json& ss = array_at(j, "send_recv", "module");
    std::map<RankPair, int64_t> balance;  // sends minus recvs per (source, target)
    for (size_t k = 0; k < ss.size(); ++k) {
      const std::string w = "send_recv[" + std::to_string(k) + "]";
      only_keys(ss[k], {"op", "pairs"}, w);
      if (!ss[k].contains("op") || !ss[k].contains("pairs"))
        fail(WorldErr::MODULE_TYPE, w + ": \"op\" and \"pairs\" are required");
      SendRecvInstance s;
      if (ss[k]["op"] == "send")
        s.send = true;
      else if (ss[k]["op"] == "recv")
        s.send = false;
      else
        fail(WorldErr::MODULE_TYPE, w + ".op is not \"send\" or \"recv\"");
      s.pairs = get_pairs(ss[k]["pairs"], ids, w + ".pairs");
      for (const RankPair& p : s.pairs) balance[p] += s.send ? 1 : -1;
      m.send_recv.push_back(std::move(s));
    }
    for (const auto& [p, n] : balance)
      if (n != 0)
        fail(WorldErr::MODULE_UNPAIRED, "send_recv: " + std::to_string(p.first) + " -> " + std::to_string(p.second) +
                                            " has " + std::to_string(std::abs(n)) + " more " +
                                            (n > 0 ? "send" : "recv") + (std::abs(n) > 1 ? "s" : "") +
                                            " than its other side");
  }
  if (j.contains("tensors")) {
    const json& ts = array_at(j, "tensors", "module");
    std::set<uint64_t> tids;
    for (size_t k = 0; k < ts.size(); ++k) {
      const std::string w = "tensors[" + std::to_string(k) + "]";
      only_keys(ts[k], {"id", "memory", "partition", "offset", "partitions", "partition_step", "dtype"}, w);
      TensorBinding t;
      if (ts[k].contains("memory")) {
        const json& mem = ts[k]["memory"];
        if (!mem.is_string() || (mem != "sbuf" && mem != "hbm"))
          fail(WorldErr::MODULE_TYPE, w + ".memory is not \"sbuf\" or \"hbm\"");
        t.hbm = mem == "hbm";
      }
      for (const char* req : {"id", "partition", "offset", "dtype"})
        if (!ts[k].contains(req) && !(t.hbm && std::string_view(req) == "partition"))
          fail(WorldErr::MODULE_TYPE, w + ": \"" + req + "\" is required");
      t.id = get_uint(ts[k]["id"], ~uint64_t{0}, w + ".id");
      if (!tids.insert(t.id).second)
        fail(WorldErr::MODULE_DUPLICATE_TENSOR, w + ": tensor_id " + std::to_string(t.id) + " is bound twice");
      // HBM has no partitions; its offset is a byte address (PROJECT: u32, the model's HBM
      // size bounds it at run time).
      if (ts[k].contains("partition"))
        t.partition = static_cast<uint32_t>(get_uint(ts[k]["partition"], t.hbm ? 0 : 255, w + ".partition"));
      t.offset = static_cast<uint32_t>(
          get_uint(ts[k]["offset"], t.hbm ? uint64_t{0xFFFFFFFF} : (1u << 18) - 1, w + ".offset"));
      if (ts[k].contains("partitions"))
        t.partitions = static_cast<uint16_t>(get_uint(ts[k]["partitions"], 256, w + ".partitions"));
      if (t.partitions == 0) fail(WorldErr::MODULE_TYPE, w + ".partitions is 0");
      if (ts[k].contains("partition_step"))
        t.partition_step = static_cast<int16_t>(get_int(ts[k]["partition_step"], -32768, 32767, w + ".partition_step"));
      if (!ts[k]["dtype"].is_string()) fail(WorldErr::MODULE_TYPE, w + ".dtype is not a dtype name");
      const DtypeDesc* d = find_dtype(ts[k]["dtype"].get<std::string>());
      if (!d)
        fail(WorldErr::MODULE_TYPE, w + ".dtype '" + ts[k]["dtype"].get<std::string>() + "' is not a field-map dtype");
      t.dtype = d->code;
      m.tensors.push_back(t);
    }
  }
  if (j.contains("group_kinds")) {
    const json& gk = j["group_kinds"];
    if (!gk.is_array() || gk.size() != 4)
      fail(WorldErr::MODULE_KIND_NAME, "group_kinds must list the kinds of wire bytes 0x01..0x04, four names");
    std::set<GroupKind> seen;
    for (size_t i = 0; i < 4; ++i) {
      std::optional<GroupKind> k;
      for (GroupKind c : kDefaultGroupKinds)
        if (gk[i].is_string() && gk[i].get<std::string>() == group_kind_name(c)) k = c;
      if (!k)
        fail(WorldErr::MODULE_KIND_NAME,
             "group_kinds[" + std::to_string(i) + "] is not all_reduce, reduce_scatter, all_gather or all_to_all");
      if (!seen.insert(*k).second)
        fail(WorldErr::MODULE_KIND_NAME, std::string("group_kinds names ") + group_kind_name(*k) + " twice");
      m.group_kinds[i] = *k;
    }
  }
  return m;
}

Module load_module(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error(path + ": cannot open");
  std::ostringstream s;
  s << f.rdbuf();
  try {
    return parse_module(s.str());
  } catch (const WorldError& e) {
    throw WorldError(e.code(), path + ": " + e.detail());
  }
}

std::string module_to_json(const Module& m) {
  json j;
  j["format"] = "tpb-world-module";
  j["version"] = 1;
  j["ranks"] = json::array();
  for (uint32_t g : m.global_ids) j["ranks"].push_back({{"global_id", g}});
  j["replica_groups"] = m.replica_groups;
  j["collectives"] = json::array();
  for (const CollectiveInstance& c : m.collectives) {
    json o;
    if (c.replica_groups)
      o["replica_groups"] = *c.replica_groups;
    else {
      o["source_target_pairs"] = json::array();
      for (const RankPair& p : c.source_target_pairs) o["source_target_pairs"].push_back({p.first, p.second});
    }
    o["dim"] = c.dim;
    if (!c.counts.empty()) o["counts"] = c.counts;
    j["collectives"].push_back(o);
  }
  j["send_recv"] = json::array();
  for (const SendRecvInstance& s : m.send_recv) {
    json o{{"op", s.send ? "send" : "recv"}, {"pairs", json::array()}};
    for (const RankPair& p : s.pairs) o["pairs"].push_back({p.first, p.second});
    j["send_recv"].push_back(o);
  }
  j["tensors"] = json::array();
  for (const TensorBinding& t : m.tensors) {
    json o{{"id", t.id},
           {"partition", t.partition},
           {"offset", t.offset},
           {"partitions", t.partitions},
           {"partition_step", t.partition_step},
           {"dtype", find_dtype(t.dtype)->name}};
    if (t.hbm) o["memory"] = "hbm";
    j["tensors"].push_back(o);
  }
  j["group_kinds"] = json::array();
  for (GroupKind k : m.group_kinds) j["group_kinds"].push_back(group_kind_name(k));
  return j.dump(1);
}

// ================================================================== operands
namespace {
std::string hex8(unsigned v) {
  char b[8];
  std::snprintf(b, sizeof b, "0x%02X", v & 0xFF);
  return b;
}

/// An ADDR8 TENSOR2D as an AccessPattern: dimension 0 partitions, the free dimension innermost.
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

/// A resolved operand: a pattern on the issuing core's SBUF or on the rank's HBM. On the flat
/// HBM, element (i0, i1, i2) sits at byte address + (i0*step0 + i1*step1 + i2*step2) * elem
/// bytes: dimension 0 is a row stride in elements (PROJECT, the cluster's HBM rule,
/// docs/cluster.md), and the pattern's partition and offset are unused.
struct Operand {
  AccessPattern ap;
  bool hbm = false;
  uint64_t address = 0;  // HBM byte address
};

/// The HBM twin of check_ap: every byte of every element inside [0, size), from the extremes.
WorldErr check_hbm_ap(uint64_t address, const AccessPattern& ap, uint64_t size) {
  int64_t lo = 0, hi = 0;
  for (int d = 0; d < 3; ++d) {
    const int64_t last = int64_t{ap.step[d]} * (int64_t{ap.num[d]} - 1);
    lo += std::min<int64_t>(0, last);
    hi += std::max<int64_t>(0, last);
  }
  const int64_t eb = ap.elem_bytes, a = static_cast<int64_t>(address);
  if (a + lo * eb < 0 || a + hi * eb + eb > static_cast<int64_t>(size)) return WorldErr::AP_RANGE;
  if (ap_elements(ap) > size) return WorldErr::AP_TOO_LARGE;
  return WorldErr::OK;
}

/// An operand that may lie in SBUF or HBM (the 0xD9 and 0xDA tiles, the 0xBE segment ids)
/// from its static start word; PSUM and indirect patterns are named not-yets.
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

/// Byte index of every element of an accepted operand in walk order, in its memory's bytes
/// (SBUF partition-major with `row` bytes per partition, or the flat HBM).
template <class F>
void for_each_index(const Operand& o, size_t row, F&& f) {
  if (!o.hbm)
    return ap_for_each_element(
        o.ap, [&](ElemAddr a) { f(static_cast<size_t>(a.partition) * row + static_cast<size_t>(a.offset)); });
  const AccessPattern& ap = o.ap;
  for (int64_t i0 = 0; i0 < ap.num[0]; ++i0)
    for (int64_t i1 = 0; i1 < ap.num[1]; ++i1)
      for (int64_t i2 = 0; i2 < ap.num[2]; ++i2)
        f(static_cast<size_t>(static_cast<int64_t>(o.address) +
                              (i0 * ap.step[0] + i1 * ap.step[1] + i2 * ap.step[2]) * int64_t{ap.elem_bytes}));
}

// Element access of operands the checks have accepted: in range, so the World reads and
// writes the memory's bytes directly, without a range check and a copy call per element.
uint32_t load_at(std::span<const uint8_t> mem, size_t i, unsigned eb) {
  uint32_t v = 0;
  for (unsigned k = 0; k < eb; ++k) v |= uint32_t{mem[i + k]} << (8 * k);
  return v;
}

void store_at(std::span<uint8_t> mem, size_t i, unsigned eb, uint32_t v) {
  for (unsigned k = 0; k < eb; ++k) mem[i + k] = static_cast<uint8_t>(v >> (8 * k));
}

size_t byte_index(const Sbuf& sb, const ElemAddr& a) {
  return static_cast<size_t>(a.partition) * sb.geometry().bytes_per_partition + static_cast<size_t>(a.offset);
}
uint32_t load_elem(const Sbuf& sb, const ElemAddr& a, unsigned eb) {
  return load_at(sb.bytes(), byte_index(sb, a), eb);
}
void store_elem(Sbuf& sb, const ElemAddr& a, unsigned eb, uint32_t v) {
  store_at(sb.bytes(), byte_index(sb, a), eb, v);
}

/// Elements of an accepted operand in walk order, as raw bits.
std::vector<uint32_t> read_elems(std::span<const uint8_t> mem, size_t row, const Operand& o) {
  std::vector<uint32_t> v;
  v.reserve(ap_elements(o.ap));
  for_each_index(o, row, [&](size_t i) { v.push_back(load_at(mem, i, o.ap.elem_bytes)); });
  return v;
}

/// Write elements in walk order (a later element at the same address wins); only those with
/// keep[e] when keep is given.
void write_elems(std::span<uint8_t> mem, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                 const std::vector<char>* keep = nullptr) {
  size_t e = 0;
  for_each_index(o, row, [&](size_t i) {
    if (!keep || (*keep)[e]) store_at(mem, i, o.ap.elem_bytes, v[e]);
    ++e;
  });
}

/// TENSOR4D as four nested loops: dimension 0 partitions, 1..3 free, 3 innermost.
struct Ap4 {
  uint32_t partition = 0, offset = 0;
  std::array<int16_t, 4> step{};
  std::array<uint16_t, 4> num{};
  unsigned eb = 4;
};
Ap4 ap4_from(const T4d& t, unsigned eb) {
  const Addr4 a = addr4_decode(t.addr);
  return Ap4{a.partition, a.offset, {t.step0, t.step1, t.step2, t.step3}, {t.num0, t.num1, t.num2, t.num3}, eb};
}
WorldErr check_ap4(uint32_t addr4_word, const Ap4& ap, const SbufGeometry& g) {
  if (!addr4_is_sbuf(addr4_word)) return WorldErr::AP_NOT_SBUF;
  auto span = [](int16_t step, uint16_t num) {
    const int64_t last = int64_t{step} * (int64_t{num} - 1);
    return std::pair<int64_t, int64_t>{std::min<int64_t>(0, last), std::max<int64_t>(0, last)};
  };
  const auto [p0, p1] = span(ap.step[0], ap.num[0]);
  int64_t lo = 0, hi = 0;
  for (int d = 1; d < 4; ++d) {
    const auto [a, b] = span(ap.step[d], ap.num[d]);
    lo += a;
    hi += b;
  }
  if (ap.partition + p0 < 0 || ap.partition + p1 >= g.partitions) return WorldErr::AP_RANGE;
  if (ap.offset + lo * ap.eb < 0 || ap.offset + hi * ap.eb + ap.eb > g.bytes_per_partition) return WorldErr::AP_RANGE;
  uint64_t elements = 1;
  for (uint16_t k : ap.num) elements *= k;
  if (elements > g.bytes()) return WorldErr::AP_TOO_LARGE;
  return WorldErr::OK;
}
template <class F>
void ap4_for_each(const Ap4& ap, F&& f) {
  for (int64_t i0 = 0; i0 < ap.num[0]; ++i0)
    for (int64_t i1 = 0; i1 < ap.num[1]; ++i1)
      for (int64_t i2 = 0; i2 < ap.num[2]; ++i2)
        for (int64_t i3 = 0; i3 < ap.num[3]; ++i3)
          f(ElemAddr{ap.partition + i0 * ap.step[0],
                     ap.offset + (i1 * ap.step[1] + i2 * ap.step[2] + i3 * ap.step[3]) * int64_t{ap.eb}});
}

std::string join_ids(const std::vector<uint32_t>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(v[i]);
  }
  return s;
}
}  // namespace

// ================================================================== the World
namespace {
enum class WaitKind : uint8_t { NONE, COLLECTIVE, BARRIER, COMPLETION, RECV };

struct Leg {
  uint32_t index = 0;
  Word word{};
};

/// A core's word that cannot retire yet.
struct Pending {
  WaitKind kind = WaitKind::NONE;
  uint32_t index = 0;
  uint8_t opcode = 0;
  Word word{};
  std::optional<Leg> leg2;  // 0xDA after a 0xD9
  // COLLECTIVE: the gathering's key; COMPLETION: handle and tokens needed; RECV: channel
  std::tuple<unsigned, uint32_t, uint32_t> coll_key{};
  uint32_t handle = 0;
  uint64_t need = 0;
  std::tuple<unsigned, uint32_t, uint32_t> channel{};  // (core, source global id, target global id)
};

Pending pending_of(WaitKind kind, uint32_t index, const Word& w) {
  Pending p;
  p.kind = kind;
  p.index = index;
  p.opcode = w[kHdrOpcodeOff];
  p.word = w;
  return p;
}

/// The kind ordinals behind a wire byte (S000 §2, through the field map's LUT): 2..5 the group
/// arms, 6 AllToAllV (wire 0x09), 7..10 the permute family (wire 0x05..0x08).
enum class KindClass { GROUP, ALL_TO_ALL_V, PERMUTE };
constexpr unsigned kAllToAllVOrdinal = 6;
unsigned kind_ordinal(uint8_t wire) {
  const std::optional<unsigned> o = coll_kind_from_wire(wire);
  if (!o) throw std::logic_error("world: a decoder-accepted 0xD9 with kind byte " + hex8(wire));
  return *o;
}
KindClass kind_class(uint8_t wire) {
  const unsigned o = kind_ordinal(wire);
  return o < kAllToAllVOrdinal    ? KindClass::GROUP
         : o == kAllToAllVOrdinal ? KindClass::ALL_TO_ALL_V
                                  : KindClass::PERMUTE;
}

struct CoreState {
  std::unique_ptr<SystemModel> sys;
  std::vector<Word> words;
  size_t pos = 0;
  Pending pending;
  uint32_t collectives = 0, send_recvs = 0;
  RegisterFile regs;
  std::map<uint32_t, uint64_t> tokens;  // completion handle -> 0xDE words executed
  bool done() const { return pos >= words.size() && pending.kind == WaitKind::NONE; }
  bool blocked() const { return pending.kind != WaitKind::NONE; }
};

struct Member {
  unsigned rank = 0;
  Pending* pending = nullptr;
};

/// A collective instance's members as they arrive (indexed by position in the group).
struct Gathering {
  std::vector<uint32_t> group;  // global ids, group order
  std::vector<std::optional<Member>> members;
  uint32_t instance = 0;
};

struct Message {
  uint8_t dtype = 0;
  uint32_t partitions = 0;
  uint64_t elems = 0;  // per partition
  std::vector<uint8_t> bytes;
  unsigned rank = 0;
  uint32_t index = 0;
};

/// A 0xCB's region: partitions x elems contiguous elements, in the issuing core's SBUF or
/// the rank's HBM (TensorBinding).
struct Region {
  uint32_t partition = 0;
  int16_t partition_step = 1;
  uint32_t partitions = 0;
  uint64_t offset = 0;  // SBUF: byte offset in each partition; HBM: row 0's byte address
  uint64_t elems = 0;
  unsigned eb = 1;
  uint8_t dtype = 0;
  bool hbm = false;
  uint64_t row_bytes() const { return elems * eb; }
  /// Index of row p's first byte in its memory's bytes (SBUF partition-major, `bpp` bytes
  /// per partition; HBM flat). Only for regions region() accepted.
  size_t row_start(uint32_t p, size_t bpp) const {
    if (hbm)
      return static_cast<size_t>(static_cast<int64_t>(offset) +
                                 int64_t{partition_step} * p * static_cast<int64_t>(row_bytes()));
    return static_cast<size_t>(int64_t{partition} + int64_t{partition_step} * p) * bpp + static_cast<size_t>(offset);
  }
};
}  // namespace

struct World::Impl {
  Module module;
  WorldConfig cfg;
  std::vector<std::array<CoreState, 2>> cores;
  std::vector<unsigned> order;
  std::map<std::tuple<unsigned, uint32_t, uint32_t>, Gathering> gatherings;  // (core, instance, group)
  std::map<std::tuple<unsigned, uint32_t, uint32_t>, std::deque<Message>> channels;
  std::vector<WorldEvent> events;
  uint64_t words = 0, cross_refused = 0, engine_errors = 0;

  const SbufGeometry& geo() const { return cfg.system.sbuf; }
  uint32_t gid(unsigned r) const { return module.global_ids[r]; }

  void retire(unsigned r, unsigned c, uint32_t index, uint8_t opcode, WorldErr err, std::string detail) {
    if (err != WorldErr::OK) ++cross_refused;
    events.push_back(WorldEvent{r, c, index, opcode, err, std::move(detail)});
  }
  void retire_pending(unsigned r, unsigned c, WorldErr err, const std::string& detail) {
    Pending& p = cores[r][c].pending;
    retire(r, c, p.index, p.opcode, err, detail);
    if (p.leg2)
      retire(r, c, p.leg2->index, CollectiveComputeSecondary::kOpcode, err,
             "second leg of word " + std::to_string(p.index));
    p = Pending{};
  }

  // ---- stepping
  SystemStep step_word(unsigned r, unsigned c) {
    CoreState& cs = cores[r][c];
    const bool last = cs.pos + 1 == cs.words.size();
    SystemStep s = cs.sys->step(cs.words[cs.pos], last);
    ++cs.pos;
    ++words;
    if (s.record.err != Err::OK) ++engine_errors;
    if (s.mover && s.mover->err != Err::OK) ++engine_errors;
    if (s.custom && s.custom->err != Err::OK) ++engine_errors;
    return s;
  }

  /// Step one word of a runnable core (and a 0xDA right after a 0xD9); a cross-engine word
  /// retires or leaves the core blocked.
  void step(unsigned r, unsigned c) {
    CoreState& cs = cores[r][c];
    const Word w = cs.words[cs.pos];
    const SystemStep s = step_word(r, c);
    if (s.record.route != Route::CROSS) return;  // refused words and the other engines' words
    const uint32_t index = s.record.index;
    switch (s.record.opcode) {
      case CollectiveCompute::kOpcode: {
        std::optional<Leg> leg2;
        if (cs.pos < cs.words.size() && cs.words[cs.pos][kHdrOpcodeOff] == CollectiveComputeSecondary::kOpcode) {
          const Word w2 = cs.words[cs.pos];
          const SystemStep s2 = step_word(r, c);
          if (s2.record.route == Route::CROSS) leg2 = Leg{s2.record.index, w2};
        }
        collective_arrive(r, c, index, w, leg2);
        return;
      }
      case CollectiveComputeSecondary::kOpcode:
        retire(r, c, index, s.record.opcode, WorldErr::SECOND_LEG_UNEXPECTED, "0xDA not right after a 0xD9");
        return;
      case CollectiveSendRecv::kOpcode:
        return send_recv(r, c, index, w);
      case GetGlobalRankId::kOpcode:
        return get_global_rank(r, c, index, w);
      case GetCurProcessingRankId::kOpcode:
        return get_cur_rank(r, c, index, w);
      case TensorCompletion::kOpcode:
        return tensor_completion(r, c, index, w);
      case CoreBarrier::kOpcode:
        return barrier_arrive(r, c, index, w);
      case GetSequenceBounds::kOpcode:
        return seq_bounds(r, c, index, w);
      default:
        throw std::logic_error("world: the decoder routed opcode " + hex8(s.record.opcode) + " to CROSS");
    }
  }

  // ---- 0xDC / 0xDB
  void get_global_rank(unsigned r, unsigned c, uint32_t index, const Word& w) {
    const GetGlobalRankId g = decode_as<GetGlobalRankId>(w).value;
    if (!g.valid_flag) return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK, "valid=0: no register written");
    cores[r][c].regs.value[g.reg_id] = gid(r);
    cores[r][c].regs.written[g.reg_id] = true;
    retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK,
           "reg[" + std::to_string(g.reg_id) + "] = " + std::to_string(gid(r)) + " (global rank id)");
  }

  void get_cur_rank(unsigned r, unsigned c, uint32_t index, const Word& w) {
    const GetCurProcessingRankId g = decode_as<GetCurProcessingRankId>(w).value;
    if (g.group_id >= module.replica_groups.size())
      return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::NO_INSTANCE,
                    "group_id " + std::to_string(g.group_id) + " names no replica-group set");
    const auto& set = module.replica_groups[g.group_id];
    for (const auto& grp : set)
      for (size_t p = 0; p < grp.size(); ++p)
        if (grp[p] == gid(r)) {
          cores[r][c].regs.value[g.reg_id] = static_cast<uint32_t>(p);
          cores[r][c].regs.written[g.reg_id] = true;
          return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK,
                        "reg[" + std::to_string(g.reg_id) + "] = " + std::to_string(p) + " (position in group [" +
                            join_ids(grp) + "] of set " + std::to_string(g.group_id) + ")");
        }
    retire(r, c, index, w[kHdrOpcodeOff], WorldErr::RANK_NOT_IN_GROUP,
           "global id " + std::to_string(gid(r)) + " is in no group of set " + std::to_string(g.group_id));
  }

  // ---- 0xDE: deposit a token, wait for the peer core's matching one
  void tensor_completion(unsigned r, unsigned c, uint32_t index, const Word& w) {
    const TensorCompletion t = decode_as<TensorCompletion>(w).value;
    const uint64_t n = ++cores[r][c].tokens[t.completion_handle];
    Pending& p = cores[r][c].pending;
    p = pending_of(WaitKind::COMPLETION, index, w);
    p.handle = t.completion_handle;
    p.need = n;
    poll(r, c);
  }

  // ---- 0xD8: both cores of the rank
  void barrier_arrive(unsigned r, unsigned c, uint32_t index, const Word& w) {
    cores[r][c].pending = pending_of(WaitKind::BARRIER, index, w);
    CoreState& o = cores[r][1 - c];
    if (o.pending.kind != WaitKind::BARRIER) return;
    const CoreBarrier b[2] = {decode_as<CoreBarrier>(cores[r][0].pending.word).value,
                              decode_as<CoreBarrier>(cores[r][1].pending.word).value};
    WorldErr err = WorldErr::OK;
    std::string detail;
    if (b[0].barrier_id != b[1].barrier_id || b[0].barrier_index != b[1].barrier_index) {
      err = WorldErr::BARRIER_MISMATCH;
      detail = "core 0 barrier_id " + std::to_string(b[0].barrier_id) + " index " + std::to_string(b[0].barrier_index) +
               ", core 1 barrier_id " + std::to_string(b[1].barrier_id) + " index " +
               std::to_string(b[1].barrier_index);
    }
    Ap4 ap[2];
    for (unsigned k = 0; k < 2 && err == WorldErr::OK; ++k) {
      T4d sema = b[k].sema;  // the start word resolved through core k's registers
      std::string why;
      err = resolve_start(r, k, b[k].sema.addr, &sema.addr, &why);
      if (err == WorldErr::OK) {
        ap[k] = ap4_from(sema, 4);
        err = check_ap4(sema.addr, ap[k], geo());
      }
      if (err != WorldErr::OK)
        detail = "core " + std::to_string(k) + "'s semaphore pattern" + (why.empty() ? "" : " (" + why + ")");
    }
    if (err == WorldErr::OK) {
      for (unsigned k = 0; k < 2; ++k) {
        Sbuf& sb = sbuf(r, k);
        ap4_for_each(ap[k], [&](ElemAddr a) { store_elem(sb, a, 4, load_elem(sb, a, 4) + 1); });
      }
      detail = "barrier_id " + std::to_string(b[0].barrier_id) + " index " + std::to_string(b[0].barrier_index) +
               ": both cores met; semaphore elements +1";
    }
    retire_pending(r, 0, err, detail);
    retire_pending(r, 1, err, detail);
  }

  Sbuf& sbuf(unsigned r, unsigned c) { return cores[r][0].sys->sbuf(c); }
  FlatHbm& hbm(unsigned r) { return cores[r][0].sys->hbm(); }
  size_t row_bytes() const { return geo().bytes_per_partition; }
  /// The bytes an operand of core c of rank r lives in: that core's SBUF or the rank's HBM.
  std::span<uint8_t> mem(unsigned r, unsigned c, const Operand& o) {
    return o.hbm ? hbm(r).bytes() : sbuf(r, c).bytes();
  }
  std::vector<uint32_t> read_op(unsigned r, unsigned c, const Operand& o) {
    return read_elems(mem(r, c, o), row_bytes(), o);
  }
  void write_op(unsigned r, unsigned c, const Operand& o, const std::vector<uint32_t>& v,
                const std::vector<char>* keep = nullptr) {
    write_elems(mem(r, c, o), row_bytes(), o, v, keep);
  }

  /// An operand's static start word [PROJECT, docs/world.md "Register-mode addresses"]: a
  /// static or indirect word is itself; a register-mode word (field-map ADDR4 mode 1) names
  /// register [7:0] of the core's register file, whose value is the static ADDR4 word used.
  WorldErr resolve_start(unsigned r, unsigned c, uint32_t word, uint32_t* out, std::string* why) const {
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

  // ---- 0xBE on the issuing core's SBUF
  void seq_bounds(unsigned r, unsigned c, uint32_t index, const Word& w) {
    const GetSequenceBounds g = decode_as<GetSequenceBounds>(w).value;
    auto refuse = [&](WorldErr e, const std::string& d) { retire(r, c, index, w[kHdrOpcodeOff], e, d); };
    if (g.flags != 0) return refuse(WorldErr::FLAGS_UNIMPLEMENTED, "flags " + hex8(g.flags) + ": only 0 is executed");
    if (!is_int(g.in_dtype)) return refuse(WorldErr::DTYPE_NOT_ACCEPTED, "segment ids must be an integer dtype");
    if (!is_int(g.out_dtype)) return refuse(WorldErr::DTYPE_NOT_ACCEPTED, "bounds must be an integer dtype");
    // Start words resolved through the issuing core's registers. The bounds go to its SBUF
    // (S000 §6 names an SBUF tile); the seed does not place the ids, so they may be in HBM.
    T3d tin = g.in, tout = g.out;
    std::string why;
    if (WorldErr e = resolve_start(r, c, g.in.addr, &tin.addr, &why); e != WorldErr::OK)
      return refuse(e, "segment-id pattern: " + why);
    if (WorldErr e = resolve_start(r, c, g.out.addr, &tout.addr, &why); e != WorldErr::OK)
      return refuse(e, "bounds pattern: " + why);
    Operand ids_op;
    const AccessPattern in = ap_from_t3d(tin, dtype_bytes(g.in_dtype));
    const AccessPattern out = ap_from_t3d(tout, dtype_bytes(g.out_dtype));
    if (WorldErr e = sbuf_or_hbm_operand(tin.addr, in, geo(), hbm(r).bytes().size(), &ids_op); e != WorldErr::OK)
      return refuse(e, "segment-id pattern");
    if (WorldErr e = check_ap(tout.addr, out, geo()); e != WorldErr::OK) return refuse(e, "bounds pattern");
    const uint64_t tokens = uint64_t{in.num[1]} * in.num[2];
    const uint64_t slots = uint64_t{out.num[1]} * out.num[2];
    if (in.num[0] != out.num[0] || slots % 2)
      return refuse(WorldErr::SHAPE_MISMATCH,
                    "the bounds need the ids' partition count and an even element count per partition");
    const unsigned ob = dtype_bytes(g.out_dtype);
    const uint64_t out_max =
        is_signed_int(g.out_dtype) ? (uint64_t{1} << (8 * ob - 1)) - 1 : (uint64_t{1} << (8 * ob)) - 1;
    if (tokens > out_max)
      return refuse(WorldErr::VALUE_RANGE, std::to_string(tokens) + " tokens do not fit the bounds dtype");
    const std::vector<uint32_t> ids = read_op(r, c, ids_op);
    const unsigned ib = dtype_bytes(g.in_dtype);
    const uint64_t segs = slots / 2;
    std::vector<uint32_t> bounds(ap_elements(out), 0);
    for (uint64_t p = 0; p < in.num[0]; ++p) {
      std::vector<int64_t> first(segs, -1), last(segs, -1);
      for (uint64_t t = 0; t < tokens; ++t) {
        const uint32_t raw = ids[p * tokens + t];
        const bool neg = is_signed_int(g.in_dtype) && ((raw >> (8 * ib - 1)) & 1);
        const int64_t id = neg ? int64_t{raw} - (int64_t{1} << (8 * ib)) : int64_t{raw};
        if (id < 0 || static_cast<uint64_t>(id) >= segs) continue;  // padding and ids past the output
        if (first[id] < 0) first[id] = static_cast<int64_t>(t);
        last[id] = static_cast<int64_t>(t);
      }
      for (uint64_t k = 0; k < segs; ++k) {
        bounds[p * slots + 2 * k] = first[k] < 0 ? 0 : static_cast<uint32_t>(first[k]);
        bounds[p * slots + 2 * k + 1] = first[k] < 0 ? 0 : static_cast<uint32_t>(last[k] + 1);
      }
    }
    write_op(r, c, Operand{out}, bounds);
    retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK,
           std::to_string(in.num[0]) + " partitions x " + std::to_string(tokens) + " tokens -> " +
               std::to_string(segs) + " segments' [start, end)");
  }

  // ---- 0xCB
  /// A 0xCB's region on rank r: its binding, tensor_base and element count, checked to lie in
  /// the core's SBUF or the rank's HBM (AP_RANGE otherwise, from the extremes, no overflow).
  std::optional<Region> region(unsigned r, const CollectiveSendRecv& s, WorldErr* err, std::string* detail) {
    const auto it = std::find_if(module.tensors.begin(), module.tensors.end(),
                                 [&](const TensorBinding& t) { return t.id == s.tensor_id; });
    if (it == module.tensors.end()) {
      *err = WorldErr::UNKNOWN_TENSOR;
      *detail = "tensor_id " + std::to_string(s.tensor_id) + " has no binding in the module";
      return std::nullopt;
    }
    Region g{it->partition, it->partition_step, it->partitions, 0, s.num_elements_per_partition,
             dtype_bytes(it->dtype), it->dtype, it->hbm};
    // A row's bytes must fit from its start: `limit` is the SBUF partition's or the HBM's size.
    const uint64_t limit = g.hbm ? hbm(r).bytes().size() : geo().bytes_per_partition;
    bool in = it->offset <= limit && s.tensor_base <= limit - it->offset;
    if (in) {
      g.offset = it->offset + s.tensor_base;
      in = g.elems <= (limit - g.offset) / g.eb;
    }
    if (in && !g.hbm) {
      const int64_t plast = int64_t{g.partition} + int64_t{g.partition_step} * (int64_t{g.partitions} - 1);
      in = g.partition < geo().partitions && plast >= 0 && plast < geo().partitions;
    }
    if (in && g.hbm && g.partitions > 1) {
      // Rows partition_step rows apart: two rows in range are at most limit bytes apart, which
      // also keeps the products below in 64 bits (HBM sizes below 2^47).
      const uint64_t stride = static_cast<uint64_t>(std::abs(int64_t{g.partition_step})) * g.row_bytes();
      in = g.row_bytes() == 0 || stride <= limit;
      if (in) {
        const int64_t rows = int64_t{g.partitions} - 1;
        const int64_t last =
            static_cast<int64_t>(g.offset) + int64_t{g.partition_step} * static_cast<int64_t>(g.row_bytes()) * rows;
        in = last >= 0 && static_cast<uint64_t>(last) + g.row_bytes() <= limit;
      }
    }
    if (!in) {
      *err = WorldErr::AP_RANGE;
      *detail = "tensor_id " + std::to_string(s.tensor_id) + " with tensor_base " + std::to_string(s.tensor_base) +
                " and " + std::to_string(g.elems) + " elements per partition reaches outside the " +
                (g.hbm ? "HBM" : "SBUF");
      return std::nullopt;
    }
    return g;
  }

  std::span<uint8_t> region_mem(unsigned r, unsigned c, const Region& g) {
    return g.hbm ? hbm(r).bytes() : sbuf(r, c).bytes();
  }

  void send_recv(unsigned r, unsigned c, uint32_t index, const Word& w) {
    const CollectiveSendRecv s = decode_as<CollectiveSendRecv>(w).value;
    const uint32_t k = cores[r][c].send_recvs++;
    auto refuse = [&](WorldErr e, const std::string& d) { retire(r, c, index, w[kHdrOpcodeOff], e, d); };
    if (k >= module.send_recv.size())
      return refuse(WorldErr::NO_INSTANCE, "0xCB number " + std::to_string(k) + " of this core: the module has " +
                                               std::to_string(module.send_recv.size()) + " send_recv instances");
    const SendRecvInstance& inst = module.send_recv[k];
    std::optional<uint32_t> peer;
    for (const RankPair& p : inst.pairs)
      if ((inst.send ? p.first : p.second) == gid(r)) peer = inst.send ? p.second : p.first;
    if (!peer)
      return refuse(inst.send ? WorldErr::UNPAIRED_SEND : WorldErr::UNPAIRED_RECV,
                    "instance " + std::to_string(k) + ": global id " + std::to_string(gid(r)) + " is the " +
                        (inst.send ? "source" : "target") + " of no pair");
    WorldErr err = WorldErr::OK;
    std::string detail;
    const std::optional<Region> g = region(r, s, &err, &detail);
    if (!g) return refuse(err, detail);
    if (inst.send) {
      Message m{g->dtype, g->partitions, g->elems, {}, r, index};
      const std::span<const uint8_t> src = region_mem(r, c, *g);
      const size_t rb = g->row_bytes();
      m.bytes.resize(g->partitions * rb);
      for (uint32_t p = 0; p < g->partitions; ++p)
        std::copy_n(src.begin() + static_cast<std::ptrdiff_t>(g->row_start(p, row_bytes())), rb,
                    m.bytes.begin() + static_cast<std::ptrdiff_t>(p * rb));
      channels[{c, gid(r), *peer}].push_back(std::move(m));
      return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK,
                    "send instance " + std::to_string(k) + ": " + std::to_string(g->partitions) + " x " +
                        std::to_string(g->elems) + " " + find_dtype(g->dtype)->name + " to global id " +
                        std::to_string(*peer));
    }
    Pending& p = cores[r][c].pending;
    p = pending_of(WaitKind::RECV, index, w);
    p.channel = {c, *peer, gid(r)};
    p.handle = k;
    poll(r, c);
  }

  void finish_recv(unsigned r, unsigned c) {
    Pending& p = cores[r][c].pending;
    std::deque<Message>& q = channels[p.channel];
    const Message m = std::move(q.front());
    q.pop_front();
    const CollectiveSendRecv s = decode_as<CollectiveSendRecv>(p.word).value;
    WorldErr err = WorldErr::OK;
    std::string detail;
    const std::optional<Region> g = region(r, s, &err, &detail);
    const std::string from =
        "from global id " + std::to_string(std::get<1>(p.channel)) + " (word " + std::to_string(m.index) + ")";
    if (!g) return retire_pending(r, c, err, detail);
    if (g->dtype != m.dtype)
      return retire_pending(
          r, c, WorldErr::LEG_MISMATCH,
          std::string("recv ") + find_dtype(g->dtype)->name + ", send " + find_dtype(m.dtype)->name + " " + from);
    if (g->partitions != m.partitions || g->elems != m.elems)
      return retire_pending(r, c, WorldErr::SHAPE_MISMATCH,
                            "recv " + std::to_string(g->partitions) + " x " + std::to_string(g->elems) + ", send " +
                                std::to_string(m.partitions) + " x " + std::to_string(m.elems) + " " + from);
    const std::span<uint8_t> dst = region_mem(r, c, *g);
    const size_t rb = g->row_bytes();
    for (uint32_t q2 = 0; q2 < g->partitions; ++q2)  // in row order: a later row at the same place wins
      std::copy_n(m.bytes.begin() + static_cast<std::ptrdiff_t>(q2 * rb), rb,
                  dst.begin() + static_cast<std::ptrdiff_t>(g->row_start(q2, row_bytes())));
    retire_pending(r, c, WorldErr::OK,
                   "recv instance " + std::to_string(p.handle) + ": " + std::to_string(g->partitions) + " x " +
                       std::to_string(g->elems) + " " + find_dtype(g->dtype)->name + " " + from);
  }

  /// Retry a blocked core whose wait another core's progress can end; true when it retired.
  bool poll(unsigned r, unsigned c) {
    Pending& p = cores[r][c].pending;
    if (p.kind == WaitKind::COMPLETION) {
      const auto& peer = cores[r][1 - c].tokens;
      const auto it = peer.find(p.handle);
      if (it == peer.end() || it->second < p.need) return false;
      retire_pending(r, c, WorldErr::OK,
                     "completion handle " + std::to_string(p.handle) + ": token " + std::to_string(p.need) +
                         " met core " + std::to_string(1 - c) + "'s");
      return true;
    }
    if (p.kind == WaitKind::RECV) {
      const auto it = channels.find(p.channel);
      if (it == channels.end() || it->second.empty()) return false;
      finish_recv(r, c);
      return true;
    }
    return false;
  }

  // ---- 0xD9 (+ 0xDA)
  void collective_arrive(unsigned r, unsigned c, uint32_t index, const Word& w, const std::optional<Leg>& leg2) {
    CoreState& cs = cores[r][c];
    const uint32_t k = cs.collectives++;
    Pending& p = cs.pending;
    p = pending_of(WaitKind::COLLECTIVE, index, w);
    p.leg2 = leg2;
    if (k >= module.collectives.size())
      return retire_pending(r, c, WorldErr::NO_INSTANCE,
                            "0xD9 number " + std::to_string(k) + " of this core: the module has " +
                                std::to_string(module.collectives.size()) + " collective instances");
    const CollectiveInstance& inst = module.collectives[k];
    const CollectiveCompute cc = decode_as<CollectiveCompute>(w).value;
    const bool permute = kind_class(cc.collective_kind) == KindClass::PERMUTE;
    std::vector<uint32_t> group;
    uint32_t group_index = 0;
    if (permute) {
      if (inst.source_target_pairs.empty())
        return retire_pending(
            r, c, WorldErr::NO_INSTANCE,
            "instance " + std::to_string(k) + " has replica groups; a permute-family kind needs source_target_pairs");
      std::set<uint32_t> members;
      for (const RankPair& q : inst.source_target_pairs) members.insert({q.first, q.second});
      group.assign(members.begin(), members.end());
    } else {
      if (!inst.replica_groups)
        return retire_pending(r, c, WorldErr::NO_INSTANCE,
                              "instance " + std::to_string(k) + " has source-target pairs; kind " +
                                  hex8(cc.collective_kind) + " needs replica groups");
      if (kind_class(cc.collective_kind) == KindClass::ALL_TO_ALL_V && inst.counts.empty())
        return retire_pending(r, c, WorldErr::NO_INSTANCE,
                              "instance " + std::to_string(k) + " has no counts; AllToAllV (wire 0x09) needs them");
      const auto& set = module.replica_groups[*inst.replica_groups];
      for (uint32_t gi = 0; gi < set.size() && group.empty(); ++gi)
        if (std::find(set[gi].begin(), set[gi].end(), gid(r)) != set[gi].end()) {
          group = set[gi];
          group_index = gi;
        }
    }
    const auto pos = std::find(group.begin(), group.end(), gid(r));
    if (pos == group.end())
      return retire_pending(r, c, WorldErr::RANK_NOT_IN_GROUP,
                            "instance " + std::to_string(k) + ": global id " + std::to_string(gid(r)) + " is in no " +
                                (permute ? "pair" : "group"));
    p.coll_key = {c, k, group_index};
    Gathering& g = gatherings[p.coll_key];
    if (g.members.empty()) {
      g.group = group;
      g.members.resize(group.size());
      g.instance = k;
    }
    g.members[pos - group.begin()] = Member{r, &p};
    if (std::all_of(g.members.begin(), g.members.end(), [](const auto& m) { return m.has_value(); })) {
      const Gathering done = std::move(g);
      gatherings.erase(p.coll_key);
      execute_collective(c, done);
    }
  }

  void execute_collective(unsigned c, const Gathering& g) {
    std::string detail;
    const WorldErr err = run_collective(c, g, &detail);
    for (const auto& m : g.members) retire_pending(m->rank, c, err, detail);
  }

  /// Every check over all members first, then the reads, then the writes.
  WorldErr run_collective(unsigned c, const Gathering& g, std::string* detail) {
    const size_t n = g.members.size();
    std::vector<CollectiveCompute> cc(n);
    for (size_t i = 0; i < n; ++i) cc[i] = decode_as<CollectiveCompute>(g.members[i]->pending->word).value;
    auto who = [&](size_t i) { return "global id " + std::to_string(g.group[i]); };
    for (size_t i = 1; i < n; ++i)
      if (cc[i].collective_kind != cc[0].collective_kind || cc[i].alu_op != cc[0].alu_op ||
          cc[i].dtype != cc[0].dtype) {
        *detail = who(i) + " issued kind " + hex8(cc[i].collective_kind) + " op " + std::to_string(cc[i].alu_op) +
                  " dtype " + hex8(cc[i].dtype) + ", " + who(0) + " kind " + hex8(cc[0].collective_kind) + " op " +
                  std::to_string(cc[0].alu_op) + " dtype " + hex8(cc[0].dtype);
        return WorldErr::LEG_MISMATCH;
      }
    const uint8_t kind = cc[0].collective_kind, op = cc[0].alu_op, dtype = cc[0].dtype;
    const bool add = op == 4;
    const Adder adder(dtype);
    const bool permute = kind_class(kind) == KindClass::PERMUTE;
    std::optional<GroupKind> gk;
    if (kind_class(kind) == KindClass::GROUP) gk = module.group_kinds[kind_ordinal(kind) - kCollKindLutBase];
    const std::string kname = gk ? group_kind_name(*gk) : permute ? "permute" : "all_to_all_v";
    *detail = "instance " + std::to_string(g.instance) + " " + kname + " " + (add ? "add" : "bypass") + " " +
              find_dtype(dtype)->name + " group [" + join_ids(g.group) + "]";
    const bool alltoallv = !gk && !permute;
    const bool reduce = gk == GroupKind::ALL_REDUCE || gk == GroupKind::REDUCE_SCATTER;
    // A 0xDA on a group kind is the second source of a two-source collective (S000 §3.2).
    // The reductions fold it in; a data movement has nothing to combine two sources with.
    const auto with_leg2 =
        std::find_if(g.members.begin(), g.members.end(), [](const auto& m) { return m->pending->leg2; });
    const bool two_source = gk && with_leg2 != g.members.end();
    if (two_source && !reduce) {
      *detail += ": " + who(static_cast<size_t>(with_leg2 - g.members.begin())) +
                 " gave a 0xDA leg; a two-source AllGather or AllToAll is not executed";
      return WorldErr::SECOND_LEG_UNEXPECTED;
    }
    for (size_t i = 0; i < n && two_source; ++i)
      if (!g.members[i]->pending->leg2) {
        *detail += ": " + who(i) + " has no 0xDA second source, " +
                   who(static_cast<size_t>(with_leg2 - g.members.begin())) + " has one";
        return WorldErr::SECOND_LEG_MISSING;
      }
    if ((reduce && !add) || ((gk == GroupKind::ALL_GATHER || gk == GroupKind::ALL_TO_ALL || alltoallv) && add)) {
      *detail += std::string(": ") + (reduce ? "a reduction needs add" : "a data movement takes bypass");
      return WorldErr::OP_NOT_ACCEPTED;
    }
    const unsigned eb = dtype_bytes(dtype);
    // Operands: leg 1 (the 0xD9 tile) of every member; leg 2 (the 0xDA tile) where a member gave one.
    std::vector<Operand> ap1(n);
    std::vector<std::optional<Operand>> ap2(n);
    // A tile: its start word resolved through the member's registers, then SBUF or HBM.
    auto operand = [&](size_t i, const Addr8T2d& t, const char* which, Operand* o) {
      uint32_t word = 0;
      std::string why;
      WorldErr e = resolve_start(g.members[i]->rank, c, static_cast<uint32_t>(t.addr), &word, &why);
      if (e == WorldErr::OK)
        e = sbuf_or_hbm_operand(word, ap_from_t2d(t, eb), geo(), hbm(g.members[i]->rank).bytes().size(), o);
      if (e != WorldErr::OK) *detail += ": " + who(i) + "'s " + which + " tile" + (why.empty() ? "" : " (" + why + ")");
      return e;
    };
    for (size_t i = 0; i < n; ++i) {
      if (WorldErr e = operand(i, cc[i].src, "0xD9", &ap1[i]); e != WorldErr::OK) return e;
      if (const auto& l2 = g.members[i]->pending->leg2) {
        const CollectiveComputeSecondary s = decode_as<CollectiveComputeSecondary>(l2->word).value;
        if ((s.dtype != 0 && s.dtype != dtype) || (s.collective_kind != 0 && s.collective_kind != kind) ||
            s.alu_op != op) {
          *detail += ": " + who(i) + "'s 0xDA trio differs from its 0xD9";
          return WorldErr::LEG_MISMATCH;
        }
        ap2[i].emplace();
        if (WorldErr e = operand(i, s.src, "0xDA", &*ap2[i]); e != WorldErr::OK) return e;
      }
    }
    if (alltoallv) return all_to_all_v(c, g, ap1, ap2, detail);
    const uint64_t E = ap_elements(ap1[0].ap);
    if (two_source)
      for (size_t i = 0; i < n; ++i)
        if (ap_elements(ap2[i]->ap) != ap_elements(ap1[i].ap)) {
          *detail += ": " + who(i) + "'s 0xDA tile has " + std::to_string(ap_elements(ap2[i]->ap)) +
                     " elements, its 0xD9 tile " + std::to_string(ap_elements(ap1[i].ap));
          return WorldErr::SHAPE_MISMATCH;
        }
    if (!permute) {
      for (size_t i = 1; i < n; ++i)
        if (ap_elements(ap1[i].ap) != E || (gk != GroupKind::ALL_REDUCE && module.collectives[g.instance].dim == 1 &&
                                         ap1[i].ap.num[2] != ap1[0].ap.num[2])) {
          *detail += ": " + who(i) + " has " + std::to_string(ap_elements(ap1[i].ap)) + " elements, " + who(0) + " " +
                     std::to_string(E);
          return WorldErr::SHAPE_MISMATCH;
        }
    }
    const unsigned dim = module.collectives[g.instance].dim;
    if (gk && gk != GroupKind::ALL_REDUCE) {
      const uint64_t across = dim == 0 ? E : ap1[0].ap.num[2];
      if (across % n) {
        *detail += ": " + std::to_string(across) + (dim == 0 ? " elements" : " elements per partition row") +
                   " do not split into " + std::to_string(n) + " chunks";
        return WorldErr::SHAPE_INDIVISIBLE;
      }
    }
    // Permute: every target has a receive leg of its source's size.
    std::map<uint32_t, size_t> pos;
    for (size_t i = 0; i < n; ++i) pos[g.group[i]] = i;
    if (permute)
      for (const RankPair& q : module.collectives[g.instance].source_target_pairs) {
        const size_t s = pos[q.first], t = pos[q.second];
        if (!ap2[t]) {
          *detail += ": target " + who(t) + " has no 0xDA receive leg";
          return WorldErr::SECOND_LEG_MISSING;
        }
        if (ap_elements(ap2[t]->ap) != ap_elements(ap1[s].ap)) {
          *detail += ": " + who(s) + " sends " + std::to_string(ap_elements(ap1[s].ap)) + " elements, " + who(t) +
                     " receives " + std::to_string(ap_elements(ap2[t]->ap));
          return WorldErr::SHAPE_MISMATCH;
        }
      }
    // Reads (all before any write).
    std::vector<std::vector<uint32_t>> x(n), z(two_source ? n : 0);
    for (size_t i = 0; i < n; ++i) x[i] = read_op(g.members[i]->rank, c, ap1[i]);
    for (size_t i = 0; i < z.size(); ++i) z[i] = read_op(g.members[i]->rank, c, *ap2[i]);
    if (permute) {
      std::vector<std::pair<size_t, std::vector<uint32_t>>> out;
      for (const RankPair& q : module.collectives[g.instance].source_target_pairs) {
        const size_t s = pos[q.first], t = pos[q.second];
        std::vector<uint32_t> y = x[s];
        if (add) {
          const std::vector<uint32_t> old = read_op(g.members[t]->rank, c, *ap2[t]);
          for (size_t e = 0; e < y.size(); ++e) {
            const uint32_t v[2] = {old[e], x[s][e]};
            y[e] = adder.add(v);
          }
        }
        out.emplace_back(t, std::move(y));
      }
      for (const auto& [t, y] : out) write_op(g.members[t]->rank, c, *ap2[t], y);
      return WorldErr::OK;
    }
    // Chunks: dim 0 splits the walk order into n runs; dim 1 splits each partition row.
    const uint64_t row = ap1[0].ap.num[2];
    auto chunk_of = [&](uint64_t e) -> uint64_t { return dim == 0 ? e / (E / n) : (e % row) / (row / n); };
    auto move_to_chunk = [&](uint64_t e, uint64_t to) -> uint64_t {
      const uint64_t w = dim == 0 ? E / n : row / n;
      return e - chunk_of(e) * w + to * w;
    };
    std::vector<std::vector<uint32_t>> y(n, std::vector<uint32_t>(E));
    std::vector<std::vector<char>> keep(n, std::vector<char>(E, 1));
    std::vector<uint32_t> vals(two_source ? 2 * n : n);
    for (uint64_t e = 0; e < E; ++e) {
      switch (*gk) {
        case GroupKind::ALL_REDUCE:
        case GroupKind::REDUCE_SCATTER: {
          // Two sources: member by member in group order, the 0xD9 element then the 0xDA one.
          for (size_t i = 0; i < n; ++i) {
            if (two_source) {
              vals[2 * i] = x[i][e];
              vals[2 * i + 1] = z[i][e];
            } else {
              vals[i] = x[i][e];
            }
          }
          const uint32_t v = adder.add(vals);
          for (size_t j = 0; j < n; ++j) {
            y[j][e] = v;
            if (*gk == GroupKind::REDUCE_SCATTER) keep[j][e] = chunk_of(e) == j;
          }
          break;
        }
        case GroupKind::ALL_GATHER:
          for (size_t j = 0; j < n; ++j) y[j][e] = x[chunk_of(e)][e];
          break;
        case GroupKind::ALL_TO_ALL:
          for (size_t j = 0; j < n; ++j) y[j][e] = x[chunk_of(e)][move_to_chunk(e, j)];
          break;
      }
    }
    for (size_t j = 0; j < n; ++j) write_op(g.members[j]->rank, c, ap1[j], y[j], &keep[j]);
    return WorldErr::OK;
  }

  /// AllToAllV: member i's 0xD9 tile is its segments for members 0..n-1 in order
  /// (counts[i][j] elements each); member j's 0xDA tile receives the segments from members
  /// 0..n-1 in order (counts[i][j] each).
  WorldErr all_to_all_v(unsigned c, const Gathering& g, const std::vector<Operand>& ap1,
                        const std::vector<std::optional<Operand>>& ap2, std::string* detail) {
    const size_t n = g.members.size();
    const auto& cnt = module.collectives[g.instance].counts;
    for (size_t i = 0; i < n; ++i) {
      uint64_t out = 0, in = 0;
      for (size_t j = 0; j < n; ++j) {
        out += cnt[i][j];
        in += cnt[j][i];
      }
      const std::string who = "global id " + std::to_string(g.group[i]);
      if (!ap2[i]) {
        *detail += ": " + who + " has no 0xDA receive leg";
        return WorldErr::SECOND_LEG_MISSING;
      }
      if (ap_elements(ap1[i].ap) != out || ap_elements(ap2[i]->ap) != in) {
        *detail += ": " + who + " sends " + std::to_string(ap_elements(ap1[i].ap)) + " elements and receives " +
                   std::to_string(ap_elements(ap2[i]->ap)) + ", its counts say " + std::to_string(out) + " and " +
                   std::to_string(in);
        return WorldErr::SHAPE_MISMATCH;
      }
    }
    std::vector<std::vector<uint32_t>> x(n), y(n);
    for (size_t i = 0; i < n; ++i) {
      x[i] = read_op(g.members[i]->rank, c, ap1[i]);
      y[i].reserve(ap_elements(ap2[i]->ap));
    }
    for (size_t j = 0; j < n; ++j)
      for (size_t i = 0; i < n; ++i) {
        uint64_t from = 0;
        for (size_t k = 0; k < j; ++k) from += cnt[i][k];
        y[j].insert(y[j].end(), x[i].begin() + static_cast<std::ptrdiff_t>(from),
                    x[i].begin() + static_cast<std::ptrdiff_t>(from + cnt[i][j]));
      }
    for (size_t j = 0; j < n; ++j) write_op(g.members[j]->rank, c, *ap2[j], y[j]);
    return WorldErr::OK;
  }

  // ---- reports
  std::string waits_for(unsigned r, unsigned c) const {
    const CoreState& cs = cores[r][c];
    const Pending& p = cs.pending;
    switch (p.kind) {
      case WaitKind::COLLECTIVE: {
        const auto it = gatherings.find(p.coll_key);
        std::vector<uint32_t> missing;
        if (it != gatherings.end())
          for (size_t i = 0; i < it->second.members.size(); ++i)
            if (!it->second.members[i]) missing.push_back(it->second.group[i]);
        return "CollectiveCompute instance " + std::to_string(std::get<1>(p.coll_key)) + ": the 0xD9 of core " +
               std::to_string(c) + " on global ids " + join_ids(missing);
      }
      case WaitKind::BARRIER:
        return "CoreBarrier: core " + std::to_string(1 - c) + " of the same rank to reach a 0xD8" +
               (cores[r][1 - c].done() ? " (it finished its stream)" : "");
      case WaitKind::COMPLETION:
        return "TensorCompletion handle " + std::to_string(p.handle) + ": core " + std::to_string(1 - c) +
               "'s 0xDE number " + std::to_string(p.need) + " with that handle" +
               (cores[r][1 - c].done() ? " (it finished its stream)" : "");
      case WaitKind::RECV:
        return "recv instance " + std::to_string(p.handle) + ": a send from global id " +
               std::to_string(std::get<1>(p.channel)) + " (core " + std::to_string(c) + ")";
      case WaitKind::NONE:
        break;
    }
    return "nothing";
  }
};

World::World(Module module, std::vector<std::array<std::vector<Word>, 2>> streams, const WorldConfig& cfg,
             const FunctionRegistry& registry, const dve::TableSet* dve_set)
    : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  if (module.global_ids.size() != streams.size())
    throw WorldError(WorldErr::MODULE_RANK_COUNT, "the module describes " + std::to_string(module.global_ids.size()) +
                                                      " ranks, " + std::to_string(streams.size()) + " were given");
  m.module = std::move(module);
  m.cfg = cfg;
  const unsigned R = static_cast<unsigned>(streams.size());
  m.order = cfg.order;
  if (m.order.empty())
    for (unsigned r = 0; r < R; ++r) m.order.push_back(r);
  std::vector<unsigned> sorted = m.order;
  std::sort(sorted.begin(), sorted.end());
  for (unsigned r = 0; r < sorted.size(); ++r)
    if (sorted.size() != R || sorted[r] != r)
      throw std::invalid_argument("world: the rank order is not a permutation of 0..R-1");
  m.cores.resize(R);
  for (unsigned r = 0; r < R; ++r) {
    SystemConfig c0 = cfg.system;
    c0.issue_core = 0;
    m.cores[r][0].sys = std::make_unique<SystemModel>(c0, dve_set, registry);
    SystemConfig c1 = cfg.system;
    c1.issue_core = 1;
    m.cores[r][1].sys = std::make_unique<SystemModel>(c1, dve_set, registry, *m.cores[r][0].sys);
    for (unsigned c = 0; c < 2; ++c) m.cores[r][c].words = std::move(streams[r][c]);
  }
}

World::~World() = default;

WorldResult World::run() {
  Impl& m = *impl_;
  for (;;) {
    bool progress = false;
    for (unsigned r : m.order)
      for (unsigned c = 0; c < 2; ++c) {
        CoreState& cs = m.cores[r][c];
        if (cs.blocked() && m.poll(r, c)) progress = true;
        while (!cs.blocked() && cs.pos < cs.words.size()) {
          m.step(r, c);
          progress = true;
        }
      }
    bool all_done = true;
    for (const auto& rank : m.cores)
      for (const CoreState& cs : rank) all_done = all_done && cs.done();
    if (all_done || !progress) break;
  }
  WorldResult res;
  res.words = m.words;
  res.cross_refused = m.cross_refused;
  res.engine_errors = m.engine_errors;
  res.completed = true;
  for (unsigned r = 0; r < m.cores.size(); ++r)
    for (unsigned c = 0; c < 2; ++c) {
      const CoreState& cs = m.cores[r][c];
      if (!cs.blocked()) continue;
      res.completed = false;
      res.blocked.push_back(BlockedCore{r, c, cs.pending.index, cs.pending.opcode, m.waits_for(r, c)});
    }
  for (const auto& [key, q] : m.channels)
    for (const Message& msg : q)
      res.unreceived.push_back("core " + std::to_string(std::get<0>(key)) + ": global id " +
                               std::to_string(std::get<1>(key)) + " -> " + std::to_string(std::get<2>(key)) +
                               " (word " + std::to_string(msg.index) + ") was never received");
  return res;
}

std::string WorldResult::report() const {
  std::string s;
  if (!blocked.empty()) s += "deadlock: no core can continue\n";
  for (const BlockedCore& b : blocked) {
    const OpcodeDesc* d = find_opcode(b.opcode);
    s += "  rank " + std::to_string(b.rank) + " core " + std::to_string(b.core) + " word " + std::to_string(b.index) +
         " (" + (d ? d->mnemonic : "?") + ") waits for " + b.waits_for + "\n";
  }
  for (const std::string& u : unreceived) s += "unreceived: " + u + "\n";
  return s;
}

unsigned World::ranks() const { return static_cast<unsigned>(impl_->cores.size()); }
SystemModel& World::core(unsigned rank, unsigned core) { return *impl_->cores.at(rank).at(core).sys; }
const RegisterFile& World::registers(unsigned rank, unsigned core) const { return impl_->cores.at(rank).at(core).regs; }
const Module& World::module() const { return impl_->module; }

std::vector<WorldEvent> World::events() const {
  std::vector<WorldEvent> e = impl_->events;
  std::stable_sort(e.begin(), e.end(), [](const WorldEvent& a, const WorldEvent& b) {
    return std::tie(a.rank, a.core, a.index) < std::tie(b.rank, b.core, b.index);
  });
  return e;
}

}  // namespace tpb
