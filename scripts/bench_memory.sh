#!/usr/bin/env bash
# Peak memory of the model's stream tools against the stream's length (a measurement, not a
# test): `tpb run`, `tpb dis` (to /dev/null) and `tpb sim --quiet` on a stream of each WORDS
# words, one line per run:
#   memory: <tool> <words> words <kib> KiB peak RSS <seconds> s
# <tool> is run, dis or sim; the peak RSS is the kernel's high-water mark (GNU time's %M), the
# time the wall clock's.
# The tools read their stream a buffer at a time, so the figure should not grow with WORDS.
#
# usage: scripts/bench_memory.sh [WORDS...]      (default 1000000 16000000)
#        scripts/bench_memory.sh --help
# One stream of the smallest WORDS (at most 1,000,000) words is generated, and copied end to
# end for the longer ones (16,000,000 words is a 1 GiB file), in a temporary folder under
# $TMPDIR that is removed at the end. Builds tpb in $TPB_BUILD_DIR (default build/) when
# needed; TPB=path measures that tpb instead (another build, e.g. main's).
# Exit status: 0 with every figure measured; 1 a run failed or a figure could not be read
# (the message says which); 2 usage or build error.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
tpb_help "${1:-}"
build=${TPB_BUILD_DIR:-$root/build}
python=${PYTHON:-python3}
(($# > 0)) || set -- 1000000 16000000
for w in "$@"; do
  [[ $w =~ ^[1-9][0-9]*$ ]] || { echo "bench_memory: WORDS must be positive integers (got '$w')" >&2; exit 2; }
done

if [[ -n "${TPB:-}" ]]; then
  tpb=$TPB
  [[ -x "$tpb" ]] || { echo "bench_memory: TPB=$tpb is not an executable" >&2; exit 2; }
else
  tpb_cmake_build bench_memory "$build" "$build/bench_memory_build.log" --if-new \
    -DCMAKE_BUILD_TYPE=Release -- tpb
  tpb=$build/cmodel/tpb
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench_memory.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The base stream: malformed words, legal 0xBF copies and mutated bytes (length-preserving
# shares only, so it has exactly the words asked for).
base=$(printf '%s\n' "$@" | sort -n | head -n 1)
((base <= 1000000)) || base=1000000
if ! "$tpb" gen --seed 1 --count "$base" --bad-ratio 0.03 --sb2sb-legal 0.5 --mutate 0.01 -o "$tmp/base.bin" \
     >"$tmp/gen.log" 2>&1; then
  cat "$tmp/gen.log" >&2
  echo "bench_memory: tpb gen failed" >&2
  exit 1
fi

# stream WORDS FILE: WORDS words of copies of the base stream end to end.
stream() {
  local words=$1 out=$2 i
  : >"$out"
  for ((i = 0; i < words / base; ++i)); do cat "$tmp/base.bin" >>"$out"; done
  head -c $(((words % base) * 64)) "$tmp/base.bin" >>"$out"
  [[ $(stat -c %s "$out") -eq $((words * 64)) ]] ||
    { echo "bench_memory: could not write the $words-word stream to $out (disk full?)" >&2; exit 1; }
}

# measure TOOL WORDS CMD...: one run, its line. The tools exit 1 on a stream with invalid
# words (this one has them), so 0 and 1 both count as a run that worked. GNU time
# (scripts/setup.sh installs it) measures from a small process; without it wait4 from Python,
# whose resident pages (about 20 MB) a child forked from it starts with: a floor under the figure.
measure() {
  local tool=$1 words=$2
  shift 2
  "$python" - "$tool" "$words" "$tmp/time.txt" "$@" <<'PY'
import os, subprocess, sys, time
tool, words, fig, cmd = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
gnu_time = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None
t0 = time.monotonic()
p = subprocess.Popen([gnu_time, "-f", "%M", "-o", fig, *cmd] if gnu_time else cmd,
                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
err = p.stderr.read()
_, status, ru = os.wait4(p.pid, 0)
rc = os.waitstatus_to_exitcode(status)
t = time.monotonic() - t0
if rc not in (0, 1):
    sys.stderr.write(err.decode(errors="replace")[-2000:])
    sys.exit(f"bench_memory: {tool} on {words} words failed (exit {rc}): {' '.join(cmd)}")
try:
    kib = int(open(fig).read().split()[-1]) if gnu_time else ru.ru_maxrss
except (OSError, ValueError, IndexError):
    kib = 0
if kib <= 0:
    sys.exit(f"bench_memory: no peak RSS figure for {tool} on {words} words")
print(f"memory: {tool} {words} words {kib} KiB peak RSS {t:.2f} s", flush=True)
PY
}

for words in "$@"; do
  f=$tmp/s$words.bin
  if ((words == base)); then f=$tmp/base.bin; else stream "$words" "$f"; fi
  measure run "$words" "$tpb" run "$f"
  measure dis "$words" "$tpb" dis "$f"
  measure sim "$words" "$tpb" sim "$f" --quiet
  [[ $f == "$tmp/base.bin" ]] || rm -f "$f"
done
