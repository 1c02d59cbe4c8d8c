// Signature and log of one record stream (decoder records, DVE control records, mover or
// custom-op completions): the hardware side of `tpb fpga check`.
//
// Each record arrives as a digest of DigestBytes bytes (the record's fields, little-endian,
// laid out by tpb_fpga_core and docs/fpga.md). The unit
//   - runs the digest bytes, in order, through a CRC-32 register: sig_o is the standard
//     CRC-32 (IEEE 802.3) of all digests since reset, so the host compares one number with
//     the model's digests;
//   - writes the digest into a log RAM of LogDepth entries of Stride bytes (entry = record
//     number mod LogDepth, bytes past the digest written 0), which the host reads back to
//     find the first differing record when a signature disagrees.
// One byte per clock: a record costs Stride clocks. ready_o is low while a record waits
// (Pending: one more may wait in a second register). The decoder's record monitor cannot be
// stalled (CanStall = 0): there a record arriving while !ready_o is lost and sets the sticky
// overrun_o (the host check fails on it).

module tpb_fpga_sig #(
  parameter  int unsigned DigestBytes = 16,
  parameter  int unsigned Stride      = 16,    // power of two, >= DigestBytes
  parameter  int unsigned LogDepth    = 64,    // power of two
  parameter  bit          Pending     = 1'b0,  // a second digest register in front
  parameter  bit          CanStall    = 1'b1,  // the source waits for ready_o (else: overrun)
  localparam int unsigned DigestBits  = 8 * DigestBytes,
  localparam int unsigned LogAddrW    = $clog2(Stride * LogDepth)
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,

  input  logic                  valid_i,
  output logic                  ready_o,
  input  logic [DigestBits-1:0] digest_i,

  output logic                  idle_o,      // no digest waiting or in the engine
  output logic [31:0]           sig_o,
  output logic                  overrun_o,

  input  logic                  log_re_i,
  input  logic [LogAddrW-1:0]   log_raddr_i,
  output logic [7:0]            log_rdata_o
);

  localparam int unsigned ByteW  = $clog2(Stride);
  localparam int unsigned EntryW = $clog2(LogDepth);

  logic                  busy_q;
  logic [ByteW-1:0]      k_q;
  logic                  k_last_q;     // k_q == Stride - 1, a register (see below)
  logic [EntryW-1:0]     entry_q;
  logic [DigestBits-1:0] shift_q;
  logic [31:0]           crc_q;
  logic                  pend_q;
  logic [DigestBits-1:0] pend_digest_q;
  logic                  overrun_q;

  logic in_fire, done;
  assign ready_o = Pending ? !pend_q : !busy_q;
  assign in_fire = valid_i && ready_o;
  assign done    = busy_q && k_last_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q        <= 1'b0;
      k_q           <= '0;
      k_last_q      <= 1'b0;
      entry_q       <= '0;
      shift_q       <= '0;
      crc_q         <= tpb_fpga_pkg::CrcInit;
      pend_q        <= 1'b0;
      pend_digest_q <= '0;
      overrun_q     <= 1'b0;
    end else begin
      if (!CanStall && valid_i && !ready_o) overrun_q <= 1'b1;
      if (busy_q) begin
        if (32'(k_q) < DigestBytes) crc_q <= tpb_fpga_pkg::crc32_byte(crc_q, shift_q[7:0]);
        k_q      <= k_q + 1'b1;
        k_last_q <= k_q == ByteW'(Stride - 2);
      end
      if (done) entry_q <= entry_q + 1'b1;
      // The digest registers load from selections made of this unit's registers alone (the
      // arriving valid only decides busy_q and pend_q; the byte count's end is a register,
      // k_last_q): the engine's register shifts while a digest is in it, else takes the
      // next one, the waiting digest or the input (which means nothing while busy_q stays
      // low); the waiting register takes the input unless it holds a digest the engine has
      // not taken. (A path inside this unit into its digest bits, six LUTs and 12.9 ns of
      // routing, was the board's limit at seed 2, 75 MHz: 14.83 ns.)
      if (busy_q && !done) shift_q <= shift_q >> 8;
      else                 shift_q <= (Pending && pend_q) ? pend_digest_q : digest_i;
      if (!(busy_q && !done && pend_q)) pend_digest_q <= digest_i;
      // Next digest into the engine: a waiting one first, else the one arriving now.
      if (!busy_q || done) begin
        k_q      <= '0;
        k_last_q <= 1'b0;
        if (Pending && pend_q) begin
          busy_q <= 1'b1;
          pend_q <= in_fire;
        end else begin
          busy_q <= in_fire;
        end
      end else if (in_fire) begin
        pend_q <= 1'b1;              // only reachable with Pending (ready_o is low otherwise)
      end
    end
  end

  assign idle_o    = !busy_q && !pend_q;
  assign sig_o     = ~crc_q;
  assign overrun_o = overrun_q;

  tpb_prim_ram #(
    .Depth (Stride * LogDepth),
    .Width (8)
  ) u_log (
    .clk_i   (clk_i),
    .we_i    (busy_q),
    .wbe_i   (1'b1),
    .waddr_i ({entry_q, k_q}),
    .wdata_i ((32'(k_q) < DigestBytes) ? shift_q[7:0] : 8'h00),
    .re_i    (log_re_i),
    .raddr_i (log_raddr_i),
    .rdata_o (log_rdata_o)
  );

  `TPB_STATIC_ASSERT(g_check_params, !(Stride < DigestBytes || (Stride & (Stride - 1)) != 0 || (LogDepth & (LogDepth - 1)) != 0),
                    ("tpb_fpga_sig: Stride must be a power of two >= DigestBytes, LogDepth a power of two"))

  `TPB_ASSERT(!busy_q || k_last_q == (k_q == ByteW'(Stride - 1)),
              ("tpb_fpga_sig: k_last_q differs from k_q == Stride - 1"))
  `TPB_ASSERT(Pending || !(busy_q && in_fire && !done),
              ("tpb_fpga_sig: a digest accepted while the engine is busy"))

endmodule
