// TPB system top: the core (decoder + route ports) with the engines behind two of its ports.
//
//   word stream --> tpb_core --+--> cross  port ------------------------------> (external)
//                              +--> dve    port --> tpb_dve_seq ---------------> control records
//                              |                      ^ table write port
//                              +--> sb2sb  port --> tpb_sb2sb_mover <--> tpb_sbuf x 2 (core 0, 1)
//                              |                      |                     ^ host port
//                              |                      +--> completion records
//                              +--> custom port --> tpb_cop_mailbox --> doorbell, chain read port
//                                                     ^  completion  ^       (the cluster: C++ model
//                                                     |  records     |        or host software)
//                                                     +-- SBUF DMA port (the issuing core's SBUF)
//
// The DVE port gives the sequencer the record's opcode and index; the sequencer emits one
// control record per DVE word (valid/ready, latency 2 clocks, one per clock). The SB2SB port
// gives the mover the 0xBF word and its index; the mover runs one instruction at a time
// (ready only while idle, so the decoder stalls behind a copy) and emits one completion
// record per instruction. The custom port feeds the custom-op mailbox (rtl/cluster): it
// collects a chain, waits for the mover to be idle, rings the doorbell, and while it rings
// the cluster reads the chain and owns the SBUF through the DMA port; the cluster's done
// becomes a completion record. While the mailbox waits or rings, the SB2SB port holds back,
// so SBUF sees the mover and the cluster in stream order. The cross port stays external.
//
// Table write port: as tpb_dve_seq (write only while dve_idle_o). Host port: as
// tpb_sb2sb_top, aligned rows of PortBytes bytes of both SBUFs (use only while mv_busy_o and
// mb_db_o are low). DMA port: the same row interface on the SBUF of core mb_core_o, usable
// only while the doorbell rings (mb_db_o); read data arrive on host_rdata_o the clock after
// (four clocks after with SbufBankRegs).
// issue_core_i is sampled with each 0xBF word and each custom-op header.
//
// Parameters: the generation Gen (DESIGN decision 9, one value for the whole system: the
// decoder's opcode set, 0xBE/0xD8/0xBF from gen3 on, so on gen2 no 0xBF reaches the mover;
// and the DVE table geometry), the DVE table geometry (default gen3, the fixture set's row
// widths: 2 / 2 / 4 words), the SBUF geometry (default "sim": 128 x 4096, 16-byte port) and
// the mailbox depth (default 257 words: every legal chain).

module tpb_system #(
  parameter  int unsigned Gen               = 3,
  parameter  int unsigned FastRows          = (Gen == 2) ? 128 : 256,
  parameter  int unsigned SlowRows          = 256,
  parameter  int unsigned FastRowWords      = 2,
  parameter  int unsigned SlowRowWords      = 2,
  parameter  int unsigned DpRowWords        = 4,
  parameter  int unsigned Partitions        = 128,
  parameter  int unsigned BytesPerPartition = 4096,
  parameter  int unsigned PortBytes         = 16,
  parameter  int unsigned CoresPerLnc       = 2,
  parameter  int unsigned MailboxWords      = 257,
  parameter  int unsigned MbReadBytes       = tpb_isa_pkg::BundleBytes,  // chain read width (1 in the FPGA build)
  parameter  bit          DecoderInputReg   = 1'b0,  // tpb_decoder InputReg (1 in the FPGA build)
  parameter  bit          DecoderLoadWhenEmpty = 1'b0,  // tpb_decoder LoadWhenEmpty (1 in the FPGA build)
  parameter  bit          SbufBankRegs      = 1'b0,  // tpb_sbuf BankRegs (1 in the FPGA build)
  localparam int unsigned MbAddrW           = (MailboxWords * (tpb_isa_pkg::BundleBytes / MbReadBytes) > 1) ?
                                              $clog2(MailboxWords * (tpb_isa_pkg::BundleBytes / MbReadBytes)) : 1,
  localparam int unsigned EntryBits         = tpb_dve_pkg::entry_bits(Gen),
  localparam int unsigned SlowBits          = tpb_dve_pkg::slow_bits(Gen),
  localparam int unsigned SlowWords         = tpb_dve_pkg::slow_words(Gen, FastRowWords, SlowRowWords),
  localparam int unsigned PartW             = $clog2(Partitions),
  localparam int unsigned RowW              = $clog2(BytesPerPartition / PortBytes),
  localparam int unsigned OffW              = $clog2(BytesPerPartition),
  localparam int unsigned PortBits          = 8 * PortBytes
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  // Word stream in: byte k of the bundle is word_i[8*k +: 8].
  `TPB_WORDS_SNK(),

  // Record monitor (tpb_core): one retirement per rec_valid_o && rec_ready_o.
  output logic                                rec_valid_o,
  output logic                                rec_ready_o,
  output logic [31:0]                         rec_index_o,
  output logic [7:0]                          rec_opcode_o,
  output tpb_isa_pkg::err_e                   rec_err_o,
  output tpb_isa_pkg::route_e                 rec_route_o,
  output logic [15:0]                         rec_chain_pos_o,
  output logic [tpb_isa_pkg::FieldsBits-1:0]  rec_fields_o,
  output logic [tpb_isa_pkg::BundleBits-1:0]  rec_word_o,
  output logic                                rec_last_o,

  // Cross-engine port (ROUTE_CROSS).
  output logic                                cross_valid_o,
  input  logic                                cross_ready_i,
  output logic [tpb_isa_pkg::BundleBits-1:0]  cross_word_o,
  output logic [31:0]                         cross_index_o,

  // Custom-op mailbox, cluster side: doorbell, chain read port, done.
  output logic                                mb_db_o,
  output logic [8:0]                          mb_words_o,
  output logic [31:0]                         mb_index_o,
  output logic                                mb_core_o,
  output logic                                mb_busy_o,      // a chain waits for or holds the SBUF
  input  logic [MbAddrW-1:0]                  mb_rd_addr_i,
  output logic [8*MbReadBytes-1:0]            mb_rd_word_o,   // MbReadBytes bytes of the chain at mb_rd_addr_i
  `TPB_COP_DONE_SNK(mb_),

  // Custom-op completion records out.
  `TPB_COP_CPL_SRC(cop_),

  // DVE sequencer: table write port.
  `TPB_TBL_WR_SNK(tbl_),
  output logic                                tbl_wbad_o,
  output logic                                dve_idle_o,

  // DVE sequencer: control records out.
  output logic                                dve_valid_o,
  input  logic                                dve_ready_i,
  `TPB_DVE_REC_SRC(dve_),

  // SB2SB mover: completion records out.
  input  logic                                issue_core_i,
  `TPB_MV_CPL_SRC(mv_),
  output logic                                mv_busy_o,

  // SBUF host port (both cores).
  `TPB_SBUF_ROW_SNK(host_),
  input  logic                                host_core_i,
  input  logic [PortBytes-1:0]                host_be_i,
  output logic [2*PortBits-1:0]               host_rdata_o,

  // SBUF DMA port (the cluster, while mb_db_o): core mb_core_o.
  `TPB_SBUF_ROW_SNK(dma_),
  input  logic [PortBytes-1:0]                dma_be_i,

  // SBUF write monitor: one mover write beat per mon_valid_o.
  `TPB_SBUF_MON_SRC(mon_),

  // Error status block.
  input  logic                                clear_i,
  `TPB_ERR_STATUS_SRC(err_)
);

  ////////////////////
  // Core           //
  ////////////////////

  // tpb_core's engine ports, indexed by route, and its record and error status (flattened
  // below onto the rec_* and err_* ports: tpb_system is the Verilator top).
  tpb_isa_pkg::port_t                  port;
  logic [tpb_isa_pkg::NumRoutes-1:0]   port_valid, port_ready;
  tpb_isa_pkg::rec_t                   rec;
  tpb_isa_pkg::err_status_t            err;
  logic                                mb_busy;
  logic                                mv_valid_in, mv_ready_in;

  tpb_core #(
    .Gen             (Gen),
    .DecoderInputReg (DecoderInputReg),
    .DecoderLoadWhenEmpty (DecoderLoadWhenEmpty)
  ) u_core (
    .clk_i, .rst_ni,
    `TPB_WORDS_CONNECT_SNK(, ),
    .rec_valid_o     (rec_valid_o),
    .rec_ready_o     (rec_ready_o),
    .rec_o           (rec),
    .port_o          (port),
    .port_valid_o    (port_valid),
    .port_ready_i    (port_ready),
    .clear_i         (clear_i),
    .err_o           (err)
  );

  // Entry ROUTE_NONE is no port (its valid stays low, its ready is not read).
  logic unused_none_valid;
  assign unused_none_valid = port_valid[tpb_isa_pkg::ROUTE_NONE];
  assign port_ready[tpb_isa_pkg::ROUTE_NONE] = 1'b1;

  // The cross port stays external.
  assign cross_valid_o = port_valid[tpb_isa_pkg::ROUTE_CROSS];
  assign port_ready[tpb_isa_pkg::ROUTE_CROSS] = cross_ready_i;
  assign cross_word_o  = port.word;
  assign cross_index_o = port.index;

  assign {err_valid_o, err_index_o, err_code_o, err_sticky_o} = err;  // err_status_t's order

  // The record monitor's flat ports (tpb_system is the Verilator top; structs stay inside).
  assign rec_index_o     = rec.index;
  assign rec_opcode_o    = rec.opcode;
  assign rec_err_o       = rec.err;
  assign rec_route_o     = rec.route;
  assign rec_chain_pos_o = rec.chain_pos;
  assign rec_fields_o    = tpb_isa_pkg::extract_fields(rec.opcode, rec.word);
  assign rec_word_o      = rec.word;
  assign rec_last_o      = rec.last;

  ////////////////////
  // DVE sequencer  //
  ////////////////////

  // The sequencer takes the opcode (byte 0) only; the rest of the DVE word is the body.
  logic unused_dve_body;
  assign unused_dve_body = ^port.word[tpb_isa_pkg::BundleBits-1:8];

  tpb_dve_seq #(
    .Gen          (Gen),
    .FastRows     (FastRows),
    .SlowRows     (SlowRows),
    .FastRowWords (FastRowWords),
    .SlowRowWords (SlowRowWords),
    .DpRowWords   (DpRowWords)
  ) u_dve_seq (
    .clk_i, .rst_ni,
    `TPB_TBL_WR_CONNECT_SNK(tbl_, tbl_),
    .tbl_wbad_o         (tbl_wbad_o),
    .valid_i            (port_valid[tpb_isa_pkg::ROUTE_DVE]),
    .ready_o            (port_ready[tpb_isa_pkg::ROUTE_DVE]),
    .opcode_i           (port.word[8*tpb_isa_pkg::HdrOpcodeOff +: 8*tpb_isa_pkg::HdrOpcodeBytes]),
    .index_i            (port.index),
    .valid_o            (dve_valid_o),
    .ready_i            (dve_ready_i),
    `TPB_DVE_REC_CONNECT(rec_, dve_),
    .idle_o             (dve_idle_o)
  );

  ////////////////////
  // SB2SB mover    //
  ////////////////////

  // The mover with its two SBUFs, as the mover's own top wires them (one place for that
  // wiring); its write monitor becomes the system's. The mover's port holds back while the
  // mailbox waits or rings; the SBUF host port is the cluster's DMA port while it rings.
  assign mv_valid_in = port_valid[tpb_isa_pkg::ROUTE_SB2SB] && !mb_busy;
  assign port_ready[tpb_isa_pkg::ROUTE_SB2SB] = mv_ready_in && !mb_busy;

  // An SBUF row request of the host or the DMA port (the geometry's widths, so a type of
  // this module rather than of a package).
  typedef struct packed {
    logic                 req;
    logic                 we;
    logic                 core;
    logic [PartW-1:0]     partition;
    logic [RowW-1:0]      row;
    logic [PortBytes-1:0] be;
    logic [PortBits-1:0]  wdata;
  } sbuf_req_t;

  sbuf_req_t host_req, dma_req, sb;
  assign host_req = {host_req_i, host_we_i, host_core_i, host_partition_i, host_row_i, host_be_i,
                     host_wdata_i};
  assign dma_req  = {dma_req_i, dma_we_i, mb_core_o, dma_partition_i, dma_row_i, dma_be_i,
                     dma_wdata_i};
  assign sb       = mb_db_o ? dma_req : host_req;

  tpb_sb2sb_top #(
    .Partitions        (Partitions),
    .BytesPerPartition (BytesPerPartition),
    .PortBytes         (PortBytes),
    .CoresPerLnc       (CoresPerLnc),
    .SbufBankRegs      (SbufBankRegs)
  ) u_sb2sb (
    .clk_i, .rst_ni,
    .issue_core_i     (issue_core_i),
    .valid_i          (mv_valid_in),
    .ready_o          (mv_ready_in),
    .word_i           (port.word),
    .index_i          (port.index),
    `TPB_MV_CPL_CONNECT(done_, mv_),
    .busy_o           (mv_busy_o),
    .host_req_i       (sb.req),
    .host_we_i        (sb.we),
    .host_core_i      (sb.core),
    .host_partition_i (sb.partition),
    .host_row_i       (sb.row),
    .host_be_i        (sb.be),
    .host_wdata_i     (sb.wdata),
    .host_rdata_o     (host_rdata_o),
    `TPB_SBUF_MON_CONNECT(mon_, mon_)
  );

  ////////////////////
  // Custom-op mailbox
  ////////////////////

  tpb_cop_mailbox #(
    .MailboxWords (MailboxWords),
    .ReadBytes    (MbReadBytes)
  ) u_mailbox (
    .clk_i, .rst_ni,
    .valid_i          (port_valid[tpb_isa_pkg::ROUTE_CUSTOM]),
    .ready_o          (port_ready[tpb_isa_pkg::ROUTE_CUSTOM]),
    .word_i           (port.word),
    .index_i          (port.index),
    .ret_valid_i      (rec_valid_o && rec_ready_o),
    .ret_opcode_i     (rec.opcode),
    .ret_route_i      (rec.route),
    .ret_last_i       (rec.last),
    .ret_chain_last_i (rec.chain_last),  // where a chain ends
    .core_i           (issue_core_i),
    .engine_busy_i    (mv_busy_o),
    .db_o             (mb_db_o),
    .db_words_o       (mb_words_o),
    .db_index_o       (mb_index_o),
    .db_core_o        (mb_core_o),
    .rd_addr_i        (mb_rd_addr_i),
    .rd_word_o        (mb_rd_word_o),
    `TPB_COP_DONE_CONNECT_SNK(, mb_),
    `TPB_COP_CPL_CONNECT(cpl_, cop_),
    .busy_o           (mb_busy)
  );
  assign mb_busy_o = mb_busy;


  `TPB_ASSERT(!(host_req_i && mv_busy_o),
              ("tpb_system: SBUF host port used while the mover is busy"))
  `TPB_ASSERT(!(host_req_i && mb_db_o),
              ("tpb_system: SBUF host port used while the custom-op doorbell rings"))
  `TPB_ASSERT(!(dma_req_i && !mb_db_o),
              ("tpb_system: SBUF DMA port used without the doorbell"))
  `TPB_ASSERT(!(mb_db_o && mv_busy_o),
              ("tpb_system: doorbell rings while the mover is busy"))
  `TPB_ASSERT(!(port_valid[tpb_isa_pkg::ROUTE_DVE] && port_valid[tpb_isa_pkg::ROUTE_SB2SB]),
              ("tpb_system: DVE and SB2SB ports valid in the same clock"))

endmodule
