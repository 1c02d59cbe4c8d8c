#!/usr/bin/env python3
"""Merge the functional coverage of many testbench summaries into one report.

Each input is a summary object written by a testbench's --json option (tb_dve, tb_mover,
tpb_lockstep; docs/robustness.md) with a "coverage" member as tb/common/coverage.hpp writes
it: {"<group>": {"bins": {"<bin>": count}, "excluded": {"<item>": "<reason>"}, ...}}.
Counts are summed bin by bin; a bin is covered when its sum is nonzero. A group that no
input observed at all (every bin zero in every input) is reported as "not observed", so an
engine without a testbench summary is not mistaken for a covered or a failing one.

  scripts/coverage_report.py [-o PREFIX] FILE_OR_DIR...

writes PREFIX.md and PREFIX.json (default: coverage.md / coverage.json in the current
folder) and prints the Markdown. Exit status: 0 written, 2 no usable input.
"""

import argparse
import json
import pathlib
import sys


def load_inputs(paths):
    files = []
    for p in paths:
        p = pathlib.Path(p)
        if p.is_dir():
            files.extend(sorted(q for q in p.glob("*.json") if q.is_file()))
        elif p.is_file():
            files.append(p)
    out = []
    for f in files:
        try:
            obj = json.loads(f.read_text())
        except (OSError, ValueError) as e:
            print(f"coverage_report: skipping {f}: {e}", file=sys.stderr)
            continue
        if isinstance(obj, dict) and isinstance(obj.get("coverage"), dict):
            out.append((f, obj))
    return out


def merge(inputs):
    groups = {}  # name -> {"bins": {bin: count}, "excluded": {item: reason}, "sources": {tool: n}}
    tools = {}
    for _, obj in inputs:
        tool = str(obj.get("tool", "?"))
        tools[tool] = tools.get(tool, 0) + 1
        for name, g in obj["coverage"].items():
            m = groups.setdefault(name, {"bins": {}, "excluded": {}, "sources": {}})
            seen = 0
            for b, n in g.get("bins", {}).items():
                m["bins"][b] = m["bins"].get(b, 0) + int(n)
                seen += int(n)
            for item, why in g.get("excluded", {}).items():
                m["excluded"].setdefault(item, why)
            if seen:
                m["sources"][tool] = m["sources"].get(tool, 0) + 1
    report = {"inputs": len(inputs), "tools": tools, "groups": {}}
    for name, m in groups.items():
        bins = m["bins"]
        covered = [b for b, n in bins.items() if n]
        uncovered = [b for b, n in bins.items() if not n]
        report["groups"][name] = {
            "observed": bool(m["sources"]),
            "sources": m["sources"],
            "covered": len(covered),
            "total": len(bins),
            "bins": bins,
            "uncovered": uncovered,
            "excluded": m["excluded"],
        }
    return report


def markdown(r):
    lines = ["# Functional coverage", ""]
    tools = ", ".join(f"{t} x{n}" for t, n in sorted(r["tools"].items()))
    lines += [f"Merged from {r['inputs']} testbench summaries ({tools}).", ""]
    lines += ["| group | covered | total | % | observed by |", "|---|---:|---:|---:|---|"]
    for name, g in r["groups"].items():
        pct = 100.0 * g["covered"] / g["total"] if g["total"] else 0.0
        src = ", ".join(sorted(g["sources"])) if g["observed"] else "not observed"
        lines.append(f"| {name} | {g['covered']} | {g['total']} | {pct:.1f} | {src} |")
    lines += ["", "## Uncovered bins", ""]
    any_unc = False
    for name, g in r["groups"].items():
        if not g["uncovered"]:
            continue
        any_unc = True
        note = "" if g["observed"] else " (no summary observed this group)"
        lines.append(f"- **{name}** ({len(g['uncovered'])}){note}: " + ", ".join(f"`{b}`" for b in g["uncovered"]))
    if not any_unc:
        lines.append("None.")
    exc = [(name, item, why) for name, g in r["groups"].items() for item, why in g["excluded"].items()]
    if exc:
        lines += ["", "## Excluded (cannot be a bin)", ""]
        for name, item, why in exc:
            lines.append(f"- {name}: `{item}`: {why}")
    lines += ["", "## Bin counts", ""]
    for name, g in r["groups"].items():
        lines.append(f"- **{name}**: " + ", ".join(f"{b} {n}" for b, n in g["bins"].items()))
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help="summary JSON files or folders of them")
    ap.add_argument("-o", "--out", default="coverage", help="output prefix (PREFIX.md, PREFIX.json)")
    ap.add_argument("-q", "--quiet", action="store_true", help="do not print the Markdown")
    a = ap.parse_args(argv)
    inputs = load_inputs(a.inputs)
    if not inputs:
        print("coverage_report: no summary with a coverage object found", file=sys.stderr)
        return 2
    r = merge(inputs)
    md = markdown(r)
    out = pathlib.Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pathlib.Path(str(out) + ".json").write_text(json.dumps(r, indent=2) + "\n")
    pathlib.Path(str(out) + ".md").write_text(md)
    if not a.quiet:
        print(md, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
