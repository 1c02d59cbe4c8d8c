// Clock and reset of the board top.
//
// Clock: with TPB_ECP5_PLL defined (scripts/fpga_flow.sh) an ECP5 EHXPLLL makes the core
// clock from the 25 MHz board oscillator: 25 MHz x 2 / 1 = 50 MHz (VCO 600 MHz, CLKOP
// divider 12; parameters as computed by `ecppll -i 25 -o 50`). Without it (simulation,
// lint, the Yosys check) the board clock is the core clock and the PLL counts as locked.
//
// Reset: asserted asynchronously while the reset button is pressed or the PLL is not
// locked, released synchronously, PorClocks clocks after both are fine (the flip-flops of
// an ECP5 start at 0 after configuration, so power-up begins in reset as well).

module tpb_fpga_clk #(
  parameter int unsigned PorClocks = 1024
) (
  input  logic clk_board_i,
  input  logic rst_btn_i,   // active high (ULX3S FIRE1)
  output logic clk_o,
  output logic rst_no
);

  logic locked;

`ifdef TPB_ECP5_PLL
  (* FREQUENCY_PIN_CLKI="25" *)
  (* FREQUENCY_PIN_CLKOP="50" *)
  (* ICP_CURRENT="12" *) (* LPF_RESISTOR="8" *) (* MFG_ENABLE_FILTEROPAMP="1" *) (* MFG_GMCREF_SEL="2" *)
  EHXPLLL #(
    .PLLRST_ENA      ("DISABLED"),
    .INTFB_WAKE      ("DISABLED"),
    .STDBY_ENABLE    ("DISABLED"),
    .DPHASE_SOURCE   ("DISABLED"),
    .OUTDIVIDER_MUXA ("DIVA"),
    .OUTDIVIDER_MUXB ("DIVB"),
    .OUTDIVIDER_MUXC ("DIVC"),
    .OUTDIVIDER_MUXD ("DIVD"),
    .CLKI_DIV        (1),
    .CLKOP_ENABLE    ("ENABLED"),
    .CLKOP_DIV       (12),
    .CLKOP_CPHASE    (5),
    .CLKOP_FPHASE    (0),
    .FEEDBK_PATH     ("CLKOP"),
    .CLKFB_DIV       (2)
  ) u_pll (
    .RST          (1'b0),
    .STDBY        (1'b0),
    .CLKI         (clk_board_i),
    .CLKOP        (clk_o),
    .CLKFB        (clk_o),
    .CLKINTFB     (),
    .PHASESEL0    (1'b0),
    .PHASESEL1    (1'b0),
    .PHASEDIR     (1'b1),
    .PHASESTEP    (1'b1),
    .PHASELOADREG (1'b1),
    .PLLWAKESYNC  (1'b0),
    .ENCLKOP      (1'b0),
    .LOCK         (locked)
  );
`else
  assign clk_o  = clk_board_i;
  assign locked = 1'b1;
`endif

  localparam int unsigned PorW = $clog2(PorClocks + 1);

  // Power-up values: the ECP5 leaves configuration with every flip-flop at 0 (global
  // set/reset), so the core starts in reset. Written as declaration initialisers (an init
  // attribute to Yosys, the value at time 0 to a simulator): simulation starts flip-flops
  // random (Verilator randReset) and would otherwise run the core one clock from a random
  // state before the button's reset reaches it. A separate `initial` block would be a second
  // writer of variables an always_ff drives (IEEE 1800-2023 9.2.2.4; Verilator 5.036+
  // MULTIDRIVEN).
  logic            arst_n;
  logic [1:0]      sync_q = '0;
  logic [PorW-1:0] por_q  = '0;
  logic            rst_q  = 1'b0;

  assign arst_n = locked && !rst_btn_i;

  always_ff @(posedge clk_o or negedge arst_n) begin
    if (!arst_n) begin
      sync_q <= '0;
      por_q  <= '0;
      rst_q  <= 1'b0;
    end else begin
      sync_q <= {sync_q[0], 1'b1};
      if (sync_q[1] && 32'(por_q) < PorClocks) por_q <= por_q + 1'b1;
      rst_q <= sync_q[1] && 32'(por_q) >= PorClocks;
    end
  end

  assign rst_no = rst_q;

endmodule
