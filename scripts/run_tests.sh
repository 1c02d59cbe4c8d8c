#!/usr/bin/env bash
# The README's test command: set up, build, run every test (model, CLI, field map, RTL
# lint and synthesis, lockstep, the documented commands, the simulated FPGA board; the bitstream
# with --long),
# then the other Verilator's share (below), then build the model and its tests again with
# AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/) and run them there (all but the
# benchmarks' smoke runs, label `bench`). At the end it prints where the time went: the wall time
# of each stage, CTest by group and the ten slowest tests (scripts/ci_report.py; also written
# as JSON to build/ci_times.json).
#
# usage: scripts/run_tests.sh [--long] [CTEST_ARGS...]    e.g. -R lockstep
#
#   --long   also the long tier (CTest label `long`): the ULX3S place and route with its timing
#            check (about 6 min here), the fuzzers' own build and run, the mover's ECP5
#            synthesis. Without it they are left out (`-LE long`), so the test command stays
#            within its budget on a slow machine (docs/design.md, "The test command's budget").
#
# Extra arguments go to every ctest run. The build is configured with TPB_REQUIRE_TOOLS=ON: a
# tool some test needs and the setup did not install stops the run instead of dropping that
# test. Every C++ compile goes through ccache (CMakeLists.txt), so a second run on the same
# machine reuses the first one's objects. Environment: TPB_BUILD_DIR, TPB_JOBS,
# TPB_SANITIZE_PASS=0 skips the sanitizer pass, TPB_OTHER_VERILATOR_PASS=0 the other Verilator's.
#
# Two Verilators (docs/design.md): the full suite runs on the build's release (TPB_VERILATOR,
# default system: Debian's 5.006); the other one (current: the pinned 5.052) builds in
# build-current/ and runs its share: every lint CTest, one run of every block bench (decoder,
# DVE, mover, mailbox, the simulated board), the main job on the gen3 system (the gen2 and gen4
# systems are the same RTL with other table geometries; they run with the default release only),
# and the cocotb benches (which need 5.036 or later).
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
tpb_help_any "$@"
tier=(-LE long)
if [ "${1:-}" = --long ]; then tier=(); shift; fi
jobs=${TPB_JOBS:-$(nproc)}
build=${TPB_BUILD_DIR:-$root/build}
asan=$root/build-asan
t0=$(date +%s)
stages=$(mktemp -t tpb-stages.XXXXXX)
trap 'rm -f "$stages"' EXIT
ts=$t0
# stage NAME: the wall time since the last stage ended, under NAME.
stage() {
  local now
  now=$(date +%s)
  printf '%s\t%s\n' "$1" "$((now - ts))" >>"$stages"
  ts=$now
}
status=0
"$root/scripts/setup.sh"
stage "setup (scripts/setup.sh)"
"$root/scripts/build.sh" -DTPB_REQUIRE_TOOLS=ON
stage "build (scripts/build.sh)"
echo "run_tests: built in $(( $(date +%s) - t0 )) s; running the tests"
(cd "$build" && ctest --no-tests=error --output-on-failure -j "$jobs" --output-junit ctest_junit.xml "${tier[@]}" "$@") || status=$?
stage "ctest (build/)"
runs=(--ctest "ctest (build/)" "$build" "$build/ctest_junit.xml")
if [ "${TPB_OTHER_VERILATOR_PASS:-1}" != 0 ]; then
  case ${TPB_VERILATOR:-system} in system) other=current ;; *) other=system ;; esac
  other_build=$root/build-$other
  # The share, one regular expression per part (a part may hold its own alternation).
  parts=('verilator --lint-only' '^mover lint:' '^dve: lockstep gen3 default from the'
    '^mover lockstep: seed 1,' '^mailbox lockstep: seed 1,' '^fpga: host-link lockstep check, seed 3,'
    '^lockstep: (gen3|RTL only).*main job.s options' '^cocotb:')
  share=$(IFS='|'; echo "${parts[*]}")
  echo "run_tests: the other Verilator ($other, $other_build): lint, a run of each block bench, the main job"
  TPB_BUILD_DIR=$other_build "$root/scripts/build.sh" --quiet --verilator "$other" -DTPB_REQUIRE_TOOLS=ON \
    --target tpb --target tpb_lockstep \
    --target tb_dve_gen3 --target tb_mover --target tb_mailbox --target tb_fpga
  stage "other Verilator build (build-$other/)"
  # Each part of the share must name at least one test of that build: a part that matches
  # nothing (the cocotb benches of a Verilator too old for cocotb, say) fails the run instead of
  # leaving its tests out in silence.
  for part in "${parts[@]}"; do
    n=$(cd "$other_build" && ctest --no-tests=error -N -R "$part" "${tier[@]}" | sed -n 's/^Total Tests: //p')
    if [ "${n:-0}" = 0 ]; then
      echo "run_tests: FAIL: no test of $other_build matches '$part' (the other Verilator's share)" >&2
      status=1
    fi
  done
  (cd "$other_build" && ctest --no-tests=error --output-on-failure -j "$jobs" --output-junit ctest_junit.xml -R "$share" "${tier[@]}" "$@") || status=$?
  stage "other Verilator ctest (build-$other/)"
  runs+=(--ctest "other Verilator ctest (build-$other/)" "$other_build" "$other_build/ctest_junit.xml")
fi
if [ "${TPB_SANITIZE_PASS:-1}" != 0 ]; then
  echo "run_tests: model and its tests under ASan + UBSan (build-asan/)"
  TPB_BUILD_DIR=$asan "$root/scripts/build.sh" --quiet -DTPB_SANITIZE=ON -DTPB_WITH_VERILATOR=OFF
  stage "sanitizer build (build-asan/)"
  # The benchmarks' smoke runs are left out here: under the sanitizers their figures mean
  # nothing, and the plain build above runs them.
  asan_tier=(-LE bench)
  [ ${#tier[@]} = 0 ] || asan_tier=(-LE 'long|bench')
  (cd "$asan" && ctest --no-tests=error --output-on-failure -j "$jobs" --output-junit ctest_junit.xml "${asan_tier[@]}" "$@") || status=$?
  stage "sanitizer ctest (build-asan/)"
  runs+=(--ctest "sanitizer ctest (build-asan/)" "$asan" "$asan/ctest_junit.xml")
fi
python3 "$root/scripts/ci_report.py" --stages "$stages" "${runs[@]}" --json "$build/ci_times.json"
if command -v ccache >/dev/null; then
  ccache --show-stats 2>/dev/null | grep -E '^ *(Hits|Misses):' | sed 's/^ */run_tests: ccache /' || true
fi
echo "run_tests: done in $(( $(date +%s) - t0 )) s"
exit "$status"
