"""tpb.SystemModel against `tpb sim` of the same build, and its memories as views shared both
ways with the model."""
from __future__ import annotations

import json

import numpy as np
import pytest

import tpb
from conftest import cli, cli_json_lines, read_bin


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_run_is_tpb_sim(tmp_path, seed):
    """Engine outputs and final memories equal `tpb sim --json` on the same stream and memories."""
    words = tpb.gen(seed=seed, count=600, bad_ratio=0.05, sb2sb_legal=0.7, custom_legal=0.7)
    (tmp_path / "s.bin").write_bytes(words.tobytes())
    m = tpb.SystemModel()
    rng = np.random.default_rng(seed)
    for c in (0, 1):
        m.sbuf(c)[:] = rng.integers(0, 256, size=m.sbuf(c).shape, dtype=np.uint8)
        m.sbuf(c).tofile(tmp_path / f"init{c}.sbuf")
    m.hbm()[:] = rng.integers(0, 256, size=m.hbm().shape, dtype=np.uint8)
    m.hbm().tofile(tmp_path / "init.hbm")
    res = m.run(words)
    want = cli_json_lines("sim", tmp_path / "s.bin", "--json", "--sbuf0-init", tmp_path / "init0.sbuf",
                          "--sbuf1-init", tmp_path / "init1.sbuf", "--hbm-init", tmp_path / "init.hbm",
                          "--sbuf0-out", tmp_path / "out0.sbuf", "--sbuf1-out", tmp_path / "out1.sbuf",
                          "--hbm-out", tmp_path / "out.hbm", ok=(0, 1))
    assert res.outputs == want
    assert {o["engine"] for o in res.outputs} == {"dve", "sb2sb", "custom"} or {o["engine"] for o in res.outputs} \
        >= {"sb2sb", "custom"}
    assert any(o["engine"] == "sb2sb" and o["error"] == "OK" and o["bytes"] for o in res.outputs)
    assert any(o["engine"] == "custom" and o["error"] == "OK" for o in res.outputs)
    assert m.sbuf(0).tobytes() == (tmp_path / "out0.sbuf").read_bytes()
    assert m.sbuf(1).tobytes() == (tmp_path / "out1.sbuf").read_bytes()
    assert m.hbm().tobytes() == (tmp_path / "out.hbm").read_bytes()
    assert np.array_equal(res.records, tpb.decode(words))
    assert res.ok == all(j["error"] == "OK" for j in want) and not res.ok or res.records["valid"].all()


def test_step_is_run():
    words = tpb.gen(seed=5, count=300, bad_ratio=0.1, sb2sb_legal=0.7, custom_legal=0.7)
    a, b = tpb.SystemModel(), tpb.SystemModel()
    whole = a.run(words)
    outs, recs = [], []
    for i, w in enumerate(words):
        r, o = b.step(w, last=i + 1 == len(words))
        recs.append(r)
        outs += o
    assert outs == whole.outputs
    assert np.array_equal(np.array(recs, dtype=tpb.RECORD_DTYPE), whole.records)
    assert a.sbuf(0).tobytes() == b.sbuf(0).tobytes() and a.sbuf(1).tobytes() == b.sbuf(1).tobytes()
    st = a.status()
    first_bad = np.flatnonzero(~whole.records["valid"])
    assert st.any == bool(first_bad.size)
    if first_bad.size:
        assert st.first_index == first_bad[0] and st.first_error == tpb.ERR_NAMES[whole.records["err"][first_bad[0]]]
    a.clear_status()
    assert not a.status().any


def test_views_are_the_model_memory():
    """A view is the model's bytes (no copy): two views of one memory are one array, a write
    through one shows in the other, and a view keeps its model alive. (test_run_is_tpb_sim holds
    both directions to the CLI: memories written through the views before the run, read back
    through them after it.)"""
    m = tpb.SystemModel(geometry="sim")
    s0, s1, hbm = m.sbuf(0), m.sbuf(1), m.hbm()
    assert s0.shape == (128, 4096) and s0.dtype == np.uint8 and s0.flags.writeable and not s0.flags.owndata
    assert np.shares_memory(s0, m.sbuf(0)) and not np.shares_memory(s0, s1)
    assert hbm.shape == (1 << 20,) and np.shares_memory(hbm, m.hbm())
    s0[5, 7:9] = [1, 2]
    hbm[100] = 9
    assert m.sbuf(0)[5, 7:9].tolist() == [1, 2] and m.hbm()[100] == 9
    m.seed_memories(4)  # the model writes; the old views see it
    assert s0.tobytes() == m.sbuf(0).tobytes() and s0.any()
    v = tpb.SystemModel().sbuf(1)  # the model object is gone from Python; its view still works
    v[3, 5] = 7
    assert v[3, 5] == 7


def test_seed_memories_and_geometry():
    m = tpb.SystemModel(geometry="fpga", hbm_bytes=4096)
    assert m.sbuf(0).shape == (16, 1024) and m.hbm().shape == (4096,)
    m.seed_memories(3)
    assert m.sbuf(0).any() and m.hbm().any()


def test_registry_dict_and_path(tmp_path):
    cli("cluster", "registry", "-o", tmp_path / "reg.json")
    reg = json.loads((tmp_path / "reg.json").read_text())
    a = tpb.SystemModel(registry=tmp_path / "reg.json")
    b = tpb.SystemModel(registry=reg)
    fn = reg["functions"][0]
    assert a.function_id(fn["lib"], fn["function"]) == b.function_id(fn["lib"], fn["function"]) == fn["id"]


@pytest.mark.parametrize("kwargs, exc, name", [
    (dict(gen=1), ValueError, "gen"),
    (dict(geometry=3), TypeError, "geometry"),
    (dict(issue_core=2), ValueError, "issue_core"),
    (dict(registry=5), TypeError, "registry"),
    (dict(registry="/nonexistent/reg.json"), FileNotFoundError, "registry"),
    (dict(dve_set="/nonexistent/dve.json"), FileNotFoundError, "dve_set"),
    (dict(hbm_bytes=0), ValueError, "hbm_bytes"),
])
def test_bad_arguments_are_named(kwargs, exc, name):
    with pytest.raises(exc, match=name):
        tpb.SystemModel(**kwargs)


def test_model_refusals_are_named_exceptions():
    with pytest.raises(tpb.ArgumentError, match="geometry"):
        tpb.SystemModel(geometry="huge")
    with pytest.raises(tpb.LoadError) as e:
        tpb.SystemModel(registry={"format": "nope"})
    assert e.value.code == "LOAD"
    m = tpb.SystemModel()
    with pytest.raises(ValueError, match="core"):
        m.sbuf(2)
    with pytest.raises(ValueError, match="word"):
        m.step(b"\0" * 128)
