// DVE sequencer package: the table-write port's table select (S003 table keys) and the
// widths the generation derives.
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

  // The widths the generation derives (S003 §1, §3): one place for the sequencer, tpb_system
  // and the board top. opcode_table entries are u64 on gen2, u32 on gen3/gen4; the entry's
  // bits below SplitBit select the fast row, the bits from it the slow row; gen2 has no
  // separate slow table (its slow rows are control_table rows, FastRowWords wide).
  function automatic int unsigned entry_bits(input int unsigned gen);
    entry_bits = (gen == 2) ? 64 : 32;
  endfunction

  function automatic int unsigned split_bit(input int unsigned gen);
    split_bit = (gen == 2) ? 7 : 8;
  endfunction

  function automatic int unsigned slow_bits(input int unsigned gen);
    slow_bits = entry_bits(gen) - split_bit(gen);
  endfunction

  function automatic int unsigned slow_words(input int unsigned gen, input int unsigned fast_row_words,
                                             input int unsigned slow_row_words);
    slow_words = (gen == 2) ? fast_row_words : slow_row_words;
  endfunction

endpackage
