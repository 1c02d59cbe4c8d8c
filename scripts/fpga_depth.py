#!/usr/bin/env python3
"""Rank the register-to-register paths of a synthesized ECP5 netlist by an estimate of their
delay, grouped by the RTL lines of their source and sink registers: a second's look at what
place and route will name, before its minutes (docs/fpga.md, "the fourth pass").

usage: scripts/fpga_depth.py NETLIST.json [--min SCORE] [--top N]

  NETLIST.json  Yosys's JSON of a synth_ecp5 netlist (scripts/fpga_flow.sh writes
                OUT/tpb_fpga_top.json; --keep-names keeps the registers' net names)
  --min SCORE   list the groups whose worst path scores SCORE or more (default 11)
  --top N       at most N groups (default 20)

The estimate, in LUT units (a LUT level and its route is 1): LUT4 1, PFUMX and L6MUX21 0.3
from their data inputs and 0.6 from their select, CCU2C 1 from its LUT inputs and 0.1 along
the carry (0.3 into a sum bit), plus 0.05 per fan-out of each net on the way (up to 40).
Paths start at flip-flop outputs, block RAM and multiplier outputs, and end at flip-flop
data, enable and reset inputs and at block RAM and multiplier inputs. A group is a source
register's `src` line, a sink's, and the sink's pin; its line gives the worst path's score,
its combinational cells and the number of endpoints in the group. The score ranks; it is
not nanoseconds (on the board's netlists a score of 16 was a 14 ns path, 13 a 12 to 14 ns
one: the routing a placement gives decides the rest).

Exit status 0; 2 when the netlist cannot be read or has no top module with cells.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

COMB = {"LUT4", "PFUMX", "L6MUX21", "CCU2C"}
SINK_PINS = {"TRELLIS_FF": ("DI", "CE", "LSR")}
FANOUT_WEIGHT, FANOUT_CAP = 0.05, 40


def fail(msg: str) -> None:
    print(f"fpga_depth: {msg}", file=sys.stderr)
    sys.exit(2)


def top_module(netlist: dict) -> dict:
    mods = netlist.get("modules", {})
    for m in mods.values():
        if m.get("attributes", {}).get("top") and m.get("cells"):
            return m
    with_cells = [m for m in mods.values() if m.get("cells")]
    if len(with_cells) != 1:
        fail("no top module with cells in the netlist")
    return with_cells[0]


class Netlist:
    def __init__(self, module: dict):
        self.cells = module["cells"]
        self.driver: dict[int, tuple[str, str]] = {}
        self.fanout: Counter = Counter()
        for name, c in self.cells.items():
            dirs = c.get("port_directions", {})
            for pin, bits in c.get("connections", {}).items():
                for b in bits:
                    if not isinstance(b, int):
                        continue
                    if dirs.get(pin) == "output":
                        self.driver[b] = (name, pin)
                    elif dirs.get(pin) == "input":
                        self.fanout[b] += 1
        self.memo: dict[tuple[str, str], tuple[float, tuple[str, str] | None]] = {}

    def src(self, cell: str) -> str:
        return self.cells[cell].get("attributes", {}).get("src", "?").split("|")[0]

    def bit_in(self, cell: str, pin: str):
        bits = self.cells[cell]["connections"].get(pin, ["x"])
        return bits[0] if bits else "x"

    def load(self, bit) -> float:
        return FANOUT_WEIGHT * min(self.fanout[bit], FANOUT_CAP) if isinstance(bit, int) else 0.0

    def arrival(self, bit) -> float:
        if not isinstance(bit, int) or bit not in self.driver:
            return 0.0
        cell, pin = self.driver[bit]
        if self.cells[cell]["type"] not in COMB:
            return 0.0
        return self.arrival_at(cell, pin)[0]

    def arrival_at(self, cell: str, out_pin: str):
        """(score at the output pin, (cell, input pin) of the worst input)."""
        key = (cell, out_pin)
        if key in self.memo:
            return self.memo[key]
        # Mark the output while it is being worked out, so a combinational loop ends.
        self.memo[key] = (0.0, None)
        kind = self.cells[cell]["type"]
        weights: list[tuple[str, float]] = []
        if kind == "LUT4":
            weights = [(p, 1.0) for p in "ABCD"]
        elif kind == "PFUMX":
            weights = [("ALUT", 0.3), ("BLUT", 0.3), ("C0", 0.6)]
        elif kind == "L6MUX21":
            weights = [("D0", 0.3), ("D1", 0.3), ("SD", 0.6)]
        elif kind == "CCU2C":
            lut_pins = ["A0", "B0", "C0", "D0"] + ([] if out_pin == "S0" else ["A1", "B1", "C1", "D1"])
            weights = [(p, 1.0) for p in lut_pins] + [("CIN", 0.1 if out_pin == "COUT" else 0.3)]
        best = (0.0, None)
        for pin, w in weights:
            b = self.bit_in(cell, pin)
            score = self.arrival(b) + w + self.load(b)
            if best[1] is None or score > best[0]:
                best = (score, (cell, pin))
        self.memo[key] = best
        return best

    def trace(self, bit) -> tuple[str | None, int]:
        """The source register's cell of the worst path into bit, and its combinational cells."""
        n, seen = 0, set()
        while isinstance(bit, int) and bit in self.driver and bit not in seen:
            seen.add(bit)  # a combinational loop ends the walk
            cell, pin = self.driver[bit]
            if self.cells[cell]["type"] not in COMB:
                return cell, n
            n += 1
            via = self.arrival_at(cell, pin)[1]
            if via is None:
                break
            bit = self.bit_in(*via)
        return None, n

    def endpoints(self):
        for name, c in self.cells.items():
            kind = c["type"]
            if kind in SINK_PINS:
                pins = SINK_PINS[kind]
            elif kind in ("DP16KD", "MULT18X18D"):
                pins = tuple(p for p, d in c.get("port_directions", {}).items() if d == "input")
            else:
                continue
            for pin in pins:
                for b in c["connections"].get(pin, []):
                    if isinstance(b, int):
                        yield name, pin, b


def rank(module: dict, min_score: float) -> list[dict]:
    nl = Netlist(module)
    groups: dict[tuple[str, str, str], dict] = {}
    for cell, pin, bit in nl.endpoints():
        score = nl.arrival(bit) + nl.load(bit)
        if score < min_score:
            continue
        source, ncomb = nl.trace(bit)
        key = (nl.src(source) if source else "(input or constant)", nl.src(cell), pin)
        g = groups.setdefault(key, {"score": score, "comb": ncomb, "endpoints": 0,
                                    "source": key[0], "sink": key[1], "pin": pin,
                                    "sink_type": nl.cells[cell]["type"]})
        g["endpoints"] += 1
        if score > g["score"]:
            g["score"], g["comb"] = score, ncomb
    return sorted(groups.values(), key=lambda g: (-g["score"], g["source"], g["sink"], g["pin"]))


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()),
                                 epilog="See the head of scripts/fpga_depth.py for the estimate.")
    ap.add_argument("netlist", type=Path, help="Yosys JSON of a synth_ecp5 netlist")
    ap.add_argument("--min", type=float, default=11.0, dest="min_score",
                    help="list groups whose worst path scores this or more (default 11)")
    ap.add_argument("--top", type=int, default=20, help="at most this many groups (default 20)")
    a = ap.parse_args(argv)
    try:
        netlist = json.loads(a.netlist.read_text())
    except (OSError, ValueError) as e:
        fail(f"cannot read {a.netlist}: {e}")
    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
    groups = rank(top_module(netlist), a.min_score)
    print(f"fpga_depth: {len(groups)} groups of paths scoring {a.min_score:g} or more"
          f"{f' (the first {a.top})' if len(groups) > a.top else ''}")
    for g in groups[:a.top]:
        print(f"{g['score']:6.2f}  {g['comb']:2d} comb  {g['endpoints']:4d} ends  "
              f"{g['source']} -> {g['sink_type']}.{g['pin']} {g['sink']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
