// Every example of README.md and docs/ that shows a command and its output is run, and what it
// prints is compared with what the page says, so that the documentation stays true.
//
// An example is a line of a code block (indented by 4 spaces or more, or between ``` fences)
// that begins with "$ "; a command ending with a backslash goes on on the next line. The lines
// after it, up to the next "$ " line, a blank line or the end of the block, are its output:
// standard output, then standard error. In the expected output a line "..." stands for any
// number of lines (none included), and "..." within a line for any text (`"depth":1,...}`,
// `line 8-15 5-9 ... 31x13`). The command runs through bash, with the built `pdn` first on the
// path, in a fresh folder where `samples/` is the project's samples and `docs/` an empty folder;
// the examples one after the other in a block (no blank line between them) share the folder, in
// order, so that one may look at what the one before wrote.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace {

namespace fs = std::filesystem;

const fs::path kSourceDir = DAMAS_SOURCE_DIR;

struct Example {
  std::string page;     // "docs/commands/convert.md"
  int line = 0;         // of the "$ " line, from 1
  std::string command;  // without the "$ "
  std::vector<std::string> output;
  bool follows = false;  // comes right after the example before it, in the same block
};

// Examples run one after the other in one folder.
struct Block {
  std::string page;
  int line = 0;  // of its first example
  std::vector<Example> examples;
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::size_t indent_of(std::string_view line) {
  const std::size_t first = line.find_first_not_of(' ');
  return first == std::string_view::npos ? line.size() : first;
}

bool is_blank(std::string_view line) { return indent_of(line) == line.size(); }

// The examples of one page, in order.
std::vector<Example> examples_of(const std::string& page) {
  const std::vector<std::string> lines = lines_of(read_text(kSourceDir / page));
  std::vector<Example> examples;
  bool fenced = false;
  bool follows = false;  // the last output ended at a "$ " line
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    if (line.substr(indent_of(line)).starts_with("```")) {
      fenced = !fenced;
      continue;
    }
    const std::size_t indent = indent_of(line);
    if (!(fenced || indent >= 4) || !line.substr(indent).starts_with("$ ")) continue;
    Example example{page, static_cast<int>(i + 1), std::string(line.substr(indent + 2)), {},
                    follows};
    follows = false;
    while (example.command.ends_with('\\') && i + 1 < lines.size()) {
      example.command.pop_back();
      ++i;
      example.command += lines[i].substr(indent_of(lines[i]));
    }
    for (; i + 1 < lines.size(); ++i) {
      const std::string_view next = lines[i + 1];
      follows = !is_blank(next) && indent_of(next) == indent && next.substr(indent).starts_with("$ ");
      if (follows || is_blank(next) || indent_of(next) < indent ||
          next.substr(indent_of(next)).starts_with("```")) {
        break;
      }
      example.output.emplace_back(next.substr(indent));
    }
    examples.push_back(std::move(example));
  }
  return examples;
}

std::vector<Example> all_examples() {
  std::vector<std::string> pages = {"README.md"};
  for (const fs::path& folder : {kSourceDir / "docs", kSourceDir / "docs" / "commands"}) {
    std::vector<std::string> found;
    for (const auto& entry : fs::directory_iterator(folder)) {
      if (entry.path().extension() == ".md") {
        found.push_back(fs::relative(entry.path(), kSourceDir).string());
      }
    }
    std::sort(found.begin(), found.end());
    pages.insert(pages.end(), found.begin(), found.end());
  }
  std::vector<Example> examples;
  for (const auto& page : pages) {
    auto more = examples_of(page);
    examples.insert(examples.end(), more.begin(), more.end());
  }
  return examples;
}

std::vector<Block> all_blocks() {
  std::vector<Block> blocks;
  for (Example& example : all_examples()) {
    if (!example.follows) blocks.push_back({example.page, example.line, {}});
    blocks.back().examples.push_back(std::move(example));
  }
  return blocks;
}

// Whether `line` is what `want` shows, each "..." in it standing for any text.
bool line_matches(std::string_view want, std::string_view line) {
  std::size_t dots = want.find("...");
  if (dots == std::string_view::npos) return want == line;
  if (!line.starts_with(want.substr(0, dots))) return false;
  line.remove_prefix(dots);
  want.remove_prefix(dots + 3);
  // Each piece between dots is taken at its first place, the last one at the end of the line.
  while ((dots = want.find("...")) != std::string_view::npos) {
    const std::size_t at = line.find(want.substr(0, dots));
    if (at == std::string_view::npos) return false;
    line.remove_prefix(at + dots);
    want.remove_prefix(dots + 3);
  }
  return line.size() >= want.size() && line.ends_with(want);
}

// Whether `actual` (from line a) is what `expected` (from line e) shows, with its "..." lines.
bool matches(const std::vector<std::string>& expected, std::size_t e,
             const std::vector<std::string>& actual, std::size_t a) {
  if (e == expected.size()) return a == actual.size();
  if (expected[e] == "...") {
    for (std::size_t skip = a; skip <= actual.size(); ++skip) {
      if (matches(expected, e + 1, actual, skip)) return true;
    }
    return false;
  }
  return a < actual.size() && line_matches(expected[e], actual[a]) &&
         matches(expected, e + 1, actual, a + 1);
}

std::string shell_quoted(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

// Names a block in the test's messages (instead of its bytes).
void PrintTo(const Block& block, std::ostream* out) { *out << block.page << ":" << block.line; }

// Runs `command` in `dir` with the built `pdn` first on the path: its standard output, then its
// standard error, as lines.
std::vector<std::string> run_in(const fs::path& dir, const std::string& command) {
  const fs::path bin = fs::path(DAMAS_PDN_BINARY).parent_path();
  const std::string script = "cd " + shell_quoted(dir.string()) + " && PATH=" +
                             shell_quoted(bin.string()) + ":\"$PATH\" && " + command;
  const std::string run = "bash -c " + shell_quoted(script) + " >" +
                          shell_quoted((dir / ".out").string()) + " 2>" +
                          shell_quoted((dir / ".err").string()) + " </dev/null";
  if (std::system(run.c_str()) == -1) return {"(could not run bash)"};
  std::vector<std::string> printed = lines_of(read_text(dir / ".out"));
  for (auto& line : lines_of(read_text(dir / ".err"))) printed.push_back(std::move(line));
  return printed;
}

class DocExample : public ::testing::TestWithParam<Block> {};

TEST_P(DocExample, PrintsWhatThePageShows) {
  const Block& block = GetParam();
  const fs::path dir = fs::temp_directory_path() /
                       ("damas-doc-example-" + std::to_string(::getpid()) + "-" +
                        std::to_string(block.line));
  fs::remove_all(dir);
  fs::create_directories(dir / "docs");
  fs::create_directory_symlink(kSourceDir / "samples", dir / "samples");
  for (const Example& example : block.examples) {
    const std::vector<std::string> printed = run_in(dir, example.command);
    EXPECT_TRUE(matches(example.output, 0, printed, 0))
        << example.page << ":" << example.line << ": $ " << example.command
        << "\n--- the page shows\n"
        << joined(example.output) << "--- it printed\n"
        << joined(printed);
  }
  fs::remove_all(dir);
}

std::string test_name(const ::testing::TestParamInfo<Block>& info) {
  std::string name;
  for (const char c : info.param.page) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name + "_line" + std::to_string(info.param.line);
}

INSTANTIATE_TEST_SUITE_P(Pages, DocExample, ::testing::ValuesIn(all_blocks()), test_name);

// The reader of the pages itself: an example of each kind is found, with its output.
TEST(DocExamples, ReadmeAndEveryCommandPageHaveExamples) {
  const std::vector<Example> examples = all_examples();
  for (const std::string page : {"README.md", "docs/commands/validate.md",
                                 "docs/commands/convert.md", "docs/commands/moves.md"}) {
    EXPECT_TRUE(std::any_of(examples.begin(), examples.end(),
                            [&](const Example& e) { return e.page == page && !e.output.empty(); }))
        << page;
  }
}

TEST(DocExamples, DotsStandForLinesOrTheRestOfALine) {
  const std::vector<std::string> actual = {"a", "b", "c", "d: 1,2,3"};
  EXPECT_TRUE(matches({"a", "...", "d: 1,..."}, 0, actual, 0));
  EXPECT_TRUE(matches({"...", "b", "c", "..."}, 0, actual, 0));
  EXPECT_FALSE(matches({"a", "c", "..."}, 0, actual, 0));
  EXPECT_FALSE(matches({"a", "b", "c"}, 0, actual, 0));
  EXPECT_FALSE(matches({"a", "...", "d: 2..."}, 0, actual, 0));
  EXPECT_TRUE(line_matches("line 8-15 ... 31x13", "line 8-15 5-9 9x18 31x13"));
  EXPECT_TRUE(line_matches("{\"a\":1,...}", "{\"a\":1,\"b\":[2]}"));
  EXPECT_TRUE(line_matches("a...b...c", "a-b-b-c"));
  EXPECT_FALSE(line_matches("a...b...c", "a-c-b"));
  EXPECT_FALSE(line_matches("ab...ba", "aba"));
}

}  // namespace
