"""tpb.SystemModel: one stream through the whole model (``tpb sim``)."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import _tpb
from ._words import as_word, as_words, check_gen, check_int
from .isa import DEFAULT_GEN, ERRORS, RECORD_DTYPE


def registry_args(registry: Any) -> tuple[str | None, str | None]:
    """(path, json text) of a registry given as None (the built-in kernels), a path or a dict."""
    if registry is None:
        return None, None
    if isinstance(registry, dict):
        return None, json.dumps(registry)
    if isinstance(registry, (str, os.PathLike)):
        path = os.fspath(registry)
        if not os.path.isfile(path):
            raise FileNotFoundError(f"registry: no such file: {path}")
        return path, None
    raise TypeError(f"registry: expected None, a path or a dict, got {type(registry).__name__}")


@dataclass
class Status:
    """The decoder's error status: the first error (index, code name) and the sticky names."""
    any: bool
    first_index: int
    first_error: str
    sticky: str


@dataclass
class RunResult:
    """What ``SystemModel.run`` returns: one decoder record per word (``RECORD_DTYPE``) and the
    engine outputs in stream order, each a dict with the keys of ``tpb sim --json``."""
    records: np.ndarray
    outputs: list[dict]

    @property
    def ok(self) -> bool:
        """Every word accepted and every engine output OK (``tpb sim`` exit status 0)."""
        return bool(self.records["valid"].all()) and all(o["error"] == "OK" for o in self.outputs)


class SystemModel:
    """The model of one LNC2 pair behind one stream: decoder, DVE sequencer, SB2SB mover with
    both SBUFs, custom-op mailbox and cluster (``tpb::SystemModel``, as ``tpb sim`` runs it).

    ``gen`` 2..4; ``geometry`` ``"sim"`` (128 x 4096), ``"fpga"`` (16 x 1024) or ``"real"``
    (128 x 196608); ``dve_set`` a dve_info.json path (with ``dve_name``; None: DVE words get no
    control record); ``registry`` the FunctionId registry (None: the built-in kernels, or a
    path, or a dict in the registry format); ``issue_core`` the core that runs 0xBF and custom
    ops. ``sbuf(core)`` and ``hbm()`` are numpy views of the model's memories: writes go into
    the model, and the model's writes show in the views (no copy).
    """

    def __init__(self, gen: int = DEFAULT_GEN, geometry: str = "sim", dve_set: str | os.PathLike | None = None,
                 registry: Any = None, issue_core: int = 0, *, dve_name: str = "default", cores_per_lnc: int = 2,
                 mailbox_words: int = 257, hbm_bytes: int = 1 << 20) -> None:
        if not isinstance(geometry, str):
            raise TypeError(f"geometry: expected str, got {type(geometry).__name__}")
        dve_path = None
        if dve_set is not None:
            if not isinstance(dve_set, (str, os.PathLike)):
                raise TypeError(f"dve_set: expected a path, got {type(dve_set).__name__}")
            dve_path = os.fspath(dve_set)
            if not os.path.isfile(dve_path):
                raise FileNotFoundError(f"dve_set: no such file: {dve_path}")
        path, text = registry_args(registry)
        self._m = _tpb.SystemModel(check_gen(gen), geometry, dve_path, str(dve_name), path, text,
                                   check_int(issue_core, "issue_core", 0, 1),
                                   check_int(cores_per_lnc, "cores_per_lnc", 1, 64),
                                   check_int(mailbox_words, "mailbox_words", 1, 257),
                                   check_int(hbm_bytes, "hbm_bytes", 1, 1 << 26))

    def step(self, word: Any, last: bool = False) -> tuple[np.void, list[dict]]:
        """One word (``last`` marks the stream's last word): its record and engine outputs."""
        rec, out = self._m.step(as_word(word), bool(last))
        return rec.view(RECORD_DTYPE)[0], out

    def run(self, words: Any) -> RunResult:
        """Every word of a stream, the last one marked last."""
        rec, out = self._m.run(as_words(words))
        return RunResult(rec.view(RECORD_DTYPE), out)

    def sbuf(self, core: int) -> np.ndarray:
        """Core ``core``'s SBUF as a writable uint8[partitions, bytes_per_partition] view."""
        return self._m.sbuf(check_int(core, "core", 0, 1))

    def hbm(self) -> np.ndarray:
        """The HBM as a writable uint8 view."""
        return self._m.hbm()

    def status(self) -> Status:
        any_, index, code, sticky = self._m.status()
        return Status(any_, index, ERRORS[code], sticky)

    def clear_status(self) -> None:
        self._m.clear_status()

    def seed_memories(self, seed: int) -> None:
        """Both SBUFs and the HBM from one seed (the lockstep's recipe)."""
        self._m.seed_memories(check_int(seed, "seed", 0, 2**64 - 1))

    def function_id(self, lib: str, function: str) -> int | None:
        """The FunctionId of (lib, function) in the model's registry, None when absent."""
        return self._m.function_id(lib, function)
