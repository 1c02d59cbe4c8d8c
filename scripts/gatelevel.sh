#!/usr/bin/env bash
# Gate-level lockstep: synthesize tpb_system with Yosys to generic gates (memories kept as
# memories), verilate that netlist with the unchanged lockstep harness (tb/lockstep), and
# run it against the C++ model. It checks what RTL simulation cannot: that synthesis reads
# the SystemVerilog the way Verilator does (enum and package items, casts, unique case,
# reset values). Assertions are not in the netlist (SYNTHESIS is defined).
#
# The netlist goes through `splitnets` before it is written: Verilator 5.006 simulates
# Yosys' multi-bit intermediate wires wrongly when bits of one wire feed other bits of the
# same wire (hundreds of UNOPTFLAT "loops"): a purely combinational output then depended on
# history. Split into single-bit nets, the netlist has no such loop.
#
# Builds in the normal build folder (scripts/build.sh first) and takes about 5-10 minutes of
# compile on 2 cores; the test command runs it once on a short stream (tests/docs).
#
# usage: scripts/gatelevel.sh [--out DIR] [-- LOCKSTEP ARGS...]
#        default run: --seed 3 --count 3000 --bad-ratio 0.05 --bp 0.2 --bp-seed 3
# Exit status: the lockstep's (0 pass, 1 mismatch); 2 tool missing or build failure.
set -euo pipefail
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPB_BUILD_DIR:-$root/build}
out=$build/gatelevel
yosys=${YOSYS:-yosys}
verilator=${VERILATOR:-verilator}
jobs=${TPB_JOBS:-$(nproc)}
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "gatelevel: unknown option $1 (lockstep arguments go after --)" >&2; exit 2 ;;
  esac
done
args=("$@")
[[ ${#args[@]} -gt 0 ]] || args=(--seed 3 --count 3000 --bad-ratio 0.05 --bp 0.2 --bp-seed 3)
for t in "$yosys" "$verilator"; do
  command -v "$t" >/dev/null || { echo "gatelevel: $t not found" >&2; exit 2; }
done
[[ -f $build/CMakeCache.txt ]] || { echo "gatelevel: $build is not configured: run scripts/build.sh first" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)

files=()
while read -r line; do
  line=${line%%#*}
  line=$(echo "$line" | xargs)
  [[ -n "$line" ]] && files+=("$root/$line")
done <"$root/rtl/files.f"

netlist=$out/tpb_system_gl.v
echo "gatelevel: synthesizing tpb_system (log: $out/synth.log)"
"$yosys" -q -l "$out/synth.log" -p "read_verilog -sv -DSYNTHESIS ${files[*]};
hierarchy -check -top tpb_system;
synth -top tpb_system -flatten -run begin:fine;
opt -full; techmap; opt -fast; splitnets; opt_clean -purge;
check -assert;
select -assert-none t:\$dlatch t:\$adlatch t:\$_DLATCH_*;
tee -q -o $out/stat.txt stat;
write_verilog -noattr $netlist" >/dev/null
cells=$(awk '/Number of cells:/ {print $4; exit}' "$out/stat.txt")
echo "gatelevel: netlist $netlist ($cells cells)"

# The harness is built by CMake from the same function as tpb_lockstep
# (tb/lockstep/CMakeLists.txt, tpb_lockstep_system): same sources, libraries, definitions.
# The netlist path is set for this build only and cleared again, so later configure steps of
# the build folder do not verilate the netlist.
echo "gatelevel: building tpb_lockstep_gl: the lockstep harness on the netlist (log: $out/build.log)"
cleanup() { cmake -S "$root" -B "$build" -DTPB_GATELEVEL_NETLIST= >>"$out/build.log" 2>&1 || true; }
trap cleanup EXIT
if ! { cmake -S "$root" -B "$build" -DTPB_GATELEVEL_NETLIST="$netlist" &&
       cmake --build "$build" --target tpb_lockstep_gl -j "$jobs"; } >"$out/build.log" 2>&1; then
  tail -n 30 "$out/build.log" >&2
  echo "gatelevel: build failed" >&2
  exit 2
fi
cleanup
trap - EXIT
echo "gatelevel: tpb_lockstep on the netlist ${args[*]}"
exec "$build/tb/lockstep/tpb_lockstep_gl" --mismatch-fst "$out/mismatch.fst" "${args[@]}"
