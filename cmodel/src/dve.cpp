#include "tpb/dve.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace tpb::dve {

namespace {

std::string join_ops(const std::vector<uint8_t>& ops) {
  std::string s;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(ops[i]);
    const OpcodeDesc* d = find_opcode(ops[i]);
    if (d && d->route == Route::DVE) s += std::string(" ") + d->name;
  }
  return s;
}

std::string join_plain(const std::vector<uint8_t>& ops) {
  std::string s;
  for (size_t i = 0; i < ops.size(); ++i) s += (i ? ", " : "") + std::to_string(ops[i]);
  return s;
}

std::vector<uint8_t> read_blob(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw LoadError(LoadErr::FILE_MISSING, "table file '" + path + "' does not exist");
  std::ifstream f(path, std::ios::binary);
  if (!f) throw LoadError(LoadErr::FILE_MISSING, "cannot open table file '" + path + "'");
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

Table make_table(const std::string& what, const std::string& file, std::vector<uint8_t> bytes, unsigned rows) {
  if (bytes.empty() || rows == 0 || bytes.size() % rows != 0)
    throw LoadError(LoadErr::TABLE_SIZE, what + " '" + file + "' is " + std::to_string(bytes.size()) +
                                             " bytes, not a nonzero multiple of its " + std::to_string(rows) +
                                             " rows");
  Table t;
  t.file = file;
  t.rows = rows;
  t.row_bytes = static_cast<unsigned>(bytes.size() / rows);
  t.bytes = std::move(bytes);
  return t;
}

void check_opcode_blob(const Geometry& g, const std::string& file, size_t size) {
  // S003 §5 reference parser: only two legal sizes, and the generation fixes which.
  if (size != size_t{kSlots} * g.entry_bytes)
    throw LoadError(LoadErr::OPCODE_TABLE_SIZE,
                    "opcode_table '" + file + "' is " + std::to_string(size) + " bytes; gen" +
                        std::to_string(g.gen) + " needs " + std::to_string(kSlots * g.entry_bytes) +
                        " (256 slots x " + std::to_string(g.entry_bytes) + " B)");
}

Geometry normalise(Geometry g) {
  if (g.shared_control) g.slow_rows = g.fast_rows;
  return g;
}

}  // namespace

// ------------------------------------------------------------------------------ geometry
Geometry Geometry::for_gen(unsigned gen) {
  // {gen, entry_bytes, split_bit, fast_rows, slow_rows, shared_control} (S003 §2, §3)
  switch (gen) {
    case 2:
      return Geometry{2, 8, 7, 128, 128, true};
    case 3:
    case 4:
      return Geometry{gen, 4, 8, 256, 256, false};
    default:
      throw std::invalid_argument("DVE generation " + std::to_string(gen) + " is not 2, 3 or 4");
  }
}

std::vector<uint8_t> Geometry::allowed_residents() const {
  if (gen == 2) return {147, 240, 241, 242};
  return {};
}

std::vector<std::string> Geometry::table_keys() const {
  if (gen == 2) return {"opcode_table", "control_table", "datapath_table"};
  return {"opcode_table", "control_fast_table", "control_slow_table", "datapath_table"};
}

// ------------------------------------------------------------------------------ errors
const char* load_err_name(LoadErr e) {
  switch (e) {
    case LoadErr::OK: return "OK";
    case LoadErr::FILE_MISSING: return "FILE_MISSING";
    case LoadErr::BAD_JSON: return "BAD_JSON";
    case LoadErr::BAD_SCHEMA: return "BAD_SCHEMA";
    case LoadErr::BAD_GENERATION: return "BAD_GENERATION";
    case LoadErr::UNKNOWN_SET: return "UNKNOWN_SET";
    case LoadErr::OPCODE_TABLE_SIZE: return "OPCODE_TABLE_SIZE";
    case LoadErr::TABLE_SIZE: return "TABLE_SIZE";
    case LoadErr::FAST_ROW_RANGE: return "FAST_ROW_RANGE";
    case LoadErr::SLOW_ROW_RANGE: return "SLOW_ROW_RANGE";
    case LoadErr::NONZERO_MISMATCH: return "NONZERO_MISMATCH";
    case LoadErr::OP_NOT_DVE: return "OP_NOT_DVE";
    case LoadErr::MISSING_OPCODES: return "MISSING_OPCODES";
  }
  return "UNDEFINED";
}

LoadError::LoadError(LoadErr c, const std::string& msg)
    : std::runtime_error(std::string(load_err_name(c)) + ": " + msg), code(c) {}

// ------------------------------------------------------------------------------ tables
std::span<const uint8_t> Table::row(uint64_t r) const {
  if (r >= rows || size_t(r + 1) * row_bytes > bytes.size()) return {};
  return std::span<const uint8_t>(bytes).subspan(size_t(r) * row_bytes, row_bytes);
}

uint64_t TableSet::entry(unsigned k) const {
  if (k >= kSlots || opcode_blob.size() < size_t{kSlots} * geo.entry_bytes) return 0;
  uint64_t v = 0;
  const uint8_t* p = opcode_blob.data() + size_t(k) * geo.entry_bytes;
  for (unsigned b = 0; b < geo.entry_bytes && b < 8; ++b) v |= uint64_t(p[b]) << (8 * b);
  return v;
}

void TableSet::set_entry(unsigned k, uint64_t v) {
  if (k >= kSlots || opcode_blob.size() < size_t{kSlots} * geo.entry_bytes) return;
  uint8_t* p = opcode_blob.data() + size_t(k) * geo.entry_bytes;
  for (unsigned b = 0; b < geo.entry_bytes; ++b) p[b] = b < 8 ? uint8_t(v >> (8 * b)) : 0;
}

std::vector<uint8_t> TableSet::nonzero_slots() const {
  std::vector<uint8_t> out;
  for (unsigned k = 0; k < kSlots; ++k)
    if (entry(k) != 0) out.push_back(uint8_t(k));
  return out;
}

bool TableSet::has_op(uint8_t op) const { return std::binary_search(ops.begin(), ops.end(), op); }

std::vector<uint8_t> TableSet::residents() const {
  std::vector<uint8_t> out;
  for (uint8_t k : nonzero_slots())
    if (k != 0 && !has_op(k)) out.push_back(k);
  return out;
}

std::vector<uint8_t> TableSet::synthetic_ops() const {
  std::vector<uint8_t> out;
  for (uint8_t o : ops)
    if (const OpcodeDesc* d = find_opcode(o); d && d->dve && d->synthetic) out.push_back(o);
  return out;
}

Desc split(const Geometry& g, uint64_t v) {
  Desc d;
  d.entry = v;
  d.fast = uint32_t(v & ((uint64_t{1} << g.split_bit) - 1));
  d.slow = v >> g.split_bit;
  return d;
}

// ------------------------------------------------------------------------------ lookup
ControlRecord lookup(const TableSet& s, uint8_t opcode, uint32_t index) {
  ControlRecord r;
  r.index = index;
  r.opcode = opcode;
  const uint64_t v = s.entry(opcode);
  if (v == 0) {
    r.err = Err::DVE_DISABLED;  // S003 §1: a zero entry disables the opcode; nothing fetched
    return r;
  }
  const Desc d = split(s.geo, v);
  r.entry = v;
  r.fast_row = d.fast;
  r.slow_row = d.slow;
  const Table& slow_t = s.slow_table();
  if (d.fast >= s.geo.fast_rows || s.control_fast.row(d.fast).empty() || s.datapath.row(d.fast).empty()) {
    r.err = Err::DVE_FAST_RANGE;
    return r;
  }
  if (d.slow != 0 && (d.slow >= s.geo.slow_rows || slow_t.row(d.slow).empty())) {
    r.err = Err::DVE_SLOW_RANGE;
    return r;
  }
  auto f = s.control_fast.row(d.fast);
  r.fast_word.assign(f.begin(), f.end());
  if (d.slow != 0) {  // S003 §5: control_slow[slow] only when slow != 0
    auto sl = slow_t.row(d.slow);
    r.slow_word.assign(sl.begin(), sl.end());
    r.slow_fetched = true;
  }
  auto dp = s.datapath.row(d.fast);  // S003 §1 GOTCHA: the datapath block is keyed by the fast row
  r.dp_word.assign(dp.begin(), dp.end());
  return r;
}

// ------------------------------------------------------------------------------ dve_info.json
const SetInfo* Info::find(const std::string& name) const {
  for (const auto& s : sets)
    if (s.name == name) return &s;
  return nullptr;
}

Info load_info(const std::string& json_path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(json_path, ec))
    throw LoadError(LoadErr::FILE_MISSING, "'" + json_path + "' does not exist");
  std::ifstream f(json_path);
  if (!f) throw LoadError(LoadErr::FILE_MISSING, "cannot open '" + json_path + "'");
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(f);
  } catch (const nlohmann::json::exception& e) {
    throw LoadError(LoadErr::BAD_JSON, "'" + json_path + "': " + e.what());
  }
  auto schema = [&](const std::string& what) { return LoadError(LoadErr::BAD_SCHEMA, "'" + json_path + "': " + what); };
  if (!j.is_object()) throw schema("top level is not an object");
  if (!j.contains("generation") || !j["generation"].is_number_integer())
    throw schema("\"generation\" (integer 2, 3 or 4) missing");
  Info info;
  info.path = json_path;
  info.dir = std::filesystem::path(json_path).parent_path().string();
  const long long gen = j["generation"].get<long long>();
  if (gen < 2 || gen > 4)
    throw LoadError(LoadErr::BAD_GENERATION, "'" + json_path + "': generation " + std::to_string(gen) +
                                                 " is not 2, 3 or 4");
  info.gen = unsigned(gen);
  const Geometry g = Geometry::for_gen(info.gen);
  const auto keys = g.table_keys();
  if (j.contains("dve_table_keys")) {
    const auto& k = j["dve_table_keys"];
    bool ok = k.is_array() && k.size() == keys.size();
    for (size_t i = 0; ok && i < keys.size(); ++i) ok = k[i].is_string() && k[i].get<std::string>() == keys[i];
    if (!ok) {
      std::string want;
      for (const auto& s : keys) want += (want.empty() ? "" : ", ") + s;
      throw schema("dve_table_keys must be [" + want + "] on gen" + std::to_string(info.gen));
    }
  }
  if (!j.contains("table_sets") || !j["table_sets"].is_array()) throw schema("\"table_sets\" (array) missing");
  for (const auto& js : j["table_sets"]) {
    if (!js.is_object()) throw schema("a table set is not an object");
    if (!js.contains("name") || !js["name"].is_string()) throw schema("a table set has no \"name\"");
    SetInfo si;
    si.name = js["name"].get<std::string>();
    if (js.contains("name_source")) {
      if (!js["name_source"].is_string()) throw schema("table set '" + si.name + "': \"name_source\" is not a string");
      si.name_source = js["name_source"].get<std::string>();
    }
    if (info.find(si.name)) throw schema("table set '" + si.name + "' appears twice");
    for (const auto& key : keys) {
      if (!js.contains(key) || !js[key].is_string())
        throw schema("table set '" + si.name + "' has no \"" + key + "\" file name");
      si.files.push_back(js[key].get<std::string>());
    }
    if (!js.contains("ops") || !js["ops"].is_array()) throw schema("table set '" + si.name + "' has no \"ops\" list");
    std::set<unsigned> seen;
    for (const auto& o : js["ops"]) {
      if (!o.is_number_integer() || o.get<long long>() < 0 || o.get<long long>() > 255)
        throw schema("table set '" + si.name + "': ops[] holds " + o.dump() + ", not an opcode 0..255");
      if (!seen.insert(o.get<unsigned>()).second)
        throw schema("table set '" + si.name + "': opcode " + o.dump() + " appears twice in ops[]");
    }
    for (unsigned o : seen) si.ops.push_back(uint8_t(o));
    info.sets.push_back(std::move(si));
  }
  return info;
}

TableSet make_set(const Geometry& geo_in, std::string name, std::vector<uint8_t> opcode_blob,
                  std::vector<uint8_t> control_fast, std::vector<uint8_t> control_slow,
                  std::vector<uint8_t> datapath, std::vector<uint8_t> ops) {
  const Geometry geo = normalise(geo_in);
  check_opcode_blob(geo, "opcode_table", opcode_blob.size());
  TableSet s;
  s.geo = geo;
  s.name = std::move(name);
  s.opcode_blob = std::move(opcode_blob);
  s.control_fast = make_table(geo.shared_control ? "control_table" : "control_fast_table",
                              geo.shared_control ? "control_table" : "control_fast_table", std::move(control_fast),
                              geo.fast_rows);
  if (!geo.shared_control)
    s.control_slow = make_table("control_slow_table", "control_slow_table", std::move(control_slow), geo.slow_rows);
  s.datapath = make_table("datapath_table", "datapath_table", std::move(datapath), geo.fast_rows);
  std::sort(ops.begin(), ops.end());
  ops.erase(std::unique(ops.begin(), ops.end()), ops.end());
  s.ops = std::move(ops);
  return s;
}

TableSet load_set(const Info& info, const std::string& name, std::optional<Geometry> geo_opt, bool do_validate) {
  const SetInfo* si = info.find(name);
  if (!si) {
    std::string names;
    for (const auto& s : info.sets) names += (names.empty() ? "" : ", ") + s.name;
    throw LoadError(LoadErr::UNKNOWN_SET, "'" + info.path + "' has no table set '" + name + "' (sets: " + names + ")");
  }
  Geometry geo = geo_opt ? *geo_opt : Geometry::for_gen(info.gen);
  if (geo.gen != info.gen)
    throw LoadError(LoadErr::BAD_GENERATION, "geometry is gen" + std::to_string(geo.gen) + ", '" + info.path +
                                                 "' is gen" + std::to_string(info.gen));
  geo = normalise(geo);
  const auto keys = geo.table_keys();
  auto path_of = [&](size_t i) { return (std::filesystem::path(info.dir) / si->files[i]).string(); };
  TableSet s;
  s.geo = geo;
  s.name = si->name;
  s.name_source = si->name_source;
  s.source = info.path;
  s.ops = si->ops;
  s.opcode_blob = read_blob(path_of(0));
  check_opcode_blob(geo, path_of(0), s.opcode_blob.size());
  if (geo.shared_control) {
    s.control_fast = make_table("control_table", path_of(1), read_blob(path_of(1)), geo.fast_rows);
    s.datapath = make_table("datapath_table", path_of(2), read_blob(path_of(2)), geo.fast_rows);
  } else {
    s.control_fast = make_table("control_fast_table", path_of(1), read_blob(path_of(1)), geo.fast_rows);
    s.control_slow = make_table("control_slow_table", path_of(2), read_blob(path_of(2)), geo.slow_rows);
    s.datapath = make_table("datapath_table", path_of(3), read_blob(path_of(3)), geo.fast_rows);
  }
  if (do_validate) validate(s);
  return s;
}

TableSet load_set(const std::string& json_path, const std::string& name) { return load_set(load_info(json_path), name); }

void validate(const TableSet& s) {
  const std::string where = "table set '" + s.name + "'" + (s.source.empty() ? "" : " of '" + s.source + "'");
  // Every nonzero slot lands inside its tables (S003 §3: the split keeps every entry in range).
  for (uint8_t k : s.nonzero_slots()) {
    const Desc d = split(s.geo, s.entry(k));
    if (d.fast >= s.geo.fast_rows)
      throw LoadError(LoadErr::FAST_ROW_RANGE, where + ": slot " + std::to_string(k) + " = " +
                                                   desc_text(s.geo, d.entry) + ": fast row outside the " +
                                                   std::to_string(s.geo.fast_rows) + "-row control table");
    if (d.slow != 0 && d.slow >= s.geo.slow_rows)
      throw LoadError(LoadErr::SLOW_ROW_RANGE, where + ": slot " + std::to_string(k) + " = " +
                                                   desc_text(s.geo, d.entry) + ": slow row outside the " +
                                                   std::to_string(s.geo.slow_rows) + "-row " +
                                                   (s.geo.shared_control ? "control" : "control_slow") + " table");
  }
  // ops[] is a set of DVE opcodes the kit knows (field map roster).
  std::vector<uint8_t> not_dve;
  for (uint8_t o : s.ops)
    if (route_of(o) != Route::DVE) not_dve.push_back(o);
  if (!not_dve.empty())
    throw LoadError(LoadErr::OP_NOT_DVE, where + ": ops[] names opcodes outside the field map's DVE roster: " +
                                             join_plain(not_dve));
  // Nonzero slots == ops[] + slot 0 (+ allowed residents) (S003 §1(b)).
  const auto allowed = s.geo.allowed_residents();
  std::vector<uint8_t> extra, zero_ops;
  for (uint8_t k : s.nonzero_slots())
    if (k != 0 && !s.has_op(k) && std::find(allowed.begin(), allowed.end(), k) == allowed.end()) extra.push_back(k);
  for (uint8_t o : s.ops)
    if (o != 0 && s.entry(o) == 0) zero_ops.push_back(o);
  const bool idle_zero = s.entry(0) == 0;
  if (!extra.empty() || !zero_ops.empty() || idle_zero) {
    std::string msg = where + ": nonzero slots differ from ops[] + slot 0";
    if (!allowed.empty()) msg += " (+ residents " + join_plain(allowed) + ")";
    if (idle_zero) msg += "; slot 0 (idle/reset descriptor) is zero";
    if (!extra.empty()) msg += "; nonzero but not in ops[]: " + join_plain(extra);
    if (!zero_ops.empty()) msg += "; in ops[] but zero (disabled): " + join_plain(zero_ops);
    throw LoadError(LoadErr::NONZERO_MISMATCH, msg);
  }
}

// ------------------------------------------------------------------------------ streams
std::vector<uint8_t> dve_opcodes_of(std::span<const Word> words) {
  std::set<uint8_t> s;
  for (const auto& w : words)
    if (route_of(w[kHdrOpcodeOff]) == Route::DVE) s.insert(w[kHdrOpcodeOff]);
  return {s.begin(), s.end()};
}

std::vector<uint8_t> missing_opcodes(const TableSet& s, std::span<const uint8_t> opcodes) {
  std::set<uint8_t> m;
  for (uint8_t o : opcodes)
    if (!s.has_op(o)) m.insert(o);
  return {m.begin(), m.end()};
}

void check_missing_opcodes(const TableSet& s, std::span<const uint8_t> opcodes) {
  const auto m = missing_opcodes(s, opcodes);
  if (m.empty()) return;
  // S003 §6: LowerDVE::checkMissingOpcodes' fatal message, then which set and what it lacks.
  throw LoadError(LoadErr::MISSING_OPCODES,
                  "dve_info.json is missing a DVE opcodes table that contains union of: " + join_ops(m) +
                      " (table set '" + s.name + "'" + (s.source.empty() ? "" : " of '" + s.source + "'") +
                      " lacks " + std::to_string(m.size()) + " opcode" + (m.size() == 1 ? "" : "s") + ")");
}

void check_missing_opcodes(const TableSet& s, std::span<const Word> words) {
  const auto ops = dve_opcodes_of(words);
  check_missing_opcodes(s, std::span<const uint8_t>(ops));
}

// ------------------------------------------------------------------------------ write port
unsigned Sequencer::rows(TableSel sel) const {
  switch (sel) {
    case TableSel::OPCODE: return kSlots;
    case TableSel::CONTROL_FAST: return set_.control_fast.rows;
    case TableSel::CONTROL_SLOW: return set_.geo.shared_control ? 0 : set_.control_slow.rows;
    case TableSel::DATAPATH: return set_.datapath.rows;
  }
  return 0;
}

unsigned Sequencer::words_per_row(TableSel sel) const {
  auto w = [](unsigned bytes) { return (bytes + 3) / 4; };
  switch (sel) {
    case TableSel::OPCODE: return w(set_.geo.entry_bytes);
    case TableSel::CONTROL_FAST: return w(set_.control_fast.row_bytes);
    case TableSel::CONTROL_SLOW: return set_.geo.shared_control ? 0 : w(set_.control_slow.row_bytes);
    case TableSel::DATAPATH: return w(set_.datapath.row_bytes);
  }
  return 0;
}

namespace {
/// The bytes behind a table of a set (const or not) and its row size.
template <class Set>
auto table_bytes(Set& set, TableSel sel) {
  switch (sel) {
    case TableSel::OPCODE: return std::pair{&set.opcode_blob, set.geo.entry_bytes};
    case TableSel::CONTROL_FAST: return std::pair{&set.control_fast.bytes, set.control_fast.row_bytes};
    case TableSel::CONTROL_SLOW: return std::pair{&set.control_slow.bytes, set.control_slow.row_bytes};
    case TableSel::DATAPATH: break;
  }
  return std::pair{&set.datapath.bytes, set.datapath.row_bytes};
}
}  // namespace

bool Sequencer::write(TableSel sel, unsigned row, unsigned word, uint32_t data) {
  if (row >= rows(sel) || word >= words_per_row(sel)) return false;
  const auto [bytes, row_bytes] = table_bytes(set_, sel);
  for (unsigned b = 0; b < 4; ++b) {
    const unsigned off = word * 4 + b;
    if (off < row_bytes) (*bytes)[size_t(row) * row_bytes + off] = uint8_t(data >> (8 * b));
  }
  return true;
}

std::vector<uint32_t> Sequencer::image(TableSel sel) const {
  const unsigned n_rows = rows(sel), wpr = words_per_row(sel);
  std::vector<uint32_t> out;
  if (!n_rows || !wpr) return out;
  const auto [bytes, row_bytes] = table_bytes(set_, sel);
  out.reserve(size_t{n_rows} * wpr);
  for (unsigned r = 0; r < n_rows; ++r)
    for (unsigned w = 0; w < wpr; ++w) {
      uint32_t d = 0;
      for (unsigned b = 0; b < 4 && w * 4 + b < row_bytes; ++b)
        d |= uint32_t((*bytes)[size_t(r) * row_bytes + w * 4 + b]) << (8 * b);
      out.push_back(d);
    }
  return out;
}

std::string misfit(const TableSet& s, const BuildGeometry& b, const std::string& build_name) {
  const Geometry& g = s.geo;
  const unsigned slow_words = g.shared_control ? b.fast_words : b.slow_words;
  const unsigned slow_rows = g.shared_control ? b.fast_rows : b.slow_rows;
  if (g.gen == b.gen && g.fast_rows == b.fast_rows && g.slow_rows == slow_rows &&
      s.control_fast.row_bytes == b.fast_words * 4 && s.slow_table().row_bytes == slow_words * 4 &&
      s.datapath.row_bytes == b.dp_words * 4)
    return {};
  char buf[320];
  std::snprintf(buf, sizeof buf,
                "DVE set '%s' (gen%u, %u / %u rows, %u / %u / %u B rows) does not fit %s (gen%u, %u / %u rows, "
                "%u / %u / %u B rows)",
                s.name.c_str(), g.gen, g.fast_rows, g.slow_rows, s.control_fast.row_bytes, s.slow_table().row_bytes,
                s.datapath.row_bytes, build_name.c_str(), b.gen, b.fast_rows, slow_rows, b.fast_words * 4,
                slow_words * 4, b.dp_words * 4);
  return buf;
}

// ------------------------------------------------------------------------------ text
std::string desc_text(const Geometry& g, uint64_t v) {
  const Desc d = split(g, v);
  char buf[96];
  std::snprintf(buf, sizeof buf, "0x%0*llx fast %u slow %llu", int(g.entry_bytes * 2), (unsigned long long)v, d.fast,
                (unsigned long long)d.slow);
  return buf;
}

std::string hex_row(std::span<const uint8_t> bytes) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  s.reserve(bytes.size() * 3);
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (i) s += ' ';
    s += digits[bytes[i] >> 4];
    s += digits[bytes[i] & 15];
  }
  return s;
}

}  // namespace tpb::dve
