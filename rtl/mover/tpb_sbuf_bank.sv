// One byte lane of an SBUF: a single-port RAM one byte wide and Depth deep, with a
// registered read (block-RAM shaped; Yosys maps it to ECP5 DP16KD). One access per clock:
// a write, or a read whose byte appears on rdata_o the next clock and stays until the next
// read.
//
// Like OpenTitan's prim_ram_1p, the storage has no reset and is written from the clocked
// block directly: a memory, not a register with a _d/_q pair.

module tpb_sbuf_bank #(
  parameter  int unsigned Depth = 1024,
  localparam int unsigned AddrW = $clog2(Depth)
) (
  input  logic             clk_i,
  input  logic             req_i,
  input  logic             we_i,
  input  logic [AddrW-1:0] addr_i,
  input  logic [7:0]       wdata_i,
  output logic [7:0]       rdata_o
);

  logic [7:0] mem_q [Depth];
  logic [7:0] rdata_q;

  always_ff @(posedge clk_i) begin
    if (req_i) begin
      if (we_i) begin
        mem_q[addr_i] <= wdata_i;
      end else begin
        rdata_q <= mem_q[addr_i];
      end
    end
  end

  assign rdata_o = rdata_q;

`ifndef SYNTHESIS
  always_ff @(posedge clk_i) begin
    if (req_i) begin
      assert (32'(addr_i) < Depth)
        else $error("tpb_sbuf_bank: address %0d past depth %0d", addr_i, Depth);
    end
  end
`endif

endmodule
