// An active-low reset onto one of the device's global networks: an ECP5 global buffer (DCCA)
// in the board's place-and-route build (TPB_ECP5_PLL), a wire everywhere else (simulation,
// lint, the generic synthesis). The board's two resets leave through one each (tpb_fpga_clk,
// tpb_fpga_top): nextpnr then routes them on global networks, not as ordinary nets.
//
// The network carries the reset active high, the polarity of the ECP5 flip-flops' LSR input
// as Yosys maps them: the complement of o_n is the buffer's output itself, so synthesis
// cancels the two inversions and every LSR hangs on the global network. (Carried active low,
// the one inverter the flip-flops need sat behind the buffer, and its output, a LUT's, went
// to 8,265 LSR inputs through the fabric: 12.86 ns of routing to the mover at seed 2, 75 MHz.)
module tpb_fpga_gbuf (
  input  logic i_n,
  output logic o_n
);
`ifdef TPB_ECP5_PLL
  logic rst;
  DCCA u_dcca (
    .CLKI (!i_n),
    .CE   (1'b1),
    .CLKO (rst)
  );
  assign o_n = !rst;
`else
  assign o_n = i_n;
`endif
endmodule
