"""The first example of docs/cocotb.md: two words through the decoder, checked against the
model. Copy this file to start a test of your own."""
import cocotb
import numpy as np

import tpb
from tpb_agents import Driver, Monitor, Scoreboard, err_name, start, u


@cocotb.test()
async def two_words(dut):
    # The stimulus: a legal word from the assembler, and the same word with a reserved byte set.
    good = tpb.encode("get_global_rank", valid_flag=1, reg_id=3)
    bad = good.copy()
    bad[63] = 0xFF
    words = np.stack([good, bad])

    # The reference: the model's record of each word.
    sb = Scoreboard("example", keys=("index", "opcode", "err"))
    for r in tpb.decode(words, gen=3):
        sb.expect({"index": int(r["index"]), "opcode": int(r["opcode"]), "err": err_name(r["err"])})

    # The bench: clock and reset, a monitor on the record port, a driver on the word port.
    dut.clear_i.value = 0
    await start(dut)
    Monitor(dut, "valid_o", "ready_i",
            lambda d: {"index": u(d.index_o), "opcode": u(d.opcode_o), "err": err_name(u(d.err_o))}, sb.got)
    await Driver(dut, "valid_i", "ready_o",
                 {"word_i": lambda w: int.from_bytes(w.tobytes(), "little"), "last_i": lambda w: 0}).send(words)
    await cocotb.triggers.ClockCycles(dut.clk_i, 5)
    sb.check_drained()
    assert sb.matched == 2 and err_name(tpb.decode(words)["err"][1]) != "OK"
