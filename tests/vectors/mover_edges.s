# SB2SB (0xBF, S000 section 5) at the edges of the mover: the range checks (every index of
# the walk in partitions 0..127 and bytes 0..4095) hit exactly and missed by one, on each
# side, each dimension and each direction; and beats cut short in the middle of a row by
# the other side's row end. Written by tests/vectors/make_mover_edges.py (a CTest checks
# the file is what it writes); `mover CODE` names the mover's verdict, computed there from
# the range rule, and tests/unit/test_vectors.cpp holds the model to it. Addresses:
# partition << 18 | byte offset; the destination is the peer core's SBUF. The mutation
# campaign (docs/robustness.md) found extent and jump-table mutants no stream reached,
# and, later, extents whose high bits (scaled by the element size) no word set, and
# count and step0 bits and zero-step rows no word had (sections 4 and 5).
# 1. Range edges. The named side moves; the other side is a contiguous row of the same
# element count in range.
# u8 src dim 2 up, last byte: exactly
sb2sb src_dtype=u8 src_addr=0x00140fed src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# u8 dst dim 2 up, last byte: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=5 dst_dtype=u8 dst_addr=0x00140fed dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=3 dst_num2=7
# u8 src dim 2 up, last byte: one past
sb2sb src_dtype=u8 src_addr=0x00140fee src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 up, last byte: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=5 dst_dtype=u8 dst_addr=0x00140fee dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=3 dst_num2=7  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 down, byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x00180012 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# u8 dst dim 2 down, byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=6 dst_dtype=u8 dst_addr=0x00180012 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-3 dst_num2=7
# u8 src dim 2 down, byte 0: one past
sb2sb src_dtype=u8 src_addr=0x00180011 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 down, byte 0: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=6 dst_dtype=u8 dst_addr=0x00180011 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-3 dst_num2=7  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 down (reach -9), byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x001c0009 src_step0=1 src_num0=1 src_step1=-3 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8 dst dim 1 down (reach -9), byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=7 dst_dtype=u8 dst_addr=0x001c0009 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=4 dst_step2=1 dst_num2=2
# u8 src dim 1 down (reach -9), byte 0: one past
sb2sb src_dtype=u8 src_addr=0x001c0008 src_step0=1 src_num0=1 src_step1=-3 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 down (reach -9), byte 0: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=7 dst_dtype=u8 dst_addr=0x001c0008 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=4 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 down (reach -6), byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x001c0006 src_step0=1 src_num0=1 src_step1=-3 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# u8 dst dim 1 down (reach -6), byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=7 dst_dtype=u8 dst_addr=0x001c0006 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=3 dst_step2=1 dst_num2=2
# u8 src dim 1 down (reach -6), byte 0: one past
sb2sb src_dtype=u8 src_addr=0x001c0005 src_step0=1 src_num0=1 src_step1=-3 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 down (reach -6), byte 0: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=7 dst_dtype=u8 dst_addr=0x001c0005 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=3 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 up (reach 15), last byte: exactly
sb2sb src_dtype=u8 src_addr=0x00200fef src_step0=1 src_num0=1 src_step1=5 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8 dst dim 1 up (reach 15), last byte: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=8 dst_dtype=u8 dst_addr=0x00200fef dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=4 dst_step2=1 dst_num2=2
# u8 src dim 1 up (reach 15), last byte: one past
sb2sb src_dtype=u8 src_addr=0x00200ff0 src_step0=1 src_num0=1 src_step1=5 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 up (reach 15), last byte: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=8 dst_dtype=u8 dst_addr=0x00200ff0 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=4 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 up (reach 10), last byte: exactly
sb2sb src_dtype=u8 src_addr=0x00200ff4 src_step0=1 src_num0=1 src_step1=5 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# u8 dst dim 1 up (reach 10), last byte: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=8 dst_dtype=u8 dst_addr=0x00200ff4 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=3 dst_step2=1 dst_num2=2
# u8 src dim 1 up (reach 10), last byte: one past
sb2sb src_dtype=u8 src_addr=0x00200ff5 src_step0=1 src_num0=1 src_step1=5 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 up (reach 10), last byte: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=8 dst_dtype=u8 dst_addr=0x00200ff5 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=3 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dims 1 and 2 down, byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x0024000d src_step0=1 src_num0=1 src_step1=-5 src_num1=3 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# u8 dst dims 1 and 2 down, byte 0: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=9 dst_dtype=u8 dst_addr=0x0024000d dst_step0=1 dst_num0=1 dst_step1=-5 dst_num1=3 dst_step2=-1 dst_num2=4
# u8 src dims 1 and 2 down, byte 0: one past
sb2sb src_dtype=u8 src_addr=0x0024000c src_step0=1 src_num0=1 src_step1=-5 src_num1=3 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dims 1 and 2 down, byte 0: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=9 dst_dtype=u8 dst_addr=0x0024000c dst_step0=1 dst_num0=1 dst_step1=-5 dst_num1=3 dst_step2=-1 dst_num2=4  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 0 up, last partition: exactly
sb2sb src_dtype=u8 src_addr=0x01d80010 src_step0=3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# u8 dst dim 0 up, last partition: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=118 dst_dtype=u8 dst_addr=0x01d80010 dst_step0=3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8 src dim 0 up, last partition: one past
sb2sb src_dtype=u8 src_addr=0x01dc0010 src_step0=3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst dim 0 up, last partition: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=119 dst_dtype=u8 dst_addr=0x01dc0010 dst_step0=3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_DST_PARTITION_RANGE
# u8 src dim 0 down, partition 0: exactly
sb2sb src_dtype=u8 src_addr=0x00240010 src_step0=-3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# u8 dst dim 0 down, partition 0: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=9 dst_dtype=u8 dst_addr=0x00240010 dst_step0=-3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8 src dim 0 down, partition 0: one past
sb2sb src_dtype=u8 src_addr=0x00200010 src_step0=-3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst dim 0 down, partition 0: one past
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=8 dst_dtype=u8 dst_addr=0x00200010 dst_step0=-3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_DST_PARTITION_RANGE
# u8 src dim 0 step 0 on the last partition: exactly
sb2sb src_dtype=u8 src_addr=0x01fc0ff8 src_step0=0 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# u8 dst dim 0 step 0 on the last partition: exactly
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=127 dst_dtype=u8 dst_addr=0x01fc0ff8 dst_step0=0 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 src dim 2 up, last byte: exactly
sb2sb src_dtype=i16 src_addr=0x00140fda src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# i16 dst dim 2 up, last byte: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=5 dst_dtype=i16 dst_addr=0x00140fda dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=3 dst_num2=7
# i16 src dim 2 up, last byte: one past
sb2sb src_dtype=i16 src_addr=0x00140fdb src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 up, last byte: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=5 dst_dtype=i16 dst_addr=0x00140fdb dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=3 dst_num2=7  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 down, byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x00180024 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# i16 dst dim 2 down, byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=6 dst_dtype=i16 dst_addr=0x00180024 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-3 dst_num2=7
# i16 src dim 2 down, byte 0: one past
sb2sb src_dtype=i16 src_addr=0x00180023 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 down, byte 0: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=6 dst_dtype=i16 dst_addr=0x00180023 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-3 dst_num2=7  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 down (reach -9), byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x001c0012 src_step0=1 src_num0=1 src_step1=-3 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 dst dim 1 down (reach -9), byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=7 dst_dtype=i16 dst_addr=0x001c0012 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=4 dst_step2=1 dst_num2=2
# i16 src dim 1 down (reach -9), byte 0: one past
sb2sb src_dtype=i16 src_addr=0x001c0011 src_step0=1 src_num0=1 src_step1=-3 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 down (reach -9), byte 0: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=7 dst_dtype=i16 dst_addr=0x001c0011 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=4 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 down (reach -6), byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x001c000c src_step0=1 src_num0=1 src_step1=-3 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# i16 dst dim 1 down (reach -6), byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=7 dst_dtype=i16 dst_addr=0x001c000c dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=3 dst_step2=1 dst_num2=2
# i16 src dim 1 down (reach -6), byte 0: one past
sb2sb src_dtype=i16 src_addr=0x001c000b src_step0=1 src_num0=1 src_step1=-3 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 down (reach -6), byte 0: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=7 dst_dtype=i16 dst_addr=0x001c000b dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=3 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 up (reach 15), last byte: exactly
sb2sb src_dtype=i16 src_addr=0x00200fde src_step0=1 src_num0=1 src_step1=5 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 dst dim 1 up (reach 15), last byte: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=8 dst_dtype=i16 dst_addr=0x00200fde dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=4 dst_step2=1 dst_num2=2
# i16 src dim 1 up (reach 15), last byte: one past
sb2sb src_dtype=i16 src_addr=0x00200fdf src_step0=1 src_num0=1 src_step1=5 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 up (reach 15), last byte: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=8 dst_dtype=i16 dst_addr=0x00200fdf dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=4 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 up (reach 10), last byte: exactly
sb2sb src_dtype=i16 src_addr=0x00200fe8 src_step0=1 src_num0=1 src_step1=5 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# i16 dst dim 1 up (reach 10), last byte: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=8 dst_dtype=i16 dst_addr=0x00200fe8 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=3 dst_step2=1 dst_num2=2
# i16 src dim 1 up (reach 10), last byte: one past
sb2sb src_dtype=i16 src_addr=0x00200fe9 src_step0=1 src_num0=1 src_step1=5 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 up (reach 10), last byte: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=8 dst_dtype=i16 dst_addr=0x00200fe9 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=3 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dims 1 and 2 down, byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x0024001a src_step0=1 src_num0=1 src_step1=-5 src_num1=3 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# i16 dst dims 1 and 2 down, byte 0: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=9 dst_dtype=i16 dst_addr=0x0024001a dst_step0=1 dst_num0=1 dst_step1=-5 dst_num1=3 dst_step2=-1 dst_num2=4
# i16 src dims 1 and 2 down, byte 0: one past
sb2sb src_dtype=i16 src_addr=0x00240019 src_step0=1 src_num0=1 src_step1=-5 src_num1=3 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dims 1 and 2 down, byte 0: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=9 dst_dtype=i16 dst_addr=0x00240019 dst_step0=1 dst_num0=1 dst_step1=-5 dst_num1=3 dst_step2=-1 dst_num2=4  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 0 up, last partition: exactly
sb2sb src_dtype=i16 src_addr=0x01d80010 src_step0=3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# i16 dst dim 0 up, last partition: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=118 dst_dtype=i16 dst_addr=0x01d80010 dst_step0=3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 src dim 0 up, last partition: one past
sb2sb src_dtype=i16 src_addr=0x01dc0010 src_step0=3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst dim 0 up, last partition: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=119 dst_dtype=i16 dst_addr=0x01dc0010 dst_step0=3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_DST_PARTITION_RANGE
# i16 src dim 0 down, partition 0: exactly
sb2sb src_dtype=i16 src_addr=0x00240010 src_step0=-3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# i16 dst dim 0 down, partition 0: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=9 dst_dtype=i16 dst_addr=0x00240010 dst_step0=-3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 src dim 0 down, partition 0: one past
sb2sb src_dtype=i16 src_addr=0x00200010 src_step0=-3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst dim 0 down, partition 0: one past
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=8 dst_dtype=i16 dst_addr=0x00200010 dst_step0=-3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_DST_PARTITION_RANGE
# i16 src dim 0 step 0 on the last partition: exactly
sb2sb src_dtype=i16 src_addr=0x01fc0ff0 src_step0=0 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# i16 dst dim 0 step 0 on the last partition: exactly
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=127 dst_dtype=i16 dst_addr=0x01fc0ff0 dst_step0=0 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 src dim 2 up, last byte: exactly
sb2sb src_dtype=fp32 src_addr=0x00140fb4 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# fp32 dst dim 2 up, last byte: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=5 dst_dtype=fp32 dst_addr=0x00140fb4 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=3 dst_num2=7
# fp32 src dim 2 up, last byte: one past
sb2sb src_dtype=fp32 src_addr=0x00140fb5 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 up, last byte: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=5 dst_dtype=fp32 dst_addr=0x00140fb5 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=3 dst_num2=7  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 down, byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x00180048 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# fp32 dst dim 2 down, byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=6 dst_dtype=fp32 dst_addr=0x00180048 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-3 dst_num2=7
# fp32 src dim 2 down, byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x00180047 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-3 src_num2=7 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 down, byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=6 dst_dtype=fp32 dst_addr=0x00180047 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-3 dst_num2=7  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down (reach -9), byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x001c0024 src_step0=1 src_num0=1 src_step1=-3 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 dst dim 1 down (reach -9), byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=7 dst_dtype=fp32 dst_addr=0x001c0024 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=4 dst_step2=1 dst_num2=2
# fp32 src dim 1 down (reach -9), byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x001c0023 src_step0=1 src_num0=1 src_step1=-3 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down (reach -9), byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=7 dst_dtype=fp32 dst_addr=0x001c0023 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=4 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down (reach -6), byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x001c0018 src_step0=1 src_num0=1 src_step1=-3 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# fp32 dst dim 1 down (reach -6), byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=7 dst_dtype=fp32 dst_addr=0x001c0018 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=3 dst_step2=1 dst_num2=2
# fp32 src dim 1 down (reach -6), byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x001c0017 src_step0=1 src_num0=1 src_step1=-3 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down (reach -6), byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=7 dst_dtype=fp32 dst_addr=0x001c0017 dst_step0=1 dst_num0=1 dst_step1=-3 dst_num1=3 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 up (reach 15), last byte: exactly
sb2sb src_dtype=fp32 src_addr=0x00200fbc src_step0=1 src_num0=1 src_step1=5 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 dst dim 1 up (reach 15), last byte: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=8 dst_dtype=fp32 dst_addr=0x00200fbc dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=4 dst_step2=1 dst_num2=2
# fp32 src dim 1 up (reach 15), last byte: one past
sb2sb src_dtype=fp32 src_addr=0x00200fbd src_step0=1 src_num0=1 src_step1=5 src_num1=4 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 up (reach 15), last byte: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=8 dst_dtype=fp32 dst_addr=0x00200fbd dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=4 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 up (reach 10), last byte: exactly
sb2sb src_dtype=fp32 src_addr=0x00200fd0 src_step0=1 src_num0=1 src_step1=5 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# fp32 dst dim 1 up (reach 10), last byte: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=8 dst_dtype=fp32 dst_addr=0x00200fd0 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=3 dst_step2=1 dst_num2=2
# fp32 src dim 1 up (reach 10), last byte: one past
sb2sb src_dtype=fp32 src_addr=0x00200fd1 src_step0=1 src_num0=1 src_step1=5 src_num1=3 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 up (reach 10), last byte: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=8 dst_dtype=fp32 dst_addr=0x00200fd1 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=3 dst_step2=1 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dims 1 and 2 down, byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x00240034 src_step0=1 src_num0=1 src_step1=-5 src_num1=3 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# fp32 dst dims 1 and 2 down, byte 0: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=9 dst_dtype=fp32 dst_addr=0x00240034 dst_step0=1 dst_num0=1 dst_step1=-5 dst_num1=3 dst_step2=-1 dst_num2=4
# fp32 src dims 1 and 2 down, byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x00240033 src_step0=1 src_num0=1 src_step1=-5 src_num1=3 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dims 1 and 2 down, byte 0: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=9 dst_dtype=fp32 dst_addr=0x00240033 dst_step0=1 dst_num0=1 dst_step1=-5 dst_num1=3 dst_step2=-1 dst_num2=4  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 0 up, last partition: exactly
sb2sb src_dtype=fp32 src_addr=0x01d80010 src_step0=3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# fp32 dst dim 0 up, last partition: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=118 dst_dtype=fp32 dst_addr=0x01d80010 dst_step0=3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 src dim 0 up, last partition: one past
sb2sb src_dtype=fp32 src_addr=0x01dc0010 src_step0=3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst dim 0 up, last partition: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=119 dst_dtype=fp32 dst_addr=0x01dc0010 dst_step0=3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src dim 0 down, partition 0: exactly
sb2sb src_dtype=fp32 src_addr=0x00240010 src_step0=-3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# fp32 dst dim 0 down, partition 0: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=9 dst_dtype=fp32 dst_addr=0x00240010 dst_step0=-3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 src dim 0 down, partition 0: one past
sb2sb src_dtype=fp32 src_addr=0x00200010 src_step0=-3 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst dim 0 down, partition 0: one past
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=8 dst_dtype=fp32 dst_addr=0x00200010 dst_step0=-3 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src dim 0 step 0 on the last partition: exactly
sb2sb src_dtype=fp32 src_addr=0x01fc0fe0 src_step0=0 src_num0=4 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# fp32 dst dim 0 step 0 on the last partition: exactly
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=127 dst_dtype=fp32 dst_addr=0x01fc0fe0 dst_step0=0 dst_num0=4 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# 2. Beats cut by the other side's row end: a row of 2m elements against two rows of m,
# m = 1 .. the elements of one window, each side long in turn, each row upwards or
# downwards. Every word is legal and copied.
# u8 m=1: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00000029 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=1 dst_dtype=u8 dst_addr=0x00040019 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# u8 m=1: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x000c0019 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=2 dst_dtype=u8 dst_addr=0x00080029 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# u8 m=1: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00100029 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=5 dst_dtype=u8 dst_addr=0x00140019 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=-1 dst_num2=1
# u8 m=1: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x001c0019 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=6 dst_dtype=u8 dst_addr=0x00180029 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# u8 m=1: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0020002a src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=9 dst_dtype=u8 dst_addr=0x00240019 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# u8 m=1: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x002c0019 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=10 dst_dtype=u8 dst_addr=0x0028002a dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# u8 m=1: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0030002a src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=13 dst_dtype=u8 dst_addr=0x00340019 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=-1 dst_num2=1
# u8 m=1: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x003c0019 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=14 dst_dtype=u8 dst_addr=0x0038002a dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# u8 m=2: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0040002a src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=17 dst_dtype=u8 dst_addr=0x0044001a dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=1 dst_num2=2
# u8 m=2: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x004c001a src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=18 dst_dtype=u8 dst_addr=0x0048002a dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# u8 m=2: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0050002a src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=21 dst_dtype=u8 dst_addr=0x0054001b dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=-1 dst_num2=2
# u8 m=2: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x005c001b src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=22 dst_dtype=u8 dst_addr=0x0058002a dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# u8 m=2: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0060002d src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=25 dst_dtype=u8 dst_addr=0x0064001a dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=1 dst_num2=2
# u8 m=2: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x006c001a src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=26 dst_dtype=u8 dst_addr=0x0068002d dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# u8 m=2: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0070002d src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=29 dst_dtype=u8 dst_addr=0x0074001b dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=-1 dst_num2=2
# u8 m=2: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x007c001b src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=30 dst_dtype=u8 dst_addr=0x0078002d dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# u8 m=3: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0080002b src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=33 dst_dtype=u8 dst_addr=0x00840018 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=1 dst_num2=3
# u8 m=3: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x008c0018 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=34 dst_dtype=u8 dst_addr=0x0088002b dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# u8 m=3: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0090002b src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=37 dst_dtype=u8 dst_addr=0x0094001a dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=-1 dst_num2=3
# u8 m=3: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x009c001a src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=38 dst_dtype=u8 dst_addr=0x0098002b dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# u8 m=3: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00a00030 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=41 dst_dtype=u8 dst_addr=0x00a40018 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=1 dst_num2=3
# u8 m=3: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00ac0018 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=42 dst_dtype=u8 dst_addr=0x00a80030 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# u8 m=3: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00b00030 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=45 dst_dtype=u8 dst_addr=0x00b4001a dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=-1 dst_num2=3
# u8 m=3: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00bc001a src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=46 dst_dtype=u8 dst_addr=0x00b80030 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# u8 m=4: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00c0002c src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=49 dst_dtype=u8 dst_addr=0x00c40019 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=1 dst_num2=4
# u8 m=4: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x00cc0019 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=50 dst_dtype=u8 dst_addr=0x00c8002c dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8 m=4: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00d0002c src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=53 dst_dtype=u8 dst_addr=0x00d4001c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=-1 dst_num2=4
# u8 m=4: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x00dc001c src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=54 dst_dtype=u8 dst_addr=0x00d8002c dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8 m=4: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00e00033 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=57 dst_dtype=u8 dst_addr=0x00e40019 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=1 dst_num2=4
# u8 m=4: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00ec0019 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=58 dst_dtype=u8 dst_addr=0x00e80033 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# u8 m=4: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00f00033 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=61 dst_dtype=u8 dst_addr=0x00f4001c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=-1 dst_num2=4
# u8 m=4: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00fc001c src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=62 dst_dtype=u8 dst_addr=0x00f80033 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# u8 m=5: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01000028 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=65 dst_dtype=u8 dst_addr=0x0104001a dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=1 dst_num2=5
# u8 m=5: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x010c001a src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=66 dst_dtype=u8 dst_addr=0x01080028 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# u8 m=5: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01100028 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=69 dst_dtype=u8 dst_addr=0x0114001e dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=-1 dst_num2=5
# u8 m=5: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x011c001e src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=-1 src_num2=5 cross_core_enable=1 peer_partition=70 dst_dtype=u8 dst_addr=0x01180028 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# u8 m=5: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01200031 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=73 dst_dtype=u8 dst_addr=0x0124001a dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=1 dst_num2=5
# u8 m=5: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x012c001a src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=74 dst_dtype=u8 dst_addr=0x01280031 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=-1 dst_num2=10
# u8 m=5: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01300031 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=77 dst_dtype=u8 dst_addr=0x0134001e dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=-1 dst_num2=5
# u8 m=5: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x013c001e src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=-1 src_num2=5 cross_core_enable=1 peer_partition=78 dst_dtype=u8 dst_addr=0x01380031 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=-1 dst_num2=10
# u8 m=6: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01400029 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=81 dst_dtype=u8 dst_addr=0x01440018 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=1 dst_num2=6
# u8 m=6: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x014c0018 src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=82 dst_dtype=u8 dst_addr=0x01480029 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# u8 m=6: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01500029 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=85 dst_dtype=u8 dst_addr=0x0154001d dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=-1 dst_num2=6
# u8 m=6: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x015c001d src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=86 dst_dtype=u8 dst_addr=0x01580029 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# u8 m=6: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01600034 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=89 dst_dtype=u8 dst_addr=0x01640018 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=1 dst_num2=6
# u8 m=6: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x016c0018 src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=90 dst_dtype=u8 dst_addr=0x01680034 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=-1 dst_num2=12
# u8 m=6: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01700034 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=93 dst_dtype=u8 dst_addr=0x0174001d dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=-1 dst_num2=6
# u8 m=6: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x017c001d src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=94 dst_dtype=u8 dst_addr=0x01780034 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=-1 dst_num2=12
# u8 m=7: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0180002a src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=97 dst_dtype=u8 dst_addr=0x01840019 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=1 dst_num2=7
# u8 m=7: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x018c0019 src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=98 dst_dtype=u8 dst_addr=0x0188002a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# u8 m=7: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0190002a src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=101 dst_dtype=u8 dst_addr=0x0194001f dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=-1 dst_num2=7
# u8 m=7: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x019c001f src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=-1 src_num2=7 cross_core_enable=1 peer_partition=102 dst_dtype=u8 dst_addr=0x0198002a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# u8 m=7: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01a00037 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=105 dst_dtype=u8 dst_addr=0x01a40019 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=1 dst_num2=7
# u8 m=7: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01ac0019 src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=106 dst_dtype=u8 dst_addr=0x01a80037 dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=-1 dst_num2=14
# u8 m=7: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01b00037 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=109 dst_dtype=u8 dst_addr=0x01b4001f dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=-1 dst_num2=7
# u8 m=7: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01bc001f src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=-1 src_num2=7 cross_core_enable=1 peer_partition=110 dst_dtype=u8 dst_addr=0x01b80037 dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=-1 dst_num2=14
# u8 m=8: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01c0002b src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=113 dst_dtype=u8 dst_addr=0x01c4001a dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=1 dst_num2=8
# u8 m=8: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x01cc001a src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=114 dst_dtype=u8 dst_addr=0x01c8002b dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# u8 m=8: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01d0002b src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=117 dst_dtype=u8 dst_addr=0x01d40021 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=-1 dst_num2=8
# u8 m=8: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x01dc0021 src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=118 dst_dtype=u8 dst_addr=0x01d8002b dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# u8 m=8: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01e0003a src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=121 dst_dtype=u8 dst_addr=0x01e4001a dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=1 dst_num2=8
# u8 m=8: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01ec001a src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=122 dst_dtype=u8 dst_addr=0x01e8003a dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=-1 dst_num2=16
# u8 m=8: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01f0003a src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=125 dst_dtype=u8 dst_addr=0x01f40021 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=-1 dst_num2=8
# u8 m=8: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01fc0021 src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=126 dst_dtype=u8 dst_addr=0x01f8003a dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=-1 dst_num2=16
# u8 m=9: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0000002c src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=1 src_num2=18 cross_core_enable=1 peer_partition=1 dst_dtype=u8 dst_addr=0x00040018 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=2 dst_step2=1 dst_num2=9
# u8 m=9: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x000c0018 src_step0=1 src_num0=1 src_step1=9 src_num1=2 src_step2=1 src_num2=9 cross_core_enable=1 peer_partition=2 dst_dtype=u8 dst_addr=0x0008002c dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# u8 m=9: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0010002c src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=1 src_num2=18 cross_core_enable=1 peer_partition=5 dst_dtype=u8 dst_addr=0x00140020 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=2 dst_step2=-1 dst_num2=9
# u8 m=9: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x001c0020 src_step0=1 src_num0=1 src_step1=9 src_num1=2 src_step2=-1 src_num2=9 cross_core_enable=1 peer_partition=6 dst_dtype=u8 dst_addr=0x0018002c dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# u8 m=9: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0020003d src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=-1 src_num2=18 cross_core_enable=1 peer_partition=9 dst_dtype=u8 dst_addr=0x00240018 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=2 dst_step2=1 dst_num2=9
# u8 m=9: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x002c0018 src_step0=1 src_num0=1 src_step1=9 src_num1=2 src_step2=1 src_num2=9 cross_core_enable=1 peer_partition=10 dst_dtype=u8 dst_addr=0x0028003d dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=-1 dst_num2=18
# u8 m=9: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0030003d src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=-1 src_num2=18 cross_core_enable=1 peer_partition=13 dst_dtype=u8 dst_addr=0x00340020 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=2 dst_step2=-1 dst_num2=9
# u8 m=9: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x003c0020 src_step0=1 src_num0=1 src_step1=9 src_num1=2 src_step2=-1 src_num2=9 cross_core_enable=1 peer_partition=14 dst_dtype=u8 dst_addr=0x0038003d dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=-1 dst_num2=18
# u8 m=10: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00400028 src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=1 src_num2=20 cross_core_enable=1 peer_partition=17 dst_dtype=u8 dst_addr=0x00440019 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=2 dst_step2=1 dst_num2=10
# u8 m=10: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x004c0019 src_step0=1 src_num0=1 src_step1=10 src_num1=2 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=18 dst_dtype=u8 dst_addr=0x00480028 dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# u8 m=10: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00500028 src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=1 src_num2=20 cross_core_enable=1 peer_partition=21 dst_dtype=u8 dst_addr=0x00540022 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=2 dst_step2=-1 dst_num2=10
# u8 m=10: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x005c0022 src_step0=1 src_num0=1 src_step1=10 src_num1=2 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=22 dst_dtype=u8 dst_addr=0x00580028 dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# u8 m=10: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0060003b src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=-1 src_num2=20 cross_core_enable=1 peer_partition=25 dst_dtype=u8 dst_addr=0x00640019 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=2 dst_step2=1 dst_num2=10
# u8 m=10: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x006c0019 src_step0=1 src_num0=1 src_step1=10 src_num1=2 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=26 dst_dtype=u8 dst_addr=0x0068003b dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=-1 dst_num2=20
# u8 m=10: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0070003b src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=-1 src_num2=20 cross_core_enable=1 peer_partition=29 dst_dtype=u8 dst_addr=0x00740022 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=2 dst_step2=-1 dst_num2=10
# u8 m=10: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x007c0022 src_step0=1 src_num0=1 src_step1=10 src_num1=2 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=30 dst_dtype=u8 dst_addr=0x0078003b dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=-1 dst_num2=20
# u8 m=11: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00800029 src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=1 src_num2=22 cross_core_enable=1 peer_partition=33 dst_dtype=u8 dst_addr=0x0084001a dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=2 dst_step2=1 dst_num2=11
# u8 m=11: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x008c001a src_step0=1 src_num0=1 src_step1=11 src_num1=2 src_step2=1 src_num2=11 cross_core_enable=1 peer_partition=34 dst_dtype=u8 dst_addr=0x00880029 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# u8 m=11: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00900029 src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=1 src_num2=22 cross_core_enable=1 peer_partition=37 dst_dtype=u8 dst_addr=0x00940024 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=2 dst_step2=-1 dst_num2=11
# u8 m=11: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x009c0024 src_step0=1 src_num0=1 src_step1=11 src_num1=2 src_step2=-1 src_num2=11 cross_core_enable=1 peer_partition=38 dst_dtype=u8 dst_addr=0x00980029 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# u8 m=11: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00a0003e src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=-1 src_num2=22 cross_core_enable=1 peer_partition=41 dst_dtype=u8 dst_addr=0x00a4001a dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=2 dst_step2=1 dst_num2=11
# u8 m=11: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00ac001a src_step0=1 src_num0=1 src_step1=11 src_num1=2 src_step2=1 src_num2=11 cross_core_enable=1 peer_partition=42 dst_dtype=u8 dst_addr=0x00a8003e dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=-1 dst_num2=22
# u8 m=11: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00b0003e src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=-1 src_num2=22 cross_core_enable=1 peer_partition=45 dst_dtype=u8 dst_addr=0x00b40024 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=2 dst_step2=-1 dst_num2=11
# u8 m=11: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00bc0024 src_step0=1 src_num0=1 src_step1=11 src_num1=2 src_step2=-1 src_num2=11 cross_core_enable=1 peer_partition=46 dst_dtype=u8 dst_addr=0x00b8003e dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=-1 dst_num2=22
# u8 m=12: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00c0002a src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=49 dst_dtype=u8 dst_addr=0x00c40018 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=2 dst_step2=1 dst_num2=12
# u8 m=12: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x00cc0018 src_step0=1 src_num0=1 src_step1=12 src_num1=2 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=50 dst_dtype=u8 dst_addr=0x00c8002a dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8 m=12: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00d0002a src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=53 dst_dtype=u8 dst_addr=0x00d40023 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=2 dst_step2=-1 dst_num2=12
# u8 m=12: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x00dc0023 src_step0=1 src_num0=1 src_step1=12 src_num1=2 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=54 dst_dtype=u8 dst_addr=0x00d8002a dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8 m=12: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x00e00041 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=57 dst_dtype=u8 dst_addr=0x00e40018 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=2 dst_step2=1 dst_num2=12
# u8 m=12: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00ec0018 src_step0=1 src_num0=1 src_step1=12 src_num1=2 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=58 dst_dtype=u8 dst_addr=0x00e80041 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8 m=12: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x00f00041 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=61 dst_dtype=u8 dst_addr=0x00f40023 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=2 dst_step2=-1 dst_num2=12
# u8 m=12: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x00fc0023 src_step0=1 src_num0=1 src_step1=12 src_num1=2 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=62 dst_dtype=u8 dst_addr=0x00f80041 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8 m=13: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0100002b src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=1 src_num2=26 cross_core_enable=1 peer_partition=65 dst_dtype=u8 dst_addr=0x01040019 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=2 dst_step2=1 dst_num2=13
# u8 m=13: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x010c0019 src_step0=1 src_num0=1 src_step1=13 src_num1=2 src_step2=1 src_num2=13 cross_core_enable=1 peer_partition=66 dst_dtype=u8 dst_addr=0x0108002b dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# u8 m=13: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0110002b src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=1 src_num2=26 cross_core_enable=1 peer_partition=69 dst_dtype=u8 dst_addr=0x01140025 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=2 dst_step2=-1 dst_num2=13
# u8 m=13: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x011c0025 src_step0=1 src_num0=1 src_step1=13 src_num1=2 src_step2=-1 src_num2=13 cross_core_enable=1 peer_partition=70 dst_dtype=u8 dst_addr=0x0118002b dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# u8 m=13: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01200044 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=-1 src_num2=26 cross_core_enable=1 peer_partition=73 dst_dtype=u8 dst_addr=0x01240019 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=2 dst_step2=1 dst_num2=13
# u8 m=13: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x012c0019 src_step0=1 src_num0=1 src_step1=13 src_num1=2 src_step2=1 src_num2=13 cross_core_enable=1 peer_partition=74 dst_dtype=u8 dst_addr=0x01280044 dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=-1 dst_num2=26
# u8 m=13: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01300044 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=-1 src_num2=26 cross_core_enable=1 peer_partition=77 dst_dtype=u8 dst_addr=0x01340025 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=2 dst_step2=-1 dst_num2=13
# u8 m=13: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x013c0025 src_step0=1 src_num0=1 src_step1=13 src_num1=2 src_step2=-1 src_num2=13 cross_core_enable=1 peer_partition=78 dst_dtype=u8 dst_addr=0x01380044 dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=-1 dst_num2=26
# u8 m=14: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x0140002c src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=1 src_num2=28 cross_core_enable=1 peer_partition=81 dst_dtype=u8 dst_addr=0x0144001a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=2 dst_step2=1 dst_num2=14
# u8 m=14: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x014c001a src_step0=1 src_num0=1 src_step1=14 src_num1=2 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=82 dst_dtype=u8 dst_addr=0x0148002c dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# u8 m=14: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x0150002c src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=1 src_num2=28 cross_core_enable=1 peer_partition=85 dst_dtype=u8 dst_addr=0x01540027 dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=2 dst_step2=-1 dst_num2=14
# u8 m=14: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x015c0027 src_step0=1 src_num0=1 src_step1=14 src_num1=2 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=86 dst_dtype=u8 dst_addr=0x0158002c dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# u8 m=14: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01600047 src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=-1 src_num2=28 cross_core_enable=1 peer_partition=89 dst_dtype=u8 dst_addr=0x0164001a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=2 dst_step2=1 dst_num2=14
# u8 m=14: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x016c001a src_step0=1 src_num0=1 src_step1=14 src_num1=2 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=90 dst_dtype=u8 dst_addr=0x01680047 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=-1 dst_num2=28
# u8 m=14: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01700047 src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=-1 src_num2=28 cross_core_enable=1 peer_partition=93 dst_dtype=u8 dst_addr=0x01740027 dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=2 dst_step2=-1 dst_num2=14
# u8 m=14: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x017c0027 src_step0=1 src_num0=1 src_step1=14 src_num1=2 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=94 dst_dtype=u8 dst_addr=0x01780047 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=-1 dst_num2=28
# u8 m=15: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01800028 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=1 src_num2=30 cross_core_enable=1 peer_partition=97 dst_dtype=u8 dst_addr=0x01840018 dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=2 dst_step2=1 dst_num2=15
# u8 m=15: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x018c0018 src_step0=1 src_num0=1 src_step1=15 src_num1=2 src_step2=1 src_num2=15 cross_core_enable=1 peer_partition=98 dst_dtype=u8 dst_addr=0x01880028 dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# u8 m=15: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01900028 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=1 src_num2=30 cross_core_enable=1 peer_partition=101 dst_dtype=u8 dst_addr=0x01940026 dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=2 dst_step2=-1 dst_num2=15
# u8 m=15: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x019c0026 src_step0=1 src_num0=1 src_step1=15 src_num1=2 src_step2=-1 src_num2=15 cross_core_enable=1 peer_partition=102 dst_dtype=u8 dst_addr=0x01980028 dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# u8 m=15: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01a00045 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=-1 src_num2=30 cross_core_enable=1 peer_partition=105 dst_dtype=u8 dst_addr=0x01a40018 dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=2 dst_step2=1 dst_num2=15
# u8 m=15: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01ac0018 src_step0=1 src_num0=1 src_step1=15 src_num1=2 src_step2=1 src_num2=15 cross_core_enable=1 peer_partition=106 dst_dtype=u8 dst_addr=0x01a80045 dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=-1 dst_num2=30
# u8 m=15: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01b00045 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=-1 src_num2=30 cross_core_enable=1 peer_partition=109 dst_dtype=u8 dst_addr=0x01b40026 dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=2 dst_step2=-1 dst_num2=15
# u8 m=15: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01bc0026 src_step0=1 src_num0=1 src_step1=15 src_num1=2 src_step2=-1 src_num2=15 cross_core_enable=1 peer_partition=110 dst_dtype=u8 dst_addr=0x01b80045 dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=-1 dst_num2=30
# u8 m=16: src 1 row up, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01c00029 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=113 dst_dtype=u8 dst_addr=0x01c40019 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=2 dst_step2=1 dst_num2=16
# u8 m=16: src 2 rows up, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x01cc0019 src_step0=1 src_num0=1 src_step1=16 src_num1=2 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=114 dst_dtype=u8 dst_addr=0x01c80029 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# u8 m=16: src 1 row up, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01d00029 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=117 dst_dtype=u8 dst_addr=0x01d40028 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=2 dst_step2=-1 dst_num2=16
# u8 m=16: src 2 rows down, dst 1 row up
sb2sb src_dtype=u8 src_addr=0x01dc0028 src_step0=1 src_num0=1 src_step1=16 src_num1=2 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=118 dst_dtype=u8 dst_addr=0x01d80029 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# u8 m=16: src 1 row down, dst 2 rows up
sb2sb src_dtype=u8 src_addr=0x01e00048 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=-1 src_num2=32 cross_core_enable=1 peer_partition=121 dst_dtype=u8 dst_addr=0x01e40019 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=2 dst_step2=1 dst_num2=16
# u8 m=16: src 2 rows up, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01ec0019 src_step0=1 src_num0=1 src_step1=16 src_num1=2 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=122 dst_dtype=u8 dst_addr=0x01e80048 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=-1 dst_num2=32
# u8 m=16: src 1 row down, dst 2 rows down
sb2sb src_dtype=u8 src_addr=0x01f00048 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=-1 src_num2=32 cross_core_enable=1 peer_partition=125 dst_dtype=u8 dst_addr=0x01f40028 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=2 dst_step2=-1 dst_num2=16
# u8 m=16: src 2 rows down, dst 1 row down
sb2sb src_dtype=u8 src_addr=0x01fc0028 src_step0=1 src_num0=1 src_step1=16 src_num1=2 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=126 dst_dtype=u8 dst_addr=0x01f80048 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=-1 dst_num2=32
# i16 m=1: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00000051 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=1 dst_dtype=i16 dst_addr=0x00040031 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# i16 m=1: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x000c0031 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=2 dst_dtype=i16 dst_addr=0x00080051 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# i16 m=1: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00100051 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=5 dst_dtype=i16 dst_addr=0x00140031 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=-1 dst_num2=1
# i16 m=1: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x001c0031 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=6 dst_dtype=i16 dst_addr=0x00180051 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# i16 m=1: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00200053 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=9 dst_dtype=i16 dst_addr=0x00240031 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# i16 m=1: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x002c0031 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=10 dst_dtype=i16 dst_addr=0x00280053 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# i16 m=1: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00300053 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=13 dst_dtype=i16 dst_addr=0x00340031 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=-1 dst_num2=1
# i16 m=1: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x003c0031 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=14 dst_dtype=i16 dst_addr=0x00380053 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# i16 m=2: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00400052 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=17 dst_dtype=i16 dst_addr=0x00440032 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=1 dst_num2=2
# i16 m=2: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x004c0032 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=18 dst_dtype=i16 dst_addr=0x00480052 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# i16 m=2: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00500052 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=21 dst_dtype=i16 dst_addr=0x00540034 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=-1 dst_num2=2
# i16 m=2: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x005c0034 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=22 dst_dtype=i16 dst_addr=0x00580052 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# i16 m=2: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00600058 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=25 dst_dtype=i16 dst_addr=0x00640032 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=1 dst_num2=2
# i16 m=2: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x006c0032 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=26 dst_dtype=i16 dst_addr=0x00680058 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# i16 m=2: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00700058 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=29 dst_dtype=i16 dst_addr=0x00740034 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=-1 dst_num2=2
# i16 m=2: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x007c0034 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=30 dst_dtype=i16 dst_addr=0x00780058 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# i16 m=3: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00800053 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=33 dst_dtype=i16 dst_addr=0x00840030 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=1 dst_num2=3
# i16 m=3: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x008c0030 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=34 dst_dtype=i16 dst_addr=0x00880053 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# i16 m=3: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00900053 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=37 dst_dtype=i16 dst_addr=0x00940034 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=-1 dst_num2=3
# i16 m=3: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x009c0034 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=38 dst_dtype=i16 dst_addr=0x00980053 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# i16 m=3: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00a0005d src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=41 dst_dtype=i16 dst_addr=0x00a40030 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=1 dst_num2=3
# i16 m=3: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x00ac0030 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=42 dst_dtype=i16 dst_addr=0x00a8005d dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# i16 m=3: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00b0005d src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=45 dst_dtype=i16 dst_addr=0x00b40034 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=-1 dst_num2=3
# i16 m=3: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x00bc0034 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=46 dst_dtype=i16 dst_addr=0x00b8005d dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# i16 m=4: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00c00054 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=49 dst_dtype=i16 dst_addr=0x00c40031 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=1 dst_num2=4
# i16 m=4: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x00cc0031 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=50 dst_dtype=i16 dst_addr=0x00c80054 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 m=4: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00d00054 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=53 dst_dtype=i16 dst_addr=0x00d40037 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=-1 dst_num2=4
# i16 m=4: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x00dc0037 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=54 dst_dtype=i16 dst_addr=0x00d80054 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 m=4: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x00e00062 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=57 dst_dtype=i16 dst_addr=0x00e40031 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=1 dst_num2=4
# i16 m=4: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x00ec0031 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=58 dst_dtype=i16 dst_addr=0x00e80062 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# i16 m=4: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x00f00062 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=61 dst_dtype=i16 dst_addr=0x00f40037 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=-1 dst_num2=4
# i16 m=4: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x00fc0037 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=62 dst_dtype=i16 dst_addr=0x00f80062 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# i16 m=5: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01000050 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=65 dst_dtype=i16 dst_addr=0x01040032 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=1 dst_num2=5
# i16 m=5: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x010c0032 src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=66 dst_dtype=i16 dst_addr=0x01080050 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# i16 m=5: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01100050 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=69 dst_dtype=i16 dst_addr=0x0114003a dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=-1 dst_num2=5
# i16 m=5: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x011c003a src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=-1 src_num2=5 cross_core_enable=1 peer_partition=70 dst_dtype=i16 dst_addr=0x01180050 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# i16 m=5: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01200062 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=73 dst_dtype=i16 dst_addr=0x01240032 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=1 dst_num2=5
# i16 m=5: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x012c0032 src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=74 dst_dtype=i16 dst_addr=0x01280062 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=-1 dst_num2=10
# i16 m=5: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01300062 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=77 dst_dtype=i16 dst_addr=0x0134003a dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=2 dst_step2=-1 dst_num2=5
# i16 m=5: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x013c003a src_step0=1 src_num0=1 src_step1=5 src_num1=2 src_step2=-1 src_num2=5 cross_core_enable=1 peer_partition=78 dst_dtype=i16 dst_addr=0x01380062 dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=-1 dst_num2=10
# i16 m=6: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01400051 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=81 dst_dtype=i16 dst_addr=0x01440030 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=1 dst_num2=6
# i16 m=6: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x014c0030 src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=82 dst_dtype=i16 dst_addr=0x01480051 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# i16 m=6: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01500051 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=85 dst_dtype=i16 dst_addr=0x0154003a dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=-1 dst_num2=6
# i16 m=6: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x015c003a src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=86 dst_dtype=i16 dst_addr=0x01580051 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# i16 m=6: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01600067 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=89 dst_dtype=i16 dst_addr=0x01640030 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=1 dst_num2=6
# i16 m=6: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x016c0030 src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=90 dst_dtype=i16 dst_addr=0x01680067 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=-1 dst_num2=12
# i16 m=6: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01700067 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=93 dst_dtype=i16 dst_addr=0x0174003a dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=2 dst_step2=-1 dst_num2=6
# i16 m=6: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x017c003a src_step0=1 src_num0=1 src_step1=6 src_num1=2 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=94 dst_dtype=i16 dst_addr=0x01780067 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=-1 dst_num2=12
# i16 m=7: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01800052 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=97 dst_dtype=i16 dst_addr=0x01840031 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=1 dst_num2=7
# i16 m=7: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x018c0031 src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=98 dst_dtype=i16 dst_addr=0x01880052 dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# i16 m=7: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01900052 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=101 dst_dtype=i16 dst_addr=0x0194003d dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=-1 dst_num2=7
# i16 m=7: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x019c003d src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=-1 src_num2=7 cross_core_enable=1 peer_partition=102 dst_dtype=i16 dst_addr=0x01980052 dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# i16 m=7: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01a0006c src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=105 dst_dtype=i16 dst_addr=0x01a40031 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=1 dst_num2=7
# i16 m=7: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x01ac0031 src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=106 dst_dtype=i16 dst_addr=0x01a8006c dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=-1 dst_num2=14
# i16 m=7: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01b0006c src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=109 dst_dtype=i16 dst_addr=0x01b4003d dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=2 dst_step2=-1 dst_num2=7
# i16 m=7: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x01bc003d src_step0=1 src_num0=1 src_step1=7 src_num1=2 src_step2=-1 src_num2=7 cross_core_enable=1 peer_partition=110 dst_dtype=i16 dst_addr=0x01b8006c dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=-1 dst_num2=14
# i16 m=8: src 1 row up, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01c00053 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=113 dst_dtype=i16 dst_addr=0x01c40032 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=1 dst_num2=8
# i16 m=8: src 2 rows up, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x01cc0032 src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=114 dst_dtype=i16 dst_addr=0x01c80053 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# i16 m=8: src 1 row up, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01d00053 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=117 dst_dtype=i16 dst_addr=0x01d40040 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=-1 dst_num2=8
# i16 m=8: src 2 rows down, dst 1 row up
sb2sb src_dtype=i16 src_addr=0x01dc0040 src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=118 dst_dtype=i16 dst_addr=0x01d80053 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# i16 m=8: src 1 row down, dst 2 rows up
sb2sb src_dtype=i16 src_addr=0x01e00071 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=121 dst_dtype=i16 dst_addr=0x01e40032 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=1 dst_num2=8
# i16 m=8: src 2 rows up, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x01ec0032 src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=122 dst_dtype=i16 dst_addr=0x01e80071 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=-1 dst_num2=16
# i16 m=8: src 1 row down, dst 2 rows down
sb2sb src_dtype=i16 src_addr=0x01f00071 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=125 dst_dtype=i16 dst_addr=0x01f40040 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=2 dst_step2=-1 dst_num2=8
# i16 m=8: src 2 rows down, dst 1 row down
sb2sb src_dtype=i16 src_addr=0x01fc0040 src_step0=1 src_num0=1 src_step1=8 src_num1=2 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=126 dst_dtype=i16 dst_addr=0x01f80071 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=-1 dst_num2=16
# fp32 m=1: src 1 row up, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x000000a1 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=1 dst_dtype=fp32 dst_addr=0x00040061 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# fp32 m=1: src 2 rows up, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x000c0061 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=2 dst_dtype=fp32 dst_addr=0x000800a1 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# fp32 m=1: src 1 row up, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x001000a1 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=5 dst_dtype=fp32 dst_addr=0x00140061 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=-1 dst_num2=1
# fp32 m=1: src 2 rows down, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x001c0061 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=6 dst_dtype=fp32 dst_addr=0x001800a1 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# fp32 m=1: src 1 row down, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x002000a5 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=9 dst_dtype=fp32 dst_addr=0x00240061 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# fp32 m=1: src 2 rows up, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x002c0061 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=10 dst_dtype=fp32 dst_addr=0x002800a5 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# fp32 m=1: src 1 row down, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x003000a5 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=13 dst_dtype=fp32 dst_addr=0x00340061 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=-1 dst_num2=1
# fp32 m=1: src 2 rows down, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x003c0061 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=14 dst_dtype=fp32 dst_addr=0x003800a5 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# fp32 m=2: src 1 row up, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x004000a2 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=17 dst_dtype=fp32 dst_addr=0x00440062 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=1 dst_num2=2
# fp32 m=2: src 2 rows up, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x004c0062 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=18 dst_dtype=fp32 dst_addr=0x004800a2 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# fp32 m=2: src 1 row up, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x005000a2 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=21 dst_dtype=fp32 dst_addr=0x00540066 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=-1 dst_num2=2
# fp32 m=2: src 2 rows down, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x005c0066 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=22 dst_dtype=fp32 dst_addr=0x005800a2 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# fp32 m=2: src 1 row down, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x006000ae src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=25 dst_dtype=fp32 dst_addr=0x00640062 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=1 dst_num2=2
# fp32 m=2: src 2 rows up, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x006c0062 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=26 dst_dtype=fp32 dst_addr=0x006800ae dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# fp32 m=2: src 1 row down, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x007000ae src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=29 dst_dtype=fp32 dst_addr=0x00740066 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=2 dst_step2=-1 dst_num2=2
# fp32 m=2: src 2 rows down, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x007c0066 src_step0=1 src_num0=1 src_step1=2 src_num1=2 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=30 dst_dtype=fp32 dst_addr=0x007800ae dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# fp32 m=3: src 1 row up, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x008000a3 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=33 dst_dtype=fp32 dst_addr=0x00840060 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=1 dst_num2=3
# fp32 m=3: src 2 rows up, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x008c0060 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=34 dst_dtype=fp32 dst_addr=0x008800a3 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# fp32 m=3: src 1 row up, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x009000a3 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=37 dst_dtype=fp32 dst_addr=0x00940068 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=-1 dst_num2=3
# fp32 m=3: src 2 rows down, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x009c0068 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=38 dst_dtype=fp32 dst_addr=0x009800a3 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# fp32 m=3: src 1 row down, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x00a000b7 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=41 dst_dtype=fp32 dst_addr=0x00a40060 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=1 dst_num2=3
# fp32 m=3: src 2 rows up, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x00ac0060 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=42 dst_dtype=fp32 dst_addr=0x00a800b7 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# fp32 m=3: src 1 row down, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x00b000b7 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=45 dst_dtype=fp32 dst_addr=0x00b40068 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=2 dst_step2=-1 dst_num2=3
# fp32 m=3: src 2 rows down, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x00bc0068 src_step0=1 src_num0=1 src_step1=3 src_num1=2 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=46 dst_dtype=fp32 dst_addr=0x00b800b7 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# fp32 m=4: src 1 row up, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x00c000a4 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=49 dst_dtype=fp32 dst_addr=0x00c40061 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=1 dst_num2=4
# fp32 m=4: src 2 rows up, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x00cc0061 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=50 dst_dtype=fp32 dst_addr=0x00c800a4 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 m=4: src 1 row up, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x00d000a4 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=53 dst_dtype=fp32 dst_addr=0x00d4006d dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=-1 dst_num2=4
# fp32 m=4: src 2 rows down, dst 1 row up
sb2sb src_dtype=fp32 src_addr=0x00dc006d src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=54 dst_dtype=fp32 dst_addr=0x00d800a4 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 m=4: src 1 row down, dst 2 rows up
sb2sb src_dtype=fp32 src_addr=0x00e000c0 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=57 dst_dtype=fp32 dst_addr=0x00e40061 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=1 dst_num2=4
# fp32 m=4: src 2 rows up, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x00ec0061 src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=58 dst_dtype=fp32 dst_addr=0x00e800c0 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# fp32 m=4: src 1 row down, dst 2 rows down
sb2sb src_dtype=fp32 src_addr=0x00f000c0 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=61 dst_dtype=fp32 dst_addr=0x00f4006d dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=2 dst_step2=-1 dst_num2=4
# fp32 m=4: src 2 rows down, dst 1 row down
sb2sb src_dtype=fp32 src_addr=0x00fc006d src_step0=1 src_num0=1 src_step1=4 src_num1=2 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=62 dst_dtype=fp32 dst_addr=0x00f800c0 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# 3. Far extents: two elements 2^k bytes apart, k = 12 .. 17, dimension 1 or 2, up from
# byte 0 or down from the partition's last element, each element size, each side.
# u8 src dim 1 up 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=4096 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 up 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=4096 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 up 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=4096 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 up 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=4096 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 down 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=-4096 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 down 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=-4096 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 down 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-4096 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 down 2^12 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-4096 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 up 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=8192 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 up 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=8192 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 up 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=8192 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 up 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=8192 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 down 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=-8192 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 down 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=-8192 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 down 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-8192 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 down 2^13 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-8192 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 up 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=16384 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 up 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=16384 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 up 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=16384 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 up 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=16384 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 down 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=-16384 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 down 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=-16384 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 down 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-16384 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 down 2^14 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-16384 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 1 down 2^15 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=-32768 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 1 down 2^15 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=-32768 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# u8 src dim 2 down 2^15 bytes
sb2sb src_dtype=u8 src_addr=0x000c0fff src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-32768 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# u8 dst dim 2 down 2^15 bytes
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=u8 dst_addr=0x000c0fff dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-32768 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 up 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=2048 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 up 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=2048 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 up 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=2048 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 up 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=2048 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 down 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=-2048 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 down 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=-2048 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 down 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-2048 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 down 2^12 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-2048 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 up 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=4096 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 up 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=4096 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 up 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=4096 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 up 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=4096 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 down 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=-4096 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 down 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=-4096 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 down 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-4096 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 down 2^13 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-4096 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 up 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=8192 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 up 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=8192 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 up 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=8192 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 up 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=8192 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 down 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=-8192 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 down 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=-8192 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 down 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-8192 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 down 2^14 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-8192 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 up 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=16384 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 up 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=16384 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 up 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=16384 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 up 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=16384 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 down 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=-16384 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 down 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=-16384 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 down 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-16384 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 down 2^15 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-16384 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 1 down 2^16 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=-32768 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 1 down 2^16 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=-32768 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# i16 src dim 2 down 2^16 bytes
sb2sb src_dtype=i16 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-32768 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# i16 dst dim 2 down 2^16 bytes
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=i16 dst_addr=0x000c0ffe dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-32768 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 up 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1024 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 up 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1024 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 up 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1024 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 up 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1024 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=-1024 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=-1024 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 down 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-1024 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 down 2^12 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-1024 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 up 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=2048 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 up 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=2048 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 up 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=2048 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 up 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=2048 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=-2048 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=-2048 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 down 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-2048 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 down 2^13 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-2048 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 up 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=4096 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 up 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=4096 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 up 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=4096 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 up 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=4096 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=-4096 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=-4096 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 down 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-4096 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 down 2^14 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-4096 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 up 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=8192 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 up 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=8192 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 up 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=8192 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 up 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=8192 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=-8192 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=-8192 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 down 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-8192 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 down 2^15 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-8192 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 up 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=16384 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 up 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=16384 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 up 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=16384 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 up 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=16384 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=-16384 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=-16384 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 down 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-16384 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 down 2^16 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-16384 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 1 down 2^17 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=-32768 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 1 down 2^17 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=-32768 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# fp32 src dim 2 down 2^17 bytes
sb2sb src_dtype=fp32 src_addr=0x000c0ffc src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-32768 src_num2=2 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2  # mover SB2SB_SRC_OFFSET_RANGE
# fp32 dst dim 2 down 2^17 bytes
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=3 dst_dtype=fp32 dst_addr=0x000c0ffc dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-32768 dst_num2=2  # mover SB2SB_DST_OFFSET_RANGE
# 4. Bits of the counts and of step0, one at a time: num0, num1 or num2 = 2^k on both sides
# (k = 0 .. 15); step0 = 2^k (2^15: -32768) with two partition iterations of 1024 bytes, on
# each side, against the same pattern with step0 = 1.
# u8 num0 = 2^0 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^1 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^2 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=4 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=4 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^3 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=8 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=8 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^4 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=16 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=16 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^5 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=32 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=32 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^6 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=64 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=64 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^7 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=128 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=128 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num0 = 2^8 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=256 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=256 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num0 = 2^9 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=512 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=512 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num0 = 2^10 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1024 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1024 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num0 = 2^11 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2048 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2048 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num0 = 2^12 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=4096 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=4096 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num0 = 2^13 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=8192 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=8192 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num0 = 2^14 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=16384 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=16384 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num0 = 2^15 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=32768 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=32768 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# u8 num1 = 2^0 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num1 = 2^1 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# u8 num1 = 2^2 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=4 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=4 dst_step2=1 dst_num2=1
# u8 num1 = 2^3 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=8 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=8 dst_step2=1 dst_num2=1
# u8 num1 = 2^4 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=16 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=16 dst_step2=1 dst_num2=1
# u8 num1 = 2^5 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=32 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=32 dst_step2=1 dst_num2=1
# u8 num1 = 2^6 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=64 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=64 dst_step2=1 dst_num2=1
# u8 num1 = 2^7 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=128 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=128 dst_step2=1 dst_num2=1
# u8 num1 = 2^8 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=256 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=256 dst_step2=1 dst_num2=1
# u8 num1 = 2^9 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=512 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=512 dst_step2=1 dst_num2=1
# u8 num1 = 2^10 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1024 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1024 dst_step2=1 dst_num2=1
# u8 num1 = 2^11 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2048 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2048 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# u8 num1 = 2^12 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=4096 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=4096 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# u8 num1 = 2^13 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=8192 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=8192 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# u8 num1 = 2^14 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=16384 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=16384 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# u8 num1 = 2^15 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=32768 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=32768 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# u8 num2 = 2^0 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8 num2 = 2^1 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=2
# u8 num2 = 2^2 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=4
# u8 num2 = 2^3 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=8
# u8 num2 = 2^4 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=16
# u8 num2 = 2^5 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=32
# u8 num2 = 2^6 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=64
# u8 num2 = 2^7 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=128 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=128
# u8 num2 = 2^8 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# u8 num2 = 2^9 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# u8 num2 = 2^10 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 num2 = 2^11 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=2048 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=2048  # mover SB2SB_TOO_MANY_BYTES
# u8 num2 = 2^12 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=4096 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=4096  # mover SB2SB_TOO_MANY_BYTES
# u8 num2 = 2^13 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=8192 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=8192  # mover SB2SB_TOO_MANY_BYTES
# u8 num2 = 2^14 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=16384 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=16384  # mover SB2SB_TOO_MANY_BYTES
# u8 num2 = 2^15 on both sides
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=32768 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=32768  # mover SB2SB_TOO_MANY_BYTES
# i16 num0 = 2^0 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^1 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^2 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=4 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=4 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^3 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=8 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=8 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^4 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=16 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=16 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^5 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=32 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=32 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^6 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=64 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=64 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^7 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=128 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=128 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num0 = 2^8 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=256 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=256 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num0 = 2^9 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=512 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=512 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num0 = 2^10 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1024 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1024 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num0 = 2^11 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2048 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2048 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num0 = 2^12 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=4096 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=4096 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num0 = 2^13 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=8192 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=8192 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num0 = 2^14 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=16384 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=16384 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num0 = 2^15 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=32768 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=32768 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# i16 num1 = 2^0 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num1 = 2^1 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# i16 num1 = 2^2 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=4 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=4 dst_step2=1 dst_num2=1
# i16 num1 = 2^3 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=8 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=8 dst_step2=1 dst_num2=1
# i16 num1 = 2^4 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=16 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=16 dst_step2=1 dst_num2=1
# i16 num1 = 2^5 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=32 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=32 dst_step2=1 dst_num2=1
# i16 num1 = 2^6 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=64 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=64 dst_step2=1 dst_num2=1
# i16 num1 = 2^7 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=128 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=128 dst_step2=1 dst_num2=1
# i16 num1 = 2^8 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=256 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=256 dst_step2=1 dst_num2=1
# i16 num1 = 2^9 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=512 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=512 dst_step2=1 dst_num2=1
# i16 num1 = 2^10 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1024 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1024 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# i16 num1 = 2^11 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2048 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2048 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# i16 num1 = 2^12 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=4096 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=4096 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# i16 num1 = 2^13 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=8192 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=8192 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# i16 num1 = 2^14 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=16384 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=16384 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# i16 num1 = 2^15 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=32768 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=32768 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# i16 num2 = 2^0 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16 num2 = 2^1 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=2
# i16 num2 = 2^2 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=4
# i16 num2 = 2^3 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=8
# i16 num2 = 2^4 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=16
# i16 num2 = 2^5 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=32
# i16 num2 = 2^6 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=64
# i16 num2 = 2^7 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=128 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=128
# i16 num2 = 2^8 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# i16 num2 = 2^9 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 num2 = 2^10 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_TOO_MANY_BYTES
# i16 num2 = 2^11 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=2048 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=2048  # mover SB2SB_TOO_MANY_BYTES
# i16 num2 = 2^12 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=4096 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=4096  # mover SB2SB_TOO_MANY_BYTES
# i16 num2 = 2^13 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=8192 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=8192  # mover SB2SB_TOO_MANY_BYTES
# i16 num2 = 2^14 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=16384 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=16384  # mover SB2SB_TOO_MANY_BYTES
# i16 num2 = 2^15 on both sides
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=32768 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=32768  # mover SB2SB_TOO_MANY_BYTES
# fp32 num0 = 2^0 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^1 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^2 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=4 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=4 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^3 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=8 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=8 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^4 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=16 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=16 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^5 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=32 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=32 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^6 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=64 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=64 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^7 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=128 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=128 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num0 = 2^8 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=256 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=256 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num0 = 2^9 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=512 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=512 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num0 = 2^10 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1024 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1024 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num0 = 2^11 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2048 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2048 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num0 = 2^12 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=4096 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=4096 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num0 = 2^13 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=8192 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=8192 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num0 = 2^14 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=16384 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=16384 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num0 = 2^15 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=32768 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=32768 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 num1 = 2^0 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num1 = 2^1 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1
# fp32 num1 = 2^2 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=4 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=4 dst_step2=1 dst_num2=1
# fp32 num1 = 2^3 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=8 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=8 dst_step2=1 dst_num2=1
# fp32 num1 = 2^4 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=16 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=16 dst_step2=1 dst_num2=1
# fp32 num1 = 2^5 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=32 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=32 dst_step2=1 dst_num2=1
# fp32 num1 = 2^6 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=64 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=64 dst_step2=1 dst_num2=1
# fp32 num1 = 2^7 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=128 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=128 dst_step2=1 dst_num2=1
# fp32 num1 = 2^8 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=256 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=256 dst_step2=1 dst_num2=1
# fp32 num1 = 2^9 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=512 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=512 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# fp32 num1 = 2^10 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1024 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1024 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# fp32 num1 = 2^11 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2048 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2048 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# fp32 num1 = 2^12 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=4096 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=4096 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# fp32 num1 = 2^13 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=8192 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=8192 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# fp32 num1 = 2^14 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=16384 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=16384 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# fp32 num1 = 2^15 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=32768 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=32768 dst_step2=1 dst_num2=1  # mover SB2SB_TOO_MANY_BYTES
# fp32 num2 = 2^0 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32 num2 = 2^1 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=2
# fp32 num2 = 2^2 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=4
# fp32 num2 = 2^3 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=8
# fp32 num2 = 2^4 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=16
# fp32 num2 = 2^5 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=32
# fp32 num2 = 2^6 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=64
# fp32 num2 = 2^7 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=128 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=128
# fp32 num2 = 2^8 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 num2 = 2^9 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_TOO_MANY_BYTES
# fp32 num2 = 2^10 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_TOO_MANY_BYTES
# fp32 num2 = 2^11 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=2048 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=2048  # mover SB2SB_TOO_MANY_BYTES
# fp32 num2 = 2^12 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=4096 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=4096  # mover SB2SB_TOO_MANY_BYTES
# fp32 num2 = 2^13 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=8192 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=8192  # mover SB2SB_TOO_MANY_BYTES
# fp32 num2 = 2^14 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=16384 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=16384  # mover SB2SB_TOO_MANY_BYTES
# fp32 num2 = 2^15 on both sides
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=32768 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=32768  # mover SB2SB_TOO_MANY_BYTES
# u8 src step0 = 1, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 dst step0 = 1, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 src step0 = 2, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=2 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 dst step0 = 2, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=2 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 src step0 = 4, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=4 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 dst step0 = 4, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=4 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 src step0 = 8, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=8 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 dst step0 = 8, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=8 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 src step0 = 16, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=16 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 dst step0 = 16, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=16 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 src step0 = 32, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=32 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 dst step0 = 32, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=32 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 src step0 = 64, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=64 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 dst step0 = 64, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=64 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024
# u8 src step0 = 128, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=128 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 128, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=128 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = 256, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=256 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 256, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=256 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = 512, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=512 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 512, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=512 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = 1024, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1024 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 1024, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1024 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = 2048, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=2048 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 2048, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=2048 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = 4096, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=4096 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 4096, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=4096 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = 8192, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=8192 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 8192, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=8192 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = 16384, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=16384 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = 16384, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=16384 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# u8 src step0 = -32768, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x01000000 src_step0=-32768 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=0 dst_dtype=u8 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_SRC_PARTITION_RANGE
# u8 dst step0 = -32768, 2 x 1024 elements
sb2sb src_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=64 dst_dtype=u8 dst_addr=0x01000000 dst_step0=-32768 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1024  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 1, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 dst step0 = 1, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 src step0 = 2, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=2 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 dst step0 = 2, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=2 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 src step0 = 4, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=4 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 dst step0 = 4, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=4 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 src step0 = 8, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=8 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 dst step0 = 8, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=8 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 src step0 = 16, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=16 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 dst step0 = 16, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=16 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 src step0 = 32, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=32 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 dst step0 = 32, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=32 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 src step0 = 64, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=64 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 dst step0 = 64, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=64 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512
# i16 src step0 = 128, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=128 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 128, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=128 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 256, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=256 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 256, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=256 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 512, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=512 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 512, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=512 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 1024, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1024 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 1024, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1024 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 2048, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=2048 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 2048, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=2048 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 4096, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=4096 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 4096, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=4096 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 8192, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=8192 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 8192, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=8192 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = 16384, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=16384 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = 16384, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=16384 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# i16 src step0 = -32768, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x01000000 src_step0=-32768 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=0 dst_dtype=i16 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_SRC_PARTITION_RANGE
# i16 dst step0 = -32768, 2 x 512 elements
sb2sb src_dtype=i16 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=64 dst_dtype=i16 dst_addr=0x01000000 dst_step0=-32768 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=512  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 1, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 dst step0 = 1, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 src step0 = 2, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=2 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 dst step0 = 2, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=2 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 src step0 = 4, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=4 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 dst step0 = 4, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=4 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 src step0 = 8, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=8 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 dst step0 = 8, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=8 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 src step0 = 16, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=16 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 dst step0 = 16, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=16 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 src step0 = 32, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=32 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 dst step0 = 32, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=32 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 src step0 = 64, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=64 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 dst step0 = 64, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=64 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256
# fp32 src step0 = 128, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=128 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 128, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=128 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 256, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=256 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 256, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=256 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 512, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=512 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 512, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=512 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 1024, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1024 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 1024, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1024 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 2048, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=2048 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 2048, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=2048 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 4096, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=4096 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 4096, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=4096 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 8192, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=8192 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 8192, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=8192 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = 16384, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=16384 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = 16384, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=16384 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# fp32 src step0 = -32768, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x01000000 src_step0=-32768 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=0 dst_dtype=fp32 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_SRC_PARTITION_RANGE
# fp32 dst step0 = -32768, 2 x 256 elements
sb2sb src_dtype=fp32 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=64 dst_dtype=fp32 dst_addr=0x01000000 dst_step0=-32768 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=256  # mover SB2SB_DST_PARTITION_RANGE
# 5. Inner step 0: a row of one element read or written fit and 1.5 fit times, each side,
# each element size, against a contiguous row of the same count.
# u8 src step2 = 0, 16 elements
sb2sb src_dtype=u8 src_addr=0x00140008 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=0 src_num2=16 cross_core_enable=1 peer_partition=9 dst_dtype=u8 dst_addr=0x00240004 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# u8 dst step2 = 0, 16 elements
sb2sb src_dtype=u8 src_addr=0x00240004 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=5 dst_dtype=u8 dst_addr=0x00140008 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=0 dst_num2=16
# u8 src step2 = 0, 24 elements
sb2sb src_dtype=u8 src_addr=0x00140008 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=0 src_num2=24 cross_core_enable=1 peer_partition=9 dst_dtype=u8 dst_addr=0x00240004 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8 dst step2 = 0, 24 elements
sb2sb src_dtype=u8 src_addr=0x00240004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=5 dst_dtype=u8 dst_addr=0x00140008 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=0 dst_num2=24
# i16 src step2 = 0, 8 elements
sb2sb src_dtype=i16 src_addr=0x00140010 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=0 src_num2=8 cross_core_enable=1 peer_partition=9 dst_dtype=i16 dst_addr=0x00240008 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16 dst step2 = 0, 8 elements
sb2sb src_dtype=i16 src_addr=0x00240008 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=5 dst_dtype=i16 dst_addr=0x00140010 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=0 dst_num2=8
# i16 src step2 = 0, 12 elements
sb2sb src_dtype=i16 src_addr=0x00140010 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=0 src_num2=12 cross_core_enable=1 peer_partition=9 dst_dtype=i16 dst_addr=0x00240008 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# i16 dst step2 = 0, 12 elements
sb2sb src_dtype=i16 src_addr=0x00240008 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=5 dst_dtype=i16 dst_addr=0x00140010 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=0 dst_num2=12
# fp32 src step2 = 0, 4 elements
sb2sb src_dtype=fp32 src_addr=0x00140020 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=0 src_num2=4 cross_core_enable=1 peer_partition=9 dst_dtype=fp32 dst_addr=0x00240010 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# fp32 dst step2 = 0, 4 elements
sb2sb src_dtype=fp32 src_addr=0x00240010 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=5 dst_dtype=fp32 dst_addr=0x00140020 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=0 dst_num2=4
# fp32 src step2 = 0, 6 elements
sb2sb src_dtype=fp32 src_addr=0x00140020 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=0 src_num2=6 cross_core_enable=1 peer_partition=9 dst_dtype=fp32 dst_addr=0x00240010 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# fp32 dst step2 = 0, 6 elements
sb2sb src_dtype=fp32 src_addr=0x00240010 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=5 dst_dtype=fp32 dst_addr=0x00140020 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=0 dst_num2=6
