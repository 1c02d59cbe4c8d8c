#!/usr/bin/env bash
# Gate-level lockstep: synthesize tpb_system with Yosys (scripts/synth_yosys.sh --netlist: the
# synthesis check's own run, coarse cells, memories kept as memories), verilate its simulation
# netlist with the unchanged lockstep harness (tb/lockstep), and run it against the C++ model.
# It checks what RTL simulation cannot: that synthesis reads the SystemVerilog the way
# Verilator does (enum and package items, casts, unique case, reset values, code that only
# synthesis sees). Assertions are not in the netlist (SYNTHESIS is defined).
#
# The simulation netlist keeps Yosys' coarse cells (scripts/yosys/sim_netlist.ys says which
# are mapped and why the nets are split): it compiles about three times faster than the
# generic-gate netlist of before and is read by the same front end, so it catches the same
# synthesis-semantics bugs (docs/robustness.md, "Gate-level lockstep": a planted one).
#
# Builds in the normal build folder (scripts/build.sh first) and takes about 2-3 minutes of
# compile on 2 cores; the test command runs it once on a short stream (tests/docs), on the
# netlist of the synthesis CTest.
#
# usage: scripts/gatelevel.sh [--out DIR] [--netlist FILE] [-- LOCKSTEP ARGS...]
#        --netlist FILE  a simulation netlist of tpb_system written before (synth_yosys.sh
#                        --netlist): no synthesis here
#        default run: --seed 3 --count 3000 --bad-ratio 0.05 --bp 0.2 --bp-seed 3
# Exit status: the lockstep's (0 pass, 1 mismatch); 2 tool missing or build failure.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
build=${TPB_BUILD_DIR:-$root/build}
out=$build/gatelevel
jobs=${TPB_JOBS:-$(nproc)}
netlist=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --netlist) netlist=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) tpb_usage; exit 0 ;;
    *) echo "gatelevel: unknown option $1 (lockstep arguments go after --)" >&2; exit 2 ;;
  esac
done
args=("$@")
[[ ${#args[@]} -gt 0 ]] || args=(--seed 3 --count 3000 --bad-ratio 0.05 --bp 0.2 --bp-seed 3)
[[ -f $build/CMakeCache.txt ]] || { echo "gatelevel: $build is not configured: run scripts/build.sh first" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [[ -n $netlist ]]; then
  [[ -s $netlist ]] || { echo "gatelevel: --netlist $netlist: no such netlist" >&2; exit 2; }
  netlist=$(cd "$(dirname "$netlist")" && pwd)/$(basename "$netlist")
  echo "gatelevel: netlist $netlist (written by scripts/synth_yosys.sh --netlist)"
else
  echo "gatelevel: synthesizing tpb_system (scripts/synth_yosys.sh --netlist, logs in $out)"
  if ! "$root/scripts/synth_yosys.sh" --out "$out" --netlist tpb_system >"$out/synth.txt" 2>&1; then
    cat "$out/synth.txt" >&2
    echo "gatelevel: synthesis failed" >&2
    exit 2
  fi
  netlist=$out/tpb_system_gl.v
  echo "gatelevel: netlist $netlist ($(awk '/Number of cells:/ {print $4; exit}' "$out/stat_tpb_system.txt") coarse cells)"
fi

# The harness is built by CMake from the same function as tpb_lockstep
# (tb/lockstep/CMakeLists.txt, tpb_lockstep_system): same sources, libraries, definitions.
# The netlist path is set for this build only and cleared again, so later configure steps of
# the build folder do not verilate the netlist.
echo "gatelevel: building tpb_lockstep_gl: the lockstep harness on the netlist (log: $out/build.log)"
cleanup() { cmake -S "$root" -B "$build" -DTPB_GATELEVEL_NETLIST= >>"$out/build.log" 2>&1 || true; }
trap cleanup EXIT
TPB_JOBS=$jobs tpb_cmake_build gatelevel "$build" "$out/build.log" -DTPB_GATELEVEL_NETLIST="$netlist" -- tpb_lockstep_gl
cleanup
trap - EXIT
echo "gatelevel: tpb_lockstep on the netlist ${args[*]}"
exec "$build/tb/lockstep/tpb_lockstep_gl" --mismatch-fst "$out/mismatch.fst" "${args[@]}"
