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
//   2. legal built-in kernel chains (legal_custom_chain) in place of a share of the whole,
//      uninjected custom-op chains, whose random FunctionIds and operands the cluster
//      mostly refuses; the stream may change length (chains differ in length);
//   3. byte mutations (1..3 random bytes XORed) in a share of all words.
// A stream read from a .bin gets only step 3.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/gen.hpp"
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
  double mutate = 0.0;              // share of words with mutated bytes (0..1)
};

struct CheckedStream {
  std::vector<Word> words;
  std::string source;               // one line: where the words came from, with the shares
  size_t legal_sb2sb = 0;           // 0xBF words replaced by legal patterns
  size_t legal_chains = 0;          // chains replaced by legal kernel chains
  size_t mutated = 0;               // words with mutated bytes
};

/// Builds the stream. Throws std::invalid_argument for a share outside 0..1, a geometry
/// the legal patterns cannot use, or an empty result; std::runtime_error for an unreadable
/// .bin.
CheckedStream build_checked_stream(const StreamRecipe& recipe);

/// A legal custom op for a random built-in kernel, FunctionIds from builtin_registry(): 1..16
/// partitions (at most the geometry's) of up to 128 bytes per operand, each operand in the
/// issuing core's SBUF (three in four) or in HBM below hbm_bytes, so the cluster stages,
/// computes and writes back. The chain's words, header first.
std::vector<Word> legal_custom_chain(SplitMix64& r, const SbufGeometry& geometry, uint64_t hbm_bytes);

}  // namespace tpb
