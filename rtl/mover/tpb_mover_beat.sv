// Beat size of the SB2SB mover's copy (tpb_sb2sb_mover): how many elements of one inner row
// both walkers consume in the next read beat, a register. At the walk's start the smaller of
// the two sides' first beats of a row (min(fit, num2), registered by the caller); after each
// beat min(fit, both walkers' elements left after it).
//
// beat_n_o is the register every reader but two uses; beat_n_walk_o is a copy for the
// walkers, and the loop reads a copy of its own. beat_n_o's other readers (the capture
// stage's byte compares, the dst window's table) pulled it away from the loop: the board's
// limit at 75 MHz was this loop with most of its delay routing. Synthesis merges equal
// registers, so the copies differ from beat_n_o in their reset (the loop's resets to all
// ones, the walkers' has none): neither is read before the first start loads it (asserted).

module tpb_mover_beat #(
  parameter int unsigned CountW = 5
) (
  input  logic              clk_i,
  input  logic              rst_ni,
  input  logic              start_i,          // the walk starts (DECIDE)
  input  logic              beat_i,           // a read beat this clock
  input  logic [CountW-1:0] fit_i,            // the window fit, stable during the walk
  input  logic [CountW-1:0] src_rowfit_i,     // min(fit, num2) of each side, registered
  input  logic [CountW-1:0] dst_rowfit_i,
  input  logic [15:0]       src_left_i,       // each walker's elements left in its row
  input  logic [15:0]       dst_left_i,
  input  logic [16:0]       src_lmf_i,        // ... minus fit (borrow on top), a walker register
  input  logic [16:0]       dst_lmf_i,
  input  logic              src_more_i,       // a row or partition follows the current row
  input  logic              dst_more_i,
  output logic [CountW-1:0] beat_n_o,
  output logic [CountW-1:0] beat_n_walk_o
);

  // The beat size is min(min(fit, a), min(fit, b)), each side's min(fit, left after the beat)
  // computed from registers (the walkers' state and this beat's n) without the walker's
  // next-state logic: left after the beat is left - n while the row goes on (n < left), num2
  // when a row or partition follows, 0 at the end of the walk; left - n < fit is left - fit < n
  // (or left < fit), left - fit a walker register. Only the two CountW-bit
  // minima meet at the end (the FPGA build's longest path was this loop: the walker's
  // subtraction and next-row compares, then the three 16-bit compares of the minimum).
  function automatic logic [CountW-1:0] side_next(input logic [CountW-1:0] f, input logic [CountW-1:0] n,
                                                  input logic [15:0] left, input logic [16:0] lmf,
                                                  input logic more, input logic [CountW-1:0] rowfit);
    logic        n_lt_left, in_fit;
    // What does not depend on n comes from registers beside the loop: left, and left - f (lmf,
    // held by the walker beside left, the borrow on top). Only CountW-bit compares with n are
    // on the loop (the board's limit at 75 MHz was this loop, first with the sum f + n and
    // 16-bit compares in it, then with the subtraction left - f).
    // n < left: left's high bits, or its low bits above n. left - n < f: left < f, or
    // left - f < n.
    n_lt_left = left[15:CountW] != '0 || left[CountW-1:0] > n;
    in_fit    = lmf[16] || (lmf[15:CountW] == '0 && lmf[CountW-1:0] < n);
    if (n_lt_left) begin
      side_next = in_fit ? CountW'(left[CountW-1:0] - n) : f;
    end else if (more) begin
      side_next = rowfit;   // min(f, num2), a register
    end else begin
      side_next = '0;
    end
  endfunction

  function automatic logic [CountW-1:0] min2(input logic [CountW-1:0] a, input logic [CountW-1:0] b);
    min2 = (b < a) ? b : a;
  endfunction

  logic [CountW-1:0] beat_n_d, beat_n_q, beat_n_loop_q, beat_n_walk_q;

  always_comb begin
    beat_n_d = beat_n_q;
    if (start_i) begin
      beat_n_d = min2(src_rowfit_i, dst_rowfit_i);
    end else if (beat_i) begin
      beat_n_d = min2(side_next(fit_i, beat_n_loop_q, src_left_i, src_lmf_i, src_more_i, src_rowfit_i),
                      side_next(fit_i, beat_n_loop_q, dst_left_i, dst_lmf_i, dst_more_i, dst_rowfit_i));
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      beat_n_q      <= '0;
      beat_n_loop_q <= '1;
    end else begin
      beat_n_q      <= beat_n_d;
      beat_n_loop_q <= beat_n_d;
    end
  end

  always_ff @(posedge clk_i) begin
    beat_n_walk_q <= beat_n_d;
  end

  assign beat_n_o      = beat_n_q;
  assign beat_n_walk_o = beat_n_walk_q;

  // The copies hold beat_n_q's value whenever a beat reads them.
  `TPB_ASSERT_IF(beat_i, beat_n_loop_q == beat_n_q && beat_n_walk_q == beat_n_q,
              ("tpb_mover_beat: beat size copies %0d, %0d differ from %0d", beat_n_loop_q, beat_n_walk_q,
               beat_n_q))

endmodule
