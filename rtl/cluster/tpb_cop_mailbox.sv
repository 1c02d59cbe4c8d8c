// Custom-op mailbox: the RTL end of the Xtensa custom-op cluster (docs/cluster.md
// "The mailbox"). Model twin: cmodel/include/tpb/mailbox.hpp (tpb::Mailbox).
//
//   tpb_core custom port --> [ chain buffer, MailboxWords x 512 bits ] --> read port ---> cluster
//   tpb_core record monitor --^         |                                                  |
//                                      +--> doorbell (chain complete, SBUF free)  <-- done
//                                      +--> completion records <-----------------------+
//
// Words arrive on the custom-op port (the 0x85 header, then the 0x86 payloads). The record
// monitor shows every other retirement, so the mailbox follows the decoder's chain state;
// where a chain ends is the decoder's to say (tpb_decoder chain_last_o, ret_chain_last_i
// here), the mailbox does not count the chain from its header:
//   IDLE     a header on the port opens a chain;
//   COLLECT  a 0x86 retirement is one payload (on the port: stored; with an error: the
//            chain is poisoned), and the one flagged chain-last completes the chain; any
//            other opcode closes the chain (the decoder reports CO_CHAIN_BROKEN on it); the
//            stream's last word closes an incomplete one. A closed or poisoned
//            chain is dropped: no doorbell, no completion (the decoder reported the error).
//            A complete clean chain longer than MailboxWords is refused here with
//            CL_MAILBOX_OVERFLOW (DONE, no doorbell).
//   WAIT     the chain is complete; wait until the SB2SB mover is idle (engine_busy_i low),
//            so an earlier 0xBF has finished its SBUF writes before the cluster reads SBUF;
//   RING     doorbell high: the cluster reads the chain (rd_addr_i -> rd_word_o, one clock),
//            moves data through the SBUF DMA port (tpb_system), and pulses done_i with its
//            completion fields;
//   DONE     one completion record on cpl_*, valid until taken.
// The custom port is ready in IDLE and COLLECT only, so a second chain waits behind the
// first; busy_o (WAIT, RING) tells tpb_system to hold back the SB2SB port, so SBUF sees the
// mover and the cluster in stream order.
//
// ReadBytes sets the read port's width: 64 (the default, the lockstep's cluster) reads one
// whole word per address; a divisor of 64 below that stores and reads the chain in pieces
// of ReadBytes bytes, piece p of word w at address w * (64 / ReadBytes) + p (little-endian,
// byte 0 first). The FPGA build uses 1: its host link reads the chain a byte at a time, and
// a 512-bit read bus from fifteen block RAMs does not route at its clock. In that layout a
// word is written one piece per clock while it waits on the port, and the port takes it
// (ready_o) with its last piece: 64 / ReadBytes clocks per chain word instead of one.

module tpb_cop_mailbox #(
  parameter  int unsigned MailboxWords = 257,  // header + output + 255 inputs: every legal chain
  parameter  int unsigned ReadBytes    = tpb_isa_pkg::BundleBytes,  // read port width (see above)
  localparam int unsigned Pieces       = tpb_isa_pkg::BundleBytes / ReadBytes,
  localparam int unsigned PieceW       = (Pieces > 1) ? $clog2(Pieces) : 1,
  localparam int unsigned AddrW        = (MailboxWords * Pieces > 1) ? $clog2(MailboxWords * Pieces) : 1,
  localparam int unsigned WordAddrW    = (MailboxWords > 1) ? $clog2(MailboxWords) : 1,
  localparam int unsigned CountW       = 9     // 0..257 words, 0..256 payloads
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  // Custom-op port (tpb_core ROUTE_CUSTOM).
  `TPB_PORT_SNK(),

  // Record monitor: every retirement (tpb_core rec_valid_o && rec_ready_o).
  input  logic                                ret_valid_i,
  input  logic [7:0]                          ret_opcode_i,
  input  tpb_isa_pkg::route_e                 ret_route_i,
  input  logic                                ret_last_i,
  input  logic                                ret_chain_last_i,  // a payload in its chain's last slot

  input  logic                                core_i,         // SBUF the op works on, sampled with the header
  input  logic                                engine_busy_i,  // the SB2SB mover is busy

  // Cluster side.
  output logic                                db_o,           // doorbell (RING)
  output logic [CountW-1:0]                   db_words_o,     // chain words: header + payloads
  output logic [31:0]                         db_index_o,     // stream index of the header
  output logic                                db_core_o,
  input  logic [AddrW-1:0]                    rd_addr_i,
  output logic [8*ReadBytes-1:0]              rd_word_o,      // mem[rd_addr_i], the clock after
  `TPB_COP_DONE_SNK(),  // done_i: the completion fields are valid (RING only)

  // Completion records.
  `TPB_COP_CPL_SRC(cpl_),

  output logic                                busy_o          // WAIT or RING: SBUF is the cluster's
);

  typedef enum logic [2:0] {
    StIdle    = 3'd0,
    StCollect = 3'd1,
    StWait    = 3'd2,
    StRing    = 3'd3,
    StDone    = 3'd4
  } state_e;

  localparam logic [7:0] NoCpu = 8'hFF;  // tpb::xtensa::kNoCpu: refused before any CPU

  state_e                state_q;
  logic [CountW-1:0]     held_q;      // words received (stored while below MailboxWords)
  logic                  poisoned_q;
  logic                  core_q;
  tpb_isa_pkg::cop_cpl_t cpl_q;       // the completion record, filled in as the chain goes

  wire   taking    = (state_q == StIdle) || (state_q == StCollect);
  logic  piece_last;           // the port's word is in its last piece (always, for whole words)
  assign ready_o   = taking && piece_last;
  wire   port_fire = valid_i && ready_o;

  // A retirement as the chain sees it (the port's own handshake is one of them).
  wire ret_custom   = ret_route_i == tpb_isa_pkg::ROUTE_CUSTOM;
  wire store_word   = held_q < CountW'(MailboxWords) || state_q == StIdle;
  wire [WordAddrW-1:0] store_addr = (state_q == StIdle) ? '0 : held_q[WordAddrW-1:0];

  // COLLECT's next state if the record on the monitor retires, made from the record alone:
  // the retirement's valid comes through every engine's ready and the decoder's route mux,
  // so it only chooses (an engine's state through that chain into this state's enable was
  // the board's limiting path at 75 MHz).
  // ret_chain_last_i: the decoder's word that the chain is complete.
  wire    rec_payload  = ret_opcode_i == tpb_isa_pkg::OP_CUSTOM_OP_PAYLOAD;
  wire    rec_poisoned = poisoned_q || !ret_custom;     // the chain, with this payload in it
  wire    rec_overflow = held_q >= CountW'(MailboxWords);
  state_e coll_next;
  always_comb begin
    coll_next = StCollect;
    if (!rec_payload)           coll_next = StIdle;     // CO_CHAIN_BROKEN: the chain is gone
    else if (ret_chain_last_i)  coll_next = rec_poisoned ? StIdle : rec_overflow ? StDone : StWait;
    else if (ret_last_i)        coll_next = StIdle;     // CO_CHAIN_TRUNCATED
  end

  // What the chain buffer writes: the whole word as the port takes it, or piece piece_q of
  // the word waiting on the port, one a clock.
  logic                   ram_we;
  logic [AddrW-1:0]       ram_waddr;
  logic [8*ReadBytes-1:0] ram_wdata;
  if (Pieces == 1) begin : g_words
    assign piece_last = 1'b1;
    assign ram_we     = port_fire && store_word;
    assign ram_waddr  = store_addr;
    assign ram_wdata  = word_i;
  end else begin : g_pieces
    logic [PieceW-1:0] piece_q;       // the piece of the waiting word written this clock
    logic              piece_last_q;  // piece_q == Pieces - 1, a register: the port's ready
                                      // leaves from it (it reaches the decoder's record
                                      // register and comes back as the retirement)
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        piece_q      <= '0;
        piece_last_q <= 1'b0;
      end else if (valid_i && taking) begin
        piece_q      <= piece_last_q ? '0 : piece_q + 1'b1;
        piece_last_q <= !piece_last_q && piece_q == PieceW'(Pieces - 2);
      end
    end
    assign piece_last = piece_last_q;
    assign ram_we     = valid_i && taking && store_word;
    assign ram_waddr  = {store_addr, piece_q};
    assign ram_wdata  = word_i[8 * ReadBytes * piece_q +: 8 * ReadBytes];
  end

  // The chain buffer: one write port (the custom port), one registered read port that reads
  // every clock (the cluster may leave rd_addr_i anywhere, so no read-address check).
  tpb_prim_ram #(
    .Depth       (MailboxWords * Pieces),
    .Width       (8 * ReadBytes),
    .RdAddrCheck (1'b0)
  ) u_chain_ram (
    .clk_i   (clk_i),
    .we_i    (ram_we),
    .wbe_i   (1'b1),
    .waddr_i (ram_waddr),
    .wdata_i (ram_wdata),
    .re_i    (1'b1),
    .raddr_i (rd_addr_i),
    .rdata_o (rd_word_o)
  );

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q     <= StIdle;
      held_q      <= '0;
      poisoned_q  <= 1'b0;
      core_q      <= 1'b0;
      cpl_q             <= '0;
      cpl_q.function_id <= 8'hFF;
      cpl_q.cpu         <= NoCpu;
    end else begin
      unique case (state_q)
        StIdle: begin
          // Only an accepted header reaches the port outside a chain (a lone 0x86 is
          // CO_ORPHAN_PAYLOAD and routes nowhere).
          if (port_fire) begin
            state_q           <= StCollect;
            held_q            <= CountW'(1);
            poisoned_q        <= 1'b0;
            core_q            <= core_i;
            cpl_q.index       <= index_i;
            cpl_q.function_id <= word_i[8*tpb_isa_pkg::CustomOpHeaderFunctionIdOff +:
                                        8*tpb_isa_pkg::CustomOpHeaderFunctionIdBytes];
          end
        end
        StCollect: begin
          // A payload is one more word (a poisoned chain ends in IDLE at its last payload, a
          // clean one in WAIT, or in DONE when it is one word more than the buffer holds);
          // any other opcode, or the stream's last word in the middle, ends the chain.
          if (ret_valid_i) begin
            state_q <= coll_next;
            if (rec_payload) begin
              held_q     <= held_q + CountW'(1);
              poisoned_q <= rec_poisoned;
            end
            if (coll_next == StDone) begin
              cpl_q.err       <= tpb_isa_pkg::ERR_CL_MAILBOX_OVERFLOW;
              cpl_q.cpu       <= NoCpu;
              cpl_q.bytes_in  <= '0;
              cpl_q.bytes_out <= '0;
            end
          end
        end
        StWait: begin
          if (!engine_busy_i) state_q <= StRing;
        end
        StRing: begin
          if (done_i) begin
            state_q     <= StDone;
            cpl_q.err       <= done_err_i;
            cpl_q.cpu       <= done_cpu_i;
            cpl_q.bytes_in  <= done_bytes_in_i;
            cpl_q.bytes_out <= done_bytes_out_i;
          end
        end
        StDone: begin
          if (cpl_ready_i) state_q <= StIdle;
        end
        default: state_q <= StIdle;
      endcase
    end
  end

  assign db_o            = state_q == StRing;
  assign db_words_o      = held_q;
  assign db_index_o      = cpl_q.index;
  assign db_core_o       = core_q;
  assign busy_o          = (state_q == StWait) || (state_q == StRing);

  assign cpl_valid_o     = state_q == StDone;
  // Flat at the ports (tb_mailbox drives this module as its top), in cop_cpl_t's order.
  assign {cpl_index_o, cpl_err_o, cpl_function_o, cpl_cpu_o, cpl_bytes_in_o, cpl_bytes_out_o} = cpl_q;

  `TPB_STATIC_ASSERT(g_check_read_bytes, ReadBytes != 0 && Pieces * ReadBytes == tpb_isa_pkg::BundleBytes &&
                    (Pieces & (Pieces - 1)) == 0,
                    ("tpb_cop_mailbox: ReadBytes must be a power of two that divides the 64-byte word"))

`ifndef SYNTHESIS
  // A completion record holds still until taken.
  tpb_prim_vr_check #(
    .Width (32 + $bits(tpb_isa_pkg::err_e)),
    .Name  ("tpb_cop_mailbox: completion cpl_valid_o/cpl_ready_i")
  ) u_cpl_check (
    .clk_i, .rst_ni,
    .valid_i (cpl_valid_o),
    .ready_i (cpl_ready_i),
    .data_i  ({cpl_index_o, cpl_err_o})
  );

  `TPB_ASSERT(state_q inside {StIdle, StCollect, StWait, StRing, StDone},
              ("tpb_cop_mailbox: state %0d out of range", state_q))
  `TPB_ASSERT(!(port_fire && state_q == StIdle) || word_i[7:0] == tpb_isa_pkg::OP_CUSTOM_OP_HEADER,
              ("tpb_cop_mailbox: a chain opened by opcode 0x%02x, not a header", word_i[7:0]))
  `TPB_ASSERT(!(port_fire && state_q == StCollect) || word_i[7:0] == tpb_isa_pkg::OP_CUSTOM_OP_PAYLOAD,
              ("tpb_cop_mailbox: opcode 0x%02x on the port inside a chain", word_i[7:0]))
  `TPB_ASSERT(!port_fire || (ret_valid_i && ret_custom),
              ("tpb_cop_mailbox: a port word without its retirement on the monitor"))
  `TPB_ASSERT(!(ret_valid_i && ret_custom) || port_fire,
              ("tpb_cop_mailbox: a CUSTOM retirement the port did not carry"))
  `TPB_ASSERT(!done_i || state_q == StRing,
              ("tpb_cop_mailbox: done_i outside RING (state %0d)", state_q))
`endif

endmodule
