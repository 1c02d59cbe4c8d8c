# S002 §5, the NOTE after the byte map: the custom-op header's validator "only assert[s] byte1
# == 0x10, byte0 == 0x85, LOWORD == 0x1085, valid neuron-events, and high descriptor bits zero
# -- they do not constrain the +0x04..+0x0B init bytes". So a header takes any init band: the
# wait selector at +0x04 outside the other opcodes' wire LUT (00/07/05/85) is accepted here,
# and so is every other value of the band. Each chain below is legal (N = 1 and N = 0).
custom_op sync_wait_sel=0x06 sync_update_sel=0xff sync_wait_val=0x80 sync_update_val=0x01 sync_branch_pc=0xdeadbeef num_payloads=3 function_id=0x01 num_arguments=1
custom_op_payload present=1 ap_addr=0x00000000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
custom_op_payload present=1 ap_addr=0x00040000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
custom_op sync_wait_sel=0xff num_payloads=1 function_id=0x02 num_arguments=0
custom_op_payload present=1 ap_addr=0x00100000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
custom_op sync_wait_sel=0x01 sync_branch_pc=0xffffffff num_payloads=3 function_id=0x03 num_arguments=1
custom_op_payload present=1 ap_addr=0x00080000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
custom_op_payload present=1 ap_addr=0x000c0000 ap_num0=1 ap_num1=1 ap_num2=1 ap_num3=4
