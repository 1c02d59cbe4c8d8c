// generated from cmodel/spec/tpb_fieldmap.toml by scripts/gen_fieldmap.py, do not edit
//
// Macros every RTL file may use. A file of `define lines only, first in every file list
// of the RTL manifest (OpenTitan keeps its assertion macros in prim_assert.sv the same way).

`ifndef TPB_MACROS_SV
`define TPB_MACROS_SV

// Flat port groups (docs/design.md, Flat ports): `TPB_<G>_SRC(p) and `TPB_<G>_SNK(p) declare
// a channel's ports named p<member>_o / p<member>_i; `TPB_<G>_CONNECT(a, b) and
// `TPB_<G>_CONNECT_SNK(a, b) connect an instance's ports a<member>_* to signals b<member>_*.
// A group's member types may name the using module's parameters ("needs").

// WORDS: a word stream: byte k of the bundle at word[8*k +: 8], last marks the stream's end
`define TPB_WORDS_SRC(p) \
  output logic                               p``valid_o, \
  input  logic                               p``ready_i, \
  output logic [tpb_isa_pkg::BundleBits-1:0] p``word_o, \
  output logic                               p``last_o
`define TPB_WORDS_CONNECT(a, b) \
  .a``valid_o (b``valid_o), \
  .a``ready_i (b``ready_i), \
  .a``word_o (b``word_o), \
  .a``last_o (b``last_o)
`define TPB_WORDS_SNK(p) \
  input  logic                               p``valid_i, \
  output logic                               p``ready_o, \
  input  logic [tpb_isa_pkg::BundleBits-1:0] p``word_i, \
  input  logic                               p``last_i
`define TPB_WORDS_CONNECT_SNK(a, b) \
  .a``valid_i (b``valid_i), \
  .a``ready_o (b``ready_o), \
  .a``word_i (b``word_i), \
  .a``last_i (b``last_i)

// PORT: an engine port (port_t flat): an accepted word and its index
`define TPB_PORT_SRC(p) \
  output logic                               p``valid_o, \
  input  logic                               p``ready_i, \
  output logic [tpb_isa_pkg::BundleBits-1:0] p``word_o, \
  output logic [31:0]                        p``index_o
`define TPB_PORT_CONNECT(a, b) \
  .a``valid_o (b``valid_o), \
  .a``ready_i (b``ready_i), \
  .a``word_o (b``word_o), \
  .a``index_o (b``index_o)
`define TPB_PORT_SNK(p) \
  input  logic                               p``valid_i, \
  output logic                               p``ready_o, \
  input  logic [tpb_isa_pkg::BundleBits-1:0] p``word_i, \
  input  logic [31:0]                        p``index_i
`define TPB_PORT_CONNECT_SNK(a, b) \
  .a``valid_i (b``valid_i), \
  .a``ready_o (b``ready_o), \
  .a``word_i (b``word_i), \
  .a``index_i (b``index_i)

// MV_CPL: an SB2SB mover completion (mv_cpl_t flat) with its handshake
`define TPB_MV_CPL_SRC(p) \
  output logic              p``valid_o, \
  input  logic              p``ready_i, \
  output logic [31:0]       p``index_o, \
  output tpb_isa_pkg::err_e p``err_o, \
  output logic [31:0]       p``bytes_o
`define TPB_MV_CPL_CONNECT(a, b) \
  .a``valid_o (b``valid_o), \
  .a``ready_i (b``ready_i), \
  .a``index_o (b``index_o), \
  .a``err_o (b``err_o), \
  .a``bytes_o (b``bytes_o)
`define TPB_MV_CPL_SNK(p) \
  input  logic              p``valid_i, \
  output logic              p``ready_o, \
  input  logic [31:0]       p``index_i, \
  input  tpb_isa_pkg::err_e p``err_i, \
  input  logic [31:0]       p``bytes_i
`define TPB_MV_CPL_CONNECT_SNK(a, b) \
  .a``valid_i (b``valid_i), \
  .a``ready_o (b``ready_o), \
  .a``index_i (b``index_i), \
  .a``err_i (b``err_i), \
  .a``bytes_i (b``bytes_i)

// COP_CPL: a custom-op completion (cop_cpl_t flat, function_id as function) with its handshake
`define TPB_COP_CPL_SRC(p) \
  output logic              p``valid_o, \
  input  logic              p``ready_i, \
  output logic [31:0]       p``index_o, \
  output tpb_isa_pkg::err_e p``err_o, \
  output logic [7:0]        p``function_o, \
  output logic [7:0]        p``cpu_o, \
  output logic [31:0]       p``bytes_in_o, \
  output logic [31:0]       p``bytes_out_o
`define TPB_COP_CPL_CONNECT(a, b) \
  .a``valid_o (b``valid_o), \
  .a``ready_i (b``ready_i), \
  .a``index_o (b``index_o), \
  .a``err_o (b``err_o), \
  .a``function_o (b``function_o), \
  .a``cpu_o (b``cpu_o), \
  .a``bytes_in_o (b``bytes_in_o), \
  .a``bytes_out_o (b``bytes_out_o)
`define TPB_COP_CPL_SNK(p) \
  input  logic              p``valid_i, \
  output logic              p``ready_o, \
  input  logic [31:0]       p``index_i, \
  input  tpb_isa_pkg::err_e p``err_i, \
  input  logic [7:0]        p``function_i, \
  input  logic [7:0]        p``cpu_i, \
  input  logic [31:0]       p``bytes_in_i, \
  input  logic [31:0]       p``bytes_out_i
`define TPB_COP_CPL_CONNECT_SNK(a, b) \
  .a``valid_i (b``valid_i), \
  .a``ready_o (b``ready_o), \
  .a``index_i (b``index_i), \
  .a``err_i (b``err_i), \
  .a``function_i (b``function_i), \
  .a``cpu_i (b``cpu_i), \
  .a``bytes_in_i (b``bytes_in_i), \
  .a``bytes_out_i (b``bytes_out_i)

// COP_DONE: the cluster's done for the ringing chain (cluster to mailbox): strobe and completion fields
`define TPB_COP_DONE_SRC(p) \
  output logic              p``done_o, \
  output tpb_isa_pkg::err_e p``done_err_o, \
  output logic [7:0]        p``done_cpu_o, \
  output logic [31:0]       p``done_bytes_in_o, \
  output logic [31:0]       p``done_bytes_out_o
`define TPB_COP_DONE_CONNECT(a, b) \
  .a``done_o (b``done_o), \
  .a``done_err_o (b``done_err_o), \
  .a``done_cpu_o (b``done_cpu_o), \
  .a``done_bytes_in_o (b``done_bytes_in_o), \
  .a``done_bytes_out_o (b``done_bytes_out_o)
`define TPB_COP_DONE_SNK(p) \
  input  logic              p``done_i, \
  input  tpb_isa_pkg::err_e p``done_err_i, \
  input  logic [7:0]        p``done_cpu_i, \
  input  logic [31:0]       p``done_bytes_in_i, \
  input  logic [31:0]       p``done_bytes_out_i
`define TPB_COP_DONE_CONNECT_SNK(a, b) \
  .a``done_i (b``done_i), \
  .a``done_err_i (b``done_err_i), \
  .a``done_cpu_i (b``done_cpu_i), \
  .a``done_bytes_in_i (b``done_bytes_in_i), \
  .a``done_bytes_out_i (b``done_bytes_out_i)

// ERR_STATUS: the decoder's error status block (err_status_t flat)
`define TPB_ERR_STATUS_SRC(p) \
  output logic                              p``valid_o, \
  output logic [31:0]                       p``index_o, \
  output tpb_isa_pkg::err_e                 p``code_o, \
  output logic [tpb_isa_pkg::NumErrors-1:0] p``sticky_o
`define TPB_ERR_STATUS_CONNECT(a, b) \
  .a``valid_o (b``valid_o), \
  .a``index_o (b``index_o), \
  .a``code_o (b``code_o), \
  .a``sticky_o (b``sticky_o)
`define TPB_ERR_STATUS_SNK(p) \
  input  logic                              p``valid_i, \
  input  logic [31:0]                       p``index_i, \
  input  tpb_isa_pkg::err_e                 p``code_i, \
  input  logic [tpb_isa_pkg::NumErrors-1:0] p``sticky_i
`define TPB_ERR_STATUS_CONNECT_SNK(a, b) \
  .a``valid_i (b``valid_i), \
  .a``index_i (b``index_i), \
  .a``code_i (b``code_i), \
  .a``sticky_i (b``sticky_i)

// TBL_WR: a DVE table write (table, row, 32-bit word of the row); no reply
`define TPB_TBL_WR_SRC(p) \
  output logic                  p``we_o, \
  output tpb_dve_pkg::tbl_sel_e p``sel_o, \
  output logic [7:0]            p``row_o, \
  output logic [7:0]            p``word_o, \
  output logic [31:0]           p``wdata_o
`define TPB_TBL_WR_CONNECT(a, b) \
  .a``we_o (b``we_o), \
  .a``sel_o (b``sel_o), \
  .a``row_o (b``row_o), \
  .a``word_o (b``word_o), \
  .a``wdata_o (b``wdata_o)
`define TPB_TBL_WR_SNK(p) \
  input  logic                  p``we_i, \
  input  tpb_dve_pkg::tbl_sel_e p``sel_i, \
  input  logic [7:0]            p``row_i, \
  input  logic [7:0]            p``word_i, \
  input  logic [31:0]           p``wdata_i
`define TPB_TBL_WR_CONNECT_SNK(a, b) \
  .a``we_i (b``we_i), \
  .a``sel_i (b``sel_i), \
  .a``row_i (b``row_i), \
  .a``word_i (b``word_i), \
  .a``wdata_i (b``wdata_i)

// SBUF_ROW: an SBUF row request (aligned rows of PortBytes bytes); read data come back apart (needs PartW, RowW, PortBits)
`define TPB_SBUF_ROW_SRC(p) \
  output logic                p``req_o, \
  output logic                p``we_o, \
  output logic [PartW-1:0]    p``partition_o, \
  output logic [RowW-1:0]     p``row_o, \
  output logic [PortBits-1:0] p``wdata_o
`define TPB_SBUF_ROW_CONNECT(a, b) \
  .a``req_o (b``req_o), \
  .a``we_o (b``we_o), \
  .a``partition_o (b``partition_o), \
  .a``row_o (b``row_o), \
  .a``wdata_o (b``wdata_o)
`define TPB_SBUF_ROW_SNK(p) \
  input  logic                p``req_i, \
  input  logic                p``we_i, \
  input  logic [PartW-1:0]    p``partition_i, \
  input  logic [RowW-1:0]     p``row_i, \
  input  logic [PortBits-1:0] p``wdata_i
`define TPB_SBUF_ROW_CONNECT_SNK(a, b) \
  .a``req_i (b``req_i), \
  .a``we_i (b``we_i), \
  .a``partition_i (b``partition_i), \
  .a``row_i (b``row_i), \
  .a``wdata_i (b``wdata_i)

// SBUF_MON: the SBUF write monitor: one mover write beat (needs PartW, OffW, PortBytes, PortBits)
`define TPB_SBUF_MON_SRC(p) \
  output logic                 p``valid_o, \
  output logic                 p``core_o, \
  output logic [PartW-1:0]     p``partition_o, \
  output logic [OffW-1:0]      p``offset_o, \
  output logic [PortBytes-1:0] p``be_o, \
  output logic [PortBits-1:0]  p``data_o
`define TPB_SBUF_MON_CONNECT(a, b) \
  .a``valid_o (b``valid_o), \
  .a``core_o (b``core_o), \
  .a``partition_o (b``partition_o), \
  .a``offset_o (b``offset_o), \
  .a``be_o (b``be_o), \
  .a``data_o (b``data_o)
`define TPB_SBUF_MON_SNK(p) \
  input  logic                 p``valid_i, \
  input  logic                 p``core_i, \
  input  logic [PartW-1:0]     p``partition_i, \
  input  logic [OffW-1:0]      p``offset_i, \
  input  logic [PortBytes-1:0] p``be_i, \
  input  logic [PortBits-1:0]  p``data_i
`define TPB_SBUF_MON_CONNECT_SNK(a, b) \
  .a``valid_i (b``valid_i), \
  .a``core_i (b``core_i), \
  .a``partition_i (b``partition_i), \
  .a``offset_i (b``offset_i), \
  .a``be_i (b``be_i), \
  .a``data_i (b``data_i)

// DVE_REC: a DVE control record's payload (its valid/ready apart) (needs EntryBits, SlowBits, FastRowWords, SlowWords, DpRowWords)
`define TPB_DVE_REC_SRC(p) \
  output logic [31:0]                p``index_o, \
  output logic [7:0]                 p``opcode_o, \
  output tpb_isa_pkg::err_e          p``err_o, \
  output logic [EntryBits-1:0]       p``entry_o, \
  output logic [7:0]                 p``fast_o, \
  output logic [SlowBits-1:0]        p``slow_o, \
  output logic                       p``slow_fetched_o, \
  output logic [FastRowWords*32-1:0] p``fast_word_o, \
  output logic [SlowWords*32-1:0]    p``slow_word_o, \
  output logic [DpRowWords*32-1:0]   p``dp_word_o
`define TPB_DVE_REC_CONNECT(a, b) \
  .a``index_o (b``index_o), \
  .a``opcode_o (b``opcode_o), \
  .a``err_o (b``err_o), \
  .a``entry_o (b``entry_o), \
  .a``fast_o (b``fast_o), \
  .a``slow_o (b``slow_o), \
  .a``slow_fetched_o (b``slow_fetched_o), \
  .a``fast_word_o (b``fast_word_o), \
  .a``slow_word_o (b``slow_word_o), \
  .a``dp_word_o (b``dp_word_o)
`define TPB_DVE_REC_SNK(p) \
  input  logic [31:0]                p``index_i, \
  input  logic [7:0]                 p``opcode_i, \
  input  tpb_isa_pkg::err_e          p``err_i, \
  input  logic [EntryBits-1:0]       p``entry_i, \
  input  logic [7:0]                 p``fast_i, \
  input  logic [SlowBits-1:0]        p``slow_i, \
  input  logic                       p``slow_fetched_i, \
  input  logic [FastRowWords*32-1:0] p``fast_word_i, \
  input  logic [SlowWords*32-1:0]    p``slow_word_i, \
  input  logic [DpRowWords*32-1:0]   p``dp_word_i
`define TPB_DVE_REC_CONNECT_SNK(a, b) \
  .a``index_i (b``index_i), \
  .a``opcode_i (b``opcode_i), \
  .a``err_i (b``err_i), \
  .a``entry_i (b``entry_i), \
  .a``fast_i (b``fast_i), \
  .a``slow_i (b``slow_i), \
  .a``slow_fetched_i (b``slow_fetched_i), \
  .a``fast_word_i (b``fast_word_i), \
  .a``slow_word_i (b``slow_word_i), \
  .a``dp_word_i (b``dp_word_i)

// Checks (docs/design.md, Checks): `TPB_ASSERT(condition, (format, args...)) checks at each
// clk_i edge out of reset, the message in parentheses (the report names the file and line);
// `TPB_ASSERT_IF(when, condition, (format, args...)) only in clocks where `when` holds. An
// immediate assertion in its own always_ff, sampled as the flops are; nothing in synthesis.
// `TPB_STATIC_ASSERT(g_name, condition, (format, args...)) stops elaboration when a parameter
// condition does not hold.
`ifndef SYNTHESIS
`define TPB_ASSERT(cond, msg) \
  always_ff @(posedge clk_i or negedge rst_ni) if (rst_ni) assert (cond) else $error msg;
`define TPB_ASSERT_IF(when, cond, msg) \
  always_ff @(posedge clk_i or negedge rst_ni) if (rst_ni && (when)) assert (cond) else $error msg;
`else
`define TPB_ASSERT(cond, msg)
`define TPB_ASSERT_IF(when, cond, msg)
`endif
`define TPB_STATIC_ASSERT(name, cond, msg) \
  if (!(cond)) begin : name $error msg; end

`endif  // TPB_MACROS_SV
