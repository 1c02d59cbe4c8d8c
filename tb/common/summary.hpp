// The run summary every bench writes with --json (docs/robustness.md lists the keys;
// scripts/regress.py adds them up). A bench fills the object with its own fields; the error
// tallies and the file itself are written here, so the benches write one format.
#pragma once

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>
#include <string_view>

#include "tpb/isa.hpp"

namespace tpb::tb {

/// Error code -> count, by the error's name ("OK" for code 0 when with_ok); codes never seen
/// are left out. Json is nlohmann::json or nlohmann::ordered_json.
template <class Json>
Json err_tally(const std::uint64_t* counts, std::size_t n, bool with_ok) {
  Json j = Json::object();
  for (std::size_t e = with_ok ? 0 : 1; e < n; ++e)
    if (counts[e]) j[err_name(static_cast<Err>(e))] = counts[e];
  return j;
}

/// Writes the summary object to path (two-space indent, one trailing newline); on failure
/// prints "<tool>: cannot write <path>" to stderr and returns false.
template <class Json>
bool write_summary(const std::string& path, std::string_view tool, const Json& j) {
  std::ofstream f(path);
  f << j.dump(2) << "\n";
  f.close();
  if (!f) {
    fmt::print(stderr, "{}: cannot write {}\n", tool, path);
    return false;
  }
  return true;
}

}  // namespace tpb::tb
