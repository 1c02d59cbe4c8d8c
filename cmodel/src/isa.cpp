#include "tpb/isa.hpp"

#include <algorithm>
#include <cstdio>

#include "isa_fast.hpp"

namespace tpb {

const OpcodeDesc* find_opcode(uint8_t opcode) { return fast::table(opcode).desc; }

namespace {

// The reference path's own opcode index (built on first use, last entry of an opcode wins),
// independent of the fast path's compile-time slots.
struct OpcodeIndex {
  std::array<int16_t, 256> slot{};
  OpcodeIndex() {
    slot.fill(-1);
    for (unsigned i = 0; i < kNumOpcodes; ++i) slot[kOpcodes[i].opcode] = static_cast<int16_t>(i);
  }
};
const OpcodeIndex& opcode_index() {
  static const OpcodeIndex idx;
  return idx;
}

}  // namespace

const OpcodeDesc* ref::find_opcode(uint8_t opcode) {
  int s = opcode_index().slot[opcode];
  return s < 0 ? nullptr : &kOpcodes[s];
}

const OpcodeDesc* find_mnemonic(std::string_view mnemonic) {
  for (const auto& d : kOpcodes)
    if (mnemonic == d.mnemonic) return &d;
  return nullptr;
}

const ErrDesc* find_error(Err e) {
  for (const auto& d : kErrors)
    if (d.code == e) return &d;
  return nullptr;
}

const char* err_name(Err e) {
  const ErrDesc* d = find_error(e);
  return d ? d->name : "UNDEFINED_ERROR";
}

std::optional<Err> err_from_name(std::string_view name) {
  for (const auto& d : kErrors)
    if (name == d.name) return d.code;
  return std::nullopt;
}

const char* route_name(Route r) {
  auto i = static_cast<unsigned>(r);
  return i < std::size(kRouteNames) ? kRouteNames[i] : "UNDEFINED_ROUTE";
}

// Unknown opcodes: since_gen 0 (present on every generation) and route NONE in their slot.
bool opcode_in_gen(uint8_t opcode, unsigned gen) { return fast::table(opcode).since_gen <= gen; }

Route route_of(uint8_t opcode) { return fast::table(opcode).route; }

int field_index(const OpcodeDesc& d, std::string_view name) {
  for (unsigned i = 0; i < d.nfields; ++i)
    if (name == d.fields[i].name) return static_cast<int>(i);
  return -1;
}

uint64_t load_le(const Word& w, unsigned off, unsigned width) {
  uint64_t v = 0;
  for (unsigned b = 0; b < width; ++b) v |= static_cast<uint64_t>(w[off + b]) << (8 * b);
  return v;
}

void store_le(Word& w, unsigned off, unsigned width, uint64_t value) {
  for (unsigned b = 0; b < width; ++b) w[off + b] = static_cast<uint8_t>(value >> (8 * b));
}

Fields extract_fields(const Word& w) { return fast::extract_fields(w); }

Fields ref::extract_fields(const Word& w) {
  Fields f;
  const OpcodeDesc* d = ref::find_opcode(w[kHdrOpcodeOff]);
  if (!d) return f;
  f.n = d->nfields;
  for (unsigned i = 0; i < d->nfields; ++i) f.v[i] = get_field(w, d->fields[i]);
  return f;
}

Word blank_word(const OpcodeDesc& d) {
  Word w{};
  w[kHdrOpcodeOff] = d.opcode;
  w[kHdrWordLenOff] = d.raw_header ? 0x00 : kWordLen;
  return w;
}

Word pack_fields(const OpcodeDesc& d, const Fields& f) {
  Word w = blank_word(d);
  for (unsigned i = 0; i < d.nfields; ++i) set_field(w, d.fields[i], f.v[i]);
  return w;
}

namespace {

bool addr4_ok(uint32_t v) {
  Addr4 a = addr4_decode(v);
  if (a.mode == addr4::kModeRegister || a.mode == addr4::kModeIndirect) return true;
  if (a.mode != addr4::kModeStatic) return false;
  return a.space == addr4::kSpaceSbuf || a.space == addr4::kSpacePsum || a.space == addr4::kSpaceHbm;
}

template <size_t N>
bool one_of(const std::array<uint8_t, N>& set, uint64_t v) {
  return std::find(set.begin(), set.end(), v) != set.end();
}

}  // namespace

Err check_field(const FieldDesc& f, uint64_t v, const Word& w) {
  switch (f.check) {
    case Check::NONE:
      return Err::OK;
    case Check::DTYPE:
      return find_dtype(static_cast<uint8_t>(v)) ? Err::OK : Err::BAD_DTYPE;
    case Check::DTYPE_OR0:
      return v == 0 || find_dtype(static_cast<uint8_t>(v)) ? Err::OK : Err::BAD_DTYPE;
    case Check::ALU_OP:
      return alu_op_shipped(static_cast<uint8_t>(v)) ? Err::OK : Err::BAD_ALU_OP;
    case Check::COLL_KIND:
      return one_of(kCollKindLut, v) ? Err::OK : Err::BAD_COLL_KIND;
    case Check::COLL_KIND_OR0:
      return v == 0 || one_of(kCollKindLut, v) ? Err::OK : Err::BAD_COLL_KIND;
    case Check::FLAG01:
      return v <= 1 ? Err::OK : Err::BAD_FLAG;
    case Check::EQ1:
      return v == 1 ? Err::OK : Err::BAD_FLAG;
    case Check::SYNC_WAIT:
      return one_of(kSyncWaitSel, v) ? Err::OK : Err::BAD_SYNC_SEL;
    case Check::ADDR4:
      return addr4_ok(static_cast<uint32_t>(v)) ? Err::OK : Err::BAD_AP_ADDR;
    case Check::ADDR8:
      return addr4_ok(static_cast<uint32_t>(v)) && (v >> 32) == 0 ? Err::OK : Err::BAD_AP_ADDR;
    case Check::ADDR4_CO: {
      auto a4 = static_cast<uint32_t>(v);
      if (!addr4_ok(a4)) return Err::BAD_AP_ADDR;
      Addr4 a = addr4_decode(a4);
      if (a.mode == addr4::kModeIndirect) return Err::CO_INDIRECT_AP;
      if (a.mode == addr4::kModeStatic && a.space == addr4::kSpacePsum) return Err::CO_OPERAND_MEM;
      return Err::OK;
    }
    case Check::NONZERO:
      return v != 0 ? Err::OK : Err::BAD_AP_SHAPE;
    case Check::FN_ID:
      return v != 0xFF ? Err::OK : Err::CO_FUNCTION_ID_UNSET;
    case Check::NUM_PAYLOADS:
      // against the same header's num_arguments (S002 §2.1)
      return v == chain_frame(w).num_payloads() ? Err::OK : Err::CO_COUNT_MISMATCH;
  }
  return Err::OK;
}

Err check_word(const Word& w) { return fast::check_word(w); }

Err ref::check_word(const Word& w) {
  const OpcodeDesc* d = ref::find_opcode(w[kHdrOpcodeOff]);
  if (!d) return Err::UNKNOWN_OPCODE;
  if (w[kHdrWordLenOff] != (d->raw_header ? 0x00 : kWordLen)) return Err::BAD_WORD_LEN;
  for (unsigned b = 0; b < kBundleBytes; ++b)
    if (!((d->covered >> b) & 1) && w[b] != 0) return Err::RESERVED_NONZERO;
  for (unsigned i = 0; i < d->nfields; ++i) {
    Err e = check_field(d->fields[i], get_field(w, d->fields[i]), w);
    if (e != Err::OK) return e;
  }
  return Err::OK;
}

std::optional<uint8_t> coll_kind_to_wire(unsigned ordinal) {
  if (ordinal < kCollKindLutBase || ordinal - kCollKindLutBase >= kCollKindLut.size()) return std::nullopt;
  return kCollKindLut[ordinal - kCollKindLutBase];
}

std::optional<unsigned> coll_kind_from_wire(uint8_t wire) {
  for (unsigned i = 0; i < kCollKindLut.size(); ++i)
    if (kCollKindLut[i] == wire) return i + kCollKindLutBase;
  return std::nullopt;
}

const char* coll_kind_name(unsigned ordinal) {
  for (const auto& c : kCollKinds)
    if (c.ordinal == ordinal) return c.name;
  return "?";
}

std::optional<uint8_t> alu_to_dge(uint8_t alu_op) {
  for (const auto& m : kDgeComputeOp)
    if (m.alu_op == alu_op) return m.dge_op;
  return std::nullopt;
}

bool alu_op_shipped(uint8_t alu_op) { return one_of(kAluOpShipped, alu_op); }

const DtypeDesc* find_dtype(uint8_t code) {
  for (const auto& d : kDtypes)
    if (d.code == code) return &d;
  return nullptr;
}

const DtypeDesc* find_dtype(std::string_view name) {
  for (const auto& d : kDtypes)
    if (name == d.name) return &d;
  return nullptr;
}

namespace {
constexpr uint32_t bits(uint32_t v, unsigned lsb, unsigned n) { return (v >> lsb) & ((1u << n) - 1); }
constexpr uint32_t place(uint32_t v, unsigned lsb, unsigned n) { return (v & ((1u << n) - 1)) << lsb; }
}  // namespace

Addr4 addr4_decode(uint32_t v) {
  using namespace addr4;
  Addr4 a;
  a.mode = static_cast<uint8_t>(bits(v, kModeLsb, kModeBits));
  a.space = static_cast<uint8_t>(bits(v, kSpaceLsb, kSpaceBits));
  a.partition = static_cast<uint16_t>(bits(v, kPartitionLsb, kPartitionBits));
  a.offset = bits(v, kOffsetLsb, kOffsetBits);
  a.address = bits(v, 0, kHbmAddrBits);
  a.reg = static_cast<uint8_t>(bits(v, 0, kRegBits));
  return a;
}

uint32_t addr4_sbuf(unsigned partition, unsigned offset) {
  using namespace addr4;
  return place(kModeStatic, kModeLsb, kModeBits) | place(kSpaceSbuf, kSpaceLsb, kSpaceBits) |
         place(partition, kPartitionLsb, kPartitionBits) | place(offset, kOffsetLsb, kOffsetBits);
}
uint32_t addr4_hbm(unsigned address) {
  using namespace addr4;
  return place(kModeStatic, kModeLsb, kModeBits) | place(kSpaceHbm, kSpaceLsb, kSpaceBits) |
         place(address, 0, kHbmAddrBits);
}
uint32_t addr4_psum(unsigned address) {
  using namespace addr4;
  return place(kModeStatic, kModeLsb, kModeBits) | place(kSpacePsum, kSpaceLsb, kSpaceBits) |
         place(address, 0, kHbmAddrBits);
}
uint32_t addr4_register(unsigned reg) {
  using namespace addr4;
  return place(kModeRegister, kModeLsb, kModeBits) | place(reg, 0, kRegBits);
}
uint32_t addr4_indirect(unsigned low_bits) {
  using namespace addr4;
  return place(kModeIndirect, kModeLsb, kModeBits) | place(low_bits, 0, kModeLsb);
}

ChainFrame chain_frame(const Word& header) {
  static_assert(CustomOpHeader::kNumArgumentsBytes == 1, "num_arguments is one byte (S002 §2.1)");
  return chain_frame(unsigned{header[CustomOpHeader::kNumArgumentsOff]});
}

uint16_t num_payloads_for(unsigned num_arguments) { return chain_frame(num_arguments).num_payloads(); }

unsigned chain_words_for(unsigned num_arguments) { return chain_frame(num_arguments).words(); }

std::vector<Word> encode_chain(const CustomOpChain& c) {
  std::vector<Word> out;
  CustomOpHeader h;
  h.sync = c.sync;
  h.function_id = c.function_id;
  h.num_arguments = static_cast<uint8_t>(c.inputs.size());
  h.num_payloads = chain_frame(static_cast<unsigned>(c.inputs.size())).num_payloads();
  out.push_back(encode(h));
  CustomOpPayload p;
  p.present = 1;
  p.ap = c.output;
  out.push_back(encode(p));
  for (size_t i = 0; i < c.inputs.size(); ++i) {
    p.ap = c.inputs[i];
    if (i + 1 == c.inputs.size()) p.sync = c.terminator;  // S002 §1: if (i == N - 1) terminator
    out.push_back(encode(p));
  }
  return out;
}

Word encode_dve(uint8_t opcode, const Sync& sync, const std::vector<uint8_t>& body) {
  const OpcodeDesc* d = find_opcode(opcode);
  Word w{};
  w[kHdrOpcodeOff] = opcode;
  w[kHdrWordLenOff] = kWordLen;
  if (!d || !d->dve) return w;
  Fields f;
  f.n = d->nfields;
  sync.to_fields(f.v.data());  // a DVE word's fields are exactly the SyncInfo band
  w = pack_fields(*d, f);
  for (size_t i = 0; i < body.size() && kDveBodyOff + i < kBundleBytes; ++i) w[kDveBodyOff + i] = body[i];
  return w;
}

std::string hex_bytes(const Word& w) {
  std::string s;
  s.reserve(3 * kBundleBytes);
  char buf[4];
  for (unsigned i = 0; i < kBundleBytes; ++i) {
    std::snprintf(buf, sizeof buf, i ? " %02x" : "%02x", w[i]);
    s += buf;
  }
  return s;
}

std::string to_hex(uint64_t v, unsigned width_bytes) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%0*llx", static_cast<int>(2 * width_bytes), static_cast<unsigned long long>(v));
  return buf;
}

}  // namespace tpb
