#include "variant_option.hpp"

#include <fmt/core.h>

namespace damas::cli {

std::optional<rules::family::Variant> find_variant_option(std::string_view name,
                                                          std::string& error) {
  auto variant = rules::family::find_variant(name);
  if (!variant) {
    error = fmt::format("unknown --rules '{}' ({})", name, rules::family::variant_names());
  }
  return variant;
}

}  // namespace damas::cli
