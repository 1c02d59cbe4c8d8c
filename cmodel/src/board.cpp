// The FPGA board from the host (board.hpp): set-up steps over the host link and ModelBoard.
#include "tpb/board.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <utility>

namespace tpb::hostlink {

uint32_t wait_idle(Client& c, double seconds) {
  const auto t0 = std::chrono::steady_clock::now();
  for (;;) {
    const uint32_t st = c.reg_read1(reg::STATUS);
    if (st & (1u << stat::IDLE)) return st;
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

void push_words(Client& c, const BoardInfo& b, std::span<const Word> words, bool last) {
  const size_t per_frame = std::min<size_t>((b.buf_bytes - 12) / kBundleBytes, b.fifo_words);
  size_t at = 0;
  uint32_t free_words = c.reg_read1(reg::FIFO_FREE);
  while (at < words.size()) {
    if (free_words == 0) {
      free_words = c.reg_read1(reg::FIFO_FREE);
      continue;
    }
    const size_t n = std::min({per_frame, words.size() - at, size_t{free_words}});
    free_words = c.stream(words.subspan(at, n), last && at + n == words.size());
    at += n;
  }
}

MoverConfig mover_config(const BoardInfo& b, unsigned issue_core) {
  MoverConfig mc;
  mc.geometry = SbufGeometry{b.partitions, b.bytes_per_partition};
  mc.cores_per_lnc = 2;
  mc.issue_core = issue_core;
  return mc;
}

SystemConfig ModelBoard::config(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core,
                                const ModelFaults& faults) {
  SystemConfig c;
  c.gen = set.geo.gen;
  c.sbuf = SbufGeometry{b.partitions, b.bytes_per_partition};
  c.issue_core = issue_core;
  c.mailbox_words = b.mailbox_words;
  c.cluster_mode = ClusterMode::ABSENT;
  c.faults.record = faults.record;
  c.faults.dve = faults.dve;
  c.faults.mover = faults.mover;
  return c;
}

ModelBoard::ModelBoard(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core, const ModelFaults& faults)
    : sys(config(set, b, issue_core, faults), &set, registry) {
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
    sign(3, cop, c.word_index, cop_digest(c.word_index, c.err, c.function_id, c.cpu, 0, 0));
    ++cop;
  }
}

}  // namespace tpb::hostlink
