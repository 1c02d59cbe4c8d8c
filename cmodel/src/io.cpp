#include "tpb/io.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace tpb {

bool parse_u64(std::string_view s, uint64_t* out) {
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    s.remove_prefix(2);
    base = 16;
  }
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), *out, base);
  return ec == std::errc() && p == s.data() + s.size();
}

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

// The one message for a stream that does not end on a word boundary (tools and tests match it).
std::runtime_error size_error(const std::string& path, uint64_t bytes) {
  return std::runtime_error(path + ": size " + std::to_string(bytes) + " is not a multiple of " +
                            std::to_string(kBundleBytes) + " bytes (" + std::to_string(bytes % kBundleBytes) +
                            " trailing bytes)");
}

// Past this a buffer is no longer "small": a typo in the test hook, not a wish.
constexpr size_t kMaxBufferWords = size_t{1} << 20;
}  // namespace

// The reader reads raw bytes straight into its words.
static_assert(sizeof(Word) == kBundleBytes);

size_t WordReader::default_buffer_words() {
  const char* v = std::getenv("TPB_IO_BUFFER_WORDS");
  if (!v || !*v) return kDefaultBufferWords;
  size_t n = 0;
  const char* end = v + std::strlen(v);
  const auto r = std::from_chars(v, end, n);
  if (r.ec != std::errc() || r.ptr != end || n == 0 || n > kMaxBufferWords)
    throw std::invalid_argument(std::string("TPB_IO_BUFFER_WORDS=") + v + " is not a number of words in 1.." +
                                std::to_string(kMaxBufferWords));
  return n;
}

WordReader::WordReader(const std::string& path, size_t buffer_words)
    : path_(path), buf_(buffer_words ? buffer_words : default_buffer_words()) {
  // The checks and messages of read_words, in its order.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw std::runtime_error(path + ": is a directory");
  f_.reset(std::fopen(path.c_str(), "rb"));
  if (!f_) throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
  // A regular file's size is known now: refuse a bad one before any word goes out.
  if (std::filesystem::is_regular_file(path, ec)) {
    const uintmax_t bytes = std::filesystem::file_size(path, ec);
    if (!ec) {
      if (bytes % kBundleBytes != 0) throw size_error(path, bytes);
      size_ = bytes / kBundleBytes;
    }
  }
}

void WordReader::fill() {
  const size_t want = buf_.size() * kBundleBytes;
  // fread returns short only at the end of the file or on an error, also on a pipe.
  const size_t got = std::fread(buf_.data(), 1, want, f_.get());
  if (std::ferror(f_.get())) throw std::runtime_error(path_ + ": read error");
  bytes_ += got;
  pos_ = 0;
  len_ = got / kBundleBytes;
  if (got < want) {
    eof_ = true;
    if (got % kBundleBytes != 0) throw size_error(path_, bytes_);
  }
}

size_t WordReader::read(std::span<Word> out) {
  size_t n = 0;
  while (n < out.size()) {
    if (pos_ == len_) {
      if (eof_) break;
      fill();
      if (pos_ == len_) break;
    }
    const size_t k = std::min(out.size() - n, len_ - pos_);
    std::copy_n(buf_.begin() + static_cast<std::ptrdiff_t>(pos_), k, out.begin() + static_cast<std::ptrdiff_t>(n));
    pos_ += k;
    n += k;
  }
  count_ += n;
  return n;
}

bool WordReader::done() {
  if (pos_ == len_ && !eof_) fill();
  return pos_ == len_;
}

std::vector<Word> read_words(const std::string& path) {
  WordReader r(path);
  std::vector<Word> out;
  if (r.size()) out.reserve(*r.size());
  std::vector<Word> piece(r.buffer_words());
  while (const size_t n = r.read(piece)) out.insert(out.end(), piece.begin(), piece.begin() + static_cast<std::ptrdiff_t>(n));
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
