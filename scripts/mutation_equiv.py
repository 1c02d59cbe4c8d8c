#!/usr/bin/env python3
"""Formal equivalence check of one mutant against the original design, with Yosys.

Input: an RTLIL netlist (the coarse design.il that `scripts/mutation.py build` writes, or any
other) and one `mutate ...` line as `mutate -list` prints it (a -ctrl part and the -src parts
are dropped: the mutation is applied directly). Output: a verdict per mutation.

  equivalent   proven: Yosys' equivalence flow proved every equivalence point of the
               original (gold) against the mutant (gate): equiv_make, equiv_simple,
               equiv_induct, equiv_status; unbounded (induction), see "Soundness" below
  differs      a counterexample: a bounded miter check (sat -seq N) found an input sequence
               after which an output of the mutant differs; its depth (cycles) is given
  not proven   neither, with the reason (points left unproven, a counterexample bound
               reached, the time limit and the Yosys pass it was spent in)

How (per mutation, one Yosys process at a time, single-threaded):
  1. gold = the netlist, gate = the netlist with the mutation applied (`mutate` without
     -ctrl); ROMs (memories without write ports) are mapped to logic in both.
  2. RAMs are cut out of both, the same way: each $mem_v2 cell is removed, its read data
     become a new input (shared by gold and gate), its address, data and enable inputs new
     outputs (compared). If gold and gate drive every RAM the same way, the RAMs hold the
     same data and read the same, so the cut model only has more behaviours: a proof on it
     holds for the real design; a RAM-dependent equivalence stays unproven.
  3. async2sync (the SAT model has no asynchronous reset); equiv_make gold gate pairs every
     named signal of the two (an $equiv cell per bit); opt_merge then makes the two copies of
     every cell the mutation does not reach one cell (their inputs are the same shared
     signals), so their points are proven by construction and only the mutation's reach is
     left; equiv_simple -seq S; equiv_purge keeps only the cones of the points still open;
     equiv_induct -seq S. A point that stays unproven and is no output of the design may be a
     difference nobody sees (a register bit that is not read): it goes on equiv_make's
     blacklist, gold and gate keep their own copies of it, the points behind it must then be
     proven with both copies in their cones, and the flow runs again (up to --rounds times).
     Blacklisting only removes assumptions, it never adds one.
  4. The base case (equiv_induct has none, see below): the same pairing (blacklist, merge)
     as a miter of every open point (equiv_miter), sat -seq S from the all-zero state. All
     points proven and the base case holding: "equivalent".
  5. Otherwise the bounded search: a miter of gold and gate (outputs compared), every RAM
     reading 0 and never written (an $assume on its write enables: exactly the behaviour of a
     RAM that starts all zero and is not written, so a counterexample is real), all
     registers starting at zero in both (the netlist has no init values: any common start
     state is one the hardware can have), `sat -seq N -prove trigger 0`. A model found:
     "differs" at the cycle the trigger rises; none up to N: "not proven".

Soundness: equiv_simple and equiv_induct prove each point from the points before it in the
same and earlier cycles; equiv_induct's induction has no base case of its own (its help:
"the two circuits will not diverge after they produce equal outputs for at least N
cycles"). Like every use of this flow (and opt_merge's one copy of a register), the verdict
assumes gold and gate start in the same state; step 4 is the base case for one such state,
all zero (the netlist has no init values, so the hardware can start there); other common
start states are covered by the induction only once their first S cycles agree. x constants of the netlist are 0 in the SAT model (no
-undef), so a mutation that only turns an x into 0 counts as equivalent. A cell the SAT model
does not know (a blackbox) would get free outputs of its own in gold and in gate: the points
behind it stay unproven, never proven wrongly.

Each verdict carries the seconds and the Yosys passes that took them (`passes`), so a check
cut by --timeout says where its time went.

  scripts/mutation_equiv.py --design build/mutation/design.il --mutation 'mutate -mode inv -module tpb_system -cell ... -port A -portbit 3'
  scripts/mutation_equiv.py --design d.il --mutations lines.txt --json equiv.json --timeout 300

Exit status: 0 every mutation got a verdict (any of the three); 2 usage error or Yosys
failure (the message names the log).
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

DEFAULT_SEQ = 2        # equiv_simple / equiv_induct -seq
DEFAULT_ROUNDS = 8     # blacklist rounds
DEFAULT_DEPTH = 8      # bounded search depth (cycles)


class EquivError(Exception):
    """A mutation line or a netlist the checker cannot work with, or a Yosys failure."""


def parse_line(line):
    """The mutate command without -ctrl and -src, and its module."""
    tok = line.split()
    if not tok or tok[0] != "mutate":
        raise EquivError(f"not a mutate line: {line!r}")
    out, module, i = ["mutate"], None, 1
    while i < len(tok):
        k = tok[i]
        if k == "-ctrl":
            i += 4
            continue
        if i + 1 >= len(tok):
            raise EquivError(f"mutate option {k} without a value: {line!r}")
        v = tok[i + 1]
        if k == "-module":
            module = v
        if k != "-src":
            out += [k, v]
        i += 2
    if module is None or "-cell" not in out or "-mode" not in out:
        raise EquivError(f"mutate line without -mode, -module or -cell: {line!r}")
    return " ".join(out), module


def yosys_exe():
    return os.environ.get("YOSYS", "yosys")


def pass_times(log_text):
    """[(pass, seconds)] from a `yosys -t` log, the slowest first."""
    marks = []
    for m in re.finditer(r"^\[(\d+\.\d+)\] [\d.]+ Executing (\S+)", log_text, re.M):
        marks.append((float(m.group(1)), m.group(2)))
    end = re.findall(r"^\[(\d+\.\d+)\]", log_text, re.M)
    last = float(end[-1]) if end else 0.0
    acc = {}
    for (t, name), nxt in zip(marks, marks[1:] + [(last, None)]):
        acc[name] = acc.get(name, 0.0) + max(0.0, nxt[0] - t)
    return sorted(acc.items(), key=lambda kv: -kv[1])


def plain(log_text):
    """The log without the timestamps of `yosys -t`."""
    return re.sub(r"^\[\d+\.\d+\] ", "", log_text, flags=re.M)


def run_yosys(script, work, name, timeout):
    """Run a Yosys script; (log text, timed out). A failure raises EquivError."""
    ys = work / f"{name}.ys"
    log = work / f"{name}.log"
    ys.write_text(script)
    if log.exists():
        log.unlink()
    t0 = time.monotonic()
    try:
        p = subprocess.run([yosys_exe(), "-q", "-t", "-l", str(log), "-s", str(ys)], cwd=work,
                           capture_output=True, text=True, timeout=max(1.0, timeout))
    except subprocess.TimeoutExpired:
        text = log.read_text(errors="replace") if log.exists() else ""
        # the pass that was running gets the time up to the kill
        return text + f"\n[{time.monotonic() - t0:.6f}] killed at the time limit\n", True
    text = log.read_text(errors="replace") if log.exists() else ""
    if p.returncode != 0:
        tail = "\n".join((text or p.stdout + p.stderr).strip().splitlines()[-12:])
        raise EquivError(f"yosys failed ({log}):\n{tail}")
    return text, False


# ---------------------------------------------------------------- RTLIL text: ports, RAM cut
def ports(il_text, module):
    """Names (without the backslash) of the module's ports."""
    out, inside = set(), False
    for line in il_text.splitlines():
        s = line.strip()
        if s.startswith("module "):
            inside = s.split()[1] in (module, "\\" + module)
        elif inside and s.startswith("wire ") and (" input " in f" {s} " or " output " in f" {s} "):
            out.add(s.split()[-1].lstrip("\\"))
    return out


RAM_IN_PORTS = ("RD_ADDR", "RD_EN", "RD_ARST", "RD_SRST", "WR_ADDR", "WR_DATA", "WR_EN")


def cut_rams(il_text, module, mode):
    """Remove every $mem_v2 cell of `module`. mode "ports": its read data become an input
    eqcut<i>_rd, its other inputs (clocks aside) outputs eqcut<i>_<port>. mode "zero": its
    read data are 0 and an $assume says its write enables stay 0. Returns (text, count)."""
    lines = il_text.splitlines()
    out, extra, i, n = [], [], 0, 0
    inside, port_no = False, 0
    for ln in lines:
        m = re.match(r"\s*wire .*\b(input|output) (\d+) ", ln)
        if m:
            port_no = max(port_no, int(m.group(2)))
    pending_attrs = []
    while i < len(lines):
        ln = lines[i]
        s = ln.strip()
        if s.startswith("module "):
            inside = s.split()[1] in (module, "\\" + module)
        if inside and s.startswith("attribute "):
            pending_attrs.append(ln)
            i += 1
            continue
        if inside and s.startswith("cell $mem_v2 "):
            params, conns = {}, {}
            i += 1
            while lines[i].strip() != "end":
                t = lines[i].strip()
                if t.startswith("parameter "):
                    _, k, v = t.split(None, 2)
                    params[k.lstrip("\\")] = v
                elif t.startswith("connect "):
                    _, k, v = t.split(None, 2)
                    conns[k.lstrip("\\")] = v
                i += 1
            i += 1
            pending_attrs = []
            rp, wp = int(params["RD_PORTS"]), int(params["WR_PORTS"])
            abits, width = int(params["ABITS"]), int(params["WIDTH"])
            widths = {"RD_ADDR": rp * abits, "RD_EN": rp, "RD_ARST": rp, "RD_SRST": rp,
                      "RD_DATA": rp * width, "WR_ADDR": wp * abits, "WR_DATA": wp * width,
                      "WR_EN": wp * width}
            tag = f"eqcut{n}"
            n += 1
            if rp:
                if mode == "ports":
                    port_no += 1
                    extra.append(f"  wire width {widths['RD_DATA']} input {port_no} \\{tag}_rd")
                    extra.append(f"  connect {conns['RD_DATA']} \\{tag}_rd")
                else:
                    extra.append(f"  connect {conns['RD_DATA']} {widths['RD_DATA']}'" + "0" * widths["RD_DATA"])
            if mode == "ports":
                for p in RAM_IN_PORTS:
                    if widths[p] and p in conns:
                        port_no += 1
                        extra.append(f"  wire width {widths[p]} output {port_no} \\{tag}_{p.lower()}")
                        extra.append(f"  connect \\{tag}_{p.lower()} {conns[p]}")
            elif wp:
                extra += [f"  wire \\{tag}_we_any", f"  wire \\{tag}_we_none",
                          f"  cell $reduce_or \\{tag}_or", "    parameter \\A_SIGNED 0",
                          f"    parameter \\A_WIDTH {widths['WR_EN']}", "    parameter \\Y_WIDTH 1",
                          f"    connect \\A {conns['WR_EN']}", f"    connect \\Y \\{tag}_we_any", "  end",
                          f"  cell $logic_not \\{tag}_not", "    parameter \\A_SIGNED 0",
                          "    parameter \\A_WIDTH 1", "    parameter \\Y_WIDTH 1",
                          f"    connect \\A \\{tag}_we_any", f"    connect \\Y \\{tag}_we_none", "  end",
                          f"  cell $assume \\{tag}_assume", f"    connect \\A \\{tag}_we_none",
                          "    connect \\EN 1'1", "  end"]
            continue
        if inside and ln.rstrip() == "end":
            out += pending_attrs
            pending_attrs = []
            out += extra
            extra = []
            inside = False
        out += pending_attrs
        pending_attrs = []
        out.append(ln)
        i += 1
    return "\n".join(out) + "\n", n


# ---------------------------------------------------------------- the check
UNPROVEN = re.compile(r"Unproven \$equiv (\S+): ")


def prepare(design, cmd, module, work, budget):
    """gold.il and gate.il (ROMs mapped), then the RAM cuts of both for the two models."""
    script = (f"read_rtlil {design}\ndesign -save orig\n"
              f"memory_map -rom-only\nwrite_rtlil gold.il\n"
              f"design -load orig\n{cmd}\nmemory_map -rom-only\nwrite_rtlil gate.il\n")
    log, timed_out = run_yosys(script, work, "prepare", budget)
    if timed_out:
        return None, log
    if "mutate" in cmd and not re.search(r"Executing MUTATE pass", log):
        raise EquivError(f"the mutation was not applied ({work / 'prepare.log'})")
    counts = {}
    for side in ("gold", "gate"):
        text = (work / f"{side}.il").read_text()
        for mode in ("ports", "zero"):
            cut, n = cut_rams(text, module, mode)
            (work / f"{side}_{mode}.il").write_text(cut)
            counts[side] = n
    if counts["gold"] != counts["gate"]:
        raise EquivError(f"gold has {counts['gold']} RAMs, the mutant {counts['gate']}")
    return counts["gold"], log


def equiv_round(module, work, seq, blacklist, budget, k):
    bl = ""
    if blacklist:
        (work / "blacklist.txt").write_text("\n".join(sorted(blacklist)) + "\n")
        bl = "-blacklist blacklist.txt "
    script = (f"read_rtlil gold_ports.il\nrename {module} gold\n"
              f"read_rtlil gate_ports.il\nrename {module} gate\n"
              "async2sync\nopt_clean\n"
              f"equiv_make {bl}gold gate equiv\nhierarchy -top equiv\nopt_clean\n"
              # the two copies of every cell outside the mutation's reach are one after this
              "opt_merge\nopt_clean\n"
              f"equiv_simple -seq {seq}\nequiv_status\ndump -o equiv{k}_cells.txt t:$equiv\n"
              # only the cones of the points still open, for the induction
              "equiv_purge\nopt_clean\n"
              f"equiv_induct -seq {seq}\nequiv_status\n")
    log, timed_out = run_yosys(script, work, f"equiv{k}", budget)
    if timed_out:
        return None, None, log
    raw, log = log, plain(log)
    m = re.search(r"Found (\d+) \$equiv cells in equiv:\s*\n\s*Of those cells (\d+) are proven and (\d+) are unproven",
                  log)
    if not m:
        if re.search(r"Found 0 \$equiv cells|No \$equiv cells found", log):
            raise EquivError(f"equiv_make matched nothing ({work / f'equiv{k}.log'})")
        raise EquivError(f"no equiv_status summary in {work / f'equiv{k}.log'}")
    total = int(m.group(1))
    first_open = int(m.group(3))
    last = log[log.rindex("Executing EQUIV_STATUS pass"):]
    m = re.search(r"Of those cells (\d+) are proven and (\d+) are unproven", last)
    if m:
        unproven = int(m.group(2))
    elif "No $equiv cells found" in last and first_open == 0:
        unproven = 0  # equiv_simple proved every point, equiv_purge left nothing
    else:
        raise EquivError(f"no final equiv_status summary in {work / f'equiv{k}.log'}")
    # the unproven cells by name; their Y is the signal equiv_make paired (its original name)
    ys = equiv_outputs((work / f"equiv{k}_cells.txt").read_text())
    points = set()
    for name in UNPROVEN.findall(last):
        if name not in ys:
            raise EquivError(f"unproven $equiv cell {name} not in {work / f'equiv{k}_cells.txt'}")
        points.add(ys[name])
    return (total, unproven), points, raw


def equiv_outputs(dump_text):
    """$equiv cell name -> the wire name of its Y, from a Yosys `dump`."""
    out, cur = {}, None
    for line in dump_text.splitlines():
        t = line.split()
        if t[:2] == ["cell", "$equiv"]:
            cur = t[2]
        elif cur and t[:2] == ["connect", "\\Y"]:
            out[cur] = t[2].lstrip("\\")
            cur = None
    return out


def bounded(module, work, depth, budget, name):
    """Miter of the zero-RAM models, sat -seq depth; (cycle of the first difference or None,
    log, timed out)."""
    script = (f"read_rtlil gold_zero.il\nrename {module} gold\n"
              f"read_rtlil gate_zero.il\nrename {module} gate\n"
              "async2sync\nopt_clean\n"
              "miter -equiv -flatten gold gate miter\nhierarchy -top miter\nopt_clean\n"
              f"sat -seq {depth} -prove trigger 0 -set-init-zero -set-assumes -show trigger miter\n")
    log, timed_out = run_yosys(script, work, name, budget)
    if timed_out:
        return None, log, True
    return sat_result(log, work / (name + ".log")), log, False


def base_case(module, work, seq, blacklist, budget):
    """The points of the equivalence module (the same blacklist) in a miter, sat -seq seq from
    the all-zero state: (cycle of the first disagreement or None, log, timed out)."""
    bl = "-blacklist blacklist.txt " if blacklist else ""
    script = (f"read_rtlil gold_ports.il\nrename {module} gold\n"
              f"read_rtlil gate_ports.il\nrename {module} gate\n"
              "async2sync\nopt_clean\n"
              f"equiv_make {bl}gold gate equiv\nhierarchy -top equiv\nopt_clean\n"
              "opt_merge\nopt_clean\n"
              "equiv_miter -trigger base equiv\nhierarchy -top base\nopt_clean\n"
              f"sat -seq {seq} -prove trigger 0 -set-init-zero -show trigger base\n")
    log, timed_out = run_yosys(script, work, "base", budget)
    if timed_out:
        return None, log, True
    return sat_result(log, work / "base.log"), log, False


def sat_result(log, path):
    """None when sat proved trigger 0, else the first cycle with trigger 1."""
    log = plain(log)
    if "SAT proof finished - no model found" in log:
        return None
    if "SAT proof finished - model found" not in log:
        raise EquivError(f"no sat result in {path}")
    steps = [int(t) for t, v in re.findall(r"^(?:\[[\d.]+\])?\s+(\d+)\s+\\trigger\s+(\d+)", log, re.M)
             if v == "1"]
    if not steps:
        raise EquivError(f"sat found a model but no cycle with trigger 1 in {path}")
    return min(steps)


def where(log):
    pt = pass_times(log)
    last = re.findall(r"^\[[\d.]+\] [\d.]+ Executing (\S+)", log, re.M)
    return (last[-1] if last else "start"), pt


def check(design, line, timeout=600.0, work=None, seq=DEFAULT_SEQ, rounds=DEFAULT_ROUNDS,
          depth=DEFAULT_DEPTH, keep_netlists=False):
    """Verdict of one mutation: {verdict, method, seconds, detail, passes}. The work folder
    keeps the Yosys scripts and logs; its netlists (*.il, megabytes each on the full design)
    are removed at the end unless keep_netlists."""
    work = pathlib.Path(work or tempfile.mkdtemp(prefix="mutation-equiv-")).resolve()
    try:
        return _check(design, line, timeout, work, seq, rounds, depth)
    finally:
        if not keep_netlists:
            for f in work.glob("*.il"):
                f.unlink()


def _check(design, line, timeout, work, seq, rounds, depth):
    t0 = time.monotonic()
    design = pathlib.Path(design).resolve()
    cmd, module = parse_line(line)
    work.mkdir(parents=True, exist_ok=True)
    timing = {}

    def left():
        return timeout - (time.monotonic() - t0)

    def result(verdict, method, detail):
        return {"verdict": verdict, "method": method, "seconds": round(time.monotonic() - t0, 1),
                "detail": detail, "passes": {k: round(v, 1) for k, v in
                                             sorted(timing.items(), key=lambda kv: -kv[1])[:6]}}

    def account(log):
        for k, v in pass_times(log):
            timing[k] = timing.get(k, 0.0) + v

    def out_of_time(step, log):
        account(log)
        last, _ = where(log)
        return result("not proven", "time limit",
                      f"time limit {timeout:.0f} s reached in {step} (in the Yosys pass {last})")

    rams, log = prepare(design, cmd, module, work, left())
    if rams is None:
        return out_of_time("preparing gold and gate", log)
    account(log)
    outs = ports((work / "gold_ports.il").read_text(), module)
    blacklist, proven_note = set(), None
    for k in range(rounds + 1):
        if left() <= 0:
            return result("not proven", "time limit", f"time limit {timeout:.0f} s reached before equiv round {k}")
        counts, points, log = equiv_round(module, work, seq, blacklist, left(), k)
        if counts is None:
            return out_of_time(f"equiv round {k} ({len(blacklist)} points blacklisted)", log)
        account(log)
        total, unproven = counts
        if unproven == 0:
            proven_note = (f"{total} equivalence points proven (equiv_simple + equiv_induct -seq {seq})"
                           + (f", {len(blacklist)} internal signals left unpaired (the mutant's own "
                              "differences there reach no output): " + ", ".join(sorted(blacklist)[:6])
                              + (" ..." if len(blacklist) > 6 else "") if blacklist else "") + f", RAMs cut: {rams}")
            break
        at_ports = sorted(p for p in points if p in outs)
        internal = points - outs
        if at_ports or not internal or k == rounds:
            why = (f"{unproven} of {total} points unproven, outputs among them: {', '.join(at_ports[:6])}"
                   if at_ports else f"{unproven} of {total} points unproven after {k} blacklist rounds")
            break
        blacklist |= internal
    if proven_note is not None:
        # the base case of the induction: every point agrees in the first cycles
        if left() <= 0:
            return result("not proven", "time limit", f"{proven_note}; time limit before the base case")
        step, log, timed_out = base_case(module, work, seq, blacklist, left())
        if timed_out:
            return out_of_time(f"the base case (equiv_miter, sat -seq {seq})", log)
        account(log)
        if step is not None:
            proven_note += f"; but an equivalence point differs at cycle {step} from the all-zero state"
            why = "the base case failed"
        else:
            return result("equivalent", f"equiv_simple + equiv_induct -seq {seq}, base case sat -seq {seq}",
                          proven_note + f"; base case: every point agrees in the first {seq} cycles")
    if left() <= 0:
        return result("not proven", "time limit", f"{why}; time limit before the bounded search")
    step, log, timed_out = bounded(module, work, depth, left(), "bmc")
    if timed_out:
        r = out_of_time(f"the bounded search (sat -seq {depth})", log)
        r["detail"] = f"{why}; {r['detail']}"
        return r
    account(log)
    if step is not None:
        return result("differs", f"sat -seq {depth}",
                      f"an output differs at cycle {step} (from the all-zero state, RAMs zero and unwritten); {why}")
    return result("not proven", f"equiv flow + sat -seq {depth}",
                  f"{why}; no difference within {depth} cycles (RAMs zero and unwritten)")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--design", required=True, help="the RTLIL netlist (e.g. design.il of mutation.py build)")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--mutation", action="append", help="one `mutate ...` line (repeatable)")
    g.add_argument("--mutations", help="a file of `mutate ...` lines, one a line")
    ap.add_argument("--timeout", type=float, default=600, help="seconds per mutation (default 600)")
    ap.add_argument("--seq", type=int, default=DEFAULT_SEQ, help=f"equiv_simple/equiv_induct -seq (default {DEFAULT_SEQ})")
    ap.add_argument("--rounds", type=int, default=DEFAULT_ROUNDS,
                    help=f"blacklist rounds for unobservable internal points (default {DEFAULT_ROUNDS})")
    ap.add_argument("--depth", type=int, default=DEFAULT_DEPTH, help=f"bounded search cycles (default {DEFAULT_DEPTH})")
    ap.add_argument("--work", help="folder for the Yosys scripts and logs (default: a new temporary one)")
    ap.add_argument("--keep-netlists", action="store_true", help="keep the gold and gate netlists in the work folder")
    ap.add_argument("--json", help="write the verdicts here: [{line, verdict, method, seconds, detail}]")
    a = ap.parse_args(argv)
    if not pathlib.Path(a.design).is_file():
        print(f"mutation_equiv: {a.design}: no such file", file=sys.stderr)
        return 2
    lines = a.mutation or [ln.strip() for ln in pathlib.Path(a.mutations).read_text().splitlines() if ln.strip()]
    work = pathlib.Path(a.work) if a.work else pathlib.Path(tempfile.mkdtemp(prefix="mutation-equiv-"))
    res = []
    for n, line in enumerate(lines, 1):
        try:
            r = check(a.design, line, a.timeout, work / f"m{n}", a.seq, a.rounds, a.depth, a.keep_netlists)
        except EquivError as e:
            print(f"mutation_equiv: {e}", file=sys.stderr)
            return 2
        r["line"] = line
        res.append(r)
        print(f"mutation_equiv: {n}: {r['verdict']} ({r['method']}, {r['seconds']} s): {r['detail']}", flush=True)
    if a.json:
        pathlib.Path(a.json).write_text(json.dumps(res, indent=1) + "\n")
    counts = {v: sum(r["verdict"] == v for r in res) for v in ("equivalent", "differs", "not proven")}
    print(f"mutation_equiv: {len(res)} mutations: " + ", ".join(f"{n} {v}" for v, n in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
