// Access-pattern element walker: a legal TENSOR3D element by element in walk order,
// consumed up to a port window's worth of elements of one inner row per clock. The RTL twin
// of tpb::ApElementWalker (cmodel/src/ap.cpp): same state, same next-row rule.
//
// The walker holds the current element (partition, byte offset of its first byte) and the
// elements left in its inner row. Advancing by n elements (the caller gives n * step2 bytes,
// from a per-instruction table, so no multiplier sits on the clock-to-clock path):
//   n < left                                          offset += n * step2 bytes, left -= n
//   n == left: the next row (i1 + 1)                  row start += step1 bytes, left = num2
//              else the next partition (i0 + 1)       partition += step0, offset = o0
//              else the walk is over (valid_o falls).
// The row and partition iterations are held as the counts left after the current one
// (num1 - 1 - i1, num0 - 1 - i0): "the last row" is a test for zero, no subtraction, and
// more_o (a row or partition follows the current row) comes from registers only, so the
// caller's beat size can be computed from registers (tpb_sb2sb_mover). For the same reason
// the walker also holds left - fit (fit_i: the caller's window fit, stable during the walk)
// beside left, updated with it: the caller's test "left after a beat of n is below fit" is
// left - fit < n, a compare of registers with n (the FPGA build's longest path at 75 MHz was
// this subtraction inside the caller's beat-size loop).
//
// Arithmetic is modulo 2^PartW and 2^OffW: for a legal pattern (every byte inside the SBUF,
// checked before start_i) every position the walker holds is a real element, so the
// modular sums are the exact ones. The pattern inputs are held stable during the walk.

module tpb_ap_walker #(
  parameter int unsigned PartW  = 7,
  parameter int unsigned OffW   = 12,
  parameter int unsigned CountW = 5    // elements per advance: 1 .. 2^CountW - 1
) (
  input  logic              clk_i,
  input  logic              rst_ni,

  // Pattern, stable from start_i to the end of the walk.
  input  logic [PartW-1:0]  p0_i,
  input  logic [OffW-1:0]   o0_i,
  input  logic [PartW-1:0]  step0_i,         // partitions
  input  logic [15:0]       num0_i,
  input  logic [OffW-1:0]   step1_bytes_i,   // step1 * elem_bytes
  input  logic [15:0]       num1_i,
  input  logic [15:0]       num2_i,

  input  logic              start_i,         // load the first element
  input  logic              adv_i,           // consume adv_n_i (1..left_o) elements of the row
  input  logic [CountW-1:0] adv_n_i,
  input  logic [OffW-1:0]   adv_jump_i,      // adv_n_i * step2 bytes, modulo 2^OffW (a table, no multiplier)
  input  logic [CountW-1:0] fit_i,           // the caller's window fit, stable from the clock
                                             // before start_i to the end of the walk (as num2_i)

  output logic              valid_o,         // an element is available
  output logic [PartW-1:0]  partition_o,
  output logic [OffW-1:0]   offset_o,        // first byte of the current element
  output logic [OffW-1:0]   offset_next_o,   // ... after this clock's start or advance
  output logic [15:0]       left_o,          // elements left in the current inner row
  output logic [16:0]       left_mf_o,       // left_o - fit_i, the borrow on top (a register)
  output logic              more_o           // another row or partition follows the current row
);

  logic              valid_d, valid_q;
  logic [15:0]       r0_d, r0_q, r1_d, r1_q, left_d, left_q;  // r0 = num0 - 1 - i0, r1 = num1 - 1 - i1
  logic [PartW-1:0]  p_d, p_q;
  logic [OffW-1:0]   row_d, row_q;   // offset of element (i1, 0)
  logic [OffW-1:0]   el_d, el_q;     // offset of the current element
  logic [16:0]       lmf_d, lmf_q;   // left - fit_i, 17 bits: left_q - fit_i during the walk
  logic [16:0]       num2_mf_q;      // num2 - fit_i, the row start's: a register of the stable
                                     // inputs, loaded every clock (valid from the clock after
                                     // they settle: fit_i and num2_i hold from the clock before
                                     // start_i)

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) num2_mf_q <= '0;
    else         num2_mf_q <= 17'(num2_i) - 17'(fit_i);
  end

  always_comb begin
    valid_d = valid_q;
    r0_d    = r0_q;
    r1_d    = r1_q;
    left_d  = left_q;
    lmf_d   = lmf_q;
    p_d     = p_q;
    row_d   = row_q;
    el_d    = el_q;

    if (start_i) begin
      valid_d = 1'b1;
      r0_d    = num0_i - 16'd1;
      r1_d    = num1_i - 16'd1;
      left_d  = num2_i;
      lmf_d   = num2_mf_q;
      p_d     = p0_i;
      row_d   = o0_i;
      el_d    = o0_i;
    end else if (adv_i && valid_q) begin
      if (16'(adv_n_i) < left_q) begin
        // Still inside the row.
        el_d   = el_q + adv_jump_i;
        left_d = left_q - 16'(adv_n_i);
        lmf_d  = lmf_q - 17'(adv_n_i);
      end else begin
        left_d = num2_i;
        lmf_d  = num2_mf_q;
        if (r1_q != '0) begin
          r1_d  = r1_q - 16'd1;
          row_d = row_q + step1_bytes_i;
          el_d  = row_q + step1_bytes_i;
        end else if (r0_q != '0) begin
          r1_d  = num1_i - 16'd1;
          r0_d  = r0_q - 16'd1;
          p_d   = p_q + step0_i;
          row_d = o0_i;
          el_d  = o0_i;
        end else begin
          valid_d = 1'b0;
          left_d  = '0;   // (lmf_q holds: nothing reads it after the walk)
        end
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= 1'b0;
      r0_q    <= '0;
      r1_q    <= '0;
      left_q  <= '0;
      lmf_q   <= '0;
      p_q     <= '0;
      row_q   <= '0;
      el_q    <= '0;
    end else begin
      valid_q <= valid_d;
      r0_q    <= r0_d;
      r1_q    <= r1_d;
      left_q  <= left_d;
      lmf_q   <= lmf_d;
      p_q     <= p_d;
      row_q   <= row_d;
      el_q    <= el_d;
    end
  end

  assign valid_o     = valid_q;
  assign partition_o = p_q;
  assign offset_o    = el_q;
  assign left_o      = left_q;
  assign left_mf_o   = lmf_q;
  assign more_o      = r1_q != '0 || r0_q != '0;
  assign offset_next_o = el_d;

  // Checked out of reset only: before the first reset edge the state is the simulator's
  // random start.
  `TPB_ASSERT_IF(adv_i, valid_q,
              ("tpb_ap_walker: advance after the end of the walk"))
  `TPB_ASSERT_IF(adv_i, adv_n_i != '0 && 16'(adv_n_i) <= left_q,
              ("tpb_ap_walker: advance by %0d with %0d left in the row", adv_n_i, left_q))
  `TPB_ASSERT_IF(start_i, num2_mf_q == 17'(num2_i) - 17'(fit_i),
              ("tpb_ap_walker: fit_i or num2_i changed in the clock before start_i"))
  `TPB_ASSERT_IF(adv_i, lmf_q == 17'(left_q) - 17'(fit_i),
              ("tpb_ap_walker: left - fit held as %0d, left %0d, fit %0d", lmf_q, left_q, fit_i))
  `TPB_ASSERT_IF(start_i, num0_i != '0 && num1_i != '0 && num2_i != '0,
              ("tpb_ap_walker: empty pattern"))

endmodule
