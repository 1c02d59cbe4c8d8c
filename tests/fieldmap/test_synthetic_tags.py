#!/usr/bin/env python3
"""No synthetic DVE opcode is emitted with a seed tag (S000 abstract: "No ordinal is fabricated").

Seed fact checked: the DVE opcode integers S003 ("DVE On-Device Microcode - opcode_table")
gives. Every DVE opcode the kit emits with the source tag S003 must be one of them; every
other DVE opcode (the field map's [dve] synthetic_ops) must carry SYNTHETIC in every generated
artifact: cmodel/include/tpb/isa_gen.hpp, rtl/pkg/tpb_isa_pkg.sv, docs/fieldmap.md, the DVE
fixtures (tests/fixtures/dve/gen*/dve_info.json) and their README.

The last case proves the check bites: the map as it was before synthetic_ops existed (226..228
in extra_ops) is generated in memory and must be refused by the same checks.
"""
import importlib.util
import json
import pathlib
import re
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC = ROOT / "cmodel/spec/tpb_fieldmap.toml"

# The DVE opcode integers S003 names, with the text that names them.
S003_OPS = {
    # §1(b): "{0, 65,66,67,68,69,70,71,72,73, 77,78, 81,82,83,84, 88, 94, 96,97,98,99,100,101,102,
    #  105,106,107,108,109,110,111, 114, 127, 130,131,132, 142, 147,148, 152,153,154,155,
    #  157,158, 188, 229,230, 232,233,234, 240}"
    65, 66, 67, 68, 69, 70, 71, 72, 73, 77, 78, 81, 82, 83, 84, 88, 94, 96, 97, 98, 99, 100, 101, 102,
    105, 106, 107, 108, 109, 110, 111, 114, 127, 130, 131, 132, 142, 147, 148, 152, 153, 154, 155,
    157, 158, 188, 229, 230, 232, 233, 234, 240,
    # §7: "ADDED   (0x0 -> nonzero): {138, 139, 143, 154, 155, 230}"
    138, 139, 143,
    # §3: "op159 V=0x180 -> row 128"; §7: "byte-identical to op159 EngineNop"
    159,
    # §7: "op225 (SparsityCompressTag, fast 170->171)"
    225,
    # §7: "gen2 residents {147, 240, 241, 242}" (decode-resident, never compiler-emittable)
    241, 242,
}


def load_gen():
    spec = importlib.util.spec_from_file_location("gen_fieldmap", ROOT / "scripts/gen_fieldmap.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def check_hpp(text):
    """isa_gen.hpp: kOpcodes DVE rows. Returns a list of problems."""
    bad = []
    rows = re.findall(r'\{0x([0-9A-F]{2}), "(\w+)", "([\w.]+)", Route::DVE, \w+, true, "(\w+)",([^}]*)\}', text)
    if not rows:
        return ["isa_gen.hpp: no DVE rows in kOpcodes"]
    for hexop, name, mnem, tag, rest in rows:
        op = int(hexop, 16)
        synthetic_flag = rest.strip().endswith("true")
        if op in S003_OPS:
            if tag != "S003" or synthetic_flag:
                bad.append(f"isa_gen.hpp: seed opcode {op} tagged {tag!r} synthetic={synthetic_flag}")
        else:
            if tag != "SYNTHETIC":
                bad.append(f"isa_gen.hpp: opcode {op} ({name}) is no seed's, but tagged {tag!r}")
            if not synthetic_flag:
                bad.append(f"isa_gen.hpp: opcode {op} ({name}) is no seed's, but OpcodeDesc::synthetic is false")
            if "synthetic" not in name.lower() or "synthetic" not in mnem.lower():
                bad.append(f"isa_gen.hpp: opcode {op} is no seed's, but its name {name!r} / mnemonic {mnem!r} "
                           "looks like a seed opcode's")
    m = re.search(r"kSyntheticDveOpcodes\[\] = \{([^}]*)\}", text)
    listed = {int(x) for x in m.group(1).split(",") if x.strip()} if m else None
    want = {int(h, 16) for h, *_ in rows} - S003_OPS
    if listed != want:
        bad.append(f"isa_gen.hpp: kSyntheticDveOpcodes = {listed}, the non-seed DVE opcodes are {want}")
    return bad


def check_sv(text):
    bad = []
    m = re.search(r"function automatic logic op_is_dve\(.*?endfunction", text, re.S)
    if not m:
        return ["tpb_isa_pkg.sv: no op_is_dve"]
    roster = set()
    for line in m.group(0).splitlines():
        ops = {int(x) for x in re.findall(r"8'd(\d+)", line)}
        if not ops or "1'b1" not in line:
            continue
        roster |= ops
        if "// S003" in line and ops - S003_OPS:
            bad.append(f"tpb_isa_pkg.sv: op_is_dve tags {sorted(ops - S003_OPS)} S003")
        if ops - S003_OPS and "SYNTHETIC" not in line:
            bad.append(f"tpb_isa_pkg.sv: op_is_dve lists {sorted(ops - S003_OPS)} without SYNTHETIC")
    m = re.search(r"function automatic logic op_is_dve_synthetic\(.*?endfunction", text, re.S)
    if not m:
        return bad + ["tpb_isa_pkg.sv: no op_is_dve_synthetic"]
    syn = {int(x) for x in re.findall(r"8'd(\d+)", m.group(0))}
    if syn != roster - S003_OPS:
        bad.append(f"tpb_isa_pkg.sv: op_is_dve_synthetic = {sorted(syn)}, non-seed roster {sorted(roster - S003_OPS)}")
    return bad


def check_md(text):
    bad = []
    sec = text.split("### DVE opcodes", 1)
    if len(sec) != 2:
        return ["fieldmap.md: no DVE section"]
    body = sec[1].split("\n## ", 1)[0]
    m = re.search(r"Seed opcodes, source S003 \(\d+\):\n\n(.*?)\n", body)
    if not m:
        return ["fieldmap.md: no 'Seed opcodes, source S003' list"]
    seed_listed = {int(x) for x in re.findall(r"(?:^|, )(\d+) ", m.group(1))}
    if seed_listed - S003_OPS:
        bad.append(f"fieldmap.md: seed list holds {sorted(seed_listed - S003_OPS)}")
    m = re.search(r"\*\*SYNTHETIC opcodes[^\n]*", body)
    syn_listed = {int(x) for x in re.findall(r"(\d+) synthetic\d+", m.group(0))} if m else set()
    return bad, syn_listed


def check_fixtures(synthetic):
    bad = []
    for gen in (2, 3, 4):
        info = json.loads((ROOT / f"tests/fixtures/dve/gen{gen}/dve_info.json").read_text())
        for s in info["table_sets"]:
            where = f"gen{gen}/{s['name']}"
            seed_keys = {int(k) for k in s.get("seed_entries", {})} - {0}
            if seed_keys - S003_OPS:
                bad.append(f"{where}: seed_entries hold {sorted(seed_keys - S003_OPS)}")
            non_seed = sorted(set(s["ops"]) - S003_OPS)
            if sorted(s.get("synthetic_ops", [])) != non_seed:
                bad.append(f"{where}: synthetic_ops {s.get('synthetic_ops')} != non-seed ops {non_seed}")
            if non_seed and "SYNTHETIC" not in s.get("synthetic_ops_note", ""):
                bad.append(f"{where}: synthetic_ops without a SYNTHETIC note")
    readme = (ROOT / "tests/fixtures/dve/README.md").read_text()
    for op in synthetic:
        if not any(str(op) in ln and "SYNTHETIC" in ln for ln in readme.splitlines()):
            bad.append(f"README.md: opcode {op} never named on a SYNTHETIC line")
    return bad


def check_all(hpp, sv, md):
    bad = check_hpp(hpp) + check_sv(sv)
    r = check_md(md)
    if isinstance(r, list):
        return bad + r, set()
    mbad, syn_md = r
    return bad + mbad, syn_md


def main():
    failed = []
    gen = load_gen()
    m = gen.load()
    roster = set(m["dve_roster"])
    synthetic = roster - S003_OPS
    hpp, sv, md = (gen.OUT_HPP.read_text(), gen.OUT_SV.read_text(), gen.OUT_MD.read_text())
    bad, syn_md = check_all(hpp, sv, md)
    if syn_md != synthetic:
        bad.append(f"fieldmap.md: SYNTHETIC list {sorted(syn_md)} != non-seed roster {sorted(synthetic)}")
    if set(m["dve_synthetic"]) != synthetic:
        bad.append(f"field map: synthetic_ops {m['dve_synthetic']} != non-seed roster {sorted(synthetic)}")
    bad += check_fixtures(synthetic)
    for b in bad:
        print("FAIL " + b)
    failed += bad
    print(f"{'FAIL' if bad else 'ok  '} generated artifacts tag the {len(synthetic)} non-seed DVE opcodes "
          f"{sorted(synthetic)} SYNTHETIC and only S003's integers S003")

    # The check bites: the map before synthetic_ops (226..228 in extra_ops) must be refused.
    spec = SPEC.read_text()
    old = re.sub(r"extra_ops = \[([^\]]*)\]", lambda x: f"extra_ops = [{x.group(1)}, 226, 227, 228]", spec, count=1)
    old = re.sub(r"\nsynthetic_ops = \[[^\]]*\]", "\n", old, count=1)
    with tempfile.NamedTemporaryFile("w", suffix=".toml", delete=False) as f:
        f.write(old)
    try:
        mo = gen.load(f.name)
        ob, _ = check_all(gen.gen_hpp(mo), gen.gen_sv(mo), gen.gen_md(mo))
    finally:
        pathlib.Path(f.name).unlink()
    if not any("226" in b and "tagged 'S003'" in b for b in ob):
        print("FAIL the checks do not refuse the old map (226..228 tagged S003): " + "; ".join(ob))
        failed.append("bite")
    else:
        print(f"ok   the old map (226..228 as seed opcodes) is refused: {ob[0]}")
    print(f"{'FAILED' if failed else 'passed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
