// The Xtensa custom-op CPU cluster: the firmware contract behind a CUSTOM_OP chain
// (0x85 header + 0x86 payloads, S002), modelled in C++. docs/cluster.md is the prose twin.
//
// Three address regions on the Xtensa side (S004 "The Unified Four-Region Address Map"),
// plus the operand memories of cluster_mem.hpp (SBUF, region D, and HBM):
//   (A) private window of CPU c: 0x84000000 + c * 0x200000, 2 MiB each, a 16 MiB aperture;
//       the firmware image sits at the base, the rest is the CPU's working memory;
//   (B) shared DRAM scratch [0x80000, 0x90000), 64 KiB, the DMA staging window;
//   (C) MEM_WINDOW0, per CPU, must hold SUNDA_APB_BASE before any DMA.
// The seed's three firmware asserts are checks with named errors (never aborts):
//   data_transfer.cpp:160  scratch address range   -> CL_SCRATCH_RANGE
//   data_transfer.cpp:171  cpu_id < 8              -> CL_BAD_CPU_ID
//   data_transfer.cpp:240  MEM_WINDOW0 == APB base -> CL_WINDOW_NOT_PROGRAMMED
//
// Running a custom op (Cluster::run_chain): every legality check first, then inputs are
// staged operand -> scratch slice -> private window in tiles, the kernel runs on the staged
// copy, and the output goes back private -> scratch slice -> operand. A refused op writes
// nothing to SBUF, HBM, the scratch or any private window.
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "tpb/cluster_mem.hpp"
#include "tpb/isa.hpp"

namespace tpb {

// ---------------------------------------------------------------- address map
namespace xtensa {
inline constexpr unsigned kNumCpus = 8;                  // S004: cpu_id in [0, 8) CONFIRMED
inline constexpr uint32_t kWindowBase = 0x84000000;      // S004: cpu0 LOAD vaddr CONFIRMED
inline constexpr uint32_t kWindowStride = 0x200000;      // S004: 2 MiB stride CONFIRMED
inline constexpr uint32_t kWindowBytes = 0x200000;       // each window is one stride
inline constexpr uint32_t kApertureBytes = kNumCpus * kWindowStride;  // 16 MiB
inline constexpr uint32_t kImageBytes = 0x8d448;         // S004: cpu0 filesz; PROJECT for cpu1..7
inline constexpr uint32_t kWorkOffset = 0x8e000;         // image rounded up to 4 KiB (PROJECT)
inline constexpr uint32_t kWorkBytes = kWindowBytes - kWorkOffset;  // 0x172000 working memory
inline constexpr uint32_t kScratchBase = 0x80000;        // S004: data_transfer.cpp:160 CONFIRMED
inline constexpr uint32_t kScratchEnd = 0x90000;
inline constexpr uint32_t kScratchBytes = kScratchEnd - kScratchBase;  // 64 KiB
/// SUNDA_APB_BASE: the seeds never give its value (S004 R16). PROJECT: above 4 GiB with both
/// 32-bit halves nonzero, so a port that drops either half of the 64-bit MEM_WINDOW0
/// (READ_LOCAL_UREG64) fails the check; disjoint from regions A and B; never the reset value 0.
inline constexpr uint64_t kSundaApbBase = 0x00000010FC000000ull;
/// Default staging slice of the scratch per CPU: CPU c stages through
/// [kScratchBase + c * slice, + slice). 8 KiB x 8 CPUs tile the 64 KiB window (PROJECT).
inline constexpr uint32_t kSliceBytes = 0x2000;
inline constexpr uint8_t kNoCpu = 0xFF;                  // completion of an op that never reached a CPU

constexpr uint32_t window_base(unsigned cpu_id) { return kWindowBase + cpu_id * kWindowStride; }
constexpr uint32_t work_base(unsigned cpu_id) { return window_base(cpu_id) + kWorkOffset; }
}  // namespace xtensa

// ---------------------------------------------------------------- FunctionId registry
inline constexpr uint8_t kFunctionIdUnset = 0xFF;  // S002 §6 CONFIRMED
inline constexpr unsigned kMaxFunctions = 254;     // ids 0..253 (0xFE guard) CONFIRMED

/// The ModuleArtifactInfo side of a custom op: FunctionId -> (library file, function name).
/// The wire carries only the id byte (S002 §1 GOTCHA). Ids are dense from 0, one per unique
/// (lib, function) pair; the 255th unique pair is refused. A stream and this table (as a
/// JSON file, see to_json) are what a user runs.
class FunctionRegistry {
 public:
  struct Entry {
    std::string lib;
    std::string function;
    bool operator==(const Entry&) const = default;
  };
  /// The id of (lib, function): the existing one, or the next dense id. Errors:
  /// CL_FUNCTION_NAME (empty name), CL_FUNCTION_LIMIT (a 255th unique function).
  Err add(const std::string& lib, const std::string& function, uint8_t* id = nullptr);
  const Entry* find(uint8_t id) const;  // nullptr: not registered
  std::optional<uint8_t> id_of(const std::string& lib, const std::string& function) const;
  size_t size() const { return entries_.size(); }
  const std::vector<Entry>& entries() const { return entries_; }

  /// {"format": "tpb-custom-op-registry", "version": 1,
  ///  "functions": [{"id": 0, "lib": "...", "function": "..."}, ...]}
  std::string to_json() const;
  /// Parse to_json's format; throws std::runtime_error naming the problem (bad JSON,
  /// ids not dense 0..n-1, duplicate pair, empty name, more than 254 functions).
  static FunctionRegistry from_json(const std::string& text);
  void save(const std::string& path) const;               // throws on I/O error
  static FunctionRegistry load(const std::string& path);  // throws on I/O or format error

 private:
  std::vector<Entry> entries_;  // index = FunctionId
};

// ---------------------------------------------------------------- kernel API
/// One operand staged in a CPU's private working memory: `partitions` rows of `elems`
/// elements of `elem_bytes` bytes, dense and partition-major. Element i of partition p is
/// the i-th element of that partition in access-pattern order (free dims 1, 2, 3, innermost
/// last). Elements are read and written with memcpy, so any alignment is fine.
class KernelTensor {
 public:
  KernelTensor() = default;
  KernelTensor(uint8_t* data, uint32_t partitions, uint64_t elems, unsigned elem_bytes, uint32_t address)
      : data_(data), partitions_(partitions), elems_(elems), elem_bytes_(elem_bytes), address_(address) {}
  uint32_t partitions() const { return partitions_; }
  uint64_t elems() const { return elems_; }  // per partition
  unsigned elem_bytes() const { return elem_bytes_; }
  uint32_t address() const { return address_; }  // Xtensa address of element (0, 0) in the window
  uint64_t bytes() const { return uint64_t{partitions_} * elems_ * elem_bytes_; }
  /// One partition's bytes.
  std::span<uint8_t> row(uint32_t p) const {
    return {data_ + uint64_t{p} * elems_ * elem_bytes_, static_cast<size_t>(elems_ * elem_bytes_)};
  }
  template <class T>
  T get(uint32_t p, uint64_t i) const {
    static_assert(std::is_trivially_copyable_v<T>);
    T v;
    std::memcpy(&v, data_ + (uint64_t{p} * elems_ + i) * elem_bytes_, sizeof(T));
    return v;
  }
  template <class T>
  void set(uint32_t p, uint64_t i, T v) const {
    static_assert(std::is_trivially_copyable_v<T>);
    std::memcpy(data_ + (uint64_t{p} * elems_ + i) * elem_bytes_, &v, sizeof(T));
  }

 private:
  uint8_t* data_ = nullptr;
  uint32_t partitions_ = 0;
  uint64_t elems_ = 0;
  unsigned elem_bytes_ = 0;
  uint32_t address_ = 0;
};

class Cluster;

/// The firmware services a kernel calls on its CPU (S004's data_transfer.cpp, which the
/// kernels link): each runs the seed's asserts as checks and returns their code, never
/// aborts. MEM_WINDOW0 here is the kernel's own copy of its CPU's register: a change lasts
/// until the kernel returns (the firmware restores it), so a kernel never changes what the
/// next op sees.
class KernelFirmware {
 public:
  KernelFirmware(const Cluster& cluster, unsigned cpu_id);
  unsigned cpu_id() const { return cpu_; }
  /// MEM_WINDOW0 := value, for the rest of this kernel.
  void program_window(uint64_t value) { window_ = value; }
  /// The checks of a DMA of `bytes` at scratch address `dram_addr` issued as CPU `cpu_id`:
  /// cpu_id < 8 (CL_BAD_CPU_ID), MEM_WINDOW0 programmed (CL_WINDOW_NOT_PROGRAMMED), the
  /// transfer inside the scratch (CL_SCRATCH_RANGE), in the firmware's order.
  Err dma(unsigned cpu_id, uint64_t dram_addr, uint64_t bytes) const;
  /// Read this CPU's private memory: only its working memory (CL_WINDOW_RANGE otherwise).
  Err read_private(uint32_t addr, std::span<uint8_t> out) const;

 private:
  const Cluster& cluster_;
  unsigned cpu_;
  uint64_t window_;
};

/// What a kernel throws when a firmware service it called failed: the op completes with that
/// service's code (a firmware assert: CL_SCRATCH_RANGE, CL_BAD_CPU_ID, CL_WINDOW_NOT_PROGRAMMED,
/// CL_WINDOW_RANGE), nothing written back. Any other code, or any other exception, is
/// CL_KERNEL_FAULT.
struct KernelError : std::runtime_error {
  explicit KernelError(Err e);
  Err code;
};

/// What a kernel gets: the CPU it runs on, its staged inputs (payload order), its output
/// (zero-filled before the call) and the firmware of its CPU. A kernel writes only the output.
struct KernelArgs {
  unsigned cpu_id = 0;
  std::vector<KernelTensor> inputs;
  KernelTensor output;
  KernelFirmware* fw = nullptr;
};
/// Return false (or throw) to fail the op with CL_KERNEL_FAULT; nothing is then written back.
using KernelFn = std::function<bool(const KernelArgs&)>;

/// An operand's shape as the kernel sees it.
struct OperandShape {
  uint32_t partitions = 0;
  uint64_t elems = 0;  // per partition
};
/// Optional signature check on shapes; false -> CL_SIGNATURE.
using ShapeCheck = std::function<bool(std::span<const OperandShape> inputs, OperandShape output)>;

/// A kernel as installed on the cluster (the contents of a custom-op library). The payload
/// carries no dtype, so the kernel's registration fixes the element type of every operand
/// (PROJECT): `dtype` is a field-map dtype name ("fp32", "i32", "u16", "bf16", ...).
struct KernelDef {
  std::string lib;
  std::string function;
  std::string dtype;
  int num_inputs = -1;  // exact input count, -1 = any; more than 255 is refused (CL_INPUT_COUNT)
  ShapeCheck check;     // may be empty
  KernelFn run;
  int num_outputs = 1;  // the wire has one output payload: other than 1 is refused (CL_OUTPUT_COUNT)
};

/// One function of a stream's deployment (docs/cluster.md "Deployment"): the registry binding
/// (lib, function) the stream's FunctionId names, and the kernel its library declares for it
/// (whose dtype and input count also shape the chains a generator makes for it).
struct FunctionDecl {
  std::string lib;
  std::string function;
  KernelDef kernel;          // the declaration; kernel.lib/function may differ (a misdeclared name)
  bool provided = true;      // false: the library does not provide it (CL_KERNEL_MISSING at run time)
  unsigned installs = 1;     // times the library installs the kernel (2: CL_KERNEL_DUPLICATE)
  bool filler = false;       // only fills the registry: generators leave it out
};

/// Deployments by name: "builtin" (the built-in kernels, builtin_registry() order) and
/// "faults" (the built-ins, then the test library libtpbfaults.so: kernels that fail through a
/// firmware service or throw, misdeclared kernels, a function no library provides, the registry
/// filled to 254 functions and a 255th; every CL_* code a deployment or a kernel can give).
const std::vector<std::string>& deployment_names();
/// Throws std::invalid_argument for an unknown name.
const std::vector<FunctionDecl>& deployment(const std::string& name);
/// The registry a stream of that deployment names its functions by: each declaration's
/// (lib, function) in order (the ones the registry refuses get no entry).
FunctionRegistry deployment_registry(const std::string& name);

/// Library file name of the built-in kernels (the libbuiltincustomop_cpu{0..7}.stripped.so
/// images are one library linked at eight bases; the registry names it once; PROJECT).
inline constexpr const char* kBuiltinLib = "libbuiltincustomop.so";
/// Built-ins (PROJECT names, dtype = suffix):
///   sort_<dt>  1 input, output shape == input shape; each partition's elements ascending.
///   topk_<dt>  1 input, same partitions, k = output elements per partition (1 <= k <= n);
///              the k largest of each partition, largest first.
///   iota_<dt>  no input (the N = 0 edge); output[p][i] = i (integers wrap, fp32 exact to 2^24).
/// <dt> for sort/topk: u8 i8 u16 i16 u32 i32 fp16 bf16 fp32; for iota: u8 i8 u16 i16 u32 i32 fp32.
/// Floats order by IEEE total order: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
const std::vector<KernelDef>& builtin_kernels();
/// The registry of the built-in kernels alone, in builtin_kernels() order (so sort_u8 is
/// FunctionId 0): what the lockstep, `tpb sim` and `tpb cluster` use without --registry.
FunctionRegistry builtin_registry();

// ---------------------------------------------------------------- building a custom op
/// A custom op as a user describes it. The wire has room for exactly one output (payload 0),
/// so outputs.size() != 1 is refused (S002 §2.2: "Custom ops cannot have more than 1 output").
struct CustomOpSpec {
  Sync sync;
  uint8_t function_id = kFunctionIdUnset;
  std::vector<T4dCo> outputs;
  std::vector<T4dCo> inputs;
};
struct BuiltChain {
  Err err = Err::OK;
  std::vector<Word> words;  // empty when refused
  bool ok() const { return err == Err::OK; }
};
/// Checks (in order): CL_OUTPUT_COUNT, CL_INPUT_COUNT (> 255), then every word's own check
/// (CO_FUNCTION_ID_UNSET, CO_INDIRECT_AP, CO_OPERAND_MEM, BAD_AP_SHAPE, ...). Encodes with
/// tpb::encode_chain.
BuiltChain build_custom_op(const CustomOpSpec& spec);

/// Access pattern helpers: `partitions` rows of `elems` contiguous elements.
/// SBUF: partitions p0.. p0+partitions-1, each from byte `offset`. HBM: row r starts at
/// address + r * row_stride_elems elements (row_stride_elems = elems when 0).
/// Throw std::invalid_argument when a count or step does not fit its field.
T4dCo sbuf_ap(unsigned partition, unsigned offset, unsigned partitions, unsigned elems);
T4dCo hbm_ap(unsigned address, unsigned partitions, unsigned elems, unsigned row_stride_elems = 0);

// ---------------------------------------------------------------- the cluster
struct ClusterConfig {
  /// Program every CPU's MEM_WINDOW0 with SUNDA_APB_BASE at construction (the firmware's
  /// boot step). false leaves them at the reset value 0 (not programmed).
  bool boot = true;
  /// Staging slice per CPU in the scratch (see xtensa::kSliceBytes); must be a nonzero
  /// multiple of 4. A slice that leaves the scratch for some CPU makes that CPU's DMAs fail
  /// with CL_SCRATCH_RANGE.
  uint32_t slice_bytes = xtensa::kSliceBytes;
  /// Install the built-in kernels.
  bool builtins = true;
  /// The deployment (deployment_names()) deployed at construction: "builtin" is `builtins`
  /// alone; "faults" also deploys the fault library (Cluster::deploy).
  std::string deployment = "builtin";
  /// Test hook (0 = off): every N-th chain handed to run_chain (ordinal RunOptions::chain,
  /// k % N == N - 1) is handed wrongly, alternately without its last payload (CL_CHAIN_LENGTH)
  /// and with its header replaced by its first payload (CL_CHAIN_SHAPE), so the cluster's own
  /// chain checks answer, on both sides of a lockstep (docs/cluster.md "Deployment").
  uint32_t handover_fault_every = 0;
};

/// The completion record of one custom op.
struct Completion {
  uint32_t chain = 0;       // chain ordinal in the stream
  uint32_t word_index = 0;  // stream index of the 0x85 header
  Err err = Err::OK;
  uint8_t function_id = kFunctionIdUnset;
  uint8_t cpu = xtensa::kNoCpu;  // the CPU that ran it; kNoCpu when refused before dispatch
  uint64_t bytes_in = 0;    // operand -> scratch bytes (inputs)
  uint64_t bytes_out = 0;   // scratch -> operand bytes (output)
  uint32_t tiles_in = 0;
  uint32_t tiles_out = 0;
  bool ok() const { return err == Err::OK; }
};

struct RunOptions {
  std::optional<unsigned> cpu;  // force a CPU (else round robin); >= 8 -> CL_BAD_CPU_ID
  uint32_t chain = 0;           // copied into the completion
  uint32_t word_index = 0;
};

class Cluster {
 public:
  /// The cluster reaches the operands through these; both must outlive it.
  Cluster(OperandMemory& sbuf, OperandMemory& hbm, ClusterConfig cfg = {});

  // ---- kernels (the libraries installed on the CPUs)
  /// CL_KERNEL_DUPLICATE when (lib, function) is installed already; CL_FUNCTION_NAME for an
  /// empty name, BAD_DTYPE for an unknown dtype name, CL_SIGNATURE for an empty `run`.
  Err add_kernel(KernelDef k);
  const KernelDef* find_kernel(const std::string& lib, const std::string& function) const;
  /// add_kernel + registry.add; the id is written to *id.
  Err install(KernelDef k, FunctionRegistry& registry, uint8_t* id = nullptr);
  /// Register and install `decls` in order, declaration i taking FunctionId i (the host's dense
  /// numbering, so the stream was written with it): the registry's refusal (CL_FUNCTION_LIMIT,
  /// CL_FUNCTION_NAME) or the kernel's (add_kernel's codes; a second install:
  /// CL_KERNEL_DUPLICATE) is kept for that id, and every op that names it completes with it
  /// (after the chain checks, before the registry lookup), writing nothing. Throws
  /// std::logic_error when a refused registration is not the last declaration (later ids
  /// would not be dense).
  void deploy(std::span<const FunctionDecl> decls, FunctionRegistry& registry);
  /// The refusal kept for FunctionId `id` by deploy(), if any.
  std::optional<Err> refusal(uint8_t id) const;

  // ---- running custom ops
  /// One chain: the header and its payloads, exactly. Checks, stages, runs, writes back.
  Completion run_chain(std::span<const Word> chain, const FunctionRegistry& registry, const RunOptions& opt = {});
  /// Every custom-op chain of a stream (one completion per 0x85 word, in stream order);
  /// other words are not the cluster's and are skipped.
  std::vector<Completion> run_stream(std::span<const Word> stream, const FunctionRegistry& registry);
  /// The CPU the next op runs on (round robin, advanced by each completed op).
  unsigned next_cpu() const { return next_cpu_; }

  // ---- firmware-level state and the DMA bridge (each call checks the seed's asserts)
  Err program_window(unsigned cpu_id, uint64_t value);  // MEM_WINDOW0 := value
  std::optional<uint64_t> window(unsigned cpu_id) const;
  /// Operand elements [first, first + count) in access-pattern order -> scratch at dram_addr.
  Err dma_in(unsigned cpu_id, const T4dCo& ap, unsigned elem_bytes, uint64_t first, uint64_t count,
             uint32_t dram_addr);
  /// Scratch at dram_addr -> operand elements [first, first + count).
  Err dma_out(unsigned cpu_id, uint32_t dram_addr, const T4dCo& ap, unsigned elem_bytes, uint64_t first,
              uint64_t count);
  /// The CPU's own copies between the scratch and its private window (working memory only).
  Err scratch_to_private(unsigned cpu_id, uint32_t dram_addr, uint32_t addr, uint32_t bytes);
  Err private_to_scratch(unsigned cpu_id, uint32_t addr, uint32_t dram_addr, uint32_t bytes);
  Err read_scratch(uint32_t dram_addr, std::span<uint8_t> out) const;
  Err read_private(unsigned cpu_id, uint32_t addr, std::span<uint8_t> out) const;
  /// Scratch slice of a CPU under this config: [first, second).
  std::pair<uint64_t, uint64_t> slice(unsigned cpu_id) const;

  OperandMemory& sbuf() { return sbuf_; }
  OperandMemory& hbm() { return hbm_; }

 private:
  struct Cpu {
    uint64_t mem_window0 = 0;
    std::vector<uint8_t> work;  // kWorkBytes, allocated on first use
  };
  struct Operand;
  Err check_operand(const T4dCo& ap, unsigned elem_bytes, Operand* out) const;
  Err check_dma(unsigned cpu_id, uint64_t dram_addr, uint64_t bytes) const;
  Err check_private(unsigned cpu_id, uint64_t addr, uint64_t bytes) const;
  uint8_t* private_ptr(unsigned cpu_id, uint32_t addr);
  Completion run_checked(std::span<const Word> chain, const FunctionRegistry& registry, const RunOptions& opt);

  OperandMemory& sbuf_;
  OperandMemory& hbm_;
  ClusterConfig cfg_;
  std::vector<uint8_t> scratch_;
  std::vector<Cpu> cpus_;
  std::map<std::pair<std::string, std::string>, KernelDef> kernels_;
  std::map<uint8_t, Err> refused_;  // FunctionId -> its deployment's refusal
  unsigned next_cpu_ = 0;
  friend class KernelFirmware;
};

}  // namespace tpb
