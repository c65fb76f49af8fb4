// Selecting games (`pdn convert --tag, --player, --date, ...`): which games are kept, judged on
// their tags, their length, how they ended on the board and whether they had errors. Every
// criterion given must hold, every tag test among them; the players, results, end reasons and
// positions added are alternatives (two players: either).
//
// The setters that take a text return false for one that cannot select anything sensible, with
// `error` set to why ("expected FROM..TO, whole numbers or left out, as 3..5"), for the caller
// to say what the text was and where it came from.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/rules/position.hpp"

namespace re2 {
class RE2;
}  // namespace re2

namespace damas::pdn {

class Selection {
 public:
  Selection();
  Selection(Selection&&) noexcept;
  Selection& operator=(Selection&&) noexcept;
  ~Selection();

  // NAME=VALUE (the tag NAME is VALUE) or NAME~REGEX (RE2 syntax, found anywhere in the value:
  // RE2 runs in time linear in the value and without recursion, whatever the pattern and the
  // value).
  bool add_tag(std::string_view spec, std::string& error);
  // White or Black contains `name`, letter case and accents aside (`jose` finds José, composed
  // or decomposed: Latin-1 letters and combining marks).
  void add_player(std::string_view name);
  // 1-0, 0-1, 1/2-1/2, 0-0 or *, as PDN writes them: the games whose result (the Result tag,
  // else the terminator) reads as `result` in any spelling normalized_result knows ("2-0" for
  // 1-0, ...).
  bool add_result(std::string_view result, std::string& error);
  // The game ended on the board by `reason`: no-pieces, no-moves, repetition, twenty-move,
  // forcada or king-vs-king (rules::reason_text).
  bool add_end_reason(std::string_view reason, std::string& error);
  // FROM..TO: the Date tag (YYYY.MM.DD) is in the range; each end may be shortened (2009,
  // 2009.04) or left out (2009..).
  bool set_dates(std::string_view spec, std::string& error);
  // FROM..TO: the first number of the Round tag (3 in "3.2") is in the range.
  bool set_rounds(std::string_view spec, std::string& error);
  // The position occurs on the main line (the setup included).
  void add_position(const rules::Position& position);
  // At least `min` and at most `max` moves on the main line; false (and nothing set) when the
  // minimum is above the maximum.
  bool set_plies(std::optional<int> min, std::optional<int> max);
  // Only the games with errors.
  void set_errors_only() { errors_only_ = true; }
  // The games the criteria leave out instead.
  void set_invert() { invert_ = true; }

  // Whether the game is selected; `replayed` is null when the game was not replayed (then
  // end reasons and positions select nothing), `broken` whether it had an error.
  bool selects(const Game& game, const ReplayedGame* replayed, bool broken) const;

 private:
  bool all_hold(const Game& game, const ReplayedGame* replayed, bool broken) const;
  bool position_occurs(const ReplayedGame& replayed) const;

  struct TagTest {
    std::string name;
    std::string value;                      // for NAME=VALUE
    std::unique_ptr<const re2::RE2> regex;  // for NAME~REGEX
  };
  std::vector<TagTest> tags_;
  std::vector<std::string> players_;  // lower case
  std::vector<std::string_view> results_;  // normalized (normalized_result's static texts)
  std::vector<rules::EndReason> reasons_;
  std::vector<rules::Position> positions_;
  std::optional<std::pair<std::string, std::string>> dates_;
  std::optional<std::pair<int, int>> rounds_;
  std::optional<int> min_plies_;
  std::optional<int> max_plies_;
  bool errors_only_ = false;
  bool invert_ = false;
};

}  // namespace damas::pdn
