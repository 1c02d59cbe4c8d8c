# The cluster's contract checks on S002 custom-op chains (S004's firmware contract; docs/cluster.md
# "Running a custom op"), one op each on the built-in deployment, every one refused before any
# write, a legal sort_u8 first and an iota_u8 last.
# FunctionIds are builtin_registry()'s: sort_u8 = 0, iota_u8 = 18; 200 is registered nowhere.
# ADDR4 (field map, PROJECT): SBUF = partition << 18 | offset; HBM = 0x08000000 | address;
# register mode = 0x10000000 | register.
# The lockstep run must compare each refusal with the model's (the RTL mailbox carries it):
# expect-json: result=PASS
# expect-json: cluster_completions.OK=2
# expect-json: cluster_completions.CL_FUNCTION_UNKNOWN=1
# expect-json: cluster_completions.CL_SIGNATURE=2
# expect-json: cluster_completions.CL_AP_REGISTER=1
# expect-json: cluster_completions.CL_OPERAND_RANGE=1
# expect-json: cluster_completions.CL_PRIVATE_OVERFLOW=1
# legal: sort_u8 of 16 bytes of partition 2 into partition 1
custom_op num_payloads=3 function_id=0 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x00080000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
# CL_FUNCTION_UNKNOWN: FunctionId 200 is not in the registry
custom_op num_payloads=3 function_id=200 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x00080000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
# CL_SIGNATURE: sort_u8 takes one input, this chain gives two
custom_op num_payloads=4 function_id=0 num_arguments=2
custom_op_payload present=1 ap_addr=0x00040000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x00080000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x000C0000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
# CL_SIGNATURE: sort_u8's output must have its input's shape (8 elements against 16)
custom_op num_payloads=3 function_id=0 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=8
custom_op_payload present=1 ap_addr=0x00080000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
# CL_AP_REGISTER: the input's start address in register mode (no register file in the model)
custom_op num_payloads=3 function_id=0 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x10000005 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
# CL_OPERAND_RANGE: 16 bytes from offset 4088 of a 4096-byte partition
custom_op num_payloads=3 function_id=0 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x00080FF8 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=16
# CL_PRIVATE_OVERFLOW: 32 HBM rows of 32767 bytes in and out (2 x 1,048,544 bytes staged)
# do not fit the CPU's 0x172000-byte working memory
custom_op num_payloads=3 function_id=0 num_arguments=1
custom_op_payload present=1 ap_addr=0x08000000 ap_step0=32767 ap_num0=32 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=32767
custom_op_payload present=1 ap_addr=0x08000000 ap_step0=32767 ap_num0=32 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=32767
# legal: iota_u8 (no input) into 8 bytes of partition 3
custom_op num_payloads=1 function_id=18 num_arguments=0
custom_op_payload present=1 ap_addr=0x000C0000 ap_step0=1 ap_num0=1 ap_num1=1 ap_num2=1 ap_step3=1 ap_num3=8
