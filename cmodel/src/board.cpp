// The FPGA board from the host (board.hpp): set-up steps over the host link and ModelBoard.
#include "tpb/board.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <utility>

namespace tpb::hostlink {

namespace {
double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

uint32_t wait_idle(Client& c, double seconds, BoardServer* server) {
  const auto t0 = std::chrono::steady_clock::now();
  for (;;) {
    const uint32_t st = c.reg_read1(reg::STATUS);
    if (st & (1u << stat::IDLE)) return st;
    if ((st & (1u << stat::RING)) && server) {
      server->serve();
      continue;
    }
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() > seconds) {
      char msg[96];
      std::snprintf(msg, sizeof msg, "the board did not become idle within %.0f s (STATUS 0x%08x)", seconds, st);
      throw LinkError(msg);
    }
  }
}

dve::TableSet load_dve_set(const std::string& path, const std::string& name, const BoardInfo& b) {
  if (path.empty()) throw std::invalid_argument("give the DVE table set (--dve-set dve_info.json)");
  dve::TableSet s = dve::load_set(path, name);
  const std::string why =
      dve::misfit(s, {b.dve_gen, b.fast_rows, b.slow_rows, b.fast_words, b.slow_words, b.dp_words}, "the board");
  if (!why.empty()) throw std::invalid_argument(why);
  return s;
}

size_t write_tables(Client& c, const BoardInfo& b, const dve::TableSet& set) {
  using dve::TableSel;
  const dve::Sequencer seq(set);
  const size_t per_frame = (b.buf_bytes - 12) / 4;
  size_t words = 0;
  for (TableSel sel : {TableSel::OPCODE, TableSel::CONTROL_FAST, TableSel::CONTROL_SLOW, TableSel::DATAPATH}) {
    const unsigned wpr = seq.words_per_row(sel);
    const std::vector<uint32_t> all = seq.image(sel);
    for (size_t at = 0; at < all.size(); at += per_frame) {
      const size_t n = std::min(per_frame, all.size() - at);
      c.tbl_write(static_cast<uint8_t>(sel), static_cast<uint8_t>(at / wpr), static_cast<uint8_t>(at % wpr),
                  std::span<const uint32_t>(all).subspan(at, n));
    }
    words += all.size();
  }
  return words;
}

void write_sbuf(Client& c, const BoardInfo& b, unsigned core, std::span<const uint8_t> bytes) {
  const unsigned rows_pp = b.bytes_per_partition / b.port_bytes;
  const size_t total = size_t{b.partitions} * rows_pp;
  const size_t per_frame = (b.buf_bytes - 12) / b.port_bytes;
  for (size_t at = 0; at < total; at += per_frame) {
    const size_t n = std::min(per_frame, total - at);
    c.sbuf_write(static_cast<uint8_t>(core), static_cast<uint8_t>(at / rows_pp), static_cast<uint16_t>(at % rows_pp),
                 bytes.subspan(at * b.port_bytes, n * b.port_bytes));
  }
}

std::vector<uint8_t> read_sbuf(Client& c, const BoardInfo& b, unsigned core) {
  const unsigned rows_pp = b.bytes_per_partition / b.port_bytes;
  const size_t total = size_t{b.partitions} * rows_pp;
  const size_t per_frame = (b.buf_bytes - 9) / b.port_bytes;
  std::vector<uint8_t> out;
  out.reserve(total * b.port_bytes);
  for (size_t at = 0; at < total; at += per_frame) {
    const size_t n = std::min(per_frame, total - at);
    auto part = c.sbuf_read(static_cast<uint8_t>(core), static_cast<uint8_t>(at / rows_pp),
                            static_cast<uint16_t>(at % rows_pp), static_cast<uint16_t>(n), b.port_bytes);
    out.insert(out.end(), part.begin(), part.end());
  }
  return out;
}

void push_words(Client& c, const BoardInfo& b, std::span<const Word> words, bool last, BoardServer* server) {
  const size_t per_frame = std::min<size_t>((b.buf_bytes - 12) / kBundleBytes, b.fifo_words);
  size_t at = 0;
  uint32_t free_words = c.reg_read1(reg::FIFO_FREE);
  while (at < words.size()) {
    if (free_words == 0) {
      if (server && (c.reg_read1(reg::STATUS) & (1u << stat::RING))) server->serve();
      free_words = c.reg_read1(reg::FIFO_FREE);
      continue;
    }
    const size_t n = std::min({per_frame, words.size() - at, size_t{free_words}});
    free_words = c.stream(words.subspan(at, n), last && at + n == words.size());
    at += n;
  }
}

// ---------------------------------------------------------------- the host-served cluster

ServiceFault ServiceFault::parse(const std::string& spec) {
  const size_t colon = spec.find(':');
  ServiceFault f;
  const std::string kind = spec.substr(0, colon);
  if (kind == "lost") f.kind = Kind::LOST;
  else if (kind == "drop") f.kind = Kind::DROP;
  else if (kind == "stop") f.kind = Kind::STOP;
  else if (kind == "double-done") f.kind = Kind::DOUBLE_DONE;
  else if (kind == "chain-past") f.kind = Kind::CHAIN_PAST;
  size_t used = 0;
  try {
    if (colon != std::string::npos) f.doorbell = std::stoull(spec.substr(colon + 1), &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (f.kind == Kind::NONE || colon == std::string::npos || used == 0 || colon + 1 + used != spec.size())
    throw std::invalid_argument("a service fault is lost:K, drop:K, stop:K, double-done:K or chain-past:K, not '" +
                                spec + "'");
  return f;
}

BoardServer::BoardServer(Client& c, const BoardInfo& b, const FunctionRegistry& registry, uint64_t hbm_bytes,
                         uint64_t hbm_seed, ServiceFault fault, const ClusterConfig& cluster)
    : c_(c), b_(b), registry_(registry), window_(*this), served_(window_, hbm_bytes, hbm_seed, cluster), fault_(fault) {}

uint32_t BoardServer::Window::rows() const { return s_.b_.partitions; }
uint64_t BoardServer::Window::row_bytes() const { return s_.b_.bytes_per_partition; }

// A link request from inside the cluster: a failure is kept and the cluster is left by Abort
// (Cluster::run_chain turns a std::exception into CL_KERNEL_FAULT, which would hide it).
template <class Fn>
auto BoardServer::link(Fn fn) const {
  try {
    ++n_.frames;
    return fn();
  } catch (const Refused& e) {
    failure_ = e.what();
  } catch (const LinkError& e) {
    failure_ = e.what();
  }
  throw Abort{};
}

std::vector<uint8_t> BoardServer::Window::rows_in(uint32_t partition, unsigned r0, unsigned n) const {
  const unsigned P = s_.b_.port_bytes, per = (s_.b_.buf_bytes - 9) / P;
  std::vector<uint8_t> out;
  for (unsigned at = 0; at < n; at += per) {
    const unsigned k = std::min(per, n - at);
    auto part = s_.link([&] {
      return s_.c_.dma_read(s_.tag_, static_cast<uint8_t>(partition), static_cast<uint16_t>(r0 + at),
                            static_cast<uint16_t>(k), P);
    });
    out.insert(out.end(), part.begin(), part.end());
    s_.n_.dma_rows_read += k;
  }
  return out;
}

bool BoardServer::Window::read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const {
  if (!in_range(*this, row, offset, out.size())) return false;
  if (out.empty()) return true;
  const unsigned P = s_.b_.port_bytes;
  const auto r0 = static_cast<unsigned>(offset / P), r1 = static_cast<unsigned>((offset + out.size() - 1) / P);
  const auto rows = rows_in(row, r0, r1 - r0 + 1);
  std::copy_n(rows.begin() + static_cast<long>(offset - uint64_t{r0} * P), out.size(), out.begin());
  return true;
}

bool BoardServer::Window::write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) {
  if (!in_range(*this, row, offset, in.size())) return false;
  if (in.empty()) return true;
  const unsigned P = s_.b_.port_bytes, per = (s_.b_.buf_bytes - 12) / P;
  const auto r0 = static_cast<unsigned>(offset / P), r1 = static_cast<unsigned>((offset + in.size() - 1) / P);
  const unsigned n = r1 - r0 + 1;
  // Whole rows as they are; a partial first or last row is read first and patched (the
  // mailbox owns the SBUF while the doorbell rings, so nothing changes it in between).
  std::vector<uint8_t> rows(size_t{n} * P);
  const size_t lead = offset - uint64_t{r0} * P;
  if (lead != 0 || (lead + in.size()) % P != 0) {
    const auto first = rows_in(row, r0, 1);
    std::copy(first.begin(), first.end(), rows.begin());
    if (n > 1) {
      const auto last = rows_in(row, r1, 1);
      std::copy(last.begin(), last.end(), rows.end() - P);
    }
  }
  std::copy(in.begin(), in.end(), rows.begin() + static_cast<long>(lead));
  for (unsigned at = 0; at < n; at += per) {
    const unsigned k = std::min(per, n - at);
    s_.link([&] {
      s_.c_.dma_write(s_.tag_, static_cast<uint8_t>(row), static_cast<uint16_t>(r0 + at),
                      std::span<const uint8_t>(rows).subspan(size_t{at} * P, size_t{k} * P));
      return 0;
    });
    s_.n_.dma_rows_written += k;
  }
  return true;
}

void BoardServer::await_board_answer(const std::string& why) {
  // The host gave up on this doorbell: the board must answer it itself after its timeout.
  // Answered: no doorbell rings with this tag any more (the stream may ring the next at once).
  const auto t0 = std::chrono::steady_clock::now();
  for (uint32_t mb = c_.reg_read1(reg::MB_STATUS); (mb & 1) && static_cast<uint8_t>(mb >> 8) == tag_;
       mb = c_.reg_read1(reg::MB_STATUS)) {
    if (since(t0) > board_timeout_s)
      throw LinkError(why + "; and the board still waits for the host after " + std::to_string(board_timeout_s) + " s");
  }
}

void BoardServer::lost(const std::string& why) {
  await_board_answer(why);
  throw ServiceError("SERVICE_FRAME_LOST", why + "; the board answered the doorbell itself after its timeout (" +
                                               std::to_string(c_.reg_read1(reg::CNT_MB_TIMEOUT)) +
                                               " doorbell(s) timed out, CL_KERNEL_MISSING)");
}

void BoardServer::serve() {
  const auto t0 = std::chrono::steady_clock::now();
  const auto mb = c_.reg_read(reg::MB_STATUS, 2);
  if (!(mb[0] & 1)) return;
  tag_ = static_cast<uint8_t>(mb[0] >> 8);
  const unsigned words = (mb[0] >> 16) & 0x1FF;
  const uint32_t index = mb[1];
  const uint64_t k = n_.doorbells++;
  const bool faulty = fault_.kind != ServiceFault::Kind::NONE && fault_.doorbell == k;
  const std::string which = "doorbell #" + std::to_string(k) + " (chain of " + std::to_string(words) +
                            " words at word #" + std::to_string(index) + ", tag " + std::to_string(tag_) + ")";
  std::vector<Word> chain;
  try {
    constexpr unsigned kPerFrame = 31;  // (frame buffer - 9) / 64
    for (unsigned w = 0; w < words; w += kPerFrame) {
      const unsigned cnt = std::min(kPerFrame, words - w);
      auto part = c_.chain_read(tag_, static_cast<uint16_t>(w), static_cast<uint16_t>(cnt));
      chain.insert(chain.end(), part.begin(), part.end());
      ++n_.frames;
    }
  } catch (const Refused& e) {
    lost(which + ": " + e.what());
  }
  n_.chain_words += words;
  if (faulty && fault_.kind == ServiceFault::Kind::CHAIN_PAST) {
    // Reads that end past the chain's last word: one that starts just past it, one that
    // starts at the last word and takes two. Each must be refused BAD_ADDR (with no side
    // effect: the service below goes on and the check compares everything); the same read
    // ending at the last word was executed above.
    const std::pair<unsigned, unsigned> past[] = {{words, 1}, {words - 1, 2}};
    for (const auto& [at, cnt] : past) {
      try {
        c_.chain_read(tag_, static_cast<uint16_t>(at), static_cast<uint16_t>(cnt));
      } catch (const Refused& e) {
        if (e.status != Status::BAD_ADDR) throw;
        ++n_.chain_refused;
        continue;
      }
      throw ServiceError("CHAIN_READ_PAST_ACCEPTED", which + ": the board executed CHAIN_READ of " +
                                                         std::to_string(cnt) + " word(s) from word " +
                                                         std::to_string(at));
    }
    // ... and DMAs outside the SBUF while the doorbell rings (the link checks a DMA's address
    // only then; with no doorbell it is refused NO_DOORBELL first): a read of two rows from
    // the last partition's last row, a write of one row to partition P. Each refused BAD_ADDR.
    const unsigned P = b_.port_bytes, rows_pp = b_.bytes_per_partition / P;
    const std::vector<uint8_t> row(P, 0);
    for (int k = 0; k < 2; ++k) {
      try {
        if (k == 0)
          c_.dma_read(tag_, static_cast<uint8_t>(b_.partitions - 1), static_cast<uint16_t>(rows_pp - 1), 2, P);
        else
          c_.dma_write(tag_, static_cast<uint8_t>(b_.partitions), 0, row);
      } catch (const Refused& e) {
        if (e.status != Status::BAD_ADDR) throw;
        ++n_.dma_refused;
        continue;
      }
      throw ServiceError("DMA_PAST_ACCEPTED", which + (k == 0 ? ": the board executed a DMA_READ past the SBUF's end"
                                                              : ": the board executed a DMA_WRITE to partition P"));
    }
  }
  if (faulty && fault_.kind == ServiceFault::Kind::STOP) {
    // The host stops answering: no DMA, no done. The board's watchdog must end the doorbell;
    // a done written afterwards is refused.
    await_board_answer(which + ": the host stopped answering");
    try {
      c_.mb_done(tag_, 0, 0, 0, 0);
    } catch (const Refused& e) {
      if (e.status != Status::NO_DOORBELL) throw;
      throw ServiceError("SERVICE_TIMEOUT", which + ": the host stopped answering; the board answered the doorbell "
                                                    "itself after its timeout (CNT_MB_TIMEOUT " +
                                                    std::to_string(c_.reg_read1(reg::CNT_MB_TIMEOUT)) +
                                                    ", CL_KERNEL_MISSING) and refused the late MB_DONE: NO_DOORBELL");
    }
    throw ServiceError("DONE_TWICE_ACCEPTED", which + ": the board took a done after its own timeout");
  }
  if (faulty && fault_.kind == ServiceFault::Kind::LOST) c_.corrupt_next();
  if (faulty && fault_.kind == ServiceFault::Kind::DROP) c_.drop_next();
  Completion cpl;
  try {
    cpl = served_.run(chain, registry_, index);
  } catch (const Abort&) {
    lost(which + ": " + failure_);
  }
  try {
    c_.mb_done(tag_, static_cast<uint8_t>(cpl.err), cpl.cpu, static_cast<uint32_t>(cpl.bytes_in),
               static_cast<uint32_t>(cpl.bytes_out));
    ++n_.frames;
  } catch (const Refused& e) {
    lost(which + ": " + e.what());
  } catch (const LinkError& e) {
    lost(which + ": " + e.what());
  }
  if (faulty && fault_.kind == ServiceFault::Kind::DOUBLE_DONE) {
    try {
      c_.mb_done(tag_, static_cast<uint8_t>(cpl.err), cpl.cpu, static_cast<uint32_t>(cpl.bytes_in),
                 static_cast<uint32_t>(cpl.bytes_out));
    } catch (const Refused& e) {
      if (e.status != Status::NO_DOORBELL) throw;
      ++n_.done_refused;
    }
    if (n_.done_refused == 0)
      throw ServiceError("DONE_TWICE_ACCEPTED", which + ": the board took a second MB_DONE for one doorbell");
  }
  n_.seconds += since(t0);
}

MoverConfig mover_config(const BoardInfo& b, unsigned issue_core) {
  MoverConfig mc;
  mc.geometry = SbufGeometry{b.partitions, b.bytes_per_partition};
  mc.cores_per_lnc = 2;
  mc.issue_core = issue_core;
  return mc;
}

SystemConfig ModelBoard::config(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core,
                                const ModelFaults& faults, bool served, const std::string& deployment) {
  SystemConfig c;
  c.cluster.deployment = deployment;
  c.gen = set.geo.gen;
  c.sbuf = SbufGeometry{b.partitions, b.bytes_per_partition};
  c.issue_core = issue_core;
  c.mailbox_words = b.mailbox_words;
  c.cluster_mode = served ? ClusterMode::RUN : ClusterMode::ABSENT;
  c.faults.record = faults.record;
  c.faults.dve = faults.dve;
  c.faults.mover = faults.mover;
  c.faults.custom = faults.custom;
  return c;
}

ModelBoard::ModelBoard(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core, const ModelFaults& faults,
                       bool served_, const std::string& deployment)
    : registry(served_ ? deployment_registry(deployment) : FunctionRegistry{}),
      sys(config(set, b, issue_core, faults, served_, deployment), &set, registry),
      served(served_) {
  fast_bytes = b.fast_words * 4;
  slow_bytes = (set.geo.shared_control ? b.fast_words : b.slow_words) * 4;
  dp_bytes = b.dp_words * 4;
}

void ModelBoard::sign(unsigned log, uint64_t number, uint32_t word, std::vector<uint8_t> d) {
  sig[log] = crc32(d, sig[log]);
  chunk[log].push_back({number, word, std::move(d)});
}
void ModelBoard::step(const std::vector<Word>& words, uint32_t idx) {
  const bool last = idx + 1 == words.size();
  const SystemStep s = sys.step(words[idx], last);
  const Record& r = s.record;
  sign(0, idx, idx, record_digest(r, last));
  ++retired;
  (r.err == Err::OK ? accepted : rejected) += 1;
  if (r.err != Err::OK) ++by_err[err_name(r.err)];
  ++by_route[route_name(r.route)];
  if (r.route == Route::CROSS) ++cross;
  if (s.dve) {
    sign(1, dve, idx, dve_digest(*s.dve, fast_bytes, slow_bytes, dp_bytes));
    ++dve;
  }
  if (s.mover) {
    (s.mover->err == Err::OK ? mv_copied : mv_refused) += 1;
    sign(2, mv, idx, mover_digest(*s.mover));
    mv_bytes += static_cast<uint32_t>(s.mover->bytes_written);
    ++mv;
  }
  if (s.custom) {
    const Completion& c = *s.custom;
    ++cop_by_err[err_name(c.err)];
    sign(3, cop, c.word_index,
         cop_digest(c.word_index, c.err, c.function_id, c.cpu, static_cast<uint32_t>(c.bytes_in),
                    static_cast<uint32_t>(c.bytes_out)));
    ++cop;
  }
}

}  // namespace tpb::hostlink
