#!/usr/bin/env bash
# The README's test command: set up, build, run every test (model, CLI, field map, RTL
# lint and synthesis, lockstep), then build the model and its tests again with
# AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/) and run them there.
# Extra arguments go to both ctest runs (e.g. -R lockstep). TPB_SANITIZE_PASS=0 skips the
# sanitizer pass.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jobs=${TPB_JOBS:-$(nproc)}
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
(cd "${TPB_BUILD_DIR:-$root/build}" && ctest --output-on-failure -j "$jobs" "$@")
if [ "${TPB_SANITIZE_PASS:-1}" != 0 ]; then
  echo "run_tests: model and its tests under ASan + UBSan (build-asan/)"
  TPB_BUILD_DIR=$root/build-asan "$root/scripts/build.sh" -DTPB_SANITIZE=ON -DTPB_WITH_VERILATOR=OFF
  (cd "$root/build-asan" && ctest --output-on-failure -j "$jobs" "$@")
fi
