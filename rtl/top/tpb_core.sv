// TPB core top: the bundle decoder and the engine ports it feeds.
//
//   word stream --> tpb_decoder --+--> cross  port (0xD9 0xDA 0xCB 0xDC 0xDB 0xDE 0xBE 0xD8)
//                      |          +--> dve    port (DVE roster opcodes)
//                      |          +--> sb2sb  port (0xBF)
//                      |          +--> custom port (0x85 header, 0x86 payloads)
//                      +--> error status, record monitor
//
// An accepted word goes to the port of its route; a rejected word (ROUTE_NONE) goes to no
// port. A record retires when its port takes it (at once for ROUTE_NONE): the record monitor
// shows every retirement (rec_valid_o && rec_ready_o), in order, so a testbench can compare
// it with the model. Engines sit on the port streams (tpb_system: the DVE sequencer and the
// SB2SB mover; later the custom-op mailbox): each port is one entry of the port_* arrays
// below, indexed by route.
//
// The ports are driven straight from the decoder's record register, so a port's ready
// reaches ready_o through the decoder in the same cycle (no skid buffer): one word per clock
// while the ports are ready, a stall in the cycle a port is not.

module tpb_core #(
  parameter int unsigned Gen             = 3,    // generation (tpb_system's Gen): the decoder's opcode set
  parameter bit          DecoderInputReg = 1'b0  // tpb_decoder InputReg: the FPGA build's extra stage
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  // Word stream in: byte k of the bundle is word_i[8*k +: 8].
  input  logic                                valid_i,
  output logic                                ready_o,
  input  logic [tpb_isa_pkg::BundleBits-1:0]  word_i,
  input  logic                                last_i,

  // Record monitor: one retirement per rec_valid_o && rec_ready_o, the record in rec_o.
  output logic                                rec_valid_o,
  output logic                                rec_ready_o,
  output tpb_isa_pkg::rec_t                   rec_o,

  // Cross-engine port (ROUTE_CROSS).
  output logic                                cross_valid_o,
  input  logic                                cross_ready_i,
  output logic [tpb_isa_pkg::BundleBits-1:0]  cross_word_o,
  output logic [31:0]                         cross_index_o,

  // DVE port (ROUTE_DVE).
  output logic                                dve_valid_o,
  input  logic                                dve_ready_i,
  output logic [tpb_isa_pkg::BundleBits-1:0]  dve_word_o,
  output logic [31:0]                         dve_index_o,

  // SB2SB mover port (ROUTE_SB2SB).
  output logic                                sb2sb_valid_o,
  input  logic                                sb2sb_ready_i,
  output logic [tpb_isa_pkg::BundleBits-1:0]  sb2sb_word_o,
  output logic [31:0]                         sb2sb_index_o,

  // Custom-op port (ROUTE_CUSTOM).
  output logic                                custom_valid_o,
  input  logic                                custom_ready_i,
  output logic [tpb_isa_pkg::BundleBits-1:0]  custom_word_o,
  output logic [31:0]                         custom_index_o,

  // Error status block.
  input  logic                                clear_i,
  output logic                                err_valid_o,
  output logic [31:0]                         err_index_o,
  output tpb_isa_pkg::err_e                   err_code_o,
  output logic [tpb_isa_pkg::NumErrors-1:0]   err_sticky_o
);

  // One port per route; index = route code, entry ROUTE_NONE unused (always ready).
  localparam int unsigned NumPorts = 5;
  localparam int unsigned PortCross  = 32'(tpb_isa_pkg::ROUTE_CROSS);
  localparam int unsigned PortDve    = 32'(tpb_isa_pkg::ROUTE_DVE);
  localparam int unsigned PortSb2sb  = 32'(tpb_isa_pkg::ROUTE_SB2SB);
  localparam int unsigned PortCustom = 32'(tpb_isa_pkg::ROUTE_CUSTOM);

  ////////////////////
  // Decoder        //
  ////////////////////

  logic               dec_valid, dec_ready;
  tpb_isa_pkg::rec_t  dec;  // the decoder's record register, member by member
  // The decoder's field vector is extract_fields(opcode, word), not a rec_t member: tpb_system
  // takes it from rec_o at its ports, so here it is unused.
  logic [tpb_isa_pkg::FieldsBits-1:0] dec_fields;
  logic                               unused_fields;
  assign unused_fields = ^dec_fields;

  tpb_decoder #(
    .Gen      (Gen),
    .InputReg (DecoderInputReg)
  ) u_decoder (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .valid_i      (valid_i),
    .ready_o      (ready_o),
    .word_i       (word_i),
    .last_i       (last_i),
    .valid_o      (dec_valid),
    .ready_i      (dec_ready),
    .index_o      (dec.index),
    .opcode_o     (dec.opcode),
    .err_o        (dec.err),
    .route_o      (dec.route),
    .chain_pos_o  (dec.chain_pos),
    .chain_last_o (dec.chain_last),
    .fields_o     (dec_fields),
    .word_o       (dec.word),
    .last_o       (dec.last),
    .clear_i      (clear_i),
    .err_valid_o  (err_valid_o),
    .err_index_o  (err_index_o),
    .err_code_o   (err_code_o),
    .err_sticky_o (err_sticky_o)
  );

  ////////////////////
  // Route demux    //
  ////////////////////

  logic [NumPorts-1:0] port_valid;
  logic [NumPorts-1:0] port_ready;

  always_comb begin
    port_ready             = '0;
    port_ready[PortCross]  = cross_ready_i;
    port_ready[PortDve]    = dve_ready_i;
    port_ready[PortSb2sb]  = sb2sb_ready_i;
    port_ready[PortCustom] = custom_ready_i;
  end

  always_comb begin
    port_valid = '0;
    dec_ready  = 1'b1;  // ROUTE_NONE: a rejected word retires at once
    unique case (dec.route)
      tpb_isa_pkg::ROUTE_NONE: dec_ready = 1'b1;
      tpb_isa_pkg::ROUTE_CROSS: begin
        port_valid[PortCross] = dec_valid;
        dec_ready             = port_ready[PortCross];
      end
      tpb_isa_pkg::ROUTE_DVE: begin
        port_valid[PortDve] = dec_valid;
        dec_ready           = port_ready[PortDve];
      end
      tpb_isa_pkg::ROUTE_SB2SB: begin
        port_valid[PortSb2sb] = dec_valid;
        dec_ready             = port_ready[PortSb2sb];
      end
      tpb_isa_pkg::ROUTE_CUSTOM: begin
        port_valid[PortCustom] = dec_valid;
        dec_ready              = port_ready[PortCustom];
      end
      default: dec_ready = 1'b1;
    endcase
  end

  // Every port carries the record's word and index; only its own valid differs.
  assign cross_valid_o  = port_valid[PortCross];
  assign cross_word_o   = dec.word;
  assign cross_index_o  = dec.index;
  assign dve_valid_o    = port_valid[PortDve];
  assign dve_word_o     = dec.word;
  assign dve_index_o    = dec.index;
  assign sb2sb_valid_o  = port_valid[PortSb2sb];
  assign sb2sb_word_o   = dec.word;
  assign sb2sb_index_o  = dec.index;
  assign custom_valid_o = port_valid[PortCustom];
  assign custom_word_o  = dec.word;
  assign custom_index_o = dec.index;

  ////////////////////
  // Record monitor //
  ////////////////////

  assign rec_valid_o = dec_valid;
  assign rec_ready_o = dec_ready;
  assign rec_o       = dec;

`ifndef SYNTHESIS
  // Each engine port: valid held, word and index unchanged, while the engine is not ready.
  // (Entry 0, ROUTE_NONE, is no port.)
  for (genvar p = 1; p < NumPorts; p++) begin : g_port_check
    tpb_prim_vr_check #(
      .Width (tpb_isa_pkg::BundleBits + 32),
      .Name  ("tpb_core: engine port g_port_check[route]")
    ) u_check (
      .clk_i   (clk_i),
      .rst_ni  (rst_ni),
      .valid_i (port_valid[p]),
      .ready_i (port_ready[p]),
      .data_i  ({dec.word, dec.index})
    );
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      // no checks in reset
    end else begin
      // At most one port offered a word, and only the record's own route.
      assert ($onehot0(port_valid))
        else $error("tpb_core: more than one port valid (%b)", port_valid);
      assert (!port_valid[0])
        else $error("tpb_core: the ROUTE_NONE port entry is valid");
      assert (!dec_valid || (dec.route != tpb_isa_pkg::ROUTE_NONE) == (port_valid != '0))
        else $error("tpb_core: record route %0d, port valid %b", dec.route, port_valid);
      // A rejected word reaches no engine (so it cannot write SBUF or start a custom op) and
      // retires in the clock it is offered.
      assert (port_valid == '0 || dec.err == tpb_isa_pkg::ERR_OK)
        else $error("tpb_core: word with error %0d offered to an engine port (%b)", dec.err, port_valid);
      assert (!(dec_valid && dec.err != tpb_isa_pkg::ERR_OK) || dec_ready)
        else $error("tpb_core: rejected record #%0d waits for a port", dec.index);
    end
  end
`endif

endmodule
