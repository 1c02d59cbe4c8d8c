// Raw memory images for the CLI's --*-init options (tpb sim, tpb world run).
#pragma once

#include <fmt/core.h>

#include <algorithm>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "tpb/io.hpp"

namespace tpb::cli {

/// The file's bytes into the start of `mem`; a file larger than `mem` is an error naming `what`.
inline void load_into(std::span<uint8_t> mem, const std::string& path, const char* what) {
  const std::vector<uint8_t> b = read_bytes(path);
  if (b.size() > mem.size())
    throw std::runtime_error(
        fmt::format("{}: {} bytes do not fit the {} ({} bytes)", path, b.size(), what, mem.size()));
  std::copy(b.begin(), b.end(), mem.begin());
}

}  // namespace tpb::cli
