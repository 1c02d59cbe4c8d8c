// libFuzzer harness: the model's bundle decoder (tpb::Decoder, tpb::decode_stream) and what
// it routes to the SB2SB mover.
//
// Input: the bytes as 64-byte words (a trailing partial word is dropped); the trailing bytes
// (size % 64) are a bit mask of extra `last` marks for a second pass through Decoder::step
// (bit k of byte j marks word 8*j + k as the last word of a stream).
//
// Invariants, per pass:
//   - every word yields exactly one record; record i has index i and the word's opcode;
//   - err == OK exactly when route != NONE; an accepted word's route is its opcode's route;
//     a rejected word routes nowhere;
//   - the record's errors agree with a reference stream decoder written here from the rules
//     of docs/design.md ("Error priority"), chain positions included;
//   - fields are the word's own fields; an accepted word re-encodes to the same 64 bytes;
//   - the error status: sticky bits == union of the record errors, first index/code == the
//     first rejected record, `any` == some record was rejected;
//   - the disassembly of every record assembles back to the same bytes (tpb dis | tpb asm);
//   - every 0xBF goes through the mover (16 x 1024 SBUFs): a rejected one writes nothing and
//     leaves both SBUFs as they were; an accepted one writes exactly the destination bytes
//     with the source bytes in walk order (a reference copy written here), the source SBUF
//     stays as it was.
#include <array>
#include <bitset>
#include <map>
#include <set>

#include "fuzz_common.hpp"
#include "tpb/asm.hpp"
#include "tpb/decoder.hpp"
#include "tpb/mover.hpp"

namespace {

using tpb::Err;
using tpb::Record;
using tpb::Route;
using tpb::Word;

constexpr uint8_t kHeader = 0x85;
constexpr uint8_t kPayload = 0x86;
constexpr uint8_t kSb2sb = 0xBF;

// ---- reference stream decoder (docs/design.md, "Error priority"), independent of decoder.cpp
struct RefDecoder {
  unsigned remaining = 0;  // payloads still expected in the open chain
  unsigned pos = 0;        // position of the next payload
  Err step(const Word& w, bool last, uint16_t* chain_pos) {
    *chain_pos = 0;
    Err e;
    if (remaining != 0 && w[0] != kPayload) {  // 1. chain broken: word dropped, chain closed
      e = Err::CO_CHAIN_BROKEN;
      remaining = 0;
    } else if (remaining == 0 && w[0] == kPayload) {  // 2. orphan payload
      e = Err::CO_ORPHAN_PAYLOAD;
    } else {
      e = tpb::check_word(w);  // 3..6. the word's own checks
      if (w[0] == kPayload) {
        *chain_pos = static_cast<uint16_t>(pos++);
        --remaining;
      } else if (w[0] == kHeader && e == Err::OK) {
        remaining = unsigned{w[0x0F]} + 1;  // output payload + num_arguments inputs
        pos = 1;
      }
      if (last && remaining != 0 && e == Err::OK) e = Err::CO_CHAIN_TRUNCATED;  // 7.
    }
    if (last) remaining = 0;
    if (remaining == 0) pos = 0;
    return e;
  }
};

// Bytes each opcode's header and fields cover, from the field table (the generated `covered`
// mask must say the same).
void check_tables_once() {
  static bool done = false;
  if (done) return;
  done = true;
  for (const auto& d : tpb::kOpcodes) {
    uint64_t m = 0x3;  // opcode and word length (header bytes 2 and 3 are reserved zero)
    for (unsigned i = 0; i < d.nfields; ++i)
      for (unsigned b = 0; b < d.fields[i].width; ++b) m |= uint64_t{1} << (d.fields[i].off + b);
    if (d.dve)
      for (unsigned b = tpb::kDveBodyOff; b < tpb::kBundleBytes; ++b) m |= uint64_t{1} << b;
    FUZZ_CHECK(m == d.covered, "opcode 0x%02x: fields cover %016llx, table says %016llx", d.opcode,
               (unsigned long long)m, (unsigned long long)d.covered);
  }
}

void check_records(const std::vector<Word>& words, const std::vector<Record>& recs, const std::vector<bool>& last,
                   const tpb::ErrorStatus& st, const char* pass) {
  FUZZ_CHECK(recs.size() == words.size(), "%s: %zu words, %zu records", pass, words.size(), recs.size());
  RefDecoder ref;
  std::bitset<256> sticky;
  bool any = false;
  uint32_t first_index = 0;
  Err first_code = Err::OK;
  for (size_t i = 0; i < words.size(); ++i) {
    const Word& w = words[i];
    const Record& r = recs[i];
    uint16_t ref_pos = 0;
    const Err ref_err = ref.step(w, last[i], &ref_pos);
    FUZZ_CHECK(r.index == i, "%s: record %zu has index %u", pass, i, r.index);
    FUZZ_CHECK(r.opcode == w[0], "%s: record %zu opcode %02x, word %02x", pass, i, r.opcode, w[0]);
    FUZZ_CHECK(r.err == ref_err, "%s: word %zu (opcode %02x): model %s, reference %s", pass, i, w[0],
               tpb::err_name(r.err), tpb::err_name(ref_err));
    FUZZ_CHECK(r.chain_pos == ref_pos, "%s: word %zu chain_pos %u, reference %u", pass, i, r.chain_pos, ref_pos);
    FUZZ_CHECK((r.err == Err::OK) == (r.route != Route::NONE), "%s: word %zu err %s route %s", pass, i,
               tpb::err_name(r.err), tpb::route_name(r.route));
    if (r.err == Err::OK) {
      FUZZ_CHECK(r.route == tpb::route_of(w[0]), "%s: word %zu routed %s, opcode's route %s", pass, i,
                 tpb::route_name(r.route), tpb::route_name(tpb::route_of(w[0])));
      const tpb::OpcodeDesc* d = tpb::find_opcode(w[0]);
      FUZZ_CHECK(d != nullptr, "%s: accepted word %zu has unknown opcode %02x", pass, i, w[0]);
      // Accepted: header as the field map gives it, and the fields re-encode to the same bytes.
      FUZZ_CHECK(w[1] == (d->raw_header ? 0x00 : 0x10), "%s: accepted word %zu byte 1 = %02x", pass, i, w[1]);
      Word re = tpb::pack_fields(*d, r.fields);
      if (d->dve)  // a DVE word's body (+0x0C..) is opaque, not fields
        for (unsigned b = tpb::kDveBodyOff; b < tpb::kBundleBytes; ++b) re[b] = w[b];
      FUZZ_CHECK(re == w, "%s: accepted word %zu does not re-encode", pass, i);
    }
    FUZZ_CHECK(r.chain_pos == 0 || w[0] == kPayload, "%s: chain_pos %u on opcode %02x", pass, r.chain_pos, w[0]);
    // Fields by the word's own opcode (raw bits), accepted or not.
    const tpb::OpcodeDesc* d = tpb::find_opcode(w[0]);
    FUZZ_CHECK(r.fields.n == (d ? d->nfields : 0), "%s: word %zu has %u fields", pass, i, r.fields.n);
    for (unsigned f = 0; d && f < d->nfields; ++f)
      FUZZ_CHECK(r.fields.v[f] == tpb_fuzz::le(w, d->fields[f].off, d->fields[f].width),
                 "%s: word %zu field %s", pass, i, d->fields[f].name);
    if (r.err != Err::OK) {
      sticky.set(static_cast<unsigned>(r.err));
      if (!any) {
        any = true;
        first_index = r.index;
        first_code = r.err;
      }
    }
  }
  FUZZ_CHECK(st.sticky == sticky, "%s: sticky bits differ from the union of the record errors", pass);
  FUZZ_CHECK(st.any == any, "%s: status any=%d, records say %d", pass, st.any, any);
  if (any)
    FUZZ_CHECK(st.first_index == first_index && st.first_code == first_code,
               "%s: first error #%u %s, records say #%u %s", pass, st.first_index, tpb::err_name(st.first_code),
               first_index, tpb::err_name(first_code));
}

// ---- the mover on every 0xBF word
struct Recorder : tpb::MoverObserver {
  std::vector<tpb::SbufWrite> writes;
  size_t bytes = 0;
  void on_write(const tpb::SbufWrite& w) override {
    writes.push_back(w);
    bytes += w.data.size();
  }
};

tpb::MoverConfig mover_cfg(unsigned issue_core) {
  tpb::MoverConfig c;
  c.geometry = tpb::SbufGeometry::fpga();  // 16 x 1024
  c.issue_core = issue_core;
  return c;
}

void check_mover(const Word& w, uint32_t index) {
  // A fresh pair of SBUFs per word (an input replays the same way every time); either core
  // issues, picked by a byte of the word.
  tpb::Mover m(mover_cfg(w[0x3F] & 1));
  m.sbuf(0).fill_seeded(11);
  m.sbuf(1).fill_seeded(12);
  const unsigned src_core = m.config().issue_core, dst_core = 1 - src_core;
  tpb::Sb2sbPlan plan;
  const Err pre = tpb::sb2sb_check(w, m.config(), &plan);
  if (pre == Err::OK && plan.bytes > (1u << 18)) return;  // legal but long (step-0 repeats): not worth the time
  const std::vector<uint8_t> src_before(m.sbuf(src_core).bytes().begin(), m.sbuf(src_core).bytes().end());
  const std::vector<uint8_t> dst_before(m.sbuf(dst_core).bytes().begin(), m.sbuf(dst_core).bytes().end());
  Recorder rec;
  m.set_observer(&rec);
  const tpb::MoverRecord r = m.execute(w, index);
  m.set_observer(nullptr);
  FUZZ_CHECK(r.index == index && r.err == pre, "mover: record %s, check %s", tpb::err_name(r.err),
             tpb::err_name(pre));
  const bool decoded = tpb::check_word(w) == Err::OK;
  FUZZ_CHECK(decoded || r.err == Err::SB2SB_NOT_DECODED, "mover: a rejected word got %s", tpb::err_name(r.err));
  const auto src_after = m.sbuf(src_core).bytes();
  const auto dst_after = m.sbuf(dst_core).bytes();
  FUZZ_CHECK(std::equal(src_before.begin(), src_before.end(), src_after.begin()), "mover: source SBUF changed (%s)",
             tpb::err_name(r.err));
  if (r.err != Err::OK) {
    FUZZ_CHECK(rec.writes.empty() && r.bytes_written == 0, "mover: rejected (%s) but %zu bytes written",
               tpb::err_name(r.err), rec.bytes);
    FUZZ_CHECK(std::equal(dst_before.begin(), dst_before.end(), dst_after.begin()),
               "mover: rejected (%s) but the destination SBUF changed", tpb::err_name(r.err));
    return;
  }
  // The record counts every element's bytes. The observer sees the beats' writes: the same
  // bytes, but where elements of one beat share their destination (dst step2 == 0 on a row of
  // several) the later one wins and the bytes go out once per beat (docs/mover.md, Beats); the
  // reference copy below still checks what the destination holds.
  const bool dst_repeats = plan.dst.step[2] == 0 && plan.dst.num[2] > 1;
  FUZZ_CHECK(r.bytes_written == plan.bytes && (dst_repeats ? rec.bytes <= plan.bytes : rec.bytes == plan.bytes),
             "mover: wrote %llu / observed %zu, plan %llu", (unsigned long long)r.bytes_written, rec.bytes,
             (unsigned long long)plan.bytes);
  for (const auto& wr : rec.writes)
    FUZZ_CHECK(wr.core == dst_core && wr.partition < 16 && wr.offset + wr.data.size() <= 1024,
               "mover: write at core %u p%u +%u (%zu bytes) outside the destination SBUF", wr.core, wr.partition,
               wr.offset, wr.data.size());
  // Reference: element k of the source walk -> element k of the destination walk.
  const unsigned bpp = 1024;
  std::vector<uint8_t> ref = dst_before;
  std::vector<tpb::ElemAddr> src_el = tpb::ap_element_list(plan.src), dst_el = tpb::ap_element_list(plan.dst);
  FUZZ_CHECK(src_el.size() == dst_el.size(), "mover: %zu source elements, %zu destination", src_el.size(),
             dst_el.size());
  for (size_t k = 0; k < src_el.size(); ++k)
    for (unsigned b = 0; b < plan.elem_bytes; ++b) {
      const int64_t so = src_el[k].offset + b, dof = dst_el[k].offset + b;
      FUZZ_CHECK(src_el[k].partition >= 0 && src_el[k].partition < 16 && so >= 0 && so < bpp &&
                     dst_el[k].partition >= 0 && dst_el[k].partition < 16 && dof >= 0 && dof < bpp,
                 "mover: accepted pattern reaches outside the SBUF at element %zu", k);
      ref[size_t(dst_el[k].partition) * bpp + size_t(dof)] = src_before[size_t(src_el[k].partition) * bpp + size_t(so)];
    }
  FUZZ_CHECK(std::equal(ref.begin(), ref.end(), dst_after.begin()),
             "mover: destination SBUF differs from the reference copy (%llu bytes)", (unsigned long long)plan.bytes);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  check_tables_once();
  const std::vector<Word> words = tpb_fuzz::words_of(data, size);
  const size_t tail = size % tpb::kBundleBytes;
  const uint8_t* mask = data + size - tail;

  // Pass 1: decode_stream (the last word alone carries `last`).
  tpb::ErrorStatus st;
  const std::vector<Record> recs = tpb::decode_stream(words, &st);
  std::vector<bool> last(words.size(), false);
  if (!words.empty()) last.back() = true;
  check_records(words, recs, last, st, "decode_stream");

  // Pass 2: Decoder::step with extra `last` marks from the tail bytes.
  for (size_t i = 0; i < words.size() && i / 8 < tail; ++i) last[i] = last[i] || ((mask[i / 8] >> (i % 8)) & 1);
  tpb::Decoder dec;
  std::vector<Record> recs2;
  for (size_t i = 0; i < words.size(); ++i) recs2.push_back(dec.step(words[i], last[i]));
  check_records(words, recs2, last, dec.status(), "Decoder::step");
  FUZZ_CHECK(dec.words() == words.size(), "Decoder::words() = %u", dec.words());
  FUZZ_CHECK(!dec.chain_open() || !last.back(), "a chain is open after the last word");
  dec.clear_status();
  FUZZ_CHECK(!dec.status().any && dec.status().sticky.none(), "clear_status left something set");

  // The disassembly of each record assembles back to the same bytes.
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string line = tpb::disasm_record(words[i], recs[i]);
    const tpb::AsmResult a = tpb::assemble(line);
    FUZZ_CHECK(a.ok() && a.words.size() == 1 && a.words[0] == words[i], "word %zu: '%s' does not assemble back (%s)",
               i, line.c_str(), a.error.c_str());
  }

  // What the decoder routes to the mover, and what it rejects, through the mover.
  for (size_t i = 0; i < words.size(); ++i)
    if (words[i][0] == kSb2sb) check_mover(words[i], static_cast<uint32_t>(i));
  return 0;
}
