#!/usr/bin/env python3
"""Flat memory: `tpb run`, `tpb dis` and `tpb sim` read their stream a buffer at a time, so
their peak RSS must not grow with the stream's length.

    stream_memory.py TPB WORKDIR [--words N] [--times K] [--margin-kib M]

Generates a stream of N words (default 100,000: malformed words, legal 0xBF copies, mutated
bytes), writes K copies of it end to end (default 10: a 1,000,000-word, 64 MB stream), runs
each tool on both and fails when the long stream's peak RSS (the kernel's, from wait4) exceeds
the short one's by more than M KiB (default 16 MiB), as GNU time measures it (wait4 without it). Holding the words alone would cost
(K - 1) x N x 64 bytes more (576 MB for the defaults); holding a decoder record per word, as
the tools once did, about 4 times that. Also checks that each run saw every word.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path


# GNU time (scripts/setup.sh installs it) measures from a small process. Without it, wait4
# from here: a child forked from Python starts with Python's resident pages (about 20 MB) as
# its high-water mark, a floor under both figures that leaves their difference intact.
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def peak(cmd: list[str], workdir: Path) -> tuple[int, int, str, float]:
    """Exit status, peak RSS in KiB, stderr and seconds of one run (stdout to /dev/null)."""
    t0 = time.monotonic()
    fig = workdir / "time.txt"
    full = [GNU_TIME, "-f", "%M", "-o", str(fig), *cmd] if GNU_TIME else cmd
    p = subprocess.Popen(full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read().decode(errors="replace")
    _, status, ru = os.wait4(p.pid, 0)
    rc = os.waitstatus_to_exitcode(status)
    secs = time.monotonic() - t0
    if GNU_TIME:
        kib = int(fig.read_text().split()[-1])  # "Command exited with non-zero status 1" comes first
        fig.unlink()
        return rc, kib, err, secs
    return rc, ru.ru_maxrss, err, secs


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tpb")
    ap.add_argument("workdir", type=Path)
    ap.add_argument("--words", type=int, default=100_000)
    ap.add_argument("--times", type=int, default=10)
    ap.add_argument("--margin-kib", type=int, default=16 * 1024)
    a = ap.parse_args()
    a.workdir.mkdir(parents=True, exist_ok=True)
    short, long_ = a.workdir / "short.bin", a.workdir / "long.bin"
    subprocess.run([a.tpb, "gen", "--seed", "1", "--count", str(a.words), "--bad-ratio", "0.03",
                    "--sb2sb-legal", "0.5", "--mutate", "0.01", "-o", str(short)],
                   check=True, stderr=subprocess.DEVNULL)
    data = short.read_bytes()
    if len(data) != a.words * 64:
        print(f"stream memory: FAIL: tpb gen wrote {len(data)} bytes for {a.words} words")
        return 1
    with long_.open("wb") as f:
        for _ in range(a.times):
            f.write(data)
    n_long = a.words * a.times

    bad = []
    try:
        for tool, extra in (("run", []), ("dis", []), ("sim", ["--quiet"])):
            figures = []
            for path, n in ((short, a.words), (long_, n_long)):
                rc, kib, err, secs = peak([a.tpb, tool, str(path), *extra], a.workdir)
                figures.append(kib)
                print(f"stream memory: tpb {tool} {n} words: {kib} KiB peak RSS, {secs:.2f} s, exit {rc}")
                # The stream has malformed words: exit 1, and the stderr summary counts them all.
                if rc != 1:
                    bad.append(f"tpb {tool} on {n} words: exit {rc}, expected 1: {err[-500:]}")
                want = {"dis": rf"of {n} words invalid", "sim": rf"tpb sim: {n} words", "run": None}[tool]
                if want and not re.search(want, err):
                    bad.append(f"tpb {tool} on {n} words: its summary lacks /{want}/: {err[-500:]}")
            growth = figures[1] - figures[0]
            verdict = "flat" if growth <= a.margin_kib else "GROWS"
            print(f"stream memory: tpb {tool}: {n_long} words take {growth:+d} KiB over {a.words} "
                  f"(margin {a.margin_kib} KiB): {verdict}")
            if growth > a.margin_kib:
                bad.append(f"tpb {tool}: peak RSS grows by {growth} KiB from {a.words} to {n_long} words")
    finally:
        long_.unlink(missing_ok=True)
    for b in bad:
        print(f"stream memory: FAIL: {b}")
    if not bad:
        print("stream memory: PASS (peak RSS independent of the stream's length)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
