"""The field map (cmodel/spec/tpb_fieldmap.toml): its tables, its parser and validator
(`load`), and the names the three generators share."""
import pathlib
import re
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC = ROOT / "cmodel/spec/tpb_fieldmap.toml"
OUT_HPP = ROOT / "cmodel/include/tpb/isa_gen.hpp"
OUT_SV = ROOT / "rtl/pkg/tpb_isa_pkg.sv"
OUT_MACROS = ROOT / "rtl/pkg/tpb_macros.sv"
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

# Flat port groups (docs/design.md "Flat ports"): the ports a channel takes where a module keeps
# it flat, because the module is a Verilator top the C++ harness names port by port, or because
# it sits beside one (pulp-platform/axi's port.svh pattern). The package file defines, for each
# group G, macros the RTL writes instead of the port list:
#   `TPB_G_SRC(p)          the ports of the block that drives the channel, named p<member>_o/_i
#   `TPB_G_SNK(p)          the ports of the block that takes it
#   `TPB_G_CONNECT(a, b)   instance connections .a<member>_<dir>(b<member>_<dir>), direction
#                          as seen from the source (a source's ports to same-direction signals)
#   `TPB_G_CONNECT_SNK(a, b)  the same for a sink's ports
# Members: (flow, type, name); flow ">" runs from source to sink, "<" back (ready, read data).
# A type may name the using module's parameters (the "needs" column): the macro is text.
FLAT_PORTS = [
    ("WORDS", "a word stream: byte k of the bundle at word[8*k +: 8], last marks the stream's end", "", [
        (">", "logic", "valid"), ("<", "logic", "ready"),
        (">", "logic [tpb_isa_pkg::BundleBits-1:0]", "word"), (">", "logic", "last"),
    ]),
    ("PORT", "an engine port (port_t flat): an accepted word and its index", "", [
        (">", "logic", "valid"), ("<", "logic", "ready"),
        (">", "logic [tpb_isa_pkg::BundleBits-1:0]", "word"), (">", "logic [31:0]", "index"),
    ]),
    ("MV_CPL", "an SB2SB mover completion (mv_cpl_t flat) with its handshake", "", [
        (">", "logic", "valid"), ("<", "logic", "ready"),
        (">", "logic [31:0]", "index"), (">", "tpb_isa_pkg::err_e", "err"), (">", "logic [31:0]", "bytes"),
    ]),
    ("COP_CPL", "a custom-op completion (cop_cpl_t flat, function_id as function) with its handshake", "", [
        (">", "logic", "valid"), ("<", "logic", "ready"),
        (">", "logic [31:0]", "index"), (">", "tpb_isa_pkg::err_e", "err"), (">", "logic [7:0]", "function"),
        (">", "logic [7:0]", "cpu"), (">", "logic [31:0]", "bytes_in"), (">", "logic [31:0]", "bytes_out"),
    ]),
    ("COP_DONE", "the cluster's done for the ringing chain (cluster to mailbox): strobe and completion fields", "", [
        (">", "logic", "done"), (">", "tpb_isa_pkg::err_e", "done_err"), (">", "logic [7:0]", "done_cpu"),
        (">", "logic [31:0]", "done_bytes_in"), (">", "logic [31:0]", "done_bytes_out"),
    ]),
    ("ERR_STATUS", "the decoder's error status block (err_status_t flat)", "", [
        (">", "logic", "valid"), (">", "logic [31:0]", "index"), (">", "tpb_isa_pkg::err_e", "code"),
        (">", "logic [tpb_isa_pkg::NumErrors-1:0]", "sticky"),
    ]),
    ("TBL_WR", "a DVE table write (table, row, 32-bit word of the row); no reply", "", [
        (">", "logic", "we"), (">", "tpb_dve_pkg::tbl_sel_e", "sel"), (">", "logic [7:0]", "row"),
        (">", "logic [7:0]", "word"), (">", "logic [31:0]", "wdata"),
    ]),
    ("SBUF_ROW", "an SBUF row request (aligned rows of PortBytes bytes); read data come back apart", "PartW, RowW, PortBits", [
        (">", "logic", "req"), (">", "logic", "we"), (">", "logic [PartW-1:0]", "partition"),
        (">", "logic [RowW-1:0]", "row"), (">", "logic [PortBits-1:0]", "wdata"),
    ]),
    ("SBUF_MON", "the SBUF write monitor: one mover write beat", "PartW, OffW, PortBytes, PortBits", [
        (">", "logic", "valid"), (">", "logic", "core"), (">", "logic [PartW-1:0]", "partition"),
        (">", "logic [OffW-1:0]", "offset"), (">", "logic [PortBytes-1:0]", "be"), (">", "logic [PortBits-1:0]", "data"),
    ]),
    ("DVE_REC", "a DVE control record's payload (its valid/ready apart)", "EntryBits, SlowBits, FastRowWords, SlowWords, DpRowWords", [
        (">", "logic [31:0]", "index"), (">", "logic [7:0]", "opcode"), (">", "tpb_isa_pkg::err_e", "err"),
        (">", "logic [EntryBits-1:0]", "entry"), (">", "logic [7:0]", "fast"), (">", "logic [SlowBits-1:0]", "slow"),
        (">", "logic", "slow_fetched"), (">", "logic [FastRowWords*32-1:0]", "fast_word"),
        (">", "logic [SlowWords*32-1:0]", "slow_word"), (">", "logic [DpRowWords*32-1:0]", "dp_word"),
    ]),
]

HEADER_BYTES = [("opcode", 0x00, 1), ("word_len", 0x01, 1)]

# Widths of the package's enum types (tpb_isa_pkg err_e, route_e).
ENUM_BITS = {"err_e": 8, "route_e": 3}


def member_bits(typ, m):
    """The width in bits of a channel member's SystemVerilog type (REC_MEMBERS, CHANNELS), or None
    when it names a module parameter (a flat group's PartW, ...): `logic` 1, `logic [HI:0]` with
    HI a number or `NAME-1` for a package constant, the enums at their generated widths."""
    s = m["spec"]
    consts = {"BundleBits": 8 * s["bundle"]["bytes"], "NumErrors": max(e["code"] for e in s["error"]) + 1}
    consts.update({f"Addr4{camel(k)}": v for k, v in s["addr4"].items()})
    if typ == "logic":
        return 1
    if typ in ENUM_BITS:
        return ENUM_BITS[typ]
    g = re.fullmatch(r"logic \[(\w+)(-1)?:0\]", typ)
    if not g:
        raise MapError(f"channel member type '{typ}': no width rule")
    hi = int(g[1]) if g[1].isdigit() else consts.get(g[1])
    if hi is None:
        return None
    return hi if g[2] else hi + 1


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
                # unchecked: the layout's fields whose check this opcode does not make (the same
                # fields and struct; a seed says the opcode's validator takes any value there)
                unchecked = f.get("unchecked", [])
                for u in unchecked:
                    if not any(s["name"] == u and s.get("check") for s in lay["fields"]):
                        raise MapError(f"0x{code:02X}: {f['name']}: unchecked {u} is no checked field of {f['layout']}")
                for s in lay["fields"]:
                    sub = dict(s, name=f"{f['name']}_{s['name']}", off=f["off"] + s["off"],
                               group=f["name"], group_layout=f["layout"], group_tag=f["tag"])
                    if s["name"] in unchecked:
                        sub.pop("check", None)
                    flat.append(sub)
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
