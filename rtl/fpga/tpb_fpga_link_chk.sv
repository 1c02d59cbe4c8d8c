// Command checks of the host link (part of tpb_fpga_link; docs/fpga.md "Checks and status
// codes"): from a frame's command, length and arguments, and from what the core shows now,
// the reply's status, its data bytes and whether the command needs the core quiet. All three
// leave from registers, two clocks after their inputs (two stages, below); the link reads
// them in StFrame, when the frame's fields have held for longer than that.
//
// Beside them, combinational views the executor also uses: the table's words per row, the
// SBUF commands' linear row (partition * rows + row) and the selected log's stride as a shift.

module tpb_fpga_link_chk #(
  parameter  int unsigned BufBytes          = 2048,
  parameter  int unsigned Partitions        = 16,
  parameter  int unsigned BytesPerPartition = 1024,
  parameter  int unsigned PortBytes         = 16,
  parameter  int unsigned Gen               = 3,
  parameter  int unsigned FastRows          = 256,
  parameter  int unsigned SlowRows          = 256,
  parameter  int unsigned FastRowWords      = 2,
  parameter  int unsigned SlowRowWords      = 2,
  parameter  int unsigned DpRowWords        = 4,
  parameter  int unsigned FifoCountW        = 6
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,

  // The frame (the link's copies of the receiver's fields).
  input  logic [7:0]            cmd,
  input  logic [15:0]           len,
  input  logic [63:0]           args,

  // What the core shows now.
  input  logic                  ring_i,
  input  logic [7:0]            ring_tag_i,
  input  logic [8:0]            ring_words_i,
  input  logic [FifoCountW-1:0] free_words_i,
  input  logic [4*32-1:0]       log_info_i,

  // The verdict (registered).
  output logic [7:0]            chk_st_o,     // tpb_fpga_pkg::ST_*
  output logic [15:0]           chk_dlen_o,   // reply data bytes
  output logic                  chk_quiet_o,  // the command needs the core quiet

  // Views the executor also uses.
  output logic [7:0]            tbl_wpr_o,    // words per row of the selected table
  output logic [15:0]           sb_linear_o,  // partition * rows + row (SBUF commands)
  output logic [3:0]            log_shift_o   // log2 of the selected log's stride
);

  localparam int unsigned Rows      = BytesPerPartition / PortBytes;
  localparam int unsigned SbufRows  = Partitions * Rows;
  localparam int unsigned MaxData   = BufBytes - 9;              // reply: header, status, data, CRC
  localparam int unsigned OpWords   = (Gen == 2) ? 2 : 1;
  localparam int unsigned SlowWords = (Gen == 2) ? FastRowWords : SlowRowWords;
  localparam int unsigned PortShift = $clog2(PortBytes);

  // Argument views (payload bytes 0..7).
  logic [7:0]  a_b0, a_b1;
  logic [15:0] a_h0, a_h1, a_h2;
  assign a_b0 = args[7:0];
  assign a_b1 = args[15:8];
  assign a_h0 = args[15:0];
  assign a_h1 = args[31:16];
  assign a_h2 = args[47:32];

  logic [31:0] plen, units4, unitsrow, units64;
  assign plen     = 32'(len);
  assign units4   = (plen - 32'd4) >> 2;
  assign unitsrow = (plen - 32'd4) >> PortShift;
  assign units64  = (plen - 32'd4) >> 6;

  // DVE table geometry per table select: words per row, and the linear word range of the
  // write (row * words per row + word, against rows * words per row). Products with a
  // constant per branch: no multiplier.
  logic [31:0] tbl_wpr, tbl_first, tbl_total;
  always_comb begin
    unique case (a_b0[1:0])
      2'd0: begin
        tbl_wpr   = 32'(OpWords);
        tbl_first = 32'(a_b1) * OpWords + 32'(args[23:16]);
        tbl_total = 256 * OpWords;
      end
      2'd1: begin
        tbl_wpr   = 32'(FastRowWords);
        tbl_first = 32'(a_b1) * FastRowWords + 32'(args[23:16]);
        tbl_total = FastRows * FastRowWords;
      end
      2'd2: begin
        tbl_wpr   = 32'(SlowWords);
        tbl_first = 32'(a_b1) * SlowWords + 32'(args[23:16]);
        tbl_total = SlowRows * SlowWords;
      end
      default: begin
        tbl_wpr   = 32'(DpRowWords);
        tbl_first = 32'(a_b1) * DpRowWords + 32'(args[23:16]);
        tbl_total = FastRows * DpRowWords;
      end
    endcase
  end

  // A service command's doorbell: it rings for the host with the command's tag (byte 0).
  logic svc_ok;
  assign svc_ok = ring_i && a_b0 == ring_tag_i;

  logic [31:0] sb_linear;      // partition * Rows + row of the SBUF commands
  assign sb_linear = 32'(a_b1) * 32'(Rows) + 32'(a_h1);

  // Log geometry of the selected log; strides are powers of two, so byte addresses are
  // shifts (log_shift = log2 stride).
  logic [31:0] log_stride, log_depth;
  logic [3:0]  log_shift;
  assign log_stride = 32'(log_info_i[32*a_b0[1:0] +: 16]);
  assign log_depth  = 32'(log_info_i[32*a_b0[1:0] + 16 +: 16]);
  always_comb begin
    log_shift = '0;
    for (int unsigned i = 0; i < 16; i++) begin
      if (log_stride[i]) log_shift = 4'(i);
    end
  end

  // The checks in two stages. The first decides everything the frame alone decides (its
  // arguments, lengths and addresses: BAD_ARGS, BAD_ADDR, READ_ONLY, BAD_CMD) and the sums
  // the second compares with live values; the second adds what the core shows now (the
  // doorbell and its tag, the chain's words, the FIFO's free words), in each command's order
  // of checks. The frame's fields hold from its last byte on, a UART byte or more before
  // its END, so the first stage's registers hold this frame's values well before StFrame
  // reads the second's; the live values are those of the clock before StFrame, as with one
  // stage. (In one clock, the argument sums through the comparators into the status were
  // the board's limiting path at 75 MHz: 14.28 ns at seed 1, 13.78 ns at seed 2.)
  logic        pre_args, pre_args_q;    // BAD_ARGS
  logic [7:0]  pre_st, pre_st_q;        // the frame-only checks after the live ones (or all of them)
  logic [16:0] chain_sum_q;             // CHAIN_READ: first word + words
  logic [31:0] units64_q;               // STREAM: words pushed
  logic [7:0]  chk_st, chk_st_q;
  logic [15:0] chk_dlen, chk_dlen_q;    // reply data bytes (at most MaxData)
  logic        chk_quiet, chk_quiet_q;  // needs the core quiet
  always_comb begin
    pre_args  = 1'b0;
    pre_st    = tpb_fpga_pkg::ST_OK;
    chk_dlen  = '0;
    chk_quiet = 1'b0;
    unique case (cmd)
      tpb_fpga_pkg::CMD_PING: begin
        chk_dlen = 16'(plen);
      end
      tpb_fpga_pkg::CMD_REG_READ: begin
        if (plen != 32'd4 || a_h1 == '0 || 32'(a_h1) * 4 > MaxData) pre_args = 1'b1;
        else if (32'(a_h0) + 32'(a_h1) > tpb_fpga_pkg::RegCount)      pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
        chk_dlen = 16'(32'(a_h1) * 4);
      end
      tpb_fpga_pkg::CMD_REG_WRITE: begin
        if (plen < 32'd8 || plen[1:0] != 2'd0)                              pre_args = 1'b1;
        else if (32'(a_h0) + units4 > tpb_fpga_pkg::RegCount)                pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
        else if (a_h0 < tpb_fpga_pkg::REG_CONTROL ||
                 32'(a_h0) + units4 > 32'(tpb_fpga_pkg::REG_SCRATCH) + 1)   pre_st = tpb_fpga_pkg::ST_READ_ONLY;
      end
      tpb_fpga_pkg::CMD_TBL_WRITE: begin
        chk_quiet = 1'b1;
        if (plen < 32'd8 || plen[1:0] != 2'd0)                               pre_args = 1'b1;
        else if (a_b0[7:2] != '0 || (Gen == 2 && a_b0[1:0] == 2'd2) ||
                 32'(args[23:16]) >= tbl_wpr || tbl_first + units4 > tbl_total)
                                                                              pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
      end
      tpb_fpga_pkg::CMD_SBUF_WRITE: begin
        chk_quiet = 1'b1;
        if (plen < 32'(4 + PortBytes) || (plen - 32'd4) % 32'(PortBytes) != 0) pre_args = 1'b1;
        else if (a_b0 > 8'd1 || 32'(a_b1) >= Partitions || 32'(a_h1) >= Rows ||
                 sb_linear + unitsrow > SbufRows)                             pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
      end
      tpb_fpga_pkg::CMD_SBUF_READ: begin
        chk_quiet = 1'b1;
        if (plen != 32'd8 || a_h2 == '0 || 32'(a_h2) * PortBytes > MaxData)  pre_args = 1'b1;
        else if (a_b0 > 8'd1 || 32'(a_b1) >= Partitions || 32'(a_h1) >= Rows ||
                 sb_linear + 32'(a_h2) > SbufRows)                            pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
        chk_dlen = 16'(32'(a_h2) * PortBytes);
      end
      tpb_fpga_pkg::CMD_CHAIN_READ: begin
        // then the doorbell, then the words (live)
        if (plen != 32'd8 || a_b1 != '0 || a_h2 == '0 || 32'(a_h2) * 64 > MaxData) pre_args = 1'b1;
        chk_dlen = 16'(32'(a_h2) * 64);
      end
      tpb_fpga_pkg::CMD_DMA_WRITE: begin
        // then the doorbell (live), then the rows
        if (plen < 32'(4 + PortBytes) || (plen - 32'd4) % 32'(PortBytes) != 0) pre_args = 1'b1;
        else if (32'(a_b1) >= Partitions || 32'(a_h1) >= Rows ||
                 sb_linear + unitsrow > SbufRows)                             pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
      end
      tpb_fpga_pkg::CMD_DMA_READ: begin
        // then the doorbell (live), then the rows
        if (plen != 32'd8 || a_h2 == '0 || 32'(a_h2) * PortBytes > MaxData)  pre_args = 1'b1;
        else if (32'(a_b1) >= Partitions || 32'(a_h1) >= Rows ||
                 sb_linear + 32'(a_h2) > SbufRows)                            pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
        chk_dlen = 16'(32'(a_h2) * PortBytes);
      end
      tpb_fpga_pkg::CMD_MB_DONE: begin
        // then the doorbell (live)
        if (plen != 32'd12 || args[31:24] != '0)                              pre_args = 1'b1;
      end
      tpb_fpga_pkg::CMD_STREAM: begin
        // then the FIFO's room (live)
        if (plen < 32'd68 || plen[5:0] != 6'd4 || args[31:1] != '0)          pre_args = 1'b1;
        chk_dlen = 16'd4;
      end
      tpb_fpga_pkg::CMD_LOG_READ: begin
        if (plen != 32'd8 || a_b0 > 8'd3 || a_h2 == '0 || (32'(a_h2) << log_shift) > MaxData)
                                                                              pre_args = 1'b1;
        else if (32'(a_h1) + 32'(a_h2) > log_depth)                           pre_st = tpb_fpga_pkg::ST_BAD_ADDR;
        chk_dlen = 16'(32'(a_h2) << log_shift);
      end
      default: pre_st = tpb_fpga_pkg::ST_BAD_CMD;
    endcase
  end

  // The second stage: the live checks between the first stage's verdicts.
  always_comb begin
    chk_st = pre_st_q;
    if (pre_args_q) begin
      chk_st = tpb_fpga_pkg::ST_BAD_ARGS;
    end else begin
      unique case (cmd)
        tpb_fpga_pkg::CMD_CHAIN_READ: begin
          if (!svc_ok)                                chk_st = tpb_fpga_pkg::ST_NO_DOORBELL;
          else if (chain_sum_q > 17'(ring_words_i))   chk_st = tpb_fpga_pkg::ST_BAD_ADDR;
        end
        tpb_fpga_pkg::CMD_DMA_WRITE,
        tpb_fpga_pkg::CMD_DMA_READ,
        tpb_fpga_pkg::CMD_MB_DONE: begin
          if (!svc_ok)                                chk_st = tpb_fpga_pkg::ST_NO_DOORBELL;
        end
        tpb_fpga_pkg::CMD_STREAM: begin
          if (units64_q > 32'(free_words_i))          chk_st = tpb_fpga_pkg::ST_FIFO_FULL;
        end
        default: ;
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      pre_args_q  <= 1'b0;
      pre_st_q    <= tpb_fpga_pkg::ST_OK;
      chain_sum_q <= '0;
      units64_q   <= '0;
      chk_st_q    <= tpb_fpga_pkg::ST_OK;
      chk_dlen_q  <= '0;
      chk_quiet_q <= 1'b0;
    end else begin
      pre_args_q  <= pre_args;
      pre_st_q    <= pre_st;
      chain_sum_q <= 17'(a_h1) + 17'(a_h2);
      units64_q   <= units64;
      chk_st_q    <= chk_st;
      chk_dlen_q  <= chk_dlen;
      chk_quiet_q <= chk_quiet;
    end
  end

  assign chk_st_o    = chk_st_q;
  assign chk_dlen_o  = chk_dlen_q;
  assign chk_quiet_o = chk_quiet_q;
  assign tbl_wpr_o   = 8'(tbl_wpr);
  assign sb_linear_o = 16'(sb_linear);
  assign log_shift_o = log_shift;

  // Parts of the arguments no check reads.
  logic unused;
  assign unused = ^{args[63:48], log_stride[31:16], log_depth[31:16], sb_linear[31:16]};

endmodule
