#!/usr/bin/env python3
"""Generate the FPGA host link's SystemVerilog package, C++ header and documentation tables
from the one host-link table (rtl/fpga/hostlink.toml).

    scripts/gen_hostlink.py            write the outputs
    scripts/gen_hostlink.py --check    exit 1 if any committed output differs
    scripts/gen_hostlink.py --validate TABLE.toml   parse and validate only (exit 2 if refused)

Outputs: rtl/fpga/tpb_fpga_pkg.sv (the whole package, with the register block's hw2reg /
reg2hw structs), cmodel/include/tpb/hostlink_gen.hpp (included by tpb/hostlink.hpp), the
register read mux in rtl/fpga/tpb_fpga_regs.sv between the `// hostlink: read_mux begin ...`
and `// hostlink: read_mux end` markers and, in docs/fpga.md, the tables between the
`<!-- hostlink: NAME begin ... -->` and `<!-- hostlink: NAME end -->` markers (the rest of
those two files is written by hand).

The parser refuses duplicate names or codes, registers at or past the register count,
bits outside a register, a register's hardware side that does not fit its access, values
that do not fit their type, digest fields that overlap, and strides that cannot hold their
digest, before it writes anything.
"""
import pathlib
import re
import sys
import tomllib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from tpbflow.tools import generator_main  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
SPEC = ROOT / "rtl/fpga/hostlink.toml"
OUT_SV = ROOT / "rtl/fpga/tpb_fpga_pkg.sv"
OUT_HPP = ROOT / "cmodel/include/tpb/hostlink_gen.hpp"
OUT_MD = ROOT / "docs/fpga.md"
OUT_REGS = ROOT / "rtl/fpga/tpb_fpga_regs.sv"
HEADER_NOTE = "generated from rtl/fpga/hostlink.toml by scripts/gen_hostlink.py, do not edit"
TYPES = {"u8": 8, "u16": 16, "u32": 32, "int": 32}
CTYPE = {"u8": "uint8_t", "u16": "uint16_t", "u32": "uint32_t", "int": "size_t"}
WIDTHS = {1: "u8", 2: "u16", 4: "u32", 8: "u64"}
ACCESS = ("R", "RW")
HW_GROUPS = ("top", "core", "link")   # hw2reg_t members, in this order: the blocks that drive them
NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


class TableError(Exception):
    pass


def camel(name):
    """SOFT_RESET -> SoftReset (the package's bit-number names)."""
    return "".join(p[:1].upper() + p[1:].lower() for p in name.split("_"))


def unique(items, key, what):
    seen = set()
    for it in items:
        k = it[key]
        if k in seen:
            raise TableError(f"duplicate {what} {f'0x{k:02X}' if isinstance(k, int) else repr(k)}")
        seen.add(k)


def load(spec_path=SPEC):
    t = tomllib.loads(pathlib.Path(spec_path).read_text())
    for c in t["const"]:
        if c["type"] not in TYPES:
            raise TableError(f"const {c['sv']}: unknown type {c['type']}")
        if not 0 <= c["value"] < (1 << TYPES[c["type"]]):
            raise TableError(f"const {c['sv']}: value does not fit {c['type']}")
    unique(t["const"], "sv", "const")
    unique(t["const"], "cpp", "const")
    for group in ("command", "status"):
        unique(t[group], "name", group)
        unique(t[group], "code", f"{group} code")
        for e in t[group]:
            if not NAME_RE.match(e["name"]) or not 0 <= e["code"] < 0x80:
                raise TableError(f"{group} {e['name']}: bad name or code")
    if t["status"][0]["code"] != 0:
        raise TableError("the first status must be OK, code 0")
    regs = t["register"]
    count = t["registers"]["count"]
    width = t["registers"]["width"]
    unique(regs, "name", "register")
    unique(regs, "addr", "register address")
    for r in regs:
        if not 0 <= r["addr"] < count:
            raise TableError(f"register {r['name']}: address 0x{r['addr']:02X} at or past the count")
        if r["access"] not in ACCESS:
            raise TableError(f"register {r['name']}: access must be one of {ACCESS}")
        if r["reset"] != "build" and not (isinstance(r["reset"], int) and 0 <= r["reset"] < (1 << width)):
            raise TableError(f"register {r['name']}: reset must be a {width}-bit value or \"build\"")
        bits = r.get("bits", [])
        if bits and not ("sv_bits" in r and "cpp_bits" in r):
            raise TableError(f"register {r['name']}: bits need sv_bits and cpp_bits prefixes")
        unique(bits, "name", f"bit of {r['name']}")
        unique(bits, "bit", f"bit number of {r['name']}")
        for b in bits:
            if not 0 <= b["bit"] < width:
                raise TableError(f"register {r['name']}: bit {b['name']} outside the register")
    if sorted(r["addr"] for r in regs) != [r["addr"] for r in regs]:
        raise TableError("registers must be listed in address order")
    check_hw(regs, width)
    logs = t["log"]
    log_bytes = t["logs"]["bytes"]
    if log_bytes & (log_bytes - 1):
        raise TableError("log bytes must be a power of two")
    unique(logs, "name", "log")
    unique(logs, "code", "log code")
    for lg in logs:
        unique(lg["fields"], "name", f"field of log {lg['name']}")
        owner = {}
        for f in lg["fields"]:
            if f["width"] not in WIDTHS:
                raise TableError(f"log {lg['name']}.{f['name']}: width must be 1, 2, 4 or 8")
            for b in range(f["off"], f["off"] + f["width"]):
                if b in owner:
                    raise TableError(f"log {lg['name']}.{f['name']}: byte {b} overlaps {owner[b]}")
                owner[b] = f["name"]
        lg["bytes"] = max(f["off"] + f["width"] for f in lg["fields"])
        if lg["stride"] == "pow2":
            if not all(k in lg for k in ("tail", "doc_size", "doc_geometry")):
                raise TableError(f"log {lg['name']}: stride pow2 needs tail, doc_size and doc_geometry")
        else:
            s = lg["stride"]
            if s & (s - 1) or s < lg["bytes"] or s > log_bytes:
                raise TableError(f"log {lg['name']}: stride {s} is not a power of two holding {lg['bytes']} bytes")
            if "tail" in lg:
                raise TableError(f"log {lg['name']}: a digest with a tail needs stride pow2")
            lg["entries"] = log_bytes // s
    return t


def check_hw(regs, width):
    """The register block's hardware side: every register fits its access (see hostlink.toml)."""
    by_name = {r["name"]: r for r in regs}
    for r in regs:
        hw, bits = r.get("hw"), r.get("bits", [])
        where = f"register {r['name']}"
        if hw not in (None, "reg2hw") + HW_GROUPS:
            raise TableError(f"{where}: hw must be one of {('reg2hw',) + HW_GROUPS}")
        if hw in HW_GROUPS and r["access"] != "R":
            raise TableError(f"{where}: hw {hw!r} (hw2reg) needs access R")
        if hw == "reg2hw" and (r["access"] != "RW" or not bits):
            raise TableError(f"{where}: hw \"reg2hw\" needs access RW and bits")
        if hw is None and r["access"] == "R" and (r["reset"] == "build" or bits):
            raise TableError(f"{where}: a read-only register without hw is a constant (an integer reset, no bits)")
        if "hw_bits" in r and (hw not in HW_GROUPS or bits or not 1 <= r["hw_bits"] <= width):
            raise TableError(f"{where}: hw_bits needs an hw2reg register without bits, 1..{width}")
        for b in bits:
            if b.get("pulse") and hw != "reg2hw":
                raise TableError(f"{where}: bit {b['name']}: pulse needs hw \"reg2hw\"")
            if "copy" in b:
                src = by_name.get(b["copy"])
                if (hw not in HW_GROUPS or src is None or src.get("hw") != "reg2hw"
                        or not any(c["name"] == b["name"] and not c.get("pulse") for c in src["bits"])):
                    raise TableError(f"{where}: bit {b['name']}: copy needs an hw2reg register and a level bit "
                                     f"of that name in a reg2hw register")


# ------------------------------------------------------------------------------ SystemVerilog
def sv_lit(typ, v):
    if typ == "int":
        return str(v)
    bits = TYPES[typ]
    return f"{bits}'h{v:0{bits // 4}X}"


def sv_type(typ):
    return "int unsigned" if typ == "int" else f"logic [{TYPES[typ] - 1}:0]"


def sv_comment(text):
    return f"  // {text}" if text else ""


def gen_sv(t):
    L = [f"// {HEADER_NOTE}", "//",
         "// FPGA host link package: the frame protocol's byte values, commands, status codes, the",
         "// register map and the digest layouts of the signature logs (docs/fpga.md explains them;",
         "// cmodel/include/tpb/hostlink_gen.hpp is the host's copy, from the same table).",
         "//",
         "// Yosys 0.23 reads this file: no `import`, no `return` in functions, package items",
         "// referenced as tpb_fpga_pkg::name.",
         "/* verilator lint_off UNUSEDPARAM */", "", "package tpb_fpga_pkg;", ""]
    L.append("  // Frame constants. Body: cmd u8, seq u8, len u16 LE, payload[len], CRC-32 LE over cmd..payload.")
    for c in t["const"]:
        L.append(f"  localparam {sv_type(c['type'])} {c['sv']} = {sv_lit(c['type'], c['value'])};"
                 + sv_comment(c["meaning"]))
    L.append("")
    L.append("  // Commands (request cmd byte).")
    for c in t["command"]:
        L.append(f"  localparam logic [7:0] CMD_{c['name']} = 8'h{c['code']:02X};")
    L.append("")
    L.append("  // Status codes (first payload byte of every reply). Frame checks in this order, then the")
    L.append("  // command checks; the first that applies is the reply's status. Anything but ST_OK means")
    L.append("  // the frame was refused and nothing was executed.")
    for s in t["status"]:
        L.append(f"  localparam logic [7:0] ST_{s['name']} = 8'h{s['code']:02X};" + sv_comment(s["meaning"]))
    L.append("")
    L.append(f"  // Register map ({t['registers']['width']}-bit registers, word addresses).")
    for r in t["register"]:
        L.append(f"  localparam logic [15:0] REG_{r['name']} = 16'h{r['addr']:04X};"
                 + sv_comment(f"{r['access']}, {r['meaning']}"))
    L.append(f"  localparam int unsigned RegCount = {t['registers']['count']};  // addresses 0 .. RegCount - 1")
    for r in t["register"]:
        if not r.get("bits"):
            continue
        L.append("")
        L.append(f"  // {r['name']} bits.")
        for b in r["bits"]:
            L.append(f"  localparam int unsigned {r['sv_bits']}{camel(b['name'])} = {b['bit']};"
                     + sv_comment(b.get("meaning", "")))
    L += sv_reg_structs(t)
    L.append("")
    L.append(f"  // Logs read by LOG_READ (payload byte 0); every log RAM holds LogBytes bytes.")
    L.append(f"  localparam int unsigned LogBytes = {t['logs']['bytes']};")
    for lg in t["log"]:
        L.append(f"  localparam logic [7:0] LOG_{lg['name']} = 8'd{lg['code']};")
    for lg in t["log"]:
        n = camel(lg["name"])
        L.append("")
        if lg["stride"] == "pow2":
            L.append(f"  // {lg['what']} digest: {lg['bytes']} fixed bytes, then {lg['tail']};")
            L.append("  // stride: the digest's bytes rounded up to a power of two.")
            L.append(f"  localparam int unsigned Log{n}FixedBytes = {lg['bytes']};")
        else:
            L.append(f"  // {lg['what']} digest: {lg['bytes']} bytes in a {lg['stride']}-byte entry.")
            L.append(f"  localparam int unsigned Log{n}Bytes = {lg['bytes']};")
            L.append(f"  localparam int unsigned Log{n}Stride = {lg['stride']};")
        for f in lg["fields"]:
            L.append(f"  localparam int unsigned Log{n}{camel(f['name'])}Off = {f['off']};"
                     + sv_comment(f"{WIDTHS[f['width']]}" + (f", {f['meaning']}" if f.get("meaning") else "")))
        nbits = 8 * lg["bytes"]
        fn = f"{lg['name'].lower()}_digest_pack"
        args = ",".join(f"\n      input logic [{8 * f['width'] - 1}:0] {f['name']}_in" for f in lg["fields"])
        L.append(f"  // The {'fixed part of the ' if lg['stride'] == 'pow2' else ''}digest from its fields; "
                 "bytes no field covers are zero.")
        L.append(f"  function automatic logic [{nbits - 1}:0] {fn}({args});")
        # One concatenation, most significant byte first: field, or zero bytes for a gap.
        pieces, top = [], lg["bytes"]
        for f in sorted(lg["fields"], key=lambda f: -f["off"]):
            end = f["off"] + f["width"]
            if end < top:
                pieces.append((f"{8 * (top - end)}'d0", f"bytes {end}..{top - 1}: zero"))
            pieces.append((f"{f['name']}_in", f"byte {f['off']}" if f["width"] == 1
                           else f"bytes {f['off']}..{end - 1}"))
            top = f["off"]
        if top > 0:
            pieces.append((f"{8 * top}'d0", f"bytes 0..{top - 1}: zero"))
        w = max(len(x) for x, _ in pieces)
        for i, (x, note) in enumerate(pieces):
            head = f"    {fn} = {{" if i == 0 else " " * (len(fn) + 8)
            tail = "};" if i == len(pieces) - 1 else ","
            L.append(f"{head}{(x + tail).ljust(w + 2)}  // {note}")
        L.append("  endfunction")
    L.append("")
    L.append("  // One byte into the reflected CRC-32 register (no final inversion).")
    L.append("  function automatic logic [31:0] crc32_byte(input logic [31:0] crc, input logic [7:0] data);")
    L.append("    logic [31:0] c;")
    L.append("    c = crc ^ {24'h0, data};")
    L.append("    for (int i = 0; i < 8; i++) begin")
    poly = next(c["value"] for c in t["const"] if c["sv"] == "CrcPoly")
    L.append(f"      c = c[0] ? ((c >> 1) ^ 32'h{poly:08X}) : (c >> 1);")
    L.append("    end")
    L.append("    crc32_byte = c;")
    L.append("  endfunction")
    L.append("")
    L.append("endpackage")
    return "\n".join(align_localparams(L)) + "\n"


def hw_bits(r):
    return r.get("hw_bits", 32)


def sv_struct(name, members, note):
    """A packed struct: members (type, name, comment), the first the most significant."""
    tw = max(len(m[0]) for m in members)
    nw = max(len(m[1]) for m in members) + 1
    L = ["", f"  // {note}", "  typedef struct packed {"]
    L += [f"    {ty.ljust(tw)} {(n + ';').ljust(nw)}" + (f"  // {c}" if c else "") for ty, n, c in members]
    L.append(f"  }} {name};")
    return [ln.rstrip() for ln in L]


def sv_reg_structs(t):
    """hw2reg_t (what the hardware shows in the read-only registers, one member per block that
    drives them) and reg2hw_t (what the read-write registers drive), OpenTitan reggen style."""
    regs = t["register"]
    L = ["", "  // Register block (reggen style): hw2reg carries the read-only registers' values, grouped",
         "  // by the block that drives them; reg2hw what the read-write registers drive. The read mux",
         "  // of tpb_fpga_regs is generated from the same table. Members: a register's name, lower case;",
         "  // the first member is the most significant."]
    for r in regs:
        if r.get("hw") is None or not r.get("bits"):
            continue
        bits = [b for b in sorted(r["bits"], key=lambda b: -b["bit"]) if "copy" not in b]
        kind = "reg2hw" if r["hw"] == "reg2hw" else "hw2reg"
        L += sv_struct(f"{kind}_{r['name'].lower()}_t",
                       [("logic", b["name"].lower(), f"{r['sv_bits']}{camel(b['name'])}") for b in bits],
                       f"{r['name']} bits ({kind}.{r['name'].lower()}).")
    for g in HW_GROUPS:
        members = []
        for r in regs:
            if r.get("hw") != g:
                continue
            ty = f"hw2reg_{r['name'].lower()}_t" if r.get("bits") else f"logic [{hw_bits(r) - 1}:0]"
            members.append((ty, r["name"].lower(), f"REG_{r['name']}"))
        L += sv_struct(f"hw2reg_{g}_t", members, f"The registers tpb_fpga_{g} drives (hw2reg.{g}).")
    L += sv_struct("hw2reg_t", [(f"hw2reg_{g}_t", g, "") for g in HW_GROUPS], "Everything the hardware shows.")
    L += sv_struct("reg2hw_t", [(f"reg2hw_{r['name'].lower()}_t", r["name"].lower(), f"REG_{r['name']}")
                                for r in regs if r.get("hw") == "reg2hw"],
                   "Everything the registers drive.")
    return L


def sv_read_mux(t):
    """The register read mux of tpb_fpga_regs, in two registered stages (its names: raddr_q and
    hw2reg_q (raddr_i and hw2reg_i registered), reg2hw_o, <name>_q for a storage-only register;
    it declares grp_d, grp_q and grp_sel_q, and drives rdata): registers in groups of 16 addresses, each group's
    16:1 mux into a register of its own (grp_q), then the group's register by the address's
    upper bits (rdata; the caller registers it)."""
    P = "tpb_fpga_pkg::"
    arms = []
    for r in t["register"]:
        hw, n = r.get("hw"), r["name"].lower()
        a = r["addr"]
        if r.get("bits"):
            src = "reg2hw_o" if hw == "reg2hw" else f"hw2reg_q.{hw}"
            body = []
            for b in r["bits"]:
                if b.get("pulse"):
                    continue
                val = (f"reg2hw_o.{b['copy'].lower()}.{b['name'].lower()}" if "copy" in b
                       else f"{src}.{n}.{b['name'].lower()}")
                body.append((f"grp_d[{32 * (a >> 4)} + {P}{r['sv_bits']}{camel(b['name'])}]", val))
            arms.append((a, f"{P}REG_{r['name']}", body))
        elif hw in HW_GROUPS:
            v = f"hw2reg_q.{hw}.{n}"
            arms.append((a, f"{P}REG_{r['name']}", v if hw_bits(r) == 32 else f"32'({v})"))
        elif hw is None and r["access"] == "R":
            arms.append((a, f"{P}REG_{r['name']}", f"32'h{r['reset']:08X}"))
        else:
            arms.append((a, f"{P}REG_{r['name']}", f"{n}_q"))
    groups = (t["registers"]["count"] + 15) // 16
    w = max(len(a) for _, a, _ in arms) + 1
    L = [f"  localparam int unsigned RdGroups = {groups};  // groups of 16 addresses (RegCount {t['registers']['count']})",
         "  logic [32*RdGroups-1:0] grp_d, grp_q;   // group g in bits 32 g + 31 .. 32 g",
         "  logic [11:0]            grp_sel_q;      // raddr_q[15:4] of grp_q",
         "  always_comb begin",
         "    grp_d = '0;"]
    for g in range(groups):
        L.append(f"    unique case (raddr_q[3:0])  // group {g}: addresses 0x{16 * g:02X} .. 0x{16 * g + 15:02X}")
        for a, name, v in arms:
            if a >> 4 != g:
                continue
            lab = f"4'({name}):"
            lw = w + 5
            if isinstance(v, str):
                L.append(f"      {lab.ljust(lw)} grp_d[{32 * g} +: 32] = {v};")
            else:
                L.append(f"      {lab.ljust(lw)} begin")
                xw = max(len(x) for x, _ in v)
                L += [f"        {x.ljust(xw)} = {y};" for x, y in v]
                L.append("      end")
        L.append(f"      {'default:'.ljust(w + 5)} grp_d[{32 * g} +: 32] = '0;")
        L.append("    endcase")
    L += ["  end",
          "  always_ff @(posedge clk_i or negedge rst_ni) begin",
          "    if (!rst_ni) begin",
          "      grp_q     <= '0;",
          "      grp_sel_q <= '0;",
          "    end else begin",
          "      grp_q     <= grp_d;",
          "      grp_sel_q <= raddr_q[15:4];",
          "    end",
          "  end",
          "  always_comb begin",
          "    rdata = '0;",
          "    for (int unsigned g = 0; g < RdGroups; g++) begin",
          "      if (32'(grp_sel_q) == g) rdata = grp_q[32 * g +: 32];",
          "    end",
          "  end"]
    return L


def gen_regs(t, current):
    pat = re.compile(r"  // hostlink: read_mux begin[^\n]*\n.*?  // hostlink: read_mux end\n", re.S)
    if len(pat.findall(current)) != 1:
        raise TableError("rtl/fpga/tpb_fpga_regs.sv: expected one pair of `hostlink: read_mux` markers")
    block = "\n".join([f"  // hostlink: read_mux begin ({HEADER_NOTE})"] + sv_read_mux(t)
                      + ["  // hostlink: read_mux end"]) + "\n"
    return pat.sub(lambda _m: block, current)


def align_localparams(lines):
    """Pad the names of each run of localparam lines to one column (the rest untouched)."""
    pat = re.compile(r"^(  localparam )(.+?) (\w+) = (.*)$")
    out, run = [], []

    def flush():
        if run:
            tw = max(len(m.group(2)) for m in run)
            nw = max(len(m.group(3)) for m in run)
            out.extend(f"{m.group(1)}{m.group(2).ljust(tw)} {m.group(3).ljust(nw)} = {m.group(4)}" for m in run)
            run.clear()

    for ln in lines:
        m = pat.match(ln)
        if m:
            run.append(m)
        else:
            flush()
            out.append(ln)
    flush()
    return out


# ------------------------------------------------------------------------------ C++
def cpp_str(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def gen_hpp(t):
    L = [f"// {HEADER_NOTE}", "//",
         "// The host link's constants, register map and digest layouts (rtl/fpga/tpb_fpga_pkg.sv is",
         "// the board's copy, from the same table). Included by tpb/hostlink.hpp.",
         "#pragma once", "", "#include <cstddef>", "#include <cstdint>", "", "namespace tpb::hostlink {", ""]
    L.append("// ---------------------------------------------------------------- frame constants")
    for c in t["const"]:
        v = f"0x{c['value']:X}" if c["type"] != "int" and c["value"] > 9 else str(c["value"])
        L.append(f"inline constexpr {CTYPE[c['type']]} {c['cpp']} = {v};  // {c['meaning']}")
    L.append("")
    L.append("/// Request cmd byte.")
    L.append("enum class Cmd : uint8_t {")
    for c in t["command"]:
        L.append(f"  {c['name']} = 0x{c['code']:02X},  // {c['payload']}")
    L.append("};")
    L.append("")
    L.append("/// First payload byte of every reply; anything but OK: refused, nothing executed.")
    L.append("enum class Status : uint8_t {")
    for s in t["status"]:
        L.append(f"  {s['name']} = 0x{s['code']:02X},  // {s['meaning']}")
    L.append("};")
    L.append("")
    L.append(f"/// Register word addresses ({t['registers']['width']}-bit registers).")
    L.append("namespace reg {")
    for r in t["register"]:
        L.append(f"inline constexpr uint16_t {r['name']} = 0x{r['addr']:02X};  // {r['access']}: {r['meaning']}")
    L.append(f"inline constexpr uint16_t kCount = 0x{t['registers']['count']:02X};  // addresses 0 .. kCount - 1")
    L.append("}  // namespace reg")
    for r in t["register"]:
        if not r.get("bits"):
            continue
        L.append("")
        L.append(f"/// {r['name']} bit numbers.")
        L.append(f"namespace {r['cpp_bits']} {{")
        for b in r["bits"]:
            L.append(f"inline constexpr unsigned {b['name']} = {b['bit']};"
                     + (f"  // {b['meaning']}" if b.get("meaning") else ""))
        L.append(f"}}  // namespace {r['cpp_bits']}")
    L.append("")
    L.append("/// LOG_READ's log selector.")
    L.append("enum class Log : uint8_t { " + ", ".join(f"{lg['name']} = {lg['code']}" for lg in t["log"]) + " };")
    L.append(f"inline constexpr size_t kLogBytes = {t['logs']['bytes']};  // every log RAM: entries = kLogBytes / stride")
    L.append("")
    L.append("// ---------------------------------------------------------------- name tables")
    L.append("/// A named constant of the protocol.")
    L.append("struct Named {")
    L.append("  const char* name;")
    L.append("  uint32_t value;")
    L.append("};")
    L.append("namespace gen {")
    L.append("inline constexpr Named kCommands[] = {")
    L += [f"    {{\"{c['name']}\", 0x{c['code']:02X}}}," for c in t["command"]]
    L.append("};")
    L.append("inline constexpr Named kStatuses[] = {")
    L += [f"    {{\"{s['name']}\", 0x{s['code']:02X}}}," for s in t["status"]]
    L.append("};")
    L.append("inline constexpr Named kRegisters[] = {")
    L += [f"    {{\"{r['name']}\", reg::{r['name']}}}," for r in t["register"]]
    L.append("};")
    for r in t["register"]:
        if r.get("bits"):
            L.append(f"/// {r['name']} bits, named as in the package ({r['sv_bits']}<Name>).")
            L.append(f"inline constexpr Named k{camel(r['cpp_bits'])}Bits[] = {{")
            L += [f"    {{\"{camel(b['name'])}\", {r['cpp_bits']}::{b['name']}}}," for b in r["bits"]]
            L.append("};")
    L.append("inline constexpr Named kLogs[] = {")
    L += [f"    {{\"{lg['name']}\", {lg['code']}}}," for lg in t["log"]]
    L.append("};")
    L.append("}  // namespace gen")
    L.append("")
    L.append("// ---------------------------------------------------------------- digest layouts")
    L.append("/// A digest field: little-endian, `width` bytes at byte `off`. Bytes no field covers are zero.")
    L.append("struct DigestField {")
    L.append("  uint8_t off;")
    L.append("  uint8_t width;")
    L.append("};")
    L.append("namespace digest {")
    for lg in t["log"]:
        ns = lg["name"].lower()
        L.append(f"/// Log {lg['code']} ({lg['what']}): {lg['digest']}.")
        L.append(f"namespace {ns} {{")
        if lg["stride"] == "pow2":
            L.append(f"inline constexpr size_t kFixedBytes = {lg['bytes']};  // then {lg['tail']}")
            L.append("// stride: the digest's bytes rounded up to a power of two")
        else:
            L.append(f"inline constexpr size_t kBytes = {lg['bytes']};")
            L.append(f"inline constexpr size_t kStride = {lg['stride']};")
            L.append(f"inline constexpr size_t kEntries = {lg['entries']};")
        for f in lg["fields"]:
            L.append(f"inline constexpr DigestField {f['name']}{{{f['off']}, {f['width']}}};"
                     + (f"  // {f['meaning']}" if f.get("meaning") else ""))
        L.append(f"}}  // namespace {ns}")
    L.append("}  // namespace digest")
    L.append("")
    L.append("}  // namespace tpb::hostlink")
    return "\n".join(L) + "\n"


# ------------------------------------------------------------------------------ Markdown
def md_begin(name):
    return f"<!-- hostlink: {name} begin ({HEADER_NOTE}) -->"


def md_end(name):
    return f"<!-- hostlink: {name} end -->"


def md_status(t):
    L = ["| code | name | condition |", "|---|---|---|"]
    L += [f"| 0x{s['code']:02X} | `{s['name']}` | {s['meaning']} |" for s in t["status"]]
    return L


def md_commands(t):
    L = ["| cmd | name | payload | reply data | command checks |", "|---|---|---|---|---|"]
    L += [f"| 0x{c['code']:02X} | `{c['name']}` | {c['payload']} | {c['reply']} | {c['checks']} |"
          for c in t["command"]]
    return L


def md_registers(t):
    L = ["| addr | name | access | reset | hardware | content |", "|---|---|---|---|---|---|"]
    for r in t["register"]:
        hw = r.get("hw")
        side = {None: "constant" if r["access"] == "R" else "-", "reg2hw": f"`reg2hw.{r['name'].lower()}`"}.get(
            hw, f"`hw2reg.{hw}`")
        if r["reset"] == "build":
            reset = "build"
        else:
            reset = f"0x{r['reset']:08X}" if r["reset"] > 9 else str(r["reset"])
        content = r["meaning"]
        if r.get("bits"):
            content = ", ".join(f"bit {b['bit']} {b['name']}" + (f" ({b['meaning']})" if b.get("meaning") else "")
                                for b in r["bits"])
        L.append(f"| 0x{r['addr']:02X} | `{r['name']}` | {r['access']} | {reset} | {side} | {content} |")
    return L


def md_logs(t):
    L = ["| log | digest | bytes | stride x entries |", "|---|---|---|---|"]
    for lg in t["log"]:
        if lg["stride"] == "pow2":
            size = f"{lg['bytes']} + the rows ({lg['doc_size']})"
            geo = f"the bytes rounded up to a power of two ({lg['doc_geometry']})"
        else:
            size = str(lg["bytes"])
            geo = f"{lg['stride']} x {lg['entries']}"
        L.append(f"| {lg['code']} {lg['what']} | {lg['digest']} | {size} | {geo} |")
    L.append("")
    L.append("| log | byte | field | meaning |")
    L.append("|---|---|---|---|")
    for lg in t["log"]:
        for f in lg["fields"]:
            span = str(f["off"]) if f["width"] == 1 else f"{f['off']}..{f['off'] + f['width'] - 1}"
            L.append(f"| {lg['code']} {lg['what']} | {span} | `{f['name']}` {WIDTHS[f['width']]} | "
                     f"{f.get('meaning') or '-'} |")
        if lg.get("tail"):
            L.append(f"| {lg['code']} {lg['what']} | {lg['bytes']}.. | rows | {lg['tail']} |")
    return L


MD_SECTIONS = {"status": md_status, "commands": md_commands, "registers": md_registers, "logs": md_logs}


def gen_md(t, current):
    out = current
    for name, fn in MD_SECTIONS.items():
        pat = re.compile(r"<!-- hostlink: " + name + r" begin[^\n]*-->\n.*?<!-- hostlink: " + name + r" end -->",
                         re.S)
        if len(pat.findall(out)) != 1:
            raise TableError(f"docs/fpga.md: expected one pair of `hostlink: {name}` markers")
        block = "\n".join([md_begin(name)] + fn(t) + [md_end(name)])
        out = pat.sub(lambda _m: block, out)
    return out


def main():
    return generator_main("gen_hostlink", __doc__, SPEC, "host-link table", load,
                          lambda t: {OUT_SV: gen_sv(t), OUT_HPP: gen_hpp(t), OUT_MD: gen_md(t, OUT_MD.read_text()),
                                     OUT_REGS: gen_regs(t, OUT_REGS.read_text())},
                          (TableError, KeyError, TypeError))


if __name__ == "__main__":
    sys.exit(main())
