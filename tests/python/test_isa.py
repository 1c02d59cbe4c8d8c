"""decode / fields / asm / dis / encode / gen against the CLI `tpb` of the same build, byte for
byte, and as properties over random words (Hypothesis): no input crashes, every error is named."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import tpb
from conftest import cli, cli_json_lines, read_bin

STREAMS = [  # tpb gen options (as keyword arguments of tpb.gen)
    dict(seed=1, count=300),
    dict(seed=2, count=500, bad_ratio=0.2),
    dict(seed=3, count=400, bad_ratio=0.5, gen=2),
    dict(seed=4, count=300, bad_ratio=0.3, gen=4, max_args=1),
    dict(seed=4, count=300, gen=4, max_args=0),
    dict(seed=4, count=300, bad_ratio=0.3, max_args=0),
    dict(seed=9, count=900, bad_ratio=0.1, max_args=255, min_args=255),
    dict(seed=5, count=200, bad_ratio=0.3, classes=["co_chain_broken", "bad_dtype"], dve=False),
    dict(seed=6, count=300, sb2sb_legal=0.5, custom_legal=0.5),
    dict(seed=7, count=300, bad_ratio=0.1, mutate=0.2, geometry="fpga", issue_core=1, hbm_bytes=1 << 16,
         sb2sb_legal=0.3),
]


def gen_args(o: dict) -> list[str]:
    """The tpb gen command line of the same options."""
    args = ["gen"]
    for k, v in o.items():
        if k == "dve":
            if not v:
                args.append("--no-dve")
        elif k == "classes":
            args += ["--classes", ",".join(v)]
        else:
            args += [f"--{k.replace('_', '-')}", str(v)]
    return args


@pytest.fixture(params=range(len(STREAMS)), ids=lambda i: f"stream{i}")
def stream(request, tmp_path):
    """(options, the CLI's words, the .bin path)."""
    o = STREAMS[request.param]
    out = tmp_path / "s.bin"
    cli(*gen_args(o), "-o", out)
    return o, read_bin(out), out


def test_gen_is_tpb_gen(stream):
    o, words, _ = stream
    got = tpb.gen(**o)
    assert got.dtype == np.uint8 and got.shape == words.shape
    assert got.tobytes() == words.tobytes()


def test_every_check_is_tpb_gen(tmp_path):
    for g in (2, 3, 4):
        out = tmp_path / f"e{g}.bin"
        cli("gen", "--every-check", "--seed", 9, "--gen", g, "-o", out)
        words, expect, notes = tpb.every_check(9, gen=g)
        assert words.tobytes() == read_bin(out).tobytes()
        assert len(expect) == len(notes) == len(words)
        # the decoder's verdict on each word is the one the case was built for
        assert np.array_equal(tpb.decode(words, gen=g)["err"], expect)


def test_dis_is_tpb_dis(stream):
    o, words, path = stream
    g = o.get("gen", 3)
    p = cli("dis", path, "--gen", g, ok=(0, 1))
    assert tpb.dis(words, gen=g) == p.stdout.decode()


def test_records_are_tpb_dis_json(stream):
    o, words, path = stream
    g = o.get("gen", 3)
    want = cli_json_lines("dis", path, "--json", "--gen", g, ok=(0, 1))
    assert tpb.records(words, gen=g) == want
    r = tpb.decode(words, gen=g)
    assert r.dtype == tpb.RECORD_DTYPE and len(r) == len(words)
    assert [tpb.ERR_NAMES[e] if e else None for e in r["err"]] == [j["error"] for j in want]
    assert [tpb.MNEMONICS[m] if m != tpb.UNKNOWN_MNEMONIC else "unknown" for m in r["mnemonic"]] == \
        [j["mnemonic"] for j in want]
    assert [tpb.ROUTES[x] for x in r["route"]] == [j["route"] for j in want]
    assert np.array_equal(r["valid"], r["err"] == 0)
    assert np.array_equal(r["index"], np.arange(len(words)))
    assert r["chain_pos"].tolist() == [j["chain_pos"] for j in want]


def test_asm_is_tpb_asm(stream, tmp_path):
    """dis -> asm gives the words back, in Python and in the CLI alike."""
    o, words, path = stream
    text = tpb.dis(words, gen=o.get("gen", 3))
    src = tmp_path / "s.s"
    src.write_text(text)
    cli("asm", src, "-o", tmp_path / "back.bin")
    assert tpb.asm(text).tobytes() == (tmp_path / "back.bin").read_bytes() == words.tobytes()


def test_encode_round_trips_every_valid_word(stream):
    """fields -> encode gives every accepted single word back (DVE words: body as bytes)."""
    o, words, _ = stream
    r = tpb.decode(words, gen=o.get("gen", 3))
    checked = 0
    for rec, w in zip(r, words):
        if not rec["valid"] or rec["mnemonic"] == tpb.UNKNOWN_MNEMONIC:
            continue
        op = tpb.OPCODES[rec["mnemonic"]]
        f = tpb.fields(w)
        if op["dve"]:
            f["body"] = bytes(w[0x0C:])
        assert tpb.encode(op["mnemonic"], **f).tobytes() == w.tobytes(), op["mnemonic"]
        checked += 1
    assert checked


def test_encode_is_the_assembler_line():
    w = tpb.encode("coll_compute", alu_op=4, dtype="fp32", collective_kind=1, src_addr=tpb.sbuf_addr(2, 16),
                   src_step0=1, src_num0=2, src_step1=1, src_num1=8)
    line = (f"coll_compute alu_op=4 dtype=fp32 collective_kind=1 src_addr={tpb.sbuf_addr(2, 16)} "
            "src_step0=1 src_num0=2 src_step1=1 src_num1=8")
    assert w.tobytes() == tpb.asm(line).tobytes()
    assert w[0] == 0xD9 and tpb.fields(w)["dtype"] == tpb.DTYPES["fp32"]
    assert tpb.decode(w)["valid"][0]


def test_words_in_every_form():
    w = tpb.gen(seed=3, count=20, bad_ratio=0.3)
    want = tpb.decode(w)
    for form in (w.tobytes(), bytearray(w.tobytes()), memoryview(w.tobytes()), w.ravel(), np.asfortranarray(w)):
        assert np.array_equal(tpb.decode(form), want)
    assert len(tpb.decode(b"")) == 0 and tpb.dis(b"") == ""


@pytest.mark.parametrize("call, exc, name", [
    (lambda: tpb.decode("x" * 64), TypeError, "words"),
    (lambda: tpb.decode(b"\0" * 65), ValueError, "words"),
    (lambda: tpb.decode(np.zeros((2, 32), np.uint8)), ValueError, "words"),
    (lambda: tpb.decode(np.zeros((2, 64), np.int32)), TypeError, "words"),
    (lambda: tpb.decode(b"", gen=5), ValueError, "gen"),
    (lambda: tpb.decode(b"", gen="3"), TypeError, "gen"),
    (lambda: tpb.fields(b"\0" * 128), ValueError, "word"),
    (lambda: tpb.dis([1, 2]), TypeError, "words"),
    (lambda: tpb.asm(b"coll_compute"), TypeError, "text"),
    (lambda: tpb.encode(5), TypeError, "mnemonic"),
    (lambda: tpb.encode("coll_compute", alu_op=1.5), TypeError, "alu_op"),
    (lambda: tpb.encode("coll_compute", dtype="f p"), ValueError, "dtype"),
    (lambda: tpb.gen(seed=1, count=10, bad_ratio=2), ValueError, "bad_ratio"),
    (lambda: tpb.gen(seed=1, count=10, classes=["nope"]), ValueError, "classes"),
    (lambda: tpb.gen(seed=-1, count=10), ValueError, "seed"),
    (lambda: tpb.gen(seed=1, count=10, issue_core=2), ValueError, "issue_core"),
    (lambda: tpb.numpy_dtype("f33"), ValueError, "dtype"),
    (lambda: tpb.gen(seed=1, count=10, max_args=4, min_args=5), ValueError, "min_args"),
    (lambda: tpb.gen(seed=1, count=10, max_args=256), ValueError, "max_args"),
])
def test_bad_arguments_are_named(call, exc, name):
    with pytest.raises(exc, match=name):
        call()


def test_model_refusals_are_named_exceptions():
    with pytest.raises(tpb.AsmError) as e:
        tpb.asm("get_global_rank valid_flag=1\nbogus_op x=1\n")
    assert e.value.code == "ASM" and e.value.line == 2 and isinstance(e.value, ValueError)
    with pytest.raises(tpb.AsmError):
        tpb.encode("coll_compute", no_such_field=1)
    with pytest.raises(tpb.ArgumentError) as e:
        tpb.gen(seed=1, count=10, classes=["opcode_not_in_gen"], gen=3)
    assert e.value.code == "ARGUMENT"
    with pytest.raises(tpb.ArgumentError):
        tpb.gen(seed=1, count=10, sb2sb_legal=0.5, geometry="huge")


def test_tables():
    assert tpb.ERRORS[0] == "OK" and len(tpb.MNEMONICS) == len(tpb.OPCODES) < 255
    assert {"bf16", "fp8e4m3", "fp8e5m2", "fp32"} <= set(tpb.DTYPES)
    assert all(tpb.numpy_dtype(n).itemsize == tpb.DTYPE_BYTES[c] for n, c in tpb.DTYPES.items())
    assert tpb.ROUTES[0] == "NONE"


@settings(max_examples=300, deadline=None)
@given(st.binary(min_size=0, max_size=64 * 12).map(lambda b: b[: len(b) // 64 * 64]), st.sampled_from([2, 3, 4]),
       st.data())
def test_random_words_never_crash(raw, g, data):
    """Random words, many with a real opcode and word length: every verdict is a named error,
    dis -> asm gives the bytes back, and fields never fail."""
    words = np.frombuffer(raw, dtype=np.uint8).reshape(-1, 64).copy()
    for w in words:
        if data.draw(st.booleans()):
            w[0] = data.draw(st.sampled_from([d["opcode"] for d in tpb.OPCODES]))
            w[1] = data.draw(st.sampled_from([0x10, 0x00, w[1]]))
    r = tpb.decode(words, gen=g)
    assert all(tpb.ERR_NAMES[e] for e in r["err"])
    assert tpb.asm(tpb.dis(words, gen=g)).tobytes() == words.tobytes()
    for w in words:
        assert isinstance(tpb.fields(w), dict)
