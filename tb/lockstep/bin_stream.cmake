# tpb_lockstep --bin streams the file through a bounded window (tb/common/drivers.hpp
# StimulusWindow, tpb::CheckedStreamReader), applying --mutate word by word. With a buffer of
# 3 words (the TPB_IO_BUFFER_WORDS test hook: every custom-op chain and mutated word across
# buffer edges) the run must be the default buffer's: the same summary (timings aside) and the
# same JSON summary. A file whose size is not a multiple of 64 is refused as before: exit 2,
# read_words' message, before any simulation.
#   cmake -DTPB=<tpb> -DLOCKSTEP=<tpb_lockstep> -DWORKDIR=<dir> -P bin_stream.cmake
include(${CMAKE_CURRENT_LIST_DIR}/script_args.cmake)
tpb_script_args(TPB LOCKSTEP WORKDIR)
set(bin ${WORKDIR}/stream.bin)
execute_process(COMMAND ${TPB} gen --seed 6 --count 2500 --bad-ratio 0.03 --max-args 8 --sb2sb-legal 0.5
                        --custom-legal 0.5 -o ${bin}
                RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "tpb gen failed (${rc}): ${err}")
endif()

# Lines that hold timings (they differ from run to run).
set(timing "(wall time|words/s|cycles/s|sbuf final) ")
foreach(buf default 3)
  set(env "")
  if(NOT buf STREQUAL "default")
    set(env ${CMAKE_COMMAND} -E env TPB_IO_BUFFER_WORDS=${buf})
  endif()
  set(json ${WORKDIR}/buf_${buf}.json)
  file(REMOVE ${json})
  execute_process(COMMAND ${env} ${LOCKSTEP} --bin ${bin} --seed 6 --mutate 0.02 --bp-seed 6 --bp 0.2 --idle 0.05
                          --json ${json} --mismatch-fst ${WORKDIR}/buf_${buf}.fst
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 300)
  message("${out}${err}")
  if(NOT rc EQUAL 0 OR NOT out MATCHES "lockstep: PASS \\([0-9]+ words, [^\n]*stream.bin, mutate 0.02 \\([1-9][0-9]* words\\)\\)")
    message(FATAL_ERROR "tpb_lockstep --bin with the ${buf} buffer: exit ${rc}, no PASS line with the mutated words")
  endif()
  string(REGEX REPLACE "  ${timing}[^\n]*\n" "" out "${out}")
  file(READ ${json} j)
  string(JSON j REMOVE "${j}" seconds)
  set(out_${buf} "${out}")
  set(json_${buf} "${j}")
endforeach()
if(NOT out_default STREQUAL out_3)
  message(FATAL_ERROR "the summary with a 3-word buffer differs from the default buffer's:\n${out_3}")
endif()
if(NOT json_default STREQUAL json_3)
  message(FATAL_ERROR "the JSON summary with a 3-word buffer differs from the default buffer's")
endif()
message("the same summary and JSON with the default and a 3-word buffer")

# 100 bytes: one word and 36 bytes.
set(odd ${WORKDIR}/odd.bin)
string(REPEAT "x" 100 bytes)
file(WRITE ${odd} "${bytes}")
execute_process(COMMAND ${LOCKSTEP} --bin ${odd} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
set(want "tpb_lockstep: ${odd}: size 100 is not a multiple of 64 bytes (36 trailing bytes)\n")
if(NOT rc EQUAL 2 OR NOT err STREQUAL want OR NOT out STREQUAL "")
  message(FATAL_ERROR "tpb_lockstep --bin of a 100-byte file: exit ${rc}, stdout '${out}', stderr '${err}'; "
                      "expected exit 2 and '${want}'")
endif()
message("a 100-byte file: exit 2, ${err}")
