#include "tpb/mailbox.hpp"

#include <stdexcept>
#include <string>

namespace tpb {

namespace {
constexpr uint8_t kOpHeader = CustomOpHeader::kOpcode;
constexpr uint8_t kOpPayload = CustomOpPayload::kOpcode;
}  // namespace

Mailbox::Mailbox(unsigned capacity_words) : capacity_(capacity_words) {
  if (capacity_words < 1 || capacity_words > kMaxChainWords)
    throw std::invalid_argument("mailbox capacity " + std::to_string(capacity_words) + " words is outside 1.." +
                                std::to_string(kMaxChainWords));
}

std::optional<MailboxChain> Mailbox::step(const Record& r, const Word& w, bool last) {
  if (!collecting_) {
    if (r.route == Route::CUSTOM && r.opcode == kOpHeader) {
      collecting_ = true;
      poisoned_ = false;
      remaining_ = chain_frame(w).payloads();  // output + num_arguments inputs
      header_index_ = r.index;
      function_id_ = w[CustomOpHeader::kFunctionIdOff];
      words_.assign(1, w);
      held_ = 1;
    }
    return std::nullopt;  // a header that is also the stream's last word is CO_CHAIN_TRUNCATED (route NONE)
  }
  if (r.opcode != kOpPayload) {  // CO_CHAIN_BROKEN: the decoder closed the chain and dropped this word
    collecting_ = false;
    words_.clear();
    return std::nullopt;
  }
  if (r.route == Route::CUSTOM) {
    if (held_ < capacity_) words_.push_back(w);
  } else {
    poisoned_ = true;  // a payload with its own error (or CO_CHAIN_TRUNCATED on the last word)
  }
  ++held_;
  --remaining_;
  if (remaining_ != 0) {
    if (last) {
      collecting_ = false;
      words_.clear();
    }
    return std::nullopt;
  }
  collecting_ = false;
  if (poisoned_) {
    words_.clear();
    return std::nullopt;
  }
  MailboxChain c;
  c.header_index = header_index_;
  c.function_id = function_id_;
  if (held_ > capacity_) {
    c.err = Err::CL_MAILBOX_OVERFLOW;
    words_.clear();
  } else {
    c.words = std::move(words_);
    words_.clear();
  }
  return c;
}

}  // namespace tpb
