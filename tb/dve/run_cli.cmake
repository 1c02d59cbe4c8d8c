# Runs one `tpb dve ...` command and checks its exit status, its output and (optionally) how
# many lines stdout has. Usage:
#   cmake -DTPB=<tpb> "-DARGS=dve|lookup|..." -DRC=<expected exit status>
#         [-DMATCH=<regex on stdout+stderr>] [-DLINES=<stdout line count>] -P run_cli.cmake
string(REPLACE "|" ";" ARGS "${ARGS}")
execute_process(COMMAND ${TPB} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL RC)
  message(FATAL_ERROR "tpb ${ARGS}: exit status ${rc}, expected ${RC}")
endif()
if(DEFINED MATCH AND NOT "${out}${err}" MATCHES "${MATCH}")
  message(FATAL_ERROR "tpb ${ARGS}: output does not match '${MATCH}'")
endif()
if(DEFINED LINES)
  string(REGEX MATCHALL "\n" nl "${out}")
  list(LENGTH nl n)
  if(NOT n EQUAL LINES)
    message(FATAL_ERROR "tpb ${ARGS}: ${n} lines, expected ${LINES}")
  endif()
endif()
