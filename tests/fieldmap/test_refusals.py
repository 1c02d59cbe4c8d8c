#!/usr/bin/env python3
"""The field-map parser refuses broken maps before writing anything.

Each case edits a copy of the real map in one way and expects gen_fieldmap.py --validate
to exit 2 with a message naming the problem; the unedited copy must validate.
"""
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
GEN = ROOT / "scripts/gen_fieldmap.py"
SPEC = (ROOT / "cmodel/spec/tpb_fieldmap.toml").read_text()

CASES = [
    # (name, old text, new text, expected message fragment)
    ("overlapping fields",
     '{ name = "dtype", off = 0x0D, width = 1, check = "dtype", tag = "CONFIRMED", meaning = "dtype_to_wire(reinterpreted copy dtype)" }',
     '{ name = "dtype", off = 0x0C, width = 1, check = "dtype", tag = "CONFIRMED", meaning = "x" }',
     "overlaps"),
    ("field past the bundle",
     '{ name = "num_elements_per_partition", off = 0x38, width = 8,',
     '{ name = "num_elements_per_partition", off = 0x3C, width = 8,',
     "past the bundle"),
    # not TOML at all: a named refusal (exit 2), not a traceback
    ("not TOML",
     'check = "alu_op", tag = "CONFIRMED"',
     'check = = "alu_op", tag = "CONFIRMED"',
     "field map refused"),
    ("unknown check",
     'check = "alu_op", tag = "CONFIRMED"',
     'check = "alu_opp", tag = "CONFIRMED"',
     "unknown check"),
    ("unknown tag",
     '{ name = "reg_id", off = 0x17, width = 1, tag = "CONFIRMED"',
     '{ name = "reg_id", off = 0x17, width = 1, tag = "GUESS"',
     "unknown tag"),
    ("bad width",
     '{ name = "reg_id", off = 0x17, width = 1,',
     '{ name = "reg_id", off = 0x17, width = 3,',
     "width must be"),
    ("duplicate opcode",
     'opcode = 0xDA\n',
     'opcode = 0xD9\n',
     "duplicate opcode"),
    ("DVE roster overlapping a cross-engine opcode",
     'extra_ops = [138,',
     'extra_ops = [0xBF, 138,',
     "overlaps cross-engine"),
    # S000 "No ordinal is fabricated": a SYNTHETIC DVE opcode may never pass as a seed one.
    ("synthetic DVE opcode also listed as a seed opcode",
     'extra_ops = [138,',
     'extra_ops = [226, 138,',
     "synthetic opcodes also listed as seed (S003) opcodes: [226]"),
    ("synthetic DVE opcode given a seed name",
     '"65" = "TensorTensorArithOp"',
     '"227" = "LooksLikeASeedOp"\n"65" = "TensorTensorArithOp"',
     "synthetic opcodes given a seed name in [dve.names]: [227]"),
    ("unknown layout",
     'layout = "t4d_co"',
     'layout = "t5d"',
     "unknown layout"),
    ("unchecked names no checked field of its layout",
     'unchecked = ["wait_sel"]',
     'unchecked = ["branch_pc"]',
     "unchecked branch_pc is no checked field of sync"),
]


def validate(text):
    with tempfile.NamedTemporaryFile("w", suffix=".toml", delete=False) as f:
        f.write(text)
    r = subprocess.run([sys.executable, str(GEN), "--validate", f.name], capture_output=True, text=True)
    pathlib.Path(f.name).unlink()
    return r


def main():
    failed = 0
    r = validate(SPEC)
    if r.returncode != 0:
        print(f"FAIL unedited map refused: {r.stderr.strip()}")
        failed += 1
    for name, old, new, frag in CASES:
        if old not in SPEC:
            print(f"FAIL {name}: the map no longer contains the text this case edits")
            failed += 1
            continue
        r = validate(SPEC.replace(old, new, 1))
        if r.returncode != 2 or frag not in r.stderr:
            print(f"FAIL {name}: exit {r.returncode}, stderr {r.stderr.strip()!r}")
            failed += 1
        else:
            print(f"ok   {name}: {r.stderr.strip()}")
    print(f"{len(CASES) + 1 - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
