"""The SystemVerilog package rtl/pkg/tpb_isa_pkg.sv (with the channel types) from the loaded field map."""
import re

from fieldmap.spec import CHANNELS, CHECKS, ENUM_BITS, FLAT_PORTS, GENS, HEADER_BYTES, HEADER_NOTE, MapError, REC_MEMBERS, camel, offset_names, snake_upper


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
    eb, rb = ENUM_BITS["err_e"], ENUM_BITS["route_e"]
    if max(e["code"] for e in s["error"]) >> eb or max(r["code"] for r in s["route"]) >> rb:
        raise MapError("an error or route code does not fit its enum's width (spec.ENUM_BITS)")
    L.append(f"  typedef enum logic [{eb - 1}:0] {{")
    L.append(",\n".join(f"    ERR_{e['name']} = {eb}'d{e['code']}" for e in s["error"]))
    L.append("  } err_e;")
    L.append("")
    L.append(f"  typedef enum logic [{rb - 1}:0] {{")
    L.append(",\n".join(f"    ROUTE_{r['name']} = {rb}'d{r['code']}" for r in s["route"]))
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
    L.append("  // The XOR of extract_fields' MaxFields 64-bit slots, the same value built per opcode")
    L.append("  // from the word's bits: nothing 64 * MaxFields bits wide is made on the way (the FPGA")
    L.append("  // board's record digest folds the fields; extraction and fold in one clock, slot by")
    L.append("  // slot, were its limiting path at 75 MHz).")
    L.append("  function automatic logic [63:0] fold_fields(input logic [7:0] op,")
    L.append("                                              input logic [BundleBits-1:0] w);")
    L.append("    logic [63:0] x;")
    L.append("    x = '0;")
    L.append("    unique case (op)")
    def xor_of(flat, op):
        terms = [f"64'({sv_bits(f, op)})" for f in flat]
        return " ^\n            ".join(terms) if terms else "'0"
    for op in m["ops"]:
        L.append(f"      8'h{op['opcode']:02X}: x = {xor_of(op['flat'], op)};")
    L.append("      default: begin")
    L.append("        if (op_is_dve(op)) begin")
    L.append(f"          x = {xor_of(m['dve_flat'], None)};")
    L.append("        end")
    L.append("      end")
    L.append("    endcase")
    L.append("    fold_fields = x;")
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
            kw = "else if" if out else "if"
            if c == "addr4_co":
                out.append(f"{indent}{kw} (addr4_co_err({v}) != ERR_OK) fe = addr4_co_err({v});  // {f['name']}")
            elif cond is not None:
                out.append(f"{indent}{kw} ({cond}) fe = ERR_{CHECKS[c]};  // {f['name']}")
        return out

    L.append("  // Word-level and field checks of one word, in the documented priority order:")
    L.append("  // unknown opcode, word length, reserved bytes, then each field's check in field order.")
    L.append("  // Chain checks (orphan, broken, truncated) live in the decoder, before and after these.")
    L.append("  // The reserved bytes' test and the field checks (fe: the first failing one, an if /")
    L.append("  // else if chain) are computed side by side and picked last: the same verdict as one")
    L.append("  // check after the other, in fewer logic levels on an FPGA.")
    L.append("  function automatic err_e check_word(input logic [BundleBits-1:0] w);")
    L.append("    err_e e, fe;")
    L.append("    logic [7:0] op;")
    L.append("    logic [BundleBits-1:0] covered;")
    L.append("    op = w[8*HdrOpcodeOff +: 8*HdrOpcodeBytes];")
    L.append("    covered = '0;")
    L.append("    unique case (op)")
    for op in m["ops"]:
        mask = op["covered"]
        L.append(f"      8'h{op['opcode']:02X}: covered = {{")
        bits = []
        for b in range(63, -1, -1):
            bits.append("8'hFF" if (mask >> b) & 1 else "8'h00")
        for i in range(0, 64, 16):
            L.append("        " + ", ".join(bits[i:i + 16]) + ("" if i == 48 else ","))
        L.append("      };")
    dm = m["dve_covered"]
    L.append("      default: covered = {")
    bits = ["8'hFF" if (dm >> b) & 1 else "8'h00" for b in range(63, -1, -1)]
    for i in range(0, 64, 16):
        L.append("        " + ", ".join(bits[i:i + 16]) + ("" if i == 48 else ","))
    L.append("      };")
    L.append("    endcase")
    L.append("    fe = ERR_OK;")
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
    L.append("    if (!op_is_cross(op) && !op_is_dve(op)) e = ERR_UNKNOWN_OPCODE;")
    L.append("    else if (w[8*HdrWordLenOff +: 8*HdrWordLenBytes] != ((op == 8'hDA) ? 8'h00 : WordLen)) e = ERR_BAD_WORD_LEN;")
    L.append("    else if ((w & ~covered) != '0) e = ERR_RESERVED_NONZERO;")
    L.append("    else e = fe;")
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


def _macro(head, items, sep=","):
    """A multi-line `define: one item a line, continued with backslashes."""
    body = [f"  {it}{sep if k + 1 < len(items) else ''}" for k, it in enumerate(items)]
    return [f"`define {head} \\"] + [b + " \\" for b in body[:-1]] + [body[-1]]


def flat_port_macros():
    """The flat port groups (spec.FLAT_PORTS) as macros: ports of a source and of a sink, and
    instance connections. Macros live outside the package; this file comes first in every file
    list (the RTL manifest), so every later file sees them."""
    L = ["// Flat port groups (docs/design.md, Flat ports): `TPB_<G>_SRC(p) and `TPB_<G>_SNK(p) declare",
         "// a channel's ports named p<member>_o / p<member>_i; `TPB_<G>_CONNECT(a, b) and",
         "// `TPB_<G>_CONNECT_SNK(a, b) connect an instance's ports a<member>_* to signals b<member>_*.",
         "// A group's member types may name the using module's parameters (\"needs\").", ""]
    for g, what, needs, members in FLAT_PORTS:
        L.append(f"// {g}: {what}" + (f" (needs {needs})" if needs else ""))
        w = max(len(t) for _, t, _ in members)
        for side, out_flow in (("SRC", ">"), ("SNK", "<")):
            ports = []
            for flow, typ, name in members:
                d, sfx = ("output", "o") if flow == out_flow else ("input ", "i")
                ports.append(f"{d} {typ:<{w}} p``{name}_{sfx}")
            L += _macro(f"TPB_{g}_{side}(p)", ports)
            conn = []
            for flow, typ, name in members:
                sfx = "o" if flow == out_flow else "i"
                conn.append(f".a``{name}_{sfx} (b``{name}_{sfx})")
            L += _macro(f"TPB_{g}_CONNECT{'' if side == 'SRC' else '_SNK'}(a, b)", conn)
        L.append("")
    return L


def gen_macros(m):
    """rtl/pkg/tpb_macros.sv: the flat port groups and the check macros. The RTL manifest lists it
    first (core tpb:kit:isa_pkg), so every file after it sees the macros (they are text: no
    package, no `include path)."""
    del m  # the macros come from spec.FLAT_PORTS, not from the map file
    L = [f"// {HEADER_NOTE}", "//", "// Macros every RTL file may use. A file of `define lines only, first in every file list",
         "// of the RTL manifest (OpenTitan keeps its assertion macros in prim_assert.sv the same way).", "",
         "`ifndef TPB_MACROS_SV", "`define TPB_MACROS_SV", ""]
    L += flat_port_macros() + check_macros()
    L.append("`endif  // TPB_MACROS_SV")
    return "\n".join(L) + "\n"


def check_macros():
    """`TPB_ASSERT and `TPB_STATIC_ASSERT: the one form of the RTL's checks."""
    return [
        "// Checks (docs/design.md, Checks): `TPB_ASSERT(condition, (format, args...)) checks at each",
        "// clk_i edge out of reset, the message in parentheses (the report names the file and line);",
        "// `TPB_ASSERT_IF(when, condition, (format, args...)) only in clocks where `when` holds. An",
        "// immediate assertion in its own always_ff, sampled as the flops are; nothing in synthesis.",
        "// `TPB_STATIC_ASSERT(g_name, condition, (format, args...)) stops elaboration when a parameter",
        "// condition does not hold.",
        "`ifndef SYNTHESIS",
        "`define TPB_ASSERT(cond, msg) \\",
        "  always_ff @(posedge clk_i or negedge rst_ni) if (rst_ni) assert (cond) else $error msg;",
        "`define TPB_ASSERT_IF(when, cond, msg) \\",
        "  always_ff @(posedge clk_i or negedge rst_ni) if (rst_ni && (when)) assert (cond) else $error msg;",
        "`else",
        "`define TPB_ASSERT(cond, msg)",
        "`define TPB_ASSERT_IF(when, cond, msg)",
        "`endif",
        "`define TPB_STATIC_ASSERT(name, cond, msg) \\",
        "  if (!(cond)) begin : name $error msg; end",
        "",
    ]


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
