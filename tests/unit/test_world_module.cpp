// tpb::World (docs/world.md): the module description: its named errors and its JSON round trip.
#include "world_test_util.hpp"

using namespace world_test;

// ================================================================== module description
TEST_CASE("world: module description errors are named, one per code", "[world]") {
  const std::string ok_head =
      R"("format": "tpb-world-module", "version": 1, "ranks": [{"global_id": 0}, {"global_id": 1}])";
  struct Case {
    WorldErr code;
    std::string text;
  };
  const std::vector<Case> cases = {
      {WorldErr::MODULE_PARSE, "{ not json"},
      {WorldErr::MODULE_PARSE, "[1, 2]"},
      {WorldErr::MODULE_PARSE, "{\"ranks\": 1E400}"},  // a number no type holds (found by fuzz_world)
      {WorldErr::MODULE_FORMAT, R"({"format": "other", "version": 1, "ranks": [{"global_id": 0}]})"},
      {WorldErr::MODULE_FORMAT, R"({"format": "tpb-world-module", "version": 2, "ranks": [{"global_id": 0}]})"},
      {WorldErr::MODULE_UNKNOWN_KEY, "{" + ok_head + R"(, "replica_group": []})"},
      {WorldErr::MODULE_UNKNOWN_KEY,
       R"({"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": 0, "core": 1}]})"},
      {WorldErr::MODULE_TYPE, R"({"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": -1}]})"},
      {WorldErr::MODULE_TYPE, R"({"format": "tpb-world-module", "version": 1, "ranks": []})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "collectives": [{"replica_groups": 0, "dim": 2}], "replica_groups": [[[0, 1]]]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head +
           R"(, "replica_groups": [[[0, 1]]], "collectives": [{"replica_groups": 0, "counts": [[1, 2], [3]]}]})"},
      {WorldErr::MODULE_DUPLICATE_GLOBAL_ID,
       R"({"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": 3}, {"global_id": 3}]})"},
      {WorldErr::MODULE_UNKNOWN_RANK, "{" + ok_head + R"(, "replica_groups": [[[0, 2]]]})"},
      {WorldErr::MODULE_UNKNOWN_RANK, "{" + ok_head + R"(, "collectives": [{"source_target_pairs": [[0, 5]]}]})"},
      {WorldErr::MODULE_GROUP_OVERLAP, "{" + ok_head + R"(, "replica_groups": [[[0, 1], [1]]]})"},
      {WorldErr::MODULE_GROUP_OVERLAP, "{" + ok_head + R"(, "replica_groups": [[[0, 1], []]]})"},
      {WorldErr::MODULE_UNKNOWN_GROUP,
       "{" + ok_head + R"(, "replica_groups": [[[0, 1]]], "collectives": [{"replica_groups": 1}]})"},
      {WorldErr::MODULE_DUPLICATE_PAIR,
       "{" + ok_head + R"(, "collectives": [{"source_target_pairs": [[0, 1], [0, 0]]}]})"},
      {WorldErr::MODULE_DUPLICATE_PAIR,
       "{" + ok_head + R"(, "send_recv": [{"op": "send", "pairs": [[0, 1], [1, 1]]}]})"},
      {WorldErr::MODULE_UNPAIRED, "{" + ok_head + R"(, "send_recv": [{"op": "send", "pairs": [[0, 1]]}]})"},
      {WorldErr::MODULE_UNPAIRED,
       "{" + ok_head + R"(, "send_recv": [{"op": "send", "pairs": [[0, 1]]}, {"op": "recv", "pairs": [[1, 0]]}]})"},
      {WorldErr::MODULE_DUPLICATE_TENSOR,
       "{" + ok_head +
           R"(, "tensors": [{"id": 7, "partition": 0, "offset": 0, "dtype": "i32"}, {"id": 7, "partition": 1, "offset": 0, "dtype": "u8"}]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "tensors": [{"id": 7, "partition": 0, "offset": 0, "dtype": "int32"}]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "tensors": [{"id": 7, "memory": "psum", "partition": 0, "offset": 0, "dtype": "i32"}]})"},
      {WorldErr::MODULE_TYPE,
       "{" + ok_head + R"(, "tensors": [{"id": 7, "memory": "hbm", "partition": 2, "offset": 0, "dtype": "i32"}]})"},
      {WorldErr::MODULE_TYPE, "{" + ok_head + R"(, "tensors": [{"id": 7, "offset": 0, "dtype": "i32"}]})"},
      {WorldErr::MODULE_KIND_NAME,
       "{" + ok_head + R"(, "group_kinds": ["all_reduce", "all_reduce", "all_gather", "all_to_all"]})"},
      {WorldErr::MODULE_KIND_NAME,
       "{" + ok_head + R"(, "group_kinds": ["all_reduce", "reduce_scatter", "all_gather"]})"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    try {
      (void)parse_module(c.text);
      FAIL("accepted");
    } catch (const WorldError& e) {
      CHECK(world_err_name(e.code()) == std::string(world_err_name(c.code)));
      CHECK(std::string(e.what()).rfind(world_err_name(c.code), 0) == 0);  // the message starts with the name
    }
  }
  // Every MODULE_* code (but the rank count, a World construction check, below) has a case.
  for (WorldErr e : world_errs()) {
    const std::string n = world_err_name(e);
    if (n.rfind("MODULE_", 0) != 0 || e == WorldErr::MODULE_RANK_COUNT) continue;
    INFO(n);
    CHECK(std::any_of(cases.begin(), cases.end(), [&](const Case& c) { return c.code == e; }));
    CHECK(world_err_from_name(n) == e);
  }
  CHECK_NOTHROW(parse_module("{" + ok_head + "}"));
  // An HBM binding needs no partition; its offset is a byte address past the SBUF's 18 bits.
  const Module hb =
      parse_module("{" + ok_head + R"(, "tensors": [{"id": 7, "memory": "hbm", "offset": 1000000, "dtype": "i32"}]})");
  REQUIRE(hb.tensors.size() == 1);
  CHECK(hb.tensors[0].hbm);
  CHECK(hb.tensors[0].offset == 1000000);
  try {
    World w(module_of({0, 1}), core0_streams({{}}), config(), builtins());
    FAIL("accepted");
  } catch (const WorldError& e) {
    CHECK(e.code() == WorldErr::MODULE_RANK_COUNT);
  }
}

TEST_CASE("world: a module survives module_to_json and parse_module unchanged", "[world]") {
  Module m = module_of({4, 9, 2});
  m.replica_groups = {{{4, 9, 2}}, {{4, 2}, {9}}};
  m.collectives = {CollectiveInstance{0, {}, 1, {{1, 2, 3}, {4, 5, 6}, {7, 8, 0}}},
                   CollectiveInstance{std::nullopt, {{4, 9}, {9, 2}}, 0, {}}};
  m.send_recv = {SendRecvInstance{true, {{4, 2}}}, SendRecvInstance{false, {{4, 2}}}};
  m.tensors = {TensorBinding{77, 3, 128, 2, -1, dt("bf16")}, TensorBinding{78, 0, 70000, 4, 3, dt("u8"), true}};
  m.group_kinds = {GroupKind::ALL_GATHER, GroupKind::ALL_REDUCE, GroupKind::ALL_TO_ALL, GroupKind::REDUCE_SCATTER};
  const Module back = parse_module(module_to_json(m));
  CHECK(back.global_ids == m.global_ids);
  CHECK(back.replica_groups == m.replica_groups);
  REQUIRE(back.collectives.size() == 2);
  CHECK(back.collectives[0].replica_groups == 0u);
  CHECK(back.collectives[0].dim == 1);
  CHECK(back.collectives[0].counts == m.collectives[0].counts);
  CHECK(back.collectives[1].source_target_pairs == m.collectives[1].source_target_pairs);
  REQUIRE(back.send_recv.size() == 2);
  CHECK_FALSE(back.send_recv[1].send);
  REQUIRE(back.tensors.size() == 2);
  CHECK(back.tensors[0].partition_step == -1);
  CHECK(back.tensors[0].dtype == dt("bf16"));
  CHECK_FALSE(back.tensors[0].hbm);
  CHECK(back.tensors[1].hbm);
  CHECK(back.tensors[1].offset == 70000);
  CHECK(back.tensors[1].partition_step == 3);
  CHECK(back.group_kinds == m.group_kinds);
}
