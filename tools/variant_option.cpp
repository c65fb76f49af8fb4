#include "variant_option.hpp"

#include <fmt/core.h>

namespace damas::cli {

std::string variant_names() {
  std::string names;
  for (const auto& v : rules::family::variants()) {
    names += (names.empty() ? "" : ", ") + std::string(v.name);
  }
  return names;
}

std::optional<rules::family::Variant> find_variant_option(std::string_view name,
                                                          std::string& error) {
  auto variant = rules::family::find_variant(name);
  if (!variant) error = fmt::format("unknown --rules '{}' ({})", name, variant_names());
  return variant;
}

bool is_iberian(const rules::family::Variant& variant) {
  return variant.name == "portuguese" || variant.name == "spanish";
}

}  // namespace damas::cli
