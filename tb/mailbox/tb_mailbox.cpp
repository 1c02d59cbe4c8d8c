// tb_mailbox: the custom-op mailbox (rtl/cluster/tpb_cop_mailbox.sv) against its model twin
// (tpb::Mailbox), built with a small MailboxWords so the overflow refusal is reached, and
// with the read port whole words (ReadBytes 64, the lockstep's) or bytes (ReadBytes 1, the
// FPGA build's: the mailbox then takes each chain word in 64 clocks, one byte a clock).
//
// A generated stream (malformed items and byte mutations included, long chains) goes through
// the model decoder; its records are played into the RTL in order, as tpb_core would: a
// record routed CUSTOM as a handshake on the custom port (waiting for ready_o) together with
// its retirement on the monitor, any other record as a retirement only; the monitor's
// chain-last flag marks the payload that fills a chain's last slot (tpb_decoder chain_last_o,
// here from the model's framing helper, tpb::chain_frame). Random idle cycles
// and a randomly busy mover (engine_busy_i) in between. A scripted cluster answers each
// doorbell: it checks the doorbell fields, reads the whole chain back through the read
// port, waits a random time and pulses done with random completion fields. Every chain the
// model hands over (or refuses with CL_MAILBOX_OVERFLOW) must appear, in order, with the
// same words and fields; nothing else may ring or complete.
//
// Exit status: 0 pass; 1 mismatch, RTL assertion or hang; 2 usage error.
#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include <verilated.h>

#include "Vtpb_cop_mailbox.h"
#include "channel.hpp"
#include "dut.hpp"
#include "monitors.hpp"
#include "summary.hpp"
#include "rows.hpp"
#include "wide.hpp"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"
#include "tpb/mailbox.hpp"
#include "tpb/system.hpp"

#ifndef TB_MAILBOX_READ_BYTES
#define TB_MAILBOX_READ_BYTES 64
#endif

#ifndef TB_MAILBOX_WORDS
#error "TB_MAILBOX_WORDS comes from tb/mailbox/CMakeLists.txt"
#endif

double sc_time_stamp() { return 0; }

namespace {

using tpb::Err;
using tpb::Word;

using tpb::tb::wide_to_word;
using tpb::tb::word_to_wide;

struct Expect {
  tpb::MailboxChain chain;
  uint8_t function_id;
};

constexpr size_t kReadBytes = TB_MAILBOX_READ_BYTES;
constexpr size_t kPieces = tpb::kBundleBytes / kReadBytes;
static_assert(kReadBytes == tpb::kBundleBytes || kReadBytes == 1, "the bench reads whole words or bytes");

// The read port's value, appended to the chain's bytes: a whole word or one byte.
[[maybe_unused]] void append_piece(std::vector<uint8_t>& out, const VlWide<16>& v) {
  const Word w = wide_to_word(v);
  out.insert(out.end(), w.begin(), w.end());
}
[[maybe_unused]] void append_piece(std::vector<uint8_t>& out, CData v) { out.push_back(v); }

}  // namespace

int main(int argc, char** argv) {
  uint64_t seed = 1;
  size_t count = 2000;
  double bad_ratio = 0.05, mutate = 0.01, idle = 0.2, busy = 0.3, bp = 0.3;
  unsigned max_args = 12;
  std::vector<std::string> classes;
  bool end_in_chain = false;
  CLI::App app{"tb_mailbox: tpb_cop_mailbox against the mailbox of tpb::SystemModel"};
  app.add_option("--seed", seed, "stimulus seed");
  app.add_option("--count", count, "generated words");
  app.add_option("--bad-ratio", bad_ratio, "share of malformed generator items")->check(CLI::Range(0.0, 1.0));
  app.add_option("--mutate", mutate, "share of words with random byte changes")->check(CLI::Range(0.0, 1.0));
  app.add_option("--max-args", max_args, "custom-op inputs per chain, at most");
  app.add_option("--classes", classes, "malformed classes the generator uses (default: all)")->delimiter(',');
  app.add_flag("--end-in-chain", end_in_chain,
               "cut the stream after the first payload of its last chain of two or more payloads "
               "(the generator ends a truncated chain on a lone header only)");
  app.add_option("--idle", idle, "probability of an idle cycle between retirements")->check(CLI::Range(0.0, 0.99));
  app.add_option("--busy", busy, "probability that the mover reads busy in a cycle")->check(CLI::Range(0.0, 0.99));
  app.add_option("--bp", bp, "probability that the completion is not taken in a cycle")->check(CLI::Range(0.0, 0.99));
  std::string json;
  app.add_option("--json", json, "also write the run's summary as JSON (docs/robustness.md)");
  CLI11_PARSE(app, argc, argv);

  // ---- stimulus and the model's expectations
  tpb::GenOptions go;
  go.seed = seed;
  go.count = count;
  go.bad_ratio = bad_ratio;
  go.max_args = max_args;
  for (const auto& c : classes) {
    auto bc = tpb::bad_class_from_name(c);
    if (!bc) {
      fmt::print(stderr, "tb_mailbox: unknown malformed class '{}'\n", c);
      return 2;
    }
    go.classes.push_back(*bc);
  }
  std::vector<Word> words = tpb::generate(go).words;
  tpb::SplitMix64 mr(seed ^ 0x6D75746174650000ull);
  for (auto& w : words)
    if (mr.chance(mutate)) w[mr.below(tpb::kBundleBytes)] ^= static_cast<uint8_t>(1 + mr.below(255));
  if (end_in_chain) {
    auto op = [&](size_t i) { return words[i][tpb::kHdrOpcodeOff]; };
    for (size_t i = words.size(); i-- > 0;) {
      if (i + 2 < words.size() && op(i) == tpb::CustomOpHeader::kOpcode && op(i + 1) == tpb::CustomOpPayload::kOpcode &&
          op(i + 2) == tpb::CustomOpPayload::kOpcode) {
        words.resize(i + 2);
        break;
      }
    }
  }
  const size_t n = words.size();
  // The reference model (no cluster: the testbench answers each doorbell itself).
  tpb::SystemConfig cfg;
  cfg.mailbox_words = TB_MAILBOX_WORDS;
  cfg.cluster_mode = tpb::ClusterMode::ABSENT;
  const tpb::FunctionRegistry no_kernels;
  tpb::SystemModel model(cfg, nullptr, no_kernels);
  std::vector<tpb::Record> recs;
  std::deque<Expect> want;
  size_t handed = 0, overflow = 0, opened = 0;
  for (size_t i = 0; i < n; ++i) {
    tpb::SystemStep s = model.step(words[i], i + 1 == n);
    if (s.record.route == tpb::Route::CUSTOM && s.record.opcode == tpb::CustomOpHeader::kOpcode) ++opened;
    if (s.chain) {
      (s.chain->err == Err::OK ? handed : overflow) += 1;
      want.push_back({std::move(*s.chain), s.custom->function_id});
    }
    recs.push_back(s.record);
  }
  // The decoder's record-side chain-last flag: the payload in the last slot of its chain.
  std::vector<bool> chain_last(n, false);
  tpb::ChainFrame frame;
  for (size_t i = 0; i < n; ++i) {
    if (recs[i].route == tpb::Route::CUSTOM && recs[i].opcode == tpb::CustomOpHeader::kOpcode)
      frame = tpb::chain_frame(words[i]);
    chain_last[i] = recs[i].opcode == tpb::CustomOpPayload::kOpcode && recs[i].chain_pos != 0 &&
                    frame.ends_at(recs[i].chain_pos);
  }
  // ---- the RTL
  tpb::tb::Dut<Vtpb_cop_mailbox> dut(argc, argv);
  Vtpb_cop_mailbox* top = &dut.top();
  tpb::SplitMix64 r(seed ^ 0x3A11B0Cull);
  uint64_t cycle = 0;
  auto tick = [&] {
    dut.tick();
    ++cycle;
  };
  // The run's summary (--json): the completions by code, as the other benches count them.
  auto summary = [&](bool pass, const tpb::tb::ChannelStats& st) {
    if (json.empty()) return true;
    nlohmann::ordered_json j;
    j["tool"] = "tb_mailbox";
    j["result"] = pass ? "PASS" : "FAIL";
    j["seed"] = seed;
    j["words"] = n;
    j["mismatches"] = pass ? 0 : 1;
    j["rejected_writes"] = 0;
    j["mailbox_words"] = TB_MAILBOX_WORDS;
    j["cluster_completions"] = tpb::tb::err_tally<nlohmann::ordered_json>(st.by_err.data(), st.by_err.size(), true);
    return tpb::tb::write_summary(json, "tb_mailbox", j);
  };
  tpb::tb::ChannelStats no_stats;
  const tpb::tb::ChannelStats* stats = &no_stats;
  auto failed = [&](const std::string& what, const tpb::tb::Rows* rows = nullptr) {
    fmt::print("tb_mailbox: MISMATCH at cycle {}: {}\n", cycle, what);
    if (rows) rows->print();
    fmt::print("tb_mailbox: FAIL (seed {}, {} words, MailboxWords {}, ReadBytes {})\n", seed, n, TB_MAILBOX_WORDS,
               kReadBytes);
    dut.finish();
    summary(false, *stats);
    return 1;
  };
  top->rst_ni = 0;
  top->valid_i = top->ret_valid_i = top->done_i = top->cpl_ready_i = 0;
  top->engine_busy_i = 0;
  tick();
  top->rst_ni = 1;

  tpb::tb::Channel<Vtpb_cop_mailbox, tpb::Completion> completion{
      "completion", {TPB_TB_BIT(cpl_valid_o), TPB_TB_BIT(cpl_ready_i), TPB_TB_COMPLETION(cpl_)}};
  stats = &completion.stats();

  // Cluster script state.
  enum class Cl { IDLE, READ, WAIT, DONE_SENT } cl = Cl::IDLE;
  unsigned rd = 0, wait = 0;   // rd: the read address, in pieces of kReadBytes
  std::vector<uint8_t> got;    // the chain's bytes as read back
  uint8_t done_err = 0, done_cpu = 0;
  uint32_t done_in = 0, done_out = 0;
  size_t next = 0, doorbells = 0;
  uint64_t last_progress = 0;
  bool core = false;

  while (next < n || !want.empty()) {
    // ---- drive (clk low)
    const bool idle_now = r.chance(idle);
    const bool offer = next < n && !idle_now;
    const tpb::Record* rec = offer ? &recs[next] : nullptr;
    const bool custom = rec && rec->route == tpb::Route::CUSTOM;
    top->valid_i = custom;
    if (rec) word_to_wide(words[next], top->word_i);
    top->index_i = static_cast<uint32_t>(next);
    top->ret_opcode_i = rec ? rec->opcode : 0;
    top->ret_route_i = rec ? static_cast<uint8_t>(rec->route) : 0;
    top->ret_last_i = rec && next + 1 == n;
    top->ret_chain_last_i = rec && chain_last[next];
    if (r.chance(0.05)) core = !core;
    top->core_i = core;
    top->engine_busy_i = r.chance(busy);
    top->cpl_ready_i = !r.chance(bp);
    top->done_i = 0;
    top->rd_addr_i = 0;
    if (cl == Cl::READ) tpb::tb::drive(top->rd_addr_i, rd);
    if (cl == Cl::WAIT && wait == 0) {
      top->done_i = 1;
      top->done_err_i = done_err;
      top->done_cpu_i = done_cpu;
      top->done_bytes_in_i = done_in;
      top->done_bytes_out_i = done_out;
    }
    dut.settle();
    // A record retires when it is not custom, or when the port takes it.
    const bool retire = rec && (!custom || top->ready_o);
    top->ret_valid_i = retire;
    dut.settle();

    // ---- sample
    if (const auto cpl = completion.take(*top)) {
      if (want.empty())
        return failed(fmt::format("completion for word #{} that the model never handed over", cpl->word_index));
      const Expect& e = want.front();
      const bool ovf = e.chain.err != Err::OK;  // refused by the mailbox: no CPU, no bytes
      tpb::Completion model;
      model.word_index = e.chain.header_index;
      model.err = ovf ? e.chain.err : static_cast<Err>(done_err);
      model.function_id = e.function_id;
      model.cpu = ovf ? tpb::xtensa::kNoCpu : done_cpu;
      model.bytes_in = ovf ? 0 : done_in;
      model.bytes_out = ovf ? 0 : done_out;
      if (const tpb::tb::Rows rows = tpb::tb::rows(*cpl, model); !rows.same())
        return failed(fmt::format("completion of the chain at word #{}", e.chain.header_index), &rows);
      completion.count(*cpl);
      if (!ovf && cl != Cl::DONE_SENT) return failed("completion of a handed-over chain before done");
      want.pop_front();
      cl = Cl::IDLE;
      last_progress = cycle;
    }
    if (cl == Cl::READ && rd > 0) append_piece(got, top->rd_word_o);  // the piece of rd - 1
    if (cl == Cl::IDLE && top->db_o) {
      if (want.empty() || want.front().chain.err != Err::OK)
        return failed(fmt::format("doorbell for word #{} that the model does not hand over", top->db_index_o));
      const auto& c = want.front().chain;
      if (top->db_index_o != c.header_index || top->db_words_o != c.words.size())
        return failed(fmt::format("doorbell: RTL index {} words {}; model index {} words {}", top->db_index_o,
                                  top->db_words_o, c.header_index, c.words.size()));
      ++doorbells;
      cl = Cl::READ;
      rd = 0;
      got.clear();
    }
    if (cl == Cl::READ && top->db_o && top->engine_busy_i == 0) {
      // reads are issued one per clock; the word arrives the clock after (collected above)
    }
    if (cl == Cl::WAIT && wait == 0) {
      cl = Cl::DONE_SENT;
    } else if (cl == Cl::WAIT) {
      --wait;
    }

    // ---- clock edge
    tick();
    if (dut.assertion_failed()) return failed("RTL assertion (see the %Error line above)");
    if (retire) {
      ++next;
      last_progress = cycle;
    }
    if (cl == Cl::READ) {
      if (rd == want.front().chain.words.size() * kPieces) {
        // all words collected: compare, then answer after a random delay
        const auto& c = want.front().chain.words;
        for (size_t k = 0; k < c.size(); ++k) {
          Word w{};
          std::copy_n(got.begin() + static_cast<std::ptrdiff_t>(k * w.size()), w.size(), w.begin());
          if (w != c[k])
            return failed(fmt::format("chain of word #{}: word {} read back as {}, model {}",
                                      want.front().chain.header_index, k, tpb::hex_bytes(w), tpb::hex_bytes(c[k])));
        }
        cl = Cl::WAIT;
        wait = static_cast<unsigned>(r.below(6));
        done_err = r.chance(0.5) ? 0 : static_cast<uint8_t>(64 + r.below(18));
        done_cpu = static_cast<uint8_t>(r.below(8));
        done_in = static_cast<uint32_t>(r.next());
        done_out = static_cast<uint32_t>(r.next());
      } else {
        ++rd;
      }
    }
    if (cycle - last_progress > 10000) return failed("hang: nothing retired or completed for 10000 cycles");
  }
  for (int i = 0; i < 20; ++i) {
    top->valid_i = top->ret_valid_i = top->done_i = 0;
    top->cpl_ready_i = 1;
    tick();
    if (top->db_o || top->cpl_valid_o) return failed("doorbell or completion after the last expected one");
  }
  dut.finish();
  fmt::print("tb_mailbox: {} words, {} chains opened, {} handed over (doorbells {}), {} refused CL_MAILBOX_OVERFLOW, "
             "{} dropped, {} completions, {} cycles\n",
             n, opened, handed, doorbells, overflow, opened - handed - overflow, completion.stats().items, cycle);
  fmt::print("tb_mailbox: PASS (seed {}, MailboxWords {}, ReadBytes {})\n", seed, TB_MAILBOX_WORDS, kReadBytes);
  return summary(true, completion.stats()) ? 0 : 2;
}
