"""The cocotb side of the kit's testbench agents: a valid/ready driver and monitor for any
port of a top (named by its signal names, as tb/common's C++ agents are), a scoreboard that
stops at the first difference with a report naming the word index, and functional coverage
bins. The reference model is the `tpb` Python package (the same C++ model the lockstep runs),
so a cocotb test checks the RTL against `tpb::SystemModel` without any C++ of its own.

A test uses them in four lines (docs/cocotb.md):

    await start(dut)                                           # clock and reset
    sb = Scoreboard("decoder", keys=("index", "opcode", "err"))
    mon = Monitor(dut, "valid_o", "ready_i", sample, sb.got, backpressure=0.2, seed=1)
    await Driver(dut, "valid_i", "ready_o", {"word_i": ...}, stall=0.2).send(items)
"""
from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

import tpb


class Mismatch(AssertionError):
    """The first difference between the RTL and the model: the report names the word index,
    the channel and every field, expected beside got."""


def u(sig) -> int:
    """A signal's value as an unsigned integer (an X or Z bit fails the test: the kit's RTL
    drives every output out of reset)."""
    v = sig.value
    return v.to_unsigned() if hasattr(v, "to_unsigned") else int(v)  # a vector, or one bit


async def start(dut, clk="clk_i", rst_n="rst_ni", cycles=3, period_ns=10):
    """Start the clock on `clk` and hold the active-low reset `rst_n` for `cycles` clocks."""
    cocotb.start_soon(Clock(getattr(dut, clk), period_ns, unit="ns").start())
    getattr(dut, rst_n).value = 0
    for _ in range(cycles):
        await RisingEdge(getattr(dut, clk))
    getattr(dut, rst_n).value = 1
    await RisingEdge(getattr(dut, clk))


class Driver:
    """Drives items into a valid/ready input port: `fields` maps each data signal to a function
    of the item giving its integer value. With `stall` > 0 valid drops for a random number of
    clocks between items (seeded: a rerun with the same seed offers the same timing)."""

    def __init__(self, dut, valid, ready, fields, clk="clk_i", stall=0.0, seed=0):
        self.dut, self.clk = dut, getattr(dut, clk)
        self.valid, self.ready = getattr(dut, valid), getattr(dut, ready)
        self.fields = {getattr(dut, name): f for name, f in fields.items()}
        self.stall, self.rng = stall, random.Random(seed)
        self.sent = 0
        self.valid.value = 0

    async def send(self, items):
        for item in items:
            while self.stall and self.rng.random() < self.stall:
                self.valid.value = 0
                await RisingEdge(self.clk)
            self.valid.value = 1
            for sig, f in self.fields.items():
                sig.value = f(item)
            while True:  # the transfer happens at the edge after a cycle with valid and ready
                await ReadOnly()
                fired = self.ready.value == 1
                await RisingEdge(self.clk)
                if fired:
                    break
            self.sent += 1
        self.valid.value = 0


class Monitor:
    """Samples a valid/ready output port: every cycle that ends in a transfer calls
    `sample(dut)` and hands the result to `sink`. It also drives `ready` (1, or 0 with
    probability `backpressure`)."""

    def __init__(self, dut, valid, ready, sample, sink, clk="clk_i", backpressure=0.0, seed=0):
        self.dut, self.clk = dut, getattr(dut, clk)
        self.valid, self.ready = getattr(dut, valid), getattr(dut, ready)
        self.sample, self.sink = sample, sink
        self.bp, self.rng = backpressure, random.Random(seed ^ 0x5EED)
        self.count = 0
        self.ready.value = 0
        self._task = cocotb.start_soon(self._run())

    async def _run(self):
        while True:
            self.ready.value = 0 if self.bp and self.rng.random() < self.bp else 1
            await ReadOnly()
            if self.valid.value == 1 and self.ready.value == 1:
                self.count += 1
                self.sink(self.sample(self.dut))
            await RisingEdge(self.clk)


class Scoreboard:
    """In-order comparison of what an RTL port gave with what the model says. `expect(item)`
    queues the model's item, `got(item)` compares the RTL's with the oldest queued one on
    `keys` and raises Mismatch at the first difference (with `describe(item)`, when given, for
    the word: its disassembly, say). Items are dicts; `index` names the word."""

    def __init__(self, name, keys, describe=None):
        self.name, self.keys, self.describe = name, tuple(keys), describe
        self.queue, self.matched = [], 0

    def expect(self, item):
        self.queue.append(item)

    def got(self, item):
        if not self.queue:
            raise Mismatch(f"{self.name}: the RTL gave an item the model did not: {item}")
        want = self.queue.pop(0)
        bad = [k for k in self.keys if want.get(k) != item.get(k)]
        if bad:
            rows = "\n".join(f"  {k:<12} model {want.get(k)!s:<28} rtl {item.get(k)!s}"
                             f"{'   <-- differs' if k in bad else ''}" for k in self.keys)
            what = f"\n  word: {self.describe(want)}" if self.describe else ""
            raise Mismatch(f"{self.name}: first mismatch at word index {want.get('index')} "
                           f"(item {self.matched} of this channel){what}\n{rows}")
        self.matched += 1

    def check_drained(self):
        if self.queue:
            raise Mismatch(f"{self.name}: {len(self.queue)} item(s) the model gave never came from "
                           f"the RTL; the first: {self.queue[0]}")


def err_name(code: int) -> str:
    return str(tpb.ERR_NAMES[code])


def route_name(code: int) -> str:
    return tpb.ROUTES[code]
