# Both sides of the mover's per-partition ceiling (S000 §5: MaxBytesPerPartition 0x400), on the
# source, the destination and both: exactly 1024 bytes in one partition is accepted and copied,
# one element more is refused with SB2SB_TOO_MANY_BYTES and writes nothing. The other side
# spreads the same elements over partitions within the ceiling, so only the named side is over.
# u8 (one element = one byte: 1024 / 1025), fp32 (256 / 257 elements) and a step0 = 0 walk
# (five partition iterations on one partition: 5 x 205 = 1025 bytes) on each side and on both.
# Addresses: partition << 18 | byte offset; the dst is the peer core's SBUF.
# dst at the ceiling (1 x 1024 u8), src 2 x 512: accepted
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=2 src_step1=512 src_num1=1 src_step2=1 src_num2=512 cross_core_enable=1 peer_partition=4 dst_addr=0x00100000 dst_step0=1 dst_num0=1 dst_step1=1024 dst_num1=1 dst_step2=1 dst_num2=1024
# dst one byte past (1 x 1025 u8), src 5 x 205: SB2SB_TOO_MANY_BYTES
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00000000 src_step0=1 src_num0=5 src_step1=205 src_num1=1 src_step2=1 src_num2=205 cross_core_enable=1 peer_partition=4 dst_addr=0x00100000 dst_step0=1 dst_num0=1 dst_step1=1025 dst_num1=1 dst_step2=1 dst_num2=1025  # mover SB2SB_TOO_MANY_BYTES
# src at the ceiling (1 x 1024 u8), dst 2 x 512: accepted
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00280100 src_step0=1 src_num0=1 src_step1=1024 src_num1=1 src_step2=1 src_num2=1024 cross_core_enable=1 peer_partition=12 dst_addr=0x00300000 dst_step0=1 dst_num0=2 dst_step1=512 dst_num1=1 dst_step2=1 dst_num2=512
# src one byte past (1 x 1025 u8), dst 5 x 205: SB2SB_TOO_MANY_BYTES
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00280100 src_step0=1 src_num0=1 src_step1=1025 src_num1=1 src_step2=1 src_num2=1025 cross_core_enable=1 peer_partition=12 dst_addr=0x00300000 dst_step0=1 dst_num0=5 dst_step1=205 dst_num1=1 dst_step2=1 dst_num2=205  # mover SB2SB_TOO_MANY_BYTES
# both at the ceiling (32 x 32 u8 rows in one partition each): accepted
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00400200 src_step0=1 src_num0=1 src_step1=32 src_num1=32 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=20 dst_addr=0x00500000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=32 dst_step2=1 dst_num2=32
# both one byte past (25 x 41 u8): SB2SB_TOO_MANY_BYTES
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00400200 src_step0=1 src_num0=1 src_step1=41 src_num1=25 src_step2=1 src_num2=41 cross_core_enable=1 peer_partition=20 dst_addr=0x00500000 dst_step0=1 dst_num0=1 dst_step1=41 dst_num1=25 dst_step2=1 dst_num2=41  # mover SB2SB_TOO_MANY_BYTES
# fp32 (257 is prime: no spread over partitions): dst 1 x 256 (1024 bytes) from 2 x 128 accepted,
# 1 x 257 on both sides (1028 bytes) refused
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00600000 src_step0=1 src_num0=2 src_step1=128 src_num1=1 src_step2=1 src_num2=128 cross_core_enable=1 peer_partition=30 dst_addr=0x00780000 dst_step0=1 dst_num0=1 dst_step1=256 dst_num1=1 dst_step2=1 dst_num2=256
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00600000 src_step0=1 src_num0=1 src_step1=257 src_num1=1 src_step2=1 src_num2=257 cross_core_enable=1 peer_partition=30 dst_addr=0x00780000 dst_step0=1 dst_num0=1 dst_step1=257 dst_num1=1 dst_step2=1 dst_num2=257  # mover SB2SB_TOO_MANY_BYTES
# step0 = 0 on the dst: 4 x 256 u8 on one partition (1024) accepted, 5 x 205 (1025) refused
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00800000 src_step0=1 src_num0=4 src_step1=256 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00400 dst_step0=0 dst_num0=4 dst_step1=256 dst_num1=1 dst_step2=1 dst_num2=256
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00800000 src_step0=1 src_num0=5 src_step1=205 src_num1=1 src_step2=1 src_num2=205 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00400 dst_step0=0 dst_num0=5 dst_step1=205 dst_num1=1 dst_step2=1 dst_num2=205  # mover SB2SB_TOO_MANY_BYTES
# step0 = 0 on the src (its extent's repeat flag, as the dst's above): 4 x 256 u8 read from one
# partition (1024) accepted, 5 x 205 (1025) refused
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c00000 src_step0=0 src_num0=4 src_step1=256 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=50 dst_addr=0x00e00000 dst_step0=1 dst_num0=4 dst_step1=256 dst_num1=1 dst_step2=1 dst_num2=256
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c00000 src_step0=0 src_num0=5 src_step1=205 src_num1=1 src_step2=1 src_num2=205 cross_core_enable=1 peer_partition=50 dst_addr=0x00e00000 dst_step0=1 dst_num0=5 dst_step1=205 dst_num1=1 dst_step2=1 dst_num2=205  # mover SB2SB_TOO_MANY_BYTES
# step0 = 0 on both sides: 4 x 256 accepted, 5 x 205 refused
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c00400 src_step0=0 src_num0=4 src_step1=256 src_num1=1 src_step2=1 src_num2=256 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00000 dst_step0=0 dst_num0=4 dst_step1=256 dst_num1=1 dst_step2=1 dst_num2=256
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c00400 src_step0=0 src_num0=5 src_step1=205 src_num1=1 src_step2=1 src_num2=205 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00000 dst_step0=0 dst_num0=5 dst_step1=205 dst_num1=1 dst_step2=1 dst_num2=205  # mover SB2SB_TOO_MANY_BYTES
