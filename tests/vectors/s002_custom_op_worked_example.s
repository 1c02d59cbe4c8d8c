# S002 §4 worked example (CUSTOM_OP wire byte layout): one output, one input (N = 1),
# CustomOpFunctionId = 0x07. The seed's words:
#   WORD 0  CUSTOM_OP_HEADER  85 10 00 00 [HH HH HH HH HH HH HH HH] 03 00 07 01, +0x10..+0x3F = 00
#   WORD 1  CUSTOM_OP_PAYLOAD 86 10 00 00 ... +0x0F = 01, OUTPUT AP (ADDR4) at +0x10
#   WORD 2  CUSTOM_OP_PAYLOAD 86 10 00 00 ... +0x0F = 01, INPUT arg[0] AP (ADDR4) at +0x10
# num_payloads = N + 2 = 3 (S002 §2.2). The header-init band (HH, +0x04..+0x0B) is left zero.
# "both small SBUF tiles": output at SBUF partition 1 offset 0x40 (ADDR4 0x00040040), input at
# partition 2 offset 0x80 (ADDR4 0x00080080); ADDR4 bit layout from the field map (PROJECT).
custom_op num_payloads=3 function_id=0x07 num_arguments=1
custom_op_payload present=1 ap_addr=0x00040040 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=16
custom_op_payload present=1 ap_addr=0x00080080 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=16
