// tpb::World, the scheduler: each core steps through its stream until a cross-engine word must wait;
// blocked cores are polled; the run ends when every stream is done or nothing moves (a deadlock,
// reported with what each blocked core waits for).
#include <algorithm>
#include <memory>

#include "world_impl.hpp"

namespace tpb {

// ---- stepping
SystemStep World::Impl::step_word(unsigned r, unsigned c) {
  CoreState& cs = cores[r][c];
  const bool last = cs.pos + 1 == cs.words.size();
  SystemStep s = cs.sys->step(cs.words[cs.pos], last);
  ++cs.pos;
  ++words;
  if (s.record.err != Err::OK) ++engine_errors;
  if (s.mover && s.mover->err != Err::OK) ++engine_errors;
  if (s.custom && s.custom->err != Err::OK) ++engine_errors;
  return s;
}

/// Step one word of a runnable core (and a 0xDA right after a 0xD9); a cross-engine word
/// retires or leaves the core blocked.
void World::Impl::step(unsigned r, unsigned c) {
  CoreState& cs = cores[r][c];
  const Word w = cs.words[cs.pos];
  const SystemStep s = step_word(r, c);
  if (s.record.route != Route::CROSS) return;  // refused words and the other engines' words
  const uint32_t index = s.record.index;
  switch (s.record.opcode) {
    case CollectiveCompute::kOpcode: {
      std::optional<Leg> leg2;
      if (cs.pos < cs.words.size() && cs.words[cs.pos][kHdrOpcodeOff] == CollectiveComputeSecondary::kOpcode) {
        const Word w2 = cs.words[cs.pos];
        const SystemStep s2 = step_word(r, c);
        if (s2.record.route == Route::CROSS) leg2 = Leg{s2.record.index, w2};
      }
      collective_arrive(r, c, index, w, leg2);
      return;
    }
    case CollectiveComputeSecondary::kOpcode:
      retire(r, c, index, s.record.opcode, WorldErr::SECOND_LEG_UNEXPECTED, "0xDA not right after a 0xD9");
      return;
    case CollectiveSendRecv::kOpcode:
      return send_recv(r, c, index, w);
    case GetGlobalRankId::kOpcode:
      return get_global_rank(r, c, index, w);
    case GetCurProcessingRankId::kOpcode:
      return get_cur_rank(r, c, index, w);
    case TensorCompletion::kOpcode:
      return tensor_completion(r, c, index, w);
    case CoreBarrier::kOpcode:
      return barrier_arrive(r, c, index, w);
    case GetSequenceBounds::kOpcode:
      return seq_bounds(r, c, index, w);
    default:
      throw std::logic_error("world: the decoder routed opcode " + hex8(s.record.opcode) + " to CROSS");
  }
}

/// Retry a blocked core whose wait another core's progress can end; true when it retired.
bool World::Impl::poll(unsigned r, unsigned c) {
  Pending& p = cores[r][c].pending;
  if (p.kind == WaitKind::COMPLETION) {
    const auto& peer = cores[r][1 - c].tokens;
    const auto it = peer.find(p.handle);
    if (it == peer.end() || it->second < p.need) return false;
    retire_pending(r, c, WorldErr::OK,
                   "completion handle " + std::to_string(p.handle) + ": token " + std::to_string(p.need) +
                       " met core " + std::to_string(1 - c) + "'s");
    return true;
  }
  if (p.kind == WaitKind::RECV) {
    const auto it = channels.find(p.channel);
    if (it == channels.end() || it->second.empty()) return false;
    finish_recv(r, c);
    return true;
  }
  return false;
}

// ---- reports
std::string World::Impl::waits_for(unsigned r, unsigned c) const {
  const CoreState& cs = cores[r][c];
  const Pending& p = cs.pending;
  switch (p.kind) {
    case WaitKind::COLLECTIVE: {
      const auto it = gatherings.find(p.coll_key);
      std::vector<uint32_t> missing;
      if (it != gatherings.end())
        for (size_t i = 0; i < it->second.members.size(); ++i)
          if (!it->second.members[i]) missing.push_back(it->second.group[i]);
      return "CollectiveCompute instance " + std::to_string(std::get<1>(p.coll_key)) + ": the 0xD9 of core " +
             std::to_string(c) + " on global ids " + join_ids(missing);
    }
    case WaitKind::BARRIER:
      return "CoreBarrier: core " + std::to_string(1 - c) + " of the same rank to reach a 0xD8" +
             (cores[r][1 - c].done() ? " (it finished its stream)" : "");
    case WaitKind::COMPLETION:
      return "TensorCompletion handle " + std::to_string(p.handle) + ": core " + std::to_string(1 - c) +
             "'s 0xDE number " + std::to_string(p.need) + " with that handle" +
             (cores[r][1 - c].done() ? " (it finished its stream)" : "");
    case WaitKind::RECV:
      return "recv instance " + std::to_string(p.handle) + ": a send from global id " +
             std::to_string(std::get<1>(p.channel)) + " (core " + std::to_string(c) + ")";
    case WaitKind::NONE:
      break;
  }
  return "nothing";
}

World::World(Module module, std::vector<std::array<std::vector<Word>, 2>> streams, const WorldConfig& cfg,
             const FunctionRegistry& registry, const dve::TableSet* dve_set)
    : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  if (module.global_ids.size() != streams.size())
    throw WorldError(WorldErr::MODULE_RANK_COUNT, "the module describes " + std::to_string(module.global_ids.size()) +
                                                      " ranks, " + std::to_string(streams.size()) + " were given");
  m.module = std::move(module);
  m.cfg = cfg;
  const unsigned R = static_cast<unsigned>(streams.size());
  m.order = cfg.order;
  if (m.order.empty())
    for (unsigned r = 0; r < R; ++r) m.order.push_back(r);
  std::vector<unsigned> sorted = m.order;
  std::sort(sorted.begin(), sorted.end());
  for (unsigned r = 0; r < sorted.size(); ++r)
    if (sorted.size() != R || sorted[r] != r)
      throw std::invalid_argument("world: the rank order is not a permutation of 0..R-1");
  m.cores.resize(R);
  for (unsigned r = 0; r < R; ++r) {
    SystemConfig c0 = cfg.system;
    c0.issue_core = 0;
    m.cores[r][0].sys = std::make_unique<SystemModel>(c0, dve_set, registry);
    SystemConfig c1 = cfg.system;
    c1.issue_core = 1;
    m.cores[r][1].sys = std::make_unique<SystemModel>(c1, dve_set, registry, *m.cores[r][0].sys);
    for (unsigned c = 0; c < 2; ++c) m.cores[r][c].words = std::move(streams[r][c]);
  }
}

World::~World() = default;

WorldResult World::run() {
  Impl& m = *impl_;
  for (;;) {
    bool progress = false;
    for (unsigned r : m.order)
      for (unsigned c = 0; c < 2; ++c) {
        CoreState& cs = m.cores[r][c];
        if (cs.blocked() && m.poll(r, c)) progress = true;
        while (!cs.blocked() && cs.pos < cs.words.size()) {
          m.step(r, c);
          progress = true;
        }
      }
    bool all_done = true;
    for (const auto& rank : m.cores)
      for (const CoreState& cs : rank) all_done = all_done && cs.done();
    if (all_done || !progress) break;
  }
  WorldResult res;
  res.words = m.words;
  res.cross_refused = m.cross_refused;
  res.engine_errors = m.engine_errors;
  res.bytes_staged = m.bytes_staged;
  res.completed = true;
  for (unsigned r = 0; r < m.cores.size(); ++r)
    for (unsigned c = 0; c < 2; ++c) {
      const CoreState& cs = m.cores[r][c];
      if (!cs.blocked()) continue;
      res.completed = false;
      res.blocked.push_back(BlockedCore{r, c, cs.pending.index, cs.pending.opcode, m.waits_for(r, c)});
    }
  for (const auto& [key, q] : m.channels)
    for (const Message& msg : q)
      res.unreceived.push_back("core " + std::to_string(std::get<0>(key)) + ": global id " +
                               std::to_string(std::get<1>(key)) + " -> " + std::to_string(std::get<2>(key)) +
                               " (word " + std::to_string(msg.index) + ") was never received");
  return res;
}

std::string WorldResult::report() const {
  std::string s;
  if (!blocked.empty()) s += "deadlock: no core can continue\n";
  for (const BlockedCore& b : blocked) {
    const OpcodeDesc* d = find_opcode(b.opcode);
    s += "  rank " + std::to_string(b.rank) + " core " + std::to_string(b.core) + " word " + std::to_string(b.index) +
         " (" + (d ? d->mnemonic : "?") + ") waits for " + b.waits_for + "\n";
  }
  for (const std::string& u : unreceived) s += "unreceived: " + u + "\n";
  return s;
}

unsigned World::ranks() const { return static_cast<unsigned>(impl_->cores.size()); }
SystemModel& World::core(unsigned rank, unsigned core) { return *impl_->cores.at(rank).at(core).sys; }
const RegisterFile& World::registers(unsigned rank, unsigned core) const { return impl_->cores.at(rank).at(core).regs; }
const Module& World::module() const { return impl_->module; }

std::vector<WorldEvent> World::events() const {
  std::vector<WorldEvent> e = impl_->events;
  std::stable_sort(e.begin(), e.end(), [](const WorldEvent& a, const WorldEvent& b) {
    return std::tie(a.rank, a.core, a.index) < std::tie(b.rank, b.core, b.index);
  });
  return e;
}

}  // namespace tpb
