"""The kit's run engine: a plan of runs as data, each run one Dask task.

Used by every flow that runs many processes: scripts/regress.py (error injection at scale),
scripts/coverage_rtl.py (the RTL coverage regression), scripts/mutation.py (the mutation
campaign) and scripts/fpga_seeds.py (the board's place and route at several seeds). What they share lives here and nowhere else:

- `Run`: one run as data (its kind, a name, the command, the summary file it writes, the exit
  status it must end with, extra environment). A plan is a list of runs; `save_plan` /
  `load_plan` write and read it as JSON, so a plan can be looked at, edited, and run again
  (`scripts/regress.py --save-plan FILE`, `--plan FILE`).
- `run_one`: the Dask task (run the command, read its summary, return a plain dict).
- `add_cluster_options` / `start_client`: where the runs go (a LocalCluster of -j workers,
  --scheduler, --jobqueue), the per-run time limit and Dask's retries.
- `submit` / `completed`: submit a plan and take the results as they come, a task lost on the
  cluster turned into a failed result (`lost_result`) rather than an exception.
- `Progress`: one live line on a terminal.
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import subprocess
import sys
import time
import uuid
from dataclasses import asdict, dataclass, field


class EngineError(Exception):
    """A plan file that cannot be read, or a cluster that cannot be reached."""


@dataclass
class Run:
    kind: str                    # lockstep, dve, mover, decoder, coverage, mutant, ...
    name: str                    # one line that says what the run is
    argv: list                   # the command (strings)
    json: str | None = None      # the run summary the command writes (--json), if any
    expect_class: str | None = None  # a decoder error class the run must raise (regress.py)
    rc: int = 0                  # the exit status the run must end with
    env: dict = field(default_factory=dict)  # added to the environment of the command

    def __post_init__(self):
        self.argv = [str(x) for x in self.argv]
        self.json = None if self.json is None else str(self.json)
        self.env = {k: str(v) for k, v in (self.env or {}).items()}

    def to_dict(self):
        return asdict(self)

    @classmethod
    def from_dict(cls, d):
        unknown = set(d) - {f for f in cls.__dataclass_fields__}
        if unknown:
            raise EngineError(f"run '{d.get('name', '?')}': unknown field(s) {', '.join(sorted(unknown))}")
        try:
            return cls(**d)
        except TypeError as e:
            raise EngineError(f"run '{d.get('name', '?')}': {e}") from None


def save_plan(runs, path):
    pathlib.Path(path).write_text(json.dumps({"runs": [r.to_dict() for r in runs]}, indent=1) + "\n")


def load_plan(path):
    try:
        data = json.loads(pathlib.Path(path).read_text())
    except (OSError, ValueError) as e:
        raise EngineError(f"plan {path}: {e}") from None
    if not isinstance(data, dict) or not isinstance(data.get("runs"), list):
        raise EngineError(f"plan {path}: want an object with a list 'runs'")
    return [Run.from_dict(d) for d in data["runs"]]


def run_one(run, timeout):
    """One run (a Run, or its to_dict() as submit() sends it) as a Dask task, on whichever
    worker gets it: run the command, read its summary. Returns a plain dict (no exception for a
    failing command: that is a result)."""
    if isinstance(run, dict):
        run = Run(**run)
    import ctypes
    import signal
    js = pathlib.Path(run.json) if run.json else None
    if js is not None and js.exists():
        js.unlink()
    worker = ""
    try:
        from distributed import get_worker
        worker = get_worker().address
    except (ImportError, ValueError):
        pass

    def die_with_worker():
        # A worker that is killed must not leave its testbench running (and writing the
        # summary the retried task reads): the kernel kills the child when this thread ends.
        try:
            ctypes.CDLL(None).prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass

    env = dict(os.environ, **run.env) if run.env else None
    t0 = time.monotonic()
    timed_out = False
    try:
        p = subprocess.run(run.argv, capture_output=True, text=True, timeout=timeout, env=env,
                           preexec_fn=die_with_worker)
        rc, text = p.returncode, p.stdout + p.stderr
        if rc < 0:
            try:
                text += f"\nkilled by signal {signal.Signals(-rc).name}"
            except ValueError:
                text += f"\nkilled by signal {-rc}"
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        rc, text, timed_out = -1, out + f"\ntimed out after {timeout} s (--timeout), killed", True
    except OSError as e:
        rc, text = -1, f"cannot run {run.argv[0]} on worker {worker or '?'}: {e}"
    took = time.monotonic() - t0
    summary = None
    if js is not None and js.exists():
        try:
            summary = json.loads(js.read_text())
        except ValueError as e:
            text += f"\nunreadable summary {js}: {e}"
    tail = "\n".join(text.strip().splitlines()[-12:])
    return {"kind": run.kind, "name": run.name, "argv": run.argv, "rc": rc, "rc_expected": run.rc,
            "seconds": took, "summary": summary, "output": tail, "class": run.expect_class,
            "worker": worker, "json": run.json, "timed_out": timed_out}


def lost_result(run, exc):
    """The result of a run whose task itself failed (KilledWorker, a cancelled task, ...)."""
    return {"kind": run.kind, "name": run.name, "argv": run.argv, "rc": None, "rc_expected": run.rc,
            "seconds": 0.0, "summary": None,
            "output": f"task failed on the cluster: {type(exc).__name__}: {exc}", "class": run.expect_class,
            "worker": "", "json": run.json, "timed_out": False}


def run_ok(r):
    """The run ended with its expected exit status and, when it writes a summary, a PASS one."""
    if r["rc"] != r.get("rc_expected", 0):
        return False
    if r.get("json") is None:
        return True
    return r["summary"] is not None and r["summary"].get("result") == "PASS"


def add_cluster_options(ap, timeout=1800, jobs=None):
    """The Dask options every regression of the kit takes (regress.py, coverage_rtl.py run,
    mutation.py run): where the runs go (a LocalCluster of -j workers, --scheduler, --jobqueue),
    the per-run time limit and Dask's retries. start_client() reads them."""
    ap.add_argument("-j", "--jobs", type=int, default=jobs or os.cpu_count() or 2,
                    help="workers of the local cluster (default: %(default)s)")
    ap.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                    help="submit to this running Dask scheduler instead of a local cluster (its workers "
                         "must see the build and --out folders at the same paths)")
    ap.add_argument("--jobqueue", choices=["slurm", "pbs", "lsf"],
                    help="start the workers as batch jobs through dask-jobqueue (settings: Dask's "
                         "jobqueue configuration)")
    ap.add_argument("--jobqueue-jobs", type=int, default=4, help="batch jobs to ask for with --jobqueue")
    ap.add_argument("--connect-timeout", type=int, default=30, help="seconds to reach --scheduler")
    ap.add_argument("--timeout", type=int, default=timeout, help="seconds per run; a run past it is killed "
                    "and counted as a failure (default: %(default)s)")
    ap.add_argument("--retries", type=int, default=1,
                    help="Dask retries of a task that raised (a testbench that fails is not retried)")


def local_options(jobs):
    """add_cluster_options' values for a LocalCluster of `jobs` workers (callers without a
    command line of their own)."""
    return argparse.Namespace(jobs=jobs, scheduler=None, jobqueue=None, jobqueue_jobs=4,
                              connect_timeout=30, retries=1)


def share_library(client):
    """Make this package importable on the scheduler and the workers of another process or
    machine (the task is tpbflow.engine.run_one, pickled by name): Dask's upload_file of a zip
    of the package, which Dask also gives workers that join later."""
    import tempfile
    import zipfile
    here = pathlib.Path(__file__).resolve().parent
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="tpbflow-"))
    zpath = tmp / "tpbflow.zip"
    with zipfile.ZipFile(zpath, "w") as z:
        for f in sorted(here.glob("*.py")):
            z.write(f, f"tpbflow/{f.name}")
    try:
        client.upload_file(str(zpath))
    finally:
        zpath.unlink()
        tmp.rmdir()


def start_client(a):
    """(client, cluster to close or None, where): an existing scheduler, a dask-jobqueue
    cluster or a LocalCluster, from add_cluster_options' values."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise EngineError("Dask distributed is not installed (scripts/setup.sh installs the pinned version)") from None
    if a.scheduler and a.jobqueue:
        raise EngineError("--scheduler and --jobqueue exclude each other")
    if a.scheduler:
        try:
            client = Client(a.scheduler, timeout=a.connect_timeout)
        except OSError as e:
            raise EngineError(f"cannot reach the Dask scheduler {a.scheduler}: {e}") from None
        share_library(client)
        return client, None, f"scheduler {a.scheduler}"
    if a.jobqueue:
        import dask_jobqueue
        cls = {"slurm": dask_jobqueue.SLURMCluster, "pbs": dask_jobqueue.PBSCluster,
               "lsf": dask_jobqueue.LSFCluster}[a.jobqueue]
        # queue, account, cores, memory, walltime, ...: Dask's configuration
        # (jobqueue.<system>.* in ~/.config/dask/jobqueue.yaml or DASK_JOBQUEUE__... variables)
        cluster = cls()
        cluster.scale(jobs=a.jobqueue_jobs)
        client = Client(cluster)
        share_library(client)
        return client, cluster, f"{a.jobqueue} jobs ({a.jobqueue_jobs} asked)"
    cluster = LocalCluster(n_workers=a.jobs, threads_per_worker=1, processes=False,
                           dashboard_address=None)
    return Client(cluster), cluster, f"{a.jobs} local workers"


def submit(client, runs, timeout, retries=1, prefix="run", priorities=None):
    """One task per run, in plan order (priority: higher first); the futures, in plan order.
    The run travels as a plain dict; the task function by name (start_client gives remote
    workers this package)."""
    tag = uuid.uuid4().hex[:8]
    return [client.submit(run_one, r.to_dict(), timeout, key=f"{prefix}-{tag}-{i:06d}", pure=False, retries=retries,
                          priority=0 if priorities is None else priorities[i])
            for i, r in enumerate(runs)]


def completed(futures, runs):
    """(plan index, result) as the tasks finish; a task that failed on the cluster yields its
    lost_result, a cancelled one nothing."""
    from distributed import as_completed
    index = {f.key: i for i, f in enumerate(futures)}
    for f in as_completed(list(futures)):
        i = index[f.key]
        if f.cancelled():
            continue
        try:
            r = f.result()
        except Exception as e:  # noqa: BLE001  (KilledWorker, CancelledError, past its retries)
            if f.cancelled():
                continue
            r = lost_result(runs[i], e)
        f.release()
        yield i, r


class Progress:
    """One live line (runs done/total, words, failures, rate, time left) on a terminal."""

    def __init__(self, total_runs, total_planned, enabled, prog="regress"):
        self.total, self.planned, self.on, self.prog = total_runs, total_planned, enabled, prog
        self.done = self.failed = self.words = 0
        self.done_planned = 0.0
        self.t0 = time.monotonic()
        self.last = 0.0

    def update(self, planned, words, failed):
        self.done += 1
        self.done_planned += planned
        self.words += words
        self.failed += failed
        now = time.monotonic()
        if self.on and (now - self.last > 0.2 or self.done == self.total):
            self.last = now
            self.draw(now)

    def draw(self, now):
        el = now - self.t0
        rate = self.words / el if el > 0 else 0.0
        left = el * (self.planned - self.done_planned) / self.done_planned if self.done_planned else 0.0
        m, sec = divmod(int(left + 0.5), 60)
        h, m = divmod(m, 60)
        sys.stdout.write(f"\r\033[K{self.prog}: {self.done}/{self.total} runs, {self.words:,} words, "
                         f"{self.failed} failed, {rate:,.0f} words/s, {h}:{m:02d}:{sec:02d} left")
        sys.stdout.flush()

    def say(self, line):
        if self.on:
            sys.stdout.write("\r\033[K")
        print(line)
        if self.on:
            self.draw(time.monotonic())

    def close(self):
        if self.on:
            sys.stdout.write("\r\033[K")
            sys.stdout.flush()
