// DVE table-set loader, lookup errors, stream membership check and the write port.
// Each loader error is provoked on a temporary copy of a fixture set.
#include <stdlib.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tpb/dve.hpp"
#include "source_dir.hpp"

using namespace tpb;
using namespace tpb::dve;
namespace fs = std::filesystem;

namespace {

/// A writable copy of tests/fixtures/dve/gen<N>/ in a fresh temporary directory.
struct TmpSet {
  fs::path dir;
  explicit TmpSet(unsigned gen) {
    std::string tmpl = (fs::temp_directory_path() / "tpb_dve_XXXXXX").string();
    REQUIRE(mkdtemp(tmpl.data()) != nullptr);
    dir = tmpl;
    const fs::path src = fs::path(tpb_source_dir()) / "tests/fixtures/dve" / ("gen" + std::to_string(gen));
    for (const auto& e : fs::directory_iterator(src))
      if (e.path().extension() != ".hex") fs::copy_file(e.path(), dir / e.path().filename());
  }
  ~TmpSet() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  std::string info() const { return (dir / "dve_info.json").string(); }
  std::vector<uint8_t> read(const std::string& f) const {
    std::ifstream in(dir / f, std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  void write(const std::string& f, const std::vector<uint8_t>& b) const {
    std::ofstream out(dir / f, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size()));
  }
  void write_text(const std::string& f, const std::string& t) const {
    std::ofstream out(dir / f, std::ios::trunc);
    out << t;
  }
  void edit_json(const std::function<void(nlohmann::json&)>& fn) const {
    std::ifstream in(dir / "dve_info.json");
    nlohmann::json j = nlohmann::json::parse(in);
    fn(j);
    write_text("dve_info.json", j.dump(1));
  }
  /// Set slot k of <set>_opcode_table.bin to v (little-endian, the file's stride).
  void set_entry(const std::string& set, unsigned k, uint64_t v) const {
    auto b = read(set + "_opcode_table.bin");
    const size_t stride = b.size() / 256;
    for (size_t i = 0; i < stride; ++i) b[k * stride + i] = uint8_t(i < 8 ? v >> (8 * i) : 0);
    write(set + "_opcode_table.bin", b);
  }
};

/// Runs fn, requires a LoadError with `code`, returns its message.
std::string load_error(const std::function<void()>& fn, LoadErr code) {
  try {
    fn();
  } catch (const LoadError& e) {
    CHECK(load_err_name(e.code) == std::string(load_err_name(code)));
    return e.what();
  }
  FAIL("no LoadError thrown, expected " << load_err_name(code));
  return {};
}

/// Loading set `set` of t must fail with `code`; returns the message.
std::string set_refused(const TmpSet& t, LoadErr code, const std::string& set = "default") {
  return load_error([&] { load_set(t.info(), set); }, code);
}

/// A gen-`gen` set with one opcode-table entry replaced must fail with `code`; returns the message.
std::string entry_refused(unsigned gen, unsigned slot, uint64_t entry, LoadErr code) {
  TmpSet t(gen);
  t.set_entry("default", slot, entry);
  return set_refused(t, code);
}

}  // namespace

TEST_CASE("field map DVE error block: DVE_DISABLED 32, DVE_FAST_RANGE 33, DVE_SLOW_RANGE 34", "[dve][loader]") {
  CHECK(static_cast<unsigned>(Err::DVE_DISABLED) == 32);
  CHECK(static_cast<unsigned>(Err::DVE_FAST_RANGE) == 33);
  CHECK(static_cast<unsigned>(Err::DVE_SLOW_RANGE) == 34);
  CHECK(std::string(err_name(Err::DVE_DISABLED)) == "DVE_DISABLED");
}

TEST_CASE("every fixture set loads and validates (S003 §1(b) membership, §3 ranges)", "[dve][loader]") {
  for (unsigned gen : {2u, 3u, 4u}) {
    const std::string path = std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen" + std::to_string(gen) + "/dve_info.json";
    Info info = load_info(path);
    CHECK(info.gen == gen);
    REQUIRE_FALSE(info.sets.empty());
    for (const auto& si : info.sets) {
      TableSet s = load_set(info, si.name);
      CHECK(s.geo.gen == gen);
      CHECK(s.opcode_blob.size() == (gen == 2 ? 2048u : 1024u));
      CHECK_NOTHROW(validate(s));
      // name_source (optional key): who named the set, the seed or the project.
      CHECK((si.name_source == "S003" || si.name_source == "PROJECT"));
      CHECK(s.name_source == si.name_source);
    }
  }
}

TEST_CASE("loader: name_source, when present, must be a string", "[dve][loader]") {
  TmpSet t(4);
  t.edit_json([](nlohmann::json& j) { j["table_sets"][0]["name_source"] = 3; });
  auto msg = load_error([&] { load_info(t.info()); }, LoadErr::BAD_SCHEMA);
  CHECK_THAT(msg, Catch::Contains("name_source"));
  t.edit_json([](nlohmann::json& j) { j["table_sets"][0].erase("name_source"); });
  CHECK(load_info(t.info()).sets[0].name_source.empty());
}

TEST_CASE("loader: opcode table size must be 2048 (gen2) or 1024 (gen3/gen4) and nothing else (S003 §5 parser)", "[dve][loader]") {
  SECTION("gen3 truncated to 1020 bytes") {
    TmpSet t(3);
    auto b = t.read("default_opcode_table.bin");
    b.resize(1020);
    t.write("default_opcode_table.bin", b);
    auto msg = set_refused(t, LoadErr::OPCODE_TABLE_SIZE);
    CHECK_THAT(msg, Catch::Contains("1020"));
  }
  SECTION("gen3 set carrying a gen2-sized 2048-byte table") {
    TmpSet t(3);
    auto b = t.read("default_opcode_table.bin");
    b.resize(2048, 0);
    t.write("default_opcode_table.bin", b);
    set_refused(t, LoadErr::OPCODE_TABLE_SIZE);
  }
  SECTION("gen2 set carrying a 1024-byte table") {
    TmpSet t(2);
    auto b = t.read("default_opcode_table.bin");
    b.resize(1024);
    t.write("default_opcode_table.bin", b);
    set_refused(t, LoadErr::OPCODE_TABLE_SIZE);
  }
}

TEST_CASE("loader: a control/datapath table must be a nonzero multiple of its row count", "[dve][loader]") {
  SECTION("gen3 control_fast 256 rows: 2052 bytes") {
    TmpSet t(3);
    auto b = t.read("default_control_fast_table.bin");
    b.resize(b.size() + 4, 0);
    t.write("default_control_fast_table.bin", b);
    auto msg = set_refused(t, LoadErr::TABLE_SIZE);
    CHECK_THAT(msg, Catch::Contains("256 rows"));
  }
  SECTION("gen2 combined control_table 128 rows: 1000 bytes") {
    TmpSet t(2);
    auto b = t.read("default_control_table.bin");
    b.resize(1000);
    t.write("default_control_table.bin", b);
    set_refused(t, LoadErr::TABLE_SIZE);
  }
  SECTION("gen4 empty datapath table") {
    TmpSet t(4);
    t.write("saturate_datapath_table.bin", {});
    set_refused(t, LoadErr::TABLE_SIZE, "saturate");
  }
  SECTION("row width comes from the file: a 256 x 4 B control_slow loads with 4-byte rows") {
    TmpSet t(3);
    auto b = t.read("default_control_slow_table.bin");
    std::vector<uint8_t> narrow(256 * 4);
    for (unsigned r = 0; r < 256; ++r)
      for (unsigned i = 0; i < 4; ++i) narrow[r * 4 + i] = b[r * 8 + i];
    t.write("default_control_slow_table.bin", narrow);
    TableSet s = load_set(t.info(), "default");
    CHECK(s.control_slow.row_bytes == 4);
    CHECK(lookup(s, 65).slow_word.size() == 4);
  }
}

TEST_CASE("loader: fast row outside the control table (geometry with a 64-row control_fast)", "[dve][loader]") {
  // With the S003 geometry the fast field (7 bits on a 128-row table, 8 bits on a 256-row
  // table) cannot leave its table; a smaller table (an FPGA build's FastRows) can.
  Geometry g = Geometry::for_gen(3);
  g.fast_rows = 64;
  TmpSet t(3);
  // Rebuild the tables at 64 rows so only the entries are at fault.
  for (const char* f : {"default_control_fast_table.bin", "default_datapath_table.bin"}) {
    auto b = t.read(f);
    b.resize(b.size() / 4);
    t.write(f, b);
  }
  auto msg = load_error([&] { load_set(load_info(t.info()), "default", g); }, LoadErr::FAST_ROW_RANGE);
  CHECK_THAT(msg, Catch::Contains("64-row"));
  // Unvalidated, the lookup reports the same condition per instruction (the RTL's error).
  TableSet s = load_set(load_info(t.info()), "default", g, false);
  auto r = lookup(s, 234);  // SelectReduce fast 125 (S003 §1(c))
  CHECK(r.err == Err::DVE_FAST_RANGE);
  CHECK(r.fast_row == 125);
  CHECK(r.fast_word.empty());
  CHECK(r.dp_word.empty());
  CHECK(lookup(s, 70).err == Err::OK);  // Copy fast 32 is inside 64 rows
}

TEST_CASE("loader: slow row outside the control_slow table", "[dve][loader]") {
  SECTION("gen3: entry 0x12345 selects slow row 0x123 = 291 of 256") {
    auto msg = entry_refused(3, 70, 0x12345, LoadErr::SLOW_ROW_RANGE);
    CHECK_THAT(msg, Catch::Contains("slot 70"));
  }
  SECTION("gen2: slow_idx 200 of the 128-row combined table") {
    entry_refused(2, 70, (200ull << 7) | 5, LoadErr::SLOW_ROW_RANGE);
  }
}

TEST_CASE("loader: nonzero slots must equal ops[] + slot 0 (S003 §1(b)), gen2 may carry residents 147/240/241/242", "[dve][loader]") {
  SECTION("an op of ops[] with a zero entry") {
    auto msg = entry_refused(3, 70, 0, LoadErr::NONZERO_MISMATCH);
    CHECK_THAT(msg, Catch::Contains("in ops[] but zero (disabled): 70"));
  }
  SECTION("gen3 slot 241 nonzero (a gen2-only resident) is not allowed on gen3") {
    auto msg = entry_refused(3, 241, 0x074, LoadErr::NONZERO_MISMATCH);
    CHECK_THAT(msg, Catch::Contains("nonzero but not in ops[]: 241"));
  }
  SECTION("gen2 slot 243 is not a resident") {
    entry_refused(2, 243, 0x10, LoadErr::NONZERO_MISMATCH);
  }
  SECTION("slot 0 (idle/reset descriptor) zero") {
    auto msg = entry_refused(4, 0, 0, LoadErr::NONZERO_MISMATCH);
    CHECK_THAT(msg, Catch::Contains("slot 0"));
  }
  SECTION("gen2 without its residents still loads (residents are optional)") {
    TmpSet t(2);
    for (unsigned k : {147u, 240u, 241u, 242u}) t.set_entry("default", k, 0);
    TableSet s = load_set(t.info(), "default");
    CHECK(s.residents().empty());
  }
}

TEST_CASE("loader: ops[] outside the field map's DVE roster", "[dve][loader]") {
  TmpSet t(3);
  t.edit_json([](nlohmann::json& j) { j["table_sets"][0]["ops"].push_back(0xBF); });
  t.set_entry("default", 0xBF, 0x33);
  auto msg = set_refused(t, LoadErr::OP_NOT_DVE);
  CHECK_THAT(msg, Catch::Contains("191"));
}

TEST_CASE("loader: missing files", "[dve][loader]") {
  SECTION("dve_info.json") {
    load_error([] { load_info("/nonexistent/dve_info.json"); }, LoadErr::FILE_MISSING);
  }
  SECTION("a table blob") {
    TmpSet t(3);
    fs::remove(t.dir / "default_datapath_table.bin");
    auto msg = set_refused(t, LoadErr::FILE_MISSING);
    CHECK_THAT(msg, Catch::Contains("default_datapath_table.bin"));
  }
}

TEST_CASE("loader: bad JSON and schema errors", "[dve][loader]") {
  SECTION("not JSON") {
    TmpSet t(3);
    t.write_text("dve_info.json", "{ \"generation\": 3, ");
    load_error([&] { load_info(t.info()); }, LoadErr::BAD_JSON);
  }
  SECTION("generation 5") {
    TmpSet t(3);
    t.edit_json([](nlohmann::json& j) { j["generation"] = 5; });
    load_error([&] { load_info(t.info()); }, LoadErr::BAD_GENERATION);
  }
  SECTION("gen3 with the gen2 three-key schema (S003 §3: 3 keys -> 4 keys at gen3)") {
    TmpSet t(3);
    t.edit_json([](nlohmann::json& j) { j["dve_table_keys"] = {"opcode_table", "control_table", "datapath_table"}; });
    load_error([&] { load_info(t.info()); }, LoadErr::BAD_SCHEMA);
  }
  SECTION("a set without control_slow_table") {
    TmpSet t(3);
    t.edit_json([](nlohmann::json& j) { j["table_sets"][0].erase("control_slow_table"); });
    auto msg = load_error([&] { load_info(t.info()); }, LoadErr::BAD_SCHEMA);
    CHECK_THAT(msg, Catch::Contains("control_slow_table"));
  }
  SECTION("ops[] with 300") {
    TmpSet t(3);
    t.edit_json([](nlohmann::json& j) { j["table_sets"][0]["ops"].push_back(300); });
    load_error([&] { load_info(t.info()); }, LoadErr::BAD_SCHEMA);
  }
  SECTION("ops[] with a duplicate") {
    TmpSet t(3);
    t.edit_json([](nlohmann::json& j) { j["table_sets"][0]["ops"].push_back(65); });
    load_error([&] { load_info(t.info()); }, LoadErr::BAD_SCHEMA);
  }
  SECTION("unknown set name lists the sets") {
    const std::string path = std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen4/dve_info.json";
    auto msg = load_error([&] { load_set(path, "transformer"); }, LoadErr::UNKNOWN_SET);
    CHECK_THAT(msg, Catch::Contains("default, saturate"));
  }
}

TEST_CASE("stream check (S003 §6 checkMissingOpcodes): refused with every missing opcode listed", "[dve][loader]") {
  const TableSet s = load_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen3/dve_info.json", "default");
  std::vector<Word> words = {encode_dve(65, Sync{}), encode_dve(138, Sync{}), encode_dve(70, Sync{}),
                             encode_dve(226, Sync{}), encode_dve(138, Sync{})};
  words.push_back(Word{});  // a non-DVE word (opcode 0x00) is not a DVE opcode: ignored
  words.back()[0] = 0xBF;
  CHECK(dve_opcodes_of(words) == std::vector<uint8_t>{65, 70, 138, 226});
  CHECK(missing_opcodes(s, std::vector<uint8_t>{65, 70, 138, 226}) == std::vector<uint8_t>{138, 226});
  auto msg = load_error([&] { check_missing_opcodes(s, std::span<const Word>(words)); }, LoadErr::MISSING_OPCODES);
  // 226 is a SYNTHETIC opcode (field map synthetic_ops): the message names it so.
  CHECK_THAT(msg, Catch::Contains("dve_info.json is missing a DVE opcodes table that contains union of: 138 dve138, 226 synthetic226"));
  CHECK_THAT(msg, Catch::Contains("lacks 2 opcodes"));
  // A stream covered by ops[] passes.
  std::vector<Word> ok = {encode_dve(65, Sync{}), encode_dve(234, Sync{})};
  CHECK_NOTHROW(check_missing_opcodes(s, std::span<const Word>(ok)));
  // The same stream on gen4 (roster 59 with 138 and 226) passes.
  const TableSet g4 = load_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen4/dve_info.json", "default");
  CHECK_NOTHROW(check_missing_opcodes(g4, std::span<const Word>(words)));
}

TEST_CASE("lookup: entry 0 is a disabled opcode -> DVE_DISABLED, nothing fetched (S003 §1)", "[dve][lookup]") {
  const TableSet s = load_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen3/dve_info.json", "default");
  auto r = lookup(s, 159, 7);  // EngineNop: dropped at gen3
  CHECK(r.err == Err::DVE_DISABLED);
  CHECK(r.index == 7);
  CHECK(r.opcode == 159);
  CHECK(r.entry == 0);
  CHECK(r.fast_row == 0);
  CHECK(r.slow_row == 0);
  CHECK_FALSE(r.slow_fetched);
  CHECK(r.fast_word.empty());
  CHECK(r.slow_word.empty());
  CHECK(r.dp_word.empty());
  unsigned disabled = 0;
  for (unsigned k = 0; k < 256; ++k) disabled += lookup(s, uint8_t(k)).err == Err::DVE_DISABLED;
  CHECK(disabled == 256 - 53);
}

TEST_CASE("lookup: an unvalidated entry with slow row 291 -> DVE_SLOW_RANGE, nothing fetched", "[dve][lookup]") {
  TableSet s = load_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen3/dve_info.json", "default");
  s.set_entry(70, 0x12345);
  auto r = lookup(s, 70);
  CHECK(r.err == Err::DVE_SLOW_RANGE);
  CHECK(r.entry == 0x12345);
  CHECK(r.fast_row == 0x45);
  CHECK(r.slow_row == 0x123);
  CHECK(r.fast_word.empty());
  CHECK_FALSE(r.slow_fetched);
}

TEST_CASE("lookup: gen2 fetches control_table[row], control_table[slow_idx] when slow != 0, datapath[row]", "[dve][lookup]") {
  const TableSet s = load_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen2/dve_info.json", "default");
  auto r = lookup(s, 106);  // 0x281: row 1, slow_idx 5 (S003 §3, §4)
  CHECK(r.err == Err::OK);
  CHECK(r.fast_row == 1);
  CHECK(r.slow_row == 5);
  auto c1 = s.control_fast.row(1), c5 = s.control_fast.row(5), d1 = s.datapath.row(1);
  CHECK(r.fast_word == std::vector<uint8_t>(c1.begin(), c1.end()));
  CHECK(r.slow_word == std::vector<uint8_t>(c5.begin(), c5.end()));
  CHECK(r.dp_word == std::vector<uint8_t>(d1.begin(), d1.end()));
  CHECK(r.fast_word.size() == s.control_fast.row_bytes);
}

TEST_CASE("write port: 32-bit words into any table, bad addresses refused (the RTL's tbl_wbad_o)", "[dve][lookup]") {
  Sequencer q(load_set(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen2/dve_info.json", "default"));
  CHECK(q.words_per_row(TableSel::OPCODE) == 2);  // u64 entries: two words
  CHECK(q.words_per_row(TableSel::CONTROL_SLOW) == 0);  // gen2: no separate slow table
  CHECK_FALSE(q.write(TableSel::CONTROL_SLOW, 0, 0, 1));
  CHECK_FALSE(q.write(TableSel::CONTROL_FAST, 128, 0, 1));
  CHECK_FALSE(q.write(TableSel::OPCODE, 70, 2, 1));
  CHECK(q.write(TableSel::OPCODE, 70, 0, 0x00000000));
  CHECK(q.step(70, 1).err == Err::DVE_DISABLED);
  CHECK(q.write(TableSel::OPCODE, 70, 1, 0x00000001));  // bit 32: slow_idx 2^25, out of range
  auto r = q.step(70, 2);
  CHECK(r.err == Err::DVE_SLOW_RANGE);
  CHECK(r.entry == 0x100000000ull);
  CHECK(q.write(TableSel::OPCODE, 70, 1, 0));
  CHECK(q.write(TableSel::OPCODE, 70, 0, 0x105));  // row 5, slow_idx 2
  CHECK(q.write(TableSel::CONTROL_FAST, 5, 1, 0xdeadbeef));
  r = q.step(70, 3);
  CHECK(r.err == Err::OK);
  CHECK(r.fast_row == 5);
  CHECK(r.slow_row == 2);
  REQUIRE(r.fast_word.size() == 8);
  CHECK(r.fast_word[4] == 0xef);
  CHECK(r.fast_word[7] == 0xde);
}

TEST_CASE("geometry: S003 §2/§3 per generation / other generations refused", "[dve][lookup]") {
  auto g2 = Geometry::for_gen(2), g3 = Geometry::for_gen(3), g4 = Geometry::for_gen(4);
  CHECK(g2.entry_bytes == 8);
  CHECK(g2.split_bit == 7);
  CHECK(g2.fast_rows == 128);
  CHECK(g3.entry_bytes == 4);
  CHECK(g3.split_bit == 8);
  CHECK(g3.fast_rows == 256);
  CHECK(g4.slow_rows == 256);
  CHECK(g2.table_keys().size() == 3);
  CHECK(g3.table_keys().size() == 4);
  CHECK_THROWS_AS(Geometry::for_gen(5), std::invalid_argument);
  CHECK(split(g2, 0x9cf).fast == 0x4f);
  CHECK(split(g2, 0x9cf).slow == 19);
  CHECK(split(g3, 0x3008).fast == 8);
  CHECK(split(g3, 0x3008).slow == 48);
}
