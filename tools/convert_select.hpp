// `pdn convert`'s game selection: which games are written, judged on their tags, their length,
// how they ended on the board and whether they had errors. Every criterion given must hold;
// the values of one repeated option are alternatives (--player A --player B: either).
#pragma once

#include <re2/re2.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/rules/position.hpp"

namespace damas::cli {

// The longest main line --min-plies and --max-plies take.
inline constexpr int kMaxPlies = 1'000'000;

class Selection {
 public:
  // --tag NAME=VALUE (equal) or NAME~REGEX (RE2 syntax, found anywhere in the value: RE2 runs in
  // time linear in the value and without recursion, whatever the pattern and the value).
  bool add_tag(std::string_view spec, std::string& error);
  // --player NAME: White or Black contains NAME, letter case aside.
  void add_player(std::string_view name);
  // --result R: 1-0, 0-1, 1/2-1/2, 0-0 or *, as PDN writes them; it selects the games whose
  // result reads as R in any spelling normalized_result knows ("2-0" for 1-0, ...).
  bool add_result(std::string_view result, std::string& error);
  // --ended-by REASON: no-pieces, no-moves, repetition, twenty-move, forcada, king-vs-king.
  bool add_end_reason(std::string_view reason, std::string& error);
  // --date FROM..TO: the Date tag (YYYY.MM.DD) is in the range; each end may be shortened
  // (2009, 2009.04) or left out (2009..).
  bool set_dates(std::string_view spec, std::string& error);
  // --round FROM..TO: the first number of the Round tag (3 in "3.2") is in the range.
  bool set_rounds(std::string_view spec, std::string& error);
  // --position FEN: the position occurs on the main line (the setup included).
  bool add_position(std::string_view fen, std::string& error);
  // --min-plies and --max-plies; an error when the minimum is above the maximum.
  bool set_plies(std::optional<int> min, std::optional<int> max, std::string& error);
  void set_errors_only() { errors_only_ = true; }
  void set_invert() { invert_ = true; }

  // Whether the game is selected; `replayed` is null when the game was not replayed (then
  // --ended-by and --position select nothing), `broken` whether it had an error.
  bool selects(const pdn::Game& game, const pdn::ReplayedGame* replayed, bool broken) const;

 private:
  bool all_hold(const pdn::Game& game, const pdn::ReplayedGame* replayed, bool broken) const;
  bool position_occurs(const pdn::ReplayedGame& replayed) const;

  struct TagTest {
    std::string name;
    std::string value;                // for NAME=VALUE
    std::unique_ptr<const RE2> regex;  // for NAME~REGEX
  };
  std::vector<TagTest> tags_;
  std::vector<std::string> players_;  // lower case
  std::vector<std::string_view> results_;  // normalized (pdn::normalized_result's static texts)
  std::vector<rules::EndReason> reasons_;
  std::vector<rules::Position> positions_;
  std::optional<std::pair<std::string, std::string>> dates_;
  std::optional<std::pair<int, int>> rounds_;
  std::optional<int> min_plies_;
  std::optional<int> max_plies_;
  bool errors_only_ = false;
  bool invert_ = false;
};

}  // namespace damas::cli
