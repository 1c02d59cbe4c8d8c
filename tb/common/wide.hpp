// Verilator signals <-> the model's bytes. A port up to 64 bits is a C integer, a wider one a
// VlWide<N> of N little-endian 32-bit words; every conversion here is little-endian, byte 0
// in bits [7:0], as the RTL packs bundles (docs/fieldmap.md).
#pragma once

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <verilated.h>

#include "tpb/isa.hpp"

namespace tpb::tb {

/// A value that does not fit the port it is meant for (monitors.hpp from_port, drive below).
struct PortRangeError : std::range_error {
  using std::range_error::range_error;
};

/// Drive input port `port` with `v`. A value that does not fit the port's Verilated type throws
/// PortRangeError instead of losing its high bits (tb/ compiles with -Wconversion, which refuses
/// the implicit cut; tb/CMakeLists.txt).
template <class P, class V>
void drive(P& port, V v) {
  static_assert(std::is_integral_v<P> && std::is_integral_v<V>, "drive: an integer port (wide ports: put_bytes)");
  if constexpr (std::is_same_v<V, bool>) {
    port = static_cast<P>(v ? 1 : 0);
  } else {
    if (std::cmp_less(v, 0) || std::cmp_greater(v, std::numeric_limits<P>::max()))
      throw PortRangeError("drive: value " + std::to_string(v) + " does not fit a " +
                           std::to_string(std::numeric_limits<P>::digits) + "-bit port");
    port = static_cast<P>(v);
  }
}

/// Byte k of a signal.
template <class T>
uint8_t byte_of(const T& v, size_t k) {
  if constexpr (std::is_integral_v<T>)
    return k < sizeof(T) ? static_cast<uint8_t>(static_cast<uint64_t>(v) >> (8 * k)) : 0;
  else
    return static_cast<uint8_t>(v[k / 4] >> (8 * (k % 4)));
}

/// The first n bytes of a signal.
template <class T>
std::vector<uint8_t> bytes_of(const T& v, size_t n) {
  std::vector<uint8_t> out(n);
  for (size_t i = 0; i < n; ++i) out[i] = byte_of(v, i);
  return out;
}

/// The low 64 bits of a signal.
template <class T>
uint64_t u64_of(const T& v) {
  if constexpr (std::is_integral_v<T>)
    return static_cast<uint64_t>(v);
  else
    return static_cast<uint64_t>(v[0]) | (static_cast<uint64_t>(v[1]) << 32);
}

/// Bytes into the 32-bit words of a wide input, from word `first_word` on.
template <std::size_t N>
void put_bytes(VlWide<N>& out, std::span<const uint8_t> in, size_t first_word = 0) {
  for (size_t k = 0; 4 * k < in.size(); ++k) {
    uint32_t v = 0;
    for (size_t b = 0; b < 4 && 4 * k + b < in.size(); ++b) v |= static_cast<uint32_t>(in[4 * k + b]) << (8 * b);
    out[first_word + k] = v;
  }
}

inline void word_to_wide(const Word& w, VlWide<16>& out) { put_bytes(out, std::span<const uint8_t>(w)); }

inline Word wide_to_word(const VlWide<16>& v) {
  Word w{};
  for (unsigned k = 0; k < kBundleBytes; ++k) w[k] = byte_of(v, k);
  return w;
}

inline bool wide_equals(const VlWide<16>& v, const Word& w) {
  for (unsigned k = 0; k < kBundleBytes; ++k)
    if (byte_of(v, k) != w[k]) return false;
  return true;
}

/// A sticky error vector (one bit per error code, as tpb::ErrorStatus keeps them).
using Sticky = std::bitset<256>;
template <class T>
Sticky sticky_bits(const T& v) {
  static_assert(std::is_integral_v<T>);
  Sticky b;
  for (unsigned i = 0; i < 8 * sizeof(T); ++i) b[i] = (v >> i) & 1;
  return b;
}
template <std::size_t N>
Sticky sticky_bits(const VlWide<N>& v) {
  Sticky b;
  for (unsigned i = 0; i < 32 * N && i < b.size(); ++i) b[i] = (v[i / 32] >> (i % 32)) & 1;
  return b;
}

/// Field i of the record port's flat field vector (kMaxFields x 64 bits).
template <std::size_t N>
uint64_t field_at(const VlWide<N>& f, unsigned i) {
  return static_cast<uint64_t>(f[2 * i]) | (static_cast<uint64_t>(f[2 * i + 1]) << 32);
}

}  // namespace tpb::tb
