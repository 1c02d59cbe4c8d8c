#include <stdexcept>

#include "commands.hpp"

namespace tpb::cli {

CLI::App* add_dve_command(CLI::App& app) {
  return app.add_subcommand("dve", "DVE table sets: info, lookup, dump (not implemented yet)");
}

int run_dve_command() { throw std::runtime_error("tpb dve: not implemented yet (DVE sequencer issue)"); }

}  // namespace tpb::cli
