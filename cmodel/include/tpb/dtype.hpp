// Dtype arithmetic: the field map's dtypes as values. Integers wrap; floats convert exactly
// to fp32 and round back to nearest even (docs/world.md "Reduction"). Shared by the World's
// collectives, tpb world gen's expected values and any kernel that adds, so that they agree
// bit for bit.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace tpb {

/// Bytes of one element of a field-map dtype (0 for a code the field map lacks).
unsigned dtype_bytes(uint8_t dtype);
/// The dtype is an integer (signed i*, unsigned u*), a signed integer, or fp32.
bool dtype_is_int(uint8_t dtype);
bool dtype_is_signed_int(uint8_t dtype);
bool dtype_is_fp32(uint8_t dtype);

/// The reduce arithmetic of a collective on one element (docs/world.md "Reduction"): values
/// are the dtype's raw little-endian bits. Integers wrap; fp32 adds in IEEE binary32,
/// round-to-nearest-even, left to right; bf16/fp16/fp8 convert exactly to fp32, add there
/// left to right, and round once to the dtype (RNE). A NaN result is the dtype's canonical NaN.
uint32_t reduce_add(uint8_t dtype, std::span<const uint32_t> values);
/// reduce_add with the dtype resolved once (a collective adds many elements of one dtype).
class Adder {
 public:
  explicit Adder(uint8_t dtype);  // std::invalid_argument for a dtype the field map lacks
  /// The reference: one element, its values in order.
  uint32_t add(std::span<const uint32_t> values) const;
  /// Column sums: out[e] = add({srcs[0][e], srcs[1][e], ...}) for every e < count, the same bits
  /// as add() element by element (tests/unit/test_world_adder.cpp holds them equal), in loops
  /// per dtype that run over whole rows (a collective's reduction). srcs must not be empty; out
  /// may be one of the sources.
  void add_columns(std::span<const uint32_t* const> srcs, size_t count, uint32_t* out) const;
  /// add_columns for sources that come one after the other (a reduction reading member by
  /// member, each member's run in one piece): fold every source into `acc` in order (first =
  /// true for source 0), then finish: out gets add_columns' bits. acc holds count 32-bit
  /// accumulators (binary32 bit patterns for the float dtypes); out may be acc.
  void fold(uint32_t* acc, const uint32_t* src, size_t count, bool first) const;
  void finish(const uint32_t* acc, size_t count, uint32_t* out) const;

 private:
  enum class Kind : uint8_t { INT, FP32, BF16, MINI };
  uint8_t dtype_;
  Kind kind_ = Kind::INT;
  uint32_t mask_ = 0;
  // MINI: the exact fp32 value of every bit pattern (fp16: 2^16), one table per dtype for the
  // process (built at its first use), so an Adder costs nothing to make
  const float* widen_ = nullptr;
};
/// fp32 value of a bf16/fp16/fp8e4m3/fp8e5m2/fp32 bit pattern (exact).
float float_from_bits(uint8_t dtype, uint32_t bits);
/// The dtype's bits nearest to x (RNE; overflow: the signed infinity, or the canonical NaN for
/// fp8e4m3, which has no infinity). A NaN, of either sign and any payload, gives the dtype's
/// canonical quiet NaN (fp32 0x7FC00000, bf16 0x7FC0, fp16 0x7E00, e5m2 0x7E, e4m3 0x7F).
uint32_t float_to_bits(uint8_t dtype, float x);

}  // namespace tpb
