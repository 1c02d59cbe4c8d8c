// Host link receiver (part of tpb_fpga_link; docs/fpga.md "Frame protocol").
//
// A frame is SLIP END, the escaped body, END. Body bytes go out on the frame buffer's write
// port (bytes past BufBytes are counted, not stored) and through a CRC-32 register: a body
// that ends in its own CRC (LE) leaves the register at the residue 0xDEBB20E3. The header
// (cmd, seq, len) and the first 8 payload bytes (the command's arguments) are captured on
// the way. Empty frames (END END) are ignored. A frame whose first byte arrives while busy_i
// (the link's executor is not idle) is dropped (counted; no frame_done_o), and changes
// nothing the link's outputs show (cmd_o .. args_o keep the frame being executed).
//
// frame_done_o: one clock, the clock after the END of a complete, non-empty frame that was
// not dropped; frame_st_o is then its frame-level status (UART_FRAMING, BAD_ESCAPE,
// TOO_SHORT, TOO_LONG, BAD_CRC, BAD_LENGTH in this order, else OK), and cmd_o .. args_o hold
// until the next frame starts. Both leave from registers: the status's CRC and length
// compares did not fit one clock with the executor's decode of it (the board's limiting path
// at 75 MHz). The clock between the END and frame_done_o carries no byte: a UART's bytes are
// many clocks apart (asserted).

module tpb_fpga_link_rx #(
  parameter  int unsigned BufBytes = 2048,  // power of two
  localparam int unsigned BufAw    = $clog2(BufBytes)
) (
  input  logic             clk_i,
  input  logic             rst_ni,

  // UART.
  input  logic             rx_valid_i,
  input  logic [7:0]       rx_data_i,
  input  logic             rx_ferr_i,

  input  logic             busy_i,

  // Frame buffer write port.
  output logic             buf_we_o,
  output logic [BufAw-1:0] buf_waddr_o,
  output logic [7:0]       buf_wdata_o,

  // The frame.
  output logic             frame_done_o,
  output logic [7:0]       frame_st_o,
  output logic [7:0]       cmd_o,
  output logic [7:0]       seq_o,
  output logic [15:0]      len_o,
  output logic [63:0]      args_o,      // payload bytes 0..7

  // Counters (LINK_DROPPED, LINK_UART_ERR).
  output logic [31:0]      cnt_dropped_o,
  output logic [31:0]      cnt_uart_err_o
);

  localparam int unsigned NW = BufAw + 2;   // byte counts up to BufBytes + 1

  logic          esc_q, drop_q, ferr_q, badesc_q;
  logic [NW-1:0] n_q;
  logic [31:0]   rcrc_q;
  logic [7:0]    cmd_q, seq_q;
  logic [15:0]   len_q;
  logic [63:0]   args_q;
  logic [31:0]   cnt_dropped_q, cnt_uart_err_q;

  logic          rx_end, rx_store;
  logic [7:0]    rx_byte;
  // The payload byte a frame byte fills: frame bytes 4..11 are payload bytes 0..7. A 3-bit
  // difference of its own: written inside the part-select's index, n_q[2:0] - 3'd4 would be
  // evaluated at the 32 bits of the 8 beside it (IEEE 1800 11.6: the index is one
  // self-determined expression), so frame bytes 8..11 gave negative indices, whose writes the
  // standard drops; Yosys did so and Verilator wrapped to 3 bits, and the board synthesized
  // from it lost payload bytes 4..7 (every count and row argument there) while the simulation
  // passed.
  logic [2:0]    arg_byte;
  assign arg_byte = n_q[2:0] - 3'd4;

  assign rx_end   = rx_valid_i && (rx_data_i == tpb_fpga_pkg::SLIP_END);
  assign rx_store = rx_valid_i && !rx_end && (esc_q || rx_data_i != tpb_fpga_pkg::SLIP_ESC);
  always_comb begin
    rx_byte = rx_data_i;
    if (esc_q) begin
      if (rx_data_i == tpb_fpga_pkg::SLIP_ESC_END)      rx_byte = tpb_fpga_pkg::SLIP_END;
      else if (rx_data_i == tpb_fpga_pkg::SLIP_ESC_ESC) rx_byte = tpb_fpga_pkg::SLIP_ESC;
    end
  end

  logic drop_now;   // this byte belongs to a dropped frame
  assign drop_now  = (n_q == '0) ? busy_i : drop_q;
  assign buf_we_o    = rx_store && !drop_now && (32'(n_q) < BufBytes);
  assign buf_waddr_o = n_q[BufAw-1:0];
  assign buf_wdata_o = rx_byte;

  logic [7:0] frame_st, frame_st_q;
  logic       frame_done_q;
  always_comb begin
    frame_st = tpb_fpga_pkg::ST_OK;
    if (ferr_q)                                         frame_st = tpb_fpga_pkg::ST_UART_FRAMING;
    else if (badesc_q || esc_q)                         frame_st = tpb_fpga_pkg::ST_BAD_ESCAPE;
    else if (32'(n_q) < 8)                              frame_st = tpb_fpga_pkg::ST_TOO_SHORT;
    else if (32'(n_q) > BufBytes)                       frame_st = tpb_fpga_pkg::ST_TOO_LONG;
    else if (rcrc_q != tpb_fpga_pkg::CrcResidue)        frame_st = tpb_fpga_pkg::ST_BAD_CRC;
    else if (32'(len_q) + 8 != 32'(n_q))                frame_st = tpb_fpga_pkg::ST_BAD_LENGTH;
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      frame_done_q <= 1'b0;
      frame_st_q   <= tpb_fpga_pkg::ST_OK;
    end else begin
      frame_done_q <= rx_end && (n_q != '0) && !drop_q;
      if (rx_end) frame_st_q <= frame_st;
    end
  end
  assign frame_done_o = frame_done_q;
  assign frame_st_o   = frame_st_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      esc_q          <= 1'b0;
      drop_q         <= 1'b0;
      ferr_q         <= 1'b0;
      badesc_q       <= 1'b0;
      n_q            <= '0;
      rcrc_q         <= tpb_fpga_pkg::CrcInit;
      cmd_q          <= '0;
      seq_q          <= '0;
      len_q          <= '0;
      args_q         <= '0;
      cnt_dropped_q  <= '0;
      cnt_uart_err_q <= '0;
    end else begin
      if (rx_ferr_i) begin
        ferr_q         <= 1'b1;
        cnt_uart_err_q <= cnt_uart_err_q + 1'b1;
      end
      if (rx_end) begin
        if (n_q != '0 && drop_q) cnt_dropped_q <= cnt_dropped_q + 1'b1;
        esc_q    <= 1'b0;
        drop_q   <= 1'b0;
        ferr_q   <= 1'b0;
        badesc_q <= 1'b0;
        n_q      <= '0;
        rcrc_q   <= tpb_fpga_pkg::CrcInit;
      end else if (rx_valid_i) begin
        if (!esc_q && rx_data_i == tpb_fpga_pkg::SLIP_ESC) begin
          esc_q <= 1'b1;
        end else begin
          esc_q <= 1'b0;
          if (esc_q && rx_data_i != tpb_fpga_pkg::SLIP_ESC_END && rx_data_i != tpb_fpga_pkg::SLIP_ESC_ESC) begin
            badesc_q <= 1'b1;
          end
        end
        if (rx_store) begin
          if (n_q == '0) begin
            drop_q <= busy_i;
            // A dropped frame leaves the header and arguments alone: the executor and the
            // reply in flight are still made of the frame before it.
            if (!busy_i) begin
              cmd_q  <= rx_byte;
              seq_q  <= '0;
              len_q  <= '0;
              args_q <= '0;
            end
          end
          if (!drop_now) begin
            rcrc_q <= tpb_fpga_pkg::crc32_byte(rcrc_q, rx_byte);
            if (n_q == NW'(1)) seq_q         <= rx_byte;
            if (n_q == NW'(2)) len_q[7:0]    <= rx_byte;
            if (n_q == NW'(3)) len_q[15:8]   <= rx_byte;
            if (n_q >= NW'(4) && n_q < NW'(12)) args_q[{arg_byte, 3'b000} +: 8] <= rx_byte;
          end
          if (32'(n_q) <= BufBytes) n_q <= n_q + 1'b1;
        end
      end
    end
  end

  assign cmd_o          = cmd_q;
  assign seq_o          = seq_q;
  assign len_o          = len_q;
  assign args_o         = args_q;
  assign cnt_dropped_o  = cnt_dropped_q;
  assign cnt_uart_err_o = cnt_uart_err_q;

  `TPB_ASSERT(!(rx_valid_i && frame_done_q),
              ("tpb_fpga_link_rx: a byte in the clock after a frame's END"))
  `TPB_ASSERT(!(buf_we_o && busy_i && n_q == '0),
              ("tpb_fpga_link_rx: a frame that started while busy is being stored"))

endmodule
