#!/usr/bin/env bash
# The README's test command: set up, build, run every test (model, CLI, field map, RTL
# lint and synthesis, lockstep). Extra arguments go to ctest (e.g. -R lockstep).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
cd "${TPB_BUILD_DIR:-$root/build}"
ctest --output-on-failure -j "${TPB_JOBS:-$(nproc)}" "$@"
