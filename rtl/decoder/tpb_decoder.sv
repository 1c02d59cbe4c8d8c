// Bundle decoder: one 64-byte word in, one decoded record out, one word per clock.
//
// The RTL twin of tpb::Decoder (cmodel/src/decoder.cpp); lockstep compares the two record
// by record. Per word, in priority order:
//   1. chain open and opcode != 0x86   -> ERR_CO_CHAIN_BROKEN (the chain is closed)
//   2. chain closed and opcode == 0x86 -> ERR_CO_ORPHAN_PAYLOAD
//   3. otherwise word_err: ERR_OPCODE_NOT_IN_GEN for an opcode generation Gen does not have
//      (tpb_isa_pkg::op_since_gen > Gen: 0xBE, 0xD8, 0xBF before gen3, S000 §5-§7 "no CoreV2
//      form"), else tpb_isa_pkg::check_word; a payload inside the chain takes the next slot
//      (chain_pos 1, 2, ...) even when its own check fails, and an accepted 0x85 header opens
//      a chain of num_arguments + 1 payloads (the model's tpb::chain_frame)
//   4. last_i with a chain still open after this word and no other error
//                                      -> ERR_CO_CHAIN_TRUNCATED
// last_i closes any chain. route = op_route(opcode) for an accepted word, ROUTE_NONE else.
// chain_last_o marks the payload that takes the last slot of its chain (the chain is then
// complete): the custom-op mailbox learns where a chain ends from it instead of counting.
//
// Pipeline: the checks run between word_i and the record register; a word is accepted when
// the register is empty or being emptied (ready_o = !valid_o || ready_i), so the decoder
// takes one word per clock while ready_i stays high. The field vector is not registered: it
// is a pure bit selection of the registered word (tpb_isa_pkg::extract_fields).
//
// InputReg = 1 (the FPGA build) adds an input stage: the word, its last flag and its own
// check (tpb_isa_pkg::check_word) are registered first, and the chain rules and the record
// register work on that stage. One word per clock still; one clock more of latency; ready_o
// = !stage_valid || (!valid_o || ready_i). check_word and the chain rules then get a clock
// each, which the ECP5 build needs at 50 MHz and more. Records, errors and status are the same.
//
// LoadWhenEmpty = 1 (the FPGA build) loads the record register only when it is empty
// (rec_ready = !valid_o): the register's load enable, which fans out to every record bit,
// then depends on no consumer's ready_i (on the board the engines' ready chains reached it
// across the device). A record every second clock at most; the board feeds a word every 67
// clocks or more. Records, errors and status are the same.
//
// Error status: the first error (index and code) and one sticky bit per error code, updated
// when a record leaves (valid_o && ready_i) and held until clear_i. clear_i drops what was
// recorded before this clock; an error leaving in the same clock is recorded.

module tpb_decoder #(
  parameter int unsigned Gen      = 3,    // generation 2, 3 or 4 (tpb_system's Gen): the opcode set
  parameter bit          InputReg      = 1'b0,  // register word, last flag and check_word before the chain rules
  parameter bit          LoadWhenEmpty = 1'b0   // the record register loads only when empty
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  // Word stream in: byte k of the bundle is word_i[8*k +: 8].
  `TPB_WORDS_SNK(),

  // Record stream out: one record per input word, in order.
  output logic                                valid_o,
  input  logic                                ready_i,
  output logic [31:0]                         index_o,
  output logic [7:0]                          opcode_o,
  output tpb_isa_pkg::err_e                   err_o,
  output tpb_isa_pkg::route_e                 route_o,
  output logic [15:0]                         chain_pos_o,
  output logic                                chain_last_o,  // payload in its chain's last slot
  output logic [tpb_isa_pkg::FieldsBits-1:0]  fields_o,
  output logic [tpb_isa_pkg::BundleBits-1:0]  word_o,
  output logic                                last_o,

  // Error status block.
  input  logic                                clear_i,
  `TPB_ERR_STATUS_SRC(err_)
);

  // A chain holds at most 255 + 1 payloads; positions run 1..256.
  localparam int unsigned ChainBits = 9;

  // The word's own verdict: an opcode this generation lacks is refused before its checks
  // (the model's Decoder::step does the same).
  function automatic tpb_isa_pkg::err_e word_err(input logic [tpb_isa_pkg::BundleBits-1:0] w);
    logic [7:0] op;
    op = w[8*tpb_isa_pkg::HdrOpcodeOff +: 8*tpb_isa_pkg::HdrOpcodeBytes];
    if (32'(tpb_isa_pkg::op_since_gen(op)) > Gen) word_err = tpb_isa_pkg::ERR_OPCODE_NOT_IN_GEN;
    else                                          word_err = tpb_isa_pkg::check_word(w);
  endfunction

  ////////////////////
  // Input decode   //
  ////////////////////

  logic                      in_fire;
  logic [7:0]                in_opcode;
  logic                      in_is_header, in_is_payload;
  logic                      chain_open;
  tpb_isa_pkg::err_e         in_word_err;
  tpb_isa_pkg::err_e         in_err;
  tpb_isa_pkg::route_e       in_route;
  logic [ChainBits-1:0]      in_chain_pos;
  logic                      in_chain_last;

  // Chain state: payload words still expected, and the position of the next one. Both are
  // zero exactly when no chain is open.
  logic [ChainBits-1:0]      remaining_d, remaining_q;
  logic [ChainBits-1:0]      pos_d, pos_q;
  logic [ChainBits-1:0]      remaining_next, pos_next;
  logic [31:0]               count_d, count_q;

  // The word the chain rules see (word_i, or the input stage's), and whether the record
  // register takes it this clock.
  logic                                 st_valid;
  logic [tpb_isa_pkg::BundleBits-1:0]   st_word;
  logic                                 st_last;
  logic                                 rec_ready;   // the record register is free or being emptied

  if (InputReg) begin : g_input_reg
    logic                                 a_valid_q;
    logic [tpb_isa_pkg::BundleBits-1:0]   a_word_q;
    logic                                 a_last_q;
    tpb_isa_pkg::err_e                    a_err_q;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        a_valid_q <= 1'b0;
        a_word_q  <= '0;
        a_last_q  <= 1'b0;
        a_err_q   <= tpb_isa_pkg::ERR_OK;
      end else if (ready_o) begin
        // The word, its last flag and its check load whenever the stage is free, offered
        // or not (a_valid_q says whether they are a word): the load enable of the 512 bits
        // then comes from this module's registers alone, not through the feed's valid (on
        // the board: the core's feed condition into that enable, 10.7 ns of routing).
        a_valid_q <= valid_i;
        a_word_q  <= word_i;
        a_last_q  <= last_i;
        a_err_q   <= word_err(word_i);
      end
    end

    assign ready_o     = !a_valid_q || rec_ready;
    assign st_valid    = a_valid_q;
    assign st_word     = a_word_q;
    assign st_last     = a_last_q;
    assign in_word_err = a_err_q;
  end else begin : g_no_input_reg
    assign ready_o     = rec_ready;
    assign st_valid    = valid_i;
    assign st_word     = word_i;
    assign st_last     = last_i;
    assign in_word_err = word_err(word_i);
  end

  assign in_fire       = st_valid && rec_ready;
  assign in_opcode     = st_word[8*tpb_isa_pkg::HdrOpcodeOff +: 8*tpb_isa_pkg::HdrOpcodeBytes];
  assign in_is_header  = in_opcode == tpb_isa_pkg::OP_CUSTOM_OP_HEADER;
  assign in_is_payload = in_opcode == tpb_isa_pkg::OP_CUSTOM_OP_PAYLOAD;
  assign chain_open    = remaining_q != '0;

  always_comb begin
    in_err         = tpb_isa_pkg::ERR_OK;
    in_chain_pos   = '0;
    in_chain_last  = 1'b0;
    remaining_next = remaining_q;
    pos_next       = pos_q;

    if (chain_open && !in_is_payload) begin
      in_err         = tpb_isa_pkg::ERR_CO_CHAIN_BROKEN;
      remaining_next = '0;
    end else if (!chain_open && in_is_payload) begin
      in_err = tpb_isa_pkg::ERR_CO_ORPHAN_PAYLOAD;
    end else begin
      in_err = in_word_err;
      if (in_is_payload) begin
        in_chain_pos   = pos_q;
        in_chain_last  = remaining_q == ChainBits'(1);
        pos_next       = pos_q + 1'b1;
        remaining_next = remaining_q - 1'b1;
      end else if (in_is_header && (in_word_err == tpb_isa_pkg::ERR_OK)) begin
        // num_arguments: the output payload plus one per input
        remaining_next = ChainBits'(st_word[8*tpb_isa_pkg::CustomOpHeaderNumArgumentsOff +:
                                            8*tpb_isa_pkg::CustomOpHeaderNumArgumentsBytes]) + 1'b1;
        pos_next       = 9'd1;
      end
      if (st_last && (remaining_next != '0) && (in_err == tpb_isa_pkg::ERR_OK)) begin
        in_err = tpb_isa_pkg::ERR_CO_CHAIN_TRUNCATED;
      end
    end

    if (st_last) begin
      remaining_next = '0;
    end
    if (remaining_next == '0) begin
      pos_next = '0;
    end

    in_route = (in_err == tpb_isa_pkg::ERR_OK) ? tpb_isa_pkg::op_route(in_opcode)
                                               : tpb_isa_pkg::ROUTE_NONE;
  end

  assign remaining_d = in_fire ? remaining_next : remaining_q;
  assign pos_d       = in_fire ? pos_next : pos_q;
  assign count_d     = in_fire ? count_q + 32'd1 : count_q;

  /////////////////////
  // Record register //
  /////////////////////

  logic                                 valid_d, valid_q;
  logic                                 out_fire;
  tpb_isa_pkg::rec_t                    rec_d, rec_q;

  assign rec_ready = LoadWhenEmpty ? !valid_q : !valid_q || ready_i;
  assign out_fire = valid_q && ready_i;
  assign valid_d  = in_fire || (valid_q && !ready_i);

  always_comb begin
    rec_d = rec_q;
    if (in_fire) begin
      rec_d.index      = count_q;
      rec_d.opcode     = in_opcode;
      rec_d.err        = in_err;
      rec_d.route      = in_route;
      rec_d.chain_pos  = 16'(in_chain_pos);
      rec_d.chain_last = in_chain_last;
      rec_d.word       = st_word;
      rec_d.last       = st_last;
    end
  end

  // Flat at the ports: tb_decoder and the formal harness drive this module as their top.
  assign valid_o      = valid_q;
  // rec_t's members in its order (a resized member fails the width check).
  assign {index_o, opcode_o, err_o, route_o, chain_pos_o, chain_last_o, word_o, last_o} = rec_q;
  assign fields_o     = tpb_isa_pkg::extract_fields(rec_q.opcode, rec_q.word);

  ////////////////////
  // Error status   //
  ////////////////////

  tpb_isa_pkg::err_status_t  status_d, status_q;  // all zero: no error, code ERR_OK

  always_comb begin
    status_d = status_q;
    if (clear_i) begin
      status_d = '0;
    end
    if (out_fire && (rec_q.err != tpb_isa_pkg::ERR_OK)) begin
      if (!status_d.valid) begin
        status_d.valid = 1'b1;
        status_d.index = rec_q.index;
        status_d.code  = rec_q.err;
      end
      for (int unsigned e = 1; e < tpb_isa_pkg::NumErrors; e++) begin
        if (32'(rec_q.err) == e) begin
          status_d.sticky[e] = 1'b1;
        end
      end
    end
  end

  // Flat at the ports: tb_decoder and the formal harness drive this module as their top.
  assign {err_valid_o, err_index_o, err_code_o, err_sticky_o} = status_q;  // err_status_t's order

  ////////////////////
  // Registers      //
  ////////////////////

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      remaining_q  <= '0;
      pos_q        <= '0;
      count_q      <= '0;
      valid_q      <= 1'b0;
      rec_q        <= '0;  // ERR_OK, ROUTE_NONE
      status_q         <= '0;
    end else begin
      remaining_q  <= remaining_d;
      pos_q        <= pos_d;
      count_q      <= count_d;
      valid_q      <= valid_d;
      rec_q        <= rec_d;
      status_q         <= status_d;
    end
  end

  ////////////////////
  // Assertions     //
  ////////////////////

`ifndef SYNTHESIS
  localparam logic [ChainBits-1:0] MaxChainPayloads = 9'd256;

  `TPB_STATIC_ASSERT(g_check_gen, Gen >= 2 && Gen <= 4,
                    ("tpb_decoder: Gen %0d is not 2, 3 or 4", Gen))

  // valid/ready in and out: a word or record offered and not taken stays offered, unchanged.
  tpb_prim_vr_check #(
    .Width (tpb_isa_pkg::BundleBits + 1),
    .Name  ("tpb_decoder: input valid_i/ready_o, word_i/last_i")
  ) u_in_check (
    .clk_i, .rst_ni,
    .valid_i (valid_i),
    .ready_i (ready_o),
    .data_i  ({word_i, last_i})
  );

  tpb_prim_vr_check #(
    .Width ($bits(tpb_isa_pkg::rec_t)),
    .Name  ("tpb_decoder: record valid_o/ready_i")
  ) u_out_check (
    .clk_i, .rst_ni,
    .valid_i (valid_q),
    .ready_i (ready_i),
    .data_i  (rec_q)
  );

  // Previous-cycle copy of the status, for the stickiness checks; the index the next
  // retiring record must carry.
  logic                                 past_clear_q;
  tpb_isa_pkg::err_status_t             past_status_q;
  logic [31:0]                          next_out_index_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      past_clear_q     <= 1'b0;
      past_status_q        <= '0;
      next_out_index_q <= '0;
    end else begin
      past_clear_q     <= clear_i;
      past_status_q        <= status_q;
      next_out_index_q <= next_out_index_q + 32'(out_fire);
    end
  end

  logic sticky_at_code;  // sticky bit of the first error's code
  assign sticky_at_code = |(status_q.sticky & (tpb_isa_pkg::NumErrors'(1) << status_q.code));

  // Records leave numbered 0, 1, 2, ...: one record per word, none skipped or repeated.
  `TPB_ASSERT_IF(out_fire, rec_q.index == next_out_index_q,
              ("tpb_decoder: record index %0d leaves, expected %0d", rec_q.index, next_out_index_q))
  // A record reaches an engine exactly when it is accepted.
  `TPB_ASSERT_IF(valid_q, (rec_q.route == tpb_isa_pkg::ROUTE_NONE) == (rec_q.err != tpb_isa_pkg::ERR_OK),
              ("tpb_decoder: route %0d with error %0d", rec_q.route, rec_q.err))
  `TPB_ASSERT_IF(valid_q, 32'(rec_q.err) < tpb_isa_pkg::NumErrors,
              ("tpb_decoder: error code %0d out of range", rec_q.err))
  `TPB_ASSERT_IF(valid_q, 32'(rec_q.route) <= 32'(tpb_isa_pkg::ROUTE_CUSTOM),
              ("tpb_decoder: route code %0d out of range", rec_q.route))
  `TPB_ASSERT_IF(valid_q, rec_q.err != tpb_isa_pkg::ERR_OK || rec_q.route == tpb_isa_pkg::op_route(rec_q.word[7:0]),
              ("tpb_decoder: accepted opcode %02h routed to %0d", rec_q.word[7:0], rec_q.route))
  // Generation: no opcode of a later generation is accepted.
  `TPB_ASSERT_IF(valid_q, rec_q.err != tpb_isa_pkg::ERR_OK || 32'(tpb_isa_pkg::op_since_gen(rec_q.word[7:0])) <= Gen,
              ("tpb_decoder: opcode %02h accepted on gen%0d", rec_q.word[7:0], Gen))
  `TPB_ASSERT_IF(valid_q, (rec_q.chain_pos == '0) || (rec_q.word[7:0] == tpb_isa_pkg::OP_CUSTOM_OP_PAYLOAD),
              ("tpb_decoder: chain position %0d on opcode %02h", rec_q.chain_pos, rec_q.word[7:0]))
  // Chain counters: both zero when closed; an open chain has 1..256 slots in all.
  `TPB_ASSERT((remaining_q == '0) == (pos_q == '0),
              ("tpb_decoder: chain counters out of step (remaining %0d, pos %0d)", remaining_q, pos_q))
  `TPB_ASSERT(remaining_q <= MaxChainPayloads && pos_q <= MaxChainPayloads && ({1'b0, remaining_q} + {1'b0, pos_q}) <= 10'(MaxChainPayloads) + 10'd1,
              ("tpb_decoder: chain counters out of range (remaining %0d, pos %0d)", remaining_q, pos_q))
  // The error status only ever names real errors.
  `TPB_ASSERT(!status_q.valid || (status_q.code != tpb_isa_pkg::ERR_OK && sticky_at_code),
              ("tpb_decoder: first error %0d without its sticky bit", status_q.code))
  `TPB_ASSERT(status_q.sticky[0] == 1'b0,
              ("tpb_decoder: sticky bit of ERR_OK set"))
  // Sticky: nothing recorded is lost unless clear_i was high.
  `TPB_ASSERT_IF(!past_clear_q, (status_q.sticky & past_status_q.sticky) == past_status_q.sticky,
              ("tpb_decoder: a sticky bit cleared without clear_i"))
  `TPB_ASSERT_IF((!past_clear_q) && (past_status_q.valid), status_q.valid && status_q.index == past_status_q.index && status_q.code == past_status_q.code,
              ("tpb_decoder: first error (#%0d, code %0d) changed without clear_i", past_status_q.index, past_status_q.code))
`endif

endmodule
