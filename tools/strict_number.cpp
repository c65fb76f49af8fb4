#include "strict_number.hpp"

#include <charconv>
#include <cmath>
#include <system_error>

namespace damas::cli {

namespace {

// The number that is the whole of `text`, as std::from_chars reads it.
template <class Number>
std::optional<Number> entire_number(std::string_view text) {
  Number value{};
  const char* const end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end) return std::nullopt;
  return value;
}

}  // namespace

std::optional<long long> whole_in(std::string_view text, long long min, long long max) {
  const auto value = entire_number<long long>(text);
  if (!value || *value < min || *value > max) return std::nullopt;
  return value;
}

std::optional<double> real_in(std::string_view text, double min, double max) {
  const auto value = entire_number<double>(text);
  if (!value || !std::isfinite(*value) || *value < min || *value > max) return std::nullopt;
  return value;
}

}  // namespace damas::cli
