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
// Two paths give the same results on every word: Decoder (cmodel/src/isa_fast.hpp: tables
// derived from the field map at compile time, one copy of the per-word code per opcode
// layout, one masked compare for word length and reserved bytes; on a CPU with AVX-512 VBMI
// the common word takes one copy of the code for every opcode, the opcode's values read from
// tables) and ref::Decoder (the straightforward per-byte, per-field code it replaced, kept as
// the oracle; tests/unit/test_decode_fast.cpp).
#pragma once

#include <bitset>
#include <cstdint>
#include <span>
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
  /// Whether the common word takes the AVX-512 VBMI path (decoder.cpp): true where the CPU has
  /// it, unless use_wide_path(false). Either path gives the same result on every word.
  static bool wide_path();
  /// For tests: false makes every decoder take the portable path; true restores the AVX-512
  /// path where the CPU has it (elsewhere it stays off).
  static void use_wide_path(bool on);

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
  // The common word with AVX-512 VBMI, the same code for every opcode (decoder.cpp); the
  // stream calls use its loop.
  struct Wide;
  friend std::vector<Record> decode_stream(std::span<const Word>, ErrorStatus*, unsigned);
  friend std::vector<Verdict> decode_verdicts(std::span<const Word>, ErrorStatus*, unsigned);
};

/// The names of the set sticky bits, in code order, space-separated ("-" when none).
std::string sticky_names(const std::bitset<256>& sticky);

/// Decode a whole stream (the last word gets last = true) on generation `gen`. Its cost is
/// mostly the records' memory (216 bytes a word, 3.4 times the stream, freshly allocated):
/// decode_verdicts when the fields are not needed.
std::vector<Record> decode_stream(std::span<const Word> words, ErrorStatus* status = nullptr,
                                  unsigned gen = kDefaultGen);
/// decode_stream without the fields (Decoder::step_verdict per word).
std::vector<Verdict> decode_verdicts(std::span<const Word> words, ErrorStatus* status = nullptr,
                                     unsigned gen = kDefaultGen);

namespace ref {
/// The reference decoder: the chain rules as tpb::Decoder states them, over ref::check_word,
/// ref::extract_fields and ref::find_opcode. Same interface and results as tpb::Decoder, many
/// times slower; for tests that hold the fast path to it.
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
