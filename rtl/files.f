# RTL source list, in compile order (package first), paths relative to the repo root.
# Read by scripts/lint_rtl.sh, scripts/synth_yosys.sh and tb/*/CMakeLists.txt.
rtl/pkg/tpb_isa_pkg.sv
rtl/decoder/tpb_decoder.sv
rtl/top/tpb_core.sv
