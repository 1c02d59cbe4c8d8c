// libFuzzer harness: the custom-op chain handling of the Xtensa cluster model
// (tpb::Cluster::run_stream / run_chain) with a registry of the built-in kernels, on a small
// SBUF (16 x 1024) and HBM (64 KiB) with seeded contents.
//
// Input: byte 0 = options, byte 1 = registry variant, then 64-byte words.
//   options bit 0   fix up 0x85/0x86 words so most pass the decoder (header byte, reserved
//                   bytes, num_payloads, small counts and steps, addresses folded into the
//                   memories); the other bits still reach the checks
//   options bit 1   run every chain on a forced CPU (bits 2..5, 8..15 give CL_BAD_CPU_ID)
//   options bit 6   un-program MEM_WINDOW0 of CPU (bits 2..4) before the run
//   options bit 7   a staging slice of 0x2400 bytes (CPU 7's slice leaves the scratch)
//   registry        0: every built-in; 1: the first 10; 2: every built-in plus an entry no
//                   kernel provides; 3: none
//
// Invariants:
//   - run_stream gives one completion per 0x85 word, in order, with the header's index;
//   - the same chains run one by one with run_chain (split here by the documented rule) give
//     the same completions;
//   - a refused chain leaves SBUF, HBM and the scratch as they were, and the round-robin CPU;
//   - an accepted chain: every word of it is accepted by the decoder, the CPU is < 8, bytes
//     in/out are the operands' elements x element size, the round robin moves by one;
//   - a chain the decoder accepts is never refused for a decoder reason or its shape;
//   - every error code is OK, a decoder code or a CL_ code;
//   - when the output does not overlap itself or an input: iota writes 0, 1, 2, ... per
//     partition, sort writes each partition's input ascending, topk its k largest descending
//     (orders by a key written here: unsigned, signed, IEEE total order).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>

#include "fuzz_common.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"

namespace {

using tpb::Completion;
using tpb::Err;
using tpb::Word;

constexpr uint8_t kHeader = 0x85;
constexpr uint8_t kPayload = 0x86;
constexpr uint32_t kParts = 16, kPartBytes = 1024, kHbmBytes = 1 << 16;

// ---- fix-up of chain words (option bit 0)
void zero_reserved(Word& w) {
  const tpb::OpcodeDesc* d = tpb::find_opcode(w[0]);
  for (unsigned b = 0; b < tpb::kBundleBytes; ++b)
    if (!((d->covered >> b) & 1)) w[b] = 0;
  w[1] = 0x10;
}

void fix_word(Word& w, size_t nfunctions) {
  if (w[0] == kHeader) {
    zero_reserved(w);
    w[0x0F] = static_cast<uint8_t>(w[0x0F] % 3);  // 0..2 inputs
    if (w[0x0E] != 0xFF) w[0x0E] = static_cast<uint8_t>(w[0x0E] % (nfunctions + 2));
    const uint16_t np = w[0x0F] ? w[0x0F] + 2 : 1;
    w[0x0C] = static_cast<uint8_t>(np);
    w[0x0D] = static_cast<uint8_t>(np >> 8);
  } else if (w[0] == kPayload) {
    zero_reserved(w);
    w[0x0F] = 1;
    uint32_t a = static_cast<uint32_t>(tpb_fuzz::le(w, 0x10, 4));
    switch (a >> 30) {  // mostly static SBUF / HBM addresses inside the memories
      case 0:
      case 1: a = tpb::addr4_sbuf((a >> 18) % kParts, a % kPartBytes); break;
      case 2: a = tpb::addr4_hbm(a % kHbmBytes); break;
      default: break;  // raw: register, indirect, PSUM, undefined
    }
    for (unsigned b = 0; b < 4; ++b) w[0x10 + b] = static_cast<uint8_t>(a >> (8 * b));
    for (unsigned k = 0; k < 4; ++k) {
      const unsigned so = 0x14 + 4 * k, no = so + 2;
      const int16_t step = static_cast<int16_t>(static_cast<int8_t>(w[so]) % 9);  // -8..8
      const uint16_t num = static_cast<uint16_t>(1 + w[no] % (k == 0 ? 4 : 8));
      w[so] = static_cast<uint8_t>(step);
      w[so + 1] = static_cast<uint8_t>(static_cast<uint16_t>(step) >> 8);
      w[no] = static_cast<uint8_t>(num);
      w[no + 1] = 0;
    }
  }
}

// ---- a T4dCo walker written from docs/cluster.md ("Access patterns")
struct ElemLoc {
  bool sbuf;
  int64_t row, off;  // SBUF: partition, byte offset; HBM: row 0, byte address
};

std::vector<ElemLoc> walk(const tpb::T4dCo& ap, unsigned esize) {
  const tpb::Addr4 a = tpb::addr4_decode(ap.addr);
  const bool sbuf = a.space == tpb::addr4::kSpaceSbuf;
  const int64_t p0 = sbuf ? a.partition : 0, o0 = sbuf ? a.offset : a.address;
  std::vector<ElemLoc> out;
  for (int64_t i0 = 0; i0 < ap.num0; ++i0)
    for (int64_t i1 = 0; i1 < ap.num1; ++i1)
      for (int64_t i2 = 0; i2 < ap.num2; ++i2)
        for (int64_t i3 = 0; i3 < ap.num3; ++i3) {
          const int64_t fr = i1 * ap.step1 + i2 * ap.step2 + i3 * ap.step3;
          if (sbuf)
            out.push_back({true, p0 + i0 * ap.step0, o0 + fr * esize});
          else
            out.push_back({false, 0, o0 + (i0 * ap.step0 + fr) * esize});
        }
  return out;
}

// Byte ranges of the elements, as (memory, row, byte) keys.
std::vector<std::pair<int64_t, int64_t>> byte_keys(const std::vector<ElemLoc>& el, unsigned esize) {
  std::vector<std::pair<int64_t, int64_t>> k;
  for (const auto& e : el)
    for (unsigned b = 0; b < esize; ++b) k.push_back({e.sbuf ? e.row : -1, e.off + b});
  std::sort(k.begin(), k.end());
  return k;
}

uint64_t order_key(uint64_t bits, const std::string& dt) {  // unsigned key with the dtype's order
  if (dt == "u8" || dt == "u16" || dt == "u32") return bits;
  if (dt == "i8") return bits ^ 0x80;
  if (dt == "i16") return bits ^ 0x8000;
  if (dt == "i32") return bits ^ 0x80000000u;
  const unsigned nbits = dt == "fp32" ? 32 : 16;
  const uint64_t sign = uint64_t{1} << (nbits - 1), mask = (uint64_t{1} << nbits) - 1;
  return (bits & sign) ? (~bits & mask) : (bits | sign);  // IEEE total order
}

struct Mem {
  tpb::VectorSbuf sbuf{kParts, kPartBytes};
  tpb::FlatHbm hbm{kHbmBytes};
  /// Seeded contents (filled once, then copied: the same for every input).
  static Mem seeded() {
    static const Mem proto = [] {
      Mem m;
      tpb::SplitMix64 r(0xC1u);
      for (auto& b : m.sbuf.bytes()) b = static_cast<uint8_t>(r.next());
      for (auto& b : m.hbm.bytes()) b = static_cast<uint8_t>(r.next());
      return m;
    }();
    return proto;
  }
  uint64_t read_elem(const ElemLoc& e, unsigned esize) const {
    uint8_t buf[8] = {};
    const bool ok = e.sbuf ? sbuf.read(static_cast<uint32_t>(e.row), static_cast<uint64_t>(e.off), {buf, esize})
                           : hbm.read(0, static_cast<uint64_t>(e.off), {buf, esize});
    FUZZ_CHECK(ok, "element outside its memory (row %lld, offset %lld) in an accepted op", (long long)e.row,
               (long long)e.off);
    uint64_t v = 0;
    for (unsigned b = 0; b < esize; ++b) v |= uint64_t{buf[b]} << (8 * b);
    return v;
  }
};

std::vector<uint8_t> scratch_of(const tpb::Cluster& c) {
  std::vector<uint8_t> s(tpb::xtensa::kScratchBytes);
  FUZZ_CHECK(c.read_scratch(tpb::xtensa::kScratchBase, s) == Err::OK, "scratch read refused");
  return s;
}

bool same_bytes(std::span<const uint8_t> a, std::span<const uint8_t> b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size()) == 0;
}

// A named code of the field map: OK, a decoder code (below 32) or a cluster code (CL_*).
bool known_code(Err e) {
  const tpb::ErrDesc* d = tpb::find_error(e);
  if (!d) return false;
  const std::string n = d->name;
  return e == Err::OK || static_cast<unsigned>(e) < 32 || n.rfind("CL_", 0) == 0;
}

const tpb::KernelDef* builtin(const std::string& fn) {
  for (const auto& k : tpb::builtin_kernels())
    if (k.function == fn) return &k;
  return nullptr;
}

// Output semantics of an accepted built-in op (only when the output bytes are distinct and
// disjoint from the input's).
void check_semantics(const Mem& before, const Mem& after, const std::vector<Word>& chain, const std::string& fn,
                     unsigned esize, const std::string& dt) {
  std::vector<tpb::T4dCo> aps;
  for (size_t i = 1; i < chain.size(); ++i) aps.push_back(tpb::decode_as<tpb::CustomOpPayload>(chain[i]).value.ap);
  const auto out = walk(aps[0], esize);
  if (out.size() > 4096) return;
  auto ko = byte_keys(out, esize);
  if (std::adjacent_find(ko.begin(), ko.end()) != ko.end()) return;  // the output overlaps itself
  std::vector<ElemLoc> in;
  if (aps.size() > 1) {
    in = walk(aps[1], esize);
    auto ki = byte_keys(in, esize);
    std::vector<std::pair<int64_t, int64_t>> common;
    std::set_intersection(ko.begin(), ko.end(), ki.begin(), ki.end(), std::back_inserter(common));
    if (!common.empty()) return;  // output and input share bytes
  }
  const uint64_t out_per_part = uint64_t{aps[0].num1} * aps[0].num2 * aps[0].num3;
  const uint64_t mask = esize == 8 ? ~0ull : (uint64_t{1} << (8 * esize)) - 1;
  const std::string kind = fn.substr(0, 4);
  for (uint32_t p = 0; p < aps[0].num0; ++p) {
    std::vector<uint64_t> got;
    for (uint64_t i = 0; i < out_per_part; ++i) got.push_back(after.read_elem(out[p * out_per_part + i], esize));
    std::vector<uint64_t> want;
    if (kind == "iota") {
      for (uint64_t i = 0; i < out_per_part; ++i) {
        uint64_t v = i & mask;
        if (dt == "fp32") {
          const float f = static_cast<float>(i);
          uint32_t b;
          std::memcpy(&b, &f, 4);
          v = b;
        }
        want.push_back(v);
      }
    } else {
      const uint64_t in_per_part = uint64_t{aps[1].num1} * aps[1].num2 * aps[1].num3;
      std::vector<uint64_t> row;
      for (uint64_t i = 0; i < in_per_part; ++i) row.push_back(before.read_elem(in[p * in_per_part + i], esize));
      std::stable_sort(row.begin(), row.end(),
                       [&](uint64_t a, uint64_t b) { return order_key(a, dt) < order_key(b, dt); });
      if (kind == "topk") std::reverse(row.begin(), row.end());
      row.resize(out_per_part);
      want = row;
    }
    FUZZ_CHECK(got == want, "%s: partition %u of the output differs from the reference", fn.c_str(), p);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2) return 0;
  const uint8_t opt = data[0], regv = data[1] & 3;
  std::vector<Word> words = tpb_fuzz::words_of(data + 2, size - 2);

  tpb::FunctionRegistry reg;
  const auto& kernels = tpb::builtin_kernels();
  const size_t nreg = regv == 1 ? 10 : regv == 3 ? 0 : kernels.size();
  for (size_t i = 0; i < nreg; ++i) reg.add(kernels[i].lib, kernels[i].function);
  if (regv == 2) reg.add("libnotinstalled.so", "sort_fp32");
  if (opt & 1)
    for (auto& w : words) fix_word(w, reg.size());

  // Cost guard: operands whose element count is large but not large enough to be refused
  // for the private window (sorting a million elements proves nothing new).
  for (const auto& w : words)
    if (w[0] == kPayload) {
      const auto ap = tpb::decode_as<tpb::CustomOpPayload>(w).value.ap;
      const uint64_t n = uint64_t{ap.num0} * ap.num1 * ap.num2 * ap.num3;
      if (n > (1u << 14) && n <= (1u << 22)) return -1;
    }

  tpb::ClusterConfig cfg;
  if (opt & 0x80) cfg.slice_bytes = 0x2400;
  const std::optional<unsigned> forced =
      (opt & 2) ? std::optional<unsigned>((opt >> 2) & 0xF) : std::nullopt;  // 8..15: CL_BAD_CPU_ID
  const unsigned unprogram = (opt >> 2) & 7;

  // Run A: run_stream over the whole stream.
  std::vector<Completion> stream_done;
  {
    Mem m = Mem::seeded();
    tpb::Cluster c(m.sbuf, m.hbm, cfg);
    if (opt & 0x40) c.program_window(unprogram, 0);
    if (!forced) stream_done = c.run_stream(words, reg);
  }
  size_t headers = 0;
  for (const auto& w : words) headers += w[0] == kHeader;
  if (!forced)
    FUZZ_CHECK(stream_done.size() == headers, "run_stream: %zu completions for %zu headers", stream_done.size(),
               headers);

  // Run B: chain by chain, split by the documented rule (header + up to num_arguments + 1
  // following 0x86 words).
  Mem m = Mem::seeded();
  tpb::Cluster c(m.sbuf, m.hbm, cfg);
  if (opt & 0x40) c.program_window(unprogram, 0);
  uint32_t ordinal = 0;
  for (size_t i = 0; i < words.size();) {
    if (words[i][0] != kHeader) {
      ++i;
      continue;
    }
    const size_t want = size_t{words[i][0x0F]} + 2;
    size_t j = i + 1;
    while (j < words.size() && j - i < want && words[j][0] == kPayload) ++j;
    const std::vector<Word> chain(words.begin() + i, words.begin() + j);

    tpb::RunOptions ro;
    ro.chain = ordinal;
    ro.word_index = static_cast<uint32_t>(i);
    ro.cpu = forced;
    const unsigned rr0 = c.next_cpu();
    const Mem snapshot = m;
    const std::vector<uint8_t> scratch0 = scratch_of(c);
    const Completion done = c.run_chain(chain, reg, ro);

    static const bool verbose = std::getenv("TPB_FUZZ_VERBOSE") != nullptr;
    if (verbose)
      std::fprintf(stderr, "  chain %u at word %zu: %zu words, %s, cpu %u, %llu bytes in, %llu out\n", ordinal, i,
                   chain.size(), tpb::err_name(done.err), done.cpu, (unsigned long long)done.bytes_in,
                   (unsigned long long)done.bytes_out);
    FUZZ_CHECK(known_code(done.err), "chain at word %zu: error code %u", i, unsigned(done.err));
    FUZZ_CHECK(done.chain == ordinal && done.word_index == i, "chain at word %zu: completion says chain %u word %u", i,
               done.chain, done.word_index);
    if (!forced) {
      const Completion& s = stream_done[ordinal];
      FUZZ_CHECK(s.err == done.err && s.cpu == done.cpu && s.function_id == done.function_id &&
                     s.bytes_in == done.bytes_in && s.bytes_out == done.bytes_out && s.tiles_in == done.tiles_in &&
                     s.tiles_out == done.tiles_out && s.chain == done.chain && s.word_index == done.word_index,
                 "chain %u: run_stream %s, run_chain %s", ordinal, tpb::err_name(s.err), tpb::err_name(done.err));
    }
    // The decoder's view of the chain alone.
    const auto recs = tpb::decode_stream(chain);
    const bool decoder_ok = std::all_of(recs.begin(), recs.end(), [](const tpb::Record& r) { return r.err == Err::OK; });
    if (decoder_ok)
      FUZZ_CHECK((done.err == Err::OK || std::string(tpb::err_name(done.err)).rfind("CL_", 0) == 0) &&
                     done.err != Err::CL_CHAIN_SHAPE && done.err != Err::CL_CHAIN_LENGTH,
                 "chain at word %zu: the decoder accepts it, the cluster refuses it with %s", i,
                 tpb::err_name(done.err));
    if (done.err != Err::OK) {
      if (done.err != Err::CL_KERNEL_FAULT)
        FUZZ_CHECK(same_bytes(m.sbuf.bytes(), snapshot.sbuf.bytes()) && same_bytes(m.hbm.bytes(), snapshot.hbm.bytes()) &&
                       same_bytes(scratch_of(c), scratch0),
                   "chain at word %zu refused (%s) but SBUF/HBM/scratch changed", i, tpb::err_name(done.err));
      FUZZ_CHECK(c.next_cpu() == rr0, "chain at word %zu refused (%s) but the round robin moved", i,
                 tpb::err_name(done.err));
    } else {
      FUZZ_CHECK(decoder_ok, "chain at word %zu: the cluster accepts what the decoder refuses", i);
      FUZZ_CHECK(done.cpu < tpb::xtensa::kNumCpus, "chain at word %zu ran on cpu %u", i, done.cpu);
      FUZZ_CHECK(done.function_id == chain[0][0x0E], "chain at word %zu: function id %u", i, done.function_id);
      FUZZ_CHECK(c.next_cpu() == (forced ? rr0 : (rr0 + 1) % 8), "chain at word %zu: round robin %u -> %u", i, rr0,
                 c.next_cpu());
      const auto* e = reg.find(chain[0][0x0E]);
      FUZZ_CHECK(e != nullptr, "accepted chain with an unregistered id %u", chain[0][0x0E]);
      const tpb::KernelDef* k = builtin(e->function);
      FUZZ_CHECK(k != nullptr, "accepted chain runs '%s', not a built-in", e->function.c_str());
      const unsigned esize = tpb::find_dtype(k->dtype)->bytes;
      uint64_t in_elems = 0, out_elems = 0;
      for (size_t p = 1; p < chain.size(); ++p) {
        const auto ap = tpb::decode_as<tpb::CustomOpPayload>(chain[p]).value.ap;
        (p == 1 ? out_elems : in_elems) += uint64_t{ap.num0} * ap.num1 * ap.num2 * ap.num3;
      }
      FUZZ_CHECK(done.bytes_in == in_elems * esize && done.bytes_out == out_elems * esize,
                 "chain at word %zu: bytes in/out %llu/%llu, operands %llu/%llu", i,
                 (unsigned long long)done.bytes_in, (unsigned long long)done.bytes_out,
                 (unsigned long long)(in_elems * esize), (unsigned long long)(out_elems * esize));
      check_semantics(snapshot, m, chain, e->function, esize, k->dtype);
    }
    ++ordinal;
    i = j;
  }
  return 0;
}
