// The diagrams of a game (what `pdn diagram` and web pages draw): finding the game among the
// inputs, choosing its plies (one ply, after a move, a list of plies, every ply, or the annotated
// moves for a sheet) and making each diagram's content (position, last move, side to move,
// caption). The walk along the game is libpdn's (positions.hpp); this file only turns choices
// into plies and plies into diagrams. Problems with the input or with what was asked for throw
// std::runtime_error with a message naming what exists.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/diagram/diagram.hpp"
#include "damas/pdn/archive.hpp"
#include "damas/pdn/positions.hpp"
#include "damas/rules/family/variant.hpp"

namespace damas::diagram {

// Game `number` (1-based, counted across the inputs in order); an input that cannot be read is
// reported to `events` and throws, as does a game that is not there or cannot be read.
pdn::ArchiveGame read_game(const pdn::InputEvents& events, const std::vector<std::string>& inputs,
                           std::size_t number);

// A move named by its number and its player's colour, whoever moves first (Black in English
// draughts, whose 12b is then the first move of its pair).
struct SideMove {
  int number = 0;
  rules::family::Side side = rules::family::Side::white;
};

// "12w" or "12b": after White's or Black's 12th move.
std::optional<SideMove> parse_move_number(std::string_view text);

// Which plies to draw; at most one of ply, move, plies and every is given.
struct PlyChoice {
  std::optional<int> ply;
  std::optional<SideMove> move;
  std::vector<int> plies;
  bool every = false;
  // With nothing chosen: the plies whose move carries a strength, a NAG or a comment with words
  // (move_comment; a comment of [%eval]/[%clk] commands only does not count), for a sheet; else
  // the line's final position.
  bool annotated_by_default = false;
};

// The plies chosen in `line` of game `game_number`, each checked: it exists in the line and the
// moves up to it are legal.
std::vector<int> chosen_plies(const pdn::GameLine& line, const PlyChoice& choice,
                              const pdn::ArchiveGame& input, const pdn::VariationPath& path);

// The position after `ply` plies, with the move that led to it; `caption` as given. This and
// the captions below throw std::runtime_error for a ply whose position the line does not reach
// (GameLine::reached); move_comment only for a ply with no move written.
DiagramContent game_diagram(const pdn::GameLine& line, int ply, std::string caption);

// "Silva - Costa, 12... 18x27!": the players (from the White and Black tags, when known), the
// number and text of the move just played and its strength; "start" for the setup.
std::string auto_caption(const pdn::Game& game, const pdn::GameLine& line, int ply);

// Its parts: "Silva - Costa" ("" when neither tag is known; "?" for one unknown) and
// "12... 18x27!" ("start" for ply 0).
std::string players(const pdn::Game& game);
std::string move_caption(const pdn::GameLine& line, int ply);

// The comments right after the move of `ply`, as words for a reader: their text without the
// [%...] commands (pdn::comment_prose), joined by spaces; "" when none says anything.
std::string move_comment(const pdn::GameLine& line, int ply);

// The heading of a game's sheet, naming the game once: "Silva - Costa (Open, round 3)", the
// players and what the Event and Round tags say when known; "" when no tag is known.
std::string sheet_heading(const pdn::Game& game);

}  // namespace damas::diagram
