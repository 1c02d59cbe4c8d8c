// Checked streams (stream.hpp): the generator's stream with legal mover patterns, legal
// kernel chains and byte mutations, one recipe for the lockstep, the FPGA check and tpb gen.
#include "tpb/stream.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <string>

#include "tpb/io.hpp"

namespace tpb {

namespace {

// PRNG streams of the three steps, derived from the generator seed (kept stable: saved
// streams and recorded runs depend on them).
constexpr uint64_t kSb2sbSalt = 0x5B25B2ull;
constexpr uint64_t kChainSalt = 0xC0570Bull;
constexpr uint64_t kMutateSalt = 0x6D75746174650000ull;

// Shortest text that reads back as v (as the tools print shares: 0.5, 0.03).
std::string num(double v) {
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

void check_share(double v, const char* what) {
  if (!(v >= 0.0 && v <= 1.0)) throw std::invalid_argument(std::string(what) + " " + num(v) + " is outside 0..1");
}
double checked_share(double v, const char* what) {
  check_share(v, what);
  return v;
}

// Step 3 on one word: whether it is mutated, then 1..3 bytes XORed with a nonzero value. The
// draws depend on the word's position in the stream alone, never on its bytes, so a null word
// replays them (checked_bin_source counts without the words). The order of the draws is the
// stream format's: the value before the offset, as `w[below(64)] ^= 1 + below(255)` drew them
// (C++17 evaluates the right operand of ^= first).
bool mutate_word(SplitMix64& r, double share, Word* w) {
  if (!r.chance(share)) return false;
  const unsigned k = 1 + static_cast<unsigned>(r.below(3));
  for (unsigned i = 0; i < k; ++i) {
    const auto value = static_cast<uint8_t>(1 + r.below(255));
    const uint64_t at = r.below(kBundleBytes);
    if (w) (*w)[at] ^= value;
  }
  return true;
}

std::string mutate_text(double share, size_t mutated) {
  return ", mutate " + num(share) + " (" + std::to_string(mutated) + " words)";
}

std::vector<bool> injected_mask(const GenStream& gs) {
  std::vector<bool> m(gs.words.size(), false);
  for (const Injection& inj : gs.injected) m[inj.index] = true;
  return m;
}

}  // namespace

std::vector<Word> legal_custom_chain(SplitMix64& r, const SbufGeometry& g, uint64_t hbm_bytes,
                                     const std::string& deployment_name) {
  // The deployment's functions a chain may name (every one but the registry's fillers); a
  // function's FunctionId is its place in the deployment.
  const std::vector<FunctionDecl>& decls = deployment(deployment_name);
  std::vector<size_t> pick;
  for (size_t i = 0; i < decls.size(); ++i)
    if (!decls[i].filler) pick.push_back(i);
  const size_t id = pick[r.below(pick.size())];
  const KernelDef& k = decls[id].kernel;
  const DtypeDesc* dt = find_dtype(k.dtype);
  if (!dt) throw std::logic_error("deployed kernel with an unknown dtype: " + k.dtype);
  const unsigned esize = dt->bytes;
  if (g.partitions == 0 || g.bytes_per_partition < 128 || hbm_bytes < uint64_t{16} * 128)
    throw std::invalid_argument("legal custom ops need at least 128 bytes per partition and 2 KiB of HBM (geometry " +
                                to_string(g) + ", HBM " + std::to_string(hbm_bytes) + " bytes)");
  const unsigned parts = 1 + static_cast<unsigned>(r.below(std::min(16u, g.partitions)));
  const unsigned elems = 1 + static_cast<unsigned>(r.below(std::max(1u, 128 / esize)));
  auto operand = [&](unsigned n) {
    const uint64_t bytes = uint64_t{parts} * n * esize;
    if (r.chance(0.25)) {
      const uint64_t slots = (hbm_bytes - bytes) / esize + 1;
      return hbm_ap(static_cast<unsigned>(r.below(std::min<uint64_t>(slots, 1u << 16)) * esize), parts, n);
    }
    const unsigned p0 = static_cast<unsigned>(r.below(g.partitions - parts + 1));
    const unsigned off = static_cast<unsigned>(r.below((g.bytes_per_partition - n * esize) / esize + 1)) * esize;
    return sbuf_ap(p0, off, parts, n);
  };
  CustomOpSpec spec;
  spec.function_id = static_cast<uint8_t>(id);
  const bool topk = k.function.rfind("topk_", 0) == 0;
  spec.outputs = {operand(topk ? 1 + static_cast<unsigned>(r.below(elems)) : elems)};
  for (int i = 0; i < std::clamp(k.num_inputs, 0, 255); ++i) spec.inputs.push_back(operand(elems));
  BuiltChain b = build_custom_op(spec);
  if (!b.ok()) throw std::logic_error(std::string("legal custom op refused: ") + err_name(b.err));
  return b.words;
}

CheckedStreamReader::CheckedStreamReader(const StreamRecipe& rc, size_t buffer_words)
    : mutate_(checked_share(rc.mutate, "mutate")), rng_(rc.gen.seed ^ kMutateSalt), reader_(rc.bin, buffer_words) {}

size_t CheckedStreamReader::read(std::span<Word> out) {
  const size_t n = reader_.read(out);
  // 3. Byte mutations, as build_checked_stream applies them to a whole stream.
  if (mutate_ > 0)
    for (size_t i = 0; i < n; ++i) mutated_ += mutate_word(rng_, mutate_, &out[i]);
  return n;
}

std::string checked_bin_source(const StreamRecipe& rc, uint64_t words) {
  if (!(rc.mutate > 0)) return rc.bin;
  SplitMix64 r(rc.gen.seed ^ kMutateSalt);
  size_t mutated = 0;
  for (uint64_t i = 0; i < words; ++i) mutated += mutate_word(r, rc.mutate, nullptr);
  return rc.bin + mutate_text(rc.mutate, mutated);
}

CheckedStream build_checked_stream(const StreamRecipe& rc) {
  check_share(rc.sb2sb_legal, "sb2sb-legal");
  check_share(rc.custom_legal, "custom-legal");
  check_share(rc.mutate, "mutate");
  CheckedStream out;
  if (!rc.bin.empty()) {
    // Step 3 as the words are read (the reader applies it): one implementation for both.
    CheckedStreamReader rd(rc);
    if (rd.size()) out.words.reserve(*rd.size());
    std::vector<Word> piece(rd.buffer_words());
    while (const size_t n = rd.read(piece))
      out.words.insert(out.words.end(), piece.begin(), piece.begin() + static_cast<std::ptrdiff_t>(n));
    out.source = rc.bin;
    if (rc.mutate > 0) {
      out.mutated = rd.mutated();
      out.source += mutate_text(rc.mutate, out.mutated);
    }
  } else {
    GenStream gs = generate(rc.gen);
    out.source = "generator seed " + std::to_string(rc.gen.seed) + " count " + std::to_string(rc.gen.count) +
                 " bad-ratio " + num(rc.gen.bad_ratio);
    std::vector<Word>& words = gs.words;

    // 1. Legal mover patterns in place of a share of the generated 0xBF words.
    if (rc.sb2sb_legal > 0) {
      const std::vector<bool> injected = injected_mask(gs);
      SplitMix64 r(rc.gen.seed ^ kSb2sbSalt);
      for (size_t i = 0; i < words.size(); ++i) {
        if (words[i][kHdrOpcodeOff] != GpsimdSb2sb::kOpcode || injected[i] || !r.chance(rc.sb2sb_legal)) continue;
        // As tb/mover: contiguous 25, strided 20, edge 10 (of 60); then both sides of the
        // per-partition ceiling: exactly at it (2, accepted), one element past it (3, refused
        // with SB2SB_TOO_MANY_BYTES), so every stream reaches the boundary.
        const uint64_t k = r.below(60);
        if (k >= 55) {
          const bool over = k >= 57;
          words[i] = gen_sb2sb_ceiling(r, rc.mover, over);
          ++(over ? out.ceiling_over_sb2sb : out.legal_sb2sb);
          continue;
        }
        const auto cls = k < 25 ? Sb2sbClass::CONTIGUOUS : k < 45 ? Sb2sbClass::STRIDED : Sb2sbClass::EDGE;
        words[i] = gen_sb2sb(r, rc.mover, cls);
        ++out.legal_sb2sb;
      }
      out.source += ", sb2sb-legal " + num(rc.sb2sb_legal) + " (" + std::to_string(out.legal_sb2sb) + " words, " +
                    std::to_string(out.ceiling_over_sb2sb) + " past the ceiling)";
    }

    // 2. Legal kernel chains in place of a share of the whole, uninjected chains.
    if (rc.custom_legal > 0) {
      const std::vector<bool> injected = injected_mask(gs);
      SplitMix64 r(rc.gen.seed ^ kChainSalt);
      std::vector<Word> next;
      next.reserve(words.size());
      for (size_t i = 0; i < words.size();) {
        size_t len = 0;
        if (words[i][kHdrOpcodeOff] == CustomOpHeader::kOpcode && !injected[i]) {
          const size_t want = chain_frame(words[i]).words();
          while (len < want && i + len < words.size() && !injected[i + len] &&
                 words[i + len][kHdrOpcodeOff] == (len ? CustomOpPayload::kOpcode : CustomOpHeader::kOpcode))
            ++len;
          if (len != want) len = 0;
        }
        if (len && r.chance(rc.custom_legal)) {
          for (const Word& w : legal_custom_chain(r, rc.mover.geometry, rc.hbm_bytes, rc.deployment)) next.push_back(w);
          ++out.legal_chains;
          i += len;
        } else {
          next.push_back(words[i]);
          ++i;
        }
      }
      words = std::move(next);
      out.source += ", custom-legal " + num(rc.custom_legal) + " (" + std::to_string(out.legal_chains) + " chains)";
    }
    out.words = std::move(words);

    // 3. Byte mutations: reach check orders and chain states the class-driven generator does
    // not aim at.
    if (rc.mutate > 0) {
      SplitMix64 r(rc.gen.seed ^ kMutateSalt);
      for (Word& w : out.words) out.mutated += mutate_word(r, rc.mutate, &w);
      out.source += mutate_text(rc.mutate, out.mutated);
    }
  }
  if (out.words.empty()) throw std::invalid_argument("the stream is empty");
  return out;
}

}  // namespace tpb
