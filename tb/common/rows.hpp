// One side-by-side diff for every comparison of the kit's testbenches: a list of named rows,
// the RTL's value and the model's, the differing ones marked. The transaction types every
// scoreboard channel compares have their row builders here, so a mismatch report looks the
// same whatever the channel and whatever the testbench.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/mover.hpp"

namespace tpb::tb {

struct Row {
  std::string name, rtl, model;
  bool differs;
};

/// Rows of one comparison; add() marks a row whose two texts differ.
class Rows {
 public:
  Rows& add(std::string name, std::string rtl, std::string model);
  /// A row that differs by definition (an unexpected or a missing item).
  Rows& add_differs(std::string name, std::string rtl, std::string model);
  bool same() const;
  const std::vector<Row>& rows() const { return rows_; }
  /// "    <name>  RTL  model" with "*" and "<-- differs" on the rows that differ.
  void print() const;

 private:
  std::vector<Row> rows_;
};

std::string err_text(uint8_t code);
inline std::string err_text(Err e) { return err_text(static_cast<uint8_t>(e)); }
std::string route_text(uint8_t r);
/// Bytes as the DVE tables print rows ("-" when empty).
std::string row_text(const std::vector<uint8_t>& b);

/// One byte the mover writes into an SBUF: the RTL's write-monitor beats and the model's
/// write runs both become these, in the mover's walk order.
struct ByteWrite {
  uint8_t core;
  uint32_t partition, offset;
  uint8_t value;
  bool operator==(const ByteWrite&) const = default;
};
std::string text(const ByteWrite& b);
/// The model mover's writes, byte by byte, into a sink (nullptr: not recorded).
struct ByteWriteRecorder final : MoverObserver {
  std::vector<ByteWrite>* sink = nullptr;
  void on_write(const SbufWrite& w) override;
};

// Field-by-field rows of the transactions the channels carry.
Rows rows(const Record& rtl, const Record& model);  // decoder record (fields named from the field map)
Rows rows(const dve::ControlRecord& rtl, const dve::ControlRecord& model);
Rows rows(const MoverRecord& rtl, const MoverRecord& model);
Rows rows(const Completion& rtl, const Completion& model);  // custom-op completion
Rows rows(const ErrorStatus& rtl, const ErrorStatus& model);

/// A POSIX shell word (for the command lines that reproduce a run).
std::string shell_quote(const std::string& s);

}  // namespace tpb::tb
