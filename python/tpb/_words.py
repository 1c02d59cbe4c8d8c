"""Words in: what the package accepts as a stream or a word, checked and named."""
from __future__ import annotations

from typing import Any

import numpy as np

BUNDLE_BYTES = 64


def as_words(words: Any, name: str = "words") -> np.ndarray:
    """``words`` as a C-contiguous uint8[N, 64] array: bytes-like of a multiple of 64 bytes, or
    a uint8 array of shape (N, 64) or (N * 64,). A numpy array that already has that form is
    used as it is (no copy)."""
    if isinstance(words, (bytes, bytearray, memoryview)):
        buf = np.frombuffer(words, dtype=np.uint8)
    elif isinstance(words, np.ndarray):
        if words.dtype != np.uint8:
            raise TypeError(f"{name}: expected a uint8 array, got dtype {words.dtype}")
        buf = words
    else:
        raise TypeError(f"{name}: expected bytes or a uint8 numpy array, got {type(words).__name__}")
    if buf.ndim == 1:
        if buf.size % BUNDLE_BYTES:
            raise ValueError(f"{name}: {buf.size} bytes is not a whole number of 64-byte words")
        buf = buf.reshape(-1, BUNDLE_BYTES)
    elif buf.ndim != 2 or buf.shape[1] != BUNDLE_BYTES:
        raise ValueError(f"{name}: expected shape (N, 64) or (N * 64,), got {buf.shape}")
    return np.ascontiguousarray(buf)


def as_word(word: Any, name: str = "word") -> np.ndarray:
    """One word as a C-contiguous uint8[64]."""
    w = as_words(word, name)
    if w.shape[0] != 1:
        raise ValueError(f"{name}: expected one 64-byte word, got {w.shape[0]}")
    return w[0]


def check_gen(gen: Any, name: str = "gen") -> int:
    if isinstance(gen, bool) or not isinstance(gen, (int, np.integer)):
        raise TypeError(f"{name}: expected an int (2, 3 or 4), got {type(gen).__name__}")
    if not 2 <= int(gen) <= 4:
        raise ValueError(f"{name}: the generation is 2, 3 or 4, not {gen}")
    return int(gen)


def check_int(value: Any, name: str, lo: int, hi: int) -> int:
    """An int in [lo, hi]."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name}: expected an int, got {type(value).__name__}")
    if not lo <= int(value) <= hi:
        raise ValueError(f"{name}: {value} is outside {lo}..{hi}")
    return int(value)


def check_share(value: Any, name: str) -> float:
    """A share 0..1."""
    if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise TypeError(f"{name}: expected a number 0..1, got {type(value).__name__}")
    if not 0.0 <= float(value) <= 1.0:
        raise ValueError(f"{name}: {value} is outside 0..1")
    return float(value)
