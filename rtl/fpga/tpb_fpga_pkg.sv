// generated from rtl/fpga/hostlink.toml by scripts/gen_hostlink.py, do not edit
//
// FPGA host link package: the frame protocol's byte values, commands, status codes, the
// register map and the digest layouts of the signature logs (docs/fpga.md explains them;
// cmodel/include/tpb/hostlink_gen.hpp is the host's copy, from the same table).
//
// Yosys 0.23 reads this file: no `import`, no `return` in functions, package items
// referenced as tpb_fpga_pkg::name.
/* verilator lint_off UNUSEDPARAM */

package tpb_fpga_pkg;

  // Frame constants. Body: cmd u8, seq u8, len u16 LE, payload[len], CRC-32 LE over cmd..payload.
  localparam logic [7:0]  SLIP_END     = 8'hC0;  // SLIP END: starts and ends every frame (RFC 1055)
  localparam logic [7:0]  SLIP_ESC     = 8'hDB;  // SLIP ESC
  localparam logic [7:0]  SLIP_ESC_END = 8'hDC;  // ESC ESC_END stands for a body byte 0xC0
  localparam logic [7:0]  SLIP_ESC_ESC = 8'hDD;  // ESC ESC_ESC stands for a body byte 0xDB
  localparam int unsigned HeaderBytes  = 4;  // body header: cmd u8, seq u8, len u16 LE
  localparam int unsigned CrcBytes     = 4;  // CRC-32 LE over cmd..payload, after the payload
  localparam logic [7:0]  ReplyFlag    = 8'h80;  // reply cmd = request cmd | ReplyFlag
  localparam logic [31:0] CrcPoly      = 32'hEDB88320;  // CRC-32 (IEEE 802.3) polynomial, reflected
  localparam logic [31:0] CrcInit      = 32'hFFFFFFFF;  // CRC register before the first byte (and the final XOR)
  localparam logic [31:0] CrcResidue   = 32'hDEBB20E3;  // the CRC register after a body followed by its own CRC (LE): the check residue
  localparam logic [31:0] Magic        = 32'h31425054;  // ID_MAGIC: "TPB1" as bytes T P B 1 (LE u32)
  localparam logic [31:0] Version      = 32'h00000001;  // ID_VERSION: the protocol version

  // Commands (request cmd byte).
  localparam logic [7:0] CMD_PING       = 8'h01;
  localparam logic [7:0] CMD_REG_READ   = 8'h02;
  localparam logic [7:0] CMD_REG_WRITE  = 8'h03;
  localparam logic [7:0] CMD_TBL_WRITE  = 8'h04;
  localparam logic [7:0] CMD_SBUF_WRITE = 8'h05;
  localparam logic [7:0] CMD_SBUF_READ  = 8'h06;
  localparam logic [7:0] CMD_STREAM     = 8'h07;
  localparam logic [7:0] CMD_LOG_READ   = 8'h08;
  localparam logic [7:0] CMD_CHAIN_READ = 8'h09;
  localparam logic [7:0] CMD_DMA_WRITE  = 8'h0A;
  localparam logic [7:0] CMD_DMA_READ   = 8'h0B;
  localparam logic [7:0] CMD_MB_DONE    = 8'h0C;

  // Status codes (first payload byte of every reply). Frame checks in this order, then the
  // command checks; the first that applies is the reply's status. Anything but ST_OK means
  // the frame was refused and nothing was executed.
  localparam logic [7:0] ST_OK           = 8'h00;  // executed
  localparam logic [7:0] ST_UART_FRAMING = 8'h01;  // a byte of the frame had a stop-bit error
  localparam logic [7:0] ST_BAD_ESCAPE   = 8'h02;  // SLIP ESC followed by neither ESC_END nor ESC_ESC, or ending the frame
  localparam logic [7:0] ST_TOO_SHORT    = 8'h03;  // body shorter than 8 bytes (header + CRC)
  localparam logic [7:0] ST_TOO_LONG     = 8'h04;  // body longer than the frame buffer (2048 bytes)
  localparam logic [7:0] ST_BAD_CRC      = 8'h05;  // the CRC-32 does not match
  localparam logic [7:0] ST_BAD_LENGTH   = 8'h06;  // `len` differs from the payload bytes received
  localparam logic [7:0] ST_BAD_CMD      = 8'h07;  // unknown command
  localparam logic [7:0] ST_BAD_ARGS     = 8'h08;  // a payload size or shape the command does not take
  localparam logic [7:0] ST_BAD_ADDR     = 8'h09;  // a register, table, SBUF or log range outside the map
  localparam logic [7:0] ST_READ_ONLY    = 8'h0A;  // REG_WRITE to a register other than CONTROL and SCRATCH
  localparam logic [7:0] ST_FIFO_FULL    = 8'h0B;  // STREAM with more words than the FIFO has free (`FIFO_FREE`)
  localparam logic [7:0] ST_NO_DOORBELL  = 8'h0C;  // a service command (CHAIN_READ, DMA_*, MB_DONE) while no doorbell rings for the host with its tag: none rings, the board answered it itself after its timeout, or its done was written already

  // Register map (32-bit registers, word addresses).
  localparam logic [15:0] REG_ID_MAGIC         = 16'h0000;  // R, 0x31425054 ("TPB1")
  localparam logic [15:0] REG_ID_VERSION       = 16'h0001;  // R, protocol version, 1
  localparam logic [15:0] REG_ID_PARTITIONS    = 16'h0002;  // R, SBUF partitions (16)
  localparam logic [15:0] REG_ID_PART_BYTES    = 16'h0003;  // R, SBUF bytes per partition (1024)
  localparam logic [15:0] REG_ID_PORT_BYTES    = 16'h0004;  // R, SBUF row bytes (16)
  localparam logic [15:0] REG_ID_DVE_GEN       = 16'h0005;  // R, DVE generation (3)
  localparam logic [15:0] REG_ID_DVE_ROWS      = 16'h0006;  // R, [15:0] fast rows, [31:16] slow rows
  localparam logic [15:0] REG_ID_DVE_WORDS     = 16'h0007;  // R, row words: [7:0] fast, [15:8] slow, [23:16] datapath
  localparam logic [15:0] REG_ID_FIFO_WORDS    = 16'h0008;  // R, stream FIFO capacity (32)
  localparam logic [15:0] REG_ID_BUF_BYTES     = 16'h0009;  // R, frame buffer bytes (2048)
  localparam logic [15:0] REG_ID_CLK_HZ        = 16'h000A;  // R, core clock in Hz
  localparam logic [15:0] REG_ID_BAUD          = 16'h000B;  // R, UART bit rate
  localparam logic [15:0] REG_ID_LOG_REC       = 16'h000C;  // R, record log: [15:0] stride bytes, [31:16] entries
  localparam logic [15:0] REG_ID_LOG_DVE       = 16'h000D;  // R, DVE log: [15:0] stride bytes, [31:16] entries
  localparam logic [15:0] REG_ID_LOG_MV        = 16'h000E;  // R, mover log: [15:0] stride bytes, [31:16] entries
  localparam logic [15:0] REG_ID_LOG_COP       = 16'h000F;  // R, custom-op log: [15:0] stride bytes, [31:16] entries
  localparam logic [15:0] REG_CONTROL          = 16'h0010;  // RW, control bits
  localparam logic [15:0] REG_SCRATCH          = 16'h0011;  // RW, no effect
  localparam logic [15:0] REG_STATUS           = 16'h0012;  // R, status bits
  localparam logic [15:0] REG_FIFO_FREE        = 16'h0013;  // R, free words in the stream FIFO
  localparam logic [15:0] REG_ERR_INDEX        = 16'h0014;  // R, the decoder's first error: word index
  localparam logic [15:0] REG_ERR_CODE         = 16'h0015;  // R, ... its code (`tpb_isa_pkg::err_e`)
  localparam logic [15:0] REG_ERR_STICKY0      = 16'h0016;  // R, one sticky bit per error code, codes 0..31
  localparam logic [15:0] REG_ERR_STICKY1      = 16'h0017;  // R, ... codes 32..63
  localparam logic [15:0] REG_ERR_STICKY2      = 16'h0018;  // R, ... codes 64..95
  localparam logic [15:0] REG_ERR_STICKY3      = 16'h0019;  // R, ... codes 96..127
  localparam logic [15:0] REG_ID_MAILBOX       = 16'h001A;  // R, custom-op mailbox capacity, words (257)
  localparam logic [15:0] REG_MB_STATUS        = 16'h001B;  // R, the doorbell: bit 0 RING (waits for the host), bit 1 its core, [15:8] its tag (doorbells answered since the reset, mod 256), [24:16] its chain words
  localparam logic [15:0] REG_MB_INDEX         = 16'h001C;  // R, the ringing chain's header word index
  localparam logic [15:0] REG_CNT_MB_SERVED    = 16'h001D;  // R, doorbells the host answered (MB_DONE)
  localparam logic [15:0] REG_CNT_MB_TIMEOUT   = 16'h001E;  // R, doorbells the board answered itself after `ID_SERVE_TIMEOUT` clocks without a service command (`CL_KERNEL_MISSING`)
  localparam logic [15:0] REG_ID_SERVE_TIMEOUT = 16'h001F;  // R, clocks a doorbell waits for the host's next service command
  localparam logic [15:0] REG_CNT_WORDS_IN     = 16'h0020;  // R, words the decoder took
  localparam logic [15:0] REG_CNT_RETIRED      = 16'h0021;  // R, decoder records retired
  localparam logic [15:0] REG_CNT_ACCEPTED     = 16'h0022;  // R, ... accepted (ERR_OK)
  localparam logic [15:0] REG_CNT_REJECTED     = 16'h0023;  // R, ... rejected
  localparam logic [15:0] REG_CNT_CROSS        = 16'h0024;  // R, words on the cross-engine port
  localparam logic [15:0] REG_CNT_DVE          = 16'h0025;  // R, DVE control records
  localparam logic [15:0] REG_CNT_MV           = 16'h0026;  // R, mover completions
  localparam logic [15:0] REG_CNT_MV_BYTES     = 16'h0027;  // R, bytes the mover wrote
  localparam logic [15:0] REG_CNT_COP          = 16'h0028;  // R, custom-op completions
  localparam logic [15:0] REG_SIG_REC          = 16'h0029;  // R, CRC-32 of the record digests
  localparam logic [15:0] REG_SIG_DVE          = 16'h002A;  // R, CRC-32 of the DVE digests
  localparam logic [15:0] REG_SIG_MV           = 16'h002B;  // R, CRC-32 of the mover digests
  localparam logic [15:0] REG_SIG_COP          = 16'h002C;  // R, CRC-32 of the custom-op digests
  localparam logic [15:0] REG_CNT_CYCLES       = 16'h002D;  // R, core clocks since the last reset
  localparam logic [15:0] REG_CNT_BUSY         = 16'h002E;  // R, ... of which not idle
  localparam logic [15:0] REG_LINK_OK          = 16'h0030;  // R, frames executed
  localparam logic [15:0] REG_LINK_REFUSED     = 16'h0031;  // R, frames refused
  localparam logic [15:0] REG_LINK_DROPPED     = 16'h0032;  // R, frames dropped (arrived while busy)
  localparam logic [15:0] REG_LINK_LAST_ERR    = 16'h0033;  // R, status of the last refused frame
  localparam logic [15:0] REG_LINK_UART_ERR    = 16'h0034;  // R, UART stop-bit errors
  localparam int unsigned RegCount             = 53;  // addresses 0 .. RegCount - 1

  // CONTROL bits.
  localparam int unsigned CtrlSoftReset   = 0;  // resets the core, FIFO, counters, signatures; acts once, reads 0
  localparam int unsigned CtrlClearStatus = 1;  // the decoder's `clear_i` for one clock; reads 0
  localparam int unsigned CtrlIssueCore   = 2;  // `issue_core_i`
  localparam int unsigned CtrlHold        = 3;  // no new word leaves the FIFO
  localparam int unsigned CtrlServe       = 4;  // a host serves the custom-op mailbox: a doorbell waits for MB_DONE (at most `ID_SERVE_TIMEOUT` clocks without a service command); clear: it is answered at once with `CL_KERNEL_MISSING`

  // STATUS bits.
  localparam int unsigned StatIdle      = 0;  // FIFO empty and the core quiet
  localparam int unsigned StatFifoEmpty = 1;
  localparam int unsigned StatMvBusy    = 2;
  localparam int unsigned StatDveIdle   = 3;
  localparam int unsigned StatErr       = 4;  // the decoder recorded an error
  localparam int unsigned StatLastSeen  = 5;  // a word marked last retired
  localparam int unsigned StatOverrun   = 6;  // sticky: a record came faster than its signature unit; never expected
  localparam int unsigned StatTblBad    = 7;  // sticky: the DVE write port refused a write; never expected
  localparam int unsigned StatHold      = 8;
  localparam int unsigned StatIssueCore = 9;
  localparam int unsigned StatRing      = 10;  // a doorbell waits for the host (CONTROL.SERVE); `MB_STATUS` says which

  // Register block (reggen style): hw2reg carries the read-only registers' values, grouped
  // by the block that drives them; reg2hw what the read-write registers drive. The read mux
  // of tpb_fpga_regs is generated from the same table. Members: a register's name, lower case;
  // the first member is the most significant.

  // CONTROL bits (reg2hw.control).
  typedef struct packed {
    logic serve;         // CtrlServe
    logic hold;          // CtrlHold
    logic issue_core;    // CtrlIssueCore
    logic clear_status;  // CtrlClearStatus
    logic soft_reset;    // CtrlSoftReset
  } reg2hw_control_t;

  // STATUS bits (hw2reg.status).
  typedef struct packed {
    logic ring;        // StatRing
    logic tbl_bad;     // StatTblBad
    logic overrun;     // StatOverrun
    logic last_seen;   // StatLastSeen
    logic err;         // StatErr
    logic dve_idle;    // StatDveIdle
    logic mv_busy;     // StatMvBusy
    logic fifo_empty;  // StatFifoEmpty
    logic idle;        // StatIdle
  } hw2reg_status_t;

  // The registers tpb_fpga_top drives (hw2reg.top).
  typedef struct packed {
    logic [31:0] id_partitions;     // REG_ID_PARTITIONS
    logic [31:0] id_part_bytes;     // REG_ID_PART_BYTES
    logic [31:0] id_port_bytes;     // REG_ID_PORT_BYTES
    logic [31:0] id_dve_gen;        // REG_ID_DVE_GEN
    logic [31:0] id_dve_rows;       // REG_ID_DVE_ROWS
    logic [31:0] id_dve_words;      // REG_ID_DVE_WORDS
    logic [31:0] id_fifo_words;     // REG_ID_FIFO_WORDS
    logic [31:0] id_buf_bytes;      // REG_ID_BUF_BYTES
    logic [31:0] id_clk_hz;         // REG_ID_CLK_HZ
    logic [31:0] id_baud;           // REG_ID_BAUD
    logic [31:0] id_mailbox;        // REG_ID_MAILBOX
    logic [31:0] id_serve_timeout;  // REG_ID_SERVE_TIMEOUT
  } hw2reg_top_t;

  // The registers tpb_fpga_core drives (hw2reg.core).
  typedef struct packed {
    logic [31:0]    id_log_rec;      // REG_ID_LOG_REC
    logic [31:0]    id_log_dve;      // REG_ID_LOG_DVE
    logic [31:0]    id_log_mv;       // REG_ID_LOG_MV
    logic [31:0]    id_log_cop;      // REG_ID_LOG_COP
    hw2reg_status_t status;          // REG_STATUS
    logic [31:0]    fifo_free;       // REG_FIFO_FREE
    logic [31:0]    err_index;       // REG_ERR_INDEX
    logic [7:0]     err_code;        // REG_ERR_CODE
    logic [31:0]    err_sticky0;     // REG_ERR_STICKY0
    logic [31:0]    err_sticky1;     // REG_ERR_STICKY1
    logic [31:0]    err_sticky2;     // REG_ERR_STICKY2
    logic [31:0]    err_sticky3;     // REG_ERR_STICKY3
    logic [31:0]    mb_status;       // REG_MB_STATUS
    logic [31:0]    mb_index;        // REG_MB_INDEX
    logic [31:0]    cnt_mb_served;   // REG_CNT_MB_SERVED
    logic [31:0]    cnt_mb_timeout;  // REG_CNT_MB_TIMEOUT
    logic [31:0]    cnt_words_in;    // REG_CNT_WORDS_IN
    logic [31:0]    cnt_retired;     // REG_CNT_RETIRED
    logic [31:0]    cnt_accepted;    // REG_CNT_ACCEPTED
    logic [31:0]    cnt_rejected;    // REG_CNT_REJECTED
    logic [31:0]    cnt_cross;       // REG_CNT_CROSS
    logic [31:0]    cnt_dve;         // REG_CNT_DVE
    logic [31:0]    cnt_mv;          // REG_CNT_MV
    logic [31:0]    cnt_mv_bytes;    // REG_CNT_MV_BYTES
    logic [31:0]    cnt_cop;         // REG_CNT_COP
    logic [31:0]    sig_rec;         // REG_SIG_REC
    logic [31:0]    sig_dve;         // REG_SIG_DVE
    logic [31:0]    sig_mv;          // REG_SIG_MV
    logic [31:0]    sig_cop;         // REG_SIG_COP
    logic [31:0]    cnt_cycles;      // REG_CNT_CYCLES
    logic [31:0]    cnt_busy;        // REG_CNT_BUSY
  } hw2reg_core_t;

  // The registers tpb_fpga_link drives (hw2reg.link).
  typedef struct packed {
    logic [31:0] link_ok;        // REG_LINK_OK
    logic [31:0] link_refused;   // REG_LINK_REFUSED
    logic [31:0] link_dropped;   // REG_LINK_DROPPED
    logic [7:0]  link_last_err;  // REG_LINK_LAST_ERR
    logic [31:0] link_uart_err;  // REG_LINK_UART_ERR
  } hw2reg_link_t;

  // Everything the hardware shows.
  typedef struct packed {
    hw2reg_top_t  top;
    hw2reg_core_t core;
    hw2reg_link_t link;
  } hw2reg_t;

  // Everything the registers drive.
  typedef struct packed {
    reg2hw_control_t control;  // REG_CONTROL
  } reg2hw_t;

  // Logs read by LOG_READ (payload byte 0); every log RAM holds LogBytes bytes.
  localparam int unsigned LogBytes = 2048;
  localparam logic [7:0]  LOG_REC  = 8'd0;
  localparam logic [7:0]  LOG_DVE  = 8'd1;
  localparam logic [7:0]  LOG_MV   = 8'd2;
  localparam logic [7:0]  LOG_COP  = 8'd3;

  // records digest: 18 bytes in a 32-byte entry.
  localparam int unsigned LogRecBytes       = 18;
  localparam int unsigned LogRecStride      = 32;
  localparam int unsigned LogRecIndexOff    = 0;  // u32, word index
  localparam int unsigned LogRecOpcodeOff   = 4;  // u8
  localparam int unsigned LogRecErrOff      = 5;  // u8, error code (ERR_OK = 0)
  localparam int unsigned LogRecRouteOff    = 6;  // u8
  localparam int unsigned LogRecFlagsOff    = 7;  // u8, bit 0: the word was marked last
  localparam int unsigned LogRecChainPosOff = 8;  // u16
  localparam int unsigned LogRecFoldOff     = 10;  // u64, XOR of the 24 64-bit field slots
  // The digest from its fields; bytes no field covers are zero.
  function automatic logic [143:0] rec_digest_pack(
      input logic [31:0] index_in,
      input logic [7:0] opcode_in,
      input logic [7:0] err_in,
      input logic [7:0] route_in,
      input logic [7:0] flags_in,
      input logic [15:0] chain_pos_in,
      input logic [63:0] fold_in);
    rec_digest_pack = {fold_in,        // bytes 10..17
                       chain_pos_in,   // bytes 8..9
                       flags_in,       // byte 7
                       route_in,       // byte 6
                       err_in,         // byte 5
                       opcode_in,      // byte 4
                       index_in};      // bytes 0..3
  endfunction

  // DVE digest: 24 fixed bytes, then fast word, slow word, datapath word at the row widths (4 bytes per row word), zero when not fetched;
  // stride: the digest's bytes rounded up to a power of two.
  localparam int unsigned LogDveFixedBytes = 24;
  localparam int unsigned LogDveIndexOff   = 0;  // u32, word index
  localparam int unsigned LogDveOpcodeOff  = 4;  // u8
  localparam int unsigned LogDveErrOff     = 5;  // u8
  localparam int unsigned LogDveFlagsOff   = 6;  // u8, bit 0: slow_fetched
  localparam int unsigned LogDveFastRowOff = 7;  // u8
  localparam int unsigned LogDveEntryOff   = 8;  // u64
  localparam int unsigned LogDveSlowRowOff = 16;  // u64
  // The fixed part of the digest from its fields; bytes no field covers are zero.
  function automatic logic [191:0] dve_digest_pack(
      input logic [31:0] index_in,
      input logic [7:0] opcode_in,
      input logic [7:0] err_in,
      input logic [7:0] flags_in,
      input logic [7:0] fast_row_in,
      input logic [63:0] entry_in,
      input logic [63:0] slow_row_in);
    dve_digest_pack = {slow_row_in,   // bytes 16..23
                       entry_in,      // bytes 8..15
                       fast_row_in,   // byte 7
                       flags_in,      // byte 6
                       err_in,        // byte 5
                       opcode_in,     // byte 4
                       index_in};     // bytes 0..3
  endfunction

  // mover digest: 12 bytes in a 16-byte entry.
  localparam int unsigned LogMvBytes           = 12;
  localparam int unsigned LogMvStride          = 16;
  localparam int unsigned LogMvIndexOff        = 0;  // u32, word index
  localparam int unsigned LogMvErrOff          = 4;  // u8
  localparam int unsigned LogMvBytesWrittenOff = 8;  // u32
  // The digest from its fields; bytes no field covers are zero.
  function automatic logic [95:0] mv_digest_pack(
      input logic [31:0] index_in,
      input logic [7:0] err_in,
      input logic [31:0] bytes_written_in);
    mv_digest_pack = {bytes_written_in,   // bytes 8..11
                      24'd0,              // bytes 5..7: zero
                      err_in,             // byte 4
                      index_in};          // bytes 0..3
  endfunction

  // custom op digest: 16 bytes in a 16-byte entry.
  localparam int unsigned LogCopBytes       = 16;
  localparam int unsigned LogCopStride      = 16;
  localparam int unsigned LogCopIndexOff    = 0;  // u32, the chain header's word index
  localparam int unsigned LogCopErrOff      = 4;  // u8
  localparam int unsigned LogCopFunctionOff = 5;  // u8
  localparam int unsigned LogCopCpuOff      = 6;  // u8
  localparam int unsigned LogCopBytesInOff  = 8;  // u32
  localparam int unsigned LogCopBytesOutOff = 12;  // u32
  // The digest from its fields; bytes no field covers are zero.
  function automatic logic [127:0] cop_digest_pack(
      input logic [31:0] index_in,
      input logic [7:0] err_in,
      input logic [7:0] function_in,
      input logic [7:0] cpu_in,
      input logic [31:0] bytes_in_in,
      input logic [31:0] bytes_out_in);
    cop_digest_pack = {bytes_out_in,   // bytes 12..15
                       bytes_in_in,    // bytes 8..11
                       8'd0,           // bytes 7..7: zero
                       cpu_in,         // byte 6
                       function_in,    // byte 5
                       err_in,         // byte 4
                       index_in};      // bytes 0..3
  endfunction

  // One byte into the reflected CRC-32 register (no final inversion).
  function automatic logic [31:0] crc32_byte(input logic [31:0] crc, input logic [7:0] data);
    logic [31:0] c;
    c = crc ^ {24'h0, data};
    for (int i = 0; i < 8; i++) begin
      c = c[0] ? ((c >> 1) ^ 32'hEDB88320) : (c >> 1);
    end
    crc32_byte = c;
  endfunction

endpackage
