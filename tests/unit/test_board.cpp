// The host side of the FPGA board as library code (tpb/board.hpp): ModelBoard, the model side
// of `tpb fpga check`, against a plain SystemModel on the same stream, and the board set-up
// helpers' geometry. The board end to end is the fpga: CTests (tb_fpga behind a pty).
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "source_dir.hpp"
#include "tpb/board.hpp"
#include "tpb/gen.hpp"

namespace hl = tpb::hostlink;
using namespace tpb;

namespace {

dve::TableSet gen3_set() {
  return dve::load_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen3/dve_info.json", "default");
}

/// A board that fits the set: the FPGA geometry, the set's rows, one word per table row unit.
hl::BoardInfo board_for(const dve::TableSet& set) {
  const dve::Sequencer seq(set);
  hl::BoardInfo b;
  b.partitions = 16;
  b.bytes_per_partition = 1024;
  b.port_bytes = 16;
  b.dve_gen = set.geo.gen;
  b.fast_rows = set.geo.fast_rows;
  b.slow_rows = set.geo.slow_rows;
  b.fast_words = seq.words_per_row(dve::TableSel::CONTROL_FAST);
  b.slow_words = seq.words_per_row(dve::TableSel::CONTROL_SLOW);
  b.dp_words = seq.words_per_row(dve::TableSel::DATAPATH);
  b.mailbox_words = 64;
  return b;
}

std::vector<Word> some_words(unsigned gen) {
  GenOptions g;
  g.seed = 5;
  g.count = 200;
  g.gen = gen;
  return generate(g).words;
}

}  // namespace

TEST_CASE("board: ModelBoard counts and signs what a plain SystemModel retires", "[board]") {
  const dve::TableSet set = gen3_set();
  const hl::BoardInfo b = board_for(set);
  REQUIRE(dve::misfit(set, {b.dve_gen, b.fast_rows, b.slow_rows, b.fast_words, b.slow_words, b.dp_words}, "b").empty());
  const std::vector<Word> words = some_words(set.geo.gen);
  hl::ModelBoard mb(set, b, 0);
  FunctionRegistry none;
  SystemModel ref(hl::ModelBoard::config(set, b, 0, {}), &set, none);
  uint32_t sig = 0, accepted = 0;
  for (uint32_t i = 0; i < words.size(); ++i) {
    mb.step(words, i);
    const bool last = i + 1 == words.size();
    const SystemStep s = ref.step(words[i], last);
    sig = hl::crc32(hl::record_digest(s.record, last), sig);
    accepted += s.record.err == Err::OK;
    CHECK(mb.chunk[0].back().number == i);
  }
  CHECK(mb.retired == words.size());
  CHECK(mb.accepted == accepted);
  CHECK(mb.accepted + mb.rejected == mb.retired);
  CHECK(mb.sig[0] == sig);
  CHECK(mb.chunk[0].size() == words.size());
  CHECK(mb.chunk[1].size() == mb.dve);
  CHECK(mb.chunk[2].size() == mb.mv);
  CHECK(mb.mv_copied + mb.mv_refused == mb.mv);
  for (unsigned core = 0; core < 2; ++core) {
    const auto got = mb.sys.sbuf(core).bytes(), want = ref.sbuf(core).bytes();
    CHECK(std::equal(got.begin(), got.end(), want.begin(), want.end()));
  }
}

TEST_CASE("board: an injected model fault changes the record signature", "[board]") {
  const dve::TableSet set = gen3_set();
  const hl::BoardInfo b = board_for(set);
  const std::vector<Word> words = some_words(set.geo.gen);
  hl::ModelBoard clean(set, b, 0), bad(set, b, 0, hl::ModelFaults{7, std::nullopt, std::nullopt});
  for (uint32_t i = 0; i < words.size(); ++i) {
    clean.step(words, i);
    bad.step(words, i);
  }
  CHECK(clean.sig[0] != bad.sig[0]);
  CHECK(clean.chunk[0][6].digest == bad.chunk[0][6].digest);
  CHECK(clean.chunk[0][7].digest != bad.chunk[0][7].digest);
}

TEST_CASE("board: service faults parse, a bad one is refused", "[board]") {
  CHECK(hl::ServiceFault::parse("lost:2").kind == hl::ServiceFault::Kind::LOST);
  CHECK(hl::ServiceFault::parse("stop:0").kind == hl::ServiceFault::Kind::STOP);
  CHECK(hl::ServiceFault::parse("drop:3").kind == hl::ServiceFault::Kind::DROP);
  const auto d = hl::ServiceFault::parse("double-done:17");
  CHECK(d.kind == hl::ServiceFault::Kind::DOUBLE_DONE);
  CHECK(d.doorbell == 17);
  CHECK(hl::ServiceFault::parse("chain-past:4").kind == hl::ServiceFault::Kind::CHAIN_PAST);
  for (const char* bad : {"lost", "lost:", "lost:x", "stop:1x", "skip:1", "chain-past", ""})
    CHECK_THROWS_AS(hl::ServiceFault::parse(bad), std::invalid_argument);
}

TEST_CASE("board: the board's configuration of the model and the mover", "[board]") {
  const dve::TableSet set = gen3_set();
  const hl::BoardInfo b = board_for(set);
  const SystemConfig c = hl::ModelBoard::config(set, b, 1, {});
  CHECK(c.gen == set.geo.gen);
  CHECK(c.sbuf.partitions == 16);
  CHECK(c.sbuf.bytes_per_partition == 1024);
  CHECK(c.issue_core == 1);
  CHECK(c.cluster_mode == ClusterMode::ABSENT);
  // Served by the host: the model's cluster runs the built-in kernels, as the host's does.
  CHECK(hl::ModelBoard::config(set, b, 1, {}, true).cluster_mode == ClusterMode::RUN);
  const hl::ModelBoard served(set, b, 1, {}, true), absent(set, b, 1);
  CHECK(served.registry.size() == builtin_registry().size());
  CHECK(absent.registry.size() == 0);
  const MoverConfig mc = hl::mover_config(b, 1);
  CHECK(mc.geometry.partitions == 16);
  CHECK(mc.cores_per_lnc == 2);
  CHECK(mc.issue_core == 1);
  hl::BoardInfo other = b;
  other.dve_gen = 2;
  CHECK_THROWS_AS(
      hl::load_dve_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen3/dve_info.json", "default", other),
      std::invalid_argument);
  CHECK_THROWS_AS(hl::load_dve_set("", "default", b), std::invalid_argument);
}
