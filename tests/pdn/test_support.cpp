#include "test_support.hpp"

#include <algorithm>
#include <fstream>
#include <span>
#include <sstream>
#include <variant>

#include "damas/pdn/writer.hpp"

namespace damas::pdn::testing {

namespace fs = std::filesystem;

fs::path corpus_dir() {
  const fs::path dir = DAMAS_CORPUS_DIR;
  return fs::is_directory(dir) ? dir : fs::path();
}

std::vector<fs::path> pdn_files(const fs::path& dir) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    const auto ext = entry.path().extension();
    if (entry.is_regular_file() && (ext == ".pdn" || ext == ".phn" || ext == ".fen")) {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

namespace {

std::string remark_text(const Remark& remark) {
  if (const auto* comment = std::get_if<Comment>(&remark)) {
    // The writer's one documented loss: a comment over several lines holding '}' (read from
    // parentheses) has its '}' written as ')'.
    std::string text = comment->text;
    if (text.find('\n') != std::string::npos) std::replace(text.begin(), text.end(), '}', ')');
    return "{" + text + "}";
  }
  if (const auto* escape = std::get_if<EscapeLine>(&remark)) return "%" + escape->text;
  return "/" + std::get<Setup>(remark).text + "/";
}

std::string remarks_difference(std::span<const Remark> a, std::span<const Remark> b,
                               const std::string& where) {
  if (a.size() != b.size()) {
    return where + ": " + std::to_string(a.size()) + " remarks became " + std::to_string(b.size());
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].index() != b[i].index() || remark_text(a[i]) != remark_text(b[i])) {
      return where + ": remark " + remark_text(a[i]) + " became " + remark_text(b[i]);
    }
  }
  return {};
}

std::string line_difference(const Line& a, const Line& b, const std::string& where) {
  if (a.nodes.size() != b.nodes.size()) {
    return where + ": " + std::to_string(a.nodes.size()) + " moves became " +
           std::to_string(b.nodes.size());
  }
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    const Node& x = a.nodes[i];
    const Node& y = b.nodes[i];
    const std::string at = where + " move " + std::to_string(i + 1) + " (" + x.move.text + ")";
    if (auto d = remarks_difference(x.before, y.before, at + " before"); !d.empty()) return d;
    if (x.move.squares != y.move.squares || is_capture(x.move.separator) != is_capture(y.move.separator)) {
      return at + ": move became " + y.move.text;
    }
    if (x.strength != y.strength) return at + ": strength " + x.strength + " became " + y.strength;
    if (x.nags.size() != y.nags.size()) return at + ": NAG count changed";
    for (std::size_t n = 0; n < x.nags.size(); ++n) {
      if (x.nags[n].value != y.nags[n].value) return at + ": NAG changed";
    }
    if (auto d = remarks_difference(x.after, y.after, at + " after"); !d.empty()) return d;
    if (x.variations.size() != y.variations.size()) return at + ": variation count changed";
    for (std::size_t v = 0; v < x.variations.size(); ++v) {
      if (auto d = line_difference(x.variations[v], y.variations[v], at + " variation " + std::to_string(v + 1));
          !d.empty()) {
        return d;
      }
    }
  }
  return remarks_difference(a.trailing, b.trailing, where + " end");
}

}  // namespace

std::string record_difference(const Game& original, const Game& reread) {
  const std::vector<const Tag*> tags = ordered_tags(original);
  if (tags.size() != reread.tags.size()) return "tag count changed";
  for (std::size_t i = 0; i < tags.size(); ++i) {
    const std::string expected =
        tags[i]->name == "FEN" ? canonical_fen(original, tags[i]->value) : tags[i]->value;
    if (tags[i]->name != reread.tags[i].name || expected != reread.tags[i].value) {
      return "tag [" + tags[i]->name + " \"" + expected + "\"] became [" + reread.tags[i].name +
             " \"" + reread.tags[i].value + "\"]";
    }
  }
  if (auto d = line_difference(original.moves, reread.moves, "main line"); !d.empty()) return d;
  const std::string result = written_terminator(original);
  if (!reread.result || reread.result->text != result) return "result changed";
  return {};
}

}  // namespace damas::pdn::testing
