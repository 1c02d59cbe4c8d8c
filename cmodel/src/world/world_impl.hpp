// The World's inside (tpb/world.hpp), shared by its files: the state of ranks and cores,
// the operand helpers (operands.cpp) and World::Impl, whose methods live one file per job:
//   scheduler.cpp      stepping the cores, polling blocked ones, the run loop and its report
//   operands.cpp       access patterns and register-mode start words of SBUF/HBM operands
//   op_rank.cpp        0xDC GetGlobalRank, 0xDB GetCurRank
//   op_barrier.cpp     0xD8 CoreBarrier
//   op_completion.cpp  0xDE TensorCompletion
//   op_seq_bounds.cpp  0xBE on the issuing core's SBUF
//   op_send_recv.cpp   0xCB CollectiveSendRecv
//   op_collective.cpp  0xD9 CollectiveCompute (+ 0xDA): the group kinds, AllToAllV, permutes
// errors.cpp and module.cpp hold the names and the module JSON; tpb/dtype.hpp the arithmetic.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "tpb/ap.hpp"
#include "tpb/dtype.hpp"
#include "tpb/world.hpp"

namespace tpb {
namespace world_detail {

// ================================================================== operands (operands.cpp)
std::string hex8(unsigned v);

/// An ADDR8 TENSOR2D as an AccessPattern: dimension 0 partitions, the free dimension innermost.
AccessPattern ap_from_t2d(const Addr8T2d& t, unsigned eb);

WorldErr check_ap(uint32_t addr4_word, const AccessPattern& ap, const SbufGeometry& g);

/// A resolved operand: a pattern on the issuing core's SBUF or on the rank's HBM. On the flat
/// HBM, element (i0, i1, i2) sits at byte address + (i0*step0 + i1*step1 + i2*step2) * elem
/// bytes: dimension 0 is a row stride in elements (PROJECT, the cluster's HBM rule,
/// docs/cluster.md), and the pattern's partition and offset are unused.
struct Operand {
  AccessPattern ap;
  bool hbm = false;
  uint64_t address = 0;  // HBM byte address
};

/// The HBM twin of check_ap: every byte of every element inside [0, size), from the extremes.
WorldErr check_hbm_ap(uint64_t address, const AccessPattern& ap, uint64_t size);

/// An operand that may lie in SBUF or HBM (the 0xD9 and 0xDA tiles, the 0xBE segment ids)
/// from its static start word; PSUM and indirect patterns are named not-yets.
WorldErr sbuf_or_hbm_operand(uint32_t word, const AccessPattern& shape, const SbufGeometry& g, uint64_t hbm_size,
                            Operand* out);

/// Byte index of every element of an accepted operand in walk order, in its memory's bytes
/// (SBUF partition-major with `row` bytes per partition, or the flat HBM).
template <class F>
void for_each_index(const Operand& o, size_t row, F&& f) {
  if (!o.hbm)
    return ap_for_each_element(
        o.ap, [&](ElemAddr a) { f(static_cast<size_t>(a.partition) * row + static_cast<size_t>(a.offset)); });
  const AccessPattern& ap = o.ap;
  for (int64_t i0 = 0; i0 < ap.num[0]; ++i0)
    for (int64_t i1 = 0; i1 < ap.num[1]; ++i1)
      for (int64_t i2 = 0; i2 < ap.num[2]; ++i2)
        f(static_cast<size_t>(static_cast<int64_t>(o.address) +
                              (i0 * ap.step[0] + i1 * ap.step[1] + i2 * ap.step[2]) * int64_t{ap.elem_bytes}));
}

// Element access of operands the checks have accepted: in range, so the World reads and
// writes the memory's bytes directly, without a range check and a copy call per element.
inline uint32_t load_at(std::span<const uint8_t> mem, size_t i, unsigned eb) {
  uint32_t v = 0;
  for (unsigned k = 0; k < eb; ++k) v |= uint32_t{mem[i + k]} << (8 * k);
  return v;
}
inline void store_at(std::span<uint8_t> mem, size_t i, unsigned eb, uint32_t v) {
  for (unsigned k = 0; k < eb; ++k) mem[i + k] = static_cast<uint8_t>(v >> (8 * k));
}
inline size_t byte_index(const Sbuf& sb, const ElemAddr& a) {
  return static_cast<size_t>(a.partition) * sb.geometry().bytes_per_partition + static_cast<size_t>(a.offset);
}
inline uint32_t load_elem(const Sbuf& sb, const ElemAddr& a, unsigned eb) {
  return load_at(sb.bytes(), byte_index(sb, a), eb);
}
inline void store_elem(Sbuf& sb, const ElemAddr& a, unsigned eb, uint32_t v) {
  store_at(sb.bytes(), byte_index(sb, a), eb, v);
}

/// Elements of an accepted operand in walk order, as raw bits: run by run (dimension 2), a
/// contiguous run as one block.
std::vector<uint32_t> read_elems(std::span<const uint8_t> mem, size_t row, const Operand& o);
/// The same into v (resized; its memory reused from one collective to the next).
void read_elems(std::span<const uint8_t> mem, size_t row, const Operand& o, std::vector<uint32_t>& v);

/// Write elements in walk order (a later element at the same address wins); only those with
/// keep[e] when keep is given. Run by run, as read_elems.
void write_elems(std::span<uint8_t> mem, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                 const std::vector<char>* keep = nullptr);

/// Elements as an operand's bytes: elem_bytes (1, 2 or 4) little-endian bytes of each, in
/// order. write_packed then writes them as write_elems writes the elements (no keep mask): a
/// result written to many members (AllReduce) is converted once and copied run by run.
void pack_elems(const std::vector<uint32_t>& v, unsigned elem_bytes, std::vector<uint8_t>& out);
void write_packed(std::span<uint8_t> mem, size_t row, const Operand& o, const std::vector<uint8_t>& packed);

/// Whether an accepted operand's walk visits each byte at most once with each run contiguous
/// (step 1 innermost, positive outer steps that keep runs and rows apart): then its elements
/// can be exchanged in place (AllToAll) without a copy of what the walk reads first.
bool walk_is_simple(const Operand& o);
/// Byte index of the first element of each run of an accepted operand, in walk order.
void run_starts(const Operand& o, size_t row, std::vector<size_t>& out);

/// Read the elements at walk-order indices [lo, hi) of an accepted operand into out[0 .. hi - lo),
/// piece by piece (a piece: the part of one run inside the range).
void read_range(std::span<const uint8_t> mem, size_t row, const Operand& o, uint64_t lo, uint64_t hi, uint32_t* out);
/// Write a collective member's result in walk order, run by run of the operand: the element at
/// walk-order index i, in chunk k (chunks of `w` elements; with `pitch` 0 they split the whole
/// walk, else each `pitch` elements of it), is src[k].first[i + src[k].second] (a whole operand
/// in walk order, and the shift from chunk k to the chunk it is taken from). With only >= 0, only
/// chunk `only` is written. What is left is what write_elems leaves (a later element at the same
/// address wins).
using ChunkSource = std::pair<const uint32_t*, int64_t>;
void write_chunks(std::span<uint8_t> mem, size_t row, const Operand& o, uint64_t w, uint64_t pitch,
                  const std::vector<ChunkSource>& src, int64_t only = -1);

/// The references of the two above: element by element through for_each_index
/// (tests/unit/test_world_fast.cpp holds the pairs equal).
std::vector<uint32_t> read_elems_ref(std::span<const uint8_t> mem, size_t row, const Operand& o);
void write_elems_ref(std::span<uint8_t> mem, size_t row, const Operand& o, const std::vector<uint32_t>& v,
                     const std::vector<char>* keep = nullptr);

/// A TENSOR4D operand (0xD8's semaphores) on the issuing core's SBUF: AP_NOT_SBUF, AP_RANGE,
/// AP_TOO_LARGE as check_ap.
WorldErr check_ap4(uint32_t addr4_word, const AccessPattern4& ap, const SbufGeometry& g);

std::string join_ids(const std::vector<uint32_t>& v);

// ================================================================== ranks, cores, messages
enum class WaitKind : uint8_t { NONE, COLLECTIVE, BARRIER, COMPLETION, RECV };

struct Leg {
  uint32_t index = 0;
  Word word{};
};

/// A core's word that cannot retire yet.
struct Pending {
  WaitKind kind = WaitKind::NONE;
  uint32_t index = 0;
  uint8_t opcode = 0;
  Word word{};
  std::optional<Leg> leg2;  // 0xDA after a 0xD9
  // COLLECTIVE: the gathering's key; COMPLETION: handle and tokens needed; RECV: channel
  std::tuple<unsigned, uint32_t, uint32_t> coll_key{};
  uint32_t handle = 0;
  uint64_t need = 0;
  std::tuple<unsigned, uint32_t, uint32_t> channel{};  // (core, source global id, target global id)
};

inline Pending pending_of(WaitKind kind, uint32_t index, const Word& w) {
  Pending p;
  p.kind = kind;
  p.index = index;
  p.opcode = w[kHdrOpcodeOff];
  p.word = w;
  return p;
}

/// The kind ordinals behind a wire byte (S000 §2, through the field map's LUT): 2..5 the group
/// arms, 6 AllToAllV (wire 0x09), 7..10 the permute family (wire 0x05..0x08).
enum class KindClass { GROUP, ALL_TO_ALL_V, PERMUTE };
inline constexpr unsigned kAllToAllVOrdinal = 6;
inline unsigned kind_ordinal(uint8_t wire) {
  const std::optional<unsigned> o = coll_kind_from_wire(wire);
  if (!o) throw std::logic_error("world: a decoder-accepted 0xD9 with kind byte " + hex8(wire));
  return *o;
}
inline KindClass kind_class(uint8_t wire) {
  const unsigned o = kind_ordinal(wire);
  return o < kAllToAllVOrdinal    ? KindClass::GROUP
         : o == kAllToAllVOrdinal ? KindClass::ALL_TO_ALL_V
                                  : KindClass::PERMUTE;
}

struct CoreState {
  std::unique_ptr<SystemModel> sys;
  std::vector<Word> words;
  size_t pos = 0;
  Pending pending;
  uint32_t collectives = 0, send_recvs = 0;
  RegisterFile regs;
  std::map<uint32_t, uint64_t> tokens;  // completion handle -> 0xDE words executed
  bool done() const { return pos >= words.size() && pending.kind == WaitKind::NONE; }
  bool blocked() const { return pending.kind != WaitKind::NONE; }
};

struct Member {
  unsigned rank = 0;
  Pending* pending = nullptr;
};

/// A collective instance's members as they arrive (indexed by position in the group).
struct Gathering {
  std::vector<uint32_t> group;  // global ids, group order
  std::vector<std::optional<Member>> members;
  uint32_t instance = 0;
};

struct Message {
  uint8_t dtype = 0;
  uint32_t partitions = 0;
  uint64_t elems = 0;  // per partition
  std::vector<uint8_t> bytes;
  unsigned rank = 0;
  uint32_t index = 0;
};

/// A 0xCB's region: partitions x elems contiguous elements, in the issuing core's SBUF or
/// the rank's HBM (TensorBinding).
struct Region {
  uint32_t partition = 0;
  int16_t partition_step = 1;
  uint32_t partitions = 0;
  uint64_t offset = 0;  // SBUF: byte offset in each partition; HBM: row 0's byte address
  uint64_t elems = 0;
  unsigned eb = 1;
  uint8_t dtype = 0;
  bool hbm = false;
  uint64_t row_bytes() const { return elems * eb; }
  /// Index of row p's first byte in its memory's bytes (SBUF partition-major, `bpp` bytes
  /// per partition; HBM flat). Only for regions region() accepted.
  size_t row_start(uint32_t p, size_t bpp) const {
    if (hbm)
      return static_cast<size_t>(static_cast<int64_t>(offset) +
                                 int64_t{partition_step} * p * static_cast<int64_t>(row_bytes()));
    return static_cast<size_t>(int64_t{partition} + int64_t{partition_step} * p) * bpp + static_cast<size_t>(offset);
  }
};

}  // namespace world_detail
using namespace world_detail;  // the World's own files only

struct World::Impl {
  Module module;
  WorldConfig cfg;
  std::vector<std::array<CoreState, 2>> cores;
  std::vector<unsigned> order;
  std::map<std::tuple<unsigned, uint32_t, uint32_t>, Gathering> gatherings;  // (core, instance, group)
  std::map<std::tuple<unsigned, uint32_t, uint32_t>, std::deque<Message>> channels;
  std::vector<WorldEvent> events;
  uint64_t words = 0, cross_refused = 0, engine_errors = 0;
  uint64_t bytes_staged = 0;  // bytes sends copied into a message (their receive was not waiting)

  const SbufGeometry& geo() const { return cfg.system.sbuf; }
  uint32_t gid(unsigned r) const { return module.global_ids[r]; }

  void retire(unsigned r, unsigned c, uint32_t index, uint8_t opcode, WorldErr err, std::string detail) {
    if (err != WorldErr::OK) ++cross_refused;
    events.push_back(WorldEvent{r, c, index, opcode, err, std::move(detail)});
  }
  void retire_pending(unsigned r, unsigned c, WorldErr err, const std::string& detail) {
    Pending& p = cores[r][c].pending;
    retire(r, c, p.index, p.opcode, err, detail);
    if (p.leg2)
      retire(r, c, p.leg2->index, CollectiveComputeSecondary::kOpcode, err,
             "second leg of word " + std::to_string(p.index));
    p = Pending{};
  }

  // ---- stepping
  SystemStep step_word(unsigned r, unsigned c);

  /// Step one word of a runnable core (and a 0xDA right after a 0xD9); a cross-engine word
  /// retires or leaves the core blocked.
  void step(unsigned r, unsigned c);

  // ---- 0xDC / 0xDB
  void get_global_rank(unsigned r, unsigned c, uint32_t index, const Word& w);

  void get_cur_rank(unsigned r, unsigned c, uint32_t index, const Word& w);

  // ---- 0xDE: deposit a token, wait for the peer core's matching one
  void tensor_completion(unsigned r, unsigned c, uint32_t index, const Word& w);

  // ---- 0xD8: both cores of the rank
  void barrier_arrive(unsigned r, unsigned c, uint32_t index, const Word& w);

  Sbuf& sbuf(unsigned r, unsigned c) { return cores[r][0].sys->sbuf(c); }
  FlatHbm& hbm(unsigned r) { return cores[r][0].sys->hbm(); }
  size_t row_bytes() const { return geo().bytes_per_partition; }
  /// The bytes an operand of core c of rank r lives in: that core's SBUF or the rank's HBM.
  std::span<uint8_t> mem(unsigned r, unsigned c, const Operand& o) {
    return o.hbm ? hbm(r).bytes() : sbuf(r, c).bytes();
  }
  std::vector<uint32_t> read_op(unsigned r, unsigned c, const Operand& o) {
    std::vector<uint32_t> v;
    read_op(r, c, o, v);
    return v;
  }
  void read_op(unsigned r, unsigned c, const Operand& o, std::vector<uint32_t>& v) {
    if (cfg.reference_kernels) {
      v = read_elems_ref(mem(r, c, o), row_bytes(), o);
      return;
    }
    read_elems(mem(r, c, o), row_bytes(), o, v);
  }
  /// Elements [lo, hi) of an operand's walk order into out (see read_range).
  void read_op_range(unsigned r, unsigned c, const Operand& o, uint64_t lo, uint64_t hi, uint32_t* out) {
    read_range(mem(r, c, o), row_bytes(), o, lo, hi, out);
  }
  // A collective's element buffers, kept from one collective to the next so that a run of
  // large collectives does not map and clear fresh pages each time.
  std::vector<std::vector<uint32_t>> coll_x, coll_z;
  std::vector<uint32_t> coll_y, coll_block;
  std::vector<uint8_t> coll_packed;
  std::vector<std::vector<size_t>> coll_starts;
  void write_op(unsigned r, unsigned c, const Operand& o, const std::vector<uint32_t>& v,
                const std::vector<char>* keep = nullptr) {
    if (cfg.reference_kernels) return write_elems_ref(mem(r, c, o), row_bytes(), o, v, keep);
    write_elems(mem(r, c, o), row_bytes(), o, v, keep);
  }

  /// An operand's static start word [PROJECT, docs/world.md "Register-mode addresses"]: a
  /// static or indirect word is itself; a register-mode word (field-map ADDR4 mode 1) names
  /// register [7:0] of the core's register file, whose value is the static ADDR4 word used.
  WorldErr resolve_start(unsigned r, unsigned c, uint32_t word, uint32_t* out, std::string* why) const;

  // ---- 0xBE on the issuing core's SBUF
  void seq_bounds(unsigned r, unsigned c, uint32_t index, const Word& w);

  // ---- 0xCB
  /// A 0xCB's region on rank r: its binding, tensor_base and element count, checked to lie in
  /// the core's SBUF or the rank's HBM (AP_RANGE otherwise, from the extremes, no overflow).
  std::optional<Region> region(unsigned r, const CollectiveSendRecv& s, WorldErr* err, std::string* detail);

  std::span<uint8_t> region_mem(unsigned r, unsigned c, const Region& g) {
    return g.hbm ? hbm(r).bytes() : sbuf(r, c).bytes();
  }

  void send_recv(unsigned r, unsigned c, uint32_t index, const Word& w);

  void finish_recv(unsigned r, unsigned c);
  /// The receive of core c of rank r (waiting) takes m's rows, row q at row0 + q * pitch (a
  /// staged message's bytes or the sender's region): checked against its region, copied, retired.
  void deliver(unsigned r, unsigned c, const Message& m, const uint8_t* row0, int64_t pitch);
  /// The rank with global id g (nullopt: none).
  std::optional<unsigned> rank_of(uint32_t g) {
    if (rank_by_gid.empty())
      for (unsigned r = 0; r < module.global_ids.size(); ++r) rank_by_gid.emplace(module.global_ids[r], r);
    const auto it = rank_by_gid.find(g);
    return it == rank_by_gid.end() ? std::nullopt : std::optional<unsigned>(it->second);
  }
  std::map<uint32_t, unsigned> rank_by_gid;

  /// Retry a blocked core whose wait another core's progress can end; true when it retired.
  bool poll(unsigned r, unsigned c);

  // ---- 0xD9 (+ 0xDA)
  void collective_arrive(unsigned r, unsigned c, uint32_t index, const Word& w, const std::optional<Leg>& leg2);

  void execute_collective(unsigned c, const Gathering& g);

  /// Every check over all members first, then the reads, then the writes.
  WorldErr run_collective(unsigned c, const Gathering& g, std::string* detail);
  /// The group kinds' results element by element (WorldConfig::reference_kernels), from the
  /// members' 0xD9 elements x and 0xDA elements z (empty: one source).
  bool all_to_all_in_place(unsigned c, const Gathering& g, const std::vector<Operand>& ap1, uint64_t w,
                           uint64_t pitch);
  void group_reference(unsigned c, const Gathering& g, GroupKind gk, unsigned dim, uint64_t row,
                       const std::vector<Operand>& ap1, const std::vector<std::vector<uint32_t>>& x,
                       const std::vector<std::vector<uint32_t>>& z);

  /// AllToAllV: member i's 0xD9 tile is its segments for members 0..n-1 in order
  /// (counts[i][j] elements each); member j's 0xDA tile receives the segments from members
  /// 0..n-1 in order (counts[i][j] each).
  WorldErr all_to_all_v(unsigned c, const Gathering& g, const std::vector<Operand>& ap1,
                        const std::vector<std::optional<Operand>>& ap2, std::string* detail);

  // ---- reports
  std::string waits_for(unsigned r, unsigned c) const;
};

}  // namespace tpb
