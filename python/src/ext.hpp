// Shared parts of the Python extension `tpb._tpb` (python/tpb/ is the package around it): the
// word arrays Python hands in, the decoder-record layout numpy views, and each part's binder.
#pragma once

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>

#include <cstddef>
#include <cstdint>
#include <span>

#include <optional>
#include <string>

#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/isa.hpp"
#include "tpb/sbuf.hpp"

namespace tpb::py {

namespace nb = nanobind;

/// A stream of words as the package hands it in: uint8[N, 64], C-contiguous (the Python side,
/// python/tpb/_words.py, turns bytes and other shapes into this and names a wrong argument).
using WordArray = nb::ndarray<const uint8_t, nb::shape<-1, 64>, nb::c_contig, nb::device::cpu>;
/// One word: uint8[64].
using WordVec = nb::ndarray<const uint8_t, nb::shape<64>, nb::c_contig, nb::device::cpu>;

inline std::span<const Word> words_of(const WordArray& a) {
  static_assert(sizeof(Word) == kBundleBytes && alignof(Word) == 1);
  return {reinterpret_cast<const Word*>(a.data()), a.shape(0)};
}
inline Word word_of(const WordVec& a) {
  Word w;
  for (size_t i = 0; i < kBundleBytes; ++i) w[i] = a.data()[i];
  return w;
}

/// The decoder's per-word record as numpy sees it (tpb.RECORD_DTYPE, python/tpb/_tables.py):
/// a tpb::Verdict (index u32 @0, opcode @4, err @5, route @6, chain_pos u16 @8) with two of its
/// padding bytes filled in: the mnemonic id (index into the opcode table, 0xFF for an unknown
/// opcode) @7 and valid (err == OK) @10. 12 bytes a word, so decode_verdicts' own vector is
/// the array numpy reads: no copy.
inline constexpr size_t kRecordBytes = 12, kMnemonicOff = 7, kValidOff = 10;
static_assert(sizeof(Verdict) == kRecordBytes);
uint8_t mnemonic_id(uint8_t opcode);
/// Fills the mnemonic and valid bytes of `n` verdicts.
void complete_records(Verdict* v, size_t n);
/// The records as a uint8 array of n * 12 bytes that owns them (Python views it as RECORD_DTYPE).
nb::ndarray<nb::numpy, uint8_t> record_array(std::vector<Verdict>&& v);

/// A geometry by name ("sim", "fpga", "real"); std::invalid_argument naming the argument otherwise.
SbufGeometry geometry_of(const std::string& name);
/// The FunctionId registry a model runs with: registry JSON text, else a registry file, else
/// the built-in kernels (as `tpb sim` and `tpb world run` without --registry).
FunctionRegistry registry_of(const std::optional<std::string>& path, const std::optional<std::string>& json);

void bind_isa(nb::module_& m);     // tables, decode, fields, asm, dis, encode, gen (ext_isa.cpp)
void bind_system(nb::module_& m);  // SystemModel (ext_system.cpp)
void bind_world(nb::module_& m);   // World (ext_world.cpp)

}  // namespace tpb::py
