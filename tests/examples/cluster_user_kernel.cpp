// Example: test your own custom-op kernel on the Xtensa cluster model alone (no HDL tools).
//
//   1. make the memories the operands live in (SBUF, HBM) and a cluster over them;
//   2. install a kernel: (library, function) -> a C++ function over staged tensors, which also
//      registers the pair in the FunctionId registry (the stream's side-table);
//   3. build the 0x85 + 0x86 chain with tpb::encode_chain;
//   4. run it and check the completion record and the output memory.
//
// With --write-cli DIR it also writes a stream of built-in kernels, its registry and SBUF
// image, and the SBUF expected afterwards, for `tpb cluster run` (see run_cli.cmake).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/cluster.hpp"

namespace {

int failures = 0;

void expect(bool ok, const char* what) {
  std::printf("%s %s\n", ok ? "ok  " : "FAIL", what);
  failures += !ok;
}

// The user kernel: running sum along each partition's elements, int32, one input.
bool cumsum_i32(const tpb::KernelArgs& a) {
  const tpb::KernelTensor& in = a.inputs[0];
  for (uint32_t p = 0; p < in.partitions(); ++p) {
    int32_t sum = 0;
    for (uint64_t i = 0; i < in.elems(); ++i) {
      sum += in.get<int32_t>(p, i);
      a.output.set<int32_t>(p, i, sum);
    }
  }
  return true;
}

int run_example() {
  // 1. Memories: a small SBUF (8 partitions x 1 KiB) and 64 KiB of HBM.
  tpb::VectorSbuf sbuf(8, 1024);
  tpb::FlatHbm hbm(64 * 1024);
  tpb::Cluster cluster(sbuf, hbm);  // boots: every CPU's MEM_WINDOW0 = SUNDA_APB_BASE
  tpb::FunctionRegistry registry;

  // 2. Install the kernel; the payload carries no dtype, so the registration fixes it.
  tpb::KernelDef k;
  k.lib = "libmyops.so";
  k.function = "cumsum_i32";
  k.dtype = "i32";
  k.num_inputs = 1;
  k.check = [](std::span<const tpb::OperandShape> in, tpb::OperandShape out) {
    return in[0].partitions == out.partitions && in[0].elems == out.elems;
  };
  k.run = cumsum_i32;
  uint8_t fid = tpb::kFunctionIdUnset;
  expect(cluster.install(k, registry, &fid) == tpb::Err::OK && fid == 0, "kernel installed as FunctionId 0");

  // Input: 4 partitions x 16 int32 in SBUF partitions 0..3, value p + i.
  for (uint32_t p = 0; p < 4; ++p) {
    std::vector<int32_t> row(16);
    for (int i = 0; i < 16; ++i) row[i] = static_cast<int32_t>(p) + i;
    sbuf.write(p, 0, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(row.data()), 64));
  }

  // 3. The chain: output in HBM at 0x100 (4 rows of 16), input from SBUF.
  tpb::CustomOpChain chain;
  chain.function_id = fid;
  chain.output = tpb::hbm_ap(0x100, 4, 16);
  chain.inputs = {tpb::sbuf_ap(0, 0, 4, 16)};
  std::vector<tpb::Word> words = tpb::encode_chain(chain);
  expect(words.size() == 3, "chain = header + output payload + one input payload");

  // 4. Run and check.
  tpb::Completion c = cluster.run_chain(words, registry);
  std::printf("completion: err %s cpu %u in %llu B out %llu B\n", tpb::err_name(c.err), c.cpu,
              static_cast<unsigned long long>(c.bytes_in), static_cast<unsigned long long>(c.bytes_out));
  expect(c.ok(), "custom op completed");
  expect(c.bytes_in == 256 && c.bytes_out == 256, "256 bytes staged in, 256 written out");
  bool right = true;
  for (uint32_t p = 0; p < 4; ++p) {
    std::vector<int32_t> got(16);
    hbm.read(0, 0x100 + p * 64, std::span<uint8_t>(reinterpret_cast<uint8_t*>(got.data()), 64));
    int32_t sum = 0;
    for (int i = 0; i < 16; ++i) right = right && got[i] == (sum += static_cast<int32_t>(p) + i);
  }
  expect(right, "HBM holds the running sums");

  // A contract violation is a named error and writes nothing: here, an output in PSUM.
  const uint64_t before = tpb::memory_hash(hbm) ^ tpb::memory_hash(sbuf);
  chain.output.addr = tpb::addr4_psum(0);
  c = cluster.run_chain(tpb::encode_chain(chain), registry);
  expect(c.err == tpb::Err::CO_OPERAND_MEM, "PSUM output refused with CO_OPERAND_MEM");
  expect((tpb::memory_hash(hbm) ^ tpb::memory_hash(sbuf)) == before, "nothing written by the refused op");

  // The registry travels with the stream as JSON.
  tpb::FunctionRegistry back = tpb::FunctionRegistry::from_json(registry.to_json());
  expect(back.entries() == registry.entries(), "registry JSON round trip");
  return failures;
}

void write_file(const std::filesystem::path& p, const void* data, size_t n) {
  std::ofstream f(p, std::ios::binary);
  f.write(static_cast<const char*>(data), static_cast<std::streamsize>(n));
  if (!f) throw std::runtime_error("cannot write " + p.string());
}

// A stream for the CLI: sort_i32 SBUF partitions 0..1 -> 2..3, then iota_u32 into partition 4,
// with a word of another engine between them. Geometry: 8 partitions x 1024 bytes.
int write_cli(const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir);
  tpb::FunctionRegistry reg;
  uint8_t sort_id = 0, iota_id = 0;
  reg.add(tpb::kBuiltinLib, "iota_u32", &iota_id);
  reg.add(tpb::kBuiltinLib, "sort_i32", &sort_id);
  reg.save((dir / "registry.json").string());

  std::vector<uint8_t> sbuf(8 * 1024, 0);
  uint32_t seed = 12345;
  for (int p = 0; p < 2; ++p)
    for (int i = 0; i < 100; ++i) {
      seed = seed * 1103515245u + 12345u;
      int32_t v = static_cast<int32_t>(seed) >> 8;
      std::memcpy(&sbuf[p * 1024 + i * 4], &v, 4);
    }
  write_file(dir / "sbuf_init.bin", sbuf.data(), sbuf.size());

  std::vector<tpb::Word> stream;
  tpb::CustomOpChain s;
  s.function_id = sort_id;
  s.output = tpb::sbuf_ap(2, 0, 2, 100);
  s.inputs = {tpb::sbuf_ap(0, 0, 2, 100)};
  for (const auto& w : tpb::encode_chain(s)) stream.push_back(w);
  stream.push_back(tpb::encode(tpb::GetGlobalRankId{}));
  tpb::CustomOpChain i;
  i.function_id = iota_id;
  i.output = tpb::sbuf_ap(4, 0, 1, 64);
  for (const auto& w : tpb::encode_chain(i)) stream.push_back(w);
  write_file(dir / "stream.bin", stream.data(), stream.size() * sizeof(tpb::Word));

  // Expected SBUF, computed with std::sort, not with the model.
  std::vector<uint8_t> want = sbuf;
  for (int p = 0; p < 2; ++p) {
    std::vector<int32_t> row(100);
    std::memcpy(row.data(), &sbuf[p * 1024], 400);
    std::sort(row.begin(), row.end());
    std::memcpy(&want[(2 + p) * 1024], row.data(), 400);
  }
  for (uint32_t v = 0; v < 64; ++v) std::memcpy(&want[4 * 1024 + v * 4], &v, 4);
  write_file(dir / "sbuf_expected.bin", want.data(), want.size());

  // Bad inputs for the CLI: a stream that is not a whole number of words, a broken registry.
  write_file(dir / "truncated.bin", stream.data(), 100);
  const char bad_json[] = "{\"format\": \"tpb-custom-op-registry\", \"version\": 1, \"functions\": [{\"id\": 3}]}";
  write_file(dir / "bad_registry.json", bad_json, sizeof bad_json - 1);
  std::printf("wrote the CLI stream, registry and SBUF images to %s\n", dir.string().c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc == 2 && (std::string(argv[1]) == "-h" || std::string(argv[1]) == "--help")) {
      std::printf("usage: cluster_user_kernel [--write-cli DIR]\n"
                  "Registers a user kernel on the cluster model, runs its chain and checks the result;\n"
                  "with --write-cli, writes a built-in kernel stream, registry and SBUF images to DIR.\n");
      return 0;
    }
    if (argc == 3 && std::string(argv[1]) == "--write-cli") return write_cli(argv[2]);
    if (argc != 1) {
      std::fprintf(stderr, "usage: cluster_user_kernel [--write-cli DIR]\n");
      return 2;
    }
    return run_example() == 0 ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cluster_user_kernel: %s\n", e.what());
    return 2;
  }
}
