#include "damas/pdn/builder.hpp"

#include <algorithm>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include <fmt/core.h>

#include "damas/pdn/comment.hpp"
#include "damas/pdn/result.hpp"
#include "damas/rules/position.hpp"

namespace damas::pdn {

namespace {

constexpr std::size_t kMainLineRoom = 80;
// The seven standard tags and a few more: room for them at the first tag spares four regrowths
// a game (made at the first tag, not at begin_game: a game the reader built is adopted whole).
constexpr std::size_t kTagRoom = 12;

// Converts to what `make` returns, so that emplace_back builds the element in place: the
// conversion's result initialises it, with no temporary to move (a Tag pushed back moved its
// two strings, out of line).
template <typename Make>
struct InPlace {
  Make make;

  // Implicit: emplace_back converts it.
  operator std::invoke_result_t<const Make&>() const { return make(); }
};
// Spelled out for clang 14, which does not deduce an aggregate's template arguments.
template <typename Make>
InPlace(Make) -> InPlace<Make>;

// Strings made from a view's iterators, std::string's construction inlined into the callers
// (flatten, always_inline): out of line, it cost 40 instructions for a move's five bytes.
[[gnu::always_inline, gnu::flatten]] inline std::string copy_of(std::string_view text) {
  return std::string(text.begin(), text.end());
}

// A move's squares, sized once and then copied through a pointer: boost's range constructor
// copies a span's elements through its general algorithm, and pushing them one at a time kept
// the size in memory, each push waiting for the one before (a sixth of the reading function's
// samples in a profile).
// Two squares, nearly every move, are two plain stores.
[[gnu::always_inline]] inline Squares squares_of(std::span<const Square> squares) {
  Squares out(squares.size(), boost::container::default_init);
  Square* to = out.data();
  if (squares.size() == 2) {
    to[0] = squares[0];
    to[1] = squares[1];
  } else {
    std::copy(squares.begin(), squares.end(), to);
  }
  return out;
}

}  // namespace

GameBuilder::GameBuilder(std::function<void(Game&&)> on_game,
                         std::function<void(const ReadError&)> on_error, std::string source)
    : on_game_(std::move(on_game)), on_error_(std::move(on_error)), source_(std::move(source)) {}

void GameBuilder::replay_plain_games(const ReplayOptions& options, ReplayedHandler on_replayed) {
  if (options.record_moves) {
    throw std::invalid_argument("replay_plain_games: record_moves needs the moves built");
  }
  plain_replay_ = options;
  on_replayed_ = std::move(on_replayed);
}

void GameBuilder::begin_game(std::size_t number, SourcePosition position) {
  game_ = Game{};
  replayed_.reset();
  game_.number = number;
  game_.position = position;
  levels_.clear();
  levels_.push_back({&game_.moves, {}, false});
  failed_ = false;
  resignation_.reset();
}

void GameBuilder::tag(std::string_view name, std::string_view value, SourcePosition position) {
  if (game_.tags.empty()) game_.tags.reserve(kTagRoom);
  game_.tags.emplace_back(InPlace{[&] { return Tag{copy_of(name), copy_of(value), position}; }});
}

Node* GameBuilder::last_node() {
  std::vector<Node>& nodes = levels_.back().line->nodes;
  return nodes.empty() ? nullptr : &nodes.back();
}

void GameBuilder::move(const MoveEvent& event) {
  Level& level = levels_.back();
  std::vector<Node>& nodes = level.line->nodes;
  // Main lines run to dozens of moves: room for them at once spares the regrowths that would
  // move every node several times over.
  if (nodes.empty() && levels_.size() == 1) nodes.reserve(kMainLineRoom);
  // A node built in place from the event: a default node assigned member by member cost twice
  // as much, its text copied through std::string's general replace.
  Node& node = nodes.emplace_back(InPlace{[&event] {
    return Node{.before = {},
                .number = event.number,
                .move = Move{.text = copy_of(event.text),
                             .squares = squares_of(event.squares),
                             .separator = event.separator},
                .position = event.position,
                .strength = {},
                .nags = {},
                .after = {},
                .variations = {}};
  }});
  if (!level.pending.empty()) {  // usually empty: then leave both alone (this runs per move)
    node.before = std::move(level.pending);
    level.pending.clear();
  }
  level.after_variation = false;
  if (event.strength.empty()) return;
  node.strength = event.strength;
  if (const auto star = node.strength.find('*'); star != std::string::npos) {
    node.strength.erase(star, 1);
    node.nags.push_back({7, event.position});
  }
}

void GameBuilder::nag(int value, SourcePosition position) {
  Node* node = last_node();
  if (node == nullptr) return fail(position, "NAG before any move of its line");
  node->nags.push_back({value, position});
}

void GameBuilder::add_remark(Remark remark) {
  Level& level = levels_.back();
  Node* node = last_node();
  if (node != nullptr && !level.after_variation) {
    node->after.push_back(std::move(remark));
  } else {
    level.pending.push_back(std::move(remark));
  }
}

void GameBuilder::comment(std::string_view text, SourcePosition position) {
  add_remark(Comment{std::string(text), parse_commands(text), position});
}

void GameBuilder::escape_line(std::string_view text, SourcePosition position) {
  add_remark(EscapeLine{std::string(text), position});
}

void GameBuilder::setup(std::string_view text, SourcePosition position) {
  add_remark(Setup{std::string(text), position});
}

void GameBuilder::begin_variation(SourcePosition position) {
  Node* node = last_node();
  if (node == nullptr) return fail(position, "variation before any move of its line");
  // Earlier variations of this node are closed, so growing the vector moves nothing in use.
  Line& line = node->variations.emplace_back();
  levels_.push_back({&line, {}, false});
}

void GameBuilder::close_level() {
  Level& level = levels_.back();
  for (Remark& remark : level.pending) level.line->trailing.push_back(std::move(remark));
  levels_.pop_back();
}

void GameBuilder::end_variation() {
  close_level();
  levels_.back().after_variation = true;
}

void GameBuilder::result(std::string_view text, SourcePosition position) {
  const GameEnd end = read_game_end(text);
  if (end.printed) return printed_end(text, end, position);
  game_.result = Result{std::string(text), position};
}

void GameBuilder::warning(const ReadWarning& warning) { game_.read_warnings.push_back(warning); }

void GameBuilder::printed_end(std::string_view written, const GameEnd& end,
                              SourcePosition position) {
  if (end.result.empty()) {  // a resignation alone: decided once the main line is read
    resignation_ = Result{std::string(written), position};
    return;
  }
  game_.result = Result{std::string(end.result), position};
  game_.read_warnings.push_back(
      {ReadWarning::Kind::notation, position,
       end.disagreeing
           ? fmt::format("the results in '{}' disagree: read as *", written)
           : fmt::format("the result written '{}' is read as {}", written, end.result)});
}

namespace {

// Who was to move at the start of `game`, as its tags say: White in the initial position, the
// FEN tag's side (the first move's number decides a '?'); nullopt, with `why`, when they do not
// say (or the GameType is not Portuguese or Spanish draughts, where White starts).
std::optional<rules::Color> first_to_move(const Game& game, std::string& why) {
  if (const std::string* type = game.tag("GameType")) {
    const std::string_view number(type->data(),
                                  std::min(type->find_first_not_of("0123456789"), type->size()));
    if (number != "28" && number != "24") {
      why = "who moves first is known for GameType 28 and 24 only";
      return std::nullopt;
    }
  }
  const std::string* fen = game.tag("FEN");
  if (fen == nullptr) return rules::Color::white;
  const std::size_t side = fen->find_first_not_of(" \t");
  const char letter = side == std::string::npos ? '\0' : (*fen)[side];
  if (letter == 'W' || letter == 'w') return rules::Color::white;
  if (letter == 'B' || letter == 'b') return rules::Color::black;
  const std::vector<Node>& nodes = game.moves.nodes;
  if (letter == '?') {
    const bool black =
        !nodes.empty() && nodes.front().number && nodes.front().number->second_player;
    return black ? rules::Color::black : rules::Color::white;
  }
  why = "the FEN tag does not say who moves first";
  return std::nullopt;
}

}  // namespace

// "abandono" alone: the side to move after the main line resigned, the other one wins.
void GameBuilder::decide_resignation() {
  std::string why;
  const std::optional<rules::Color> first = first_to_move(game_, why);
  const std::string& written = resignation_->text;
  std::string message;
  if (!first) {
    game_.result = Result{"*", resignation_->position};
    message = fmt::format("'{}' (a resignation) is read as *: {}", written, why);
  } else {
    const bool odd = game_.moves.nodes.size() % 2 == 1;
    const rules::Color resigned = odd ? rules::opponent(*first) : *first;
    const bool white = resigned == rules::Color::white;
    game_.result = Result{white ? "0-1" : "1-0", resignation_->position};
    message = fmt::format(
        "'{}' (a resignation) is read as {}: {} was to move after the last move and resigned",
        written, game_.result->text, white ? "White" : "Black");
  }
  game_.read_warnings.push_back(
      {ReadWarning::Kind::notation, resignation_->position, std::move(message)});
  resignation_.reset();
}

void GameBuilder::adopt(Game&& game, std::optional<ReplayedGame>&& replayed) {
  game.number = game_.number;
  game.position = game_.position;
  game_ = std::move(game);  // levels_ points at game_.moves, which stays where it is
  replayed_ = std::move(replayed);
}

void GameBuilder::end_game() {
  if (failed_) return;
  while (!levels_.empty()) close_level();
  if (resignation_) decide_resignation();
  if (replayed_) {
    on_replayed_(std::move(game_), std::move(*replayed_));
    replayed_.reset();
    return;
  }
  on_game_(std::move(game_));
}

void GameBuilder::error(const ReadError& error) {
  failed_ = true;
  if (on_error_) on_error_(error);
}

void GameBuilder::fail(SourcePosition position, std::string message) {
  error(ReadError{source_, game_.number, position, std::move(message)});
  skip_game();
}

std::vector<Game> read_games(std::string_view text, std::vector<ReadError>* errors,
                             const ReadOptions& options) {
  std::vector<Game> games;
  GameBuilder builder([&](Game&& game) { games.push_back(std::move(game)); },
                      [&](const ReadError& error) {
                        if (errors != nullptr) errors->push_back(error);
                      },
                      "<text>");
  read_text(text, "<text>", builder, options);
  return games;
}

}  // namespace damas::pdn
