// tpb fpga (cmd_fpga.cpp): the options and report helpers its subcommands share. The board
// set-up steps and the model side of the check are library code (tpb/board.hpp).
#pragma once

#include <fmt/core.h>

#include <algorithm>
#include <bitset>
#include <chrono>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "stream_options.hpp"
#include "tpb/board.hpp"
#include "tpb/hostlink.hpp"
#include "tpb/hostlink_gen.hpp"

namespace tpb::cli::fpga {

namespace hl = tpb::hostlink;
using Clock = std::chrono::steady_clock;

struct FpgaArgs {
  std::string port;
  unsigned baud = 1000000;
  int timeout_ms = 20000;
  // stream source (check): the lockstep's options (legal kernel chains only when served)
  tpb::cli::StreamArgs words;
  bool no_serve = false;
  std::string service_fault;
  std::optional<uint64_t> inject_cop;
  std::string report;  // check --report FILE
  // engines
  std::string dve_set;
  std::string dve_name = "default";
  unsigned issue_core = 0;
  unsigned chunk = 16;
  std::optional<uint32_t> inject;
  std::optional<uint64_t> inject_dve, inject_sb2sb;
  // link-test: UART errors put on the line since the board's reset (tb_fpga --line-fault)
  std::optional<uint32_t> uart_errors;
  // stream / sbuf-read
  std::string file;
  bool no_last = false;
  unsigned core = 0;
  std::string out;
  CLI::App* info = nullptr;
  CLI::App* status = nullptr;
  CLI::App* load_dve = nullptr;
  CLI::App* stream = nullptr;
  CLI::App* sbuf_read = nullptr;
  CLI::App* check = nullptr;
  CLI::App* link_test = nullptr;
};

inline FpgaArgs& args() {
  static FpgaArgs a;
  return a;
}

struct Conn {
  hl::SerialPort port;
  hl::Client client;
  explicit Conn(const FpgaArgs& a) : port(a.port, a.baud), client(port, a.timeout_ms) {}
};

inline std::string err_text(uint32_t code) {
  return fmt::format("{} ({})", tpb::err_name(static_cast<Err>(code & 0xFF)), code);
}

using Sticky = std::bitset<256>;

inline Sticky sticky_of(const uint32_t* w) {
  Sticky s;
  for (unsigned i = 0; i < 128; ++i) s[i] = (w[i / 32] >> (i % 32)) & 1;
  return s;
}

struct Row {
  std::string name, board, model;
  bool differs;
};

inline void print_rows(const std::vector<Row>& rows, bool only_diff = false) {
  size_t w = 12;
  for (const auto& r : rows) w = std::max(w, r.name.size());
  fmt::print("    {:<{}}  {:<30}  {:<30}\n", "", w, "FPGA", "model");
  for (const auto& r : rows) {
    if (only_diff && !r.differs) continue;
    fmt::print("  {} {:<{}}  {:<30}  {:<30}{}\n", r.differs ? "*" : " ", r.name, w, r.board, r.model,
               r.differs ? "  <-- differs" : "");
  }
}

inline std::string hex32(uint32_t v) { return fmt::format("0x{:08x}", v); }

int cmd_check(const FpgaArgs& a);      // cmd_fpga_check.cpp
int cmd_link_test(const FpgaArgs& a);  // cmd_fpga_link_test.cpp

}  // namespace tpb::cli::fpga
