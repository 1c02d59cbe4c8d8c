// The dtype arithmetic of the kit (dtype.hpp): exact conversions between a dtype's bits and
// fp32, RNE rounding back, and the reduce add of collectives. One place for every user: the
// World's collectives, tpb world gen's expectations, and any kernel that adds.
#include "tpb/dtype.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "tpb/isa.hpp"

namespace tpb {

bool dtype_is_fp32(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d && std::string_view(d->name) == "fp32";
}
bool dtype_is_signed_int(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d && d->name[0] == 'i';
}
bool dtype_is_int(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d && (d->name[0] == 'i' || d->name[0] == 'u');
}
unsigned dtype_bytes(uint8_t dtype) {
  const DtypeDesc* d = find_dtype(dtype);
  return d ? d->bytes : 0;
}

namespace {
uint32_t width_mask(unsigned bytes) { return bytes >= 4 ? 0xFFFFFFFFu : ((1u << (8 * bytes)) - 1); }
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
  if (dtype_is_fp32(dtype)) return std::bit_cast<float>(bits);
  if (auto f = minifloat(dtype)) return mini_to_float(*f, bits);
  throw std::invalid_argument("float_from_bits: not a float dtype");
}

uint32_t float_to_bits(uint8_t dtype, float x) {
  if (dtype_is_fp32(dtype)) return fp32_bits(x);
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

namespace {
/// The widening table of a narrow float dtype (bf16 aside, which widens by a shift): built once
/// per dtype for the process; a function-local static is built by one thread while others wait.
const float* widen_table(uint8_t dtype) {
  static const std::array<std::vector<float>, 256> tables = [] {
    std::array<std::vector<float>, 256> t;
    for (unsigned code = 0; code < 256; ++code) {
      const auto c = static_cast<uint8_t>(code);
      if (!minifloat(c) || std::string_view(find_dtype(c)->name) == "bf16") continue;
      t[code].resize(size_t{1} << (8 * dtype_bytes(c)));
      for (uint32_t v = 0; v < t[code].size(); ++v) t[code][v] = float_from_bits(c, v);
    }
    return t;
  }();
  return tables[dtype].empty() ? nullptr : tables[dtype].data();
}
}  // namespace

Adder::Adder(uint8_t dtype) : dtype_(dtype) {
  const unsigned b = dtype_bytes(dtype);
  if (b == 0) throw std::invalid_argument("reduce_add: unknown dtype");
  mask_ = width_mask(b);
  const DtypeDesc* d = find_dtype(dtype);
  if (dtype_is_int(dtype))
    kind_ = Kind::INT;
  else if (dtype_is_fp32(dtype))
    kind_ = Kind::FP32;
  else if (std::string_view(d->name) == "bf16")
    kind_ = Kind::BF16;
  else
    kind_ = Kind::MINI;
  if (kind_ == Kind::MINI) {
    widen_ = widen_table(dtype);
    if (!widen_) throw std::invalid_argument("reduce_add: dtype without a widening table");
  }
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
  float acc = widen_[values[0] & mask_];
  for (size_t i = 1; i < values.size(); ++i) acc = acc + widen_[values[i] & mask_];
  return float_to_bits(dtype_, acc);
}

uint32_t reduce_add(uint8_t dtype, std::span<const uint32_t> values) { return Adder(dtype).add(values); }

namespace {
// One source row added into the accumulators (binary32 bit patterns), each element once, in
// binary32. A function per dtype, so that each compiles to straight vector code.
[[gnu::noinline]] void add_row_fp32(uint32_t* __restrict acc, const uint32_t* __restrict src, size_t m) {
  for (size_t e = 0; e < m; ++e)
    acc[e] = std::bit_cast<uint32_t>(std::bit_cast<float>(acc[e]) + std::bit_cast<float>(src[e]));
}
[[gnu::noinline]] void add_row_bf16(uint32_t* __restrict acc, const uint32_t* __restrict src, size_t m) {
  for (size_t e = 0; e < m; ++e)
    acc[e] = std::bit_cast<uint32_t>(std::bit_cast<float>(acc[e]) + std::bit_cast<float>((src[e] & 0xFFFFu) << 16));
}
[[gnu::noinline]] void add_row_mini(uint32_t* __restrict acc, const uint32_t* __restrict src, size_t m,
                                    const float* widen, uint32_t mask) {
  for (size_t e = 0; e < m; ++e)
    acc[e] = std::bit_cast<uint32_t>(std::bit_cast<float>(acc[e]) + widen[src[e] & mask]);
}
[[gnu::noinline]] void add_row_int(uint32_t* __restrict acc, const uint32_t* __restrict src, size_t m) {
  for (size_t e = 0; e < m; ++e) acc[e] += src[e];
}
}  // namespace

// Floats: each element's sum keeps add()'s order (source 0, then 1, ...), one rounding per add
// in binary32, so elements accumulate source by source; integers wrap, which commutes anyway.
void Adder::fold(uint32_t* acc, const uint32_t* src, size_t count, bool first) const {
  switch (kind_) {
    case Kind::INT:
    case Kind::FP32:  // source 0 as it is
      if (first)
        std::copy(src, src + count, acc);
      else if (kind_ == Kind::INT)
        add_row_int(acc, src, count);
      else
        add_row_fp32(acc, src, count);
      break;
    case Kind::BF16:
      if (first)
        for (size_t e = 0; e < count; ++e) acc[e] = (src[e] & 0xFFFFu) << 16;
      else
        add_row_bf16(acc, src, count);
      break;
    case Kind::MINI:  // fp16 and the fp8s: widened through the table
      if (first)
        for (size_t e = 0; e < count; ++e) acc[e] = std::bit_cast<uint32_t>(widen_[src[e] & mask_]);
      else
        add_row_mini(acc, src, count, widen_, mask_);
      break;
  }
}

void Adder::finish(const uint32_t* acc, size_t count, uint32_t* out) const {
  switch (kind_) {
    case Kind::INT:
      for (size_t e = 0; e < count; ++e) out[e] = acc[e] & mask_;
      break;
    case Kind::FP32:
      for (size_t e = 0; e < count; ++e) out[e] = fp32_bits(std::bit_cast<float>(acc[e]));
      break;
    case Kind::BF16:
      for (size_t e = 0; e < count; ++e) out[e] = bf16_from_float(std::bit_cast<float>(acc[e]));
      break;
    case Kind::MINI: {
      const MiniFloat mini = *minifloat(dtype_);
      for (size_t e = 0; e < count; ++e) out[e] = float_to_mini(mini, std::bit_cast<float>(acc[e]));
      break;
    }
  }
}

void Adder::add_columns(std::span<const uint32_t* const> srcs, size_t count, uint32_t* out) const {
  if (srcs.empty()) throw std::invalid_argument("reduce_add: no values");
  // A block of elements at a time, its accumulators in cache, source by source.
  constexpr size_t kBlock = 1024;
  uint32_t acc[kBlock];
  for (size_t b0 = 0; b0 < count; b0 += kBlock) {
    const size_t m = std::min(kBlock, count - b0);
    for (size_t i = 0; i < srcs.size(); ++i) fold(acc, srcs[i] + b0, m, i == 0);
    finish(acc, m, out + b0);
  }
}

}  // namespace tpb
