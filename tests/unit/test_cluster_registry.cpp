// FunctionId registry (the ModuleArtifactInfo side-table) and building custom-op chains.
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <string>

#include "test_cluster_util.hpp"

using namespace tpb;

TEST_CASE("FunctionIds are dense from 0 and the 255th unique function is refused (S002 §6)", "[cluster][registry]") {
  FunctionRegistry r;
  for (unsigned i = 0; i < kMaxFunctions; ++i) {
    uint8_t id = 0xEE;
    REQUIRE(r.add("lib" + std::to_string(i % 3) + ".so", "fn" + std::to_string(i), &id) == Err::OK);
    REQUIRE(id == i);
  }
  CHECK(r.size() == 254);
  CHECK(r.find(253) != nullptr);
  CHECK(r.find(254) == nullptr);
  CHECK(r.find(kFunctionIdUnset) == nullptr);
  uint8_t id = 0xEE;
  CHECK(r.add("lib.so", "one_too_many", &id) == Err::CL_FUNCTION_LIMIT);
  CHECK(id == 0xEE);
  CHECK(r.size() == 254);
  // A pair already registered keeps its id, even when the table is full.
  CHECK(r.add("lib1.so", "fn7", &id) == Err::OK);
  CHECK(id == 7);
  CHECK(r.size() == 254);
}

TEST_CASE("registry: one id per unique (lib, function), empty names refused", "[cluster][registry]") {
  FunctionRegistry r;
  uint8_t a = 0, b = 0, c = 0;
  REQUIRE(r.add("liba.so", "sort", &a) == Err::OK);
  REQUIRE(r.add("libb.so", "sort", &b) == Err::OK);  // same function name, other library
  REQUIRE(r.add("liba.so", "sort", &c) == Err::OK);
  CHECK(a == 0);
  CHECK(b == 1);
  CHECK(c == 0);
  CHECK(r.add("", "sort") == Err::CL_FUNCTION_NAME);
  CHECK(r.add("liba.so", "") == Err::CL_FUNCTION_NAME);
  CHECK(r.size() == 2);
  CHECK(r.id_of("libb.so", "sort") == uint8_t{1});
  CHECK_FALSE(r.id_of("libc.so", "sort").has_value());
}

TEST_CASE("registry JSON round trip and refusals", "[cluster][registry]") {
  FunctionRegistry r;
  r.add(kBuiltinLib, "sort_fp32");
  r.add("libuser.so", "my \"quoted\" kernel");
  FunctionRegistry back = FunctionRegistry::from_json(r.to_json());
  CHECK(back.entries() == r.entries());

  auto refuses = [](const std::string& text) {
    CHECK_THROWS_AS(FunctionRegistry::from_json(text), std::runtime_error);
  };
  refuses("not json");
  refuses("[]");
  refuses(R"({"format": "other", "version": 1, "functions": []})");
  refuses(R"({"format": "tpb-custom-op-registry", "version": 2, "functions": []})");
  refuses(R"({"format": "tpb-custom-op-registry", "version": 1})");
  refuses(R"({"format": "tpb-custom-op-registry", "version": 1, "functions": [{"id": 1, "lib": "a", "function": "b"}]})");
  refuses(R"({"format": "tpb-custom-op-registry", "version": 1, "functions": [{"id": 0, "lib": "a"}]})");
  refuses(R"({"format": "tpb-custom-op-registry", "version": 1, "functions": [{"id": -1, "lib": "a", "function": "b"}]})");
  refuses(R"({"format": "tpb-custom-op-registry", "version": 1, "functions": [{"id": 0, "lib": "", "function": "b"}]})");
  refuses(R"({"format": "tpb-custom-op-registry", "version": 1, "functions": [
             {"id": 0, "lib": "a", "function": "b"}, {"id": 1, "lib": "a", "function": "b"}]})");
  std::string many = R"({"format": "tpb-custom-op-registry", "version": 1, "functions": [)";
  for (int i = 0; i < 255; ++i)
    many += (i ? "," : "") + std::string(R"({"id": )") + std::to_string(i) + R"(, "lib": "l", "function": "f)" +
            std::to_string(i) + "\"}";
  refuses(many + "]}");
  CHECK_NOTHROW(FunctionRegistry::from_json(R"({"format": "tpb-custom-op-registry", "version": 1, "functions": []})"));
}

TEST_CASE("registry save/load through a file, a missing file throws", "[cluster][registry]") {
  FunctionRegistry r;
  r.add(kBuiltinLib, "topk_i32");
  const std::string path = "test_cluster_registry.tmp.json";
  r.save(path);
  CHECK(FunctionRegistry::load(path).entries() == r.entries());
  std::remove(path.c_str());
  CHECK_THROWS_AS(FunctionRegistry::load(path), std::runtime_error);
}

TEST_CASE("build_custom_op reproduces the S002 §4 worked example header (FunctionId 0x07, N = 1)", "[cluster][build]") {
  CustomOpSpec s;
  s.function_id = 0x07;
  s.outputs = {sbuf_ap(0, 0, 1, 8)};
  s.inputs = {sbuf_ap(1, 0, 1, 8)};
  BuiltChain b = build_custom_op(s);
  REQUIRE(b.ok());
  REQUIRE(b.words.size() == 3);
  const Word& h = b.words[0];
  CHECK(h[0] == 0x85);
  CHECK(h[1] == 0x10);
  CHECK(h[0x0C] == 0x03);  // num_payloads lo = N + 2
  CHECK(h[0x0D] == 0x00);
  CHECK(h[0x0E] == 0x07);  // CustomOpFunctionId
  CHECK(h[0x0F] == 0x01);  // num_arguments
  CHECK(h[0x10] == 0x00);
  for (int i : {1, 2}) {
    CHECK(b.words[i][0] == 0x86);
    CHECK(b.words[i][0x0F] == 1);  // present flag
  }
  CHECK(load_le(b.words[1], 0x10, 4) == addr4_sbuf(0, 0));  // payload 0 = the output AP
  CHECK(load_le(b.words[2], 0x10, 4) == addr4_sbuf(1, 0));  // payload 1 = input 0
}

TEST_CASE("built-in kernel table: names, dtypes, input counts", "[cluster][kernels]") {
  const auto& ks = builtin_kernels();
  CHECK(ks.size() == 25);
  for (const KernelDef& k : ks) {
    INFO(k.function);
    CHECK(k.lib == kBuiltinLib);
    REQUIRE(find_dtype(k.dtype) != nullptr);
    CHECK(k.function.substr(k.function.find('_') + 1) == k.dtype);
    CHECK(k.num_inputs == (k.function.rfind("iota_", 0) == 0 ? 0 : 1));
  }
}

TEST_CASE("access-pattern helpers refuse values that do not fit", "[cluster][build]") {
  CHECK_THROWS_AS(sbuf_ap(256, 0, 1, 1), std::invalid_argument);
  CHECK_THROWS_AS(sbuf_ap(0, 1 << 18, 1, 1), std::invalid_argument);
  CHECK_THROWS_AS(sbuf_ap(0, 0, 0, 1), std::invalid_argument);
  CHECK_THROWS_AS(sbuf_ap(0, 0, 1, 65536), std::invalid_argument);
  CHECK_THROWS_AS(hbm_ap(1 << 26, 1, 1), std::invalid_argument);
  CHECK_THROWS_AS(hbm_ap(0, 2, 40000), std::invalid_argument);
  CHECK_NOTHROW(hbm_ap(0, 1, 40000));
  T4dCo ap = hbm_ap(0x1234, 3, 10, 16);
  CHECK(ap.step0 == 16);
  CHECK(ap.num0 == 3);
  CHECK(ap.num3 == 10);
  CHECK(addr4_decode(ap.addr).address == 0x1234);
}
