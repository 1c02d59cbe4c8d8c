# SB2SB (0xBF, S000 §5) rows for the mover's multi-element beats (docs/mover.md, "Beats"):
# every step class of the beat table
# on rows long enough to fill many 16-byte windows. u8, i16 and fp32 rows of 24 elements with
# inner steps 1..17 on the source or the destination (the other side contiguous), at three
# window lanes; rows running downwards from the partition's end (negative steps, on either
# side and on both); both sides strided with different steps; the repeating destination
# (dst step 0) in the middle and at the partition's last element; rows that end exactly at
# the partition end; rows shorter than a window. Every word is legal and is copied; the
# lockstep compares every byte write and the final SBUFs. Addresses: partition << 18 | byte
# offset; the destination is the peer core's SBUF. The generated streams seldom hold long
# strided rows (most legal 0xBF words there move one element per row), so mutants of the beat
# tables survived them (docs/robustness.md, mutation campaign).
# u8: src step 1, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x001c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=14 dst_addr=0x00380000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 1, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00540000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=28 dst_addr=0x00700000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src step 1, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x008c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=42 dst_addr=0x00a8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 1, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=56 dst_addr=0x00e00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src step 1, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00fc000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=70 dst_addr=0x01180007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 1, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01340001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=84 dst_addr=0x0150000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src step -1 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x016c0ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=98 dst_addr=0x01880003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -1 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01a40002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00ffe dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: both rows downwards, steps -1 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01dc0ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80ffd dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 1, dst step 3
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00140001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=12 dst_addr=0x00300007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# u8: src step 2, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x004c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=26 dst_addr=0x00680000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 2, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00840000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# u8: src step 2, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00bc0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=54 dst_addr=0x00d8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 2, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00f40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=68 dst_addr=0x01100005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# u8: src step 2, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x012c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=82 dst_addr=0x01480007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 2, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01640001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=96 dst_addr=0x0180000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# u8: src step -2 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x019c0ffd src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-2 src_num2=24 cross_core_enable=1 peer_partition=110 dst_addr=0x01b80003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -2 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01d40002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00ffd dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-2 dst_num2=24
# u8: both rows downwards, steps -2 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x000c0ffd src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-2 src_num2=24 cross_core_enable=1 peer_partition=10 dst_addr=0x00280ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 2, dst step 4
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00440001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=24 dst_addr=0x00600007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# u8: src step 3, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x007c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=38 dst_addr=0x00980000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 3, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00b40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# u8: src step 3, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ec0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=66 dst_addr=0x0108000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 3, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01240009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=80 dst_addr=0x01400005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# u8: src step 3, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x015c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=94 dst_addr=0x01780007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 3, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01940001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=108 dst_addr=0x01b0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# u8: src step -3 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01cc0ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-3 src_num2=24 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -3 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00040002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=8 dst_addr=0x00200ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-3 dst_num2=24
# u8: both rows downwards, steps -3 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x003c0ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-3 src_num2=24 cross_core_enable=1 peer_partition=22 dst_addr=0x00580ffb dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 3, dst step 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00740001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=36 dst_addr=0x00900007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# u8: src step 4, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ac0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=50 dst_addr=0x00c80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 4, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00e40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=64 dst_addr=0x01000000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# u8: src step 4, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x011c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=78 dst_addr=0x0138000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 4, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01540009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=92 dst_addr=0x01700005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# u8: src step 4, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x018c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 4, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01c40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=120 dst_addr=0x01e0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# u8: src step -4 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01fc0ffb src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-4 src_num2=24 cross_core_enable=1 peer_partition=6 dst_addr=0x00180003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -4 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00340002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=20 dst_addr=0x00500ffb dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-4 dst_num2=24
# u8: both rows downwards, steps -4 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x006c0ffb src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-4 src_num2=24 cross_core_enable=1 peer_partition=34 dst_addr=0x00880ffa dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 4, dst step 6
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00a40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# u8: src step 5, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00dc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=62 dst_addr=0x00f80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 5, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01140000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=76 dst_addr=0x01300000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# u8: src step 5, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x014c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=90 dst_addr=0x0168000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 5, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01840009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# u8: src step 5, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01bc000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=118 dst_addr=0x01d80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 5, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01f40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=4 dst_addr=0x0010000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# u8: src step -5 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x002c0ffa src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-5 src_num2=24 cross_core_enable=1 peer_partition=18 dst_addr=0x00480003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -5 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00640002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=32 dst_addr=0x00800ffa dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-5 dst_num2=24
# u8: both rows downwards, steps -5 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x009c0ffa src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-5 src_num2=24 cross_core_enable=1 peer_partition=46 dst_addr=0x00b80ff9 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 5, dst step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00d40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# u8: src step 6, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x010c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=74 dst_addr=0x01280000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 6, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01440000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=88 dst_addr=0x01600000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# u8: src step 6, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x017c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=102 dst_addr=0x0198000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 6, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01b40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=116 dst_addr=0x01d00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# u8: src step 6, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01ec000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=2 dst_addr=0x00080007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 6, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00240001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=16 dst_addr=0x0040000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# u8: src step -6 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x005c0ff9 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-6 src_num2=24 cross_core_enable=1 peer_partition=30 dst_addr=0x00780003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -6 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00940002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=44 dst_addr=0x00b00ff9 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-6 dst_num2=24
# u8: both rows downwards, steps -6 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00cc0ff9 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-6 src_num2=24 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 6, dst step 3
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01040001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=72 dst_addr=0x01200007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# u8: src step 7, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x013c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=86 dst_addr=0x01580000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 7, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01740000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=100 dst_addr=0x01900000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# u8: src step 7, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01ac0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=114 dst_addr=0x01c8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 7, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01e40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=0 dst_addr=0x00000005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# u8: src step 7, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x001c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=14 dst_addr=0x00380007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 7, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00540001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=28 dst_addr=0x0070000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# u8: src step -7 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x008c0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-7 src_num2=24 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -7 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c40002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=56 dst_addr=0x00e00ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-7 dst_num2=24
# u8: both rows downwards, steps -7 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00fc0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-7 src_num2=24 cross_core_enable=1 peer_partition=70 dst_addr=0x01180ff7 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 7, dst step 4
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01340001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=84 dst_addr=0x01500007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# u8: src step 8, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x016c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=98 dst_addr=0x01880000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 8, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01a40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# u8: src step 8, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01dc0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=126 dst_addr=0x01f8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 8, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00140009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=12 dst_addr=0x00300005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# u8: src step 8, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x004c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=26 dst_addr=0x00680007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 8, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00840001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=40 dst_addr=0x00a0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# u8: src step -8 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00bc0ff7 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-8 src_num2=24 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -8 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00f40002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=68 dst_addr=0x01100ff7 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-8 dst_num2=24
# u8: both rows downwards, steps -8 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x012c0ff7 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-8 src_num2=24 cross_core_enable=1 peer_partition=82 dst_addr=0x01480ff6 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 8, dst step 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01640001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=96 dst_addr=0x01800007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# u8: src step 9, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x019c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=110 dst_addr=0x01b80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 9, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01d40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# u8: src step 9, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x000c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=10 dst_addr=0x0028000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 9, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00440009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=24 dst_addr=0x00600005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# u8: src step 9, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x007c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=38 dst_addr=0x00980007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 9, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00b40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=52 dst_addr=0x00d0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# u8: src step -9 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ec0ff6 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-9 src_num2=24 cross_core_enable=1 peer_partition=66 dst_addr=0x01080003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -9 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01240002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=80 dst_addr=0x01400ff6 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-9 dst_num2=24
# u8: both rows downwards, steps -9 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x015c0ff6 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-9 src_num2=24 cross_core_enable=1 peer_partition=94 dst_addr=0x01780ff5 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 9, dst step 6
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01940001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# u8: src step 11, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01cc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 11, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00040000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=8 dst_addr=0x00200000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=11 dst_num2=24
# u8: src step 11, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x003c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=22 dst_addr=0x0058000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 11, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00740009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=36 dst_addr=0x00900005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=11 dst_num2=24
# u8: src step 11, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ac000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=50 dst_addr=0x00c80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 11, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00e40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=64 dst_addr=0x0100000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=11 dst_num2=24
# u8: src step -11 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x011c0ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-11 src_num2=24 cross_core_enable=1 peer_partition=78 dst_addr=0x01380003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -11 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01540002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=92 dst_addr=0x01700ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-11 dst_num2=24
# u8: both rows downwards, steps -11 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x018c0ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-11 src_num2=24 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80ff3 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 11, dst step 3
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01c40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# u8: src step 13, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01fc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=6 dst_addr=0x00180000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 13, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00340000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=20 dst_addr=0x00500000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=13 dst_num2=24
# u8: src step 13, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x006c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=34 dst_addr=0x0088000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 13, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00a40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=13 dst_num2=24
# u8: src step 13, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00dc000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=62 dst_addr=0x00f80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 13, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01140001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=76 dst_addr=0x0130000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=13 dst_num2=24
# u8: src step -13 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x014c0ff2 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-13 src_num2=24 cross_core_enable=1 peer_partition=90 dst_addr=0x01680003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -13 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01840002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00ff2 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-13 dst_num2=24
# u8: both rows downwards, steps -13 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01bc0ff2 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-13 src_num2=24 cross_core_enable=1 peer_partition=118 dst_addr=0x01d80ff1 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 13, dst step 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01f40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=4 dst_addr=0x00100007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# u8: src step 15, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x002c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=18 dst_addr=0x00480000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 15, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00640000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=32 dst_addr=0x00800000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=15 dst_num2=24
# u8: src step 15, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x009c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=46 dst_addr=0x00b8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 15, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00d40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=15 dst_num2=24
# u8: src step 15, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x010c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=74 dst_addr=0x01280007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 15, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01440001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=88 dst_addr=0x0160000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=15 dst_num2=24
# u8: src step -15 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x017c0ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-15 src_num2=24 cross_core_enable=1 peer_partition=102 dst_addr=0x01980003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -15 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01b40002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=116 dst_addr=0x01d00ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-15 dst_num2=24
# u8: both rows downwards, steps -15 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01ec0ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-15 src_num2=24 cross_core_enable=1 peer_partition=2 dst_addr=0x00080fef dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 15, dst step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00240001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=16 dst_addr=0x00400007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# u8: src step 16, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x005c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=30 dst_addr=0x00780000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 16, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00940000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=44 dst_addr=0x00b00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=16 dst_num2=24
# u8: src step 16, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00cc0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=58 dst_addr=0x00e8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 16, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01040009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=72 dst_addr=0x01200005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=16 dst_num2=24
# u8: src step 16, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x013c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=86 dst_addr=0x01580007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 16, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01740001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=100 dst_addr=0x0190000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=16 dst_num2=24
# u8: src step -16 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01ac0fff src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-16 src_num2=24 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -16 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01e40002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=0 dst_addr=0x00000fff dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-16 dst_num2=24
# u8: both rows downwards, steps -16 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x001c0fff src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-16 src_num2=24 cross_core_enable=1 peer_partition=14 dst_addr=0x00380ffe dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 16, dst step 3
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00540001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=28 dst_addr=0x00700007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# u8: src step 17, dst contiguous, src at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x008c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 17, dst at lane 0
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=56 dst_addr=0x00e00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=17 dst_num2=24
# u8: src step 17, dst contiguous, src at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00fc0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=70 dst_addr=0x0118000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 17, dst at lane 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01340009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=84 dst_addr=0x01500005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=17 dst_num2=24
# u8: src step 17, dst contiguous, src at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x016c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=98 dst_addr=0x01880007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step 17, dst at lane 13
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01a40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=112 dst_addr=0x01c0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=17 dst_num2=24
# u8: src step -17 (row downwards), dst contiguous
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01dc0ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-17 src_num2=24 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80003 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: src contiguous, dst step -17 (row downwards)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00140002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=12 dst_addr=0x00300ffe dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-17 dst_num2=24
# u8: both rows downwards, steps -17 and -1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x004c0ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-17 src_num2=24 cross_core_enable=1 peer_partition=26 dst_addr=0x00680ffd dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: src step 17, dst step 4
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00840001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# u8: dst step 0 (one element written 24 times)
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00bc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80009 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=0 dst_num2=24
# u8: dst step 0 at the partition's last element
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00f40fe8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=68 dst_addr=0x01100fff dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=0 dst_num2=24
# u8: src row ends at the partition end, dst step 2 ends one element before it
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x012c0fe8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=82 dst_addr=0x01480fd1 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# u8: a row of 1
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0164000b src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=96 dst_addr=0x01800002 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=3 dst_num2=1
# u8: a row of 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x019c000b src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=110 dst_addr=0x01b80002 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=3 dst_num2=2
# u8: a row of 3
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01d4000b src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00002 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=3 dst_num2=3
# u8: a row of 5
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x000c000b src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=10 dst_addr=0x00280002 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=3 dst_num2=5
# i16: src step 1, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00440000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=24 dst_addr=0x00600000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 1, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x007c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=38 dst_addr=0x00980000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src step 1, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00b40005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=52 dst_addr=0x00d0000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 1, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ec0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=66 dst_addr=0x01080005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src step 1, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0124000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=80 dst_addr=0x01400007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 1, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x015c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=94 dst_addr=0x0178000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src step -1 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01940ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -1 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01cc0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: both rows downwards, steps -1 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00040ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=8 dst_addr=0x00200ffa dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 1, dst step 3
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x003c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=22 dst_addr=0x0058000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# i16: src step 2, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00740000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=36 dst_addr=0x00900000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 2, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ac0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=50 dst_addr=0x00c80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# i16: src step 2, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00e40005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=64 dst_addr=0x0100000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 2, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x011c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=78 dst_addr=0x01380005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# i16: src step 2, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0154000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=92 dst_addr=0x01700007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 2, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x018c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=106 dst_addr=0x01a8000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# i16: src step -2 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01c40ffa src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-2 src_num2=24 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -2 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01fc0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=6 dst_addr=0x00180ffa dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-2 dst_num2=24
# i16: both rows downwards, steps -2 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00340ffa src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-2 src_num2=24 cross_core_enable=1 peer_partition=20 dst_addr=0x00500ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 2, dst step 4
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x006c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=34 dst_addr=0x0088000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# i16: src step 3, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00a40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 3, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00dc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=62 dst_addr=0x00f80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# i16: src step 3, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01140005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=76 dst_addr=0x0130000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 3, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x014c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=90 dst_addr=0x01680005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# i16: src step 3, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0184000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 3, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01bc0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=118 dst_addr=0x01d8000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# i16: src step -3 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01f40ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-3 src_num2=24 cross_core_enable=1 peer_partition=4 dst_addr=0x00100006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -3 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x002c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=18 dst_addr=0x00480ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-3 dst_num2=24
# i16: both rows downwards, steps -3 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00640ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-3 src_num2=24 cross_core_enable=1 peer_partition=32 dst_addr=0x00800ff6 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 3, dst step 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x009c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=46 dst_addr=0x00b8000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# i16: src step 4, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00d40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 4, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x010c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=74 dst_addr=0x01280000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# i16: src step 4, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01440005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=88 dst_addr=0x0160000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 4, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x017c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=102 dst_addr=0x01980005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# i16: src step 4, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01b4000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=116 dst_addr=0x01d00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 4, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ec0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=2 dst_addr=0x0008000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# i16: src step -4 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00240ff6 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-4 src_num2=24 cross_core_enable=1 peer_partition=16 dst_addr=0x00400006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -4 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x005c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=30 dst_addr=0x00780ff6 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-4 dst_num2=24
# i16: both rows downwards, steps -4 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00940ff6 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-4 src_num2=24 cross_core_enable=1 peer_partition=44 dst_addr=0x00b00ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 4, dst step 6
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00cc0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=58 dst_addr=0x00e8000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# i16: src step 5, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01040000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=72 dst_addr=0x01200000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 5, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x013c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=86 dst_addr=0x01580000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# i16: src step 5, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01740005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=100 dst_addr=0x0190000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 5, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ac0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# i16: src step 5, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01e4000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=0 dst_addr=0x00000007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 5, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x001c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=14 dst_addr=0x0038000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# i16: src step -5 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00540ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-5 src_num2=24 cross_core_enable=1 peer_partition=28 dst_addr=0x00700006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -5 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x008c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-5 dst_num2=24
# i16: both rows downwards, steps -5 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00c40ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-5 src_num2=24 cross_core_enable=1 peer_partition=56 dst_addr=0x00e00ff2 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 5, dst step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00fc0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=70 dst_addr=0x0118000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# i16: src step 6, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01340000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=84 dst_addr=0x01500000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 6, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x016c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=98 dst_addr=0x01880000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# i16: src step 6, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01a40005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=112 dst_addr=0x01c0000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 6, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01dc0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# i16: src step 6, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0014000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=12 dst_addr=0x00300007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 6, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x004c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=26 dst_addr=0x0068000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# i16: src step -6 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00840ff2 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-6 src_num2=24 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -6 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00bc0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80ff2 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-6 dst_num2=24
# i16: both rows downwards, steps -6 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00f40ff2 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-6 src_num2=24 cross_core_enable=1 peer_partition=68 dst_addr=0x01100ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 6, dst step 3
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x012c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=82 dst_addr=0x0148000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# i16: src step 7, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01640000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=96 dst_addr=0x01800000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 7, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x019c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=110 dst_addr=0x01b80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# i16: src step 7, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01d40005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=124 dst_addr=0x01f0000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 7, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x000c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=10 dst_addr=0x00280005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# i16: src step 7, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0044000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=24 dst_addr=0x00600007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 7, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x007c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=38 dst_addr=0x0098000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# i16: src step -7 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00b40ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-7 src_num2=24 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -7 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ec0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=66 dst_addr=0x01080ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-7 dst_num2=24
# i16: both rows downwards, steps -7 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01240ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-7 src_num2=24 cross_core_enable=1 peer_partition=80 dst_addr=0x01400fee dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 7, dst step 4
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x015c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=94 dst_addr=0x0178000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# i16: src step 8, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01940000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 8, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01cc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# i16: src step 8, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00040005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=8 dst_addr=0x0020000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 8, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x003c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=22 dst_addr=0x00580005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# i16: src step 8, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0074000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=36 dst_addr=0x00900007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 8, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ac0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=50 dst_addr=0x00c8000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# i16: src step -8 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00e40ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-8 src_num2=24 cross_core_enable=1 peer_partition=64 dst_addr=0x01000006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -8 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x011c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=78 dst_addr=0x01380ffe dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-8 dst_num2=24
# i16: both rows downwards, steps -8 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01540ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-8 src_num2=24 cross_core_enable=1 peer_partition=92 dst_addr=0x01700ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 8, dst step 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x018c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=106 dst_addr=0x01a8000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# i16: src step 9, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01c40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 9, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01fc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=6 dst_addr=0x00180000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# i16: src step 9, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00340005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=20 dst_addr=0x0050000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 9, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x006c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=34 dst_addr=0x00880005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# i16: src step 9, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00a4000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 9, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00dc0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=62 dst_addr=0x00f8000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# i16: src step -9 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01140ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-9 src_num2=24 cross_core_enable=1 peer_partition=76 dst_addr=0x01300006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -9 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x014c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=90 dst_addr=0x01680ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-9 dst_num2=24
# i16: both rows downwards, steps -9 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01840ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-9 src_num2=24 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00ffa dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 9, dst step 6
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01bc0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=118 dst_addr=0x01d8000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# i16: src step 11, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01f40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=4 dst_addr=0x00100000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 11, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x002c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=18 dst_addr=0x00480000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=11 dst_num2=24
# i16: src step 11, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00640005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=32 dst_addr=0x0080000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 11, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x009c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=46 dst_addr=0x00b80005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=11 dst_num2=24
# i16: src step 11, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00d4000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 11, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x010c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=74 dst_addr=0x0128000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=11 dst_num2=24
# i16: src step -11 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01440ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-11 src_num2=24 cross_core_enable=1 peer_partition=88 dst_addr=0x01600006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -11 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x017c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=102 dst_addr=0x01980ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-11 dst_num2=24
# i16: both rows downwards, steps -11 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01b40ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-11 src_num2=24 cross_core_enable=1 peer_partition=116 dst_addr=0x01d00ff6 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 11, dst step 3
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ec0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=11 src_num2=24 cross_core_enable=1 peer_partition=2 dst_addr=0x0008000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# i16: src step 13, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00240000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=16 dst_addr=0x00400000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 13, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x005c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=30 dst_addr=0x00780000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=13 dst_num2=24
# i16: src step 13, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00940005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=44 dst_addr=0x00b0000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 13, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00cc0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=13 dst_num2=24
# i16: src step 13, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0104000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=72 dst_addr=0x01200007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 13, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x013c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=86 dst_addr=0x0158000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=13 dst_num2=24
# i16: src step -13 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01740ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-13 src_num2=24 cross_core_enable=1 peer_partition=100 dst_addr=0x01900006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -13 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ac0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-13 dst_num2=24
# i16: both rows downwards, steps -13 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01e40ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-13 src_num2=24 cross_core_enable=1 peer_partition=0 dst_addr=0x00000ff2 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 13, dst step 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x001c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=13 src_num2=24 cross_core_enable=1 peer_partition=14 dst_addr=0x0038000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# i16: src step 15, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00540000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=28 dst_addr=0x00700000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 15, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x008c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=15 dst_num2=24
# i16: src step 15, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00c40005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=56 dst_addr=0x00e0000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 15, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00fc0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=70 dst_addr=0x01180005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=15 dst_num2=24
# i16: src step 15, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0134000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=84 dst_addr=0x01500007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 15, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x016c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=98 dst_addr=0x0188000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=15 dst_num2=24
# i16: src step -15 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01a40ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-15 src_num2=24 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -15 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01dc0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-15 dst_num2=24
# i16: both rows downwards, steps -15 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00140ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-15 src_num2=24 cross_core_enable=1 peer_partition=12 dst_addr=0x00300fee dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 15, dst step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x004c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=15 src_num2=24 cross_core_enable=1 peer_partition=26 dst_addr=0x0068000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# i16: src step 16, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00840000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 16, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00bc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=16 dst_num2=24
# i16: src step 16, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00f40005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=68 dst_addr=0x0110000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 16, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x012c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=82 dst_addr=0x01480005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=16 dst_num2=24
# i16: src step 16, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0164000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=96 dst_addr=0x01800007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 16, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x019c0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=110 dst_addr=0x01b8000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=16 dst_num2=24
# i16: src step -16 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01d40ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-16 src_num2=24 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -16 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x000c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=10 dst_addr=0x00280ffe dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-16 dst_num2=24
# i16: both rows downwards, steps -16 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00440ffe src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-16 src_num2=24 cross_core_enable=1 peer_partition=24 dst_addr=0x00600ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 16, dst step 3
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x007c0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=16 src_num2=24 cross_core_enable=1 peer_partition=38 dst_addr=0x0098000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# i16: src step 17, dst contiguous, src at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00b40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 17, dst at lane 0
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ec0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=66 dst_addr=0x01080000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=17 dst_num2=24
# i16: src step 17, dst contiguous, src at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01240005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=80 dst_addr=0x0140000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 17, dst at lane 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x015c0009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=94 dst_addr=0x01780005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=17 dst_num2=24
# i16: src step 17, dst contiguous, src at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0194000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step 17, dst at lane 13
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01cc0001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=122 dst_addr=0x01e8000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=17 dst_num2=24
# i16: src step -17 (row downwards), dst contiguous
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00040ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-17 src_num2=24 cross_core_enable=1 peer_partition=8 dst_addr=0x00200006 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: src contiguous, dst step -17 (row downwards)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x003c0004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=22 dst_addr=0x00580ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-17 dst_num2=24
# i16: both rows downwards, steps -17 and -1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00740ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-17 src_num2=24 cross_core_enable=1 peer_partition=36 dst_addr=0x00900ffa dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: src step 17, dst step 4
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ac0002 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=17 src_num2=24 cross_core_enable=1 peer_partition=50 dst_addr=0x00c8000e dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# i16: dst step 0 (one element written 24 times)
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00e40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=64 dst_addr=0x01000012 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=0 dst_num2=24
# i16: dst step 0 at the partition's last element
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x011c0fd0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=78 dst_addr=0x01380ffe dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=0 dst_num2=24
# i16: src row ends at the partition end, dst step 2 ends one element before it
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01540fd0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=92 dst_addr=0x01700fa2 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# i16: a row of 1
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x018c000b src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80002 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=3 dst_num2=1
# i16: a row of 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01c4000b src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00002 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=3 dst_num2=2
# i16: a row of 3
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01fc000b src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=6 dst_addr=0x00180002 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=3 dst_num2=3
# i16: a row of 5
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0034000b src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=20 dst_addr=0x00500002 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=3 dst_num2=5
# fp32: src step 1, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x006c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=34 dst_addr=0x00880000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 1, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00a40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src step 1, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00dc0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=62 dst_addr=0x00f8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 1, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01140009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=76 dst_addr=0x01300005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src step 1, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x014c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=90 dst_addr=0x01680007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 1, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01840001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=104 dst_addr=0x01a0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src step -1 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01bc0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=118 dst_addr=0x01d8000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -1 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01f40008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=4 dst_addr=0x00100ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: both rows downwards, steps -1 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x002c0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=18 dst_addr=0x00480ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 1, dst step 3
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00640004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=32 dst_addr=0x0080001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# fp32: src step 2, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x009c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=46 dst_addr=0x00b80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 2, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00d40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# fp32: src step 2, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x010c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=74 dst_addr=0x0128000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 2, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01440009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=88 dst_addr=0x01600005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# fp32: src step 2, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x017c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=102 dst_addr=0x01980007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 2, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01b40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=116 dst_addr=0x01d0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# fp32: src step -2 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01ec0ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-2 src_num2=24 cross_core_enable=1 peer_partition=2 dst_addr=0x0008000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -2 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00240008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=16 dst_addr=0x00400ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-2 dst_num2=24
# fp32: both rows downwards, steps -2 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x005c0ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-2 src_num2=24 cross_core_enable=1 peer_partition=30 dst_addr=0x00780ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 2, dst step 4
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00940004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=44 dst_addr=0x00b0001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# fp32: src step 3, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00cc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 3, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01040000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=72 dst_addr=0x01200000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# fp32: src step 3, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x013c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=86 dst_addr=0x0158000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 3, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01740009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=100 dst_addr=0x01900005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# fp32: src step 3, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01ac000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 3, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01e40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=0 dst_addr=0x0000000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# fp32: src step -3 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x001c0ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-3 src_num2=24 cross_core_enable=1 peer_partition=14 dst_addr=0x0038000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -3 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00540008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=28 dst_addr=0x00700ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-3 dst_num2=24
# fp32: both rows downwards, steps -3 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x008c0ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-3 src_num2=24 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80fec dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 3, dst step 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00c40004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=3 src_num2=24 cross_core_enable=1 peer_partition=56 dst_addr=0x00e0001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# fp32: src step 4, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00fc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=70 dst_addr=0x01180000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 4, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01340000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=84 dst_addr=0x01500000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# fp32: src step 4, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x016c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=98 dst_addr=0x0188000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 4, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01a40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# fp32: src step 4, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01dc000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 4, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00140001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=12 dst_addr=0x0030000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# fp32: src step -4 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x004c0ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-4 src_num2=24 cross_core_enable=1 peer_partition=26 dst_addr=0x0068000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -4 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00840008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-4 dst_num2=24
# fp32: both rows downwards, steps -4 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00bc0ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-4 src_num2=24 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 4, dst step 6
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00f40004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=4 src_num2=24 cross_core_enable=1 peer_partition=68 dst_addr=0x0110001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# fp32: src step 5, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x012c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=82 dst_addr=0x01480000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 5, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01640000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=96 dst_addr=0x01800000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# fp32: src step 5, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x019c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=110 dst_addr=0x01b8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 5, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01d40009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# fp32: src step 5, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x000c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=10 dst_addr=0x00280007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 5, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00440001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=24 dst_addr=0x0060000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# fp32: src step -5 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x007c0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-5 src_num2=24 cross_core_enable=1 peer_partition=38 dst_addr=0x0098000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -5 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00b40008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-5 dst_num2=24
# fp32: both rows downwards, steps -5 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00ec0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-5 src_num2=24 cross_core_enable=1 peer_partition=66 dst_addr=0x01080ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 5, dst step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01240004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=5 src_num2=24 cross_core_enable=1 peer_partition=80 dst_addr=0x0140001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# fp32: src step 6, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x015c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=94 dst_addr=0x01780000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 6, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01940000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# fp32: src step 6, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01cc0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=122 dst_addr=0x01e8000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 6, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00040009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=8 dst_addr=0x00200005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# fp32: src step 6, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x003c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=22 dst_addr=0x00580007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 6, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00740001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=36 dst_addr=0x0090000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# fp32: src step -6 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00ac0ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-6 src_num2=24 cross_core_enable=1 peer_partition=50 dst_addr=0x00c8000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -6 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00e40008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=64 dst_addr=0x01000ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-6 dst_num2=24
# fp32: both rows downwards, steps -6 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x011c0ff4 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-6 src_num2=24 cross_core_enable=1 peer_partition=78 dst_addr=0x01380ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 6, dst step 3
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01540004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=6 src_num2=24 cross_core_enable=1 peer_partition=92 dst_addr=0x0170001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=3 dst_num2=24
# fp32: src step 7, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x018c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 7, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01c40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# fp32: src step 7, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01fc0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=6 dst_addr=0x0018000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 7, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00340009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=20 dst_addr=0x00500005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# fp32: src step 7, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x006c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=34 dst_addr=0x00880007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 7, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00a40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=48 dst_addr=0x00c0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=7 dst_num2=24
# fp32: src step -7 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00dc0ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-7 src_num2=24 cross_core_enable=1 peer_partition=62 dst_addr=0x00f8000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -7 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01140008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=76 dst_addr=0x01300ff0 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-7 dst_num2=24
# fp32: both rows downwards, steps -7 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x014c0ff0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-7 src_num2=24 cross_core_enable=1 peer_partition=90 dst_addr=0x01680fec dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 7, dst step 4
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01840004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=7 src_num2=24 cross_core_enable=1 peer_partition=104 dst_addr=0x01a0001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=4 dst_num2=24
# fp32: src step 8, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01bc0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=118 dst_addr=0x01d80000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 8, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01f40000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=4 dst_addr=0x00100000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# fp32: src step 8, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x002c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=18 dst_addr=0x0048000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 8, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00640009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=32 dst_addr=0x00800005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# fp32: src step 8, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x009c000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=46 dst_addr=0x00b80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 8, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00d40001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=60 dst_addr=0x00f0000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=8 dst_num2=24
# fp32: src step -8 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x010c0ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-8 src_num2=24 cross_core_enable=1 peer_partition=74 dst_addr=0x0128000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -8 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01440008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=88 dst_addr=0x01600ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-8 dst_num2=24
# fp32: both rows downwards, steps -8 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x017c0ffc src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-8 src_num2=24 cross_core_enable=1 peer_partition=102 dst_addr=0x01980ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 8, dst step 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01b40004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=8 src_num2=24 cross_core_enable=1 peer_partition=116 dst_addr=0x01d0001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=5 dst_num2=24
# fp32: src step 9, dst contiguous, src at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01ec0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=2 dst_addr=0x00080000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 9, dst at lane 0
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00240000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=16 dst_addr=0x00400000 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# fp32: src step 9, dst contiguous, src at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x005c0005 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=30 dst_addr=0x0078000f dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 9, dst at lane 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00940009 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=44 dst_addr=0x00b00005 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# fp32: src step 9, dst contiguous, src at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00cc000d src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80007 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step 9, dst at lane 13
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01040001 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=72 dst_addr=0x0120000d dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=9 dst_num2=24
# fp32: src step -9 (row downwards), dst contiguous
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x013c0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-9 src_num2=24 cross_core_enable=1 peer_partition=86 dst_addr=0x0158000c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: src contiguous, dst step -9 (row downwards)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01740008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=100 dst_addr=0x01900ff8 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-9 dst_num2=24
# fp32: both rows downwards, steps -9 and -1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01ac0ff8 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-9 src_num2=24 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80ff4 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: src step 9, dst step 6
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01e40004 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=9 src_num2=24 cross_core_enable=1 peer_partition=0 dst_addr=0x0000001c dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=6 dst_num2=24
# fp32: dst step 0 (one element written 24 times)
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x001c0000 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=14 dst_addr=0x00380024 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=0 dst_num2=24
# fp32: dst step 0 at the partition's last element
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00540fa0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=28 dst_addr=0x00700ffc dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=0 dst_num2=24
# fp32: src row ends at the partition end, dst step 2 ends one element before it
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x008c0fa0 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80f44 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=2 dst_num2=24
# fp32: a row of 1
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00c4000b src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=56 dst_addr=0x00e00002 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=3 dst_num2=1
# fp32: a row of 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00fc000b src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=70 dst_addr=0x01180002 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=3 dst_num2=2
# fp32: a row of 3
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x0134000b src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=84 dst_addr=0x01500002 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=3 dst_num2=3
# fp32: a row of 5
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x016c000b src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=98 dst_addr=0x01880002 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=3 dst_num2=5
