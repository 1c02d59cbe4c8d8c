#include "tpb/decoder.hpp"

#include <bit>
#include <cstddef>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "isa_fast.hpp"

namespace tpb {

namespace {
constexpr uint8_t kOpHeader = CustomOpHeader::kOpcode;
constexpr uint8_t kOpPayload = CustomOpPayload::kOpcode;
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
}

namespace {

// A Verdict put together in registers. GCC builds a returned struct of byte-sized members with
// byte stores to the stack and reads it back with wider loads, which the CPU cannot forward
// from those stores: a stall on every word, longer than the rest of the verdict. On a
// little-endian host with the expected layout the same bytes are assembled as integers.
constexpr bool kPackVerdict = std::endian::native == std::endian::little && sizeof(Verdict) == 12 &&
                              offsetof(Verdict, index) == 0 && offsetof(Verdict, chain_pos) == sizeof(uint64_t);
Verdict make_verdict(uint32_t index, uint8_t opcode, Err err, Route route, uint16_t chain_pos) {
  if constexpr (kPackVerdict) {
    const uint64_t lo = uint64_t{index} | uint64_t{opcode} << (8 * offsetof(Verdict, opcode)) |
                        uint64_t{static_cast<uint8_t>(err)} << (8 * offsetof(Verdict, err)) |
                        uint64_t{static_cast<uint8_t>(route)} << (8 * offsetof(Verdict, route));
    const uint32_t hi = chain_pos;
    static_assert(std::is_trivially_copyable_v<Verdict>);
    Verdict v;
    auto* bytes = static_cast<unsigned char*>(static_cast<void*>(&v));
    std::memcpy(bytes, &lo, sizeof lo);
    std::memcpy(bytes + sizeof lo, &hi, sizeof hi);
    return v;
  } else {
    return Verdict{index, opcode, err, route, chain_pos};
  }
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

Record Decoder::step(const Word& w, bool last) { return dispatch<Record>(w, last); }

Verdict Decoder::step_verdict(const Word& w, bool last) { return dispatch<Verdict>(w, last); }

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
  out.reserve(words.size());
  for (size_t i = 0; i < words.size(); ++i) out.push_back(step(d, words[i], i + 1 == words.size()));
  if (status) *status = d.status();
  return out;
}

std::vector<Record> decode_stream(std::span<const Word> words, ErrorStatus* status, unsigned gen) {
  return decode_all<Decoder>(words, status, gen, [](Decoder& d, const Word& w, bool last) { return d.step(w, last); });
}

std::vector<Verdict> decode_verdicts(std::span<const Word> words, ErrorStatus* status, unsigned gen) {
  return decode_all<Decoder>(words, status, gen,
                             [](Decoder& d, const Word& w, bool last) { return d.step_verdict(w, last); });
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
