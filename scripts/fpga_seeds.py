#!/usr/bin/env python3
"""Place and route the ULX3S build at several nextpnr seeds and report the spread of Fmax.

One seed says little: the same netlist placed at another seed moves Fmax by several per cent
(docs/fpga.md, *Measured*). This runs scripts/fpga_flow.sh once per seed, each as one task of
the kit's run engine (scripts/tpbflow/engine.py: a Dask LocalCluster of -j workers, or
--scheduler / --jobqueue), reads each run's OUT/seed<N>/fpga_summary.json and prints one row
per seed (Fmax, constraint, met, the limiting path) and the minimum, median and maximum.
It writes OUT/seeds.md and OUT/seeds.json.

  scripts/fpga_seeds.py                                 seeds 1-3, the default flow (75 MHz)
  scripts/fpga_seeds.py --seeds 1-6 -j 2 --out build/fpga-seeds
  scripts/fpga_seeds.py --seeds 1,2 -- --pll 70 --no-tmg-ripup   options after -- go to fpga_flow.sh

Each run takes about 5 to 8 minutes of one core (YoWASP Yosys and nextpnr). Exit status 0
when every seed meets timing, 1 when one or more miss it, 2 when a run gave no figure (a
synthesis failure, a missing tool: its output's end is printed) or on bad usage.
Environment: TPB_FPGA_FLOW names another flow script (the tests' stand-in).
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import engine  # noqa: E402


def parse_seeds(text):
    """'1-3,7' -> [1, 2, 3, 7]; ValueError on anything else."""
    seeds = []
    for part in text.split(","):
        lo, _, hi = part.strip().partition("-")
        a, b = int(lo), int(hi) if hi else int(lo)
        if a < 0 or b < a:
            raise ValueError(part)
        seeds += [s for s in range(a, b + 1) if s not in seeds]
    return seeds


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    flow_args = []
    if "--" in argv:
        k = argv.index("--")
        argv, flow_args = argv[:k], argv[k + 1:]
    ap = argparse.ArgumentParser(prog="fpga_seeds.py", description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.split("\n")[2:]))
    ap.add_argument("--seeds", default="1-3", help="nextpnr seeds: a list of numbers and ranges (default: 1-3)")
    ap.add_argument("--out", default=str(ROOT / "build" / "fpga-seeds"),
                    help="outputs: seed<N>/ (each run's flow outputs), seeds.md, seeds.json")
    engine.add_cluster_options(ap, timeout=3600, jobs=2)
    a = ap.parse_args(argv)
    try:
        seeds = parse_seeds(a.seeds)
    except ValueError:
        ap.error(f"--seeds wants numbers and ranges such as 1-3,7, not '{a.seeds}'")
    if any(x in flow_args for x in ("--seed", "--out")):
        ap.error("--seed and --out are this script's to set (--seeds, --out)")
    out = pathlib.Path(a.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    flow = os.environ.get("TPB_FPGA_FLOW") or str(ROOT / "scripts" / "fpga_flow.sh")
    runs = [engine.Run("pnr", f"seed {s}", [flow, "--seed", s, "--out", out / f"seed{s}", *flow_args],
                       json=out / f"seed{s}" / "fpga_summary.json") for s in seeds]
    engine.save_plan(runs, out / "plan.json")
    try:
        client, cluster, where = engine.start_client(a)
    except engine.EngineError as e:
        print(f"fpga_seeds: {e}", file=sys.stderr)
        return 2
    print(f"fpga_seeds: {len(runs)} place-and-route runs (seeds {a.seeds}) on {where}", flush=True)
    results = [None] * len(runs)
    try:
        for i, r in engine.completed(engine.submit(client, runs, a.timeout, a.retries, "pnr"), runs):
            results[i] = r
            sm = r["summary"]
            state = "no figure" if sm is None else sm["result"]
            print(f"fpga_seeds: seed {seeds[i]}: {state} ({r['seconds']:.0f} s)", flush=True)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

    rows, fmax, broken = [], [], []
    for s, r in zip(seeds, results):
        sm = r["summary"] if r else None
        if sm is None or not sm.get("clocks"):
            broken.append((s, r))
            rows.append(f"| {s} | - | - | no figure | {'run lost' if r is None else 'exit status ' + str(r['rc'])} |")
            continue
        clk = min(sm["clocks"].values(), key=lambda c: c["achieved_mhz"] - c["constraint_mhz"])
        path = sm["critical_paths"][0] if sm.get("critical_paths") else None
        limit = f"{path['ns']:.2f} ns: {path['from']} -> {path['to']}" if path else "-"
        fmax.append(clk["achieved_mhz"])
        rows.append(f"| {s} | {clk['achieved_mhz']:.2f} MHz | {clk['constraint_mhz']:.2f} MHz | "
                    f"{'yes' if sm['result'] == 'PASS' else 'NO'} | {limit} |")
    met = sum(1 for s, r in zip(seeds, results) if r and r["summary"] and r["summary"]["result"] == "PASS")
    lines = ["# Fmax over nextpnr seeds (tpb_fpga_top)", "",
             f"fpga_flow.sh {' '.join(flow_args) or '(default options)'}; seeds {a.seeds}.", "",
             "| seed | Fmax | constraint | met | limiting path |", "|---:|---:|---:|---|---|", *rows, ""]
    if fmax:
        lines.append(f"Fmax min {min(fmax):.2f}, median {statistics.median(fmax):.2f}, max {max(fmax):.2f} MHz; "
                     f"timing met at {met} of {len(seeds)} seeds.")
    (out / "seeds.md").write_text("\n".join(lines) + "\n")
    (out / "seeds.json").write_text(json.dumps({"seeds": seeds, "flow_args": flow_args, "met": met,
                                                "results": results}, indent=1) + "\n")
    print("\n".join(lines[4:]))
    for s, r in broken:
        tail = r["output"] if r else "the task was lost"
        print(f"fpga_seeds: seed {s} gave no figure; the end of its output:\n{tail}", file=sys.stderr)
    if broken:
        print(f"fpga_seeds: FAIL: {len(broken)} run(s) without a figure (report {out / 'seeds.md'})", file=sys.stderr)
        return 2
    if met < len(seeds):
        print(f"fpga_seeds: timing NOT met at {len(seeds) - met} of {len(seeds)} seeds (report {out / 'seeds.md'})")
        return 1
    print(f"fpga_seeds: PASS: timing met at all {len(seeds)} seeds (report {out / 'seeds.md'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
