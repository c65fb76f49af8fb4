#include "damas/pdn/csv.hpp"

#include <array>
#include <string_view>

#include "damas/pdn/not_checked.hpp"
#include "damas/support/csv_row.hpp"
#include "damas/rules/adjudicator.hpp"

namespace damas::pdn {

namespace {

// The first eight columns are tags.
constexpr std::size_t kTagColumns = 8;
constexpr std::array<std::string_view, 11> kColumns = {"Event", "Site",    "Date",   "Round",
                                                       "White", "Black",   "Result", "GameType",
                                                       "Plies", "Outcome", "Reason"};

using support::CsvRow;

}  // namespace

std::string csv_header() {
  CsvRow row;
  for (const std::string_view column : kColumns) row.field(column);
  return row.end();
}

std::string csv_row(const Game& game, const ReplayedGame* replayed) {
  CsvRow row;
  for (std::size_t i = 0; i < kTagColumns; ++i) {
    const std::string* value = game.tag(kColumns[i]);
    row.text(value != nullptr ? *value : std::string_view());
  }
  row.field(std::to_string(game.moves.nodes.size()));
  const bool judged = replayed != nullptr && replayed->judged();
  row.field(judged ? rules::result_text(replayed->outcome.result) : "");
  row.field(judged ? std::string(rules::reason_text(replayed->outcome.reason))
                   : why_not_judged(game, replayed));
  return row.end();
}

}  // namespace damas::pdn
