# One valid instruction of every cross-engine opcode (S000 "At a glance": eleven opcodes),
# field offsets per S000 §3..§10 and the field map. Values are distinct per field.
# 0xD9 CollectiveCompute (S000 §3.1): trio +0x0C/+0x0D/+0x0E, ADDR8 TENSOR2D at +0x10
coll_compute sync_wait_sel=0x07 sync_update_sel=1 sync_wait_val=2 sync_update_val=3 sync_branch_pc=0x100 alu_op=4 dtype=bf16 collective_kind=0x09 src_addr=0x00040000 src_step0=1 src_num0=4 src_step1=1 src_num1=8
# 0xDA CollectiveCompute secondary (S000 §3.2, §3.4): raw stamp, channel_id u16 at +0x04
coll_compute2 channel_id=0x0a0b alu_op=4 dtype=bf16 collective_kind=0x05 src_addr=0x00080000 src_step0=1 src_num0=4 src_step1=1 src_num1=8
# 0xCB CollectiveSend/Recv (S000 §4.1): tensor_id u64 +0x10, tensor_base +0x30, elements/partition +0x38
send_recv sync_wait_sel=0x05 tensor_id=0x1122334455667788 tensor_base=0x0000000080000000 num_elements_per_partition=256
# 0xDC GetGlobalRankId (S000 §8.1): valid +0x0C, regId +0x17
get_global_rank valid_flag=1 reg_id=23
# 0xDB GetCurProcessingRankID (S000 §8.2): group +0x0C, channel +0x0E, iteration +0x10, regId +0x12, stream u16 +0x14
get_cur_rank group_id=0x0102 channel_id=0x0304 iteration_id=0x0506 reg_id=18 stream_id=0x0708
# 0xDE TensorCompletion (S000 §9): handle +0x0C, byte +0x10
tensor_completion completion_handle=0xcafe0001 ap_byte=0x10
# 0xBE GetSequenceBounds (S000 §6): dtype/flag bytes +0x0C/+0x0E/+0x0F, TENSOR3D +0x10 and +0x20
get_seq_bounds in_dtype=i32 out_dtype=i32 flags=1 in_addr=0x00000000 in_step0=1 in_num0=1 in_step1=1 in_num1=1 in_step2=1 in_num2=64 out_addr=0x00000200 out_step0=1 out_num0=1 out_step1=1 out_num1=1 out_step2=1 out_num2=128
# 0xD8 CoreBarrier (S000 §7): barrier id +0x0C, index +0x10, semaphore TENSOR4D +0x20
core_barrier barrier_id=3 barrier_index=7 sema_addr=0x01fc0000 sema_step0=1 sema_num0=1 sema_step1=1 sema_num1=1 sema_step2=1 sema_num2=1 sema_step3=1 sema_num3=1
# 0xBF GPSIMDSB2SB (S000 §5, S004 View A): SBUF -> peer SBUF, cross-core +0x20 = 1, peer partition +0x21
# src: partitions 0..3, 2 x 8 bf16 per partition (32 bytes); dst: peer partitions 8..11.
sb2sb src_dtype=bf16 dst_dtype=bf16 src_addr=0x00000100 src_step0=1 src_num0=4 src_step1=16 src_num1=2 src_step2=1 src_num2=8 cross_core_enable=1 peer_partition=8 dst_addr=0x00200200 dst_step0=1 dst_num0=4 dst_step1=16 dst_num1=2 dst_step2=1 dst_num2=8
# 0x85 CustomOpHeader + 0x86 CustomOpPayload (S002 §2, §3): N = 1
custom_op num_payloads=3 function_id=0x01 num_arguments=1
custom_op_payload present=1 ap_addr=0x00300000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x00340000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=16
