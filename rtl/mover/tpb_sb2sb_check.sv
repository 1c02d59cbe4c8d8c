// SB2SB mover, the legality checks of one 0xBF word (tpb_sb2sb_mover's CALC, SUM, CHECK and
// DECIDE states): the word's fields as two access patterns, their extremes (tpb_ap_extent,
// two stages), one registered flag per check, and the first failing check in the model's
// order (tpb::Mover, cmodel/src/mover.cpp):
//   SB2SB_NOT_DECODED, SB2SB_NOT_LNC2, SB2SB_SRC_NOT_SBUF, SB2SB_DST_NOT_SBUF,
//   SB2SB_DTYPE_MISMATCH, SB2SB_PEER_PARTITION_RANGE, SB2SB_COUNT_MISMATCH,
//   SB2SB_TOO_MANY_BYTES, SB2SB_SRC_PARTITION_RANGE, SB2SB_SRC_OFFSET_RANGE,
//   SB2SB_DST_PARTITION_RANGE, SB2SB_DST_OFFSET_RANGE
//
// The mover holds word_i from CALC on and strobes the stages: prod_load_i (CALC: the
// decoder acceptance and the products), ext_load_i (SUM: sums and extremes), check_load_i (CHECK: the flags); err_o is
// valid from the clock after check_load_i (DECIDE). The patterns and the element size are
// slices of word_i, for the mover's walkers.

module tpb_sb2sb_check #(
  parameter  int unsigned Partitions           = 128,
  parameter  int unsigned BytesPerPartition    = 4096,
  parameter  int unsigned CoresPerLnc          = 2,     // arch+0x1A4; 0xBF needs 2
  parameter  int unsigned MaxBytesPerPartition = 1024   // S000 §5: MaxBytesPerPartition 0x400
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  input  logic [tpb_isa_pkg::BundleBits-1:0]  word_i,         // the 0xBF word, held
  input  logic                                prod_load_i,
  input  logic                                ext_load_i,
  input  logic                                check_load_i,

  output tpb_isa_pkg::ap_t                    src_ap_o,
  output tpb_isa_pkg::ap_t                    dst_ap_o,
  output logic [2:0]                          elem_bytes_o,   // 1, 2 or 4
  output logic [47:0]                         src_elements_o, // registered in SUM
  output tpb_isa_pkg::err_e                   err_o
);

  localparam int unsigned ExtW = 40;
  localparam logic signed [ExtW-1:0] LastPartition = ExtW'(Partitions) - ExtW'(1);
  localparam logic signed [ExtW-1:0] PartitionEnd  = ExtW'(BytesPerPartition);

  // CALC: the decoder's acceptance, evaluated as if the opcode byte were 0xBF (so the check
  // collapses to the 0xBF branch), and the opcode itself.
  logic decoded_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      decoded_q <= 1'b0;
    end else if (prod_load_i) begin
      decoded_q <= word_i[7:0] == tpb_isa_pkg::OP_GPSIMD_SB2SB &&
                   tpb_isa_pkg::check_word({word_i[tpb_isa_pkg::BundleBits-1:8],
                                            tpb_isa_pkg::OP_GPSIMD_SB2SB}) == tpb_isa_pkg::ERR_OK;
    end
  end

  // Bytes the pattern moves in its busiest partition (tpb::ap_bytes_per_partition): all
  // elements when step0 == 0 (every partition iteration on one partition), else one
  // partition iteration's num1 * num2 * elem_bytes. From registered values only (CHECK).
  function automatic logic [49:0] part_bytes(input logic repeat0, input logic [47:0] elements,
                                             input logic [34:0] row_bytes, input logic [2:0] eb);
    logic [49:0] all;
    unique case (eb)
      3'd2:    all = 50'(elements) << 1;
      3'd4:    all = 50'(elements) << 2;
      default: all = 50'(elements);
    endcase
    part_bytes = repeat0 ? all : 50'(row_bytes);
  endfunction

  // Extremes of both patterns (tpb_ap_extent), registered in SUM.
  logic [47:0]                         src_elements, src_elements_q, dst_elements, dst_elements_q;
  logic [34:0]                         src_row, src_row_q, dst_row, dst_row_q;  // bytes of one i0
  logic                                src_repeat0, dst_repeat0;  // step0 == 0 (registered in CALC)
  logic signed [ExtW-1:0]              src_pmin, src_pmin_q, src_pmax, src_pmax_q;
  logic signed [ExtW-1:0]              src_omin, src_omin_q, src_oend, src_oend_q;
  logic signed [ExtW-1:0]              dst_pmin, dst_pmin_q, dst_pmax, dst_pmax_q;
  logic signed [ExtW-1:0]              dst_omin, dst_omin_q, dst_oend, dst_oend_q;

  // Fields of the registered word (0xBF field map: offsets and widths from tpb_isa_pkg).
  logic [31:0]                         src_addr, dst_addr;
  logic [7:0]                          src_dtype, dst_dtype, peer;
  logic [2:0]                          eb;

  assign src_addr       = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcAddrBytes];
  assign src_ap_o.step0 = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Bytes];
  assign src_ap_o.num0  = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Bytes];
  assign src_ap_o.step1 = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Bytes];
  assign src_ap_o.num1  = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Bytes];
  assign src_ap_o.step2 = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Bytes];
  assign src_ap_o.num2  = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Bytes];
  assign dst_addr       = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstAddrBytes];
  assign dst_ap_o.step0 = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep0Bytes];
  assign dst_ap_o.num0  = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum0Bytes];
  assign dst_ap_o.step1 = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep1Bytes];
  assign dst_ap_o.num1  = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum1Bytes];
  assign dst_ap_o.step2 = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep2Bytes];
  assign dst_ap_o.num2  = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum2Bytes];
  assign src_dtype      = word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeBytes];
  assign dst_dtype      = word_i[8*tpb_isa_pkg::GpsimdSb2sbDstDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstDtypeBytes];
  assign peer           = word_i[8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionOff +: 8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionBytes];
  assign eb             = 3'(tpb_isa_pkg::dtype_bytes(src_dtype));

  // ADDR4 start words: mode, memory space, SBUF partition and byte offset.
  logic [tpb_isa_pkg::Addr4ModeBits-1:0]      src_mode, dst_mode;
  logic [tpb_isa_pkg::Addr4SpaceBits-1:0]     src_space, dst_space;
  logic                                       src_sbuf, dst_sbuf;

  assign src_mode  = src_addr[tpb_isa_pkg::Addr4ModeLsb +: tpb_isa_pkg::Addr4ModeBits];
  assign src_space = src_addr[tpb_isa_pkg::Addr4SpaceLsb +: tpb_isa_pkg::Addr4SpaceBits];
  assign src_ap_o.partition = src_addr[tpb_isa_pkg::Addr4PartitionLsb +: tpb_isa_pkg::Addr4PartitionBits];
  assign src_ap_o.offset    = src_addr[tpb_isa_pkg::Addr4OffsetLsb +: tpb_isa_pkg::Addr4OffsetBits];
  assign dst_mode  = dst_addr[tpb_isa_pkg::Addr4ModeLsb +: tpb_isa_pkg::Addr4ModeBits];
  assign dst_space = dst_addr[tpb_isa_pkg::Addr4SpaceLsb +: tpb_isa_pkg::Addr4SpaceBits];
  assign dst_ap_o.partition = dst_addr[tpb_isa_pkg::Addr4PartitionLsb +: tpb_isa_pkg::Addr4PartitionBits];
  assign dst_ap_o.offset    = dst_addr[tpb_isa_pkg::Addr4OffsetLsb +: tpb_isa_pkg::Addr4OffsetBits];
  // Static mode, SBUF space.
  assign src_sbuf  = 32'(src_mode) == tpb_isa_pkg::Addr4ModeStatic &&
                     32'(src_space) == tpb_isa_pkg::Addr4SpaceSbuf;
  assign dst_sbuf  = 32'(dst_mode) == tpb_isa_pkg::Addr4ModeStatic &&
                     32'(dst_space) == tpb_isa_pkg::Addr4SpaceSbuf;

  tpb_ap_extent u_src_extent (
    .clk_i                 (clk_i),
    .rst_ni                (rst_ni),
    .load_i                (prod_load_i),
    .ap_i                  (src_ap_o),
    .elem_bytes_i          (eb),
    .elements_o            (src_elements),
    .row_bytes_o           (src_row),
    .repeat0_o             (src_repeat0),
    .partition_min_o       (src_pmin),
    .partition_max_o       (src_pmax),
    .offset_min_o          (src_omin),
    .offset_end_o          (src_oend)
  );

  tpb_ap_extent u_dst_extent (
    .clk_i                 (clk_i),
    .rst_ni                (rst_ni),
    .load_i                (prod_load_i),
    .ap_i                  (dst_ap_o),
    .elem_bytes_i          (eb),
    .elements_o            (dst_elements),
    .row_bytes_o           (dst_row),
    .repeat0_o             (dst_repeat0),
    .partition_min_o       (dst_pmin),
    .partition_max_o       (dst_pmax),
    .offset_min_o          (dst_omin),
    .offset_end_o          (dst_oend)
  );


  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_elements_q <= '0;
      src_row_q      <= '0;
      src_pmin_q     <= '0;
      src_pmax_q     <= '0;
      src_omin_q     <= '0;
      src_oend_q     <= '0;
      dst_elements_q <= '0;
      dst_row_q      <= '0;
      dst_pmin_q     <= '0;
      dst_pmax_q     <= '0;
      dst_omin_q     <= '0;
      dst_oend_q     <= '0;
    end else if (ext_load_i) begin
      src_elements_q <= src_elements;
      src_row_q      <= src_row;
      src_pmin_q     <= src_pmin;
      src_pmax_q     <= src_pmax;
      src_omin_q     <= src_omin;
      src_oend_q     <= src_oend;
      dst_elements_q <= dst_elements;
      dst_row_q      <= dst_row;
      dst_pmin_q     <= dst_pmin;
      dst_pmax_q     <= dst_pmax;
      dst_omin_q     <= dst_omin;
      dst_oend_q     <= dst_oend;
    end
  end

  // The legality checks on the registered word and extremes, one flag each (set: the check
  // fails), registered in CHECK; in DECIDE the first failing one in the documented order is
  // the error. The compares and the priority get a clock each.
  localparam int unsigned NumChecks = 12;
  logic [NumChecks-1:0] fail, fail_q;

  always_comb begin
    fail[0]  = !decoded_q;                                           // SB2SB_NOT_DECODED
    fail[1]  = CoresPerLnc != 2;                                     // SB2SB_NOT_LNC2
    fail[2]  = !src_sbuf;                                            // SB2SB_SRC_NOT_SBUF
    fail[3]  = !dst_sbuf;                                            // SB2SB_DST_NOT_SBUF
    fail[4]  = src_dtype != dst_dtype;                               // SB2SB_DTYPE_MISMATCH
    fail[5]  = 32'(peer) >= 32'(Partitions);                         // SB2SB_PEER_PARTITION_RANGE
    fail[6]  = src_elements_q != dst_elements_q;                     // SB2SB_COUNT_MISMATCH
    fail[7]  = part_bytes(src_repeat0, src_elements_q, src_row_q, eb) > 50'(MaxBytesPerPartition) ||
               part_bytes(dst_repeat0, dst_elements_q, dst_row_q, eb) > 50'(MaxBytesPerPartition);
                                                                     // SB2SB_TOO_MANY_BYTES
    fail[8]  = src_pmin_q < 0 || src_pmax_q > LastPartition;         // SB2SB_SRC_PARTITION_RANGE
    fail[9]  = src_omin_q < 0 || src_oend_q > PartitionEnd;          // SB2SB_SRC_OFFSET_RANGE
    fail[10] = dst_pmin_q < 0 || dst_pmax_q > LastPartition;         // SB2SB_DST_PARTITION_RANGE
    fail[11] = dst_omin_q < 0 || dst_oend_q > PartitionEnd;          // SB2SB_DST_OFFSET_RANGE
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fail_q <= '0;
    end else if (check_load_i) begin
      fail_q <= fail;
    end
  end

  always_comb begin
    err_o = tpb_isa_pkg::ERR_OK;
    if (fail_q[0]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_NOT_DECODED;
    end else if (fail_q[1]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_NOT_LNC2;
    end else if (fail_q[2]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_SRC_NOT_SBUF;
    end else if (fail_q[3]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_DST_NOT_SBUF;
    end else if (fail_q[4]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_DTYPE_MISMATCH;
    end else if (fail_q[5]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_PEER_PARTITION_RANGE;
    end else if (fail_q[6]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_COUNT_MISMATCH;
    end else if (fail_q[7]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_TOO_MANY_BYTES;
    end else if (fail_q[8]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_SRC_PARTITION_RANGE;
    end else if (fail_q[9]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_SRC_OFFSET_RANGE;
    end else if (fail_q[10]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_DST_PARTITION_RANGE;
    end else if (fail_q[11]) begin
      err_o = tpb_isa_pkg::ERR_SB2SB_DST_OFFSET_RANGE;
    end
  end

  assign elem_bytes_o   = eb;
  assign src_elements_o = src_elements_q;

endmodule
