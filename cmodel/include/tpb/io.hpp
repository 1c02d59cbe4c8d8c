// Reading and writing streams of 64-byte words. Errors throw std::runtime_error with a
// message that names the file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tpb/isa.hpp"

namespace tpb {

/// A number as the kit's text formats and options write it: decimal, or hex after 0x (a
/// leading 0 is decimal, never octal); the whole text must be the number. False otherwise.
bool parse_u64(std::string_view s, uint64_t* out);

/// Whole file as 64-byte words; throws if unreadable or its size is not a multiple of 64.
std::vector<Word> read_words(const std::string& path);
void write_words(const std::string& path, const std::vector<Word>& words);
std::string read_text_file(const std::string& path);
/// Raw memory images (SBUF, HBM contents): the whole file, and a file of exactly these bytes.
std::vector<uint8_t> read_bytes(const std::string& path);
void write_bytes(const std::string& path, std::span<const uint8_t> bytes);

/// A stream of 64-byte words read a fixed number of words at a time, so that a tool's memory
/// does not grow with the stream (a stream may be larger than memory). It reads one buffer
/// ahead of what it has handed out, so after read() it knows whether the last word handed out
/// is the stream's last one (done()): Decoder::step and SystemModel::step need `last` on it.
///
/// The errors are read_words()'s, with the same messages: a directory, a file that cannot be
/// opened, a read error, a size that is not a multiple of 64. A regular file's size is checked
/// when it is opened, before any word is handed out (so a tool prints nothing for such a file,
/// as with read_words); a pipe's or device's only when its trailing bytes arrive.
class WordReader {
 public:
  /// Words per buffer when the caller names none: 4096 (256 KiB).
  static constexpr size_t kDefaultBufferWords = 4096;
  /// kDefaultBufferWords, or TPB_IO_BUFFER_WORDS from the environment when it is set (a
  /// positive number; a test hook: a buffer of a few words puts custom-op chains and every
  /// other record across buffer edges). Throws std::invalid_argument for another value.
  static size_t default_buffer_words();

  /// `buffer_words` 0: default_buffer_words().
  explicit WordReader(const std::string& path, size_t buffer_words = 0);

  /// The next words of the stream into `out`, at most out.size() of them; 0 only when every
  /// word has been handed out.
  size_t read(std::span<Word> out);
  /// True when every word has been handed out: right after a read(), its last word was the
  /// stream's last. May read ahead (and so throw read()'s errors).
  bool done();
  /// Words handed out so far.
  uint64_t count() const { return count_; }
  /// Words in the stream when known before its end (a regular file: its size / 64).
  std::optional<uint64_t> size() const { return size_; }
  size_t buffer_words() const { return buf_.size(); }
  const std::string& path() const { return path_; }

 private:
  void fill();

  std::string path_;
  struct Close {
    void operator()(std::FILE* f) const { std::fclose(f); }
  };
  std::unique_ptr<std::FILE, Close> f_;
  std::vector<Word> buf_;
  size_t pos_ = 0, len_ = 0;  // buf_[pos_, len_) is read ahead, not yet handed out
  bool eof_ = false;
  uint64_t count_ = 0, bytes_ = 0;  // handed out; bytes read from the file
  std::optional<uint64_t> size_;
};

}  // namespace tpb
