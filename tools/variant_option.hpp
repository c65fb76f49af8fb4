// The `--rules VARIANT` of the commands that take one position of any variant of the draughts
// family (moves, perft, diagram --fen): the variant by its name in the family's table
// (rules/family/variant.hpp), so that every command knows the same names and says them alike.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "damas/rules/family/variant.hpp"

namespace damas::cli {

// The variant called `name`; nullopt, with `error` naming the variants, for any other name.
std::optional<rules::family::Variant> find_variant_option(std::string_view name,
                                                          std::string& error);

}  // namespace damas::cli
