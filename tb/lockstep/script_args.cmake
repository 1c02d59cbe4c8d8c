# The lockstep's CTest scripts (cmake -P): tpb_script_args(VAR ...) stops with the script's
# name and the first missing -DVAR=..., then makes WORKDIR when it is among them.
function(tpb_script_args)
  get_filename_component(script ${CMAKE_SCRIPT_MODE_FILE} NAME)
  foreach(v ${ARGN})
    if(NOT DEFINED ${v})
      message(FATAL_ERROR "${script}: -D${v}=... is required")
    endif()
  endforeach()
  list(FIND ARGN WORKDIR at)  # (IN_LIST needs a policy a -P script does not set)
  if(at GREATER -1)
    file(MAKE_DIRECTORY ${WORKDIR})
  endif()
endfunction()
