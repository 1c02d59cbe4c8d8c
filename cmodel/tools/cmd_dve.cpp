// tpb dve: DVE table sets (S003).
//
//   tpb dve info   --set gen3/dve_info.json [--name default] [--json]
//   tpb dve lookup --set gen3/dve_info.json [--name default] OPCODE... [--json]
//   tpb dve dump   --set gen3/dve_info.json [--name default] [--json]
//   tpb dve check  --set gen3/dve_info.json [--name default] STREAM.bin
//
// OPCODE is decimal, 0x-hex, a DVE name (Copy) or mnemonic (dve.Copy).
// Exit status: 0 success; 1 invalid input (a table set that fails validation, a disabled or
// out-of-range lookup, a stream with opcodes the set lacks); 2 usage or I/O error.
#include <fmt/core.h>

#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "tpb/dve.hpp"
#include "tpb/io.hpp"

namespace tpb::cli {

namespace {

struct DveArgs {
  std::string set_path;
  std::string name = "default";
  bool json = false;
  std::vector<std::string> opcodes;
  std::string stream;
  CLI::App* info = nullptr;
  CLI::App* lookup = nullptr;
  CLI::App* dump = nullptr;
  CLI::App* check = nullptr;
};
DveArgs g_args;

std::optional<uint8_t> parse_opcode(const std::string& s) {
  if (s.empty()) return std::nullopt;
  if (uint64_t v = 0; parse_u64(s, &v)) return v <= 255 ? std::optional<uint8_t>(uint8_t(v)) : std::nullopt;
  for (const auto& d : kOpcodes)
    if (d.route == Route::DVE && (s == d.name || s == d.mnemonic)) return d.opcode;
  return std::nullopt;
}

std::string op_name(uint8_t op) {
  if (op == 0) return "(idle/reset slot)";
  const OpcodeDesc* d = find_opcode(op);
  if (d && d->route == Route::DVE) return d->name;
  return "(not a DVE opcode)";
}

std::string hex_of(std::span<const uint8_t> b) { return dve::hex_row(b); }

nlohmann::ordered_json record_json(const dve::TableSet& s, const dve::ControlRecord& r) {
  nlohmann::ordered_json j;
  j["opcode"] = r.opcode;
  j["name"] = op_name(r.opcode);
  const OpcodeDesc* d = find_opcode(r.opcode);
  j["synthetic"] = d && d->synthetic;  // an opcode integer no seed gives (field map SYNTHETIC)
  j["offset"] = unsigned(r.opcode) * s.geo.entry_bytes;
  j["entry"] = fmt::format("0x{:0{}x}", r.entry, s.geo.entry_bytes * 2);
  j["error"] = r.err == Err::OK ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(err_name(r.err));
  j["fast_row"] = r.fast_row;
  j["slow_row"] = r.slow_row;
  j["slow_fetched"] = r.slow_fetched;
  j["fast_word"] = hex_of(r.fast_word);
  j["slow_word"] = hex_of(r.slow_word);
  j["datapath_word"] = hex_of(r.dp_word);
  return j;
}

void print_record(const dve::TableSet& s, const dve::ControlRecord& r) {
  const bool g2 = s.geo.shared_control;
  fmt::print("op {:3} {:<30} @0x{:03x}  entry 0x{:0{}x}", r.opcode, op_name(r.opcode),
             unsigned(r.opcode) * s.geo.entry_bytes, r.entry, s.geo.entry_bytes * 2);
  if (r.err != Err::OK && r.err != Err::DVE_FAST_RANGE && r.err != Err::DVE_SLOW_RANGE) {
    fmt::print("  {}\n", err_name(r.err));
    return;
  }
  fmt::print("  fast {} slow {}{}\n", r.fast_row, r.slow_row, r.err == Err::OK ? "" : std::string("  ") + err_name(r.err));
  if (r.err != Err::OK) return;
  fmt::print("    {}[{}] = {}\n", g2 ? "control" : "control_fast", r.fast_row, hex_of(r.fast_word));
  if (r.slow_fetched) fmt::print("    {}[{}] = {}\n", g2 ? "control" : "control_slow", r.slow_row, hex_of(r.slow_word));
  fmt::print("    datapath[{}] = {}\n", r.fast_row, hex_of(r.dp_word));
}

int cmd_info(const dve::Info& info, bool named) {
  if (!named) {
    // No --name given: the generation and every set, each loaded and validated.
    std::vector<std::string> status;
    bool bad = false;
    for (const auto& si : info.sets) {
      try {
        dve::load_set(info, si.name);
        status.push_back("valid");
      } catch (const dve::LoadError& e) {
        status.push_back(e.what());
        bad = true;
      }
    }
    if (g_args.json) {
      nlohmann::ordered_json j;
      j["file"] = info.path;
      j["generation"] = info.gen;
      j["sets"] = nlohmann::ordered_json::array();
      for (size_t i = 0; i < info.sets.size(); ++i)
        j["sets"].push_back({{"name", info.sets[i].name}, {"name_source", info.sets[i].name_source},
                             {"ops", info.sets[i].ops.size()}, {"status", status[i]}});
      fmt::print("{}\n", j.dump(2));
    } else {
      fmt::print("{}: gen{}, {} table set{}\n", info.path, info.gen, info.sets.size(), info.sets.size() == 1 ? "" : "s");
      for (size_t i = 0; i < info.sets.size(); ++i)
        fmt::print("  {} ({} ops{}): {}\n", info.sets[i].name, info.sets[i].ops.size(),
                   info.sets[i].name_source == "PROJECT" ? ", PROJECT-made set: the seed does not name it" : "",
                   status[i]);
    }
    return bad ? 1 : 0;
  }
  dve::TableSet s = dve::load_set(info, g_args.name);
  const auto nz = s.nonzero_slots();
  const auto res = s.residents();
  unsigned slow = 0;
  for (uint8_t k : nz) slow += dve::split(s.geo, s.entry(k)).slow != 0;
  const bool g2 = s.geo.shared_control;
  if (g_args.json) {
    nlohmann::ordered_json j;
    j["file"] = info.path;
    j["generation"] = s.geo.gen;
    j["set"] = s.name;
    j["opcode_table"] = {{"bytes", s.opcode_blob.size()}, {"stride", s.geo.entry_bytes}, {"split_bit", s.geo.split_bit}};
    j[g2 ? "control_table" : "control_fast_table"] = {{"rows", s.control_fast.rows}, {"row_bytes", s.control_fast.row_bytes}};
    if (!g2) j["control_slow_table"] = {{"rows", s.control_slow.rows}, {"row_bytes", s.control_slow.row_bytes}};
    j["datapath_table"] = {{"rows", s.datapath.rows}, {"row_bytes", s.datapath.row_bytes}};
    j["ops"] = s.ops.size();
    j["nonzero"] = nz.size();
    j["residents"] = res;
    j["synthetic_ops"] = s.synthetic_ops();
    j["name_source"] = s.name_source;
    j["slow_entries"] = slow;
    j["valid"] = true;
    fmt::print("{}\n", j.dump(2));
    return 0;
  }
  fmt::print("table set '{}' of {} (gen{}): valid\n", s.name, info.path, s.geo.gen);
  fmt::print("  opcode_table   {} B = 256 x {} B (u{}-LE), split at bit {}\n", s.opcode_blob.size(), s.geo.entry_bytes,
             s.geo.entry_bytes * 8, s.geo.split_bit);
  fmt::print("  {:<14} {} rows x {} B\n", g2 ? "control_table" : "control_fast", s.control_fast.rows, s.control_fast.row_bytes);
  if (!g2) fmt::print("  {:<14} {} rows x {} B\n", "control_slow", s.control_slow.rows, s.control_slow.row_bytes);
  fmt::print("  {:<14} {} rows x {} B (keyed by the fast row)\n", "datapath", s.datapath.rows, s.datapath.row_bytes);
  fmt::print("  ops[]          {}\n", s.ops.size());
  fmt::print("  nonzero slots  {} (ops + idle slot 0{})\n", nz.size(), res.empty() ? "" : fmt::format(" + {} residents", res.size()));
  if (!res.empty()) {
    std::string r;
    for (uint8_t k : res) r += fmt::format("{}{}", r.empty() ? "" : ", ", k);
    fmt::print("  residents      {}\n", r);
  }
  fmt::print("  slow != 0      {} entries\n", slow);
  if (!s.name_source.empty()) fmt::print("  named by       {}\n", s.name_source);
  if (const auto syn = s.synthetic_ops(); !syn.empty()) {
    std::string t;
    for (uint8_t k : syn) t += fmt::format("{}{}", t.empty() ? "" : ", ", k);
    fmt::print("  synthetic ops  {} (SYNTHETIC: no seed gives these opcodes)\n", t);
  }
  return 0;
}

int cmd_lookup(const dve::Info& info) {
  dve::TableSet s = dve::load_set(info, g_args.name);
  std::vector<uint8_t> ops;
  for (const auto& t : g_args.opcodes) {
    auto op = parse_opcode(t);
    if (!op) {
      fmt::print(stderr, "tpb dve lookup: '{}' is not an opcode (0..255, 0x.., or a DVE name)\n", t);
      return 2;
    }
    ops.push_back(*op);
  }
  bool bad = false;
  for (size_t i = 0; i < ops.size(); ++i) {
    auto r = dve::lookup(s, ops[i], uint32_t(i));
    bad |= r.err != Err::OK;
    if (g_args.json)
      fmt::print("{}\n", record_json(s, r).dump());
    else
      print_record(s, r);
  }
  if (bad) fmt::print(stderr, "tpb dve lookup: at least one opcode is disabled or out of range in set '{}'\n", s.name);
  return bad ? 1 : 0;
}

int cmd_dump(const dve::Info& info) {
  dve::TableSet s = dve::load_set(info, g_args.name);
  for (uint8_t k : s.nonzero_slots()) {
    auto r = dve::lookup(s, k, 0);
    if (g_args.json) {
      auto j = record_json(s, r);
      j["in_ops"] = s.has_op(k);
      fmt::print("{}\n", j.dump());
    } else {
      fmt::print("{:3} {:<30} {}{}{}\n", k, op_name(k), dve::desc_text(s.geo, r.entry),
                 k == 0 ? "  idle/reset" : (s.has_op(k) ? "" : "  resident"),
                 find_opcode(k) && find_opcode(k)->synthetic ? "  SYNTHETIC opcode" : "");
    }
  }
  return 0;
}

int cmd_check(const dve::Info& info) {
  dve::TableSet s = dve::load_set(info, g_args.name);
  std::vector<Word> words = read_words(g_args.stream);
  auto ops = dve::dve_opcodes_of(words);
  dve::check_missing_opcodes(s, std::span<const uint8_t>(ops));  // throws with the list
  fmt::print("{}: {} DVE opcodes, all in table set '{}' ops[]\n", g_args.stream, ops.size(), s.name);
  return 0;
}

}  // namespace

CLI::App* add_dve_command(CLI::App& app) {
  auto* dve = app.add_subcommand("dve", "DVE table sets: info, lookup, dump, check (S003 opcode_table)");
  dve->require_subcommand(1);
  auto common = [](CLI::App* c, bool name_default) {
    c->add_option("--set", g_args.set_path, "dve_info.json of one generation")->required();
    if (name_default)
      c->add_option("--name", g_args.name, "table set name")->capture_default_str();
    else
      c->add_option("--name", g_args.name, "table set name (omit to list the sets)");
    c->add_flag("--json", g_args.json, "JSON output");
  };
  g_args.info = dve->add_subcommand("info", "generation, sets; with --name: sizes, strides, counts, validation");
  common(g_args.info, false);
  g_args.lookup = dve->add_subcommand("lookup", "entry, fast/slow rows and fetched words per opcode");
  common(g_args.lookup, true);
  g_args.lookup->add_option("opcodes", g_args.opcodes, "opcodes (decimal, 0x-hex or DVE name)")->required();
  g_args.dump = dve->add_subcommand("dump", "every nonzero slot of a set");
  common(g_args.dump, true);
  g_args.check = dve->add_subcommand("check", "refuse a stream whose DVE opcodes the set's ops[] does not cover");
  common(g_args.check, true);
  g_args.check->add_option("stream", g_args.stream, ".bin stream")->required();
  return dve;
}

int run_dve_command() {
  try {
    dve::Info info = dve::load_info(g_args.set_path);
    if (*g_args.info) return cmd_info(info, g_args.info->count("--name") > 0);
    if (*g_args.lookup) return cmd_lookup(info);
    if (*g_args.dump) return cmd_dump(info);
    if (*g_args.check) return cmd_check(info);
  } catch (const dve::LoadError& e) {
    fmt::print(stderr, "tpb dve: {}\n", e.what());
    return e.code == dve::LoadErr::FILE_MISSING ? 2 : 1;
  }
  return 2;
}

}  // namespace tpb::cli
