// tpb::SystemModel: every engine of a stream in stream order (the model twin of tpb_system).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/system.hpp"
#include "source_dir.hpp"

using namespace tpb;

namespace {

constexpr uint8_t kU32 = 0x05;  // field-map dtype u32

AccessPattern row_pattern(uint32_t p, uint32_t offset, uint16_t elems) {
  AccessPattern ap;
  ap.partition = p;
  ap.offset = offset;
  ap.step = {1, 0, 1};
  ap.num = {1, 1, elems};
  ap.elem_bytes = 4;
  return ap;
}

FunctionRegistry builtins() {
  FunctionRegistry reg;
  for (const KernelDef& k : builtin_kernels()) reg.add(k.lib, k.function);
  return reg;
}

std::vector<uint32_t> read_u32(const Sbuf& sb, unsigned p, unsigned off, unsigned n) {
  std::vector<uint32_t> v(n);
  std::memcpy(v.data(), sb.partition(p).data() + off, n * 4);
  return v;
}

}  // namespace

TEST_CASE("system: a custom op's output feeds the next 0xBF (cluster, then mover, in stream order)", "[system]") {
  const FunctionRegistry reg = builtins();
  SystemConfig cfg;
  cfg.sbuf = SbufGeometry::fpga();  // 16 x 1024
  SystemModel sys(cfg, nullptr, reg);
  // Core 0, partition 2, bytes 0..63: 16 u32 in descending order.
  for (uint32_t i = 0; i < 16; ++i) {
    const uint32_t v = 1000 - 7 * i;
    std::memcpy(sys.sbuf(0).partition(2).data() + 4 * i, &v, 4);
  }
  sys.sbuf(1).fill(0);

  CustomOpChain sort;
  sort.function_id = *reg.id_of(kBuiltinLib, "sort_u32");
  sort.output = sbuf_ap(2, 256, 1, 16);  // sorted copy at byte 256 of the same partition
  sort.inputs = {sbuf_ap(2, 0, 1, 16)};
  std::vector<Word> s = encode_chain(sort);
  // 0xBF: core 0 partition 2 byte 256 (the sort's output) -> core 1 partition 5 byte 0.
  s.push_back(make_sb2sb(row_pattern(2, 256, 16), row_pattern(5, 0, 16), kU32));

  const std::vector<SystemStep> out = sys.run(s);
  REQUIRE(out.size() == 4);
  REQUIRE(out[2].custom.has_value());  // completes with its last payload
  CHECK(out[2].custom->err == Err::OK);
  CHECK(out[2].custom->word_index == 0);
  REQUIRE(out[3].mover.has_value());
  CHECK(out[3].mover->err == Err::OK);
  CHECK(out[3].mover->bytes_written == 64);

  std::vector<uint32_t> want = read_u32(sys.sbuf(0), 2, 0, 16);
  std::sort(want.begin(), want.end());
  CHECK(read_u32(sys.sbuf(0), 2, 256, 16) == want);
  CHECK(read_u32(sys.sbuf(1), 5, 0, 16) == want);  // the mover saw the cluster's write
}

TEST_CASE("system: DVE words get control records only with a table set; refused words reach no engine",
          "[system]") {
  const FunctionRegistry reg = builtins();
  SystemModel sys(SystemConfig{}, nullptr, reg);
  const Word dve = encode_dve(0x41, Sync{});
  Word bad = dve;
  bad[0] = 0x00;  // an opcode the field map lacks: UNKNOWN_OPCODE
  const auto out = sys.run(std::vector<Word>{dve, bad});
  CHECK(out[0].record.route == Route::DVE);
  CHECK_FALSE(out[0].dve.has_value());
  CHECK(out[1].record.err == Err::UNKNOWN_OPCODE);
  CHECK_FALSE(out[1].dve.has_value());
  CHECK_FALSE(out[1].mover.has_value());
  CHECK_FALSE(out[1].custom.has_value());
  CHECK(sys.status().any);
}

TEST_CASE("system: a chain longer than the mailbox completes CL_MAILBOX_OVERFLOW and writes nothing", "[system]") {
  const FunctionRegistry reg = builtins();
  SystemConfig cfg;
  cfg.sbuf = SbufGeometry::fpga();
  cfg.mailbox_words = 2;
  SystemModel sys(cfg, nullptr, reg);
  sys.sbuf(0).fill_seeded(5);
  const uint64_t before = sys.sbuf(0).hash();
  CustomOpChain sort;
  sort.function_id = *reg.id_of(kBuiltinLib, "sort_u32");
  sort.output = sbuf_ap(0, 0, 1, 4);
  sort.inputs = {sbuf_ap(0, 64, 1, 4)};
  const auto out = sys.run(encode_chain(sort));
  REQUIRE(out.back().custom.has_value());
  CHECK(out.back().custom->err == Err::CL_MAILBOX_OVERFLOW);
  CHECK(out.back().custom->function_id == sort.function_id);
  CHECK(out.back().custom->cpu == xtensa::kNoCpu);
  CHECK(sys.sbuf(0).hash() == before);
}

// ---- the generation: one system parameter (DESIGN decision 9)

// S000 abstract: "CoreV3 (Cayman, arch 30) adds the gen3-only fixed-function movers/fences —
// GetSequenceBounds (0xBE), CoreBarrier (0xD8), and GPSIMDSB2SB (0xBF ...)"; §5: "CoreV3-only;
// V4 inherits; no CoreV2 form". On gen2 a 0xBF is refused by the decoder and never reaches the
// mover: no completion record, no SBUF byte changes (DESIGN decision 4: no side effect).
TEST_CASE("system: S000 §5 gen2 has no 0xBF: the decoder refuses it (OPCODE_NOT_IN_GEN), the mover never runs",
          "[system][gen]") {
  const FunctionRegistry reg = builtins();
  const Word bf = make_sb2sb(row_pattern(2, 0, 16), row_pattern(5, 0, 16), kU32);
  for (unsigned gen : {2u, 3u, 4u}) {
    INFO("gen" << gen);
    SystemConfig cfg;
    cfg.gen = gen;
    cfg.sbuf = SbufGeometry::fpga();
    SystemModel sys(cfg, nullptr, reg);
    sys.sbuf(0).fill_seeded(3);
    sys.sbuf(1).fill_seeded(4);
    const uint64_t h0 = sys.sbuf(0).hash(), h1 = sys.sbuf(1).hash();
    const auto out = sys.run(std::vector<Word>{bf});
    REQUIRE(out.size() == 1);
    if (gen == 2) {
      CHECK(out[0].record.err == Err::OPCODE_NOT_IN_GEN);
      CHECK(out[0].record.route == Route::NONE);
      CHECK_FALSE(out[0].mover.has_value());
      CHECK(sys.sbuf(1).hash() == h1);
      CHECK(sys.status().first_code == Err::OPCODE_NOT_IN_GEN);
    } else {
      CHECK(out[0].record.err == Err::OK);
      REQUIRE(out[0].mover.has_value());
      CHECK(out[0].mover->err == Err::OK);
      CHECK(sys.sbuf(1).hash() != h1);
    }
    CHECK(sys.sbuf(0).hash() == h0);
  }
}

TEST_CASE("system: the default generation is 3; a generation other than 2..4 is refused", "[system][gen]") {
  const FunctionRegistry reg = builtins();
  CHECK(SystemConfig{}.gen == 3);
  SystemConfig cfg;
  cfg.gen = 1;
  CHECK_THROWS_AS(SystemModel(cfg, nullptr, reg), std::invalid_argument);
  cfg.gen = 5;
  CHECK_THROWS_AS(SystemModel(cfg, nullptr, reg), std::invalid_argument);
}

// DESIGN decision 9: "gen2/gen3/gen4 decide the DVE table geometry and which opcodes exist
// ...; decoder, sequencer and mover take it from one place". A DVE set of another generation
// than the system's is refused (it would make the decoder and the sequencer disagree).
TEST_CASE("system: a DVE table set of another generation than the system's is refused", "[system][gen]") {
  const FunctionRegistry reg = builtins();
  const std::string fx = std::string(tpb_source_dir()) + "/tests/fixtures/dve/";
  const dve::TableSet g2 = dve::load_set(fx + "gen2/dve_info.json", "default");
  const dve::TableSet g3 = dve::load_set(fx + "gen3/dve_info.json", "default");
  SystemConfig cfg;  // gen3
  CHECK_NOTHROW(SystemModel(cfg, &g3, reg));
  try {
    SystemModel sys(cfg, &g2, reg);
    FAIL("a gen2 DVE set on a gen3 system was accepted");
  } catch (const std::invalid_argument& e) {
    CHECK_THAT(e.what(), Catch::Contains("gen2") && Catch::Contains("gen3"));
  }
  cfg.gen = 2;
  CHECK_NOTHROW(SystemModel(cfg, &g2, reg));
  CHECK_THROWS_AS(SystemModel(cfg, &g3, reg), std::invalid_argument);
}

TEST_CASE("system: two streams on one LNC2 pair share both SBUFs and the HBM (the peer constructor)", "[system]") {
  const FunctionRegistry reg = builtins();
  SystemConfig c0;
  c0.sbuf = SbufGeometry::fpga();
  SystemModel core0(c0, nullptr, reg);
  SystemConfig c1 = c0;
  c1.issue_core = 1;
  SystemModel core1(c1, nullptr, reg, core0);
  core0.sbuf(0).fill(0);
  core0.sbuf(1).fill(0);
  for (uint32_t i = 0; i < 8; ++i) {
    const uint32_t v = 0x1000 + i;
    std::memcpy(core1.sbuf(1).partition(3).data() + 4 * i, &v, 4);
  }
  // Core 1's stream copies its partition 3 to core 0's partition 4; core 0's model sees it.
  const auto out = core1.run(std::vector<Word>{make_sb2sb(row_pattern(3, 0, 8), row_pattern(4, 16, 8), kU32)});
  REQUIRE(out[0].mover.has_value());
  CHECK(out[0].mover->err == Err::OK);
  CHECK(read_u32(core0.sbuf(0), 4, 16, 8) == read_u32(core1.sbuf(1), 3, 0, 8));
  CHECK(read_u32(core0.sbuf(0), 4, 16, 1)[0] == 0x1000);
  core0.hbm().bytes()[7] = 0xA5;
  CHECK(core1.hbm().bytes()[7] == 0xA5);
  // One core index per stream, one geometry per pair.
  CHECK_THROWS_AS(SystemModel(c0, nullptr, reg, core0), std::invalid_argument);
  SystemConfig other = c1;
  other.sbuf = SbufGeometry::sim();
  CHECK_THROWS_AS(SystemModel(other, nullptr, reg, core0), std::invalid_argument);
}
