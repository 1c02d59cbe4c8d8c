#!/usr/bin/env python3
"""The kit's RTL manifest: FuseSoC core files (CAPI2) under rtl/, one per block.

The one reader of RTL file lists in the kit: CMake (tpb_rtl_sources), the lint, synthesis,
formal, gate-level, mutation, coverage and FPGA flows all take their sources from here, and
FuseSoC reads the same core files (`fusesoc --cores-root rtl run --target lint tpb:kit:decoder`).

A core's files are its `rtl` fileset's files after those of its dependencies (depth first, in
the order listed, each core once), so packages come before their users. Paths are relative to
the repository root unless --abs.

usage:
  scripts/tpbflow/manifest.py files CORE...     source files of the cores, one per line
  scripts/tpbflow/manifest.py cores             every core: name, top (if any), core file
  scripts/tpbflow/manifest.py core-files        every core file (CMake's configure dependencies)

CORE is a name as `tpb:kit:system`, or its last part (`system`, `decoder`, `mover`, `fpga`).
Exit status: 0, or 2 for an unknown core, a missing file or a dependency cycle (named).
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORES_ROOT = ROOT / "rtl"
SOURCE_TYPES = ("systemVerilogSource", "verilogSource")


class ManifestError(Exception):
    pass


@dataclass
class Core:
    name: str  # tpb:kit:decoder (without the version)
    path: Path  # the .core file
    depends: list[str] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)  # absolute
    top: str | None = None  # the lint target's toplevel

    @property
    def short(self) -> str:
        return self.name.rsplit(":", 1)[-1]


def _load_yaml(path: Path) -> dict:
    try:
        import yaml  # PyYAML: scripts/setup.sh installs it (FuseSoC needs it too)
    except ImportError as e:
        raise ManifestError("PyYAML is missing (scripts/setup.sh installs it)") from e
    text = path.read_text()
    if not text.startswith("CAPI=2:"):
        raise ManifestError(f"{path.relative_to(ROOT)}: not a CAPI=2 core file")
    return yaml.safe_load(text) or {}


def _strip_version(vlnv: str) -> str:
    """tpb:kit:isa_pkg:0.1 -> tpb:kit:isa_pkg (dependencies name cores without a version)."""
    parts = vlnv.lstrip(">=<~^").split(":")
    return ":".join(parts[:3])


def load(cores_root: Path = CORES_ROOT) -> dict[str, Core]:
    cores: dict[str, Core] = {}
    for path in sorted(cores_root.rglob("*.core")):
        doc = _load_yaml(path)
        name = _strip_version(str(doc.get("name", "")))
        if not name.count(":") == 2:
            raise ManifestError(f"{path.relative_to(ROOT)}: no 'name: vendor:library:name:version'")
        if name in cores:
            raise ManifestError(f"{path.relative_to(ROOT)}: core {name} also in {cores[name].path.relative_to(ROOT)}")
        rtl = (doc.get("filesets") or {}).get("rtl") or {}
        core = Core(name, path, [_strip_version(d) for d in rtl.get("depend") or []])
        if rtl.get("file_type", SOURCE_TYPES[0]) in SOURCE_TYPES:
            for f in rtl.get("files") or []:
                p = (path.parent / str(f)).resolve()
                if not p.is_file():
                    raise ManifestError(f"{path.relative_to(ROOT)}: file {f} does not exist")
                core.files.append(p)
        core.top = ((doc.get("targets") or {}).get("lint") or {}).get("toplevel")
        cores[name] = core
    return cores


def resolve(cores: dict[str, Core], name: str) -> Core:
    if name in cores:
        return cores[name]
    hits = [c for c in cores.values() if c.short == name]
    if len(hits) != 1:
        known = ", ".join(sorted(c.short for c in cores.values()))
        raise ManifestError(f"no core '{name}' (cores: {known})")
    return hits[0]


def files(names: list[str], cores: dict[str, Core] | None = None) -> list[Path]:
    """Source files of the cores and their dependencies, dependencies first, each once."""
    cores = cores if cores is not None else load()
    out: list[Path] = []
    done: set[str] = set()

    def visit(core: Core, stack: tuple[str, ...]) -> None:
        if core.name in stack:
            raise ManifestError("dependency cycle: " + " -> ".join(stack + (core.name,)))
        if core.name in done:
            return
        for d in core.depends:
            visit(resolve(cores, d), stack + (core.name,))
        done.add(core.name)
        out.extend(f for f in core.files if f not in out)

    for n in names:
        visit(resolve(cores, n), ())
    return out


def rel(p: Path) -> str:
    return str(p.relative_to(ROOT))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 epilog="\n\n".join(__doc__.split("\n\n")[1:]),
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("files", help="source files of the cores, dependencies first")
    f.add_argument("core", nargs="+")
    f.add_argument("--abs", action="store_true", help="absolute paths")
    sub.add_parser("cores", help="every core: name, lint top, core file")
    sub.add_parser("core-files", help="every core file, absolute (CMake's configure dependencies)")
    a = ap.parse_args(argv)
    try:
        if a.cmd == "files":
            for p in files(a.core):
                print(p if a.abs else rel(p))
        elif a.cmd == "cores":
            for c in load().values():
                print(f"{c.name}\t{c.top or '-'}\t{rel(c.path)}")
        else:
            for c in load().values():
                print(c.path)
    except ManifestError as e:
        print(f"manifest: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
