// Helpers shared by the cluster tests (test_cluster*.cpp).
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/gen.hpp"

namespace tpb::test {

/// The model's SplitMix64 (tpb/gen.hpp): the same seed gives the same values everywhere.
using Rng = SplitMix64;

/// SBUF, HBM and a cluster over them, plus a registry of every built-in.
struct Bench {
  VectorSbuf sbuf;
  FlatHbm hbm;
  Cluster cluster;
  FunctionRegistry reg;
  explicit Bench(uint32_t partitions = 16, uint32_t bytes_per_partition = 4096, uint64_t hbm_bytes = 1 << 20,
                 ClusterConfig cfg = {})
      : sbuf(partitions, bytes_per_partition), hbm(hbm_bytes), cluster(sbuf, hbm, cfg) {
    for (const KernelDef& k : builtin_kernels()) reg.add(k.lib, k.function);
  }
  uint8_t id(const char* function) const { return *reg.id_of(kBuiltinLib, function); }

  std::vector<Word> chain(uint8_t fn, const T4dCo& out, std::vector<T4dCo> ins) const {
    CustomOpChain c;
    c.function_id = fn;
    c.output = out;
    c.inputs = std::move(ins);
    return encode_chain(c);
  }
  Completion run(const std::vector<Word>& words, RunOptions o = {}) { return cluster.run_chain(words, reg, o); }

  /// Hash of everything a refused op must leave alone: SBUF, HBM and the scratch.
  uint64_t state_hash() const {
    std::vector<uint8_t> s(xtensa::kScratchBytes);
    cluster_read_scratch(s);
    uint64_t h = memory_hash(sbuf) * 31 + memory_hash(hbm);
    for (uint8_t b : s) h = (h ^ b) * 0x100000001b3ull;
    return h;
  }
  void cluster_read_scratch(std::vector<uint8_t>& s) const {
    cluster.read_scratch(xtensa::kScratchBase, s);
  }

  // Fill n elements of partition p of the SBUF from byte offset `off`.
  template <class T>
  void put_sbuf(uint32_t p, uint32_t off, const std::vector<T>& v) {
    sbuf.write(p, off, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T)));
  }
  template <class T>
  std::vector<T> get_sbuf(uint32_t p, uint32_t off, size_t n) const {
    std::vector<T> v(n);
    sbuf.read(p, off, std::span<uint8_t>(reinterpret_cast<uint8_t*>(v.data()), n * sizeof(T)));
    return v;
  }
  template <class T>
  void put_hbm(uint64_t addr, const std::vector<T>& v) {
    hbm.write(0, addr, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T)));
  }
  template <class T>
  std::vector<T> get_hbm(uint64_t addr, size_t n) const {
    std::vector<T> v(n);
    hbm.read(0, addr, std::span<uint8_t>(reinterpret_cast<uint8_t*>(v.data()), n * sizeof(T)));
    return v;
  }
};

}  // namespace tpb::test
