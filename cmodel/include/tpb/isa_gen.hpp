// generated from cmodel/spec/tpb_fieldmap.toml by scripts/gen_fieldmap.py, do not edit
#pragma once

#include <array>
#include <cstdint>

namespace tpb {

inline constexpr unsigned kBundleBytes = 64;
inline constexpr uint8_t kWordLen = 0x10;
inline constexpr unsigned kMaxFields = 24;
/// Header bytes of every bundle: byte offsets (k*Off) and widths in bytes (k*Bytes).
inline constexpr unsigned kHdrOpcodeOff = 0x00, kHdrOpcodeBytes = 1;
inline constexpr unsigned kHdrWordLenOff = 0x01, kHdrWordLenBytes = 1;

/// Named error codes; identical in RTL (tpb_isa_pkg::err_e) and model.
enum class Err : uint8_t {
  OK = 0,
  UNKNOWN_OPCODE = 1,
  BAD_WORD_LEN = 2,
  RESERVED_NONZERO = 3,
  BAD_SYNC_SEL = 4,
  BAD_ALU_OP = 5,
  BAD_DTYPE = 6,
  BAD_COLL_KIND = 7,
  BAD_FLAG = 8,
  BAD_AP_ADDR = 9,
  BAD_AP_SHAPE = 10,
  CO_INDIRECT_AP = 11,
  CO_OPERAND_MEM = 12,
  CO_FUNCTION_ID_UNSET = 13,
  CO_COUNT_MISMATCH = 14,
  CO_ORPHAN_PAYLOAD = 15,
  CO_CHAIN_BROKEN = 16,
  CO_CHAIN_TRUNCATED = 17,
  OPCODE_NOT_IN_GEN = 18,
  DVE_DISABLED = 32,
  DVE_FAST_RANGE = 33,
  DVE_SLOW_RANGE = 34,
  SB2SB_NOT_DECODED = 48,
  SB2SB_NOT_LNC2 = 49,
  SB2SB_SRC_NOT_SBUF = 50,
  SB2SB_DST_NOT_SBUF = 51,
  SB2SB_DTYPE_MISMATCH = 52,
  SB2SB_PEER_PARTITION_RANGE = 53,
  SB2SB_COUNT_MISMATCH = 54,
  SB2SB_TOO_MANY_BYTES = 55,
  SB2SB_SRC_PARTITION_RANGE = 56,
  SB2SB_SRC_OFFSET_RANGE = 57,
  SB2SB_DST_PARTITION_RANGE = 58,
  SB2SB_DST_OFFSET_RANGE = 59,
  CL_SCRATCH_RANGE = 64,
  CL_BAD_CPU_ID = 65,
  CL_WINDOW_NOT_PROGRAMMED = 66,
  CL_WINDOW_RANGE = 67,
  CL_OUTPUT_COUNT = 68,
  CL_INPUT_COUNT = 69,
  CL_FUNCTION_LIMIT = 70,
  CL_FUNCTION_NAME = 71,
  CL_FUNCTION_UNKNOWN = 72,
  CL_KERNEL_MISSING = 73,
  CL_KERNEL_DUPLICATE = 74,
  CL_CHAIN_SHAPE = 75,
  CL_CHAIN_LENGTH = 76,
  CL_AP_REGISTER = 77,
  CL_SIGNATURE = 78,
  CL_OPERAND_RANGE = 79,
  CL_PRIVATE_OVERFLOW = 80,
  CL_KERNEL_FAULT = 81,
  CL_MAILBOX_OVERFLOW = 82,
};
inline constexpr unsigned kNumErrors = 83;
struct ErrDesc { Err code; const char* name; const char* meaning; };
inline constexpr ErrDesc kErrors[] = {
  {Err::OK, "OK", "accepted"},
  {Err::UNKNOWN_OPCODE, "UNKNOWN_OPCODE", "opcode byte is neither a cross-engine opcode nor in the DVE roster"},
  {Err::BAD_WORD_LEN, "BAD_WORD_LEN", "byte +0x01 is not 0x10 (0x00 on the raw-stamped 0xDA)"},
  {Err::RESERVED_NONZERO, "RESERVED_NONZERO", "a byte no field covers is not zero"},
  {Err::BAD_SYNC_SEL, "BAD_SYNC_SEL", "SyncInfo semaphore-wait selector is not 0x00 or a wire LUT value (07/05/85)"},
  {Err::BAD_ALU_OP, "BAD_ALU_OP", "AluOp byte outside the shipped subset {bypass=0, add=4}"},
  {Err::BAD_DTYPE, "BAD_DTYPE", "dtype byte is not a defined dtype code"},
  {Err::BAD_COLL_KIND, "BAD_COLL_KIND", "collective-kind byte is not an output of the kind LUT (0x01..0x09)"},
  {Err::BAD_FLAG, "BAD_FLAG", "a flag byte holds a value other than its allowed ones"},
  {Err::BAD_AP_ADDR, "BAD_AP_ADDR", "access-pattern start word has an undefined mode or memory space, or ADDR8 high half nonzero"},
  {Err::BAD_AP_SHAPE, "BAD_AP_SHAPE", "access-pattern dimension with a count of zero"},
  {Err::CO_INDIRECT_AP, "CO_INDIRECT_AP", "custom-op operand access pattern is indirect (gather)"},
  {Err::CO_OPERAND_MEM, "CO_OPERAND_MEM", "custom-op operand is not located in SBUF or HBM"},
  {Err::CO_FUNCTION_ID_UNSET, "CO_FUNCTION_ID_UNSET", "custom-op FunctionId is 0xFF (unset)"},
  {Err::CO_COUNT_MISMATCH, "CO_COUNT_MISMATCH", "num_payloads differs from num_arguments + 2 (or 1 when num_arguments = 0)"},
  {Err::CO_ORPHAN_PAYLOAD, "CO_ORPHAN_PAYLOAD", "a 0x86 payload word outside an open custom-op chain"},
  {Err::CO_CHAIN_BROKEN, "CO_CHAIN_BROKEN", "a custom-op chain expected a 0x86 payload and got another opcode; the word is dropped"},
  {Err::CO_CHAIN_TRUNCATED, "CO_CHAIN_TRUNCATED", "the stream ended inside a custom-op chain (reported on the last word)"},
  {Err::OPCODE_NOT_IN_GEN, "OPCODE_NOT_IN_GEN", "the opcode does not exist on the system's generation (its `since_gen` is later): 0xBE, 0xD8 and 0xBF are CoreV3 (gen3) on, no CoreV2 form (S000 abstract, §5-§7); checked before the opcode's own checks, the word reaches no engine"},
  {Err::DVE_DISABLED, "DVE_DISABLED", "the opcode's opcode_table entry is 0: opcode disabled in this table set (S003 §1); nothing is fetched"},
  {Err::DVE_FAST_RANGE, "DVE_FAST_RANGE", "the entry's fast row (gen2 V & 0x7F, gen3/4 V & 0xFF) is outside the control(_fast) table; nothing is fetched"},
  {Err::DVE_SLOW_RANGE, "DVE_SLOW_RANGE", "the entry's slow selector (gen2 V >> 7, gen3/4 V >> 8) is nonzero and outside its table; nothing is fetched"},
  {Err::SB2SB_NOT_DECODED, "SB2SB_NOT_DECODED", "the mover was handed a word that is not a decoder-accepted 0xBF (defensive; cannot occur behind the decoder)"},
  {Err::SB2SB_NOT_LNC2, "SB2SB_NOT_LNC2", "cores per LNC is not 2: every 0xBF is refused (S000 §5 arch+0x1A4 == 2 gate)"},
  {Err::SB2SB_SRC_NOT_SBUF, "SB2SB_SRC_NOT_SBUF", "0xBF source ADDR4 is not a static-mode SBUF address (PSUM, HBM, register or indirect)"},
  {Err::SB2SB_DST_NOT_SBUF, "SB2SB_DST_NOT_SBUF", "0xBF destination ADDR4 is not a static-mode SBUF address (PSUM, HBM, register or indirect)"},
  {Err::SB2SB_DTYPE_MISMATCH, "SB2SB_DTYPE_MISMATCH", "0xBF src_dtype differs from dst_dtype (the mover does not cast)"},
  {Err::SB2SB_PEER_PARTITION_RANGE, "SB2SB_PEER_PARTITION_RANGE", "PROJECT rule: 0xBF peer_partition (+0x21, the peer SB partition, S000 §5) names no partition of the peer SBUF (>= Partitions); any value below Partitions is accepted, whatever the destination pattern"},
  {Err::SB2SB_COUNT_MISMATCH, "SB2SB_COUNT_MISMATCH", "0xBF source and destination element counts (num0*num1*num2) differ"},
  {Err::SB2SB_TOO_MANY_BYTES, "SB2SB_TOO_MANY_BYTES", "0xBF source or destination pattern moves more than 1024 bytes out of / into one partition (multiplicity*num1*num2*elem_bytes > MaxBytesPerPartition 0x400; multiplicity = num0 when step0 == 0, else 1)"},
  {Err::SB2SB_SRC_PARTITION_RANGE, "SB2SB_SRC_PARTITION_RANGE", "0xBF source pattern reaches a partition outside 0..Partitions-1"},
  {Err::SB2SB_SRC_OFFSET_RANGE, "SB2SB_SRC_OFFSET_RANGE", "0xBF source pattern reaches a byte outside its partition (below 0 or at/after BytesPerPartition)"},
  {Err::SB2SB_DST_PARTITION_RANGE, "SB2SB_DST_PARTITION_RANGE", "0xBF destination pattern reaches a partition outside 0..Partitions-1"},
  {Err::SB2SB_DST_OFFSET_RANGE, "SB2SB_DST_OFFSET_RANGE", "0xBF destination pattern reaches a byte outside its partition (below 0 or at/after BytesPerPartition)"},
  {Err::CL_SCRATCH_RANGE, "CL_SCRATCH_RANGE", "DRAM scratch access outside [0x80000, 0x90000) (S004 assert data_transfer.cpp:160)"},
  {Err::CL_BAD_CPU_ID, "CL_BAD_CPU_ID", "cpu_id is not below 8 (S004 assert data_transfer.cpp:171)"},
  {Err::CL_WINDOW_NOT_PROGRAMMED, "CL_WINDOW_NOT_PROGRAMMED", "the CPU's MEM_WINDOW0 does not hold SUNDA_APB_BASE at a DMA (S004 assert data_transfer.cpp:240)"},
  {Err::CL_WINDOW_RANGE, "CL_WINDOW_RANGE", "access outside the working memory of the CPU's own private window (0x84000000 + cpu_id*0x200000, past the image)"},
  {Err::CL_OUTPUT_COUNT, "CL_OUTPUT_COUNT", "a custom op is built with other than exactly one output (S002: \"Custom ops cannot have more than 1 output\")"},
  {Err::CL_INPUT_COUNT, "CL_INPUT_COUNT", "a custom op is built with more than 255 inputs (num_arguments is a u8)"},
  {Err::CL_FUNCTION_LIMIT, "CL_FUNCTION_LIMIT", "registering a 255th unique custom-op function (FunctionIds 0..253, 0xFF unset; S002 §6)"},
  {Err::CL_FUNCTION_NAME, "CL_FUNCTION_NAME", "empty library file or function name"},
  {Err::CL_FUNCTION_UNKNOWN, "CL_FUNCTION_UNKNOWN", "the FunctionId is not in the stream's registry"},
  {Err::CL_KERNEL_MISSING, "CL_KERNEL_MISSING", "the registry names a (library, function) that no kernel installed on the cluster provides"},
  {Err::CL_KERNEL_DUPLICATE, "CL_KERNEL_DUPLICATE", "a kernel with that (library, function) is installed already"},
  {Err::CL_CHAIN_SHAPE, "CL_CHAIN_SHAPE", "the words handed to the cluster are not one 0x85 header followed by 0x86 payloads"},
  {Err::CL_CHAIN_LENGTH, "CL_CHAIN_LENGTH", "the chain holds other than num_arguments + 1 payloads"},
  {Err::CL_AP_REGISTER, "CL_AP_REGISTER", "register-mode operand access pattern: the cluster model has no register file to resolve it"},
  {Err::CL_SIGNATURE, "CL_SIGNATURE", "operand count or shapes do not fit the kernel's registered signature"},
  {Err::CL_OPERAND_RANGE, "CL_OPERAND_RANGE", "an operand access pattern reaches outside its SBUF partitions/bytes or HBM size"},
  {Err::CL_PRIVATE_OVERFLOW, "CL_PRIVATE_OVERFLOW", "the staged operands do not fit the CPU's private working memory (0x172000 bytes)"},
  {Err::CL_KERNEL_FAULT, "CL_KERNEL_FAULT", "the kernel returned failure or threw; no output was written back"},
  {Err::CL_MAILBOX_OVERFLOW, "CL_MAILBOX_OVERFLOW", "the chain has more words than the RTL mailbox holds (MailboxWords, a parameter); refused by the mailbox itself, nothing reaches the cluster"},
};

enum class Route : uint8_t {
  NONE = 0,
  CROSS = 1,
  DVE = 2,
  SB2SB = 3,
  CUSTOM = 4,
};
inline constexpr const char* kRouteNames[] = {"NONE", "CROSS", "DVE", "SB2SB", "CUSTOM"};

enum class Check : uint8_t {
  NONE,
  DTYPE,
  DTYPE_OR0,
  ALU_OP,
  COLL_KIND,
  COLL_KIND_OR0,
  FLAG01,
  EQ1,
  SYNC_WAIT,
  ADDR4,
  ADDR8,
  ADDR4_CO,
  NONZERO,
  FN_ID,
  NUM_PAYLOADS,
};
enum class Tag : uint8_t { CONFIRMED, STRONG, INFERRED, PROJECT };
inline constexpr const char* kTagNames[] = {"CONFIRMED", "STRONG", "INFERRED", "PROJECT"};

struct DtypeDesc { uint8_t code; const char* name; uint8_t bytes; };
inline constexpr DtypeDesc kDtypes[] = {
  {0x01, "u8", 1},
  {0x02, "i8", 1},
  {0x03, "u16", 2},
  {0x04, "i16", 2},
  {0x05, "u32", 4},
  {0x06, "i32", 4},
  {0x07, "fp8e4m3", 1},
  {0x08, "fp8e5m2", 1},
  {0x09, "bf16", 2},
  {0x0A, "fp16", 2},
  {0x0B, "fp32", 4},
};

inline constexpr std::array<uint8_t, 2> kAluOpShipped = {0, 4};
struct DgeMap { uint8_t alu_op; uint8_t dge_op; };
inline constexpr DgeMap kDgeComputeOp[] = {{0, 1}, {4, 2}};
inline constexpr std::array<uint8_t, 9> kCollKindLut = {0x01, 0x02, 0x03, 0x04, 0x09, 0x05, 0x06, 0x07, 0x08};
inline constexpr uint8_t kCollKindLutBase = 2;
inline constexpr std::array<uint8_t, 4> kSyncWaitSel = {0x00, 0x07, 0x05, 0x85};
struct CollKindDesc { uint8_t ordinal; const char* name; Tag tag; const char* note; };
inline constexpr CollKindDesc kCollKinds[] = {
  {0, "SendRecv", Tag::CONFIRMED, "not encodable through the LUT: travels as 0xCB or 0xBF"},
  {1, "SendRecvCCE", Tag::CONFIRMED, "not encodable through the LUT: travels as 0xCB or 0xBF"},
  {2, "Group2", Tag::INFERRED, "one of AllReduce/ReduceScatter/AllGather/AllToAll; the seeds do not pin which"},
  {3, "Group3", Tag::INFERRED, "one of AllReduce/ReduceScatter/AllGather/AllToAll"},
  {4, "Group4", Tag::INFERRED, "one of AllReduce/ReduceScatter/AllGather/AllToAll"},
  {5, "Group5", Tag::INFERRED, "one of AllReduce/ReduceScatter/AllGather/AllToAll"},
  {6, "AllToAllV", Tag::CONFIRMED, "wire 0x09, the out-of-sequence LUT entry"},
  {7, "Permute7", Tag::CONFIRMED, "Permute family (wire 0x05..0x08); member names not pinned"},
  {8, "Permute8", Tag::CONFIRMED, "Permute family"},
  {9, "Permute9", Tag::CONFIRMED, "Permute family"},
  {10, "Permute10", Tag::CONFIRMED, "Permute family"},
};

/// ADDR4 start-word bit layout (PROJECT).
namespace addr4 {
inline constexpr unsigned kModeLsb = 28;
inline constexpr unsigned kModeBits = 4;
inline constexpr unsigned kModeStatic = 0;
inline constexpr unsigned kModeRegister = 1;
inline constexpr unsigned kModeIndirect = 2;
inline constexpr unsigned kSpaceLsb = 26;
inline constexpr unsigned kSpaceBits = 2;
inline constexpr unsigned kSpaceSbuf = 0;
inline constexpr unsigned kSpacePsum = 1;
inline constexpr unsigned kSpaceHbm = 2;
inline constexpr unsigned kPartitionLsb = 18;
inline constexpr unsigned kPartitionBits = 8;
inline constexpr unsigned kOffsetLsb = 0;
inline constexpr unsigned kOffsetBits = 18;
inline constexpr unsigned kHbmAddrBits = 26;
inline constexpr unsigned kRegBits = 8;
}  // namespace addr4

struct FieldDesc {
  const char* name;   // record, JSON and assembly key
  uint8_t off;        // byte offset in the bundle
  uint8_t width;      // bytes, little-endian
  bool is_signed;
  Check check;
  Tag tag;
  const char* meaning;
};
struct OpcodeDesc {
  uint8_t opcode;
  const char* name;
  const char* mnemonic;
  Route route;
  bool raw_header;     // byte +0x01 stays 0x00 (0xDA)
  bool dve;            // DVE opcode: body +0x0C..+0x3F opaque
  const char* seed;
  uint8_t nfields;
  const FieldDesc* fields;
  uint64_t covered;    // bit k: byte k is header or field (others must be zero)
  uint8_t since_gen;   // first generation that has the opcode (OPCODE_NOT_IN_GEN before)
  bool synthetic;      // seed == "SYNTHETIC": an opcode integer no seed gives (PROJECT)
};

inline constexpr FieldDesc kFields_D9[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"alu_op", 0x0C, 1, false, Check::ALU_OP, Tag::CONFIRMED, "CCE reduce-on-copy AluOp (convert<AluOpType>)"},
  {"dtype", 0x0D, 1, false, Check::DTYPE, Tag::CONFIRMED, "dtype_to_wire(reinterpreted copy dtype)"},
  {"collective_kind", 0x0E, 1, false, Check::COLL_KIND, Tag::CONFIRMED, "collective-kind LUT wire byte"},
  {"src_addr", 0x10, 8, false, Check::ADDR8, Tag::PROJECT, "ADDR8 start: ADDR4 layout in the low 32 bits, high 32 bits zero"},
  {"src_step0", 0x18, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"src_num0", 0x1A, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"src_step1", 0x1C, 2, true, Check::NONE, Tag::PROJECT, "free-dim step (elements)"},
  {"src_num1", 0x1E, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim count"},
};
inline constexpr FieldDesc kFields_DA[] = {
  {"channel_id", 0x04, 2, false, Check::NONE, Tag::CONFIRMED, "permute channel id (u16 writer at +0x04)"},
  {"alu_op", 0x0C, 1, false, Check::ALU_OP, Tag::STRONG, "mirrors the 0xD9 trio"},
  {"dtype", 0x0D, 1, false, Check::DTYPE_OR0, Tag::STRONG, "mirrors the 0xD9 trio; 0 where the arm does not write it (PROJECT)"},
  {"collective_kind", 0x0E, 1, false, Check::COLL_KIND_OR0, Tag::STRONG, "mirrors the 0xD9 trio; 0 where the arm does not write it (PROJECT)"},
  {"src_addr", 0x10, 8, false, Check::ADDR8, Tag::PROJECT, "ADDR8 start: ADDR4 layout in the low 32 bits, high 32 bits zero"},
  {"src_step0", 0x18, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"src_num0", 0x1A, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"src_step1", 0x1C, 2, true, Check::NONE, Tag::PROJECT, "free-dim step (elements)"},
  {"src_num1", 0x1E, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim count"},
};
inline constexpr FieldDesc kFields_CB[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"tensor_id", 0x10, 8, false, Check::NONE, Tag::CONFIRMED, "ap_base(arg0 AP), instr.tensor_id"},
  {"tensor_base", 0x30, 8, false, Check::NONE, Tag::CONFIRMED, "tensor base (I+0xD0)"},
  {"num_elements_per_partition", 0x38, 8, false, Check::NONE, Tag::CONFIRMED, "getNumElementsPerPartition(arg0 AP)"},
};
inline constexpr FieldDesc kFields_DC[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"valid_flag", 0x0C, 1, false, Check::FLAG01, Tag::CONFIRMED, "valid flag"},
  {"reg_id", 0x17, 1, false, Check::NONE, Tag::CONFIRMED, "destination register id"},
};
inline constexpr FieldDesc kFields_DB[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"group_id", 0x0C, 2, false, Check::NONE, Tag::CONFIRMED, "instr.group_id (offset CONFIRMED, u16 width INFERRED)"},
  {"channel_id", 0x0E, 2, false, Check::NONE, Tag::CONFIRMED, "instr.channel_id (offset CONFIRMED, u16 width INFERRED)"},
  {"iteration_id", 0x10, 2, false, Check::NONE, Tag::CONFIRMED, "instr.iteration_id (offset CONFIRMED, u16 width INFERRED)"},
  {"reg_id", 0x12, 1, false, Check::NONE, Tag::CONFIRMED, "destination register id"},
  {"stream_id", 0x14, 2, false, Check::NONE, Tag::CONFIRMED, "instr.stream_id (u16)"},
};
inline constexpr FieldDesc kFields_DE[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"completion_handle", 0x0C, 4, false, Check::NONE, Tag::CONFIRMED, "MemLoc+0x234 completion handle (semantics STRONG; u32 from the 32-bit store)"},
  {"ap_byte", 0x10, 1, false, Check::NONE, Tag::CONFIRMED, "derived access-pattern byte"},
};
inline constexpr FieldDesc kFields_BE[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"in_dtype", 0x0C, 1, false, Check::DTYPE, Tag::INFERRED, "flag/dtype byte at +0x0C, read as the segment-id dtype"},
  {"out_dtype", 0x0E, 1, false, Check::DTYPE, Tag::INFERRED, "flag/dtype byte at +0x0E, read as the bounds dtype"},
  {"flags", 0x0F, 1, false, Check::NONE, Tag::INFERRED, "flag byte at +0x0F"},
  {"in_addr", 0x10, 4, false, Check::ADDR4, Tag::PROJECT, "ADDR4 start word"},
  {"in_step0", 0x14, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"in_num0", 0x16, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"in_step1", 0x18, 2, true, Check::NONE, Tag::PROJECT, "outer free-dim step (elements)"},
  {"in_num1", 0x1A, 2, false, Check::NONZERO, Tag::PROJECT, "outer free-dim count"},
  {"in_step2", 0x1C, 2, true, Check::NONE, Tag::PROJECT, "inner free-dim step (elements)"},
  {"in_num2", 0x1E, 2, false, Check::NONZERO, Tag::PROJECT, "inner free-dim count"},
  {"out_addr", 0x20, 4, false, Check::ADDR4, Tag::PROJECT, "ADDR4 start word"},
  {"out_step0", 0x24, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"out_num0", 0x26, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"out_step1", 0x28, 2, true, Check::NONE, Tag::PROJECT, "outer free-dim step (elements)"},
  {"out_num1", 0x2A, 2, false, Check::NONZERO, Tag::PROJECT, "outer free-dim count"},
  {"out_step2", 0x2C, 2, true, Check::NONE, Tag::PROJECT, "inner free-dim step (elements)"},
  {"out_num2", 0x2E, 2, false, Check::NONZERO, Tag::PROJECT, "inner free-dim count"},
};
inline constexpr FieldDesc kFields_D8[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"barrier_id", 0x0C, 4, false, Check::NONE, Tag::CONFIRMED, "HW barrier-register id (getNextCoreBarrierId), 32-bit store"},
  {"barrier_index", 0x10, 4, false, Check::NONE, Tag::CONFIRMED, "module-wide barrier instance index, 32-bit store"},
  {"sema_addr", 0x20, 4, false, Check::ADDR4, Tag::PROJECT, "ADDR4 start word"},
  {"sema_step0", 0x24, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"sema_num0", 0x26, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"sema_step1", 0x28, 2, true, Check::NONE, Tag::PROJECT, "free-dim 1 step"},
  {"sema_num1", 0x2A, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim 1 count"},
  {"sema_step2", 0x2C, 2, true, Check::NONE, Tag::PROJECT, "free-dim 2 step"},
  {"sema_num2", 0x2E, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim 2 count"},
  {"sema_step3", 0x30, 2, true, Check::NONE, Tag::PROJECT, "free-dim 3 step (innermost)"},
  {"sema_num3", 0x32, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim 3 count (innermost)"},
};
inline constexpr FieldDesc kFields_BF[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"src_dtype", 0x0C, 1, false, Check::DTYPE, Tag::CONFIRMED, "dtype_to_wire(srcAP.dtype)"},
  {"dst_dtype", 0x0D, 1, false, Check::DTYPE, Tag::CONFIRMED, "dtype_to_wire(dstAP.dtype)"},
  {"src_addr", 0x10, 4, false, Check::ADDR4, Tag::PROJECT, "ADDR4 start word"},
  {"src_step0", 0x14, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"src_num0", 0x16, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"src_step1", 0x18, 2, true, Check::NONE, Tag::PROJECT, "outer free-dim step (elements)"},
  {"src_num1", 0x1A, 2, false, Check::NONZERO, Tag::PROJECT, "outer free-dim count"},
  {"src_step2", 0x1C, 2, true, Check::NONE, Tag::PROJECT, "inner free-dim step (elements)"},
  {"src_num2", 0x1E, 2, false, Check::NONZERO, Tag::PROJECT, "inner free-dim count"},
  {"cross_core_enable", 0x20, 1, false, Check::EQ1, Tag::CONFIRMED, "cross-core enable, hard-stamped 1"},
  {"peer_partition", 0x21, 1, false, Check::NONE, Tag::CONFIRMED, "peer SB partition, a scalar (srcAP.appair[1].partition); CONFIRMED: the byte and its source. PROJECT: the mover refuses only a value >= the peer SBUF's Partitions (SB2SB_PEER_PARTITION_RANGE) and ties it to no other field; the destination pattern alone gives the write addresses"},
  {"dst_addr", 0x30, 4, false, Check::ADDR4, Tag::PROJECT, "ADDR4 start word"},
  {"dst_step0", 0x34, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"dst_num0", 0x36, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"dst_step1", 0x38, 2, true, Check::NONE, Tag::PROJECT, "outer free-dim step (elements)"},
  {"dst_num1", 0x3A, 2, false, Check::NONZERO, Tag::PROJECT, "outer free-dim count"},
  {"dst_step2", 0x3C, 2, true, Check::NONE, Tag::PROJECT, "inner free-dim step (elements)"},
  {"dst_num2", 0x3E, 2, false, Check::NONZERO, Tag::PROJECT, "inner free-dim count"},
};
inline constexpr FieldDesc kFields_85[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::NONE, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"num_payloads", 0x0C, 2, false, Check::NUM_PAYLOADS, Tag::CONFIRMED, "N + 2 for N >= 1, 1 for N = 0 (u16, lea [r13+0Ch])"},
  {"function_id", 0x0E, 1, false, Check::FN_ID, Tag::CONFIRMED, "CustomOpFunctionId (u8, 0xFF = unset)"},
  {"num_arguments", 0x0F, 1, false, Check::NONE, Tag::CONFIRMED, "N, the number of inputs (output not counted)"},
};
inline constexpr FieldDesc kFields_86[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
  {"present", 0x0F, 1, false, Check::EQ1, Tag::CONFIRMED, "present flag, stamped 1"},
  {"ap_addr", 0x10, 4, false, Check::ADDR4_CO, Tag::PROJECT, "ADDR4 start word (S002 §3.2: ADDR4-rooted, STRONG)"},
  {"ap_step0", 0x14, 2, true, Check::NONE, Tag::PROJECT, "partition step"},
  {"ap_num0", 0x16, 2, false, Check::NONZERO, Tag::PROJECT, "partition count"},
  {"ap_step1", 0x18, 2, true, Check::NONE, Tag::PROJECT, "free-dim 1 step"},
  {"ap_num1", 0x1A, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim 1 count"},
  {"ap_step2", 0x1C, 2, true, Check::NONE, Tag::PROJECT, "free-dim 2 step"},
  {"ap_num2", 0x1E, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim 2 count"},
  {"ap_step3", 0x20, 2, true, Check::NONE, Tag::PROJECT, "free-dim 3 step (innermost)"},
  {"ap_num3", 0x22, 2, false, Check::NONZERO, Tag::PROJECT, "free-dim 3 count (innermost)"},
};
inline constexpr FieldDesc kFields_DVE[] = {
  {"sync_wait_sel", 0x04, 1, false, Check::SYNC_WAIT, Tag::PROJECT, "semaphore-wait selector (wire LUT 07/05/85; 0 = none)"},
  {"sync_update_sel", 0x05, 1, false, Check::NONE, Tag::PROJECT, "semaphore-update selector (identity-coded)"},
  {"sync_wait_val", 0x06, 1, false, Check::NONE, Tag::PROJECT, "semaphore wait value"},
  {"sync_update_val", 0x07, 1, false, Check::NONE, Tag::PROJECT, "semaphore update value"},
  {"sync_branch_pc", 0x08, 4, false, Check::NONE, Tag::PROJECT, "branch-hint PC"},
};

inline constexpr OpcodeDesc kOpcodes[] = {
  {0xD9, "CollectiveCompute", "coll_compute", Route::CROSS, false, false, "S000 §3.1", 13, kFields_D9, 0x00000000FFFF7FF3ull, 2, false},
  {0xDA, "CollectiveComputeSecondary", "coll_compute2", Route::CROSS, true, false, "S000 §3.2, §3.4", 9, kFields_DA, 0x00000000FFFF7033ull, 2, false},
  {0xCB, "CollectiveSendRecv", "send_recv", Route::CROSS, false, false, "S000 §4.1", 8, kFields_CB, 0xFFFF000000FF0FF3ull, 2, false},
  {0xDC, "GetGlobalRankId", "get_global_rank", Route::CROSS, false, false, "S000 §8.1", 7, kFields_DC, 0x0000000000801FF3ull, 2, false},
  {0xDB, "GetCurProcessingRankId", "get_cur_rank", Route::CROSS, false, false, "S000 §8.2", 10, kFields_DB, 0x000000000037FFF3ull, 2, false},
  {0xDE, "TensorCompletion", "tensor_completion", Route::CROSS, false, false, "S000 §9", 7, kFields_DE, 0x000000000001FFF3ull, 2, false},
  {0xBE, "GetSequenceBounds", "get_seq_bounds", Route::CROSS, false, false, "S000 §6", 22, kFields_BE, 0x0000FFFFFFFFDFF3ull, 3, false},
  {0xD8, "CoreBarrier", "core_barrier", Route::CROSS, false, false, "S000 §7", 16, kFields_D8, 0x000FFFFF000FFFF3ull, 3, false},
  {0xBF, "GpsimdSb2sb", "sb2sb", Route::SB2SB, false, false, "S000 §5, S004 View A", 23, kFields_BF, 0xFFFF0003FFFF3FF3ull, 3, false},
  {0x85, "CustomOpHeader", "custom_op", Route::CUSTOM, false, false, "S002 §2, S000 §10", 8, kFields_85, 0x000000000000FFF3ull, 2, false},
  {0x86, "CustomOpPayload", "custom_op_payload", Route::CUSTOM, false, false, "S002 §3", 15, kFields_86, 0x0000000FFFFF8FF3ull, 2, false},
  {0x41, "TensorTensorArithOp", "dve.TensorTensorArithOp", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x42, "dve66", "dve.dve66", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x43, "dve67", "dve.dve67", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x44, "dve68", "dve.dve68", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x45, "dve69", "dve.dve69", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x46, "Copy", "dve.Copy", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x47, "dve71", "dve.dve71", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x48, "dve72", "dve.dve72", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x49, "Memset", "dve.Memset", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x4D, "Rng", "dve.Rng", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x4E, "dve78", "dve.dve78", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x51, "TensorTensorBitvecOp", "dve.TensorTensorBitvecOp", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x52, "dve82", "dve.dve82", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x53, "dve83", "dve.dve83", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x54, "dve84", "dve.dve84", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x58, "MaxPoolSelect", "dve.MaxPoolSelect", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x5E, "dve94", "dve.dve94", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x60, "dve96", "dve.dve96", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x61, "dve97", "dve.dve97", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x62, "dve98", "dve.dve98", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x63, "dve99", "dve.dve99", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x64, "dve100", "dve.dve100", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x65, "dve101", "dve.dve101", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x66, "LoadParameterRam", "dve.LoadParameterRam", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x69, "LoadMaskSelect", "dve.LoadMaskSelect", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x6A, "StreamShuffle", "dve.StreamShuffle", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x6B, "StreamTranspose", "dve.StreamTranspose", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x6C, "Max8", "dve.Max8", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x6D, "MatchValueLoad", "dve.MatchValueLoad", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x6E, "FindIndex8", "dve.FindIndex8", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x6F, "MatchReplace8", "dve.MatchReplace8", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x72, "dve114", "dve.dve114", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x7F, "dve127", "dve.dve127", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x82, "TransposeBatchNormStats2", "dve.TransposeBatchNormStats2", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x83, "TransposeTensorReduceArithOp", "dve.TransposeTensorReduceArithOp", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x84, "TransposeTensorReduceBitvecOp", "dve.TransposeTensorReduceBitvecOp", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x8A, "dve138", "dve.dve138", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x8B, "dve139", "dve.dve139", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x8E, "dve142", "dve.dve142", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x8F, "dve143", "dve.dve143", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x93, "TransposeTensorScalarArithOp", "dve.TransposeTensorScalarArithOp", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x94, "dve148", "dve.dve148", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x98, "dve152", "dve.dve152", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x99, "dve153", "dve.dve153", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x9A, "dve154", "dve.dve154", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x9B, "dve155", "dve.dve155", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x9D, "dve157", "dve.dve157", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x9E, "dve158", "dve.dve158", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0x9F, "EngineNop", "dve.EngineNop", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xBC, "dve188", "dve.dve188", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xE1, "SparsityCompressTag", "dve.SparsityCompressTag", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xE2, "synthetic226", "dve.synthetic226", Route::DVE, false, true, "SYNTHETIC", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, true},
  {0xE3, "synthetic227", "dve.synthetic227", Route::DVE, false, true, "SYNTHETIC", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, true},
  {0xE4, "synthetic228", "dve.synthetic228", Route::DVE, false, true, "SYNTHETIC", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, true},
  {0xE5, "dve229", "dve.dve229", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xE6, "dve230", "dve.dve230", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xE8, "dve232", "dve.dve232", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xE9, "dve233", "dve.dve233", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xEA, "SelectReduce", "dve.SelectReduce", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
  {0xF0, "ExtendedInst", "dve.ExtendedInst", Route::DVE, false, true, "S003", 5, kFields_DVE, 0xFFFFFFFFFFFFFFF3ull, 2, false},
};
/// DVE opcodes no seed gives (field map [dve] synthetic_ops, source tag SYNTHETIC): accepted
/// as DVE words, never to be read as seed facts (docs/design.md, "DVE roster").
inline constexpr uint8_t kSyntheticDveOpcodes[] = {226, 227, 228};
inline constexpr unsigned kNumSyntheticDveOpcodes = 3;
inline constexpr unsigned kNumOpcodes = 71;
inline constexpr unsigned kNumCrossOpcodes = 11;
inline constexpr uint8_t kDveBodyOff = 0x0C;

// ---- typed structs, one per layout and per cross-engine opcode
// to_fields/from_fields move between a struct and a record's field vector (raw bits).
struct Sync {
  uint8_t wait_sel = 0;
  uint8_t update_sel = 0;
  uint8_t wait_val = 0;
  uint8_t update_val = 0;
  uint32_t branch_pc = 0;
  bool operator==(const Sync&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = (wait_sel);
    f[1] = (update_sel);
    f[2] = (wait_val);
    f[3] = (update_val);
    f[4] = (branch_pc);
  }
};
struct Addr8T2d {
  uint64_t addr = 0;
  int16_t step0 = 0;
  uint16_t num0 = 0;
  int16_t step1 = 0;
  uint16_t num1 = 0;
  bool operator==(const Addr8T2d&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = (addr);
    f[1] = static_cast<uint16_t>(step0);
    f[2] = (num0);
    f[3] = static_cast<uint16_t>(step1);
    f[4] = (num1);
  }
};
struct T3d {
  uint32_t addr = 0;
  int16_t step0 = 0;
  uint16_t num0 = 0;
  int16_t step1 = 0;
  uint16_t num1 = 0;
  int16_t step2 = 0;
  uint16_t num2 = 0;
  bool operator==(const T3d&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = (addr);
    f[1] = static_cast<uint16_t>(step0);
    f[2] = (num0);
    f[3] = static_cast<uint16_t>(step1);
    f[4] = (num1);
    f[5] = static_cast<uint16_t>(step2);
    f[6] = (num2);
  }
};
struct T4d {
  uint32_t addr = 0;
  int16_t step0 = 0;
  uint16_t num0 = 0;
  int16_t step1 = 0;
  uint16_t num1 = 0;
  int16_t step2 = 0;
  uint16_t num2 = 0;
  int16_t step3 = 0;
  uint16_t num3 = 0;
  bool operator==(const T4d&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = (addr);
    f[1] = static_cast<uint16_t>(step0);
    f[2] = (num0);
    f[3] = static_cast<uint16_t>(step1);
    f[4] = (num1);
    f[5] = static_cast<uint16_t>(step2);
    f[6] = (num2);
    f[7] = static_cast<uint16_t>(step3);
    f[8] = (num3);
  }
};
struct T4dCo {
  uint32_t addr = 0;
  int16_t step0 = 0;
  uint16_t num0 = 0;
  int16_t step1 = 0;
  uint16_t num1 = 0;
  int16_t step2 = 0;
  uint16_t num2 = 0;
  int16_t step3 = 0;
  uint16_t num3 = 0;
  bool operator==(const T4dCo&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = (addr);
    f[1] = static_cast<uint16_t>(step0);
    f[2] = (num0);
    f[3] = static_cast<uint16_t>(step1);
    f[4] = (num1);
    f[5] = static_cast<uint16_t>(step2);
    f[6] = (num2);
    f[7] = static_cast<uint16_t>(step3);
    f[8] = (num3);
  }
};
/// Byte offsets and widths of a DVE word's fields (the SyncInfo band; the body is opaque).
struct DveWord {
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
};
struct CollectiveCompute {
  static constexpr uint8_t kOpcode = 0xD9;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kAluOpOff = 0x0C, kAluOpBytes = 1;
  static constexpr unsigned kDtypeOff = 0x0D, kDtypeBytes = 1;
  static constexpr unsigned kCollectiveKindOff = 0x0E, kCollectiveKindBytes = 1;
  static constexpr unsigned kSrcAddrOff = 0x10, kSrcAddrBytes = 8;
  static constexpr unsigned kSrcStep0Off = 0x18, kSrcStep0Bytes = 2;
  static constexpr unsigned kSrcNum0Off = 0x1A, kSrcNum0Bytes = 2;
  static constexpr unsigned kSrcStep1Off = 0x1C, kSrcStep1Bytes = 2;
  static constexpr unsigned kSrcNum1Off = 0x1E, kSrcNum1Bytes = 2;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kSrcOff = 0x10, kSrcBytes = 16;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterCollectiveKindOff = 0x0F, kReservedAfterCollectiveKindBytes = 1;
  static constexpr unsigned kReservedAfterSrcNum1Off = 0x20, kReservedAfterSrcNum1Bytes = 32;
  Sync sync;
  uint8_t alu_op = 0;
  uint8_t dtype = 0;
  uint8_t collective_kind = 0;
  Addr8T2d src;
  bool operator==(const CollectiveCompute&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = alu_op;
    f[6] = dtype;
    f[7] = collective_kind;
    f[8] = src.addr;
    f[9] = static_cast<uint16_t>(src.step0);
    f[10] = src.num0;
    f[11] = static_cast<uint16_t>(src.step1);
    f[12] = src.num1;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    alu_op = static_cast<uint8_t>(f[5]);
    dtype = static_cast<uint8_t>(f[6]);
    collective_kind = static_cast<uint8_t>(f[7]);
    src.addr = static_cast<uint64_t>(f[8]);
    src.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[9]));
    src.num0 = static_cast<uint16_t>(f[10]);
    src.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[11]));
    src.num1 = static_cast<uint16_t>(f[12]);
  }
};
struct CollectiveComputeSecondary {
  static constexpr uint8_t kOpcode = 0xDA;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kChannelIdOff = 0x04, kChannelIdBytes = 2;
  static constexpr unsigned kAluOpOff = 0x0C, kAluOpBytes = 1;
  static constexpr unsigned kDtypeOff = 0x0D, kDtypeBytes = 1;
  static constexpr unsigned kCollectiveKindOff = 0x0E, kCollectiveKindBytes = 1;
  static constexpr unsigned kSrcAddrOff = 0x10, kSrcAddrBytes = 8;
  static constexpr unsigned kSrcStep0Off = 0x18, kSrcStep0Bytes = 2;
  static constexpr unsigned kSrcNum0Off = 0x1A, kSrcNum0Bytes = 2;
  static constexpr unsigned kSrcStep1Off = 0x1C, kSrcStep1Bytes = 2;
  static constexpr unsigned kSrcNum1Off = 0x1E, kSrcNum1Bytes = 2;
  static constexpr unsigned kSrcOff = 0x10, kSrcBytes = 16;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterChannelIdOff = 0x06, kReservedAfterChannelIdBytes = 6;
  static constexpr unsigned kReservedAfterCollectiveKindOff = 0x0F, kReservedAfterCollectiveKindBytes = 1;
  static constexpr unsigned kReservedAfterSrcNum1Off = 0x20, kReservedAfterSrcNum1Bytes = 32;
  uint16_t channel_id = 0;
  uint8_t alu_op = 0;
  uint8_t dtype = 0;
  uint8_t collective_kind = 0;
  Addr8T2d src;
  bool operator==(const CollectiveComputeSecondary&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = channel_id;
    f[1] = alu_op;
    f[2] = dtype;
    f[3] = collective_kind;
    f[4] = src.addr;
    f[5] = static_cast<uint16_t>(src.step0);
    f[6] = src.num0;
    f[7] = static_cast<uint16_t>(src.step1);
    f[8] = src.num1;
  }
  void from_fields(const uint64_t* f) {
    channel_id = static_cast<uint16_t>(f[0]);
    alu_op = static_cast<uint8_t>(f[1]);
    dtype = static_cast<uint8_t>(f[2]);
    collective_kind = static_cast<uint8_t>(f[3]);
    src.addr = static_cast<uint64_t>(f[4]);
    src.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[5]));
    src.num0 = static_cast<uint16_t>(f[6]);
    src.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[7]));
    src.num1 = static_cast<uint16_t>(f[8]);
  }
};
struct CollectiveSendRecv {
  static constexpr uint8_t kOpcode = 0xCB;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kTensorIdOff = 0x10, kTensorIdBytes = 8;
  static constexpr unsigned kTensorBaseOff = 0x30, kTensorBaseBytes = 8;
  static constexpr unsigned kNumElementsPerPartitionOff = 0x38, kNumElementsPerPartitionBytes = 8;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterSyncBranchPcOff = 0x0C, kReservedAfterSyncBranchPcBytes = 4;
  static constexpr unsigned kReservedAfterTensorIdOff = 0x18, kReservedAfterTensorIdBytes = 24;
  Sync sync;
  uint64_t tensor_id = 0;
  uint64_t tensor_base = 0;
  uint64_t num_elements_per_partition = 0;
  bool operator==(const CollectiveSendRecv&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = tensor_id;
    f[6] = tensor_base;
    f[7] = num_elements_per_partition;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    tensor_id = static_cast<uint64_t>(f[5]);
    tensor_base = static_cast<uint64_t>(f[6]);
    num_elements_per_partition = static_cast<uint64_t>(f[7]);
  }
};
struct GetGlobalRankId {
  static constexpr uint8_t kOpcode = 0xDC;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kValidFlagOff = 0x0C, kValidFlagBytes = 1;
  static constexpr unsigned kRegIdOff = 0x17, kRegIdBytes = 1;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterValidFlagOff = 0x0D, kReservedAfterValidFlagBytes = 10;
  static constexpr unsigned kReservedAfterRegIdOff = 0x18, kReservedAfterRegIdBytes = 40;
  Sync sync;
  uint8_t valid_flag = 0;
  uint8_t reg_id = 0;
  bool operator==(const GetGlobalRankId&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = valid_flag;
    f[6] = reg_id;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    valid_flag = static_cast<uint8_t>(f[5]);
    reg_id = static_cast<uint8_t>(f[6]);
  }
};
struct GetCurProcessingRankId {
  static constexpr uint8_t kOpcode = 0xDB;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kGroupIdOff = 0x0C, kGroupIdBytes = 2;
  static constexpr unsigned kChannelIdOff = 0x0E, kChannelIdBytes = 2;
  static constexpr unsigned kIterationIdOff = 0x10, kIterationIdBytes = 2;
  static constexpr unsigned kRegIdOff = 0x12, kRegIdBytes = 1;
  static constexpr unsigned kStreamIdOff = 0x14, kStreamIdBytes = 2;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterRegIdOff = 0x13, kReservedAfterRegIdBytes = 1;
  static constexpr unsigned kReservedAfterStreamIdOff = 0x16, kReservedAfterStreamIdBytes = 42;
  Sync sync;
  uint16_t group_id = 0;
  uint16_t channel_id = 0;
  uint16_t iteration_id = 0;
  uint8_t reg_id = 0;
  uint16_t stream_id = 0;
  bool operator==(const GetCurProcessingRankId&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = group_id;
    f[6] = channel_id;
    f[7] = iteration_id;
    f[8] = reg_id;
    f[9] = stream_id;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    group_id = static_cast<uint16_t>(f[5]);
    channel_id = static_cast<uint16_t>(f[6]);
    iteration_id = static_cast<uint16_t>(f[7]);
    reg_id = static_cast<uint8_t>(f[8]);
    stream_id = static_cast<uint16_t>(f[9]);
  }
};
struct TensorCompletion {
  static constexpr uint8_t kOpcode = 0xDE;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kCompletionHandleOff = 0x0C, kCompletionHandleBytes = 4;
  static constexpr unsigned kApByteOff = 0x10, kApByteBytes = 1;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterApByteOff = 0x11, kReservedAfterApByteBytes = 47;
  Sync sync;
  uint32_t completion_handle = 0;
  uint8_t ap_byte = 0;
  bool operator==(const TensorCompletion&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = completion_handle;
    f[6] = ap_byte;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    completion_handle = static_cast<uint32_t>(f[5]);
    ap_byte = static_cast<uint8_t>(f[6]);
  }
};
struct GetSequenceBounds {
  static constexpr uint8_t kOpcode = 0xBE;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kInDtypeOff = 0x0C, kInDtypeBytes = 1;
  static constexpr unsigned kOutDtypeOff = 0x0E, kOutDtypeBytes = 1;
  static constexpr unsigned kFlagsOff = 0x0F, kFlagsBytes = 1;
  static constexpr unsigned kInAddrOff = 0x10, kInAddrBytes = 4;
  static constexpr unsigned kInStep0Off = 0x14, kInStep0Bytes = 2;
  static constexpr unsigned kInNum0Off = 0x16, kInNum0Bytes = 2;
  static constexpr unsigned kInStep1Off = 0x18, kInStep1Bytes = 2;
  static constexpr unsigned kInNum1Off = 0x1A, kInNum1Bytes = 2;
  static constexpr unsigned kInStep2Off = 0x1C, kInStep2Bytes = 2;
  static constexpr unsigned kInNum2Off = 0x1E, kInNum2Bytes = 2;
  static constexpr unsigned kOutAddrOff = 0x20, kOutAddrBytes = 4;
  static constexpr unsigned kOutStep0Off = 0x24, kOutStep0Bytes = 2;
  static constexpr unsigned kOutNum0Off = 0x26, kOutNum0Bytes = 2;
  static constexpr unsigned kOutStep1Off = 0x28, kOutStep1Bytes = 2;
  static constexpr unsigned kOutNum1Off = 0x2A, kOutNum1Bytes = 2;
  static constexpr unsigned kOutStep2Off = 0x2C, kOutStep2Bytes = 2;
  static constexpr unsigned kOutNum2Off = 0x2E, kOutNum2Bytes = 2;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kInOff = 0x10, kInBytes = 16;
  static constexpr unsigned kOutOff = 0x20, kOutBytes = 16;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterInDtypeOff = 0x0D, kReservedAfterInDtypeBytes = 1;
  static constexpr unsigned kReservedAfterOutNum2Off = 0x30, kReservedAfterOutNum2Bytes = 16;
  Sync sync;
  uint8_t in_dtype = 0;
  uint8_t out_dtype = 0;
  uint8_t flags = 0;
  T3d in;
  T3d out;
  bool operator==(const GetSequenceBounds&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = in_dtype;
    f[6] = out_dtype;
    f[7] = flags;
    f[8] = in.addr;
    f[9] = static_cast<uint16_t>(in.step0);
    f[10] = in.num0;
    f[11] = static_cast<uint16_t>(in.step1);
    f[12] = in.num1;
    f[13] = static_cast<uint16_t>(in.step2);
    f[14] = in.num2;
    f[15] = out.addr;
    f[16] = static_cast<uint16_t>(out.step0);
    f[17] = out.num0;
    f[18] = static_cast<uint16_t>(out.step1);
    f[19] = out.num1;
    f[20] = static_cast<uint16_t>(out.step2);
    f[21] = out.num2;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    in_dtype = static_cast<uint8_t>(f[5]);
    out_dtype = static_cast<uint8_t>(f[6]);
    flags = static_cast<uint8_t>(f[7]);
    in.addr = static_cast<uint32_t>(f[8]);
    in.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[9]));
    in.num0 = static_cast<uint16_t>(f[10]);
    in.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[11]));
    in.num1 = static_cast<uint16_t>(f[12]);
    in.step2 = static_cast<int16_t>(static_cast<uint16_t>(f[13]));
    in.num2 = static_cast<uint16_t>(f[14]);
    out.addr = static_cast<uint32_t>(f[15]);
    out.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[16]));
    out.num0 = static_cast<uint16_t>(f[17]);
    out.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[18]));
    out.num1 = static_cast<uint16_t>(f[19]);
    out.step2 = static_cast<int16_t>(static_cast<uint16_t>(f[20]));
    out.num2 = static_cast<uint16_t>(f[21]);
  }
};
struct CoreBarrier {
  static constexpr uint8_t kOpcode = 0xD8;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kBarrierIdOff = 0x0C, kBarrierIdBytes = 4;
  static constexpr unsigned kBarrierIndexOff = 0x10, kBarrierIndexBytes = 4;
  static constexpr unsigned kSemaAddrOff = 0x20, kSemaAddrBytes = 4;
  static constexpr unsigned kSemaStep0Off = 0x24, kSemaStep0Bytes = 2;
  static constexpr unsigned kSemaNum0Off = 0x26, kSemaNum0Bytes = 2;
  static constexpr unsigned kSemaStep1Off = 0x28, kSemaStep1Bytes = 2;
  static constexpr unsigned kSemaNum1Off = 0x2A, kSemaNum1Bytes = 2;
  static constexpr unsigned kSemaStep2Off = 0x2C, kSemaStep2Bytes = 2;
  static constexpr unsigned kSemaNum2Off = 0x2E, kSemaNum2Bytes = 2;
  static constexpr unsigned kSemaStep3Off = 0x30, kSemaStep3Bytes = 2;
  static constexpr unsigned kSemaNum3Off = 0x32, kSemaNum3Bytes = 2;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kSemaOff = 0x20, kSemaBytes = 20;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterBarrierIndexOff = 0x14, kReservedAfterBarrierIndexBytes = 12;
  static constexpr unsigned kReservedAfterSemaNum3Off = 0x34, kReservedAfterSemaNum3Bytes = 12;
  Sync sync;
  uint32_t barrier_id = 0;
  uint32_t barrier_index = 0;
  T4d sema;
  bool operator==(const CoreBarrier&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = barrier_id;
    f[6] = barrier_index;
    f[7] = sema.addr;
    f[8] = static_cast<uint16_t>(sema.step0);
    f[9] = sema.num0;
    f[10] = static_cast<uint16_t>(sema.step1);
    f[11] = sema.num1;
    f[12] = static_cast<uint16_t>(sema.step2);
    f[13] = sema.num2;
    f[14] = static_cast<uint16_t>(sema.step3);
    f[15] = sema.num3;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    barrier_id = static_cast<uint32_t>(f[5]);
    barrier_index = static_cast<uint32_t>(f[6]);
    sema.addr = static_cast<uint32_t>(f[7]);
    sema.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[8]));
    sema.num0 = static_cast<uint16_t>(f[9]);
    sema.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[10]));
    sema.num1 = static_cast<uint16_t>(f[11]);
    sema.step2 = static_cast<int16_t>(static_cast<uint16_t>(f[12]));
    sema.num2 = static_cast<uint16_t>(f[13]);
    sema.step3 = static_cast<int16_t>(static_cast<uint16_t>(f[14]));
    sema.num3 = static_cast<uint16_t>(f[15]);
  }
};
struct GpsimdSb2sb {
  static constexpr uint8_t kOpcode = 0xBF;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kSrcDtypeOff = 0x0C, kSrcDtypeBytes = 1;
  static constexpr unsigned kDstDtypeOff = 0x0D, kDstDtypeBytes = 1;
  static constexpr unsigned kSrcAddrOff = 0x10, kSrcAddrBytes = 4;
  static constexpr unsigned kSrcStep0Off = 0x14, kSrcStep0Bytes = 2;
  static constexpr unsigned kSrcNum0Off = 0x16, kSrcNum0Bytes = 2;
  static constexpr unsigned kSrcStep1Off = 0x18, kSrcStep1Bytes = 2;
  static constexpr unsigned kSrcNum1Off = 0x1A, kSrcNum1Bytes = 2;
  static constexpr unsigned kSrcStep2Off = 0x1C, kSrcStep2Bytes = 2;
  static constexpr unsigned kSrcNum2Off = 0x1E, kSrcNum2Bytes = 2;
  static constexpr unsigned kCrossCoreEnableOff = 0x20, kCrossCoreEnableBytes = 1;
  static constexpr unsigned kPeerPartitionOff = 0x21, kPeerPartitionBytes = 1;
  static constexpr unsigned kDstAddrOff = 0x30, kDstAddrBytes = 4;
  static constexpr unsigned kDstStep0Off = 0x34, kDstStep0Bytes = 2;
  static constexpr unsigned kDstNum0Off = 0x36, kDstNum0Bytes = 2;
  static constexpr unsigned kDstStep1Off = 0x38, kDstStep1Bytes = 2;
  static constexpr unsigned kDstNum1Off = 0x3A, kDstNum1Bytes = 2;
  static constexpr unsigned kDstStep2Off = 0x3C, kDstStep2Bytes = 2;
  static constexpr unsigned kDstNum2Off = 0x3E, kDstNum2Bytes = 2;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kSrcOff = 0x10, kSrcBytes = 16;
  static constexpr unsigned kDstOff = 0x30, kDstBytes = 16;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterDstDtypeOff = 0x0E, kReservedAfterDstDtypeBytes = 2;
  static constexpr unsigned kReservedAfterPeerPartitionOff = 0x22, kReservedAfterPeerPartitionBytes = 14;
  Sync sync;
  uint8_t src_dtype = 0;
  uint8_t dst_dtype = 0;
  T3d src;
  uint8_t cross_core_enable = 0;
  uint8_t peer_partition = 0;
  T3d dst;
  bool operator==(const GpsimdSb2sb&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = src_dtype;
    f[6] = dst_dtype;
    f[7] = src.addr;
    f[8] = static_cast<uint16_t>(src.step0);
    f[9] = src.num0;
    f[10] = static_cast<uint16_t>(src.step1);
    f[11] = src.num1;
    f[12] = static_cast<uint16_t>(src.step2);
    f[13] = src.num2;
    f[14] = cross_core_enable;
    f[15] = peer_partition;
    f[16] = dst.addr;
    f[17] = static_cast<uint16_t>(dst.step0);
    f[18] = dst.num0;
    f[19] = static_cast<uint16_t>(dst.step1);
    f[20] = dst.num1;
    f[21] = static_cast<uint16_t>(dst.step2);
    f[22] = dst.num2;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    src_dtype = static_cast<uint8_t>(f[5]);
    dst_dtype = static_cast<uint8_t>(f[6]);
    src.addr = static_cast<uint32_t>(f[7]);
    src.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[8]));
    src.num0 = static_cast<uint16_t>(f[9]);
    src.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[10]));
    src.num1 = static_cast<uint16_t>(f[11]);
    src.step2 = static_cast<int16_t>(static_cast<uint16_t>(f[12]));
    src.num2 = static_cast<uint16_t>(f[13]);
    cross_core_enable = static_cast<uint8_t>(f[14]);
    peer_partition = static_cast<uint8_t>(f[15]);
    dst.addr = static_cast<uint32_t>(f[16]);
    dst.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[17]));
    dst.num0 = static_cast<uint16_t>(f[18]);
    dst.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[19]));
    dst.num1 = static_cast<uint16_t>(f[20]);
    dst.step2 = static_cast<int16_t>(static_cast<uint16_t>(f[21]));
    dst.num2 = static_cast<uint16_t>(f[22]);
  }
};
struct CustomOpHeader {
  static constexpr uint8_t kOpcode = 0x85;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kNumPayloadsOff = 0x0C, kNumPayloadsBytes = 2;
  static constexpr unsigned kFunctionIdOff = 0x0E, kFunctionIdBytes = 1;
  static constexpr unsigned kNumArgumentsOff = 0x0F, kNumArgumentsBytes = 1;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterNumArgumentsOff = 0x10, kReservedAfterNumArgumentsBytes = 48;
  Sync sync;
  uint16_t num_payloads = 0;
  uint8_t function_id = 0;
  uint8_t num_arguments = 0;
  bool operator==(const CustomOpHeader&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = num_payloads;
    f[6] = function_id;
    f[7] = num_arguments;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    num_payloads = static_cast<uint16_t>(f[5]);
    function_id = static_cast<uint8_t>(f[6]);
    num_arguments = static_cast<uint8_t>(f[7]);
  }
};
struct CustomOpPayload {
  static constexpr uint8_t kOpcode = 0x86;
  // Byte offset (k*Off) and width in bytes (k*Bytes) of each field, layout group and
  // reserved run (ReservedAfter<X>: the zero bytes after field X).
  static constexpr unsigned kSyncWaitSelOff = 0x04, kSyncWaitSelBytes = 1;
  static constexpr unsigned kSyncUpdateSelOff = 0x05, kSyncUpdateSelBytes = 1;
  static constexpr unsigned kSyncWaitValOff = 0x06, kSyncWaitValBytes = 1;
  static constexpr unsigned kSyncUpdateValOff = 0x07, kSyncUpdateValBytes = 1;
  static constexpr unsigned kSyncBranchPcOff = 0x08, kSyncBranchPcBytes = 4;
  static constexpr unsigned kPresentOff = 0x0F, kPresentBytes = 1;
  static constexpr unsigned kApAddrOff = 0x10, kApAddrBytes = 4;
  static constexpr unsigned kApStep0Off = 0x14, kApStep0Bytes = 2;
  static constexpr unsigned kApNum0Off = 0x16, kApNum0Bytes = 2;
  static constexpr unsigned kApStep1Off = 0x18, kApStep1Bytes = 2;
  static constexpr unsigned kApNum1Off = 0x1A, kApNum1Bytes = 2;
  static constexpr unsigned kApStep2Off = 0x1C, kApStep2Bytes = 2;
  static constexpr unsigned kApNum2Off = 0x1E, kApNum2Bytes = 2;
  static constexpr unsigned kApStep3Off = 0x20, kApStep3Bytes = 2;
  static constexpr unsigned kApNum3Off = 0x22, kApNum3Bytes = 2;
  static constexpr unsigned kSyncOff = 0x04, kSyncBytes = 8;
  static constexpr unsigned kApOff = 0x10, kApBytes = 20;
  static constexpr unsigned kReservedAfterHeaderOff = 0x02, kReservedAfterHeaderBytes = 2;
  static constexpr unsigned kReservedAfterSyncBranchPcOff = 0x0C, kReservedAfterSyncBranchPcBytes = 3;
  static constexpr unsigned kReservedAfterApNum3Off = 0x24, kReservedAfterApNum3Bytes = 28;
  Sync sync;
  uint8_t present = 0;
  T4dCo ap;
  bool operator==(const CustomOpPayload&) const = default;
  void to_fields(uint64_t* f) const {
    f[0] = sync.wait_sel;
    f[1] = sync.update_sel;
    f[2] = sync.wait_val;
    f[3] = sync.update_val;
    f[4] = sync.branch_pc;
    f[5] = present;
    f[6] = ap.addr;
    f[7] = static_cast<uint16_t>(ap.step0);
    f[8] = ap.num0;
    f[9] = static_cast<uint16_t>(ap.step1);
    f[10] = ap.num1;
    f[11] = static_cast<uint16_t>(ap.step2);
    f[12] = ap.num2;
    f[13] = static_cast<uint16_t>(ap.step3);
    f[14] = ap.num3;
  }
  void from_fields(const uint64_t* f) {
    sync.wait_sel = static_cast<uint8_t>(f[0]);
    sync.update_sel = static_cast<uint8_t>(f[1]);
    sync.wait_val = static_cast<uint8_t>(f[2]);
    sync.update_val = static_cast<uint8_t>(f[3]);
    sync.branch_pc = static_cast<uint32_t>(f[4]);
    present = static_cast<uint8_t>(f[5]);
    ap.addr = static_cast<uint32_t>(f[6]);
    ap.step0 = static_cast<int16_t>(static_cast<uint16_t>(f[7]));
    ap.num0 = static_cast<uint16_t>(f[8]);
    ap.step1 = static_cast<int16_t>(static_cast<uint16_t>(f[9]));
    ap.num1 = static_cast<uint16_t>(f[10]);
    ap.step2 = static_cast<int16_t>(static_cast<uint16_t>(f[11]));
    ap.num2 = static_cast<uint16_t>(f[12]);
    ap.step3 = static_cast<int16_t>(static_cast<uint16_t>(f[13]));
    ap.num3 = static_cast<uint16_t>(f[14]);
  }
};

/// Widths in bits of the RTL channel types' members (tpb_isa_pkg rec_t, port_t, ...): what
/// a testbench monitor takes from the port of each member (tb/common/monitors.hpp).
namespace chan {
struct Rec {  // tpb_isa_pkg::rec_t
  static constexpr unsigned kIndex = 32, kOpcode = 8, kErr = 8, kRoute = 3, kChainPos = 16, kChainLast = 1, kWord = 512, kLast = 1;
};
struct Port {  // tpb_isa_pkg::port_t
  static constexpr unsigned kWord = 512, kIndex = 32;
};
struct ErrStatus {  // tpb_isa_pkg::err_status_t
  static constexpr unsigned kValid = 1, kIndex = 32, kCode = 8, kSticky = 83;
};
struct MvCpl {  // tpb_isa_pkg::mv_cpl_t
  static constexpr unsigned kIndex = 32, kErr = 8, kBytes = 32;
};
struct CopCpl {  // tpb_isa_pkg::cop_cpl_t
  static constexpr unsigned kIndex = 32, kErr = 8, kFunctionId = 8, kCpu = 8, kBytesIn = 32, kBytesOut = 32;
};
struct Ap {  // tpb_isa_pkg::ap_t
  static constexpr unsigned kPartition = 8, kOffset = 18, kStep0 = 16, kNum0 = 16, kStep1 = 16, kNum1 = 16, kStep2 = 16, kNum2 = 16;
};
}  // namespace chan

}  // namespace tpb
