// Builds the game model from the reader's calls.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/pdn/visitor.hpp"

namespace damas::pdn {

namespace detail {
class PlainGameBuilder;
}

// Hands each game to `on_game` when it ends; games with errors go to `on_error` instead (the
// reader reports the error first) and are not built. Placement rules, so that writing a game
// and reading it back gives the same model:
//   - comments before a game's first move (also those before or between its tags) go to the
//     first move's `before`; comments after a move go to its `after` until a variation or the
//     next move, then to the next move's `before`, or to the line's `trailing` at its end;
//   - NAGs go to the last move of the line; `*` used as a move strength (old English books)
//     becomes NAG $7, the forced-move glyph PDN 3.0 asks for instead;
//   - a variation or NAG before any move of its line has no move to attach to: the game is
//     reported as an error;
//   - the reader's warnings go to Game::read_warnings; a game's end in a printed form (see
//     result.hpp) becomes the PDN result it stands for, with a warning; "abandono" alone is
//     won by the side that was not to move after the last move of the main line (counted from
//     the FEN tag's side, or White; "*" when the FEN tag does not say, or the GameType is not
//     28 or 24).
// Games in the plain form of plain_game.hpp are built by the reader itself, by the same rules
// (ReadOptions::plain_games_by_scan), without the calls for their items. So that a subclass sees
// the same calls whichever way a game is read, it cannot override the calls for items (final):
// it hears begin_game, end_game, input_text, error and warning, for every game alike. A visitor
// that wants every item derives from Visitor.
class GameBuilder : public Visitor {
 public:
  // `source` names the input in the errors the builder itself finds.
  explicit GameBuilder(std::function<void(Game&&)> on_game,
                       std::function<void(const ReadError&)> on_error = {},
                       std::string source = {});

  void begin_game(std::size_t number, SourcePosition position) override;
  void tag(std::string_view name, std::string_view value, SourcePosition position) final;
  void move(const MoveEvent& move) final;
  void nag(int value, SourcePosition position) final;
  void comment(std::string_view text, SourcePosition position) final;
  void escape_line(std::string_view text, SourcePosition position) final;
  void setup(std::string_view text, SourcePosition position) final;
  void begin_variation(SourcePosition position) final;
  void end_variation() final;
  void result(std::string_view text, SourcePosition position) final;
  void end_game() override;
  void error(const ReadError& error) override;
  void warning(const ReadWarning& warning) override;

  // From now on, the games in the plain form (see above) are replayed by the reader as it reads
  // them, with `options` (whose record_moves must be false: there are no nodes to point at),
  // instead of being built: such a game goes to `on_replayed`, with its replay, and its model
  // has its number, position, tags and result but no moves (nor their comments and NAGs).
  // Other games are built and go to on_game as before, to be replayed by replay(); so is a
  // plain game whose replay finds it looks like another variant (the replay then tries its
  // moves under that variant's rules, which needs them). Replaying while reading spares
  // building a node per move, for tools that want only the verdict.
  using ReplayedHandler = std::function<void(Game&&, ReplayedGame&&)>;
  void replay_plain_games(const ReplayOptions& options, ReplayedHandler on_replayed);

 protected:
  // The game being built; after an error, what was read of it (its tags, for a report).
  const Game& game_so_far() const { return game_; }

 private:
  // The line being read, and where its next remark goes.
  struct Level {
    Line* line;
    std::vector<Remark> pending;   // remarks waiting for the line's next move
    bool after_variation = false;  // the last thing read in the line was a variation
  };

  friend class detail::PlainGameBuilder;
  // Takes `game`, built by the reader, as the game begun (keeping the number and position given
  // to begin_game); its end_game hands it on, to on_replayed with `replayed` when given.
  void adopt(Game&& game, std::optional<ReplayedGame>&& replayed = std::nullopt);
  // The options of replay_plain_games, if it was called.
  const std::optional<ReplayOptions>& plain_replay_options() const { return plain_replay_; }

  void add_remark(Remark remark);
  void printed_end(std::string_view written, const GameEnd& end, SourcePosition position);
  void decide_resignation();
  void fail(SourcePosition position, std::string message);
  Node* last_node();
  void close_level();

  std::function<void(Game&&)> on_game_;
  std::function<void(const ReadError&)> on_error_;
  std::string source_;
  Game game_;
  std::vector<Level> levels_;  // the main line first, then each open variation
  bool failed_ = false;
  std::optional<Result> resignation_;  // "abandono" alone, as written: see decide_resignation
  std::optional<ReplayOptions> plain_replay_;  // see replay_plain_games
  ReplayedHandler on_replayed_;
  std::optional<ReplayedGame> replayed_;  // of the game begun, replayed by the reader
};

// Convenience for tests and small tools: every game of a text, errors appended to `errors`.
std::vector<Game> read_games(std::string_view text, std::vector<ReadError>* errors = nullptr,
                             const ReadOptions& options = {});

}  // namespace damas::pdn
