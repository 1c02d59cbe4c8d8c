// Access-pattern run walker: a legal TENSOR3D as contiguous byte runs in walk order,
// consumed up to a port's width per clock. The RTL twin of tpb::ApRunWalker
// (cmodel/src/ap.cpp): same state, same next-run rule.
//
// A run is one whole inner row (num2 * elem_bytes bytes) when the inner dimension is
// contiguous (step2 == 1 element; inner_runs_i = 1), otherwise one element (elem_bytes;
// inner_runs_i = num2). When a run is used up the walker moves to
//   the next element of the row (i2 + 1)             offset += step2 bytes
//   else the next row (i1 + 1, i2 = 0)                row start += step1 bytes
//   else the next partition (i0 + 1, i1 = i2 = 0)     partition += step0, offset = o0
//   else the walk is over (valid_o falls).
//
// Arithmetic is modulo 2^PartW and 2^OffW: for a legal pattern (every byte inside the SBUF,
// checked before start_i) every position the walker holds is a real element, so the
// modular sums are the exact ones. The pattern inputs are held stable during the walk.

module tpb_ap_walker #(
  parameter int unsigned PartW = 7,
  parameter int unsigned OffW  = 12,
  parameter int unsigned RunW  = 11
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
  input  logic [OffW-1:0]   step2_bytes_i,   // step2 * elem_bytes (strided mode)
  input  logic [15:0]       inner_runs_i,    // 1 (contiguous) or num2 (strided)
  input  logic [RunW-1:0]   run_bytes_i,     // num2 * elem_bytes (contiguous) or elem_bytes

  input  logic              start_i,         // load the first run
  input  logic              adv_i,           // consume adv_bytes_i (1..rem_o) of the run
  input  logic [RunW-1:0]   adv_bytes_i,

  output logic              valid_o,         // a run is available
  output logic [PartW-1:0]  partition_o,
  output logic [OffW-1:0]   offset_o,        // next byte of the current run
  output logic [RunW-1:0]   rem_o            // bytes left in the current run
);

  logic              valid_d, valid_q;
  logic [15:0]       i0_d, i0_q, i1_d, i1_q, i2_d, i2_q;
  logic [PartW-1:0]  p_d, p_q;
  logic [OffW-1:0]   row_d, row_q;   // offset of element (i1, 0)
  logic [OffW-1:0]   el_d, el_q;     // offset of the current run's first byte
  logic [OffW-1:0]   off_d, off_q;   // offset of the next byte
  logic [RunW-1:0]   rem_d, rem_q;

  always_comb begin
    valid_d = valid_q;
    i0_d    = i0_q;
    i1_d    = i1_q;
    i2_d    = i2_q;
    p_d     = p_q;
    row_d   = row_q;
    el_d    = el_q;
    off_d   = off_q;
    rem_d   = rem_q;

    if (start_i) begin
      valid_d = 1'b1;
      i0_d    = '0;
      i1_d    = '0;
      i2_d    = '0;
      p_d     = p0_i;
      row_d   = o0_i;
      el_d    = o0_i;
      off_d   = o0_i;
      rem_d   = run_bytes_i;
    end else if (adv_i && valid_q) begin
      if (adv_bytes_i < rem_q) begin
        // Still inside the run.
        off_d = off_q + OffW'(adv_bytes_i);
        rem_d = rem_q - adv_bytes_i;
      end else begin
        rem_d = run_bytes_i;
        if (i2_q != inner_runs_i - 16'd1) begin
          i2_d  = i2_q + 16'd1;
          el_d  = el_q + step2_bytes_i;
          off_d = el_q + step2_bytes_i;
        end else if (i1_q != num1_i - 16'd1) begin
          i2_d  = '0;
          i1_d  = i1_q + 16'd1;
          row_d = row_q + step1_bytes_i;
          el_d  = row_q + step1_bytes_i;
          off_d = row_q + step1_bytes_i;
        end else if (i0_q != num0_i - 16'd1) begin
          i2_d  = '0;
          i1_d  = '0;
          i0_d  = i0_q + 16'd1;
          p_d   = p_q + step0_i;
          row_d = o0_i;
          el_d  = o0_i;
          off_d = o0_i;
        end else begin
          valid_d = 1'b0;
          rem_d   = '0;
        end
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= 1'b0;
      i0_q    <= '0;
      i1_q    <= '0;
      i2_q    <= '0;
      p_q     <= '0;
      row_q   <= '0;
      el_q    <= '0;
      off_q   <= '0;
      rem_q   <= '0;
    end else begin
      valid_q <= valid_d;
      i0_q    <= i0_d;
      i1_q    <= i1_d;
      i2_q    <= i2_d;
      p_q     <= p_d;
      row_q   <= row_d;
      el_q    <= el_d;
      off_q   <= off_d;
      rem_q   <= rem_d;
    end
  end

  assign valid_o     = valid_q;
  assign partition_o = p_q;
  assign offset_o    = off_q;
  assign rem_o       = rem_q;

`ifndef SYNTHESIS
  // Checked out of reset only: before the first reset edge the state is the simulator's
  // random start.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      // no checks in reset
    end else begin
      if (adv_i) begin
        assert (valid_q) else $error("tpb_ap_walker: advance after the end of the walk");
        assert (adv_bytes_i != '0 && adv_bytes_i <= rem_q)
          else $error("tpb_ap_walker: advance by %0d with %0d left in the run", adv_bytes_i, rem_q);
      end
      if (start_i) begin
        assert (run_bytes_i != '0 && num0_i != '0 && num1_i != '0 && inner_runs_i != '0)
          else $error("tpb_ap_walker: empty pattern");
      end
    end
  end
`endif

endmodule
