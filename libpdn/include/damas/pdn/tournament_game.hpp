// A game as a tournament counts it (`pdn standings`): its event, round, players and result,
// read from its tags, and why it is left out or questioned when it is. standings.hpp makes the
// standings of the games made here.
//
//   Event  the Event tag, spaced as the players' names are (spaced_name); "?" when it is absent
//          or empty (PDN's "unknown").
//   Round  the Round tag as written ("" when absent).
//   White, Black  the tags, trimmed, each mapped through the aliases (PlayerAliases); absent,
//          empty or "?" is no player; "-" (PDN's "not applicable") or "bye", any case, makes
//          the game a bye: listed, not counted (no game, no points, no opponent).
//   The result is the Result tag's (1-0, 0-1, 1/2-1/2; the FPD forms 2-0, 0-2, 1-1, the
//          Russian 1:0 ... and the printed forms the reader takes for a terminator, "½-½",
//          "empate", "GB" ..., read as these), else, when the tag is absent or is no result, the
//          game's terminator. "*", "0-0" or none at all is no result.
//   With ResultSource::board (--adjudicated), the game is replayed as `pdn validate` replays it
//          (ValidateOptions' replay) and, when the board decides it (no pieces, no moves, a
//          draw law) and every move of its main line is legal, the board's result is counted:
//          a recorded result that differs makes the game disputed; no recorded result, a result
//          from the board. A game the board does not decide (a resignation, a draw agreed, an
//          illegal move) counts its recorded result.
//   Without it, a Result tag and a terminator that are both results and disagree make the game
//          disputed, and the Result tag's result is counted.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/dedupe.hpp"

namespace damas::pdn {

enum class GameScore { white_wins, black_wins, draw };

// "1-0", "0-1", "1/2-1/2".
std::string_view score_text(GameScore score);
// The score of a result as written (any spelling normalized_result reads); none for "*", "0-0"
// and what is no result.
std::optional<GameScore> score_of_result(std::string_view text);

// Why a game is listed apart from the standings. The first six leave it out; the last two
// count it with the result its detail names.
enum class GameNote {
  none,
  unreadable,    // a syntax error: the game could not be read
  no_players,    // White or Black missing
  same_player,   // the same player on both sides (after the aliases)
  no_result,     // no result recorded (and, with --adjudicated, none on the board)
  repeated,      // a game given again (standings.hpp): counted once, at its first number
  bye,           // White or Black is "-" or "bye" (any case): no opponent, no game
  disputed,      // the records disagree (tag and terminator, or the record and the board)
  board_result,  // --adjudicated: no result recorded; the board's is counted
};

// "unreadable", "no-players", ...: the names JSON gives; "" for none.
std::string_view note_name(GameNote note);

struct TournamentGame {
  std::size_t number = 0;  // 1-based, across the inputs in order (pdn html's game-N.html)
  std::string source;      // the input's name
  std::size_t line = 0;    // where the game begins in it
  std::string event;
  std::string round;
  std::string white;  // "" when missing
  std::string black;
  std::optional<GameScore> score;  // the result counted; none: the game is not counted
  GameNote note = GameNote::none;
  std::string detail;  // for a note: what was found ("Result tag 1-0, terminator 0-1: 1-0 counted")
  GameKey moves;       // the main line as written (dedupe.hpp), to know a game given twice
};

// A name (a player's, an event's) as the standings compare and show it, so that names that
// look the same are one player:
//   - without the spaces at its ends, a run of them inside made one blank; a space is a blank, a
//     tab, a carriage return or any of Unicode's space separators (category Zs: the no-break
//     space U+00A0, the em space U+2003, the ideographic space U+3000 ...): "Ana  Silva",
//     "Ana Silva\u00a0" and "Ana\u2003Silva" are "Ana Silva";
//   - without format characters (category Cf), which show nothing: the zero-width space U+200B,
//     the joiners U+200C and U+200D, the byte order mark U+FEFF, the soft hyphen U+00AD;
//   - in Unicode's composed form, NFC: "Jose\u0301" (the accent typed as a character of its
//     own, as macOS keyboards and some editors write it) is "Jos\u00e9".
// A byte that is not UTF-8 (the reader decodes tags to UTF-8, but a name may come from
// elsewhere: a command line) is kept as it is, a character that is neither space nor format.
std::string spaced_name(std::string_view text);

// "round 3, Ana Silva - Rui Costa" ("?" for a missing player; no round when there is none), to
// name a game in the lists of games left out or disputed.
std::string game_title(const TournamentGame& game);

// Spellings of players' names mapped to one name, read from a text of lines
//   Spelling = Name
// (spaces around each side are dropped), with blank lines and lines starting with '#' ignored.
// The text is decoded as PDN input is (encoding.hpp), so that names match the tags whatever
// editor saved the file: UTF-8 (a byte order mark skipped), Latin-1 or Windows-1252, UTF-16.
// A name is looked up again, whatever the order of the lines: "A = B" and "B = C" map A and B
// to C.
class PlayerAliases {
 public:
  PlayerAliases() = default;
  // Throws AliasError naming `source`:LINE for a line without '=', with an empty side, giving a
  // spelling a second, different name, or closing a loop of names ("A = B", then "B = A").
  PlayerAliases(std::string_view bytes, std::string_view source);

  // The name `spelling` stands for: itself when no alias maps it.
  const std::string& name_of(const std::string& spelling) const;
  std::size_t size() const { return names_.size(); }

 private:
  std::map<std::string, std::string, std::less<>> names_;
};

struct AliasError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class ResultSource { record, board };

// The game as the standings count it; `number` is its number across the inputs.
TournamentGame tournament_game(const ArchiveGame& input, std::size_t number,
                               ResultSource results, const PlayerAliases& aliases);

}  // namespace damas::pdn
