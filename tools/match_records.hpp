// The records of pdn match's games (-o): those an earlier run left (--resume), read back and
// checked, and those of the run, kept by game number and saved now and then while it runs.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "damas/analysis/match_record.hpp"
#include "damas/pdn/game.hpp"
#include "damas/support/output_file.hpp"
#include "periodic_save.hpp"

namespace damas::cli {

// A finished game of the match read back from the records of an earlier run: its result, and
// its record as written again (kept as text: a match may have many games).
struct ResumedGame {
  rules::GameResult result;
  std::string text;
};

// The finished games of a match of `games` games that the records in `files` hold, by game
// number. Each record must be a game of this match (`identity_of` its number) that ended;
// otherwise, or when a file cannot be read, nullopt with `error` set ("FILE:LINE:COLUMN: game
// N: ..."): a record of another match (other players, openings, rules or clock) must not count
// as one of this match's games. A file named twice (or through a link) is read once; a game
// recorded twice counts once, the first record, with a warning on standard error when the two
// records differ.
std::optional<std::map<int, ResumedGame>> read_resumed(
    const std::vector<std::string>& files, int games,
    const std::function<analysis::MatchGameIdentity(int)>& identity_of, std::string& error);

// The records of a match by game number, written in that order. With a file to replace
// (`output`, a regular file), save_if_due() saves them all there now and then (PeriodicSave,
// every `save_every_seconds`): a run killed outright leaves the games of its last save, which
// --resume goes on from.
class MatchRecords {
 public:
  // `output` empty: no saves (standard output, a FIFO, no -o).
  MatchRecords(std::string program, std::string output, double save_every_seconds);

  void add(int round, const pdn::Game& record);
  void add(int round, std::string text);  // a record already written
  void save_if_due();

  // Every record, in game order.
  void write_to(support::OutputFile& file) const;

 private:
  PeriodicSave saves_;
  std::map<int, std::string> texts_;
};

}  // namespace damas::cli
