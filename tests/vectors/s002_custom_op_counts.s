# S002 §2.2 num_payloads rule and GOTCHA: num_payloads = N + 2 for N >= 1, 1 for N = 0;
# num_arguments (+0x0F) counts inputs only.
#
# "a 3-input / 1-output op has num_arguments = 3 and num_payloads = 5": header 85 10 00 00
# [00 x8] 05 00 2a 03, then the output payload and three input payloads (S002 §1 chain).
custom_op num_payloads=5 function_id=0x2a num_arguments=3
custom_op_payload present=1 ap_addr=0x00000000 ap_num0=2 ap_num1=1 ap_num2=1 ap_num3=8
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=2 ap_num1=1 ap_num2=1 ap_num3=8
custom_op_payload present=1 ap_addr=0x00080000 ap_num0=2 ap_num1=1 ap_num2=1 ap_num3=8
custom_op_payload present=1 ap_addr=0x08000100 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=8
# N = 0: "the emitter sets num_payloads = 1, not 0 + 2 = 2"; the chain is the header and the
# output payload (2 words; the N = 0 edge is INFERRED in S002, the field map keeps the output).
custom_op num_payloads=1 function_id=0x2b num_arguments=0
custom_op_payload present=1 ap_addr=0x00100000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
# FunctionId 0xFD, the last of the 254 ids 0x00..0xFD a NEFF can hold (S002 §6: at most 254
# functions, 0xFF = unset).
custom_op num_payloads=3 function_id=0xfd num_arguments=1
custom_op_payload present=1 ap_addr=0x00140000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
custom_op_payload present=1 ap_addr=0x10000007 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
