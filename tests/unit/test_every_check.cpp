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
      // a bad word carries a note and an error; the word after it is legal
      CHECK(cases[k].note.empty() == (cases[k].expect == Err::OK));
      if (!cases[k].note.empty()) ++bad;
    }
    CHECK(bad * 2 == cases.size());
  }
}

TEST_CASE("every-check stream: every checked field of every opcode is broken alone, and before a later one",
          "[gen][malformed]") {
  const auto cases = generate_every_check(7, 3);
  std::set<std::string> notes;
  for (const auto& c : cases) notes.insert(c.note);
  size_t fields = 0, reserved = 0;
  for (const auto& d : kOpcodes) {
    if (d.opcode == CustomOpHeader::kOpcode || d.opcode == CustomOpPayload::kOpcode) continue;
    if (!opcode_in_gen(d.opcode, 3)) continue;
    const std::string op = d.mnemonic;
    for (unsigned i = 0; i < d.nfields; ++i) {
      const Check c = d.fields[i].check;
      if (c == Check::NONE || c == Check::NUM_PAYLOADS || c == Check::FN_ID) continue;
      INFO(op << "." << d.fields[i].name);
      CHECK(notes.count(op + ": " + d.fields[i].name + " alone") == 1);
      ++fields;
    }
    for (unsigned b = 2; b < kBundleBytes; ++b)
      if (!((d.covered >> b) & 1)) {
        INFO(op << " byte " << b);
        CHECK(notes.count(op + ": reserved byte +" + std::to_string(b)) == 1);
        ++reserved;
      }
  }
  CHECK(fields > 50);
  CHECK(reserved > 100);
  // the order of checks: some word breaks two fields of different errors on each opcode that has them
  size_t pairs = 0;
  for (const auto& n : notes)
    if (n.find(" before ") != std::string::npos) ++pairs;
  CHECK(pairs > 20);
}
