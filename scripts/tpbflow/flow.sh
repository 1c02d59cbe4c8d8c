# The shell side of the kit's flow library (source it: `. "$root/scripts/tpbflow/flow.sh"`).
# The Python side is scripts/tpbflow/*.py; both read RTL file lists through manifest.py only.

# tpb_rtl_files VAR [--abs] CORE...: the source files of cores of the RTL manifest (the FuseSoC
# core files under rtl/), dependencies first, into the array VAR; exits 2 with the manifest's
# message when a core does not resolve.
tpb_rtl_files() {
  local var=$1 text
  shift
  text=$(python3 "$(dirname "${BASH_SOURCE[0]}")/manifest.py" files "$@") || exit 2
  mapfile -t "$var" <<<"$text"
}
