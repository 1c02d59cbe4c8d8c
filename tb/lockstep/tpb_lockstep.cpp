// tpb_lockstep: the RTL system (Vtpb_system: tpb_core with the DVE sequencer, the SB2SB
// mover and the custom-op mailbox behind its ports) and the C++ model (tpb::Decoder,
// tpb::dve::Sequencer, tpb::Mover, tpb::Mailbox + tpb::Cluster) in lockstep.
//
// The stream comes from the seeded generator (--seed/--count/--bad-ratio) or a .bin file
// (--bin). Every record the RTL retires (rec_valid_o && rec_ready_o) is compared field by
// field with tpb::Decoder::step on the same word; the error status is compared after every
// retirement and at the end. The harness also checks the core's port protocol: a cross or
// custom record's word appears on the port of its route and on no other, with its index.
//
// Engines (compared in order, one output per retired word of their route):
//   DVE   the table set (--dve-set/--dve-name) goes into the model's sequencer and, through the
//         table write port, into the RTL before the stream; every control record the RTL
//         emits is compared field by field with the model's lookup of that word's opcode.
//   SB2SB both SBUFs start with the same seeded contents (RTL through the host port); a share
//         of the generated 0xBF words (--sb2sb-legal) is replaced by legal mover patterns so
//         the mover copies; every completion record (index, error, bytes) is compared with the
//         model mover's run on that word, and at the end both SBUFs are read back through the
//         host port and compared byte by byte with the model's.
//   CUSTOM a share of the generated custom-op chains (--custom-legal) is replaced by legal
//         chains for the built-in kernels (sort/topk/iota, operands in SBUF or HBM), the rest
//         stay random (mostly refused by the cluster's contract checks). The RTL mailbox is
//         served by a second tpb::Cluster (ClusterServer below): on each doorbell it reads
//         the chain through the mailbox read port and runs it against the RTL's SBUF through
//         the DMA port. The reference is the pure model: tpb::Mailbox on the decoder's
//         records, and tpb::Cluster on the model mover's SBUF. Every completion record is
//         compared field by field; the final SBUF compare covers the cluster's writes, and
//         the two HBMs (served and reference) are compared at the end.
//
// At the first difference the harness stops, prints the word (disassembly and bytes), both
// records side by side with the differing rows marked, re-runs the same stimulus with an FST
// trace of the cycles before the mismatch, and says where the waveform is.
//
// Exit status: 0 all records equal; 1 mismatch, RTL assertion or hang; 2 usage or I/O error.
#include <CLI/CLI.hpp>
#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <bitset>
#include <chrono>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <semaphore>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include <verilated.h>
#include <verilated_fst_c.h>

#include "Vtpb_system.h"
#include "coverage.hpp"
#include "tpb/asm.hpp"
#include "tpb/cluster.hpp"
#include "tpb/cluster_mem.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/gen.hpp"
#include "tpb/io.hpp"
#include "tpb/isa.hpp"
#include "tpb/mailbox.hpp"
#include "tpb/mover.hpp"
#include "tpb/stream.hpp"

#if !defined(TB_SOURCE_DIR) || !defined(TB_PARTITIONS) || !defined(TB_DVE_GEN)
#error "TB_SOURCE_DIR, TB_PARTITIONS, ... TB_DVE_* come from tb/lockstep/CMakeLists.txt"
#endif

// Legacy function required only so linking works on Cygwin and MSVC++
double sc_time_stamp() { return 0; }

namespace {

using tpb::Err;
using tpb::Record;
using tpb::Route;
using tpb::Word;

constexpr unsigned kNumRoutes = 5;    // NONE, CROSS, DVE, SB2SB, CUSTOM
constexpr unsigned kNumPorts = 4;     // CROSS, DVE, SB2SB, CUSTOM (route code = port + 1)
constexpr uint64_t kResetCycles = 2;
constexpr uint64_t kHangCycles = 100000;  // cycles without a retirement that count as a hang
// ... while the mover copies: a strided 0xBF moves one element per clock, up to 128 partitions
// x 1024 elements.
constexpr uint64_t kMoverHangCycles = uint64_t{1} << 20;

// The RTL build's parameters (the same values go to verilate() as -G, see CMakeLists.txt).
constexpr unsigned kPartitions = TB_PARTITIONS;
constexpr unsigned kBytesPerPartition = TB_BYTES_PER_PARTITION;
constexpr unsigned kPortBytes = TB_PORT_BYTES;
constexpr unsigned kSbufRows = kBytesPerPartition / kPortBytes;
static_assert(kPortBytes >= 16 && kPortBytes % 4 == 0, "the host port is a VlWide (more than 64 bits)");
constexpr unsigned kDveGen = TB_DVE_GEN;
constexpr unsigned kDveFastRows = TB_DVE_FAST_ROWS;
constexpr unsigned kDveSlowRows = TB_DVE_SLOW_ROWS;
constexpr unsigned kDveFastWords = TB_DVE_FAST_WORDS;
constexpr unsigned kDveSlowWords = TB_DVE_SLOW_WORDS;
constexpr unsigned kDveDpWords = TB_DVE_DP_WORDS;
constexpr unsigned kMailboxWords = TB_MAILBOX_WORDS;
static_assert(kPortBytes <= 32, "DMA byte enables are kept in a uint32_t");
// The HBM behind custom ops (the model's FlatHbm, one for the served cluster and one for the
// reference; PROJECT size, docs/cluster.md).
constexpr uint64_t kHbmBytes = uint64_t{1} << 20;
// Cycles a doorbell may take to serve: every element of a chain staged in and out through
// the DMA port, one row per clock.
constexpr uint64_t kClusterHangCycles = uint64_t{1} << 22;

struct Options {
  // stream
  uint64_t seed = 1;
  size_t count = 1000;
  double bad_ratio = 0.0;
  unsigned max_args = 4;
  bool no_dve = false;
  std::vector<std::string> classes;
  double mutate = 0.0;
  std::string bin;
  // stimulus
  uint64_t bp_seed = 1;
  double bp = 0.0;
  double idle = 0.0;
  double clear = 0.0;
  // tracing and reports
  std::string trace;
  unsigned trace_window = 200;
  std::string mismatch_fst = "lockstep_mismatch.fst";
  size_t progress = 0;
  bool rtl_only = false;
  std::optional<uint32_t> inject;
  std::optional<uint64_t> inject_dve, inject_sb2sb, inject_cop, inject_write;
  bool quiet = false;
  std::string json;
  // engines
  std::string dve_set = TB_SOURCE_DIR "/tests/fixtures/dve/gen3/dve_info.json";
  std::string dve_name = "default";
  double sb2sb_legal = 0.5;
  unsigned issue_core = 0;
  double custom_legal = 0.5;
};

/// One simulation: which cycles to trace, and when to stop.
struct RunSpec {
  std::string trace_path;             // empty: no trace
  uint64_t trace_from = 0;            // first cycle dumped (reset cycles count from 0)
  uint64_t stop_after = UINT64_MAX;   // last cycle simulated
  bool report = true;                 // print the mismatch report and progress
};

struct Stats {
  uint64_t words = 0;
  uint64_t cycles = 0;                // after reset, up to and including the last retirement
  uint64_t accepted = 0;
  uint64_t rejected = 0;
  std::array<uint64_t, 256> by_err{};
  std::array<uint64_t, kNumRoutes> by_route{};
  uint64_t first_in_cycle = 0;
  uint64_t first_ret_cycle = 0;
  uint64_t stalls = 0;                // cycles a record waited for its port (rec_valid && !rec_ready)
  uint64_t bubbles = 0;               // cycles between the first and last retirement with no record
  // engines
  uint64_t dve_records = 0;
  std::array<uint64_t, 256> dve_by_err{};
  uint64_t mv_done = 0, mv_copied = 0, mv_refused = 0, mv_bytes = 0;
  std::array<uint64_t, 256> mv_by_err{};
  uint64_t cop_done = 0, cop_ok = 0;
  std::array<uint64_t, 256> cop_by_err{};
  uint64_t cop_doorbells = 0, cop_chain_reads = 0, cop_dma_reads = 0, cop_dma_writes = 0, cop_cycles = 0;
  bool hbm_compared = false;
  // Memory writes made for an instruction that was then refused (must stay 0): SBUF writes
  // the mover's monitor shows during a 0xBF that completes with an error, and DMA writes the
  // cluster makes while serving a chain that completes with an error.
  uint64_t rejected_writes = 0;
  uint64_t mv_writes = 0;
  uint64_t load_cycles = 0, readback_cycles = 0;
  double load_seconds = 0;
  bool sbuf_compared = false;
  double seconds = 0;
};

using Sticky = std::bitset<256>;  // one bit per error code, as tpb::ErrorStatus keeps them

struct Status {
  bool valid = false;
  uint32_t index = 0;
  uint8_t code = 0;
  Sticky sticky;
};

struct RunResult {
  Stats stats;
  tpb::tb::Coverage coverage;  // what the compared records exercised (--json)
  bool failed = false;
  uint64_t fail_cycle = 0;            // absolute cycle (reset included)
  Status rtl_status;
  tpb::ErrorStatus model_status;
};

// ---------------------------------------------------------------- small helpers

uint64_t fields_at(const VlWide<48>& f, unsigned i) {
  return static_cast<uint64_t>(f[2 * i]) | (static_cast<uint64_t>(f[2 * i + 1]) << 32);
}

void word_to_wide(const Word& w, VlWide<16>& out) {
  for (unsigned k = 0; k < 16; ++k)
    out[k] = static_cast<uint32_t>(w[4 * k]) | (static_cast<uint32_t>(w[4 * k + 1]) << 8) |
             (static_cast<uint32_t>(w[4 * k + 2]) << 16) | (static_cast<uint32_t>(w[4 * k + 3]) << 24);
}

bool wide_equals(const VlWide<16>& v, const Word& w) {
  VlWide<16> x;
  word_to_wide(w, x);
  for (unsigned k = 0; k < 16; ++k)
    if (v[k] != x[k]) return false;
  return true;
}

Word wide_to_word(const VlWide<16>& v) {
  Word w{};
  for (unsigned k = 0; k < 16; ++k)
    for (unsigned b = 0; b < 4; ++b) w[4 * k + b] = static_cast<uint8_t>(v[k] >> (8 * b));
  return w;
}

std::string err_text(uint8_t code) {
  return fmt::format("{} ({})", tpb::err_name(static_cast<Err>(code)), code);
}

std::string route_text(uint8_t r) { return fmt::format("{} ({})", tpb::route_name(static_cast<Route>(r)), r); }

// err_sticky_o is NumErrors bits wide: a C integer up to 64 bits, a VlWide beyond.
template <class T>
Sticky sticky_bits(const T& v) {
  static_assert(std::is_integral_v<T>);
  Sticky b;
  for (unsigned i = 0; i < 8 * sizeof(T); ++i) b[i] = (v >> i) & 1;
  return b;
}
template <std::size_t N>
Sticky sticky_bits(const VlWide<N>& v) {
  Sticky b;
  for (unsigned i = 0; i < 32 * N && i < b.size(); ++i) b[i] = (v[i / 32] >> (i % 32)) & 1;
  return b;
}


// ---------------------------------------------------------------- the mismatch report

struct Row {
  std::string name, rtl, model;
  bool differs;
};

void print_rows(const std::vector<Row>& rows) {
  size_t w = 10;
  for (const auto& r : rows) w = std::max(w, r.name.size());
  fmt::print("    {:<{}}  {:<28}  {:<28}\n", "", w, "RTL", "model");
  for (const auto& r : rows)
    fmt::print("  {} {:<{}}  {:<28}  {:<28}{}\n", r.differs ? "*" : " ", r.name, w, r.rtl, r.model,
               r.differs ? "  <-- differs" : "");
}

void print_record_diff(const Word& w, const Record& rtl, const Record& model) {
  std::vector<Row> rows;
  auto add = [&](std::string name, std::string a, std::string b) {
    bool d = a != b;
    rows.push_back({std::move(name), std::move(a), std::move(b), d});
  };
  add("index", std::to_string(rtl.index), std::to_string(model.index));
  add("opcode", tpb::to_hex(rtl.opcode, 1), tpb::to_hex(model.opcode, 1));
  add("err", err_text(static_cast<uint8_t>(rtl.err)), err_text(static_cast<uint8_t>(model.err)));
  add("route", route_text(static_cast<uint8_t>(rtl.route)), route_text(static_cast<uint8_t>(model.route)));
  add("chain_pos", std::to_string(rtl.chain_pos), std::to_string(model.chain_pos));
  const tpb::OpcodeDesc* d = tpb::find_opcode(model.opcode);
  if (!d) d = tpb::find_opcode(rtl.opcode);
  unsigned n = d ? d->nfields : 0;
  for (unsigned i = 0; i < tpb::kMaxFields; ++i) {
    if (i >= n && rtl.fields.v[i] == 0 && model.fields.v[i] == 0) continue;
    std::string name = i < n ? fmt::format("[{}] {}", i, d->fields[i].name) : fmt::format("[{}] (no field)", i);
    unsigned width = i < n ? d->fields[i].width : 8;
    add(name, tpb::to_hex(rtl.fields.v[i], width), tpb::to_hex(model.fields.v[i], width));
  }
  fmt::print("  word    : {}\n", tpb::disasm_word(w));
  fmt::print("  bytes   : {}\n", tpb::hex_bytes(w));
  print_rows(rows);
}

// ---------------------------------------------------------------- engine records

// Verilator signal <-> bytes (integral up to 64 bits, VlWide above).
template <class T>
std::vector<uint8_t> bytes_of(const T& v, size_t n) {
  std::vector<uint8_t> out(n);
  for (size_t i = 0; i < n; ++i) {
    if constexpr (std::is_integral_v<T>)
      out[i] = i < sizeof(T) ? static_cast<uint8_t>(static_cast<uint64_t>(v) >> (8 * i)) : 0;
    else
      out[i] = static_cast<uint8_t>(v[i / 4] >> (8 * (i % 4)));
  }
  return out;
}
template <class T>
uint64_t u64_of(const T& v) {
  if constexpr (std::is_integral_v<T>)
    return static_cast<uint64_t>(v);
  else
    return static_cast<uint64_t>(v[0]) | (static_cast<uint64_t>(v[1]) << 32);
}

std::string row_text(const std::vector<uint8_t>& b) { return b.empty() ? "-" : tpb::dve::hex_row(b); }

/// The RTL's control record, in the model's shape (words not fetched are zero on the port).
tpb::dve::ControlRecord sample_dve(const Vtpb_system& t) {
  tpb::dve::ControlRecord r;
  r.index = t.dve_index_o;
  r.opcode = t.dve_opcode_o;
  r.err = static_cast<Err>(t.dve_err_o);
  r.entry = u64_of(t.dve_entry_o);
  r.fast_row = t.dve_fast_o;
  r.slow_row = u64_of(t.dve_slow_o);
  r.slow_fetched = t.dve_slow_fetched_o;
  r.fast_word = bytes_of(t.dve_fast_word_o, kDveFastWords * 4);
  r.slow_word = bytes_of(t.dve_slow_word_o, kDveSlowWords * 4);
  r.dp_word = bytes_of(t.dve_dp_word_o, kDveDpWords * 4);
  return r;
}

/// Field-by-field rows of a control record pair; true when every field is equal.
bool dve_rows(const tpb::dve::ControlRecord& r, const tpb::dve::ControlRecord& m, std::vector<Row>& rows) {
  auto padded = [](const std::vector<uint8_t>& w, size_t n) { return w.empty() ? std::vector<uint8_t>(n, 0) : w; };
  auto add = [&](std::string name, std::string a, std::string b) {
    const bool d = a != b;
    rows.push_back({std::move(name), std::move(a), std::move(b), d});
  };
  add("index", std::to_string(r.index), std::to_string(m.index));
  add("opcode", tpb::to_hex(r.opcode, 1), tpb::to_hex(m.opcode, 1));
  add("err", err_text(static_cast<uint8_t>(r.err)), err_text(static_cast<uint8_t>(m.err)));
  add("entry", fmt::format("{:#x}", r.entry), fmt::format("{:#x}", m.entry));
  add("fast_row", std::to_string(r.fast_row), std::to_string(m.fast_row));
  add("slow_row", std::to_string(r.slow_row), std::to_string(m.slow_row));
  add("slow_fetched", std::to_string(r.slow_fetched), std::to_string(m.slow_fetched));
  add("fast_word", row_text(r.fast_word), row_text(padded(m.fast_word, r.fast_word.size())));
  add("slow_word", row_text(r.slow_word), row_text(padded(m.slow_word, r.slow_word.size())));
  add("dp_word", row_text(r.dp_word), row_text(padded(m.dp_word, r.dp_word.size())));
  return std::none_of(rows.begin(), rows.end(), [](const Row& x) { return x.differs; });
}

/// What the harness expects next from an engine: the word index and (with the model) the record.
struct DveExpect {
  uint32_t index;
  tpb::dve::ControlRecord rec;
};
/// One byte the mover writes: RTL monitor beats and model write runs both become these, in
/// the mover's walk order.
struct ByteWrite {
  uint8_t core;
  uint32_t partition, offset;
  uint8_t value;
  bool operator==(const ByteWrite&) const = default;
};
std::string bw_text(const ByteWrite& b) {
  return fmt::format("core {} p{} +{} = 0x{:02X}", b.core, b.partition, b.offset, b.value);
}
struct WriteRecorder final : tpb::MoverObserver {
  std::vector<ByteWrite>* sink = nullptr;
  void on_write(const tpb::SbufWrite& w) override {
    if (sink)
      for (size_t j = 0; j < w.data.size(); ++j)
        sink->push_back({w.core, w.partition, static_cast<uint32_t>(w.offset + j), w.data[j]});
  }
};

struct MoverExpect {
  uint32_t index;
  tpb::MoverRecord rec;
  std::vector<ByteWrite> writes;  // what the model wrote for this 0xBF, byte by byte
  size_t seen = 0;                // how many of them the RTL monitor has shown
};

tpb::MoverConfig mover_config(unsigned issue_core) {
  tpb::MoverConfig c;
  c.geometry = tpb::SbufGeometry{kPartitions, kBytesPerPartition};
  c.cores_per_lnc = 2;
  c.issue_core = issue_core;
  return c;
}

// ---------------------------------------------------------------- custom ops

/// HBM contents at the start of a run (the same in the served and the reference HBM).
void fill_hbm(tpb::FlatHbm& hbm, uint64_t seed) {
  tpb::SplitMix64 r(seed);
  auto b = hbm.bytes();
  for (size_t i = 0; i < b.size(); i += 8) {
    const uint64_t v = r.next();
    for (size_t k = 0; k < 8 && i + k < b.size(); ++k) b[i + k] = static_cast<uint8_t>(v >> (8 * k));
  }
}

struct CopExpect {
  uint32_t index;
  tpb::Completion rec;
};

/// Completion rows of the RTL and the model; true when equal.
bool cop_rows(const tpb::Completion& r, const tpb::Completion& m, std::vector<Row>& rows) {
  auto add = [&](std::string name, std::string a, std::string b) {
    const bool d = a != b;
    rows.push_back({std::move(name), std::move(a), std::move(b), d});
  };
  add("index", std::to_string(r.word_index), std::to_string(m.word_index));
  add("err", err_text(static_cast<uint8_t>(r.err)), err_text(static_cast<uint8_t>(m.err)));
  add("function_id", std::to_string(r.function_id), std::to_string(m.function_id));
  add("cpu", std::to_string(r.cpu), std::to_string(m.cpu));
  add("bytes_in", std::to_string(r.bytes_in), std::to_string(m.bytes_in));
  add("bytes_out", std::to_string(r.bytes_out), std::to_string(m.bytes_out));
  return std::none_of(rows.begin(), rows.end(), [](const Row& x) { return x.differs; });
}

/// The C++ cluster model serving the RTL mailbox. On each doorbell it reads the chain through
/// the mailbox read port, runs tpb::Cluster::run_chain against the RTL's SBUF (through the DMA
/// port) and its own HBM, and answers with done and the completion's fields. The cluster code
/// runs unchanged on a worker thread: each SBUF access becomes port operations of one clock
/// each, which the simulation loop drives in its own cycles (so decoder, DVE and completion
/// traffic go on around them). The threads hand over strictly in turn, so a run is as
/// reproducible as a single-threaded one.
class ClusterServer {
 public:
  struct Counts {
    uint64_t doorbells = 0, chain_reads = 0, dma_reads = 0, dma_writes = 0, cycles = 0;
    uint64_t rejected_writes = 0;  // DMA writes of jobs that completed with an error
  };

  ClusterServer(const tpb::FunctionRegistry& reg, uint64_t hbm_seed)
      : reg_(reg), hbm_(kHbmBytes), sbuf_(*this), cluster_(sbuf_, hbm_) {
    fill_hbm(hbm_, hbm_seed);
    worker_ = std::thread([this] { work(); });
  }
  ~ClusterServer() {
    quit_ = true;
    to_worker_.release();
    worker_.join();
  }
  ClusterServer(const ClusterServer&) = delete;
  ClusterServer& operator=(const ClusterServer&) = delete;

  bool busy() const { return busy_; }
  const Counts& counts() const { return counts_; }
  const tpb::FlatHbm& hbm() const { return hbm_; }

  /// Once per clock with clk low, before eval: finish the operation of the last clock,
  /// start a job on a new doorbell, and drive this clock's operation.
  void drive(Vtpb_system& top) {
    if (live_) {
      if (op_.kind == Kind::CHAIN_READ) {
        op_.word = wide_to_word(top.mb_rd_word_o);
      } else if (op_.kind == Kind::SBUF_READ) {
        for (unsigned b = 0; b < kPortBytes; ++b) {
          const unsigned bit = core_ * kPortBytes + b;
          op_.data[b] = static_cast<uint8_t>(top.host_rdata_o[bit / 4] >> (8 * (bit % 4)));
        }
      }
      live_ = false;
      handover();
      if (op_.kind == Kind::JOB_END) busy_ = false;
    } else if (!busy_ && top.mb_db_o) {
      busy_ = true;
      ++counts_.doorbells;
      job_writes_ = 0;
      job_words_ = top.mb_words_o;
      job_index_ = top.mb_index_o;
      core_ = top.mb_core_o;
      handover();
    }
    top.mb_rd_addr_i = 0;
    top.mb_done_i = 0;
    top.dma_req_i = 0;
    top.dma_we_i = 0;
    if (!busy_) return;
    ++counts_.cycles;
    live_ = true;
    switch (op_.kind) {
      case Kind::CHAIN_READ:
        top.mb_rd_addr_i = op_.addr;
        ++counts_.chain_reads;
        break;
      case Kind::SBUF_READ:
      case Kind::SBUF_WRITE: {
        const bool we = op_.kind == Kind::SBUF_WRITE;
        top.dma_req_i = 1;
        top.dma_we_i = we;
        top.dma_partition_i = op_.partition;
        top.dma_row_i = op_.row;
        top.dma_be_i = op_.be;
        for (unsigned k = 0; k < kPortBytes / 4; ++k)
          top.dma_wdata_i[k] = static_cast<uint32_t>(op_.data[4 * k]) | (static_cast<uint32_t>(op_.data[4 * k + 1]) << 8) |
                               (static_cast<uint32_t>(op_.data[4 * k + 2]) << 16) |
                               (static_cast<uint32_t>(op_.data[4 * k + 3]) << 24);
        ++(we ? counts_.dma_writes : counts_.dma_reads);
        job_writes_ += we;
        break;
      }
      case Kind::DONE:
        top.mb_done_i = 1;
        top.mb_done_err_i = static_cast<uint8_t>(op_.done.err);
        top.mb_done_cpu_i = op_.done.cpu;
        top.mb_done_bytes_in_i = static_cast<uint32_t>(op_.done.bytes_in);
        top.mb_done_bytes_out_i = static_cast<uint32_t>(op_.done.bytes_out);
        if (op_.done.err != Err::OK) counts_.rejected_writes += job_writes_;
        break;
      case Kind::JOB_END:  // handled above
        live_ = false;
        break;
    }
  }

 private:
  enum class Kind { CHAIN_READ, SBUF_READ, SBUF_WRITE, DONE, JOB_END };
  struct Op {
    Kind kind = Kind::JOB_END;
    unsigned addr = 0, partition = 0, row = 0;
    uint32_t be = 0;
    std::array<uint8_t, kPortBytes> data{};
    Word word{};
    tpb::Completion done;
  };
  struct Abort {};  // the simulation stopped mid-job (not a std::exception: run_chain must not catch it)

  /// The RTL's SBUF of the doorbell's core, seen by the served cluster.
  class RtlSbuf final : public tpb::OperandMemory {
   public:
    explicit RtlSbuf(ClusterServer& s) : s_(s) {}
    uint32_t rows() const override { return kPartitions; }
    uint64_t row_bytes() const override { return kBytesPerPartition; }
    bool read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const override {
      if (!tpb::in_range(*this, row, offset, out.size())) return false;
      for (uint64_t pos = offset; pos < offset + out.size();) {
        const uint64_t r = pos / kPortBytes, lo = pos % kPortBytes;
        const uint64_t n = std::min<uint64_t>(kPortBytes - lo, offset + out.size() - pos);
        Op op;
        op.kind = Kind::SBUF_READ;
        op.partition = row;
        op.row = static_cast<unsigned>(r);
        const Op& got = s_.port(op);
        std::copy_n(got.data.begin() + lo, n, out.begin() + (pos - offset));
        pos += n;
      }
      return true;
    }
    bool write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) override {
      if (!tpb::in_range(*this, row, offset, in.size())) return false;
      for (uint64_t pos = offset; pos < offset + in.size();) {
        const uint64_t r = pos / kPortBytes, lo = pos % kPortBytes;
        const uint64_t n = std::min<uint64_t>(kPortBytes - lo, offset + in.size() - pos);
        Op op;
        op.kind = Kind::SBUF_WRITE;
        op.partition = row;
        op.row = static_cast<unsigned>(r);
        for (uint64_t b = 0; b < n; ++b) {
          op.data[lo + b] = in[pos - offset + b];
          op.be |= uint32_t{1} << (lo + b);
        }
        s_.port(op);
        pos += n;
      }
      return true;
    }

   private:
    ClusterServer& s_;
  };

  // Simulation thread: give the worker the turn and wait for its next operation.
  void handover() {
    to_worker_.release();
    to_main_.acquire();
  }
  // Worker thread: post an operation and wait until the simulation has driven it.
  const Op& port(const Op& op) {
    op_ = op;
    to_main_.release();
    to_worker_.acquire();
    if (quit_) throw Abort{};
    return op_;
  }
  void work() {
    uint32_t ordinal = 0;
    for (;;) {
      to_worker_.acquire();
      if (quit_) return;
      try {
        std::vector<Word> chain(job_words_);
        for (unsigned i = 0; i < chain.size(); ++i) {
          Op op;
          op.kind = Kind::CHAIN_READ;
          op.addr = i;
          chain[i] = port(op).word;
        }
        tpb::RunOptions ro;
        ro.chain = ordinal++;
        ro.word_index = job_index_;
        Op done;
        done.kind = Kind::DONE;
        done.done = cluster_.run_chain(chain, reg_, ro);
        port(done);
      } catch (const Abort&) {
        return;
      }
      op_ = Op{};  // JOB_END
      to_main_.release();
    }
  }

  const tpb::FunctionRegistry& reg_;
  tpb::FlatHbm hbm_;
  RtlSbuf sbuf_;
  tpb::Cluster cluster_;
  std::thread worker_;
  std::binary_semaphore to_worker_{0}, to_main_{0};
  bool quit_ = false;
  // Shared between the threads, handed over with the semaphores.
  Op op_;
  unsigned job_words_ = 0;
  uint32_t job_index_ = 0;
  // Simulation thread only.
  bool busy_ = false, live_ = false;
  unsigned core_ = 0;
  uint64_t job_writes_ = 0;
  Counts counts_;
};

// ---------------------------------------------------------------- one simulation

class Sim {
 public:
  Sim(const Options& o, const std::vector<Word>& words, const tpb::dve::TableSet& dve_set, int argc, char** argv)
      : o_(o), words_(words), dve_set_(dve_set), argc_(argc), argv_(argv) {}

  RunResult run(const RunSpec& spec);

 private:
  void tick(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump);
  void fail(RunResult& res, const RunSpec& spec, const std::string& what);
  bool load_dve(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump);
  void load_sbuf(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump, unsigned core,
                 const tpb::Sbuf& sb);
  std::array<std::vector<uint8_t>, 2> read_sbufs(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp,
                                                 bool dump);

  const Options& o_;
  const std::vector<Word>& words_;
  const tpb::dve::TableSet& dve_set_;
  int argc_;
  char** argv_;
  uint64_t cycle_ = 0;
};

// The whole table set through the DVE write port (RTL idle; the model already holds the set).
bool Sim::load_dve(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump) {
  using tpb::dve::TableSel;
  const tpb::dve::Sequencer seq(dve_set_);
  bool ok = true;
  for (TableSel sel : {TableSel::OPCODE, TableSel::CONTROL_FAST, TableSel::CONTROL_SLOW, TableSel::DATAPATH}) {
    const unsigned rows = seq.rows(sel), words = seq.words_per_row(sel);
    const std::vector<uint8_t>* bytes = nullptr;
    unsigned rb = 0;
    switch (sel) {
      case TableSel::OPCODE: bytes = &dve_set_.opcode_blob; rb = dve_set_.geo.entry_bytes; break;
      case TableSel::CONTROL_FAST: bytes = &dve_set_.control_fast.bytes; rb = dve_set_.control_fast.row_bytes; break;
      case TableSel::CONTROL_SLOW: bytes = &dve_set_.control_slow.bytes; rb = dve_set_.control_slow.row_bytes; break;
      case TableSel::DATAPATH: bytes = &dve_set_.datapath.bytes; rb = dve_set_.datapath.row_bytes; break;
    }
    for (unsigned r = 0; r < rows; ++r)
      for (unsigned w = 0; w < words; ++w) {
        uint32_t d = 0;
        for (unsigned b = 0; b < 4 && w * 4 + b < rb; ++b)
          d |= static_cast<uint32_t>((*bytes)[size_t{r} * rb + w * 4 + b]) << (8 * b);
        top.tbl_we_i = 1;
        top.tbl_sel_i = static_cast<uint8_t>(sel);
        top.tbl_row_i = static_cast<uint8_t>(r);
        top.tbl_word_i = static_cast<uint8_t>(w);
        top.tbl_wdata_i = d;
        top.eval();
        if (top.tbl_wbad_o) ok = false;
        tick(top, ctx, tfp, dump);
        ++cycle_;
      }
  }
  top.tbl_we_i = 0;
  return ok;
}

void Sim::load_sbuf(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump, unsigned core,
                    const tpb::Sbuf& sb) {
  top.host_req_i = 1;
  top.host_we_i = 1;
  top.host_core_i = core;
  top.host_be_i = static_cast<std::remove_reference_t<decltype(top.host_be_i)>>(
      kPortBytes >= 64 ? ~0ull : (1ull << kPortBytes) - 1);
  for (unsigned p = 0; p < kPartitions; ++p) {
    auto part = sb.partition(p);
    for (unsigned r = 0; r < kSbufRows; ++r) {
      top.host_partition_i = p;
      top.host_row_i = r;
      const uint8_t* row = part.data() + size_t{r} * kPortBytes;
      for (unsigned k = 0; k < kPortBytes / 4; ++k)
        top.host_wdata_i[k] = static_cast<uint32_t>(row[4 * k]) | (static_cast<uint32_t>(row[4 * k + 1]) << 8) |
                              (static_cast<uint32_t>(row[4 * k + 2]) << 16) |
                              (static_cast<uint32_t>(row[4 * k + 3]) << 24);
      tick(top, ctx, tfp, dump);
      ++cycle_;
    }
  }
  top.host_req_i = 0;
  top.host_we_i = 0;
}

// Both SBUFs through the host port: a read returns the row of both cores the clock after.
std::array<std::vector<uint8_t>, 2> Sim::read_sbufs(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp,
                                                    bool dump) {
  std::array<std::vector<uint8_t>, 2> out;
  for (auto& o : out) o.resize(size_t{kPartitions} * kBytesPerPartition);
  top.host_we_i = 0;
  const size_t rows = size_t{kPartitions} * kSbufRows;
  for (size_t i = 0; i <= rows; ++i) {  // read row i, collect row i - 1
    top.host_req_i = i < rows;
    if (i < rows) {
      top.host_partition_i = static_cast<uint32_t>(i / kSbufRows);
      top.host_row_i = static_cast<uint32_t>(i % kSbufRows);
    }
    top.eval();
    if (i > 0)
      for (unsigned c = 0; c < 2; ++c)
        for (unsigned b = 0; b < kPortBytes; ++b)
          out[c][(i - 1) * kPortBytes + b] =
              static_cast<uint8_t>(top.host_rdata_o[(c * kPortBytes + b) / 4] >> (8 * ((c * kPortBytes + b) % 4)));
    tick(top, ctx, tfp, dump);
    ++cycle_;
  }
  top.host_req_i = 0;
  return out;
}

void Sim::tick(Vtpb_system& top, VerilatedContext& ctx, VerilatedFstC* tfp, bool dump) {
  // Inputs were set with clk low: settle, then one rising and one falling edge.
  top.eval();
  if (tfp && dump) tfp->dump(ctx.time());
  ctx.timeInc(1);
  top.clk_i = 1;
  top.eval();
  if (tfp && dump) tfp->dump(ctx.time());
  ctx.timeInc(1);
  top.clk_i = 0;
}

void Sim::fail(RunResult& res, const RunSpec& spec, const std::string& what) {
  res.failed = true;
  res.fail_cycle = cycle_;
  if (spec.report) fmt::print("{}", what);
}

RunResult Sim::run(const RunSpec& spec) {
  RunResult res;
  Stats& st = res.stats;
  const size_t n = words_.size();
  cycle_ = 0;

  const std::unique_ptr<VerilatedContext> ctx{new VerilatedContext};
  ctx->debug(0);
  ctx->randReset(2);
  ctx->fatalOnError(false);  // an assertion sets gotError; the harness reports it
  const bool tracing = !spec.trace_path.empty();
  if (tracing) ctx->traceEverOn(true);
  ctx->commandArgs(argc_, argv_);
  const std::unique_ptr<Vtpb_system> top{new Vtpb_system{ctx.get(), "TOP"}};
  std::unique_ptr<VerilatedFstC> tfp;
  if (tracing) tfp.reset(new VerilatedFstC);

  tpb::Decoder model;
  const tpb::dve::Sequencer dve_model(dve_set_);
  tpb::Mover mover_model(mover_config(o_.issue_core));
  WriteRecorder mover_writes;
  mover_model.set_observer(&mover_writes);
  // Custom ops: the reference (mailbox twin + cluster on the model mover's SBUF of the issuing
  // core, and its own HBM) and the cluster that serves the RTL mailbox (same registry, an
  // HBM with the same contents).
  const tpb::FunctionRegistry registry = tpb::builtin_registry();
  const uint64_t hbm_seed = o_.seed * 3 + 0x4B3Dull;
  tpb::Mailbox mailbox_model(kMailboxWords);
  tpb::FlatHbm hbm_model(kHbmBytes);
  fill_hbm(hbm_model, hbm_seed);
  tpb::SbufView sbuf_view(mover_model.sbuf(o_.issue_core));
  tpb::Cluster cluster_model(sbuf_view, hbm_model);
  ClusterServer server(registry, hbm_seed);
  uint32_t chain_ordinal = 0;
  tpb::SplitMix64 bp_rng(o_.bp_seed);
  tpb::SplitMix64 idle_rng(o_.bp_seed ^ 0x1D1E5EEDull);
  tpb::SplitMix64 clear_rng(o_.bp_seed ^ 0xC1EA5C1EA5ull);

  // reset
  top->clk_i = 0;
  top->rst_ni = 0;
  top->valid_i = 0;
  top->last_i = 0;
  top->clear_i = 0;
  top->cross_ready_i = top->dve_ready_i = top->mv_ready_i = top->cop_ready_i = 0;
  top->mb_rd_addr_i = 0;
  top->mb_done_i = 0;
  top->dma_req_i = 0;
  top->dma_we_i = 0;
  top->tbl_we_i = 0;
  top->host_req_i = 0;
  top->host_we_i = 0;
  top->issue_core_i = o_.issue_core;
  auto maybe_open = [&]() {
    if (tracing && !tfp->isOpen() && cycle_ >= spec.trace_from) {
      top->trace(tfp.get(), 99);
      tfp->open(spec.trace_path.c_str());
    }
  };
  for (uint64_t i = 0; i < kResetCycles; ++i) {
    maybe_open();
    tick(*top, *ctx, tfp.get(), tracing && tfp->isOpen());
    ++cycle_;
  }
  top->rst_ni = 1;

  // Engine state before the stream: the DVE tables through the write port, both SBUFs (the
  // same seeded contents as the model's) through the host port.
  const auto tl0 = std::chrono::steady_clock::now();
  const uint64_t load_from = cycle_;
  if (!load_dve(*top, *ctx, tfp.get(), tracing && tfp->isOpen())) {
    fail(res, spec, "lockstep: DVE table load refused by the RTL write port (tbl_wbad_o)\n");
    top->final();
    return res;
  }
  for (unsigned c = 0; c < 2; ++c) {
    mover_model.sbuf(c).fill_seeded(o_.seed * 2 + 0x5B0F + c);
    load_sbuf(*top, *ctx, tfp.get(), tracing && tfp->isOpen(), c, mover_model.sbuf(c));
  }
  st.load_cycles = cycle_ - load_from;
  const double load_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - tl0).count();
  if (ctx->gotError()) {
    fail(res, spec, "lockstep: RTL ASSERTION while loading the DVE tables / SBUFs\n");
    top->final();
    return res;
  }
  const uint64_t start = cycle_;  // cycle counts in the summary start here

  size_t next_in = 0, retired = 0, loaded = SIZE_MAX;
  bool in_valid = false;
  uint64_t last_progress = cycle_;
  uint64_t last_ret_end = cycle_;
  const auto t0 = std::chrono::steady_clock::now();
  const bool compare = !o_.rtl_only;
  std::deque<DveExpect> dve_q;
  std::deque<MoverExpect> mv_q;
  std::deque<CopExpect> cop_q;
  uint64_t dve_pushed = 0, mv_pushed = 0, cop_pushed = 0;
  uint64_t mv_inflight_writes = 0;  // monitor writes since the last mover completion
  uint64_t mv_written = 0;          // model copies that wrote something (for --inject-sb2sb-write)

  // Run until every word retired and every engine is done with it: the queues of expected
  // outputs (empty for custom ops without the model) and the RTL's own busy signals (a chain
  // waiting for the SBUF or holding it, a completion not yet taken).
  while ((retired < n || !dve_q.empty() || !mv_q.empty() || !cop_q.empty() || server.busy() || top->mb_db_o ||
          top->mb_busy_o || top->cop_valid_o) &&
         cycle_ <= spec.stop_after) {
    maybe_open();
    // ---- drive inputs (clk low); the cluster server first (it samples last clock's outputs)
    const bool serving = server.busy();
    server.drive(*top);
    if (server.busy() || serving) last_progress = cycle_;
    if (!in_valid) in_valid = next_in < n && !(o_.idle > 0 && idle_rng.chance(o_.idle));
    top->valid_i = in_valid;
    if (in_valid && loaded != next_in) {
      word_to_wide(words_[next_in], top->word_i);
      loaded = next_in;
    }
    top->last_i = in_valid && next_in + 1 == n;
    std::array<bool, kNumPorts> ready{};
    for (auto& r : ready) r = !(o_.bp > 0 && bp_rng.chance(o_.bp));
    top->cross_ready_i = ready[0];
    top->dve_ready_i = ready[1];  // the DVE control-record stream
    top->mv_ready_i = ready[2];   // the mover completion stream
    top->cop_ready_i = ready[3];  // the custom-op completion stream
    // clear_i drops the status recorded so far; a record retiring in the same cycle still
    // counts, so the model clears before it steps.
    const bool clear = o_.clear > 0 && clear_rng.chance(o_.clear);
    top->clear_i = clear;
    if (clear && compare) model.clear_status();
    top->eval();

    // ---- sample the handshakes of this cycle
    const bool in_fire = in_valid && top->ready_o;
    const bool rec_fire = top->rec_valid_o && top->rec_ready_o;
    const uint8_t route = top->rec_route_o;
    if (in_fire && next_in == 0) st.first_in_cycle = cycle_;
    if (retired > 0 && retired < n && !rec_fire) ++(top->rec_valid_o ? st.stalls : st.bubbles);

    // ---- engine outputs of this cycle, in order against what the retired words promised
    if (top->dve_valid_o && top->dve_ready_i) {
      const tpb::dve::ControlRecord r = sample_dve(*top);
      std::vector<Row> rows;
      if (dve_q.empty()) {
        fail(res, spec,
             fmt::format("lockstep: DVE ORDER at cycle {}: control record for word #{} with no DVE word outstanding\n",
                         cycle_, r.index));
      } else if (r.index != dve_q.front().index || (compare && !dve_rows(r, dve_q.front().rec, rows))) {
        const uint32_t idx = dve_q.front().index;
        if (spec.report) {
          fmt::print("lockstep: DVE MISMATCH at word #{} (cycle {}, set '{}' gen{}, {} records compared before)\n", idx,
                     cycle_, dve_set_.name, dve_set_.geo.gen, st.dve_records);
          fmt::print("  word    : {}\n", tpb::disasm_word(words_[idx]));
          if (rows.empty()) dve_rows(r, dve_q.front().rec, rows);
          print_rows(rows);
        }
        fail(res, spec, "");
      } else {
        ++st.dve_records;
        ++st.dve_by_err[static_cast<uint8_t>(r.err)];
        if (compare) res.coverage.observe_dve(kDveGen, r.err);
        dve_q.pop_front();
        last_progress = cycle_;
      }
    }
    if (top->mon_valid_o) {  // the mover's SBUF writes of this clock, byte by byte against the model's
      ++mv_inflight_writes;
      if (mv_q.empty()) {
        fail(res, spec, fmt::format("lockstep: SB2SB WRITE at cycle {} with no 0xBF outstanding\n", cycle_));
      } else if (compare) {
        MoverExpect& e = mv_q.front();
        for (unsigned j = 0; j < kPortBytes && !res.failed; ++j) {
          if (!((top->mon_be_o >> j) & 1u)) continue;
          const ByteWrite got{static_cast<uint8_t>(top->mon_core_o), top->mon_partition_o,
                              static_cast<uint32_t>(top->mon_offset_o + j),
                              static_cast<uint8_t>(top->mon_data_o[j / 4] >> (8 * (j % 4)))};
          if (e.seen >= e.writes.size() || !(got == e.writes[e.seen])) {
            if (spec.report) {
              fmt::print("lockstep: SB2SB WRITE MISMATCH at word #{} (cycle {}), byte write {} of {}\n", e.index,
                         cycle_, e.seen, e.writes.size());
              fmt::print("  0xBF    : {}\n", tpb::describe_sb2sb(words_[e.index]));
              print_rows({{"write", bw_text(got),
                           e.seen < e.writes.size() ? bw_text(e.writes[e.seen]) : std::string("(none)"), true}});
            }
            fail(res, spec, "");
          }
          ++e.seen;
        }
      }
    }
    if (!res.failed && top->mv_valid_o && top->mv_ready_i) {
      const tpb::MoverRecord r{top->mv_index_o, static_cast<Err>(top->mv_err_o), top->mv_bytes_o};
      st.mv_writes += mv_inflight_writes;
      if (r.err != Err::OK) st.rejected_writes += mv_inflight_writes;
      mv_inflight_writes = 0;
      if (mv_q.empty()) {
        fail(res, spec,
             fmt::format("lockstep: SB2SB ORDER at cycle {}: completion for word #{} with no 0xBF outstanding\n",
                         cycle_, r.index));
      } else if (r.index != mv_q.front().index || (compare && !(r == mv_q.front().rec)) ||
                 (compare && mv_q.front().seen != mv_q.front().writes.size())) {
        const uint32_t idx = mv_q.front().index;
        const tpb::MoverRecord& m = mv_q.front().rec;
        if (spec.report) {
          fmt::print("lockstep: SB2SB MISMATCH at word #{} (cycle {}, issue core {}, {} completions compared before)\n",
                     idx, cycle_, o_.issue_core, st.mv_done);
          fmt::print("  word    : {}\n", tpb::disasm_word(words_[idx]));
          fmt::print("  0xBF    : {}\n", tpb::describe_sb2sb(words_[idx]));
          print_rows({
              {"index", std::to_string(r.index), std::to_string(idx), r.index != idx},
              {"err", err_text(static_cast<uint8_t>(r.err)), err_text(static_cast<uint8_t>(m.err)), r.err != m.err},
              {"bytes", std::to_string(r.bytes_written), std::to_string(m.bytes_written),
               r.bytes_written != m.bytes_written},
              {"byte writes seen", std::to_string(mv_q.front().seen), std::to_string(mv_q.front().writes.size()),
               mv_q.front().seen != mv_q.front().writes.size()},
          });
        }
        fail(res, spec, "");
      } else {
        ++st.mv_done;
        ++st.mv_by_err[static_cast<uint8_t>(r.err)];
        if (compare) res.coverage.observe_mover(r.err, words_[mv_q.front().index], mover_config(o_.issue_core));
        if (r.err == Err::OK) {
          ++st.mv_copied;
          st.mv_bytes += r.bytes_written;
        } else {
          ++st.mv_refused;
        }
        mv_q.pop_front();
        last_progress = cycle_;
      }
    }

    if (!res.failed && top->cop_valid_o && top->cop_ready_i) {
      tpb::Completion r;
      r.word_index = top->cop_index_o;
      r.err = static_cast<Err>(top->cop_err_o);
      r.function_id = top->cop_function_o;
      r.cpu = top->cop_cpu_o;
      r.bytes_in = top->cop_bytes_in_o;
      r.bytes_out = top->cop_bytes_out_o;
      std::vector<Row> rows;
      if (!compare) {  // RTL only: which chains reach the cluster is the model's call; count them
        ++st.cop_done;
        ++st.cop_by_err[static_cast<uint8_t>(r.err)];
        if (r.err == Err::OK) ++st.cop_ok;
        last_progress = cycle_;
      } else if (cop_q.empty()) {
        fail(res, spec,
             fmt::format("lockstep: CUSTOM-OP ORDER at cycle {}: completion for word #{} with no chain outstanding\n",
                         cycle_, r.word_index));
      } else if (r.word_index != cop_q.front().index || (compare && !cop_rows(r, cop_q.front().rec, rows))) {
        const uint32_t idx = cop_q.front().index;
        if (spec.report) {
          fmt::print("lockstep: CUSTOM-OP MISMATCH at the chain of word #{} (cycle {}, {} completions compared before)\n",
                     idx, cycle_, st.cop_done);
          fmt::print("  header  : {}\n", tpb::disasm_word(words_[idx]));
          if (rows.empty()) cop_rows(r, cop_q.front().rec, rows);
          print_rows(rows);
        }
        fail(res, spec, "");
      } else {
        ++st.cop_done;
        ++st.cop_by_err[static_cast<uint8_t>(r.err)];
        if (r.err == Err::OK) ++st.cop_ok;
        res.coverage.observe_cluster(r.err, r.function_id, &registry);
        cop_q.pop_front();
        last_progress = cycle_;
      }
    }

    // Port protocol: a cross record's word is offered on the cross port and nowhere else (the
    // DVE, SB2SB and custom ports end in the engines: their outputs are checked in order above).
    const std::array<bool, kNumPorts> pvalid = {top->cross_valid_o != 0, false, false, false};
    for (unsigned p = 0; p < kNumPorts && !res.failed; ++p) {
      if (p != 0) continue;
      const bool want = top->rec_valid_o && route == p + 1;
      if (pvalid[p] != want) {
        fail(res, spec,
             fmt::format("lockstep: PORT PROTOCOL at cycle {}: port {} valid={} but record valid={} route {}\n",
                         cycle_, tpb::route_name(static_cast<Route>(p + 1)), pvalid[p], top->rec_valid_o,
                         route_text(route)));
        break;
      }
    }
    const bool engine_route = route == static_cast<uint8_t>(Route::DVE) || route == static_cast<uint8_t>(Route::SB2SB) ||
                              route == static_cast<uint8_t>(Route::CUSTOM);
    if (!res.failed && top->rec_valid_o && !engine_route) {
      const bool want_ready = route == 0 || (route <= kNumPorts && ready[route - 1]);
      if (top->rec_ready_o != want_ready)
        fail(res, spec,
             fmt::format("lockstep: PORT PROTOCOL at cycle {}: rec_ready_o={} for route {} (port ready {})\n", cycle_,
                         top->rec_ready_o, route_text(route), want_ready));
    }

    if (!res.failed && rec_fire) {
      const uint32_t idx = top->rec_index_o;
      if (retired == 0) st.first_ret_cycle = cycle_;
      if (idx != retired || idx >= n) {
        fail(res, spec,
             fmt::format("lockstep: ORDER at cycle {}: RTL retired word #{}, expected #{}\n", cycle_, idx, retired));
      } else if (compare) {
        const Word& w = words_[idx];
        Record r;
        r.index = idx;
        r.opcode = top->rec_opcode_o;
        r.err = static_cast<Err>(top->rec_err_o);
        r.route = static_cast<Route>(route);
        r.chain_pos = top->rec_chain_pos_o;
        const tpb::OpcodeDesc* rd = tpb::find_opcode(r.opcode);
        r.fields.n = rd ? rd->nfields : 0;
        for (unsigned i = 0; i < tpb::kMaxFields; ++i) r.fields.v[i] = fields_at(top->rec_fields_o, i);

        Record m = model.step(w, idx + 1 == n);
        if (o_.inject && *o_.inject == idx) {
          // Deliberate model-side corruption, to prove the comparison bites.
          if (m.fields.n > 0)
            m.fields.v[0] ^= 1;
          else
            m.err = m.err == Err::OK ? Err::UNKNOWN_OPCODE : Err::OK;
        }

        std::string extra;
        if (!wide_equals(top->rec_word_o, w))
          extra += fmt::format("  record word differs from the word sent:\n    RTL  : {}\n    sent : {}\n",
                               tpb::hex_bytes(wide_to_word(top->rec_word_o)), tpb::hex_bytes(w));
        if (static_cast<bool>(top->rec_last_o) != (idx + 1 == n))
          extra += fmt::format("  rec_last_o = {} on word #{} of {}\n", top->rec_last_o, idx, n);
        if (route == static_cast<uint8_t>(Route::CROSS) &&
            (top->cross_index_o != idx || !wide_equals(top->cross_word_o, w)))
          extra += fmt::format("  port CROSS carries index {} / word {}\n", top->cross_index_o,
                               wide_equals(top->cross_word_o, w) ? "equal" : "different");

        if (!(r == m) || !extra.empty()) {
          if (spec.report) {
            fmt::print("lockstep: MISMATCH at word #{} (cycle {}, byte offset {:#x})\n", idx, cycle_,
                       static_cast<uint64_t>(idx) * tpb::kBundleBytes);
            print_record_diff(w, r, m);
            fmt::print("{}", extra);
          }
          fail(res, spec, "");
        }
        res.coverage.observe_record(m);
        // The reference custom-op path: the mailbox twin sees the same record; a complete clean
        // chain runs on the reference cluster now, in stream order with the mover's copies.
        if (auto chain = mailbox_model.step(m, w, idx + 1 == n)) {
          tpb::Completion c;
          if (chain->err == Err::OK) {
            tpb::RunOptions ro;
            ro.chain = chain_ordinal++;
            ro.word_index = chain->header_index;
            c = cluster_model.run_chain(chain->words, registry, ro);
          } else {
            c.word_index = chain->header_index;
            c.err = chain->err;
            c.function_id = chain->function_id;
          }
          cop_q.push_back({chain->header_index, c});
          if (o_.inject_cop && *o_.inject_cop == cop_pushed) cop_q.back().rec.bytes_in ^= 1;
          ++cop_pushed;
        }
      }
      if (!res.failed) {
        // The engines owe one output for this word.
        if (route == static_cast<uint8_t>(Route::DVE)) {
          dve_q.push_back({idx, compare ? dve_model.step(top->rec_opcode_o, idx) : tpb::dve::ControlRecord{}});
          // Deliberate corruption of the K-th expected control record (tests the harness).
          if (o_.inject_dve && *o_.inject_dve == dve_pushed) dve_q.back().rec.entry ^= 1;
          ++dve_pushed;
        } else if (route == static_cast<uint8_t>(Route::SB2SB)) {
          mv_q.push_back({idx, {}, {}, 0});
          if (compare) {
            mover_writes.sink = &mv_q.back().writes;
            mv_q.back().rec = mover_model.execute(words_[idx], idx);
            mover_writes.sink = nullptr;
            // Deliberate corruption of one expected byte of the K-th copy that writes (tests the harness).
            if (o_.inject_write && !mv_q.back().writes.empty() && *o_.inject_write == mv_written++)
              mv_q.back().writes[mv_q.back().writes.size() / 2].value ^= 0x5A;
          }
          if (o_.inject_sb2sb && *o_.inject_sb2sb == mv_pushed) mv_q.back().rec.bytes_written ^= 1;
          ++mv_pushed;
        }
        ++retired;
        last_ret_end = cycle_ + 1;
        ++st.by_err[top->rec_err_o];
        ++st.by_route[route < kNumRoutes ? route : 0];
        (top->rec_err_o == 0 ? st.accepted : st.rejected) += 1;
        last_progress = cycle_;
        if (spec.report && o_.progress && retired % o_.progress == 0) {
          const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
          fmt::print(stderr, "lockstep: {}/{} words, cycle {}, {:.0f} words/s\n", retired, n,
                     cycle_ - start, s > 0 ? retired / s : 0.0);
        }
      }
    }

    // ---- clock edge
    tick(*top, *ctx, tfp.get(), tracing && tfp->isOpen());
    if (ctx->gotError() && !res.failed)
      fail(res, spec, fmt::format("lockstep: RTL ASSERTION failed at cycle {} (see the %Error line above)\n", cycle_));

    if (in_fire) {
      ++next_in;
      in_valid = false;
    }

    // Error status after this retirement or clear, against the model's.
    if (!res.failed && (rec_fire || clear) && compare) {
      const tpb::ErrorStatus& ms = model.status();
      const Sticky rsticky = sticky_bits(top->err_sticky_o);
      const bool same = top->err_valid_o == ms.any && rsticky == ms.sticky &&
                        (!ms.any || (top->err_index_o == ms.first_index &&
                                     top->err_code_o == static_cast<uint8_t>(ms.first_code)));
      if (!same && spec.report) {
        fmt::print("lockstep: STATUS MISMATCH {} (cycle {}{})\n",
                   retired ? fmt::format("after word #{}", retired - 1) : std::string("before the first word"), cycle_,
                   clear ? ", clear_i high" : "");
        if (retired > 0) fmt::print("  word    : {}\n", tpb::disasm_word(words_[retired - 1]));
        print_rows({
            {"any", std::to_string(top->err_valid_o), std::to_string(ms.any), top->err_valid_o != ms.any},
            {"first_index", std::to_string(top->err_index_o), std::to_string(ms.first_index),
             top->err_index_o != ms.first_index},
            {"first_code", err_text(top->err_code_o), err_text(static_cast<uint8_t>(ms.first_code)),
             top->err_code_o != static_cast<uint8_t>(ms.first_code)},
            {"sticky", tpb::sticky_names(rsticky), tpb::sticky_names(ms.sticky), rsticky != ms.sticky},
        });
      }
      if (!same) fail(res, spec, "");
    }

    if (res.failed) break;
    const uint64_t hang = server.busy() ? kClusterHangCycles : top->mv_busy_o ? kMoverHangCycles : kHangCycles;
    if (cycle_ - last_progress > hang) {
      fail(res, spec,
           fmt::format("lockstep: HANG: no retirement or engine output for {} cycles at cycle {} ({} of {} words "
                       "retired, {} DVE records, {} mover and {} custom-op completions outstanding{})\n",
                       hang, cycle_, retired, n, dve_q.size(), mv_q.size(), cop_q.size(),
                       server.busy() ? ", the cluster serving a doorbell" : ""));
      break;
    }
    ++cycle_;
  }
  const auto t1 = std::chrono::steady_clock::now();
  st.seconds = std::chrono::duration<double>(t1 - t0).count();
  st.load_seconds = load_s;
  st.words = retired;
  st.cycles = retired ? last_ret_end - start : 0;  // start to the last retirement's cycle
  st.first_in_cycle -= std::min(st.first_in_cycle, start);
  st.first_ret_cycle -= std::min(st.first_ret_cycle, start);

  // End of the run: both SBUFs read back through the host port, against the model's.
  if (!res.failed && retired == n && dve_q.empty() && mv_q.empty() && cop_q.empty()) {
    for (int i = 0; i < 4 && top->mv_busy_o; ++i) {  // the last completion's state returns to idle
      tick(*top, *ctx, tfp.get(), tracing && tfp->isOpen());
      ++cycle_;
    }
    const uint64_t rb0 = cycle_;
    const auto both = read_sbufs(*top, *ctx, tfp.get(), tracing && tfp->isOpen());
    st.readback_cycles = cycle_ - rb0;
    if (ctx->gotError()) fail(res, spec, "lockstep: RTL ASSERTION during the SBUF read-back\n");
    if (compare && !res.failed) {
      for (unsigned c = 0; c < 2 && !res.failed; ++c) {
        const auto want = mover_model.sbuf(c).bytes();
        size_t diffs = 0, first = SIZE_MAX;
        for (size_t k = 0; k < both[c].size(); ++k)
          if (both[c][k] != want[k]) {
            if (first == SIZE_MAX) first = k;
            ++diffs;
          }
        if (diffs) {
          if (spec.report) {
            fmt::print("lockstep: SBUF MISMATCH at the end of the stream: core {}, {} bytes differ\n", c, diffs);
            std::vector<Row> rows;
            for (size_t k = first, shown = 0; k < both[c].size() && shown < 8; ++k)
              if (both[c][k] != want[k]) {
                rows.push_back({fmt::format("p{} +{}", k / kBytesPerPartition, k % kBytesPerPartition),
                                fmt::format("0x{:02X}", both[c][k]), fmt::format("0x{:02X}", want[k]), true});
                ++shown;
              }
            print_rows(rows);
          }
          fail(res, spec, "");
        }
      }
      st.sbuf_compared = !res.failed;
      // The HBM the RTL's cluster wrote against the reference cluster's.
      const auto got = server.hbm().bytes();
      const auto want = hbm_model.bytes();
      const auto d = std::mismatch(got.begin(), got.end(), want.begin());
      if (d.first != got.end()) {
        if (spec.report)
          fmt::print("lockstep: HBM MISMATCH at the end of the stream: first at byte {:#x} (served 0x{:02X}, model 0x{:02X})\n",
                     d.first - got.begin(), *d.first, *d.second);
        fail(res, spec, "");
      }
      st.hbm_compared = !res.failed;
    }
  }
  {
    const ClusterServer::Counts& c = server.counts();
    st.cop_doorbells = c.doorbells;
    st.cop_chain_reads = c.chain_reads;
    st.cop_dma_reads = c.dma_reads;
    st.cop_dma_writes = c.dma_writes;
    st.cop_cycles = c.cycles;
    st.rejected_writes += c.rejected_writes;
  }
  res.rtl_status = {top->err_valid_o != 0, top->err_index_o, top->err_code_o, sticky_bits(top->err_sticky_o)};
  res.model_status = model.status();

  // A final settle so the trace shows the last edge.
  if (tfp) {
    top->eval();
    tfp->dump(ctx->time());
    tfp->close();
  }
  top->final();
  return res;
}

/// The machine-readable summary (--json FILE), for scripts/regress.py; docs/robustness.md
/// lists the keys. Error tallies are keyed by field-map error name ("OK" for success).
void write_json(const std::string& path, const Options& o, const std::string& source, const RunResult& res,
                bool pass, unsigned dve_gen) {
  using nlohmann::json;
  const Stats& st = res.stats;
  auto tally = [](const std::array<uint64_t, 256>& a, bool with_ok) {
    json j = json::object();
    for (unsigned e = with_ok ? 0 : 1; e < a.size(); ++e)
      if (a[e]) j[e == 0 ? std::string("OK") : std::string(tpb::err_name(static_cast<Err>(e)))] = a[e];
    return j;
  };
  json j;
  j["tool"] = "tpb_lockstep";
  j["seed"] = o.seed;
  j["source"] = source;
  j["words"] = st.words;
  j["cycles"] = st.cycles;
  j["mismatches"] = (pass || o.rtl_only) ? 0 : 1;
  j["result"] = pass ? (o.rtl_only ? "DONE" : "PASS") : "FAIL";
  j["compared"] = !o.rtl_only;
  j["decoder_errors"] = tally(st.by_err, false);
  j["decoder_accepted"] = st.accepted;
  j["dve_gen"] = dve_gen;
  j["dve_records"] = tally(st.dve_by_err, true);
  j["mover_completions"] = tally(st.mv_by_err, true);
  j["mover_bytes"] = st.mv_bytes;
  j["mover_writes"] = st.mv_writes;
  j["cluster_completions"] = tally(st.cop_by_err, true);
  j["cluster_doorbells"] = st.cop_doorbells;
  j["cluster_dma_writes"] = st.cop_dma_writes;
  j["rejected_writes"] = st.rejected_writes;
  j["sbuf_equal"] = st.sbuf_compared;
  j["hbm_equal"] = st.hbm_compared;
  if (!o.rtl_only) j["coverage"] = res.coverage.to_json();
  std::ofstream f(path);
  f << j.dump(2) << "\n";
  if (!f) fmt::print(stderr, "tpb_lockstep: cannot write {}\n", path);
}

std::string shell_quote(const std::string& s) {
  if (!s.empty() && s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=./,:@") ==
                        std::string::npos)
    return s;
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace

int main(int argc, char** argv) {
  // Verilator's own +verilator+ arguments go to commandArgs; CLI11 sees the rest.
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || argv[i][0] != '+') args.push_back(argv[i]);

  Options o;
  CLI::App app{"tpb_lockstep: RTL tpb_core and the C++ model in lockstep, record by record"};
  app.add_option("--seed", o.seed, "generator seed (also seeds --mutate)");
  app.add_option("--count", o.count, "words to generate");
  app.add_option("--bad-ratio", o.bad_ratio, "share of malformed generator items")->check(CLI::Range(0.0, 1.0));
  app.add_option("--max-args", o.max_args, "custom-op inputs per chain, at most");
  app.add_flag("--no-dve", o.no_dve, "generate no DVE opcodes");
  app.add_option("--classes", o.classes, "malformed classes the generator uses (default: all)")->delimiter(',');
  app.add_option("--mutate", o.mutate, "share of words with 1..3 random bytes changed after generation or reading")
      ->check(CLI::Range(0.0, 1.0));
  app.add_option("--bin", o.bin, "read the stream from a .bin file instead of generating one")
      ->check(CLI::ExistingFile);
  app.add_option("--bp-seed", o.bp_seed, "back-pressure PRNG seed");
  app.add_option("--bp", o.bp, "probability that a port is not ready in a cycle")->check(CLI::Range(0.0, 0.99));
  app.add_option("--idle", o.idle, "probability that the source offers no word in a cycle")
      ->check(CLI::Range(0.0, 0.99));
  app.add_option("--clear", o.clear, "probability that clear_i is high in a cycle (status cleared in RTL and model)")
      ->check(CLI::Range(0.0, 1.0));
  app.add_option("--trace", o.trace, "write a full FST trace to this file");
  app.add_option("--trace-window", o.trace_window, "cycles traced before a mismatch");
  app.add_option("--mismatch-fst", o.mismatch_fst, "where the FST window around a mismatch goes");
  app.add_option("--progress", o.progress, "progress line on stderr every N words");
  app.add_flag("--rtl-only", o.rtl_only, "simulate the RTL without the model (benchmarking)");
  app.add_option("--inject-model-bug", o.inject, "corrupt the model's record of word K (tests the harness)");
  app.add_option("--inject-dve-bug", o.inject_dve, "corrupt the model's K-th DVE control record (tests the harness)");
  app.add_option("--inject-sb2sb-bug", o.inject_sb2sb,
                 "corrupt the model's K-th mover completion record (tests the harness)");
  app.add_flag("-q,--quiet", o.quiet, "print only the summary's verdict line");
  app.add_option("--json", o.json, "also write the summary as JSON to this file (docs/robustness.md)");
  app.add_option("--dve-set", o.dve_set, "DVE table set file (dve_info.json) loaded into the sequencer")
      ->capture_default_str();
  app.add_option("--dve-name", o.dve_name, "DVE table set name")->capture_default_str();
  app.add_option("--sb2sb-legal", o.sb2sb_legal,
                 "share of the generated 0xBF words replaced by legal mover patterns (the rest stay random)")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  app.add_option("--issue-core", o.issue_core, "core that executes the 0xBF words and custom ops (0 or 1)")
      ->check(CLI::Range(0, 1));
  app.add_option("--custom-legal", o.custom_legal,
                 "share of the generated custom-op chains replaced by legal built-in kernel chains")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  app.add_option("--inject-sb2sb-write", o.inject_write,
                 "corrupt one expected SBUF byte of the model's K-th writing 0xBF (tests the harness)");
  app.add_option("--inject-cop-bug", o.inject_cop,
                 "corrupt the model's K-th custom-op completion record (tests the harness)");
  try {
    app.parse(static_cast<int>(args.size()), args.data());
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  if (o.rtl_only && (o.inject || o.inject_dve || o.inject_sb2sb || o.inject_cop || o.inject_write)) {
    fmt::print(stderr, "tpb_lockstep: --inject-model-bug needs the model (drop --rtl-only)\n");
    return 2;
  }

  // ---- the stream: the checked-stream recipe (tpb/stream.hpp), shared with `tpb gen` and
  // `tpb fpga check`, so a saved stream replays this run.
  std::vector<Word> words;
  std::string source;
  size_t legal_bf = 0, legal_co = 0;
  const auto g0 = std::chrono::steady_clock::now();
  try {
    tpb::StreamRecipe rc;
    rc.bin = o.bin;
    rc.gen.seed = o.seed;
    rc.gen.count = o.count;
    rc.gen.bad_ratio = o.bad_ratio;
    rc.gen.max_args = o.max_args;
    rc.gen.dve = !o.no_dve;
    for (const auto& c : o.classes) {
      auto bc = tpb::bad_class_from_name(c);
      if (!bc) throw std::runtime_error("unknown malformed class '" + c + "'");
      rc.gen.classes.push_back(*bc);
    }
    rc.sb2sb_legal = o.sb2sb_legal;
    rc.mover = mover_config(o.issue_core);
    rc.custom_legal = o.custom_legal;
    rc.hbm_bytes = kHbmBytes;
    rc.mutate = o.mutate;
    tpb::CheckedStream cs = tpb::build_checked_stream(rc);
    words = std::move(cs.words);
    source = std::move(cs.source);
    legal_bf = cs.legal_sb2sb;
    legal_co = cs.legal_chains;
  } catch (const std::exception& e) {
    fmt::print(stderr, "tpb_lockstep: {}\n", e.what());
    return 2;
  }
  const double gen_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - g0).count();
  if (o.inject && *o.inject >= words.size()) {
    fmt::print(stderr, "tpb_lockstep: --inject-model-bug {} is past the stream ({} words)\n", *o.inject, words.size());
    return 2;
  }

  // ---- the DVE table set (model and RTL)
  tpb::dve::TableSet dve_set;
  try {
    dve_set = tpb::dve::load_set(o.dve_set, o.dve_name);
  } catch (const std::exception& e) {
    fmt::print(stderr, "tpb_lockstep: DVE set: {}\n", e.what());
    return 2;
  }
  {
    const auto& g = dve_set.geo;
    const unsigned slow_words = g.shared_control ? kDveFastWords : kDveSlowWords;
    const unsigned slow_rows = g.shared_control ? kDveFastRows : kDveSlowRows;
    if (g.gen != kDveGen || g.fast_rows != kDveFastRows || g.slow_rows != slow_rows ||
        dve_set.control_fast.row_bytes != kDveFastWords * 4 || dve_set.slow_table().row_bytes != slow_words * 4 ||
        dve_set.datapath.row_bytes != kDveDpWords * 4) {
      fmt::print(stderr,
                 "tpb_lockstep: DVE set '{}' of {} (gen{}, {} / {} rows, {} / {} / {} B rows) does not fit this RTL "
                 "build (gen{}, {} / {} rows, {} / {} / {} B rows)\n",
                 o.dve_name, o.dve_set, g.gen, g.fast_rows, g.slow_rows, dve_set.control_fast.row_bytes,
                 dve_set.slow_table().row_bytes, dve_set.datapath.row_bytes, kDveGen, kDveFastRows, slow_rows,
                 kDveFastWords * 4, slow_words * 4, kDveDpWords * 4);
      return 2;
    }
  }

  Sim sim(o, words, dve_set, argc, argv);
  RunSpec spec;
  spec.trace_path = o.trace;
  RunResult res = sim.run(spec);

  if (res.failed) {
    std::string cmd;
    for (int i = 0; i < argc; ++i) cmd += (i ? " " : "") + shell_quote(argv[i]);
    if (!o.trace.empty()) {
      fmt::print("  waveform: full trace in {} (mismatch at cycle {}, time {})\n", o.trace, res.fail_cycle,
                 2 * res.fail_cycle);
    } else {
      // Same stimulus again, tracing only the window before the failure.
      RunSpec again;
      again.trace_path = o.mismatch_fst;
      again.trace_from = res.fail_cycle > o.trace_window ? res.fail_cycle - o.trace_window : 0;
      again.stop_after = res.fail_cycle + 1;
      again.report = false;
      RunResult r2 = sim.run(again);
      std::error_code ec;
      const auto abs = std::filesystem::absolute(o.mismatch_fst, ec);
      fmt::print("  waveform: {} (cycles {}..{}, mismatch at cycle {} = time {}{})\n",
                 ec ? o.mismatch_fst : abs.string(), again.trace_from, again.stop_after, res.fail_cycle,
                 2 * res.fail_cycle, r2.failed && r2.fail_cycle == res.fail_cycle ? "" : "; re-run diverged!");
      fmt::print("  full trace: {} --trace lockstep_full.fst\n", cmd);
    }
    fmt::print("lockstep: FAIL ({})\n", source);
    if (!o.json.empty()) write_json(o.json, o, source, res, false, dve_set.geo.gen);
    return 1;
  }

  // ---- end-of-run status compare (also checked after every retirement)
  const tpb::ErrorStatus& ms = res.model_status;

  const Stats& st = res.stats;
  if (!o.quiet) {
    fmt::print("lockstep summary: {}{}\n", source, o.rtl_only ? " (RTL only, no model)" : "");
    fmt::print("  back-pressure  p={} seed {}{}{}\n", o.bp, o.bp_seed, o.idle > 0 ? fmt::format(", idle p={}", o.idle) : "",
               o.clear > 0 ? fmt::format(", clear p={}", o.clear) : "");
    fmt::print("  words          {}\n", st.words);
    fmt::print("  cycles         {}  (stream start to last retirement; first word in at {}, out at {})\n", st.cycles,
               st.first_in_cycle, st.first_ret_cycle);
    fmt::print("  words/cycle    {:.6f}  (limit 1.0)\n", st.cycles ? double(st.words) / double(st.cycles) : 0.0);
    fmt::print("  port stalls    {} cycles (a record waiting for its port or engine), decoder bubbles {}\n", st.stalls,
               st.bubbles);
    fmt::print("  accepted       {}\n", st.accepted);
    fmt::print("  rejected       {}\n", st.rejected);
    std::string routes;
    for (unsigned r = 0; r < kNumRoutes; ++r)
      routes += fmt::format("{}{} {}", r ? ", " : "", tpb::route_name(static_cast<Route>(r)), st.by_route[r]);
    fmt::print("  routes         {}\n", routes);
    std::string errs;
    for (unsigned e = 1; e < st.by_err.size(); ++e)
      if (st.by_err[e]) errs += fmt::format("{}{} {}", errs.empty() ? "" : ", ", tpb::err_name(static_cast<Err>(e)), st.by_err[e]);
    fmt::print("  errors         {}\n", errs.empty() ? "-" : errs);
    const Status& rs = res.rtl_status;
    fmt::print("  status (RTL)   {}{}, sticky {}\n", rs.valid ? fmt::format("first #{} ", rs.index) : "no error",
               rs.valid ? err_text(rs.code) : "", tpb::sticky_names(rs.sticky));
    if (!o.rtl_only) {
      fmt::print("  status (model) {}{}, sticky {}\n", ms.any ? fmt::format("first #{} ", ms.first_index) : "no error",
                 ms.any ? err_text(static_cast<uint8_t>(ms.first_code)) : "", tpb::sticky_names(ms.sticky));
    }
    std::string dve_errs;
    for (unsigned e = 0; e < st.dve_by_err.size(); ++e)
      if (st.dve_by_err[e])
        dve_errs += fmt::format("{}{} {}", dve_errs.empty() ? "" : ", ", tpb::err_name(static_cast<Err>(e)), st.dve_by_err[e]);
    fmt::print("  dve records    {}  (set '{}' gen{}; {})\n", st.dve_records, dve_set.name, dve_set.geo.gen,
               dve_errs.empty() ? "-" : dve_errs);
    std::string mv_errs;
    for (unsigned e = 1; e < st.mv_by_err.size(); ++e)
      if (st.mv_by_err[e])
        mv_errs += fmt::format("{}{} {}", mv_errs.empty() ? "" : ", ", tpb::err_name(static_cast<Err>(e)), st.mv_by_err[e]);
    fmt::print("  sb2sb          {} executed: {} copied, {} refused; {} legal patterns inserted, issue core {}\n",
               st.mv_done, st.mv_copied, st.mv_refused, legal_bf, o.issue_core);
    fmt::print("  sb2sb bytes    {}\n", st.mv_bytes);
    fmt::print("  sb2sb errors   {}\n", mv_errs.empty() ? "-" : mv_errs);
    std::string cop_errs;
    for (unsigned e = 1; e < st.cop_by_err.size(); ++e)
      if (st.cop_by_err[e])
        cop_errs += fmt::format("{}{} {}", cop_errs.empty() ? "" : ", ", tpb::err_name(static_cast<Err>(e)), st.cop_by_err[e]);
    fmt::print("  custom ops     {} completions: {} ran, {} refused; {} legal chains inserted, mailbox {} words\n",
               st.cop_done, st.cop_ok, st.cop_done - st.cop_ok, legal_co, kMailboxWords);
    fmt::print("  custom errors  {}\n", cop_errs.empty() ? "-" : cop_errs);
    fmt::print("  cluster port   {} doorbells served in {} cycles: {} chain words read, {} SBUF rows read, {} written (DMA port)\n",
               st.cop_doorbells, st.cop_cycles, st.cop_chain_reads, st.cop_dma_reads, st.cop_dma_writes);
    fmt::print("  rejected writes {}  (memory writes of refused 0xBF / custom ops; must be 0)\n", st.rejected_writes);
    fmt::print("  hbm final      {}  ({} KiB, served cluster against the reference)\n",
               o.rtl_only ? "not compared" : st.hbm_compared ? "equal" : "NOT COMPARED", kHbmBytes / 1024);
    fmt::print("  sbuf final     {}  (2 x {}x{}, host port; tables + SBUF load {} cycles {:.2f} s, read-back {} cycles)\n",
               o.rtl_only ? "not compared" : st.sbuf_compared ? "equal" : "NOT COMPARED", kPartitions,
               kBytesPerPartition, st.load_cycles, st.load_seconds, st.readback_cycles);
    fmt::print("  mismatches     {}\n", o.rtl_only ? std::string("- (not compared)") : std::string("0"));
    fmt::print("  wall time      {:.3f} s  (stream {:.3f} s)\n", st.seconds, gen_s);
    fmt::print("  words/s        {:.0f}\n", st.seconds > 0 ? st.words / st.seconds : 0.0);
    fmt::print("  cycles/s       {:.0f}\n", st.seconds > 0 ? st.cycles / st.seconds : 0.0);
    if (!o.trace.empty()) fmt::print("  trace          {}\n", o.trace);
  }
  if (!o.rtl_only) {
    const Status& rs = res.rtl_status;
    if (rs.valid != ms.any || rs.sticky != ms.sticky ||
        (ms.any && (rs.index != ms.first_index || rs.code != static_cast<uint8_t>(ms.first_code)))) {
      fmt::print("lockstep: STATUS MISMATCH at the end of the stream\n");
      fmt::print("lockstep: FAIL ({})\n", source);
      if (!o.json.empty()) write_json(o.json, o, source, res, false, dve_set.geo.gen);
      return 1;
    }
  }
  if (!o.json.empty()) write_json(o.json, o, source, res, true, dve_set.geo.gen);
  if (st.rejected_writes != 0) {
    fmt::print("lockstep: {} memory writes belong to instructions that were refused\n", st.rejected_writes);
    fmt::print("lockstep: FAIL ({})\n", source);
    return 1;
  }
  fmt::print("lockstep: {} ({} words, {})\n", o.rtl_only ? "DONE" : "PASS", st.words, source);
  return 0;
}
