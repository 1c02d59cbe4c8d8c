#!/usr/bin/env bash
# The README's main job: set up, build, then run the lockstep co-simulation of the RTL core
# and the C++ model on a generated stream (malformed words and back-pressure included) and
# print its summary. Arguments replace the default harness options, e.g.
#   scripts/run_main.sh --seed 42 --count 200000 --bad-ratio 0.05 --bp 0.3
#   scripts/run_main.sh --bin my_stream.bin --trace run.fst
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPB_BUILD_DIR:-$root/build}
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
lockstep=$build/tb/lockstep/tpb_lockstep
if [ ! -x "$lockstep" ]; then
  echo "run_main: $lockstep was not built (is Verilator installed? see build/build.log)" >&2
  exit 2
fi
if [ $# -eq 0 ]; then
  set -- --seed 1 --count 50000 --bad-ratio 0.03 --bp-seed 1 --bp 0.2 --progress 10000
fi
echo "run_main: tpb_lockstep $*"
exec "$lockstep" "$@"
