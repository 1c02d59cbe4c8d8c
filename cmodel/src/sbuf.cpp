// One core's SBUF: see sbuf.hpp.
#include "tpb/sbuf.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "tpb/gen.hpp"  // SplitMix64
#include "tpb/isa_gen.hpp"

namespace tpb {

std::optional<SbufGeometry> sbuf_geometry_from_name(std::string_view name) {
  if (name == "real") return SbufGeometry::real();
  if (name == "sim") return SbufGeometry::sim();
  if (name == "fpga") return SbufGeometry::fpga();
  return std::nullopt;
}

std::string to_string(const SbufGeometry& g) {
  return std::to_string(g.partitions) + "x" + std::to_string(g.bytes_per_partition);
}

Sbuf::Sbuf(SbufGeometry g) : g_(g) {
  if (g.partitions == 0 || g.partitions > (1u << addr4::kPartitionBits))
    throw std::invalid_argument("SBUF partitions must be 1.." +
                                std::to_string(1u << addr4::kPartitionBits) + " (ADDR4 partition field)");
  if (g.bytes_per_partition == 0 || g.bytes_per_partition > (1u << addr4::kOffsetBits))
    throw std::invalid_argument("SBUF bytes per partition must be 1.." +
                                std::to_string(1u << addr4::kOffsetBits) + " (ADDR4 offset field)");
  mem_.assign(g.bytes(), 0);
}

void Sbuf::check_range(unsigned p, unsigned offset, size_t n) const {
  if (p >= g_.partitions || offset > g_.bytes_per_partition || n > g_.bytes_per_partition - offset)
    throw std::out_of_range("SBUF access outside a partition: p=" + std::to_string(p) +
                            " offset=" + std::to_string(offset) + " bytes=" + std::to_string(n));
}

std::span<uint8_t> Sbuf::partition(unsigned p) {
  check_range(p, 0, 0);
  return {mem_.data() + size_t{p} * g_.bytes_per_partition, g_.bytes_per_partition};
}

std::span<const uint8_t> Sbuf::partition(unsigned p) const {
  check_range(p, 0, 0);
  return {mem_.data() + size_t{p} * g_.bytes_per_partition, g_.bytes_per_partition};
}

uint8_t Sbuf::at(unsigned p, unsigned offset) const {
  check_range(p, offset, 1);
  return mem_[size_t{p} * g_.bytes_per_partition + offset];
}

void Sbuf::read(unsigned p, unsigned offset, std::span<uint8_t> out) const {
  check_range(p, offset, out.size());
  if (!out.empty()) std::memcpy(out.data(), mem_.data() + size_t{p} * g_.bytes_per_partition + offset, out.size());
}

void Sbuf::write(unsigned p, unsigned offset, std::span<const uint8_t> in) {
  check_range(p, offset, in.size());
  if (!in.empty()) std::memcpy(mem_.data() + size_t{p} * g_.bytes_per_partition + offset, in.data(), in.size());
}

void Sbuf::fill_seeded(uint64_t seed) {
  SplitMix64 r(seed);
  for (size_t i = 0; i < mem_.size(); i += 8) {
    uint64_t v = r.next();
    for (size_t k = 0; k < 8 && i + k < mem_.size(); ++k) mem_[i + k] = static_cast<uint8_t>(v >> (8 * k));
  }
}

void Sbuf::fill(uint8_t value) { std::fill(mem_.begin(), mem_.end(), value); }

uint64_t fnv1a64(std::span<const uint8_t> bytes, uint64_t h) {
  for (uint8_t b : bytes) {
    h ^= b;
    h *= 0x100000001B3ull;
  }
  return h;
}

uint64_t Sbuf::hash() const { return fnv1a64(mem_); }

}  // namespace tpb
