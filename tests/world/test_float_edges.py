"""World reductions against numpy and ml_dtypes, at every NaN, infinity and overflow edge.

docs/world.md "Reduction": each value converts exactly to fp32, the members fold left to
right in group order in fp32 (IEEE binary32, round to nearest even), and the result rounds once
to the dtype; overflow gives the signed infinity (bf16, fp16, fp8e5m2) or NaN (fp8e4m3, which
has none), and every NaN result is the dtype's canonical quiet NaN. The reference here is not
the model's code: numpy's float32 arithmetic and ml_dtypes' conversions (bfloat16,
float8_e4m3fn, float8_e5m2; OCP 8-bit formats), with the NaN rule applied on top.

Each case runs `tpb world run` (the CLI a user runs, the TPB environment variable names it) on
streams assembled by `tpb asm`, SBUFs loaded and read back through --sbuf-init/--sbuf-out,
and covers every path that adds: AllReduce, ReduceScatter, the two-source AllReduce (the 0xDA
fold), the permute with add. AllGather and AllToAll only move data: a NaN payload crosses them
unchanged. fp8 pairs are exhaustive (all 65,536); the wider dtypes pair every edge value with
every other and add random triples and quadruples of edges.
"""
from __future__ import annotations

import json
import os
import pathlib
import subprocess
import tomllib

import ml_dtypes
import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TPB = os.environ.get("TPB", str(ROOT / "build" / "cmodel" / "tpb"))
FIELDMAP = tomllib.loads((ROOT / "cmodel" / "spec" / "tpb_fieldmap.toml").read_text())
ADDR4 = FIELDMAP["addr4"]
DTYPE_CODE = {d["name"]: d for d in FIELDMAP["dtype"]}

NP = {"fp32": np.dtype(np.float32), "bf16": np.dtype(ml_dtypes.bfloat16), "fp16": np.dtype(np.float16),
      "fp8e4m3": np.dtype(ml_dtypes.float8_e4m3fn), "fp8e5m2": np.dtype(ml_dtypes.float8_e5m2)}
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32}
# docs/world.md: the canonical quiet NaN of each dtype.
CANON = {"fp32": 0x7FC00000, "bf16": 0x7FC0, "fp16": 0x7E00, "fp8e5m2": 0x7E, "fp8e4m3": 0x7F}
# The sim geometry (tpb world run --geometry sim): 128 partitions x 4096 bytes.
BYTES_PER_PARTITION = 4096
# Default group kinds (docs/world.md, module "group_kinds" absent): wire 0x01..0x04.
WIRE = {"all_reduce": 1, "reduce_scatter": 2, "all_gather": 3, "all_to_all": 4, "permute": 5}


def sbuf_addr(partition: int, offset: int = 0) -> int:
    """A static SBUF ADDR4 word, from the field map's bit positions."""
    return ((ADDR4["mode_static"] << ADDR4["mode_lsb"]) | (ADDR4["space_sbuf"] << ADDR4["space_lsb"]) |
            (partition << ADDR4["partition_lsb"]) | (offset << ADDR4["offset_lsb"]))


def bits_of(name: str, values: np.ndarray) -> np.ndarray:
    return values.astype(NP[name]).view(UINT[NP[name].itemsize])


def expected_sum(name: str, terms: list[np.ndarray]) -> np.ndarray:
    """The documented reduction of raw bit arrays: exact widening, a left-to-right fold in
    float32, one rounding to the dtype; NaN made canonical."""
    acc = terms[0].view(NP[name]).astype(np.float32)
    with np.errstate(over="ignore", invalid="ignore"):
        for t in terms[1:]:
            acc = (acc + t.view(NP[name]).astype(np.float32)).astype(np.float32)
        out = acc.astype(NP[name])
    bits = out.view(UINT[NP[name].itemsize]).copy()
    bits[np.isnan(acc) | np.isnan(out.astype(np.float32))] = CANON[name]
    return bits


def edge_bits(name: str) -> np.ndarray:
    """Every code of a one-byte format; for the others the values at the edges of the format
    (zeros, the smallest subnormal, the smallest normal, one, the largest finite and the codes
    around it, infinities, NaNs of both signs and two payloads) and a few ordinary ones."""
    size = NP[name].itemsize
    if size == 1:
        return np.arange(256, dtype=np.uint8)
    fi = ml_dtypes.finfo(NP[name]) if name == "bf16" else np.finfo(NP[name])
    vals = [0.0, -0.0, 1.0, -1.0, 0.5, 3.0, -2.5, float(fi.max), -float(fi.max), float(fi.tiny),
            -float(fi.tiny), float(fi.smallest_subnormal), -float(fi.smallest_subnormal), np.inf, -np.inf]
    bits = [int(b) for b in bits_of(name, np.array(vals, dtype=np.float64))]
    top = int(bits_of(name, np.array([fi.max]))[0])
    mbits = {2: 10 if name == "fp16" else 7, 4: 23}[size]
    sign = 1 << (8 * size - 1)
    exp_all = (sign - 1) & ~((1 << mbits) - 1)
    bits += [top - 1, top - 2, top | sign, (top - 1) | sign,           # just below the largest finite
             exp_all | 1, exp_all | (1 << (mbits - 1)), exp_all | 1 | sign,  # NaNs: payloads, signs
             exp_all | (1 << (mbits - 1)) | sign]
    return np.array(sorted(set(bits)), dtype=UINT[size])


def pair_columns(name: str, ranks: int, rng: np.random.Generator) -> list[np.ndarray]:
    """Per rank the bits of its tile: every pair of edges (two ranks), or random tuples of edges."""
    e = edge_bits(name)
    if ranks == 2:
        a, b = np.meshgrid(e, e, indexing="ij")
        return [a.ravel(), b.ravel()]
    n = 4096 if NP[name].itemsize > 1 else 8192
    return [rng.choice(e, size=n) for _ in range(ranks)]


class World:
    """One `tpb world run` on a fresh folder: ranks of one core each, one 0xD9 (and a 0xDA)."""

    def __init__(self, tmp: pathlib.Path, ranks: int):
        self.tmp, self.ranks = tmp, ranks

    def tile(self, name: str, count: int, partition: int = 0) -> tuple[int, int, int]:
        """(partition, num0 partitions, num1 elements) of a tile of `count` elements."""
        per = BYTES_PER_PARTITION // NP[name].itemsize
        rows = -(-count // per)
        if count % rows:
            raise ValueError("the test keeps tiles rectangular")
        return partition, rows, count // rows

    def run(self, name: str, kind: str, alu: int, tiles: list[np.ndarray], second: list[np.ndarray] | None = None,
            module: dict | None = None) -> list[np.ndarray]:
        count = tiles[0].size
        p0, rows, cols = self.tile(name, count)
        words = [f"coll_compute alu_op={alu} dtype={name} collective_kind={WIRE[kind]} src_addr={sbuf_addr(p0)} "
                 f"src_step0=1 src_num0={rows} src_step1=1 src_num1={cols}"]
        p2 = 64  # the 0xDA tile: partition 64 onwards
        if second is not None:
            words.append(f"coll_compute2 alu_op={alu} dtype={name} collective_kind={WIRE[kind]} "
                         f"src_addr={sbuf_addr(p2)} src_step0=1 src_num0={rows} src_step1=1 src_num1={cols}")
        src = self.tmp / "stream.s"
        src.write_text("\n".join(words) + "\n")
        binf = self.tmp / "stream.bin"
        subprocess.run([TPB, "asm", str(src), "-o", str(binf)], check=True, capture_output=True)
        mod = module or {"format": "tpb-world-module", "version": 1,
                         "ranks": [{"global_id": r} for r in range(self.ranks)],
                         "replica_groups": [[list(range(self.ranks))]], "collectives": [{"replica_groups": 0}]}
        modf = self.tmp / "module.json"
        modf.write_text(json.dumps(mod))
        args = [TPB, "world", "run", "--quiet", "--module", str(modf)] + [str(binf)] * self.ranks
        for r in range(self.ranks):
            mem = np.zeros(128 * BYTES_PER_PARTITION, dtype=np.uint8)
            nbytes = tiles[r].nbytes
            mem[:nbytes] = tiles[r].view(np.uint8)
            if second is not None:
                mem[p2 * BYTES_PER_PARTITION:p2 * BYTES_PER_PARTITION + nbytes] = second[r].view(np.uint8)
            f = self.tmp / f"init{r}.sbuf"
            mem.tofile(f)
            args += ["--sbuf-init", f"{r}.0={f}", "--sbuf-out", f"{r}.0={self.tmp / f'out{r}.sbuf'}"]
        p = subprocess.run(args, capture_output=True, text=True)
        assert p.returncode == 0, f"tpb world run exited {p.returncode}:\n{p.stdout}\n{p.stderr}"
        size = NP[name].itemsize
        return [np.fromfile(self.tmp / f"out{r}.sbuf", dtype=np.uint8)[:count * size].view(UINT[size])
                for r in range(self.ranks)]


def first_difference(name: str, got: np.ndarray, want: np.ndarray, inputs: list[np.ndarray]) -> str:
    i = int(np.flatnonzero(got != want)[0])
    w = 2 * NP[name].itemsize
    ins = " + ".join(f"0x{int(t[i]):0{w}X}" for t in inputs)
    return (f"{name} element {i}: {ins} gives 0x{int(got[i]):0{w}X}, numpy/ml_dtypes 0x{int(want[i]):0{w}X} "
            f"({int(np.count_nonzero(got != want))} of {got.size} differ)")


FLOATS = ["fp32", "bf16", "fp16", "fp8e4m3", "fp8e5m2"]


@pytest.mark.parametrize("name", FLOATS)
@pytest.mark.parametrize("ranks", [2, 3, 4])
def test_all_reduce(tmp_path, name, ranks):
    rng = np.random.default_rng(ranks * 101 + FLOATS.index(name))
    tiles = pair_columns(name, ranks, rng)
    out = World(tmp_path, ranks).run(name, "all_reduce", 4, tiles)
    want = expected_sum(name, tiles)
    for r in range(ranks):
        assert np.array_equal(out[r], want), f"rank {r}: " + first_difference(name, out[r], want, tiles)


@pytest.mark.parametrize("name", FLOATS)
def test_reduce_scatter(tmp_path, name):
    rng = np.random.default_rng(7 + FLOATS.index(name))
    tiles = pair_columns(name, 2, rng)
    out = World(tmp_path, 2).run(name, "reduce_scatter", 4, tiles)
    want = expected_sum(name, tiles)
    half = tiles[0].size // 2  # dim 0: the walk order in two runs; member j keeps chunk j's sum
    for j in range(2):
        mine = slice(j * half, (j + 1) * half)
        other = slice((1 - j) * half, (2 - j) * half)
        assert np.array_equal(out[j][mine], want[mine]), \
            f"rank {j}: " + first_difference(name, out[j][mine], want[mine], [t[mine] for t in tiles])
        assert np.array_equal(out[j][other], tiles[j][other]), f"rank {j}: the other chunk changed"


@pytest.mark.parametrize("name", FLOATS)
def test_two_source_all_reduce(tmp_path, name):
    """The 0xDA fold: x0 + z0 + x1 + z1, member by member, the 0xD9 element first."""
    rng = np.random.default_rng(31 + FLOATS.index(name))
    e = edge_bits(name)
    n = 4096 if NP[name].itemsize > 1 else 8192
    x = [rng.choice(e, size=n) for _ in range(2)]
    z = [rng.choice(e, size=n) for _ in range(2)]
    out = World(tmp_path, 2).run(name, "all_reduce", 4, x, second=z)
    terms = [x[0], z[0], x[1], z[1]]
    want = expected_sum(name, terms)
    for r in range(2):
        assert np.array_equal(out[r], want), f"rank {r}: " + first_difference(name, out[r], want, terms)


@pytest.mark.parametrize("name", FLOATS)
def test_permute_add(tmp_path, name):
    """Permute with add: the target's 0xDA tile becomes its old value plus the source's 0xD9 tile."""
    rng = np.random.default_rng(57 + FLOATS.index(name))
    x = pair_columns(name, 2, rng)
    old = [x[1][::-1].copy(), x[0][::-1].copy()]  # receive tiles: other edge pairings
    module = {"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": 0}, {"global_id": 1}],
              "collectives": [{"source_target_pairs": [[0, 1], [1, 0]]}]}
    size = NP[name].itemsize
    w = World(tmp_path, 2)
    w.run(name, "permute", 4, x, second=old, module=module)
    for t, s in ((1, 0), (0, 1)):
        got = np.fromfile(tmp_path / f"out{t}.sbuf", dtype=np.uint8)[64 * BYTES_PER_PARTITION:][:x[0].size * size]
        got = got.view(UINT[size])
        want = expected_sum(name, [old[t], x[s]])
        assert np.array_equal(got, want), f"target {t}: " + first_difference(name, got, want, [old[t], x[s]])


@pytest.mark.parametrize("name", FLOATS)
@pytest.mark.parametrize("kind", ["all_gather", "all_to_all"])
def test_data_movement_keeps_nan_payloads(tmp_path, name, kind):
    """Bypass kinds copy bits: NaNs keep their sign and payload (no canonical NaN there)."""
    e = edge_bits(name)
    size = NP[name].itemsize
    nan = e[np.isnan(e.view(NP[name]).astype(np.float32))]
    assert nan.size >= 2
    n = 2 * (BYTES_PER_PARTITION // size)
    tiles = [np.resize(nan, n).astype(UINT[size]), np.resize(nan[::-1], n).astype(UINT[size])]
    out = World(tmp_path, 2).run(name, kind, 0, tiles)
    half = n // 2
    if kind == "all_gather":
        want = [np.concatenate([tiles[0][:half], tiles[1][half:]])] * 2
    else:
        want = [np.concatenate([tiles[0][:half], tiles[1][:half]]), np.concatenate([tiles[0][half:], tiles[1][half:]])]
    for r in range(2):
        assert np.array_equal(out[r], want[r]), f"rank {r} ({kind}): bits changed"
