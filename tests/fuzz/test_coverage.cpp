// The functional-coverage collector (tb/common/coverage.hpp): its bins come from the field
// map and the model's tables, observations land in the right bins, and the JSON lists the
// uncovered bins exactly. Counts are checked against tallies made here from the inputs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "coverage.hpp"
#include "tpb/decoder.hpp"
#include "tpb/dve.hpp"
#include "tpb/gen.hpp"
#include "tpb/mover.hpp"

using tpb::tb::Coverage;

TEST_CASE("every opcode of the field map is an opcode bin, plus 'other'", "[coverage]") {
  Coverage c;
  const auto bins = c.bins("opcode");
  REQUIRE(bins.size() == tpb::kNumOpcodes + 1);
  std::set<std::string> names(bins.begin(), bins.end());
  for (const auto& d : tpb::kOpcodes) CHECK(names.count(Coverage::opcode_bin(d.opcode)) == 1);
  CHECK(names.count("other") == 1);
  CHECK(c.bins("opcode_accepted").size() == tpb::kNumOpcodes);
}

TEST_CASE("error bins are the field map's codes of each block", "[coverage]") {
  Coverage c;
  std::map<std::string, std::set<std::string>> want;
  for (const auto& e : tpb::kErrors) {
    const unsigned v = static_cast<unsigned>(e.code);
    const std::string g = v == 0 ? "" : v < 32 ? "decoder_error" : v < 48 ? "dve" : v < 64 ? "mover_error" : "cluster_error";
    if (v == 0) {
      for (const char* k : {"decoder_error", "mover_error", "cluster_error"}) want[k].insert("OK");
    } else {
      want[g].insert(e.name);
    }
  }
  for (const char* g : {"decoder_error", "mover_error", "cluster_error"}) {
    const auto b = c.bins(g);
    CHECK(std::set<std::string>(b.begin(), b.end()) == want[g]);
  }
  // dve: every generation the model knows x (OK + the DVE block)
  const auto dve = c.bins("dve");
  CHECK(dve.size() == 3 * (want["dve"].size() + 1));
  for (unsigned gen : {2u, 3u, 4u})
    for (const auto& e : want["dve"]) CHECK(c.count("dve", "gen" + std::to_string(gen) + " " + e) == 0);
}

TEST_CASE("chain lengths 0..255 fall into power-of-two buckets, each a bin", "[coverage]") {
  Coverage c;
  const auto bins = c.bins("custom_op_chain_length");
  CHECK(bins.size() == 9);  // 0, 1, 2-3, 4-7, 8-15, 16-31, 32-63, 64-127, 128-255
  std::set<std::string> seen;
  for (unsigned n = 0; n <= 255; ++n) {
    const std::string b = Coverage::chain_length_bin(n);
    CHECK(std::find(bins.begin(), bins.end(), b) != bins.end());
    seen.insert(b);
  }
  CHECK(seen.size() == bins.size());
  CHECK(Coverage::chain_length_bin(0) == "0");
  CHECK(Coverage::chain_length_bin(5) == "4-7");
  CHECK(Coverage::chain_length_bin(255) == "128-255");
}

TEST_CASE("chain positions 1..256 fall into power-of-two buckets, 256 (past 8 bits) a bin of its own", "[coverage]") {
  Coverage c;
  const auto bins = c.bins("custom_op_chain_position");
  CHECK(bins.size() == 9);  // 1, 2-3, 4-7, 8-15, 16-31, 32-63, 64-127, 128-255, 256
  std::set<std::string> seen;
  for (unsigned n = 1; n <= 256; ++n) seen.insert(Coverage::chain_position_bin(n));
  CHECK(std::vector<std::string>(seen.begin(), seen.end()).size() == bins.size());
  CHECK(Coverage::chain_position_bin(255) == "128-255");
  CHECK(Coverage::chain_position_bin(256) == "256");
  CHECK(Coverage::chain_position_bin(257) == "over");
  // A chain of 255 inputs (tpb gen --max-args 255 --min-args 255): its last payload is at 256.
  tpb::GenOptions o;
  o.seed = 3;
  o.count = 600;
  o.max_args = o.min_args = 255;
  const auto g = tpb::generate(o);
  for (const auto& r : tpb::decode_stream(g.words)) c.observe_record(r);
  CHECK(c.count("custom_op_chain_position", "256") >= 1);
  // (a chain the end of the stream cuts short has a first payload and no 256th)
  CHECK(c.count("custom_op_chain_position", "1") >= c.count("custom_op_chain_position", "256"));
}

TEST_CASE("records of a generated stream land in their opcode, route and error bins", "[coverage]") {
  tpb::GenOptions o;
  o.seed = 5;
  o.count = 3000;
  o.bad_ratio = 0.2;
  const auto g = tpb::generate(o);
  const auto recs = tpb::decode_stream(g.words);
  Coverage c;
  std::map<uint8_t, long long> by_op;
  std::map<std::string, long long> by_err, by_route;
  long long headers = 0;
  for (size_t i = 0; i < recs.size(); ++i) {
    c.observe_record(recs[i]);
    ++by_op[g.words[i][0]];
    ++by_err[tpb::err_name(recs[i].err)];
    ++by_route[tpb::route_name(recs[i].route)];
    headers += recs[i].err == tpb::Err::OK && g.words[i][0] == 0x85;
  }
  long long other = 0;
  for (const auto& [op, n] : by_op) {
    if (tpb::find_opcode(op))
      CHECK(c.count("opcode", Coverage::opcode_bin(op)) == n);
    else
      other += n;
  }
  CHECK(c.count("opcode", "other") == other);
  for (const auto& [e, n] : by_err) CHECK(c.count("decoder_error", e) == n);
  for (const auto& [r, n] : by_route) CHECK(c.count("route", r) == n);
  long long lengths = 0;
  for (const auto& b : c.bins("custom_op_chain_length")) lengths += c.count("custom_op_chain_length", b);
  CHECK(lengths == headers);

  // The JSON: uncovered == the bins with count 0, covered + uncovered == total.
  const auto j = c.to_json();
  for (const auto& [name, grp] : j.items()) {
    size_t zero = 0;
    std::set<std::string> unc;
    for (const auto& u : grp["uncovered"]) unc.insert(u.get<std::string>());
    for (const auto& [bin, n] : grp["bins"].items()) {
      if (n.get<uint64_t>() == 0) {
        ++zero;
        CHECK(unc.count(bin) == 1);
      }
    }
    CHECK(zero == unc.size());
    CHECK(grp["covered"].get<size_t>() + zero == grp["total"].get<size_t>());
  }
}

TEST_CASE("collective kinds: AllToAllV on 0xD9 (wire 0x09), absent on a 0xDA without kind", "[coverage]") {
  Coverage c;
  tpb::CollectiveCompute cc;
  cc.alu_op = 4;
  cc.dtype = 0x09;
  cc.collective_kind = *tpb::coll_kind_to_wire(6);
  cc.src.addr = tpb::addr4_sbuf(0, 0);
  cc.src.num0 = 1;
  cc.src.num1 = 1;
  tpb::Decoder d;
  c.observe_record(d.step(tpb::encode(cc), false));
  CHECK(c.count("collective_kind", "AllToAllV") == 1);
  tpb::CollectiveComputeSecondary c2;
  c2.src.addr = tpb::addr4_sbuf(0, 0);
  c2.src.num0 = 1;
  c2.src.num1 = 1;
  const tpb::Record r2 = d.step(tpb::encode(c2), true);
  REQUIRE(r2.err == tpb::Err::OK);
  c.observe_record(r2);
  CHECK(c.count("collective_kind", "absent") == 1);
  // SendRecv / SendRecvCCE are not encodable through the LUT: excluded, with the reason.
  const auto j = c.to_json();
  CHECK(j["collective_kind"]["excluded"].contains("SendRecv"));
  CHECK(c.count("collective_kind", "SendRecv") == -1);
}

TEST_CASE("mover boundary facts of an accepted 0xBF", "[coverage]") {
  tpb::MoverConfig cfg;
  cfg.geometry = tpb::SbufGeometry::fpga();  // 16 x 1024
  tpb::AccessPattern src, dst;
  src.partition = 0;
  src.offset = 0;
  src.step = {1, 0, 1};
  src.num = {16, 1, 1024};
  src.elem_bytes = 1;
  dst = src;
  dst.partition = 15;
  dst.step = {-1, 0, 1};
  const tpb::Word w = tpb::make_sb2sb(src, dst, 0x01);
  REQUIRE(tpb::sb2sb_check(w, cfg) == tpb::Err::OK);
  Coverage c;
  c.observe_mover(tpb::Err::OK, w, cfg);
  for (const char* b : {"src first partition", "src last partition", "src spans every partition", "src first byte",
                        "src last byte", "src bytes per partition at the limit", "dst step0 negative",
                        "element 1 bytes"})
    CHECK(c.count("mover_pattern", b) == 1);
  CHECK(c.count("mover_pattern", "src step0 negative") == 0);
  CHECK(c.count("mover_pattern", "one element") == 0);
  CHECK(c.count("mover_error", "OK") == 1);
  c.observe_mover(tpb::Err::SB2SB_DTYPE_MISMATCH, w, cfg);  // a rejected one: error bin only
  CHECK(c.count("mover_error", "SB2SB_DTYPE_MISMATCH") == 1);
  CHECK(c.count("mover_pattern", "src first partition") == 1);
}

TEST_CASE("cluster functions are the built-in kernels by name", "[coverage]") {
  Coverage c;
  tpb::FunctionRegistry reg;
  for (const auto& k : tpb::builtin_kernels()) reg.add(k.lib, k.function);
  CHECK(c.bins("cluster_function").size() == tpb::builtin_kernels().size() + 1);
  c.observe_cluster(tpb::Err::OK, 0, &reg);
  c.observe_cluster(tpb::Err::CL_FUNCTION_UNKNOWN, 200, &reg);
  CHECK(c.count("cluster_function", tpb::builtin_kernels()[0].function) == 1);
  CHECK(c.count("cluster_function", "other") == 1);
  CHECK(c.count("cluster_error", "CL_FUNCTION_UNKNOWN") == 1);
}
