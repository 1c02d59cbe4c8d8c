#!/usr/bin/env bash
# The README's test command: set up, build, run every test (model, CLI, field map, RTL
# lint and synthesis, lockstep, the documented commands, the simulated board, the bitstream),
# then build the model and its tests again with AddressSanitizer + UndefinedBehaviorSanitizer
# (build-asan/) and run them there.
#
# usage: scripts/run_tests.sh [CTEST_ARGS...]    e.g. -R lockstep
#
# Extra arguments go to both ctest runs. The build is configured with TPB_REQUIRE_TOOLS=ON: a
# tool some test needs and the setup did not install stops the run instead of dropping that
# test. Environment: TPB_BUILD_DIR, TPB_JOBS, TPB_SANITIZE_PASS=0 skips the sanitizer pass.
set -euo pipefail
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
for a in "$@"; do
  if [ "$a" = -h ] || [ "$a" = --help ]; then awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "${BASH_SOURCE[0]}"; exit 0; fi
done
jobs=${TPB_JOBS:-$(nproc)}
t0=$(date +%s)
"$root/scripts/setup.sh"
"$root/scripts/build.sh" -DTPB_REQUIRE_TOOLS=ON
echo "run_tests: built in $(( $(date +%s) - t0 )) s; running the tests"
(cd "${TPB_BUILD_DIR:-$root/build}" && ctest --output-on-failure -j "$jobs" "$@")
if [ "${TPB_SANITIZE_PASS:-1}" != 0 ]; then
  echo "run_tests: model and its tests under ASan + UBSan (build-asan/)"
  TPB_BUILD_DIR=$root/build-asan "$root/scripts/build.sh" --quiet -DTPB_SANITIZE=ON -DTPB_WITH_VERILATOR=OFF
  (cd "$root/build-asan" && ctest --output-on-failure -j "$jobs" "$@")
fi
echo "run_tests: done in $(( $(date +%s) - t0 )) s"
