# S003 §1(b): the gen3 default DVE roster, 52 opcodes (nonzero opcode_table slots minus the
# idle slot 0), one DVE word each: standard header 0x10NN (S003 §7 GOTCHA: the bundle word
# 0x10NN, NN = the opcode), the SyncInfo band at +0x04..+0x0B, an opaque body from +0x0C
# (PROJECT: the seeds do not map the DVE body). Then the field map's extra DVE opcodes
# {138, 139, 143} (gen2 transformer additions, S003 §7), 159 EngineNop and 225
# SparsityCompressTag (S003 §7).
dve.TensorTensorArithOp body=4100   # opcode 65 = 0x41
dve.dve66 sync_wait_sel=0x85 sync_wait_val=2   # opcode 66 = 0x42
dve.dve67   # opcode 67 = 0x43
dve.dve68 body=4403   # opcode 68 = 0x44
dve.dve69   # opcode 69 = 0x45
dve.Copy sync_wait_sel=0x85 sync_wait_val=6   # opcode 70 = 0x46
dve.dve71 body=4706   # opcode 71 = 0x47
dve.dve72   # opcode 72 = 0x48
dve.Memset   # opcode 73 = 0x49
dve.Rng sync_wait_sel=0x85 sync_wait_val=3 body=4d09   # opcode 77 = 0x4D
dve.dve78   # opcode 78 = 0x4E
dve.TensorTensorBitvecOp   # opcode 81 = 0x51
dve.dve82 body=520c   # opcode 82 = 0x52
dve.dve83 sync_wait_sel=0x85 sync_wait_val=7   # opcode 83 = 0x53
dve.dve84   # opcode 84 = 0x54
dve.MaxPoolSelect body=580f   # opcode 88 = 0x58
dve.dve94   # opcode 94 = 0x5E
dve.dve96 sync_wait_sel=0x85 sync_wait_val=4   # opcode 96 = 0x60
dve.dve97 body=6112   # opcode 97 = 0x61
dve.dve98   # opcode 98 = 0x62
dve.dve99   # opcode 99 = 0x63
dve.dve100 sync_wait_sel=0x85 sync_wait_val=1 body=6415   # opcode 100 = 0x64
dve.dve101   # opcode 101 = 0x65
dve.LoadParameterRam   # opcode 102 = 0x66
dve.LoadMaskSelect body=6918   # opcode 105 = 0x69
dve.StreamShuffle sync_wait_sel=0x85 sync_wait_val=5   # opcode 106 = 0x6A
dve.StreamTranspose   # opcode 107 = 0x6B
dve.Max8 body=6c1b   # opcode 108 = 0x6C
dve.MatchValueLoad   # opcode 109 = 0x6D
dve.FindIndex8 sync_wait_sel=0x85 sync_wait_val=2   # opcode 110 = 0x6E
dve.MatchReplace8 body=6f1e   # opcode 111 = 0x6F
dve.dve114   # opcode 114 = 0x72
dve.dve127   # opcode 127 = 0x7F
dve.TransposeBatchNormStats2 sync_wait_sel=0x85 sync_wait_val=6 body=8221   # opcode 130 = 0x82
dve.TransposeTensorReduceArithOp   # opcode 131 = 0x83
dve.TransposeTensorReduceBitvecOp   # opcode 132 = 0x84
dve.dve142 body=8e24   # opcode 142 = 0x8E
dve.TransposeTensorScalarArithOp sync_wait_sel=0x85 sync_wait_val=3   # opcode 147 = 0x93
dve.dve148   # opcode 148 = 0x94
dve.dve152 body=9827   # opcode 152 = 0x98
dve.dve153   # opcode 153 = 0x99
dve.dve154 sync_wait_sel=0x85 sync_wait_val=7   # opcode 154 = 0x9A
dve.dve155 body=9b2a   # opcode 155 = 0x9B
dve.dve157   # opcode 157 = 0x9D
dve.dve158   # opcode 158 = 0x9E
dve.dve188 sync_wait_sel=0x85 sync_wait_val=4 body=bc2d   # opcode 188 = 0xBC
dve.dve229   # opcode 229 = 0xE5
dve.dve230   # opcode 230 = 0xE6
dve.dve232 body=e830   # opcode 232 = 0xE8
dve.dve233 sync_wait_sel=0x85 sync_wait_val=1   # opcode 233 = 0xE9
dve.SelectReduce   # opcode 234 = 0xEA
dve.ExtendedInst body=f033   # opcode 240 = 0xF0
# extra opcodes (field map [dve] extra_ops)
dve.dve138   # opcode 138 = 0x8A
dve.dve139 sync_wait_sel=0x85 sync_wait_val=5   # opcode 139 = 0x8B
dve.dve143 body=8f36   # opcode 143 = 0x8F
dve.EngineNop   # opcode 159 = 0x9F
dve.SparsityCompressTag   # opcode 225 = 0xE1
