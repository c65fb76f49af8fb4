#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>
#include <utility>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/game_reader.hpp"

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

Game only_game(std::string_view text, const ReadOptions& options) {
  std::vector<ReadError> errors;
  std::vector<Game> games = read_games(text, &errors, options);
  EXPECT_TRUE(errors.empty()) << errors.front().to_string();
  EXPECT_EQ(games.size(), 1U) << text;
  return games.empty() ? Game{} : std::move(games.front());
}

ReplayOptions without_tag_checks() {
  ReplayOptions options;
  options.check_tags = false;
  return options;
}

std::vector<ArchiveGame> archive_games(std::string text, const ArchiveOptions& options) {
  GameReader reader = GameReader::from_text(std::move(text), "t.pdn", options);
  std::vector<ArchiveGame> games;
  while (std::optional<ArchiveGame> game = reader.next()) games.push_back(std::move(*game));
  return games;
}

void CallLog::error(const ReadError& e) {
  text += e.to_string();
  text += '\n';
}

void CallLog::input_text(std::string_view bytes) { texts.emplace_back(bytes); }

std::string CallLog::calls_and_texts() const {
  std::string all = text;
  for (const std::string& t : texts_blanks_joined()) all += "text <" + t + ">\n";
  return all;
}

std::vector<std::string> CallLog::texts_blanks_joined() const {
  std::vector<std::string> joined;
  for (const std::string& t : texts) {
    const std::size_t blanks =
        joined.empty() ? 0 : std::min(t.find_first_not_of(" \t\r\n\f\v"), t.size());
    if (blanks > 0) joined.back() += t.substr(0, blanks);
    if (blanks < t.size()) joined.push_back(t.substr(blanks));
  }
  return joined;
}

void CallLog::add(std::string_view kind, std::string_view what, SourcePosition p) {
  text += kind;
  text += what;
  text += " @";
  text += std::to_string(p.line);
  text += ':';
  text += std::to_string(p.column);
  text += '/';
  text += std::to_string(p.byte);
  text += '\n';
}

}  // namespace damas::pdn::testing
