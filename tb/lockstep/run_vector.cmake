# Directed lockstep run of one assembly file: tpb asm SRC -> WORKDIR/<name>.bin, then
# tpb_lockstep --bin on it, judged by tests/run_checked.cmake: exit status 0 and, for every
# line `# expect-json: KEY=VALUE` (or KEY>=N) in the file, that member of the run's JSON
# summary (a vector states what it must reach, e.g. cluster_completions.CL_SIGNATURE=2).
#   cmake -DTPB=<tpb> -DLOCKSTEP=<tpb_lockstep> -DSRC=<file.s> -DWORKDIR=<dir> [-DARGS="..."]
#         -P run_vector.cmake
include(${CMAKE_CURRENT_LIST_DIR}/script_args.cmake)
tpb_script_args(TPB LOCKSTEP SRC WORKDIR)
get_filename_component(name ${SRC} NAME_WE)
set(bin ${WORKDIR}/${name}.bin)

execute_process(COMMAND ${TPB} asm ${SRC} -o ${bin} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "tpb asm ${SRC} failed (exit ${rc})")
endif()

separate_arguments(extra UNIX_COMMAND "${ARGS}")
file(STRINGS ${SRC} expects REGEX "^# expect-json: ")
set(checks -DJSON=${WORKDIR}/${name}.json)
set(i 0)
foreach(e ${expects})
  string(REGEX REPLACE "^# expect-json: *" "" kv "${e}")
  list(APPEND checks "-DJSON${i}=${kv}")
  math(EXPR i "${i} + 1")
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} ${checks} -P ${CMAKE_CURRENT_LIST_DIR}/../../tests/run_checked.cmake --
                        ${LOCKSTEP} --bin ${bin} ${extra} --mismatch-fst ${WORKDIR}/${name}_mismatch.fst
                        --json ${WORKDIR}/${name}.json
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "tpb_lockstep --bin ${bin} failed (exit ${rc})")
endif()
