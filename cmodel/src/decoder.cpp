#include "tpb/decoder.hpp"

#include <stdexcept>

namespace tpb {

namespace {
constexpr uint8_t kOpHeader = CustomOpHeader::kOpcode;
constexpr uint8_t kOpPayload = CustomOpPayload::kOpcode;
}  // namespace

void ErrorStatus::note(const Record& r) {
  if (r.err == Err::OK) return;
  if (!any) {
    any = true;
    first_index = r.index;
    first_code = r.err;
  }
  sticky.set(static_cast<unsigned>(r.err));
}

Decoder::Decoder(unsigned gen) : gen_(gen) {
  if (!gen_known(gen))
    throw std::invalid_argument("tpb::Decoder: generation " + std::to_string(gen) + " is not 2, 3 or 4");
}

Record Decoder::step(const Word& w, bool last) {
  Record r;
  r.index = index_++;
  r.opcode = w[kHdrOpcodeOff];
  r.fields = extract_fields(w);

  if (remaining_ != 0 && r.opcode != kOpPayload) {
    r.err = Err::CO_CHAIN_BROKEN;
    remaining_ = 0;
    pos_ = 0;
  } else if (remaining_ == 0 && r.opcode == kOpPayload) {
    r.err = Err::CO_ORPHAN_PAYLOAD;
  } else {
    // The opcode's existence on this generation comes first: a gen3 opcode on gen2 has no
    // layout to check (S000 §5-§7 "no CoreV2 form"). Same place as the RTL's word_err.
    r.err = opcode_in_gen(r.opcode, gen_) ? check_word(w) : Err::OPCODE_NOT_IN_GEN;
    if (r.opcode == kOpPayload) {  // inside an open chain
      r.chain_pos = pos_++;
      --remaining_;
    } else if (r.opcode == kOpHeader && r.err == Err::OK) {
      remaining_ = static_cast<uint16_t>(chain_frame(w).payloads());  // output + num_arguments inputs
      pos_ = 1;
    }
    if (last && remaining_ != 0) {
      if (r.err == Err::OK) r.err = Err::CO_CHAIN_TRUNCATED;
    }
  }
  if (last) {
    remaining_ = 0;
    pos_ = 0;
  }
  r.route = r.err == Err::OK ? route_of(r.opcode) : Route::NONE;
  status_.note(r);
  return r;
}

std::string sticky_names(const std::bitset<256>& sticky) {
  std::string t;
  for (unsigned e = 0; e < sticky.size(); ++e)
    if (sticky.test(e)) {
      if (!t.empty()) t += ' ';
      t += err_name(static_cast<Err>(e));
    }
  return t.empty() ? "-" : t;
}

std::vector<Record> decode_stream(std::span<const Word> words, ErrorStatus* status, unsigned gen) {
  Decoder d(gen);
  std::vector<Record> out;
  out.reserve(words.size());
  for (size_t i = 0; i < words.size(); ++i) out.push_back(d.step(words[i], i + 1 == words.size()));
  if (status) *status = d.status();
  return out;
}

}  // namespace tpb
