// Deployments of the custom-op cluster (cluster.hpp, docs/cluster.md "Deployment"): the
// functions a stream names, registered and installed in order, each refusal kept for its
// FunctionId; and the two deployments the kit runs: "builtin" and "faults".
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/cluster.hpp"

namespace tpb {

void Cluster::deploy(std::span<const FunctionDecl> decls, FunctionRegistry& registry) {
  const size_t first = registry.size();
  for (size_t i = 0; i < decls.size(); ++i) {
    const FunctionDecl& d = decls[i];
    const size_t want = first + i;
    if (want > 0xFE)
      throw std::logic_error("deploy: declaration " + std::to_string(i) + " would take FunctionId " +
                             std::to_string(want) + " (0xFF means unset)");
    const auto id = static_cast<uint8_t>(want);
    uint8_t got = 0;
    if (Err e = registry.add(d.lib, d.function, &got); e != Err::OK) {
      // Refused by the registry: the id is the one the host's numbering gave it; later ones
      // would not be dense any more.
      if (i + 1 != decls.size())
        throw std::logic_error("deploy: the registry refused declaration " + std::to_string(i) + " (" +
                               err_name(e) + "), which is not the last");
      refused_[id] = e;
      continue;
    }
    if (got != id)
      throw std::logic_error("deploy: (" + d.lib + ", " + d.function + ") is registered already as FunctionId " +
                             std::to_string(got));
    if (!d.provided) continue;  // registered only: CL_KERNEL_MISSING when an op names it
    for (unsigned n = 0; n < d.installs; ++n)
      if (Err e = add_kernel(d.kernel); e != Err::OK) {
        refused_.emplace(id, e);  // the first refusal stays
        break;
      }
  }
}

std::optional<Err> Cluster::refusal(uint8_t id) const {
  auto it = refused_.find(id);
  if (it == refused_.end()) return std::nullopt;
  return it->second;
}

namespace {

// The test library of the "faults" deployment (PROJECT): fp32, one input, the output of the
// input's shape. Each kernel fails in one way, through the real check that names it.
constexpr const char* kFaultLib = "libtpbfaults.so";

bool same_shape(std::span<const OperandShape> in, OperandShape out) {
  return in.size() == 1 && in[0].partitions == out.partitions && in[0].elems == out.elems;
}

// A firmware service's result, thrown when it failed (the op then completes with it); a
// service that unexpectedly passed fails the op as a plain kernel fault, so a check that lost
// its teeth shows as a missing code, never as this code.
bool must_fail(Err e) {
  if (e != Err::OK) throw KernelError(e);
  return false;
}

FunctionDecl fault(const std::string& name, KernelFn run) {
  FunctionDecl d;
  d.lib = kFaultLib;
  d.function = name;
  d.kernel = KernelDef{kFaultLib, name, "fp32", 1, same_shape, std::move(run)};
  return d;
}

std::vector<FunctionDecl> make_builtin() {
  std::vector<FunctionDecl> v;
  for (const KernelDef& k : builtin_kernels()) {
    FunctionDecl d;
    d.lib = k.lib;
    d.function = k.function;
    d.kernel = k;
    v.push_back(d);
  }
  return v;
}

std::vector<FunctionDecl> make_faults() {
  std::vector<FunctionDecl> v = make_builtin();  // the built-in kernels first, then the faults
  // Kernels whose firmware call fails: the seed's three DMA asserts and the private window.
  v.push_back(fault("scratch_range_fp32", [](const KernelArgs& a) {
    return must_fail(a.fw->dma(a.cpu_id, xtensa::kScratchEnd - 2, 4));  // straddles the scratch's end
  }));
  v.push_back(fault("bad_cpu_id_fp32", [](const KernelArgs& a) {
    return must_fail(a.fw->dma(xtensa::kNumCpus, xtensa::kScratchBase, 4));  // as CPU 8
  }));
  v.push_back(fault("window_unprogrammed_fp32", [](const KernelArgs& a) {
    a.fw->program_window(0);  // its own MEM_WINDOW0 back to the reset value, then a DMA
    return must_fail(a.fw->dma(a.cpu_id, xtensa::kScratchBase, 4));
  }));
  v.push_back(fault("window_range_fp32", [](const KernelArgs& a) {
    uint8_t b[4];
    return must_fail(a.fw->read_private(xtensa::window_base(a.cpu_id), b));  // its firmware image
  }));
  v.push_back(fault("throws_fp32", [](const KernelArgs&) -> bool { throw std::runtime_error("kernel fault"); }));
  v.push_back(fault("returns_false_fp32", [](const KernelArgs&) { return false; }));
  // Misdeclared kernels: refused when the library installs them.
  FunctionDecl two = fault("two_outputs_fp32", [](const KernelArgs&) { return true; });
  two.kernel.num_outputs = 2;
  v.push_back(two);
  FunctionDecl wide = fault("inputs_256_fp32", [](const KernelArgs&) { return true; });
  wide.kernel.num_inputs = 256;
  v.push_back(wide);
  FunctionDecl unnamed = fault("unnamed_fp32", [](const KernelArgs&) { return true; });
  unnamed.kernel.function.clear();  // the library declares its kernel without a name
  v.push_back(unnamed);
  FunctionDecl twice = fault("installed_twice_fp32", [](const KernelArgs&) { return true; });
  twice.installs = 2;
  v.push_back(twice);
  FunctionDecl missing = fault("missing_fp32", [](const KernelArgs&) { return true; });
  missing.provided = false;
  v.push_back(missing);
  // The registry filled to its 254 functions (registered only), then a 255th: FunctionId 0xFE.
  while (v.size() < kMaxFunctions) {
    FunctionDecl f = fault("filler_" + std::to_string(v.size()), [](const KernelArgs&) { return true; });
    f.provided = false;
    f.filler = true;
    v.push_back(f);
  }
  v.push_back(fault("function_255_fp32", [](const KernelArgs&) { return true; }));
  return v;
}

}  // namespace

const std::vector<std::string>& deployment_names() {
  static const std::vector<std::string> n = {"builtin", "faults"};
  return n;
}

const std::vector<FunctionDecl>& deployment(const std::string& name) {
  static const std::vector<FunctionDecl> builtin = make_builtin(), faults = make_faults();
  if (name == "builtin") return builtin;
  if (name == "faults") return faults;
  throw std::invalid_argument("unknown deployment '" + name + "' (builtin, faults)");
}

FunctionRegistry deployment_registry(const std::string& name) {
  FunctionRegistry reg;
  for (const FunctionDecl& d : deployment(name)) reg.add(d.lib, d.function);  // a refused one gets no entry
  return reg;
}

}  // namespace tpb
