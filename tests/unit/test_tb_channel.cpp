// The testbench channel agent (tb/common/channel.hpp), on a plain struct standing in for a
// Verilated top: what every bench relies on when it hands its port to a tb::Channel.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "channel.hpp"

namespace {

struct FakeTop {
  bool valid_o = false;
  bool ready_i = false;
  uint32_t index_o = 0;
  uint8_t err_o = 0;
};

struct Item {
  uint32_t index;
  uint8_t err;
};

struct PlainItem {  // no `err`: every item counts as code 0
  uint32_t index;
};

constexpr tpb::tb::Port<FakeTop, Item> kPort{[](const FakeTop& t) { return t.valid_o; },
                                             [](const FakeTop& t) { return t.ready_i; },
                                             [](const FakeTop& t) { return Item{t.index_o, t.err_o}; }};

}  // namespace

TEST_CASE("tb channel: an item only on valid && ready, a stall on valid && !ready", "[tb]") {
  tpb::tb::Channel<FakeTop, Item> ch("out", kPort);
  FakeTop t;
  CHECK(ch.step(t));  // idle
  CHECK_FALSE(ch.fired());
  t.valid_o = true;  // offered, not taken
  CHECK(ch.step(t));
  CHECK_FALSE(ch.fired());
  CHECK(ch.stats().stalls == 1);
  t.ready_i = true;
  t.index_o = 7;
  t.err_o = 3;
  CHECK(ch.fires(t));
  CHECK(ch.step(t));
  CHECK(ch.fired());
  t.valid_o = false;  // ready alone is no handshake
  CHECK_FALSE(ch.fires(t));
  CHECK(ch.step(t));
  CHECK_FALSE(ch.fired());
  CHECK(ch.stats().items == 1);
  CHECK(ch.stats().stalls == 1);
  CHECK(ch.stats().by_err[3] == 1);
  CHECK(ch.stats().ok() == 0);
  CHECK(ch.stats().refused() == 1);
}

TEST_CASE("tb channel: match sees the sampled payload; a mismatch stops and is not counted", "[tb]") {
  std::vector<uint32_t> seen, observed;
  tpb::tb::Channel<FakeTop, Item> ch(
      "out", kPort,
      [&](const Item& it) {
        seen.push_back(it.index);
        return it.index != 2;  // the "model" disagrees with item 2
      },
      [&](const Item& it) { observed.push_back(it.index); });
  FakeTop t{true, true, 0, 0};
  for (uint32_t i = 0; i < 2; ++i) {
    t.index_o = i;
    REQUIRE(ch.step(t));
  }
  t.index_o = 2;
  CHECK_FALSE(ch.step(t));
  CHECK_FALSE(ch.fired());
  CHECK(seen == std::vector<uint32_t>{0, 1, 2});
  CHECK(observed == std::vector<uint32_t>{0, 1});
  CHECK(ch.stats().items == 2);
  CHECK(ch.stats().ok() == 2);
}

TEST_CASE("tb channel: take and count split a step; items without an error code count as code 0", "[tb]") {
  const tpb::tb::Port<FakeTop, PlainItem> port{[](const FakeTop& t) { return t.valid_o; },
                                               [](const FakeTop& t) { return t.ready_i; },
                                               [](const FakeTop& t) { return PlainItem{t.index_o}; }};
  tpb::tb::Channel<FakeTop, PlainItem> ch("plain", port, {}, {}, false);
  FakeTop t{true, false, 9, 5};
  CHECK_FALSE(ch.take(t).has_value());
  t.ready_i = true;
  const auto it = ch.take(t);
  REQUIRE(it.has_value());
  CHECK(it->index == 9);
  CHECK(ch.stats().items == 0);  // taken, not yet counted
  ch.count(*it);
  CHECK(ch.stats().items == 1);
  CHECK(ch.stats().by_err[0] == 1);
  CHECK_FALSE(ch.progress());
  CHECK(ch.name() == "plain");
}
