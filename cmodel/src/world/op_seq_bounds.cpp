// tpb::World, 0xBE on the issuing core's SBUF: segment bounds of sorted segment ids.

#include "world_impl.hpp"

namespace tpb {

// ---- 0xBE on the issuing core's SBUF
void World::Impl::seq_bounds(unsigned r, unsigned c, uint32_t index, const Word& w) {
  const GetSequenceBounds g = decode_as<GetSequenceBounds>(w).value;
  auto refuse = [&](WorldErr e, const std::string& d) { retire(r, c, index, w[kHdrOpcodeOff], e, d); };
  if (g.flags != 0) return refuse(WorldErr::FLAGS_UNIMPLEMENTED, "flags " + hex8(g.flags) + ": only 0 is executed");
  if (!dtype_is_int(g.in_dtype)) return refuse(WorldErr::DTYPE_NOT_ACCEPTED, "segment ids must be an integer dtype");
  if (!dtype_is_int(g.out_dtype)) return refuse(WorldErr::DTYPE_NOT_ACCEPTED, "bounds must be an integer dtype");
  // Start words resolved through the issuing core's registers. The bounds go to its SBUF
  // (S000 §6 names an SBUF tile); the seed does not place the ids, so they may be in HBM.
  T3d tin = g.in, tout = g.out;
  std::string why;
  if (WorldErr e = resolve_start(r, c, g.in.addr, &tin.addr, &why); e != WorldErr::OK)
    return refuse(e, "segment-id pattern: " + why);
  if (WorldErr e = resolve_start(r, c, g.out.addr, &tout.addr, &why); e != WorldErr::OK)
    return refuse(e, "bounds pattern: " + why);
  Operand ids_op;
  const AccessPattern in = ap_from_t3d(tin, dtype_bytes(g.in_dtype));
  const AccessPattern out = ap_from_t3d(tout, dtype_bytes(g.out_dtype));
  if (WorldErr e = sbuf_or_hbm_operand(tin.addr, in, geo(), hbm(r).bytes().size(), &ids_op); e != WorldErr::OK)
    return refuse(e, "segment-id pattern");
  if (WorldErr e = check_ap(tout.addr, out, geo()); e != WorldErr::OK) return refuse(e, "bounds pattern");
  const uint64_t tokens = uint64_t{in.num[1]} * in.num[2];
  const uint64_t slots = uint64_t{out.num[1]} * out.num[2];
  if (in.num[0] != out.num[0] || slots % 2)
    return refuse(WorldErr::SHAPE_MISMATCH,
                  "the bounds need the ids' partition count and an even element count per partition");
  const unsigned ob = dtype_bytes(g.out_dtype);
  const uint64_t out_max =
      dtype_is_signed_int(g.out_dtype) ? (uint64_t{1} << (8 * ob - 1)) - 1 : (uint64_t{1} << (8 * ob)) - 1;
  if (tokens > out_max)
    return refuse(WorldErr::VALUE_RANGE, std::to_string(tokens) + " tokens do not fit the bounds dtype");
  const std::vector<uint32_t> ids = read_op(r, c, ids_op);
  const unsigned ib = dtype_bytes(g.in_dtype);
  const uint64_t segs = slots / 2;
  std::vector<uint32_t> bounds(ap_elements(out), 0);
  for (uint64_t p = 0; p < in.num[0]; ++p) {
    std::vector<int64_t> first(segs, -1), last(segs, -1);
    for (uint64_t t = 0; t < tokens; ++t) {
      const uint32_t raw = ids[p * tokens + t];
      const bool neg = dtype_is_signed_int(g.in_dtype) && ((raw >> (8 * ib - 1)) & 1);
      const int64_t id = neg ? int64_t{raw} - (int64_t{1} << (8 * ib)) : int64_t{raw};
      if (id < 0 || static_cast<uint64_t>(id) >= segs) continue;  // padding and ids past the output
      if (first[id] < 0) first[id] = static_cast<int64_t>(t);
      last[id] = static_cast<int64_t>(t);
    }
    for (uint64_t k = 0; k < segs; ++k) {
      bounds[p * slots + 2 * k] = first[k] < 0 ? 0 : static_cast<uint32_t>(first[k]);
      bounds[p * slots + 2 * k + 1] = first[k] < 0 ? 0 : static_cast<uint32_t>(last[k] + 1);
    }
  }
  write_op(r, c, Operand{out}, bounds);
  retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK,
         std::to_string(in.num[0]) + " partitions x " + std::to_string(tokens) + " tokens -> " +
             std::to_string(segs) + " segments' [start, end)");
}

}  // namespace tpb
