// The whole model behind one stream, in stream order: the decoder, the DVE sequencer, the
// SB2SB mover with its two SBUFs, and the custom-op mailbox with the cluster (on the issuing
// core's SBUF and an HBM). The model twin of rtl/top/tpb_system.sv, for model-only software
// tests (`tpb sim`) and for anything that wants every engine's output of a stream.
//
// Each word goes through Decoder::step; an accepted DVE word gets the sequencer's control
// record, an accepted 0xBF runs on the mover, and the mailbox twin hands complete clean
// custom-op chains to the cluster when their last payload retires. SBUF sees the mover and
// the cluster in stream order, as the RTL guarantees (docs/cluster.md "The mailbox").
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/cluster_mem.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/mailbox.hpp"
#include "tpb/mover.hpp"
#include "tpb/sbuf.hpp"

namespace tpb {

struct SystemConfig {
  /// The generation (DESIGN decision 9): the decoder's opcode set (0xBE, 0xD8, 0xBF from gen3
  /// on; on gen2 they are OPCODE_NOT_IN_GEN and reach no engine, so the mover never sees a
  /// 0xBF) and the DVE table geometry (the DVE set must be of this generation). The RTL twin
  /// is tpb_system's Gen.
  unsigned gen = kDefaultGen;
  SbufGeometry sbuf = SbufGeometry::sim();  // both cores' SBUFs
  unsigned issue_core = 0;                  // executes 0xBF words and custom ops
  unsigned cores_per_lnc = 2;
  unsigned mailbox_words = kMaxChainWords;  // the RTL's MailboxWords
  uint64_t hbm_bytes = uint64_t{1} << 20;
  ClusterConfig cluster;
};

/// What one word produced: its decoder record and, for an engine, that engine's output.
struct SystemStep {
  Record record;
  std::optional<dve::ControlRecord> dve;   // accepted DVE word with a table set loaded
  std::optional<MoverRecord> mover;        // accepted 0xBF
  std::optional<Completion> custom;        // the last payload of a chain the mailbox handed over
};

class SystemModel {
 public:
  /// `dve_set`: the DVE tables (nullptr: DVE words are decoded but get no control record).
  /// `registry`: the stream's FunctionId side-table; must outlive the model. Throws
  /// std::invalid_argument for a bad geometry, issue core, mailbox depth or generation, and for
  /// a DVE set of another generation than cfg.gen.
  SystemModel(const SystemConfig& cfg, const dve::TableSet* dve_set, const FunctionRegistry& registry);

  SystemStep step(const Word& w, bool last);
  /// Every word of a stream (the last one marked last).
  std::vector<SystemStep> run(std::span<const Word> words);

  const SystemConfig& config() const { return cfg_; }
  const ErrorStatus& status() const { return decoder_.status(); }
  Mover& mover() { return mover_; }
  Sbuf& sbuf(unsigned core) { return mover_.sbuf(core); }
  FlatHbm& hbm() { return hbm_; }
  Cluster& cluster() { return *cluster_; }

 private:
  SystemConfig cfg_;
  const FunctionRegistry& registry_;
  Decoder decoder_;
  std::optional<dve::Sequencer> dve_;
  Mover mover_;
  Mailbox mailbox_;
  FlatHbm hbm_;
  SbufView sbuf_view_;
  std::unique_ptr<Cluster> cluster_;
  uint32_t chains_ = 0;
};

}  // namespace tpb
