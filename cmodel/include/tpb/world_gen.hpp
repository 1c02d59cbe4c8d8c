// Seeded multi-rank programs for tpb::World (`tpb world gen`, docs/world.md "Generated
// programs"): one stream per rank and core, the module description they bind to, and the SBUF
// contents their collectives read, so that a generated world runs to the end with every word
// accepted. The same options give the same bytes on every host (SplitMix64, no std
// distributions), as `tpb gen`.
//
// The program is SPMD: every rank and core runs the same sequence of steps (each rank on its
// own data), which is what binding by per-core order needs (the k-th 0xD9 of every core is
// collective instance k, docs/world.md "Binding").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "tpb/sbuf.hpp"
#include "tpb/world.hpp"

namespace tpb {

/// What one step of a generated program does.
enum class WorldGenOp : uint8_t {
  ALL_REDUCE,
  ALL_GATHER,
  REDUCE_SCATTER,
  ALL_TO_ALL,
  SEND_RECV,
  BARRIER,
  ALL_REDUCE_2SRC,  // AllReduce of two sources per member: 0xD9 + 0xDA (docs/world.md "Two-source reductions")
};
inline constexpr std::array<WorldGenOp, 7> kWorldGenOps = {
    WorldGenOp::ALL_REDUCE, WorldGenOp::ALL_GATHER, WorldGenOp::REDUCE_SCATTER, WorldGenOp::ALL_TO_ALL,
    WorldGenOp::SEND_RECV,  WorldGenOp::BARRIER,    WorldGenOp::ALL_REDUCE_2SRC};
/// "allreduce", "allgather", "reducescatter", "alltoall", "sendrecv", "barrier", "allreduce2src".
const char* world_gen_op_name(WorldGenOp op);
std::optional<WorldGenOp> world_gen_op_from_name(std::string_view name);

struct WorldGenOptions {
  uint64_t seed = 1;
  unsigned ranks = 2;            // 1..4096
  unsigned cores = 2;            // 1: core 0 only (no barrier: it needs both cores); 2: both
  std::vector<WorldGenOp> mix;   // the steps drawn from; empty: every op the cores allow
  unsigned steps = 16;           // steps per core
  bool cycle = false;            // steps take the mix in turn instead of drawing (benchmarks)
  std::vector<uint8_t> dtypes;   // dtypes of the tiles (field-map codes); empty: fp32, bf16, i32
  unsigned tile_partitions = 4;  // partitions of a tile, at most
  unsigned tile_elems = 64;      // elements per partition of a tile, at most (rounded to the group size)
  bool fixed_size = false;       // every tile takes both maxima (benchmarks)
  SbufGeometry geometry = SbufGeometry::sim();
};

/// One step, the same on every rank and core. A tile is `partitions` consecutive partitions
/// from `partition`, each `elems` contiguous elements of `dtype` from byte `offset`.
struct WorldGenStep {
  WorldGenOp op = WorldGenOp::ALL_REDUCE;
  uint8_t dtype = 0;
  uint32_t set = 0;  // replica-group set (collectives, and the rings of send/recv)
  unsigned dim = 0;  // chunking of the group kinds
  uint32_t partition = 0, offset = 0, partitions = 0, elems = 0;
  uint32_t recv_offset = 0;  // SEND_RECV: the received tile's offset; ALL_REDUCE_2SRC: the 0xDA tile's (same shape)
  bool fresh = true;         // no earlier step's tile overlaps this step's tiles
};

struct WorldProgram {
  Module module;
  std::vector<std::array<std::vector<Word>, 2>> streams;       // [rank][core]
  std::vector<std::array<std::vector<uint8_t>, 2>> sbuf_init;  // [rank][core]: SBUF prefix, partition-major
  std::vector<WorldGenStep> steps;
  /// Per run over all ranks and cores: input bytes the reductions fold (AllReduce and
  /// ReduceScatter: members x tile bytes per group) and bytes the other steps deliver.
  uint64_t bytes_reduced = 0, bytes_moved = 0;
};

/// Throws std::invalid_argument for options no program can satisfy (0 ranks, a barrier with
/// one core, an empty mix, a tile larger than the SBUF, a dtype code the field map lacks).
WorldProgram generate_world(const WorldGenOptions& opt);

}  // namespace tpb
