// FPGA host link package: the frame protocol's byte values, commands, status codes and the
// register map (docs/fpga.md is the specification; cmodel/include/tpb/hostlink.hpp is the
// host's copy, and tests/unit/test_hostlink.cpp fails when the two disagree).
//
// Yosys 0.23 reads this file: no `import`, no `return` in functions, package items
// referenced as tpb_fpga_pkg::name.
/* verilator lint_off UNUSEDPARAM */

package tpb_fpga_pkg;

  // SLIP framing (RFC 1055): a frame is END, the escaped body, END.
  localparam logic [7:0] SLIP_END     = 8'hC0;
  localparam logic [7:0] SLIP_ESC     = 8'hDB;
  localparam logic [7:0] SLIP_ESC_END = 8'hDC;
  localparam logic [7:0] SLIP_ESC_ESC = 8'hDD;

  // Body: cmd u8, seq u8, len u16 LE, payload[len], CRC-32 LE over cmd..payload.
  localparam int unsigned HeaderBytes  = 4;
  localparam int unsigned CrcBytes     = 4;
  localparam logic [7:0]  ReplyFlag    = 8'h80;   // reply cmd = request cmd | ReplyFlag
  localparam logic [31:0] CrcPoly      = 32'hEDB88320;  // CRC-32 (IEEE 802.3), reflected
  localparam logic [31:0] CrcInit      = 32'hFFFFFFFF;
  // The CRC register after a body followed by its own CRC (LE): the check residue.
  localparam logic [31:0] CrcResidue   = 32'hDEBB20E3;
  localparam logic [31:0] Magic        = 32'h31425054;  // "TPB1" as bytes T P B 1 (LE u32)
  localparam logic [31:0] Version      = 32'd1;

  // Commands (request cmd byte).
  localparam logic [7:0] CMD_PING       = 8'h01;
  localparam logic [7:0] CMD_REG_READ   = 8'h02;
  localparam logic [7:0] CMD_REG_WRITE  = 8'h03;
  localparam logic [7:0] CMD_TBL_WRITE  = 8'h04;
  localparam logic [7:0] CMD_SBUF_WRITE = 8'h05;
  localparam logic [7:0] CMD_SBUF_READ  = 8'h06;
  localparam logic [7:0] CMD_STREAM     = 8'h07;
  localparam logic [7:0] CMD_LOG_READ   = 8'h08;

  // Status codes (first payload byte of every reply). Frame checks in this order, then the
  // command checks; the first that applies is the reply's status. Anything but ST_OK means
  // the frame was refused and nothing was executed.
  localparam logic [7:0] ST_OK           = 8'h00;
  localparam logic [7:0] ST_UART_FRAMING = 8'h01;  // a byte of the frame had a stop-bit error
  localparam logic [7:0] ST_BAD_ESCAPE   = 8'h02;  // SLIP ESC not followed by ESC_END/ESC_ESC, or last
  localparam logic [7:0] ST_TOO_SHORT    = 8'h03;  // body shorter than header + CRC
  localparam logic [7:0] ST_TOO_LONG     = 8'h04;  // body longer than the frame buffer
  localparam logic [7:0] ST_BAD_CRC      = 8'h05;  // CRC-32 does not match
  localparam logic [7:0] ST_BAD_LENGTH   = 8'h06;  // len field != payload bytes received
  localparam logic [7:0] ST_BAD_CMD      = 8'h07;  // unknown command
  localparam logic [7:0] ST_BAD_ARGS     = 8'h08;  // payload size/shape the command does not take
  localparam logic [7:0] ST_BAD_ADDR     = 8'h09;  // register/table/SBUF/log range outside the map
  localparam logic [7:0] ST_READ_ONLY    = 8'h0A;  // REG_WRITE to a read-only register
  localparam logic [7:0] ST_FIFO_FULL    = 8'h0B;  // STREAM with more words than the FIFO has room for

  // Register map (32-bit registers, word addresses).
  localparam logic [15:0] REG_ID_MAGIC        = 16'h0000;  // Magic
  localparam logic [15:0] REG_ID_VERSION      = 16'h0001;  // protocol version
  localparam logic [15:0] REG_ID_PARTITIONS   = 16'h0002;  // SBUF partitions
  localparam logic [15:0] REG_ID_PART_BYTES   = 16'h0003;  // SBUF bytes per partition
  localparam logic [15:0] REG_ID_PORT_BYTES   = 16'h0004;  // SBUF row (host port) bytes
  localparam logic [15:0] REG_ID_DVE_GEN      = 16'h0005;  // DVE generation
  localparam logic [15:0] REG_ID_DVE_ROWS     = 16'h0006;  // [15:0] fast rows, [31:16] slow rows
  localparam logic [15:0] REG_ID_DVE_WORDS    = 16'h0007;  // row words: [7:0] fast, [15:8] slow, [23:16] datapath
  localparam logic [15:0] REG_ID_FIFO_WORDS   = 16'h0008;  // stream FIFO capacity, words
  localparam logic [15:0] REG_ID_BUF_BYTES    = 16'h0009;  // frame buffer (largest body), bytes
  localparam logic [15:0] REG_ID_CLK_HZ       = 16'h000A;  // core clock, Hz
  localparam logic [15:0] REG_ID_BAUD         = 16'h000B;  // UART bit rate
  localparam logic [15:0] REG_ID_LOG_REC      = 16'h000C;  // record log: [15:0] stride bytes, [31:16] entries
  localparam logic [15:0] REG_ID_LOG_DVE      = 16'h000D;  // DVE control-record log
  localparam logic [15:0] REG_ID_LOG_MV       = 16'h000E;  // mover completion log
  localparam logic [15:0] REG_ID_LOG_COP      = 16'h000F;  // custom-op completion log
  localparam logic [15:0] REG_CONTROL         = 16'h0010;  // RW, see Ctrl* bits
  localparam logic [15:0] REG_SCRATCH         = 16'h0011;  // RW, no effect
  localparam logic [15:0] REG_STATUS          = 16'h0012;  // see Stat* bits
  localparam logic [15:0] REG_FIFO_FREE       = 16'h0013;  // stream FIFO free words
  localparam logic [15:0] REG_ERR_INDEX       = 16'h0014;  // decoder first error: word index
  localparam logic [15:0] REG_ERR_CODE        = 16'h0015;  // decoder first error: code (0 when none)
  localparam logic [15:0] REG_ERR_STICKY0     = 16'h0016;  // sticky bits, codes 0..31
  localparam logic [15:0] REG_ERR_STICKY1     = 16'h0017;  // codes 32..63
  localparam logic [15:0] REG_ERR_STICKY2     = 16'h0018;  // codes 64..95
  localparam logic [15:0] REG_ERR_STICKY3     = 16'h0019;  // codes 96..127
  localparam logic [15:0] REG_ID_MAILBOX      = 16'h001A;  // custom-op mailbox capacity, words
  localparam logic [15:0] REG_CNT_WORDS_IN    = 16'h0020;  // words handed to the decoder
  localparam logic [15:0] REG_CNT_RETIRED     = 16'h0021;  // decoder records retired
  localparam logic [15:0] REG_CNT_ACCEPTED    = 16'h0022;  // ... with ERR_OK
  localparam logic [15:0] REG_CNT_REJECTED    = 16'h0023;  // ... with an error
  localparam logic [15:0] REG_CNT_CROSS       = 16'h0024;  // words on the cross-engine port
  localparam logic [15:0] REG_CNT_DVE         = 16'h0025;  // DVE control records
  localparam logic [15:0] REG_CNT_MV          = 16'h0026;  // mover completions
  localparam logic [15:0] REG_CNT_MV_BYTES    = 16'h0027;  // bytes the mover wrote
  localparam logic [15:0] REG_CNT_COP         = 16'h0028;  // custom-op completions
  localparam logic [15:0] REG_SIG_REC         = 16'h0029;  // CRC-32 of the record digests
  localparam logic [15:0] REG_SIG_DVE         = 16'h002A;  // CRC-32 of the DVE record digests
  localparam logic [15:0] REG_SIG_MV          = 16'h002B;  // CRC-32 of the mover digests
  localparam logic [15:0] REG_SIG_COP         = 16'h002C;  // CRC-32 of the custom-op digests
  localparam logic [15:0] REG_CNT_CYCLES      = 16'h002D;  // clocks since the last (soft) reset
  localparam logic [15:0] REG_CNT_BUSY        = 16'h002E;  // ... of which not idle
  localparam logic [15:0] REG_LINK_OK         = 16'h0030;  // frames executed (since power-up)
  localparam logic [15:0] REG_LINK_REFUSED    = 16'h0031;  // frames refused (NAK)
  localparam logic [15:0] REG_LINK_DROPPED    = 16'h0032;  // frames that arrived while busy
  localparam logic [15:0] REG_LINK_LAST_ERR   = 16'h0033;  // status of the last refused frame
  localparam logic [15:0] REG_LINK_UART_ERR   = 16'h0034;  // UART stop-bit errors
  localparam int unsigned RegCount            = 32'h35;

  // CONTROL bits. SOFT_RESET and CLEAR_STATUS act once per write of a 1 and read as 0.
  localparam int unsigned CtrlSoftReset   = 0;  // reset the core, FIFO, counters, signatures
  localparam int unsigned CtrlClearStatus = 1;  // the decoder's clear_i for one clock
  localparam int unsigned CtrlIssueCore   = 2;  // the core that executes 0xBF (issue_core_i)
  localparam int unsigned CtrlHold        = 3;  // hold the stream: no new word to the decoder

  // STATUS bits.
  localparam int unsigned StatIdle        = 0;  // nothing in flight: FIFO empty, engines quiet
  localparam int unsigned StatFifoEmpty   = 1;
  localparam int unsigned StatMvBusy      = 2;
  localparam int unsigned StatDveIdle     = 3;
  localparam int unsigned StatErr         = 4;  // the decoder recorded an error
  localparam int unsigned StatLastSeen    = 5;  // the stream's last word retired
  localparam int unsigned StatOverrun     = 6;  // sticky: a record came faster than its digest
  localparam int unsigned StatTblBad      = 7;  // sticky: the DVE write port refused a write
  localparam int unsigned StatHold        = 8;
  localparam int unsigned StatIssueCore   = 9;

  // Logs read by LOG_READ (payload byte 0).
  localparam logic [7:0] LOG_REC = 8'd0;
  localparam logic [7:0] LOG_DVE = 8'd1;
  localparam logic [7:0] LOG_MV  = 8'd2;
  localparam logic [7:0] LOG_COP = 8'd3;

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
