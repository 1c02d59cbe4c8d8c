#!/usr/bin/env bash
# Synthesize the DVE sequencer (rtl/dve/tpb_dve_seq.sv) with Yosys for gen2, gen3 and gen4 at
# the fixture row widths (tests/fixtures/dve), plus gen3 with $readmemh start-up images, and
# fail on any latch, combinational loop or multiply-driven net. With --ecp5 it also maps each
# configuration to an ECP5 (synth_ecp5: tables in DP16KD block RAM) and prints utilisation.
#
# usage: scripts/synth_dve.sh [--ecp5] [--out DIR] [--gen N]...
# Exit status 0 on success; Yosys logs are DIR/synth_dve_<config>.log (DIR: a temp dir).
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
ecp5=0
out=""
gens=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) tpb_usage; exit 0 ;;
    --ecp5) ecp5=1; shift ;;
    --out) out=$2; shift 2 ;;
    --gen) gens+=("$2"); shift 2 ;;
    *) echo "synth_dve: unknown argument $1" >&2; exit 2 ;;
  esac
done
tpb_need synth_dve yosys
[[ -n "$out" ]] || out=$(mktemp -d)
mkdir -p "$out"
[[ ${#gens[@]} -gt 0 ]] || gens=(2 3 4 3init)

tpb_rtl_files dve_files --abs dve
files="${dve_files[*]}"
fx=$root/tests/fixtures/dve

status=0
for cfg in "${gens[@]}"; do
  case "$cfg" in
    2) chparam="-set Gen 2 -set FastRowWords 2 -set DpRowWords 4" ;;
    3) chparam="-set Gen 3 -set FastRowWords 2 -set SlowRowWords 2 -set DpRowWords 4" ;;
    4) chparam="-set Gen 4 -set FastRowWords 3 -set SlowRowWords 2 -set DpRowWords 8" ;;
    3init) chparam="-set Gen 3 -set FastRowWords 2 -set SlowRowWords 2 -set DpRowWords 4"
      chparam+=" -set OpTableInit \"$fx/gen3/default_opcode_table.hex\""
      chparam+=" -set FastInit \"$fx/gen3/default_control_fast_table.hex\""
      chparam+=" -set SlowInit \"$fx/gen3/default_control_slow_table.hex\""
      chparam+=" -set DpInit \"$fx/gen3/default_datapath_table.hex\"" ;;
    *) echo "synth_dve: unknown configuration $cfg (2, 3, 4, 3init)" >&2; exit 2 ;;
  esac
  log=$out/synth_dve_gen$cfg.log
  # Coarse synthesis keeps the tables as memories ($mem_v2): latch and loop checks run there.
  script="$(tpb_yosys_check tpb_dve_seq "$files" "$chparam")
tee -o $out/coarse_gen$cfg.txt stat;"
  if [[ $ecp5 == 1 ]]; then
    script+="
$(tpb_yosys_ecp5 tpb_dve_seq "$files" "$chparam")
tee -o $out/ecp5_gen$cfg.txt stat;"
  fi
  if ! tpb_yosys synth_dve "$log" "$script" "gen$cfg"; then
    status=1
    continue
  fi
  mems=$(grep -E '^\s+\$mem_v2' "$out/coarse_gen$cfg.txt" | awk '{print $2}')
  echo "synth_dve: tpb_dve_seq gen$cfg: no latches, check passed, ${mems:-0} table memories (log: $log)"
  if [[ $ecp5 == 1 ]]; then
    grep -E "DP16KD|LUT4|TRELLIS_FF|CCU2C|Number of cells" "$out/ecp5_gen$cfg.txt" | sed 's/^/  ecp5 /'
  fi
done
exit $status
