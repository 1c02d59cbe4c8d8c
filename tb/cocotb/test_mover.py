"""cocotb tests of the SB2SB cross-core mover (rtl/mover/tpb_sb2sb_top.sv, the "fpga" geometry
16 x 1024) with `tpb.SystemModel` as the reference: both SBUFs start with the same random bytes
in the model and, through the host port, in the RTL; a `tpb gen` stream runs through the model,
and every 0xBF word the model's decoder hands to the mover is driven into the RTL mover. Each
completion (index, error, bytes written) is compared in order with the model's, and at the end
both SBUFs are read back and compared byte for byte (the first differing byte is named)."""
from __future__ import annotations

import os

import cocotb
import numpy as np
from cocotb.triggers import ReadOnly, RisingEdge
from cocotb_coverage.coverage import CoverPoint, coverage_db

import tpb
from tpb_agents import Driver, Mismatch, Monitor, Scoreboard, err_name, start, u

SEED = int(os.environ.get("TPB_COCOTB_SEED", "1"))
COUNT = int(os.environ.get("TPB_COCOTB_COUNT", "4000"))
PORT = 16  # PortBytes


@CoverPoint("mover.err", xf=lambda c: c["err"],
            bins=["OK", "SB2SB_SRC_NOT_SBUF", "SB2SB_DST_NOT_SBUF"])
@CoverPoint("mover.size", xf=lambda c: c["bytes"],
            bins=[(0, 0), (1, PORT), (PORT + 1, 1024), (1025, 1 << 30)],
            rel=lambda v, b: b[0] <= v <= b[1])
def cover(c):
    """Functional bins: the completion's error, and how many bytes it wrote (none, within one
    port row, up to one partition, more)."""


def row_bytes(dut, core):
    """The bytes of core `core`'s row on host_rdata_o."""
    v = u(dut.host_rdata_o) >> (8 * PORT * core)
    return (v & ((1 << (8 * PORT)) - 1)).to_bytes(PORT, "little")


async def load_sbuf(dut, core, sbuf):
    """Write every row of `sbuf` (uint8[partitions, bytes]) into core `core`'s SBUF."""
    dut.host_req_i.value, dut.host_we_i.value, dut.host_core_i.value = 1, 1, core
    dut.host_be_i.value = (1 << PORT) - 1
    for p in range(sbuf.shape[0]):
        for r in range(sbuf.shape[1] // PORT):
            dut.host_partition_i.value, dut.host_row_i.value = p, r
            dut.host_wdata_i.value = int.from_bytes(sbuf[p, r * PORT:(r + 1) * PORT].tobytes(), "little")
            await RisingEdge(dut.clk_i)
    dut.host_req_i.value, dut.host_we_i.value = 0, 0


async def read_sbufs(dut, shape):
    """Both SBUFs through the host port: each clock requests one row and shows the row the
    previous clock requested (the read is registered), as tb/common's SbufHostPort reads."""
    out = [np.zeros(shape, dtype=np.uint8) for _ in range(2)]
    rows = shape[1] // PORT
    n = shape[0] * rows
    dut.host_we_i.value = 0
    for i in range(n + 1):
        dut.host_req_i.value = int(i < n)
        if i < n:
            dut.host_partition_i.value, dut.host_row_i.value = divmod(i, rows)
        await ReadOnly()
        if i:
            p, r = divmod(i - 1, rows)
            for c in range(2):
                out[c][p, r * PORT:(r + 1) * PORT] = np.frombuffer(row_bytes(dut, c), dtype=np.uint8)
        await RisingEdge(dut.clk_i)
    dut.host_req_i.value = 0
    return out


@cocotb.test()
async def random_stream(dut):
    """Random SBUF contents, a seeded stream with legal 0xBF patterns (and some that the mover
    refuses), stalls on the issue port and back-pressure on the completion port."""
    rng = np.random.default_rng(SEED)
    model = tpb.SystemModel(gen=3, geometry="fpga", issue_core=0)
    shape = model.sbuf(0).shape
    dut.valid_i.value, dut.done_ready_i.value, dut.host_req_i.value = 0, 0, 0
    dut.issue_core_i.value = 0
    await start(dut)
    for core in range(2):
        model.sbuf(core)[:] = rng.integers(0, 256, shape, dtype=np.uint8)
        await load_sbuf(dut, core, model.sbuf(core))

    # The model decides which words reach the mover and what each completion must be.
    words = tpb.gen(seed=SEED, count=COUNT, bad_ratio=0.03, sb2sb_legal=0.8, custom_legal=0.0, geometry="fpga")
    sb = Scoreboard("mover completions", keys=("index", "err", "bytes"),
                    describe=lambda c: tpb.dis(words[c["index"]:c["index"] + 1]).strip())
    issued = []
    for i in range(len(words)):
        rec, outs = model.step(words[i], last=(i == len(words) - 1))
        for o in outs:
            if o["engine"] == "sb2sb":
                issued.append(i)
                sb.expect({"index": o["index"], "err": o["error"], "bytes": o["bytes"]})
    assert issued, "the stream gave the mover nothing to do"

    def check(c):
        sb.got(c)
        cover(c)

    Monitor(dut, "done_valid_o", "done_ready_i",
            lambda d: {"index": u(d.done_index_o), "err": err_name(u(d.done_err_o)), "bytes": u(d.done_bytes_o)},
            check, backpressure=0.3, seed=SEED)
    await Driver(dut, "valid_i", "ready_o",
                 {"word_i": lambda i: int.from_bytes(words[i].tobytes(), "little"), "index_i": lambda i: i},
                 stall=0.3, seed=SEED).send(issued)
    for _ in range(100000):
        await ReadOnly()
        if not sb.queue and u(dut.busy_o) == 0:
            break
        await RisingEdge(dut.clk_i)
    sb.check_drained()
    await RisingEdge(dut.clk_i)

    got = await read_sbufs(dut, shape)
    for core in range(2):
        want = model.sbuf(core)
        diff = np.argwhere(got[core] != want)
        if len(diff):
            p, off = diff[0]
            raise Mismatch(f"mover: SBUF of core {core} differs at partition {p} offset {off}: model "
                           f"{want[p, off]:#04x}, rtl {got[core][p, off]:#04x} ({len(diff)} bytes differ)")
    errs = coverage_db["mover.err"]
    dut._log.info(f"mover: {sb.matched} completions and both SBUFs ({2 * want.size} bytes) equal to the "
                  f"model's, seed {SEED}; error bins {errs.coverage}/{errs.size}")
    assert coverage_db["mover.size"].coverage >= 3, "the stream moved too little to exercise the mover"
