// tpb::World, 0xDE TensorCompletion: tokens per handle, waited for by the other core.

#include "world_impl.hpp"

namespace tpb {

// ---- 0xDE: deposit a token, wait for the peer core's matching one
void World::Impl::tensor_completion(unsigned r, unsigned c, uint32_t index, const Word& w) {
  const TensorCompletion t = decode_as<TensorCompletion>(w).value;
  const uint64_t n = ++cores[r][c].tokens[t.completion_handle];
  Pending& p = cores[r][c].pending;
  p = pending_of(WaitKind::COMPLETION, index, w);
  p.handle = t.completion_handle;
  p.need = n;
  poll(r, c);
}

}  // namespace tpb
