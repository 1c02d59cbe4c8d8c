# FPGA board top, in compile order, paths relative to the repo root. The core's sources come
# first from rtl/files.f; this list adds the board files. Read by tb/fpga/CMakeLists.txt and
# scripts/fpga_flow.sh.
rtl/fpga/tpb_fpga_pkg.sv
rtl/fpga/tpb_fpga_uart_rx.sv
rtl/fpga/tpb_fpga_uart_tx.sv
rtl/fpga/tpb_fpga_stream.sv
rtl/fpga/tpb_fpga_sig.sv
rtl/fpga/tpb_fpga_core.sv
rtl/fpga/tpb_fpga_regs.sv
rtl/fpga/tpb_fpga_link.sv
rtl/fpga/tpb_fpga_clk.sv
rtl/fpga/tpb_fpga_top.sv
