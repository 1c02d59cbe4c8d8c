// The FPGA board from the host (docs/fpga.md): the set-up steps every `tpb fpga` subcommand
// and test shares over a hostlink::Client (tables, SBUF images, the stream FIFO), and
// ModelBoard, the model side of the board's lockstep check: tpb::SystemModel with the board's
// counters and signatures of its four output logs.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tpb/cluster.hpp"
#include "tpb/dve.hpp"
#include "tpb/hostlink.hpp"
#include "tpb/mover.hpp"
#include "tpb/system.hpp"

namespace tpb::hostlink {

class BoardServer;

/// Poll STATUS until the core is idle (nothing in the FIFO or in flight); LinkError after
/// `seconds`. A doorbell that waits for the host (STATUS.RING) is served by `server` (none:
/// LinkError, the board would wait for its timeout). Returns the idle STATUS.
uint32_t wait_idle(Client& c, double seconds, BoardServer* server = nullptr);
/// A DVE table set from its file, refused (std::invalid_argument) unless it fits the board.
dve::TableSet load_dve_set(const std::string& path, const std::string& name, const BoardInfo& b);
/// Every table of the set through TBL_WRITE, as many 32-bit words per frame as fit; returns
/// the words written.
size_t write_tables(Client& c, const BoardInfo& b, const dve::TableSet& set);
/// One SBUF through SBUF_WRITE, as many rows per frame as fit.
void write_sbuf(Client& c, const BoardInfo& b, unsigned core, std::span<const uint8_t> bytes);
/// One SBUF through SBUF_READ, partition-major.
std::vector<uint8_t> read_sbuf(Client& c, const BoardInfo& b, unsigned core);
/// Push words into the stream FIFO as room allows (at most a frame's worth per request),
/// serving doorbells (with `server`) while the FIFO is full.
void push_words(Client& c, const BoardInfo& b, std::span<const Word> words, bool last, BoardServer* server = nullptr);

/// A fault the host puts into its own service of the K-th doorbell (0 = the first), to show
/// each ends with a named error and no hang (`tpb fpga check --inject-service-fault`).
struct ServiceFault {
  enum class Kind { NONE, LOST, DROP, STOP, DOUBLE_DONE, CHAIN_PAST };
  Kind kind = Kind::NONE;
  uint64_t doorbell = 0;
  /// "lost:K" (a service frame spoiled on the line: sent with a CRC that does not match),
  /// "drop:K" (a service frame lost on the line altogether: no reply), "stop:K" (the host stops answering after reading the chain), "double-done:K" (MB_DONE
  /// written twice), "chain-past:K" (CHAIN_READs past the ringing chain's last word and DMAs outside
  /// the SBUF, before the service goes on as usual); std::invalid_argument otherwise.
  static ServiceFault parse(const std::string& spec);
};

/// A service that could not complete: `name` is SERVICE_FRAME_LOST (a service frame was
/// refused or got no reply), SERVICE_TIMEOUT (the board answered the doorbell itself after its
/// timeout: the host's MB_DONE was refused NO_DOORBELL), DONE_TWICE_ACCEPTED (the board took
/// a second done for one doorbell), CHAIN_READ_PAST_ACCEPTED (the board answered a
/// CHAIN_READ past the ringing chain's words other than BAD_ADDR) or DMA_PAST_ACCEPTED (the
/// same for a DMA outside the SBUF); the last three never expected.
struct ServiceError : std::runtime_error {
  std::string name;
  ServiceError(std::string n, const std::string& what) : std::runtime_error(n + ": " + what), name(std::move(n)) {}
};

/// The host side of the host-served cluster (docs/fpga.md): on a doorbell it reads MB_STATUS
/// and MB_INDEX, the chain through CHAIN_READ, runs it on tpb::ServedCluster (the cluster the
/// lockstep serves the RTL with) whose SBUF is the board's DMA window (DMA_READ / DMA_WRITE
/// over the link; a partial row is read, patched and written back), and writes MB_DONE.
class BoardServer {
 public:
  struct Counts {
    uint64_t doorbells = 0, chain_words = 0, dma_rows_read = 0, dma_rows_written = 0, frames = 0;
    uint64_t done_refused = 0;  // second dones refused NO_DOORBELL (double-done fault)
    uint64_t chain_refused = 0; // CHAIN_READs past the chain refused BAD_ADDR (chain-past fault)
    uint64_t dma_refused = 0;   // DMAs outside the SBUF refused BAD_ADDR (chain-past fault)
    double seconds = 0;          // host time spent serving
  };
  BoardServer(Client& c, const BoardInfo& b, const FunctionRegistry& registry, uint64_t hbm_bytes, uint64_t hbm_seed,
              ServiceFault fault = {}, const ClusterConfig& cluster = {});
  /// Serve the doorbell that rings now (nothing when none rings). Throws ServiceError.
  void serve();
  const FlatHbm& hbm() const { return served_.hbm(); }
  const Counts& counts() const { return n_; }
  /// Seconds to wait for the board's own answer after a stopped service (fault STOP, LOST).
  double board_timeout_s = 120;

 private:
  class Window final : public OperandMemory {
   public:
    explicit Window(BoardServer& s) : s_(s) {}
    uint32_t rows() const override;
    uint64_t row_bytes() const override;
    bool read(uint32_t row, uint64_t offset, std::span<uint8_t> out) const override;
    bool write(uint32_t row, uint64_t offset, std::span<const uint8_t> in) override;

   private:
    std::vector<uint8_t> rows_in(uint32_t partition, unsigned r0, unsigned n) const;
    BoardServer& s_;
  };
  struct Abort {};  // a link failure inside the cluster (not a std::exception: run_chain must not catch it)
  template <class Fn>
  auto link(Fn fn) const;
  [[noreturn]] void lost(const std::string& why);
  void await_board_answer(const std::string& why);

  Client& c_;
  const BoardInfo& b_;
  const FunctionRegistry& registry_;
  Window window_;
  ServedCluster served_;
  ServiceFault fault_;
  uint8_t tag_ = 0;
  mutable std::string failure_;  // what failed inside the cluster
  mutable Counts n_;
};
/// The mover configuration of the board's geometry (an LNC2 pair, 0xBF on `issue_core`).
MoverConfig mover_config(const BoardInfo& b, unsigned issue_core);

/// Deliberate model-side differences (as tpb_lockstep's --inject-*): they prove the check bites.
struct ModelFaults {
  std::optional<uint32_t> record;  // corrupt the record of word K
  std::optional<uint64_t> dve;     // the K-th DVE control record
  std::optional<uint64_t> mover;   // the K-th mover completion
  std::optional<uint64_t> custom;  // the K-th custom-op completion
};

/// One record of a signed stream on the model side: its number in the stream, the word it
/// belongs to, its digest.
struct Signed {
  uint64_t number;
  uint32_t word;
  std::vector<uint8_t> digest;
};

/// The model side of the board: tpb::SystemModel with the board's counters and signatures of
/// its outputs. `served`: the host serves the board's mailbox (the model's cluster runs the
/// built-in kernels, as BoardServer does); otherwise a complete chain is answered
/// CL_KERNEL_MISSING, as the board does without a host.
struct ModelBoard {
  FunctionRegistry registry;  // the built-in kernels when served, else empty
  SystemModel sys;
  unsigned fast_bytes, slow_bytes, dp_bytes;
  uint32_t retired = 0, accepted = 0, rejected = 0, cross = 0, dve = 0, mv = 0, mv_bytes = 0, cop = 0;
  uint32_t sig[4] = {0, 0, 0, 0};  // rec, dve, mv, cop (the board's SIG_* registers)
  uint32_t mv_copied = 0, mv_refused = 0;
  std::map<std::string, uint64_t> by_err, by_route;
  std::map<std::string, uint64_t> cop_by_err;  // custom-op completions per error code
  std::vector<Signed> chunk[4];  // this chunk's records per log

  bool served;

  /// `deployment`: the served cluster's functions (tpb::deployment_names(); the host serves
  /// the same one, BoardServer's `cluster`).
  static SystemConfig config(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core,
                             const ModelFaults& faults, bool served = false, const std::string& deployment = "builtin");
  ModelBoard(const dve::TableSet& set, const BoardInfo& b, unsigned issue_core, const ModelFaults& faults = {},
             bool served = false, const std::string& deployment = "builtin");

  /// Step word idx of the stream (the last word is the stream's last) and sign its outputs.
  void step(const std::vector<Word>& words, uint32_t idx);

 private:
  void sign(unsigned log, uint64_t number, uint32_t word, std::vector<uint8_t> d);
};

}  // namespace tpb::hostlink
