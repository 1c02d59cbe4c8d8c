#!/usr/bin/env bash
# Fuzz the model with libFuzzer (docs/robustness.md): builds the harnesses of tests/fuzz with
# clang (-fsanitize=fuzzer,address,undefined) in build-fuzz/ and runs each in turn (one at a
# time), then prints per harness: seconds, executions, executions per second, the coverage
# reached (libFuzzer's cov: edges and ft: features), corpus size and findings.
#
#   scripts/fuzz.sh                       every harness, 60 s each
#   scripts/fuzz.sh --time 600 decoder    one harness, 10 minutes
#   scripts/fuzz.sh --long                every harness, 30 minutes each
#
# The working corpus of each harness lives in build-fuzz/corpus/<harness> and grows from run
# to run; it starts from the seed corpus (fuzz_corpus: tests/vectors, tests/fixtures/dve) and
# tests/fuzz/regressions/<harness>. A finding (crash, broken invariant, leak, timeout) is
# saved under build-fuzz/findings/<harness>/; once fixed, copy it to
# tests/fuzz/regressions/<harness>/ so the replay CTest keeps it fixed.
# Exit status: 0 no finding, 1 some finding, 2 usage or build error.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
build=${TPB_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=60
all=(decoder cluster dve_loader asm world)
picked=()
while [ $# -gt 0 ]; do
  case $1 in
    --time) seconds=$2; shift 2 ;;
    --long) seconds=1800; shift ;;
    -h|--help) tpb_usage; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; tpb_usage >&2; exit 2 ;;
    *) picked+=("$1"); shift ;;
  esac
done
[ ${#picked[@]} -eq 0 ] && picked=("${all[@]}")
for h in "${picked[@]}"; do
  case " ${all[*]} " in *" $h "*) ;; *) echo "fuzz.sh: no harness '$h' (${all[*]})" >&2; exit 2 ;; esac
done
# clang with the libFuzzer and sanitizer runtimes: Debian's clang and libclang-rt-14-dev
# (scripts/setup.sh installs both).
hint="scripts/setup.sh installs them (Debian: apt-get install clang libclang-rt-14-dev)"
tpb_need fuzz.sh clang++ "$hint"
rt=$(clang++ -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)
[[ -f $rt ]] || rt=$(clang++ --print-runtime-dir 2>/dev/null)/libclang_rt.fuzzer-x86_64.a
[[ -f $rt ]] || { echo "fuzz.sh: clang's libFuzzer runtime is missing ($rt); $hint" >&2; exit 2; }

# Build: the model and the harnesses only, at most two jobs (the fuzzers want the cores).
targets=(fuzz_corpus)
for h in "${picked[@]}"; do targets+=("fuzz_$h"); done
CC=clang CXX=clang++ tpb_cmake_build fuzz.sh "$build" "$build/build.log" -DCMAKE_BUILD_TYPE=Release -DTPB_FUZZ=ON \
  -DTPB_WITH_VERILATOR=OFF -- "${targets[@]}"
"$build/tests/fuzz/fuzz_corpus" --source "$root" --out "$build/seeds" >/dev/null

max_len() {
  case $1 in
    decoder) echo 4096 ;;     # 64 words
    cluster) echo 2050 ;;     # options, registry, 32 words
    dve_loader) echo 20000 ;; # the largest fixture set fits
    asm) echo 4096 ;;
    world) echo 16384 ;;      # module text and two ranks of 30 words per core, or generator options
  esac
}

summary=$build/fuzz_summary.md
{
  echo "| harness | seconds | executions | exec/s | cov | ft | corpus | findings |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
} >"$summary"
found=0
for h in "${picked[@]}"; do
  corpus=$build/corpus/$h
  findings=$build/findings/$h
  mkdir -p "$corpus" "$findings" "$root/tests/fuzz/regressions/$h"
  runlog=$build/fuzz_$h.log
  echo "fuzz.sh: $h for ${seconds}s (log: $runlog)"
  start=$(date +%s)
  marker=$build/.fuzz_start_$h
  touch "$marker"
  # -timeout: one input taking over 10 s is a finding; -rss_limit_mb: so is 2 GB of memory.
  set +e
  (cd "$build" && "$build/tests/fuzz/fuzz_$h" "$corpus" "$build/seeds/$h" "$root/tests/fuzz/regressions/$h" \
     -max_total_time="$seconds" -max_len="$(max_len "$h")" -timeout=10 -rss_limit_mb=2048 \
     -artifact_prefix="$findings/" -print_final_stats=1 -close_fd_mask=1) >"$runlog" 2>&1
  rc=$?
  set -e
  took=$(( $(date +%s) - start ))
  # The last status line carries cov/ft/corp; the final stats carry executions and exec/s.
  status=$(grep -E '^#[0-9]+' "$runlog" | tail -n 1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$status")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$status")
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$runlog" | tail -n 1)
  eps=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$runlog" | tail -n 1)
  ncorp=$(find "$corpus" -type f | wc -l)
  nfind=$(find "$findings" -type f -newer "$marker" \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' \
          -o -name 'oom-*' \) | wc -l)
  if [ "$rc" -ne 0 ] || [ "$nfind" -ne 0 ]; then
    found=1
    echo "fuzz.sh: $h: FINDING (exit $rc); inputs under $findings:" >&2
    find "$findings" -type f -newer "$marker" | sed 's/^/  /' >&2
    grep -E 'FUZZ INVARIANT BROKEN|ERROR: |runtime error:|SUMMARY:' "$runlog" | head -n 5 | sed 's/^/  /' >&2
  fi
  printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$h" "$took" "${execs:-?}" "${eps:-?}" "${cov:-?}" \
    "${ft:-?}" "$ncorp" "$nfind" >>"$summary"
done
cat "$summary"
if [ "$found" -ne 0 ]; then
  echo "fuzz.sh: FINDINGS (fix, then copy each input to tests/fuzz/regressions/<harness>/)" >&2
  exit 1
fi
echo "fuzz.sh: no findings"
