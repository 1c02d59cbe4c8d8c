// Clock and reset of the board top.
//
// Clock: with TPB_ECP5_PLL defined (scripts/fpga_flow.sh) an ECP5 EHXPLLL makes the core
// clock ClkHz from the 25 MHz board oscillator: 25 MHz x CLKFB_DIV / CLKI_DIV, the VCO at
// ClkHz x CLKOP_DIV (feedback from CLKOP). The table below holds the clocks the board build
// can ask for (an elaboration error otherwise):
//   50 MHz: 1, 2, 12 (VCO 600)    55 MHz: 5, 11, 11 (VCO 605)   60 MHz: 5, 12, 10 (VCO 600)
//   65 MHz: 5, 13, 9 (VCO 585)    70 MHz: 5, 14, 8 (VCO 560)    75 MHz: 1, 3, 8 (VCO 600)
// (CLKI_DIV, CLKFB_DIV, CLKOP_DIV; CLKOP_CPHASE (CLKOP_DIV - 1) / 2, as `ecppll -i 25 -o F`
// chooses them). nextpnr derives the core clock's constraint from these dividers and the
// board clock's 25 MHz. Without TPB_ECP5_PLL (simulation, lint, the Yosys check) the board
// clock is the core clock and the PLL counts as locked.
//
// Reset: asserted asynchronously while the reset button is pressed or the PLL is not
// locked, released synchronously, PorClocks clocks after both are fine (the flip-flops of
// an ECP5 start at 0 after configuration, so power-up begins in reset as well). With
// TPB_ECP5_PLL it leaves through a global buffer (DCCA).

module tpb_fpga_clk #(
`ifdef TPB_ECP5_PLL
  parameter int unsigned ClkHz     = 75_000_000,   // the PLL's output (table above)
`endif
  parameter int unsigned PorClocks = 1024
) (
  input  logic clk_board_i,
  input  logic rst_btn_i,   // active high (ULX3S FIRE1)
  output logic clk_o,
  output logic rst_no
);

  logic locked;

`ifdef TPB_ECP5_PLL
  // {CLKI_DIV, CLKFB_DIV, CLKOP_DIV} of the table above, 0 for a clock it does not hold.
  function automatic logic [23:0] pll_divs(input int unsigned hz);
    unique case (hz)
      50_000_000: pll_divs = {8'd1, 8'd2,  8'd12};
      55_000_000: pll_divs = {8'd5, 8'd11, 8'd11};
      60_000_000: pll_divs = {8'd5, 8'd12, 8'd10};
      65_000_000: pll_divs = {8'd5, 8'd13, 8'd9};
      70_000_000: pll_divs = {8'd5, 8'd14, 8'd8};
      75_000_000: pll_divs = {8'd1, 8'd3,  8'd8};
      default:    pll_divs = '0;
    endcase
  endfunction
  localparam logic [23:0] Divs     = pll_divs(ClkHz);
  localparam int unsigned ClkiDiv  = int'(Divs[23:16]);
  localparam int unsigned ClkfbDiv = int'(Divs[15:8]);
  localparam int unsigned ClkopDiv = int'(Divs[7:0]);
  if (ClkopDiv == 0) begin : gen_bad_clk
    $error("tpb_fpga_clk: no PLL setting for ClkHz (50, 55, 60, 65, 70 or 75 MHz)");
  end

  // (the output frequency attribute is left out: nextpnr takes the dividers)
  (* FREQUENCY_PIN_CLKI="25" *)
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
    .CLKI_DIV        (ClkiDiv),
    .CLKOP_ENABLE    ("ENABLED"),
    .CLKOP_DIV       (ClkopDiv),
    .CLKOP_CPHASE    ((ClkopDiv - 1) / 2),
    .CLKOP_FPHASE    (0),
    .FEEDBK_PATH     ("CLKOP"),
    .CLKFB_DIV       (ClkfbDiv)
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

  // On the ECP5 the reset reaches its flip-flops (the link's, the registers', the core's
  // reset register) through a global buffer, as the core's reset does (tpb_fpga_top).
  tpb_fpga_gbuf u_rst_buf (
    .i_n (rst_q),
    .o_n (rst_no)
  );

endmodule
