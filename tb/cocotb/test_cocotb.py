"""pytest entry of the cocotb testbenches: builds each block with cocotb's Python runner
(Verilator, sources from the RTL manifest, assertions on, the kit's lint waivers) and runs its
cocotb test module; a failing cocotb test fails the pytest case with the mismatch report.

    .venv/bin/python -m pytest tb/cocotb            # every bench (CTest: "cocotb: ...")
    .venv/bin/python -m pytest tb/cocotb -k mover   # one

cocotb 2 needs Verilator 5.036 or later: the benches use the kit's current release (the one
scripts/setup.sh installs in .tools/; TPB_COCOTB_VERILATOR names another VERILATOR_ROOT). Builds go to
build/cocotb/<bench> (TPB_COCOTB_BUILD moves them) and compile through ccache when it is there.
Environment: TPB_COCOTB_SEED, TPB_COCOTB_COUNT (the random streams), TPB_COCOTB_WAVES=1 (an
FST trace in the bench's build folder).
"""
from __future__ import annotations

import os
import pathlib
import shutil
import sys

import pytest
from cocotb_tools.runner import get_results, get_runner

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from tpbflow import manifest, tools  # noqa: E402

BUILD = pathlib.Path(os.environ.get("TPB_COCOTB_BUILD") or ROOT / "build" / "cocotb")

# bench: (core of the RTL manifest, top, parameters, cocotb test module); benches of the same
# top and parameters share one build (BUILD_OF)
BENCHES = {
    "decoder": ("decoder", "tpb_decoder", {"Gen": 3}, "test_decoder"),
    "mover": ("mover", "tpb_sb2sb_top",
              {"Partitions": 16, "BytesPerPartition": 1024, "PortBytes": 16, "CoresPerLnc": 2}, "test_mover"),
    "example": ("decoder", "tpb_decoder", {"Gen": 3}, "test_example"),
    # the board's record-unit shape: a waiting register in front, a source that cannot stall
    "fpga_sig": ("fpga", "tpb_fpga_sig",
                 {"DigestBytes": 12, "Stride": 16, "LogDepth": 8, "Pending": 1, "CanStall": 0}, "test_fpga_sig"),
}
BUILD_OF = {"example": "decoder"}


def _verilator_env():
    """Put the chosen Verilator first on PATH (cocotb's runner looks it up there) and compile the
    Verilated C++ through ccache (Verilator's makefiles read OBJCACHE)."""
    exe = pathlib.Path(tools.verilator(release=os.environ.get("TPB_COCOTB_VERILATOR") or "current"))
    os.environ["PATH"] = f"{exe.parent}{os.pathsep}{os.environ.get('PATH', '')}"
    os.environ["VERILATOR_ROOT"] = str(exe.parent.parent)
    ccache = shutil.which("ccache")
    if ccache:
        os.environ.setdefault("OBJCACHE", ccache)
        # paths below the clone hashed relative to the compile's folder, as CMake's launcher does
        os.environ.setdefault("CCACHE_BASEDIR", str(ROOT))


def run_bench(bench, rtl=None, log_file=None, build_dir=None):
    """Build bench `bench` (its RTL from the folder `rtl`, a copy of rtl/, when given) and run
    its cocotb tests; returns (tests, failed)."""
    core, top, params, module = BENCHES[bench]
    _verilator_env()
    sources = [pathlib.Path(rtl) / p.relative_to(ROOT / "rtl") if rtl else p for p in manifest.files([core])]
    build_dir = pathlib.Path(build_dir or BUILD / BUILD_OF.get(bench, bench))
    waves = os.environ.get("TPB_COCOTB_WAVES") == "1"
    runner = get_runner("verilator")
    # The sources reach Verilator in a file list, named relative to the build folder it runs in
    # (the runner would make them absolute): Verilator writes each source's path, as given,
    # into the C++ it generates, and absolute paths made a clone at another path compile it all
    # again instead of finding it in the compiler cache (as tpb_verilate does for CMake).
    build_dir.mkdir(parents=True, exist_ok=True)
    build_dir = build_dir.resolve()  # where the runner runs Verilator (symbolic links followed)
    files = build_dir / "sources.f"
    files.write_text("".join(f"{os.path.relpath(pathlib.Path(p).resolve(), build_dir)}\n"
                             for p in [ROOT / "rtl" / "lint_waivers.vlt", *sources]))
    runner.build(sources=[], hdl_toplevel=top, parameters=params, build_dir=build_dir, waves=waves,
                 build_args=["--assert", "-Wall", "-f", str(files)] + (["--trace-fst"] if waves else []))
    (build_dir / "results.xml").unlink(missing_ok=True)  # never read an earlier run's results
    try:
        xml = runner.test(hdl_toplevel=top, hdl_toplevel_lang="verilog", test_module=module, test_dir=build_dir, build_dir=build_dir,
                          waves=waves, log_file=log_file, results_xml=str(build_dir / "results.xml"),
                          extra_env={"PYTHONPATH": f"{HERE}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"})
    except SystemExit:  # the runner exits when a test failed; the results file says which
        xml = build_dir / "results.xml"
    return get_results(pathlib.Path(xml))


@pytest.mark.parametrize("bench", sorted(BENCHES))
def test_bench(bench):
    total, failed = run_bench(bench)
    assert total > 0, f"{bench}: no cocotb test ran"
    assert failed == 0, f"{bench}: {failed} of {total} cocotb tests failed (the log above says where)"


# One hand-made mutant per block, in a scratch copy of rtl/: each must fail its bench with a
# mismatch report (or an RTL assertion), so the benches are shown to catch a wrong RTL.
MUTANTS = {
    "decoder": ("decoder/tpb_decoder.sv", "pos_next       = pos_q + 1'b1;", "pos_next       = pos_q;"),
    "mover": ("mover/tpb_sb2sb_mover.sv", "bytes_d = bytes_q + 32'(wr_nbytes_q);",
              "bytes_d = bytes_q + 32'(wr_nbytes_q) - 32'd1;"),
    # the engine taking the input instead of the waiting digest (the board's tests miss it)
    "fpga_sig": ("fpga/tpb_fpga_sig.sv", "else                 shift_q <= (Pending && pend_q) ? pend_digest_q : digest_i;",
                 "else                 shift_q <= digest_i;"),
}


@pytest.mark.parametrize("bench", sorted(MUTANTS))
def test_mutant_fails(bench, tmp_path):
    path, old, new = MUTANTS[bench]
    # The scratch tree mirrors the clone's layout (TREE/rtl beside TREE/build/cocotb/<bench>),
    # so the file list names every source as the bench's own build does and the compiler cache
    # finds the Verilated C++ of the modules the mutant leaves alone.
    tree = BUILD / "mutants" / bench
    shutil.rmtree(tree / "rtl", ignore_errors=True)
    rtl = tree / "rtl"
    shutil.copytree(ROOT / "rtl", rtl)
    text = (rtl / path).read_text()
    assert text.count(old) == 1, f"the mutant's line is not in rtl/{path} once: {old!r}"
    (rtl / path).write_text(text.replace(old, new))
    log = tmp_path / "sim.log"
    try:
        inner = BUILD.resolve().relative_to(ROOT)  # where the bench's build sits in the clone
    except ValueError:
        inner = pathlib.Path("build")
    total, failed = run_bench(bench, rtl=rtl, log_file=log, build_dir=tree / inner / BUILD_OF.get(bench, bench))
    out = log.read_text(errors="replace")
    assert total > 0 and failed > 0, f"{bench}: the mutant ({new}) passed every cocotb test"
    assert "first mismatch at" in out or "Assertion failed" in out or "%Error" in out, out[-3000:]


def test_docs_example_is_the_file():
    """docs/cocotb.md shows tb/cocotb/test_example.py verbatim: the first example a reader
    copies is the one the test command runs."""
    doc = (ROOT / "docs" / "cocotb.md").read_text()
    block = doc.split("```python\n", 1)[1].split("```", 1)[0]
    assert block == (HERE / "test_example.py").read_text(), \
        "docs/cocotb.md's example differs from tb/cocotb/test_example.py: copy the file into the page"
