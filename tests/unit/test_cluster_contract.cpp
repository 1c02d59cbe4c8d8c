// The cluster's firmware contract: every violation gives its named error and writes nothing
// (SBUF, HBM and scratch hashed before and after).
#include <catch2/catch.hpp>

#include "test_cluster_util.hpp"

using namespace tpb;
using tpb::test::Bench;

namespace {

// A bench with a sortable input in partition 0 and a valid sort_u32 chain to partition 1.
struct SortBench : Bench {
  std::vector<Word> words;
  explicit SortBench(ClusterConfig cfg = {}) : Bench(4, 256, 4096, cfg) {
    put_sbuf<uint32_t>(0, 0, {5, 4, 3, 2, 1});
    words = chain(id("sort_u32"), sbuf_ap(1, 0, 1, 5), {sbuf_ap(0, 0, 1, 5)});
  }
  // Runs and checks the op is refused with `want` and left every memory as it was.
  void refused(const std::vector<Word>& w, Err want, RunOptions o = {}) {
    const uint64_t before = state_hash();
    const unsigned next = cluster.next_cpu();
    Completion c = run(w, o);
    CHECK(err_name(c.err) == std::string(err_name(want)));
    CHECK(c.bytes_in == 0);
    CHECK(c.bytes_out == 0);
    CHECK(state_hash() == before);
    CHECK(cluster.next_cpu() == next);
  }
};

}  // namespace

TEST_CASE("the valid baseline chain runs (so each refusal below is caused by its one change)", "[cluster][contract]") {
  SortBench b;
  Completion c = b.run(b.words);
  REQUIRE(c.err == Err::OK);
  CHECK(b.get_sbuf<uint32_t>(1, 0, 5) == std::vector<uint32_t>{1, 2, 3, 4, 5});
}

TEST_CASE("data_transfer.cpp:160: scratch address outside 0x80000..0x8FFFF is CL_SCRATCH_RANGE", "[cluster][contract]") {
  SortBench b;
  const T4dCo ap = sbuf_ap(0, 0, 1, 5);
  const uint64_t before = b.state_hash();
  CHECK(b.cluster.dma_in(0, ap, 4, 0, 5, 0x7FFFC) == Err::CL_SCRATCH_RANGE);  // below the window
  CHECK(b.cluster.dma_in(0, ap, 4, 0, 5, 0x90000) == Err::CL_SCRATCH_RANGE);  // at its end
  CHECK(b.cluster.dma_in(0, ap, 4, 0, 5, 0x8FFF0) == Err::CL_SCRATCH_RANGE);  // runs past the end
  CHECK(b.cluster.dma_out(0, 0x8FFF0, sbuf_ap(1, 0, 1, 5), 4, 0, 5) == Err::CL_SCRATCH_RANGE);
  CHECK(b.cluster.scratch_to_private(0, 0x7FFF0, xtensa::work_base(0), 16) == Err::CL_SCRATCH_RANGE);
  std::vector<uint8_t> buf(16);
  CHECK(b.cluster.read_scratch(0x8FFF8, buf) == Err::CL_SCRATCH_RANGE);
  CHECK(b.state_hash() == before);
  CHECK(b.cluster.dma_in(0, ap, 4, 0, 5, 0x8FFEC) == Err::OK);  // the last 20 bytes: legal
  REQUIRE(b.cluster.read_scratch(0x8FFEC, std::span<uint8_t>(buf.data(), 4)) == Err::OK);
  CHECK(buf[0] == 5);

  SECTION("through run_chain: a 16 KiB slice puts CPUs 4..7 past the window") {
    ClusterConfig cfg;
    cfg.slice_bytes = 0x4000;
    SortBench s(cfg);
    RunOptions o;
    o.cpu = 4;
    s.refused(s.words, Err::CL_SCRATCH_RANGE, o);
    o.cpu = 3;
    CHECK(s.run(s.words, o).err == Err::OK);
  }
}

TEST_CASE("data_transfer.cpp:171: cpu_id >= 8 is CL_BAD_CPU_ID", "[cluster][contract]") {
  SortBench b;
  RunOptions o;
  o.cpu = 8;
  b.refused(b.words, Err::CL_BAD_CPU_ID, o);
  CHECK(b.run(b.words, o).cpu == xtensa::kNoCpu);
  o.cpu = 255;
  b.refused(b.words, Err::CL_BAD_CPU_ID, o);
  CHECK(b.cluster.dma_in(8, sbuf_ap(0, 0, 1, 5), 4, 0, 5, xtensa::kScratchBase) == Err::CL_BAD_CPU_ID);
  CHECK(b.cluster.program_window(8, xtensa::kSundaApbBase) == Err::CL_BAD_CPU_ID);
  CHECK_FALSE(b.cluster.window(8).has_value());
  std::vector<uint8_t> buf(4);
  CHECK(b.cluster.read_private(9, xtensa::work_base(0), buf) == Err::CL_BAD_CPU_ID);
}

TEST_CASE("data_transfer.cpp:240: MEM_WINDOW0 != SUNDA_APB_BASE is CL_WINDOW_NOT_PROGRAMMED", "[cluster][contract]") {
  ClusterConfig cfg;
  cfg.boot = false;
  SortBench b(cfg);
  CHECK(b.cluster.window(0) == uint64_t{0});  // reset value
  b.refused(b.words, Err::CL_WINDOW_NOT_PROGRAMMED);
  CHECK(b.cluster.dma_in(0, sbuf_ap(0, 0, 1, 5), 4, 0, 5, xtensa::kScratchBase) == Err::CL_WINDOW_NOT_PROGRAMMED);
  // Either 32-bit half alone is not the base.
  REQUIRE(b.cluster.program_window(0, xtensa::kSundaApbBase & 0xFFFFFFFFull) == Err::OK);
  b.refused(b.words, Err::CL_WINDOW_NOT_PROGRAMMED);
  REQUIRE(b.cluster.program_window(0, xtensa::kSundaApbBase & ~0xFFFFFFFFull) == Err::OK);
  b.refused(b.words, Err::CL_WINDOW_NOT_PROGRAMMED);
  REQUIRE(b.cluster.program_window(0, xtensa::kSundaApbBase) == Err::OK);
  Completion c = b.run(b.words);
  CHECK(c.err == Err::OK);
  CHECK(c.cpu == 0);
  // CPU 1 was never programmed: the next op (round robin) is refused on it.
  b.refused(b.words, Err::CL_WINDOW_NOT_PROGRAMMED);
}

TEST_CASE("private window: accesses outside the CPU's own working memory are CL_WINDOW_RANGE", "[cluster][contract]") {
  SortBench b;
  std::vector<uint8_t> buf(16);
  CHECK(b.cluster.read_private(0, xtensa::window_base(0), buf) == Err::CL_WINDOW_RANGE);  // the image
  CHECK(b.cluster.read_private(0, xtensa::work_base(1), buf) == Err::CL_WINDOW_RANGE);    // CPU 1's window
  CHECK(b.cluster.read_private(7, xtensa::window_base(7) + xtensa::kWindowBytes - 8, buf) == Err::CL_WINDOW_RANGE);
  CHECK(b.cluster.read_private(7, xtensa::window_base(7) + xtensa::kWindowBytes - 16, buf) == Err::OK);
  CHECK(b.cluster.scratch_to_private(2, xtensa::kScratchBase, xtensa::work_base(3), 16) == Err::CL_WINDOW_RANGE);
  CHECK(xtensa::window_base(7) + xtensa::kWindowBytes == xtensa::kWindowBase + xtensa::kApertureBytes);
  CHECK(xtensa::kWorkOffset >= xtensa::kImageBytes);
}

TEST_CASE("FunctionId 0xFF (unset) is CO_FUNCTION_ID_UNSET", "[cluster][contract]") {
  SortBench b;
  CustomOpSpec s;
  s.outputs = {sbuf_ap(1, 0, 1, 5)};
  s.inputs = {sbuf_ap(0, 0, 1, 5)};
  BuiltChain built = build_custom_op(s);  // function_id left at its default, 0xFF
  CHECK(built.err == Err::CO_FUNCTION_ID_UNSET);
  CHECK(built.words.empty());
  b.refused(b.chain(kFunctionIdUnset, sbuf_ap(1, 0, 1, 5), {sbuf_ap(0, 0, 1, 5)}), Err::CO_FUNCTION_ID_UNSET);
}

TEST_CASE("a FunctionId outside the registry is CL_FUNCTION_UNKNOWN, a name without a kernel CL_KERNEL_MISSING",
          "[cluster][contract]") {
  SortBench b;
  const uint8_t past = static_cast<uint8_t>(b.reg.size());
  b.refused(b.chain(past, sbuf_ap(1, 0, 1, 5), {sbuf_ap(0, 0, 1, 5)}), Err::CL_FUNCTION_UNKNOWN);
  uint8_t id = 0;
  REQUIRE(b.reg.add("libnotinstalled.so", "sort_u32", &id) == Err::OK);
  b.refused(b.chain(id, sbuf_ap(1, 0, 1, 5), {sbuf_ap(0, 0, 1, 5)}), Err::CL_KERNEL_MISSING);
}

namespace {

/// An operand at `addr` is refused with `code` as the input and as the output, both when the
/// chain is built (build_custom_op) and when a hand-built chain reaches the cluster.
void bad_operand(uint32_t addr, Err code) {
  SortBench b;
  T4dCo bad = sbuf_ap(0, 0, 1, 5);
  bad.addr = addr;
  const uint8_t fn = b.id("sort_u32");
  for (bool as_output : {false, true}) {
    INFO((as_output ? "as the output" : "as the input"));
    CustomOpSpec s;
    s.function_id = fn;
    s.outputs = {as_output ? bad : sbuf_ap(1, 0, 1, 5)};
    s.inputs = {as_output ? sbuf_ap(0, 0, 1, 5) : bad};
    CHECK(build_custom_op(s).err == code);
    b.refused(b.chain(fn, s.outputs[0], s.inputs), code);
  }
}

}  // namespace

TEST_CASE("an indirect (gather) access pattern is CO_INDIRECT_AP", "[cluster][contract]") {
  bad_operand(addr4_indirect(0x40), Err::CO_INDIRECT_AP);
}

TEST_CASE("building a custom op with two outputs (or none) is CL_OUTPUT_COUNT", "[cluster][contract]") {
  CustomOpSpec s;
  s.function_id = 3;
  s.outputs = {sbuf_ap(1, 0, 1, 5), sbuf_ap(2, 0, 1, 5)};
  s.inputs = {sbuf_ap(0, 0, 1, 5)};
  BuiltChain built = build_custom_op(s);
  CHECK(built.err == Err::CL_OUTPUT_COUNT);
  CHECK(built.words.empty());
  s.outputs.clear();
  CHECK(build_custom_op(s).err == Err::CL_OUTPUT_COUNT);
  s.outputs = {sbuf_ap(1, 0, 1, 5)};
  built = build_custom_op(s);
  REQUIRE(built.ok());
  CHECK(built.words.size() == 3);
  s.inputs.assign(256, sbuf_ap(0, 0, 1, 5));
  CHECK(build_custom_op(s).err == Err::CL_INPUT_COUNT);
}

TEST_CASE("an operand in PSUM is CO_OPERAND_MEM", "[cluster][contract]") {
  bad_operand(addr4_psum(0x100), Err::CO_OPERAND_MEM);
}

TEST_CASE("chain counts: num_payloads, missing or extra payloads, wrong opcodes", "[cluster][contract]") {
  SortBench b;
  SECTION("num_payloads != num_arguments + 2 is CO_COUNT_MISMATCH") {
    auto w = b.words;
    store_le(w[0], 0x0C, 2, 2);
    b.refused(w, Err::CO_COUNT_MISMATCH);
  }
  SECTION("a missing payload is CL_CHAIN_LENGTH") {
    auto w = b.words;
    w.pop_back();
    b.refused(w, Err::CL_CHAIN_LENGTH);
  }
  SECTION("an extra payload is CL_CHAIN_LENGTH") {
    auto w = b.words;
    w.push_back(w.back());
    b.refused(w, Err::CL_CHAIN_LENGTH);
  }
  SECTION("num_arguments raised with num_payloads to match: one payload short") {
    auto w = b.words;
    w[0][0x0F] = 2;
    store_le(w[0], 0x0C, 2, 4);
    b.refused(w, Err::CL_CHAIN_LENGTH);
  }
  SECTION("a chain that does not start with 0x85, or holds a non-0x86 word, is CL_CHAIN_SHAPE") {
    b.refused(std::vector<Word>(b.words.begin() + 1, b.words.end()), Err::CL_CHAIN_SHAPE);
    auto w = b.words;
    w[2][0] = 0xDC;
    b.refused(w, Err::CL_CHAIN_SHAPE);
    b.refused({}, Err::CL_CHAIN_SHAPE);
  }
  SECTION("a payload word failing its own check gives that word's error") {
    auto w = b.words;
    w[1][0x0F] = 0;  // present flag
    b.refused(w, Err::BAD_FLAG);
    w = b.words;
    store_le(w[2], 0x16, 2, 0);  // ap_num0 = 0
    b.refused(w, Err::BAD_AP_SHAPE);
  }
}

TEST_CASE("register-mode access patterns are CL_AP_REGISTER", "[cluster][contract]") {
  SortBench b;
  T4dCo reg = sbuf_ap(0, 0, 1, 5);
  reg.addr = addr4_register(3);
  b.refused(b.chain(b.id("sort_u32"), sbuf_ap(1, 0, 1, 5), {reg}), Err::CL_AP_REGISTER);
}

TEST_CASE("operands outside SBUF or HBM are CL_OPERAND_RANGE", "[cluster][contract]") {
  SortBench b;  // SBUF 4 x 256, HBM 4096
  const uint8_t fn = b.id("sort_u32");
  b.refused(b.chain(fn, sbuf_ap(1, 0, 1, 5), {sbuf_ap(3, 0, 2, 5)}), Err::CL_OPERAND_RANGE);   // partition 4
  b.refused(b.chain(fn, sbuf_ap(1, 240, 1, 5), {sbuf_ap(0, 0, 1, 5)}), Err::CL_OPERAND_RANGE); // bytes 240..259
  b.refused(b.chain(fn, hbm_ap(4080, 1, 5), {sbuf_ap(0, 0, 1, 5)}), Err::CL_OPERAND_RANGE);    // HBM 4080..4099
  T4dCo back = sbuf_ap(0, 8, 1, 5);
  back.step3 = -1;  // 8 bytes back from offset 8 reaches -8
  b.refused(b.chain(fn, sbuf_ap(1, 0, 1, 5), {back}), Err::CL_OPERAND_RANGE);
  T4dCo up = sbuf_ap(1, 0, 2, 5);
  up.step0 = -1;  // partitions 1, 0: legal
  CHECK(b.run(b.chain(fn, sbuf_ap(2, 0, 2, 5), {up})).err == Err::OK);
  up.num0 = 3;    // partitions 1, 0, -1
  b.refused(b.chain(fn, sbuf_ap(2, 0, 3, 5), {up}), Err::CL_OPERAND_RANGE);
  CHECK(b.cluster.dma_in(0, sbuf_ap(0, 0, 1, 5), 4, 3, 3, xtensa::kScratchBase) == Err::CL_OPERAND_RANGE);
}

TEST_CASE("kernel signatures: input count and shapes", "[cluster][contract]") {
  SortBench b;
  const uint8_t sort = b.id("sort_u32"), topk = b.id("topk_u32"), iota = b.id("iota_u32");
  b.refused(b.chain(sort, sbuf_ap(1, 0, 1, 4), {sbuf_ap(0, 0, 1, 5)}), Err::CL_SIGNATURE);
  b.refused(b.chain(sort, sbuf_ap(1, 0, 2, 5), {sbuf_ap(0, 0, 1, 5)}), Err::CL_SIGNATURE);
  b.refused(b.chain(sort, sbuf_ap(1, 0, 1, 5), {sbuf_ap(0, 0, 1, 5), sbuf_ap(0, 0, 1, 5)}), Err::CL_SIGNATURE);
  b.refused(b.chain(sort, sbuf_ap(1, 0, 1, 5), {}), Err::CL_SIGNATURE);
  b.refused(b.chain(topk, sbuf_ap(1, 0, 1, 6), {sbuf_ap(0, 0, 1, 5)}), Err::CL_SIGNATURE);  // k > n
  b.refused(b.chain(iota, sbuf_ap(1, 0, 1, 5), {sbuf_ap(0, 0, 1, 5)}), Err::CL_SIGNATURE);  // iota takes none
  CHECK(b.run(b.chain(topk, sbuf_ap(1, 0, 1, 2), {sbuf_ap(0, 0, 1, 5)})).err == Err::OK);
  CHECK(b.get_sbuf<uint32_t>(1, 0, 2) == std::vector<uint32_t>{5, 4});
}

TEST_CASE("operands that do not fit the private working memory are CL_PRIVATE_OVERFLOW", "[cluster][contract]") {
  // 13 rows x 30000 fp32 = 1.56 MB > 0x172000 bytes of working memory.
  Bench b(16, 64, 2 << 20);
  const uint64_t before = b.state_hash();
  Completion c = b.run(b.chain(b.id("topk_fp32"), sbuf_ap(0, 0, 13, 1), {hbm_ap(0, 13, 30000)}));
  CHECK(c.err == Err::CL_PRIVATE_OVERFLOW);
  CHECK(b.state_hash() == before);
  // 12 rows (1.44 MB input + a 64-byte aligned 48-byte output) fit.
  CHECK(b.run(b.chain(b.id("topk_fp32"), sbuf_ap(0, 0, 12, 1), {hbm_ap(0, 12, 30000)})).err == Err::OK);
}

TEST_CASE("65535^4 elements at one address (steps 0) are CL_PRIVATE_OVERFLOW, not a wrapped size", "[cluster][contract]") {
  SortBench b;
  T4dCo huge;
  huge.addr = addr4_sbuf(0, 0);
  huge.num0 = 1;
  huge.num1 = huge.num2 = huge.num3 = 0xFFFF;  // 65535^3 elements per partition, all at byte 0
  b.refused(b.chain(b.id("topk_u32"), sbuf_ap(1, 0, 1, 1), {huge}), Err::CL_PRIVATE_OVERFLOW);
  huge.num0 = 0xFFFF;  // 65535^4 x 4 bytes would wrap a 64-bit byte count
  huge.step0 = 0;
  b.refused(b.chain(b.id("sort_u32"), huge, {huge}), Err::CL_PRIVATE_OVERFLOW);
}

TEST_CASE("run_stream: one completion per 0x85 header, other words skipped", "[cluster][stream]") {
  SortBench b;
  std::vector<Word> s;
  GetGlobalRankId other;
  s.push_back(encode(other));                                   // word 0: not the cluster's
  s.insert(s.end(), b.words.begin(), b.words.end());            // words 1..3: chain 0
  auto bad = b.chain(kFunctionIdUnset, sbuf_ap(2, 0, 1, 5), {sbuf_ap(0, 0, 1, 5)});
  s.insert(s.end(), bad.begin(), bad.end());                    // words 4..6: chain 1, refused
  auto iota = b.chain(b.id("iota_u32"), sbuf_ap(3, 0, 1, 4), {});
  s.insert(s.end(), iota.begin(), iota.end());                  // words 7..8: chain 2
  auto cut = b.chain(b.id("sort_u32"), sbuf_ap(2, 0, 1, 5), {sbuf_ap(0, 0, 1, 5)});
  s.push_back(cut[0]);                                          // words 9..10: chain 3, truncated
  s.push_back(cut[1]);
  auto done = b.cluster.run_stream(s, b.reg);
  REQUIRE(done.size() == 4);
  CHECK(done[0].chain == 0);
  CHECK(done[0].word_index == 1);
  CHECK(done[0].err == Err::OK);
  CHECK(done[1].word_index == 4);
  CHECK(done[1].err == Err::CO_FUNCTION_ID_UNSET);
  CHECK(done[2].word_index == 7);
  CHECK(done[2].err == Err::OK);
  CHECK(done[2].cpu == 1);
  CHECK(done[3].word_index == 9);
  CHECK(done[3].err == Err::CL_CHAIN_LENGTH);
  CHECK(b.get_sbuf<uint32_t>(1, 0, 5) == std::vector<uint32_t>{1, 2, 3, 4, 5});
  CHECK(b.get_sbuf<uint32_t>(2, 0, 5) == std::vector<uint32_t>(5, 0));
  CHECK(b.get_sbuf<uint32_t>(3, 0, 4) == std::vector<uint32_t>{0, 1, 2, 3});
}
