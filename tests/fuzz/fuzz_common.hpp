// Shared by the libFuzzer harnesses (tests/fuzz/fuzz_*.cpp) and their replay main.
//
// A harness checks invariants, not only "no crash": a broken invariant prints what broke and
// aborts, which libFuzzer reports as a crash (and saves the input) and the replay CTest
// reports as a failed test. The checks are written here rather than taken from the model
// where the model would otherwise be checked against itself.
#pragma once

#include <algorithm>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "tpb/isa.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace tpb_fuzz {

[[noreturn]] inline void fail(const char* file, int line, const char* cond, const char* fmt, ...) {
  std::fprintf(stderr, "\nFUZZ INVARIANT BROKEN at %s:%d: %s\n  ", file, line, cond);
  va_list ap;
  va_start(ap, fmt);
  std::vfprintf(stderr, fmt, ap);
  va_end(ap);
  std::fprintf(stderr, "\n");
  std::fflush(stderr);
  std::abort();
}

/// FUZZ_CHECK(cond, "printf format", args...): abort with the message when cond is false.
#define FUZZ_CHECK(cond, ...)                                                   \
  do {                                                                          \
    if (!(cond)) ::tpb_fuzz::fail(__FILE__, __LINE__, #cond, __VA_ARGS__);      \
  } while (0)

/// The input cut into 64-byte words; a trailing partial word is dropped.
inline std::vector<tpb::Word> words_of(const uint8_t* data, size_t size) {
  std::vector<tpb::Word> out(size / tpb::kBundleBytes);
  for (size_t i = 0; i < out.size(); ++i)
    for (unsigned b = 0; b < tpb::kBundleBytes; ++b) out[i][b] = data[i * tpb::kBundleBytes + b];
  return out;
}

/// Little-endian read, written here (not the model's load_le).
inline uint64_t le(const tpb::Word& w, unsigned off, unsigned width) {
  uint64_t v = 0;
  for (unsigned b = 0; b < width; ++b) v |= uint64_t{w[off + b]} << (8 * b);
  return v;
}

/// A cursor over the fuzz input: bytes and length-prefixed sections, zeros once exhausted.
class Reader {
 public:
  Reader(const uint8_t* data, size_t size) : p_(data), n_(size) {}
  size_t left() const { return n_ - i_; }
  uint8_t u8() { return i_ < n_ ? p_[i_++] : 0; }
  uint16_t u16() {
    uint16_t lo = u8();
    return static_cast<uint16_t>(lo | (uint16_t{u8()} << 8));
  }
  uint32_t u32() {
    uint32_t lo = u16();
    return lo | (uint32_t{u16()} << 16);
  }
  /// `n` bytes (fewer when the input ends).
  std::vector<uint8_t> bytes(size_t n) {
    n = std::min(n, left());
    std::vector<uint8_t> out(p_ + i_, p_ + i_ + n);
    i_ += n;
    return out;
  }
  /// A section: u16 length, then that many bytes.
  std::vector<uint8_t> section() { return bytes(u16()); }
  std::vector<uint8_t> rest() { return bytes(left()); }

 private:
  const uint8_t* p_;
  size_t n_;
  size_t i_ = 0;
};

/// FNV-1a 64 over a byte span.
inline uint64_t fnv(std::span<const uint8_t> b, uint64_t h = 0xCBF29CE484222325ull) {
  for (uint8_t x : b) h = (h ^ x) * 0x100000001B3ull;
  return h;
}

}  // namespace tpb_fuzz
