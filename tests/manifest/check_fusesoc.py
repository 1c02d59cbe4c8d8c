#!/usr/bin/env python3
"""The RTL manifest as FuseSoC reads it: every core of rtl/ resolves, and for each block core
with a lint target FuseSoC runs Verilator --lint-only -Wall (with the kit's waivers) on the
files it resolved, which must be the files scripts/tpbflow/manifest.py lists, in the same
order (the kit's own reader and FuseSoC agree).

usage: tests/manifest/check_fusesoc.py --fusesoc PATH --build DIR [CORE...]
Exit status: 0 all agree and lint clean, 1 a finding (named), 2 bad usage.
"""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import manifest  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fusesoc", default="fusesoc")
    ap.add_argument("--build", required=True, type=Path)
    ap.add_argument("core", nargs="*", help="cores to lint (default: every core with a lint target)")
    a = ap.parse_args()
    cores = manifest.load()
    listed = subprocess.run([a.fusesoc, "--cores-root", str(ROOT / "rtl"), "core", "list"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    problems = []
    for c in cores.values():
        if c.name + ":" not in listed.stdout:
            problems.append(f"fusesoc does not list {c.name} ({manifest.rel(c.path)})")
    todo = [manifest.resolve(cores, n) for n in a.core] or [c for c in cores.values() if c.top]
    shutil.rmtree(a.build, ignore_errors=True)
    for c in todo:
        vlnv = c.name + ":0.1"
        p = subprocess.run([a.fusesoc, "--cores-root", str(ROOT / "rtl"), "run", "--build-root",
                            str(a.build / c.short), "--target", "lint", vlnv],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if p.returncode != 0:
            problems.append(f"{vlnv}: fusesoc lint failed:\n{p.stdout[-3000:]}")
            continue
        vc = next((a.build / c.short).rglob("*.vc"), None)
        if vc is None:
            problems.append(f"{vlnv}: no Verilator command file in the FuseSoC build")
            continue
        got = [Path(x).name for x in vc.read_text().split() if x.endswith((".sv", ".v"))]
        want = [p.name for p in manifest.files([c.name])]
        if sorted(got) != sorted(want):
            problems.append(f"{vlnv}: FuseSoC's files {got} differ from the manifest reader's {want}")
            continue
        # Both orders put every core's files after its dependencies' (packages before their
        # users); the two may differ in how they order independent cores.
        for order, who in ((got, "FuseSoC"), (want, "manifest.py")):
            pos = {f: i for i, f in enumerate(order)}
            for core in cores.values():
                mine = [pos[f.name] for f in core.files if f.name in pos]
                for d in core.depends:
                    theirs = [pos[f.name] for f in cores[d].files if f.name in pos]
                    if mine and theirs and max(theirs) > min(mine):
                        problems.append(f"{vlnv}: {who} puts {core.name} before its dependency {d}")
        print(f"manifest: {vlnv}: {len(got)} files, the ones manifest.py lists; Verilator -Wall lint clean")
    for pr in problems:
        print(f"manifest: {pr}", file=sys.stderr)
    print(f"manifest: {len(cores)} cores, {len(todo)} linted through FuseSoC, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
