// The FPGA board from the host (docs/fpga.md): the set-up steps every `tpb fpga` subcommand
// and test shares over a hostlink::Client (tables, SBUF images, the stream FIFO), and
// ModelBoard, the model side of the board's lockstep check: tpb::SystemModel with the board's
// counters and signatures of its four output logs.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/dve.hpp"
#include "tpb/hostlink.hpp"
#include "tpb/mover.hpp"
#include "tpb/system.hpp"

namespace tpb::hostlink {

/// Poll STATUS until the core is idle (nothing in the FIFO or in flight); LinkError after
/// `seconds`. Returns the idle STATUS.
uint32_t wait_idle(Client& c, double seconds);
/// A DVE table set from its file, refused (std::invalid_argument) unless it fits the board.
dve::TableSet load_dve_set(const std::string& path, const std::string& name, const BoardInfo& b);
/// Every table of the set through TBL_WRITE, as many 32-bit words per frame as fit; returns
/// the words written.
size_t write_tables(Client& c, const BoardInfo& b, const dve::TableSet& set);
/// One SBUF through SBUF_WRITE, as many rows per frame as fit.
void write_sbuf(Client& c, const BoardInfo& b, unsigned core, std::span<const uint8_t> bytes);
/// One SBUF through SBUF_READ, partition-major.
std::vector<uint8_t> read_sbuf(Client& c, const BoardInfo& b, unsigned core);
/// Push words into the stream FIFO as room allows (at most a frame's worth per request).
void push_words(Client& c, const BoardInfo& b, std::span<const Word> words, bool last);
/// The mover configuration of the board's geometry (an LNC2 pair, 0xBF on `issue_core`).
MoverConfig mover_config(const BoardInfo& b, unsigned issue_core);

/// Deliberate model-side differences (as tpb_lockstep's --inject-*): they prove the check bites.
struct ModelFaults {
  std::optional<uint32_t> record;  // corrupt the record of word K
  std::optional<uint64_t> dve;     // the K-th DVE control record
  std::optional<uint64_t> mover;   // the K-th mover completion
};

/// One record of a signed stream on the model side: its number in the stream, the word it
/// belongs to, its digest.
struct Signed {
  uint64_t number;
  uint32_t word;
  std::vector<uint8_t> digest;
};

/// The model side of the board: tpb::SystemModel (no cluster on the board: a complete chain
/// is answered CL_KERNEL_MISSING), with the board's counters and signatures of its outputs.
struct ModelBoard {
  FunctionRegistry registry;  // empty: the board has no cluster
  SystemModel sys;
  unsigned fast_bytes, slow_bytes, dp_bytes;
  uint32_t retired = 0, accepted = 0, rejected = 0, cross = 0, dve = 0, mv = 0, mv_bytes = 0, cop = 0;
  uint32_t sig[4] = {0, 0, 0, 0};  // rec, dve, mv, cop (the board's SIG_* registers)
  uint32_t mv_copied = 0, mv_refused = 0;
  std::map<std::string, uint64_t> by_err, by_route;
  std::vector<Signed> chunk[4];  // this chunk's records per log

  static SystemConfig config(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core,
                             const ModelFaults& faults);
  ModelBoard(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core, const ModelFaults& faults = {});

  /// Step word idx of the stream (the last word is the stream's last) and sign its outputs.
  void step(const std::vector<Word>& words, uint32_t idx);

 private:
  void sign(unsigned log, uint64_t number, uint32_t word, std::vector<uint8_t> d);
};

}  // namespace tpb::hostlink
