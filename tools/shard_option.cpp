#include "shard_option.hpp"

#include <fmt/core.h>

#include <filesystem>
#include <system_error>

#include "damas/support/quoted.hpp"
#include "damas/support/strict_number.hpp"

namespace damas::cli {

void add_shard_options(po::options_description& options, ShardValues& values) {
  options.add_options()
      ("shard", po::value(&values.part)->value_name("K/N"),
       "process only part K of N of the games (every game once over the N parts)")
      ("shard-by", po::value(&values.by)->value_name("contiguous|interleaved")
                       ->default_value("contiguous"),
       "parts of consecutive games (joined in order, the whole output), or every Nth game");
}

std::optional<pdn::Shard> read_shard(const ShardValues& values,
                                     const std::vector<std::string>& inputs,
                                     const pdn::ArchiveOptions& options, std::string& error) {
  if (values.by != "contiguous" && values.by != "interleaved") {
    error = fmt::format("--shard-by takes contiguous or interleaved, not {}",
                        support::quoted(values.by));
    return std::nullopt;
  }
  if (values.part.empty()) return pdn::Shard();
  const auto slash = values.part.find('/');
  const auto parts = slash == std::string::npos
                         ? std::nullopt
                         : support::number_in<std::size_t>(
                               std::string_view(values.part).substr(slash + 1), 1, kMaxShards);
  const auto part = parts ? support::number_in<std::size_t>(
                                std::string_view(values.part).substr(0, slash), 1, *parts)
                          : std::nullopt;
  if (!part) {
    error = fmt::format("--shard takes K/N, a part K from 1 to N of N parts (N at most {}), not {}",
                        kMaxShards, support::quoted(values.part));
    return std::nullopt;
  }
  if (values.by == "interleaved") return pdn::Shard::interleaved(*part, *parts);
  for (const std::string& input : inputs.empty() ? std::vector<std::string>{"-"} : inputs) {
    std::error_code failure;
    const auto status = std::filesystem::status(input, failure);  // a missing file: said later
    if (input == "-" ||
        (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))) {
      error = fmt::format(
          "--shard {} counts the games before reading them, and {} is not a file that can be "
          "read twice (--shard-by interleaved reads a stream)",
          values.part, input == "-" ? std::string("standard input") : support::shown_name(input));
      return std::nullopt;
    }
  }
  // A failure to read an input is reported when the games are read.
  return pdn::Shard::contiguous(*part, *parts, pdn::count_games({}, inputs, options));
}

}  // namespace damas::cli
