// Numbers read strictly, from the command line (--jobs 2, --depth 8, builtin:nodes=5000) and from
// the Hub protocol (`level depth=8`, an engine's `info score=0.35`): the whole text must be the
// number, and it must lie within the range given. Nothing wraps ("4294967297" is not 1),
// nothing is rounded or clamped into the range, and nan and the infinities are not numbers.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace damas::support {

// The number of type T that is the whole of `text`, within [min, max]: decimal digits, with a
// leading '-' for a signed type, and for a floating-point type a fraction and an exponent too
// ("0.5", "1e-3"). nullopt for anything else: "", "+3", " 3", "3x", "3.0" for an integer type,
// a number out of range (or out of the type's own), "nan", "inf".
template <class T>
std::optional<T> number_in(std::string_view text, T min, T max) {
  T value{};
  const char* const end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  // `!(min <= value)` rather than `value < min`, so that nan is out of range.
  if (error != std::errc() || stop != end || !(min <= value) || !(value <= max)) {
    return std::nullopt;
  }
  return value;
}

}  // namespace damas::support
