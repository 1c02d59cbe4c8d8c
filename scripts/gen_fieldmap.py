#!/usr/bin/env python3
"""Generate the C++ header, the SystemVerilog package, the RTL macros (flat port groups and
checks) and the Markdown table from the bundle field map (cmodel/spec/tpb_fieldmap.toml) and
the channel tables of scripts/fieldmap/spec.py.

    scripts/gen_fieldmap.py            write the four outputs
    scripts/gen_fieldmap.py --check    exit 1 if any committed output differs
    scripts/gen_fieldmap.py --validate MAP.toml   parse and validate only (exit 2 if refused)

The parser refuses a map with overlapping fields, fields past the bundle, unknown checks,
unknown layouts, duplicate opcodes or duplicate names before it writes anything.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fieldmap.cpp import gen_hpp  # noqa: E402,F401
from fieldmap.md import gen_md  # noqa: E402,F401
from fieldmap.spec import OUT_HPP, OUT_MACROS, OUT_MD, OUT_SV, ROOT, SPEC, MapError, load  # noqa: E402,F401
from fieldmap.sv import gen_macros, gen_sv  # noqa: E402,F401
from tpbflow.tools import generator_main  # noqa: E402


def main():
    return generator_main("gen_fieldmap", __doc__, SPEC, "field map", load,
                          lambda m: {OUT_HPP: gen_hpp(m), OUT_SV: gen_sv(m), OUT_MACROS: gen_macros(m),
                                     OUT_MD: gen_md(m)}, (MapError,))


if __name__ == "__main__":
    sys.exit(main())
