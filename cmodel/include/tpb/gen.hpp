// Seeded constrained-random stream generator (`tpb gen`).
//
// Valid items draw every field from its legal values (driven by the field map's checks);
// malformed items are built per named class so that the decoder reports that class's error
// on the injected word. The same seed and options give the same bytes on every host: the
// generator uses its own PRNG (splitmix64) and no std distributions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tpb/isa.hpp"

namespace tpb {

enum class BadClass : uint8_t {
  UNKNOWN_OPCODE,
  BAD_WORD_LEN,
  RESERVED_NONZERO,
  BAD_SYNC_SEL,
  BAD_ALU_OP,
  BAD_DTYPE,
  BAD_COLL_KIND,
  BAD_FLAG,
  BAD_AP_ADDR,
  BAD_AP_SHAPE,
  CO_INDIRECT_AP,
  CO_OPERAND_MEM,
  CO_FUNCTION_ID_UNSET,
  CO_COUNT_MISMATCH,
  CO_ORPHAN_PAYLOAD,
  CO_CHAIN_BROKEN,
  CO_CHAIN_TRUNCATED,
  OPCODE_NOT_IN_GEN,   // a legal word of an opcode the stream's generation lacks (gen2: 0xBE, 0xD8, 0xBF)
};
inline constexpr unsigned kNumBadClasses = 18;

/// Class name (lower case, as `tpb gen --classes` takes it) and the error it must produce.
const char* bad_class_name(BadClass c);
Err bad_class_error(BadClass c);
std::optional<BadClass> bad_class_from_name(std::string_view name);
/// Whether a stream of generation `gen` can carry the class (OPCODE_NOT_IN_GEN: only a
/// generation that lacks some opcode, i.e. gen2). The default class list is the classes the
/// generation can carry, so a gen3 stream is the same as before the class existed.
bool bad_class_possible(BadClass c, unsigned gen);

struct GenOptions {
  uint64_t seed = 1;
  size_t count = 1000;             // words in the stream, exactly
  double bad_ratio = 0.0;          // share of items that are malformed
  std::vector<BadClass> classes;   // empty: every class
  unsigned max_args = 4;           // custom-op inputs per chain, at most
  unsigned min_args = 0;           // ... and at least (as far as the chain fits the stream)
  bool dve = true;                 // include DVE opcodes
  unsigned gen = kDefaultGen;      // the stream's generation: valid items use only its opcodes
};

struct Injection {
  uint32_t index;   // word that must carry the error
  BadClass cls;
};

struct GenStream {
  std::vector<Word> words;
  std::vector<Injection> injected;
};

/// Throws std::invalid_argument when min_args exceeds max_args or max_args exceeds 255 (the
/// header's u8 num_arguments).
GenStream generate(const GenOptions& opt);

/// One word of an every-check stream and the decoder's verdict on it, derived from the one
/// check the word was built to fail (check_field of that field), not from the decoder.
struct CheckCase {
  Word word;
  Err expect;
  std::string note;  // what is broken ("" for a legal word)
};
/// Every check of every single-word opcode (and DVE opcode) of generation `gen`, one at a
/// time: each checked field alone made to fail; two fields of different errors (the first in
/// the check order wins); the word length before a field; every byte no field covers alone,
/// and the first of them before a field. Then each checked field's boundary values (the
/// custom-op payload's too, each as the one payload of a chain): every value its check accepts
/// and every one-bit neighbour of one (one-byte enumerations), every ADDR4 mode and static
/// space, every one-bit value of a nonzero count, every high-half bit of an ADDR8. Each bad
/// word is followed by a legal word.
std::vector<CheckCase> generate_every_check(uint64_t seed, unsigned gen);

/// Small deterministic PRNG shared by the generator and the testbenches.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform-enough integer in [0, n) (n > 0).
  uint64_t below(uint64_t n) { return next() % n; }
  /// True with probability p.
  bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

 private:
  uint64_t s_;
};

}  // namespace tpb
