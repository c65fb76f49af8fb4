// A move as written in the movetext. Moves are kept as text tokens here; checking them against
// the rules of a game type is the job of a later stage, which is why nothing below knows boards.
#pragma once

#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace damas::pdn {

// One square of a move: a number (leading zeros dropped: "05" is 5) or an alphanumeric name,
// lower-cased ("E3" is "e3"). Russian short notation ("ed4": file of origin, then target square)
// yields the bare file letter "e" as its first square. A plain value held inside its move, with
// no memory of its own: an archive has millions of them, each copied and freed.
class Square {
 public:
  // The longest name: a file and a rank ("e3"). A record from JSON naming a longer one is
  // refused when it is read.
  static constexpr std::size_t kMaxNameSize = 2;

  constexpr Square() = default;
  static constexpr Square numbered(int number) {
    Square square;
    square.number = number;
    return square;
  }
  // `name` has at most kMaxNameSize characters (callers check); more are cut off.
  static constexpr Square named(std::string_view name) {
    Square square;
    const std::size_t size = name.size() < kMaxNameSize ? name.size() : kMaxNameSize;
    for (std::size_t i = 0; i < size; ++i) square.name_[i] = name[i];
    square.name_size_ = static_cast<std::uint8_t>(size);
    return square;
  }

  int number = 0;  // 1..99 for numeric squares, 0 otherwise
  // Alphanumeric squares only.
  constexpr std::string_view name() const { return {name_, name_size_}; }

  constexpr bool is_numeric() const { return number > 0; }
  friend bool operator==(const Square&, const Square&) = default;

 private:
  char name_[kMaxNameSize] = {};  // zeros after the name, so that == may compare all of it
  std::uint8_t name_size_ = 0;
};

// The squares of a move, held inside it up to two (nearly every move names two): reading a
// game then needs no memory of its own per move.
using Squares = boost::container::small_vector<Square, 2>;

// The separator written between the squares. A move token uses one separator throughout.
enum class Separator : std::uint8_t {
  none,   // "a3b4", "ed4": alphanumeric moves may omit it
  dash,   // "32-28": a plain move
  cross,  // "28x19": a capture (also found on plain moves in old files)
  colon,  // "d4:b6": a capture, Russian style
};

inline bool is_capture(Separator s) { return s == Separator::cross || s == Separator::colon; }

struct Move {
  std::string text;  // the token as written, e.g. "1- 7" or "E3:G5"
  Squares squares;   // empty for a move the recorder did not know, written "-"

  Separator separator = Separator::none;

  friend bool operator==(const Move&, const Move&) = default;
};

// A move number as written before a move: "12." or, before a move of the second player, "12...".
struct MoveNumber {
  int number = 0;
  bool second_player = false;

  friend bool operator==(const MoveNumber&, const MoveNumber&) = default;
};

// Splits a move token that the grammar accepted into its squares (appended to `squares`) and
// returns its separator. Spaces around separators are skipped.
Separator split_move(std::string_view token, Squares& squares);

// The move in PDN 3.0 form: squares without leading zeros, '-' for plain moves and 'x' for
// captures (whatever the original used), no separator when the original had none.
std::string move_notation(const Move& move);
void append_move_notation(std::string& out, const Move& move);

// The same into a character buffer, for writers that format many moves: `out` has room for
// move_notation_bound(move) characters; returns the end of what was written.
char* write_move_notation(char* out, const Move& move);
std::size_t move_notation_bound(const Move& move);

}  // namespace damas::pdn
