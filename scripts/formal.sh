#!/usr/bin/env bash
# Bounded model check of the bundle decoder (docs/robustness.md, "Formal"): Yosys reads
# rtl/decoder/tpb_decoder.sv (package rtl/pkg/tpb_isa_pkg.sv) under the formal harness
# rtl/formal/tpb_decoder_formal.sv, turns it into an AIGER model (asserts -> bad states,
# assumes -> constraints), and ABC's bmc3 searches every input sequence up to the depth.
#
#   scripts/formal.sh                  depth 24 (clock cycles from reset)
#   scripts/formal.sh --depth 40       deeper
#   scripts/formal.sh --mutant         adds a property that is false (index < 3): the check
#                                      must report it, which shows the flow can fail
#   scripts/formal.sh --out DIR        where the model, map and logs go (default build-formal/)
#   scripts/formal.sh --input-reg      the decoder as the FPGA build has it: its input stage
#                                      (InputReg = 1) and its record register loaded only when
#                                      empty (LoadWhenEmpty = 1), with the harness's
#                                      two-in-flight properties
#
# Prints the depth reached and the time. Exit status: 0 no property fails up to the depth
# (with --mutant: the false property was found), 1 a property fails (with --mutant: it was
# not found), 2 tool or usage error.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
depth=24
mutant=0
inreg=0
out=$root/build-formal
while [ $# -gt 0 ]; do
  case $1 in
    --depth) depth=$2; shift 2 ;;
    --mutant) mutant=1; shift ;;
    --input-reg) inreg=1; shift ;;
    --out) out=$2; shift 2 ;;
    -h|--help) tpb_usage; exit 0 ;;
    *) echo "formal.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
YOSYS=${YOSYS:-yosys}
ABC=${YOSYS_ABC:-yosys-abc}
tpb_need formal.sh "$YOSYS"
tpb_need formal.sh "$ABC" "it comes with yosys"
mkdir -p "$out"
name=tpb_decoder_formal$([ $mutant = 1 ] && echo _mutant || true)$([ $inreg = 1 ] && echo _inreg || true)
defs="-DSYNTHESIS"
[ $mutant = 1 ] && defs="$defs -DTPB_FORMAL_MUTANT"

tpb_rtl_files formal_files --abs decoder_formal

t0=$(date +%s.%N)
# SYNTHESIS leaves out the decoder's simulation assertions (Verilator syntax); -formal
# defines FORMAL, which enables the harness's properties.
if ! "$YOSYS" -q -l "$out/$name.yosys.log" -p "
    read_verilog -formal -sv $defs ${formal_files[*]}
    chparam -set InputReg $inreg -set LoadWhenEmpty $inreg tpb_decoder_formal
    prep -top tpb_decoder_formal
    flatten
    tee -o $out/$name.declared select -list t:\$assert
    memory_map
    opt -fast
    async2sync
    techmap
    opt -fast
    dffunmap
    abc -g AND
    opt_clean
    aigmap
    tee -o $out/$name.asserts select -list t:\$assert
    write_aiger -zinit -map $out/$name.aim $out/$name.aig" >/dev/null 2>&1; then
  tail -n 20 "$out/$name.yosys.log" >&2
  echo "formal.sh: yosys failed (log: $out/$name.yosys.log)" >&2
  exit 2
fi
nprops=$(grep -c . "$out/$name.asserts" || true)
# The properties this run must check, named here: a property that the flow loses (dropped by
# the front end, optimized away, left out by a define) fails the run instead of passing with
# fewer, and a harness label missing from these lists fails it too. By configuration:
common="p_one_record_in_flight p_err_code_defined p_ok_has_route p_ok_opcode_route p_error_routes_nowhere
  p_gen_ok_in_gen p_gen_err_not_in_gen p_index_plus_one p_sticky_ok_clear p_first_is_error p_first_has_sticky
  p_stall_valid_held p_stall_record_held p_sticky_never_clears p_first_error_holds p_status_quiet
  p_error_recorded p_first_error_taken"
direct="p_record_per_word p_ready"                                           # InputReg 0
staged="p_no_record_unasked p_two_means_offered p_ready_when_free p_ready_when_empty"  # InputReg 1
want="$common $([ $inreg = 1 ] && echo "$staged" || echo "$direct") $([ $mutant = 1 ] && echo p_mutant_index_below_3 || true)"
harness=$(grep -oE '^\s*p_[a-z0-9_]+:' "$root/rtl/formal/tpb_decoder_formal.sv" | tr -d ' :' | sort -u)
for p in $harness; do
  case " $(echo $common $direct $staged p_mutant_index_below_3) " in
    *" $p "*) ;;
    *) echo "formal.sh: the harness has property $p that this script does not name (add it to a list above)" >&2; exit 2 ;;
  esac
done
# (the declared list is taken before optimization: an assertion whose condition the design
# makes constant true is proven by construction and leaves the model, which is no loss)
got=$(sed 's|.*/||' "$out/$name.declared" | sort -u)
missing=$(comm -23 <(tr ' ' '\n' <<<"$want" | grep . | sort -u) <(echo "$got"))
if [ -n "$missing" ] || [ -z "$got" ]; then
  echo "formal.sh: FAIL: the design lacks properties it must check: ${missing:-every one} (declared: $out/$name.declared)" >&2
  exit 1
fi
nwant=$(tr ' ' '\n' <<<"$want" | grep -c .)
"$ABC" -c "read_aiger $out/$name.aig; fold; strash; bmc3 -F $depth; write_cex -n $out/$name.cex" \
  >"$out/$name.abc.log" 2>&1 || { cat "$out/$name.abc.log" >&2; echo "formal.sh: yosys-abc failed" >&2; exit 2; }
t1=$(date +%s.%N)
secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')

if grep -q "No output asserted in" "$out/$name.abc.log"; then
  frames=$(sed -n 's/.*No output asserted in \([0-9]*\) frames.*/\1/p' "$out/$name.abc.log")
  if [ $mutant = 1 ]; then
    echo "formal.sh: FAIL: the false mutant property was not found within $frames cycles (${secs} s)"
    exit 1
  fi
  echo "formal.sh: PASS: $nwant named properties ($nprops left after optimization) of tpb_decoder (InputReg $inreg, LoadWhenEmpty $inreg) hold for every input sequence of $frames cycles" \
       "from reset (BMC depth $frames, ${secs} s; model and logs in $out)"
  exit 0
fi
line=$(grep -E "Output [0-9]+ of miter .* was asserted in frame [0-9]+" "$out/$name.abc.log" | head -n 1 || true)
if [ -z "$line" ]; then
  cat "$out/$name.abc.log" >&2
  echo "formal.sh: could not read the result of bmc3" >&2
  exit 2
fi
k=$(sed -n 's/.*Output \([0-9]*\) of miter.*/\1/p' <<<"$line")
frame=$(sed -n 's/.*asserted in frame \([0-9]*\).*/\1/p' <<<"$line")
prop=$(sed -n "$((k + 1))p" "$out/$name.asserts" | sed 's|.*/||')
if [ $mutant = 1 ]; then
  if [[ $prop == *mutant* ]]; then
    echo "formal.sh: PASS (mutant): the false property $prop fails at cycle $frame, as it must (${secs} s)"
    exit 0
  fi
  echo "formal.sh: FAIL (mutant): property $k ($prop) fails at cycle $frame, not the mutant" >&2
  exit 1
fi
echo "formal.sh: FAIL: property $k (${prop:-see $out/$name.asserts}) fails at cycle $frame;" \
     "counterexample in $out/$name.cex (${secs} s)" >&2
exit 1
