// tpb._tpb, one word at a time and whole streams: the field-map tables, decode (records as a
// numpy array), a word's fields, asm / dis / encode (the assembler's own parser and printer,
// so the text is the CLI's) and gen (the `tpb gen` recipe: tpb::generate, or
// tpb::build_checked_stream with a legal share or mutations, or generate_every_check).
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/vector.h>

#include <chrono>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "ext.hpp"
#include "tpb/asm.hpp"
#include "tpb/gen.hpp"
#include "tpb/sbuf.hpp"
#include "tpb/stream.hpp"

namespace tpb::py {

namespace {

/// Words into a new uint8[N, 64] array that owns them.
nb::ndarray<nb::numpy, uint8_t, nb::ndim<2>> word_array(std::vector<Word>&& words) {
  auto* owned = new std::vector<Word>(std::move(words));
  nb::capsule owner(owned, [](void* p) noexcept { delete static_cast<std::vector<Word>*>(p); });
  return nb::ndarray<nb::numpy, uint8_t, nb::ndim<2>>(owned->data(), {owned->size(), size_t{kBundleBytes}}, owner);
}

nb::list opcode_table() {
  nb::list out;
  for (const OpcodeDesc& d : kOpcodes) {
    nb::list fields;
    for (unsigned i = 0; i < d.nfields; ++i) {
      const FieldDesc& f = d.fields[i];
      fields.append(nb::make_tuple(f.name, f.off, f.width, f.is_signed, kTagNames[static_cast<unsigned>(f.tag)],
                                   f.meaning));
    }
    nb::dict e;
    e["opcode"] = d.opcode;
    e["name"] = d.name;
    e["mnemonic"] = d.mnemonic;
    e["route"] = route_name(d.route);
    e["dve"] = d.dve;
    e["seed"] = d.seed;
    e["since_gen"] = d.since_gen;
    e["synthetic"] = d.synthetic;
    e["fields"] = fields;
    out.append(e);
  }
  return out;
}

nb::list error_table() {
  nb::list out;
  for (const ErrDesc& e : kErrors) out.append(nb::make_tuple(static_cast<unsigned>(e.code), e.name, e.meaning));
  return out;
}

nb::list dtype_table() {
  nb::list out;
  for (const DtypeDesc& d : kDtypes) out.append(nb::make_tuple(d.code, d.name, d.bytes));
  return out;
}

/// The word's fields by its own opcode, as `tpb dis --json` prints them: field-map order,
/// signed fields as signed 16-bit values. Empty for an unknown opcode.
nb::dict fields_of(const WordVec& a) {
  const Word w = word_of(a);
  nb::dict out;
  const OpcodeDesc* d = find_opcode(w[kHdrOpcodeOff]);
  if (!d) return out;
  const Fields f = extract_fields(w);
  for (unsigned i = 0; i < d->nfields; ++i) {
    if (d->fields[i].is_signed)
      out[d->fields[i].name] = static_cast<int16_t>(static_cast<uint16_t>(f.v[i]));
    else
      out[d->fields[i].name] = f.v[i];
  }
  return out;
}

nb::str dis(const WordArray& a, unsigned gen) {
  const std::span<const Word> ws = words_of(a);
  Decoder dec(gen);
  std::string text;
  for (size_t i = 0; i < ws.size(); ++i) {
    text += disasm_record(ws[i], dec.step(ws[i], i + 1 == ws.size()));
    text += '\n';
  }
  return nb::str(text.data(), text.size());
}

/// (words, None, 0) or (None, message, line).
nb::tuple assemble_text(const std::string& text) {
  AsmResult r = assemble(text);
  if (!r.ok()) return nb::make_tuple(nb::none(), r.error, r.error_line);
  return nb::make_tuple(word_array(std::move(r.words)), nb::none(), 0);
}

/// One line; (word, None) or (None, message).
nb::tuple assemble_one(const std::string& line) {
  std::string error;
  const std::optional<Word> w = assemble_line(line, &error);
  if (!w) return nb::make_tuple(nb::none(), error);
  return nb::make_tuple(word_array({*w}), nb::none());
}

nb::ndarray<nb::numpy, uint8_t, nb::ndim<2>> gen(uint64_t seed, size_t count, double bad_ratio,
                                                  const std::vector<std::string>& classes, unsigned max_args, unsigned min_args,
                                                  bool dve, unsigned generation, double sb2sb_legal,
                                                  double custom_legal, const std::string& geometry,
                                                  unsigned issue_core, uint64_t hbm_bytes, double mutate) {
  GenOptions o{.seed = seed, .count = count, .bad_ratio = bad_ratio, .classes = {}, .max_args = max_args, .min_args = min_args, .dve = dve,
               .gen = generation};
  for (const std::string& c : classes) {
    const std::optional<BadClass> bc = bad_class_from_name(c);
    if (!bc) throw std::invalid_argument("classes: unknown malformed class '" + c + "'");
    if (!bad_class_possible(*bc, generation))
      throw std::invalid_argument("classes: '" + c + "' needs a generation that lacks an opcode (gen=2)");
    o.classes.push_back(*bc);
  }
  if (sb2sb_legal > 0 || custom_legal > 0 || mutate > 0) {
    // tpb gen's checked-stream path (tpb_main.cpp cmd_gen_checked), option for option.
    StreamRecipe rc{.bin = {}, .gen = o, .sb2sb_legal = sb2sb_legal, .mover = {}, .custom_legal = custom_legal,
                    .hbm_bytes = hbm_bytes, .mutate = mutate};
    rc.mover.geometry = geometry_of(geometry);
    rc.mover.cores_per_lnc = 2;
    rc.mover.issue_core = issue_core;
    return word_array(build_checked_stream(rc).words);
  }
  return word_array(generate(o).words);
}

nb::tuple every_check(uint64_t seed, unsigned generation) {
  const std::vector<CheckCase> cases = generate_every_check(seed, generation);
  std::vector<Word> words;
  std::vector<uint8_t> expect;
  nb::list notes;
  for (const CheckCase& c : cases) {
    words.push_back(c.word);
    expect.push_back(static_cast<uint8_t>(c.expect));
    notes.append(c.note);
  }
  nb::bytes codes(reinterpret_cast<const char*>(expect.data()), expect.size());
  return nb::make_tuple(word_array(std::move(words)), codes, notes);
}

}  // namespace

void bind_isa(nb::module_& m) {
  m.attr("BUNDLE_BYTES") = kBundleBytes;
  m.attr("DEFAULT_GEN") = kDefaultGen;
  m.attr("MIN_GEN") = kMinGen;
  m.attr("MAX_GEN") = kMaxGen;
  m.def("opcode_table", &opcode_table, "Every opcode of the field map, in table order (the mnemonic id is the index).");
  m.def("error_table", &error_table, "Every named error code of the field map: (code, name, meaning).");
  m.def("dtype_table", &dtype_table, "Every field-map dtype: (code, name, bytes).");
  m.def("route_names", [] { return std::vector<std::string>(std::begin(kRouteNames), std::end(kRouteNames)); });
  m.def("coll_kind_from_wire", [](uint8_t wire) -> std::optional<std::pair<unsigned, std::string>> {
    const std::optional<unsigned> k = coll_kind_from_wire(wire);
    if (!k) return std::nullopt;
    return std::make_pair(*k, std::string(coll_kind_name(*k)));
  });
  m.def(
      "decode",
      [](const WordArray& a, unsigned gen) { return record_array(decode_verdicts(words_of(a), nullptr, gen)); },
      nb::arg("words"), nb::arg("gen"), "decode_verdicts: 12-byte records (RECORD_DTYPE) as uint8.");
  m.def("fields", &fields_of, nb::arg("word"));
  m.def("addr4_sbuf", &addr4_sbuf, nb::arg("partition"), nb::arg("offset"), "A static SBUF ADDR4 start word.");
  m.def("addr4_hbm", &addr4_hbm, nb::arg("address"), "A static HBM ADDR4 start word.");
  m.def("dis", &dis, nb::arg("words"), nb::arg("gen"));
  m.def("disasm_word", [](const WordVec& a) { return disasm_word(word_of(a)); }, nb::arg("word"));
  m.def("asm", &assemble_text, nb::arg("text"));
  m.def("asm_line", &assemble_one, nb::arg("line"));
  m.def("gen", &gen, nb::arg("seed"), nb::arg("count"), nb::arg("bad_ratio"), nb::arg("classes"),
        nb::arg("max_args"), nb::arg("min_args"), nb::arg("dve"), nb::arg("gen"), nb::arg("sb2sb_legal"), nb::arg("custom_legal"),
        nb::arg("geometry"), nb::arg("issue_core"), nb::arg("hbm_bytes"), nb::arg("mutate"));
  m.def("every_check", &every_check, nb::arg("seed"), nb::arg("gen"));
  m.def("bad_class_names", [] {
    std::vector<std::string> out;
    for (unsigned i = 0; i < kNumBadClasses; ++i) out.push_back(bad_class_name(static_cast<BadClass>(i)));
    return out;
  });
  m.def("decode_verdicts_seconds", [](const WordArray& a, unsigned gen, unsigned repeat) {
    // The C++ decode_verdicts of the same words, timed in C++ (the benchmark's limit).
    const std::span<const Word> ws = words_of(a);
    double best = 1e30;
    for (unsigned r = 0; r < repeat; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      const std::vector<Verdict> v = decode_verdicts(ws, nullptr, gen);
      const auto t1 = std::chrono::steady_clock::now();
      best = std::min(best, std::chrono::duration<double>(t1 - t0).count());
      if (v.size() != ws.size()) throw std::runtime_error("decode_verdicts lost words");
    }
    return best;
  }, nb::arg("words"), nb::arg("gen"), nb::arg("repeat"));
}

}  // namespace tpb::py
