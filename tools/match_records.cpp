#include "match_records.hpp"

#include <fmt/core.h>

#include <filesystem>
#include <system_error>
#include <utility>

#include "damas/pdn/game_reader.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/support/quoted.hpp"

namespace damas::cli {

namespace {

std::string written(const pdn::Game& record) {
  std::string text;
  pdn::write_game(record, text);
  return text;
}

// The files of --resume, each once however it is named (a file named twice, or through a link,
// would otherwise seem to hold every game twice).
std::vector<std::string> distinct_files(const std::vector<std::string>& files) {
  std::vector<std::string> distinct;
  for (const std::string& file : files) {
    bool seen = false;
    for (const std::string& earlier : distinct) {
      std::error_code error;
      seen = seen || earlier == file || std::filesystem::equivalent(earlier, file, error);
    }
    if (!seen) distinct.push_back(file);
  }
  return distinct;
}

}  // namespace

std::optional<std::map<int, ResumedGame>> read_resumed(
    const std::vector<std::string>& files, int games,
    const std::function<analysis::MatchGameIdentity(int)>& identity_of, std::string& error) {
  std::map<int, ResumedGame> resumed;
  pdn::GameReader reader(distinct_files(files));
  while (std::optional<pdn::ArchiveGame> item = reader.next()) {
    if (item->error) {
      error = item->error->to_string();
      return std::nullopt;
    }
    const pdn::Game& record = item->game;
    const std::string where =
        fmt::format("{}:{}:{}: game {}", support::shown_name(item->source), record.position.line,
                    record.position.column, record.number);
    const std::optional<int> round = analysis::recorded_round(record);
    std::string why;
    std::optional<rules::GameResult> result;
    if (!round || *round > games) {
      why = fmt::format("its Round is not a game number from 1 to --games {}", games);
    } else {
      result = analysis::recorded_result(record, identity_of(*round), why);
    }
    if (!result) {
      error = fmt::format("{}: not a finished game of this match: {}", where, why);
      return std::nullopt;
    }
    std::string text = written(record);
    if (const auto earlier = resumed.find(*round); earlier != resumed.end()) {
      // The same record in two files (a run resumed from one file and written to another, then
      // resumed from both) is the same game; two different records of it are worth a word.
      if (earlier->second.text != text) {
        fmt::print(stderr, "pdn match: {}: game {} is in the records twice; the first counts\n",
                   where, *round);
      }
      continue;
    }
    resumed.emplace(*round, ResumedGame{*result, std::move(text)});
  }
  if (!reader.failures().empty()) {
    const pdn::InputFailure& failure = reader.failures().front();
    error = fmt::format("{}: {}", support::shown_name(failure.source), failure.reason);
    return std::nullopt;
  }
  return resumed;
}

MatchRecords::MatchRecords(std::string program, std::string output, double save_every_seconds)
    : saves_(std::move(program), std::move(output), "the games finished so far",
             save_every_seconds) {}

void MatchRecords::add(int round, const pdn::Game& record) { texts_[round] = written(record); }

void MatchRecords::add(int round, std::string text) { texts_[round] = std::move(text); }

void MatchRecords::save_if_due() {
  saves_.save_if_due([this](support::OutputFile& file) { write_to(file); });
}

void MatchRecords::write_to(support::OutputFile& file) const {
  for (const auto& [round, text] : texts_) file.write(text);
}

}  // namespace damas::cli
