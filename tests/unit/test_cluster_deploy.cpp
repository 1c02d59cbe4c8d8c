// Deployments (docs/cluster.md "Deployment"): refusals kept per FunctionId, kernels that fail
// through a firmware service, the "faults" deployment's one code per function, and the
// hand-over test hook. Every refused op writes nothing and leaves the round robin alone.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "test_cluster_util.hpp"
#include "tpb/stream.hpp"

using namespace tpb;
using tpb::test::Bench;

namespace {

// A bench of the "faults" deployment (its registry is the deployment's), an fp32 input in
// partition 0 and room for the output in partition 1.
struct FaultBench : Bench {
  explicit FaultBench(ClusterConfig cfg = faults_cfg()) : Bench(4, 256, 4096, cfg) {
    reg = deployment_registry("faults");
    put_sbuf<float>(0, 0, {3.f, 1.f, 2.f});
  }
  static ClusterConfig faults_cfg() {
    ClusterConfig c;
    c.deployment = "faults";
    return c;
  }
  uint8_t fault_id(const std::string& function) const {
    const auto& d = deployment("faults");
    for (size_t i = 0; i < d.size(); ++i)
      if (d[i].function == function) return static_cast<uint8_t>(i);
    FAIL("no function " << function);
    return 0;
  }
  Completion op(uint8_t id) { return run(chain(id, sbuf_ap(1, 0, 1, 3), {sbuf_ap(0, 0, 1, 3)})); }
};

}  // namespace

TEST_CASE("the faults deployment: one code per test function, nothing written, the round robin kept", "[cluster][deploy]") {
  FaultBench b;
  const std::map<std::string, Err> want = {
      {"scratch_range_fp32", Err::CL_SCRATCH_RANGE},     {"bad_cpu_id_fp32", Err::CL_BAD_CPU_ID},
      {"window_unprogrammed_fp32", Err::CL_WINDOW_NOT_PROGRAMMED}, {"window_range_fp32", Err::CL_WINDOW_RANGE},
      {"throws_fp32", Err::CL_KERNEL_FAULT},             {"returns_false_fp32", Err::CL_KERNEL_FAULT},
      {"two_outputs_fp32", Err::CL_OUTPUT_COUNT},        {"inputs_256_fp32", Err::CL_INPUT_COUNT},
      {"unnamed_fp32", Err::CL_FUNCTION_NAME},           {"installed_twice_fp32", Err::CL_KERNEL_DUPLICATE},
      {"missing_fp32", Err::CL_KERNEL_MISSING},          {"function_255_fp32", Err::CL_FUNCTION_LIMIT},
      {"filler_100", Err::CL_KERNEL_MISSING}};
  for (const auto& [fn, e] : want) {
    INFO(fn);
    const uint64_t before = b.state_hash();
    const unsigned next = b.cluster.next_cpu();
    const Completion c = b.op(b.fault_id(fn));
    CHECK(err_name(c.err) == std::string(err_name(e)));
    CHECK(c.bytes_out == 0);
    CHECK(b.get_sbuf<float>(1, 0, 3) == std::vector<float>{0.f, 0.f, 0.f});
    CHECK(b.cluster.next_cpu() == next);
    // A kernel failing after staging leaves its inputs in the scratch slice (docs/cluster.md);
    // a refusal before staging leaves the scratch too.
    if (c.bytes_in == 0) CHECK(b.state_hash() == before);
  }
  // The 255th function is FunctionId 0xFE (254 registered before it), refused by the registry.
  CHECK(b.fault_id("function_255_fp32") == 0xFE);
  CHECK(b.reg.size() == kMaxFunctions);
  CHECK(b.cluster.refusal(0xFE) == Err::CL_FUNCTION_LIMIT);
  // ... and the built-ins still run.
  const Completion ok = b.op(*b.reg.id_of(kBuiltinLib, "sort_fp32"));
  CHECK(ok.err == Err::OK);
  CHECK(b.get_sbuf<float>(1, 0, 3) == std::vector<float>{1.f, 2.f, 3.f});
}

TEST_CASE("a kernel's MEM_WINDOW0 change lasts until it returns: the next op on that CPU runs", "[cluster][deploy]") {
  FaultBench b;
  const uint8_t sort = *b.reg.id_of(kBuiltinLib, "sort_fp32");
  RunOptions on3;
  on3.cpu = 3;
  CHECK(b.run(b.chain(b.fault_id("window_unprogrammed_fp32"), sbuf_ap(1, 0, 1, 3), {sbuf_ap(0, 0, 1, 3)}), on3).err ==
        Err::CL_WINDOW_NOT_PROGRAMMED);
  CHECK(b.cluster.window(3) == xtensa::kSundaApbBase);
  CHECK(b.run(b.chain(sort, sbuf_ap(1, 0, 1, 3), {sbuf_ap(0, 0, 1, 3)}), on3).err == Err::OK);
}

TEST_CASE("add_kernel refuses a declaration of other than one output, or of more than 255 inputs", "[cluster][deploy]") {
  Bench b;
  KernelDef k{"lib.so", "f", "fp32", 1, {}, [](const KernelArgs&) { return true; }};
  KernelDef two = k;
  two.num_outputs = 2;
  CHECK(b.cluster.add_kernel(two) == Err::CL_OUTPUT_COUNT);
  KernelDef none = k;
  none.num_outputs = 0;
  CHECK(b.cluster.add_kernel(none) == Err::CL_OUTPUT_COUNT);
  KernelDef wide = k;
  wide.num_inputs = 256;
  CHECK(b.cluster.add_kernel(wide) == Err::CL_INPUT_COUNT);
  wide.num_inputs = 255;
  CHECK(b.cluster.add_kernel(wide) == Err::OK);
}

TEST_CASE("deploy: a registry refusal must be the last declaration; ids are the declarations' places", "[cluster][deploy]") {
  Bench b(4, 256, 4096);
  FunctionRegistry reg;
  std::vector<FunctionDecl> d(2);
  d[0].lib = "";  // refused by the registry (CL_FUNCTION_NAME) before another declaration
  d[0].function = "x";
  d[1].lib = "l";
  d[1].function = "y";
  CHECK_THROWS_AS(b.cluster.deploy(d, reg), std::logic_error);
  std::swap(d[0], d[1]);
  d[0].kernel = KernelDef{"l", "y", "fp32", 1, {}, [](const KernelArgs&) { return true; }};
  Bench c(4, 256, 4096);
  FunctionRegistry reg2;
  c.cluster.deploy(d, reg2);
  CHECK(reg2.size() == 1);
  CHECK(c.cluster.refusal(0) == std::nullopt);
  CHECK(c.cluster.refusal(1) == Err::CL_FUNCTION_NAME);
}

TEST_CASE("the hand-over hook: every N-th chain short of its last payload, then with a payload first", "[cluster][deploy]") {
  ClusterConfig cfg;
  cfg.handover_fault_every = 3;
  Bench b(4, 256, 4096, cfg);
  b.put_sbuf<uint32_t>(0, 0, {2, 1});
  const auto w = b.chain(b.id("sort_u32"), sbuf_ap(1, 0, 1, 2), {sbuf_ap(0, 0, 1, 2)});
  std::vector<Err> got;
  for (uint32_t k = 0; k < 6; ++k) {
    RunOptions o;
    o.chain = k;
    got.push_back(b.run(w, o).err);
  }
  CHECK(got == std::vector<Err>{Err::OK, Err::OK, Err::CL_CHAIN_LENGTH, Err::OK, Err::OK, Err::CL_CHAIN_SHAPE});
}

TEST_CASE("legal chains of the faults deployment name its functions; the builtin stream is unchanged", "[cluster][deploy][stream]") {
  SplitMix64 a(11), c(11);
  for (int i = 0; i < 50; ++i) CHECK(legal_custom_chain(a, SbufGeometry::sim(), 1 << 20) ==
                                     legal_custom_chain(c, SbufGeometry::sim(), 1 << 20, "builtin"));
  SplitMix64 r(5);
  std::set<uint8_t> ids;
  for (int i = 0; i < 400; ++i) ids.insert(legal_custom_chain(r, SbufGeometry::sim(), 1 << 20, "faults")[0][0x0E]);
  CHECK(ids.count(0xFE) == 1);  // the 255th function
  for (uint8_t id : ids) CHECK(!deployment("faults")[id].filler);
  CHECK(ids.size() > 30);
  CHECK_THROWS_AS(deployment("nope"), std::invalid_argument);
}
