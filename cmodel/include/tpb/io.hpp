// Reading and writing streams of 64-byte words. Errors throw std::runtime_error with a
// message that names the file.
#pragma once

#include <string>
#include <vector>

#include "tpb/isa.hpp"

namespace tpb {

/// Whole file as 64-byte words; throws if unreadable or its size is not a multiple of 64.
std::vector<Word> read_words(const std::string& path);
void write_words(const std::string& path, const std::vector<Word>& words);
std::string read_text_file(const std::string& path);

}  // namespace tpb
