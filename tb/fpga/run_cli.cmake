# Runs one command (tb_fpga with a host command, or tpb fpga alone) and checks its exit status
# and its output. Usage:
#   cmake "-DCMD=<program>|<arg>|..." -DRC=<expected exit status> [-DMATCH=<regex>] -P run_cli.cmake
# (arguments separated by "|", so one -D carries them all through add_test).
string(REPLACE "|" ";" CMD "${CMD}")
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL RC)
  message(FATAL_ERROR "exit status ${rc}, expected ${RC}")
endif()
if(DEFINED MATCH AND NOT "${out}${err}" MATCHES "${MATCH}")
  message(FATAL_ERROR "the output does not match '${MATCH}'")
endif()
