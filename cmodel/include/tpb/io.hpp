// Reading and writing streams of 64-byte words. Errors throw std::runtime_error with a
// message that names the file.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "tpb/isa.hpp"

namespace tpb {

/// Whole file as 64-byte words; throws if unreadable or its size is not a multiple of 64.
std::vector<Word> read_words(const std::string& path);
void write_words(const std::string& path, const std::vector<Word>& words);
std::string read_text_file(const std::string& path);
/// Raw memory images (SBUF, HBM contents): the whole file, and a file of exactly these bytes.
std::vector<uint8_t> read_bytes(const std::string& path);
void write_bytes(const std::string& path, std::span<const uint8_t> bytes);

}  // namespace tpb
