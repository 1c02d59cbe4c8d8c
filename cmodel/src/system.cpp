#include "tpb/system.hpp"

#include <stdexcept>

namespace tpb {

namespace {
MoverConfig mover_config(const SystemConfig& c) {
  MoverConfig m;
  m.geometry = c.sbuf;
  m.cores_per_lnc = c.cores_per_lnc;
  m.issue_core = c.issue_core;
  return m;
}
}  // namespace

SystemModel::SystemModel(const SystemConfig& cfg, const dve::TableSet* dve_set, const FunctionRegistry& registry)
    : cfg_(cfg),
      registry_(registry),
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
