// UART receiver, 8 data bits, no parity, 1 stop bit (8N1), LSB first, idle high.
//
// The line passes a two-flop synchronizer. A falling edge starts a byte; the start bit is
// checked again half a bit later (a shorter glitch is ignored), then each data bit and the
// stop bit are sampled in the middle of their bit time, ClksPerBit clocks apart. A byte with
// a good stop bit is one valid_o pulse with data_o; a low stop bit is one frame_err_o pulse
// instead (no byte), after which the receiver waits for the line to go high again (a break
// is one error, not a byte stream of zeros).

module tpb_fpga_uart_rx #(
  parameter int unsigned ClksPerBit = 50   // clock / bit rate, at least 4
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       rx_i,
  output logic       valid_o,
  output logic [7:0] data_o,
  output logic       frame_err_o
);

  localparam int unsigned CntW = $clog2(ClksPerBit + 1);

  typedef enum logic [2:0] {
    StIdle  = 3'd0,
    StStart = 3'd1,
    StData  = 3'd2,
    StStop  = 3'd3,
    StBreak = 3'd4
  } state_e;

  logic [1:0]      sync_q;
  logic            rx;
  state_e          state_d, state_q;
  logic [CntW-1:0] cnt_d, cnt_q;
  logic [2:0]      bit_d, bit_q;
  logic [7:0]      shift_d, shift_q;
  logic            valid_d, valid_q;
  logic            ferr_d, ferr_q;

  assign rx = sync_q[1];

  always_comb begin
    state_d = state_q;
    cnt_d   = cnt_q;
    bit_d   = bit_q;
    shift_d = shift_q;
    valid_d = 1'b0;
    ferr_d  = 1'b0;
    unique case (state_q)
      StIdle: begin
        if (!rx) begin
          state_d = StStart;
          cnt_d   = CntW'(ClksPerBit / 2 - 1);
        end
      end
      StStart: begin
        if (cnt_q != '0) begin
          cnt_d = cnt_q - 1'b1;
        end else if (rx) begin
          state_d = StIdle;                       // a glitch, not a start bit
        end else begin
          state_d = StData;
          cnt_d   = CntW'(ClksPerBit - 1);
          bit_d   = '0;
        end
      end
      StData: begin
        if (cnt_q != '0) begin
          cnt_d = cnt_q - 1'b1;
        end else begin
          shift_d = {rx, shift_q[7:1]};
          cnt_d   = CntW'(ClksPerBit - 1);
          bit_d   = bit_q + 1'b1;
          if (bit_q == 3'd7) state_d = StStop;
        end
      end
      StStop: begin
        if (cnt_q != '0) begin
          cnt_d = cnt_q - 1'b1;
        end else if (rx) begin
          valid_d = 1'b1;
          state_d = StIdle;
        end else begin
          ferr_d  = 1'b1;
          state_d = StBreak;
        end
      end
      StBreak: begin
        if (rx) state_d = StIdle;
      end
      default: state_d = StIdle;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sync_q  <= 2'b11;
      state_q <= StIdle;
      cnt_q   <= '0;
      bit_q   <= '0;
      shift_q <= '0;
      valid_q <= 1'b0;
      ferr_q  <= 1'b0;
    end else begin
      sync_q  <= {sync_q[0], rx_i};
      state_q <= state_d;
      cnt_q   <= cnt_d;
      bit_q   <= bit_d;
      shift_q <= shift_d;
      valid_q <= valid_d;
      ferr_q  <= ferr_d;
    end
  end

  assign valid_o     = valid_q;
  assign data_o      = shift_q;
  assign frame_err_o = ferr_q;

  `TPB_STATIC_ASSERT(g_check_clks_per_bit, ClksPerBit >= 4,
                    ("tpb_fpga_uart_rx: ClksPerBit must be at least 4"))

  `TPB_ASSERT(!(valid_q && ferr_q),
              ("tpb_fpga_uart_rx: a byte and a framing error in the same clock"))

endmodule
