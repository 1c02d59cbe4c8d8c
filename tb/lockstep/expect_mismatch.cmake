# The harness must catch a difference: corrupt the model's record of one word and require
# exit status 1, the mismatch report and the FST window.
#   cmake -DLOCKSTEP=<tpb_lockstep> -DWORKDIR=<dir> -P expect_mismatch.cmake
include(${CMAKE_CURRENT_LIST_DIR}/script_args.cmake)
tpb_script_args(LOCKSTEP WORKDIR)
set(word 123)
set(fst ${WORKDIR}/inject_mismatch.fst)
file(REMOVE ${fst})
execute_process(
  COMMAND ${LOCKSTEP} --seed 11 --count 400 --bad-ratio 0.05 --classes co_chain_broken,co_orphan_payload
          --mutate 0.05 --bp-seed 3 --bp 0.3
          --inject-model-bug ${word} --trace-window 50 --mismatch-fst ${fst}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
message("${out}${err}")
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit status 1 from an injected model bug, got ${rc}")
endif()
foreach(re
    "lockstep: MISMATCH at word #${word} "
    "\n  word    : "
    "\n    +RTL +model"
    "\n  \\* [^\n]*<-- differs"
    "\n  waveform: [^\n]*inject_mismatch\\.fst"
    "\n  full trace: [^\n]*--trace "
    "lockstep: FAIL")
  if(NOT out MATCHES "${re}")
    message(FATAL_ERROR "mismatch report lacks /${re}/")
  endif()
endforeach()
if(NOT EXISTS ${fst})
  message(FATAL_ERROR "no FST window written to ${fst}")
endif()
file(SIZE ${fst} size)
if(size LESS 100)
  message(FATAL_ERROR "FST window ${fst} is suspiciously small (${size} bytes)")
endif()
message(STATUS "injected bug at word ${word} caught: exit 1, report and ${fst} (${size} bytes)")
