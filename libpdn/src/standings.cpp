#include "damas/pdn/standings.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <map>
#include <numeric>
#include <tuple>

namespace damas::pdn {

namespace {

constexpr std::int64_t kThousandths = 1000;

constexpr std::array<Tiebreak, 6> kTiebreaks = {
    Tiebreak::direct, Tiebreak::sonneborn_berger, Tiebreak::buchholz,
    Tiebreak::buchholz_cut1, Tiebreak::wins, Tiebreak::black_games};

// A decimal number from 0 to 100 with at most three decimals, in thousandths.
std::optional<std::int64_t> thousandths(std::string_view text) {
  const std::size_t point = text.find('.');
  const std::string_view whole = text.substr(0, point);
  const std::string_view fraction =
      point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
  if (whole.empty() || fraction.size() > 3 ||
      (point != std::string_view::npos && fraction.empty())) {
    return std::nullopt;
  }
  const auto digits = [](std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if (!digits(whole) || !digits(fraction) || whole.size() > 3) return std::nullopt;
  std::int64_t value = 0;
  std::from_chars(whole.data(), whole.data() + whole.size(), value);
  std::int64_t decimals = 0;
  for (std::size_t i = 0; i < 3; ++i)
    decimals = decimals * 10 + (i < fraction.size() ? fraction[i] - '0' : 0);
  value = value * kThousandths + decimals;
  if (value > 100 * kThousandths) return std::nullopt;
  return value;
}

// What one player did, gathered from the counted games.
struct Record {
  std::string name;
  std::int64_t points = 0;  // thousandths
  int wins = 0, draws = 0, losses = 0, black_games = 0;
  // Per game: the opponent's index and the points scored in it.
  std::vector<std::pair<std::size_t, std::int64_t>> games;
};

std::int64_t points_of(PlayerResult result, const Points& points) {
  return result == PlayerResult::win ? points.win
         : result == PlayerResult::draw ? points.draw
                                        : points.loss;
}

PlayerResult result_of(GameScore score, bool white) {
  if (score == GameScore::draw) return PlayerResult::draw;
  return (score == GameScore::white_wins) == white ? PlayerResult::win : PlayerResult::loss;
}

// The tie-breaks that do not depend on who else is tied, for every player.
Amount fixed_tiebreak(Tiebreak tiebreak, const Record& r, const std::vector<Record>& all,
                      const Points& points) {
  switch (tiebreak) {
    case Tiebreak::sonneborn_berger: {
      std::int64_t sum = 0;
      for (const auto& [opponent, scored] : r.games) sum += scored * all[opponent].points;
      return {sum, points.win * kThousandths};
    }
    case Tiebreak::buchholz:
    case Tiebreak::buchholz_cut1: {
      std::vector<std::int64_t> terms;
      for (const auto& game : r.games) terms.push_back(all[game.first].points);
      std::int64_t sum = std::accumulate(terms.begin(), terms.end(), std::int64_t{0});
      if (tiebreak == Tiebreak::buchholz_cut1 && !terms.empty()) {
        sum -= *std::min_element(terms.begin(), terms.end());
      }
      return {sum, kThousandths};
    }
    case Tiebreak::wins: return {r.wins, 1};
    case Tiebreak::black_games: return {r.black_games, 1};
    case Tiebreak::direct: break;
  }
  return {};
}

// The direct encounter among `group`: each one's points against the others, or none when two
// of them never met.
std::optional<std::vector<std::int64_t>> direct_points(const std::vector<std::size_t>& group,
                                                       const std::vector<Record>& records) {
  std::vector<std::int64_t> scored(group.size(), 0);
  for (std::size_t i = 0; i < group.size(); ++i) {
    for (std::size_t j = 0; j < group.size(); ++j) {
      if (i == j) continue;
      bool met = false;
      for (const auto& [opponent, points] : records[group[i]].games) {
        if (opponent != group[j]) continue;
        met = true;
        scored[i] += points;
      }
      if (!met) return std::nullopt;
    }
  }
  return scored;
}

// Ranks the players of an event (indices into its records) and keeps their tie-break values.
// The values of one tie-break share one scale for every player, so comparing `scaled` compares
// them exactly.
class Ranking {
 public:
  Ranking(const std::vector<Record>& records, const StandingsOptions& options)
      : records_(records), options_(options),
        values_(records.size(), std::vector<std::optional<Amount>>(options.tiebreaks.size())) {
    for (std::size_t p = 0; p < records.size(); ++p) {
      for (std::size_t k = 0; k < options.tiebreaks.size(); ++k) {
        if (options.tiebreaks[k] != Tiebreak::direct) {
          values_[p][k] = fixed_tiebreak(options.tiebreaks[k], records[p], records, options.points);
        }
      }
    }
  }

  // The players in standing order, in groups of those tied after every tie-break.
  std::vector<std::vector<std::size_t>> rank() {
    std::vector<std::size_t> everyone(records_.size());
    std::iota(everyone.begin(), everyone.end(), std::size_t{0});
    std::vector<std::vector<std::size_t>> groups;
    split(everyone, [this](std::size_t p) { return Amount{records_[p].points, 1}; }, groups, 0);
    return groups;
  }

  const std::vector<std::optional<Amount>>& values(std::size_t player) const {
    return values_[player];
  }

 private:
  // Orders `group` by `key` (higher first) and hands each run of equal keys to the tie-break
  // `next`, or to `groups` once there is none left or it holds one player.
  template <class Key>
  void split(std::vector<std::size_t> group, Key key, std::vector<std::vector<std::size_t>>& groups,
             std::size_t next) {
    std::stable_sort(group.begin(), group.end(),
                     [&](std::size_t a, std::size_t b) { return key(a).scaled > key(b).scaled; });
    for (std::size_t begin = 0; begin < group.size();) {
      std::size_t end = begin + 1;
      while (end < group.size() && key(group[end]).scaled == key(group[begin]).scaled) ++end;
      std::vector<std::size_t> tied(group.begin() + static_cast<std::ptrdiff_t>(begin),
                                    group.begin() + static_cast<std::ptrdiff_t>(end));
      apply(std::move(tied), groups, next);
      begin = end;
    }
  }

  void apply(std::vector<std::size_t> tied, std::vector<std::vector<std::size_t>>& groups,
             std::size_t k) {
    if (tied.size() == 1 || k == options_.tiebreaks.size()) {
      std::sort(tied.begin(), tied.end(), [this](std::size_t a, std::size_t b) {
        return records_[a].name < records_[b].name;
      });
      groups.push_back(std::move(tied));
      return;
    }
    if (options_.tiebreaks[k] == Tiebreak::direct) {
      const auto scored = direct_points(tied, records_);
      if (!scored) return apply(std::move(tied), groups, k + 1);
      for (std::size_t i = 0; i < tied.size(); ++i)
        values_[tied[i]][k] = Amount{(*scored)[i], kThousandths};
    }
    split(std::move(tied), [this, k](std::size_t p) { return *values_[p][k]; }, groups, k + 1);
  }

  const std::vector<Record>& records_;
  const StandingsOptions& options_;
  std::vector<std::vector<std::optional<Amount>>> values_;  // [player][tie-break]
};

// The standings of one event's games.
EventStandings event_standings(std::string event, const std::vector<const TournamentGame*>& games,
                               const StandingsOptions& options) {
  EventStandings out;
  out.event = std::move(event);
  std::vector<Record> records;
  std::map<std::string, std::size_t, std::less<>> index;
  const auto player = [&](const std::string& name) {
    const auto [at, added] = index.emplace(name, records.size());
    if (added) records.emplace_back().name = name;
    return at->second;
  };
  // A game given twice (the same file twice, overlapping files) is counted once: the same
  // round, players, colours, result and moves are the same game, and the repeat is listed. Not
  // without a round: the games of a match without Round tags may well repeat a short draw.
  using Identity = std::tuple<std::string_view, std::string_view, std::string_view, GameScore,
                              std::uint64_t, std::uint64_t>;
  std::map<Identity, std::size_t> first_number;
  std::vector<const TournamentGame*> counted;
  for (const TournamentGame* game : games) {
    const bool round_known = !game->round.empty() && game->round != "?" && game->round != "-";
    if (game->score && round_known) {
      const auto [first, added] =
          first_number.emplace(Identity{game->round, game->white, game->black, *game->score,
                                        game->moves.high, game->moves.low},
                               game->number);
      if (!added) {
        TournamentGame& repeat = out.listed.emplace_back(*game);
        repeat.score.reset();
        repeat.note = GameNote::repeated;
        repeat.detail = fmt::format(
            "the same game as game {} (round, players, colours, result and moves): counted once",
            first->second);
        continue;
      }
    }
    if (game->score) counted.push_back(game);
    if (game->note != GameNote::none) out.listed.push_back(*game);
  }
  for (const TournamentGame* game : counted) {
    ++out.games_counted;
    const std::size_t white = player(game->white);
    const std::size_t black = player(game->black);
    for (const bool is_white : {true, false}) {
      Record& r = records[is_white ? white : black];
      const PlayerResult result = result_of(*game->score, is_white);
      const std::int64_t scored = points_of(result, options.points);
      r.points += scored;
      r.wins += result == PlayerResult::win ? 1 : 0;
      r.draws += result == PlayerResult::draw ? 1 : 0;
      r.losses += result == PlayerResult::loss ? 1 : 0;
      r.black_games += is_white ? 0 : 1;
      r.games.emplace_back(is_white ? black : white, scored);
    }
  }

  Ranking ranking(records, options);
  std::vector<std::size_t> order;
  for (const std::vector<std::size_t>& group : ranking.rank()) {
    const std::size_t first = order.size() + 1;
    for (const std::size_t p : group) {
      const Record& r = records[p];
      out.players.push_back({.name = r.name, .rank = first, .rank_last = first + group.size() - 1,
                             .points = {r.points, kThousandths},
                             .games = static_cast<int>(r.games.size()), .wins = r.wins,
                             .draws = r.draws, .losses = r.losses,
                             .tiebreaks = ranking.values(p)});
      order.push_back(p);
    }
  }

  std::vector<std::size_t> row_of(records.size());
  for (std::size_t row = 0; row < order.size(); ++row) row_of[order[row]] = row;
  out.crosstable.assign(order.size(), CrossRow());
  for (const TournamentGame* game : counted) {
    const std::size_t white = row_of[index.find(game->white)->second];
    const std::size_t black = row_of[index.find(game->black)->second];
    for (const bool is_white : {true, false}) {
      const PlayerResult result = result_of(*game->score, is_white);
      out.crosstable[is_white ? white : black][is_white ? black : white].push_back(
          {.number = game->number, .round = game->round, .white = is_white, .result = result,
           .points = {points_of(result, options.points), kThousandths}});
    }
  }
  return out;
}

}  // namespace

std::string Amount::text() const {
  // Rounded to thousandths, half away from zero, in integers: no binary fraction shows.
  const std::int64_t magnitude = scaled < 0 ? -scaled : scaled;
  const std::int64_t rounded = (magnitude * kThousandths * 2 + scale) / (2 * scale);
  std::string out =
      fmt::format("{}{}", scaled < 0 && rounded != 0 ? "-" : "", rounded / kThousandths);
  std::string decimals = fmt::format("{:03}", rounded % kThousandths);
  while (!decimals.empty() && decimals.back() == '0') decimals.pop_back();
  if (!decimals.empty()) out += "." + decimals;
  return out;
}

std::optional<Points> Points::from_text(std::string_view text) {
  std::array<std::int64_t, 3> values{};
  for (std::size_t i = 0; i < 3; ++i) {
    const std::size_t comma = text.find(',');
    if ((comma == std::string_view::npos) != (i == 2)) return std::nullopt;
    const auto value = thousandths(text.substr(0, comma));
    if (!value) return std::nullopt;
    values[i] = *value;
    text = i == 2 ? std::string_view() : text.substr(comma + 1);
  }
  if (values[0] == 0 || values[0] < values[1] || values[1] < values[2]) return std::nullopt;
  return Points{values[0], values[1], values[2]};
}

std::string Points::text() const {
  return fmt::format("win {}, draw {}, loss {}", Amount{win, kThousandths}.text(),
                     Amount{draw, kThousandths}.text(), Amount{loss, kThousandths}.text());
}

std::string rank_text(const PlayerStanding& player) {
  return player.rank == player.rank_last ? std::to_string(player.rank)
                                         : fmt::format("{}-{}", player.rank, player.rank_last);
}

const std::vector<CrossGame>& EventStandings::games_between(std::size_t row,
                                                            std::size_t column) const {
  static const std::vector<CrossGame> kNone;
  const auto found = crosstable.at(row).find(column);
  return found == crosstable[row].end() ? kNone : found->second;
}

std::string crosstable_sum(const std::vector<CrossGame>& games) {
  Amount sum{0, games.empty() ? 1 : games.front().points.scale};
  int counts[3] = {};  // by PlayerResult: win, draw, loss
  for (const CrossGame& g : games) {
    sum.scaled += g.points.scaled;
    ++counts[static_cast<int>(g.result)];
  }
  return fmt::format("{} in {} games (+{} ={} -{})", sum.text(), games.size(), counts[0], counts[1],
                     counts[2]);
}

std::string_view tiebreak_name(Tiebreak tiebreak) {
  switch (tiebreak) {
    case Tiebreak::direct: return "direct";
    case Tiebreak::sonneborn_berger: return "sonneborn-berger";
    case Tiebreak::buchholz: return "buchholz";
    case Tiebreak::buchholz_cut1: return "buchholz-cut1";
    case Tiebreak::wins: return "wins";
    case Tiebreak::black_games: return "black-games";
  }
  return "";
}

std::string_view tiebreak_label(Tiebreak tiebreak) {
  switch (tiebreak) {
    case Tiebreak::direct: return "Direct";
    case Tiebreak::sonneborn_berger: return "S-B";
    case Tiebreak::buchholz: return "Buchholz";
    case Tiebreak::buchholz_cut1: return "Bh-1";
    case Tiebreak::wins: return "Wins";
    case Tiebreak::black_games: return "Black";
  }
  return "";
}

std::optional<Tiebreak> parse_tiebreak(std::string_view name) {
  for (const Tiebreak tiebreak : kTiebreaks) {
    if (tiebreak_name(tiebreak) == name) return tiebreak;
  }
  return std::nullopt;
}

std::span<const Tiebreak> all_tiebreaks() { return kTiebreaks; }

std::vector<EventStandings> compute_standings(std::span<const TournamentGame> games,
                                              const StandingsOptions& options) {
  std::vector<std::string> events;  // in order of first appearance
  std::map<std::string, std::vector<const TournamentGame*>, std::less<>> by_event;
  for (const TournamentGame& game : games) {
    auto [at, added] = by_event.try_emplace(game.event);
    if (added) events.push_back(game.event);
    at->second.push_back(&game);
  }
  std::vector<EventStandings> standings;
  for (std::string& event : events) {
    auto& event_games = by_event.find(event)->second;
    std::stable_sort(
        event_games.begin(), event_games.end(),
        [](const TournamentGame* a, const TournamentGame* b) { return a->number < b->number; });
    standings.push_back(event_standings(std::move(event), event_games, options));
  }
  return standings;
}

}  // namespace damas::pdn
