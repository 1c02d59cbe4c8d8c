"""The C++ header cmodel/include/tpb/isa_gen.hpp from the loaded field map."""
from fieldmap.spec import (CHANNELS, CHECKS, CTYPE, GENS, HEADER_BYTES, HEADER_NOTE, REC_MEMBERS, STYPE, TAGS, camel,
                           dve_name, member_bits, offset_names)


def _member(f):
    """The C++ member a flat field is: group.member for a layout group's field, else its name."""
    return f"{f['group']}.{f['name'][len(f['group']) + 1:]}" if f["group"] else f["name"]


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
            acc = _member(f)
            if f["signed"]:
                L.append(f"    f[{i}] = static_cast<uint16_t>({acc});")
            else:
                L.append(f"    f[{i}] = {acc};")
        L.append("  }")
        L.append("  void from_fields(const uint64_t* f) {")
        for i, f in enumerate(op["flat"]):
            acc = _member(f)
            t = STYPE[f["width"]] if f["signed"] else CTYPE[f["width"]]
            if f["signed"]:
                L.append(f"    {acc} = static_cast<{t}>(static_cast<uint16_t>(f[{i}]));")
            else:
                L.append(f"    {acc} = static_cast<{t}>(f[{i}]);")
        L.append("  }")
        L.append("};")
    L.append("")
    L += channel_widths(m)
    L.append("")
    L.append("}  // namespace tpb")
    return "\n".join(L) + "\n"


def channel_widths(m):
    """namespace tpb::chan: the width in bits of every member of the RTL's channel types (rec_t
    and spec.CHANNELS), one struct per type (rec_t -> Rec, mv_cpl_t -> MvCpl). A testbench
    monitor takes a port's value through these widths (tb/common/monitors.hpp), so the model's
    type it lands in is checked against the RTL's width when it compiles."""
    L = ["/// Widths in bits of the RTL channel types' members (tpb_isa_pkg rec_t, port_t, ...): what",
         "/// a testbench monitor takes from the port of each member (tb/common/monitors.hpp).",
         "namespace chan {"]
    for cname, members in [("rec_t", REC_MEMBERS)] + [(c, mem) for c, _what, mem in CHANNELS]:
        widths = [(f"k{camel(name)}", member_bits(typ, m)) for typ, name, _w in members]
        body = ", ".join(f"{k} = {w}" for k, w in widths if w is not None)
        L.append(f"struct {camel(cname.removesuffix('_t'))} {{  // tpb_isa_pkg::{cname}")
        L.append(f"  static constexpr unsigned {body};")
        L.append("};")
    L.append("}  // namespace chan")
    return L
