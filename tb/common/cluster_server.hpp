// The cluster server: the C++ cluster model (tpb::Cluster) answering the RTL custom-op
// mailbox, as the Xtensa cluster would. It sees the RTL through the mailbox's doorbell and
// chain read port (mb_*), the DMA port into the SBUF of the doorbell's core (dma_*, read data
// on host_rdata_o) and the done port (mb_done_*). A template over the Verilated top
// (tpb_system and anything with the same ports).
#pragma once

#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define TPB_ASAN_FIBERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TPB_ASAN_FIBERS 1
#endif
#endif
#ifdef TPB_ASAN_FIBERS
#include <sanitizer/common_interface_defs.h>
#endif

#include "tpb/cluster.hpp"
#include "tpb/cluster_mem.hpp"
#include "tpb/sbuf.hpp"
#include "tpb/system.hpp"
#include "wide.hpp"

namespace tpb::tb {

/// The C++ cluster model serving the RTL mailbox. On each doorbell it reads the chain through
/// the mailbox read port, runs it on tpb::ServedCluster (the cluster `tpb fpga check` serves
/// the board with) against the RTL's SBUF (through the DMA port) and its own HBM, and answers with done and the completion's fields. The cluster code
/// runs unchanged on a coroutine of its own (a stack and a ucontext, on the simulation's
/// thread): each SBUF access becomes port operations of one clock each, which the simulation
/// loop drives in its own cycles (so decoder, DVE and completion traffic go on around them).
/// The two hand over strictly in turn with swapcontext, so a run is single-threaded and as
/// reproducible as one. (An earlier version ran the cluster on a worker thread and handed
/// over with semaphores: two thread switches per served clock, whose waits spin with
/// sched_yield and, on a loaded machine, gave the core away to other processes.)
template <class Top>
class ClusterServer {
 public:
  struct Counts {
    uint64_t doorbells = 0, chain_reads = 0, dma_reads = 0, dma_writes = 0, cycles = 0;
    uint64_t rejected_writes = 0;  // DMA writes of jobs that completed with an error
  };

  /// `geo`, `port_bytes`: the RTL build's SBUF and DMA port; `hbm_bytes`, `hbm_seed`: the
  /// served HBM and its contents (fill_seeded, the same as the reference model's); `cfg`: the
  /// cluster's (its deployment, as the reference model's).
  ClusterServer(const FunctionRegistry& reg, SbufGeometry geo, unsigned port_bytes, uint64_t hbm_bytes, uint64_t hbm_seed,
                const ClusterConfig& cfg = {})
      : reg_(reg), geo_(geo), port_(port_bytes), sbuf_(*this), served_(sbuf_, hbm_bytes, hbm_seed, cfg) {
    if (port_ > kMaxPortBytes) throw std::invalid_argument("ClusterServer: DMA port wider than 32 bytes");
    // The coroutine's stack: as large as a thread's default, mapped lazily, with a guard page
    // below it (an overflow faults instead of overwriting the heap).
    const long page = sysconf(_SC_PAGESIZE);
    stack_ = mmap(nullptr, kStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                  -1, 0);
    if (stack_ == MAP_FAILED) throw std::runtime_error("ClusterServer: no memory for the cluster's stack");
    mprotect(stack_, static_cast<size_t>(page), PROT_NONE);
    getcontext(&worker_ctx_);
    worker_ctx_.uc_stack.ss_sp = stack_;
    worker_ctx_.uc_stack.ss_size = kStackBytes;
    worker_ctx_.uc_link = &main_ctx_;  // where the coroutine goes when work() returns
    const auto self = reinterpret_cast<uintptr_t>(this);
    makecontext(&worker_ctx_, reinterpret_cast<void (*)()>(&ClusterServer::entry), 2,
                static_cast<unsigned>(self >> 32), static_cast<unsigned>(self & 0xFFFFFFFFu));
  }
  ~ClusterServer() {
    // A job cut off by the end of the simulation unwinds (Abort) and work() returns.
    quit_ = true;
    if (started_ && !finished_) to_worker();
    munmap(stack_, kStackBytes);
  }
  ClusterServer(const ClusterServer&) = delete;
  ClusterServer& operator=(const ClusterServer&) = delete;

  bool busy() const { return busy_; }
  const Counts& counts() const { return counts_; }
  const FlatHbm& hbm() const { return served_.hbm(); }

  /// Once per clock with clk low, before eval: finish the operation of the last clock,
  /// start a job on a new doorbell, and drive this clock's operation.
  void drive(Top& top) {
    if (live_) {
      if (op_.kind == Kind::CHAIN_READ) {
        op_.word = wide_to_word(top.mb_rd_word_o);
      } else if (op_.kind == Kind::SBUF_READ) {
        for (unsigned b = 0; b < port_; ++b) op_.data[b] = byte_of(top.host_rdata_o, core_ * port_ + b);
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
        tb::drive(top.mb_rd_addr_i, op_.addr);
        ++counts_.chain_reads;
        break;
      case Kind::SBUF_READ:
      case Kind::SBUF_WRITE: {
        const bool we = op_.kind == Kind::SBUF_WRITE;
        top.dma_req_i = 1;
        top.dma_we_i = we;
        tb::drive(top.dma_partition_i, op_.partition);
        tb::drive(top.dma_row_i, op_.row);
        tb::drive(top.dma_be_i, op_.be);
        put_bytes(top.dma_wdata_i, std::span<const uint8_t>(op_.data.data(), port_));
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
  static constexpr unsigned kMaxPortBytes = 32;  // byte enables in a uint32_t
  enum class Kind { CHAIN_READ, SBUF_READ, SBUF_WRITE, DONE, JOB_END };
  struct Op {
    Kind kind = Kind::JOB_END;
    unsigned addr = 0, partition = 0, row = 0;
    uint32_t be = 0;
    std::array<uint8_t, kMaxPortBytes> data{};
    Word word{};
    Completion done;
  };
  struct Abort {};  // the simulation stopped mid-job (not a std::exception: run_chain must not catch it)

  /// The RTL's SBUF of the doorbell's core, seen by the served cluster.
  class RtlSbuf final : public OperandMemory {
   public:
    explicit RtlSbuf(ClusterServer& s) : s_(s) {}
    uint32_t rows() const override { return s_.geo_.partitions; }
    uint64_t row_bytes() const override { return s_.geo_.bytes_per_partition; }
    bool read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const override {
      if (!in_range(*this, row, offset, out.size())) return false;
      beats(row, offset, out.size(), Kind::SBUF_READ, [&](Op& op, uint64_t lo, uint64_t n, uint64_t at) {
        const Op& got = s_.port(op);
        std::copy_n(got.data.begin() + lo, n, out.begin() + at);
      });
      return true;
    }
    bool write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) override {
      if (!in_range(*this, row, offset, in.size())) return false;
      beats(row, offset, in.size(), Kind::SBUF_WRITE, [&](Op& op, uint64_t lo, uint64_t n, uint64_t at) {
        for (uint64_t b = 0; b < n; ++b) {
          op.data[lo + b] = in[at + b];
          op.be |= uint32_t{1} << (lo + b);
        }
        s_.port(op);
      });
      return true;
    }

   private:
    /// Bytes [offset, offset + size) of one partition as port beats: fn(op, lo, n, at) per
    /// beat, op naming the beat's row, bytes lo .. lo + n - 1 of it, at bytes into the span.
    template <class Fn>
    void beats(uint32_t row, uint64_t offset, uint64_t size, Kind kind, Fn fn) const {
      for (uint64_t pos = offset; pos < offset + size;) {
        const uint64_t P = s_.port_, lo = pos % P;
        const uint64_t n = std::min<uint64_t>(P - lo, offset + size - pos);
        Op op;
        op.kind = kind;
        op.partition = row;
        op.row = static_cast<unsigned>(pos / P);
        fn(op, lo, n, pos - offset);
        pos += n;
      }
    }

    ClusterServer& s_;
  };

  // Simulation side: give the cluster the turn until it posts its next operation.
  void handover() { to_worker(); }
  // Cluster side: post an operation and wait until the simulation has driven it.
  const Op& port(const Op& op) {
    op_ = op;
    to_main();
    if (quit_) throw Abort{};
    return op_;
  }

  void to_worker() {
    started_ = true;
    swap(main_ctx_, worker_ctx_, stack_, kStackBytes, nullptr, nullptr);
  }
  void to_main() { swap(worker_ctx_, main_ctx_, main_bottom_, main_size_, &main_bottom_, &main_size_); }
  // One context switch. Under ASan the switch is announced with the stack being entered
  // (bottom, size) and completed on return, storing where the other stack was left.
  static void swap(ucontext_t& from, ucontext_t& to, [[maybe_unused]] const void* bottom,
                   [[maybe_unused]] size_t size, [[maybe_unused]] const void** left_bottom,
                   [[maybe_unused]] size_t* left_size) {
#ifdef TPB_ASAN_FIBERS
    void* fake = nullptr;
    __sanitizer_start_switch_fiber(&fake, bottom, size);
#endif
    swapcontext(&from, &to);
#ifdef TPB_ASAN_FIBERS
    __sanitizer_finish_switch_fiber(fake, left_bottom, left_size);
#endif
  }
  // The coroutine's first function (makecontext passes int arguments: `this` in two halves).
  static void entry(unsigned hi, unsigned lo) {
    auto* s = reinterpret_cast<ClusterServer*>((uintptr_t{hi} << 32) | uintptr_t{lo});
#ifdef TPB_ASAN_FIBERS
    __sanitizer_finish_switch_fiber(nullptr, &s->main_bottom_, &s->main_size_);
#endif
    s->work();
    s->finished_ = true;
#ifdef TPB_ASAN_FIBERS
    __sanitizer_start_switch_fiber(nullptr, s->main_bottom_, s->main_size_);  // this fiber ends
#endif
  }  // returns to main_ctx_ (uc_link)

  void work() {
    for (bool first = true;; first = false) {
      if (!first) to_main();  // JOB_END posted: wait for the next doorbell
      if (quit_) return;
      try {
        std::vector<Word> chain(job_words_);
        for (unsigned i = 0; i < chain.size(); ++i) {
          Op op;
          op.kind = Kind::CHAIN_READ;
          op.addr = i;
          chain[i] = port(op).word;
        }
        Op done;
        done.kind = Kind::DONE;
        done.done = served_.run(chain, reg_, job_index_);
        port(done);
      } catch (const Abort&) {
        return;
      }
      op_ = Op{};  // JOB_END
    }
  }

  const FunctionRegistry& reg_;
  SbufGeometry geo_;
  unsigned port_;
  RtlSbuf sbuf_;
  ServedCluster served_;  // the cluster, its HBM and the chain numbers (tpb/system.hpp), as `tpb fpga` serves it
  static constexpr size_t kStackBytes = size_t{8} << 20;
  void* stack_ = nullptr;
  ucontext_t main_ctx_{}, worker_ctx_{};
  bool started_ = false, finished_ = false, quit_ = false;
  const void* main_bottom_ = nullptr;  // where the simulation's stack was left (ASan fiber switches)
  size_t main_size_ = 0;
  // Shared between the simulation and the coroutine, handed over with swapcontext.
  Op op_;
  unsigned job_words_ = 0;
  uint32_t job_index_ = 0;
  // Simulation side only.
  bool busy_ = false, live_ = false;
  unsigned core_ = 0;
  uint64_t job_writes_ = 0;
  Counts counts_;
};

}  // namespace tpb::tb
