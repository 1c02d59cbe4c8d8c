"""tpb.World: against `tpb world run` of the same build, collectives of every kind (AllReduce,
ReduceScatter, AllGather, AllToAll, the two-source AllReduce, permute, AllToAllV) and float
dtype against numpy / ml_dtypes, deadlocks and refusals as results, module errors as
ModuleError with their MODULE_* names (also over random module dicts, Hypothesis)."""
from __future__ import annotations

import json
import pathlib

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import tpb
from conftest import ROOT, cli, read_bin

FIXTURES = ROOT / "tests" / "fixtures" / "world"
FLOATS = ["fp32", "bf16", "fp16", "fp8e4m3", "fp8e5m2"]
WIRE = {"all_reduce": 1, "reduce_scatter": 2, "all_gather": 3, "all_to_all": 4, "permute": 5}


def module(n: int, **extra) -> dict:
    """A module of n ranks (global ids 0..n-1), one replica-group set of all of them, and one
    collective instance on it; `extra` replaces or adds keys."""
    m = {"format": "tpb-world-module", "version": 1, "ranks": [{"global_id": r} for r in range(n)],
         "replica_groups": [[list(range(n))]], "collectives": [{"replica_groups": 0}]}
    m.update(extra)
    return m


def coll(mnemonic: str, kind: str, alu: int, dtype: str, partition: int, rows: int, cols: int) -> np.ndarray:
    return tpb.encode(mnemonic, alu_op=alu, dtype=dtype, collective_kind=WIRE[kind],
                      src_addr=tpb.sbuf_addr(partition), src_step0=1, src_num0=rows, src_step1=1, src_num1=cols)


def cli_world(tmp: pathlib.Path, args: list) -> tuple[list[dict], list[dict], int]:
    """(events, registers, exit status) of `tpb world run --json`."""
    p = cli("world", "run", "--json", *args, ok=(0, 1))
    lines = [json.loads(line) for line in p.stdout.decode().splitlines()]
    return [j for j in lines if "register" not in j], [j for j in lines if "register" in j], p.returncode


@pytest.mark.parametrize("ranks, cores, seed", [(4, 2, 1), (8, 1, 2), (3, 2, 3)])
def test_run_is_tpb_world_run(tmp_path, ranks, cores, seed):
    out = tmp_path / "w"
    cli("world", "gen", "--ranks", ranks, "--cores", cores, "--seed", seed, "-o", out)
    args = (out / "run.args").read_text().split("\n")
    streams = []
    for r in range(ranks):
        c0 = read_bin(sorted(out.glob("r*.bin"))[r])
        c1 = read_bin(sorted((out / "c1").glob("r*.bin"))[r]) if cores == 2 else None
        streams.append((c0, c1))
    w = tpb.World(out / "module.json", streams)
    for f in sorted((out / "init").glob("*.sbuf")):
        r, c = int(f.name[1:].split(".")[0]), int(f.name.split(".")[1][1:])
        data = np.fromfile(f, dtype=np.uint8)
        w.sbuf(r, c).reshape(-1)[:data.size] = data
    res = w.run()
    outs = []
    for r in range(ranks):
        outs += ["--sbuf-out", f"{r}.0={tmp_path / f'o{r}.sbuf'}"]
    events, registers, rc = cli_world(tmp_path, [a for a in args if a] + outs)
    assert res.events == events and res.registers == registers
    assert res.ok == (rc == 0) and res.ok and res.completed and res.cross_refused == 0
    for r in range(ranks):
        assert w.sbuf(r, 0).tobytes() == (tmp_path / f"o{r}.sbuf").read_bytes()


def float_tiles(dtype: str, ranks: int, shape: tuple[int, int], seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    dt = tpb.numpy_dtype(dtype)
    return [rng.normal(0, 3, size=shape).astype(np.float32).astype(dt) for _ in range(ranks)]


def fold(dtype: str, terms: list[np.ndarray]) -> np.ndarray:
    """docs/world.md "Reduction": exact widening to fp32, a left-to-right fold in fp32, one
    rounding to the dtype (the inputs here are finite and far from overflow: no NaN rule)."""
    acc = terms[0].astype(np.float32)
    for t in terms[1:]:
        acc = (acc + t.astype(np.float32)).astype(np.float32)
    return acc.astype(tpb.numpy_dtype(dtype))


def run_group(kind: str, dtype: str, ranks: int = 4, rows: int = 4, cols: int = 8, seed: int = 0):
    alu = 4 if kind in ("all_reduce", "reduce_scatter") else 0
    word = coll("coll_compute", kind, alu, dtype, 0, rows, cols)
    w = tpb.World(module(ranks), [word[None, :]] * ranks)
    x = float_tiles(dtype, ranks, (rows, cols), seed)
    for r in range(ranks):
        w.tile(r, 0, dtype, rows, cols)[:] = x[r]
    res = w.run()
    assert res.ok, res.events
    return x, [w.tile(r, 0, dtype, rows, cols).copy() for r in range(ranks)]


@pytest.mark.parametrize("dtype", FLOATS)
def test_all_reduce(dtype):
    x, y = run_group("all_reduce", dtype, seed=FLOATS.index(dtype))
    want = fold(dtype, x)
    for r, got in enumerate(y):
        assert got.tobytes() == want.tobytes(), (dtype, r)


@pytest.mark.parametrize("dtype", FLOATS)
def test_reduce_scatter(dtype):
    x, y = run_group("reduce_scatter", dtype, seed=10 + FLOATS.index(dtype))
    want = fold(dtype, x)
    for j, got in enumerate(y):  # dim 0, 4 members, 4 rows: member j's row j is the sum of rows j
        assert got[j].tobytes() == want[j].tobytes()
        others = [i for i in range(4) if i != j]
        assert got[others].tobytes() == x[j][others].tobytes()


@pytest.mark.parametrize("dtype", FLOATS)
def test_all_gather(dtype):
    x, y = run_group("all_gather", dtype, seed=20 + FLOATS.index(dtype))
    for j, got in enumerate(y):  # member j's chunk i becomes member i's chunk i
        assert got.tobytes() == np.stack([x[i][i] for i in range(4)]).tobytes()


@pytest.mark.parametrize("dtype", FLOATS)
def test_all_to_all(dtype):
    x, y = run_group("all_to_all", dtype, seed=30 + FLOATS.index(dtype))
    for j, got in enumerate(y):  # member j's chunk i becomes member i's chunk j
        assert got.tobytes() == np.stack([x[i][j] for i in range(4)]).tobytes()


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("alu", [0, 4])
def test_permute(dtype, alu):
    """A ring: s's 0xD9 tile goes to t's 0xDA tile (bypass: copied; add: added to it)."""
    n, rows, cols = 4, 2, 8
    pairs = [[r, (r + 1) % n] for r in range(n)]
    m = module(n, collectives=[{"source_target_pairs": pairs}])
    words = np.stack([coll("coll_compute", "permute", alu, dtype, 0, rows, cols),
                      coll("coll_compute2", "permute", alu, dtype, 64, rows, cols)])
    w = tpb.World(m, [words] * n)
    x = float_tiles(dtype, n, (rows, cols), 40 + alu + FLOATS.index(dtype))
    z = float_tiles(dtype, n, (rows, cols), 50 + alu + FLOATS.index(dtype))
    for r in range(n):
        w.tile(r, 0, dtype, rows, cols)[:] = x[r]
        w.tile(r, 0, dtype, rows, cols, partition=64)[:] = z[r]
    res = w.run()
    assert res.ok, res.events
    for t in range(n):
        s = (t - 1) % n
        want = x[s] if alu == 0 else fold(dtype, [z[t], x[s]])
        assert w.tile(t, 0, dtype, rows, cols, partition=64).tobytes() == want.tobytes()
        assert w.tile(t, 0, dtype, rows, cols).tobytes() == x[t].tobytes()


@pytest.mark.parametrize("dtype", FLOATS)
def test_two_source_all_reduce(dtype):
    """The 0xDA fold: x0 + z0 + x1 + z1 + ..., member by member, the 0xD9 element first, in
    place on the 0xD9 tile; the 0xDA tile is only read."""
    n, rows, cols = 3, 2, 16
    words = np.stack([coll("coll_compute", "all_reduce", 4, dtype, 0, rows, cols),
                      coll("coll_compute2", "all_reduce", 4, dtype, 64, rows, cols)])
    w = tpb.World(module(n), [words] * n)
    x = float_tiles(dtype, n, (rows, cols), 60 + FLOATS.index(dtype))
    z = float_tiles(dtype, n, (rows, cols), 70 + FLOATS.index(dtype))
    for r in range(n):
        w.tile(r, 0, dtype, rows, cols)[:] = x[r]
        w.tile(r, 0, dtype, rows, cols, partition=64)[:] = z[r]
    res = w.run()
    assert res.ok, res.events
    want = fold(dtype, [t for r in range(n) for t in (x[r], z[r])])
    for r in range(n):
        assert w.tile(r, 0, dtype, rows, cols).tobytes() == want.tobytes()
        assert w.tile(r, 0, dtype, rows, cols, partition=64).tobytes() == z[r].tobytes()


@pytest.mark.parametrize("dtype", FLOATS)
def test_all_to_all_v(dtype):
    """Wire 0x09 with the module's counts: member i's 0xD9 tile holds its segments for j = 0..n-1
    back to back; member j's 0xDA tile receives the segments from i = 0..n-1 back to back."""
    counts = [[1, 2, 0], [3, 1, 2], [2, 2, 1]]
    n = len(counts)
    rows_sum = [sum(r) for r in counts]
    cols_sum = [sum(counts[i][j] for i in range(n)) for j in range(n)]
    m = module(n, collectives=[{"replica_groups": 0, "counts": counts}])
    streams = []
    for r in range(n):
        send = tpb.encode("coll_compute", alu_op=0, dtype=dtype, collective_kind=9, src_addr=tpb.sbuf_addr(0),
                          src_step0=1, src_num0=1, src_step1=1, src_num1=rows_sum[r])
        recv = tpb.encode("coll_compute2", alu_op=0, dtype=dtype, collective_kind=9, src_addr=tpb.sbuf_addr(64),
                          src_step0=1, src_num0=1, src_step1=1, src_num1=cols_sum[r])
        streams.append(np.stack([send, recv]))
    w = tpb.World(m, streams)
    x = [float_tiles(dtype, 1, (1, rows_sum[r]), 80 + r)[0] for r in range(n)]
    for r in range(n):
        w.tile(r, 0, dtype, 1, rows_sum[r])[:] = x[r]
    res = w.run()
    assert res.ok, res.events
    for j in range(n):
        segs = [x[i][0, sum(counts[i][:j]):sum(counts[i][:j + 1])] for i in range(n)]
        want = np.concatenate(segs)
        assert w.tile(j, 0, dtype, 1, cols_sum[j], partition=64)[0].tobytes() == want.tobytes()


@pytest.mark.parametrize("dtype", ["i32", "u8", "i16"])
def test_integer_all_reduce_wraps(dtype):
    rng = np.random.default_rng(5)
    dt = tpb.numpy_dtype(dtype)
    info = np.iinfo(dt)
    word = coll("coll_compute", "all_reduce", 4, dtype, 0, 2, 16)
    w = tpb.World(module(3), [word[None, :]] * 3)
    x = [rng.integers(info.min, info.max, size=(2, 16), dtype=dt, endpoint=True) for _ in range(3)]
    for r in range(3):
        w.tile(r, 0, dtype, 2, 16)[:] = x[r]
    assert w.run().ok
    want = (x[0].astype(np.int64) + x[1] + x[2]).astype(dt)  # two's complement wrap
    assert all(w.tile(r, 0, dtype, 2, 16).tobytes() == want.tobytes() for r in range(3))


def test_deadlock_is_a_result():
    """docs/world.md: rank 1's stream on core 1 never meets rank 0's."""
    ar = tpb.asm((FIXTURES / "allreduce.s").read_text())
    w = tpb.World(FIXTURES / "two_ranks.json", [ar, (None, ar)])
    res = w.run()
    assert not res.completed and not res.ok
    assert {(b["rank"], b["core"]) for b in res.blocked} == {(0, 0), (1, 1)}
    assert all("CollectiveCompute instance 0" in b["waits_for"] for b in res.blocked)
    assert "rank 1 core 1 word 1 (coll_compute) waits for CollectiveCompute instance 0" in res.report


def test_refused_word_is_a_result():
    """An AllReduce without an add is refused OP_NOT_ACCEPTED on every member; nothing is written."""
    word = coll("coll_compute", "all_reduce", 0, "fp32", 0, 2, 8)
    w = tpb.World(module(2), [word[None, :]] * 2)
    x = float_tiles("fp32", 2, (2, 8), 1)
    for r in range(2):
        w.tile(r, 0, "fp32", 2, 8)[:] = x[r]
    res = w.run()
    assert res.completed and not res.ok and res.cross_refused == 2
    assert [e["error"] for e in res.events] == ["OP_NOT_ACCEPTED"] * 2
    assert all(w.tile(r, 0, "fp32", 2, 8).tobytes() == x[r].tobytes() for r in range(2))
    assert "OP_NOT_ACCEPTED" in tpb.WORLD_ERRORS


def test_tensor_binding_view():
    m = module(2, collectives=[], send_recv=[{"op": "send", "pairs": [[0, 1]]}, {"op": "recv", "pairs": [[0, 1]]}],
               tensors=[{"id": 5, "partition": 2, "offset": 64, "partitions": 3, "partition_step": 2,
                         "dtype": "bf16"}])
    w = tpb.World(m, [np.zeros((0, 64), np.uint8)] * 2)
    t = w.tensor(0, 0, 5, elems=4)
    assert t.dtype == ml_dtypes.bfloat16 and t.shape == (3, 4)
    t[:] = np.arange(12).reshape(3, 4)
    assert w.sbuf(0, 0)[6, 64:72].view(ml_dtypes.bfloat16).tolist() == [8, 9, 10, 11]
    with pytest.raises(ValueError, match="tensor_id"):
        w.tensor(0, 0, 6, elems=4)


BAD_MODULES = [
    ("MODULE_FORMAT", {"format": "other", "version": 1, "ranks": [{"global_id": 0}]}),
    ("MODULE_UNKNOWN_KEY", module(1, extra=1)),
    ("MODULE_TYPE", module(1, ranks=[{"global_id": -1}])),
    ("MODULE_RANK_COUNT", module(3)),
    ("MODULE_DUPLICATE_GLOBAL_ID", module(2, ranks=[{"global_id": 0}, {"global_id": 0}])),
    ("MODULE_UNKNOWN_RANK", module(2, replica_groups=[[[0, 7]]])),
    ("MODULE_GROUP_OVERLAP", module(2, replica_groups=[[[0, 1], [1]]])),
    ("MODULE_UNKNOWN_GROUP", module(2, collectives=[{"replica_groups": 4}])),
    ("MODULE_DUPLICATE_PAIR", module(2, collectives=[{"source_target_pairs": [[0, 1], [0, 1]]}])),
    ("MODULE_UNPAIRED", module(2, send_recv=[{"op": "send", "pairs": [[0, 1]]}])),
    ("MODULE_KIND_NAME", module(2, group_kinds=["all_reduce", "nope", "all_gather", "all_to_all"])),
]


@pytest.mark.parametrize("code, mod", BAD_MODULES, ids=[c for c, _ in BAD_MODULES])
def test_module_errors_carry_their_name(code, mod, tmp_path):
    with pytest.raises(tpb.ModuleError) as e:
        tpb.World(mod, [np.zeros((0, 64), np.uint8)] * 2)
    assert e.value.code == code and isinstance(e.value, ValueError)
    (tmp_path / "m.json").write_text(json.dumps(mod))
    (tmp_path / "e.bin").write_bytes(b"")
    p = cli("world", "run", "--module", tmp_path / "m.json", tmp_path / "e.bin", tmp_path / "e.bin", ok=(2,))
    assert f"tpb world: {code}" in p.stderr.decode()


def test_module_text_and_path_forms():
    text = (FIXTURES / "two_ranks.json").read_text()
    assert tpb.parse_module(text) == tpb.parse_module(FIXTURES / "two_ranks.json") == \
        tpb.parse_module(json.loads(text))
    with pytest.raises(tpb.ModuleError) as e:
        tpb.parse_module("{not json")
    assert e.value.code == "MODULE_PARSE"


@pytest.mark.parametrize("call, exc, name", [
    (lambda: tpb.World(5, []), TypeError, "module"),
    (lambda: tpb.World("/nonexistent.json", []), FileNotFoundError, "module"),
    (lambda: tpb.World(module(1), "x"), TypeError, "streams"),
    (lambda: tpb.World(module(1), [(b"", b"", b"")]), ValueError, r"streams\[0\]"),
    (lambda: tpb.World(module(1), [b"\0" * 3]), ValueError, r"streams\[0\]"),
    (lambda: tpb.World(module(1), [b""], gen=9), ValueError, "gen"),
    (lambda: tpb.World(module(1), [b""], order=[3]), ValueError, "order"),
    (lambda: tpb.World(module(1), [b""]).sbuf(1, 0), ValueError, "rank"),
    (lambda: tpb.World(module(1), [b""]).tile(0, 0, "bf16", 1, 5000), ValueError, "elems"),
    (lambda: tpb.World(module(1), [b""]).tile(0, 0, "bf17", 1, 5), ValueError, "dtype"),
])
def test_bad_arguments_are_named(call, exc, name):
    with pytest.raises(exc, match=name):
        call()


def test_bad_geometry_is_refused():
    with pytest.raises(tpb.ArgumentError, match="geometry"):
        tpb.World(module(1), [b""], geometry="huge")


ids = st.integers(min_value=-2, max_value=5)
json_value = st.recursive(st.none() | st.booleans() | st.integers(-3, 8) | st.text(max_size=4),
                          lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=6), c, max_size=3),
                          max_leaves=8)
module_dicts = st.fixed_dictionaries(
    {"format": st.sampled_from(["tpb-world-module", "x"]), "version": st.sampled_from([1, 2]),
     "ranks": st.lists(st.fixed_dictionaries({"global_id": ids}), min_size=0, max_size=3)},
    optional={"replica_groups": st.lists(st.lists(st.lists(ids, max_size=3), max_size=2), max_size=2),
              "collectives": st.lists(st.one_of(st.fixed_dictionaries({"replica_groups": ids}),
                                                st.fixed_dictionaries({"source_target_pairs":
                                                                       st.lists(st.lists(ids, min_size=2, max_size=2),
                                                                                max_size=3)}),
                                                json_value), max_size=2),
              "send_recv": st.lists(st.fixed_dictionaries({"op": st.sampled_from(["send", "recv", "x"]),
                                                           "pairs": st.lists(st.lists(ids, min_size=2, max_size=2),
                                                                             max_size=2)}), max_size=2),
              "tensors": st.lists(st.dictionaries(st.sampled_from(["id", "partition", "offset", "partitions",
                                                                   "partition_step", "dtype", "memory"]),
                                                  st.integers(-1, 300) | st.sampled_from(["bf16", "sbuf", "hbm"])),
                                  max_size=2),
              "group_kinds": st.lists(st.sampled_from(["all_reduce", "reduce_scatter", "all_gather", "all_to_all",
                                                       "x"]), max_size=4),
              "junk": json_value})


@settings(max_examples=300, deadline=None)
@given(module_dicts, st.integers(0, 3))
def test_random_modules_never_crash(mod, ranks):
    """Any module dict: a World that runs, or a ModuleError with a MODULE_* name; never a crash."""
    ar = tpb.asm((FIXTURES / "allreduce.s").read_text())
    try:
        w = tpb.World(mod, [ar] * ranks)
    except tpb.ModuleError as e:
        assert e.code.startswith("MODULE_") and e.code in tpb.WORLD_ERRORS
        return
    res = w.run()
    assert all(e["error"] in tpb.WORLD_ERRORS for e in res.events)
