// One core's SBUF (State Buffer): Partitions x BytesPerPartition bytes, addressed by a
// (partition, byte offset) pair (S004 region D). The model twin of rtl/mover/tpb_sbuf.sv,
// without the RTL's ports and banking: the model keeps the bytes partition-major.
//
// Documented geometry sets (docs/mover.md, PROJECT):
//   real  128 x 196608 (192 KiB per partition, resembling the real part; the model default)
//   sim   128 x 4096   (RTL lockstep)
//   fpga   16 x 1024   (fits an ECP5's block RAM)
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tpb {

struct SbufGeometry {
  unsigned partitions = 128;
  unsigned bytes_per_partition = 196608;

  static constexpr SbufGeometry real() { return {128, 196608}; }
  static constexpr SbufGeometry sim() { return {128, 4096}; }
  static constexpr SbufGeometry fpga() { return {16, 1024}; }

  uint64_t bytes() const { return uint64_t{partitions} * bytes_per_partition; }
  bool operator==(const SbufGeometry&) const = default;
};

/// "real", "sim" or "fpga"; nullopt otherwise.
std::optional<SbufGeometry> sbuf_geometry_from_name(std::string_view name);
/// "128x4096" style text.
std::string to_string(const SbufGeometry& g);

class Sbuf {
 public:
  /// Throws std::invalid_argument when the geometry does not fit the ADDR4 SBUF fields
  /// (partitions 1..256, bytes per partition 1..2^18) .
  explicit Sbuf(SbufGeometry g = SbufGeometry::real());

  const SbufGeometry& geometry() const { return g_; }

  /// Bytes of one partition (bounds-checked: std::out_of_range).
  std::span<uint8_t> partition(unsigned p);
  std::span<const uint8_t> partition(unsigned p) const;
  uint8_t at(unsigned p, unsigned offset) const;

  /// Copy out / in `n` bytes at (p, offset); the range must lie inside one partition
  /// (std::out_of_range otherwise). The mover checks ranges before it calls these.
  void read(unsigned p, unsigned offset, std::span<uint8_t> out) const;
  void write(unsigned p, unsigned offset, std::span<const uint8_t> in);

  /// Seeded contents (SplitMix64, partition-major): the same seed gives the same bytes.
  void fill_seeded(uint64_t seed);
  void fill(uint8_t value);

  /// FNV-1a 64 over every byte, partition-major (the "untouched" check).
  uint64_t hash() const;
  std::span<const uint8_t> bytes() const { return mem_; }
  std::span<uint8_t> bytes() { return mem_; }

 private:
  void check_range(unsigned p, unsigned offset, size_t n) const;
  SbufGeometry g_;
  std::vector<uint8_t> mem_;
};

/// FNV-1a 64 over a byte span, continuing from `h`.
uint64_t fnv1a64(std::span<const uint8_t> bytes, uint64_t h = 0xCBF29CE484222325ull);

}  // namespace tpb
