// tpb::generate_world (world_gen.hpp, docs/world.md "Generated programs"): generated worlds
// run to the end with every word accepted, for several rank counts, core counts and mixes;
// every step whose tiles no other step touches ends as this test computes it from the SBUF
// contents the generator wrote (integer dtypes, so the sums are exact here); the rank-id
// registers; determinism; results independent of the scheduler's rank order; refusals.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <vector>

#include "tpb/world_gen.hpp"

using namespace tpb;

namespace {

uint8_t dt(const char* name) { return find_dtype(name)->code; }

/// The World of a generated program, each core's SBUF loaded with its image.
std::unique_ptr<World> make_world(const WorldProgram& p, const WorldGenOptions& o, std::vector<unsigned> order = {}) {
  WorldConfig cfg;
  cfg.system.sbuf = o.geometry;
  cfg.system.hbm_bytes = 4096;
  cfg.order = std::move(order);
  static const FunctionRegistry reg = builtin_registry();
  auto w = std::make_unique<World>(p.module, p.streams, cfg, reg);
  for (unsigned r = 0; r < p.streams.size(); ++r)
    for (unsigned c = 0; c < o.cores; ++c) {
      auto mem = w->sbuf(r, c).bytes();
      std::copy(p.sbuf_init[r][c].begin(), p.sbuf_init[r][c].end(), mem.begin());
    }
  return w;
}

/// Element e (partition-major walk) of a step's tile in an SBUF image.
uint32_t elem(std::span<const uint8_t> img, const SbufGeometry& g, const WorldGenStep& st, uint64_t e,
              uint32_t offset) {
  const unsigned eb = find_dtype(st.dtype)->bytes;
  const size_t at = size_t{st.partition + e / st.elems} * g.bytes_per_partition + offset + (e % st.elems) * eb;
  uint32_t v = 0;
  for (unsigned b = 0; b < eb; ++b) v |= uint32_t{img[at + b]} << (8 * b);
  return v;
}

struct Place {
  const std::vector<uint32_t>* group;
  size_t pos;
};
Place place(const Module& m, uint32_t set, uint32_t gid) {
  for (const auto& g : m.replica_groups[set])
    for (size_t i = 0; i < g.size(); ++i)
      if (g[i] == gid) return {&g, i};
  FAIL("global id " << gid << " in no group of set " << set);
  return {nullptr, 0};
}

}  // namespace

TEST_CASE("world gen: generated worlds run to the end, every word accepted", "[world][world_gen]") {
  for (unsigned ranks : {1u, 2u, 3u, 8u, 16u})
    for (unsigned cores : {1u, 2u})
      for (uint64_t seed : {1u, 2u, 3u}) {
        WorldGenOptions o;
        o.ranks = ranks;
        o.cores = cores;
        o.seed = seed;
        o.steps = 24;
        o.dtypes = {dt("fp32"), dt("bf16"), dt("fp8e4m3"), dt("i32"), dt("u8"), dt("i16")};
        const WorldProgram p = generate_world(o);
        auto w = make_world(p, o);
        const WorldResult res = w->run();
        INFO("ranks " << ranks << " cores " << cores << " seed " << seed << "\n" << res.report());
        CHECK(res.ok());
        // One event per cross-engine word: every word of these programs is one.
        CHECK(w->events().size() == uint64_t{ranks} * cores * p.streams[0][0].size());
        CHECK(res.words == w->events().size());
      }
}

TEST_CASE("world gen: each mix alone runs, and draws only its steps", "[world][world_gen]") {
  for (WorldGenOp op : kWorldGenOps) {
    WorldGenOptions o;
    o.ranks = 4;
    o.mix = {op};
    o.steps = 6;
    const WorldProgram p = generate_world(o);
    for (const WorldGenStep& st : p.steps) CHECK(st.op == op);
    const WorldResult res = make_world(p, o)->run();
    INFO(world_gen_op_name(op) << "\n" << res.report());
    CHECK(res.ok());
  }
}

TEST_CASE("world gen: with cycle the steps take the mix in turn, with fixed_size the maxima", "[world][world_gen]") {
  WorldGenOptions o;
  o.ranks = 6;
  o.mix = {WorldGenOp::SEND_RECV, WorldGenOp::ALL_TO_ALL, WorldGenOp::BARRIER};
  o.steps = 7;
  o.cycle = true;
  o.fixed_size = true;
  o.tile_partitions = 3;
  o.tile_elems = 10;
  const WorldProgram p = generate_world(o);
  REQUIRE(p.steps.size() == 7);
  for (size_t s = 0; s < 7; ++s) {
    CHECK(p.steps[s].op == o.mix[s % 3]);
    if (p.steps[s].op == WorldGenOp::BARRIER) continue;
    CHECK(p.steps[s].partitions == 3);
    const unsigned n = static_cast<unsigned>(p.module.replica_groups[p.steps[s].set][0].size());
    CHECK(p.steps[s].elems == (p.steps[s].op == WorldGenOp::ALL_TO_ALL ? n * (10 / n) : 10));
  }
  CHECK(make_world(p, o)->run().ok());
}

TEST_CASE("world gen: results match the test's own computation from the initial SBUFs", "[world][world_gen]") {
  for (uint64_t seed : {7u, 8u, 9u, 10u}) {
    WorldGenOptions o;
    o.ranks = seed == 10 ? 6 : 8;  // 6: sets of 1 and 2 groups (3 members each), no 4-way split
    o.seed = seed;
    o.steps = 10;
    o.dtypes = {dt("i32"), dt("u8"), dt("i16")};
    o.tile_elems = 16;
    const WorldProgram p = generate_world(o);
    auto w = make_world(p, o);
    REQUIRE(w->run().ok());
    const SbufGeometry& g = o.geometry;
    const Module& m = p.module;
    size_t checked = 0;
    uint32_t barriers = 0;
    for (const WorldGenStep& st : p.steps) barriers += st.op == WorldGenOp::BARRIER;
    for (unsigned r = 0; r < o.ranks; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        const auto out = w->sbuf(r, c).bytes();
        const uint32_t gid = m.global_ids[r];
        // Registers: the global id, and the position in set 0's group.
        CHECK(w->registers(r, c).value[3] == gid);
        CHECK(w->registers(r, c).value[4] == place(m, 0, gid).pos);
        for (const WorldGenStep& st : p.steps) {
          if (!st.fresh) continue;
          const unsigned eb = find_dtype(st.dtype)->bytes;
          const uint32_t mask = eb == 4 ? 0xFFFFFFFFu : (1u << (8 * eb)) - 1;
          const uint64_t E = uint64_t{st.partitions} * st.elems;
          if (st.op == WorldGenOp::BARRIER) {
            const uint32_t before = elem(p.sbuf_init[r][c], g, st, 0, st.offset);
            CHECK(elem(out, g, st, 0, st.offset) == before + barriers);
            continue;
          }
          const Place pl = place(m, st.set, gid);
          const size_t n = pl.group->size();
          auto init_of = [&](size_t member) -> std::span<const uint8_t> {
            const size_t rr =
                std::find(m.global_ids.begin(), m.global_ids.end(), (*pl.group)[member]) - m.global_ids.begin();
            return p.sbuf_init[rr][c];
          };
          // Chunk i of n: dim 0 splits the walk order, dim 1 every partition row.
          auto chunk = [&](uint64_t e) { return st.dim == 0 ? e / (E / n) : (e % st.elems) / (st.elems / n); };
          auto in_chunk = [&](uint64_t e, uint64_t to) {
            const uint64_t wdt = st.dim == 0 ? E / n : st.elems / n;
            return e - chunk(e) * wdt + to * wdt;
          };
          for (uint64_t e = 0; e < E; ++e) {
            uint32_t want = 0;
            switch (st.op) {
              case WorldGenOp::ALL_REDUCE:
              case WorldGenOp::REDUCE_SCATTER:
                if (st.op == WorldGenOp::REDUCE_SCATTER && chunk(e) != pl.pos) {
                  want = elem(p.sbuf_init[r][c], g, st, e, st.offset);
                  break;
                }
                for (size_t i = 0; i < n; ++i) want += elem(init_of(i), g, st, e, st.offset);
                want &= mask;
                break;
              case WorldGenOp::ALL_REDUCE_2SRC:  // both tiles of every member; the 0xDA tile unchanged
                CHECK(elem(out, g, st, e, st.recv_offset) == elem(p.sbuf_init[r][c], g, st, e, st.recv_offset));
                for (size_t i = 0; i < n; ++i)
                  want += elem(init_of(i), g, st, e, st.offset) + elem(init_of(i), g, st, e, st.recv_offset);
                want &= mask;
                break;
              case WorldGenOp::ALL_GATHER:
                want = elem(init_of(chunk(e)), g, st, e, st.offset);
                break;
              case WorldGenOp::ALL_TO_ALL:
                want = elem(init_of(chunk(e)), g, st, in_chunk(e, pl.pos), st.offset);
                break;
              case WorldGenOp::SEND_RECV:  // the ring's predecessor's send tile; the send tile unchanged
                CHECK(elem(out, g, st, e, st.offset) == elem(p.sbuf_init[r][c], g, st, e, st.offset));
                want = elem(init_of((pl.pos + n - 1) % n), g, st, e, st.offset);
                break;
              case WorldGenOp::BARRIER:
                break;
            }
            const uint32_t got = elem(out, g, st, e, st.op == WorldGenOp::SEND_RECV ? st.recv_offset : st.offset);
            if (got != want) {
              FAIL_CHECK("seed " << seed << " rank " << r << " core " << c << " " << world_gen_op_name(st.op)
                                 << " element " << e << ": " << got << " != " << want);
              break;
            }
            ++checked;
          }
        }
      }
    CHECK(checked > 0);
  }
}

TEST_CASE("world gen: the same options give the same program, and the rank order changes nothing",
          "[world][world_gen]") {
  WorldGenOptions o;
  o.ranks = 8;
  o.seed = 42;
  const WorldProgram a = generate_world(o), b = generate_world(o);
  CHECK(module_to_json(a.module) == module_to_json(b.module));
  CHECK(a.streams == b.streams);
  CHECK(a.sbuf_init == b.sbuf_init);
  o.seed = 43;
  const WorldProgram c = generate_world(o);
  CHECK((c.sbuf_init != a.sbuf_init || c.streams != a.streams));
  o.seed = 42;
  auto w1 = make_world(a, o);
  auto w2 = make_world(a, o, {7, 3, 5, 1, 0, 2, 6, 4});
  REQUIRE(w1->run().ok());
  REQUIRE(w2->run().ok());
  for (unsigned r = 0; r < 8; ++r)
    for (unsigned c2 = 0; c2 < 2; ++c2) CHECK(std::ranges::equal(w1->sbuf(r, c2).bytes(), w2->sbuf(r, c2).bytes()));
}

TEST_CASE("world gen: options no program can satisfy are refused", "[world][world_gen]") {
  auto refused = [](WorldGenOptions o) { CHECK_THROWS_AS(generate_world(o), std::invalid_argument); };
  WorldGenOptions o;
  o.ranks = 0;
  refused(o);
  o = {};
  o.cores = 1;
  o.mix = {WorldGenOp::BARRIER};
  refused(o);
  o = {};
  o.tile_partitions = 129;
  refused(o);
  o = {};
  o.tile_elems = 4096;  // 16 KiB of fp32 per partition: more than a sim partition
  o.dtypes = {dt("fp32")};
  o.fixed_size = true;
  refused(o);
  o = {};
  o.dtypes = {0xEE};
  refused(o);
}
