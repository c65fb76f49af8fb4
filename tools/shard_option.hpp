// --shard K/N and --shard-by, for the commands that work game by game (validate, convert,
// annotate): each run processes part K of N of the games of its inputs (damas/pdn/shard.hpp),
// so that N processes or machines share one archive. Parts are contiguous by default (their
// outputs, joined in the order of the parts, are the output of the whole run: the games are
// counted first, so every input must be a file that can be read twice) or interleaved.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/shard.hpp"
#include "options.hpp"

namespace damas::cli {

// The most parts --shard accepts.
inline constexpr std::size_t kMaxShards = 1'000'000;

struct ShardValues {
  std::string part;  // "K/N" as given; empty: every game
  std::string by = "contiguous";
};

void add_shard_options(po::options_description& options, ShardValues& values);

// The part of the run the options select, its games counted in `inputs` when it is contiguous;
// nullopt with `error` set when an option is bad or an input cannot be read twice.
std::optional<pdn::Shard> read_shard(const ShardValues& values,
                                     const std::vector<std::string>& inputs,
                                     const pdn::ArchiveOptions& options, std::string& error);

}  // namespace damas::cli
