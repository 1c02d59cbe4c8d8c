"""cocotb tests of one signature unit of the board (rtl/fpga/tpb_fpga_sig.sv) in the shape of
the board's record unit: a waiting register in front (Pending), a source that cannot stall
(CanStall = 0). The board feeds that unit one record at a time, so its waiting register's
path is never taken there; this bench sends digests back to back and in random bursts, and
drives other bytes on digest_i whenever valid is low, so a unit that took its input instead
of the waiting digest (or lost, repeated or reordered one) differs.

The reference is the unit's contract (docs/fpga.md, *Signatures and logs*): sig_o is the
standard CRC-32 (zlib's) of every digest's bytes, least significant first, in the order they
were accepted; log entry e holds the last record whose number is e modulo LogDepth, its
digest bytes and then zeros up to the stride. A source that sends while ready_o is low loses
that digest and sets the sticky overrun_o."""
from __future__ import annotations

import os
import random
import zlib

import cocotb
from cocotb.triggers import ClockCycles, FallingEdge

from tpb_agents import Mismatch, start, u

SEED = int(os.environ.get("TPB_COCOTB_SEED", "1"))
COUNT = int(os.environ.get("TPB_COCOTB_COUNT", "4000")) // 10  # digests: a record costs 16 clocks

# The bench's parameters (tb/cocotb/test_cocotb.py builds the unit with them).
DIGEST_BYTES, STRIDE, LOG_DEPTH = 12, 16, 8


def digest_bytes(d: int) -> bytes:
    return d.to_bytes(DIGEST_BYTES, "little")


async def feed(dut, digests, rng, back_to_back=0.6):
    """Offer the digests one by one, each only while ready_o is high (the source cannot stall,
    so it must not send otherwise), other bytes on digest_i between them: with probability
    `back_to_back` at once, else after a gap of 1 to 40 clocks (the engine takes 16 a digest,
    so some find it idle). Returns the digests in the order the unit took them and how many
    arrived while the unit held another (its waiting register's side) and while it was idle."""
    taken, while_busy, while_idle = [], 0, 0
    for d in digests:
        gap = 0 if rng.random() < back_to_back else rng.randint(1, 40)
        while True:
            await FallingEdge(dut.clk_i)
            if gap == 0 and u(dut.ready_o):
                break
            gap = max(gap - 1, 0)
            dut.valid_i.value = 0
            dut.digest_i.value = rng.getrandbits(8 * DIGEST_BYTES)
        if u(dut.idle_o):
            while_idle += 1
        else:
            while_busy += 1
        dut.valid_i.value = 1
        dut.digest_i.value = d
        taken.append(d)
    await FallingEdge(dut.clk_i)
    dut.valid_i.value = 0
    dut.digest_i.value = rng.getrandbits(8 * DIGEST_BYTES)
    return taken, while_busy, while_idle


async def drain(dut, limit=10_000):
    for _ in range(limit):
        await FallingEdge(dut.clk_i)
        if u(dut.idle_o):
            return
    raise Mismatch(f"fpga_sig: the unit is not idle {limit} clocks after its last digest")


async def read_log(dut):
    """The whole log RAM, a byte a clock (the byte comes the clock after its address)."""
    data = bytearray()
    for addr in range(STRIDE * LOG_DEPTH + 1):
        await FallingEdge(dut.clk_i)
        if addr > 0:
            data.append(u(dut.log_rdata_o))
        dut.log_re_i.value = int(addr < STRIDE * LOG_DEPTH)
        dut.log_raddr_i.value = addr % (STRIDE * LOG_DEPTH)
    dut.log_re_i.value = 0
    return bytes(data)


def check(dut, taken, log):
    """The log first (it names the first differing record), then the signature."""
    for e in range(LOG_DEPTH):
        recs = [r for r in range(len(taken)) if r % LOG_DEPTH == e]
        if not recs:
            continue
        r = recs[-1]
        want_entry = digest_bytes(taken[r]) + bytes(STRIDE - DIGEST_BYTES)
        got_entry = log[e * STRIDE:(e + 1) * STRIDE]
        if got_entry != want_entry:
            raise Mismatch(f"fpga_sig: first mismatch at record {r} (log entry {e}):\n"
                           f"  model {want_entry.hex()}\n  rtl   {got_entry.hex()}")
    want = zlib.crc32(b"".join(digest_bytes(d) for d in taken))
    got = u(dut.sig_o)
    if got != want:
        raise Mismatch(f"fpga_sig: first mismatch at the signature: {got:#010x}, the CRC-32 of the "
                       f"{len(taken)} digests is {want:#010x} (the log's last {LOG_DEPTH} records are equal)")


@cocotb.test()
async def gaps_and_back_to_back(dut):
    """Digests with random gaps, then a run back to back: the signature and the log equal the
    reference's, nothing lost (no overrun), and the waiting slot was used."""
    rng = random.Random(SEED)
    dut.valid_i.value = 0
    dut.digest_i.value = 0
    dut.log_re_i.value = 0
    dut.log_raddr_i.value = 0
    await start(dut)
    digests = [rng.getrandbits(8 * DIGEST_BYTES) for _ in range(COUNT)]
    taken, busy1, idle1 = await feed(dut, digests[:COUNT // 2], rng)
    more, busy2, idle2 = await feed(dut, digests[COUNT // 2:], rng, back_to_back=1.0)
    taken += more
    await drain(dut)
    assert taken == digests, "the bench offered the digests out of order"
    assert u(dut.overrun_o) == 0, "overrun_o set though every digest was sent while ready_o was high"
    check(dut, taken, await read_log(dut))
    # Both ways in were taken: digests accepted while the unit held another (the waiting
    # register) and while it was idle (straight into the engine).
    assert busy1 + busy2 > COUNT // 4 and idle1 + idle2 > COUNT // 20, \
        f"{busy1 + busy2} of {COUNT} digests arrived while the unit was busy, {idle1 + idle2} while it was idle"
    dut._log.info("fpga_sig: %d digests (%d while busy, %d while idle), signature %#010x, log equal",
                  len(taken), busy1 + busy2, idle1 + idle2, u(dut.sig_o))


@cocotb.test()
async def overrun_is_sticky_and_loses_the_digest(dut):
    """A digest sent while ready_o is low is lost and sets overrun_o, which stays set; the
    signature is that of the digests taken."""
    rng = random.Random(SEED + 1)
    dut.valid_i.value = 0
    dut.log_re_i.value = 0
    await start(dut)  # each test starts its own clock (cocotb ends a test's tasks with it)
    taken = []
    # Three back to back: the first starts the engine, the second waits, the third finds
    # ready_o low (the waiting slot full) and is lost.
    for k in range(3):
        await FallingEdge(dut.clk_i)
        d = rng.getrandbits(8 * DIGEST_BYTES)
        ready = u(dut.ready_o)
        dut.valid_i.value = 1
        dut.digest_i.value = d
        if ready:
            taken.append(d)
        elif k != 2:
            raise Mismatch(f"fpga_sig: ready_o low for digest {k} of a back-to-back run (the waiting slot)")
    await FallingEdge(dut.clk_i)
    dut.valid_i.value = 0
    if len(taken) != 2:
        raise Mismatch(f"fpga_sig: {len(taken)} of 3 back-to-back digests accepted, want 2")
    await drain(dut)
    assert u(dut.overrun_o) == 1, "overrun_o not set by a digest sent while ready_o was low"
    check(dut, taken, await read_log(dut))
    await ClockCycles(dut.clk_i, 40)
    assert u(dut.overrun_o) == 1, "overrun_o did not stay set"
