#!/usr/bin/env bash
# The README's main job: set up, build the lockstep harness (only what it needs), then run
# the lockstep co-simulation of the RTL system and the C++ model on a generated stream
# (malformed words, legal mover patterns and custom-op chains, back-pressure) and print its
# summary. Each stage prints its progress and how long it took.
#
#   scripts/run_main.sh                   the default run (50,000 words, seed 1)
#   scripts/run_main.sh --seed 42 --count 200000 --bad-ratio 0.05 --bp 0.3
#   scripts/run_main.sh --bin my_stream.bin --trace run.fst
#   scripts/run_main.sh --help            this text, then the harness's options
#
# Arguments replace the default harness options (see tpb_lockstep --help). Environment:
# TPB_BUILD_DIR (default build/), TPB_JOBS. Exit status: the harness's (0 pass, 1 mismatch).
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
build=${TPB_BUILD_DIR:-$root/build}
lockstep=$build/tb/lockstep/tpb_lockstep
for a in "$@"; do
  if [ "$a" = -h ] || [ "$a" = --help ]; then
    tpb_usage
    if [ -x "$lockstep" ]; then echo; "$lockstep" --help; fi
    exit 0
  fi
done
t0=$(date +%s)
echo "run_main: [1/3] setup"
"$root/scripts/setup.sh"
t1=$(date +%s)
echo "run_main: [1/3] setup took $((t1 - t0)) s"
echo "run_main: [2/3] build tpb_lockstep (the RTL system verilated, the model library)"
"$root/scripts/build.sh" --target tpb_lockstep
t2=$(date +%s)
echo "run_main: [2/3] build took $((t2 - t1)) s"
if [ ! -x "$lockstep" ]; then
  echo "run_main: $lockstep was not built (is Verilator installed? see $build/build.log)" >&2
  exit 2
fi
if [ $# -eq 0 ]; then
  set -- --seed 1 --count 50000 --bad-ratio 0.03 --bp-seed 1 --bp 0.2 --progress 10000
fi
echo "run_main: [3/3] tpb_lockstep $*"
set +e
"$lockstep" "$@"
rc=$?
set -e
t3=$(date +%s)
echo "run_main: [3/3] lockstep took $((t3 - t2)) s (exit $rc); total $((t3 - t0)) s"
exit $rc
