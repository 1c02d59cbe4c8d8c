#!/usr/bin/env python3
"""Mutation coverage of the RTL, the way YosysHQ's mcy does it: Yosys' `mutate` puts many
mutants of a design into one netlist behind a select input, the testbenches judge each one,
cheap tests first and the dear ones only for the mutants still alive, and every survivor gets a
formal equivalence check (docs/robustness.md, "Mutation coverage").

Targets (one netlist each, both from the board's design):
  system  tpb_system at the board's SBUF size (16 x 1024 bytes, the lockstep's other parameters),
          every block; judged by the lockstep harness (tpb_lockstep_mut) against the model
  board   tpb_fpga_top as tb_fpga simulates it, its own RTL (rtl/fpga/: the host link, its
          checker, the UART, registers, signature units); judged by the board's CTests, each
          with its host command (tb_fpga_mut)

Per target: `build` synthesizes the top at its parameters to coarse cells, lists mutations
(`mutate -list N -seed S`, the board's kept to cells whose own source is in rtl/fpga/), applies
them all behind `mutsel == K` (0: the original design; scripts/tpbflow/mutants.py) and builds the
harness on that netlist. `run` takes every mutant, and the control (mutant 0, which must pass
everything), through the stages of STIMULI in order: a stage runs only the mutants no earlier
stage killed, and a mutant's other runs in a stage are cancelled once one kills it. `equiv`
checks each survivor formally (scripts/mutation_equiv.py), reusing a verdict already reached on
the same design (the cache, --equiv-cache). `report` writes mutation_report.json and .txt over
every target: per mutant its mutation, the RTL line of its cell, its verdict, the stimulus
that killed it, or its equivalence verdict.

  scripts/mutation.py campaign                     both targets, equivalence of the survivors, report
  scripts/mutation.py campaign --target system --mutants 40
  scripts/mutation.py build --target board --mutants 100
  scripts/mutation.py run --target system --only 3,5-9 --stages short
  scripts/mutation.py equiv --target system --only 12
  scripts/mutation.py report
  scripts/mutation.py audit --record tests/proof/record.json --pick 3

`audit` re-measures a sample of a proof record (tests/proof/record.json, scripts/proof.py): the
killed mutants chosen from the commit are applied to a design synthesized now and must still be
killed by the stimulus the record names, and the control must pass it.

Exit status: 0 done (survivors are a result, not a failure; `audit`: every sampled mutant
killed again); 1 the control failed a stimulus, an audited mutant survived, or --expect-killed
was not met; 2 usage error, missing tool or build failure.
"""

import argparse
import hashlib
import json
import os
import pathlib
import shlex
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import engine, manifest, mutants, tools  # noqa: E402
from tpbflow.engine import Run  # noqa: E402

DEFAULT_MUTANTS = {"system": 240, "board": 90}
# The system's netlist is tpb_system at the board's SBUF size (the lockstep's other parameters):
# both SBUFs load and read back in 2 x 1024 clocks, which lets every mutant run.
SYSTEM_SIZE = {"Partitions": "16", "BytesPerPartition": "1024"}
# The hand-made mutant of the system (docs/robustness.md, "The ceiling example"): the
# destination row's ceiling compare, which no listed mutation of seed 1 names.
HANDMADE = {"system": ["inv $gt rtl/mover/tpb_sb2sb_mover.sv@dst_over[3] B 0"], "board": []}
# ---------------------------------------------------------------- stimuli, by stage
# The system's stimuli are tpb_lockstep_mut arguments; generated streams weighted to one engine
# each, then the directed vectors (tests/vectors, issued by core 0 and core 1), then long runs.
LOCKSTEP = {
    "short": [
        ("mixed", "--seed 1 --count 300 --bad-ratio 0.05 --mutate 0.02 --bp-seed 1 --bp 0.2 --idle 0.05 --clear 0.01"),
        ("mover", "--seed 2 --count 300 --sb2sb-legal 0.9 --issue-core 1 --bp-seed 2 --bp 0.3"),
        ("classes", "--seed 3 --count 400 --bad-ratio 0.15 --bp-seed 3 --bp 0.1"),
        ("custom", "--seed 21 --count 200 --custom-legal 1.0 --max-args 16 --bp-seed 21 --bp 0.2"),
        ("faults", "--seed 8 --count 300 --deployment faults --custom-legal 1.0 --handover-fault 7 --bp-seed 8 --bp 0.2"),
    ],
    "directed": [
        ("vectors", None),  # every tests/vectors/*.s by core 0, the mover vectors by core 1 too
        ("chains", "--seed 31 --count 1500 --max-args 255 --min-args 200 --custom-legal 0.3 --bad-ratio 0.03 "
                   "--bp-seed 3 --bp 0.1"),
        ("nobp", "--seed 5 --count 1000 --sb2sb-legal 0.7"),
        ("dve_range", "--seed 6 --count 1000 --bp-seed 6 --bp 0.1 " + " ".join(
            f"--dve-entry {slot}={(1 << (16 + k)) | slot:#x}" for k, slot in
            enumerate((66, 67, 68, 69, 71, 72, 78, 82, 83, 84, 94, 96, 97, 98, 99, 100)))),
        ("mixed_long", "--seed 11 --count 3000 --bad-ratio 0.05 --mutate 0.02 --bp-seed 11 --bp 0.25 --idle 0.1 "
                       "--clear 0.002 --sb2sb-legal 0.6 --issue-core 1"),
    ],
    "long": [
        # past 2^18 words, few mover copies: the word and completion index registers' high bits
        ("long", "--seed 41 --count 300000 --bad-ratio 0.02 --sb2sb-legal 0 --custom-legal 0.02"),
    ],
}
VECTORS1 = ("mover_beats", "mover_edges", "mover_ceiling", "mover_ranges")  # also issued by core 1
# The board's stimuli are its CTests (tb/fpga), each run with the mutant's harness in place of
# tb_fpga; not the one whose verdict depends on the host's wall-clock timeout (a service frame
# lost without a reply), which a slower harness would change.
BOARD = {
    "short": ["fpga: corrupted host frames are refused",
              "fpga: line faults between and inside frames",
              "fpga: a framing error inside a frame",
              "fpga: host-link lockstep check, issue core 1, chunk 1"],
    "directed": ["fpga: host-link lockstep check, fault deployment",
                 "fpga: no host serving",
                 "fpga: host-served cluster: a done written twice",
                 "fpga: host-served cluster: CHAIN_READs past"],
    "long": ["fpga: host-link lockstep check, seed 3, 300 words",
             "fpga: host-served cluster: a service frame lost mid-service",
             "fpga: host-served cluster: a host that stops answering",
             "fpga: an injected model difference",
             "fpga: an injected mover difference",
             "fpga: bring-up report"],
}
STAGES = ("short", "directed", "long")
# Seconds per run, by target and stage (a run past it is killed and counts as a kill, so the
# control's longest run must fit well within: the long system stream takes about 200 s at
# gate level here).
TIMEOUT = {"system": {"short": 120, "directed": 300, "long": 1200},
           "board": {"short": 240, "directed": 240, "long": 600}}


def fail(msg):
    tools.fail("mutation", msg)


def sha(text):
    return hashlib.sha256(text.encode()).hexdigest()


# ---------------------------------------------------------------- targets
class Target:
    """One mutated design: its top, manifest core, parameters, the folders its mutations are
    drawn from, its harness (CMake target and the cache variables that give it the netlist)."""

    def __init__(self, name, build):
        self.name = name
        self.build = build = pathlib.Path(build)
        if name == "system":
            self.top, self.core, self.under, self.keep = "tpb_system", "system", [], {}
            self.harness, self.harness_dir = "tpb_lockstep_mut", build / "tb" / "lockstep"
            self.cache = {"net": "TPB_MUTATION_NETLIST", "width": "TPB_MUTATION_MUTSEL_WIDTH",
                          "params": "TPB_MUTATION_PARAMS"}
        elif name == "board":
            # tpb_system stays RTL (mutated by the system target): the board's netlist is its own
            # logic around an instance of it
            self.top, self.core, self.under, self.keep = "tpb_fpga_top", "fpga", ["rtl/fpga/"], {"tpb_system": "system"}
            self.harness, self.harness_dir = "tb_fpga_mut", build / "tb" / "fpga"
            self.cache = {"net": "TPB_FPGA_MUTATION_NETLIST", "width": "TPB_FPGA_MUTATION_MUTSEL_WIDTH"}
        else:
            fail(f"unknown target '{name}' (system, board)")

    @property
    def params(self):
        """The top's parameters: the build's (written at configure), the system's at SYSTEM_SIZE."""
        if self.name == "system":
            p = json.loads(path_of(self.build / "tb" / "lockstep" / "system_params.json").read_text())["gen3"]
            return dict(p, **SYSTEM_SIZE)
        return json.loads(path_of(self.build / "tb" / "fpga" / "board_params.json").read_text())

    def sources(self, netlist):
        """The harness's Verilog: the RTL of the kept modules, then the netlist."""
        rtl = [str(f) for core in sorted(set(self.keep.values())) for f in manifest.files([core])]
        return ";".join(rtl + [str(netlist)])

    def defines(self, netlist, width):
        d = {self.cache["net"]: self.sources(netlist), self.cache["width"]: width}
        if "params" in self.cache:
            d[self.cache["params"]] = ";".join(f"{k}={v}" for k, v in self.params.items())
        return d

    def cleared(self):
        return {v: "" for k, v in self.cache.items() if k != "width"}


def path_of(p):
    if not p.exists():
        fail(f"{p} not found: configure the build first (scripts/build.sh)")
    return p


def targets_of(a):
    return [Target(t, a.build) for t in (a.target or ["system", "board"])]


# ---------------------------------------------------------------- build
def do_build(a, tgts):
    build = pathlib.Path(a.build).resolve()
    netlists, t0 = {}, time.monotonic()
    for t in tgts:
        out = pathlib.Path(a.out) / t.name
        out.mkdir(parents=True, exist_ok=True)
        n = a.mutants or DEFAULT_MUTANTS[t.name]
        params = t.params
        print(f"mutation: {t.name}: {t.top} at {', '.join(f'{k}={v}' for k, v in params.items())} to coarse cells",
              flush=True)
        try:
            il = mutants.coarse_design(t.top, t.core, params, out / "design.il", out / "synth.log", t.keep)
            muts, dropped = mutants.list_mutations(il, n, a.seed, t.under, out, out / "list.log")
            il_text = il.read_text()
            for spec in HANDMADE[t.name] if a.mutants is None else []:
                muts.append(handmade(spec, il_text, len(muts) + 1))
            width = mutants.mutsel_width(len(muts))
            netlist = out / f"{t.top}_mut.v"
            cells = mutants.apply(il, muts, width, netlist, out, out / "apply.log")
        except (tools.FlowError, ValueError) as e:
            fail(f"{t.name}: {e}")
        for why in dropped:
            print(f"mutation: NOTE {t.name}: dropped a listed mutation no netlist can carry: {why}")
        meta = {"target": t.name, "top": t.top, "params": params, "seed": a.seed, "asked": n,
                "design_sha256": mutants.design_hash(il), "mutsel_width": width, "cells": cells,
                "netlist": netlist.name, "mutants": muts}
        (out / "mutants.json").write_text(json.dumps(meta, indent=1) + "\n")
        netlists[t.name] = (netlist, width)
        print(f"mutation: {t.name}: {len(muts)} mutants in {netlist.name} ({cells} cells)", flush=True)
    if a.no_compile:
        return 0
    defines = {}
    for t in tgts:
        defines.update(t.defines(*netlists[t.name]))
    log = pathlib.Path(a.out) / "build.log"
    print(f"mutation: building {', '.join(t.harness for t in tgts)} (log: {log})", flush=True)
    try:
        tools.cmake_build(build, [t.harness for t in tgts] + ["tpb"], defines, log=log)
    except tools.FlowError as e:
        fail(str(e))
    finally:  # the build folder's default build again, without the netlists
        clear = {}
        for t in tgts:
            clear.update(t.cleared())
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build)] + [f"-D{k}={v}" for k, v in clear.items()],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for t in tgts:  # beside its netlist: another build in this folder cannot change what a run executes
        shutil.copy2(t.harness_dir / t.harness, pathlib.Path(a.out) / t.name / t.harness)
    print(f"mutation: built in {time.monotonic() - t0:.0f} s", flush=True)
    return 0


def handmade(spec, il_text, k):
    """A mutation given as 'MODE CELLTYPE FILE@TEXT PORT BIT': the one cell of that type at the
    one line of FILE holding TEXT (robust to line shifts)."""
    f = spec.split()
    if len(f) != 5 or not f[4].isdigit() or "@" not in f[2]:
        fail(f"hand-made mutation '{spec}': want 'MODE CELLTYPE FILE@TEXT PORT BIT'")
    mode, ctype, where, port, bit = f
    fname, text = where.split("@", 1)
    hits = [i + 1 for i, ln in enumerate((ROOT / fname).read_text().splitlines()) if text in ln]
    if len(hits) != 1:
        fail(f"hand-made mutation '{spec}': {len(hits)} lines of {fname} hold '{text}' (want exactly one)")
    at = f"{fname}:{hits[0]}."
    found = [(n, src) for n, (t, src) in mutants.cell_types(il_text).items()
             if t == ctype and src and any(part.startswith(at) for part in src.split("|"))]
    if len(found) != 1:
        fail(f"hand-made mutation '{spec}': {len(found)} cells of type {ctype} at {at} (want exactly one)")
    top = il_text.split("module \\", 1)[1].split()[0]
    m = mutants.parse_mutation(f"mutate -ctrl mutsel 1 {k} -mode {mode} -module {top} -cell {found[0][0]} "
                               f"-port {port} -portbit {bit}")
    m.update(id=k, added=spec, cell_src=found[0][1], location=at.rstrip("."))
    return m


# ---------------------------------------------------------------- stimuli
def stimuli(t, stage, build, out):
    """(name, argv after the harness path and --mutant K, or a CTest command with "{harness}")
    of a target's stage."""
    if t.name == "board":
        return [(n.removeprefix("fpga: "), cmd) for n, cmd in board_ctests(build, BOARD[stage])]
    res = []
    for name, args in LOCKSTEP[stage]:
        if name != "vectors":
            res.append((name, shlex.split(args)))
            continue
        vdir = out / "vectors"
        vdir.mkdir(exist_ok=True)
        for src in sorted((ROOT / "tests" / "vectors").glob("*.s")):
            binf = vdir / (src.stem + ".bin")
            p = subprocess.run([str(build / "cmodel" / "tpb"), "asm", str(src), "-o", str(binf)],
                               capture_output=True, text=True)
            if p.returncode != 0:
                fail(f"tpb asm {src.name}: {p.stderr.strip()}")
            res.append((f"vector {src.stem}", ["--bin", str(binf), "--bp-seed", "7", "--bp", "0.2"]))
            if src.stem in VECTORS1:
                res.append((f"vector1 {src.stem}", ["--bin", str(binf), "--issue-core", "1", "--bp-seed", "7",
                                                    "--bp", "0.2"]))
    return res


def board_ctests(build, names):
    """(CTest name, its command with "{harness}" for tb_fpga) of the CTests whose names start
    with each of `names`, in that order."""
    p = subprocess.run(["ctest", "--show-only=json-v1"], cwd=build, capture_output=True, text=True)
    if p.returncode != 0:
        fail(f"ctest --show-only in {build}: {p.stderr.strip()}")
    tests = json.loads(p.stdout)["tests"]
    tb = str(build / "tb" / "fpga" / "tb_fpga")
    out = []
    for want in names:
        hit = [t for t in tests if t["name"].startswith(want)]
        if len(hit) != 1:
            fail(f"board stimulus '{want}': {len(hit)} CTests of {build} start so (want one)")
        cmd = ["{harness}" if x == tb else x for x in hit[0]["command"]]
        if "{harness}" not in cmd:
            fail(f"board stimulus '{want}': its command does not run {tb}")
        out.append((hit[0]["name"], cmd))
    return out


def argv_of(cmd, harness, k, json_path):
    """A run's command: the lockstep's arguments after its harness, or a CTest's with the harness."""
    if "{harness}" in cmd:
        i = cmd.index("{harness}")
        return cmd[:i] + [str(harness), "--mutant", str(k)] + cmd[i + 1:], None
    return [str(harness), "--mutant", str(k)] + list(cmd) + ["--mismatch-fst", "", "-q", "--json",
                                                              str(json_path)], json_path


# ---------------------------------------------------------------- run
def parse_ids(text, n):
    ids = set()
    for part in (x.strip() for x in text.split(",") if x.strip()):
        lo, _, hi = part.partition("-")
        if not lo.isdigit() or (hi and not hi.isdigit()):
            fail(f"--only: '{part}' is not a mutant number or range (e.g. 3,5-9)")
        lo, hi = int(lo), int(hi or lo)
        if hi < lo or hi > n:
            fail(f"--only: {part} is outside the mutants 1..{n}")
        ids.update(range(lo, hi + 1))
    return sorted(ids)


def load_meta(out, t):
    p = pathlib.Path(out) / t.name / "mutants.json"
    if not p.exists():
        fail(f"{p} not found: run `scripts/mutation.py build --target {t.name}` first")
    return json.loads(p.read_text())


def do_run(a, tgts):
    build = pathlib.Path(a.build).resolve()
    stages = a.stages.split(",") if a.stages else list(STAGES)
    for s in stages:
        if s not in STAGES:
            fail(f"--stages: unknown stage '{s}' ({', '.join(STAGES)})")
    a.jobs = a.jobs or os.cpu_count() or 2
    try:
        client, cluster, where = engine.start_client(a)
    except engine.EngineError as e:
        fail(str(e))
    status = 0
    try:
        for t in tgts:
            status |= run_target(a, t, build, stages, client, where)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return status


def run_target(a, t, build, stages, client, where):
    out = pathlib.Path(a.out) / t.name
    meta = load_meta(a.out, t)
    harness = out / t.harness
    if not harness.exists():
        fail(f"{harness} not found: run `scripts/mutation.py build --target {t.name}` first")
    n = len(meta["mutants"])
    alive = parse_ids(a.only, n) if a.only else list(range(1, n + 1))
    fresh = {"killed_by": None, "stage": None, "runs": 0, "seconds": 0.0}
    runs_path = out / "runs.json"
    if a.only and runs_path.exists():
        # another round for some mutants: the others keep their verdicts
        rec = json.loads(runs_path.read_text())
        rec["mutants"].update({str(k): dict(fresh) for k in alive})
        rec["control"] = {"failed": None}
    else:
        rec = {"target": t.name, "engine": where, "stages": {}, "control": {"failed": None}, "wall_seconds": 0.0,
               "mutants": {str(k): dict(fresh) for k in alive}}
    (out / "runs").mkdir(exist_ok=True)
    for stage in stages:
        stim = stimuli(t, stage, build, out)
        if a.stimuli:  # a round of some stimuli only (names as the report prints them)
            want = a.stimuli
            unknown = [w for w in want if w not in [s for s, _ in stim]]
            if unknown:
                fail(f"--stimuli: no stimulus '{unknown[0]}' in stage {stage} of {t.name}")
            stim = [x for x in stim if x[0] in want]
        prev = rec["stages"].get(stage) if a.only else None
        rec["stages"][stage] = {"stimuli": [s for s, _ in stim], "mutants": len(alive), "seconds": 0.0}
        if prev:  # another round of the stage: its stimuli and time added to the first's
            rec["stages"][stage] = {"stimuli": prev["stimuli"] + [s for s, _ in stim if s not in prev["stimuli"]],
                                    "mutants": prev["mutants"], "seconds": prev["seconds"]}
        runs, plan = [], []
        for si, (sname, cmd) in enumerate(stim):
            for k in [0] + alive:
                argv, js = argv_of(cmd, harness, k, out / "runs" / f"m{k}_{stage}_{si}.json")
                plan.append((k, si))
                runs.append(Run("mutant", f"{t.name} mutant {k} {sname}", argv, js))
        ts = time.monotonic()
        futs = engine.submit(client, runs, TIMEOUT[t.name][stage], a.retries, f"mut-{t.name}-{stage}",
                             priorities=[-si for _k, si in plan])
        by_mutant = {}
        for f, (k, _si) in zip(futs, plan):
            by_mutant.setdefault(k, []).append(f)
        refused = []
        for i, r in engine.completed(futs, runs):
            k, si = plan[i]
            v = rec["control"] if k == 0 else rec["mutants"][str(k)]
            if k and v["killed_by"]:
                continue  # a run of a mutant already killed that was on its way
            if r["rc"] == 2 and not r["timed_out"] and r["json"] is not None:
                refused.append(f"mutant {k} {stim[si][0]}: {(r['output'].strip().splitlines() or [''])[-1]}")
                continue
            if k:
                v["runs"] += 1
                v["seconds"] += r["seconds"]
            if engine.run_ok(r):
                continue
            why = "timeout" if r["timed_out"] else f"exit {r['rc']}"
            for ln in r["output"].splitlines():
                if any(x in ln for x in ("MISMATCH", "ssertion", "hang", "FAIL:", "expected", "lacks")):
                    why = f"{why}, {ln.strip()[:140]}"
                    break
            if k == 0:
                v["failed"] = f"{stim[si][0]}: {why}"
                v["rerun"] = " ".join(shlex.quote(x) for x in r["argv"])
                continue
            v.update(killed_by=stim[si][0], stage=stage, why=why)
            for g in by_mutant[k]:
                if g is not futs[i] and not g.done():
                    g.cancel()
        if refused:
            fail(f"{t.name}: {len(refused)} runs refused by the harness (exit 2, no verdict), e.g. {refused[0]}: "
                 f"a harness built for another mutant list? run `scripts/mutation.py build` again")
        alive = [k for k in alive if not rec["mutants"][str(k)]["killed_by"]]
        rec["stages"][stage]["seconds"] = round(rec["stages"][stage]["seconds"] + time.monotonic() - ts, 1)
        print(f"mutation: {t.name} stage {stage}: {len(stim)} stimuli, {rec['stages'][stage]['mutants']} mutants, "
              f"{len(alive)} alive after it ({rec['stages'][stage]['seconds']:.0f} s)", flush=True)
        rec["wall_seconds"] = round(rec.get("wall_seconds", 0.0) + time.monotonic() - ts, 1)
        runs_path.write_text(json.dumps(rec, indent=1) + "\n")  # after each stage: a stopped run keeps them
    runs_path.write_text(json.dumps(rec, indent=1) + "\n")
    if rec["control"]["failed"]:
        print(f"mutation: FAIL: {t.name}: the control (mutant 0) failed {rec['control']['failed']}\n"
              f"    rerun: {rec['control'].get('rerun', '')}")
        return 1
    return 0


# ---------------------------------------------------------------- equivalence
def do_equiv(a, tgts):
    """Formal equivalence check of the survivors (or of --only): a verdict reached before on the
    same design (same coarse design, same mutation) is taken from the cache."""
    import mutation_equiv
    from concurrent.futures import ThreadPoolExecutor, as_completed
    cache_path = pathlib.Path(a.equiv_cache)
    cache = json.loads(cache_path.read_text()) if cache_path.exists() else {}
    status = 0
    for t in tgts:
        out = pathlib.Path(a.out) / t.name
        meta = load_meta(a.out, t)
        muts = {m["id"]: m for m in meta["mutants"]}
        if a.only:
            ids = parse_ids(a.only, len(muts))
        else:
            runs = json.loads((out / "runs.json").read_text())
            ids = sorted(int(k) for k, v in runs["mutants"].items() if not v["killed_by"])
        eq_path = out / "equiv.json"
        verdicts = json.loads(eq_path.read_text()) if eq_path.exists() else {}
        todo = []
        for k in ids:
            key = f"{meta['design_sha256']} {mutants.mutation_of(muts[k]['line'])}"
            if key in cache:
                verdicts[str(k)] = dict(cache[key], cached=True)
            else:
                todo.append((k, key))
        print(f"mutation: {t.name}: equivalence of {len(ids)} survivors ({len(ids) - len(todo)} from the cache, "
              f"{a.equiv_timeout:.0f} s each at most, {a.jobs or 1} at a time)", flush=True)

        def one(k):
            if t.keep:  # Yosys' SAT model has no cell for a blackbox (a module the target keeps as RTL)
                return {"verdict": "not proven", "method": "not checked", "seconds": 0, "passes": {},
                        "detail": f"the design keeps {', '.join(t.keep)} as a blackbox, which the equivalence "
                                  "checker's SAT model cannot import"}
            try:
                return mutation_equiv.check(out / "design.il", muts[k]["line"], timeout=a.equiv_timeout,
                                            work=out / "equiv" / f"m{k}")
            except mutation_equiv.EquivError as e:
                return {"verdict": "not proven", "method": "checker error", "seconds": 0, "detail": str(e),
                        "passes": {}}
        with ThreadPoolExecutor(max_workers=max(1, a.jobs or 1)) as pool:
            futs = {pool.submit(one, k): (k, key) for k, key in todo}
            for fut in as_completed(futs):
                k, key = futs[fut]
                r = fut.result()
                v = {x: r[x] for x in ("verdict", "method", "seconds", "detail")}
                verdicts[str(k)] = v
                if r["verdict"] in ("equivalent", "differs"):  # a time-limited "not proven" is no result
                    cache[key] = v
                print(f"  {t.name} mutant {k}: {v['verdict']} ({v['seconds']:.0f} s, {v['method']}): "
                      f"{v['detail'][:160]}", flush=True)
                if r["method"] == "checker error":
                    status = 2
                # after each verdict: a stopped check keeps what it reached
                eq_path.write_text(json.dumps(verdicts, indent=1, sort_keys=True) + "\n")
                cache_path.parent.mkdir(parents=True, exist_ok=True)
                cache_path.write_text(json.dumps(dict(sorted(cache.items())), indent=1) + "\n")
        eq_path.write_text(json.dumps(verdicts, indent=1, sort_keys=True) + "\n")
    cache_path.parent.mkdir(parents=True, exist_ok=True)
    cache_path.write_text(json.dumps(dict(sorted(cache.items())), indent=1) + "\n")
    return status


# ---------------------------------------------------------------- report
def do_report(a, tgts):
    """mutation_report.json / .txt over the targets: per mutant its verdict."""
    rep = {"targets": {}, "mutants": 0, "killed": 0, "equivalent": 0, "argued": 0, "survived": 0}
    lines = []
    status = 0
    # Written arguments, by mutation text, for survivors no proof finished on: one counts only
    # when the bounded search of its check found no difference (docs/robustness.md).
    argued = {}
    if a.equiv_arguments and pathlib.Path(a.equiv_arguments).exists():
        argued = {k: v["reason"] for k, v in json.loads(pathlib.Path(a.equiv_arguments).read_text()).items()}
    for t in tgts:
        out = pathlib.Path(a.out) / t.name
        meta = load_meta(a.out, t)
        runs_path = out / "runs.json"
        if not runs_path.exists():
            fail(f"{runs_path} not found: run `scripts/mutation.py run --target {t.name}` first")
        runs = json.loads(runs_path.read_text())
        eq = json.loads((out / "equiv.json").read_text()) if (out / "equiv.json").exists() else {}
        entries = []
        for m in meta["mutants"]:
            v = runs["mutants"].get(str(m["id"]))
            e = {"id": m["id"], "mutation": mutants.mutation_of(m["line"]), "location": m.get("location")}
            if v is None:
                e["verdict"] = "not run"
            elif v["killed_by"]:
                e.update(verdict="killed", killed_by=v["killed_by"], stage=v["stage"])
            else:
                p = eq.get(str(m["id"])) or {"verdict": "not checked"}
                e["verdict"] = "equivalent" if p["verdict"] == "equivalent" else "survived"
                e["equivalence"] = p
                why = argued.get(e["mutation"])
                if why and p["verdict"] == "equivalent":
                    lines.append(f"mutation: NOTE: the argument for {t.name} {m['id']} is not needed: it is proven")
                elif why and p["verdict"] == "not proven" and p.get("method", "").startswith("equiv flow + sat -seq"):
                    # no proof finished, the bounded search found no difference: the argument stands
                    e.update(verdict="equivalent", argument=why)
                elif why:
                    lines.append(f"mutation: FAIL: the argument for {t.name} {m['id']} is not checked by a bounded "
                                 f"proof: {p['verdict']} ({p.get('method', '')})")
                    status = 1
            entries.append(e)
        c = {x: sum(e["verdict"] == x for e in entries) for x in ("killed", "equivalent", "survived", "not run")}
        c["argued"] = sum("argument" in e for e in entries)
        non_eq = c["killed"] + c["survived"]
        score = round(100.0 * c["killed"] / non_eq, 2) if non_eq else None
        rep["targets"][t.name] = {
            "top": meta["top"], "params": meta["params"], "seed": meta["seed"], "cells": meta["cells"],
            "design_sha256": meta["design_sha256"], "mutants": len(entries), "killed": c["killed"],
            "equivalent": c["equivalent"], "argued": c["argued"], "survived": c["survived"], "not_run": c["not run"], "score": score,
            "control_passed": not runs["control"]["failed"], "stages": runs["stages"],
            "wall_seconds": runs["wall_seconds"], "list": entries}
        for x in ("killed", "equivalent", "argued", "survived"):
            rep[x] += c[x]
        rep["mutants"] += len(entries)
        lines.append(f"mutation: {t.name} ({meta['top']}, {meta['cells']} cells): {len(entries)} mutants, "
                     f"{c['killed']} killed, {c['survived']} survived, {c['equivalent']} equivalent "
                     f"({c['equivalent'] - c['argued']} proven, {c['argued']} argued)"
                     + (f", {c['not run']} not run" if c["not run"] else "")
                     + (f"; score {score:.1f} % of the non-equivalent" if score is not None else ""))
        for stage, s in runs["stages"].items():
            lines.append(f"  stage {stage}: {s['mutants']} mutants x {len(s['stimuli'])} stimuli, {s['seconds']:.0f} s")
        for e in entries:
            if e["verdict"] in ("survived", "equivalent"):
                q = e["equivalence"]
                lines.append(f"  {e['verdict'].upper()} {t.name} {e['id']}: {e['mutation'][:110]} at {e['location']} "
                             f"(equivalence: {q['verdict']}{', ' + q.get('method', '') if q.get('method') else ''}"
                             f"{'; argued: ' + e['argument'] if 'argument' in e else ''})")
        if runs["control"]["failed"]:
            lines.append(f"  CONTROL FAILED: {runs['control']['failed']}")
            status = 1
    non_eq = rep["killed"] + rep["survived"]
    rep["score"] = round(100.0 * rep["killed"] / non_eq, 2) if non_eq else None
    lines.append(f"mutation: all targets: {rep['mutants']} mutants, {rep['killed']} killed, {rep['equivalent']} "
                 f"equivalent, {rep['survived']} survived; score {rep['score']} % of the non-equivalent")
    for k in getattr(a, "expect_killed", None) or []:
        tname, _, kid = k.partition(":")
        e = next((x for x in rep["targets"].get(tname, {}).get("list", []) if str(x["id"]) == kid), None)
        if not e or e["verdict"] != "killed":
            lines.append(f"mutation: FAIL: --expect-killed {k}: {e['verdict'] if e else 'no such mutant'}")
            status = 1
    (pathlib.Path(a.out) / "mutation_report.json").write_text(json.dumps(rep, indent=1) + "\n")
    text = "\n".join(lines) + "\n"
    (pathlib.Path(a.out) / "mutation_report.txt").write_text(text)
    print(text + ("mutation: DONE" if status == 0 else "mutation: FAIL"))
    return status


# ---------------------------------------------------------------- audit
def do_audit(a):
    """Re-measure a sample of a proof record's mutation entry (docs/robustness.md, "The audit")."""
    from tpbflow import mutation_audit
    return mutation_audit.audit(a, sys.modules[__name__])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    cmds = {}
    for name, hlp in (("build", "netlists of mutants and their harnesses"),
                      ("run", "every mutant through the stages (Dask)"),
                      ("equiv", "formal equivalence check of the survivors"),
                      ("report", "the report over the targets"),
                      ("campaign", "build, run, equiv and report"),
                      ("audit", "re-measure a sample of a proof record")):
        p = cmds[name] = sub.add_parser(name, help=hlp)
        p.add_argument("--build", default=os.environ.get("TPB_BUILD_DIR", str(ROOT / "build")),
                       help="build folder (default: $TPB_BUILD_DIR or build/)")
        p.add_argument("--out", help="folder of the netlists, runs and reports (default: <build>/mutation)")
        p.add_argument("--target", action="append", choices=["system", "board"],
                       help="the designs (repeatable; default both)")
    for name in ("build", "campaign"):
        p = cmds[name]
        p.add_argument("--mutants", type=int, help="mutations per target (default: system "
                       f"{DEFAULT_MUTANTS['system']} and the hand-made ones, board {DEFAULT_MUTANTS['board']})")
        p.add_argument("--seed", type=int, default=1, help="seed of `mutate -list` (default 1)")
        p.add_argument("--no-compile", action="store_true", help="write the netlists, build no harness")
    for name in ("run", "campaign", "audit"):
        engine.add_cluster_options(cmds[name], timeout=600)
    for name in ("run", "campaign"):
        cmds[name].add_argument("--only", help="mutants to run, e.g. 3,5-9 (default: all)")
        cmds[name].add_argument("--stages", help=f"stages to run (default: {','.join(STAGES)})")
        cmds[name].add_argument("--stimuli", action="append", metavar="NAME",
                                help="only this stimulus of the stages, by its name in the report (repeatable)")
    for name in ("equiv", "campaign"):
        cmds[name].add_argument("--equiv-timeout", type=float, default=300, help="seconds per survivor (default 300)")
        cmds[name].add_argument("--equiv-cache", default=str(ROOT / "tests" / "proof" / "equiv_cache.json"),
                                help="verdicts by design and mutation, reused (default tests/proof/equiv_cache.json)")
    cmds["equiv"].add_argument("--only", help="mutants to check (default: the survivors)")
    cmds["equiv"].add_argument("-j", "--jobs", type=int, default=2, help="checks at a time (default 2)")
    for name in ("report", "campaign"):
        cmds[name].add_argument("--equiv-arguments", default=str(ROOT / "tests" / "proof" / "equiv_arguments.json"),
                                help="written arguments by mutation text for survivors no proof finished on, each "
                                     "counted only with a bounded search that found no difference (default "
                                     "tests/proof/equiv_arguments.json)")
        cmds[name].add_argument("--expect-killed", action="append", metavar="TARGET:K",
                                help="exit 1 unless that mutant was killed (repeatable; for tests)")
    cmds["campaign"].add_argument("--no-equiv", action="store_true", help="leave the survivors unchecked")
    cmds["audit"].add_argument("--record", default=str(ROOT / "tests" / "proof" / "record.json"))
    cmds["audit"].add_argument("--pick", type=int, default=3, help="killed mutants per target to audit (default 3)")
    cmds["audit"].add_argument("--salt", help="what chooses the sample (default: the checkout's commit)")
    a = ap.parse_args(argv)
    a.out = str(pathlib.Path(a.out).resolve()) if a.out else str(
        pathlib.Path(a.build).resolve() / ("mutation-audit" if a.cmd == "audit" else "mutation"))
    if a.cmd == "audit":
        return do_audit(a)
    tgts = targets_of(a)
    if a.cmd == "build":
        return do_build(a, tgts)
    if a.cmd == "run":
        return do_run(a, tgts)
    if a.cmd == "equiv":
        return do_equiv(a, tgts)
    if a.cmd == "report":
        return do_report(a, tgts)
    t0 = time.monotonic()
    do_build(a, tgts)
    status = do_run(a, tgts)
    if not a.no_equiv:
        status |= do_equiv(a, tgts)
    status |= do_report(a, tgts)
    print(f"mutation: campaign in {time.monotonic() - t0:.0f} s", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
