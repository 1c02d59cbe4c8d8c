# S000 §2 / §3: CollectiveCompute 0xD9 primary records, one per collective kind 2..10, the
# kind byte at +0x0E taken from the LUT read at .rodata 0x1DF5790:
#   objdump -s 0x1df5790: 01 02 03 04 09 05 06 07 08   (kind 2 3 4 5 6 7 8 9 10)
# AllToAllV (kind 6) -> 0x09, the out-of-sequence entry. AluOp at +0x0C from the shipped
# subset {bypass 0, add 4} (S000 §1.1); dtype at +0x0D; ADDR8 TENSOR2D at +0x10; +0x0F = 0.
coll_compute alu_op=4 dtype=fp32 collective_kind=0x01 src_addr=0x00000100 src_step0=1 src_num0=4 src_step1=1 src_num1=16   # kind 2
coll_compute alu_op=4 dtype=bf16 collective_kind=0x02 src_addr=0x00040100 src_step0=1 src_num0=4 src_step1=1 src_num1=16   # kind 3
coll_compute alu_op=0 dtype=fp16 collective_kind=0x03 src_addr=0x00080100 src_step0=1 src_num0=4 src_step1=1 src_num1=16   # kind 4
coll_compute alu_op=0 dtype=i32 collective_kind=0x04 src_addr=0x08000400 src_step0=1 src_num0=1 src_step1=1 src_num1=64     # kind 5, HBM
coll_compute alu_op=4 dtype=bf16 collective_kind=0x09 src_addr=0x000c0000 src_step0=1 src_num0=8 src_step1=2 src_num1=8    # kind 6 AllToAllV
coll_compute alu_op=0 dtype=u8 collective_kind=0x05 src_addr=0x00100000 src_step0=1 src_num0=2 src_step1=1 src_num1=32     # kind 7 (permute)
coll_compute alu_op=0 dtype=i8 collective_kind=0x06 src_addr=0x00140000 src_step0=1 src_num0=2 src_step1=1 src_num1=32     # kind 8 (permute)
coll_compute alu_op=0 dtype=u16 collective_kind=0x07 src_addr=0x00180000 src_step0=1 src_num0=2 src_step1=-1 src_num1=32   # kind 9 (permute)
coll_compute alu_op=4 dtype=fp8e4m3 collective_kind=0x08 src_addr=0x001c0000 src_step0=1 src_num0=2 src_step1=1 src_num1=32 # kind 10 (permute)
# S000 §3.2 / §3.4: the 0xDA secondary record, stamped raw (byte +0x01 = 0x00, not 0x10),
# with the permute channel_id as a u16 at +0x04 and the mirrored trio.
coll_compute2 channel_id=0x0102 alu_op=0 dtype=u8 collective_kind=0x05 src_addr=0x00200000 src_step0=1 src_num0=2 src_step1=1 src_num1=32
coll_compute2 channel_id=0xbeef alu_op=4 src_addr=0x00240000 src_step0=1 src_num0=1 src_step1=1 src_num1=1
