// Host link: framed requests in, one reply per request out (docs/fpga.md "Frame protocol").
//
//   UART rx --> tpb_fpga_link_rx --> frame buffer (BufBytes) --> checks --> execute --> reply
//                 SLIP decode, CRC-32, header/argument capture                  |
//                                                                               v
//   UART tx <------------------------------------------------ SLIP encode + CRC-32
//
// Receive (tpb_fpga_link_rx): the body of each frame goes into the frame buffer; its header,
// first 8 payload bytes and frame-level status come with frame_done. A frame whose first byte
// arrives while the link is busy with the previous one is dropped (counted; no reply): the
// host waits for each reply before it sends the next request.
//
// Checks, in order, the first failing one is the reply's status (tpb_fpga_pkg::ST_*):
// frame level UART_FRAMING, BAD_ESCAPE, TOO_SHORT, TOO_LONG, BAD_CRC, BAD_LENGTH, then
// BAD_CMD and the command's own checks (BAD_ARGS, NO_DOORBELL, BAD_ADDR, READ_ONLY, FIFO_FULL). All of
// them are decided from the captured header, arguments and lengths before the first side
// effect: a refused frame writes no register, table, SBUF byte or FIFO word.
//
// Execute: table and SBUF commands first raise hold_o (the stream feed stops) and wait for
// quiet_i (no word in flight), and keep hold_o up until their reply is sent. Payload bytes
// are read from the buffer one per clock, assembled into 32-bit words (REG_WRITE,
// TBL_WRITE) or SBUF rows (SBUF_WRITE), or pushed byte by byte into the stream FIFO
// (STREAM); each unit is written the clock after it is complete.
//
// Reply: cmd | 0x80, seq, len (1 + data bytes), status, data, CRC-32, SLIP-escaped. Data
// bytes are fetched while the UART sends the previous byte (PING: the request's payload;
// REG_READ: registers; SBUF_READ: rows through the host port; LOG_READ: log bytes; STREAM:
// the FIFO's free words after the push), so a reply needs no buffer of its own.
//
// The host-served mailbox (docs/fpga.md "The host-served cluster"): while a doorbell waits for
// the host (ring_i, with CONTROL.SERVE), CHAIN_READ reads the chain through the mailbox's read
// port (mb_rd_*: one byte per address, word * 64 + byte, the clock after), DMA_WRITE / DMA_READ move
// SBUF rows through the system's DMA port on the doorbell's core (host_dma_o routes the SBUF
// request there; no hold, no quiet: the mailbox owns the SBUF while it rings), and MB_DONE
// drives the completion (mb_done_*) and ends the doorbell. Each carries the doorbell's tag:
// a service command for a doorbell that does not ring (any more) is refused with NO_DOORBELL
// and has no effect. busy_o keeps the core's service watchdog from firing between a command's
// check and its execution; svc_o restarts it (the clock after the command is accepted).

module tpb_fpga_link #(
  parameter  int unsigned BufBytes          = 2048,  // power of two
  parameter  int unsigned Partitions        = 16,
  parameter  int unsigned BytesPerPartition = 1024,
  parameter  int unsigned PortBytes         = 16,
  parameter  int unsigned Gen               = 3,
  parameter  int unsigned FastRows          = 256,
  parameter  int unsigned SlowRows          = 256,
  parameter  int unsigned FastRowWords      = 2,
  parameter  int unsigned SlowRowWords      = 2,
  parameter  int unsigned DpRowWords        = 4,
  parameter  int unsigned FifoCountW        = 6,
  parameter  int unsigned SbufReadClocks    = 4,     // an SBUF read's data this many clocks after it (tpb_sbuf; 4: BankRegs, tpb_fpga_core's default)
  localparam int unsigned PartW             = $clog2(Partitions),
  localparam int unsigned RowW              = $clog2(BytesPerPartition / PortBytes),
  localparam int unsigned PortBits          = 8 * PortBytes,
  localparam int unsigned LogAddrW          = $clog2(tpb_fpga_pkg::LogBytes)
) (
  input  logic                      clk_i,
  input  logic                      rst_ni,

  // UART.
  input  logic                      rx_valid_i,
  input  logic [7:0]                rx_data_i,
  input  logic                      rx_ferr_i,
  output logic                      tx_valid_o,
  input  logic                      tx_ready_i,
  output logic [7:0]                tx_data_o,

  // Registers (tpb_fpga_regs): read data the clock after the address (registered here).
  output logic [15:0]               reg_raddr_o,
  input  logic [31:0]               reg_rdata_i,
  output logic                      reg_we_o,
  output logic [15:0]               reg_waddr_o,
  output logic [31:0]               reg_wdata_o,

  // The core (tpb_fpga_core).
  output logic                      hold_o,
  input  logic                      quiet_i,
  `TPB_TBL_WR_SRC(tbl_),
  `TPB_SBUF_ROW_SRC(host_),
  output logic                      host_core_o,
  input  logic [2*PortBits-1:0]     host_rdata_i,
  output logic                      push_o,
  output logic [7:0]                push_data_o,
  output logic                      push_last_o,
  input  logic [FifoCountW-1:0]     free_words_i,
  output logic [1:0]                log_sel_o,
  output logic                      log_re_o,
  output logic [LogAddrW-1:0]       log_raddr_o,
  input  logic [7:0]                log_rdata_i,
  input  logic [4*32-1:0]           log_info_i,

  // The custom-op mailbox, served by the host (tpb_fpga_core).
  input  logic                      ring_i,        // a doorbell waits for the host
  input  logic [7:0]                ring_tag_i,
  input  logic [8:0]                ring_words_i,
  input  logic                      ring_core_i,
  output logic [14:0]               mb_rd_addr_o,  // chain byte address: word * 64 + byte
  input  logic [7:0]                mb_rd_word_i,
  output logic                      host_dma_o,    // the SBUF request is the DMA port's (core ring_core_i)
  `TPB_COP_DONE_SRC(mb_),
  output logic                      svc_o,         // a service command was accepted
  output logic                      busy_o,        // a frame is being checked, executed or answered (a register: see below)

  // Link counters (hw2reg.link) and indicators.
  output tpb_fpga_pkg::hw2reg_link_t hw2reg_o,
  output logic                      frame_o,      // one clock per frame received
  output logic                      refused_o     // the last frame was refused
);

  localparam int unsigned BufAw       = $clog2(BufBytes);
  localparam int unsigned NW          = BufAw + 2;                 // byte counts up to BufBytes + 1
  localparam int unsigned Rows        = BytesPerPartition / PortBytes;
  localparam int unsigned PortShift   = $clog2(PortBytes);

  ////////////////////
  // Frame buffer   //
  ////////////////////

  logic             buf_we, buf_re;
  logic [BufAw-1:0] buf_waddr, buf_raddr;
  logic [7:0]       buf_wdata, buf_rdata;

  tpb_prim_ram #(
    .Depth (BufBytes),
    .Width (8)
  ) u_buf (
    .clk_i   (clk_i),
    .we_i    (buf_we),
    .wbe_i   (1'b1),
    .waddr_i (buf_waddr),
    .wdata_i (buf_wdata),
    .re_i    (buf_re),
    .raddr_i (buf_raddr),
    .rdata_o (buf_rdata)
  );

  ////////////////////
  // Receive        //
  ////////////////////

  logic          busy;          // the executor is not idle
  logic          frame_done;    // a complete, non-empty frame that was not dropped
  logic [7:0]    frame_st;      // ... its frame-level status
  logic [7:0]    cmd, seq;      // its header and arguments (held until the next frame)
  logic [15:0]   len;
  logic [63:0]   args;
  logic [7:0]    cmd_rx;        // ... as the receiver holds them (cmd, len, args: copies, below)
  logic [15:0]   len_rx;
  logic [63:0]   args_rx;

  tpb_fpga_link_rx #(
    .BufBytes (BufBytes)
  ) u_rx (
    .clk_i, .rst_ni,
    .rx_valid_i     (rx_valid_i),
    .rx_data_i      (rx_data_i),
    .rx_ferr_i      (rx_ferr_i),
    .busy_i         (busy),
    .buf_we_o       (buf_we),
    .buf_waddr_o    (buf_waddr),
    .buf_wdata_o    (buf_wdata),
    .frame_done_o   (frame_done),
    .frame_st_o     (frame_st),
    .cmd_o          (cmd_rx),
    .seq_o          (seq),
    .len_o          (len_rx),
    .args_o         (args_rx),
    .cnt_dropped_o  (hw2reg_o.link_dropped),
    .cnt_uart_err_o (hw2reg_o.link_uart_err)
  );

  // The command, length and arguments the link works with are copies of the receiver's,
  // registered every clock beside the checks and the executor: the receiver's registers are
  // not where those are, and their first route was most of the checks' clock (4.6 ns of
  // 15.16 ns at seed 1, 75 MHz). The receiver's fields are final from the frame's last body
  // byte on, a byte before its END, and the executor reads the copies from the clock after
  // frame_done (two after the END) on.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cmd  <= '0;
      len  <= '0;
      args <= '0;
    end else begin
      cmd  <= cmd_rx;
      len  <= len_rx;
      args <= args_rx;
    end
  end

  ////////////////////
  // Command checks //
  ////////////////////

  // Argument views (payload bytes 0..7) the executor reads.
  logic [7:0]  a_b0, a_b1;
  logic [15:0] a_h0, a_h1;
  assign a_b0 = args[7:0];
  assign a_b1 = args[15:8];
  assign a_h0 = args[15:0];
  assign a_h1 = args[31:16];

  logic [7:0]  chk_st_q;
  logic [15:0] chk_dlen_q;
  logic        chk_quiet_q;
  logic [7:0]  tbl_wpr;
  logic [15:0] sb_linear;
  logic [3:0]  log_shift;
  tpb_fpga_link_chk #(
    .BufBytes          (BufBytes),
    .Partitions        (Partitions),
    .BytesPerPartition (BytesPerPartition),
    .PortBytes         (PortBytes),
    .Gen               (Gen),
    .FastRows          (FastRows),
    .SlowRows          (SlowRows),
    .FastRowWords      (FastRowWords),
    .SlowRowWords      (SlowRowWords),
    .DpRowWords        (DpRowWords),
    .FifoCountW        (FifoCountW)
  ) u_chk (
    .clk_i, .rst_ni,
    .cmd          (cmd),
    .len          (len),
    .args         (args),
    .ring_i       (ring_i),
    .ring_tag_i   (ring_tag_i),
    .ring_words_i (ring_words_i),
    .free_words_i (free_words_i),
    .log_info_i   (log_info_i),
    .chk_st_o     (chk_st_q),
    .chk_dlen_o   (chk_dlen_q),
    .chk_quiet_o  (chk_quiet_q),
    .tbl_wpr_o    (tbl_wpr),
    .sb_linear_o  (sb_linear),
    .log_shift_o  (log_shift)
  );


  // What the executor needs of the frame, decoded ahead: the end of its payload in the buffer,
  // its unit size (4 bytes or an SBUF row; else 1), its first write target (REG_WRITE
  // register, SBUF_WRITE and DMA_WRITE linear row, MB_DONE unit 0) and the table's words per
  // row.
  logic [NW-1:0] ex_end, ex_end_q;
  logic          unit_row, unit_row_q, unit_word, unit_word_q;
  logic [15:0]   t_first, t_first_q;
  logic [7:0]    tbl_wpr_q;
  assign ex_end    = NW'(32'(len) + 4);
  assign unit_row  = cmd == tpb_fpga_pkg::CMD_SBUF_WRITE || cmd == tpb_fpga_pkg::CMD_DMA_WRITE;
  assign unit_word = cmd == tpb_fpga_pkg::CMD_REG_WRITE || cmd == tpb_fpga_pkg::CMD_TBL_WRITE ||
                     cmd == tpb_fpga_pkg::CMD_MB_DONE;
  assign t_first   = unit_row ? 16'(sb_linear) : (cmd == tpb_fpga_pkg::CMD_MB_DONE) ? 16'd0 : a_h0;

  // The executor's values above are registered like the checks (tpb_fpga_link_chk): their
  // inputs are stable from the frame's last byte on, and the executor reads them from StFrame on.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ex_end_q    <= '0;
      unit_row_q  <= 1'b0;
      unit_word_q <= 1'b0;
      t_first_q   <= '0;
      tbl_wpr_q   <= '0;
    end else begin
      ex_end_q    <= ex_end;
      unit_row_q  <= unit_row;
      unit_word_q <= unit_word;
      t_first_q   <= t_first;
      tbl_wpr_q   <= tbl_wpr;
    end
  end

  ////////////////////
  // Executor       //
  ////////////////////

  typedef enum logic [2:0] {
    StIdle    = 3'd0,
    StCheck   = 3'd1,   // frame-level status known; the command checks settle into chk_*_q
    StFrame   = 3'd2,   // decide: execute or refuse
    StQuiesce = 3'd3,
    StExec    = 3'd4,
    StReply   = 3'd5
  } state_e;

  typedef enum logic [2:0] {
    StTxStart = 3'd0,     // leading END
    StTxFetch = 3'd1,     // produce body byte j (its source settles for two clocks)
    StTxCrc   = 3'd2,     // the byte into the CRC register
    StTxSend  = 3'd3,     // the byte (or ESC)
    StTxEsc   = 3'd4,     // the escape code
    StTxEnd   = 3'd5      // trailing END
  } tx_state_e;

  state_e       state_q;
  tx_state_e    tx_state_q;
  logic [7:0]   st_q;          // reply status
  logic [15:0]  dlen_q;        // reply data bytes
  logic         quiet_need_q;
  logic [31:0]  cnt_ok_q, cnt_refused_q;
  logic [7:0]   last_err_q;
  logic         refused_q;

  // Exec: buffer bytes 8 .. 4 + len - 1 (the data after the 4 argument bytes).
  logic [NW-1:0]       ex_p_q;        // next buffer byte to read
  logic                ex_cap_q;      // buf_rdata holds a payload byte
  logic                ex_cap_last_q; // ... the final one
  logic [7:0]          ex_k_q;        // bytes of the current unit captured so far
  logic [PortBits-1:0] ex_acc_q;      // unit being assembled (byte 0 lowest once complete)
  logic                act_q;         // a complete unit to write this clock
  logic                act_tbl_q;     // ... and it is a table word (tbl_we_o, see below)
  logic                exec_ok;       // act_q in StExec
  logic                is_reg_wr_q, is_tbl_wr_q, is_sb_wr_q, is_stream_q;  // the command's kind
  logic                act_last_q;
  logic [PortBits-1:0] act_data_q;
  logic [15:0]         t_addr_q;      // REG_WRITE register / TBL linear word / SBUF linear row
  logic [7:0]          t_row_q, t_word_q;

  logic [7:0] ex_unit;
  assign ex_unit = unit_row_q ? 8'(PortBytes) : unit_word_q ? 8'd4 : 8'd1;

  logic ex_issue;
  assign ex_issue = (state_q == StExec) && (ex_p_q < ex_end_q);

  logic [PortBits-1:0] ex_acc_next;
  assign ex_acc_next = {buf_rdata, ex_acc_q[PortBits-1:8]};
  // A complete unit's bytes, byte 0 lowest: the top ex_unit bytes of the accumulator, as a
  // choice of the three unit sizes (not a shift by a computed amount: the frame buffer's
  // block RAM output is slow, and the shift's mux levels after it were the board's longest
  // path at 75 MHz).
  logic [PortBits-1:0] ex_unit_data;
  always_comb begin
    if (unit_row_q)       ex_unit_data = ex_acc_next;
    else if (unit_word_q) ex_unit_data = PortBits'(ex_acc_next[PortBits-1 -: 32]);
    else                  ex_unit_data = PortBits'(ex_acc_next[PortBits-1 -: 8]);
  end

  // Reply transmit.
  logic [15:0] j_q;            // body byte
  logic [15:0] k_q;            // data byte: j - 5 (a register: the sources' addresses come from it)
  logic [15:0] data_end_q;     // 5 + data bytes: the first CRC byte
  logic [15:0] tlen_q;         // body bytes: header 4, status 1, data, CRC 4
  // The wait clocks of a reply byte's fetch: 0 .. LastWait, the byte taken in the last.
  localparam logic [2:0] LastWait = 3'(2 + SbufReadClocks);
  logic [2:0]  wait_q;
  logic [7:0]  cur_q;
  logic [31:0] tcrc_q;

  logic fetch_data;            // byte j is a data byte (fetched from a source)
  assign fetch_data = (state_q == StReply) && (tx_state_q == StTxFetch) && (j_q >= 16'd5) && (j_q < data_end_q);

  // Sources of reply data, addressed by k.
  logic [31:0] sbr_linear;
  assign sbr_linear = 32'(a_b1) * 32'(Rows) + 32'(a_h1) + (32'(k_q) >> PortShift);

  // The reads of a reply byte's sources go out from registers: the read request and the
  // address of the SBUF (host port), of the logs and of the chain RAM are registered from
  // fetch_data and k (the SBUF banks, the logs and the mailbox sit across the device from the
  // link, and the data-byte compare and the address sums did not fit one clock with the
  // banks' address muxes). k is held through the wait clocks of a fetch (LastWait: three
  // with SbufReadClocks 1, six with 4): the reads go out in waits 1 to LastWait at the
  // address of this byte.
  // The SBUF byte of the last host read, registered: the SBUF lanes sit far from the link
  // and their block RAM outputs are slow, so the byte selection gets a clock of its own.
  // The data of the read of wait 1 arrive in wait 1 + SbufReadClocks (the board's SBUF
  // registers the request twice and the bank's output) and are in sbr_byte_q in wait LastWait, when
  // the byte is taken.
  // The chain byte of CHAIN_READ the same way (the mailbox reads mb_rd_addr_o every clock),
  // the log byte of LOG_READ (the logs' block RAM outputs through the core's log select), and
  // PING's echoed byte (the frame buffer's block RAM output, read in every wait clock: its
  // 5.8 ns clock-to-output did not fit the reply byte's command mux in the same clock).
  logic       is_dma, sb_core;
  logic [7:0] sbr_byte_q, chr_byte_q, logr_byte_q, pingr_byte_q;
  assign is_dma  = cmd == tpb_fpga_pkg::CMD_DMA_WRITE || cmd == tpb_fpga_pkg::CMD_DMA_READ;
  assign sb_core = is_dma ? ring_core_i : a_b0[0];
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sbr_byte_q  <= '0;
      chr_byte_q  <= '0;
      logr_byte_q <= '0;
      pingr_byte_q <= '0;
    end else begin
      sbr_byte_q <= host_rdata_i[8 * (32'(sb_core) * PortBytes + 32'(k_q[PortShift-1:0])) +: 8];
      pingr_byte_q <= buf_rdata;
      chr_byte_q <= mb_rd_word_i;
      logr_byte_q <= log_rdata_i;
    end
  end

  logic [7:0] body_byte;       // the byte j of the body, valid once wait_q == LastWait
  always_comb begin
    body_byte = '0;
    if (j_q == 16'd0)      body_byte = cmd | tpb_fpga_pkg::ReplyFlag;
    else if (j_q == 16'd1) body_byte = seq;
    else if (j_q == 16'd2) body_byte = 8'(dlen_q + 16'd1);
    else if (j_q == 16'd3) body_byte = 8'((dlen_q + 16'd1) >> 8);
    else if (j_q == 16'd4) body_byte = st_q;
    else if (j_q < data_end_q) begin
      unique case (cmd)
        tpb_fpga_pkg::CMD_PING:      body_byte = pingr_byte_q;
        tpb_fpga_pkg::CMD_REG_READ:  body_byte = reg_rdata_i[8*k_q[1:0] +: 8];
        tpb_fpga_pkg::CMD_SBUF_READ,
        tpb_fpga_pkg::CMD_DMA_READ:  body_byte = sbr_byte_q;
        tpb_fpga_pkg::CMD_CHAIN_READ: body_byte = chr_byte_q;
        tpb_fpga_pkg::CMD_LOG_READ:  body_byte = logr_byte_q;
        tpb_fpga_pkg::CMD_STREAM:    body_byte = 8'(32'(free_words_i) >> (8 * k_q[1:0]));
        default:                     body_byte = '0;
      endcase
    end else begin
      body_byte = 8'(~tcrc_q >> (8 * 32'(2'(j_q[1:0] - data_end_q[1:0]))));
    end
  end

  assign busy = state_q != StIdle;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q       <= StIdle;
      tx_state_q    <= StTxStart;
      st_q          <= '0;
      dlen_q        <= '0;
      quiet_need_q  <= 1'b0;
      cnt_ok_q      <= '0;
      cnt_refused_q <= '0;
      last_err_q    <= '0;
      refused_q     <= 1'b0;
      ex_p_q        <= '0;
      ex_cap_q      <= 1'b0;
      ex_cap_last_q <= 1'b0;
      ex_k_q        <= '0;
      ex_acc_q      <= '0;
      act_q         <= 1'b0;
      act_tbl_q     <= 1'b0;
      act_last_q    <= 1'b0;
      act_data_q    <= '0;
      t_addr_q      <= '0;
      t_row_q       <= '0;
      t_word_q      <= '0;
      j_q           <= '0;
      k_q           <= '0;
      data_end_q    <= '0;
      tlen_q        <= '0;
      wait_q        <= '0;
      cur_q         <= '0;
      tcrc_q        <= tpb_fpga_pkg::CrcInit;
    end else begin
      unique case (state_q)
        StIdle: begin
          if (frame_done) begin
            st_q    <= frame_st;
            dlen_q  <= '0;
            state_q <= StCheck;
          end
        end
        StCheck: begin
          state_q <= StFrame;
        end
        StFrame: begin
          // Frame-level refusals keep their status; otherwise the command decides.
          if (st_q == tpb_fpga_pkg::ST_OK && chk_st_q == tpb_fpga_pkg::ST_OK) begin
            dlen_q       <= chk_dlen_q;
            data_end_q   <= chk_dlen_q + 16'd5;
            tlen_q       <= chk_dlen_q + 16'd9;
            quiet_need_q <= chk_quiet_q;
            state_q      <= chk_quiet_q ? StQuiesce : StExec;
            cnt_ok_q     <= cnt_ok_q + 1'b1;
            refused_q    <= 1'b0;
          end else begin
            if (st_q == tpb_fpga_pkg::ST_OK) st_q <= chk_st_q;
            last_err_q    <= (st_q == tpb_fpga_pkg::ST_OK) ? chk_st_q : st_q;
            cnt_refused_q <= cnt_refused_q + 1'b1;
            refused_q     <= 1'b1;
            data_end_q    <= 16'd5;
            tlen_q        <= 16'd9;
            state_q       <= StReply;
          end
          ex_p_q     <= NW'(8);
          ex_k_q     <= '0;
          ex_cap_q   <= 1'b0;
          act_q      <= 1'b0;
          act_tbl_q  <= 1'b0;
          // Write targets: REG_WRITE register, TBL_WRITE (row, word), SBUF_WRITE and
          // DMA_WRITE linear row, MB_DONE unit (0 bytes_in, 1 bytes_out).
          t_addr_q   <= t_first_q;
          t_row_q    <= a_b1;
          t_word_q   <= args[23:16];
          tx_state_q <= StTxStart;
          j_q        <= '0;
          k_q        <= 16'hFFFB;   // -5: byte 5 is data byte 0
          wait_q     <= '0;
          tcrc_q     <= tpb_fpga_pkg::CrcInit;
        end
        StQuiesce: begin
          if (quiet_i) state_q <= StExec;
        end
        StExec: begin
          if (ex_issue) ex_p_q <= ex_p_q + 1'b1;
          ex_cap_q      <= ex_issue;
          ex_cap_last_q <= ex_issue && (ex_p_q + 1'b1 == ex_end_q);
          act_q         <= 1'b0;
          act_tbl_q     <= 1'b0;
          if (ex_cap_q) begin
            ex_acc_q <= ex_acc_next;
            if (ex_k_q + 1'b1 == ex_unit) begin
              ex_k_q     <= '0;
              act_q      <= 1'b1;
              act_tbl_q  <= is_tbl_wr_q;
              act_last_q <= ex_cap_last_q;
              act_data_q <= ex_unit_data;
            end else begin
              ex_k_q <= ex_k_q + 1'b1;
            end
          end
          if (act_q) begin
            // The write of this clock is on the ports; step the target.
            t_addr_q <= t_addr_q + 1'b1;
            if (t_word_q + 1'b1 == tbl_wpr_q) begin
              t_word_q <= '0;
              t_row_q  <= t_row_q + 1'b1;
            end else begin
              t_word_q <= t_word_q + 1'b1;
            end
          end
          if (!ex_issue && !ex_cap_q && !act_q && ex_p_q >= ex_end_q) state_q <= StReply;
        end
        StReply: begin
          unique case (tx_state_q)
            StTxStart: begin
              if (tx_ready_i) tx_state_q <= StTxFetch;
            end
            StTxFetch: begin
              if (wait_q != LastWait) begin
                wait_q <= wait_q + 1'b1;
              end else begin
                wait_q   <= '0;
                cur_q    <= body_byte;
                tx_state_q <= StTxCrc;
              end
            end
            StTxCrc: begin
              if (j_q < data_end_q) tcrc_q <= tpb_fpga_pkg::crc32_byte(tcrc_q, cur_q);
              tx_state_q <= StTxSend;
            end
            StTxSend: begin
              if (tx_ready_i) begin
                if (cur_q == tpb_fpga_pkg::SLIP_END || cur_q == tpb_fpga_pkg::SLIP_ESC) begin
                  tx_state_q <= StTxEsc;
                end else begin
                  j_q      <= j_q + 1'b1;
                  k_q      <= k_q + 1'b1;
                  tx_state_q <= (j_q + 1'b1 == tlen_q) ? StTxEnd : StTxFetch;
                end
              end
            end
            StTxEsc: begin
              if (tx_ready_i) begin
                j_q      <= j_q + 1'b1;
                k_q      <= k_q + 1'b1;
                tx_state_q <= (j_q + 1'b1 == tlen_q) ? StTxEnd : StTxFetch;
              end
            end
            StTxEnd: begin
              if (tx_ready_i) begin
                state_q      <= StIdle;
                quiet_need_q <= 1'b0;
              end
            end
            default: tx_state_q <= StTxStart;
          endcase
        end
        default: state_q <= StIdle;
      endcase
    end
  end

  // UART transmit.
  always_comb begin
    tx_valid_o = 1'b0;
    tx_data_o  = tpb_fpga_pkg::SLIP_END;
    if (state_q == StReply) begin
      unique case (tx_state_q)
        StTxStart, StTxEnd: begin
          tx_valid_o = 1'b1;
          tx_data_o  = tpb_fpga_pkg::SLIP_END;
        end
        StTxSend: begin
          tx_valid_o = 1'b1;
          tx_data_o  = (cur_q == tpb_fpga_pkg::SLIP_END || cur_q == tpb_fpga_pkg::SLIP_ESC)
                       ? tpb_fpga_pkg::SLIP_ESC : cur_q;
        end
        StTxEsc: begin
          tx_valid_o = 1'b1;
          tx_data_o  = (cur_q == tpb_fpga_pkg::SLIP_END) ? tpb_fpga_pkg::SLIP_ESC_END
                                                         : tpb_fpga_pkg::SLIP_ESC_ESC;
        end
        default: ;
      endcase
    end
  end

  // Buffer reads: the executor's payload bytes, or PING's echo while replying.
  assign buf_re    = ex_issue || (fetch_data && cmd == tpb_fpga_pkg::CMD_PING);
  assign buf_raddr = ex_issue ? ex_p_q[BufAw-1:0] : BufAw'(32'(k_q) + 4);

  // Writes of the executor's units. The command's kind comes from registers: cmd holds from
  // the frame's first byte on and a unit is written three clocks after the frame's end at the
  // earliest, so the registers hold the frame's kind by then; the command byte's decode no
  // longer reaches the SBUF banks, the register file, the tables and the FIFO in the clock
  // of the write (seed 1's limiting path at 75 MHz: the received command through the host
  // port into an SBUF bank, 18.73 ns).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      is_reg_wr_q <= 1'b0;
      is_tbl_wr_q <= 1'b0;
      is_sb_wr_q  <= 1'b0;
      is_stream_q <= 1'b0;
    end else begin
      is_reg_wr_q <= cmd == tpb_fpga_pkg::CMD_REG_WRITE;
      is_tbl_wr_q <= cmd == tpb_fpga_pkg::CMD_TBL_WRITE;
      is_sb_wr_q  <= cmd == tpb_fpga_pkg::CMD_SBUF_WRITE || cmd == tpb_fpga_pkg::CMD_DMA_WRITE;
      is_stream_q <= cmd == tpb_fpga_pkg::CMD_STREAM;
    end
  end
  assign exec_ok = (state_q == StExec) && act_q;

  assign reg_we_o    = exec_ok && is_reg_wr_q;
  assign reg_waddr_o = t_addr_q;
  assign reg_wdata_o = act_data_q[31:0];
  // The register read address, registered: the sum and the register file's read mux did not
  // fit one clock. k is held through the wait clocks of a fetch, so the read data of
  // the address registered in wait 0 is in the register file's output register from wait 4
  // (tpb_fpga_regs registers the address again before its mux, and the mux in its middle),
  // by LastWait (4 or more).
  logic [15:0] reg_raddr_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) reg_raddr_q <= '0;
    else         reg_raddr_q <= a_h0 + (k_q >> 2);
  end
  assign reg_raddr_o = reg_raddr_q;

  // The table write's enable is a register of its own, set with act_q: it reaches the DVE
  // sequencer's ready, and through the decoder's retirement the mailbox's chain state, across
  // the device (the board's limiting path at 75 MHz, 14.52 ns, started at the state decode of
  // exec_ok).
  assign tbl_we_o    = act_tbl_q;
  // The table select as the sequencer's enum (spelled out: Yosys 0.23 takes no casts to a
  // package type).
  always_comb begin
    unique case (a_b0[1:0])
      2'd0:    tbl_sel_o = tpb_dve_pkg::TBL_OPCODE;
      2'd1:    tbl_sel_o = tpb_dve_pkg::TBL_CONTROL_FAST;
      2'd2:    tbl_sel_o = tpb_dve_pkg::TBL_CONTROL_SLOW;
      default: tbl_sel_o = tpb_dve_pkg::TBL_DATAPATH;
    endcase
  end
  assign tbl_row_o   = t_row_q;
  assign tbl_word_o  = t_word_q;
  assign tbl_wdata_o = act_data_q[31:0];

  logic sb_wr, sb_rd;
  logic [31:0] sb_row_linear;
  assign sb_wr            = exec_ok && is_sb_wr_q;
  assign sb_rd            = fetch_data && (cmd == tpb_fpga_pkg::CMD_SBUF_READ || cmd == tpb_fpga_pkg::CMD_DMA_READ);
  // The read's request and row, registered (above): in waits 1 to LastWait of a data byte.
  logic        sb_rd_q;
  logic [31:0] sbr_linear_q;
  logic        log_re_q;
  logic [LogAddrW-1:0] log_raddr_q;
  logic [14:0] mb_rd_addr_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sb_rd_q      <= 1'b0;
      sbr_linear_q <= '0;
      log_re_q     <= 1'b0;
      log_raddr_q  <= '0;
      mb_rd_addr_q <= '0;
    end else begin
      sb_rd_q      <= sb_rd && wait_q != LastWait;
      sbr_linear_q <= sbr_linear;
      log_re_q     <= fetch_data && wait_q != LastWait && cmd == tpb_fpga_pkg::CMD_LOG_READ;
      log_raddr_q  <= LogAddrW'((32'(a_h1) << log_shift) + 32'(k_q));
      mb_rd_addr_q <= 15'((32'(a_h1) << 6) + 32'(k_q));
    end
  end
  assign sb_row_linear    = sb_wr ? 32'(t_addr_q) : sbr_linear_q;
  // The request's port (DMA or host) and core, and the service command's watchdog restart
  // (svc_o), go out from registers too: the command byte's decode reached the mailbox's
  // state across the device in the same clock (seed 1's limiting path at 50 MHz). The port
  // and core are stable long before a request (the command's byte and arguments arrive with
  // the frame, the doorbell's core holds while it rings); svc_o restarts the watchdog one
  // clock later, while the link is still busy with the command (the watchdog waits then).
  logic host_dma_q, host_core_q, svc_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      host_dma_q  <= 1'b0;
      host_core_q <= 1'b0;
      svc_q       <= 1'b0;
    end else begin
      host_dma_q  <= is_dma;
      host_core_q <= sb_core;
      svc_q       <= state_q == StFrame && st_q == tpb_fpga_pkg::ST_OK && chk_st_q == tpb_fpga_pkg::ST_OK &&
                     (cmd == tpb_fpga_pkg::CMD_CHAIN_READ || is_dma || cmd == tpb_fpga_pkg::CMD_MB_DONE);
    end
  end
  assign host_req_o       = sb_wr || sb_rd_q;
  assign host_we_o        = sb_wr;
  assign host_core_o      = host_core_q;
  assign host_dma_o       = host_dma_q;
  assign host_partition_o = PartW'(sb_row_linear >> RowW);
  assign host_row_o       = RowW'(sb_row_linear);
  assign host_wdata_o     = act_data_q;

  assign push_o      = exec_ok && is_stream_q;
  assign push_data_o = act_data_q[7:0];
  assign push_last_o = act_last_q && args[0];

  assign log_sel_o   = a_b0[1:0];
  assign log_re_o    = log_re_q;
  assign log_raddr_o = log_raddr_q;

  // The mailbox: the chain word of the reply byte k, the done of MB_DONE with its second
  // unit (bytes_out; bytes_in is argument bytes 4..7, tag, err and cpu bytes 0..2). The done
  // is registered (the clock after that unit, still in StExec: the executor leaves it only
  // after a clock without a unit): the mailbox sits across the device from the link, and the
  // command decode, the core's watchdog and the mailbox's completion did not fit one clock.
  logic        mbd_q;
  logic [7:0]  mbd_err_q, mbd_cpu_q;
  logic [31:0] mbd_in_q, mbd_out_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mbd_q     <= 1'b0;
      mbd_err_q <= '0;
      mbd_cpu_q <= '0;
      mbd_in_q  <= '0;
      mbd_out_q <= '0;
    end else begin
      mbd_q <= exec_ok && cmd == tpb_fpga_pkg::CMD_MB_DONE && t_addr_q == 16'd1;
      if (exec_ok && cmd == tpb_fpga_pkg::CMD_MB_DONE && t_addr_q == 16'd1) begin
        mbd_err_q <= args[15:8];
        mbd_cpu_q <= args[23:16];
        mbd_in_q  <= args[63:32];
        mbd_out_q <= act_data_q[31:0];
      end
    end
  end
  assign mb_rd_addr_o        = mb_rd_addr_q;
  assign mb_done_o           = mbd_q;
  assign {mb_done_err_o, mb_done_cpu_o} = {mbd_err_q, mbd_cpu_q};
  assign mb_done_bytes_in_o  = mbd_in_q;
  assign mb_done_bytes_out_o = mbd_out_q;
  assign svc_o  = svc_q;
  // busy_o leaves from a register, high in every clock the executor is busy and in the clock
  // after (loaded from frame_done too, so it rises with the executor's first busy clock): it
  // reaches the core's watchdog and the mailbox's completion across the device, and the
  // executor's state decode did not fit that clock with them.
  logic busy_out_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) busy_out_q <= 1'b0;
    else         busy_out_q <= busy || frame_done;
  end
  assign busy_o = busy_out_q;

  assign hold_o         = quiet_need_q && (state_q == StQuiesce || state_q == StExec || state_q == StReply);
  assign hw2reg_o.link_ok       = cnt_ok_q;
  assign hw2reg_o.link_refused  = cnt_refused_q;
  assign hw2reg_o.link_last_err = last_err_q;
  assign frame_o                = frame_done;
  assign refused_o              = refused_q;

  // The argument bits the executor does not read (the checks do, tpb_fpga_link_chk); the
  // accumulator's lowest byte only ever shifts out.
  logic unused;
  assign unused = ^{ex_acc_q[7:0], a_b0[7:2]};

  `TPB_STATIC_ASSERT(g_check_params, !((BufBytes & (BufBytes - 1)) != 0 || (PortBytes & (PortBytes - 1)) != 0 || PortBytes < 4),
                    ("tpb_fpga_link: BufBytes and PortBytes must be powers of two, PortBytes >= 4"))
  // A register read's data is in tpb_fpga_regs's output register from wait 4 (address
  // registered here in wait 0, again in the register file, then the mux's middle and output
  // registers).
  `TPB_STATIC_ASSERT(g_check_reg_wait, SbufReadClocks >= 2,
                    ("tpb_fpga_link: SbufReadClocks must be 2 or more (LastWait >= 4, the register read's latency)"))

  // Side effects only from an accepted frame, in StExec.
  `TPB_ASSERT(!(reg_we_o || tbl_we_o || push_o || (host_req_o && host_we_o) || mb_done_o) || (state_q == StExec && st_q == tpb_fpga_pkg::ST_OK),
              ("tpb_fpga_link: a write outside the execution of an accepted frame"))
  `TPB_ASSERT(!host_req_o || (host_dma_o ? ring_i : (hold_o && quiet_i)),
              ("tpb_fpga_link: SBUF access without hold and quiet core, or DMA without a doorbell"))
  `TPB_ASSERT(!mb_done_o || ring_i,
              ("tpb_fpga_link: MB_DONE executed while no doorbell rings"))
  `TPB_ASSERT(act_tbl_q == (exec_ok && is_tbl_wr_q),
              ("tpb_fpga_link: the table write's enable register differs from its unit's"))
  `TPB_ASSERT(!act_q || state_q == StExec,
              ("tpb_fpga_link: a unit to write outside StExec"))
  `TPB_ASSERT(!frame_done || state_q == StIdle,
              ("tpb_fpga_link: a frame completed while the executor is busy"))

endmodule
