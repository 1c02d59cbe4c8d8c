// The Xtensa custom-op cluster model (cluster.hpp): address map checks, the DMA bridge
// between the operand memories and the DRAM scratch, and running a custom-op chain.
#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "tpb/cluster.hpp"

#include "tpb/ap.hpp"

namespace tpb {

namespace {

constexpr uint8_t kOpHeader = CustomOpHeader::kOpcode;
constexpr uint8_t kOpPayload = CustomOpPayload::kOpcode;
constexpr uint64_t kPlaceAlign = 64;  // operands start 64-byte aligned in working memory (PROJECT)

uint64_t align_up(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }
// count * elem_bytes, saturated (a count past any memory stays past it).
uint64_t sat_bytes(uint64_t count, unsigned elem_bytes) {
  return count > (uint64_t{1} << 40) ? ~uint64_t{0} : count * elem_bytes;
}

// S004's three DMA asserts, in the firmware's order, on a CPU whose MEM_WINDOW0 holds `window`.
Err dma_checks(unsigned cpu_id, uint64_t window, uint64_t dram_addr, uint64_t bytes) {
  if (cpu_id >= xtensa::kNumCpus) return Err::CL_BAD_CPU_ID;                    // data_transfer.cpp:171
  if (window != xtensa::kSundaApbBase) return Err::CL_WINDOW_NOT_PROGRAMMED;     // data_transfer.cpp:240
  if (dram_addr < xtensa::kScratchBase || dram_addr >= xtensa::kScratchEnd || bytes > xtensa::kScratchEnd - dram_addr)
    return Err::CL_SCRATCH_RANGE;                                                 // data_transfer.cpp:160
  return Err::OK;
}

// The codes a kernel may fail its op with through KernelError: its firmware services'.
bool firmware_code(Err e) {
  return e == Err::CL_SCRATCH_RANGE || e == Err::CL_BAD_CPU_ID || e == Err::CL_WINDOW_NOT_PROGRAMMED ||
         e == Err::CL_WINDOW_RANGE;
}

}  // namespace

KernelError::KernelError(Err e) : std::runtime_error(std::string("kernel firmware call failed: ") + err_name(e)), code(e) {}

KernelFirmware::KernelFirmware(const Cluster& cluster, unsigned cpu_id)
    : cluster_(cluster), cpu_(cpu_id), window_(cluster.cpus_.at(cpu_id).mem_window0) {}

Err KernelFirmware::dma(unsigned cpu_id, uint64_t dram_addr, uint64_t bytes) const {
  return dma_checks(cpu_id, cpu_id == cpu_ ? window_ : cluster_.cpus_[std::min(cpu_id, xtensa::kNumCpus - 1)].mem_window0,
                    dram_addr, bytes);
}

Err KernelFirmware::read_private(uint32_t addr, std::span<uint8_t> out) const {
  return cluster_.read_private(cpu_, addr, out);
}

// An operand access pattern resolved against its memory (t4d_co, PROJECT layout):
// dimension 0 walks partitions (SBUF) or rows of elements (HBM), dimensions 1..3 walk
// elements, innermost last. Element e in access-pattern order has
//   i0 = e / elems, and (i1, i2, i3) the row-major digits of e % elems over (num1, num2, num3);
//   SBUF: partition p0 + i0*step0, byte offset o0 + (i1*step1 + i2*step2 + i3*step3) * esize;
//   HBM:  byte address a0 + (i0*step0 + i1*step1 + i2*step2 + i3*step3) * esize.
struct Cluster::Operand {
  OperandMemory* mem = nullptr;
  bool sbuf = false;
  T4dCo ap;
  int64_t row0 = 0;   // SBUF start partition
  int64_t base = 0;   // SBUF start offset or HBM start address
  unsigned esize = 0;
  uint32_t partitions = 0;
  uint64_t elems = 0;  // per partition: num1 * num2 * num3
  uint64_t count() const { return uint64_t{partitions} * elems; }

  // Row and byte offset of element e, and how many elements from e on are contiguous.
  void locate(uint64_t e, uint32_t* row, uint64_t* off, uint64_t* run) const {
    uint64_t i0 = e / elems, r = e % elems;
    uint64_t i3 = r % ap.num3;
    r /= ap.num3;
    uint64_t i2 = r % ap.num2, i1 = r / ap.num2;
    int64_t free = int64_t(i1) * ap.step1 + int64_t(i2) * ap.step2 + int64_t(i3) * ap.step3;
    if (sbuf) {
      *row = static_cast<uint32_t>(row0 + int64_t(i0) * ap.step0);
      *off = static_cast<uint64_t>(base + free * esize);
    } else {
      *row = 0;
      *off = static_cast<uint64_t>(base + (int64_t(i0) * ap.step0 + free) * esize);
    }
    *run = ap.step3 == 1 ? ap.num3 - i3 : 1;
  }
};

Cluster::Cluster(OperandMemory& sbuf, OperandMemory& hbm, ClusterConfig cfg)
    : sbuf_(sbuf), hbm_(hbm), cfg_(cfg), scratch_(xtensa::kScratchBytes, 0), cpus_(xtensa::kNumCpus) {
  if (cfg_.slice_bytes == 0 || cfg_.slice_bytes % 4 != 0)
    throw std::invalid_argument("ClusterConfig.slice_bytes must be a nonzero multiple of 4");
  if (cfg_.boot)
    for (auto& c : cpus_) c.mem_window0 = xtensa::kSundaApbBase;
  if (cfg_.builtins)
    for (const auto& k : builtin_kernels()) kernels_.emplace(std::make_pair(k.lib, k.function), k);
  if (cfg_.deployment != "builtin") {
    // The deployment's own declarations after the built-ins (deployment() lists them first).
    const auto& decls = deployment(cfg_.deployment);
    const size_t builtin = builtin_kernels().size();
    FunctionRegistry reg = builtin_registry();
    deploy(std::span<const FunctionDecl>(decls).subspan(builtin), reg);
  }
}

// ---------------------------------------------------------------- kernels

Err Cluster::add_kernel(KernelDef k) {
  if (k.lib.empty() || k.function.empty()) return Err::CL_FUNCTION_NAME;
  if (k.num_outputs != 1) return Err::CL_OUTPUT_COUNT;   // S002: one output payload
  if (k.num_inputs > 255) return Err::CL_INPUT_COUNT;     // num_arguments is a u8
  const DtypeDesc* dt = find_dtype(k.dtype);
  if (!dt) return Err::BAD_DTYPE;
  if (!k.run) return Err::CL_SIGNATURE;
  auto key = std::make_pair(k.lib, k.function);
  if (kernels_.count(key)) return Err::CL_KERNEL_DUPLICATE;
  kernels_.emplace(std::move(key), std::move(k));
  return Err::OK;
}

const KernelDef* Cluster::find_kernel(const std::string& lib, const std::string& function) const {
  auto it = kernels_.find(std::make_pair(lib, function));
  return it == kernels_.end() ? nullptr : &it->second;
}

Err Cluster::install(KernelDef k, FunctionRegistry& registry, uint8_t* id) {
  if (k.lib.empty() || k.function.empty()) return Err::CL_FUNCTION_NAME;
  // Check the registry first so a refused install leaves both sides unchanged.
  if (!registry.id_of(k.lib, k.function) && registry.size() >= kMaxFunctions) return Err::CL_FUNCTION_LIMIT;
  std::string lib = k.lib, fn = k.function;
  if (Err e = add_kernel(std::move(k)); e != Err::OK) return e;
  return registry.add(lib, fn, id);
}

// ---------------------------------------------------------------- checks

Err Cluster::check_operand(const T4dCo& ap, unsigned esize, Operand* out) const {
  Addr4 a = addr4_decode(ap.addr);
  // Same order as the decoder's addr4_co check, then the cluster's own.
  bool defined = a.mode == addr4::kModeRegister || a.mode == addr4::kModeIndirect ||
                 (a.mode == addr4::kModeStatic &&
                  (a.space == addr4::kSpaceSbuf || a.space == addr4::kSpacePsum || a.space == addr4::kSpaceHbm));
  if (!defined) return Err::BAD_AP_ADDR;
  if (a.mode == addr4::kModeIndirect) return Err::CO_INDIRECT_AP;
  if (a.mode == addr4::kModeStatic && a.space == addr4::kSpacePsum) return Err::CO_OPERAND_MEM;
  if (a.mode == addr4::kModeRegister) return Err::CL_AP_REGISTER;
  if (ap.num0 == 0 || ap.num1 == 0 || ap.num2 == 0 || ap.num3 == 0) return Err::BAD_AP_SHAPE;
  if (esize == 0) return Err::CL_SIGNATURE;

  Operand o;
  o.sbuf = a.space == addr4::kSpaceSbuf;
  o.mem = o.sbuf ? &sbuf_ : &hbm_;
  o.ap = ap;
  o.esize = esize;
  o.partitions = ap.num0;
  o.elems = uint64_t{ap.num1} * ap.num2 * ap.num3;
  o.row0 = o.sbuf ? a.partition : 0;
  o.base = o.sbuf ? a.offset : a.address;

  // The kit's one range check (tpb/ap.hpp): SBUF rows are partitions; on the flat HBM
  // dimension 0 walks elements too, in one row.
  const std::array<int16_t, 4> step{ap.step0, ap.step1, ap.step2, ap.step3};
  const std::array<uint16_t, 4> num{ap.num0, ap.num1, ap.num2, ap.num3};
  const int64_t row_bytes = static_cast<int64_t>(std::min<uint64_t>(o.mem->row_bytes(), INT64_MAX / 2));
  if (!o.sbuf && o.mem->rows() == 0) return Err::CL_OPERAND_RANGE;
  const ApRange range =
      o.sbuf ? ap_check_extent(o.row0, ap_reach(std::span(step).first(1), std::span(num).first(1)),
                               int64_t{o.mem->rows()}, o.base, ap_reach(std::span(step).subspan(1), std::span(num).subspan(1)),
                               esize, row_bytes)
             : ap_check_extent(0, {}, 1, o.base, ap_reach(step, num), esize, row_bytes);
  if (range != ApRange::OK) return Err::CL_OPERAND_RANGE;
  if (out) *out = o;
  return Err::OK;
}

// The seed's asserts, in the order a transfer needs them: the CPU index first
// (data_transfer.cpp:171), then its window (:240), then the scratch range (:160).
Err Cluster::check_dma(unsigned cpu_id, uint64_t dram_addr, uint64_t bytes) const {
  if (cpu_id >= xtensa::kNumCpus) return Err::CL_BAD_CPU_ID;
  return dma_checks(cpu_id, cpus_[cpu_id].mem_window0, dram_addr, bytes);
}

Err Cluster::check_private(unsigned cpu_id, uint64_t addr, uint64_t bytes) const {
  if (cpu_id >= xtensa::kNumCpus) return Err::CL_BAD_CPU_ID;
  const uint64_t lo = xtensa::work_base(cpu_id);
  const uint64_t hi = uint64_t{xtensa::window_base(cpu_id)} + xtensa::kWindowBytes;
  if (addr < lo || addr > hi || bytes > hi - addr) return Err::CL_WINDOW_RANGE;
  return Err::OK;
}

uint8_t* Cluster::private_ptr(unsigned cpu_id, uint32_t addr) {
  Cpu& c = cpus_[cpu_id];
  if (c.work.empty()) c.work.assign(xtensa::kWorkBytes, 0);
  return c.work.data() + (addr - xtensa::work_base(cpu_id));
}

std::pair<uint64_t, uint64_t> Cluster::slice(unsigned cpu_id) const {
  uint64_t lo = xtensa::kScratchBase + uint64_t{cpu_id} * cfg_.slice_bytes;
  return {lo, lo + cfg_.slice_bytes};
}

// ---------------------------------------------------------------- firmware state, DMA bridge

Err Cluster::program_window(unsigned cpu_id, uint64_t value) {
  if (cpu_id >= xtensa::kNumCpus) return Err::CL_BAD_CPU_ID;
  cpus_[cpu_id].mem_window0 = value;
  return Err::OK;
}

std::optional<uint64_t> Cluster::window(unsigned cpu_id) const {
  if (cpu_id >= xtensa::kNumCpus) return std::nullopt;
  return cpus_[cpu_id].mem_window0;
}

Err Cluster::dma_in(unsigned cpu_id, const T4dCo& ap, unsigned elem_bytes, uint64_t first, uint64_t count,
                    uint32_t dram_addr) {
  if (Err e = check_dma(cpu_id, dram_addr, sat_bytes(count, elem_bytes)); e != Err::OK) return e;
  Operand o;
  if (Err e = check_operand(ap, elem_bytes, &o); e != Err::OK) return e;
  if (first > o.count() || count > o.count() - first) return Err::CL_OPERAND_RANGE;
  uint8_t* dst = scratch_.data() + (dram_addr - xtensa::kScratchBase);
  for (uint64_t e = first; e < first + count;) {
    uint32_t row;
    uint64_t off, run;
    o.locate(e, &row, &off, &run);
    run = std::min(run, first + count - e);
    if (!o.mem->read(row, off, std::span<uint8_t>(dst + (e - first) * elem_bytes, run * elem_bytes)))
      return Err::CL_OPERAND_RANGE;  // unreachable after check_operand
    e += run;
  }
  return Err::OK;
}

Err Cluster::dma_out(unsigned cpu_id, uint32_t dram_addr, const T4dCo& ap, unsigned elem_bytes, uint64_t first,
                     uint64_t count) {
  if (Err e = check_dma(cpu_id, dram_addr, sat_bytes(count, elem_bytes)); e != Err::OK) return e;
  Operand o;
  if (Err e = check_operand(ap, elem_bytes, &o); e != Err::OK) return e;
  if (first > o.count() || count > o.count() - first) return Err::CL_OPERAND_RANGE;
  const uint8_t* src = scratch_.data() + (dram_addr - xtensa::kScratchBase);
  for (uint64_t e = first; e < first + count;) {
    uint32_t row;
    uint64_t off, run;
    o.locate(e, &row, &off, &run);
    run = std::min(run, first + count - e);
    if (!o.mem->write(row, off, std::span<const uint8_t>(src + (e - first) * elem_bytes, run * elem_bytes)))
      return Err::CL_OPERAND_RANGE;  // unreachable after check_operand
    e += run;
  }
  return Err::OK;
}

Err Cluster::scratch_to_private(unsigned cpu_id, uint32_t dram_addr, uint32_t addr, uint32_t bytes) {
  if (Err e = check_dma(cpu_id, dram_addr, bytes); e != Err::OK) return e;
  if (Err e = check_private(cpu_id, addr, bytes); e != Err::OK) return e;
  if (bytes) std::memcpy(private_ptr(cpu_id, addr), scratch_.data() + (dram_addr - xtensa::kScratchBase), bytes);
  return Err::OK;
}

Err Cluster::private_to_scratch(unsigned cpu_id, uint32_t addr, uint32_t dram_addr, uint32_t bytes) {
  if (Err e = check_dma(cpu_id, dram_addr, bytes); e != Err::OK) return e;
  if (Err e = check_private(cpu_id, addr, bytes); e != Err::OK) return e;
  if (bytes) std::memcpy(scratch_.data() + (dram_addr - xtensa::kScratchBase), private_ptr(cpu_id, addr), bytes);
  return Err::OK;
}

Err Cluster::read_scratch(uint32_t dram_addr, std::span<uint8_t> out) const {
  if (dram_addr < xtensa::kScratchBase || dram_addr >= xtensa::kScratchEnd ||
      out.size() > xtensa::kScratchEnd - dram_addr)
    return Err::CL_SCRATCH_RANGE;
  if (!out.empty()) std::memcpy(out.data(), scratch_.data() + (dram_addr - xtensa::kScratchBase), out.size());
  return Err::OK;
}

Err Cluster::read_private(unsigned cpu_id, uint32_t addr, std::span<uint8_t> out) const {
  if (Err e = check_private(cpu_id, addr, out.size()); e != Err::OK) return e;
  const Cpu& c = cpus_[cpu_id];
  if (c.work.empty())
    std::fill(out.begin(), out.end(), uint8_t{0});
  else if (!out.empty())
    std::memcpy(out.data(), c.work.data() + (addr - xtensa::work_base(cpu_id)), out.size());
  return Err::OK;
}

// ---------------------------------------------------------------- running a chain

Completion Cluster::run_chain(std::span<const Word> chain, const FunctionRegistry& registry, const RunOptions& opt) {
  try {
    return run_checked(chain, registry, opt);
  } catch (const std::exception&) {  // e.g. allocation failure: report, never crash
    Completion c;
    c.chain = opt.chain;
    c.word_index = opt.word_index;
    c.err = Err::CL_KERNEL_FAULT;
    return c;
  }
}

Completion Cluster::run_checked(std::span<const Word> handed, const FunctionRegistry& registry,
                                const RunOptions& opt) {
  Completion c;
  c.chain = opt.chain;
  c.word_index = opt.word_index;
  auto refuse = [&c](Err e) {
    c.err = e;
    return c;
  };
  // The hand-over test hook (ClusterConfig::handover_fault_every): this chain handed wrongly.
  std::vector<Word> wrong;
  std::span<const Word> chain = handed;
  if (const uint32_t n = cfg_.handover_fault_every; n > 0 && opt.chain % n == n - 1 && handed.size() >= 2) {
    wrong.assign(handed.begin(), handed.end());
    if ((opt.chain / n) % 2 == 0)
      wrong.pop_back();  // the last payload missing
    else
      wrong[0] = wrong[1];  // the header's place holds the first payload
    chain = wrong;
  }

  // 1. The chain: one 0x85 header, then 0x86 payloads, num_arguments + 1 of them.
  if (chain.empty() || chain[0][kHdrOpcodeOff] != kOpHeader) return refuse(Err::CL_CHAIN_SHAPE);
  for (size_t i = 1; i < chain.size(); ++i)
    if (chain[i][kHdrOpcodeOff] != kOpPayload) return refuse(Err::CL_CHAIN_SHAPE);
  c.function_id = chain[0][CustomOpHeader::kFunctionIdOff];
  if (Err e = check_word(chain[0]); e != Err::OK) return refuse(e);  // FunctionId 0xFF, num_payloads, ...
  const CustomOpHeader h = decode_as<CustomOpHeader>(chain[0]).value;
  if (chain.size() != chain_frame(h.num_arguments).words()) return refuse(Err::CL_CHAIN_LENGTH);
  std::vector<T4dCo> aps;  // [0] output, then the inputs
  for (size_t i = 1; i < chain.size(); ++i) {
    auto p = decode_as<CustomOpPayload>(chain[i]);
    if (!p.ok()) return refuse(p.err);  // indirect AP, PSUM operand, zero count, ...
    aps.push_back(p.value.ap);
  }

  // 2. The function: deployed without refusal, registered in the stream's registry, provided
  //    by a kernel on the cluster.
  if (auto it = refused_.find(h.function_id); it != refused_.end()) return refuse(it->second);
  const FunctionRegistry::Entry* fn = registry.find(h.function_id);
  if (!fn) return refuse(Err::CL_FUNCTION_UNKNOWN);
  const KernelDef* k = find_kernel(fn->lib, fn->function);
  if (!k) return refuse(Err::CL_KERNEL_MISSING);
  const unsigned esize = find_dtype(k->dtype)->bytes;  // checked by add_kernel
  if (k->num_inputs >= 0 && static_cast<unsigned>(k->num_inputs) != h.num_arguments)
    return refuse(Err::CL_SIGNATURE);

  // 3. Operands: every access pattern resolved and inside its memory; shapes fit the kernel.
  std::vector<Operand> ops(aps.size());
  for (size_t i = 0; i < aps.size(); ++i)
    if (Err e = check_operand(aps[i], esize, &ops[i]); e != Err::OK) return refuse(e);
  std::vector<OperandShape> in_shapes;
  for (size_t i = 1; i < ops.size(); ++i) in_shapes.push_back({ops[i].partitions, ops[i].elems});
  if (k->check && !k->check(in_shapes, OperandShape{ops[0].partitions, ops[0].elems}))
    return refuse(Err::CL_SIGNATURE);

  // 4. The CPU and its staging slice: the seed's three asserts, before any transfer.
  const bool forced = opt.cpu.has_value();
  const unsigned cpu = forced ? *opt.cpu : next_cpu_;
  if (cpu >= xtensa::kNumCpus) return refuse(Err::CL_BAD_CPU_ID);
  c.cpu = static_cast<uint8_t>(cpu);
  const auto [slice_lo, slice_hi] = slice(cpu);
  if (Err e = check_dma(cpu, slice_lo, slice_hi - slice_lo); e != Err::OK) return refuse(e);

  // 5. Places in the private working memory: inputs in payload order, then the output.
  std::vector<uint64_t> place(ops.size());
  uint64_t top = 0;
  for (size_t i = 1; i <= ops.size(); ++i) {
    size_t j = i % ops.size();  // inputs 1..N, then the output 0
    top = align_up(top, kPlaceAlign);
    place[j] = top;
    // count() is at most 65535^4: compare before multiplying, so nothing wraps.
    if (top > xtensa::kWorkBytes || ops[j].count() > (xtensa::kWorkBytes - top) / esize)
      return refuse(Err::CL_PRIVATE_OVERFLOW);
    top += ops[j].count() * esize;
  }

  // Every check passed: nothing was written before this point.
  const uint32_t slice_addr = static_cast<uint32_t>(slice_lo);
  const uint64_t tile_elems = (slice_hi - slice_lo) / esize;
  const uint32_t work = xtensa::work_base(cpu);

  // 6. Stage the inputs: operand -> scratch slice -> private window, tile by tile.
  for (size_t i = 1; i < ops.size(); ++i) {
    for (uint64_t e = 0; e < ops[i].count(); e += tile_elems) {
      uint64_t n = std::min(tile_elems, ops[i].count() - e);
      auto bytes = static_cast<uint32_t>(n * esize);
      if (Err er = dma_in(cpu, aps[i], esize, e, n, slice_addr); er != Err::OK) return refuse(er);
      if (Err er = scratch_to_private(cpu, slice_addr, static_cast<uint32_t>(work + place[i] + e * esize), bytes);
          er != Err::OK)
        return refuse(er);
      c.bytes_in += bytes;
      ++c.tiles_in;
    }
  }

  // 7. Run the kernel on the staged copies; the output starts zero-filled.
  uint8_t* base = private_ptr(cpu, work);
  std::memset(base + place[0], 0, ops[0].count() * esize);
  KernelFirmware fw(*this, cpu);
  KernelArgs args;
  args.cpu_id = cpu;
  args.fw = &fw;
  for (size_t i = 1; i < ops.size(); ++i)
    args.inputs.emplace_back(base + place[i], ops[i].partitions, ops[i].elems, esize,
                             static_cast<uint32_t>(work + place[i]));
  args.output = KernelTensor(base + place[0], ops[0].partitions, ops[0].elems, esize,
                             static_cast<uint32_t>(work + place[0]));
  bool ran = false;
  try {
    ran = k->run(args);
  } catch (const KernelError& e) {  // a firmware service the kernel called failed: its code
    return refuse(firmware_code(e.code) ? e.code : Err::CL_KERNEL_FAULT);
  } catch (...) {
    ran = false;
  }
  if (!ran) return refuse(Err::CL_KERNEL_FAULT);

  // 8. Write the output back: private window -> scratch slice -> operand, tile by tile.
  for (uint64_t e = 0; e < ops[0].count(); e += tile_elems) {
    uint64_t n = std::min(tile_elems, ops[0].count() - e);
    auto bytes = static_cast<uint32_t>(n * esize);
    if (Err er = private_to_scratch(cpu, static_cast<uint32_t>(work + place[0] + e * esize), slice_addr, bytes);
        er != Err::OK)
      return refuse(er);
    if (Err er = dma_out(cpu, slice_addr, aps[0], esize, e, n); er != Err::OK) return refuse(er);
    c.bytes_out += bytes;
    ++c.tiles_out;
  }
  if (!forced) next_cpu_ = (next_cpu_ + 1) % xtensa::kNumCpus;
  return c;
}

std::vector<Completion> Cluster::run_stream(std::span<const Word> stream, const FunctionRegistry& registry) {
  std::vector<Completion> out;
  uint32_t ordinal = 0;
  for (size_t i = 0; i < stream.size();) {
    if (stream[i][kHdrOpcodeOff] != kOpHeader) {
      ++i;
      continue;
    }
    const size_t want = chain_frame(stream[i]).words();
    size_t j = i + 1;
    while (j < stream.size() && j - i < want && stream[j][kHdrOpcodeOff] == kOpPayload) ++j;
    RunOptions o;
    o.chain = ordinal++;
    o.word_index = static_cast<uint32_t>(i);
    out.push_back(run_chain(stream.subspan(i, j - i), registry, o));
    i = j;
  }
  return out;
}

// ---------------------------------------------------------------- building a custom op

BuiltChain build_custom_op(const CustomOpSpec& spec) {
  BuiltChain b;
  if (spec.outputs.size() != 1) {
    b.err = Err::CL_OUTPUT_COUNT;
    return b;
  }
  if (spec.inputs.size() > 255) {
    b.err = Err::CL_INPUT_COUNT;
    return b;
  }
  CustomOpChain c;
  c.sync = spec.sync;
  c.function_id = spec.function_id;
  c.output = spec.outputs[0];
  c.inputs = spec.inputs;
  std::vector<Word> words = encode_chain(c);
  for (const Word& w : words) {
    if (Err e = check_word(w); e != Err::OK) {
      b.err = e;
      return b;
    }
  }
  b.words = std::move(words);
  return b;
}

namespace {

void check_rows(unsigned partitions, unsigned elems, const char* who) {
  if (partitions == 0 || partitions > 0xFFFF || elems == 0 || elems > 0xFFFF)
    throw std::invalid_argument(std::string(who) + ": partitions and elems must be 1..65535");
}

/// A kernel operand of `partitions` rows of `elems` contiguous elements from `addr`: rows
/// `step0` apart, dimensions 1 and 2 single, dimension 3 the row (counts checked before).
T4dCo rows_ap(uint32_t addr, int16_t step0, unsigned partitions, unsigned elems) {
  T4dCo ap;
  ap.addr = addr;
  ap.step0 = step0;
  ap.num0 = static_cast<uint16_t>(partitions);
  ap.num1 = 1;
  ap.num2 = 1;
  ap.step3 = 1;
  ap.num3 = static_cast<uint16_t>(elems);
  return ap;
}

}  // namespace

T4dCo sbuf_ap(unsigned partition, unsigned offset, unsigned partitions, unsigned elems) {
  if (partition >= (1u << addr4::kPartitionBits) || offset >= (1u << addr4::kOffsetBits))
    throw std::invalid_argument("sbuf_ap: partition or offset does not fit the ADDR4 word");
  check_rows(partitions, elems, "sbuf_ap");
  return rows_ap(addr4_sbuf(partition, offset), 1, partitions, elems);
}

T4dCo hbm_ap(unsigned address, unsigned partitions, unsigned elems, unsigned row_stride_elems) {
  if (address >= (1u << addr4::kHbmAddrBits)) throw std::invalid_argument("hbm_ap: address does not fit the ADDR4 word");
  check_rows(partitions, elems, "hbm_ap");
  const unsigned stride = row_stride_elems ? row_stride_elems : elems;
  if (partitions > 1 && stride > 0x7FFF) throw std::invalid_argument("hbm_ap: row stride does not fit a signed 16-bit step");
  return rows_ap(addr4_hbm(address), static_cast<int16_t>(partitions > 1 ? stride : 0), partitions, elems);
}

}  // namespace tpb
