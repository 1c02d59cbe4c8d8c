#!/usr/bin/env python3
"""RTL code coverage: merge Verilator coverage files, report line and toggle coverage per RTL
source file, list the lines no run reached (docs/robustness.md, "RTL code coverage").

  scripts/coverage_rtl.py report --out DIR A.dat B.dat ...
      merge the .dat files (verilator_coverage --write), write DIR/merged.dat, the lcov file
      DIR/coverage.info (line and branch points: verilator_coverage --write-info), the HTML
      report DIR/html/ (genhtml), DIR/coverage.json and DIR/report.txt, and print the table

  scripts/coverage_rtl.py run [--size ci|large] [--build build-cov] [--out DIR] [-j N]
      configure a coverage build (TPB_COVERAGE=ON) in its own folder, build the testbenches,
      run a small regression of each with TPB_COVERAGE_OUT set, then the report above

A coverage build of a testbench (CMake option TPB_COVERAGE=ON: Verilator --coverage-line
--coverage-toggle) writes the counts of one run to the file named by the environment
variable TPB_COVERAGE_OUT (tb/common/dut.hpp).

Per module means per RTL source file under rtl/ (each holds one module; the packages hold
no coverage points). Points of several instances of one module are added up (a line is hit
when some instance runs it). Line coverage is Verilator's line and branch points, counted per
source line as verilator_coverage --write-info does: a line is hit when every point on it was
(an `if` line with a branch never taken is a miss). Toggle coverage: bits of the module's
signals that changed value at least once, over all bits Verilator instruments.

From Python (the regression calls this with the .dat files its runs return):
  merge_and_report(dat_files, out_dir) -> dict

Exit status: 0 done; 1 a run failed (run) ; 2 a .dat file missing or unreadable, a tool
missing, or a usage error.
"""

import argparse
import collections
import json
import pathlib
import re
import shutil
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import engine, tools  # noqa: E402  (the run engine; tool invocations)
from tpbflow.engine import Run  # noqa: E402
FIXTURES = ROOT / "tests" / "fixtures" / "dve"
HEADER = "# SystemC::Coverage-3"
LINE_PAGES = ("v_line", "v_branch")
TOGGLE_PAGE = "v_toggle"


class CoverageError(tools.FlowError):
    """A .dat file missing or unreadable, or a tool missing or failing."""


# ---------------------------------------------------------------- .dat files

def parse_key(key):
    """The fields of one coverage point: f (file), l (line), n (column), page, o (comment),
    S (the lines the point covers), h (hierarchy), ..."""
    out = {}
    for part in key.split("\001"):
        if "\002" in part:
            k, v = part.split("\002", 1)
            out[k] = v
    return out


_POINT = re.compile(r"^C '(.*)' (\d+)$")


def read_dat(path):
    """{key: count} of one Verilator coverage file; CoverageError when it is missing, empty or
    not a coverage file."""
    p = pathlib.Path(path)
    if not p.is_file():
        raise CoverageError(f"{p}: no such coverage file")
    try:
        text = p.read_text(encoding="utf-8", errors="surrogateescape")
    except OSError as e:
        raise CoverageError(f"{p}: cannot read: {e}") from e
    lines = text.splitlines()
    if not lines or lines[0].strip() != HEADER:
        raise CoverageError(f"{p}: not a Verilator coverage file (first line is not '{HEADER}')")
    points = {}
    for n, line in enumerate(lines[1:], 2):
        if not line.strip() or line.startswith("#"):
            continue
        m = _POINT.match(line)
        if not m:
            raise CoverageError(f"{p}:{n}: not a coverage point line")
        points[m.group(1)] = points.get(m.group(1), 0) + int(m.group(2))
    if not points:
        raise CoverageError(f"{p}: no coverage points (was the testbench a coverage build?)")
    return points


def write_dat(points, path):
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(HEADER + "\n")
        for key, count in points.items():
            f.write(f"C '{key}' {count}\n")


def page_of(fields):
    return fields.get("page", "").split("/", 1)[0]


# ---------------------------------------------------------------- lcov files

def read_info(path):
    """{source file: {line: count}} of an lcov tracefile (its DA records)."""
    out = collections.defaultdict(dict)
    sf = None
    for line in pathlib.Path(path).read_text().splitlines():
        if line.startswith("SF:"):
            sf = line[3:]
        elif line.startswith("DA:") and sf is not None:
            ln, count = line[3:].split(",")[:2]
            out[sf][int(ln)] = out[sf].get(int(ln), 0) + int(count)
        elif line == "end_of_record":
            sf = None
    return dict(out)


def hit_lines(info):
    """{(file, line)} of the lines an lcov tracefile counts as hit."""
    return {(f, ln) for f, lines in info.items() for ln, c in lines.items() if c > 0}


def rtl_name(path, source_root=ROOT):
    """rtl/<dir>/<file>.sv for a source path of any checkout, or None outside rtl/."""
    s = str(path).replace("\\", "/")
    i = s.rfind("/rtl/")
    if i < 0:
        return "rtl/" + s[4:] if s.startswith("rtl/") else None
    return s[i + 1:]


def source_lines(name, path, source_root, cache):
    if name not in cache:
        text = None
        for cand in (pathlib.Path(path), pathlib.Path(source_root) / name):
            if cand.is_file():
                text = cand.read_text(errors="replace").splitlines()
                break
        cache[name] = text or []
    return cache[name]


def line_info(dat, info, points=None):
    """Write the lcov file `info` of the line and branch points of the coverage file `dat`
    (toggle points would land on the signals' declaration lines and mix with the code's) and
    return its DA records, {source file: {line: count}}."""
    if points is None:
        points = read_dat(dat)
    info = pathlib.Path(info)
    lines_dat = info.with_suffix(".lines.dat")
    write_dat({k: c for k, c in points.items() if page_of(parse_key(k)) in LINE_PAGES}, lines_dat)
    tools.run_tool([tools.verilator("verilator_coverage"), "--write-info", str(info), str(lines_dat)])
    return read_info(info)


def toggled_bits(points):
    """{(file, line, column, signal bit)} of the toggle points that changed at least once."""
    hit = set()
    for key, count in points.items():
        f = parse_key(key)
        if page_of(f) == TOGGLE_PAGE and count > 0:
            hit.add((rtl_name(f.get("f", "")), f.get("l"), f.get("n"), f.get("o", "")))
    return hit


# ---------------------------------------------------------------- the report

def merge_and_report(dat_files, out_dir, html=True, source_root=ROOT, log=print):
    """Merge the Verilator coverage files `dat_files` into out_dir and report.

    Writes out_dir/merged.dat (all points), out_dir/coverage.info (lcov, line and branch
    points; their .dat beside it, coverage.lines.dat), out_dir/html/ (genhtml of that; skipped with a note when genhtml is missing or
    html is False), out_dir/coverage.json and out_dir/report.txt (the printed table, the unhit
    lines and the untoggled signals). Returns the dict of coverage.json:
      modules      {"rtl/...sv": {lines, lines_hit, line_pct, toggles, toggles_hit, toggle_pct}}
      total        the same over every module
      unhit_lines  [{file, line, text, points}]: points = the unhit points' kinds on that line
      untoggled    {"rtl/...sv": [signal bits never toggled]}
      merged, info, html, inputs
    Raises CoverageError when a file is missing or unreadable, or a tool fails."""
    dat_files = [pathlib.Path(d) for d in dat_files]
    if not dat_files:
        raise CoverageError("no coverage files given")
    for d in dat_files:
        read_dat(d)  # every input checked before anything is written
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    vc = tools.verilator("verilator_coverage")
    merged = out / "merged.dat"
    tools.run_tool([vc, "--write", str(merged)] + [str(d) for d in dat_files])
    points = read_dat(merged)

    info = out / "coverage.info"
    da = line_info(merged, info, points)

    modules = {}
    def mod(name):
        return modules.setdefault(name, {"lines": 0, "lines_hit": 0, "toggles": 0, "toggles_hit": 0})

    # Which point kinds sit unhit on each line (for the list of unhit lines).
    unhit_kinds = collections.defaultdict(set)
    paths = {}
    toggles = {}
    for key, count in points.items():
        f = parse_key(key)
        name = rtl_name(f.get("f", ""), source_root)
        if name is None:
            continue
        paths.setdefault(name, f.get("f", ""))
        page = page_of(f)
        if page in LINE_PAGES:
            mod(name)
            if count == 0:
                covered = [int(f.get("l", 0))]
                for part in f.get("S", "").split(","):
                    if "-" in part:
                        a, b = part.split("-", 1)
                        covered += range(int(a), int(b) + 1)
                    elif part.strip():
                        covered.append(int(part))
                for ln in set(covered):
                    unhit_kinds[(name, ln)].add(f"{page[2:]} {f.get('o', '')}".strip())
        elif page == TOGGLE_PAGE:
            mod(name)
            tk = (name, f.get("l"), f.get("n"), f.get("o", ""))
            toggles[tk] = toggles.get(tk, 0) + count

    for tk, count in toggles.items():
        m = mod(tk[0])
        m["toggles"] += 1
        m["toggles_hit"] += count > 0

    cache = {}
    unhit = []
    for sf, lines in da.items():
        name = rtl_name(sf, source_root)
        if name is None:
            continue
        paths.setdefault(name, sf)
        m = mod(name)
        text = source_lines(name, sf, source_root, cache)
        for ln in sorted(lines):
            m["lines"] += 1
            if lines[ln] > 0:
                m["lines_hit"] += 1
            else:
                unhit.append({"file": name, "line": ln,
                              "text": text[ln - 1].strip() if 0 < ln <= len(text) else "",
                              "points": sorted(unhit_kinds.get((name, ln), []))})

    def pct(a, b):
        return round(100.0 * a / b, 2) if b else None

    total = {"lines": 0, "lines_hit": 0, "toggles": 0, "toggles_hit": 0}
    for m in modules.values():
        for k in total:
            total[k] += m[k]
    for m in list(modules.values()) + [total]:
        m["line_pct"] = pct(m["lines_hit"], m["lines"])
        m["toggle_pct"] = pct(m["toggles_hit"], m["toggles"])

    untoggled = collections.defaultdict(list)
    for (name, _l, _n, sig), count in sorted(toggles.items()):
        if count == 0:
            untoggled[name].append(sig)

    html_dir = None
    if html:
        genhtml = shutil.which("genhtml")
        if genhtml:
            html_dir = out / "html"
            tools.run_tool([genhtml, "--quiet", "--ignore-errors", "source", "--title", "tpb RTL line coverage",
                      "--output-directory", str(html_dir), str(info)])
        else:
            log("coverage_rtl: genhtml not found (Debian package lcov, scripts/setup.sh): no HTML report")

    result = {
        "inputs": [str(d) for d in dat_files],
        "merged": str(merged), "info": str(info), "html": str(html_dir) if html_dir else None,
        "modules": dict(sorted(modules.items())), "total": total,
        "unhit_lines": sorted(unhit, key=lambda u: (u["file"], u["line"])),
        "untoggled": dict(untoggled),
    }
    (out / "coverage.json").write_text(json.dumps(result, indent=1) + "\n")
    text = format_report(result)
    (out / "report.txt").write_text(text + "\n" + format_untoggled(result) + "\n")
    log(text)
    return result


def format_report(r):
    def p(x):
        return "-" if x is None else f"{x:.1f}%"
    rows = [f"RTL code coverage of {len(r['inputs'])} run(s), per RTL source file:",
            f"  {'module file':<34} {'lines':>13} {'line':>7} {'toggle bits':>13} {'toggle':>7}"]
    for name, m in list(r["modules"].items()) + [("total", r["total"])]:
        rows.append(f"  {name:<34} {m['lines_hit']:>6}/{m['lines']:<6} {p(m['line_pct']):>7} "
                    f"{m['toggles_hit']:>6}/{m['toggles']:<6} {p(m['toggle_pct']):>7}")
    rows.append(f"unhit lines: {len(r['unhit_lines'])}")
    for u in r["unhit_lines"]:
        kinds = f"  [{', '.join(u['points'])}]" if u["points"] else ""
        rows.append(f"  {u['file']}:{u['line']}: {u['text']}{kinds}")
    rows.append(f"merged {r['merged']}, lcov {r['info']}" + (f", html {r['html']}/index.html" if r["html"] else ""))
    return "\n".join(rows)


def format_untoggled(r):
    rows = ["untoggled signal bits per module:"]
    for name, sigs in r["untoggled"].items():
        rows.append(f"  {name}: {len(sigs)}")
        for s in sigs:
            rows.append(f"    {s}")
    return "\n".join(rows)


# ---------------------------------------------------------------- the regression

# Sizes: seeds per configuration and the length of each run.
SIZES = {
    "ci": dict(seeds=1, lockstep_words=3000, dve_count=1500, mover_count=120, decoder_count=3000,
               mailbox_count=2000, fpga_words=120),
    "large": dict(seeds=4, lockstep_words=10000, dve_count=6000, mover_count=400, decoder_count=20000,
                  mailbox_count=6000, fpga_words=300),
}
# Testbenches of the coverage regression, by the group --only names.
GROUPS = {
    # tb_mover (the sim geometry) is left out: the lockstep runs the mover at that geometry.
    "mover": ["tb_mover_fpga", "tb_mover_lnc1"],
    "dve": ["tb_dve_gen2", "tb_dve_gen3", "tb_dve_gen4", "tb_dve_gen3small"],
    "decoder": ["tb_decoder_gen2"],
    "mailbox": ["tb_mailbox"],
    "lockstep": ["tpb_lockstep"],
    "fpga": ["tb_fpga", "tpb"],
}
TARGET_DIR = {"tb_mover_fpga": "mover", "tb_mover_lnc1": "mover",
              "tb_dve_gen2": "dve", "tb_dve_gen3": "dve", "tb_dve_gen4": "dve", "tb_dve_gen3small": "dve",
              "tb_decoder_gen2": "decoder", "tb_mailbox": "mailbox", "tpb_lockstep": "lockstep",
              "tb_fpga": "fpga", "tpb": None}


def exe_path(build, target):
    """The binary of a target; a default build's coverage variant (<target>_cov, so far
    tb_mover_fpga_cov) when there is one."""
    d = TARGET_DIR[target]
    if d is None:
        return build / "cmodel" / "tpb"
    cov = build / "tb" / d / f"{target}_cov"
    return cov if cov.is_file() else build / "tb" / d / target


def expand(only):
    """Targets of --only's groups and target names, in GROUPS order; every target when empty."""
    names = set(only or GROUPS)
    if "tb_fpga" in names:
        names.add("tpb")  # the host program the board runs talk to
    return [t for g, ts in GROUPS.items() for t in ts if g in names or t in names]


def plan(size, build, targets, out):
    """The runs (tpbflow.engine.Run) of the coverage regression over `targets`; each writes
    its coverage file to runs/<name>.dat under `out` (TPB_COVERAGE_OUT)."""
    s = SIZES[size]
    runs = []
    def add(name, target, args, rc=0):
        if target in targets:
            runs.append(Run("coverage", name, [exe_path(build, target)] + list(args), rc=rc,
                            env={"TPB_COVERAGE_OUT": dat_path(out, name)}))
    for k in range(s["seeds"]):
        seed = 1 + k
        add(f"tb_mover_fpga_s{seed}", "tb_mover_fpga",
            ["--seed", 100 + seed, "--count", 3 * s["mover_count"], "--issue-core", (k + 1) % 2])
        add(f"tb_mover_lnc1_s{seed}", "tb_mover_lnc1", ["--seed", 200 + seed, "--count", s["mover_count"]])
        for build_name, gen, sets in (("gen2", "gen2", ["default", "transformer"]),
                                      ("gen3", "gen3", ["default", "project_set2"]),
                                      ("gen4", "gen4", ["default", "saturate"]),
                                      ("gen3small", "gen3", ["default"])):
            for set_name in sets:
                add(f"tb_dve_{build_name}_{set_name}_s{seed}", f"tb_dve_{build_name}",
                    ["--set", FIXTURES / gen / "dve_info.json", "--name", set_name, "--seed", 300 + seed,
                     "--count", s["dve_count"], "--bp", 0.3, "--idle", 0.15, "--inject", 48])
        add(f"tb_dve_gen3_preloaded_s{seed}", "tb_dve_gen3",
            ["--set", FIXTURES / "gen3" / "dve_info.json", "--name", "default", "--seed", 400 + seed,
             "--count", s["dve_count"], "--preloaded", "--bp", 0.2])
        add(f"tb_decoder_gen2_s{seed}", "tb_decoder_gen2",
            ["--seed", 500 + seed, "--count", s["decoder_count"], "--bad-ratio", 0.08, "--bp", 0.25, "--idle", 0.1])
        add(f"tb_mailbox_s{seed}", "tb_mailbox", ["--seed", 600 + seed, "--count", s["mailbox_count"]])
        add(f"tpb_lockstep_s{seed}", "tpb_lockstep",
            ["--seed", 700 + seed, "--count", s["lockstep_words"], "--bad-ratio", 0.05, "--mutate", 0.02,
             "--bp-seed", 700 + seed, "--bp", 0.25, "--idle", 0.1, "--clear", 0.002,
             "--sb2sb-legal", 0.5, "--issue-core", k % 2, "-q"])
        tpb = exe_path(build, "tpb")
        add(f"tb_fpga_check_s{seed}", "tb_fpga",
            ["-q", "--", tpb, "fpga", "check", "--port", "{port}", "--dve-set", FIXTURES / "gen3" / "dve_info.json",
             "--seed", 800 + seed, "--count", s["fpga_words"], "--bad-ratio", 0.05, "--sb2sb-legal", 0.6,
             "--issue-core", k % 2])
    # Once per regression: a stream that ends inside a custom-op chain (CO_CHAIN_TRUNCATED: the
    # generator makes it at most once per stream, at its end, so mixed classes rarely reach it)
    add("tpb_lockstep_chain_truncated", "tpb_lockstep",
        ["--seed", 3, "--count", 300, "--bad-ratio", 0.15, "--mutate", 0, "--classes", "co_chain_truncated", "-q"])
    # A stream that ends after a chain's first payload, at the mailbox alone (the truncated
    # chain's last payload: the mailbox drops the chain)
    add("tb_mailbox_end_in_chain", "tb_mailbox", ["--seed", 5, "--count", 300, "--end-in-chain"])
    # ... and the port rules' assertions (the runs stop with exit status 1).
    add("tb_mover_fpga_violate_input", "tb_mover_fpga", ["--seed", 7, "--count", 20, "--violate-input"], 1)
    add("tb_dve_gen4_violate_input", "tb_dve_gen4",
        ["--set", FIXTURES / "gen4" / "dve_info.json", "--seed", 4, "--count", 400, "--bp", 0.5, "--violate", "input"], 1)
    add("tb_dve_gen2_violate_write", "tb_dve_gen2",
        ["--set", FIXTURES / "gen2" / "dve_info.json", "--seed", 4, "--count", 400, "--violate", "write"], 1)
    # The board's error paths: the link test with line faults from the harness (a glitch, a
    # framing error and a break between frames, a glitch inside one; its refusals include the
    # SBUF and log reads past their end), a framing error inside a frame (refused with
    # UART_FRAMING, then the status read back), and a check whose injected model difference
    # makes it read the board's record log.
    tpb = exe_path(build, "tpb")
    add("tb_fpga_link_test_line_faults", "tb_fpga",
        ["-q", "--line-fault", "glitch:2", "--line-fault", "frame-error:3", "--line-fault", "break:4",
         "--line-fault", "glitch:5+6", "--", tpb, "fpga", "link-test", "--port", "{port}", "--uart-errors", 2])
    add("tb_fpga_framing_refused", "tb_fpga",
        ["-q", "--line-fault", "frame-error:1+5", "--", shutil.which("cmake") or "cmake", f"-DTPB={pathlib.Path(tpb).resolve()}",
         "-DPORT={port}", "-P", ROOT / "tb" / "fpga" / "refused_then_status.cmake"])
    # ... and a host that stops answering after reading a chain: the board's watchdog answers
    # the doorbell itself (its timeout counter, CL_KERNEL_MISSING; exit status 1 expected).
    add("tb_fpga_service_timeout", "tb_fpga",
        ["-q", "--", tpb, "fpga", "check", "--port", "{port}", "--dve-set", FIXTURES / "gen3" / "dve_info.json",
         "--seed", 3, "--count", 100, "--inject-service-fault", "stop:1"], 1)
    # ... and reads past the ringing chain and DMAs outside the SBUF while a doorbell rings (the
    # link's address checks of the service commands), each refused BAD_ADDR.
    add("tb_fpga_service_past", "tb_fpga",
        ["-q", "--", tpb, "fpga", "check", "--port", "{port}", "--dve-set", FIXTURES / "gen3" / "dve_info.json",
         "--seed", 3, "--count", 100, "--inject-service-fault", "chain-past:1"])
    add("tb_fpga_check_log_read", "tb_fpga",
        ["-q", "--", tpb, "fpga", "check", "--port", "{port}", "--dve-set", FIXTURES / "gen3" / "dve_info.json",
         "--seed", 3, "--count", 120, "--bad-ratio", 0.05, "--inject-model-bug", 37], 1)
    return runs


def dat_path(out, name):
    return pathlib.Path(out) / "runs" / f"{name}.dat"


def run_regression(size, build, out, jobs, only=None, do_build=True, timeout=1800, html=True, cluster=None):
    """Build (unless do_build is False) and run the coverage regression of the testbenches
    `only` names (groups or targets; all when None), each run a Dask task on `cluster`
    (the run engine's options; None: a LocalCluster of `jobs` workers), then merge and report.
    Returns (report dict, failed run names)."""
    build, out = pathlib.Path(build), pathlib.Path(out)
    targets = expand(only)
    if do_build:
        print(f"coverage_rtl: configure {build} (TPB_COVERAGE=ON), build {' '.join(targets)} (-j{jobs})", flush=True)
        t0 = time.time()
        tools.cmake_build(build, targets, {"CMAKE_BUILD_TYPE": "Release", "TPB_COVERAGE": "ON"},
                          log=build / "coverage_build.log", jobs_=jobs)
        print(f"coverage_rtl: built in {time.time() - t0:.0f} s", flush=True)
    missing = [t for t in targets if not exe_path(build, t).is_file()]
    if missing:
        raise CoverageError(f"not built in {build}: {', '.join(missing)}")
    runs = plan(size, build, targets, out)
    (out / "runs").mkdir(parents=True, exist_ok=True)
    for r in runs:  # a stale coverage file of an earlier run must not count for this one
        pathlib.Path(r.env["TPB_COVERAGE_OUT"]).unlink(missing_ok=True)
    # Each run is a Dask task (tpbflow.engine): a LocalCluster of `jobs` workers unless
    # `cluster` names a scheduler or a dask-jobqueue system. The task writes its .dat file to
    # `out`, which the workers must see at the same path.
    if cluster is None:
        cluster = engine.local_options(jobs)
    client, local, where = engine.start_client(cluster)
    print(f"coverage_rtl: {len(runs)} runs ({size}) on {where}", flush=True)
    failed, dats = [], []
    t0 = time.time()
    try:
        for i, r in engine.completed(engine.submit(client, runs, timeout, getattr(cluster, "retries", 1),
                                                   "coverage"), runs):
            name, dat = r["name"], pathlib.Path(runs[i].env["TPB_COVERAGE_OUT"])
            rc = "lost" if r["rc"] is None else ("timeout" if r["timed_out"] else r["rc"])
            ok = engine.run_ok(r)
            print(f"  {'ok  ' if ok else 'FAIL'} {name} ({r['seconds']:.0f} s, exit {rc})", flush=True)
            if not ok:
                failed.append(name)
                print("    " + " ".join(r["argv"]) + "\n    " + r["output"].replace("\n", "\n    "), flush=True)
            if dat.exists():
                dats.append(dat)
            elif ok:
                failed.append(name)
                print(f"    no coverage file {dat} written (not a coverage build?)", flush=True)
            for extra in sorted(dat.parent.glob(dat.name + ".*")):
                dats.append(extra)
    finally:
        client.close()
        if local is not None:
            local.close()
    print(f"coverage_rtl: runs done in {time.time() - t0:.0f} s", flush=True)
    result = merge_and_report(dats, out, html=html)
    return result, failed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("report", help="merge .dat files and report")
    r.add_argument("dat", nargs="+", help="Verilator coverage files")
    r.add_argument("--out", required=True, help="folder for merged.dat, coverage.info, html/, coverage.json")
    r.add_argument("--no-html", action="store_true", help="no genhtml report")
    g = sub.add_parser("run", help="build the coverage testbenches, run them, merge and report")
    g.add_argument("--size", choices=sorted(SIZES), default="ci")
    g.add_argument("--build", default=str(ROOT / "build-cov"), help="coverage build folder (default: build-cov/)")
    g.add_argument("--out", help="report folder (default: <build>/coverage-<size>)")
    g.add_argument("--only", action="append", metavar="GROUP|TARGET",
                   choices=sorted(GROUPS) + sorted(t for ts in GROUPS.values() for t in ts),
                   help="testbench group (" + ", ".join(GROUPS) + ") or target to build and run "
                        "(repeatable; default: all)")
    g.add_argument("--no-build", action="store_true", help="use the binaries already in --build")
    g.add_argument("--no-html", action="store_true", help="no genhtml report")
    # -j (build jobs and local Dask workers), --scheduler, --jobqueue, --timeout, --retries:
    # the run engine's options (scripts/tpbflow/engine.py, as regress.py and mutation.py)
    engine.add_cluster_options(g, timeout=1800, jobs=2)
    a = ap.parse_args(argv)
    try:
        if a.cmd == "report":
            merge_and_report(a.dat, a.out, html=not a.no_html)
            return 0
        out = a.out or str(pathlib.Path(a.build) / f"coverage-{a.size}")
        _, failed = run_regression(a.size, a.build, out, a.jobs, a.only, do_build=not a.no_build,
                                   timeout=a.timeout, html=not a.no_html, cluster=a)
    except (tools.FlowError, engine.EngineError) as e:
        print(f"coverage_rtl: {e}", file=sys.stderr)
        return 2
    if failed:
        print(f"coverage_rtl: FAIL: {len(failed)} run(s) failed: {', '.join(failed)}")
        return 1
    print("coverage_rtl: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
