#include "rows.hpp"

#include <fmt/core.h>

#include <algorithm>

#include "tpb/asm.hpp"
#include "tpb/isa.hpp"

namespace tpb::tb {

Rows& Rows::add(std::string name, std::string rtl, std::string model) {
  const bool d = rtl != model;
  rows_.push_back({std::move(name), std::move(rtl), std::move(model), d});
  return *this;
}

Rows& Rows::add_differs(std::string name, std::string rtl, std::string model) {
  rows_.push_back({std::move(name), std::move(rtl), std::move(model), true});
  return *this;
}

bool Rows::same() const {
  return std::none_of(rows_.begin(), rows_.end(), [](const Row& r) { return r.differs; });
}

void Rows::print() const {
  size_t w = 10;
  for (const auto& r : rows_) w = std::max(w, r.name.size());
  fmt::print("    {:<{}}  {:<28}  {:<28}\n", "", w, "RTL", "model");
  for (const auto& r : rows_)
    fmt::print("  {} {:<{}}  {:<28}  {:<28}{}\n", r.differs ? "*" : " ", r.name, w, r.rtl, r.model,
               r.differs ? "  <-- differs" : "");
}

std::string err_text(uint8_t code) { return fmt::format("{} ({})", err_name(static_cast<Err>(code)), code); }

std::string route_text(uint8_t r) { return fmt::format("{} ({})", route_name(static_cast<Route>(r)), r); }

std::string row_text(const std::vector<uint8_t>& b) { return b.empty() ? "-" : dve::hex_row(b); }

std::string text(const ByteWrite& b) {
  return fmt::format("core {} p{} +{} = 0x{:02X}", b.core, b.partition, b.offset, b.value);
}

void ByteWriteRecorder::on_write(const SbufWrite& w) {
  if (sink)
    for (size_t j = 0; j < w.data.size(); ++j)
      sink->push_back({w.core, w.partition, static_cast<uint32_t>(w.offset + j), w.data[j]});
}

Rows rows(const Record& rtl, const Record& model) {
  Rows r;
  r.add("index", std::to_string(rtl.index), std::to_string(model.index));
  r.add("opcode", to_hex(rtl.opcode, 1), to_hex(model.opcode, 1));
  r.add("err", err_text(rtl.err), err_text(model.err));
  r.add("route", route_text(static_cast<uint8_t>(rtl.route)), route_text(static_cast<uint8_t>(model.route)));
  r.add("chain_pos", std::to_string(rtl.chain_pos), std::to_string(model.chain_pos));
  const OpcodeDesc* d = find_opcode(model.opcode);
  if (!d) d = find_opcode(rtl.opcode);
  const unsigned n = d ? d->nfields : 0;
  for (unsigned i = 0; i < kMaxFields; ++i) {
    if (i >= n && rtl.fields.v[i] == 0 && model.fields.v[i] == 0) continue;
    std::string name = i < n ? fmt::format("[{}] {}", i, d->fields[i].name) : fmt::format("[{}] (no field)", i);
    const unsigned width = i < n ? d->fields[i].width : 8;
    r.add(std::move(name), to_hex(rtl.fields.v[i], width), to_hex(model.fields.v[i], width));
  }
  return r;
}

Rows rows(const dve::ControlRecord& rtl, const dve::ControlRecord& m) {
  // Words the sequencer did not fetch are zero on the port and empty in the model.
  auto padded = [](const std::vector<uint8_t>& w, size_t n) { return w.empty() ? std::vector<uint8_t>(n, 0) : w; };
  Rows r;
  r.add("index", std::to_string(rtl.index), std::to_string(m.index));
  r.add("opcode", to_hex(rtl.opcode, 1), to_hex(m.opcode, 1));
  r.add("err", err_text(rtl.err), err_text(m.err));
  r.add("entry", fmt::format("{:#x}", rtl.entry), fmt::format("{:#x}", m.entry));
  r.add("fast_row", std::to_string(rtl.fast_row), std::to_string(m.fast_row));
  r.add("slow_row", std::to_string(rtl.slow_row), std::to_string(m.slow_row));
  r.add("slow_fetched", std::to_string(rtl.slow_fetched), std::to_string(m.slow_fetched));
  r.add("fast_word", row_text(rtl.fast_word), row_text(padded(m.fast_word, rtl.fast_word.size())));
  r.add("slow_word", row_text(rtl.slow_word), row_text(padded(m.slow_word, rtl.slow_word.size())));
  r.add("dp_word", row_text(rtl.dp_word), row_text(padded(m.dp_word, rtl.dp_word.size())));
  return r;
}

Rows rows(const MoverRecord& rtl, const MoverRecord& m) {
  Rows r;
  r.add("index", std::to_string(rtl.index), std::to_string(m.index));
  r.add("err", err_text(rtl.err), err_text(m.err));
  r.add("bytes", std::to_string(rtl.bytes_written), std::to_string(m.bytes_written));
  return r;
}

Rows rows(const Completion& rtl, const Completion& m) {
  Rows r;
  r.add("index", std::to_string(rtl.word_index), std::to_string(m.word_index));
  r.add("err", err_text(rtl.err), err_text(m.err));
  r.add("function_id", std::to_string(rtl.function_id), std::to_string(m.function_id));
  r.add("cpu", std::to_string(rtl.cpu), std::to_string(m.cpu));
  r.add("bytes_in", std::to_string(rtl.bytes_in), std::to_string(m.bytes_in));
  r.add("bytes_out", std::to_string(rtl.bytes_out), std::to_string(m.bytes_out));
  return r;
}

Rows rows(const ErrorStatus& rtl, const ErrorStatus& m) {
  // The first error's index and code mean something only while an error is recorded.
  Rows r;
  r.add("any", std::to_string(rtl.any), std::to_string(m.any));
  r.add("first_index", rtl.any ? std::to_string(rtl.first_index) : "-", m.any ? std::to_string(m.first_index) : "-");
  r.add("first_code", rtl.any ? err_text(rtl.first_code) : "-", m.any ? err_text(m.first_code) : "-");
  r.add("sticky", sticky_names(rtl.sticky), sticky_names(m.sticky));
  return r;
}

std::string shell_quote(const std::string& s) {
  if (!s.empty() && s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=./,:@") ==
                        std::string::npos)
    return s;
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace tpb::tb
