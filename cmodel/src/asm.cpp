#include "tpb/asm.hpp"
#include "tpb/io.hpp"

#include <cctype>
#include <charconv>
#include <cstdio>

namespace tpb {

namespace {

std::string value_text(const FieldDesc& f, uint64_t v) {
  if (f.is_signed) return std::to_string(static_cast<int16_t>(static_cast<uint16_t>(v)));
  if (f.check == Check::DTYPE || f.check == Check::DTYPE_OR0)
    if (const DtypeDesc* d = find_dtype(static_cast<uint8_t>(v))) return d->name;
  if (f.check == Check::ADDR4 || f.check == Check::ADDR8 || f.check == Check::ADDR4_CO || f.width >= 4 ||
      f.check == Check::SYNC_WAIT || f.check == Check::COLL_KIND || f.check == Check::COLL_KIND_OR0)
    return to_hex(v, f.check == Check::ADDR8 || f.check == Check::ADDR4 || f.check == Check::ADDR4_CO ? f.width : 1);
  return std::to_string(v);
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split_ws(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool parse_value(const FieldDesc& f, std::string_view s, uint64_t* out, std::string* err) {
  if (f.check == Check::DTYPE || f.check == Check::DTYPE_OR0) {
    if (const DtypeDesc* d = find_dtype(s)) {
      *out = d->code;
      return true;
    }
  }
  if (!s.empty() && s[0] == '-') {
    uint64_t mag;
    if (!f.is_signed || !parse_u64(s.substr(1), &mag) || mag > 32768) {
      *err = "bad value '" + std::string(s) + "' for " + f.name;
      return false;
    }
    *out = static_cast<uint16_t>(-static_cast<int64_t>(mag));
    return true;
  }
  if (!parse_u64(s, out)) {
    *err = "bad value '" + std::string(s) + "' for " + f.name;
    return false;
  }
  if (*out > field_max(f)) {
    *err = "value " + std::string(s) + " does not fit " + f.name + " (" + std::to_string(f.width) + " bytes)";
    return false;
  }
  return true;
}

}  // namespace

std::string disasm_word(const Word& w) {
  const OpcodeDesc* d = find_opcode(w[kHdrOpcodeOff]);
  if (!d || check_word(w) != Err::OK) return ".word " + hex_bytes(w);
  std::string s = d->mnemonic;
  for (unsigned i = 0; i < d->nfields; ++i) {
    uint64_t v = get_field(w, d->fields[i]);
    if (v == 0) continue;
    s += ' ';
    s += d->fields[i].name;
    s += '=';
    s += value_text(d->fields[i], v);
  }
  if (d->dve) {
    unsigned end = kBundleBytes;
    while (end > kDveBodyOff && w[end - 1] == 0) --end;
    if (end > kDveBodyOff) {
      s += " body=";
      char buf[3];
      for (unsigned b = kDveBodyOff; b < end; ++b) {
        std::snprintf(buf, sizeof buf, "%02x", w[b]);
        s += buf;
      }
    }
  }
  return s;
}

std::string disasm_record(const Word& w, const Record& r) {
  // A rejected word is shown as its raw bytes, whatever the reason (its own checks or its
  // place in a custom-op chain), so it reassembles to exactly the same bytes.
  std::string s = r.err == Err::OK ? disasm_word(w) : ".word " + hex_bytes(w);
  s += "  ; #" + std::to_string(r.index);
  if (r.err != Err::OK) {
    s += " error ";
    s += err_name(r.err);
  }
  // An opcode integer no seed gives (field map [dve] synthetic_ops) never reads as a seed one.
  if (const OpcodeDesc* d = find_opcode(w[kHdrOpcodeOff]); d && d->synthetic)
    s += " SYNTHETIC opcode (PROJECT, not in the seeds)";
  return s;
}

std::optional<Word> assemble_line(std::string_view line, std::string* error) {
  auto tok = split_ws(line);
  if (tok.empty()) {
    *error = "empty instruction";
    return std::nullopt;
  }
  Word w{};
  if (tok[0] == ".word") {
    if (tok.size() != 1 + kBundleBytes) {
      *error = ".word needs exactly 64 hex bytes, got " + std::to_string(tok.size() - 1);
      return std::nullopt;
    }
    for (unsigned i = 0; i < kBundleBytes; ++i) {
      auto t = tok[1 + i];
      if (t.size() != 2 || hex_digit(t[0]) < 0 || hex_digit(t[1]) < 0) {
        *error = "bad byte '" + std::string(t) + "' in .word";
        return std::nullopt;
      }
      w[i] = static_cast<uint8_t>(hex_digit(t[0]) * 16 + hex_digit(t[1]));
    }
    return w;
  }
  const OpcodeDesc* d = find_mnemonic(tok[0]);
  if (!d) {
    *error = "unknown mnemonic '" + std::string(tok[0]) + "'";
    return std::nullopt;
  }
  w = blank_word(*d);
  std::vector<bool> seen(d->nfields + 1, false);
  for (size_t t = 1; t < tok.size(); ++t) {
    auto eq = tok[t].find('=');
    if (eq == std::string_view::npos) {
      *error = "expected field=value, got '" + std::string(tok[t]) + "'";
      return std::nullopt;
    }
    auto key = tok[t].substr(0, eq);
    auto val = tok[t].substr(eq + 1);
    if (d->dve && key == "body") {
      if (seen[d->nfields]) {
        *error = "body given twice";
        return std::nullopt;
      }
      seen[d->nfields] = true;
      if (val.size() % 2 || val.size() / 2 > kBundleBytes - kDveBodyOff) {
        *error = "body must be an even number of hex digits, at most " +
                 std::to_string(2 * (kBundleBytes - kDveBodyOff));
        return std::nullopt;
      }
      for (size_t i = 0; i < val.size(); i += 2) {
        int hi = hex_digit(val[i]), lo = hex_digit(val[i + 1]);
        if (hi < 0 || lo < 0) {
          *error = "bad hex digit in body";
          return std::nullopt;
        }
        w[kDveBodyOff + i / 2] = static_cast<uint8_t>(hi * 16 + lo);
      }
      continue;
    }
    int fi = field_index(*d, key);
    if (fi < 0) {
      *error = "no field '" + std::string(key) + "' in " + d->mnemonic;
      return std::nullopt;
    }
    if (seen[fi]) {
      *error = "field '" + std::string(key) + "' given twice";
      return std::nullopt;
    }
    seen[fi] = true;
    uint64_t v;
    if (!parse_value(d->fields[fi], val, &v, error)) return std::nullopt;
    set_field(w, d->fields[fi], v);
  }
  return w;
}

AsmResult assemble(std::string_view text) {
  AsmResult r;
  size_t line_no = 0;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++line_no;
    size_t c = line.find_first_of("#;");
    if (c != std::string_view::npos) line = line.substr(0, c);
    line = trim(line);
    if (line.empty()) continue;
    std::string err;
    auto w = assemble_line(line, &err);
    if (!w) {
      r.error = err;
      r.error_line = line_no;
      r.words.clear();
      return r;
    }
    r.words.push_back(*w);
  }
  return r;
}

}  // namespace tpb
