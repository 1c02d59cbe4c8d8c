// tb_decoder: the bundle decoder alone (rtl/decoder/tpb_decoder.sv, Verilated as Vtpb_decoder
// with -GGen=TB_GEN) against tpb::Decoder(TB_GEN), record by record.
//
// The gen3 decoder is compared inside the whole system by tb/lockstep (tpb_system, Gen 3);
// this bench carries the other generations without a second build of the whole system: a
// decoder-only build takes seconds, a gen2 tpb_system (gen2 DVE geometry) minutes. The
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
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"

#ifndef TB_GEN
#error "TB_GEN comes from tb/decoder/CMakeLists.txt"
#endif

double sc_time_stamp() { return 0; }

namespace {

constexpr unsigned kGen = TB_GEN;

template <class W>
uint64_t bits64(const W& w, unsigned lsb) {  // 64 bits of a VlWide at a multiple of 32
  return static_cast<uint64_t>(w[lsb / 32]) | (static_cast<uint64_t>(w[lsb / 32 + 1]) << 32);
}

template <class W>
bool bit(const W& w, unsigned k) {
  return (w[k / 32] >> (k % 32)) & 1u;
}

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

  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  ctx->fatalOnError(false);  // an RTL assertion is reported below, not an abort
  auto top = std::make_unique<Vtpb_decoder>(ctx.get());
  tpb::Decoder model(kGen);
  tpb::SplitMix64 rnd(o.seed ^ 0xD3C0DE5ull);

  top->clk_i = 0;
  top->rst_ni = 0;
  top->valid_i = 0;
  top->ready_i = 0;
  top->clear_i = 0;
  top->last_i = 0;
  top->eval();
  ctx->timeInc(1);
  top->rst_ni = 1;
  top->eval();

  size_t next_in = 0, retired = 0, not_in_gen = 0, rejected = 0;
  std::array<uint64_t, 256> by_err{};
  bool held = false;  // a word offered and not taken stays offered (valid/ready)
  tpb::ChainFrame frame;  // of the last accepted 0x85 header: where its chain ends
  const size_t max_cycles = 20 * words.size() + 100;
  for (size_t cycle = 0; retired < words.size(); ++cycle) {
    if (cycle > max_cycles) {
      fmt::print("tb_decoder: HANG: {} of {} records after {} cycles\n", retired, words.size(), cycle);
      return 1;
    }
    // Inputs for this clock (clk low).
    top->clk_i = 0;
    const bool offer = next_in < words.size() && (held || !rnd.chance(o.idle));
    top->valid_i = offer;
    if (offer) {
      const tpb::Word& w = words[next_in];
      for (unsigned k = 0; k < 16; ++k)
        top->word_i[k] = static_cast<uint32_t>(w[4 * k]) | (static_cast<uint32_t>(w[4 * k + 1]) << 8) |
                         (static_cast<uint32_t>(w[4 * k + 2]) << 16) | (static_cast<uint32_t>(w[4 * k + 3]) << 24);
      top->last_i = next_in + 1 == words.size();
    }
    top->ready_i = !rnd.chance(o.bp);
    top->eval();

    if (top->valid_o && top->ready_i) {  // a record retires at this edge
      const size_t k = retired++;
      tpb::Record m = model.step(words[k], k + 1 == words.size());
      if (static_cast<long>(k) == o.inject_bug)
        m.err = m.err == tpb::Err::OK ? tpb::Err::BAD_FLAG : tpb::Err::OK;
      bool same = top->index_o == m.index && top->opcode_o == m.opcode &&
                  top->err_o == static_cast<unsigned>(m.err) && top->route_o == static_cast<unsigned>(m.route) &&
                  top->chain_pos_o == m.chain_pos;
      for (unsigned i = 0; i < tpb::kMaxFields; ++i) same = same && bits64(top->fields_o, 64 * i) == m.fields.v[i];
      if (m.opcode == tpb::CustomOpHeader::kOpcode && m.err == tpb::Err::OK) frame = tpb::chain_frame(words[k]);
      const bool chain_last = m.opcode == tpb::CustomOpPayload::kOpcode && m.chain_pos != 0 && frame.ends_at(m.chain_pos);
      same = same && static_cast<bool>(top->chain_last_o) == chain_last;
      if (!same) {
        fmt::print("tb_decoder: MISMATCH at word #{} (gen{}, cycle {}): {}\n", k, kGen, cycle,
                   tpb::hex_bytes(words[k]));
        fmt::print("  {:<10} {:>22} {:>22}\n", "", "rtl", "model");
        fmt::print("  {:<10} {:>22} {:>22}\n", "index", top->index_o, m.index);
        fmt::print("  {:<10} {:>22} {:>22}\n", "opcode", top->opcode_o, m.opcode);
        fmt::print("  {:<10} {:>22} {:>22}\n", "err", tpb::err_name(static_cast<tpb::Err>(top->err_o)),
                   tpb::err_name(m.err));
        fmt::print("  {:<10} {:>22} {:>22}\n", "route", tpb::route_name(static_cast<tpb::Route>(top->route_o)),
                   tpb::route_name(m.route));
        fmt::print("  {:<10} {:>22} {:>22}\n", "chain_pos", top->chain_pos_o, m.chain_pos);
        fmt::print("  {:<10} {:>22} {:>22}\n", "chain_last", top->chain_last_o, chain_last);
        fmt::print("tb_decoder: FAIL\n");
        return 1;
      }
      not_in_gen += m.err == tpb::Err::OPCODE_NOT_IN_GEN;
      rejected += m.err != tpb::Err::OK;
      ++by_err[static_cast<uint8_t>(m.err)];
    }
    held = top->valid_i && !top->ready_o;
    if (top->valid_i && top->ready_o) ++next_in;

    top->clk_i = 1;
    top->eval();
    ctx->timeInc(1);
    if (ctx->gotError()) {
      fmt::print("tb_decoder: RTL ASSERTION at cycle {}\ntb_decoder: FAIL\n", cycle);
      return 1;
    }
    // The status after the retirement (registered at this edge) equals the model's.
    const tpb::ErrorStatus& st = model.status();
    bool st_same = top->err_valid_o == st.any && (!st.any || (top->err_index_o == st.first_index &&
                                                              top->err_code_o == static_cast<unsigned>(st.first_code)));
    for (unsigned e = 0; e < tpb::kNumErrors; ++e) st_same = st_same && bit(top->err_sticky_o, e) == st.sticky.test(e);
    if (!st_same) {
      fmt::print("tb_decoder: STATUS MISMATCH after {} records (gen{}): rtl first #{} {} valid {}, model first #{} {} "
                 "valid {}; model sticky {}\ntb_decoder: FAIL\n",
                 retired, kGen, top->err_index_o, tpb::err_name(static_cast<tpb::Err>(top->err_code_o)),
                 unsigned{top->err_valid_o}, st.first_index, tpb::err_name(st.first_code), st.any,
                 tpb::sticky_names(st.sticky));
      return 1;
    }
  }
  top->final();
  fmt::print("tb_decoder: gen{} seed {}: {} records equal ({} rejected, {} OPCODE_NOT_IN_GEN, {} injected by the "
             "generator); sticky {}\n",
             kGen, o.seed, retired, rejected, not_in_gen, s.injected.size(), tpb::sticky_names(model.status().sticky));
  if (!o.json.empty()) {  // the keys scripts/regress.py adds up (as tpb_lockstep --json writes them)
    std::string errs;
    for (unsigned e = 1; e < by_err.size(); ++e)
      if (by_err[e])
        errs += fmt::format("{}\"{}\": {}", errs.empty() ? "" : ", ", tpb::err_name(static_cast<tpb::Err>(e)), by_err[e]);
    const std::string text = fmt::format(
        "{{\"result\": \"PASS\", \"gen\": {}, \"seed\": {}, \"words\": {}, \"mismatches\": 0, "
        "\"rejected_writes\": 0, \"decoder_errors\": {{{}}}}}\n",
        kGen, o.seed, retired, errs);
    std::FILE* f = std::fopen(o.json.c_str(), "w");
    if (!f || std::fputs(text.c_str(), f) < 0 || std::fclose(f) != 0) {
      fmt::print("tb_decoder: cannot write {}\n", o.json);
      return 2;
    }
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
