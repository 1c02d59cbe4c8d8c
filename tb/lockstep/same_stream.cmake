# `tpb gen` with the lockstep's shares writes the lockstep's own stream: run the lockstep on
# its generated stream and on the .bin from tpb gen, and require the same summary figures
# (words, cycles, every engine's counts, the final memories). Also a stream with mutations.
#   cmake -DTPB=<tpb> -DLOCKSTEP=<tpb_lockstep> -DWORKDIR=<dir> -P same_stream.cmake
include(${CMAKE_CURRENT_LIST_DIR}/script_args.cmake)
tpb_script_args(TPB LOCKSTEP WORKDIR)
set(keys words cycles decoder_accepted decoder_errors dve_records mover_completions mover_bytes mover_writes
         cluster_completions cluster_doorbells cluster_dma_writes sbuf_equal hbm_equal mismatches result)
set(common --bad-ratio 0.03 --sb2sb-legal 0.5 --custom-legal 0.5 --mutate 0.002)
foreach(seed 2 3)
  set(bin ${WORKDIR}/same_stream_${seed}.bin)
  execute_process(COMMAND ${TPB} gen --seed ${seed} --count 2500 ${common} -o ${bin}
                  RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
  message("${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "tpb gen failed (${rc})")
  endif()
  if(NOT err MATCHES "sb2sb-legal 0.5 \\([1-9][0-9]* words, [0-9]+ past the ceiling\\), custom-legal 0.5 \\([1-9][0-9]* chains\\), mutate 0.002")
    message(FATAL_ERROR "tpb gen did not report the legal shares it applied")
  endif()
  execute_process(COMMAND ${LOCKSTEP} --seed ${seed} --count 2500 ${common} --bp-seed 4 --bp 0.2
                          --json ${WORKDIR}/same_stream_${seed}_gen.json
                  RESULT_VARIABLE rc1 OUTPUT_QUIET TIMEOUT 300)
  # --seed again: it also seeds --mutate, which a .bin gets too; so the .bin run mutates
  # nothing (--mutate 0) and must see exactly the generated run's words.
  execute_process(COMMAND ${LOCKSTEP} --bin ${bin} --seed ${seed} --bp-seed 4 --bp 0.2
                          --json ${WORKDIR}/same_stream_${seed}_bin.json
                  RESULT_VARIABLE rc2 OUTPUT_QUIET TIMEOUT 300)
  if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
    message(FATAL_ERROR "lockstep runs failed: generated ${rc1}, .bin ${rc2}")
  endif()
  file(READ ${WORKDIR}/same_stream_${seed}_gen.json a)
  file(READ ${WORKDIR}/same_stream_${seed}_bin.json b)
  foreach(k ${keys})
    string(JSON va GET "${a}" ${k})
    string(JSON vb GET "${b}" ${k})
    if(NOT va STREQUAL vb)
      message(FATAL_ERROR "seed ${seed}: '${k}' differs: generated ${va}, tpb gen .bin ${vb}")
    endif()
  endforeach()
  string(JSON w GET "${a}" words)
  string(JSON mv GET "${a}" mover_completions)
  message("seed ${seed}: ${w} words, mover completions ${mv}: the same in both runs")
endforeach()
