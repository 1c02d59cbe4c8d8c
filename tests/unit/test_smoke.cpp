#include <catch2/catch.hpp>

#include "tpb/decoder.hpp"
#include "tpb/gen.hpp"

TEST_CASE("generated stream without malformed items decodes clean", "[gen]") {
  tpb::GenOptions o;
  o.seed = 7;
  o.count = 500;
  auto s = tpb::generate(o);
  REQUIRE(s.words.size() == 500);
  tpb::ErrorStatus st;
  auto recs = tpb::decode_stream(s.words, &st);
  CHECK_FALSE(st.any);
}
