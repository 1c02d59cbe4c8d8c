// source_dir.hpp: TPB_SOURCE_DIR comes from tests/CMakeLists.txt for this file alone.
#include "source_dir.hpp"

const char* tpb_source_dir() { return TPB_SOURCE_DIR; }
