#!/usr/bin/env python3
"""Generate the C++ header, the SystemVerilog package and the Markdown table from the
bundle field map (cmodel/spec/tpb_fieldmap.toml).

    scripts/gen_fieldmap.py            write the three outputs
    scripts/gen_fieldmap.py --check    exit 1 if any committed output differs
    scripts/gen_fieldmap.py --validate MAP.toml   parse and validate only (exit 2 if refused)

The parser refuses a map with overlapping fields, fields past the bundle, unknown checks,
unknown layouts, duplicate opcodes or duplicate names before it writes anything.
"""
import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fieldmap.cpp import gen_hpp  # noqa: E402,F401
from fieldmap.md import gen_md  # noqa: E402,F401
from fieldmap.spec import OUT_HPP, OUT_MD, OUT_SV, ROOT, SPEC, MapError, load  # noqa: E402,F401
from fieldmap.sv import gen_sv  # noqa: E402,F401
from tpbflow.tools import write_outputs  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="fail if the committed outputs differ")
    ap.add_argument("--validate", metavar="TOML", help="only parse and validate this map, write nothing")
    args = ap.parse_args()
    try:
        m = load(args.validate or SPEC)
    except MapError as e:
        print(f"gen_fieldmap: field map refused: {e}", file=sys.stderr)
        return 2
    if args.validate:
        return 0
    outs = {OUT_HPP: gen_hpp(m), OUT_SV: gen_sv(m), OUT_MD: gen_md(m)}
    return write_outputs("gen_fieldmap", outs, args.check, "the field map")


if __name__ == "__main__":
    sys.exit(main())
