// The scoreboard: per-channel in-order queues of what the model says each channel must carry,
// matched against what the monitors see. The model does not depend on timing, so every
// expectation is computed from the stimulus (tpb::SystemModel::step on the stream's words,
// in stream order); the RTL decides only when each item appears.
//
// Channels (a system top; a block testbench uses the ones its top has):
//   record   decoder record of each retired word (compared at once: the model steps the word)
//   status   error status after each retirement or clear
//   dve      one control record per accepted DVE word
//   write    the mover's SBUF writes, byte by byte, in walk order, within their 0xBF
//   mover    one completion per 0xBF (and every write of it seen)
//   custom   one completion per custom-op chain the mailbox hands over or refuses
//
// With compare off (RTL-only runs) the queues hold the word index alone, so order, protocol
// and counts are still checked, and nothing is compared with a model.
//
// Each queued item keeps its own stimulus word (for the report), so the scoreboard holds only
// what is outstanding, never the whole stream: the callers hand in the word with each
// expectation and each record.
//
// The first mismatch stops the channel's caller: match_* return false, and mismatch() holds
// the report (headline, the stimulus word, the side-by-side rows).
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rows.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/mover.hpp"

namespace tpb::tb {

struct Mismatch {
  std::string headline;         // "lockstep: DVE MISMATCH at word #12 (cycle 99, ...)"
  std::vector<std::string> context;  // "  word    : ..." lines
  Rows rows;
  std::vector<std::string> trailer;  // lines after the rows
  void print() const;
};

/// Deliberate differences injected on the expected side of a channel (tests of the
/// harness); each names the K-th item of its channel.
struct ScoreboardFaults {
  std::optional<uint64_t> write;   // one expected byte of the K-th 0xBF that writes: ^= 0x5A
  std::optional<uint64_t> status;  // the expected status after the K-th compare: sticky bit 0 flipped
};

class Scoreboard {
 public:
  /// `prefix`: the report's tool name.
  Scoreboard(bool compare, std::string prefix, ScoreboardFaults faults = {});

  bool compare() const { return compare_; }

  // ---- expectations, in stream order (model results; nullopt with compare off), each with
  // its stimulus word (a custom op: its chain's header)
  void expect_dve(uint32_t index, const Word& w, std::optional<dve::ControlRecord> rec);
  void expect_mover(uint32_t index, const Word& w, std::optional<MoverRecord> rec, std::vector<ByteWrite> writes);
  void expect_custom(uint32_t index, const Word& header, std::optional<Completion> rec);

  // ---- observations: false at the first difference (mismatch() says what)
  /// `w`: the stimulus word of the model's record.
  bool match_record(uint64_t cycle, const Record& rtl, const Record& model, const Word& w,
                    const std::vector<std::string>& extra);
  /// `after`: the index and word of the last word retired (none before the first).
  bool match_status(uint64_t cycle, const ErrorStatus& rtl, const ErrorStatus& model,
                    std::optional<std::pair<uint32_t, Word>> after, bool clear);
  bool match_dve(uint64_t cycle, const dve::ControlRecord& rtl, const std::string& set_text);
  bool match_write(uint64_t cycle, const ByteWrite& rtl);
  bool match_mover(uint64_t cycle, const MoverRecord& rtl, unsigned issue_core);
  /// With compare off, a custom-op completion is only counted (which chains reach the
  /// cluster is the model's call).
  bool match_custom(uint64_t cycle, const Completion& rtl);
  /// A failure the scoreboard did not find itself (order, protocol, hang, end of run).
  void fail(std::string headline, Rows rows = {}, std::vector<std::string> context = {});
  bool failed() const { return mismatch_.has_value(); }

  bool idle() const { return dve_.empty() && mover_.empty() && custom_.empty(); }
  size_t dve_pending() const { return dve_.size(); }
  size_t mover_pending() const { return mover_.size(); }
  size_t custom_pending() const { return custom_.size(); }
  /// The 0xBF word of the oldest outstanding mover item (mover_pending() > 0).
  const Word& mover_word() const { return mover_.front().word; }
  const std::optional<Mismatch>& mismatch() const { return mismatch_; }

  // ---- counts of matched items
  uint64_t dve_matched = 0, mover_matched = 0, custom_matched = 0, writes_matched = 0;

 private:
  struct DveItem {
    uint32_t index;
    Word word;
    std::optional<dve::ControlRecord> rec;
  };
  struct MoverItem {
    uint32_t index;
    Word word;
    std::optional<MoverRecord> rec;
    std::vector<ByteWrite> writes;
    size_t seen = 0;
  };
  struct CustomItem {
    uint32_t index;
    Word header;
    std::optional<Completion> rec;
  };

  bool compare_;
  std::string prefix_;
  ScoreboardFaults faults_;
  std::deque<DveItem> dve_;
  std::deque<MoverItem> mover_;
  std::deque<CustomItem> custom_;
  uint64_t writing_movers_ = 0, status_checks_ = 0;
  std::optional<Mismatch> mismatch_;
};

}  // namespace tpb::tb
