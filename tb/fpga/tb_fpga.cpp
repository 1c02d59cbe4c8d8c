// tb_fpga: the whole ULX3S board top (Vtpb_fpga_top: UART, host link, registers, the core
// with tpb_system at the FPGA size set) under Verilator, with its UART wired to a
// pseudo-terminal, so the host software (`tpb fpga ...`) talks to the simulated board
// exactly as it talks to the FTDI port of a real one.
//
//   tpb fpga ... --port /dev/pts/N  <-->  pty  <-->  bit-level UART model  <-->  ftdi_txd / ftdi_rxd
//
//   tb_fpga [options] -- COMMAND ARGS...   runs COMMAND with every "{port}" in its arguments
//                                          replaced by the pty's path (also in $TPB_FPGA_PORT),
//                                          simulates until it exits, and exits with its status
//   tb_fpga --serve [--port-file F]        prints the pty path (and writes it to F), simulates
//                                          until interrupted: run `tpb fpga` by hand against it
//
// The UART model sends host bytes to ftdi_txd (8N1, ClksPerBit clocks per bit, the same
// value the RTL was built with) and samples ftdi_rxd in the middle of each bit. RTL
// assertions are live (--assert): one that fires stops the run with exit status 1.
//
// Line faults (--line-fault KIND:N[+B], repeatable): the driver puts a fault on ftdi_txd at a
// point fixed by the host's own frames, so a run is repeatable whatever the host's timing.
// Host frames are counted in the byte stream as SLIP frames (a frame closes at an END that
// follows at least one other byte). KIND:N puts the fault just before the first byte of
// host frame N (after frame N-1 and, as the host waits for each reply, after the board's
// reply to it); KIND:N+B puts it inside frame N, before its byte B (byte 0 is the leading
// END). The kinds, in clocks (P = clocks per bit), each followed by 2 P of idle line:
//   glitch       the line low for 1 clock: shorter than half a bit, not a start bit
//   frame-error  a character 0xA5 whose stop bit is low: one UART framing error
//   break        the line low for 40 P (four characters): one framing error, not four
// A fault whose point the host never reaches is reported and fails the run.
// Exit status: the command's; 1 on an RTL assertion, a hang, a timeout or a line fault not
// injected; 2 usage or pty error.
#include <CLI/CLI.hpp>
#include <fcntl.h>
#include <fmt/core.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>


#include "Vtpb_fpga_top.h"
#include "dut.hpp"
#include "wide.hpp"

#ifndef TB_CLKS_PER_BIT
#error "TB_CLKS_PER_BIT comes from tb/fpga/CMakeLists.txt (the RTL's ClkHz / Baud)"
#endif

double sc_time_stamp() { return 0; }

namespace {

/// The board's clock input (the ULX3S 25 MHz oscillator).
struct Clk25 {
  static auto& of(Vtpb_fpga_top& t) { return t.clk_25mhz; }
};

constexpr unsigned kClksPerBit = TB_CLKS_PER_BIT;
constexpr uint64_t kResetCycles = 8;
constexpr uint64_t kQuietCycles = 20000;  // no UART traffic this long: wait for the host instead of spinning

volatile sig_atomic_t g_stop = 0;
void on_signal(int) { g_stop = 1; }

/// A fault on the host -> board line (--line-fault), at a point of the host's frames.
struct LineFault {
  enum Kind { GLITCH, FRAME_ERROR, BREAK } kind;
  unsigned frame = 1;   // host frame N (1: the first)
  unsigned byte = 0;    // before its byte B (0: before the frame)
  std::string spec;     // as given
  std::optional<uint64_t> cycle;  // when it went on the line
};

/// "KIND:N" or "KIND:N+B"; nullopt when malformed.
std::optional<LineFault> parse_line_fault(const std::string& spec) {
  const size_t colon = spec.find(':');
  if (colon == std::string::npos) return std::nullopt;
  const std::string kind = spec.substr(0, colon), at = spec.substr(colon + 1);
  LineFault f;
  f.spec = spec;
  if (kind == "glitch") f.kind = LineFault::GLITCH;
  else if (kind == "frame-error") f.kind = LineFault::FRAME_ERROR;
  else if (kind == "break") f.kind = LineFault::BREAK;
  else return std::nullopt;
  unsigned long n = 0, b = 0;
  char* end = nullptr;
  if (at.empty() || !std::isdigit(static_cast<unsigned char>(at[0]))) return std::nullopt;
  n = std::strtoul(at.c_str(), &end, 10);
  if (*end == '+') {
    const char* bs = end + 1;
    if (!std::isdigit(static_cast<unsigned char>(*bs))) return std::nullopt;
    b = std::strtoul(bs, &end, 10);
  }
  if (*end != '\0' || n < 1 || n > 1000000000ul || b > 1000000000ul) return std::nullopt;
  f.frame = static_cast<unsigned>(n);
  f.byte = static_cast<unsigned>(b);
  return f;
}

/// Host -> FPGA: bytes become 8N1 frames on ftdi_txd, with the line faults put in at their
/// points of the host's frames.
class UartDriver {
 public:
  explicit UartDriver(std::vector<LineFault> faults = {}) : faults_(std::move(faults)) {}
  void push(uint8_t b) { q_.push_back(b); }
  bool idle() const { return q_.empty() && bits_ == 0 && seg_.empty(); }
  const std::vector<LineFault>& faults() const { return faults_; }
  uint64_t frames() const { return closed_; }
  /// The line level for this clock (`cycle`: the clock count, to note when a fault went out).
  bool step(uint64_t cycle) {
    if (seg_.empty() && bits_ == 0) {
      if (q_.empty()) return true;
      inject_due(cycle);
      if (seg_.empty()) next_byte();
    }
    if (!seg_.empty()) {
      const bool level = seg_.front().first;
      if (--seg_.front().second == 0) seg_.pop_front();
      return level;
    }
    const bool level = (frame_ >> (10 - bits_)) & 1;
    if (++cnt_ == kClksPerBit) {
      cnt_ = 0;
      --bits_;
    }
    return level;
  }

 private:
  /// The faults whose point is the byte about to be sent, as line segments.
  void inject_due(uint64_t cycle) {
    for (auto& f : faults_) {
      if (f.cycle || f.frame != closed_ + 1 || f.byte != pos_) continue;
      f.cycle = cycle;
      switch (f.kind) {
        case LineFault::GLITCH:
          seg_.push_back({false, 1});
          break;
        case LineFault::FRAME_ERROR: {
          const unsigned ch = 0xA5u << 1;  // start 0, data LSB first, stop 0
          for (unsigned k = 0; k < 10; ++k) seg_.push_back({((ch >> k) & 1) != 0, kClksPerBit});
          break;
        }
        case LineFault::BREAK:
          seg_.push_back({false, 40 * kClksPerBit});
          break;
      }
      seg_.push_back({true, 2 * kClksPerBit});
    }
  }
  void next_byte() {
    const uint8_t b = q_.front();
    q_.pop_front();
    frame_ = (1u << 9) | (static_cast<unsigned>(b) << 1);  // stop, data, start
    bits_ = 10;
    cnt_ = 0;
    // SLIP frame count: a frame closes at an END after at least one other byte.
    if (b == 0xC0 && in_frame_) {
      ++closed_;
      in_frame_ = false;
      pos_ = 0;
    } else {
      in_frame_ = in_frame_ || b != 0xC0;
      ++pos_;
    }
  }

  std::deque<uint8_t> q_;
  unsigned frame_ = 0, bits_ = 0, cnt_ = 0;
  std::vector<LineFault> faults_;
  std::deque<std::pair<bool, uint64_t>> seg_;  // fault segments: level, clocks
  uint64_t closed_ = 0;  // host frames sent completely
  unsigned pos_ = 0;     // bytes of the current frame sent (its leading END included)
  bool in_frame_ = false;
};

/// FPGA -> host: samples ftdi_rxd, returns a byte when its stop bit has been sampled.
class UartMonitor {
 public:
  bool idle() const { return state_ == 0; }
  uint64_t framing_errors() const { return ferr_; }
  bool step(bool line, uint8_t& out) {
    switch (state_) {
      case 0:
        if (!line) {  // start bit edge: sample in the middle of each bit from here
          state_ = 1;
          cnt_ = kClksPerBit / 2;
        }
        return false;
      case 1:
        if (--cnt_ != 0) return false;
        if (line) {  // not a start bit
          state_ = 0;
          return false;
        }
        state_ = 2;
        bit_ = 0;
        byte_ = 0;
        cnt_ = kClksPerBit;
        return false;
      case 2:
        if (--cnt_ != 0) return false;
        byte_ |= static_cast<uint8_t>(line) << bit_;
        cnt_ = kClksPerBit;
        if (++bit_ == 8) state_ = 3;
        return false;
      default:
        if (--cnt_ != 0) return false;
        state_ = 0;
        if (!line) {
          ++ferr_;
          return false;
        }
        out = byte_;
        return true;
    }
  }

 private:
  unsigned state_ = 0, cnt_ = 0, bit_ = 0;
  uint8_t byte_ = 0;
  uint64_t ferr_ = 0;
};

struct Pty {
  int master = -1;
  int slave = -1;  // held open so the pty stays up (and raw) between the host's opens
  std::string path;
};

bool open_pty(Pty& p) {
  p.master = posix_openpt(O_RDWR | O_NOCTTY);
  if (p.master < 0 || grantpt(p.master) != 0 || unlockpt(p.master) != 0) return false;
  const char* name = ptsname(p.master);
  if (!name) return false;
  p.path = name;
  p.slave = ::open(name, O_RDWR | O_NOCTTY);
  if (p.slave < 0) return false;
  termios t{};
  if (tcgetattr(p.slave, &t) != 0) return false;
  cfmakeraw(&t);
  if (tcsetattr(p.slave, TCSANOW, &t) != 0) return false;
  const int fl = fcntl(p.master, F_GETFL);
  return fcntl(p.master, F_SETFL, fl | O_NONBLOCK) == 0;
}

}  // namespace

int main(int argc, char** argv) {
  // Split off the command after "--"; Verilator's +args go to commandArgs.
  std::vector<std::string> cmd;
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--") == 0) {
      for (int k = i + 1; k < argc; ++k) cmd.emplace_back(argv[k]);
      break;
    }
    if (i == 0 || argv[i][0] != '+') args.push_back(argv[i]);
  }

  std::string trace, port_file;
  bool serve = false, quiet = false;
  double timeout_s = 900;
  uint64_t max_cycles = UINT64_MAX;
  std::vector<std::string> fault_specs;
  CLI::App app{"tb_fpga: the ULX3S board top under Verilator, its UART on a pseudo-terminal"};
  app.add_flag("--serve", serve, "no command: print the pty path and simulate until interrupted");
  app.add_option("--port-file", port_file, "also write the pty path to this file");
  app.add_option("--trace", trace, "write an FST waveform of the whole run");
  app.add_option("--timeout", timeout_s, "wall-clock seconds before the run is stopped as hung")->capture_default_str();
  app.add_option("--max-cycles", max_cycles, "stop after this many clocks");
  app.add_option("--line-fault", fault_specs,
                 "put a fault on the host -> board line: KIND:N before host frame N, KIND:N+B inside it, "
                 "before its byte B (0 = its leading END); KIND glitch, frame-error or break (repeatable)");
  app.add_flag("-q,--quiet", quiet, "print only the verdict line");
  uint32_t mutant = 0;
  [[maybe_unused]] auto* mut_opt = app.add_option("--mutant", mutant,
                                 "mutation builds only (scripts/mutation.py): the mutant the netlist's mutsel input "
                                 "selects, 0 = the original design");
  app.footer("Run a host command: tb_fpga -- tpb fpga check --port {port} ...");
  try {
    app.parse(static_cast<int>(args.size()), args.data());
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
#if defined(TPB_MUTSEL_WIDTH)
  if (mutant >= (uint64_t{1} << TPB_MUTSEL_WIDTH)) {
    fmt::print(stderr, "tb_fpga: --mutant {} does not fit the {}-bit mutation select of this build\n", mutant,
               TPB_MUTSEL_WIDTH);
    return 2;
  }
#else
  if (mut_opt->count() > 0) {
    fmt::print(stderr, "tb_fpga: --mutant: this build has no mutation-select input (only the mutation build "
                       "tb_fpga_mut, scripts/mutation.py)\n");
    return 2;
  }
#endif
  std::vector<LineFault> faults;
  for (const auto& spec : fault_specs) {
    const auto f = parse_line_fault(spec);
    if (!f) {
      fmt::print(stderr, "tb_fpga: --line-fault {}: give KIND:N or KIND:N+B, KIND glitch, frame-error or break, "
                         "N >= 1 (see --help)\n", spec);
      return 2;
    }
    faults.push_back(*f);
  }
  if (cmd.empty() && !serve) {
    fmt::print(stderr, "tb_fpga: give a command after -- or --serve (see --help)\n");
    return 2;
  }

  Pty pty;
  if (!open_pty(pty)) {
    fmt::print(stderr, "tb_fpga: cannot create a pseudo-terminal: {}\n", std::strerror(errno));
    return 2;
  }
  if (!port_file.empty()) std::ofstream(port_file) << pty.path << "\n";
  ::signal(SIGINT, on_signal);
  ::signal(SIGTERM, on_signal);
  ::signal(SIGPIPE, SIG_IGN);

  pid_t child = -1;
  if (!cmd.empty()) {
    std::vector<std::string> expanded;
    for (std::string a : cmd) {
      for (size_t p; (p = a.find("{port}")) != std::string::npos;) a.replace(p, 6, pty.path);
      expanded.push_back(a);
    }
    child = fork();
    if (child < 0) {
      fmt::print(stderr, "tb_fpga: fork: {}\n", std::strerror(errno));
      return 2;
    }
    if (child == 0) {
      ::close(pty.master);
      ::close(pty.slave);
      ::setenv("TPB_FPGA_PORT", pty.path.c_str(), 1);
      std::vector<char*> cargv;
      for (auto& s : expanded) cargv.push_back(s.data());
      cargv.push_back(nullptr);
      ::execvp(cargv[0], cargv.data());
      fmt::print(stderr, "tb_fpga: cannot run {}: {}\n", cargv[0], std::strerror(errno));
      ::_exit(127);
    }
  } else {
    fmt::print("tb_fpga: the simulated board's UART is {}\n", pty.path);
    std::fflush(stdout);
  }

  // Memories and flops start random (tb/common/dut.hpp): the host must load what it uses.
  tpb::tb::Dut<Vtpb_fpga_top, Clk25> dut(argc, argv, {trace, 0});
  Vtpb_fpga_top* top = &dut.top();

  UartDriver drv(std::move(faults));
  UartMonitor mon;
  std::vector<uint8_t> to_host;
  uint64_t cycle = 0, quiet_for = 0, bytes_in = 0, bytes_out = 0, line_cycles = 0;
  int status = -1;  // the command's exit status once it has exited
  std::string verdict;
  const auto t0 = std::chrono::steady_clock::now();

  auto tick = [&]() {
    dut.tick();
    ++cycle;
  };

#if defined(TPB_MUTSEL_WIDTH)
  tpb::tb::drive(top->mutsel, mutant);  // the mutation netlist's select, held for the run
#endif
  top->btn = 0x02;  // FIRE1 pressed: reset
  top->ftdi_txd = 1;
  for (uint64_t i = 0; i < kResetCycles; ++i) tick();
  top->btn = 0x01;  // released (btn[0] is PWRn: high when not pressed)

  uint8_t buf[4096];
  for (;;) {
    top->ftdi_txd = drv.step(cycle);
    dut.settle();
    uint8_t b;
    if (mon.step(top->ftdi_rxd, b)) {
      to_host.push_back(b);
      ++bytes_out;
    }
    tick();
    if (dut.assertion_failed()) {
      verdict = fmt::format("tb_fpga: RTL ASSERTION at cycle {} (see the %Error line above)", cycle);
      status = 1;
      break;
    }

    const bool line_busy = !drv.idle() || !mon.idle() || !to_host.empty();
    line_cycles += !drv.idle() || !mon.idle();
    quiet_for = line_busy ? 0 : quiet_for + 1;
    if ((cycle & 63) == 0 || quiet_for > kQuietCycles) {
      // Host bytes in (waiting a little when nothing has happened for a while).
      if (quiet_for > kQuietCycles) {
        pollfd p{pty.master, POLLIN, 0};
        ::poll(&p, 1, 2);
      }
      for (;;) {
        const ssize_t n = ::read(pty.master, buf, sizeof buf);
        if (n <= 0) break;
        for (ssize_t i = 0; i < n; ++i) drv.push(buf[i]);
        bytes_in += static_cast<uint64_t>(n);
        quiet_for = 0;
      }
      if (!to_host.empty()) {
        const ssize_t n = ::write(pty.master, to_host.data(), to_host.size());
        if (n > 0) to_host.erase(to_host.begin(), to_host.begin() + n);
      }
    }
    if ((cycle & 4095) == 0 || quiet_for > kQuietCycles) {
      if (child > 0) {
        int ws = 0;
        if (::waitpid(child, &ws, WNOHANG) == child) {
          status = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + (WIFSIGNALED(ws) ? WTERMSIG(ws) : 0);
          child = -1;
          verdict = status == 0 ? "tb_fpga: PASS (the host command exited with status 0)"
                                : fmt::format("tb_fpga: FAIL: the host command exited with status {}", status);
          break;
        }
      }
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (g_stop) {
        verdict = "tb_fpga: stopped";
        status = cmd.empty() ? 0 : 1;
        break;
      }
      if (secs > timeout_s || cycle >= max_cycles) {
        verdict = fmt::format("tb_fpga: TIMEOUT after {:.0f} s, {} cycles (the host command did not finish)", secs,
                              cycle);
        status = 1;
        break;
      }
    }
  }

  if (child > 0) {  // stopped early: the command goes too
    ::kill(child, SIGTERM);
    int ws = 0;
    ::waitpid(child, &ws, 0);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  dut.finish();
  // Every line fault must have gone on the line: one that did not tested nothing.
  std::string missed;
  for (const auto& f : drv.faults())
    if (!f.cycle) missed += (missed.empty() ? "" : ", ") + f.spec;
  if (!missed.empty() && status == 0) {
    verdict = fmt::format("tb_fpga: FAIL: line fault(s) {} not injected (the host sent {} frames)", missed,
                          drv.frames());
    status = 1;
  }
  if (!quiet) {
    fmt::print("tb_fpga summary: {} cycles in {:.2f} s ({:.0f} cycles/s), UART {} clocks/bit\n", cycle, secs,
               secs > 0 ? static_cast<double>(cycle) / secs : 0.0, kClksPerBit);
    fmt::print("  host -> board  {} bytes\n  board -> host  {} bytes{}\n", bytes_in, bytes_out,
               mon.framing_errors() ? fmt::format(" ({} framing errors)", mon.framing_errors()) : std::string());
    // Request/reply: the share of clocks with a byte on either wire is the link's use; the rest
    // is the host's turnaround (and, here, the simulation loop waiting for it).
    fmt::print("  UART           a byte on the wire in {:.1f} % of the clocks ({} clocks per byte)\n",
               cycle ? 100.0 * static_cast<double>(line_cycles) / static_cast<double>(cycle) : 0.0,
               10 * kClksPerBit);
    if (!drv.faults().empty()) {
      std::string list;
      for (const auto& f : drv.faults())
        list += fmt::format("{}{} {}", list.empty() ? "" : ", ", f.spec,
                            f.cycle ? fmt::format("at cycle {}", *f.cycle) : std::string("NOT INJECTED"));
      const auto n = std::count_if(drv.faults().begin(), drv.faults().end(), [](const LineFault& f) { return f.cycle.has_value(); });
      fmt::print("  line faults    {} of {} injected: {}\n", n, drv.faults().size(), list);
    }
    fmt::print("  LEDs at the end 0b{:08b}\n", static_cast<unsigned>(top->led));
    if (!trace.empty()) fmt::print("  trace          {}\n", trace);
  }
  fmt::print("{}\n", verdict);
  ::close(pty.slave);
  ::close(pty.master);
  return status < 0 ? 1 : status;
}
