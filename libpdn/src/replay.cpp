#include "damas/pdn/replay.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <stdexcept>

#include "damas/pdn/date.hpp"
#include "damas/pdn/game_type.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/illegal.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/support/quoted.hpp"
#include "repair_search.hpp"
#include "replay_trail.hpp"
#include "replayer.hpp"

namespace damas::pdn {

namespace {

// A tag value quoted in a message: on one line whatever it holds (support/quoted.hpp), a FEN
// whole.
std::string tag_value(std::string_view value) { return support::quoted(value, '"', 200); }

// YYYY.MM.DD, each part digits or all question marks (PDN 3.0's Date form).
bool is_date(std::string_view value) {
  auto part = [&](std::size_t at, std::size_t length) {
    const std::string_view p = value.substr(at, length);
    return std::all_of(p.begin(), p.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) ||
           p.find_first_not_of('?') == std::string_view::npos;
  };
  return value.size() == 10 && value[4] == '.' && value[7] == '.' && part(0, 4) && part(5, 2) &&
         part(8, 2);
}

// The bad-tag warning on a Date that is not in PDN's form, with the form to write instead.
std::string date_message(std::string_view value) {
  if (const auto normal = normalized_date(value)) {
    return fmt::format("Date {} is not in the form YYYY.MM.DD: pdn convert --normalize-dates "
                       "writes it as {}",
                       tag_value(value), *normal);
  }
  return fmt::format("Date {} is not in the form YYYY.MM.DD (?? for unknown parts), nor in "
                     "one that pdn convert --normalize-dates reads",
                     tag_value(value));
}

rules::Separator separator_of(Separator separator) {
  return is_capture(separator) ? rules::Separator::capture : rules::Separator::hyphen;
}

}  // namespace

namespace detail {

Replayer::Replayer(const Game& game, const ReplayOptions& options, LineTrail* trail)
    : game_(game), options_(options), trail_(trail), evidence_(options.board) {}

ReplayedGame Replayer::run() {
  const std::vector<Node>& nodes = game_.moves.nodes;
  if (options_.record_moves) out_.resolved.reserve(nodes.size());
  if (nodes.empty()) {
    start(nullptr);
  } else {
    const WrittenMove first = written(nodes.front());
    start(&first);
  }
  if (board_) {
    if (options_.record_main_line) out_.main_line.reserve(nodes.size());
    main_complete_ = replay_line(game_.moves, *board_, options_.record_main_line);
  } else if (family_complete_) {
    family_complete_ = replay_family_line(game_.moves, *family_, options_.record_main_line);
  } else if (trail_ != nullptr) {
    trail_->stop = out_.diagnostics.back();  // the setup says why it fails
  }
  return finish(static_cast<int>(nodes.size()));
}

// Out of line, as finish is: once per game, they stay out of the reader's flattened loop.
[[gnu::noinline]] void Replayer::start(const WrittenMove* first) {
  if (!game_.read_warnings.empty()) report_read_warnings();
  if (options_.check_tags) check_tags();
  if (!set_up(first)) return;
  board_.emplace(out_.start, out_.rules);
  if (over_at_setup(board_->is_over(), board_->outcome(), first)) {
    board_.reset();
    return;
  }
  out_.replayed = true;
  main_complete_ = true;
}

// Flattened (the rules' matching and playing inlined here, through link time optimisation), as
// replay_line is: the reader calls this for every move of a plain game.
[[gnu::flatten]] void Replayer::play(const WrittenMove& move) {
  ++plies_given_;
  if (!main_complete_) {  // not set up, or stopped at a move that could not be played
    // A game of another variant of the family never sets main_complete_: its moves take this
    // branch, and the Iberian games' path gains no test.
    if (family_) return play_family(move);
    if (repair_ && repair_->searching()) repair_->follow(move);
    note_unplayed(move);
    return;
  }
  rules::Adjudicator& board = *board_;
  const int ply = board.ply() + 1;
  const rules::MoveMatch match = resolve_move(move, ply, board);
  if (!goes_on(match)) {
    main_complete_ = false;
    repair_ = repair_search(move, board);
    note_unplayed(move);
    return;
  }
  board.play(match.move);
  if (options_.record_main_line) out_.main_line.push_back(match.move);
}

// Only the moves from the first one that could not be played on are kept as evidence of another
// variant: every move before it was a legal move on the Portuguese board, which is evidence of
// none (see variant_guess.hpp).
[[gnu::noinline, gnu::cold]] void Replayer::note_unplayed(const WrittenMove& move) {
  evidence_.add_move(move.squares, move.text, plies_given_);
}

[[gnu::noinline]] ReplayedGame Replayer::finish(int plies) {
  out_.recorded_plies = plies;
  if (repair_) suggest(*repair_, out_.diagnostics[repair_diagnostic_], false);
  if (colon_captures_.times > 1) {
    out_.diagnostics[colon_captures_.diagnostic].message +=
        fmt::format(" ({} times in this game)", colon_captures_.times);
  }
  report_other_variant();  // last: it may take the diagnostics above away
  if (board_) {
    out_.outcome = board_->outcome();
    out_.claim = board_->first_claim();
    check_result();
  } else if (family_) {
    out_.outcome = family_->outcome();
    out_.claim = family_->first_claim();
    check_result();
  }
  std::stable_sort(out_.diagnostics.begin(), out_.diagnostics.end(),
                   [](const Diagnostic& a, const Diagnostic& b) {
                     return a.position.byte < b.position.byte;
                   });
  return std::move(out_);
}

void Replayer::add(Severity severity, DiagnosticCode code, SourcePosition at,
                   std::string message) {
  Diagnostic d;
  d.severity = severity;
  d.code = code;
  d.position = at;
  d.message = std::move(message);
  out_.diagnostics.push_back(std::move(d));
}

// What the reader read outside PDN 3.0 (printed scores, unquoted tag values), as warnings; the
// tag ones only when tags are checked.
void Replayer::report_read_warnings() {
  for (const ReadWarning& warning : game_.read_warnings) {
    const bool tag = warning.kind == ReadWarning::Kind::bad_tag;
    if (tag && !options_.check_tags) continue;
    add(Severity::warning, tag ? DiagnosticCode::bad_tag : DiagnosticCode::notation,
        warning.position, warning.message);
  }
}

void Replayer::check_tags() {
  std::array<bool, kStandardTags.size()> present{};  // one pass over the tags, not seven
  for (const Tag& tag : game_.tags) {
    // Unrolled, each comparison has a constant length, which makes it a load or two: std::find
    // called memcmp for each standard name as long as the tag's.
#pragma GCC unroll 8
    for (std::size_t i = 0; i < kStandardTags.size(); ++i) {
      present[i] = present[i] || is_named(tag, kStandardTags[i]);
    }
  }
  std::string missing;
  int missing_count = 0;
  for (std::size_t i = 0; i < kStandardTags.size(); ++i) {
    if (!present[i]) {
      missing += fmt::format("{}{}", missing.empty() ? "" : ", ", kStandardTags[i]);
      ++missing_count;
    }
  }
  if (missing_count > 0) {
    add(Severity::warning, DiagnosticCode::missing_tag, game_.position,
        fmt::format("the standard tag{} {} {} missing", missing_count == 1 ? "" : "s", missing,
                    missing_count == 1 ? "is" : "are"));
  }
  for (const Tag& tag : game_.tags) {
    if (is_named(tag, "Date") && !is_date(tag.value)) {
      add(Severity::warning, DiagnosticCode::bad_tag, tag.position, date_message(tag.value));
    }
  }
}

// The variant the game is judged under: the overrides' when they name one, else its GameType's
// (none: Portuguese), with a warning for a GameType in a wrong form. `known` is false (with a
// diagnostic) for a GameType of no variant of the family.
std::string_view Replayer::chosen_variant(bool& known) {
  known = true;
  const std::optional<std::string>& chosen = options_.overrides.variant;
  std::string_view variant = chosen ? std::string_view(*chosen) : "portuguese";
  const Tag* tag = find_tag("GameType");
  if (tag == nullptr) return variant;
  const std::optional<int> type = game_type_number(tag->value);
  // The number alone, or followed by the board's description after a comma ("28,W,8,8,N1,1").
  const std::size_t after_number = tag->value.find_first_not_of("0123456789");
  if (type && after_number != std::string::npos && tag->value[after_number] != ',') {
    add(Severity::warning, DiagnosticCode::bad_tag, tag->position,
        fmt::format("GameType {} is not a game type number, nor one followed by ',' and the "
                    "board (28,W,8,8,N1,1): read as {}",
                    tag_value(tag->value), *type));
  }
  if (!type) {
    add(Severity::warning, DiagnosticCode::bad_tag, tag->position,
        fmt::format("GameType {} does not start with a game type number",
                    tag_value(tag->value)));
  } else if (is_other_pool(tag->value)) {
    if (!chosen) {
      add(Severity::warning, DiagnosticCode::unsupported_gametype, tag->position,
          fmt::format("GameType {} is a pool game other than American pool (unified, "
                      "Zimbabwean or Jamaican pool), whose rules this program does not know: "
                      "the game is not checked",
                      tag_value(tag->value)));
      known = false;
    }
  } else if (const auto named = rules::family::variant_for_game_type(*type)) {
    if (!chosen) variant = named->name;
  } else if (!chosen) {
    add(Severity::warning, DiagnosticCode::unsupported_gametype, tag->position,
        fmt::format("GameType {} is {}, a variant whose rules this program does not know: the "
                    "game is not checked",
                    *type, game_type_name(*type)));
    known = false;
  }
  return variant;
}

// Chooses the rules from GameType and the options, and reads the setup (`first` is the first
// move, if any: its number may say who starts). False when the game cannot be replayed by the
// Iberian rules core: a game of another variant of the family is then set up in family_.
bool Replayer::set_up(const WrittenMove* first) {
  bool known = false;
  const std::string_view name = chosen_variant(known);
  if (!known) return false;
  const std::optional<rules::family::Variant> variant = rules::family::find_variant(name);
  if (!variant) {
    throw std::invalid_argument(fmt::format("ReplayOptions: no variant is named '{}'", name));
  }
  if (!rules::family::is_iberian(*variant)) {
    family_variant_ = true;
    family_complete_ = set_up_family(*variant, first);
    return false;
  }
  out_.rules = options_.overrides.apply(*rules::find_ruleset(name));

  out_.start = rules::Position::initial();
  const Tag* fen = find_tag("FEN");
  if (fen == nullptr) return check_first_number(first, true, "White", "Black", true);
  const rules::FenResult parsed = rules::parse_fen(fen->value, options_.board);
  if (!parsed.ok()) {
    add(Severity::error, DiagnosticCode::bad_setup, fen->position,
        fmt::format("FEN {}: {} (at character {})", tag_value(fen->value), parsed.error->message,
                    parsed.error->offset + 1));
    return false;
  }
  out_.start = parsed.position;
  if (!parsed.side_known) {
    // "?" as side to move: the first move number says who starts.
    const bool black = first != nullptr && first->number && first->number->second_player;
    out_.start = out_.start.with_side_to_move(black ? rules::Color::black : rules::Color::white);
    return true;
  }
  return check_first_number(first, out_.start.side_to_move() == rules::Color::white, "White",
                            "Black", false);
}

// The first move marked as the second player's (`1...`) while the first player is to move.
bool Replayer::check_first_number(const WrittenMove* first, bool first_player_to_move,
                                  std::string_view first_player, std::string_view second_player,
                                  bool from_initial) {
  const std::optional<MoveNumber> number = first != nullptr ? first->number : std::nullopt;
  if (number && number->second_player && first_player_to_move) {
    add(Severity::error, DiagnosticCode::bad_setup, first->position(),
        fmt::format("the first move is numbered as {}'s ({}...) but {} is to move",
                    second_player, number->number,
                    from_initial ? fmt::format("{} (the initial position)", first_player)
                                 : fmt::format("{} (FEN)", first_player)));
    return false;
  }
  out_.first_number = (!from_initial && number) ? number->number : 1;
  return true;
}

// A setup in which the game is already over, with moves after it: one error (each move would
// otherwise be a move-after-end of its own). True when so.
bool Replayer::over_at_setup(bool over, const rules::Outcome& outcome, const WrittenMove* first) {
  const Tag* fen = find_tag("FEN");  // only a set up position can be over
  if (first == nullptr || fen == nullptr || !over) return false;
  add(Severity::error, DiagnosticCode::bad_setup, fen->position,
      fmt::format("FEN \"{}\": the game is already over in this position ({}, {}), yet moves "
                  "follow",
                  fen->value, rules::result_text(outcome.result),
                  rules::reason_text(outcome.reason)));
  return true;
}

void Replayer::check_number(const WrittenMove& move, int ply) {
  if (!move.number) return;
  const MoveNumber expected = out_.number_of(ply);
  const bool wrong_number = move.number->number != expected.number;
  const bool wrong_player = move.number->second_player && !expected.second_player;
  if (wrong_number || wrong_player) {
    add(Severity::warning, DiagnosticCode::move_number, move.position(),
        fmt::format("move {} is numbered {}{} but is ply {}, {}{}", move.text,
                    move.number->number, move.number->second_player ? "..." : ".", ply,
                    expected.number, expected.second_player ? "..." : "."));
  }
}

// Converts the written squares to the board's into `text`; false (with `problem` set) when a
// square does not exist on this board.
bool board_text(const WrittenMove& move, rules::Board board, rules::ParsedMoveText& text,
                std::string& problem) {
  text.squares.clear();
  text.separator = separator_of(move.separator);
  for (const pdn::Square& sq : move.squares) {
    if (sq.is_numeric()) {
      const rules::Square s = rules::square_from_number(sq.number);
      if (s == rules::kNoSquare) {
        problem = fmt::format("square {} does not exist on the 32-square board", sq.number);
        return false;
      }
      text.squares.push_back(s);
    } else if (const auto s = rules::square_from_name(sq.name(), board)) {
      text.squares.push_back(*s);
    } else {
      problem = fmt::format("{} is not a playing square", sq.name());
      return false;
    }
  }
  if (move.squares.empty() && move.text != "-" && move.text != "--") {
    problem =
        fmt::format("{} cannot be read as a move: the rest of this line is not checked", move.text);
    return false;
  }
  if (text.squares.size() < 2) {
    problem = "a move needs a start and an end square";
    return false;
  }
  return true;
}

// Two numeric squares (nearly every move) go to the rules as they are; other forms are
// converted into `text` first. A square that does not exist on the board makes the match
// `illegal`.
rules::MoveMatch match_written(const WrittenMove& move, const rules::Adjudicator& state,
                               rules::Board board, rules::ParsedMoveText& text) {
  const std::span<const Square> squares = move.squares;
  if (squares.size() == 2 && squares[0].is_numeric() && squares[1].is_numeric()) {
    const rules::Square from = rules::square_from_number(squares[0].number);
    const rules::Square to = rules::square_from_number(squares[1].number);
    if (from != rules::kNoSquare && to != rules::kNoSquare) {
      return rules::match_move(state.position(), from, to, separator_of(move.separator),
                               state.capturers());
    }
  }
  std::string problem;
  if (!board_text(move, board, text, problem)) return {};
  return rules::match_move(state.position(), text, state.capturers());
}

// Replays `line` from the state `board`, which it advances, keeping its moves in main_line
// when `record`. Returns whether every move of the line was replayed.
// Flattened (the rules' matching and playing inlined here, through link time optimisation):
// this runs for every move, and the calls and the values passed through memory were more
// than a tenth of it.
[[gnu::flatten]] bool Replayer::replay_line(const Line& line, rules::Adjudicator& board,
                                            bool record) {
  for (const Node& node : line.nodes) {
    const int ply = board.ply() + 1;
    for (std::size_t v = 0; v < node.variations.size(); ++v) {
      rules::Adjudicator branch = board;  // a variation replaces this node's move
      path_.push_back({ply, static_cast<int>(v) + 1});
      replay_line(node.variations[v], branch, false);
      path_.pop_back();
    }
    const auto at = static_cast<std::size_t>(&node - line.nodes.data());
    const rules::MoveMatch match =
        setup_inside(line, at, board) ? rules::MoveMatch{} : resolve_move(written(node), ply, board);
    if (!goes_on(match)) {
      if (on_trail(ply)) trail_->stop = out_.diagnostics.back();
      suggest_repair(line, at, board);
      return false;
    }
    const rules::Move& move = match.move;
    if (options_.record_moves) out_.resolved.push_back({&node, board.position(), move});
    board.play(move);
    if (record) out_.main_line.push_back(move);
    if (on_trail(ply)) {
      trail_->moves.push_back(move);
      trail_->positions.push_back(board.position());
    }
  }
  return true;
}

// The search for the move that the move just found illegal (its diagnostic the last one) was
// meant as; nullopt for a move that could not be played for another reason.
[[gnu::noinline, gnu::cold]] std::optional<RepairSearch> Replayer::repair_search(
    const WrittenMove& move, const rules::Adjudicator& board) {
  if (!options_.suggest_repairs || out_.diagnostics.empty() ||
      out_.diagnostics.back().code != DiagnosticCode::illegal_move) {
    return std::nullopt;
  }
  repair_diagnostic_ = out_.diagnostics.size() - 1;
  return RepairSearch(board, move, options_.board);
}

// The suggestion for the move `at` of `line`, found illegal in the state `board`: the rest of
// the line is followed (not its variations, which the replay does not reach either).
[[gnu::noinline, gnu::cold]] void Replayer::suggest_repair(const Line& line, std::size_t at,
                                                           const rules::Adjudicator& board) {
  std::optional<RepairSearch> search = repair_search(written(line.nodes[at]), board);
  if (!search) return;
  for (std::size_t i = at + 1; i < line.nodes.size() && search->searching(); ++i) {
    search->follow(written(line.nodes[i]));
  }
  suggest(*search, out_.diagnostics[repair_diagnostic_], !path_.empty());
}

// Gives the diagnostic `d` of an illegal move the suggestion `search` found, if any.
void Replayer::suggest(const RepairSearch& search, Diagnostic& d, bool variation) {
  std::optional<Suggestion> suggestion = search.suggestion();
  if (!suggestion) return;
  const char* line = variation ? "variation" : "game";
  d.message += suggestion->replays
                   ? fmt::format("; did you mean {}? (the {} then replays to its end legally)",
                                 suggestion->move, line)
                   : fmt::format("; did you mean {}? (the {} then stops again at ply {}, {})",
                                 suggestion->move, line, suggestion->stop_ply,
                                 suggestion->stop_move);
  d.suggestion = std::move(suggestion);
}

// Whether the move of `ply` in the line being replayed belongs to the trail's line: that line
// is the one being replayed, or branches off it at a later ply.
bool Replayer::on_trail(int ply) const {
  if (trail_ == nullptr) return false;
  const VariationPath& target = trail_->target;
  if (path_.size() > target.size() || !std::equal(path_.begin(), path_.end(), target.begin())) {
    return false;
  }
  return path_.size() == target.size() || ply < target[path_.size()].ply;
}

const Setup* setup_before(const Line& line, std::size_t at) {
  const auto setup_in = [](const auto& remarks) -> const Setup* {
    for (const Remark& remark : remarks) {
      if (const Setup* setup = std::get_if<Setup>(&remark)) return setup;
    }
    return nullptr;
  };
  const Setup* setup = setup_in(line.nodes[at].before);
  if (setup == nullptr && at > 0) setup = setup_in(line.nodes[at - 1].after);
  return setup;
}

std::string_view setup_fen(const Setup& setup) {
  const std::size_t open = setup.text.find('"');
  const std::size_t close = setup.text.rfind('"');
  if (open == std::string::npos || close <= open) return {};
  return std::string_view(setup.text).substr(open + 1, close - open - 1);
}

// Whether a setup command comes before the move of the node `at` of `line` and sets another
// position than `board`'s (with a diagnostic: the line stops). One that records the position
// the moves reach (a score noting it where play was interrupted) changes nothing.
bool Replayer::setup_inside(const Line& line, std::size_t at, const rules::Adjudicator& board) {
  const Setup* setup = setup_before(line, at);
  if (setup == nullptr) return false;
  const rules::FenResult parsed = rules::parse_fen(setup_fen(*setup), options_.board);
  if (parsed.ok() && parsed.side_known && parsed.position == board.position()) return false;
  report_setup_inside(*setup);
  return true;
}

void Replayer::report_setup_inside(const Setup& setup) {
  add(Severity::warning, DiagnosticCode::bad_setup, setup.position,
      "a setup command inside the moves is not replayed: the rest of this line is not checked");
}

// The legal move that `move` names in the position of `board` (in the match's `move`), with a
// diagnostic saying why when the line cannot go on (see goes_on). The match is returned as
// made, not copied (one object returned, by each function): this runs for every move.
rules::MoveMatch Replayer::resolve_move(const WrittenMove& move, int ply,
                                        const rules::Adjudicator& board) {
  if (!can_play(move, ply, board)) return {};
  return check_match(move, ply, board);
}

// Whether a move may be played at all (the game is not over), with a diagnostic when not.
bool Replayer::can_play(const WrittenMove& move, int ply, const rules::Adjudicator& board) {
  check_number(move, ply);
  if (!board.is_over()) return true;
  add_move_diagnostic(DiagnosticCode::move_after_end, move, ply, board.position(),
                      over_message(board.outcome()));
  return false;
}

// The match of the written move, with the diagnostic it calls for, if any.
rules::MoveMatch Replayer::check_match(const WrittenMove& move, int ply,
                                       const rules::Adjudicator& board) {
  rules::MoveMatch match = match_written(move, board, options_.board, text_);
  if (match.status != rules::MatchStatus::legal) {
    report_match(match, move, ply, board);
  } else if (move.separator == Separator::colon) {
    report_colon_capture(match, move, ply, board);
  }
  return match;
}

// A capture written with ':' (the Russian sign): a warning at the first one in the game, counted
// (see finish). A capture written with '-' is read without one: Portuguese scoresheets are
// customarily written so.
[[gnu::noinline, gnu::cold]] void Replayer::report_colon_capture(const rules::MoveMatch& match,
                                                                 const WrittenMove& move, int ply,
                                                                 const rules::Adjudicator& board) {
  if (colon_captures_.times++ > 0) return;
  colon_captures_.diagnostic = out_.diagnostics.size();
  add_move_diagnostic(DiagnosticCode::notation, move, ply, board.position(),
                      fmt::format("{} is written with ':' for the capture {}", move.text,
                                  rules::route_text(match.move)),
                      std::nullopt, Severity::warning);
}

// The diagnostic for a move that is not simply legal: out of line, and out of what
// replay_line inlines (a rare path, whose string code made g++ warn there).
[[gnu::noinline, gnu::cold]] void Replayer::report_match(const rules::MoveMatch& match,
                                                         const WrittenMove& move, int ply,
                                                         const rules::Adjudicator& board) {
  switch (match.status) {
    case rules::MatchStatus::legal:
      break;
    case rules::MatchStatus::quiet_written_as_capture:
      add_move_diagnostic(DiagnosticCode::notation, move, ply, board.position(),
                          fmt::format("{} is written as a capture but is the quiet move {}",
                                      move.text, rules::route_text(match.move)),
                          std::nullopt, Severity::warning);
      break;
    case rules::MatchStatus::ambiguous:
      add_move_diagnostic(DiagnosticCode::ambiguous_move, move, ply, board.position(),
                          fmt::format("{} names several legal captures: {}; write the full "
                                      "path",
                                      move.text, rules::routes_text(match.candidates)));
      break;
    case rules::MatchStatus::illegal: {
      std::string problem;
      if (!board_text(move, options_.board, text_, problem)) {
        add_move_diagnostic(DiagnosticCode::illegal_move, move, ply, board.position(), problem,
                            rules::IllegalReason::not_a_move);
        break;
      }
      const rules::IllegalReason reason = rules::explain_illegal(board.position(), text_);
      add_move_diagnostic(DiagnosticCode::illegal_move, move, ply, board.position(),
                          rules::illegal_move_message(board.position(), text_), reason);
      break;
    }
  }
}

std::string over_message(const rules::Outcome& outcome) {
  return fmt::format("the game was already over after ply {} ({}, {})", outcome.ply,
                     rules::result_text(outcome.result), rules::reason_text(outcome.reason));
}

Diagnostic& Replayer::add_about_move(Severity severity, DiagnosticCode code,
                                     const WrittenMove& move, int ply, std::string message) {
  add(severity, code, move.position(), std::move(message));
  Diagnostic& d = out_.diagnostics.back();
  d.ply = ply;
  d.move = move.text;
  return d;
}

void Replayer::add_move_diagnostic(DiagnosticCode code, const WrittenMove& move, int ply,
                                   const rules::Position& before, std::string message,
                                   std::optional<rules::IllegalReason> reason,
                                   Severity severity) {
  Diagnostic& d = add_about_move(severity, code, move, ply, std::move(message));
  d.reason = reason;
  if (code == DiagnosticCode::notation) return;
  d.board = before;
  for (const Square& square : move.squares) {
    const std::optional<rules::Square> s =
        square.is_numeric()
            ? std::optional<rules::Square>(rules::square_from_number(square.number))
            : rules::square_from_name(square.name(), options_.board);
    if (s && *s != rules::kNoSquare) d.squares |= rules::bit(*s);
  }
}

// A game without a GameType tag that could not be replayed, and whose moves or setup show
// another variant, is reported once as such: the errors of the replay (illegal moves, a bad
// setup) would only be the consequences of reading it on the wrong board.
void Replayer::report_other_variant() {
  // Only a setup or a move the Portuguese board refuses calls for a look: moves after the end
  // on the board, say, are never played, and may be anything.
  const bool refused = std::any_of(
      out_.diagnostics.begin(), out_.diagnostics.end(), [](const Diagnostic& d) {
        return d.severity == Severity::error && (d.code == DiagnosticCode::bad_setup ||
                                                 d.code == DiagnosticCode::illegal_move);
      });
  // A variant of the family was asked for (its setup may have failed): no other to look for.
  if (!refused || find_tag("GameType") != nullptr || family_variant_) return;
  // A slip of the pen whose repair replays on (kMinPliesReplayed plies at least) shows the game
  // to be Portuguese, whatever squares its slips name.
  const auto first_error = std::find_if(
      out_.diagnostics.begin(), out_.diagnostics.end(),
      [](const Diagnostic& d) { return d.severity == Severity::error; });
  if (first_error->suggestion) return;
  if (const Tag* fen = find_tag("FEN")) evidence_.add_setup(fen->value);
  evidence_.add_moves(game_.moves);  // run()'s game; a game replayed as read has none here
  std::optional<VariantGuess> guess = evidence_.guess();
  if (!guess) return;
  // A game replayed as read has no moves here: its reader reads it again whole (see
  // PlainGameBuilder::replay), and run() confirms the guess.
  if (plies_given_ == 0) confirm(*guess);
  const Tag* fen = find_tag("FEN");
  const SourcePosition at = guess->from_setup && fen != nullptr ? fen->position
                                                                : first_error->position;
  std::erase_if(out_.diagnostics, [](const Diagnostic& d) {
    return d.code != DiagnosticCode::missing_tag && d.code != DiagnosticCode::bad_tag;
  });
  add(Severity::error, DiagnosticCode::other_variant, at, guess->message());
  board_.reset();
  main_complete_ = false;
  out_.replayed = false;
  out_.main_line.clear();
  out_.resolved.clear();
  if (trail_ != nullptr) {
    trail_->moves.clear();
    trail_->positions.clear();
    trail_->stop = out_.diagnostics.back();
  }
}

// Gives `guess` the candidates under whose rules the game (its setup and every move, variations
// included) replays legally; a disagreeing result does not count against one.
void Replayer::confirm(VariantGuess& guess) const {
  ReplayOptions trial;
  trial.check_tags = false;
  trial.suggest_repairs = false;
  for (const std::string_view name : guess.candidates) {
    trial.overrides.variant = std::string(name);
    const ReplayedGame r = replay(game_, trial);
    const bool legal =
        r.family && r.main_line_plies() == static_cast<std::size_t>(r.recorded_plies) &&
        std::none_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
          return d.severity == Severity::error && d.code != DiagnosticCode::result_mismatch;
        });
    if (legal) guess.confirmed.emplace_back(name, r.family->variant.game_type);
  }
}

// Compares the Result tag, the terminator and the outcome on the board.
void Replayer::check_result() {
  const Tag* tag = find_tag("Result");
  std::optional<std::string_view> tag_result;
  if (tag != nullptr) {
    tag_result = normalized_result(tag->value);
    if (!tag_result && options_.check_tags) {
      add(Severity::warning, DiagnosticCode::bad_tag, tag->position,
          fmt::format("Result {} is not a result (1-0, 0-1, 1/2-1/2, 0-0 or *)",
                      tag_value(tag->value)));
    }
  }
  std::optional<std::string_view> terminator;
  if (game_.result) terminator = normalized_result(game_.result->text);
  const SourcePosition where = game_.result ? game_.result->position
                               : tag != nullptr ? tag->position
                                                : game_.position;
  if (terminator && game_.result->text != *terminator && !international_result()) {
    // The International type's results (FPD scoring: 2 points a win, 1 a draw) and the
    // Russian ':' where the Default type is the PDN form.
    add(Severity::warning, DiagnosticCode::notation, game_.result->position,
        fmt::format("the result {} is read as {}{}", game_.result->text, *terminator,
                    game_.result->text.find(':') == std::string::npos
                        ? " (FPD scoring: 2 points for a win, 1 for a draw)"
                        : ""));
  }
  if (tag_result && terminator && *tag_result != *terminator) {
    add(Severity::error, DiagnosticCode::result_mismatch, where,
        fmt::format("the Result tag says {} but the game ends with {}", *tag_result,
                    *terminator));
  }
  // The board after an illegal move is unknown.
  if (!(family_ ? family_complete_ : main_complete_)) return;

  const std::optional<std::string_view>& recorded = terminator ? terminator : tag_result;
  if (!recorded || *recorded == "*" || *recorded == "0-0") return;
  const rules::Outcome& outcome = out_.outcome;
  if (outcome.result != rules::GameResult::ongoing) {
    const std::string_view on_board = rules::result_text(outcome.result);
    if (*recorded != on_board) {
      add(Severity::error, DiagnosticCode::result_mismatch, where,
          fmt::format("the game is recorded as {} but ended on the board as {} ({} after ply "
                      "{})",
                      *recorded, on_board, rules::reason_text(outcome.reason), outcome.ply));
    }
    return;
  }
  if (*recorded == "1/2-1/2" && !out_.claim && !agreement_allowed()) {
    add(Severity::warning, DiagnosticCode::draw_not_allowed, where,
        "a draw is recorded, but no draw rule applies and a draw by agreement needs at most 8 "
        "pieces on the board with a king on each side");
  }
}

// A result of PDN's International type (2-0, 1-1, 0-2) in a game of GameType 20 or 27, whose
// results PDN writes so.
bool Replayer::international_result() const {
  if (!family_ || (family_->variant().game_type != 20 && family_->variant().game_type != 27)) {
    return false;
  }
  const std::string_view text = game_.result->text;
  return text == "2-0" || text == "1-1" || text == "0-2";
}

bool Replayer::agreement_allowed() const {
  if (family_) return true;  // no condition on an agreed draw is checked (docs/variants.md)
  const rules::Position& final_position = board_->position();
  return rules::popcount(final_position.occupied()) <= 8 &&
         final_position.kings(rules::Color::white) != 0 &&
         final_position.kings(rules::Color::black) != 0;
}

}  // namespace detail

int ReplayedGame::game_type() const {
  if (family) return family->variant.game_type;
  return replayed ? rules.game_type : 0;
}

bool ReplayedGame::has_errors() const {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::error; });
}

bool ReplayedGame::has_warnings() const {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::warning; });
}

// Whether the setup has the second player to move (Black, or White in English draughts).
bool ReplayedGame::second_player_starts() const {
  if (family) return family->start.side_to_move != family->variant.first_to_move;
  return start.side_to_move() == rules::Color::black;
}

MoveNumber ReplayedGame::number_of(int ply) const {
  const int index = ply - 1 + (second_player_starts() ? 1 : 0);
  return {first_number + index / 2, index % 2 == 1};
}

int ReplayedGame::ply_of(MoveNumber number) const {
  const int index = (number.number - first_number) * 2 + (number.second_player ? 1 : 0);
  return index + 1 - (second_player_starts() ? 1 : 0);
}

ReplayedGame replay(const Game& game, const ReplayOptions& options) {
  return detail::Replayer(game, options, nullptr).run();
}

ReplayedGame replay_recording(const Game& game, const ReplayOptions& options, LineTrail& trail) {
  return detail::Replayer(game, options, &trail).run();
}

std::optional<std::string_view> normalized_result(std::string_view text) {
  static constexpr std::array<std::string_view, 5> kNormal = {"1-0", "0-1", "1/2-1/2", "0-0", "*"};
  for (std::string_view normal : kNormal) {
    if (text == normal) return normal;  // nearly every result: written as it is
  }
  std::string t;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) t += c == ':' ? '-' : c;
  }
  if (t == "1-0" || t == "2-0") return kNormal[0];
  if (t == "0-1" || t == "0-2") return kNormal[1];
  if (t == "1/2-1/2" || t == "1-1") return kNormal[2];
  if (t == "0-0") return kNormal[3];
  if (t == "*") return kNormal[4];
  return std::nullopt;
}

const Diagnostic* why_not_replayed(const ReplayedGame& replayed) {
  const std::vector<Diagnostic>& all = replayed.diagnostics;
  auto why = std::find_if(all.begin(), all.end(),
                          [](const Diagnostic& d) { return d.severity == Severity::error; });
  if (why == all.end()) {
    why = std::find_if(all.begin(), all.end(), [](const Diagnostic& d) {
      return d.code == DiagnosticCode::unsupported_gametype || d.code == DiagnosticCode::bad_setup;
    });
  }
  return why == all.end() ? nullptr : &*why;
}

const char* code_text(DiagnosticCode code) {
  switch (code) {
    case DiagnosticCode::syntax: return "syntax";
    case DiagnosticCode::illegal_move: return "illegal-move";
    case DiagnosticCode::ambiguous_move: return "ambiguous-move";
    case DiagnosticCode::notation: return "notation";
    case DiagnosticCode::bad_setup: return "bad-setup";
    case DiagnosticCode::unsupported_gametype: return "unsupported-gametype";
    case DiagnosticCode::other_variant: return "other-variant";
    case DiagnosticCode::result_mismatch: return "result-mismatch";
    case DiagnosticCode::move_after_end: return "move-after-end";
    case DiagnosticCode::draw_not_allowed: return "draw-not-allowed";
    case DiagnosticCode::move_number: return "move-number";
    case DiagnosticCode::missing_tag: return "missing-tag";
    case DiagnosticCode::bad_tag: return "bad-tag";
  }
  return "syntax";
}

const char* severity_text(Severity severity) {
  return severity == Severity::error ? "error" : "warning";
}

}  // namespace damas::pdn
