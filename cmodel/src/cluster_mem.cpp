// Operand memories of the custom-op cluster (cluster_mem.hpp): a simple SBUF and a flat HBM.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

#include "tpb/cluster_mem.hpp"
#include "tpb/sbuf.hpp"

namespace tpb {

VectorSbuf::VectorSbuf(uint32_t partitions, uint32_t bytes_per_partition)
    : partitions_(partitions),
      bytes_per_partition_(bytes_per_partition),
      data_(static_cast<size_t>(partitions) * bytes_per_partition, 0) {}

bool VectorSbuf::read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const {
  if (!in_range(*this, row, offset, out.size())) return false;
  if (!out.empty()) std::memcpy(out.data(), data_.data() + uint64_t{row} * bytes_per_partition_ + offset, out.size());
  return true;
}

bool VectorSbuf::write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) {
  if (!in_range(*this, row, offset, in.size())) return false;
  if (!in.empty()) std::memcpy(data_.data() + uint64_t{row} * bytes_per_partition_ + offset, in.data(), in.size());
  return true;
}

// calloc: a large block comes from the system already zero (pages mapped on first write),
// where a vector would write every byte.
FlatHbm::FlatHbm(uint64_t size)
    : data_(static_cast<uint8_t*>(std::calloc(static_cast<size_t>(size) + 1, 1))), size_(size) {
  if (!data_) throw std::bad_alloc();
}
void FlatHbm::Free::operator()(uint8_t* p) const { std::free(p); }
FlatHbm::FlatHbm(const FlatHbm& o) : FlatHbm(o.size_) {
  if (size_ != 0) std::memcpy(data_.get(), o.data_.get(), static_cast<size_t>(size_));
}
FlatHbm& FlatHbm::operator=(const FlatHbm& o) {
  if (this != &o) *this = FlatHbm(o);
  return *this;
}

bool FlatHbm::read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const {
  if (!in_range(*this, row, offset, out.size())) return false;
  if (!out.empty()) std::memcpy(out.data(), data_.get() + offset, out.size());
  return true;
}

bool FlatHbm::write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) {
  if (!in_range(*this, row, offset, in.size())) return false;
  if (!in.empty()) std::memcpy(data_.get() + offset, in.data(), in.size());
  return true;
}

uint32_t SbufView::rows() const { return sbuf_.geometry().partitions; }
uint64_t SbufView::row_bytes() const { return sbuf_.geometry().bytes_per_partition; }

bool SbufView::read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const {
  if (!in_range(*this, row, offset, out.size())) return false;
  if (!out.empty()) sbuf_.read(row, static_cast<unsigned>(offset), out);
  return true;
}

bool SbufView::write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) {
  if (!in_range(*this, row, offset, in.size())) return false;
  if (!in.empty()) sbuf_.write(row, static_cast<unsigned>(offset), in);
  return true;
}

uint64_t memory_hash(const OperandMemory& m) {
  uint64_t h = 0xcbf29ce484222325ull;
  std::vector<uint8_t> buf(4096);
  for (uint32_t r = 0; r < m.rows(); ++r) {
    for (uint64_t off = 0; off < m.row_bytes(); off += buf.size()) {
      size_t n = static_cast<size_t>(std::min<uint64_t>(buf.size(), m.row_bytes() - off));
      m.read(r, off, std::span<uint8_t>(buf.data(), n));
      for (size_t i = 0; i < n; ++i) h = (h ^ buf[i]) * 0x100000001b3ull;
    }
  }
  return h;
}

}  // namespace tpb
