// FunctionId registry: the ModuleArtifactInfo side of a custom op (cluster.hpp).
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "tpb/cluster.hpp"

namespace tpb {

namespace {
constexpr const char* kFormat = "tpb-custom-op-registry";
constexpr int kVersion = 1;
}  // namespace

Err FunctionRegistry::add(const std::string& lib, const std::string& function, uint8_t* id) {
  if (lib.empty() || function.empty()) return Err::CL_FUNCTION_NAME;
  if (auto existing = id_of(lib, function)) {
    if (id) *id = *existing;
    return Err::OK;
  }
  // S002 §6: "Number of unique custom op functions cannot exceed " once the count would pass 0xFE.
  if (entries_.size() >= kMaxFunctions) return Err::CL_FUNCTION_LIMIT;
  entries_.push_back({lib, function});
  if (id) *id = static_cast<uint8_t>(entries_.size() - 1);
  return Err::OK;
}

const FunctionRegistry::Entry* FunctionRegistry::find(uint8_t id) const {
  return id < entries_.size() ? &entries_[id] : nullptr;
}

std::optional<uint8_t> FunctionRegistry::id_of(const std::string& lib, const std::string& function) const {
  for (size_t i = 0; i < entries_.size(); ++i)
    if (entries_[i].lib == lib && entries_[i].function == function) return static_cast<uint8_t>(i);
  return std::nullopt;
}

std::string FunctionRegistry::to_json() const {
  nlohmann::ordered_json j;
  j["format"] = kFormat;
  j["version"] = kVersion;
  j["functions"] = nlohmann::ordered_json::array();
  for (size_t i = 0; i < entries_.size(); ++i) {
    nlohmann::ordered_json e;
    e["id"] = i;
    e["lib"] = entries_[i].lib;
    e["function"] = entries_[i].function;
    j["functions"].push_back(e);
  }
  return j.dump(2) + "\n";
}

FunctionRegistry FunctionRegistry::from_json(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) throw std::runtime_error("registry: not valid JSON");
  if (!j.is_object() || !j.contains("format") || j["format"] != kFormat)
    throw std::runtime_error(std::string("registry: \"format\" is not \"") + kFormat + "\"");
  if (!j.contains("version") || j["version"] != kVersion)
    throw std::runtime_error("registry: unsupported \"version\" (expected 1)");
  if (!j.contains("functions") || !j["functions"].is_array())
    throw std::runtime_error("registry: \"functions\" is missing or not an array");
  const auto& fns = j["functions"];
  if (fns.size() > kMaxFunctions)
    throw std::runtime_error("registry: more than 254 functions (FunctionIds 0..253)");
  FunctionRegistry r;
  for (size_t i = 0; i < fns.size(); ++i) {
    const auto& e = fns[i];
    std::string where = "registry: functions[" + std::to_string(i) + "]";
    if (!e.is_object() || !e.contains("id") || !e["id"].is_number_unsigned() || !e.contains("lib") ||
        !e["lib"].is_string() || !e.contains("function") || !e["function"].is_string())
      throw std::runtime_error(where + ": needs \"id\" (unsigned), \"lib\" and \"function\" (strings)");
    if (e["id"].get<uint64_t>() != i)
      throw std::runtime_error(where + ": id " + e["id"].dump() + " breaks the dense order (expected " +
                               std::to_string(i) + ")");
    std::string lib = e["lib"], fn = e["function"];
    if (lib.empty() || fn.empty()) throw std::runtime_error(where + ": empty lib or function name");
    if (r.id_of(lib, fn)) throw std::runtime_error(where + ": duplicate (" + lib + ", " + fn + ")");
    r.entries_.push_back({lib, fn});
  }
  return r;
}

void FunctionRegistry::save(const std::string& path) const {
  std::ofstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot write " + path);
  f << to_json();
  if (!f) throw std::runtime_error("cannot write " + path);
}

FunctionRegistry FunctionRegistry::load(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot read " + path);
  std::stringstream ss;
  ss << f.rdbuf();
  try {
    return from_json(ss.str());
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
}

}  // namespace tpb
