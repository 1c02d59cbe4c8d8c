// Formal harness of the bundle decoder (rtl/decoder/tpb_decoder.sv), for a bounded model
// check with Yosys' SMT flow (scripts/formal.sh; docs/robustness.md, "Formal").
//
// Every input of the decoder is free (any word, any last_i, any valid/ready/clear pattern,
// one clock per step); the only assumption is reset in the first cycle and none after. The
// properties, checked in every cycle after reset:
//   one record per word     the records offered (valid_o) are exactly the accepted words
//                           not yet taken: accepted - retired is 0 or 1, and valid_o says which
//                           (InputReg = 1: 0, 1 or 2; with 2 a record is offered, with 0 none)
//   record or error         an offered record is either err == OK with the route of its
//                           opcode (not NONE), or err != OK with route NONE; err is a code of
//                           the field map
//   index + 1 per word      the offered record's index is the number of records retired
//                           before it (0, 1, 2, ... with no gap and no repeat)
//   stable while stalled    a record offered and not taken is offered again, unchanged
//   sticky status           no sticky bit clears and the first error (valid, index, code)
//                           does not change unless clear_i was high; a rejected record that
//                           leaves sets its sticky bit and, when no error was held (or clear_i
//                           dropped it), becomes the first error; bit 0 (OK) is never set
//   no record, no change    without a record leaving and without clear_i, the status holds
//   generation              an accepted record's opcode exists on Gen; OPCODE_NOT_IN_GEN
//                           only for an opcode of a later generation
//
// Yosys reads this file with -formal (FORMAL defined); the decoder itself is read with
// SYNTHESIS defined, so its simulation-only assertions (Verilator syntax) are left out.
// Package items are referenced as tpb_isa_pkg::name (Yosys takes no `import`).

module tpb_decoder_formal #(
  parameter int unsigned Gen      = 3,    // the decoder's generation (chparam -set Gen 2 for gen2)
  parameter bit          InputReg = 1'b0,  // the decoder's input stage (scripts/formal.sh --input-reg)
  parameter bit          LoadWhenEmpty = 1'b0  // its record register loads only when empty (--input-reg too: the FPGA build)
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,
  input  logic                                valid_i,
  input  logic [tpb_isa_pkg::BundleBits-1:0]  word_i,
  input  logic                                last_i,
  input  logic                                ready_i,
  input  logic                                clear_i
);

  logic                                ready_o;
  logic                                valid_o;
  logic [31:0]                         index_o;
  logic [7:0]                          opcode_o;
  tpb_isa_pkg::err_e                   err_o;
  tpb_isa_pkg::route_e                 route_o;
  logic [15:0]                         chain_pos_o;
  logic                                chain_last_o;
  logic [tpb_isa_pkg::FieldsBits-1:0]  fields_o;
  logic [tpb_isa_pkg::BundleBits-1:0]  word_o;
  logic                                last_o;
  logic                                err_valid_o;
  logic [31:0]                         err_index_o;
  tpb_isa_pkg::err_e                   err_code_o;
  logic [tpb_isa_pkg::NumErrors-1:0]   err_sticky_o;

  tpb_decoder #(
    .Gen      (Gen),
    .InputReg      (InputReg),
    .LoadWhenEmpty (LoadWhenEmpty)
  ) u_dut (.*);  // every port by its own name: the harness's inputs and the wires above

`ifdef FORMAL
  // ---- environment: reset in the first cycle only
  logic init_q = 1'b1;
  always_ff @(posedge clk_i) init_q <= 1'b0;
  always @* begin
    if (init_q) assume (!rst_ni);
    else        assume (rst_ni);
  end

  // ---- reference counters and the previous cycle's values
  logic        in_fire, out_fire;
  logic [31:0] accepted_q, retired_q;
  logic        past_ok_q;          // the previous cycle was after reset
  logic        past_stall_q, past_clear_q, past_out_fire_q;
  logic [31:0] past_index_q;
  tpb_isa_pkg::err_e   past_err_q;
  tpb_isa_pkg::route_e past_route_q;
  logic [15:0] past_chain_pos_q;
  logic [tpb_isa_pkg::BundleBits-1:0] past_word_q;
  logic        past_last_q;
  logic        past_st_valid_q;
  logic [31:0] past_st_index_q;
  tpb_isa_pkg::err_e past_st_code_q;
  logic [tpb_isa_pkg::NumErrors-1:0] past_sticky_q;

  assign in_fire  = valid_i && ready_o;
  assign out_fire = valid_o && ready_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      accepted_q       <= '0;
      retired_q        <= '0;
      past_ok_q        <= 1'b0;
      past_stall_q     <= 1'b0;
      past_clear_q     <= 1'b0;
      past_out_fire_q  <= 1'b0;
      past_index_q     <= '0;
      past_err_q       <= tpb_isa_pkg::ERR_OK;
      past_route_q     <= tpb_isa_pkg::ROUTE_NONE;
      past_chain_pos_q <= '0;
      past_word_q      <= '0;
      past_last_q      <= 1'b0;
      past_st_valid_q  <= 1'b0;
      past_st_index_q  <= '0;
      past_st_code_q   <= tpb_isa_pkg::ERR_OK;
      past_sticky_q    <= '0;
    end else begin
      accepted_q       <= accepted_q + 32'(in_fire);
      retired_q        <= retired_q + 32'(out_fire);
      past_ok_q        <= 1'b1;
      past_stall_q     <= valid_o && !ready_i;
      past_clear_q     <= clear_i;
      past_out_fire_q  <= out_fire;
      past_index_q     <= index_o;
      past_err_q       <= err_o;
      past_route_q     <= route_o;
      past_chain_pos_q <= chain_pos_o;
      past_word_q      <= word_o;
      past_last_q      <= last_o;
      past_st_valid_q  <= err_valid_o;
      past_st_index_q  <= err_index_o;
      past_st_code_q   <= err_code_o;
      past_sticky_q    <= err_sticky_o;
    end
  end

  // ---- properties
  always @* begin
    if (!init_q && rst_ni) begin
      // one record per accepted word, none other
      p_one_record_in_flight: assert (accepted_q - retired_q <= 32'd1 + 32'(InputReg));
      if (!InputReg) begin
        p_record_per_word:    assert (valid_o == (accepted_q != retired_q));
      end else begin
        // the input stage holds at most one word: with two in flight one is offered
        p_no_record_unasked:  assert (!valid_o || accepted_q != retired_q);
        p_two_means_offered:  assert (accepted_q - retired_q != 32'd2 || valid_o);
      end
      // a record or an error
      if (valid_o) begin
        p_err_code_defined: assert (32'(err_o) < tpb_isa_pkg::NumErrors);
        if (err_o == tpb_isa_pkg::ERR_OK) begin
          p_ok_has_route:     assert (route_o != tpb_isa_pkg::ROUTE_NONE);
          p_ok_opcode_route:  assert (route_o == tpb_isa_pkg::op_route(opcode_o));
        end else begin
          p_error_routes_nowhere: assert (route_o == tpb_isa_pkg::ROUTE_NONE);
        end
        // generation: no later generation's opcode is accepted, and OPCODE_NOT_IN_GEN names
        // only such an opcode
        if (err_o == tpb_isa_pkg::ERR_OK) begin
          p_gen_ok_in_gen: assert (32'(tpb_isa_pkg::op_since_gen(opcode_o)) <= Gen);
        end
        if (err_o == tpb_isa_pkg::ERR_OPCODE_NOT_IN_GEN) begin
          p_gen_err_not_in_gen: assert (32'(tpb_isa_pkg::op_since_gen(opcode_o)) > Gen);
        end
        // the record index grows by one per word
        p_index_plus_one: assert (index_o == retired_q);
`ifdef TPB_FORMAL_MUTANT
        // scripts/formal.sh --mutant: a property that does not hold (the flow must find it)
        p_mutant_index_below_3: assert (index_o < 32'd3);
`endif
      end
      // handshake: a word is taken whenever the record register is free or being emptied
      // (LoadWhenEmpty: whenever it is free)
      if (!InputReg) begin
        p_ready: assert (ready_o == (!valid_o || (!LoadWhenEmpty && ready_i)));
      end else begin
        // the input stage empties into a free record register, so this suffices for one
        // word per clock; an empty decoder always takes a word
        p_ready_when_free:  assert (!(!valid_o || (!LoadWhenEmpty && ready_i)) || ready_o);
        p_ready_when_empty: assert (accepted_q != retired_q || ready_o);
      end
      // sticky status
      p_sticky_ok_clear:   assert (err_sticky_o[0] == 1'b0);
      p_first_is_error:    assert (!err_valid_o || err_code_o != tpb_isa_pkg::ERR_OK);
      p_first_has_sticky:  assert (!err_valid_o || err_sticky_o[err_code_o]);
      if (past_ok_q) begin
        if (past_stall_q) begin
          p_stall_valid_held: assert (valid_o);
          p_stall_record_held: assert (index_o == past_index_q && err_o == past_err_q && route_o == past_route_q &&
                  chain_pos_o == past_chain_pos_q && word_o == past_word_q && last_o == past_last_q);
        end
        if (!past_clear_q) begin
          p_sticky_never_clears: assert ((err_sticky_o & past_sticky_q) == past_sticky_q);
          if (past_st_valid_q) begin
            p_first_error_holds: assert (err_valid_o && err_index_o == past_st_index_q &&
                                         err_code_o == past_st_code_q);
          end
          if (!past_out_fire_q || past_err_q == tpb_isa_pkg::ERR_OK) begin
            p_status_quiet: assert (err_valid_o == past_st_valid_q && err_sticky_o == past_sticky_q);
          end
        end
        if (past_out_fire_q && past_err_q != tpb_isa_pkg::ERR_OK) begin
          p_error_recorded: assert (err_valid_o && err_sticky_o[past_err_q]);
          if (past_clear_q || !past_st_valid_q) begin
            p_first_error_taken: assert (err_index_o == past_index_q && err_code_o == past_err_q);
          end
        end
      end
    end
  end
`endif

endmodule
