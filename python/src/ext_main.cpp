// The extension module tpb._tpb: the C++ model (tpb::model) bound with nanobind. The package
// python/tpb/ wraps it: argument checks with named arguments, numpy dtypes, docstrings.
// C++ exceptions become the package's named exceptions (python/tpb/errors.py): a refused module
// description (tpb::WorldError) ModuleError with its MODULE_* name, a refused argument
// (std::invalid_argument) ArgumentError, any other model error (a file it cannot read, a
// registry or DVE set it refuses) LoadError.
#include <nanobind/stl/string.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "ext.hpp"
#include "tpb/world.hpp"

namespace tpb::py {

uint8_t mnemonic_id(uint8_t opcode) {
  static const auto table = [] {
    std::array<uint8_t, 256> t;
    t.fill(0xFF);
    for (size_t i = 0; i < std::size(kOpcodes); ++i) t[kOpcodes[i].opcode] = static_cast<uint8_t>(i);
    return t;
  }();
  return table[opcode];
}

void complete_records(Verdict* v, size_t n) {
  auto* p = reinterpret_cast<uint8_t*>(v);
  for (size_t i = 0; i < n; ++i, p += kRecordBytes) {
    p[kMnemonicOff] = mnemonic_id(v[i].opcode);
    p[kValidOff] = v[i].err == Err::OK;
  }
}

nb::ndarray<nb::numpy, uint8_t> record_array(std::vector<Verdict>&& v) {
  static_assert(offsetof(Verdict, index) == 0 && offsetof(Verdict, opcode) == 4 && offsetof(Verdict, err) == 5 &&
                offsetof(Verdict, route) == 6 && offsetof(Verdict, chain_pos) == 8);
  complete_records(v.data(), v.size());
  auto* owned = new std::vector<Verdict>(std::move(v));
  nb::capsule owner(owned, [](void* p) noexcept { delete static_cast<std::vector<Verdict>*>(p); });
  return nb::ndarray<nb::numpy, uint8_t>(owned->data(), {owned->size() * kRecordBytes}, owner);
}

SbufGeometry geometry_of(const std::string& name) {
  const std::optional<SbufGeometry> g = sbuf_geometry_from_name(name);
  if (!g) throw std::invalid_argument("geometry: unknown SBUF geometry '" + name + "' (sim, fpga or real)");
  return *g;
}

FunctionRegistry registry_of(const std::optional<std::string>& path, const std::optional<std::string>& json) {
  if (json) return FunctionRegistry::from_json(*json);
  if (path) return FunctionRegistry::load(*path);
  return builtin_registry();
}

namespace {

/// Raise tpb.errors.<cls>(code, detail).
void raise(const char* cls, const std::string& code, const std::string& detail) {
  nb::object type = nb::module_::import_("tpb.errors").attr(cls);
  nb::object exc = type(code, detail);
  PyErr_SetObject(type.ptr(), exc.ptr());
}

}  // namespace

}  // namespace tpb::py

NB_MODULE(_tpb, m) {
  using namespace tpb::py;
  m.doc() = "The TPB model (C++), bound with nanobind; use it through the package `tpb`.";
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const tpb::WorldError& e) {
      raise("ModuleError", tpb::world_err_name(e.code()), e.detail());
    } catch (const std::invalid_argument& e) {
      raise("ArgumentError", "ARGUMENT", e.what());
    } catch (const std::out_of_range& e) {
      raise("ArgumentError", "ARGUMENT", e.what());
    } catch (const std::runtime_error& e) {
      raise("LoadError", "LOAD", e.what());
    }
  });
  bind_isa(m);
  bind_system(m);
  bind_world(m);
}
