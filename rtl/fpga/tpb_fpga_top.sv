// Board top for the Radiona ULX3S (Lattice ECP5 LFE5U-85F, CABGA381; constraints/ulx3s.lpf).
//
//   clk_25mhz --> tpb_fpga_clk (PLL: 75 MHz core clock, reset from FIRE1) --+
//   ftdi_txd --> UART rx --> tpb_fpga_link --> tpb_fpga_regs               |
//   ftdi_rxd <-- UART tx <--/      |    \----> tpb_fpga_core (tpb_system at the FPGA size set,
//                                  |            stream FIFO, signatures, logs, counters)
//   led[7:0] <-- heartbeat, running, error, first-error class, link activity, link refusal
//
// Port names are the board's own (the public ULX3S constraint names), not _i/_o, so the
// .lpf reads like every other ULX3S design.
//
// LEDs: 0 heartbeat (1 Hz blink: clock running, out of reset); 1 running (words in flight,
// held on for 50 ms); 2 error (the decoder recorded an error); 5:3 the first error's class,
// error code / 16: 0 word checks, 1 custom-op chain, 2 DVE, 3 SB2SB mover, 4 cluster;
// 6 host link frame received (held 50 ms); 7 the last host frame was refused.
//
// Parameters: ClkHz is the core clock (with the PLL 75 MHz), Baud the UART bit rate
// (ClkHz / Baud clocks per bit, rounded, at least 4; a rate that does not divide the clock is
// off by at most half a clock per bit: 2 Mbaud at 75 MHz is 38 clocks, 1.97 Mbaud, -1.3 %,
// inside 8N1's tolerance; 1 and 3 Mbaud are exact, 75 and 25 clocks), ServeTimeout the clocks a doorbell of the
// host-served mailbox waits for the host's next service command (tpb_fpga_core; default one
// second). The size set is the FPGA set of docs/fpga.md;
// the simulation build (tb/fpga) overrides only Baud, PorClocks and the LED timing.

module tpb_fpga_top #(
  parameter  int unsigned ClkHz             = 75_000_000,
  parameter  int unsigned Baud              = 1_000_000,
  parameter  int unsigned PorClocks         = 65536,
  parameter  int unsigned LedHoldClocks     = ClkHz / 20,
  parameter  int unsigned HeartbeatClocks   = ClkHz / 2,
  parameter  int unsigned Gen               = 3,
  parameter  int unsigned FastRows          = 256,
  parameter  int unsigned SlowRows          = 256,
  parameter  int unsigned FastRowWords      = 2,
  parameter  int unsigned SlowRowWords      = 2,
  parameter  int unsigned DpRowWords        = 4,
  parameter  int unsigned Partitions        = 16,
  parameter  int unsigned BytesPerPartition = 1024,
  parameter  int unsigned PortBytes         = 16,
  parameter  int unsigned FifoWords         = 32,
  parameter  int unsigned BufBytes          = 2048,
  parameter  int unsigned MailboxWords      = 257,
  parameter  int unsigned ServeTimeout      = ClkHz
) (
  input  logic       clk_25mhz,
  input  logic [6:0] btn,          // 0: PWRn (active low), 1: FIRE1 = reset, 2..6 unused
  output logic [7:0] led,
  input  logic       ftdi_txd,     // FTDI transmits, the FPGA receives
  output logic       ftdi_rxd,     // the FPGA transmits
  output logic       wifi_gpio0    // held high: keeps the ESP32 from resetting the board
);

  localparam int unsigned ClksPerBit = (ClkHz + Baud / 2) / Baud;  // rounded: 2 Mbaud at 75 MHz is 38 (-1.3 %)
  localparam int unsigned PartW      = $clog2(Partitions);
  localparam int unsigned RowW       = $clog2(BytesPerPartition / PortBytes);
  localparam int unsigned PortBits   = 8 * PortBytes;
  localparam int unsigned FifoCountW = $clog2(FifoWords + 1);
  localparam int unsigned SlowWords  = (Gen == 2) ? FastRowWords : SlowRowWords;  // gen2: no slow table of its own
  // The SBUF registers its ports, and each lane its block RAM's inputs and output (tpb_sbuf
  // BankRegs): the mover's and the link's requests cross the device into registers, and the
  // banks' slow outputs (5.6 ns) meet only a register. The mover and the link (its reply
  // bytes wait three clocks more) are built for the read's four clocks.
  localparam bit          SbufBankRegs = 1'b1;

  ////////////////////
  // Clock, reset   //
  ////////////////////

  logic clk, rst_n, core_rst_n;

  tpb_fpga_clk #(
`ifdef TPB_ECP5_PLL
    .ClkHz     (ClkHz),
`endif
    .PorClocks (PorClocks)
  ) u_clk (
    .clk_board_i (clk_25mhz),
    .rst_btn_i   (btn[1]),
    .clk_o       (clk),
    .rst_no      (rst_n)
  );

  logic unused_btn;
  assign unused_btn = ^{btn[6:2], btn[0]};
  assign wifi_gpio0 = 1'b1;

  ////////////////////
  // UART           //
  ////////////////////

  logic       rx_valid, rx_ferr, tx_valid, tx_ready;
  logic [7:0] rx_data, tx_data;

  tpb_fpga_uart_rx #(
    .ClksPerBit (ClksPerBit)
  ) u_uart_rx (
    .clk_i       (clk),
    .rst_ni      (rst_n),
    .rx_i        (ftdi_txd),
    .valid_o     (rx_valid),
    .data_o      (rx_data),
    .frame_err_o (rx_ferr)
  );

  tpb_fpga_uart_tx #(
    .ClksPerBit (ClksPerBit)
  ) u_uart_tx (
    .clk_i   (clk),
    .rst_ni  (rst_n),
    .valid_i (tx_valid),
    .ready_o (tx_ready),
    .data_i  (tx_data),
    .tx_o    (ftdi_rxd)
  );

  ////////////////////
  // Host link      //
  ////////////////////

  logic [15:0]            reg_raddr, reg_waddr;
  logic [31:0]            reg_rdata, reg_wdata;
  logic                   reg_we;
  logic                   link_hold, quiet;
  logic                   tbl_we;
  tpb_dve_pkg::tbl_sel_e  tbl_sel;
  logic [7:0]             tbl_row, tbl_word;
  logic [31:0]            tbl_wdata;
  logic                   host_req, host_we, host_core;
  logic [PartW-1:0]       host_partition;
  logic [RowW-1:0]        host_row;
  logic [PortBits-1:0]    host_wdata;
  logic [2*PortBits-1:0]  host_rdata;
  logic                   push, push_last;
  logic [7:0]             push_data;
  logic [FifoCountW-1:0]  free_words;
  logic [1:0]             log_sel;
  logic                   log_re;
  logic [10:0]            log_raddr;
  logic [7:0]             log_rdata;
  logic [4*32-1:0]        log_info;
  logic                   link_frame, link_refused_last;
  logic                   host_dma, ring, ring_core, svc, link_busy;
  logic [7:0]             ring_tag;
  logic [8:0]             ring_words;
  logic [14:0]            mb_rd_addr;
  logic [7:0]             mb_rd_word;
  // The host's done, link to core (the link's `TPB_COP_DONE_SRC(mb_) ports).
  logic                   svc_done_o;
  tpb_isa_pkg::err_e      svc_done_err_o;
  logic [7:0]             svc_done_cpu_o;
  logic [31:0]            svc_done_bytes_in_o, svc_done_bytes_out_o;
  tpb_fpga_pkg::hw2reg_t  hw2reg;
  tpb_fpga_pkg::reg2hw_t  reg2hw;

  tpb_fpga_link #(
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
    .FifoCountW        (FifoCountW),
    .SbufReadClocks    (SbufBankRegs ? 4 : 1)
  ) u_link (
    .clk_i            (clk),
    .rst_ni           (rst_n),
    .rx_valid_i       (rx_valid),
    .rx_data_i        (rx_data),
    .rx_ferr_i        (rx_ferr),
    .tx_valid_o       (tx_valid),
    .tx_ready_i       (tx_ready),
    .tx_data_o        (tx_data),
    .reg_raddr_o      (reg_raddr),
    .reg_rdata_i      (reg_rdata),
    .reg_we_o         (reg_we),
    .reg_waddr_o      (reg_waddr),
    .reg_wdata_o      (reg_wdata),
    .hold_o           (link_hold),
    .quiet_i          (quiet),
    .tbl_we_o         (tbl_we),
    .tbl_sel_o        (tbl_sel),
    .tbl_row_o        (tbl_row),
    .tbl_word_o       (tbl_word),
    .tbl_wdata_o      (tbl_wdata),
    .host_req_o       (host_req),
    .host_we_o        (host_we),
    .host_core_o      (host_core),
    .host_partition_o (host_partition),
    .host_row_o       (host_row),
    .host_wdata_o     (host_wdata),
    .host_rdata_i     (host_rdata),
    .push_o           (push),
    .push_data_o      (push_data),
    .push_last_o      (push_last),
    .free_words_i     (free_words),
    .log_sel_o        (log_sel),
    .log_re_o         (log_re),
    .log_raddr_o      (log_raddr),
    .log_rdata_i      (log_rdata),
    .log_info_i       (log_info),
    .ring_i           (ring),
    .ring_tag_i       (ring_tag),
    .ring_words_i     (ring_words),
    .ring_core_i      (ring_core),
    .mb_rd_addr_o     (mb_rd_addr),
    .mb_rd_word_i     (mb_rd_word),
    .host_dma_o       (host_dma),
    `TPB_COP_DONE_CONNECT(mb_, svc_),
    .svc_o            (svc),
    .busy_o           (link_busy),
    .hw2reg_o         (hw2reg.link),
    .frame_o          (link_frame),
    .refused_o        (link_refused_last)
  );

  ////////////////////
  // Registers      //
  ////////////////////

  // The build IDs (hw2reg.top): the board's parameters.
  assign hw2reg.top.id_partitions = 32'(Partitions);
  assign hw2reg.top.id_part_bytes = 32'(BytesPerPartition);
  assign hw2reg.top.id_port_bytes = 32'(PortBytes);
  assign hw2reg.top.id_dve_gen    = 32'(Gen);
  assign hw2reg.top.id_dve_rows   = {16'(SlowRows), 16'(FastRows)};
  assign hw2reg.top.id_dve_words  = {8'd0, 8'(DpRowWords), 8'(SlowWords), 8'(FastRowWords)};
  assign hw2reg.top.id_fifo_words = 32'(FifoWords);
  assign hw2reg.top.id_buf_bytes  = 32'(BufBytes);
  assign hw2reg.top.id_clk_hz     = 32'(ClkHz);
  assign hw2reg.top.id_baud       = 32'(Baud);
  assign hw2reg.top.id_mailbox    = 32'(MailboxWords);
  assign hw2reg.top.id_serve_timeout = 32'(ServeTimeout);

  tpb_fpga_regs u_regs (
    .clk_i    (clk),
    .rst_ni   (rst_n),
    .raddr_i  (reg_raddr),
    .rdata_o  (reg_rdata),
    .we_i     (reg_we),
    .waddr_i  (reg_waddr),
    .wdata_i  (reg_wdata),
    .hw2reg_i (hw2reg),
    .reg2hw_o (reg2hw)
  );

  // The soft reset (CONTROL.SOFT_RESET) resets the core side only. The core's reset comes
  // from a flip-flop of its own (reset with rst_n, then the soft reset's complement one
  // clock after the register): a clean reset of the core's flops. The soft reset takes
  // effect, and ends, one clock after the register write. On the ECP5 the register drives a
  // global buffer (DCCA): the reset reaches the core's thousands of flip-flops across the
  // device on a global network, not as an ordinary net (made in a LUT and routed in the
  // fabric, it was the board's limiting path at 75 MHz: 13.4 ns of routing to the mover).
  // Power-up value 0 (a declaration initialiser, as tpb_fpga_clk's registers): the core
  // starts in reset in simulation too, where flip-flops start random.
  logic core_rst_q = 1'b0;
  always_ff @(posedge clk or negedge rst_n) begin
    if (!rst_n) core_rst_q <= 1'b0;
    else        core_rst_q <= !reg2hw.control.soft_reset;
  end
  tpb_fpga_gbuf u_core_rst_buf (
    .i_n (core_rst_q),
    .o_n (core_rst_n)
  );

  ////////////////////
  // Core           //
  ////////////////////

  tpb_fpga_core #(
    .Gen               (Gen),
    .FastRows          (FastRows),
    .SlowRows          (SlowRows),
    .FastRowWords      (FastRowWords),
    .SlowRowWords      (SlowRowWords),
    .DpRowWords        (DpRowWords),
    .Partitions        (Partitions),
    .BytesPerPartition (BytesPerPartition),
    .PortBytes         (PortBytes),
    .FifoWords         (FifoWords),
    .MailboxWords      (MailboxWords),
    .ServeTimeout      (ServeTimeout),
    .SbufBankRegs      (SbufBankRegs)
  ) u_core (
    .clk_i            (clk),
    .rst_ni           (core_rst_n),
    .push_i           (push),
    .push_data_i      (push_data),
    .push_last_i      (push_last),
    .free_words_o     (free_words),
    .hold_i           (link_hold || reg2hw.control.hold),
    .clear_i          (reg2hw.control.clear_status),
    .issue_core_i     (reg2hw.control.issue_core),
    .tbl_we_i         (tbl_we),
    .tbl_sel_i        (tbl_sel),
    .tbl_row_i        (tbl_row),
    .tbl_word_i       (tbl_word),
    .tbl_wdata_i      (tbl_wdata),
    .host_req_i       (host_req),
    .host_we_i        (host_we),
    .host_core_i      (host_core),
    .host_partition_i (host_partition),
    .host_row_i       (host_row),
    .host_wdata_i     (host_wdata),
    .host_rdata_o     (host_rdata),
    .host_dma_i       (host_dma),
    .serve_i          (reg2hw.control.serve),
    .ring_o           (ring),
    .ring_tag_o       (ring_tag),
    .ring_words_o     (ring_words),
    .ring_core_o      (ring_core),
    .mb_rd_addr_i     (mb_rd_addr),
    .mb_rd_word_o     (mb_rd_word),
    .svc_done_i           (svc_done_o),
    .svc_done_err_i       (svc_done_err_o),
    .svc_done_cpu_i       (svc_done_cpu_o),
    .svc_done_bytes_in_i  (svc_done_bytes_in_o),
    .svc_done_bytes_out_i (svc_done_bytes_out_o),
    .svc_i            (svc),
    .link_busy_i      (link_busy),
    .log_sel_i        (log_sel),
    .log_re_i         (log_re),
    .log_raddr_i      (log_raddr),
    .log_rdata_o      (log_rdata),
    .log_info_o       (log_info),
    .quiet_o          (quiet),
    .hw2reg_o         (hw2reg.core)
  );

  ////////////////////
  // LEDs           //
  ////////////////////

  localparam int unsigned HbW  = $clog2(HeartbeatClocks + 1);
  localparam int unsigned LedW = $clog2(LedHoldClocks + 1);

  logic [HbW-1:0]  hb_cnt_q;
  logic            hb_q;
  logic [LedW-1:0] run_cnt_q, frame_cnt_q;

  always_ff @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      hb_cnt_q    <= '0;
      hb_q        <= 1'b0;
      run_cnt_q   <= '0;
      frame_cnt_q <= '0;
    end else begin
      if (32'(hb_cnt_q) + 1 >= HeartbeatClocks) begin
        hb_cnt_q <= '0;
        hb_q     <= !hb_q;
      end else begin
        hb_cnt_q <= hb_cnt_q + 1'b1;
      end
      if (!hw2reg.core.status.idle) run_cnt_q   <= LedW'(LedHoldClocks);
      else if (run_cnt_q != '0)     run_cnt_q   <= run_cnt_q - 1'b1;
      if (link_frame)               frame_cnt_q <= LedW'(LedHoldClocks);
      else if (frame_cnt_q != '0)   frame_cnt_q <= frame_cnt_q - 1'b1;
    end
  end

  assign led[0]   = hb_q;
  assign led[1]   = run_cnt_q != '0;
  assign led[2]   = hw2reg.core.status.err;
  assign led[5:3] = hw2reg.core.status.err ? hw2reg.core.err_code[6:4] : 3'd0;
  assign led[6]   = frame_cnt_q != '0;
  assign led[7]   = link_refused_last;

  `TPB_STATIC_ASSERT(g_check_baud, ClksPerBit >= 4,
                    ("tpb_fpga_top: ClkHz / Baud must be at least 4 clocks per bit"))
  // The served mailbox's watchdog counts while a frame arrives: it must outlast the longest.
  `TPB_STATIC_ASSERT(g_check_serve_timeout, ServeTimeout > 10 * ClksPerBit * (2 * BufBytes + 2),
                    ("tpb_fpga_top: ServeTimeout must exceed the longest frame's time on the line"))

endmodule
