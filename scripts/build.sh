#!/usr/bin/env bash
# Configure and build (Release) into build/ (or $TPB_BUILD_DIR).
#
# usage: scripts/build.sh [--target T]... [--verilator V] [--configure-only] [--quiet] [CMAKE_ARGS...]
#
#   --target T   build only T (and what it needs), e.g. tpb_lockstep; default: everything
#   --verilator V  the Verilator release: system (Debian's 5.006, the default), current (the
#                pinned 5.052 scripts/setup.sh installs in .tools/), or a VERILATOR_ROOT; the
#                same as TPB_VERILATOR=V; without either a build folder keeps its own choice
#   --configure-only  configure (choose the Verilator, verilate every top's file list) and
#                stop before compiling
#   --quiet      no progress lines (the build's own [NN%] lines otherwise, and the time of
#                each stage)
#   CMAKE_ARGS   passed to the configure step, e.g. -DTPB_SANITIZE=ON
#
# The full output goes to build.log in the build folder; on failure its end is printed.
# Environment: TPB_BUILD_DIR (build folder), TPB_JOBS (parallel jobs, default: nproc).
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
build=${TPB_BUILD_DIR:-$root/build}
jobs=${TPB_JOBS:-$(nproc)}
targets=()
cmake_args=()
quiet=0
configure_only=0
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) tpb_usage; exit 0 ;;
    --target) [ $# -ge 2 ] || { echo "build: --target needs a name" >&2; exit 2; }; targets+=(--target "$2"); shift 2 ;;
    --quiet) quiet=1; shift ;;
    --configure-only) configure_only=1; shift ;;
    --verilator) [ $# -ge 2 ] || { echo "build: --verilator needs current, system or a path" >&2; exit 2; }
                 export TPB_VERILATOR=$2; shift 2 ;;
    *) cmake_args+=("$1"); shift ;;
  esac
done
mkdir -p "$build"
log=$build/build.log
: >"$log"
fail() {
  tail -n 60 "$log" >&2
  echo "build: $1 failed (full log: $log)" >&2
  exit 1
}
stage_start=$(date +%s)
note() { ((quiet)) || echo "build: $*"; }
note "configure $build (Release${cmake_args[*]:+, ${cmake_args[*]}})"
# A Verilator chosen here or in the environment is passed on; otherwise the folder keeps its own.
[ -z "${TPB_VERILATOR:-}" ] || cmake_args+=("-DTPB_VERILATOR=$TPB_VERILATOR")
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release "${cmake_args[@]}" >>"$log" 2>&1 || fail configure
t1=$(date +%s)
if ((configure_only)); then
  note "configured in $((t1 - stage_start)) s; not compiling (--configure-only)"
  exit 0
fi
note "configured in $((t1 - stage_start)) s; compiling ${targets[*]:-everything} with $jobs jobs"
compile() {
  if ((quiet)); then
    cmake --build "$build" -j "$jobs" "${targets[@]}" >>"$log" 2>&1
  else
    # The build's own progress lines, one per finished step.
    local rc
    set +e
    cmake --build "$build" -j "$jobs" "${targets[@]}" 2>&1 | tee -a "$log" |
      grep --line-buffered -E '^\[ *[0-9]+%\] (Built target|Verilating|Building|Linking)' | sed -u 's/^/build: /'
    rc=${PIPESTATUS[0]}
    set -e
    return "$rc"
  fi
}
if ! compile; then
  # An RTL change can change the set of files Verilator writes; the build in progress still
  # compiles the old list (Verilator's CMake integration reads it at configure time), so the
  # link misses the new files. The next build reconfigures with the new list: retry once.
  if grep -q "undefined reference to .V" "$log"; then
    note "the Verilated file set changed: building again with the new list"
    compile || fail compile
  else
    fail compile
  fi
fi
t2=$(date +%s)
note "compiled in $((t2 - t1)) s"
grep -E 'warning:' "$log" | sort -u | head -n 20 >&2 || true
