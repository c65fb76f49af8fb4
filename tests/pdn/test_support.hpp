// Helpers shared by the PDN tests: where the corpus is, games read from a text, and
// (round_trip.hpp) "same record" comparison for round trips.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"
#include "round_trip.hpp"

namespace damas::pdn::testing {

// The real-world corpus beside the repository, or an empty path when it is not there.
std::filesystem::path corpus_dir();
// Every PDN-like file under `dir` (.pdn, .phn, .fen), sorted.
std::vector<std::filesystem::path> pdn_files(const std::filesystem::path& dir);
std::string read_bytes(const std::filesystem::path& path);

// The one game of `text` (read_games with `options`); a test failure when it holds none or
// several, or when the reading reported an error.
Game only_game(std::string_view text, const ReadOptions& options = {});
// The games of `text` as an input named "t.pdn" gives them (GameReader::from_text).
std::vector<ArchiveGame> archive_games(std::string text, const ArchiveOptions& options = {});
// Replay options that leave the tags unchecked (the games of these tests have none).
ReplayOptions without_tag_checks();

}  // namespace damas::pdn::testing
