#include "tpb/system.hpp"

#include <stdexcept>
#include <string>

#include "tpb/gen.hpp"

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

}  // namespace

MoverConfig mover_config(const SystemConfig& c) {
  MoverConfig m;
  m.geometry = c.sbuf;
  m.cores_per_lnc = c.cores_per_lnc;
  m.issue_core = c.issue_core;
  m.port_bytes = c.port_bytes;
  return m;
}

SystemModel::SystemModel(const SystemConfig& cfg, const dve::TableSet* dve_set, const FunctionRegistry& registry)
    : cfg_(checked(cfg, dve_set)),
      registry_(registry),
      decoder_(cfg.gen),
      mover_(mover_config(cfg)),
      mailbox_(cfg.mailbox_words),
      hbm_(std::make_shared<FlatHbm>(cfg.hbm_bytes)),
      sbuf_view_(mover_.sbuf(cfg.issue_core)),
      cluster_(std::make_unique<Cluster>(sbuf_view_, *hbm_, cfg.cluster)) {
  if (dve_set) dve_.emplace(*dve_set);
}

namespace {
const SystemConfig& checked_peer(const SystemConfig& c, const dve::TableSet* dve_set, const SystemModel& peer) {
  const SystemConfig& p = peer.config();
  if (c.issue_core == p.issue_core)
    throw std::invalid_argument("tpb::SystemModel: the LNC2 peer runs core " + std::to_string(p.issue_core) +
                                " already");
  if (c.sbuf != p.sbuf || c.hbm_bytes != p.hbm_bytes || c.gen != p.gen)
    throw std::invalid_argument("tpb::SystemModel: an LNC2 pair has one SBUF geometry, HBM size and generation");
  return checked(c, dve_set);
}
}  // namespace

SystemModel::SystemModel(const SystemConfig& cfg, const dve::TableSet* dve_set, const FunctionRegistry& registry,
                         const SystemModel& lnc_peer)
    : cfg_(checked_peer(cfg, dve_set, lnc_peer)),
      registry_(registry),
      decoder_(cfg.gen),
      mover_(mover_config(cfg), lnc_peer.mover_.shared_sbufs()),
      mailbox_(cfg.mailbox_words),
      hbm_(lnc_peer.hbm_),
      sbuf_view_(mover_.sbuf(cfg.issue_core)),
      cluster_(std::make_unique<Cluster>(sbuf_view_, *hbm_, cfg.cluster)) {
  if (dve_set) dve_.emplace(*dve_set);
}

void fill_seeded(FlatHbm& hbm, uint64_t seed) {
  SplitMix64 r(seed);
  auto b = hbm.bytes();
  for (size_t i = 0; i < b.size(); i += 8) {
    const uint64_t v = r.next();
    for (size_t k = 0; k < 8 && i + k < b.size(); ++k) b[i + k] = static_cast<uint8_t>(v >> (8 * k));
  }
}

ServedCluster::ServedCluster(OperandMemory& sbuf, uint64_t hbm_bytes, uint64_t hbm_seed, ClusterConfig cfg)
    : hbm_(hbm_bytes), cluster_(sbuf, hbm_, cfg) {
  fill_seeded(hbm_, hbm_seed);
}

Completion ServedCluster::run(std::span<const Word> chain, const FunctionRegistry& registry, uint32_t word_index) {
  RunOptions ro;
  ro.chain = chains_++;
  ro.word_index = word_index;
  return cluster_.run_chain(chain, registry, ro);
}

void SystemModel::seed_memories(uint64_t seed) {
  for (unsigned c = 0; c < 2; ++c) mover_.sbuf(c).fill_seeded(sbuf_seed(seed, c));
  fill_seeded(*hbm_, hbm_seed(seed));
}

SystemStep SystemModel::step(const Word& w, bool last) {
  SystemStep s;
  s.record = decoder_.step(w, last);
  const Record& r = s.record;
  const SystemFaults& f = cfg_.faults;
  if (r.route == Route::DVE && dve_) {
    s.dve = dve_->step(r.opcode, r.index);
    if (f.dve && *f.dve == dve_out_) s.dve->entry ^= 1;
    ++dve_out_;
  }
  if (r.route == Route::SB2SB) {
    s.mover = mover_.execute(w, r.index);
    if (f.mover && *f.mover == mover_out_) s.mover->bytes_written ^= 1;
    ++mover_out_;
  }
  if (auto chain = mailbox_.step(r, w, last)) {
    Completion c;
    if (chain->err == Err::OK && cfg_.cluster_mode == ClusterMode::ABSENT) {
      c.word_index = chain->header_index;
      c.err = Err::CL_KERNEL_MISSING;
      c.function_id = chain->function_id;
      c.cpu = 0xFF;
    } else if (chain->err == Err::OK) {
      RunOptions ro;
      ro.chain = chains_++;
      ro.word_index = chain->header_index;
      c = cluster_->run_chain(chain->words, registry_, ro);
      // The completion names the header's FunctionId, as the mailbox records it (the RTL's
      // cop_function_o), whatever the cluster made of the words it was handed.
      c.function_id = chain->function_id;
    } else {  // refused by the mailbox itself: never reached a CPU
      c.word_index = chain->header_index;
      c.err = chain->err;
      c.function_id = chain->function_id;
    }
    if (f.custom && *f.custom == custom_out_) c.bytes_in ^= 1;
    ++custom_out_;
    s.custom = c;
    s.chain = std::move(*chain);
  }
  if (f.record && *f.record == r.index) {
    if (s.record.fields.n > 0)
      s.record.fields.v[0] ^= 1;
    else
      s.record.err = s.record.err == Err::OK ? Err::UNKNOWN_OPCODE : Err::OK;
  }
  return s;
}

std::vector<SystemStep> SystemModel::run(std::span<const Word> words) {
  std::vector<SystemStep> out;
  out.reserve(words.size());
  for (size_t i = 0; i < words.size(); ++i) out.push_back(step(words[i], i + 1 == words.size()));
  return out;
}

std::vector<StepOutput> step_outputs(const SystemStep& s, const FunctionRegistry& registry) {
  std::vector<StepOutput> out;
  if (s.dve) {
    const auto& d = *s.dve;
    out.push_back({{{"engine", std::string("dve")},
                    {"index", uint64_t{d.index}},
                    {"opcode", uint64_t{d.opcode}},
                    {"error", std::string(err_name(d.err))},
                    {"entry", uint64_t{d.entry}},
                    {"fast_row", uint64_t{d.fast_row}},
                    {"slow_row", uint64_t{d.slow_row}},
                    {"slow_fetched", bool{d.slow_fetched}}}});
  }
  if (s.mover) {
    out.push_back({{{"engine", std::string("sb2sb")},
                    {"index", uint64_t{s.mover->index}},
                    {"error", std::string(err_name(s.mover->err))},
                    {"bytes", uint64_t{s.mover->bytes_written}}}});
  }
  if (s.custom) {
    const Completion& c = *s.custom;
    const FunctionRegistry::Entry* e = registry.find(c.function_id);
    StepOutput::Value cpu;
    if (c.cpu != xtensa::kNoCpu) cpu = uint64_t{c.cpu};
    out.push_back({{{"engine", std::string("custom")},
                    {"index", uint64_t{c.word_index}},
                    {"function_id", uint64_t{c.function_id}},
                    {"function", e ? e->function : std::string("-")},
                    {"error", std::string(err_name(c.err))},
                    {"cpu", cpu},
                    {"bytes_in", uint64_t{c.bytes_in}},
                    {"bytes_out", uint64_t{c.bytes_out}}}});
  }
  return out;
}

}  // namespace tpb
