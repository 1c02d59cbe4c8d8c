// Host link to the FPGA board top (rtl/fpga/tpb_fpga_link.sv): the frame codec (SLIP,
// CRC-32), the protocol's constants, a serial-port client and the record digests that
// `tpb fpga check` compares with the board's signature registers. docs/fpga.md is the
// specification. The constants, the register map and the digest layouts are generated from
// rtl/fpga/hostlink.toml into tpb/hostlink_gen.hpp (and, from the same table, into the
// board's package rtl/fpga/tpb_fpga_pkg.sv) by scripts/gen_hostlink.py.
//
// Frame on the wire: SLIP END (0xC0), the body with END/ESC escaped (0xC0 -> DB DC,
// 0xDB -> DB DD), END. Body: cmd u8, seq u8, len u16 LE, payload[len], CRC-32 LE of
// cmd..payload (IEEE 802.3: reflected polynomial 0xEDB88320, init and final XOR
// 0xFFFFFFFF, the zlib crc32). A reply has the same body with cmd | 0x80, the request's
// seq, and payload = status u8 + data.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/hostlink_gen.hpp"
#include "tpb/isa.hpp"
#include "tpb/mover.hpp"

namespace tpb::hostlink {

// ---------------------------------------------------------------- protocol constants
// The frame constants, Cmd, Status, reg::, ctrl::, stat::, Log, Named and the digest
// layouts (digest::) are generated: tpb/hostlink_gen.hpp.

/// The protocol's names (the generated gen:: tables).
std::span<const Named> command_table();   // names as in CMD_<name>
std::span<const Named> status_table();    // ST_<name>
std::span<const Named> register_table();  // REG_<name>
std::span<const Named> control_table();   // Ctrl<Name> bit numbers (CamelCase, as in the package)
std::span<const Named> status_bit_table();  // Stat<Name>
std::span<const Named> log_table();       // LOG_<name>

const char* cmd_name(uint8_t cmd);         // "PING", ... or "?"
const char* status_name(Status s);         // "BAD_CRC", ...
const char* register_name(uint16_t addr);  // "SIG_REC", ... or nullptr

// ---------------------------------------------------------------- frame codec

/// CRC-32 (IEEE 802.3, as zlib's crc32): crc32(b, crc32(a)) == crc32(a followed by b).
uint32_t crc32(std::span<const uint8_t> data, uint32_t crc = 0);
/// The raw CRC register after `data` from `reg` (no inversions): the receiver's view.
uint32_t crc32_register(std::span<const uint8_t> data, uint32_t reg = kCrcInit);

/// Body of a request: header, payload, CRC. Throws std::length_error past 65535 payload bytes.
std::vector<uint8_t> make_body(uint8_t cmd, uint8_t seq, std::span<const uint8_t> payload);
/// END, the escaped body, END.
std::vector<uint8_t> slip_encode(std::span<const uint8_t> body);

/// Byte-by-byte SLIP decoder; empty frames (END END) are skipped.
class SlipDecoder {
 public:
  struct Frame {
    std::vector<uint8_t> body;
    bool bad_escape = false;  // an ESC not followed by ESC_END / ESC_ESC, or ending the frame
  };
  std::optional<Frame> feed(uint8_t byte);
  void reset() { cur_ = {}; esc_ = false; }

 private:
  Frame cur_;
  bool esc_ = false;
};

struct Frame {
  uint8_t cmd = 0;
  uint8_t seq = 0;
  std::vector<uint8_t> payload;
};

/// The receiver's frame checks in the FPGA's order (BAD_ESCAPE, TOO_SHORT, TOO_LONG,
/// BAD_CRC, BAD_LENGTH); OK fills `out`. `max_body` is the FPGA frame buffer (BufBytes).
Status check_body(std::span<const uint8_t> body, bool bad_escape, size_t max_body, Frame* out = nullptr);

// ---------------------------------------------------------------- transport and client

/// Byte pipe to the board: a serial port (the FTDI UART, or the simulator's pseudo-terminal).
class Transport {
 public:
  virtual ~Transport() = default;
  virtual void write(std::span<const uint8_t> bytes) = 0;
  /// Up to n bytes; 0 when nothing arrived within timeout_ms.
  virtual size_t read(uint8_t* buf, size_t n, int timeout_ms) = 0;
};

/// A tty opened raw (8N1, no flow control, no echo) at `baud` (ignored by a pseudo-terminal).
class SerialPort final : public Transport {
 public:
  SerialPort(const std::string& path, unsigned baud);
  ~SerialPort() override;
  SerialPort(const SerialPort&) = delete;
  SerialPort& operator=(const SerialPort&) = delete;
  void write(std::span<const uint8_t> bytes) override;
  size_t read(uint8_t* buf, size_t n, int timeout_ms) override;

 private:
  int fd_ = -1;
  std::string path_;
};

/// Transport failures and malformed replies (timeouts, bad CRC on a reply, seq mismatch).
struct LinkError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
/// A request the board refused (a NAK), with its status.
struct Refused : std::runtime_error {
  Status status;
  Refused(Cmd cmd, Status s);
};

struct Reply {
  uint8_t cmd = 0;   // as received (request cmd | 0x80)
  uint8_t seq = 0;
  Status status = Status::OK;
  std::vector<uint8_t> data;
};

/// What the ID registers say about the board's build.
struct BoardInfo {
  uint32_t magic = 0, version = 0;
  unsigned partitions = 0, bytes_per_partition = 0, port_bytes = 0;
  unsigned dve_gen = 0, fast_rows = 0, slow_rows = 0, fast_words = 0, slow_words = 0, dp_words = 0;
  unsigned fifo_words = 0, buf_bytes = 0, mailbox_words = 0;
  uint32_t clk_hz = 0, baud = 0;
  struct LogGeo {
    unsigned stride = 0, entries = 0;
  };
  LogGeo logs[4];
  /// From registers 0x00..0x0F and ID_MAILBOX.
  static BoardInfo from_registers(std::span<const uint32_t> id_regs, uint32_t mailbox_words);
};

class Client {
 public:
  explicit Client(Transport& t, int timeout_ms = 10000) : t_(t), timeout_ms_(timeout_ms) {}

  /// Send one request and return the reply (refusals included); throws LinkError when no
  /// well-formed reply to this request arrives in time.
  Reply request(Cmd cmd, std::span<const uint8_t> payload);
  /// Send arbitrary bytes (link tests: corrupted frames) and return the next reply frame,
  /// with whatever cmd and seq it carries; nullopt when none arrives within timeout_ms.
  std::optional<Reply> raw(std::span<const uint8_t> wire, int timeout_ms);

  // Typed requests: throw Refused on a refusal.
  std::vector<uint8_t> ping(std::span<const uint8_t> payload);
  std::vector<uint32_t> reg_read(uint16_t addr, uint16_t count);
  uint32_t reg_read1(uint16_t addr) { return reg_read(addr, 1).at(0); }
  void reg_write(uint16_t addr, std::span<const uint32_t> values);
  void reg_write1(uint16_t addr, uint32_t value) { reg_write(addr, std::span<const uint32_t>(&value, 1)); }
  void tbl_write(uint8_t sel, uint8_t row, uint8_t word, std::span<const uint32_t> values);
  void sbuf_write(uint8_t core, uint8_t partition, uint16_t row, std::span<const uint8_t> rows);
  std::vector<uint8_t> sbuf_read(uint8_t core, uint8_t partition, uint16_t row, uint16_t count, unsigned port_bytes);
  /// Push words into the stream FIFO (`last`: the final word ends the stream); returns the
  /// FIFO's free words after the push.
  uint32_t stream(std::span<const Word> words, bool last);
  std::vector<uint8_t> log_read(Log log, uint16_t entry, uint16_t count);
  BoardInfo info();
  // The host-served mailbox (docs/fpga.md "The host-served cluster"); `tag` names the doorbell.
  /// Words [word, word + count) of the ringing chain.
  std::vector<Word> chain_read(uint8_t tag, uint16_t word, uint16_t count);
  /// Rows of the doorbell core's SBUF through the DMA window.
  void dma_write(uint8_t tag, uint8_t partition, uint16_t row, std::span<const uint8_t> rows);
  std::vector<uint8_t> dma_read(uint8_t tag, uint8_t partition, uint16_t row, uint16_t count, unsigned port_bytes);
  /// The done register: the completion's fields; the doorbell ends.
  void mb_done(uint8_t tag, uint8_t err, uint8_t cpu, uint32_t bytes_in, uint32_t bytes_out);
  /// Fault injection: the next request goes out with a CRC that does not match (as a line
  /// error leaves a frame): the board refuses it (BAD_CRC) and executes nothing.
  void corrupt_next() { corrupt_next_ = true; }
  /// Fault injection: the next request is lost on the line (never sent): no reply comes, the
  /// request ends in LinkError after the reply timeout.
  void drop_next() { drop_next_ = true; }

  uint64_t bytes_sent() const { return sent_; }
  uint64_t bytes_received() const { return received_; }
  uint64_t requests() const { return requests_; }

 private:
  std::optional<Reply> read_reply(int timeout_ms);
  Reply checked(Cmd cmd, std::span<const uint8_t> payload);
  void rows_write(Cmd cmd, uint8_t b0, uint8_t partition, uint16_t row, std::span<const uint8_t> rows);
  std::vector<uint8_t> rows_read(Cmd cmd, uint8_t b0, uint8_t partition, uint16_t row, uint16_t count,
                                 unsigned port_bytes);

  Transport& t_;
  int timeout_ms_;
  uint8_t seq_ = 0;
  bool corrupt_next_ = false, drop_next_ = false;
  SlipDecoder dec_;
  uint64_t sent_ = 0, received_ = 0, requests_ = 0;
};

// ---------------------------------------------------------------- digests (docs/fpga.md)

// The layouts (byte offset and width of every field) are digest::rec, digest::dve,
// digest::mv and digest::cop in tpb/hostlink_gen.hpp; the encoders write at those offsets.
inline constexpr size_t kRecordDigestBytes = digest::rec::kBytes;
inline constexpr size_t kMoverDigestBytes = digest::mv::kBytes;
inline constexpr size_t kCopDigestBytes = digest::cop::kBytes;

/// index u32, opcode, err, route, flags (bit 0 last), chain_pos u16, fold u64 (XOR of the
/// kMaxFields field slots).
std::vector<uint8_t> record_digest(const Record& r, bool last);
/// index u32, opcode, err, flags (bit 0 slow_fetched), fast row u8, entry u64, slow row u64,
/// then the fast, slow and datapath words at their row widths (zero when not fetched).
std::vector<uint8_t> dve_digest(const dve::ControlRecord& r, unsigned fast_bytes, unsigned slow_bytes,
                                unsigned dp_bytes);
/// index u32, err, three zero bytes, bytes written u32.
std::vector<uint8_t> mover_digest(const MoverRecord& r);
/// index u32, err, function, cpu, zero, bytes in u32, bytes out u32.
std::vector<uint8_t> cop_digest(uint32_t index, Err err, uint8_t function, uint8_t cpu, uint32_t bytes_in,
                                uint32_t bytes_out);

}  // namespace tpb::hostlink
