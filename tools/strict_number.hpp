// Numbers read strictly, from the command line (--depth 8, builtin:nodes=5000) and from the Hub
// protocol (`level depth=8`, an engine's `info score=0.35`): the whole text must be the number,
// and it must lie within the range given. Nothing wraps ("4294967297" is not 1), nothing is
// rounded or clamped into the range, and nan and the infinities are not numbers.
#pragma once

#include <optional>
#include <string_view>

namespace damas::cli {

// A whole number in decimal digits (with a leading '-' for a negative one) within [min, max];
// nullopt for anything else: "", "+3", "3.0", "1e3", " 3", "3x", a number out of range.
std::optional<long long> whole_in(std::string_view text, long long min, long long max);

// A finite real number ("0.5", "-2", "1e-3") within [min, max]; nullopt for anything else,
// "nan" and "inf" included.
std::optional<double> real_in(std::string_view text, double min, double max);

}  // namespace damas::cli
