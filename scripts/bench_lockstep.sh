#!/usr/bin/env bash
# Benchmark of the decoder/core lockstep harness (a measurement, not a test):
#   - RTL alone (tpb_lockstep --rtl-only) against lockstep (RTL + model + compare), same stream
#   - words/s and cycles/s of each, the lockstep cost as a ratio of the RTL-alone time
#   - decoder words per cycle with no back-pressure, against the limit 1.0
# Each mode runs REPEAT times and the fastest run counts (the machine is shared).
#
# usage: scripts/bench_lockstep.sh [WORDS] [REPEAT]      (default 200000 words, 3 runs)
#        scripts/bench_lockstep.sh --help
# Builds tpb_lockstep in Release in $TPB_BUILD_DIR (default build/) when needed.
# Exit status: 0 with every figure measured; 1 a run failed or a figure could not be read
# (the message says which); 2 usage or build error.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
tpb_help "${1:-}"
build=${TPB_BUILD_DIR:-$root/build}
words=${1:-200000}
repeat=${2:-3}
[[ $words =~ ^[1-9][0-9]*$ && $repeat =~ ^[1-9][0-9]*$ ]] ||
  { echo "bench_lockstep: WORDS and REPEAT must be positive integers (got '$words' '$repeat')" >&2; exit 2; }

tpb_cmake_build bench_lockstep "$build" "$build/bench_lockstep_build.log" --if-new \
  -DCMAKE_BUILD_TYPE=Release -- tpb_lockstep
tpb_want_release bench_lockstep "$build"
lockstep=$build/tb/lockstep/tpb_lockstep

# A generated stream with 3% byte-mutated words (malformed words of every kind), no
# back-pressure: every cycle the decoder can take a word. The generator's 0xBF words stay
# random (--sb2sb-legal 0: the mover refuses most of them in a few clocks); the cycles a word
# waits for the busy mover ("port stalls") are reported apart from the decoder's rate.
stream=(--seed 1 --count "$words" --mutate 0.03 --sb2sb-legal 0)

field() {  # field NAME <<< summary: the first number after "NAME"
  awk -v k="$1" 'index($0, "  " k " ") == 1 { for (i = 1; i <= NF; ++i) if ($i ~ /^[0-9.]+$/) { print $i; exit } }'
}
need() {  # need NAME MODE <<< summary: the field, or a loud failure
  local v
  v=$(field "$1")
  if ! [[ $v =~ ^[0-9]+(\.[0-9]+)?$ ]]; then
    echo "bench_lockstep: could not read '$1' from the $2 summary" >&2
    exit 1
  fi
  echo "$v"
}

run() {  # run MODE-NAME EXPECT ARGS...: one run; its summary, or a loud failure
  local mode=$1 expect=$2 out rc
  shift 2
  set +e
  out=$("$lockstep" "${stream[@]}" "$@" 2>&1)
  rc=$?
  set -e
  if ((rc != 0)) || ! grep -q "^lockstep: $expect" <<<"$out"; then
    echo "$out" | tail -n 25 >&2
    echo "bench_lockstep: the $mode run failed (exit $rc): $lockstep ${stream[*]} $*" >&2
    exit 1
  fi
  echo "$out"
}

best() {  # best MODE EXPECT ARGS...: run REPEAT times, keep the summary of the fastest
  local best_t="" best_out="" out t
  for ((i = 0; i < repeat; ++i)); do
    out=$(run "$@")
    t=$(need "wall time" "$1" <<<"$out")
    if [[ -z "$best_t" ]] || awk -v a="$t" -v b="$best_t" 'BEGIN { exit !(a < b) }'; then
      best_t=$t
      best_out=$out
    fi
  done
  echo "$best_out"
}

rtl=$(best "RTL-only" DONE --rtl-only)
lock=$(best lockstep PASS)

rtl_t=$(need "wall time" RTL-only <<<"$rtl");   lock_t=$(need "wall time" lockstep <<<"$lock")
rtl_w=$(need "words/s" RTL-only <<<"$rtl");     lock_w=$(need "words/s" lockstep <<<"$lock")
rtl_c=$(need "cycles/s" RTL-only <<<"$rtl");    lock_c=$(need "cycles/s" lockstep <<<"$lock")
wpc=$(need "words/cycle" RTL-only <<<"$rtl");   cycles=$(need "cycles" RTL-only <<<"$rtl")
stalls=$(need "port stalls" RTL-only <<<"$rtl")
awk -v t="$rtl_t" -v c="$cycles" 'BEGIN { exit !(t > 0 && c > 0) }' ||
  { echo "bench_lockstep: RTL-only run reports $rtl_t s and $cycles cycles: no ratio can be formed" >&2; exit 1; }

echo "bench_lockstep: $words words, seed 1, 3% mutated words, no back-pressure, best of $repeat ($tpb_build_type build)"
printf '  %-22s %12s %12s %12s\n' "" "wall s" "words/s" "cycles/s"
printf '  %-22s %12s %12s %12s\n' "RTL only" "$rtl_t" "$rtl_w" "$rtl_c"
printf '  %-22s %12s %12s %12s\n' "lockstep (RTL+model)" "$lock_t" "$lock_w" "$lock_c"
awk -v a="$lock_t" -v b="$rtl_t" 'BEGIN { printf "  lockstep cost          %.2fx the RTL-alone time (%+.0f%%)\n", a / b, 100 * (a / b - 1) }'
awk -v w="$wpc" -v n="$words" -v c="$cycles" \
  'BEGIN { printf "  decoder words/cycle    %s = %d words / %d cycles (limit 1.0: %.4f%% of it)\n", w, n, c, 100 * w }'
awk -v n="$words" -v c="$cycles" -v s="$stalls" \
  'BEGIN { printf "  without mover stalls   %.6f = %d words / (%d cycles - %d cycles waiting for the SB2SB mover)\n", n / (c - s), n, c, s }'
