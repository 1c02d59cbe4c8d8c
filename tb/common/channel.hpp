// Channel agents: one valid/ready channel of a Verilated top, sampled after settle().
//
// A Port says how the channel shows on one top: its valid and ready bits and its payload, as
// captureless lambdas over that top's port names (monitors.hpp: TPB_TB_BIT and the payload
// samplers), so every bench with the same channel type reuses the same agent. A Channel adds
// what each bench did by hand per channel:
//
//   fire    valid && ready this clock (valid && !ready counts a stall)
//   sample  the payload of a fired clock, in the model's type
//   match   the bench's check against the model's expectation (a scoreboard call); false
//           stops the bench at the first difference, whose report the check wrote
//   count   items matched, and per error code (the items' `err`) for the run summary and
//           the error coverage
//   observe an optional hook per matched item (functional coverage, bench statistics)
//
// step() does all of it in one call; take() and count() split it for a bench that samples
// before the clock edge and compares after it. The ChannelBase interface lets a bench hold
// several channels of one top in one list and step them in order.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace tpb::tb {

template <class Top, class Item>
struct Port {
  bool (*valid)(const Top&);
  bool (*ready)(const Top&);
  Item (*sample)(const Top&);
};

/// What a channel carried: handshakes, stalls, and items by error code (code 0: OK; a channel
/// whose items have no error code counts every item there).
struct ChannelStats {
  uint64_t items = 0;
  uint64_t stalls = 0;  // clocks with valid && !ready
  std::array<uint64_t, 256> by_err{};
  uint64_t ok() const { return by_err[0]; }
  uint64_t refused() const { return items - by_err[0]; }
};

template <class Top>
class ChannelBase {
 public:
  explicit ChannelBase(std::string name, bool progress) : name_(std::move(name)), progress_(progress) {}
  virtual ~ChannelBase() = default;
  /// This clock's handshake: fire, sample, match, count, observe. False at a mismatch.
  virtual bool step(const Top& t) = 0;
  /// The last step() took an item (matched).
  bool fired() const { return fired_; }
  /// An item of this channel shows the design is making progress (the benches' hang checks).
  bool progress() const { return progress_; }
  const std::string& name() const { return name_; }
  const ChannelStats& stats() const { return stats_; }

 protected:
  std::string name_;
  bool progress_;
  bool fired_ = false;
  ChannelStats stats_;
};

template <class Top, class Item>
class Channel : public ChannelBase<Top> {
 public:
  using Match = std::function<bool(const Item&)>;
  using Observe = std::function<void(const Item&)>;

  /// `match`: the check against the model (none: every item matches); `observe`: called per
  /// matched item; `progress`: whether an item resets the caller's hang count.
  Channel(std::string name, Port<Top, Item> port, Match match = {}, Observe observe = {}, bool progress = true)
      : ChannelBase<Top>(std::move(name), progress),
        port_(port),
        match_(std::move(match)),
        observe_(std::move(observe)) {}

  /// valid && ready this clock.
  bool fires(const Top& t) const { return port_.valid(t) && port_.ready(t); }

  /// The item of this clock's handshake, if any (a stall is counted).
  std::optional<Item> take(const Top& t) {
    if (!port_.valid(t)) return std::nullopt;
    if (!port_.ready(t)) {
      ++this->stats_.stalls;
      return std::nullopt;
    }
    return port_.sample(t);
  }

  /// A matched item: counted, tallied by its error code, observed.
  void count(const Item& it) {
    ++this->stats_.items;
    if constexpr (requires { it.err; })
      ++this->stats_.by_err[static_cast<uint8_t>(it.err)];
    else
      ++this->stats_.by_err[0];
    if (observe_) observe_(it);
  }

  bool step(const Top& t) override {
    this->fired_ = false;
    const std::optional<Item> it = take(t);
    if (!it) return true;
    if (match_ && !match_(*it)) return false;
    count(*it);
    this->fired_ = true;
    return true;
  }

 private:
  Port<Top, Item> port_;
  Match match_;
  Observe observe_;
};

}  // namespace tpb::tb
