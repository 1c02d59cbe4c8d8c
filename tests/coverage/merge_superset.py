#!/usr/bin/env python3
"""CTest: the coverage merge of two small runs covers at least what each covers alone.

Runs a coverage build of a testbench (the CTest: tb_mailbox_cov of the default build, or
tb_mailbox of a TPB_COVERAGE build) twice with different options (seeds), each writing its
.dat file (TPB_COVERAGE_OUT), merges the two with scripts/coverage_rtl.py, and checks line by line, on
the lcov files verilator_coverage writes, that every line either run hits is hit in the merge
with at least that run's count, the same for every toggled signal bit, and that the two runs
differ in at least one line (else the check would be vacuous: the seeds are chosen so that
they do, and a change of the generator that makes them equal fails here, naming it).

usage: merge_superset.py --tb PATH --out DIR --run-a "ARGS" --run-b "ARGS"
"""
import argparse
import os
import pathlib
import shlex
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import coverage_rtl as cov  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tb", required=True, help="coverage build of a testbench")
    ap.add_argument("--out", required=True, help="folder for a.dat, b.dat and the merge")
    ap.add_argument("--run-a", required=True, help="the testbench's options for the first run")
    ap.add_argument("--run-b", required=True, help="... for the second run")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    runs = {"a": shlex.split(a.run_a), "b": shlex.split(a.run_b)}
    for name, args in runs.items():
        dat = out / f"{name}.dat"
        if dat.exists():
            dat.unlink()
        argv = [a.tb] + args
        p = subprocess.run(argv, env=dict(os.environ, TPB_COVERAGE_OUT=str(dat)), capture_output=True, text=True)
        print(f"run {name}: {' '.join(argv)}: exit {p.returncode}")
        if p.returncode != 0 or not dat.is_file():
            print(p.stdout[-2000:] + p.stderr[-2000:])
            print(f"merge covers each run: FAIL: run {name} failed or wrote no {dat}")
            return 1
    result = cov.merge_and_report([out / "a.dat", out / "b.dat"], out / "merged", html=False, log=lambda s: None)
    merged = cov.read_info(result["info"])
    each = {n: cov.line_info(out / f"{n}.dat", out / f"{n}.info") for n in runs}
    hits = {n: cov.hit_lines(i) for n, i in each.items()}
    hit_m = cov.hit_lines(merged)
    bad = []
    for n, info in each.items():
        for f, lines in info.items():
            for ln, c in lines.items():
                m = merged.get(f, {}).get(ln)
                if m is None or (c > 0 and m < c):
                    bad.append(f"{cov.rtl_name(f)}:{ln}: run {n} count {c}, merge {m}")
        print(f"run {n}: {len(hits[n])} lines hit, all in the merge: {hits[n] <= hit_m}")
    tog = {n: cov.toggled_bits(cov.read_dat(out / f"{n}.dat")) for n in runs}
    tog_m = cov.toggled_bits(cov.read_dat(result["merged"]))
    for n, t in tog.items():
        print(f"run {n}: {len(t)} signal bits toggled, all in the merge: {t <= tog_m}")
        bad += [f"toggle {b}: run {n} only" for b in sorted(t - tog_m, key=str)[:20]]
    print(f"merge: {len(hit_m)} lines hit, {len(tog_m)} signal bits toggled")
    only = {"a": sorted(hits["a"] - hits["b"]), "b": sorted(hits["b"] - hits["a"])}
    for n, lines in only.items():
        print(f"lines hit by run {n} only: {len(lines)}")
        for f, ln in lines:
            print(f"  {cov.rtl_name(f)}:{ln}")
    if bad:
        print("\n".join(bad[:40]))
        print(f"merge covers each run: FAIL: {len(bad)} lines or bits of a run missing from the merge")
        return 1
    if not only["a"] and not only["b"]:
        print("merge covers each run: FAIL: the two runs hit the same lines; the check says nothing "
              "(choose seeds that differ)")
        return 1
    print("merge covers each run: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
