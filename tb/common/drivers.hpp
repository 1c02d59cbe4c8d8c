// Drivers: what a testbench puts on a top's input ports, one clock at a time. Each is a
// template over the Verilated top (the ports are found by name, so any top with these ports
// takes them: tpb_system, tpb_core, tpb_sb2sb_top, tpb_dve_seq, tpb_decoder).
//
//   StimulusWindow the stream's words in a bounded window (a stream may be larger than memory)
//   StreamSource   the instruction stream on valid_i / word_i / last_i, with seeded idle cycles
//   Backpressure   seeded not-ready cycles for any number of ready inputs
//   SbufHostPort   both SBUFs through the host port (host_*): load before, read back after
//   DveTableWriter a DVE table set through the table write port (tbl_*)
//
// Inputs are set with the clock low (tb/common/dut.hpp: set, settle, sample, tick).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "dut.hpp"
#include "tpb/dve.hpp"
#include "tpb/gen.hpp"
#include "tpb/sbuf.hpp"
#include "wide.hpp"

namespace tpb::tb {

/// The stimulus: the stream's words, of which only a window is held, from the oldest word the
/// testbench still needs (offered but not yet retired) to the newest the source offers; the
/// feed tops it up a piece at a time. So a stream read from a file (tpb::CheckedStreamReader)
/// need not fit in memory, and a testbench's memory does not grow with the stream's length.
/// The length is known before the stream starts (the source marks the last word).
class StimulusWindow {
 public:
  /// `feed(out)`: the stream's next words into `out` (at most out.size()); 0 only at its end.
  using Feed = std::function<size_t(std::span<Word>)>;
  /// `name`: the stream in messages (a file's path).
  StimulusWindow(uint64_t size, Feed feed, size_t piece_words, std::string name)
      : size_(size), feed_(std::move(feed)), piece_(piece_words), name_(std::move(name)) {
    if (piece_words == 0) throw std::invalid_argument("StimulusWindow: pieces of 0 words");
  }
  /// A stream in memory, through the same window.
  explicit StimulusWindow(std::span<const Word> words, size_t piece_words = 256)
      : StimulusWindow(words.size(), memory_feed(words), piece_words, "the stream") {}

  uint64_t size() const { return size_; }
  /// Word i, which must not be released yet and must be below size(); reads the feed up to it.
  /// Throws std::runtime_error when the feed ends first (a file that shrank after it was
  /// measured).
  const Word& at(uint64_t i) {
    if (i < first_ || i >= size_)
      throw std::logic_error("StimulusWindow: word #" + std::to_string(i) + " is outside the window [" +
                             std::to_string(first_) + ", " + std::to_string(size_) + ")");
    while (i >= first_ + window_.size()) {
      const size_t n = feed_(std::span<Word>(piece_).first(std::min<uint64_t>(piece_.size(), size_ - loaded())));
      if (n == 0)
        throw std::runtime_error(name_ + ": ended after " + std::to_string(loaded()) + " of its " +
                                 std::to_string(size_) + " words");
      window_.insert(window_.end(), piece_.begin(), piece_.begin() + static_cast<std::ptrdiff_t>(n));
    }
    return window_[i - first_];
  }
  /// Words before i are no longer needed.
  void release(uint64_t i) {
    while (first_ < i && !window_.empty()) {
      window_.pop_front();
      ++first_;
    }
  }
  uint64_t first() const { return first_; }
  size_t held() const { return window_.size(); }

 private:
  uint64_t loaded() const { return first_ + window_.size(); }
  static Feed memory_feed(std::span<const Word> words) {
    return [words, at = size_t{0}](std::span<Word> out) mutable {
      const size_t n = std::min(out.size(), words.size() - at);
      std::copy_n(words.begin() + static_cast<std::ptrdiff_t>(at), n, out.begin());
      at += n;
      return n;
    };
  }

  uint64_t size_;
  Feed feed_;
  std::vector<Word> piece_;
  std::string name_;
  std::deque<Word> window_;  // words first_, first_ + 1, ...
  uint64_t first_ = 0;
};

/// The stream source: offers word i until the core takes it (valid/ready), with a seeded
/// chance of offering nothing in a cycle when no word is pending. The words come from a
/// StimulusWindow; the source never releases them (the testbench does, when they retire).
class StreamSource {
 public:
  StreamSource(StimulusWindow& words, double idle, uint64_t seed) : words_(words), idle_(idle), rng_(seed) {}

  /// Drive this clock's valid_i / word_i / last_i.
  template <class Top>
  void drive(Top& t) {
    if (!offered_) offered_ = next_ < words_.size() && !(idle_ > 0 && rng_.chance(idle_));
    t.valid_i = offered_;
    if (offered_ && loaded_ != next_) {  // the word port changes only for a new word
      word_to_wide(words_.at(next_), t.word_i);
      loaded_ = next_;
    }
    t.last_i = offered_ && next_ + 1 == words_.size();
  }
  /// After settle(): did the word go in this clock?
  template <class Top>
  bool fired(const Top& t) const {
    return offered_ && t.ready_o;
  }
  /// After the edge: the word that fired is taken.
  void advance(bool fired) {
    if (fired) {
      ++next_;
      offered_ = false;
    }
  }
  size_t sent() const { return next_; }
  bool done() const { return next_ >= words_.size(); }

 private:
  StimulusWindow& words_;
  double idle_;
  SplitMix64 rng_;
  size_t next_ = 0, loaded_ = SIZE_MAX;
  bool offered_ = false;
};

/// Seeded back-pressure: each of N ready inputs is low with probability p in a cycle.
template <unsigned N>
class Backpressure {
 public:
  Backpressure(double p, uint64_t seed) : p_(p), rng_(seed) {}
  std::array<bool, N> draw() {
    std::array<bool, N> ready{};
    for (auto& r : ready) r = !(p_ > 0 && rng_.chance(p_));
    return ready;
  }

 private:
  double p_;
  SplitMix64 rng_;
};

/// The design broke a port's protocol where a bench reads it (not a mismatch against the model,
/// a rule of the port itself): benches report it as a failed run, not as a bench error.
struct DutProtocolError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Both cores' SBUFs through the host port: a write takes one row of PortBytes per clock; a
/// read returns that row of both cores (host_rdata_o = core 1 : core 0) `read_latency` clocks
/// after (1, or 4 when the SBUF registers its ports and its banks' inputs and outputs: tpb_sbuf BankRegs), and the data
/// stays until the next read (read() checks it on every row).
class SbufHostPort {
 public:
  SbufHostPort(SbufGeometry geo, unsigned port_bytes, unsigned read_latency = 1)
      : geo_(geo), port_(port_bytes), latency_(read_latency) {
    if (latency_ < 1) throw std::invalid_argument("SbufHostPort: a read takes at least one clock");
  }

  /// Every row of `sb` into core `core`.
  template <class Top, class Clk>
  void load(Dut<Top, Clk>& dut, unsigned core, const Sbuf& sb) const {
    Top& t = dut.top();
    t.host_req_i = 1;
    t.host_we_i = 1;
    drive(t.host_core_i, core);
    t.host_be_i = static_cast<std::remove_reference_t<decltype(t.host_be_i)>>(port_ >= 64 ? ~0ull : (1ull << port_) - 1);
    const unsigned rows = geo_.bytes_per_partition / port_;
    for (unsigned p = 0; p < geo_.partitions; ++p) {
      const auto part = sb.partition(p);
      for (unsigned r = 0; r < rows; ++r) {
        drive(t.host_partition_i, p);
        drive(t.host_row_i, r);
        put_bytes(t.host_wdata_i, part.subspan(size_t{r} * port_, port_));
        dut.tick();
      }
    }
    t.host_req_i = 0;
    t.host_we_i = 0;
  }

  /// Both SBUFs, partition-major, as the model's Sbuf::bytes() lays them out.
  template <class Top, class Clk>
  std::array<std::vector<uint8_t>, 2> read(Dut<Top, Clk>& dut) const {
    Top& t = dut.top();
    std::array<std::vector<uint8_t>, 2> out;
    for (auto& o : out) o.resize(size_t{geo_.partitions} * geo_.bytes_per_partition);
    t.host_we_i = 0;
    const size_t per_part = geo_.bytes_per_partition / port_;
    const size_t rows = geo_.partitions * per_part;
    // Row i is requested, collected `latency_` clocks after with the port idle, and checked
    // once more a clock later: the read data must stay until the next read (a bank that reads
    // on an idle clock breaks that, and the read-back would not see it otherwise).
    auto hold_check = [&](size_t row) {
      for (unsigned c = 0; c < 2; ++c)
        for (unsigned b = 0; b < port_; ++b)
          if (byte_of(t.host_rdata_o, c * port_ + b) != out[c][row * port_ + b])
            throw DutProtocolError("SBUF host port: the read data of core " + std::to_string(c) + " row " +
                                     std::to_string(row) + " byte " + std::to_string(b) +
                                     " changed on an idle clock (it must stay until the next read)");
    };
    for (size_t i = 0; i < rows; ++i) {
      t.host_req_i = 1;
      drive(t.host_partition_i, i / per_part);
      drive(t.host_row_i, i % per_part);
      dut.settle();
      if (i > 0) hold_check(i - 1);
      dut.tick();
      t.host_req_i = 0;
      for (unsigned w = 1; w < latency_; ++w) dut.tick();
      dut.settle();
      for (unsigned c = 0; c < 2; ++c)
        for (unsigned b = 0; b < port_; ++b) out[c][i * port_ + b] = byte_of(t.host_rdata_o, c * port_ + b);
      dut.tick();
    }
    dut.settle();
    if (rows > 0) hold_check(rows - 1);
    t.host_req_i = 0;
    return out;
  }

 private:
  SbufGeometry geo_;
  unsigned port_;
  unsigned latency_;
};

/// One write-port access per clock: tbl_we_i with table, row, word and data; tbl_wbad_o is
/// the RTL's refusal of that access (sampled after settle).
struct DveTableWriter {
  template <class Top, class Clk>
  static bool write(Dut<Top, Clk>& dut, dve::TableSel sel, unsigned row, unsigned word, uint32_t data) {
    Top& t = dut.top();
    t.tbl_we_i = 1;
    t.tbl_sel_i = static_cast<uint8_t>(sel);
    t.tbl_row_i = static_cast<uint8_t>(row);
    t.tbl_word_i = static_cast<uint8_t>(word);
    t.tbl_wdata_i = data;
    dut.settle();
    const bool refused = t.tbl_wbad_o;
    dut.tick();
    t.tbl_we_i = 0;
    return !refused;
  }
  /// Every table of the sequencer's set (Sequencer::image); false if the RTL refused a word.
  template <class Top, class Clk>
  static bool load(Dut<Top, Clk>& dut, const dve::Sequencer& seq) {
    using dve::TableSel;
    bool ok = true;
    for (TableSel sel : {TableSel::OPCODE, TableSel::CONTROL_FAST, TableSel::CONTROL_SLOW, TableSel::DATAPATH}) {
      const unsigned wpr = seq.words_per_row(sel);
      const std::vector<uint32_t> img = seq.image(sel);
      for (size_t k = 0; k < img.size(); ++k)
        ok = write(dut, sel, static_cast<unsigned>(k / wpr), static_cast<unsigned>(k % wpr), img[k]) && ok;
    }
    return ok;
  }
};

}  // namespace tpb::tb
