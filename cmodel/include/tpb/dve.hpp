// DVE table-driven sequencer: the model twin of rtl/dve/tpb_dve_seq.sv (S003, the DVE
// opcode_table seed).
//
// A table set (one object of a generation's dve_info.json) is four blobs on gen3/gen4
// (opcode_table, control_fast_table, control_slow_table, datapath_table) and three on gen2
// (opcode_table, control_table, datapath_table), plus an ops[] roster.
//
//   opcode_table : 256 slots, headerless, slot k = descriptor of DVE opcode k (S003 §1);
//                  stride = file size / 256 = 8 (gen2, u64-LE) or 4 (gen3/gen4, u32-LE) (§2).
//   entry V == 0 : opcode disabled in this set -> DVE_DISABLED, nothing fetched.
//   gen2         : fast row = V & 0x7F, slow selector = V >> 7   (128-row combined table, §3)
//   gen3/gen4    : fast row = V & 0xFF, slow row      = V >> 8   (256-row tables, §3)
//   fetch        : control_fast[fast]; control_slow[slow] only when slow != 0; the datapath
//                  block keyed by fast (§1 GOTCHA).
//   gen2 slow    : gen2 ships no separate slow table; the slow selector indexes the combined
//                  128-row control_table (PROJECT reading of §3 "combined"; INFERRED in the
//                  seed's own words, §4 NOTE). The record fetches control_table[slow] as its
//                  slow word, so the record has the same shape on every generation.
//   slot 0       : the idle/reset descriptor (gen2 0x180, gen3/gen4 0x600, §7); it is looked
//                  up like any slot (opcode 0 is never emitted by a compiler).
// Row widths come from the files (file size / row count). Row payloads stay opaque bytes.
//
// Errors: the per-instruction codes are the field map's (Err::DVE_*), identical to the RTL.
// Loader and stream-check failures are model-side (LoadErr) and throw LoadError.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/isa.hpp"

namespace tpb::dve {

inline constexpr unsigned kSlots = 256;  // opcode_table slots: the full 8-bit opcode space

/// One generation's table geometry; the RTL parameters' twin (Gen, FastRows, SlowRows).
struct Geometry {
  unsigned gen = 3;
  unsigned entry_bytes = 4;     // opcode_table stride (S003 §2)
  unsigned split_bit = 8;       // fast = V & ((1 << split_bit) - 1), slow = V >> split_bit (§3)
  unsigned fast_rows = 256;     // control(_fast) rows; the datapath table has as many rows
  unsigned slow_rows = 256;     // control_slow rows (gen2: the combined table's 128)
  bool shared_control = false;  // gen2: slow reads the combined control_table
  /// S003 defaults: gen2 {8, 7, 128, 128, shared}, gen3/gen4 {4, 8, 256, 256}.
  /// Throws std::invalid_argument for another generation.
  static Geometry for_gen(unsigned gen);
  /// Slots other than ops[] and slot 0 that may be nonzero (gen2: 147, 240, 241, 242, §7).
  std::vector<uint8_t> allowed_residents() const;
  /// Table keys of dve_info.json, in order (gen2: 3 keys, gen3/gen4: 4 keys, §3).
  std::vector<std::string> table_keys() const;
};

/// Loader and stream-check failures (model-side, not instruction errors).
enum class LoadErr : uint8_t {
  OK = 0,
  FILE_MISSING,        // dve_info.json or a table blob does not exist / cannot be read
  BAD_JSON,            // dve_info.json does not parse
  BAD_SCHEMA,          // a key is missing or has the wrong type, ops[] malformed or duplicated
  BAD_GENERATION,      // generation is not 2, 3 or 4
  UNKNOWN_SET,         // no table set of that name
  OPCODE_TABLE_SIZE,   // opcode_table size is not 256 * stride (2048 gen2, 1024 gen3/gen4)
  TABLE_SIZE,          // a control/datapath table is empty or not a multiple of its row count
  FAST_ROW_RANGE,      // a nonzero entry's fast row is outside the control(_fast) table
  SLOW_ROW_RANGE,      // a nonzero entry's slow selector is outside its table
  NONZERO_MISMATCH,    // nonzero slots != ops[] + slot 0 (+ allowed residents on gen2)
  OP_NOT_DVE,          // ops[] names an opcode outside the field map's DVE roster
  MISSING_OPCODES,     // a stream uses DVE opcodes the set's ops[] does not cover
};
const char* load_err_name(LoadErr e);

struct LoadError : std::runtime_error {
  LoadErr code;
  LoadError(LoadErr c, const std::string& msg);
};

/// One control/datapath table: rows of row_bytes each, row r at byte r * row_bytes.
struct Table {
  std::string file;
  unsigned rows = 0;
  unsigned row_bytes = 0;  // file size / rows
  std::vector<uint8_t> bytes;
  /// Row r, or an empty span when r is outside the table.
  std::span<const uint8_t> row(uint64_t r) const;
};

struct TableSet {
  Geometry geo;
  std::string name;
  std::string name_source;          // "S003" (a seed-named set), "PROJECT" (project-made), "" unknown
  std::string source;               // the dve_info.json it came from ("" if built in memory)
  std::vector<uint8_t> opcode_blob; // 256 * geo.entry_bytes bytes
  Table control_fast;               // gen2: the combined control_table
  Table control_slow;               // gen2: unused (rows 0); slow reads control_fast
  Table datapath;                   // keyed by the fast row
  std::vector<uint8_t> ops;         // ops[] roster, sorted, unique

  /// Slot k assembled little-endian from k * stride (S003 §1(c)).
  uint64_t entry(unsigned k) const;
  /// Overwrite slot k (tests, error injection); truncated to the entry width.
  void set_entry(unsigned k, uint64_t v);
  const Table& slow_table() const { return geo.shared_control ? control_fast : control_slow; }
  std::vector<uint8_t> nonzero_slots() const;
  /// Nonzero slots outside ops[] and slot 0.
  std::vector<uint8_t> residents() const;
  /// ops[] members no seed gives (the field map's SYNTHETIC DVE opcodes, OpcodeDesc::synthetic).
  std::vector<uint8_t> synthetic_ops() const;
  bool has_op(uint8_t op) const;
};

/// A descriptor split at the generation's bit (S003 §3).
struct Desc {
  uint64_t entry = 0;
  uint32_t fast = 0;
  uint64_t slow = 0;
};
Desc split(const Geometry& g, uint64_t v);

/// What the sequencer emits per accepted DVE opcode (compared field by field with the RTL).
struct ControlRecord {
  uint32_t index = 0;          // the accepted word's index (the decoder's record index)
  uint8_t opcode = 0;
  Err err = Err::OK;           // OK, DVE_DISABLED, DVE_FAST_RANGE, DVE_SLOW_RANGE
  uint64_t entry = 0;          // opcode_table[opcode]
  uint32_t fast_row = 0;       // 0 when disabled
  uint64_t slow_row = 0;       // 0 when disabled or fast-only
  bool slow_fetched = false;   // err == OK and slow_row != 0
  std::vector<uint8_t> fast_word;  // control_fast[fast_row]; empty unless err == OK
  std::vector<uint8_t> slow_word;  // control_slow[slow_row]; empty unless slow_fetched
  std::vector<uint8_t> dp_word;    // datapath[fast_row]; empty unless err == OK
  bool operator==(const ControlRecord&) const = default;
};

/// One lookup. Checks in order: entry == 0 -> DVE_DISABLED; fast >= fast_rows ->
/// DVE_FAST_RANGE; slow != 0 and slow >= slow_rows -> DVE_SLOW_RANGE. A failing lookup
/// fetches nothing. Never reads outside a table, validated set or not.
ControlRecord lookup(const TableSet& s, uint8_t opcode, uint32_t index = 0);

// ---- dve_info.json
struct SetInfo {
  std::string name;
  std::string name_source;         // optional "name_source" key: "S003" or "PROJECT"
  std::vector<std::string> files;  // per Geometry::table_keys(), as written in the JSON
  std::vector<uint8_t> ops;
};
struct Info {
  std::string path;  // the JSON file
  std::string dir;   // table blobs are relative to it
  unsigned gen = 0;
  std::vector<SetInfo> sets;
  const SetInfo* find(const std::string& name) const;
};

/// Parse dve_info.json: {"generation": 2|3|4, "dve_table_keys": [...] (optional),
/// "table_sets": [{"name", <one file name per table key>, "ops": [...] , ...}]}.
/// Optional "name_source" (string): who named the set, "S003" or "PROJECT". Other keys (notes,
/// seed/synthetic annotations) are ignored.
Info load_info(const std::string& json_path);

/// Load one set's blobs and (by default) validate it. `geo` overrides the generation's
/// S003 geometry (it must keep the generation). Structural errors (file missing, opcode
/// table size, table size) are always checked; validate = false skips the content checks.
TableSet load_set(const Info& info, const std::string& name, std::optional<Geometry> geo = std::nullopt,
                  bool validate = true);
TableSet load_set(const std::string& json_path, const std::string& name);

/// Content checks (throws LoadError): fast/slow rows of every nonzero slot in range, the
/// nonzero slots equal ops[] + slot 0 (+ allowed residents), ops[] inside the DVE roster.
void validate(const TableSet& s);

/// Build a set in memory (tests); structural checks as load_set.
TableSet make_set(const Geometry& geo, std::string name, std::vector<uint8_t> opcode_blob,
                  std::vector<uint8_t> control_fast, std::vector<uint8_t> control_slow,
                  std::vector<uint8_t> datapath, std::vector<uint8_t> ops);

// ---- stream membership (the compiler's LowerDVE::checkMissingOpcodes analogue, S003 §6)
/// Distinct DVE opcodes (field map roster) of a stream's words, sorted.
std::vector<uint8_t> dve_opcodes_of(std::span<const Word> words);
/// Opcodes not in the set's ops[], sorted.
std::vector<uint8_t> missing_opcodes(const TableSet& s, std::span<const uint8_t> opcodes);
/// Throws LoadError(MISSING_OPCODES) listing every missing opcode.
void check_missing_opcodes(const TableSet& s, std::span<const uint8_t> opcodes);
void check_missing_opcodes(const TableSet& s, std::span<const Word> words);

// ---- the sequencer with its table write port (mirrors the RTL block)
/// Write-port table select, as rtl/dve/tpb_dve_pkg.sv tbl_sel_e.
enum class TableSel : uint8_t { OPCODE = 0, CONTROL_FAST = 1, CONTROL_SLOW = 2, DATAPATH = 3 };

class Sequencer {
 public:
  explicit Sequencer(TableSet s) : set_(std::move(s)) {}
  /// One accepted DVE opcode.
  ControlRecord step(uint8_t opcode, uint32_t index) const { return lookup(set_, opcode, index); }
  /// The RTL write port: 32-bit word `word` of row `row` of table `sel` (little-endian within
  /// the row; the opcode table's rows are its 256 entries). gen2 has no CONTROL_SLOW table
  /// (its slow selector reads the combined control table). Returns false, writing nothing,
  /// for an address outside the table (the RTL's tbl_wbad_o).
  bool write(TableSel sel, unsigned row, unsigned word, uint32_t data);
  /// 32-bit words per row of a table (rounded up), 0 for a table the generation lacks.
  unsigned words_per_row(TableSel sel) const;
  unsigned rows(TableSel sel) const;
  /// A table as the write port takes it: rows(sel) x words_per_row(sel) 32-bit words, row-major
  /// (the image a testbench or the board host writes; write() of each word rebuilds the table).
  std::vector<uint32_t> image(TableSel sel) const;
  const TableSet& set() const { return set_; }

 private:
  TableSet set_;
};

/// The tables of an RTL build of the sequencer (tpb_dve_seq's parameters: Gen, FastRows,
/// SlowRows, FastRowWords, SlowRowWords, DpRowWords).
struct BuildGeometry {
  unsigned gen, fast_rows, slow_rows, fast_words, slow_words, dp_words;
};
/// Why `set` does not fit that build (its generation, row counts and row widths; gen2's slow
/// selector reads the combined control table, so its slow rows and words are the fast ones).
/// Empty when it fits. `build_name` names the build in the text ("this RTL build", "the board").
std::string misfit(const TableSet& set, const BuildGeometry& b, const std::string& build_name);

/// Descriptor text: "0x00003008 fast 8 slow 48".
std::string desc_text(const Geometry& g, uint64_t v);
std::string hex_row(std::span<const uint8_t> bytes);  // "08 30 00 00 ..."

}  // namespace tpb::dve
