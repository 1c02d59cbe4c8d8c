#include "tpb/system.hpp"

#include <stdexcept>
#include <string>

namespace tpb {

namespace {
/// The generation is checked before any part is built: one value for all of them.
const SystemConfig& checked(const SystemConfig& c, const dve::TableSet* dve_set) {
  if (!gen_known(c.gen))
    throw std::invalid_argument("tpb::SystemModel: generation " + std::to_string(c.gen) + " is not 2, 3 or 4");
  if (dve_set && dve_set->geo.gen != c.gen)
    throw std::invalid_argument("tpb::SystemModel: the DVE set '" + dve_set->name + "' is gen" +
                                std::to_string(dve_set->geo.gen) + ", the system is gen" + std::to_string(c.gen) +
                                " (one generation for decoder, DVE sequencer and mover)");
  return c;
}

MoverConfig mover_config(const SystemConfig& c) {
  MoverConfig m;
  m.geometry = c.sbuf;
  m.cores_per_lnc = c.cores_per_lnc;
  m.issue_core = c.issue_core;
  return m;
}
}  // namespace

SystemModel::SystemModel(const SystemConfig& cfg, const dve::TableSet* dve_set, const FunctionRegistry& registry)
    : cfg_(checked(cfg, dve_set)),
      registry_(registry),
      decoder_(cfg.gen),
      mover_(mover_config(cfg)),
      mailbox_(cfg.mailbox_words),
      hbm_(cfg.hbm_bytes),
      sbuf_view_(mover_.sbuf(cfg.issue_core)),
      cluster_(std::make_unique<Cluster>(sbuf_view_, hbm_, cfg.cluster)) {
  if (dve_set) dve_.emplace(*dve_set);
}

SystemStep SystemModel::step(const Word& w, bool last) {
  SystemStep s;
  s.record = decoder_.step(w, last);
  const Record& r = s.record;
  if (r.route == Route::DVE && dve_) s.dve = dve_->step(r.opcode, r.index);
  if (r.route == Route::SB2SB) s.mover = mover_.execute(w, r.index);
  if (auto chain = mailbox_.step(r, w, last)) {
    Completion c;
    if (chain->err == Err::OK) {
      RunOptions ro;
      ro.chain = chains_++;
      ro.word_index = chain->header_index;
      c = cluster_->run_chain(chain->words, registry_, ro);
    } else {  // refused by the mailbox itself: never reached a CPU
      c.word_index = chain->header_index;
      c.err = chain->err;
      c.function_id = chain->function_id;
    }
    s.custom = c;
  }
  return s;
}

std::vector<SystemStep> SystemModel::run(std::span<const Word> words) {
  std::vector<SystemStep> out;
  out.reserve(words.size());
  for (size_t i = 0; i < words.size(); ++i) out.push_back(step(words[i], i + 1 == words.size()));
  return out;
}

}  // namespace tpb
