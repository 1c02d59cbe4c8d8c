"""Words: the field-map tables, decode, fields, asm / dis / encode and gen.

Every rule is the C++ model's (``tpb._tpb``); this module checks arguments and shapes the
results as numpy arrays.
"""
from __future__ import annotations

from typing import Any, Iterable

import ml_dtypes
import numpy as np

from . import _tpb
from ._words import as_word, as_words, check_gen, check_int, check_share
from .errors import AsmError

DEFAULT_GEN: int = _tpb.DEFAULT_GEN

#: Every opcode of the field map, in table order: dicts with opcode, name, mnemonic, route,
#: dve, seed, since_gen, synthetic and fields (name, offset, width, signed, tag, meaning).
OPCODES: tuple[dict, ...] = tuple(_tpb.opcode_table())
#: The mnemonic of each mnemonic id (a record's ``mnemonic``; 255 is an unknown opcode).
MNEMONICS: tuple[str, ...] = tuple(d["mnemonic"] for d in OPCODES)
UNKNOWN_MNEMONIC = 0xFF
#: Named error codes: code -> name (the field map's Err, shared with the RTL).
ERRORS: dict[int, str] = {code: name for code, name, _ in _tpb.error_table()}
ERROR_MEANINGS: dict[str, str] = {name: meaning for _, name, meaning in _tpb.error_table()}
#: The name of every error code as an array indexed by code ('' where no code is defined):
#: ``ERR_NAMES[records["err"]]`` names a whole stream's errors at once.
ERR_NAMES: np.ndarray = np.array([ERRORS.get(c, "") for c in range(256)], dtype=object)
#: Route names by route code (a record's ``route``).
ROUTES: tuple[str, ...] = tuple(_tpb.route_names())
#: Field-map dtype name -> code, and code -> bytes per element.
DTYPES: dict[str, int] = {name: code for code, name, _ in _tpb.dtype_table()}
DTYPE_BYTES: dict[int, int] = {code: size for code, _, size in _tpb.dtype_table()}
#: The numpy dtype of each field-map dtype (ml_dtypes for bf16 and the two fp8 formats; the
#: kit's fp8e4m3 has no infinity and one NaN per sign, which is ml_dtypes' float8_e4m3fn).
NUMPY_DTYPES: dict[str, np.dtype] = {
    "u8": np.dtype(np.uint8), "i8": np.dtype(np.int8), "u16": np.dtype("<u2"), "i16": np.dtype("<i2"),
    "u32": np.dtype("<u4"), "i32": np.dtype("<i4"), "fp8e4m3": np.dtype(ml_dtypes.float8_e4m3fn),
    "fp8e5m2": np.dtype(ml_dtypes.float8_e5m2), "bf16": np.dtype(ml_dtypes.bfloat16),
    "fp16": np.dtype("<f2"), "fp32": np.dtype("<f4"),
}
#: Malformed-item classes of ``gen(classes=...)`` (as ``tpb gen --classes``).
BAD_CLASSES: tuple[str, ...] = tuple(_tpb.bad_class_names())

#: One decoder record per word (12 bytes, the model's own layout: no copy).
RECORD_DTYPE = np.dtype({
    "names": ["index", "opcode", "err", "route", "mnemonic", "chain_pos", "valid"],
    "formats": ["<u4", "u1", "u1", "u1", "u1", "<u2", "?"],
    "offsets": [0, 4, 5, 6, 7, 8, 10],
    "itemsize": 12,
})


def numpy_dtype(dtype: str | int) -> np.dtype:
    """The numpy dtype of a field-map dtype, by name (``"bf16"``) or code."""
    if isinstance(dtype, (int, np.integer)) and not isinstance(dtype, bool):
        names = {c: n for n, c in DTYPES.items()}
        if int(dtype) not in names:
            raise ValueError(f"dtype: {dtype} is not a field-map dtype code")
        dtype = names[int(dtype)]
    if not isinstance(dtype, str):
        raise TypeError(f"dtype: expected a field-map dtype name or code, got {type(dtype).__name__}")
    if dtype not in NUMPY_DTYPES:
        raise ValueError(f"dtype: '{dtype}' is not a field-map dtype ({', '.join(NUMPY_DTYPES)})")
    return NUMPY_DTYPES[dtype]


def sbuf_addr(partition: int, offset: int = 0) -> int:
    """The ADDR4 start word of SBUF (partition, byte offset), for an operand's ``*_addr`` field."""
    return _tpb.addr4_sbuf(check_int(partition, "partition", 0, 255), check_int(offset, "offset", 0, (1 << 18) - 1))


def hbm_addr(address: int) -> int:
    """The ADDR4 start word of an HBM byte address."""
    return _tpb.addr4_hbm(check_int(address, "address", 0, (1 << 26) - 1))


def decode(words: Any, gen: int = DEFAULT_GEN) -> np.ndarray:
    """Decode a stream (the last word closes any custom-op chain) on generation ``gen``.

    ``words``: bytes (a multiple of 64) or a uint8 array (N, 64) or (N * 64,). Returns one
    record per word, a structured array of ``RECORD_DTYPE``: ``index``, ``opcode``, ``err``
    (the named error's code: ``ERR_NAMES[r["err"]]``), ``route`` (``ROUTES``), ``mnemonic``
    (index into ``MNEMONICS``, 255 for an unknown opcode), ``chain_pos`` and ``valid``. A word's
    bytes are ``words[i]``; its fields ``fields(words[i])``.
    """
    w = as_words(words)
    return _tpb.decode(w, check_gen(gen)).view(RECORD_DTYPE)


def fields(word: Any) -> dict[str, int]:
    """The fields of one word by its own opcode, as ``tpb dis --json`` prints them (field-map
    names and order, signed fields signed); empty for an unknown opcode."""
    return _tpb.fields(as_word(word))


def records(words: Any, gen: int = DEFAULT_GEN) -> list[dict]:
    """One dict per word with the keys and values of ``tpb dis --json``."""
    w = as_words(words)
    out = []
    for r, word in zip(decode(w, gen), w):
        op = OPCODES[r["mnemonic"]] if r["mnemonic"] != UNKNOWN_MNEMONIC else None
        j: dict[str, Any] = {"index": int(r["index"]), "offset": int(r["index"]) * 64, "opcode": int(r["opcode"]),
                             "mnemonic": op["mnemonic"] if op else "unknown", "valid": bool(r["valid"]),
                             "error": None if r["valid"] else ERRORS[int(r["err"])],
                             "route": ROUTES[r["route"]], "chain_pos": int(r["chain_pos"])}
        if op and op["dve"]:
            j["opcode_source"] = op["seed"]
            j["synthetic"] = op["synthetic"]
        if op:
            f = _tpb.fields(word)
            j.update(f)
            if "collective_kind" in f and op["opcode"] in (0xD9, 0xDA):
                kind = _tpb.coll_kind_from_wire(f["collective_kind"])
                if kind:
                    j["collective_kind_ordinal"], j["collective_kind_name"] = kind
        if not r["valid"]:
            j["raw"] = " ".join(f"{b:02x}" for b in word)
        out.append(j)
    return out


def asm(text: str) -> np.ndarray:
    """Assemble text (the ``tpb asm`` language, docs/design.md) into uint8[N, 64]."""
    if not isinstance(text, str):
        raise TypeError(f"text: expected str, got {type(text).__name__}")
    words, error, line = _tpb.asm(text)
    if error is not None:
        raise AsmError("ASM", error, line)
    return words


def dis(words: Any, gen: int = DEFAULT_GEN) -> str:
    """Disassemble a stream: the text ``tpb dis`` prints, line for line."""
    return _tpb.dis(as_words(words), check_gen(gen))


def encode(mnemonic: str, **fields: int | str | bytes) -> np.ndarray:
    """One word from its mnemonic and field values (omitted fields are 0), through the
    assembler: ``encode("coll_compute", alu_op=4, dtype="fp32")`` is the word of the line
    ``coll_compute alu_op=4 dtype=fp32``. A DVE word's ``body`` may be bytes. Returns uint8[64]."""
    if not isinstance(mnemonic, str):
        raise TypeError(f"mnemonic: expected str, got {type(mnemonic).__name__}")
    if not mnemonic or any(c.isspace() for c in mnemonic):
        raise ValueError(f"mnemonic: '{mnemonic}' is not a mnemonic")
    parts = [mnemonic]
    for k, v in fields.items():
        if isinstance(v, (bytes, bytearray)):
            v = bytes(v).hex()
        elif isinstance(v, bool) or not isinstance(v, (int, np.integer, str)):
            raise TypeError(f"{k}: expected an int or a name, got {type(v).__name__}")
        if isinstance(v, str) and (not v or any(c.isspace() or c in "#;=" for c in v)):
            raise ValueError(f"{k}: '{v}' is not a value")
        parts.append(f"{k}={v}")
    word, error = _tpb.asm_line(" ".join(parts))
    if error is not None:
        raise AsmError("ASM", error)
    return word[0]


def gen(seed: int, count: int, *, bad_ratio: float = 0.0, classes: Iterable[str] | None = None,
        max_args: int = 4, min_args: int = 0, dve: bool = True, gen: int = DEFAULT_GEN, sb2sb_legal: float = 0.0,
        custom_legal: float = 0.0, geometry: str = "sim", issue_core: int = 0, hbm_bytes: int = 1 << 20,
        mutate: float = 0.0) -> np.ndarray:
    """The seeded stream ``tpb gen`` writes for the same options (byte for byte): the options
    are ``tpb gen``'s (``dve=False`` is ``--no-dve``). Returns uint8[count, 64] (a legal
    custom-op share may change the length, as it does for ``tpb gen``)."""
    seed = check_int(seed, "seed", 0, 2**64 - 1)
    count = check_int(count, "count", 0, 2**40)
    cls = [] if classes is None else list(classes)
    for c in cls:
        if not isinstance(c, str):
            raise TypeError(f"classes: expected names, got {type(c).__name__}")
        if c not in BAD_CLASSES:
            raise ValueError(f"classes: unknown malformed class '{c}' ({', '.join(BAD_CLASSES)})")
    if not isinstance(geometry, str):
        raise TypeError(f"geometry: expected str, got {type(geometry).__name__}")
    max_args = check_int(max_args, "max_args", 0, 255)
    min_args = check_int(min_args, "min_args", 0, 255)
    if min_args > max_args:
        raise ValueError(f"min_args: {min_args} exceeds max_args {max_args}")
    return _tpb.gen(seed, count, check_share(bad_ratio, "bad_ratio"), cls, max_args, min_args,
                    bool(dve), check_gen(gen), check_share(sb2sb_legal, "sb2sb_legal"),
                    check_share(custom_legal, "custom_legal"), geometry, check_int(issue_core, "issue_core", 0, 1),
                    check_int(hbm_bytes, "hbm_bytes", 1 << 11, 1 << 32), check_share(mutate, "mutate"))


def every_check(seed: int, gen: int = DEFAULT_GEN) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """``tpb gen --every-check``: the words, the error code each must get, and what each breaks."""
    words, codes, notes = _tpb.every_check(check_int(seed, "seed", 0, 2**64 - 1), check_gen(gen))
    return words, np.frombuffer(codes, dtype=np.uint8), notes
