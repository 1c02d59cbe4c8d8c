#!/usr/bin/env python3
"""Doc tests: every command the docs show runs in CI.

The commands are taken from the Markdown files of the repository (README.md, docs/*.md and
the READMEs of the other folders): shell lines of the fenced blocks (``sh``, ``bash``,
``console`` or unlabeled) and inline code spans, whenever their first word is one of the
kit's programs (scripts/..., build/..., tpb, tpb_lockstep, tb_*, cmake, ctest, ...).

Each command, exactly as the docs show it (white space folded, trailing comment dropped),
must have an entry in tests/docs/commands.toml saying how CI runs it:

  run = "SHELL"     run this, in a scratch folder that mirrors the repository (every top-level
                    entry linked, build/ linked to the build folder); "{doc}" stands for the
                    command itself, so most entries run the documented line verbatim, others
                    the same line at a small size
  expect = N        the exit status it must end with (default 0)
  grep = "REGEX"    a line its output must contain (optional)
  same = "CMD"      run by the entry of another documented command (which must exist)
  ctest = "REGEX"   run by a CTest of the kit's own (the name must exist in the build)
  exempt = "WHY"    not run (only the test command itself, which CI runs, and programs that
                    need a board on USB)
  needs = "FIXTURE" (with run) a CTest fixture it requires: a file another CTest writes, e.g.
                    the synthesis check's netlist that the gate-level entry simulates
  cost = SECONDS    (with run) about how long it runs: CTest starts the costly ones first, so
                    a fresh build folder (no timing history yet) keeps both cores busy to the end
  long = true       (with run) a long run (minutes even on a fast machine): CTest label
                    `long`, which the test command leaves out unless given --long

  --check      every documented command has an entry, every entry is still in the docs,
               every scripts/* entry point is run by some entry; exit 1 naming the rest
  --list       one line per entry that runs: ID, timeout, uses-the-build flag, fixture ("-"
               when none), cost, label ("long" or "-"), name; tab-separated (for CMake)
  --run ID     run that entry; exit 0 when it ends as expected
  --show       print every documented command with the file and line it stands on
  --help-check every scripts/* entry point and every program of the build prints its usage on
               -h and on --help, exits 0, creates no file and is done within seconds
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

# The first word of a line (or code span) that makes it a command.
PROGRAM = re.compile(
    r"^(?:scripts/\S+|build/\S+|tests/\S+\.(?:py|sh)|\.ci/run|tpb|tpb_lockstep|tb_[a-z0-9_]+|"
    r"cmake|ctest|fusesoc|openFPGALoader|fujprog)(?=\s|$)")
SHELL_LANGS = {"", "sh", "bash", "shell", "console"}


@dataclass(frozen=True)
class Found:
    command: str
    path: str
    line: int


def _strip_comment(line: str) -> str:
    """Drop a trailing `# comment` (a # after white space, outside quotes)."""
    quote = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i]
    return line


def normalize(cmd: str) -> str:
    return " ".join(cmd.split())


FILE_SUFFIXES = (".bit", ".md", ".fst", ".json", ".bin", ".s", ".log", ".info", ".txt", ".hex", ".dat",
                 ".ys", ".f", ".sv", ".v", ".toml", ".lpf")
# a file path under one of these folders names a file of the repository, which must exist
# (a path under build/ or a run folder names an output)
REPO_FOLDERS = ("scripts/", "rtl/", "cmodel/", "tb/", "tests/", "constraints/", "docs/")


def is_file_path(cmd: str) -> bool:
    """`build/fpga/tpb_fpga_top.bit`: a file the docs name, not a command."""
    return " " not in cmd and cmd.endswith(FILE_SUFFIXES)


def is_mention(cmd: str) -> bool:
    """A program named in prose (`tpb_lockstep`, `tpb fpga check`, `scripts/fuzz.sh`): no
    options and no arguments. Some entry that runs must run it; it needs no entry of its own."""
    words = cmd.split()
    return all(re.fullmatch(r"[a-z][a-z0-9_-]*(\\\|[a-z0-9_-]+)*", w) for w in words[1:]) and len(words) <= 3


def mention_patterns(cmd: str) -> list[re.Pattern]:
    """What a run must contain to cover a mention: `tb_dve_<gen>` and `tb_mover*` are patterns,
    `tpb dve info\\|lookup` names two subcommands."""
    words = cmd.split()
    alts = words[-1].split("\\|") if len(words) > 1 else [words[-1]]
    out = []
    for alt in alts:
        text = " ".join(words[:-1] + [alt]) if len(words) > 1 else alt
        text = text.rsplit("/", 1)[-1] if text.startswith("build/") else text
        rx = re.escape(text)
        rx = re.sub(r"<[^>]+>|\\\*", r"\\S*", rx)
        # a lone program name also stands for its family (`tb_dve` for tb_dve_gen3 ...)
        end = r"\S*" if len(words) == 1 else r"(?=\s|$)"
        out.append(re.compile(r"(^|[\s/])" + rx + end))
    return out


def extract_text(text: str, path: str = "<text>") -> list[Found]:
    """Commands in one Markdown text, in order."""
    found: list[Found] = []
    lines = text.splitlines()
    in_block = False
    lang = ""
    pending = ""
    pending_line = 0
    for no, raw in enumerate(lines, 1):
        fence = re.match(r"^\s*```\s*([A-Za-z0-9_+-]*)", raw)
        if fence:
            if in_block:
                in_block = False
                pending = ""
            else:
                in_block = True
                lang = fence.group(1).lower()
            continue
        if in_block:
            if lang not in SHELL_LANGS:
                continue
            body = raw.rstrip()
            if pending:
                body = pending + " " + body.strip()
                start = pending_line
            else:
                start = no
            if body.endswith("\\"):
                pending, pending_line = body[:-1].rstrip(), start
                continue
            pending = ""
            cmd = normalize(_strip_comment(body))
            cmd = re.sub(r"^\$\s+", "", cmd)  # a console prompt
            if cmd and PROGRAM.match(cmd):
                found.append(Found(cmd, path, start))
            continue
        for m in re.finditer(r"`([^`\n]+)`", raw):
            cmd = normalize(m.group(1))
            if PROGRAM.match(cmd):
                found.append(Found(cmd, path, no))
    return found


def doc_files(src: Path) -> list[Path]:
    """The Markdown files whose commands count: README.md, docs/, every other folder's .md."""
    out = []
    for p in sorted(src.rglob("*.md")):
        rel = p.relative_to(src)
        if rel.parts[0].startswith("build") or rel.parts[0].startswith("."):
            continue
        out.append(p)
    return out


def extract(src: Path) -> list[Found]:
    found = []
    for p in doc_files(src):
        found += extract_text(p.read_text(encoding="utf-8"), str(p.relative_to(src)))
    return found


def load_table(path: Path) -> dict[str, dict]:
    with open(path, "rb") as f:
        data = tomllib.load(f)
    table: dict[str, dict] = {}
    for entry in data.get("command", []):
        doc = normalize(entry["doc"])
        kinds = [k for k in ("run", "same", "ctest", "exempt") if k in entry]
        if len(kinds) != 1:
            raise SystemExit(f"commands.toml: '{doc}' needs exactly one of run/same/ctest/exempt, has {kinds}")
        if doc in table:
            raise SystemExit(f"commands.toml: '{doc}' listed twice")
        table[doc] = entry
    return table


def runnable(table: dict[str, dict]) -> list[str]:
    return [doc for doc, e in table.items() if "run" in e]


def entry_id(i: int) -> str:
    return f"c{i:03d}"


def ctest_list(build: Path) -> list[str] | None:
    """The CTest names of a configured build folder (None without one)."""
    if not (build / "CTestTestfile.cmake").exists():
        return None
    p = subprocess.run(["ctest", "-N"], cwd=build, stdout=subprocess.PIPE, text=True)
    return [m.group(1) for m in re.finditer(r"^\s*Test\s+#\d+: (.*)$", p.stdout, re.MULTILINE)]


def check(src: Path, table: dict[str, dict], helped: list[str] = (), build: Path | None = None) -> list[str]:
    """Problems: documented commands without an entry, stale entries, scripts no entry runs.
    A program named in prose is also run by the --help check (`helped`: their names)."""
    problems = []
    everything = extract(src)
    for f in everything:
        if is_file_path(f.command) and f.command.startswith(REPO_FOLDERS) and "<" not in f.command \
                and "*" not in f.command and not (src / f.command).exists():
            problems.append(f"{f.path}:{f.line}: names `{f.command}`, which the repository does not have")
    found = [f for f in everything if not is_file_path(f.command)]
    documented = {f.command for f in found}
    run_text = "\n".join(e["run"].replace("{doc}", doc) for doc, e in table.items() if "run" in e)
    covered_text = run_text + "\n" + "\n".join(doc for doc, e in table.items() if "run" not in e)
    covered_text += "\n" + "\n".join(f"{name} --help" for name in helped)
    for f in found:
        if f.command in table:
            continue
        if is_mention(f.command):
            for rx in mention_patterns(f.command):
                if not any(rx.search(line) for line in covered_text.splitlines()):
                    problems.append(f"{f.path}:{f.line}: no entry of tests/docs/commands.toml runs `{f.command}`")
            continue
        problems.append(f"{f.path}:{f.line}: documented command has no entry in tests/docs/commands.toml: {f.command}")
    for doc, e in table.items():
        if doc not in documented:
            problems.append(f"commands.toml: entry no longer in any doc: {doc}")
        if "same" in e and normalize(e["same"]) not in table:
            problems.append(f"commands.toml: '{doc}' is run by '{e['same']}', which has no entry")
        if "same" in e and "run" not in table.get(normalize(e["same"]), {}):
            problems.append(f"commands.toml: '{doc}' is run by '{e['same']}', which does not run")
    ctest_names = ctest_list(build) if build else None
    for doc, e in table.items():
        if "ctest" in e and ctest_names is not None and not any(re.search(e["ctest"], n) for n in ctest_names):
            problems.append(f"commands.toml: '{doc}' is run by the CTest /{e['ctest']}/, which this build does not have")
    for script in sorted((src / "scripts").iterdir()):
        if script.is_file() and os.access(script, os.X_OK) and f"scripts/{script.name}" not in covered_text:
            problems.append(f"scripts/{script.name}: no documented command runs this entry point")
        if script.is_file() and not os.access(script, os.X_OK) and script.suffix in (".sh", ".py"):
            problems.append(f"scripts/{script.name}: not executable")
    return problems


def programs(src: Path, build: Path) -> list[Path]:
    """The entry points: scripts/* (executable) and the build's own executables."""
    out = [p for p in sorted((src / "scripts").iterdir()) if p.is_file() and os.access(p, os.X_OK)]
    if build.is_dir():
        for p in sorted(build.rglob("*")):
            rel = p.relative_to(build).parts
            # cocotb/: the simulators cocotb's runner builds for its benches (tb/cocotb), driven by
            # cocotb, not by a person
            if "CMakeFiles" in rel or rel[0].startswith("_") or rel[0] == "cocotb":
                continue
            if not p.is_file() or p.is_symlink():
                continue
            if not os.access(p, os.X_OK) or p.suffix in (".so", ".sh", ".py", ".a"):
                continue
            with open(p, "rb") as f:
                if f.read(4) != b"\x7fELF":
                    continue
            out.append(p)
    return out


def help_check(src: Path, build: Path) -> list[str]:
    problems = []
    progs = programs(src, build)
    for prog in progs:
        for flag in ("-h", "--help"):
            work = Path(tempfile.mkdtemp(prefix="tpb-help-"))
            t0 = time.monotonic()
            try:
                p = subprocess.run([str(prog), flag], cwd=work, stdin=subprocess.DEVNULL, timeout=30,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
                rc, out = p.returncode, p.stdout
            except subprocess.TimeoutExpired:
                rc, out = None, ""
            dt = time.monotonic() - t0
            made = sorted(x.name for x in work.iterdir())
            shutil.rmtree(work, ignore_errors=True)
            name = str(prog.relative_to(src) if prog.is_relative_to(src) else prog.relative_to(build.parent))
            what = []
            if rc != 0:
                what.append("timed out" if rc is None else f"exit {rc}")
            if not re.search(r"usage|options", out, re.IGNORECASE):
                what.append("no usage text")
            if made:
                what.append(f"created {made}")
            if dt > 20:
                what.append(f"took {dt:.0f} s")
            status = "ok" if not what else "FAIL: " + ", ".join(what)
            print(f"help: {name} {flag}: {status}")
            if what:
                problems.append(f"{name} {flag}: " + ", ".join(what))
    print(f"help: {len(progs)} programs, {len(problems)} problems")
    return problems


def scratch_dir(src: Path, build: Path) -> Path:
    """A folder that looks like the repository: every top-level entry linked, build/ -> build."""
    work = Path(tempfile.mkdtemp(prefix="tpb-doc-"))
    for entry in src.iterdir():
        if entry.name in ("build", ".git") or entry.name.startswith("build-"):
            continue
        (work / entry.name).symlink_to(entry)
    (work / "build").symlink_to(build)
    return work


def run_entry(src: Path, build: Path, doc: str, entry: dict, keep: bool = False) -> int:
    script = entry["run"].replace("{doc}", doc)
    work = scratch_dir(src, build)
    env = dict(os.environ)
    bins = [build / "cmodel", build / "tb" / "lockstep", build / "tb" / "fpga", build / "tb" / "mover",
            build / "tb" / "dve", build / "tb" / "mailbox", build / "tests" / "bench"]
    env["PATH"] = os.pathsep.join([str(b) for b in bins] + [env.get("PATH", "")])
    env["TPB_BUILD_DIR"] = str(build)
    env["TPB_SRC"] = str(src)
    env.setdefault("TPB_JOBS", "2")
    expect = int(entry.get("expect", 0))
    timeout = int(entry.get("timeout", 900))
    print(f"doc-test: documented : {doc}")
    print(f"doc-test: runs       : {script}")
    print(f"doc-test: in         : {work} (expect exit {expect})", flush=True)
    t0 = time.monotonic()
    try:
        p = subprocess.run(["bash", "-o", "pipefail", "-ec", script], cwd=work, env=env, timeout=timeout,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
        out, rc = p.stdout, p.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        rc = None
    dt = time.monotonic() - t0
    lines = out.splitlines()
    tail = lines[-60:] if len(lines) > 60 else lines
    print("\n".join(tail))
    ok = rc == expect
    why = ""
    if rc is None:
        why = f"timed out after {timeout} s"
        ok = False
    elif rc != expect:
        why = f"exit {rc}, expected {expect}"
    if ok and "grep" in entry and not re.search(entry["grep"], out, re.MULTILINE):
        ok = False
        why = f"output has no line matching /{entry['grep']}/"
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    print(f"doc-test: {'PASS' if ok else 'FAIL'} in {dt:.1f} s{': ' + why if why else ''}")
    return 0 if ok else 1


def main(argv: list[str]) -> int:
    here = Path(__file__).resolve().parent
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    ap.add_argument("--src", type=Path, default=here.parent.parent, help="repository root")
    ap.add_argument("--build", type=Path, default=None, help="build folder (default SRC/build)")
    ap.add_argument("--table", type=Path, default=here / "commands.toml")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--list", action="store_true")
    g.add_argument("--show", action="store_true")
    g.add_argument("--run", metavar="ID")
    g.add_argument("--help-check", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the scratch folder of --run")
    a = ap.parse_args(argv)
    src = a.src.resolve()
    build = (a.build or src / "build").resolve()
    table = load_table(a.table)
    if a.show:
        for f in extract(src):
            kind = "file" if is_file_path(f.command) else "mention" if is_mention(f.command) else "command"
            print(f"{f.path}:{f.line}: [{kind}] {f.command}")
        return 0
    if a.help_check:
        return 1 if help_check(src, build) else 0
    if a.check:
        problems = check(src, table, [p.name for p in programs(src, build) if p.parent.name != "scripts"], build)
        for p in problems:
            print(p)
        n = len(extract(src))
        print(f"doc-test: {n} documented commands, {len(table)} entries, {len(problems)} problems")
        return 1 if problems else 0
    docs = runnable(table)
    if a.list:
        for i, doc in enumerate(docs):
            e = table[doc]
            name = doc
            name = name.replace(";", ",")  # a CMake list separator
            uses_build = int(bool(re.search(r"scripts/(build\.sh|run_main\.sh|bench_lockstep\.sh|bench_memory\.sh|gatelevel\.sh|mutation\.py)", e["run"].replace("{doc}", doc))))
            print(f"{entry_id(i)}\t{int(e.get('timeout', 900))}\t{uses_build}\t{e.get('needs', '-')}\t"
                  f"{int(e.get('cost', 0))}\t{'long' if e.get('long') else '-'}\t{name}")
        return 0
    ids = {entry_id(i): doc for i, doc in enumerate(docs)}
    if a.run not in ids:
        print(f"doc-test: no entry {a.run} (see --list)", file=sys.stderr)
        return 2
    return run_entry(src, build, ids[a.run], table[ids[a.run]], a.keep)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
