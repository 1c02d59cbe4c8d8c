// Text assembly and disassembly of bundle words.
//
// One instruction per line:
//   <mnemonic> [field=value ...]      fields by their field-map names; omitted fields are 0
//   dve.<Name> [sync_*=v] [body=HEX]  DVE word; body = bytes +0x0C.. as hex digits
//   .word HH HH ... (64 bytes)        any 64 bytes verbatim
// Values: decimal, 0x-hex, negative decimals for signed fields, dtype names for dtype
// fields (dtype=bf16). `#` or `;` starts a comment.
//
// The disassembler prints a word that passes its own checks in mnemonic form (nonzero
// fields only) and every other word as `.word`, so dis -> asm gives the same bytes back.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tpb/decoder.hpp"
#include "tpb/isa.hpp"

namespace tpb {

/// One line, without a trailing comment.
std::string disasm_word(const Word& w);
/// One line plus a comment with the word index and, for a rejected word, the error name;
/// a rejected word (for any reason, chain context included) is printed as `.word`.
std::string disasm_record(const Word& w, const Record& r);

struct AsmResult {
  std::vector<Word> words;
  std::string error;     // empty on success
  size_t error_line = 0; // 1-based
  bool ok() const { return error.empty(); }
};
AsmResult assemble(std::string_view text);
/// Parse one instruction line (no comment handling); error text on failure.
std::optional<Word> assemble_line(std::string_view line, std::string* error);

}  // namespace tpb
