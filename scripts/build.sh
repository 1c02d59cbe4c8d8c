#!/usr/bin/env bash
# Configure and build (Release) into build/ (or $TPB_BUILD_DIR). Extra arguments go to cmake.
# Quiet on success; on failure prints the end of the build log.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPB_BUILD_DIR:-$root/build}
jobs=${TPB_JOBS:-$(nproc)}
mkdir -p "$build"
log=$build/build.log
if ! { cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release "$@" &&
       cmake --build "$build" -j "$jobs"; } >"$log" 2>&1; then
  tail -n 60 "$log" >&2
  echo "build: failed (full log: $log)" >&2
  exit 1
fi
grep -E 'warning:' "$log" | sort -u | head -n 20 >&2 || true
