// Register file of the host link (map: tpb_fpga_pkg REG_*, docs/fpga.md "Registers").
//
// The register block as OpenTitan's reggen builds one, from the host-link table
// (rtl/fpga/hostlink.toml): hw2reg_i brings what the hardware shows in the read-only
// registers (tpb_fpga_pkg::hw2reg_t, a member per block that drives it: the top's build IDs,
// the core's status, counters and signatures, the link's counters), reg2hw_o carries what the
// CONTROL register drives (tpb_fpga_pkg::reg2hw_t). The read mux below is generated from the
// table by scripts/gen_hostlink.py.
//
// Reads: raddr_i in, rdata_o three clocks after: the address and hw2reg_i are registered in
// front of the read mux, the mux has a register in its middle (each group of 16 addresses
// into a register of its own, then the group by the address's upper bits) and one behind it
// (the mux is off the link's paths, and its inputs come from registers placed beside it). The
// values are hw2reg_i's in the clock of the address. Undefined addresses below RegCount read 0; the link refuses addresses past it.
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
  // (tpb_fpga_link, LastWait). The mux itself is cut in two by a register (generated): the
  // address's fan-out into 53 registers' worth of 32-bit inputs and their routing in one clock
  // were the limit next (14.07 ns at seed 1, 15.10 ns at seed 2, 12 to 13 ns of it routing).
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
  localparam int unsigned RdGroups = 4;  // groups of 16 addresses (RegCount 53)
  logic [32*RdGroups-1:0] grp_d, grp_q;   // group g in bits 32 g + 31 .. 32 g
  logic [11:0]            grp_sel_q;      // raddr_q[15:4] of grp_q
  always_comb begin
    grp_d = '0;
    unique case (raddr_q[3:0])  // group 0: addresses 0x00 .. 0x0F
      4'(tpb_fpga_pkg::REG_ID_MAGIC):          grp_d[0 +: 32] = 32'h31425054;
      4'(tpb_fpga_pkg::REG_ID_VERSION):        grp_d[0 +: 32] = 32'h00000001;
      4'(tpb_fpga_pkg::REG_ID_PARTITIONS):     grp_d[0 +: 32] = hw2reg_q.top.id_partitions;
      4'(tpb_fpga_pkg::REG_ID_PART_BYTES):     grp_d[0 +: 32] = hw2reg_q.top.id_part_bytes;
      4'(tpb_fpga_pkg::REG_ID_PORT_BYTES):     grp_d[0 +: 32] = hw2reg_q.top.id_port_bytes;
      4'(tpb_fpga_pkg::REG_ID_DVE_GEN):        grp_d[0 +: 32] = hw2reg_q.top.id_dve_gen;
      4'(tpb_fpga_pkg::REG_ID_DVE_ROWS):       grp_d[0 +: 32] = hw2reg_q.top.id_dve_rows;
      4'(tpb_fpga_pkg::REG_ID_DVE_WORDS):      grp_d[0 +: 32] = hw2reg_q.top.id_dve_words;
      4'(tpb_fpga_pkg::REG_ID_FIFO_WORDS):     grp_d[0 +: 32] = hw2reg_q.top.id_fifo_words;
      4'(tpb_fpga_pkg::REG_ID_BUF_BYTES):      grp_d[0 +: 32] = hw2reg_q.top.id_buf_bytes;
      4'(tpb_fpga_pkg::REG_ID_CLK_HZ):         grp_d[0 +: 32] = hw2reg_q.top.id_clk_hz;
      4'(tpb_fpga_pkg::REG_ID_BAUD):           grp_d[0 +: 32] = hw2reg_q.top.id_baud;
      4'(tpb_fpga_pkg::REG_ID_LOG_REC):        grp_d[0 +: 32] = hw2reg_q.core.id_log_rec;
      4'(tpb_fpga_pkg::REG_ID_LOG_DVE):        grp_d[0 +: 32] = hw2reg_q.core.id_log_dve;
      4'(tpb_fpga_pkg::REG_ID_LOG_MV):         grp_d[0 +: 32] = hw2reg_q.core.id_log_mv;
      4'(tpb_fpga_pkg::REG_ID_LOG_COP):        grp_d[0 +: 32] = hw2reg_q.core.id_log_cop;
      default:                                 grp_d[0 +: 32] = '0;
    endcase
    unique case (raddr_q[3:0])  // group 1: addresses 0x10 .. 0x1F
      4'(tpb_fpga_pkg::REG_CONTROL):           begin
        grp_d[32 + tpb_fpga_pkg::CtrlIssueCore] = reg2hw_o.control.issue_core;
        grp_d[32 + tpb_fpga_pkg::CtrlHold]      = reg2hw_o.control.hold;
        grp_d[32 + tpb_fpga_pkg::CtrlServe]     = reg2hw_o.control.serve;
      end
      4'(tpb_fpga_pkg::REG_SCRATCH):           grp_d[32 +: 32] = scratch_q;
      4'(tpb_fpga_pkg::REG_STATUS):            begin
        grp_d[32 + tpb_fpga_pkg::StatIdle]      = hw2reg_q.core.status.idle;
        grp_d[32 + tpb_fpga_pkg::StatFifoEmpty] = hw2reg_q.core.status.fifo_empty;
        grp_d[32 + tpb_fpga_pkg::StatMvBusy]    = hw2reg_q.core.status.mv_busy;
        grp_d[32 + tpb_fpga_pkg::StatDveIdle]   = hw2reg_q.core.status.dve_idle;
        grp_d[32 + tpb_fpga_pkg::StatErr]       = hw2reg_q.core.status.err;
        grp_d[32 + tpb_fpga_pkg::StatLastSeen]  = hw2reg_q.core.status.last_seen;
        grp_d[32 + tpb_fpga_pkg::StatOverrun]   = hw2reg_q.core.status.overrun;
        grp_d[32 + tpb_fpga_pkg::StatTblBad]    = hw2reg_q.core.status.tbl_bad;
        grp_d[32 + tpb_fpga_pkg::StatHold]      = reg2hw_o.control.hold;
        grp_d[32 + tpb_fpga_pkg::StatIssueCore] = reg2hw_o.control.issue_core;
        grp_d[32 + tpb_fpga_pkg::StatRing]      = hw2reg_q.core.status.ring;
      end
      4'(tpb_fpga_pkg::REG_FIFO_FREE):         grp_d[32 +: 32] = hw2reg_q.core.fifo_free;
      4'(tpb_fpga_pkg::REG_ERR_INDEX):         grp_d[32 +: 32] = hw2reg_q.core.err_index;
      4'(tpb_fpga_pkg::REG_ERR_CODE):          grp_d[32 +: 32] = 32'(hw2reg_q.core.err_code);
      4'(tpb_fpga_pkg::REG_ERR_STICKY0):       grp_d[32 +: 32] = hw2reg_q.core.err_sticky0;
      4'(tpb_fpga_pkg::REG_ERR_STICKY1):       grp_d[32 +: 32] = hw2reg_q.core.err_sticky1;
      4'(tpb_fpga_pkg::REG_ERR_STICKY2):       grp_d[32 +: 32] = hw2reg_q.core.err_sticky2;
      4'(tpb_fpga_pkg::REG_ERR_STICKY3):       grp_d[32 +: 32] = hw2reg_q.core.err_sticky3;
      4'(tpb_fpga_pkg::REG_ID_MAILBOX):        grp_d[32 +: 32] = hw2reg_q.top.id_mailbox;
      4'(tpb_fpga_pkg::REG_MB_STATUS):         grp_d[32 +: 32] = hw2reg_q.core.mb_status;
      4'(tpb_fpga_pkg::REG_MB_INDEX):          grp_d[32 +: 32] = hw2reg_q.core.mb_index;
      4'(tpb_fpga_pkg::REG_CNT_MB_SERVED):     grp_d[32 +: 32] = hw2reg_q.core.cnt_mb_served;
      4'(tpb_fpga_pkg::REG_CNT_MB_TIMEOUT):    grp_d[32 +: 32] = hw2reg_q.core.cnt_mb_timeout;
      4'(tpb_fpga_pkg::REG_ID_SERVE_TIMEOUT):  grp_d[32 +: 32] = hw2reg_q.top.id_serve_timeout;
      default:                                 grp_d[32 +: 32] = '0;
    endcase
    unique case (raddr_q[3:0])  // group 2: addresses 0x20 .. 0x2F
      4'(tpb_fpga_pkg::REG_CNT_WORDS_IN):      grp_d[64 +: 32] = hw2reg_q.core.cnt_words_in;
      4'(tpb_fpga_pkg::REG_CNT_RETIRED):       grp_d[64 +: 32] = hw2reg_q.core.cnt_retired;
      4'(tpb_fpga_pkg::REG_CNT_ACCEPTED):      grp_d[64 +: 32] = hw2reg_q.core.cnt_accepted;
      4'(tpb_fpga_pkg::REG_CNT_REJECTED):      grp_d[64 +: 32] = hw2reg_q.core.cnt_rejected;
      4'(tpb_fpga_pkg::REG_CNT_CROSS):         grp_d[64 +: 32] = hw2reg_q.core.cnt_cross;
      4'(tpb_fpga_pkg::REG_CNT_DVE):           grp_d[64 +: 32] = hw2reg_q.core.cnt_dve;
      4'(tpb_fpga_pkg::REG_CNT_MV):            grp_d[64 +: 32] = hw2reg_q.core.cnt_mv;
      4'(tpb_fpga_pkg::REG_CNT_MV_BYTES):      grp_d[64 +: 32] = hw2reg_q.core.cnt_mv_bytes;
      4'(tpb_fpga_pkg::REG_CNT_COP):           grp_d[64 +: 32] = hw2reg_q.core.cnt_cop;
      4'(tpb_fpga_pkg::REG_SIG_REC):           grp_d[64 +: 32] = hw2reg_q.core.sig_rec;
      4'(tpb_fpga_pkg::REG_SIG_DVE):           grp_d[64 +: 32] = hw2reg_q.core.sig_dve;
      4'(tpb_fpga_pkg::REG_SIG_MV):            grp_d[64 +: 32] = hw2reg_q.core.sig_mv;
      4'(tpb_fpga_pkg::REG_SIG_COP):           grp_d[64 +: 32] = hw2reg_q.core.sig_cop;
      4'(tpb_fpga_pkg::REG_CNT_CYCLES):        grp_d[64 +: 32] = hw2reg_q.core.cnt_cycles;
      4'(tpb_fpga_pkg::REG_CNT_BUSY):          grp_d[64 +: 32] = hw2reg_q.core.cnt_busy;
      default:                                 grp_d[64 +: 32] = '0;
    endcase
    unique case (raddr_q[3:0])  // group 3: addresses 0x30 .. 0x3F
      4'(tpb_fpga_pkg::REG_LINK_OK):           grp_d[96 +: 32] = hw2reg_q.link.link_ok;
      4'(tpb_fpga_pkg::REG_LINK_REFUSED):      grp_d[96 +: 32] = hw2reg_q.link.link_refused;
      4'(tpb_fpga_pkg::REG_LINK_DROPPED):      grp_d[96 +: 32] = hw2reg_q.link.link_dropped;
      4'(tpb_fpga_pkg::REG_LINK_LAST_ERR):     grp_d[96 +: 32] = 32'(hw2reg_q.link.link_last_err);
      4'(tpb_fpga_pkg::REG_LINK_UART_ERR):     grp_d[96 +: 32] = hw2reg_q.link.link_uart_err;
      default:                                 grp_d[96 +: 32] = '0;
    endcase
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      grp_q     <= '0;
      grp_sel_q <= '0;
    end else begin
      grp_q     <= grp_d;
      grp_sel_q <= raddr_q[15:4];
    end
  end
  always_comb begin
    rdata = '0;
    for (int unsigned g = 0; g < RdGroups; g++) begin
      if (32'(grp_sel_q) == g) rdata = grp_q[32 * g +: 32];
    end
  end
  // hostlink: read_mux end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) rdata_q <= '0;
    else         rdata_q <= rdata;
  end
  assign rdata_o = rdata_q;

endmodule
