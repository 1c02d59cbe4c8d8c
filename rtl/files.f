# RTL source list, in compile order (packages first), paths relative to the repo root.
# Read by scripts/lint_rtl.sh, scripts/synth_yosys.sh and tb/*/CMakeLists.txt.
rtl/pkg/tpb_isa_pkg.sv
rtl/dve/tpb_dve_pkg.sv
rtl/prim/tpb_prim_ram.sv
rtl/prim/tpb_prim_vr_check.sv
rtl/decoder/tpb_decoder.sv
rtl/top/tpb_core.sv
rtl/dve/tpb_dve_seq.sv
rtl/mover/tpb_sbuf.sv
rtl/mover/tpb_ap_extent.sv
rtl/mover/tpb_ap_walker.sv
rtl/mover/tpb_sb2sb_mover.sv
rtl/mover/tpb_sb2sb_top.sv
rtl/cluster/tpb_cop_mailbox.sv
rtl/top/tpb_system.sv
