// generated from cmodel/spec/tpb_fieldmap.toml by scripts/gen_fieldmap.py, do not edit
//
// Yosys 0.23 reads this file: no `import`, no `return` in functions.
// A package of constants and word-level functions: not every constant is used by every
// design, and the functions take whole words (or ADDR4 words) and read slices of them.
/* verilator lint_off UNUSEDPARAM */
/* verilator lint_off UNUSEDSIGNAL */

package tpb_isa_pkg;

  localparam int unsigned BundleBytes = 64;
  localparam int unsigned BundleBits = 512;
  localparam logic [7:0] WordLen = 8'h10;
  localparam int unsigned MaxFields = 24;
  localparam int unsigned FieldsBits = 1536;
  localparam int unsigned NumErrors = 83;

  typedef enum logic [7:0] {
    ERR_OK = 8'd0,
    ERR_UNKNOWN_OPCODE = 8'd1,
    ERR_BAD_WORD_LEN = 8'd2,
    ERR_RESERVED_NONZERO = 8'd3,
    ERR_BAD_SYNC_SEL = 8'd4,
    ERR_BAD_ALU_OP = 8'd5,
    ERR_BAD_DTYPE = 8'd6,
    ERR_BAD_COLL_KIND = 8'd7,
    ERR_BAD_FLAG = 8'd8,
    ERR_BAD_AP_ADDR = 8'd9,
    ERR_BAD_AP_SHAPE = 8'd10,
    ERR_CO_INDIRECT_AP = 8'd11,
    ERR_CO_OPERAND_MEM = 8'd12,
    ERR_CO_FUNCTION_ID_UNSET = 8'd13,
    ERR_CO_COUNT_MISMATCH = 8'd14,
    ERR_CO_ORPHAN_PAYLOAD = 8'd15,
    ERR_CO_CHAIN_BROKEN = 8'd16,
    ERR_CO_CHAIN_TRUNCATED = 8'd17,
    ERR_OPCODE_NOT_IN_GEN = 8'd18,
    ERR_DVE_DISABLED = 8'd32,
    ERR_DVE_FAST_RANGE = 8'd33,
    ERR_DVE_SLOW_RANGE = 8'd34,
    ERR_SB2SB_NOT_DECODED = 8'd48,
    ERR_SB2SB_NOT_LNC2 = 8'd49,
    ERR_SB2SB_SRC_NOT_SBUF = 8'd50,
    ERR_SB2SB_DST_NOT_SBUF = 8'd51,
    ERR_SB2SB_DTYPE_MISMATCH = 8'd52,
    ERR_SB2SB_PEER_PARTITION_RANGE = 8'd53,
    ERR_SB2SB_COUNT_MISMATCH = 8'd54,
    ERR_SB2SB_TOO_MANY_BYTES = 8'd55,
    ERR_SB2SB_SRC_PARTITION_RANGE = 8'd56,
    ERR_SB2SB_SRC_OFFSET_RANGE = 8'd57,
    ERR_SB2SB_DST_PARTITION_RANGE = 8'd58,
    ERR_SB2SB_DST_OFFSET_RANGE = 8'd59,
    ERR_CL_SCRATCH_RANGE = 8'd64,
    ERR_CL_BAD_CPU_ID = 8'd65,
    ERR_CL_WINDOW_NOT_PROGRAMMED = 8'd66,
    ERR_CL_WINDOW_RANGE = 8'd67,
    ERR_CL_OUTPUT_COUNT = 8'd68,
    ERR_CL_INPUT_COUNT = 8'd69,
    ERR_CL_FUNCTION_LIMIT = 8'd70,
    ERR_CL_FUNCTION_NAME = 8'd71,
    ERR_CL_FUNCTION_UNKNOWN = 8'd72,
    ERR_CL_KERNEL_MISSING = 8'd73,
    ERR_CL_KERNEL_DUPLICATE = 8'd74,
    ERR_CL_CHAIN_SHAPE = 8'd75,
    ERR_CL_CHAIN_LENGTH = 8'd76,
    ERR_CL_AP_REGISTER = 8'd77,
    ERR_CL_SIGNATURE = 8'd78,
    ERR_CL_OPERAND_RANGE = 8'd79,
    ERR_CL_PRIVATE_OVERFLOW = 8'd80,
    ERR_CL_KERNEL_FAULT = 8'd81,
    ERR_CL_MAILBOX_OVERFLOW = 8'd82
  } err_e;

  typedef enum logic [2:0] {
    ROUTE_NONE = 3'd0,
    ROUTE_CROSS = 3'd1,
    ROUTE_DVE = 3'd2,
    ROUTE_SB2SB = 3'd3,
    ROUTE_CUSTOM = 3'd4
  } route_e;

  localparam logic [7:0] OP_COLLECTIVE_COMPUTE = 8'hD9;
  localparam logic [7:0] OP_COLLECTIVE_COMPUTE_SECONDARY = 8'hDA;
  localparam logic [7:0] OP_COLLECTIVE_SEND_RECV = 8'hCB;
  localparam logic [7:0] OP_GET_GLOBAL_RANK_ID = 8'hDC;
  localparam logic [7:0] OP_GET_CUR_PROCESSING_RANK_ID = 8'hDB;
  localparam logic [7:0] OP_TENSOR_COMPLETION = 8'hDE;
  localparam logic [7:0] OP_GET_SEQUENCE_BOUNDS = 8'hBE;
  localparam logic [7:0] OP_CORE_BARRIER = 8'hD8;
  localparam logic [7:0] OP_GPSIMD_SB2SB = 8'hBF;
  localparam logic [7:0] OP_CUSTOM_OP_HEADER = 8'h85;
  localparam logic [7:0] OP_CUSTOM_OP_PAYLOAD = 8'h86;

  localparam int unsigned Addr4ModeLsb = 28;
  localparam int unsigned Addr4ModeBits = 4;
  localparam int unsigned Addr4ModeStatic = 0;
  localparam int unsigned Addr4ModeRegister = 1;
  localparam int unsigned Addr4ModeIndirect = 2;
  localparam int unsigned Addr4SpaceLsb = 26;
  localparam int unsigned Addr4SpaceBits = 2;
  localparam int unsigned Addr4SpaceSbuf = 0;
  localparam int unsigned Addr4SpacePsum = 1;
  localparam int unsigned Addr4SpaceHbm = 2;
  localparam int unsigned Addr4PartitionLsb = 18;
  localparam int unsigned Addr4PartitionBits = 8;
  localparam int unsigned Addr4OffsetLsb = 0;
  localparam int unsigned Addr4OffsetBits = 18;
  localparam int unsigned Addr4HbmAddrBits = 26;
  localparam int unsigned Addr4RegBits = 8;

  function automatic logic is_dtype(input logic [7:0] v);
    is_dtype = v == 8'h01 || v == 8'h02 || v == 8'h03 || v == 8'h04 || v == 8'h05 || v == 8'h06 || v == 8'h07 || v == 8'h08 || v == 8'h09 || v == 8'h0A || v == 8'h0B;
  endfunction

  function automatic logic [7:0] dtype_bytes(input logic [7:0] v);
    unique case (v)
      8'h01: dtype_bytes = 8'd1;
      8'h02: dtype_bytes = 8'd1;
      8'h03: dtype_bytes = 8'd2;
      8'h04: dtype_bytes = 8'd2;
      8'h05: dtype_bytes = 8'd4;
      8'h06: dtype_bytes = 8'd4;
      8'h07: dtype_bytes = 8'd1;
      8'h08: dtype_bytes = 8'd1;
      8'h09: dtype_bytes = 8'd2;
      8'h0A: dtype_bytes = 8'd2;
      8'h0B: dtype_bytes = 8'd4;
      default: dtype_bytes = 8'd0;
    endcase
  endfunction

  function automatic logic is_coll_kind(input logic [7:0] v);
    is_coll_kind = v == 8'h01 || v == 8'h02 || v == 8'h03 || v == 8'h04 || v == 8'h05 || v == 8'h06 || v == 8'h07 || v == 8'h08 || v == 8'h09;
  endfunction

  function automatic logic is_alu_op(input logic [7:0] v);
    is_alu_op = v == 8'd0 || v == 8'd4;
  endfunction

  function automatic logic is_sync_wait(input logic [7:0] v);
    is_sync_wait = v == 8'h00 || v == 8'h07 || v == 8'h05 || v == 8'h85;
  endfunction

  // ADDR4: defined mode; in static mode a defined memory space.
  function automatic logic addr4_ok(input logic [31:0] v);
    logic [3:0] mode;
    logic [1:0] space;
    mode = v[31:28];
    space = v[27:26];
    addr4_ok = (mode == 4'd1) || (mode == 4'd2) ||
               ((mode == 4'd0) && (space == 2'd0 ||
                space == 2'd1 || space == 2'd2));
  endfunction

  // Custom-op operand ADDR4: addr4_ok, then not indirect, then SBUF or HBM.
  function automatic err_e addr4_co_err(input logic [31:0] v);
    logic [3:0] mode;
    logic [1:0] space;
    mode = v[31:28];
    space = v[27:26];
    if (!tpb_isa_pkg::addr4_ok(v)) addr4_co_err = tpb_isa_pkg::ERR_BAD_AP_ADDR;
    else if (mode == 4'd2) addr4_co_err = tpb_isa_pkg::ERR_CO_INDIRECT_AP;
    else if (mode == 4'd0 && space == 2'd1) addr4_co_err = tpb_isa_pkg::ERR_CO_OPERAND_MEM;
    else addr4_co_err = tpb_isa_pkg::ERR_OK;
  endfunction

  function automatic logic op_is_cross(input logic [7:0] op);
    unique case (op)
      8'hD9, 8'hDA, 8'hCB, 8'hDC, 8'hDB, 8'hDE, 8'hBE, 8'hD8, 8'hBF, 8'h85, 8'h86: op_is_cross = 1'b1;
      default: op_is_cross = 1'b0;
    endcase
  endfunction

  function automatic logic op_is_dve(input logic [7:0] op);
    unique case (op)
      8'd65, 8'd66, 8'd67, 8'd68, 8'd69, 8'd70, 8'd71, 8'd72, 8'd73, 8'd77: op_is_dve = 1'b1;  // S003
      8'd78, 8'd81, 8'd82, 8'd83, 8'd84, 8'd88, 8'd94, 8'd96, 8'd97, 8'd98: op_is_dve = 1'b1;  // S003
      8'd99, 8'd100, 8'd101, 8'd102, 8'd105, 8'd106, 8'd107, 8'd108, 8'd109, 8'd110: op_is_dve = 1'b1;  // S003
      8'd111, 8'd114, 8'd127, 8'd130, 8'd131, 8'd132, 8'd138, 8'd139, 8'd142, 8'd143: op_is_dve = 1'b1;  // S003
      8'd147, 8'd148, 8'd152, 8'd153, 8'd154, 8'd155, 8'd157, 8'd158, 8'd159, 8'd188: op_is_dve = 1'b1;  // S003
      8'd225, 8'd229, 8'd230, 8'd232, 8'd233, 8'd234, 8'd240: op_is_dve = 1'b1;  // S003
      8'd226, 8'd227, 8'd228: op_is_dve = 1'b1;  // SYNTHETIC (PROJECT): no seed gives these integers
      default: op_is_dve = 1'b0;
    endcase
  endfunction

  // DVE opcodes no seed gives (field map [dve] synthetic_ops, source tag SYNTHETIC).
  function automatic logic op_is_dve_synthetic(input logic [7:0] op);
    unique case (op)
      8'd226, 8'd227, 8'd228: op_is_dve_synthetic = 1'b1;
      default: op_is_dve_synthetic = 1'b0;
    endcase
  endfunction

  // First generation that has the opcode; the decoder refuses it with ERR_OPCODE_NOT_IN_GEN
  // on an earlier one. Unknown and DVE opcodes: the first generation (the check is moot).
  function automatic logic [3:0] op_since_gen(input logic [7:0] op);
    unique case (op)
      8'hBE, 8'hD8, 8'hBF: op_since_gen = 4'd3;
      default: op_since_gen = 4'd2;
    endcase
  endfunction

  function automatic route_e op_route(input logic [7:0] op);
    unique case (op)
      8'hD9: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDA: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hCB: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDC: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDB: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hDE: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hBE: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hD8: op_route = tpb_isa_pkg::ROUTE_CROSS;
      8'hBF: op_route = tpb_isa_pkg::ROUTE_SB2SB;
      8'h85: op_route = tpb_isa_pkg::ROUTE_CUSTOM;
      8'h86: op_route = tpb_isa_pkg::ROUTE_CUSTOM;
      default: op_route = tpb_isa_pkg::op_is_dve(op) ? tpb_isa_pkg::ROUTE_DVE : tpb_isa_pkg::ROUTE_NONE;
    endcase
  endfunction

  // Field vector: field i of the opcode's field list in bits [64*i +: 64], raw bits.
  function automatic logic [FieldsBits-1:0] extract_fields(input logic [7:0] op,
                                                           input logic [tpb_isa_pkg::BundleBits-1:0] w);
    logic [tpb_isa_pkg::FieldsBits-1:0] f;
    f = '0;
    unique case (op)
      8'hD9: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 8]);  // alu_op
        f[384 +: 64] = 64'(w[104 +: 8]);  // dtype
        f[448 +: 64] = 64'(w[112 +: 8]);  // collective_kind
        f[512 +: 64] = 64'(w[128 +: 64]);  // src_addr
        f[576 +: 64] = 64'(w[192 +: 16]);  // src_step0
        f[640 +: 64] = 64'(w[208 +: 16]);  // src_num0
        f[704 +: 64] = 64'(w[224 +: 16]);  // src_step1
        f[768 +: 64] = 64'(w[240 +: 16]);  // src_num1
      end
      8'hDA: begin
        f[0 +: 64] = 64'(w[32 +: 16]);  // channel_id
        f[64 +: 64] = 64'(w[96 +: 8]);  // alu_op
        f[128 +: 64] = 64'(w[104 +: 8]);  // dtype
        f[192 +: 64] = 64'(w[112 +: 8]);  // collective_kind
        f[256 +: 64] = 64'(w[128 +: 64]);  // src_addr
        f[320 +: 64] = 64'(w[192 +: 16]);  // src_step0
        f[384 +: 64] = 64'(w[208 +: 16]);  // src_num0
        f[448 +: 64] = 64'(w[224 +: 16]);  // src_step1
        f[512 +: 64] = 64'(w[240 +: 16]);  // src_num1
      end
      8'hCB: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[128 +: 64]);  // tensor_id
        f[384 +: 64] = 64'(w[384 +: 64]);  // tensor_base
        f[448 +: 64] = 64'(w[448 +: 64]);  // num_elements_per_partition
      end
      8'hDC: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 8]);  // valid_flag
        f[384 +: 64] = 64'(w[184 +: 8]);  // reg_id
      end
      8'hDB: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 16]);  // group_id
        f[384 +: 64] = 64'(w[112 +: 16]);  // channel_id
        f[448 +: 64] = 64'(w[128 +: 16]);  // iteration_id
        f[512 +: 64] = 64'(w[144 +: 8]);  // reg_id
        f[576 +: 64] = 64'(w[160 +: 16]);  // stream_id
      end
      8'hDE: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 32]);  // completion_handle
        f[384 +: 64] = 64'(w[128 +: 8]);  // ap_byte
      end
      8'hBE: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 8]);  // in_dtype
        f[384 +: 64] = 64'(w[112 +: 8]);  // out_dtype
        f[448 +: 64] = 64'(w[120 +: 8]);  // flags
        f[512 +: 64] = 64'(w[128 +: 32]);  // in_addr
        f[576 +: 64] = 64'(w[160 +: 16]);  // in_step0
        f[640 +: 64] = 64'(w[176 +: 16]);  // in_num0
        f[704 +: 64] = 64'(w[192 +: 16]);  // in_step1
        f[768 +: 64] = 64'(w[208 +: 16]);  // in_num1
        f[832 +: 64] = 64'(w[224 +: 16]);  // in_step2
        f[896 +: 64] = 64'(w[240 +: 16]);  // in_num2
        f[960 +: 64] = 64'(w[256 +: 32]);  // out_addr
        f[1024 +: 64] = 64'(w[288 +: 16]);  // out_step0
        f[1088 +: 64] = 64'(w[304 +: 16]);  // out_num0
        f[1152 +: 64] = 64'(w[320 +: 16]);  // out_step1
        f[1216 +: 64] = 64'(w[336 +: 16]);  // out_num1
        f[1280 +: 64] = 64'(w[352 +: 16]);  // out_step2
        f[1344 +: 64] = 64'(w[368 +: 16]);  // out_num2
      end
      8'hD8: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 32]);  // barrier_id
        f[384 +: 64] = 64'(w[128 +: 32]);  // barrier_index
        f[448 +: 64] = 64'(w[256 +: 32]);  // sema_addr
        f[512 +: 64] = 64'(w[288 +: 16]);  // sema_step0
        f[576 +: 64] = 64'(w[304 +: 16]);  // sema_num0
        f[640 +: 64] = 64'(w[320 +: 16]);  // sema_step1
        f[704 +: 64] = 64'(w[336 +: 16]);  // sema_num1
        f[768 +: 64] = 64'(w[352 +: 16]);  // sema_step2
        f[832 +: 64] = 64'(w[368 +: 16]);  // sema_num2
        f[896 +: 64] = 64'(w[384 +: 16]);  // sema_step3
        f[960 +: 64] = 64'(w[400 +: 16]);  // sema_num3
      end
      8'hBF: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 8]);  // src_dtype
        f[384 +: 64] = 64'(w[104 +: 8]);  // dst_dtype
        f[448 +: 64] = 64'(w[128 +: 32]);  // src_addr
        f[512 +: 64] = 64'(w[160 +: 16]);  // src_step0
        f[576 +: 64] = 64'(w[176 +: 16]);  // src_num0
        f[640 +: 64] = 64'(w[192 +: 16]);  // src_step1
        f[704 +: 64] = 64'(w[208 +: 16]);  // src_num1
        f[768 +: 64] = 64'(w[224 +: 16]);  // src_step2
        f[832 +: 64] = 64'(w[240 +: 16]);  // src_num2
        f[896 +: 64] = 64'(w[256 +: 8]);  // cross_core_enable
        f[960 +: 64] = 64'(w[264 +: 8]);  // peer_partition
        f[1024 +: 64] = 64'(w[384 +: 32]);  // dst_addr
        f[1088 +: 64] = 64'(w[416 +: 16]);  // dst_step0
        f[1152 +: 64] = 64'(w[432 +: 16]);  // dst_num0
        f[1216 +: 64] = 64'(w[448 +: 16]);  // dst_step1
        f[1280 +: 64] = 64'(w[464 +: 16]);  // dst_num1
        f[1344 +: 64] = 64'(w[480 +: 16]);  // dst_step2
        f[1408 +: 64] = 64'(w[496 +: 16]);  // dst_num2
      end
      8'h85: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[96 +: 16]);  // num_payloads
        f[384 +: 64] = 64'(w[112 +: 8]);  // function_id
        f[448 +: 64] = 64'(w[120 +: 8]);  // num_arguments
      end
      8'h86: begin
        f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
        f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
        f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
        f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
        f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        f[320 +: 64] = 64'(w[120 +: 8]);  // present
        f[384 +: 64] = 64'(w[128 +: 32]);  // ap_addr
        f[448 +: 64] = 64'(w[160 +: 16]);  // ap_step0
        f[512 +: 64] = 64'(w[176 +: 16]);  // ap_num0
        f[576 +: 64] = 64'(w[192 +: 16]);  // ap_step1
        f[640 +: 64] = 64'(w[208 +: 16]);  // ap_num1
        f[704 +: 64] = 64'(w[224 +: 16]);  // ap_step2
        f[768 +: 64] = 64'(w[240 +: 16]);  // ap_num2
        f[832 +: 64] = 64'(w[256 +: 16]);  // ap_step3
        f[896 +: 64] = 64'(w[272 +: 16]);  // ap_num3
      end
      default: begin
        if (tpb_isa_pkg::op_is_dve(op)) begin
          f[0 +: 64] = 64'(w[32 +: 8]);  // sync_wait_sel
          f[64 +: 64] = 64'(w[40 +: 8]);  // sync_update_sel
          f[128 +: 64] = 64'(w[48 +: 8]);  // sync_wait_val
          f[192 +: 64] = 64'(w[56 +: 8]);  // sync_update_val
          f[256 +: 64] = 64'(w[64 +: 32]);  // sync_branch_pc
        end
      end
    endcase
    extract_fields = f;
  endfunction

  // Word-level and field checks of one word, in the documented priority order:
  // unknown opcode, word length, reserved bytes, then each field's check in field order.
  // Chain checks (orphan, broken, truncated) live in the decoder, before and after these.
  function automatic err_e check_word(input logic [tpb_isa_pkg::BundleBits-1:0] w);
    err_e e;
    logic [7:0] op;
    logic [tpb_isa_pkg::BundleBits-1:0] covered;
    op = w[7:0];
    e = tpb_isa_pkg::ERR_OK;
    covered = '0;
    if (!tpb_isa_pkg::op_is_cross(op) && !tpb_isa_pkg::op_is_dve(op)) e = tpb_isa_pkg::ERR_UNKNOWN_OPCODE;
    else if (w[15:8] != ((op == 8'hDA) ? 8'h00 : tpb_isa_pkg::WordLen)) e = tpb_isa_pkg::ERR_BAD_WORD_LEN;
    if (e == tpb_isa_pkg::ERR_OK) begin
      unique case (op)
        8'hD9: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hDA: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'h00, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hCB: covered = {
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hDC: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hDB: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'h00, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hDE: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hBE: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hD8: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'hBF: covered = {
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'h85: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        8'h86: covered = {
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00,
          8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'h00, 8'h00, 8'h00, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
        default: covered = {
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF,
          8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'hFF, 8'h00, 8'h00, 8'hFF, 8'hFF
        };
      endcase
      if ((w & ~covered) != '0) e = tpb_isa_pkg::ERR_RESERVED_NONZERO;
    end
    unique case (op)
      8'hD9: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_alu_op(w[96 +: 8]))) e = tpb_isa_pkg::ERR_BAD_ALU_OP;  // alu_op
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_dtype(w[104 +: 8]))) e = tpb_isa_pkg::ERR_BAD_DTYPE;  // dtype
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_coll_kind(w[112 +: 8]))) e = tpb_isa_pkg::ERR_BAD_COLL_KIND;  // collective_kind
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::addr4_ok(w[128 +: 32]) || w[160 +: 32] != 32'd0)) e = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // src_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[208 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[240 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num1
      end
      8'hDA: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_alu_op(w[96 +: 8]))) e = tpb_isa_pkg::ERR_BAD_ALU_OP;  // alu_op
        if (e == tpb_isa_pkg::ERR_OK && (!(w[104 +: 8] == 8'h00 || tpb_isa_pkg::is_dtype(w[104 +: 8])))) e = tpb_isa_pkg::ERR_BAD_DTYPE;  // dtype
        if (e == tpb_isa_pkg::ERR_OK && (!(w[112 +: 8] == 8'h00 || tpb_isa_pkg::is_coll_kind(w[112 +: 8])))) e = tpb_isa_pkg::ERR_BAD_COLL_KIND;  // collective_kind
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::addr4_ok(w[128 +: 32]) || w[160 +: 32] != 32'd0)) e = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // src_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[208 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[240 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num1
      end
      8'hCB: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
      end
      8'hDC: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        if (e == tpb_isa_pkg::ERR_OK && (w[96 +: 8] > 8'd1)) e = tpb_isa_pkg::ERR_BAD_FLAG;  // valid_flag
      end
      8'hDB: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
      end
      8'hDE: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
      end
      8'hBE: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_dtype(w[96 +: 8]))) e = tpb_isa_pkg::ERR_BAD_DTYPE;  // in_dtype
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_dtype(w[112 +: 8]))) e = tpb_isa_pkg::ERR_BAD_DTYPE;  // out_dtype
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::addr4_ok(w[128 +: 32]))) e = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // in_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[176 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // in_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[208 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // in_num1
        if (e == tpb_isa_pkg::ERR_OK && (w[240 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // in_num2
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::addr4_ok(w[256 +: 32]))) e = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // out_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[304 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // out_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[336 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // out_num1
        if (e == tpb_isa_pkg::ERR_OK && (w[368 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // out_num2
      end
      8'hD8: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::addr4_ok(w[256 +: 32]))) e = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // sema_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[304 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[336 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num1
        if (e == tpb_isa_pkg::ERR_OK && (w[368 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num2
        if (e == tpb_isa_pkg::ERR_OK && (w[400 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // sema_num3
      end
      8'hBF: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_dtype(w[96 +: 8]))) e = tpb_isa_pkg::ERR_BAD_DTYPE;  // src_dtype
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_dtype(w[104 +: 8]))) e = tpb_isa_pkg::ERR_BAD_DTYPE;  // dst_dtype
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::addr4_ok(w[128 +: 32]))) e = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // src_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[176 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[208 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num1
        if (e == tpb_isa_pkg::ERR_OK && (w[240 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // src_num2
        if (e == tpb_isa_pkg::ERR_OK && (w[256 +: 8] != 8'd1)) e = tpb_isa_pkg::ERR_BAD_FLAG;  // cross_core_enable
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::addr4_ok(w[384 +: 32]))) e = tpb_isa_pkg::ERR_BAD_AP_ADDR;  // dst_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[432 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // dst_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[464 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // dst_num1
        if (e == tpb_isa_pkg::ERR_OK && (w[496 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // dst_num2
      end
      8'h85: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        if (e == tpb_isa_pkg::ERR_OK && (w[96 +: 16] != ((w[8*15 +: 8] == 8'd0) ? 16'd1 : 16'(w[8*15 +: 8]) + 16'd2))) e = tpb_isa_pkg::ERR_CO_COUNT_MISMATCH;  // num_payloads
        if (e == tpb_isa_pkg::ERR_OK && (w[112 +: 8] == 8'hFF)) e = tpb_isa_pkg::ERR_CO_FUNCTION_ID_UNSET;  // function_id
      end
      8'h86: begin
        if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        if (e == tpb_isa_pkg::ERR_OK && (w[120 +: 8] != 8'd1)) e = tpb_isa_pkg::ERR_BAD_FLAG;  // present
        if (e == tpb_isa_pkg::ERR_OK) e = tpb_isa_pkg::addr4_co_err(w[128 +: 32]);  // ap_addr
        if (e == tpb_isa_pkg::ERR_OK && (w[176 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num0
        if (e == tpb_isa_pkg::ERR_OK && (w[208 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num1
        if (e == tpb_isa_pkg::ERR_OK && (w[240 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num2
        if (e == tpb_isa_pkg::ERR_OK && (w[272 +: 16] == '0)) e = tpb_isa_pkg::ERR_BAD_AP_SHAPE;  // ap_num3
      end
      default: begin
        if (tpb_isa_pkg::op_is_dve(op)) begin
          if (e == tpb_isa_pkg::ERR_OK && (!tpb_isa_pkg::is_sync_wait(w[32 +: 8]))) e = tpb_isa_pkg::ERR_BAD_SYNC_SEL;  // sync_wait_sel
        end
      end
    endcase
    check_word = e;
  endfunction

endpackage

/* verilator lint_on UNUSEDSIGNAL */
/* verilator lint_on UNUSEDPARAM */
