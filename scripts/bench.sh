#!/usr/bin/env bash
# Every benchmark of the kit in one table: figure, the limit it is judged against, ratio.
# A measurement, not a test: nothing here asserts a speed. Each limit is measured in the
# same run where one exists (memcpy, the RTL alone, the port width the RTL reports, the
# stream's own size); where the limit is a goal from outside the run it says "goal".
#
#   lockstep          README main-job options on the gen3 system: lockstep cycles/s, the
#                     same stream with --rtl-only, the lockstep's cost over the RTL alone
#   decode            tpb_bench_decode: Decoder::step, decode_stream, step_verdict,
#                     decode_verdicts and decode_columns (fresh and into a kept result)
#                     against memcpy, on each vector path
#                     the CPU has (TPB_DECODE_PATH=avx2, =vbmi)
#   mover             tb_mover --bench: RTL bytes/clock per pattern class against the port
#                     width, the model's copy against memcpy of the same pieces
#   tpb sim / run     the model CLI on the main-job stream: words/s
#   memory            scripts/bench_memory.sh: peak RSS of tpb run/dis/sim per stream size
#   world             tpb_bench_world: tpb::World on generated collective-heavy programs of
#                     2..64 ranks x 2 cores: words/s, bytes reduced and delivered per second,
#                     against memcpy of the world's SBUF bytes; then one collective at a time
#                     (AllReduce fp32 and bf16, AllGather, ReduceScatter, AllToAll) on
#                     128-partition x 2 KiB tiles at 8 and 64 ranks, bytes reduced or
#                     delivered against memcpy; then the scale: 2 to 1,024 ranks (2 and 8 in
#                     --smoke), 64 MiB of HBM per rank, words/s and resident memory per rank
#   python            the Python package (tests/python/bench_python.py, in the tests' virtual
#                     environment, TPB_VENV): tpb.decode of 1 M words from a numpy array
#                     against the C++ decode_verdicts of the same words in the same process
#                     (goal 0.8), and a 512 KiB SBUF view against a copy of it (goal: no copy)
#
# usage: scripts/bench.sh [--smoke] [--json FILE] [--only LIST]
#   --smoke      small sizes (seconds, not minutes): proves every row still produces a figure
#   --json FILE  also write the table as JSON (default: $TPB_BUILD_DIR/bench.json)
#   --only LIST  comma-separated subset of: lockstep,decode,mover,cli,memory,world,python
#                (python is run only when named: it needs the package in the environment)
# Builds what it needs in Release in $TPB_BUILD_DIR (default build/).
# Exit status: 0 every row measured; 1 a benchmark failed or a figure could not be read (the
# message names it); 2 usage or build error.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
build=${TPB_BUILD_DIR:-$root/build}
smoke=0
json=""
only="lockstep,decode,mover,cli,memory,world"
while (($#)); do
  case $1 in
    --smoke) smoke=1 ;;
    --json) json=${2:?--json needs a file}; shift ;;
    --only) only=${2:?--only needs a list}; shift ;;
    -h|--help) tpb_usage; exit 0 ;;
    *) echo "bench: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
for s in ${only//,/ }; do
  [[ $s =~ ^(lockstep|decode|mover|cli|memory|world|python)$ ]] || { echo "bench: unknown benchmark '$s' in --only" >&2; exit 2; }
done
want() { [[ ",$only," == *",$1,"* ]]; }
json=${json:-$build/bench.json}

# Sizes: the README main job (50,000 generated words) or a smoke slice of it.
world_kind_ranks=8,64; world_kind_steps=8; world_scale_ranks=2,8,64,256,1024
if ((smoke)); then count=2000; mib=2; runs=1; mem_words="20000 100000"; world_opts=(--steps 6 --tile-elems 64)
  world_kind_ranks=8; world_kind_steps=2; world_scale_ranks=2,8
  py_words=20000
else count=50000; mib=64; runs=5; mem_words="1000000 16000000"; world_opts=(--steps 32); py_words=1000000; fi
main_opts=(--seed 1 --count "$count" --bad-ratio 0.03 --bp-seed 1 --bp 0.2)

targets=(tpb)
want lockstep && targets+=(tpb_lockstep)
want decode && targets+=(tpb_bench_decode)
want mover && targets+=(tb_mover)
want world && targets+=(tpb_bench_world)
tpb_cmake_build bench "$build" "$build/bench_build.log" --if-new -DCMAKE_BUILD_TYPE=Release -- "${targets[@]}"
tpb_want_release bench "$build"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rows=$tmp/rows.tsv
: >"$rows"

fail() { echo "bench: $*" >&2; exit 1; }
num() {  # num WHAT VALUE: VALUE if it is a number, else a loud failure naming WHAT
  [[ $2 =~ ^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$ ]] || fail "could not read $1 (got '$2')"
  echo "$2"
}
# row GROUP NAME FIGURE UNIT LIMIT LIMIT-KIND: LIMIT-KIND is "measured" (in this run) or "goal".
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$(num "$2" "$3")" "$4" "$(num "$2 limit" "$5")" "$6" >>"$rows"; }
jget() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d[sys.argv[2]])' "$1" "$2"; }
wall() {  # wall OUT MAXRC CMD...: run CMD, output to OUT; prints the wall seconds; an exit
  # status above MAXRC fails loudly (the model CLI exits 1 when the stream has refused words)
  local out=$1 maxrc=$2 t0 t1 rc=0; shift 2
  t0=$(date +%s.%N)
  "$@" >"$out" 2>&1 || rc=$?
  ((rc <= maxrc)) || { tail -n 20 "$out" >&2; fail "failed (exit $rc): $*"; }
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }'
}

if want lockstep; then
  echo "bench: lockstep, main-job options (${main_opts[*]}) ..." >&2
  lk=$build/tb/lockstep/tpb_lockstep
  wall "$tmp/rtl.txt" 0 "$lk" "${main_opts[@]}" --rtl-only --json "$tmp/rtl.json" >/dev/null
  wall "$tmp/lock.txt" 0 "$lk" "${main_opts[@]}" --json "$tmp/lock.json" >/dev/null
  [[ $(jget "$tmp/lock.json" result) == PASS ]] || fail "the lockstep run did not PASS (see $lk ${main_opts[*]})"
  lc=$(jget "$tmp/lock.json" cycles); ls=$(jget "$tmp/lock.json" seconds)
  rc=$(jget "$tmp/rtl.json" cycles);  rs=$(jget "$tmp/rtl.json" seconds)
  [[ "$lc" == "$rc" ]] || fail "lockstep and RTL-only ran different cycle counts ($lc vs $rc)"
  row lockstep "lockstep simulated cycles/s" "$(awk -v c="$lc" -v s="$ls" 'BEGIN { printf "%.0f", c / s }')" \
    "cycles/s" 1000000 goal
  row lockstep "RTL alone (--rtl-only) cycles/s" "$(awk -v c="$rc" -v s="$rs" 'BEGIN { printf "%.0f", c / s }')" \
    "cycles/s" 1000000 goal
  row lockstep "lockstep time over RTL-alone time" "$(awk -v a="$ls" -v b="$rs" 'BEGIN { printf "%.4f", a / b }')" \
    "x" 1 measured
  row lockstep "lockstep words/s" "$(awk -v w="$(jget "$tmp/lock.json" words)" -v s="$ls" 'BEGIN { printf "%.0f", w / s }')" \
    "words/s" "$(awk -v w="$(jget "$tmp/rtl.json" words)" -v s="$rs" 'BEGIN { printf "%.0f", w / s }')" measured
fi

if want decode; then
  # Each vector path the CPU has (AVX2, AVX-512 VBMI; TPB_DECODE_PATH forces it), each with
  # its own memcpy in the same run; a CPU with neither measures the portable path.
  paths=$("$build/tests/bench/tpb_bench_decode" --list-paths | grep -E '^(avx2|vbmi)$' || echo scalar)
  echo "bench: model decode against memcpy ($mib MiB), paths: $(echo $paths) ..." >&2
  for path in $paths; do
    for bad in 0 0.03; do
      TPB_DECODE_PATH=$path "$build/tests/bench/tpb_bench_decode" --mib "$mib" --runs "$runs" --bad-ratio "$bad" \
        >"$tmp/dec.txt" 2>&1 || { cat "$tmp/dec.txt" >&2; fail "tpb_bench_decode failed (TPB_DECODE_PATH=$path)"; }
      grep -q ", path $path," "$tmp/dec.txt" || fail "tpb_bench_decode did not take the $path path"
      mem=$(awk '$1 == "memcpy" { print $4 }' "$tmp/dec.txt")
      for call in Decoder::step decode_stream step_verdict decode_verdicts decode_columns "columns(kept)"; do
        name=$call; [[ $call == step_verdict ]] && name=Decoder::step_verdict
        [[ $call == "columns(kept)" ]] && name="decode_columns into a kept result"
        row decode "$name [$path], ${bad} malformed" "$(awk -v c="$call" '$2 == c { print $5 }' "$tmp/dec.txt")" \
          "Mwords/s" "$mem" measured
      done
    done
  done
fi

if want mover; then
  echo "bench: mover ..." >&2
  "$build/tb/mover/tb_mover" --bench >"$tmp/mv.txt" 2>&1 || { cat "$tmp/mv.txt" >&2; fail "tb_mover --bench failed"; }
  port=$(sed -n 's/.*port \([0-9]*\) B per clock.*/\1/p' "$tmp/mv.txt" | head -n 1)
  n=0
  while IFS= read -r line; do
    name=${line%%  *}
    bpc=$(awk '{ print $(NF - 1) }' <<<"$line")
    row mover "RTL ${name# }" "$bpc" "B/clock" "$(num "mover port width" "$port")" measured
    n=$((n + 1))
  done < <(sed -n '/RTL pattern/,/(cycles:/p' "$tmp/mv.txt" | sed '1d;$d' | sed 's/^  //')
  ((n > 0)) || fail "no pattern rows in tb_mover --bench"
  mg=$(sed -n 's/.*model \([0-9.]*\) GB\/s; memcpy of the same .* \([0-9.]*\) GB\/s (ratio.*/\1 \2/p' "$tmp/mv.txt")
  row mover "model 0xBF copy, 128 x 1 KiB" "${mg% *}" "GB/s" "${mg#* }" measured
fi

if want cli; then
  echo "bench: tpb sim / tpb run on the main-job stream ..." >&2
  tpb=$build/cmodel/tpb
  "$tpb" gen --seed 1 --count "$count" --bad-ratio 0.03 --sb2sb-legal 0.5 --custom-legal 0.5 -o "$tmp/main.bin" \
    >/dev/null 2>&1 || fail "tpb gen failed"
  words=$(($(stat -c %s "$tmp/main.bin") / 64))
  t_run=$(wall "$tmp/run.txt" 1 "$tpb" run "$tmp/main.bin")
  t_sim=$(wall "$tmp/sim.txt" 1 "$tpb" sim -q "$tmp/main.bin")
  row cli "tpb sim words/s (main-job stream)" "$(awk -v w="$words" -v t="$t_sim" 'BEGIN { printf "%.0f", w / t }')" \
    "words/s" "$(awk -v w="$words" -v t="$t_run" 'BEGIN { printf "%.0f", w / t }')" measured
fi

if want memory; then
  echo "bench: peak memory of tpb run/dis/sim ($mem_words words) ..." >&2
  TPB_BUILD_DIR=$build "$root/scripts/bench_memory.sh" $mem_words >"$tmp/mem.txt" 2>&1 ||
    { cat "$tmp/mem.txt" >&2; fail "scripts/bench_memory.sh failed"; }
  n=0
  while read -r _ tool w _ kib _ _ _ _ _; do
    row memory "tpb $tool peak RSS, $w words" "$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')" "MiB" \
      "$(awk -v w="$w" 'BEGIN { printf "%.1f", w * 64 / 1048576 }')" measured
    n=$((n + 1))
  done < <(grep '^memory: ' "$tmp/mem.txt")
  ((n > 0)) || fail "no 'memory:' lines from scripts/bench_memory.sh"
fi

if want world; then
  # world_run OUT WHAT ARGS...: tpb_bench_world ARGS into $tmp/OUT, its output shown on failure.
  world_run() {
    local out=$tmp/$1 what=$2
    shift 2
    "$build/tests/bench/tpb_bench_world" "$@" --runs "$runs" >"$out" 2>&1 || { cat "$out" >&2; fail "tpb_bench_world $what failed"; }
  }
  # wkv KEY: the value of KEY= on the current result line ($line; its memcpy GB/s in $mem).
  wkv() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }
  # world_words_row NAME: words/s against memcpy's 64-byte words/s of the same run.
  world_words_row() {
    row world "$1" "$(wkv words_per_s)" "words/s" "$(awk -v m="$mem" 'BEGIN { printf "%.0f", m * 1e9 / 64 }')" measured
  }
  echo "bench: tpb::World, 2..64 ranks x 2 cores (${world_opts[*]}) ..." >&2
  world_run world.txt "" "${world_opts[@]}"
  n=0
  while read -r line; do
    r=$(wkv ranks); mem=$(num "world memcpy GB/s" "$(wkv memcpy_gb_per_s)")
    world_words_row "World $r ranks x 2 cores words/s"
    row world "World $r ranks x 2 cores bytes reduced/s" "$(wkv reduced_gb_per_s)" "GB/s" "$mem" measured
    row world "World $r ranks x 2 cores bytes delivered/s" "$(wkv delivered_gb_per_s)" "GB/s" "$mem" measured
    n=$((n + 1))
  done < <(grep '^world ranks=' "$tmp/world.txt")
  ((n == 6)) || fail "tpb_bench_world gave $n rank counts, expected 6 (2..64)"
  # One collective at a time on 128-partition x 2 KiB tiles (the realistic size), at 8 and 64
  # ranks: bytes reduced (reductions) or delivered (data movement) against memcpy.
  echo "bench: tpb::World per collective, 128 x 2 KiB tiles, ranks ${world_kind_ranks} ..." >&2
  world_run world_kind.txt "--kinds" --ranks "$world_kind_ranks" --steps "$world_kind_steps" \
    --tile-partitions 128 --tile-bytes 2048 \
    --kinds allreduce:fp32,allreduce:bf16,allgather:fp32,reducescatter:fp32,alltoall:fp32
  n=0
  while read -r line; do
    r=$(wkv ranks); k=$(wkv kind); d=$(wkv dtype); mem=$(num "world memcpy GB/s" "$(wkv memcpy_gb_per_s)")
    case $k in
      allreduce|reducescatter) row world "World $k $d $r ranks, 128x2KiB: bytes reduced/s" "$(wkv reduced_gb_per_s)" "GB/s" "$mem" measured ;;
      *) row world "World $k $d $r ranks, 128x2KiB: bytes delivered/s" "$(wkv delivered_gb_per_s)" "GB/s" "$mem" measured ;;
    esac
    n=$((n + 1))
  done < <(grep '^world_kind ' "$tmp/world_kind.txt")
  ((n == 5 * $(tr ',' '\n' <<<"$world_kind_ranks" | wc -l))) || fail "tpb_bench_world --kinds gave $n figures"
  # Scale: the same program at 2 to 1,024 ranks x 2 cores, each rank with 64 MiB of HBM: words/s
  # against memcpy, and the resident memory per rank against what a rank models (two SBUFs
  # and its HBM).
  echo "bench: tpb::World scale, ranks ${world_scale_ranks}, 64 MiB HBM per rank ..." >&2
  world_run world_scale.txt "--hbm-mib 64" --ranks "$world_scale_ranks" --steps 8 --hbm-mib 64
  n=0
  while read -r line; do
    r=$(wkv ranks)
    world_words_row "World scale $r ranks x 2 cores, 64 MiB HBM each: words/s"
    row world "World scale $r ranks: resident memory per rank" \
      "$(awk -v b="$(wkv rank_bytes)" 'BEGIN { printf "%.3f", b / 1048576 }')" "MiB" \
      "$(awk -v b="$(wkv model_rank_bytes)" 'BEGIN { printf "%.3f", b / 1048576 }')" measured
    n=$((n + 1))
  done < <(grep '^world ranks=' "$tmp/world_scale.txt")
  ((n == $(tr ',' '\n' <<<"$world_scale_ranks" | wc -l))) || fail "tpb_bench_world scale gave $n rank counts"
fi

if want python; then
  venv=${TPB_VENV:-$root/.venv}
  echo "bench: the Python package tpb ($py_words words; $venv) ..." >&2
  "$venv/bin/python" "$root/tests/python/bench_python.py" --words "$py_words" --runs "$runs" >"$tmp/py.txt" 2>&1 ||
    { cat "$tmp/py.txt" >&2; fail "tests/python/bench_python.py failed (scripts/setup.sh installs the package)"; }
  line=$(grep '^python ' "$tmp/py.txt") || fail "no 'python' line from tests/python/bench_python.py"
  kv() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }
  row python "tpb.decode, $(kv words) words from numpy" "$(kv decode_mwps)" "Mwords/s" "$(kv verdicts_mwps)" measured
  row python "tpb.SystemModel.sbuf view, 512 KiB" "$(kv view_us)" "us" "$(kv copy_us)" measured
fi

python3 - "$rows" "$json" "$tpb_build_type" "$smoke" <<'EOF'
import json, math, sys
rows_path, json_path, build_type, smoke = sys.argv[1:5]
rows = []
for line in open(rows_path):
    group, name, fig, unit, lim, kind = line.rstrip("\n").split("\t")
    fig, lim = float(fig), float(lim)
    if not (math.isfinite(fig) and math.isfinite(lim) and lim > 0):
        sys.exit(f"bench: row '{name}': figure {fig} / limit {lim} gives no ratio")
    rows.append(dict(group=group, name=name, figure=fig, unit=unit, limit=lim, limit_kind=kind,
                     ratio=fig / lim))
if not rows:
    sys.exit("bench: no rows measured")
w = max(len(r["name"]) for r in rows)
print(f"bench: {build_type} build{', smoke sizes' if smoke == '1' else ''}; ratio = figure / limit")
print(f"  {'':<{w}} {'figure':>14} {'limit':>14} {'':<9} {'ratio':>9}")
for r in rows:
    lim = f"{r['limit']:.6g}" + (" (goal)" if r["limit_kind"] == "goal" else "")
    ratio = f"{r['ratio']:.4f}" if r["ratio"] >= 0.001 else f"{r['ratio']:.2e}"  # small ratios keep digits
    print(f"  {r['name']:<{w}} {r['figure']:>14.6g} {lim:>14} {r['unit']:<9} {ratio:>9}")
json.dump(dict(tool="bench.sh", build_type=build_type, smoke=smoke == "1", rows=rows), open(json_path, "w"), indent=1)
print(f"bench: {len(rows)} rows, every ratio measured (JSON: {json_path})")
EOF
