#!/usr/bin/env python3
"""The test suite's own rules, checked over a build folder and the clone (docs/robustness.md,
"Tests that can fail"):

  1. no CTest is judged by CTest's PASS_REGULAR_EXPRESSION, which ignores the exit status (a
     program that prints its verdict and then crashes would pass): tpb_run_test judges both;
  2. every `ctest` command line the kit runs or documents that selects tests (-R, -E, -L, -LE)
     passes --no-tests=error, so a filter that matches nothing fails instead of passing empty;
  3. no test output is committed (CTest's Testing/ folder, build folders, logs).

usage: tests/proof/check_tests.py BUILD_DIR
       tests/proof/check_tests.py --self-test    each rule on planted cases: all three must be found
Exit status: 0 every rule holds; 1 a rule is broken (each case named); 2 usage error.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Where ctest command lines live: the scripts, CI, the docs and their command list.
SCANNED = ["scripts/*.sh", "scripts/*.py", "scripts/tpbflow/*.py", "scripts/tpbflow/*.sh", ".ci/run", "README.md",
           "docs/*.md", "tests/docs/commands.toml", "tests/examples/README.md", "tests/**/*.cmake",
           "tests/**/CMakeLists.txt", "tb/**/CMakeLists.txt"]
CTEST = re.compile(r"\bctest\b([^\n`\"';|&)]*)")
SELECT = re.compile(r"(^|\s)-(R|E|L|LE)(\s|$)")
COMMITTED_OUTPUT = re.compile(r"(^|/)(Testing|build[^/]*)/|\.log$")


def self_test():
    """Plant one case of each rule in a scratch project and require every one to be found."""
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        d = pathlib.Path(d)
        (d / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.20)\nproject(t NONE)\nenable_testing()\n"
                                          "add_test(NAME planted COMMAND true)\n"
                                          "set_tests_properties(planted PROPERTIES PASS_REGULAR_EXPRESSION x)\n")
        subprocess.run(["cmake", "-S", str(d), "-B", str(d / "b")], check=True, capture_output=True)
        found = pass_regex_tests(d / "b") == ["planted"]
        (d / "run.sh").write_text("ctest -R '^x:' -j 2\nctest --no-tests=error -R '^y:'\n")
        lines = unguarded_ctest_lines(d, ["run.sh"])
        found_lines = len(lines) == 1 and ":1:" in lines[0]
        found_out = [f for f in ["Testing/Temporary/LastTest.log", "rtl/x.sv", "build-cov/a.dat"]
                     if COMMITTED_OUTPUT.search(f)] == ["Testing/Temporary/LastTest.log", "build-cov/a.dat"]
    ok = found and found_lines and found_out
    print(f"check_tests: self-test {'PASS' if ok else 'FAIL'}: PASS_REGULAR_EXPRESSION {found}, "
          f"unguarded filter {found_lines}, committed output {found_out}")
    return 0 if ok else 1


def pass_regex_tests(build):
    p = subprocess.run(["ctest", "--show-only=json-v1"], cwd=build, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"check_tests: ctest --show-only in {build} failed: {p.stderr.strip()}")
    out = []
    for t in json.loads(p.stdout)["tests"]:
        if any(prop["name"] == "PASS_REGULAR_EXPRESSION" for prop in t.get("properties", [])):
            out.append(t["name"])
    return out


def unguarded_ctest_lines(root=ROOT, patterns=SCANNED):
    out = []
    files = sorted({f for pat in patterns for f in root.glob(pat) if f.is_file()})
    for f in files:
        if f == pathlib.Path(__file__).resolve():
            continue
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for m in CTEST.finditer(line):
                args = m.group(1)
                if SELECT.search(args) and "--no-tests=error" not in args:
                    out.append(f"{f.relative_to(root)}:{n}: ctest{args.rstrip()}")
    return out


def committed_output():
    p = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if p.returncode != 0:
        return []  # not a git checkout (an exported tree): nothing is committed
    return [f for f in p.stdout.splitlines() if COMMITTED_OUTPUT.search(f)]


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(argv) == 2 else 2
    build = pathlib.Path(argv[1])
    bad = []
    bad += [f"CTest '{t}' is judged by PASS_REGULAR_EXPRESSION (exit status ignored): use tpb_run_test"
            for t in pass_regex_tests(build)]
    bad += [f"{c}: selects tests without --no-tests=error" for c in unguarded_ctest_lines()]
    bad += [f"{f}: test or build output is committed (.gitignore it)" for f in committed_output()]
    for b in bad:
        print(f"check_tests: {b}")
    if bad:
        print(f"check_tests: FAIL ({len(bad)} cases)")
        return 1
    print("check_tests: PASS: no test judged by its output alone, every ctest filter must match, no test output committed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
