// tpb._tpb.SystemModel: tpb::SystemModel (decoder, DVE sequencer, SB2SB mover with both SBUFs,
// custom-op mailbox and cluster) with its memories as numpy views of the model's own bytes.
// step/run return the decoder record and the engine outputs `tpb sim --json` prints, with its
// keys (cmodel/tools/cmd_sim.cpp).
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/unique_ptr.h>

#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>

#include "ext.hpp"
#include "tpb/dve.hpp"
#include "tpb/system.hpp"

namespace tpb::py {

namespace {

struct PySystem {
  FunctionRegistry registry;
  std::optional<dve::TableSet> dve_set;
  std::unique_ptr<SystemModel> model;

  PySystem(unsigned gen, const std::string& geometry, const std::optional<std::string>& dve_path,
           const std::string& dve_name, const std::optional<std::string>& registry_path,
           const std::optional<std::string>& registry_json, unsigned issue_core, unsigned cores_per_lnc,
           unsigned mailbox_words, uint64_t hbm_bytes)
      : registry(registry_of(registry_path, registry_json)) {
    if (dve_path) dve_set = dve::load_set(*dve_path, dve_name);
    SystemConfig cfg;
    cfg.gen = gen;
    cfg.sbuf = geometry_of(geometry);
    cfg.issue_core = issue_core;
    cfg.cores_per_lnc = cores_per_lnc;
    cfg.mailbox_words = mailbox_words;
    cfg.hbm_bytes = hbm_bytes;
    model = std::make_unique<SystemModel>(cfg, dve_set ? &*dve_set : nullptr, registry);
  }
};

/// The engine outputs of one step (tpb::step_outputs: `tpb sim --json`'s keys), each a dict
/// appended to `out`.
void outputs_of(const SystemStep& s, const FunctionRegistry& reg, nb::list& out) {
  for (const StepOutput& o : step_outputs(s, reg)) {
    nb::dict j;
    for (const auto& [key, value] : o.fields)
      j[key] = std::visit(
          [](const auto& v) -> nb::object {
            if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::monostate>)
              return nb::none();
            else
              return nb::cast(v);
          },
          value);
    out.append(j);
  }
}

Verdict verdict_of(const Record& r) { return {r.index, r.opcode, r.err, r.route, r.chain_pos}; }

/// A memory of the model as a numpy array over its bytes; `self` (the Python model) owns it.
nb::ndarray<nb::numpy, uint8_t> view(nb::handle self, std::span<uint8_t> bytes, size_t rows) {
  const size_t cols = rows ? bytes.size() / rows : bytes.size();
  if (rows) return nb::ndarray<nb::numpy, uint8_t>(bytes.data(), {rows, cols}, self);
  return nb::ndarray<nb::numpy, uint8_t>(bytes.data(), {bytes.size()}, self);
}

}  // namespace

void bind_system(nb::module_& m) {
  nb::class_<PySystem>(m, "SystemModel")
      .def(nb::init<unsigned, const std::string&, const std::optional<std::string>&, const std::string&,
                    const std::optional<std::string>&, const std::optional<std::string>&, unsigned, unsigned,
                    unsigned, uint64_t>(),
           nb::arg("gen"), nb::arg("geometry"), nb::arg("dve_set").none(), nb::arg("dve_name"),
           nb::arg("registry_path").none(), nb::arg("registry_json").none(), nb::arg("issue_core"),
           nb::arg("cores_per_lnc"), nb::arg("mailbox_words"), nb::arg("hbm_bytes"))
      .def("step",
           [](PySystem& s, const WordVec& w, bool last) {
             const SystemStep st = s.model->step(word_of(w), last);
             nb::list out;
             outputs_of(st, s.registry, out);
             return nb::make_tuple(record_array({verdict_of(st.record)}), out);
           },
           nb::arg("word"), nb::arg("last"))
      .def("run",
           [](PySystem& s, const WordArray& a) {
             const std::span<const Word> ws = words_of(a);
             std::vector<Verdict> records;
             records.reserve(ws.size());
             nb::list out;
             for (size_t i = 0; i < ws.size(); ++i) {
               const SystemStep st = s.model->step(ws[i], i + 1 == ws.size());
               records.push_back(verdict_of(st.record));
               outputs_of(st, s.registry, out);
             }
             return nb::make_tuple(record_array(std::move(records)), out);
           },
           nb::arg("words"))
      .def("sbuf", [](nb::handle self, unsigned core) {
             PySystem& s = nb::cast<PySystem&>(self);
             if (core > 1) throw std::invalid_argument("core: 0 or 1, not " + std::to_string(core));
             Sbuf& sb = s.model->sbuf(core);
             return view(self, sb.bytes(), sb.geometry().partitions);
           }, nb::arg("core"))
      .def("hbm", [](nb::handle self) { return view(self, nb::cast<PySystem&>(self).model->hbm().bytes(), 0); })
      .def("status",
           [](PySystem& s) {
             const ErrorStatus& st = s.model->status();
             return nb::make_tuple(st.any, st.first_index, static_cast<unsigned>(st.first_code),
                                   sticky_names(st.sticky));
           })
      .def("clear_status", [](PySystem& s) { s.model->clear_status(); })
      .def("seed_memories", [](PySystem& s, uint64_t seed) { s.model->seed_memories(seed); }, nb::arg("seed"))
      .def("function_id", [](PySystem& s, const std::string& lib, const std::string& fn) {
             return s.registry.id_of(lib, fn);
           }, nb::arg("lib"), nb::arg("function"))
      .def("registry_json", [](PySystem& s) { return s.registry.to_json(); });
}

}  // namespace tpb::py
