// Helpers shared by the PDN tests: where the corpus is, and "same record" comparison for round
// trips (which ignores what the writer normalises on purpose: positions, move numbers, tag
// order, separators' spelling, the FEN's canonical form, a missing terminator written as `*`).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "damas/pdn/game.hpp"

namespace damas::pdn::testing {

// The real-world corpus beside the repository, or an empty path when it is not there.
std::filesystem::path corpus_dir();
// Every PDN-like file under `dir` (.pdn, .phn, .fen), sorted.
std::vector<std::filesystem::path> pdn_files(const std::filesystem::path& dir);
std::string read_bytes(const std::filesystem::path& path);

// "" when `reread` (read back from the writer's text) holds the same record as `original`,
// otherwise where they first differ.
std::string record_difference(const Game& original, const Game& reread);

}  // namespace damas::pdn::testing
