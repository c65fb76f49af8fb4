// Endgame tables for the engines of a program: where the cache files live, reading and writing
// them, and the one copy of the tables a process shares between its engines.
//
// Cache: $XDG_CACHE_HOME/damas-pdn/ (or ~/.cache/damas-pdn/), one file per king against king rule
// and largest number of pieces (egtb-4-kvk-draw.bin, egtb-5-kvk-play.bin, ...), written by
// save_tables (`pdn egtb build [--pieces 5]`). The five-piece file, when there is one, is read
// instead of the four-piece one (it holds those tables too). Without either, a search from an
// ending of at most 4 pieces builds in memory only the tables it can reach (well under a second);
// a search from more pieces builds all the tables of up to 4 pieces (a few seconds) and writes
// their cache file for later runs. Either way they are kept for the rest of the process. Tables
// of five pieces are never built on demand (minutes, 188 MB).
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "damas/engine/egtb.hpp"
#include "damas/engine/search.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::engine {

// The default cache folder: $XDG_CACHE_HOME/damas-pdn, else ~/.cache/damas-pdn (a relative
// XDG_CACHE_HOME counts as unset, as the XDG specification says); empty when neither is set.
std::filesystem::path default_table_dir();

// The cache file of the tables of up to `pieces` pieces made under `rule` in `dir`.
std::filesystem::path table_file(const std::filesystem::path& dir, rules::KingVsKingRule rule,
                                 int pieces = kTablePieces);

// The tables of a cache file; nullptr with `error` set when it is missing or not valid (or not
// every table of up to its largest number of pieces, at least 4).
std::shared_ptr<const EndgameTables> read_table_file(const std::filesystem::path& file,
                                                             std::string& error);

// Writes `tables` to their cache file in `dir` (named by their most pieces; the folder created if
// needed; written under a temporary name, then renamed); false with `error` set (when given) if
// it could not.
bool save_tables(const EndgameTables& tables, const std::filesystem::path& dir,
                 std::string* error = nullptr);

// The process's tables for `rule` and for positions of `material`: from the cache file of
// `dir` if there is one, else built as said above (only what is missing).
// Safe to call from several threads.
std::shared_ptr<const EndgameTables> shared_tables(const std::filesystem::path& dir,
                                                           rules::KingVsKingRule rule,
                                                           const Material& material);

// Told once per folder and rule when a cache file is there but cannot be used (damaged, cut,
// incomplete, not a regular file), with a message that names the file and says why
// ("endgame tables not used: FILE: why"): shared_tables() goes on
// without it (the four-piece tables are built again and their file written anew; five-piece
// tables are not, so a search loses them until they are built again); also when the tables
// built cannot be saved there ("endgame tables not saved, so every run builds them again: ...":
// a folder that cannot be written). Without a handler (the default) nothing is told. Set it before
// the first search; not safe to change during one.
using TableFileWarning = std::function<void(const std::string& message)>;
void set_table_file_warning(TableFileWarning warning);

// The engines' source of tables: shared_tables() over the default cache folder.
TableSource default_table_source();

}  // namespace damas::engine
