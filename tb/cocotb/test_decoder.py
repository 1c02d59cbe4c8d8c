"""cocotb tests of the bundle decoder (rtl/decoder/tpb_decoder.sv) with the `tpb` package as
the reference model and scoreboard: every record the RTL gives (index, opcode, error, route,
chain position, the word and its last flag) is compared in order with `tpb.decode`'s, and the
error status block with `tpb.SystemModel.status()`. Run by tb/cocotb/test_cocotb.py (pytest,
cocotb's Python runner); TPB_COCOTB_SEED and TPB_COCOTB_COUNT change the stream."""
from __future__ import annotations

import os

import cocotb
from cocotb.triggers import ClockCycles, ReadOnly
from cocotb_coverage.coverage import CoverPoint, coverage_db

import tpb
from tpb_agents import Driver, Monitor, Scoreboard, err_name, route_name, start, u

GEN = int(os.environ.get("TPB_COCOTB_GEN", "3"))
SEED = int(os.environ.get("TPB_COCOTB_SEED", "1"))
COUNT = int(os.environ.get("TPB_COCOTB_COUNT", "4000"))


@CoverPoint("decoder.route", xf=lambda r: r["route"], bins=list(tpb.ROUTES))
@CoverPoint("decoder.err", xf=lambda r: r["err"], bins=sorted({str(n) for n in tpb.ERR_NAMES if str(n)}))
def cover(rec):
    """Functional bins: every route, and the error codes the records carried."""


def sample(dut):
    return {"index": u(dut.index_o), "opcode": u(dut.opcode_o), "err": err_name(u(dut.err_o)),
            "route": route_name(u(dut.route_o)), "chain_pos": u(dut.chain_pos_o),
            "word": u(dut.word_o), "last": u(dut.last_o)}


def expected(words):
    """The model's records for `words`, the last word flagged last, as the scoreboard's items."""
    n = len(words)
    for r in tpb.decode(words, gen=GEN):
        i = int(r["index"])
        yield {"index": i, "opcode": int(r["opcode"]), "err": err_name(int(r["err"])),
               "route": route_name(int(r["route"])), "chain_pos": int(r["chain_pos"]),
               "word": int.from_bytes(words[i].tobytes(), "little"), "last": int(i == n - 1)}


async def run_stream(dut, words, stall, backpressure, seed, notes=None):
    """Drive `words` with random stalls and back-pressure; compare every record and, at the end,
    the error status block; return the scoreboard. A mismatch report shows the word's
    disassembly, and `notes[index]` (what the word breaks) when given."""
    dut.clear_i.value, dut.valid_i.value = 0, 0  # (a failed test before may have left valid up)
    await start(dut)
    sb = Scoreboard("decoder records", keys=("index", "opcode", "err", "route", "chain_pos", "word", "last"),
                    describe=lambda rec: tpb.dis(words[rec["index"]:rec["index"] + 1]).strip()
                    + (f" ({notes[rec['index']]})" if notes else ""))
    for rec in expected(words):
        sb.expect(rec)

    def check(rec):
        sb.got(rec)
        cover(rec)

    Monitor(dut, "valid_o", "ready_i", sample, check, backpressure=backpressure, seed=seed)
    n = len(words)
    drv = Driver(dut, "valid_i", "ready_o",
                 {"word_i": lambda i: int.from_bytes(words[i].tobytes(), "little"),
                  "last_i": lambda i: int(i == n - 1)}, stall=stall, seed=seed)
    await drv.send(range(n))
    for _ in range(200):
        if not sb.queue:
            break
        await ClockCycles(dut.clk_i, 1)
    sb.check_drained()

    # The error status block against the model's (first error, its index, the sticky bits).
    m = tpb.SystemModel(gen=GEN)
    m.run(words)
    st = m.status()
    await ReadOnly()
    sticky = {err_name(b) for b in range(len(dut.err_sticky_o.value)) if (u(dut.err_sticky_o) >> b) & 1}
    got = (u(dut.err_valid_o) == 1, u(dut.err_index_o) if st.any else None,
           err_name(u(dut.err_code_o)) if st.any else None, sticky)
    want = (st.any, st.first_index if st.any else None, st.first_error if st.any else None,
            set(st.sticky.split()) if st.sticky else set())
    assert got == want, f"decoder error status: model {want}, rtl {got}"
    return sb


@cocotb.test()
async def random_stream(dut):
    """A seeded `tpb gen` stream (3 % malformed words, legal mover patterns and kernel chains)
    with stalls and back-pressure."""
    words = tpb.gen(seed=SEED, count=COUNT, bad_ratio=0.03, gen=GEN, sb2sb_legal=0.3, custom_legal=0.3)
    sb = await run_stream(dut, words, stall=0.2, backpressure=0.2, seed=SEED)
    dut._log.info(f"decoder: {sb.matched} records equal to the model's, seed {SEED}")
    coverage_db.report_coverage(dut._log.info, bins=False)
    routes = coverage_db["decoder.route"]
    assert routes.cover_percentage == 100, f"not every route was seen: {routes.detailed_coverage}"


@cocotb.test()
async def every_check(dut):
    """Directed: `tpb gen --every-check`, each decoder check broken one at a time; the model's
    verdict for each word is the expected record, and the stream runs without stalls."""
    words, codes, notes = tpb.every_check(seed=SEED, gen=GEN)
    sb = await run_stream(dut, words, stall=0.0, backpressure=0.0, seed=SEED, notes=notes)
    hits = coverage_db["decoder.err"].detailed_coverage
    seen = {name for name, n in hits.items() if n}
    want = {err_name(int(c)) for c in codes}
    dut._log.info(f"decoder every-check: {sb.matched} records, {len(seen)} error codes seen")
    assert want <= seen, f"error codes every-check asks for that the RTL never gave: {sorted(want - seen)}"
