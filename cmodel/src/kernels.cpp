// Built-in custom-op kernels: bitonic SORT and TOPK (the seeds' canonical occupants of the
// custom-op chain, S002 §6, S004 "compute_on_cpu(t) // bitonic sort/merge"), and IOTA, a
// kernel with no inputs for the N = 0 edge. Each runs per partition along the free
// dimensions, on the operands staged in the CPU's private window (cluster.hpp).
//
// The network is H. W. Lang's bitonic sorter for arbitrary n (no padding): sort the halves
// in opposite directions, then merge by comparing element i with i + m, m the greatest power
// of two below n. Elements are compared through an order-preserving unsigned key, so one
// network serves every dtype: unsigned as is, signed with the sign bit flipped, IEEE floats
// (fp16, bf16, fp32) by total order (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN).
// The key is a bijection on the bits, so the sorted output is unique bit for bit.
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "tpb/cluster.hpp"

namespace tpb {

namespace {

enum class Kind { UNSIGNED, SIGNED, FLOAT };

template <class U, Kind K>
constexpr U key(U b) {
  constexpr U sign = static_cast<U>(U{1} << (8 * sizeof(U) - 1));
  if constexpr (K == Kind::UNSIGNED) return b;
  if constexpr (K == Kind::SIGNED) return static_cast<U>(b ^ sign);
  return (b & sign) ? static_cast<U>(~b) : static_cast<U>(b | sign);
}

template <class U, Kind K>
void compare_exchange(U& x, U& y, bool up) {
  if ((key<U, K>(x) > key<U, K>(y)) == up) std::swap(x, y);
}

size_t greatest_pow2_below(size_t n) {  // n >= 2
  size_t m = 1;
  while ((m << 1) < n) m <<= 1;
  return m;
}

template <class U, Kind K>
void bitonic_merge(U* a, size_t n, bool up) {
  if (n <= 1) return;
  size_t m = greatest_pow2_below(n);
  for (size_t i = 0; i + m < n; ++i) compare_exchange<U, K>(a[i], a[i + m], up);
  bitonic_merge<U, K>(a, m, up);
  bitonic_merge<U, K>(a + m, n - m, up);
}

template <class U, Kind K>
void bitonic_sort(U* a, size_t n, bool up) {
  if (n <= 1) return;
  size_t m = n / 2;
  bitonic_sort<U, K>(a, m, !up);
  bitonic_sort<U, K>(a + m, n - m, up);
  bitonic_merge<U, K>(a, n, up);
}

template <class U>
std::vector<U> load_row(const KernelTensor& t, uint32_t p) {
  std::vector<U> v(t.elems());
  for (uint64_t i = 0; i < t.elems(); ++i) v[i] = t.get<U>(p, i);
  return v;
}

// SORT (Ascending): each partition's elements ascending; output shape == input shape.
// TOPK (descending): k = output elements per partition; the k largest, largest first.
// Both sort the whole row and write the output's first elements of it.
template <class U, Kind K, bool Ascending>
bool run_sorted(const KernelArgs& a) {
  const KernelTensor& in = a.inputs[0];
  for (uint32_t p = 0; p < in.partitions(); ++p) {
    std::vector<U> v = load_row<U>(in, p);
    bitonic_sort<U, K>(v.data(), v.size(), Ascending);
    for (uint64_t i = 0; i < a.output.elems(); ++i) a.output.set<U>(p, i, v[i]);
  }
  return true;
}

// IOTA: no inputs; output[p][i] = i (integers wrap modulo 2^bits).
template <class T>
bool run_iota(const KernelArgs& a) {
  for (uint32_t p = 0; p < a.output.partitions(); ++p)
    for (uint64_t i = 0; i < a.output.elems(); ++i) a.output.set<T>(p, i, static_cast<T>(i));
  return true;
}

bool same_shape(std::span<const OperandShape> in, OperandShape out) {
  return in.size() == 1 && in[0].partitions == out.partitions && in[0].elems == out.elems;
}

bool topk_shape(std::span<const OperandShape> in, OperandShape out) {
  return in.size() == 1 && in[0].partitions == out.partitions && out.elems >= 1 && out.elems <= in[0].elems;
}

template <class U, Kind K>
void add_sort_topk(std::vector<KernelDef>& v, const char* dt) {
  v.push_back({kBuiltinLib, std::string("sort_") + dt, dt, 1, same_shape, run_sorted<U, K, true>});
  v.push_back({kBuiltinLib, std::string("topk_") + dt, dt, 1, topk_shape, run_sorted<U, K, false>});
}

template <class T>
void add_iota(std::vector<KernelDef>& v, const char* dt) {
  v.push_back({kBuiltinLib, std::string("iota_") + dt, dt, 0, {}, run_iota<T>});
}

std::vector<KernelDef> make_builtins() {
  std::vector<KernelDef> v;
  add_sort_topk<uint8_t, Kind::UNSIGNED>(v, "u8");
  add_sort_topk<uint8_t, Kind::SIGNED>(v, "i8");
  add_sort_topk<uint16_t, Kind::UNSIGNED>(v, "u16");
  add_sort_topk<uint16_t, Kind::SIGNED>(v, "i16");
  add_sort_topk<uint32_t, Kind::UNSIGNED>(v, "u32");
  add_sort_topk<uint32_t, Kind::SIGNED>(v, "i32");
  add_sort_topk<uint16_t, Kind::FLOAT>(v, "fp16");
  add_sort_topk<uint16_t, Kind::FLOAT>(v, "bf16");
  add_sort_topk<uint32_t, Kind::FLOAT>(v, "fp32");
  add_iota<uint8_t>(v, "u8");
  add_iota<int8_t>(v, "i8");
  add_iota<uint16_t>(v, "u16");
  add_iota<int16_t>(v, "i16");
  add_iota<uint32_t>(v, "u32");
  add_iota<int32_t>(v, "i32");
  add_iota<float>(v, "fp32");
  return v;
}

}  // namespace

const std::vector<KernelDef>& builtin_kernels() {
  static const std::vector<KernelDef> k = make_builtins();
  return k;
}

FunctionRegistry builtin_registry() {
  FunctionRegistry reg;
  for (const KernelDef& k : builtin_kernels())
    if (reg.add(k.lib, k.function) != Err::OK) throw std::logic_error("builtin registry: " + k.function);
  return reg;
}

}  // namespace tpb
