// Functional coverage: see coverage.hpp.
#include "coverage.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <stdexcept>

#include "tpb/ap.hpp"
#include "tpb/dve.hpp"

namespace tpb::tb {

namespace {

// Error blocks as the field map declares them ("Blocks: decoder 1..31, DVE 32..47, mover
// 48..63, custom-op cluster 64..95").
constexpr unsigned kDveBase = 32, kMoverBase = 48, kClusterBase = 64, kClusterEnd = 96;

std::vector<std::string> error_bins(const std::string& block) {
  std::vector<std::string> out;
  for (const auto& e : tpb::kErrors)
    if (e.code == tpb::Err::OK || error_block(e.code) == block) out.push_back(e.name);
  return out;
}

const tpb::FieldDesc* field_of(uint8_t opcode, const char* name) {
  const tpb::OpcodeDesc* d = tpb::find_opcode(opcode);
  if (!d) return nullptr;
  const int i = tpb::field_index(*d, name);
  return i < 0 ? nullptr : &d->fields[i];
}

// The largest num_arguments the 0x85 header's field holds (u8: 255).
unsigned max_arguments() {
  const tpb::FieldDesc* f = field_of(tpb::CustomOpHeader::kOpcode, "num_arguments");
  if (!f) throw std::logic_error("coverage: the field map has no 0x85 num_arguments");
  return static_cast<unsigned>(tpb::field_max(*f));
}

// Power-of-two buckets of first..max: {1}, {2,3}, {4..7}, ... (first 0 puts {0} in front).
std::vector<std::pair<unsigned, unsigned>> pow2_buckets(unsigned first, unsigned max) {
  std::vector<std::pair<unsigned, unsigned>> b;
  if (first == 0) b.push_back({0, 0});
  for (unsigned lo = 1; lo <= max; lo *= 2) b.push_back({lo, std::min(max, 2 * lo - 1)});
  return b;
}

// Chain lengths 0..max_arguments; chain positions 1..max_arguments + 1 (the output payload
// and one per input: position 256 is the first past 8 bits).
std::vector<std::pair<unsigned, unsigned>> length_buckets() { return pow2_buckets(0, max_arguments()); }
std::vector<std::pair<unsigned, unsigned>> position_buckets() { return pow2_buckets(1, max_arguments() + 1); }

std::string bucket_bin(const std::vector<std::pair<unsigned, unsigned>>& buckets, unsigned n) {
  for (const auto& [lo, hi] : buckets)
    if (n >= lo && n <= hi) return lo == hi ? std::to_string(lo) : std::to_string(lo) + "-" + std::to_string(hi);
  return "over";
}

std::vector<unsigned> dve_generations() {
  std::vector<unsigned> g;
  for (unsigned gen = 0; gen < 16; ++gen) {
    try {
      tpb::dve::Geometry::for_gen(gen);
      g.push_back(gen);
    } catch (const std::invalid_argument&) {
    }
  }
  return g;
}

std::vector<unsigned> element_sizes() {
  std::set<unsigned> s;
  for (const auto& d : tpb::kDtypes) s.insert(d.bytes);
  return {s.begin(), s.end()};
}

std::string dve_bin(unsigned gen, const std::string& err) { return "gen" + std::to_string(gen) + " " + err; }

}  // namespace

std::string error_block(tpb::Err e) {
  const unsigned c = static_cast<unsigned>(e);
  if (c == 0) return "ok";
  if (c < kDveBase) return "decoder";
  if (c < kMoverBase) return "dve";
  if (c < kClusterBase) return "mover";
  if (c < kClusterEnd) return "cluster";
  return "other";
}

std::string Coverage::opcode_bin(uint8_t opcode) {
  const tpb::OpcodeDesc* d = tpb::find_opcode(opcode);
  if (!d) return "other";
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%02X ", opcode);
  // A DVE opcode no seed gives (field map SYNTHETIC) is labelled so, never passing as a seed bin.
  return buf + std::string(d->mnemonic) + (d->synthetic ? " [SYNTHETIC, not a seed opcode]" : "");
}

std::string Coverage::chain_length_bin(unsigned n) { return bucket_bin(length_buckets(), n); }
std::string Coverage::chain_position_bin(unsigned pos) { return bucket_bin(position_buckets(), pos); }

void Coverage::add_group(const std::string& name, const std::vector<std::string>& bins) {
  Group g;
  for (const auto& b : bins)
    if (g.counts.emplace(b, 0).second) g.order.push_back(b);
  group_order_.push_back(name);
  groups_[name] = std::move(g);
}

void Coverage::hit(const std::string& group, const std::string& bin) {
  Group& g = groups_.at(group);
  auto it = g.counts.find(bin);
  if (it == g.counts.end()) {  // a value the tables did not predict: show it, as a bin of its own
    g.order.push_back(bin);
    it = g.counts.emplace(bin, 0).first;
  }
  ++it->second;
}

Coverage::Coverage() {
  // Seed opcodes first, then the field map's SYNTHETIC DVE opcodes as a block of their own.
  std::vector<std::string> ops;
  for (const auto& d : tpb::kOpcodes)
    if (!d.synthetic) ops.push_back(opcode_bin(d.opcode));
  for (const auto& d : tpb::kOpcodes)
    if (d.synthetic) ops.push_back(opcode_bin(d.opcode));
  ops.push_back("other");
  add_group("opcode", ops);
  ops.pop_back();
  add_group("opcode_accepted", ops);

  add_group("route", std::vector<std::string>(std::begin(tpb::kRouteNames), std::end(tpb::kRouteNames)));
  add_group("decoder_error", error_bins("decoder"));

  std::vector<std::string> kinds;
  std::map<std::string, std::string> kinds_excluded;
  for (const auto& k : tpb::kCollKinds) {
    if (tpb::coll_kind_to_wire(k.ordinal))
      kinds.push_back(k.name);
    else
      kinds_excluded[k.name] = k.note;
  }
  kinds.push_back("absent");
  add_group("collective_kind", kinds);
  groups_["collective_kind"].excluded = kinds_excluded;

  std::vector<std::string> lengths;
  for (const auto& [lo, hi] : length_buckets()) lengths.push_back(chain_length_bin(lo));
  add_group("custom_op_chain_length", lengths);
  std::vector<std::string> positions;
  for (const auto& [lo, hi] : position_buckets()) positions.push_back(chain_position_bin(lo));
  add_group("custom_op_chain_position", positions);

  std::vector<std::string> dve;
  for (unsigned g : dve_generations())
    for (const auto& e : error_bins("dve")) dve.push_back(dve_bin(g, e));
  add_group("dve", dve);

  add_group("mover_error", error_bins("mover"));
  std::vector<std::string> facts;
  for (const char* side : {"src", "dst"}) {
    const std::string s = side;
    for (const char* f : {" first partition", " last partition", " spans every partition", " first byte",
                          " last byte", " bytes per partition at the limit", " step0 zero at the limit"})
      facts.push_back(s + f);
    for (unsigned d = 0; d < 3; ++d) {
      facts.push_back(s + " step" + std::to_string(d) + " zero");
      facts.push_back(s + " step" + std::to_string(d) + " negative");
    }
  }
  facts.push_back("one element");
  facts.push_back("peer partition apart from dst start");
  for (unsigned b : element_sizes()) facts.push_back("element " + std::to_string(b) + " bytes");
  add_group("mover_pattern", facts);

  add_group("cluster_error", error_bins("cluster"));
  std::vector<std::string> fns;
  for (const auto& k : tpb::builtin_kernels()) fns.push_back(k.function);
  fns.push_back("other");
  add_group("cluster_function", fns);
}

void Coverage::observe_record(const tpb::Record& r) {
  hit("opcode", opcode_bin(r.opcode));
  hit("route", tpb::route_name(r.route));
  hit("decoder_error", tpb::err_name(r.err));
  if (r.chain_pos > 0) hit("custom_op_chain_position", chain_position_bin(r.chain_pos));
  if (r.err != tpb::Err::OK) return;
  if (tpb::find_opcode(r.opcode)) hit("opcode_accepted", opcode_bin(r.opcode));
  const tpb::OpcodeDesc* d = tpb::find_opcode(r.opcode);
  if (const tpb::FieldDesc* f = field_of(r.opcode, "collective_kind")) {
    const auto wire = static_cast<uint8_t>(r.fields.v[static_cast<unsigned>(f - d->fields)]);
    if (wire == 0)
      hit("collective_kind", "absent");
    else if (auto ord = tpb::coll_kind_from_wire(wire))
      hit("collective_kind", tpb::coll_kind_name(*ord));
  }
  if (r.opcode == tpb::CustomOpHeader::kOpcode)
    if (const tpb::FieldDesc* f = field_of(r.opcode, "num_arguments"))
      hit("custom_op_chain_length",
          chain_length_bin(static_cast<unsigned>(r.fields.v[static_cast<unsigned>(f - d->fields)])));
}

void Coverage::observe_dve(unsigned gen, tpb::Err err) { hit("dve", dve_bin(gen, tpb::err_name(err))); }

void Coverage::observe_mover(tpb::Err err, const tpb::Word& w, const tpb::MoverConfig& cfg) {
  hit("mover_error", tpb::err_name(err));
  if (err != tpb::Err::OK) return;
  tpb::Sb2sbPlan plan;
  if (tpb::sb2sb_check(w, cfg, &plan) != tpb::Err::OK) return;  // the caller's geometry disagrees
  const int64_t last_p = int64_t{cfg.geometry.partitions} - 1, bpp = cfg.geometry.bytes_per_partition;
  for (int side = 0; side < 2; ++side) {
    const tpb::AccessPattern& ap = side ? plan.dst : plan.src;
    const std::string s = side ? "dst" : "src";
    const tpb::ApExtent e = tpb::ap_extent(ap);
    if (e.partition_min == 0) hit("mover_pattern", s + " first partition");
    if (e.partition_max == last_p) hit("mover_pattern", s + " last partition");
    if (e.partition_min == 0 && e.partition_max == last_p) hit("mover_pattern", s + " spans every partition");
    if (e.offset_min == 0) hit("mover_pattern", s + " first byte");
    if (e.offset_end == bpp) hit("mover_pattern", s + " last byte");
    if (tpb::ap_bytes_per_partition(ap) == cfg.max_bytes_per_partition)
      hit("mover_pattern", s + " bytes per partition at the limit");
    // S000 §5 ceiling reached only through repeats: every partition iteration on one partition.
    if (ap.step[0] == 0 && ap.num[0] >= 2 && tpb::ap_bytes_per_partition(ap) == cfg.max_bytes_per_partition)
      hit("mover_pattern", s + " step0 zero at the limit");
    for (unsigned d = 0; d < 3; ++d) {
      if (ap.num[d] < 2) continue;  // a step that is never taken says nothing
      if (ap.step[d] == 0) hit("mover_pattern", s + " step" + std::to_string(d) + " zero");
      if (ap.step[d] < 0) hit("mover_pattern", s + " step" + std::to_string(d) + " negative");
    }
  }
  if (plan.elements == 1) hit("mover_pattern", "one element");
  // S000 §5: +0x21 is the peer SB partition, a scalar of its own (not the dst start).
  if (w[0x21] != plan.dst.partition) hit("mover_pattern", "peer partition apart from dst start");
  hit("mover_pattern", "element " + std::to_string(plan.elem_bytes) + " bytes");
}

void Coverage::observe_cluster(tpb::Err err, uint8_t function_id, const tpb::FunctionRegistry* registry) {
  hit("cluster_error", tpb::err_name(err));
  const tpb::FunctionRegistry::Entry* e = registry ? registry->find(function_id) : nullptr;
  bool builtin = false;
  if (e && e->lib == tpb::kBuiltinLib)
    for (const auto& k : tpb::builtin_kernels()) builtin = builtin || k.function == e->function;
  hit("cluster_function", builtin ? e->function : "other");
}

nlohmann::ordered_json Coverage::to_json() const {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (const auto& name : group_order_) {
    const Group& g = groups_.at(name);
    nlohmann::ordered_json bins = nlohmann::ordered_json::object(), uncovered = nlohmann::ordered_json::array();
    size_t covered = 0;
    for (const auto& b : g.order) {
      const uint64_t n = g.counts.at(b);
      bins[b] = n;
      if (n)
        ++covered;
      else
        uncovered.push_back(b);
    }
    nlohmann::ordered_json grp;
    grp["bins"] = bins;
    grp["covered"] = covered;
    grp["total"] = g.order.size();
    grp["uncovered"] = uncovered;
    grp["excluded"] = nlohmann::ordered_json::object();
    for (const auto& [item, why] : g.excluded) grp["excluded"][item] = why;
    j[name] = grp;
  }
  return j;
}

long long Coverage::count(const std::string& group, const std::string& bin) const {
  auto g = groups_.find(group);
  if (g == groups_.end()) return -1;
  auto b = g->second.counts.find(bin);
  return b == g->second.counts.end() ? -1 : static_cast<long long>(b->second);
}

std::vector<std::string> Coverage::bins(const std::string& group) const {
  auto g = groups_.find(group);
  return g == groups_.end() ? std::vector<std::string>{} : g->second.order;
}

}  // namespace tpb::tb
