// Shared by the benchmark binaries (tests/bench/bench_*.cpp): the clock, and a sink that
// keeps a computed value alive against the optimiser.
#pragma once

#include <chrono>

#ifndef TPB_BENCH_BUILD_TYPE
#define TPB_BENCH_BUILD_TYPE "unknown"
#endif

namespace tpb_bench {

using Clock = std::chrono::steady_clock;

/// Keeps a value alive against the optimiser.
template <class T>
void keep(const T& v) {
  asm volatile("" : : "g"(&v) : "memory");
}

inline double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

}  // namespace tpb_bench
