#!/usr/bin/env python3
"""Tests of scripts/regress.py on Dask distributed (docs/robustness.md, "Error injection at scale").

usage: test_dask.py BUILD WORKDIR MODE

MODE
  scheduler   a real `dask scheduler` and two `dask worker` processes on 127.0.0.1 (free
              ports): a small regression through --scheduler has the same totals as the same
              regression on the default LocalCluster (seeds, runs, words, error tallies,
              per-run words)
  killworker  a real worker process is killed (SIGKILL) while a testbench of its runs: the
              regression finishes, its testbench process died with it, and every planned run
              is counted exactly once (the lost one rerun by Dask on the other worker); and a
              run that kills its worker each time ends as KilledWorker, counted once as a
              failure with its reproduction command
  failures    one run crashes (SIGSEGV), one hangs past --timeout: both reported once as
              failures with their reproduction command, the rest passes, exit status 1
  jobqueue    dask-jobqueue imports, and a SLURMCluster / PBSCluster / LSFCluster configured
              like docs/robustness.md writes a job script that starts a Dask worker (no batch
              system needed: nothing is submitted)

Prints "test_dask MODE: PASS" at the end; any failed check raises.
"""

import json
import os
import pathlib
import signal
import socket
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
REGRESS = ROOT / "scripts" / "regress.py"
# A small mix: every kind but the lockstep (the CI-size CTest runs that), short runs.
SMALL = ["--only", "decoder", "--only", "mover", "--only", "dve", "--seeds", "2",
         "--dve-count", "300", "--mover-count", "60", "--lockstep-words", "1500"]


def check(cond, what):
    if not cond:
        raise SystemExit(f"test_dask: FAILED: {what}")
    print(f"  ok: {what}")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class DaskCluster:
    """`dask scheduler` and N `dask worker` processes (no nanny: the worker is the process)."""

    def __init__(self, work, nworkers, nanny=False, env=None):
        self.work = work
        self.procs = []
        self.addr = f"tcp://127.0.0.1:{free_port()}"
        self.logs = []
        self.start(["scheduler", "--host", "127.0.0.1", "--port", self.addr.rsplit(":", 1)[1],
                    "--no-dashboard"], "scheduler", env)
        self.workers = [self.start(["worker", self.addr, "--host", "127.0.0.1", "--nthreads", "1",
                                    "--nanny" if nanny else "--no-nanny", "--no-dashboard", "--name", f"w{i}",
                                    "--local-directory", str(work / f"w{i}")], f"worker{i}")
                        for i in range(nworkers)]
        from distributed import Client
        with Client(self.addr, timeout=60) as c:
            c.wait_for_workers(nworkers, timeout=60)
            self.worker_addr = {w["name"]: a for a, w in c.scheduler_info(n_workers=-1)["workers"].items()}
        print(f"  dask cluster at {self.addr}: {len(self.workers)} workers")

    def start(self, args, name, env=None):
        log = open(self.work / f"{name}.log", "w")
        self.logs.append(log)
        p = subprocess.Popen([sys.executable, "-m", "dask"] + args, stdout=log, stderr=subprocess.STDOUT,
                             start_new_session=True, env=dict(os.environ, **(env or {})))
        self.procs.append(p)
        return p

    def close(self):
        """SIGTERM to each process group, then SIGKILL to what is left after 5 s (a nanny's
        worker is in its group: no process of the cluster outlives the test)."""
        for p in reversed(self.procs):
            if p.poll() is None:
                p.terminate()
        end = time.monotonic() + 5
        for p in self.procs:
            try:
                p.wait(timeout=max(0.1, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            p.wait()
        for log in self.logs:
            log.close()


def regress(build, out, extra, check_rc=0):
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, str(REGRESS), "--build", str(build), "--out", str(out),
                        "--progress", "off"] + extra, capture_output=True, text=True, timeout=600)
    print(f"  regress {' '.join(extra)}: exit {p.returncode} in {time.monotonic() - t0:.1f} s")
    if (check_rc is not None and p.returncode != check_rc) or not (out / "regress_summary.json").exists():
        print(p.stdout + p.stderr)
        raise SystemExit(f"test_dask: FAILED: regress exit {p.returncode}, expected {check_rc}")
    return p, json.loads((out / "regress_summary.json").read_text())


TOTALS = ["seeds", "planned_runs", "runs", "words", "by_kind", "mismatches", "rejected_writes",
          "decoder_errors", "dve_records", "mover_completions", "cluster_completions", "failures",
          "class_misses"]


def totals(rep):
    t = {k: rep[k] for k in TOTALS}
    t["by_kind"] = {k: {f: v[f] for f in ("runs", "passed", "words")} for k, v in rep["by_kind"].items()}
    t["per_run_words"] = sorted((r["name"], r["words"], r["ok"]) for r in rep["run_log"])
    return t


def test_scheduler(build, work):
    cl = DaskCluster(work, 2)
    try:
        _, remote = regress(build, work / "remote", SMALL + ["--scheduler", cl.addr])
    finally:
        cl.close()
    _, local = regress(build, work / "local", SMALL + ["-j", "2"])
    check(remote["engine"].startswith("scheduler tcp://127.0.0.1:"), "the first regression ran on the scheduler")
    check(local["engine"] == "2 local workers", "the second ran on the default LocalCluster")
    workers = {r["worker"] for r in remote["run_log"]}
    check(workers == set(cl.worker_addr.values()), f"both dask worker processes ran tasks ({len(workers)})")
    a, b = totals(remote), totals(local)
    for k in a:
        check(a[k] == b[k], f"same {k}: {json.dumps(a[k])[:100]}")
    check(remote["runs"] > 0 and remote["words"] > 0 and not remote["failures"], "runs passed, words counted")


def children(pid):
    out = []
    for t in pathlib.Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            out += [int(c) for c in t.read_text().split()]
        except OSError:
            pass
    return out


def cmdline(pid):
    try:
        return pathlib.Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return []


def test_killworker(build, work):
    cl = DaskCluster(work, 2)
    victim, other = cl.workers[0], cl.workers[1]
    out = work / "kill"
    # runs of one to ten seconds (tb_mover at 300 instructions, tb_mover_fpga at 900), so the
    # kill lands inside one; tb_mover_lnc1 refuses every 0xBF and ends in a fraction of a
    # second, so a kill timed after its start could land after its end: it is not a target
    extra = ["--only", "mover", "--seeds", "2", "--mover-count", "300", "--scheduler", cl.addr, "-v"]
    try:
        t0 = time.monotonic()
        rp = subprocess.Popen([sys.executable, str(REGRESS), "--build", str(build), "--out", str(out),
                               "--progress", "off"] + extra, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True)
        killed_tb = killed_json = None
        while time.monotonic() - t0 < 120 and rp.poll() is None:
            kids = [c for c in children(victim.pid)
                    if b"--json" in cmdline(c) and not cmdline(c)[0].endswith(b"_lnc1")]
            if kids:
                argv = cmdline(kids[0])
                killed_tb, killed_json = kids[0], argv[argv.index(b"--json") + 1].decode()
                time.sleep(0.1)  # well inside the run
                victim.send_signal(signal.SIGKILL)
                victim.wait()
                break
            time.sleep(0.01)
        check(killed_tb is not None, f"worker process {victim.pid} SIGKILLed while it ran {killed_json}")
        dead = False
        for _ in range(100):
            try:
                state = pathlib.Path(f"/proc/{killed_tb}/stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                state = "gone"
            if state in ("gone", "Z", "X"):
                dead = True
                break
            time.sleep(0.05)
        check(dead, "its testbench process died with it (no orphan writing the summary)")
        text, _ = rp.communicate(timeout=300)
        print("\n".join("    | " + x for x in text.splitlines()[-6:]))
        check(rp.returncode == 0, f"the regression finished and passed (exit {rp.returncode})")
    finally:
        cl.close()
    log = (work / "scheduler.log").read_text().split("Closing scheduler")[0]
    check(f"Remove worker addr: {cl.worker_addr['w0']} name: w0" in log,
          "the scheduler saw the worker go while the regression ran")
    rep = json.loads((out / "regress_summary.json").read_text())
    names = [r["name"] for r in rep["run_log"]]
    check(rep["planned_runs"] == 6 and rep["runs"] == 6 and len(names) == 6, "6 runs planned, 6 counted")
    check(len(set(names)) == 6, "every planned run counted exactly once")
    check(sum(v["runs"] for v in rep["by_kind"].values()) == 6 and rep["by_kind"]["mover"]["passed"] == 6,
          "by-kind totals: 6 mover runs, 6 passed")
    mine = [r for r in rep["run_log"] if r["json"] == killed_json]
    check(len(mine) == 1 and mine[0]["ok"] and mine[0]["worker"] == cl.worker_addr["w1"],
          f"the lost run ({mine[0]['name'] if mine else killed_json}) counted once, rerun on the other "
          "worker, passed")

    # a run that kills its worker every time: Dask gives up on it (allowed-failures 1: after
    # the second lost worker) with KilledWorker; the report counts it once, as a failure
    work2 = work / "killed"
    work2.mkdir(exist_ok=True)
    cl = DaskCluster(work2, 2, nanny=True, env={"DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES": "1"})
    try:
        p, rep = regress(build, work2 / "out", ["--only", "decoder", "--seeds", "4", "--lockstep-words", "1500",
                                                "--scheduler", cl.addr, "--inject-kill-worker", "2"], check_rc=1)
    finally:
        cl.close()
    text = p.stdout
    print("\n".join("    | " + x for x in text.splitlines()[-4:]))
    check(rep["runs"] == 4 and rep["by_kind"]["decoder"]["passed"] == 3 and len(rep["failures"]) == 1,
          "a run that kills its worker: 4 runs counted, 3 passed, 1 failure")
    check("FAIL tb_decoder_gen2 seed 3 (injected kill-worker): task lost on the cluster" in text
          and "KilledWorker" in text and text.count("  FAIL ") == 1 and text.count("rerun: ") == 1,
          "reported once as lost on the cluster (KilledWorker) with its reproduction command")


def test_failures(build, work):
    out = work / "fail"
    # plan order: mover (tb_mover, tb_mover_fpga, tb_mover_lnc1) seed 1, seed 2, then decoder
    extra = ["--only", "decoder", "--only", "mover", "--seeds", "2", "--mover-count", "20",
             "--timeout", "4", "--inject-hang", "1", "--inject-crash", "6", "-j", "2"]
    t0 = time.monotonic()
    p, rep = regress(build, out, extra, check_rc=1)
    took = time.monotonic() - t0
    text = p.stdout
    print("\n".join("    | " + x for x in text.splitlines()[-12:]))
    check(rep["runs"] == 8 and rep["by_kind"]["decoder"]["passed"] == 1 and rep["by_kind"]["mover"]["passed"] == 5,
          "8 runs counted, the other 6 passed")
    check(len(rep["failures"]) == 2, f"two failures: {rep['failures']}")
    check("FAIL tb_decoder_gen2 seed 1 (injected crash): no summary written (exit -11)" in text
          and "killed by signal SIGSEGV" in text, "the crash reported with its signal")
    check("FAIL tb_mover_fpga seed 1 (injected hang): hung: killed after --timeout 4 s" in text
          and "timed out after 4 s (--timeout), killed" in text, "the hang reported as past its time limit")
    reruns = [x for x in text.splitlines() if x.strip().startswith("rerun: ")]
    check(len(reruns) == 2 and all(sys.executable in x and " -c " in x for x in reruns),
          "each failure printed with its reproduction command")
    check(text.count("  FAIL ") == 2, "no failure counted twice")
    check("coverage report:" in text, "the coverage of the other runs was merged")
    check(text.rstrip().endswith("regress: FAIL (2 of 8 runs failed)"), "verdict FAIL, exit status 1")
    check(took < 60, f"the hang did not hold the regression past its limit ({took:.0f} s)")


def test_jobqueue(build, work):
    import dask
    import dask_jobqueue
    print(f"  dask {dask.__version__}, dask-jobqueue {dask_jobqueue.__version__}")
    common = dict(cores=1, processes=1, memory="2GiB", walltime="02:00:00", log_directory=str(work / "logs"),
                  python=sys.executable)
    for cls, opt, want in ((dask_jobqueue.SLURMCluster, dict(queue="verif", account="tpb"), "#SBATCH -p verif"),
                           (dask_jobqueue.PBSCluster, dict(queue="verif", account="tpb"), "#PBS -q verif"),
                           (dask_jobqueue.LSFCluster, dict(queue="verif", project="tpb"), "#BSUB -q verif")):
        cluster = cls(**common, **opt, scheduler_options={"host": "127.0.0.1", "dashboard_address": None})
        try:
            script = cluster.job_script()
        finally:
            cluster.close()
        check(want in script and "distributed.cli.dask_worker" in script and "--nthreads 1" in script,
              f"{cls.__name__}.job_script(): {want}, one single-thread worker per job")
    # regress.py builds its cluster from Dask's configuration (jobqueue.<system>.*)
    with dask.config.set({"jobqueue.slurm.cores": 1, "jobqueue.slurm.memory": "2GiB",
                          "jobqueue.slurm.queue": "nightly",
                          "jobqueue.slurm.scheduler-options": {"host": "127.0.0.1", "dashboard_address": None}}):
        cluster = dask_jobqueue.SLURMCluster()
        try:
            script = cluster.job_script()
        finally:
            cluster.close()
    check("#SBATCH -p nightly" in script, "SLURMCluster() takes its queue from Dask's configuration")

    # regress.py --jobqueue slurm end to end, with stand-ins for sbatch and scancel that run
    # the job script on this machine: the workers it starts are real Dask workers
    bin_dir, cfg = work / "fake-slurm", work / "dask-config"
    bin_dir.mkdir(exist_ok=True)
    cfg.mkdir(exist_ok=True)
    (bin_dir / "sbatch").write_text(f"""#!/bin/sh
# stand-in: run the job script here, print what sbatch prints
script=$(mktemp {work}/job.XXXXXX); cat "$1" > "$script"
setsid sh "$script" > "$script.log" 2>&1 < /dev/null &
echo "Submitted batch job $!"
""")
    (bin_dir / "scancel").write_text("#!/bin/sh\nfor j in \"$@\"; do kill -TERM -- -$j 2>/dev/null; done; exit 0\n")
    for f in ("sbatch", "scancel"):
        (bin_dir / f).chmod(0o755)
    (cfg / "jobqueue.yaml").write_text(f"""jobqueue:
  slurm:
    cores: 1
    processes: 1
    memory: 1GiB
    walltime: "00:10:00"
    python: {sys.executable}
    log-directory: {work / "logs"}
    scheduler-options:
      host: 127.0.0.1
      dashboard_address: null
    worker-extra-args: ["--host", "127.0.0.1"]
""")
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}", DASK_CONFIG=str(cfg))
    out = work / "jq"
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, str(REGRESS), "--build", str(build), "--out", str(out), "--progress", "off",
                        "--jobqueue", "slurm", "--jobqueue-jobs", "2", "--only", "decoder", "--seeds", "4",
                        "--lockstep-words", "1500"], capture_output=True, text=True, timeout=240, env=env)
    print("\n".join("    | " + x for x in (p.stdout + p.stderr).splitlines()[-5:]))
    check(p.returncode == 0, f"regress.py --jobqueue slurm with stand-in sbatch: exit {p.returncode} "
          f"({time.monotonic() - t0:.1f} s)")
    rep = json.loads((out / "regress_summary.json").read_text())
    check(rep["engine"] == "slurm jobs (2 asked)" and rep["runs"] == 4 and rep["by_kind"]["decoder"]["passed"] == 4
          and all(r["worker"].startswith("tcp://127.0.0.1:") for r in rep["run_log"]),
          "4 runs on the batch-job workers, all passed")


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    build, work, mode = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve(), sys.argv[3]
    work.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    {"scheduler": test_scheduler, "killworker": test_killworker, "failures": test_failures,
     "jobqueue": test_jobqueue}[mode](build, work)
    print(f"test_dask {mode}: PASS ({time.monotonic() - t0:.1f} s)")


if __name__ == "__main__":
    main()
