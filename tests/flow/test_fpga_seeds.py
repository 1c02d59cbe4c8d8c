#!/usr/bin/env python3
"""Tests of scripts/fpga_seeds.py with a stand-in for scripts/fpga_flow.sh (TPB_FPGA_FLOW):
each seed's summary made up here (seeds 1 and 2 meet 75 MHz, seed 3 misses it, seed 4 fails
before any figure), so the table, the spread, the exit status, the options passed through
and the refusals are checked without a place and route.

usage: tests/flow/test_fpga_seeds.py WORK_DIR   (a Python with Dask: the tests' .venv)
Prints one line per check and 'test_fpga_seeds: PASS' at the end; exit status 1 on any failure.
"""
import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOOL = ROOT / "scripts" / "fpga_seeds.py"
failures = []

STUB = '''#!{python}
import json, pathlib, sys
a = sys.argv[1:]
seed, out = int(a[a.index("--seed") + 1]), pathlib.Path(a[a.index("--out") + 1])
out.mkdir(parents=True, exist_ok=True)
(out / "args.txt").write_text(" ".join(a))
fmax = {{1: 76.14, 2: 75.67, 3: 74.02}}
if seed not in fmax:
    print("fpga_flow: synthesis FAIL (log: yosys.log)")
    sys.exit(1)
ok = fmax[seed] >= 75.0
(out / "fpga_summary.json").write_text(json.dumps({{
    "result": "PASS" if ok else "FAIL", "seed": seed, "constraint_mhz": 75.0,
    "clocks": {{"$glbnet$clk": {{"achieved_mhz": fmax[seed], "constraint_mhz": 75.0}}}},
    "critical_paths": [{{"from": "rtl/a.sv:{{}}".format(seed), "to": "rtl/b.sv:9", "ns": 1000.0 / fmax[seed]}}]}}))
sys.exit(0 if ok else 1)
'''


def check(cond, what):
    print(f"  {'ok  ' if cond else 'FAIL'} {what}")
    if not cond:
        failures.append(what)


def run(work, name, *args):
    out = work / name
    env = dict(os.environ, TPB_FPGA_FLOW=str(work / "flow_stub.py"))
    p = subprocess.run([sys.executable, str(TOOL), "--out", str(out), *args], capture_output=True, text=True,
                       env=env, timeout=300)
    md = (out / "seeds.md").read_text() if (out / "seeds.md").exists() else ""
    return p.returncode, p.stdout + p.stderr, md, out


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    work = pathlib.Path(sys.argv[1]).resolve()
    work.mkdir(parents=True, exist_ok=True)
    stub = work / "flow_stub.py"
    stub.write_text(STUB.format(python=sys.executable))
    stub.chmod(0o755)

    rc, text, md, out = run(work, "met", "--seeds", "1,2", "-j", "2", "--", "--pll", "75")
    check(rc == 0 and "PASS: timing met at all 2 seeds" in text, "every seed met: exit status 0, PASS")
    check("| 1 | 76.14 MHz | 75.00 MHz | yes | 13.13 ns: rtl/a.sv:1 -> rtl/b.sv:9 |" in md
          and "| 2 | 75.67 MHz | 75.00 MHz | yes |" in md, "one row per seed: Fmax, constraint, met, the limiting path")
    check("Fmax min 75.67, median 75.91, max 76.14 MHz; timing met at 2 of 2 seeds." in md, "the spread: min, median, max")
    check((out / "seed2" / "args.txt").read_text() == f"--seed 2 --out {out / 'seed2'} --pll 75",
          "each run gets its seed and folder, and the options after --")
    js = json.loads((out / "seeds.json").read_text())
    check(js["seeds"] == [1, 2] and js["met"] == 2 and js["flow_args"] == ["--pll", "75"], "seeds.json")

    rc, text, md, _ = run(work, "missed", "--seeds", "1-3")
    check(rc == 1 and "timing NOT met at 1 of 3 seeds" in text and "| 3 | 74.02 MHz | 75.00 MHz | NO |" in md,
          "a seed that misses: exit status 1, its row says NO")

    rc, text, md, _ = run(work, "broken", "--seeds", "2,4")
    check(rc == 2 and "seed 4 gave no figure" in text and "synthesis FAIL" in text
          and "| 4 | - | - | no figure | exit status 1 |" in md,
          "a run without a figure: exit status 2, the end of its output shown")

    rc, text, _, _ = run(work, "bad", "--seeds", "3-1")
    check(rc == 2 and "--seeds wants numbers and ranges" in text, "a bad seed list is refused (status 2)")
    rc, text, _, _ = run(work, "bad2", "--seeds", "1", "--", "--seed", "5")
    check(rc == 2 and "--seed and --out are this script's" in text, "--seed after -- is refused (status 2)")

    if failures:
        print(f"test_fpga_seeds: FAIL ({len(failures)} check(s))")
        return 1
    print("test_fpga_seeds: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
