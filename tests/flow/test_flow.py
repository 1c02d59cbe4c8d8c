#!/usr/bin/env python3
"""Tests of the flow library (scripts/tpbflow): the run engine's plan as data and its task,
the tool helpers, and the shell side (flow.sh) every script sources.

usage: tests/flow/test_flow.py BUILD_DIR WORK_DIR
Prints one line per check and 'test_flow: PASS' at the end; exit status 1 on any failure.
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import engine, tools  # noqa: E402

FLOW_SH = ROOT / "scripts" / "tpbflow" / "flow.sh"
failures = []


def check(cond, what):
    print(f"  {'ok  ' if cond else 'FAIL'} {what}")
    if not cond:
        failures.append(what)


def bash(body, cwd=None):
    """Run a bash script that has sourced flow.sh; (status, stdout, stderr)."""
    p = subprocess.run(["bash", "-c", f'. "{FLOW_SH}"\n{body}'], capture_output=True, text=True, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def test_plan_as_data(work):
    runs = [engine.Run("lockstep", "a", ["x", 1, 2.5], work / "a.json", "bad_dtype"),
            engine.Run("coverage", "b", ["y"], rc=1, env={"TPB_COVERAGE_OUT": work / "b.dat"})]
    check(runs[0].argv == ["x", "1", "2.5"] and runs[0].json == str(work / "a.json"),
          "Run keeps the command and the summary path as strings")
    path = work / "plan.json"
    engine.save_plan(runs, path)
    back = engine.load_plan(path)
    check(back == runs, "a plan saved and loaded again is the same plan")
    data = json.loads(path.read_text())
    data["runs"][0]["colour"] = "red"
    path.write_text(json.dumps(data))
    try:
        engine.load_plan(path)
        check(False, "a plan with an unknown field is refused")
    except engine.EngineError as e:
        check("colour" in str(e), "a plan with an unknown field is refused, naming the field")
    path.write_text("[1, 2]")
    try:
        engine.load_plan(path)
        check(False, "a plan that is not an object with 'runs' is refused")
    except engine.EngineError:
        check(True, "a plan that is not an object with 'runs' is refused")


def test_run_one(work):
    py = sys.executable
    js = work / "s.json"
    ok = engine.Run("t", "writes PASS", [py, "-c", f"open({str(js)!r}, 'w').write('{{\"result\": \"PASS\"}}')"], js)
    r = engine.run_one(ok, 30)
    check(r["rc"] == 0 and r["summary"] == {"result": "PASS"} and engine.run_ok(r),
          "a run that writes a PASS summary and exits 0 is ok")
    js.write_text('{"result": "PASS"}')
    stale = engine.Run("t", "writes nothing", [py, "-c", "pass"], js)
    r = engine.run_one(stale, 30)
    check(r["summary"] is None and not engine.run_ok(r),
          "a summary left by an earlier run is removed first: a run that writes none is not ok")
    env = engine.Run("t", "env and rc", [py, "-c", "import os, sys; sys.exit(int(os.environ['TPB_FLOW_RC']))"],
                     rc=3, env={"TPB_FLOW_RC": 3})
    r = engine.run_one(env, 30)
    check(r["rc"] == 3 and engine.run_ok(r), "the run's environment reaches the command; rc 3 expected is ok")
    r = engine.run_one(engine.Run("t", "rc 0 where 1 expected", [py, "-c", "pass"], rc=1), 30)
    check(not engine.run_ok(r), "a run that exits 0 where 1 is expected is not ok")
    r = engine.run_one(engine.Run("t", "hang", [py, "-c", "import time; time.sleep(60)"]), 1)
    check(r["timed_out"] and not engine.run_ok(r) and "timed out after 1 s" in r["output"],
          "a run past its time limit is killed and reported as timed out")
    r = engine.run_one(engine.Run("t", "no such program", [str(work / "no_such_program")]), 5)
    check(r["rc"] == -1 and "cannot run" in r["output"], "a command that does not exist is a failed result")
    lost = engine.lost_result(ok, RuntimeError("worker gone"))
    check(lost["rc"] is None and "worker gone" in lost["output"] and not engine.run_ok(lost),
          "a task lost on the cluster is a failed result naming the cause")


def test_tools(work):
    try:
        tools.which("no-such-tool-of-the-kit")
        check(False, "a missing tool raises FlowError")
    except tools.FlowError as e:
        check("no-such-tool-of-the-kit not found" in str(e), "a missing tool raises FlowError naming it")
    try:
        tools.run_tool([sys.executable, "-c", "import sys; print('boom'); sys.exit(4)"], log=work / "t.log")
        check(False, "a failing tool raises FlowError")
    except tools.FlowError as e:
        check("exited 4" in str(e) and "boom" in str(e), "a failing tool raises FlowError with its status and output")


def test_generators(work):
    """Both table generators share generator_main: the committed outputs are current (--check),
    and a table that is not TOML or not there is exit status 2 with a named reason."""
    bad = work / "bad.toml"
    bad.write_text("x = [\n")
    for gen, what in (("gen_fieldmap", "field map"), ("gen_hostlink", "host-link table")):
        script = str(ROOT / "scripts" / f"{gen}.py")
        p = subprocess.run([sys.executable, script, "--check"], capture_output=True, text=True)
        check(p.returncode == 0, f"{gen}.py --check: the committed outputs are what it writes")
        for table, why in ((bad, "Invalid"), (work / "absent.toml", "No such file")):
            p = subprocess.run([sys.executable, script, "--validate", str(table)], capture_output=True, text=True)
            check(p.returncode == 2 and f"{gen}: {what} refused: {table}" in p.stderr and why in p.stderr
                  and "Traceback" not in p.stderr, f"{gen}.py --validate {table.name}: exit 2, '{why}'")


def test_regress_plan(build, work):
    regress = [sys.executable, str(ROOT / "scripts" / "regress.py"), "--build", str(build), "--out", str(work / "rg")]
    p = subprocess.run(regress + ["--seeds", "1", "--only", "mover", "--save-plan", str(work / "rg.json")],
                       capture_output=True, text=True)
    runs = engine.load_plan(work / "rg.json") if p.returncode == 0 else []
    check(p.returncode == 0 and len(runs) == 3 and all(r.kind == "mover" for r in runs),
          f"regress.py --save-plan writes the plan as data (3 mover runs at 1 seed; got {len(runs)})")
    # the runs' programs replaced by one every build has (a model-only build has no benches):
    # --plan-only checks that each program exists, and this plan is data a user may edit
    for r in runs:
        r.argv[0] = sys.executable
    engine.save_plan(runs, work / "rg.json")
    p = subprocess.run(regress + ["--plan", str(work / "rg.json"), "--plan-only"], capture_output=True, text=True)
    check(p.returncode == 0 and "plan of 3 runs (plan " in p.stdout, "regress.py --plan runs a saved plan's runs")
    engine.save_plan([engine.Run("tea", "x", ["true"])], work / "bad.json")
    p = subprocess.run(regress + ["--plan", str(work / "bad.json"), "--plan-only"], capture_output=True, text=True)
    check(p.returncode == 2 and "kind 'tea'" in p.stderr, "regress.py --plan refuses a run of a kind it cannot add up")


def test_flow_sh(work):
    script = work / "demo.sh"
    script.write_text(f'#!/usr/bin/env bash\n# Demo: one line of help.\n# usage: demo.sh [X]\nset -eu\n. "{FLOW_SH}"\n'
                      'tpb_usage\n')
    p = subprocess.run(["bash", str(script)], capture_output=True, text=True)
    check(p.stdout == "Demo: one line of help.\nusage: demo.sh [X]\n", "tpb_usage prints the caller's header comment")
    helped = work / "helped.sh"
    helped.write_text(f'#!/usr/bin/env bash\n# Helped: its help.\n. "{FLOW_SH}"\ntpb_help "${{1:-}}"\necho ran\n')
    p = subprocess.run(["bash", str(helped), "--help"], capture_output=True, text=True)
    q = subprocess.run(["bash", str(helped), "x"], capture_output=True, text=True)
    check(p.returncode == 0 and p.stdout == "Helped: its help.\n" and q.stdout == "ran\n",
          "tpb_help prints the caller's help for --help and exits; other arguments go on")
    rc, _, err = bash("tpb_need demo no-such-tool-of-the-kit 'install it'")
    check(rc == 2 and err.strip() == "demo: no-such-tool-of-the-kit not found; install it",
          "tpb_need exits 2 naming the tool and the hint")
    rc, out, _ = bash("tpb_pick '' no-such-tool-of-the-kit bash")
    check(rc == 0 and out.strip() == "bash", "tpb_pick takes the first candidate that exists")
    rc, _, _ = bash("tpb_pick no-such-tool-of-the-kit bash")
    check(rc == 1, "tpb_pick with an override that does not exist fails (no fallback)")
    rc, out, _ = bash('tpb_yosys_check top "a.sv b.sv" "-set W 4 -set Name \\"x\\""')
    lines = out.splitlines()
    check(rc == 0 and lines[:3] == ["read_verilog -sv a.sv b.sv;", 'chparam -set W 4 -set Name "x" top;',
                                     "hierarchy -check -top top;"] and "check -assert;" in lines
          and any("t:$dlatch" in ln for ln in lines), "tpb_yosys_check: read, parameters, elaborate, check, no latch")
    rc, out, _ = bash("tpb_yosys_check top a.sv")
    check("chparam" not in out, "tpb_yosys_check without parameters has no chparam line")
    rc, _, _ = bash("tpb_rtl_files f no_such_core_of_the_kit")
    check(rc == 2, "tpb_rtl_files exits 2 for a core the manifest does not have")
    if tools.shutil.which(os.environ.get("YOSYS", "yosys")):
        (work / "latch.sv").write_text("module latchy(input logic e, d, output logic q);\n"
                                       "  always_latch if (e) q = d;\nendmodule\n")
        rc, _, err = bash(f'tpb_yosys demo {work}/y.log "$(tpb_yosys_check latchy {work}/latch.sv)" latchy; '
                          'echo "status $?" >&2')
        check("demo: latchy FAIL" in err and "status 1" in err, "tpb_yosys: a latch fails the check, status 1")
        (work / "ok.sv").write_text("module fine(input logic clk, d, output logic q);\n"
                                    "  always_ff @(posedge clk) q <= d;\nendmodule\n")
        rc, _, _ = bash(f'tpb_yosys demo {work}/y2.log "$(tpb_yosys_check fine {work}/ok.sv)"')
        check(rc == 0, "tpb_yosys: a clean design passes")
    else:
        check(False, "yosys is installed (scripts/setup.sh installs it)")


def test_pnr_report(work):
    """pnr_report.py on a small made-up run: a path from a flip-flop of one RTL statement
    through two LUTs (no source location) into a flip-flop of another statement. Synthesis
    names both flip-flops after an unrelated net (as it does), so only the source locations can
    tell where the path runs."""
    run = work / "pnr"
    run.mkdir()
    ycells = {
        "u_x.u_ram.mem_q.0.0": {"type": "DP16KD", "attributes": {"src": "/share/lattice/brams_map.v:1.1-2.2"}},
        "led_TRELLIS_FF_Q_DI_LUT4_Z": {"type": "TRELLIS_FF", "attributes": {
            "src": "rtl/mover/m.sv:749.3-775.6|/share/lattice/cells_map_trellis.v:74.1-74.2"}},
        "led_LUT4_Z_1": {"type": "LUT4", "attributes": {"src": "/share/lattice/cells_map_trellis.v:119.1-120.5"}},
        "led_LUT4_Z_2": {"type": "LUT4", "attributes": {"src": "/share/lattice/cells_map_trellis.v:119.1-120.5"}},
        "ftdi_rxd_TRELLIS_FF_Q": {"type": "TRELLIS_FF", "attributes": {
            "src": "rtl/fpga/stream.sv:568.3-574.6|/share/lattice/cells_map_trellis.v:73.1-73.2"}},
    }
    (run / "tpb_fpga_top.json").write_text(json.dumps({"modules": {"tpb_fpga_top": {"cells": ycells}}}))

    def seg(kind, delay, fr, to):
        return {"type": kind, "delay": delay, "from": {"cell": fr}, "to": {"cell": to}}
    ram, a, l1, l2, b = list(ycells)
    path = [seg("clk-to-q", 0.52, a, a), seg("routing", 2.0, a, l1), seg("logic", 0.24, l1, l1),
            seg("routing", 3.0, l1, l2 + "$CCU2_COMB0"), seg("logic", 0.24, l2, l2), seg("routing", 4.0, l2, b),
            seg("setup", 0.1, b, b)]
    # a second path from a block RAM's output (its cell has no RTL location, but its name is the
    # memory's) into the same flip-flop
    ram_path = [seg("clk-to-q", 5.8, ram, ram), seg("routing", 1.5, ram, l1), seg("logic", 0.24, l1, l1),
                seg("routing", 1.0, l1, b), seg("setup", 0.1, b, b)]

    def report(achieved):
        (run / "nextpnr_report.json").write_text(json.dumps({
            "utilization": {"TRELLIS_COMB": {"used": 100, "available": 83640}},
            "fmax": {"$glbnet$clk": {"achieved": achieved, "constraint": 50.0}},
            "critical_paths": [{"from": "posedge $glbnet$clk", "to": "posedge $glbnet$clk", "path": path},
                               {"from": "posedge $glbnet$clk", "to": "posedge $glbnet$clk", "path": ram_path}]}))
        (run / "yosys_stat.txt").write_text("   LUT4 2\n   TRELLIS_FF 2\n")
        p = subprocess.run([sys.executable, str(ROOT / "scripts" / "tpbflow" / "pnr_report.py"), str(run), "50", "2",
                            "1", "2", "3", "1"], capture_output=True, text=True)
        return p.returncode, (run / "fpga_report.md").read_text()

    def summary():
        return json.loads((run / "fpga_summary.json").read_text())

    rc, md = report(98.0)
    sm = summary()
    check(sm["result"] == "PASS" and sm["seed"] == 2 and sm["clocks"]["$glbnet$clk"]["achieved_mhz"] == 98.0
          and sm["critical_paths"][0]["from"] == "rtl/mover/m.sv:749" and sm["critical_paths"][0]["ns"] == 10.1
          and sm["critical_paths"][1]["from"] == "block RAM u_x.u_ram.mem_q"
          and sm["utilization"]["TRELLIS_COMB"]["used"] == 100,
          "pnr_report: fpga_summary.json holds the result, the seed, the Fmax, the paths' ends and delays")
    check(rc == 0 and "Timing: MET" in md, "pnr_report: Fmax above the constraint is met, status 0")
    check("From `rtl/mover/m.sv:749` to `rtl/fpga/stream.sv:568`: 7 segments" in md,
          "pnr_report: a path's ends named by their RTL statements, not by the nets synthesis named them after")
    check("| `rtl/mover/m.sv:749` | 1 | 0.52 | 0.00 |" in md
          and "| LUTs (no source location) | 4 | 0.48 | 5.00 |" in md
          and "| `rtl/fpga/stream.sv:568` | 2 | 0.10 | 4.00 |" in md,
          "pnr_report: the path's delay split by the RTL statements it runs through")
    check("`led`" not in md and "`ftdi_rxd`" not in md, "pnr_report: no borrowed net names")
    check("From block RAM `u_x.u_ram.mem_q` to `rtl/fpga/stream.sv:568`: 5 segments" in md
          and "| block RAM `u_x.u_ram.mem_q` | 1 | 5.80 | 0.00 |" in md,
          "pnr_report: a block RAM on a path is named by its memory, not counted as LUTs")
    rc, md = report(40.0)
    check(rc == 1 and "Timing: NOT MET" in md and "| 40.00 MHz | 50.00 MHz | NO |" in md,
          "pnr_report: Fmax below the constraint is not met, status 1")
    check(summary()["result"] == "FAIL", "pnr_report: fpga_summary.json says FAIL when timing is not met")


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    build = pathlib.Path(sys.argv[1]).resolve()
    base = pathlib.Path(sys.argv[2])
    base.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=base) as d:
        work = pathlib.Path(d)
        for t in (test_plan_as_data, test_run_one, test_tools, test_generators, test_flow_sh, test_pnr_report):
            print(t.__name__)
            t(work)
        print("test_regress_plan")
        test_regress_plan(build, work)
    print("test_flow: PASS" if not failures else f"test_flow: FAIL ({len(failures)} checks)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
