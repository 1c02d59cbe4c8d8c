#!/usr/bin/env bash
# CLI tests of the `tpb` tool (issue 2): determinism of `tpb gen`, `tpb dis` on clean and
# invalid streams (every word printed, exit status 1 when any word is invalid), dis -> asm
# round trips, the `dis --json` keys per opcode, and clear failures (non-zero exit with a
# message, never a signal) on bad files and bad assembly.
#
# usage: run_cli_tests.sh <path-to-tpb> <temp-dir> <scenario>
# Scenarios are listed in tests/cli/CMakeLists.txt; `all` runs every one of them.
# Environment: PYTHON (default python3), TPB_SOURCE_DIR (default: two levels up).
set -euo pipefail

TPB=${1:?usage: run_cli_tests.sh <tpb> <temp-dir> <scenario>}
TMP_ROOT=${2:?usage: run_cli_tests.sh <tpb> <temp-dir> <scenario>}
SCENARIO=${3:-all}
PYTHON=${PYTHON:-python3}
SRC=${TPB_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
VECTORS=$SRC/tests/vectors
# A hung command fails its scenario instead of the whole run.
LIMIT=${TPB_CLI_TIMEOUT:-30}

fail() {
  echo "FAIL [$SCENARIO]: $*" >&2
  exit 1
}
note() { echo "[$SCENARIO] $*"; }

# run <out> <err> cmd...: run a command with a time limit, put its exit status in $RC.
# A status of 124 is the time limit; 128 + n is death by signal n.
run() {
  local out=$1 err=$2
  shift 2
  RC=0
  timeout "$LIMIT" "$@" >"$out" 2>"$err" || RC=$?
  if [ "$RC" -eq 124 ]; then
    fail "timed out after ${LIMIT}s: $* ($(head -c 300 "$err"))"
  fi
  if [ "$RC" -ge 128 ]; then
    fail "killed by signal $((RC - 128)): $* ($(head -c 300 "$err"))"
  fi
}

expect_rc() {  # expect_rc <want> <what>
  [ "$RC" -eq "$1" ] || fail "$2: exit status $RC, expected $1"
}

size_of() { wc -c <"$1" | tr -d ' '; }

# Assemble every vector file into one stream (the lockstep vectors, tests/vectors/*.s).
vectors_bin() {
  local out=$1 f
  : >"$out"
  for f in "$VECTORS"/*.s; do
    run "$WORK/asm.out" "$WORK/asm.err" "$TPB" asm "$f" -o "$WORK/v.bin"
    expect_rc 0 "tpb asm $f"
    cat "$WORK/v.bin" >>"$out"
  done
}

# Word/chain-level malformed classes (not the generator's field-check injection): used to
# exercise `--classes`. The other scenarios use every class (the default). Regression note:
# the field-check injection once hung or died with SIGFPE in Release builds (gen.cpp, a
# dangling initializer_list; fixed in cdc37d8): gen_determinism_bad and
# dis_asm_roundtrip_all_classes are the scenarios that caught it.
SAFE_CLASSES=unknown_opcode,bad_word_len,reserved_nonzero,bad_sync_sel,co_indirect_ap,co_operand_mem,co_function_id_unset,co_count_mismatch,co_orphan_payload,co_chain_broken,co_chain_truncated

# ---------------------------------------------------------------------------- scenarios

gen_determinism() {
  run o e "$TPB" gen --seed 11 --count 3000 -o a.bin
  expect_rc 0 "gen seed 11"
  run o e "$TPB" gen --seed 11 --count 3000 -o b.bin
  expect_rc 0 "gen seed 11 again"
  run o e "$TPB" gen --seed 12 --count 3000 -o c.bin
  expect_rc 0 "gen seed 12"
  [ "$(size_of a.bin)" -eq $((3000 * 64)) ] || fail "gen --count 3000 wrote $(size_of a.bin) bytes"
  cmp -s a.bin b.bin || fail "same seed gave different bytes"
  if cmp -s a.bin c.bin; then fail "different seeds gave identical bytes"; fi
  # With malformed items of the word/chain-level classes too.
  run o e "$TPB" gen --seed 11 --count 3000 --bad-ratio 0.2 --classes "$SAFE_CLASSES" -o d.bin
  expect_rc 0 "gen --bad-ratio 0.2 (safe classes)"
  run o e "$TPB" gen --seed 11 --count 3000 --bad-ratio 0.2 --classes "$SAFE_CLASSES" -o e.bin
  expect_rc 0 "gen --bad-ratio 0.2 (safe classes) again"
  cmp -s d.bin e.bin || fail "same seed and bad ratio gave different bytes"
  if cmp -s a.bin d.bin; then fail "bad ratio 0.2 gave the clean stream"; fi
}

gen_determinism_bad() {
  # Every malformed class (the default), as a verification engineer runs it.
  run o e "$TPB" gen --seed 21 --count 3000 --bad-ratio 0.2 -o a.bin
  expect_rc 0 "gen --seed 21 --bad-ratio 0.2"
  run o e "$TPB" gen --seed 21 --count 3000 --bad-ratio 0.2 -o b.bin
  expect_rc 0 "gen --seed 21 --bad-ratio 0.2 again"
  run o e "$TPB" gen --seed 22 --count 3000 --bad-ratio 0.2 -o c.bin
  expect_rc 0 "gen --seed 22 --bad-ratio 0.2"
  cmp -s a.bin b.bin || fail "same seed gave different bytes"
  if cmp -s a.bin c.bin; then fail "different seeds gave identical bytes"; fi
}

dis_clean() {
  run o e "$TPB" gen --seed 5 --count 2000 -o clean.bin
  expect_rc 0 "gen"
  run dis.txt dis.err "$TPB" dis clean.bin
  expect_rc 0 "dis on a clean stream"
  [ "$(wc -l <dis.txt)" -eq 2000 ] || fail "dis printed $(wc -l <dis.txt) lines for 2000 words"
  if grep -q " error " dis.txt; then fail "clean stream shows an error: $(grep -m1 ' error ' dis.txt)"; fi
  if grep -q '^\.word' dis.txt; then fail "a clean stream's word printed as raw .word"; fi
  # The valid vector files disassemble clean as well.
  local f
  for f in "$VECTORS"/s0*.s; do
    run o e "$TPB" asm "$f" -o v.bin
    expect_rc 0 "asm $f"
    run o e "$TPB" dis v.bin
    expect_rc 0 "dis $(basename "$f")"
  done
}

dis_invalid() {
  run o e "$TPB" gen --seed 6 --count 2000 --bad-ratio 0.3 -o bad.bin
  expect_rc 0 "gen --bad-ratio 0.3"
  run dis.txt dis.err "$TPB" dis bad.bin
  expect_rc 1 "dis on a stream with invalid words"
  [ "$(wc -l <dis.txt)" -eq 2000 ] || fail "dis printed $(wc -l <dis.txt) lines for 2000 words"
  grep -q " error " dis.txt || fail "no word reported invalid"
  grep -q "invalid" dis.err || fail "no summary on stderr: $(cat dis.err)"
  # Every line carries its word index, in order.
  "$PYTHON" - dis.txt <<'PY'
import re, sys
for i, line in enumerate(open(sys.argv[1])):
    m = re.search(r";\s*#(\d+)", line)
    assert m and int(m.group(1)) == i, f"line {i}: {line!r}"
PY
  # The invalid vector file: exit 1, all 50 words printed, each `expect` verdict shown.
  run o e "$TPB" asm "$VECTORS/invalid_words.s" -o inv.bin
  expect_rc 0 "asm invalid_words.s"
  run inv.txt inv.err "$TPB" dis inv.bin
  expect_rc 1 "dis invalid_words"
  [ "$(wc -l <inv.txt)" -eq $(($(size_of inv.bin) / 64)) ] || fail "dis skipped words of invalid_words.s"
  "$PYTHON" - "$VECTORS/invalid_words.s" inv.txt <<'PY'
import re, sys
want = []
for line in open(sys.argv[1]):
    code, _, comment = line.partition(";")
    if "#" in code:
        code = code.split("#")[0]
    if not code.strip():
        continue
    m = re.search(r"expect (\w+)", comment)
    want.append(m.group(1) if m else "OK")
got = []
for line in open(sys.argv[2]):
    m = re.search(r" error (\w+)", line)
    got.append(m.group(1) if m else "OK")
assert want == got, f"verdicts differ:\n want {want}\n got  {got}"
PY
}

roundtrip() {  # roundtrip <bin>: dis text -> asm -> identical bytes
  local bin=$1
  run dis.txt dis.err "$TPB" dis "$bin"
  [ "$RC" -eq 0 ] || [ "$RC" -eq 1 ] || fail "dis $bin: exit status $RC"
  run o e "$TPB" asm dis.txt -o back.bin
  expect_rc 0 "asm of the disassembly ($(cat e))"
  cmp "$bin" back.bin || fail "dis -> asm changed the bytes of $bin"
}

dis_asm_roundtrip() {
  run o e "$TPB" gen --seed 7 --count 4000 --bad-ratio 0.2 --classes "$SAFE_CLASSES" -o s.bin
  expect_rc 0 "gen --bad-ratio 0.2 --classes ..."
  roundtrip s.bin
  vectors_bin vec.bin
  roundtrip vec.bin
  # Random bytes (every word invalid or nearly so) reassemble too.
  "$PYTHON" -c 'import random,sys; r=random.Random(7); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(64*500)))' >rnd.bin
  roundtrip rnd.bin
}

dis_asm_roundtrip_all_classes() {
  run o e "$TPB" gen --seed 8 --count 4000 --bad-ratio 0.2 -o s.bin
  expect_rc 0 "gen --seed 8 --count 4000 --bad-ratio 0.2"
  roundtrip s.bin
}

dis_json() {
  run o e "$TPB" gen --seed 9 --count 3000 --bad-ratio 0.2 -o g.bin
  expect_rc 0 "gen"
  vectors_bin vec.bin
  cat vec.bin g.bin >all.bin
  run j.txt j.err "$TPB" dis --json all.bin
  expect_rc 1 "dis --json on a stream with invalid words"
  run t.txt t.err "$TPB" dis all.bin
  expect_rc 1 "dis on the same stream"
  "$PYTHON" - all.bin j.txt t.txt <<'PY'
import json, sys
data = open(sys.argv[1], "rb").read()
words = [data[i:i + 64] for i in range(0, len(data), 64)]
lines = open(sys.argv[2]).read().splitlines()
text = open(sys.argv[3]).read().splitlines()
assert len(lines) == len(words), f"{len(lines)} JSON lines for {len(words)} words"
assert len(text) == len(words)
ERRORS = {"UNKNOWN_OPCODE", "BAD_WORD_LEN", "RESERVED_NONZERO", "BAD_SYNC_SEL", "BAD_ALU_OP",
          "BAD_DTYPE", "BAD_COLL_KIND", "BAD_FLAG", "BAD_AP_ADDR", "BAD_AP_SHAPE", "CO_INDIRECT_AP",
          "CO_OPERAND_MEM", "CO_FUNCTION_ID_UNSET", "CO_COUNT_MISMATCH", "CO_ORPHAN_PAYLOAD",
          "CO_CHAIN_BROKEN", "CO_CHAIN_TRUNCATED"}
def le(w, off, width):
    return int.from_bytes(w[off:off + width], "little")
# Keys the issue requires per opcode, with the seed offset and width each one reads.
KEYS = {
    0xD9: {"alu_op": (0x0C, 1), "dtype": (0x0D, 1), "collective_kind": (0x0E, 1)},
    0xDA: {"alu_op": (0x0C, 1), "dtype": (0x0D, 1), "collective_kind": (0x0E, 1), "channel_id": (0x04, 2)},
    0xCB: {"tensor_id": (0x10, 8), "tensor_base": (0x30, 8), "num_elements_per_partition": (0x38, 8)},
    0xDC: {"valid_flag": (0x0C, 1), "reg_id": (0x17, 1)},
    0xDB: {"group_id": (0x0C, 2), "channel_id": (0x0E, 2), "iteration_id": (0x10, 2), "reg_id": (0x12, 1),
           "stream_id": (0x14, 2)},
    0xDE: {"completion_handle": (0x0C, 4)},
    0xD8: {"barrier_id": (0x0C, 4), "barrier_index": (0x10, 4)},
    0xBF: {"src_dtype": (0x0C, 1), "dst_dtype": (0x0D, 1), "cross_core_enable": (0x20, 1),
           "peer_partition": (0x21, 1)},
    0x85: {"num_payloads": (0x0C, 2), "function_id": (0x0E, 1), "num_arguments": (0x0F, 1)},
    0x86: {"present": (0x0F, 1)},
}
seen_ops, invalid = set(), 0
for i, (line, w) in enumerate(zip(lines, words)):
    j = json.loads(line)
    where = f"word {i} ({line[:160]})"
    for k in ("index", "offset", "opcode", "mnemonic", "valid", "error"):
        assert k in j, f"{where}: no key {k!r}"
    assert j["index"] == i, where
    assert j["offset"] == 64 * i, where
    assert isinstance(j["opcode"], int) and j["opcode"] == w[0], where
    assert isinstance(j["mnemonic"], str) and j["mnemonic"], where
    assert isinstance(j["valid"], bool), where
    if j["valid"]:
        assert j["error"] is None, f"{where}: valid with an error"
        assert " error " not in text[i], f"{where}: text form shows an error: {text[i]}"
    else:
        invalid += 1
        assert isinstance(j["error"], str) and j["error"] in ERRORS, f"{where}: error {j['error']!r}"
        assert f" error {j['error']}" in text[i], f"{where}: text form lacks the error: {text[i]}"
    op = w[0]
    seen_ops.add(op)
    for key, (off, width) in KEYS.get(op, {}).items():
        assert key in j, f"{where}: opcode 0x{op:02X} lacks {key!r}"
        assert isinstance(j[key], int), f"{where}: {key} not an integer"
        assert j[key] == le(w, off, width), f"{where}: {key} = {j[key]}, bytes say {le(w, off, width)}"
missing = set(KEYS) - seen_ops
assert not missing, f"stream lacks opcodes {sorted(hex(m) for m in missing)}"
assert invalid > 0, "no invalid word in the stream"
print(f"{len(words)} words, {invalid} invalid, {len(seen_ops)} opcodes checked")
PY
}

size_not_multiple() {
  head -c 100 /dev/zero >odd.bin
  local sub
  # The tools read the stream a buffer at a time; a regular file's size is still checked
  # before any word is printed, with the message read_words always gave (tpb/io.hpp).
  for sub in dis run sim; do
    run o e "$TPB" $sub odd.bin
    [ "$RC" -ne 0 ] || fail "tpb $sub accepted a 100-byte file"
    expect_rc 2 "tpb $sub on a 100-byte file"
    grep -q "100" e || fail "tpb $sub: message does not name the size: $(cat e)"
    grep -q "odd.bin" e || fail "tpb $sub: message does not name the file: $(cat e)"
    [ "$(cat e)" = "tpb: odd.bin: size 100 is not a multiple of 64 bytes (36 trailing bytes)" ] ||
      fail "tpb $sub: not the message of before: $(cat e)"
    [ ! -s o ] || fail "tpb $sub printed words of a file it rejected"
  done
  # A longer file that is cut inside its last word: refused the same way, nothing printed,
  # also with a buffer of a few words (TPB_IO_BUFFER_WORDS).
  "$TPB" gen --seed 3 --count 5000 -o whole.bin 2>/dev/null
  head -c $((5000 * 64 - 10)) whole.bin >cut.bin
  for sub in dis run sim; do
    RC=0
    TPB_IO_BUFFER_WORDS=3 timeout "$LIMIT" "$TPB" $sub cut.bin >o 2>e || RC=$?
    expect_rc 2 "tpb $sub on a file cut inside its last word"
    [ "$(cat e)" = "tpb: cut.bin: size 319990 is not a multiple of 64 bytes (54 trailing bytes)" ] ||
      fail "tpb $sub cut.bin: $(cat e)"
    [ ! -s o ] || fail "tpb $sub printed words of a file it rejected"
  done
  # A pipe's size is known only at its end: the same message and exit status then.
  run o e "$TPB" run <(cat odd.bin)
  expect_rc 2 "tpb run on 100 bytes from a pipe"
  grep -q "size 100 is not a multiple of 64 bytes (36 trailing bytes)" e || fail "tpb run on a pipe: $(cat e)"
  run o e "$TPB" dis --json odd.bin
  expect_rc 2 "tpb dis --json on a 100-byte file"
  # 64 bytes plus one: still rejected.
  head -c 65 /dev/zero >odd2.bin
  run o e "$TPB" dis odd2.bin
  expect_rc 2 "tpb dis on a 65-byte file"
  grep -q "65" e || fail "message does not name the size: $(cat e)"
}

missing_file() {
  local sub
  for sub in dis run; do
    run o e "$TPB" $sub does_not_exist.bin
    [ "$RC" -ne 0 ] || fail "tpb $sub on a missing file exited 0"
    grep -q "does_not_exist.bin" e || fail "tpb $sub: message does not name the file: $(cat e)"
  done
  run o e "$TPB" asm does_not_exist.s -o x.bin
  [ "$RC" -ne 0 ] || fail "tpb asm on a missing file exited 0"
  grep -q "does_not_exist.s" e || fail "tpb asm: message does not name the file: $(cat e)"
  # A directory is not a readable stream either.
  mkdir -p adir
  run o e "$TPB" dis adir
  [ "$RC" -ne 0 ] || fail "tpb dis on a directory exited 0"
  [ -s e ] || fail "tpb dis on a directory: no message"
  # io.hpp: "Errors throw std::runtime_error with a message that names the file."
  grep -q "adir" e || fail "tpb dis on a directory: message does not name it: $(cat e)"
}

bad_asm() {
  local w63 i
  w63=".word"
  for i in $(seq 1 63); do w63="$w63 00"; done
  printf 'get_global_rank valid_flag=1\n# comment\nfrobnicate x=1\n' >unknown_mnemonic.s
  printf 'get_global_rank valid_flag=1\nget_global_rank reg=5\n' >unknown_field.s
  printf '\n\n\nget_global_rank valid_flag=1 reg_id=256\n' >too_wide.s
  printf 'get_global_rank\n%s\n' "$w63" >word63.s
  local f line
  for f in unknown_mnemonic.s:3 unknown_field.s:2 too_wide.s:4 word63.s:2; do
    line=${f#*:}
    f=${f%%:*}
    rm -f out.bin
    run o e "$TPB" asm "$f" -o out.bin
    expect_rc 2 "tpb asm $f"
    grep -q "$f:$line" e || fail "tpb asm $f: message lacks '$f:$line': $(cat e)"
    [ ! -e out.bin ] || fail "tpb asm $f wrote an output file"
  done
  grep -q "frobnicate" <("$TPB" asm unknown_mnemonic.s -o out.bin 2>&1 || true) || fail "message does not name the mnemonic"
  grep -q "reg" <("$TPB" asm unknown_field.s -o out.bin 2>&1 || true) || fail "message does not name the field"
  grep -q "63" <("$TPB" asm word63.s -o out.bin 2>&1 || true) || fail "message does not give the byte count"
}

garbage_no_crash() {
  local seed n sub
  for seed in 1 2 3 4 5 6 7 8; do
    n=$((seed * 37))
    "$PYTHON" -c "import random,sys; r=random.Random($seed); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(64*$n)))" >g.bin
    for sub in "dis" "dis --json" "run"; do
      run o e "$TPB" $sub g.bin
      [ "$RC" -eq 0 ] || [ "$RC" -eq 1 ] || fail "tpb $sub on random words (seed $seed): exit status $RC"
      [ "$(wc -l <o)" -ge 1 ] || fail "tpb $sub printed nothing"
    done
    # Random words whose opcode bytes are real opcodes (0x85/0x86 chains among them).
    "$PYTHON" -c "
import random,sys
r=random.Random($seed)
ops=[0x85,0x86,0xD9,0xDA,0xCB,0xDC,0xDB,0xDE,0xBE,0xD8,0xBF,0x41,0x46]
out=bytearray()
for _ in range(64*$n//64):
    w=bytearray(r.randrange(256) for _ in range(64)); w[0]=r.choice(ops); w[1]=0x10
    if r.random()<0.5: w[2:4]=b'\0\0'
    out+=w
sys.stdout.buffer.write(out)" >h.bin
    run o e "$TPB" dis h.bin
    [ "$RC" -eq 0 ] || [ "$RC" -eq 1 ] || fail "tpb dis on opcode-shaped garbage (seed $seed): exit status $RC"
    # Garbage that is not a multiple of 64 bytes: a message and exit 2, no signal.
    "$PYTHON" -c "import sys; sys.stdout.buffer.write(open('g.bin','rb').read()[:64*$n-$seed])" >g3.bin
    run o e "$TPB" dis g3.bin
    expect_rc 2 "tpb dis on $((64 * n - seed)) bytes of garbage"
  done
  : >empty.bin
  run o e "$TPB" dis empty.bin
  [ "$RC" -eq 0 ] || fail "tpb dis on an empty file: exit status $RC"
  # Garbage as assembly text: a parse error (exit 2), not a crash.
  "$PYTHON" -c "import random,sys; r=random.Random(3); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(4096)))" >g.s
  run o e "$TPB" asm g.s -o out.bin
  expect_rc 2 "tpb asm on random bytes"
}

# ---------------------------------------------------------------------------- driver

# tpb sim: the whole model on a stream. Every accepted DVE word gets one control record and
# every accepted 0xBF one completion (counted against `tpb dis --json`), custom-op
# completions come one per clean chain, the output is deterministic, SBUF dumps have the
# geometry's size, and a refusal anywhere gives exit status 1.
sim_system() {
  "$TPB" gen --seed 9 --count 600 --bad-ratio 0.05 -o s.bin 2>/dev/null
  run sim1.jsonl e1 "$TPB" sim s.bin --json --dve-set "$SRC/tests/fixtures/dve/gen3/dve_info.json" \
    --geometry fpga --sbuf0-out sb0.bin --sbuf1-out sb1.bin
  expect_rc 1 "tpb sim on a stream with malformed words"
  run sim2.jsonl e2 "$TPB" sim s.bin --json --dve-set "$SRC/tests/fixtures/dve/gen3/dve_info.json" --geometry fpga
  cmp -s sim1.jsonl sim2.jsonl || fail "tpb sim is not deterministic"
  run d.jsonl e "$TPB" dis --json s.bin
  "$PYTHON" - <<'PY' || fail "tpb sim outputs do not match the decoder's routes"
import json
recs=[json.loads(l) for l in open('d.jsonl')]
sim=[json.loads(l) for l in open('sim1.jsonl')]
by=lambda e:[x for x in sim if x['engine']==e]
dve=[r['index'] for r in recs if r['route']=='DVE']
bf=[r['index'] for r in recs if r['route']=='SB2SB']
assert [x['index'] for x in by('dve')]==dve, 'DVE records'
assert [x['index'] for x in by('sb2sb')]==bf, 'mover completions'
heads={r['index'] for r in recs if r['opcode'] in ('0x85',133) and r['route']=='CUSTOM'}
cus=[x['index'] for x in by('custom')]
assert set(cus)<=heads and cus==sorted(cus), 'custom completions'
assert len(dve)>0 and len(bf)>0 and len(cus)>0, 'stream exercises every engine'
PY
  [ "$(stat -c %s sb0.bin)" -eq $((16 * 1024)) ] || fail "core 0 SBUF dump is not 16 x 1024 bytes"
  [ "$(stat -c %s sb1.bin)" -eq $((16 * 1024)) ] || fail "core 1 SBUF dump is not 16 x 1024 bytes"
  grep -q "tpb sim: 600 words" e1 || fail "no summary line: $(cat e1)"
  run o e "$TPB" sim s.bin --geometry nowhere
  expect_rc 2 "tpb sim with an unknown geometry"
}

# The generation (DESIGN decision 9), S000 abstract: "CoreV3 (Cayman, arch 30) adds the
# gen3-only fixed-function movers/fences — GetSequenceBounds (0xBE), CoreBarrier (0xD8), and
# GPSIMDSB2SB (0xBF ...)"; §5 "no CoreV2 form". `--gen 2` refuses them (OPCODE_NOT_IN_GEN) in
# dis/run/sim, `tpb sim` takes the generation from the DVE set, a DVE set of another
# generation than --gen is refused, and opcode_not_in_gen is a generator class of gen2 only.
gen_generation() {
  run o e "$TPB" gen --gen 2 --seed 4 --count 2000 --bad-ratio 0.1 --classes opcode_not_in_gen -o s.bin
  expect_rc 0 "gen --gen 2 --classes opcode_not_in_gen"
  run d2.jsonl e "$TPB" dis --gen 2 --json s.bin
  expect_rc 1 "dis --gen 2 on a stream with gen3 opcodes"
  run d3.jsonl e "$TPB" dis --gen 3 --json s.bin
  expect_rc 0 "dis --gen 3 on the same stream (every word legal on gen3)"
  "$PYTHON" - <<'PY' || fail "dis --gen 2 / --gen 3 verdicts"
import json
d2=[json.loads(l) for l in open('d2.jsonl')]
d3=[json.loads(l) for l in open('d3.jsonl')]
late={0xBE,0xD8,0xBF}
bad=[r for r in d2 if r['error']]
assert bad and all(r['error']=='OPCODE_NOT_IN_GEN' and r['opcode'] in late and r['route']=='NONE' for r in bad), 'gen2'
assert {r['index'] for r in bad}=={r['index'] for r in d2 if r['opcode'] in late}, 'every 0xBE/0xD8/0xBF refused'
assert all(r['error'] is None for r in d3), 'gen3 accepts all'
PY
  run o e "$TPB" run --gen 2 s.bin
  expect_rc 1 "run --gen 2"
  grep -q "(gen2)" o || fail "tpb run does not name the generation: $(head -c 200 o)"
  grep -q "error OPCODE_NOT_IN_GEN" o || fail "tpb run --gen 2 does not count OPCODE_NOT_IN_GEN"
  # sim: with the gen2 DVE set (generation taken from it) no 0xBF reaches the mover.
  run sim2.jsonl e "$TPB" sim s.bin --json --dve-set "$SRC/tests/fixtures/dve/gen2/dve_info.json"
  expect_rc 1 "sim with a gen2 DVE set on a stream with 0xBF"
  ! grep -q '"engine":"sb2sb"' sim2.jsonl || fail "a 0xBF reached the mover on gen2"
  run sim3.jsonl e "$TPB" sim s.bin --json --dve-set "$SRC/tests/fixtures/dve/gen3/dve_info.json"
  grep -q '"engine":"sb2sb"' sim3.jsonl || fail "no 0xBF reached the mover on gen3"
  run o e "$TPB" sim s.bin --gen 3 --dve-set "$SRC/tests/fixtures/dve/gen2/dve_info.json"
  expect_rc 2 "sim --gen 3 with a gen2 DVE set"
  grep -q "gen2" e || fail "no clear message for a DVE set of another generation: $(cat e)"
  # the class needs gen2; an unknown generation is a usage error
  run o e "$TPB" gen --seed 4 --count 10 --bad-ratio 0.5 --classes opcode_not_in_gen -o x.bin
  expect_rc 2 "gen --classes opcode_not_in_gen on gen3"
  grep -q -- "--gen 2" e || fail "no hint to --gen 2: $(cat e)"
  run o e "$TPB" dis --gen 5 s.bin
  expect_rc 2 "dis --gen 5"
}
ALL_GENERATION=gen_generation

# TPB_DECODE_PATH (docs/design.md): each path the CPU has decodes the same stream to the same
# listing; a name that is no path is a usage error naming the variable, never another path.
decode_path() {
  "$TPB" gen --seed 5 --count 400 --bad-ratio 0.03 -o s.bin 2>/dev/null
  run ref.txt e "$TPB" dis s.bin
  local p n=0
  for p in scalar avx2 vbmi; do
    TPB_DECODE_PATH=$p run d_$p.txt e_$p "$TPB" dis s.bin
    if grep -q "lacks the $p decode path" e_$p; then
      expect_rc 2 "tpb dis with TPB_DECODE_PATH=$p on a CPU without it"
      continue
    fi
    cmp -s ref.txt d_$p.txt || fail "TPB_DECODE_PATH=$p: tpb dis differs from the default path"
    n=$((n + 1))
  done
  [ "$n" -ge 1 ] || fail "no decode path ran (not even scalar)"
  TPB_DECODE_PATH=sse9 run o e "$TPB" dis s.bin
  expect_rc 2 "tpb dis with TPB_DECODE_PATH=sse9"
  grep -q "TPB_DECODE_PATH=sse9: no such decode path" e || fail "no message naming TPB_DECODE_PATH: $(cat e)"
}

ALL="gen_determinism gen_determinism_bad dis_clean dis_invalid dis_asm_roundtrip dis_asm_roundtrip_all_classes
     dis_json size_not_multiple missing_file bad_asm garbage_no_crash sim_system"

ALL="$ALL $ALL_GENERATION decode_path"

# S000 §5: "assert(arch->cores_per_lnc == 2);                  /* arch+0x1A4 == 2 (LNC2 only)  */"
# and "LNC2 gate. cmpl $0x2,0x1A4(arch) ... A mismatch raises an assert." `tpb sim
# --cores-per-lnc N` sets that field: with 2 the legal 0xBF words copy, with 1 or 4 every
# 0xBF is refused with SB2SB_NOT_LNC2 (and the other engines run as before); 0 is a usage error.
sim_cores_per_lnc() {
  "$TPB" gen --seed 12 --count 300 --bad-ratio 0 --sb2sb-legal 1 --geometry fpga -o s.bin 2>/dev/null
  run d2.jsonl e "$TPB" sim s.bin --json --geometry fpga
  run l2.jsonl e "$TPB" sim s.bin --json --geometry fpga --cores-per-lnc 2
  cmp -s d2.jsonl l2.jsonl || fail "--cores-per-lnc 2 differs from the default"
  for n in 1 4; do
    run l$n.jsonl e$n "$TPB" sim s.bin --json --geometry fpga --cores-per-lnc $n
    expect_rc 1 "tpb sim --cores-per-lnc $n on a stream with 0xBF words"
  done
  "$PYTHON" - <<'PY' || fail "the LNC2 gate of 0xBF is not what --cores-per-lnc sets"
import json
rd=lambda f:[json.loads(l) for l in open(f)]
bf=lambda recs:[x for x in recs if x['engine']=='sb2sb']
lnc2=bf(rd('l2.jsonl'))
assert len(lnc2)>0 and any(x['error']=='OK' and x['bytes']>0 for x in lnc2), 'no 0xBF copied under LNC2'
for n in (1,4):
    recs=rd(f'l{n}.jsonl')
    m=bf(recs)
    assert [x['index'] for x in m]==[x['index'] for x in lnc2], f'LNC{n}: other 0xBF words'
    assert all(x['error']=='SB2SB_NOT_LNC2' and x['bytes']==0 for x in m), f'LNC{n}: a 0xBF was not refused'
    other=lambda rs:[x for x in rs if x['engine']!='sb2sb']
    assert other(recs)==other(rd('l2.jsonl')), f'LNC{n}: the other engines changed'
PY
  grep -q "sb2sb .* refused" e1 || fail "no mover summary: $(cat e1)"
  run o e "$TPB" sim s.bin --geometry fpga --cores-per-lnc 0
  expect_rc 2 "tpb sim --cores-per-lnc 0"
}
ALL="$ALL sim_cores_per_lnc"

# dis, run and sim read their stream a buffer at a time (tpb::WordReader). Buffers of 1, 3
# and 64 words (the TPB_IO_BUFFER_WORDS test hook) put custom-op chains, long ones (up to 255
# inputs) among them, a chain still open at the stream's end, and every other record across
# buffer edges: every output must be byte for byte the default buffer's, stderr and exit
# status included.
stream_buffer_edges() {
  run o e "$TPB" gen --seed 3 --count 6000 --bad-ratio 0.05 --max-args 255 -o long.bin
  expect_rc 0 "gen --max-args 255"
  run o e "$TPB" gen --seed 4 --count 3000 --bad-ratio 0.03 --sb2sb-legal 0.5 --custom-legal 0.5 --mutate 0.01 \
    --geometry fpga -o legal.bin
  expect_rc 0 "gen --custom-legal"
  # A stream that ends inside a chain: a header of at least two inputs and two of its payloads.
  "$PYTHON" - long.bin open.bin <<'PY'
import sys
d = open(sys.argv[1], "rb").read()
w = [d[i:i + 64] for i in range(0, len(d), 64)]
i = next(i for i, x in enumerate(w) if i > 100 and x[0] == 0x85 and x[15] > 1)
open(sys.argv[2], "wb").write(b"".join(w[:i + 3]))
PY
  local dve=$SRC/tests/fixtures/dve/gen3/dve_info.json
  local -a cmds=("run" "dis" "dis --json" "sim --json --geometry fpga --dve-set $dve --sbuf0-out sb0.bin --hbm-out hbm.bin"
                 "sim --mailbox-words 20")
  local f k b
  for f in long.bin legal.bin open.bin; do
    for k in "${!cmds[@]}"; do
      run "$f.$k.out" "$f.$k.err" "$TPB" ${cmds[$k]} "$f"
      echo "exit $RC" >>"$f.$k.err"
      [ -e sb0.bin ] && mv sb0.bin "$f.$k.sb0" && mv hbm.bin "$f.$k.hbm"
      for b in 1 3 64; do
        RC=0
        TPB_IO_BUFFER_WORDS=$b timeout "$LIMIT" "$TPB" ${cmds[$k]} "$f" >"$f.$k.$b.out" 2>"$f.$k.$b.err" || RC=$?
        echo "exit $RC" >>"$f.$k.$b.err"
        cmp -s "$f.$k.out" "$f.$k.$b.out" || fail "tpb ${cmds[$k]} $f: stdout with a $b-word buffer differs"
        cmp -s "$f.$k.err" "$f.$k.$b.err" ||
          fail "tpb ${cmds[$k]} $f: stderr or exit status with a $b-word buffer differs: $(diff "$f.$k.err" "$f.$k.$b.err" | head -5)"
        if [ -e sb0.bin ]; then
          cmp -s "$f.$k.sb0" sb0.bin && cmp -s "$f.$k.hbm" hbm.bin || fail "tpb sim $f: memories with a $b-word buffer differ"
          rm -f sb0.bin hbm.bin
        fi
      done
    done
  done
  grep -q "error CO_CHAIN_TRUNCATED" open.bin.0.out || fail "open.bin does not end in an open chain: $(cat open.bin.0.out)"
  grep -q '"engine":"custom".*"error":"OK"' legal.bin.3.out || fail "no custom op ran in legal.bin"
  grep -q "error CO_" long.bin.0.out || fail "long.bin has no chain error"
  # The hook refuses what is not a number of words.
  for b in 0 x 3x; do
    RC=0
    TPB_IO_BUFFER_WORDS=$b timeout "$LIMIT" "$TPB" run long.bin >o 2>e || RC=$?
    expect_rc 2 "TPB_IO_BUFFER_WORDS=$b"
    grep -q "TPB_IO_BUFFER_WORDS=$b is not a number of words" e || fail "TPB_IO_BUFFER_WORDS=$b: $(cat e)"
  done
}
ALL="$ALL stream_buffer_edges"

# tpb world run (docs/world.md): two ranks, an AllReduce and the rank-id register; the result
# checked against the inputs, the same under another rank order; a missing peer is a
# deadlock report (exit 1, within the time limit); a bad module description is a named error.
world_run() {
  cat >ar.s <<'EOF2'
get_global_rank valid_flag=1 reg_id=3
coll_compute alu_op=4 dtype=i32 collective_kind=1 src_addr=0 src_step0=1 src_num0=2 src_step1=1 src_num1=4
EOF2
  run o e "$TPB" asm ar.s -o ar.bin
  expect_rc 0 "tpb asm ar.s"
  cat >m.json <<'EOF2'
{"format": "tpb-world-module", "version": 1,
 "ranks": [{"global_id": 5}, {"global_id": 9}],
 "replica_groups": [[[9, 5]]],
 "collectives": [{"replica_groups": 0}]}
EOF2
  "$PYTHON" - <<'PY'
import struct
for r in range(2):  # sim geometry: 4096 bytes per partition; partitions 0 and 1 hold 4 i32 each
    p0 = b"".join(struct.pack("<i", 100 * r + i) for i in range(4))
    p1 = b"".join(struct.pack("<i", -7 * i + r) for i in range(4))
    open(f"sb{r}.bin", "wb").write(p0 + bytes(4096 - 16) + p1)
PY
  run w1.jsonl e1 "$TPB" world run --module m.json ar.bin ar.bin --sbuf-init 0.0=sb0.bin --sbuf-init 1.0=sb1.bin \
    --sbuf-out 0.0=out0.bin --sbuf-out 1.0=out1.bin --json
  expect_rc 0 "tpb world run (AllReduce on two ranks)"
  grep -q "tpb world: 2 ranks, 4 words; 0 cross-engine words refused" e1 || fail "no summary line: $(cat e1)"
  "$PYTHON" - <<'PY' || fail "tpb world run: wrong AllReduce result or events"
import json, struct
ev = [json.loads(l) for l in open("w1.jsonl")]
words = [e for e in ev if "mnemonic" in e]
assert [(e["rank"], e["index"], e["mnemonic"], e["error"]) for e in words] == [
    (0, 0, "get_global_rank", "OK"), (0, 1, "coll_compute", "OK"),
    (1, 0, "get_global_rank", "OK"), (1, 1, "coll_compute", "OK")], words
regs = [(e["rank"], e["register"], e["value"]) for e in ev if "register" in e]
assert regs == [(0, 3, 5), (1, 3, 9)], regs
ins = [open(f"sb{r}.bin", "rb").read() for r in range(2)]
for r in range(2):
    out = open(f"out{r}.bin", "rb").read()
    for off in (0, 4096):
        want = [sum(struct.unpack_from("<i", b, off + 4 * i)[0] for b in ins) for i in range(4)]
        assert list(struct.unpack_from("<4i", out, off)) == want, (r, off)
    assert out[16:4096] == bytes(4096 - 16)  # nothing else written
PY
  run w2.jsonl e2 "$TPB" world run --module m.json ar.bin ar.bin --sbuf-init 0.0=sb0.bin --sbuf-init 1.0=sb1.bin \
    --sbuf-out 0.0=o2.bin --json --order 1,0
  expect_rc 0 "tpb world run --order 1,0"
  cmp -s w1.jsonl w2.jsonl || fail "tpb world run: events depend on the rank order"
  cmp -s out0.bin o2.bin || fail "tpb world run: memory depends on the rank order"
  # Rank 1 runs on core 1 (",ar.bin"): the collective of core 0 never gets its second member.
  run o e "$TPB" world run --module m.json ar.bin ,ar.bin
  expect_rc 1 "tpb world run with a missing peer"
  grep -q "^deadlock: no core can continue" e || fail "no deadlock report: $(cat e)"
  grep -q "rank 0 core 0 word 1 (coll_compute) waits for CollectiveCompute instance 0: the 0xD9 of core 0 on global ids 9" e ||
    fail "the deadlock report does not name rank 0's wait: $(cat e)"
  grep -q "rank 1 core 1 word 1 (coll_compute) waits for" e || fail "the deadlock report misses rank 1 core 1: $(cat e)"
  sed 's/"collectives"/"collective"/' m.json >bad.json
  run o e "$TPB" world run --module bad.json ar.bin ar.bin
  expect_rc 2 "tpb world run with an unknown module key"
  grep -q "MODULE_UNKNOWN_KEY" e || fail "no named module error: $(cat e)"
  run o e "$TPB" world run --module m.json ar.bin
  expect_rc 2 "tpb world run with one stream for two ranks"
  grep -q "MODULE_RANK_COUNT" e || fail "no named rank-count error: $(cat e)"
  run o e "$TPB" world run --module m.json ar.bin missing.bin
  expect_rc 2 "tpb world run with a missing stream file"
  # docs/world.md "Usage": R of --sbuf-init R.C is the rank's position in "ranks", not its
  # global id (the ranks here are global ids 5 and 9); a file longer than the SBUF is refused
  # before anything runs, a shorter one leaves the rest zero (checked above: out[16:4096]).
  run o e "$TPB" world run --module m.json ar.bin ar.bin --sbuf-init 5.0=sb0.bin
  expect_rc 2 "tpb world run --sbuf-init with a global id for R"
  grep -q "rank: '5' is not a number below 2" e || fail "--sbuf-init 5.0 not refused by position: $(cat e)"
  head -c 524289 /dev/zero >big.bin
  run o e "$TPB" world run --module m.json ar.bin ar.bin --sbuf-init 1.0=big.bin
  expect_rc 2 "tpb world run --sbuf-init with a file longer than the SBUF"
  grep -q "524289 bytes do not fit the SBUF (524288 bytes)" e || fail "no size message: $(cat e)"
  "$PYTHON" - <<'PY' || fail "tpb world run: the SBUF past a short init file is not zero"
out = open("out0.bin", "rb").read()
assert len(out) == 128 * 4096 and out[4096 + 16:] == bytes(len(out) - 4096 - 16)
PY
  # A register written twice is printed once, with its last value: 0xDC writes the global id
  # into register 3, then 0xDB the position in the group ([9, 5]: global id 5 is position 1).
  cat >twice.s <<'EOF2'
get_global_rank valid_flag=1 reg_id=3
get_cur_rank group_id=0 reg_id=3
EOF2
  run o e "$TPB" asm twice.s -o twice.bin
  expect_rc 0 "tpb asm twice.s"
  run o e "$TPB" world run --module m.json twice.bin twice.bin
  expect_rc 0 "tpb world run with a register written twice"
  # (the per-word lines name every write; the register summary, one line per rank and core
  # without a word number, names each register once)
  [ "$(grep -c '^rank [0-9]* core [0-9]* reg\[3\] = ' o)" = 2 ] || fail "a register written twice is not printed once per rank: $(cat o)"
  grep -q "^rank 0 core 0 reg\[3\] = 1$" o || fail "rank 0's register 3 is not its last value 1: $(cat o)"
  grep -q "^rank 1 core 0 reg\[3\] = 0$" o || fail "rank 1's register 3 is not its last value 0: $(cat o)"
}
ALL="$ALL world_run"

# tpb world gen (docs/world.md "Generated programs"): generated worlds of several rank counts,
# core counts and mixes run to the end (exit 0), through DIR/r*.bin (one core) and through
# DIR/run.args (both cores, with the SBUF contents); an AllReduce of seeded i32 data ends as
# this test sums the initial SBUFs; the same seed gives the same files; bad options are refused.
world_gen() {
  local n mix
  for n in 1 2 3 8 17; do
    for mix in allreduce,allgather,reducescatter,alltoall,sendrecv sendrecv,alltoall,allreduce2src allreduce; do
      run o e "$TPB" world gen --ranks "$n" --cores 1 --mix "$mix" --seed "$n" --steps 12 -o "g$n"
      expect_rc 0 "tpb world gen --ranks $n --cores 1 --mix $mix"
      run o e "$TPB" world run --module "g$n/module.json" "g$n"/r*.bin -q
      expect_rc 0 "tpb world run of g$n/r*.bin ($mix): $(cat e)"
      grep -q "tpb world: $n ranks, .*; 0 cross-engine words refused, 0 decoder/engine errors; every stream finished" e ||
        fail "no clean summary for $n ranks ($mix): $(cat e)"
      rm -rf "g$n"
    done
    run o e "$TPB" world gen --ranks "$n" --seed "$n" --steps 20 --dtypes fp32,bf16,fp8e5m2,i32,u8 -o "h$n"
    expect_rc 0 "tpb world gen --ranks $n (every step, two cores)"
    run o e xargs -d '\n' -a "h$n/run.args" "$TPB" world run -q
    expect_rc 0 "tpb world run with h$n/run.args: $(cat e)"
  done
  run o e "$TPB" world gen --ranks 3 --seed 3 --steps 20 --dtypes fp32,bf16,fp8e5m2,i32,u8 -o again
  diff -r -x run.args h3 again >/dev/null || fail "tpb world gen: the same options gave other files"
  sed 's,^h3/,again/,; s,=h3/,=again/,; s,h3/c1/,again/c1/,' h3/run.args | cmp -s - again/run.args ||
    fail "tpb world gen: run.args differs beyond its directory"
  # A folder reused with fewer ranks lists only the new ones; files of other names stay.
  touch h17/notes.txt
  run o e "$TPB" world gen --ranks 4 --cores 1 --seed 4 -o h17
  expect_rc 0 "tpb world gen into a used folder"
  [ "$(ls h17/r*.bin | wc -l)" -eq 4 ] && [ -z "$(ls h17/c1)" ] && [ "$(ls h17/init | wc -l)" -eq 4 ] &&
    [ -f h17/notes.txt ] || fail "tpb world gen left an earlier run's streams: $(ls h17 h17/c1 h17/init)"
  run o e "$TPB" world run --module h17/module.json h17/r*.bin -q
  expect_rc 0 "tpb world run in a reused folder: $(cat e)"
  run o e "$TPB" world gen --ranks 5 --cores 1 --mix allreduce --dtypes i32 --steps 3 --seed 11 -o ar
  expect_rc 0 "tpb world gen (AllReduce of i32)"
  run o e xargs -d '\n' -a ar/run.args "$TPB" world run -q \
    --sbuf-out 0.0=o0.sbuf --sbuf-out 1.0=o1.sbuf --sbuf-out 2.0=o2.sbuf --sbuf-out 3.0=o3.sbuf --sbuf-out 4.0=o4.sbuf
  expect_rc 0 "tpb world run (AllReduce of i32)"
  "$PYTHON" - <<'PY' || fail "tpb world gen: the AllReduce result is not the sum of the initial SBUFs"
import glob, struct
ins = [open(f, "rb").read() for f in sorted(glob.glob("ar/init/r*.c0.sbuf"))]
assert len(ins) == 5 and len({len(b) for b in ins}) == 1
n = len(ins[0]) // 4
want = [sum(struct.unpack_from("<I", b, 4 * i)[0] for b in ins) & 0xFFFFFFFF for i in range(n)]
assert any(want), "no data"
for r in range(5):
    out = open(f"o{r}.sbuf", "rb").read()
    assert list(struct.unpack_from(f"<{n}I", out)) == want, r  # every tile summed, the zeros stay zero
    assert not any(out[len(ins[0]):]), r
PY
  run o e "$TPB" world gen --ranks 2 --seed 1 --mix allreduce,nonsense -o bad
  expect_rc 2 "tpb world gen with an unknown step"
  grep -q "unknown step 'nonsense'" e || fail "no message for an unknown step: $(cat e)"
  run o e "$TPB" world gen --ranks 2 --seed 1 --cores 1 --mix barrier -o bad
  expect_rc 2 "tpb world gen: a barrier on one core"
  grep -q "needs both cores" e || fail "no message for a one-core barrier: $(cat e)"
}
ALL="$ALL world_gen"

run_one() {
  SCENARIO=$1
  declare -F "$SCENARIO" >/dev/null || fail "no scenario '$SCENARIO' (have: $(echo $ALL))"
  WORK=$TMP_ROOT/$SCENARIO
  rm -rf "$WORK"
  mkdir -p "$WORK"
  [ -x "$TPB" ] || fail "tpb binary '$TPB' is not executable"
  TPB=$(cd "$(dirname "$TPB")" && pwd)/$(basename "$TPB")
  cd "$WORK"
  "$SCENARIO"
  note "passed"
}

if [ "$SCENARIO" = list ]; then  # the scenarios, one per line (tests/cli/CMakeLists.txt reads them)
  printf '%s\n' $ALL
  exit 0
fi
if [ "$SCENARIO" = all ]; then
  # Each scenario in its own process, so that `set -e` stays in force inside it.
  status=0
  for s in $ALL; do bash "$0" "$TPB" "$TMP_ROOT" "$s" || status=1; done
  exit $status
fi
run_one "$SCENARIO"
