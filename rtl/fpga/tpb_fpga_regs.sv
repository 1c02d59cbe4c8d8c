// Register file of the host link (map: tpb_fpga_pkg REG_*, docs/fpga.md "Registers").
//
// The register block as OpenTitan's reggen builds one, from the host-link table
// (rtl/fpga/hostlink.toml): hw2reg_i brings what the hardware shows in the read-only
// registers (tpb_fpga_pkg::hw2reg_t, a member per block that drives it: the top's build IDs,
// the core's status, counters and signatures, the link's counters), reg2hw_o carries what the
// CONTROL register drives (tpb_fpga_pkg::reg2hw_t). The read mux below is generated from the
// table by scripts/gen_hostlink.py.
//
// Reads: raddr_i in, rdata_o two clocks after: the address and hw2reg_i are registered in
// front of the read mux, its output behind it (the mux is off the link's paths, and its
// inputs come from registers placed beside it). The values are hw2reg_i's in the clock of
// the address. Undefined addresses below RegCount read 0; the link refuses addresses past it.
// Writes: CONTROL and SCRATCH only (the link refuses the others with READ_ONLY).
// CONTROL: SOFT_RESET holds reg2hw_o.control.soft_reset for SoftResetClocks clocks (the link
// itself is not reset), CLEAR_STATUS pulses reg2hw_o.control.clear_status for one clock,
// ISSUE_CORE, HOLD and SERVE are levels.

module tpb_fpga_regs (
  input  logic                  clk_i,
  input  logic                  rst_ni,

  input  logic [15:0]           raddr_i,
  output logic [31:0]           rdata_o,
  input  logic                  we_i,
  input  logic [15:0]           waddr_i,
  input  logic [31:0]           wdata_i,

  input  tpb_fpga_pkg::hw2reg_t hw2reg_i,
  output tpb_fpga_pkg::reg2hw_t reg2hw_o
);

  localparam int unsigned SoftResetClocks = 4;

  logic        issue_core_q, hold_q, serve_q, clear_q;
  logic [2:0]  soft_cnt_q;
  logic [31:0] scratch_q, rdata, rdata_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      issue_core_q <= 1'b0;
      hold_q       <= 1'b0;
      serve_q      <= 1'b0;
      clear_q      <= 1'b0;
      soft_cnt_q   <= '0;
      scratch_q    <= '0;
    end else begin
      clear_q <= 1'b0;
      if (soft_cnt_q != '0) soft_cnt_q <= soft_cnt_q - 1'b1;
      if (we_i && waddr_i == tpb_fpga_pkg::REG_CONTROL) begin
        issue_core_q <= wdata_i[tpb_fpga_pkg::CtrlIssueCore];
        hold_q       <= wdata_i[tpb_fpga_pkg::CtrlHold];
        serve_q      <= wdata_i[tpb_fpga_pkg::CtrlServe];
        clear_q      <= wdata_i[tpb_fpga_pkg::CtrlClearStatus];
        if (wdata_i[tpb_fpga_pkg::CtrlSoftReset]) soft_cnt_q <= 3'(SoftResetClocks);
      end
      if (we_i && waddr_i == tpb_fpga_pkg::REG_SCRATCH) scratch_q <= wdata_i;
    end
  end

  assign reg2hw_o.control.soft_reset   = soft_cnt_q != '0;
  assign reg2hw_o.control.clear_status = clear_q;
  assign reg2hw_o.control.issue_core   = issue_core_q;
  assign reg2hw_o.control.hold         = hold_q;
  assign reg2hw_o.control.serve        = serve_q;

  // What the hardware shows and the read address, registered before the read mux: the
  // counters, signatures and status come from across the device, and so does the link's
  // address; their routing and the mux in one clock were the board's limit at 75 MHz (a
  // signature into the mux, 14.70 ns at seed 1; the link's address into it, 15.25 ns at seed
  // 2, 12.7 ns of it routing). The link takes the byte several clocks after the address
  // (tpb_fpga_link, LastWait).
  tpb_fpga_pkg::hw2reg_t hw2reg_q;
  logic [15:0]           raddr_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      hw2reg_q <= '0;
      raddr_q  <= '0;
    end else begin
      hw2reg_q <= hw2reg_i;
      raddr_q  <= raddr_i;
    end
  end

  // hostlink: read_mux begin (generated from rtl/fpga/hostlink.toml by scripts/gen_hostlink.py, do not edit)
  always_comb begin
    rdata = '0;
    unique case (raddr_q)
      tpb_fpga_pkg::REG_ID_MAGIC:         rdata = 32'h31425054;
      tpb_fpga_pkg::REG_ID_VERSION:       rdata = 32'h00000001;
      tpb_fpga_pkg::REG_ID_PARTITIONS:    rdata = hw2reg_q.top.id_partitions;
      tpb_fpga_pkg::REG_ID_PART_BYTES:    rdata = hw2reg_q.top.id_part_bytes;
      tpb_fpga_pkg::REG_ID_PORT_BYTES:    rdata = hw2reg_q.top.id_port_bytes;
      tpb_fpga_pkg::REG_ID_DVE_GEN:       rdata = hw2reg_q.top.id_dve_gen;
      tpb_fpga_pkg::REG_ID_DVE_ROWS:      rdata = hw2reg_q.top.id_dve_rows;
      tpb_fpga_pkg::REG_ID_DVE_WORDS:     rdata = hw2reg_q.top.id_dve_words;
      tpb_fpga_pkg::REG_ID_FIFO_WORDS:    rdata = hw2reg_q.top.id_fifo_words;
      tpb_fpga_pkg::REG_ID_BUF_BYTES:     rdata = hw2reg_q.top.id_buf_bytes;
      tpb_fpga_pkg::REG_ID_CLK_HZ:        rdata = hw2reg_q.top.id_clk_hz;
      tpb_fpga_pkg::REG_ID_BAUD:          rdata = hw2reg_q.top.id_baud;
      tpb_fpga_pkg::REG_ID_LOG_REC:       rdata = hw2reg_q.core.id_log_rec;
      tpb_fpga_pkg::REG_ID_LOG_DVE:       rdata = hw2reg_q.core.id_log_dve;
      tpb_fpga_pkg::REG_ID_LOG_MV:        rdata = hw2reg_q.core.id_log_mv;
      tpb_fpga_pkg::REG_ID_LOG_COP:       rdata = hw2reg_q.core.id_log_cop;
      tpb_fpga_pkg::REG_CONTROL:          begin
        rdata[tpb_fpga_pkg::CtrlIssueCore] = reg2hw_o.control.issue_core;
        rdata[tpb_fpga_pkg::CtrlHold]      = reg2hw_o.control.hold;
        rdata[tpb_fpga_pkg::CtrlServe]     = reg2hw_o.control.serve;
      end
      tpb_fpga_pkg::REG_SCRATCH:          rdata = scratch_q;
      tpb_fpga_pkg::REG_STATUS:           begin
        rdata[tpb_fpga_pkg::StatIdle]      = hw2reg_q.core.status.idle;
        rdata[tpb_fpga_pkg::StatFifoEmpty] = hw2reg_q.core.status.fifo_empty;
        rdata[tpb_fpga_pkg::StatMvBusy]    = hw2reg_q.core.status.mv_busy;
        rdata[tpb_fpga_pkg::StatDveIdle]   = hw2reg_q.core.status.dve_idle;
        rdata[tpb_fpga_pkg::StatErr]       = hw2reg_q.core.status.err;
        rdata[tpb_fpga_pkg::StatLastSeen]  = hw2reg_q.core.status.last_seen;
        rdata[tpb_fpga_pkg::StatOverrun]   = hw2reg_q.core.status.overrun;
        rdata[tpb_fpga_pkg::StatTblBad]    = hw2reg_q.core.status.tbl_bad;
        rdata[tpb_fpga_pkg::StatHold]      = reg2hw_o.control.hold;
        rdata[tpb_fpga_pkg::StatIssueCore] = reg2hw_o.control.issue_core;
        rdata[tpb_fpga_pkg::StatRing]      = hw2reg_q.core.status.ring;
      end
      tpb_fpga_pkg::REG_FIFO_FREE:        rdata = hw2reg_q.core.fifo_free;
      tpb_fpga_pkg::REG_ERR_INDEX:        rdata = hw2reg_q.core.err_index;
      tpb_fpga_pkg::REG_ERR_CODE:         rdata = 32'(hw2reg_q.core.err_code);
      tpb_fpga_pkg::REG_ERR_STICKY0:      rdata = hw2reg_q.core.err_sticky0;
      tpb_fpga_pkg::REG_ERR_STICKY1:      rdata = hw2reg_q.core.err_sticky1;
      tpb_fpga_pkg::REG_ERR_STICKY2:      rdata = hw2reg_q.core.err_sticky2;
      tpb_fpga_pkg::REG_ERR_STICKY3:      rdata = hw2reg_q.core.err_sticky3;
      tpb_fpga_pkg::REG_ID_MAILBOX:       rdata = hw2reg_q.top.id_mailbox;
      tpb_fpga_pkg::REG_MB_STATUS:        rdata = hw2reg_q.core.mb_status;
      tpb_fpga_pkg::REG_MB_INDEX:         rdata = hw2reg_q.core.mb_index;
      tpb_fpga_pkg::REG_CNT_MB_SERVED:    rdata = hw2reg_q.core.cnt_mb_served;
      tpb_fpga_pkg::REG_CNT_MB_TIMEOUT:   rdata = hw2reg_q.core.cnt_mb_timeout;
      tpb_fpga_pkg::REG_ID_SERVE_TIMEOUT: rdata = hw2reg_q.top.id_serve_timeout;
      tpb_fpga_pkg::REG_CNT_WORDS_IN:     rdata = hw2reg_q.core.cnt_words_in;
      tpb_fpga_pkg::REG_CNT_RETIRED:      rdata = hw2reg_q.core.cnt_retired;
      tpb_fpga_pkg::REG_CNT_ACCEPTED:     rdata = hw2reg_q.core.cnt_accepted;
      tpb_fpga_pkg::REG_CNT_REJECTED:     rdata = hw2reg_q.core.cnt_rejected;
      tpb_fpga_pkg::REG_CNT_CROSS:        rdata = hw2reg_q.core.cnt_cross;
      tpb_fpga_pkg::REG_CNT_DVE:          rdata = hw2reg_q.core.cnt_dve;
      tpb_fpga_pkg::REG_CNT_MV:           rdata = hw2reg_q.core.cnt_mv;
      tpb_fpga_pkg::REG_CNT_MV_BYTES:     rdata = hw2reg_q.core.cnt_mv_bytes;
      tpb_fpga_pkg::REG_CNT_COP:          rdata = hw2reg_q.core.cnt_cop;
      tpb_fpga_pkg::REG_SIG_REC:          rdata = hw2reg_q.core.sig_rec;
      tpb_fpga_pkg::REG_SIG_DVE:          rdata = hw2reg_q.core.sig_dve;
      tpb_fpga_pkg::REG_SIG_MV:           rdata = hw2reg_q.core.sig_mv;
      tpb_fpga_pkg::REG_SIG_COP:          rdata = hw2reg_q.core.sig_cop;
      tpb_fpga_pkg::REG_CNT_CYCLES:       rdata = hw2reg_q.core.cnt_cycles;
      tpb_fpga_pkg::REG_CNT_BUSY:         rdata = hw2reg_q.core.cnt_busy;
      tpb_fpga_pkg::REG_LINK_OK:          rdata = hw2reg_q.link.link_ok;
      tpb_fpga_pkg::REG_LINK_REFUSED:     rdata = hw2reg_q.link.link_refused;
      tpb_fpga_pkg::REG_LINK_DROPPED:     rdata = hw2reg_q.link.link_dropped;
      tpb_fpga_pkg::REG_LINK_LAST_ERR:    rdata = 32'(hw2reg_q.link.link_last_err);
      tpb_fpga_pkg::REG_LINK_UART_ERR:    rdata = hw2reg_q.link.link_uart_err;
      default:                            rdata = '0;
    endcase
  end
  // hostlink: read_mux end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) rdata_q <= '0;
    else         rdata_q <= rdata;
  end
  assign rdata_o = rdata_q;

endmodule
