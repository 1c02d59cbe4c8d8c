// Standalone SB2SB top: an LNC2 pair (two tpb_sbuf instances, core 0 and core 1), the
// mover, a host port to load and read back both SBUFs, and a write monitor. Lockstep
// (tb/mover) and synthesis (scripts/synth_mover.sh) use this top; rtl/top/tpb_system.sv puts
// the same mover and two SBUFs behind tpb_core's SB2SB port.
//
// Geometry sets (docs/mover.md): "sim" 128 x 4096 (the defaults, RTL lockstep), "fpga"
// 16 x 1024 (ECP5 block RAM). PortBytes bytes per clock on each SBUF's mover port.
//
// Host port: aligned rows of PortBytes bytes. A write goes to the SBUF host_core_i selects;
// a read reads the row of both SBUFs, core c's bytes in slice c of host_rdata_o, the clock
// after (four clocks after with SbufBankRegs). Use the host port only while busy_o is low (asserted).
// Write monitor: every SBUF write the mover makes, as it makes it (mon_valid_o): the core,
// partition, byte offset, byte enables and data (byte j at offset + j, written when
// mon_be_o[j]).

module tpb_sb2sb_top #(
  parameter  int unsigned Partitions        = 128,
  parameter  int unsigned BytesPerPartition = 4096,
  parameter  int unsigned PortBytes         = 16,
  parameter  int unsigned CoresPerLnc       = 2,
  parameter  bit          SbufBankRegs      = 1'b0,  // tpb_sbuf BankRegs (1 in the FPGA build)
  localparam int unsigned PartW             = $clog2(Partitions),
  localparam int unsigned OffW              = $clog2(BytesPerPartition),
  localparam int unsigned RowW              = $clog2(BytesPerPartition / PortBytes),
  localparam int unsigned PortBits          = 8 * PortBytes,
  localparam int unsigned SbufReadClocks    = SbufBankRegs ? 4 : 1   // tpb_sbuf: a read's data after
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  input  logic                                issue_core_i,

  // Instruction in.
  `TPB_PORT_SNK(),

  // Completion out.
  `TPB_MV_CPL_SRC(done_),
  output logic                                busy_o,

  // Host port.
  `TPB_SBUF_ROW_SNK(host_),
  input  logic                                host_core_i,
  input  logic [PortBytes-1:0]                host_be_i,
  output logic [2*PortBits-1:0]               host_rdata_o,

  // Write monitor.
  `TPB_SBUF_MON_SRC(mon_)
);

  logic [1:0]                 sb_req, sb_we;
  // Per-core vectors: core c in slice c.
  logic [2*PartW-1:0]         sb_partition;
  logic [2*OffW-1:0]          sb_offset;
  logic [2*PortBytes-1:0]     sb_be;
  logic [2*PortBits-1:0]      sb_wdata, sb_rdata;

  tpb_sb2sb_mover #(
    .Partitions        (Partitions),
    .BytesPerPartition (BytesPerPartition),
    .PortBytes         (PortBytes),
    .CoresPerLnc       (CoresPerLnc),
    .SbufReadClocks    (SbufReadClocks)
  ) u_mover (
    .clk_i, .rst_ni,
    .issue_core_i   (issue_core_i),
    `TPB_PORT_CONNECT_SNK(, ),
    `TPB_MV_CPL_CONNECT(done_, done_),
    .busy_o         (busy_o),
    .sb_req_o       (sb_req),
    .sb_we_o        (sb_we),
    .sb_partition_o (sb_partition),
    .sb_offset_o    (sb_offset),
    .sb_be_o        (sb_be),
    .sb_wdata_o     (sb_wdata),
    .sb_rdata_i     (sb_rdata)
  );

  for (genvar c = 0; c < 2; c++) begin : gen_core
    tpb_sbuf #(
      .Partitions        (Partitions),
      .BytesPerPartition (BytesPerPartition),
      .PortBytes         (PortBytes),
      .BankRegs          (SbufBankRegs)
    ) u_sbuf (
      .clk_i, .rst_ni,
      .req_i            (sb_req[c]),
      .we_i             (sb_we[c]),
      .partition_i      (sb_partition[PartW*c +: PartW]),
      .offset_i         (sb_offset[OffW*c +: OffW]),
      .be_i             (sb_be[PortBytes*c +: PortBytes]),
      .wdata_i          (sb_wdata[PortBits*c +: PortBits]),
      .rdata_o          (sb_rdata[PortBits*c +: PortBits]),
      .host_req_i       (host_req_i && (!host_we_i || host_core_i == 1'(c))),
      .host_we_i        (host_we_i),
      .host_partition_i (host_partition_i),
      .host_row_i       (host_row_i),
      .host_be_i        (host_be_i),
      .host_wdata_i     (host_wdata_i),
      .host_rdata_o     (host_rdata_o[PortBits*c +: PortBits])
    );
  end

  // Write monitor: the one core being written (the mover writes one core at a time).
  always_comb begin
    mon_valid_o     = 1'b0;
    mon_core_o      = 1'b0;
    mon_partition_o = sb_partition[0 +: PartW];
    mon_offset_o    = sb_offset[0 +: OffW];
    mon_be_o        = sb_be[0 +: PortBytes];
    mon_data_o      = sb_wdata[0 +: PortBits];
    for (int c = 0; c < 2; c++) begin
      if (sb_req[c] && sb_we[c]) begin
        mon_valid_o     = 1'b1;
        mon_core_o      = 1'(c);
        mon_partition_o = sb_partition[PartW*c +: PartW];
        mon_offset_o    = sb_offset[OffW*c +: OffW];
        mon_be_o        = sb_be[PortBytes*c +: PortBytes];
        mon_data_o      = sb_wdata[PortBits*c +: PortBits];
      end
    end
  end

  `TPB_ASSERT(!(host_req_i && busy_o),
              ("tpb_sb2sb_top: host port used while the mover is busy"))
  `TPB_ASSERT(!(sb_req[0] && sb_we[0] && sb_req[1] && sb_we[1]),
              ("tpb_sb2sb_top: both cores written in one clock"))

endmodule
