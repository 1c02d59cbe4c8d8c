// tpb::World (docs/world.md): collectives (0xD9 + 0xDA) against a straightforward implementation written here:
// every group kind, dims and dtypes, replica groups, the permute family, AllToAllV, refusals.
#include "world_test_util.hpp"

using namespace world_test;

// ================================================================== collectives
namespace {
struct CollCase {
  GroupKind kind;
  unsigned dim;
};

/// The expected tiles of a group collective, straight from the definitions in docs/world.md.
std::vector<std::vector<uint32_t>> ref_collective(GroupKind k, unsigned dim, uint8_t dtype, unsigned parts,
                                                  unsigned elems, const std::vector<std::vector<uint32_t>>& x) {
  const size_t n = x.size();
  const size_t E = size_t{parts} * elems;
  std::vector<std::vector<uint32_t>> y = x;
  auto chunk = [&](size_t e) { return dim == 0 ? e / (E / n) : (e % elems) / (elems / n); };
  auto index_in = [&](size_t e) {  // (partition, element) of e inside its chunk
    return dim == 0 ? e % (E / n) : (e / elems) * (elems / n) + (e % elems) % (elems / n);
  };
  auto element = [&](size_t c, size_t t) {  // inverse of (chunk, index_in)
    if (dim == 0) return c * (E / n) + t;
    const size_t w = elems / n;
    return (t / w) * elems + c * w + t % w;
  };
  for (size_t j = 0; j < n; ++j)
    for (size_t e = 0; e < E; ++e) {
      std::vector<uint32_t> v;
      for (size_t i = 0; i < n; ++i) v.push_back(x[i][e]);
      switch (k) {
        case GroupKind::ALL_REDUCE:
          y[j][e] = ref_add(dtype, v);
          break;
        case GroupKind::REDUCE_SCATTER:
          if (chunk(e) == j) y[j][e] = ref_add(dtype, v);
          break;
        case GroupKind::ALL_GATHER:
          y[j][e] = x[chunk(e)][e];
          break;
        case GroupKind::ALL_TO_ALL:
          y[j][e] = x[chunk(e)][element(j, index_in(e))];
          break;
      }
    }
  return y;
}
}  // namespace

TEST_CASE("world: group collectives equal the reference for every kind, both dims, every dtype", "[world]") {
  SplitMix64 rnd(7);
  const uint8_t wire[4] = {0x01, 0x02, 0x03, 0x04};  // the default group_kinds order
  for (unsigned n : {2u, 4u}) {
    for (unsigned ki = 0; ki < 4; ++ki) {
      const GroupKind kind = kDefaultGroupKinds[ki];
      const bool reduce = kind == GroupKind::ALL_REDUCE || kind == GroupKind::REDUCE_SCATTER;
      for (unsigned dim : {0u, 1u}) {
        for (const char* dn : kAllDtypes) {
          const uint8_t dtype = dt(dn);
          const unsigned eb = dt_bytes(dtype);
          const unsigned parts = 2, elems = 4 * n;
          // Ranks' global ids in reverse: group order (the reduction order) is not rank order.
          std::vector<uint32_t> ids(n);
          for (unsigned r = 0; r < n; ++r) ids[r] = 100 + n - 1 - r;
          Module m = module_of(ids);
          std::vector<uint32_t> group(ids.rbegin(), ids.rend());
          m.replica_groups = {{group}};
          m.collectives = {CollectiveInstance{0, {}, dim}};
          std::vector<std::vector<Word>> s(n);
          for (unsigned r = 0; r < n; ++r)
            s[r] = {coll(wire[ki], reduce ? 4 : 0, dtype, tile(3 + r, 8 * r, parts, elems))};
          World w(m, core0_streams(s), config(), builtins());
          std::vector<std::vector<uint32_t>> x(n);  // in group order
          for (unsigned r = 0; r < n; ++r) {
            w.sbuf(r, 0).fill_seeded(r + 1);
            const size_t pos = std::find(group.begin(), group.end(), ids[r]) - group.begin();
            x[pos].resize(parts * elems);
            for (unsigned e = 0; e < parts * elems; ++e) {
              const uint32_t v = random_elem(rnd, dtype);
              put_elem(w.sbuf(r, 0), 3 + r + e / elems, 8 * r, e % elems, eb, v);
              x[pos][e] = v;
            }
          }
          const WorldResult res = w.run();
          INFO("n=" << n << " " << group_kind_name(kind) << " dim " << dim << " " << dn);
          REQUIRE(res.ok());
          const auto y = ref_collective(kind, dim, dtype, parts, elems, x);
          for (unsigned r = 0; r < n; ++r) {
            const size_t pos = std::find(group.begin(), group.end(), ids[r]) - group.begin();
            for (unsigned e = 0; e < parts * elems; ++e)
              CHECK(elem_at(w.sbuf(r, 0), 3 + r + e / elems, 8 * r, e % elems, eb) == y[pos][e]);
          }
        }
      }
    }
  }
}

TEST_CASE("world: two replica groups of one set run as two independent collectives", "[world]") {
  Module m = module_of({0, 1, 2, 3});
  m.replica_groups = {{{0, 2}, {3, 1}}};
  m.collectives = {CollectiveInstance{0, {}, 0}};
  std::vector<std::vector<Word>> s(4, std::vector<Word>{coll(0x01, 4, dt("i32"), tile(0, 0, 1, 4))});
  World w(m, core0_streams(s), config(), builtins());
  for (unsigned r = 0; r < 4; ++r)
    for (unsigned e = 0; e < 4; ++e) put_elem(w.sbuf(r, 0), 0, 0, e, 4, 10 * r + e);
  REQUIRE(w.run().ok());
  for (unsigned e = 0; e < 4; ++e) {
    CHECK(elem_at(w.sbuf(0, 0), 0, 0, e, 4) == 20 + 2 * e);  // 0 + 2
    CHECK(elem_at(w.sbuf(2, 0), 0, 0, e, 4) == 20 + 2 * e);
    CHECK(elem_at(w.sbuf(1, 0), 0, 0, e, 4) == 40 + 2 * e);  // 1 + 3
    CHECK(elem_at(w.sbuf(3, 0), 0, 0, e, 4) == 40 + 2 * e);
  }
}

TEST_CASE("world: the permute family moves the 0xD9 tile to the target's 0xDA tile (bypass) or adds it", "[world]") {
  for (uint8_t op : {uint8_t{0}, uint8_t{4}}) {
    Module m = module_of({0, 1, 2});
    m.collectives = {CollectiveInstance{std::nullopt, {{0, 1}, {1, 2}, {2, 0}}, 0}};
    std::vector<std::vector<Word>> s(3);
    for (unsigned r = 0; r < 3; ++r)
      s[r] = {coll(0x05, op, dt("i16"), tile(1, 0, 2, 8)), coll2(0x05, op, dt("i16"), tile(6, 32, 2, 8))};
    World w(m, core0_streams(s), config(), builtins());
    const std::vector<Sbuf> before = seed_core0(w, 3, 20);
    REQUIRE(w.run().ok());
    for (unsigned t = 0; t < 3; ++t) {
      const unsigned src = (t + 2) % 3;
      for (unsigned e = 0; e < 16; ++e) {
        const uint32_t in = elem_at(before[src], 1 + e / 8, 0, e % 8, 2);
        const uint32_t old = elem_at(before[t], 6 + e / 8, 32, e % 8, 2);
        CHECK(elem_at(w.sbuf(t, 0), 6 + e / 8, 32, e % 8, 2) == (op ? ((old + in) & 0xFFFF) : in));
      }
    }
  }
}

TEST_CASE("world: AllToAllV sends counts[i][j] elements from position i's 0xD9 tile to j's 0xDA tile", "[world]") {
  // Positions in group order: global ids 2, 0, 1 (ranks 2, 0, 1). Row i: what i sends to 0, 1, 2.
  const std::vector<std::vector<uint64_t>> cnt = {{2, 0, 3}, {1, 1, 1}, {0, 4, 2}};
  Module m = module_of({0, 1, 2});
  m.replica_groups = {{{2, 0, 1}}};
  m.collectives = {CollectiveInstance{0, {}, 0, cnt}};
  const std::vector<uint32_t> group = {2, 0, 1};
  std::vector<std::vector<Word>> s(3);
  for (unsigned r = 0; r < 3; ++r) {
    const size_t i = std::find(group.begin(), group.end(), r) - group.begin();
    uint16_t out = 0, in = 0;
    for (size_t j = 0; j < 3; ++j) {
      out += static_cast<uint16_t>(cnt[i][j]);
      in += static_cast<uint16_t>(cnt[j][i]);
    }
    s[r] = {coll(0x09, 0, dt("u16"), tile(2, 0, 1, out)), coll2(0x09, 0, dt("u16"), tile(7, 100, 1, in))};
  }
  World w(m, core0_streams(s), config(), builtins());
  const std::vector<Sbuf> before = seed_core0(w, 3, 40);
  const WorldResult res = w.run();
  INFO(res.report());
  REQUIRE(res.ok());
  // Reference: j's receive tile is, for i = 0, 1, 2 in order, i's segment for j.
  for (size_t j = 0; j < 3; ++j) {
    std::vector<uint32_t> want;
    for (size_t i = 0; i < 3; ++i) {
      uint64_t from = 0;
      for (size_t k = 0; k < j; ++k) from += cnt[i][k];
      for (uint64_t e = 0; e < cnt[i][j]; ++e) want.push_back(elem_at(before[group[i]], 2, 0, from + e, 2));
    }
    for (size_t e = 0; e < want.size(); ++e) CHECK(elem_at(w.sbuf(group[j], 0), 7, 100, e, 2) == want[e]);
    CHECK(elem_at(w.sbuf(group[j], 0), 7, 100, want.size(), 2) == elem_at(before[group[j]], 7, 100, want.size(), 2));
  }
  // A tile that does not hold its row's sum is refused on every member, nothing written.
  s[1][0] = coll(0x09, 0, dt("u16"), tile(2, 0, 1, 9));
  World bad(m, core0_streams(s), config(), builtins());
  for (unsigned r = 0; r < 3; ++r) bad.sbuf(r, 0).fill_seeded(40 + r);
  bad.run();
  CHECK(events_with(bad, WorldErr::SHAPE_MISMATCH).size() == 6);  // three 0xD9 and three 0xDA
  for (unsigned r = 0; r < 3; ++r) CHECK(bad.sbuf(r, 0).hash() == before[r].hash());
}

TEST_CASE("world: a refused collective changes no rank's memory (each named error)", "[world]") {
  struct Case {
    const char* what;
    WorldErr err;
  };
  const Case cases[] = {
      {"shapes differ", WorldErr::SHAPE_MISMATCH},
      {"AllReduce with bypass", WorldErr::OP_NOT_ACCEPTED},
      {"AllGather with add", WorldErr::OP_NOT_ACCEPTED},
      {"AllToAllV without counts", WorldErr::NO_INSTANCE},
      {"dtypes differ", WorldErr::LEG_MISMATCH},
      {"PSUM operand", WorldErr::AP_PSUM},
      {"indirect operand", WorldErr::AP_INDIRECT},
      {"register never written", WorldErr::REGISTER_UNWRITTEN},
      {"outside the SBUF", WorldErr::AP_RANGE},
      {"outside the HBM", WorldErr::AP_RANGE},
      {"HBM repeats past the HBM's size", WorldErr::AP_TOO_LARGE},
      {"indivisible", WorldErr::SHAPE_INDIVISIBLE},
      {"repeats past the SBUF's size", WorldErr::AP_TOO_LARGE},
      {"0xDA on AllGather", WorldErr::SECOND_LEG_UNEXPECTED},
      {"0xDA on one AllReduce member", WorldErr::SECOND_LEG_MISSING},
      {"0xDA of another size", WorldErr::SHAPE_MISMATCH},
      {"rank in no group", WorldErr::RANK_NOT_IN_GROUP},
      {"no instance", WorldErr::NO_INSTANCE},
      {"permute target without 0xDA", WorldErr::SECOND_LEG_MISSING},
  };
  for (const Case& c : cases) {
    const std::string what = c.what;
    Module m = module_of({0, 1});
    m.replica_groups = {{{0, 1}}, {{0}, {1}}};
    m.collectives = {CollectiveInstance{what == "rank in no group" ? 1u : 0u, {}, 0}};
    if (what == "rank in no group") m.replica_groups[1] = {{1}};  // rank 1 runs alone, rank 0 is in no group
    if (what == "no instance") m.collectives.clear();
    if (what == "permute target without 0xDA") m.collectives = {CollectiveInstance{std::nullopt, {{0, 1}}, 0}};
    std::vector<std::vector<Word>> s(2);
    for (unsigned r = 0; r < 2; ++r) {
      uint8_t kind = 0x01, op = 4, dtype = dt("fp32");
      Addr8T2d ap = tile(2, 0, 2, 6);
      if (what == "shapes differ" && r == 1) ap.num1 = 5;
      if (what == "AllReduce with bypass") op = 0;
      if (what == "AllGather with add") kind = 0x03;
      if (what == "AllToAllV without counts") kind = 0x09;
      if (what == "dtypes differ" && r == 1) dtype = dt("i32");
      if (what == "PSUM operand" && r == 1) ap.addr = addr4_psum(64);
      if (what == "indirect operand" && r == 1) ap.addr = addr4_indirect(0);
      if (what == "register never written" && r == 1) ap.addr = addr4_register(9);
      if (what == "outside the SBUF" && r == 0) ap.addr = addr4_sbuf(15, 0);
      // 7 elements (row stride 1) need 28 bytes from the address
      if (what == "outside the HBM" && r == 1) ap.addr = addr4_hbm(4096 - 20);
      if (what == "HBM repeats past the HBM's size") {  // 2 x 4000 elements on one HBM address
        ap.addr = addr4_hbm(0);
        ap.step0 = 0;
        ap.num0 = 2;
        ap.step1 = 0;
        ap.num1 = 4000;
      }
      if (what == "repeats past the SBUF's size") {  // 60000 x 60000 elements, all at one address
        ap.step0 = 0;
        ap.num0 = 60000;
        ap.step1 = 0;
        ap.num1 = 60000;
      }
      if (what == "indivisible") {
        kind = 0x02;
        ap = tile(2, 0, 1, 5);
      }
      if (what == "permute target without 0xDA") kind = 0x06;
      s[r] = {global_rank(8), coll(kind, op, dtype, ap)};  // register 8 is written, 9 is not
      if (what == "0xDA on AllGather") {
        s[r] = {coll(0x03, 0, dtype, ap), coll2(0x03, 0, dtype, tile(8, 0, 2, 6))};
      }
      if (what == "0xDA on one AllReduce member" && r == 1) s[r].push_back(coll2(0x01, 4, dtype, tile(8, 0, 2, 6)));
      if (what == "0xDA of another size") s[r].push_back(coll2(0x01, 4, dtype, tile(8, 0, 2, r == 0 ? 6 : 4)));
    }
    World w(m, core0_streams(s), config(), builtins());
    uint64_t h[2], hh[2];
    for (unsigned r = 0; r < 2; ++r) {
      w.sbuf(r, 0).fill_seeded(30 + r);
      fill_hbm(w.hbm(r), 40 + r);
      h[r] = w.sbuf(r, 0).hash();
      hh[r] = memory_hash(w.hbm(r));
    }
    const WorldResult res = w.run();
    INFO(what);
    CHECK(res.completed);
    CHECK(res.cross_refused >= 1);
    CHECK_FALSE(events_with(w, c.err).empty());
    if (what != "rank in no group")
      for (const WorldEvent& e : w.events())
        if (e.opcode != GetGlobalRankId::kOpcode) CHECK(e.err != WorldErr::OK);
    for (unsigned r = 0; r < 2; ++r) {
      CHECK(w.sbuf(r, 0).hash() == h[r]);
      CHECK(memory_hash(w.hbm(r)) == hh[r]);
    }
  }
}
