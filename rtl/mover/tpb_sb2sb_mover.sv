// SB2SB mover: GPSIMDSB2SB (0xBF), the LNC2 cross-core SBUF -> SBUF copy (S000 §5,
// S004 View A). The RTL twin of tpb::Mover (cmodel/src/mover.cpp); docs/mover.md.
//
// One instruction at a time:
//   IDLE   ready_o: take the 0xBF word and its index (valid/ready); sample issue_core_i
//   CALC   register the decoder acceptance (tpb_isa_pkg::check_word) and the products of
//          both patterns (tpb_ap_extent stage 1: reaches, num1 * num2)
//   SUM    register the first sums of both patterns (tpb_ap_extent stage 2)
//   EXT    register the element counts, bytes per partition and extremes of both patterns
//          (tpb_ap_extent stage 3)
//   CHECK  the legality checks, one registered flag each
//   DECIDE the first failing check, in the model's order, is the error:
//            SB2SB_NOT_DECODED, SB2SB_NOT_LNC2, SB2SB_SRC_NOT_SBUF, SB2SB_DST_NOT_SBUF,
//            SB2SB_DTYPE_MISMATCH, SB2SB_PEER_PARTITION_RANGE, SB2SB_COUNT_MISMATCH,
//            SB2SB_TOO_MANY_BYTES, SB2SB_SRC_PARTITION_RANGE, SB2SB_SRC_OFFSET_RANGE,
//            SB2SB_DST_PARTITION_RANGE, SB2SB_DST_OFFSET_RANGE
//          then, if legal, start both walkers. Nothing has been written so far, so a
//          rejected instruction has no side effect.
//   COPY   one beat per clock: the next n elements in walk order, n = min(the elements of
//          one inner row that fit in a PortBytes window on the src side, the same on the dst
//          side (both per instruction, from step2 and the element size), the elements left
//          in the src row, in the dst row). Read the src window (PortBytes bytes from the
//          beat's lowest src element) on the issuing core; the next clock the data arrive
//          and the byte crossbar routes each element to its place in the dst window; the
//          clock after, write that window to the peer's SBUF with one byte enable per
//          element byte (a 3-stage pipeline: read, capture + route, write; when the SBUF's
//          data take SbufReadClocks > 1 clocks, the capture stage waits for them: 5 stages on
//          the board, whose SBUF lanes register their banks' inputs and outputs). Where elements
//          of a beat share bytes (dst step2 == 0) the later one in walk order wins.
//          Contiguous rows (step2 == 1) move PortBytes bytes per clock; an i16 row with
//          step2 == 2 moves 4 elements (8 bytes) per clock.
//   DONE   completion record valid (index, error, bytes written) until done_ready_i.
//
// The SBUF ports are indexed by core: the issuing core's port reads, the peer's writes.

module tpb_sb2sb_mover #(
  parameter  int unsigned Partitions           = 128,
  parameter  int unsigned BytesPerPartition    = 4096,
  parameter  int unsigned PortBytes            = 16,
  parameter  int unsigned CoresPerLnc          = 2,     // arch+0x1A4; 0xBF needs 2
  parameter  int unsigned MaxBytesPerPartition = 1024,  // S000 §5: MaxBytesPerPartition 0x400
  parameter  int unsigned SbufReadClocks       = 1,     // an SBUF read's data this many clocks after it (tpb_sbuf)
  localparam int unsigned PartW                = $clog2(Partitions),
  localparam int unsigned OffW                 = $clog2(BytesPerPartition),
  localparam int unsigned CountW               = $clog2(PortBytes + 1),
  localparam int unsigned LaneW                = $clog2(PortBytes),
  localparam int unsigned PortBits             = 8 * PortBytes
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,

  input  logic                                issue_core_i,   // sampled with each word

  // Instruction in: an accepted 0xBF word from the decoder and its word index.
  `TPB_PORT_SNK(),

  // Completion out: one record per instruction.
  `TPB_MV_CPL_SRC(done_),

  output logic                                busy_o,

  // SBUF mover ports (see tpb_sbuf), core c in slice c of each vector.
  output logic [1:0]                          sb_req_o,
  output logic [1:0]                          sb_we_o,
  output logic [2*PartW-1:0]                  sb_partition_o,
  output logic [2*OffW-1:0]                   sb_offset_o,
  output logic [2*PortBytes-1:0]              sb_be_o,
  output logic [2*PortBits-1:0]               sb_wdata_o,
  input  logic [2*PortBits-1:0]               sb_rdata_i
);

  localparam int unsigned ExtW = 40;
  localparam logic signed [ExtW-1:0] LastPartition = ExtW'(Partitions) - ExtW'(1);
  localparam logic signed [ExtW-1:0] PartitionEnd  = ExtW'(BytesPerPartition);

  typedef enum logic [2:0] {
    StIdle,
    StCalc,
    StSum,
    StExt,
    StCheck,
    StDecide,
    StCopy,
    StDone
  } state_e;

  // |step| * elem_bytes (elem_bytes is 1, 2 or 4).
  function automatic logic [18:0] abs_step_bytes(input logic [15:0] step, input logic [2:0] eb);
    logic [15:0] mag;
    logic [18:0] m;
    mag = step[15] ? 16'(-step) : step;
    m   = 19'(mag);
    unique case (eb)
      3'd2:    abs_step_bytes = m << 1;
      3'd4:    abs_step_bytes = m << 2;
      default: abs_step_bytes = m;
    endcase
  endfunction

  // Elements of one inner row in a PortBytes window from the first of them
  // (tpb::ap_beat_fit): the k with k * a + eb <= PortBytes, a = |step2| * eb (eb for step 0),
  // i.e. (PortBytes - eb) / a + 1 when a <= PortBytes - eb, else 1. A table of constants
  // selected by (a, eb): no carry chain (CHECK computes every table in one clock).
  function automatic logic [CountW-1:0] beat_fit(input logic [18:0] a_in, input logic [2:0] eb);
    logic [18:0]       a;
    logic [CountW-1:0] f;
    a = (a_in == '0) ? 19'(eb) : a_in;
    f = CountW'(1);
    for (int aa = 1; aa <= PortBytes; aa++) begin
      for (int ei = 0; ei < 3; ei++) begin
        if (a == 19'(aa) && eb == 3'(1 << ei) && aa + (1 << ei) <= PortBytes) begin
          f = CountW'((PortBytes - (1 << ei)) / aa + 1);
        end
      end
    end
    beat_fit = f;
  endfunction

  // beat_fit(abs_step_bytes(step2, eb), eb), read from step2 and eb without the product:
  // each (|step2|, eb) that beat_fit lists is an equality with +-|step2| (step2 = 0 counts
  // as |step2| * eb = eb). No carry chain, so SUM registers it straight from the word (the
  // product and the table in EXT were the board's limit at 75 MHz, seed 1). Asserted equal
  // to beat_fit of the registered products in EXT.
  function automatic logic [CountW-1:0] step_fit(input logic [15:0] step2, input logic [2:0] eb);
    logic [CountW-1:0] f;
    f = CountW'(1);
    for (int ei = 0; ei < 3; ei++) begin
      for (int aa = 1; aa <= PortBytes; aa++) begin
        if (aa + (1 << ei) <= PortBytes && eb == 3'(1 << ei)) begin
          if (aa % (1 << ei) == 0 && (step2 == 16'(aa >> ei) || step2 == 16'(-(aa >> ei)))) begin
            f = CountW'((PortBytes - (1 << ei)) / aa + 1);
          end
          if (aa == (1 << ei) && step2 == 16'd0) begin
            f = CountW'((PortBytes - (1 << ei)) / aa + 1);
          end
        end
      end
    end
    step_fit = f;
  endfunction

  // k * v for a constant k (an elaboration-time loop index), as shifts and adds of v: at
  // most popcount(k) adders, no multiplier cell.
  function automatic logic [OffW-1:0] times_const(input int unsigned k, input logic [OffW-1:0] v);
    logic [OffW-1:0] r;
    r = '0;
    for (int i = 0; i < 8; i++) begin
      if (k[i]) begin
        r = r + (v << i);
      end
    end
    times_const = r;
  endfunction

  // Whether the bytes the pattern moves in its busiest partition (tpb::ap_bytes_per_partition)
  // exceed MaxBytesPerPartition: all elements times elem_bytes when step0 == 0 (every
  // partition iteration on one partition), else one partition iteration's
  // num1 * num2 * elem_bytes (the row). over: {row > M, elements > M, elements > M >> 1,
  // elements > M >> 2}; elements << k > M exactly when elements > (M >> k), so the compares
  // read the registers alone and eb only chooses among their results (CHECK).
  function automatic logic over_max(input logic repeat0, input logic [3:0] over, input logic [2:0] eb);
    if (!repeat0) begin
      over_max = over[3];
    end else begin
      unique case (eb)
        3'd2:    over_max = over[1];
        3'd4:    over_max = over[0];
        default: over_max = over[2];
      endcase
    end
  endfunction

  // step * elem_bytes, modulo 2^OffW (elem_bytes is 1, 2 or 4).
  function automatic logic [OffW-1:0] step_bytes(input logic [15:0] step, input logic [2:0] eb);
    logic [31:0] s;
    s = 32'($signed(step));
    unique case (eb)
      3'd2:    s = s << 1;
      3'd4:    s = s << 2;
      default: s = s;
    endcase
    step_bytes = s[OffW-1:0];
  endfunction

  ////////////////////////
  // Instruction state  //
  ////////////////////////

  state_e                              state_d, state_q;
  logic [tpb_isa_pkg::BundleBits-1:0]  word_d, word_q;
  logic [31:0]                         index_d, index_q;
  logic                                issue_d, issue_q;
  logic                                decoded_d, decoded_q;
  tpb_isa_pkg::err_e                   err_d, err_q;
  logic [31:0]                         bytes_d, bytes_q;

  // Extremes of both patterns (tpb_ap_extent), registered in EXT.
  logic [47:0]                         src_elements, src_elements_q, dst_elements, dst_elements_q;
  logic [34:0]                         src_row, src_row_q, dst_row, dst_row_q;  // bytes of one i0
  logic                                src_repeat0, dst_repeat0;  // step0 == 0 (registered in CALC)
  logic signed [ExtW-1:0]              src_pmin, src_pmin_q, src_pmax, src_pmax_q;
  logic signed [ExtW-1:0]              src_omin, src_omin_q, src_oend, src_oend_q;
  logic signed [ExtW-1:0]              dst_pmin, dst_pmin_q, dst_pmax, dst_pmax_q;
  logic signed [ExtW-1:0]              dst_omin, dst_omin_q, dst_oend, dst_oend_q;

  // Capture stage of the copy pipeline: the beat read last clock, whose data arrive now.
  logic                                cap_valid_d, cap_valid_q;
  logic [PartW-1:0]                    cap_partition_d, cap_partition_q;
  logic [OffW-1:0]                     cap_offset_d, cap_offset_q;   // dst window start
  logic [CountW-1:0]                   cap_n_d, cap_n_q;             // elements of the beat
  // Per dst byte j: the SBUF lane its byte comes from and whether it is written. Computed in
  // the clock of the read from registers only, so the read data meet one mux (lane select)
  // on their way to the write stage: the SBUF banks' outputs are slow on the FPGA.
  logic [PortBytes*LaneW-1:0]          cap_sel_d, cap_sel_q;
  logic [PortBytes-1:0]                cap_be_d, cap_be_q;
  // Write stage: the beat captured last clock, routed into the dst window.
  logic                                wr_valid_q;
  logic [PartW-1:0]                    wr_partition_q;
  logic [OffW-1:0]                     wr_offset_q;
  logic [CountW-1:0]                   wr_nbytes_q;
  logic [PortBytes-1:0]                wr_be_q;
  logic [PortBits-1:0]                 wr_data_q;

  // Fields of the registered word (0xBF field map: offsets and widths from tpb_isa_pkg).
  logic [31:0]                         src_addr, dst_addr;
  logic [15:0]                         src_step0, src_num0, src_step1, src_num1, src_step2, src_num2;
  logic [15:0]                         dst_step0, dst_num0, dst_step1, dst_num1, dst_step2, dst_num2;
  logic [7:0]                          src_dtype, dst_dtype, peer;
  logic [2:0]                          eb;
  logic [2:0]                          eb_q;     // eb, registered in SUM for CHECK and the walk
  tpb_isa_pkg::err_e                   check_err;

  assign src_addr  = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcAddrBytes];
  assign src_step0 = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep0Bytes];
  assign src_num0  = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Bytes];
  assign src_step1 = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep1Bytes];
  assign src_num1  = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Bytes];
  assign src_step2 = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcStep2Bytes];
  assign src_num2  = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Bytes];
  assign dst_addr  = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstAddrOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstAddrBytes];
  assign dst_step0 = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstStep0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep0Bytes];
  assign dst_num0  = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum0Bytes];
  assign dst_step1 = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstStep1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep1Bytes];
  assign dst_num1  = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum1Bytes];
  assign dst_step2 = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstStep2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstStep2Bytes];
  assign dst_num2  = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum2Bytes];
  assign src_dtype = word_q[8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbSrcDtypeBytes];
  assign dst_dtype = word_q[8*tpb_isa_pkg::GpsimdSb2sbDstDtypeOff +: 8*tpb_isa_pkg::GpsimdSb2sbDstDtypeBytes];
  assign peer      = word_q[8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionOff +: 8*tpb_isa_pkg::GpsimdSb2sbPeerPartitionBytes];
  assign eb        = 3'(tpb_isa_pkg::dtype_bytes(src_dtype));

  // ADDR4 start words: mode, memory space, SBUF partition and byte offset.
  logic [tpb_isa_pkg::Addr4ModeBits-1:0]      src_mode, dst_mode;
  logic [tpb_isa_pkg::Addr4SpaceBits-1:0]     src_space, dst_space;
  logic [tpb_isa_pkg::Addr4PartitionBits-1:0] src_p0, dst_p0;
  logic [tpb_isa_pkg::Addr4OffsetBits-1:0]    src_o0, dst_o0;
  logic                                       src_sbuf, dst_sbuf;

  assign src_mode  = src_addr[tpb_isa_pkg::Addr4ModeLsb +: tpb_isa_pkg::Addr4ModeBits];
  assign src_space = src_addr[tpb_isa_pkg::Addr4SpaceLsb +: tpb_isa_pkg::Addr4SpaceBits];
  assign src_p0    = src_addr[tpb_isa_pkg::Addr4PartitionLsb +: tpb_isa_pkg::Addr4PartitionBits];
  assign src_o0    = src_addr[tpb_isa_pkg::Addr4OffsetLsb +: tpb_isa_pkg::Addr4OffsetBits];
  assign dst_mode  = dst_addr[tpb_isa_pkg::Addr4ModeLsb +: tpb_isa_pkg::Addr4ModeBits];
  assign dst_space = dst_addr[tpb_isa_pkg::Addr4SpaceLsb +: tpb_isa_pkg::Addr4SpaceBits];
  assign dst_p0    = dst_addr[tpb_isa_pkg::Addr4PartitionLsb +: tpb_isa_pkg::Addr4PartitionBits];
  assign dst_o0    = dst_addr[tpb_isa_pkg::Addr4OffsetLsb +: tpb_isa_pkg::Addr4OffsetBits];
  // Static mode, SBUF space.
  assign src_sbuf  = 32'(src_mode) == tpb_isa_pkg::Addr4ModeStatic &&
                     32'(src_space) == tpb_isa_pkg::Addr4SpaceSbuf;
  assign dst_sbuf  = 32'(dst_mode) == tpb_isa_pkg::Addr4ModeStatic &&
                     32'(dst_space) == tpb_isa_pkg::Addr4SpaceSbuf;

  // (num - 1) of every dimension of both patterns (0 for num = 0), registered from the word
  // on the port as the word is taken: the extents' multipliers read registers with no
  // decrement in front (the board's limit at 75 MHz ran from word_q through it into a
  // multiplier), and no clock is added.
  function automatic logic [15:0] dec0(input logic [15:0] v);
    dec0 = (v == 16'd0) ? 16'd0 : v - 16'd1;
  endfunction
  logic [15:0] src_nm0_q, src_nm1_q, src_nm2_q, dst_nm0_q, dst_nm1_q, dst_nm2_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_nm0_q <= '0;
      src_nm1_q <= '0;
      src_nm2_q <= '0;
      dst_nm0_q <= '0;
      dst_nm1_q <= '0;
      dst_nm2_q <= '0;
    end else if (state_q == StIdle && valid_i) begin
      src_nm0_q <= dec0(word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum0Bytes]);
      src_nm1_q <= dec0(word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum1Bytes]);
      src_nm2_q <= dec0(word_i[8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbSrcNum2Bytes]);
      dst_nm0_q <= dec0(word_i[8*tpb_isa_pkg::GpsimdSb2sbDstNum0Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum0Bytes]);
      dst_nm1_q <= dec0(word_i[8*tpb_isa_pkg::GpsimdSb2sbDstNum1Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum1Bytes]);
      dst_nm2_q <= dec0(word_i[8*tpb_isa_pkg::GpsimdSb2sbDstNum2Off +: 8*tpb_isa_pkg::GpsimdSb2sbDstNum2Bytes]);
    end
  end

  tpb_ap_extent u_src_extent (
    .clk_i, .rst_ni,
    .load_i                (prod_load),
    .sum_load_i            (sum_load),
    .partition_i           (src_p0),
    .offset_i              (src_o0),
    .step0_i               (src_step0),
    .num0_i                (src_num0),
    .step1_i               (src_step1),
    .num1_i                (src_num1),
    .step2_i               (src_step2),
    .num2_i                (src_num2),
    .num0_m1_i             (src_nm0_q),
    .num1_m1_i             (src_nm1_q),
    .num2_m1_i             (src_nm2_q),
    .elem_bytes_i          (eb),
    .elements_o            (src_elements),
    .row_bytes_o           (src_row),
    .repeat0_o             (src_repeat0),
    .partition_min_o       (src_pmin),
    .partition_max_o       (src_pmax),
    .offset_min_o          (src_omin),
    .offset_end_o          (src_oend)
  );

  tpb_ap_extent u_dst_extent (
    .clk_i, .rst_ni,
    .load_i                (prod_load),
    .sum_load_i            (sum_load),
    .partition_i           (dst_p0),
    .offset_i              (dst_o0),
    .step0_i               (dst_step0),
    .num0_i                (dst_num0),
    .step1_i               (dst_step1),
    .num1_i                (dst_num1),
    .step2_i               (dst_step2),
    .num2_i                (dst_num2),
    .num0_m1_i             (dst_nm0_q),
    .num1_m1_i             (dst_nm1_q),
    .num2_m1_i             (dst_nm2_q),
    .elem_bytes_i          (eb),
    .elements_o            (dst_elements),
    .row_bytes_o           (dst_row),
    .repeat0_o             (dst_repeat0),
    .partition_min_o       (dst_pmin),
    .partition_max_o       (dst_pmax),
    .offset_min_o          (dst_omin),
    .offset_end_o          (dst_oend)
  );

  // The products are registered in CALC (the multipliers get a clock of their own), the
  // first sums in SUM (the carry chains get another), the extremes in EXT (a third).
  logic prod_load, sum_load, ext_load;
  assign prod_load = state_q == StCalc;
  assign sum_load  = state_q == StSum;
  assign ext_load  = state_q == StExt;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_elements_q <= '0;
      src_row_q      <= '0;
      src_pmin_q     <= '0;
      src_pmax_q     <= '0;
      src_omin_q     <= '0;
      src_oend_q     <= '0;
      dst_elements_q <= '0;
      dst_row_q      <= '0;
      dst_pmin_q     <= '0;
      dst_pmax_q     <= '0;
      dst_omin_q     <= '0;
      dst_oend_q     <= '0;
    end else if (ext_load) begin
      src_elements_q <= src_elements;
      src_row_q      <= src_row;
      src_pmin_q     <= src_pmin;
      src_pmax_q     <= src_pmax;
      src_omin_q     <= src_omin;
      src_oend_q     <= src_oend;
      dst_elements_q <= dst_elements;
      dst_row_q      <= dst_row;
      dst_pmin_q     <= dst_pmin;
      dst_pmax_q     <= dst_pmax;
      dst_omin_q     <= dst_omin;
      dst_oend_q     <= dst_oend;
    end
  end

  // The legality checks on the registered word and extremes, one flag each (set: the check
  // fails), registered in CHECK; in DECIDE the first failing one in the documented order is
  // the error. The compares and the priority get a clock each.
  localparam int unsigned NumChecks = 12;
  logic [NumChecks-1:0] fail, fail_q;
  logic [3:0]           src_over, dst_over;   // over_max's compares, each on a line of its own
  // No check failed, registered with fail_q: DECIDE's choice (start the walk or not) comes
  // from this one register, not from the error code's priority encoding. walk_start fans out
  // to the walkers, the beat size and the src window start (with the encoding in front, the
  // board's limit at 75 MHz, seed 1).
  logic                 pass_q;

  localparam logic [49:0] MaxPart = 50'(MaxBytesPerPartition);
  always_comb begin
    src_over[3] = 50'(src_row_q) > MaxPart;
    src_over[2] = 50'(src_elements_q) > MaxPart;
    src_over[1] = 50'(src_elements_q) > (MaxPart >> 1);
    src_over[0] = 50'(src_elements_q) > (MaxPart >> 2);
    dst_over[3] = 50'(dst_row_q) > MaxPart;
    dst_over[2] = 50'(dst_elements_q) > MaxPart;
    dst_over[1] = 50'(dst_elements_q) > (MaxPart >> 1);
    dst_over[0] = 50'(dst_elements_q) > (MaxPart >> 2);
  end

  always_comb begin
    fail[0]  = !decoded_q;                                           // SB2SB_NOT_DECODED
    fail[1]  = CoresPerLnc != 2;                                     // SB2SB_NOT_LNC2
    fail[2]  = !src_sbuf;                                            // SB2SB_SRC_NOT_SBUF
    fail[3]  = !dst_sbuf;                                            // SB2SB_DST_NOT_SBUF
    fail[4]  = src_dtype != dst_dtype;                               // SB2SB_DTYPE_MISMATCH
    fail[5]  = 32'(peer) >= 32'(Partitions);                         // SB2SB_PEER_PARTITION_RANGE
    fail[6]  = src_elements_q != dst_elements_q;                     // SB2SB_COUNT_MISMATCH
    fail[7]  = over_max(src_repeat0, src_over, eb_q) || over_max(dst_repeat0, dst_over, eb_q);
                                                                     // SB2SB_TOO_MANY_BYTES
    fail[8]  = src_pmin_q < 0 || src_pmax_q > LastPartition;         // SB2SB_SRC_PARTITION_RANGE
    fail[9]  = src_omin_q < 0 || src_oend_q > PartitionEnd;          // SB2SB_SRC_OFFSET_RANGE
    fail[10] = dst_pmin_q < 0 || dst_pmax_q > LastPartition;         // SB2SB_DST_PARTITION_RANGE
    fail[11] = dst_omin_q < 0 || dst_oend_q > PartitionEnd;          // SB2SB_DST_OFFSET_RANGE
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fail_q <= '0;
      pass_q <= 1'b0;
    end else if (state_q == StCheck) begin
      fail_q <= fail;
      pass_q <= fail == '0;
    end
  end

  always_comb begin
    check_err = tpb_isa_pkg::ERR_OK;
    if (fail_q[0]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_NOT_DECODED;
    end else if (fail_q[1]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_NOT_LNC2;
    end else if (fail_q[2]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_SRC_NOT_SBUF;
    end else if (fail_q[3]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_DST_NOT_SBUF;
    end else if (fail_q[4]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_DTYPE_MISMATCH;
    end else if (fail_q[5]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_PEER_PARTITION_RANGE;
    end else if (fail_q[6]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_COUNT_MISMATCH;
    end else if (fail_q[7]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_TOO_MANY_BYTES;
    end else if (fail_q[8]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_SRC_PARTITION_RANGE;
    end else if (fail_q[9]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_SRC_OFFSET_RANGE;
    end else if (fail_q[10]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_DST_PARTITION_RANGE;
    end else if (fail_q[11]) begin
      check_err = tpb_isa_pkg::ERR_SB2SB_DST_OFFSET_RANGE;
    end
  end

  // The walkers' pattern, registered in SUM from the word (stable from CALC on, so no clock
  // is added): the walk and the beat size read these registers, not the 512-bit word and the
  // element size decode across the device (the FPGA build's longest path ran from the word's
  // step1 through the element size into the walker's row start and the src window start).
  typedef struct packed {
    logic [PartW-1:0] p0;
    logic [OffW-1:0]  o0;
    logic [PartW-1:0] step0;
    logic [15:0]      num0;
    logic [OffW-1:0]  step1_bytes;
    logic [15:0]      num1;
    logic [15:0]      num2;
  } walk_t;
  walk_t       src_wk_q, dst_wk_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_wk_q <= '0;
      dst_wk_q <= '0;
      eb_q     <= '0;
    end else if (sum_load) begin
      // (fields in walk_t's order: Yosys 0.23 takes no named assignment pattern)
      src_wk_q <= {PartW'(src_p0), OffW'(src_o0), src_step0[PartW-1:0], src_num0,
                    step_bytes(src_step1, eb), src_num1, src_num2};
      dst_wk_q <= {PartW'(dst_p0), OffW'(dst_o0), dst_step0[PartW-1:0], dst_num0,
                    step_bytes(dst_step1, eb), dst_num1, dst_num2};
      eb_q     <= eb;
    end
  end

  ////////////////
  // Walkers    //
  ////////////////

  logic              walk_start;
  logic              beat;                  // a read beat this clock
  logic [CountW-1:0] beat_n;                // its elements (registered: beat_n_q)
  logic [CountW-1:0] beat_n_q;              // tpb_mover_beat's register
  logic [CountW-1:0] beat_n_walk_q;         // ... and its copy for the walkers
  logic [CountW-1:0] beat_nm1;              // beat_n - 1
  logic              src_valid, dst_valid;
  logic [PartW-1:0]  src_partition, dst_partition;
  logic [OffW-1:0]   src_offset, dst_offset;     // the beat's first element on each side
  logic [OffW-1:0]   src_base, dst_base;         // the lowest byte of its window on each side
  logic [OffW-1:0]   src_offset_next;            // (unused: the src walker's register is the window start)
  logic [OffW-1:0]   src_o0_win;                 // the src walker's o0: the first window's start
  logic [OffW-1:0]   dst_offset_next;            // (unused: the dst start is registered later)
  logic [CountW-1:0] fit_m1;                     // fit_q - 1
  logic [15:0]       src_left, dst_left;      // elements left in each walker's row
  logic [16:0]       src_lmf, dst_lmf;        // ... minus fit_q (borrow on top), a walker register
  logic              src_more, dst_more;      // ... and a row or partition after it
  // dst_valid only feeds an assertion (the walkers finish together): unused when synthesising.
  logic              unused_dst_valid;
  logic              unused_left;
  assign unused_dst_valid = dst_valid;
  assign unused_left      = ^{src_offset_next, dst_offset_next};

  tpb_ap_walker #(
    .PartW  (PartW),
    .OffW   (OffW),
    .CountW (CountW)
  ) u_src_walker (
    .clk_i, .rst_ni,
    .p0_i          (src_wk_q.p0),
    .o0_i          (src_o0_win),
    .step0_i       (src_wk_q.step0),
    .num0_i        (src_wk_q.num0),
    .step1_bytes_i (src_wk_q.step1_bytes),
    .num1_i        (src_wk_q.num1),
    .num2_i        (src_wk_q.num2),
    .start_i       (walk_start),
    .adv_i         (beat),
    .adv_n_i       (beat_n_walk_q),
    .adv_jump_i    (src_jtab_q[OffW*beat_n_walk_q +: OffW]),
    .fit_i         (fit_q),
    .valid_o       (src_valid),
    .partition_o   (src_partition),
    .offset_o      (src_offset),
    .offset_next_o (src_offset_next),
    .left_o        (src_left),
    .left_mf_o     (src_lmf),
    .more_o        (src_more)
  );

  tpb_ap_walker #(
    .PartW  (PartW),
    .OffW   (OffW),
    .CountW (CountW)
  ) u_dst_walker (
    .clk_i, .rst_ni,
    .p0_i          (dst_wk_q.p0),
    .o0_i          (dst_wk_q.o0),
    .step0_i       (dst_wk_q.step0),
    .num0_i        (dst_wk_q.num0),
    .step1_bytes_i (dst_wk_q.step1_bytes),
    .num1_i        (dst_wk_q.num1),
    .num2_i        (dst_wk_q.num2),
    .start_i       (walk_start),
    .adv_i         (beat),
    .adv_n_i       (beat_n_walk_q),
    .adv_jump_i    (dst_jtab_q[OffW*beat_n_walk_q +: OffW]),
    .fit_i         (fit_q),
    .valid_o       (dst_valid),
    .partition_o   (dst_partition),
    .offset_o      (dst_offset),
    .offset_next_o (dst_offset_next),
    .left_o        (dst_left),
    .left_mf_o     (dst_lmf),
    .more_o        (dst_more)
  );

  // Per instruction, registered in CHECK (the word is stable from CALC on): the walk
  // direction of both inner rows and the crossbar's tables; the window fit of both sides a
  // clock earlier, in EXT, so that CHECK can register each side's first beat of a row
  // (min(fit, num2)) and the walkers num2 - fit (the board's limit at 75 MHz, seed 2, ran from
  // fit through num2 - fit and the first beat's minimum into the beat size in DECIDE).
  //   dst byte j of the window belongs to the element dst_k (counted from the window's low
  //   end), byte dst_b of it, if dst_v; element slot k (from the low end) of the src window
  //   starts at src_pos.
  logic [CountW-1:0]            fit_q;
  logic [CountW-1:0]            src_rowfit_q, dst_rowfit_q;   // min(fit, num2) of each side
  logic                         src_rev_q;      // src step2 < 0: the first element is the highest
  logic                         dst_rev_q;      // dst step2 <= 0 (0: every element on the same bytes)
  logic [PortBytes*CountW-1:0]  dst_k_q;
  logic [PortBytes*LaneW-1:0]   dst_b_q;
  logic [PortBytes-1:0]         dst_v_q;
  logic [PortBytes*LaneW-1:0]   src_pos_q;
  // k * step2 bytes (modulo 2^OffW) for k = 0 .. PortBytes on each side: a beat of n moves
  // the walker by entry n and puts a downward row's window start at entry n - 1.
  logic [(PortBytes+1)*OffW-1:0] src_jtab_q, dst_jtab_q;

  // |step2| * elem_bytes of both sides, registered for CHECK: the negation's carry chain
  // gets a clock of its own, and CHECK's starts from a register (the FPGA build's longest
  // path ran through both). step2 * elem_bytes (modulo 2^OffW) of both sides the same way:
  // CHECK's jump tables are shifts and adds of it, and the element size decode of the word
  // then stays out of them. They load in every clock: the word is stable from CALC to the
  // end of the instruction, so they hold its values from SUM on, and no state decode sits
  // in front of their enables (the mover's state through that enable, with the word's
  // fields, was the board's limit at seed 2, 75 MHz: 14.18 ns, 12.8 ns of it routing).
  logic [18:0]     src_abs_q, dst_abs_q;
  logic [OffW-1:0] src_s2b_q, dst_s2b_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_abs_q <= '0;
      dst_abs_q <= '0;
      src_s2b_q <= '0;
      dst_s2b_q <= '0;
    end else begin
      src_abs_q <= abs_step_bytes(src_step2, eb);
      dst_abs_q <= abs_step_bytes(dst_step2, eb);
      src_s2b_q <= step_bytes(src_step2, eb);
      dst_s2b_q <= step_bytes(dst_step2, eb);
    end
  end

  function automatic logic [CountW-1:0] min_fit(input logic [CountW-1:0] f, input logic [15:0] a);
    min_fit = (a < 16'(f)) ? CountW'(a) : f;
  endfunction

  // src_abs_q's high bits feed only the assertion that checks step_fit (off when synthesising).
  logic unused_abs;
  assign unused_abs = ^src_abs_q[18:OffW];

  // Each side's fit registered from the word (step_fit; in every clock, as above: held from
  // SUM on), the smaller in EXT.
  logic [CountW-1:0] src_fit_q, dst_fit_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_fit_q <= '0;
      dst_fit_q <= '0;
      fit_q     <= '0;
    end else begin
      src_fit_q <= step_fit(src_step2, eb);
      dst_fit_q <= step_fit(dst_step2, eb);
      if (state_q == StExt) begin
        fit_q <= (src_fit_q < dst_fit_q) ? src_fit_q : dst_fit_q;
      end
    end
  end
  `TPB_ASSERT_IF(state_q == StExt, src_fit_q == beat_fit(src_abs_q, eb_q) && dst_fit_q == beat_fit(dst_abs_q, eb_q),
              ("tpb_sb2sb_mover: step_fit %0d / %0d, beat_fit %0d / %0d", src_fit_q, dst_fit_q,
               beat_fit(src_abs_q, eb_q), beat_fit(dst_abs_q, eb_q)))

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_rowfit_q <= '0;
      dst_rowfit_q <= '0;
      src_rev_q <= 1'b0;
      dst_rev_q <= 1'b0;
      dst_k_q   <= '0;
      dst_b_q   <= '0;
      dst_v_q   <= '0;
      src_pos_q <= '0;
      src_jtab_q <= '0;
      dst_jtab_q <= '0;
    end else if (state_q == StCheck) begin
      logic [OffW-1:0]   sa;   // |src step2| * eb modulo 2^OffW: the slots' byte positions
      logic [18:0]       da;
      logic [LaneW:0]    m;
      logic [CountW-1:0] kq;
      logic [LaneW-1:0]  bq;
      sa = OffW'(src_abs_q);
      da = dst_abs_q;
      src_rowfit_q <= min_fit(fit_q, src_wk_q.num2);
      dst_rowfit_q <= min_fit(fit_q, dst_wk_q.num2);
      src_rev_q <= src_step2[15];
      dst_rev_q <= dst_step2[15] || da == '0;   // da == 0: step2 == 0 (|step2| * eb, no wrap)
      // Elements of the dst window every m bytes (m = 0: one element's bytes only). Each
      // table entry is a constant selected by m (j / m and j % m for every m), and the
      // products are shifts and adds: CHECK's clock holds no long carry chain.
      // (step2 == 0 taken as da == 0: from the register, not the word, whose fan-out made the
      // FPGA build's longest path once the other CHECK inputs were registered)
      m = (da == '0 || da > 19'(PortBytes)) ? '0 : (LaneW + 1)'(da);
      for (int j = 0; j < PortBytes; j++) begin
        kq = '0;
        bq = LaneW'(j);
        for (int mm = 1; mm <= PortBytes; mm++) begin
          if (m == (LaneW + 1)'(mm)) begin
            kq = CountW'(j / mm);
            bq = LaneW'(j % mm);
          end
        end
        dst_k_q[CountW*j +: CountW] <= kq;
        dst_b_q[LaneW*j +: LaneW]   <= bq;
        dst_v_q[j]                  <= (LaneW + 1)'(bq) < (LaneW + 1)'(eb_q);
        src_pos_q[LaneW*j +: LaneW] <= LaneW'(times_const(j, sa));
      end
      for (int k = 0; k <= PortBytes; k++) begin
        src_jtab_q[OffW*k +: OffW] <= times_const(k, src_s2b_q);
        dst_jtab_q[OffW*k +: OffW] <= times_const(k, dst_s2b_q);
      end
    end
  end

  // Beat size, registered (tpb_mover_beat): the elements of the next read beat. Window
  // starts: a side whose row runs downwards (step2 < 0, or 0 on dst) starts at its n-th
  // element, entry n - 1 of its table below the first.
  tpb_mover_beat #(
    .CountW (CountW)
  ) u_beat (
    .clk_i, .rst_ni,
    .start_i       (walk_start),
    .beat_i        (beat),
    .fit_i         (fit_q),
    .src_rowfit_i  (src_rowfit_q),
    .dst_rowfit_i  (dst_rowfit_q),
    .src_left_i    (src_left),
    .dst_left_i    (dst_left),
    .src_lmf_i     (src_lmf),
    .dst_lmf_i     (dst_lmf),
    .src_more_i    (src_more),
    .dst_more_i    (dst_more),
    .beat_n_o      (beat_n_q),
    .beat_n_walk_o (beat_n_walk_q)
  );

  assign beat_n   = beat_n_q;
  assign beat_nm1 = beat_n_q - CountW'(1);
  assign fit_m1   = fit_q - CountW'(1);

  // The src window is read straight from a register (it addresses the SBUF banks): the src
  // walker's own offset. On an upward row the window starts at the beat's first element; on a
  // downward row (step2 < 0) fit - 1 inner steps below it, whatever n is: the element plus a
  // constant. The walker's offsets are sums modulo 2^OffW of o0 and the pattern's steps, so a
  // walker started at o0 plus that constant (entry fit - 1 of the table) holds the window start
  // at every step, with no adder after it (the board's limit at 75 MHz, seed 2, ran through the
  // walker's next element and that addition). On a short beat (a row end) the start may lie
  // below the partition's byte 0; the offset wraps and tpb_sbuf's window wraps with it to the
  // partition's last row, whose bytes the beat does not use. The dst window's start
  // (dst_base) is registered in the capture stage.
  // (src_o0_win is read at the walk's start and at each new partition: its inputs hold still
  // from CHECK to the walk's end.)
  assign src_o0_win = src_wk_q.o0 + (src_rev_q ? src_jtab_q[OffW*fit_m1 +: OffW] : '0);

  always_comb begin
    src_base = src_offset;
    dst_base = dst_offset;
    if (dst_rev_q) begin
      dst_base = dst_offset + dst_jtab_q[OffW*beat_nm1 +: OffW];
    end
  end

  // Capture -> write: route the src window read last clock into the dst window. Dst byte j
  // takes byte dst_b of its element; that element's src slot counts from the same end of the
  // beat as its dst slot when both rows run the same way, from the other end otherwise. The
  // SBUF returns its lanes unrotated (lane b holds the window byte whose offset is b modulo
  // PortBytes), so the window byte at slot position pos is lane pos + src_base.
  always_comb begin
    for (int j = 0; j < PortBytes; j++) begin
      logic [CountW-1:0] k, kw;
      logic [LaneW-1:0]  ks;
      logic [LaneW-1:0]  pos;
      k  = dst_k_q[CountW*j +: CountW];
      // k counts from the dst window's low end; kw is the element's place in the beat
      // (walk order); ks its slot from the src window's low end.
      kw  = dst_rev_q ? beat_n - CountW'(1) - k : k;
      ks  = LaneW'(src_rev_q ? fit_q - CountW'(1) - kw : kw);
      pos = src_pos_q[LaneW*ks +: LaneW] + dst_b_q[LaneW*j +: LaneW];
      cap_sel_d[LaneW*j +: LaneW] = pos + src_base[LaneW-1:0];
      cap_be_d[j]                 = dst_v_q[j] && k < beat_n;
    end
  end

  always_ff @(posedge clk_i) begin
    if (beat) begin
      cap_sel_q <= cap_sel_d;
      cap_be_q  <= cap_be_d;
    end
  end

  logic [PortBits-1:0] rdata;   // lane b in bits [8*b +: 8]
  assign rdata = sb_rdata_i[PortBits*issue_q +: PortBits];

  // The stage whose read data are on rdata: the capture stage, or (SbufReadClocks > 1: the
  // SBUFs register their ports and their banks' inputs and outputs, tpb_sbuf BankRegs) the capture stage
  // SbufReadClocks - 1 clocks later.
  typedef struct packed {
    logic                       valid;
    logic [PartW-1:0]           partition;
    logic [OffW-1:0]            offset;
    logic [CountW-1:0]          n;
    logic [PortBytes*LaneW-1:0] sel;
    logic [PortBytes-1:0]       be;
  } rd_stage_t;
  localparam int unsigned RdWait = SbufReadClocks - 1;
  rd_stage_t cap_stage, rd;
  logic      rd_waiting;   // a beat between the capture stage and rd
  assign cap_stage = {cap_valid_q, cap_partition_q, cap_offset_q, cap_n_q, cap_sel_q, cap_be_q};
  if (RdWait == 0) begin : g_rd_now
    assign rd         = cap_stage;
    assign rd_waiting = 1'b0;
  end else begin : g_rd_wait
    // A shift register of RdWait stages, the newest in the low bits.
    localparam int unsigned StageW = 1 + PartW + OffW + CountW + PortBytes * LaneW + PortBytes;  // rd_stage_t
    localparam int unsigned WaitW  = RdWait * StageW;
    logic [WaitW-1:0]         wait_q;
    logic [RdWait-1:0]        wait_valid;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        wait_q <= '0;
      end else begin
        wait_q <= WaitW'({wait_q, cap_stage});
      end
    end
    for (genvar i = 0; i < RdWait; i++) begin : g_valid
      assign wait_valid[i] = wait_q[i*StageW + StageW - 1];   // the stage's valid (its top bit)
    end
    assign rd         = wait_q[(RdWait-1)*StageW +: StageW];
    assign rd_waiting = |wait_valid;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wr_valid_q     <= 1'b0;
      wr_partition_q <= '0;
      wr_offset_q    <= '0;
      wr_nbytes_q    <= '0;
      wr_be_q        <= '0;
      wr_data_q      <= '0;
    end else begin
      wr_valid_q <= rd.valid;
      if (rd.valid) begin
        wr_partition_q <= rd.partition;
        wr_offset_q    <= rd.offset;
        wr_nbytes_q    <= CountW'(rd.n * CountW'(eb_q));
        wr_be_q        <= rd.be;
        for (int j = 0; j < PortBytes; j++) begin
          wr_data_q[8*j +: 8] <= rdata[8*rd.sel[LaneW*j +: LaneW] +: 8];
        end
      end
    end
  end

  ////////////////////
  // Control        //
  ////////////////////

  always_comb begin
    state_d        = state_q;
    word_d         = word_q;
    index_d        = index_q;
    issue_d        = issue_q;
    decoded_d      = decoded_q;
    err_d          = err_q;
    bytes_d        = bytes_q;
    walk_start     = 1'b0;
    beat           = 1'b0;
    cap_valid_d     = 1'b0;
    cap_partition_d = cap_partition_q;
    cap_offset_d    = cap_offset_q;
    cap_n_d         = cap_n_q;

    unique case (state_q)
      StIdle: begin
        if (valid_i) begin
          word_d  = word_i;
          index_d = index_i;
          issue_d = issue_core_i;
          state_d = StCalc;
        end
      end

      StCalc: begin
        // The decoder's acceptance, evaluated as if the opcode byte were 0xBF (so the
        // check collapses to the 0xBF branch), and the opcode itself.
        decoded_d = word_q[7:0] == tpb_isa_pkg::OP_GPSIMD_SB2SB &&
                    tpb_isa_pkg::check_word({word_q[tpb_isa_pkg::BundleBits-1:8],
                                             tpb_isa_pkg::OP_GPSIMD_SB2SB}) == tpb_isa_pkg::ERR_OK;
        state_d   = StSum;
      end

      StSum: begin
        state_d = StExt;
      end

      StExt: begin
        state_d = StCheck;
      end

      StCheck: begin
        state_d = StDecide;
      end

      StDecide: begin
        err_d   = check_err;
        bytes_d = '0;
        if (pass_q) begin   // check_err == ERR_OK (asserted below)
          walk_start = 1'b1;
          state_d    = StCopy;
        end else begin
          state_d = StDone;
        end
      end

      StCopy: begin
        if (src_valid) begin
          beat            = 1'b1;
          cap_valid_d     = 1'b1;
          cap_partition_d = dst_partition;
          cap_offset_d    = dst_base;
          cap_n_d         = beat_n;
        end
        if (wr_valid_q) begin
          bytes_d = bytes_q + 32'(wr_nbytes_q);
        end
        if (!src_valid && !cap_valid_q && !rd_waiting && !wr_valid_q) begin
          state_d = StDone;
        end
      end

      StDone: begin
        if (done_ready_i) begin
          state_d = StIdle;
        end
      end

      default: begin
        state_d = StIdle;
      end
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q        <= StIdle;
      word_q         <= '0;
      index_q        <= '0;
      issue_q        <= 1'b0;
      decoded_q      <= 1'b0;
      err_q          <= tpb_isa_pkg::ERR_OK;
      bytes_q        <= '0;
      cap_valid_q     <= 1'b0;
      cap_partition_q <= '0;
      cap_offset_q    <= '0;
      cap_n_q         <= '0;
    end else begin
      state_q        <= state_d;
      word_q         <= word_d;
      index_q        <= index_d;
      issue_q        <= issue_d;
      decoded_q      <= decoded_d;
      err_q          <= err_d;
      bytes_q        <= bytes_d;
      cap_valid_q     <= cap_valid_d;
      cap_partition_q <= cap_partition_d;
      cap_offset_q    <= cap_offset_d;
      cap_n_q         <= cap_n_d;
    end
  end

  ////////////////////
  // Outputs        //
  ////////////////////

  assign ready_o      = state_q == StIdle;
  assign busy_o       = state_q != StIdle;
  assign done_valid_o = state_q == StDone;
  assign done_index_o = index_q;
  assign done_err_o   = err_q;
  assign done_bytes_o = bytes_q;

  // Core issue_q reads the src window; the peer writes the beat read SbufReadClocks + 1
  // clocks ago.
  // A read returns the whole port width (tpb_sbuf), so the read side's byte enables are all
  // set: the beat size then reaches only the capture registers, the crossbar and the walkers.
  always_comb begin
    for (int c = 0; c < 2; c++) begin
      if (1'(c) == issue_q) begin
        sb_req_o[c]                          = beat;
        sb_we_o[c]                           = 1'b0;
        sb_partition_o[PartW*c +: PartW]     = src_partition;
        sb_offset_o[OffW*c +: OffW]          = src_base;
        sb_be_o[PortBytes*c +: PortBytes]    = '1;
        sb_wdata_o[PortBits*c +: PortBits]   = '0;
      end else begin
        sb_req_o[c]                          = wr_valid_q;
        sb_we_o[c]                           = 1'b1;
        sb_partition_o[PartW*c +: PartW]     = wr_partition_q;
        sb_offset_o[OffW*c +: OffW]          = wr_offset_q;
        sb_be_o[PortBytes*c +: PortBytes]    = wr_be_q;
        sb_wdata_o[PortBits*c +: PortBits]   = wr_data_q;
      end
    end
  end

`ifndef SYNTHESIS
  // The block's assertions and its two stream checkers (tpb_sb2sb_mover_sva.sv).
  tpb_sb2sb_mover_sva #(
    .BytesPerPartition (BytesPerPartition),
    .PortBytes         (PortBytes)
  ) u_sva (
    .clk_i, .rst_ni,
    .in_valid_i  (valid_i),      .in_ready_i  (ready_o),
    .in_i        (tpb_isa_pkg::port_t'({word_i, index_i})),
    .cpl_valid_i (done_valid_o), .cpl_ready_i (done_ready_i),
    .cpl_i       (tpb_isa_pkg::mv_cpl_t'({done_index_o, done_err_o, done_bytes_o})),
    .sb_req_i    (sb_req_o),     .sb_we_i     (sb_we_o),      .issue_i     (issue_q),
    .src_valid_i (src_valid),    .dst_valid_i (dst_valid),    .beat_i      (beat),
    .walk_start_i(walk_start),   .cap_valid_i (cap_valid_q),  .wr_valid_i  (wr_valid_q),
    .beat_n_i    (beat_n),       .check_err_i (check_err),    .err_i       (err_q),
    .bytes_i     (bytes_q),      .elements_i  (src_elements_q), .eb_i      (eb),
    .state_i     (3'(state_q)),
    .state_ok_i  (state_q inside {StIdle, StCalc, StSum, StExt, StCheck, StDecide, StCopy, StDone}),
    .st_copy_i   (state_q == StCopy), .st_decide_i (state_q == StDecide), .st_done_i (state_q == StDone)
  );
`endif

endmodule
