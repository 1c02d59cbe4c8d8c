// generated from rtl/fpga/hostlink.toml by scripts/gen_hostlink.py, do not edit
//
// The host link's constants, register map and digest layouts (rtl/fpga/tpb_fpga_pkg.sv is
// the board's copy, from the same table). Included by tpb/hostlink.hpp.
#pragma once

#include <cstddef>
#include <cstdint>

namespace tpb::hostlink {

// ---------------------------------------------------------------- frame constants
inline constexpr uint8_t kSlipEnd = 0xC0;  // SLIP END: starts and ends every frame (RFC 1055)
inline constexpr uint8_t kSlipEsc = 0xDB;  // SLIP ESC
inline constexpr uint8_t kSlipEscEnd = 0xDC;  // ESC ESC_END stands for a body byte 0xC0
inline constexpr uint8_t kSlipEscEsc = 0xDD;  // ESC ESC_ESC stands for a body byte 0xDB
inline constexpr size_t kHeaderBytes = 4;  // body header: cmd u8, seq u8, len u16 LE
inline constexpr size_t kCrcBytes = 4;  // CRC-32 LE over cmd..payload, after the payload
inline constexpr uint8_t kReplyFlag = 0x80;  // reply cmd = request cmd | ReplyFlag
inline constexpr uint32_t kCrcPoly = 0xEDB88320;  // CRC-32 (IEEE 802.3) polynomial, reflected
inline constexpr uint32_t kCrcInit = 0xFFFFFFFF;  // CRC register before the first byte (and the final XOR)
inline constexpr uint32_t kCrcResidue = 0xDEBB20E3;  // the CRC register after a body followed by its own CRC (LE): the check residue
inline constexpr uint32_t kMagic = 0x31425054;  // ID_MAGIC: "TPB1" as bytes T P B 1 (LE u32)
inline constexpr uint32_t kVersion = 1;  // ID_VERSION: the protocol version

/// Request cmd byte.
enum class Cmd : uint8_t {
  PING = 0x01,  // anything (0..2040 bytes)
  REG_READ = 0x02,  // addr u16, count u16
  REG_WRITE = 0x03,  // addr u16, 0 u16, values u32...
  TBL_WRITE = 0x04,  // sel u8, row u8, word u8, 0 u8, values u32...
  SBUF_WRITE = 0x05,  // core u8, partition u8, row u16, rows of 16 bytes...
  SBUF_READ = 0x06,  // core u8, partition u8, row u16, count u16, 0 u16
  STREAM = 0x07,  // flags u8 (bit 0: the last word ends the stream), 0 u8 x 3, words of 64 bytes...
  LOG_READ = 0x08,  // log u8 (0 records, 1 DVE, 2 mover, 3 custom op), 0 u8, entry u16, count u16, 0 u16
  CHAIN_READ = 0x09,  // tag u8, 0 u8, word u16, count u16, 0 u16
  DMA_WRITE = 0x0A,  // tag u8, partition u8, row u16, rows of 16 bytes...
  DMA_READ = 0x0B,  // tag u8, partition u8, row u16, count u16, 0 u16
  MB_DONE = 0x0C,  // tag u8, err u8, cpu u8, 0 u8, bytes_in u32, bytes_out u32
};

/// First payload byte of every reply; anything but OK: refused, nothing executed.
enum class Status : uint8_t {
  OK = 0x00,  // executed
  UART_FRAMING = 0x01,  // a byte of the frame had a stop-bit error
  BAD_ESCAPE = 0x02,  // SLIP ESC followed by neither ESC_END nor ESC_ESC, or ending the frame
  TOO_SHORT = 0x03,  // body shorter than 8 bytes (header + CRC)
  TOO_LONG = 0x04,  // body longer than the frame buffer (2048 bytes)
  BAD_CRC = 0x05,  // the CRC-32 does not match
  BAD_LENGTH = 0x06,  // `len` differs from the payload bytes received
  BAD_CMD = 0x07,  // unknown command
  BAD_ARGS = 0x08,  // a payload size or shape the command does not take
  BAD_ADDR = 0x09,  // a register, table, SBUF or log range outside the map
  READ_ONLY = 0x0A,  // REG_WRITE to a register other than CONTROL and SCRATCH
  FIFO_FULL = 0x0B,  // STREAM with more words than the FIFO has free (`FIFO_FREE`)
  NO_DOORBELL = 0x0C,  // a service command (CHAIN_READ, DMA_*, MB_DONE) while no doorbell rings for the host with its tag: none rings, the board answered it itself after its timeout, or its done was written already
};

/// Register word addresses (32-bit registers).
namespace reg {
inline constexpr uint16_t ID_MAGIC = 0x00;  // R: 0x31425054 ("TPB1")
inline constexpr uint16_t ID_VERSION = 0x01;  // R: protocol version, 1
inline constexpr uint16_t ID_PARTITIONS = 0x02;  // R: SBUF partitions (16)
inline constexpr uint16_t ID_PART_BYTES = 0x03;  // R: SBUF bytes per partition (1024)
inline constexpr uint16_t ID_PORT_BYTES = 0x04;  // R: SBUF row bytes (16)
inline constexpr uint16_t ID_DVE_GEN = 0x05;  // R: DVE generation (3)
inline constexpr uint16_t ID_DVE_ROWS = 0x06;  // R: [15:0] fast rows, [31:16] slow rows
inline constexpr uint16_t ID_DVE_WORDS = 0x07;  // R: row words: [7:0] fast, [15:8] slow, [23:16] datapath
inline constexpr uint16_t ID_FIFO_WORDS = 0x08;  // R: stream FIFO capacity (32)
inline constexpr uint16_t ID_BUF_BYTES = 0x09;  // R: frame buffer bytes (2048)
inline constexpr uint16_t ID_CLK_HZ = 0x0A;  // R: core clock in Hz
inline constexpr uint16_t ID_BAUD = 0x0B;  // R: UART bit rate
inline constexpr uint16_t ID_LOG_REC = 0x0C;  // R: record log: [15:0] stride bytes, [31:16] entries
inline constexpr uint16_t ID_LOG_DVE = 0x0D;  // R: DVE log: [15:0] stride bytes, [31:16] entries
inline constexpr uint16_t ID_LOG_MV = 0x0E;  // R: mover log: [15:0] stride bytes, [31:16] entries
inline constexpr uint16_t ID_LOG_COP = 0x0F;  // R: custom-op log: [15:0] stride bytes, [31:16] entries
inline constexpr uint16_t CONTROL = 0x10;  // RW: control bits
inline constexpr uint16_t SCRATCH = 0x11;  // RW: no effect
inline constexpr uint16_t STATUS = 0x12;  // R: status bits
inline constexpr uint16_t FIFO_FREE = 0x13;  // R: free words in the stream FIFO
inline constexpr uint16_t ERR_INDEX = 0x14;  // R: the decoder's first error: word index
inline constexpr uint16_t ERR_CODE = 0x15;  // R: ... its code (`tpb_isa_pkg::err_e`)
inline constexpr uint16_t ERR_STICKY0 = 0x16;  // R: one sticky bit per error code, codes 0..31
inline constexpr uint16_t ERR_STICKY1 = 0x17;  // R: ... codes 32..63
inline constexpr uint16_t ERR_STICKY2 = 0x18;  // R: ... codes 64..95
inline constexpr uint16_t ERR_STICKY3 = 0x19;  // R: ... codes 96..127
inline constexpr uint16_t ID_MAILBOX = 0x1A;  // R: custom-op mailbox capacity, words (257)
inline constexpr uint16_t MB_STATUS = 0x1B;  // R: the doorbell: bit 0 RING (waits for the host), bit 1 its core, [15:8] its tag (doorbells answered since the reset, mod 256), [24:16] its chain words
inline constexpr uint16_t MB_INDEX = 0x1C;  // R: the ringing chain's header word index
inline constexpr uint16_t CNT_MB_SERVED = 0x1D;  // R: doorbells the host answered (MB_DONE)
inline constexpr uint16_t CNT_MB_TIMEOUT = 0x1E;  // R: doorbells the board answered itself after `ID_SERVE_TIMEOUT` clocks without a service command (`CL_KERNEL_MISSING`)
inline constexpr uint16_t ID_SERVE_TIMEOUT = 0x1F;  // R: clocks a doorbell waits for the host's next service command
inline constexpr uint16_t CNT_WORDS_IN = 0x20;  // R: words the decoder took
inline constexpr uint16_t CNT_RETIRED = 0x21;  // R: decoder records retired
inline constexpr uint16_t CNT_ACCEPTED = 0x22;  // R: ... accepted (ERR_OK)
inline constexpr uint16_t CNT_REJECTED = 0x23;  // R: ... rejected
inline constexpr uint16_t CNT_CROSS = 0x24;  // R: words on the cross-engine port
inline constexpr uint16_t CNT_DVE = 0x25;  // R: DVE control records
inline constexpr uint16_t CNT_MV = 0x26;  // R: mover completions
inline constexpr uint16_t CNT_MV_BYTES = 0x27;  // R: bytes the mover wrote
inline constexpr uint16_t CNT_COP = 0x28;  // R: custom-op completions
inline constexpr uint16_t SIG_REC = 0x29;  // R: CRC-32 of the record digests
inline constexpr uint16_t SIG_DVE = 0x2A;  // R: CRC-32 of the DVE digests
inline constexpr uint16_t SIG_MV = 0x2B;  // R: CRC-32 of the mover digests
inline constexpr uint16_t SIG_COP = 0x2C;  // R: CRC-32 of the custom-op digests
inline constexpr uint16_t CNT_CYCLES = 0x2D;  // R: core clocks since the last reset
inline constexpr uint16_t CNT_BUSY = 0x2E;  // R: ... of which not idle
inline constexpr uint16_t LINK_OK = 0x30;  // R: frames executed
inline constexpr uint16_t LINK_REFUSED = 0x31;  // R: frames refused
inline constexpr uint16_t LINK_DROPPED = 0x32;  // R: frames dropped (arrived while busy)
inline constexpr uint16_t LINK_LAST_ERR = 0x33;  // R: status of the last refused frame
inline constexpr uint16_t LINK_UART_ERR = 0x34;  // R: UART stop-bit errors
inline constexpr uint16_t kCount = 0x35;  // addresses 0 .. kCount - 1
}  // namespace reg

/// CONTROL bit numbers.
namespace ctrl {
inline constexpr unsigned SOFT_RESET = 0;  // resets the core, FIFO, counters, signatures; acts once, reads 0
inline constexpr unsigned CLEAR_STATUS = 1;  // the decoder's `clear_i` for one clock; reads 0
inline constexpr unsigned ISSUE_CORE = 2;  // `issue_core_i`
inline constexpr unsigned HOLD = 3;  // no new word leaves the FIFO
inline constexpr unsigned SERVE = 4;  // a host serves the custom-op mailbox: a doorbell waits for MB_DONE (at most `ID_SERVE_TIMEOUT` clocks without a service command); clear: it is answered at once with `CL_KERNEL_MISSING`
}  // namespace ctrl

/// STATUS bit numbers.
namespace stat {
inline constexpr unsigned IDLE = 0;  // FIFO empty and the core quiet
inline constexpr unsigned FIFO_EMPTY = 1;
inline constexpr unsigned MV_BUSY = 2;
inline constexpr unsigned DVE_IDLE = 3;
inline constexpr unsigned ERR = 4;  // the decoder recorded an error
inline constexpr unsigned LAST_SEEN = 5;  // a word marked last retired
inline constexpr unsigned OVERRUN = 6;  // sticky: a record came faster than its signature unit; never expected
inline constexpr unsigned TBL_BAD = 7;  // sticky: the DVE write port refused a write; never expected
inline constexpr unsigned HOLD = 8;
inline constexpr unsigned ISSUE_CORE = 9;
inline constexpr unsigned RING = 10;  // a doorbell waits for the host (CONTROL.SERVE); `MB_STATUS` says which
}  // namespace stat

/// LOG_READ's log selector.
enum class Log : uint8_t { REC = 0, DVE = 1, MV = 2, COP = 3 };
inline constexpr size_t kLogBytes = 2048;  // every log RAM: entries = kLogBytes / stride

// ---------------------------------------------------------------- name tables
/// A named constant of the protocol.
struct Named {
  const char* name;
  uint32_t value;
};
namespace gen {
inline constexpr Named kCommands[] = {
    {"PING", 0x01},
    {"REG_READ", 0x02},
    {"REG_WRITE", 0x03},
    {"TBL_WRITE", 0x04},
    {"SBUF_WRITE", 0x05},
    {"SBUF_READ", 0x06},
    {"STREAM", 0x07},
    {"LOG_READ", 0x08},
    {"CHAIN_READ", 0x09},
    {"DMA_WRITE", 0x0A},
    {"DMA_READ", 0x0B},
    {"MB_DONE", 0x0C},
};
inline constexpr Named kStatuses[] = {
    {"OK", 0x00},
    {"UART_FRAMING", 0x01},
    {"BAD_ESCAPE", 0x02},
    {"TOO_SHORT", 0x03},
    {"TOO_LONG", 0x04},
    {"BAD_CRC", 0x05},
    {"BAD_LENGTH", 0x06},
    {"BAD_CMD", 0x07},
    {"BAD_ARGS", 0x08},
    {"BAD_ADDR", 0x09},
    {"READ_ONLY", 0x0A},
    {"FIFO_FULL", 0x0B},
    {"NO_DOORBELL", 0x0C},
};
inline constexpr Named kRegisters[] = {
    {"ID_MAGIC", reg::ID_MAGIC},
    {"ID_VERSION", reg::ID_VERSION},
    {"ID_PARTITIONS", reg::ID_PARTITIONS},
    {"ID_PART_BYTES", reg::ID_PART_BYTES},
    {"ID_PORT_BYTES", reg::ID_PORT_BYTES},
    {"ID_DVE_GEN", reg::ID_DVE_GEN},
    {"ID_DVE_ROWS", reg::ID_DVE_ROWS},
    {"ID_DVE_WORDS", reg::ID_DVE_WORDS},
    {"ID_FIFO_WORDS", reg::ID_FIFO_WORDS},
    {"ID_BUF_BYTES", reg::ID_BUF_BYTES},
    {"ID_CLK_HZ", reg::ID_CLK_HZ},
    {"ID_BAUD", reg::ID_BAUD},
    {"ID_LOG_REC", reg::ID_LOG_REC},
    {"ID_LOG_DVE", reg::ID_LOG_DVE},
    {"ID_LOG_MV", reg::ID_LOG_MV},
    {"ID_LOG_COP", reg::ID_LOG_COP},
    {"CONTROL", reg::CONTROL},
    {"SCRATCH", reg::SCRATCH},
    {"STATUS", reg::STATUS},
    {"FIFO_FREE", reg::FIFO_FREE},
    {"ERR_INDEX", reg::ERR_INDEX},
    {"ERR_CODE", reg::ERR_CODE},
    {"ERR_STICKY0", reg::ERR_STICKY0},
    {"ERR_STICKY1", reg::ERR_STICKY1},
    {"ERR_STICKY2", reg::ERR_STICKY2},
    {"ERR_STICKY3", reg::ERR_STICKY3},
    {"ID_MAILBOX", reg::ID_MAILBOX},
    {"MB_STATUS", reg::MB_STATUS},
    {"MB_INDEX", reg::MB_INDEX},
    {"CNT_MB_SERVED", reg::CNT_MB_SERVED},
    {"CNT_MB_TIMEOUT", reg::CNT_MB_TIMEOUT},
    {"ID_SERVE_TIMEOUT", reg::ID_SERVE_TIMEOUT},
    {"CNT_WORDS_IN", reg::CNT_WORDS_IN},
    {"CNT_RETIRED", reg::CNT_RETIRED},
    {"CNT_ACCEPTED", reg::CNT_ACCEPTED},
    {"CNT_REJECTED", reg::CNT_REJECTED},
    {"CNT_CROSS", reg::CNT_CROSS},
    {"CNT_DVE", reg::CNT_DVE},
    {"CNT_MV", reg::CNT_MV},
    {"CNT_MV_BYTES", reg::CNT_MV_BYTES},
    {"CNT_COP", reg::CNT_COP},
    {"SIG_REC", reg::SIG_REC},
    {"SIG_DVE", reg::SIG_DVE},
    {"SIG_MV", reg::SIG_MV},
    {"SIG_COP", reg::SIG_COP},
    {"CNT_CYCLES", reg::CNT_CYCLES},
    {"CNT_BUSY", reg::CNT_BUSY},
    {"LINK_OK", reg::LINK_OK},
    {"LINK_REFUSED", reg::LINK_REFUSED},
    {"LINK_DROPPED", reg::LINK_DROPPED},
    {"LINK_LAST_ERR", reg::LINK_LAST_ERR},
    {"LINK_UART_ERR", reg::LINK_UART_ERR},
};
/// CONTROL bits, named as in the package (Ctrl<Name>).
inline constexpr Named kCtrlBits[] = {
    {"SoftReset", ctrl::SOFT_RESET},
    {"ClearStatus", ctrl::CLEAR_STATUS},
    {"IssueCore", ctrl::ISSUE_CORE},
    {"Hold", ctrl::HOLD},
    {"Serve", ctrl::SERVE},
};
/// STATUS bits, named as in the package (Stat<Name>).
inline constexpr Named kStatBits[] = {
    {"Idle", stat::IDLE},
    {"FifoEmpty", stat::FIFO_EMPTY},
    {"MvBusy", stat::MV_BUSY},
    {"DveIdle", stat::DVE_IDLE},
    {"Err", stat::ERR},
    {"LastSeen", stat::LAST_SEEN},
    {"Overrun", stat::OVERRUN},
    {"TblBad", stat::TBL_BAD},
    {"Hold", stat::HOLD},
    {"IssueCore", stat::ISSUE_CORE},
    {"Ring", stat::RING},
};
inline constexpr Named kLogs[] = {
    {"REC", 0},
    {"DVE", 1},
    {"MV", 2},
    {"COP", 3},
};
}  // namespace gen

// ---------------------------------------------------------------- digest layouts
/// A digest field: little-endian, `width` bytes at byte `off`. Bytes no field covers are zero.
struct DigestField {
  uint8_t off;
  uint8_t width;
};
namespace digest {
/// Log 0 (records): index u32, opcode u8, err u8, route u8, flags u8 (bit 0 last), chain_pos u16, fold u64 = XOR of the 24 64-bit field slots.
namespace rec {
inline constexpr size_t kBytes = 18;
inline constexpr size_t kStride = 32;
inline constexpr size_t kEntries = 64;
inline constexpr DigestField index{0, 4};  // word index
inline constexpr DigestField opcode{4, 1};
inline constexpr DigestField err{5, 1};  // error code (ERR_OK = 0)
inline constexpr DigestField route{6, 1};
inline constexpr DigestField flags{7, 1};  // bit 0: the word was marked last
inline constexpr DigestField chain_pos{8, 2};
inline constexpr DigestField fold{10, 8};  // XOR of the 24 64-bit field slots
}  // namespace rec
/// Log 1 (DVE): index u32, opcode u8, err u8, flags u8 (bit 0 slow_fetched), fast row u8, entry u64, slow row u64, fast word, slow word, datapath word at the row widths, zero when not fetched.
namespace dve {
inline constexpr size_t kFixedBytes = 24;  // then fast word, slow word, datapath word at the row widths (4 bytes per row word), zero when not fetched
// stride: the digest's bytes rounded up to a power of two
inline constexpr DigestField index{0, 4};  // word index
inline constexpr DigestField opcode{4, 1};
inline constexpr DigestField err{5, 1};
inline constexpr DigestField flags{6, 1};  // bit 0: slow_fetched
inline constexpr DigestField fast_row{7, 1};
inline constexpr DigestField entry{8, 8};
inline constexpr DigestField slow_row{16, 8};
}  // namespace dve
/// Log 2 (mover): index u32, err u8, 3 zero bytes, bytes written u32.
namespace mv {
inline constexpr size_t kBytes = 12;
inline constexpr size_t kStride = 16;
inline constexpr size_t kEntries = 128;
inline constexpr DigestField index{0, 4};  // word index
inline constexpr DigestField err{4, 1};
inline constexpr DigestField bytes_written{8, 4};
}  // namespace mv
/// Log 3 (custom op): index u32 (the header's), err u8, function u8, cpu u8, 0 u8, bytes in u32, bytes out u32.
namespace cop {
inline constexpr size_t kBytes = 16;
inline constexpr size_t kStride = 16;
inline constexpr size_t kEntries = 128;
inline constexpr DigestField index{0, 4};  // the chain header's word index
inline constexpr DigestField err{4, 1};
inline constexpr DigestField function{5, 1};
inline constexpr DigestField cpu{6, 1};
inline constexpr DigestField bytes_in{8, 4};
inline constexpr DigestField bytes_out{12, 4};
}  // namespace cop
}  // namespace digest

}  // namespace tpb::hostlink
