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
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "channel.hpp"
#include "rows.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/mover.hpp"
#include "wide.hpp"

namespace tpb::tb {

/// The model type `T` itself, or an enum's underlying type.
template <class T>
using value_type_of = typename std::conditional_t<std::is_enum_v<T>, std::underlying_type<T>, std::type_identity<T>>::type;

/// `v`, a port `Bits` wide (the member's width in its channel type, tpb::chan, generated from
/// the field map), as the model's `Dst`. Every monitor takes its values this way, so the width
/// is checked where it compiles: a model type narrower than the port, or a Verilated port
/// narrower than its channel member, stops the build; never is a port cut to fit by hand (the
/// record monitor once took chain_pos, 16 bits on the port, as uint8_t and lost position 256).
/// A value with bits set above `Bits` cannot come from such a port and throws PortRangeError.
template <unsigned Bits, class Dst, class Src>
Dst from_port(Src v) {
  static_assert(std::is_integral_v<Src>, "from_port: a port up to 64 bits (wide ports: bytes_of, u64_of)");
  static_assert(std::numeric_limits<value_type_of<Dst>>::digits >= static_cast<int>(Bits),
                "from_port: the model's type is narrower than the RTL port, it would drop bits");
  static_assert(std::numeric_limits<Src>::digits >= static_cast<int>(Bits),
                "from_port: the Verilated port is narrower than its channel member's width");
  if constexpr (Bits < 64) {
    if (static_cast<uint64_t>(v) >> Bits)
      throw PortRangeError("from_port: value " + std::to_string(static_cast<uint64_t>(v)) + " does not fit " +
                           std::to_string(Bits) + " bits");
  }
  return static_cast<Dst>(static_cast<value_type_of<Dst>>(v));
}

/// The same for a member whose width is a build parameter (the SBUF monitor's partition and
/// offset): the port's whole Verilated type is its width.
template <class Dst, class Src>
Dst from_port(Src v) {
  return from_port<static_cast<unsigned>(std::numeric_limits<Src>::digits), Dst>(v);
}

/// A decoder record from its port values (tpb_isa_pkg::rec_t, widths tpb::chan::Rec; the field
/// count is the opcode's).
template <class Fields>
Record record_of(auto index, auto opcode, auto err, auto route, auto chain_pos, const Fields& fields) {
  using W = chan::Rec;
  Record r;
  r.index = from_port<W::kIndex, decltype(r.index)>(index);
  r.opcode = from_port<W::kOpcode, decltype(r.opcode)>(opcode);
  r.err = from_port<W::kErr, Err>(err);
  r.route = from_port<W::kRoute, Route>(route);
  r.chain_pos = from_port<W::kChainPos, decltype(r.chain_pos)>(chain_pos);
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
  r.index = from_port<decltype(r.index)>(index);
  r.opcode = from_port<decltype(r.opcode)>(opcode);
  r.err = from_port<Err>(err);
  r.entry = u64_of(entry);
  r.fast_row = from_port<decltype(r.fast_row)>(fast);
  r.slow_row = u64_of(slow);
  r.slow_fetched = from_port<1, bool>(slow_fetched);
  r.fast_word = bytes_of(fast_word, wb.fast);
  r.slow_word = bytes_of(slow_word, wb.slow);
  r.dp_word = bytes_of(dp_word, wb.dp);
  return r;
}

/// A custom-op completion from its port values (tpb_isa_pkg::cop_cpl_t, widths tpb::chan::CopCpl).
inline Completion completion_of(auto index, auto err, auto function_id, auto cpu, auto bytes_in, auto bytes_out) {
  using W = chan::CopCpl;
  Completion c;
  c.word_index = from_port<W::kIndex, decltype(c.word_index)>(index);
  c.err = from_port<W::kErr, Err>(err);
  c.function_id = from_port<W::kFunctionId, decltype(c.function_id)>(function_id);
  c.cpu = from_port<W::kCpu, decltype(c.cpu)>(cpu);
  c.bytes_in = from_port<W::kBytesIn, decltype(c.bytes_in)>(bytes_in);
  c.bytes_out = from_port<W::kBytesOut, decltype(c.bytes_out)>(bytes_out);
  return c;
}

/// An SB2SB mover completion from its port values (tpb_isa_pkg::mv_cpl_t, widths tpb::chan::MvCpl).
inline MoverRecord mover_record_of(auto index, auto err, auto bytes) {
  using W = chan::MvCpl;
  MoverRecord m;
  m.index = from_port<W::kIndex, decltype(m.index)>(index);
  m.err = from_port<W::kErr, Err>(err);
  m.bytes_written = from_port<W::kBytes, decltype(m.bytes_written)>(bytes);
  return m;
}

/// The mover's SBUF write monitor (mon_*): this clock's beat, byte by byte, appended.
template <class Top>
void sample_writes(const Top& t, unsigned port_bytes, std::vector<ByteWrite>& out) {
  for (unsigned j = 0; j < port_bytes; ++j)
    if ((t.mon_be_o >> j) & 1u)
      out.push_back({from_port<1, uint8_t>(t.mon_core_o), from_port<uint32_t>(t.mon_partition_o),
                     from_port<uint32_t>(t.mon_offset_o) + j, byte_of(t.mon_data_o, j)});
}

/// The error-status port (err_*), as tpb::ErrorStatus (index and code only while valid).
template <class Top>
ErrorStatus sample_status(const Top& t) {
  using W = chan::ErrStatus;
  ErrorStatus s;
  s.any = from_port<W::kValid, bool>(t.err_valid_o);
  if (s.any) {
    s.first_index = from_port<W::kIndex, decltype(s.first_index)>(t.err_index_o);
    s.first_code = from_port<W::kCode, Err>(t.err_code_o);
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
    return ::tpb::tb::mover_record_of(t.P##index_o, t.P##err_o, t.P##bytes_o);                                   \
  }
/// The custom-op completion on ports P##index_o, P##err_o, P##function_o, P##cpu_o,
/// P##bytes_in_o, P##bytes_out_o.
#define TPB_TB_COMPLETION(P)                                                                                      \
  [](const auto& t) {                                                                                             \
    return ::tpb::tb::completion_of(t.P##index_o, t.P##err_o, t.P##function_o, t.P##cpu_o, t.P##bytes_in_o,      \
                                    t.P##bytes_out_o);                                                            \
  }
