"""The Yosys side of mutation coverage (scripts/mutation.py): a top's coarse design at given
parameters, the mutations `mutate -list` draws on it (kept to the cells whose own source is in
the target's folders), all of them applied into one netlist behind a select input, and the
RTLIL readers the reports use.

The coarse design is the front end and the word-level optimizations of `synth` without its
arithmetic mapping (no alumacc): every comparator, adder and mux is a cell as the RTL wrote it,
which is what a mutation should hit, and `write_verilog` prints each as an expression. The
netlist is then split into single-bit nets (`splitnets`): Verilator 5.006 simulates Yosys'
multi-bit intermediate wires wrongly where bits of one wire feed other bits of the same wire
(UNOPTFLAT), and a split netlist has no such loop.
"""
from __future__ import annotations

import hashlib
import pathlib
import re

from tpbflow import manifest, tools

ROOT = pathlib.Path(__file__).resolve().parents[2]

# The front end and the word-level part of `synth`, without the arithmetic mapping.
COARSE = ("proc; flatten; opt_expr; opt_clean; check; opt -nodffe -nosdff; fsm; opt; wreduce; peepopt; "
          "opt_clean; opt; memory -nomap; opt_clean")


def coarse_design(top, core, params, out, log, keep=()):
    """Synthesize `top` (the manifest's `core`) at `params` ({name: value}) to coarse cells and
    write it as RTLIL to `out`. Paths relative to the repository, so the cells' src attributes
    name rtl/... files. The modules `keep` names stay instances of their RTL (blackboxes here,
    with their parameters): the harness compiles their sources beside the netlist, so a target
    that mutates only its own logic simulates the rest at the RTL's speed."""
    files = " ".join(manifest.rel(p) for p in manifest.files([core]))
    chparam = " ".join(f"-chparam {k} {v}" for k, v in params.items())
    boxes = "".join(f"blackbox {m}; " for m in keep)
    tools.yosys(log, f"read_verilog -sv -DSYNTHESIS {files}; {boxes}hierarchy -check -top {top} {chparam}; "
                     f"{COARSE}; write_rtlil {out}")
    return out


def design_hash(il_path):
    return hashlib.sha256(pathlib.Path(il_path).read_bytes()).hexdigest()


def parse_mutation(line):
    """A `mutate [-ctrl mutsel W K] -mode M ...` line as a dict (src: every -src, in order)."""
    tok = line.split()  # yosys writes no quotes; backslashes are part of the names
    if not tok or tok[0] != "mutate":
        raise ValueError(f"not a mutate line: {line}")
    d = {"line": line, "src": []}
    i = 1
    while i < len(tok):
        k = tok[i]
        if k == "-ctrl":
            d["id"] = int(tok[i + 3])
            i += 4
            continue
        v = tok[i + 1]
        if k == "-src":
            d["src"].append(v)
        else:
            d[k[1:]] = v
        i += 2
    return d


def mutation_of(line):
    """A mutate line without its `-ctrl mutsel W K` part: the mutation itself, whatever its number."""
    return re.sub(r"^mutate -ctrl \S+ \d+ \d+ ", "mutate ", line.strip())


def with_ctrl(line, width, k):
    """The mutation of `line` behind mutsel == k of a `width`-bit select."""
    return mutation_of(line).replace("mutate ", f"mutate -ctrl mutsel {width} {k} ", 1)


def rtlil_cells(il_text):
    """Every cell of an RTLIL dump: its name as written (public names keep their backslash) ->
    {"type", "src" (its src attribute or None), "params" {name: value}, "conns" {port: signal}}."""
    out, cur, src = {}, None, None
    for line in il_text.splitlines():
        s = line.strip()
        if s.startswith("attribute \\src "):
            src = s[len("attribute \\src "):].strip().strip('"')
        elif s.startswith("cell "):
            _, ctype, name = s.split()[:3]
            cur = out[name] = {"type": ctype, "src": src, "params": {}, "conns": {}}
            src = None
        elif cur is not None and s.startswith(("parameter ", "connect ")):
            kind, key, value = s.split(None, 2)
            cur["params" if kind == "parameter" else "conns"][key.lstrip("\\")] = value
        elif s == "end":
            cur = None
        elif not s.startswith("attribute "):
            src = None
    return out


def public(name):
    """A cell name as `mutate` and the reports write it: a public name without its backslash."""
    return name.removeprefix("\\")


def cell_types(il_text):
    """cell name -> (cell type, src attribute)."""
    return {public(n): (c["type"], c["src"]) for n, c in rtlil_cells(il_text).items()}


def async_read_ports(il_text):
    """$mem_v2 cell name -> the indices of its asynchronous (unclocked) read ports."""
    out = {}
    for n, c in rtlil_cells(il_text).items():
        if c["type"] == "$mem_v2" and "RD_CLK_ENABLE" in c["params"]:
            bits = c["params"]["RD_CLK_ENABLE"].split("'")[-1]  # MSB first: port i is bits[-1 - i]
            out[public(n)] = {i for i in range(len(bits)) if bits[-1 - i] == "0"}
    return out


# A read port without a clock has, in Yosys' memory model, its enable tied to 1 and its resets
# and clock unused (kernel/mem.cc checks it and write_verilog stops on an assert otherwise), so
# `mutate -list` may name a mutation of one that no netlist can carry. Such a mutation models
# nothing the RTL has: it is dropped from the listing, and the report says how many were.
ASYNC_READ_CONTROLS = ("RD_EN", "RD_ARST", "RD_SRST", "RD_CLK")


def unappliable(m, async_ports):
    """Why mutation m cannot be applied (a control input of an asynchronous read port), or None."""
    ports = async_ports.get(public(m.get("cell", "")))
    if ports and m.get("port") in ASYNC_READ_CONTROLS and int(m.get("portbit", "0")) in ports:
        return f"{m['port']} of asynchronous read port {m['portbit']} of memory {m['cell']}"
    return None


def src_counts(il_text):
    """How many cells each src location is on. A flattened cell carries the locations of every
    instance above it as well as its own; an instance's location is on all of that instance's
    cells, so the cell's own is the rarest of its parts."""
    counts = {}
    for _name, (_t, src) in cell_types(il_text).items():
        for part in (src or "").split("|"):
            if part:
                counts[part] = counts.get(part, 0) + 1
    return counts


def own_location(src, counts):
    """The cell's own source location out of its src attribute (see src_counts)."""
    parts = [p for p in (src or "").split("|") if p]
    return min(parts, key=lambda p: (counts.get(p, 0), p)) if parts else None


def mutsel_width(n):
    return max(1, n.bit_length())


def list_mutations(il, n, seed, under, out_dir, log, cfg=()):
    """`n` mutations of the coarse design `il` whose cell's own source location lies under one of
    the folders `under` (all when empty), in `mutate -list` order, numbered 1..n, with the cell's
    location; and the reasons of those dropped as no netlist can carry them. `mutate -list`
    draws over the whole design, so it is asked for more when folders narrow the choice."""
    il_text = pathlib.Path(il).read_text()
    cells = cell_types(il_text)
    counts = src_counts(il_text)
    async_ports = async_read_ports(il_text)
    width = mutsel_width(n)
    extra = " ".join(f"-cfg {k} {v}" for k, v in cfg)
    asked = n
    for _ in range(6):
        listing = pathlib.Path(out_dir) / "mutations.txt"
        tools.yosys(log, f"read_rtlil {il}; mutate -list {asked} -seed {seed} -ctrl mutsel {width} 1 {extra} "
                         f"-o {listing}")
        muts, dropped = [], []
        for ln in (x.strip() for x in listing.read_text().splitlines()):
            if not ln:
                continue
            m = parse_mutation(ln)
            _t, src = cells.get(public(m.get("cell", "")), (None, None))
            m["cell_src"] = src
            m["location"] = own_location(src, counts)
            if under and not any((m["location"] or "").startswith(u) for u in under):
                continue
            why = unappliable(m, async_ports)
            if why:
                dropped.append(why)
                continue
            m["id"] = len(muts) + 1
            m["line"] = with_ctrl(ln, width, m["id"])
            muts.append(m)
            if len(muts) == n:
                return muts, dropped
        asked *= 2
    return muts, dropped


def apply(il, muts, width, netlist, out_dir, log):
    """Every mutation behind mutsel == its id in one netlist (Verilog, single-bit nets): no latch,
    `check -assert`. Returns the cell count."""
    out_dir = pathlib.Path(out_dir)
    script = [f"read_rtlil {il}"] + [with_ctrl(m["line"], width, m["id"]) for m in muts] + [
        "opt_clean", "splitnets", "opt_clean -purge", "check -assert",
        "select -assert-none t:$dlatch t:$adlatch t:$_DLATCH_*",
        f"tee -q -o {out_dir / 'stat.txt'} stat", f"write_verilog -noattr {netlist}"]
    (out_dir / "apply.ys").write_text("\n".join(script) + "\n")
    tools.yosys(log, script_file=out_dir / "apply.ys")
    stat = (out_dir / "stat.txt").read_text()
    cells = re.search(r"Number of cells:\s+(\d+)", stat)
    return int(cells.group(1)) if cells else None
