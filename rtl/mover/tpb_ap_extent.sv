// Extremes of a TENSOR3D access pattern over an SBUF, from its signed steps, without
// walking: the RTL twin of tpb::ap_extent / ap_elements / ap_bytes_per_partition
// (cmodel/src/ap.cpp). Purely combinational.
//
// Pattern (field map t3d layout): the ADDR4 SBUF start (partition, byte offset), then
// (step, num) for dimension 0 (partitions) and dimensions 1, 2 (elements, 2 innermost).
// Per dimension the reach is (num - 1) * step (0 for num = 0, which the decoder refuses);
//   partition_min/max = p0 + min/max(0, reach0)
//   offset_min        = o0 + elem_bytes * (min(0, reach1) + min(0, reach2))
//   offset_end        = o0 + elem_bytes * (max(0, reach1) + max(0, reach2)) + elem_bytes
// offset_end is one past the last byte. All values are exact in ExtW = 40 signed bits.

module tpb_ap_extent #(
  localparam int unsigned ExtW = 40
) (
  input  logic [tpb_isa_pkg::Addr4PartitionBits-1:0] partition_i,  // ADDR4 SBUF start
  input  logic [tpb_isa_pkg::Addr4OffsetBits-1:0]    offset_i,
  input  logic [15:0]             step0_i,
  input  logic [15:0]             num0_i,
  input  logic [15:0]             step1_i,
  input  logic [15:0]             num1_i,
  input  logic [15:0]             step2_i,
  input  logic [15:0]             num2_i,
  input  logic [2:0]              elem_bytes_i,

  output logic [47:0]             elements_o,            // num0 * num1 * num2
  output logic [34:0]             bytes_per_partition_o, // num1 * num2 * elem_bytes
  output logic signed [ExtW-1:0]  partition_min_o,
  output logic signed [ExtW-1:0]  partition_max_o,
  output logic signed [ExtW-1:0]  offset_min_o,
  output logic signed [ExtW-1:0]  offset_end_o
);

  logic signed [ExtW-1:0] p0, o0;
  logic signed [ExtW-1:0] reach0, reach1, reach2;
  logic signed [ExtW-1:0] lo0, hi0, lo12, hi12;
  logic [31:0]            n12;

  // (num - 1) * step, exact: 17-bit non-negative times 16-bit signed.
  function automatic logic signed [ExtW-1:0] reach(input logic [15:0] num, input logic [15:0] step);
    logic [15:0]            nm1;
    logic signed [ExtW-1:0] n, s;
    nm1 = (num == 16'd0) ? 16'd0 : num - 16'd1;
    n = ExtW'(nm1);                                   // zero-extended: non-negative
    s = ExtW'($signed(step));                         // sign-extended
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

  function automatic logic signed [ExtW-1:0] smin0(input logic signed [ExtW-1:0] v);
    smin0 = (v < 0) ? v : '0;
  endfunction

  function automatic logic signed [ExtW-1:0] smax0(input logic signed [ExtW-1:0] v);
    smax0 = (v > 0) ? v : '0;
  endfunction

  always_comb begin
    p0     = ExtW'(partition_i);
    o0     = ExtW'(offset_i);
    reach0 = reach(num0_i, step0_i);
    reach1 = reach(num1_i, step1_i);
    reach2 = reach(num2_i, step2_i);
    lo0    = smin0(reach0);
    hi0    = smax0(reach0);
    lo12   = smin0(reach1) + smin0(reach2);
    hi12   = smax0(reach1) + smax0(reach2);

    partition_min_o = p0 + lo0;
    partition_max_o = p0 + hi0;
    offset_min_o    = o0 + scale(lo12, elem_bytes_i);
    offset_end_o    = o0 + scale(hi12, elem_bytes_i) + scale(ExtW'(1), elem_bytes_i);

    n12                   = 32'(num1_i) * 32'(num2_i);
    elements_o            = 48'(num0_i) * 48'(n12);
    bytes_per_partition_o = 35'(scale(ExtW'(n12), elem_bytes_i));
  end

endmodule
