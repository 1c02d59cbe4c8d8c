# SB2SB mover RTL, in compile order (package first), paths relative to the repo root.
# Read by tb/mover/CMakeLists.txt (lint, lockstep) and scripts/synth_mover.sh.
rtl/pkg/tpb_isa_pkg.sv
rtl/prim/tpb_prim_ram.sv
rtl/prim/tpb_prim_vr_check.sv
rtl/mover/tpb_sbuf.sv
rtl/mover/tpb_ap_extent.sv
rtl/mover/tpb_ap_walker.sv
rtl/mover/tpb_sb2sb_mover.sv
rtl/mover/tpb_sb2sb_top.sv
