// libFuzzer harness: the `tpb asm` parser (tpb::assemble / assemble_line) and its inverse,
// the disassembler (tpb::disasm_word / disasm_record).
//
// Input: assembly text.
//
// Invariants:
//   - refused text: no words, a message, and an error line inside the text;
//   - accepted text: one word per instruction line (lines split, comments cut and blanks
//     trimmed here), each equal to assemble_line of that line;
//   - every accepted word: its disassembly assembles back to the same 64 bytes, and
//     disassembling that again gives the same text;
//   - the whole stream: `tpb dis` text (disasm_record over the decoder's records, rejected
//     words as `.word`) assembles back to the same stream.
#include <cctype>
#include <string_view>

#include "fuzz_common.hpp"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"

namespace {

std::vector<std::string> instruction_lines(std::string_view text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) nl = text.size();
    std::string line(text.substr(start, nl - start));
    const size_t c = line.find_first_of("#;");
    if (c != std::string::npos) line.resize(c);
    size_t a = 0, b = line.size();
    while (a < b && std::isspace(static_cast<unsigned char>(line[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(line[b - 1]))) --b;
    line = line.substr(a, b - a);
    if (!line.empty()) out.push_back(line);
    start = nl + 1;
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const tpb::AsmResult r = tpb::assemble(text);
  size_t lines = 1;
  for (char ch : text) lines += ch == '\n';

  if (!r.ok()) {
    FUZZ_CHECK(r.words.empty(), "refused text still returned %zu words", r.words.size());
    FUZZ_CHECK(r.error_line >= 1 && r.error_line <= lines, "error line %zu of %zu", r.error_line, lines);
    return 0;
  }
  FUZZ_CHECK(r.error_line == 0, "accepted text with an error line %zu", r.error_line);
  const std::vector<std::string> ins = instruction_lines(text);
  FUZZ_CHECK(ins.size() == r.words.size(), "%zu instruction lines, %zu words", ins.size(), r.words.size());

  for (size_t i = 0; i < r.words.size(); ++i) {
    const tpb::Word& w = r.words[i];
    std::string err;
    const auto one = tpb::assemble_line(ins[i], &err);
    FUZZ_CHECK(one && *one == w, "line %zu '%s': assemble_line disagrees with assemble (%s)", i, ins[i].c_str(),
               err.c_str());
    const std::string dis = tpb::disasm_word(w);
    const tpb::AsmResult back = tpb::assemble(dis);
    FUZZ_CHECK(back.ok() && back.words.size() == 1 && back.words[0] == w,
               "word %zu: '%s' -> '%s' does not assemble back to the same bytes (%s)", i, ins[i].c_str(), dis.c_str(),
               back.error.c_str());
    FUZZ_CHECK(tpb::disasm_word(back.words[0]) == dis, "word %zu: disassembly not stable: '%s'", i, dis.c_str());
  }

  // The stream as `tpb dis` prints it, then `tpb asm`.
  const std::vector<tpb::Record> recs = tpb::decode_stream(r.words);
  std::string listing;
  for (size_t i = 0; i < r.words.size(); ++i) listing += tpb::disasm_record(r.words[i], recs[i]) + "\n";
  const tpb::AsmResult again = tpb::assemble(listing);
  FUZZ_CHECK(again.ok() && again.words == r.words, "the disassembled stream does not assemble back (%s, line %zu)",
             again.error.c_str(), again.error_line);
  return 0;
}
