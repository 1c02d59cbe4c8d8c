// The custom-op mailbox: the model twin of rtl/cluster/tpb_cop_mailbox.sv.
//
// The decoder's custom-op port hands the mailbox the words of a CUSTOM_OP chain (the 0x85
// header, then its 0x86 payloads). The mailbox keeps them until the chain is complete, then
// rings the doorbell for the cluster, which reads the chain, runs it and writes a completion
// back. The mailbox decides which chains reach the cluster (PROJECT, docs/cluster.md
// "The mailbox"): a chain is handed over only when its header and every payload decoded
// without error and all num_arguments + 1 payloads arrived. Otherwise the decoder has
// reported the error already (CO_CHAIN_BROKEN, CO_CHAIN_TRUNCATED, or a payload's own
// error) and the mailbox drops the words it holds: no doorbell, no completion.
//
// Mailbox::step is fed every record the decoder retires, in order, with its word. It
// mirrors the decoder's chain tracking (decoder.cpp) from the records alone:
//   idle:       a header routed CUSTOM opens a chain expecting chain_frame(w).payloads();
//   collecting: a 0x86 record counts one payload (routed CUSTOM: kept; with an error: the
//               chain is poisoned); any other opcode closes the chain (the decoder reports
//               CO_CHAIN_BROKEN on it and drops it); the last word of the stream closes it.
// A complete, clean chain of more words than the mailbox holds (MailboxWords) is refused by
// the mailbox itself with CL_MAILBOX_OVERFLOW: it never reaches the cluster.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "tpb/decoder.hpp"
#include "tpb/isa.hpp"

namespace tpb {

/// Words in the longest chain: header + output + 255 inputs (num_arguments is a u8).
inline constexpr unsigned kMaxChainWords = chain_frame(255).words();

struct MailboxChain {
  uint32_t header_index = 0;  // stream index of the 0x85 header
  uint8_t function_id = 0;    // header byte 0x0E (the completion carries it, refused or not)
  Err err = Err::OK;          // OK: ring the doorbell; CL_MAILBOX_OVERFLOW: refused here
  std::vector<Word> words;    // the chain when OK (empty when refused)
};

class Mailbox {
 public:
  /// `capacity_words` = the RTL's MailboxWords parameter (1..kMaxChainWords, else
  /// std::invalid_argument).
  explicit Mailbox(unsigned capacity_words = kMaxChainWords);

  /// One retired decoder record and its word (`last` as given to Decoder::step). Returns
  /// the chain when this record completes a clean one.
  std::optional<MailboxChain> step(const Record& r, const Word& w, bool last);

  bool collecting() const { return collecting_; }
  unsigned capacity() const { return capacity_; }

 private:
  unsigned capacity_;
  bool collecting_ = false;
  bool poisoned_ = false;
  unsigned remaining_ = 0;
  uint32_t header_index_ = 0;
  uint8_t function_id_ = 0;
  std::vector<Word> words_;
  unsigned held_ = 0;  // words received (the RTL keeps at most capacity_ of them)
};

}  // namespace tpb
