#!/usr/bin/env python3
"""The ULX3S build's report (scripts/fpga_flow.sh runs it after place and route).

usage: pnr_report.py OUT FREQ SEED SYNTH_S PNR_S PACK_S PLL
Reads OUT/nextpnr_report.json, OUT/yosys_stat.txt and the synthesized netlist
OUT/tpb_fpga_top.json; writes OUT/fpga_report.md (utilization, Fmax per clock, each critical
path as the RTL statements it runs through), OUT/fpga_summary.json (the same figures as data:
result PASS or FAIL, seed, each clock's achieved and constraint MHz, utilization, each
critical path's ends and delay) and prints a summary. Exit status 0 when every clock meets
its constraint, 1 otherwise.
"""
import json, re, sys, pathlib
if len(sys.argv) == 2 and sys.argv[1] in ("-h", "--help"):
    print(__doc__.strip())
    sys.exit(0)
if len(sys.argv) != 8:
    print(__doc__.strip(), file=sys.stderr)
    sys.exit(2)
out, freq, seed, ts, tp, tb, pll = sys.argv[1:]
out = pathlib.Path(out)
rep = json.loads((out / "nextpnr_report.json").read_text())
stat = (out / "yosys_stat.txt").read_text()

def cells(name):
    n = 0  # "NAME COUNT" (older Yosys) or "COUNT NAME"
    for m in re.finditer(rf"^\s+(?:{re.escape(name)}\s+(\d+)|(\d+)\s+{re.escape(name)})\s*$", stat, re.M):
        n = int(m.group(1) or m.group(2))
    return n

util = rep.get("utilization", {})
def used(k):
    u = util.get(k, {})
    return u.get("used", 0), u.get("available", 0)

lines = ["# ULX3S bitstream report (tpb_fpga_top)", ""]
lines += [f"Device LFE5U-85F-6 CABGA381, constraint {freq} MHz on the core clock, nextpnr seed {seed}, "
          f"PLL {f'on (25 -> {freq} MHz)' if pll == '1' else 'off (board clock)'}.", ""]
lines += ["## Utilization", "", "| resource | used | available | share |", "|---|---:|---:|---:|"]
rows = [("LUT4 + carry (TRELLIS_COMB)", "TRELLIS_COMB"), ("FF (TRELLIS_FF)", "TRELLIS_FF"),
        ("EBR (DP16KD)", "DP16KD"), ("DSP (MULT18X18D)", "MULT18X18D"), ("DSP (ALU54B)", "ALU54B"),
        ("PLL (EHXPLLL)", "EHXPLLL"), ("IO (TRELLIS_IO)", "TRELLIS_IO")]
for label, k in rows:
    u, a = used(k)
    share = f"{100.0 * u / a:.1f} %" if a else "-"
    lines.append(f"| {label} | {u} | {a} | {share} |")
lines += ["", "Yosys cell counts (before packing): "
          f"LUT4 {cells('LUT4')}, CCU2C {cells('CCU2C')}, TRELLIS_FF {cells('TRELLIS_FF')}, "
          f"DP16KD {cells('DP16KD')}, MULT18X18D {cells('MULT18X18D')}.", ""]

lines += ["## Timing", "", "| clock | achieved Fmax | constraint | met |", "|---|---:|---:|---|"]
met = True
for clk, f in sorted(rep.get("fmax", {}).items()):
    ach, con = f.get("achieved", 0.0), f.get("constraint", 0.0)
    ok = ach >= con
    met &= ok
    lines.append(f"| `{clk}` | {ach:.2f} MHz | {con:.2f} MHz | {'yes' if ok else 'NO'} |")
lines.append("")

def short(cell):  # a cell's RTL name, without the suffixes the tools append while mapping
    return re.sub(r"(_(MULT18X18D|ALU54B|LUT4|TRELLIS_FF|TRELLIS_COMB|CCU2C|DP16KD|PFUMX|L6MUX21)\w*|\$\w+)+$", "",
                  cell) or cell

# Where a cell comes from in the RTL. Synthesis renames most nets and cells after a neighbour
# (so a path's names can point at a register far from it), but each flip-flop, carry chain and
# multiplier keeps the source location of the RTL statement it was made from; nextpnr's packed
# cells keep the synthesized cell's name (plus a "$..." suffix when it split one).
try:
    ycells = json.loads((out / "tpb_fpga_top.json").read_text())["modules"]["tpb_fpga_top"]["cells"]
except (OSError, KeyError, ValueError):
    ycells = {}
def rtl(cell):
    src = ycells.get(cell.split("$")[0], {}).get("attributes", {}).get("src", "")
    return [x for x in src.split("|") if x.startswith("rtl/")]
def line(src):  # "rtl/x.sv:12.3-20.6" -> "rtl/x.sv:12"
    return re.sub(r":(\d+)\.\d+-.*$", r":\1", src)
def unlocated(cell):  # a cell without a source location, by what it is
    t = ycells.get(cell.split("$")[0], {}).get("type", "")
    if t == "DP16KD":  # a block RAM keeps its memory's RTL name
        return "block RAM `" + re.sub(r"(\.\d+)+(_\w+)?$", "", cell.split("$")[0]) + "`"
    return "LUTs (no source location)" if t in ("LUT4", "PFUMX", "L6MUX21", "") else f"{t} (no source location)"
def place(cell):  # the cell's RTL statement, else what it is
    r = rtl(cell)
    return f"`{line(r[0])}`" if r else unlocated(cell)
def at(cell):  # a path's end: its place, or the tool's name for a cell with neither
    p = place(cell)
    return p if p.startswith(("`", "block RAM")) else f"`{short(cell)}`"

paths = rep.get("critical_paths", [])
summary_paths = []
for p in paths:
    segs = p.get("path", [])
    if not segs:
        continue
    total = sum(s.get("delay", 0.0) for s in segs)
    logic = sum(s.get("delay", 0.0) for s in segs if s.get("type") in ("logic", "clk-to-q", "setup"))
    first, last = segs[0].get("from", {}).get("cell", ""), segs[-1].get("to", {}).get("cell", "")
    lines += [f"### Critical path `{p.get('from')}` -> `{p.get('to')}`: {total:.2f} ns "
              f"({1000.0 / total if total else 0:.1f} MHz)", ""]
    lines.append(f"From {at(first)} to {at(last)}: {len(segs)} segments, logic {logic:.2f} ns, "
                 f"routing {total - logic:.2f} ns.")
    summary_paths.append({"from_clock": p.get("from"), "to_clock": p.get("to"), "from": at(first).replace("`", ""),
                          "to": at(last).replace("`", ""), "ns": round(total, 3), "logic_ns": round(logic, 3)})
    srcs = []
    for s in segs:
        found = [x for e in ("from", "to") for x in rtl(s.get(e, {}).get("cell", ""))]
        for src in found + [x for x in s.get("sources", []) if "/share/" not in x]:
            if src not in srcs:
                srcs.append(src)
    if srcs:
        lines.append("Through the RTL at: " + ", ".join(f"`{x}`" for x in srcs) + ".")
    # The path as the RTL statements it runs through: consecutive segments that end in cells of
    # one statement merged (cells without a source location, LUTs mostly, merged as such).
    lines += ["", "| through | segments | logic ns | routing ns |", "|---|---:|---:|---:|"]
    through = []  # [where, segments, logic, routing]
    for s in segs:
        to = s.get("to", {}).get("cell", "")
        where = place(to)
        if s.get("type") == "source":
            where = f"`{short(to)}` (input)"
        routing = s.get("type") == "routing"
        if through and through[-1][0] == where:
            through[-1][1] += 1
        else:
            through.append([where, 1, 0.0, 0.0])
        through[-1][3 if routing else 2] += s.get("delay", 0.0)
    show = through if len(through) <= 16 else through[:8] + [None] + through[-7:]
    for r in show:
        if r is None:
            lines.append("| ... | | | |")
        else:
            lines.append(f"| {r[0]} | {r[1]} | {r[2]:.2f} | {r[3]:.2f} |")
    lines.append("")

lines += ["## Run", "", f"synthesis {ts} s, place and route {tp} s, bitstream {tb} s; "
          f"bitstream `tpb_fpga_top.bit`.", ""]
lines.append(f"Timing: {'MET' if met else 'NOT MET'}")
(out / "fpga_report.md").write_text("\n".join(lines) + "\n")
summary = {"result": "PASS" if met else "FAIL", "seed": int(seed), "constraint_mhz": float(freq),
           "pll": pll == "1",
           "clocks": {clk: {"achieved_mhz": round(f.get("achieved", 0.0), 2), "constraint_mhz": round(f.get("constraint", 0.0), 2)}
                      for clk, f in sorted(rep.get("fmax", {}).items())},
           "utilization": {k: {"used": used(k)[0], "available": used(k)[1]} for _, k in rows},
           "critical_paths": summary_paths,
           "seconds": {"synthesis": int(ts), "place_and_route": int(tp), "bitstream": int(tb)}}
(out / "fpga_summary.json").write_text(json.dumps(summary, indent=1) + "\n")
for clk, f in sorted(rep.get("fmax", {}).items()):
    print(f"fpga_flow: Fmax {clk}: {f.get('achieved', 0):.2f} MHz (constraint {f.get('constraint', 0):.2f} MHz)")
for label, k in rows[:4]:
    u, a = used(k)
    print(f"fpga_flow: {label}: {u} / {a}")
sys.exit(0 if met else 1)