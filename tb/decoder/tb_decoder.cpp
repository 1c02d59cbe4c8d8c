// tb_decoder: the bundle decoder alone (rtl/decoder/tpb_decoder.sv, Verilated as Vtpb_decoder
// with -GGen=TB_GEN) against tpb::Decoder(TB_GEN), record by record.
//
// Every generation's decoder is also compared inside the whole system by tb/lockstep (one
// tpb_system build per generation); this bench is the fast one for gen2 (a decoder-only
// build takes seconds), run by scripts/regress.py over many seeds. The
// stream is the seeded generator's (tpb gen --gen TB_GEN: valid items use only the
// generation's opcodes, the malformed classes include opcode_not_in_gen on gen2) with random
// back-pressure and input bubbles. Every retired record (valid_o && ready_i) is compared with
// the model's step on the same word: index, opcode, error, route, chain position, fields, and
// the RTL's chain-last flag against the model's framing (tpb::chain_frame of the chain's
// header: the payload at ends_at); the error status (first error, sticky bits) after every
// retirement and at the end.
//
//   tb_decoder_gen2 --seed S --count N [--bad-ratio R] [--bp P] [--idle P] [--inject-bug K]
//
// --inject-bug K corrupts the model's error of record K: the run must then stop with a
// mismatch (the comparator bites). Exit status: 0 all equal; 1 mismatch or RTL assertion;
// 2 usage error.
#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <verilated.h>

#include "Vtpb_decoder.h"
#include "channel.hpp"
#include "dut.hpp"
#include "monitors.hpp"
#include "rows.hpp"
#include "summary.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"
#include "wide.hpp"

#ifndef TB_GEN
#error "TB_GEN comes from tb/decoder/CMakeLists.txt"
#endif

double sc_time_stamp() { return 0; }

namespace {

constexpr unsigned kGen = TB_GEN;

struct Options {
  uint64_t seed = 1;
  size_t count = 2000;
  double bad_ratio = 0.05;
  double bp = 0.2, idle = 0.1;
  long inject_bug = -1;
  std::string json;  // summary file for scripts/regress.py
};

int run(const Options& o, int argc, char** argv) {
  tpb::GenOptions go;
  go.gen = kGen;
  go.seed = o.seed;
  go.count = o.count;
  go.bad_ratio = o.bad_ratio;
  const tpb::GenStream s = tpb::generate(go);
  const std::vector<tpb::Word>& words = s.words;

  tpb::tb::Dut<Vtpb_decoder> dut(argc, argv);
  auto& top = dut.top();
  tpb::Decoder model(kGen);
  tpb::SplitMix64 rnd(o.seed ^ 0xD3C0DE5ull);

  top.valid_i = 0;
  top.ready_i = 0;
  top.clear_i = 0;
  top.last_i = 0;
  dut.reset(1);

  size_t next_in = 0, retired = 0;
  bool held = false;  // a word offered and not taken stays offered (valid/ready)
  tpb::ChainFrame frame;  // of the last accepted 0x85 header: where its chain ends
  size_t cycle = 0;
  // The record port: each retired record against the model's step on the same word.
  auto match = [&](const tpb::Record& r) {
    const size_t k = retired++;
    tpb::Record m = model.step(words[k], k + 1 == words.size());
    if (static_cast<long>(k) == o.inject_bug) m.err = m.err == tpb::Err::OK ? tpb::Err::BAD_FLAG : tpb::Err::OK;
    tpb::tb::Rows rows = tpb::tb::rows(r, m);
    // The chain-last flag (the mailbox ends a chain on it) against the model's framing.
    if (m.opcode == tpb::CustomOpHeader::kOpcode && m.err == tpb::Err::OK) frame = tpb::chain_frame(words[k]);
    const bool chain_last = m.opcode == tpb::CustomOpPayload::kOpcode && m.chain_pos != 0 && frame.ends_at(m.chain_pos);
    rows.add("chain_last", std::to_string(top.chain_last_o), std::to_string(chain_last));
    if (rows.same()) return true;
    fmt::print("tb_decoder: MISMATCH at word #{} (gen{}, cycle {}): {}\n", k, kGen, cycle, tpb::hex_bytes(words[k]));
    rows.print();
    return false;
  };
  tpb::tb::Channel<Vtpb_decoder, tpb::Record> rec(
      "record", {TPB_TB_BIT(valid_o), TPB_TB_BIT(ready_i), TPB_TB_RECORD()}, match);
  const size_t max_cycles = 20 * words.size() + 100;
  for (; retired < words.size(); ++cycle) {
    if (cycle > max_cycles) {
      fmt::print("tb_decoder: HANG: {} of {} records after {} cycles\n", retired, words.size(), cycle);
      return 1;
    }
    // Inputs for this clock (clk low).
    const bool offer = next_in < words.size() && (held || !rnd.chance(o.idle));
    top.valid_i = offer;
    if (offer) {
      tpb::tb::word_to_wide(words[next_in], top.word_i);
      top.last_i = next_in + 1 == words.size();
    }
    top.ready_i = !rnd.chance(o.bp);
    dut.settle();

    if (!rec.step(top)) {  // a record retires at this edge
      fmt::print("tb_decoder: FAIL\n");
      return 1;
    }
    held = top.valid_i && !top.ready_o;
    if (top.valid_i && top.ready_o) ++next_in;

    dut.tick();
    if (dut.assertion_failed()) {
      fmt::print("tb_decoder: RTL ASSERTION at cycle {}\ntb_decoder: FAIL\n", cycle);
      return 1;
    }
    // The status after the retirement (registered at this edge) equals the model's.
    const tpb::tb::Rows st = tpb::tb::rows(tpb::tb::sample_status(top), model.status());
    if (!st.same()) {
      fmt::print("tb_decoder: STATUS MISMATCH after {} records (gen{})\n", retired, kGen);
      st.print();
      fmt::print("tb_decoder: FAIL\n");
      return 1;
    }
  }
  dut.finish();
  const auto& by_err = rec.stats().by_err;
  const uint64_t rejected = rec.stats().refused(),
                 not_in_gen = by_err[static_cast<uint8_t>(tpb::Err::OPCODE_NOT_IN_GEN)];
  fmt::print("tb_decoder: gen{} seed {}: {} records equal ({} rejected, {} OPCODE_NOT_IN_GEN, {} injected by the "
             "generator); sticky {}\n",
             kGen, o.seed, retired, rejected, not_in_gen, s.injected.size(), tpb::sticky_names(model.status().sticky));
  if (!o.json.empty()) {  // the keys scripts/regress.py adds up (as tpb_lockstep --json writes them)
    nlohmann::ordered_json j;
    j["result"] = "PASS";
    j["gen"] = kGen;
    j["seed"] = o.seed;
    j["words"] = retired;
    j["mismatches"] = 0;
    j["rejected_writes"] = 0;
    j["decoder_errors"] = tpb::tb::err_tally<nlohmann::ordered_json>(by_err.data(), by_err.size(), false);
    if (!tpb::tb::write_summary(o.json, "tb_decoder", j)) return 2;
  }
  fmt::print("tb_decoder: PASS\n");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"tb_decoder: tpb_decoder (Gen " + std::to_string(kGen) + ") against tpb::Decoder, record by record"};
  Options o;
  app.add_option("--seed", o.seed, "generator and back-pressure seed");
  app.add_option("--count", o.count, "words")->check(CLI::Range(size_t{1}, size_t{1} << 24));
  app.add_option("--bad-ratio", o.bad_ratio, "share of malformed generator items")->check(CLI::Range(0.0, 1.0));
  app.add_option("--bp", o.bp, "probability ready_i is low in a cycle")->check(CLI::Range(0.0, 0.95));
  app.add_option("--idle", o.idle, "probability no word is offered in a cycle")->check(CLI::Range(0.0, 0.95));
  app.add_option("--json", o.json, "write the run's summary (result, words, decoder errors) as JSON here");
  app.add_option("--inject-bug", o.inject_bug, "corrupt the model's error of this record (the run must fail)");
  app.allow_extras();  // +verilator+ arguments
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  return run(o, argc, argv);
}
