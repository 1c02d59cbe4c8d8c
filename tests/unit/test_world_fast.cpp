// The World's row kernels against their references (docs/world.md "Row kernels"): the operand
// walk run by run (read_elems, write_elems) against the walk element by element, the column
// sums (Adder::add_columns) against Adder::add per element, and whole generated programs with
// WorldConfig::reference_kernels off and on. Each comparison is also run against a planted
// bug of the class it guards (a dropped tail, a wrong stride, a wrong rounding)
// and must find it, so a comparison that cannot fail does not pass here.
#include <catch2/catch.hpp>
#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

#include "tpb/gen.hpp"
#include "tpb/world.hpp"
#include "tpb/world_gen.hpp"
#include "world/world_impl.hpp"

using namespace tpb;
using namespace tpb::world_detail;

namespace {

constexpr SbufGeometry kGeo = SbufGeometry::fpga();  // 16 x 1024
constexpr size_t kHbm = 4096;

/// Whether the World's checks accept the operand (its walk stays inside its memory).
bool accepted(const Operand& o) {
  return o.hbm ? check_hbm_ap(o.address, o.ap, kHbm) == WorldErr::OK : ap_check_range(o.ap, kGeo) == ApRange::OK;
}

/// A random operand the World's checks accept: SBUF or HBM, element size 1, 2 or 4, steps of
/// every class (0, 1, the element's own size and beyond, negative), counts from 1 to 9.
Operand random_operand(SplitMix64& rng) {
  for (;;) {
    Operand o;
    const unsigned eb = 1u << rng.below(3);
    o.hbm = rng.chance(0.3);
    auto step = [&] { return static_cast<int16_t>(static_cast<int>(rng.below(9)) - 3); };  // -3 .. 5
    auto count = [&](unsigned most) { return static_cast<uint16_t>(1 + rng.below(most)); };
    o.ap.elem_bytes = eb;
    o.ap.step = {step(), step(), rng.chance(0.5) ? int16_t{1} : step()};
    o.ap.num = {count(4), count(3), count(9)};
    if (o.hbm) {
      o.address = rng.below(kHbm);
    } else {
      o.ap.partition = static_cast<uint32_t>(rng.below(kGeo.partitions));
      o.ap.offset = static_cast<uint32_t>(rng.below(kGeo.bytes_per_partition));
    }
    if (accepted(o)) return o;
  }
}

std::vector<uint8_t> random_bytes(SplitMix64& rng, size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t& b : v) b = static_cast<uint8_t>(rng.next());
  return v;
}

using Read = std::function<std::vector<uint32_t>(std::span<const uint8_t>, size_t, const Operand&)>;
using Write = std::function<void(std::span<uint8_t>, size_t, const Operand&, const std::vector<uint32_t>&,
                                 const std::vector<char>*)>;

/// Operands on which the candidate read or write differs from the reference, over `cases`
/// random operands (with and without a keep mask for writes).
size_t io_differences(const Read& read, const Write& write, int cases) {
  SplitMix64 rng(7);
  size_t bad = 0;
  for (int i = 0; i < cases; ++i) {
    const Operand o = random_operand(rng);
    const size_t size = o.hbm ? kHbm : kGeo.bytes(), row = kGeo.bytes_per_partition;
    const std::vector<uint8_t> mem = random_bytes(rng, size);
    if (read(mem, row, o) != read_elems_ref(mem, row, o)) {
      ++bad;
      continue;
    }
    std::vector<uint32_t> v(ap_elements(o.ap));
    for (uint32_t& x : v) x = static_cast<uint32_t>(rng.next());
    std::vector<char> keep(v.size());
    for (char& k : keep) k = rng.chance(0.6);
    for (const std::vector<char>* k : std::vector<const std::vector<char>*>{nullptr, &keep}) {
      std::vector<uint8_t> a = mem, b = mem;
      write(a, row, o, v, k);
      write_elems_ref(b, row, o, v, k);
      if (a != b) {
        ++bad;
        break;
      }
    }
  }
  return bad;
}

const Read kRead = [](std::span<const uint8_t> m, size_t row, const Operand& o) { return read_elems(m, row, o); };
const Write kWrite = [](std::span<uint8_t> m, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                        const std::vector<char>* k) { write_elems(m, row, o, v, k); };

/// Operand `o` with its innermost run one element shorter (a planted dropped tail).
Operand shorter_runs(Operand o) {
  if (o.ap.num[2] > 1) --o.ap.num[2];
  return o;
}

}  // namespace

TEST_CASE("world row kernels: operand reads and writes run by run equal the element walk", "[world][fast]") {
  CHECK(io_differences(kRead, kWrite, 20000) == 0);
}

namespace {
/// write_elems as an AllReduce writes its sum: packed once (pack_elems), then copied run by
/// run (write_packed); `plant` changes the operand or the bytes first. A keep mask is not
/// part of a packed write: those cases go to write_elems.
Write packed_write(std::function<void(Operand&, std::vector<uint8_t>&)> plant = {}) {
  return [plant](std::span<uint8_t> m, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                 const std::vector<char>* k) {
    if (k) return write_elems(m, row, o, v, k);
    Operand p = o;
    std::vector<uint8_t> bytes;
    pack_elems(v, o.ap.elem_bytes, bytes);
    if (plant) plant(p, bytes);
    write_packed(m, row, p, bytes);
  };
}
}  // namespace

TEST_CASE("world row kernels: packed writes (AllReduce's) equal the element walk, and the comparison finds a wrong "
          "stride and a wrong byte order",
          "[world][fast]") {
  CHECK(io_differences(kRead, packed_write(), 5000) == 0);
  // every run written as if contiguous (where that operand stays inside the memory)
  CHECK(io_differences(kRead, packed_write([](Operand& o, std::vector<uint8_t>&) {
                         Operand c = o;
                         c.ap.step[2] = 1;
                         if (accepted(c)) o = c;
                       }),
                       2000) > 0);
  // the bytes of each element big-endian
  CHECK(io_differences(kRead, packed_write([](Operand& o, std::vector<uint8_t>& b) {
                         for (size_t e = 0; e + o.ap.elem_bytes <= b.size(); e += o.ap.elem_bytes)
                           std::reverse(b.begin() + static_cast<std::ptrdiff_t>(e),
                                        b.begin() + static_cast<std::ptrdiff_t>(e + o.ap.elem_bytes));
                       }),
                       2000) > 0);
  // the wrong number of bytes is refused, not written
  Operand o;
  o.ap.elem_bytes = 2;
  o.ap.num = {1, 1, 4};
  o.ap.step = {0, 0, 1};
  std::vector<uint8_t> mem(kGeo.bytes()), bytes(7);
  CHECK_THROWS_AS(write_packed(mem, kGeo.bytes_per_partition, o, bytes), std::logic_error);
  CHECK(std::all_of(mem.begin(), mem.end(), [](uint8_t b) { return b == 0; }));
}

TEST_CASE("world row kernels: the operand comparison finds a dropped tail and a wrong stride", "[world][fast]") {
  // dropped tail: the last element of every run is not read (zero), or not written
  const Read read_tail = [](std::span<const uint8_t> m, size_t row, const Operand& o) {
    std::vector<uint32_t> v = read_elems(m, row, o);
    const size_t n = static_cast<size_t>(o.ap.num[2]);
    for (size_t e = n - 1; e < v.size(); e += n) v[e] = 0;
    return v;
  };
  const Write write_tail = [](std::span<uint8_t> m, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                              const std::vector<char>* k) {
    const Operand s = shorter_runs(o);
    std::vector<uint32_t> w;
    std::vector<char> kk;
    const size_t n = static_cast<size_t>(o.ap.num[2]);
    for (size_t e = 0; e < v.size(); ++e)
      if (n == 1 || e % n != n - 1) {
        w.push_back(v[e]);
        if (k) kk.push_back((*k)[e]);
      }
    write_elems(m, row, s, w, k ? &kk : nullptr);
  };
  // wrong stride: every run read as if contiguous
  const Read read_stride = [](std::span<const uint8_t> m, size_t row, const Operand& o) {
    Operand c = o;
    c.ap.step[2] = 1;
    return read_elems_ref(m, row, c);
  };
  CHECK(io_differences(read_tail, kWrite, 2000) > 0);
  CHECK(io_differences(kRead, write_tail, 2000) > 0);
  CHECK(io_differences(read_stride, kWrite, 2000) > 0);
}

namespace {
using Columns = std::function<void(const Adder&, std::span<const uint32_t* const>, size_t, uint32_t*)>;

/// Elements on which the candidate column sums differ from Adder::add, for every dtype: random
/// rows of 1..9 sources, half of them with the edge values (zeros, the largest finite, the
/// smallest subnormal, infinities, NaNs of both signs, values whose sum overflows or ties).
size_t column_differences(const Columns& columns, uint8_t only_dtype = 0) {
  size_t bad = 0;
  SplitMix64 rng(11);
  for (const DtypeDesc& d : kDtypes) {
    if (only_dtype && d.code != only_dtype) continue;
    const Adder adder(d.code);
    const uint32_t mask = d.bytes == 4 ? 0xFFFFFFFFu : (1u << (8 * d.bytes)) - 1;
    std::vector<uint32_t> edges = {0, mask & ~(mask >> 1), 1, mask >> 1, (mask >> 1) - 1, mask};
    for (uint32_t e : {0x7F7FFFFFu, 0x7F800000u, 0x7FC00000u, 0xFF800001u, 0x00800000u, 0x007FFFFFu, 0x7F7Fu, 0x7F80u,
                       0xFF81u, 0x0080u, 0x7BFFu, 0x7C00u, 0xFC01u, 0x7Eu, 0x7Fu, 0x7Bu, 0x7Cu, 0xFDu})
      edges.push_back(e & mask);
    for (int round = 0; round < 60; ++round) {
      const size_t n = 1 + rng.below(9), count = 1 + rng.below(3000);
      std::vector<std::vector<uint32_t>> src(n, std::vector<uint32_t>(count));
      for (auto& s : src)
        for (uint32_t& x : s)
          x = rng.chance(0.5) ? edges[rng.below(edges.size())] : static_cast<uint32_t>(rng.next()) & mask;
      // near each other in magnitude, where the sum's rounding ties happen
      for (size_t e = 0; e < count && n > 1; e += 3) src[1][e] = (src[0][e] ^ static_cast<uint32_t>(rng.below(16))) & mask;
      std::vector<const uint32_t*> ptr;
      for (const auto& s : src) ptr.push_back(s.data());
      std::vector<uint32_t> out(count);
      columns(adder, ptr, count, out.data());
      std::vector<uint32_t> vals(n);
      for (size_t e = 0; e < count; ++e) {
        for (size_t i = 0; i < n; ++i) vals[i] = src[i][e];
        if (out[e] != adder.add(vals)) ++bad;
      }
    }
  }
  return bad;
}

const Columns kColumns = [](const Adder& a, std::span<const uint32_t* const> s, size_t n, uint32_t* out) {
  a.add_columns(s, n, out);
};
}  // namespace

TEST_CASE("world row kernels: column sums equal Adder::add element by element, every dtype", "[world][fast]") {
  CHECK(column_differences(kColumns) == 0);
  // in place: the result over the first source
  const Adder adder(find_dtype("fp16")->code);
  std::vector<uint32_t> a = {0x3C00, 0x7C00, 0x0001}, b = {0x3C00, 0xFC00, 0x0001};
  const std::vector<uint32_t> want = {adder.add(std::vector<uint32_t>{a[0], b[0]}),
                                      adder.add(std::vector<uint32_t>{a[1], b[1]}),
                                      adder.add(std::vector<uint32_t>{a[2], b[2]})};
  const uint32_t* srcs[] = {a.data(), b.data()};
  adder.add_columns(srcs, 3, a.data());
  CHECK(a == want);
  CHECK_THROWS_AS(adder.add_columns({}, 3, a.data()), std::invalid_argument);
}

// Adder::fold / finish, a source at a time (the reduction's member-by-member form), in pieces
// of the row of uneven lengths: the same bits as Adder::add, every dtype.
TEST_CASE("world row kernels: fold source by source then finish equals Adder::add, every dtype", "[world][fast]") {
  const Columns folded = [](const Adder& a, std::span<const uint32_t* const> s, size_t n, uint32_t* out) {
    std::vector<uint32_t> acc(n);
    for (size_t lo = 0; lo < n; lo += 777) {
      const size_t m = std::min<size_t>(777, n - lo);
      for (size_t i = 0; i < s.size(); ++i) a.fold(acc.data() + lo, s[i] + lo, m, i == 0);
    }
    a.finish(acc.data(), n, out);
  };
  CHECK(column_differences(folded) == 0);
  // finish in place over the accumulators
  const Adder adder(find_dtype("bf16")->code);
  std::vector<uint32_t> x = {0x3F80, 0x7F7F, 0xFFC1}, y = {0x3F81, 0x7F7F, 0x3F80}, acc(3);
  adder.fold(acc.data(), x.data(), 3, true);
  adder.fold(acc.data(), y.data(), 3, false);
  adder.finish(acc.data(), 3, acc.data());
  for (size_t e = 0; e < 3; ++e) CHECK(acc[e] == adder.add(std::vector<uint32_t>{x[e], y[e]}));
  // a fold that skips the first source's widening (bf16 bits taken as fp32 bits) is found
  const Columns unwidened = [](const Adder& a, std::span<const uint32_t* const> s, size_t n, uint32_t* out) {
    std::vector<uint32_t> acc(s[0], s[0] + n);
    for (size_t i = 1; i < s.size(); ++i) a.fold(acc.data(), s[i], n, false);
    a.finish(acc.data(), n, out);
  };
  CHECK(column_differences(unwidened, find_dtype("bf16")->code) > 0);
}

TEST_CASE("world row kernels: the column comparison finds a wrong rounding and a dropped tail", "[world][fast]") {
  const uint8_t bf16 = find_dtype("bf16")->code, fp16 = find_dtype("fp16")->code;
  // bf16 truncated instead of rounded to nearest even
  const Columns truncating = [](const Adder& a, std::span<const uint32_t* const> s, size_t n, uint32_t* out) {
    a.add_columns(s, n, out);
    for (size_t e = 0; e < n; ++e) {
      float acc = std::bit_cast<float>((s[0][e] & 0xFFFFu) << 16);
      for (size_t i = 1; i < s.size(); ++i) acc = acc + std::bit_cast<float>((s[i][e] & 0xFFFFu) << 16);
      if (!std::isnan(acc)) out[e] = std::bit_cast<uint32_t>(acc) >> 16;
    }
  };
  // the last element of the row left unsummed (its first source's value)
  const Columns tail = [](const Adder& a, std::span<const uint32_t* const> s, size_t n, uint32_t* out) {
    a.add_columns(s, n - 1, out);
    out[n - 1] = s[0][n - 1];
  };
  CHECK(column_differences(truncating, bf16) > 0);
  CHECK(column_differences(tail, fp16) > 0);
}

namespace {
struct Run {
  std::vector<std::vector<uint8_t>> sbufs;  // every rank's and core's SBUF after the run
  std::vector<std::string> events;
};

Run run_program(const WorldProgram& p, const WorldGenOptions& o, bool reference) {
  WorldConfig cfg;
  cfg.system.sbuf = o.geometry;
  cfg.system.hbm_bytes = 4096;
  cfg.reference_kernels = reference;
  static const FunctionRegistry reg = builtin_registry();
  World w(p.module, p.streams, cfg, reg);
  for (unsigned r = 0; r < p.streams.size(); ++r)
    for (unsigned c = 0; c < o.cores; ++c) {
      auto mem = w.sbuf(r, c).bytes();
      std::copy(p.sbuf_init[r][c].begin(), p.sbuf_init[r][c].end(), mem.begin());
    }
  const WorldResult res = w.run();
  REQUIRE(res.ok());
  Run out;
  for (unsigned r = 0; r < p.streams.size(); ++r)
    for (unsigned c = 0; c < o.cores; ++c) {
      auto mem = w.sbuf(r, c).bytes();
      out.sbufs.emplace_back(mem.begin(), mem.end());
    }
  for (const WorldEvent& ev : w.events())
    out.events.push_back(std::to_string(ev.rank) + "." + std::to_string(ev.core) + "#" + std::to_string(ev.index) +
                         " " + std::to_string(static_cast<int>(ev.err)) + " " + ev.detail);
  return out;
}
}  // namespace

TEST_CASE("world row kernels: generated programs end the same with and without the reference kernels",
          "[world][fast]") {
  // Every collective the generator draws, every dtype, 1 to 5 ranks (group sizes that are and
  // are not powers of two), both chunkings (the generator draws dim 0 and 1), fixed and drawn
  // tile sizes.
  std::vector<uint8_t> all;
  for (const DtypeDesc& d : kDtypes) all.push_back(d.code);
  size_t programs = 0, steps = 0;
  for (WorldGenOp op : kWorldGenOps)
    for (unsigned ranks = 1; ranks <= 5; ++ranks)
      for (uint64_t seed = 1; seed <= 3; ++seed) {
        WorldGenOptions o;
        o.seed = seed * 100 + ranks;
        o.ranks = ranks;
        o.mix = {op};
        o.steps = 6;
        o.dtypes = all;
        o.tile_partitions = 5;
        o.tile_elems = 40;
        o.fixed_size = seed == 3;
        o.geometry = SbufGeometry::fpga();
        const WorldProgram p = generate_world(o);
        const Run fast = run_program(p, o, false), ref = run_program(p, o, true);
        INFO(world_gen_op_name(op) << ", " << ranks << " ranks, seed " << o.seed);
        CHECK(fast.events == ref.events);
        CHECK(fast.sbufs == ref.sbufs);
        ++programs;
        steps += p.steps.size();
      }
  CHECK(programs == kWorldGenOps.size() * 15);
  CHECK(steps > 0);
}

namespace {
/// Random operands on which a walk-order range read (read_range; first) or a chunked write
/// (write_chunks, every chunk or one, sources shifted; second) differs from the element walk.
/// `cut` plants a dropped tail: each range read and each chunked write ends one element short.
std::pair<size_t, size_t> chunk_io_differences(int cases, bool cut) {
  SplitMix64 rng(11);
  size_t bad_read = 0, bad_write = 0;
  for (int i = 0; i < cases; ++i) {
    Operand o = random_operand(rng);
    const size_t size = o.hbm ? kHbm : kGeo.bytes(), row = kGeo.bytes_per_partition;
    const std::vector<uint8_t> mem = random_bytes(rng, size);
    const std::vector<uint32_t> want = read_elems_ref(mem, row, o);
    const uint64_t E = want.size();
    // the walk read in three random ranges
    const uint64_t a = rng.below(E + 1), b = a + rng.below(E - a + 1);
    std::vector<uint32_t> got(E);
    for (auto [lo, hi] : {std::pair{uint64_t{0}, a}, std::pair{a, b}, std::pair{b, E}})
      read_range(mem, row, o, lo, cut && hi > lo ? hi - 1 : hi, got.data() + lo);
    if (got != want) ++bad_read;
    // chunked write: chunks of w elements, splitting the whole walk (pitch 0) or each pitch
    const uint64_t w = 1 + rng.below(E), pitch = rng.chance(0.5) ? 0 : w * (1 + rng.below(3));
    const uint64_t chunks = pitch ? pitch / w : (E + w - 1) / w;
    std::vector<uint32_t> v(E);
    for (uint32_t& x : v) x = static_cast<uint32_t>(rng.next());
    std::vector<std::vector<uint32_t>> bufs(chunks, std::vector<uint32_t>(3 * E));
    std::vector<ChunkSource> src(chunks);
    for (uint64_t k = 0; k < chunks; ++k) {
      for (uint32_t& x : bufs[k]) x = static_cast<uint32_t>(rng.next());
      const auto shift = static_cast<int64_t>(rng.below(E + 1)) - static_cast<int64_t>(E / 2);
      src[k] = {bufs[k].data() + E, shift};
    }
    const auto chunk_of = [&](uint64_t idx) { return (pitch ? idx % pitch : idx) / w; };
    for (uint64_t idx = 0; idx < E; ++idx)  // chunk k of the result at idx is v[idx]
      bufs[chunk_of(idx)][E + idx + src[chunk_of(idx)].second] = v[idx];
    const int64_t only = rng.chance(0.5) ? -1 : static_cast<int64_t>(rng.below(chunks));
    std::vector<char> keep(E);
    for (uint64_t idx = 0; idx < E; ++idx) keep[idx] = only < 0 || chunk_of(idx) == static_cast<uint64_t>(only);
    std::vector<uint8_t> x = mem, y = mem;
    const Operand wo = cut ? shorter_runs(o) : o;
    write_chunks(x, row, wo, w, pitch, src, only);
    write_elems_ref(y, row, o, v, &keep);
    if (x != y) ++bad_write;
  }
  return {bad_read, bad_write};
}
}  // namespace

TEST_CASE("world row kernels: range reads and chunked writes (every chunk, one chunk, shifted sources) equal the "
          "element walk; a dropped tail is found",
          "[world][fast]") {
  const auto [read_bad, write_bad] = chunk_io_differences(20000, false);
  CHECK(read_bad == 0);
  CHECK(write_bad == 0);
  // The same comparisons find the planted dropped tail on most operands (not where the element
  // dropped is 0 anyway, is rewritten by a later one at the same address, is outside the one
  // chunk written, or where runs are one element long).
  const auto [read_cut, write_cut] = chunk_io_differences(2000, true);
  INFO("dropped tail found by the read comparison " << read_cut << ", the write comparison " << write_cut
                                                    << " times of 2000");
  CHECK(read_cut > 1000);
  CHECK(write_cut > 500);
}

TEST_CASE("world row kernels: an operand taken as simple (AllToAll in place) visits each byte once, run by run",
          "[world][fast]") {
  // walk_is_simple gates the in-place AllToAll: a walk it accepts must touch no byte twice, or
  // the exchange would differ from the staged kernel. Checked against the element walk.
  SplitMix64 rng(5);
  size_t simple = 0, repeats = 0;
  for (int i = 0; i < 20000; ++i) {
    Operand o = random_operand(rng);
    if (rng.chance(0.5)) o.ap.step[2] = 1;  // more candidates
    if (o.hbm ? check_hbm_ap(o.address, o.ap, kHbm) != WorldErr::OK : ap_check_range(o.ap, kGeo) != ApRange::OK)
      continue;
    if (!walk_is_simple(o)) continue;
    ++simple;
    std::vector<size_t> bytes;
    for_each_index(o, kGeo.bytes_per_partition, [&](size_t at) {
      for (unsigned k = 0; k < o.ap.elem_bytes; ++k) bytes.push_back(at + k);
    });
    std::sort(bytes.begin(), bytes.end());
    repeats += std::adjacent_find(bytes.begin(), bytes.end()) != bytes.end();
  }
  INFO(simple << " simple operands");
  CHECK(simple > 1000);
  CHECK(repeats == 0);
}
