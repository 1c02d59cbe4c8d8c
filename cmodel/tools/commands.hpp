// Subcommands of the tpb CLI that live in their own files (one per block).
// Each add_* registers its subcommand; run_* is called when that subcommand was given and
// returns the exit status (0 success, 1 invalid input found, 2 usage or I/O error).
#pragma once

#include <CLI/CLI.hpp>

namespace tpb::cli {

CLI::App* add_dve_command(CLI::App& app);
int run_dve_command();
CLI::App* add_cluster_command(CLI::App& app);
int run_cluster_command();
CLI::App* add_fpga_command(CLI::App& app);
int run_fpga_command();
CLI::App* add_sim_command(CLI::App& app);
int run_sim_command();
CLI::App* add_world_command(CLI::App& app);
int run_world_command();

}  // namespace tpb::cli
