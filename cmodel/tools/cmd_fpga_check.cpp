// tpb fpga check: the lockstep check against the board (docs/fpga.md): the same stream
// through the model (hostlink::ModelBoard) and the board, chunk by chunk, counters and signatures
// compared after each chunk, the first differing record found in the board's logs, both SBUFs
// compared at the end.
#include <fmt/core.h>

#include <algorithm>
#include <bitset>
#include <chrono>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fpga_common.hpp"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/gen.hpp"
#include "tpb/hostlink.hpp"
#include "tpb/hostlink_gen.hpp"
#include "tpb/io.hpp"
#include "tpb/isa.hpp"
#include "tpb/mailbox.hpp"
#include "tpb/mover.hpp"
#include "tpb/stream.hpp"
#include "tpb/system.hpp"

namespace tpb::cli::fpga {

namespace {

const char* kLogNames[] = {"record", "DVE control record", "mover completion", "custom-op completion"};

/// The bring-up report (--report FILE): one self-contained Markdown page written at the end of
/// the run, PASS, FAIL or stopped by an error: build identity, each stage with its verdict,
/// the counters and signatures against the model's, the first mismatch with its word and
/// fields, the summary (throughput included). Every line it holds is also printed.
class Report {
 public:
  explicit Report(std::string path) : path_(std::move(path)) {}
  void identity(const std::string& key, const std::string& value) { identity_.push_back({key, value}); }
  /// A stage starts; end() or fail() closes it (a stage still open when the run stops fails).
  void begin(const std::string& name) {
    stages_.push_back({name, "running", "", 0});
    t0_ = Clock::now();
  }
  void end(const std::string& detail) { close("PASS", detail); }
  void fail(const std::string& detail) { close("FAIL", detail); }
  void compared(std::string title, std::vector<Row> rows) {
    rows_title_ = std::move(title);
    rows_ = std::move(rows);
  }
  /// A line of the first mismatch (printed as well).
  void mismatch(const std::string& s) {
    fmt::print("{}\n", s);
    mismatch_.push_back(s);
  }
  void mismatch_rows(std::vector<Row> rows) {
    print_rows(rows);
    mismatch_rows_ = std::move(rows);
  }
  /// A summary line (printed as "  key   value").
  void line(const std::string& key, const std::string& value) {
    fmt::print("  {:<14} {}\n", key, value);
    summary_.push_back({key, value});
  }
  /// Write the page (nothing without --report). `verdict`: PASS, FAIL or ERROR; `why` for the last two.
  void write(const std::string& verdict, const std::string& why) {
    if (path_.empty()) return;
    if (!stages_.empty() && stages_.back().verdict == "running") close("FAIL", why);
    std::ofstream f(path_);
    auto cell = [](std::string s) {
      std::string o;
      for (char ch : s) o += ch == '|' ? std::string("\\|") : ch == '\n' ? std::string("<br>") : std::string(1, ch);
      return o;
    };
    f << "# FPGA bring-up report: " << verdict << "\n\n";
    if (!why.empty()) f << "**" << verdict << "**: " << cell(why) << "\n\n";
    f << "## Build identity\n\n| item | value |\n|---|---|\n";
    for (const auto& [k, v] : identity_) f << "| " << cell(k) << " | " << cell(v) << " |\n";
    f << "\n## Stages\n\n| # | stage | verdict | seconds | detail |\n|---:|---|---|---:|---|\n";
    for (size_t i = 0; i < stages_.size(); ++i)
      f << "| " << i + 1 << " | " << cell(stages_[i].name) << " | **" << stages_[i].verdict << "** | "
        << fmt::format("{:.2f}", stages_[i].seconds) << " | " << cell(stages_[i].detail) << " |\n";
    auto table = [&](const std::vector<Row>& rows) {
      f << "| | item | FPGA | model |\n|---|---|---|---|\n";
      for (const Row& r : rows)
        f << "| " << (r.differs ? "**differs**" : "") << " | " << cell(r.name) << " | " << cell(r.board) << " | "
          << cell(r.model) << " |\n";
    };
    if (!rows_.empty()) {
      f << "\n## Counters and signatures against the model\n\n" << cell(rows_title_) << "\n\n";
      table(rows_);
    }
    f << "\n## First mismatch\n\n";
    if (mismatch_.empty()) f << "none\n";
    for (const auto& s : mismatch_) f << "    " << s << "\n";
    if (!mismatch_rows_.empty()) {
      f << "\n";
      table(mismatch_rows_);
    }
    if (!summary_.empty()) {
      f << "\n## Summary and throughput\n\n| item | value |\n|---|---|\n";
      for (const auto& [k, v] : summary_) f << "| " << cell(k) << " | " << cell(v) << " |\n";
    }
    f.close();
    if (!f) throw std::runtime_error("cannot write the report " + path_);
    fmt::print("fpga check: report written to {}\n", path_);
  }

 private:
  void close(const char* verdict, const std::string& detail) {
    if (stages_.empty()) return;
    stages_.back().verdict = verdict;
    stages_.back().detail = detail;
    stages_.back().seconds = std::chrono::duration<double>(Clock::now() - t0_).count();
  }
  struct Stage {
    std::string name, verdict, detail;
    double seconds;
  };
  std::string path_;
  std::vector<std::pair<std::string, std::string>> identity_, summary_;
  std::vector<Stage> stages_;
  std::string rows_title_;
  std::vector<Row> rows_, mismatch_rows_;
  std::vector<std::string> mismatch_;
  Clock::time_point t0_;
};

/// Digest fields as report rows.
std::vector<std::pair<std::string, std::string>> digest_fields(unsigned log, const std::vector<uint8_t>& d,
                                                               const hl::ModelBoard& mb) {
  // The layouts are generated from the host-link table (tpb/hostlink_gen.hpp, digest::).
  auto u = [&](hl::DigestField fd) {
    uint64_t v = 0;
    for (size_t i = 0; i < fd.width && fd.off + i < d.size(); ++i) v |= static_cast<uint64_t>(d[fd.off + i]) << (8 * i);
    return v;
  };
  auto hex = [&](size_t off, size_t n) {
    std::string s;
    for (size_t i = 0; i < n && off + i < d.size(); ++i) s += fmt::format("{}{:02x}", i ? " " : "", d[off + i]);
    return s.empty() ? std::string("-") : s;
  };
  std::vector<std::pair<std::string, std::string>> f;
  switch (log) {
    case 0: {
      namespace L = hl::digest::rec;
      f = {{"index", std::to_string(u(L::index))},
           {"opcode", fmt::format("0x{:02X}", u(L::opcode))},
           {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"route", fmt::format("{} ({})", tpb::route_name(static_cast<Route>(u(L::route))), u(L::route))},
           {"last", std::to_string(u(L::flags))},
           {"chain_pos", std::to_string(u(L::chain_pos))},
           {"fields fold", fmt::format("0x{:016x}", u(L::fold))}};
      break;
    }
    case 1: {
      namespace L = hl::digest::dve;
      f = {{"index", std::to_string(u(L::index))},
           {"opcode", std::to_string(u(L::opcode))},
           {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"slow_fetched", std::to_string(u(L::flags))},
           {"fast_row", std::to_string(u(L::fast_row))},
           {"entry", fmt::format("0x{:x}", u(L::entry))},
           {"slow_row", std::to_string(u(L::slow_row))}};
      const size_t o = L::kFixedBytes;
      f.push_back({"fast_word", hex(o, mb.fast_bytes)});
      f.push_back({"slow_word", hex(o + mb.fast_bytes, mb.slow_bytes)});
      f.push_back({"dp_word", hex(o + mb.fast_bytes + mb.slow_bytes, mb.dp_bytes)});
      break;
    }
    case 2: {
      namespace L = hl::digest::mv;
      f = {{"index", std::to_string(u(L::index))},
           {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"bytes", std::to_string(u(L::bytes_written))}};
      break;
    }
    default: {
      namespace L = hl::digest::cop;
      f = {{"index", std::to_string(u(L::index))},       {"err", err_text(static_cast<uint32_t>(u(L::err)))},
           {"function", std::to_string(u(L::function))}, {"cpu", std::to_string(u(L::cpu))},
           {"bytes_in", std::to_string(u(L::bytes_in))}, {"bytes_out", std::to_string(u(L::bytes_out))}};
    }
  }
  return f;
}

/// Read this chunk's entries of a log back from the board and report the first record whose
/// digest differs from the model's. Returns true when one was found.
bool localise(hl::Client& c, const hl::BoardInfo& b, unsigned log, const hl::ModelBoard& mb,
              const std::vector<Word>& words, Report& rep) {
  const auto& recs = mb.chunk[log];
  if (recs.empty()) return false;
  const auto geo = b.logs[log];
  const size_t dbytes = recs.front().digest.size();
  const size_t per_req = std::max<size_t>(1, (b.buf_bytes - 9) / geo.stride);
  size_t i = 0;
  while (i < recs.size()) {
    const uint64_t first = recs[i].number;
    const unsigned entry = static_cast<unsigned>(first % geo.entries);
    const size_t n = std::min({recs.size() - i, size_t{geo.entries - entry}, per_req});
    const auto bytes = c.log_read(static_cast<hl::Log>(log), static_cast<uint16_t>(entry), static_cast<uint16_t>(n));
    for (size_t k = 0; k < n; ++k, ++i) {
      std::vector<uint8_t> board(bytes.begin() + static_cast<long>(k * geo.stride),
                                 bytes.begin() + static_cast<long>(k * geo.stride + dbytes));
      if (board == recs[i].digest) continue;
      const uint32_t wi = recs[i].word;
      rep.mismatch(fmt::format("fpga check: first differing {} (#{} of its stream): word #{} (from the board's {} log)",
                               kLogNames[log], recs[i].number, wi, kLogNames[log]));
      rep.mismatch(fmt::format("  word    : {}", tpb::disasm_word(words[wi])));
      rep.mismatch(fmt::format("  bytes   : {}", tpb::hex_bytes(words[wi])));
      const auto fb = digest_fields(log, board, mb), fm = digest_fields(log, recs[i].digest, mb);
      std::vector<Row> rows;
      for (size_t j = 0; j < fb.size(); ++j)
        rows.push_back({fb[j].first, fb[j].second, fm[j].second, fb[j].second != fm[j].second});
      rep.mismatch_rows(std::move(rows));
      return true;
    }
  }
  return false;
}

// The stream: the checked-stream recipe (tpb/stream.hpp) with the lockstep's mover and kernel
// shares, so the same seed gives the lockstep's words. Legal kernel chains only when the host
// serves the board's mailbox (--no-serve: none, every doorbell is CL_KERNEL_MISSING).
std::vector<Word> build_stream(const FpgaArgs& a, const hl::BoardInfo& b, uint64_t hbm_bytes, std::string& source,
                               size_t& legal_bf, size_t& legal_cop) {
  const tpb::StreamRecipe rc =
      tpb::cli::make_recipe(a.words, b.dve_gen, hl::mover_config(b, a.issue_core), !a.no_serve, hbm_bytes);
  tpb::CheckedStream cs = tpb::build_checked_stream(rc);
  source = std::move(cs.source);
  legal_bf = cs.legal_sb2sb;
  legal_cop = cs.legal_chains;
  return std::move(cs.words);
}

}  // namespace

namespace {

int check(const FpgaArgs& a, Report& rep) {
  const auto t_start = Clock::now();
  rep.begin("link: open the port, PING, the ID registers");
  Conn conn(a);
  hl::Client& c = conn.client;
  const hl::BoardInfo b = c.info();
  rep.identity("board", fmt::format("magic 0x{:08X}, protocol version {} (host {})", b.magic, b.version, hl::kVersion));
  rep.identity("SBUF", fmt::format("2 cores x {} partitions x {} bytes, {}-byte rows", b.partitions,
                                   b.bytes_per_partition, b.port_bytes));
  rep.identity("DVE", fmt::format("gen{}, {} fast / {} slow rows, row words {} / {} / {}", b.dve_gen, b.fast_rows,
                                  b.slow_rows, b.fast_words, b.slow_words, b.dp_words));
  rep.identity("stream FIFO, frame buffer, mailbox",
               fmt::format("{} words, {} bytes, {} words", b.fifo_words, b.buf_bytes, b.mailbox_words));
  const auto serve_timeout = c.reg_read1(hl::reg::ID_SERVE_TIMEOUT);
  rep.identity("clock, UART", fmt::format("{} Hz, {} baud (host port at {} baud)", b.clk_hz, b.baud, a.baud));
  rep.identity("served mailbox watchdog", fmt::format("{} clocks", serve_timeout));
  rep.identity("port", a.port);
  rep.end(fmt::format("board build read ({} Hz, {} baud)", b.clk_hz, b.baud));
  const auto set = load_dve_set(a.dve_set, a.dve_name, b);
  rep.identity("DVE table set", fmt::format("{} ('{}', gen{})", a.dve_set, set.name, set.geo.gen));

  unsigned chunk = a.chunk;
  for (const auto& g : b.logs) chunk = std::min(chunk, g.entries / 2);
  chunk = std::max(1u, std::min(chunk, b.fifo_words));

  const bool serve = !a.no_serve;
  const hl::ServiceFault fault =
      a.service_fault.empty() ? hl::ServiceFault{} : hl::ServiceFault::parse(a.service_fault);
  if (!serve && fault.kind != hl::ServiceFault::Kind::NONE)
    throw std::invalid_argument("--inject-service-fault needs the served mailbox (no --no-serve)");
  hl::ModelBoard mb(set, b, a.issue_core, {a.inject, a.inject_dve, a.inject_sb2sb, a.inject_cop}, serve,
                    a.words.deployment);
  std::string source;
  size_t legal_bf = 0, legal_cop = 0;
  const std::vector<Word> words = build_stream(a, b, mb.sys.config().hbm_bytes, source, legal_bf, legal_cop);
  if (a.inject && *a.inject >= words.size())
    throw std::invalid_argument(
        fmt::format("--inject-model-bug {} is past the stream ({} words)", *a.inject, words.size()));

  rep.identity("stream", source);
  rep.identity("mailbox", serve ? "served by the host (tpb::ServedCluster, deployment " + a.words.deployment + ")"
                                : "not served (CL_KERNEL_MISSING at once)");

  // Board and model from the same state: soft reset, tables, seeded SBUFs (and the HBM of the
  // model's cluster and of the host's served one).
  rep.begin("load: soft reset, DVE tables, both SBUFs seeded");
  c.reg_write1(hl::reg::CONTROL, (1u << hl::ctrl::SOFT_RESET) | (a.issue_core << hl::ctrl::ISSUE_CORE) |
                                     (serve ? 1u << hl::ctrl::SERVE : 0u));
  hl::wait_idle(c, 10);
  mb.sys.seed_memories(a.words.seed);
  hl::BoardServer server(c, b, mb.registry, mb.sys.config().hbm_bytes, tpb::SystemModel::hbm_seed(a.words.seed),
                         fault, mb.sys.config().cluster);
  hl::BoardServer* srv = serve ? &server : nullptr;
  const auto t_load = Clock::now();
  const size_t tbl_words = hl::write_tables(c, b, set);
  for (unsigned core = 0; core < 2; ++core) hl::write_sbuf(c, b, core, mb.sys.sbuf(core).bytes());
  const double load_s = std::chrono::duration<double>(Clock::now() - t_load).count();
  rep.end(fmt::format("{} table words, 2 x {} SBUF bytes from seed {}", tbl_words,
                      size_t{b.partitions} * b.bytes_per_partition, a.words.seed));
  rep.begin(fmt::format("stream: {} words in chunks of up to {}, counters and signatures after each", words.size(),
                        chunk));

  // The stream, chunk by chunk (its time on the board too: CNT_CYCLES at the clock rate).
  const uint32_t cyc_stream0 = c.reg_read1(hl::reg::CNT_CYCLES);
  const auto t_stream = Clock::now();
  size_t chunks = 0;
  std::vector<uint32_t> v;
  auto r = [&](uint16_t addr) { return v[addr - hl::reg::STATUS]; };
  for (size_t i0 = 0; i0 < words.size(); i0 += chunk) {
    const size_t i1 = std::min(words.size(), i0 + chunk);
    for (auto& l : mb.chunk) l.clear();
    for (size_t i = i0; i < i1; ++i) mb.step(words, static_cast<uint32_t>(i));
    hl::push_words(c, b, std::span<const Word>(words).subspan(i0, i1 - i0), i1 == words.size(), srv);
    hl::wait_idle(c, 120, srv);
    v = c.reg_read(hl::reg::STATUS, hl::reg::SIG_COP - hl::reg::STATUS + 1);
    ++chunks;

    const tpb::ErrorStatus& ms = mb.sys.status();
    const uint32_t st = r(hl::reg::STATUS);
    const bool any = st & (1u << hl::stat::ERR);
    const Sticky bs = sticky_of(&v[hl::reg::ERR_STICKY0 - hl::reg::STATUS]);
    Sticky msk = ms.sticky;
    for (unsigned e = 128; e < msk.size(); ++e) msk.reset(e);
    auto num = [](uint32_t x) { return std::to_string(x); };
    std::vector<Row> rows = {
        {"words in", num(r(hl::reg::CNT_WORDS_IN)), num(static_cast<uint32_t>(i1)), r(hl::reg::CNT_WORDS_IN) != i1},
        {"retired", num(r(hl::reg::CNT_RETIRED)), num(mb.retired), r(hl::reg::CNT_RETIRED) != mb.retired},
        {"accepted", num(r(hl::reg::CNT_ACCEPTED)), num(mb.accepted), r(hl::reg::CNT_ACCEPTED) != mb.accepted},
        {"rejected", num(r(hl::reg::CNT_REJECTED)), num(mb.rejected), r(hl::reg::CNT_REJECTED) != mb.rejected},
        {"cross words", num(r(hl::reg::CNT_CROSS)), num(mb.cross), r(hl::reg::CNT_CROSS) != mb.cross},
        {"dve records", num(r(hl::reg::CNT_DVE)), num(mb.dve), r(hl::reg::CNT_DVE) != mb.dve},
        {"mover done", num(r(hl::reg::CNT_MV)), num(mb.mv), r(hl::reg::CNT_MV) != mb.mv},
        {"mover bytes", num(r(hl::reg::CNT_MV_BYTES)), num(mb.mv_bytes), r(hl::reg::CNT_MV_BYTES) != mb.mv_bytes},
        {"custom ops", num(r(hl::reg::CNT_COP)), num(mb.cop), r(hl::reg::CNT_COP) != mb.cop},
        {"sig records", hex32(r(hl::reg::SIG_REC)), hex32(mb.sig[0]), r(hl::reg::SIG_REC) != mb.sig[0]},
        {"sig dve", hex32(r(hl::reg::SIG_DVE)), hex32(mb.sig[1]), r(hl::reg::SIG_DVE) != mb.sig[1]},
        {"sig mover", hex32(r(hl::reg::SIG_MV)), hex32(mb.sig[2]), r(hl::reg::SIG_MV) != mb.sig[2]},
        {"sig custom", hex32(r(hl::reg::SIG_COP)), hex32(mb.sig[3]), r(hl::reg::SIG_COP) != mb.sig[3]},
        {"error", any ? "yes" : "no", ms.any ? "yes" : "no", any != ms.any},
        {"first index", any ? num(r(hl::reg::ERR_INDEX)) : "-", ms.any ? num(ms.first_index) : "-",
         ms.any && any && r(hl::reg::ERR_INDEX) != ms.first_index},
        {"first code", any ? err_text(r(hl::reg::ERR_CODE)) : "-",
         ms.any ? err_text(static_cast<uint32_t>(ms.first_code)) : "-",
         ms.any && any && r(hl::reg::ERR_CODE) != static_cast<uint32_t>(ms.first_code)},
        {"sticky", tpb::sticky_names(bs), tpb::sticky_names(msk), bs != msk},
        {"last word seen", (st >> hl::stat::LAST_SEEN) & 1 ? "yes" : "no", i1 == words.size() ? "yes" : "no",
         static_cast<bool>((st >> hl::stat::LAST_SEEN) & 1) != (i1 == words.size())},
        {"digest overrun", (st >> hl::stat::OVERRUN) & 1 ? "yes" : "no", "no", ((st >> hl::stat::OVERRUN) & 1) != 0},
        {"table refused", (st >> hl::stat::TBL_BAD) & 1 ? "yes" : "no", "no", ((st >> hl::stat::TBL_BAD) & 1) != 0},
    };
    const bool differs = std::any_of(rows.begin(), rows.end(), [](const Row& x) { return x.differs; });
    rep.compared(fmt::format("After chunk {} (words #{}..#{}){}:", chunks, i0, i1 - 1,
                             differs ? ", the first that differs" : ", the last"),
                 rows);
    if (!differs) continue;

    const std::string where =
        fmt::format("MISMATCH after word #{} (chunk {}: words #{}..#{})", i1 - 1, chunks, i0, i1 - 1);
    fmt::print("fpga check: {}\n", where);
    print_rows(rows);
    bool found = false;
    const uint32_t sigs[4] = {r(hl::reg::SIG_REC), r(hl::reg::SIG_DVE), r(hl::reg::SIG_MV), r(hl::reg::SIG_COP)};
    for (unsigned log = 0; log < 4 && !found; ++log)
      if (sigs[log] != mb.sig[log]) found = localise(c, b, log, mb, words, rep);
    if (!found) rep.mismatch("fpga check: the logs of this chunk agree; the difference is in the counters above");
    rep.fail(where);
    fmt::print("fpga check: FAIL ({})\n", source);
    return 1;
  }
  const double stream_s = std::chrono::duration<double>(Clock::now() - t_stream).count();
  const double board_s = static_cast<uint32_t>(c.reg_read1(hl::reg::CNT_CYCLES) - cyc_stream0) / double(b.clk_hz);
  rep.end(fmt::format("{} words in {} chunks, counters and signatures equal after each; {:.1f} words/s", words.size(),
                      chunks, stream_s > 0 ? words.size() / stream_s : 0.0));

  // Every legal kernel chain completes OK (a generated chain may as well: at least as many);
  // on the built-in deployment only (the fault deployment's chains name functions that fail).
  if (serve && a.words.mutate == 0 && a.words.bin.empty() && a.words.deployment == "builtin") {
    rep.begin("legal kernel chains: each completes OK");
    const auto ok = mb.cop_by_err.count("OK") ? mb.cop_by_err.at("OK") : 0;
    if (ok < legal_cop) {
      const std::string why = fmt::format("{} legal kernel chains, only {} completions OK", legal_cop, ok);
      rep.fail(why);
      fmt::print("fpga check: {}\nfpga check: FAIL ({})\n", why, source);
      return 1;
    }
    rep.end(fmt::format("{} legal kernel chains, {} completions OK", legal_cop, ok));
  }

  // Both SBUFs back over the link, against the model's.
  rep.begin("SBUF read-back: both cores byte by byte against the model");
  const auto t_rb = Clock::now();
  for (unsigned core = 0; core < 2; ++core) {
    const auto got = hl::read_sbuf(c, b, core);
    const auto want = mb.sys.sbuf(core).bytes();
    size_t diffs = 0;
    std::vector<Row> rows;
    for (size_t k = 0; k < got.size(); ++k)
      if (got[k] != want[k]) {
        if (rows.size() < 8)
          rows.push_back({fmt::format("p{} +{}", k / b.bytes_per_partition, k % b.bytes_per_partition),
                          fmt::format("0x{:02X}", got[k]), fmt::format("0x{:02X}", want[k]), true});
        ++diffs;
      }
    if (diffs) {
      const std::string why = fmt::format("SBUF MISMATCH at the end of the stream: core {}, {} bytes differ", core, diffs);
      rep.mismatch("fpga check: " + why);
      rep.mismatch_rows(rows);
      rep.fail(why);
      fmt::print("fpga check: FAIL ({})\n", source);
      return 1;
    }
  }
  rep.end("equal");
  // The HBM the host's served cluster wrote, against the model's cluster's.
  if (serve) {
    rep.begin("HBM: the host's served cluster against the model's");
    const auto& got = server.hbm().bytes();
    const auto& want = mb.sys.hbm().bytes();
    size_t diffs = 0, first = 0;
    for (size_t k = 0; k < std::min(got.size(), want.size()); ++k)
      if (got[k] != want[k] && diffs++ == 0) first = k;
    if (diffs || got.size() != want.size()) {
      const std::string why = fmt::format("HBM MISMATCH at the end of the stream: {} bytes differ, the first at 0x{:x} "
                                          "(served 0x{:02X}, model 0x{:02X})",
                                          diffs, first, got[first], want[first]);
      rep.mismatch("fpga check: " + why);
      rep.fail(why);
      fmt::print("fpga check: FAIL ({})\n", source);
      return 1;
    }
    rep.end(fmt::format("equal ({} KiB)", got.size() / 1024));
  }
  const double rb_s = std::chrono::duration<double>(Clock::now() - t_rb).count();
  const auto cyc = c.reg_read(hl::reg::CNT_CYCLES, 2);
  const double total_s = std::chrono::duration<double>(Clock::now() - t_start).count();

  const tpb::ErrorStatus& ms = mb.sys.status();
  fmt::print("fpga check summary: {}\n", source);
  rep.line("board", fmt::format("{}x{} SBUF, gen{} DVE, FIFO {} words, {} Hz, {} baud", b.partitions,
                                b.bytes_per_partition, b.dve_gen, b.fifo_words, b.clk_hz, b.baud));
  rep.line("words", fmt::format("{} in {} chunks of up to {}", words.size(), chunks, chunk));
  rep.line("accepted", std::to_string(mb.accepted));
  rep.line("rejected", std::to_string(mb.rejected));
  std::string routes, errs;
  for (const auto& [k, n] : mb.by_route) routes += fmt::format("{}{} {}", routes.empty() ? "" : ", ", k, n);
  for (const auto& [k, n] : mb.by_err) errs += fmt::format("{}{} {}", errs.empty() ? "" : ", ", k, n);
  rep.line("routes", routes);
  rep.line("errors", errs.empty() ? "-" : errs);
  rep.line("status", fmt::format("{}, sticky {}",
                                 ms.any ? fmt::format("first #{} {}", ms.first_index,
                                                      err_text(static_cast<uint32_t>(ms.first_code)))
                                        : std::string("no error"),
                                 tpb::sticky_names(ms.sticky)));
  rep.line("dve records",
           fmt::format("{} (set '{}' gen{}, {} table words loaded)", mb.dve, set.name, set.geo.gen, tbl_words));
  rep.line("sb2sb", fmt::format("{} executed: {} copied, {} refused, {} bytes; {} legal patterns inserted, issue core {}",
                                mb.mv, mb.mv_copied, mb.mv_refused, mb.mv_bytes, legal_bf, a.issue_core));
  if (serve) {
    const auto& n = server.counts();
    const auto served_regs = c.reg_read(hl::reg::CNT_MB_SERVED, 2);
    rep.line("custom ops",
             fmt::format("{} completions, {} legal kernel chains inserted; host-served cluster: {} doorbells "
                         "(board: {} served, {} timed out), {} chain words read, {} SBUF rows read and {} written "
                         "through the DMA window, {} service frames, {:.2f} s",
                         mb.cop, legal_cop, n.doorbells, served_regs[0], served_regs[1], n.chain_words,
                         n.dma_rows_read, n.dma_rows_written, n.frames, n.seconds));
    std::string cops;
    for (const auto& [k, x] : mb.cop_by_err) cops += fmt::format("{}{} {}", cops.empty() ? "" : ", ", k, x);
    rep.line("completions", cops.empty() ? "-" : cops);
    if (n.done_refused)
      rep.line("double done", fmt::format("{} second MB_DONE refused: NO_DOORBELL", n.done_refused));
    if (n.chain_refused)
      rep.line("chain past", fmt::format("{} CHAIN_READs past the chain's last word, {} DMAs outside the SBUF "
                                         "refused: BAD_ADDR", n.chain_refused, n.dma_refused));
    rep.line("hbm final", fmt::format("equal ({} KiB, the host's served cluster against the model's)",
                                      mb.sys.hbm().bytes().size() / 1024));
  } else {
    rep.line("custom ops", fmt::format("{} completions (not served: CL_KERNEL_MISSING)", mb.cop));
  }
  rep.line("signatures", fmt::format("rec {} dve {} mv {} cop {}: equal", hex32(mb.sig[0]), hex32(mb.sig[1]),
                                     hex32(mb.sig[2]), hex32(mb.sig[3])));
  rep.line("sbuf final",
           fmt::format("equal (2 x {}x{}, read back over the link)", b.partitions, b.bytes_per_partition));
  rep.line("board clocks", fmt::format("{} since the reset, {} not idle", cyc[0], cyc[1]));
  rep.line("link", fmt::format("{} requests, {} bytes sent, {} received; load {:.2f} s, stream {:.2f} s, read-back "
                               "{:.2f} s, total {:.2f} s",
                               c.requests(), c.bytes_sent(), c.bytes_received(), load_s, stream_s, rb_s, total_s));
  rep.line("throughput", fmt::format("{:.0f} link bytes/s ({:.1f} words/s streamed and checked)",
                                     total_s > 0 ? (c.bytes_sent() + c.bytes_received()) / total_s : 0.0,
                                     stream_s > 0 ? words.size() / stream_s : 0.0));
  rep.line("board time", fmt::format("stream {:.4f} s at {} Hz, {} baud: {:.0f} words/s streamed and checked",
                                     board_s, b.clk_hz, b.baud, board_s > 0 ? words.size() / board_s : 0.0));
  fmt::print("fpga check: PASS ({} words, {})\n", words.size(), source);
  return 0;
}

}  // namespace

int cmd_check(const FpgaArgs& a) {
  Report rep(a.report);
  int rc = 2;
  try {
    rc = check(a, rep);
  } catch (const std::exception& e) {
    rep.write("ERROR", e.what());
    throw;
  }
  rep.write(rc == 0 ? "PASS" : "FAIL", rc == 0 ? "" : "the board and the model differ (below)");
  return rc;
}

}  // namespace tpb::cli::fpga
