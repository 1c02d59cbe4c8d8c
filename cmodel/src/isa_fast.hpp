// The decoder's fast path: per-opcode tables derived at compile time from the generated field
// map (isa_gen.hpp), and one specialised copy of the per-word code for each distinct opcode
// layout, with every offset, width, mask and check folded in as a constant. A word costs a
// 256-entry lookup, one indirect call, a quick branch-free "is this word accepted?" test and,
// when the fields are wanted, one load and one store per field.
//
// Two tiers, because order only matters for a rejected word:
//   - quick_ok: every check of the opcode at once, in no particular order (one masked compare
//     over the 64 bytes for word length, reserved bytes and fixed-value bytes; the nonzero
//     counts as 16-bit units of the same lanes; one table lookup per byte-valued check; the
//     num_payloads compare). True exactly when check_word would say OK.
//   - check_ordered: for a word quick_ok refuses, the checks in the documented priority order
//     (UNKNOWN_OPCODE, BAD_WORD_LEN, RESERVED_NONZERO, each field's check in field order), so
//     the first failing check names the error as check_word always did. Table-driven at run
//     time: rejected words are rare, and one generic copy keeps the code small.
//
// Internal to the model (isa.cpp, decoder.cpp). The tables are not a second field map: every
// entry is computed from kOpcodes / kFields_* when this header is compiled, nothing is
// written by hand, so a field-map change reaches them through the generator like every
// other table. The straightforward code they replace is kept as tpb::ref (isa.cpp,
// decoder.cpp); tests/unit/test_decode_fast.cpp holds the two to the same results on every
// word, which is why the rules below are written from the generated value sets again rather
// than by calling the reference predicates.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "tpb/isa.hpp"

namespace tpb::fast {

/// A word as 64-bit lanes for the masked compare.
inline constexpr unsigned kLanes = kBundleBytes / sizeof(uint64_t);
/// The last byte offset an 8-byte load may start at and stay inside the word.
inline constexpr unsigned kLastLoad = kBundleBytes - sizeof(uint64_t);
/// check_field's FN_ID: a FunctionId of all ones is "unset" (S002 §6; cluster.hpp kFunctionIdUnset).
inline constexpr unsigned kFunctionIdUnset = 0xFF;

/// Eight bytes of the word from `off` as a little-endian integer (off <= kLastLoad).
inline uint64_t load64(const Word& w, unsigned off) {
  uint64_t v;
  std::memcpy(&v, w.data() + off, sizeof v);
  if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
  return v;
}

/// A field of a width known at compile time, little-endian, zero-extended: one plain load.
template <unsigned Off, unsigned Width>
inline uint64_t load_field(const Word& w) {
  static_assert(Width >= 1 && Width <= sizeof(uint64_t) && Off + Width <= kBundleBytes);
  if constexpr (std::endian::native == std::endian::little) {
    if constexpr (Width == sizeof(uint8_t)) {
      return w[Off];
    } else if constexpr (Width == sizeof(uint16_t)) {
      uint16_t v;
      std::memcpy(&v, w.data() + Off, sizeof v);
      return v;
    } else if constexpr (Width == sizeof(uint32_t)) {
      uint32_t v;
      std::memcpy(&v, w.data() + Off, sizeof v);
      return v;
    } else {
      uint64_t v = 0;
      std::memcpy(&v, w.data() + Off, Width);
      return v;
    }
  } else {
    uint64_t v = 0;
    for (unsigned b = 0; b < Width; ++b) v |= uint64_t{w[Off + b]} << (8 * b);
    return v;
  }
}

/// Where a field sits, for the run-time (ordered) path: one 8-byte load that stays inside
/// the word, then shift and mask. A field in the last 8 bytes is loaded from kLastLoad.
struct Slice {
  uint8_t load = 0;   // byte offset of the load
  uint8_t shift = 0;  // bits below the field in the loaded value
  uint64_t mask = 0;  // the field's width
};
inline uint64_t get(const Word& w, Slice s) { return (load64(w, s.load) >> s.shift) & s.mask; }

/// How a field's check is evaluated on the ordered path. BYTE_SET covers every one-byte
/// check whose outcome depends on the value alone (a 256-bit set of allowed values);
/// REFERENCE hands the field to check_field (a byte-style check on a wider field: none in
/// today's map, but its value-truncation rules differ per check, so it is not guessed here).
enum class Test : uint8_t { BYTE_SET, NONZERO, ADDR4, ADDR8, ADDR4_CO, NUM_PAYLOADS, REFERENCE };

struct FieldTest {
  Slice at;
  Test test = Test::REFERENCE;
  Check check = Check::NONE;  // BYTE_SET: the set (kByteSets[check])
  Err err = Err::OK;          // BYTE_SET, NONZERO, ADDR4, ADDR8, NUM_PAYLOADS: the error on failure
  uint8_t field = 0;          // index in the opcode's field list (REFERENCE)
};

/// quick_ok's byte lookups: kByteBad[set + byte `off` of the word] must be 0.
struct ByteTest {
  uint16_t set = 0;  // a Check's index times 256
  uint8_t off = 0;
};
/// quick_ok's nonzero fields other than the aligned two-byte ones (OpTable::nz16).
struct NonzeroTest {
  Slice at;
};

// ---- value rules (compile time)

constexpr unsigned kNumChecks = static_cast<unsigned>(Check::NUM_PAYLOADS) + 1;
using ByteSet = std::array<uint64_t, 256 / 64>;

template <class C>
constexpr bool contains(const C& set, unsigned v) {
  for (auto x : set)
    if (unsigned{x} == v) return true;
  return false;
}
constexpr bool is_dtype(unsigned v) {
  for (const auto& d : kDtypes)
    if (d.code == v) return true;
  return false;
}

constexpr unsigned bits(uint32_t v, unsigned lsb, unsigned n) { return (v >> lsb) & ((1u << n) - 1); }
/// ADDR4: a register or indirect start, or a static one in SBUF, PSUM or HBM.
constexpr bool addr4_ok(uint32_t v) {
  using namespace addr4;
  const unsigned mode = bits(v, kModeLsb, kModeBits), space = bits(v, kSpaceLsb, kSpaceBits);
  if (mode == kModeRegister || mode == kModeIndirect) return true;
  return mode == kModeStatic && (space == kSpaceSbuf || space == kSpacePsum || space == kSpaceHbm);
}
/// ADDR4_CO on an ADDR4 start: the error (OK when accepted).
constexpr Err addr4_co_err(uint32_t v) {
  using namespace addr4;
  if (!addr4_ok(v)) return Err::BAD_AP_ADDR;
  const unsigned mode = bits(v, kModeLsb, kModeBits);
  if (mode == kModeIndirect) return Err::CO_INDIRECT_AP;
  if (mode == kModeStatic && bits(v, kSpaceLsb, kSpaceBits) == kSpacePsum) return Err::CO_OPERAND_MEM;
  return Err::OK;
}
/// The ADDR4 checks read only the mode and space bits. When both lie in one byte of the
/// start word, quick_ok tests that byte against a set; otherwise those opcodes always take
/// the ordered path.
constexpr unsigned kAddrByte = addr4::kModeLsb / 8;
constexpr bool kAddrInOneByte =
    (addr4::kModeLsb + addr4::kModeBits - 1) / 8 == kAddrByte && addr4::kSpaceLsb / 8 == kAddrByte &&
    (addr4::kSpaceLsb + addr4::kSpaceBits - 1) / 8 == kAddrByte && kAddrByte < sizeof(uint32_t);

/// Whether a one-byte field of check `c` may hold `v`. The rules of check_field (isa.cpp),
/// restated over the generated value sets; for ADDR4, ADDR8 and ADDR4_CO, whether `v` may be
/// the start word's mode/space byte (kAddrByte).
constexpr bool byte_ok(Check c, unsigned v) {
  switch (c) {
    case Check::DTYPE: return is_dtype(v);
    case Check::DTYPE_OR0: return v == 0 || is_dtype(v);
    case Check::ALU_OP: return contains(kAluOpShipped, v);
    case Check::COLL_KIND: return contains(kCollKindLut, v);
    case Check::COLL_KIND_OR0: return v == 0 || contains(kCollKindLut, v);
    case Check::FLAG01: return v <= 1;
    case Check::EQ1: return v == 1;
    case Check::SYNC_WAIT: return contains(kSyncWaitSel, v);
    case Check::FN_ID: return v != kFunctionIdUnset;
    case Check::ADDR4:
    case Check::ADDR8: return addr4_ok(v << (8 * kAddrByte));
    case Check::ADDR4_CO: return addr4_co_err(v << (8 * kAddrByte)) == Err::OK;
    default: return true;  // the checks no byte decides
  }
}
/// The error of a failed one-byte value check; OK for a check that is not one.
constexpr Err byte_err(Check c) {
  switch (c) {
    case Check::DTYPE:
    case Check::DTYPE_OR0: return Err::BAD_DTYPE;
    case Check::ALU_OP: return Err::BAD_ALU_OP;
    case Check::COLL_KIND:
    case Check::COLL_KIND_OR0: return Err::BAD_COLL_KIND;
    case Check::FLAG01:
    case Check::EQ1: return Err::BAD_FLAG;
    case Check::SYNC_WAIT: return Err::BAD_SYNC_SEL;
    case Check::FN_ID: return Err::CO_FUNCTION_ID_UNSET;
    default: return Err::OK;
  }
}
constexpr bool is_byte_check(Check c) { return byte_err(c) != Err::OK; }

/// The ordered path's sets: bit v of kByteSets[check] set when the byte v passes.
inline constexpr std::array<ByteSet, kNumChecks> kByteSets = [] {
  std::array<ByteSet, kNumChecks> sets{};
  for (unsigned c = 0; c < kNumChecks; ++c)
    for (unsigned v = 0; v < 256; ++v)
      if (byte_ok(static_cast<Check>(c), v)) sets[c][v / 64] |= uint64_t{1} << (v % 64);
  return sets;
}();
/// quick_ok's sets, as bytes and inverted: 1 where the value is refused.
inline constexpr std::array<uint8_t, kNumChecks * 256> kByteBad = [] {
  std::array<uint8_t, kNumChecks * 256> t{};
  for (unsigned c = 0; c < kNumChecks; ++c)
    for (unsigned v = 0; v < 256; ++v) t[c * 256 + v] = !byte_ok(static_cast<Check>(c), v);
  return t;
}();

// ---- per-opcode tables (compile time)

constexpr Slice slice_of(unsigned off, unsigned width) {
  if (width == 0 || width > sizeof(uint64_t) || off + width > kBundleBytes)
    throw "isa_fast: a field is 1..8 bytes inside the word";  // stops the build, never runs
  Slice s;
  s.load = static_cast<uint8_t>(off <= kLastLoad ? off : kLastLoad);
  s.shift = static_cast<uint8_t>(8 * (off - s.load));
  s.mask = ~0ull >> (64 - 8 * width);
  return s;
}

/// What quick_ok does for one checked field, by the field's check.
enum class Quick : uint8_t { BYTE, NONZERO, COMPARE, COUNT, ADDR, ADDR8, NONE };
constexpr Quick quick_of(const FieldDesc& f) {
  switch (f.check) {
    case Check::NONE: return Quick::NONE;
    case Check::FLAG01:
    case Check::EQ1: return f.width == 1 ? Quick::COMPARE : Quick::NONE;  // fixed bits: the compare
    case Check::NONZERO: return Quick::NONZERO;
    case Check::NUM_PAYLOADS: return Quick::COUNT;
    case Check::ADDR4:
    case Check::ADDR4_CO: return f.width == sizeof(uint32_t) && kAddrInOneByte ? Quick::ADDR : Quick::NONE;
    case Check::ADDR8: return f.width == sizeof(uint64_t) && kAddrInOneByte ? Quick::ADDR8 : Quick::NONE;
    default: return is_byte_check(f.check) && f.width == 1 ? Quick::BYTE : Quick::NONE;
  }
}
/// A NONZERO field quick_ok tests as one 16-bit unit of a lane (OpTable::nz16).
constexpr bool unit16(const FieldDesc& f) { return f.width == 2 && f.off % 2 == 0; }
constexpr unsigned byte_tests(const OpcodeDesc& d) {
  unsigned n = 0;
  for (unsigned i = 0; i < d.nfields; ++i) {
    const Quick q = quick_of(d.fields[i]);
    n += q == Quick::BYTE || q == Quick::ADDR || q == Quick::ADDR8;
  }
  return n;
}
constexpr unsigned nonzero_tests(const OpcodeDesc& d) {
  unsigned n = 0;
  for (unsigned i = 0; i < d.nfields; ++i) n += quick_of(d.fields[i]) == Quick::NONZERO && !unit16(d.fields[i]);
  return n;
}
/// The most byte lookups / other nonzero tests any opcode needs (the arrays' sizes).
inline constexpr unsigned kByteTests = [] {
  unsigned n = 0;
  for (const auto& d : kOpcodes) n = std::max(n, byte_tests(d));
  return n;
}();
inline constexpr unsigned kNonzeroTests = [] {
  unsigned n = 0;
  for (const auto& d : kOpcodes) n = std::max(n, nonzero_tests(d));
  return n;
}();

/// One opcode (or, at slot 0, every unknown opcode: desc == nullptr, known false). What
/// compile-time code reads is held here by value (known, opcode, the field offsets and
/// widths), not through desc: GCC's -fsanitize=undefined makes a pointer test or read in a
/// constant expression non-constant.
struct OpTable {
  const OpcodeDesc* desc = nullptr;
  bool known = false;
  uint8_t opcode = 0;
  Route route = Route::NONE;
  uint8_t since_gen = 0;  // 0 for unknown opcodes: opcode_in_gen counts them as present
  uint8_t word_len = 0;   // the value byte +0x01 must hold
  uint8_t nfields = 0;
  uint8_t ntests = 0;
  // The ordered path's compare: (lane & care) == expect on every lane. care covers byte +0x01
  // and every byte no field covers; expect holds the word length there and zeros elsewhere.
  std::array<uint64_t, kLanes> care{};
  std::array<uint64_t, kLanes> expect{};
  std::array<FieldTest, kMaxFields> tests{};  // the fields with a check, in field-map order
  std::array<uint8_t, kMaxFields> off{}, width{};
  std::array<Check, kMaxFields> check{};

  // quick_ok's part, read at compile time only.
  bool quick = false;  // quick_ok can judge every check (else it says no and the ordered path decides)
  // care/expect plus the bits checks fix (EQ1 and FLAG01 bytes, the high half of an ADDR8).
  std::array<uint64_t, kLanes> qcare{};
  std::array<uint64_t, kLanes> qexpect{};
  // NONZERO fields of two bytes at an even offset: 0xFFFF over each such 16-bit unit of a
  // lane; the other NONZERO fields in `nonzero`.
  std::array<uint64_t, kLanes> nz16{};
  unsigned nbytes = 0, nnonzero = 0;
  std::array<ByteTest, kByteTests> bytes{};
  std::array<NonzeroTest, kNonzeroTests> nonzero{};
  bool count = false;  // a num_payloads field (at count_at)
  Slice count_at;
};

constexpr void set_bits(std::array<uint64_t, kLanes>& lanes, unsigned byte, uint64_t value) {
  lanes[byte / sizeof(uint64_t)] |= value << (8 * (byte % sizeof(uint64_t)));
}

constexpr OpTable table_of(const OpcodeDesc& d) {
  // The ordered path reads a mismatch at byte +0x01 as BAD_WORD_LEN only if that byte is a
  // header byte, never a reserved one; true of every opcode today.
  if (!((d.covered >> kHdrWordLenOff) & 1)) throw "isa_fast: byte +0x01 is the header's word length";
  if (d.nfields > kMaxFields) throw "isa_fast: more fields than kMaxFields";
  OpTable t;
  t.desc = &d;
  t.known = true;
  t.opcode = d.opcode;
  t.route = d.route;
  t.since_gen = d.since_gen;
  t.word_len = d.raw_header ? 0x00 : kWordLen;
  t.nfields = d.nfields;
  for (unsigned b = 0; b < kBundleBytes; ++b) {
    if (b == kHdrWordLenOff) {
      set_bits(t.care, b, 0xFF);
      set_bits(t.expect, b, t.word_len);
    } else if (!((d.covered >> b) & 1)) {
      set_bits(t.care, b, 0xFF);
    }
  }
  t.quick = true;
  t.qcare = t.care;
  t.qexpect = t.expect;
  for (unsigned i = 0; i < d.nfields; ++i) {
    const FieldDesc& f = d.fields[i];
    const Slice at = slice_of(f.off, f.width);
    t.off[i] = f.off;
    t.width[i] = f.width;
    t.check[i] = f.check;
    if (f.check == Check::NONE) continue;

    FieldTest& x = t.tests[t.ntests++];
    x.at = at;
    x.check = f.check;
    x.field = static_cast<uint8_t>(i);
    if (is_byte_check(f.check)) {
      x.test = f.width == 1 ? Test::BYTE_SET : Test::REFERENCE;
      x.err = byte_err(f.check);
    } else if (f.check == Check::NONZERO) {
      x.test = Test::NONZERO;
      x.err = Err::BAD_AP_SHAPE;
    } else if (f.check == Check::ADDR4 || f.check == Check::ADDR8) {
      x.test = f.check == Check::ADDR4 ? Test::ADDR4 : Test::ADDR8;
      x.err = Err::BAD_AP_ADDR;
    } else if (f.check == Check::ADDR4_CO) {
      x.test = Test::ADDR4_CO;
    } else if (f.check == Check::NUM_PAYLOADS) {
      x.test = Test::NUM_PAYLOADS;
      x.err = Err::CO_COUNT_MISMATCH;
    }

    const auto set = static_cast<uint16_t>(256 * static_cast<unsigned>(f.check));
    switch (quick_of(f)) {
      case Quick::BYTE: t.bytes[t.nbytes++] = {set, f.off}; break;
      case Quick::ADDR: t.bytes[t.nbytes++] = {set, static_cast<uint8_t>(f.off + kAddrByte)}; break;
      case Quick::ADDR8:  // the low half is an ADDR4 start, the high half zero
        t.bytes[t.nbytes++] = {set, static_cast<uint8_t>(f.off + kAddrByte)};
        for (unsigned b = sizeof(uint32_t); b < sizeof(uint64_t); ++b) set_bits(t.qcare, f.off + b, 0xFF);
        break;
      case Quick::NONZERO:
        if (unit16(f)) {
          set_bits(t.nz16, f.off, 0xFF);
          set_bits(t.nz16, f.off + 1, 0xFF);
        } else {
          t.nonzero[t.nnonzero++] = {at};
        }
        break;
      case Quick::COMPARE:  // FLAG01: bits 1..7 zero; EQ1: the byte is 1
        set_bits(t.qcare, f.off, f.check == Check::EQ1 ? 0xFF : 0xFE);
        set_bits(t.qexpect, f.off, f.check == Check::EQ1 ? 1 : 0);
        break;
      case Quick::COUNT:
        if (t.count) t.quick = false;  // two num_payloads fields: not expected, not guessed
        t.count = true;
        t.count_at = at;
        break;
      case Quick::NONE: t.quick = false; break;
    }
  }
  return t;
}

static_assert(kNumOpcodes < 256, "opcode slots are one byte, slot 0 is the unknown opcode");
inline constexpr std::array<OpTable, kNumOpcodes + 1> kTables = [] {
  std::array<OpTable, kNumOpcodes + 1> t{};
  for (unsigned i = 0; i < kNumOpcodes; ++i) t[i + 1] = table_of(kOpcodes[i]);
  return t;
}();
/// Opcode byte -> kTables index (0: unknown). A repeated opcode takes its last entry, as the
/// old find_opcode index did.
inline constexpr std::array<uint8_t, 256> kSlot = [] {
  std::array<uint8_t, 256> s{};
  for (unsigned i = 0; i < kNumOpcodes; ++i) s[kOpcodes[i].opcode] = static_cast<uint8_t>(i + 1);
  return s;
}();
/// Slots whose words decode the same way (the 60 DVE opcodes share one layout, route and
/// generation) share one specialised copy of the code: the first such slot.
/// The custom-op opcodes, whose chain rules the decoder's copy builds in: never shared.
constexpr bool chain_opcode(const OpTable& t) {
  return t.known && (t.opcode == CustomOpHeader::kOpcode || t.opcode == CustomOpPayload::kOpcode);
}
/// Same fields (offset, width, check), same reserved bytes, word length, route and generation.
constexpr bool same_code(const OpTable& a, const OpTable& b) {
  if (!a.known || !b.known) return a.known == b.known;
  return a.nfields == b.nfields && a.off == b.off && a.width == b.width && a.check == b.check && a.care == b.care &&
         a.expect == b.expect && a.route == b.route && a.since_gen == b.since_gen && !chain_opcode(a) &&
         !chain_opcode(b);
}
inline constexpr std::array<uint8_t, kNumOpcodes + 1> kCanon = [] {
  std::array<uint8_t, kNumOpcodes + 1> c{};
  for (unsigned i = 0; i < c.size(); ++i) {
    c[i] = static_cast<uint8_t>(i);
    for (unsigned j = 0; j < i; ++j)
      if (same_code(kTables[j], kTables[i])) {
        c[i] = static_cast<uint8_t>(j);
        break;
      }
  }
  return c;
}();

inline const OpTable& table(uint8_t opcode) { return kTables[kSlot[opcode]]; }

// ---- the ordered path (run time, generic)

inline bool in_set(unsigned set, unsigned v) { return (kByteSets[set][v / 64] >> (v % 64)) & 1; }

/// The field checks of one opcode in field order; the first failing one's error.
inline Err check_fields(const OpTable& t, const Word& w) {
  for (unsigned i = 0; i < t.ntests; ++i) {
    const FieldTest& x = t.tests[i];
    const uint64_t v = get(w, x.at);
    bool ok = true;
    switch (x.test) {
      case Test::BYTE_SET: ok = in_set(static_cast<unsigned>(x.check), static_cast<unsigned>(v)); break;
      case Test::NONZERO: ok = v != 0; break;
      case Test::ADDR4: ok = addr4_ok(static_cast<uint32_t>(v)); break;
      case Test::ADDR8: ok = addr4_ok(static_cast<uint32_t>(v)) && (v >> 32) == 0; break;
      case Test::ADDR4_CO:
        if (Err e = addr4_co_err(static_cast<uint32_t>(v)); e != Err::OK) return e;
        break;
      case Test::NUM_PAYLOADS:
        // against the same word's num_arguments byte, as check_field reads it (S002 §2.1)
        ok = v == chain_frame(unsigned{w[CustomOpHeader::kNumArgumentsOff]}).num_payloads();
        break;
      case Test::REFERENCE:
        if (Err e = check_field(t.desc->fields[x.field], v, w); e != Err::OK) return e;
        break;
    }
    if (!ok) return x.err;
  }
  return Err::OK;
}

/// The checks in priority order: UNKNOWN_OPCODE, BAD_WORD_LEN, RESERVED_NONZERO, then the
/// field checks in field order.
inline Err check_ordered(const OpTable& t, const Word& w) {
  if (!t.desc) return Err::UNKNOWN_OPCODE;
  if (w[kHdrWordLenOff] != t.word_len) return Err::BAD_WORD_LEN;
  uint64_t diff = 0;
  for (unsigned k = 0; k < kLanes; ++k) diff |= (load64(w, k * sizeof(uint64_t)) & t.care[k]) ^ t.expect[k];
  if (diff != 0) return Err::RESERVED_NONZERO;
  return check_fields(t, w);
}

// ---- the specialised path: one instantiation per kCanon slot, every table value a constant

/// f(std::integral_constant<size_t, I>{}) for I = 0..N-1, unrolled.
template <size_t N, class F>
inline void unroll(F&& f) {
  [&]<size_t... I>(std::index_sequence<I...>) { (f(std::integral_constant<size_t, I>{}), ...); }(std::make_index_sequence<N>{});
}

/// Whether some 16-bit unit of `x` is zero (exact for "some"; not which one).
inline uint64_t has_zero16(uint64_t x) {
  constexpr uint64_t kLow = 0x0001000100010001ull, kHigh = kLow << 15;
  return (x - kLow) & ~x & kHigh;
}

/// True exactly when every check of slot S's opcode passes: check_word would say OK. No early
/// exits; lanes, lookups and tests the opcode does not need are not emitted at all.
template <unsigned S>
inline bool quick_ok(const Word& w) {
  if constexpr (!kTables[S].quick) {
    return false;
  } else {
    uint64_t bad = 0;
    unroll<kLanes>([&](auto k) {
      constexpr uint64_t care = kTables[S].qcare[k], expect = kTables[S].qexpect[k], nz = kTables[S].nz16[k];
      if constexpr (care != 0 || expect != 0 || nz != 0) {
        const uint64_t x = load64(w, k * sizeof(uint64_t));
        if constexpr (care != 0 || expect != 0) bad |= (x & care) ^ expect;
        if constexpr (nz != 0) bad |= has_zero16(x | ~nz);  // units outside nz16 read as 0xFFFF
      }
    });
    unroll<kTables[S].nbytes>([&](auto i) {
      constexpr ByteTest b = kTables[S].bytes[i];
      bad |= kByteBad[size_t{b.set} + w[b.off]];
    });
    unroll<kTables[S].nnonzero>([&](auto i) { bad |= get(w, kTables[S].nonzero[i].at) == 0; });
    if constexpr (kTables[S].count) {
      // against the same word's num_arguments byte, as check_field reads it (S002 §2.1)
      constexpr Slice c = kTables[S].count_at;
      bad |= get(w, c) != chain_frame(unsigned{w[CustomOpHeader::kNumArgumentsOff]}).num_payloads();
    }
    return bad == 0;
  }
}

/// check_word for slot S.
template <unsigned S>
inline Err word_err(const Word& w) {
  return quick_ok<S>(w) ? Err::OK : check_ordered(kTables[S], w);
}

/// Field I of slot S's opcode (0 past its fields).
template <unsigned S, size_t I>
inline uint64_t field(const Word& w) {
  if constexpr (I >= kTables[S].nfields) {
    return 0;
  } else {
    return load_field<kTables[S].off[I], kTables[S].width[I]>(w);
  }
}
/// extract_fields for slot S: one aggregate initialisation, so the values go straight into the
/// caller's Fields with no zero-fill before and no temporary to copy from.
template <unsigned S, size_t... I>
inline Fields fields(const Word& w, std::index_sequence<I...>) {
  return Fields{kTables[S].nfields, {field<S, I>(w)...}};
}
template <unsigned S>
inline Fields fields(const Word& w) {
  return fields<S>(w, std::make_index_sequence<kMaxFields>{});
}

// ---- the wide path's tables: one copy of the code for every opcode, the opcode's values read
// from a table (decoder.cpp, Decoder::Avx2 and Decoder::Vbmi, decoder_wide.inc). A stream
// mixes opcodes at random, so code chosen by the opcode (an indirect call, a switch) is a
// mispredicted branch on most words, which costs more than the rest of the word; the wide path
// takes the same instructions for every accepted word, what differs between opcodes is data.

/// Opcode byte -> its kCanon slot (0: unknown).
inline constexpr std::array<uint8_t, 256> kCanonSlot = [] {
  std::array<uint8_t, 256> s{};
  for (unsigned op = 0; op < 256; ++op) s[op] = kCanon[kSlot[op]];
  return s;
}();

/// Fields::v as 64-byte blocks.
inline constexpr unsigned kFieldBlocks = kMaxFields * sizeof(uint64_t) / 64;
static_assert(kMaxFields * sizeof(uint64_t) % 64 == 0, "Fields::v is whole 64-byte blocks");

/// The wide paths' byte lookups as a classification of every byte of the word at once
/// (bad_bits of Decoder::Avx2 and Decoder::Vbmi). Each byte-valued check's accepted set is cut
/// into rectangles "high nibble in H, low nibble in L" (the high nibbles whose rows of accepted
/// low nibbles are the same pattern L make one), and each distinct rectangle takes one of 16
/// class bits: byte v lies in rectangle b when bit b of lo[v & 15] & hi[v >> 4] is set (two
/// 16-byte table lookups per 8 bits, which vector byte shuffles make for 32 or 64 bytes at
/// once). A check accepts v when v lies in one of its rectangles: bits[check] & class(v) != 0.
/// A check whose rectangles do not fit in the 16 bits is not classified (fits false): its
/// slots are left to decide_all.
inline constexpr unsigned kClassBits = 16;
struct ByteClasses {
  std::array<uint16_t, 16> lo{}, hi{};  // by low nibble, by high nibble: the rectangles' bits
  std::array<uint16_t, kNumChecks> bits{};
  std::array<bool, kNumChecks> fits{};
};
inline constexpr ByteClasses kByteClasses = [] {
  ByteClasses c;
  std::array<uint16_t, kClassBits> rect_lo{}, rect_hi{};  // a rectangle: its L and H as nibble masks
  unsigned nrect = 0;
  for (unsigned k = 0; k < kNumChecks; ++k) {
    const Check check = static_cast<Check>(k);
    if (!is_byte_check(check) && check != Check::ADDR4 && check != Check::ADDR8 && check != Check::ADDR4_CO) continue;
    std::array<uint16_t, 16> row{};  // row[h]: the accepted low nibbles under high nibble h
    for (unsigned v = 0; v < 256; ++v)
      if (!kByteBad[k * 256 + v]) row[v >> 4] = static_cast<uint16_t>(row[v >> 4] | 1u << (v & 15));
    uint16_t bits = 0;
    bool fits = true;
    for (unsigned h = 0; h < 16 && fits; ++h) {
      if (row[h] == 0) continue;
      uint16_t hs = 0;  // the high nibbles with the same row
      for (unsigned g = 0; g < 16; ++g)
        if (row[g] == row[h]) hs = static_cast<uint16_t>(hs | 1u << g);
      unsigned b = 0;
      while (b < nrect && !(rect_lo[b] == row[h] && rect_hi[b] == hs)) ++b;
      if (b == nrect) {
        if (nrect == kClassBits) {
          fits = false;
          break;
        }
        rect_lo[b] = row[h];
        rect_hi[b] = hs;
        ++nrect;
      }
      bits = static_cast<uint16_t>(bits | 1u << b);
    }
    c.fits[k] = fits;
    c.bits[k] = fits ? bits : 0;
  }
  for (unsigned b = 0; b < nrect; ++b)
    for (unsigned n = 0; n < 16; ++n) {
      if ((rect_lo[b] >> n) & 1) c.lo[n] = static_cast<uint16_t>(c.lo[n] | 1u << b);
      if ((rect_hi[b] >> n) & 1) c.hi[n] = static_cast<uint16_t>(c.hi[n] | 1u << b);
    }
  return c;
}();
static_assert(
    [] {
      for (unsigned k = 0; k < kNumChecks; ++k)
        for (unsigned v = 0; v < 256 && kByteClasses.fits[k]; ++v)
          if (((kByteClasses.bits[k] & kByteClasses.lo[v & 15] & kByteClasses.hi[v >> 4]) != 0) == kByteBad[k * 256 + v])
            return false;
      return true;
    }(),
    "kByteClasses accepts exactly the values kByteBad does not refuse");
/// kByteClasses' tables as the byte shuffles read them: bits 0-7 (a) and 8-15 (b).
inline constexpr auto kClassTables = [] {
  std::array<std::array<uint8_t, 16>, 4> t{};  // lo a, hi a, lo b, hi b
  for (unsigned n = 0; n < 16; ++n) {
    t[0][n] = static_cast<uint8_t>(kByteClasses.lo[n]);
    t[1][n] = static_cast<uint8_t>(kByteClasses.hi[n]);
    t[2][n] = static_cast<uint8_t>(kByteClasses.lo[n] >> 8);
    t[3][n] = static_cast<uint8_t>(kByteClasses.hi[n] >> 8);
  }
  return t;
}();

/// kClassTables each twice over, as the AVX2 path's 32-byte shuffles read them (one load, no
/// broadcast).
struct alignas(32) ClassTables32 {
  std::array<std::array<uint8_t, 32>, 4> t{};
};
inline constexpr ClassTables32 kClassTables32 = [] {
  ClassTables32 c;
  for (unsigned i = 0; i < 4; ++i)
    for (unsigned n = 0; n < 32; ++n) c.t[i][n] = kClassTables[i][n % 16];
  return c;
}();

/// quick_ok and the fields of one slot, as data. A slot the wide path cannot judge the way
/// quick_ok does (unknown opcode, a check quick_ok leaves to the ordered path, a byte test
/// kByteClasses cannot make, two byte tests of one byte, a count field it cannot read with one
/// load) has gate 0xFF: every word of it takes decide_all.
struct WideSlot {
  // quick_ok's lane compare: (lane & care) == expect on every lane.
  std::array<uint64_t, kLanes> care{}, expect{};
  // The fields: byte b of Fields::v is byte field_idx[b] of the word where bit b % 64 of
  // field_keep[b / 64] is set, zero elsewhere (past a field's width, past the fields).
  std::array<uint8_t, kMaxFields * sizeof(uint64_t)> field_idx{};
  std::array<uint64_t, kFieldBlocks> field_keep{};
  // The byte lookups (kByteClasses): byte p of the word is tested when bit p of class_test is
  // set, and passes when its class bits meet class_a[p] (bits 0-7) or class_b[p] (bits 8-15).
  std::array<uint8_t, kBundleBytes> class_a{}, class_b{};
  uint64_t class_test = 0;
  // The byte lookups and NONZERO units as vectors, for the AVX2 path's one test of every check
  // at once: class_pass[p] 0xFF where byte p is not tested (its class never refuses it); nz_vec
  // 0xFF on the bytes of the NONZERO units.
  std::array<uint8_t, kBundleBytes> class_pass{}, nz_vec{};
  // The AVX2 path's one 32-byte classification (kMergeShift): class_a, class_b and class_pass
  // of the word's first half, with the entries of the tested bytes of its second half moved in.
  std::array<uint8_t, kBundleBytes / 2> merged_a{}, merged_b{}, merged_pass{};
  uint64_t count_mask = 0;   // the num_payloads field's mask (0: no such field), read at count_load
  uint32_t chain_step = 0;   // the payload: 0xFFFF (remaining - 1, position + 1 in Decoder::Chain)
  uint16_t pos_mask = 0;     // the payload: 0xFFFF (its chain position is the chain's)
  uint8_t count_load = 0;
  uint8_t gate = 0xFF;       // since_gen, or 0xFF: never the common case
  // By generation (index gen - kMinGen): the chain state the common case expects, compared
  // with "a chain is open" (0 or 1): 1 for the payload, 0 for the rest, 2 (never equal) where
  // the slot is never the common case (gate above the generation, or 0xFF).
  std::array<uint8_t, kMaxGen - kMinGen + 1> role = [] {
    std::array<uint8_t, kMaxGen - kMinGen + 1> r{};
    r.fill(2);
    return r;
  }();
  uint8_t payload = 0, header = 0;
  uint8_t nfields = 0;
  Route route = Route::NONE;
};

constexpr WideSlot wide_of(const OpTable& t) {
  WideSlot s;
  s.payload = t.known && t.opcode == CustomOpPayload::kOpcode;
  s.header = t.known && t.opcode == CustomOpHeader::kOpcode;
  s.chain_step = s.payload ? 0xFFFF : 0;
  s.pos_mask = s.payload ? 0xFFFF : 0;
  s.route = t.route;
  s.nfields = t.nfields;
  for (unsigned i = 0; i < t.nfields; ++i)
    for (unsigned b = 0; b < t.width[i]; ++b) {
      const unsigned out = i * sizeof(uint64_t) + b;
      s.field_idx[out] = static_cast<uint8_t>(t.off[i] + b);
      s.field_keep[out / 64] |= uint64_t{1} << (out % 64);
    }
  if (!t.quick || t.nnonzero != 0) return s;  // gate 0xFF
  for (unsigned i = 0; i < t.nbytes; ++i) {
    const unsigned off = t.bytes[i].off, check = t.bytes[i].set / 256;
    if (!kByteClasses.fits[check] || ((s.class_test >> off) & 1)) {  // gate 0xFF
      s.class_test = 0;
      s.class_a = s.class_b = {};
      return s;
    }
    s.class_test |= uint64_t{1} << off;
    s.class_a[off] = static_cast<uint8_t>(kByteClasses.bits[check]);
    s.class_b[off] = static_cast<uint8_t>(kByteClasses.bits[check] >> 8);
  }
  if (t.count) {
    // One load from the field's offset, masked to its width, holding every value num_payloads
    // can take; else the slot is left to decide_all.
    const Slice c = t.count_at;
    if (c.shift != 0 || c.mask < chain_frame(255).num_payloads()) return s;
    s.count_load = c.load;
    s.count_mask = c.mask;
  }
  s.gate = t.since_gen;
  for (unsigned g = kMinGen; g <= kMaxGen; ++g) s.role[g - kMinGen] = s.gate <= g ? s.payload : 2;
  for (unsigned p = 0; p < kBundleBytes; ++p) s.class_pass[p] = (s.class_test >> p) & 1 ? 0 : 0xFF;
  s.care = t.qcare;
  s.expect = t.qexpect;
  for (unsigned u = 0; u < kBundleBytes / 2; ++u)
    if ((t.nz16[u / 4] >> (16 * (u % 4))) & 0xFFFF) {
      s.nz_vec[2 * u] = s.nz_vec[2 * u + 1] = 0xFF;
    }
  return s;
}
/// The AVX2 path classifies the bytes of the word's two halves in one 32-byte vector: the
/// second half shifted up kMergeShift bytes within each 16-byte lane (a byte shift, one
/// instruction) and blended into the first at the bytes kMergeFromHi marks. The shift is the
/// smallest that keeps every byte some slot tests in the second half inside its lane and puts
/// it on a byte of the first half no slot tests. kNoMerge: no shift does (then both halves are
/// classified); 0: no slot tests a byte of the second half.
inline constexpr unsigned kNoMerge = 0xFF;
/// Bit p: some slot tests byte p of the word by its class.
template <size_t N>
constexpr uint64_t class_tested(const std::array<WideSlot, N>& w) {
  uint64_t all = 0;
  for (const WideSlot& s : w) all |= s.class_test;
  return all;
}
template <size_t N>
constexpr unsigned merge_shift(const std::array<WideSlot, N>& w) {
  const uint64_t all = class_tested(w);
  const uint32_t lo = static_cast<uint32_t>(all), hi = static_cast<uint32_t>(all >> 32);
  if (hi == 0) return 0;
  for (unsigned k = 1; k < 16; ++k) {
    bool ok = true;
    for (unsigned q = 0; q < 32 && ok; ++q)
      if ((hi >> q) & 1) ok = q % 16 + k < 16 && !((lo >> (q + k)) & 1);
    if (ok) return k;
  }
  return kNoMerge;
}
inline constexpr std::array<WideSlot, kTables.size()> kWide = [] {
  std::array<WideSlot, kTables.size()> w{};
  for (unsigned i = 0; i < w.size(); ++i) w[i] = wide_of(kTables[i]);
  const unsigned k = merge_shift(w);
  const uint64_t all = class_tested(w);
  for (WideSlot& s : w)
    for (unsigned p = 0; p < kBundleBytes / 2; ++p) {
      // byte p of the merged vector: byte p of the first half, or byte p - k of the second
      const bool from_hi = k != 0 && k != kNoMerge && p >= k && p % 16 >= k && ((all >> (32 + p - k)) & 1);
      const unsigned from = from_hi ? kBundleBytes / 2 + p - k : p;
      s.merged_a[p] = s.class_a[from];
      s.merged_b[p] = s.class_b[from];
      s.merged_pass[p] = s.class_pass[from];
    }
  return w;
}();
inline constexpr unsigned kMergeShift = merge_shift(kWide);
/// 0xFF at the bytes of the merged vector taken from the word's second half.
struct alignas(32) MergeMask {
  std::array<uint8_t, kBundleBytes / 2> m{};
};
inline constexpr MergeMask kMergeFromHi = [] {
  MergeMask mm;
  const uint64_t all = class_tested(kWide);
  if (kMergeShift != 0 && kMergeShift != kNoMerge)
    for (unsigned q = 0; q < kBundleBytes / 2; ++q)
      if ((all >> (32 + q)) & 1) mm.m[q + kMergeShift] = 0xFF;
  return mm;
}();
/// Opcode byte -> &kWide[kCanonSlot[opcode]]: one load where the slot number is not needed.
inline constexpr std::array<const WideSlot*, 256> kWideOf = [] {
  std::array<const WideSlot*, 256> p{};
  for (unsigned op = 0; op < 256; ++op) p[op] = &kWide[kCanonSlot[op]];
  return p;
}();

/// The AVX2 path's fields: Fields::v as 32-byte chunks, each the OR of four in-lane byte
/// shuffles of the word's four 16-byte blocks (each block broadcast to both lanes). Entry
/// 128 k + 32 b + i: the byte of block b that byte i of chunk k takes, or 0x80 (none: zero).
inline constexpr unsigned kFieldChunks = kMaxFields * sizeof(uint64_t) / 32;
using FieldShuf = std::array<uint8_t, kFieldChunks * 128>;
/// One slot's shuffles, a constant expression of its own: all slots in one evaluation take
/// more steps than clang allows by default (-fconstexpr-steps), and the fuzz build uses clang.
template <unsigned S>
inline constexpr FieldShuf kFieldShufOf = [] {
  FieldShuf a{};
  const WideSlot& w = kWide[S];
  for (unsigned k = 0; k < kFieldChunks; ++k)
    for (unsigned b = 0; b < 4; ++b)
      for (unsigned i = 0; i < 32; ++i) {
        const unsigned out = 32 * k + i, from = w.field_idx[out];
        const bool kept = (w.field_keep[out / 64] >> (out % 64)) & 1;
        a[128 * k + 32 * b + i] = kept && from / 16 == b ? static_cast<uint8_t>(from % 16) : 0x80;
      }
  return a;
}();
inline constexpr auto kFieldShuf = []<size_t... S>(std::index_sequence<S...>) {
  return std::array<FieldShuf, sizeof...(S)>{kFieldShufOf<S>...};
}(std::make_index_sequence<kTables.size()>{});
/// Bit 4 k + b: some slot takes a byte of block b into chunk k. A shuffle no slot needs is not
/// made (its table entries are all 0x80).
inline constexpr uint32_t kFieldShufUsed = [] {
  uint32_t used = 0;
  for (const FieldShuf& a : kFieldShuf)
    for (unsigned k = 0; k < kFieldChunks; ++k)
      for (unsigned b = 0; b < 4; ++b)
        for (unsigned i = 0; i < 32; ++i)
          if (a[128 * k + 32 * b + i] != 0x80) used |= uint32_t{1} << (4 * k + b);
  return used;
}();
static_assert(kFieldChunks * 4 <= 32, "kFieldShufUsed holds a bit per chunk and block");

/// A table of F<kCanon[slot]> for every slot, indexed by slot.
template <class Fn, template <unsigned> class F>
inline constexpr auto kBySlot = []<size_t... I>(std::index_sequence<I...>) {
  return std::array<Fn, sizeof...(I)>{F<kCanon[I]>::value...};
}(std::make_index_sequence<kNumOpcodes + 1>{});

template <unsigned S>
struct WordErrFn {
  static constexpr Err (*value)(const Word&) = &word_err<S>;
};
template <unsigned S>
struct FieldsFn {
  static constexpr Fields (*value)(const Word&) = &fields<S>;
};
/// Where each field of each slot sits (mask 0 past the slot's fields).
inline constexpr auto kFieldSlices = [] {
  std::array<std::array<Slice, kMaxFields>, kTables.size()> a{};
  for (unsigned i = 0; i < a.size(); ++i)
    for (unsigned k = 0; k < kTables[i].nfields; ++k) a[i][k] = slice_of(kTables[i].off[k], kTables[i].width[k]);
  return a;
}();
/// Field k < kMaxFields of the word (0 past its opcode's fields): one load, shift and mask.
inline uint64_t field_at(const Word& w, unsigned k) { return get(w, kFieldSlices[kSlot[w[kHdrOpcodeOff]]][k]); }

/// check_word and extract_fields by the word's opcode.
inline Err check_word(const Word& w) {
  return kBySlot<Err (*)(const Word&), WordErrFn>[kSlot[w[kHdrOpcodeOff]]](w);
}
inline Fields extract_fields(const Word& w) {
  return kBySlot<Fields (*)(const Word&), FieldsFn>[kSlot[w[kHdrOpcodeOff]]](w);
}

}  // namespace tpb::fast
