// Table RAM of the DVE sequencer: Depth rows of RowWords 32-bit words, one synchronous read
// port (whole row, with enable: the read data holds while re_i is low) and one write port
// (one 32-bit word of one row per clock). Row bytes are little-endian: byte b of a row is
// rdata_o[8*b +: 8], word w is rdata_o[32*w +: 32].
//
// InitFile (default none) preloads the RAM with $readmemh at start-up, one row per line
// (tests/fixtures/dve/gen*/<set>_<table>.hex), for FPGA builds without a loader.
//
// This is a memory, not a register: like prim_ram_1p it has no reset and its always_ff holds
// the write and the registered read. FPGA tools map it to block RAM with byte/word enables.

module tpb_dve_ram #(
  parameter int unsigned Depth    = 256,
  parameter int unsigned RowWords = 2,
  parameter              InitFile = "",
  // Derived, do not override.
  parameter int unsigned AddrW    = (Depth > 1) ? $clog2(Depth) : 1,
  parameter int unsigned WordW    = (RowWords > 1) ? $clog2(RowWords) : 1
) (
  input  logic                    clk_i,

  input  logic                    we_i,
  input  logic [AddrW-1:0]        waddr_i,
  input  logic [WordW-1:0]        wword_i,
  input  logic [31:0]             wdata_i,

  input  logic                    re_i,
  input  logic [AddrW-1:0]        raddr_i,
  output logic [RowWords*32-1:0]  rdata_o
);

  logic [RowWords*32-1:0] mem_q [Depth];
  logic [RowWords*32-1:0] rdata_q;

  always_ff @(posedge clk_i) begin
    for (int unsigned w = 0; w < RowWords; w++) begin
      if (we_i && (wword_i == WordW'(w))) begin
        mem_q[waddr_i][32*w +: 32] <= wdata_i;
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

endmodule
