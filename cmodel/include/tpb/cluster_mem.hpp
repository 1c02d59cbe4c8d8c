// Operand memories of the Xtensa custom-op cluster: where a custom op's tensors live.
//
// A custom-op operand is located in SBUF or HBM (S002 §3.2, S004 "The Bridge"). The cluster
// reaches both through one minimal interface, OperandMemory: a memory is a number of rows
// of equal byte length, read and written by (row, byte offset).
//   SBUF: rows = partitions, row bytes = bytes per partition (S004 region D: an SBUF address
//         is a (partition, byte offset) pair).
//   HBM:  one row of `size` bytes, addressed by byte address.
// Another block's SBUF (the SB2SB mover's) plugs in with a thin adapter that implements
// these four functions.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace tpb {

class Sbuf;  // sbuf.hpp: the mover's SBUF model

class OperandMemory {
 public:
  virtual ~OperandMemory() = default;
  virtual uint32_t rows() const = 0;       // SBUF: partitions; HBM: 1
  virtual uint64_t row_bytes() const = 0;  // SBUF: bytes per partition; HBM: size
  /// Copy out.size() bytes from [offset, offset + out.size()) of `row`. Returns false and
  /// touches nothing when the range leaves the row or the row does not exist.
  virtual bool read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const = 0;
  /// Copy `in` to [offset, offset + in.size()) of `row`; false and nothing written when out of range.
  virtual bool write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) = 0;
};

/// True when [offset, offset + bytes) lies in `row` of `m`.
inline bool in_range(const OperandMemory& m, uint32_t row, uint64_t offset, uint64_t bytes) {
  return row < m.rows() && offset <= m.row_bytes() && bytes <= m.row_bytes() - offset;
}

/// A simple SBUF: Partitions x BytesPerPartition bytes, zero at construction.
class VectorSbuf final : public OperandMemory {
 public:
  VectorSbuf(uint32_t partitions, uint32_t bytes_per_partition);
  uint32_t rows() const override { return partitions_; }
  uint64_t row_bytes() const override { return bytes_per_partition_; }
  bool read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const override;
  bool write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) override;
  /// The whole memory, partition-major (partition 0's bytes first).
  std::span<uint8_t> bytes() { return data_; }
  std::span<const uint8_t> bytes() const { return data_; }

 private:
  uint32_t partitions_;
  uint32_t bytes_per_partition_;
  std::vector<uint8_t> data_;
};

/// A flat HBM of `size` bytes, zero at construction (byte addresses 0 .. size-1).
/// Zeroed on construction without touching the memory: the pages are the system's zero pages
/// until written, so a large HBM costs only the bytes a program writes (a World of many ranks
/// with 64 MiB each).
class FlatHbm final : public OperandMemory {
 public:
  explicit FlatHbm(uint64_t size);
  FlatHbm(const FlatHbm& o);  // a copy of every byte
  FlatHbm& operator=(const FlatHbm& o);
  FlatHbm(FlatHbm&&) noexcept = default;
  FlatHbm& operator=(FlatHbm&&) noexcept = default;
  uint32_t rows() const override { return 1; }
  uint64_t row_bytes() const override { return size_; }
  bool read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const override;
  bool write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) override;
  std::span<uint8_t> bytes() { return {data_.get(), static_cast<size_t>(size_)}; }
  std::span<const uint8_t> bytes() const { return {data_.get(), static_cast<size_t>(size_)}; }

 private:
  struct Free {
    void operator()(uint8_t* p) const;
  };
  std::unique_ptr<uint8_t[], Free> data_;
  uint64_t size_ = 0;
};

/// The mover's SBUF model (tpb::Sbuf) seen as an operand memory, so the cluster and the
/// SB2SB mover work on the same bytes (the system lockstep does this). Not owning.
class SbufView final : public OperandMemory {
 public:
  explicit SbufView(Sbuf& sbuf) : sbuf_(sbuf) {}
  uint32_t rows() const override;
  uint64_t row_bytes() const override;
  bool read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const override;
  bool write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) override;

 private:
  Sbuf& sbuf_;
};

/// FNV-1a 64 over every byte of a memory, row by row, read through the interface (so it
/// works on any adapter). Tests compare it before and after a refused custom op.
uint64_t memory_hash(const OperandMemory& m);

}  // namespace tpb
