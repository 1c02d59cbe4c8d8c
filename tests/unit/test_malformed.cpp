// Malformed input, one error class at a time (the decoder block of the field map's error
// codes, UNKNOWN_OPCODE .. CO_CHAIN_TRUNCATED), the priority order between checks, the
// custom-op chain rules, the error status block, and the generator's error injection.
#include <catch2/catch.hpp>

#include <cctype>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"

using namespace tpb;

namespace {

// ---- hand-built legal words
Word ok_rank() {  // 0xDC GetGlobalRankId
  GetGlobalRankId g;
  g.valid_flag = 1;
  g.reg_id = 9;
  return encode(g);
}
Word ok_cc() {  // 0xD9 CollectiveCompute
  CollectiveCompute c;
  c.alu_op = 4;
  c.dtype = 0x09;
  c.collective_kind = 0x09;
  c.src.addr = tpb_test::a4_sbuf(3, 0x40);
  c.src.num0 = 4;
  c.src.num1 = 8;
  return encode(c);
}
Word ok_sb2sb() {  // 0xBF
  GpsimdSb2sb s;
  s.src_dtype = s.dst_dtype = 0x01;
  s.src.addr = tpb_test::a4_sbuf(0, 0);
  s.src.num0 = s.src.num1 = s.src.num2 = 1;
  s.dst = s.src;
  s.cross_core_enable = 1;
  return encode(s);
}
Word ok_dve() { return encode_dve(70, Sync{}, {1, 2, 3}); }  // S003: 70 = Copy
T4dCo small_ap(unsigned partition) {
  T4dCo a;
  a.addr = tpb_test::a4_sbuf(partition, 0x10);
  a.num0 = a.num1 = a.num2 = a.num3 = 1;
  return a;
}
std::vector<Word> chain(unsigned n, uint8_t fn = 5) {
  CustomOpChain c;
  c.function_id = fn;
  c.output = small_ap(0);
  for (unsigned k = 0; k < n; ++k) c.inputs.push_back(small_ap(k + 1));
  return encode_chain(c);
}
Word hdr(unsigned n, uint16_t np, uint8_t fn = 5) {
  CustomOpHeader h;
  h.num_arguments = static_cast<uint8_t>(n);
  h.num_payloads = np;
  h.function_id = fn;
  return encode(h);
}

std::vector<Word> cat(std::initializer_list<std::vector<Word>> parts) {
  std::vector<Word> out;
  for (const auto& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

/// A stream and the one word index that must carry the error; every other word is OK.
struct Case {
  std::vector<Word> stream;
  size_t bad;
  unsigned gen = kDefaultGen;  // the decoder's generation for this stream
};

/// The stream ok(), ok() with byte `at` set to v, next(): the error sits on word 1.
Case poked(Word (*ok)(), unsigned at, uint8_t v, Word (*next)()) {
  Word w = ok();
  w[at] = v;
  return Case{{ok(), w, next()}, 1};
}

std::map<Err, std::function<Case()>> cases() {
  std::map<Err, std::function<Case()>> m;
  // not a cross-engine opcode, not in the DVE roster
  m[Err::UNKNOWN_OPCODE] = [] { return poked(ok_rank, 0, 0x01, ok_cc); };
  m[Err::BAD_WORD_LEN] = [] { return poked(ok_rank, 1, 0x0F, ok_cc); };
  m[Err::RESERVED_NONZERO] = [] { return poked(ok_rank, 0x3F, 0x80, ok_cc); };
  m[Err::BAD_SYNC_SEL] = [] { return poked(ok_rank, 0x04, 0x06, ok_cc); };  // not 00 / 07 / 05 / 85
  m[Err::BAD_ALU_OP] = [] { return poked(ok_cc, 0x0C, 0x01, ok_rank); };
  m[Err::BAD_DTYPE] = [] { return poked(ok_cc, 0x0D, 0x00, ok_rank); };  // 0xD9 always writes a dtype
  m[Err::BAD_COLL_KIND] = [] { return poked(ok_cc, 0x0E, 0x0A, ok_rank); };  // past the LUT outputs 01..09
  m[Err::BAD_FLAG] = [] { return poked(ok_rank, 0x0C, 0x02, ok_cc); };  // valid flag is 0 or 1
  m[Err::BAD_AP_ADDR] = [] { return poked(ok_sb2sb, 0x13, 0x30, ok_cc); };  // ADDR4 mode 3: undefined
  m[Err::BAD_AP_SHAPE] = [] { return poked(ok_sb2sb, 0x1A, 0x00, ok_cc); };  // src num1 = 0
  m[Err::CO_INDIRECT_AP] = [] {
    auto c = chain(2);
    c[2][0x13] = 0x20;  // input 0: indirect (gather) mode
    return Case{cat({{ok_cc()}, c, {ok_rank()}}), 3};
  };
  m[Err::CO_OPERAND_MEM] = [] {
    auto c = chain(2);
    const uint32_t psum = tpb_test::a4_psum(0x40);
    for (unsigned b = 0; b < 4; ++b) c[1][0x10 + b] = static_cast<uint8_t>(psum >> (8 * b));  // output in PSUM
    return Case{cat({{ok_cc()}, c, {ok_rank()}}), 2};
  };
  m[Err::CO_FUNCTION_ID_UNSET] = [] { return Case{{ok_cc(), hdr(0, 1, 0xFF), ok_rank()}, 1}; };
  m[Err::CO_COUNT_MISMATCH] = [] { return Case{{ok_cc(), hdr(2, 3), ok_rank()}, 1}; };
  m[Err::CO_ORPHAN_PAYLOAD] = [] {
    auto c = chain(0);
    return Case{{ok_cc(), c[1], ok_rank()}, 1};
  };
  m[Err::CO_CHAIN_BROKEN] = [] {
    auto c = chain(2);  // header + 3 payloads; keep the header and one payload
    return Case{{ok_cc(), c[0], c[1], ok_rank(), ok_dve()}, 3};
  };
  // S000 §5 "no CoreV2 form": a legal 0xBF on gen2, between legal CoreV2 words.
  m[Err::OPCODE_NOT_IN_GEN] = [] { return Case{{ok_cc(), ok_sb2sb(), ok_rank(), ok_dve()}, 1, 2}; };
  m[Err::CO_CHAIN_TRUNCATED] = [] {
    auto c = chain(3);
    c.pop_back();
    return Case{cat({{ok_cc(), ok_rank()}, c}), 5};
  };
  return m;
}

std::vector<Err> errs_of(const std::vector<Record>& recs) {
  std::vector<Err> e;
  for (const auto& r : recs) e.push_back(r.err);
  return e;
}

bool in_decoder_block(Err e) {
  auto c = static_cast<unsigned>(e);
  return c >= 1 && c <= 31;
}

}  // namespace

// The field map's decoder block: UNKNOWN_OPCODE (1) .. CO_CHAIN_TRUNCATED (17), then
// OPCODE_NOT_IN_GEN (18, appended: codes are stable).
TEST_CASE("malformed: decoder error codes are the field map's 1..18, names round-trip", "[malformed]") {
  const std::vector<std::pair<Err, const char*>> block = {
      {Err::UNKNOWN_OPCODE, "UNKNOWN_OPCODE"},       {Err::BAD_WORD_LEN, "BAD_WORD_LEN"},
      {Err::RESERVED_NONZERO, "RESERVED_NONZERO"},   {Err::BAD_SYNC_SEL, "BAD_SYNC_SEL"},
      {Err::BAD_ALU_OP, "BAD_ALU_OP"},               {Err::BAD_DTYPE, "BAD_DTYPE"},
      {Err::BAD_COLL_KIND, "BAD_COLL_KIND"},         {Err::BAD_FLAG, "BAD_FLAG"},
      {Err::BAD_AP_ADDR, "BAD_AP_ADDR"},             {Err::BAD_AP_SHAPE, "BAD_AP_SHAPE"},
      {Err::CO_INDIRECT_AP, "CO_INDIRECT_AP"},       {Err::CO_OPERAND_MEM, "CO_OPERAND_MEM"},
      {Err::CO_FUNCTION_ID_UNSET, "CO_FUNCTION_ID_UNSET"}, {Err::CO_COUNT_MISMATCH, "CO_COUNT_MISMATCH"},
      {Err::CO_ORPHAN_PAYLOAD, "CO_ORPHAN_PAYLOAD"}, {Err::CO_CHAIN_BROKEN, "CO_CHAIN_BROKEN"},
      {Err::CO_CHAIN_TRUNCATED, "CO_CHAIN_TRUNCATED"}, {Err::OPCODE_NOT_IN_GEN, "OPCODE_NOT_IN_GEN"}};
  for (size_t k = 0; k < block.size(); ++k) {
    CHECK(static_cast<unsigned>(block[k].first) == k + 1);
    CHECK(std::string(err_name(block[k].first)) == block[k].second);
    CHECK(err_from_name(block[k].second) == block[k].first);
  }
  unsigned in_block = 0;
  for (const auto& d : kErrors) {
    CHECK(err_from_name(d.name) == d.code);
    in_block += in_decoder_block(d.code);
  }
  CHECK(in_block == block.size());
  CHECK_FALSE(err_from_name("NOT_AN_ERROR").has_value());
}

TEST_CASE("malformed: every decoder error code has a hand-built stream that yields exactly it, on one word",
          "[malformed]") {
  auto m = cases();
  for (const auto& d : kErrors) {
    if (!in_decoder_block(d.code)) continue;
    INFO("error " << d.name);
    auto it = m.find(d.code);
    REQUIRE(it != m.end());  // a new decoder error code needs a case here
    Case c = it->second();
    ErrorStatus st;
    auto recs = decode_stream(c.stream, &st, c.gen);
    REQUIRE(recs.size() == c.stream.size());
    std::vector<Err> expect(c.stream.size(), Err::OK);
    expect[c.bad] = d.code;
    CHECK(errs_of(recs) == expect);
    CHECK(recs[c.bad].route == Route::NONE);  // a rejected word reaches no engine
    CHECK(recs[c.bad].opcode == c.stream[c.bad][0]);
    CHECK(st.any);
    CHECK(st.first_index == c.bad);
    CHECK(st.first_code == d.code);
    CHECK(st.sticky.count() == 1);
    CHECK(st.sticky.test(static_cast<unsigned>(d.code)));
    for (size_t k = 0; k < recs.size(); ++k) {
      CHECK(recs[k].index == k);
      if (k != c.bad) CHECK(recs[k].route != Route::NONE);
    }
  }
}

// ---- priority order (decoder.hpp / isa.hpp check_word):
// UNKNOWN_OPCODE, BAD_WORD_LEN, RESERVED_NONZERO, then each field's check in field order.
TEST_CASE("malformed priority: unknown opcode beats bad word length and reserved bytes", "[malformed][priority]") {
  Word w = ok_rank();
  w[0] = 0xF1;  // S003 §7: gen2-only resident, zeroed at gen3 -> not an opcode here
  w[1] = 0x22;
  w[0x30] = 1;
  CHECK(check_word(w) == Err::UNKNOWN_OPCODE);
}

TEST_CASE("malformed priority: bad word length beats a nonzero reserved byte", "[malformed][priority]") {
  Word w = ok_rank();
  w[1] = 0x20;
  w[0x3F] = 0xFF;
  CHECK(check_word(w) == Err::BAD_WORD_LEN);
  Word da = encode(CollectiveComputeSecondary{});
  da[1] = 0x10;  // the raw-stamped 0xDA carries 0x00 there
  da[0x02] = 1;
  CHECK(check_word(da) == Err::BAD_WORD_LEN);
}

TEST_CASE("malformed priority: a nonzero reserved byte beats every field check", "[malformed][priority]") {
  Word w = ok_cc();
  w[0x04] = 0x06;  // bad sync selector
  w[0x0C] = 0x03;  // bad AluOp
  w[0x0F] = 0x01;  // reserved (S000 §3.1 bundle[0x0F] = 0)
  CHECK(check_word(w) == Err::RESERVED_NONZERO);
}

TEST_CASE("malformed priority: field checks run in field order", "[malformed][priority]") {
  SECTION("0xD9: sync (+0x04) < alu_op (+0x0C) < dtype (+0x0D) < kind (+0x0E) < AP (+0x10)") {
    Word w = ok_cc();
    w[0x04] = 0x06;
    w[0x0C] = 0x03;
    w[0x0D] = 0xEE;
    w[0x0E] = 0x00;
    w[0x14] = 0x01;
    w[0x1A] = w[0x1B] = 0;
    CHECK(check_word(w) == Err::BAD_SYNC_SEL);
    w[0x04] = 0;
    CHECK(check_word(w) == Err::BAD_ALU_OP);
    w[0x0C] = 0;
    CHECK(check_word(w) == Err::BAD_DTYPE);
    w[0x0D] = 1;
    CHECK(check_word(w) == Err::BAD_COLL_KIND);
    w[0x0E] = 1;
    CHECK(check_word(w) == Err::BAD_AP_ADDR);
    w[0x14] = 0;
    CHECK(check_word(w) == Err::BAD_AP_SHAPE);
    w[0x1A] = 1;
    CHECK(check_word(w) == Err::OK);
  }
  SECTION("0xBF: src dtype < src AP < cross-core flag < dst AP") {
    Word w = ok_sb2sb();
    w[0x0C] = 0x00;         // bad src dtype
    w[0x13] = 0xF0;         // bad src addr mode
    w[0x20] = 0x00;         // cross-core enable must be 1
    w[0x36] = w[0x37] = 0;  // dst num0 = 0
    CHECK(check_word(w) == Err::BAD_DTYPE);
    w[0x0C] = 1;
    CHECK(check_word(w) == Err::BAD_AP_ADDR);
    w[0x13] = 0;
    CHECK(check_word(w) == Err::BAD_FLAG);
    w[0x20] = 1;
    CHECK(check_word(w) == Err::BAD_AP_SHAPE);
  }
  SECTION("0x85: num_payloads (+0x0C) before FunctionId (+0x0E)") {
    Word w = hdr(1, 9, 0xFF);
    CHECK(check_word(w) == Err::CO_COUNT_MISMATCH);
    w = hdr(1, 3, 0xFF);
    CHECK(check_word(w) == Err::CO_FUNCTION_ID_UNSET);
  }
  SECTION("0x86: present flag (+0x0F) before the AP; undefined ADDR4 mode is BAD_AP_ADDR, not CO_INDIRECT_AP") {
    auto c = chain(0);
    Word p = c[1];
    p[0x0F] = 0;
    p[0x13] = 0x20;
    CHECK(check_word(p) == Err::BAD_FLAG);
    p[0x0F] = 1;
    CHECK(check_word(p) == Err::CO_INDIRECT_AP);
    p[0x13] = 0xF0;
    CHECK(check_word(p) == Err::BAD_AP_ADDR);
  }
}

TEST_CASE("malformed priority: chain context comes before the word's own checks", "[malformed][priority][chain]") {
  SECTION("chain open + a non-payload word with its own error -> CO_CHAIN_BROKEN") {
    auto c = chain(1);
    Word bad = ok_rank();
    bad[1] = 0;
    auto recs = decode_stream(std::vector<Word>{c[0], bad, ok_rank()});
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::CO_CHAIN_BROKEN, Err::OK});
  }
  SECTION("no chain + a payload with its own error -> CO_ORPHAN_PAYLOAD") {
    Word p = chain(0)[1];
    p[0x0F] = 7;
    auto recs = decode_stream(std::vector<Word>{ok_rank(), p});
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::CO_ORPHAN_PAYLOAD});
  }
  SECTION("last word inside a chain: its own error wins over CO_CHAIN_TRUNCATED") {
    auto c = chain(2);
    c.pop_back();
    c.back()[0x16] = c.back()[0x17] = 0;  // num0 = 0 on the last (truncating) payload
    auto recs = decode_stream(c);
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::OK, Err::BAD_AP_SHAPE});
  }
}

// ---- chain rules (S002 §1, §2.2 and decoder.hpp)
TEST_CASE("chain rules: N=0 chain is header + output payload = 2 words, num_payloads 1", "[malformed][chain]") {
  auto c = chain(0);
  REQUIRE(c.size() == 2);
  CHECK(c[0][0x0C] == 1);
  CHECK(c[0][0x0D] == 0);
  CHECK(c[0][0x0F] == 0);
  auto recs = decode_stream(std::vector<Word>{c[0], c[1], ok_rank()});
  CHECK(errs_of(recs) == std::vector<Err>(3, Err::OK));
  CHECK(recs[0].chain_pos == 0);
  CHECK(recs[1].chain_pos == 1);
  CHECK(recs[2].chain_pos == 0);
  // A second payload after an N=0 chain is an orphan.
  auto recs2 = decode_stream(std::vector<Word>{c[0], c[1], c[1]});
  CHECK(errs_of(recs2) == std::vector<Err>{Err::OK, Err::OK, Err::CO_ORPHAN_PAYLOAD});
}

TEST_CASE("chain rules: a rejected header opens no chain, its payloads are orphans", "[malformed][chain]") {
  auto c = chain(2);
  c[0][0x0C] = 2;  // num_payloads wrong for N = 2
  c.push_back(ok_cc());
  auto recs = decode_stream(c);
  CHECK(errs_of(recs) == std::vector<Err>{Err::CO_COUNT_MISMATCH, Err::CO_ORPHAN_PAYLOAD, Err::CO_ORPHAN_PAYLOAD,
                                          Err::CO_ORPHAN_PAYLOAD, Err::OK});
  Word bl = chain(1)[0];
  bl[1] = 0x11;  // header with a bad word length
  auto recs2 = decode_stream(std::vector<Word>{bl, chain(1)[1], ok_rank()});
  CHECK(errs_of(recs2) == std::vector<Err>{Err::BAD_WORD_LEN, Err::CO_ORPHAN_PAYLOAD, Err::OK});
}

TEST_CASE("chain rules: a payload with a bad AP inside a chain consumes its slot", "[malformed][chain]") {
  auto c = chain(2);
  c[2][0x16] = c[2][0x17] = 0;  // input 0: num0 = 0
  c.push_back(ok_rank());
  auto recs = decode_stream(c);
  CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::OK, Err::BAD_AP_SHAPE, Err::OK, Err::OK});
  CHECK(recs[3].chain_pos == 3);  // the chain still ends after the third payload
  CHECK(recs[3].route == Route::CUSTOM);
  CHECK(recs[4].route == Route::CROSS);
}

TEST_CASE("chain rules: the word that breaks a chain is reported and the next word decodes normally",
          "[malformed][chain]") {
  auto c = chain(3);
  SECTION("broken by a cross-engine word, then a payload is an orphan") {
    auto recs = decode_stream(std::vector<Word>{c[0], c[1], ok_cc(), c[2], ok_rank()});
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::OK, Err::CO_CHAIN_BROKEN, Err::CO_ORPHAN_PAYLOAD, Err::OK});
    CHECK(recs[2].route == Route::NONE);  // dropped
  }
  SECTION("broken by a new header: that header is dropped, so its payloads are orphans") {
    auto d = chain(0, 9);
    auto recs = decode_stream(std::vector<Word>{c[0], d[0], d[1], ok_dve()});
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::CO_CHAIN_BROKEN, Err::CO_ORPHAN_PAYLOAD, Err::OK});
    CHECK(recs[3].route == Route::DVE);
  }
  SECTION("broken right after the header, next chain decodes") {
    auto d = chain(1);
    auto recs = decode_stream(std::vector<Word>{c[0], ok_dve(), d[0], d[1], d[2]});
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::CO_CHAIN_BROKEN, Err::OK, Err::OK, Err::OK});
  }
}

TEST_CASE("chain rules: a stream ending inside a chain reports CO_CHAIN_TRUNCATED on the last word",
          "[malformed][chain]") {
  SECTION("on the header itself") {
    auto recs = decode_stream(std::vector<Word>{ok_cc(), chain(0)[0]});
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::CO_CHAIN_TRUNCATED});
  }
  SECTION("on a payload") {
    auto c = chain(4);
    c.resize(4);
    auto recs = decode_stream(c);
    CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::OK, Err::OK, Err::CO_CHAIN_TRUNCATED});
  }
  SECTION("a complete chain at the end is not truncated") {
    auto recs = decode_stream(chain(4));
    CHECK(errs_of(recs) == std::vector<Err>(6, Err::OK));
  }
  SECTION("Decoder::step with last = true closes the chain: a later payload is an orphan") {
    Decoder d;
    auto c = chain(1);
    CHECK(d.step(c[0], false).err == Err::OK);
    CHECK(d.chain_open());
    CHECK(d.step(c[1], true).err == Err::CO_CHAIN_TRUNCATED);
    CHECK_FALSE(d.chain_open());
    CHECK(d.step(c[2], false).err == Err::CO_ORPHAN_PAYLOAD);
    CHECK(d.words() == 3);
  }
}

TEST_CASE("error status: first error (index, code) and one sticky bit per code, until cleared", "[malformed][status]") {
  Word bl = ok_rank();
  bl[1] = 0;
  Word unk = ok_rank();
  unk[0] = 0x02;
  auto c = chain(1);
  std::vector<Word> s = {ok_cc(), ok_rank(), bl, unk, bl, c[1], c[0], c[1]};
  Decoder d;
  std::vector<Record> recs;
  for (size_t k = 0; k < s.size(); ++k) recs.push_back(d.step(s[k], k + 1 == s.size()));
  CHECK(errs_of(recs) == std::vector<Err>{Err::OK, Err::OK, Err::BAD_WORD_LEN, Err::UNKNOWN_OPCODE, Err::BAD_WORD_LEN,
                                          Err::CO_ORPHAN_PAYLOAD, Err::OK, Err::CO_CHAIN_TRUNCATED});
  const ErrorStatus& st = d.status();
  CHECK(st.any);
  CHECK(st.first_index == 2);
  CHECK(st.first_code == Err::BAD_WORD_LEN);
  std::set<unsigned> sticky;
  for (unsigned b = 0; b < st.sticky.size(); ++b)
    if (st.sticky.test(b)) sticky.insert(b);
  CHECK(sticky == std::set<unsigned>{2, 1, 15, 17});
  CHECK_FALSE(st.sticky.test(0));  // OK never sets a bit
  // decode_stream gives the same status.
  ErrorStatus st2;
  CHECK(decode_stream(s, &st2) == recs);
  CHECK(st2.first_index == 2);
  CHECK(st2.sticky == st.sticky);
  d.clear_status();
  CHECK_FALSE(d.status().any);
  CHECK(d.status().sticky.none());
  // After a clear, the next error is the new first error.
  auto r = d.step(unk, false);
  CHECK(d.status().first_index == r.index);
  CHECK(r.index == 8);
  CHECK(d.status().first_code == Err::UNKNOWN_OPCODE);
}

TEST_CASE("malformed: a rejected word's record still carries its opcode and extracted fields", "[malformed]") {
  Word w = ok_cc();
  w[0x0C] = 0x07;
  auto recs = decode_stream(std::vector<Word>{w});
  REQUIRE(recs.size() == 1);
  CHECK(recs[0].err == Err::BAD_ALU_OP);
  CHECK(recs[0].opcode == 0xD9);
  CHECK(recs[0].route == Route::NONE);
  CHECK(recs[0].fields == extract_fields(w));
  CHECK(recs[0].fields.v[field_index(*find_opcode(0xD9), "alu_op")] == 0x07);
}

TEST_CASE("malformed: decoding never reads past the word (empty stream, single words of every byte value)",
          "[malformed]") {
  CHECK(decode_stream(std::vector<Word>{}).empty());
  tpb_test::Rng r(5);
  for (unsigned op = 0; op < 256; ++op) {
    for (int it = 0; it < 20; ++it) {
      Word w{};
      for (auto& b : w) b = static_cast<uint8_t>(r.next());
      w[0] = static_cast<uint8_t>(op);
      auto recs = decode_stream(std::vector<Word>{w});
      REQUIRE(recs.size() == 1);
      const Err e = recs[0].err;
      // Every verdict is a named decoder error (or OK).
      CHECK((e == Err::OK || in_decoder_block(e)));
      CHECK(find_error(e) != nullptr);
      if (!find_opcode(static_cast<uint8_t>(op))) CHECK(e == Err::UNKNOWN_OPCODE);
      if (op == 0x86) CHECK(e == Err::CO_ORPHAN_PAYLOAD);
    }
  }
}

// ---- the generator's error injection, class by class
TEST_CASE("generator: bad_class names round-trip and map to their error codes", "[malformed][gen]") {
  for (unsigned k = 0; k < kNumBadClasses; ++k) {
    auto c = static_cast<BadClass>(k);
    const std::string name = bad_class_name(c);
    CHECK(bad_class_from_name(name) == c);
    // The class is named after its error, in lower case.
    std::string upper;
    for (char ch : name) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    CHECK(err_from_name(upper) == bad_class_error(c));
  }
  CHECK_FALSE(bad_class_from_name("no_such_class").has_value());
}

namespace {

void check_injection(BadClass cls, const std::vector<uint64_t>& seeds) {
  size_t injected_total = 0;
  // A class that needs an opcode the default generation has (OPCODE_NOT_IN_GEN) runs on gen2.
  const unsigned gen = bad_class_possible(cls, kDefaultGen) ? kDefaultGen : 2;
  for (uint64_t seed : seeds) {
    GenOptions o;
    o.gen = gen;
    o.seed = seed;
    o.count = 400;
    o.bad_ratio = 0.3;
    o.classes = {cls};
    auto g = tpb_test::guarded_generate(o, 10);
    INFO("class " << bad_class_name(cls) << ", seed " << seed << ": " << g.why);
    REQUIRE(g.stream.has_value());
    const auto& s = *g.stream;
    REQUIRE(s.words.size() == 400);
    auto recs = decode_stream(s.words, nullptr, gen);
    std::set<uint32_t> at;
    for (const auto& inj : s.injected) {
      INFO("injected index " << inj.index);
      CHECK(inj.cls == cls);
      REQUIRE(inj.index < recs.size());
      CHECK(err_name(recs[inj.index].err) == std::string(err_name(bad_class_error(cls))));
      at.insert(inj.index);
    }
    CHECK(at.size() == s.injected.size());
    for (size_t k = 0; k < recs.size(); ++k) {
      if (at.count(static_cast<uint32_t>(k))) continue;
      INFO("word " << k << " (opcode 0x" << std::hex << unsigned{recs[k].opcode} << ") not injected");
      CHECK(err_name(recs[k].err) == std::string("OK"));
    }
    injected_total += s.injected.size();
  }
  // The class was injected at all (CO_CHAIN_TRUNCATED at most once per stream).
  CHECK(injected_total > 0);
}

}  // namespace

TEST_CASE("generator: each malformed class puts exactly its error on every injected word, nothing elsewhere",
          "[malformed][gen]") {
  const unsigned k = GENERATE(range(0u, kNumBadClasses));
  const auto cls = static_cast<BadClass>(k);
  INFO("class " << bad_class_name(cls));
  check_injection(cls, {1, 2, 3, 4, 5, 6, 7, 8});
}

TEST_CASE("generator: same seed gives identical bytes, a different seed different bytes", "[malformed][gen]") {
  SECTION("bad_ratio 0") {
    GenOptions a;
    a.seed = 42;
    a.count = 1000;
    auto s1 = tpb_test::guarded_generate(a);
    auto s2 = tpb_test::guarded_generate(a);
    a.seed = 43;
    auto s3 = tpb_test::guarded_generate(a);
    REQUIRE(s1.stream.has_value());
    REQUIRE(s2.stream.has_value());
    REQUIRE(s3.stream.has_value());
    CHECK(s1.stream->words == s2.stream->words);
    CHECK(s1.stream->words != s3.stream->words);
    CHECK(s3.stream->words.size() == 1000);
  }
  SECTION("bad_ratio 0.3, word/chain-level classes") {
    GenOptions a;
    a.seed = 42;
    a.count = 1000;
    a.bad_ratio = 0.3;
    a.classes = tpb_test::classes_outside_field_injection();
    auto s1 = tpb_test::guarded_generate(a);
    auto s2 = tpb_test::guarded_generate(a);
    a.seed = 43;
    auto s3 = tpb_test::guarded_generate(a);
    REQUIRE(s1.stream.has_value());
    REQUIRE(s2.stream.has_value());
    REQUIRE(s3.stream.has_value());
    CHECK(s1.stream->words == s2.stream->words);
    CHECK(s1.stream->injected.size() == s2.stream->injected.size());
    CHECK(s1.stream->words != s3.stream->words);
  }
  SECTION("bad_ratio 0.3, every class (the default)") {
    GenOptions a;
    a.seed = 42;
    a.count = 1000;
    a.bad_ratio = 0.3;
    auto s1 = tpb_test::guarded_generate(a, 10);
    INFO(s1.why);
    REQUIRE(s1.stream.has_value());
    auto s2 = tpb_test::guarded_generate(a, 10);
    REQUIRE(s2.stream.has_value());
    a.seed = 43;
    auto s3 = tpb_test::guarded_generate(a, 10);
    INFO(s3.why);
    REQUIRE(s3.stream.has_value());
    CHECK(s1.stream->words == s2.stream->words);
    CHECK(s1.stream->words != s3.stream->words);
  }
}

// ---- the generation (DESIGN decision 9): OPCODE_NOT_IN_GEN
//
// S000 abstract: "CoreV3 (Cayman, arch 30) adds the gen3-only fixed-function movers/fences —
// GetSequenceBounds (0xBE), CoreBarrier (0xD8), and GPSIMDSB2SB (0xBF ...)"; §5 "CoreV3-only;
// V4 inherits; no CoreV2 form".

TEST_CASE("generation: OPCODE_NOT_IN_GEN comes before the opcode's own checks and after the chain rules",
          "[malformed][gen]") {
  tpb_test::Rng r(41);
  const OpcodeDesc& bf = *find_opcode(GpsimdSb2sb::kOpcode);
  const Word good = pack_fields(bf, tpb_test::legal_fields(r, bf));
  REQUIRE(check_word(good) == Err::OK);
  // A 0xBF that fails its own checks on gen3 is OPCODE_NOT_IN_GEN on gen2: the opcode has no
  // CoreV2 form, so its layout is not checked there.
  Word badlen = good;
  badlen[1] = 0x11;
  Word reserved = good;
  reserved[0x22] = 0x01;
  Word flag = good;
  flag[0x20] = 0x02;
  for (const Word& w : {badlen, reserved, flag}) {
    CHECK(Decoder(3).step(w, true).err != Err::OK);
    CHECK(Decoder(3).step(w, true).err != Err::OPCODE_NOT_IN_GEN);
    CHECK(Decoder(2).step(w, true).err == Err::OPCODE_NOT_IN_GEN);
  }
  // Inside an open chain a gen3 opcode on gen2 is CO_CHAIN_BROKEN (rule 1), as any non-0x86.
  CustomOpChain c;
  c.output = sbuf_ap(0, 0, 1, 4);
  c.inputs = {sbuf_ap(1, 0, 1, 4)};
  std::vector<Word> s = encode_chain(c);
  s.insert(s.begin() + 1, good);  // header, 0xBF, payload, payload
  const auto recs = decode_stream(s, nullptr, 2);
  CHECK(recs[1].err == Err::CO_CHAIN_BROKEN);
  CHECK(recs[2].err == Err::CO_ORPHAN_PAYLOAD);
  // A refused 0xBF opens nothing and closes nothing: the next chain decodes clean.
  std::vector<Word> s2 = {good};
  for (const Word& w : encode_chain(c)) s2.push_back(w);
  const auto recs2 = decode_stream(s2, nullptr, 2);
  CHECK(recs2[0].err == Err::OPCODE_NOT_IN_GEN);
  for (size_t k = 1; k < recs2.size(); ++k) CHECK(recs2[k].err == Err::OK);
  // The default is gen3, and an unknown generation is refused.
  CHECK(Decoder().gen() == 3);
  CHECK(decode_stream(std::vector<Word>{good})[0].err == Err::OK);
  CHECK_THROWS_AS(Decoder(1), std::invalid_argument);
  CHECK_THROWS_AS(Decoder(5), std::invalid_argument);
}

TEST_CASE("generation: the error is named in the field map's decoder block", "[malformed][gen]") {
  const ErrDesc* e = find_error(Err::OPCODE_NOT_IN_GEN);
  REQUIRE(e != nullptr);
  CHECK(std::string(e->name) == "OPCODE_NOT_IN_GEN");
  CHECK(in_decoder_block(Err::OPCODE_NOT_IN_GEN));
  CHECK(err_from_name("OPCODE_NOT_IN_GEN") == Err::OPCODE_NOT_IN_GEN);
}

TEST_CASE("generator: a gen2 stream's valid items hold no 0xBE/0xD8/0xBF; opcode_not_in_gen needs gen2",
          "[malformed][gen]") {
  GenOptions o;
  o.gen = 2;
  o.seed = 3;
  o.count = 3000;
  o.bad_ratio = 0.2;  // every class gen2 can carry, opcode_not_in_gen included
  const GenStream s = generate(o);
  std::set<uint32_t> injected;
  size_t not_in_gen = 0;
  for (const auto& inj : s.injected) {
    injected.insert(inj.index);
    not_in_gen += inj.cls == BadClass::OPCODE_NOT_IN_GEN;
  }
  CHECK(not_in_gen > 0);
  const auto recs = decode_stream(s.words, nullptr, 2);
  for (size_t k = 0; k < recs.size(); ++k) {
    if (injected.count(static_cast<uint32_t>(k))) continue;
    INFO("word " << k);
    CHECK(opcode_in_gen(s.words[k][0], 2));
    CHECK(recs[k].err != Err::OPCODE_NOT_IN_GEN);
  }
  CHECK(bad_class_possible(BadClass::OPCODE_NOT_IN_GEN, 2));
  CHECK_FALSE(bad_class_possible(BadClass::OPCODE_NOT_IN_GEN, 3));
  CHECK_FALSE(bad_class_possible(BadClass::OPCODE_NOT_IN_GEN, 4));
}

// The default stays gen3 everywhere: a default stream is byte for byte the stream of the
// classes that existed before OPCODE_NOT_IN_GEN (so the lockstep's seeds keep their streams).
TEST_CASE("generator: on gen3 the default class list leaves opcode_not_in_gen out (streams unchanged)",
          "[malformed][gen]") {
  GenOptions a;
  a.seed = 8;
  a.count = 2000;
  a.bad_ratio = 0.2;
  GenOptions b = a;
  for (unsigned k = 0; k < kNumBadClasses; ++k)
    if (static_cast<BadClass>(k) != BadClass::OPCODE_NOT_IN_GEN) b.classes.push_back(static_cast<BadClass>(k));
  const GenStream sa = generate(a), sb = generate(b);
  CHECK(sa.words == sb.words);
  for (const auto& inj : sa.injected) CHECK(inj.cls != BadClass::OPCODE_NOT_IN_GEN);
}

// --max-args 0 (every chain a bare header) with malformed words of every class: a class that
// needs payloads (a broken chain) cannot be made and is left out; the generator must neither
// divide by zero nor announce a payload the option forbids.
TEST_CASE("generator: max_args 0 with every malformed class makes a stream, no chain announces a payload", "[gen]") {
  for (uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
    GenOptions o;
    o.seed = seed;
    o.count = 2000;
    o.bad_ratio = 0.5;
    o.max_args = 0;
    auto g = tpb_test::guarded_generate(o, 10);
    INFO("seed " << seed << ": " << g.why);
    REQUIRE(g.stream.has_value());
    REQUIRE(g.stream->words.size() == 2000);
    for (const auto& inj : g.stream->injected) CHECK(inj.cls != BadClass::CO_CHAIN_BROKEN);
  }
}

// --min-args: every chain header the generator writes (legal, truncated, count-mismatch,
// function-id-unset, broken, with a bad operand) announces between min_args and max_args
// inputs, as far as the stream has room; min_args 0 leaves the stream of before unchanged; a
// minimum past the maximum is refused by name.
TEST_CASE("generator: --min-args bounds every chain's inputs from below; 0 changes nothing", "[gen]") {
  GenOptions o;
  o.seed = 7;
  o.count = 4000;
  o.bad_ratio = 0.3;
  o.max_args = 40;
  GenOptions same = o;
  same.min_args = 0;
  CHECK(generate(o).words == generate(same).words);
  o.min_args = 30;
  const GenStream s = generate(o);
  REQUIRE(s.words.size() == 4000);
  unsigned headers = 0;
  for (size_t i = 0; i < s.words.size(); ++i) {
    if (s.words[i][0] != CustomOpHeader::kOpcode) continue;
    CustomOpHeader h;
    h.from_fields(extract_fields(s.words[i]).v.data());
    // The words after it; a chain needs the output payload too, and the stream may keep its
    // last word for a truncating header: a chain near the end is capped by what fits.
    const size_t after = s.words.size() - i - 1;
    INFO("header at word " << i << " announces " << unsigned(h.num_arguments));
    CHECK(h.num_arguments <= 40);
    CHECK(h.num_arguments >= std::min<size_t>(30, after >= 2 ? after - 2 : 0));
    ++headers;
  }
  CHECK(headers > 10);
  GenOptions bad = o;
  bad.min_args = 41;
  CHECK_THROWS_WITH(generate(bad), Catch::Contains("min_args 41 exceeds max_args 40"));
  bad.min_args = 0;
  bad.max_args = 256;
  CHECK_THROWS_WITH(generate(bad), Catch::Contains("max_args 256 is past 255"));
}
