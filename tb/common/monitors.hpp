// Monitors: a top's output ports, after settle(), as the model's transaction types.
//
// The payload of each channel is assembled once (record_of, dve_of, ...) from its port values;
// which ports those are is the top's business. A top names each channel's ports with a common
// prefix (tpb_system's record port rec_index_o, rec_opcode_o, ...; the decoder top's
// index_o, opcode_o, ...), so the TPB_TB_* macros below turn a prefix into a sampler, a
// captureless lambda over that top's ports that converts to the Port of tb/common/channel.hpp:
//
//   channel    sampler                         tpb_system  block tops
//   record     TPB_TB_RECORD(P)                rec_        tpb_decoder: (none)
//   DVE        TPB_TB_DVE_RECORD(P, bytes)     dve_        tpb_dve_seq: rec_
//   mover      TPB_TB_MOVER_RECORD(P)          mv_         tpb_sb2sb_top: done_
//   custom op  TPB_TB_COMPLETION(P)            cop_        tpb_mailbox: cpl_
//   status     sample_status (err_*)           err_        tpb_decoder: err_
//   writes     write_monitor_port (mon_*)      mon_        tpb_sb2sb_top: mon_
#pragma once

#include <cstdint>
#include <vector>

#include "channel.hpp"
#include "rows.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/mover.hpp"
#include "wide.hpp"

namespace tpb::tb {

/// A decoder record from its port values (the field count is the opcode's).
template <class Fields>
Record record_of(uint32_t index, uint8_t opcode, uint8_t err, uint8_t route, uint8_t chain_pos, const Fields& fields) {
  Record r;
  r.index = index;
  r.opcode = opcode;
  r.err = static_cast<Err>(err);
  r.route = static_cast<Route>(route);
  r.chain_pos = chain_pos;
  const OpcodeDesc* d = find_opcode(r.opcode);
  r.fields.n = d ? d->nfields : 0;
  for (unsigned i = 0; i < kMaxFields; ++i) r.fields.v[i] = field_at(fields, i);
  return r;
}

/// Sizes of a DVE control record's row words, in bytes (the RTL build's row widths).
struct DveWordBytes {
  unsigned fast, slow, dp;
};

/// A DVE control record from its ports (P##index_o ... P##dp_word_o), in the model's shape
/// (words not fetched are zero on the port).
inline dve::ControlRecord dve_of(DveWordBytes wb, auto index, auto opcode, auto err, const auto& entry,
                          auto fast, const auto& slow, auto slow_fetched, const auto& fast_word,
                          const auto& slow_word, const auto& dp_word) {
  dve::ControlRecord r;
  r.index = index;
  r.opcode = opcode;
  r.err = static_cast<Err>(err);
  r.entry = u64_of(entry);
  r.fast_row = fast;
  r.slow_row = u64_of(slow);
  r.slow_fetched = slow_fetched;
  r.fast_word = bytes_of(fast_word, wb.fast);
  r.slow_word = bytes_of(slow_word, wb.slow);
  r.dp_word = bytes_of(dp_word, wb.dp);
  return r;
}

/// A custom-op completion from its port values.
inline Completion completion_of(uint32_t index, uint8_t err, uint8_t function_id, uint8_t cpu, uint64_t bytes_in,
                                uint64_t bytes_out) {
  Completion c;
  c.word_index = index;
  c.err = static_cast<Err>(err);
  c.function_id = function_id;
  c.cpu = cpu;
  c.bytes_in = bytes_in;
  c.bytes_out = bytes_out;
  return c;
}

/// The mover's SBUF write monitor (mon_*): this clock's beat, byte by byte, appended.
template <class Top>
void sample_writes(const Top& t, unsigned port_bytes, std::vector<ByteWrite>& out) {
  for (unsigned j = 0; j < port_bytes; ++j)
    if ((t.mon_be_o >> j) & 1u)
      out.push_back({static_cast<uint8_t>(t.mon_core_o), t.mon_partition_o, static_cast<uint32_t>(t.mon_offset_o + j),
                     byte_of(t.mon_data_o, j)});
}

/// The error-status port (err_*), as tpb::ErrorStatus (index and code only while valid).
template <class Top>
ErrorStatus sample_status(const Top& t) {
  ErrorStatus s;
  s.any = t.err_valid_o;
  if (s.any) {
    s.first_index = t.err_index_o;
    s.first_code = static_cast<Err>(t.err_code_o);
  }
  s.sticky = sticky_bits(t.err_sticky_o);
  return s;
}

/// The mover's SBUF write monitor (mon_valid_o, mon_core_o, mon_partition_o, mon_offset_o,
/// mon_be_o, mon_data_o) as a channel port: one beat a clock, its byte writes, no
/// back-pressure (ready is always true).
template <class Top, unsigned PortBytes>
constexpr Port<Top, std::vector<ByteWrite>> write_monitor_port() {
  return {[](const Top& t) -> bool { return t.mon_valid_o; }, [](const Top&) { return true; },
          [](const Top& t) {
            std::vector<ByteWrite> beat;
            sample_writes(t, PortBytes, beat);
            return beat;
          }};
}

}  // namespace tpb::tb

/// A one-bit port as a handshake accessor: TPB_TB_BIT(rec_valid_o).
#define TPB_TB_BIT(port) [](const auto& t) -> bool { return t.port; }
/// The decoder record on ports P##index_o, P##opcode_o, P##err_o, P##route_o, P##chain_pos_o,
/// P##fields_o.
#define TPB_TB_RECORD(P)                                                                                          \
  [](const auto& t) {                                                                                             \
    return ::tpb::tb::record_of(t.P##index_o, t.P##opcode_o, t.P##err_o, t.P##route_o, t.P##chain_pos_o,         \
                                t.P##fields_o);                                                                   \
  }
/// The DVE control record on ports P##index_o ... P##dp_word_o; `bytes`: a constant DveWordBytes.
#define TPB_TB_DVE_RECORD(P, bytes)                                                                               \
  [](const auto& t) {                                                                                             \
    return ::tpb::tb::dve_of(bytes, t.P##index_o, t.P##opcode_o, t.P##err_o, t.P##entry_o, t.P##fast_o,       \
                             t.P##slow_o, t.P##slow_fetched_o, t.P##fast_word_o, t.P##slow_word_o,                \
                             t.P##dp_word_o);                                                                     \
  }
/// The mover's completion on ports P##index_o, P##err_o, P##bytes_o.
#define TPB_TB_MOVER_RECORD(P)                                                                                    \
  [](const auto& t) {                                                                                             \
    return ::tpb::MoverRecord{t.P##index_o, static_cast<::tpb::Err>(t.P##err_o), t.P##bytes_o};                   \
  }
/// The custom-op completion on ports P##index_o, P##err_o, P##function_o, P##cpu_o,
/// P##bytes_in_o, P##bytes_out_o.
#define TPB_TB_COMPLETION(P)                                                                                      \
  [](const auto& t) {                                                                                             \
    return ::tpb::tb::completion_of(t.P##index_o, t.P##err_o, t.P##function_o, t.P##cpu_o, t.P##bytes_in_o,      \
                                    t.P##bytes_out_o);                                                            \
  }
