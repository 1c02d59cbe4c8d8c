# One 0xBF per range error of the mover, each the word's first failing check (S000 §5 order:
# src partition, src offset, dst partition, dst offset), then a legal word. The lockstep's
# stream reaches these codes rarely (its random 0xBF words fail earlier checks); a mutant that
# swapped two of these codes survived without this vector. Addresses: partition << 18 | offset.
# src partition range: partitions 127 and 128 (2 x 64 u8 from partition 127)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01fc0000 src_step0=1 src_num0=2 src_step1=64 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=64 dst_num1=1 dst_step2=1 dst_num2=64  # mover SB2SB_SRC_PARTITION_RANGE
# src offset range: bytes 4064..4127 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000fe0 src_step0=1 src_num0=1 src_step1=64 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=64 dst_num1=1 dst_step2=1 dst_num2=64  # mover SB2SB_SRC_OFFSET_RANGE
# dst partition range: partitions 127 and 128
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=64 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=0 dst_addr=0x01fc0000 dst_step0=1 dst_num0=2 dst_step1=64 dst_num1=1 dst_step2=1 dst_num2=64  # mover SB2SB_DST_PARTITION_RANGE
# dst offset range: bytes 4064..4127 of partition 3
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=64 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=3 dst_addr=0x000c0fe0 dst_step0=1 dst_num0=1 dst_step1=64 dst_num1=1 dst_step2=1 dst_num2=64  # mover SB2SB_DST_OFFSET_RANGE
# legal: the same 64 bytes in range
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=64 src_num1=1 src_step2=1 src_num2=64 cross_core_enable=1 peer_partition=3 dst_addr=0x000c0f00 dst_step0=1 dst_num0=1 dst_step1=64 dst_num1=1 dst_step2=1 dst_num2=64
# Extents past each power of two (a walk from partition 0 or byte 0 whose far end is 2^k, or
# 2^15 with three steps of 2^14): a range compare that misreads one high bit of the extent
# (mutant 120 of the campaign on the RTL of the architecture issue: bit 13 of the dst's
# partition maximum) lets one of them through. Partitions on both sides, offsets on both.
# src partitions 0 and 128
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=128 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0 and 256
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=256 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0 and 512
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=512 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0 and 1024
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1024 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0 and 2048
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=2048 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0 and 4096
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=4096 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0 and 8192
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=8192 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0 and 16384
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=16384 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# src partitions 0, 16384, 32768
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=16384 src_num0=3 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=3 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_PARTITION_RANGE
# dst partitions 0 and 128
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=128 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0 and 256
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=256 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0 and 512
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=512 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0 and 1024
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1024 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0 and 2048
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=2048 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0 and 4096
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=4096 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0 and 8192
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=8192 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0 and 16384
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=16384 dst_num0=2 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# dst partitions 0, 16384, 32768
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=3 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=16384 dst_num0=3 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1  # mover SB2SB_DST_PARTITION_RANGE
# src bytes 0 and 4096 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=4096 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_OFFSET_RANGE
# src bytes 0 and 8192 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=8192 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_OFFSET_RANGE
# src bytes 0 and 16384 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=16384 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_OFFSET_RANGE
# src bytes 0, 16384, 32768 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=16384 src_num1=3 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=3 dst_step2=1 dst_num2=1  # mover SB2SB_SRC_OFFSET_RANGE
# dst bytes 0 and 4096 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=4096 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# dst bytes 0 and 8192 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=8192 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# dst bytes 0 and 16384 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=2 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=16384 dst_num1=2 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
# dst bytes 0, 16384, 32768 of partition 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=1 src_step1=1 src_num1=3 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=0 dst_addr=0x00000000 dst_step0=1 dst_num0=1 dst_step1=16384 dst_num1=3 dst_step2=1 dst_num2=1  # mover SB2SB_DST_OFFSET_RANGE
