#include "tpb/decoder.hpp"

#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "isa_fast.hpp"

#if defined(__linux__)
#include <sys/mman.h>
#endif

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define TPB_DECODE_WIDE 1
#else
#define TPB_DECODE_WIDE 0
#endif

namespace tpb {

namespace {
constexpr uint8_t kOpHeader = CustomOpHeader::kOpcode;
constexpr uint8_t kOpPayload = CustomOpPayload::kOpcode;

// Room for n results in out, which is empty. A stream's records are fresh memory, 216 bytes a
// word: at 4 KiB a page the kernel's first-touch faults cost more than decoding the words.
// On Linux the buffer is offered transparent huge pages (madvise; a hint the kernel may
// ignore, which changes nothing but the time), one fault per 2 MiB. A vector that already has
// the room (decode_columns into a kept result) is left as it is.
template <class R>
void reserve_output(std::vector<R>& out, size_t n) {
  if (out.capacity() >= n) return;
  out.reserve(n);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr uintptr_t kHuge = uintptr_t{2} << 20;
  const auto begin = reinterpret_cast<uintptr_t>(out.data());
  const uintptr_t end = begin + out.capacity() * sizeof(R);
  const uintptr_t from = (begin + kHuge - 1) & ~(kHuge - 1), to = end & ~(kHuge - 1);
  if (to > from) madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
#if defined(MADV_POPULATE_WRITE)
  // The ends outside the huge pages take 4 KiB pages, up to 2 MiB each: hundreds of faults,
  // which cost more than the decoding they interrupt (a fault is dear in a virtual machine).
  // They are faulted in by one call each instead. The huge pages are left to fault as they
  // are written (one fault each, and the page is in the cache when the words go in). An end
  // of fewer than kPopulate bytes is left to fault: a few faults cost less than the call.
  // Kernels before 5.14 refuse the call; nothing changes then.
  constexpr uintptr_t kPage = 4096, kPopulate = 64 * 1024;
  const uintptr_t first = begin & ~(kPage - 1), past = (end + kPage - 1) & ~(kPage - 1);
  const auto populate = [](uintptr_t a, uintptr_t b) {
    if (b >= a + kPopulate) madvise(reinterpret_cast<void*>(a), b - a, MADV_POPULATE_WRITE);
  };
  if (to > from) {
    populate(first, from);
    populate(to, past);
  } else {
    populate(first, past);
  }
#endif
#endif
}

// The columns decode_columns asks for, filled in the decoding pass: field field[j] of word i
// into out[j][i] (each column already the stream's size). The others are emptied.
struct Columns {
  unsigned n = 0;
  std::array<uint8_t, kMaxFields> field{};
  std::array<uint64_t*, kMaxFields> out{};
};
Columns columns_of(FieldSet fields, DecodedStream& r, size_t n) {
  Columns c;
  for (unsigned k = 0; k < kMaxFields; ++k) {
    r.columns[k].clear();
    if (fields.test(k)) {
      reserve_output(r.columns[k], n);
      r.columns[k].resize(n);
      c.field[c.n] = static_cast<uint8_t>(k);
      c.out[c.n++] = r.columns[k].data();
    }
  }
  return c;
}
}  // namespace

void ErrorStatus::note(Verdict v) {
  if (v.err == Err::OK) return;
  if (!any) {
    any = true;
    first_index = v.index;
    first_code = v.err;
  }
  sticky.set(static_cast<unsigned>(v.err));
}

void ErrorStatus::note(const Record& r) { note(Verdict{r.index, r.opcode, r.err, r.route, r.chain_pos}); }

Decoder::Decoder(unsigned gen) : gen_(gen) {
  if (!gen_known(gen))
    throw std::invalid_argument("tpb::Decoder: generation " + std::to_string(gen) + " is not 2, 3 or 4");
  path();  // TPB_DECODE_PATH is read (and refused when wrong) before any word is decoded
}

namespace {

// A Verdict put together in registers. GCC builds a returned struct of byte-sized members with
// byte stores to the stack and reads it back with wider loads, which the CPU cannot forward
// from those stores: a stall on every word, longer than the rest of the verdict. On a
// little-endian host with the expected layout the same bytes are assembled as integers.
constexpr bool kPackVerdict = std::endian::native == std::endian::little && sizeof(Verdict) == 12 &&
                              offsetof(Verdict, index) == 0 && offsetof(Verdict, chain_pos) == sizeof(uint64_t);
// A verdict's bytes written straight into *out (a stream's buffer, or make_verdict's result).
void store_verdict(Verdict* out, uint32_t index, uint8_t opcode, Err err, Route route, uint16_t chain_pos) {
  if constexpr (kPackVerdict) {
    const uint64_t lo = uint64_t{index} | uint64_t{opcode} << (8 * offsetof(Verdict, opcode)) |
                        uint64_t{static_cast<uint8_t>(err)} << (8 * offsetof(Verdict, err)) |
                        uint64_t{static_cast<uint8_t>(route)} << (8 * offsetof(Verdict, route));
    const uint32_t hi = chain_pos;
    static_assert(std::is_trivially_copyable_v<Verdict>);
    auto* bytes = static_cast<unsigned char*>(static_cast<void*>(out));
    std::memcpy(bytes, &lo, sizeof lo);
    std::memcpy(bytes + sizeof lo, &hi, sizeof hi);
  } else {
    *out = Verdict{index, opcode, err, route, chain_pos};
  }
}
Verdict make_verdict(uint32_t index, uint8_t opcode, Err err, Route route, uint16_t chain_pos) {
  Verdict v;
  store_verdict(&v, index, opcode, err, route, chain_pos);
  return v;
}

template <unsigned Slot, class R>
R make(uint32_t index, uint8_t opcode, Err err, Route route, uint16_t chain_pos, const Word& w) {
  if constexpr (std::is_same_v<R, Record>)
    return Record{index, opcode, err, route, chain_pos, fast::fields<Slot>(w)};  // accepted or not
  else
    return make_verdict(index, opcode, err, route, chain_pos);
}

}  // namespace

// The rules of the header comment, for the opcodes of one kTables slot (one layout). What
// depends on the opcode is a constant here: its checks and fields, and whether it is the
// custom-op header or payload, so the chain rules are a test of "is a chain open", which a
// legal stream answers the same way almost every time. The result is built once, in the
// caller's storage.
//
// decide_all: every case (chain rules, generation, the ordered checks of a rejected word, the
// last word). Kept out of line so that decide, which calls it, saves no registers on the
// common path.
template <unsigned Slot, class R>
[[gnu::noinline]] R Decoder::decide_all(Decoder& d, const Word& w, bool last) {
  constexpr const fast::OpTable& t = fast::kTables[Slot];
  constexpr bool payload = t.known && t.opcode == kOpPayload;
  constexpr bool header = t.known && t.opcode == kOpHeader;
  const uint8_t opcode = w[kHdrOpcodeOff];
  const uint32_t index = d.index_++;
  uint16_t chain_pos = 0;
  Err err;
  if (payload ? d.remaining_ == 0 : d.remaining_ != 0) {
    if constexpr (payload) {
      err = Err::CO_ORPHAN_PAYLOAD;  // 2. no chain open
    } else {
      err = Err::CO_CHAIN_BROKEN;  // 1. the word is dropped, the chain closed
      d.remaining_ = 0;
      d.pos_ = 0;
    }
  } else {
    // 3. The opcode's existence on this generation first (a gen3 opcode on gen2 has no layout
    // to check, S000 §5-§7 "no CoreV2 form"; the RTL's word_err), then check_word. Unknown
    // opcodes (slot 0, since_gen 0) are present on every generation: check_word names them.
    err = t.since_gen <= d.gen_ ? fast::word_err<Slot>(w) : Err::OPCODE_NOT_IN_GEN;
    if constexpr (payload) {  // inside an open chain: takes its slot, accepted or not
      chain_pos = d.pos_++;
      --d.remaining_;
    } else if constexpr (header) {
      if (err == Err::OK) {  // output + num_arguments inputs
        d.remaining_ = static_cast<uint16_t>(chain_frame(unsigned{w[CustomOpHeader::kNumArgumentsOff]}).payloads());
        d.pos_ = 1;
      }
    }
    // 4. The stream's last word leaves a chain open: CO_CHAIN_TRUNCATED, when nothing else is wrong.
    if (last && d.remaining_ != 0 && err == Err::OK) err = Err::CO_CHAIN_TRUNCATED;
  }
  if (last) {
    d.remaining_ = 0;
    d.pos_ = 0;
  }
  const Route route = err == Err::OK ? t.route : Route::NONE;  // the unknown slot's route is NONE
  if (err != Err::OK) d.status_.note(Verdict{index, opcode, err, route, chain_pos});
  return make<Slot, R>(index, opcode, err, route, chain_pos, w);
}

// The common case inline, with no calls (so no registers to save): a word in the chain state
// its opcode expects (a payload inside a chain, anything else outside one), on a generation
// that has it, not the last word, and accepted by quick_ok. Anything else goes to decide_all,
// which decides it from the start.
template <unsigned Slot, class R>
R Decoder::decide(Decoder& d, const Word& w, bool last) {
  constexpr const fast::OpTable& t = fast::kTables[Slot];
  constexpr bool payload = t.known && t.opcode == kOpPayload;
  constexpr bool header = t.known && t.opcode == kOpHeader;
  const bool expected = payload ? d.remaining_ != 0 : d.remaining_ == 0;
  const bool in_gen = t.since_gen <= kMinGen || t.since_gen <= d.gen_;
  if (!expected || last || !in_gen || !fast::quick_ok<Slot>(w)) return decide_all<Slot, R>(d, w, last);
  const uint32_t index = d.index_++;
  uint16_t chain_pos = 0;
  if constexpr (payload) {
    chain_pos = d.pos_++;
    --d.remaining_;
  } else if constexpr (header) {
    d.remaining_ = static_cast<uint16_t>(chain_frame(unsigned{w[CustomOpHeader::kNumArgumentsOff]}).payloads());
    d.pos_ = 1;
  }
  return make<Slot, R>(index, w[kHdrOpcodeOff], Err::OK, t.route, chain_pos, w);
}

template <class R>
R Decoder::dispatch(const Word& w, bool last) {
  using Fn = R (*)(Decoder&, const Word&, bool);
  static constexpr auto kFns = []<size_t... I>(std::index_sequence<I...>) {
    return std::array<Fn, sizeof...(I)>{&Decoder::decide<fast::kCanon[I], R>...};
  }(std::make_index_sequence<fast::kTables.size()>{});
  return kFns[fast::kSlot[w[kHdrOpcodeOff]]](*this, w, last);
}

#if TPB_DECODE_WIDE
// decide's common case with vector code, one copy for every opcode: what decide has as
// constants (the opcode's checks, route, chain role, fields) are fast::kWide entries, read by
// the word's kCanon slot. A stream mixes opcodes at random, so decide's indirect call changes
// target from word to word and is mispredicted on most words, which costs more than the rest
// of the word; here every word of a legal stream but the last takes the same branches. The
// conditions are decide's: the chain state the opcode expects, a generation that has it, not
// the last word, quick_ok (the lane compare and the NONZERO units as vector compares, the byte
// lookups, the num_payloads compare). Anything else goes to decide_all for the word's layout,
// which decides it from the start. Two instruction sets (Avx2, Vbmi) share everything but the
// vector checks and the fields' extraction (decoder_wide.inc).
struct Decoder::WideCommon {
  // decide_all for the word's layout, by kCanon slot.
  template <class R>
  static constexpr auto kAll = []<size_t... I>(std::index_sequence<I...>) {
    return std::array<R (*)(Decoder&, const Word&, bool), sizeof...(I)>{&Decoder::decide_all<fast::kCanon[I], R>...};
  }(std::make_index_sequence<fast::kTables.size()>{});

  // The decoder's state the common case reads and writes, in registers: a stream loop keeps
  // it there from word to word and writes it back only around decide_all.
  struct State {
    uint32_t index;
    uint32_t chain;  // remaining_ | pos_ << 16
    unsigned gen;    // gen_ - kMinGen: the index of WideSlot::role
  };
  static State load_state(const Decoder& d) { return {d.index_, d.remaining_ | uint32_t{d.pos_} << 16, d.gen_ - kMinGen}; }
  static void store_state(Decoder& d, const State& st) {
    d.index_ = st.index;
    d.remaining_ = static_cast<uint16_t>(st.chain);
    d.pos_ = static_cast<uint16_t>(st.chain >> 16);
  }

  // The common case's scalar rest, after the vector checks left `bad`: the num_payloads
  // compare, the chain state the opcode expects and a generation that has it (one compare with
  // WideSlot::role), not the last word.
  // If the word is the common case, takes its index and chain position and updates the chain
  // state as decide does.
  [[gnu::always_inline]] static inline bool accept(State& st, const Word& w, bool last, uint64_t bad,
                                                   const fast::WideSlot& s, uint32_t& index, uint16_t& chain_pos) {
    // num_payloads against the same word's num_arguments byte, as check_field reads it (S002 §2.1)
    const unsigned nargs = w[CustomOpHeader::kNumArgumentsOff];
    uint64_t count;
    std::memcpy(&count, w.data() + s.count_load, sizeof count);
    bad |= (count & s.count_mask) ^ (chain_frame(nargs).num_payloads() & s.count_mask);
    bad |= uint64_t{(st.chain & 0xFFFF) != 0} ^ s.role[st.gen];  // the chain state, the generation
    bad |= uint64_t{last};
    if (bad != 0) [[unlikely]]
      return false;
    index = st.index++;
    // decide's chain update as data: a header opens num_arguments + 1 payloads at position 1,
    // a payload takes the position and moves on (chain_step), anything else leaves the chain
    // (as masks: a branch on the opcode's role would be mispredicted where chains start).
    chain_pos = static_cast<uint16_t>((st.chain >> 16) & s.pos_mask);
    const uint32_t header = 0 - uint32_t{s.header};
    st.chain = ((chain_frame(nargs).payloads() | uint32_t{1} << 16) & header) | ((st.chain + s.chain_step) & ~header);
    return true;
  }
};

// AVX2 (any x86-64 of the last decade): the lanes as two 32-byte compares, the NONZERO units
// as a 16-bit compare with zero, the byte lookups as a classification of all 64 bytes by their
// nibbles (fast::kByteClasses: four byte shuffles per 32 bytes, where one lookup at a time took
// eight dependent loads a word), the fields as byte shuffles of the word's 16-byte blocks.
struct Decoder::Avx2 : Decoder::WideCommon {
#define TPB_WIDE_TARGET gnu::target("avx2")
  struct Vec {
    __m256i lo, hi;
  };
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline Vec load(const Word& w) {
    return {_mm256_loadu_si256(reinterpret_cast<const __m256i*>(w.data())),
            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w.data() + kBundleBytes / 2))};
  }
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline __m256i half(const std::array<uint64_t, fast::kLanes>& a,
                                                                      unsigned h) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a.data() + 4 * h));
  }
  // Each check leaves a vector that is zero where the word passes it; their OR is tested once.
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline uint64_t bad_bits(const Word&, Vec x, const fast::WideSlot& s) {
    __m256i f = _mm256_or_si256(failed(x.lo, s, 0), failed(x.hi, s, 1));
    // The byte lookups, every byte classified at once (fast::kByteClasses): a tested byte fails
    // when its class bits miss the ones its check accepts. The bytes of both halves in one
    // vector (fast::kMergeShift) where the tested bytes allow it.
    if constexpr (fast::kMergeShift == fast::kNoMerge) {
      f = _mm256_or_si256(f, unclassed(x.lo, s.class_a.data(), s.class_b.data(), s.class_pass.data()));
      f = _mm256_or_si256(f, unclassed(x.hi, s.class_a.data() + 32, s.class_b.data() + 32, s.class_pass.data() + 32));
    } else {
      __m256i merged = x.lo;
      if constexpr (fast::kMergeShift != 0)
        merged = _mm256_blendv_epi8(x.lo, _mm256_bslli_epi128(x.hi, fast::kMergeShift),
                                    _mm256_load_si256(reinterpret_cast<const __m256i*>(fast::kMergeFromHi.m.data())));
      f = _mm256_or_si256(f, unclassed(merged, s.merged_a.data(), s.merged_b.data(), s.merged_pass.data()));
    }
    return !_mm256_testz_si256(f, f);
  }
  // Half h of the word (32 bytes) against the slot's lane compare and NONZERO units: nonzero
  // bytes where it fails one.
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline __m256i failed(__m256i x, const fast::WideSlot& s, unsigned h) {
    // quick_ok's lanes: (lane & care) == expect.
    const __m256i lanes = _mm256_xor_si256(_mm256_and_si256(x, half(s.care, h)), half(s.expect, h));
    // No NONZERO unit zero.
    const __m256i zeros = _mm256_and_si256(_mm256_cmpeq_epi16(x, _mm256_setzero_si256()), bytes(s.nz_vec, h));
    return _mm256_or_si256(lanes, zeros);
  }
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline __m256i bytes(const std::array<uint8_t, kBundleBytes>& a, unsigned h) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a.data() + 32 * h));
  }
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline __m256i table(unsigned i) {
    return _mm256_load_si256(reinterpret_cast<const __m256i*>(fast::kClassTables32.t[i].data()));
  }
  // 0xFF for each byte of x whose class bits meet neither a nor b and whose pass is 0 (32
  // bytes each).
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline __m256i unclassed(__m256i x, const uint8_t* a, const uint8_t* b,
                                                                          const uint8_t* pass) {
    const __m256i nib = _mm256_set1_epi8(0x0F);
    const __m256i lo = _mm256_and_si256(x, nib), hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), nib);
    const __m256i ca = _mm256_and_si256(_mm256_shuffle_epi8(table(0), lo), _mm256_shuffle_epi8(table(1), hi));
    const __m256i cb = _mm256_and_si256(_mm256_shuffle_epi8(table(2), lo), _mm256_shuffle_epi8(table(3), hi));
    const __m256i ok = _mm256_or_si256(
        _mm256_or_si256(_mm256_and_si256(ca, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a))),
                        _mm256_and_si256(cb, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b)))),
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(pass)));
    return _mm256_cmpeq_epi8(ok, _mm256_setzero_si256());
  }
  // The fields: each 32-byte chunk of Fields::v the OR of four byte shuffles, one per 16-byte
  // block of the word (fast::kFieldShuf).
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline void fill_fields(Record& r, unsigned slot,
                                                                         const fast::WideSlot& s, const Word& w, Vec) {
    r.fields.n = s.nfields;
    const uint8_t* t = fast::kFieldShuf[slot].data();
    constexpr unsigned kBlock = kBundleBytes / 4;  // a 16-byte block of the word
    __m256i block[4];
    for (unsigned b = 0; b < 4; ++b)
      block[b] = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(w.data() + kBlock * b)));
    // Unrolled, so that the shuffles no slot needs (fast::kFieldShufUsed) are not made.
#pragma GCC unroll 8
    for (unsigned k = 0; k < fast::kFieldChunks; ++k) {
      __m256i v = _mm256_setzero_si256();
#pragma GCC unroll 4
      for (unsigned b = 0; b < 4; ++b)
        if ((fast::kFieldShufUsed >> (4 * k + b)) & 1)
          v = _mm256_or_si256(v, _mm256_shuffle_epi8(block[b], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(
                                                                   t + 128 * k + 32 * b))));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(r.fields.v.data() + 4 * k), v);
    }
  }
#include "decoder_wide.inc"
#undef TPB_WIDE_TARGET
};

// AVX-512 VBMI: the checks as the AVX2 path makes them, on the word's two 32-byte halves (four
// byte shuffles classify the whole word either way; a 64-byte compare of each check took as
// long or longer on the CPUs measured, docs/performance.md), and the 24 fields as three
// 64-byte byte permutations of the word.
struct Decoder::Vbmi : Decoder::WideCommon {
#define TPB_WIDE_TARGET gnu::target("avx512f,avx512bw,avx512vbmi")
  using Vec = __m512i;
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline Vec load(const Word& w) { return _mm512_loadu_si512(w.data()); }
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline uint64_t bad_bits(const Word& w, Vec, const fast::WideSlot& s) {
    return Avx2::bad_bits(w, Avx2::load(w), s);  // the halves loaded again (the word is in the cache)
  }
  // The fields: each 64-byte block of Fields::v one byte permutation of the word.
  [[TPB_WIDE_TARGET, gnu::always_inline]] static inline void fill_fields(Record& r, unsigned, const fast::WideSlot& s,
                                                                         const Word&, Vec x) {
    r.fields.n = s.nfields;
    for (unsigned k = 0; k < fast::kFieldBlocks; ++k)
      _mm512_storeu_si512(r.fields.v.data() + 8 * k,
                          _mm512_maskz_permutexvar_epi8(s.field_keep[k], _mm512_loadu_si512(s.field_idx.data() + 64 * k), x));
  }
#include "decoder_wide.inc"
#undef TPB_WIDE_TARGET
};

namespace {
bool cpu_has(DecodePath p) {
  __builtin_cpu_init();
  switch (p) {
    case DecodePath::SCALAR: return true;
    case DecodePath::AVX2: return __builtin_cpu_supports("avx2");
    case DecodePath::VBMI:
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512vbmi");
  }
  return false;
}
}  // namespace
#else
namespace {
bool cpu_has(DecodePath p) { return p == DecodePath::SCALAR; }
}  // namespace
#endif

namespace {
constexpr DecodePath kPaths[] = {DecodePath::SCALAR, DecodePath::AVX2, DecodePath::VBMI};
// The path every decoder takes; resolved (TPB_DECODE_PATH or the CPU) by the first Decoder.
// Atomic: decoders on several threads read it on every word, and the first of them, or a
// use_path, may set it while others read (a relaxed load is a plain load on x86-64).
std::atomic<bool> g_path_set{false};
std::atomic<DecodePath> g_path{DecodePath::SCALAR};
std::mutex g_path_init;  // the first resolution, once
DecodePath current_path() { return g_path.load(std::memory_order_relaxed); }
}  // namespace

const char* decode_path_name(DecodePath p) {
  switch (p) {
    case DecodePath::SCALAR: return "scalar";
    case DecodePath::AVX2: return "avx2";
    case DecodePath::VBMI: return "vbmi";
  }
  return "?";
}

bool Decoder::path_available(DecodePath p) { return cpu_has(p); }

DecodePath Decoder::default_path() {
  const char* env = std::getenv("TPB_DECODE_PATH");
  if (!env || !*env) {
    DecodePath best = DecodePath::SCALAR;
    for (DecodePath p : kPaths)
      if (cpu_has(p)) best = p;
    return best;
  }
  for (DecodePath p : kPaths)
    if (std::strcmp(env, decode_path_name(p)) == 0) {
      if (!cpu_has(p))
        throw DecodePathError(std::string("TPB_DECODE_PATH=") + env + ": this CPU (or build) lacks the " + env +
                              " decode path");
      return p;
    }
  throw DecodePathError(std::string("TPB_DECODE_PATH=") + env + ": no such decode path (scalar, avx2 or vbmi)");
}

DecodePath Decoder::path() {
  if (!g_path_set.load(std::memory_order_acquire)) {
    const std::lock_guard<std::mutex> lock(g_path_init);
    if (!g_path_set.load(std::memory_order_relaxed)) {
      g_path.store(default_path(), std::memory_order_relaxed);  // throws before anything is set
      g_path_set.store(true, std::memory_order_release);
    }
  }
  return current_path();
}

void Decoder::use_path(DecodePath p) {
  if (!cpu_has(p)) throw DecodePathError(std::string("tpb::Decoder: this CPU (or build) lacks the ") +
                                         decode_path_name(p) + " decode path");
  const std::lock_guard<std::mutex> lock(g_path_init);
  g_path.store(p, std::memory_order_relaxed);
  g_path_set.store(true, std::memory_order_release);
}

Record Decoder::step(const Word& w, bool last) {
#if TPB_DECODE_WIDE
  const DecodePath p = current_path();
  if (p == DecodePath::VBMI) return Vbmi::record(*this, w, last);
  if (p == DecodePath::AVX2) return Avx2::record(*this, w, last);
#endif
  return dispatch<Record>(w, last);
}

Verdict Decoder::step_verdict(const Word& w, bool last) {
#if TPB_DECODE_WIDE
  const DecodePath p = current_path();
  if (p == DecodePath::VBMI) return Vbmi::verdict(*this, w, last);
  if (p == DecodePath::AVX2) return Avx2::verdict(*this, w, last);
#endif
  return dispatch<Verdict>(w, last);
}

std::string sticky_names(const std::bitset<256>& sticky) {
  std::string t;
  for (unsigned e = 0; e < sticky.size(); ++e)
    if (sticky.test(e)) {
      if (!t.empty()) t += ' ';
      t += err_name(static_cast<Err>(e));
    }
  return t.empty() ? "-" : t;
}

// A whole stream through a fresh decoder D (the last word gets last = true): what one
// step of it returns, for every word, and its status at the end.
template <class D, class Step>
auto decode_all(std::span<const Word> words, ErrorStatus* status, unsigned gen, Step step) {
  D d(gen);
  std::vector<decltype(step(d, words.front(), false))> out;
  reserve_output(out, words.size());
  for (size_t i = 0; i < words.size(); ++i) out.push_back(step(d, words[i], i + 1 == words.size()));
  if (status) *status = d.status();
  return out;
}

std::vector<Record> decode_stream(std::span<const Word> words, ErrorStatus* status, unsigned gen) {
#if TPB_DECODE_WIDE
  if (Decoder::path() == DecodePath::VBMI) return Decoder::Vbmi::decode<Record>(words, status, gen);
  if (Decoder::path() == DecodePath::AVX2) return Decoder::Avx2::decode<Record>(words, status, gen);
#endif
  return decode_all<Decoder>(words, status, gen, [](Decoder& d, const Word& w, bool last) { return d.step(w, last); });
}

std::vector<Verdict> decode_verdicts(std::span<const Word> words, ErrorStatus* status, unsigned gen) {
#if TPB_DECODE_WIDE
  if (Decoder::path() == DecodePath::VBMI) return Decoder::Vbmi::decode<Verdict>(words, status, gen);
  if (Decoder::path() == DecodePath::AVX2) return Decoder::Avx2::decode<Verdict>(words, status, gen);
#endif
  return decode_all<Decoder>(words, status, gen,
                             [](Decoder& d, const Word& w, bool last) { return d.step_verdict(w, last); });
}

void decode_columns(std::span<const Word> words, DecodedStream& r, ErrorStatus* status, unsigned gen, FieldSet fields) {
  static_cast<void>(Decoder{gen});  // an unknown generation (or TPB_DECODE_PATH) refused before r changes
  r.words = words;
  r.verdicts.clear();
  const Columns c = columns_of(fields, r, words.size());
#if TPB_DECODE_WIDE
  if (Decoder::path() == DecodePath::VBMI) return Decoder::Vbmi::decode_into<Verdict>(words, status, gen, c, r.verdicts);
  if (Decoder::path() == DecodePath::AVX2) return Decoder::Avx2::decode_into<Verdict>(words, status, gen, c, r.verdicts);
#endif
  reserve_output(r.verdicts, words.size());
  Decoder d(gen);
  for (size_t i = 0; i < words.size(); ++i) r.verdicts.push_back(d.step_verdict(words[i], i + 1 == words.size()));
  if (status) *status = d.status();
  for (unsigned j = 0; j < c.n; ++j)
    for (size_t i = 0; i < words.size(); ++i) c.out[j][i] = fast::field_at(words[i], c.field[j]);
}

DecodedStream decode_columns(std::span<const Word> words, ErrorStatus* status, unsigned gen, FieldSet fields) {
  DecodedStream r;
  decode_columns(words, r, status, gen, fields);
  return r;
}

Record DecodedStream::record(size_t i) const {
  const Verdict& v = verdicts.at(i);
  return Record{v.index, v.opcode, v.err, v.route, v.chain_pos, fast::extract_fields(words[i])};
}

uint64_t DecodedStream::field(size_t i, unsigned k) const {
  if (k >= kMaxFields) throw std::out_of_range("tpb::DecodedStream::field: field " + std::to_string(k) + " of at most " +
                                               std::to_string(kMaxFields));
  return columns[k].empty() ? fast::field_at(words[i], k) : columns[k][i];
}

std::span<const uint64_t> DecodedStream::column(unsigned k) const {
  if (k >= kMaxFields || columns[k].size() != size())
    throw std::out_of_range("tpb::DecodedStream::column: field " + std::to_string(k) +
                            " was not asked of decode_columns (FieldSet)");
  return columns[k];
}

// ---- reference path: the decoder as it was before the fast path, on ref::check_word and
// ref::extract_fields; kept verbatim apart from those names (and the generation and route
// looked up through ref::find_opcode), so the agreement test compares two implementations.

namespace ref {

Decoder::Decoder(unsigned gen) : gen_(gen) {
  if (!gen_known(gen))
    throw std::invalid_argument("tpb::ref::Decoder: generation " + std::to_string(gen) + " is not 2, 3 or 4");
}

Record Decoder::step(const Word& w, bool last) {
  Record r;
  r.index = index_++;
  r.opcode = w[kHdrOpcodeOff];
  r.fields = ref::extract_fields(w);
  const OpcodeDesc* d = ref::find_opcode(r.opcode);

  if (remaining_ != 0 && r.opcode != kOpPayload) {
    r.err = Err::CO_CHAIN_BROKEN;
    remaining_ = 0;
    pos_ = 0;
  } else if (remaining_ == 0 && r.opcode == kOpPayload) {
    r.err = Err::CO_ORPHAN_PAYLOAD;
  } else {
    const bool in_gen = !d || d->since_gen <= gen_;
    r.err = in_gen ? ref::check_word(w) : Err::OPCODE_NOT_IN_GEN;
    if (r.opcode == kOpPayload) {
      r.chain_pos = pos_++;
      --remaining_;
    } else if (r.opcode == kOpHeader && r.err == Err::OK) {
      remaining_ = static_cast<uint16_t>(chain_frame(w).payloads());
      pos_ = 1;
    }
    if (last && remaining_ != 0) {
      if (r.err == Err::OK) r.err = Err::CO_CHAIN_TRUNCATED;
    }
  }
  if (last) {
    remaining_ = 0;
    pos_ = 0;
  }
  r.route = r.err == Err::OK && d ? d->route : Route::NONE;
  status_.note(r);
  return r;
}

std::vector<Record> decode_stream(std::span<const Word> words, ErrorStatus* status, unsigned gen) {
  return tpb::decode_all<Decoder>(words, status, gen, [](Decoder& d, const Word& w, bool last) { return d.step(w, last); });
}

}  // namespace ref

}  // namespace tpb
