// libFuzzer harness: the multi-rank model tpb::World (docs/world.md) with its module
// description (parse_module) and one stream per rank and core, on 16 x 1024 SBUFs and a
// 4 KiB HBM per rank with seeded contents.
//
// Input: byte 0 = mode.
//   mode bit 0 clear ("raw"): byte 1 = ranks - 1 (mod 4), then a section (u16 length + bytes)
//     of module JSON text, then per rank core 0's and core 1's words, each a section of
//     64-byte words (a trailing partial word dropped).
//   mode bit 0 set ("generated"): bytes 1..6 = generator options (ranks 1..8; cores and steps;
//     mix bits; dtype bits; tile partitions, cycle and fixed size; seed), then mutations of 4 bytes each: u16 word
//     position, byte in the word, XOR value (bit 1 of the mode: applied to the module JSON text instead, at u16
//     position + 256 x byte).
//
// Invariants:
//   - parse_module either gives a module or throws WorldError with a MODULE_* code; nothing
//     else; a parsed module survives module_to_json -> parse_module unchanged;
//   - a World of another rank count than the module is refused with MODULE_RANK_COUNT;
//   - run() ends; one event per retired cross-engine word, never two for one (rank, core,
//     word); every event's code is a named execution code (not OK's neighbour MODULE_*);
//     cross_refused counts the refused events; completed exactly when nothing is blocked,
//     and each blocked core's word has no event yet;
//   - when every decoder-accepted word of every stream is a cross-engine word (no mover,
//     cluster or DVE word) and no rank has such words on both cores that may reach its shared
//     HBM (so no race between the cores), a second World visiting the ranks in reverse order
//     ends with the same events, registers and memories;
//   - when every cross-engine word was refused and no other word accepted, no SBUF, HBM or
//     register changed (a refusal has no side effect);
//   - a generated program without mutations runs with every word accepted (res.ok()).
#include <algorithm>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <tuple>

#include "fuzz_common.hpp"
#include "tpb/decoder.hpp"
#include "tpb/world.hpp"
#include "tpb/world_gen.hpp"

namespace {

using tpb::Word;
using tpb::WorldErr;

constexpr uint64_t kHbmBytes = 4096;
constexpr size_t kMaxWordsPerCore = 256;

using Streams = std::vector<std::array<std::vector<Word>, 2>>;

bool is_module_code(WorldErr e) {
  const std::string n = tpb::world_err_name(e);
  return n.rfind("MODULE_", 0) == 0;
}

tpb::WorldConfig config(std::vector<unsigned> order = {}) {
  tpb::WorldConfig cfg;
  cfg.system.sbuf = tpb::SbufGeometry::fpga();
  cfg.system.hbm_bytes = kHbmBytes;
  cfg.order = std::move(order);
  return cfg;
}

const tpb::FunctionRegistry& registry() {
  static const tpb::FunctionRegistry r = tpb::builtin_registry();
  return r;
}

/// Seeded memories, the same for every input (rank r core c from seed 16 r + c).
void seed_memories(tpb::World& w, const std::vector<std::array<std::vector<uint8_t>, 2>>* init) {
  for (unsigned r = 0; r < w.ranks(); ++r) {
    for (unsigned c = 0; c < 2; ++c) {
      w.sbuf(r, c).fill_seeded(16 * r + c + 1);
      if (init && !(*init)[r][c].empty()) {
        const auto& img = (*init)[r][c];
        auto mem = w.sbuf(r, c).bytes();
        std::copy(img.begin(), img.begin() + static_cast<std::ptrdiff_t>(std::min(img.size(), mem.size())),
                  mem.begin());
      }
    }
    tpb::SplitMix64 g(1000 + r);
    for (auto& b : w.hbm(r).bytes()) b = static_cast<uint8_t>(g.next());
  }
}

struct Snapshot {
  std::vector<std::vector<uint8_t>> mem;
  std::vector<tpb::RegisterFile> regs;
  std::vector<std::tuple<unsigned, unsigned, uint32_t, uint8_t, WorldErr, std::string>> events;
};

Snapshot snapshot(tpb::World& w) {
  Snapshot s;
  for (unsigned r = 0; r < w.ranks(); ++r) {
    for (unsigned c = 0; c < 2; ++c) {
      s.mem.emplace_back(w.sbuf(r, c).bytes().begin(), w.sbuf(r, c).bytes().end());
      s.regs.push_back(w.registers(r, c));
    }
    s.mem.emplace_back(w.hbm(r).bytes().begin(), w.hbm(r).bytes().end());
  }
  for (const auto& e : w.events()) s.events.emplace_back(e.rank, e.core, e.index, e.opcode, e.err, e.detail);
  return s;
}

/// True when an accepted cross-engine word of the stream may read or write the rank's HBM,
/// which both cores of a rank share: a 0xD9/0xDA tile or 0xBE id tensor in HBM or in register
/// mode (the register may name HBM), or any 0xCB when the module binds a tensor in HBM.
bool may_touch_hbm(const std::vector<Word>& s, const tpb::Module& module) {
  const auto hbm_or_register = [](uint32_t word) {
    const tpb::Addr4 a = tpb::addr4_decode(word);
    return a.mode == tpb::addr4::kModeRegister ||
           (a.mode == tpb::addr4::kModeStatic && a.space == tpb::addr4::kSpaceHbm);
  };
  const bool hbm_tensors =
      std::any_of(module.tensors.begin(), module.tensors.end(), [](const tpb::TensorBinding& t) { return t.hbm; });
  for (const auto& rec : tpb::decode_stream(s)) {
    if (rec.err != tpb::Err::OK || rec.route != tpb::Route::CROSS) continue;
    const Word& w = s[rec.index];
    switch (rec.opcode) {
      case tpb::CollectiveCompute::kOpcode:
        if (hbm_or_register(static_cast<uint32_t>(tpb::decode_as<tpb::CollectiveCompute>(w).value.src.addr)))
          return true;
        break;
      case tpb::CollectiveComputeSecondary::kOpcode:
        if (hbm_or_register(
                static_cast<uint32_t>(tpb::decode_as<tpb::CollectiveComputeSecondary>(w).value.src.addr)))
          return true;
        break;
      case tpb::GetSequenceBounds::kOpcode:
        if (hbm_or_register(tpb::decode_as<tpb::GetSequenceBounds>(w).value.in.addr)) return true;
        break;
      case tpb::CollectiveSendRecv::kOpcode:
        if (hbm_tensors) return true;
        break;
      default:
        break;
    }
  }
  return false;
}

bool same_regs(const tpb::RegisterFile& a, const tpb::RegisterFile& b) {
  return a.value == b.value && a.written == b.written;
}

/// Runs the world and checks the invariants that hold for every input.
void run_and_check(const tpb::Module& module, const Streams& streams,
                   const std::vector<std::array<std::vector<uint8_t>, 2>>* init, bool expect_ok) {
  tpb::World w(module, streams, config(), registry());
  seed_memories(w, init);
  const Snapshot before = snapshot(w);
  const tpb::WorldResult res = w.run();
  const auto events = w.events();

  // Events: one per retired word, named codes, counted.
  std::set<std::tuple<unsigned, unsigned, uint32_t>> seen;
  uint64_t refused = 0;
  for (const auto& e : events) {
    FUZZ_CHECK(seen.insert({e.rank, e.core, e.index}).second, "two events for rank %u core %u word %u", e.rank, e.core,
               e.index);
    FUZZ_CHECK(e.rank < streams.size() && e.core < 2 && e.index < streams[e.rank][e.core].size(),
               "event for rank %u core %u word %u outside the streams", e.rank, e.core, e.index);
    FUZZ_CHECK(std::string(tpb::world_err_name(e.err)) != "?" && !is_module_code(e.err),
               "event rank %u core %u word %u: code %u", e.rank, e.core, e.index, unsigned(e.err));
    refused += e.err != WorldErr::OK;
  }
  FUZZ_CHECK(refused == res.cross_refused, "%llu refused events, cross_refused %llu", (unsigned long long)refused,
             (unsigned long long)res.cross_refused);
  uint64_t total = 0;
  for (const auto& r : streams) total += r[0].size() + r[1].size();
  FUZZ_CHECK(res.words <= total, "%llu words stepped of %llu", (unsigned long long)res.words,
             (unsigned long long)total);
  FUZZ_CHECK(res.completed == res.blocked.empty(), "completed %d with %zu blocked cores", int(res.completed),
             res.blocked.size());
  if (res.completed)
    FUZZ_CHECK(res.words == total, "completed after %llu of %llu words", (unsigned long long)res.words,
               (unsigned long long)total);
  for (const auto& b : res.blocked)
    FUZZ_CHECK(!seen.count({b.rank, b.core, b.index}), "blocked rank %u core %u word %u already retired", b.rank,
               b.core, b.index);
  if (expect_ok)
    FUZZ_CHECK(res.ok(), "a generated program did not run clean:\n%s(%llu refused, %llu engine errors)",
               res.report().c_str(), (unsigned long long)res.cross_refused, (unsigned long long)res.engine_errors);

  // Which words the decoder accepts, per core stream on its own (the World steps each core's
  // stream through its own decoder).
  bool only_cross = true, any_accepted_other = false;
  for (const auto& rank : streams)
    for (const auto& s : rank)
      for (const auto& rec : tpb::decode_stream(s))
        if (rec.err == tpb::Err::OK && rec.route != tpb::Route::CROSS) only_cross = false, any_accepted_other = true;

  const Snapshot after = snapshot(w);
  // No side effect of refusals: everything refused and nothing else accepted.
  if (!any_accepted_other && refused == events.size()) {
    FUZZ_CHECK(after.mem == before.mem, "every cross-engine word refused, but a memory changed");
    for (size_t i = 0; i < after.regs.size(); ++i)
      FUZZ_CHECK(same_regs(after.regs[i], before.regs[i]),
                 "every cross-engine word refused, but core %zu's registers changed", i);
  }
  // Race-free programs: the rank order changes nothing.
  bool hbm_race = false;
  for (const auto& rank : streams)
    hbm_race = hbm_race || (may_touch_hbm(rank[0], module) && may_touch_hbm(rank[1], module));
  if (only_cross && !hbm_race && streams.size() > 1) {
    std::vector<unsigned> rev(streams.size());
    for (unsigned r = 0; r < rev.size(); ++r) rev[r] = static_cast<unsigned>(rev.size() - 1 - r);
    tpb::World w2(module, streams, config(rev), registry());
    seed_memories(w2, init);
    const tpb::WorldResult res2 = w2.run();
    const Snapshot s2 = snapshot(w2);
    FUZZ_CHECK(res2.completed == res.completed && res2.cross_refused == res.cross_refused && res2.words == res.words,
               "reverse rank order: completed %d/%d, refused %llu/%llu, words %llu/%llu", int(res.completed),
               int(res2.completed), (unsigned long long)res.cross_refused, (unsigned long long)res2.cross_refused,
               (unsigned long long)res.words, (unsigned long long)res2.words);
    FUZZ_CHECK(s2.events == after.events, "reverse rank order: other events");
    FUZZ_CHECK(s2.mem == after.mem, "reverse rank order: other memories");
    for (size_t i = 0; i < s2.regs.size(); ++i)
      FUZZ_CHECK(same_regs(s2.regs[i], after.regs[i]), "reverse rank order: core %zu's registers differ", i);
  }
}

/// parse_module under the contract: a module, or a WorldError with a MODULE_* code.
std::optional<tpb::Module> parse(std::string_view text) {
  try {
    tpb::Module m = tpb::parse_module(text);
    const std::string j = tpb::module_to_json(m);
    tpb::Module again;
    try {
      again = tpb::parse_module(j);
    } catch (const tpb::WorldError& e) {
      FUZZ_CHECK(false, "module_to_json of a parsed module is refused: %s", e.what());
    }
    FUZZ_CHECK(tpb::module_to_json(again) == j, "module_to_json -> parse_module changes the module");
    return m;
  } catch (const tpb::WorldError& e) {
    FUZZ_CHECK(is_module_code(e.code()), "parse_module threw %s", tpb::world_err_name(e.code()));
    return std::nullopt;
  } catch (const std::exception& e) {
    FUZZ_CHECK(false, "parse_module threw something other than WorldError: %s", e.what());
  }
  return std::nullopt;
}

std::vector<Word> words_of(const std::vector<uint8_t>& b) {
  std::vector<Word> w = tpb_fuzz::words_of(b.data(), b.size());
  if (w.size() > kMaxWordsPerCore) w.resize(kMaxWordsPerCore);
  return w;
}

int raw(tpb_fuzz::Reader& in) {
  const unsigned ranks = 1 + in.u8() % 4;
  const std::vector<uint8_t> text = in.section();
  const std::optional<tpb::Module> m = parse(std::string_view(reinterpret_cast<const char*>(text.data()), text.size()));
  if (!m) return 0;
  Streams streams(ranks);
  for (auto& r : streams)
    for (auto& s : r) s = words_of(in.section());
  if (m->global_ids.size() != ranks) {
    try {
      tpb::World w(*m, streams, config(), registry());
      FUZZ_CHECK(false, "a World of %u ranks on a module of %zu was built", ranks, m->global_ids.size());
    } catch (const tpb::WorldError& e) {
      FUZZ_CHECK(e.code() == WorldErr::MODULE_RANK_COUNT, "rank count mismatch refused with %s",
                 tpb::world_err_name(e.code()));
    }
    return 0;
  }
  run_and_check(*m, streams, nullptr, false);
  return 0;
}

int generated(uint8_t mode, tpb_fuzz::Reader& in) {
  tpb::WorldGenOptions o;
  o.geometry = tpb::SbufGeometry::fpga();
  o.ranks = 1 + in.u8() % 8;
  const uint8_t b = in.u8();
  o.cores = 1 + (b & 1);
  o.steps = (b >> 1) % 13;
  const uint8_t mix = in.u8();
  for (unsigned i = 0; i < tpb::kWorldGenOps.size(); ++i)
    if ((mix >> i) & 1 && (tpb::kWorldGenOps[i] != tpb::WorldGenOp::BARRIER || o.cores == 2))
      o.mix.push_back(tpb::kWorldGenOps[i]);
  if (o.mix.empty()) o.mix = {tpb::WorldGenOp::ALL_REDUCE};
  const uint8_t d = in.u8();
  const char* names[] = {"fp32", "bf16", "fp16", "fp8e4m3", "fp8e5m2", "i32", "u8", "i16"};
  for (unsigned i = 0; i < 8; ++i)
    if ((d >> i) & 1) o.dtypes.push_back(tpb::find_dtype(names[i])->code);
  const uint8_t t = in.u8();
  o.tile_partitions = 1 + t % 4;
  o.cycle = (t >> 4) & 1;
  o.fixed_size = (t >> 5) & 1;
  o.tile_elems = 16;
  o.seed = in.u8();
  tpb::WorldProgram p = tpb::generate_world(o);
  std::string text = tpb::module_to_json(p.module);
  size_t mutations = 0;
  while (in.left() >= 4) {
    const uint16_t pos = in.u16();
    const uint8_t at = in.u8(), x = in.u8();
    if (mode & 2) {
      if (!text.empty()) text[(pos + 256u * at) % text.size()] ^= static_cast<char>(x);
    } else {
      auto& s = p.streams[pos % o.ranks][(pos >> 8) % o.cores];
      if (!s.empty()) s[(pos >> 1) % s.size()][at % tpb::kBundleBytes] ^= x;
    }
    mutations += x != 0;
  }
  const std::optional<tpb::Module> m = parse(text);
  if (!m) return 0;
  if (m->global_ids.size() != o.ranks) return 0;  // a mutated rank list; the raw mode checks the refusal
  run_and_check(*m, p.streams, &p.sbuf_init, mutations == 0);
  return 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  tpb_fuzz::Reader in(data + 1, size - 1);
  return (data[0] & 1) ? generated(data[0], in) : raw(in);
}
