// The repository root, for the tests that read fixtures and vectors. It is compiled into one
// translation unit (source_dir.cpp) only, so the path of the clone reaches no other test
// object and a compiler cache shares them between clones and scratch copies.
#pragma once

const char* tpb_source_dir();
