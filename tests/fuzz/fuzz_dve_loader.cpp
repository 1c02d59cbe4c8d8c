// libFuzzer harness: the DVE table-set loader (tpb::dve::load_info / load_set / validate /
// make_set), the lookup and the sequencer's table write port, at the byte level.
//
// Input: byte 0 = mode.
//   bits 0..1  generation 2 + (value % 3)
//   bit 2      JSON mode: the rest of the input is dve_info.json text; the blob files it
//              names are written next to it (valid sizes, entries 1 for slot 0 and ops[])
//   bit 3      geometry override: byte 1 = fast rows - 1 (folded into 1..2^split_bit),
//              byte 2 = slow rows - 1 (1..256)
//   bit 4      size fix-up: blobs padded / cut to the sizes the generation needs
// Blob mode (bit 2 clear): sections (u16 length + bytes) opcode_table, control(_fast),
// control_slow (gen3/gen4 only), datapath, ops[]; then write-port operations of 7 bytes each
// (table, row, word, data u32).
//
// Invariants (blob mode), each against an expectation computed here from S003 and dve.hpp:
//   - load_set without validation succeeds or refuses with the structural code the sizes
//     call for (OPCODE_TABLE_SIZE, TABLE_SIZE), in the loader's order;
//   - with validation: the first content error in the documented order (FAST_ROW_RANGE /
//     SLOW_ROW_RANGE per slot, OP_NOT_DVE, NONZERO_MISMATCH) or success;
//   - make_set on the same bytes builds the same set;
//   - lookup of all 256 opcodes: DVE_DISABLED exactly for zero entries, fast/slow split at
//     the generation's bit, range errors by the rows, fetched words equal to the blob bytes
//     of those rows (nothing fetched on an error);
//   - each write-port access is refused exactly when its row/word is outside the table, and
//     the tables afterwards equal a shadow copy updated here; lookups then follow the shadow.
// JSON mode: load_info either succeeds with a consistent Info (generation 2..4, one file
// per table key, ops[] sorted and unique, set names unique) or throws LoadError with a
// loader code; load_set on it throws nothing but LoadError and, when the blob names are
// distinct, succeeds exactly when every ops[] entry is in the DVE roster.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "fuzz_common.hpp"
#include "tpb/dve.hpp"

namespace {

using tpb::Err;
using namespace tpb::dve;
namespace fs = std::filesystem;

// One temporary directory per process (never destroyed before the exit handler removes it).
const fs::path& workdir() {
  static const fs::path* dir = [] {
    const char* t = std::getenv("TMPDIR");
    std::string tmpl = std::string(t && *t ? t : "/tmp") + "/tpb_fuzz_dve_XXXXXX";
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back('\0');
    FUZZ_CHECK(mkdtemp(buf.data()) != nullptr, "cannot create a temporary directory from %s", tmpl.c_str());
    auto* p = new fs::path(buf.data());
    std::atexit([] {
      std::error_code ec;
      fs::remove_all(workdir(), ec);
    });
    return p;
  }();
  return *dir;
}

void write_file(const fs::path& p, const std::vector<uint8_t>& b) {
  std::ofstream f(p, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
  FUZZ_CHECK(f.good(), "cannot write %s", p.c_str());
}

struct Geo {  // S003 per generation, written here
  unsigned eb, split, fast, slow;
  bool shared;
};
Geo geo_for(unsigned gen) { return gen == 2 ? Geo{8, 7, 128, 128, true} : Geo{4, 8, 256, 256, false}; }

uint64_t entry_of(const std::vector<uint8_t>& blob, unsigned eb, unsigned k) {
  uint64_t v = 0;
  for (unsigned b = 0; b < eb; ++b) v |= uint64_t{blob[size_t(k) * eb + b]} << (8 * b);
  return v;
}

std::vector<uint8_t> row_of(const std::vector<uint8_t>& t, unsigned rows, uint64_t r) {
  const size_t rb = t.size() / rows;
  return std::vector<uint8_t>(t.begin() + r * rb, t.begin() + (r + 1) * rb);
}

bool is_dve(uint8_t op) { return tpb::route_of(op) == tpb::Route::DVE; }

std::vector<uint8_t> fit(std::vector<uint8_t> b, size_t n) {
  b.resize(n, 0);
  return b;
}
std::vector<uint8_t> fit_rows(std::vector<uint8_t> b, unsigned rows) {
  size_t n = b.size() / rows * rows;
  if (n == 0) n = rows;
  return fit(std::move(b), n);
}

std::string kind(const std::exception& e) {
  if (const auto* le = dynamic_cast<const LoadError*>(&e)) return load_err_name(le->code);
  return "not a LoadError";
}

// Lookup of every opcode against the raw tables (op, cf, cs, dp: shared -> cs unused).
void check_lookups(const TableSet& s, const Geo& g, unsigned fast_rows, unsigned slow_rows,
                   const std::vector<uint8_t>& op, const std::vector<uint8_t>& cf, const std::vector<uint8_t>& cs,
                   const std::vector<uint8_t>& dp) {
  const std::vector<uint8_t>& slow_t = g.shared ? cf : cs;
  for (unsigned k = 0; k < 256; ++k) {
    const ControlRecord r = lookup(s, static_cast<uint8_t>(k), k * 7);
    const uint64_t v = entry_of(op, g.eb, k);
    const uint64_t fast = v & ((uint64_t{1} << g.split) - 1), slow = v >> g.split;
    Err want = Err::OK;
    if (v == 0)
      want = Err::DVE_DISABLED;
    else if (fast >= fast_rows)
      want = Err::DVE_FAST_RANGE;
    else if (slow != 0 && slow >= slow_rows)
      want = Err::DVE_SLOW_RANGE;
    FUZZ_CHECK(r.index == k * 7 && r.opcode == k, "lookup %u: index/opcode", k);
    FUZZ_CHECK(r.err == want, "lookup %u (entry %llx, fast %llu slow %llu): %s, expected %s", k,
               (unsigned long long)v, (unsigned long long)fast, (unsigned long long)slow, tpb::err_name(r.err),
               tpb::err_name(want));
    if (v == 0) {
      FUZZ_CHECK(r.entry == 0 && r.fast_row == 0 && r.slow_row == 0, "disabled lookup %u carries rows", k);
    } else {
      FUZZ_CHECK(r.entry == v && r.fast_row == fast && r.slow_row == slow, "lookup %u: entry/rows", k);
    }
    if (want != Err::OK) {
      FUZZ_CHECK(!r.slow_fetched && r.fast_word.empty() && r.slow_word.empty() && r.dp_word.empty(),
                 "lookup %u refused (%s) but fetched a row", k, tpb::err_name(r.err));
      continue;
    }
    FUZZ_CHECK(r.fast_word == row_of(cf, fast_rows, fast), "lookup %u: fast word", k);
    FUZZ_CHECK(r.dp_word == row_of(dp, fast_rows, fast), "lookup %u: datapath word", k);
    FUZZ_CHECK(r.slow_fetched == (slow != 0), "lookup %u: slow_fetched", k);
    if (slow != 0)
      FUZZ_CHECK(r.slow_word == row_of(slow_t, g.shared ? fast_rows : slow_rows, slow), "lookup %u: slow word", k);
    else
      FUZZ_CHECK(r.slow_word.empty(), "lookup %u: slow word without a slow row", k);
  }
}

int blob_mode(unsigned gen, uint8_t mode, tpb_fuzz::Reader& in) {
  const Geo g = geo_for(gen);
  unsigned fast_rows = g.fast, slow_rows = g.slow;
  std::optional<Geometry> override_geo;
  const uint8_t b1 = in.u8(), b2 = in.u8();
  if (mode & 8) {
    fast_rows = 1 + b1 % (1u << g.split);
    slow_rows = g.shared ? fast_rows : 1 + b2;
    Geometry geo = Geometry::for_gen(gen);
    geo.fast_rows = fast_rows;
    geo.slow_rows = slow_rows;
    override_geo = geo;
  }
  std::vector<uint8_t> op = in.section(), cf = in.section(), cs = g.shared ? std::vector<uint8_t>{} : in.section(),
                       dp = in.section(), ops_raw = in.section();
  if (mode & 16) {
    op = fit(std::move(op), 256 * g.eb);
    cf = fit_rows(std::move(cf), fast_rows);
    if (!g.shared) cs = fit_rows(std::move(cs), slow_rows);
    dp = fit_rows(std::move(dp), fast_rows);
  }
  const fs::path dir = workdir();
  write_file(dir / "op.bin", op);
  write_file(dir / "cf.bin", cf);
  if (!g.shared) write_file(dir / "cs.bin", cs);
  write_file(dir / "dp.bin", dp);
  std::set<unsigned> ops(ops_raw.begin(), ops_raw.end());
  {
    std::ofstream j(dir / "dve_info.json", std::ios::trunc);
    j << "{\"generation\": " << gen << ", \"table_sets\": [{\"name\": \"f\", \"opcode_table\": \"op.bin\", ";
    if (g.shared)
      j << "\"control_table\": \"cf.bin\", ";
    else
      j << "\"control_fast_table\": \"cf.bin\", \"control_slow_table\": \"cs.bin\", ";
    j << "\"datapath_table\": \"dp.bin\", \"ops\": [";
    bool first = true;
    for (unsigned o : ops) {
      j << (first ? "" : ", ") << o;
      first = false;
    }
    j << "]}]}\n";
  }
  const Info info = load_info((dir / "dve_info.json").string());
  FUZZ_CHECK(info.gen == gen && info.sets.size() == 1, "harness-written dve_info.json read back wrong");

  // Structural expectation, in the loader's order.
  std::string want_struct = "OK";
  if (op.size() != 256u * g.eb)
    want_struct = "OPCODE_TABLE_SIZE";
  else if (cf.empty() || cf.size() % fast_rows)
    want_struct = "TABLE_SIZE";
  else if (!g.shared && (cs.empty() || cs.size() % slow_rows))
    want_struct = "TABLE_SIZE";
  else if (dp.empty() || dp.size() % fast_rows)
    want_struct = "TABLE_SIZE";

  std::optional<TableSet> raw;
  std::string got = "OK";
  try {
    raw = load_set(info, "f", override_geo, false);
  } catch (const std::exception& e) {
    got = kind(e);
  }
  FUZZ_CHECK(got == want_struct, "load_set (no validation): %s, expected %s", got.c_str(), want_struct.c_str());
  // make_set on the same bytes: same outcome, same set.
  std::optional<TableSet> made;
  std::string got_make = "OK";
  try {
    made = make_set(override_geo ? *override_geo : Geometry::for_gen(gen), "f", op, cf, cs, dp,
                    std::vector<uint8_t>(ops.begin(), ops.end()));
  } catch (const std::exception& e) {
    got_make = kind(e);
  }
  FUZZ_CHECK(got_make == want_struct, "make_set: %s, expected %s", got_make.c_str(), want_struct.c_str());
  if (!raw) return 0;
  FUZZ_CHECK(made->opcode_blob == raw->opcode_blob && made->control_fast.bytes == raw->control_fast.bytes &&
                 made->control_slow.bytes == raw->control_slow.bytes && made->datapath.bytes == raw->datapath.bytes &&
                 made->control_fast.row_bytes == raw->control_fast.row_bytes &&
                 made->datapath.row_bytes == raw->datapath.row_bytes && made->ops == raw->ops,
             "make_set and load_set built different sets");

  // Content expectation (validate's order): per slot fast then slow range, then ops[] roster,
  // then nonzero slots == ops[] + slot 0 (+ gen2 residents 147, 240..242).
  std::string want_valid = "OK";
  for (unsigned k = 0; k < 256 && want_valid == "OK"; ++k) {
    const uint64_t v = entry_of(op, g.eb, k);
    if (v == 0) continue;
    if ((v & ((uint64_t{1} << g.split) - 1)) >= fast_rows)
      want_valid = "FAST_ROW_RANGE";
    else if ((v >> g.split) != 0 && (v >> g.split) >= slow_rows)
      want_valid = "SLOW_ROW_RANGE";
  }
  if (want_valid == "OK")
    for (unsigned o : ops)
      if (!is_dve(static_cast<uint8_t>(o))) want_valid = "OP_NOT_DVE";
  if (want_valid == "OK") {
    const std::set<unsigned> residents = gen == 2 ? std::set<unsigned>{147, 240, 241, 242} : std::set<unsigned>{};
    bool mismatch = entry_of(op, g.eb, 0) == 0;
    for (unsigned k = 1; k < 256; ++k) {
      const bool nz = entry_of(op, g.eb, k) != 0;
      if (nz && !ops.count(k) && !residents.count(k)) mismatch = true;
      if (!nz && ops.count(k)) mismatch = true;
    }
    if (mismatch) want_valid = "NONZERO_MISMATCH";
  }
  std::string got_valid = "OK";
  try {
    load_set(info, "f", override_geo, true);
  } catch (const std::exception& e) {
    got_valid = kind(e);
  }
  FUZZ_CHECK(got_valid == want_valid, "load_set (validated): %s, expected %s", got_valid.c_str(), want_valid.c_str());

  check_lookups(*raw, g, fast_rows, slow_rows, op, cf, cs, dp);

  // The write port, against a shadow copy.
  Sequencer seq(*raw);
  const unsigned rbf = static_cast<unsigned>(cf.size() / fast_rows), rbd = static_cast<unsigned>(dp.size() / fast_rows);
  const unsigned rbs = g.shared ? 0 : static_cast<unsigned>(cs.size() / slow_rows);
  for (int n = 0; n < 64 && in.left() >= 7; ++n) {
    const unsigned sel = in.u8() & 3, row = in.u8(), word = in.u8() % 8;
    const uint32_t d = in.u32();
    std::vector<uint8_t>* t = nullptr;
    unsigned rows = 0, rb = 0;
    switch (sel) {
      case 0: t = &op; rows = 256; rb = g.eb; break;
      case 1: t = &cf; rows = fast_rows; rb = rbf; break;
      case 2: t = &cs; rows = g.shared ? 0 : slow_rows; rb = rbs; break;
      default: t = &dp; rows = fast_rows; rb = rbd; break;
    }
    const bool ok = row < rows && word < (rb + 3) / 4;
    FUZZ_CHECK(seq.write(static_cast<TableSel>(sel), row, word, d) == ok, "write table %u row %u word %u: %s", sel,
               row, word, ok ? "refused" : "accepted");
    if (ok)
      for (unsigned b = 0; b < 4; ++b)
        if (word * 4 + b < rb) (*t)[size_t(row) * rb + word * 4 + b] = static_cast<uint8_t>(d >> (8 * b));
  }
  const TableSet& s = seq.set();
  FUZZ_CHECK(s.opcode_blob == op && s.control_fast.bytes == cf && s.datapath.bytes == dp &&
                 (g.shared || s.control_slow.bytes == cs),
             "the tables after the write port differ from the shadow copy");
  check_lookups(s, g, fast_rows, slow_rows, op, cf, cs, dp);
  return 0;
}

bool plain_name(const std::string& n) {
  if (n.empty() || n.size() > 64 || n == "." || n == ".." || n == "dve_info.json") return false;
  for (char c : n)
    if (c == '/' || c == '\\' || c == '\0') return false;
  return true;
}

int json_mode(tpb_fuzz::Reader& in) {
  const std::vector<uint8_t> text = in.rest();
  // Only names inside the work directory: no path separators, no escapes that could spell one.
  for (uint8_t c : text)
    if (c == '/' || c == '\\' || c == 0) return -1;
  const fs::path dir = workdir();
  const fs::path json = dir / "dve_info.json";
  write_file(json, text);
  Info info;
  try {
    info = load_info(json.string());
  } catch (const LoadError& e) {
    FUZZ_CHECK(e.code == LoadErr::BAD_JSON || e.code == LoadErr::BAD_SCHEMA || e.code == LoadErr::BAD_GENERATION,
               "load_info refused with %s", load_err_name(e.code));
    return 0;
  } catch (const std::exception& e) {
    FUZZ_CHECK(false, "load_info threw something other than LoadError: %s", e.what());
  }
  FUZZ_CHECK(info.gen >= 2 && info.gen <= 4, "generation %u accepted", info.gen);
  const Geometry geo = Geometry::for_gen(info.gen);
  const Geo g = geo_for(info.gen);
  std::set<std::string> names;
  std::map<std::string, unsigned> role;  // file -> table key index (-> size)
  bool distinct = true;
  for (const auto& s : info.sets) {
    FUZZ_CHECK(names.insert(s.name).second, "set '%s' accepted twice", s.name.c_str());
    FUZZ_CHECK(s.files.size() == geo.table_keys().size(), "set '%s' has %zu files", s.name.c_str(), s.files.size());
    FUZZ_CHECK(std::is_sorted(s.ops.begin(), s.ops.end()) &&
                   std::adjacent_find(s.ops.begin(), s.ops.end()) == s.ops.end(),
               "set '%s': ops[] not sorted and unique", s.name.c_str());
    for (size_t k = 0; k < s.files.size(); ++k) {
      if (!plain_name(s.files[k])) {
        distinct = false;
        continue;
      }
      auto [it, fresh] = role.emplace(s.files[k], static_cast<unsigned>(k));
      if (!fresh) distinct = false;  // one file in two roles or two sets
    }
  }
  // The blobs the sets name: the right sizes, slot 0 and every op enabled with fast row 1.
  std::vector<fs::path> written;
  for (const auto& [name, k] : role) {
    std::vector<uint8_t> b;
    if (k == 0) {
      b.assign(256 * g.eb, 0);
      b[0] = 1;
    } else {
      b.assign(size_t{g.fast} * 4, static_cast<uint8_t>(k));
    }
    write_file(dir / name, b);
    written.push_back(dir / name);
  }
  for (const auto& s : info.sets) {
    // Per set, the op entries (a shared opcode file takes the union, so only when distinct).
    if (distinct) {
      std::vector<uint8_t> b(256 * g.eb, 0);
      b[0] = 1;
      for (uint8_t o : s.ops) b[size_t(o) * g.eb] = 1;
      write_file(dir / s.files[0], b);
    }
    std::string got = "OK";
    try {
      load_set(info, s.name);
    } catch (const LoadError& e) {
      got = load_err_name(e.code);
    } catch (const std::exception& e) {
      FUZZ_CHECK(false, "load_set threw something other than LoadError: %s", e.what());
    }
    if (distinct) {
      const bool roster = std::all_of(s.ops.begin(), s.ops.end(), is_dve);
      const std::string want = roster ? "OK" : "OP_NOT_DVE";
      FUZZ_CHECK(got == want, "set '%s': load_set %s, expected %s", s.name.c_str(), got.c_str(), want.c_str());
    }
  }
  for (const auto& p : written) fs::remove(p);
  return 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  tpb_fuzz::Reader in(data, size);
  const uint8_t mode = in.u8();
  const unsigned gen = 2 + (mode & 3) % 3;
  return (mode & 4) ? json_mode(in) : blob_mode(gen, mode, in);
}
