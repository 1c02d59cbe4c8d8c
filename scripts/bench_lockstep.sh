#!/usr/bin/env bash
# Benchmark of the decoder/core lockstep harness (a measurement, not a test):
#   - RTL alone (tpb_lockstep --rtl-only) against lockstep (RTL + model + compare), same stream
#   - words/s and cycles/s of each, the lockstep cost as a ratio of the RTL-alone time
#   - decoder words per cycle with no back-pressure, against the limit 1.0
# Each mode runs REPEAT times and the fastest run counts (the machine is shared).
#
# usage: scripts/bench_lockstep.sh [WORDS] [REPEAT]      (default 200000 words, 3 runs)
# Builds tpb_lockstep in Release in $TPB_BUILD_DIR (default build/) when needed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPB_BUILD_DIR:-$root/build}
jobs=${TPB_JOBS:-2}
words=${1:-200000}
repeat=${2:-3}

mkdir -p "$build"
log=$build/bench_lockstep_build.log
if ! { [[ -f "$build/CMakeCache.txt" ]] || cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release; } >"$log" 2>&1 ||
   ! cmake --build "$build" -j "$jobs" --target tpb_lockstep >>"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "bench_lockstep: build failed (log: $log)" >&2
  exit 2
fi
type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
if [[ "$type" != "Release" ]]; then
  echo "bench_lockstep: warning: $build is a '$type' build; figures are for Release" >&2
fi
lockstep=$build/tb/lockstep/tpb_lockstep

# A generated stream with 3% byte-mutated words (malformed words of every kind), no
# back-pressure: every cycle the decoder can take a word. The generator's 0xBF words stay
# random (--sb2sb-legal 0: the mover refuses most of them in a few clocks); the cycles a word
# waits for the busy mover ("port stalls") are reported apart from the decoder's rate.
stream=(--seed 1 --count "$words" --mutate 0.03 --sb2sb-legal 0)

field() {  # field NAME <<< summary: the first number after "NAME"
  awk -v k="$1" 'index($0, "  " k " ") == 1 { for (i = 1; i <= NF; ++i) if ($i ~ /^[0-9.]+$/) { print $i; exit } }'
}

best() {  # best MODE-ARGS...: run REPEAT times, keep the summary of the fastest
  local best_t="" best_out="" out t
  for ((i = 0; i < repeat; ++i)); do
    out=$("$lockstep" "${stream[@]}" "$@")
    t=$(field "wall time" <<<"$out")
    if [[ -z "$best_t" ]] || awk -v a="$t" -v b="$best_t" 'BEGIN { exit !(a < b) }'; then
      best_t=$t
      best_out=$out
    fi
  done
  echo "$best_out"
}

rtl=$(best --rtl-only)
lock=$(best)
grep -q "lockstep: PASS" <<<"$lock" || { echo "$lock"; echo "bench_lockstep: lockstep did not pass" >&2; exit 1; }

rtl_t=$(field "wall time" <<<"$rtl");   lock_t=$(field "wall time" <<<"$lock")
rtl_w=$(field "words/s" <<<"$rtl");     lock_w=$(field "words/s" <<<"$lock")
rtl_c=$(field "cycles/s" <<<"$rtl");    lock_c=$(field "cycles/s" <<<"$lock")
wpc=$(field "words/cycle" <<<"$rtl");   cycles=$(field "cycles" <<<"$rtl")
stalls=$(field "port stalls" <<<"$rtl")

echo "bench_lockstep: $words words, seed 1, 3% mutated words, no back-pressure, best of $repeat ($type build)"
printf '  %-22s %12s %12s %12s\n' "" "wall s" "words/s" "cycles/s"
printf '  %-22s %12s %12s %12s\n' "RTL only" "$rtl_t" "$rtl_w" "$rtl_c"
printf '  %-22s %12s %12s %12s\n' "lockstep (RTL+model)" "$lock_t" "$lock_w" "$lock_c"
awk -v a="$lock_t" -v b="$rtl_t" 'BEGIN { printf "  lockstep cost          %.2fx the RTL-alone time (%+.0f%%)\n", a / b, 100 * (a / b - 1) }'
awk -v w="$wpc" -v n="$words" -v c="$cycles" \
  'BEGIN { printf "  decoder words/cycle    %s = %d words / %d cycles (limit 1.0: %.4f%% of it)\n", w, n, c, 100 * w }'
awk -v n="$words" -v c="$cycles" -v s="$stalls" \
  'BEGIN { printf "  without mover stalls   %.6f = %d words / (%d cycles - %d cycles waiting for the SB2SB mover)\n", n / (c - s), n, c, s }'
