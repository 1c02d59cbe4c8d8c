// Randomised checks of the cluster model: access-pattern semantics against an independent
// gather/scatter reference, and "a refused op writes nothing" on generated streams.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "test_cluster_util.hpp"
#include "tpb/gen.hpp"

using namespace tpb;
using tpb::test::Bench;
using tpb::test::Rng;

namespace {

struct Mem {  // plain copies of SBUF (8 x 256) and HBM (2048) for the reference
  std::vector<uint8_t> sbuf, hbm;
};

// Byte address of element (i0, i1, i2, i3) as docs/cluster.md states it; nullopt outside memory.
std::optional<std::pair<uint8_t*, size_t>> where(Mem& m, const T4dCo& ap, unsigned esize, int i0, int i1, int i2, int i3) {
  Addr4 a = addr4_decode(ap.addr);
  long free = long(i1) * ap.step1 + long(i2) * ap.step2 + long(i3) * ap.step3;
  if (a.space == addr4::kSpaceSbuf) {
    long p = long(a.partition) + long(i0) * ap.step0, off = long(a.offset) + free * esize;
    if (p < 0 || p >= 8 || off < 0 || off + esize > 256) return std::nullopt;
    return std::make_pair(&m.sbuf[p * 256 + off], size_t{esize});
  }
  long addr = long(a.address) + (long(i0) * ap.step0 + free) * esize;
  if (addr < 0 || addr + esize > 2048) return std::nullopt;
  return std::make_pair(&m.hbm[addr], size_t{esize});
}

template <class F>
bool for_each_elem(const T4dCo& ap, F f) {
  for (int i0 = 0; i0 < ap.num0; ++i0)
    for (int i1 = 0; i1 < ap.num1; ++i1)
      for (int i2 = 0; i2 < ap.num2; ++i2)
        for (int i3 = 0; i3 < ap.num3; ++i3)
          if (!f(i0, i1, i2, i3)) return false;
  return true;
}

T4dCo random_ap(Rng& r, uint16_t num0, uint16_t num1, uint16_t num2, uint16_t num3) {
  T4dCo ap;
  if (r.next() % 10 < 7)
    ap.addr = addr4_sbuf(static_cast<unsigned>(r.next() % 8), static_cast<unsigned>(r.next() % 256));
  else
    ap.addr = addr4_hbm(static_cast<unsigned>(r.next() % 2048));
  auto step = [&](int lim) { return static_cast<int16_t>(static_cast<int>(r.next() % (2 * lim + 1)) - lim); };
  ap.step0 = step(2);
  ap.num0 = num0;
  ap.step1 = step(40);
  ap.num1 = num1;
  ap.step2 = step(12);
  ap.num2 = num2;
  ap.step3 = r.next() % 2 ? 1 : step(3);
  ap.num3 = num3;
  return ap;
}

}  // namespace

TEST_CASE("random access patterns: SORT/TOPK/IOTA match a gather-compute-scatter reference", "[cluster][random]") {
  Rng r(2024);
  unsigned ok = 0, refused = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    Bench b(8, 256, 2048);
    for (auto& v : b.sbuf.bytes()) v = static_cast<uint8_t>(r.next());
    for (auto& v : b.hbm.bytes()) v = static_cast<uint8_t>(r.next());
    Mem ref{std::vector<uint8_t>(b.sbuf.bytes().begin(), b.sbuf.bytes().end()),
            std::vector<uint8_t>(b.hbm.bytes().begin(), b.hbm.bytes().end())};

    static const char* fns[] = {"sort_u8", "sort_i16", "sort_u32", "topk_i32", "iota_u16"};
    const std::string fn = fns[r.next() % 5];
    const unsigned esize = fn == "sort_u8" ? 1 : fn == "sort_i16" || fn == "iota_u16" ? 2 : 4;
    const auto n0 = static_cast<uint16_t>(1 + r.next() % 3), n1 = static_cast<uint16_t>(1 + r.next() % 2),
               n2 = static_cast<uint16_t>(1 + r.next() % 2), n3 = static_cast<uint16_t>(1 + r.next() % 6);
    const unsigned n = n1 * n2 * n3;
    const auto k = static_cast<uint16_t>(1 + r.next() % n);
    T4dCo in = random_ap(r, n0, n1, n2, n3);
    T4dCo out = fn.rfind("topk", 0) == 0 ? random_ap(r, n0, 1, 1, k) : random_ap(r, n0, n1, n2, n3);
    std::vector<T4dCo> ins;
    if (fn != "iota_u16") ins.push_back(in);

    // Reference: gather every input element, compute per partition, scatter in walk order.
    bool in_range = true;
    std::vector<std::vector<uint64_t>> rows(n0);
    for (const T4dCo& ap : ins)
      in_range &= for_each_elem(ap, [&](int i0, int i1, int i2, int i3) {
        auto w = where(ref, ap, esize, i0, i1, i2, i3);
        if (!w) return false;
        uint64_t v = 0;
        std::memcpy(&v, w->first, esize);
        rows[i0].push_back(v);
        return true;
      });
    in_range &= for_each_elem(out, [&](int i0, int i1, int i2, int i3) {
      return where(ref, out, esize, i0, i1, i2, i3).has_value();
    });
    for (auto& row : rows) {
      if (fn == "sort_u8" || fn == "sort_u32") std::sort(row.begin(), row.end());
      if (fn == "sort_i16")
        std::sort(row.begin(), row.end(), [](uint64_t a, uint64_t b) { return int16_t(a) < int16_t(b); });
      if (fn == "topk_i32")
        std::sort(row.begin(), row.end(), [](uint64_t a, uint64_t b) { return int32_t(a) > int32_t(b); });
    }
    if (in_range) {
      uint64_t idx = 0;
      for_each_elem(out, [&](int i0, int i1, int i2, int i3) {
        uint64_t e = idx++ % (out.num1 * out.num2 * out.num3);
        uint64_t v = fn == "iota_u16" ? e : rows[i0][e];
        std::memcpy(where(ref, out, esize, i0, i1, i2, i3)->first, &v, esize);
        return true;
      });
    }

    const uint64_t before = b.state_hash();
    Completion c = b.run(b.chain(b.id(fn.c_str()), out, ins));
    INFO("iteration " << iter << " " << fn << " err " << err_name(c.err));
    if (in_range) {
      REQUIRE(c.err == Err::OK);
      ++ok;
      REQUIRE(std::equal(ref.sbuf.begin(), ref.sbuf.end(), b.sbuf.bytes().begin()));
      REQUIRE(std::equal(ref.hbm.begin(), ref.hbm.end(), b.hbm.bytes().begin()));
    } else {
      REQUIRE(c.err == Err::CL_OPERAND_RANGE);
      ++refused;
      REQUIRE(b.state_hash() == before);
    }
  }
  CHECK(ok > 300);
  CHECK(refused > 300);
}

TEST_CASE("generated streams: one completion per header, refused ops write nothing", "[cluster][random]") {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    GenOptions o;
    o.seed = seed;
    o.count = 300;
    o.bad_ratio = 0.3;
    // The custom-op classes (plus two word-level ones): the chains the cluster sees.
    o.classes = {BadClass::CO_INDIRECT_AP,    BadClass::CO_OPERAND_MEM,    BadClass::CO_FUNCTION_ID_UNSET,
                 BadClass::CO_COUNT_MISMATCH, BadClass::CO_ORPHAN_PAYLOAD, BadClass::CO_CHAIN_BROKEN,
                 BadClass::CO_CHAIN_TRUNCATED, BadClass::RESERVED_NONZERO, BadClass::UNKNOWN_OPCODE};
    GenStream g = generate(o);
    Bench b(8, 256, 4096);
    for (auto& v : b.sbuf.bytes()) v = static_cast<uint8_t>(seed * 7 + (&v - b.sbuf.bytes().data()));
    std::vector<Completion> all = b.cluster.run_stream(g.words, b.reg);
    size_t headers = std::count_if(g.words.begin(), g.words.end(), [](const Word& w) { return w[0] == 0x85; });
    CHECK(all.size() == headers);
    // Again one chain at a time, hashing around each refused one.
    Bench b2(8, 256, 4096);
    std::map<Err, unsigned> seen;
    for (const Completion& c : all) {
      size_t want = chain_frame(g.words[c.word_index]).words();
      size_t len = 1;
      while (c.word_index + len < g.words.size() && len < want && g.words[c.word_index + len][0] == 0x86) ++len;
      const uint64_t before = b2.state_hash();
      Completion again = b2.run(std::vector<Word>(g.words.begin() + c.word_index, g.words.begin() + c.word_index + len));
      CHECK(again.err == c.err);
      if (!again.ok()) CHECK(b2.state_hash() == before);
      ++seen[c.err];
    }
    INFO("seed " << seed);
    CHECK(seen.size() >= 2);  // the stream exercises more than one outcome
  }
}
