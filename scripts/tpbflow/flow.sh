# The shell side of the kit's flow library. Every script under scripts/ sources it first:
#   root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
#   . "$root/scripts/tpbflow/flow.sh"
# The Python side is scripts/tpbflow/*.py (manifest.py, engine.py, tools.py); both read RTL
# file lists through manifest.py only.

_tpb_root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# tpb_usage: the calling script's header comment (from its second line to the first line that
# is not a comment), without the '# ': its --help text. (An argument N: the script N calls up.)
tpb_usage() {
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "${BASH_SOURCE[${1:-1}]}"
}

# tpb_help ARG: when ARG is -h or --help, the caller's --help text (tpb_usage) and exit 0.
tpb_help() {
  case ${1:-} in -h | --help) tpb_usage 2; exit 0 ;; esac
}

# tpb_help_any ARGS...: when any of ARGS is -h or --help, the caller's --help text and exit 0
# (for scripts that pass their other arguments on to a program of their own).
tpb_help_any() {
  local a
  for a in "$@"; do
    case $a in -h | --help) tpb_usage 2; exit 0 ;; esac
  done
}

# tpb_fail PROG MESSAGE [STATUS]: 'PROG: MESSAGE' on stderr, exit STATUS (default 2: usage or
# tool error; a check that found a problem exits 1).
tpb_fail() {
  echo "$1: $2" >&2
  exit "${3:-2}"
}

# tpb_need PROG TOOL [HINT]: exit 2 with 'PROG: TOOL not found' (and the hint) unless TOOL runs.
tpb_need() {
  command -v "$2" >/dev/null || tpb_fail "$1" "$2 not found${3:+; $3}"
}

# tpb_verilator PROG [PROGRAM]: the path of Verilator's PROGRAM (default verilator) of the release
# TPB_VERILATOR picks (system, the default; current; a VERILATOR_ROOT), VERILATOR overriding
# the verilator program; exits 2 naming what is missing (scripts/tpbflow/tools.py decides).
tpb_verilator() {
  local out
  out=$(python3 "$(dirname "${BASH_SOURCE[0]}")/tools.py" verilator "${2:-verilator}" 2>&1) ||
    tpb_fail "$1" "${out#tpbflow: }"
  echo "$out"
}

# tpb_pick OVERRIDE CANDIDATE...: the first program that exists, OVERRIDE (an environment
# variable's value, may be empty) alone when it is set; status 1 when none does.
tpb_pick() {
  local override=$1 t
  shift
  if [[ -n "$override" ]]; then command -v "$override" >/dev/null && { echo "$override"; return 0; }; return 1; fi
  for t in "$@"; do command -v "$t" >/dev/null && { echo "$t"; return 0; }; done
  return 1
}

# tpb_rtl_files VAR [--abs] CORE...: the source files of cores of the RTL manifest (the FuseSoC
# core files under rtl/), dependencies first, into the array VAR; exits 2 with the manifest's
# message when a core does not resolve.
tpb_rtl_files() {
  local var=$1 text
  shift
  text=$(python3 "$(dirname "${BASH_SOURCE[0]}")/manifest.py" files "$@") || exit 2
  mapfile -t "$var" <<<"$text"
}

# tpb_yosys_check TOP FILES [PARAMS] [SYNTH_ARGS]: the Yosys script text of the kit's structural
# check: read FILES (a space-separated list, read_verilog options first), set TOP's parameters
# (PARAMS: chparam's '-set NAME VALUE ...', strings in double quotes), elaborate, coarse
# synthesis (SYNTH_ARGS, default '-flatten -run begin:fine': memories stay $mem), check -assert
# (no combinational loop, no multiply-driven net) and no latch of any kind. The caller appends
# what it reports (stat, a netlist).
tpb_yosys_check() {
  local top=$1 files=$2 params=${3:-} synth=${4:--flatten -run begin:fine}
  printf '%s\n' "read_verilog -sv $files;" ${params:+"chparam $params $top;"} "hierarchy -check -top $top;" \
    "synth -top $top $synth;" "check -assert;" \
    'select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$_DLATCH_* t:$_DLATCHSR_*;'
}

# tpb_yosys_ecp5 TOP FILES [PARAMS] [SYNTH_ECP5_ARGS]: the script text that maps TOP to the ECP5
# (synth_ecp5) after a design reset and asserts no latch; the caller adds its stat.
tpb_yosys_ecp5() {
  local top=$1 files=$2 params=${3:-} args=${4:-}
  printf '%s\n' "design -reset;" "read_verilog -sv $files;" ${params:+"chparam $params $top;"} \
    "hierarchy -check -top $top;" "synth_ecp5 -top $top $args;" 'select -assert-none t:$_DLATCH_* t:$dlatch;'
}

# tpb_yosys PROG LOG SCRIPT [WHAT]: run the Yosys SCRIPT text quietly ($YOSYS, default yosys),
# its log in LOG. On failure print the log's errors (or its end) and 'PROG: WHAT FAIL (log:
# LOG)', and return 1, so a script checking several tops can go on with the next one.
tpb_yosys() {
  local prog=$1 log=$2 script=$3 what=${4:+$4 }
  if ! "${YOSYS:-yosys}" -q -l "$log" -p "$script" >/dev/null 2>&1; then
    grep -E "ERROR|Assert|assert|Found and reported|Latch" "$log" | head -n 20 >&2 || tail -n 30 "$log" >&2
    echo "$prog: ${what}FAIL (log: $log)" >&2
    return 1
  fi
}

# tpb_cmake_build PROG BUILD LOG [--if-new] [CMAKE_ARG...] -- TARGET...: configure BUILD with the
# CMake arguments (with --if-new only when BUILD is not configured yet) and build the TARGETs with
# $TPB_JOBS jobs (default 2), the output in LOG; on failure print the log's end and
# 'PROG: build failed (log: LOG)', and exit 2.
tpb_cmake_build() {
  local prog=$1 build=$2 log=$3 when=always cfg=()
  shift 3
  while [[ $# -gt 0 && $1 != -- ]]; do
    if [[ $1 == --if-new ]]; then when=new; else cfg+=("$1"); fi
    shift
  done
  [[ ${1:-} == -- ]] && shift
  mkdir -p "$build"
  if ! { { [[ $when == new && -f $build/CMakeCache.txt ]] || cmake -S "$_tpb_root" -B "$build" "${cfg[@]}"; } &&
         cmake --build "$build" -j "${TPB_JOBS:-2}" --target "$@"; } >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    tpb_fail "$prog" "build failed (log: $log)"
  fi
}

# tpb_want_release PROG BUILD: BUILD's CMAKE_BUILD_TYPE into tpb_build_type, and a warning on
# stderr unless it is Release (figures are for Release).
tpb_want_release() {
  tpb_build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$2/CMakeCache.txt")
  [[ $tpb_build_type == Release ]] || echo "$1: warning: $2 is a '$tpb_build_type' build; figures are for Release" >&2
}
