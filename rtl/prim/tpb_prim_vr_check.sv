// Valid/ready protocol checker for one stream (the rule of common_cells' stream ports and
// OpenTitan's prim_fifo_sync): once the sender raises valid_i, it keeps valid_i high and
// data_i unchanged until the clock in which ready_i is high (the handshake). ready_i may
// change freely. Every block instantiates one per valid/ready port it sends or receives,
// with the port's payload flattened onto data_i.
//
// Simulation only, the same way as the blocks' own assertions: the blocks place the instance
// under `ifndef SYNTHESIS, and the body here sits under the same guard, so Yosys synthesis
// and the formal flow (both read with SYNTHESIS defined) see neither. Immediate assertions
// in always_ff: the form Verilator 5.006 takes (--assert, no `##`). A failing check prints
// "<Name>: ..." after Verilator's "Assertion failed in <instance path>".

module tpb_prim_vr_check #(
  parameter int unsigned Width = 1,
  // verilator lint_off UNUSEDPARAM
  parameter              Name  = "stream"   // in the messages: block and port (simulation)
  // verilator lint_on UNUSEDPARAM
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             valid_i,
  input  logic             ready_i,
  input  logic [Width-1:0] data_i
);

`ifndef SYNTHESIS
  logic             stall_q;  // last clock: valid_i && !ready_i
  logic [Width-1:0] data_q;   // last clock's data_i

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      stall_q <= 1'b0;
      data_q  <= '0;
    end else begin
      if (stall_q) begin
        assert (valid_i)
          else $error("%s: valid dropped before ready", Name);
        assert (data_i == data_q)
          else $error("%s: payload changed while valid && !ready", Name);
      end
      stall_q <= valid_i && !ready_i;
      data_q  <= data_i;
    end
  end
`else
  logic unused;
  assign unused = ^{clk_i, rst_ni, valid_i, ready_i, data_i};
`endif

endmodule
