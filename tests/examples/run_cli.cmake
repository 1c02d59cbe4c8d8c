# `tpb cluster run` on the stream that `cluster_user_kernel --write-cli DIR` wrote, then on bad
# inputs: every bad input must give a clear message and exit status 2 (1 for refused chains).
# Usage: cmake -DTPB=<tpb binary> -DDIR=<dir> -P run_cli.cmake
function(run expect_rc)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("$ ${ARGN}\n${out}${err}-> exit ${rc}")
  if(NOT rc STREQUAL "${expect_rc}")
    message(FATAL_ERROR "expected exit ${expect_rc}, got ${rc}")
  endif()
  set(LAST_OUT "${out}" PARENT_SCOPE)
  set(LAST_ERR "${err}" PARENT_SCOPE)
endfunction()

function(expect_match regex text)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "expected output matching '${regex}'")
  endif()
endfunction()

set(geo --partitions 8 --bytes-per-partition 1024)
set(good --bin ${DIR}/stream.bin --registry ${DIR}/registry.json --sbuf-init ${DIR}/sbuf_init.bin ${geo})

# Both chains complete and the SBUF matches the one computed with std::sort.
run(0 ${TPB} cluster run ${good} --sbuf-out ${DIR}/sbuf_out.bin)
expect_match("chain 0 @word 0: fn 1 libbuiltincustomop.so:sort_i32 cpu 0 in 800 B/1 tiles out 800 B/1 tiles OK" "${LAST_OUT}")
expect_match("chain 1 @word 4: fn 0 libbuiltincustomop.so:iota_u32 cpu 1 in 0 B/0 tiles out 256 B/1 tiles OK" "${LAST_OUT}")
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${DIR}/sbuf_out.bin ${DIR}/sbuf_expected.bin
  RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  message(FATAL_ERROR "SBUF after the run differs from the expected image")
endif()

run(0 ${TPB} cluster run ${good} --json)
expect_match("\"chain\":1,\"word_index\":4,\"function_id\":0,\"function\":\"libbuiltincustomop.so:iota_u32\",\"error\":\"OK\"" "${LAST_OUT}")

# A registry without the sort function: that chain is refused by name, the other runs; exit 1.
run(0 ${TPB} cluster registry -o ${DIR}/only_iota.json --function iota_u32)
run(1 ${TPB} cluster run --bin ${DIR}/stream.bin --registry ${DIR}/only_iota.json ${geo})
expect_match("chain 0 @word 0: fn 1 - cpu - in 0 B/0 tiles out 0 B/0 tiles CL_FUNCTION_UNKNOWN" "${LAST_OUT}")
expect_match("iota_u32 cpu 0 .* OK" "${LAST_OUT}")

# Bad inputs: exit 2 with a message, never a crash.
run(2 ${TPB} cluster run --bin ${DIR}/truncated.bin --registry ${DIR}/registry.json)
expect_match("multiple of 64|64" "${LAST_ERR}")
run(2 ${TPB} cluster run --bin ${DIR}/stream.bin --registry ${DIR}/bad_registry.json)
expect_match("registry" "${LAST_ERR}")
run(2 ${TPB} cluster run --bin ${DIR}/no_such.bin --registry ${DIR}/registry.json)
run(2 ${TPB} cluster run --bin ${DIR}/stream.bin --registry ${DIR}/registry.json --sbuf-init ${DIR}/sbuf_init.bin
    --partitions 1 --bytes-per-partition 16)
expect_match("do not fit the SBUF" "${LAST_ERR}")
run(2 ${TPB} cluster run --bin ${DIR}/stream.bin)
run(2 ${TPB} cluster)
run(2 ${TPB} cluster registry -o ${DIR}/x.json --function no_such_kernel)
run(0 ${TPB} cluster kernels)
expect_match("topk_bf16" "${LAST_OUT}")
