// The SB2SB mover's assertions (tpb_sb2sb_mover instantiates this under `ifndef SYNTHESIS,
// the pattern of tpb_prim_vr_check): its input and completion streams keep the valid/ready
// rule, a copy writes only for an accepted instruction and only to the peer core, both walks
// end together, and an accepted instruction writes exactly its pattern's bytes. The ports are
// the mover's own signals, by the same names; the state register comes in decoded (its enum
// is local to the mover). Simulation only: the body sits under the same guard.

module tpb_sb2sb_mover_sva #(
  parameter  int unsigned BytesPerPartition = 4096,
  parameter  int unsigned PortBytes         = 16,
  localparam int unsigned OffW              = $clog2(BytesPerPartition),
  localparam int unsigned CountW            = $clog2(PortBytes + 1)
) (
  input logic                               clk_i,
  input logic                               rst_ni,
  input logic                               valid_i,
  input logic                               ready_o,
  input logic [tpb_isa_pkg::BundleBits-1:0] word_i,
  input logic [31:0]                        index_i,
  input logic                               done_valid_o,
  input logic                               done_ready_i,
  input logic [31:0]                        done_index_o,
  input tpb_isa_pkg::err_e                  done_err_o,
  input logic [31:0]                        done_bytes_o,
  input logic [1:0]                         sb_req_o,
  input logic [1:0]                         sb_we_o,
  input logic                               issue_q,
  input tpb_isa_pkg::err_e                  err_q,
  input logic [31:0]                        bytes_q,
  input logic [47:0]                        src_elements_q,
  input logic [2:0]                         eb,
  input logic                               src_valid,
  input logic                               dst_valid,
  input logic                               beat,
  input logic [CountW-1:0]                  beat_n,
  input logic                               walk_start,
  input logic                               cap_valid_q,
  input logic                               wr_valid_q,
  input tpb_isa_pkg::err_e                  check_err,
  input logic                               state_ok,   // state_q is one of the seven states
  input logic                               st_copy,    // state_q == StCopy
  input logic                               st_decide,  // state_q == StDecide
  input logic                               st_done,    // state_q == StDone
  input logic [2:0]                         state       // state_q, for the messages
);

`ifndef SYNTHESIS
  // Offsets are computed modulo 2^OffW, and a downward row's window start may wrap below
  // byte 0: that is the partition's own wrap only when BytesPerPartition is 2^OffW.
  initial begin
    assert ((1 << OffW) == BytesPerPartition)
      else $fatal(1, "tpb_sb2sb_mover: BytesPerPartition must be a power of two");
  end

  // Input stream and completion stream: valid held, payload unchanged, until taken.
  tpb_prim_vr_check #(
    .Width (tpb_isa_pkg::BundleBits + 32),
    .Name  ("tpb_sb2sb_mover: input word valid_i/ready_o")
  ) u_in_check (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .valid_i (valid_i),
    .ready_i (ready_o),
    .data_i  ({word_i, index_i})
  );

  tpb_prim_vr_check #(
    .Width (32 + $bits(tpb_isa_pkg::err_e) + 32),
    .Name  ("tpb_sb2sb_mover: completion done_valid_o/done_ready_i")
  ) u_done_check (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .valid_i (done_valid_o),
    .ready_i (done_ready_i),
    .data_i  ({done_index_o, done_err_o, done_bytes_o})
  );

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      // no checks in reset
    end else begin
      if (st_copy) begin
        // Both patterns carry the same number of bytes: the walks end together.
        assert (src_valid == dst_valid)
          else $error("tpb_sb2sb_mover: src and dst walks ended apart");
        if (beat) begin
          assert (beat_n != '0) else $error("tpb_sb2sb_mover: empty beat");
        end
      end
      if (st_decide && check_err != tpb_isa_pkg::ERR_OK) begin
        assert (!walk_start && !beat && !cap_valid_q && !wr_valid_q)
          else $error("tpb_sb2sb_mover: a rejected instruction started a copy");
      end
      if (st_done && err_q == tpb_isa_pkg::ERR_OK) begin
        assert (48'(bytes_q) == src_elements_q * 48'(eb))
          else $error("tpb_sb2sb_mover: wrote %0d bytes, expected %0d", bytes_q,
                      src_elements_q * 48'(eb));
      end
      if (!st_copy) begin
        assert (sb_req_o == 2'b00) else $error("tpb_sb2sb_mover: SBUF access outside COPY");
      end
      assert (state_ok) else $error("tpb_sb2sb_mover: state %0d is not a state", state);
      // No SBUF write while an error is raised: writes only for an accepted instruction,
      // only to the peer core, never to the issuing one.
      if (|(sb_req_o & sb_we_o)) begin
        assert (st_copy && err_q == tpb_isa_pkg::ERR_OK)
          else $error("tpb_sb2sb_mover: SBUF write in state %0d with error %0d", state, err_q);
        assert (!(sb_req_o[issue_q] && sb_we_o[issue_q]))
          else $error("tpb_sb2sb_mover: SBUF write to the issuing core %0d", issue_q);
      end
    end
  end
`else
  logic unused;
  assign unused = ^{clk_i, rst_ni, valid_i, ready_o, word_i, index_i, done_valid_o, done_ready_i,
                    done_index_o, done_err_o, done_bytes_o, sb_req_o, sb_we_o, issue_q, err_q,
                    bytes_q, src_elements_q, eb, src_valid, dst_valid, beat, beat_n, walk_start,
                    cap_valid_q, wr_valid_q, check_err, state_ok, st_copy, st_decide, st_done,
                    state};
`endif

endmodule
