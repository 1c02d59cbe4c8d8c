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
// SB2SB mover, the custom-op mailbox): each port is one entry of the port_valid_o /
// port_ready_i arrays, indexed by route, and all of them share the payload port_o.
//
// The ports are driven straight from the decoder's record register, so a port's ready
// reaches ready_o through the decoder in the same cycle (no skid buffer): one word per clock
// while the ports are ready, a stall in the cycle a port is not.

module tpb_core #(
  parameter int unsigned Gen             = 3,    // generation (tpb_system's Gen): the decoder's opcode set
  parameter bit          DecoderInputReg = 1'b0,  // tpb_decoder InputReg: the FPGA build's extra stage
  parameter bit          DecoderLoadWhenEmpty = 1'b0  // tpb_decoder LoadWhenEmpty (the FPGA build)
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  // Word stream in: byte k of the bundle is word_i[8*k +: 8].
  `TPB_WORDS_SNK(),

  // Record monitor: one retirement per rec_valid_o && rec_ready_o, the record in rec_o.
  output logic                                rec_valid_o,
  output logic                                rec_ready_o,
  output tpb_isa_pkg::rec_t                   rec_o,

  // Engine ports, the common_cells stream_demux shape: one payload for every port, a
  // valid/ready pair per route, indexed by route code (entry ROUTE_NONE is no port: its valid
  // stays low and its ready is not read).
  output tpb_isa_pkg::port_t                  port_o,
  output logic [tpb_isa_pkg::NumRoutes-1:0]   port_valid_o,
  input  logic [tpb_isa_pkg::NumRoutes-1:0]   port_ready_i,

  // Error status block.
  input  logic                                clear_i,
  output tpb_isa_pkg::err_status_t            err_o
);

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
    .InputReg      (DecoderInputReg),
    .LoadWhenEmpty (DecoderLoadWhenEmpty)
  ) u_decoder (
    .clk_i, .rst_ni,
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
    .err_valid_o  (err_o.valid),
    .err_index_o  (err_o.index),
    .err_code_o   (err_o.code),
    .err_sticky_o (err_o.sticky)
  );

  ////////////////////
  // Route demux    //
  ////////////////////

  // A word goes to its route's port and waits for that port; ROUTE_NONE (a rejected word)
  // retires at once.
  always_comb begin
    port_valid_o = '0;
    dec_ready    = 1'b1;
    for (int unsigned r = 1; r < tpb_isa_pkg::NumRoutes; r++) begin
      if (32'(dec.route) == r) begin
        port_valid_o[r] = dec_valid;
        dec_ready       = port_ready_i[r];
      end
    end
  end

  // Every port carries the record's word and index; only its own valid differs.
  assign port_o.word  = dec.word;
  assign port_o.index = dec.index;

  logic unused_none_ready;
  assign unused_none_ready = port_ready_i[tpb_isa_pkg::ROUTE_NONE];

  ////////////////////
  // Record monitor //
  ////////////////////

  assign rec_valid_o = dec_valid;
  assign rec_ready_o = dec_ready;
  assign rec_o       = dec;

`ifndef SYNTHESIS
  // Each engine port: valid held, word and index unchanged, while the engine is not ready.
  // (Entry 0, ROUTE_NONE, is no port.)
  for (genvar p = 1; p < tpb_isa_pkg::NumRoutes; p++) begin : g_port_check
    tpb_prim_vr_check #(
      .Width ($bits(tpb_isa_pkg::port_t)),
      .Name  ("tpb_core: engine port g_port_check[route]")
    ) u_check (
      .clk_i, .rst_ni,
      .valid_i (port_valid_o[p]),
      .ready_i (port_ready_i[p]),
      .data_i  (port_o)
    );
  end

  // At most one port offered a word, and only the record's own route.
  `TPB_ASSERT($onehot0(port_valid_o),
              ("tpb_core: more than one port valid (%b)", port_valid_o))
  `TPB_ASSERT(!port_valid_o[tpb_isa_pkg::ROUTE_NONE],
              ("tpb_core: the ROUTE_NONE port entry is valid"))
  `TPB_ASSERT(!dec_valid || (dec.route != tpb_isa_pkg::ROUTE_NONE) == (port_valid_o != '0),
              ("tpb_core: record route %0d, port valid %b", dec.route, port_valid_o))
  // A rejected word reaches no engine (so it cannot write SBUF or start a custom op) and
  // retires in the clock it is offered.
  `TPB_ASSERT(port_valid_o == '0 || dec.err == tpb_isa_pkg::ERR_OK,
              ("tpb_core: word with error %0d offered to an engine port (%b)", dec.err, port_valid_o))
  `TPB_ASSERT(!(dec_valid && dec.err != tpb_isa_pkg::ERR_OK) || dec_ready,
              ("tpb_core: rejected record #%0d waits for a port", dec.index))
`endif

endmodule
