#!/usr/bin/env python3
"""The equivalence check of mutants (scripts/mutation_equiv.py, `scripts/mutation.py equiv`) on
a design of its own, tests/mutation/eq_tiny.sv, along the campaign's path: the design is
synthesized the way `mutation.py build` does it (coarse cells, design.il), the mutations are
`mutate -ctrl mutsel W K ...` lines as `mutate -list` prints them, `mutation.py equiv --only`
checks them into equiv.json (and its cache, which a second check reuses) and `mutation.py
report` counts the proven ones, and a written argument only where a bounded search backs it.

Known verdicts, each argued from the RTL:
  1 inv of bit 0 of register s       equivalent: s is only read by s < 0, its sign
  2 const1 on bit 2 of the constant  equivalent: 100 = 0b1100100 has bit 2 set already
    of q > 100
  3 inv of bit 1 of register q       differs: low_o = q[3:0] shows it in the first cycle
  4 const0 on bit 2 of that constant differs: q > 96 against q > 100
  5 const1 on bit 3 of the RAM's     differs: rd_o shows it (the RAM cut of the checker)
    read data
A checker that says "equivalent" for all, or "differs" for all, or fails, fails this test.
It also holds the build's rule for mutations no netlist can carry: on the RAM's asynchronous
read port, a mutation of the enable, a reset or the clock is unappliable, one of the read data
is not.

  tests/mutation/test_equiv.py [--keep DIR]
"""
import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
DESIGN = pathlib.Path(__file__).resolve().parent / "eq_tiny.sv"
EXPECT = {1: "equivalent", 2: "equivalent", 3: "differs", 4: "differs", 5: "differs"}


def find(cs, ctype, **ports):
    hits = [n for n, c in cs.items() if c["type"] == ctype and all(c["conns"].get(k) == v for k, v in ports.items())]
    if len(hits) != 1:
        sys.exit(f"test_equiv: FAIL: {len(hits)} cells {ctype} with {ports} in the netlist (want one)")
    return hits[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--keep", help="work in this folder and keep it (default: a temporary one)")
    a = ap.parse_args()
    out = pathlib.Path(a.keep or tempfile.mkdtemp(prefix="tpb-equiv-test-")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    yosys = os.environ.get("YOSYS", "yosys")
    # as `mutation.py build` synthesizes tpb_system
    subprocess.run([yosys, "-q", "-l", str(out / "synth.log"), "-p",
                    f"read_verilog -sv -DSYNTHESIS {DESIGN.name}; hierarchy -check -top eq_tiny; "
                    f"synth -top eq_tiny -flatten -run begin:fine; write_rtlil {out / 'design.il'}"],
                   cwd=DESIGN.parent, check=True)
    sys.path.insert(0, str(ROOT / "scripts"))
    from tpbflow import mutants  # noqa: E402  (the campaign's own readings of RTLIL and mutate lines)
    tdir = out / "system"  # the campaign's layout: one folder per target
    tdir.mkdir(exist_ok=True)
    (out / "design.il").replace(tdir / "design.il")
    il_text = (tdir / "design.il").read_text()
    cs = mutants.rtlil_cells(il_text)
    ff_s = find(cs, "$adffe", Q="\\s")
    ff_q = find(cs, "$adffe", Q="\\q")
    gt = find(cs, "$alu", A="7'1100100", B="\\q")
    ram = find(cs, "$mem_v2")
    specs = [("inv", ff_s, "Q", 0), ("const1", gt, "A", 2), ("inv", ff_q, "Q", 1), ("const0", gt, "A", 2),
             ("const1", ram, "RD_DATA", 3)]
    bad = []
    # `mutation.py build` drops a listed mutation of an asynchronous read port's enable, reset or
    # clock (Yosys' memory model ties them; write_verilog asserts on one): the RAM's only read port
    # is asynchronous, so those four are dropped and its read data stays a mutation target.
    async_ports = mutants.async_read_ports(il_text)
    if async_ports.get(mutants.public(ram)) != {0}:
        bad.append(f"async_read_ports: {async_ports} (want {{{ram!r}: {{0}}}})")
    for port in ("RD_EN", "RD_ARST", "RD_SRST", "RD_CLK", "RD_DATA"):
        m = mutants.parse_mutation(f"mutate -ctrl mutsel 3 1 -mode inv -module eq_tiny -cell {ram} -port {port} "
                                   f"-portbit 0")
        if bool(mutants.unappliable(m, async_ports)) != (port != "RD_DATA"):
            bad.append(f"unappliable({port}): {mutants.unappliable(m, async_ports)}")
    muts = []
    for k, (mode, cell, port, bit) in enumerate(specs, 1):
        line = (f"mutate -ctrl mutsel 3 {k} -mode {mode} -module eq_tiny -cell {cell} -port {port} "
                f"-portbit {bit} -src eq_tiny.sv:1.1-1.2")
        muts.append(dict(mutants.parse_mutation(line), location="eq_tiny.sv:1"))
    (tdir / "mutants.json").write_text(json.dumps({
        "target": "system", "top": "eq_tiny", "params": {}, "seed": 0, "asked": len(muts),
        "design_sha256": mutants.design_hash(tdir / "design.il"), "mutsel_width": 3, "cells": len(cs),
        "netlist": "none", "mutants": muts}, indent=1) + "\n")
    for f in (tdir / "equiv.json", out / "cache.json"):
        if f.exists():
            f.unlink()
    base = [sys.executable, str(ROOT / "scripts" / "mutation.py")]
    common = ["--target", "system", "--out", str(out)]
    p = subprocess.run(base + ["equiv"] + common + ["--only", f"1-{len(muts)}", "--equiv-timeout", "60",
                                                     "--equiv-cache", str(out / "cache.json")],
                       capture_output=True, text=True)
    print(p.stdout + p.stderr, end="")
    if p.returncode != 0:
        bad.append(f"mutation.py equiv exited {p.returncode}")
    got = json.loads((tdir / "equiv.json").read_text()) if (tdir / "equiv.json").exists() else {}
    for k, want in EXPECT.items():
        v = got.get(str(k), {}).get("verdict")
        if v != want:
            bad.append(f"mutant {k} ({' '.join(map(str, specs[k - 1]))}): {v}, expected {want}")
        elif want == "differs" and not re.search(r"at cycle \d+", got[str(k)]["detail"]):
            bad.append(f"mutant {k}: differs without the cycle of its counterexample")
    # the cache: every verdict reached is kept by design and mutation, and a second run takes it
    cache = json.loads((out / "cache.json").read_text()) if (out / "cache.json").exists() else {}
    if len(cache) != len(EXPECT):
        bad.append(f"the equivalence cache holds {len(cache)} verdicts (want {len(EXPECT)})")
    p = subprocess.run(base + ["equiv"] + common + ["--only", "1", "--equiv-cache", str(out / "cache.json")],
                       capture_output=True, text=True)
    if "(1 from the cache" not in p.stdout:
        bad.append(f"a second check of mutant 1 is not taken from the cache: {p.stdout.strip()[-200:]}")
    # the report: every mutant survived the (pretend) run; the proven ones count as equivalent
    runs = {"target": "system", "engine": "none", "wall_seconds": 0, "stages": {}, "control": {"failed": None},
            "mutants": {str(k): {"killed_by": None, "stage": None, "runs": 1, "seconds": 0} for k in EXPECT}}
    (tdir / "runs.json").write_text(json.dumps(runs) + "\n")
    none = out / "no_arguments.json"
    none.write_text("{}\n")
    p = subprocess.run(base + ["report"] + common + ["--equiv-arguments", str(none)], capture_output=True, text=True)
    print(p.stdout + p.stderr, end="")
    n_eq = sum(v == "equivalent" for v in EXPECT.values())
    if not re.search(rf"{len(EXPECT) - n_eq} survived, {n_eq} equivalent \({n_eq} proven, 0 argued\)", p.stdout):
        bad.append("the report does not count the proven mutants as equivalent")
    for k, want in EXPECT.items():
        tag = "EQUIVALENT" if want == "equivalent" else "SURVIVED"
        if not re.search(rf"^  {tag} system {k}: .*\(equivalence: {want}", p.stdout, re.M):
            bad.append(f"the report has no line '{tag} system {k}: ... (equivalence: {want} ...'")
    # a written argument counts only where the check ended in a bounded search without a
    # difference; one for a mutant with a counterexample fails the report
    obs = next(k for k, want in EXPECT.items() if want == "differs")
    got[str(obs)] = {"verdict": "not proven", "method": "equiv flow + sat -seq 30", "seconds": 1,
                     "detail": "no difference within 30 cycles"}
    (tdir / "equiv.json").write_text(json.dumps(got) + "\n")
    f = out / "arguments.json"
    f.write_text(json.dumps({mutants.mutation_of(muts[obs - 1]["line"]): {"reason": "test"}}) + "\n")
    p = subprocess.run(base + ["report"] + common + ["--equiv-arguments", str(f)], capture_output=True, text=True)
    if p.returncode != 0 or f"{n_eq + 1} equivalent ({n_eq} proven, 1 argued)" not in p.stdout:
        bad.append(f"an argument checked by a bounded search is not counted: {p.stdout[-300:]}")
    got[str(obs)] = {"verdict": "differs", "method": "sat -seq 30", "seconds": 1, "detail": "at cycle 1"}
    (tdir / "equiv.json").write_text(json.dumps(got) + "\n")
    p = subprocess.run(base + ["report"] + common + ["--equiv-arguments", str(f)], capture_output=True, text=True)
    if p.returncode != 1 or "is not checked by a bounded proof" not in p.stdout:
        bad.append(f"an argument against a counterexample is not refused (exit {p.returncode})")
    # the checker on its own: one line, the same verdict
    p = subprocess.run([sys.executable, str(ROOT / "scripts" / "mutation_equiv.py"), "--design", str(tdir / "design.il"),
                        "--mutation", muts[0]["line"], "--work", str(out / "alone"), "--timeout", "60"],
                       capture_output=True, text=True)
    print(p.stdout + p.stderr, end="")
    if p.returncode != 0 or not re.search(r"^mutation_equiv: 1: equivalent ", p.stdout, re.M):
        bad.append("scripts/mutation_equiv.py --mutation: no 'equivalent' for mutant 1")
    for b in bad:
        print(f"test_equiv: FAIL: {b}")
    print("test_equiv: FAIL" if bad else f"test_equiv: PASS: {len(EXPECT)} verdicts as expected ({out})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
