// tpb::World, 0xDC GetGlobalRank and 0xDB GetCurRank: register writes from the module's ids and groups.

#include "world_impl.hpp"

namespace tpb {

// ---- 0xDC / 0xDB
void World::Impl::get_global_rank(unsigned r, unsigned c, uint32_t index, const Word& w) {
  const GetGlobalRankId g = decode_as<GetGlobalRankId>(w).value;
  if (!g.valid_flag) return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK, "valid=0: no register written");
  cores[r][c].regs.value[g.reg_id] = gid(r);
  cores[r][c].regs.written[g.reg_id] = true;
  retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK,
         "reg[" + std::to_string(g.reg_id) + "] = " + std::to_string(gid(r)) + " (global rank id)");
}

void World::Impl::get_cur_rank(unsigned r, unsigned c, uint32_t index, const Word& w) {
  const GetCurProcessingRankId g = decode_as<GetCurProcessingRankId>(w).value;
  if (g.group_id >= module.replica_groups.size())
    return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::NO_INSTANCE,
                  "group_id " + std::to_string(g.group_id) + " names no replica-group set");
  const auto& set = module.replica_groups[g.group_id];
  for (const auto& grp : set)
    for (size_t p = 0; p < grp.size(); ++p)
      if (grp[p] == gid(r)) {
        cores[r][c].regs.value[g.reg_id] = static_cast<uint32_t>(p);
        cores[r][c].regs.written[g.reg_id] = true;
        return retire(r, c, index, w[kHdrOpcodeOff], WorldErr::OK,
                      "reg[" + std::to_string(g.reg_id) + "] = " + std::to_string(p) + " (position in group [" +
                          join_ids(grp) + "] of set " + std::to_string(g.group_id) + ")");
      }
  retire(r, c, index, w[kHdrOpcodeOff], WorldErr::RANK_NOT_IN_GROUP,
         "global id " + std::to_string(gid(r)) + " is in no group of set " + std::to_string(g.group_id));
}

}  // namespace tpb
