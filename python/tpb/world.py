"""tpb.World: many ranks of LNC2 pairs and the cross-engine words (``tpb world run``)."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from . import _tpb
from ._words import as_words, check_gen, check_int
from .isa import DEFAULT_GEN, numpy_dtype
from .system import registry_args

#: The World's named refusals (``WorldErr``), in code order; ``MODULE_*`` ones raise ModuleError.
WORLD_ERRORS: tuple[str, ...] = tuple(_tpb.world_err_names())
_EMPTY = np.zeros((0, 64), dtype=np.uint8)


@dataclass
class WorldResult:
    """What ``World.run`` returns. ``events`` (one per retired cross-engine word, in (rank,
    core, word) order) and ``registers`` (one per written register) have the keys of ``tpb
    world run --json``; a deadlock is ``completed`` False with every ``blocked`` core and its
    ``report``; a refused word is an event whose ``error`` is not ``"OK"``."""
    completed: bool
    ok: bool
    words: int
    cross_refused: int
    engine_errors: int
    report: str
    blocked: list[dict] = field(default_factory=list)
    unreceived: list[str] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)
    registers: list[dict] = field(default_factory=list)


def module_text(module: Any) -> str:
    """A module description given as a dict, JSON text or a path, as JSON text."""
    if isinstance(module, dict):
        return json.dumps(module)
    if isinstance(module, str) and module.lstrip().startswith("{"):
        return module
    if isinstance(module, (str, os.PathLike)):
        path = os.fspath(module)
        if not os.path.isfile(path):
            raise FileNotFoundError(f"module: no such file: {path}")
        with open(path, encoding="utf-8") as f:
            return f.read()
    raise TypeError(f"module: expected a dict, JSON text or a path, got {type(module).__name__}")


def _streams(streams: Any) -> list[list[np.ndarray]]:
    if not isinstance(streams, (list, tuple)):
        raise TypeError(f"streams: expected a list with one entry per rank, got {type(streams).__name__}")
    out = []
    for r, s in enumerate(streams):
        if isinstance(s, (list, tuple)):
            if len(s) != 2:
                raise ValueError(f"streams[{r}]: expected (core 0 words, core 1 words), got {len(s)} entries")
            out.append([_EMPTY if c is None else as_words(c, f"streams[{r}][{i}]") for i, c in enumerate(s)])
        else:
            out.append([as_words(s, f"streams[{r}]"), _EMPTY])
    return out


class World:
    """R ranks, each an LNC2 pair of cores with two SBUFs and an HBM (``tpb::World``,
    docs/world.md).

    ``module``: the module description as a dict, JSON text or a JSON file path (a refused one raises
    ModuleError with its MODULE_* name). ``streams``: one entry per rank, in module order:
    core 0's words, or a pair (core 0, core 1) where either may be None. ``gen``,
    ``geometry``, ``hbm_bytes``, ``registry`` and ``order`` are ``tpb world run``'s options.
    ``sbuf(rank, core)`` and ``hbm(rank)`` are numpy views of the model's memories;
    ``tile(...)`` and ``tensor(...)`` the same bytes as typed arrays (bf16 and fp8 through
    ml_dtypes).
    """

    def __init__(self, module: Any, streams: Sequence[Any], *, gen: int = DEFAULT_GEN, geometry: str = "sim",
                 hbm_bytes: int = 1 << 20, registry: Any = None, order: Sequence[int] | None = None) -> None:
        text = module_text(module)
        s = _streams(streams)
        if not isinstance(geometry, str):
            raise TypeError(f"geometry: expected str, got {type(geometry).__name__}")
        path, reg_text = registry_args(registry)
        order_list = [check_int(i, "order", 0, max(len(s) - 1, 0)) for i in (order or [])]
        self._w = _tpb.World(text, s, check_gen(gen), geometry, check_int(hbm_bytes, "hbm_bytes", 1, 1 << 26),
                             path, reg_text, order_list)
        self.module: dict = json.loads(self._w.module_json())

    @property
    def ranks(self) -> int:
        return self._w.ranks

    def run(self) -> WorldResult:
        """Run every core until all streams end or no core can continue."""
        return WorldResult(**self._w.run())

    def sbuf(self, rank: int, core: int = 0) -> np.ndarray:
        """Rank ``rank`` core ``core``'s SBUF: a writable uint8[partitions, bytes] view."""
        return self._w.sbuf(check_int(rank, "rank", 0, self.ranks - 1), check_int(core, "core", 0, 1))

    def hbm(self, rank: int) -> np.ndarray:
        """Rank ``rank``'s HBM: a writable uint8 view."""
        return self._w.hbm(check_int(rank, "rank", 0, self.ranks - 1))

    def tile(self, rank: int, core: int, dtype: str, partitions: int, elems: int, partition: int = 0,
             offset: int = 0) -> np.ndarray:
        """A [partitions, elems] view of SBUF elements of field-map ``dtype`` from (partition,
        byte offset): read it, or assign into it (``w.tile(...)[:] = x``) before a run."""
        dt = numpy_dtype(dtype)
        sb = self.sbuf(rank, core)
        partition = check_int(partition, "partition", 0, sb.shape[0] - 1)
        partitions = check_int(partitions, "partitions", 1, sb.shape[0] - partition)
        offset = check_int(offset, "offset", 0, sb.shape[1] - 1)
        elems = check_int(elems, "elems", 0, (sb.shape[1] - offset) // dt.itemsize)
        return sb[partition:partition + partitions, offset:offset + elems * dt.itemsize].view(dt)

    def tensor(self, rank: int, core: int, tensor_id: int, elems: int, base: int = 0) -> np.ndarray:
        """The region a 0xCB ``tensor_id`` binds to (the module's ``tensors``), typed by its
        dtype: [partitions, elems] from SBUF of core ``core`` or from the rank's HBM, ``base``
        the word's tensor_base. A view when the rows are contiguous (step 1), else a copy."""
        binding = next((t for t in self.module.get("tensors", []) if t["id"] == tensor_id), None)
        if binding is None:
            raise ValueError(f"tensor_id: {tensor_id} has no binding in the module")
        dt = numpy_dtype(binding["dtype"])
        rows, step = binding.get("partitions", 1), binding.get("partition_step", 1)
        row_bytes = elems * dt.itemsize
        if binding.get("memory", "sbuf") == "hbm":
            mem = self.hbm(rank)
            start = binding["offset"] + base
            idx = [start + i * step * row_bytes for i in range(rows)]
            if min(idx) < 0 or max(idx) + row_bytes > mem.size:
                raise ValueError(f"tensor_id {tensor_id}: the region lies outside the HBM")
            return np.stack([mem[a:a + row_bytes].view(dt) for a in idx]) if step != 1 else \
                mem[start:start + rows * row_bytes].view(dt).reshape(rows, elems)
        sb = self.sbuf(rank, core)
        p0, off = binding["partition"], binding["offset"] + base
        parts = [p0 + i * step for i in range(rows)]
        if min(parts) < 0 or max(parts) >= sb.shape[0] or off + row_bytes > sb.shape[1]:
            raise ValueError(f"tensor_id {tensor_id}: the region lies outside the SBUF")
        return sb[p0:p0 + rows * step:step, off:off + row_bytes].view(dt) if step > 0 else \
            np.stack([sb[p, off:off + row_bytes].view(dt) for p in parts])


def parse_module(module: Any) -> dict:
    """Validate a module description (dict or path) as the World does; the normalised dict.
    Raises ModuleError with the first violation's MODULE_* name."""
    return json.loads(_tpb.parse_module(module_text(module)))
