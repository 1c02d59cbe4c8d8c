// The decoder's fast path (cmodel/src/isa_fast.hpp: compile-time tables, one specialised copy
// of the per-word code per opcode layout) against the reference path it replaced (tpb::ref:
// check_word, extract_fields, find_opcode and the stream decoder, a byte and a field at a
// time from the field-map descriptors). Not one result may differ: error code and its
// priority, route, chain position, fields, error status. The words: generated streams of
// every generation, with and without malformed items of every class; random 64-byte words;
// every single-byte change of legal words; streams of mixed legal, changed and random words
// with `last` marks anywhere (chains cut, broken, orphaned).
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <atomic>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"

using namespace tpb;

namespace {

std::string hex(const Word& w) { return hex_bytes(w); }

/// What differs between two records of the same word, or "" when they agree.
std::string record_diff(const Record& fast, const Record& ref) {
  char buf[160];
  if (fast.index != ref.index) {
    std::snprintf(buf, sizeof buf, "index %u vs %u", fast.index, ref.index);
    return buf;
  }
  if (fast.opcode != ref.opcode) return "opcode";
  if (fast.err != ref.err) return std::string("err ") + err_name(fast.err) + " vs reference " + err_name(ref.err);
  if (fast.route != ref.route)
    return std::string("route ") + route_name(fast.route) + " vs reference " + route_name(ref.route);
  if (fast.chain_pos != ref.chain_pos) {
    std::snprintf(buf, sizeof buf, "chain_pos %u vs reference %u", fast.chain_pos, ref.chain_pos);
    return buf;
  }
  if (fast.fields.n != ref.fields.n) return "field count";
  for (unsigned i = 0; i < kMaxFields; ++i)
    if (fast.fields.v[i] != ref.fields.v[i]) {
      std::snprintf(buf, sizeof buf, "field %u: %llx vs reference %llx", i, static_cast<unsigned long long>(fast.fields.v[i]),
                    static_cast<unsigned long long>(ref.fields.v[i]));
      return buf;
    }
  return "";
}

std::string status_diff(const ErrorStatus& fast, const ErrorStatus& ref) {
  if (fast.any != ref.any) return "status any";
  if (fast.first_index != ref.first_index) return "status first_index";
  if (fast.first_code != ref.first_code) return "status first_code";
  if (fast.sticky != ref.sticky) return "status sticky: " + sticky_names(fast.sticky) + " vs reference " + sticky_names(ref.sticky);
  return "";
}

/// Counts disagreements, keeps the first few for the report.
struct Tally {
  size_t words = 0, mismatches = 0;
  std::vector<std::string> first;
  std::set<Err> errors;  // the reference's error codes seen (the test must reach them all)
  void bad(const std::string& what) {
    ++mismatches;
    if (first.size() < 8) first.push_back(what);
  }
  std::string report() const {
    std::string s = std::to_string(mismatches) + " disagreements in " + std::to_string(words) + " words";
    for (const auto& f : first) s += "\n  " + f;
    return s;
  }
};

/// A bug planted in the fast path's results before they are compared (the planted-bug test
/// shows the comparison finds it): bit `bit` of field `field` of word `word` flipped.
struct Plant {
  size_t word = SIZE_MAX;
  unsigned field = 0, bit = 0;
  void apply(size_t i, Record& r) const {
    if (i == word) r.fields.v[field] ^= uint64_t{1} << bit;
  }
  uint64_t apply(size_t i, unsigned k, uint64_t v) const { return i == word && k == field ? v ^ uint64_t{1} << bit : v; }
};
Plant g_plant;  // none outside the planted-bug test

/// One stream through the fast and the reference decoders, word by word (with the given
/// `last` marks) and, when every mark is the stream's end, through the stream calls too
/// (decode_stream, decode_verdicts, decode_columns: its records and every field, read from the
/// words and from the columns it fills when asked for every field; that second call decodes
/// into a result kept from the streams before, whose storage it reuses).
void compare_stream_once(const std::vector<Word>& words, const std::vector<bool>& last, unsigned gen, const char* what,
                         Tally& t) {
  Decoder fast(gen);
  Decoder fast_v(gen);  // step_verdict: the same decisions without fields
  ref::Decoder ref(gen);
  std::vector<Record> ref_recs;
  ref_recs.reserve(words.size());
  for (size_t i = 0; i < words.size(); ++i) {
    const Record r = ref.step(words[i], last[i]);
    Record f = fast.step(words[i], last[i]);
    g_plant.apply(i, f);
    const Verdict v = fast_v.step_verdict(words[i], last[i]);
    ++t.words;
    t.errors.insert(r.err);
    const std::string d = record_diff(f, r);
    const Verdict rv{r.index, r.opcode, r.err, r.route, r.chain_pos};
    if (!d.empty() || !(v == rv) || fast.chain_open() != ref.chain_open() || fast_v.chain_open() != ref.chain_open()) {
      char buf[128];
      std::snprintf(buf, sizeof buf, "%s, gen%u, word %zu%s: ", what, gen, i, last[i] ? " (last)" : "");
      t.bad(buf + (d.empty() ? std::string(v == rv ? "chain state" : "step_verdict") : d) + "\n    " + hex(words[i]));
    }
    ref_recs.push_back(r);
  }
  if (std::string d = status_diff(fast.status(), ref.status()); !d.empty()) t.bad(std::string(what) + ": step " + d);
  if (std::string d = status_diff(fast_v.status(), ref.status()); !d.empty())
    t.bad(std::string(what) + ": step_verdict " + d);

  bool stream_marks = true;  // decode_stream marks only the final word
  for (size_t i = 0; i < words.size(); ++i) stream_marks = stream_marks && last[i] == (i + 1 == words.size());
  if (!stream_marks) return;
  ErrorStatus st_fast, st_ref, st_verdicts;
  ErrorStatus st_columns, st_all;
  std::vector<Record> a = decode_stream(words, &st_fast, gen);
  const std::vector<Record> b = ref::decode_stream(words, &st_ref, gen);
  const std::vector<Verdict> c = decode_verdicts(words, &st_verdicts, gen);
  const DecodedStream cols = decode_columns(words, &st_columns, gen);
  static DecodedStream all;  // kept from stream to stream: decode_columns into a used result
  decode_columns(words, all, &st_all, gen, FieldSet{}.set());  // every field a column
  if (a.size() != words.size() || b.size() != words.size() || c.size() != words.size() || cols.size() != words.size() ||
      all.size() != words.size()) {
    t.bad(std::string(what) + ": stream record counts");
    return;
  }
  for (size_t i = 0; i < words.size(); ++i) {
    g_plant.apply(i, a[i]);
    Record col = cols.record(i);
    g_plant.apply(i, col);
    const std::string d = record_diff(a[i], b[i]);
    const std::string dc = record_diff(col, b[i]);
    const Verdict rv{b[i].index, b[i].opcode, b[i].err, b[i].route, b[i].chain_pos};
    if (!d.empty() || !(c[i] == rv) || !(b[i] == ref_recs[i]))
      t.bad(std::string(what) + ": decode_stream/decode_verdicts word " + std::to_string(i) + ": " + d);
    if (!dc.empty()) t.bad(std::string(what) + ": decode_columns record " + std::to_string(i) + ": " + dc);
    for (unsigned k = 0; k < kMaxFields; ++k)
      if (cols.field(i, k) != b[i].fields.v[k]) {
        t.bad(std::string(what) + ": decode_columns word " + std::to_string(i) + " field " + std::to_string(k));
        break;
      }
    if (!(all.verdicts[i] == rv)) t.bad(std::string(what) + ": decode_columns (every column) verdict " + std::to_string(i));
    for (unsigned k = 0; k < kMaxFields; ++k)
      if (g_plant.apply(i, k, all.column(k)[i]) != b[i].fields.v[k]) {
        t.bad(std::string(what) + ": decode_columns column of field " + std::to_string(k) + ", word " + std::to_string(i));
        break;
      }
  }
  if (std::string d = status_diff(st_fast, st_ref); !d.empty()) t.bad(std::string(what) + ": decode_stream " + d);
  if (std::string d = status_diff(st_verdicts, st_ref); !d.empty()) t.bad(std::string(what) + ": decode_verdicts " + d);
  if (std::string d = status_diff(st_columns, st_ref); !d.empty()) t.bad(std::string(what) + ": decode_columns " + d);
  if (std::string d = status_diff(st_all, st_ref); !d.empty())
    t.bad(std::string(what) + ": decode_columns (every column) " + d);
}

/// The decode paths this CPU has (the portable one always).
std::vector<DecodePath> cpu_paths() {
  std::vector<DecodePath> p;
  for (DecodePath d : {DecodePath::SCALAR, DecodePath::AVX2, DecodePath::VBMI})
    if (Decoder::path_available(d)) p.push_back(d);
  return p;
}

/// compare_stream_once on each path the fast decoder has on this CPU (DecodePath), then back
/// to the path the process started with.
void compare_stream(const std::vector<Word>& words, const std::vector<bool>& last, unsigned gen, const char* what,
                    Tally& t) {
  const DecodePath before = Decoder::path();
  for (DecodePath p : cpu_paths()) {
    Decoder::use_path(p);
    compare_stream_once(words, last, gen, (std::string(what) + " [" + decode_path_name(p) + "]").c_str(), t);
  }
  Decoder::use_path(before);
}

void compare_stream(const std::vector<Word>& words, unsigned gen, const char* what, Tally& t) {
  std::vector<bool> last(words.size(), false);
  if (!last.empty()) last.back() = true;
  compare_stream(words, last, gen, what, t);
}

/// One word through check_word / extract_fields, fast and reference.
void compare_word(const Word& w, const char* what, Tally& t) {
  ++t.words;
  const Err e = check_word(w), er = ref::check_word(w);
  t.errors.insert(er);
  if (e != er) {
    t.bad(std::string(what) + ": check_word " + err_name(e) + " vs reference " + err_name(er) + "\n    " + hex(w));
    return;
  }
  if (!(extract_fields(w) == ref::extract_fields(w))) t.bad(std::string(what) + ": extract_fields\n    " + hex(w));
}

/// Legal words of every opcode each generation has (the generator's valid items).
std::vector<Word> legal_words(unsigned gen, uint64_t seed, size_t count) {
  GenOptions opt;
  opt.seed = seed;
  opt.count = count;
  opt.gen = gen;
  return generate(opt).words;
}

Word random_word(SplitMix64& r) {
  Word w;
  for (auto& b : w) b = static_cast<uint8_t>(r.next());
  return w;
}

}  // namespace

TEST_CASE("decode fast path: find_opcode, route_of and opcode_in_gen agree with the reference on all 256 opcodes",
          "[decode_fast]") {
  for (unsigned op = 0; op < 256; ++op) {
    INFO("opcode " << op);
    const OpcodeDesc* d = ref::find_opcode(static_cast<uint8_t>(op));
    CHECK(find_opcode(static_cast<uint8_t>(op)) == d);
    CHECK(route_of(static_cast<uint8_t>(op)) == (d ? d->route : Route::NONE));
    for (unsigned gen = kMinGen; gen <= kMaxGen; ++gen)
      CHECK(opcode_in_gen(static_cast<uint8_t>(op), gen) == (!d || d->since_gen <= gen));
  }
}

TEST_CASE("decode fast path: generated streams, every generation, every malformed class, same records as the reference",
          "[decode_fast]") {
  Tally t;
  for (unsigned gen = kMinGen; gen <= kMaxGen; ++gen) {
    for (uint64_t seed : {1, 2, 3, 17, 4242}) {
      for (double ratio : {0.0, 0.03, 0.3, 1.0}) {
        GenOptions opt;
        opt.seed = seed;
        opt.count = 3000;
        opt.bad_ratio = ratio;
        opt.gen = gen;
        char what[64];
        std::snprintf(what, sizeof what, "seed %llu ratio %.2f", static_cast<unsigned long long>(seed), ratio);
        compare_stream(generate(opt).words, gen, what, t);
      }
    }
    // Each class alone, half the items malformed, so every class shows on every generation
    // that can carry it.
    for (unsigned k = 0; k < kNumBadClasses; ++k) {
      const auto cls = static_cast<BadClass>(k);
      if (!bad_class_possible(cls, gen)) continue;
      GenOptions opt;
      opt.seed = 100 + k;
      opt.count = 1500;
      opt.bad_ratio = 0.5;
      opt.classes = {cls};
      opt.gen = gen;
      compare_stream(generate(opt).words, gen, bad_class_name(cls), t);
    }
  }
  INFO(t.report());
  CHECK(t.mismatches == 0);
  // The streams reached every decoder error (UNKNOWN_OPCODE .. OPCODE_NOT_IN_GEN) and OK.
  for (unsigned k = 0; k < kNumBadClasses; ++k) {
    INFO(bad_class_name(static_cast<BadClass>(k)));
    CHECK(t.errors.count(bad_class_error(static_cast<BadClass>(k))) == 1);
  }
  CHECK(t.errors.count(Err::OK) == 1);
}

TEST_CASE("decode fast path: check_word and extract_fields agree with the reference on random words and on every "
          "single-byte change of legal words",
          "[decode_fast]") {
  Tally t;
  SplitMix64 r(0x5eed);
  // Random words: as they come (mostly UNKNOWN_OPCODE), with a known opcode, and with a known
  // opcode, the right word length and most bytes zero (so reserved-byte and field checks run).
  for (int i = 0; i < 20000; ++i) compare_word(random_word(r), "random", t);
  for (int i = 0; i < 40000; ++i) {
    const OpcodeDesc& d = kOpcodes[r.below(kNumOpcodes)];
    Word w = random_word(r);
    w[kHdrOpcodeOff] = d.opcode;
    compare_word(w, "random, known opcode", t);
    for (unsigned b = 0; b < kBundleBytes; ++b)
      if (r.below(4) != 0) w[b] = 0;
    w[kHdrOpcodeOff] = d.opcode;
    w[kHdrWordLenOff] = d.raw_header ? 0x00 : kWordLen;
    compare_word(w, "sparse, known opcode", t);
    // Only field bytes kept (every reserved byte zero): each field's check sees random values.
    Word f{};
    for (unsigned b = 0; b < kBundleBytes; ++b)
      if ((d.covered >> b) & 1) f[b] = w[b] ? static_cast<uint8_t>(r.next()) : 0;
    f[kHdrOpcodeOff] = d.opcode;
    f[kHdrWordLenOff] = d.raw_header ? 0x00 : kWordLen;
    compare_word(f, "fields only, known opcode", t);
  }
  // Every byte of legal words of every opcode, set to values that hit the edges of the checks.
  for (unsigned gen = kMinGen; gen <= kMaxGen; ++gen) {
    std::set<uint8_t> seen;
    for (const Word& w : legal_words(gen, 7 + gen, 4000)) {
      if (!seen.insert(w[kHdrOpcodeOff]).second && r.below(8) != 0) continue;  // every opcode, some twice
      compare_word(w, "legal", t);
      for (unsigned b = 0; b < kBundleBytes; ++b) {
        for (unsigned v : {0x00u, 0x01u, 0x02u, 0x04u, 0x05u, 0x07u, 0x0Bu, 0x0Cu, 0x10u, 0x40u, 0x80u, 0x85u, 0xFEu,
                           0xFFu, static_cast<unsigned>(r.next() & 0xFF), static_cast<unsigned>(w[b] ^ (1u << r.below(8)))}) {
          Word m = w;
          m[b] = static_cast<uint8_t>(v);
          compare_word(m, "one byte changed", t);
        }
      }
    }
  }
  INFO(t.report());
  CHECK(t.mismatches == 0);
  for (Err e : {Err::OK, Err::UNKNOWN_OPCODE, Err::BAD_WORD_LEN, Err::RESERVED_NONZERO, Err::BAD_SYNC_SEL,
                Err::BAD_ALU_OP, Err::BAD_DTYPE, Err::BAD_COLL_KIND, Err::BAD_FLAG, Err::BAD_AP_ADDR, Err::BAD_AP_SHAPE,
                Err::CO_INDIRECT_AP, Err::CO_OPERAND_MEM, Err::CO_FUNCTION_ID_UNSET, Err::CO_COUNT_MISMATCH}) {
    INFO(err_name(e));
    CHECK(t.errors.count(e) == 1);
  }
}

TEST_CASE("decode fast path: mixed streams of legal, changed and random words with `last` anywhere, same records and "
          "status as the reference",
          "[decode_fast]") {
  Tally t;
  SplitMix64 r(0xdec0de);
  for (unsigned gen = kMinGen; gen <= kMaxGen; ++gen) {
    // Legal words of every opcode (gen4 has them all: gen2 then sees OPCODE_NOT_IN_GEN).
    const std::vector<Word> pool = legal_words(kMaxGen, 31 + gen, 4000);
    for (int s = 0; s < 40; ++s) {
      std::vector<Word> words;
      std::vector<bool> last;
      const size_t n = 200 + r.below(800);
      size_t at = r.below(pool.size());
      for (size_t i = 0; i < n; ++i) {
        // Mostly the pool's next word (whole chains), sometimes a jump elsewhere (chains cut or
        // started in the middle), and some words changed or replaced.
        at = r.below(100) < 70 ? (at + 1) % pool.size() : r.below(pool.size());
        Word w = pool[at];
        const uint64_t k = r.below(100);
        if (k < 8) {
          w = random_word(r);
        } else if (k < 25) {
          w[r.below(kBundleBytes)] = static_cast<uint8_t>(r.next());
        } else if (k < 30) {
          w[kHdrOpcodeOff] = r.below(2) ? CustomOpPayload::kOpcode : CustomOpHeader::kOpcode;
        }
        words.push_back(w);
        last.push_back(r.below(60) == 0 || i + 1 == n);
      }
      compare_stream(words, last, gen, "mixed", t);
      // The same words with only the final mark: the stream calls are compared too.
      compare_stream(words, gen, "mixed, one stream", t);
    }
  }
  INFO(t.report());
  CHECK(t.mismatches == 0);
  for (Err e : {Err::OK, Err::CO_ORPHAN_PAYLOAD, Err::CO_CHAIN_BROKEN, Err::CO_CHAIN_TRUNCATED, Err::OPCODE_NOT_IN_GEN,
                Err::UNKNOWN_OPCODE, Err::RESERVED_NONZERO}) {
    INFO(err_name(e));
    CHECK(t.errors.count(e) == 1);
  }
}

TEST_CASE("decode fast path: stream calls at every length from 0 to 300, with a rejected word at each place, same "
          "records and status as the reference",
          "[decode_fast]") {
  // The wide paths' stream calls take the words but the last in chunks (a rejected word ends
  // one early) and the last word on its own: every length around a chunk's size, and a
  // rejected word (an orphan payload) at each place of a 300-word stream, including the first,
  // the chunk edges and the last.
  Tally t;
  const std::vector<Word> legal = legal_words(kDefaultGen, 77, 300);
  for (size_t n = 0; n <= legal.size(); ++n) {
    const std::vector<Word> words(legal.begin(), legal.begin() + static_cast<std::ptrdiff_t>(n));
    compare_stream(words, kDefaultGen, "prefix", t);
  }
  Word orphan{};
  orphan[kHdrOpcodeOff] = CustomOpPayload::kOpcode;
  for (size_t at = 0; at < legal.size(); ++at) {
    std::vector<Word> words = legal;
    words[at] = orphan;  // rejected: no chain is open (it may also break an open chain)
    compare_stream(words, kDefaultGen, "one rejected word", t);
  }
  INFO(t.report());
  CHECK(t.mismatches == 0);
  CHECK(t.errors.count(Err::CO_ORPHAN_PAYLOAD) == 1);
}

TEST_CASE("decode fast path: every single-byte change of legal words, inside their stream, same records and status as "
          "the reference",
          "[decode_fast]") {
  // check_word's own test above changes words alone; here each changed word is decoded in its
  // place in a legal stream (after the words of its chain before it, with words after it), so
  // the decoder's common path judges it the way it judges a stream's words.
  INFO("decode paths on this CPU: " << cpu_paths().size() << " (the default: " << decode_path_name(Decoder::path()) << ")");
  // Under AddressSanitizer (the test command's sanitizer pass) each word has every sixteenth
  // byte changed, the offsets rotating from word to word so that every offset is still changed
  // in every generation (checked below); it takes 20 times the plain build's time per stream
  // there, and the plain build changes every byte of every word.
#if defined(__SANITIZE_ADDRESS__)
  constexpr size_t kByteStride = 16;
#else
  constexpr size_t kByteStride = 1;
#endif
  Tally t;
  SplitMix64 r(0xb17e);
  for (unsigned gen = kMinGen; gen <= kMaxGen; ++gen) {
    const std::vector<Word> pool = legal_words(gen, 11 + gen, 4000);
    std::set<uint8_t> seen;
    std::bitset<kBundleBytes> changed;  // the byte offsets changed in this generation
    for (size_t i = 0; i + 3 < pool.size(); ++i) {
      if (!seen.insert(pool[i][kHdrOpcodeOff]).second && r.below(16) != 0) continue;  // every opcode, some again
      size_t from = i;  // back to the word that opened the chain, if any
      while (from > 0 && pool[from][kHdrOpcodeOff] == CustomOpPayload::kOpcode) --from;
      for (unsigned b = 0; b < kBundleBytes; ++b) {
        if ((b + i) % kByteStride != 0) continue;  // every byte offset, over the pool's words
        changed.set(b);
        for (unsigned v : {0x00u, 0x01u, 0x02u, 0x05u, 0x07u, 0x0Bu, 0x40u, 0x80u, 0x85u, 0xFFu,
                           static_cast<unsigned>(r.next() & 0xFF), static_cast<unsigned>(pool[i][b] ^ (1u << r.below(8)))}) {
          std::vector<Word> words(pool.begin() + static_cast<std::ptrdiff_t>(from), pool.begin() + static_cast<std::ptrdiff_t>(i) + 3);
          words[i - from][b] = static_cast<uint8_t>(v);
          compare_stream(words, gen, "one byte changed in its stream", t);
        }
      }
    }
    INFO("generation " << gen);
    CHECK(changed.all());
  }
  INFO(t.report());
  CHECK(t.mismatches == 0);
  for (Err e : {Err::OK, Err::BAD_WORD_LEN, Err::RESERVED_NONZERO, Err::BAD_SYNC_SEL, Err::BAD_ALU_OP, Err::BAD_DTYPE,
                Err::BAD_COLL_KIND, Err::BAD_FLAG, Err::BAD_AP_ADDR, Err::BAD_AP_SHAPE, Err::CO_COUNT_MISMATCH,
                Err::CO_CHAIN_BROKEN, Err::CO_ORPHAN_PAYLOAD}) {
    INFO(err_name(e));
    CHECK(t.errors.count(e) == 1);
  }
}

TEST_CASE("decode fast path: the comparison finds a wrong field planted in the fast path's results, on every path",
          "[decode_fast]") {
  // The same comparison as the tests above, with one bit of one field of one word flipped in
  // what each fast call returned (step, decode_stream, decode_columns' records and its
  // columns): each must be reported, on every path, and nothing else.
  GenOptions opt;
  opt.seed = 7;
  opt.count = 400;
  opt.bad_ratio = 0.03;
  const std::vector<Word> words = generate(opt).words;
  size_t victim = 0;  // a word with at least two fields
  while (victim < words.size() && ref::extract_fields(words[victim]).n < 2) ++victim;
  REQUIRE(victim < words.size());
  Tally clean;
  compare_stream(words, kDefaultGen, "clean", clean);
  INFO(clean.report());
  REQUIRE(clean.mismatches == 0);
  g_plant = Plant{victim, 1, 3};
  Tally t;
  compare_stream(words, kDefaultGen, "planted", t);
  g_plant = Plant{};
  INFO(t.report());
  CHECK(t.mismatches == 4 * cpu_paths().size());  // step, decode_stream, decode_columns, its column per path
  for (const auto& f : t.first) CHECK(f.find("field 1") != std::string::npos);
  size_t in_column = 0;
  for (const auto& f : t.first) in_column += f.find("column of field 1") != std::string::npos;
  CHECK(in_column >= 1);
}

TEST_CASE("decode fast path: decode_columns fills the columns asked for and no others, fresh or into a kept result, "
          "on every path",
          "[decode_fast]") {
  GenOptions opt;
  opt.seed = 11;
  opt.count = 300;
  opt.bad_ratio = 0.03;
  const std::vector<Word> words = generate(opt).words;
  const std::vector<Record> ref = ref::decode_stream(words);
  const DecodePath before = Decoder::path();
  for (DecodePath p : cpu_paths()) {
    INFO(decode_path_name(p));
    Decoder::use_path(p);
    const DecodedStream cols = decode_columns(words, nullptr, kDefaultGen, FieldSet{}.set(0).set(5));
    for (unsigned k = 0; k < kMaxFields; ++k) {
      INFO("field " << k);
      if (k == 0 || k == 5) {
        REQUIRE(cols.column(k).size() == words.size());
        size_t wrong = 0;
        for (size_t i = 0; i < words.size(); ++i) wrong += cols.column(k)[i] != ref[i].fields.v[k];
        CHECK(wrong == 0);
      } else {
        CHECK(cols.columns[k].empty());
        CHECK_THROWS_AS(cols.column(k), std::out_of_range);
      }
    }
    CHECK_THROWS_AS(cols.column(kMaxFields), std::out_of_range);
    CHECK_THROWS_AS(decode_columns(words).column(0), std::out_of_range);  // none asked for

    // Into a kept result that held every column of a longer stream: the same as a fresh one.
    DecodedStream kept = decode_columns(std::span<const Word>(words).first(words.size() - 1), nullptr, kDefaultGen,
                                        FieldSet{}.set());
    kept.verdicts.resize(2 * words.size());  // stale results past the new stream's end
    decode_columns(words, kept, nullptr, kDefaultGen, FieldSet{}.set(0).set(5));
    CHECK(kept.size() == words.size());
    CHECK(kept.verdicts == cols.verdicts);
    for (unsigned k = 0; k < kMaxFields; ++k) CHECK(kept.columns[k] == cols.columns[k]);
    CHECK_THROWS_AS(decode_columns(words, kept, nullptr, 99), std::invalid_argument);
    CHECK(kept.verdicts == cols.verdicts);  // unchanged by the refused call
  }
  Decoder::use_path(before);
}

TEST_CASE("decode paths: TPB_DECODE_PATH chooses one, a path that does not exist or that the CPU lacks is refused",
          "[decode_fast]") {
  const DecodePath before = Decoder::path();
  const char* old = std::getenv("TPB_DECODE_PATH");
  const std::string saved = old ? old : "";
  for (DecodePath p : {DecodePath::SCALAR, DecodePath::AVX2, DecodePath::VBMI}) {
    INFO(decode_path_name(p));
    ::setenv("TPB_DECODE_PATH", decode_path_name(p), 1);
    if (Decoder::path_available(p)) {
      CHECK(Decoder::default_path() == p);
      Decoder::use_path(p);
      CHECK(Decoder::path() == p);
    } else {
      CHECK_THROWS_AS(Decoder::default_path(), DecodePathError);
      CHECK_THROWS_AS(Decoder::use_path(p), DecodePathError);
      CHECK(Decoder::path() != p);  // unchanged
    }
  }
  CHECK(Decoder::path_available(DecodePath::SCALAR));
  ::setenv("TPB_DECODE_PATH", "sse9", 1);
  CHECK_THROWS_AS(Decoder::default_path(), DecodePathError);
  CHECK_THROWS_WITH(Decoder::default_path(), Catch::Contains("TPB_DECODE_PATH=sse9"));
  ::unsetenv("TPB_DECODE_PATH");
  const DecodePath best = Decoder::default_path();
  for (DecodePath p : cpu_paths()) CHECK(static_cast<unsigned>(p) <= static_cast<unsigned>(best));
  if (old)
    ::setenv("TPB_DECODE_PATH", saved.c_str(), 1);
  Decoder::use_path(before);
}

TEST_CASE("decode paths: decoders on four threads, the path switched while they run, give the reference's records",
          "[decode_fast]") {
  // The path is one setting of the process (Decoder::path), read on every word: decoders on
  // other threads go on while use_path changes it, and every path gives the same bits, so
  // each thread's records must equal the reference's whatever path each word took.
  GenOptions opt;
  opt.seed = 11;
  opt.count = 3000;
  opt.bad_ratio = 0.03;
  const std::vector<Word> words = generate(opt).words;
  std::vector<Record> want;
  ref::Decoder rd(kDefaultGen);
  for (size_t i = 0; i < words.size(); ++i) want.push_back(rd.step(words[i], i + 1 == words.size()));
  const DecodePath before = Decoder::path();
  const std::vector<DecodePath> paths = cpu_paths();
  std::atomic<unsigned> done{0};
  std::vector<size_t> differ(4, 0), decoded(4, 0);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (unsigned round = 0; round < 5; ++round) {
        Decoder d(kDefaultGen);
        for (size_t i = 0; i < words.size(); ++i) {
          differ[t] += !(d.step(words[i], i + 1 == words.size()) == want[i]);
          ++decoded[t];
        }
      }
      ++done;
    });
  size_t switches = 0;  // the path changes until every thread is done
  while (done.load() < 4) {
    Decoder::use_path(paths[switches % paths.size()]);
    ++switches;
    std::this_thread::yield();
  }
  for (std::thread& th : threads) th.join();
  Decoder::use_path(before);
  INFO("paths on this CPU: " << paths.size() << ", path switches while the threads ran: " << switches);
  CHECK(switches > 0);
  for (unsigned t = 0; t < 4; ++t) {
    INFO("thread " << t);
    CHECK(decoded[t] == 5 * words.size());
    CHECK(differ[t] == 0);
  }
}

// decode_columns keeps a view of the words: a temporary vector, gone before the result is
// read, does not compile; a vector the caller keeps does.
template <class V>
concept DecodesColumns = requires(V&& v) { tpb::decode_columns(std::forward<V>(v)); };
static_assert(!DecodesColumns<std::vector<tpb::Word>>);  // a temporary
static_assert(DecodesColumns<const std::vector<tpb::Word>&>);
static_assert(DecodesColumns<std::span<const tpb::Word>>);
template <class V>
concept DecodesColumnsInto = requires(V&& v, tpb::DecodedStream& out) { tpb::decode_columns(std::forward<V>(v), out); };
static_assert(!DecodesColumnsInto<std::vector<tpb::Word>>);  // a temporary
static_assert(DecodesColumnsInto<const std::vector<tpb::Word>&>);
static_assert(DecodesColumnsInto<std::span<const tpb::Word>>);
