// tpb::World's module description: the JSON a run is given (docs/world.md "Module").
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "tpb/world.hpp"

namespace tpb {

namespace {
using nlohmann::json;

[[noreturn]] void fail(WorldErr e, const std::string& what) { throw WorldError(e, what); }

void only_keys(const json& o, std::initializer_list<const char*> keys, const std::string& where) {
  if (!o.is_object()) fail(WorldErr::MODULE_TYPE, where + " is not an object");
  for (auto it = o.begin(); it != o.end(); ++it)
    if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; }))
      fail(WorldErr::MODULE_UNKNOWN_KEY, where + ": unknown key '" + it.key() + "'");
}

uint64_t get_uint(const json& v, uint64_t max, const std::string& where) {
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
    fail(WorldErr::MODULE_TYPE, where + " is not a non-negative integer");
  const uint64_t x = v.get<uint64_t>();
  if (x > max) fail(WorldErr::MODULE_TYPE, where + " is larger than " + std::to_string(max));
  return x;
}

int64_t get_int(const json& v, int64_t lo, int64_t hi, const std::string& where) {
  if (!v.is_number_integer()) fail(WorldErr::MODULE_TYPE, where + " is not an integer");
  const int64_t x = v.get<int64_t>();
  if (x < lo || x > hi)
    fail(WorldErr::MODULE_TYPE, where + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
  return x;
}

const json& array_at(const json& o, const char* key, const std::string& where) {
  const json& v = o.at(key);
  if (!v.is_array()) fail(WorldErr::MODULE_TYPE, where + "." + key + " is not an array");
  return v;
}

std::vector<RankPair> get_pairs(const json& v, const std::set<uint32_t>& ids, const std::string& where) {
  if (!v.is_array()) fail(WorldErr::MODULE_TYPE, where + " is not an array of [source, target] pairs");
  std::vector<RankPair> out;
  std::set<uint32_t> srcs, dsts;
  for (size_t i = 0; i < v.size(); ++i) {
    const std::string w = where + "[" + std::to_string(i) + "]";
    if (!v[i].is_array() || v[i].size() != 2) fail(WorldErr::MODULE_TYPE, w + " is not a [source, target] pair");
    const auto s = static_cast<uint32_t>(get_uint(v[i][0], 0xFFFFFFFFu, w));
    const auto d = static_cast<uint32_t>(get_uint(v[i][1], 0xFFFFFFFFu, w));
    for (uint32_t g : {s, d})
      if (!ids.count(g))
        fail(WorldErr::MODULE_UNKNOWN_RANK, w + " names global id " + std::to_string(g) + ", no rank has it");
    if (!srcs.insert(s).second) fail(WorldErr::MODULE_DUPLICATE_PAIR, w + ": source " + std::to_string(s) + " twice");
    if (!dsts.insert(d).second) fail(WorldErr::MODULE_DUPLICATE_PAIR, w + ": target " + std::to_string(d) + " twice");
    out.emplace_back(s, d);
  }
  return out;
}
}  // namespace

Module parse_module(std::string_view text) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number too large for any type (406)
    fail(WorldErr::MODULE_PARSE, std::string("not JSON: ") + e.what());
  }
  if (!j.is_object()) fail(WorldErr::MODULE_PARSE, "the top level is not an object");
  if (!j.contains("format") || j["format"] != "tpb-world-module")
    fail(WorldErr::MODULE_FORMAT, "\"format\" must be \"tpb-world-module\"");
  if (!j.contains("version") || j["version"] != 1) fail(WorldErr::MODULE_FORMAT, "\"version\" must be 1");
  only_keys(j, {"format", "version", "ranks", "replica_groups", "collectives", "send_recv", "tensors", "group_kinds"},
            "module");
  Module m;
  if (!j.contains("ranks")) fail(WorldErr::MODULE_TYPE, "module: \"ranks\" is required");
  const json& ranks = array_at(j, "ranks", "module");
  if (ranks.empty()) fail(WorldErr::MODULE_TYPE, "module.ranks is empty");
  std::set<uint32_t> ids;
  for (size_t r = 0; r < ranks.size(); ++r) {
    const std::string w = "ranks[" + std::to_string(r) + "]";
    only_keys(ranks[r], {"global_id"}, w);
    if (!ranks[r].contains("global_id")) fail(WorldErr::MODULE_TYPE, w + ": \"global_id\" is required");
    const auto g = static_cast<uint32_t>(get_uint(ranks[r]["global_id"], 0xFFFFFFFFu, w + ".global_id"));
    if (!ids.insert(g).second)
      fail(WorldErr::MODULE_DUPLICATE_GLOBAL_ID, w + ": global id " + std::to_string(g) + " is another rank's");
    m.global_ids.push_back(g);
  }
  if (j.contains("replica_groups")) {
    const json& sets = array_at(j, "replica_groups", "module");
    for (size_t s = 0; s < sets.size(); ++s) {
      const std::string w = "replica_groups[" + std::to_string(s) + "]";
      if (!sets[s].is_array() || sets[s].empty())
        fail(WorldErr::MODULE_TYPE, w + " is not a non-empty array of groups");
      std::set<uint32_t> seen;
      std::vector<std::vector<uint32_t>> set;
      for (size_t gi = 0; gi < sets[s].size(); ++gi) {
        const std::string wg = w + "[" + std::to_string(gi) + "]";
        const json& grp = sets[s][gi];
        if (!grp.is_array()) fail(WorldErr::MODULE_TYPE, wg + " is not an array of global ids");
        if (grp.empty()) fail(WorldErr::MODULE_GROUP_OVERLAP, wg + " is empty");
        std::vector<uint32_t> g;
        for (const json& x : grp) {
          const auto id = static_cast<uint32_t>(get_uint(x, 0xFFFFFFFFu, wg));
          if (!ids.count(id))
            fail(WorldErr::MODULE_UNKNOWN_RANK, wg + " names global id " + std::to_string(id) + ", no rank has it");
          if (!seen.insert(id).second)
            fail(WorldErr::MODULE_GROUP_OVERLAP, wg + ": global id " + std::to_string(id) + " twice in one set");
          g.push_back(id);
        }
        set.push_back(std::move(g));
      }
      m.replica_groups.push_back(std::move(set));
    }
  }
  if (j.contains("collectives")) {
    const json& cs = array_at(j, "collectives", "module");
    for (size_t k = 0; k < cs.size(); ++k) {
      const std::string w = "collectives[" + std::to_string(k) + "]";
      only_keys(cs[k], {"replica_groups", "source_target_pairs", "dim", "counts"}, w);
      CollectiveInstance c;
      const bool has_g = cs[k].contains("replica_groups"), has_p = cs[k].contains("source_target_pairs");
      if (has_g == has_p)
        fail(WorldErr::MODULE_TYPE, w + ": exactly one of \"replica_groups\" and \"source_target_pairs\"");
      if (has_g) {
        c.replica_groups = static_cast<uint32_t>(get_uint(cs[k]["replica_groups"], 0xFFFFFFFFu, w + ".replica_groups"));
        if (*c.replica_groups >= m.replica_groups.size())
          fail(WorldErr::MODULE_UNKNOWN_GROUP, w + ".replica_groups: set " + std::to_string(*c.replica_groups) +
                                                   " is not in the registry (" +
                                                   std::to_string(m.replica_groups.size()) + " sets)");
      } else {
        c.source_target_pairs = get_pairs(cs[k]["source_target_pairs"], ids, w + ".source_target_pairs");
        if (c.source_target_pairs.empty()) fail(WorldErr::MODULE_TYPE, w + ".source_target_pairs is empty");
      }
      if (cs[k].contains("dim")) c.dim = static_cast<unsigned>(get_uint(cs[k]["dim"], 1, w + ".dim"));
      if (cs[k].contains("counts")) {
        const json& cm = cs[k]["counts"];
        if (!has_g) fail(WorldErr::MODULE_TYPE, w + ".counts needs \"replica_groups\" (AllToAllV)");
        for (const auto& grp : m.replica_groups[*c.replica_groups])
          if (!cm.is_array() || cm.size() != grp.size())
            fail(WorldErr::MODULE_TYPE,
                 w + ".counts must be a square matrix of the groups' size (" + std::to_string(grp.size()) + ")");
        for (size_t i = 0; i < cm.size(); ++i) {
          if (!cm[i].is_array() || cm[i].size() != cm.size())
            fail(WorldErr::MODULE_TYPE,
                 w + ".counts[" + std::to_string(i) + "] is not a row of " + std::to_string(cm.size()));
          std::vector<uint64_t> row;
          for (const json& x : cm[i]) row.push_back(get_uint(x, 0xFFFFFFFFu, w + ".counts"));
          c.counts.push_back(std::move(row));
        }
      }
      m.collectives.push_back(std::move(c));
    }
  }
  if (j.contains("send_recv")) {
    const json& ss = array_at(j, "send_recv", "module");
    std::map<RankPair, int64_t> balance;  // sends minus recvs per (source, target)
    for (size_t k = 0; k < ss.size(); ++k) {
      const std::string w = "send_recv[" + std::to_string(k) + "]";
      only_keys(ss[k], {"op", "pairs"}, w);
      if (!ss[k].contains("op") || !ss[k].contains("pairs"))
        fail(WorldErr::MODULE_TYPE, w + ": \"op\" and \"pairs\" are required");
      SendRecvInstance s;
      if (ss[k]["op"] == "send")
        s.send = true;
      else if (ss[k]["op"] == "recv")
        s.send = false;
      else
        fail(WorldErr::MODULE_TYPE, w + ".op is not \"send\" or \"recv\"");
      s.pairs = get_pairs(ss[k]["pairs"], ids, w + ".pairs");
      for (const RankPair& p : s.pairs) balance[p] += s.send ? 1 : -1;
      m.send_recv.push_back(std::move(s));
    }
    for (const auto& [p, n] : balance)
      if (n != 0)
        fail(WorldErr::MODULE_UNPAIRED, "send_recv: " + std::to_string(p.first) + " -> " + std::to_string(p.second) +
                                            " has " + std::to_string(std::abs(n)) + " more " +
                                            (n > 0 ? "send" : "recv") + (std::abs(n) > 1 ? "s" : "") +
                                            " than its other side");
  }
  if (j.contains("tensors")) {
    const json& ts = array_at(j, "tensors", "module");
    std::set<uint64_t> tids;
    for (size_t k = 0; k < ts.size(); ++k) {
      const std::string w = "tensors[" + std::to_string(k) + "]";
      only_keys(ts[k], {"id", "memory", "partition", "offset", "partitions", "partition_step", "dtype"}, w);
      TensorBinding t;
      if (ts[k].contains("memory")) {
        const json& mem = ts[k]["memory"];
        if (!mem.is_string() || (mem != "sbuf" && mem != "hbm"))
          fail(WorldErr::MODULE_TYPE, w + ".memory is not \"sbuf\" or \"hbm\"");
        t.hbm = mem == "hbm";
      }
      for (const char* req : {"id", "partition", "offset", "dtype"})
        if (!ts[k].contains(req) && !(t.hbm && std::string_view(req) == "partition"))
          fail(WorldErr::MODULE_TYPE, w + ": \"" + req + "\" is required");
      t.id = get_uint(ts[k]["id"], ~uint64_t{0}, w + ".id");
      if (!tids.insert(t.id).second)
        fail(WorldErr::MODULE_DUPLICATE_TENSOR, w + ": tensor_id " + std::to_string(t.id) + " is bound twice");
      // HBM has no partitions; its offset is a byte address (PROJECT: u32, the model's HBM
      // size bounds it at run time).
      if (ts[k].contains("partition"))
        t.partition = static_cast<uint32_t>(get_uint(ts[k]["partition"], t.hbm ? 0 : 255, w + ".partition"));
      t.offset = static_cast<uint32_t>(
          get_uint(ts[k]["offset"], t.hbm ? uint64_t{0xFFFFFFFF} : (1u << 18) - 1, w + ".offset"));
      if (ts[k].contains("partitions"))
        t.partitions = static_cast<uint16_t>(get_uint(ts[k]["partitions"], 256, w + ".partitions"));
      if (t.partitions == 0) fail(WorldErr::MODULE_TYPE, w + ".partitions is 0");
      if (ts[k].contains("partition_step"))
        t.partition_step = static_cast<int16_t>(get_int(ts[k]["partition_step"], -32768, 32767, w + ".partition_step"));
      if (!ts[k]["dtype"].is_string()) fail(WorldErr::MODULE_TYPE, w + ".dtype is not a dtype name");
      const DtypeDesc* d = find_dtype(ts[k]["dtype"].get<std::string>());
      if (!d)
        fail(WorldErr::MODULE_TYPE, w + ".dtype '" + ts[k]["dtype"].get<std::string>() + "' is not a field-map dtype");
      t.dtype = d->code;
      m.tensors.push_back(t);
    }
  }
  if (j.contains("group_kinds")) {
    const json& gk = j["group_kinds"];
    if (!gk.is_array() || gk.size() != 4)
      fail(WorldErr::MODULE_KIND_NAME, "group_kinds must list the kinds of wire bytes 0x01..0x04, four names");
    std::set<GroupKind> seen;
    for (size_t i = 0; i < 4; ++i) {
      std::optional<GroupKind> k;
      for (GroupKind c : kDefaultGroupKinds)
        if (gk[i].is_string() && gk[i].get<std::string>() == group_kind_name(c)) k = c;
      if (!k)
        fail(WorldErr::MODULE_KIND_NAME,
             "group_kinds[" + std::to_string(i) + "] is not all_reduce, reduce_scatter, all_gather or all_to_all");
      if (!seen.insert(*k).second)
        fail(WorldErr::MODULE_KIND_NAME, std::string("group_kinds names ") + group_kind_name(*k) + " twice");
      m.group_kinds[i] = *k;
    }
  }
  return m;
}

Module load_module(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error(path + ": cannot open");
  std::ostringstream s;
  s << f.rdbuf();
  try {
    return parse_module(s.str());
  } catch (const WorldError& e) {
    throw WorldError(e.code(), path + ": " + e.detail());
  }
}

std::string module_to_json(const Module& m) {
  json j;
  j["format"] = "tpb-world-module";
  j["version"] = 1;
  j["ranks"] = json::array();
  for (uint32_t g : m.global_ids) j["ranks"].push_back({{"global_id", g}});
  j["replica_groups"] = m.replica_groups;
  j["collectives"] = json::array();
  for (const CollectiveInstance& c : m.collectives) {
    json o;
    if (c.replica_groups)
      o["replica_groups"] = *c.replica_groups;
    else {
      o["source_target_pairs"] = json::array();
      for (const RankPair& p : c.source_target_pairs) o["source_target_pairs"].push_back({p.first, p.second});
    }
    o["dim"] = c.dim;
    if (!c.counts.empty()) o["counts"] = c.counts;
    j["collectives"].push_back(o);
  }
  j["send_recv"] = json::array();
  for (const SendRecvInstance& s : m.send_recv) {
    json o{{"op", s.send ? "send" : "recv"}, {"pairs", json::array()}};
    for (const RankPair& p : s.pairs) o["pairs"].push_back({p.first, p.second});
    j["send_recv"].push_back(o);
  }
  j["tensors"] = json::array();
  for (const TensorBinding& t : m.tensors) {
    json o{{"id", t.id},
           {"partition", t.partition},
           {"offset", t.offset},
           {"partitions", t.partitions},
           {"partition_step", t.partition_step},
           {"dtype", find_dtype(t.dtype)->name}};
    if (t.hbm) o["memory"] = "hbm";
    j["tensors"].push_back(o);
  }
  j["group_kinds"] = json::array();
  for (GroupKind k : m.group_kinds) j["group_kinds"].push_back(group_kind_name(k));
  return j.dump(1);
}

}  // namespace tpb
