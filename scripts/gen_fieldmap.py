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
import re
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
SPEC = ROOT / "cmodel/spec/tpb_fieldmap.toml"
OUT_HPP = ROOT / "cmodel/include/tpb/isa_gen.hpp"
OUT_SV = ROOT / "rtl/pkg/tpb_isa_pkg.sv"
OUT_MD = ROOT / "docs/fieldmap.md"

CHECKS = {
    "": None, "dtype": "BAD_DTYPE", "dtype_or0": "BAD_DTYPE", "alu_op": "BAD_ALU_OP",
    "coll_kind": "BAD_COLL_KIND", "coll_kind_or0": "BAD_COLL_KIND", "flag01": "BAD_FLAG",
    "eq1": "BAD_FLAG", "sync_wait": "BAD_SYNC_SEL", "addr4": "BAD_AP_ADDR", "addr8": "BAD_AP_ADDR",
    "addr4_co": "BAD_AP_ADDR", "nonzero": "BAD_AP_SHAPE", "fn_id": "CO_FUNCTION_ID_UNSET",
    "num_payloads": "CO_COUNT_MISMATCH",
}
TAGS = ["CONFIRMED", "STRONG", "INFERRED", "PROJECT"]
# Generations an opcode's `since_gen` may name (CoreV2 Sunda = 2, CoreV3 Cayman = 3, CoreV4 = 4).
GENS = [2, 3, 4]
CTYPE = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t"}
STYPE = {2: "int16_t"}
HEADER_NOTE = "generated from cmodel/spec/tpb_fieldmap.toml by scripts/gen_fieldmap.py, do not edit"


class MapError(Exception):
    pass


def snake_upper(name):
    out = ""
    for i, ch in enumerate(name):
        if ch.isupper() and i and (name[i - 1].islower() or name[i - 1].isdigit()):
            out += "_"
        out += ch.upper()
    return out


def camel(name):
    return "".join(p[:1].upper() + p[1:] for p in name.split("_"))


# Header bytes every bundle has (not fields of any opcode): the opcode and the word length.

# The decoded record as the RTL carries it (tpb_isa_pkg::rec_t): type, member, meaning.
REC_MEMBERS = [
    ("logic [31:0]", "index", "the word's index in the stream"),
    ("logic [7:0]", "opcode", "header opcode byte"),
    ("err_e", "err", "ERR_OK, or why the word was refused"),
    ("route_e", "route", "the engine port it went to (ROUTE_NONE when refused)"),
    ("logic [15:0]", "chain_pos", "custom-op chain slot: 0 header or no chain, 1.. payloads"),
    ("logic", "chain_last", "payload in its chain's last slot"),
    ("logic [BundleBits-1:0]", "word", "the 64-byte word, byte k at [8*k +: 8]"),
    ("logic", "last", "the stream's last word"),
]

# The channel types between RTL blocks (docs/design.md "Channel types"): name, what it
# carries, members (type, member, meaning), field order = bit order, MSB first. Verilator
# tops unpack them onto flat ports; inside the design they travel whole.
CHANNELS = [
    ("port_t", "an engine port's payload (tpb_core: one data output, a valid/ready pair per route)", [
        ("logic [BundleBits-1:0]", "word", "the accepted word, byte k at [8*k +: 8]"),
        ("logic [31:0]", "index", "its index in the stream"),
    ]),
    ("err_status_t", "the decoder's error status block: first error and sticky bits, until clear", [
        ("logic", "valid", "an error was recorded since the last clear"),
        ("logic [31:0]", "index", "the first error's word index"),
        ("err_e", "code", "the first error's code"),
        ("logic [NumErrors-1:0]", "sticky", "one bit per error code seen"),
    ]),
    ("mv_cpl_t", "an SB2SB mover completion, one per 0xBF instruction", [
        ("logic [31:0]", "index", "the 0xBF word's index"),
        ("err_e", "err", "ERR_OK or the first failing check"),
        ("logic [31:0]", "bytes", "bytes written to the peer SBUF"),
    ]),
    ("cop_cpl_t", "a custom-op completion, one per 0x85 chain", [
        ("logic [31:0]", "index", "the header's index"),
        ("err_e", "err", "ERR_OK, the mailbox's or the cluster's error"),
        ("logic [7:0]", "function_id", "the header's function id"),
        ("logic [7:0]", "cpu", "the CPU that ran it (8'hFF: refused before any CPU)"),
        ("logic [31:0]", "bytes_in", "bytes the kernel read"),
        ("logic [31:0]", "bytes_out", "bytes the kernel wrote"),
    ]),
    ("ap_t", "an SBUF access pattern (t3d layout): ADDR4 start, then (step, num) per dimension", [
        ("logic [Addr4PartitionBits-1:0]", "partition", "start partition"),
        ("logic [Addr4OffsetBits-1:0]", "offset", "start byte offset in the partition"),
        ("logic [15:0]", "step0", "partition step (signed)"),
        ("logic [15:0]", "num0", "partition iterations"),
        ("logic [15:0]", "step1", "outer element step (signed, elements)"),
        ("logic [15:0]", "num1", "outer iterations"),
        ("logic [15:0]", "step2", "inner element step (signed, elements)"),
        ("logic [15:0]", "num2", "inner iterations"),
    ]),
]

HEADER_BYTES = [("opcode", 0x00, 1), ("word_len", 0x01, 1)]


def offset_names(op):
    """(name, offset, bytes) of everything code may address in an opcode's word: each field,
    each layout group (its placement and size), each reserved run (named after the field or
    header it follows). Names are camel-case; the outputs prefix them (SV) or put them in the
    opcode's struct (C++)."""
    out, seen = [], {}
    groups = {}
    for f in op["flat"]:
        out.append((camel(f["name"]), f["off"], f["width"]))
        if f["group"]:
            lo, hi = groups.get(f["group"], (f["off"], f["off"] + f["width"]))
            groups[f["group"]] = (min(lo, f["off"]), max(hi, f["off"] + f["width"]))
    for g, (lo, hi) in groups.items():
        out.append((camel(g), lo, hi - lo))
    for start, n, after in reserved_runs(op):
        out.append((f"ReservedAfter{camel(after)}", start, n))
    for name, off, n in out:
        if name in seen:
            raise MapError(f"0x{op['opcode']:02X}: offset name {name} given twice")
        seen[name] = off
    return out


def reserved_runs(op):
    """(first byte, length, name of the field before) of each run of reserved bytes."""
    owner = ["header"] * 2 + [None] * 62
    for f in op["flat"]:
        for b in range(f["off"], f["off"] + f["width"]):
            owner[b] = f["name"]
    runs, b = [], 2
    while b < len(owner):
        if owner[b] is None:
            e = b
            while e < len(owner) and owner[e] is None:
                e += 1
            runs.append((b, e - b, owner[b - 1]))
            b = e
        else:
            b += 1
    return runs


def load(spec_path=SPEC):
    spec = tomllib.loads(pathlib.Path(spec_path).read_text())
    nbytes = spec["bundle"]["bytes"]
    layouts = {}
    for lay in spec["layout"]:
        for f in lay["fields"]:
            if f["off"] + f["width"] > lay["size"]:
                raise MapError(f"layout {lay['name']}: field {f['name']} past its size")
        layouts[lay["name"]] = lay
    errors = {e["name"]: e["code"] for e in spec["error"]}
    if len(set(errors.values())) != len(errors):
        raise MapError("duplicate error code")
    for chk, err in CHECKS.items():
        if err is not None and err not in errors:
            raise MapError(f"check {chk} names unknown error {err}")
    for extra in ("CO_INDIRECT_AP", "CO_OPERAND_MEM"):
        if extra not in errors:
            raise MapError(f"missing error {extra}")
    routes = {r["name"]: r["code"] for r in spec["route"]}
    ops = []
    seen_ops = set()
    for op in spec["opcode"]:
        code = op["opcode"]
        if code in seen_ops:
            raise MapError(f"duplicate opcode 0x{code:02X}")
        seen_ops.add(code)
        if op["header"] not in ("std", "raw"):
            raise MapError(f"0x{code:02X}: header must be std or raw")
        if op["route"] not in routes:
            raise MapError(f"0x{code:02X}: unknown route {op['route']}")
        op.setdefault("since_gen", GENS[0])
        if op["since_gen"] not in GENS:
            raise MapError(f"0x{code:02X}: since_gen must be one of {GENS}")
        flat = []
        for f in op["fields"]:
            if "layout" in f:
                if f["layout"] not in layouts:
                    raise MapError(f"0x{code:02X}: unknown layout {f['layout']}")
                lay = layouts[f["layout"]]
                for s in lay["fields"]:
                    flat.append(dict(s, name=f"{f['name']}_{s['name']}", off=f["off"] + s["off"],
                                     group=f["name"], group_layout=f["layout"],
                                     group_tag=f["tag"]))
            else:
                flat.append(dict(f, group=None))
        owner = [None] * nbytes
        owner[0] = owner[1] = "header"
        names = set()
        for f in flat:
            f.setdefault("check", "")
            f.setdefault("signed", False)
            if f["check"] not in CHECKS:
                raise MapError(f"0x{code:02X}.{f['name']}: unknown check {f['check']}")
            if f["tag"] not in TAGS:
                raise MapError(f"0x{code:02X}.{f['name']}: unknown tag {f['tag']}")
            if f["width"] not in CTYPE:
                raise MapError(f"0x{code:02X}.{f['name']}: width must be 1, 2, 4 or 8")
            if f["name"] in names:
                raise MapError(f"0x{code:02X}: duplicate field name {f['name']}")
            names.add(f["name"])
            for b in range(f["off"], f["off"] + f["width"]):
                if b >= nbytes:
                    raise MapError(f"0x{code:02X}.{f['name']}: past the bundle")
                if owner[b] is not None:
                    raise MapError(f"0x{code:02X}.{f['name']}: byte 0x{b:02X} overlaps {owner[b]}")
                owner[b] = f["name"]
        if len(flat) > spec["bundle"]["max_fields"]:
            raise MapError(f"0x{code:02X}: {len(flat)} fields > max_fields")
        covered = sum(1 << b for b in range(nbytes) if owner[b] is not None)
        ops.append(dict(op, flat=flat, covered=covered))
        offset_names(ops[-1])
    dve = spec["dve"]
    seed_ops = set(dve["gen3_default_ops"]) | set(dve["extra_ops"])
    # Opcode integers no seed gives (S000: "No ordinal is fabricated"): they keep the source
    # tag SYNTHETIC in every output and may never also be listed or named as seed opcodes.
    synthetic = dve.get("synthetic_ops", [])
    if len(set(synthetic)) != len(synthetic):
        raise MapError("DVE synthetic_ops lists an opcode twice")
    posing = sorted(set(synthetic) & seed_ops)
    if posing:
        raise MapError(f"DVE synthetic opcodes also listed as seed (S003) opcodes: {posing}")
    named = sorted(k for k in synthetic if str(k) in dve["names"])
    if named:
        raise MapError(f"DVE synthetic opcodes given a seed name in [dve.names]: {named}")
    roster = sorted(seed_ops | set(synthetic))
    clash = seen_ops & set(roster)
    if clash:
        raise MapError(f"DVE roster overlaps cross-engine opcodes: {sorted(clash)}")
    dve_source = {k: ("SYNTHETIC" if k in synthetic else "S003") for k in roster}
    sync = layouts["sync"]
    dve_flat = [dict(s, name=f"sync_{s['name']}", off=0x04 + s["off"], group="sync",
                     group_layout="sync", group_tag="STRONG", check=s.get("check", ""),
                     signed=s.get("signed", False)) for s in sync["fields"]]
    dve_covered = (1 << nbytes) - 1 & ~0b1100  # all but the reserved header bytes 2..3
    dve_names = {int(k): v for k, v in dve["names"].items()}
    return dict(spec=spec, layouts=layouts, errors=errors, routes=routes, ops=ops,
                dve_roster=roster, dve_flat=dve_flat, dve_covered=dve_covered,
                dve_names=dve_names, dve_source=dve_source,
                dve_synthetic=sorted(synthetic))


def dve_name(m, k):
    if m["dve_source"].get(k) == "SYNTHETIC":
        return f"{m['spec']['dve'].get('synthetic_prefix', 'synthetic')}{k}"
    return m["dve_names"].get(k, f"dve{k}")


# ------------------------------------------------------------------------------ C++
def gen_hpp(m):
    s = m["spec"]
    a4 = s["addr4"]
    en = s["enums"]
    L = [f"// {HEADER_NOTE}", "#pragma once", "", "#include <array>", "#include <cstdint>", "",
         "namespace tpb {", ""]
    L.append(f"inline constexpr unsigned kBundleBytes = {s['bundle']['bytes']};")
    L.append(f"inline constexpr uint8_t kWordLen = 0x{s['bundle']['word_len']:02X};")
    L.append(f"inline constexpr unsigned kMaxFields = {s['bundle']['max_fields']};")
    L.append("/// Header bytes of every bundle: byte offsets (k*Off) and widths in bytes (k*Bytes).")
    for name, off, n in HEADER_BYTES:
        L.append(f"inline constexpr unsigned kHdr{camel(name)}Off = 0x{off:02X}, kHdr{camel(name)}Bytes = {n};")
    L.append("")
    L.append("/// Named error codes; identical in RTL (tpb_isa_pkg::err_e) and model.")
    L.append("enum class Err : uint8_t {")
    for e in s["error"]:
        L.append(f"  {e['name']} = {e['code']},")
    L.append("};")
    n_err = max(e["code"] for e in s["error"]) + 1
    L.append(f"inline constexpr unsigned kNumErrors = {n_err};")
    L.append("struct ErrDesc { Err code; const char* name; const char* meaning; };")
    L.append("inline constexpr ErrDesc kErrors[] = {")
    for e in s["error"]:
        mean = e["meaning"].replace('"', '\\"')
        L.append(f"  {{Err::{e['name']}, \"{e['name']}\", \"{mean}\"}},")
    L.append("};")
    L.append("")
    L.append("enum class Route : uint8_t {")
    for r in s["route"]:
        L.append(f"  {r['name']} = {r['code']},")
    L.append("};")
    L.append("inline constexpr const char* kRouteNames[] = {" +
             ", ".join(f"\"{r['name']}\"" for r in sorted(s["route"], key=lambda r: r["code"])) + "};")
    L.append("")
    L.append("enum class Check : uint8_t {")
    for c in CHECKS:
        L.append(f"  {(c or 'none').upper()},")
    L.append("};")
    L.append("enum class Tag : uint8_t { " + ", ".join(TAGS) + " };")
    L.append("inline constexpr const char* kTagNames[] = {" + ", ".join(f'"{t}"' for t in TAGS) + "};")
    L.append("")
    L.append("struct DtypeDesc { uint8_t code; const char* name; uint8_t bytes; };")
    L.append("inline constexpr DtypeDesc kDtypes[] = {")
    for d in s["dtype"]:
        L.append(f"  {{0x{d['code']:02X}, \"{d['name']}\", {d['bytes']}}},")
    L.append("};")
    L.append("")
    L.append("inline constexpr std::array<uint8_t, %d> kAluOpShipped = {%s};" % (
        len(en["alu_op_shipped"]), ", ".join(str(v) for v in en["alu_op_shipped"])))
    L.append("struct DgeMap { uint8_t alu_op; uint8_t dge_op; };")
    L.append("inline constexpr DgeMap kDgeComputeOp[] = {" + ", ".join(
        f"{{{k}, {v}}}" for k, v in en["dge_compute_op"].items()) + "};")
    L.append("inline constexpr std::array<uint8_t, %d> kCollKindLut = {%s};" % (
        len(en["coll_kind_lut"]), ", ".join(f"0x{v:02X}" for v in en["coll_kind_lut"])))
    L.append(f"inline constexpr uint8_t kCollKindLutBase = {en['coll_kind_lut_base']};")
    L.append("inline constexpr std::array<uint8_t, %d> kSyncWaitSel = {%s};" % (
        len(en["sync_wait_sel"]), ", ".join(f"0x{v:02X}" for v in en["sync_wait_sel"])))
    L.append("struct CollKindDesc { uint8_t ordinal; const char* name; Tag tag; const char* note; };")
    L.append("inline constexpr CollKindDesc kCollKinds[] = {")
    for c in s["coll_kind"]:
        L.append(f"  {{{c['ordinal']}, \"{c['name']}\", Tag::{c['tag']}, \"{c['note']}\"}},")
    L.append("};")
    L.append("")
    L.append("/// ADDR4 start-word bit layout (PROJECT).")
    L.append("namespace addr4 {")
    for k, v in a4.items():
        L.append(f"inline constexpr unsigned k{camel(k)} = {v};")
    L.append("}  // namespace addr4")
    L.append("")
    L.append("struct FieldDesc {")
    L.append("  const char* name;   // record, JSON and assembly key")
    L.append("  uint8_t off;        // byte offset in the bundle")
    L.append("  uint8_t width;      // bytes, little-endian")
    L.append("  bool is_signed;")
    L.append("  Check check;")
    L.append("  Tag tag;")
    L.append("  const char* meaning;")
    L.append("};")
    L.append("struct OpcodeDesc {")
    L.append("  uint8_t opcode;")
    L.append("  const char* name;")
    L.append("  const char* mnemonic;")
    L.append("  Route route;")
    L.append("  bool raw_header;     // byte +0x01 stays 0x00 (0xDA)")
    L.append("  bool dve;            // DVE opcode: body +0x0C..+0x3F opaque")
    L.append("  const char* seed;")
    L.append("  uint8_t nfields;")
    L.append("  const FieldDesc* fields;")
    L.append("  uint64_t covered;    // bit k: byte k is header or field (others must be zero)")
    L.append("  uint8_t since_gen;   // first generation that has the opcode (OPCODE_NOT_IN_GEN before)")
    L.append("  bool synthetic;      // seed == \"SYNTHETIC\": an opcode integer no seed gives (PROJECT)")
    L.append("};")
    L.append("")

    def field_rows(flat):
        rows = []
        for f in flat:
            mean = f["meaning"].replace('"', '\\"')
            rows.append(f"  {{\"{f['name']}\", 0x{f['off']:02X}, {f['width']}, "
                        f"{'true' if f['signed'] else 'false'}, Check::{(f['check'] or 'none').upper()}, "
                        f"Tag::{f['tag']}, \"{mean}\"}},")
        return rows

    for op in m["ops"]:
        L.append(f"inline constexpr FieldDesc kFields_{op['opcode']:02X}[] = {{")
        L += field_rows(op["flat"])
        L.append("};")
    L.append("inline constexpr FieldDesc kFields_DVE[] = {")
    L += field_rows(m["dve_flat"])
    L.append("};")
    L.append("")
    L.append("inline constexpr OpcodeDesc kOpcodes[] = {")
    for op in m["ops"]:
        L.append(f"  {{0x{op['opcode']:02X}, \"{op['name']}\", \"{op['mnemonic']}\", Route::{op['route']}, "
                 f"{'true' if op['header'] == 'raw' else 'false'}, false, \"{op['seed']}\", "
                 f"{len(op['flat'])}, kFields_{op['opcode']:02X}, 0x{op['covered']:016X}ull, {op['since_gen']}, false}},")
    pre = s["dve"]["mnemonic_prefix"]
    for k in m["dve_roster"]:
        src = m["dve_source"][k]
        L.append(f"  {{0x{k:02X}, \"{dve_name(m, k)}\", \"{pre}.{dve_name(m, k)}\", Route::DVE, false, true, "
                 f"\"{src}\", {len(m['dve_flat'])}, kFields_DVE, 0x{m['dve_covered']:016X}ull, {GENS[0]}, "
                 f"{'true' if src == 'SYNTHETIC' else 'false'}}},")
    L.append("};")
    syn = m["dve_synthetic"]
    L.append("/// DVE opcodes no seed gives (field map [dve] synthetic_ops, source tag SYNTHETIC): accepted")
    L.append("/// as DVE words, never to be read as seed facts (docs/design.md, \"DVE roster\").")
    L.append(f"inline constexpr uint8_t kSyntheticDveOpcodes[] = {{{', '.join(str(k) for k in syn)}}};")
    L.append(f"inline constexpr unsigned kNumSyntheticDveOpcodes = {len(syn)};")
    L.append(f"inline constexpr unsigned kNumOpcodes = {len(m['ops']) + len(m['dve_roster'])};")
    L.append(f"inline constexpr unsigned kNumCrossOpcodes = {len(m['ops'])};")
    L.append(f"inline constexpr uint8_t kDveBodyOff = 0x{s['dve']['body_off']:02X};")
    L.append("")
    L.append("// ---- typed structs, one per layout and per cross-engine opcode")
    L.append("// to_fields/from_fields move between a struct and a record's field vector (raw bits).")
    for lay in s["layout"]:
        L.append(f"struct {camel(lay['name'])} {{")
        for f in lay["fields"]:
            t = STYPE[f["width"]] if f.get("signed") else CTYPE[f["width"]]
            L.append(f"  {t} {f['name']} = 0;")
        L.append(f"  bool operator==(const {camel(lay['name'])}&) const = default;")
        L.append("  void to_fields(uint64_t* f) const {")
        for i, f in enumerate(lay["fields"]):
            cast = "static_cast<uint16_t>" if f.get("signed") else ""
            L.append(f"    f[{i}] = {cast}({f['name']});")
        L.append("  }")
        L.append("};")
    L.append("/// Byte offsets and widths of a DVE word's fields (the SyncInfo band; the body is opaque).")
    L.append("struct DveWord {")
    for f in m["dve_flat"]:
        L.append(f"  static constexpr unsigned k{camel(f['name'])}Off = 0x{f['off']:02X}, "
                 f"k{camel(f['name'])}Bytes = {f['width']};")
    L.append("};")
    for op in m["ops"]:
        L.append(f"struct {op['name']} {{")
        L.append(f"  static constexpr uint8_t kOpcode = 0x{op['opcode']:02X};")
        L.append("  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and")
        L.append("  // reserved run (ReservedAfter<X>: the zero bytes after field X).")
        for name, off, n in offset_names(op):
            L.append(f"  static constexpr unsigned k{name}Off = 0x{off:02X}, k{name}Bytes = {n};")
        for f in op["fields"]:
            if "layout" in f:
                L.append(f"  {camel(f['layout'])} {f['name']};")
            else:
                L.append(f"  {CTYPE[f['width']]} {f['name']} = 0;")
        L.append(f"  bool operator==(const {op['name']}&) const = default;")
        L.append("  void to_fields(uint64_t* f) const {")
        for i, f in enumerate(op["flat"]):
            acc = f"{f['group']}.{f['name'][len(f['group']) + 1:]}" if f["group"] else f["name"]
            if f["signed"]:
                L.append(f"    f[{i}] = static_cast<uint16_t>({acc});")
            else:
                L.append(f"    f[{i}] = {acc};")
        L.append("  }")
        L.append("  void from_fields(const uint64_t* f) {")
        for i, f in enumerate(op["flat"]):
            acc = f"{f['group']}.{f['name'][len(f['group']) + 1:]}" if f["group"] else f["name"]
            t = STYPE[f["width"]] if f["signed"] else CTYPE[f["width"]]
            if f["signed"]:
                L.append(f"    {acc} = static_cast<{t}>(static_cast<uint16_t>(f[{i}]));")
            else:
                L.append(f"    {acc} = static_cast<{t}>(f[{i}]);")
        L.append("  }")
        L.append("};")
    L.append("")
    L.append("}  // namespace tpb")
    return "\n".join(L) + "\n"


# ------------------------------------------------------------------------------ SV
def sv_prefix(op):
    return op["name"] if op is not None else "Dve"


def sv_off(op, name):
    """The package names of an item's byte offset and width."""
    p = sv_prefix(op) + camel(name)
    return f"{p}Off", f"{p}Bytes"


def sv_bits(f, op):
    off, n = sv_off(op, f["name"])
    return f"w[8*{off} +: 8*{n}]"


def gen_sv(m):
    s = m["spec"]
    a4 = s["addr4"]
    en = s["enums"]
    mf = s["bundle"]["max_fields"]
    L = [f"// {HEADER_NOTE}", "//", "// Yosys 0.23 reads this file: no `import`, no `return` in functions.",
         "// A package of constants and word-level functions: not every constant is used by every",
         "// design, and the functions take whole words (or ADDR4 words) and read slices of them.",
         "/* verilator lint_off UNUSEDPARAM */", "/* verilator lint_off UNUSEDSIGNAL */", "", "package tpb_isa_pkg;", ""]
    L.append(f"  localparam int unsigned BundleBytes = {s['bundle']['bytes']};")
    L.append(f"  localparam int unsigned BundleBits = {8 * s['bundle']['bytes']};")
    L.append(f"  localparam logic [7:0] WordLen = 8'h{s['bundle']['word_len']:02X};")
    L.append(f"  localparam int unsigned MaxFields = {mf};")
    L.append(f"  localparam int unsigned FieldsBits = {mf * 64};")
    n_err = max(e["code"] for e in s["error"]) + 1
    L.append(f"  localparam int unsigned NumErrors = {n_err};")
    L.append(f"  localparam int unsigned NumRoutes = {max(r['code'] for r in s['route']) + 1};")
    L.append("")
    L.append("  // Byte offsets (...Off) and widths in bytes (...Bytes): byte k of a bundle is w[8*k +: 8].")
    L.append("  // Header bytes of every bundle:")
    for name, off, n in HEADER_BYTES:
        L.append(f"  localparam int unsigned Hdr{camel(name)}Off = {off}, Hdr{camel(name)}Bytes = {n};")
    for op in m["ops"]:
        L.append(f"  // 0x{op['opcode']:02X} {op['name']}: fields, layout groups, reserved runs (ReservedAfter<X>).")
        for name, off, n in offset_names(op):
            L.append(f"  localparam int unsigned {op['name']}{name}Off = 'h{off:02X}, {op['name']}{name}Bytes = {n};")
    L.append("  // DVE words: the SyncInfo band (the body is opaque).")
    for f in m["dve_flat"]:
        L.append(f"  localparam int unsigned Dve{camel(f['name'])}Off = 'h{f['off']:02X}, Dve{camel(f['name'])}Bytes = {f['width']};")
    L.append("")
    L.append("  typedef enum logic [7:0] {")
    L.append(",\n".join(f"    ERR_{e['name']} = 8'd{e['code']}" for e in s["error"]))
    L.append("  } err_e;")
    L.append("")
    L.append("  typedef enum logic [2:0] {")
    L.append(",\n".join(f"    ROUTE_{r['name']} = 3'd{r['code']}" for r in s["route"]))
    L.append("  } route_e;")
    L.append("")
    L.append("  // One decoded record (tpb::Record): the retirement tpb_core shows on its record monitor")
    L.append("  // and tpb_system flattens at its ports. The field order is the bit order, MSB first.")
    L.append("  // The field vector is not a member: it is extract_fields(opcode, word), a bit selection")
    L.append("  // whoever needs it takes (a 1536-bit member would be copied on every evaluation).")
    L.append("  typedef struct packed {")
    for typ, name, what in REC_MEMBERS:
        L.append(f"    {typ:<28} {name + ';':<12} // {what}")
    L.append("  } rec_t;")
    L.append("")
    for op in m["ops"]:
        L.append(f"  localparam logic [7:0] OP_{snake_upper(op['name'])} = 8'h{op['opcode']:02X};")
    L.append("")
    for k, v in a4.items():
        L.append(f"  localparam int unsigned Addr4{camel(k)} = {v};")
    L.append("")
    L.append("  // Channel types between blocks (docs/design.md, Channel types; field order = bit order, MSB first).")
    for cname, what, members in CHANNELS:
        L.append(f"  // {what}")
        L.append("  typedef struct packed {")
        for typ, name, mwhat in members:
            L.append(f"    {typ:<28} {name + ';':<12} // {mwhat}")
        L.append(f"  }} {cname};")
    L.append("")

    # helpers
    dt = " || ".join(f"v == 8'h{d['code']:02X}" for d in s["dtype"])
    L.append("  function automatic logic is_dtype(input logic [7:0] v);")
    L.append(f"    is_dtype = {dt};")
    L.append("  endfunction")
    L.append("")
    L.append("  function automatic logic [7:0] dtype_bytes(input logic [7:0] v);")
    L.append("    unique case (v)")
    for d in s["dtype"]:
        L.append(f"      8'h{d['code']:02X}: dtype_bytes = 8'd{d['bytes']};")
    L.append("      default: dtype_bytes = 8'd0;")
    L.append("    endcase")
    L.append("  endfunction")
    L.append("")
    ck = sorted(set(en["coll_kind_lut"]))
    L.append("  function automatic logic is_coll_kind(input logic [7:0] v);")
    L.append("    is_coll_kind = " + " || ".join(f"v == 8'h{c:02X}" for c in ck) + ";")
    L.append("  endfunction")
    L.append("")
    L.append("  function automatic logic is_alu_op(input logic [7:0] v);")
    L.append("    is_alu_op = " + " || ".join(f"v == 8'd{c}" for c in en["alu_op_shipped"]) + ";")
    L.append("  endfunction")
    L.append("")
    L.append("  function automatic logic is_sync_wait(input logic [7:0] v);")
    L.append("    is_sync_wait = " + " || ".join(f"v == 8'h{c:02X}" for c in en["sync_wait_sel"]) + ";")
    L.append("  endfunction")
    L.append("")
    mhi = a4["mode_lsb"] + a4["mode_bits"] - 1
    shi = a4["space_lsb"] + a4["space_bits"] - 1
    L.append("  // ADDR4: defined mode; in static mode a defined memory space.")
    L.append("  function automatic logic addr4_ok(input logic [31:0] v);")
    L.append(f"    logic [{a4['mode_bits'] - 1}:0] mode;")
    L.append(f"    logic [{a4['space_bits'] - 1}:0] space;")
    L.append(f"    mode = v[{mhi}:{a4['mode_lsb']}];")
    L.append(f"    space = v[{shi}:{a4['space_lsb']}];")
    L.append(f"    addr4_ok = (mode == {a4['mode_bits']}'d{a4['mode_register']}) || (mode == {a4['mode_bits']}'d{a4['mode_indirect']}) ||")
    L.append(f"               ((mode == {a4['mode_bits']}'d{a4['mode_static']}) && (space == {a4['space_bits']}'d{a4['space_sbuf']} ||")
    L.append(f"                space == {a4['space_bits']}'d{a4['space_psum']} || space == {a4['space_bits']}'d{a4['space_hbm']}));")
    L.append("  endfunction")
    L.append("")
    L.append("  // Custom-op operand ADDR4: addr4_ok, then not indirect, then SBUF or HBM.")
    L.append("  function automatic err_e addr4_co_err(input logic [31:0] v);")
    L.append(f"    logic [{a4['mode_bits'] - 1}:0] mode;")
    L.append(f"    logic [{a4['space_bits'] - 1}:0] space;")
    L.append(f"    mode = v[{mhi}:{a4['mode_lsb']}];")
    L.append(f"    space = v[{shi}:{a4['space_lsb']}];")
    L.append("    if (!addr4_ok(v)) addr4_co_err = ERR_BAD_AP_ADDR;")
    L.append(f"    else if (mode == {a4['mode_bits']}'d{a4['mode_indirect']}) addr4_co_err = ERR_CO_INDIRECT_AP;")
    L.append(f"    else if (mode == {a4['mode_bits']}'d{a4['mode_static']} && space == {a4['space_bits']}'d{a4['space_psum']}) addr4_co_err = ERR_CO_OPERAND_MEM;")
    L.append("    else addr4_co_err = ERR_OK;")
    L.append("  endfunction")
    L.append("")
    cross = ", ".join(f"8'h{op['opcode']:02X}" for op in m["ops"])
    L.append("  function automatic logic op_is_cross(input logic [7:0] op);")
    L.append("    unique case (op)")
    L.append(f"      {cross}: op_is_cross = 1'b1;")
    L.append("      default: op_is_cross = 1'b0;")
    L.append("    endcase")
    L.append("  endfunction")
    L.append("")
    L.append("  function automatic logic op_is_dve(input logic [7:0] op);")
    L.append("    unique case (op)")
    roster = [k for k in m["dve_roster"] if m["dve_source"][k] != "SYNTHETIC"]
    for i in range(0, len(roster), 10):
        chunk = ", ".join(f"8'd{k}" for k in roster[i:i + 10])
        L.append(f"      {chunk}: op_is_dve = 1'b1;  // S003")
    if m["dve_synthetic"]:
        chunk = ", ".join(f"8'd{k}" for k in m["dve_synthetic"])
        L.append(f"      {chunk}: op_is_dve = 1'b1;  // SYNTHETIC (PROJECT): no seed gives these integers")
    L.append("      default: op_is_dve = 1'b0;")
    L.append("    endcase")
    L.append("  endfunction")
    L.append("")
    L.append("  // DVE opcodes no seed gives (field map [dve] synthetic_ops, source tag SYNTHETIC).")
    L.append("  function automatic logic op_is_dve_synthetic(input logic [7:0] op);")
    if m["dve_synthetic"]:
        L.append("    unique case (op)")
        chunk = ", ".join(f"8'd{k}" for k in m["dve_synthetic"])
        L.append(f"      {chunk}: op_is_dve_synthetic = 1'b1;")
        L.append("      default: op_is_dve_synthetic = 1'b0;")
        L.append("    endcase")
    else:
        L.append("    op_is_dve_synthetic = 1'b0;")
    L.append("  endfunction")
    L.append("")
    L.append("  // First generation that has the opcode; the decoder refuses it with ERR_OPCODE_NOT_IN_GEN")
    L.append("  // on an earlier one. Unknown and DVE opcodes: the first generation (the check is moot).")
    L.append("  function automatic logic [3:0] op_since_gen(input logic [7:0] op);")
    L.append("    unique case (op)")
    for g in GENS[1:]:
        later = ", ".join(f"8'h{op['opcode']:02X}" for op in m["ops"] if op["since_gen"] == g)
        if later:
            L.append(f"      {later}: op_since_gen = 4'd{g};")
    L.append(f"      default: op_since_gen = 4'd{GENS[0]};")
    L.append("    endcase")
    L.append("  endfunction")
    L.append("")
    L.append("  function automatic route_e op_route(input logic [7:0] op);")
    L.append("    unique case (op)")
    for op in m["ops"]:
        L.append(f"      8'h{op['opcode']:02X}: op_route = ROUTE_{op['route']};")
    L.append("      default: op_route = op_is_dve(op) ? ROUTE_DVE : ROUTE_NONE;")
    L.append("    endcase")
    L.append("  endfunction")
    L.append("")
    L.append("  // Field vector: field i of the opcode's field list in bits [64*i +: 64], raw bits.")
    L.append("  function automatic logic [FieldsBits-1:0] extract_fields(input logic [7:0] op,")
    L.append("                                                           input logic [BundleBits-1:0] w);")
    L.append("    logic [FieldsBits-1:0] f;")
    L.append("    f = '0;")
    L.append("    unique case (op)")
    for op in m["ops"]:
        L.append(f"      8'h{op['opcode']:02X}: begin")
        for i, f in enumerate(op["flat"]):
            L.append(f"        f[{64 * i} +: 64] = 64'({sv_bits(f, op)});")
        L.append("      end")
    L.append("      default: begin")
    L.append("        if (op_is_dve(op)) begin")
    for i, f in enumerate(m["dve_flat"]):
        L.append(f"          f[{64 * i} +: 64] = 64'({sv_bits(f, None)});")
    L.append("        end")
    L.append("      end")
    L.append("    endcase")
    L.append("    extract_fields = f;")
    L.append("  endfunction")
    L.append("")

    def check_lines(op, flat, indent):
        out = []
        for f in flat:
            c = f["check"]
            v = sv_bits(f, op)
            cond = None
            if c == "dtype":
                cond = f"!is_dtype({v})"
            elif c == "dtype_or0":
                cond = f"!({v} == 8'h00 || is_dtype({v}))"
            elif c == "alu_op":
                cond = f"!is_alu_op({v})"
            elif c == "coll_kind":
                cond = f"!is_coll_kind({v})"
            elif c == "coll_kind_or0":
                cond = f"!({v} == 8'h00 || is_coll_kind({v}))"
            elif c == "flag01":
                cond = f"{v} > 8'd1"
            elif c == "eq1":
                cond = f"{v} != 8'd1"
            elif c == "sync_wait":
                cond = f"!is_sync_wait({v})"
            elif c == "addr4":
                cond = f"!addr4_ok({v})"
            elif c == "addr8":
                # ADDR4 layout in the low 32 bits of the field, high 32 bits zero
                cond = f"!addr4_ok(32'({v})) || (64'({v}) >> 32) != 64'd0"
            elif c == "nonzero":
                cond = f"{v} == '0"
            elif c == "fn_id":
                cond = f"{v} == 8'hFF"
            elif c == "num_payloads":
                if not any(g["name"] == "num_arguments" for g in flat):
                    raise MapError("check num_payloads needs a num_arguments field in the same opcode")
                na = sv_bits({"name": "num_arguments"}, op)
                cond = f"{v} != (({na} == 8'd0) ? 16'd1 : 16'({na}) + 16'd2)"
            if c == "addr4_co":
                out.append(f"{indent}if (e == ERR_OK) e = addr4_co_err({v});  // {f['name']}")
            elif cond is not None:
                out.append(f"{indent}if (e == ERR_OK && ({cond})) e = ERR_{CHECKS[c]};  // {f['name']}")
        return out

    L.append("  // Word-level and field checks of one word, in the documented priority order:")
    L.append("  // unknown opcode, word length, reserved bytes, then each field's check in field order.")
    L.append("  // Chain checks (orphan, broken, truncated) live in the decoder, before and after these.")
    L.append("  function automatic err_e check_word(input logic [BundleBits-1:0] w);")
    L.append("    err_e e;")
    L.append("    logic [7:0] op;")
    L.append("    logic [BundleBits-1:0] covered;")
    L.append("    op = w[8*HdrOpcodeOff +: 8*HdrOpcodeBytes];")
    L.append("    e = ERR_OK;")
    L.append("    covered = '0;")
    L.append("    if (!op_is_cross(op) && !op_is_dve(op)) e = ERR_UNKNOWN_OPCODE;")
    L.append("    else if (w[8*HdrWordLenOff +: 8*HdrWordLenBytes] != ((op == 8'hDA) ? 8'h00 : WordLen)) e = ERR_BAD_WORD_LEN;")
    L.append("    if (e == ERR_OK) begin")
    L.append("      unique case (op)")
    for op in m["ops"]:
        mask = op["covered"]
        L.append(f"        8'h{op['opcode']:02X}: covered = {{")
        bits = []
        for b in range(63, -1, -1):
            bits.append("8'hFF" if (mask >> b) & 1 else "8'h00")
        for i in range(0, 64, 16):
            L.append("          " + ", ".join(bits[i:i + 16]) + ("" if i == 48 else ","))
        L.append("        };")
    dm = m["dve_covered"]
    L.append("        default: covered = {")
    bits = ["8'hFF" if (dm >> b) & 1 else "8'h00" for b in range(63, -1, -1)]
    for i in range(0, 64, 16):
        L.append("          " + ", ".join(bits[i:i + 16]) + ("" if i == 48 else ","))
    L.append("        };")
    L.append("      endcase")
    L.append("      if ((w & ~covered) != '0) e = ERR_RESERVED_NONZERO;")
    L.append("    end")
    L.append("    unique case (op)")
    for op in m["ops"]:
        L.append(f"      8'h{op['opcode']:02X}: begin")
        L += check_lines(op, op["flat"], "        ")
        L.append("      end")
    L.append("      default: begin")
    L.append("        if (op_is_dve(op)) begin")
    L += check_lines(None, m["dve_flat"], "          ")
    L.append("        end")
    L.append("      end")
    L.append("    endcase")
    L.append("    check_word = e;")
    L.append("  endfunction")
    L.append("")
    L.append("endpackage")
    L.append("")
    L.append("/* verilator lint_on UNUSEDSIGNAL */")
    names = [f"Hdr{camel(n)}{k}" for n, _, _ in HEADER_BYTES for k in ("Off", "Bytes")]
    names += [f"{op['name']}{n}{k}" for op in m["ops"] for n, _, _ in offset_names(op) for k in ("Off", "Bytes")]
    names += [f"Dve{camel(f['name'])}{k}" for f in m["dve_flat"] for k in ("Off", "Bytes")]
    L = qualify_in_functions(L, names)
    L.append("/* verilator lint_on UNUSEDPARAM */")
    return "\n".join(L) + "\n"


def qualify_in_functions(lines, extra=()):
    """Write package items as tpb_isa_pkg::name inside function bodies.

    Yosys 0.23 resolves an unqualified name inside a package function in the scope of the
    calling module: an enum constant then becomes an undriven wire and the logic is silently
    wrong. Qualified names mean the same to Verilator and are read right by Yosys. A
    function's own name (its result variable) stays unqualified.
    """
    head_re = re.compile(r"\s*function automatic \S+(?: \[[^]]*\])? (\w+)\(")
    funcs = {m.group(1) for m in map(head_re.match, lines) if m}
    out, current = [], None
    for ln in lines:
        m = head_re.match(ln)
        if m:
            current = m.group(1)
        if current is not None:
            items = ["ERR_\\w+", "ROUTE_\\w+", "WordLen", "BundleBits", "FieldsBits"] + list(extra)
            items += sorted(f for f in funcs if f != current)
            pat = r"(?<!::)\b(" + "|".join(items) + r")\b"
            if m:
                name_end = m.end(1)
                ln = ln[:name_end] + re.sub(pat, r"tpb_isa_pkg::\1", ln[name_end:])
            else:
                ln = re.sub(pat, r"tpb_isa_pkg::\1", ln)
        if re.match(r"\s*endfunction", ln):
            current = None
        out.append(ln)
    return out


# ------------------------------------------------------------------------------ Markdown
def gen_md(m):
    s = m["spec"]
    L = [f"<!-- {HEADER_NOTE} -->", "", "# TPB bundle field map", "",
         "Every field of every 64-byte bundle the kit decodes, from the one table "
         "(`cmodel/spec/tpb_fieldmap.toml`). Offsets are bytes from the start of the bundle, "
         "multi-byte fields little-endian. A byte no field covers must be zero. "
         "Tags: CONFIRMED / STRONG / INFERRED as the seeds grade them, PROJECT where this kit "
         "chose (reasons in `docs/design.md`, section *Open edges*).", ""]
    L.append("Code never writes an offset as a number: the generator also emits the byte offset and "
             "width of every field, layout group (e.g. `src`) and reserved run (named after the field "
             "it follows), and of the header bytes. SystemVerilog (`tpb_isa_pkg`): "
             "`<Opcode><Field>Off` / `<Opcode><Field>Bytes`, e.g. `CustomOpHeaderNumArgumentsOff` "
             "(+0x0F), `GpsimdSb2sbPeerPartitionOff` (+0x21), `GpsimdSb2sbReservedAfterPeerPartitionOff`, "
             "`DveSyncWaitSelOff`, `HdrOpcodeOff`; byte k of a word is `w[8*k +: 8]`. C++ (`tpb/isa_gen.hpp`): "
             "`<Opcode>::k<Field>Off` / `k<Field>Bytes` in the opcode's struct, e.g. "
             "`CustomOpHeader::kFunctionIdOff` (+0x0E), `DveWord::kSyncWaitSelOff`, `kHdrOpcodeOff`. "
             "`tests/fieldmap/check_no_raw_offsets.py` (a CTest) fails when a raw bundle offset "
             "appears in `rtl/` or `cmodel/`.")
    L.append("")
    L.append("## Opcodes")
    L.append("")
    L.append("| opcode | name | mnemonic | route | header | since gen | seed |")
    L.append("|---|---|---|---|---|---|---|")
    for op in m["ops"]:
        hdr = "`[op, 0x10, 0, 0]`" if op["header"] == "std" else "raw: `[op, 0x00, ...]`"
        L.append(f"| 0x{op['opcode']:02X} | {op['name']} | `{op['mnemonic']}` | {op['route']} | {hdr} | "
                 f"{op['since_gen']} | {op['seed']} |")
    L.append("")
    for op in m["ops"]:
        L.append(f"### 0x{op['opcode']:02X} {op['name']} (`{op['mnemonic']}`)")
        L.append("")
        L.append("| offset | width | field | check | tag | meaning |")
        L.append("|---|---|---|---|---|---|")
        for f in op["flat"]:
            w = f"{'i' if f['signed'] else 'u'}{8 * f['width']}"
            tag = f["tag"] if not f["group"] else f"{f['group_tag']} / {f['tag']}"
            L.append(f"| +0x{f['off']:02X} | {w} | `{f['name']}` | {f['check'] or '-'} | {tag} | {f['meaning']} |")
        free = [b for b in range(2, 64) if not (op["covered"] >> b) & 1]
        L.append("")
        L.append("Reserved (must be zero): " + compress(free) + ".")
        L.append("")
    L.append("### DVE opcodes")
    L.append("")
    seed_roster = [k for k in m["dve_roster"] if m["dve_source"][k] == "S003"]
    L.append("Header `[op, 0x10, 0, 0]`, SyncInfo band at +0x04 (fields `sync_*` as above), "
             f"body +0x{s['dve']['body_off']:02X}..+0x3F opaque (PROJECT). Roster "
             f"({len(m['dve_roster'])} opcodes: {len(seed_roster)} from the seeds, "
             f"{len(m['dve_synthetic'])} synthetic).")
    L.append("")
    L.append(f"Seed opcodes, source S003 ({len(seed_roster)}):")
    L.append("")
    L.append(", ".join(f"{k} {dve_name(m, k)}" for k in seed_roster) + ".")
    L.append("")
    if m["dve_synthetic"]:
        L.append(f"**SYNTHETIC opcodes, source PROJECT ({len(m['dve_synthetic'])}), not in any seed:** "
                 + ", ".join(f"{k} {dve_name(m, k)}" for k in m["dve_synthetic"])
                 + ". S003 gives the gen4 roster size (59) but not every member; these integers fill it "
                 "in the fixtures. The decoder accepts them as DVE words, and every output marks them "
                 "(`OpcodeDesc::synthetic`, `op_is_dve_synthetic`, `tpb dis`); see `docs/design.md`, "
                 "*DVE roster and synthetic opcodes*.")
        L.append("")
    L.append("## Layouts")
    L.append("")
    for lay in s["layout"]:
        L.append(f"### `{lay['name']}` ({lay['size']} bytes): {lay['meaning']}")
        L.append("")
        L.append("| rel. offset | width | field | check | tag | meaning |")
        L.append("|---|---|---|---|---|---|")
        for f in lay["fields"]:
            w = f"{'i' if f.get('signed') else 'u'}{8 * f['width']}"
            L.append(f"| +{f['off']} | {w} | `{f['name']}` | {f.get('check') or '-'} | {f['tag']} | {f['meaning']} |")
        L.append("")
    a4 = s["addr4"]
    L.append("## ADDR4 start word (PROJECT)")
    L.append("")
    L.append("| bits | meaning |")
    L.append("|---|---|")
    L.append(f"| [{a4['mode_lsb'] + a4['mode_bits'] - 1}:{a4['mode_lsb']}] | mode: {a4['mode_static']} static, "
             f"{a4['mode_register']} register, {a4['mode_indirect']} indirect (gather); others undefined |")
    L.append(f"| [{a4['space_lsb'] + a4['space_bits'] - 1}:{a4['space_lsb']}] | static mode memory space: "
             f"{a4['space_sbuf']} SBUF, {a4['space_psum']} PSUM, {a4['space_hbm']} HBM, 3 undefined |")
    L.append(f"| [{a4['partition_lsb'] + a4['partition_bits'] - 1}:{a4['partition_lsb']}] | SBUF partition |")
    L.append(f"| [{a4['offset_lsb'] + a4['offset_bits'] - 1}:{a4['offset_lsb']}] | SBUF byte offset within the partition |")
    L.append(f"| [{a4['hbm_addr_bits'] - 1}:0] | PSUM/HBM byte address |")
    L.append(f"| [{a4['reg_bits'] - 1}:0] | register mode: register id |")
    L.append("")
    L.append("## Enumerations")
    L.append("")
    en = s["enums"]
    L.append("- AluOp shipped subset (S000 §1.1): " + ", ".join(str(v) for v in en["alu_op_shipped"])
             + "; DGE mapping (S000 §1.2): " + ", ".join(f"{k} -> {v}" for k, v in en["dge_compute_op"].items()) + ".")
    L.append("- Collective-kind LUT (S000 §2), kind "
             f"{en['coll_kind_lut_base']}..{en['coll_kind_lut_base'] + len(en['coll_kind_lut']) - 1} -> wire: `"
             + " ".join(f"{v:02X}" for v in en["coll_kind_lut"]) + "`.")
    L.append("- SyncInfo wait selector values: " + ", ".join(f"0x{v:02X}" for v in en["sync_wait_sel"]) + ".")
    L.append("")
    L.append("| kind ordinal | name | tag | note |")
    L.append("|---|---|---|---|")
    for c in s["coll_kind"]:
        L.append(f"| {c['ordinal']} | {c['name']} | {c['tag']} | {c['note']} |")
    L.append("")
    L.append("### dtype codes (PROJECT)")
    L.append("")
    L.append("| code | name | bytes |")
    L.append("|---|---|---|")
    for d in s["dtype"]:
        L.append(f"| 0x{d['code']:02X} | {d['name']} | {d['bytes']} |")
    L.append("")
    L.append("## Error codes")
    L.append("")
    L.append("| code | name | meaning |")
    L.append("|---|---|---|")
    for e in s["error"]:
        L.append(f"| {e['code']} | `{e['name']}` | {e['meaning']} |")
    L.append("")
    L.append("## Routes")
    L.append("")
    L.append(", ".join(f"{r['code']} {r['name']}" for r in s["route"]) + ".")
    return "\n".join(L) + "\n"


def compress(bs):
    if not bs:
        return "none"
    out = []
    start = prev = bs[0]
    for b in bs[1:] + [None]:
        if b is not None and b == prev + 1:
            prev = b
            continue
        out.append(f"+0x{start:02X}" if start == prev else f"+0x{start:02X}..+0x{prev:02X}")
        if b is not None:
            start = prev = b
    return ", ".join(out)


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
    bad = []
    for path, text in outs.items():
        if args.check:
            if not path.exists() or path.read_text() != text:
                bad.append(path.relative_to(ROOT))
        elif not path.exists() or path.read_text() != text:  # unchanged files keep their time stamp
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    if bad:
        print("gen_fieldmap: generated files drifted from the field map: "
              + ", ".join(map(str, bad)) + " (run scripts/gen_fieldmap.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
