#include "damas/engine/egtb_source.hpp"

#include <fmt/core.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <utility>

#include "damas/support/output_file.hpp"

namespace damas::engine {

std::filesystem::path default_table_dir() {
  // A relative XDG_CACHE_HOME is not one: the XDG base directory specification says to ignore
  // it (the tables were written under whatever folder the command ran in).
  if (const char* cache = std::getenv("XDG_CACHE_HOME");
      cache != nullptr && std::filesystem::path(cache).is_absolute()) {
    return std::filesystem::path(cache) / "damas-pdn";
  }
  if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
    return std::filesystem::path(home) / ".cache" / "damas-pdn";
  }
  return {};
}

std::filesystem::path table_file(const std::filesystem::path& dir, rules::KingVsKingRule rule,
                                 int pieces) {
  return dir / fmt::format("egtb-{}-kvk-{}.bin", pieces,
                           rule == rules::KingVsKingRule::play ? "play" : "draw");
}

std::shared_ptr<const EndgameTables> read_table_file(const std::filesystem::path& file,
                                                             std::string& error) {
  // A named pipe or a device there would block the open or never end: only a file is read.
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) {
    error = "not a regular file: " + file.string();
    return nullptr;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    error = "cannot read " + file.string();
    return nullptr;
  }
  auto tables = EndgameTables::read(in, error);
  if (tables &&
      (tables->most_pieces() < kTablePieces || !tables->complete(tables->most_pieces()))) {
    error = "incomplete endgame tables";
    tables = nullptr;
  }
  if (!tables) error = file.string() + ": " + error;
  return tables;
}

bool save_tables(const EndgameTables& tables, const std::filesystem::path& dir,
                 std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::ostringstream bytes;
  tables.write(bytes);
  const auto failure = support::write_file_atomically(
      table_file(dir, tables.king_vs_king(), tables.most_pieces()).string(), bytes.str());
  if (failure && error != nullptr) *error = *failure;
  return !failure;
}

namespace {

TableFileWarning& table_file_warning() {
  static TableFileWarning warning;
  return warning;
}

}  // namespace

void set_table_file_warning(TableFileWarning warning) { table_file_warning() = std::move(warning); }

std::shared_ptr<const EndgameTables> shared_tables(const std::filesystem::path& dir,
                                                           rules::KingVsKingRule rule,
                                                           const Material& material) {
  static std::mutex mutex;
  // Per folder and rule: the tables so far, and whether the cache file was tried.
  static std::map<std::pair<std::filesystem::path, rules::KingVsKingRule>,
                  std::shared_ptr<const EndgameTables>>
      known;
  const std::lock_guard lock(mutex);
  auto& tables = known[{dir, rule}];
  if (!tables) {
    // The largest tables there are: five pieces only if `pdn egtb build --pieces 5` made them.
    for (int pieces = kMaxTablePieces; pieces >= kTablePieces && !tables && !dir.empty();
         --pieces) {
      // A missing file is the usual case (no tables built yet, or none of five pieces); one
      // that is there and cannot be read is tables the user made and is about to lose.
      const auto file = table_file(dir, rule, pieces);
      std::error_code ec;
      if (!std::filesystem::exists(std::filesystem::symlink_status(file, ec))) continue;
      std::string error;
      tables = read_table_file(file, error);
      if (!tables && table_file_warning()) {
        table_file_warning()("endgame tables not used: " + error);
      }
    }
    if (!tables) tables = std::make_shared<const EndgameTables>(rule);
  }
  if (tables->complete()) return tables;
  if (material.pieces() <= kTablePieces) {
    tables = tables->extended(material);  // an ending: only the tables it can reach
  } else {
    // A root with more pieces reaches most materials: build them all, once, for every later run.
    tables = EndgameTables::build(rule);
    // Said, not ignored: every later run would build them again (seconds each) without a word.
    std::string error;
    if (!dir.empty() && !save_tables(*tables, dir, &error) && table_file_warning()) {
      table_file_warning()("endgame tables not saved, so every run builds them again: " + error);
    }
  }
  return tables;
}

TableSource default_table_source() {
  return [dir = default_table_dir()](const rules::Position& root, const rules::DrawRules& rules) {
    return shared_tables(dir, rules.king_vs_king, Material::of(root));
  };
}

}  // namespace damas::engine
