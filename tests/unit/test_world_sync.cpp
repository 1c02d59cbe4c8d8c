// tpb::World (docs/world.md): the rank registers (0xDC, 0xDB), send/recv (0xCB), the core barrier (0xD8),
// completion tokens (0xDE) and deadlock reports.
#include "world_test_util.hpp"

using namespace world_test;

// ================================================================== rank registers
TEST_CASE("world: 0xDC writes the global id, 0xDB the position in the group, at their regId", "[world]") {
  Module m = module_of({10, 11, 12, 13});
  m.replica_groups = {{{10, 12}, {13, 11}}};
  std::vector<std::vector<Word>> s(4);
  for (auto& st : s) st = {global_rank(5), global_rank(6, 0), cur_rank(0, 200), cur_rank(1, 7)};
  World w(m, core0_streams(s), config(), builtins());
  const WorldResult res = w.run();
  CHECK(res.completed);
  const uint32_t pos[4] = {0, 1, 1, 0};
  for (unsigned r = 0; r < 4; ++r) {
    const RegisterFile& rf = w.registers(r, 0);
    CHECK(rf.written[5]);
    CHECK(rf.value[5] == 10 + r);
    CHECK_FALSE(rf.written[6]);  // valid = 0
    CHECK(rf.written[200]);
    CHECK(rf.value[200] == pos[r]);
    CHECK_FALSE(rf.written[7]);  // group_id 1 names no set
    CHECK_FALSE(w.registers(r, 1).written[5]);
  }
  CHECK(events_with(w, WorldErr::NO_INSTANCE).size() == 4);
  CHECK(res.cross_refused == 4);
}

// ================================================================== send / recv
namespace {
Module two_rank_sendrecv(uint8_t dtype) {
  Module m = module_of({0, 1});
  m.send_recv = {SendRecvInstance{true, {{0, 1}}}, SendRecvInstance{false, {{0, 1}}}};
  m.tensors = {TensorBinding{5, 2, 0, 2, 3, dtype}, TensorBinding{6, 1, 64, 2, 1, dtype}};
  return m;
}
}  // namespace

TEST_CASE("world: 0xCB send and recv pair through the module, whatever the rank order", "[world]") {
  for (std::vector<unsigned> order : {std::vector<unsigned>{0, 1}, std::vector<unsigned>{1, 0}}) {
    // Rank 0: send tensor 5 (partitions 2 and 5, bytes 8..); rank 1: recv into tensor 6
    // (partitions 1 and 2, from byte 64+8). Both streams: the send instance, then the recv.
    Streams s = core0_streams({{sendrecv(5, 8, 6), sendrecv(6, 8, 6)}, {sendrecv(5, 8, 6), sendrecv(6, 8, 6)}});
    // ... but rank 1 is no source (its 0xCB 0 is UNPAIRED_SEND) and rank 0 no target.
    World w(two_rank_sendrecv(dt("i32")), std::move(s), config(order), builtins());
    w.sbuf(0, 0).fill_seeded(1);
    w.sbuf(1, 0).fill_seeded(2);
    const Sbuf before0 = w.sbuf(0, 0);
    const Sbuf before1 = w.sbuf(1, 0);
    const WorldResult res = w.run();
    CHECK(res.completed);
    for (unsigned q = 0; q < 2; ++q)
      for (unsigned e = 0; e < 6; ++e)
        CHECK(elem_at(w.sbuf(1, 0), 1 + q, 72, e, 4) == elem_at(before0, 2 + 3 * q, 8, e, 4));
    const auto unpaired_send = events_with(w, WorldErr::UNPAIRED_SEND);
    const auto unpaired_recv = events_with(w, WorldErr::UNPAIRED_RECV);
    REQUIRE(unpaired_send.size() == 1);
    CHECK(unpaired_send[0].rank == 1);
    REQUIRE(unpaired_recv.size() == 1);
    CHECK(unpaired_recv[0].rank == 0);
    CHECK(w.sbuf(0, 0).hash() == before0.hash());  // the sender's memory is untouched
    Sbuf expect = before1;
    for (unsigned q = 0; q < 2; ++q)
      for (unsigned e = 0; e < 6; ++e) put_elem(expect, 1 + q, 72, e, 4, elem_at(before0, 2 + 3 * q, 8, e, 4));
    CHECK(w.sbuf(1, 0).hash() == expect.hash());  // and the receiver's changed only there
  }
}

TEST_CASE("world: a refused recv writes nothing (shape, dtype, unknown tensor)", "[world]") {
  struct Case {
    uint64_t recv_tensor, recv_elems;
    WorldErr err;
  };
  for (const Case& c : {Case{6, 5, WorldErr::SHAPE_MISMATCH}, Case{9, 6, WorldErr::UNKNOWN_TENSOR},
                        Case{7, 6, WorldErr::LEG_MISMATCH}, Case{6, 300, WorldErr::AP_RANGE}}) {
    Module m = two_rank_sendrecv(dt("i32"));
    m.tensors.push_back(TensorBinding{7, 0, 0, 2, 1, dt("fp32")});
    World w(m, core0_streams({{sendrecv(5, 0, 6)}, {sendrecv(5, 0, 6), sendrecv(c.recv_tensor, 0, c.recv_elems)}}),
            config(), builtins());
    w.sbuf(1, 0).fill_seeded(3);
    const uint64_t h = w.sbuf(1, 0).hash();
    const WorldResult res = w.run();
    INFO(world_err_name(c.err));
    CHECK(events_with(w, c.err).size() == 1);
    CHECK(w.sbuf(1, 0).hash() == h);
    CHECK_FALSE(res.ok());
  }
}

// ================================================================== barrier and completion
TEST_CASE("world: 0xD8 is a rendezvous of the rank's two cores and increments both semaphores", "[world]") {
  // Core 1 copies its partition 3 to core 0's partition 4 (0xBF), then meets core 0 at the
  // barrier; core 0, after the barrier, sends its partition 4 to rank 1. Core 0 runs first
  // (it is visited first) and must wait, so the message holds core 1's bytes.
  Module m = module_of({0, 1});
  m.send_recv = {SendRecvInstance{true, {{0, 1}}}, SendRecvInstance{false, {{0, 1}}}};
  m.tensors = {TensorBinding{1, 4, 0, 1, 1, dt("u32")}, TensorBinding{2, 9, 0, 1, 1, dt("u32")}};
  Streams s(2);
  s[0][0] = {barrier(3, 17, 0, 512, 2), sendrecv(1, 0, 8)};
  s[0][1] = {make_sb2sb(row(3, 0, 8, 4), row(4, 0, 8, 4), dt("u32")), barrier(3, 17, 1, 512, 1)};
  s[1][0] = {sendrecv(1, 0, 8), sendrecv(2, 0, 8)};
  World w(m, std::move(s), config(), builtins());
  for (unsigned c = 0; c < 2; ++c) w.sbuf(0, c).fill_seeded(10 + c);
  const Sbuf core1 = w.sbuf(0, 1);
  const Sbuf core0 = w.sbuf(0, 0);
  const WorldResult res = w.run();
  CHECK(res.completed);
  for (unsigned e = 0; e < 8; ++e) CHECK(elem_at(w.sbuf(1, 0), 9, 0, e, 4) == elem_at(core1, 3, 0, e, 4));
  for (unsigned e = 0; e < 2; ++e) CHECK(elem_at(w.sbuf(0, 0), 0, 512, e, 4) == elem_at(core0, 0, 512, e, 4) + 1);
  CHECK(elem_at(w.sbuf(0, 1), 1, 512, 0, 4) == elem_at(core1, 1, 512, 0, 4) + 1);
  CHECK(elem_at(w.sbuf(0, 1), 1, 516, 0, 4) == elem_at(core1, 1, 516, 0, 4));  // one element only
}

TEST_CASE("world: 0xD8 with differing barrier ids is refused on both cores, semaphores untouched", "[world]") {
  Streams s(1);
  s[0][0] = {barrier(3, 17, 0, 0, 4)};
  s[0][1] = {barrier(4, 17, 0, 0, 4)};
  World w(module_of({0}), std::move(s), config(), builtins());
  w.sbuf(0, 0).fill_seeded(1);
  w.sbuf(0, 1).fill_seeded(2);
  const uint64_t h0 = w.sbuf(0, 0).hash(), h1 = w.sbuf(0, 1).hash();
  const WorldResult res = w.run();
  CHECK(res.completed);
  CHECK(events_with(w, WorldErr::BARRIER_MISMATCH).size() == 2);
  CHECK(w.sbuf(0, 0).hash() == h0);
  CHECK(w.sbuf(0, 1).hash() == h1);
}

TEST_CASE("world: 0xDE waits for the peer core's token with the same handle", "[world]") {
  // Core 1 writes core 0's partition 2 (0xBF) then signals handle 9; core 0 waits on handle 9,
  // then copies its partition 2 back to core 1's partition 6. Core 0 runs first and must wait.
  Streams s(1);
  s[0][0] = {completion(9), make_sb2sb(row(2, 0, 16, 4), row(6, 0, 16, 4), dt("u32"))};
  s[0][1] = {make_sb2sb(row(1, 0, 16, 4), row(2, 0, 16, 4), dt("u32")), completion(9)};
  World w(module_of({0}), std::move(s), config(), builtins());
  w.sbuf(0, 0).fill_seeded(4);
  w.sbuf(0, 1).fill_seeded(5);
  const Sbuf core1 = w.sbuf(0, 1);
  CHECK(w.run().ok());
  for (unsigned e = 0; e < 16; ++e) CHECK(elem_at(w.sbuf(0, 1), 6, 0, e, 4) == elem_at(core1, 1, 0, e, 4));
}

// ================================================================== deadlock reports
TEST_CASE("world: a program that can never finish stops with a report naming every blocked core", "[world]") {
  const auto t0 = std::chrono::steady_clock::now();
  SECTION("a recv whose peer never sends") {
    Module m = two_rank_sendrecv(dt("u8"));
    // Rank 0's stream lacks its send: rank 1 waits at its recv (its 0xCB number 1).
    World w(m, core0_streams({{}, {sendrecv(5, 0, 4), sendrecv(6, 0, 4)}}), config(), builtins());
    const WorldResult res = w.run();
    CHECK_FALSE(res.completed);
    REQUIRE(res.blocked.size() == 1);
    CHECK(res.blocked[0].rank == 1);
    CHECK(res.blocked[0].core == 0);
    CHECK(res.blocked[0].index == 1);
    CHECK(res.blocked[0].opcode == 0xCB);
    CHECK(res.blocked[0].waits_for.find("send from global id 0") != std::string::npos);
    CHECK(res.report().find("rank 1 core 0 word 1 (send_recv) waits for") != std::string::npos);
  }
  SECTION("a barrier one core never reaches") {
    Streams s(1);
    s[0][0] = {global_rank(1), barrier(0, 0, 0, 0, 1)};
    s[0][1] = {global_rank(1)};
    World w(module_of({0}), std::move(s), config(), builtins());
    const WorldResult res = w.run();
    CHECK_FALSE(res.completed);
    REQUIRE(res.blocked.size() == 1);
    CHECK(res.blocked[0].index == 1);
    CHECK(res.blocked[0].waits_for.find("core 1 of the same rank to reach a 0xD8 (it finished its stream)") !=
          std::string::npos);
  }
  SECTION("a collective one rank never joins, and a cycle of recvs") {
    Module m = module_of({0, 1, 2});
    m.replica_groups = {{{0, 1, 2}}};
    m.collectives = {CollectiveInstance{0, {}, 0}};
    m.send_recv = {SendRecvInstance{false, {{1, 0}, {0, 1}}}, SendRecvInstance{true, {{1, 0}, {0, 1}}}};
    m.tensors = {TensorBinding{1, 0, 0, 1, 1, dt("u8")}};
    const Word ar = coll(0x01, 4, dt("i32"), tile(0, 0, 1, 4));
    // Ranks 0 and 1 each wait for the other's send before sending: a cycle. Rank 2 waits at
    // the AllReduce the others never reach.
    World w(
        m,
        core0_streams({{sendrecv(1, 0, 4), sendrecv(1, 0, 4), ar}, {sendrecv(1, 0, 4), sendrecv(1, 0, 4), ar}, {ar}}),
        config({2, 0, 1}), builtins());
    const WorldResult res = w.run();
    CHECK_FALSE(res.completed);
    REQUIRE(res.blocked.size() == 3);
    CHECK(res.blocked[0].waits_for.find("send from global id 1") != std::string::npos);
    CHECK(res.blocked[1].waits_for.find("send from global id 0") != std::string::npos);
    CHECK(res.blocked[2].waits_for.find("on global ids 0,1") != std::string::npos);
  }
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(10));
}
