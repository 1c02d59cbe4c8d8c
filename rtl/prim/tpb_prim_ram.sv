// Simple dual-port RAM, the one memory of the kit's blocks (model twin: none, a memory is
// a plain array on the C++ side). One write port and one read port, both on clk_i:
//
//   write  we_i writes the lanes whose wbe_i bit is set: lane l is wdata_i[LaneBits*l +:
//          LaneBits] into the same bits of row waddr_i (LaneBits = Width: one enable, the
//          whole row; LaneBits = 8: byte enables; LaneBits = 32: word enables).
//   read   registered: the row at raddr_i appears on rdata_o the clock after re_i and holds
//          until the next read (re_i tied high: a read every clock). A read of the row being
//          written in the same clock returns the old contents.
//
// A single-port RAM is this one with one address on both ports and re_i = req && !we.
// InitFile (default none) preloads the rows with $readmemh at start-up, one row per line.
//
// Like OpenTitan's prim_ram_1p, the storage has no reset and the write and the registered
// read sit in one always_ff: a memory, not a register with a _d/_q pair. Yosys infers block
// RAM from this shape (ECP5: DP16KD, 2048 x 9 per block; with lane enables for LaneBits >= 8).
//
// Users: tpb_dve_seq (tables, word enables), tpb_sbuf (byte lanes, single-port use),
// tpb_cop_mailbox (chain buffer, read every clock), tpb_fpga_link, tpb_fpga_sig and
// tpb_fpga_stream (buffers).

module tpb_prim_ram #(
  parameter  int unsigned Depth       = 256,
  parameter  int unsigned Width       = 32,
  parameter  int unsigned LaneBits    = Width,  // write-enable granularity; divides Width
  parameter               InitFile    = "",     // $readmemh image; "" = no preload
  // verilator lint_off UNUSEDPARAM
  parameter  bit          RdAddrCheck = 1'b1,   // assert raddr_i < Depth on every read (simulation)
  // verilator lint_on UNUSEDPARAM
  localparam int unsigned Lanes       = Width / LaneBits,
  localparam int unsigned AddrW       = (Depth > 1) ? $clog2(Depth) : 1
) (
  input  logic             clk_i,

  input  logic             we_i,
  input  logic [Lanes-1:0] wbe_i,
  input  logic [AddrW-1:0] waddr_i,
  input  logic [Width-1:0] wdata_i,

  input  logic             re_i,
  input  logic [AddrW-1:0] raddr_i,
  output logic [Width-1:0] rdata_o
);

  logic [Width-1:0] mem_q [Depth];
  logic [Width-1:0] rdata_q;

  always_ff @(posedge clk_i) begin
    for (int unsigned l = 0; l < Lanes; l++) begin
      if (we_i && wbe_i[l]) begin
        mem_q[waddr_i][LaneBits*l +: LaneBits] <= wdata_i[LaneBits*l +: LaneBits];
      end
    end
    if (re_i) begin
      rdata_q <= mem_q[raddr_i];
    end
  end

  assign rdata_o = rdata_q;

  if (InitFile != "") begin : g_init
    initial begin
      $readmemh(InitFile, mem_q);
    end
  end

  `TPB_STATIC_ASSERT(g_check_params, !(Lanes * LaneBits != Width || Depth == 0),
                    ("tpb_prim_ram: LaneBits must divide Width, Depth must be at least 1"))

`ifndef SYNTHESIS
  always_ff @(posedge clk_i) begin
    assert (!(we_i && wbe_i != '0) || 32'(waddr_i) < Depth)
      else $error("tpb_prim_ram: write address %0d past depth %0d", waddr_i, Depth);
    assert (!(RdAddrCheck && re_i) || 32'(raddr_i) < Depth)
      else $error("tpb_prim_ram: read address %0d past depth %0d", raddr_i, Depth);
  end
`endif

endmodule
