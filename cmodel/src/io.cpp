#include "tpb/io.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace tpb {

namespace {
std::string read_all(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw std::runtime_error(path + ": is a directory");
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
  std::string s((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  if (f.bad()) throw std::runtime_error(path + ": read error");
  return s;
}
}  // namespace

std::vector<Word> read_words(const std::string& path) {
  std::string s = read_all(path);
  if (s.size() % kBundleBytes != 0)
    throw std::runtime_error(path + ": size " + std::to_string(s.size()) + " is not a multiple of " +
                             std::to_string(kBundleBytes) + " bytes (" + std::to_string(s.size() % kBundleBytes) +
                             " trailing bytes)");
  std::vector<Word> out(s.size() / kBundleBytes);
  for (size_t i = 0; i < out.size(); ++i) std::memcpy(out[i].data(), s.data() + i * kBundleBytes, kBundleBytes);
  return out;
}

void write_words(const std::string& path, const std::vector<Word>& words) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) throw std::runtime_error(path + ": cannot create: " + std::strerror(errno));
  for (const auto& w : words) f.write(reinterpret_cast<const char*>(w.data()), kBundleBytes);
  if (!f) throw std::runtime_error(path + ": write error");
}

std::string read_text_file(const std::string& path) { return read_all(path); }

std::vector<uint8_t> read_bytes(const std::string& path) {
  const std::string s = read_all(path);
  return {s.begin(), s.end()};
}

void write_bytes(const std::string& path, std::span<const uint8_t> bytes) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) throw std::runtime_error(path + ": cannot create: " + std::strerror(errno));
  f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!f) throw std::runtime_error(path + ": write error");
}

}  // namespace tpb
