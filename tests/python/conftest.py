"""The Python package's tests: they import the installed package `tpb` (the CTest
`python: ...` runs them after installing this checkout's package into the tests' virtual
environment, tests/python/CMakeLists.txt) and hold it to the CLI `tpb` of the same build
(the TPB environment variable names it; default build/cmodel/tpb)."""
from __future__ import annotations

import json
import os
import pathlib
import subprocess

import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TPB = os.environ.get("TPB", str(ROOT / "build" / "cmodel" / "tpb"))


def cli(*args: str, ok: tuple[int, ...] = (0,)) -> subprocess.CompletedProcess:
    """Run the CLI; its exit status must be one of `ok`."""
    p = subprocess.run([TPB, *map(str, args)], capture_output=True)
    assert p.returncode in ok, f"tpb {' '.join(map(str, args))} exited {p.returncode}: {p.stderr.decode()}"
    return p


def cli_json_lines(*args: str, ok: tuple[int, ...] = (0,)) -> list[dict]:
    return [json.loads(line) for line in cli(*args, ok=ok).stdout.decode().splitlines()]


def read_bin(path: pathlib.Path) -> np.ndarray:
    return np.fromfile(path, dtype=np.uint8).reshape(-1, 64)


@pytest.fixture(scope="session", autouse=True)
def installed_package():
    """The tests are about the installed package, not the source tree's python/tpb."""
    import tpb
    assert ROOT / "python" not in pathlib.Path(tpb.__file__).resolve().parents, tpb.__file__
    assert pathlib.Path(TPB).exists(), f"no CLI at {TPB} (build it, or set TPB)"
