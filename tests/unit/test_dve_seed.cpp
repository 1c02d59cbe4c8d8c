// S003 (DVE On-Device Microcode - opcode_table) facts, asserted on the committed fixtures
// tests/fixtures/dve/ (written by scripts/make_dve_fixtures.py). Every test names the
// section and the bytes it checks.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "source_dir.hpp"

using namespace tpb;
using namespace tpb::dve;

namespace {

std::string fixture(unsigned gen) {
  return std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen" + std::to_string(gen) + "/dve_info.json";
}

const TableSet& set_of(unsigned gen, const std::string& name) {
  static std::map<std::string, TableSet> cache;
  const std::string key = std::to_string(gen) + "/" + name;
  auto it = cache.find(key);
  if (it == cache.end()) it = cache.emplace(key, load_set(fixture(gen), name)).first;
  return it->second;
}

/// Each (slot, entry) pair of the seed's table values, checked one by one.
void check_entries(const TableSet& s, std::initializer_list<std::pair<unsigned, uint64_t>> want) {
  for (const auto& [slot, entry] : want) {
    INFO("slot " << slot);
    CHECK(s.entry(slot) == entry);
  }
}

std::vector<uint8_t> file_bytes(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

std::vector<uint8_t> blob(unsigned gen, const std::string& name) {
  return file_bytes(std::string(tpb_source_dir()) + "/tests/fixtures/dve/gen" + std::to_string(gen) + "/" + name);
}

std::set<unsigned> as_set(const std::vector<uint8_t>& v) { return {v.begin(), v.end()}; }

std::set<unsigned> minus(const std::set<unsigned>& a, const std::set<unsigned>& b) {
  std::set<unsigned> r;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::inserter(r, r.end()));
  return r;
}

/// Every table set of a generation's fixture, in file order.
std::vector<const TableSet*> all_sets(unsigned gen) {
  std::vector<const TableSet*> out;
  for (const auto& si : load_info(fixture(gen)).sets) out.push_back(&set_of(gen, si.name));
  return out;
}

bool row_used(const Table& t, uint64_t r) {
  auto row = t.row(r);
  return !row.empty() && std::any_of(row.begin(), row.end(), [](uint8_t b) { return b != 0; });
}

}  // namespace

// ---------------------------------------------------------------------------- §1(c), §5
TEST_CASE("S003 §1(c)/§5: gen3 default raw bytes at opcode x 4 (0x104, 0x118, 0x124, 0x198, 0x3A8)", "[dve][seed]") {
  const auto b = blob(3, "default_opcode_table.bin");
  REQUIRE(b.size() == 1024);
  auto at = [&](size_t off) { return std::vector<uint8_t>(b.begin() + off, b.begin() + off + 4); };
  CHECK(at(0x104) == std::vector<uint8_t>{0x08, 0x30, 0x00, 0x00});  // op65 TensorTensorArithOp
  CHECK(at(0x118) == std::vector<uint8_t>{0x20, 0x00, 0x00, 0x00});  // op70 Copy
  CHECK(at(0x124) == std::vector<uint8_t>{0x30, 0x06, 0x00, 0x00});  // op73 Memset
  CHECK(at(0x198) == std::vector<uint8_t>{0x45, 0x26, 0x00, 0x00});  // op102 LoadParameterRam
  CHECK(at(0x3A8) == std::vector<uint8_t>{0x7d, 0x00, 0x00, 0x00});  // op234 SelectReduce
  // The index is the opcode: offset = opcode * stride.
  CHECK(65 * 4 == 0x104);
  CHECK(73 * 4 == 0x124);
  CHECK(234 * 4 == 0x3A8);
}

TEST_CASE("S003 §5 worked decode: 70 -> fast 32 slow 0 / 65 -> fast 8 slow 48 / 102 -> fast 69 slow 38", "[dve][seed]") {
  const auto& s = set_of(3, "default");
  auto r70 = lookup(s, 70);
  CHECK(r70.err == Err::OK);
  CHECK(r70.entry == 0x20);
  CHECK(r70.fast_row == 32);
  CHECK(r70.slow_row == 0);
  CHECK_FALSE(r70.slow_fetched);  // fast-only: control_fast[32] and datapath[32] only
  CHECK(r70.slow_word.empty());

  auto r65 = lookup(s, 65);
  CHECK(r65.entry == 0x3008);
  CHECK(r65.fast_row == 8);
  CHECK(r65.slow_row == 48);
  CHECK(r65.slow_fetched);  // multi-cycle: control_fast[8] AND control_slow[48], datapath keyed by 8
  auto fast8 = s.control_fast.row(8);
  auto slow48 = s.control_slow.row(48);
  auto dp8 = s.datapath.row(8);
  CHECK(r65.fast_word == std::vector<uint8_t>(fast8.begin(), fast8.end()));
  CHECK(r65.slow_word == std::vector<uint8_t>(slow48.begin(), slow48.end()));
  CHECK(r65.dp_word == std::vector<uint8_t>(dp8.begin(), dp8.end()));

  auto r102 = lookup(s, 102);
  CHECK(r102.entry == 0x2645);
  CHECK(r102.fast_row == 69);
  CHECK(r102.slow_row == 38);
}

TEST_CASE("S003 §5: op81 carries the identical descriptor 0x3008 as op65 / op105 shares fast stub 69 with slow 22", "[dve][seed]") {
  const auto& s = set_of(3, "default");
  CHECK(s.entry(81) == 0x3008);
  CHECK(lookup(s, 81).fast_word == lookup(s, 65).fast_word);
  CHECK(lookup(s, 81).slow_word == lookup(s, 65).slow_word);
  auto r105 = lookup(s, 105);
  CHECK(r105.fast_row == 69);
  CHECK(r105.slow_row == 22);
  CHECK(r105.fast_word == lookup(s, 102).fast_word);
}

TEST_CASE("S003 §1(c): Memset 73 = 0x630 -> fast 48 slow 6 / SelectReduce 234 = 0x7d -> fast 125 slow 0", "[dve][seed]") {
  const auto& s = set_of(3, "default");
  auto m = lookup(s, 73);
  CHECK(m.entry == 0x630);
  CHECK(m.fast_row == 48);
  CHECK(m.slow_row == 6);
  auto sr = lookup(s, 234);
  CHECK(sr.entry == 0x7d);
  CHECK(sr.fast_row == 125);
  CHECK(sr.slow_row == 0);
}

// ---------------------------------------------------------------------------- §1(b)
TEST_CASE("S003 §1(b): gen3 default nonzero slots are exactly the listed 53 (52 ops + idle slot 0)", "[dve][seed]") {
  const std::set<unsigned> listed = {0,   65,  66,  67,  68,  69,  70,  71,  72,  73,  77,  78,  81,  82,
                                     83,  84,  88,  94,  96,  97,  98,  99,  100, 101, 102, 105, 106, 107,
                                     108, 109, 110, 111, 114, 127, 130, 131, 132, 142, 147, 148, 152, 153,
                                     154, 155, 157, 158, 188, 229, 230, 232, 233, 234, 240};
  const auto& s = set_of(3, "default");
  CHECK(listed.size() == 53);
  CHECK(as_set(s.nonzero_slots()) == listed);
  CHECK(s.ops.size() == 52);
  CHECK(minus(as_set(s.nonzero_slots()), as_set(s.ops)) == std::set<unsigned>{0});  // nonzero - ops = {0}
  CHECK(minus(as_set(s.ops), as_set(s.nonzero_slots())).empty());                  // ops - nonzero = {}
}

TEST_CASE("S003 §1(b): gen2 |ops| 46 |nonzero| 51, nonzero - ops = {0,147,240,241,242} / gen4 59/60, {0}", "[dve][seed]") {
  const auto& g2 = set_of(2, "default");
  CHECK(g2.ops.size() == 46);
  CHECK(g2.nonzero_slots().size() == 51);
  CHECK(minus(as_set(g2.nonzero_slots()), as_set(g2.ops)) == std::set<unsigned>{0, 147, 240, 241, 242});
  CHECK(minus(as_set(g2.ops), as_set(g2.nonzero_slots())).empty());
  CHECK(as_set(g2.residents()) == std::set<unsigned>{147, 240, 241, 242});
  for (const char* name : {"default", "saturate"}) {
    const auto& g4 = set_of(4, name);
    CHECK(g4.ops.size() == 59);
    CHECK(g4.nonzero_slots().size() == 60);
    CHECK(minus(as_set(g4.nonzero_slots()), as_set(g4.ops)) == std::set<unsigned>{0});
    CHECK(g4.residents().empty());
  }
}

TEST_CASE("S003 1.11 roster growth 46 -> 52 -> 59 across gen2/gen3/gen4 default", "[dve][seed]") {
  CHECK(set_of(2, "default").ops.size() == 46);
  CHECK(set_of(3, "default").ops.size() == 52);
  CHECK(set_of(4, "default").ops.size() == 59);
}

// ---------------------------------------------------------------------------- §2
TEST_CASE("S003 §2: stride = filesize / 256 (2048/256 = 8 gen2, 1024/256 = 4 gen3/gen4), never / opcode count", "[dve][seed]") {
  const auto g2 = blob(2, "default_opcode_table.bin");
  const auto g3 = blob(3, "default_opcode_table.bin");
  const auto g4 = blob(4, "default_opcode_table.bin");
  CHECK(g2.size() == 2048);
  CHECK(g3.size() == 1024);
  CHECK(g4.size() == 1024);
  CHECK(g2.size() / 256 == 8);
  CHECK(g3.size() / 256 == 4);
  CHECK(g2.size() % 256 == 0);
  // The tempting wrong model: 2048 / 46 = 44.5 is not an integer.
  CHECK(g2.size() % set_of(2, "default").ops.size() != 0);
  CHECK(set_of(2, "default").geo.entry_bytes == g2.size() / 256);
  CHECK(set_of(3, "default").geo.entry_bytes == g3.size() / 256);
}

TEST_CASE("S003 §2: gen2 default max entry 0x9cf and bytes [2..7] of every entry are 0x00", "[dve][seed]") {
  const auto b = blob(2, "default_opcode_table.bin");
  REQUIRE(b.size() == 2048);
  std::vector<unsigned> high_nonzero;
  uint64_t maxv = 0;
  for (unsigned k = 0; k < 256; ++k) {
    for (unsigned i = 2; i < 8; ++i)
      if (b[k * 8 + i] != 0) high_nonzero.push_back(k);
    maxv = std::max(maxv, set_of(2, "default").entry(k));
  }
  CHECK(high_nonzero.empty());
  CHECK(maxv == 0x9cf);
}

// ---------------------------------------------------------------------------- §3
TEST_CASE("S003 §3: gen2 split is forced to bit 7 - bit 8 puts exactly the seven listed entries out of the 128-row table", "[dve][seed]") {
  const auto& s = set_of(2, "default");
  REQUIRE(s.control_fast.rows == 128);
  std::map<unsigned, unsigned> out8;  // op -> row under a bit-8 split
  unsigned out7 = 0, unused7 = 0;
  for (uint8_t k : s.nonzero_slots()) {
    const uint64_t v = s.entry(k);
    if ((v & 0xFF) >= 128) out8[k] = unsigned(v & 0xFF);
    if ((v & 0x7F) >= 128) ++out7;
    if (!row_used(s.control_fast, v & 0x7F)) ++unused7;
  }
  const std::map<unsigned, unsigned> listed = {{0, 128},   {73, 164},  {77, 165}, {102, 207},
                                               {105, 207}, {106, 129}, {159, 128}};
  CHECK(out8 == listed);
  CHECK(out7 == 0);
  CHECK(unused7 == 0);  // bit 7: every entry lands on a used control row
  CHECK(s.nonzero_slots().size() - 1 == 50);  // 50 nonzero non-idle entries
  CHECK(s.geo.split_bit == 7);
}

TEST_CASE("S003 §3: gen3 bit-8 split - 53 nonzero on used fast rows, 16 with slow != 0 on used slow rows / gen4 60 / 18", "[dve][seed]") {
  for (unsigned gen : {3u, 4u}) {
    const auto& s = set_of(gen, "default");
    REQUIRE(s.control_fast.rows == 256);
    REQUIRE(s.control_slow.rows == 256);
    unsigned slow = 0, unused_fast = 0, unused_slow = 0;
    for (uint8_t k : s.nonzero_slots()) {
      const uint64_t v = s.entry(k);
      if (!row_used(s.control_fast, v & 0xFF)) ++unused_fast;
      if (v >> 8) {
        ++slow;
        if (!row_used(s.control_slow, v >> 8)) ++unused_slow;
      }
    }
    CHECK(unused_fast == 0);
    CHECK(unused_slow == 0);
    if (gen == 3) {
      CHECK(s.nonzero_slots().size() == 53);
      CHECK(slow == 16);
    } else {
      CHECK(s.nonzero_slots().size() == 60);
      CHECK(slow == 18);
    }
    CHECK(s.geo.split_bit == 8);
  }
}

// ---------------------------------------------------------------------------- §4
TEST_CASE("S003 §4: the ops slow in both gen2 and gen3 default are the 12 listed, and gen3 slow == 2 x gen2 slow_idx", "[dve][seed]") {
  const auto& g2 = set_of(2, "default");
  const auto& g3 = set_of(3, "default");
  std::map<unsigned, std::pair<uint64_t, uint64_t>> both;
  for (unsigned k = 0; k < 256; ++k) {
    const uint64_t s2 = g2.entry(k) >> 7, s3 = g3.entry(k) >> 8;
    if (s2 && s3) both[k] = {s2, s3};
  }
  const std::map<unsigned, std::pair<uint64_t, uint64_t>> table = {
      {0, {3, 6}},    {73, {3, 6}},   {77, {3, 6}},   {102, {19, 38}}, {105, {11, 22}}, {106, {5, 10}},
      {107, {2, 4}},  {130, {2, 4}},  {131, {2, 4}},  {132, {2, 4}},   {147, {2, 4}},   {240, {6, 12}}};
  CHECK(both == table);
  unsigned exact = 0;
  for (const auto& [k, p] : both) exact += p.second == 2 * p.first;
  CHECK(exact == 12);  // 12 / 12 EXACT
}

// ---------------------------------------------------------------------------- §7
// S003 §7: "Slot 0 is the engine idle/reset descriptor, invariant across every set in a
// generation." / "gen2 slot-0 = 0x180 (all 5 sets) / gen3 slot-0 = 0x600 (all 5 sets) /
// gen4 slot-0 = 0x600 (all 3 sets)" / "In gen2, slot-0's descriptor 0x180 is byte-identical
// to op159 EngineNop - the NOP op literally points at the reset program" (and §3 lists gen2
// default "op159 V=0x180"). Slot 0 is the same in every gen2 set, so the NOP points at it in
// every gen2 set that holds 159 (issue 27: the transformer set once gave it 0x2A0).
TEST_CASE("S003 §7: slot 0 idle/reset = 0x180 on all 5 gen2 sets, 0x600 on all 5 gen3 / all 3 gen4 sets / op159 EngineNop == slot 0 in every gen2 set that holds it", "[dve][seed]") {
  for (unsigned gen : {2u, 3u, 4u})
    for (const TableSet* s : all_sets(gen)) {
      INFO("gen" << gen << " set " << s->name);
      CHECK(s->entry(0) == (gen == 2 ? 0x180u : 0x600u));
      if (gen == 2 && s->has_op(159)) {
        CHECK(s->entry(159) == s->entry(0));
        const auto nop = lookup(*s, 159);  // the reset program's rows: row 0, slow_idx 3
        CHECK(nop.err == Err::OK);
        CHECK(nop.fast_row == 0);
        CHECK(nop.slow_row == 3);
      }
      if (gen == 2) CHECK(s->has_op(159));  // every gen2 fixture set holds it
    }
  auto idle = lookup(set_of(3, "default"), 0);
  CHECK(idle.fast_row == 0);
  CHECK(idle.slow_row == 6);
  auto g2idle = lookup(set_of(2, "default"), 0);
  CHECK(g2idle.fast_row == 0);
  CHECK(g2idle.slow_row == 3);
  CHECK_FALSE(set_of(3, "default").has_op(159));  // gen3 dropped EngineNop
}

TEST_CASE("S003 §7: gen2 residents 147=0x102 240=0x369 241=0x074 242=0x077 / promoted 147/240 on gen3 (0x0410/0x0C68) and gen4 (0x0420/0x0C6F)", "[dve][seed]") {
  const auto& g2 = set_of(2, "default");
  check_entries(g2, {{147, 0x102}, {240, 0x369}, {241, 0x074}, {242, 0x077}});
  CHECK(lookup(g2, 241).fast_row == 116);  // slot values are control rows, not opcodes
  CHECK(lookup(g2, 242).fast_row == 119);
  CHECK_FALSE(g2.has_op(147));
  CHECK_FALSE(g2.has_op(240));
  const auto& g3 = set_of(3, "default");
  const auto& g4 = set_of(4, "default");
  check_entries(g3, {{147, 0x0410}, {240, 0x0C68}});
  check_entries(g4, {{147, 0x0420}, {240, 0x0C6F}});
  CHECK(g3.has_op(147));
  CHECK(g3.has_op(240));
  CHECK(g4.has_op(147));
  for (const TableSet* s : {&g3, &g4}) {
    CHECK(s->entry(241) == 0);  // gen3/gen4 zero 241/242
    CHECK(s->entry(242) == 0);
    CHECK(lookup(*s, 241).err == Err::DVE_DISABLED);
  }
}

TEST_CASE("S003 §7: gen2 values op73 0x1a4, op77 0x1a5, op102 0x9cf, op105 0x5cf, op106 0x281, op159 0x180", "[dve][seed]") {
  const auto& s = set_of(2, "default");
  check_entries(s, {{73, 0x1a4}, {77, 0x1a5}, {102, 0x9cf}, {105, 0x5cf}, {106, 0x281}, {159, 0x180}});
  auto r = lookup(s, 102);  // bit-7 split: row 0x4f = 79, slow_idx 19
  CHECK(r.fast_row == 79);
  CHECK(r.slow_row == 19);
  CHECK(r.slow_fetched);
}

TEST_CASE("S003 §7: gen4 saturate differs from default in exactly 2 of 256 entries, op225 0xaa->0xab and op234 0xb4->0xb5", "[dve][seed]") {
  const auto& d = set_of(4, "default");
  const auto& s = set_of(4, "saturate");
  std::map<unsigned, std::pair<uint64_t, uint64_t>> diffs;
  for (unsigned k = 0; k < 256; ++k)
    if (d.entry(k) != s.entry(k)) diffs[k] = {d.entry(k), s.entry(k)};
  const std::map<unsigned, std::pair<uint64_t, uint64_t>> want = {{225, {0xaa, 0xab}}, {234, {0xb4, 0xb5}}};
  CHECK(diffs == want);
  CHECK(lookup(d, 225).fast_row == 170);
  CHECK(lookup(s, 225).fast_row == 171);
  CHECK(lookup(d, 234).fast_row == 180);
  CHECK(lookup(s, 234).fast_row == 181);
  // "the divergence is in the datapath blobs" (fixture payloads are synthetic, but differ)
  CHECK(d.datapath.bytes != s.datapath.bytes);
}

TEST_CASE("S003 §7: gen2 default -> transformer drops {88,108,109,110,111} and adds {138,139,143,154,155,230}", "[dve][seed]") {
  const auto& d = set_of(2, "default");
  const auto& t = set_of(2, "transformer");
  std::set<unsigned> dropped, added;
  for (unsigned k = 1; k < 256; ++k) {
    if (d.entry(k) && !t.entry(k)) dropped.insert(k);
    if (!d.entry(k) && t.entry(k)) added.insert(k);
  }
  CHECK(dropped == std::set<unsigned>{88, 108, 109, 110, 111});
  CHECK(added == std::set<unsigned>{138, 139, 143, 154, 155, 230});
  // Row numbers are set-local: an op present in both sets (Copy, 70) sits on another row.
  CHECK((d.entry(70) & 0x7F) != (t.entry(70) & 0x7F));
}

// ---------------------------------------------------------------------------- §7 table sets
// S003 §7: "gen2 slot-0 = 0x180   (all 5 sets)", "gen3 slot-0 = 0x600   (all 5 sets)",
// "gen4 slot-0 = 0x600   (all 3 sets)". Named by the seed: default (every gen), transformer
// (gen2, "Verified diffs (gen2 default → transformer)"), saturate ("saturate (gen4 only)").
TEST_CASE("S003 §7 set counts: gen2 ships 5 table sets, gen3 5, gen4 3; the seed names default, transformer, saturate", "[dve][seed]") {
  const std::map<unsigned, std::pair<size_t, std::set<std::string>>> want = {
      {2, {5, {"default", "transformer"}}}, {3, {5, {"default"}}}, {4, {3, {"default", "saturate"}}}};
  for (const auto& [gen, w] : want) {
    INFO("gen" << gen);
    const Info info = load_info(fixture(gen));
    CHECK(info.sets.size() == w.first);
    std::set<std::string> seed_named;
    for (const auto& si : info.sets) {
      INFO("set " << si.name);
      if (si.name_source == "S003") {
        seed_named.insert(si.name);
      } else {
        // The others are not named in the seed: project-made names, tagged so.
        CHECK(si.name_source == "PROJECT");
        CHECK(si.name.rfind("project_set", 0) == 0);
      }
    }
    CHECK(seed_named == w.second);
    CHECK(info.sets.front().name == "default");
  }
}

// S003 §7: "Ops present in both sets carry different row numbers, because each set compacts
// its own control/datapath tables — the row number is set-local; the opcode is global."
// The seed's own exception: "saturate ... Its opcode_table differs from gen4 default in
// exactly 2 of 256 entries ... The opcode map is essentially identical". Slot 0 and the gen2
// residents are fixed entries, not ops[] members (tested below).
TEST_CASE("S003 §7: row numbers are set-local - over every pair of sets of a generation, each shared op sits on another row", "[dve][seed]") {
  for (unsigned gen : {2u, 3u, 4u}) {
    const auto sets = all_sets(gen);
    unsigned pairs = 0;
    for (size_t i = 0; i < sets.size(); ++i)
      for (size_t j = i + 1; j < sets.size(); ++j) {
        const TableSet& a = *sets[i];
        const TableSet& b = *sets[j];
        if (gen == 4 && a.name == "default" && b.name == "saturate") continue;  // the seed's exception
        ++pairs;
        unsigned shared = 0;
        for (uint8_t op : a.ops) {
          if (!b.has_op(op)) continue;
          // The seed's other exception: gen2 EngineNop is slot 0's descriptor in every set (the
          // reset program, S003 §7; tested above), so it keeps its row.
          if (gen == 2 && op == 159) continue;
          ++shared;
          const Desc da = split(a.geo, a.entry(op)), db = split(b.geo, b.entry(op));
          INFO("gen" << gen << " " << a.name << " vs " << b.name << ": op " << unsigned(op) << " "
                     << desc_text(a.geo, da.entry) << " / " << desc_text(b.geo, db.entry));
          CHECK(da.entry != db.entry);
          CHECK(da.fast != db.fast);
          if (da.slow && db.slow) CHECK(da.slow != db.slow);
        }
        CHECK(shared > 30);
      }
    CHECK(pairs == (gen == 4 ? 2u : 10u));
  }
}

TEST_CASE("S003 §7: gen4 saturate is the one set not recompacted - gen4 default's map except op225/op234", "[dve][seed]") {
  const auto& d = set_of(4, "default");
  const auto& s = set_of(4, "saturate");
  for (unsigned k = 0; k < 256; ++k)
    if (k != 225 && k != 234) CHECK(d.entry(k) == s.entry(k));
  CHECK(d.ops == s.ops);
}

// S003 §7: "gen2's opcode_table carries four fixed nonzero entries: 147 = 0x102
// (TransposeTensorScalarArithOp), 240 = 0x369 (ExtendedInst), 241 = 0x074, 242 = 0x077" /
// "CONFIRMED that all four entries exist on gen2". Project decision (tests/fixtures/dve/
// README.md): they are fixed in every gen2 set (residents are not ops[] members).
// "gen3/gen4 zero these slots (0x00000000)" / "gen3/gen4 therefore carry no residents".
TEST_CASE("S003 §7: gen2 residents 147/240/241/242 fixed in all 5 sets / gen3-gen4 sets zero 241/242 and carry no residents", "[dve][seed]") {
  for (const TableSet* s : all_sets(2)) {
    INFO("gen2 set " << s->name);
    check_entries(*s, {{147, 0x102}, {240, 0x369}, {241, 0x074}, {242, 0x077}});
    CHECK(as_set(s->residents()) == std::set<unsigned>{147, 240, 241, 242});
  }
  for (unsigned gen : {3u, 4u})
    for (const TableSet* s : all_sets(gen)) {
      INFO("gen" << gen << " set " << s->name);
      CHECK(s->entry(241) == 0);
      CHECK(s->entry(242) == 0);
      CHECK(s->residents().empty());
      CHECK(s->has_op(147));  // promoted into the roster
      CHECK(s->has_op(240));
    }
}

// S003 §1: "The set of nonzero slots equals the table-set's ops[] roster (plus slot 0, the
// idle/reset descriptor), to the integer." (gen2: plus the residents, §1(b)).
TEST_CASE("S003 §1(b): in every set of every generation, nonzero slots == ops[] + slot 0 (+ gen2 residents)", "[dve][seed]") {
  for (unsigned gen : {2u, 3u, 4u})
    for (const TableSet* s : all_sets(gen)) {
      INFO("gen" << gen << " set " << s->name);
      std::set<unsigned> want = as_set(s->ops);
      want.insert(0);
      if (gen == 2) want.insert({147, 240, 241, 242});
      CHECK(as_set(s->nonzero_slots()) == want);
    }
}

// S000 abstract: "No ordinal is fabricated." S003 gives gen4 "59 (+idle = 60)" ops but names
// only 225 beyond gen3's 52: the field map's three synthetic_ops fill the roster and are
// tagged SYNTHETIC, never S003, to the model, `tpb dis` and the fixtures.
TEST_CASE("S000 no ordinal fabricated: DVE opcodes 226/227/228 are SYNTHETIC in the field map, the fixtures and the disassembly", "[dve][seed]") {
  std::set<unsigned> synthetic;
  for (const auto& d : kOpcodes) {
    if (!d.dve) continue;
    INFO("opcode " << unsigned(d.opcode) << " " << d.name);
    CHECK(d.synthetic == (std::string(d.seed) == "SYNTHETIC"));
    if (d.synthetic) {
      synthetic.insert(d.opcode);
      CHECK(std::string(d.name).rfind("synthetic", 0) == 0);
    } else {
      CHECK(std::string(d.seed) == "S003");
    }
  }
  CHECK(synthetic == std::set<unsigned>{226, 227, 228});
  CHECK(std::set<unsigned>(std::begin(kSyntheticDveOpcodes), std::end(kSyntheticDveOpcodes)) == synthetic);
  CHECK(as_set(set_of(4, "default").synthetic_ops()) == synthetic);
  CHECK(set_of(3, "default").synthetic_ops().empty());
  // The decoder accepts them as DVE words (docs/design.md), and the disassembly marks them.
  const std::vector<Word> words = {encode_dve(65, Sync{}), encode_dve(226, Sync{})};
  const auto recs = decode_stream(words);
  REQUIRE(recs.size() == 2);
  CHECK(recs[1].err == Err::OK);
  CHECK(recs[1].route == Route::DVE);
  CHECK(disasm_record(words[1], recs[1]) == "dve.synthetic226  ; #1 SYNTHETIC opcode (PROJECT, not in the seeds)");
  CHECK(disasm_record(words[0], recs[0]) == "dve.TensorTensorArithOp  ; #0");
}
