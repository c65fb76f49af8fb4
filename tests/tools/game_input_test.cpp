// Splitting the inputs into game texts and reading each text on its own (what `-j N` does)
// gives exactly the games that reading the inputs in one pass gives: same models, errors,
// numbers, positions and original texts, on awkward texts written here, the hostile inputs,
// the samples and (when it is there) the real-world corpus.
#include "game_input.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "hostile_inputs.hpp"

namespace damas::cli {
namespace {

namespace fs = std::filesystem;

std::vector<InputGame> read_whole(const std::string& path, const InputOptions& options) {
  std::vector<InputGame> games;
  EXPECT_TRUE(
      read_inputs("test", {path}, options, [&](InputGame&& g) { games.push_back(std::move(g)); }));
  return games;
}

std::vector<InputGame> read_split(const std::string& path, const InputOptions& options,
                                  std::size_t slice_bytes) {
  std::vector<InputSlice> slices;
  EXPECT_TRUE(split_inputs("test", {path}, options, slice_bytes,
                           [&](InputSlice&& s) { slices.push_back(std::move(s)); }));
  std::vector<InputGame> games;
  for (InputSlice& slice : slices) {
    const std::size_t expected = slice.games;
    EXPECT_GE(expected, 1u);
    EXPECT_LE(expected, slice_bytes == 0 ? 1u : kMaxSliceGames);
    const std::size_t before = games.size();
    read_slice(std::move(slice), options, [&](InputGame&& g) { games.push_back(std::move(g)); });
    EXPECT_EQ(games.size() - before, expected) << path;
  }
  return games;
}

std::string error_text(const InputGame& g) { return g.error ? g.error->to_string() : "none"; }

// Compares the two ways of reading `path`, with and without the games' texts, in slices of one
// game and of a few.
void expect_same_games(const std::string& path) {
  for (const auto& [keep_text, slice_bytes] :
       {std::pair{false, 0}, std::pair{true, 0}, std::pair{false, 300}, std::pair{true, 300}}) {
    InputOptions options;
    options.keep_text = keep_text;
    options.json = true;
    const std::vector<InputGame> whole = read_whole(path, options);
    const std::vector<InputGame> split = read_split(path, options, slice_bytes);
    ASSERT_EQ(whole.size(), split.size()) << path;
    for (std::size_t i = 0; i < whole.size(); ++i) {
      SCOPED_TRACE(path + ", game " + std::to_string(i + 1) + ", slices of " +
                   std::to_string(slice_bytes) + " bytes" + (keep_text ? ", texts kept" : ""));
      EXPECT_EQ(whole[i].source, split[i].source);
      EXPECT_EQ(error_text(whole[i]), error_text(split[i]));
      EXPECT_EQ(whole[i].game.number, split[i].game.number);
      EXPECT_EQ(whole[i].game.position, split[i].game.position);
      EXPECT_EQ(whole[i].game.tags, split[i].game.tags);
      EXPECT_TRUE(whole[i].game == split[i].game);
      EXPECT_EQ(whole[i].text, split[i].text);
      if (::testing::Test::HasFailure()) return;  // the first difference is enough
    }
  }
}

class TempFile {
 public:
  TempFile(const std::string& name, const std::string& text)
      : path_((fs::temp_directory_path() / ("damas-game-input-" + name)).string()) {
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { fs::remove(path_); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

TEST(SplitInputs, AwkwardTextsGiveTheSameGames) {
  const std::vector<std::string> texts = {
      // text before the first game, comments before tags, a game without tags, no terminator
      "notes\n\n{before} [Event \"a\"]\n[Result \"1-0\"]\n1. 32-28 19-23 1-0\n"
      "1. 32-28 * [Event \"b\"] 1. 31-27 {end}\n\n\n[Event \"c\"]\n",
      // errors in tags and in moves, recovery, a game right after an error on the same line
      "[Event \"a\n1. 32-28 *\n[Event \"b\"]\n1. 32-28 ( 1-0\n[Event \"c\"]1. 32-28 1-0 ",
      // CRLF, Latin-1, a byte order mark, a game that starts mid-line after a terminator
      "\xEF\xBB\xBF[Event \"caf\xE9\"]\r\n1. 32-28 19-23 2-0 [Event \"d\"] 1. 30x19 0-2\r\n",
      // escape lines, ; comments, variations, a trailing comment after the last game
      "% escape\n[Event \"e\"]\n; old comment\n1. 32-28 (1. 31-27) 19-23 $1 *\n{after everything}",
      // only blanks and comments: no game at all
      "  \n {nothing} \n",
      "",
  };
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const TempFile file("awkward-" + std::to_string(i) + ".pdn", texts[i]);
    expect_same_games(file.path());
  }
}

TEST(SplitInputs, JsonLinesGiveTheSameGames) {
  const TempFile file(
      "lines.jsonl",
      "{\"tags\": [], \"moves\": []}\n\n{broken\n{\"tags\": [[\"Event\", \"x\"]]}\n");
  expect_same_games(file.path());
}

TEST(SplitInputs, HostileInputsGiveTheSameGames) {
  for (const test::HostileInput& input : test::hostile_inputs(0.0005)) {
    const TempFile file(input.name + ".pdn", input.text);
    expect_same_games(file.path());
  }
}

TEST(SplitInputs, SamplesGiveTheSameGames) {
  for (const auto& entry : fs::directory_iterator(DAMAS_SAMPLES_DIR)) {
    if (entry.path().extension() == ".pdn") expect_same_games(entry.path().string());
  }
}

TEST(SplitInputs, CorpusGivesTheSameGames) {
  if (!fs::is_directory(DAMAS_CORPUS_DIR)) {
    GTEST_SKIP() << "corpus not found at " DAMAS_CORPUS_DIR " (it lives beside the repository)";
  }
  std::size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(DAMAS_CORPUS_DIR)) {
    const std::string ext = entry.path().extension().string();
    if (entry.is_regular_file() && (ext == ".pdn" || ext == ".phn" || ext == ".fen")) {
      expect_same_games(entry.path().string());
      ++files;
    }
  }
  EXPECT_GT(files, 100u);
}

}  // namespace
}  // namespace damas::cli
