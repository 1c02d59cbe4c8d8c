#!/usr/bin/env bash
# Link speed of the host check at each UART rate, measured in simulation: the simulated board at
# its own 75 MHz core clock (tb_fpga_board_<baud>: 1, 2 and 3 Mbaud, clocks per bit rounded as
# the RTL rounds them) runs `tpb fpga check` on one stream, and the check's words per second
# are taken in board time (CNT_CYCLES over the stream at 75 MHz), which is what a board at that
# rate gives, the host's turnaround aside (in simulation it costs at most the harness's 20,000
# quiet clocks, 0.27 ms, per request).
#
#   scripts/fpga_baud.sh                          seed 3, 200 words, the served mailbox
#   scripts/fpga_baud.sh --bauds 3000000 --seed 3 --count 40   one rate, a short stream
#   scripts/fpga_baud.sh --count 400 --no-serve   further options go to tpb fpga check
#
# Environment: TPB_BUILD_DIR (default build/). Prints one row per rate; exit status 1 when a
# check fails.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
tpb_help_any "$@"
build=${TPB_BUILD_DIR:-$root/build}
bauds="1000000 2000000 3000000"
if [ "${1:-}" = --bauds ]; then
  bauds=$(echo "${2:?--bauds needs a list}" | tr ',' ' ')
  shift 2
fi
targets=""
for b in $bauds; do targets="$targets tb_fpga_board_$b"; done
# shellcheck disable=SC2086
cmake --build "$build" -j "${TPB_JOBS:-2}" --target tpb $targets >/dev/null
[ $# -gt 0 ] || set -- --seed 3 --count 200
printf '%-10s %-14s %-12s %s\n' "baud" "clocks/bit" "words" "words/s (board time)"
rc=0
for b in $bauds; do
  log=$build/tb/fpga/baud_$b.log
  if ! "$build/tb/fpga/tb_fpga_board_$b" -- "$build/cmodel/tpb" fpga check --port '{port}' --baud "$b" \
      --dve-set "$root/tests/fixtures/dve/gen3/dve_info.json" "$@" >"$log" 2>&1; then
    echo "fpga_baud: the check at $b baud failed (see $log)" >&2
    rc=1
    continue
  fi
  line=$(grep -E '^  board time' "$log")
  words=$(grep -Eo '^  words +[0-9]+' "$log" | grep -Eo '[0-9]+$')
  wps=$(echo "$line" | grep -Eo '[0-9]+ words/s' | grep -Eo '^[0-9]+')
  clk_hz=$(echo "$line" | grep -Eo 'at [0-9]+ Hz' | grep -Eo '[0-9]+')   # the board's ClkHz, as it reports it
  printf '%-10s %-14s %-12s %s\n' "$b" "$(( (clk_hz + b / 2) / b ))" "$words" "$wps"
done
exit $rc
