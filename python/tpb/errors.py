"""The package's exceptions. Each carries the kit's name for what went wrong in ``code``.

The model's own verdicts on words (the decoder's ``Err`` codes, the World's refusals) are
results, not exceptions: ``tpb.decode`` returns them in its records, ``World.run`` in its events.
What raises is what stops a call from running at all:

- ``ModuleError``: a World module description the model refuses; ``code`` is its ``MODULE_*``
  name (docs/world.md, "Module description").
- ``AsmError``: assembly text the assembler refuses; ``line`` is the 1-based line.
- ``ArgumentError``: an argument the model refuses (a geometry, a generation, an issue core).
- ``LoadError``: a file or a description the model cannot read (a registry, a DVE table set).

All are ``TpbError``; all but ``LoadError`` are also ``ValueError``. Wrong Python types and
shapes raise plain ``TypeError`` / ``ValueError`` naming the argument.
"""
from __future__ import annotations


class TpbError(Exception):
    """Base class: ``code`` is the kit's name for the error, ``detail`` the model's text."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


class ArgumentError(TpbError, ValueError):
    """An argument the model refuses (code ``ARGUMENT``)."""


class ModuleError(TpbError, ValueError):
    """A World module description the model refuses; ``code`` is its ``MODULE_*`` name."""


class AsmError(TpbError, ValueError):
    """Assembly text the assembler refuses (code ``ASM``); ``line`` is 1-based."""

    def __init__(self, code: str, detail: str = "", line: int = 0) -> None:
        super().__init__(code, f"line {line}: {detail}" if line else detail)
        self.line = line


class LoadError(TpbError):
    """A file or description the model cannot read or refuses (code ``LOAD``)."""
