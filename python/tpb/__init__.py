"""tpb: the TPB co-design kit's bit-exact C++ model from Python (docs/python.md).

Words are numpy uint8 arrays of shape (N, 64) (bytes are accepted too); memories are numpy
views of the model's own bytes; dtypes are numpy / ml_dtypes dtypes. Nothing here
re-implements a rule of the model: every call goes to the C++ model (``tpb._tpb``).
"""
from __future__ import annotations

from .errors import ArgumentError, AsmError, LoadError, ModuleError, TpbError
from .isa import (BAD_CLASSES, DEFAULT_GEN, DTYPE_BYTES, DTYPES, ERR_NAMES, ERROR_MEANINGS, ERRORS, MNEMONICS,
                  NUMPY_DTYPES, OPCODES, RECORD_DTYPE, ROUTES, UNKNOWN_MNEMONIC, asm, decode, dis, encode,
                  every_check, fields, gen, hbm_addr, numpy_dtype, records, sbuf_addr)
from .system import RunResult, Status, SystemModel
from .world import WORLD_ERRORS, World, WorldResult, parse_module

__version__ = "0.1.0"

__all__ = [
    "ArgumentError", "AsmError", "LoadError", "ModuleError", "TpbError",
    "BAD_CLASSES", "DEFAULT_GEN", "DTYPE_BYTES", "DTYPES", "ERR_NAMES", "ERROR_MEANINGS", "ERRORS", "MNEMONICS",
    "NUMPY_DTYPES", "OPCODES", "RECORD_DTYPE", "ROUTES", "UNKNOWN_MNEMONIC", "asm", "decode", "dis", "encode",
    "every_check", "fields", "gen", "hbm_addr", "numpy_dtype", "records", "sbuf_addr",
    "RunResult", "Status", "SystemModel", "WORLD_ERRORS", "World", "WorldResult", "parse_module",
]
