// Seeded multi-rank programs (world_gen.hpp, docs/world.md "Generated programs").
#include "tpb/world_gen.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "tpb/dtype.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"

namespace tpb {

namespace {
constexpr const char* kOpNames[] = {"allreduce", "allgather", "reducescatter", "alltoall",
                                    "sendrecv",  "barrier",   "allreduce2src"};

bool is_float_dtype(uint8_t dtype) {
  const std::string_view n = find_dtype(dtype)->name;
  return n == "fp32" || n == "bf16" || n == "fp16" || n == "fp8e4m3" || n == "fp8e5m2";
}

template <class T>
void shuffle(std::vector<T>& v, SplitMix64& rng) {  // Fisher-Yates on our own PRNG: the same on every host
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(i)]);
}

GroupKind group_kind_of(WorldGenOp op) {
  switch (op) {
    case WorldGenOp::ALL_REDUCE:
    case WorldGenOp::ALL_REDUCE_2SRC:
      return GroupKind::ALL_REDUCE;
    case WorldGenOp::REDUCE_SCATTER:
      return GroupKind::REDUCE_SCATTER;
    case WorldGenOp::ALL_GATHER:
      return GroupKind::ALL_GATHER;
    default:
      return GroupKind::ALL_TO_ALL;
  }
}

Addr8T2d tile_ap(uint32_t partition, uint32_t offset, uint32_t partitions, uint32_t elems) {
  Addr8T2d t;
  t.addr = addr4_sbuf(partition, offset);
  t.step0 = 1;
  t.num0 = static_cast<uint16_t>(partitions);
  t.step1 = 1;
  t.num1 = static_cast<uint16_t>(elems);
  return t;
}
}  // namespace

const char* world_gen_op_name(WorldGenOp op) { return kOpNames[static_cast<unsigned>(op)]; }

std::optional<WorldGenOp> world_gen_op_from_name(std::string_view name) {
  for (WorldGenOp op : kWorldGenOps)
    if (name == world_gen_op_name(op)) return op;
  return std::nullopt;
}

WorldProgram generate_world(const WorldGenOptions& opt) {
  const unsigned R = opt.ranks;
  const SbufGeometry& geo = opt.geometry;
  if (R == 0 || R > 4096) throw std::invalid_argument("world gen: ranks must be 1..4096");
  if (opt.cores != 1 && opt.cores != 2) throw std::invalid_argument("world gen: cores must be 1 or 2");
  std::vector<WorldGenOp> mix = opt.mix;
  if (mix.empty())
    for (WorldGenOp op : kWorldGenOps)
      if (op != WorldGenOp::BARRIER || opt.cores == 2) mix.push_back(op);
  if (opt.cores == 1 && std::count(mix.begin(), mix.end(), WorldGenOp::BARRIER))
    throw std::invalid_argument("world gen: a barrier (0xD8) needs both cores of a rank (cores 2)");
  std::vector<uint8_t> dtypes = opt.dtypes;
  if (dtypes.empty())
    for (const char* n : {"fp32", "bf16", "i32"}) dtypes.push_back(find_dtype(n)->code);
  for (uint8_t d : dtypes)
    if (!find_dtype(d))
      throw std::invalid_argument("world gen: dtype code " + std::to_string(d) + " is not in the field map");
  if (opt.tile_partitions == 0 || opt.tile_partitions > geo.partitions || opt.tile_elems == 0 ||
      opt.tile_elems > 0xFFFF)
    throw std::invalid_argument("world gen: a tile needs 1.." + std::to_string(geo.partitions) +
                                " partitions and 1..65535 elements per partition");

  SplitMix64 rng(opt.seed);
  WorldProgram prog;
  Module& m = prog.module;
  // Global ids: a seeded permutation, so that a rank's index and its id differ.
  std::vector<uint32_t> ids(R);
  for (unsigned r = 0; r < R; ++r) ids[r] = r;
  shuffle(ids, rng);
  m.global_ids = ids;
  // Replica-group sets: the whole world as one group, and the world split into 2 and 4 equal
  // groups where that leaves at least two members each; members in a seeded order.
  for (unsigned k : {1u, 2u, 4u}) {
    if (R % k || (k > 1 && R / k < 2)) continue;
    std::vector<uint32_t> order = ids;
    shuffle(order, rng);
    std::vector<std::vector<uint32_t>> set(k);
    for (unsigned i = 0; i < R; ++i) set[i / (R / k)].push_back(order[i]);
    m.replica_groups.push_back(std::move(set));
  }
  // The meaning of wire bytes 0x01..0x04: a seeded permutation written into the module, so
  // that a run exercises group_kinds and not only its default.
  std::vector<GroupKind> kinds(kDefaultGroupKinds.begin(), kDefaultGroupKinds.end());
  shuffle(kinds, rng);
  std::copy(kinds.begin(), kinds.end(), m.group_kinds.begin());

  // Tiles: a bump allocator over each partition's bytes, the last 4 bytes of partition 0
  // kept for the barrier semaphore; when a step does not fit, it starts again at 0 and no
  // later step is fresh.
  const uint32_t space = geo.bytes_per_partition - 4;
  uint32_t cur = 0;
  bool wrapped = false;
  auto alloc = [&](uint32_t bytes) {
    bytes = (bytes + 3) & ~3u;
    if (bytes > space)
      throw std::invalid_argument("world gen: a tile of " + std::to_string(bytes) +
                                  " bytes per partition does not fit the SBUF");
    if (cur + bytes > space) {
      cur = 0;
      wrapped = true;
    }
    const uint32_t at = cur;
    cur += bytes;
    return at;
  };
  auto draw = [&](unsigned max) { return opt.fixed_size ? max : 1 + static_cast<unsigned>(rng.below(max)); };
  for (unsigned s = 0; s < opt.steps; ++s) {
    WorldGenStep st;
    st.op = opt.cycle ? mix[s % mix.size()] : mix[rng.below(mix.size())];
    st.dtype = dtypes[rng.below(dtypes.size())];
    st.set = static_cast<uint32_t>(rng.below(m.replica_groups.size()));
    const unsigned n = static_cast<unsigned>(m.replica_groups[st.set][0].size());
    const unsigned eb = find_dtype(st.dtype)->bytes;
    st.partitions = draw(opt.tile_partitions);
    st.partition = static_cast<uint32_t>(rng.below(geo.partitions - st.partitions + 1));
    const bool chunked =
        st.op == WorldGenOp::ALL_GATHER || st.op == WorldGenOp::REDUCE_SCATTER || st.op == WorldGenOp::ALL_TO_ALL;
    if (chunked) {  // every partition row splits into n chunks, so both dims divide
      st.dim = static_cast<unsigned>(rng.below(2));
      st.elems = n * draw(std::max(1u, opt.tile_elems / n));
    } else {
      st.elems = draw(opt.tile_elems);
    }
    if (st.op == WorldGenOp::BARRIER) {
      st.partition = 0;
      st.partitions = 1;
      st.elems = 1;
      st.dtype = find_dtype("u32")->code;
      st.offset = space;
    } else if (st.op == WorldGenOp::SEND_RECV || st.op == WorldGenOp::ALL_REDUCE_2SRC) {  // two tiles
      st.offset = alloc(2 * ((st.elems * eb + 3) & ~3u));
      st.recv_offset = st.offset + ((st.elems * eb + 3) & ~3u);
    } else {
      st.offset = alloc(st.elems * eb);
    }
    st.fresh = !wrapped;
    const uint64_t tile_bytes = uint64_t{st.partitions} * st.elems * eb * R * opt.cores;
    if (st.op == WorldGenOp::ALL_REDUCE || st.op == WorldGenOp::REDUCE_SCATTER)
      prog.bytes_reduced += tile_bytes;
    else if (st.op == WorldGenOp::ALL_REDUCE_2SRC)
      prog.bytes_reduced += 2 * tile_bytes;
    else if (st.op != WorldGenOp::BARRIER)
      prog.bytes_moved += tile_bytes;
    if (st.op == WorldGenOp::SEND_RECV) {  // a ring inside every group of the step's set
      std::vector<RankPair> ring;
      for (const auto& g : m.replica_groups[st.set])
        for (size_t i = 0; i < g.size(); ++i) ring.emplace_back(g[i], g[(i + 1) % g.size()]);
      m.send_recv.push_back(SendRecvInstance{true, ring});
      m.send_recv.push_back(SendRecvInstance{false, ring});
      TensorBinding t;
      t.id = 1 + m.tensors.size();
      t.partition = st.partition;
      t.offset = st.offset;
      t.partitions = static_cast<uint16_t>(st.partitions);
      t.dtype = st.dtype;
      m.tensors.push_back(t);
    } else if (st.op != WorldGenOp::BARRIER) {
      CollectiveInstance c;
      c.replica_groups = st.set;
      c.dim = st.dim;
      m.collectives.push_back(c);
    }
    prog.steps.push_back(st);
  }

  // The words: the rank-id registers, then every step; the same on every rank and core.
  std::vector<Word> words;
  GetGlobalRankId gg;
  gg.valid_flag = 1;
  gg.reg_id = 3;
  words.push_back(encode(gg));
  GetCurProcessingRankId gc;
  gc.group_id = 0;
  gc.reg_id = 4;
  words.push_back(encode(gc));
  uint32_t tensor = 0, barrier_index = 0;
  for (const WorldGenStep& st : prog.steps) {
    switch (st.op) {
      case WorldGenOp::SEND_RECV: {
        CollectiveSendRecv sr;
        sr.tensor_id = ++tensor;
        sr.num_elements_per_partition = st.elems;
        words.push_back(encode(sr));                  // send (instance 2j)
        sr.tensor_base = st.recv_offset - st.offset;  // recv (instance 2j + 1), the next slot of the binding
        words.push_back(encode(sr));
        break;
      }
      case WorldGenOp::BARRIER: {
        CoreBarrier b;
        b.barrier_id = 1;
        b.barrier_index = barrier_index++;
        b.sema.addr = addr4_sbuf(0, st.offset);
        b.sema.num0 = b.sema.num1 = b.sema.num2 = b.sema.num3 = 1;
        words.push_back(encode(b));
        break;
      }
      default: {
        CollectiveCompute cc;
        const GroupKind gk = group_kind_of(st.op);
        const auto at = std::find(m.group_kinds.begin(), m.group_kinds.end(), gk) - m.group_kinds.begin();
        cc.collective_kind = static_cast<uint8_t>(0x01 + at);
        cc.alu_op = (gk == GroupKind::ALL_REDUCE || gk == GroupKind::REDUCE_SCATTER) ? 4 : 0;
        cc.dtype = st.dtype;
        cc.src = tile_ap(st.partition, st.offset, st.partitions, st.elems);
        words.push_back(encode(cc));
        if (st.op == WorldGenOp::ALL_REDUCE_2SRC) {  // the second source, the same trio
          CollectiveComputeSecondary c2;
          c2.collective_kind = cc.collective_kind;
          c2.alu_op = cc.alu_op;
          c2.dtype = cc.dtype;
          c2.src = tile_ap(st.partition, st.recv_offset, st.partitions, st.elems);
          words.push_back(encode(c2));
        }
        break;
      }
    }
  }

  // SBUF contents: whole partitions up to the last one a tile uses; every tile seeded. Float
  // tiles hold small multiples of 1/4 (exact in every float dtype), integers random bits.
  uint32_t last_partition = 0;
  for (const WorldGenStep& st : prog.steps) last_partition = std::max(last_partition, st.partition + st.partitions - 1);
  const size_t image = size_t{last_partition + 1} * geo.bytes_per_partition;
  prog.streams.resize(R);
  prog.sbuf_init.resize(R);
  for (unsigned r = 0; r < R; ++r)
    for (unsigned c = 0; c < opt.cores; ++c) {
      prog.streams[r][c] = words;
      std::vector<uint8_t>& img = prog.sbuf_init[r][c];
      img.assign(image, 0);
      for (const WorldGenStep& st : prog.steps) {
        const unsigned eb = find_dtype(st.dtype)->bytes;
        const bool fl = is_float_dtype(st.dtype);
        std::array<uint32_t, 17> quarters{};  // -2, -1.75, ..., 2 in the dtype
        if (fl)
          for (int q = 0; q < 17; ++q) quarters[q] = float_to_bits(st.dtype, static_cast<float>(q - 8) / 4);
        for (uint32_t p = 0; p < st.partitions; ++p)
          for (uint32_t e = 0; e < st.elems * (st.recv_offset ? 2 : 1); ++e) {
            const uint32_t off = e < st.elems ? st.offset + e * eb : st.recv_offset + (e - st.elems) * eb;
            const uint32_t v = fl ? quarters[rng.below(17)] : static_cast<uint32_t>(rng.next());
            for (unsigned b = 0; b < eb; ++b)
              img[size_t{st.partition + p} * geo.bytes_per_partition + off + b] = static_cast<uint8_t>(v >> (8 * b));
          }
      }
    }
  return prog;
}

}  // namespace tpb
