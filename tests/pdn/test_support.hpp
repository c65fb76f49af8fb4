// Helpers shared by the PDN tests: where the corpus is, games read from a text, and
// (round_trip.hpp) "same record" comparison for round trips.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/pdn/visitor.hpp"
#include "round_trip.hpp"

namespace damas::pdn::testing {

// The real-world corpus beside the repository, or an empty path when it is not there.
std::filesystem::path corpus_dir();
// Every PDN-like file under `dir` (.pdn, .phn, .fen), sorted.
std::vector<std::filesystem::path> pdn_files(const std::filesystem::path& dir);
std::string read_bytes(const std::filesystem::path& path);

// The one game of `text` (read_games with `options`); a test failure when it holds none or
// several, or when the reading reported an error.
Game only_game(std::string_view text, const ReadOptions& options = {});
// The games of `text` as an input named "t.pdn" gives them (GameReader::from_text).
std::vector<ArchiveGame> archive_games(std::string text, const ArchiveOptions& options = {});
// Replay options that leave the tags unchecked (the games of these tests have none).
ReplayOptions without_tag_checks();

// Every call of the reader with its position, and the bytes each game was read from: to compare
// two ways of reading the same bytes.
class CallLog : public Visitor {
 public:
  std::string text;                // the calls, input_text's bytes apart (texts)
  std::vector<std::string> texts;  // of each input_text call, in order
  // `texts`, with the blanks that begin one moved to the end of the one before, and a text left
  // empty dropped: the texts of a stream, which passes a game's text on as far as it has come
  // (the blanks after it that come later go with the next: Visitor::input_waits), as a text in
  // memory gives them.
  std::vector<std::string> texts_blanks_joined() const;
  // The calls, then each of texts_blanks_joined() as "text <...>": what two ways of reading
  // the same bytes must agree on.
  std::string calls_and_texts() const;
  void begin_game(std::size_t n, SourcePosition p) override { add("begin ", std::to_string(n), p); }
  void tag(std::string_view name, std::string_view value, SourcePosition p) override {
    add(name, value, p);
  }
  void move(const MoveEvent& m) override { add("", m.text, m.position); }
  void nag(int v, SourcePosition p) override { add("$", std::to_string(v), p); }
  void comment(std::string_view t, SourcePosition p) override { add("{", t, p); }
  void escape_line(std::string_view t, SourcePosition p) override { add("%", t, p); }
  void setup(std::string_view t, SourcePosition p) override { add("/", t, p); }
  void begin_variation(SourcePosition p) override { add("(", "", p); }
  void end_variation() override { text += ")\n"; }
  void result(std::string_view t, SourcePosition p) override { add("", t, p); }
  void end_game() override { text += "end\n"; }
  void error(const ReadError& e) override;
  void input_text(std::string_view bytes) override;

 private:
  void add(std::string_view kind, std::string_view what, SourcePosition p);
};

}  // namespace damas::pdn::testing
