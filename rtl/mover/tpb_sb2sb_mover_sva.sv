// The SB2SB mover's assertions (tpb_sb2sb_mover instantiates this under `ifndef SYNTHESIS,
// the pattern of tpb_prim_vr_check): its input and completion streams keep the valid/ready
// rule, a copy writes only for an accepted instruction and only to the peer core, both walks
// end together, and an accepted instruction writes exactly its pattern's bytes. The ports are
// the mover's signals, the streams' payloads as the channel types (port_t, mv_cpl_t); the
// state register comes in decoded (its enum is local to the mover). Simulation only: the body sits under the same guard.

module tpb_sb2sb_mover_sva #(
  parameter  int unsigned BytesPerPartition = 4096,
  parameter  int unsigned PortBytes         = 16,
  localparam int unsigned OffW              = $clog2(BytesPerPartition),
  localparam int unsigned CountW            = $clog2(PortBytes + 1)
) (
  input logic                 clk_i, rst_ni,
  // The instruction stream in and the completion stream out: valid, ready, payload.
  input logic                 in_valid_i, in_ready_i, cpl_valid_i, cpl_ready_i,
  input tpb_isa_pkg::port_t   in_i,
  input tpb_isa_pkg::mv_cpl_t cpl_i,
  // The SBUF ports' requests and write strobes, one bit per core; the issuing core.
  input logic [1:0]           sb_req_i, sb_we_i,
  input logic                 issue_i,
  // The walk: both walkers' valid, a beat and its size, the start, the pipeline's stages.
  input logic                 src_valid_i, dst_valid_i, beat_i, walk_start_i, cap_valid_i, wr_valid_i,
  input logic [CountW-1:0]    beat_n_i,
  // The decision and the result: the first failing check, the recorded error, the bytes
  // written, the source pattern's elements and their size.
  input tpb_isa_pkg::err_e    check_err_i, err_i,
  input logic [31:0]          bytes_i,
  input logic [47:0]          elements_i,
  input logic [2:0]           eb_i,
  // The state register (its enum is local to the mover): its value for the messages, and
  // decoded: one of the seven states, COPY, DECIDE, DONE.
  input logic [2:0]           state_i,
  input logic                 state_ok_i, st_copy_i, st_decide_i, st_done_i
);

`ifndef SYNTHESIS
  // Offsets are computed modulo 2^OffW, and a downward row's window start may wrap below
  // byte 0: that is the partition's own wrap only when BytesPerPartition is 2^OffW.
  `TPB_STATIC_ASSERT(g_check_pow2, (1 << OffW) == BytesPerPartition,
                    ("tpb_sb2sb_mover: BytesPerPartition must be a power of two"))

  // Input stream and completion stream: valid held, payload unchanged, until taken.
  tpb_prim_vr_check #(.Width ($bits(tpb_isa_pkg::port_t)),
                      .Name  ("tpb_sb2sb_mover: input word valid_i/ready_o")) u_in_check (
    .clk_i, .rst_ni, .valid_i (in_valid_i), .ready_i (in_ready_i), .data_i (in_i));
  tpb_prim_vr_check #(.Width ($bits(tpb_isa_pkg::mv_cpl_t)),
                      .Name  ("tpb_sb2sb_mover: completion done_valid_o/done_ready_i")) u_done_check (
    .clk_i, .rst_ni, .valid_i (cpl_valid_i), .ready_i (cpl_ready_i), .data_i (cpl_i));

  // Both patterns carry the same number of bytes: the walks end together.
  `TPB_ASSERT_IF(st_copy_i, src_valid_i == dst_valid_i,
              ("tpb_sb2sb_mover: src and dst walks ended apart"))
  `TPB_ASSERT_IF(st_copy_i && beat_i, beat_n_i != '0,
              ("tpb_sb2sb_mover: empty beat_i"))
  `TPB_ASSERT_IF(st_decide_i && check_err_i != tpb_isa_pkg::ERR_OK, !walk_start_i && !beat_i && !cap_valid_i && !wr_valid_i,
              ("tpb_sb2sb_mover: a rejected instruction started a copy"))
  // DECIDE starts the walk from a register of its own (pass_q), not from the error code.
  `TPB_ASSERT_IF(st_decide_i && check_err_i == tpb_isa_pkg::ERR_OK, walk_start_i,
              ("tpb_sb2sb_mover: a legal instruction did not start its copy"))
  `TPB_ASSERT_IF(st_done_i && err_i == tpb_isa_pkg::ERR_OK, 48'(bytes_i) == elements_i * 48'(eb_i),
              ("tpb_sb2sb_mover: wrote %0d bytes, expected %0d", bytes_i, elements_i * 48'(eb_i)))
  `TPB_ASSERT_IF(!st_copy_i, sb_req_i == 2'b00,
              ("tpb_sb2sb_mover: SBUF access outside COPY"))
  `TPB_ASSERT(state_ok_i,
              ("tpb_sb2sb_mover: state_i %0d is not a state_i", state_i))
  // No SBUF write while an error is raised: writes only for an accepted instruction,
  // only to the peer core, never to the issuing one.
  `TPB_ASSERT_IF((|(sb_req_i & sb_we_i)), st_copy_i && err_i == tpb_isa_pkg::ERR_OK,
              ("tpb_sb2sb_mover: SBUF write in state_i %0d with error %0d", state_i, err_i))
  `TPB_ASSERT_IF((|(sb_req_i & sb_we_i)), !(sb_req_i[issue_i] && sb_we_i[issue_i]),
              ("tpb_sb2sb_mover: SBUF write to the issuing core %0d", issue_i))
`else
  logic unused;
  assign unused = ^{clk_i, rst_ni, in_valid_i, in_ready_i, cpl_valid_i, cpl_ready_i, in_i, cpl_i,
                    sb_req_i, sb_we_i, issue_i, src_valid_i, dst_valid_i, beat_i, walk_start_i,
                    cap_valid_i, wr_valid_i, beat_n_i, check_err_i, err_i, bytes_i, elements_i,
                    eb_i, state_i, state_ok_i, st_copy_i, st_decide_i, st_done_i};
`endif

endmodule
