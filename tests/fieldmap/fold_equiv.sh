#!/usr/bin/env bash
# Prove with Yosys's SAT solver that tpb_isa_pkg::fold_fields equals the XOR of
# extract_fields' 64-bit slots for every opcode and every 512-bit word (fold_equiv.sv).
#   fold_equiv.sh             the proof: exit 0 and "fold_equiv: PROVED" when it holds
#   fold_equiv.sh --plant OP  a bit of opcode OP's fold flipped (0xNN): the proof must fail,
#                             exit 0 and "fold_equiv: planted difference found" when it does
# YOSYS names the tool (default: yosys on the PATH).
set -euo pipefail
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
yosys=${YOSYS:-yosys}
define=""
plant=""
if [[ ${1:-} == --plant ]]; then
  plant=$2
  define="-DPLANT=8'h${plant#0x}"
fi
log=$(mktemp -t fold_equiv.XXXXXX)
# proc -norom: the case statements stay multiplexers (a ROM cell has no SAT model).
script="read_verilog -sv $define $root/rtl/pkg/tpb_isa_pkg.sv $root/tests/fieldmap/fold_equiv.sv;
hierarchy -top fold_equiv; proc -norom; flatten; opt -full; sat -prove ok_o 1 -verify"
if "$yosys" -q -p "$script" >"$log" 2>&1; then
  rm -f "$log"
  if [[ -n $plant ]]; then
    echo "fold_equiv: FAIL: the planted difference at opcode $plant was not found" >&2
    exit 1
  fi
  echo "fold_equiv: PROVED: fold_fields equals the XOR of extract_fields' slots, every opcode and word"
else
  if [[ -n $plant ]] && grep -q "proof did fail" "$log"; then
    rm -f "$log"
    echo "fold_equiv: planted difference found (opcode $plant)"
    exit 0
  fi
  cat "$log" >&2
  rm -f "$log"
  echo "fold_equiv: FAIL" >&2
  exit 1
fi
