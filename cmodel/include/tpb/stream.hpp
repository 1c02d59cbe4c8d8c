// Checked streams: the generator's stream made to exercise the engines, not only the
// decoder. The one recipe the lockstep (tb/lockstep), the FPGA host check (`tpb fpga
// check`) and `tpb gen` share, so that the same options give the same words everywhere: a
// stream generated here, saved as a .bin and replayed anywhere reproduces a lockstep run.
//
// On top of tpb::generate (gen.hpp), in this order, each step with its own PRNG stream
// derived from the generator seed:
//   1. legal mover patterns (gen_sb2sb: contiguous 25, strided 20, edge 10 of 55) in place
//      of a share of the generated 0xBF words, whose random addresses the mover mostly
//      refuses; injected malformed words stay;
//   2. legal kernel chains of the deployment (legal_custom_chain) in place of a share of the whole,
//      uninjected custom-op chains, whose random FunctionIds and operands the cluster
//      mostly refuses; the stream may change length (chains differ in length);
//   3. byte mutations (1..3 random bytes XORed) in a share of all words.
// A stream read from a .bin gets only step 3, word by word as it is read (CheckedStreamReader),
// so a .bin need not fit in memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/gen.hpp"
#include "tpb/io.hpp"
#include "tpb/isa.hpp"
#include "tpb/mover.hpp"
#include "tpb/sbuf.hpp"

namespace tpb {

struct StreamRecipe {
  std::string bin;                  // non-empty: read these words instead of generating
  GenOptions gen;                   // the generator's options (seed, count, bad ratio, ...)
  double sb2sb_legal = 0.0;         // share of generated 0xBF words made legal (0..1)
  MoverConfig mover;                // geometry and issue core those patterns are legal for
  double custom_legal = 0.0;        // share of whole generated chains made legal (0..1)
  uint64_t hbm_bytes = uint64_t{1} << 20;  // HBM the legal chains' HBM operands fit in
  std::string deployment = "builtin";  // the functions the legal chains name (tpb::deployment)
  double mutate = 0.0;              // share of words with mutated bytes (0..1)
};

struct CheckedStream {
  std::vector<Word> words;
  std::string source;               // one line: where the words came from, with the shares
  size_t legal_sb2sb = 0;           // 0xBF words replaced by legal patterns
  size_t ceiling_over_sb2sb = 0;    // ... and by words one element past the per-partition ceiling
  size_t legal_chains = 0;          // chains replaced by legal kernel chains
  size_t mutated = 0;               // words with mutated bytes
};

/// Builds the stream. Throws std::invalid_argument for a share outside 0..1, a geometry
/// the legal patterns cannot use, or an empty result; std::runtime_error for an unreadable
/// .bin.
CheckedStream build_checked_stream(const StreamRecipe& recipe);

/// The recipe of a .bin (recipe.bin non-empty) read a buffer at a time (tpb::WordReader),
/// step 3 applied to each word as it passes: the same words, in the same order, as
/// build_checked_stream gives for the same recipe (step 3 draws from its PRNG in word order),
/// with memory independent of the stream's length. Throws what WordReader throws (the same
/// messages as build_checked_stream's read_words) and std::invalid_argument for a mutate share
/// outside 0..1.
class CheckedStreamReader {
 public:
  explicit CheckedStreamReader(const StreamRecipe& recipe, size_t buffer_words = 0);
  /// As WordReader::read and WordReader::done.
  size_t read(std::span<Word> out);
  bool done() { return reader_.done(); }
  uint64_t count() const { return reader_.count(); }
  std::optional<uint64_t> size() const { return reader_.size(); }
  size_t buffer_words() const { return reader_.buffer_words(); }
  /// Words mutated so far.
  size_t mutated() const { return mutated_; }

 private:
  double mutate_;  // before reader_: a bad share is refused before the file is opened
  SplitMix64 rng_;
  WordReader reader_;
  size_t mutated_ = 0;
};

/// CheckedStream::source of a .bin recipe whose file holds `words` words, before any is read:
/// step 3's draws depend on the word count alone, never on the bytes, so the number of words
/// it mutates is known from the file's size.
std::string checked_bin_source(const StreamRecipe& recipe, uint64_t words);

/// A legal custom op for a random function of the deployment (FunctionId: its place there,
/// builtin_registry() order for "builtin"; the registry's fillers left out), shaped by its
/// declared kernel: 1..16 partitions (at most the geometry's) of up to 128 bytes per operand,
/// each operand in the issuing core's SBUF (three in four) or in HBM below hbm_bytes, so the
/// cluster stages, computes and writes back (or refuses the function as deployed). The chain's
/// words, header first.
std::vector<Word> legal_custom_chain(SplitMix64& r, const SbufGeometry& geometry, uint64_t hbm_bytes,
                                     const std::string& deployment = "builtin");

}  // namespace tpb
