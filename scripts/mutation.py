#!/usr/bin/env python3
"""Mutation coverage of tpb_system with Yosys' `mutate`, the way YosysHQ's mcy does it.

  build   Yosys reads the system core's files (RTL manifest), synthesizes tpb_system to coarse cells
          (synth -flatten -run begin:fine), picks N mutations with `mutate -list N -seed S`
          and applies all of them to one netlist, each behind `mutsel == K` of a new input
          (`mutate -ctrl mutsel W K ...`, as mcy's create_mutated does); mutsel = 0 is the
          original design. The netlist then goes the gate-level way of scripts/gatelevel.sh
          (scripts/yosys/sim_netlist.ys: coarse cells, split nets; no latches) and is
          verilated once into the unchanged
          lockstep harness (tpb_lockstep_mut, whose --mutant K drives mutsel), copied into --out
          beside the netlist it was built from, so builds into other --out folders do not
          change what a run here executes. With --design FILE.il the coarse design is read
          from FILE (scripts/synth_yosys.sh --netlist writes DIR/tpb_system_coarse.il, the
          design its synthesis check passed) instead of synthesized again: the same design,
          but `mutate -list` walks a read design's cells in another order, so the same seed
          lists other mutations than a build that synthesizes.
  run     every mutant (and mutant 0, the control, which must pass) through a set of lockstep
          stimuli (generated streams weighted to the mover, the custom ops, the malformed-word
          classes, no back-pressure, chains at the mailbox's depth, opcode-table entries past
          the slow table written without the loader's checks, a 300,000-word stream past 2^18
          word indices; every tests/vectors/*.s), each run one Dask task run by
          scripts/regress.py's task function on its cluster options. A mutant is killed when
          one of its runs fails (mismatch, crash, hang, timeout); its other runs are then
          cancelled.
  report  killed / survived / equivalent counts, and per survivor its mutation, cell, the
          cell's source location and its equivalence verdict (from equiv.json, when `equiv`
          ran); mutation_report.json and mutation_report.txt in --out.
  equiv   formal equivalence check of every survivor of the last run (or of the mutants
          --only names) against the original, with Yosys (scripts/mutation_equiv.py), at most
          --timeout seconds each; verdicts "equivalent" (proven), "differs" (a counterexample,
          with its cycle) or "not proven" (and why) in equiv.json.
  campaign  build, run and report in one command; with --equiv also the equivalence check of
          the survivors, then the report again (off by default: minutes per survivor on the
          full design, the campaign itself takes an hour).

  scripts/mutation.py campaign --mutants 150          the full campaign (about an hour on 2 cores)
  scripts/mutation.py build --mutants 8 --seed 1      a small netlist (CI: the test command)
  scripts/mutation.py run --only 3,5 --stimuli mixed,mover
  scripts/mutation.py run --keep --reseed 100 --stimuli mixed,mover,classes   a second round, survivors only
  scripts/mutation.py equiv                           the survivors of the last run
  scripts/mutation.py equiv --only 3,5-9 --timeout 300
  scripts/mutation.py equiv --timeout 150 -j 2          two checks at a time
  scripts/mutation.py report

Equivalence: a survivor may be equivalent (no input sequence shows it). mcy checks that with a
bounded miter of mutsel = 0 against mutsel = K; on this design that miter did not get through
its preprocessing in 400 s. `equiv` instead takes the original netlist (gold) and a copy with
the one mutation applied directly (gate) through Yosys' equivalence flow (equiv_make,
equiv_simple, equiv_induct, equiv_status), which proves the design point by point, with the
RAMs cut out (their read data shared, their inputs compared) and a base case of its own; a
mutant is "equivalent" only with that proof, "differs" only with a counterexample of a bounded
miter check (sat -seq), else "not proven". scripts/mutation_equiv.py says how and why.
The report counts the proven ones as equivalent. An equivalence file (--equiv-file, JSON
{"K": {"mutation": "...", "reason": "..."}}) still marks mutants argued equivalent by hand; the
report counts both apart. Each argument names its mutation (the mutate line without its -ctrl
part): an RTL change renumbers the mutants, and an argument whose mutation is not this build's
mutant K stops the report (exit 2) until it is reviewed.

Exit status: 0 done (survivors are a result, not a failure); 1 the control (mutant 0) failed
a run, or a mutation named with --expect-killed survived; 2 usage error, missing tool or build
failure.
"""

import argparse
import json
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import engine, tools  # noqa: E402  (the run engine; tool invocations)
from tpbflow.engine import Run  # noqa: E402
from tpbflow import manifest  # noqa: E402  (the RTL manifest: the one file-list reader)

# DVE ops of the default gen3 set (tests/fixtures/dve, `tpb dve dump`) whose entries the
# dve_range stimulus overwrites, one bit of the slow selector each.
DVE_RANGE_SLOTS = (66, 67, 68, 69, 71, 72, 78, 82, 83, 84, 94, 96, 97, 98, 99, 100)

# The lockstep stimuli every mutant gets (name, arguments); counts are scaled by --scale.
# The generated ones weight one engine each; the vectors are the directed streams.
STIMULI = [
    ("mixed", ["--seed", "1", "--count", "1500", "--bad-ratio", "0.05", "--mutate", "0.02",
               "--bp-seed", "1", "--bp", "0.2", "--idle", "0.05", "--clear", "0.002"]),
    ("mover", ["--seed", "2", "--count", "1200", "--sb2sb-legal", "0.9", "--issue-core", "1",
               "--bp-seed", "2", "--bp", "0.3"]),
    ("custom", ["--seed", "21", "--count", "800", "--custom-legal", "1.0", "--max-args", "16",
                "--bp-seed", "21", "--bp", "0.2"]),
    ("classes", ["--seed", "3", "--count", "1500", "--bad-ratio", "0.15", "--bp-seed", "3", "--bp", "0.1"]),
    ("nobp", ["--seed", "5", "--count", "1000", "--sb2sb-legal", "0.7"]),
    # chains up to 255 arguments (the mailbox's full depth: num_payloads past 127), some legal,
    # some malformed words between them
    ("chains", ["--seed", "31", "--count", "3000", "--max-args", "255", "--custom-legal", "0.3",
                "--bad-ratio", "0.03", "--bp-seed", "3", "--bp", "0.1"]),
    # opcode-table entries written without the loader's checks (the lockstep's --dve-entry, in
    # RTL and model alike): on 16 DVE ops of the default gen3 roster, the slow selector (entry >>
    # 8) with one of its bits 8 .. 23 alone, every bit of the run-time DVE_SLOW_RANGE compare and
    # of the table's read word above the 256-row table; the fast row is the slot number
    ("dve_range", ["--seed", "6", "--count", "2000", "--bp-seed", "6", "--bp", "0.1"]
     + [a for k, slot in enumerate(DVE_RANGE_SLOTS) for a in ("--dve-entry", f"{slot}={(1 << (16 + k)) | slot:#x}")]),
    # past 2^18 words, few mover copies (about 15 s on the gate netlist): the word index and the
    # completion index registers' high bits; --scale leaves its count alone
    ("long", ["--seed", "41", "--count", "300000", "--bad-ratio", "0.02", "--sb2sb-legal", "0",
              "--custom-legal", "0.02"]),
]
UNSCALED = {"long"}  # stimuli whose length is the point
HARNESS = "tpb_lockstep_mut"  # the harness, copied into --out by `build`


def fail(msg):
    tools.fail("mutation", msg)


def rtl_files():
    """tpb_system's sources, relative to the repository root (the RTL manifest's system core)."""
    return [manifest.rel(p) for p in manifest.files(["system"])]


def yosys(log, script=None, script_file=None):
    try:
        tools.yosys(log, script=script, script_file=script_file)
    except tools.FlowError as e:
        fail(str(e))


def parse_mutation(line):
    """A `mutate -ctrl mutsel W K -mode M ...` line as a dict (src: every -src, in order)."""
    tok = line.split()  # yosys writes no quotes; backslashes are part of the names
    if not tok or tok[0] != "mutate":
        raise ValueError(f"not a mutate line: {line}")
    d = {"line": line, "src": []}
    i = 1
    while i < len(tok):
        k = tok[i]
        if k == "-ctrl":
            d["id"] = int(tok[i + 3])
            i += 4
            continue
        v = tok[i + 1]
        if k == "-src":
            d["src"].append(v)
        else:
            d[k[1:]] = v
        i += 2
    return d


def rtlil_cells(il_text):
    """Every cell of an RTLIL dump: its name as written (public names keep their backslash) ->
    {"type", "src" (its src attribute or None), "params" {name: value}, "conns" {port: signal}}
    (parameter and port names without their backslash)."""
    out, cur, src = {}, None, None
    for line in il_text.splitlines():
        s = line.strip()
        if s.startswith("attribute \\src "):
            src = s[len("attribute \\src "):].strip().strip('"')
        elif s.startswith("cell "):
            _, ctype, name = s.split()[:3]
            cur = out[name] = {"type": ctype, "src": src, "params": {}, "conns": {}}
            src = None
        elif cur is not None and s.startswith(("parameter ", "connect ")):
            kind, key, value = s.split(None, 2)
            cur["params" if kind == "parameter" else "conns"][key.lstrip("\\")] = value
        elif s == "end":
            cur = None
        elif not s.startswith("attribute "):
            src = None
    return out


def public(name):
    """A cell name as `mutate` and the reports write it: a public name without its backslash."""
    return name.removeprefix("\\")


def cell_types(il_text):
    """cell name -> (cell type, src attribute), read from an RTLIL dump."""
    return {public(n): (c["type"], c["src"]) for n, c in rtlil_cells(il_text).items()}


def async_read_ports(il_text):
    """$mem_v2 cell name -> the indices of its asynchronous (unclocked) read ports."""
    out = {}
    for n, c in rtlil_cells(il_text).items():
        if c["type"] == "$mem_v2" and "RD_CLK_ENABLE" in c["params"]:
            bits = c["params"]["RD_CLK_ENABLE"].split("'")[-1]  # MSB first: port i is bits[-1 - i]
            out[public(n)] = {i for i in range(len(bits)) if bits[-1 - i] == "0"}
    return out


# A read port without a clock has, in Yosys' memory model, its enable tied to 1 and its resets
# and clock unused (kernel/mem.cc checks it and write_verilog stops on an assert otherwise), so
# `mutate -list` may name a mutation of one that no netlist can carry. Such a mutation models
# nothing the RTL has: it is dropped from the listing, and the report says how many were.
ASYNC_READ_CONTROLS = ("RD_EN", "RD_ARST", "RD_SRST", "RD_CLK")


def unappliable(m, async_ports):
    """Why mutation m cannot be applied (a control input of an asynchronous read port), or None."""
    ports = async_ports.get(public(m.get("cell", "")))
    if ports and m.get("port") in ASYNC_READ_CONTROLS and int(m.get("portbit", "0")) in ports:
        return f"{m['port']} of asynchronous read port {m['portbit']} of memory {m['cell']}"
    return None


def cell_sources(il_text):
    """cell name -> its src attribute."""
    return {name: src for name, (_t, src) in cell_types(il_text).items()}


def src_counts(il_text):
    """How many cells each src location is on. A flattened cell carries the locations of every
    instance above it as well as its own; an instance's location is on all of that instance's
    cells, so the cell's own is the rarest of its parts."""
    counts = {}
    for _name, (_t, src) in cell_types(il_text).items():
        for part in (src or "").split("|"):
            if part:
                counts[part] = counts.get(part, 0) + 1
    return counts


def own_location(src, counts):
    """The cell's own source location out of its src attribute (see src_counts)."""
    parts = [p for p in (src or "").split("|") if p]
    return min(parts, key=lambda p: (counts.get(p, 0), p)) if parts else None


def mutsel_width(n):
    return max(1, n.bit_length())


def do_build(a):
    out = pathlib.Path(a.out).resolve()
    build = pathlib.Path(a.build).resolve()
    out.mkdir(parents=True, exist_ok=True)
    if a.mutants < 1:
        fail("--mutants must be at least 1")
    if not (build / "CMakeCache.txt").exists():
        fail(f"{build} is not configured: run scripts/build.sh first")
    width = mutsel_width(a.mutants + len(a.add_mutation))
    files = " ".join(rtl_files())
    il = out / "design.il"
    listing = out / "mutations.txt"
    t0 = time.monotonic()
    what = f"reading {a.design}" if a.design else "synthesizing tpb_system to coarse cells"
    print(f"mutation: {what}, listing {a.mutants} mutations (seed {a.seed})", flush=True)
    cfg = " ".join(f"-cfg {k} {v}" for k, v in a.cfg)
    mutate = f"mutate -list {a.mutants} -seed {a.seed} -ctrl mutsel {width} 1 {cfg} -o {listing}"
    # Paths relative to the repository, so the cells' src attributes name rtl/... files. The
    # listing is drawn from the design in memory: `mutate -list` after a read_rtlil of the same
    # design walks the cells in another order and lists other mutants for the same seed.
    if a.design:
        design = pathlib.Path(a.design).resolve()
        if not design.is_file():
            fail(f"--design {a.design}: no such file (scripts/synth_yosys.sh --netlist writes it)")
        shutil.copy2(design, il)
        yosys(out / "list.log", f"read_rtlil {il}; {mutate}")
    else:
        yosys(out / "list.log", f"read_verilog -sv -DSYNTHESIS {files}; hierarchy -check -top tpb_system; "
              f"synth -top tpb_system -flatten -run begin:fine; write_rtlil {il}; {mutate}")
    lines = [ln.strip() for ln in listing.read_text().splitlines() if ln.strip()]
    il_text = il.read_text()
    async_ports = async_read_ports(il_text)
    muts, dropped = [], []
    for ln in lines:
        m = parse_mutation(ln)
        why = unappliable(m, async_ports)
        if why:
            dropped.append(why)
            continue
        # Numbered in the order kept, so mutsel stays dense (1..N).
        m["line"] = re.sub(r"-ctrl mutsel (\d+) \d+ ", lambda g: f"-ctrl mutsel {g[1]} {len(muts) + 1} ", ln, count=1)
        m["id"] = len(muts) + 1
        muts.append(m)
    for why in dropped:
        print(f"mutation: NOTE dropped a listed mutation no netlist can carry: {why}")
    if len(muts) != a.mutants:
        print(f"mutation: NOTE {len(muts)} mutations of the {a.mutants} asked "
              f"({len(lines)} listed by yosys, {len(dropped)} dropped)")
    srcs = cell_sources(il_text)
    # Hand-made mutations after the listed ones (the next mutsel values), each naming its cell
    # by type and source location, so they survive renumbering of Yosys' cell names.
    for spec in a.add_mutation:
        f = spec.split()
        if len(f) != 5 or not f[4].isdigit():
            fail(f"--add-mutation '{spec}': want 'MODE CELLTYPE SRC PORT BIT', e.g. "
                 "'inv $alu rtl/mover/tpb_sb2sb_mover.sv@dst_over[3] A 0'")
        mode, ctype, where, port, bit = f
        if "@" in where:  # FILE@TEXT: the line of FILE that holds TEXT (robust to line shifts)
            fname, text = where.split("@", 1)
            try:
                hits = [i + 1 for i, ln in enumerate((ROOT / fname).read_text().splitlines()) if text in ln]
            except OSError as e:
                fail(f"--add-mutation '{spec}': {e}")
            if len(hits) != 1:
                fail(f"--add-mutation '{spec}': {len(hits)} lines of {fname} hold '{text}' (want exactly one)")
            where = f"{fname}:{hits[0]}."
        found = [name for name, (t, src) in cell_types(il_text).items()
                 if t == ctype and src and any(part.startswith(where) for part in src.split("|"))]
        if len(found) != 1:
            fail(f"--add-mutation '{spec}': {len(found)} cells of type {ctype} at {where} (want exactly one)")
        k = len(muts) + 1
        if k >= 1 << width:
            fail(f"--add-mutation: mutant {k} does not fit mutsel[{width - 1}:0]")
        line = (f"mutate -ctrl mutsel {width} {k} -mode {mode} -module tpb_system -cell {found[0]} "
                f"-port {port} -portbit {bit}")
        m = parse_mutation(line)
        m["added"] = spec
        muts.append(m)
    for m in muts:
        m["cell_src"] = srcs.get(m.get("cell", ""))
    netlist = out / "tpb_system_mut.v"
    print(f"mutation: applying {len(muts)} mutations behind mutsel[{width - 1}:0], gate-level netlist", flush=True)
    script = [f"read_rtlil {il}"] + [m["line"] for m in muts] + [
        f"script {ROOT / 'scripts' / 'yosys' / 'sim_netlist.ys'}",
        "check -assert",
        "select -assert-none t:$dlatch t:$adlatch t:$_DLATCH_*",
        f"tee -q -o {out / 'stat.txt'} stat",
        f"write_verilog -noattr {netlist}"]
    (out / "apply.ys").write_text("\n".join(script) + "\n")
    yosys(out / "apply.log", script_file=out / "apply.ys")
    stat = (out / "stat.txt").read_text()
    cells = re.search(r"Number of cells:\s+(\d+)", stat)
    meta = {"seed": a.seed, "asked": a.mutants, "mutsel_width": width, "cells": int(cells.group(1)) if cells else None,
            "netlist": netlist.name, "mutants": muts}
    (out / "mutants.json").write_text(json.dumps(meta, indent=1) + "\n")
    t1 = time.monotonic()
    print(f"mutation: netlist {netlist.name}: {meta['cells']} cells, {len(muts)} mutants ({t1 - t0:.0f} s)", flush=True)
    if a.no_compile:
        return 0
    # The harness: tb/lockstep/CMakeLists.txt's tpb_lockstep_mut; the netlist path is set for
    # this build only and cleared again, as scripts/gatelevel.sh does.
    log = out / "build.log"
    print(f"mutation: building tpb_lockstep_mut and tpb, which assembles the vectors (log: {log})", flush=True)
    try:
        tools.cmake_build(build, ["tpb_lockstep_mut", "tpb"], {"TPB_MUTATION_NETLIST": netlist,
                                                               "TPB_MUTATION_MUTSEL_WIDTH": width}, log=log)
    except tools.FlowError as e:
        fail(str(e))
    finally:
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), "-DTPB_MUTATION_NETLIST="],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The harness goes beside its netlist and lists: the build folder's copy is rebuilt by any
    # other `build` (another --out, the CI's small campaign), and a run must execute the
    # harness whose mutsel numbering is this folder's mutants.json.
    shutil.copy2(build / "tb" / "lockstep" / "tpb_lockstep_mut", out / HARNESS)
    print(f"mutation: built in {time.monotonic() - t1:.0f} s, harness {out / HARNESS}", flush=True)
    return 0


def parse_ids(text, n):
    ids = set()
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", part)
        if not m:
            fail(f"--only: '{part}' is not a mutant number or range (e.g. 3,5-9)")
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        if hi < lo or hi > n:
            fail(f"--only: {part} is outside the mutants 1..{n}")
        ids.update(range(lo, hi + 1))
    return sorted(ids)


def stimuli(a, out, build):
    """(name, lockstep arguments) of the selected stimuli; the vectors assembled into out/."""
    # default: every stream, every vector, and the beats vector issued by core 1 as well (the
    # copies into core 0's SBUF: its write path sees the long strided rows too)
    chosen = a.stimuli.split(",") if a.stimuli else [s for s, _ in STIMULI] + ["vectors", "vector1:mover_beats", "vector1:mover_edges"]
    vectors = sorted((ROOT / "tests" / "vectors").glob("*.s"))
    known = {s for s, _ in STIMULI} | {"vectors"} | {f"vector:{v.stem}" for v in vectors} | \
        {f"vector1:{v.stem}" for v in vectors}
    for c in chosen:
        if c not in known:
            fail(f"--stimuli: unknown stimulus '{c}' (known: {', '.join(sorted(known))})")
    res = []
    for name, args in STIMULI:
        if name in chosen:
            args = list(args)
            if a.reseed:  # another stream of the same recipe: every seed moved by --reseed
                for opt in ("--seed", "--bp-seed"):
                    if opt in args:
                        j = args.index(opt) + 1
                        args[j] = str(int(args[j]) + a.reseed)
                name = f"{name}+{a.reseed}"
            if name.split("+")[0] not in UNSCALED:
                i = args.index("--count") + 1
                args[i] = str(max(50, int(int(args[i]) * a.scale)))
            res.append((name, args))
    picked = [v for v in vectors if "vectors" in chosen or f"vector:{v.stem}" in chosen]
    picked1 = [v for v in vectors if f"vector1:{v.stem}" in chosen]  # the same words issued by core 1
    if picked or picked1:
        tpb = build / "cmodel" / "tpb"
        if not tpb.exists():
            fail(f"{tpb} not found (the vectors are assembled with it): `mutation.py build` builds it, "
                 f"or scripts/build.sh --target tpb")
        vdir = out / "vectors"
        vdir.mkdir(exist_ok=True)
        for core, group in ((0, picked), (1, picked1)):
            for src in group:
                binf = vdir / (src.stem + ".bin")
                p = subprocess.run([str(tpb), "asm", str(src), "-o", str(binf)], capture_output=True, text=True)
                if p.returncode != 0:
                    fail(f"tpb asm {src.name}: {p.stderr.strip()}")
                if core == 0:
                    res.append((f"vector {src.stem}", ["--bin", str(binf), "--bp-seed", "7", "--bp", "0.2"]))
                else:
                    res.append((f"vector {src.stem} on core 1",
                                ["--bin", str(binf), "--issue-core", "1", "--bp-seed", "7", "--bp", "0.2"]))
    return res


def do_run(a):
    out = pathlib.Path(a.out).resolve()
    build = pathlib.Path(a.build).resolve()
    meta_path = out / "mutants.json"
    if not meta_path.exists():
        fail(f"{meta_path} not found: run `scripts/mutation.py build` first")
    meta = json.loads(meta_path.read_text())
    exe = out / HARNESS
    if not exe.exists():
        fail(f"{exe} not found: run `scripts/mutation.py build` first")
    n = len(meta["mutants"])
    ids = parse_ids(a.only, n) if a.only else list(range(1, n + 1))
    stim = stimuli(a, out, build)
    runs_dir = out / "runs"
    runs_dir.mkdir(exist_ok=True)
    # --keep: a further round on top of the last run's record. A mutant killed there stays
    # killed and is not run again; every other one (and the control) gets the new stimuli,
    # its runs and planned runs added to the old ones.
    prev = None
    if getattr(a, "keep", False):
        prev_path = out / "mutation_runs.json"
        if not prev_path.exists():
            fail(f"--keep: {prev_path} not found (no earlier run to add to)")
        prev = json.loads(prev_path.read_text())
        if not prev.get("finished", False):
            fail("--keep: the earlier run did not finish; run it again without --keep")
        ids = [k for k in ids if not (prev["mutants"].get(str(k)) or {}).get("killed_by")]
        rnd = 1 + max([int(m.group(1)) for f in runs_dir.glob("m*_r*_s*.json")
                       for m in [re.match(r"m\d+_r(\d+)_", f.name)] if m] or [0])
    else:
        rnd = 0
        for old in runs_dir.glob("*.json"):
            old.unlink()
    # (mutant, stimulus index) of each run of the plan
    plan, runs = [], []
    for si, (sname, sargs) in enumerate(stim):
        for k in [0] + ids:
            js = runs_dir / (f"m{k}_r{rnd}_s{si}.json" if rnd else f"m{k}_s{si}.json")
            argv = [str(exe), "--mutant", str(k)] + sargs + ["--mismatch-fst", "", "-q", "--json", str(js)]
            plan.append((k, si))
            runs.append(Run("mutant", f"mutant {k} {sname}", argv, js))
    a.jobs = a.jobs or os.cpu_count() or 2
    try:
        client, cluster, where = engine.start_client(a)
    except engine.EngineError as e:
        fail(str(e))
    print(f"mutation: {len(ids)} mutants + the control x {len(stim)} stimuli = {len(plan)} runs on {where}", flush=True)
    t0 = time.monotonic()
    # the first stimulus of every mutant first: most mutants die on it, and their other runs
    # are cancelled before they start
    futs = engine.submit(client, runs, a.timeout, a.retries, "mutation", priorities=[-si for _k, si in plan])
    by_mutant = {}
    for f, (k, _si) in zip(futs, plan):
        by_mutant.setdefault(k, []).append(f)
    verdict = {k: {"killed_by": None, "runs": 0, "planned": len(stim), "seconds": 0.0, "output": ""}
               for k in [0] + ids}
    earlier = {}  # --keep: the earlier record, the killed mutants as they were
    if prev is not None:
        earlier = {int(k): v for k, v in prev["mutants"].items()}
        earlier[0] = prev["control"]
        for k, v in verdict.items():
            old_v = earlier.get(k)
            if old_v:
                v.update(runs=old_v["runs"], planned=old_v["planned"] + len(stim), seconds=old_v["seconds"])
                if old_v.get("killed_by"):  # the control, failed before: it stays failed
                    v.update({x: old_v[x] for x in ("killed_by", "output", "rerun") if x in old_v})
    done = 0

    def save(final):
        # written as the runs come in, so a campaign stopped early still has its report
        mutants = {str(k): v for k, v in earlier.items() if k != 0}
        mutants.update({str(k): v for k, v in verdict.items() if k != 0})
        res = {"wall_seconds": round((prev or {}).get("wall_seconds", 0.0) + time.monotonic() - t0, 1),
               "engine": where, "runs_done": (prev or {}).get("runs_done", 0) + done, "finished": final,
               "stimuli": (prev or {}).get("stimuli", []) + [{"name": s, "args": args} for s, args in stim],
               "control": verdict[0], "mutants": mutants}
        (out / "mutation_runs.json").write_text(json.dumps(res, indent=1) + "\n")
        return res
    refused = []
    try:
        for i, r in engine.completed(futs, runs):
            k, si = plan[i]
            v = verdict[k]
            if r["rc"] is None and v["killed_by"] is not None:
                continue  # a task of a mutant already killed, lost or cancelled on the way
            done += 1
            v["runs"] += 1
            v["seconds"] += r["seconds"]
            if r["rc"] == 2 and not r["timed_out"]:
                # exit 2: the harness refused its input or options (a harness built for another
                # mutant list, a stimulus it cannot read). That is no verdict on the mutant.
                v["runs"] -= 1  # not counted: the mutant is not survived on this stimulus either
                refused.append(f"mutant {k} {stim[si][0]}: {(r['output'].strip().splitlines() or [''])[-1]}")
                continue
            if not engine.run_ok(r) and v["killed_by"] is None:
                why = "timeout" if r["timed_out"] else (r["summary"] or {}).get("failure") or f"exit {r['rc']}"
                for ln in r["output"].splitlines():  # the report's headline, when the tail has it
                    if "MISMATCH" in ln or "ssertion" in ln or "WINDOW" in ln or "hang" in ln:
                        why = f"{why}, {ln.strip()[:120]}"
                        break
                v["killed_by"] = f"{stim[si][0]}: {why}"
                v["output"] = r["output"]
                v["rerun"] = " ".join(shlex.quote(x) for x in r["argv"])
                if k != 0:
                    for g in by_mutant[k]:
                        if g is not futs[i] and not g.done():
                            g.cancel()
                if a.verbose:
                    print(f"  mutant {k} killed by {v['killed_by']}", flush=True)
            if done % 5 == 0:
                save(False)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    wall = time.monotonic() - t0
    save(True)
    print(f"mutation: {done} runs in {wall:.0f} s wall", flush=True)
    if refused:
        for ln in refused[:10]:
            print(f"  refused: {ln}")
        fail(f"{len(refused)} runs ended with exit 2 (the harness refused them; no verdict): a harness "
             f"built for another mutant list? run `scripts/mutation.py build` again")
    return do_report(a)


def do_equiv(a):
    """Formal equivalence check (scripts/mutation_equiv.py) of the survivors of the last run, or
    of the mutants --only names; the verdicts go to equiv.json, merged with earlier ones."""
    import mutation_equiv
    out = pathlib.Path(a.out).resolve()
    meta_path, il = out / "mutants.json", out / "design.il"
    if not meta_path.exists() or not il.exists():
        fail(f"{meta_path} or {il} not found: run `scripts/mutation.py build` first")
    meta = json.loads(meta_path.read_text())
    muts = {m["id"]: m for m in meta["mutants"]}
    if a.only:
        ids = parse_ids(a.only, len(meta["mutants"]))
    else:
        runs_path = out / "mutation_runs.json"
        if not runs_path.exists():
            fail(f"{runs_path} not found: run `scripts/mutation.py run` first, or name mutants with --only")
        runs = json.loads(runs_path.read_text())
        ids = [int(k) for k, v in runs["mutants"].items()
               if not v["killed_by"] and v["runs"] >= v.get("planned", v["runs"])]
    eq_path = out / "equiv.json"
    verdicts = json.loads(eq_path.read_text()) if eq_path.exists() else {}
    jobs = max(1, getattr(a, "jobs", 1) or 1)
    print(f"mutation: equivalence check of {len(ids)} mutants ({a.timeout:.0f} s each at most, {jobs} at a time)",
          flush=True)
    errors = []

    def one(k):  # a Yosys process of its own: threads only wait for it
        try:
            return k, mutation_equiv.check(il, muts[k]["line"], timeout=a.timeout, work=out / "equiv" / f"m{k}"), False
        except mutation_equiv.EquivError as e:  # recorded, and the exit status says so
            return k, {"verdict": "not proven", "method": "checker error", "seconds": 0, "detail": str(e),
                       "passes": {}}, True

    from concurrent.futures import ThreadPoolExecutor, as_completed
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for fut in as_completed([pool.submit(one, k) for k in sorted(ids)]):
            k, r, failed = fut.result()
            if failed:
                errors.append(k)
            verdicts[str(k)] = {key: r[key] for key in ("verdict", "method", "seconds", "detail", "passes")}
            eq_path.write_text(json.dumps(verdicts, indent=1, sort_keys=True) + "\n")
            print(f"  mutant {k}: {r['verdict']} ({r['seconds']:.0f} s, {r['method']}): {r['detail']}", flush=True)
    counts = {v: sum(verdicts[str(k)]["verdict"] == v for k in ids) for v in ("equivalent", "differs", "not proven")}
    print("mutation: " + ", ".join(f"{n} {v}" for v, n in counts.items()) + f" (verdicts in {eq_path})", flush=True)
    if errors:
        print(f"mutation: FAIL: the checker failed on mutants {', '.join(map(str, errors))} (see equiv.json)")
        return 2
    return 0


def mutation_of(line):
    """A mutate line without its `-ctrl mutsel W K` part: the mutation itself, whatever its number."""
    return re.sub(r"^mutate -ctrl \S+ \d+ \d+ ", "", line.strip())


def load_equiv_file(path, meta):
    """{K: reason} of an equivalence file, {"K": {"mutation": ..., "reason": ...}}. Each argument
    names the mutation it was written for: the numbering changes with the RTL, so an argument
    whose mutation is not this build's mutant K stops the report (review it, then write the
    mutation of the new number)."""
    try:
        raw = json.loads(pathlib.Path(path).read_text())
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
    except (OSError, ValueError) as e:
        fail(f"--equiv-file {path}: {e}")
    lines = {str(m["id"]): mutation_of(m["line"]) for m in meta["mutants"]}
    out, stale = {}, []
    for k, v in raw.items():
        if not isinstance(v, dict) or not isinstance(v.get("mutation"), str) or not isinstance(v.get("reason"), str):
            fail(f'--equiv-file {path}: mutant {k}: want {{"mutation": "...", "reason": "..."}}')
        if lines.get(str(k)) != v["mutation"].strip():
            stale.append(f"{k} (argued for `{v['mutation'][:90]}`, this build's is "
                         f"`{(lines.get(str(k)) or 'none')[:90]}`)")
        out[str(k)] = v["reason"]
    if stale:
        fail(f"--equiv-file {path}: written for other mutants (the RTL or the mutation list changed): "
             + "; ".join(stale) + ". Review each argument against the new mutant before keeping it")
    return out


def do_report(a):
    out = pathlib.Path(a.out).resolve()
    meta = json.loads((out / "mutants.json").read_text())
    runs_path = out / "mutation_runs.json"
    if not runs_path.exists():
        fail(f"{runs_path} not found: run `scripts/mutation.py run` first")
    runs = json.loads(runs_path.read_text())
    equiv = load_equiv_file(a.equiv_file, meta) if getattr(a, "equiv_file", None) else {}
    eq_path = out / "equiv.json"  # the verdicts of `equiv` (scripts/mutation_equiv.py)
    proven = json.loads(eq_path.read_text()) if eq_path.exists() else {}
    muts = {str(m["id"]): m for m in meta["mutants"]}
    il = out / "design.il"
    counts = src_counts(il.read_text()) if il.exists() else {}
    killed, survived, equivalent, unfinished = [], [], [], []
    for k, v in sorted(runs["mutants"].items(), key=lambda kv: int(kv[0])):
        m = muts[k]
        entry = {"id": int(k), "mode": m.get("mode"), "cell": m.get("cell"), "port": m.get("port"),
                 "portbit": m.get("portbit"), "wire": m.get("wire"), "cell_src": m.get("cell_src"),
                 "src": m.get("src"), "line": m["line"], "location": own_location(m.get("cell_src"), counts)}
        if v["killed_by"]:
            entry["killed_by"] = v["killed_by"]
            killed.append(entry)
        elif v["runs"] < v.get("planned", v["runs"]):
            unfinished.append(entry)  # a campaign stopped before all its runs
        else:
            p = proven.get(k)
            if k in equiv:
                entry["equivalence"] = f"argued equivalent: {equiv[k]}"
            elif p:
                entry["equivalence"] = f"{p['verdict']} ({p['method']}, {p['seconds']:.0f} s): {p['detail']}"
            else:
                entry["equivalence"] = "not checked"
            is_eq = k in equiv or bool(p and p["verdict"] == "equivalent")
            (equivalent if is_eq else survived).append(entry)
    control = runs["control"]
    n = len(killed) + len(survived) + len(equivalent)
    n_proven = sum(1 for e in equivalent if not e["equivalence"].startswith("argued"))
    rep = {"mutants": n, "killed": len(killed), "survived": len(survived), "equivalent": len(equivalent),
           "equivalent_proven": n_proven, "equivalent_argued": len(equivalent) - n_proven,
           "control_passed": control["killed_by"] is None, "control_failure": control["killed_by"],
           "seed": meta["seed"], "netlist_cells": meta["cells"], "wall_seconds": runs["wall_seconds"],
           "stimuli": [s["name"] for s in runs["stimuli"]],
           "unfinished": len(unfinished), "survivors": survived, "equivalents": equivalent,
           "killed_list": killed}
    (out / "mutation_report.json").write_text(json.dumps(rep, indent=1) + "\n")
    lines = [f"mutation: {n} mutants (seed {meta['seed']}, {meta['cells']} cells), "
             f"{len(killed)} killed, {len(survived)} survived, {len(equivalent)} equivalent "
             f"({n_proven} proven, {len(equivalent) - n_proven} argued); "
             f"control (mutant 0) {'passed' if rep['control_passed'] else 'FAILED: ' + str(control['killed_by'])}; "
             f"{runs['wall_seconds']:.0f} s wall"]
    if unfinished:
        lines.append(f"  {len(unfinished)} mutants not finished (the run stopped early): "
                     + ", ".join(str(e["id"]) for e in unfinished))
    if n:
        lines.append(f"  mutation score {100.0 * len(killed) / max(1, n - len(equivalent)):.1f} % "
                     "(killed of the non-equivalent)")
    for e in survived + equivalent:
        where = e["location"] or (e["src"][0] if e["src"] else "no src attribute")
        what = f"{e['mode']} {e['cell']} port {e.get('port')}[{e.get('portbit')}]"
        tag = "EQUIVALENT" if e in equivalent else "SURVIVED"
        lines.append(f"  {tag} {e['id']}: {what} at {where} (equivalence: {e['equivalence']})")
        if e.get("wire"):
            lines.append(f"    wire {e['wire']}")
    for e in killed:
        lines.append(f"  killed {e['id']}: {e['mode']} {e['cell']} by {e['killed_by']}")
    text = "\n".join(lines) + "\n"
    (out / "mutation_report.txt").write_text(text)
    print(text, end="")
    status = 0
    if unfinished and runs.get("finished", True):
        status = 1
        print("mutation: FAIL: runs missing from a finished campaign")
    if not rep["control_passed"]:
        print(f"mutation: FAIL: the control (mutant 0) failed: {control['killed_by']}\n    rerun: "
              f"{control.get('rerun', '')}")
        status = 1
    for k in getattr(a, "expect_killed", None) or []:
        if str(k) not in runs["mutants"]:
            print(f"mutation: FAIL: --expect-killed {k}: mutant {k} was not run")
            status = 1
        elif not runs["mutants"][str(k)]["killed_by"]:
            print(f"mutation: FAIL: mutant {k} survived (--expect-killed)")
            status = 1
    print("mutation: DONE" if status == 0 else "mutation: FAIL")
    return status


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)

    def common(p):
        p.add_argument("--build", default=os.environ.get("TPB_BUILD_DIR", str(ROOT / "build")),
                       help="build folder (default: $TPB_BUILD_DIR or build/)")
        p.add_argument("--out", help="folder of the netlist, lists and reports (default: <build>/mutation)")

    def build_opts(p):
        p.add_argument("--mutants", type=int, default=150, help="mutations to list and apply (default 150)")
        p.add_argument("--seed", type=int, default=1, help="seed of `mutate -list` (default 1)")
        p.add_argument("--cfg", nargs=2, action="append", default=[], metavar=("OPTION", "VALUE"),
                       help="a `mutate -cfg` weight, e.g. --cfg weight_cover 500 (repeatable)")
        p.add_argument("--add-mutation", action="append", default=[], metavar="'MODE TYPE SRC PORT BIT'",
                       help="a hand-made mutation after the listed ones: mode, cell type, the start of its "
                            "src location (FILE:LINE.COL, or FILE@TEXT: the one line holding TEXT), port, bit "
                            "(repeatable)")
        p.add_argument("--no-compile", action="store_true", help="write the netlist, do not verilate it")
        p.add_argument("--design", metavar="FILE.il",
                       help="the coarse tpb_system to mutate, as RTLIL (scripts/synth_yosys.sh --netlist writes "
                            "DIR/tpb_system_coarse.il), instead of synthesizing it; a read design lists other "
                            "mutations for the same seed")

    def run_opts(p):
        p.add_argument("--only", help="mutants to run, e.g. 3,5-9 (default: all)")
        p.add_argument("--stimuli", help="comma-separated stimuli (default: all: "
                       + ", ".join(s for s, _ in STIMULI) + ", vectors, vector1:mover_beats, vector1:mover_edges; vector:NAME is one of tests/vectors, "
                       "vector1:NAME the same words issued by core 1)")
        p.add_argument("--scale", type=float, default=1.0, help="multiply the generated streams' --count")
        p.add_argument("--reseed", type=int, default=0, metavar="K",
                       help="add K to the generated stimuli's --seed and --bp-seed (other streams of the same "
                            "recipes, named NAME+K)")
        p.add_argument("--expect-killed", type=int, action="append", metavar="K",
                       help="exit 1 unless mutant K is killed (repeatable; for tests)")
        # -j, --scheduler, --jobqueue, --jobqueue-jobs, --connect-timeout, --timeout (per run: past
        # it the mutant counts as killed by a hang), --retries: the regression's own options
        engine.add_cluster_options(p, timeout=600)
        p.add_argument("-v", "--verbose", action="store_true", help="a line per killed mutant")

    def report_opts(p):
        p.add_argument("--equiv-file", metavar="JSON", help='mutants argued equivalent: {"K": {"mutation": "...", "reason": "..."}, ...}')

    cmds = {}
    for name, hlp, opts in (
            ("build", "netlist with N mutants behind mutsel, and tpb_lockstep_mut", [build_opts]),
            ("run", "every mutant through the lockstep stimuli (Dask), then the report", [run_opts, report_opts]),
            ("report", "the report of the last run", [report_opts]),
            ("equiv", "formal equivalence check of the survivors (scripts/mutation_equiv.py)", []),
            ("campaign", "build, run and report", [build_opts, run_opts, report_opts])):
        cmds[name] = p = sub.add_parser(name, help=hlp)
        common(p)
        for o in opts:
            o(p)
    p = cmds["run"]
    p.add_argument("--keep", action="store_true",
                   help="a further round on the last run's record: mutants killed there stay killed and are "
                        "not run; the others and the control get these stimuli too (e.g. with --reseed)")
    cmds["report"].add_argument("--expect-killed", type=int, action="append", metavar="K",
                                help="exit 1 unless mutant K is killed (repeatable; for tests)")
    p = cmds["equiv"]
    p.add_argument("--only", help="mutants to check, any of mutants.json, e.g. 3,5-9 (default: the survivors "
                   "of the last run)")
    p.add_argument("--timeout", type=float, default=600, help="seconds per mutant (default 600)")
    p.add_argument("-j", "--jobs", type=int, default=1, help="checks at a time, each one Yosys process (default 1)")
    p = cmds["campaign"]
    p.add_argument("--equiv", action="store_true",
                   help="after the run, the equivalence check of every survivor, then the report again "
                        "(default off: minutes per survivor on the full design)")
    p.add_argument("--equiv-timeout", type=float, default=600, help="seconds per survivor for --equiv (default 600)")
    a = ap.parse_args(argv)
    a.out = str(pathlib.Path(a.out).resolve()) if a.out else str(pathlib.Path(a.build).resolve() / "mutation")
    if getattr(a, "scheduler", None) and getattr(a, "jobqueue", None):
        fail("--scheduler and --jobqueue exclude each other")
    if a.cmd == "build":
        return do_build(a)
    if a.cmd == "run":
        return do_run(a)
    if a.cmd == "report":
        return do_report(a)
    if a.cmd == "equiv":
        return do_equiv(a)
    do_build(a)
    status = do_run(a)
    if a.equiv:
        a.only, a.timeout = None, a.equiv_timeout
        eq_status = do_equiv(a)
        status = do_report(a) or eq_status
    return status


if __name__ == "__main__":
    sys.exit(main())
