// Host link frame codec (cmodel/src/hostlink.cpp, docs/fpga.md "Frame protocol"): CRC-32
// vectors, SLIP escaping, the receiver's checks in the FPGA's order (every corruption refused
// with its named status), the client against a fake board and the record digests. The
// constants are generated for both sides from one table (rtl/fpga/hostlink.toml,
// scripts/gen_hostlink.py; the CTest "hostlink: generated files match the table").
#include <catch2/catch.hpp>

#include <deque>
#include <map>
#include <string>
#include <vector>

#include "tpb/gen.hpp"
#include "tpb/hostlink.hpp"

using namespace tpb;
namespace hl = tpb::hostlink;

namespace {

std::vector<uint8_t> bytes_of(const std::string& s) { return {s.begin(), s.end()}; }

/// Bit-serial CRC-32 (IEEE 802.3), the textbook definition: the reference for the table code.
uint32_t crc32_bitwise(const std::vector<uint8_t>& data) {
  uint32_t c = 0xFFFFFFFFu;
  for (uint8_t b : data) {
    c ^= b;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
  }
  return ~c;
}

std::vector<uint8_t> random_bytes(SplitMix64& r, size_t n, bool many_specials) {
  std::vector<uint8_t> v(n);
  for (auto& b : v) {
    const uint64_t x = r.next();
    b = static_cast<uint8_t>(x);
    if (many_specials && (x >> 60) < 4) b = (x >> 59) & 1 ? hl::kSlipEnd : hl::kSlipEsc;
  }
  return v;
}

/// All frames a byte sequence decodes into.
std::vector<hl::SlipDecoder::Frame> decode_all(const std::vector<uint8_t>& wire) {
  hl::SlipDecoder d;
  std::vector<hl::SlipDecoder::Frame> out;
  for (uint8_t b : wire)
    if (auto f = d.feed(b)) out.push_back(std::move(*f));
  return out;
}

std::vector<uint8_t> recrc(std::vector<uint8_t> body) {
  body.resize(body.size() - 4);
  const uint32_t c = hl::crc32(body);
  for (int i = 0; i < 4; ++i) body.push_back(static_cast<uint8_t>(c >> (8 * i)));
  return body;
}

}  // namespace

TEST_CASE("hostlink: CRC-32 check value and continuation (IEEE 802.3, zlib crc32)", "[hostlink]") {
  // The CRC catalogue's check value of CRC-32/ISO-HDLC over "123456789".
  CHECK(hl::crc32(bytes_of("123456789")) == 0xCBF43926u);
  CHECK(hl::crc32({}) == 0u);
  SplitMix64 r(11);
  for (int i = 0; i < 50; ++i) {
    const auto a = random_bytes(r, r.below(300), false), b = random_bytes(r, r.below(300), false);
    auto ab = a;
    ab.insert(ab.end(), b.begin(), b.end());
    CHECK(hl::crc32(ab) == crc32_bitwise(ab));
    CHECK(hl::crc32(b, hl::crc32(a)) == hl::crc32(ab));
  }
}

TEST_CASE("hostlink: a body followed by its CRC leaves the receiver's register at the residue", "[hostlink]") {
  SplitMix64 r(12);
  for (int i = 0; i < 50; ++i) {
    const auto payload = random_bytes(r, r.below(600), true);
    const auto body = hl::make_body(static_cast<uint8_t>(1 + r.below(8)), static_cast<uint8_t>(r.next()), payload);
    CHECK(hl::crc32_register(body) == hl::kCrcResidue);
  }
}

TEST_CASE("hostlink: request body layout (cmd, seq, len LE, payload, CRC LE)", "[hostlink]") {
  const std::vector<uint8_t> payload = {0x13, 0x00, 0x02, 0x00};
  const auto b = hl::make_body(static_cast<uint8_t>(hl::Cmd::REG_READ), 0x5C, payload);
  REQUIRE(b.size() == 4 + payload.size() + 4);
  CHECK(b[0] == 0x02);
  CHECK(b[1] == 0x5C);
  CHECK(b[2] == 4);
  CHECK(b[3] == 0);
  CHECK(std::vector<uint8_t>(b.begin() + 4, b.begin() + 8) == payload);
  const uint32_t crc = crc32_bitwise(std::vector<uint8_t>(b.begin(), b.begin() + 8));
  CHECK(b[8] == static_cast<uint8_t>(crc));
  CHECK(b[11] == static_cast<uint8_t>(crc >> 24));
  CHECK_THROWS_AS(hl::make_body(1, 0, std::vector<uint8_t>(70000)), std::length_error);
}

TEST_CASE("hostlink: SLIP escapes END and ESC and frames with END on both sides (RFC 1055)", "[hostlink]") {
  const std::vector<uint8_t> body = {0x01, hl::kSlipEnd, 0x02, hl::kSlipEsc, hl::kSlipEscEnd, hl::kSlipEscEsc};
  const std::vector<uint8_t> want = {0xC0, 0x01, 0xDB, 0xDC, 0x02, 0xDB, 0xDD, 0xDC, 0xDD, 0xC0};
  CHECK(hl::slip_encode(body) == want);
  // No END or ESC inside a frame except as escapes.
  SplitMix64 r(13);
  for (int i = 0; i < 100; ++i) {
    const auto b = random_bytes(r, 1 + r.below(200), true);
    const auto w = hl::slip_encode(b);
    for (size_t k = 1; k + 1 < w.size(); ++k) CHECK(w[k] != hl::kSlipEnd);
    const auto frames = decode_all(w);
    REQUIRE(frames.size() == 1);
    CHECK(frames[0].body == b);
    CHECK_FALSE(frames[0].bad_escape);
  }
}

TEST_CASE("hostlink: SLIP decoder skips empty frames and flags bad escapes", "[hostlink]") {
  CHECK(decode_all({0xC0, 0xC0, 0xC0}).empty());
  auto f = decode_all({0xC0, 0x11, 0xDB, 0x01, 0x22, 0xC0});
  REQUIRE(f.size() == 1);
  CHECK(f[0].bad_escape);
  f = decode_all({0xC0, 0x11, 0xDB, 0xC0});  // ESC ending the frame
  REQUIRE(f.size() == 1);
  CHECK(f[0].bad_escape);
  // Two frames back to back, the decoder resynchronises on END.
  auto w = hl::slip_encode(std::vector<uint8_t>{1, 2, 3});
  const auto w2 = hl::slip_encode(std::vector<uint8_t>{4, 5});
  w.insert(w.end(), w2.begin(), w2.end());
  f = decode_all(w);
  REQUIRE(f.size() == 2);
  CHECK(f[1].body == std::vector<uint8_t>{4, 5});
}

TEST_CASE("hostlink: a good frame passes the receiver's checks with its fields", "[hostlink]") {
  const std::vector<uint8_t> payload = {9, 8, 7, 6, 5};
  const auto body = hl::make_body(0x07, 0x21, payload);
  hl::Frame f;
  REQUIRE(hl::check_body(body, false, 2048, &f) == hl::Status::OK);
  CHECK(f.cmd == 0x07);
  CHECK(f.seq == 0x21);
  CHECK(f.payload == payload);
}

TEST_CASE("hostlink: corrupted frames are refused with their named status", "[hostlink]") {
  SplitMix64 r(14);
  const auto payload = random_bytes(r, 40, true);
  const auto body = hl::make_body(static_cast<uint8_t>(hl::Cmd::SBUF_WRITE), 3, payload);

  SECTION("every single-bit error is a BAD_CRC") {
    for (size_t byte = 0; byte < body.size(); ++byte)
      for (int bit = 0; bit < 8; ++bit) {
        auto b = body;
        b[byte] ^= static_cast<uint8_t>(1u << bit);
        INFO("byte " << byte << " bit " << bit);
        CHECK(hl::check_body(b, false, 2048) == hl::Status::BAD_CRC);
      }
  }
  SECTION("a lost or an extra byte is a BAD_CRC") {
    for (size_t at = 0; at < body.size(); ++at) {
      auto lost = body;
      lost.erase(lost.begin() + static_cast<long>(at));
      CHECK(hl::check_body(lost, false, 2048) == hl::Status::BAD_CRC);
      auto extra = body;
      extra.insert(extra.begin() + static_cast<long>(at), static_cast<uint8_t>(0x5A));
      CHECK(hl::check_body(extra, false, 2048) == hl::Status::BAD_CRC);
    }
  }
  SECTION("a len field that disagrees with the payload, CRC consistent: BAD_LENGTH") {
    for (int delta : {-40, -1, 1, 4, 200}) {
      auto b = body;
      const int len = static_cast<int>(payload.size()) + delta;
      b[2] = static_cast<uint8_t>(len);
      b[3] = static_cast<uint8_t>(len >> 8);
      CHECK(hl::check_body(recrc(b), false, 2048) == hl::Status::BAD_LENGTH);
    }
  }
  SECTION("runts, overlong bodies and bad escapes") {
    for (size_t n = 1; n < 8; ++n)
      CHECK(hl::check_body(std::vector<uint8_t>(body.begin(), body.begin() + static_cast<long>(n)), false, 2048) ==
            hl::Status::TOO_SHORT);
    const auto big = hl::make_body(7, 0, std::vector<uint8_t>(2041, 0));
    CHECK(big.size() == 2049);
    CHECK(hl::check_body(big, false, 2048) == hl::Status::TOO_LONG);
    CHECK(hl::check_body(hl::make_body(7, 0, std::vector<uint8_t>(2040, 0)), false, 2048) == hl::Status::OK);
    // A bad escape is reported before anything else, even on an otherwise good frame.
    CHECK(hl::check_body(body, true, 2048) == hl::Status::BAD_ESCAPE);
  }
}

TEST_CASE("hostlink: status names are the documented ones", "[hostlink]") {
  CHECK(std::string(hl::status_name(hl::Status::BAD_CRC)) == "BAD_CRC");
  CHECK(std::string(hl::status_name(hl::Status::BAD_LENGTH)) == "BAD_LENGTH");
  CHECK(std::string(hl::status_name(hl::Status::BAD_CMD)) == "BAD_CMD");
  CHECK(std::string(hl::cmd_name(0x55)) == "?");
  CHECK(std::string(hl::register_name(hl::reg::SIG_REC)) == "SIG_REC");
}

// ---------------------------------------------------------------- the client

namespace {

/// A board made of the codec: answers each request frame, with knobs to misbehave.
class FakeBoard final : public hl::Transport {
 public:
  enum class Mode { NORMAL, REFUSE, SILENT, BAD_REPLY_CRC, WRONG_SEQ };
  Mode mode = Mode::NORMAL;
  std::map<uint16_t, uint32_t> regs;
  std::vector<hl::Frame> seen;

  void write(std::span<const uint8_t> bytes) override {
    for (uint8_t b : bytes) {
      auto f = dec_.feed(b);
      if (!f) continue;
      hl::Frame fr;
      const hl::Status st = hl::check_body(f->body, f->bad_escape, 2048, &fr);
      if (mode == Mode::SILENT) continue;
      std::vector<uint8_t> data;
      hl::Status reply = st;
      if (st == hl::Status::OK) {
        seen.push_back(fr);
        if (mode == Mode::REFUSE) {
          reply = hl::Status::BAD_ADDR;
        } else if (fr.cmd == static_cast<uint8_t>(hl::Cmd::REG_READ)) {
          const uint16_t a = fr.payload[0] | (fr.payload[1] << 8), n = fr.payload[2] | (fr.payload[3] << 8);
          for (uint16_t i = 0; i < n; ++i)
            for (int k = 0; k < 4; ++k) data.push_back(static_cast<uint8_t>(regs[a + i] >> (8 * k)));
        } else if (fr.cmd == static_cast<uint8_t>(hl::Cmd::PING)) {
          data = fr.payload;
        }
      }
      std::vector<uint8_t> p = {static_cast<uint8_t>(reply)};
      p.insert(p.end(), data.begin(), data.end());
      auto body = hl::make_body(static_cast<uint8_t>(fr.cmd | hl::kReplyFlag),
                                static_cast<uint8_t>(fr.seq + (mode == Mode::WRONG_SEQ ? 1 : 0)), p);
      if (mode == Mode::BAD_REPLY_CRC) body.back() ^= 0x80;
      const auto w = hl::slip_encode(body);
      out_.insert(out_.end(), w.begin(), w.end());
    }
  }
  size_t read(uint8_t* buf, size_t n, int) override {
    size_t k = 0;
    while (k < n && !out_.empty()) {
      buf[k++] = out_.front();
      out_.pop_front();
    }
    return k;
  }

 private:
  hl::SlipDecoder dec_;
  std::deque<uint8_t> out_;
};

}  // namespace

TEST_CASE("hostlink: client requests and replies through a fake board", "[hostlink]") {
  FakeBoard board;
  hl::Client c(board, 50);
  board.regs[0x29] = 0xDEADBEEF;
  board.regs[0x2A] = 0x01020304;
  const auto v = c.reg_read(0x29, 2);
  CHECK(v == std::vector<uint32_t>{0xDEADBEEF, 0x01020304});
  const std::vector<uint8_t> probe = {hl::kSlipEnd, hl::kSlipEsc, 0, 0xFF};
  CHECK(c.ping(probe) == probe);
  REQUIRE(board.seen.size() == 2);
  CHECK(board.seen[0].seq != board.seen[1].seq);  // every request its own seq

  SECTION("a refusal is a Refused with the status") {
    board.mode = FakeBoard::Mode::REFUSE;
    try {
      c.reg_read(0x10, 1);
      FAIL("no exception");
    } catch (const hl::Refused& e) {
      CHECK(e.status == hl::Status::BAD_ADDR);
      CHECK(std::string(e.what()).find("BAD_ADDR") != std::string::npos);
    }
  }
  SECTION("no reply, a reply with a bad CRC, a reply to another seq: LinkError") {
    board.mode = FakeBoard::Mode::SILENT;
    CHECK_THROWS_AS(c.reg_read(0x10, 1), hl::LinkError);
    board.mode = FakeBoard::Mode::BAD_REPLY_CRC;
    CHECK_THROWS_AS(c.reg_read(0x10, 1), hl::LinkError);
    board.mode = FakeBoard::Mode::WRONG_SEQ;
    CHECK_THROWS_AS(c.reg_read(0x10, 1), hl::LinkError);
  }
}

// ---------------------------------------------------------------- digests

TEST_CASE("hostlink: record digest layout (docs/fpga.md)", "[hostlink]") {
  Record r;
  r.index = 0x01020304;
  r.opcode = 0xBF;
  r.err = Err::SB2SB_NOT_DECODED;
  r.route = Route::SB2SB;
  r.chain_pos = 0x0A0B;
  r.fields.v[0] = 0x1111;
  r.fields.v[5] = 0x2222000000000000ull;
  r.fields.v[kMaxFields - 1] = 0x0101;
  const auto d = hl::record_digest(r, true);
  REQUIRE(d.size() == hl::kRecordDigestBytes);
  CHECK(d[0] == 0x04);
  CHECK(d[3] == 0x01);
  CHECK(d[4] == 0xBF);
  CHECK(d[5] == static_cast<uint8_t>(Err::SB2SB_NOT_DECODED));
  CHECK(d[6] == static_cast<uint8_t>(Route::SB2SB));
  CHECK(d[7] == 1);
  CHECK(d[8] == 0x0B);
  CHECK(d[9] == 0x0A);
  const uint64_t fold = 0x1111ull ^ 0x2222000000000000ull ^ 0x0101ull;
  for (int i = 0; i < 8; ++i) CHECK(d[10 + i] == static_cast<uint8_t>(fold >> (8 * i)));

  MoverRecord m{7, Err::OK, 1024};
  const auto md = hl::mover_digest(m);
  REQUIRE(md.size() == hl::kMoverDigestBytes);
  CHECK(md[0] == 7);
  CHECK(md[8] == 0x00);
  CHECK(md[9] == 0x04);
  const auto cd = hl::cop_digest(9, Err::CL_KERNEL_MISSING, 3, 0xFF, 0, 0);
  REQUIRE(cd.size() == hl::kCopDigestBytes);
  CHECK(cd[4] == static_cast<uint8_t>(Err::CL_KERNEL_MISSING));
  CHECK(cd[5] == 3);
  CHECK(cd[6] == 0xFF);

  dve::ControlRecord c;
  c.index = 2;
  c.opcode = 65;
  c.entry = 0x3008;
  c.fast_row = 8;
  c.slow_row = 48;
  c.slow_fetched = true;
  c.fast_word = {1, 2, 3, 4, 5, 6, 7, 8};
  c.dp_word = std::vector<uint8_t>(16, 0xAB);
  const auto dd = hl::dve_digest(c, 8, 8, 16);
  REQUIRE(dd.size() == 24 + 8 + 8 + 16);
  CHECK(dd[6] == 1);
  CHECK(dd[7] == 8);
  CHECK(dd[8] == 0x08);
  CHECK(dd[9] == 0x30);
  CHECK(dd[16] == 48);
  CHECK(dd[24] == 1);
  CHECK(dd[32] == 0);  // slow word not given: zero, as the RTL port shows it
  CHECK(dd[40] == 0xAB);
}
