// DVE table-driven sequencer (S003, the DVE opcode_table): one DVE opcode in, one control
// record out. The RTL twin of tpb::dve::Sequencer (cmodel/src/dve.cpp); tb/dve compares the
// two record by record.
//
// Lookup (S003 §1, §3, §5):
//   entry V = opcode_table[opcode]            256 slots, EntryBits = 64 (gen2) / 32 (gen3/4)
//   V == 0                                    -> ERR_DVE_DISABLED, nothing fetched
//   gen2:   fast = V[6:0], slow = V >> 7      (128-row combined control_table)
//   gen3/4: fast = V[7:0], slow = V >> 8      (256-row control_fast / control_slow)
//   fast >= FastRows                          -> ERR_DVE_FAST_RANGE, nothing fetched
//   slow != 0 && slow >= slow rows            -> ERR_DVE_SLOW_RANGE, nothing fetched
//   else fetch control_fast[fast], control_slow[slow] when slow != 0, datapath[fast].
//   gen2 has no separate slow table: its slow selector reads the combined control_table
//   (PROJECT reading of S003 §3 "combined"); a second copy of that table (written together
//   with it) gives the second read port.
// A failing lookup still emits a record (with its error code): it fetches nothing, and the
// word fields are zero. Slot 0 (the idle/reset descriptor) is looked up like any slot.
//
// Record: index, opcode, err, entry, fast row, slow row, slow_fetched, and the fetched rows
// (fast word FastRowWords x 32 bits, slow word, datapath word DpRowWords x 32 bits; byte b of
// a row is bits [8b +: 8], as in the table files). Error codes are tpb_isa_pkg::err_e.
//
// Pipeline and latency: two stages, synchronous-read RAMs (block RAM on an FPGA).
//   cycle t   : opcode accepted (valid_i && ready_o), opcode_table read
//   cycle t+1 : entry decoded, range checks, control/datapath rows read
//   cycle t+2 : record valid on valid_o (latency 2 clocks)
// The row reads do not wait for the range checks: every lookup moving into stage 2 reads
// the rows its entry names (the address bits the tables have), and the record's fetch flags
// zero what a failing lookup or an entry without a slow row read. On the FPGA the checks
// then stay off the path from the opcode table's block RAM into the row tables' read ports
// (the slow-row compare sat on the board's limiting path). Records are the same.
// One opcode per clock while ready_i stays high: ready_o = stage 1 empty or moving on, so
// back-pressure on ready_i reaches ready_o in the same clock (no skid buffer). A stalled
// record holds all its outputs (the RAMs' read enables drop while stalled).
//
// Table write port: tbl_we_i writes 32-bit word tbl_word_i of row tbl_row_i of table
// tbl_sel_i (tpb_dve_pkg::tbl_sel_e). Out-of-range rows/words, and TBL_CONTROL_SLOW on gen2,
// write nothing and raise tbl_wbad_o in that clock. Write only while idle_o (asserted in
// simulation); ready_o is low in a write clock. Tables can also be preloaded at start-up
// with $readmemh (the *Init parameters, default none).
//
// Sizes: Gen selects the entry width and split; FastRows/SlowRows and the row widths in
// 32-bit words are parameters (the S003 fixtures use 2/4 words on gen2, 2/2/4 on gen3 and
// 3/2/8 on gen4). FastRows <= 2^SplitBit, SlowRows <= 256.
//
// Integration (rtl/top/tpb_system.sv): valid_i/opcode_i/index_i come from tpb_core's DVE port
// (an accepted decoder record with route ROUTE_DVE: its opcode byte and index).

module tpb_dve_seq #(
  parameter int unsigned Gen          = 3,
  parameter int unsigned FastRows     = (Gen == 2) ? 128 : 256,
  parameter int unsigned SlowRows     = 256,  // gen3/gen4 control_slow rows; unused on gen2
  parameter int unsigned FastRowWords = 2,    // control(_fast) row width, 32-bit words
  parameter int unsigned SlowRowWords = 2,    // control_slow row width; unused on gen2
  parameter int unsigned DpRowWords   = 4,    // datapath row width
  parameter              OpTableInit  = "",   // $readmemh files, one row per line
  parameter              FastInit     = "",
  parameter              SlowInit     = "",
  parameter              DpInit       = "",
  // Derived (tpb_dve_pkg).
  localparam int unsigned EntryBits   = tpb_dve_pkg::entry_bits(Gen),
  localparam int unsigned SplitBit    = tpb_dve_pkg::split_bit(Gen),
  localparam int unsigned SlowBits    = tpb_dve_pkg::slow_bits(Gen),
  localparam int unsigned SlowWords   = tpb_dve_pkg::slow_words(Gen, FastRowWords, SlowRowWords)
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,

  // Table write port.
  `TPB_TBL_WR_SNK(tbl_),
  output logic                        tbl_wbad_o,

  // Opcode stream in: one accepted DVE word's opcode and index.
  input  logic                        valid_i,
  output logic                        ready_o,
  input  logic [7:0]                  opcode_i,
  input  logic [31:0]                 index_i,

  // Control record stream out.
  output logic                        valid_o,
  input  logic                        ready_i,
  `TPB_DVE_REC_SRC(rec_),

  output logic                        idle_o
);

  localparam int unsigned OpWords    = EntryBits / 32;
  localparam int unsigned SlowDepth  = (Gen == 2) ? FastRows : SlowRows;
  localparam int unsigned FastAw     = (FastRows > 1) ? $clog2(FastRows) : 1;
  localparam int unsigned SlowAw     = (SlowDepth > 1) ? $clog2(SlowDepth) : 1;
  localparam int unsigned OpWordW    = (OpWords > 1) ? $clog2(OpWords) : 1;
  localparam int unsigned FastWordW  = (FastRowWords > 1) ? $clog2(FastRowWords) : 1;
  localparam int unsigned SlowWordW  = (SlowWords > 1) ? $clog2(SlowWords) : 1;
  localparam int unsigned DpWordW    = (DpRowWords > 1) ? $clog2(DpRowWords) : 1;
  localparam logic        SharedCtrl = (Gen == 2);

  `TPB_STATIC_ASSERT(g_check_gen, Gen >= 2 && Gen <= 4,
                    ("tpb_dve_seq: Gen must be 2, 3 or 4"))
  `TPB_STATIC_ASSERT(g_check_fast_rows, !(FastRows < 1 || FastRows > (1 << SplitBit)),
                    ("tpb_dve_seq: FastRows must be 1..2^SplitBit"))
  `TPB_STATIC_ASSERT(g_check_slow_rows, !(SlowDepth < 1 || SlowDepth > 256),
                    ("tpb_dve_seq: SlowRows must be 1..256"))

  ////////////////////
  // Write port     //
  ////////////////////

  logic op_we, fast_we, slow_we, dp_we;

  always_comb begin
    op_we      = 1'b0;
    fast_we    = 1'b0;
    slow_we    = 1'b0;
    dp_we      = 1'b0;
    tbl_wbad_o = 1'b0;
    if (tbl_we_i) begin
      unique case (tbl_sel_i)
        tpb_dve_pkg::TBL_OPCODE: begin
          if (32'(tbl_word_i) < OpWords) op_we = 1'b1;
          else                           tbl_wbad_o = 1'b1;
        end
        tpb_dve_pkg::TBL_CONTROL_FAST: begin
          if (32'(tbl_row_i) < FastRows && 32'(tbl_word_i) < FastRowWords) begin
            fast_we = 1'b1;
            slow_we = SharedCtrl;  // gen2: the slow port's copy of the combined table
          end else begin
            tbl_wbad_o = 1'b1;
          end
        end
        tpb_dve_pkg::TBL_CONTROL_SLOW: begin
          if (!SharedCtrl && 32'(tbl_row_i) < SlowDepth && 32'(tbl_word_i) < SlowWords) slow_we = 1'b1;
          else                                                                          tbl_wbad_o = 1'b1;
        end
        tpb_dve_pkg::TBL_DATAPATH: begin
          if (32'(tbl_row_i) < FastRows && 32'(tbl_word_i) < DpRowWords) dp_we = 1'b1;
          else                                                           tbl_wbad_o = 1'b1;
        end
        default: tbl_wbad_o = 1'b1;
      endcase
    end
  end

  ////////////////////
  // Handshakes     //
  ////////////////////

  logic s1_valid_d, s1_valid_q;
  logic s2_valid_d, s2_valid_q;
  logic s2_ready, s1_ready;
  logic in_fire, s1_fire;

  assign s2_ready = !s2_valid_q || ready_i;
  assign s1_ready = !s1_valid_q || s2_ready;
  assign ready_o  = s1_ready && !tbl_we_i;
  assign in_fire  = valid_i && ready_o;
  assign s1_fire  = s1_valid_q && s2_ready;  // stage 1 moves into stage 2
  assign idle_o   = !s1_valid_q && !s2_valid_q;

  assign s1_valid_d = in_fire || (s1_valid_q && !s2_ready);
  assign s2_valid_d = s1_fire || (s2_valid_q && !ready_i);

  ////////////////////
  // Stage 1        //
  ////////////////////

  // One opcode's lookup as it moves from stage 1 (combinational from the opcode_table read)
  // into the stage-2 register, which holds it while the rows are read and the record waits.
  // Its error code travels beside it (s1_err, s2_err_q): Yosys 0.23 takes no package type
  // inside a module's struct.
  typedef struct packed {
    logic [7:0]           opcode;
    logic [31:0]          index;
    logic [EntryBits-1:0] entry;
    logic [7:0]           fast;
    logic [SlowBits-1:0]  slow;
    logic                 fetch;       // no error: read the fast and datapath rows
    logic                 fetch_slow;  // and the slow row (slow != 0)
  } lookup_t;

  logic [7:0]              s1_opcode_d, s1_opcode_q;
  logic [31:0]             s1_index_d, s1_index_q;
  logic [OpWords*32-1:0]   op_rdata;
  lookup_t                 s1;
  tpb_isa_pkg::err_e       s1_err;

  assign s1_opcode_d = in_fire ? opcode_i : s1_opcode_q;
  assign s1_index_d  = in_fire ? index_i : s1_index_q;

  // Word enables of a table write: word `word` of the row (tbl_word_i cut to the row's word
  // index), none when it is past the row's words. One compare per word, the form the
  // tables' RAM had before it became tpb_prim_ram (same gates, same FPGA placement).
  function automatic logic [7:0] word_enables(logic [7:0] word, int unsigned words);
    for (int unsigned w = 0; w < 8; w++) begin
      word_enables[w] = (w < words) && (32'(word) == w);
    end
  endfunction

  tpb_prim_ram #(
    .Depth    (256),
    .Width    (OpWords * 32),
    .LaneBits (32),
    .InitFile (OpTableInit)
  ) u_op_ram (
    .clk_i   (clk_i),
    .we_i    (op_we),
    .wbe_i   (OpWords'(word_enables(8'(tbl_word_i[OpWordW-1:0]), OpWords))),
    .waddr_i (tbl_row_i),
    .wdata_i ({OpWords{tbl_wdata_i}}),
    .re_i    (in_fire),
    .raddr_i (opcode_i),
    .rdata_o (op_rdata)
  );

  // The entry's rows; error priority: disabled, fast row range, slow row range (the model's
  // lookup()).
  always_comb begin
    s1.opcode = s1_opcode_q;
    s1.index  = s1_index_q;
    s1.entry  = op_rdata[EntryBits-1:0];
    s1.fast   = 8'(s1.entry[SplitBit-1:0]);
    s1.slow   = s1.entry[EntryBits-1:SplitBit];
    s1_err    = tpb_isa_pkg::ERR_OK;
    if (s1.entry == '0) begin
      s1_err = tpb_isa_pkg::ERR_DVE_DISABLED;
    end else if (32'(s1.fast) >= FastRows) begin
      s1_err = tpb_isa_pkg::ERR_DVE_FAST_RANGE;
    end else if (s1.slow != '0 && s1.slow >= SlowBits'(SlowDepth)) begin
      s1_err = tpb_isa_pkg::ERR_DVE_SLOW_RANGE;
    end
    s1.fetch      = s1_err == tpb_isa_pkg::ERR_OK;
    s1.fetch_slow = s1.fetch && (s1.slow != '0);
  end

  ////////////////////
  // Stage 2        //
  ////////////////////

  lookup_t                    s2_d, s2_q;
  tpb_isa_pkg::err_e          s2_err_d, s2_err_q;
  logic [FastRowWords*32-1:0] fast_rdata;
  logic [SlowWords*32-1:0]    slow_rdata;
  logic [DpRowWords*32-1:0]   dp_rdata;

  assign s2_d     = s1_fire ? s1 : s2_q;
  assign s2_err_d = s1_fire ? s1_err : s2_err_q;

  tpb_prim_ram #(
    .Depth    (FastRows),
    .Width    (FastRowWords * 32),
    .LaneBits (32),
    .InitFile (FastInit),
    .RdAddrCheck (1'b0)  // a failing lookup's row may lie past the table: read, then zeroed
  ) u_fast_ram (
    .clk_i   (clk_i),
    .we_i    (fast_we),
    .wbe_i   (FastRowWords'(word_enables(8'(tbl_word_i[FastWordW-1:0]), FastRowWords))),
    .waddr_i (tbl_row_i[FastAw-1:0]),
    .wdata_i ({FastRowWords{tbl_wdata_i}}),
    .re_i    (s1_fire),
    .raddr_i (s1.fast[FastAw-1:0]),
    .rdata_o (fast_rdata)
  );

  tpb_prim_ram #(
    .Depth    (SlowDepth),
    .Width    (SlowWords * 32),
    .LaneBits (32),
    .InitFile (SharedCtrl ? FastInit : SlowInit),
    .RdAddrCheck (1'b0)  // a failing lookup's row may lie past the table: read, then zeroed
  ) u_slow_ram (
    .clk_i   (clk_i),
    .we_i    (slow_we),
    .wbe_i   (SlowWords'(word_enables(8'(tbl_word_i[SlowWordW-1:0]), SlowWords))),
    .waddr_i (tbl_row_i[SlowAw-1:0]),
    .wdata_i ({SlowWords{tbl_wdata_i}}),
    .re_i    (s1_fire),
    .raddr_i (s1.slow[SlowAw-1:0]),
    .rdata_o (slow_rdata)
  );

  tpb_prim_ram #(
    .Depth    (FastRows),
    .Width    (DpRowWords * 32),
    .LaneBits (32),
    .InitFile (DpInit),
    .RdAddrCheck (1'b0)  // a failing lookup's row may lie past the table: read, then zeroed
  ) u_dp_ram (
    .clk_i   (clk_i),
    .we_i    (dp_we),
    .wbe_i   (DpRowWords'(word_enables(8'(tbl_word_i[DpWordW-1:0]), DpRowWords))),
    .waddr_i (tbl_row_i[FastAw-1:0]),
    .wdata_i ({DpRowWords{tbl_wdata_i}}),
    .re_i    (s1_fire),
    .raddr_i (s1.fast[FastAw-1:0]),
    .rdata_o (dp_rdata)
  );

  ////////////////////
  // Registers      //
  ////////////////////

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      s1_valid_q      <= 1'b0;
      s1_opcode_q     <= '0;
      s1_index_q      <= '0;
      s2_valid_q      <= 1'b0;
      s2_q            <= '0;  // nothing fetched
      s2_err_q        <= tpb_isa_pkg::ERR_OK;
    end else begin
      s1_valid_q      <= s1_valid_d;
      s1_opcode_q     <= s1_opcode_d;
      s1_index_q      <= s1_index_d;
      s2_valid_q      <= s2_valid_d;
      s2_q            <= s2_d;
      s2_err_q        <= s2_err_d;
    end
  end

  ////////////////////
  // Outputs        //
  ////////////////////

  assign valid_o            = s2_valid_q;
  assign rec_index_o        = s2_q.index;
  assign rec_opcode_o       = s2_q.opcode;
  assign rec_err_o          = s2_err_q;
  assign rec_entry_o        = s2_q.entry;
  assign rec_fast_o         = s2_q.fast;
  assign rec_slow_o         = s2_q.slow;
  assign rec_slow_fetched_o = s2_q.fetch_slow;
  assign rec_fast_word_o    = s2_q.fetch ? fast_rdata : '0;
  assign rec_slow_word_o    = s2_q.fetch_slow ? slow_rdata : '0;
  assign rec_dp_word_o      = s2_q.fetch ? dp_rdata : '0;

  ////////////////////
  // Assertions     //
  ////////////////////

`ifndef SYNTHESIS
  localparam int unsigned RecBits = 32 + 8 + 8 + EntryBits + 8 + SlowBits + 1 +
                                    32 * (FastRowWords + SlowWords + DpRowWords);
  logic [RecBits-1:0] rec_flat;

  assign rec_flat = {rec_index_o, rec_opcode_o, rec_err_o, rec_entry_o, rec_fast_o, rec_slow_o,
                     rec_slow_fetched_o, rec_fast_word_o, rec_slow_word_o, rec_dp_word_o};

  // The valid/ready rules of both streams.
  tpb_prim_vr_check #(
    .Width (8 + 32),
    .Name  ("tpb_dve_seq: input valid_i/ready_o, opcode_i/index_i")
  ) u_in_check (
    .clk_i, .rst_ni,
    .valid_i (valid_i),
    .ready_i (ready_o),
    .data_i  ({opcode_i, index_i})
  );

  tpb_prim_vr_check #(
    .Width (RecBits),
    .Name  ("tpb_dve_seq: record valid_o/ready_i")
  ) u_out_check (
    .clk_i, .rst_ni,
    .valid_i (valid_o),
    .ready_i (ready_i),
    .data_i  (rec_flat)
  );

  `TPB_ASSERT(!tbl_we_i || idle_o,
              ("tpb_dve_seq: table write while an opcode is in flight"))
  // A refused table write writes nothing; an accepted one writes one table (gen2: the
  // combined control table's two copies).
  `TPB_ASSERT(!tbl_wbad_o || !(op_we || fast_we || slow_we || dp_we),
              ("tpb_dve_seq: refused table write enabled a table"))
  `TPB_ASSERT($onehot0({op_we, fast_we, dp_we}) && (!slow_we || !op_we && !dp_we),
              ("tpb_dve_seq: one write enabled several tables"))
  // Records: an error of the DVE block or OK; an error fetches nothing; an accepted one
  // names rows inside its tables.
  `TPB_ASSERT_IF(valid_o, rec_err_o inside {tpb_isa_pkg::ERR_OK, tpb_isa_pkg::ERR_DVE_DISABLED, tpb_isa_pkg::ERR_DVE_FAST_RANGE, tpb_isa_pkg::ERR_DVE_SLOW_RANGE},
              ("tpb_dve_seq: record error %0d is not a DVE code", rec_err_o))
  `TPB_ASSERT_IF(valid_o, s2_q.fetch == (rec_err_o == tpb_isa_pkg::ERR_OK),
              ("tpb_dve_seq: fetch %0d with error %0d", s2_q.fetch, rec_err_o))
  `TPB_ASSERT_IF(valid_o, rec_slow_fetched_o == (s2_q.fetch && rec_slow_o != '0),
              ("tpb_dve_seq: slow fetch flag %0d, slow row %0d", rec_slow_fetched_o, rec_slow_o))
  `TPB_ASSERT_IF(valid_o, (rec_err_o == tpb_isa_pkg::ERR_DVE_DISABLED) == (rec_entry_o == '0),
              ("tpb_dve_seq: entry %0h with error %0d", rec_entry_o, rec_err_o))
  `TPB_ASSERT_IF((valid_o) && (rec_err_o == tpb_isa_pkg::ERR_OK), 32'(rec_fast_o) < FastRows && (rec_slow_o == '0 || rec_slow_o < SlowBits'(SlowDepth)),
              ("tpb_dve_seq: accepted record with rows %0d/%0d outside the tables", rec_fast_o, rec_slow_o))
`endif

endmodule
