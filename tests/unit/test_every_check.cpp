// tpb gen --every-check (generate_every_check): every check of every single-word opcode, one
// at a time, with the verdict taken from the one check each word breaks. The decoder must give
// exactly that verdict on every word, on every generation, and the stream must reach every
// checked field of every opcode (a generator that dropped a field would make the stimulus
// quietly weaker: the mutation campaign's decoder survivors were such gaps).
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"

using namespace tpb;

TEST_CASE("every-check stream: the decoder gives each word the verdict of the one check it breaks", "[gen][malformed]") {
  for (unsigned gen : {2u, 3u, 4u}) {
    INFO("gen " << gen);
    const auto cases = generate_every_check(1, gen);
    REQUIRE(cases.size() > 100);
    Decoder dec(gen);
    size_t bad = 0;
    for (size_t k = 0; k < cases.size(); ++k) {
      INFO("word " << k << ": " << cases[k].note);
      const Record r = dec.step(cases[k].word, k + 1 == cases.size());
      CHECK(r.err == cases[k].expect);
      // a bad word carries a note and an error, and the word after it is legal
      CHECK(cases[k].note.empty() == (cases[k].expect == Err::OK));
      if (cases[k].expect != Err::OK) {
        ++bad;
        CHECK((k + 1 < cases.size() && cases[k + 1].expect == Err::OK));
      }
    }
    CHECK(bad * 3 > cases.size());
  }
}

TEST_CASE("every-check stream: every checked field of every opcode is broken alone, and before a later one; every "
          "reserved bit alone",
          "[gen][malformed]") {
  const auto cases = generate_every_check(7, 3);
  std::set<std::string> notes;
  for (const auto& c : cases) notes.insert(c.note);
  size_t fields = 0, reserved = 0;
  for (const auto& d : kOpcodes) {
    if (!opcode_in_gen(d.opcode, 3)) continue;
    const std::string op = d.mnemonic;
    // every bit of every reserved byte, the chain words' included
    for (unsigned b = 2; b < kBundleBytes; ++b)
      if (!((d.covered >> b) & 1))
        for (unsigned k = 0; k < 8; ++k) {
          INFO(op << " byte " << b << " bit " << k);
          CHECK(notes.count(op + ": reserved byte +" + std::to_string(b) + " bit " + std::to_string(k)) == 1);
          ++reserved;
        }
    if (d.opcode == CustomOpHeader::kOpcode || d.opcode == CustomOpPayload::kOpcode) continue;
    for (unsigned i = 0; i < d.nfields; ++i) {
      const Check c = d.fields[i].check;
      if (c == Check::NONE || c == Check::NUM_PAYLOADS || c == Check::FN_ID) continue;
      INFO(op << "." << d.fields[i].name);
      CHECK(notes.count(op + ": " + d.fields[i].name + " alone") == 1);
      ++fields;
    }
  }
  CHECK(fields > 50);
  CHECK(reserved > 800);
  // the order of checks: some word breaks two fields of different errors on each opcode that has them
  size_t pairs = 0;
  for (const auto& n : notes)
    if (n.find(" before ") != std::string::npos) ++pairs;
  CHECK(pairs > 20);
}

// The boundary values: a check that compares with a wrong constant, or reads one field bit
// wrongly, changes the verdict of some word only if the stream holds the values next to the
// check's edges. Restated here from the checks themselves (check_field), not from the generator.
TEST_CASE("every-check stream: each checked field takes every accepted value and every one-bit neighbour, each "
          "ADDR4 mode and space, each one-bit count",
          "[gen][malformed]") {
  const auto cases = generate_every_check(1, 3);
  // (opcode, field index) -> {value -> the verdicts of the words that hold it}
  std::map<std::pair<uint8_t, unsigned>, std::map<uint64_t, std::set<Err>>> seen;
  for (const auto& c : cases) {
    const OpcodeDesc* d = find_opcode(c.word[0]);
    if (!d) continue;
    for (unsigned i = 0; i < d->nfields; ++i) seen[{d->opcode, i}][get_field(c.word, d->fields[i])].insert(c.expect);
  }
  size_t fields = 0;
  for (const auto& d : kOpcodes) {
    if (d.opcode == CustomOpHeader::kOpcode || !opcode_in_gen(d.opcode, 3)) continue;
    for (unsigned i = 0; i < d.nfields; ++i) {
      const FieldDesc& f = d.fields[i];
      if (f.check == Check::NONE || f.check == Check::NUM_PAYLOADS || f.check == Check::FN_ID) continue;
      INFO(d.mnemonic << "." << f.name);
      const auto& got = seen[{d.opcode, i}];
      // some word holds v with verdict `want` (OK, or the field's own error)
      auto has = [&](uint64_t v, Err want) {
        INFO("value " << v << " verdict " << err_name(want));
        const auto it = got.find(v);
        CHECK((it != got.end() && it->second.count(want)));
      };
      auto bits_of = [&](uint64_t v, unsigned lsb, unsigned n) { return (v >> lsb) & ((uint64_t{1} << n) - 1); };
      switch (f.check) {
        case Check::ADDR4:
        case Check::ADDR8:
        case Check::ADDR4_CO: {
          std::set<uint64_t> modes, spaces;
          for (const auto& [v, verdicts] : got) {
            modes.insert(bits_of(v, addr4::kModeLsb, addr4::kModeBits));
            if (bits_of(v, addr4::kModeLsb, addr4::kModeBits) == addr4::kModeStatic)
              spaces.insert(bits_of(v, addr4::kSpaceLsb, addr4::kSpaceBits));
          }
          CHECK(modes.size() == 16);
          CHECK(spaces.size() == 4);
          break;
        }
        case Check::NONZERO:
          for (unsigned k = 0; k < 8 * f.width; ++k)
            has(uint64_t{1} << k, Err::OK);
          has(0, Err::BAD_AP_SHAPE);
          break;
        default:
          for (uint64_t a = 0; a < 256; ++a) {
            if (check_field(f, a, Word{}) != Err::OK) continue;
            has(a, Err::OK);
            for (unsigned k = 0; k < 8; ++k) has(a ^ (1u << k), check_field(f, a ^ (1u << k), Word{}));
          }
          break;
      }
      ++fields;
    }
  }
  CHECK(fields > 50);
}
