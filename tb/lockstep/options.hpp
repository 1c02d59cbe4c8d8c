// The lockstep's command line and the stream and DVE set it names.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tpb/dve.hpp"
#include "tpb/isa.hpp"
#include "stream_options.hpp"

namespace tpb::lockstep {

struct Options {
  cli::StreamArgs stream;  // the stream (the same options as `tpb fpga check`)
  // stimulus
  uint64_t bp_seed = 1;
  double bp = 0.0;
  double idle = 0.0;
  double clear = 0.0;
  // tracing and reports
  std::string trace;
  unsigned trace_window = 200;
  std::string mismatch_fst = "lockstep_mismatch.fst";
  size_t progress = 0;
  bool rtl_only = false;
  bool quiet = false;
  std::string json;
  // deliberate differences (tests of the harness), one per channel
  std::optional<uint32_t> inject;                 // record of word K
  std::optional<uint64_t> inject_dve, inject_sb2sb, inject_cop, inject_write, inject_status;
  bool inject_sbuf = false, inject_hbm = false;   // the final memories
  // engines
  std::string dve_set;
  std::string dve_name = "default";
  /// --dve-entry SLOT=VALUE: opcode_table entries written over the loaded set, unvalidated, in
  /// both the RTL's tables and the model's (the run-time range errors a validated set never has)
  std::vector<std::string> dve_entries;
  unsigned issue_core = 0;
  /// --handover-fault N: every N-th chain handed to the cluster, on both sides, is handed
  /// wrongly (ClusterConfig::handover_fault_every: CL_CHAIN_LENGTH, CL_CHAIN_SHAPE); 0 off
  uint32_t handover_fault = 0;
  // mutation coverage (scripts/mutation.py): the mutant the netlist's mutsel input selects
  // (0: the original design); only a mutation build (TPB_MUTSEL_WIDTH) has that input
  uint32_t mutant = 0;

  bool injects() const {
    return inject || inject_dve || inject_sb2sb || inject_cop || inject_write || inject_status || inject_sbuf ||
           inject_hbm;
  }
};

/// The run's inputs: the stream (generated or read), its description, the DVE set.
///
/// A .bin that is a regular file is not held: each run (the re-run that writes the mismatch
/// window's trace too) reads it again through tpb::CheckedStreamReader, a window at a time, so
/// its length is bounded by the disk, not by memory. A generated stream is held whole in
/// `words` (the generator builds it so), and so is a .bin that is a pipe or a device: it can be
/// read only once and its length is known only at its end, and the harness needs both (the
/// re-run, the last word's last_i).
struct Inputs {
  std::vector<Word> words;            // the stream, when held
  std::optional<StreamRecipe> streamed;  // else: the recipe that reads it from its .bin
  uint64_t count = 0;                 // words in the stream
  std::string source;       // "generator seed 1 count ..." or the .bin path
  size_t legal_sb2sb = 0, legal_chains = 0;
  double stream_seconds = 0;
  dve::TableSet dve_set;
};

/// Parses the command line (Verilator's +arguments are left out). Returns the exit status
/// to end with (0 for --help, 2 for a usage error) or nullopt to go on.
std::optional<int> parse_options(int argc, char** argv, Options& o);
/// Writes one --dve-entry SLOT=VALUE over the set (std::invalid_argument on a malformed one, a
/// slot past 255 or a value wider than the entry).
void apply_dve_entry(dve::TableSet& set, const std::string& spec);
/// Builds the stream (tpb/stream.hpp: the same recipe as `tpb gen`) and loads the DVE set with
/// its --dve-entry writes, checking that it fits this RTL build. Throws with the reason.
Inputs make_inputs(const Options& o);

}  // namespace tpb::lockstep
