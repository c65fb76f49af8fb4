#include "plain_scan_agreement.hpp"

#include <optional>
#include <sstream>
#include <utility>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/plain_game.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::pdn::testing {
namespace {

// Each game of a text as the reader delimits it: where it starts, its length (its input_text)
// and whether it had an error.
struct DelimitedGame {
  std::size_t number = 0;
  SourcePosition position;
  std::size_t length = 0;
  bool failed = false;

  friend bool operator==(const DelimitedGame&, const DelimitedGame&) = default;
};

std::string describe(const DelimitedGame& game) {
  std::ostringstream out;
  out << "game " << game.number << " at byte " << game.position.byte << " (line "
      << game.position.line << ", column " << game.position.column << "), " << game.length
      << " bytes" << (game.failed ? ", with an error" : "");
  return out.str();
}

class GameEnds : public Visitor {
 public:
  void begin_game(std::size_t number, SourcePosition position) override {
    games.push_back({number, position, 0, false});
    in_game_ = true;
  }
  void error(const ReadError&) override { games.back().failed = true; }
  void input_text(std::string_view bytes) override {
    if (in_game_) games.back().length = bytes.size();
    in_game_ = false;
  }
  std::vector<DelimitedGame> games;

 private:
  bool in_game_ = false;
};

// By the grammar alone, or (`game_ends_only`) delimiting plain games by the scan.
std::vector<DelimitedGame> read_game_ends(std::string_view text, bool game_ends_only) {
  GameEnds ends;
  ReadOptions options;
  options.game_ends_only = game_ends_only;
  options.plain_games_by_scan = false;
  read_text(text, "test", ends, options);
  return ends.games;
}

// Every call the reader makes, with all its arguments, one line each (see reader_calls).
class CallRecorder : public Visitor {
 public:
  CallRecorder(std::size_t skip_every, std::size_t skip_at)
      : skip_every_(skip_every), skip_at_(skip_at) {}

  void begin_game(std::size_t number, SourcePosition position) override {
    items_ = 0;
    skipping_ = skip_every_ != 0 && number % skip_every_ == 0;
    line("begin_game") << number << at(position);
    item();
  }
  void tag(std::string_view name, std::string_view value, SourcePosition position) override {
    line("tag") << name << '=' << value << at(position);
    item();
  }
  void move(const MoveEvent& move) override {
    std::ostream& out = line("move");
    if (move.number) out << move.number->number << (move.number->second_player ? "..." : ".");
    out << '|' << move.text << '|';
    for (const Square& square : move.squares) out << square.number << square.name() << ',';
    out << '|' << static_cast<int>(move.separator) << '|' << move.strength << at(move.position);
    item();
  }
  void nag(int value, SourcePosition position) override {
    line("nag") << value << at(position);
    item();
  }
  void comment(std::string_view text, SourcePosition position) override {
    line("comment") << text << at(position);
    item();
  }
  void escape_line(std::string_view text, SourcePosition position) override {
    line("escape_line") << text << at(position);
    item();
  }
  void setup(std::string_view text, SourcePosition position) override {
    line("setup") << text << at(position);
    item();
  }
  void begin_variation(SourcePosition position) override {
    line("begin_variation") << at(position);
    item();
  }
  void end_variation() override { line("end_variation"); }
  void result(std::string_view text, SourcePosition position) override {
    line("result") << text << at(position);
    item();
  }
  void end_game() override { line("end_game"); }
  void error(const ReadError& error) override {
    line("error") << error.game << ' ' << error.message << at(error.position);
  }
  void warning(const ReadWarning& warning) override {
    line("warning") << static_cast<int>(warning.kind) << ' ' << warning.message
                    << at(warning.position);
  }
  void input_text(std::string_view bytes) override { line("input_text") << bytes; }

  std::vector<std::string> finish() {
    flush();
    return std::move(lines_);
  }

 private:
  struct At {
    SourcePosition position;
  };
  friend std::ostream& operator<<(std::ostream& out, At a) {
    return out << " @" << a.position.line << ':' << a.position.column << '/' << a.position.byte;
  }
  static At at(SourcePosition position) { return {position}; }

  std::ostream& line(const char* call) {
    flush();
    out_ << call << ' ';
    return out_;
  }
  void flush() {
    if (!out_.str().empty()) lines_.push_back(out_.str());
    out_.str("");
  }
  void item() {
    if (skipping_ && ++items_ == skip_at_) skip_game();
  }

  std::vector<std::string> lines_;
  std::ostringstream out_;
  std::size_t skip_every_;
  std::size_t skip_at_;
  std::size_t items_ = 0;
  bool skipping_ = false;
};

// The games and errors a GameBuilder gives for `text` (read_games), plain games read by the scan
// (and then built by the reader itself) or by the grammar; errors as their text.
struct BuiltGames {
  std::vector<Game> games;
  std::vector<std::string> errors;
};

BuiltGames build_games(std::string_view text, bool plain_games_by_scan) {
  ReadOptions options;
  options.plain_games_by_scan = plain_games_by_scan;
  std::vector<ReadError> errors;
  BuiltGames built{read_games(text, &errors, options), {}};
  for (const ReadError& error : errors) built.errors.push_back(error.to_string());
  return built;
}

// Everything a replay found, for comparing two replays.
std::string replay_text(const ReplayedGame& r) {
  std::ostringstream out;
  out << r.replayed << ' ' << (r.replayed ? rules::describe(r.rules) : "") << " start "
      << rules::to_fen(r.start) << " plies " << r.recorded_plies << " first " << r.first_number
      << " outcome " << rules::result_text(r.outcome.result) << ' '
      << rules::reason_text(r.outcome.reason) << ' ' << r.outcome.ply << " claim "
      << (r.claim ? rules::reason_text(r.claim->reason) : "-") << ' '
      << (r.claim ? r.claim->ply : 0) << "\nmain line";
  for (const rules::Move& move : r.main_line) out << ' ' << rules::route_text(move);
  if (r.family) {
    const rules::family::Board board(r.family->variant.board);
    out << "\n" << r.family->variant.name << ' '
        << rules::family::to_fen(board, r.family->start, false);
    for (const rules::family::Move& move : r.family->main_line) {
      out << ' ' << rules::family::move_text(r.family->variant, board, move);
    }
  }
  for (const Diagnostic& d : r.diagnostics) {
    out << '\n'
        << severity_text(d.severity) << ' ' << code_text(d.code) << ' '
        << (d.reason ? rules::reason_text(*d.reason) : "-") << " ply " << d.ply << " '" << d.move
        << "' @" << d.position.line << ':' << d.position.column << '/' << d.position.byte << ' '
        << d.message << " board " << (d.board ? rules::to_fen(*d.board) : "-");
  }
  return out.str();
}

// The first of two lists of texts where they differ, or "".
std::string first_difference(const std::vector<std::string>& by_scan,
                             const std::vector<std::string>& by_grammar, std::string_view what) {
  if (by_scan == by_grammar) return "";
  std::size_t i = 0;
  while (i < by_scan.size() && i < by_grammar.size() && by_scan[i] == by_grammar[i]) ++i;
  return std::string(what) + ", number " + std::to_string(i) + ":" +
         "\n  by the scan:    " + (i < by_scan.size() ? by_scan[i] : "(none)") +
         "\n  by the grammar: " + (i < by_grammar.size() ? by_grammar[i] : "(none)");
}

std::string built_games_difference(std::string_view text) {
  const BuiltGames by_scan = build_games(text, true);
  const BuiltGames by_grammar = build_games(text, false);
  std::string difference =
      first_difference(by_scan.errors, by_grammar.errors, "read_games: errors");
  if (!difference.empty()) return difference;
  if (by_scan.games.size() != by_grammar.games.size()) {
    return "read_games: " + std::to_string(by_scan.games.size()) + " games by the scan, " +
           std::to_string(by_grammar.games.size()) + " by the grammar";
  }
  for (std::size_t i = 0; i < by_scan.games.size(); ++i) {
    if (!(by_scan.games[i] == by_grammar.games[i])) {
      return "read_games: game " + std::to_string(by_grammar.games[i].number) + " differs";
    }
    if (by_scan.games[i].read_warnings != by_grammar.games[i].read_warnings) {
      return "read_games: game " + std::to_string(by_grammar.games[i].number) +
             " has other warnings of the reader";
    }
  }
  return "";
}

}  // namespace

std::string game_ends_difference(std::string_view text, std::size_t& plain) {
  const std::vector<DelimitedGame> games = read_game_ends(text, false);
  for (const DelimitedGame& game : games) {
    const std::size_t length = plain_game_length(text.substr(game.position.byte));
    if (length == 0) continue;
    ++plain;
    if (game.failed || length != game.length) {
      return "plain_game_length: " + std::to_string(length) + " bytes for the grammar's " +
             describe(game);
    }
  }
  const std::vector<DelimitedGame> delimited = read_game_ends(text, true);
  if (delimited == games) return "";
  std::size_t i = 0;
  while (i < delimited.size() && i < games.size() && delimited[i] == games[i]) ++i;
  return "game_ends_only: " + (i < delimited.size() ? describe(delimited[i]) : "no game") +
         ", by the grammar " + (i < games.size() ? describe(games[i]) : "no game");
}

std::vector<std::string> reader_calls(std::string_view text, bool plain_games_by_scan,
                                      std::size_t skip_every, std::size_t skip_at) {
  CallRecorder recorder(skip_every, skip_at);
  ReadOptions options;
  options.plain_games_by_scan = plain_games_by_scan;
  read_text(text, "test", recorder, options);
  return recorder.finish();
}

std::string replays_difference(std::string_view text, const ReplayOptions& options,
                               std::size_t& replayed) {
  const BuiltGames built = build_games(text, false);
  std::vector<Game> games;
  std::vector<std::optional<ReplayedGame>> replays;  // nullopt: the game came built
  std::vector<std::string> errors;
  GameBuilder builder(
      [&](Game&& game) {
        games.push_back(std::move(game));
        replays.emplace_back();
      },
      [&](const ReadError& error) { errors.push_back(error.to_string()); }, "<text>");
  builder.replay_plain_games(options, [&](Game&& game, ReplayedGame&& replay) {
    games.push_back(std::move(game));
    replays.emplace_back(std::move(replay));
  });
  read_text(text, "<text>", builder);
  std::string difference = first_difference(errors, built.errors, "replay_plain_games: errors");
  if (!difference.empty()) return difference;
  if (games.size() != built.games.size()) {
    return "replay_plain_games: " + std::to_string(games.size()) + " games, " +
           std::to_string(built.games.size()) + " built by the grammar";
  }
  for (std::size_t i = 0; i < games.size(); ++i) {
    const Game& expected = built.games[i];
    const std::string game = "replay_plain_games: game " + std::to_string(expected.number);
    if (!replays[i]) {
      if (!(games[i] == expected)) return game + " (built) differs";
      continue;
    }
    ++replayed;
    Game without_moves = expected;
    without_moves.moves = {};
    if (!(games[i] == without_moves)) return game + ": the model differs";
    const std::string as_read = replay_text(*replays[i]);
    const std::string as_built = replay_text(replay(expected, options));
    if (as_read != as_built) {
      return game + ": the replay differs\n  as read:  " + as_read + "\n  as built: " + as_built;
    }
  }
  return "";
}

std::string reading_difference(std::string_view text) {
  std::size_t replayed = 0;
  std::string difference = replays_difference(text, {}, replayed);
  if (difference.empty()) difference = built_games_difference(text);
  for (const auto& [skip_every, skip_at] :
       {std::pair<std::size_t, std::size_t>{0, 0}, {2, 1}, {3, 4}}) {
    if (!difference.empty()) break;
    difference = first_difference(reader_calls(text, true, skip_every, skip_at),
                                  reader_calls(text, false, skip_every, skip_at),
                                  "reader calls (skipping every " + std::to_string(skip_every) +
                                      "th game at item " + std::to_string(skip_at) + ")");
  }
  return difference;
}

}  // namespace damas::pdn::testing
