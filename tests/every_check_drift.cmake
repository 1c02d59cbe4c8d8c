# tests/vectors/every_check.s is what `tpb gen --every-check --seed 1 --gen 3` writes: regenerate
# it into the build folder and compare (after a field-map change, write it again with that command).
execute_process(COMMAND ${TPB} gen --every-check --seed 1 --gen 3 -o ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "tpb gen --every-check failed (${rc})")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${SRC} RESULT_VARIABLE diff)
if(NOT diff EQUAL 0)
  message(FATAL_ERROR "tests/vectors/every_check.s differs from what tpb gen --every-check writes now: "
                      "run build/cmodel/tpb gen --every-check --seed 1 --gen 3 -o tests/vectors/every_check.s")
endif()
message(STATUS "every_check.s matches the generator")
