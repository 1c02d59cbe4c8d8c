// tpb::World, 0xCB CollectiveSendRecv: regions of the module's tensor bindings, sent and received
// through per-core channels in order.

#include "world_impl.hpp"

namespace tpb {

// ---- 0xCB
/// A 0xCB's region on rank r: its binding, tensor_base and element count, checked to lie in
/// the core's SBUF or the rank's HBM (AP_RANGE otherwise, from the extremes, no overflow).
std::optional<Region> World::Impl::region(unsigned r, const CollectiveSendRecv& s, WorldErr* err, std::string* detail) {
  const auto it = std::find_if(module.tensors.begin(), module.tensors.end(),
                               [&](const TensorBinding& t) { return t.id == s.tensor_id; });
  if (it == module.tensors.end()) {
    *err = WorldErr::UNKNOWN_TENSOR;
    *detail = "tensor_id " + std::to_string(s.tensor_id) + " has no binding in the module";
    return std::nullopt;
  }
  Region g{it->partition, it->partition_step, it->partitions, 0, s.num_elements_per_partition,
           dtype_bytes(it->dtype), it->dtype, it->hbm};
  // A row's bytes must fit from its start: `limit` is the SBUF partition's or the HBM's size.
  const uint64_t limit = g.hbm ? hbm(r).bytes().size() : geo().bytes_per_partition;
  bool in = it->offset <= limit && s.tensor_base <= limit - it->offset;
  if (in) {
    g.offset = it->offset + s.tensor_base;
    in = g.elems <= (limit - g.offset) / g.eb;
  }
  if (in && !g.hbm) {
    const int64_t plast = int64_t{g.partition} + int64_t{g.partition_step} * (int64_t{g.partitions} - 1);
    in = g.partition < geo().partitions && plast >= 0 && plast < geo().partitions;
  }
  if (in && g.hbm && g.partitions > 1) {
    // Rows partition_step rows apart: two rows in range are at most limit bytes apart, which
    // also keeps the products below in 64 bits (HBM sizes below 2^47).
    const uint64_t stride = static_cast<uint64_t>(std::abs(int64_t{g.partition_step})) * g.row_bytes();
    in = g.row_bytes() == 0 || stride <= limit;
    if (in) {
      const int64_t rows = int64_t{g.partitions} - 1;
      const int64_t last =
          static_cast<int64_t>(g.offset) + int64_t{g.partition_step} * static_cast<int64_t>(g.row_bytes()) * rows;
      in = last >= 0 && static_cast<uint64_t>(last) + g.row_bytes() <= limit;
    }
  }
  if (!in) {
    *err = WorldErr::AP_RANGE;
    *detail = "tensor_id " + std::to_string(s.tensor_id) + " with tensor_base " + std::to_string(s.tensor_base) +
              " and " + std::to_string(g.elems) + " elements per partition reaches outside the " +
              (g.hbm ? "HBM" : "SBUF");
    return std::nullopt;
  }
  return g;
}

void World::Impl::send_recv(unsigned r, unsigned c, uint32_t index, const Word& w) {
  const CollectiveSendRecv s = decode_as<CollectiveSendRecv>(w).value;
  const uint32_t k = cores[r][c].send_recvs++;
  auto refuse = [&](WorldErr e, const std::string& d) { retire(r, c, index, w[kHdrOpcodeOff], e, d); };
  if (k >= module.send_recv.size())
    return refuse(WorldErr::NO_INSTANCE, "0xCB number " + std::to_string(k) + " of this core: the module has " +
                                             std::to_string(module.send_recv.size()) + " send_recv instances");
  const SendRecvInstance& inst = module.send_recv[k];
  std::optional<uint32_t> peer;
  for (const RankPair& p : inst.pairs)
    if ((inst.send ? p.first : p.second) == gid(r)) peer = inst.send ? p.second : p.first;
  if (!peer)
    return refuse(inst.send ? WorldErr::UNPAIRED_SEND : WorldErr::UNPAIRED_RECV,
                  "instance " + std::to_string(k) + ": global id " + std::to_string(gid(r)) + " is the " +
                      (inst.send ? "source" : "target") + " of no pair");
  WorldErr err = WorldErr::OK;
  std::string detail;
  const std::optional<Region> g = region(r, s, &err, &detail);
  if (!g) return refuse(err, detail);
  if (inst.send) {
    Message m{g->dtype, g->partitions, g->elems, {}, r, index};
    const std::span<const uint8_t> src = region_mem(r, c, *g);
    const size_t rb = g->row_bytes();
    const std::tuple<unsigned, uint32_t, uint32_t> key{c, gid(r), *peer};
    const std::string what = "send instance " + std::to_string(k) + ": " + std::to_string(g->partitions) + " x " +
                             std::to_string(g->elems) + " " + find_dtype(g->dtype)->name + " to global id " +
                             std::to_string(*peer);
    // The receive already waits (on another rank, nothing queued before this send): the rows
    // go straight from this region to its region, without a copy in between.
    const std::optional<unsigned> to = rank_of(*peer);
    if (to && *to != r && cores[*to][c].pending.kind == WaitKind::RECV && cores[*to][c].pending.channel == key &&
        channels[key].empty()) {
      retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK, what);
      const int64_t pitch = g->partitions > 1 ? static_cast<int64_t>(g->row_start(1, row_bytes())) -
                                                    static_cast<int64_t>(g->row_start(0, row_bytes()))
                                              : 0;
      deliver(*to, c, m, src.data() + g->row_start(0, row_bytes()), pitch);
      return;
    }
    m.bytes.resize(g->partitions * rb);
    for (uint32_t p = 0; p < g->partitions; ++p)
      std::copy_n(src.begin() + static_cast<std::ptrdiff_t>(g->row_start(p, row_bytes())), rb,
                  m.bytes.begin() + static_cast<std::ptrdiff_t>(p * rb));
    bytes_staged += m.bytes.size();
    channels[key].push_back(std::move(m));
    return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK, what);
  }
  Pending& p = cores[r][c].pending;
  p = pending_of(WaitKind::RECV, index, w);
  p.channel = {c, *peer, gid(r)};
  p.handle = k;
  poll(r, c);
}

void World::Impl::finish_recv(unsigned r, unsigned c) {
  std::deque<Message>& q = channels[cores[r][c].pending.channel];
  const Message m = std::move(q.front());
  q.pop_front();
  deliver(r, c, m, m.bytes.data(), static_cast<int64_t>(m.elems * dtype_bytes(m.dtype)));
}

void World::Impl::deliver(unsigned r, unsigned c, const Message& m, const uint8_t* row0, int64_t pitch) {
  Pending& p = cores[r][c].pending;
  const CollectiveSendRecv s = decode_as<CollectiveSendRecv>(p.word).value;
  WorldErr err = WorldErr::OK;
  std::string detail;
  const std::optional<Region> g = region(r, s, &err, &detail);
  const std::string from =
      "from global id " + std::to_string(std::get<1>(p.channel)) + " (word " + std::to_string(m.index) + ")";
  if (!g) return retire_pending(r, c, err, detail);
  if (g->dtype != m.dtype)
    return retire_pending(
        r, c, WorldErr::LEG_MISMATCH,
        std::string("recv ") + find_dtype(g->dtype)->name + ", send " + find_dtype(m.dtype)->name + " " + from);
  if (g->partitions != m.partitions || g->elems != m.elems)
    return retire_pending(r, c, WorldErr::SHAPE_MISMATCH,
                          "recv " + std::to_string(g->partitions) + " x " + std::to_string(g->elems) + ", send " +
                              std::to_string(m.partitions) + " x " + std::to_string(m.elems) + " " + from);
  const std::span<uint8_t> dst = region_mem(r, c, *g);
  const size_t rb = g->row_bytes();
  for (uint32_t q2 = 0; q2 < g->partitions; ++q2)  // in row order: a later row at the same place wins
    std::copy_n(row0 + pitch * q2, rb, dst.begin() + static_cast<std::ptrdiff_t>(g->row_start(q2, row_bytes())));
  retire_pending(r, c, WorldErr::OK,
                 "recv instance " + std::to_string(p.handle) + ": " + std::to_string(g->partitions) + " x " +
                     std::to_string(g->elems) + " " + find_dtype(g->dtype)->name + " " + from);
}

}  // namespace tpb
