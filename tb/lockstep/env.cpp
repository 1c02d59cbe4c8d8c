#include "env.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <utility>

#include "Vtpb_system.h"
#include "channel.hpp"
#include "cluster_server.hpp"
#include "drivers.hpp"
#include "dut.hpp"
#include "monitors.hpp"
#include "params.hpp"
#include "scoreboard.hpp"
#include "tpb/asm.hpp"
#include "tpb/stream.hpp"
#include "tpb/system.hpp"

namespace tpb::lockstep {

namespace {

constexpr unsigned kNumPorts = 4;  // CROSS, DVE, SB2SB, CUSTOM (route code = port + 1)
constexpr unsigned kResetCycles = 2;
constexpr uint64_t kHangCycles = 100000;  // cycles without a retirement or engine output
// ... while the mover copies: a strided 0xBF moves at least one element per clock, up to 128 partitions
// x 1024 elements.
constexpr uint64_t kMoverHangCycles = uint64_t{1} << 20;
// ... while a doorbell is served: every element of a chain staged in and out through the DMA
// port, one row per clock.
constexpr uint64_t kClusterHangCycles = uint64_t{1} << 22;
// Words the source may run ahead of the last retirement: the stimulus window holds them. The
// core has no skid buffer (a word reaches its record in a few clocks), so a correct RTL stays
// far below this; past it the RTL is taking words it does not retire.
constexpr uint64_t kMaxInFlight = 4096;

using SysDut = tb::Dut<Vtpb_system>;
using SysChannel = tb::ChannelBase<Vtpb_system>;
template <class Item>
using SysPort = tb::Port<Vtpb_system, Item>;

// tpb_system's channels (tb/common/monitors.hpp): the record port and the engines' outputs.
constexpr SysPort<Record> kRecordPort{TPB_TB_BIT(rec_valid_o), TPB_TB_BIT(rec_ready_o), TPB_TB_RECORD(rec_)};
constexpr SysPort<dve::ControlRecord> kDvePort{TPB_TB_BIT(dve_valid_o), TPB_TB_BIT(dve_ready_i),
                                               TPB_TB_DVE_RECORD(dve_, kDveBytes)};
/// The mover's SBUF write monitor: one beat a clock, no back-pressure.
constexpr SysPort<std::vector<tb::ByteWrite>> kWritePort = tb::write_monitor_port<Vtpb_system, kPortBytes>();
constexpr SysPort<MoverRecord> kMoverPort{TPB_TB_BIT(mv_valid_o), TPB_TB_BIT(mv_ready_i), TPB_TB_MOVER_RECORD(mv_)};
constexpr SysPort<Completion> kCustomPort{TPB_TB_BIT(cop_valid_o), TPB_TB_BIT(cop_ready_i), TPB_TB_COMPLETION(cop_)};

/// The cluster of both sides: the served one and the model's (its deployment, the hand-over hook).
ClusterConfig cluster_config(const Options& o) {
  ClusterConfig c;
  c.deployment = o.stream.deployment;
  c.handover_fault_every = o.handover_fault;
  return c;
}

SystemConfig model_config(const Options& o) {
  SystemConfig c;
  c.cluster = cluster_config(o);
  c.gen = kGen;
  c.sbuf = kSbuf;
  c.issue_core = o.issue_core;
  c.cores_per_lnc = kCoresPerLnc;
  c.port_bytes = kPortBytes;
  c.mailbox_words = kMailboxWords;
  c.hbm_bytes = kHbmBytes;
  c.faults.record = o.inject;
  c.faults.dve = o.inject_dve;
  c.faults.mover = o.inject_sb2sb;
  c.faults.custom = o.inject_cop;
  return c;
}

/// The stimulus of one run: the held words, or the .bin read again from its start.
tb::StimulusWindow stimulus(const Inputs& in, std::unique_ptr<CheckedStreamReader>& reader) {
  if (!in.streamed) return tb::StimulusWindow(in.words);
  reader = std::make_unique<CheckedStreamReader>(*in.streamed);
  CheckedStreamReader* r = reader.get();
  return tb::StimulusWindow(in.count, [r](std::span<Word> out) { return r->read(out); }, r->buffer_words(),
                            in.streamed->bin);
}

bool is_engine_route(uint8_t route) {
  return route == static_cast<uint8_t>(Route::DVE) || route == static_cast<uint8_t>(Route::SB2SB) ||
         route == static_cast<uint8_t>(Route::CUSTOM);
}

class Env {
 public:
  Env(const Options& o, const Inputs& in, const RunSpec& spec, int argc, char** argv)
      : o_(o),
        in_(in),
        spec_(spec),
        n_(in.count),
        stim_(stimulus(in, reader_)),
        dut_(argc, argv, tb::TraceSpec{spec.trace_path, spec.trace_from}),
        sb_(!o.rtl_only, "lockstep", tb::ScoreboardFaults{o.inject_write, o.inject_status}),
        server_(registry_, kSbuf, kPortBytes, kHbmBytes, SystemModel::hbm_seed(o.stream.seed), cluster_config(o)),
        source_(stim_, o.idle, o.bp_seed ^ 0x1D1E5EEDull),
        bp_(o.bp, o.bp_seed),
        clear_rng_(o.bp_seed ^ 0xC1EA5C1EA5ull),
        host_(kSbuf, kPortBytes),
        set_text_(fmt::format("set '{}' gen{}", in.dve_set.name, in.dve_set.geo.gen)) {
    if (!o.rtl_only) {
      model_.emplace(model_config(o), &in.dve_set, registry_);
      model_->seed_memories(o.stream.seed);
      model_->mover().set_observer(&writes_);
    }
  }

  RunResult run() {
    if (load()) stream();
    if (!res_.failed && retired_ == n_ && sb_.idle()) end_of_run();
    finish();
    return std::move(res_);
  }

 private:
  Vtpb_system& top() { return dut_.top(); }

  /// Records a failure found now (the scoreboard's, or `what`) and prints its report.
  void fail(const std::string& what = {}) {
    if (res_.failed) return;
    if (!what.empty()) sb_.fail(what);
    res_.failed = true;
    res_.fail_cycle = now_;
    if (spec_.report && sb_.mismatch()) sb_.mismatch()->print();
  }
  bool check(bool ok) {
    if (!ok) fail();
    return ok;
  }

  // ---- reset and the engines' state before the stream
  bool load() {
    Vtpb_system& t = top();
    t.rst_ni = 0;
    t.valid_i = t.last_i = t.clear_i = 0;
    t.cross_ready_i = t.dve_ready_i = t.mv_ready_i = t.cop_ready_i = 0;
    t.mb_rd_addr_i = 0;
    t.mb_done_i = 0;
    t.dma_req_i = t.dma_we_i = 0;
    t.tbl_we_i = 0;
    t.host_req_i = t.host_we_i = 0;
    tb::drive(t.issue_core_i, o_.issue_core);
#if defined(TPB_MUTSEL_WIDTH)
    tb::drive(t.mutsel, o_.mutant);  // the mutation netlist's select (scripts/mutation.py), held for the run
#endif
    dut_.reset(kResetCycles);

    // The DVE tables through the write port, both SBUFs (the model's seeded contents) through
    // the host port.
    const auto t0 = std::chrono::steady_clock::now();
    const uint64_t from = dut_.cycle();
    now_ = from;
    if (!tb::DveTableWriter::load(dut_, dve::Sequencer(in_.dve_set))) {
      fail("lockstep: DVE table load refused by the RTL write port (tbl_wbad_o)");
      return false;
    }
    for (unsigned c = 0; c < 2; ++c) {
      Sbuf sb(kSbuf);
      sb.fill_seeded(SystemModel::sbuf_seed(o_.stream.seed, c));
      host_.load(dut_, c, sb);
    }
    res_.stats.load_cycles = dut_.cycle() - from;
    res_.stats.load_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (dut_.assertion_failed()) {
      now_ = dut_.cycle();
      fail("lockstep: RTL ASSERTION while loading the DVE tables / SBUFs");
      return false;
    }
    return true;
  }

  bool running() {
    const Vtpb_system& t = top();
    return (retired_ < n_ || !sb_.idle() || server_.busy() || t.mb_db_o || t.mb_busy_o || t.cop_valid_o) &&
           now_ <= spec_.stop_after;
  }

  // ---- the stream
  void stream() {
    Stats& st = res_.stats;
    start_ = dut_.cycle();
    last_progress_ = last_ret_end_ = start_;
    const auto t0 = std::chrono::steady_clock::now();
    while (now_ = dut_.cycle(), running()) {
      Vtpb_system& t = top();
      // Inputs (clock low): the cluster server first (it samples last clock's outputs).
      const bool serving = server_.busy();
      server_.drive(t);
      if (server_.busy() || serving) last_progress_ = now_;
      source_.drive(t);
      ready_ = bp_.draw();
      t.cross_ready_i = ready_[0];
      t.dve_ready_i = ready_[1];  // the DVE control-record stream
      t.mv_ready_i = ready_[2];   // the mover completion stream
      t.cop_ready_i = ready_[3];  // the custom-op completion stream
      // clear_i drops the status recorded so far; a record retiring in the same clock still
      // counts, so the model clears before it steps.
      const bool clear = o_.clear > 0 && clear_rng_.chance(o_.clear);
      t.clear_i = clear;
      if (clear && model_) model_->clear_status();
      dut_.settle();

      // This clock's handshakes and outputs.
      const bool in_fire = source_.fired(t);
      const bool rec_fire = rec_.fires(t);
      if (in_fire && source_.sent() == 0) st.first_in_cycle = now_;
      if (retired_ > 0 && retired_ < n_ && !rec_fire) ++(t.rec_valid_o ? st.stalls : st.bubbles);
      engines();
      if (!res_.failed) protocol();
      if (!res_.failed) rec_.step(t);

      dut_.tick_settled();  // nothing above changed an input since settle()
      if (dut_.assertion_failed() && !res_.failed)
        fail(fmt::format("lockstep: RTL ASSERTION failed at cycle {} (see the %Error line above)", now_));
      source_.advance(in_fire);
      // The error status after this retirement or clear, against the model's.
      if (!res_.failed && (rec_fire || clear) && model_)
        check(sb_.match_status(now_, tb::sample_status(t), model_->status(),
                               retired_ ? std::optional<std::pair<uint32_t, Word>>(
                                              {static_cast<uint32_t>(retired_ - 1), last_retired_})
                                        : std::nullopt,
                               clear));
      if (!res_.failed && source_.sent() - retired_ > kMaxInFlight)
        fail(fmt::format("lockstep: WINDOW: the RTL took {} words past the last retired one (#{} of {}) at cycle {}",
                         source_.sent() - retired_, retired_, n_, now_));
      if (res_.failed) break;
      const uint64_t hang = server_.busy() ? kClusterHangCycles : t.mv_busy_o ? kMoverHangCycles : kHangCycles;
      if (now_ - last_progress_ > hang) {
        fail(fmt::format("lockstep: HANG: no retirement or engine output for {} cycles at cycle {} ({} of {} words "
                         "retired, {} DVE records, {} mover and {} custom-op completions outstanding{})",
                         hang, now_, retired_, n_, sb_.dve_pending(), sb_.mover_pending(), sb_.custom_pending(),
                         server_.busy() ? ", the cluster serving a doorbell" : ""));
        break;
      }
    }
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    st.words = retired_;
    st.cycles = retired_ ? last_ret_end_ - start_ : 0;
    st.first_in_cycle -= std::min(st.first_in_cycle, start_);
    st.first_ret_cycle -= std::min(st.first_ret_cycle, start_);
  }

  /// The engines' outputs of this clock, in order against what the retired words promised.
  void engines() {
    for (SysChannel* c : engines_) {
      if (!c->step(top())) {
        fail();
        return;
      }
      if (c->fired() && c->progress()) last_progress_ = now_;
    }
  }

  // ---- each engine channel's match (its scoreboard queue) and what a matched item adds
  bool match_dve(const dve::ControlRecord& r) { return sb_.match_dve(now_, r, set_text_); }
  void saw_dve(const dve::ControlRecord& r) {
    if (model_) res_.coverage.observe_dve(kGen, r.err);
  }
  /// The mover's SBUF writes of this clock, byte by byte, within the oldest outstanding 0xBF.
  bool match_beat(const std::vector<tb::ByteWrite>& beat) {
    ++mv_beats_;
    if (sb_.mover_pending() == 0) return sb_.match_write(now_, tb::ByteWrite{});  // reports the write with no 0xBF
    for (const auto& b : beat)
      if (!sb_.match_write(now_, b)) return false;
    return true;
  }
  bool match_mover(const MoverRecord& r) {
    res_.stats.mv_writes += mv_beats_;
    if (r.err != Err::OK) res_.stats.rejected_writes += mv_beats_;
    mv_beats_ = 0;
    // The 0xBF word of the completion: the outstanding item's (a match proves they agree).
    mover_word_ = sb_.mover_pending() ? sb_.mover_word() : Word{};
    return sb_.match_mover(now_, r, o_.issue_core);
  }
  void saw_mover(const MoverRecord& r) {
    if (model_) res_.coverage.observe_mover(r.err, mover_word_, mover_config(model_->config()));
    if (r.err == Err::OK) res_.stats.mv_bytes += r.bytes_written;
  }
  bool match_custom(const Completion& r) { return sb_.match_custom(now_, r); }
  void saw_custom(const Completion& r) {
    if (model_) res_.coverage.observe_cluster(r.err, r.function_id, &registry_);
  }

  /// Port protocol: a cross record's word is offered on the cross port and nowhere else (the
  /// DVE, SB2SB and custom ports end in the engines, checked in order above), and a record
  /// of a port route retires exactly when its port is ready.
  void protocol() {
    const Vtpb_system& t = top();
    const uint8_t route = t.rec_route_o;
    const bool want = t.rec_valid_o && route == static_cast<uint8_t>(Route::CROSS);
    if ((t.cross_valid_o != 0) != want) {
      fail(fmt::format("lockstep: PORT PROTOCOL at cycle {}: port CROSS valid={} but record valid={} route {}", now_,
                       t.cross_valid_o, t.rec_valid_o, tb::route_text(route)));
      return;
    }
    if (t.rec_valid_o && !is_engine_route(route)) {
      const bool want_ready = route == 0 || (route <= kNumPorts && ready_[route - 1]);
      if (t.rec_ready_o != want_ready)
        fail(fmt::format("lockstep: PORT PROTOCOL at cycle {}: rec_ready_o={} for route {} (port ready {})", now_,
                         t.rec_ready_o, tb::route_text(route), want_ready));
    }
  }

  /// A retired record: the model steps the same stimulus word; the record is compared and the
  /// engines' expected outputs join their queues.
  /// False at a difference (reported).
  bool retire(const Record& rtl) {
    retire_checked(rtl);
    return !res_.failed;
  }
  void retire_checked(const Record& rtl) {
    Vtpb_system& t = top();
    Stats& st = res_.stats;
    const uint32_t idx = rtl.index;
    const uint8_t route = static_cast<uint8_t>(rtl.route);
    if (retired_ == 0) st.first_ret_cycle = now_;
    if (idx != retired_ || idx >= n_) {
      fail(fmt::format("lockstep: ORDER at cycle {}: RTL retired word #{}, expected #{}", now_, idx, retired_));
      return;
    }
    const Word w = stim_.at(idx);  // a copy: the window lets it go once it retires
    const bool last = idx + 1 == n_;
    if (model_) {
      std::vector<tb::ByteWrite> writes;
      writes_.sink = &writes;
      const SystemStep s = model_->step(w, last);
      writes_.sink = nullptr;
      std::vector<std::string> extra;
      if (!tb::wide_equals(t.rec_word_o, w))
        extra.push_back(fmt::format("  record word differs from the word sent:\n    RTL  : {}\n    sent : {}",
                                    hex_bytes(tb::wide_to_word(t.rec_word_o)), hex_bytes(w)));
      if (static_cast<bool>(t.rec_last_o) != last)
        extra.push_back(fmt::format("  rec_last_o = {} on word #{} of {}", t.rec_last_o, idx, n_));
      if (route == static_cast<uint8_t>(Route::CROSS) && (t.cross_index_o != idx || !tb::wide_equals(t.cross_word_o, w)))
        extra.push_back(fmt::format("  port CROSS carries index {} / word {}", t.cross_index_o,
                                    tb::wide_equals(t.cross_word_o, w) ? "equal" : "different"));
      if (!check(sb_.match_record(now_, rtl, s.record, w, extra))) return;
      res_.coverage.observe_record(s.record);
      // A header the decoder routes CUSTOM opens the mailbox's next chain (a header inside an
      // open chain breaks it instead): its completion's report shows this word.
      if (s.record.route == Route::CUSTOM && s.record.opcode == CustomOpHeader::kOpcode) header_ = {idx, w};
      if (s.dve) sb_.expect_dve(idx, w, *s.dve);
      if (s.mover) sb_.expect_mover(idx, w, *s.mover, std::move(writes));
      if (s.custom) {
        if (s.custom->word_index != header_.first)
          throw std::logic_error(fmt::format("lockstep: a custom-op completion for word #{}, but the open chain's "
                                             "header is #{}",
                                             s.custom->word_index, header_.first));
        sb_.expect_custom(s.custom->word_index, header_.second, *s.custom);
      }
    } else {  // RTL only: the retired route says which engine owes an output
      if (route == static_cast<uint8_t>(Route::DVE)) sb_.expect_dve(idx, w, std::nullopt);
      if (route == static_cast<uint8_t>(Route::SB2SB)) sb_.expect_mover(idx, w, std::nullopt, {});
    }
    ++retired_;
    last_retired_ = w;
    stim_.release(retired_);
    last_ret_end_ = now_ + 1;
    ++st.by_route[route < kNumRoutes ? route : 0];
    last_progress_ = now_;
    if (spec_.report && o_.progress && retired_ % o_.progress == 0)
      fmt::print(stderr, "lockstep: {}/{} words, cycle {}\n", retired_, n_, now_ - start_);
  }

  // ---- the end of the run: both SBUFs read back through the host port, and the HBMs
  void end_of_run() {
    Stats& st = res_.stats;
    // Every record has retired, so the engines have nothing left: their status outputs must
    // say so within a few clocks (the last completion's state returns to idle), the mover's
    // mv_busy_o low and the DVE sequencer's dve_idle_o (the table write port's permission,
    // docs/design.md) high. The mailbox's mb_busy_o and mb_db_o keep the run going (running()).
    for (int i = 0; i < 4 && (top().mv_busy_o || !top().dve_idle_o); ++i) dut_.tick();
    if (top().mv_busy_o || !top().dve_idle_o) {
      now_ = dut_.cycle();
      fail(fmt::format("lockstep: after every record retired, {} (an engine reports work it does not have)",
                       top().mv_busy_o ? "mv_busy_o is still high" : "dve_idle_o is still low"));
      return;
    }
    const uint64_t rb0 = dut_.cycle();
    const auto both = host_.read(dut_);
    st.readback_cycles = dut_.cycle() - rb0;
    now_ = dut_.cycle();
    if (dut_.assertion_failed()) {
      fail("lockstep: RTL ASSERTION during the SBUF read-back");
      return;
    }
    if (!model_) return;
    for (unsigned c = 0; c < 2; ++c) {
      std::vector<uint8_t> want(model_->sbuf(c).bytes().begin(), model_->sbuf(c).bytes().end());
      if (o_.inject_sbuf && c == 0) want[want.size() / 2] ^= 0x5A;
      size_t diffs = 0, first = SIZE_MAX;
      for (size_t k = 0; k < both[c].size(); ++k)
        if (both[c][k] != want[k]) {
          if (first == SIZE_MAX) first = k;
          ++diffs;
        }
      if (diffs) {
        tb::Rows rows;
        for (size_t k = first, shown = 0; k < both[c].size() && shown < 8; ++k)
          if (both[c][k] != want[k]) {
            rows.add_differs(fmt::format("p{} +{}", k / kBytesPerPartition, k % kBytesPerPartition),
                             fmt::format("0x{:02X}", both[c][k]), fmt::format("0x{:02X}", want[k]));
            ++shown;
          }
        sb_.fail(fmt::format("lockstep: SBUF MISMATCH at the end of the stream: core {}, {} bytes differ", c, diffs),
                 std::move(rows));
        fail();
        return;
      }
    }
    st.sbuf_compared = true;
    // The HBM the RTL's cluster wrote against the reference cluster's.
    const auto got = server_.hbm().bytes();
    std::vector<uint8_t> want(model_->hbm().bytes().begin(), model_->hbm().bytes().end());
    if (o_.inject_hbm) want[want.size() / 3] ^= 0x5A;
    const auto d = std::mismatch(got.begin(), got.end(), want.begin());
    if (d.first != got.end()) {
      fail(fmt::format(
          "lockstep: HBM MISMATCH at the end of the stream: first at byte {:#x} (served 0x{:02X}, model 0x{:02X})",
          d.first - got.begin(), *d.first, *d.second));
      return;
    }
    st.hbm_compared = true;
  }

  void finish() {
    Stats& st = res_.stats;
    const auto& c = server_.counts();
    st.cop_doorbells = c.doorbells;
    st.cop_chain_reads = c.chain_reads;
    st.cop_dma_reads = c.dma_reads;
    st.cop_dma_writes = c.dma_writes;
    st.cop_cycles = c.cycles;
    st.rejected_writes += c.rejected_writes;
    // What the channels carried (matched items only).
    const tb::ChannelStats &rec = rec_.stats(), &dve = dve_.stats(), &mv = mover_.stats(), &cop = custom_.stats();
    st.by_err = rec.by_err;
    st.accepted = rec.ok();
    st.rejected = rec.refused();
    st.dve_records = dve.items;
    st.dve_by_err = dve.by_err;
    st.mv_done = mv.items;
    st.mv_by_err = mv.by_err;
    st.mv_copied = mv.ok();
    st.mv_refused = mv.refused();
    st.cop_done = cop.items;
    st.cop_by_err = cop.by_err;
    st.cop_ok = cop.ok();
    res_.rtl_status = tb::sample_status(top());
    if (model_) res_.model_status = model_->status();
    dut_.finish();
  }

  const Options& o_;
  const Inputs& in_;
  const RunSpec& spec_;
  const size_t n_;
  const FunctionRegistry registry_ = deployment_registry(o_.stream.deployment);
  std::unique_ptr<CheckedStreamReader> reader_;  // the .bin being read (a streamed input)
  tb::StimulusWindow stim_;                       // the words from the oldest unretired one on
  SysDut dut_;
  tb::Scoreboard sb_;
  std::optional<SystemModel> model_;  // the reference (none with --rtl-only)
  tb::ByteWriteRecorder writes_;
  tb::ClusterServer<Vtpb_system> server_;
  tb::StreamSource source_;
  tb::Backpressure<kNumPorts> bp_;
  SplitMix64 clear_rng_;
  tb::SbufHostPort host_;
  std::array<bool, kNumPorts> ready_{};
  const std::string set_text_;  // the DVE set, for the DVE report
  Word mover_word_{};           // the 0xBF of the completion being matched
  // The channels: the record port (retire), then the engines' outputs in the order they are
  // matched each clock.
  tb::Channel<Vtpb_system, Record> rec_{"record", kRecordPort, [this](const Record& r) { return retire(r); }};
  tb::Channel<Vtpb_system, dve::ControlRecord> dve_{
      "dve", kDvePort, [this](const auto& r) { return match_dve(r); }, [this](const auto& r) { saw_dve(r); }};
  tb::Channel<Vtpb_system, std::vector<tb::ByteWrite>> writes_ch_{
      "write", kWritePort, [this](const auto& b) { return match_beat(b); }, {}, /*progress=*/false};
  tb::Channel<Vtpb_system, MoverRecord> mover_{
      "mover", kMoverPort, [this](const auto& r) { return match_mover(r); }, [this](const auto& r) { saw_mover(r); }};
  tb::Channel<Vtpb_system, Completion> custom_{
      "custom", kCustomPort, [this](const auto& r) { return match_custom(r); }, [this](const auto& r) { saw_custom(r); }};
  std::array<SysChannel*, 4> engines_{&dve_, &writes_ch_, &mover_, &custom_};
  RunResult res_;
  uint64_t now_ = 0, start_ = 0, last_progress_ = 0, last_ret_end_ = 0, mv_beats_ = 0;
  size_t retired_ = 0;
  Word last_retired_{};                       // for the status report
  std::pair<uint32_t, Word> header_{0, {}};   // the last header routed CUSTOM
};

}  // namespace

RunResult run(const Options& o, const Inputs& in, const RunSpec& spec, int argc, char** argv) {
  Env env(o, in, spec, argc, argv);
  return env.run();
}

}  // namespace tpb::lockstep
