#!/usr/bin/env python3
"""Code examples are tests: every ```cpp and ```cmake block of README.md and docs/*.md is
built and run as an outside project would use the kit.

  snippets.py --src SRC --build BUILD [--work DIR]

1. `cmake --install BUILD --prefix WORK/prefix` (the kit as a user installs it);
2. one outside project in WORK/project: per C++ block a program (a block without `main` has
   its #include lines hoisted and the rest wrapped in `int main() { ... return 0; }`), and
   the docs' CMake lines verbatim (`find_package(tpb REQUIRED)`, `target_link_libraries(app
   ...)`, with `app` the README's first C++ block); `find_package(tpb)` through
   CMAKE_PREFIX_PATH only;
3. configure, build, and run each program in a scratch folder: exit status 0, or the test
   fails naming the block (file and line).
A block claims what its comments say in code (`if (...) return 1;`), so running it checks it.
"""
import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path


def blocks(text: str, lang: str):
    """(first line, code) of every fenced block in `lang`."""
    out, inside, keep, cur, start = [], False, False, [], 0
    for no, line in enumerate(text.splitlines(), 1):
        m = re.match(r"^\s*```\s*([A-Za-z0-9_+-]*)", line)
        if m and not inside:
            inside, keep, cur, start = True, m.group(1).lower() == lang, [], no
        elif m:
            if keep:
                out.append((start, "\n".join(cur)))
            inside = False
        elif inside and keep:
            cur.append(line)
    return out


def program(code: str) -> str:
    if re.search(r"\bint\s+main\s*\(", code):
        return code + "\n"
    incl = [l for l in code.splitlines() if l.strip().startswith("#include")]
    body = [l for l in code.splitlines() if not l.strip().startswith("#include")]
    return "\n".join(incl + ["#include <cstdint>", "", "int main() {"] + ["  " + l for l in body] +
                     ["  return 0;", "}", ""])


def run(cmd, **kw):
    print("snippets: $ " + " ".join(str(c) for c in cmd), flush=True)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if p.returncode != 0:
        print(p.stdout[-6000:])
    return p


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--src", type=Path, required=True)
    ap.add_argument("--build", type=Path, required=True)
    ap.add_argument("--work", type=Path)
    a = ap.parse_args(argv)
    src, build = a.src.resolve(), a.build.resolve()
    work = a.work or Path(tempfile.mkdtemp(prefix="tpb-snippets-"))
    docs = [src / "README.md"] + sorted((src / "docs").glob("*.md"))
    cpp, cmake = [], []
    for d in docs:
        rel = d.relative_to(src)
        cpp += [(f"{rel}:{no}", code) for no, code in blocks(d.read_text(), "cpp")]
        cmake += [(f"{rel}:{no}", code) for no, code in blocks(d.read_text(), "cmake")]
    if not cpp:
        print("snippets: FAIL: no ```cpp block found in the docs")
        return 1
    prefix = work / "prefix"
    if run(["cmake", "--install", str(build), "--prefix", str(prefix)]).returncode != 0:
        print("snippets: FAIL: cmake --install")
        return 1
    proj = work / "project"
    shutil.rmtree(proj, ignore_errors=True)
    proj.mkdir(parents=True)
    lines = ["cmake_minimum_required(VERSION 3.20)", "project(tpb_doc_snippets LANGUAGES CXX)",
             "set(CMAKE_CXX_STANDARD 20)", "set(CMAKE_CXX_STANDARD_REQUIRED ON)"]
    names = []
    for i, (where, code) in enumerate(cpp):
        name = "app" if i == 0 else f"snippet{i}"
        names.append((name, where))
        (proj / f"{name}.cpp").write_text(f"// {where}\n" + program(code))
        lines.append(f"add_executable({name} {name}.cpp)")
    for where, code in cmake:
        lines += [f"# {where}", code]
    linked = "\n".join(code for _, code in cmake)
    for name, _ in names:
        if not re.search(rf"target_link_libraries\(\s*{name}\b", linked):
            lines.append(f"target_link_libraries({name} PRIVATE tpb::model)")
    (proj / "CMakeLists.txt").write_text("\n".join(lines) + "\n")
    if run(["cmake", "-S", str(proj), "-B", str(proj / "build"), f"-DCMAKE_PREFIX_PATH={prefix}",
            "-DCMAKE_BUILD_TYPE=Release"]).returncode != 0:
        print("snippets: FAIL: configure of the outside project (find_package(tpb))")
        return 1
    if run(["cmake", "--build", str(proj / "build"), "-j", "2"]).returncode != 0:
        print("snippets: FAIL: build of the snippets")
        return 1
    failed = 0
    for name, where in names:
        scratch = Path(tempfile.mkdtemp(prefix="tpb-snippet-run-"))
        p = run([str(proj / "build" / name)], cwd=scratch)
        shutil.rmtree(scratch, ignore_errors=True)
        ok = p.returncode == 0
        failed += not ok
        print(f"snippets: {'ok  ' if ok else 'FAIL'} {where} ({name}): exit {p.returncode}")
    print(f"snippets: {len(names)} C++ blocks, {len(cmake)} CMake blocks, {failed} failed")
    if a.work is None:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
