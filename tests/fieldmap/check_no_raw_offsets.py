#!/usr/bin/env python3
"""No RTL or model file writes a bundle offset as a number.

Every byte offset and width of a bundle field comes from the field map
(cmodel/spec/tpb_fieldmap.toml) through the generated names: SystemVerilog
`tpb_isa_pkg::<Opcode><Field>Off` / `...Bytes` and `HdrOpcodeOff`, C++
`<Opcode>::k<Field>Off` / `k<Field>Bytes` and `kHdrOpcodeOff` (docs/fieldmap.md). This check
reads rtl/**/*.sv, cmodel/src/*.cpp, cmodel/include/tpb/*.hpp and cmodel/tools/*.cpp, with
comments removed, and reports every line that matches one of PATTERNS. Only the generated
files (ALLOWED) may hold numbers: they are where the names are defined.

    check_no_raw_offsets.py              check the repository; exit 1 on a finding
    check_no_raw_offsets.py --root DIR   check another tree laid out the same way
    check_no_raw_offsets.py --self-test  plant one example per pattern in a scratch tree and
                                         require each to be reported (and named code not)
"""
import argparse
import pathlib
import re
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
GLOBS = ["rtl/**/*.sv", "cmodel/src/*.cpp", "cmodel/include/tpb/*.hpp", "cmodel/tools/*.cpp"]
# Generated files, the one place offsets are numbers: the field map's (bundle offsets) and the
# host link's (digest byte offsets, scripts/gen_hostlink.py from rtl/fpga/hostlink.toml).
ALLOWED = {"rtl/pkg/tpb_isa_pkg.sv", "cmodel/include/tpb/isa_gen.hpp",
           "rtl/fpga/tpb_fpga_pkg.sv", "cmodel/include/tpb/hostlink_gen.hpp"}

# A signal or variable that holds a bundle (SV: w, word_i, word_q, st_word, dve_port_word, ...;
# C++: w, word, header, bundle, and words[i] / chain[i] / stream[i] elements).
_SV_WORD = r"\b(?:\w+_)?(?:w|word)(?:_[a-z]+)?"
_NUM_SV = r"(?:\d+|'h[0-9a-fA-F]+|\d+'h[0-9a-fA-F]+)"

class SliceAt:
    """A bundle word part-selected at a numeric position: w[96 +: 16], st_word[8*15 +: 8],
    word_q[8*(SrcByte + 4) +: 16]. The byte-to-bit factor `8*` is allowed; any other number
    in the position is an offset written as a number."""

    _sel = re.compile(_SV_WORD + r"\s*\[([^\]]*?)\+:")

    def search(self, line):
        for m in self._sel.finditer(line):
            pos = re.sub(r"\b8\s*\*", "", m.group(1))
            if re.search(r"\b\d+\b|'h", pos):
                return m
        return None


PATTERNS = {
    "sv": [
        ("bundle word sliced at a numeric position (w[96 +: 16], w[8*15 +: 8], w[8*(Src + 4) +: 16])",
         SliceAt()),
        ("bundle word sliced by a numeric range other than the opcode byte [7:0] (w[15:8])",
         re.compile(_SV_WORD + r"\s*\[\s*(?!7\s*:\s*0\s*\])\d+\s*:\s*\d+\s*\]")),
        ("offset-like localparam given a number (PeerByte = 'h21, FunctionLsb = 8 * 'h0E)",
         re.compile(r"\blocalparam\b[^;=]*\b\w*(?:Byte|Off|Offset|Lsb)\s*=\s*(?:8\s*\*\s*)?" + _NUM_SV)),
    ],
    "cpp": [
        ("hex subscript (w[0x0E], w[0x0E + k])",
         re.compile(r"\[\s*0x[0-9a-fA-F]+\b")),
        ("hex offset plus something inside a subscript (w[k + 0x21])",
         re.compile(r"\[[^\]]*\+\s*0x[0-9a-fA-F]+\s*\]")),
        ("bundle indexed by a decimal number (w[1], header[15])",
         re.compile(r"\b(?:w|word|hdr|header|bundle)\s*\[\s*\d+\s*[\]+-]")),
        ("bundle element indexed by a number (words[i][15], chain[0][14])",
         re.compile(r"\b(?:words|chain|stream|fill)\s*\[[^\]]+\]\s*\[\s*(?:0x[0-9a-fA-F]+|\d+)\s*[\]+-]")),
        ("bundle bytes addressed by pointer arithmetic (w.data() + 16)",
         re.compile(r"\b(?:w|word|header|bundle)\s*\.\s*data\s*\(\s*\)\s*\+\s*(?:0x[0-9a-fA-F]+|\d+)")),
    ],
}


def strip_comments(text, lang):
    """Blank out comments (keeping line numbers): // to end of line, and /* ... */."""
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def scan(root):
    findings = []
    for g in GLOBS:
        for path in sorted(root.glob(g)):
            rel = path.relative_to(root).as_posix()
            if rel in ALLOWED:
                continue
            lang = "sv" if path.suffix == ".sv" else "cpp"
            raw = path.read_text(errors="replace").split("\n")
            code = strip_comments("\n".join(raw), lang).split("\n")
            for n, line in enumerate(code, 1):
                for what, pat in PATTERNS[lang]:
                    if pat.search(line):
                        findings.append((rel, n, what, raw[n - 1].strip()))
    return findings


# One planted line per pattern (must be reported) and lines with the names (must not be).
PLANTED = {
    "rtl/planted/bad.sv": [
        "  assign a = st_word[8*15 +: 8];",
        "  assign b = word_q[8*(SrcByte + 4) +: 16];",
        "  assign c = w[15:8];",
        "  localparam int unsigned PeerByte = 'h21;",
        "  localparam int unsigned FunctionLsb = 8 * 'h0E;",
        "  assign d = w[96 +: 16];",
        "  assign e = dve_port_word[7 +: 8];",
    ],
    "cmodel/src/bad.cpp": [
        "  x = w[0x0E];",
        "  w[0x22 + r.below(14)] = 1;",
        "  y = w[1];",
        "  z = words[i][0x0F];",
        "  v = chain[0][14];",
        "  p = w.data() + 16;",
    ],
}
CLEAN = {
    "rtl/planted/good.sv": [
        "  assign a = st_word[8*tpb_isa_pkg::CustomOpHeaderNumArgumentsOff +: 8*tpb_isa_pkg::CustomOpHeaderNumArgumentsBytes];",
        "  // byte k of the bundle is word_i[8*k +: 8]; the old code read w[8*15 +: 8]",
        "  assign o = word_q[7:0];",
        "  assign s = sb_wdata[PortBits*c +: PortBits];",
        "  assign l = log_rdata[8*log_sel_q +: 8];",
    ],
    "cmodel/src/good.cpp": [
        "  x = w[CustomOpHeader::kFunctionIdOff];  // was w[0x0E]",
        "  w[GpsimdSb2sb::kReservedAfterPeerPartitionOff + r.below(GpsimdSb2sb::kReservedAfterPeerPartitionBytes)] = 1;",
        "  y = w[kHdrWordLenOff];",
        "  for (unsigned b = 0; b < kBundleBytes; ++b) z |= w[b];",
        "  /* bundle[0x21] = peer partition (S000 quote) */ q = ap.num[0];",
    ],
}


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        for files in (PLANTED, CLEAN):
            for rel, lines in files.items():
                p = root / rel
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text("\n".join(lines) + "\n")
        # The generated files are allowed to hold numbers.
        for rel in ALLOWED:
            p = root / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text("  localparam int unsigned PeerByte = 'h21;\n  x = w[0x0E];\n")
        found = {(f[0], f[1]) for f in scan(root)}
        ok = True
        for rel, lines in PLANTED.items():
            for n, line in enumerate(lines, 1):
                if (rel, n) not in found:
                    print(f"check_no_raw_offsets: self-test: planted line not reported: {rel}:{n}: {line}")
                    ok = False
        for rel in list(CLEAN) + sorted(ALLOWED):
            for f in found:
                if f[0] == rel:
                    print(f"check_no_raw_offsets: self-test: named line reported: {rel}:{f[1]}")
                    ok = False
        n_planted = sum(len(v) for v in PLANTED.values())
        print(f"check_no_raw_offsets: self-test: {n_planted} planted raw offsets "
              f"{'all reported' if ok else 'NOT all reported'}, named code and generated files passed")
        return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", type=pathlib.Path, default=ROOT, help="tree to check (default: the repository)")
    ap.add_argument("--self-test", action="store_true", help="prove each pattern bites on a planted example")
    args = ap.parse_args()
    if args.self_test:
        return self_test()
    findings = scan(args.root)
    for rel, n, what, line in findings:
        print(f"{rel}:{n}: raw bundle offset ({what}): {line}")
    if findings:
        print(f"check_no_raw_offsets: {len(findings)} raw bundle offset(s); use the field map's generated "
              "names (docs/fieldmap.md)", file=sys.stderr)
        return 1
    print("check_no_raw_offsets: no raw bundle offsets in rtl/ and cmodel/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
