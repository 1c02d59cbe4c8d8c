// The custom-op mailbox's model twin (tpb::Mailbox): which chains reach the cluster.
// docs/cluster.md "The mailbox"; the RTL twin is checked against it in tb/mailbox.
#include <catch2/catch.hpp>

#include <optional>
#include <stdexcept>
#include <vector>

#include "test_cluster_util.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/mailbox.hpp"
#include "tpb/sbuf.hpp"

using namespace tpb;

namespace {

std::vector<Word> chain_of(unsigned inputs, uint8_t fn = 3) {
  CustomOpChain c;
  c.function_id = fn;
  c.output = sbuf_ap(0, 0, 1, 4);
  for (unsigned i = 0; i < inputs; ++i) c.inputs.push_back(sbuf_ap(0, 64, 1, 4));
  return encode_chain(c);
}

Word other_word() {  // a legal word outside any chain: DVE TensorTensorArithOp (0x41)
  return encode_dve(0x41, Sync{});
}

/// Every record of `words` through a decoder and the mailbox; the chains handed over.
std::vector<MailboxChain> run(const std::vector<Word>& words, unsigned capacity = kMaxChainWords) {
  Decoder d;
  Mailbox mb(capacity);
  std::vector<MailboxChain> out;
  for (size_t i = 0; i < words.size(); ++i) {
    const bool last = i + 1 == words.size();
    const Record r = d.step(words[i], last);
    if (auto c = mb.step(r, words[i], last)) out.push_back(*c);
  }
  return out;
}

}  // namespace

TEST_CASE("mailbox: a clean chain is handed over whole, with its header index", "[mailbox]") {
  std::vector<Word> s = {other_word()};
  const auto c = chain_of(2);
  s.insert(s.end(), c.begin(), c.end());
  s.push_back(other_word());
  const auto got = run(s);
  REQUIRE(got.size() == 1);
  CHECK(got[0].err == Err::OK);
  CHECK(got[0].header_index == 1);
  CHECK(got[0].function_id == 3);
  CHECK(got[0].words == c);
}

TEST_CASE("mailbox: N = 0 (header + output payload) is a chain of two words", "[mailbox]") {
  const auto c = chain_of(0);
  REQUIRE(c.size() == 2);
  const auto got = run(c);
  REQUIRE(got.size() == 1);
  CHECK(got[0].words.size() == 2);
}

TEST_CASE("mailbox: a broken chain (another opcode inside) is dropped, the next one still runs", "[mailbox]") {
  auto c = chain_of(3);
  std::vector<Word> s(c.begin(), c.begin() + 2);  // header + output, then a foreign word
  s.push_back(other_word());
  s.insert(s.end(), c.begin(), c.end());
  Decoder d;
  std::vector<Record> recs;
  for (size_t i = 0; i < s.size(); ++i) recs.push_back(d.step(s[i], i + 1 == s.size()));
  CHECK(recs[2].err == Err::CO_CHAIN_BROKEN);
  const auto got = run(s);
  REQUIRE(got.size() == 1);
  CHECK(got[0].header_index == 3);
}

TEST_CASE("mailbox: a payload with its own error poisons its chain (no hand-over)", "[mailbox]") {
  CustomOpChain cc;
  cc.function_id = 3;
  cc.output = sbuf_ap(0, 0, 1, 4);
  cc.inputs = {sbuf_ap(0, 64, 1, 4), sbuf_ap(0, 64, 1, 4)};
  cc.inputs[0].addr = addr4_indirect(0);  // gather: CO_INDIRECT_AP on that payload
  const auto c = encode_chain(cc);
  Decoder d;
  const Record r2 = [&] {
    d.step(c[0], false);
    d.step(c[1], false);
    return d.step(c[2], false);
  }();
  REQUIRE(r2.err != Err::OK);
  REQUIRE(r2.route == Route::NONE);
  CHECK(run(c).empty());
}

TEST_CASE("mailbox: a chain cut by the end of the stream is dropped", "[mailbox]") {
  auto c = chain_of(3);
  c.pop_back();
  CHECK(run(c).empty());
}

TEST_CASE("mailbox: a clean chain longer than the mailbox is CL_MAILBOX_OVERFLOW, exactly past capacity", "[mailbox]") {
  for (unsigned cap : {2u, 5u, 6u}) {
    for (unsigned inputs = 0; inputs < 8; ++inputs) {
      const auto c = chain_of(inputs);
      const auto got = run(c, cap);
      REQUIRE(got.size() == 1);
      if (c.size() > cap) {
        CHECK(got[0].err == Err::CL_MAILBOX_OVERFLOW);
        CHECK(got[0].function_id == 3);
        CHECK(got[0].words.empty());
      } else {
        CHECK(got[0].err == Err::OK);
        CHECK(got[0].words == c);
      }
    }
  }
}

TEST_CASE("mailbox: the longest legal chain (255 inputs) fits the default depth", "[mailbox]") {
  const auto c = chain_of(255);
  REQUIRE(c.size() == kMaxChainWords);
  const auto got = run(c);
  REQUIRE(got.size() == 1);
  CHECK(got[0].err == Err::OK);
}

TEST_CASE("mailbox: a capacity outside 1..257 is refused", "[mailbox]") {
  CHECK_THROWS_AS(Mailbox(0), std::invalid_argument);
  CHECK_THROWS_AS(Mailbox(kMaxChainWords + 1), std::invalid_argument);
  CHECK_NOTHROW(Mailbox(1));
}

TEST_CASE("mailbox: SbufView lets the cluster and the mover share one SBUF model", "[mailbox][cluster]") {
  Sbuf sb(SbufGeometry{16, 1024});
  sb.fill_seeded(7);
  SbufView v(sb);
  CHECK(v.rows() == 16);
  CHECK(v.row_bytes() == 1024);
  std::vector<uint8_t> b(8);
  REQUIRE(v.read(3, 100, b));
  CHECK(b[0] == sb.at(3, 100));
  const std::vector<uint8_t> w = {1, 2, 3};
  REQUIRE(v.write(15, 1021, w));
  CHECK(sb.at(15, 1023) == 3);
  CHECK_FALSE(v.write(15, 1022, w));  // leaves the partition: nothing written
  CHECK(sb.at(15, 1022) == 2);
  CHECK_FALSE(v.read(16, 0, b));
}
