// tpb cluster: run the custom-op chains of a stream on the Xtensa cluster model.
//
//   tpb cluster run --bin STREAM.bin --registry REG.json [--sbuf-init F] [--hbm-init F]
//                   [--partitions P] [--bytes-per-partition B] [--hbm-bytes N]
//                   [--sbuf-out F] [--hbm-out F] [--json]
//   tpb cluster kernels                 list the built-in kernels
//   tpb cluster registry -o REG.json [--function NAME ...]
//                                        write a registry of built-ins (all, or the named ones)
//
// Exit status: 0 every chain completed; 1 some chain was refused; 2 usage, I/O or format error
// (thrown as std::exception and reported by tpb_main).
#include <fmt/core.h>

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.hpp"
#include "tpb/cluster.hpp"
#include "tpb/io.hpp"

namespace tpb::cli {

namespace {

struct ClusterOptions {
  CLI::App* run = nullptr;
  CLI::App* kernels = nullptr;
  CLI::App* registry = nullptr;
  std::string bin, reg, sbuf_init, hbm_init, sbuf_out, hbm_out, reg_out;
  uint32_t partitions = 128;
  uint32_t bytes_per_partition = 4096;
  uint64_t hbm_bytes = 16u << 20;
  bool json = false;
  std::vector<std::string> functions;
};

ClusterOptions& opts() {
  static ClusterOptions o;
  return o;
}

void load_into(std::span<uint8_t> mem, const std::string& path, const char* what) {
  std::vector<uint8_t> b = read_bytes(path);
  if (b.size() > mem.size())
    throw std::runtime_error(fmt::format("{}: {} bytes do not fit the {} ({} bytes)", path, b.size(), what, mem.size()));
  std::copy(b.begin(), b.end(), mem.begin());
}

std::string fn_name(const FunctionRegistry& reg, uint8_t id) {
  const FunctionRegistry::Entry* e = reg.find(id);
  return e ? e->lib + ":" + e->function : "-";
}

int cmd_run(const ClusterOptions& o) {
  std::vector<Word> words = read_words(o.bin);
  FunctionRegistry reg = FunctionRegistry::load(o.reg);
  VectorSbuf sbuf(o.partitions, o.bytes_per_partition);
  FlatHbm hbm(o.hbm_bytes);
  if (!o.sbuf_init.empty()) load_into(sbuf.bytes(), o.sbuf_init, "SBUF");
  if (!o.hbm_init.empty()) load_into(hbm.bytes(), o.hbm_init, "HBM");
  Cluster cluster(sbuf, hbm);
  std::vector<Completion> done = cluster.run_stream(words, reg);
  size_t refused = 0;
  for (const Completion& c : done) {
    refused += !c.ok();
    if (o.json) {
      nlohmann::ordered_json j;
      j["chain"] = c.chain;
      j["word_index"] = c.word_index;
      j["function_id"] = c.function_id;
      j["function"] = fn_name(reg, c.function_id);
      j["error"] = err_name(c.err);
      if (c.cpu == xtensa::kNoCpu)
        j["cpu"] = nullptr;
      else
        j["cpu"] = c.cpu;
      j["bytes_in"] = c.bytes_in;
      j["bytes_out"] = c.bytes_out;
      j["tiles_in"] = c.tiles_in;
      j["tiles_out"] = c.tiles_out;
      fmt::print("{}\n", j.dump());
    } else {
      fmt::print("chain {} @word {}: fn {} {} cpu {} in {} B/{} tiles out {} B/{} tiles {}\n", c.chain, c.word_index,
                 c.function_id, fn_name(reg, c.function_id), c.cpu == xtensa::kNoCpu ? std::string("-") : std::to_string(c.cpu),
                 c.bytes_in, c.tiles_in, c.bytes_out, c.tiles_out, err_name(c.err));
    }
  }
  if (!o.sbuf_out.empty()) write_bytes(o.sbuf_out, sbuf.bytes());
  if (!o.hbm_out.empty()) write_bytes(o.hbm_out, hbm.bytes());
  fmt::print(stderr, "tpb cluster run: {} words, {} custom ops, {} completed, {} refused\n", words.size(), done.size(),
             done.size() - refused, refused);
  return refused ? 1 : 0;
}

int cmd_kernels() {
  for (const KernelDef& k : builtin_kernels())
    fmt::print("{:<24} {:<10} dtype {:<5} inputs {}\n", k.lib, k.function, k.dtype, k.num_inputs);
  return 0;
}

int cmd_registry(const ClusterOptions& o) {
  FunctionRegistry reg;
  if (o.functions.empty()) {
    reg = builtin_registry();
  } else {
    for (const std::string& f : o.functions) {
      bool found = false;
      for (const KernelDef& k : builtin_kernels()) found = found || k.function == f;
      if (!found) throw std::runtime_error("no built-in kernel named '" + f + "' (see tpb cluster kernels)");
      if (Err e = reg.add(kBuiltinLib, f); e != Err::OK) throw std::runtime_error(err_name(e));
    }
  }
  reg.save(o.reg_out);
  fmt::print(stderr, "tpb cluster registry: {} functions -> {}\n", reg.size(), o.reg_out);
  return 0;
}

}  // namespace

CLI::App* add_cluster_command(CLI::App& app) {
  ClusterOptions& o = opts();
  CLI::App* c = app.add_subcommand("cluster", "Xtensa custom-op cluster: run custom-op chains, kernels, registries");
  c->require_subcommand(1);
  o.run = c->add_subcommand("run", "run every custom-op chain of a stream and print one completion per chain");
  o.run->add_option("--bin", o.bin, "stream .bin (64-byte words)")->required();
  o.run->add_option("--registry", o.reg, "FunctionId registry JSON")->required();
  o.run->add_option("--sbuf-init", o.sbuf_init, "raw SBUF contents, partition-major");
  o.run->add_option("--hbm-init", o.hbm_init, "raw HBM contents from address 0");
  o.run->add_option("--partitions", o.partitions, "SBUF partitions")->check(CLI::Range(1, 256));
  o.run->add_option("--bytes-per-partition", o.bytes_per_partition, "SBUF bytes per partition")
      ->check(CLI::Range(1, 1 << 18));
  o.run->add_option("--hbm-bytes", o.hbm_bytes, "HBM size in bytes")->check(CLI::Range(uint64_t{1}, uint64_t{1} << 26));
  o.run->add_option("--sbuf-out", o.sbuf_out, "write the final SBUF contents here");
  o.run->add_option("--hbm-out", o.hbm_out, "write the final HBM contents here");
  o.run->add_flag("--json", o.json, "one JSON object per completion, per line");
  o.kernels = c->add_subcommand("kernels", "list the built-in kernels");
  o.registry = c->add_subcommand("registry", "write a registry of built-in kernels");
  o.registry->add_option("-o,--output", o.reg_out, "registry JSON to write")->required();
  o.registry->add_option("--function", o.functions, "built-in function names, in id order (default: all)");
  return c;
}

int run_cluster_command() {
  const ClusterOptions& o = opts();
  if (*o.run) return cmd_run(o);
  if (*o.kernels) return cmd_kernels();
  if (*o.registry) return cmd_registry(o);
  return 2;
}

}  // namespace tpb::cli
