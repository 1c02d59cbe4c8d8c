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
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/cluster_mem.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/mailbox.hpp"
#include "tpb/mover.hpp"
#include "tpb/sbuf.hpp"

namespace tpb {

/// What answers a complete clean custom-op chain.
enum class ClusterMode : uint8_t {
  RUN,     // the cluster model runs it (tpb::Cluster on the issuing core's SBUF and the HBM)
  ABSENT,  // no cluster (the FPGA board's stand-in): CL_KERNEL_MISSING, cpu 0xFF, no bytes
};

/// Deliberate model-side differences, for proving that a comparison bites (the lockstep's and
/// `tpb fpga check`'s --inject-* options). Each names the K-th output of one channel; a fault
/// changes only what step() returns, never the model's state.
struct SystemFaults {
  std::optional<uint32_t> record;  // word K's record: fields[0] ^= 1, or err flipped OK <-> UNKNOWN_OPCODE
  std::optional<uint64_t> dve;     // K-th DVE control record: entry ^= 1
  std::optional<uint64_t> mover;   // K-th mover completion: bytes_written ^= 1
  std::optional<uint64_t> custom;  // K-th custom-op completion: bytes_in ^= 1
};

struct SystemConfig {
  /// The generation (DESIGN decision 9): the decoder's opcode set (0xBE, 0xD8, 0xBF from gen3
  /// on; on gen2 they are OPCODE_NOT_IN_GEN and reach no engine, so the mover never sees a
  /// 0xBF) and the DVE table geometry (the DVE set must be of this generation). The RTL twin
  /// is tpb_system's Gen.
  unsigned gen = kDefaultGen;
  SbufGeometry sbuf = SbufGeometry::sim();  // both cores' SBUFs
  unsigned issue_core = 0;                  // executes 0xBF words and custom ops
  unsigned cores_per_lnc = 2;
  unsigned port_bytes = 16;                 // the RTL's PortBytes: the mover's beat width
  unsigned mailbox_words = kMaxChainWords;  // the RTL's MailboxWords
  uint64_t hbm_bytes = uint64_t{1} << 20;
  ClusterConfig cluster;
  ClusterMode cluster_mode = ClusterMode::RUN;
  SystemFaults faults;
};

/// The mover's configuration within a system: its SBUF geometry, LNC gate, issuing core and
/// beat width (the one derivation the model and the harnesses share).
MoverConfig mover_config(const SystemConfig& c);

/// What one word produced: its decoder record and, for an engine, that engine's output.
struct SystemStep {
  Record record;
  std::optional<dve::ControlRecord> dve;   // accepted DVE word with a table set loaded
  std::optional<MoverRecord> mover;        // accepted 0xBF
  std::optional<Completion> custom;        // the last payload of a chain the mailbox handed over
  std::optional<MailboxChain> chain;       // ... and that chain as the mailbox holds it (its words)
};

/// One engine output of a step as named values, in the key order of `tpb sim --json`: the
/// one description of a step's outputs that the CLI prints and the Python package returns
/// (a null value is std::monostate: a custom op refused before any CPU has no "cpu").
struct StepOutput {
  using Value = std::variant<std::monostate, bool, uint64_t, std::string>;
  std::vector<std::pair<const char*, Value>> fields;
};
/// The engine outputs of `s` (DVE, then SB2SB, then custom op; none for a word no engine ran);
/// `registry` names a custom op's function ("-" when the id is not registered).
std::vector<StepOutput> step_outputs(const SystemStep& s, const FunctionRegistry& registry);

/// HBM contents from a seed (SplitMix64, 8 bytes at a time, little-endian).
void fill_seeded(FlatHbm& hbm, uint64_t seed);

/// The cluster that serves a mailbox from outside the model (docs/fpga.md "The host-served
/// cluster"): tpb::Cluster on an SBUF reached through `sbuf` (the RTL's DMA port under the
/// lockstep, tb::ClusterServer; the board's DMA window over the host link, `tpb fpga check`)
/// and an HBM of its own, seeded as the model's (SystemModel::hbm_seed). One chain per
/// doorbell, numbered in order, as SystemModel's mailbox hands them to its own cluster.
class ServedCluster {
 public:
  ServedCluster(OperandMemory& sbuf, uint64_t hbm_bytes, uint64_t hbm_seed, ClusterConfig cfg = {});
  /// The chain of one doorbell (header word index `word_index`): checks, stages, runs, writes back.
  Completion run(std::span<const Word> chain, const FunctionRegistry& registry, uint32_t word_index);
  const FlatHbm& hbm() const { return hbm_; }
  uint32_t chains() const { return chains_; }

 private:
  FlatHbm hbm_;
  Cluster cluster_;
  uint32_t chains_ = 0;
};

class SystemModel {
 public:
  /// `dve_set`: the DVE tables (nullptr: DVE words are decoded but get no control record).
  /// `registry`: the stream's FunctionId side-table; must outlive the model. Throws
  /// std::invalid_argument for a bad geometry, issue core, mailbox depth or generation, and for
  /// a DVE set of another generation than cfg.gen.
  SystemModel(const SystemConfig& cfg, const dve::TableSet* dve_set, const FunctionRegistry& registry);
  /// The other core of `lnc_peer`'s LNC2 pair, running its own stream: its own decoder, DVE
  /// sequencer, mailbox and cluster, on the same two SBUFs and the same HBM as `lnc_peer`
  /// (tpb::World runs one such pair per rank). cfg.issue_core must differ from the peer's;
  /// geometry, HBM size and generation must equal the peer's (std::invalid_argument).
  /// `lnc_peer` may be destroyed first: the memories are shared, not borrowed.
  SystemModel(const SystemConfig& cfg, const dve::TableSet* dve_set, const FunctionRegistry& registry,
              const SystemModel& lnc_peer);

  SystemStep step(const Word& w, bool last);
  /// Every word of a stream (the last one marked last).
  std::vector<SystemStep> run(std::span<const Word> words);

  const SystemConfig& config() const { return cfg_; }
  const ErrorStatus& status() const { return decoder_.status(); }
  /// The RTL's clear_i: drops the error status recorded so far (a word stepped afterwards counts).
  void clear_status() { decoder_.clear_status(); }
  /// The stream's memories at the start of a run, from one seed: SBUF of core c with
  /// Sbuf::fill_seeded(seed * 2 + 0x5B0F + c), the HBM with seeded_hbm(seed) (the lockstep's
  /// recipe, so the RTL side can be loaded with the same bytes).
  void seed_memories(uint64_t seed);
  static uint64_t sbuf_seed(uint64_t seed, unsigned core) { return seed * 2 + 0x5B0F + core; }
  static uint64_t hbm_seed(uint64_t seed) { return seed * 3 + 0x4B3D; }
  Mover& mover() { return mover_; }
  Sbuf& sbuf(unsigned core) { return mover_.sbuf(core); }
  FlatHbm& hbm() { return *hbm_; }
  Cluster& cluster() { return *cluster_; }

 private:
  SystemConfig cfg_;
  const FunctionRegistry& registry_;
  Decoder decoder_;
  std::optional<dve::Sequencer> dve_;
  Mover mover_;
  Mailbox mailbox_;
  std::shared_ptr<FlatHbm> hbm_;
  SbufView sbuf_view_;
  std::unique_ptr<Cluster> cluster_;
  uint32_t chains_ = 0;
  uint64_t dve_out_ = 0, mover_out_ = 0, custom_out_ = 0;  // outputs so far, per channel (faults)
};

}  // namespace tpb
