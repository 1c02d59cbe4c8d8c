// tpb::World (docs/world.md): operands in HBM and through register-mode start words, two-source reductions and
// the 0xDA trio rule.
#include "world_test_util.hpp"

using namespace world_test;

// ================================================================== HBM and register-mode operands
namespace {
/// A test tile: an SBUF (partition, offset) or an HBM byte address, and its 2-D shape.
struct Loc {
  bool hbm = false;
  unsigned p = 0, off = 0;  // SBUF
  unsigned addr = 0;        // HBM
  int16_t step0 = 1;
  uint16_t num0 = 1;
  int16_t step1 = 1;
  uint16_t num1 = 1;
};
Loc sbuf_loc(unsigned p, unsigned off, int16_t step0, uint16_t num0, int16_t step1, uint16_t num1) {
  return Loc{false, p, off, 0, step0, num0, step1, num1};
}
Loc hbm_loc(unsigned addr, int16_t step0, uint16_t num0, int16_t step1, uint16_t num1) {
  return Loc{true, 0, 0, addr, step0, num0, step1, num1};
}
Addr8T2d ap_of(const Loc& l) {
  Addr8T2d t;
  t.addr = l.hbm ? addr4_hbm(l.addr) : addr4_sbuf(l.p, l.off);
  t.step0 = l.step0;
  t.num0 = l.num0;
  t.step1 = l.step1;
  t.num1 = l.num1;
  return t;
}
/// Byte index of each element in walk order, written from docs/world.md: SBUF partition
/// p + i0*step0, offset off + i1*step1*eb (partition-major bytes, bpp per partition); HBM byte
/// address addr + (i0*step0 + i1*step1)*eb.
std::vector<size_t> where(const Loc& l, unsigned eb, size_t bpp) {
  std::vector<size_t> v;
  for (int64_t i0 = 0; i0 < l.num0; ++i0)
    for (int64_t i1 = 0; i1 < l.num1; ++i1)
      v.push_back(l.hbm ? static_cast<size_t>(int64_t{l.addr} + (i0 * l.step0 + i1 * l.step1) * eb)
                        : static_cast<size_t>(int64_t{l.p} + i0 * l.step0) * bpp +
                              static_cast<size_t>(int64_t{l.off} + i1 * l.step1 * eb));
  return v;
}
using Bytes = std::vector<uint8_t>;
uint32_t get_le(const Bytes& b, size_t i, unsigned eb) {
  uint32_t v = 0;
  for (unsigned k = 0; k < eb; ++k) v |= uint32_t{b.at(i + k)} << (8 * k);
  return v;
}
void set_le(Bytes& b, size_t i, unsigned eb, uint32_t v) {
  for (unsigned k = 0; k < eb; ++k) b.at(i + k) = static_cast<uint8_t>(v >> (8 * k));
}
/// Copies of a core's SBUF bytes and its rank's HBM bytes.
struct Mem {
  Bytes sbuf, hbm;
  Bytes& of(const Loc& l) { return l.hbm ? hbm : sbuf; }
  bool operator==(const Mem&) const = default;
};
Mem mem_of(World& w, unsigned r, unsigned c = 0) {
  const auto s = w.sbuf(r, c).bytes();
  const auto h = w.hbm(r).bytes();
  return Mem{Bytes(s.begin(), s.end()), Bytes(h.begin(), h.end())};
}
std::vector<uint32_t> read_loc(Mem& m, const Loc& l, unsigned eb, size_t bpp) {
  std::vector<uint32_t> v;
  for (size_t i : where(l, eb, bpp)) v.push_back(get_le(m.of(l), i, eb));
  return v;
}
void write_loc(Mem& m, const Loc& l, unsigned eb, size_t bpp, const std::vector<uint32_t>& v) {
  const std::vector<size_t> at = where(l, eb, bpp);
  for (size_t e = 0; e < at.size(); ++e) set_le(m.of(l), at[e], eb, v[e]);
}
/// Seeds core 0's SBUF and the HBM of ranks 0..n-1 and returns copies of them.
std::vector<Mem> seed_memories(World& w, unsigned n, uint64_t seed) {
  std::vector<Mem> m;
  for (unsigned r = 0; r < n; ++r) {
    w.sbuf(r, 0).fill_seeded(seed + r);
    fill_hbm(w.hbm(r), seed + 100 + r);
    m.push_back(mem_of(w, r));
  }
  return m;
}
/// The reference i32 AllReduce of tiles at[0..n-1] of n ranks: wrapping sums, written back.
void ref_all_reduce_i32(std::vector<Mem>& m, const Loc* at, size_t elems, size_t bpp) {
  std::vector<uint32_t> sum(elems, 0);
  for (size_t r = 0; r < m.size(); ++r) {
    const std::vector<uint32_t> x = read_loc(m[r], at[r], 4, bpp);
    for (size_t e = 0; e < sum.size(); ++e) sum[e] += x[e];
  }
  for (size_t r = 0; r < m.size(); ++r) write_loc(m[r], at[r], 4, bpp, sum);
}
}  // namespace

TEST_CASE("world: 0xD9 and 0xDA tiles in HBM are read and written there (row stride in elements)", "[world]") {
  // Three ranks: an i32 AllReduce whose tiles sit in HBM (row strides 7 and -12 elements) and
  // SBUF, then a permute 0 -> 1 -> 2 -> 0 between SBUF and HBM tiles in both directions.
  const size_t bpp = small_system().sbuf.bytes_per_partition;
  const uint8_t i32 = dt("i32");
  const Loc ar[3] = {hbm_loc(100, 7, 2, 1, 5), sbuf_loc(3, 16, 1, 2, 1, 5), hbm_loc(2000, -12, 2, 2, 5)};
  const Loc src[3] = {sbuf_loc(5, 0, 1, 1, 1, 4), hbm_loc(3000, 1, 1, 1, 4), hbm_loc(3100, 2, 2, 1, 2)};
  const Loc dst[3] = {hbm_loc(3200, 1, 1, 1, 4), sbuf_loc(6, 40, 1, 1, 1, 4), sbuf_loc(7, 0, 1, 2, 1, 2)};
  Module m = module_of({0, 1, 2});
  m.replica_groups = {{{0, 1, 2}}};
  m.collectives = {CollectiveInstance{0u, {}, 0}, CollectiveInstance{std::nullopt, {{0, 1}, {1, 2}, {2, 0}}, 0}};
  std::vector<std::vector<Word>> s(3);
  for (unsigned r = 0; r < 3; ++r)
    s[r] = {coll(0x01, 4, i32, ap_of(ar[r])), coll(0x05, 0, i32, ap_of(src[r])), coll2(0x05, 0, i32, ap_of(dst[r]))};
  World w(m, core0_streams(s), config(), builtins());
  std::vector<Mem> expect = seed_memories(w, 3, 50);
  // The reference: the AllReduce's wrapping sums, then each target's 0xDA tile gets its
  // source's 0xD9 tile (no tile of the permute overlaps one of the AllReduce).
  ref_all_reduce_i32(expect, ar, 10, bpp);
  std::vector<std::vector<uint32_t>> sent(3);
  for (unsigned r = 0; r < 3; ++r) sent[r] = read_loc(expect[r], src[r], 4, bpp);
  for (unsigned r = 0; r < 3; ++r) write_loc(expect[(r + 1) % 3], dst[(r + 1) % 3], 4, bpp, sent[r]);
  const WorldResult res = w.run();
  CHECK(res.ok());
  CHECK(w.events().size() == 9);
  for (unsigned r = 0; r < 3; ++r) {
    INFO("rank " << r);
    CHECK(mem_of(w, r) == expect[r]);
    CHECK(mem_of(w, r, 1).sbuf == Bytes(bpp * small_system().sbuf.partitions, 0));  // core 1's SBUF untouched
  }
}

TEST_CASE("world: a register-mode start word takes its ADDR4 word from the core's register", "[world]") {
  // The global ids are ADDR4 words: rank 0's tile at SBUF (0, 0x40), rank 1's at (4, 0x80),
  // rank 2's at HBM 0x10. Every rank runs the same stream: 0xDC into register 3, then an
  // AllReduce whose tile starts at register 3.
  const size_t bpp = small_system().sbuf.bytes_per_partition;
  const uint32_t ids[3] = {addr4_sbuf(0, 0x40), addr4_sbuf(4, 0x80), addr4_hbm(0x10)};
  const Loc at[3] = {sbuf_loc(0, 0x40, 6, 2, 1, 6), sbuf_loc(4, 0x80, 6, 2, 1, 6), hbm_loc(0x10, 6, 2, 1, 6)};
  Module m = module_of({ids[0], ids[1], ids[2]});
  m.replica_groups = {{{ids[0], ids[1], ids[2]}}};
  m.collectives = {CollectiveInstance{0u, {}, 0}};
  Addr8T2d t = ap_of(at[0]);
  t.addr = addr4_register(3);
  const std::vector<Word> stream = {global_rank(3), coll(0x01, 4, dt("i32"), t)};
  World w(m, core0_streams({stream, stream, stream}), config(), builtins());
  std::vector<Mem> expect = seed_memories(w, 3, 70);
  ref_all_reduce_i32(expect, at, 12, bpp);
  const WorldResult res = w.run();
  CHECK(res.ok());
  for (unsigned r = 0; r < 3; ++r) {
    INFO("rank " << r);
    CHECK(mem_of(w, r) == expect[r]);
  }
}

TEST_CASE("world: register-mode semaphores of a 0xD8 resolve through each core's own registers", "[world]") {
  // One rank whose global id is the ADDR4 word of SBUF (1, 8): both cores write it into
  // register 2 and meet at a 0xD8 whose semaphore starts at register 2.
  const uint32_t id = addr4_sbuf(1, 8);
  Word b = barrier(4, 0, 0, 0, 3);
  CoreBarrier cb = decode_as<CoreBarrier>(b).value;
  cb.sema.addr = addr4_register(2);
  b = encode(cb);
  Streams s(1);
  s[0][0] = s[0][1] = {global_rank(2), b};
  World w(module_of({id}), s, config(), builtins());
  for (unsigned c = 0; c < 2; ++c) w.sbuf(0, c).fill_seeded(90 + c);
  Sbuf expect[2] = {w.sbuf(0, 0), w.sbuf(0, 1)};
  for (unsigned c = 0; c < 2; ++c)
    for (unsigned e = 0; e < 3; ++e) put_elem(expect[c], 1, 8, e, 4, elem_at(expect[c], 1, 8, e, 4) + 1);
  const WorldResult res = w.run();
  CHECK(res.ok());
  for (unsigned c = 0; c < 2; ++c) CHECK(w.sbuf(0, c).hash() == expect[c].hash());
}

TEST_CASE("world: a register value that is no static ADDR4 word is refused, nothing written", "[world]") {
  // A one-member AllReduce whose tile starts at register 3 = the global id.
  for (uint32_t id : {uint32_t{0x0C000000} /* space 3: undefined */, addr4_register(3), addr4_indirect(0)}) {
    Module m = module_of({id});
    m.replica_groups = {{{id}}};
    m.collectives = {CollectiveInstance{0u, {}, 0}};
    Addr8T2d t = tile(0, 0, 1, 4);
    t.addr = addr4_register(3);
    World w(m, core0_streams({{global_rank(3), coll(0x01, 4, dt("i32"), t)}}), config(), builtins());
    w.sbuf(0, 0).fill_seeded(5);
    fill_hbm(w.hbm(0), 6);
    const Mem before = mem_of(w, 0);
    const WorldResult res = w.run();
    INFO(id);
    CHECK(res.completed);
    CHECK(events_with(w, WorldErr::REGISTER_NOT_ADDRESS).size() == 1);
    CHECK(mem_of(w, 0) == before);
  }
}

TEST_CASE("world: 0xCB regions bound in HBM send and receive rows partition_step rows apart", "[world]") {
  // Rank 0 sends 3 HBM rows (tensor 8: from byte 256 + 16, rows 2 x 20 bytes apart) to rank 1,
  // which sends 3 SBUF partitions (tensor 5: partitions 2, 5, 8 from byte 4) back; rank 0
  // receives into SBUF (tensor 9), rank 1 into HBM (tensor 8 from byte 256).
  const size_t bpp = small_system().sbuf.bytes_per_partition;
  Module m = module_of({0, 1});
  m.send_recv = {SendRecvInstance{true, {{0, 1}, {1, 0}}}, SendRecvInstance{false, {{0, 1}, {1, 0}}}};
  const uint8_t i32 = dt("i32");
  m.tensors = {TensorBinding{5, 2, 0, 3, 3, i32}, TensorBinding{8, 0, 256, 3, 2, i32, true},
               TensorBinding{9, 0, 32, 3, 1, i32}};
  const auto rows = [](bool hbm, unsigned p_or_addr, int step, unsigned off) {
    std::vector<Loc> v;  // one Loc per row: 5 contiguous i32
    for (int i = 0; i < 3; ++i)
      v.push_back(hbm ? hbm_loc(static_cast<unsigned>(static_cast<int>(p_or_addr + off) + i * step * 20), 1, 1, 1, 5)
                      : sbuf_loc(static_cast<unsigned>(static_cast<int>(p_or_addr) + i * step), off, 1, 1, 1, 5));
    return v;
  };
  {
    World w(m, core0_streams({{sendrecv(8, 16, 5), sendrecv(9, 8, 5)}, {sendrecv(5, 4, 5), sendrecv(8, 0, 5)}}),
            config(), builtins());
    std::vector<Mem> expect = seed_memories(w, 2, 11);
    const std::vector<Loc> from0 = rows(true, 256, 2, 16), to1 = rows(true, 256, 2, 0);
    const std::vector<Loc> from1 = rows(false, 2, 3, 4), to0 = rows(false, 0, 1, 40);
    std::vector<Mem> before = expect;
    for (unsigned i = 0; i < 3; ++i) {
      write_loc(expect[1], to1[i], 4, bpp, read_loc(before[0], from0[i], 4, bpp));
      write_loc(expect[0], to0[i], 4, bpp, read_loc(before[1], from1[i], 4, bpp));
    }
    const WorldResult res = w.run();
    CHECK(res.ok());
    for (unsigned r = 0; r < 2; ++r) CHECK(mem_of(w, r) == expect[r]);
  }
  // Refused: an HBM row past the HBM's end (recv and send), a tensor_base that wraps 64 bits.
  struct Case {
    uint64_t send_tensor, send_base, recv_tensor, recv_base;
    unsigned refused_rank;
  };
  // Rank 1's recv: row 0 fits, row 2 does not; rank 0's send: row 0 past the end; rank 1's
  // recv into SBUF with a base that, added to the binding's offset 32, wraps to 0.
  for (const Case& c : {Case{5, 4, 8, 3780, 1}, Case{8, 3900, 9, 8, 0}, Case{5, 4, 9, ~uint64_t{0} - 31, 1}}) {
    World w(m,
            core0_streams({{sendrecv(c.send_tensor, c.send_base, 5), sendrecv(9, 8, 5)},
                           {sendrecv(5, 4, 5), sendrecv(c.recv_tensor, c.recv_base, 5)}}),
            config(), builtins());
    const std::vector<Mem> before = seed_memories(w, 2, 31);
    INFO(c.send_tensor << " " << c.send_base << " " << c.recv_tensor << " " << c.recv_base);
    (void)w.run();
    const auto refused = events_with(w, WorldErr::AP_RANGE);
    REQUIRE(refused.size() == 1);
    CHECK(refused[0].rank == c.refused_rank);
    CHECK(refused[0].opcode == CollectiveSendRecv::kOpcode);
    CHECK(mem_of(w, 1) == before[1]);  // a refused recv writes nothing; rank 1 has no other write
    CHECK(mem_of(w, 0).hbm == before[0].hbm);
  }
}

TEST_CASE("world: a two-source AllReduce or ReduceScatter folds each member's 0xD9 and 0xDA tiles", "[world]") {
  // Three ranks, group order global ids 2, 0, 1; i32 sums (exact, wrapping).
  for (uint8_t wire : {uint8_t{0x01}, uint8_t{0x02}}) {
    Module m = module_of({0, 1, 2});
    m.replica_groups = {{{2, 0, 1}}};
    m.collectives = {CollectiveInstance{0u, {}, 0}};
    std::vector<std::vector<Word>> s(3);
    for (unsigned r = 0; r < 3; ++r)
      s[r] = {coll(wire, 4, dt("i32"), tile(1, 0, 2, 6)), coll2(wire, 4, dt("i32"), tile(9, 64, 3, 4))};
    World w(m, core0_streams(s), config(), builtins());
    const std::vector<Sbuf> before = seed_core0(w, 3, 60);
    const WorldResult res = w.run();
    INFO(res.report());
    REQUIRE(res.ok());
    const std::vector<unsigned> group = {2, 0, 1};
    for (unsigned j = 0; j < 3; ++j) {
      const unsigned r = group[j];
      for (unsigned e = 0; e < 12; ++e) {  // 0xD9: 2 x 6 walk order; 0xDA: 3 x 4
        uint32_t sum = 0;
        for (unsigned q : group)
          sum += elem_at(before[q], 1 + e / 6, 0, e % 6, 4) + elem_at(before[q], 9 + e / 4, 64, e % 4, 4);
        const bool mine = wire == 0x01 || e / 4 == j;  // ReduceScatter: member j's chunk j (of 3, walk order)
        CHECK(elem_at(w.sbuf(r, 0), 1 + e / 6, 0, e % 6, 4) ==
              (mine ? sum : elem_at(before[r], 1 + e / 6, 0, e % 6, 4)));
        CHECK(elem_at(w.sbuf(r, 0), 9 + e / 4, 64, e % 4, 4) == elem_at(before[r], 9 + e / 4, 64, e % 4, 4));
      }
    }
  }
  // fp32: the fold runs member by member, the 0xD9 element then the 0xDA one:
  // ((1e8 + 1) + -1e8) + 1 = 1 (1e8 + 1 rounds to 1e8), not (1e8 + -1e8) + (1 + 1) = 2.
  Module m = module_of({0, 1});
  m.replica_groups = {{{0, 1}}};
  m.collectives = {CollectiveInstance{0u, {}, 0}};
  std::vector<std::vector<Word>> s(2);
  for (unsigned r = 0; r < 2; ++r)
    s[r] = {coll(0x01, 4, dt("fp32"), tile(0, 0, 1, 1)), coll2(0x01, 4, dt("fp32"), tile(0, 4, 1, 1))};
  World w(m, core0_streams(s), config(), builtins());
  const float x[2] = {1e8f, -1e8f};
  for (unsigned r = 0; r < 2; ++r) {
    put_elem(w.sbuf(r, 0), 0, 0, 0, 4, std::bit_cast<uint32_t>(x[r]));
    put_elem(w.sbuf(r, 0), 0, 4, 0, 4, std::bit_cast<uint32_t>(1.0f));
  }
  REQUIRE(w.run().ok());
  for (unsigned r = 0; r < 2; ++r) CHECK(std::bit_cast<float>(elem_at(w.sbuf(r, 0), 0, 0, 0, 4)) == 1.0f);
}

// docs/world.md "Legs agree": a 0xDA's dtype and kind are its 0xD9's or 0 (unwritten by its
// arm, S000 §3.2 "the trio in the arms where present"); its alu_op must be the 0xD9's exactly,
// since 0 is bypass, a value, not "unwritten".
TEST_CASE("world: a 0xDA may leave dtype and kind 0, never alu_op", "[world]") {
  struct Case {
    uint8_t kind, op, dtype;
    WorldErr want;
  };
  const uint8_t f32 = dt("fp32");
  for (const Case c : {Case{0x01, 4, f32, WorldErr::OK}, Case{0, 4, 0, WorldErr::OK}, Case{0, 4, f32, WorldErr::OK},
                       Case{0x01, 4, 0, WorldErr::OK}, Case{0x01, 0, f32, WorldErr::LEG_MISMATCH},
                       Case{0, 0, 0, WorldErr::LEG_MISMATCH}, Case{0x02, 4, f32, WorldErr::LEG_MISMATCH},
                       Case{0x01, 4, dt("bf16"), WorldErr::LEG_MISMATCH}}) {
    INFO("0xDA kind " << unsigned(c.kind) << " alu_op " << unsigned(c.op) << " dtype " << unsigned(c.dtype));
    Module m = module_of({0, 1});
    m.replica_groups = {{{0, 1}}};
    m.collectives = {CollectiveInstance{0u, {}, 0}};
    std::vector<std::vector<Word>> s(2);
    for (unsigned r = 0; r < 2; ++r)
      s[r] = {coll(0x01, 4, f32, tile(0, 0, 1, 4)), coll2(c.kind, c.op, c.dtype, tile(2, 0, 1, 4))};
    World w(m, core0_streams(s), config(), builtins());
    const std::vector<Sbuf> before = seed_core0(w, 2, 77);
    const WorldResult res = w.run();
    CHECK(res.completed);
    CHECK(res.cross_refused == (c.want == WorldErr::OK ? 0u : 4u));  // both legs of both members
    for (const WorldEvent& e : w.events()) CHECK(e.err == c.want);
    if (c.want != WorldErr::OK)
      for (unsigned r = 0; r < 2; ++r) CHECK(w.sbuf(r, 0).hash() == before[r].hash());
  }
}

TEST_CASE("world: a 64 MiB HBM tensor each way, the waiting receive's rows straight from the sender's region",
          "[world]") {
  // Rank 0 sends its 64 MiB HBM tensor (128 rows of 512 KiB) to rank 1 and receives rank 1's
  // into the same region; rank 1 the same the other way. Rank 0's send comes first (nothing
  // waits for it): one staged copy. Rank 1's send finds rank 0's receive waiting: its rows go
  // from region to region, no copy between, so the run stages 64 MiB, not 128.
  constexpr uint64_t kRow = 512 * 1024, kRows = 128, kBytes = kRow * kRows;
  Module m = module_of({0, 1});
  m.send_recv = {SendRecvInstance{true, {{0, 1}, {1, 0}}}, SendRecvInstance{false, {{0, 1}, {1, 0}}}};
  m.tensors = {TensorBinding{1, 0, 0, static_cast<uint16_t>(kRows), 1, dt("i32"), true}};
  WorldConfig cfg = config();
  cfg.system.hbm_bytes = kBytes;
  const uint64_t elems = kRow / 4;
  World w(m, core0_streams({{sendrecv(1, 0, elems), sendrecv(1, 0, elems)}, {sendrecv(1, 0, elems), sendrecv(1, 0, elems)}}),
          cfg, builtins());
  for (unsigned r = 0; r < 2; ++r) {
    auto b = w.hbm(r).bytes();
    REQUIRE(b.size() == kBytes);
    for (uint64_t i = 0; i < kBytes; i += 4096) b[i] = static_cast<uint8_t>(r * 100 + i / 4096 % 97);
    b[kBytes - 1] = static_cast<uint8_t>(r + 1);
  }
  const WorldResult res = w.run();
  REQUIRE(res.ok());
  CHECK(res.bytes_staged == kBytes);
  for (unsigned r = 0; r < 2; ++r) {
    const auto b = w.hbm(r).bytes();
    const unsigned from = 1 - r;
    uint64_t wrong = 0;
    for (uint64_t i = 0; i < kBytes; ++i) {
      const uint8_t want = i % 4096 == 0 ? static_cast<uint8_t>(from * 100 + i / 4096 % 97)
                           : i == kBytes - 1 ? static_cast<uint8_t>(from + 1)
                                             : 0;
      wrong += b[i] != want;
    }
    INFO("rank " << r);
    CHECK(wrong == 0);
  }
}
