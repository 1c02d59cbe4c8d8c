// Stream input FIFO and word assembler: host bytes in, 64-byte bundle words out.
//
//   push (1 byte/clock) --> [ RAM FifoWords x 64 bytes, 9 bits: byte + last flag ]
//                                   |
//                           assembler: 64 reads, 1 byte/clock --> word register --> valid/ready
//
// The link pushes whole words only (STREAM, after checking free_words_o), bytes in bundle
// order; the ninth bit marks the stream's last word (set on its byte 63). The assembler
// reads a complete word byte by byte through a shift register (byte k of the bundle ends up
// in word_o[8k +: 8], tpb_core's layout) and offers it on valid_o/word_o/last_o until
// ready_i. The offered word is the second of two copies of the assembled one: the first is
// loaded with its last byte, the second a clock later (StCopy, one clock per word): the
// decoder's word checks start from a register placed next to them, not from the shift
// register by the FIFO's block RAM (on the FPGA the checks' longest path ran across the
// device from there, and with one copy it still spanned the distance from the FIFO to the
// decoder). One word per 67 clocks: the UART brings one per 640 bit times, so the FIFO
// drains far faster than it fills. hold_i stops the assembler from starting a new word (a
// word already offered stays offered: valid/ready forbids taking it back).

module tpb_fpga_stream #(
  parameter  int unsigned FifoWords = 32,   // power of two
  localparam int unsigned Bytes     = FifoWords * tpb_isa_pkg::BundleBytes,
  localparam int unsigned AddrW     = $clog2(Bytes),
  localparam int unsigned CountW    = $clog2(FifoWords + 1)
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  input  logic                                push_i,
  input  logic [7:0]                          push_data_i,
  input  logic                                push_last_i,
  output logic [CountW-1:0]                   free_words_o,

  input  logic                                hold_i,
  output logic                                empty_o,    // no complete word waiting
  output logic                                busy_o,     // a word being read or offered

  `TPB_WORDS_SRC()
);

  localparam int unsigned ByteW = $clog2(tpb_isa_pkg::BundleBytes);

  typedef enum logic [1:0] {
    StIdle  = 2'd0,
    StRead  = 2'd1,
    StCopy  = 2'd3,   // the first copy moves into the offered one
    StOffer = 2'd2
  } state_e;

  logic [AddrW-1:0]  wptr_q, rptr_q;
  logic [CountW-1:0] avail_q;    // complete words not yet started by the assembler
  logic [CountW-1:0] used_q;     // complete words not yet read out completely
  state_e            state_q;
  logic [ByteW:0]    issued_q;   // bytes of this word read from the RAM so far
  logic [ByteW:0]    got_q;      // bytes shifted into the word register so far
  logic              cap_q;      // the RAM output holds a byte of this word
  logic [tpb_isa_pkg::BundleBits-9:0] word_q;      // the assembler's shift register: bytes 0 .. 62
  logic [tpb_isa_pkg::BundleBits-1:0] cp_word_q;   // the first copy (by the FIFO)
  logic              cp_last_q;
  logic [tpb_isa_pkg::BundleBits-1:0] out_word_q;  // the offered word (by the decoder)
  logic              out_last_q;

  logic              re;
  logic [8:0]        rdata;
  logic              word_pushed, word_started, word_read;

  tpb_prim_ram #(
    .Depth (Bytes),
    .Width (9)
  ) u_ram (
    .clk_i   (clk_i),
    .we_i    (push_i),
    .wbe_i   (1'b1),
    .waddr_i (wptr_q),
    .wdata_i ({push_last_i, push_data_i}),
    .re_i    (re),
    .raddr_i (rptr_q),
    .rdata_o (rdata)
  );

  assign re           = (state_q == StRead) && !issued_q[ByteW];
  assign word_pushed  = push_i && (wptr_q[ByteW-1:0] == '1);
  assign word_started = (state_q == StIdle) && (avail_q != '0) && !hold_i;
  assign word_read    = cap_q && (got_q == (ByteW + 1)'(tpb_isa_pkg::BundleBytes - 1));

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wptr_q   <= '0;
      rptr_q   <= '0;
      avail_q  <= '0;
      used_q   <= '0;
      state_q  <= StIdle;
      issued_q <= '0;
      got_q    <= '0;
      cap_q    <= 1'b0;
      word_q   <= '0;
      cp_word_q  <= '0;
      cp_last_q  <= 1'b0;
      out_word_q <= '0;
      out_last_q <= 1'b0;
    end else begin
      if (push_i) wptr_q <= wptr_q + 1'b1;
      if (re)     rptr_q <= rptr_q + 1'b1;
      avail_q <= avail_q + CountW'(word_pushed) - CountW'(word_started);
      used_q  <= used_q + CountW'(word_pushed) - CountW'(word_read);
      cap_q   <= re;
      if (cap_q) begin
        word_q <= {rdata[7:0], word_q[tpb_isa_pkg::BundleBits-9:8]};
        got_q  <= got_q + 1'b1;
      end
      if (word_read) begin
        cp_word_q <= {rdata[7:0], word_q};
        cp_last_q <= rdata[8];
      end
      if (state_q == StCopy) begin
        out_word_q <= cp_word_q;
        out_last_q <= cp_last_q;
      end
      if (re) issued_q <= issued_q + 1'b1;
      unique case (state_q)
        StIdle: begin
          if (word_started) begin
            state_q  <= StRead;
            issued_q <= '0;
            got_q    <= '0;
          end
        end
        StRead: begin
          if (word_read) state_q <= StCopy;
        end
        StCopy: begin
          state_q <= StOffer;
        end
        StOffer: begin
          if (ready_i) state_q <= StIdle;
        end
        default: state_q <= StIdle;
      endcase
    end
  end

  assign free_words_o = CountW'(FifoWords) - used_q;
  assign empty_o      = avail_q == '0;
  assign busy_o       = state_q != StIdle;
  assign valid_o      = state_q == StOffer;
  assign word_o       = out_word_q;
  assign last_o       = out_last_q;

  `TPB_STATIC_ASSERT(g_check_depth, !((FifoWords & (FifoWords - 1)) != 0),
                    ("tpb_fpga_stream: FifoWords must be a power of two"))

`ifndef SYNTHESIS
  tpb_prim_vr_check #(
    .Width (tpb_isa_pkg::BundleBits + 1),
    .Name  ("tpb_fpga_stream: output valid_o/ready_i, word_o/last_o")
  ) u_out_check (
    .clk_i, .rst_ni,
    .valid_i (valid_o),
    .ready_i (ready_i),
    .data_i  ({word_o, last_o})
  );

  `TPB_ASSERT(!word_pushed || 32'(used_q) < FifoWords,
              ("tpb_fpga_stream: push into a full FIFO"))
  `TPB_ASSERT(!(push_i && 32'(used_q) == FifoWords),
              ("tpb_fpga_stream: push into a full FIFO"))
`endif

endmodule
