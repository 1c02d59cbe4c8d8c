// Miter of the generated package's two views of a record's fields: fold_fields (the FPGA
// board's record digest builds its fold per opcode from the word) against the XOR of
// extract_fields' MaxFields 64-bit slots (the decoder's field vector, which the C++ model's
// digest folds). tests/fieldmap/fold_equiv.sh proves ok_o == 1 for every opcode and word.
// PLANT flips one fold bit of one opcode (the check's self-test: the proof must fail).
module fold_equiv (
  input  logic [7:0]                          op_i,
  input  logic [tpb_isa_pkg::BundleBits-1:0]  w_i,
  output logic                                ok_o
);
  logic [tpb_isa_pkg::FieldsBits-1:0] f;
  logic [63:0]                        slots, fold;
  always_comb begin
    f     = tpb_isa_pkg::extract_fields(op_i, w_i);
    slots = '0;
    for (int i = 0; i < tpb_isa_pkg::MaxFields; i++) slots ^= f[64*i +: 64];
    fold  = tpb_isa_pkg::fold_fields(op_i, w_i);
`ifdef PLANT
    if (op_i == `PLANT) fold[0] = !fold[0];
`endif
  end
  assign ok_o = slots == fold;
endmodule
