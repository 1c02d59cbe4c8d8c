// SB2SB mover model (cmodel/src/mover.cpp): golden copy, every legality error, the
// "rejected means untouched" rule, the 1024 B/partition ceiling (S000 §5, S004 View A).
#include <catch2/catch.hpp>

#include <functional>
#include <map>
#include <tuple>
#include <vector>

#include "tpb/mover.hpp"

using namespace tpb;

namespace {

constexpr uint8_t kU8 = 0x01, kU16 = 0x03, kI16 = 0x04, kFp32 = 0x0B;

MoverConfig fpga_cfg() {
  MoverConfig c;
  c.geometry = SbufGeometry::fpga();  // 16 x 1024
  return c;
}

struct Hashes {
  uint64_t h0, h1;
  bool operator==(const Hashes&) const = default;
};
Hashes hashes(const Mover& m) { return {m.sbuf(0).hash(), m.sbuf(1).hash()}; }

struct Recorder : MoverObserver {
  std::vector<std::tuple<unsigned, uint32_t, uint32_t, std::vector<uint8_t>>> writes;
  void on_write(const SbufWrite& w) override {
    writes.emplace_back(w.core, w.partition, w.offset, std::vector<uint8_t>(w.data.begin(), w.data.end()));
  }
};

// A legal base instruction on the fpga geometry: 2 partitions x 2 rows x 4 u16 each way.
GpsimdSb2sb base() {
  GpsimdSb2sb s = decode_as<GpsimdSb2sb>(make_sb2sb(ap_of(1, 8, 1, 2, 8, 2, 1, 4, 2), ap_of(4, 64, 2, 2, 4, 2, 1, 4, 2), kU16)).value;
  return s;
}

}  // namespace

TEST_CASE("mover: golden copy worked by hand (u16, two partitions into one reversed row)", "[mover]") {
  Mover m(fpga_cfg());
  m.sbuf(0).fill(0x00);
  m.sbuf(1).fill(0xEE);
  // core 0, partition 1 bytes 0..11 = 0x10..0x1B, partition 2 bytes 0..11 = 0x20..0x2B
  for (uint8_t b = 0; b < 12; ++b) {
    m.sbuf(0).partition(1)[b] = static_cast<uint8_t>(0x10 + b);
    m.sbuf(0).partition(2)[b] = static_cast<uint8_t>(0x20 + b);
  }
  // src: partitions 1..2, rows at element 0 and 4 (bytes 0 and 8), 2 u16 per row:
  //   k0 p1+0 [10 11]  k1 p1+2 [12 13]  k2 p1+8 [18 19]  k3 p1+10 [1A 1B]
  //   k4 p2+0 [20 21]  k5 p2+2 [22 23]  k6 p2+8 [28 29]  k7 p2+10 [2A 2B]
  // dst: peer partition 5, one row of 8 u16 walking down from byte 20: k -> 20 - 2k.
  const Word w = make_sb2sb(ap_of(1, 0, 1, 2, 4, 2, 1, 2, 2), ap_of(5, 20, 1, 1, 1, 1, -1, 8, 2), kU16);
  Recorder rec;
  m.set_observer(&rec);
  const Hashes before = hashes(m);
  const MoverRecord r = m.execute(w, 42);
  CHECK(r == MoverRecord{42, Err::OK, 16});
  const std::vector<uint8_t> want = {0x2A, 0x2B, 0x28, 0x29, 0x22, 0x23, 0x20, 0x21,
                                     0x1A, 0x1B, 0x18, 0x19, 0x12, 0x13, 0x10, 0x11};
  auto p5 = m.sbuf(1).partition(5);
  CHECK(std::vector<uint8_t>(p5.begin() + 6, p5.begin() + 22) == want);
  CHECK(p5[5] == 0xEE);
  CHECK(p5[22] == 0xEE);
  // Nothing else moved: core 0 untouched, core 1 differs only in those 16 bytes.
  CHECK(m.sbuf(0).hash() == before.h0);
  size_t changed = 0;
  for (uint8_t b : m.sbuf(1).bytes()) changed += b != 0xEE;
  CHECK(changed == 16);
  // The observer saw the writes beat by beat (docs/mover.md, "Beats"): a src row holds 2
  // elements, so each beat moves 2 (k0 k1, then k2 k3, ...) into one window of the reversed
  // dst row, written lowest byte first: k1 at byte 18, then k0 at byte 20.
  using W = std::tuple<unsigned, uint32_t, uint32_t, std::vector<uint8_t>>;
  REQUIRE(rec.writes.size() == 4);
  CHECK(rec.writes[0] == W{1, 5, 18, {0x12, 0x13, 0x10, 0x11}});
  CHECK(rec.writes[1] == W{1, 5, 14, {0x1A, 0x1B, 0x18, 0x19}});
  CHECK(rec.writes[3] == W{1, 5, 6, {0x2A, 0x2B, 0x28, 0x29}});
}

TEST_CASE("mover: beats of a reversed and of a repeating destination row: one port window each, lowest byte first",
          "[mover]") {
  // PROJECT rule (docs/mover.md, "Beats"): a beat moves the next n elements, n = the elements
  // of one row that fit in a port window (16 B) on both sides, capped by what is left of the
  // src and the dst row; the beat writes its window lowest byte first, the later element
  // winning where elements share bytes. Worked by hand for u8 rows of 20 elements.
  MoverConfig cfg = fpga_cfg();
  REQUIRE(cfg.port_bytes == 16);
  Mover m(cfg);
  m.sbuf(1).fill(0xEE);
  for (uint8_t k = 0; k < 20; ++k) m.sbuf(0).partition(3)[k] = static_cast<uint8_t>(0x40 + k);
  using W = std::tuple<unsigned, uint32_t, uint32_t, std::vector<uint8_t>>;
  SECTION("dst step -1: beats of 16 and 4 elements, each window written upwards") {
    Recorder rec;
    m.set_observer(&rec);
    REQUIRE(m.execute(make_sb2sb(ap_of(3, 0, 1, 1, 0, 1, 1, 20, 1), ap_of(2, 100, 1, 1, 0, 1, -1, 20, 1), kU8), 1).err ==
            Err::OK);
    std::vector<uint8_t> first, second;
    for (int k = 15; k >= 0; --k) first.push_back(static_cast<uint8_t>(0x40 + k));  // k15 at byte 85 ... k0 at 100
    for (int k = 19; k >= 16; --k) second.push_back(static_cast<uint8_t>(0x40 + k));  // k19 at byte 81 ... k16 at 84
    REQUIRE(rec.writes.size() == 2);
    CHECK(rec.writes[0] == W{1, 2, 85, first});
    CHECK(rec.writes[1] == W{1, 2, 81, second});
  }
  SECTION("dst step 0: a beat of 16 repeats writes the 16th element once, then a beat of 4 the 20th") {
    Recorder rec;
    m.set_observer(&rec);
    REQUIRE(m.execute(make_sb2sb(ap_of(3, 0, 1, 1, 0, 1, 1, 20, 1), ap_of(2, 7, 1, 1, 0, 1, 0, 20, 1), kU8), 1) ==
            MoverRecord{1, Err::OK, 20});
    REQUIRE(rec.writes.size() == 2);
    CHECK(rec.writes[0] == W{1, 2, 7, {0x4F}});
    CHECK(rec.writes[1] == W{1, 2, 7, {0x53}});
    CHECK(m.sbuf(1).partition(2)[7] == 0x53);  // the last element in walk order wins
  }
  SECTION("src step 3, dst step -1: the src window holds 6 elements, so beats of 6, 6, 6, 2") {
    for (uint8_t b = 0; b < 60; ++b) m.sbuf(0).partition(4)[b] = b;
    Recorder rec;
    m.set_observer(&rec);
    REQUIRE(m.execute(make_sb2sb(ap_of(4, 0, 1, 1, 0, 1, 3, 20, 1), ap_of(2, 200, 1, 1, 0, 1, -1, 20, 1), kU8), 1).err ==
            Err::OK);
    REQUIRE(rec.writes.size() == 4);
    CHECK(rec.writes[0] == W{1, 2, 195, {15, 12, 9, 6, 3, 0}});  // elements k5..k0 at bytes 195..200
    CHECK(rec.writes[3] == W{1, 2, 181, {57, 54}});             // k19, k18
  }
}

TEST_CASE("mover: issue core 1 reads core 1 and writes core 0", "[mover]") {
  MoverConfig c = fpga_cfg();
  c.issue_core = 1;
  Mover m(c);
  m.sbuf(0).fill(0);
  m.sbuf(1).fill(0);
  for (unsigned b = 0; b < 8; ++b) m.sbuf(1).partition(15)[1016 + b] = static_cast<uint8_t>(0xA0 + b);
  // fp32 x 2 at the very end of partition 15 -> partition 0, byte 0.
  const MoverRecord r = m.execute(make_sb2sb(ap_of(15, 1016, 1, 1, 1, 1, 1, 2, 4), ap_of(0, 0, 1, 1, 1, 1, 1, 2, 4), kFp32), 0);
  REQUIRE(r.err == Err::OK);
  CHECK(r.bytes_written == 8);
  for (unsigned b = 0; b < 8; ++b) CHECK(m.sbuf(0).at(0, b) == 0xA0 + b);
}

TEST_CASE("mover: every legality error, each with its code, and nothing written", "[mover]") {
  struct Case {
    const char* what;
    Err want;
    std::function<void(GpsimdSb2sb&, Word&)> edit;
  };
  const std::vector<Case> cases = {
      {"reserved byte set (decoder would reject)", Err::SB2SB_NOT_DECODED, [](GpsimdSb2sb&, Word& w) { w[0x2F] = 1; }},
      {"cross_core_enable = 0 (decoder would reject)", Err::SB2SB_NOT_DECODED,
       [](GpsimdSb2sb& s, Word& w) { s.cross_core_enable = 0; w = encode(s); }},
      {"not an 0xBF word", Err::SB2SB_NOT_DECODED, [](GpsimdSb2sb&, Word& w) { w[0] = 0xDC; }},
      {"src in PSUM", Err::SB2SB_SRC_NOT_SBUF, [](GpsimdSb2sb& s, Word& w) { s.src.addr = addr4_psum(64); w = encode(s); }},
      {"src in HBM", Err::SB2SB_SRC_NOT_SBUF, [](GpsimdSb2sb& s, Word& w) { s.src.addr = addr4_hbm(64); w = encode(s); }},
      {"src register mode", Err::SB2SB_SRC_NOT_SBUF,
       [](GpsimdSb2sb& s, Word& w) { s.src.addr = addr4_register(3); w = encode(s); }},
      {"src indirect", Err::SB2SB_SRC_NOT_SBUF, [](GpsimdSb2sb& s, Word& w) { s.src.addr = addr4_indirect(0); w = encode(s); }},
      {"dst in HBM", Err::SB2SB_DST_NOT_SBUF, [](GpsimdSb2sb& s, Word& w) { s.dst.addr = addr4_hbm(0); w = encode(s); }},
      {"dst in PSUM", Err::SB2SB_DST_NOT_SBUF, [](GpsimdSb2sb& s, Word& w) { s.dst.addr = addr4_psum(64); w = encode(s); }},
      {"dst register mode", Err::SB2SB_DST_NOT_SBUF,
       [](GpsimdSb2sb& s, Word& w) { s.dst.addr = addr4_register(3); w = encode(s); }},
      {"dst indirect", Err::SB2SB_DST_NOT_SBUF, [](GpsimdSb2sb& s, Word& w) { s.dst.addr = addr4_indirect(9); w = encode(s); }},
      {"u16 -> i16 (same size, still no cast)", Err::SB2SB_DTYPE_MISMATCH,
       [](GpsimdSb2sb& s, Word& w) { s.dst_dtype = kI16; w = encode(s); }},
      {"peer partition 16 on a 16-partition peer", Err::SB2SB_PEER_PARTITION_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.peer_partition = 16; w = encode(s); }},
      {"peer partition 255", Err::SB2SB_PEER_PARTITION_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.peer_partition = 255; w = encode(s); }},
      {"dst one element longer", Err::SB2SB_COUNT_MISMATCH, [](GpsimdSb2sb& s, Word& w) { s.dst.num2 = 5; w = encode(s); }},
      {"src 2 x 257 u16 = 1028 B per partition", Err::SB2SB_TOO_MANY_BYTES,
       [](GpsimdSb2sb& s, Word& w) { s.src.num1 = 2; s.src.num2 = 257; s.src.step1 = 257; s.src.num0 = 1;
                                     s.dst.num0 = 2; s.dst.num1 = 1; s.dst.num2 = 257; w = encode(s); }},
      {"src reaches partition 16", Err::SB2SB_SRC_PARTITION_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.src.addr = addr4_sbuf(15, 8); w = encode(s); }},
      {"src partition step -1 from 0", Err::SB2SB_SRC_PARTITION_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.src.addr = addr4_sbuf(0, 8); s.src.step0 = -1; w = encode(s); }},
      {"src last byte at 1024", Err::SB2SB_SRC_OFFSET_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.src.addr = addr4_sbuf(1, 1024 - 24 + 1); w = encode(s); }},
      {"src negative inner step below byte 0", Err::SB2SB_SRC_OFFSET_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.src.step2 = -1; s.src.addr = addr4_sbuf(1, 4); w = encode(s); }},
      {"dst reaches partition 16 (step 2)", Err::SB2SB_DST_PARTITION_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.dst.addr = addr4_sbuf(14, 64); s.peer_partition = 14; w = encode(s); }},
      {"dst past the end of the partition", Err::SB2SB_DST_OFFSET_RANGE,
       [](GpsimdSb2sb& s, Word& w) { s.dst.addr = addr4_sbuf(4, 1020); w = encode(s); }},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    Mover m(fpga_cfg());
    m.sbuf(0).fill_seeded(1);
    m.sbuf(1).fill_seeded(2);
    GpsimdSb2sb s = base();
    Word w = encode(s);
    REQUIRE(sb2sb_check(w, m.config()) == Err::OK);  // the base is legal
    c.edit(s, w);
    Recorder rec;
    m.set_observer(&rec);
    const Hashes before = hashes(m);
    const MoverRecord r = m.execute(w, 7);
    CHECK(r.err == c.want);
    CHECK(r.index == 7);
    CHECK(r.bytes_written == 0);
    CHECK(rec.writes.empty());
    CHECK(hashes(m) == before);
  }
}

TEST_CASE("mover: a configuration with cores per LNC != 2 refuses every 0xBF", "[mover]") {
  const unsigned cores = GENERATE(1u, 4u);
  MoverConfig c = fpga_cfg();
  c.cores_per_lnc = cores;
  Mover m(c);
  m.sbuf(0).fill_seeded(3);
  m.sbuf(1).fill_seeded(4);
  SplitMix64 r(5);
  const Hashes before = hashes(m);
  for (int i = 0; i < 50; ++i) {
    const Word w = gen_sb2sb(r, c, static_cast<Sb2sbClass>(r.below(3)));  // legal under LNC2
    const MoverRecord rec = m.execute(w, static_cast<uint32_t>(i));
    REQUIRE(rec.err == Err::SB2SB_NOT_LNC2);
  }
  CHECK(hashes(m) == before);
  // An 0xBF the decoder rejects is still reported as not decoded first.
  Word bad = make_sb2sb(ap_of(0, 0, 1, 1, 1, 1, 1, 1, 1), ap_of(0, 0, 1, 1, 1, 1, 1, 1, 1), kU8);
  bad[0x22] = 1;
  CHECK(m.execute(bad, 0).err == Err::SB2SB_NOT_DECODED);
}

TEST_CASE("mover: 1024 bytes per partition is accepted, 1025 and more refused", "[mover]") {
  Mover m(fpga_cfg());
  struct Shape {
    uint8_t dtype;
    unsigned eb;
    uint16_t n1, n2;
    bool ok;
  };
  const Shape shapes[] = {
      {kU8, 1, 1, 1024, true},  {kU8, 1, 1, 1025, false}, {kU8, 1, 32, 32, true},  {kU8, 1, 25, 41, false},
      {kFp32, 4, 1, 256, true}, {kFp32, 4, 1, 257, false}, {kU16, 2, 512, 1, true}, {kU16, 2, 513, 1, false},
      {kU8, 1, 2, 1024, false},
  };
  for (const Shape& sh : shapes) {
    INFO("dtype " << int(sh.dtype) << " " << sh.n1 << " x " << sh.n2);
    // 3 partitions each way, dense rows.
    const AccessPattern ap = ap_of(0, 0, 1, 3, static_cast<int16_t>(sh.n2), sh.n1, 1, sh.n2, sh.eb);
    const Hashes before = hashes(m);
    const MoverRecord r = m.execute(make_sb2sb(ap, ap, sh.dtype), 0);
    if (sh.ok) {
      CHECK(r.err == Err::OK);
      CHECK(r.bytes_written == 3ull * sh.n1 * sh.n2 * sh.eb);
    } else {
      CHECK(r.err == Err::SB2SB_TOO_MANY_BYTES);
      CHECK(hashes(m) == before);
    }
  }
  SECTION("the ceiling applies to the destination too") {
    // src 2 partitions x 600 u8 (under), dst 1 partition x 1200 u8 (over).
    const Word w = make_sb2sb(ap_of(0, 0, 1, 2, 600, 1, 1, 600, 1), ap_of(0, 0, 1, 1, 1200, 1, 1, 1200, 1), kU8);
    CHECK(m.execute(w, 0).err == Err::SB2SB_TOO_MANY_BYTES);
  }
}

TEST_CASE("mover: ceiling words sit exactly at 1024 bytes per partition or one element past it", "[mover]") {
  for (const MoverConfig& cfg : {MoverConfig{}, fpga_cfg()}) {
    SplitMix64 r(17);
    unsigned at = 0, over_one_byte = 0, src_wide = 0, dst_wide = 0;
    for (int i = 0; i < 300; ++i) {
      const bool over = i % 2 == 1;
      const Word w = gen_sb2sb_ceiling(r, cfg, over);
      const GpsimdSb2sb s = decode_as<GpsimdSb2sb>(w).value;
      const unsigned eb = find_dtype(s.src_dtype)->bytes;
      const uint64_t sb = ap_bytes_per_partition(ap_from_t3d(s.src, eb));
      const uint64_t db = ap_bytes_per_partition(ap_from_t3d(s.dst, eb));
      const uint64_t want = over ? kSb2sbMaxBytesPerPartition + eb : kSb2sbMaxBytesPerPartition;
      INFO("word " << i << ": " << describe_sb2sb(w));
      CHECK(std::max(sb, db) == want);       // the wide side: exactly there
      CHECK((std::min(sb, db) <= kSb2sbMaxBytesPerPartition || std::min(sb, db) == want));  // within, or as wide
      CHECK(sb2sb_check(w, cfg) == (over ? Err::SB2SB_TOO_MANY_BYTES : Err::OK));
      at += !over;
      over_one_byte += over && eb == 1;
      src_wide += sb == want;
      dst_wide += db == want;
    }
    CHECK(at == 150);
    CHECK(over_one_byte > 40);  // 1025 bytes: a 1-byte dtype one element past
    CHECK(src_wide > 50);
    CHECK(dst_wide > 50);
  }
}

TEST_CASE("mover: error codes live in the mover block 48..63 with stable names", "[mover]") {
  const std::map<Err, const char*> names = {
      {Err::SB2SB_NOT_DECODED, "SB2SB_NOT_DECODED"},
      {Err::SB2SB_NOT_LNC2, "SB2SB_NOT_LNC2"},
      {Err::SB2SB_SRC_NOT_SBUF, "SB2SB_SRC_NOT_SBUF"},
      {Err::SB2SB_DST_NOT_SBUF, "SB2SB_DST_NOT_SBUF"},
      {Err::SB2SB_DTYPE_MISMATCH, "SB2SB_DTYPE_MISMATCH"},
      {Err::SB2SB_PEER_PARTITION_RANGE, "SB2SB_PEER_PARTITION_RANGE"},
      {Err::SB2SB_COUNT_MISMATCH, "SB2SB_COUNT_MISMATCH"},
      {Err::SB2SB_TOO_MANY_BYTES, "SB2SB_TOO_MANY_BYTES"},
      {Err::SB2SB_SRC_PARTITION_RANGE, "SB2SB_SRC_PARTITION_RANGE"},
      {Err::SB2SB_SRC_OFFSET_RANGE, "SB2SB_SRC_OFFSET_RANGE"},
      {Err::SB2SB_DST_PARTITION_RANGE, "SB2SB_DST_PARTITION_RANGE"},
      {Err::SB2SB_DST_OFFSET_RANGE, "SB2SB_DST_OFFSET_RANGE"},
  };
  unsigned code = 48;
  for (const auto& [e, name] : names) {
    CHECK(static_cast<unsigned>(e) == code++);  // std::map orders by code: contiguous from 48
    CHECK(std::string(err_name(e)) == name);
  }
}

TEST_CASE("mover: seeded words of every class raise their error and legal ones match an element-by-element copy",
          "[mover]") {
  // Each word's check copies and hashes both 512 KiB SBUFs: under AddressSanitizer (the test
  // command's sanitizer pass, about 20 times slower here) one seed, the plain build three.
#if defined(__SANITIZE_ADDRESS__)
  const uint64_t seed = GENERATE(1);
#else
  const uint64_t seed = GENERATE(1, 2, 3);
#endif
  MoverConfig c;
  c.geometry = SbufGeometry::sim();
  Mover m(c);
  m.sbuf(0).fill_seeded(seed * 2);
  m.sbuf(1).fill_seeded(seed * 2 + 1);
  SplitMix64 r(seed);
  for (int i = 0; i < 200; ++i) {
    const auto cls = static_cast<Sb2sbClass>(r.below(kNumSb2sbClasses));
    const Word w = gen_sb2sb(r, c, cls);
    INFO("word " << i << " class " << sb2sb_class_name(cls) << ": " << describe_sb2sb(w));
    Sb2sbPlan plan;
    REQUIRE(sb2sb_check(w, c, &plan) == sb2sb_class_error(cls));
    // Reference: copy element k of src to element k of dst with the formula walk.
    std::vector<uint8_t> ref0(m.sbuf(0).bytes().begin(), m.sbuf(0).bytes().end());
    std::vector<uint8_t> ref1(m.sbuf(1).bytes().begin(), m.sbuf(1).bytes().end());
    if (plan.elements) {
      std::vector<ElemAddr> s = ap_element_list(plan.src), d = ap_element_list(plan.dst);
      REQUIRE(s.size() == d.size());
      const int64_t bpp = c.geometry.bytes_per_partition;
      for (size_t k = 0; k < s.size(); ++k)
        for (unsigned b = 0; b < plan.elem_bytes; ++b)
          ref1[d[k].partition * bpp + d[k].offset + b] = ref0[s[k].partition * bpp + s[k].offset + b];
    }
    const MoverRecord rec = m.execute(w, static_cast<uint32_t>(i));
    REQUIRE(rec.err == sb2sb_class_error(cls));
    REQUIRE(rec.bytes_written == plan.bytes);
    REQUIRE(fnv1a64(ref0) == m.sbuf(0).hash());
    REQUIRE(fnv1a64(ref1) == m.sbuf(1).hash());
  }
}

// S000 §5: "bundle[0x21] = inst->srcAP.appair[1].partition;    /* peer SB partition (scalar)   */"
// and S004 View A: "The cross-core peer is named by a single scalar SB partition address at
// bundle+0x21 (the second APPair element of the source access pattern)". No seed ties it to
// the destination pattern: a compiler-made word with +0x21 != the dst start partition is a
// legal word, and the copy does not depend on the byte (the dst pattern gives the addresses).
TEST_CASE("mover: S000 §5 +0x21 peer SB partition is a scalar of its own: any partition of the peer is accepted",
          "[mover]") {
  const Word base_w = encode(base());  // dst starts at partition 4
  uint64_t first_hash = 0;
  for (unsigned peer : {4u, 0u, 5u, 15u}) {
    INFO("peer_partition " << peer);
    Mover m(fpga_cfg());
    m.sbuf(0).fill_seeded(1);
    m.sbuf(1).fill_seeded(2);
    GpsimdSb2sb s = base();
    s.peer_partition = static_cast<uint8_t>(peer);
    const Word w = encode(s);
    CHECK(w[0x21] == peer);
    const MoverRecord r = m.execute(w, 0);
    REQUIRE(r.err == Err::OK);
    CHECK(r.bytes_written == 32);
    if (peer == 4) first_hash = m.sbuf(1).hash();
    CHECK(m.sbuf(1).hash() == first_hash);  // the same copy whatever the byte says
  }
  // PROJECT rule: only a number that names no partition of the peer SBUF is refused.
  for (unsigned peer : {16u, 17u, 128u, 255u}) {
    GpsimdSb2sb s = base();
    s.peer_partition = static_cast<uint8_t>(peer);
    CHECK(sb2sb_check(encode(s), fpga_cfg()) == Err::SB2SB_PEER_PARTITION_RANGE);
  }
  MoverConfig sim;
  sim.geometry = SbufGeometry::sim();  // 128 partitions: 127 names one, 128 does not
  GpsimdSb2sb s = base();
  s.peer_partition = 127;
  CHECK(sb2sb_check(encode(s), sim) == Err::OK);
  s.peer_partition = 128;
  CHECK(sb2sb_check(encode(s), sim) == Err::SB2SB_PEER_PARTITION_RANGE);
  CHECK(base_w[0x21] == 4);  // make_sb2sb's default: the dst start partition
}

// S000 §5 NOTE: "The size ceiling that decides GPSIMD-vs-DMA (≤1024 bytes/partition,
// MaxBytesPerPartition @0x784a00 = 0x400)"; S004 View A: "size ceiling = ≤1024 effective
// bytes/partition". A step0 = 0 pattern visits one partition num0 times: the bytes that
// partition receives (dst) or gives (src) are num0 * num1 * num2 * elem_bytes.
TEST_CASE("mover: S000 §5 ceiling counts what one partition receives or gives, step0 = 0 repeats included",
          "[mover]") {
  struct Case {
    const char* what;
    AccessPattern src, dst;
    uint8_t dtype;
    Err want;
  };
  const std::vector<Case> cases = {
      {"dst step0 0, num0 2 x 1024 u8: 2048 bytes into partition 3", ap_of(0, 0, 1, 2, 1024, 1, 1, 1024, 1),
       ap_of(3, 0, 0, 2, 1024, 1, 1, 1024, 1), kU8, Err::SB2SB_TOO_MANY_BYTES},
      {"src step0 0, num0 4 x 1024 u8: 4096 bytes out of partition 0", ap_of(0, 0, 0, 4, 1024, 1, 1, 1024, 1),
       ap_of(0, 0, 1, 4, 1024, 1, 1, 1024, 1), kU8, Err::SB2SB_TOO_MANY_BYTES},
      {"dst step0 0, 5 x 205 u8 = 1025 bytes", ap_of(0, 0, 1, 5, 205, 1, 1, 205, 1), ap_of(9, 0, 0, 5, 205, 1, 1, 205, 1),
       kU8, Err::SB2SB_TOO_MANY_BYTES},
      {"dst step0 0, 4 x 64 fp32 = 1024 bytes (exactly the ceiling)", ap_of(0, 0, 1, 4, 64, 1, 1, 64, 4),
       ap_of(9, 0, 0, 4, 64, 1, 1, 64, 4), kFp32, Err::OK},
      {"src step0 0, 8 x 2 x 32 u16 = 1024 bytes (exactly the ceiling)", ap_of(2, 0, 0, 8, 32, 2, 1, 32, 2),
       ap_of(0, 0, 1, 8, 32, 2, 1, 32, 2), kU16, Err::OK},
      {"src step0 0, 8 x 2 x 33 u16 = 1056 bytes", ap_of(2, 0, 0, 8, 33, 2, 1, 33, 2),
       ap_of(0, 0, 1, 8, 33, 2, 1, 33, 2), kU16, Err::SB2SB_TOO_MANY_BYTES},
      {"dst step0 -1 from 15: 16 distinct partitions, 1024 u8 each", ap_of(0, 0, 1, 16, 1024, 1, 1, 1024, 1),
       ap_of(15, 0, -1, 16, 1024, 1, 1, 1024, 1), kU8, Err::OK},
      {"dst step0 -3 from 15: 6 distinct partitions, 1024 u8 each", ap_of(0, 0, 1, 6, 1024, 1, 1, 1024, 1),
       ap_of(15, 0, -3, 6, 1024, 1, 1, 1024, 1), kU8, Err::OK},
      {"dst step0 0, num0 1: one iteration, 1024 u8", ap_of(0, 0, 1, 1, 1024, 1, 1, 1024, 1),
       ap_of(7, 0, 0, 1, 1024, 1, 1, 1024, 1), kU8, Err::OK},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    Mover m(fpga_cfg());
    m.sbuf(0).fill_seeded(11);
    m.sbuf(1).fill_seeded(12);
    const Hashes before = hashes(m);
    const MoverRecord r = m.execute(make_sb2sb(c.src, c.dst, c.dtype), 0);
    CHECK(r.err == c.want);
    if (c.want == Err::OK) {
      CHECK(r.bytes_written == ap_elements(c.src) * c.src.elem_bytes);
    } else {
      CHECK(r.bytes_written == 0);
      CHECK(hashes(m) == before);
    }
  }
}

// The lockstep stream really reaches the S000 §5 ceiling ("≤1024 bytes/partition,
// MaxBytesPerPartition ... = 0x400") on both sides through step0 = 0 patterns: tb_mover runs
// tpb::gen_sb2sb_stream, and here the same streams (the CTest seeds, counts and geometries
// of tb/mover/CMakeLists.txt) are counted. An RTL that let a destination take 1025+ bytes
// in one partition (or refused exactly 1024) would then differ from the model in the
// lockstep. The +0x21 byte differing from the dst start (S000 §5 "peer SB partition
// (scalar)") is counted too: an RTL tying the two would differ as well.
TEST_CASE("mover: S000 §5 ceiling: the tb_mover streams hold step0 = 0 words at exactly 1024 and over 1024 bytes",
          "[mover]") {
  struct Run {
    uint64_t seed;
    size_t count;
    SbufGeometry geometry;
    unsigned issue_core;
  };
  const Run runs[] = {{1, 300, SbufGeometry::sim(), 0}, {2, 300, SbufGeometry::sim(), 0},
                      {3, 300, SbufGeometry::sim(), 0}, {4, 150, SbufGeometry::sim(), 1},
                      {5, 300, SbufGeometry::fpga(), 0}};
  uint64_t src_at = 0, src_over = 0;
  for (const Run& run : runs) {
    MoverConfig c;
    c.geometry = run.geometry;
    c.issue_core = run.issue_core;
    unsigned dst_at = 0, dst_over = 0, peer_apart = 0;
    for (const Sb2sbStimulus& st : gen_sb2sb_stream(run.seed, run.count, c)) {
      const Err err = sb2sb_check(st.word, c);
      REQUIRE(err == sb2sb_class_error(st.cls));
      if (st.word[0] != 0xBF || check_word(st.word) != Err::OK) continue;
      const GpsimdSb2sb s = decode_as<GpsimdSb2sb>(st.word).value;
      const DtypeDesc* dt = find_dtype(s.src_dtype);
      if (!dt || !addr4_is_sbuf(s.src.addr) || !addr4_is_sbuf(s.dst.addr)) continue;
      const AccessPattern src = ap_from_t3d(s.src, dt->bytes), dst = ap_from_t3d(s.dst, dt->bytes);
      const uint64_t src_row = uint64_t{src.num[1]} * src.num[2] * dt->bytes;
      const uint64_t dst_row = uint64_t{dst.num[1]} * dst.num[2] * dt->bytes;
      const bool dst_rep = dst.step[0] == 0 && dst.num[0] >= 2, src_rep = src.step[0] == 0 && src.num[0] >= 2;
      // Exactly at the ceiling through repeats, accepted.
      if (err == Err::OK && dst_rep && ap_bytes_per_partition(dst) == 1024) ++dst_at;
      if (err == Err::OK && src_rep && ap_bytes_per_partition(src) == 1024) ++src_at;
      // Over it only through repeats (every row within it), refused for the ceiling.
      if (err == Err::SB2SB_TOO_MANY_BYTES && dst_rep && dst_row <= 1024 && src_row <= 1024 &&
          ap_bytes_per_partition(dst) > 1024)
        ++dst_over;
      if (err == Err::SB2SB_TOO_MANY_BYTES && src_rep && src_row <= 1024 && dst_row <= 1024 &&
          ap_bytes_per_partition(src) > 1024)
        ++src_over;
      if (err == Err::OK && s.peer_partition != addr4_decode(s.dst.addr).partition) ++peer_apart;
    }
    INFO("seed " << run.seed << ": dst at 1024 " << dst_at << ", dst over " << dst_over << ", peer apart "
                 << peer_apart);
    CHECK(dst_at >= 1);
    CHECK(dst_over >= 1);
    CHECK(peer_apart >= 1);
  }
  CHECK(src_at >= 1);
  CHECK(src_over >= 1);
}
