// The move rules of each draughts variant as data (docs/variants.md gives each rule's source).
// One generic move generator (family/movegen.hpp) plays them all; Portuguese and Spanish also
// have the fast bitboard generator of movegen.hpp, which the generic one is checked against.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "damas/rules/family/board.hpp"

namespace damas::rules::family {

enum class Side : std::uint8_t { white, black };

// Which captures a player may choose among, once capturing is compulsory.
enum class CaptureChoice : std::uint8_t {
  free,                    // any capture (Russian, English, pool)
  most_pieces,             // as many pieces as possible (International, Brazilian, Canadian)
  most_pieces_then_kings,  // as many pieces, then as many kings (Portuguese, Spanish)
  kings_capture_first,     // a king must capture when one can; otherwise free (Czech)
  italian,                 // most pieces; then with a king; then most kings; then a king first
};

// What happens to a man that reaches the far row during a capture.
enum class CrowningInCapture : std::uint8_t {
  ends_move,          // it is crowned and its move ends there (Portuguese, English, Italian)
  only_where_it_ends, // it captures on as a man; crowned only if the move ends on the far row
                      // (International, Brazilian, pool)
  captures_on_as_king // it is crowned at once and captures on as a king (Russian)
};

struct Variant {
  std::string_view name;  // "international", "english", ...
  int game_type;          // PDN GameType number
  BoardShape board;
  Side first_to_move;
  int men_rows;                  // rows of men each side starts with
  bool men_capture_backwards;
  bool flying_kings;             // kings move and capture any distance
  bool men_capture_kings;        // false in Italian draughts
  CaptureChoice choice;
  CrowningInCapture crowning;
  // How its PDN writes moves: algebraic squares (c3-d4) or numbers (32-28), and the mark
  // between a capture's squares (PDN 3.0's table: ':' for Russian, 'x' for the others).
  bool algebraic;
  char capture_mark;
};

// Every variant the generic generator plays.
std::span<const Variant> variants();
std::optional<Variant> find_variant(std::string_view name);
std::optional<Variant> variant_for_game_type(int game_type);

// "portuguese, spanish, international, ...": the names find_variant knows, for messages.
std::string variant_names();

// Portuguese and Spanish: the variants of the bitboard rules core (ruleset.hpp), with its draw
// laws, engine and tables; the others are played by the generic generator alone.
bool is_iberian(const Variant& variant);

}  // namespace damas::rules::family
