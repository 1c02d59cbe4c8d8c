// tpb::World (docs/world.md): whole programs: 0xBE sequence bounds, a ring AllReduce of 0xCB + local adds
// against one 0xD9 AllReduce, results independent of the scheduler's rank order, 64 ranks,
// and random streams that always end.
#include "world_test_util.hpp"

using namespace world_test;

// ================================================================== 0xBE
TEST_CASE("world: 0xBE scans segment ids into per-segment start and end bounds", "[world]") {
  GetSequenceBounds g;
  g.in_dtype = dt("i16");
  g.out_dtype = dt("u16");
  g.in = T3d{addr4_sbuf(2, 0), 1, 2, 0, 1, 1, 10};
  g.out = T3d{addr4_sbuf(5, 100), 1, 2, 0, 1, 1, 8};  // 4 segments per partition
  Streams s(1);
  s[0][1] = {encode(g)};
  World w(module_of({0}), std::move(s), config(), builtins());
  Sbuf& sb = w.sbuf(0, 1);
  sb.fill_seeded(9);
  const int16_t ids[2][10] = {{0, 0, 1, 1, 1, -1, 3, 3, -1, -1}, {2, 2, 2, 2, 0, 7, 0, 0, 1, -1}};
  for (unsigned p = 0; p < 2; ++p)
    for (unsigned t = 0; t < 10; ++t) put_elem(sb, 2 + p, 0, t, 2, static_cast<uint16_t>(ids[p][t]));
  REQUIRE(w.run().ok());
  // Reference: first index and last index + 1 per segment; an absent segment is [0, 0).
  for (unsigned p = 0; p < 2; ++p)
    for (int k = 0; k < 4; ++k) {
      int first = -1, last = -1;
      for (int t = 0; t < 10; ++t)
        if (ids[p][t] == k) {
          if (first < 0) first = t;
          last = t;
        }
      CHECK(elem_at(sb, 5 + p, 100, 2 * k, 2) == uint32_t(first < 0 ? 0 : first));
      CHECK(elem_at(sb, 5 + p, 100, 2 * k + 1, 2) == uint32_t(first < 0 ? 0 : last + 1));
    }
  // A flags byte the kit does not execute is refused, writing nothing.
  g.flags = 1;
  Streams s2(1);
  s2[0][0] = {encode(g)};
  World w2(module_of({0}), std::move(s2), config(), builtins());
  w2.sbuf(0, 0).fill_seeded(3);
  const uint64_t h = w2.sbuf(0, 0).hash();
  w2.run();
  CHECK(events_with(w2, WorldErr::FLAGS_UNIMPLEMENTED).size() == 1);
  CHECK(w2.sbuf(0, 0).hash() == h);
  // The ids from HBM (rows 12 elements apart from byte 200); bounds in HBM stay refused.
  g.flags = 0;
  g.in = T3d{addr4_hbm(200), 12, 2, 0, 1, 1, 10};
  for (const bool out_hbm : {false, true}) {
    if (out_hbm) g.out.addr = addr4_hbm(1000);
    Streams s3(1);
    s3[0][0] = {encode(g)};
    World w3(module_of({0}), std::move(s3), config(), builtins());
    w3.sbuf(0, 0).fill_seeded(4);
    fill_hbm(w3.hbm(0), 5);
    for (unsigned p = 0; p < 2; ++p)
      for (unsigned t = 0; t < 10; ++t) {
        const uint16_t v = static_cast<uint16_t>(ids[p][t]);
        w3.hbm(0).bytes()[200 + (p * 12 + t) * 2] = static_cast<uint8_t>(v);
        w3.hbm(0).bytes()[200 + (p * 12 + t) * 2 + 1] = static_cast<uint8_t>(v >> 8);
      }
    Sbuf expect = w3.sbuf(0, 0);
    const uint64_t hh = memory_hash(w3.hbm(0));
    for (unsigned p = 0; p < 2 && !out_hbm; ++p)
      for (unsigned e = 0; e < 8; ++e) put_elem(expect, 5 + p, 100, e, 2, elem_at(sb, 5 + p, 100, e, 2));
    const WorldResult res = w3.run();
    INFO(out_hbm);
    CHECK(res.ok() == !out_hbm);
    CHECK(events_with(w3, WorldErr::AP_NOT_SBUF).size() == (out_hbm ? 1u : 0u));
    CHECK(w3.sbuf(0, 0).hash() == expect.hash());  // the bounds of the SBUF run above, or nothing
    CHECK(memory_hash(w3.hbm(0)) == hh);
  }
}

// ================================================================== ring AllReduce
namespace {
/// A local add on the custom-op cluster: output = in0 + in1, element by element, written
/// here (not the World's reduce arithmetic). Exact for the small integers the ring test uses.
KernelDef add_kernel(const char* dn) {
  const uint8_t dtype = dt(dn);
  KernelDef k;
  k.lib = "libworldtest.so";
  k.function = std::string("add_") + dn;
  k.dtype = dn;
  k.num_inputs = 2;
  k.run = [dtype](const KernelArgs& a) {
    const unsigned eb = dt_bytes(dtype);
    for (uint32_t p = 0; p < a.output.partitions(); ++p)
      for (uint64_t i = 0; i < a.output.elems(); ++i) {
        uint32_t x = 0, y = 0;
        std::memcpy(&x, a.inputs[0].row(p).data() + i * eb, eb);
        std::memcpy(&y, a.inputs[1].row(p).data() + i * eb, eb);
        const uint32_t v[2] = {x, y};
        const uint32_t z = ref_add(dtype, std::vector<uint32_t>(v, v + 2));
        std::memcpy(a.output.row(p).data() + i * eb, &z, eb);
      }
    return true;
  };
  return k;
}

/// A value whose sums over 8 ranks stay exact in every dtype of the test: a small integer.
uint32_t small_int(uint8_t dtype, int v) {
  const std::string n = find_dtype(dtype)->name;
  if (n[0] == 'i' || n[0] == 'u')
    return static_cast<uint32_t>(v) & (dt_bytes(dtype) == 4 ? 0xFFFFFFFFu : ((1u << (8 * dt_bytes(dtype))) - 1));
  return float_to_bits(dtype, static_cast<float>(v));
}
}  // namespace

TEST_CASE("world: a ring AllReduce of 0xCB send/recv and local adds equals one 0xD9 AllReduce", "[world]") {
  for (unsigned n : {2u, 4u, 8u}) {
    for (const char* dn : {"i32", "u8", "fp32", "bf16"}) {
      const uint8_t dtype = dt(dn);
      const unsigned eb = dt_bytes(dtype);
      const unsigned parts = 2, L = 3;         // a chunk: 2 partitions x 3 elements
      const unsigned data = 0, recvbuf = 256;  // byte offsets in partitions 4, 5
      FunctionRegistry reg = builtin_registry();
      uint8_t fid = 0;
      REQUIRE(reg.add("libworldtest.so", std::string("add_") + dn, &fid) == Err::OK);

      // Module: the ring's pairs (position p sends to p + 1); one send and one recv instance per step.
      std::vector<uint32_t> ids(n);
      std::iota(ids.begin(), ids.end(), 0u);
      Module ring = module_of(ids);
      std::vector<RankPair> pairs;
      for (unsigned p = 0; p < n; ++p) pairs.emplace_back(p, (p + 1) % n);
      for (unsigned step = 0; step < 2 * (n - 1); ++step) {
        ring.send_recv.push_back(SendRecvInstance{true, pairs});
        ring.send_recv.push_back(SendRecvInstance{false, pairs});
      }
      ring.tensors = {TensorBinding{1, 4, data, parts, 1, dtype}, TensorBinding{2, 4, recvbuf, parts, 1, dtype}};
      std::vector<std::vector<Word>> rs(n);
      for (unsigned p = 0; p < n; ++p) {
        auto chunk_base = [&](unsigned c) { return uint64_t{(c % n) * L * eb}; };
        for (unsigned step = 0; step + 1 < n; ++step) {  // reduce-scatter
          rs[p].push_back(sendrecv(1, chunk_base(p + n - step), L));
          rs[p].push_back(sendrecv(2, 0, L));
          CustomOpChain add;
          add.function_id = fid;
          const unsigned c = (p + 2 * n - step - 1) % n;
          add.output = sbuf_ap(4, data + c * L * eb, parts, L);
          add.inputs = {sbuf_ap(4, data + c * L * eb, parts, L), sbuf_ap(4, recvbuf, parts, L)};
          for (const Word& w : encode_chain(add)) rs[p].push_back(w);
        }
        for (unsigned step = 0; step + 1 < n; ++step) {  // all-gather
          rs[p].push_back(sendrecv(1, chunk_base(p + 1 + n - step), L));
          rs[p].push_back(sendrecv(1, chunk_base(p + n - step), L));
        }
      }
      Module one = module_of(ids);
      one.replica_groups = {{ids}};
      one.collectives = {CollectiveInstance{0, {}, 0}};
      std::vector<std::vector<Word>> os(n, std::vector<Word>{coll(0x01, 4, dtype, tile(4, data, parts, n * L))});

      WorldConfig cfg = config();
      World a(ring, core0_streams(rs), cfg, reg);
      World b(one, core0_streams(os), cfg, reg);
      for (unsigned r = 0; r < n; ++r) a.core(r, 0).cluster().add_kernel(add_kernel(dn));
      SplitMix64 rnd(n * 131 + dtype);
      std::vector<int> sum(parts * n * L, 0);
      for (unsigned r = 0; r < n; ++r)
        for (unsigned q = 0; q < parts; ++q)
          for (unsigned e = 0; e < n * L; ++e) {
            const int v = static_cast<int>(rnd.next() % 31) - (find_dtype(dtype)->name[0] == 'u' ? 0 : 15);
            sum[q * n * L + e] += v;
            put_elem(a.sbuf(r, 0), 4 + q, data, e, eb, small_int(dtype, v));
            put_elem(b.sbuf(r, 0), 4 + q, data, e, eb, small_int(dtype, v));
          }
      const WorldResult ra = a.run(), rb = b.run();
      INFO(n << " ranks, " << dn << ": " << ra.report());
      REQUIRE(ra.ok());
      REQUIRE(rb.ok());
      for (unsigned r = 0; r < n; ++r)
        for (unsigned q = 0; q < parts; ++q)
          for (unsigned e = 0; e < n * L; ++e) {
            const uint32_t ring_v = elem_at(a.sbuf(r, 0), 4 + q, data, e, eb);
            CHECK(ring_v == elem_at(b.sbuf(r, 0), 4 + q, data, e, eb));
            CHECK(ring_v == small_int(dtype, sum[q * n * L + e]));
          }
    }
  }
}

// ================================================================== scheduling order
TEST_CASE("world: results do not depend on the order the scheduler visits the ranks", "[world]") {
  // A mixed program on 4 ranks, both cores: rank registers, a barrier, a ReduceScatter on core
  // 0, an AllGather on core 1, and a ring shift by send/recv on core 0.
  const unsigned n = 4;
  Module m = module_of({3, 1, 0, 2});
  m.replica_groups = {{{0, 1, 2, 3}}, {{0, 1}, {2, 3}}};
  m.collectives = {CollectiveInstance{0, {}, 1}, CollectiveInstance{1, {}, 0}};
  std::vector<RankPair> shift;
  for (uint32_t g = 0; g < n; ++g) shift.emplace_back(g, (g + 1) % n);
  m.send_recv = {SendRecvInstance{true, shift}, SendRecvInstance{false, shift}};
  m.tensors = {TensorBinding{1, 0, 0, 2, 1, dt("fp16")}, TensorBinding{2, 10, 0, 2, 1, dt("fp16")}};
  Streams s(n);
  for (unsigned r = 0; r < n; ++r) {
    s[r][0] = {
        global_rank(1),    cur_rank(1, 2),    coll(0x02, 4, dt("fp16"), tile(0, 0, 2, 8)), barrier(1, 1, 12, 0, 1),
        sendrecv(1, 0, 8), sendrecv(2, 0, 8), coll(0x01, 4, dt("fp16"), tile(10, 0, 2, 8))};
    s[r][1] = {coll(0x03, 0, dt("u16"), tile(3, 0, 1, 8)), barrier(1, 1, 12, 0, 1),
               coll(0x01, 4, dt("bf16"), tile(5, 0, 1, 2))};
  }
  auto run = [&](std::vector<unsigned> order) {
    World w(m, s, config(order), builtins());
    for (unsigned r = 0; r < n; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        w.sbuf(r, c).fill_seeded(100 + 2 * r + c);
        SplitMix64 rnd(r);
        for (unsigned q = 0; q < 16; ++q)  // finite fp16/bf16 values where the collectives read
          for (unsigned e = 0; e < 8; ++e) put_elem(w.sbuf(r, c), q, 0, e, 2, random_elem(rnd, dt("fp16")) & 0x3FFF);
      }
    const WorldResult res = w.run();
    REQUIRE(res.ok());
    std::vector<uint64_t> state;
    for (unsigned r = 0; r < n; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        state.push_back(w.sbuf(r, c).hash());
        for (unsigned k = 0; k < 256; ++k)
          state.push_back(w.registers(r, c).written[k] ? w.registers(r, c).value[k] + 1 : 0);
      }
    std::string ev;
    for (const WorldEvent& e : w.events()) ev += std::to_string(e.rank) + e.detail + "\n";
    return std::make_pair(state, ev);
  };
  const auto base = run({});
  CHECK(base.second.find("reduce_scatter") != std::string::npos);
  for (std::vector<unsigned> order : {std::vector<unsigned>{3, 2, 1, 0}, {2, 0, 3, 1}, {1, 3, 0, 2}}) {
    const auto other = run(order);
    CHECK(other.first == base.first);
    CHECK(other.second == base.second);
  }
}

// ================================================================== scale
TEST_CASE("world: 64 ranks: a ring shift and an AllReduce finish, a missing rank is reported in bounded time",
          "[world]") {
  const unsigned n = 64;
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<uint32_t> ids(n);
  std::iota(ids.begin(), ids.end(), 0u);
  Module m = module_of(ids);
  m.replica_groups = {{ids}};
  m.collectives = {CollectiveInstance{0, {}, 0, {}}};
  std::vector<RankPair> shift;
  for (uint32_t g = 0; g < n; ++g) shift.emplace_back(g, (g + 1) % n);
  m.send_recv = {SendRecvInstance{true, shift}, SendRecvInstance{false, shift}};
  m.tensors = {TensorBinding{1, 0, 0, 1, 1, dt("i32")}, TensorBinding{2, 1, 0, 1, 1, dt("i32")}};
  const std::vector<Word> prog = {sendrecv(1, 0, 4), sendrecv(2, 0, 4), coll(0x01, 4, dt("i32"), tile(1, 0, 1, 4))};
  std::vector<std::vector<Word>> s(n, prog);
  World w(m, core0_streams(s), config({}), builtins());
  for (unsigned r = 0; r < n; ++r)
    for (unsigned e = 0; e < 4; ++e) put_elem(w.sbuf(r, 0), 0, 0, e, 4, 1000 * r + e);
  REQUIRE(w.run().ok());
  // Partition 1 of every rank: the sum over ranks of what its left neighbour sent, i.e. of all.
  for (unsigned r = 0; r < n; ++r)
    for (unsigned e = 0; e < 4; ++e) CHECK(elem_at(w.sbuf(r, 0), 1, 0, e, 4) == 1000 * (n * (n - 1) / 2) + n * e);
  // Rank 17's stream is empty: rank 18 waits for its send, every other rank for the AllReduce.
  s[17].clear();
  World stuck(m, core0_streams(s), config({}), builtins());
  const WorldResult res = stuck.run();
  CHECK_FALSE(res.completed);
  CHECK(res.blocked.size() == n - 1);
  CHECK(res.blocked[17].rank == 18);
  CHECK(res.blocked[17].waits_for.find("send from global id 17") != std::string::npos);
  CHECK(res.blocked[0].waits_for.find("on global ids 17,18") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(20));
}

// ================================================================== robustness
TEST_CASE("world: random streams on both cores of three ranks end (finished or reported), never hang", "[world]") {
  // Generated streams hold every cross-engine opcode with random fields, malformed words and
  // custom-op chains; the module binds a few instances of each kind. Whatever they do, run()
  // returns: every stream finishes, or the report names the cores that cannot continue.
  Module m = module_of({0, 1, 2});
  m.replica_groups = {{{0, 1, 2}}, {{0, 2}, {1}}};
  m.collectives = {CollectiveInstance{0, {}, 0, {}}, CollectiveInstance{1, {}, 1, {}},
                   CollectiveInstance{std::nullopt, {{0, 1}, {1, 2}}, 0, {}},
                   CollectiveInstance{0, {}, 0, {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}}};
  m.send_recv = {SendRecvInstance{true, {{0, 1}, {2, 0}}}, SendRecvInstance{false, {{0, 1}, {2, 0}}}};
  m.tensors = {TensorBinding{0, 0, 0, 2, 1, dt("u8")}};
  std::map<std::string, unsigned> seen;  // retired cross-engine words by code, over all seeds
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Streams s(3);
    size_t total = 0;
    for (unsigned r = 0; r < 3; ++r)
      for (unsigned c = 0; c < 2; ++c) {
        GenOptions o;
        o.seed = seed * 100 + r * 2 + c;
        o.count = 200;
        o.bad_ratio = 0.2;
        s[r][c] = generate(o).words;
        total += s[r][c].size();
      }
    World w(m, s, config(), builtins());
    for (unsigned r = 0; r < 3; ++r)
      for (unsigned c = 0; c < 2; ++c) w.sbuf(r, c).fill_seeded(seed + r);
    const WorldResult res = w.run();
    INFO("seed " << seed << ": " << res.report());
    CHECK(res.words <= total);
    CHECK(res.completed == res.blocked.empty());
    if (res.completed) CHECK(res.words == total);
    CHECK(res.engine_errors > 0);  // the malformed words
    for (const WorldEvent& e : w.events()) ++seen[world_err_name(e.err)];
  }
  std::string tally;
  for (const auto& [k, v] : seen) tally += k + "=" + std::to_string(v) + " ";
  INFO(tally);
  CHECK(seen["OK"] > 0);
  CHECK(seen.size() > 4);  // several different refusals too
}
