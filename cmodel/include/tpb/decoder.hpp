// Bundle decoder over a stream of words: the model twin of rtl/decoder/tpb_decoder.sv.
//
// Per word, in priority order (docs/design.md, "Error priority"):
//   1. chain open and opcode != 0x86      -> CO_CHAIN_BROKEN (word dropped, chain closed)
//   2. chain closed and opcode == 0x86    -> CO_ORPHAN_PAYLOAD
//   3. an opcode the generation does not have (field map since_gen: 0xBE, 0xD8, 0xBF are
//      gen3 on, S000 abstract, §5-§7) -> OPCODE_NOT_IN_GEN; otherwise check_word (unknown
//      opcode, word length, reserved bytes, field checks)
//   4. last word of the stream leaves a chain open -> CO_CHAIN_TRUNCATED
// A 0x85 header opens a chain of num_arguments + 1 payloads only when it is accepted; a
// payload inside a chain consumes a slot even when its own check fails.
//
// Two decoders give the same results on every word: Decoder (cmodel/src/isa_fast.hpp: tables
// derived from the field map at compile time, one copy of the per-word code per opcode
// layout, one masked compare for word length and reserved bytes; on a CPU with AVX2 or
// AVX-512 VBMI the common word takes one copy of the code for every opcode, the opcode's
// values read from tables: DecodePath) and ref::Decoder (the straightforward per-byte,
// per-field code it replaced, kept as the oracle; tests/unit/test_decode_fast.cpp).
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/isa.hpp"

namespace tpb {

/// What the decoder retires for every word (the lockstep harness compares these).
struct Record {
  uint32_t index = 0;      // word number since reset
  uint8_t opcode = 0;
  Err err = Err::OK;
  Route route = Route::NONE;  // NONE for a rejected word: it reaches no engine
  uint16_t chain_pos = 0;  // position in its custom-op chain (header 0, payloads 1..); 0 outside
  Fields fields;           // extracted by the word's opcode, accepted or not
  bool operator==(const Record&) const = default;
};

/// A Record without its fields: what a caller that only routes or counts needs. 12 bytes
/// instead of a Record's 216, so a stream of them costs less than the words themselves.
/// Record::fields of the same word is extract_fields(word).
struct Verdict {
  uint32_t index = 0;
  uint8_t opcode = 0;
  Err err = Err::OK;
  Route route = Route::NONE;
  uint16_t chain_pos = 0;
  bool operator==(const Verdict&) const = default;
};

/// Error status block: the first error (index, code) and one sticky bit per error code,
/// kept until cleared. Mirrors the RTL's status registers.
struct ErrorStatus {
  bool any = false;
  uint32_t first_index = 0;
  Err first_code = Err::OK;
  std::bitset<256> sticky;
  void note(const Record& r);
  void note(Verdict v);  // the same for a Verdict
  void clear() { *this = ErrorStatus{}; }
};

/// The code Decoder's common word takes. SCALAR: the portable code (a copy per opcode layout);
/// AVX2 and VBMI (AVX-512 F, BW and VBMI): one copy for every opcode with vector checks. The
/// default is the best path the CPU has; the environment variable TPB_DECODE_PATH (scalar,
/// avx2 or vbmi) forces one. Every path gives the same result on every word.
enum class DecodePath : uint8_t { SCALAR, AVX2, VBMI };
/// "scalar", "avx2", "vbmi".
const char* decode_path_name(DecodePath p);
/// A decode path that does not exist or that this CPU lacks, named in TPB_DECODE_PATH or asked
/// for with Decoder::use_path. Nothing is changed when it is thrown.
struct DecodePathError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

/// Fields decode_columns extracts while it decodes, as columns: bit k for Fields::v[k].
using FieldSet = std::bitset<kMaxFields>;
struct DecodedStream;

class Decoder {
 public:
  /// `gen`: the system's generation (2, 3 or 4; tpb_decoder's Gen). Throws
  /// std::invalid_argument for another value.
  explicit Decoder(unsigned gen = kDefaultGen);
  /// Decode one word; `last` marks the final word of a stream (closes any chain).
  Record step(const Word& w, bool last);
  /// step without extracting the fields: the same verdict, chain state and status update.
  Verdict step_verdict(const Word& w, bool last);
  const ErrorStatus& status() const { return status_; }
  void clear_status() { status_.clear(); }
  bool chain_open() const { return remaining_ != 0; }
  uint32_t words() const { return index_; }
  unsigned gen() const { return gen_; }
  /// The path every decoder takes: the last use_path, else TPB_DECODE_PATH, else the best the
  /// CPU has. Throws DecodePathError when TPB_DECODE_PATH names no path or one the CPU lacks
  /// (so does the first Decoder's constructor).
  static DecodePath path();
  /// Whether this CPU (and this build) has the path.
  static bool path_available(DecodePath p);
  /// Makes every decoder take path p (for tests and benchmarks); DecodePathError when the CPU
  /// lacks it. The path is one setting of the process, read atomically on every word:
  /// decoders on other threads may run while it changes (every path gives the same bits).
  static void use_path(DecodePath p);
  /// The path without use_path: TPB_DECODE_PATH, else the best the CPU has.
  static DecodePath default_path();

 private:
  unsigned gen_ = kDefaultGen;
  uint32_t index_ = 0;
  uint16_t remaining_ = 0;  // payload words still expected in the open chain
  uint16_t pos_ = 0;        // position of the next payload in its chain
  ErrorStatus status_;
  // One word into a Record or a Verdict: `dispatch` picks by the opcode the copy of `decide`
  // specialised for its layout, which handles an accepted word in the expected chain state
  // and leaves everything else to `decide_all` (decoder.cpp, isa_fast.hpp).
  template <class R>
  R dispatch(const Word& w, bool last);
  template <unsigned Slot, class R>
  static R decide(Decoder& d, const Word& w, bool last);
  template <unsigned Slot, class R>
  static R decide_all(Decoder& d, const Word& w, bool last);
  // The common word with AVX2 or AVX-512 VBMI, the same code for every opcode (decoder.cpp,
  // decoder_wide.inc); the stream calls use their loop.
  struct WideCommon;
  struct Avx2;
  struct Vbmi;
  friend std::vector<Record> decode_stream(std::span<const Word>, ErrorStatus*, unsigned);
  friend std::vector<Verdict> decode_verdicts(std::span<const Word>, ErrorStatus*, unsigned);
  friend void decode_columns(std::span<const Word>, DecodedStream&, ErrorStatus*, unsigned, FieldSet);
};

/// The names of the set sticky bits, in code order, space-separated ("-" when none).
std::string sticky_names(const std::bitset<256>& sticky);

/// Decode a whole stream (the last word gets last = true) on generation `gen`. Its cost is
/// mostly the records' memory (216 bytes a word, 3.4 times the stream, freshly allocated):
/// decode_verdicts when the fields are not needed, decode_columns when some are.
std::vector<Record> decode_stream(std::span<const Word> words, ErrorStatus* status = nullptr,
                                  unsigned gen = kDefaultGen);
/// decode_stream without the fields (Decoder::step_verdict per word).
std::vector<Verdict> decode_verdicts(std::span<const Word> words, ErrorStatus* status = nullptr,
                                     unsigned gen = kDefaultGen);

/// A decoded stream as columns: the verdicts, the words they were decided from, and a column
/// of every word's field k for each field asked for when decoding (8 bytes a word each, filled
/// while the word is at hand); the other fields are read from the words when asked for. What
/// decode_stream gives, without writing 216 bytes a word: record(i) ==
/// decode_stream(words)[i], field(i, k) == its fields.v[k]. The words are not copied: the
/// caller keeps them alive and unchanged while the result is read.
struct DecodedStream {
  std::span<const Word> words;
  std::vector<Verdict> verdicts;
  /// columns[k][i]: field k of word i (0 past its opcode's fields), for the fields decode_columns
  /// was asked for; empty for the others.
  std::array<std::vector<uint64_t>, kMaxFields> columns;
  size_t size() const { return verdicts.size(); }
  /// The full record of word i (its fields extracted now).
  Record record(size_t i) const;
  /// Field k of word i (0 past its opcode's fields), without the rest of the record: from its
  /// column when there is one, else from the word.
  uint64_t field(size_t i, unsigned k) const;
  /// Field k of every word: columns[k]. std::out_of_range when it was not asked for (or k is
  /// past kMaxFields).
  std::span<const uint64_t> column(unsigned k) const;
};
/// decode_verdicts, kept with the words: the columnar form of decode_stream. `fields`: the
/// fields to extract as columns in the same pass (none by default).
DecodedStream decode_columns(std::span<const Word> words, ErrorStatus* status = nullptr, unsigned gen = kDefaultGen,
                             FieldSet fields = {});
/// decode_columns into `out`, whose storage is reused: out becomes what the call above returns
/// (words, verdicts, the columns asked for; the others emptied). For a caller that decodes
/// buffer after buffer: a fresh result is fresh memory, whose page faults cost about a quarter
/// of the call. std::invalid_argument (out unchanged) for an unknown generation.
void decode_columns(std::span<const Word> words, DecodedStream& out, ErrorStatus* status = nullptr,
                    unsigned gen = kDefaultGen, FieldSet fields = {});
/// A temporary vector of words would be gone before the result is read: refused at compile time.
DecodedStream decode_columns(std::vector<Word>&& words, ErrorStatus* status = nullptr, unsigned gen = kDefaultGen,
                             FieldSet fields = {}) = delete;
void decode_columns(std::vector<Word>&& words, DecodedStream& out, ErrorStatus* status = nullptr,
                    unsigned gen = kDefaultGen, FieldSet fields = {}) = delete;

namespace ref {
/// The reference decoder: the chain rules as tpb::Decoder states them, over ref::check_word,
/// ref::extract_fields and ref::find_opcode. Same interface and results as tpb::Decoder, many
/// times slower; for tests that hold the fast path to it.
/// The code Decoder's common word takes. SCALAR: the portable code (a copy per opcode layout);
/// AVX2 and VBMI (AVX-512 F, BW and VBMI): one copy for every opcode with vector checks. The
/// default is the best path the CPU has; the environment variable TPB_DECODE_PATH (scalar,
/// avx2 or vbmi) forces one. Every path gives the same result on every word.
enum class DecodePath : uint8_t { SCALAR, AVX2, VBMI };
/// "scalar", "avx2", "vbmi".
const char* decode_path_name(DecodePath p);
/// A decode path that does not exist or that this CPU lacks, named in TPB_DECODE_PATH or asked
/// for with Decoder::use_path. Nothing is changed when it is thrown.
struct DecodePathError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

class Decoder {
 public:
  explicit Decoder(unsigned gen = kDefaultGen);
  Record step(const Word& w, bool last);
  const ErrorStatus& status() const { return status_; }
  bool chain_open() const { return remaining_ != 0; }
  uint32_t words() const { return index_; }

 private:
  unsigned gen_ = kDefaultGen;
  uint32_t index_ = 0;
  uint16_t remaining_ = 0;
  uint16_t pos_ = 0;
  ErrorStatus status_;
};
std::vector<Record> decode_stream(std::span<const Word> words, ErrorStatus* status = nullptr,
                                  unsigned gen = kDefaultGen);
}  // namespace ref

}  // namespace tpb
