// tpb::World, 0xD9 CollectiveCompute (+ its 0xDA second leg): gathering the members of an instance,
// checking that they agree, then the group kinds (AllReduce, ReduceScatter, AllGather,
// AllToAll), AllToAllV and the permute family.
#include <algorithm>
#include <set>

#include "world_impl.hpp"

namespace tpb {

// ---- 0xD9 (+ 0xDA)
void World::Impl::collective_arrive(unsigned r, unsigned c, uint32_t index, const Word& w, const std::optional<Leg>& leg2) {
  CoreState& cs = cores[r][c];
  const uint32_t k = cs.collectives++;
  Pending& p = cs.pending;
  p = pending_of(WaitKind::COLLECTIVE, index, w);
  p.leg2 = leg2;
  if (k >= module.collectives.size())
    return retire_pending(r, c, WorldErr::NO_INSTANCE,
                          "0xD9 number " + std::to_string(k) + " of this core: the module has " +
                              std::to_string(module.collectives.size()) + " collective instances");
  const CollectiveInstance& inst = module.collectives[k];
  const CollectiveCompute cc = decode_as<CollectiveCompute>(w).value;
  const bool permute = kind_class(cc.collective_kind) == KindClass::PERMUTE;
  std::vector<uint32_t> group;
  uint32_t group_index = 0;
  if (permute) {
    if (inst.source_target_pairs.empty())
      return retire_pending(
          r, c, WorldErr::NO_INSTANCE,
          "instance " + std::to_string(k) + " has replica groups; a permute-family kind needs source_target_pairs");
    std::set<uint32_t> members;
    for (const RankPair& q : inst.source_target_pairs) members.insert({q.first, q.second});
    group.assign(members.begin(), members.end());
  } else {
    if (!inst.replica_groups)
      return retire_pending(r, c, WorldErr::NO_INSTANCE,
                            "instance " + std::to_string(k) + " has source-target pairs; kind " +
                                hex8(cc.collective_kind) + " needs replica groups");
    if (kind_class(cc.collective_kind) == KindClass::ALL_TO_ALL_V && inst.counts.empty())
      return retire_pending(r, c, WorldErr::NO_INSTANCE,
                            "instance " + std::to_string(k) + " has no counts; AllToAllV (wire 0x09) needs them");
    const auto& set = module.replica_groups[*inst.replica_groups];
    for (uint32_t gi = 0; gi < set.size() && group.empty(); ++gi)
      if (std::find(set[gi].begin(), set[gi].end(), gid(r)) != set[gi].end()) {
        group = set[gi];
        group_index = gi;
      }
  }
  const auto pos = std::find(group.begin(), group.end(), gid(r));
  if (pos == group.end())
    return retire_pending(r, c, WorldErr::RANK_NOT_IN_GROUP,
                          "instance " + std::to_string(k) + ": global id " + std::to_string(gid(r)) + " is in no " +
                              (permute ? "pair" : "group"));
  p.coll_key = {c, k, group_index};
  Gathering& g = gatherings[p.coll_key];
  if (g.members.empty()) {
    g.group = group;
    g.members.resize(group.size());
    g.instance = k;
  }
  g.members[pos - group.begin()] = Member{r, &p};
  if (std::all_of(g.members.begin(), g.members.end(), [](const auto& m) { return m.has_value(); })) {
    const Gathering done = std::move(g);
    gatherings.erase(p.coll_key);
    execute_collective(c, done);
  }
}

void World::Impl::execute_collective(unsigned c, const Gathering& g) {
  std::string detail;
  const WorldErr err = run_collective(c, g, &detail);
  for (const auto& m : g.members) retire_pending(m->rank, c, err, detail);
}

/// Every check over all members first, then the reads, then the writes.
WorldErr World::Impl::run_collective(unsigned c, const Gathering& g, std::string* detail) {
  const size_t n = g.members.size();
  std::vector<CollectiveCompute> cc(n);
  for (size_t i = 0; i < n; ++i) cc[i] = decode_as<CollectiveCompute>(g.members[i]->pending->word).value;
  auto who = [&](size_t i) { return "global id " + std::to_string(g.group[i]); };
  for (size_t i = 1; i < n; ++i)
    if (cc[i].collective_kind != cc[0].collective_kind || cc[i].alu_op != cc[0].alu_op ||
        cc[i].dtype != cc[0].dtype) {
      *detail = who(i) + " issued kind " + hex8(cc[i].collective_kind) + " op " + std::to_string(cc[i].alu_op) +
                " dtype " + hex8(cc[i].dtype) + ", " + who(0) + " kind " + hex8(cc[0].collective_kind) + " op " +
                std::to_string(cc[0].alu_op) + " dtype " + hex8(cc[0].dtype);
      return WorldErr::LEG_MISMATCH;
    }
  const uint8_t kind = cc[0].collective_kind, op = cc[0].alu_op, dtype = cc[0].dtype;
  const bool add = op == 4;
  const Adder adder(dtype);
  const bool permute = kind_class(kind) == KindClass::PERMUTE;
  std::optional<GroupKind> gk;
  if (kind_class(kind) == KindClass::GROUP) gk = module.group_kinds[kind_ordinal(kind) - kCollKindLutBase];
  const std::string kname = gk ? group_kind_name(*gk) : permute ? "permute" : "all_to_all_v";
  *detail = "instance " + std::to_string(g.instance) + " " + kname + " " + (add ? "add" : "bypass") + " " +
            find_dtype(dtype)->name + " group [" + join_ids(g.group) + "]";
  const bool alltoallv = !gk && !permute;
  const bool reduce = gk == GroupKind::ALL_REDUCE || gk == GroupKind::REDUCE_SCATTER;
  // A 0xDA on a group kind is the second source of a two-source collective (S000 §3.2).
  // The reductions fold it in; a data movement has nothing to combine two sources with.
  const auto with_leg2 =
      std::find_if(g.members.begin(), g.members.end(), [](const auto& m) { return m->pending->leg2; });
  const bool two_source = gk && with_leg2 != g.members.end();
  if (two_source && !reduce) {
    *detail += ": " + who(static_cast<size_t>(with_leg2 - g.members.begin())) +
               " gave a 0xDA leg; a two-source AllGather or AllToAll is not executed";
    return WorldErr::SECOND_LEG_UNEXPECTED;
  }
  for (size_t i = 0; i < n && two_source; ++i)
    if (!g.members[i]->pending->leg2) {
      *detail += ": " + who(i) + " has no 0xDA second source, " +
                 who(static_cast<size_t>(with_leg2 - g.members.begin())) + " has one";
      return WorldErr::SECOND_LEG_MISSING;
    }
  if ((reduce && !add) || ((gk == GroupKind::ALL_GATHER || gk == GroupKind::ALL_TO_ALL || alltoallv) && add)) {
    *detail += std::string(": ") + (reduce ? "a reduction needs add" : "a data movement takes bypass");
    return WorldErr::OP_NOT_ACCEPTED;
  }
  const unsigned eb = dtype_bytes(dtype);
  // Operands: leg 1 (the 0xD9 tile) of every member; leg 2 (the 0xDA tile) where a member gave one.
  std::vector<Operand> ap1(n);
  std::vector<std::optional<Operand>> ap2(n);
  // A tile: its start word resolved through the member's registers, then SBUF or HBM.
  auto operand = [&](size_t i, const Addr8T2d& t, const char* which, Operand* o) {
    uint32_t word = 0;
    std::string why;
    WorldErr e = resolve_start(g.members[i]->rank, c, static_cast<uint32_t>(t.addr), &word, &why);
    if (e == WorldErr::OK)
      e = sbuf_or_hbm_operand(word, ap_from_t2d(t, eb), geo(), hbm(g.members[i]->rank).bytes().size(), o);
    if (e != WorldErr::OK) *detail += ": " + who(i) + "'s " + which + " tile" + (why.empty() ? "" : " (" + why + ")");
    return e;
  };
  for (size_t i = 0; i < n; ++i) {
    if (WorldErr e = operand(i, cc[i].src, "0xD9", &ap1[i]); e != WorldErr::OK) return e;
    if (const auto& l2 = g.members[i]->pending->leg2) {
      const CollectiveComputeSecondary s = decode_as<CollectiveComputeSecondary>(l2->word).value;
      if ((s.dtype != 0 && s.dtype != dtype) || (s.collective_kind != 0 && s.collective_kind != kind) ||
          s.alu_op != op) {
        *detail += ": " + who(i) + "'s 0xDA trio differs from its 0xD9";
        return WorldErr::LEG_MISMATCH;
      }
      ap2[i].emplace();
      if (WorldErr e = operand(i, s.src, "0xDA", &*ap2[i]); e != WorldErr::OK) return e;
    }
  }
  if (alltoallv) return all_to_all_v(c, g, ap1, ap2, detail);
  const uint64_t E = ap_elements(ap1[0].ap);
  if (two_source)
    for (size_t i = 0; i < n; ++i)
      if (ap_elements(ap2[i]->ap) != ap_elements(ap1[i].ap)) {
        *detail += ": " + who(i) + "'s 0xDA tile has " + std::to_string(ap_elements(ap2[i]->ap)) +
                   " elements, its 0xD9 tile " + std::to_string(ap_elements(ap1[i].ap));
        return WorldErr::SHAPE_MISMATCH;
      }
  if (!permute) {
    for (size_t i = 1; i < n; ++i)
      if (ap_elements(ap1[i].ap) != E || (gk != GroupKind::ALL_REDUCE && module.collectives[g.instance].dim == 1 &&
                                       ap1[i].ap.num[2] != ap1[0].ap.num[2])) {
        *detail += ": " + who(i) + " has " + std::to_string(ap_elements(ap1[i].ap)) + " elements, " + who(0) + " " +
                   std::to_string(E);
        return WorldErr::SHAPE_MISMATCH;
      }
  }
  const unsigned dim = module.collectives[g.instance].dim;
  if (gk && gk != GroupKind::ALL_REDUCE) {
    const uint64_t across = dim == 0 ? E : ap1[0].ap.num[2];
    if (across % n) {
      *detail += ": " + std::to_string(across) + (dim == 0 ? " elements" : " elements per partition row") +
                 " do not split into " + std::to_string(n) + " chunks";
      return WorldErr::SHAPE_INDIVISIBLE;
    }
  }
  // Permute: every target has a receive leg of its source's size.
  std::map<uint32_t, size_t> pos;
  for (size_t i = 0; i < n; ++i) pos[g.group[i]] = i;
  if (permute)
    for (const RankPair& q : module.collectives[g.instance].source_target_pairs) {
      const size_t s = pos[q.first], t = pos[q.second];
      if (!ap2[t]) {
        *detail += ": target " + who(t) + " has no 0xDA receive leg";
        return WorldErr::SECOND_LEG_MISSING;
      }
      if (ap_elements(ap2[t]->ap) != ap_elements(ap1[s].ap)) {
        *detail += ": " + who(s) + " sends " + std::to_string(ap_elements(ap1[s].ap)) + " elements, " + who(t) +
                   " receives " + std::to_string(ap_elements(ap2[t]->ap));
        return WorldErr::SHAPE_MISMATCH;
      }
    }
  // Chunks: dim 0 splits the walk order into n runs; dim 1 splits each partition row.
  const uint64_t row = ap1[0].ap.num[2];
  const uint64_t w = dim == 0 ? E / n : row / n;           // a chunk's run length
  const uint64_t runs = dim == 0 ? 1 : row ? E / row : 0;  // runs per chunk
  const uint64_t pitch = dim == 0 ? 0 : row;               // from one run of a chunk to the next
  const bool row_kernels = !permute && !cfg.reference_kernels;
  if (row_kernels && gk == GroupKind::ALL_TO_ALL && !two_source && all_to_all_in_place(c, g, ap1, w, pitch))
    return WorldErr::OK;
  // Reads (all before any write). On the row kernels a reduction reads block by block as it
  // sums (below), and an AllGather reads only what it sends, member i's chunk i.
  std::vector<std::vector<uint32_t>>&x = coll_x, &z = coll_z;
  x.resize(n);
  z.resize(two_source ? n : 0);
  if (!(row_kernels && reduce)) {
    for (size_t i = 0; i < n; ++i) {
      if (row_kernels && gk == GroupKind::ALL_GATHER) {
        x[i].resize(E);
        for (uint64_t r0 = 0; r0 < runs; ++r0) {
          const uint64_t lo = r0 * pitch + i * w;
          read_op_range(g.members[i]->rank, c, ap1[i], lo, lo + w, x[i].data() + lo);
        }
      } else {
        read_op(g.members[i]->rank, c, ap1[i], x[i]);
      }
    }
    for (size_t i = 0; i < z.size(); ++i) read_op(g.members[i]->rank, c, *ap2[i], z[i]);
  }
  if (permute) {
    std::vector<std::pair<size_t, std::vector<uint32_t>>> out;
    for (const RankPair& q : module.collectives[g.instance].source_target_pairs) {
      const size_t s = pos[q.first], t = pos[q.second];
      std::vector<uint32_t> y = x[s];
      if (add) {
        const std::vector<uint32_t> old = read_op(g.members[t]->rank, c, *ap2[t]);
        for (size_t e = 0; e < y.size(); ++e) {
          const uint32_t v[2] = {old[e], x[s][e]};
          y[e] = adder.add(v);
        }
      }
      out.emplace_back(t, std::move(y));
    }
    for (const auto& [t, y] : out) write_op(g.members[t]->rank, c, *ap2[t], y);
    return WorldErr::OK;
  }
  if (cfg.reference_kernels) {
    group_reference(c, g, *gk, dim, row, ap1, x, z);
    return WorldErr::OK;
  }
  // Row kernels, the same bits as group_reference (tests/unit/test_world_fast.cpp): a chunk is
  // one run of the walk order (dim 0) or one run of every partition row (dim 1), so it moves
  // as whole runs, and a reduction sums whole rows source by source. Each member's result is
  // written chunk by chunk straight from the buffer that holds it, in walk order (run by run,
  // chunks in order within a run), so a later element at the same address wins as in
  // write_elems; a member writes only the chunks its result has.
  // member j's result: chunk k at walk index i is base[k].first[i + base[k].second] (every k, or
  // only k == j)
  std::vector<ChunkSource> base(n);
  auto write_chunks_of = [&](size_t j, int64_t only) {
    write_chunks(mem(g.members[j]->rank, c, ap1[j]), row_bytes(), ap1[j], w, pitch, base, only);
  };
  switch (*gk) {
    case GroupKind::ALL_REDUCE:
    case GroupKind::REDUCE_SCATTER: {
      // Two sources: member by member in group order, the 0xD9 row then the 0xDA one. Block by
      // block of the walk order: each source's block read from its memory in one run (long
      // enough for the CPU's prefetch to follow it, where short runs from many members each
      // started cold) into a buffer that stays in cache, and folded into accumulators that
      // stay there too (Adder::fold: each element's sum in add()'s order).
      constexpr uint64_t B = 16384;
      std::vector<uint32_t>& blk = coll_block;
      blk.resize(2 * B);
      uint32_t* const acc = blk.data();
      uint32_t* const tmp = blk.data() + B;
      std::vector<uint32_t>& sum = coll_y;
      sum.resize(E);
      for (uint64_t lo = 0; lo < E; lo += B) {
        const uint64_t hi = std::min(E, lo + B);
        for (size_t i = 0; i < n; ++i) {
          read_op_range(g.members[i]->rank, c, ap1[i], lo, hi, tmp);
          adder.fold(acc, tmp, hi - lo, i == 0);
          if (two_source) {
            read_op_range(g.members[i]->rank, c, *ap2[i], lo, hi, tmp);
            adder.fold(acc, tmp, hi - lo, false);
          }
        }
        adder.finish(acc, hi - lo, sum.data() + lo);
      }
      if (*gk == GroupKind::ALL_REDUCE) {
        // Every member gets the same sum: converted to the operands' bytes once (once per
        // element size), then copied run by run into each member's memory.
        std::vector<uint8_t>& packed = coll_packed;
        unsigned packed_eb = 0;
        for (size_t j = 0; j < n; ++j) {
          const unsigned eb = ap1[j].ap.elem_bytes;
          if (eb != 1 && eb != 2 && eb != 4) {
            write_op(g.members[j]->rank, c, ap1[j], sum);
            continue;
          }
          if (eb != packed_eb) pack_elems(sum, eb, packed);
          packed_eb = eb;
          write_packed(mem(g.members[j]->rank, c, ap1[j]), row_bytes(), ap1[j], packed);
        }
        break;
      }
      std::fill(base.begin(), base.end(), ChunkSource{sum.data(), 0});
      for (size_t j = 0; j < n; ++j) write_chunks_of(j, static_cast<int64_t>(j));  // member j keeps chunk j
      break;
    }
    case GroupKind::ALL_GATHER:  // chunk k of every member's result is member k's chunk k
      for (size_t k = 0; k < n; ++k) base[k] = {x[k].data(), 0};
      for (size_t j = 0; j < n; ++j) write_chunks_of(j, -1);
      break;
    case GroupKind::ALL_TO_ALL:  // chunk k of member j's result is member k's chunk j
      for (size_t j = 0; j < n; ++j) {
        for (size_t k = 0; k < n; ++k)
          base[k] = {x[k].data(), (static_cast<int64_t>(j) - static_cast<int64_t>(k)) * static_cast<int64_t>(w)};
        write_chunks_of(j, -1);
      }
      break;
  }
  return WorldErr::OK;
}

/// AllToAll as an exchange in place: member j's chunk k and member k's chunk j trade places,
/// for every pair j < k, each chunk's bytes straight from one memory to the other (no copy of
/// the operands first). Taken only when that leaves exactly what the staged kernel leaves: every
/// member's operand has the same shape and a walk that visits each byte once with contiguous
/// runs (walk_is_simple), and the members' memories are distinct. Returns false (nothing
/// done) otherwise.
bool World::Impl::all_to_all_in_place(unsigned c, const Gathering& g, const std::vector<Operand>& ap1, uint64_t w,
                                      uint64_t pitch) {
  const size_t n = g.members.size();
  const AccessPattern& a0 = ap1[0].ap;
  std::vector<uint8_t*> base(n);
  for (size_t i = 0; i < n; ++i) {
    const AccessPattern& a = ap1[i].ap;
    if (!walk_is_simple(ap1[i]) || a.num != a0.num || a.step != a0.step || a.elem_bytes != a0.elem_bytes) return false;
    base[i] = mem(g.members[i]->rank, c, ap1[i]).data();
  }
  std::vector<uint8_t*> sorted = base;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return false;
  const uint64_t L = static_cast<uint64_t>(a0.num[2]), eb = a0.elem_bytes, E = ap_elements(a0);
  std::vector<std::vector<size_t>>& starts = coll_starts;
  starts.resize(n);
  for (size_t i = 0; i < n; ++i) run_starts(ap1[i], row_bytes(), starts[i]);
  // member a's walk-order indices [lo_a, lo_a + len) trade bytes with member b's [lo_b, ...),
  // piece by piece within both members' runs
  auto swap_ranges = [&](size_t a, uint64_t lo_a, size_t b, uint64_t lo_b, uint64_t len) {
    while (len > 0) {
      const uint64_t ta = lo_a % L, tb = lo_b % L;
      const uint64_t m = std::min({len, L - ta, L - tb});
      std::swap_ranges(base[a] + starts[a][lo_a / L] + ta * eb, base[a] + starts[a][lo_a / L] + (ta + m) * eb,
                       base[b] + starts[b][lo_b / L] + tb * eb);
      lo_a += m;
      lo_b += m;
      len -= m;
    }
  };
  const uint64_t runs = pitch ? E / pitch : 1;
  for (uint64_t r0 = 0; r0 < runs; ++r0)
    for (size_t j = 0; j < n; ++j)
      for (size_t k = j + 1; k < n; ++k)
        swap_ranges(j, r0 * pitch + k * w, k, r0 * pitch + j * w, w);
  return true;
}

/// The group kinds element by element, Adder::add per element: the reference of the row
/// kernels above (WorldConfig::reference_kernels).
void World::Impl::group_reference(unsigned c, const Gathering& g, GroupKind gk, unsigned dim, uint64_t row,
                                  const std::vector<Operand>& ap1, const std::vector<std::vector<uint32_t>>& x,
                                  const std::vector<std::vector<uint32_t>>& z) {
  const size_t n = g.members.size();
  const uint64_t E = x[0].size();
  const bool two_source = !z.empty();
  const Adder adder(decode_as<CollectiveCompute>(g.members[0]->pending->word).value.dtype);
  auto chunk_of = [&](uint64_t e) -> uint64_t { return dim == 0 ? e / (E / n) : (e % row) / (row / n); };
  auto move_to_chunk = [&](uint64_t e, uint64_t to) -> uint64_t {
    const uint64_t w = dim == 0 ? E / n : row / n;
    return e - chunk_of(e) * w + to * w;
  };
  std::vector<std::vector<uint32_t>> y(n, std::vector<uint32_t>(E));
  std::vector<std::vector<char>> keep(n, std::vector<char>(E, 1));
  std::vector<uint32_t> vals(two_source ? 2 * n : n);
  for (uint64_t e = 0; e < E; ++e) {
    switch (gk) {
      case GroupKind::ALL_REDUCE:
      case GroupKind::REDUCE_SCATTER: {
        // Two sources: member by member in group order, the 0xD9 element then the 0xDA one.
        for (size_t i = 0; i < n; ++i) {
          if (two_source) {
            vals[2 * i] = x[i][e];
            vals[2 * i + 1] = z[i][e];
          } else {
            vals[i] = x[i][e];
          }
        }
        const uint32_t v = adder.add(vals);
        for (size_t j = 0; j < n; ++j) {
          y[j][e] = v;
          if (gk == GroupKind::REDUCE_SCATTER) keep[j][e] = chunk_of(e) == j;
        }
        break;
      }
      case GroupKind::ALL_GATHER:
        for (size_t j = 0; j < n; ++j) y[j][e] = x[chunk_of(e)][e];
        break;
      case GroupKind::ALL_TO_ALL:
        for (size_t j = 0; j < n; ++j) y[j][e] = x[chunk_of(e)][move_to_chunk(e, j)];
        break;
    }
  }
  for (size_t j = 0; j < n; ++j) write_op(g.members[j]->rank, c, ap1[j], y[j], &keep[j]);
}

/// AllToAllV: member i's 0xD9 tile is its segments for members 0..n-1 in order
/// (counts[i][j] elements each); member j's 0xDA tile receives the segments from members
/// 0..n-1 in order (counts[i][j] each).
WorldErr World::Impl::all_to_all_v(unsigned c, const Gathering& g, const std::vector<Operand>& ap1,
                                   const std::vector<std::optional<Operand>>& ap2, std::string* detail) {
  const size_t n = g.members.size();
  const auto& cnt = module.collectives[g.instance].counts;
  for (size_t i = 0; i < n; ++i) {
    uint64_t out = 0, in = 0;
    for (size_t j = 0; j < n; ++j) {
      out += cnt[i][j];
      in += cnt[j][i];
    }
    const std::string who = "global id " + std::to_string(g.group[i]);
    if (!ap2[i]) {
      *detail += ": " + who + " has no 0xDA receive leg";
      return WorldErr::SECOND_LEG_MISSING;
    }
    if (ap_elements(ap1[i].ap) != out || ap_elements(ap2[i]->ap) != in) {
      *detail += ": " + who + " sends " + std::to_string(ap_elements(ap1[i].ap)) + " elements and receives " +
                 std::to_string(ap_elements(ap2[i]->ap)) + ", its counts say " + std::to_string(out) + " and " +
                 std::to_string(in);
      return WorldErr::SHAPE_MISMATCH;
    }
  }
  std::vector<std::vector<uint32_t>> x(n), y(n);
  for (size_t i = 0; i < n; ++i) {
    x[i] = read_op(g.members[i]->rank, c, ap1[i]);
    y[i].reserve(ap_elements(ap2[i]->ap));
  }
  for (size_t j = 0; j < n; ++j)
    for (size_t i = 0; i < n; ++i) {
      uint64_t from = 0;
      for (size_t k = 0; k < j; ++k) from += cnt[i][k];
      y[j].insert(y[j].end(), x[i].begin() + static_cast<std::ptrdiff_t>(from),
                  x[i].begin() + static_cast<std::ptrdiff_t>(from + cnt[i][j]));
    }
  for (size_t j = 0; j < n; ++j) write_op(g.members[j]->rank, c, *ap2[j], y[j]);
  return WorldErr::OK;
}

}  // namespace tpb
