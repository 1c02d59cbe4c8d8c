#!/usr/bin/env python3
"""Tests of scripts/fpga_depth.py on netlists made here (the shape of Yosys's JSON of a
synth_ecp5 netlist): its scores, its grouping by the registers' RTL lines, its filters, a
combinational loop, and its refusals.

usage: tests/flow/test_fpga_depth.py WORK_DIR
Prints one line per check and 'test_fpga_depth: PASS' at the end; exit status 1 on any failure.
"""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOOL = ROOT / "scripts" / "fpga_depth.py"
failures = []


def check(cond, what):
    print(f"  {'ok  ' if cond else 'FAIL'} {what}")
    if not cond:
        failures.append(what)


class Builder:
    """Cells of a flat top module; nets are integers."""

    def __init__(self):
        self.cells = {}
        self.next_net = 10

    def net(self):
        self.next_net += 1
        return self.next_net

    def cell(self, name, kind, src, ins, outs):
        conns, dirs = {}, {}
        for pin, bit in ins.items():
            conns[pin], dirs[pin] = [bit], "input"
        for pin, bit in outs.items():
            conns[pin], dirs[pin] = [bit], "output"
        self.cells[name] = {"type": kind, "attributes": {"src": src}, "connections": conns,
                            "port_directions": dirs}

    def ff(self, name, src, d="0", ce="1"):
        q = self.net()
        self.cell(name, "TRELLIS_FF", src, {"DI": d, "CE": ce, "CLK": 1, "LSR": "0"}, {"Q": q})
        return q

    def lut(self, name, *ins):
        z = self.net()
        pins = dict(zip("ABCD", list(ins) + ["0"] * (4 - len(ins))))
        self.cell(name, "LUT4", "cells_map", pins, {"Z": z})
        return z

    def json(self):
        return {"modules": {"top": {"attributes": {"top": "00000000000000000000000000000001"},
                                    "cells": self.cells, "netnames": {}}}}


def run(path, *args):
    p = subprocess.run([sys.executable, str(TOOL), str(path), *args], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def rows(out):
    return [line.split() for line in out.splitlines()[1:]]


def main(work):
    work.mkdir(parents=True, exist_ok=True)
    b = Builder()
    a = b.ff("a", "a.sv:1")
    # a -> three LUTs -> b.DI (twice, two endpoints of one group); a -> one LUT -> c.CE.
    x3 = b.lut("l3", b.lut("l2", b.lut("l1", a)))
    b.ff("b0", "b.sv:5", d=x3)
    b.ff("b1", "b.sv:5", d=x3)
    b.ff("c", "c.sv:9", ce=b.lut("l4", a))
    # d -> a LUT -> a carry chain of three CCU2C -> e.DI from the last sum.
    d = b.ff("d", "d.sv:2")
    cin = b.lut("l5", d)
    for i in range(3):
        cout, s0, s1 = b.net(), b.net(), b.net()
        b.cell(f"cc{i}", "CCU2C", "cells_map", {"A0": d, "B0": "0", "C0": "0", "D0": "0", "A1": "0",
                                                 "B1": "0", "C1": "0", "D1": "0", "CIN": cin},
               {"COUT": cout, "S0": s0, "S1": s1})
        cin = cout
    b.ff("e", "e.sv:3", d=s1)
    # A combinational loop of two LUTs into f.DI: the tool must end.
    n1, n2 = b.net(), b.net()
    b.cell("loop1", "LUT4", "cells_map", {"A": n2, "B": a, "C": "0", "D": "0"}, {"Z": n1})
    b.cell("loop2", "LUT4", "cells_map", {"A": n1, "B": "0", "C": "0", "D": "0"}, {"Z": n2})
    b.ff("f", "f.sv:4", d=n1)
    net = work / "small.json"
    net.write_text(json.dumps(b.json()))

    rc, out, err = run(net, "--min", "0")
    check(rc == 0, f"exit status 0 on a readable netlist ({rc}; {err.strip()})")
    r = rows(out)
    first = r[0] if r else []
    check(first[-1:] == ["b.sv:5"] and first[5:7] == ["a.sv:1", "->"],
          f"the deepest group first: a.sv:1 -> b.sv:5 ({first})")
    check(first[1] == "3" and first[3] == "2",
          f"... three combinational cells, two endpoints in one group ({first[1:4]})")
    # a's net feeds three cells, l1's and l2's one each, l3's two
    check(first[:1] == ["3.35"], f"... score 3 LUTs + 0.05 per fan-out on the way (3 + 1 + 1 + 2) = 3.35 ({first[:1]})")
    by_sink = {row[-1]: row for row in r}
    check("c.sv:9" in by_sink and by_sink["c.sv:9"][-2] == "TRELLIS_FF.CE",
          "an enable input is an endpoint of its own pin")
    e = by_sink.get("e.sv:3")
    # d feeds four cells (0.2): the LUT in front ends at 1.2, each carry step adds 0.1 and its
    # net's 0.05, the sum 0.3 + 0.05, the sum's net 0.05: 1.2 + 0.15 + 0.15 + 0.35 + 0.05
    check(e is not None and e[0] == "1.90" and e[1] == "4",
          f"a carry chain counts 0.1 a step and 0.3 into the sum, four combinational cells: 1.90 ({e})")
    check("f.sv:4" in by_sink, "a combinational loop ends (its endpoint is listed)")
    out_lines = out.splitlines()
    check(out_lines[0].startswith("fpga_depth: ") and "groups of paths scoring 0 or more" in out_lines[0],
          f"a heading line ({out_lines[0] if out_lines else ''})")

    rc, out, _ = run(net, "--min", "3")
    check(rc == 0 and [row[-1] for row in rows(out)] == ["b.sv:5"],
          f"--min 3 keeps only the group scoring 3.35 ({[row[-1] for row in rows(out)]})")
    rc, out, _ = run(net, "--min", "0", "--top", "2")
    check(len(rows(out)) == 2 and "(the first 2)" in out.splitlines()[0], "--top 2 lists two groups and says so")

    bad = work / "bad.json"
    bad.write_text("{not json")
    rc, _, err = run(bad)
    check(rc == 2 and "fpga_depth: cannot read" in err, f"an unreadable netlist: exit 2 and a message ({rc})")
    empty = work / "empty.json"
    empty.write_text(json.dumps({"modules": {}}))
    rc, _, err = run(empty)
    check(rc == 2 and "no top module" in err, f"a netlist without cells: exit 2 and a message ({rc})")

    if failures:
        print(f"test_fpga_depth: FAIL ({len(failures)} checks)")
        return 1
    print("test_fpga_depth: PASS")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(pathlib.Path(sys.argv[1])))
