#!/usr/bin/env python3
"""Write the DVE table-set fixtures under tests/fixtures/dve/ (deterministic).

usage:
    scripts/make_dve_fixtures.py            write every fixture file
    scripts/make_dve_fixtures.py --check    exit 1 if a committed fixture differs
    scripts/make_dve_fixtures.py -h|--help  this text (exit 0)

The shipped blobs (neuronxcc/dve/dve_bin_gen{2,3,4}/) are not redistributed here. These
fixtures are synthetic table sets shaped like them, carrying EVERY opcode_table value the
DVE seed (S003, "DVE On-Device Microcode - opcode_table") states, and synthetic but valid
values everywhere the seed is silent. Each set's JSON object lists which entries come from
the seed (`seed_entries`, with the section) and which are synthetic (`synthetic_entries`,
`synthetic_note` for the roster choices); every control/datapath row payload is synthetic (the seed decodes only
the opcode->row map; the row payloads are its planned 2.26/2.27).

Layout (PROJECT, the seed gives the keys and file naming, not the top-level JSON shape):
    gen<N>/dve_info.json                  {"generation", "dve_table_keys", "table_sets": [...]}
    gen<N>/<set>_<table>.bin              raw little-endian blobs
    gen<N>/<set>_<table>.hex              the same rows for $readmemh (one row per line,
                                          the row read as a little-endian integer)
    streams/gen4_ops.bin                  DVE words using 138/225 (in gen4's roster, not gen3's)
    streams/synthetic_ops.bin             DVE words 65, the SYNTHETIC opcodes, 225 (for `tpb dis`)

Table sets per generation: S003 §7 gives the count ("gen2 slot-0 = 0x180 (all 5 sets) / gen3
0x600 (all 5 sets) / gen4 0x600 (all 3 sets)") and names default + transformer (gen2) and
saturate (gen4). The unnamed ones are project-made: `project_set<N>` (N = position in the
generation), `name_source` "PROJECT" in the JSON. Every set but gen4 saturate compacts its own
rows ("the row number is set-local; the opcode is global", S003 §7): an op present in two sets
sits on another fast row (and, when slow in both, another slow row) in each. The fixed entries
are the seed's: slot 0 (invariant across every set of a generation), on gen2 the four
residents 147/240/241/242 (not ops[] members, "four fixed nonzero entries"), and on gen2
EngineNop 159 in every set that holds it (slot 0's descriptor: "the NOP op literally points at
the reset program"). saturate is the
gen4 default map with the two §7 differences only ("essentially identical").

Row geometry: opcode_table is always 256 slots (S003 §2); control tables have 128 rows
(gen2 combined control_table) or 256 rows (gen3/gen4 control_fast/control_slow, S003 §3);
the datapath table is keyed by the fast row (S003 §1 GOTCHA) so it has as many rows as the
control(_fast) table. Row widths are PROJECT choices (the seed does not give table sizes),
listed in ROW_BYTES below and in tests/fixtures/dve/README.md.
"""
import argparse
import hashlib
import json
import os
import pathlib
import re
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
# TPB_DVE_FIXTURES_OUT writes (or checks) another folder, e.g. a scratch copy in the doc tests.
OUT = pathlib.Path(os.environ.get("TPB_DVE_FIXTURES_OUT", ROOT / "tests/fixtures/dve")).resolve()
FIELDMAP = ROOT / "cmodel/spec/tpb_fieldmap.toml"

# Row widths in bytes (PROJECT, synthetic; multiples of 4 so the RTL's 32-bit write port
# and word banks fit). Different per generation on purpose: it exercises the width
# parameters of model and RTL.
ROW_BYTES = {
    2: {"control_table": 8, "datapath_table": 16},
    3: {"control_fast_table": 8, "control_slow_table": 8, "datapath_table": 16},
    4: {"control_fast_table": 12, "control_slow_table": 8, "datapath_table": 32},
}
KEYS = {
    2: ["opcode_table", "control_table", "datapath_table"],
    3: ["opcode_table", "control_fast_table", "control_slow_table", "datapath_table"],
    4: ["opcode_table", "control_fast_table", "control_slow_table", "datapath_table"],
}
ENTRY_BYTES = {2: 8, 3: 4, 4: 4}
SPLIT = {2: 7, 3: 8, 4: 8}
CTRL_ROWS = {2: 128, 3: 256, 4: 256}

# ---------------------------------------------------------------- the seed's values (S003)
# S003 §1(b): gen3 default nonzero roster (52 ops; slot 0 is the idle slot).
GEN3_OPS = [65, 66, 67, 68, 69, 70, 71, 72, 73, 77, 78, 81, 82, 83, 84, 88, 94, 96, 97, 98,
            99, 100, 101, 102, 105, 106, 107, 108, 109, 110, 111, 114, 127, 130, 131, 132, 142,
            147, 148, 152, 153, 154, 155, 157, 158, 188, 229, 230, 232, 233, 234, 240]

SEED = {
    # gen2 default: S003 §3 (bit-8 table), §4, §7.
    (2, "default"): {
        0: (0x180, "§7 slot-0 idle/reset descriptor (row 0, slow_idx 3)"),
        73: (0x1A4, "§3 Memset row 164 under a bit-8 split"),
        77: (0x1A5, "§3 Rng"),
        102: (0x9CF, "§3 LoadParameterRam; §2 the gen2 maximum entry"),
        105: (0x5CF, "§3 LoadMaskSelect"),
        106: (0x281, "§3 StreamShuffle"),
        159: (0x180, "§3/§7 EngineNop, byte-identical to slot 0"),
        147: (0x102, "§7 resident TransposeTensorScalarArithOp"),
        240: (0x369, "§7 resident ExtendedInst"),
        241: (0x074, "§7 gen2-only resident (control row 116)"),
        242: (0x077, "§7 gen2-only resident (control row 119)"),
    },
    # gen3 default: S003 §1(c), §4, §5, §7.
    (3, "default"): {
        0: (0x600, "§7 slot-0 idle/reset descriptor (fast 0, slow 6)"),
        65: (0x3008, "§1(c)/§5 TensorTensorArithOp @0x104: fast 8, slow 48"),
        70: (0x0020, "§5 Copy @0x118: fast 32, slow 0"),
        73: (0x0630, "§1(c) Memset @0x124: fast 48, slow 6"),
        81: (0x3008, "§5 TensorTensorBitvecOp, identical descriptor to op65"),
        102: (0x2645, "§5 LoadParameterRam @0x198: fast 69 (idle stub), slow 38"),
        105: (0x1645, "§5 LoadMaskSelect: fast stub 69, slow 22"),
        147: (0x0410, "§7 promoted TransposeTensorScalarArithOp"),
        234: (0x007D, "§1(c) SelectReduce @0x3A8: fast 125, slow 0"),
        240: (0x0C68, "§7 promoted ExtendedInst"),
    },
    # gen4 default: S003 §7.
    (4, "default"): {
        0: (0x600, "§7 slot-0 idle/reset descriptor"),
        147: (0x0420, "§7 promoted TransposeTensorScalarArithOp"),
        225: (0x00AA, "§7 SparsityCompressTag, fast 170"),
        234: (0x00B4, "§7 SelectReduce, fast 180"),
        240: (0x0C6F, "§7 promoted ExtendedInst"),
    },
    (4, "saturate"): {
        0: (0x600, "§7 slot-0 idle/reset descriptor"),
        147: (0x0420, "§7 as gen4 default"),
        225: (0x00AB, "§7 saturate differs from default here: 0xaa -> 0xab"),
        234: (0x00B5, "§7 saturate differs from default here: 0xb4 -> 0xb5"),
        240: (0x0C6F, "§7 as gen4 default"),
    },
}
# What S003 pins for EVERY set of a generation (not only default): slot 0 (§7 "invariant
# across every set in a generation") and, on gen2, the residents (§7 "gen2's opcode_table
# carries four fixed nonzero entries"; they are not ops[] members, so the set-local rule for
# "ops present in both sets" does not move them).
SEED_ALL_SETS = {
    2: {0: (0x180, "§7 slot 0 is invariant across all five gen2 sets"),
        147: (0x102, "§7 fixed resident TransposeTensorScalarArithOp"),
        240: (0x369, "§7 fixed resident ExtendedInst"),
        241: (0x074, "§7 fixed gen2-only resident (control row 116)"),
        242: (0x077, "§7 fixed gen2-only resident (control row 119)")},
    3: {0: (0x600, "§7 slot 0 is invariant across all five gen3 sets")},
    4: {0: (0x600, "§7 slot 0 is invariant across all three gen4 sets")},
}

# What S003 pins for every set of a generation that holds the op: on gen2, EngineNop 159 is
# slot 0's descriptor (§7: "In gen2, slot-0's descriptor 0x180 is byte-identical to op159
# EngineNop - the NOP op literally points at the reset program", and slot 0 is 0x180 in all
# five gen2 sets). Slot 0 is fixed, so the NOP that points at it is too: 159 is the one ops[]
# member the set-local row rule does not move (its row is the reset program's in every set).
SEED_IF_PRESENT = {
    2: {159: (0x180, "§7 EngineNop points at the reset program: slot 0's descriptor in every gen2 set")},
    3: {},
    4: {},
}


def fixed_entries(gen, ops):
    """The entries S003 fixes for a set of this generation with this roster."""
    out = dict(SEED_ALL_SETS[gen])
    out.update({op: v for op, v in SEED_IF_PRESENT[gen].items() if op in ops})
    return out


# Slow selectors the seed states without the fast row (S003 §4 table): gen2 slow_idx and
# gen3 slow, for the 12 ops slow in both. The fast rows of these are synthetic.
SEED_SLOW = {
    2: {107: 2, 130: 2, 131: 2, 132: 2},
    3: {77: 6, 106: 10, 107: 4, 130: 4, 131: 4, 132: 4},
}

GEN2_RESIDENTS = [147, 240, 241, 242]          # S003 §1(b), §7
GEN2_DEFAULT_OPS = sorted(set(GEN3_OPS) - {147, 240, 154, 155, 230, 232, 233} | {159})
# S003 §7 gen2 default -> transformer.
T_DROPPED = [88, 108, 109, 110, 111]
T_ADDED = [138, 139, 143, 154, 155, 230]
GEN2_TRANSFORMER_OPS = sorted(set(GEN2_DEFAULT_OPS) - set(T_DROPPED) | set(T_ADDED))
# Opcode integers no seed gives: the field map's [dve] synthetic_ops (source tag SYNTHETIC).
GEN4_SYNTHETIC_OPS = sorted(tomllib.loads(FIELDMAP.read_text())["dve"].get("synthetic_ops", []))
GEN4_OPS = sorted(set(GEN3_OPS) | {138, 139, 143, 225} | set(GEN4_SYNTHETIC_OPS))

# Table sets per generation, in order (S003 §7: 5 / 5 / 3). (name, name_source, roster rule).
# The project sets' rosters are PROJECT choices: a seed set's roster minus a few ops, so that
# membership differs per set as §7 describes ("membership and row compaction differ per set").
SETS = {
    2: [("default", "S003"), ("transformer", "S003"), ("project_set3", "PROJECT"),
        ("project_set4", "PROJECT"), ("project_set5", "PROJECT")],
    3: [("default", "S003"), ("project_set2", "PROJECT"), ("project_set3", "PROJECT"),
        ("project_set4", "PROJECT"), ("project_set5", "PROJECT")],
    4: [("default", "S003"), ("saturate", "S003"), ("project_set3", "PROJECT")],
}
SET_COUNT_QUOTE = {2: "gen2 slot-0 = 0x180   (all 5 sets)", 3: "gen3 slot-0 = 0x600   (all 5 sets)",
                   4: "gen4 slot-0 = 0x600   (all 3 sets)"}
PROJECT_ROSTER = {
    (2, "project_set3"): ("default", [66, 67, 68]),
    (2, "project_set4"): ("transformer", [139, 143]),
    (2, "project_set5"): ("default", [108, 109, 110, 111]),
    (3, "project_set2"): ("default", [66]),
    (3, "project_set3"): ("default", [67, 68]),
    (3, "project_set4"): ("default", [229, 230]),
    (3, "project_set5"): ("default", [232, 233]),
    (4, "project_set3"): ("default", list(GEN4_SYNTHETIC_OPS)),
}

SYNTHETIC_ROSTER_NOTE = {
    (2, "default"): ("S003 gives |ops| = 46 and names 73, 77, 88, 102, 105, 106, 107, 108..111, "
                     "130..132, 159 as gen2 default ops; the rest of the roster is the gen3 "
                     "roster minus the promoted 147/240, minus the transformer additions "
                     "154/155/230 (S003 §7), minus 232/233 (synthetic choice to reach 46), plus "
                     "EngineNop 159."),
    (2, "transformer"): "gen2 default minus {88,108,109,110,111} plus {138,139,143,154,155,230} (S003 §7).",
    (3, "default"): "the roster is exactly S003 §1(b); only row payloads and unstated entries are synthetic.",
    (4, "default"): ("S003 gives |ops| = 59; the roster here is the gen3 roster plus 138, 139, 143, "
                     "225 (roster opcodes the seed names) plus 226, 227, 228 (synthetic opcodes, "
                     "field map [dve] extra_ops)."),
    (4, "saturate"): "same roster as gen4 default (S003 §7: saturate is a datapath-payload variant).",
}
for (_g, _n), (_base, _drop) in PROJECT_ROSTER.items():
    SYNTHETIC_ROSTER_NOTE[(_g, _n)] = (
        f"PROJECT set: the seed does not name this set or give its roster; the roster is gen{_g} "
        f"{_base} minus {{{', '.join(map(str, _drop))}}} (a project choice).")


def roster_check():
    spec = tomllib.loads(FIELDMAP.read_text())
    roster = (set(spec["dve"]["gen3_default_ops"]) | set(spec["dve"]["extra_ops"])
              | set(spec["dve"].get("synthetic_ops", [])))
    for ops in (GEN2_DEFAULT_OPS, GEN2_TRANSFORMER_OPS, GEN3_OPS, GEN4_OPS):
        missing = sorted(set(ops) - roster)
        if missing:
            raise SystemExit(f"make_dve_fixtures: opcodes outside the field map DVE roster: {missing}")
    assert len(GEN2_DEFAULT_OPS) == 46 and len(GEN3_OPS) == 52 and len(GEN4_OPS) == 59


class RowPool:
    """Hands out unused rows in a fixed, set-specific order (set-local compaction, §7)."""

    def __init__(self, nrows, taken, stride, start):
        self.order = [(start + i * stride) % nrows for i in range(nrows)]
        self.taken = set(taken)

    def take(self):
        for r in self.order:
            if r not in self.taken:
                self.taken.add(r)
                return r
        raise RuntimeError("out of rows")


def build_entries(gen, name, ops, seed_vals, seed_slow, slow_synth, pool_stride, pool_start,
                  reserved_fast=(), residents=()):
    """Return (entries[256], seed_ops, synthetic_ops)."""
    split = SPLIT[gen]
    fmask = (1 << split) - 1
    entries = [0] * 256
    for op, (v, _) in seed_vals.items():
        entries[op] = v
    taken = {v & fmask for v in entries if v} | set(reserved_fast)
    pool = RowPool(CTRL_ROWS[gen], taken, pool_stride, pool_start)
    synthetic = []
    for op in ops:
        if entries[op]:
            continue
        fast = pool.take()
        slow = seed_slow.get(op, slow_synth.get(op, 0))
        if (gen, name) == (2, "default"):
            # S003 §3: only the seven listed gen2 default entries have bit 7 set; every other
            # entry keeps an even slow_idx (bit 7 clear) so a bit-8 split keeps it in range.
            assert slow % 2 == 0
        entries[op] = (slow << split) | fast
        synthetic.append(op)
    for op in residents:
        assert entries[op], op
    return entries, sorted(seed_vals), synthetic


def order_key(gen, name, key):
    return hashlib.sha256(f"tpb-dve/order/gen{gen}/{name}/{key}".encode()).digest()


def recompact(gen, name, pos, ops, base, built):
    """Entries of a set whose rows are set-local (S003 §7): every op this set shares with an
    earlier set of the generation sits on another fast row, and (when slow in both) on another
    slow row; the fixed entries (slot 0, gen2 residents) stay the seed's.

    base: the generation's default entries (its row sharing, e.g. 65/81 on one fast row, is
    kept: one program per family, S003 §8 STRONG). built: [(name, entries, ops)] so far.
    Fast rows are handed out compactly from 1 upwards in a set-specific order; slow rows are
    the default's slow row + 2 * (pos - 1), distinct per set."""
    split = SPLIT[gen]
    fmask = (1 << split) - 1
    entries = [0] * 256
    fixed = fixed_entries(gen, ops)
    for op, (v, _) in fixed.items():
        entries[op] = v
    reserved = {v & fmask for v, _ in fixed.values()}
    groups = {}
    for op in ops:
        if op in fixed:
            continue
        key = f"row{base[op] & fmask}" if base[op] else f"op{op}"
        groups.setdefault(key, []).append(op)
    taken = set(reserved)
    k = 2 * (pos - 1)
    for key in sorted(groups, key=lambda g: order_key(gen, name, g)):
        members = groups[key]
        forbidden = {e[op] & fmask for _, e, _ in built for op in members if e[op]}
        row = next(r for r in range(1, CTRL_ROWS[gen]) if r not in taken and r not in forbidden)
        taken.add(row)
        for op in members:
            slow = (base[op] >> split) + k if base[op] >> split else 0
            assert slow < CTRL_ROWS[gen]
            entries[op] = (slow << split) | row
    return entries, sorted(fixed), sorted(op for op in ops if op not in fixed)


def check_set_local(gen, sets):
    """The generator's own proof of S003 §7 over every pair of sets (saturate vs default is
    the seed's own exception: 2 of 256 entries differ)."""
    split = SPLIT[gen]
    fmask = (1 << split) - 1
    fixed = set(SEED_ALL_SETS[gen])
    for i, (na, ea, oa) in enumerate(sets):
        for nb, eb, ob in sets[i + 1:]:
            for op in fixed:
                assert ea[op] == eb[op], (gen, na, nb, op)
            for op, (v, _) in SEED_IF_PRESENT[gen].items():
                for e, o in ((ea, oa), (eb, ob)):
                    assert (e[op] == v) if op in o else e[op] == 0, (gen, na, nb, op)
            if {na, nb} == {"default", "saturate"}:
                diff = [k for k in range(256) if ea[k] != eb[k]]
                assert diff == [225, 234], diff
                continue
            for op in sorted(set(oa) & set(ob) - set(SEED_IF_PRESENT[gen])):
                assert ea[op] & fmask != eb[op] & fmask, (gen, na, nb, op, hex(ea[op]), hex(eb[op]))
                if ea[op] >> split and eb[op] >> split:
                    assert ea[op] >> split != eb[op] >> split, (gen, na, nb, op)


def row_payload(gen, table, row, nbytes, salt=""):
    """Synthetic, deterministic, never all-zero row content."""
    out = b""
    i = 0
    while len(out) < nbytes:
        out += hashlib.sha256(f"tpb-dve/gen{gen}/{table}/{row}/{salt}/{i}".encode()).digest()
        i += 1
    out = bytearray(out[:nbytes])
    out[0] |= 1
    return bytes(out)


def make_set(gen, name, ops, entries, seed_ops, synthetic_ops, residents, source="S003", pos=1):
    split = SPLIT[gen]
    fmask = (1 << split) - 1
    nz = [k for k in range(256) if entries[k]]
    fast_rows = sorted({entries[k] & fmask for k in nz})
    slow_rows = sorted({entries[k] >> split for k in nz if entries[k] >> split})
    files = {}
    ebytes = ENTRY_BYTES[gen]
    files["opcode_table"] = b"".join(e.to_bytes(ebytes, "little") for e in entries)
    rb = ROW_BYTES[gen]
    # Control payloads: the seed-named default/saturate sets keep the row-keyed payloads; the
    # other sets are images of their own (salted by the set name).
    csalt = "" if name in ("default", "saturate") else name
    if gen == 2:
        # The combined 128-row control table holds fast rows and (PROJECT reading of S003 §3
        # "combined") the slow programs selected by slow_idx.
        used = set(fast_rows) | set(slow_rows)
        files["control_table"] = b"".join(
            row_payload(gen, "control", r, rb["control_table"], csalt) if r in used
            else bytes(rb["control_table"]) for r in range(128))
    else:
        files["control_fast_table"] = b"".join(
            row_payload(gen, "control_fast", r, rb["control_fast_table"], csalt) if r in fast_rows
            else bytes(rb["control_fast_table"]) for r in range(256))
        files["control_slow_table"] = b"".join(
            row_payload(gen, "control_slow", r, rb["control_slow_table"], csalt) if r in slow_rows
            else bytes(rb["control_slow_table"]) for r in range(256))
    # Datapath blocks keyed by the fast row; the payload is set-specific (saturate differs
    # from default in its datapath blobs, S003 §7).
    files["datapath_table"] = b"".join(
        row_payload(gen, "datapath", r, rb["datapath_table"], salt=name) if r in fast_rows
        else bytes(rb["datapath_table"]) for r in range(CTRL_ROWS[gen]))
    seed_vals = dict(SEED.get((gen, name), {}))
    for k, v in fixed_entries(gen, ops).items():
        seed_vals.setdefault(k, v)
    obj = {"name": name}
    for key in KEYS[gen]:
        obj[key] = f"{name}_{key}.bin"
    obj["ops"] = ops
    obj["name_source"] = source
    if source == "S003":
        obj["name_note"] = "S003 names this set (" + ("§1(b), §7" if name == "default" else "§7") + ")."
    else:
        obj["name_note"] = (f"PROJECT: S003 §7 gives gen{gen} {len(SETS[gen])} table sets "
                            f"(\"{SET_COUNT_QUOTE[gen]}\") but does not name this one; its name, "
                            "roster and rows are the project's.")
    if name == "saturate":
        obj["rows"] = ("gen4 default's opcode map except op225 and op234 (S003 §7: \"The opcode map is "
                       "essentially identical\"; exactly 2 of 256 entries differ).")
    elif pos > 1:
        obj["rows"] = ("set-local (S003 §7: \"the row number is set-local; the opcode is global\"): every "
                       "op shared with another set of this generation sits on another fast row, and when "
                       "slow in both on another slow row; " + ("slot 0, the residents and EngineNop 159 (slot 0's descriptor) keep" if gen == 2
                          else "slot 0 keeps") + " the seed's value.")
    syn = [op for op in ops if op in GEN4_SYNTHETIC_OPS]
    if syn:
        obj["synthetic_ops"] = syn
        obj["synthetic_ops_note"] = ("SYNTHETIC opcodes (field map [dve] synthetic_ops, source tag SYNTHETIC): "
                                     "no seed gives these integers; they fill the 59-op gen4 roster S003 "
                                     "§1(b) counts but does not list.")
    obj["seed_entries"] = {str(k): {"value": f"0x{seed_vals[k][0]:X}", "seed": "S003 " + seed_vals[k][1]}
                           for k in sorted(seed_ops)}
    if gen in SEED_SLOW:
        stated = {k: v for k, v in SEED_SLOW[gen].items() if k in ops and k not in seed_vals}
        if name == "default" and stated:
            obj["seed_slow_only"] = {str(k): {"slow": v, "seed": "S003 §4 (fast row synthetic)"}
                                     for k, v in stated.items()}
    obj["synthetic_entries"] = synthetic_ops
    obj["synthetic_note"] = SYNTHETIC_ROSTER_NOTE[(gen, name)] + (
        " Entries listed in synthetic_entries carry synthetic rows; every control and datapath "
        "row payload is synthetic; row widths are PROJECT choices.")
    if residents:
        obj["residents"] = residents
    return obj, files


def dump_json(obj):
    """Indented JSON with integer lists kept on one line."""
    text = json.dumps(obj, indent=2, ensure_ascii=False)
    return re.sub(r"\[\s*([0-9,\s]+?)\s*\]",
                  lambda m: "[" + ", ".join(x.strip() for x in m.group(1).split(",")) + "]", text)


def hex_rows(blob, row_bytes):
    lines = []
    for off in range(0, len(blob), row_bytes):
        lines.append(int.from_bytes(blob[off:off + row_bytes], "little").to_bytes(row_bytes, "big").hex())
    return "\n".join(lines) + "\n"


def build_all():
    roster_check()
    out = {}
    sets = {2: [], 3: [], 4: []}

    # gen2 default ------------------------------------------------------------------
    e, so, sy = build_entries(2, "default", GEN2_DEFAULT_OPS, SEED[(2, "default")], SEED_SLOW[2], {},
                              pool_stride=1, pool_start=3, residents=GEN2_RESIDENTS)
    sets[2].append(make_set(2, "default", GEN2_DEFAULT_OPS, e, so, sy, GEN2_RESIDENTS))
    gen2_default = e
    built = {2: [("default", e, GEN2_DEFAULT_OPS)], 3: [], 4: []}

    # gen3 default: 16 entries with slow != 0 (S003 §3): the seed's 14 (slot 0, 65, 73,
    # 77, 81, 102, 105, 106, 107, 130, 131, 132, 147, 240) + 154, 155 (synthetic).
    e, so, sy = build_entries(3, "default", GEN3_OPS, SEED[(3, "default")], SEED_SLOW[3],
                              {154: 0x20, 155: 0x22}, pool_stride=1, pool_start=1)
    sets[3].append(make_set(3, "default", GEN3_OPS, e, so, sy, []))
    built[3].append(("default", e, GEN3_OPS))

    # gen4 default / saturate: 18 entries with slow != 0 (S003 §3): slot 0, 147, 240 (seed)
    # + 15 synthetic.
    g4_slow = {65: 0x32, 73: 0x08, 77: 0x08, 81: 0x32, 102: 0x28, 105: 0x18, 106: 0x0A,
               107: 0x06, 130: 0x06, 131: 0x06, 132: 0x06, 154: 0x24, 155: 0x26, 138: 0x2A,
               139: 0x2C}
    for name in ("default", "saturate"):
        e, so, sy = build_entries(4, name, GEN4_OPS, SEED[(4, name)], {}, g4_slow, pool_stride=3,
                                  pool_start=7, reserved_fast=(170, 171, 180, 181))
        sets[4].append(make_set(4, name, GEN4_OPS, e, so, sy, [], pos=1 if name == "default" else 2))
        built[4].append((name, e, GEN4_OPS))

    # The set-local sets (S003 §7), after the seed sets they must differ from.
    rosters = {(2, "default"): GEN2_DEFAULT_OPS, (2, "transformer"): GEN2_TRANSFORMER_OPS,
               (3, "default"): GEN3_OPS, (4, "default"): GEN4_OPS}
    for gen in (2, 3, 4):
        base = built[gen][0][1]
        for pos, (name, source) in enumerate(SETS[gen], start=1):
            if name in ("default", "saturate"):
                continue
            if (gen, name) in PROJECT_ROSTER:
                frm, drop = PROJECT_ROSTER[(gen, name)]
                ops = sorted(set(rosters[(gen, frm)]) - set(drop))
            else:
                ops = rosters[(gen, name)]
            e, so, sy = recompact(gen, name, pos, ops, base, built[gen])
            res = GEN2_RESIDENTS if gen == 2 else []
            sets[gen].append(make_set(gen, name, ops, e, so, sy, res, source=source, pos=pos))
            built[gen].append((name, e, ops))
        order = [n for n, _ in SETS[gen]]
        sets[gen].sort(key=lambda s: order.index(s[0]["name"]))
        built[gen].sort(key=lambda s: order.index(s[0]))
        check_set_local(gen, built[gen])
        assert len(sets[gen]) == len(SETS[gen])

    for gen in (2, 3, 4):
        info = {
            "generation": gen,
            "note": ("SYNTHETIC fixture written by scripts/make_dve_fixtures.py: shaped like "
                     "neuronxcc/dve/dve_bin_gen%d/dve_info.json, carrying every opcode_table "
                     "value S003 states; not the shipped blobs." % gen),
            "table_set_count": len(SETS[gen]),
            "table_set_count_seed": f"S003 §7: \"{SET_COUNT_QUOTE[gen]}\"",
            "dve_table_keys": KEYS[gen],
            "table_sets": [obj for obj, _ in sets[gen]],
        }
        d = f"gen{gen}"
        out[f"{d}/dve_info.json"] = (dump_json(info) + "\n").encode()
        for obj, files in sets[gen]:
            for key, blob in files.items():
                out[f"{d}/{obj[key]}"] = blob
                rb = ENTRY_BYTES[gen] if key == "opcode_table" else ROW_BYTES[gen][key]
                out[f"{d}/{obj[key][:-4]}.hex"] = hex_rows(blob, rb).encode()
    # A DVE-only stream (64-byte words: opcode, word_len 0x10, zero SyncInfo and body) using
    # 138 and 225 (seed opcodes; no synthetic one), which gen4's roster has and gen3's lacks:
    # `tpb dve check` refuses it on gen3 (the compiler's checkMissingOpcodes, S003 §6) and
    # accepts it on gen4.
    words = b""
    for op in (65, 138, 70, 225, 234, 138):
        words += bytes([op, 0x10]) + bytes(62)
    out["streams/gen4_ops.bin"] = words
    # Seed opcodes next to the SYNTHETIC ones (field map [dve] synthetic_ops): `tpb dis` must
    # mark every synthetic word as such (text and JSON), and no seed word.
    words = b""
    for op in [65] + GEN4_SYNTHETIC_OPS + [225]:
        words += bytes([op, 0x10]) + bytes(62)
    out["streams/synthetic_ops.bin"] = words
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare instead of writing")
    args = ap.parse_args()
    files = build_all()
    bad = []
    for rel, data in sorted(files.items()):
        p = OUT / rel
        if args.check:
            if not p.exists() or p.read_bytes() != data:
                bad.append(rel)
        else:
            p.parent.mkdir(parents=True, exist_ok=True)
            if not p.exists() or p.read_bytes() != data:
                p.write_bytes(data)
    if args.check:
        if bad:
            print("make_dve_fixtures: out of date: " + ", ".join(bad), file=sys.stderr)
            return 1
        return 0
    print(f"make_dve_fixtures: {len(files)} files under {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
