// One test per seed fact. Each test quotes the seed's bytes or words and asserts the exact
// bytes tpb::encode / tpb::encode_chain produce and the values the decoder reads back.
// Seeds: S000 = collective/GPSIMD/CustomOp encoding, S002 = CUSTOM_OP wire layout,
// S003 = DVE opcode_table, S004 = two-GPSIMD reconciliation (/work/shared/seeds/).
//
// Sentinel values are chosen so that every byte of a field differs from every other field's
// bytes: a field written at a wrong offset, with a wrong width or byte order, fails.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "test_support.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/isa.hpp"

using namespace tpb;
using tpb_test::join;
using tpb_test::le;
using tpb_test::nonzero_bytes;
using tpb_test::span;
using tpb_test::word_hex;

namespace {

/// Write `width` little-endian bytes of v at off (the test's own packing, not the model's).
void put(Word& w, unsigned off, unsigned width, uint64_t v) {
  auto b = tpb_test::le_bytes(v, width);
  for (unsigned i = 0; i < width; ++i) w[off + i] = b[i];
}

/// Expected bytes of a TENSOR3D (field map layout t3d, PROJECT): addr u32, then
/// (step i16, num u16) x 3.
void put_t3d(Word& w, unsigned off, const T3d& t) {
  put(w, off + 0, 4, t.addr);
  put(w, off + 4, 2, static_cast<uint16_t>(t.step0));
  put(w, off + 6, 2, t.num0);
  put(w, off + 8, 2, static_cast<uint16_t>(t.step1));
  put(w, off + 10, 2, t.num1);
  put(w, off + 12, 2, static_cast<uint16_t>(t.step2));
  put(w, off + 14, 2, t.num2);
}
template <class T4>
void put_t4d(Word& w, unsigned off, const T4& t) {
  put(w, off + 0, 4, t.addr);
  put(w, off + 4, 2, static_cast<uint16_t>(t.step0));
  put(w, off + 6, 2, t.num0);
  put(w, off + 8, 2, static_cast<uint16_t>(t.step1));
  put(w, off + 10, 2, t.num1);
  put(w, off + 12, 2, static_cast<uint16_t>(t.step2));
  put(w, off + 14, 2, t.num2);
  put(w, off + 16, 2, static_cast<uint16_t>(t.step3));
  put(w, off + 18, 2, t.num3);
}
void put_sync(Word& w, const Sync& s) {
  w[0x04] = s.wait_sel;
  w[0x05] = s.update_sel;
  w[0x06] = s.wait_val;
  w[0x07] = s.update_val;
  put(w, 0x08, 4, s.branch_pc);
}
Word header(uint8_t op) {
  Word w{};
  w[0] = op;
  w[1] = 0x10;
  return w;
}

// Sentinels. The sync band's wait selector must be a wire LUT value (07/05/85).
Sync sentinel_sync() {
  Sync s;
  s.wait_sel = 0x07;
  s.update_sel = 0x4A;
  s.wait_val = 0x4B;
  s.update_val = 0x4C;
  s.branch_pc = 0x4D4E4F50;
  return s;
}
T3d t3d_a() {  // SBUF partition 5, offset 0x123
  T3d t;
  t.addr = tpb_test::a4_sbuf(5, 0x123);
  t.step0 = 0x6162;
  t.num0 = 0x6364;
  t.step1 = -0x1A1B;  // a negative step: i16 two's complement on the wire
  t.num1 = 0x6768;
  t.step2 = 0x696A;
  t.num2 = 0x6B6C;
  return t;
}
T3d t3d_b() {  // HBM address 0x2ABCDE
  T3d t;
  t.addr = tpb_test::a4_hbm(0x2ABCDE);
  t.step0 = 0x7172;
  t.num0 = 0x7374;
  t.step1 = 0x7576;
  t.num1 = 0x7778;
  t.step2 = -2;
  t.num2 = 0x7B7C;
  return t;
}

std::vector<Record> decode(const std::vector<Word>& ws) { return decode_stream(ws); }

/// w decodes as T without an error, to exactly the struct it was encoded from.
template <class T>
void check_decodes_to(const Word& w, const T& v) {
  auto d = decode_as<T>(w);
  CHECK(d.ok());
  CHECK(d.value == v);
}

/// w with byte `at` set to a nonzero value is refused as RESERVED_NONZERO.
void check_reserved(const Word& w, unsigned at, uint8_t value) {
  Word bad = w;
  bad[at] = value;
  CHECK(check_word(bad) == Err::RESERVED_NONZERO);
}

}  // namespace

// =====================================================================================
// S000 abstract / shared skeleton
// =====================================================================================

// S000 abstract: "Every bundle is the same std::array<unsigned char, 64>"; byte +0x01
// inst_word_len = 0x10 (16 dwords = 64 bytes).
TEST_CASE("S000 abstract: a bundle is 64 bytes, inst_word_len 0x10 = 16 dwords", "[seed][S000]") {
  STATIC_REQUIRE(sizeof(Word) == 64);
  STATIC_REQUIRE(kBundleBytes == 64);
  STATIC_REQUIRE(kWordLen == 0x10);
  STATIC_REQUIRE(kWordLen * 4 == kBundleBytes);
}

// S000 shared skeleton:
//   byte +0x00 opcode; byte +0x01 inst_word_len = 0x10; byte +0x02..+0x03 reserved = 0x0000
//   "The 16-bit word at bundle[0:2] is (0x10<<8) | opcode, little-endian."
// S000 §3.2: 0xDA is stamped raw (movb $0xDA,(%rax)), not through setupHeader.
TEST_CASE("S000 shared skeleton: header [opcode, 0x10, 0, 0] = 16-bit word 0x10NN LE for every opcode except raw 0xDA",
          "[seed][S000]") {
  const auto i = GENERATE(range(0u, kNumOpcodes));
  const OpcodeDesc& d = kOpcodes[i];
  INFO("opcode 0x" << std::hex << unsigned{d.opcode} << " " << d.name);
  Word w = blank_word(d);
  CHECK(w[0] == d.opcode);
  if (d.opcode == 0xDA) {
    CHECK(d.raw_header);
    CHECK(w[1] == 0x00);
  } else {
    CHECK_FALSE(d.raw_header);
    CHECK(w[1] == 0x10);
    CHECK(le(w, 0, 2) == (0x1000u | d.opcode));
  }
  CHECK(w[2] == 0x00);
  CHECK(w[3] == 0x00);
  // pxor-zeroed in full: nothing past the header.
  CHECK(nonzero_bytes(w) == (d.opcode == 0xDA ? std::set<unsigned>{0} : std::set<unsigned>{0, 1}));
  // All-zero field values add nothing either.
  Fields zero;
  zero.n = d.nfields;
  CHECK(pack_fields(d, zero) == w);
}

// S000 abstract: "pxor-zeroed in full (so any byte the encoder does not write is a hard 0x00)".
// With every field at its widest value, only header and field bytes may be nonzero, and the
// generated `covered` mask (the reserved-byte check) is exactly header + field bytes.
TEST_CASE("S000 abstract: pxor-zeroed bundle, every byte no field covers stays 0x00", "[seed][S000]") {
  const auto i = GENERATE(range(0u, kNumOpcodes));
  const OpcodeDesc& d = kOpcodes[i];
  INFO("opcode 0x" << std::hex << unsigned{d.opcode} << " " << d.name);
  Fields all;
  all.n = d.nfields;
  std::set<unsigned> field_bytes;
  for (unsigned k = 0; k < d.nfields; ++k) {
    all.v[k] = ~0ull;
    for (unsigned b = 0; b < d.fields[k].width; ++b) field_bytes.insert(d.fields[k].off + b);
  }
  Word w = pack_fields(d, all);
  std::set<unsigned> allowed = field_bytes;
  allowed.insert(0);
  allowed.insert(1);
  for (unsigned b : nonzero_bytes(w)) {
    INFO("byte +0x" << std::hex << b);
    CHECK(allowed.count(b) == 1);
  }
  for (unsigned b : field_bytes) CHECK(w[b] == 0xFF);
  // covered = header bytes 0,1 + field bytes (+ the opaque DVE body +0x0C..+0x3F).
  std::set<unsigned> covered;
  for (unsigned b = 0; b < 64; ++b)
    if ((d.covered >> b) & 1) covered.insert(b);
  std::set<unsigned> expect = allowed;
  if (d.dve)
    for (unsigned b = 0x0C; b < 64; ++b) expect.insert(b);
  CHECK(covered == expect);
  // Fields never overlap one another nor bytes 0..3 of the header.
  std::vector<int> owner(64, -1);
  for (unsigned k = 0; k < d.nfields; ++k)
    for (unsigned b = 0; b < d.fields[k].width; ++b) {
      unsigned at = d.fields[k].off + b;
      REQUIRE(at < 64);
      CHECK(at >= 4);
      CHECK(owner[at] == -1);
      owner[at] = static_cast<int>(k);
    }
}

// S000 header: bytes +0x02..+0x03 reserved = 0x0000 on every opcode (0xDA too: "a freshly
// emplaced-and-zeroed 64-byte record").
TEST_CASE("S000 shared skeleton: reserved header bytes +0x02..+0x03 nonzero -> RESERVED_NONZERO", "[seed][S000]") {
  const auto i = GENERATE(range(0u, kNumOpcodes));
  const OpcodeDesc& d = kOpcodes[i];
  INFO("opcode 0x" << std::hex << unsigned{d.opcode});
  tpb_test::Rng r(i + 1);
  Fields f = tpb_test::legal_fields(r, d);
  Word w = pack_fields(d, f);
  REQUIRE(check_word(w) == Err::OK);
  for (unsigned b : {2u, 3u}) {
    Word bad = w;
    bad[b] = 0x5A;
    CHECK(check_word(bad) == Err::RESERVED_NONZERO);
  }
}

// =====================================================================================
// S002: CUSTOM_OP 0x85 header + 0x86 payloads
// =====================================================================================

// S002 §4 WORD 0 — CUSTOM_OP_HEADER (0x85):
//   off : 00 01 02 03 04 05 06 07 08 09 0A 0B 0C 0D 0E 0F
//   val : 85 10 00 00 [HH HH HH HH HH HH HH HH] 03 00 07 01
//   +0C..0D (num_payloads, u16 LE) = 03 00   <- N + 2 = 3
//   +0E (CustomOpFunctionId) = 07 ; +0F (num_arguments) = 01
//   +10 = 00 ; +11..3F = 00 (pxor-zero)
// With the header-init band left at zero, the whole word is those 16 bytes then 48 zeros.
TEST_CASE("S002 §4 worked example: N=1, FunctionId 0x07 header bytes 85 10 00 00 .. 03 00 07 01", "[seed][S002]") {
  CustomOpChain c;
  c.function_id = 0x07;
  c.output.addr = tpb_test::a4_sbuf(1, 0x40);
  c.output.num0 = 1;
  c.output.num1 = 1;
  c.output.num2 = 1;
  c.output.num3 = 1;
  c.inputs.push_back(c.output);
  c.inputs[0].addr = tpb_test::a4_sbuf(2, 0x80);
  auto words = encode_chain(c);
  REQUIRE(words.size() == 3);
  const Word expect = word_hex("85 10 00 00 00 00 00 00 00 00 00 00 03 00 07 01");
  CHECK(tpb_test::hex_of(words[0]) == tpb_test::hex_of(expect));
  for (unsigned b = 0x10; b < 0x40; ++b) CHECK(words[0][b] == 0x00);
  CHECK(le(words[0], 0, 2) == 0x1085);  // S002 abstract: the 16-bit instruction word 0x1085

  auto h = decode_as<CustomOpHeader>(words[0]);
  CHECK(h.err == Err::OK);
  CHECK(h.value.num_payloads == 3);
  CHECK(h.value.function_id == 0x07);
  CHECK(h.value.num_arguments == 1);
}

// S002 §4 WORD 1 / WORD 2 — CUSTOM_OP_PAYLOAD (0x86):
//   off : 00 01 02 03 04..0B   0F   10 11 12 13  14..
//   val : 86 10 00 00  ……   …  01   <ADDR4 out> <TENSORnD loop words…>
//   WORD 1 = the OUTPUT AP, WORD 2 = the INPUT arg[0] AP.
TEST_CASE("S002 §4 worked example: payloads 86 10 00 00, +0x0F = 01, output AP then input AP at +0x10",
          "[seed][S002]") {
  CustomOpChain c;
  c.function_id = 0x07;
  T4dCo out;
  out.addr = tpb_test::a4_sbuf(0x11, 0x2345);
  out.step0 = 0x2122;
  out.num0 = 0x2324;
  out.step1 = 0x2526;
  out.num1 = 0x2728;
  out.step2 = 0x292A;
  out.num2 = 0x2B2C;
  out.step3 = -0x2D2E;
  out.num3 = 0x2F30;
  T4dCo in = out;
  in.addr = tpb_test::a4_hbm(0x1A2B3C);
  in.step0 = 0x3132;
  in.num3 = 0x3F40;
  c.output = out;
  c.inputs = {in};
  auto words = encode_chain(c);
  REQUIRE(words.size() == 3);

  Word e1 = word_hex("86 10 00 00 00 00 00 00 00 00 00 00 00 00 00 01");
  put_t4d(e1, 0x10, out);
  Word e2 = word_hex("86 10 00 00 00 00 00 00 00 00 00 00 00 00 00 01");
  put_t4d(e2, 0x10, in);
  CHECK(tpb_test::hex_of(words[1]) == tpb_test::hex_of(e1));
  CHECK(tpb_test::hex_of(words[2]) == tpb_test::hex_of(e2));
  CHECK(le(words[1], 0, 2) == 0x1086);
  // ADDR4-rooted AP at +0x10: the 32-bit start word is the output tile's address.
  CHECK(le(words[1], 0x10, 4) == tpb_test::a4_sbuf(0x11, 0x2345));
  CHECK(le(words[2], 0x10, 4) == tpb_test::a4_hbm(0x1A2B3C));

  auto p1 = decode_as<CustomOpPayload>(words[1]);
  auto p2 = decode_as<CustomOpPayload>(words[2]);
  CHECK(p1.ok());
  CHECK(p2.ok());
  CHECK(p1.value.present == 1);
  CHECK(p1.value.ap == out);
  CHECK(p2.value.ap == in);

  // "The runtime: reads num_payloads=3 @ +0x0C -> consume 2 more 0x86 words": the stream
  // decoder takes the three words as one chain, positions 0, 1, 2, all routed to CUSTOM.
  auto recs = decode(words);
  REQUIRE(recs.size() == 3);
  for (unsigned k = 0; k < 3; ++k) {
    CHECK(recs[k].err == Err::OK);
    CHECK(recs[k].route == Route::CUSTOM);
    CHECK(recs[k].chain_pos == k);
  }
}

// S002 §2.2: num_payloads = N + 2 (N >= 1); "When N == 0 ... the emitter sets
// num_payloads = 1, not 0 + 2 = 2". §1: total words = 1 header + (N + 1) payloads = N + 2.
// num_payloads is a u16 at +0x0C (S002 §2.1, lea rdi,[r13+0Ch]; S000 §10): N = 255 needs
// both bytes (257 = 01 01).
TEST_CASE("S002 §2.2 num_payloads rule: u16 at +0x0C equals N+2 for N>=1 and 1 for N=0", "[seed][S002]") {
  const unsigned n = GENERATE(0u, 1u, 2u, 3u, 4u, 7u, 100u, 253u, 254u, 255u);
  INFO("N = " << n);
  const unsigned expect_np = n == 0 ? 1 : n + 2;
  CHECK(num_payloads_for(n) == expect_np);

  CustomOpChain c;
  c.function_id = 0x42;
  c.output.addr = tpb_test::a4_sbuf(0, 0);
  c.output.num0 = c.output.num1 = c.output.num2 = c.output.num3 = 1;
  for (unsigned k = 0; k < n; ++k) {
    T4dCo in = c.output;
    in.addr = tpb_test::a4_sbuf(k & 0xFF, k);
    c.inputs.push_back(in);
  }
  auto words = encode_chain(c);
  CHECK(words.size() == n + 2);
  CHECK(words[0][0x0C] == (expect_np & 0xFF));
  CHECK(words[0][0x0D] == (expect_np >> 8));
  CHECK(words[0][0x0F] == n);  // num_arguments counts the inputs
  for (size_t k = 1; k < words.size(); ++k) {
    CHECK(words[k][0] == 0x86);
    CHECK(words[k][0x0F] == 0x01);
  }
  auto recs = decode(words);
  std::vector<Err> errs;
  for (const auto& r : recs) errs.push_back(r.err);
  CHECK(errs == std::vector<Err>(words.size(), Err::OK));
  CHECK(recs.back().chain_pos == n + 1);
}

// S002 §2.2 GOTCHA: "a 3-input / 1-output op has num_arguments = 3 and num_payloads = 5
// (3 inputs + 1 output + 1 header)".
TEST_CASE("S002 §2.2 GOTCHA: 3 inputs -> num_payloads 5, num_arguments 3", "[seed][S002]") {
  CustomOpChain c;
  c.function_id = 0x09;
  c.output.addr = tpb_test::a4_sbuf(0, 0);
  c.output.num0 = c.output.num1 = c.output.num2 = c.output.num3 = 1;
  c.inputs = {c.output, c.output, c.output};
  auto words = encode_chain(c);
  REQUIRE(words.size() == 5);
  CHECK(tpb_test::hex_of(words[0]) == tpb_test::hex_of(word_hex("85 10 00 00 00 00 00 00 00 00 00 00 05 00 09 03")));
  auto h = decode_as<CustomOpHeader>(words[0]);
  CHECK(h.ok());
  CHECK(h.value.num_payloads == 5);
  CHECK(h.value.num_arguments == 3);
}

// S002 §2.2: num_payloads "is not the number of arguments"; the naive values N, N + 1 and,
// for N = 0, 0 + 2 = 2 are rejected (CO_COUNT_MISMATCH); only the rule's value passes.
TEST_CASE("S002 §2.2 num_payloads: N, N+1 and (N=0) 2 are count mismatches", "[seed][S002]") {
  for (unsigned n = 0; n <= 255; ++n) {
    INFO("N = " << n);
    CustomOpHeader h;
    h.function_id = 1;
    h.num_arguments = static_cast<uint8_t>(n);
    for (unsigned np : {n, n + 1, n + 2, n + 3, 1u, 0u, 0x0100u + n}) {
      h.num_payloads = static_cast<uint16_t>(np);
      const bool rule = np == (n == 0 ? 1 : n + 2);
      CHECK(check_word(encode(h)) == (rule ? Err::OK : Err::CO_COUNT_MISMATCH));
    }
  }
}

// S002 §2.2 GOTCHA: "num_arguments counts inputs only; the output is separate", and the
// decoder consumes exactly num_arguments + 1 payloads (output + inputs) after the header.
TEST_CASE("S002 §2.2 GOTCHA: num_arguments counts inputs only (chain = header + output + N inputs)", "[seed][S002]") {
  const unsigned n = GENERATE(0u, 1u, 2u, 5u);
  CustomOpChain c;
  c.function_id = 3;
  c.output.addr = tpb_test::a4_sbuf(9, 9);
  c.output.num0 = c.output.num1 = c.output.num2 = c.output.num3 = 2;
  c.inputs.assign(n, c.output);
  auto words = encode_chain(c);
  CHECK(words[0][0x0F] == n);
  // One more payload past the chain is an orphan; one fewer leaves the chain truncated.
  auto more = words;
  more.push_back(words.back());
  auto r1 = decode(more);
  CHECK(r1.back().err == Err::CO_ORPHAN_PAYLOAD);
  auto fewer = words;
  fewer.pop_back();
  auto r2 = decode(fewer);
  CHECK(r2.back().err == Err::CO_CHAIN_TRUNCATED);
}

// S002 §3.1: "The byte at +0x0F is stamped to 1 on every payload". NOTE: the same offset is
// num_arguments in the header; "A decoder dispatches on byte[0] first".
TEST_CASE("S002 §3.1 present flag: payload +0x0F = 1; other values -> BAD_FLAG; header +0x0F is num_arguments",
          "[seed][S002]") {
  CustomOpPayload p;
  p.present = 1;
  p.ap.addr = tpb_test::a4_sbuf(3, 3);
  p.ap.num0 = p.ap.num1 = p.ap.num2 = p.ap.num3 = 1;
  Word w = encode(p);
  CHECK(w[0x0F] == 0x01);
  CHECK(check_word(w) == Err::OK);
  for (unsigned v = 0; v < 256; ++v) {
    if (v == 1) continue;
    Word bad = w;
    bad[0x0F] = static_cast<uint8_t>(v);
    INFO("present = " << v);
    CHECK(check_word(bad) == Err::BAD_FLAG);
  }
  CustomOpHeader h;
  h.function_id = 0;
  h.num_arguments = 3;
  h.num_payloads = 5;
  Word hw = encode(h);
  CHECK(hw[0x0F] == 3);
  CHECK(check_word(hw) == Err::OK);
}

// S002 §6 GOTCHA: "CustomOpFunctionId is a u8, capped at 254 unique functions (0xFF = unset)
// ... The id is a single byte (hdr+0x0E)". S000 §10 / S002 §2.1: FunctionId at +0x0E.
TEST_CASE("S002 §6 254/0xFF rule: FunctionId is one byte at +0x0E, 0xFF -> CO_FUNCTION_ID_UNSET", "[seed][S002]") {
  unsigned accepted = 0;
  for (unsigned v = 0; v < 256; ++v) {
    INFO("FunctionId 0x" << std::hex << v);
    CustomOpHeader h;
    h.function_id = static_cast<uint8_t>(v);
    h.num_arguments = 1;
    h.num_payloads = 3;
    Word w = encode(h);
    Word expect = word_hex("85 10 00 00 00 00 00 00 00 00 00 00 03 00 00 01");
    expect[0x0E] = static_cast<uint8_t>(v);
    CHECK(w == expect);
    const Err e = check_word(w);
    CHECK(e == (v == 0xFF ? Err::CO_FUNCTION_ID_UNSET : Err::OK));
    accepted += e == Err::OK;
    if (v != 0xFF) CHECK(decode_as<CustomOpHeader>(w).value.function_id == v);
  }
  // The wire refuses only the "unset" sentinel 0xFF: the 0xFE guard is a count guard in
  // ModuleArtifactInfo (the registry hands out ids 0x00..0xFD, see the registry tests), not
  // a check on the header, so a header carrying 0xFE is a legal word (kit reading).
  CHECK(accepted == 255);
  CustomOpHeader fe;
  fe.function_id = 0xFE;
  fe.num_payloads = 3;
  fe.num_arguments = 1;
  CHECK(check_word(encode(fe)) == Err::OK);
  CHECK(kFunctionIdUnset == 0xFF);
  CHECK(kMaxFunctions == 0xFE);  // "capped at 254 unique functions", ids 0..253
}

// S002 §6: a header with FunctionId 0xFF is rejected, and (decoder rule) a rejected header
// opens no chain, so its payloads are orphans.
TEST_CASE("S002 §6 FunctionId 0xFF header is rejected and opens no chain", "[seed][S002]") {
  CustomOpChain c;
  c.function_id = 0xFF;
  c.output.addr = tpb_test::a4_sbuf(0, 0);
  c.output.num0 = c.output.num1 = c.output.num2 = c.output.num3 = 1;
  c.inputs = {c.output};
  auto recs = decode(encode_chain(c));
  REQUIRE(recs.size() == 3);
  CHECK(recs[0].err == Err::CO_FUNCTION_ID_UNSET);
  CHECK(recs[1].err == Err::CO_ORPHAN_PAYLOAD);
  CHECK(recs[2].err == Err::CO_ORPHAN_PAYLOAD);
}

// S002 §1: "The first payload is always the output AP; the remaining N payloads are the N
// input/argument APs, in order"; §3: "Payload i+1 (for i in [0, N)) encodes the i-th input AP:
// getArgument<AccessPattern>(inst, i)". N = 3 with four distinct APs: a chain that swapped two
// payloads, or put the output last, differs at some payload's +0x10.
TEST_CASE("S002 §1/§3 payload order for N = 3: output AP first, then inputs 0, 1, 2 in order", "[seed][S002]") {
  CustomOpChain c;
  c.function_id = 0x2C;
  c.terminator = sentinel_sync();
  T4dCo ap[4];
  for (unsigned k = 0; k < 4; ++k) {
    ap[k].addr = k % 2 ? tpb_test::a4_hbm(0x10000 * (k + 1) + 0x40 * k) : tpb_test::a4_sbuf(0x20 + k, 0x100 * (k + 1));
    ap[k].step0 = static_cast<int16_t>(0x0101 * (k + 1));
    ap[k].num0 = static_cast<uint16_t>(k + 2);
    ap[k].num1 = ap[k].num2 = ap[k].num3 = 1;
  }
  c.output = ap[0];
  c.inputs = {ap[1], ap[2], ap[3]};
  auto words = encode_chain(c);
  REQUIRE(words.size() == 5);  // header + output + 3 inputs (S002 §1: N + 2 words)
  CHECK(le(words[0], 0x0C, 2) == 5);  // num_payloads = N + 2
  CHECK(words[0][0x0F] == 3);         // num_arguments = N
  for (unsigned k = 0; k < 4; ++k) {
    INFO("payload " << k);
    Word e = word_hex("86 10 00 00 00 00 00 00 00 00 00 00 00 00 00 01");
    put_t4d(e, 0x10, ap[k]);
    if (k == 3) put_sync(e, c.terminator);  // on the last input payload only (S002 §1)
    CHECK(tpb_test::hex_of(words[1 + k]) == tpb_test::hex_of(e));
    auto p = decode_as<CustomOpPayload>(words[1 + k]);
    CHECK(p.ok());
    CHECK(p.value.ap == ap[k]);
  }
  auto recs = decode(words);
  REQUIRE(recs.size() == 5);
  for (unsigned k = 0; k < 5; ++k) {
    CHECK(recs[k].err == Err::OK);
    CHECK(recs[k].chain_pos == k);
  }
}

// S004 View B and its ELF table: "private window = .text/.data/.bss at 0x84000000 +
// cpu_id*0x200000 (2 MiB stride)"; "cpu0: LOAD 0x84000000 RWE filesz 0x8d448", "cpu1: LOAD
// 0x84200000", "cpu2: LOAD 0x84400000"; "The eight windows tile a contiguous 16 MiB aperture
// (0x84000000-0x85000000)"; "shared scratch = DRAM [0x80000, 0x90000) (64 KiB cross-CPU
// mailbox)"; data_transfer.cpp:171 "cpu_id < 8".
TEST_CASE("S004 address map: windows 0x84000000 + cpu*0x200000, 16 MiB aperture, image 0x8d448, scratch 0x80000..0x90000",
          "[seed][S004]") {
  using namespace tpb::xtensa;
  CHECK(kNumCpus == 8);
  CHECK(window_base(0) == 0x84000000u);
  CHECK(window_base(1) == 0x84200000u);
  CHECK(window_base(2) == 0x84400000u);
  for (unsigned c = 0; c < kNumCpus; ++c) CHECK(window_base(c) == 0x84000000u + c * 0x200000u);
  CHECK(kWindowBytes == 2u * 1024 * 1024);
  CHECK(kApertureBytes == 16u * 1024 * 1024);
  CHECK(window_base(0) + kApertureBytes == 0x85000000u);
  CHECK(window_base(kNumCpus - 1) + kWindowBytes == 0x85000000u);
  CHECK(kImageBytes == 0x8d448u);  // cpu0's filesz (~578 KiB)
  CHECK(kWorkOffset >= kImageBytes);
  CHECK(kScratchBase == 0x80000u);
  CHECK(kScratchEnd == 0x90000u);
  CHECK(kScratchBytes == 64u * 1024);
}

// S002 §3.2 GOTCHA: "a custom-op operand AP cannot be a TensorIndirect (gather) AP ...
// the indirect-gather mode (0x20)"; "All args to a customop must be located in SBUF or HBM".
TEST_CASE("S002 §3.2 GOTCHA: custom-op AP never indirect (CO_INDIRECT_AP), only SBUF or HBM (CO_OPERAND_MEM)",
          "[seed][S002]") {
  CustomOpPayload p;
  p.present = 1;
  p.ap.num0 = p.ap.num1 = p.ap.num2 = p.ap.num3 = 1;
  struct Case {
    uint32_t addr;
    Err expect;
  };
  const Case cases[] = {
      {tpb_test::a4_sbuf(127, 0x3FFFF), Err::OK},
      {tpb_test::a4_hbm(0x3FFFFFF), Err::OK},
      {tpb_test::a4_reg(0x21), Err::OK},  // register mode (RM=1) is allowed
      {tpb_test::a4_indirect(0x1234), Err::CO_INDIRECT_AP},
      {0x20000000u, Err::CO_INDIRECT_AP},  // top byte reads 0x20, as S002 names the gather mode
      {tpb_test::a4_psum(0x100), Err::CO_OPERAND_MEM},
  };
  for (const auto& k : cases) {
    p.ap.addr = k.addr;
    Word w = encode(p);
    INFO("addr 0x" << std::hex << k.addr);
    CHECK(w[0x13] == (k.addr >> 24));
    CHECK(check_word(w) == k.expect);
  }
}

// =====================================================================================
// S000 §1 AluOp, §2 collective-kind LUT
// =====================================================================================

// S000 §2: objdump -s 0x1df5790: 01 02 03 04 09 05 06 07 08
//                         kind:   2  3  4  5  6  7  8  9 10
TEST_CASE("S000 §2 collective-kind LUT is 01 02 03 04 09 05 06 07 08 for kinds 2..10", "[seed][S000]") {
  const std::vector<uint8_t> seed_lut = {0x01, 0x02, 0x03, 0x04, 0x09, 0x05, 0x06, 0x07, 0x08};
  CHECK(std::vector<uint8_t>(kCollKindLut.begin(), kCollKindLut.end()) == seed_lut);
  CHECK(kCollKindLutBase == 2);
  for (unsigned kind = 2; kind <= 10; ++kind) {
    INFO("kind " << kind);
    auto wire = coll_kind_to_wire(kind);
    REQUIRE(wire.has_value());
    CHECK(*wire == seed_lut[kind - 2]);
    CHECK(coll_kind_from_wire(*wire) == kind);
    // Through the 0xD9 word: the wire byte at +0x0E.
    CollectiveCompute cc;
    cc.dtype = 0x01;
    cc.collective_kind = *wire;
    cc.src.addr = tpb_test::a4_sbuf(0, 0);
    cc.src.num0 = cc.src.num1 = 1;
    Word w = encode(cc);
    CHECK(w[0x0E] == seed_lut[kind - 2]);
    CHECK(check_word(w) == Err::OK);
  }
  CHECK_FALSE(coll_kind_to_wire(11).has_value());
  CHECK_FALSE(coll_kind_from_wire(0x00).has_value());
  CHECK_FALSE(coll_kind_from_wire(0x0A).has_value());
}

// S000 §2 QUIRK: "AllToAllV (kind 6) maps to wire 0x09, out of sequence ... A naive
// wire = kind − 1 reimplementation will mis-encode AllToAllV and the entire permute family."
TEST_CASE("S000 §2 QUIRK: AllToAllV kind 6 -> wire 0x09; permute kinds 7..10 -> 0x05..0x08", "[seed][S000]") {
  CHECK(coll_kind_to_wire(6) == uint8_t{0x09});
  CHECK(std::string(coll_kind_name(6)) == "AllToAllV");
  for (unsigned kind = 2; kind <= 5; ++kind) CHECK(coll_kind_to_wire(kind) == uint8_t(kind - 1));
  for (unsigned kind = 6; kind <= 10; ++kind) CHECK(coll_kind_to_wire(kind) != uint8_t(kind - 1));
  for (unsigned kind = 7; kind <= 10; ++kind) CHECK(coll_kind_to_wire(kind) == uint8_t(kind - 2));
  CHECK(coll_kind_from_wire(0x09) == 6u);
  CHECK(coll_kind_from_wire(0x05) == 7u);
}

// S000 §2 GOTCHA: "SendRecv(0) / SendRecvCCE(1) are NOT wire-encodable through this LUT."
TEST_CASE("S000 §2 GOTCHA: SendRecv(0) and SendRecvCCE(1) are not encodable through the LUT", "[seed][S000]") {
  CHECK_FALSE(coll_kind_to_wire(0).has_value());
  CHECK_FALSE(coll_kind_to_wire(1).has_value());
  CHECK(std::string(coll_kind_name(0)) == "SendRecv");
  CHECK(std::string(coll_kind_name(1)) == "SendRecvCCE");
}

// S000 §2: the wire byte is an output of the LUT; anything else is not a collective kind.
// 0xD9 always writes the kind (§3.1); 0xDA mirrors the trio "in the arms where present"
// (0 allowed, PROJECT).
TEST_CASE("S000 §2/§3 kind byte outside the LUT -> BAD_COLL_KIND on 0xD9 (and 0xDA, where 0 is allowed)",
          "[seed][S000]") {
  CollectiveCompute cc;
  cc.dtype = 0x09;
  cc.src.addr = tpb_test::a4_sbuf(1, 1);
  cc.src.num0 = cc.src.num1 = 1;
  CollectiveComputeSecondary c2;
  c2.src = cc.src;
  for (unsigned v = 0; v < 256; ++v) {
    INFO("kind byte 0x" << std::hex << v);
    const bool in_lut = v >= 1 && v <= 9;
    cc.collective_kind = static_cast<uint8_t>(v);
    CHECK(check_word(encode(cc)) == (in_lut ? Err::OK : Err::BAD_COLL_KIND));
    c2.collective_kind = static_cast<uint8_t>(v);
    CHECK(check_word(encode(c2)) == (in_lut || v == 0 ? Err::OK : Err::BAD_COLL_KIND));
  }
}

// S000 §1.1: "the in-build legalization only emits {bypass=0, add=4}".
// S000 §1.2: AluOpType2DGEComputeOp: "test %esi,%esi ... → DgeComputeOp::none (1)";
// "cmp $0x4,%esi ... → DgeComputeOp::add (2)"; "else → error".
TEST_CASE("S000 §1 AluOp shipped subset {bypass 0, add 4}; DGE map bypass->none(1), add->add(2), else none",
          "[seed][S000]") {
  CHECK(std::vector<uint8_t>(kAluOpShipped.begin(), kAluOpShipped.end()) == std::vector<uint8_t>{0, 4});
  for (unsigned v = 0; v < 256; ++v) {
    INFO("AluOp " << v);
    const auto a = static_cast<uint8_t>(v);
    CHECK(alu_op_shipped(a) == (v == 0 || v == 4));
    auto dge = alu_to_dge(a);
    if (v == 0) {
      CHECK(dge == uint8_t{1});
    } else if (v == 4) {
      CHECK(dge == uint8_t{2});
    } else {
      CHECK_FALSE(dge.has_value());
    }
    CollectiveCompute cc;
    cc.alu_op = a;
    cc.dtype = 0x0B;
    cc.collective_kind = 0x01;
    cc.src.addr = tpb_test::a4_sbuf(0, 0);
    cc.src.num0 = cc.src.num1 = 1;
    Word w = encode(cc);
    CHECK(w[0x0C] == a);
    CHECK(check_word(w) == (v == 0 || v == 4 ? Err::OK : Err::BAD_ALU_OP));
    CollectiveComputeSecondary c2;
    c2.alu_op = a;
    c2.src = cc.src;
    CHECK(check_word(encode(c2)) == (v == 0 || v == 4 ? Err::OK : Err::BAD_ALU_OP));
  }
}

// =====================================================================================
// S000 §3 CollectiveCompute 0xD9 / 0xDA
// =====================================================================================

// S000 §3.1:
//   bundle[0x0C] = convert_AluOpType(inst->cc_op);   /* bypass=0/add=4 */
//   bundle[0x0D] = dtype_to_wire(...);
//   bundle[0x0E] = collkind_lut[inst->kind - 2];
//   bundle[0x0F] = 0;
//   assignAddr8Tensor2D(&bundle[0x10], inst->srcAP);  /* +0x10: 64-bit ADDR8 TENSOR2D */
TEST_CASE("S000 §3.1 0xD9 trio alu_op/dtype/kind at +0x0C/+0x0D/+0x0E, +0x0F = 0, ADDR8 TENSOR2D at +0x10",
          "[seed][S000]") {
  CollectiveCompute cc;
  cc.sync = sentinel_sync();
  cc.alu_op = 4;                              // add
  cc.dtype = 0x0A;                            // fp16 (PROJECT code)
  cc.collective_kind = *coll_kind_to_wire(6); // AllToAllV -> 0x09
  cc.src.addr = tpb_test::a4_sbuf(0x33, 0x1BCDE);
  cc.src.step0 = 0x3132;
  cc.src.num0 = 0x3334;
  cc.src.step1 = -0x3536;
  cc.src.num1 = 0x3738;
  Word w = encode(cc);

  Word e = header(0xD9);
  put_sync(e, cc.sync);
  e[0x0C] = 0x04;
  e[0x0D] = 0x0A;
  e[0x0E] = 0x09;
  e[0x0F] = 0x00;
  put(e, 0x10, 8, cc.src.addr);  // ADDR8: ADDR4 in the low half, high half zero
  put(e, 0x18, 2, 0x3132);
  put(e, 0x1A, 2, 0x3334);
  put(e, 0x1C, 2, static_cast<uint16_t>(-0x3536));
  put(e, 0x1E, 2, 0x3738);
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  CHECK(tpb_test::subset(nonzero_bytes(w), join({span(0, 2), span(4, 8), span(0x0C, 3), span(0x10, 16)})));

  check_decodes_to(w, cc);
  auto r = decode(std::vector<Word>{w});
  CHECK(r[0].route == Route::CROSS);

  check_reserved(w, 0x0F, 0x01);  // bundle[0x0F] = 0
  Word bad = w;
  bad[0x14] = 0x01;  // ADDR8 high half must be zero (PROJECT)
  CHECK(check_word(bad) == Err::BAD_AP_ADDR);
}

// S000 §3.2: "the 0xDA opcode byte is stamped raw — movb $0xDA,(%rax) directly at +0x00 ...
// not through setupHeader". §3.4: "wire-encode instr.channel_id (uint16, from I+0x160) into
// the 0xDA record at bundle +0x04, via a uint16 writer (lea 0x4(%rax),%rdi)".
TEST_CASE("S000 §3.2/§3.4 0xDA raw stamp: byte0 0xDA, byte1 0x00 (not 0x10), channel_id u16 at +0x04",
          "[seed][S000]") {
  CollectiveComputeSecondary c2;
  c2.channel_id = 0xC1C2;
  c2.alu_op = 0;
  c2.dtype = 0x03;
  c2.collective_kind = 0x07;
  c2.src.addr = tpb_test::a4_hbm(0x0123456);
  c2.src.step0 = 0x5152;
  c2.src.num0 = 0x5354;
  c2.src.step1 = 0x5556;
  c2.src.num1 = 0x5758;
  Word w = encode(c2);
  Word e{};
  e[0] = 0xDA;
  e[1] = 0x00;
  put(e, 0x04, 2, 0xC1C2);
  e[0x0D] = 0x03;
  e[0x0E] = 0x07;
  put(e, 0x10, 8, c2.src.addr);
  put(e, 0x18, 2, 0x5152);
  put(e, 0x1A, 2, 0x5354);
  put(e, 0x1C, 2, 0x5556);
  put(e, 0x1E, 2, 0x5758);
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  CHECK(w[4] == 0xC2);
  CHECK(w[5] == 0xC1);
  check_decodes_to(w, c2);
  CHECK(decode(std::vector<Word>{w})[0].route == Route::CROSS);

  // A 0xDA word stamped through setupHeader (byte1 = 0x10) is not the raw stamp.
  Word std_hdr = w;
  std_hdr[1] = 0x10;
  CHECK(check_word(std_hdr) == Err::BAD_WORD_LEN);
  // And 0xD9 with byte1 = 0x00 is not a setupHeader stamp.
  CollectiveCompute cc;
  cc.dtype = 1;
  cc.collective_kind = 1;
  cc.src = c2.src;
  Word d9 = encode(cc);
  d9[1] = 0x00;
  CHECK(check_word(d9) == Err::BAD_WORD_LEN);
}

// =====================================================================================
// S000 §4 CollectiveSend / CollectiveRecv 0xCB
// =====================================================================================

// S000 §4.1:
//   *(uint64_t*)&bundle[0x10] = ap_base(inst->arg0_AP);   /* instr.tensor_id */
//   *(uint64_t*)&bundle[0x30] = inst->tensor_base;         /* I+0xD0 */
//   *(uint64_t*)&bundle[0x38] = getNumElementsPerPartition(inst->arg0_AP);
TEST_CASE("S000 §4.1 0xCB tensor_id u64 at +0x10, tensor_base at +0x30, num_elements_per_partition at +0x38",
          "[seed][S000]") {
  CollectiveSendRecv s;
  s.sync = sentinel_sync();
  s.tensor_id = 0x1718191A1B1C1D1Eull;
  s.tensor_base = 0x3132333435363738ull;
  s.num_elements_per_partition = 0xA1A2A3A4A5A6A7A8ull;
  Word w = encode(s);
  Word e = header(0xCB);
  put_sync(e, s.sync);
  for (unsigned b = 0; b < 8; ++b) {
    e[0x10 + b] = static_cast<uint8_t>(0x1E - b);
    e[0x30 + b] = static_cast<uint8_t>(0x38 - b);
    e[0x38 + b] = static_cast<uint8_t>(0xA8 - b);
  }
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  for (unsigned b = 0x18; b < 0x30; ++b) CHECK(w[b] == 0);
  check_decodes_to(w, s);
}

// =====================================================================================
// S000 §8 rank ids 0xDC / 0xDB
// =====================================================================================

// S000 §8.1: "GetGlobalRankId — 0xDC, bare {valid@+0xC, regId@+0x17}".
TEST_CASE("S000 §8.1 0xDC valid flag at +0x0C, regId at +0x17", "[seed][S000]") {
  GetGlobalRankId g;
  g.sync = sentinel_sync();
  g.valid_flag = 1;
  g.reg_id = 0xA7;
  Word w = encode(g);
  Word e = header(0xDC);
  put_sync(e, g.sync);
  e[0x0C] = 0x01;
  e[0x17] = 0xA7;
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  CHECK(w[0x12] == 0x00);  // not the 0xDB regId offset
  check_decodes_to(w, g);
  // valid is a flag: 0 and 1 only.
  Word bad = w;
  bad[0x0C] = 2;
  CHECK(check_word(bad) == Err::BAD_FLAG);
  bad = w;
  bad[0x0C] = 0;
  CHECK(check_word(bad) == Err::OK);
  // A byte at 0xDB's regId offset is reserved on 0xDC.
  bad = w;
  bad[0x12] = 0xA7;
  CHECK(check_word(bad) == Err::RESERVED_NONZERO);
}

// S000 §8.2: "the full group-geometry quad {group_id@+0x0C, channel_id@+0x0E,
// iteration_id@+0x10, stream_id@+0x14 (u16)} plus the output regId at +0x12 ... distinct
// regId offsets (0x12 vs 0x17)".
TEST_CASE("S000 §8.2 0xDB group_id +0x0C, channel_id +0x0E, iteration_id +0x10, regId +0x12 (not 0x17), stream_id u16 +0x14",
          "[seed][S000]") {
  GetCurProcessingRankId g;
  g.sync = sentinel_sync();
  g.group_id = 0xA1A2;
  g.channel_id = 0xB1B2;
  g.iteration_id = 0xC1C2;
  g.reg_id = 0xD1;
  g.stream_id = 0xE1E2;
  Word w = encode(g);
  Word e = header(0xDB);
  put_sync(e, g.sync);
  put(e, 0x0C, 2, 0xA1A2);
  put(e, 0x0E, 2, 0xB1B2);
  put(e, 0x10, 2, 0xC1C2);
  e[0x12] = 0xD1;
  put(e, 0x14, 2, 0xE1E2);
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  CHECK(w[0x13] == 0x00);
  CHECK(w[0x17] == 0x00);  // not the 0xDC regId offset
  check_decodes_to(w, g);
  check_reserved(w, 0x17, 0xD1);
}

// =====================================================================================
// S000 §9 TensorCompletion 0xDE
// =====================================================================================

// S000 ledger: "TensorCompletion {handle@+0xC, byte@+0x10}"; §9: mov 0x234(%rax),%eax into
// bundle +0x0C (a 32-bit store).
TEST_CASE("S000 §9 0xDE completion handle u32 at +0x0C, derived AP byte at +0x10", "[seed][S000]") {
  TensorCompletion t;
  t.sync = sentinel_sync();
  t.completion_handle = 0xC0C1C2C3;
  t.ap_byte = 0xD0;
  Word w = encode(t);
  Word e = header(0xDE);
  put_sync(e, t.sync);
  put(e, 0x0C, 4, 0xC0C1C2C3);
  e[0x10] = 0xD0;
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  check_decodes_to(w, t);
  check_reserved(w, 0x11, 1);
}

// =====================================================================================
// S000 §6 GetSequenceBounds 0xBE, §7 CoreBarrier 0xD8
// =====================================================================================

// S000 §6: "a 2-tensor bundle: input segmentIds TENSOR3D @+0x10 + output bounds TENSOR3D
// @+0x20, with three flag/dtype bytes at +0x0C/+0x0E/+0x0F".
TEST_CASE("S000 §6 0xBE flag/dtype bytes at +0x0C/+0x0E/+0x0F, TENSOR3D at +0x10 and +0x20", "[seed][S000]") {
  GetSequenceBounds g;
  g.sync = sentinel_sync();
  g.in_dtype = 0x06;
  g.out_dtype = 0x05;
  g.flags = 0xF3;
  g.in = t3d_a();
  g.out = t3d_b();
  Word w = encode(g);
  Word e = header(0xBE);
  put_sync(e, g.sync);
  e[0x0C] = 0x06;
  e[0x0E] = 0x05;
  e[0x0F] = 0xF3;
  put_t3d(e, 0x10, g.in);
  put_t3d(e, 0x20, g.out);
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  CHECK(w[0x0D] == 0x00);
  for (unsigned b = 0x30; b < 0x40; ++b) CHECK(w[b] == 0);
  check_decodes_to(w, g);
  check_reserved(w, 0x0D, 1);
}

// S000 §7: "two distinct id stores (mov %eax,0xc/0x10(%r12)) and the TENSOR4D semaphore AP"
// at +0x20; ledger: "CoreBarrier {barrierId@+0xC, idx@+0x10, sema TENSOR4D@+0x20}".
TEST_CASE("S000 §7 0xD8 barrier id at +0x0C, barrier index at +0x10, semaphore TENSOR4D at +0x20", "[seed][S000]") {
  CoreBarrier b;
  b.sync = sentinel_sync();
  b.barrier_id = 0x91929394;
  b.barrier_index = 0xA1A2A3A4;
  b.sema.addr = tpb_test::a4_sbuf(0x7F, 0x3FF00);
  b.sema.step0 = 0x2122;
  b.sema.num0 = 0x2324;
  b.sema.step1 = 0x2526;
  b.sema.num1 = 0x2728;
  b.sema.step2 = 0x292A;
  b.sema.num2 = 0x2B2C;
  b.sema.step3 = -1;
  b.sema.num3 = 0x2F30;
  Word w = encode(b);
  Word e = header(0xD8);
  put_sync(e, b.sync);
  put(e, 0x0C, 4, 0x91929394);
  put(e, 0x10, 4, 0xA1A2A3A4);
  put_t4d(e, 0x20, b.sema);
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  for (unsigned k = 0x14; k < 0x20; ++k) CHECK(w[k] == 0);
  check_decodes_to(w, b);
}

// =====================================================================================
// S000 §5 / S004 View A: GPSIMDSB2SB 0xBF
// =====================================================================================

// S000 §5:
//   bundle[0x0C] = dtype_to_wire(inst->srcAP.dtype);
//   bundle[0x0D] = dtype_to_wire(inst->dstAP.dtype);
//   assignAccess_TENSOR3D(&bundle[0x10], inst->srcAP); /* local read AP */
//   bundle[0x20] = 1;                                  /* cross-core enable */
//   bundle[0x21] = inst->srcAP.appair[1].partition;    /* peer SB partition (scalar) */
//   assignAccess_TENSOR3D(&bundle[0x30], inst->dstAP); /* peer write AP */
TEST_CASE("S000 §5 0xBF src dtype +0x0C, dst dtype +0x0D, src TENSOR3D +0x10..+0x1F, cross-core +0x20 = 1, peer +0x21, dst TENSOR3D +0x30..+0x3F",
          "[seed][S000][S004]") {
  GpsimdSb2sb s;
  s.sync = sentinel_sync();
  s.src_dtype = 0x09;
  s.dst_dtype = 0x0B;
  s.src = t3d_a();
  s.cross_core_enable = 1;
  s.peer_partition = 0x5F;
  s.dst = t3d_b();
  Word w = encode(s);
  Word e = header(0xBF);
  put_sync(e, s.sync);
  e[0x0C] = 0x09;
  e[0x0D] = 0x0B;
  put_t3d(e, 0x10, s.src);
  e[0x20] = 0x01;
  e[0x21] = 0x5F;
  put_t3d(e, 0x30, s.dst);
  CHECK(tpb_test::hex_of(w) == tpb_test::hex_of(e));
  for (unsigned k = 0x22; k < 0x30; ++k) CHECK(w[k] == 0);  // no core-index / core-count field
  check_decodes_to(w, s);
  // S004 View A: routed to the SB2SB mover, not to the custom-op cluster.
  auto r = decode(std::vector<Word>{w});
  CHECK(r[0].route == Route::SB2SB);
}

// S000 §5 "bundle[0x20] = 1; /* cross-core enable */" and S004 View A: "a one-bit
// cross-core-enable at bundle+0x20 hard-stamped 1".
TEST_CASE("S000 §5 / S004 View A: 0xBF cross-core enable is hard-stamped 1; anything else -> BAD_FLAG",
          "[seed][S000][S004]") {
  GpsimdSb2sb s;
  s.src_dtype = s.dst_dtype = 0x01;
  s.src = t3d_a();
  s.dst = t3d_b();
  for (unsigned v = 0; v < 256; ++v) {
    s.cross_core_enable = static_cast<uint8_t>(v);
    INFO("cross_core_enable " << v);
    CHECK(check_word(encode(s)) == (v == 1 ? Err::OK : Err::BAD_FLAG));
  }
}

// S004: two different "GPSIMD": 0xBF (IT33, Pool engine) and the 0x85/0x86 custom-op
// pair (IT53, Xtensa cluster) are distinct opcodes with distinct routes.
TEST_CASE("S004 the two GPSIMD: 0xBF routes to SB2SB, 0x85/0x86 route to CUSTOM", "[seed][S004]") {
  CHECK(route_of(0xBF) == Route::SB2SB);
  CHECK(route_of(0x85) == Route::CUSTOM);
  CHECK(route_of(0x86) == Route::CUSTOM);
  CHECK(std::string(find_opcode(0xBF)->name) != std::string(find_opcode(0x85)->name));
}

// =====================================================================================
// S000 at a glance: the eleven opcodes
// =====================================================================================

// S000 abstract: "Eleven opcodes": 0xD9, 0xDA, 0xCB, 0xDC, 0xDB, 0xDE, 0x85, 0x86 (CoreV2),
// 0xBE, 0xD8, 0xBF (CoreV3).
TEST_CASE("S000 abstract: exactly eleven cross-engine opcodes, none of them DVE", "[seed][S000]") {
  const std::set<uint8_t> seed_ops = {0xD9, 0xDA, 0xCB, 0xDC, 0xDB, 0xDE, 0x85, 0x86, 0xBE, 0xD8, 0xBF};
  std::set<uint8_t> cross;
  for (const auto& d : kOpcodes)
    if (!d.dve) cross.insert(d.opcode);
  CHECK(cross == seed_ops);
  CHECK(kNumCrossOpcodes == 11);
  for (uint8_t op : seed_ops) {
    const OpcodeDesc* d = find_opcode(op);
    REQUIRE(d != nullptr);
    CHECK_FALSE(d->dve);
    CHECK(d->route != Route::DVE);
    CHECK(route_of(op) != Route::DVE);
  }
}

// =====================================================================================
// S003 DVE opcode_table roster
// =====================================================================================

// S003 §1(b): "Parsing gen3 default as 256 u32-LE, the nonzero indices are
//  {0, 65,66,67,68,69,70,71,72,73, 77,78, 81,82,83,84, 88, 94, 96,97,98,99,100,101,102,
//   105,106,107,108,109,110,111, 114, 127, 130,131,132, 142, 147,148, 152,153,154,155,
//   157,158, 188, 229,230, 232,233,234, 240}
//  The set {65..240} is exactly gen3 default ops[] (52 ints) ... index 0 is the extra idle slot."
TEST_CASE("S003 §1(b) gen3 default roster: 52 opcodes, all decode as DVE route", "[seed][S003]") {
  const std::vector<unsigned> gen3 = {65,  66,  67,  68,  69,  70,  71,  72,  73,  77,  78,  81,  82,
                                      83,  84,  88,  94,  96,  97,  98,  99,  100, 101, 102, 105, 106,
                                      107, 108, 109, 110, 111, 114, 127, 130, 131, 132, 142, 147, 148,
                                      152, 153, 154, 155, 157, 158, 188, 229, 230, 232, 233, 234, 240};
  REQUIRE(gen3.size() == 52);
  for (unsigned op : gen3) {
    INFO("DVE opcode " << op);
    const OpcodeDesc* d = find_opcode(static_cast<uint8_t>(op));
    REQUIRE(d != nullptr);
    CHECK(d->dve);
    CHECK(d->route == Route::DVE);
    // A DVE word: standard header 0x10NN (S003 §7 GOTCHA), SyncInfo band, opaque body.
    Sync s = sentinel_sync();
    Word w = encode_dve(static_cast<uint8_t>(op), s, {0xDE, 0xAD, 0xBE, 0xEF});
    Word e = header(static_cast<uint8_t>(op));
    put_sync(e, s);
    e[0x0C] = 0xDE;
    e[0x0D] = 0xAD;
    e[0x0E] = 0xBE;
    e[0x0F] = 0xEF;
    CHECK(w == e);
    CHECK(le(w, 0, 2) == 0x1000u + op);
    auto r = decode(std::vector<Word>{w});
    CHECK(r[0].err == Err::OK);
    CHECK(r[0].route == Route::DVE);
  }
}

// S003 §7: "Slot 0 is the engine idle/reset descriptor ... It is not a real opcode (opcode 0
// is never emitted)"; 241/242: "gen3/gen4 zero these slots" (they move to DMA and Pool).
TEST_CASE("S003 §7 slot 0 (idle) and gen2-only residents 241/242 are not DVE opcodes", "[seed][S003]") {
  for (unsigned op : {0u, 241u, 242u}) {
    INFO("opcode " << op);
    CHECK(route_of(static_cast<uint8_t>(op)) != Route::DVE);
    const OpcodeDesc* d = find_opcode(static_cast<uint8_t>(op));
    CHECK((d == nullptr || !d->dve));
  }
  Word w = header(0x00);
  CHECK(check_word(w) == Err::UNKNOWN_OPCODE);
}

// S003 §7: "ADDED (0x0 → nonzero): {138, 139, 143, 154, 155, 230}" (gen2 transformer set),
// "op225 (SparsityCompressTag...)", "op159 EngineNop"; and the names S003 gives: 65
// TensorTensorArithOp, 70 Copy, 73 Memset, 102 LoadParameterRam, 234 SelectReduce,
// 240 ExtendedInst.
TEST_CASE("S003 §5/§7 named DVE opcodes and the transformer/gen4 additions are DVE", "[seed][S003]") {
  for (unsigned op : {138u, 139u, 143u, 154u, 155u, 230u, 159u, 225u}) {
    INFO("opcode " << op);
    CHECK(route_of(static_cast<uint8_t>(op)) == Route::DVE);
  }
  const std::pair<unsigned, const char*> names[] = {
      {65, "TensorTensorArithOp"}, {70, "Copy"},       {73, "Memset"},       {81, "TensorTensorBitvecOp"},
      {102, "LoadParameterRam"},   {105, "LoadMaskSelect"}, {159, "EngineNop"}, {225, "SparsityCompressTag"},
      {234, "SelectReduce"},       {240, "ExtendedInst"}};
  for (auto [op, name] : names) {
    const OpcodeDesc* d = find_opcode(static_cast<uint8_t>(op));
    REQUIRE(d != nullptr);
    CHECK(std::string(d->name) == name);
  }
}

// Spike's check-opcode-overlap, here: no DVE opcode collides with a cross-engine opcode,
// and every opcode byte appears once in the table.
TEST_CASE("field map: no opcode byte is both DVE and cross-engine, none listed twice", "[seed][S000][S003]") {
  std::set<uint8_t> seen;
  for (const auto& d : kOpcodes) {
    INFO("opcode 0x" << std::hex << unsigned{d.opcode});
    CHECK(seen.insert(d.opcode).second);
    CHECK(find_opcode(d.opcode) == &d);
    CHECK(find_mnemonic(d.mnemonic) == &d);
  }
  CHECK(seen.size() == kNumOpcodes);
}

// =====================================================================================
// Generations: which opcodes exist where (S000 abstract, §3.6, §5, §6, §7; S002 NOTE)
// =====================================================================================

namespace {

std::vector<uint8_t> bytes_at(const Word& w, unsigned off, unsigned n) {
  return std::vector<uint8_t>(w.begin() + off, w.begin() + off + n);
}

/// A legal word of every cross-engine opcode except 0x86 (a payload needs an open chain).
std::vector<Word> one_legal_word_per_cross_opcode() {
  std::vector<Word> out;
  tpb_test::Rng r(77);
  for (const auto& d : kOpcodes) {
    if (d.dve || d.opcode == CustomOpPayload::kOpcode) continue;
    Word w = pack_fields(d, tpb_test::legal_fields(r, d));
    if (d.opcode == CustomOpHeader::kOpcode) continue;  // a header alone truncates its chain
    REQUIRE(check_word(w) == Err::OK);
    out.push_back(w);
  }
  return out;
}

}  // namespace

// S000 abstract: "CoreV3 (Cayman, arch 30) adds the gen3-only fixed-function movers/fences —
// GetSequenceBounds (0xBE), CoreBarrier (0xD8), and GPSIMDSB2SB (0xBF, the Pool-alias
// cross-core SBUF↔SBUF copy). CoreV4 inherits these." §5: "(CoreV3-only; V4 inherits; no
// CoreV2 form)"; §6, §7: "(CoreV3-only, gen3+; V4 inherits)".
TEST_CASE("S000 abstract/§5-§7: 0xBE, 0xD8, 0xBF have no CoreV2 form: OPCODE_NOT_IN_GEN on gen2, accepted on gen3/gen4",
          "[seed][S000][gen]") {
  tpb_test::Rng r(31);
  for (uint8_t op : {uint8_t{0xBE}, uint8_t{0xD8}, uint8_t{0xBF}}) {
    const OpcodeDesc& d = *find_opcode(op);
    INFO("opcode 0x" << std::hex << unsigned{op});
    CHECK(d.since_gen == 3);
    const Word w = pack_fields(d, tpb_test::legal_fields(r, d));
    REQUIRE(check_word(w) == Err::OK);
    for (unsigned gen : {2u, 3u, 4u}) {
      INFO("gen" << gen);
      Decoder dec(gen);
      const Record rec = dec.step(w, true);
      if (gen == 2) {
        CHECK(rec.err == Err::OPCODE_NOT_IN_GEN);
        CHECK(rec.route == Route::NONE);  // reaches no engine: a refused 0xBF never moves a byte
        CHECK(dec.status().first_code == Err::OPCODE_NOT_IN_GEN);
        CHECK(dec.status().sticky.test(static_cast<unsigned>(Err::OPCODE_NOT_IN_GEN)));
      } else {
        CHECK(rec.err == Err::OK);
        CHECK(rec.route == d.route);
      }
      // The record still carries the fields, as for every refused word.
      CHECK(rec.fields == extract_fields(w));
    }
    CHECK_FALSE(opcode_in_gen(op, 2));
    CHECK(opcode_in_gen(op, 3));
    CHECK(opcode_in_gen(op, 4));
  }
}

// S000 abstract: "CoreV2 (Sunda, arch 20) owns the collectives and rank machinery —
// CollectiveCompute (0xD9 primary + 0xDA secondary), CollectiveSend/CollectiveRecv (both
// 0xCB), GetGlobalRankId (0xDC), GetCurProcessingRankID (0xDB), TensorCompletion (0xDE), and
// CustomOp (0x85 header + 0x86 payload). CoreV3/V4 inherit these — there is no gen3/gen4
// override symbol." Nothing of gen2 is refused on any generation.
TEST_CASE("S000 abstract: the CoreV2 opcodes exist on gen2, gen3 and gen4 (V3/V4 inherit them)", "[seed][S000][gen]") {
  const std::set<uint8_t> v2 = {0xD9, 0xDA, 0xCB, 0xDC, 0xDB, 0xDE, 0x85, 0x86};
  for (const auto& d : kOpcodes) {
    INFO("opcode 0x" << std::hex << unsigned{d.opcode});
    if (d.dve || v2.count(d.opcode)) CHECK(d.since_gen == 2);
    else CHECK(d.since_gen == 3);
  }
  const auto words = one_legal_word_per_cross_opcode();
  for (unsigned gen : {2u, 3u, 4u}) {
    INFO("gen" << gen);
    for (const Word& w : words) {
      INFO("opcode 0x" << std::hex << unsigned{w[0]});
      const Record rec = Decoder(gen).step(w, true);
      if (v2.count(w[0])) CHECK(rec.err == Err::OK);
    }
  }
}

// S002 abstract NOTE: "nm -DC finds no CoreV3/CoreV4 override of visitInstCustomOp; the
// gen3/gen4 backends inherit the CoreV2 base path verbatim. Custom-op encoding is arch-shared.
// (The op is gated to Sunda/Tonga arch by a separate verifier, but the wire bytes are produced
// by the single CoreV2 emitter.)" The verifier's rule is not given (S002 calls every TPB
// instruction "Tonga ISA"), and S000 says CoreV3/V4 inherit CustomOp: the kit refuses custom
// ops on no generation (field map, "since_gen").
TEST_CASE("S002 NOTE: custom-op chains are arch-shared: the same chain is accepted on gen2, gen3 and gen4",
          "[seed][S002][gen]") {
  CustomOpChain c;
  c.function_id = 0x07;
  c.output = sbuf_ap(1, 0x40, 1, 4);
  c.inputs = {sbuf_ap(2, 0x80, 1, 4), sbuf_ap(3, 0x80, 1, 4)};
  const auto words = encode_chain(c);
  for (unsigned gen : {2u, 3u, 4u}) {
    INFO("gen" << gen);
    ErrorStatus st;
    const auto recs = decode_stream(words, &st, gen);
    CHECK_FALSE(st.any);
    for (const auto& rec : recs) CHECK(rec.route == Route::CUSTOM);
  }
}

// S002 §1: `if (i == N - 1) customop_payload_terminator(&pi, inst);    /* sub_122EA40 */`;
// S000 abstract: the SyncInfo band +0x04..+0x0B "is written by a pair of getSyncInfo helpers
// (the "header/first" and "last" twins) ... the same sub_122ed00/sub_122ea40-class twins
// appear in ... CustomOp bodies". Pinned: where (the last input payload, i == N - 1; for N = 0
// the loop does not run, so no payload gets it). Not pinned: what the twin writes (field map
// open edge, INFERRED), so the chain encoder takes the band's bytes from the caller.
TEST_CASE("S002 §1 payload terminator: written on the last input payload (i == N - 1) only, never for N = 0",
          "[seed][S002]") {
  Sync term;
  term.wait_sel = 0x85;  // a wire LUT value (S000: wait selector 07/05/85)
  term.update_sel = 0x3A;
  term.wait_val = 0x3B;
  term.update_val = 0x3C;
  term.branch_pc = 0x3D3E3F40;
  Word band_only{};
  put_sync(band_only, term);
  for (unsigned n : {0u, 1u, 2u, 5u}) {
    INFO("N = " << n);
    CustomOpChain c;
    c.function_id = 0x11;
    c.sync = sentinel_sync();
    c.terminator = term;
    c.output = sbuf_ap(1, 0x40, 1, 4);
    for (unsigned i = 0; i < n; ++i) c.inputs.push_back(sbuf_ap(2 + i, 0x80, 1, 4));
    const auto words = encode_chain(c);
    REQUIRE(words.size() == n + 2);
    Word hdr_band{};
    put_sync(hdr_band, sentinel_sync());
    CHECK(bytes_at(words[0], 0x04, 8) == bytes_at(hdr_band, 0x04, 8));  // header: the "header/first" twin
    for (unsigned k = 1; k < words.size(); ++k) {
      INFO("payload " << k - 1);
      const bool last_input = n >= 1 && k == n + 1;  // payload i+1 is input i; i == N - 1
      if (last_input)
        CHECK(bytes_at(words[k], 0x04, 8) == bytes_at(band_only, 0x04, 8));
      else
        CHECK(bytes_at(words[k], 0x04, 8) == std::vector<uint8_t>(8, 0x00));  // pxor-zeroed, never written
    }
    // The decoder takes the chain: a last payload with a nonzero SyncInfo band is legal.
    ErrorStatus st;
    decode_stream(words, &st);
    CHECK_FALSE(st.any);
  }
}

// S002 §1 / S000 abstract (above): the seeds do not say what the "last" twin writes, so the
// decoder must not refuse a last payload for its band: every band the shared sync checks take
// (S000: semaphore-wait selector wire LUT 07/05/85; 0x00 = none, PROJECT) is accepted there,
// on every generation.
TEST_CASE("S002 §1 terminator bytes are not pinned: any legal SyncInfo band on the last payload is accepted",
          "[seed][S002]") {
  tpb_test::Rng r(9);
  for (int it = 0; it < 200; ++it) {
    CustomOpChain c;
    c.function_id = static_cast<uint8_t>(r.next() % 0xFF);
    c.output = sbuf_ap(0, 0, 1, 4);
    c.inputs.resize(1 + r.next() % 3, sbuf_ap(1, 0, 1, 4));
    c.terminator.wait_sel = std::array<uint8_t, 4>{0x00, 0x07, 0x05, 0x85}[r.next() % 4];
    c.terminator.update_sel = static_cast<uint8_t>(r.next());
    c.terminator.wait_val = static_cast<uint8_t>(r.next());
    c.terminator.update_val = static_cast<uint8_t>(r.next());
    c.terminator.branch_pc = static_cast<uint32_t>(r.next());
    const auto words = encode_chain(c);
    for (unsigned gen : {2u, 3u, 4u}) {
      ErrorStatus st;
      decode_stream(words, &st, gen);
      INFO("iteration " << it << " gen" << gen << " first error " << err_name(st.first_code));
      CHECK_FALSE(st.any);
    }
  }
}

// S002 §5, the NOTE after the byte map: the header's validators "only assert byte1 == 0x10,
// byte0 == 0x85, LOWORD == 0x1085, valid neuron-events, and high descriptor bits zero -- they do
// not constrain the +0x04..+0x0B init bytes". The wait selector's LUT check the other opcodes
// make (S000: wire LUT 07/05/85, 0x00 = none; PROJECT) is not made on 0x85: every value of
// every init-band byte is accepted on a header, on every generation (and by the RTL:
// tests/vectors/s002_custom_op_init_band.s runs in lockstep).
TEST_CASE("S002 §5 NOTE: the header's +0x04..+0x0B init band is not constrained, every value of every byte accepted",
          "[seed][S002]") {
  CustomOpChain c;
  c.function_id = 0x07;
  c.output = sbuf_ap(0, 0, 1, 4);
  c.inputs.resize(1, sbuf_ap(1, 0, 1, 4));
  const std::vector<Word> base = encode_chain(c);
  REQUIRE(base.front()[0] == 0x85);
  for (unsigned off = 0x04; off <= 0x0B; ++off)
    for (unsigned v = 0; v < 256; ++v) {
      std::vector<Word> words = base;
      words.front()[off] = static_cast<uint8_t>(v);
      for (unsigned gen : {2u, 3u, 4u}) {
        ErrorStatus st;
        decode_stream(words, &st, gen);
        if (st.any) {
          INFO("+0x" << std::hex << off << " = 0x" << v << std::dec << " gen" << gen << ": "
                     << err_name(st.first_code));
          CHECK_FALSE(st.any);
        }
      }
    }
  // the other opcodes keep the PROJECT check (the seeds are silent there): the chain's payload
  // with +0x04 outside the LUT is still BAD_SYNC_SEL
  Word w = base[1];
  REQUIRE(w[0] == 0x86);
  REQUIRE(check_word(w) == Err::OK);
  w[0x04] = 0x06;
  CHECK(check_word(w) == Err::BAD_SYNC_SEL);
}

// S002 §5: `is_valid_custom_op_header`: "require(BYTE1(word) == 0x10); ... require(byte0 ==
// 0x85); ... require(high_descriptor_bits == 0); /* canonical LOWORD = 0x1085 = 4229 */", and
// S002 §1 `hdr[0x10] = 0;`, §4 "+10 = 00 ; +11..3F = 00 (pxor-zero)". Which bits are "high
// descriptor bits" is not said (field map open edge, PROJECT): the kit reads them as the header
// bytes no field covers, +0x10..+0x3F, which RESERVED_NONZERO refuses, and refuses no other
// bit for them (a num_payloads of 256/257, N = 254/255, stays legal).
TEST_CASE("S002 §5 header validator: BYTE1 == 0x10, byte0 == 0x85, LOWORD == 0x1085, hdr[0x10..0x3F] == 0",
          "[seed][S002]") {
  CustomOpChain c;
  c.function_id = 0x07;
  c.output = sbuf_ap(1, 0x40, 1, 4);
  c.inputs = {sbuf_ap(2, 0x80, 1, 4)};
  const Word h = encode_chain(c)[0];
  REQUIRE(check_word(h) == Err::OK);
  CHECK(le(h, 0, 2) == 0x1085);
  CHECK(h[1] == 0x10);
  CHECK(h[0] == 0x85);
  for (unsigned v = 0; v < 256; ++v) {  // BYTE1 == 0x10
    if (v == 0x10) continue;
    Word bad = h;
    bad[1] = static_cast<uint8_t>(v);
    CHECK(check_word(bad) == Err::BAD_WORD_LEN);
  }
  for (unsigned b = 0x10; b < 0x40; ++b) {  // hdr[0x10] = 0 and the zero-filled rest
    INFO("byte +0x" << std::hex << b);
    Word bad = h;
    bad[b] = 0x01;
    CHECK(check_word(bad) == Err::RESERVED_NONZERO);
  }
  // No other bit is refused as "high descriptor bits": num_payloads' high byte is set for
  // N = 254 and 255 (N + 2 = 256, 257) and those headers stay legal.
  for (unsigned n : {254u, 255u}) {
    Word big = h;
    big[0x0F] = static_cast<uint8_t>(n);
    big[0x0C] = static_cast<uint8_t>(num_payloads_for(n));
    big[0x0D] = static_cast<uint8_t>(num_payloads_for(n) >> 8);
    CHECK(big[0x0D] == 0x01);
    CHECK(check_word(big) == Err::OK);
    CHECK(Decoder().step(big, false).err == Err::OK);  // the header opens its chain
  }
}
