// tpb::World: R ranks, each an LNC2 pair of cores (two SBUFs and an HBM), each core running
// its own stream through tpb::SystemModel, and the execution of the cross-engine words the
// decoder routes to the CROSS port (0xD9/0xDA, 0xCB, 0xDC, 0xDB, 0xDE, 0xBE, 0xD8). Model
// only: the RTL's cross port stays external. docs/world.md is the specification: the module
// description (what the seeds keep module-side, S000 §3.3, §4), the scheduler, and the rule
// for every opcode, each tagged seed-given or PROJECT.
//
// A word the World refuses retires with a named WorldErr and changes no memory and no
// register of any rank: every check of a collective runs, over all its members, before the
// first write.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tpb/dtype.hpp"
#include "tpb/system.hpp"

namespace tpb {

// ------------------------------------------------------------------ named errors
/// Model-only codes (the field map's Err is shared with the RTL; the World has no RTL twin).
/// MODULE_*: the module description is refused (nothing runs). Others: a cross-engine word
/// retires with the code and writes nothing.
enum class WorldErr : uint8_t {
  OK = 0,
  // module description
  MODULE_PARSE,                // not JSON, or not an object at the top
  MODULE_FORMAT,               // "format" is not "tpb-world-module" or "version" is not 1
  MODULE_UNKNOWN_KEY,          // a key the schema does not have
  MODULE_TYPE,                 // a value of the wrong type or out of its range
  MODULE_RANK_COUNT,           // "ranks" does not have one entry per stream given
  MODULE_DUPLICATE_GLOBAL_ID,  // two ranks with one global id
  MODULE_UNKNOWN_RANK,         // a group or pair names a global id no rank has
  MODULE_GROUP_OVERLAP,        // a global id twice in one replica-group set, or an empty group
  MODULE_UNKNOWN_GROUP,        // a collective names a replica-group set the registry lacks
  MODULE_DUPLICATE_PAIR,       // a source or a target twice in one pair list
  MODULE_UNPAIRED,             // a send pair with no recv pair (or the reverse), counted per (src, dst)
  MODULE_DUPLICATE_TENSOR,     // two bindings for one tensor_id
  MODULE_KIND_NAME,            // "group_kinds" names an unknown kind or misses one
  // execution refusals
  NO_INSTANCE,            // the core's k-th 0xD9 / 0xCB has no module instance
  RANK_NOT_IN_GROUP,      // the rank is in no group of the instance (or no pair of a permute)
  LEG_MISMATCH,           // members of one collective issued different kind / op / dtype
  OP_NOT_ACCEPTED,        // an AluOp the kind does not accept
  DTYPE_NOT_ACCEPTED,     // a dtype the opcode does not accept
  SECOND_LEG_UNEXPECTED,  // a 0xDA on AllGather / AllToAll (no two-source form), or not after a 0xD9
  SECOND_LEG_MISSING,     // a permute target, AllToAllV or two-source reduction member without its 0xDA
  AP_NOT_SBUF,            // a 0xD8 / 0xBE operand that is not in SBUF (the seed names SBUF tiles)
  AP_RANGE,               // an operand reaching outside its SBUF or HBM
  AP_TOO_LARGE,           // an operand walking more elements than its memory has bytes (repeats)
  SHAPE_MISMATCH,         // element counts differ across the members / send and recv
  SHAPE_INDIVISIBLE,      // element count (or free count) not divisible by the group size
  UNKNOWN_TENSOR,         // a 0xCB tensor_id with no binding in the module
  UNPAIRED_SEND,          // the rank is the source of no pair of its send instance
  UNPAIRED_RECV,          // the rank is the target of no pair of its recv instance
  BARRIER_MISMATCH,       // the two cores' 0xD8 disagree on barrier_id or barrier_index
  FLAGS_UNIMPLEMENTED,    // a 0xBE flags byte other than 0
  VALUE_RANGE,            // a 0xBE bound that does not fit the output dtype
  AP_PSUM,                // a collective operand in PSUM: the kit has no PSUM model (not yet)
  AP_INDIRECT,            // an indirect (gather) operand: not executed (not yet)
  REGISTER_UNWRITTEN,     // a register-mode operand whose register no 0xDC / 0xDB has written
  REGISTER_NOT_ADDRESS,   // a register-mode operand whose register value is no static ADDR4 word
};
const char* world_err_name(WorldErr e);
std::optional<WorldErr> world_err_from_name(std::string_view name);
/// Every code, in enum order (tests walk it).
std::span<const WorldErr> world_errs();

/// A refused module description (or a bad World construction): the code and where.
class WorldError : public std::runtime_error {
 public:
  WorldError(WorldErr code, const std::string& what);
  WorldErr code() const { return code_; }
  const std::string& detail() const { return detail_; }  // what() without the code's name

 private:
  WorldErr code_;
  std::string detail_;
};

// ------------------------------------------------------------------ the module description
/// What a group-collective wire byte (0x01..0x04) means. S000 §3.4 lists the group arms
/// (AllReduce, ReduceScatter, AllGather, AllToAll) without their ordinals; the module may say
/// which is which ("group_kinds"), else the PROJECT default below (the order §3.4 lists them).
enum class GroupKind : uint8_t { ALL_REDUCE, REDUCE_SCATTER, ALL_GATHER, ALL_TO_ALL };
const char* group_kind_name(GroupKind k);  // "all_reduce", ...
inline constexpr std::array<GroupKind, 4> kDefaultGroupKinds = {GroupKind::ALL_REDUCE, GroupKind::REDUCE_SCATTER,
                                                                GroupKind::ALL_GATHER, GroupKind::ALL_TO_ALL};

using RankPair = std::pair<uint32_t, uint32_t>;  // (source global id, target global id)

/// One collective instance: what the k-th 0xD9 of a core's stream binds to (the same k on
/// every rank; docs/world.md "Binding").
struct CollectiveInstance {
  std::optional<uint32_t> replica_groups;     // index into Module::replica_groups (group kinds)
  std::vector<RankPair> source_target_pairs;  // permute family
  unsigned dim = 0;  // chunking of AllGather / ReduceScatter / AllToAll: 0 walk order, 1 per partition row
  /// AllToAllV: counts[i][j] elements go from group position i to position j (n x n, the
  /// size of every group of the set); empty for the other kinds.
  std::vector<std::vector<uint64_t>> counts;
};

/// One send/recv instance: what the k-th 0xCB of a core's stream binds to.
struct SendRecvInstance {
  bool send = true;
  std::vector<RankPair> pairs;
};

/// A 0xCB tensor_id's region. SBUF (the issuing core's): `partitions` partitions from
/// `partition` (step `partition_step`), each holding the word's num_elements_per_partition
/// contiguous elements of `dtype` from byte `offset` + the word's tensor_base. HBM (the
/// rank's, `hbm`): `partitions` rows of those elements, row i at byte address `offset` +
/// tensor_base + i * partition_step * (the row's bytes); `partition` is 0.
struct TensorBinding {
  uint64_t id = 0;
  uint32_t partition = 0;
  uint32_t offset = 0;
  uint16_t partitions = 1;
  int16_t partition_step = 1;
  uint8_t dtype = 0;  // field-map dtype code
  bool hbm = false;
};

struct Module {
  std::vector<uint32_t> global_ids;  // per rank (stream order): its global rank id
  /// The replica-group registry: each entry a set of disjoint groups of global ids.
  std::vector<std::vector<std::vector<uint32_t>>> replica_groups;
  std::vector<CollectiveInstance> collectives;
  std::vector<SendRecvInstance> send_recv;
  std::vector<TensorBinding> tensors;
  std::array<GroupKind, 4> group_kinds = kDefaultGroupKinds;  // wire 0x01..0x04
};

/// Parse and validate a module description (JSON text; docs/world.md "Module description").
/// Throws WorldError with the first violation's code.
Module parse_module(std::string_view json_text);
Module load_module(const std::string& path);
/// The module as JSON text (parse_module(module_to_json(m)) gives m back).
std::string module_to_json(const Module& m);

// ------------------------------------------------------------------ running
struct WorldConfig {
  SystemConfig system;  // each core's (issue_core is set per core)
  /// The order in which the scheduler visits ranks (a permutation of 0..R-1; empty: 0..R-1).
  /// Results of a race-free program do not depend on it (tests run permutations).
  std::vector<unsigned> order;
  /// Collectives element by element (Adder::add per element, the operand walk element by
  /// element): the reference the row kernels are held to (tests/unit/test_world_fast.cpp).
  /// Same results, several times slower.
  bool reference_kernels = false;
};

/// One executed (or refused) cross-engine word.
struct WorldEvent {
  unsigned rank = 0, core = 0;
  uint32_t index = 0;  // word index in the core's stream
  uint8_t opcode = 0;
  WorldErr err = WorldErr::OK;
  std::string detail;  // what it did, one line
};

/// A core that can never continue.
struct BlockedCore {
  unsigned rank = 0, core = 0;
  uint32_t index = 0;
  uint8_t opcode = 0;
  std::string waits_for;
};

struct WorldResult {
  bool completed = false;               // every core ran to the end of its stream
  std::vector<BlockedCore> blocked;     // when not completed: every core that cannot continue
  std::vector<std::string> unreceived;  // messages sent and never received
  uint64_t words = 0;                   // words stepped over all cores
  uint64_t cross_refused = 0;           // cross-engine words retired with a WorldErr
  uint64_t engine_errors = 0;           // decoder, mover and custom-op errors of the SystemModels
  /// Bytes 0xCB sends copied into a message because their receive was not waiting yet; a
  /// send whose receive waits moves its rows straight from region to region (no copy between).
  uint64_t bytes_staged = 0;
  bool ok() const { return completed && unreceived.empty() && cross_refused == 0 && engine_errors == 0; }
  /// The deadlock report: one line per blocked core.
  std::string report() const;
};

/// A core's scalar registers (0xDC / 0xDB write them at their regId; a register-mode start
/// word of a World operand reads them, docs/world.md "Register-mode addresses").
struct RegisterFile {
  std::array<uint32_t, 256> value{};
  std::array<bool, 256> written{};
};

class World {
 public:
  /// streams[r][c]: the words core c of rank r runs (either may be empty). The registry must
  /// outlive the World; the DVE set may be null. Throws WorldError(MODULE_RANK_COUNT) when
  /// the module has another rank count, std::invalid_argument for a bad order or config.
  World(Module module, std::vector<std::array<std::vector<Word>, 2>> streams, const WorldConfig& cfg,
        const FunctionRegistry& registry, const dve::TableSet* dve_set = nullptr);
  ~World();
  World(const World&) = delete;
  World& operator=(const World&) = delete;

  /// Run every core until all streams end or no core can continue (a deadlock: the result
  /// names each blocked core). Bounded: every step retires a word or completes a rendezvous.
  WorldResult run();

  unsigned ranks() const;
  SystemModel& core(unsigned rank, unsigned core);
  Sbuf& sbuf(unsigned rank, unsigned core) { return this->core(rank, 0).sbuf(core); }
  FlatHbm& hbm(unsigned rank) { return core(rank, 0).hbm(); }
  const RegisterFile& registers(unsigned rank, unsigned core) const;
  const Module& module() const;
  /// Every cross-engine word retired so far, in (rank, core, index) order.
  std::vector<WorldEvent> events() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace tpb
