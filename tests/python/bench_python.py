#!/usr/bin/env python3
"""The Python package's benchmark rows (scripts/bench.sh --only python): tpb.decode on a numpy
array of words against the C++ decode_verdicts of the same words, timed in the same process
(the binding's cost over the model; goal ratio >= 0.8), and the cost of a 512 KiB SBUF view
(tpb.SystemModel.sbuf) against a copy of the same bytes (goal: no copy, so far below it).

usage: bench_python.py [--words N] [--runs R]
Prints one line `python key=value ...`; run with the tests' virtual environment's python.
"""
from __future__ import annotations

import argparse
import time

import numpy as np

import tpb
from tpb import _tpb


def best(fn, runs: int) -> float:
    t = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - t0)
    return t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--words", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    words = tpb.gen(seed=1, count=a.words, bad_ratio=0.03)
    py = best(lambda: tpb.decode(words), a.runs)
    cpp = _tpb.decode_verdicts_seconds(words, 3, a.runs)
    m = tpb.SystemModel(geometry="sim")
    view = m.sbuf(0)
    assert view.nbytes == 512 * 1024 and np.shares_memory(view, m.sbuf(0))
    n = 1000
    t_view = best(lambda: [m.sbuf(0) for _ in range(n)], a.runs) / n
    t_copy = best(lambda: [view.copy() for _ in range(n // 10)], a.runs) / (n // 10)
    print(f"python words={len(words)} decode_mwps={len(words) / py / 1e6:.3f} "
          f"verdicts_mwps={len(words) / cpp / 1e6:.3f} view_us={t_view * 1e6:.3f} copy_us={t_copy * 1e6:.3f}")


if __name__ == "__main__":
    main()
