// Does the plain scan read a text as the grammar does? libpdn reads games in the plain form of
// plain_game.hpp by a scan of their bytes (ReadOptions::plain_games_by_scan, and
// GameBuilder::replay_plain_games) and every other game by the PEGTL grammar; both must give the
// same game ends, reader calls, games, errors and replays. Each function reads `text` both ways
// and returns "" when they agree, otherwise a description of the first difference. Shared by the
// unit tests (tests/pdn/plain_game_test.cpp) and the fuzz target fuzz_plain_scan.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/replay.hpp"

namespace damas::pdn::testing {

// plain_game_length at every game start the grammar finds: where it answers, the grammar reads
// the game without an error and ends it at the same byte; and reading with
// ReadOptions::game_ends_only delimits the same games. Adds to `plain` the games the scan
// recognised.
std::string game_ends_difference(std::string_view text, std::size_t& plain);

// Every call the reader makes for `text`, with all its arguments, one line each; plain games by
// the scan or by the grammar. The visitor asks to skip the games whose number is a multiple of
// `skip_every` (0: none) at their `skip_at`-th item.
std::vector<std::string> reader_calls(std::string_view text, bool plain_games_by_scan,
                                      std::size_t skip_every = 0, std::size_t skip_at = 0);

// A GameBuilder that replays plain games as they are read (GameBuilder::replay_plain_games, with
// `options`) gives each of them the replay of the game the grammar builds, and that game's model
// without its moves; it builds the other games as the grammar does, with the same errors. Adds
// to `replayed` the games replayed as read.
std::string replays_difference(std::string_view text, const ReplayOptions& options,
                               std::size_t& replayed);

// The reader makes the same calls whether plain games are read by the scan or by the grammar,
// also when the visitor skips games; read_games builds the same games with the same errors; and
// replays_difference with default options.
std::string reading_difference(std::string_view text);

}  // namespace damas::pdn::testing
