# SB2SB (0xBF, S000 §5) rows for the mover's multi-element beats (docs/mover.md, "Beats"):
# every step class of the beat table
# on rows long enough to fill many 16-byte windows. u8, i16 and fp32 rows of 24 elements with
# inner steps 1..17 on the source or the destination (the other side contiguous), at three
# window lanes; rows running downwards from the partition's end (negative steps, on either
# side and on both); both sides strided with different steps; the repeating destination
# (dst step 0) in the middle and at the partition's last element; rows that end exactly at
# the partition end; rows shorter than a window; and rows of every length 1..33 (every beat
# size, a short last beat) upwards and downwards on either side. Every word is legal and is copied; the
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
# u8: 1 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01a40ffe src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00003 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8: 1 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01dc0005 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80ffe dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-1 dst_num2=1
# u8: 1 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00140007 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=2 src_num2=1 cross_core_enable=1 peer_partition=12 dst_addr=0x0030000b dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# u8: 2 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x004c0ffd src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=26 dst_addr=0x00680006 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# u8: 2 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0084000a src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00ffd dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# u8: 2 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00bc000e src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=2 src_num2=2 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80006 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# u8: 3 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00f40ffc src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=68 dst_addr=0x01100009 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=1 dst_num2=3
# u8: 3 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x012c000f src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=82 dst_addr=0x01480ffc dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=-1 dst_num2=3
# u8: 3 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01640005 src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=2 src_num2=3 cross_core_enable=1 peer_partition=96 dst_addr=0x01800001 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=1 dst_num2=3
# u8: 4 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x019c0ffb src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=110 dst_addr=0x01b8000c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# u8: 4 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01d40004 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00ffb dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# u8: 4 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x000c000c src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=2 src_num2=4 cross_core_enable=1 peer_partition=10 dst_addr=0x0028000c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# u8: 5 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00440fff src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=-1 src_num2=5 cross_core_enable=1 peer_partition=24 dst_addr=0x0060000f dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=1 dst_num2=5
# u8: 5 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x007c0009 src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=38 dst_addr=0x00980fff dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=-1 dst_num2=5
# u8: 5 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00b40003 src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=2 src_num2=5 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00007 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=1 dst_num2=5
# u8: 6 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ec0ffe src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=66 dst_addr=0x01080002 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# u8: 6 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0124000e src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=80 dst_addr=0x01400ffe dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# u8: 6 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x015c000a src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=2 src_num2=6 cross_core_enable=1 peer_partition=94 dst_addr=0x01780002 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# u8: 7 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01940ffd src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-1 src_num2=7 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00005 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# u8: 7 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01cc0003 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80ffd dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-1 dst_num2=7
# u8: 7 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00040001 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=2 src_num2=7 cross_core_enable=1 peer_partition=8 dst_addr=0x0020000d dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# u8: 8 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x003c0ffc src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=22 dst_addr=0x00580008 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8: 8 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00740008 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=36 dst_addr=0x00900ffc dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# u8: 8 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ac0008 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=2 src_num2=8 cross_core_enable=1 peer_partition=50 dst_addr=0x00c80008 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# u8: 9 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00e40ffb src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=-1 src_num2=9 cross_core_enable=1 peer_partition=64 dst_addr=0x0100000b dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=1 dst_num2=9
# u8: 9 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x011c000d src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=1 src_num2=9 cross_core_enable=1 peer_partition=78 dst_addr=0x01380ffb dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=-1 dst_num2=9
# u8: 9 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0154000f src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=2 src_num2=9 cross_core_enable=1 peer_partition=92 dst_addr=0x01700003 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=1 dst_num2=9
# u8: 10 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x018c0fff src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=106 dst_addr=0x01a8000e dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# u8: 10 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01c40002 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00fff dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=-1 dst_num2=10
# u8: 10 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01fc0006 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=2 src_num2=10 cross_core_enable=1 peer_partition=6 dst_addr=0x0018000e dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# u8: 11 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00340ffe src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=-1 src_num2=11 cross_core_enable=1 peer_partition=20 dst_addr=0x00500001 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=1 dst_num2=11
# u8: 11 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x006c0007 src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=1 src_num2=11 cross_core_enable=1 peer_partition=34 dst_addr=0x00880ffe dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=-1 dst_num2=11
# u8: 11 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00a4000d src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=2 src_num2=11 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00009 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=1 dst_num2=11
# u8: 12 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00dc0ffd src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=62 dst_addr=0x00f80004 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# u8: 12 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0114000c src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=76 dst_addr=0x01300ffd dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=-1 dst_num2=12
# u8: 12 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x014c0004 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=2 src_num2=12 cross_core_enable=1 peer_partition=90 dst_addr=0x01680004 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# u8: 13 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01840ffc src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=-1 src_num2=13 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00007 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=1 dst_num2=13
# u8: 13 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01bc0001 src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=1 src_num2=13 cross_core_enable=1 peer_partition=118 dst_addr=0x01d80ffc dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=-1 dst_num2=13
# u8: 13 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01f4000b src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=2 src_num2=13 cross_core_enable=1 peer_partition=4 dst_addr=0x0010000f dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=1 dst_num2=13
# u8: 14 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x002c0ffb src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=18 dst_addr=0x0048000a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# u8: 14 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00640006 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=32 dst_addr=0x00800ffb dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=-1 dst_num2=14
# u8: 14 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x009c0002 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=2 src_num2=14 cross_core_enable=1 peer_partition=46 dst_addr=0x00b8000a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# u8: 15 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00d40fff src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=-1 src_num2=15 cross_core_enable=1 peer_partition=60 dst_addr=0x00f0000d dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=1 dst_num2=15
# u8: 15 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x010c000b src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=1 src_num2=15 cross_core_enable=1 peer_partition=74 dst_addr=0x01280fff dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=-1 dst_num2=15
# u8: 15 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01440009 src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=2 src_num2=15 cross_core_enable=1 peer_partition=88 dst_addr=0x01600005 dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=1 dst_num2=15
# u8: 16 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x017c0ffe src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=102 dst_addr=0x01980000 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# u8: 16 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01b40000 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=116 dst_addr=0x01d00ffe dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=-1 dst_num2=16
# u8: 16 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01ec0000 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=2 src_num2=16 cross_core_enable=1 peer_partition=2 dst_addr=0x00080000 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# u8: 17 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00240ffd src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=-1 src_num2=17 cross_core_enable=1 peer_partition=16 dst_addr=0x00400003 dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=1 dst_num2=17
# u8: 17 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x005c0005 src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=1 src_num2=17 cross_core_enable=1 peer_partition=30 dst_addr=0x00780ffd dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=-1 dst_num2=17
# u8: 17 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00940007 src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=2 src_num2=17 cross_core_enable=1 peer_partition=44 dst_addr=0x00b0000b dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=1 dst_num2=17
# u8: 18 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00cc0ffc src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=-1 src_num2=18 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80006 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# u8: 18 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0104000a src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=1 src_num2=18 cross_core_enable=1 peer_partition=72 dst_addr=0x01200ffc dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=-1 dst_num2=18
# u8: 18 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x013c000e src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=2 src_num2=18 cross_core_enable=1 peer_partition=86 dst_addr=0x01580006 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# u8: 19 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01740ffb src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=-1 src_num2=19 cross_core_enable=1 peer_partition=100 dst_addr=0x01900009 dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=1 dst_num2=19
# u8: 19 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01ac000f src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=1 src_num2=19 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80ffb dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=-1 dst_num2=19
# u8: 19 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01e40005 src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=2 src_num2=19 cross_core_enable=1 peer_partition=0 dst_addr=0x00000001 dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=1 dst_num2=19
# u8: 20 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x001c0fff src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=-1 src_num2=20 cross_core_enable=1 peer_partition=14 dst_addr=0x0038000c dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# u8: 20 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00540004 src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=1 src_num2=20 cross_core_enable=1 peer_partition=28 dst_addr=0x00700fff dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=-1 dst_num2=20
# u8: 20 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x008c000c src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=2 src_num2=20 cross_core_enable=1 peer_partition=42 dst_addr=0x00a8000c dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# u8: 21 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00c40ffe src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=-1 src_num2=21 cross_core_enable=1 peer_partition=56 dst_addr=0x00e0000f dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=1 dst_num2=21
# u8: 21 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00fc0009 src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=1 src_num2=21 cross_core_enable=1 peer_partition=70 dst_addr=0x01180ffe dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=-1 dst_num2=21
# u8: 21 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01340003 src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=2 src_num2=21 cross_core_enable=1 peer_partition=84 dst_addr=0x01500007 dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=1 dst_num2=21
# u8: 22 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x016c0ffd src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=-1 src_num2=22 cross_core_enable=1 peer_partition=98 dst_addr=0x01880002 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# u8: 22 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01a4000e src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=1 src_num2=22 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00ffd dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=-1 dst_num2=22
# u8: 22 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01dc000a src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=2 src_num2=22 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80002 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# u8: 23 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00140ffc src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=-1 src_num2=23 cross_core_enable=1 peer_partition=12 dst_addr=0x00300005 dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=1 dst_num2=23
# u8: 23 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x004c0003 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=1 src_num2=23 cross_core_enable=1 peer_partition=26 dst_addr=0x00680ffc dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=-1 dst_num2=23
# u8: 23 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00840001 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=2 src_num2=23 cross_core_enable=1 peer_partition=40 dst_addr=0x00a0000d dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=1 dst_num2=23
# u8: 24 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00bc0ffb src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80008 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: 24 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00f40008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=68 dst_addr=0x01100ffb dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# u8: 24 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x012c0008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=82 dst_addr=0x01480008 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# u8: 25 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01640fff src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=-1 src_num2=25 cross_core_enable=1 peer_partition=96 dst_addr=0x0180000b dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=1 dst_num2=25
# u8: 25 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x019c000d src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=1 src_num2=25 cross_core_enable=1 peer_partition=110 dst_addr=0x01b80fff dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=-1 dst_num2=25
# u8: 25 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01d4000f src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=2 src_num2=25 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00003 dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=1 dst_num2=25
# u8: 26 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x000c0ffe src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=-1 src_num2=26 cross_core_enable=1 peer_partition=10 dst_addr=0x0028000e dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# u8: 26 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00440002 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=1 src_num2=26 cross_core_enable=1 peer_partition=24 dst_addr=0x00600ffe dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=-1 dst_num2=26
# u8: 26 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x007c0006 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=2 src_num2=26 cross_core_enable=1 peer_partition=38 dst_addr=0x0098000e dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# u8: 27 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00b40ffd src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=-1 src_num2=27 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00001 dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=1 dst_num2=27
# u8: 27 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ec0007 src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=1 src_num2=27 cross_core_enable=1 peer_partition=66 dst_addr=0x01080ffd dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=-1 dst_num2=27
# u8: 27 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0124000d src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=2 src_num2=27 cross_core_enable=1 peer_partition=80 dst_addr=0x01400009 dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=1 dst_num2=27
# u8: 28 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x015c0ffc src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=-1 src_num2=28 cross_core_enable=1 peer_partition=94 dst_addr=0x01780004 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# u8: 28 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0194000c src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=1 src_num2=28 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00ffc dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=-1 dst_num2=28
# u8: 28 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01cc0004 src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=2 src_num2=28 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80004 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# u8: 29 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00040ffb src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=-1 src_num2=29 cross_core_enable=1 peer_partition=8 dst_addr=0x00200007 dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=1 dst_num2=29
# u8: 29 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x003c0001 src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=1 src_num2=29 cross_core_enable=1 peer_partition=22 dst_addr=0x00580ffb dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=-1 dst_num2=29
# u8: 29 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x0074000b src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=2 src_num2=29 cross_core_enable=1 peer_partition=36 dst_addr=0x0090000f dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=1 dst_num2=29
# u8: 30 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00ac0fff src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=-1 src_num2=30 cross_core_enable=1 peer_partition=50 dst_addr=0x00c8000a dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# u8: 30 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00e40006 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=1 src_num2=30 cross_core_enable=1 peer_partition=64 dst_addr=0x01000fff dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=-1 dst_num2=30
# u8: 30 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x011c0002 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=2 src_num2=30 cross_core_enable=1 peer_partition=78 dst_addr=0x0138000a dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# u8: 31 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01540ffe src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=-1 src_num2=31 cross_core_enable=1 peer_partition=92 dst_addr=0x0170000d dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=1 dst_num2=31
# u8: 31 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x018c000b src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=1 src_num2=31 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80ffe dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=-1 dst_num2=31
# u8: 31 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01c40009 src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=2 src_num2=31 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00005 dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=1 dst_num2=31
# u8: 32 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01fc0ffd src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=-1 src_num2=32 cross_core_enable=1 peer_partition=6 dst_addr=0x00180000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# u8: 32 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00340000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=20 dst_addr=0x00500ffd dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=-1 dst_num2=32
# u8: 32 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x006c0000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=2 src_num2=32 cross_core_enable=1 peer_partition=34 dst_addr=0x00880000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# u8: 33 elements, src downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00a40ffc src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=-1 src_num2=33 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00003 dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=1 dst_num2=33
# u8: 33 elements, dst downwards
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x00dc0005 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=1 src_num2=33 cross_core_enable=1 peer_partition=62 dst_addr=0x00f80ffc dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=-1 dst_num2=33
# u8: 33 elements, src step 2
sb2sb src_dtype=u8 dst_dtype=u8 src_addr=0x01140007 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=2 src_num2=33 cross_core_enable=1 peer_partition=76 dst_addr=0x0130000b dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=1 dst_num2=33
# i16: 1 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x014c0ffc src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=90 dst_addr=0x01680003 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16: 1 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01840005 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00ffc dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-1 dst_num2=1
# i16: 1 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01bc0007 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=2 src_num2=1 cross_core_enable=1 peer_partition=118 dst_addr=0x01d8000b dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# i16: 2 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01f40ffa src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=4 dst_addr=0x00100006 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# i16: 2 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x002c000a src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=18 dst_addr=0x00480ffa dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# i16: 2 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0064000e src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=2 src_num2=2 cross_core_enable=1 peer_partition=32 dst_addr=0x00800006 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# i16: 3 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x009c0ff8 src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=46 dst_addr=0x00b80009 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=1 dst_num2=3
# i16: 3 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00d4000f src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00ff8 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=-1 dst_num2=3
# i16: 3 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x010c0005 src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=2 src_num2=3 cross_core_enable=1 peer_partition=74 dst_addr=0x01280001 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=1 dst_num2=3
# i16: 4 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01440ff6 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=88 dst_addr=0x0160000c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# i16: 4 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x017c0004 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=102 dst_addr=0x01980ff6 dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# i16: 4 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01b4000c src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=2 src_num2=4 cross_core_enable=1 peer_partition=116 dst_addr=0x01d0000c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# i16: 5 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ec0ffe src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=-1 src_num2=5 cross_core_enable=1 peer_partition=2 dst_addr=0x0008000f dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=1 dst_num2=5
# i16: 5 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00240009 src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=16 dst_addr=0x00400ffe dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=-1 dst_num2=5
# i16: 5 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x005c0003 src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=2 src_num2=5 cross_core_enable=1 peer_partition=30 dst_addr=0x00780007 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=1 dst_num2=5
# i16: 6 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00940ffc src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=44 dst_addr=0x00b00002 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# i16: 6 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00cc000e src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80ffc dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# i16: 6 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0104000a src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=2 src_num2=6 cross_core_enable=1 peer_partition=72 dst_addr=0x01200002 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# i16: 7 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x013c0ffa src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-1 src_num2=7 cross_core_enable=1 peer_partition=86 dst_addr=0x01580005 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# i16: 7 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01740003 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=100 dst_addr=0x01900ffa dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-1 dst_num2=7
# i16: 7 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ac0001 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=2 src_num2=7 cross_core_enable=1 peer_partition=114 dst_addr=0x01c8000d dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# i16: 8 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01e40ff8 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=0 dst_addr=0x00000008 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16: 8 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x001c0008 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=14 dst_addr=0x00380ff8 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# i16: 8 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00540008 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=2 src_num2=8 cross_core_enable=1 peer_partition=28 dst_addr=0x00700008 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# i16: 9 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x008c0ff6 src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=-1 src_num2=9 cross_core_enable=1 peer_partition=42 dst_addr=0x00a8000b dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=1 dst_num2=9
# i16: 9 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00c4000d src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=1 src_num2=9 cross_core_enable=1 peer_partition=56 dst_addr=0x00e00ff6 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=-1 dst_num2=9
# i16: 9 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00fc000f src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=2 src_num2=9 cross_core_enable=1 peer_partition=70 dst_addr=0x01180003 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=1 dst_num2=9
# i16: 10 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01340ffe src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=84 dst_addr=0x0150000e dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# i16: 10 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x016c0002 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=98 dst_addr=0x01880ffe dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=-1 dst_num2=10
# i16: 10 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01a40006 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=2 src_num2=10 cross_core_enable=1 peer_partition=112 dst_addr=0x01c0000e dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# i16: 11 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01dc0ffc src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=-1 src_num2=11 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80001 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=1 dst_num2=11
# i16: 11 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00140007 src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=1 src_num2=11 cross_core_enable=1 peer_partition=12 dst_addr=0x00300ffc dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=-1 dst_num2=11
# i16: 11 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x004c000d src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=2 src_num2=11 cross_core_enable=1 peer_partition=26 dst_addr=0x00680009 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=1 dst_num2=11
# i16: 12 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00840ffa src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00004 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# i16: 12 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00bc000c src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80ffa dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=-1 dst_num2=12
# i16: 12 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00f40004 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=2 src_num2=12 cross_core_enable=1 peer_partition=68 dst_addr=0x01100004 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# i16: 13 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x012c0ff8 src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=-1 src_num2=13 cross_core_enable=1 peer_partition=82 dst_addr=0x01480007 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=1 dst_num2=13
# i16: 13 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01640001 src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=1 src_num2=13 cross_core_enable=1 peer_partition=96 dst_addr=0x01800ff8 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=-1 dst_num2=13
# i16: 13 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x019c000b src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=2 src_num2=13 cross_core_enable=1 peer_partition=110 dst_addr=0x01b8000f dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=1 dst_num2=13
# i16: 14 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01d40ff6 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=124 dst_addr=0x01f0000a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# i16: 14 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x000c0006 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=10 dst_addr=0x00280ff6 dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=-1 dst_num2=14
# i16: 14 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00440002 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=2 src_num2=14 cross_core_enable=1 peer_partition=24 dst_addr=0x0060000a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# i16: 15 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x007c0ffe src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=-1 src_num2=15 cross_core_enable=1 peer_partition=38 dst_addr=0x0098000d dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=1 dst_num2=15
# i16: 15 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00b4000b src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=1 src_num2=15 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00ffe dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=-1 dst_num2=15
# i16: 15 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ec0009 src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=2 src_num2=15 cross_core_enable=1 peer_partition=66 dst_addr=0x01080005 dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=1 dst_num2=15
# i16: 16 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01240ffc src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=80 dst_addr=0x01400000 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# i16: 16 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x015c0000 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=94 dst_addr=0x01780ffc dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=-1 dst_num2=16
# i16: 16 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01940000 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=2 src_num2=16 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00000 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# i16: 17 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01cc0ffa src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=-1 src_num2=17 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80003 dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=1 dst_num2=17
# i16: 17 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00040005 src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=1 src_num2=17 cross_core_enable=1 peer_partition=8 dst_addr=0x00200ffa dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=-1 dst_num2=17
# i16: 17 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x003c0007 src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=2 src_num2=17 cross_core_enable=1 peer_partition=22 dst_addr=0x0058000b dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=1 dst_num2=17
# i16: 18 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00740ff8 src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=-1 src_num2=18 cross_core_enable=1 peer_partition=36 dst_addr=0x00900006 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# i16: 18 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00ac000a src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=1 src_num2=18 cross_core_enable=1 peer_partition=50 dst_addr=0x00c80ff8 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=-1 dst_num2=18
# i16: 18 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00e4000e src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=2 src_num2=18 cross_core_enable=1 peer_partition=64 dst_addr=0x01000006 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# i16: 19 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x011c0ff6 src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=-1 src_num2=19 cross_core_enable=1 peer_partition=78 dst_addr=0x01380009 dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=1 dst_num2=19
# i16: 19 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0154000f src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=1 src_num2=19 cross_core_enable=1 peer_partition=92 dst_addr=0x01700ff6 dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=-1 dst_num2=19
# i16: 19 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x018c0005 src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=2 src_num2=19 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80001 dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=1 dst_num2=19
# i16: 20 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01c40ffe src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=-1 src_num2=20 cross_core_enable=1 peer_partition=120 dst_addr=0x01e0000c dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# i16: 20 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01fc0004 src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=1 src_num2=20 cross_core_enable=1 peer_partition=6 dst_addr=0x00180ffe dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=-1 dst_num2=20
# i16: 20 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0034000c src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=2 src_num2=20 cross_core_enable=1 peer_partition=20 dst_addr=0x0050000c dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# i16: 21 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x006c0ffc src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=-1 src_num2=21 cross_core_enable=1 peer_partition=34 dst_addr=0x0088000f dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=1 dst_num2=21
# i16: 21 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00a40009 src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=1 src_num2=21 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00ffc dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=-1 dst_num2=21
# i16: 21 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00dc0003 src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=2 src_num2=21 cross_core_enable=1 peer_partition=62 dst_addr=0x00f80007 dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=1 dst_num2=21
# i16: 22 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01140ffa src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=-1 src_num2=22 cross_core_enable=1 peer_partition=76 dst_addr=0x01300002 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# i16: 22 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x014c000e src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=1 src_num2=22 cross_core_enable=1 peer_partition=90 dst_addr=0x01680ffa dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=-1 dst_num2=22
# i16: 22 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0184000a src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=2 src_num2=22 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00002 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# i16: 23 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01bc0ff8 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=-1 src_num2=23 cross_core_enable=1 peer_partition=118 dst_addr=0x01d80005 dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=1 dst_num2=23
# i16: 23 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01f40003 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=1 src_num2=23 cross_core_enable=1 peer_partition=4 dst_addr=0x00100ff8 dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=-1 dst_num2=23
# i16: 23 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x002c0001 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=2 src_num2=23 cross_core_enable=1 peer_partition=18 dst_addr=0x0048000d dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=1 dst_num2=23
# i16: 24 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00640ff6 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=32 dst_addr=0x00800008 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: 24 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x009c0008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=46 dst_addr=0x00b80ff6 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# i16: 24 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00d40008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00008 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# i16: 25 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x010c0ffe src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=-1 src_num2=25 cross_core_enable=1 peer_partition=74 dst_addr=0x0128000b dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=1 dst_num2=25
# i16: 25 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0144000d src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=1 src_num2=25 cross_core_enable=1 peer_partition=88 dst_addr=0x01600ffe dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=-1 dst_num2=25
# i16: 25 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x017c000f src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=2 src_num2=25 cross_core_enable=1 peer_partition=102 dst_addr=0x01980003 dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=1 dst_num2=25
# i16: 26 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01b40ffc src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=-1 src_num2=26 cross_core_enable=1 peer_partition=116 dst_addr=0x01d0000e dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# i16: 26 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ec0002 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=1 src_num2=26 cross_core_enable=1 peer_partition=2 dst_addr=0x00080ffc dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=-1 dst_num2=26
# i16: 26 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00240006 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=2 src_num2=26 cross_core_enable=1 peer_partition=16 dst_addr=0x0040000e dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# i16: 27 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x005c0ffa src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=-1 src_num2=27 cross_core_enable=1 peer_partition=30 dst_addr=0x00780001 dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=1 dst_num2=27
# i16: 27 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00940007 src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=1 src_num2=27 cross_core_enable=1 peer_partition=44 dst_addr=0x00b00ffa dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=-1 dst_num2=27
# i16: 27 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00cc000d src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=2 src_num2=27 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80009 dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=1 dst_num2=27
# i16: 28 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01040ff8 src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=-1 src_num2=28 cross_core_enable=1 peer_partition=72 dst_addr=0x01200004 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# i16: 28 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x013c000c src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=1 src_num2=28 cross_core_enable=1 peer_partition=86 dst_addr=0x01580ff8 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=-1 dst_num2=28
# i16: 28 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01740004 src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=2 src_num2=28 cross_core_enable=1 peer_partition=100 dst_addr=0x01900004 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# i16: 29 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01ac0ff6 src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=-1 src_num2=29 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80007 dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=1 dst_num2=29
# i16: 29 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01e40001 src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=1 src_num2=29 cross_core_enable=1 peer_partition=0 dst_addr=0x00000ff6 dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=-1 dst_num2=29
# i16: 29 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x001c000b src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=2 src_num2=29 cross_core_enable=1 peer_partition=14 dst_addr=0x0038000f dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=1 dst_num2=29
# i16: 30 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00540ffe src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=-1 src_num2=30 cross_core_enable=1 peer_partition=28 dst_addr=0x0070000a dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# i16: 30 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x008c0006 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=1 src_num2=30 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80ffe dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=-1 dst_num2=30
# i16: 30 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00c40002 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=2 src_num2=30 cross_core_enable=1 peer_partition=56 dst_addr=0x00e0000a dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# i16: 31 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00fc0ffc src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=-1 src_num2=31 cross_core_enable=1 peer_partition=70 dst_addr=0x0118000d dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=1 dst_num2=31
# i16: 31 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x0134000b src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=1 src_num2=31 cross_core_enable=1 peer_partition=84 dst_addr=0x01500ffc dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=-1 dst_num2=31
# i16: 31 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x016c0009 src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=2 src_num2=31 cross_core_enable=1 peer_partition=98 dst_addr=0x01880005 dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=1 dst_num2=31
# i16: 32 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01a40ffa src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=-1 src_num2=32 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# i16: 32 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x01dc0000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=126 dst_addr=0x01f80ffa dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=-1 dst_num2=32
# i16: 32 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00140000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=2 src_num2=32 cross_core_enable=1 peer_partition=12 dst_addr=0x00300000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# i16: 33 elements, src downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x004c0ff8 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=-1 src_num2=33 cross_core_enable=1 peer_partition=26 dst_addr=0x00680003 dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=1 dst_num2=33
# i16: 33 elements, dst downwards
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00840005 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=1 src_num2=33 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00ff8 dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=-1 dst_num2=33
# i16: 33 elements, src step 2
sb2sb src_dtype=i16 dst_dtype=i16 src_addr=0x00bc0007 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=2 src_num2=33 cross_core_enable=1 peer_partition=54 dst_addr=0x00d8000b dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=1 dst_num2=33
# fp32: 1 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00f40ff8 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=-1 src_num2=1 cross_core_enable=1 peer_partition=68 dst_addr=0x01100003 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32: 1 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x012c0005 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=1 src_num2=1 cross_core_enable=1 peer_partition=82 dst_addr=0x01480ff8 dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=-1 dst_num2=1
# fp32: 1 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01640007 src_step0=1 src_num0=1 src_step1=1 src_num1=1 src_step2=2 src_num2=1 cross_core_enable=1 peer_partition=96 dst_addr=0x0180000b dst_step0=1 dst_num0=1 dst_step1=1 dst_num1=1 dst_step2=1 dst_num2=1
# fp32: 2 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x019c0ff4 src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=-1 src_num2=2 cross_core_enable=1 peer_partition=110 dst_addr=0x01b80006 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# fp32: 2 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01d4000a src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=1 src_num2=2 cross_core_enable=1 peer_partition=124 dst_addr=0x01f00ff4 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=-1 dst_num2=2
# fp32: 2 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x000c000e src_step0=1 src_num0=1 src_step1=2 src_num1=1 src_step2=2 src_num2=2 cross_core_enable=1 peer_partition=10 dst_addr=0x00280006 dst_step0=1 dst_num0=1 dst_step1=2 dst_num1=1 dst_step2=1 dst_num2=2
# fp32: 3 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00440ff0 src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=-1 src_num2=3 cross_core_enable=1 peer_partition=24 dst_addr=0x00600009 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=1 dst_num2=3
# fp32: 3 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x007c000f src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=1 src_num2=3 cross_core_enable=1 peer_partition=38 dst_addr=0x00980ff0 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=-1 dst_num2=3
# fp32: 3 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00b40005 src_step0=1 src_num0=1 src_step1=3 src_num1=1 src_step2=2 src_num2=3 cross_core_enable=1 peer_partition=52 dst_addr=0x00d00001 dst_step0=1 dst_num0=1 dst_step1=3 dst_num1=1 dst_step2=1 dst_num2=3
# fp32: 4 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00ec0fec src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=-1 src_num2=4 cross_core_enable=1 peer_partition=66 dst_addr=0x0108000c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# fp32: 4 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01240004 src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=1 src_num2=4 cross_core_enable=1 peer_partition=80 dst_addr=0x01400fec dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=-1 dst_num2=4
# fp32: 4 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x015c000c src_step0=1 src_num0=1 src_step1=4 src_num1=1 src_step2=2 src_num2=4 cross_core_enable=1 peer_partition=94 dst_addr=0x0178000c dst_step0=1 dst_num0=1 dst_step1=4 dst_num1=1 dst_step2=1 dst_num2=4
# fp32: 5 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01940ffc src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=-1 src_num2=5 cross_core_enable=1 peer_partition=108 dst_addr=0x01b0000f dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=1 dst_num2=5
# fp32: 5 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01cc0009 src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=1 src_num2=5 cross_core_enable=1 peer_partition=122 dst_addr=0x01e80ffc dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=-1 dst_num2=5
# fp32: 5 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00040003 src_step0=1 src_num0=1 src_step1=5 src_num1=1 src_step2=2 src_num2=5 cross_core_enable=1 peer_partition=8 dst_addr=0x00200007 dst_step0=1 dst_num0=1 dst_step1=5 dst_num1=1 dst_step2=1 dst_num2=5
# fp32: 6 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x003c0ff8 src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=-1 src_num2=6 cross_core_enable=1 peer_partition=22 dst_addr=0x00580002 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# fp32: 6 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x0074000e src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=1 src_num2=6 cross_core_enable=1 peer_partition=36 dst_addr=0x00900ff8 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=-1 dst_num2=6
# fp32: 6 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00ac000a src_step0=1 src_num0=1 src_step1=6 src_num1=1 src_step2=2 src_num2=6 cross_core_enable=1 peer_partition=50 dst_addr=0x00c80002 dst_step0=1 dst_num0=1 dst_step1=6 dst_num1=1 dst_step2=1 dst_num2=6
# fp32: 7 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00e40ff4 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=-1 src_num2=7 cross_core_enable=1 peer_partition=64 dst_addr=0x01000005 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# fp32: 7 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x011c0003 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=1 src_num2=7 cross_core_enable=1 peer_partition=78 dst_addr=0x01380ff4 dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=-1 dst_num2=7
# fp32: 7 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01540001 src_step0=1 src_num0=1 src_step1=7 src_num1=1 src_step2=2 src_num2=7 cross_core_enable=1 peer_partition=92 dst_addr=0x0170000d dst_step0=1 dst_num0=1 dst_step1=7 dst_num1=1 dst_step2=1 dst_num2=7
# fp32: 8 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x018c0ff0 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=-1 src_num2=8 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80008 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32: 8 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01c40008 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=120 dst_addr=0x01e00ff0 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=-1 dst_num2=8
# fp32: 8 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01fc0008 src_step0=1 src_num0=1 src_step1=8 src_num1=1 src_step2=2 src_num2=8 cross_core_enable=1 peer_partition=6 dst_addr=0x00180008 dst_step0=1 dst_num0=1 dst_step1=8 dst_num1=1 dst_step2=1 dst_num2=8
# fp32: 9 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00340fec src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=-1 src_num2=9 cross_core_enable=1 peer_partition=20 dst_addr=0x0050000b dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=1 dst_num2=9
# fp32: 9 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x006c000d src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=1 src_num2=9 cross_core_enable=1 peer_partition=34 dst_addr=0x00880fec dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=-1 dst_num2=9
# fp32: 9 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00a4000f src_step0=1 src_num0=1 src_step1=9 src_num1=1 src_step2=2 src_num2=9 cross_core_enable=1 peer_partition=48 dst_addr=0x00c00003 dst_step0=1 dst_num0=1 dst_step1=9 dst_num1=1 dst_step2=1 dst_num2=9
# fp32: 10 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00dc0ffc src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=-1 src_num2=10 cross_core_enable=1 peer_partition=62 dst_addr=0x00f8000e dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# fp32: 10 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01140002 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=1 src_num2=10 cross_core_enable=1 peer_partition=76 dst_addr=0x01300ffc dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=-1 dst_num2=10
# fp32: 10 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x014c0006 src_step0=1 src_num0=1 src_step1=10 src_num1=1 src_step2=2 src_num2=10 cross_core_enable=1 peer_partition=90 dst_addr=0x0168000e dst_step0=1 dst_num0=1 dst_step1=10 dst_num1=1 dst_step2=1 dst_num2=10
# fp32: 11 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01840ff8 src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=-1 src_num2=11 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00001 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=1 dst_num2=11
# fp32: 11 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01bc0007 src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=1 src_num2=11 cross_core_enable=1 peer_partition=118 dst_addr=0x01d80ff8 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=-1 dst_num2=11
# fp32: 11 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01f4000d src_step0=1 src_num0=1 src_step1=11 src_num1=1 src_step2=2 src_num2=11 cross_core_enable=1 peer_partition=4 dst_addr=0x00100009 dst_step0=1 dst_num0=1 dst_step1=11 dst_num1=1 dst_step2=1 dst_num2=11
# fp32: 12 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x002c0ff4 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=-1 src_num2=12 cross_core_enable=1 peer_partition=18 dst_addr=0x00480004 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# fp32: 12 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x0064000c src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=1 src_num2=12 cross_core_enable=1 peer_partition=32 dst_addr=0x00800ff4 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=-1 dst_num2=12
# fp32: 12 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x009c0004 src_step0=1 src_num0=1 src_step1=12 src_num1=1 src_step2=2 src_num2=12 cross_core_enable=1 peer_partition=46 dst_addr=0x00b80004 dst_step0=1 dst_num0=1 dst_step1=12 dst_num1=1 dst_step2=1 dst_num2=12
# fp32: 13 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00d40ff0 src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=-1 src_num2=13 cross_core_enable=1 peer_partition=60 dst_addr=0x00f00007 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=1 dst_num2=13
# fp32: 13 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x010c0001 src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=1 src_num2=13 cross_core_enable=1 peer_partition=74 dst_addr=0x01280ff0 dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=-1 dst_num2=13
# fp32: 13 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x0144000b src_step0=1 src_num0=1 src_step1=13 src_num1=1 src_step2=2 src_num2=13 cross_core_enable=1 peer_partition=88 dst_addr=0x0160000f dst_step0=1 dst_num0=1 dst_step1=13 dst_num1=1 dst_step2=1 dst_num2=13
# fp32: 14 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x017c0fec src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=-1 src_num2=14 cross_core_enable=1 peer_partition=102 dst_addr=0x0198000a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# fp32: 14 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01b40006 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=1 src_num2=14 cross_core_enable=1 peer_partition=116 dst_addr=0x01d00fec dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=-1 dst_num2=14
# fp32: 14 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01ec0002 src_step0=1 src_num0=1 src_step1=14 src_num1=1 src_step2=2 src_num2=14 cross_core_enable=1 peer_partition=2 dst_addr=0x0008000a dst_step0=1 dst_num0=1 dst_step1=14 dst_num1=1 dst_step2=1 dst_num2=14
# fp32: 15 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00240ffc src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=-1 src_num2=15 cross_core_enable=1 peer_partition=16 dst_addr=0x0040000d dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=1 dst_num2=15
# fp32: 15 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x005c000b src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=1 src_num2=15 cross_core_enable=1 peer_partition=30 dst_addr=0x00780ffc dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=-1 dst_num2=15
# fp32: 15 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00940009 src_step0=1 src_num0=1 src_step1=15 src_num1=1 src_step2=2 src_num2=15 cross_core_enable=1 peer_partition=44 dst_addr=0x00b00005 dst_step0=1 dst_num0=1 dst_step1=15 dst_num1=1 dst_step2=1 dst_num2=15
# fp32: 16 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00cc0ff8 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=-1 src_num2=16 cross_core_enable=1 peer_partition=58 dst_addr=0x00e80000 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# fp32: 16 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01040000 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=1 src_num2=16 cross_core_enable=1 peer_partition=72 dst_addr=0x01200ff8 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=-1 dst_num2=16
# fp32: 16 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x013c0000 src_step0=1 src_num0=1 src_step1=16 src_num1=1 src_step2=2 src_num2=16 cross_core_enable=1 peer_partition=86 dst_addr=0x01580000 dst_step0=1 dst_num0=1 dst_step1=16 dst_num1=1 dst_step2=1 dst_num2=16
# fp32: 17 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01740ff4 src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=-1 src_num2=17 cross_core_enable=1 peer_partition=100 dst_addr=0x01900003 dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=1 dst_num2=17
# fp32: 17 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01ac0005 src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=1 src_num2=17 cross_core_enable=1 peer_partition=114 dst_addr=0x01c80ff4 dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=-1 dst_num2=17
# fp32: 17 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01e40007 src_step0=1 src_num0=1 src_step1=17 src_num1=1 src_step2=2 src_num2=17 cross_core_enable=1 peer_partition=0 dst_addr=0x0000000b dst_step0=1 dst_num0=1 dst_step1=17 dst_num1=1 dst_step2=1 dst_num2=17
# fp32: 18 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x001c0ff0 src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=-1 src_num2=18 cross_core_enable=1 peer_partition=14 dst_addr=0x00380006 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# fp32: 18 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x0054000a src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=1 src_num2=18 cross_core_enable=1 peer_partition=28 dst_addr=0x00700ff0 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=-1 dst_num2=18
# fp32: 18 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x008c000e src_step0=1 src_num0=1 src_step1=18 src_num1=1 src_step2=2 src_num2=18 cross_core_enable=1 peer_partition=42 dst_addr=0x00a80006 dst_step0=1 dst_num0=1 dst_step1=18 dst_num1=1 dst_step2=1 dst_num2=18
# fp32: 19 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00c40fec src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=-1 src_num2=19 cross_core_enable=1 peer_partition=56 dst_addr=0x00e00009 dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=1 dst_num2=19
# fp32: 19 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00fc000f src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=1 src_num2=19 cross_core_enable=1 peer_partition=70 dst_addr=0x01180fec dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=-1 dst_num2=19
# fp32: 19 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01340005 src_step0=1 src_num0=1 src_step1=19 src_num1=1 src_step2=2 src_num2=19 cross_core_enable=1 peer_partition=84 dst_addr=0x01500001 dst_step0=1 dst_num0=1 dst_step1=19 dst_num1=1 dst_step2=1 dst_num2=19
# fp32: 20 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x016c0ffc src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=-1 src_num2=20 cross_core_enable=1 peer_partition=98 dst_addr=0x0188000c dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# fp32: 20 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01a40004 src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=1 src_num2=20 cross_core_enable=1 peer_partition=112 dst_addr=0x01c00ffc dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=-1 dst_num2=20
# fp32: 20 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01dc000c src_step0=1 src_num0=1 src_step1=20 src_num1=1 src_step2=2 src_num2=20 cross_core_enable=1 peer_partition=126 dst_addr=0x01f8000c dst_step0=1 dst_num0=1 dst_step1=20 dst_num1=1 dst_step2=1 dst_num2=20
# fp32: 21 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00140ff8 src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=-1 src_num2=21 cross_core_enable=1 peer_partition=12 dst_addr=0x0030000f dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=1 dst_num2=21
# fp32: 21 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x004c0009 src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=1 src_num2=21 cross_core_enable=1 peer_partition=26 dst_addr=0x00680ff8 dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=-1 dst_num2=21
# fp32: 21 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00840003 src_step0=1 src_num0=1 src_step1=21 src_num1=1 src_step2=2 src_num2=21 cross_core_enable=1 peer_partition=40 dst_addr=0x00a00007 dst_step0=1 dst_num0=1 dst_step1=21 dst_num1=1 dst_step2=1 dst_num2=21
# fp32: 22 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00bc0ff4 src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=-1 src_num2=22 cross_core_enable=1 peer_partition=54 dst_addr=0x00d80002 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# fp32: 22 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00f4000e src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=1 src_num2=22 cross_core_enable=1 peer_partition=68 dst_addr=0x01100ff4 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=-1 dst_num2=22
# fp32: 22 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x012c000a src_step0=1 src_num0=1 src_step1=22 src_num1=1 src_step2=2 src_num2=22 cross_core_enable=1 peer_partition=82 dst_addr=0x01480002 dst_step0=1 dst_num0=1 dst_step1=22 dst_num1=1 dst_step2=1 dst_num2=22
# fp32: 23 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01640ff0 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=-1 src_num2=23 cross_core_enable=1 peer_partition=96 dst_addr=0x01800005 dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=1 dst_num2=23
# fp32: 23 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x019c0003 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=1 src_num2=23 cross_core_enable=1 peer_partition=110 dst_addr=0x01b80ff0 dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=-1 dst_num2=23
# fp32: 23 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01d40001 src_step0=1 src_num0=1 src_step1=23 src_num1=1 src_step2=2 src_num2=23 cross_core_enable=1 peer_partition=124 dst_addr=0x01f0000d dst_step0=1 dst_num0=1 dst_step1=23 dst_num1=1 dst_step2=1 dst_num2=23
# fp32: 24 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x000c0fec src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=-1 src_num2=24 cross_core_enable=1 peer_partition=10 dst_addr=0x00280008 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: 24 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00440008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=1 src_num2=24 cross_core_enable=1 peer_partition=24 dst_addr=0x00600fec dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=-1 dst_num2=24
# fp32: 24 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x007c0008 src_step0=1 src_num0=1 src_step1=24 src_num1=1 src_step2=2 src_num2=24 cross_core_enable=1 peer_partition=38 dst_addr=0x00980008 dst_step0=1 dst_num0=1 dst_step1=24 dst_num1=1 dst_step2=1 dst_num2=24
# fp32: 25 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00b40ffc src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=-1 src_num2=25 cross_core_enable=1 peer_partition=52 dst_addr=0x00d0000b dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=1 dst_num2=25
# fp32: 25 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00ec000d src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=1 src_num2=25 cross_core_enable=1 peer_partition=66 dst_addr=0x01080ffc dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=-1 dst_num2=25
# fp32: 25 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x0124000f src_step0=1 src_num0=1 src_step1=25 src_num1=1 src_step2=2 src_num2=25 cross_core_enable=1 peer_partition=80 dst_addr=0x01400003 dst_step0=1 dst_num0=1 dst_step1=25 dst_num1=1 dst_step2=1 dst_num2=25
# fp32: 26 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x015c0ff8 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=-1 src_num2=26 cross_core_enable=1 peer_partition=94 dst_addr=0x0178000e dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# fp32: 26 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01940002 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=1 src_num2=26 cross_core_enable=1 peer_partition=108 dst_addr=0x01b00ff8 dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=-1 dst_num2=26
# fp32: 26 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01cc0006 src_step0=1 src_num0=1 src_step1=26 src_num1=1 src_step2=2 src_num2=26 cross_core_enable=1 peer_partition=122 dst_addr=0x01e8000e dst_step0=1 dst_num0=1 dst_step1=26 dst_num1=1 dst_step2=1 dst_num2=26
# fp32: 27 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00040ff4 src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=-1 src_num2=27 cross_core_enable=1 peer_partition=8 dst_addr=0x00200001 dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=1 dst_num2=27
# fp32: 27 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x003c0007 src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=1 src_num2=27 cross_core_enable=1 peer_partition=22 dst_addr=0x00580ff4 dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=-1 dst_num2=27
# fp32: 27 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x0074000d src_step0=1 src_num0=1 src_step1=27 src_num1=1 src_step2=2 src_num2=27 cross_core_enable=1 peer_partition=36 dst_addr=0x00900009 dst_step0=1 dst_num0=1 dst_step1=27 dst_num1=1 dst_step2=1 dst_num2=27
# fp32: 28 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00ac0ff0 src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=-1 src_num2=28 cross_core_enable=1 peer_partition=50 dst_addr=0x00c80004 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# fp32: 28 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00e4000c src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=1 src_num2=28 cross_core_enable=1 peer_partition=64 dst_addr=0x01000ff0 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=-1 dst_num2=28
# fp32: 28 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x011c0004 src_step0=1 src_num0=1 src_step1=28 src_num1=1 src_step2=2 src_num2=28 cross_core_enable=1 peer_partition=78 dst_addr=0x01380004 dst_step0=1 dst_num0=1 dst_step1=28 dst_num1=1 dst_step2=1 dst_num2=28
# fp32: 29 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01540fec src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=-1 src_num2=29 cross_core_enable=1 peer_partition=92 dst_addr=0x01700007 dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=1 dst_num2=29
# fp32: 29 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x018c0001 src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=1 src_num2=29 cross_core_enable=1 peer_partition=106 dst_addr=0x01a80fec dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=-1 dst_num2=29
# fp32: 29 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01c4000b src_step0=1 src_num0=1 src_step1=29 src_num1=1 src_step2=2 src_num2=29 cross_core_enable=1 peer_partition=120 dst_addr=0x01e0000f dst_step0=1 dst_num0=1 dst_step1=29 dst_num1=1 dst_step2=1 dst_num2=29
# fp32: 30 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01fc0ffc src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=-1 src_num2=30 cross_core_enable=1 peer_partition=6 dst_addr=0x0018000a dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# fp32: 30 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00340006 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=1 src_num2=30 cross_core_enable=1 peer_partition=20 dst_addr=0x00500ffc dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=-1 dst_num2=30
# fp32: 30 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x006c0002 src_step0=1 src_num0=1 src_step1=30 src_num1=1 src_step2=2 src_num2=30 cross_core_enable=1 peer_partition=34 dst_addr=0x0088000a dst_step0=1 dst_num0=1 dst_step1=30 dst_num1=1 dst_step2=1 dst_num2=30
# fp32: 31 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00a40ff8 src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=-1 src_num2=31 cross_core_enable=1 peer_partition=48 dst_addr=0x00c0000d dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=1 dst_num2=31
# fp32: 31 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00dc000b src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=1 src_num2=31 cross_core_enable=1 peer_partition=62 dst_addr=0x00f80ff8 dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=-1 dst_num2=31
# fp32: 31 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01140009 src_step0=1 src_num0=1 src_step1=31 src_num1=1 src_step2=2 src_num2=31 cross_core_enable=1 peer_partition=76 dst_addr=0x01300005 dst_step0=1 dst_num0=1 dst_step1=31 dst_num1=1 dst_step2=1 dst_num2=31
# fp32: 32 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x014c0ff4 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=-1 src_num2=32 cross_core_enable=1 peer_partition=90 dst_addr=0x01680000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# fp32: 32 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01840000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=1 src_num2=32 cross_core_enable=1 peer_partition=104 dst_addr=0x01a00ff4 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=-1 dst_num2=32
# fp32: 32 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01bc0000 src_step0=1 src_num0=1 src_step1=32 src_num1=1 src_step2=2 src_num2=32 cross_core_enable=1 peer_partition=118 dst_addr=0x01d80000 dst_step0=1 dst_num0=1 dst_step1=32 dst_num1=1 dst_step2=1 dst_num2=32
# fp32: 33 elements, src downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x01f40ff0 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=-1 src_num2=33 cross_core_enable=1 peer_partition=4 dst_addr=0x00100003 dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=1 dst_num2=33
# fp32: 33 elements, dst downwards
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x002c0005 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=1 src_num2=33 cross_core_enable=1 peer_partition=18 dst_addr=0x00480ff0 dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=-1 dst_num2=33
# fp32: 33 elements, src step 2
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00640007 src_step0=1 src_num0=1 src_step1=33 src_num1=1 src_step2=2 src_num2=33 cross_core_enable=1 peer_partition=32 dst_addr=0x0080000b dst_step0=1 dst_num0=1 dst_step1=33 dst_num1=1 dst_step2=1 dst_num2=33
