// DVE sequencer package: the table-write port's table select (S003 table keys).
// Yosys 0.23 reads this file: reference items as tpb_dve_pkg::name, no `import`.

package tpb_dve_pkg;

  // Which table a tbl_we_i write goes to. The opcode table's rows are its 256 slots; gen2 has
  // no separate control_slow table (its slow selector reads the combined control_table, so
  // TBL_CONTROL_FAST writes that table and TBL_CONTROL_SLOW is refused on gen2).
  typedef enum logic [1:0] {
    TBL_OPCODE       = 2'd0,  // opcode_table: 256 slots x EntryBits (u64 gen2, u32 gen3/gen4)
    TBL_CONTROL_FAST = 2'd1,  // control_fast_table (gen2: the combined control_table)
    TBL_CONTROL_SLOW = 2'd2,  // control_slow_table (gen3/gen4)
    TBL_DATAPATH     = 2'd3   // datapath_table, keyed by the fast row
  } tbl_sel_e;

endpackage
