# Runs under tb_fpga, whose --line-fault puts a UART framing error inside the first frame:
# `tpb fpga info` must be refused (exit status 1, UART_FRAMING), then `tpb fpga status` on the
# same board must work (exit status 0) and print the link's counters. Usage:
#   tb_fpga --line-fault frame-error:1+5 -- cmake -DTPB=<tpb> -DPORT={port} -P refused_then_status.cmake
execute_process(COMMAND ${TPB} fpga info --port ${PORT} RESULT_VARIABLE rc_info)
message("tpb fpga info: exit status ${rc_info}")
execute_process(COMMAND ${TPB} fpga status --port ${PORT} RESULT_VARIABLE rc_status)
message("tpb fpga status: exit status ${rc_status}")
if(NOT rc_info EQUAL 1 OR NOT rc_status EQUAL 0)
  message(FATAL_ERROR "expected exit status 1 (info, refused) and then 0 (status)")
endif()
