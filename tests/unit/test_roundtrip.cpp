// Round-trip properties over random fields (seeded, thousands of iterations):
//   typed struct -> encode -> decode_as -> the same struct, for every cross-engine opcode;
//   pack_fields / extract_fields are inverse for every opcode of the field map;
//   disasm_word -> assemble_line gives back the same 64 bytes, for accepted words and for
//   words the decoder rejects (random bytes, corrupted words);
//   whole generated streams -> disassembly text -> assemble -> identical bytes.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"

using namespace tpb;
using tpb_test::Rng;

namespace {

uint64_t trunc(const FieldDesc& f, uint64_t v) { return f.width >= 8 ? v : v & ((1ull << (8 * f.width)) - 1); }

/// Legal word of opcode d (DVE words get a random opaque body).
Word legal_word(Rng& r, const OpcodeDesc& d) {
  Word w = pack_fields(d, tpb_test::legal_fields(r, d));
  if (d.dve) {
    const unsigned len = static_cast<unsigned>(r.below(kBundleBytes - kDveBodyOff + 1));
    for (unsigned b = kDveBodyOff; b < kDveBodyOff + len; ++b) w[b] = static_cast<uint8_t>(r.next());
  }
  return w;
}

/// Disassemble then assemble one word; the reassembled bytes, or a failure message.
Word dis_asm(const Word& w, std::string* text) {
  *text = disasm_word(w);
  std::string err;
  auto back = assemble_line(*text, &err);
  INFO("text: " << *text);
  INFO("assembler error: " << err);
  REQUIRE(back.has_value());
  return *back;
}

}  // namespace

TEMPLATE_TEST_CASE("round trip: random legal fields -> typed encode -> decode_as -> equal struct", "[roundtrip]",
                   CollectiveCompute, CollectiveComputeSecondary, CollectiveSendRecv, GetGlobalRankId,
                   GetCurProcessingRankId, TensorCompletion, GetSequenceBounds, CoreBarrier, GpsimdSb2sb,
                   CustomOpHeader, CustomOpPayload) {
  const OpcodeDesc* d = find_opcode(TestType::kOpcode);
  REQUIRE(d != nullptr);
  Rng r(0xC0FFEE + TestType::kOpcode);
  for (int it = 0; it < 3000; ++it) {
    Fields f = tpb_test::legal_fields(r, *d);
    TestType s;
    s.from_fields(f.v.data());
    Word w = encode(s);
    INFO("iteration " << it << ": " << tpb_test::hex_of(w));
    // The typed encoder and the table-driven packer agree.
    REQUIRE(w == pack_fields(*d, f));
    auto back = decode_as<TestType>(w);
    REQUIRE(back.err == Err::OK);
    REQUIRE(back.value == s);
    // Field vector round trip through the struct.
    Fields g;
    g.n = d->nfields;
    s.to_fields(g.v.data());
    for (unsigned k = 0; k < d->nfields; ++k) REQUIRE(g.v[k] == trunc(d->fields[k], f.v[k]));
  }
  // decode_as on a word of another opcode is not a T.
  CollectiveSendRecv other;
  GetGlobalRankId other2;
  Word ow = TestType::kOpcode == CollectiveSendRecv::kOpcode ? encode(other2) : encode(other);
  CHECK(decode_as<TestType>(ow).err == Err::UNKNOWN_OPCODE);
}

TEST_CASE("round trip: pack_fields and extract_fields are inverse for every opcode", "[roundtrip]") {
  const auto i = GENERATE(range(0u, kNumOpcodes));
  const OpcodeDesc& d = kOpcodes[i];
  INFO("opcode 0x" << std::hex << unsigned{d.opcode} << " " << d.name);
  Rng r(1000 + i);
  std::vector<bool> field_byte(kBundleBytes, false);
  for (unsigned k = 0; k < d.nfields; ++k)
    for (unsigned b = 0; b < d.fields[k].width; ++b) field_byte[d.fields[k].off + b] = true;
  for (int it = 0; it < 400; ++it) {
    // Any raw bits (legal or not): pack then extract gives the values, truncated to width.
    Fields f;
    f.n = d.nfields;
    for (unsigned k = 0; k < d.nfields; ++k) f.v[k] = r.next();
    Word w = pack_fields(d, f);
    Fields back = extract_fields(w);
    REQUIRE(back.n == d.nfields);
    for (unsigned k = 0; k < d.nfields; ++k) REQUIRE(back.v[k] == trunc(d.fields[k], f.v[k]));
    // Any word of this opcode: extract then pack keeps every field byte, stamps the header
    // and clears everything else.
    Word any{};
    for (auto& b : any) b = static_cast<uint8_t>(r.next());
    any[0] = d.opcode;
    Word packed = pack_fields(d, extract_fields(any));
    REQUIRE(packed[0] == d.opcode);
    REQUIRE(packed[1] == (d.raw_header ? 0x00 : 0x10));
    for (unsigned b = 2; b < kBundleBytes; ++b) REQUIRE(packed[b] == (field_byte[b] ? any[b] : 0));
  }
}

TEST_CASE("round trip: disasm_word -> assemble_line gives the same bytes for accepted words", "[roundtrip][asm]") {
  const auto i = GENERATE(range(0u, kNumOpcodes));
  const OpcodeDesc& d = kOpcodes[i];
  INFO("opcode 0x" << std::hex << unsigned{d.opcode} << " " << d.name);
  Rng r(2000 + i);
  const int iters = d.dve ? 150 : 1500;
  for (int it = 0; it < iters; ++it) {
    Word w = legal_word(r, d);
    REQUIRE(check_word(w) == Err::OK);
    std::string text;
    Word back = dis_asm(w, &text);
    INFO("text: " << text);
    REQUIRE(back == w);
    // An accepted word is shown in mnemonic form.
    REQUIRE(text.rfind(d.mnemonic, 0) == 0);
  }
}

TEST_CASE("round trip: disasm_word -> assemble_line gives the same bytes for rejected words", "[roundtrip][asm]") {
  Rng r(31337);
  std::vector<const OpcodeDesc*> ops, cross;
  for (const auto& d : kOpcodes) {
    ops.push_back(&d);
    if (!d.dve) cross.push_back(&d);
  }
  size_t rejected = 0, total = 0;
  // The word comes back byte for byte; a rejected one as a `.word` line.
  auto round_trip = [&](const Word& w) {
    std::string text;
    Word back = dis_asm(w, &text);
    INFO("text: " << text);
    REQUIRE(back == w);
    if (check_word(w) != Err::OK) {
      ++rejected;
      REQUIRE(text.rfind(".word ", 0) == 0);
    }
    ++total;
  };
  SECTION("random bytes, opcode byte random or from the field map") {
    for (int it = 0; it < 5000; ++it) {
      Word w{};
      for (auto& b : w) b = static_cast<uint8_t>(r.next());
      if (r.below(2)) w[0] = r.pick(ops)->opcode;
      if (r.below(2)) w[1] = 0x10;
      round_trip(w);
    }
  }
  SECTION("legal words with one to three corrupted bytes") {
    for (int it = 0; it < 5000; ++it) {
      // Mostly cross-engine words: a DVE word's opaque body accepts any byte.
      Word w = legal_word(r, *(r.below(4) ? r.pick(cross) : r.pick(ops)));
      const unsigned flips = 1 + static_cast<unsigned>(r.below(3));
      for (unsigned k = 0; k < flips; ++k) w[r.below(kBundleBytes)] ^= static_cast<uint8_t>(1 + r.below(255));
      round_trip(w);
    }
  }
  // The property was exercised on rejected words, not only on lucky valid ones.
  CHECK(rejected > total / 4);
}

namespace {

/// Disassemble a whole stream the way `tpb dis` does (disasm_record per word), assemble the
/// text, and compare bytes and decoder records.
void stream_round_trip(const std::vector<Word>& words) {
  auto recs = decode_stream(words);
  std::ostringstream text;
  for (size_t k = 0; k < words.size(); ++k) text << disasm_record(words[k], recs[k]) << "\n";
  AsmResult a = assemble(text.str());
  INFO("assembler error at line " << a.error_line << ": " << a.error);
  REQUIRE(a.ok());
  REQUIRE(a.words.size() == words.size());
  for (size_t k = 0; k < words.size(); ++k) {
    INFO("word " << k);
    REQUIRE(a.words[k] == words[k]);
  }
  CHECK(decode_stream(a.words) == recs);
}

}  // namespace

TEST_CASE("round trip: generated streams without malformed items -> dis -> asm -> identical bytes",
          "[roundtrip][asm][gen]") {
  const uint64_t seed = GENERATE(1, 2, 3, 17, 99);
  GenOptions o;
  o.seed = seed;
  o.count = 2000;
  o.bad_ratio = 0.0;
  auto g = tpb_test::guarded_generate(o);
  INFO(g.why);
  REQUIRE(g.stream.has_value());
  stream_round_trip(g.stream->words);
}

TEST_CASE("round trip: generated streams with word/chain-level malformed items (bad_ratio 0.2) -> dis -> asm -> identical bytes",
          "[roundtrip][asm][gen]") {
  const uint64_t seed = GENERATE(4, 5, 6, 7);
  GenOptions o;
  o.seed = seed;
  o.count = 2000;
  o.bad_ratio = 0.2;
  o.classes = tpb_test::classes_outside_field_injection();
  auto g = tpb_test::guarded_generate(o);
  INFO(g.why);
  REQUIRE(g.stream.has_value());
  REQUIRE_FALSE(g.stream->injected.empty());
  stream_round_trip(g.stream->words);
}

// Every malformed class, as `tpb gen --bad-ratio 0.2` uses by default. Regression: the
// generator's field-check injection once read a dangling initializer_list (gen.cpp
// Builder::bad) and hung or died with SIGFPE in Release builds (fixed in cdc37d8).
TEST_CASE("round trip: generated streams with every malformed class (bad_ratio 0.2) -> dis -> asm -> identical bytes",
          "[roundtrip][asm][gen]") {
  const uint64_t seed = GENERATE(1, 3, 8);
  GenOptions o;
  o.seed = seed;
  o.count = 2000;
  o.bad_ratio = 0.2;
  auto g = tpb_test::guarded_generate(o, 10);
  INFO("seed " << seed << ": " << g.why);
  REQUIRE(g.stream.has_value());
  REQUIRE_FALSE(g.stream->injected.empty());
  stream_round_trip(g.stream->words);
}
