// The equivalence checker's test design (tests/mutation/test_equiv.py): two registers, a
// comparator, a sign test and a small RAM, so that a handful of mutations of known verdict exist.
module eq_tiny (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       en_i,
  input  logic [7:0] d_i,
  input  logic       we_i,
  input  logic [3:0] addr_i,
  output logic       big_o,   // q > 100
  output logic       neg_o,   // s < 0: only the sign of s is read
  output logic [3:0] low_o,   // q[3:0]
  output logic [7:0] rd_o     // the RAM word at addr_i
);
  logic [7:0] q;
  logic signed [7:0] s;
  logic [7:0] ram [16];
  always_ff @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) begin
      q <= '0;
      s <= '0;
    end else if (en_i) begin
      q <= d_i;
      s <= d_i - 8'd3;
    end
  always_ff @(posedge clk_i)
    if (we_i) ram[addr_i] <= q;
  assign rd_o  = ram[addr_i];
  assign big_o = q > 8'd100;
  assign neg_o = s < 0;
  assign low_o = q[3:0];
endmodule
