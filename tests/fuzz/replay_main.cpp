// Replays fuzz inputs through a harness without libFuzzer: the normal compiler builds this
// main with one tests/fuzz/fuzz_<harness>.cpp, and CTest runs it on the seed corpus and on
// tests/fuzz/regressions/<harness>/. A broken invariant aborts (the test fails); so does
// finding no input at all, so an empty or missing corpus never passes silently.
//
//   fuzz_replay_<harness> [-v] <file or folder> ...
// Folders are read one level deep, files in name order. Exit status: 0 every input replayed,
// 1 no input found, 2 an input could not be read.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_common.hpp"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  bool verbose = false;
  std::vector<fs::path> files;
  size_t missing = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "-h" || a == "--help") {
      std::printf("usage: %s [-v] FILE_OR_DIR...\n"
                  "Replays inputs (files, or every file of a folder) through this fuzz harness and checks\n"
                  "its invariants; -v names each input. Exit status 0 when every invariant held.\n",
                  argv[0]);
      return 0;
    }
    if (a == "-v") {
      verbose = true;
      continue;
    }
    const fs::path p(a);
    if (fs::is_directory(p)) {
      std::vector<fs::path> in_dir;
      for (const auto& e : fs::directory_iterator(p))
        if (e.is_regular_file() && e.path().filename().string()[0] != '.') in_dir.push_back(e.path());
      std::sort(in_dir.begin(), in_dir.end());
      std::printf("%s: %zu inputs\n", a.c_str(), in_dir.size());
      files.insert(files.end(), in_dir.begin(), in_dir.end());
    } else if (fs::is_regular_file(p)) {
      files.push_back(p);
    } else {
      std::printf("%s: not found (no inputs from it)\n", a.c_str());
      ++missing;
    }
  }
  size_t rejected = 0;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", f.c_str());
      return 2;
    }
    const std::vector<uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (verbose) std::printf("  %s (%zu bytes)\n", f.c_str(), data.size());
    std::fflush(stdout);
    // A copy on the heap of exactly the input's size, as libFuzzer hands it over (ASan then
    // catches a read one byte past the input).
    std::vector<uint8_t> exact(data);
    uint8_t none = 0;
    if (LLVMFuzzerTestOneInput(exact.empty() ? &none : exact.data(), exact.size()) == -1) ++rejected;
  }
  if (files.empty()) {
    std::printf("replay: no inputs found: FAIL\n");
    return 1;
  }
  std::printf("replay: replayed %zu inputs, every invariant held (%zu left out by the harness's cost guard, "
              "%zu paths not found)\n", files.size(), rejected, missing);
  return 0;
}
