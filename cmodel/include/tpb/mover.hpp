// SB2SB mover: GPSIMDSB2SB (0xBF), the LNC2 cross-core SBUF -> SBUF copy (S000 §5,
// S004 View A). The model twin of rtl/mover/tpb_sb2sb_mover.sv; docs/mover.md has the
// semantics and the reasons for each PROJECT choice.
//
// An LNC2 pair is two cores, each with one SBUF. A 0xBF on the issuing core reads the src
// pattern on that core and writes the elements, in the same walk order, to the dst pattern
// on the peer core (the other one). Legality checks, all before the first write, in this
// order (error codes 48..63 of the field map, identical in the RTL):
//   SB2SB_NOT_DECODED          the word is not a decoder-accepted 0xBF (defensive)
//   SB2SB_NOT_LNC2             cores per LNC != 2 (a configuration: refuses every 0xBF)
//   SB2SB_SRC_NOT_SBUF         src ADDR4 not static-mode SBUF
//   SB2SB_DST_NOT_SBUF         dst ADDR4 not static-mode SBUF
//   SB2SB_DTYPE_MISMATCH       src_dtype != dst_dtype (no cast)
//   SB2SB_PEER_PARTITION_RANGE peer_partition (+0x21) names no partition of the peer SBUF
//                              (>= Partitions; PROJECT rule, the byte itself is S000 §5)
//   SB2SB_COUNT_MISMATCH       num0*num1*num2 differ between src and dst
//   SB2SB_TOO_MANY_BYTES       src or dst moves more than 1024 bytes into/out of one partition
//                              (ap_bytes_per_partition: repeats of a step0 = 0 walk counted;
//                              MaxBytesPerPartition 0x400)
//   SB2SB_SRC_PARTITION_RANGE  src reaches a partition outside the SBUF
//   SB2SB_SRC_OFFSET_RANGE     src reaches a byte outside its partition
//   SB2SB_DST_PARTITION_RANGE  dst likewise
//   SB2SB_DST_OFFSET_RANGE     dst likewise
// A rejected instruction writes nothing.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tpb/ap.hpp"
#include "tpb/gen.hpp"
#include "tpb/isa.hpp"
#include "tpb/sbuf.hpp"

namespace tpb {

/// S000 §5 / S004 View A: the GPSIMD-vs-DMA routing ceiling, MaxBytesPerPartition = 0x400.
inline constexpr uint32_t kSb2sbMaxBytesPerPartition = 0x400;

struct MoverConfig {
  SbufGeometry geometry = SbufGeometry::real();
  unsigned cores_per_lnc = 2;   // arch+0x1A4; anything but 2 refuses every 0xBF
  unsigned issue_core = 0;      // core that executes the 0xBF and is read; 1 - issue_core is written
  uint32_t max_bytes_per_partition = kSb2sbMaxBytesPerPartition;
  /// Bytes one SBUF port moves per clock (the RTL's PortBytes; a power of two, 4..64). It
  /// sets the beats of a copy: a beat moves the elements of one inner row that fit in one
  /// window of port_bytes bytes on both sides (ap_beat_fit), so it decides the order in which
  /// the observer sees writes when the destination's inner step is 0 or negative (docs/mover.md).
  unsigned port_bytes = 16;
};

/// What an accepted 0xBF moves.
struct Sb2sbPlan {
  AccessPattern src, dst;
  unsigned elem_bytes = 0;
  uint64_t elements = 0;
  uint64_t bytes = 0;     // elements * elem_bytes: bytes written
};

/// The legality checks in the documented order. OK: the plan is filled in.
Err sb2sb_check(const Word& w, const MoverConfig& cfg, Sb2sbPlan* plan = nullptr);

/// One SBUF write as the mover performs it: a run of bytes at (core, partition, offset).
struct SbufWrite {
  uint8_t core = 0;
  uint32_t partition = 0;
  uint32_t offset = 0;
  std::span<const uint8_t> data;
};

/// Observers attach here (lockstep, tracing) without touching the semantics.
class MoverObserver {
 public:
  virtual ~MoverObserver() = default;
  virtual void on_write(const SbufWrite& w) = 0;
};

/// Per-instruction completion record (the RTL's completion port carries the same three).
struct MoverRecord {
  uint32_t index = 0;
  Err err = Err::OK;
  uint64_t bytes_written = 0;
  bool operator==(const MoverRecord&) const = default;
};

/// The two SBUFs of an LNC2 pair (core 0, core 1).
using SbufPair = std::array<Sbuf, 2>;

class Mover {
 public:
  /// Throws std::invalid_argument for an issue core other than 0/1 or an SBUF geometry
  /// that does not fit the ADDR4 fields.
  explicit Mover(MoverConfig cfg = {});
  /// A mover on SBUFs it shares with another mover: the other core's mover of the same LNC2
  /// pair, when each core runs its own stream (tpb::World). `sbufs` must have cfg.geometry
  /// (std::invalid_argument otherwise).
  Mover(MoverConfig cfg, std::shared_ptr<SbufPair> sbufs);
  const MoverConfig& config() const { return cfg_; }
  Sbuf& sbuf(unsigned core) { return sbuf_->at(core); }
  const Sbuf& sbuf(unsigned core) const { return sbuf_->at(core); }
  /// The two SBUFs, to build the other core's mover on them.
  const std::shared_ptr<SbufPair>& shared_sbufs() const { return sbuf_; }
  void set_observer(MoverObserver* o) { observer_ = o; }
  /// Execute one word handed over by the decoder (index = its word number).
  MoverRecord execute(const Word& w, uint32_t index);

 private:
  MoverConfig cfg_;
  std::shared_ptr<SbufPair> sbuf_;
  MoverObserver* observer_ = nullptr;
};

// ---- building and generating 0xBF words

/// The 0xBF word moving src (on the issuing core) to dst (on the peer) with one dtype;
/// cross_core_enable = 1; peer_partition (+0x21) as given, else the dst start partition (a
/// default of the kit, not a rule: the mover only range-checks the byte). Patterns must
/// start in SBUF.
Word make_sb2sb(const AccessPattern& src, const AccessPattern& dst, uint8_t dtype, const Sync& sync = {},
                std::optional<uint8_t> peer_partition = std::nullopt);

/// Stimulus classes: three legal ones and one per mover error a decoder-accepted word can
/// raise under LNC2 (SB2SB_NOT_LNC2 is a configuration, not a word).
enum class Sb2sbClass : uint8_t {
  CONTIGUOUS,        // legal, step2 == 1 on both sides
  STRIDED,           // legal, step2 != 1 on at least one side (negative steps included)
  EDGE,              // legal, touching partition 0 / P-1 and byte 0 / the last byte
  NOT_DECODED,
  SRC_NOT_SBUF,
  DST_NOT_SBUF,
  DTYPE_MISMATCH,
  PEER_PARTITION_RANGE,
  COUNT_MISMATCH,
  TOO_MANY_BYTES,
  SRC_PARTITION_RANGE,
  SRC_OFFSET_RANGE,
  DST_PARTITION_RANGE,
  DST_OFFSET_RANGE,
};
inline constexpr unsigned kNumSb2sbClasses = 14;
const char* sb2sb_class_name(Sb2sbClass c);
/// The error a word of the class raises under cores_per_lnc == 2 (OK for legal classes).
Err sb2sb_class_error(Sb2sbClass c);

/// A seeded 0xBF word of the class for the configuration's geometry; guaranteed (checked
/// internally with sb2sb_check under LNC2) to raise exactly sb2sb_class_error(c).
/// Legal words include step0 = 0 patterns (all partition iterations on one partition) up to
/// and exactly at the ceiling; TOO_MANY_BYTES words include step0 = 0 patterns whose rows
/// are each within the ceiling while the partition goes over it (1025+ bytes). Throws
/// std::invalid_argument for PEER_PARTITION_RANGE on a 256-partition geometry (no u8 value
/// is out of range there).
Word gen_sb2sb(SplitMix64& r, const MoverConfig& cfg, Sb2sbClass c);

/// A seeded 0xBF word at the per-partition ceiling (max_bytes_per_partition, 1024 bytes): the
/// src, the dst or both move exactly the ceiling in one partition (num0 = 1), the other side
/// the same elements spread over partitions; accepted. With `over`, that side takes one element
/// more and the word is refused with SB2SB_TOO_MANY_BYTES (half the words use a 1-byte dtype,
/// so one element is one byte: 1025 bytes). Both are placed inside the SBUF when they fit.
/// The lockstep's stream (tpb/stream.hpp) puts a few of these among its legal 0xBF words.
Word gen_sb2sb_ceiling(SplitMix64& r, const MoverConfig& cfg, bool over);

/// The mover lockstep's class mix (tb/mover/tb_mover.cpp): 55 % legal (contiguous 25,
/// strided 20, edge 10), 45 % spread over the illegal classes the geometry can raise.
Sb2sbClass sb2sb_pick_class(SplitMix64& r, const MoverConfig& cfg);

/// One word of the mover lockstep's stimulus, with its class.
struct Sb2sbStimulus {
  Sb2sbClass cls = Sb2sbClass::CONTIGUOUS;
  Word word{};
};
/// The mover lockstep's stream for a seed: sb2sb_pick_class then gen_sb2sb, count times, on
/// one SplitMix64(seed). tb_mover runs exactly this stream; a unit test counts in it.
std::vector<Sb2sbStimulus> gen_sb2sb_stream(uint64_t seed, size_t count, const MoverConfig& cfg);

/// One line: the decoded 0xBF fields (dtype, both patterns, peer, cross-core byte).
std::string describe_sb2sb(const Word& w);

}  // namespace tpb
