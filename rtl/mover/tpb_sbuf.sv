// One core's SBUF (State Buffer): Partitions x BytesPerPartition bytes, addressed by a
// (partition, byte offset) pair. The RTL twin of tpb::Sbuf (cmodel/src/sbuf.cpp).
//
// Organisation: PortBytes byte lanes (tpb_prim_ram banks), lane b holding the bytes whose offset
// is b modulo PortBytes; in each lane, row (offset / PortBytes) of partition p sits at
// p * RowsPerPartition + row. Any PortBytes consecutive bytes of a partition touch each lane
// exactly once, so the mover port reaches PortBytes bytes per clock at any byte offset: a
// rotation by (offset mod PortBytes) aligns them.
//
// Two ports share the lanes:
//   mover port  req_i/we_i at (partition_i, offset_i): byte j of wdata_i is byte
//               offset_i + j of the partition; a write writes the bytes whose be_i[j] is set
//               (each inside the partition: offset_i + j < BytesPerPartition); a read returns
//               all PortBytes bytes the next clock (four with BankRegs), unrotated: byte b of rdata_o is lane b,
//               the window byte whose offset is b modulo PortBytes (bytes past the partition
//               end are meaningless). The reader rotates them itself, in the same mux that
//               places them (the mover's crossbar): the banks' outputs then meet one mux.
//   host port   aligned rows for loading and reading back contents: row host_row_i of
//               host_partition_i, byte b of the row is lane b; host_be_i selects the bytes
//               written. Read data appears on host_rdata_o the next clock (four clocks after with BankRegs).
// The host port wins the lanes; the host only uses it while the mover port is idle
// (asserted).

module tpb_sbuf #(
  parameter  int unsigned Partitions        = 128,
  parameter  int unsigned BytesPerPartition = 4096,
  parameter  int unsigned PortBytes         = 16,
  // 1: both ports' inputs are registered (the mover's with its lane addresses), then each
  // lane registers its bank's inputs (request, address, data) and its output next to the
  // bank: requests cross the device into registers, nothing but a register drives a block
  // RAM, and its slow output (5.6 ns on the ECP5) meets nothing but a register. Every access
  // lands two clocks later and a read's data four clocks after the request (the FPGA build).
  parameter  bit          BankRegs          = 1'b0,
  localparam int unsigned PartW             = $clog2(Partitions),
  localparam int unsigned OffW              = $clog2(BytesPerPartition),
  localparam int unsigned RowsPerPartition  = BytesPerPartition / PortBytes,
  localparam int unsigned RowW              = $clog2(RowsPerPartition),
  localparam int unsigned PortBits          = 8 * PortBytes
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,

  // Mover port: PortBytes bytes per clock at any byte offset inside one partition.
  input  logic                  req_i,
  input  logic                  we_i,
  input  logic [PartW-1:0]      partition_i,
  input  logic [OffW-1:0]       offset_i,
  input  logic [PortBytes-1:0]  be_i,
  input  logic [PortBits-1:0]   wdata_i,
  output logic [PortBits-1:0]   rdata_o,

  // Host port: aligned rows.
  `TPB_SBUF_ROW_SNK(host_),
  input  logic [PortBytes-1:0]  host_be_i,
  output logic [PortBits-1:0]   host_rdata_o
);

  localparam int unsigned Depth = Partitions * RowsPerPartition;
  localparam int unsigned AddrW = $clog2(Depth);
  localparam int unsigned LaneW = $clog2(PortBytes);
  // Rows a power of two (every build so far): a lane's address is the partition and the row
  // side by side, and the row after a partition's last wraps to 0 by itself, so neither
  // takes a carry chain or a compare. Other row counts take the general sums.
  localparam bit          RowsPow2 = (1 << RowW) == RowsPerPartition;

  // The mover port's address arithmetic is done once for all lanes, on the port's inputs:
  // the first row's address, the next row's (the row after a partition's last wraps to the
  // partition's first: an access may start below byte 0, an offset wrapped modulo
  // BytesPerPartition, the mover's downward rows) and which lanes lie before the first
  // byte's lane (they hold the access's bytes of the next row). Each lane then only picks
  // one of the two addresses.
  logic [LaneW-1:0] lane0;         // lane of the first byte
  logic [RowW-1:0]  row0, row1;    // row of the first byte, the row after it
  logic [AddrW-1:0] row_base;      // first row of the partition in every lane
  logic [PortBytes-1:0] next_row;  // lane b holds a byte of the next row (b < lane0)
  always_comb begin
    lane0    = offset_i[LaneW-1:0];
    row0     = offset_i[OffW-1:LaneW];
    row1     = row0 + RowW'(1);
    if (!RowsPow2 && 32'(row0) == RowsPerPartition - 1) begin
      row1 = '0;
    end
    row_base = AddrW'(partition_i) * AddrW'(RowsPerPartition);
    for (int unsigned b = 0; b < PortBytes; b++) begin
      next_row[b] = LaneW'(b) < lane0;
    end
  end

  // Both ports as the lanes see them: the inputs (with the address arithmetic above), or
  // (BankRegs) their registers, so the requests cross the device from the mover and the
  // link into registers, and each lane's bank registers are one selection away from them.
  typedef struct packed {
    logic                 req, we;
    logic [LaneW-1:0]     lane0;
    logic [PortBytes-1:0] next_row;
    logic [AddrW-1:0]     addr0, addr1;   // the first row's address, the next row's
    logic [PortBytes-1:0] be;
    logic [PortBits-1:0]  wdata;
  } mv_port_t;
  typedef struct packed {
    logic                 req, we;
    logic [PartW-1:0]     partition;
    logic [RowW-1:0]      row;
    logic [PortBytes-1:0] be;
    logic [PortBits-1:0]  wdata;
  } host_port_t;
  mv_port_t   mv_in, mv;
  host_port_t host_in, host;
  assign mv_in   = {req_i, we_i, lane0, next_row,
                    RowsPow2 ? (row_base | AddrW'(row0)) : row_base + AddrW'(row0),
                    RowsPow2 ? (row_base | AddrW'(row1)) : row_base + AddrW'(row1),
                    be_i, wdata_i};
  assign host_in = {host_req_i, host_we_i, host_partition_i, host_row_i, host_be_i, host_wdata_i};
  if (BankRegs) begin : g_port_regs
    mv_port_t   mv_q;
    host_port_t host_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        mv_q   <= '0;
        host_q <= '0;
      end else begin
        mv_q   <= mv_in;
        host_q <= host_in;
      end
    end
    assign mv   = mv_q;
    assign host = host_q;
  end else begin : g_port_direct
    assign mv   = mv_in;
    assign host = host_in;
  end

  logic [AddrW-1:0] host_addr;
  assign host_addr = RowsPow2 ? AddrW'({host.partition, host.row})
                              : AddrW'(host.partition) * AddrW'(RowsPerPartition) + AddrW'(host.row);

  logic [PortBits-1:0] lane_rdata;   // lane b in bits [8*b +: 8]

  for (genvar b = 0; b < PortBytes; b++) begin : gen_lane
    logic [LaneW-1:0] rel;        // byte index of this lane within the mover access
    logic             mv_req;     // the mover port's access of this lane
    logic [AddrW-1:0] mv_addr;
    logic [7:0]       mv_wdata;
    logic             bank_req, bank_we;
    logic [AddrW-1:0] bank_addr;
    logic [7:0]       bank_wdata;

    // The mover port's side, apart from the host port's: in simulation the host port comes
    // from the top's inputs, and keeping it out of this block keeps the lane selection out
    // of the logic a simulator re-evaluates whenever a top input may have changed. Bytes a
    // window holds past the partition's end are never written (asserted) and their read is
    // meaningless.
    always_comb begin
      rel      = LaneW'(b) - mv.lane0;
      mv_req   = mv.req && (!mv.we || mv.be[rel]);
      mv_addr  = mv.next_row[b] ? mv.addr1 : mv.addr0;
      mv_wdata = mv.wdata[8*rel +: 8];
    end

    // The host port wins the lane.
    assign bank_req   = host.req || mv_req;
    assign bank_we    = host.req ? host.we && host.be[b] : mv.we;
    assign bank_addr  = host.req ? host_addr : mv_addr;
    assign bank_wdata = host.req ? host.wdata[8*b +: 8] : mv_wdata;

    // What reaches the bank: these signals, or (BankRegs) their registers. Accesses keep their
    // order either way (both ports pass the same registers), so a read after a write sees it.
    // The bank's output likewise, or its copy a clock later (which holds as the bank's does,
    // until the next read).
    logic             ram_we, ram_re;
    logic [AddrW-1:0] ram_addr;
    logic [7:0]       ram_wdata, ram_rdata;
    if (BankRegs) begin : g_bank_regs
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          ram_we <= 1'b0;
          ram_re <= 1'b0;
        end else begin
          ram_we <= bank_req && bank_we;
          ram_re <= bank_req && !bank_we;
        end
      end
      always_ff @(posedge clk_i) begin
        ram_addr               <= bank_addr;
        ram_wdata              <= bank_wdata;
        lane_rdata[8*b +: 8]   <= ram_rdata;
      end
    end else begin : g_bank_direct
      assign ram_we    = bank_req && bank_we;
      assign ram_re    = bank_req && !bank_we;
      assign ram_addr  = bank_addr;
      assign ram_wdata = bank_wdata;
      assign lane_rdata[8*b +: 8] = ram_rdata;
    end

    // The lane's bank, used single-port: one access per clock, a write or a read (whose
    // byte appears the next clock and stays until the next read).
    tpb_prim_ram #(
      .Depth (Depth),
      .Width (8)
    ) u_bank (
      .clk_i   (clk_i),
      .we_i    (ram_we),
      .wbe_i   (1'b1),
      .waddr_i (ram_addr),
      .wdata_i (ram_wdata),
      .re_i    (ram_re),
      .raddr_i (ram_addr),
      .rdata_o (ram_rdata)
    );

    assign rdata_o[8*b +: 8]      = lane_rdata[8*b +: 8];
    assign host_rdata_o[8*b +: 8] = lane_rdata[8*b +: 8];
  end

`ifndef SYNTHESIS
  `TPB_STATIC_ASSERT(g_check_partitions, Partitions >= 2 && Partitions <= 256,
                    ("tpb_sbuf: Partitions must be 2..256 (ADDR4 partition field)"))
  `TPB_STATIC_ASSERT(g_check_port_bytes, PortBytes >= 4 && (1 << LaneW) == PortBytes,
                    ("tpb_sbuf: PortBytes must be a power of two >= 4"))
  `TPB_STATIC_ASSERT(g_check_rows, RowsPerPartition >= 2 && RowsPerPartition * PortBytes == BytesPerPartition,
                    ("tpb_sbuf: BytesPerPartition must be a multiple (>= 2) of PortBytes"))

  // Checked out of reset only (before the first reset edge the mover's state is random).
  `TPB_ASSERT_IF(host_req_i, !req_i, ("tpb_sbuf: host port used while the mover port is busy"))
  `TPB_ASSERT_IF(req_i && !host_req_i, 32'(partition_i) < Partitions,
              ("tpb_sbuf: partition %0d out of range", partition_i))
  `TPB_ASSERT_IF(req_i && !host_req_i && we_i, be_i != '0, ("tpb_sbuf: write without byte enables"))
  for (genvar j = 0; j < PortBytes; j++) begin : g_be_check
    `TPB_ASSERT_IF(req_i && !host_req_i && we_i && be_i[j], 32'(offset_i) + j < BytesPerPartition,
                ("tpb_sbuf: byte %0d + %0d written past the partition end", offset_i, j))
  end
`else
  // The reset only gates the simulation checks above.
  logic unused_rst;
  assign unused_rst = rst_ni;
`endif

endmodule
