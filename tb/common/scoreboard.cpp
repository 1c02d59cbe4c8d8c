#include "scoreboard.hpp"

#include <fmt/core.h>

#include "tpb/asm.hpp"
#include "tpb/isa.hpp"

namespace tpb::tb {

void Mismatch::print() const {
  fmt::print("{}\n", headline);
  for (const auto& c : context) fmt::print("{}\n", c);
  if (!rows.rows().empty()) rows.print();
  for (const auto& t : trailer) fmt::print("{}\n", t);
}

namespace {
std::string word_line(const Word& w) { return fmt::format("  word    : {}", disasm_word(w)); }
}  // namespace

Scoreboard::Scoreboard(bool compare, std::string prefix, ScoreboardFaults faults)
    : compare_(compare), prefix_(std::move(prefix)), faults_(faults) {}

void Scoreboard::fail(std::string headline, Rows rows, std::vector<std::string> context) {
  if (mismatch_) return;  // the first difference is the report
  mismatch_ = Mismatch{std::move(headline), std::move(context), std::move(rows), {}};
}

void Scoreboard::expect_dve(uint32_t index, const Word& w, std::optional<dve::ControlRecord> rec) {
  dve_.push_back({index, w, std::move(rec)});
}

void Scoreboard::expect_mover(uint32_t index, const Word& w, std::optional<MoverRecord> rec,
                              std::vector<ByteWrite> writes) {
  if (faults_.write && !writes.empty() && *faults_.write == writing_movers_) writes[writes.size() / 2].value ^= 0x5A;
  writing_movers_ += !writes.empty();
  mover_.push_back({index, w, rec, std::move(writes), 0});
}

void Scoreboard::expect_custom(uint32_t index, const Word& header, std::optional<Completion> rec) {
  custom_.push_back({index, header, rec});
}

bool Scoreboard::match_record(uint64_t cycle, const Record& rtl, const Record& model, const Word& w,
                              const std::vector<std::string>& extra) {
  if (rtl == model && extra.empty()) return true;
  fail(fmt::format("{}: MISMATCH at word #{} (cycle {}, byte offset {:#x})", prefix_, model.index, cycle,
                   static_cast<uint64_t>(model.index) * kBundleBytes),
       rows(rtl, model), {fmt::format("  word    : {}", disasm_word(w)), fmt::format("  bytes   : {}", hex_bytes(w))});
  mismatch_->trailer = extra;
  return false;
}

bool Scoreboard::match_status(uint64_t cycle, const ErrorStatus& rtl, const ErrorStatus& model_in,
                              std::optional<std::pair<uint32_t, Word>> after, bool clear) {
  ErrorStatus model = model_in;
  if (faults_.status && *faults_.status == status_checks_) model.sticky.flip(1);
  ++status_checks_;
  const bool same = rtl.any == model.any && rtl.sticky == model.sticky &&
                    (!model.any || (rtl.first_index == model.first_index && rtl.first_code == model.first_code));
  if (same) return true;
  std::vector<std::string> ctx;
  if (after) ctx.push_back(word_line(after->second));
  fail(fmt::format("{}: STATUS MISMATCH {} (cycle {}{})", prefix_,
                   after ? fmt::format("after word #{}", after->first) : std::string("before the first word"), cycle,
                   clear ? ", clear_i high" : ""),
       rows(rtl, model), std::move(ctx));
  return false;
}

bool Scoreboard::match_dve(uint64_t cycle, const dve::ControlRecord& rtl, const std::string& set_text) {
  if (dve_.empty()) {
    fail(fmt::format("{}: DVE ORDER at cycle {}: control record for word #{} with no DVE word outstanding", prefix_,
                     cycle, rtl.index));
    return false;
  }
  const DveItem& e = dve_.front();
  Rows r;
  if (e.rec) r = rows(rtl, *e.rec);
  if (rtl.index != e.index || (e.rec && !r.same())) {
    if (!e.rec) r.add("index", std::to_string(rtl.index), std::to_string(e.index));
    fail(fmt::format("{}: DVE MISMATCH at word #{} (cycle {}, {}, {} records compared before)", prefix_, e.index, cycle,
                     set_text, dve_matched),
         std::move(r), {word_line(e.word)});
    return false;
  }
  dve_.pop_front();
  ++dve_matched;
  return true;
}

bool Scoreboard::match_write(uint64_t cycle, const ByteWrite& rtl) {
  if (mover_.empty()) {
    fail(fmt::format("{}: SB2SB WRITE at cycle {} with no 0xBF outstanding", prefix_, cycle));
    return false;
  }
  MoverItem& e = mover_.front();
  if (compare_) {
    if (e.seen >= e.writes.size() || !(rtl == e.writes[e.seen])) {
      Rows r;
      r.add_differs("write", text(rtl), e.seen < e.writes.size() ? text(e.writes[e.seen]) : std::string("(none)"));
      fail(fmt::format("{}: SB2SB WRITE MISMATCH at word #{} (cycle {}), byte write {} of {}", prefix_, e.index, cycle,
                       e.seen, e.writes.size()),
           std::move(r), {fmt::format("  0xBF    : {}", describe_sb2sb(e.word))});
      return false;
    }
    ++writes_matched;
  }
  ++e.seen;
  return true;
}

bool Scoreboard::match_mover(uint64_t cycle, const MoverRecord& rtl, unsigned issue_core) {
  if (mover_.empty()) {
    fail(fmt::format("{}: SB2SB ORDER at cycle {}: completion for word #{} with no 0xBF outstanding", prefix_, cycle,
                     rtl.index));
    return false;
  }
  const MoverItem& e = mover_.front();
  const bool writes_ok = !compare_ || e.seen == e.writes.size();
  if (rtl.index != e.index || (e.rec && !(rtl == *e.rec)) || !writes_ok) {
    Rows r = e.rec ? rows(rtl, *e.rec) : Rows().add("index", std::to_string(rtl.index), std::to_string(e.index));
    if (compare_) r.add("byte writes seen", std::to_string(e.seen), std::to_string(e.writes.size()));
    fail(fmt::format("{}: SB2SB MISMATCH at word #{} (cycle {}, issue core {}, {} completions compared before)",
                     prefix_, e.index, cycle, issue_core, mover_matched),
         std::move(r), {word_line(e.word), fmt::format("  0xBF    : {}", describe_sb2sb(e.word))});
    return false;
  }
  mover_.pop_front();
  ++mover_matched;
  return true;
}

bool Scoreboard::match_custom(uint64_t cycle, const Completion& rtl) {
  if (!compare_) {
    ++custom_matched;
    return true;
  }
  if (custom_.empty()) {
    fail(fmt::format("{}: CUSTOM-OP ORDER at cycle {}: completion for word #{} with no chain outstanding", prefix_,
                     cycle, rtl.word_index));
    return false;
  }
  const CustomItem& e = custom_.front();
  Rows r = rows(rtl, *e.rec);
  if (rtl.word_index != e.index || !r.same()) {
    fail(fmt::format("{}: CUSTOM-OP MISMATCH at the chain of word #{} (cycle {}, {} completions compared before)",
                     prefix_, e.index, cycle, custom_matched),
         std::move(r), {fmt::format("  header  : {}", disasm_word(e.header))});
    return false;
  }
  custom_.pop_front();
  ++custom_matched;
  return true;
}

}  // namespace tpb::tb
