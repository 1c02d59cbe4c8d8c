#!/usr/bin/env bash
# Lint the RTL with Verilator -Wall, once per top (tpb_decoder, tpb_core, tpb_system) and in two views:
# simulation (assertions elaborated: --assert) and synthesis (-DSYNTHESIS). Sources come from
# the system core of the RTL manifest (rtl/top/tpb_system.core), waivers from rtl/lint_waivers.vlt (one reason per waiver). Any warning fails.
#
# usage: scripts/lint_rtl.sh [TOP...]        (default: tpb_decoder tpb_core tpb_system)
# Exit status: 0 clean, 1 lint findings, 2 Verilator missing or bad usage.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail
case ${1:-} in -h|--help) tpb_usage; exit 0 ;; -*) echo "lint_rtl: unknown option $1" >&2; tpb_usage >&2; exit 2 ;; esac
verilator=$(tpb_verilator lint_rtl)

tops=("$@")
[[ ${#tops[@]} -gt 0 ]] || tops=(tpb_decoder tpb_core tpb_system)

tpb_rtl_files files --abs system

status=0
for top in "${tops[@]}"; do
  for view in sim synth; do
    case $view in
      sim) flags=(--assert) ;;
      synth) flags=(-DSYNTHESIS) ;;
    esac
    if out=$("$verilator" --lint-only -Wall "${flags[@]}" --top-module "$top" \
               "$root/rtl/lint_waivers.vlt" "${files[@]}" 2>&1); then
      echo "lint_rtl: $top ($view view): clean"
    else
      echo "$out" >&2
      echo "lint_rtl: $top ($view view): FAIL" >&2
      status=1
    fi
  done
done
exit $status
