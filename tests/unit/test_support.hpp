// Helpers shared by the model unit tests. They are written independently of the model's own
// helpers (byte order, hex parsing, legal field values), so a test never checks the model
// against the model.
#pragma once

#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "tpb/gen.hpp"
#include "tpb/isa.hpp"

namespace tpb_test {

using tpb::Word;

/// Little-endian read of `width` bytes at `off`, written here rather than taken from the model.
inline uint64_t le(const Word& w, unsigned off, unsigned width) {
  uint64_t v = 0;
  for (unsigned b = 0; b < width; ++b) v |= uint64_t{w[off + b]} << (8 * b);
  return v;
}

/// The bytes a little-endian value of `width` bytes occupies.
inline std::vector<uint8_t> le_bytes(uint64_t v, unsigned width) {
  std::vector<uint8_t> out;
  for (unsigned b = 0; b < width; ++b) out.push_back(static_cast<uint8_t>(v >> (8 * b)));
  return out;
}

/// A 64-byte word from hex text ("85 10 00 ..."), missing trailing bytes zero.
inline Word word_hex(const std::string& text) {
  Word w{};
  unsigned i = 0;
  int hi = -1;
  for (char c : text) {
    int d = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
    if (d < 0) continue;
    if (hi < 0) {
      hi = d;
    } else {
      if (i < w.size()) w[i] = static_cast<uint8_t>(hi * 16 + d);
      ++i;
      hi = -1;
    }
  }
  return w;
}

/// Byte offsets [off, off + width).
inline std::set<unsigned> span(unsigned off, unsigned width) {
  std::set<unsigned> s;
  for (unsigned b = 0; b < width; ++b) s.insert(off + b);
  return s;
}
inline std::set<unsigned> join(std::initializer_list<std::set<unsigned>> parts) {
  std::set<unsigned> s;
  for (const auto& p : parts) s.insert(p.begin(), p.end());
  return s;
}

/// Offsets of bytes that are not zero (for "every byte the encoder does not write is 0x00").
inline std::set<unsigned> nonzero_bytes(const Word& w) {
  std::set<unsigned> s;
  for (unsigned b = 0; b < w.size(); ++b)
    if (w[b]) s.insert(b);
  return s;
}

/// a is a subset of b.
inline bool subset(const std::set<unsigned>& a, const std::set<unsigned>& b) {
  return std::includes(b.begin(), b.end(), a.begin(), a.end());
}

/// Deterministic PRNG for the tests (xorshift64*), independent of the model's SplitMix64.
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed * 0x9E3779B97F4A7C15ull + 0x1234567ull) {
    if (!s_) s_ = 1;
  }
  uint64_t next() {
    s_ ^= s_ >> 12;
    s_ ^= s_ << 25;
    s_ ^= s_ >> 27;
    return s_ * 0x2545F4914F6CDD1Dull;
  }
  uint64_t below(uint64_t n) { return next() % n; }
  uint64_t bits(unsigned width_bytes) {
    uint64_t v = next();
    return width_bytes >= 8 ? v : v & ((1ull << (8 * width_bytes)) - 1);
  }
  template <class T>
  const T& pick(const std::vector<T>& v) { return v[below(v.size())]; }

 private:
  uint64_t s_;
};

// ---- legal values, from the field map's documented check rules (tpb_fieldmap.toml header)
// ADDR4 layout (PROJECT, field map [addr4]): mode [31:28] (0 static, 1 register, 2 indirect),
// space [27:26] (0 SBUF, 1 PSUM, 2 HBM), SBUF partition [25:18], offset [17:0].
inline uint32_t a4_sbuf(unsigned partition, unsigned offset) {
  return (0u << 28) | (0u << 26) | ((partition & 0xFF) << 18) | (offset & 0x3FFFF);
}
inline uint32_t a4_psum(unsigned addr) { return (0u << 28) | (1u << 26) | (addr & 0x3FFFFFF); }
inline uint32_t a4_hbm(unsigned addr) { return (0u << 28) | (2u << 26) | (addr & 0x3FFFFFF); }
inline uint32_t a4_reg(unsigned reg) { return (1u << 28) | (reg & 0xFF); }
inline uint32_t a4_indirect(unsigned low) { return (2u << 28) | (low & 0x0FFFFFFF); }

inline uint32_t legal_addr4(Rng& r, bool custom_op) {
  switch (r.below(custom_op ? 3 : 5)) {
    case 0: return a4_sbuf(static_cast<unsigned>(r.below(256)), static_cast<unsigned>(r.below(1u << 18)));
    case 1: return a4_hbm(static_cast<unsigned>(r.below(1u << 26)));
    case 2: return a4_reg(static_cast<unsigned>(r.below(256)));
    case 3: return a4_psum(static_cast<unsigned>(r.below(1u << 26)));
    default: return a4_indirect(static_cast<unsigned>(r.below(1u << 28)));
  }
}

inline const std::vector<uint64_t>& dtype_codes() {
  // Field map [[dtype]] (PROJECT): 0x01..0x0B.
  static const std::vector<uint64_t> v = {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B};
  return v;
}
inline const std::vector<uint64_t>& lut_bytes() {
  static const std::vector<uint64_t> v = {0x01, 0x02, 0x03, 0x04, 0x09, 0x05, 0x06, 0x07, 0x08};  // S000 §2
  return v;
}

/// Random legal field values for opcode d (num_payloads follows num_arguments).
inline tpb::Fields legal_fields(Rng& r, const tpb::OpcodeDesc& d) {
  using tpb::Check;
  tpb::Fields f;
  f.n = d.nfields;
  int np = -1;
  for (unsigned i = 0; i < d.nfields; ++i) {
    const tpb::FieldDesc& fd = d.fields[i];
    uint64_t v = 0;
    switch (fd.check) {
      case Check::NONE: v = r.below(4) == 0 ? 0 : r.bits(fd.width); break;
      case Check::DTYPE: v = r.pick(dtype_codes()); break;
      case Check::DTYPE_OR0: v = r.below(5) == 0 ? 0 : r.pick(dtype_codes()); break;
      case Check::ALU_OP: v = r.below(2) ? 4 : 0; break;
      case Check::COLL_KIND: v = r.pick(lut_bytes()); break;
      case Check::COLL_KIND_OR0: v = r.below(5) == 0 ? 0 : r.pick(lut_bytes()); break;
      case Check::FLAG01: v = r.below(2); break;
      case Check::EQ1: v = 1; break;
      case Check::SYNC_WAIT: v = std::vector<uint64_t>{0x00, 0x07, 0x05, 0x85}[r.below(4)]; break;
      case Check::ADDR4: v = legal_addr4(r, false); break;
      case Check::ADDR8: v = legal_addr4(r, false); break;
      case Check::ADDR4_CO: v = legal_addr4(r, true); break;
      case Check::NONZERO: v = 1 + r.below(0xFFFF); break;
      case Check::FN_ID: v = r.below(0xFF); break;
      case Check::NUM_PAYLOADS: np = static_cast<int>(i); break;
    }
    f.v[i] = v;
  }
  if (np >= 0) {
    // num_arguments is the byte at +0x0F of the header (S002 §2.1).
    int na = tpb::field_index(d, "num_arguments");
    uint64_t n = f.v[na];
    f.v[np] = n ? n + 2 : 1;
  }
  return f;
}

// ---- the generator run in a child process: a crash or a hang becomes a test failure
// instead of taking the whole test binary down. (Regression guard: a dangling
// initializer_list in gen.cpp's field-check injection once made `generate` with
// bad_ratio > 0 hang or die with SIGFPE in Release builds; fixed in cdc37d8.)
struct Guarded {
  std::optional<tpb::GenStream> stream;
  std::string why;  // empty when stream is set
};

inline bool write_all(int fd, const void* p, size_t n) {
  const char* c = static_cast<const char*>(p);
  while (n) {
    ssize_t k = ::write(fd, c, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    c += k;
    n -= static_cast<size_t>(k);
  }
  return true;
}

inline Guarded guarded_generate(const tpb::GenOptions& opt, int timeout_s = 30) {
  Guarded g;
  int fds[2];
  if (::pipe(fds) != 0) {
    g.why = "pipe failed";
    return g;
  }
  pid_t pid = ::fork();
  if (pid < 0) {
    g.why = "fork failed";
    ::close(fds[0]);
    ::close(fds[1]);
    return g;
  }
  if (pid == 0) {
    ::close(fds[0]);
    // The test framework's fatal-signal handlers belong to the parent: let a crash in the
    // child be a plain signal death that the parent reports.
    for (int sig : {SIGFPE, SIGSEGV, SIGILL, SIGBUS, SIGABRT}) ::signal(sig, SIG_DFL);
    tpb::GenStream s = tpb::generate(opt);
    uint64_t n = s.words.size(), m = s.injected.size();
    bool ok = write_all(fds[1], &n, sizeof n) && write_all(fds[1], &m, sizeof m);
    for (const auto& w : s.words) ok = ok && write_all(fds[1], w.data(), w.size());
    for (const auto& inj : s.injected) {
      uint32_t idx = inj.index;
      uint8_t cls = static_cast<uint8_t>(inj.cls);
      ok = ok && write_all(fds[1], &idx, sizeof idx) && write_all(fds[1], &cls, sizeof cls);
    }
    ::close(fds[1]);
    ::_exit(ok ? 0 : 3);
  }
  ::close(fds[1]);
  std::string buf;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_s);
  bool timed_out = false;
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) {
      timed_out = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    int pr = ::poll(&p, 1, static_cast<int>(left));
    if (pr < 0 && errno == EINTR) continue;
    if (pr == 0) {
      timed_out = true;
      break;
    }
    char tmp[65536];
    ssize_t k = ::read(fds[0], tmp, sizeof tmp);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    buf.append(tmp, static_cast<size_t>(k));
  }
  ::close(fds[0]);
  if (timed_out) ::kill(pid, SIGKILL);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timed_out) {
    g.why = "tpb::generate did not finish within " + std::to_string(timeout_s) + " s (hang)";
    return g;
  }
  if (WIFSIGNALED(status)) {
    g.why = "tpb::generate crashed with signal " + std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status)) + ")";
    return g;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    g.why = "generator child exited abnormally";
    return g;
  }
  uint64_t n = 0, m = 0;
  if (buf.size() < 16) {
    g.why = "short result from generator child";
    return g;
  }
  std::memcpy(&n, buf.data(), 8);
  std::memcpy(&m, buf.data() + 8, 8);
  if (buf.size() != 16 + n * 64 + m * 5) {
    g.why = "malformed result from generator child";
    return g;
  }
  tpb::GenStream s;
  s.words.resize(n);
  size_t pos = 16;
  for (auto& w : s.words) {
    std::memcpy(w.data(), buf.data() + pos, 64);
    pos += 64;
  }
  for (uint64_t i = 0; i < m; ++i) {
    uint32_t idx;
    uint8_t cls;
    std::memcpy(&idx, buf.data() + pos, 4);
    std::memcpy(&cls, buf.data() + pos + 4, 1);
    pos += 5;
    s.injected.push_back({idx, static_cast<tpb::BadClass>(cls)});
  }
  g.stream = std::move(s);
  return g;
}

/// The word- and chain-level malformed classes: those whose generator path does not go
/// through the field-check injection (gen.cpp `word_with` + `bad_value`).
inline std::vector<tpb::BadClass> classes_outside_field_injection() {
  using tpb::BadClass;
  return {BadClass::UNKNOWN_OPCODE,    BadClass::BAD_WORD_LEN,      BadClass::RESERVED_NONZERO,
          BadClass::BAD_SYNC_SEL,      BadClass::CO_INDIRECT_AP,    BadClass::CO_OPERAND_MEM,
          BadClass::CO_FUNCTION_ID_UNSET, BadClass::CO_COUNT_MISMATCH, BadClass::CO_ORPHAN_PAYLOAD,
          BadClass::CO_CHAIN_BROKEN,   BadClass::CO_CHAIN_TRUNCATED};
}

inline std::string hex_of(const Word& w) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (unsigned i = 0; i < w.size(); ++i) {
    if (i) s += ' ';
    s += d[w[i] >> 4];
    s += d[w[i] & 15];
  }
  return s;
}

}  // namespace tpb_test
