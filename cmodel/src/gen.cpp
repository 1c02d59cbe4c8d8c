#include "tpb/gen.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace tpb {

namespace {

struct BadDesc {
  BadClass cls;
  const char* name;
  Err err;
};
constexpr BadDesc kBad[kNumBadClasses] = {
    {BadClass::UNKNOWN_OPCODE, "unknown_opcode", Err::UNKNOWN_OPCODE},
    {BadClass::BAD_WORD_LEN, "bad_word_len", Err::BAD_WORD_LEN},
    {BadClass::RESERVED_NONZERO, "reserved_nonzero", Err::RESERVED_NONZERO},
    {BadClass::BAD_SYNC_SEL, "bad_sync_sel", Err::BAD_SYNC_SEL},
    {BadClass::BAD_ALU_OP, "bad_alu_op", Err::BAD_ALU_OP},
    {BadClass::BAD_DTYPE, "bad_dtype", Err::BAD_DTYPE},
    {BadClass::BAD_COLL_KIND, "bad_coll_kind", Err::BAD_COLL_KIND},
    {BadClass::BAD_FLAG, "bad_flag", Err::BAD_FLAG},
    {BadClass::BAD_AP_ADDR, "bad_ap_addr", Err::BAD_AP_ADDR},
    {BadClass::BAD_AP_SHAPE, "bad_ap_shape", Err::BAD_AP_SHAPE},
    {BadClass::CO_INDIRECT_AP, "co_indirect_ap", Err::CO_INDIRECT_AP},
    {BadClass::CO_OPERAND_MEM, "co_operand_mem", Err::CO_OPERAND_MEM},
    {BadClass::CO_FUNCTION_ID_UNSET, "co_function_id_unset", Err::CO_FUNCTION_ID_UNSET},
    {BadClass::CO_COUNT_MISMATCH, "co_count_mismatch", Err::CO_COUNT_MISMATCH},
    {BadClass::CO_ORPHAN_PAYLOAD, "co_orphan_payload", Err::CO_ORPHAN_PAYLOAD},
    {BadClass::CO_CHAIN_BROKEN, "co_chain_broken", Err::CO_CHAIN_BROKEN},
    {BadClass::CO_CHAIN_TRUNCATED, "co_chain_truncated", Err::CO_CHAIN_TRUNCATED},
    {BadClass::OPCODE_NOT_IN_GEN, "opcode_not_in_gen", Err::OPCODE_NOT_IN_GEN},
};

template <class C>
auto pick(SplitMix64& r, const C& c) -> decltype(*std::begin(c)) {
  return *(std::begin(c) + static_cast<long>(r.below(std::size(c))));
}

uint64_t rand_bits(SplitMix64& r, unsigned width) {
  uint64_t v = r.next();
  return width == 8 ? v : v & ((1ull << (8 * width)) - 1);
}

uint32_t valid_addr4(SplitMix64& r, bool custom_op) {
  switch (r.below(custom_op ? 3 : 5)) {
    case 0:
      return addr4_sbuf(static_cast<unsigned>(r.below(128)), static_cast<unsigned>(r.below(1u << addr4::kOffsetBits)));
    case 1:
      return addr4_hbm(static_cast<unsigned>(r.below(1u << addr4::kHbmAddrBits)));
    case 2:
      return addr4_register(static_cast<unsigned>(r.below(256)));
    case 3:
      return addr4_psum(static_cast<unsigned>(r.below(1u << addr4::kHbmAddrBits)));
    default:
      return addr4_indirect(static_cast<unsigned>(r.below(1u << addr4::kModeLsb)));
  }
}

/// A legal value for one field, from its check.
uint64_t legal_value(SplitMix64& r, const FieldDesc& f) {
  switch (f.check) {
    case Check::NONE:
      return r.chance(0.3) ? 0 : rand_bits(r, f.width);
    case Check::DTYPE:
      return pick(r, kDtypes).code;
    case Check::DTYPE_OR0:
      return r.chance(0.2) ? 0 : pick(r, kDtypes).code;
    case Check::ALU_OP:
      return pick(r, kAluOpShipped);
    case Check::COLL_KIND:
      return pick(r, kCollKindLut);
    case Check::COLL_KIND_OR0:
      return r.chance(0.2) ? 0 : pick(r, kCollKindLut);
    case Check::FLAG01:
      return r.below(2);
    case Check::EQ1:
      return 1;
    case Check::SYNC_WAIT:
      return pick(r, kSyncWaitSel);
    case Check::ADDR4:
    case Check::ADDR8:
      return valid_addr4(r, false);
    case Check::ADDR4_CO:
      return valid_addr4(r, true);
    case Check::NONZERO:
      return 1 + r.below(r.chance(0.8) ? 16 : 0xFFFF);
    case Check::FN_ID:
      return r.below(0xFF);
    case Check::NUM_PAYLOADS:
      return 0;  // set from num_arguments by the caller
  }
  return 0;
}

Word legal_word(SplitMix64& r, const OpcodeDesc& d) {
  Fields f;
  f.n = d.nfields;
  for (unsigned i = 0; i < d.nfields; ++i) f.v[i] = legal_value(r, d.fields[i]);
  Word w = pack_fields(d, f);
  if (d.dve)
    for (unsigned b = kDveBodyOff; b < kBundleBytes; ++b) w[b] = static_cast<uint8_t>(r.next());
  return w;
}

class Builder {
 public:
  Builder(const GenOptions& o) : opt_(o), r_(o.seed) {
    for (const auto& d : kOpcodes) {
      if (d.opcode == CustomOpHeader::kOpcode || d.opcode == CustomOpPayload::kOpcode) continue;
      if (d.dve) {
        if (o.dve) dve_.push_back(&d);
      } else if (opcode_in_gen(d.opcode, o.gen)) {
        single_.push_back(&d);
      } else {
        later_.push_back(&d);  // not on this generation: only the OPCODE_NOT_IN_GEN class uses them
      }
    }
    classes_ = o.classes;
    if (classes_.empty())
      for (const auto& b : kBad)
        if (bad_class_possible(b.cls, o.gen)) classes_.push_back(b.cls);
  }

  GenStream run() {
    // Only the end of a stream can truncate a chain: when that class is in play, the
    // generator decides up front (half the time) to end the stream on a lone header.
    bool truncate_end = opt_.bad_ratio > 0 && opt_.count > 0 &&
                        std::find(classes_.begin(), classes_.end(), BadClass::CO_CHAIN_TRUNCATED) != classes_.end() &&
                        r_.chance(0.5);
    size_t body = opt_.count - (truncate_end ? 1 : 0);
    while (s_.words.size() < body) {
      size_t room = body - s_.words.size();
      if (opt_.bad_ratio > 0 && r_.chance(opt_.bad_ratio)) {
        BadClass c = pick(r_, classes_);
        if (bad(c, room)) continue;
      }
      valid_item(room);
    }
    if (truncate_end) {
      push_injected(header(args_upto(opt_.max_args)), BadClass::CO_CHAIN_TRUNCATED);
    }
    return std::move(s_);
  }

 private:
  void push(const Word& w) { s_.words.push_back(w); }
  void push_injected(const Word& w, BadClass c) {
    s_.injected.push_back({static_cast<uint32_t>(s_.words.size()), c});
    push(w);
  }

  Word header(unsigned n) {
    CustomOpHeader h;
    Word w = legal_word(r_, *find_opcode(CustomOpHeader::kOpcode));
    h.from_fields(extract_fields(w).v.data());
    h.num_arguments = static_cast<uint8_t>(n);
    h.num_payloads = chain_frame(n).num_payloads();
    return encode(h);
  }
  Word payload() { return legal_word(r_, *find_opcode(CustomOpPayload::kOpcode)); }

  /// A chain's argument count: uniform in [min_args, cap] (cap: max_args, or what the stream has
  /// room for), at least `at_least`; min_args past the cap gives the cap.
  unsigned args_upto(size_t cap, unsigned at_least = 0) {
    const unsigned hi = static_cast<unsigned>(cap);
    const unsigned lo = std::min(hi, std::max(at_least, opt_.min_args));
    return lo + static_cast<unsigned>(r_.below(hi - lo + 1));
  }

  void valid_item(size_t room) {
    uint64_t k = r_.below(100);
    if (k < 15 && room >= 2) {
      unsigned n = args_upto(std::min<size_t>(opt_.max_args, room - 2));
      push(header(n));
      for (unsigned i = 0; i < n + 1; ++i) push(payload());
    } else if (k < 40 && !dve_.empty()) {
      push(legal_word(r_, *pick(r_, dve_)));
    } else {
      push(legal_word(r_, *pick(r_, single_)));
    }
  }

  /// Field of `d` with check `c`, or -1.
  static int field_with(const OpcodeDesc& d, Check c) {
    for (unsigned i = 0; i < d.nfields; ++i)
      if (d.fields[i].check == c) return static_cast<int>(i);
    return -1;
  }

  /// A legal word of a random single-word opcode that has a field checked by one of `checks`;
  /// returns the field chosen through `fi`.
  Word word_with(const std::vector<Check>& checks, const FieldDesc** fi) {
    std::vector<std::pair<const OpcodeDesc*, const FieldDesc*>> cands;
    for (const auto* d : single_)
      for (unsigned i = 0; i < d->nfields; ++i)
        for (Check c : checks)
          if (d->fields[i].check == c) cands.push_back({d, &d->fields[i]});
    auto [d, f] = pick(r_, cands);
    *fi = f;
    return legal_word(r_, *d);
  }

  /// Emit a malformed item of class c; false if it does not fit in `room` words.
  bool bad(BadClass c, size_t room) {
    const FieldDesc* f = nullptr;
    Word w;
    switch (c) {
      case BadClass::UNKNOWN_OPCODE: {
        uint8_t op;
        do op = static_cast<uint8_t>(r_.next()); while (find_opcode(op));
        w = legal_word(r_, *pick(r_, single_));
        w[kHdrOpcodeOff] = op;
        break;
      }
      case BadClass::BAD_WORD_LEN: {
        const OpcodeDesc* d = pick(r_, single_);
        w = legal_word(r_, *d);
        uint8_t good = d->raw_header ? 0 : kWordLen;
        do w[kHdrWordLenOff] = static_cast<uint8_t>(r_.next()); while (w[kHdrWordLenOff] == good);
        break;
      }
      case BadClass::RESERVED_NONZERO: {
        const OpcodeDesc* d = pick(r_, single_);
        w = legal_word(r_, *d);
        std::vector<unsigned> free;
        for (unsigned b = 2; b < kBundleBytes; ++b)
          if (!((d->covered >> b) & 1)) free.push_back(b);
        w[pick(r_, free)] = static_cast<uint8_t>(1 + r_.below(255));
        break;
      }
      case BadClass::BAD_SYNC_SEL:
        w = word_with(std::vector<Check>{Check::SYNC_WAIT}, &f);
        {
          uint64_t v;
          do v = r_.below(256); while (check_field(*f, v, w) == Err::OK);
          set_field(w, *f, v);
        }
        break;
      case BadClass::BAD_ALU_OP:
      case BadClass::BAD_DTYPE:
      case BadClass::BAD_COLL_KIND:
      case BadClass::BAD_FLAG:
      case BadClass::BAD_AP_ADDR:
      case BadClass::BAD_AP_SHAPE: {
        // The candidate checks per class live in a vector: an initializer_list chosen by a
        // conditional would dangle after the declaration.
        std::vector<Check> checks;
        switch (c) {
          case BadClass::BAD_ALU_OP: checks = {Check::ALU_OP}; break;
          case BadClass::BAD_DTYPE: checks = {Check::DTYPE, Check::DTYPE_OR0}; break;
          case BadClass::BAD_COLL_KIND: checks = {Check::COLL_KIND, Check::COLL_KIND_OR0}; break;
          case BadClass::BAD_FLAG: checks = {Check::FLAG01, Check::EQ1}; break;
          case BadClass::BAD_AP_ADDR: checks = {Check::ADDR4, Check::ADDR8}; break;
          default: checks = {Check::NONZERO}; break;
        }
        w = word_with(checks, &f);
        set_field(w, *f, bad_value(*f, w));
        break;
      }
      case BadClass::CO_INDIRECT_AP:
      case BadClass::CO_OPERAND_MEM: {
        if (room < 2) return false;
        unsigned n = args_upto(std::min<size_t>(opt_.max_args, room - 2));
        unsigned which = static_cast<unsigned>(r_.below(n + 1));
        push(header(n));
        for (unsigned i = 0; i < n + 1; ++i) {
          Word p = payload();
          if (i != which) {
            push(p);
            continue;
          }
          const OpcodeDesc& d = *find_opcode(CustomOpPayload::kOpcode);
          const FieldDesc& af = d.fields[field_with(d, Check::ADDR4_CO)];
          set_field(p, af, c == BadClass::CO_INDIRECT_AP ? addr4_indirect(static_cast<unsigned>(r_.below(1u << 20)))
                                                         : addr4_psum(static_cast<unsigned>(r_.below(1u << 20))));
          push_injected(p, c);
        }
        return true;
      }
      case BadClass::CO_FUNCTION_ID_UNSET:
      case BadClass::CO_COUNT_MISMATCH: {
        // A rejected header opens no chain, so it is emitted alone.
        unsigned n = args_upto(opt_.max_args);
        w = header(n);
        const OpcodeDesc& d = *find_opcode(CustomOpHeader::kOpcode);
        if (c == BadClass::CO_FUNCTION_ID_UNSET) {
          set_field(w, d.fields[field_with(d, Check::FN_ID)], 0xFF);
        } else {
          const FieldDesc& np = d.fields[field_with(d, Check::NUM_PAYLOADS)];
          uint64_t v;
          do v = r_.below(r_.chance(0.5) ? 8 : 0x10000); while (v == chain_frame(n).num_payloads());
          set_field(w, np, v);
        }
        break;
      }
      case BadClass::CO_ORPHAN_PAYLOAD:
        w = payload();
        break;
      case BadClass::CO_CHAIN_BROKEN: {
        // a broken chain needs a header that announces at least one payload
        if (room < 3 || opt_.max_args == 0) return false;
        unsigned n = args_upto(std::min<size_t>(opt_.max_args, room - 2), 1);
        unsigned given = static_cast<unsigned>(r_.below(std::min<size_t>(n + 1, room - 2) ));
        push(header(n));
        for (unsigned i = 0; i < given; ++i) push(payload());
        const OpcodeDesc* d = dve_.empty() || r_.chance(0.5) ? pick(r_, single_) : pick(r_, dve_);
        push_injected(legal_word(r_, *d), c);
        return true;
      }
      case BadClass::CO_CHAIN_TRUNCATED:
        return false;
      case BadClass::OPCODE_NOT_IN_GEN:
        // A word legal in every other respect: only its generation refuses it. Inside no
        // chain (an open chain would make it CO_CHAIN_BROKEN).
        if (later_.empty()) return false;
        w = legal_word(r_, *pick(r_, later_));
        break;
    }
    push_injected(w, c);
    return true;
  }

  /// Every check of every single-word opcode, one at a time (generate_every_check).
 public:
  std::vector<CheckCase> every_check() {
    std::vector<CheckCase> out;
    auto legal = [&](const OpcodeDesc& d) {
      Word w;
      do w = legal_word(r_, d); while (ref::check_word(w) != Err::OK);
      return w;
    };
    auto add = [&](const Word& w, Err e, std::string note, const OpcodeDesc& d) {
      out.push_back({w, e, std::move(note)});
      out.push_back({legal(d), Err::OK, ""});  // a legal word after each bad one: no spill-over
    };
    std::vector<const OpcodeDesc*> ops = single_;
    ops.insert(ops.end(), dve_.begin(), dve_.end());
    for (const OpcodeDesc* d : ops) {
      const Word base = legal(*d);
      const std::string op = d->mnemonic;
      std::vector<unsigned> checked;
      for (unsigned i = 0; i < d->nfields; ++i)
        if (d->fields[i].check != Check::NONE && d->fields[i].check != Check::NUM_PAYLOADS &&
            d->fields[i].check != Check::FN_ID)
          checked.push_back(i);
      // each checked field alone: the decoder names that field's error
      std::vector<Err> err(d->nfields, Err::OK);
      std::vector<uint64_t> badv(d->nfields, 0);
      for (unsigned i : checked) {
        Word w = base;
        badv[i] = bad_value(d->fields[i], w);
        set_field(w, d->fields[i], badv[i]);
        err[i] = check_field(d->fields[i], badv[i], w);
        add(w, err[i], op + ": " + d->fields[i].name + " alone", *d);
      }
      // two fields: the first in the check order wins (the next later one of another error)
      for (size_t a = 0; a < checked.size(); ++a)
        for (size_t b = a + 1; b < checked.size(); ++b) {
          unsigned i = checked[a], j = checked[b];
          if (err[j] == err[i]) continue;
          Word w = base;
          set_field(w, d->fields[i], badv[i]);
          set_field(w, d->fields[j], badv[j]);
          add(w, err[i], op + ": " + d->fields[i].name + " before " + d->fields[j].name, *d);
          break;
        }
      // the header's checks come before every field's
      if (!checked.empty()) {
        unsigned i = checked.front();
        Word w = base;
        set_field(w, d->fields[i], badv[i]);
        w[kHdrWordLenOff] = static_cast<uint8_t>(d->raw_header ? kWordLen : 0x11);
        add(w, Err::BAD_WORD_LEN, op + ": word length before " + d->fields[i].name, *d);
      }
      // every bit of every byte no field covers, alone (a reserved-byte mask with one wrong bit
      // lets exactly one bit through), and the first byte before a field
      bool first = true;
      for (unsigned b = 2; b < kBundleBytes; ++b) {
        if ((d->covered >> b) & 1) continue;
        for (unsigned k = 0; k < 8; ++k) {
          Word w = base;
          w[b] = static_cast<uint8_t>(1u << k);
          add(w, Err::RESERVED_NONZERO, op + ": reserved byte +" + std::to_string(b) + " bit " + std::to_string(k), *d);
        }
        Word w = base;
        w[b] = static_cast<uint8_t>(1u << (b % 8));
        if (first && !checked.empty()) {
          set_field(w, d->fields[checked.back()], badv[checked.back()]);
          add(w, Err::RESERVED_NONZERO, op + ": reserved byte +" + std::to_string(b) + " before " +
                                            d->fields[checked.back()].name, *d);
          first = false;
        }
      }
    }
    // Boundary values, after the words above (whose draws they leave as they were): per checked
    // field, every value its check accepts and every one-bit neighbour of one (an 8-bit
    // enumeration), each mode and static space of an ADDR4, each one-bit value of a nonzero
    // count, each high-half bit of an ADDR8. A compare against a wrong constant, or a field bit
    // read wrongly, then changes some word's verdict. The custom-op payload's fields go in a
    // chain without arguments (a header and its one payload), so they are checked where the
    // decoder checks them.
    for (const OpcodeDesc* d : ops) boundary_words(*d, legal(*d), out, legal);
    const OpcodeDesc& pd = *find_opcode(CustomOpPayload::kOpcode);
    Word pbase;
    do pbase = payload(); while (ref::check_word(pbase) != Err::OK);
    std::vector<CheckCase> payloads;
    boundary_words(pd, pbase, payloads, nullptr);
    for (const CheckCase& c : payloads) {  // each as the one payload of a chain without arguments
      out.push_back({header(0), Err::OK, ""});
      out.push_back(c);
    }
    out.push_back({legal(*single_.front()), Err::OK, ""});  // the last refused payload's follower
    // The chain words' reserved bits, every bit of every byte: a header alone (refused, it opens
    // no chain), and a payload as the one payload of a chain without arguments.
    const OpcodeDesc& hd = *find_opcode(CustomOpHeader::kOpcode);
    for (const OpcodeDesc* d : {&hd, &pd})
      for (unsigned b = 2; b < kBundleBytes; ++b) {
        if ((d->covered >> b) & 1) continue;
        for (unsigned k = 0; k < 8; ++k) {
          Word w = d == &hd ? header(0) : pbase;
          w[b] = static_cast<uint8_t>(1u << k);
          if (d == &pd) out.push_back({header(0), Err::OK, ""});
          out.push_back({w, Err::RESERVED_NONZERO,
                         std::string(d->mnemonic) + ": reserved byte +" + std::to_string(b) + " bit " + std::to_string(k)});
          out.push_back({legal(*single_.front()), Err::OK, ""});
        }
      }
    return out;
  }

 private:
  /// The boundary-value words of one opcode's checked fields (every_check): an accepted word
  /// as is, a refused one with a note and (with `legal`) followed by legal(d).
  template <class Legal>
  void boundary_words(const OpcodeDesc& d, const Word& base, std::vector<CheckCase>& out, Legal legal) {
    for (unsigned i = 0; i < d.nfields; ++i) {
      const FieldDesc& f = d.fields[i];
      if (f.check == Check::NONE || f.check == Check::NUM_PAYLOADS || f.check == Check::FN_ID) continue;
      for (uint64_t v : boundary_values(f, base)) {
        Word w = base;
        set_field(w, f, v);
        const Err e = check_field(f, v, w);
        if (e == Err::OK) {
          if (ref::check_word(w) == Err::OK) out.push_back({w, Err::OK, ""});
          continue;
        }
        char value[24];
        std::snprintf(value, sizeof value, "%#llx", static_cast<unsigned long long>(v));
        out.push_back({w, e, std::string(d.mnemonic) + ": " + f.name + " = " + value});
        if constexpr (!std::is_null_pointer_v<Legal>) out.push_back({legal(d), Err::OK, ""});
      }
    }
  }

  /// The values every_check tries in field f of the base word (see every_check).
  static std::vector<uint64_t> boundary_values(const FieldDesc& f, const Word& base) {
    std::set<uint64_t> v;
    const uint64_t own = get_field(base, f);
    switch (f.check) {
      case Check::ADDR4:
      case Check::ADDR8:
      case Check::ADDR4_CO: {
        const uint64_t low = own & ((uint64_t{1} << addr4::kSpaceLsb) - 1);
        for (uint64_t m = 0; m < (1u << addr4::kModeBits); ++m) v.insert((m << addr4::kModeLsb) | low);
        for (uint64_t sp = 0; sp < (1u << addr4::kSpaceBits); ++sp) v.insert((sp << addr4::kSpaceLsb) | low);
        if (f.check == Check::ADDR8)
          for (unsigned k = 32; k < 64; ++k) v.insert((uint64_t{1} << k) | (own & 0xFFFFFFFFull));
        break;
      }
      case Check::NONZERO:
        v.insert(0);
        for (unsigned k = 0; k < 8 * f.width; ++k) v.insert(uint64_t{1} << k);
        break;
      default:  // an enumeration in one byte
        for (uint64_t a = 0; a < 256; ++a) {
          Word w = base;
          set_field(w, f, a);
          if (check_field(f, a, w) != Err::OK) continue;
          v.insert(a);
          for (unsigned k = 0; k < 8; ++k) v.insert(a ^ (1u << k));
        }
        break;
    }
    return {v.begin(), v.end()};
  }

  /// A value that fails f's check.
  uint64_t bad_value(const FieldDesc& f, const Word& w) {
    switch (f.check) {
      case Check::ADDR4:
      case Check::ADDR8: {
        uint32_t v = r_.chance(0.5)
                         ? static_cast<uint32_t>((3 + r_.below(13)) << addr4::kModeLsb) | static_cast<uint32_t>(r_.below(1u << 26))
                         : static_cast<uint32_t>(3u << addr4::kSpaceLsb) | static_cast<uint32_t>(r_.below(1u << 26));
        if (f.check == Check::ADDR8 && r_.chance(0.3))
          return (static_cast<uint64_t>(1 + r_.below(0xFFFFFFFF)) << 32) | valid_addr4(r_, false);
        return v;
      }
      case Check::NONZERO:
        return 0;
      default: {
        uint64_t v;
        do v = rand_bits(r_, f.width); while (check_field(f, v, w) == Err::OK);
        return v;
      }
    }
  }

  const GenOptions& opt_;
  SplitMix64 r_;
  GenStream s_;
  std::vector<const OpcodeDesc*> single_, dve_, later_;
  std::vector<BadClass> classes_;
};

}  // namespace

const char* bad_class_name(BadClass c) { return kBad[static_cast<unsigned>(c)].name; }
Err bad_class_error(BadClass c) { return kBad[static_cast<unsigned>(c)].err; }
std::optional<BadClass> bad_class_from_name(std::string_view name) {
  for (const auto& b : kBad)
    if (name == b.name) return b.cls;
  return std::nullopt;
}

bool bad_class_possible(BadClass c, unsigned gen) {
  if (c != BadClass::OPCODE_NOT_IN_GEN) return true;
  for (const auto& d : kOpcodes)
    if (!opcode_in_gen(d.opcode, gen)) return true;
  return false;
}

GenStream generate(const GenOptions& opt) {
  if (opt.max_args > 255)
    throw std::invalid_argument("max_args " + std::to_string(opt.max_args) + " is past 255 (num_arguments is a u8)");
  if (opt.min_args > opt.max_args)
    throw std::invalid_argument("min_args " + std::to_string(opt.min_args) + " exceeds max_args " +
                                std::to_string(opt.max_args));
  return Builder(opt).run();
}

std::vector<CheckCase> generate_every_check(uint64_t seed, unsigned gen) {
  GenOptions o;
  o.seed = seed;
  o.gen = gen;
  return Builder(o).every_check();
}

}  // namespace tpb
