"""Every Python block of docs/python.md runs, in order, in one namespace (a block may use what an
earlier one made), in a scratch folder, against the installed package."""
from __future__ import annotations

import re

import pytest

from conftest import ROOT

DOC = ROOT / "docs" / "python.md"


def python_blocks(text: str) -> list[tuple[int, str]]:
    """(line, code) of each ```python block."""
    out = []
    for m in re.finditer(r"^```python\n(.*?)^```", text, flags=re.S | re.M):
        out.append((text[:m.start()].count("\n") + 1, m.group(1)))
    return out


def test_every_python_block_runs(tmp_path, monkeypatch, capsys):
    blocks = python_blocks(DOC.read_text(encoding="utf-8"))
    assert len(blocks) >= 3
    monkeypatch.chdir(tmp_path)
    ns: dict = {"__name__": "__doc_example__"}
    for line, code in blocks:
        try:
            exec(compile(code, f"{DOC.name}:{line}", "exec"), ns)
        except Exception as e:  # name the block
            pytest.fail(f"docs/python.md block at line {line}: {type(e).__name__}: {e}")
    out = capsys.readouterr().out
    assert "instance 0 all_reduce add bf16 group [0,1,2,3,4,5,6,7]" in out
