# Directed lockstep run of one assembly file: tpb asm SRC -> WORKDIR/<name>.bin, then
# tpb_lockstep --bin on it.
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
execute_process(COMMAND ${LOCKSTEP} --bin ${bin} ${extra} --mismatch-fst ${WORKDIR}/${name}_mismatch.fst
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "tpb_lockstep --bin ${bin} failed (exit ${rc})")
endif()
