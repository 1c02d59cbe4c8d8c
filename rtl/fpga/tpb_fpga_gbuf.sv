// A signal onto one of the device's global networks: an ECP5 global buffer (DCCA) in the
// board's place-and-route build (TPB_ECP5_PLL), a wire everywhere else (simulation, lint, the
// generic synthesis). The board's two resets leave through one each (tpb_fpga_clk,
// tpb_fpga_top): nextpnr then routes them on global networks, not as ordinary nets.
module tpb_fpga_gbuf (
  input  logic i,
  output logic o
);
`ifdef TPB_ECP5_PLL
  DCCA u_dcca (
    .CLKI (i),
    .CE   (1'b1),
    .CLKO (o)
  );
`else
  assign o = i;
`endif
endmodule
