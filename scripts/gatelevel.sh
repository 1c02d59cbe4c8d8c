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
# Needs the model library from the normal build (scripts/build.sh) and about 5-10 minutes of
# compile on 2 cores, so it is not part of the default test command.
#
# usage: scripts/gatelevel.sh [--out DIR] [-- LOCKSTEP ARGS...]
#        default run: --seed 3 --count 3000 --bad-ratio 0.05 --bp 0.2 --bp-seed 3
# Exit status: the lockstep's (0 pass, 1 mismatch); 2 tool missing or build failure.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPB_BUILD_DIR:-$root/build}
out=$build/gatelevel
yosys=${YOSYS:-yosys}
verilator=${VERILATOR:-verilator}
jobs=${TPB_JOBS:-$(nproc)}
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "gatelevel: unknown option $1 (lockstep arguments go after --)" >&2; exit 2 ;;
  esac
done
args=("$@")
[[ ${#args[@]} -gt 0 ]] || args=(--seed 3 --count 3000 --bad-ratio 0.05 --bp 0.2 --bp-seed 3)
for t in "$yosys" "$verilator"; do
  command -v "$t" >/dev/null || { echo "gatelevel: $t not found" >&2; exit 2; }
done
lib=$build/cmodel/libtpbmodel.a
[[ -f $lib ]] || { echo "gatelevel: $lib missing: run scripts/build.sh first" >&2; exit 2; }
mkdir -p "$out"

files=()
while read -r line; do
  line=${line%%#*}
  line=$(echo "$line" | xargs)
  [[ -n "$line" ]] && files+=("$root/$line")
done <"$root/rtl/files.f"

# The parameters of the lockstep build (tb/lockstep/CMakeLists.txt): tpb_system's defaults.
defs="-DTB_SOURCE_DIR=\\\"$root\\\" -DTB_DVE_GEN=3 -DTB_DVE_FAST_ROWS=256 -DTB_DVE_SLOW_ROWS=256
  -DTB_DVE_FAST_WORDS=2 -DTB_DVE_SLOW_WORDS=2 -DTB_DVE_DP_WORDS=4 -DTB_PARTITIONS=128
  -DTB_BYTES_PER_PARTITION=4096 -DTB_PORT_BYTES=16 -DTB_MAILBOX_WORDS=257"

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

echo "gatelevel: verilating the netlist with tb/lockstep/tpb_lockstep.cpp (log: $out/build.log)"
rm -rf "$out/obj"
if ! "$verilator" --cc --exe --build -j "$jobs" --prefix Vtpb_system --top-module tpb_system \
    -Wno-fatal -Wno-lint -Wno-style --Mdir "$out/obj" --trace-fst \
    -CFLAGS "-std=c++20 -O2 -I$root/cmodel/include $(echo $defs)" \
    -LDFLAGS "$lib -lfmt -lpthread" \
    "$netlist" "$root/tb/lockstep/tpb_lockstep.cpp" >"$out/build.log" 2>&1; then
  tail -n 30 "$out/build.log" >&2
  echo "gatelevel: build failed" >&2
  exit 2
fi
echo "gatelevel: tpb_lockstep on the netlist ${args[*]}"
exec "$out/obj/Vtpb_system" --mismatch-fst "$out/mismatch.fst" "${args[@]}"
