// Extremes of a TENSOR3D access pattern over an SBUF, from its signed steps, without
// walking: the RTL twin of tpb::ap_extent / ap_elements / ap_bytes_per_partition
// (cmodel/src/ap.cpp).
//
// Pattern (field map t3d layout): the ADDR4 SBUF start (partition, byte offset), then
// (step, num) for dimension 0 (partitions) and dimensions 1, 2 (elements, 2 innermost).
// Per dimension the reach is (num - 1) * step (0 for num = 0, which the decoder refuses);
//   partition_min/max = p0 + min/max(0, reach0)
//   offset_min        = o0 + elem_bytes * (min(0, reach1) + min(0, reach2))
//   offset_end        = o0 + elem_bytes * (max(0, reach1) + max(0, reach2)) + elem_bytes
// offset_end is one past the last byte. All values are exact in ExtW = 40 signed bits.
//
// Bytes per partition (the S000 §5 MaxBytesPerPartition ceiling's quantity): the partition
// walk p0 + i0 * step0 is linear, so a step0 = 0 walk puts all num0 iterations on one
// partition and any other step visits num0 distinct partitions once each:
//   bytes per partition = repeat0_o ? elements_o * elem_bytes : row_bytes_o
// (tpb::ap_bytes_per_partition). The module gives the two terms and the registered flag;
// the mover forms the choice in its CHECK clock, so that the multiplier of the element
// count feeds only a register (timing: docs/fpga.md).
//
// Three stages, so that no clock carries a multiplier and a carry chain in series, nor two
// long carry chains (the FPGA build):
//   stage 1 (load_i): register the products: the three reaches (17-bit non-negative
//            times 16-bit signed, exact in 33 signed bits) and num1 * num2; and the flag
//            step0 == 0 (repeat0_o);
//   stage 2 (sum_load_i): register the first sums: the partition extremes, the sums of the
//            negative and of the positive inner reaches (lo12, hi12), the two halves of the
//            element count num0 * (num1 * num2) (num0 times each 16-bit half of num1 * num2),
//            the bytes of one partition iteration;
//   stage 3 (combinational from the stage-2 registers, which also hold the start offset
//            and the element size): the offset extremes (lo12 and hi12 scaled by the element
//            size, plus the start) and the element count (the halves added).
// The pattern inputs must be the same from the clock of load_i on while the outputs are
// used (the mover holds its word); the outputs are valid from the clock after sum_load_i,
// which follows load_i. The reaches' (num - 1) come from the caller, each a register
// (num0_m1_i ..., 0 for num = 0; asserted at load_i): the multipliers then take registers
// with no decrement in front (the board's limit at 75 MHz ran from the mover's word through
// the decrement into a multiplier).

module tpb_ap_extent #(
  localparam int unsigned ExtW = 40
) (
  input  logic                                       clk_i,
  input  logic                                       rst_ni,
  input  logic                                       load_i,       // register stage 1
  input  logic                                       sum_load_i,   // register stage 2

  input  logic [tpb_isa_pkg::Addr4PartitionBits-1:0] partition_i,  // ADDR4 SBUF start
  input  logic [tpb_isa_pkg::Addr4OffsetBits-1:0]    offset_i,
  input  logic [15:0]             step0_i,
  input  logic [15:0]             num0_i,
  input  logic [15:0]             step1_i,
  input  logic [15:0]             num1_i,
  input  logic [15:0]             step2_i,
  input  logic [15:0]             num2_i,
  input  logic [15:0]             num0_m1_i,             // num0 - 1 (0 for num0 = 0), registered
  input  logic [15:0]             num1_m1_i,
  input  logic [15:0]             num2_m1_i,
  input  logic [2:0]              elem_bytes_i,

  output logic [47:0]             elements_o,            // num0 * num1 * num2
  output logic [34:0]             row_bytes_o,           // num1 * num2 * elem_bytes (one i0)
  output logic                    repeat0_o,             // registered: step0 == 0
  output logic signed [ExtW-1:0]  partition_min_o,
  output logic signed [ExtW-1:0]  partition_max_o,
  output logic signed [ExtW-1:0]  offset_min_o,
  output logic signed [ExtW-1:0]  offset_end_o
);

  localparam int unsigned ReachW = 33;  // (2^16 - 1) * (-2^15) needs 33 signed bits

  // (num - 1) * step, exact, from nm1 = num - 1: a 17-bit signed operand holding a
  // non-negative value times a 16-bit signed one, in ReachW bits (one hard multiplier on the
  // FPGA).
  function automatic logic signed [ReachW-1:0] reach(input logic [15:0] nm1, input logic [15:0] step);
    logic signed [16:0] n;
    logic signed [15:0] s;
    n     = $signed({1'b0, nm1});
    s     = $signed(step);
    reach = n * s;
  endfunction

  // v * elem_bytes for the element sizes that exist (1, 2, 4): a shift, not a multiplier.
  function automatic logic signed [ExtW-1:0] scale(input logic signed [ExtW-1:0] v,
                                                   input logic [2:0] eb);
    unique case (eb)
      3'd1:    scale = v;
      3'd2:    scale = v <<< 1;
      3'd4:    scale = v <<< 2;
      default: scale = '0;  // no dtype has another size (the decoder refuses unknown codes)
    endcase
  endfunction

  function automatic logic signed [ExtW-1:0] smin0(input logic signed [ReachW-1:0] v);
    smin0 = (v < 0) ? ExtW'(v) : '0;
  endfunction

  function automatic logic signed [ExtW-1:0] smax0(input logic signed [ReachW-1:0] v);
    smax0 = (v > 0) ? ExtW'(v) : '0;
  endfunction

  ///////////////
  // Stage 1   //
  ///////////////

  logic signed [ReachW-1:0] reach0_q, reach1_q, reach2_q;
  logic [31:0]              n12_q;
  logic                     repeat0_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      reach0_q <= '0;
      reach1_q <= '0;
      reach2_q <= '0;
      n12_q    <= '0;
      repeat0_q <= 1'b0;
    end else if (load_i) begin
      reach0_q <= reach(num0_m1_i, step0_i);
      reach1_q <= reach(num1_m1_i, step1_i);
      reach2_q <= reach(num2_m1_i, step2_i);
      n12_q    <= 32'(num1_i) * 32'(num2_i);
      repeat0_q <= step0_i == 16'd0;
    end
  end

  ///////////////
  // Stage 2   //
  ///////////////

  logic signed [ExtW-1:0] p0, o0;
  logic signed [ExtW-1:0] pmin_q, pmax_q, lo12_q, hi12_q;
  logic [31:0]            el_lo_q, el_hi_q;   // num0 * n12[15:0], num0 * n12[31:16]
  logic [34:0]            row_q;
  logic signed [ExtW-1:0] o0_q;               // the start and the element size for stage 3:
  logic [2:0]             eb_q;               // it reads registers only

  assign p0 = ExtW'(partition_i);
  assign o0 = ExtW'(offset_i);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      pmin_q  <= '0;
      pmax_q  <= '0;
      lo12_q  <= '0;
      hi12_q  <= '0;
      el_lo_q <= '0;
      el_hi_q <= '0;
      row_q   <= '0;
      o0_q    <= '0;
      eb_q    <= '0;
    end else if (sum_load_i) begin
      pmin_q  <= p0 + smin0(reach0_q);
      pmax_q  <= p0 + smax0(reach0_q);
      lo12_q  <= smin0(reach1_q) + smin0(reach2_q);
      hi12_q  <= smax0(reach1_q) + smax0(reach2_q);
      el_lo_q <= 32'(num0_i) * 32'(n12_q[15:0]);
      el_hi_q <= 32'(num0_i) * 32'(n12_q[31:16]);
      row_q   <= 35'(scale(ExtW'(n12_q), elem_bytes_i));
      o0_q    <= o0;
      eb_q    <= elem_bytes_i;
    end
  end

  ///////////////
  // Stage 3   //
  ///////////////

  always_comb begin
    partition_min_o = pmin_q;
    partition_max_o = pmax_q;
    offset_min_o    = o0_q + scale(lo12_q, eb_q);
    offset_end_o    = o0_q + scale(hi12_q, eb_q) + scale(ExtW'(1), eb_q);

    elements_o  = 48'(el_lo_q) + (48'(el_hi_q) << 16);
    row_bytes_o = row_q;
    repeat0_o   = repeat0_q;
  end

  function automatic logic [15:0] dec0(input logic [15:0] v);
    dec0 = (v == 16'd0) ? 16'd0 : v - 16'd1;
  endfunction
  `TPB_ASSERT_IF(load_i, num0_m1_i == dec0(num0_i) && num1_m1_i == dec0(num1_i) && num2_m1_i == dec0(num2_i),
              ("tpb_ap_extent: (num - 1) inputs %0d %0d %0d for nums %0d %0d %0d", num0_m1_i, num1_m1_i,
               num2_m1_i, num0_i, num1_i, num2_i))

endmodule
