// tpb::World, 0xD8 CoreBarrier: the two cores of a rank meet.

#include "world_impl.hpp"

namespace tpb {

// ---- 0xD8: both cores of the rank
void World::Impl::barrier_arrive(unsigned r, unsigned c, uint32_t index, const Word& w) {
  cores[r][c].pending = pending_of(WaitKind::BARRIER, index, w);
  CoreState& o = cores[r][1 - c];
  if (o.pending.kind != WaitKind::BARRIER) return;
  const CoreBarrier b[2] = {decode_as<CoreBarrier>(cores[r][0].pending.word).value,
                            decode_as<CoreBarrier>(cores[r][1].pending.word).value};
  WorldErr err = WorldErr::OK;
  std::string detail;
  if (b[0].barrier_id != b[1].barrier_id || b[0].barrier_index != b[1].barrier_index) {
    err = WorldErr::BARRIER_MISMATCH;
    detail = "core 0 barrier_id " + std::to_string(b[0].barrier_id) + " index " + std::to_string(b[0].barrier_index) +
             ", core 1 barrier_id " + std::to_string(b[1].barrier_id) + " index " +
             std::to_string(b[1].barrier_index);
  }
  AccessPattern4 ap[2];
  for (unsigned k = 0; k < 2 && err == WorldErr::OK; ++k) {
    T4d sema = b[k].sema;  // the start word resolved through core k's registers
    std::string why;
    err = resolve_start(r, k, b[k].sema.addr, &sema.addr, &why);
    if (err == WorldErr::OK) {
      ap[k] = ap4_from_t4d(sema, 4);
      err = check_ap4(sema.addr, ap[k], geo());
    }
    if (err != WorldErr::OK)
      detail = "core " + std::to_string(k) + "'s semaphore pattern" + (why.empty() ? "" : " (" + why + ")");
  }
  if (err == WorldErr::OK) {
    for (unsigned k = 0; k < 2; ++k) {
      Sbuf& sb = sbuf(r, k);
      ap_for_each_element(ap[k], [&](ElemAddr a) { store_elem(sb, a, 4, load_elem(sb, a, 4) + 1); });
    }
    detail = "barrier_id " + std::to_string(b[0].barrier_id) + " index " + std::to_string(b[0].barrier_index) +
             ": both cores met; semaphore elements +1";
  }
  retire_pending(r, 0, err, detail);
  retire_pending(r, 1, err, detail);
}

}  // namespace tpb
