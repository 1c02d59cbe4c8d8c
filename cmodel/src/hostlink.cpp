// Host link: frame codec, serial-port client and record digests (tpb/hostlink.hpp).
#include "tpb/hostlink.hpp"

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <string>

namespace tpb::hostlink {

namespace {

// The name tables are generated (tpb/hostlink_gen.hpp).
using gen::kCommands;
using gen::kCtrlBits;
using gen::kLogs;
using gen::kRegisters;
using gen::kStatBits;
using gen::kStatuses;

constexpr std::array<uint32_t, 256> make_crc_table() {
  std::array<uint32_t, 256> t{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ kCrcPoly : (c >> 1);
    t[i] = c;
  }
  return t;
}
constexpr auto kCrcTable = make_crc_table();

void put16(std::vector<uint8_t>& v, uint16_t x) {
  v.push_back(static_cast<uint8_t>(x));
  v.push_back(static_cast<uint8_t>(x >> 8));
}
void put32(std::vector<uint8_t>& v, uint32_t x) {
  for (int i = 0; i < 4; ++i) v.push_back(static_cast<uint8_t>(x >> (8 * i)));
}
uint32_t get32(const uint8_t* p) {
  return static_cast<uint32_t>(p[0]) | (static_cast<uint32_t>(p[1]) << 8) | (static_cast<uint32_t>(p[2]) << 16) |
         (static_cast<uint32_t>(p[3]) << 24);
}

speed_t baud_constant(unsigned baud) {
  switch (baud) {
    case 9600: return B9600;
    case 19200: return B19200;
    case 38400: return B38400;
    case 57600: return B57600;
    case 115200: return B115200;
    case 230400: return B230400;
    case 460800: return B460800;
    case 500000: return B500000;
    case 921600: return B921600;
    case 1000000: return B1000000;
    case 1500000: return B1500000;
    case 2000000: return B2000000;
    case 3000000: return B3000000;
    default: throw std::invalid_argument("unsupported baud rate " + std::to_string(baud));
  }
}

}  // namespace

std::span<const Named> command_table() { return kCommands; }
std::span<const Named> status_table() { return kStatuses; }
std::span<const Named> register_table() { return kRegisters; }
std::span<const Named> control_table() { return kCtrlBits; }
std::span<const Named> status_bit_table() { return kStatBits; }
std::span<const Named> log_table() { return kLogs; }

const char* cmd_name(uint8_t cmd) {
  for (const auto& c : kCommands)
    if (c.value == cmd) return c.name;
  return "?";
}

const char* status_name(Status s) {
  for (const auto& c : kStatuses)
    if (c.value == static_cast<uint8_t>(s)) return c.name;
  return "?";
}

const char* register_name(uint16_t addr) {
  for (const auto& r : kRegisters)
    if (r.value == addr) return r.name;
  return nullptr;
}

// ---------------------------------------------------------------- codec

uint32_t crc32_register(std::span<const uint8_t> data, uint32_t reg) {
  for (uint8_t b : data) reg = (reg >> 8) ^ kCrcTable[(reg ^ b) & 0xFF];
  return reg;
}

uint32_t crc32(std::span<const uint8_t> data, uint32_t crc) { return ~crc32_register(data, ~crc); }

std::vector<uint8_t> make_body(uint8_t cmd, uint8_t seq, std::span<const uint8_t> payload) {
  if (payload.size() > 0xFFFF) throw std::length_error("frame payload over 65535 bytes");
  std::vector<uint8_t> b;
  b.reserve(payload.size() + kHeaderBytes + kCrcBytes);
  b.push_back(cmd);
  b.push_back(seq);
  put16(b, static_cast<uint16_t>(payload.size()));
  b.insert(b.end(), payload.begin(), payload.end());
  put32(b, crc32(b));
  return b;
}

std::vector<uint8_t> slip_encode(std::span<const uint8_t> body) {
  std::vector<uint8_t> w;
  w.reserve(body.size() + body.size() / 64 + 2);
  w.push_back(kSlipEnd);
  for (uint8_t b : body) {
    if (b == kSlipEnd) {
      w.push_back(kSlipEsc);
      w.push_back(kSlipEscEnd);
    } else if (b == kSlipEsc) {
      w.push_back(kSlipEsc);
      w.push_back(kSlipEscEsc);
    } else {
      w.push_back(b);
    }
  }
  w.push_back(kSlipEnd);
  return w;
}

std::optional<SlipDecoder::Frame> SlipDecoder::feed(uint8_t byte) {
  if (byte == kSlipEnd) {
    if (esc_) cur_.bad_escape = true;
    esc_ = false;
    if (cur_.body.empty() && !cur_.bad_escape) return std::nullopt;
    Frame f = std::move(cur_);
    cur_ = {};
    return f;
  }
  if (esc_) {
    esc_ = false;
    if (byte == kSlipEscEnd)
      cur_.body.push_back(kSlipEnd);
    else if (byte == kSlipEscEsc)
      cur_.body.push_back(kSlipEsc);
    else {
      cur_.bad_escape = true;
      cur_.body.push_back(byte);
    }
    return std::nullopt;
  }
  if (byte == kSlipEsc) {
    esc_ = true;
    return std::nullopt;
  }
  cur_.body.push_back(byte);
  return std::nullopt;
}

Status check_body(std::span<const uint8_t> body, bool bad_escape, size_t max_body, Frame* out) {
  if (bad_escape) return Status::BAD_ESCAPE;
  if (body.size() < kHeaderBytes + kCrcBytes) return Status::TOO_SHORT;
  if (body.size() > max_body) return Status::TOO_LONG;
  if (crc32_register(body) != kCrcResidue) return Status::BAD_CRC;
  const size_t len = static_cast<size_t>(body[2]) | (static_cast<size_t>(body[3]) << 8);
  if (len + kHeaderBytes + kCrcBytes != body.size()) return Status::BAD_LENGTH;
  if (out) {
    out->cmd = body[0];
    out->seq = body[1];
    out->payload.assign(body.begin() + kHeaderBytes, body.end() - kCrcBytes);
  }
  return Status::OK;
}

// ---------------------------------------------------------------- serial port

SerialPort::SerialPort(const std::string& path, unsigned baud) : path_(path) {
  const speed_t speed = baud_constant(baud);
  fd_ = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (fd_ < 0) throw LinkError("cannot open " + path + ": " + std::strerror(errno));
  termios t{};
  if (::tcgetattr(fd_, &t) != 0) {
    const int e = errno;
    ::close(fd_);
    throw LinkError(path + " is not a serial port: " + std::strerror(e));
  }
  ::cfmakeraw(&t);
  t.c_cflag |= CLOCAL | CREAD;
  t.c_cflag &= ~(CSTOPB | PARENB | CRTSCTS);
  t.c_cc[VMIN] = 0;
  t.c_cc[VTIME] = 0;
  ::cfsetispeed(&t, speed);
  ::cfsetospeed(&t, speed);
  if (::tcsetattr(fd_, TCSANOW, &t) != 0) {
    const int e = errno;
    ::close(fd_);
    throw LinkError("cannot configure " + path + ": " + std::strerror(e));
  }
  ::tcflush(fd_, TCIOFLUSH);
}

SerialPort::~SerialPort() {
  if (fd_ >= 0) ::close(fd_);
}

void SerialPort::write(std::span<const uint8_t> bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN) {
        pollfd p{fd_, POLLOUT, 0};
        ::poll(&p, 1, 100);
        continue;
      }
      throw LinkError("write to " + path_ + ": " + std::strerror(errno));
    }
    done += static_cast<size_t>(n);
  }
}

size_t SerialPort::read(uint8_t* buf, size_t n, int timeout_ms) {
  pollfd p{fd_, POLLIN, 0};
  int r;
  do {
    r = ::poll(&p, 1, timeout_ms);
  } while (r < 0 && errno == EINTR);
  if (r < 0) throw LinkError("poll on " + path_ + ": " + std::strerror(errno));
  if (r == 0) return 0;
  if (p.revents & (POLLERR | POLLNVAL)) throw LinkError(path_ + ": the port went away");
  if (!(p.revents & POLLIN)) throw LinkError(path_ + ": hung up (is the board or the simulator running?)");
  const ssize_t got = ::read(fd_, buf, n);
  if (got < 0) {
    if (errno == EINTR || errno == EAGAIN) return 0;
    throw LinkError("read from " + path_ + ": " + std::strerror(errno));
  }
  return static_cast<size_t>(got);
}

// ---------------------------------------------------------------- client

Refused::Refused(Cmd cmd, Status s)
    : std::runtime_error(std::string("the board refused ") + cmd_name(static_cast<uint8_t>(cmd)) + ": " +
                         status_name(s)),
      status(s) {}

std::optional<Reply> Client::read_reply(int timeout_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  uint8_t buf[4096];
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    const size_t n = t_.read(buf, sizeof buf, static_cast<int>(left.count()));
    received_ += n;
    for (size_t i = 0; i < n; ++i) {
      auto f = dec_.feed(buf[i]);
      if (!f) continue;
      Frame fr;
      const Status st = check_body(f->body, f->bad_escape, SIZE_MAX, &fr);
      if (st != Status::OK) throw LinkError(std::string("malformed reply from the board: ") + status_name(st));
      if (fr.payload.empty()) throw LinkError("reply without a status byte");
      Reply r;
      r.cmd = fr.cmd;
      r.seq = fr.seq;
      r.status = static_cast<Status>(fr.payload[0]);
      r.data.assign(fr.payload.begin() + 1, fr.payload.end());
      // The board answers one request at a time: bytes after this frame belong to nothing.
      return r;
    }
  }
}

Reply Client::request(Cmd cmd, std::span<const uint8_t> payload) {
  const uint8_t seq = seq_++;
  auto body = make_body(static_cast<uint8_t>(cmd), seq, payload);
  if (corrupt_next_) body.back() ^= 0x01;  // the CRC's last byte
  corrupt_next_ = false;
  const auto wire = slip_encode(body);
  if (!drop_next_) t_.write(wire);
  drop_next_ = false;
  sent_ += wire.size();
  ++requests_;
  auto r = read_reply(timeout_ms_);
  if (!r)
    throw LinkError(std::string("no reply to ") + cmd_name(static_cast<uint8_t>(cmd)) + " within " +
                    std::to_string(timeout_ms_) + " ms");
  if (r->cmd != (static_cast<uint8_t>(cmd) | kReplyFlag) || r->seq != seq)
    throw LinkError("reply to another request (cmd " + std::to_string(r->cmd) + " seq " + std::to_string(r->seq) +
                    ", expected cmd " + std::to_string(static_cast<uint8_t>(cmd) | kReplyFlag) + " seq " +
                    std::to_string(seq) + ")");
  return *r;
}

std::optional<Reply> Client::raw(std::span<const uint8_t> wire, int timeout_ms) {
  t_.write(wire);
  sent_ += wire.size();
  ++requests_;
  return read_reply(timeout_ms);
}

Reply Client::checked(Cmd cmd, std::span<const uint8_t> payload) {
  Reply r = request(cmd, payload);
  if (r.status != Status::OK) throw Refused(cmd, r.status);
  return r;
}

std::vector<uint8_t> Client::ping(std::span<const uint8_t> payload) { return checked(Cmd::PING, payload).data; }

std::vector<uint32_t> Client::reg_read(uint16_t addr, uint16_t count) {
  std::vector<uint8_t> p;
  put16(p, addr);
  put16(p, count);
  const Reply r = checked(Cmd::REG_READ, p);
  if (r.data.size() != size_t{count} * 4) throw LinkError("REG_READ reply of the wrong size");
  std::vector<uint32_t> v(count);
  for (size_t i = 0; i < count; ++i) v[i] = get32(r.data.data() + 4 * i);
  return v;
}

void Client::reg_write(uint16_t addr, std::span<const uint32_t> values) {
  std::vector<uint8_t> p;
  put16(p, addr);
  put16(p, 0);
  for (uint32_t x : values) put32(p, x);
  checked(Cmd::REG_WRITE, p);
}

void Client::tbl_write(uint8_t sel, uint8_t row, uint8_t word, std::span<const uint32_t> values) {
  std::vector<uint8_t> p = {sel, row, word, 0};
  for (uint32_t x : values) put32(p, x);
  checked(Cmd::TBL_WRITE, p);
}

// SBUF_WRITE / DMA_WRITE and SBUF_READ / DMA_READ: the same payload, byte 0 the core or the tag.
void Client::rows_write(Cmd cmd, uint8_t b0, uint8_t partition, uint16_t row, std::span<const uint8_t> rows) {
  std::vector<uint8_t> p = {b0, partition};
  put16(p, row);
  p.insert(p.end(), rows.begin(), rows.end());
  checked(cmd, p);
}

std::vector<uint8_t> Client::rows_read(Cmd cmd, uint8_t b0, uint8_t partition, uint16_t row, uint16_t count,
                                       unsigned port_bytes) {
  std::vector<uint8_t> p = {b0, partition};
  put16(p, row);
  put16(p, count);
  put16(p, 0);
  Reply r = checked(cmd, p);
  if (r.data.size() != size_t{count} * port_bytes)
    throw LinkError(std::string(cmd_name(static_cast<uint8_t>(cmd))) + " reply of the wrong size");
  return std::move(r.data);
}

void Client::sbuf_write(uint8_t core, uint8_t partition, uint16_t row, std::span<const uint8_t> rows) {
  rows_write(Cmd::SBUF_WRITE, core, partition, row, rows);
}

std::vector<uint8_t> Client::sbuf_read(uint8_t core, uint8_t partition, uint16_t row, uint16_t count,
                                       unsigned port_bytes) {
  return rows_read(Cmd::SBUF_READ, core, partition, row, count, port_bytes);
}

void Client::dma_write(uint8_t tag, uint8_t partition, uint16_t row, std::span<const uint8_t> rows) {
  rows_write(Cmd::DMA_WRITE, tag, partition, row, rows);
}

std::vector<uint8_t> Client::dma_read(uint8_t tag, uint8_t partition, uint16_t row, uint16_t count,
                                      unsigned port_bytes) {
  return rows_read(Cmd::DMA_READ, tag, partition, row, count, port_bytes);
}

std::vector<Word> Client::chain_read(uint8_t tag, uint16_t word, uint16_t count) {
  std::vector<uint8_t> p = {tag, 0};
  put16(p, word);
  put16(p, count);
  put16(p, 0);
  const Reply r = checked(Cmd::CHAIN_READ, p);
  if (r.data.size() != size_t{count} * kBundleBytes) throw LinkError("CHAIN_READ reply of the wrong size");
  std::vector<Word> out(count);
  for (size_t i = 0; i < count; ++i)
    std::copy_n(r.data.begin() + static_cast<long>(i * kBundleBytes), kBundleBytes, out[i].begin());
  return out;
}

void Client::mb_done(uint8_t tag, uint8_t err, uint8_t cpu, uint32_t bytes_in, uint32_t bytes_out) {
  std::vector<uint8_t> p = {tag, err, cpu, 0};
  put32(p, bytes_in);
  put32(p, bytes_out);
  checked(Cmd::MB_DONE, p);
}

uint32_t Client::stream(std::span<const Word> words, bool last) {
  std::vector<uint8_t> p = {static_cast<uint8_t>(last ? 1 : 0), 0, 0, 0};
  p.reserve(4 + words.size() * kBundleBytes);
  for (const Word& w : words) p.insert(p.end(), w.begin(), w.end());
  const Reply r = checked(Cmd::STREAM, p);
  if (r.data.size() != 4) throw LinkError("STREAM reply of the wrong size");
  return get32(r.data.data());
}

std::vector<uint8_t> Client::log_read(Log log, uint16_t entry, uint16_t count) {
  std::vector<uint8_t> p = {static_cast<uint8_t>(log), 0};
  put16(p, entry);
  put16(p, count);
  put16(p, 0);
  return checked(Cmd::LOG_READ, p).data;
}

BoardInfo BoardInfo::from_registers(std::span<const uint32_t> r, uint32_t mailbox_words) {
  if (r.size() < 16) throw std::invalid_argument("BoardInfo needs the 16 ID registers");
  BoardInfo b;
  b.magic = r[reg::ID_MAGIC];
  b.version = r[reg::ID_VERSION];
  b.partitions = r[reg::ID_PARTITIONS];
  b.bytes_per_partition = r[reg::ID_PART_BYTES];
  b.port_bytes = r[reg::ID_PORT_BYTES];
  b.dve_gen = r[reg::ID_DVE_GEN];
  b.fast_rows = r[reg::ID_DVE_ROWS] & 0xFFFF;
  b.slow_rows = r[reg::ID_DVE_ROWS] >> 16;
  b.fast_words = r[reg::ID_DVE_WORDS] & 0xFF;
  b.slow_words = (r[reg::ID_DVE_WORDS] >> 8) & 0xFF;
  b.dp_words = (r[reg::ID_DVE_WORDS] >> 16) & 0xFF;
  b.fifo_words = r[reg::ID_FIFO_WORDS];
  b.buf_bytes = r[reg::ID_BUF_BYTES];
  b.clk_hz = r[reg::ID_CLK_HZ];
  b.baud = r[reg::ID_BAUD];
  b.mailbox_words = mailbox_words;
  for (unsigned i = 0; i < 4; ++i) {
    b.logs[i].stride = r[reg::ID_LOG_REC + i] & 0xFFFF;
    b.logs[i].entries = r[reg::ID_LOG_REC + i] >> 16;
  }
  return b;
}

BoardInfo Client::info() {
  const auto r = reg_read(reg::ID_MAGIC, 16);
  BoardInfo b = BoardInfo::from_registers(r, reg_read1(reg::ID_MAILBOX));
  if (b.magic != kMagic)
    throw LinkError("the board's ID register reads " + std::to_string(b.magic) + ", not the TPB1 magic");
  if (b.version != kVersion) throw LinkError("the board speaks protocol version " + std::to_string(b.version));
  return b;
}

// ---------------------------------------------------------------- digests

namespace {

/// `v` little-endian into field `f` of digest `d` (the layouts: tpb/hostlink_gen.hpp).
void put_field(std::vector<uint8_t>& d, DigestField f, uint64_t v) {
  for (unsigned i = 0; i < f.width; ++i) d[f.off + i] = static_cast<uint8_t>(v >> (8 * i));
}

}  // namespace

std::vector<uint8_t> record_digest(const Record& r, bool last) {
  namespace L = digest::rec;
  std::vector<uint8_t> d(L::kBytes, 0);
  put_field(d, L::index, r.index);
  put_field(d, L::opcode, r.opcode);
  put_field(d, L::err, static_cast<uint8_t>(r.err));
  put_field(d, L::route, static_cast<uint8_t>(r.route));
  put_field(d, L::flags, last ? 1 : 0);
  put_field(d, L::chain_pos, r.chain_pos);
  uint64_t fold = 0;
  for (uint64_t v : r.fields.v) fold ^= v;
  put_field(d, L::fold, fold);
  return d;
}

std::vector<uint8_t> dve_digest(const dve::ControlRecord& r, unsigned fast_bytes, unsigned slow_bytes,
                                unsigned dp_bytes) {
  namespace L = digest::dve;
  std::vector<uint8_t> d(L::kFixedBytes, 0);
  put_field(d, L::index, r.index);
  put_field(d, L::opcode, r.opcode);
  put_field(d, L::err, static_cast<uint8_t>(r.err));
  put_field(d, L::flags, r.slow_fetched ? 1 : 0);
  put_field(d, L::fast_row, static_cast<uint8_t>(r.fast_row));
  put_field(d, L::entry, r.entry);
  put_field(d, L::slow_row, r.slow_row);
  // Then the rows at their widths, zero when not fetched.
  auto row = [&](const std::vector<uint8_t>& w, unsigned n) {
    for (unsigned i = 0; i < n; ++i) d.push_back(i < w.size() ? w[i] : 0);
  };
  row(r.fast_word, fast_bytes);
  row(r.slow_word, slow_bytes);
  row(r.dp_word, dp_bytes);
  return d;
}

std::vector<uint8_t> mover_digest(const MoverRecord& r) {
  namespace L = digest::mv;
  std::vector<uint8_t> d(L::kBytes, 0);
  put_field(d, L::index, r.index);
  put_field(d, L::err, static_cast<uint8_t>(r.err));
  put_field(d, L::bytes_written, static_cast<uint32_t>(r.bytes_written));
  return d;
}

std::vector<uint8_t> cop_digest(uint32_t index, Err err, uint8_t function, uint8_t cpu, uint32_t bytes_in,
                                uint32_t bytes_out) {
  namespace L = digest::cop;
  std::vector<uint8_t> d(L::kBytes, 0);
  put_field(d, L::index, index);
  put_field(d, L::err, static_cast<uint8_t>(err));
  put_field(d, L::function, function);
  put_field(d, L::cpu, cpu);
  put_field(d, L::bytes_in, bytes_in);
  put_field(d, L::bytes_out, bytes_out);
  return d;
}

}  // namespace tpb::hostlink
