#!/usr/bin/env bash
# Synthesize the standalone SB2SB top (rtl/mover/tpb_sb2sb_top.sv) with Yosys at the "fpga"
# geometry (16 partitions x 1024 bytes, 16-byte port) and fail on any latch, on a combinational
# loop or a multiply-driven net. With --ecp5 it also maps to an ECP5 (synth_ecp5) and prints
# the utilisation (block RAMs, LUTs, flip-flops, DSPs).
#
# usage: scripts/synth_mover.sh [--ecp5] [--out DIR] [-G Name=Value ...]
# Exit status 0 on success; the Yosys log is DIR/synth_mover.log (DIR defaults to a temp dir).
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
ecp5=0
out=""
declare -A params=([Partitions]=16 [BytesPerPartition]=1024 [PortBytes]=16 [CoresPerLnc]=2)
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) tpb_usage; exit 0 ;;
    --ecp5) ecp5=1; shift ;;
    --out) out=$2; shift 2 ;;
    -G) params[${2%%=*}]=${2#*=}; shift 2 ;;
    *) echo "synth_mover: unknown argument $1" >&2; exit 2 ;;
  esac
done
tpb_need synth_mover yosys
[[ -n "$out" ]] || out=$(mktemp -d)
mkdir -p "$out"
log=$out/synth_mover.log

tpb_rtl_files files --abs mover

chparam=""
for k in "${!params[@]}"; do chparam+=" -set $k ${params[$k]}"; done

# Coarse synthesis keeps memories as memories ($mem): the latch and loop checks run there.
script="$(tpb_yosys_check tpb_sb2sb_top "${files[*]}" "$chparam")
stat;"
if [[ $ecp5 == 1 ]]; then
  script+="
$(tpb_yosys_ecp5 tpb_sb2sb_top "${files[*]}" "$chparam" "-json $out/tpb_sb2sb_top_ecp5.json")
tee -o $out/utilisation.txt stat;"
fi

tpb_yosys synth_mover "$log" "$script" || exit 1
latches=$(grep -cE '\$(dlatch|adlatch|_DLATCH)' "$log" || true)
echo "synth_mover: tpb_sb2sb_top ${params[Partitions]}x${params[BytesPerPartition]} port ${params[PortBytes]} B: no latches, check passed (log: $log)"
if [[ $ecp5 == 1 ]]; then
  grep -E "DP16KD|LUT4|TRELLIS_FF|MULT18X18D|CCU2C|Number of cells" "$out/utilisation.txt" | sed 's/^/  /'
fi
