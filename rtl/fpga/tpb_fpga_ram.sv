// Simple dual-port RAM: one write port, one read port with a registered read (the data of
// raddr_i appear on rdata_o the clock after re_i and hold until the next read). Block-RAM
// shaped: Yosys maps it to ECP5 DP16KD (2048 x 9 is one block). No reset: a memory, not a
// register (as tpb_sbuf_bank and tpb_dve_ram).

module tpb_fpga_ram #(
  parameter  int unsigned Width = 8,
  parameter  int unsigned Depth = 2048,
  localparam int unsigned AddrW = (Depth > 1) ? $clog2(Depth) : 1
) (
  input  logic             clk_i,
  input  logic             we_i,
  input  logic [AddrW-1:0] waddr_i,
  input  logic [Width-1:0] wdata_i,
  input  logic             re_i,
  input  logic [AddrW-1:0] raddr_i,
  output logic [Width-1:0] rdata_o
);

  logic [Width-1:0] mem_q [Depth];
  logic [Width-1:0] rdata_q;

  always_ff @(posedge clk_i) begin
    if (we_i) begin
      mem_q[waddr_i] <= wdata_i;
    end
    if (re_i) begin
      rdata_q <= mem_q[raddr_i];
    end
  end

  assign rdata_o = rdata_q;

`ifndef SYNTHESIS
  always_ff @(posedge clk_i) begin
    assert (!we_i || 32'(waddr_i) < Depth)
      else $error("tpb_fpga_ram: write address %0d past depth %0d", waddr_i, Depth);
    assert (!re_i || 32'(raddr_i) < Depth)
      else $error("tpb_fpga_ram: read address %0d past depth %0d", raddr_i, Depth);
  end
`endif

endmodule
