#include "damas/rules/family/variant.hpp"

#include <array>

namespace damas::rules::family {

namespace {

// Board shapes as the GameTypes of PDN 3.0 give them (width, height, whether a1 is a playing
// square, the corner of square 1), with the numbering corner turned to be seen from White.
constexpr BoardShape kIberian{8, 8, false, Corner::bottom_right};        // 28,W,8,8,N1,1
constexpr BoardShape kItalian{8, 8, false, Corner::top_left};            // 22,W,8,8,N2,1
constexpr BoardShape kEnglish{8, 8, true, Corner::top_left};             // 21 and 23,B,8,8,N1,0
constexpr BoardShape kAlgebraic8{8, 8, true, Corner::top_left};          // 25,W,8,8,A0,0
constexpr BoardShape kInternational{10, 10, true, Corner::top_left};     // 20,W,10,10,N2,0
constexpr BoardShape kCanadian{12, 12, true, Corner::top_left};          // 27,W,12,12,N2,0

using enum CaptureChoice;
using enum CrowningInCapture;

constexpr std::array kVariants{
    Variant{"portuguese", 28, kIberian, Side::white, 3, false, true, true,
            most_pieces_then_kings, ends_move, false, 'x'},
    Variant{"spanish", 24, kIberian, Side::white, 3, false, true, true, most_pieces_then_kings,
            ends_move, false, 'x'},
    Variant{"international", 20, kInternational, Side::white, 4, true, true, true, most_pieces,
            only_where_it_ends, false, 'x'},
    Variant{"english", 21, kEnglish, Side::black, 3, false, false, true, free, ends_move, false,
            'x'},
    Variant{"pool", 23, kEnglish, Side::black, 3, true, true, true, free, only_where_it_ends,
            false, 'x'},
    Variant{"italian", 22, kItalian, Side::white, 3, false, false, false, italian, ends_move,
            false, 'x'},
    Variant{"russian", 25, kAlgebraic8, Side::white, 3, true, true, true, free,
            captures_on_as_king, true, ':'},
    Variant{"brazilian", 26, kAlgebraic8, Side::white, 3, true, true, true, most_pieces,
            only_where_it_ends, true, 'x'},
    Variant{"canadian", 27, kCanadian, Side::white, 5, true, true, true, most_pieces,
            only_where_it_ends, false, 'x'},
    Variant{"czech", 29, kAlgebraic8, Side::white, 3, false, true, true, kings_capture_first,
            ends_move, true, 'x'},
};

}  // namespace

std::span<const Variant> variants() { return kVariants; }

std::optional<Variant> find_variant(std::string_view name) {
  for (const Variant& v : kVariants) {
    if (v.name == name) return v;
  }
  return std::nullopt;
}

std::optional<Variant> variant_for_game_type(int game_type) {
  for (const Variant& v : kVariants) {
    if (v.game_type == game_type) return v;
  }
  return std::nullopt;
}

std::string variant_names() {
  std::string names;
  for (const Variant& v : kVariants) {
    if (!names.empty()) names += ", ";
    names += v.name;
  }
  return names;
}

bool is_iberian(const Variant& variant) {
  return variant.game_type == 28 || variant.game_type == 24;
}

}  // namespace damas::rules::family
