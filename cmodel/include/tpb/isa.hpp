// Bundle ISA: one 64-byte word at a time. Encoding, extraction and the word-level checks,
// all driven by the generated field map tables (isa_gen.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tpb/isa_gen.hpp"

namespace tpb {

using Word = std::array<uint8_t, kBundleBytes>;

/// Field values of one word, in the opcode's field-map order, as raw (zero-extended) bits.
struct Fields {
  uint8_t n = 0;
  std::array<uint64_t, kMaxFields> v{};
  bool operator==(const Fields&) const = default;
};

const OpcodeDesc* find_opcode(uint8_t opcode);             // nullptr: unknown opcode
const OpcodeDesc* find_mnemonic(std::string_view mnemonic);  // nullptr: no such mnemonic
const ErrDesc* find_error(Err e);
const char* err_name(Err e);
std::optional<Err> err_from_name(std::string_view name);
const char* route_name(Route r);
Route route_of(uint8_t opcode);                             // NONE for unknown opcodes
int field_index(const OpcodeDesc& d, std::string_view name);  // -1: no such field

// Bit slicing lives here and nowhere else: little-endian, width 1..8 bytes.
uint64_t load_le(const Word& w, unsigned off, unsigned width);
void store_le(Word& w, unsigned off, unsigned width, uint64_t value);
inline uint64_t get_field(const Word& w, const FieldDesc& f) { return load_le(w, f.off, f.width); }
inline void set_field(Word& w, const FieldDesc& f, uint64_t v) { store_le(w, f.off, f.width, v); }
/// Largest raw value a field holds.
inline uint64_t field_max(const FieldDesc& f) {
  return f.width == 8 ? ~0ull : ((1ull << (8 * f.width)) - 1);
}

/// Field values by the word's own opcode; n = 0 for an unknown opcode. Table-driven (one
/// load per field); the same values as ref::extract_fields, on every word.
Fields extract_fields(const Word& w);

/// A zeroed word with the header the field map gives the opcode ([op, 0x10, 0, 0], or raw).
Word blank_word(const OpcodeDesc& d);
/// blank_word + the field values (raw bits, truncated to each field's width).
Word pack_fields(const OpcodeDesc& d, const Fields& f);

// ---- generation (DESIGN decision 9: one system parameter; RTL tpb_system/tpb_core/tpb_decoder `Gen`)
/// gen2 = CoreV2 (Sunda), gen3 = CoreV3 (Cayman), gen4 = CoreV4. The default everywhere is 3.
inline constexpr unsigned kDefaultGen = 3;
inline constexpr unsigned kMinGen = 2;
inline constexpr unsigned kMaxGen = 4;
inline constexpr bool gen_known(unsigned gen) { return gen >= kMinGen && gen <= kMaxGen; }
/// Whether generation `gen` has the opcode (its field-map `since_gen` <= gen). Unknown opcodes
/// count as present: check_word names them UNKNOWN_OPCODE.
bool opcode_in_gen(uint8_t opcode, unsigned gen);

/// Word-level and field checks, in the documented priority order (the RTL's check_word):
/// UNKNOWN_OPCODE, BAD_WORD_LEN, RESERVED_NONZERO, then each field's check in field order.
/// Custom-op chain context is the stream decoder's (decoder.hpp). Table-driven (one masked
/// compare for word length and reserved bytes, then the opcode's checked fields); the same
/// result as ref::check_word, on every word.
Err check_word(const Word& w);
/// One field's check on a value (the word is given for checks that read a sibling byte).
Err check_field(const FieldDesc& f, uint64_t value, const Word& w);

/// The reference path: the straightforward checks and extraction, a byte at a time and a
/// field at a time straight from the field-map descriptors. Not for the hot path: kept as
/// the oracle the table-driven check_word / extract_fields (and tpb::Decoder) must agree
/// with word for word (tests/unit/test_decode_fast.cpp).
namespace ref {
const OpcodeDesc* find_opcode(uint8_t opcode);  // an index built on first use
Err check_word(const Word& w);
Fields extract_fields(const Word& w);
}  // namespace ref

// ---- typed encode/decode, one struct per cross-engine opcode (isa_gen.hpp)
template <class T>
Word encode(const T& s) {
  const OpcodeDesc* d = find_opcode(T::kOpcode);
  Fields f;
  f.n = d->nfields;
  s.to_fields(f.v.data());
  return pack_fields(*d, f);
}

template <class T>
struct Decoded {
  Err err = Err::OK;
  T value{};
  bool ok() const { return err == Err::OK; }
};

/// Decode a word as T: the word's own checks, and its opcode must be T's.
template <class T>
Decoded<T> decode_as(const Word& w) {
  Decoded<T> r;
  r.err = w[kHdrOpcodeOff] == T::kOpcode ? check_word(w) : Err::UNKNOWN_OPCODE;
  if (w[kHdrOpcodeOff] == T::kOpcode) {
    Fields f = extract_fields(w);
    r.value.from_fields(f.v.data());
  }
  return r;
}

// ---- seed enumerations
/// S000 §2: collective kind ordinal -> wire byte through the 9-byte LUT; nullopt for
/// SendRecv(0), SendRecvCCE(1) (not encodable through the LUT) and ordinals past the LUT.
std::optional<uint8_t> coll_kind_to_wire(unsigned ordinal);
std::optional<unsigned> coll_kind_from_wire(uint8_t wire);
const char* coll_kind_name(unsigned ordinal);
/// S000 §1.2: AluOp -> DgeComputeOp {bypass(0) -> none(1), add(4) -> add(2)}, nullopt otherwise.
std::optional<uint8_t> alu_to_dge(uint8_t alu_op);
bool alu_op_shipped(uint8_t alu_op);
const DtypeDesc* find_dtype(uint8_t code);
const DtypeDesc* find_dtype(std::string_view name);

// ---- ADDR4 start word (layout in the field map, PROJECT)
struct Addr4 {
  uint8_t mode = 0;       // addr4::kModeStatic / kModeRegister / kModeIndirect
  uint8_t space = 0;      // static mode: kSpaceSbuf / kSpacePsum / kSpaceHbm
  uint16_t partition = 0; // SBUF
  uint32_t offset = 0;    // SBUF byte offset in the partition
  uint32_t address = 0;   // PSUM/HBM byte address
  uint8_t reg = 0;        // register mode
};
Addr4 addr4_decode(uint32_t word);
uint32_t addr4_sbuf(unsigned partition, unsigned offset);
uint32_t addr4_hbm(unsigned address);
uint32_t addr4_psum(unsigned address);
uint32_t addr4_register(unsigned reg);
uint32_t addr4_indirect(unsigned low_bits);

// ---- CustomOp chain (S002 §1): header, output payload, then one payload per input
/// Chain framing, the one place the model derives it from a header (the decoder, the
/// mailbox, the cluster, the stream recipe, the generator and the num_payloads check all use
/// it; the RTL twin is tpb_decoder's chain counter, which marks a chain's last payload for
/// the mailbox). A chain is the 0x85 header and num_arguments + 1 payloads: the output, then
/// one per input; N + 2 words for N inputs (PROJECT for N = 0: the output payload is still
/// emitted, as the seed's emitter writes it unconditionally; see docs/design.md). The
/// header's num_payloads must read N + 2 when N >= 1 and 1 when N = 0 (S002 §2.2).
struct ChainFrame {
  unsigned num_arguments = 0;  // N, the header's num_arguments (CustomOpHeader::kNumArgumentsOff)
  /// 0x86 words after the header: the output and the N inputs.
  constexpr unsigned payloads() const { return num_arguments + 1; }
  /// Words in the chain: the header and its payloads.
  constexpr unsigned words() const { return payloads() + 1; }
  /// The value the header's num_payloads field must hold.
  constexpr uint16_t num_payloads() const { return static_cast<uint16_t>(num_arguments ? num_arguments + 2 : 1); }
  /// True for the chain position (Record::chain_pos, payloads 1..) of the chain's last payload.
  constexpr bool ends_at(unsigned chain_pos) const { return chain_pos == payloads(); }
};
constexpr ChainFrame chain_frame(unsigned num_arguments) { return ChainFrame{num_arguments}; }
/// The frame a 0x85 header word opens (its num_arguments byte; the word is not checked).
ChainFrame chain_frame(const Word& header);
/// Shorthand for chain_frame(num_arguments).num_payloads().
uint16_t num_payloads_for(unsigned num_arguments);
/// Shorthand for chain_frame(num_arguments).words().
unsigned chain_words_for(unsigned num_arguments);
struct CustomOpChain {
  Sync sync;        // the header's band (sub_122ED00, the "header/first" getSyncInfo twin)
  /// The last input payload's band (i == N - 1: customop_payload_terminator, sub_122EA40, the
  /// "last" twin, S002 §1). Not written when N = 0 (the emitter's loop does not run). What the
  /// twin writes is not decoded by the seeds (INFERRED): the caller gives the bytes.
  Sync terminator;
  uint8_t function_id = 0;
  T4dCo output;
  std::vector<T4dCo> inputs;
};
std::vector<Word> encode_chain(const CustomOpChain& c);

// ---- DVE words: header, SyncInfo band, opaque body
Word encode_dve(uint8_t opcode, const Sync& sync, const std::vector<uint8_t>& body = {});

// ---- text
std::string hex_bytes(const Word& w);  // "85 10 00 ..." (64 two-digit groups)
std::string to_hex(uint64_t v, unsigned width_bytes);

}  // namespace tpb
