#!/usr/bin/env bash
# Synthesize the decoder, the core and the system top with Yosys (generic gates) and fail on any latch, any
# `check -assert` problem (undriven or multiply driven nets, combinational loops) or any Yosys
# warning. Prints the cell counts of each top. Sources come from the RTL manifest: the system
# core (rtl/top/tpb_system.core), or for the board top tpb_fpga_top the board's core.
# Tops with SBUF / table memories (tpb_system, tpb_fpga_top) stop at the coarse netlist,
# memories kept as memories ($mem, block RAM on an FPGA), as scripts/synth_mover.sh does:
# mapping a 2 x 512 KiB SBUF pair to generic flip-flops would take hours. The latch and
# `check` rules are the same. (tpb_fpga_top is read without the ECP5 PLL, which only the
# FPGA flow's synth_ecp5 knows: scripts/fpga_flow.sh maps the board top to the ECP5.)
#
# usage: scripts/synth_yosys.sh [--out DIR] [--netlist] [TOP...]
#        default TOPs: tpb_decoder tpb_core tpb_system
#   --netlist   for tpb_system also write the simulation netlist of the checked design,
#               DIR/tpb_system_gl.v (scripts/yosys/sim_netlist.ys), so that one synthesis
#               serves the check and the gate-level lockstep (scripts/gatelevel.sh --netlist);
#               and the coarse design it checked, DIR/tpb_system_coarse.il (RTLIL), which
#               scripts/mutation.py --design mutates
# Exit status: 0 clean, 1 synthesis problem, 2 Yosys missing or bad usage.
# Logs: DIR/synth_<top>.log and DIR/stat_<top>.txt (DIR: a temporary directory unless --out).
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
yosys=${YOSYS:-yosys}
out=""
netlist=0
tops=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) tpb_usage; exit 0 ;;
    --out) out=$2; shift 2 ;;
    --netlist) netlist=1; shift ;;
    -*) echo "synth_yosys: unknown option $1" >&2; exit 2 ;;
    *) tops+=("$1"); shift ;;
  esac
done
tpb_need synth_yosys "$yosys"
[[ ${#tops[@]} -gt 0 ]] || tops=(tpb_decoder tpb_core tpb_system)
[[ -n "$out" ]] || out=$(mktemp -d "${TMPDIR:-/tmp}/synth_yosys.XXXXXX")
mkdir -p "$out"
out=$(cd "$out" && pwd)

# Paths relative to the repository root (Yosys runs there), so the cells' src attributes name
# rtl/... files, as the reports (and the mutation flow's own synthesis) name them.
tpb_rtl_files core_files system
tpb_rtl_files board_files fpga
cd "$root"

status=0
for top in "${tops[@]}"; do
  log=$out/synth_$top.log
  stat=$out/stat_$top.txt
  files=("${core_files[@]}")
  [[ $top == tpb_fpga_top ]] && files=("${board_files[@]}")
  synth_args=" "  # the decoder and the core: a full generic synthesis; the system tops: coarse (memories kept)
  [[ $top == tpb_system || $top == tpb_fpga_top ]] && synth_args="-flatten -run begin:fine"
  script="$(tpb_yosys_check "$top" "-DSYNTHESIS ${files[*]}" "" "$synth_args")
tee -q -o $stat stat;"
  if [[ $netlist == 1 && $top == tpb_system ]]; then
    script+="
write_rtlil $out/tpb_system_coarse.il;
script $root/scripts/yosys/sim_netlist.ys;
check -assert;
write_verilog -noattr $out/tpb_system_gl.v;"
  fi
  if ! YOSYS=$yosys tpb_yosys synth_yosys "$log" "$script" "$top"; then
    status=1
    continue
  fi
  if grep -q "Warning:" "$log"; then
    grep "Warning:" "$log" | sort -u | head -n 20 >&2
    echo "synth_yosys: $top FAIL: Yosys warnings (log: $log)" >&2
    status=1
    continue
  fi
  # Cell counts by type: the design-wide totals when there is a hierarchy, else the top's.
  table=$(awk -v top="$top" '
    /=== design hierarchy ===/ {h=1; delete c; next}
    /^=== / {cur=$2; next}
    /^ +\$[_A-Za-z0-9]+ +[0-9]+$/ { if (h || cur == top) c[$1]=$2 }
    END { for (k in c) printf "  %-20s %8d\n", k, c[k] }' "$stat" | sort)
  cells=$(awk '{s+=$2} END {print s+0}' <<<"$table")
  ffs=$(awk 'toupper($1) ~ /DFF/ {s+=$2} END {print s+0}' <<<"$table")
  echo "synth_yosys: $top: no latches, check passed, $cells cells, $ffs flip-flops (log: $log)"
  echo "$table"
  if [[ $netlist == 1 && $top == tpb_system ]]; then
    echo "synth_yosys: tpb_system simulation netlist: $out/tpb_system_gl.v, coarse design: $out/tpb_system_coarse.il"
  fi
done
exit $status
