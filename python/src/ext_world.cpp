// tpb._tpb.World: tpb::World (R ranks of LNC2 pairs, the cross-engine words executed across
// ranks) with every core's SBUF and every rank's HBM as numpy views. run() returns the result,
// the events and the registers with `tpb world run --json`'s keys (cmodel/tools/cmd_world.cpp);
// a module the model refuses raises tpb.ModuleError with its MODULE_* name (ext_main.cpp).
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ext.hpp"
#include "tpb/world.hpp"

namespace tpb::py {

namespace {

struct PyWorld {
  FunctionRegistry registry;
  std::unique_ptr<World> world;
  unsigned ranks = 0;

  PyWorld(const std::string& module_json, const std::vector<std::vector<WordArray>>& streams, unsigned gen,
          const std::string& geometry, uint64_t hbm_bytes, const std::optional<std::string>& registry_path,
          const std::optional<std::string>& registry_json, const std::vector<unsigned>& order)
      : registry(registry_of(registry_path, registry_json)) {
    Module module = parse_module(module_json);
    std::vector<std::array<std::vector<Word>, 2>> s(streams.size());
    for (size_t r = 0; r < streams.size(); ++r) {
      if (streams[r].size() != 2) throw std::invalid_argument("streams: each rank needs two cores' words");
      for (unsigned c = 0; c < 2; ++c) {
        const std::span<const Word> ws = words_of(streams[r][c]);
        s[r][c].assign(ws.begin(), ws.end());
      }
    }
    WorldConfig cfg;
    cfg.system.gen = gen;
    cfg.system.sbuf = geometry_of(geometry);
    cfg.system.hbm_bytes = hbm_bytes;
    cfg.order = order;
    ranks = static_cast<unsigned>(streams.size());
    world = std::make_unique<World>(std::move(module), std::move(s), cfg, registry);
  }

  void check_rank(unsigned rank, unsigned core) const {
    if (rank >= ranks) throw std::invalid_argument("rank: " + std::to_string(rank) + " is not below " + std::to_string(ranks));
    if (core > 1) throw std::invalid_argument("core: 0 or 1, not " + std::to_string(core));
  }
};

nb::dict run(PyWorld& w) {
  const WorldResult res = w.world->run();
  nb::dict out;
  out["completed"] = res.completed;
  out["ok"] = res.ok();
  out["words"] = res.words;
  out["cross_refused"] = res.cross_refused;
  out["engine_errors"] = res.engine_errors;
  out["report"] = res.report();
  nb::list blocked, events, registers;
  for (const BlockedCore& b : res.blocked) {
    nb::dict j;
    j["rank"] = b.rank;
    j["core"] = b.core;
    j["index"] = b.index;
    j["opcode"] = b.opcode;
    j["waits_for"] = b.waits_for;
    blocked.append(j);
  }
  for (const WorldEvent& e : w.world->events()) {
    const OpcodeDesc* d = find_opcode(e.opcode);
    nb::dict j;
    j["rank"] = e.rank;
    j["core"] = e.core;
    j["index"] = e.index;
    j["opcode"] = e.opcode;
    j["mnemonic"] = d ? d->mnemonic : "?";
    j["error"] = world_err_name(e.err);
    j["detail"] = e.detail;
    events.append(j);
  }
  for (unsigned r = 0; r < w.ranks; ++r)
    for (unsigned c = 0; c < 2; ++c) {
      const RegisterFile& rf = w.world->registers(r, c);
      for (unsigned k = 0; k < rf.value.size(); ++k) {
        if (!rf.written[k]) continue;
        nb::dict j;
        j["rank"] = r;
        j["core"] = c;
        j["register"] = k;
        j["value"] = rf.value[k];
        registers.append(j);
      }
    }
  out["blocked"] = blocked;
  out["unreceived"] = res.unreceived;
  out["events"] = events;
  out["registers"] = registers;
  return out;
}

}  // namespace

void bind_world(nb::module_& m) {
  m.def("world_err_names", [] {
    std::vector<std::string> out;
    for (WorldErr e : world_errs()) out.push_back(world_err_name(e));
    return out;
  });
  m.def("parse_module", [](const std::string& text) { return module_to_json(parse_module(text)); }, nb::arg("text"),
        "Validate a module description; its normalised JSON text.");
  nb::class_<PyWorld>(m, "World")
      .def(nb::init<const std::string&, const std::vector<std::vector<WordArray>>&, unsigned, const std::string&,
                    uint64_t, const std::optional<std::string>&, const std::optional<std::string>&,
                    const std::vector<unsigned>&>(),
           nb::arg("module_json"), nb::arg("streams"), nb::arg("gen"), nb::arg("geometry"), nb::arg("hbm_bytes"),
           nb::arg("registry_path").none(), nb::arg("registry_json").none(), nb::arg("order"))
      .def("run", &run)
      .def_ro("ranks", &PyWorld::ranks)
      .def("sbuf", [](nb::handle self, unsigned rank, unsigned core) {
             PyWorld& w = nb::cast<PyWorld&>(self);
             w.check_rank(rank, core);
             Sbuf& sb = w.world->sbuf(rank, core);
             const size_t rows = sb.geometry().partitions;
             return nb::ndarray<nb::numpy, uint8_t>(sb.bytes().data(), {rows, sb.bytes().size() / rows}, self);
           }, nb::arg("rank"), nb::arg("core"))
      .def("hbm", [](nb::handle self, unsigned rank) {
             PyWorld& w = nb::cast<PyWorld&>(self);
             w.check_rank(rank, 0);
             std::span<uint8_t> b = w.world->hbm(rank).bytes();
             return nb::ndarray<nb::numpy, uint8_t>(b.data(), {b.size()}, self);
           }, nb::arg("rank"))
      .def("module_json", [](PyWorld& w) { return module_to_json(w.world->module()); });
}

}  // namespace tpb::py
