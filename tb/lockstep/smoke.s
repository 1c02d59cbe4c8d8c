# Directed lockstep smoke program: the custom-op chain rules word by word, plus one word of
# each route. Expected decoder results are in the comments (checked by lockstep against the
# model, not here).

# one word per route
coll_compute dtype=bf16 collective_kind=0x09 src_addr=0x00040010 src_num0=1 src_num1=4   # CROSS
dve.dve66 sync_wait_sel=0x07                                                                # DVE
sb2sb src_dtype=fp32 dst_dtype=fp32 src_addr=0x00040000 src_num0=1 src_num1=1 src_num2=1 cross_core_enable=1 dst_addr=0x00080000 dst_num0=1 dst_num1=1 dst_num2=1   # SB2SB

# accepted chain, N = 1: header, output payload, one input payload (chain_pos 0, 1, 2)
custom_op num_payloads=3 function_id=5 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1
custom_op_payload present=1 ap_addr=0x08000100 ap_num0=2 ap_num1=1 ap_num2=1 ap_num3=1

# N = 0 chain (PROJECT edge): num_payloads 1, one output payload
custom_op num_payloads=1 function_id=6 num_arguments=0
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1

# orphan payload: no chain open -> CO_ORPHAN_PAYLOAD
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1

# a payload failing its own check still takes its slot (present=0 -> BAD_FLAG, chain_pos 1);
# the next payload is chain_pos 2 and accepted
custom_op num_payloads=3 function_id=7 num_arguments=1
custom_op_payload present=0 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1

# broken chain: N = 2 expects three payloads, gets one, then a header -> CO_CHAIN_BROKEN on
# the header (which opens nothing), so the following payload is an orphan
custom_op num_payloads=4 function_id=8 num_arguments=2
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1
custom_op num_payloads=3 function_id=9 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1

# rejected header (num_payloads wrong -> CO_COUNT_MISMATCH) opens no chain: orphan follows
custom_op num_payloads=2 function_id=10 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=1

# unknown opcode, and a bad word length
.word 01 10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
.word dc 11 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00

# the stream ends inside a chain: the last word is an accepted header -> CO_CHAIN_TRUNCATED
custom_op num_payloads=3 function_id=11 num_arguments=1
