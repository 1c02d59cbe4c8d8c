# The bring-up report (`tpb fpga check --report FILE`) opened and read: runs under tb_fpga, a
# check with a deliberate model-side difference in the custom-op completion K (exit status 1),
# then checks the page: the verdict, the build identity, the stages with the failing one, the
# counters table with the differing signature, the first mismatch's word and differing field.
# Usage:
#   tb_fpga -- cmake -DTPB=<tpb> -DPORT={port} -DDVE=<dve_info.json> -DREPORT=<file> -P report_check.cmake
file(REMOVE ${REPORT})
execute_process(COMMAND ${TPB} fpga check --port ${PORT} --dve-set ${DVE} --seed 3 --count 120 --inject-cop-bug 2
                        --report ${REPORT}
                RESULT_VARIABLE rc)
message("tpb fpga check: exit status ${rc}")
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit status 1 (the injected difference)")
endif()
file(READ ${REPORT} page)
set(missing "")
foreach(want
    "^# FPGA bring-up report: FAIL\n"
    "\n## Build identity\n"
    "\n\\| clock, UART \\| 25000000 Hz, 6250000 baud"
    "\n\\| served mailbox watchdog \\| 1048576 clocks \\|"
    "\n\\| stream \\| generator seed 3 count 120 "
    "\n\\| 1 \\| link: [^\n]*\\*\\*PASS\\*\\*"
    "\n\\| 2 \\| load: [^\n]*\\*\\*PASS\\*\\*"
    "\n\\| 3 \\| stream: [^\n]*\\*\\*FAIL\\*\\* \\| [0-9.]+ \\| MISMATCH after word #[0-9]+"
    "\n\\| \\*\\*differs\\*\\* \\| sig custom \\| 0x[0-9a-f]+ \\| 0x[0-9a-f]+ \\|"
    "\n\\|  \\| sig records \\| 0x[0-9a-f]+ \\| 0x[0-9a-f]+ \\|"
    "first differing custom-op completion \\(#2 of its stream\\): word #[0-9]+"
    "word    : custom_op num_payloads=[0-9]+ function_id=[0-9]+"
    "\n\\| \\*\\*differs\\*\\* \\| bytes_in \\| [0-9]+ \\| [0-9]+ \\|")
  if(NOT page MATCHES "${want}")
    string(APPEND missing "\n  ${want}")
  endif()
endforeach()
# The numbers the stream's generator decides, held to each other rather than to one stream:
# the mismatch is reported at or after the differing completion's word, and the injected
# difference (--inject-cop-bug: the model's bytes_in with bit 0 flipped) is the one shown.
if(NOT missing)
  string(REGEX MATCH "MISMATCH after word #([0-9]+)" _ "${page}")
  set(after ${CMAKE_MATCH_1})
  string(REGEX MATCH "completion \\(#2 of its stream\\): word #([0-9]+)" _ "${page}")
  set(word ${CMAKE_MATCH_1})
  string(REGEX MATCH "\\| bytes_in \\| ([0-9]+) \\| ([0-9]+) \\|" _ "${page}")
  math(EXPR flipped "${CMAKE_MATCH_1} ^ ${CMAKE_MATCH_2}")
  if(word GREATER after)
    string(APPEND missing "\n  the mismatch (after word #${after}) reported before its completion's word #${word}")
  endif()
  if(NOT flipped EQUAL 1)
    string(APPEND missing "\n  bytes_in board ${CMAKE_MATCH_1} and model ${CMAKE_MATCH_2}: not the injected bit-0 flip")
  endif()
endif()
if(missing)
  message(FATAL_ERROR "the report ${REPORT} lacks:${missing}")
endif()
message("report_check: the report names the verdict, the build, the stages, the differing signature and field")
