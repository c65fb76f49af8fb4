// Helpers shared by the PDN tests: where the corpus is, and (round_trip.hpp) "same record"
// comparison for round trips.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "round_trip.hpp"

namespace damas::pdn::testing {

// The real-world corpus beside the repository, or an empty path when it is not there.
std::filesystem::path corpus_dir();
// Every PDN-like file under `dir` (.pdn, .phn, .fen), sorted.
std::vector<std::filesystem::path> pdn_files(const std::filesystem::path& dir);
std::string read_bytes(const std::filesystem::path& path);

}  // namespace damas::pdn::testing
