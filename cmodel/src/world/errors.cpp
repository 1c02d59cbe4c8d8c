// tpb::World: the error names and the group kinds' names (world.hpp).
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "tpb/world.hpp"

namespace tpb {

namespace {
struct WorldErrName {
  WorldErr code;
  const char* name;
};
constexpr WorldErrName kWorldErrNames[] = {
    {WorldErr::OK, "OK"},
    {WorldErr::MODULE_PARSE, "MODULE_PARSE"},
    {WorldErr::MODULE_FORMAT, "MODULE_FORMAT"},
    {WorldErr::MODULE_UNKNOWN_KEY, "MODULE_UNKNOWN_KEY"},
    {WorldErr::MODULE_TYPE, "MODULE_TYPE"},
    {WorldErr::MODULE_RANK_COUNT, "MODULE_RANK_COUNT"},
    {WorldErr::MODULE_DUPLICATE_GLOBAL_ID, "MODULE_DUPLICATE_GLOBAL_ID"},
    {WorldErr::MODULE_UNKNOWN_RANK, "MODULE_UNKNOWN_RANK"},
    {WorldErr::MODULE_GROUP_OVERLAP, "MODULE_GROUP_OVERLAP"},
    {WorldErr::MODULE_UNKNOWN_GROUP, "MODULE_UNKNOWN_GROUP"},
    {WorldErr::MODULE_DUPLICATE_PAIR, "MODULE_DUPLICATE_PAIR"},
    {WorldErr::MODULE_UNPAIRED, "MODULE_UNPAIRED"},
    {WorldErr::MODULE_DUPLICATE_TENSOR, "MODULE_DUPLICATE_TENSOR"},
    {WorldErr::MODULE_KIND_NAME, "MODULE_KIND_NAME"},
    {WorldErr::NO_INSTANCE, "NO_INSTANCE"},
    {WorldErr::RANK_NOT_IN_GROUP, "RANK_NOT_IN_GROUP"},
    {WorldErr::LEG_MISMATCH, "LEG_MISMATCH"},
    {WorldErr::OP_NOT_ACCEPTED, "OP_NOT_ACCEPTED"},
    {WorldErr::DTYPE_NOT_ACCEPTED, "DTYPE_NOT_ACCEPTED"},
    {WorldErr::SECOND_LEG_UNEXPECTED, "SECOND_LEG_UNEXPECTED"},
    {WorldErr::SECOND_LEG_MISSING, "SECOND_LEG_MISSING"},
    {WorldErr::AP_NOT_SBUF, "AP_NOT_SBUF"},
    {WorldErr::AP_RANGE, "AP_RANGE"},
    {WorldErr::AP_TOO_LARGE, "AP_TOO_LARGE"},
    {WorldErr::SHAPE_MISMATCH, "SHAPE_MISMATCH"},
    {WorldErr::SHAPE_INDIVISIBLE, "SHAPE_INDIVISIBLE"},
    {WorldErr::UNKNOWN_TENSOR, "UNKNOWN_TENSOR"},
    {WorldErr::UNPAIRED_SEND, "UNPAIRED_SEND"},
    {WorldErr::UNPAIRED_RECV, "UNPAIRED_RECV"},
    {WorldErr::BARRIER_MISMATCH, "BARRIER_MISMATCH"},
    {WorldErr::FLAGS_UNIMPLEMENTED, "FLAGS_UNIMPLEMENTED"},
    {WorldErr::VALUE_RANGE, "VALUE_RANGE"},
    {WorldErr::AP_PSUM, "AP_PSUM"},
    {WorldErr::AP_INDIRECT, "AP_INDIRECT"},
    {WorldErr::REGISTER_UNWRITTEN, "REGISTER_UNWRITTEN"},
    {WorldErr::REGISTER_NOT_ADDRESS, "REGISTER_NOT_ADDRESS"},
};
constexpr auto kWorldErrList = [] {
  std::array<WorldErr, std::size(kWorldErrNames)> a{};
  for (size_t i = 0; i < a.size(); ++i) a[i] = kWorldErrNames[i].code;
  return a;
}();
}  // namespace

const char* world_err_name(WorldErr e) {
  for (const auto& n : kWorldErrNames)
    if (n.code == e) return n.name;
  return "?";
}

std::optional<WorldErr> world_err_from_name(std::string_view name) {
  for (const auto& n : kWorldErrNames)
    if (name == n.name) return n.code;
  return std::nullopt;
}

std::span<const WorldErr> world_errs() { return kWorldErrList; }

WorldError::WorldError(WorldErr code, const std::string& what)
    : std::runtime_error(std::string(world_err_name(code)) + ": " + what), code_(code), detail_(what) {}

const char* group_kind_name(GroupKind k) {
  switch (k) {
    case GroupKind::ALL_REDUCE:
      return "all_reduce";
    case GroupKind::REDUCE_SCATTER:
      return "reduce_scatter";
    case GroupKind::ALL_GATHER:
      return "all_gather";
    case GroupKind::ALL_TO_ALL:
      return "all_to_all";
  }
  return "?";
}


}  // namespace tpb
