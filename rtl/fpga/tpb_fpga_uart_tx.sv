// UART transmitter, 8N1, LSB first, idle high. One byte per valid_i && ready_o; ready_o is
// high only while the line is idle, so a byte takes 10 bit times of ClksPerBit clocks.

module tpb_fpga_uart_tx #(
  parameter int unsigned ClksPerBit = 50
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       valid_i,
  output logic       ready_o,
  input  logic [7:0] data_i,
  output logic       tx_o
);

  localparam int unsigned CntW = $clog2(ClksPerBit + 1);

  logic            busy_q;
  logic [CntW-1:0] cnt_q;
  logic [3:0]      bit_q;     // bits left to send, start and stop included
  logic [9:0]      shift_q;   // {stop, data[7:0], start}, sent from bit 0
  logic            tx_q;

  assign ready_o = !busy_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q  <= 1'b0;
      cnt_q   <= '0;
      bit_q   <= '0;
      shift_q <= '1;
      tx_q    <= 1'b1;
    end else if (!busy_q) begin
      tx_q <= 1'b1;
      if (valid_i) begin
        busy_q  <= 1'b1;
        shift_q <= {1'b1, data_i, 1'b0};
        bit_q   <= 4'd10;
        cnt_q   <= '0;
      end
    end else if (cnt_q != '0) begin
      cnt_q <= cnt_q - 1'b1;
    end else if (bit_q == '0) begin
      busy_q <= 1'b0;                // the stop bit has had its full time
    end else begin
      tx_q    <= shift_q[0];
      shift_q <= {1'b1, shift_q[9:1]};
      bit_q   <= bit_q - 1'b1;
      cnt_q   <= CntW'(ClksPerBit - 1);
    end
  end

  assign tx_o = tx_q;

`ifndef SYNTHESIS
  tpb_prim_vr_check #(
    .Width (8),
    .Name  ("tpb_fpga_uart_tx: input valid_i/ready_o, data_i")
  ) u_in_check (
    .clk_i, .rst_ni,
    .valid_i (valid_i),
    .ready_i (ready_o),
    .data_i  (data_i)
  );
`endif

endmodule
