"""The Markdown table docs/fieldmap.md from the loaded field map."""
from fieldmap.spec import HEADER_NOTE, dve_name


def _field_row(off, f, tag):
    """One field's table row: offset, width (u8/i16/...), name, check, tag, meaning."""
    w = f"{'i' if f.get('signed') else 'u'}{8 * f['width']}"
    return f"| {off} | {w} | `{f['name']}` | {f.get('check') or '-'} | {tag} | {f['meaning']} |"


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
    table_head(L, ["opcode", "name", "mnemonic", "route", "header", "since gen", "seed"])
    for op in m["ops"]:
        hdr = "`[op, 0x10, 0, 0]`" if op["header"] == "std" else "raw: `[op, 0x00, ...]`"
        L.append(f"| 0x{op['opcode']:02X} | {op['name']} | `{op['mnemonic']}` | {op['route']} | {hdr} | "
                 f"{op['since_gen']} | {op['seed']} |")
    L.append("")
    for op in m["ops"]:
        L += [f"### 0x{op['opcode']:02X} {op['name']} (`{op['mnemonic']}`)", ""]
        table_head(L, ["offset", "width", "field", "check", "tag", "meaning"])
        for f in op["flat"]:
            tag = f["tag"] if not f["group"] else f"{f['group_tag']} / {f['tag']}"
            L.append(_field_row(f"+0x{f['off']:02X}", f, tag))
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
        L += [f"### `{lay['name']}` ({lay['size']} bytes): {lay['meaning']}", ""]
        table_head(L, ["rel. offset", "width", "field", "check", "tag", "meaning"])
        for f in lay["fields"]:
            L.append(_field_row(f"+{f['off']}", f, f["tag"]))
        L.append("")
    a4 = s["addr4"]
    L.append("## ADDR4 start word (PROJECT)")
    L.append("")
    table_head(L, ["bits", "meaning"])
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
    table(L, None, ["kind ordinal", "name", "tag", "note"],
          [[c["ordinal"], c["name"], c["tag"], c["note"]] for c in s["coll_kind"]])
    table(L, "### dtype codes (PROJECT)", ["code", "name", "bytes"],
          [[f"0x{d['code']:02X}", d["name"], d["bytes"]] for d in s["dtype"]])
    table(L, "## Error codes", ["code", "name", "meaning"],
          [[e["code"], f"`{e['name']}`", e["meaning"]] for e in s["error"]])
    L.append("## Routes")
    L.append("")
    L.append(", ".join(f"{r['code']} {r['name']}" for r in s["route"]) + ".")
    return "\n".join(L) + "\n"


def table_head(L, cols):
    """A Markdown table's header row and rule."""
    L.append("| " + " | ".join(cols) + " |")
    L.append("|" + "---|" * len(cols))


def table(L, heading, cols, rows):
    """A whole table: its heading (if any) and a blank line, the header, one row per list of
    cells, a blank line."""
    if heading:
        L += [heading, ""]
    table_head(L, cols)
    L += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    L.append("")


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
