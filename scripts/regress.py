#!/usr/bin/env python3
"""Error injection at scale: run the lockstep harness and the standalone DVE, mover and decoder
testbenches over many seeds as Dask tasks, and report.

Runs (docs/robustness.md, "Error injection at scale"):
  lockstep  build/tb/lockstep/tpb_lockstep: generated streams with malformed words (every
            class of the generator in turn, then all mixed), byte mutations, random
            back-pressure, idle input, status clears, random 0xBF patterns (mostly illegal)
            next to legal ones, either issuing core
  dve       build/tb/dve/tb_dve_<gen>: every fixture table set of gen2/gen3/gen4 and the
            reduced gen3 build (out-of-range rows), random opcodes (mostly disabled ones too),
            back-pressure and bubbles, then rewritten (bad) table entries through the write port
  mover     build/tb/mover/tb_mover*: legal contiguous/strided/edge patterns and one illegal
            0xBF class per mover error, sim and fpga geometries, either issuing core, and the
            cores-per-LNC-1 build that refuses every 0xBF
  decoder   build/tb/decoder/tb_decoder_gen2: the bundle decoder at gen2 against the model
            (0xBE/0xD8/0xBF refused with OPCODE_NOT_IN_GEN; every run must raise it)

Engine: Dask distributed. Each run is one task (its argv, seed and options); the task runs
the testbench as a subprocess, reads its summary (--json) and returns it with the exit
status, the time taken and the end of the output. Without --scheduler / --jobqueue the
regression starts a LocalCluster of -j workers inside this process (each task only waits on
its testbench process, so the workers are threads); --scheduler tcp://HOST:PORT submits to a
running cluster whose workers see the same build and --out folders (shared filesystem);
--jobqueue slurm|pbs|lsf starts the workers as batch jobs through dask-jobqueue (its
settings come from Dask's configuration, docs/robustness.md).

Every run writes a summary object (--json); the report adds them up: runs, words, errors by
class (decoder, DVE, mover, cluster), mismatches and memory writes seen while a rejected
instruction was in flight. Both must be 0. It also writes the merged functional coverage
(scripts/coverage_report.py) next to the summaries. A run that crashes, passes --timeout or
whose task fails on the cluster (a worker lost too often: KilledWorker) counts once, as a
failure, with the command that reproduces it.

  scripts/regress.py                      CI size: about 2 minutes on 2 cores
  scripts/regress.py --words 10000000     the nightly size: runs planned to cover 10M words
  scripts/regress.py --seeds 2000 -j 8    thousands of seeds
  scripts/regress.py --scheduler tcp://HOST:8786 --words 10000000
  scripts/regress.py --lockstep auto      lockstep only when its binary has --json

Exit status: 0 every run passed with 0 mismatches and 0 rejected writes; 1 otherwise;
2 usage error or a missing binary (including a lockstep binary without --json under
--lockstep on).
"""

import argparse
import json
import pathlib
import random
import shlex
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import engine  # noqa: E402  (the plan as data, the Dask engine and its options)
from tpbflow.engine import Run  # noqa: E402
FIXTURES = ROOT / "tests" / "fixtures" / "dve"

# Malformed-word classes of the generator (`tpb gen --classes`), each producing the decoder
# error of the same name in upper case (cmodel/include/tpb/gen.hpp).
GEN_CLASSES = [
    "unknown_opcode", "bad_word_len", "reserved_nonzero", "bad_sync_sel", "bad_alu_op", "bad_dtype",
    "bad_coll_kind", "bad_flag", "bad_ap_addr", "bad_ap_shape", "co_indirect_ap", "co_operand_mem",
    "co_function_id_unset", "co_count_mismatch", "co_orphan_payload", "co_chain_broken", "co_chain_truncated",
]


# Coverage bins the lockstep runs of a regression must reach between them (group, bin, why): a
# plan that never reaches one has not tested what the bin stands for, so the regression fails.
REQUIRED_BINS = [
    ("custom_op_chain_position", "256", "a chain position past 8 bits (a chain of 255 inputs)"),
]


def fail(msg):
    print(f"regress: {msg}", file=sys.stderr)
    sys.exit(2)


def dve_sets():
    """(build, dve_info.json, set name) for every fixture set; gen3small runs the gen3 set."""
    out = []
    for build, gen in (("gen2", 2), ("gen3", 3), ("gen4", 4), ("gen3small", 3)):
        info = FIXTURES / f"gen{gen}" / "dve_info.json"
        for s in json.loads(info.read_text())["table_sets"]:
            out.append((build, info, s["name"]))
    return out


def cluster_codes_of_map():
    """Every CL_* error of the field map, by name (the cluster's block)."""
    import tomllib
    spec = tomllib.loads((ROOT / "cmodel" / "spec" / "tpb_fieldmap.toml").read_text())
    return [e["name"] for e in spec["error"] if e["name"].startswith("CL_")]


def cluster_refusals_bin(build, out):
    """tests/vectors/cluster_refusals.s assembled into `out` (the contract checks one op each)."""
    binf = out / "cluster_refusals.bin"
    tpb = build / "cmodel" / "tpb"
    src = ROOT / "tests" / "vectors" / "cluster_refusals.s"
    if tpb.exists() and not binf.exists():
        out.mkdir(parents=True, exist_ok=True)
        p = subprocess.run([str(tpb), "asm", str(src), "-o", str(binf)], capture_output=True, text=True)
        if p.returncode != 0:
            fail(f"tpb asm {src.name}: {p.stderr.strip()}")
    return binf


def lockstep_has_json(binary):
    try:
        p = subprocess.run([str(binary), "--help"], capture_output=True, text=True, timeout=60)
    except OSError:
        return False
    return "--json" in p.stdout + p.stderr


def plan(a, build, out, have_lockstep):
    """The list of runs (tpbflow.engine.Run)."""
    runs = []
    rng = random.Random(a.seed)
    n = a.seeds
    # ---- lockstep: first each malformed class alone (its error must show up), then mixed
    # streams (every class, byte mutations) alternating with single classes again
    if have_lockstep:
        exe = build / "tb" / "lockstep" / "tpb_lockstep"
        k = len(GEN_CLASSES)
        for i in range(n * a.lockstep_per_seed):
            seed = a.first_seed + i
            if i < k:
                cls = GEN_CLASSES[i]
            else:
                cls = None if (i - k) % 2 == 0 else GEN_CLASSES[((i - k) // 2) % k]
            js = out / f"lockstep_s{seed}.json"
            # the last run of each seed's block: every chain of 255 inputs, so chain positions
            # reach 256 (past 8 bits: REQUIRED_BINS); the others draw chain sizes at random
            long_chains = i % a.lockstep_per_seed == a.lockstep_per_seed - 1
            max_args = rng.choice([1, 4, 8, 16, 64, 255])
            args = ["--max-args", "255", "--min-args", "255"] if long_chains else ["--max-args", str(max_args)]
            argv = [str(exe), "--seed", str(seed), "--count", str(a.lockstep_words),
                    "--bad-ratio", f"{0.03 + 0.12 * rng.random():.3f}",
                    "--mutate", f"{0.03 * rng.random():.3f}",
                    "--bp-seed", str(seed), "--bp", f"{0.4 * rng.random():.2f}",
                    "--idle", f"{0.2 * rng.random():.2f}", "--clear", "0.002",
                    "--sb2sb-legal", f"{rng.random():.2f}", "--issue-core", str(seed % 2),
                    *args,
                    "--mismatch-fst", str(out / f"lockstep_s{seed}_mismatch.fst"),
                    "-q", "--json", str(js)]
            if cls:  # no mutation: it could change the injected word's error
                argv[argv.index("--bad-ratio") + 1] = "0.15"
                argv[argv.index("--mutate") + 1] = "0"
                argv += ["--classes", cls]
            runs.append(Run("lockstep", f"lockstep seed {seed}" + (f" class {cls}" if cls else ""), argv, js, cls))
        # every cluster code through the RTL mailbox, the model side by side (REQUIRED_CODES):
        # per seed, the fault deployment with wrong hand-overs, and the contract-check vector
        refusals = cluster_refusals_bin(build, out)
        for i in range(n):
            seed = a.first_seed + i
            js = out / f"lockstep_faults_s{seed}.json"
            argv = [str(exe), "--seed", str(seed), "--count", str(a.lockstep_words), "--deployment", "faults",
                    "--custom-legal", "0.8", "--handover-fault", "9", "--bad-ratio", "0.03",
                    "--bp-seed", str(seed), "--bp", f"{0.3 * rng.random():.2f}", "--issue-core", str(seed % 2),
                    "--mismatch-fst", str(out / f"lockstep_faults_s{seed}_mismatch.fst"), "-q", "--json", str(js)]
            runs.append(Run("lockstep", f"lockstep seed {seed} deployment faults", argv, js))
            js = out / f"lockstep_refusals_s{seed}.json"
            argv = [str(exe), "--bin", str(refusals), "--seed", str(seed), "--bp-seed", str(seed), "--bp", "0.2",
                    "--issue-core", str(seed % 2), "--mismatch-fst", "", "-q", "--json", str(js)]
            runs.append(Run("lockstep", f"lockstep seed {seed} vector cluster_refusals", argv, js))
    # ---- DVE: every set, per seed; injection round with rewritten entries
    sets = dve_sets()
    for i in range(n):
        for build_name, info, set_name in sets:
            seed = a.first_seed + i
            exe = build / "tb" / "dve" / f"tb_dve_{build_name}"
            js = out / f"dve_{build_name}_{set_name}_s{seed}.json"
            argv = [str(exe), "--set", str(info), "--name", set_name, "--seed", str(seed),
                    "--count", str(a.dve_count), "--bp", f"{0.5 * rng.random():.2f}",
                    "--idle", f"{0.3 * rng.random():.2f}", "--enabled", f"{0.5 + 0.5 * rng.random():.2f}",
                    "--inject", str(16 + rng.randrange(64)), "--json", str(js)]
            runs.append(Run("dve", f"dve {build_name} {set_name} seed {seed}", argv, js))
    # ---- mover: sim and fpga geometries, both issuing cores, the LNC1 build
    for i in range(n):
        seed = a.first_seed + i
        for exe_name, count in (("tb_mover", a.mover_count), ("tb_mover_fpga", 3 * a.mover_count),
                                ("tb_mover_lnc1", a.mover_count)):
            exe = build / "tb" / "mover" / exe_name
            js = out / f"mover_{exe_name}_s{seed}.json"
            argv = [str(exe), "--seed", str(seed), "--count", str(count), "--issue-core", str(seed % 2),
                    "--json", str(js)]
            runs.append(Run("mover", f"{exe_name} seed {seed}", argv, js))
    # ---- mailbox: the mailbox alone at depth 6 (chains past it: CL_MAILBOX_OVERFLOW)
    for i in range(n):
        seed = a.first_seed + i
        js = out / f"mailbox_s{seed}.json"
        argv = [str(build / "tb" / "mailbox" / "tb_mailbox"), "--seed", str(seed), "--count", str(a.lockstep_words),
                "--json", str(js)]
        runs.append(Run("mailbox", f"tb_mailbox seed {seed}", argv, js))
    # ---- decoder: the gen2 decoder bench (0xBE/0xD8/0xBF refused with OPCODE_NOT_IN_GEN, a
    # generation the gen3 system lockstep does not build)
    exe = build / "tb" / "decoder" / "tb_decoder_gen2"
    for i in range(n):
        seed = a.first_seed + i
        js = out / f"decoder_gen2_s{seed}.json"
        argv = [str(exe), "--seed", str(seed), "--count", str(a.lockstep_words),
                "--bad-ratio", f"{0.03 + 0.12 * rng.random():.3f}", "--bp", f"{0.4 * rng.random():.2f}",
                "--idle", f"{0.2 * rng.random():.2f}", "--json", str(js)]
        runs.append(Run("decoder", f"tb_decoder_gen2 seed {seed}", argv, js, "opcode_not_in_gen"))
    return runs



# Words a run yields per unit of its size option, to plan --words: a lockstep run retires
# about 0.8 words per generated word (0xBF words and chains retire as one; measured 0.79 over
# the 24 CI-size runs, 0.81 over 120), a DVE run compares two rounds of --dve-count records, a
# mover run counts its 0xBF instructions, a decoder run its --count words. The lockstep figure
# is rounded down, so a plan covers at least the words asked for.
WORDS_PER_UNIT = {"lockstep": 0.75, "dve": 2.0, "mover": 1.0, "decoder": 1.0, "mailbox": 1.0}


def planned_words(run):
    """Words the run is planned to yield (0 for a run without --count, as a saved plan may hold)."""
    if "--count" not in run.argv:
        return 0.0
    return WORDS_PER_UNIT[run.kind] * int(run.argv[run.argv.index("--count") + 1])


def inject(run, how):
    """Test hook: the run's command replaced by one that crashes (SIGSEGV) or hangs."""
    code = {"crash": "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)",
            "hang": "import time; time.sleep(86400)",
            "kill-worker": "import os, signal; os.kill(os.getppid(), signal.SIGKILL)"}[how]
    return Run(run.kind, f"{run.name} (injected {how})", [sys.executable, "-c", code], run.json, run.expect_class)


def add(dst, src):
    for k, v in (src or {}).items():
        dst[k] = dst.get(k, 0) + int(v)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=str(ROOT / "build"), help="build folder with tb/ (default: build/)")
    ap.add_argument("--out", help="folder for the summaries and reports (default: <build>/regress)")
    size = ap.add_mutually_exclusive_group()
    size.add_argument("--seeds", type=int, help="seeds per testbench configuration (default 2: CI size)")
    size.add_argument("--words", type=int, metavar="N",
                      help="plan enough seeds to cover N words over the mix of testbenches "
                           "(the mix of --seeds; at least 2 seeds when the lockstep runs)")
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1, help="seed of the option draws (bp, idle, ratios)")
    ap.add_argument("--lockstep-words", type=int, default=6000, help="words per lockstep and decoder run")
    ap.add_argument("--lockstep-per-seed", type=int, default=12,
                    help="lockstep runs per --seeds step (default 12: at 2 seeds, the 17 classes alone + 7 more)")
    ap.add_argument("--dve-count", type=int, default=4000, help="opcodes per DVE round")
    ap.add_argument("--mover-count", type=int, default=200, help="0xBF instructions per mover run (fpga: 3x)")
    engine.add_cluster_options(ap, timeout=1800)
    ap.add_argument("--lockstep", choices=["on", "off", "auto"], default="on",
                    help="on: require tpb_lockstep with --json; auto: only when it has --json; off: skip")
    ap.add_argument("--only", choices=list(WORDS_PER_UNIT), action="append",
                    help="run only these kinds (repeatable)")
    ap.add_argument("--progress", choices=["auto", "on", "off"], default="auto",
                    help="live progress line (auto: when stdout is a terminal)")
    ap.add_argument("--inject-crash", type=int, action="append", default=[], metavar="N",
                    help="test hook: run N (0-based, in plan order) crashes with SIGSEGV instead")
    ap.add_argument("--inject-hang", type=int, action="append", default=[], metavar="N",
                    help="test hook: run N hangs instead (until --timeout)")
    ap.add_argument("--inject-kill-worker", type=int, action="append", default=[], metavar="N",
                    help="test hook: run N kills the Dask worker process that runs it, every time "
                         "(--scheduler only: a local worker is this process)")
    ap.add_argument("--plan-only", action="store_true", help="print the plan's size (runs per kind, words) and exit")
    ap.add_argument("--save-plan", metavar="FILE",
                    help="write the plan (every run's command, summary file and expectations) as JSON and exit")
    ap.add_argument("--plan", metavar="FILE",
                    help="run the runs of a plan written by --save-plan (edited or not) instead of planning")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per run")
    a = ap.parse_args(argv)
    if a.scheduler and a.jobqueue:
        fail("--scheduler and --jobqueue exclude each other")
    if a.inject_kill_worker and not a.scheduler:
        fail("--inject-kill-worker needs --scheduler")

    build = pathlib.Path(a.build).resolve()
    out = pathlib.Path(a.out).resolve() if a.out else build / "regress"
    saved = None
    if a.plan:
        try:
            saved = engine.load_plan(a.plan)
        except engine.EngineError as e:
            fail(str(e))
        for r in saved:
            if r.kind not in WORDS_PER_UNIT:
                fail(f"--plan {a.plan}: run '{r.name}' has kind '{r.kind}' (want one of {', '.join(WORDS_PER_UNIT)})")
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.json"):
        old.unlink()

    lockstep_exe = build / "tb" / "lockstep" / "tpb_lockstep"
    lockstep_note = ""
    have_lockstep = saved is None and a.lockstep != "off" and (not a.only or "lockstep" in a.only)
    if have_lockstep:
        if not lockstep_exe.exists():
            if a.lockstep == "on":
                fail(f"{lockstep_exe} not found (build it, or --lockstep off)")
            have_lockstep, lockstep_note = False, "lockstep SKIPPED: binary not built"
        elif not lockstep_has_json(lockstep_exe):
            if a.lockstep == "on":
                fail(f"{lockstep_exe} has no --json option; the summary schema it must write is in "
                     "docs/robustness.md (or run with --lockstep auto / off)")
            have_lockstep, lockstep_note = False, "lockstep SKIPPED: tpb_lockstep has no --json option yet"

    def planned(seeds):
        a.seeds = seeds
        return [r for r in plan(a, build, out, have_lockstep) if not a.only or r.kind in a.only]

    if saved is not None:
        runs = [r for r in saved if not a.only or r.kind in a.only]
    elif a.words is not None:
        if a.words < 1:
            fail("--words must be positive")
        per_seed = sum(planned_words(r) for r in planned(1))
        seeds = max(1, -(-a.words // int(per_seed)))
        if have_lockstep:
            seeds = max(seeds, 2)  # one lockstep run per class alone needs 17 runs: 2 seeds
        while sum(planned_words(r) for r in planned(seeds)) < a.words:
            seeds += 1
        runs = planned(seeds)
    else:
        runs = planned(a.seeds if a.seeds is not None else 2)
    sizes = [planned_words(r) for r in runs]
    for how, idx in ([("crash", i) for i in a.inject_crash] + [("hang", i) for i in a.inject_hang]
                     + [("kill-worker", i) for i in a.inject_kill_worker]):
        if not 0 <= idx < len(runs):
            fail(f"--inject-{how} {idx}: the plan has runs 0..{len(runs) - 1}")
        runs[idx] = inject(runs[idx], how)
    if a.save_plan:
        engine.save_plan(runs, a.save_plan)
        print(f"regress: plan of {len(runs)} runs written to {a.save_plan}")
        return 0
    missing = sorted({r.argv[0] for r in runs if not pathlib.Path(r.argv[0]).exists()})
    if missing:
        fail("testbench binaries not built: " + ", ".join(missing))
    if lockstep_note:
        print(f"regress: NOTE {lockstep_note}")
    words_planned = sum(sizes)
    origin = f"plan {a.plan}" if saved is not None else f"{a.seeds} seeds"

    if a.plan_only:
        kinds = {}
        for r in runs:
            kinds[r.kind] = kinds.get(r.kind, 0) + 1
        print(f"regress: plan of {len(runs)} runs ({origin}, about {words_planned:,.0f} words): "
              + ", ".join(f"{k} {n}" for k, n in kinds.items()))
        return 0
    try:
        client, cluster, where = engine.start_client(a)
    except engine.EngineError as e:
        fail(str(e))
    print(f"regress: {len(runs)} runs ({origin}, about {words_planned:,.0f} words) on {where}, "
          f"summaries in {out}", flush=True)
    progress = engine.Progress(len(runs), words_planned,
                               a.progress == "on" or (a.progress == "auto" and sys.stdout.isatty()))
    t0 = time.monotonic()
    results = [None] * len(runs)
    try:
        for i, r in engine.completed(engine.submit(client, runs, a.timeout, a.retries, "regress"), runs):
            if results[i] is not None:
                raise RuntimeError(f"run {i} completed twice")  # cannot happen: one future per run
            results[i] = r
            ok = engine.run_ok(r)
            progress.update(sizes[i], int((r["summary"] or {}).get("words", 0)), 0 if ok else 1)
            if a.verbose:
                progress.say(f"  {'PASS' if ok else 'FAIL'} {r['name']} ({r['seconds']:.1f} s"
                             + (f", {r['worker']}" if r["worker"] else "") + ")")
    finally:
        progress.close()
        client.close()
        if cluster is not None:
            cluster.close()
    wall = time.monotonic() - t0
    assert all(r is not None for r in results)

    # ---- totals
    tot = {k: {"runs": 0, "passed": 0, "words": 0, "seconds": 0.0} for k in WORDS_PER_UNIT}
    decoder, dve, mover, cluster_codes = {}, {}, {}, {}
    cluster_codes_all = cluster_codes_of_map()
    mismatches = rejected_writes = 0
    failures = []
    class_misses = []
    for r in sorted(results, key=lambda r: r["name"]):
        s = r["summary"]
        t = tot[r["kind"]]
        t["runs"] += 1
        t["seconds"] += r["seconds"]
        problem = None
        if s is None:
            if r["rc"] is None:
                problem = "task lost on the cluster"
            elif r["timed_out"]:
                problem = f"hung: killed after --timeout {a.timeout} s"
            else:
                problem = "no summary written" + (f" (exit {r['rc']})" if r["rc"] else "")
        else:
            t["words"] += int(s.get("words", 0))
            mismatches += int(s.get("mismatches", 0))
            rejected_writes += int(s.get("rejected_writes", 0))
            add(decoder, s.get("decoder_errors"))
            add(dve, s.get("dve_records"))
            add(mover, s.get("mover_completions"))
            if r["kind"] != "mailbox":  # the mailbox bench's codes come from its scripted cluster
                add(cluster_codes, s.get("cluster_completions"))
            if s.get("result") != "PASS" or r["rc"] != 0:
                problem = f"{s.get('result')} ({s.get('failure') or 'exit ' + str(r['rc'])})"
            elif int(s.get("mismatches", 0)) or int(s.get("rejected_writes", 0)):
                problem = "mismatches or rejected writes reported with PASS"
            elif r["class"] and r["class"] != "co_chain_truncated":
                # (a stream can only be truncated at its end, and the generator does so on
                # half of its streams: that class is checked over all runs below)
                want = r["class"].upper()
                if not s.get("decoder_errors", {}).get(want):
                    class_misses.append(f"{r['name']}: no {want} among the decoder errors")
        if problem:
            failures.append((r, problem))
        else:
            t["passed"] += 1

    if tot["lockstep"]["runs"]:
        for c in GEN_CLASSES:
            if not decoder.get(c.upper()):
                class_misses.append(f"no lockstep run raised {c.upper()}")
        # The cluster codes the lockstep runs carried through the RTL mailbox (the model's
        # cluster on both sides), and the mailbox's own refusal from the mailbox bench (whose
        # other codes come from its scripted cluster, so they do not count here).
        reached = {k for r in results if r["kind"] == "lockstep"
                   for k, v in ((r["summary"] or {}).get("cluster_completions") or {}).items() if int(v)}
        reached |= {k for r in results if r["kind"] == "mailbox"
                    for k, v in ((r["summary"] or {}).get("cluster_completions") or {}).items()
                    if k == "CL_MAILBOX_OVERFLOW" and int(v)}
        want_codes = [c for c in cluster_codes_all if c != "CL_MAILBOX_OVERFLOW" or tot["mailbox"]["runs"]]
        missing_codes = [c for c in want_codes if c not in reached]
        codes_reached = sorted(c for c in reached if c.startswith("CL_"))
        if missing_codes:
            class_misses.append(f"cluster codes never reached through the RTL: {', '.join(missing_codes)}")
        for group, bin_, why in REQUIRED_BINS:
            hits = sum(int((((r["summary"] or {}).get("coverage") or {}).get(group) or {}).get("bins", {}).get(bin_, 0))
                       for r in results if r["kind"] == "lockstep")
            if not hits:
                class_misses.append(f"no lockstep run reached coverage bin {group} {bin_}: {why}")
    else:
        codes_reached = []
    words = sum(t["words"] for t in tot.values())
    report = {
        "wall_seconds": round(wall, 1), "engine": where, "jobs": a.jobs, "seeds": a.seeds,
        "planned_runs": len(runs), "runs": len(results), "words": words,
        "words_asked": a.words, "words_per_second": round(words / wall, 1) if wall > 0 else 0,
        "by_kind": tot, "mismatches": mismatches, "rejected_writes": rejected_writes,
        "decoder_errors": decoder, "dve_records": dve, "mover_completions": mover,
        "cluster_completions": cluster_codes, "failures": [f"{r['name']}: {p}" for r, p in failures],
        "class_misses": class_misses, "note": lockstep_note, "cluster_codes_reached": codes_reached,
        "run_log": [{"name": r["name"], "ok": engine.run_ok(r), "rc": r["rc"], "seconds": round(r["seconds"], 2),
                     "words": int((r["summary"] or {}).get("words", 0)), "worker": r["worker"], "json": r["json"]}
                    for r in results],
    }
    (out / "regress_summary.json").write_text(json.dumps(report, indent=2) + "\n")
    # merged coverage (the decoder bench writes none: a decoder-only mix has no report)
    cov_prefix = out / "coverage"
    cov_rc = None
    if any(r["summary"] and "coverage" in r["summary"] for r in results):
        cov_rc = subprocess.run([sys.executable, str(ROOT / "scripts" / "coverage_report.py"), "-q", "-o",
                                 str(cov_prefix)] + [str(p) for p in sorted(out.glob("*_s*.json"))]).returncode

    def fmt_counts(d):
        return ", ".join(f"{k} {v}" for k, v in sorted(d.items(), key=lambda kv: (kv[0] != "OK", kv[0]))) or "-"

    print(f"regress: {len(results)} runs in {wall:.0f} s wall on {where}, {words} words "
          f"({report['words_per_second']:.0f} words/s)")
    for k, t in tot.items():
        if t["runs"]:
            print(f"  {k:<9} {t['passed']}/{t['runs']} passed, {t['words']} words, {t['seconds']:.0f} s")
    if lockstep_note:
        print(f"  {lockstep_note}")
    print(f"  decoder errors   {fmt_counts(decoder)}")
    print(f"  DVE records      {fmt_counts(dve)}")
    print(f"  mover completions {fmt_counts(mover)}")
    if cluster_codes:
        print(f"  cluster completions {fmt_counts(cluster_codes)}")
    if codes_reached:
        print(f"  cluster codes through the RTL mailbox: {len(codes_reached)} of {len(cluster_codes_all)}")
    print(f"  mismatches {mismatches}, memory writes by rejected instructions {rejected_writes}")
    if cov_rc == 0:
        print(f"  coverage report: {cov_prefix}.md, {cov_prefix}.json")
    elif cov_rc is None:
        print("  coverage report: none (no run of this mix writes a coverage object)")
    for m in class_misses:
        print(f"  NOT OBSERVED: {m}")
    for r, p in failures:
        print(f"  FAIL {r['name']}: {p}")
        print(f"    rerun: {' '.join(shlex.quote(str(x)) for x in r['argv'])}")
        for line in r["output"].splitlines():
            print(f"    | {line}")
    ok = not failures and not class_misses and mismatches == 0 and rejected_writes == 0 and cov_rc in (0, None)
    print("regress: PASS" if ok else f"regress: FAIL ({len(failures)} of {len(results)} runs failed)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
