// Register file of the host link (map: tpb_fpga_pkg REG_*, docs/fpga.md "Registers").
//
// Reads: raddr_i in, rdata_o the clock after (registered: the read mux is off the link's
// paths). Undefined addresses below RegCount read 0; the link refuses addresses past it.
// Writes: CONTROL and SCRATCH only (the link refuses the others with READ_ONLY).
// CONTROL: SOFT_RESET holds soft_reset_o for SoftResetClocks clocks (the link itself is not
// reset), CLEAR_STATUS pulses clear_o for one clock, ISSUE_CORE and HOLD are levels.

module tpb_fpga_regs #(
  parameter int unsigned Partitions        = 16,
  parameter int unsigned BytesPerPartition = 1024,
  parameter int unsigned PortBytes         = 16,
  parameter int unsigned Gen               = 3,
  parameter int unsigned FastRows          = 256,
  parameter int unsigned SlowRows          = 256,
  parameter int unsigned FastRowWords      = 2,
  parameter int unsigned SlowRowWords      = 2,
  parameter int unsigned DpRowWords        = 4,
  parameter int unsigned FifoWords         = 32,
  parameter int unsigned BufBytes          = 2048,
  parameter int unsigned ClkHz             = 50_000_000,
  parameter int unsigned Baud              = 1_000_000,
  parameter int unsigned MailboxWords      = 257,
  parameter int unsigned FifoCountW        = 6
) (
  input  logic                               clk_i,
  input  logic                               rst_ni,

  input  logic [15:0]                        raddr_i,
  output logic [31:0]                        rdata_o,
  input  logic                               we_i,
  input  logic [15:0]                        waddr_i,
  input  logic [31:0]                        wdata_i,

  output logic                               soft_reset_o,
  output logic                               clear_o,
  output logic                               issue_core_o,
  output logic                               hold_o,

  // From the core.
  input  logic [4*32-1:0]                    log_info_i,
  input  logic                               idle_i,
  input  logic                               fifo_empty_i,
  input  logic                               mv_busy_i,
  input  logic                               dve_idle_i,
  input  logic                               last_seen_i,
  input  logic                               overrun_i,
  input  logic                               tbl_bad_i,
  input  logic [FifoCountW-1:0]              free_words_i,
  input  logic                               err_valid_i,
  input  logic [31:0]                        err_index_i,
  input  logic [7:0]                         err_code_i,
  input  logic [tpb_isa_pkg::NumErrors-1:0]  err_sticky_i,
  input  logic [31:0]                        cnt_words_in_i,
  input  logic [31:0]                        cnt_retired_i,
  input  logic [31:0]                        cnt_accepted_i,
  input  logic [31:0]                        cnt_rejected_i,
  input  logic [31:0]                        cnt_cross_i,
  input  logic [31:0]                        cnt_dve_i,
  input  logic [31:0]                        cnt_mv_i,
  input  logic [31:0]                        cnt_mv_bytes_i,
  input  logic [31:0]                        cnt_cop_i,
  input  logic [31:0]                        cnt_cycles_i,
  input  logic [31:0]                        cnt_busy_i,
  input  logic [31:0]                        sig_rec_i,
  input  logic [31:0]                        sig_dve_i,
  input  logic [31:0]                        sig_mv_i,
  input  logic [31:0]                        sig_cop_i,

  // From the link.
  input  logic [31:0]                        link_ok_i,
  input  logic [31:0]                        link_refused_i,
  input  logic [31:0]                        link_dropped_i,
  input  logic [7:0]                         link_last_err_i,
  input  logic [31:0]                        link_uart_err_i
);

  localparam int unsigned SoftResetClocks = 4;
  localparam int unsigned SlowWords       = (Gen == 2) ? FastRowWords : SlowRowWords;

  logic        issue_core_q, hold_q, clear_q;
  logic [2:0]  soft_cnt_q;
  logic [31:0] scratch_q, rdata_q;
  logic [127:0] sticky;

  assign sticky = 128'(err_sticky_i);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      issue_core_q <= 1'b0;
      hold_q       <= 1'b0;
      clear_q      <= 1'b0;
      soft_cnt_q   <= '0;
      scratch_q    <= '0;
    end else begin
      clear_q <= 1'b0;
      if (soft_cnt_q != '0) soft_cnt_q <= soft_cnt_q - 1'b1;
      if (we_i && waddr_i == tpb_fpga_pkg::REG_CONTROL) begin
        issue_core_q <= wdata_i[tpb_fpga_pkg::CtrlIssueCore];
        hold_q       <= wdata_i[tpb_fpga_pkg::CtrlHold];
        clear_q      <= wdata_i[tpb_fpga_pkg::CtrlClearStatus];
        if (wdata_i[tpb_fpga_pkg::CtrlSoftReset]) soft_cnt_q <= 3'(SoftResetClocks);
      end
      if (we_i && waddr_i == tpb_fpga_pkg::REG_SCRATCH) scratch_q <= wdata_i;
    end
  end

  assign soft_reset_o = soft_cnt_q != '0;
  assign clear_o      = clear_q;
  assign issue_core_o = issue_core_q;
  assign hold_o       = hold_q;

  logic [31:0] status, control, rdata;
  always_comb begin
    status = '0;
    status[tpb_fpga_pkg::StatIdle]      = idle_i;
    status[tpb_fpga_pkg::StatFifoEmpty] = fifo_empty_i;
    status[tpb_fpga_pkg::StatMvBusy]    = mv_busy_i;
    status[tpb_fpga_pkg::StatDveIdle]   = dve_idle_i;
    status[tpb_fpga_pkg::StatErr]       = err_valid_i;
    status[tpb_fpga_pkg::StatLastSeen]  = last_seen_i;
    status[tpb_fpga_pkg::StatOverrun]   = overrun_i;
    status[tpb_fpga_pkg::StatTblBad]    = tbl_bad_i;
    status[tpb_fpga_pkg::StatHold]      = hold_q;
    status[tpb_fpga_pkg::StatIssueCore] = issue_core_q;
    control = '0;
    control[tpb_fpga_pkg::CtrlIssueCore] = issue_core_q;
    control[tpb_fpga_pkg::CtrlHold]      = hold_q;
  end

  always_comb begin
    unique case (raddr_i)
      tpb_fpga_pkg::REG_ID_MAGIC:      rdata = tpb_fpga_pkg::Magic;
      tpb_fpga_pkg::REG_ID_VERSION:    rdata = tpb_fpga_pkg::Version;
      tpb_fpga_pkg::REG_ID_PARTITIONS: rdata = 32'(Partitions);
      tpb_fpga_pkg::REG_ID_PART_BYTES: rdata = 32'(BytesPerPartition);
      tpb_fpga_pkg::REG_ID_PORT_BYTES: rdata = 32'(PortBytes);
      tpb_fpga_pkg::REG_ID_DVE_GEN:    rdata = 32'(Gen);
      tpb_fpga_pkg::REG_ID_DVE_ROWS:   rdata = {16'(SlowRows), 16'(FastRows)};
      tpb_fpga_pkg::REG_ID_DVE_WORDS:  rdata = {8'd0, 8'(DpRowWords), 8'(SlowWords), 8'(FastRowWords)};
      tpb_fpga_pkg::REG_ID_FIFO_WORDS: rdata = 32'(FifoWords);
      tpb_fpga_pkg::REG_ID_BUF_BYTES:  rdata = 32'(BufBytes);
      tpb_fpga_pkg::REG_ID_CLK_HZ:     rdata = 32'(ClkHz);
      tpb_fpga_pkg::REG_ID_BAUD:       rdata = 32'(Baud);
      tpb_fpga_pkg::REG_ID_LOG_REC:    rdata = log_info_i[0 +: 32];
      tpb_fpga_pkg::REG_ID_LOG_DVE:    rdata = log_info_i[32 +: 32];
      tpb_fpga_pkg::REG_ID_LOG_MV:     rdata = log_info_i[64 +: 32];
      tpb_fpga_pkg::REG_ID_LOG_COP:    rdata = log_info_i[96 +: 32];
      tpb_fpga_pkg::REG_CONTROL:       rdata = control;
      tpb_fpga_pkg::REG_SCRATCH:       rdata = scratch_q;
      tpb_fpga_pkg::REG_STATUS:        rdata = status;
      tpb_fpga_pkg::REG_FIFO_FREE:     rdata = 32'(free_words_i);
      tpb_fpga_pkg::REG_ERR_INDEX:     rdata = err_index_i;
      tpb_fpga_pkg::REG_ERR_CODE:      rdata = 32'(err_code_i);
      tpb_fpga_pkg::REG_ERR_STICKY0:   rdata = sticky[0 +: 32];
      tpb_fpga_pkg::REG_ERR_STICKY1:   rdata = sticky[32 +: 32];
      tpb_fpga_pkg::REG_ERR_STICKY2:   rdata = sticky[64 +: 32];
      tpb_fpga_pkg::REG_ERR_STICKY3:   rdata = sticky[96 +: 32];
      tpb_fpga_pkg::REG_ID_MAILBOX:    rdata = 32'(MailboxWords);
      tpb_fpga_pkg::REG_CNT_WORDS_IN:  rdata = cnt_words_in_i;
      tpb_fpga_pkg::REG_CNT_RETIRED:   rdata = cnt_retired_i;
      tpb_fpga_pkg::REG_CNT_ACCEPTED:  rdata = cnt_accepted_i;
      tpb_fpga_pkg::REG_CNT_REJECTED:  rdata = cnt_rejected_i;
      tpb_fpga_pkg::REG_CNT_CROSS:     rdata = cnt_cross_i;
      tpb_fpga_pkg::REG_CNT_DVE:       rdata = cnt_dve_i;
      tpb_fpga_pkg::REG_CNT_MV:        rdata = cnt_mv_i;
      tpb_fpga_pkg::REG_CNT_MV_BYTES:  rdata = cnt_mv_bytes_i;
      tpb_fpga_pkg::REG_CNT_COP:       rdata = cnt_cop_i;
      tpb_fpga_pkg::REG_SIG_REC:       rdata = sig_rec_i;
      tpb_fpga_pkg::REG_SIG_DVE:       rdata = sig_dve_i;
      tpb_fpga_pkg::REG_SIG_MV:        rdata = sig_mv_i;
      tpb_fpga_pkg::REG_SIG_COP:       rdata = sig_cop_i;
      tpb_fpga_pkg::REG_CNT_CYCLES:    rdata = cnt_cycles_i;
      tpb_fpga_pkg::REG_CNT_BUSY:      rdata = cnt_busy_i;
      tpb_fpga_pkg::REG_LINK_OK:       rdata = link_ok_i;
      tpb_fpga_pkg::REG_LINK_REFUSED:  rdata = link_refused_i;
      tpb_fpga_pkg::REG_LINK_DROPPED:  rdata = link_dropped_i;
      tpb_fpga_pkg::REG_LINK_LAST_ERR: rdata = 32'(link_last_err_i);
      tpb_fpga_pkg::REG_LINK_UART_ERR: rdata = link_uart_err_i;
      default:                         rdata = '0;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) rdata_q <= '0;
    else         rdata_q <= rdata;
  end
  assign rdata_o = rdata_q;

  if (tpb_isa_pkg::NumErrors > 128) begin : g_too_many_errors
    $error("tpb_fpga_regs: more than 128 error codes do not fit ERR_STICKY0..3");
  end

endmodule
