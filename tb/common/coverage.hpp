// Functional coverage for the testbenches (docs/robustness.md, "Coverage").
//
// A testbench calls the observe_* methods for what it compares; to_json() lists, per
// coverage group, every bin with its count, the bins never hit ("uncovered") and the items
// that cannot be a bin ("excluded", with the reason). scripts/coverage_report.py merges the
// JSON of many runs into one report.
//
// Every bin comes from the field map (the generated tpb/isa_gen.hpp) or the model's own
// tables, never from a list typed here:
//   opcode, opcode_accepted   every opcode of kOpcodes, plus "other" (a byte the map lacks);
//                             the SYNTHETIC DVE opcodes (no seed gives them) come last, labelled
//                             "[SYNTHETIC, not a seed opcode]"
//   route                     kRouteNames
//   decoder_error             kErrors in the decoder block (codes 0..31; the field map's
//                             blocks: decoder 1..31, DVE 32..47, mover 48..63, cluster 64..95)
//   collective_kind           kCollKinds that the wire LUT encodes (0xD9/0xDA accepted
//                             records), plus "absent" (0xDA with kind 0); kinds the LUT cannot
//                             encode are listed as excluded
//   custom_op_chain_length    num_arguments of accepted 0x85 headers, 0..max of the field
//                             (u8: 255) in power-of-two buckets: 0, 1, 2-3, 4-7, ... 128-255
//   custom_op_chain_position  chain_pos of 0x86 payload records inside a chain, 1..max + 1
//                             (256: the one past 8 bits) in power-of-two buckets: 1, 2-3, ...
//                             128-255, 256
//   dve                       generation x result: the generations Geometry::for_gen knows,
//                             x OK and the DVE block's codes
//   mover_error               OK and the mover block's codes
//   mover_pattern             boundary facts of accepted 0xBF patterns (first/last partition,
//                             first/last byte, all partitions, zero/negative step per
//                             dimension, bytes per partition at the limit, one element,
//                             each element size of kDtypes) for source and destination
//   cluster_error             OK and the cluster block's codes
//   cluster_function          the built-in kernels (tpb::builtin_kernels) by name, plus "other"
//
// Build: add tb/common/coverage.cpp to the testbench's sources and tb/common to its include
// path; it needs the model (tpbmodel) and nlohmann-json.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/mover.hpp"

namespace tpb::tb {

class Coverage {
 public:
  Coverage();

  /// One retired decoder record: opcode, route, error class, collective kind (0xD9/0xDA
  /// accepted), custom-op chain length (accepted 0x85), chain position (0x86 in a chain).
  void observe_record(const tpb::Record& r);
  /// One DVE control record of generation `gen`.
  void observe_dve(unsigned gen, tpb::Err err);
  /// One 0xBF as the mover ran it: its completion code and, when accepted, the boundary facts
  /// of its patterns in the mover's geometry.
  void observe_mover(tpb::Err err, const tpb::Word& w, const tpb::MoverConfig& cfg);
  /// One custom op's completion; the registry (when given) names the function.
  void observe_cluster(tpb::Err err, uint8_t function_id, const tpb::FunctionRegistry* registry = nullptr);

  /// {"<group>": {"bins": {"<bin>": count, ...}, "covered": n, "total": m,
  ///              "uncovered": ["<bin>", ...], "excluded": {"<item>": "<reason>"}}, ...}
  nlohmann::ordered_json to_json() const;

  /// Count of one bin (tests); -1 when the group or bin does not exist.
  long long count(const std::string& group, const std::string& bin) const;
  /// Names of a group's bins, in order.
  std::vector<std::string> bins(const std::string& group) const;

  /// Bin name of an opcode ("0xD9 coll_compute") and of a chain length (its bucket).
  static std::string opcode_bin(uint8_t opcode);
  static std::string chain_length_bin(unsigned num_arguments);
  static std::string chain_position_bin(unsigned chain_pos);

 private:
  struct Group {
    std::vector<std::string> order;
    std::map<std::string, uint64_t> counts;
    std::map<std::string, std::string> excluded;
  };
  void add_group(const std::string& name, const std::vector<std::string>& bins);
  void hit(const std::string& group, const std::string& bin);
  std::vector<std::string> group_order_;
  std::map<std::string, Group> groups_;
};

/// The error block a code belongs to (field map comment: decoder 1..31, DVE 32..47, mover
/// 48..63, cluster 64..95): "decoder", "dve", "mover", "cluster"; "ok" for OK.
std::string error_block(tpb::Err e);

}  // namespace tpb::tb
