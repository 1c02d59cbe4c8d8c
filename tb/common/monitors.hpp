// Monitors: a top's output ports, after settle(), as the model's transaction types. Templates
// over the Verilated top (ports found by name: tpb_system's record, DVE, mover, write-monitor,
// custom-op completion and error-status ports; tpb_core and the block tops share the names).
#pragma once

#include <cstdint>
#include <vector>

#include "rows.hpp"
#include "tpb/cluster.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/mover.hpp"
#include "wide.hpp"

namespace tpb::tb {

/// The record port (rec_*): valid and fired this clock, and the record.
template <class Top>
Record sample_record(const Top& t) {
  Record r;
  r.index = t.rec_index_o;
  r.opcode = t.rec_opcode_o;
  r.err = static_cast<Err>(t.rec_err_o);
  r.route = static_cast<Route>(t.rec_route_o);
  r.chain_pos = t.rec_chain_pos_o;
  const OpcodeDesc* d = find_opcode(r.opcode);
  r.fields.n = d ? d->nfields : 0;
  for (unsigned i = 0; i < kMaxFields; ++i) r.fields.v[i] = field_at(t.rec_fields_o, i);
  return r;
}

/// Sizes of a DVE control record's row words, in bytes (the RTL build's row widths).
struct DveWordBytes {
  unsigned fast, slow, dp;
};

/// The DVE control-record port (dve_*), in the model's shape (words not fetched are zero on
/// the port).
template <class Top>
dve::ControlRecord sample_dve(const Top& t, DveWordBytes wb) {
  dve::ControlRecord r;
  r.index = t.dve_index_o;
  r.opcode = t.dve_opcode_o;
  r.err = static_cast<Err>(t.dve_err_o);
  r.entry = u64_of(t.dve_entry_o);
  r.fast_row = t.dve_fast_o;
  r.slow_row = u64_of(t.dve_slow_o);
  r.slow_fetched = t.dve_slow_fetched_o;
  r.fast_word = bytes_of(t.dve_fast_word_o, wb.fast);
  r.slow_word = bytes_of(t.dve_slow_word_o, wb.slow);
  r.dp_word = bytes_of(t.dve_dp_word_o, wb.dp);
  return r;
}

/// The mover's completion port (mv_*).
template <class Top>
MoverRecord sample_mover(const Top& t) {
  return MoverRecord{t.mv_index_o, static_cast<Err>(t.mv_err_o), t.mv_bytes_o};
}

/// The mover's SBUF write monitor (mon_*): this clock's beat, byte by byte, appended.
template <class Top>
void sample_writes(const Top& t, unsigned port_bytes, std::vector<ByteWrite>& out) {
  for (unsigned j = 0; j < port_bytes; ++j)
    if ((t.mon_be_o >> j) & 1u)
      out.push_back({static_cast<uint8_t>(t.mon_core_o), t.mon_partition_o, static_cast<uint32_t>(t.mon_offset_o + j),
                     byte_of(t.mon_data_o, j)});
}

/// The custom-op completion port (cop_*).
template <class Top>
Completion sample_completion(const Top& t) {
  Completion c;
  c.word_index = t.cop_index_o;
  c.err = static_cast<Err>(t.cop_err_o);
  c.function_id = t.cop_function_o;
  c.cpu = t.cop_cpu_o;
  c.bytes_in = t.cop_bytes_in_o;
  c.bytes_out = t.cop_bytes_out_o;
  return c;
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

}  // namespace tpb::tb
