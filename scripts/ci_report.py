#!/usr/bin/env python3
"""Where the time of a test run went: the stages, CTest by group, the slowest tests.

scripts/run_tests.sh (the README's test command, and CI's) calls this at its end. It reads:

  --stages FILE       one stage a line: NAME <TAB> SECONDS (wall time), in run order
  --ctest NAME DIR JUNIT
                      a CTest run of build folder DIR, the stage NAME: JUNIT (written by
                      `ctest --output-junit`) for each test's seconds, DIR's test list
                      (`ctest --show-only=json-v1`) for its labels; repeatable
  --json FILE         also write the whole report as JSON
  --slowest N         how many of the slowest tests to list (default 10)

A test's group is its first CTest label, or else the part of its name before the first
colon ("lockstep: seed 1 ..." is in group "lockstep"). A group's figure is the sum of its
tests' own times (test-seconds: with `ctest -j 2` two run at once, so the groups add up to
more than the CTest stage's wall time).

Exit status 0; 2 when an input is missing or unreadable (a report that cannot be made fails
loudly instead of printing nothing).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path


def fail(msg: str) -> None:
    print(f"ci_report: {msg}", file=sys.stderr)
    sys.exit(2)


def read_stages(path: Path) -> list[tuple[str, float]]:
    try:
        lines = path.read_text().splitlines()
    except OSError as e:
        fail(f"cannot read {path}: {e}")
    out = []
    for no, line in enumerate(lines, 1):
        if not line.strip():
            continue
        parts = line.split("\t")
        if len(parts) != 2:
            fail(f"{path}:{no}: not NAME<TAB>SECONDS: {line!r}")
        out.append((parts[0], float(parts[1])))
    return out


def labels_of(build: Path) -> dict[str, list[str]]:
    p = subprocess.run(["ctest", "--show-only=json-v1"], cwd=build, capture_output=True, text=True)
    if p.returncode != 0:
        fail(f"ctest --show-only in {build} failed: {p.stderr.strip()}")
    out = {}
    for t in json.loads(p.stdout).get("tests", []):
        labels = []
        for prop in t.get("properties", []):
            if prop.get("name") == "LABELS":
                labels = list(prop.get("value", []))
        out[t["name"]] = labels
    return out


def group_of(name: str, labels: list[str]) -> str:
    if labels:
        return labels[0]
    return name.split(":", 1)[0].strip() if ":" in name else "other"


def read_ctest(name: str, build: Path, junit: Path) -> dict:
    try:
        root = ET.parse(junit).getroot()
    except (OSError, ET.ParseError) as e:
        fail(f"cannot read {junit}: {e}")
    labels = labels_of(build)
    tests = []
    for tc in root.iter("testcase"):
        tname = tc.get("name", "")
        tests.append({"name": tname, "seconds": float(tc.get("time", "0") or 0),
                      "status": tc.get("status", ""), "group": group_of(tname, labels.get(tname, []))})
    if not tests:
        fail(f"{junit} lists no test")
    groups: dict[str, dict] = defaultdict(lambda: {"tests": 0, "seconds": 0.0})
    for t in tests:
        g = groups[t["group"]]
        g["tests"] += 1
        g["seconds"] += t["seconds"]
    return {"name": name, "build": str(build), "tests": tests, "groups": dict(groups)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--stages", type=Path, required=True)
    ap.add_argument("--ctest", nargs=3, action="append", default=[], metavar=("NAME", "DIR", "JUNIT"))
    ap.add_argument("--json", type=Path)
    ap.add_argument("--slowest", type=int, default=10)
    a = ap.parse_args()

    stages = read_stages(a.stages)
    runs = [read_ctest(n, Path(d), Path(j)) for n, d, j in a.ctest]
    total = sum(s for _, s in stages)
    w = 46
    print("run_tests: where the time went (wall seconds; CTest groups in test-seconds)")
    for name, sec in stages:
        print(f"  {name:<{w}} {sec:8.0f}")
        for r in runs:
            if r["name"] != name:
                continue
            for g, v in sorted(r["groups"].items(), key=lambda kv: -kv[1]["seconds"]):
                print(f"    {g + ' (' + str(v['tests']) + ' tests)':<{w - 2}} {v['seconds']:8.0f}")
    print(f"  {'total':<{w}} {total:8.0f}  ({total / 60:.1f} min)")
    every = [(t["seconds"], r["name"], t["name"]) for r in runs for t in r["tests"]]
    every.sort(reverse=True)
    if every:
        print(f"run_tests: the {min(a.slowest, len(every))} slowest tests")
        for sec, run, name in every[: a.slowest]:
            short = name if len(name) <= 100 else name[:97] + "..."
            print(f"  {sec:8.1f} s  [{run}] {short}")
    if a.json:
        a.json.write_text(json.dumps({"stages": [{"name": n, "seconds": s} for n, s in stages],
                                      "total_seconds": total, "ctest": runs}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
