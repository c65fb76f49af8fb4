#include "damas/engine/hub_server.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <new>
#include <set>
#include <sstream>

#include "damas/engine/egtb_source.hpp"
#include "damas/engine/engine_spec.hpp"
#include "damas/engine/hub_notation.hpp"
#include "damas/engine/hub_rule_params.hpp"
#include "damas/engine/search_limits.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/rules/setup.hpp"
#include "damas/support/line_reader.hpp"
#include "damas/support/strict_number.hpp"

namespace damas::engine {

namespace {

constexpr long long kMaxMovesToGo = 1000;
// The limits `level` takes.
const std::set<std::string, std::less<>> kLevelNames = {"depth", "nodes", "move-time", "time",
                                                        "inc",   "moves", "infinite"};
// The times of `level`, in seconds: the search limits' range for move-time, and no more than
// that for the clock.
constexpr double kMinMoveTime = static_cast<double>(kMovetimeRange.min) / 1000;
constexpr double kMaxSeconds = static_cast<double>(kMovetimeRange.max) / 1000;
// The same range as --hash: a GUI may give what the command line may.
constexpr long long kMaxHashMegabytes = kHashRange.max;

// The ruleset `overrides` select: their variant's (Portuguese when they name none) with their
// draw laws.
rules::Ruleset ruleset_of(const rules::RuleOverrides& overrides) {
  return overrides.apply(rules::find_ruleset(overrides.variant.value_or("portuguese")).value());
}

// At least a millisecond: a search needs some time.
std::chrono::milliseconds milliseconds(double seconds) {
  return std::chrono::milliseconds(std::max(1L, std::lround(seconds * 1000)));
}

std::string info_line(const SearchInfo& info) {
  std::string pv;
  for (const rules::Move& m : info.pv) {
    if (!pv.empty()) pv += ' ';
    pv += hub_move(m);
  }
  return fmt::format("info depth={} score={} nodes={} time={:.3f} nps={:.1f} pv={}", info.depth,
                     score_text(info.score), info.nodes, info.seconds, info.nps() / 1e6,
                     hub_value(pv));
}

}  // namespace

HubServer::HubServer(HubServerSettings settings, Send send)
    : settings_(std::move(settings)),
      send_(std::move(send)),
      ruleset_(ruleset_of(settings_.rules)),
      hash_megabytes_(kDefaultHashMegabytes) {}

HubServer::~HubServer() { end_search(); }

void HubServer::serve(std::FILE* input) {
  support::LineReader lines(input, support::kMaxCommandLineBytes);
  try {
    while (const auto text = lines.next()) {
      if (text->too_long) {
        error(fmt::format("line {} longer than {} bytes: ignored", text->number,
                          support::kMaxCommandLineBytes));
        continue;
      }
      if (!receive(text->text)) break;
    }
  } catch (...) {
    end_search();  // its `done` line is still due
    throw;
  }
  end_search();
}

bool HubServer::receive(std::string_view text) {
  const HubLine line = parse_hub_line(text);
  if (line.command == "quit") return false;
  if (line.command == "stop") {
    stop_.store(true);
  } else if (line.command == "ping") {
    send("pong");
  } else if (line.command != "ponder-hit" && !line.command.empty()) {
    end_search();  // nothing else may come during a search: end it rather than block
    handle(line);
  }
  return true;
}

void HubServer::handle(const HubLine& line) {
  if (line.command == "hub") return introduce();
  if (line.command == "set-param") return set_param(line);
  if (line.command == "init") {
    searcher();
    return send("ready");
  }
  if (line.command == "new-game") return searcher().new_game();
  if (line.command == "pos") return set_position(line);
  if (line.command == "level") return set_level(line);
  if (line.command == "go") return go(line.has("think"));
  error(fmt::format("unknown command '{}'", line_excerpt(line.command)));
}

void HubServer::introduce() {
  send(fmt::format("id name={} version={} author={}", hub_value(settings_.name),
                   hub_value(settings_.version), hub_value(settings_.author)));
  send(fmt::format("param name=hash value={} type=int min=1 max={}", hash_megabytes_,
                   kMaxHashMegabytes));
  for (const HubParam& param : hub_rule_params(ruleset_)) {
    send(fmt::format("param name={} value={} {}", param.name, param.value, param.type));
  }
  send("wait");
}

void HubServer::set_param(const HubLine& line) {
  const std::string name = line.get("name").value_or("");
  const std::string value = line.get("value").value_or("");
  if (name == "hash") {
    const auto megabytes = support::number_in<long long>(value, 1, kMaxHashMegabytes);
    if (!megabytes) {
      return error(fmt::format("set-param hash takes a whole number of megabytes from 1 to {}, "
                               "not '{}'",
                               kMaxHashMegabytes, line_excerpt(value)));
    }
    // Made now, not at the next search: a size the machine cannot give is refused here, and
    // the table stays at its size (an allocation failing later ended the whole engine).
    const int previous = hash_megabytes_;
    engine_.reset();  // the old table's memory first
    hash_megabytes_ = static_cast<int>(*megabytes);
    try {
      searcher();
    } catch (const std::bad_alloc&) {
      hash_megabytes_ = previous;
      return error(
          fmt::format("set-param hash: {} MB could not be allocated; the table stays at "
                      "{} MB",
                      *megabytes, previous));
    }
    return;
  }
  rules::RuleOverrides overrides = settings_.rules;
  std::string message;
  if (!read_hub_rule_param(name, value, overrides, message)) {
    return error("set-param " + line_excerpt(message, 200));
  }
  settings_.rules = overrides;
  ruleset_ = ruleset_of(overrides);
}

void HubServer::set_position(const HubLine& line) {
  position_taken_ = false;
  const auto position = parse_hub_position(line.get("pos").value_or(""));
  if (!position) {
    return error(
        "bad position in pos: expected W or B (the side to move), then one of e, w, b, W, B "
        "for each of the 32 squares in number order");
  }
  // No command searches a position another refuses (13 men a side, a man on its crowning row:
  // the endgame tables' indexes assume neither).
  if (const auto fault = rules::setup_fault(*position)) {
    return error("impossible position in pos: " + fault->message);
  }
  std::vector<rules::Move> moves;
  rules::Position current = *position;
  std::istringstream words(line.get("moves").value_or(""));
  std::string word;
  while (words >> word) {
    const auto move = parse_hub_move(current, word);
    if (!move) {
      std::string legal;
      rules::MoveList moves_here;
      rules::generate_moves(current, moves_here);
      for (const rules::Move& m : rules::in_square_order(moves_here)) {
        legal += (legal.empty() ? "" : " ") + hub_move(m);
      }
      return error(fmt::format("illegal move '{}' in pos (move {} of moves); legal: {}",
                               line_excerpt(word), moves.size() + 1,
                               legal.empty() ? "none" : legal));
    }
    moves.push_back(*move);
    current = current.after(*move);
  }
  position_ = *position;
  moves_ = std::move(moves);
  position_taken_ = true;
}

// Every value is read strictly and must lie in its range; a bad one is answered with an error
// and the level stays as it was.
void HubServer::set_level(const HubLine& line) {
  std::string bad;  // what is wrong with the first bad value
  // A name misspelt (depht=3) would otherwise leave the search without its limit.
  for (const auto& [name, value] : line.args) {
    if (!kLevelNames.contains(name)) {
      return error(
          fmt::format("level: unknown limit '{}' (depth, nodes, move-time, time, inc, "
                      "moves, infinite)",
                      line_excerpt(name)));
    }
  }
  // `level infinite`: no limit, the GUI sends `stop` (analysis). A limit beside it would say
  // the opposite, so neither is taken.
  if (line.has("infinite")) {
    if (line.args.size() > 1 || !line.get("infinite")->empty()) {
      return error("level: infinite takes no value and no other limit");
    }
    limits_ = Limits{};
    return;
  }
  auto whole = [&](std::string_view name, long long min, long long max) {
    std::optional<long long> value;
    const auto text = line.get(name);
    if (!text || !bad.empty()) return value;
    value = support::number_in<long long>(*text, min, max);
    if (!value) {
      bad = fmt::format("{} takes a whole number from {} to {}, not '{}'", name, min, max,
                        line_excerpt(*text));
    }
    return value;
  };
  auto seconds = [&](std::string_view name, double min) {
    std::optional<double> value;
    const auto text = line.get(name);
    if (!text || !bad.empty()) return value;
    value = support::number_in<double>(*text, min, kMaxSeconds);
    if (!value) {
      bad = fmt::format("{} takes a number of seconds from {:g} to {:g}, not '{}'", name, min,
                        kMaxSeconds, line_excerpt(*text));
    }
    return value;
  };
  const auto depth = whole("depth", kDepthRange.min, kDepthRange.max);
  const auto nodes = whole("nodes", kNodesRange.min, kNodesRange.max);
  const auto move_time = seconds("move-time", kMinMoveTime);
  const auto time = seconds("time", 0);
  const auto increment = seconds("inc", 0);
  const auto moves = whole("moves", 1, kMaxMovesToGo);
  if (!bad.empty()) return error("level: " + bad);

  Limits limits;
  if (depth) limits.depth = static_cast<int>(*depth);
  if (nodes) limits.nodes = static_cast<std::uint64_t>(*nodes);
  if (move_time) limits.movetime = milliseconds(*move_time);
  // The engine shares the clock out itself (move_time_of), as it does in `pdn match`.
  if (time) {
    limits.clock =
        GameClock{.remaining = milliseconds(*time),
                  .increment = std::chrono::milliseconds(std::lround(increment.value_or(0) * 1000)),
                  .moves_to_go = moves ? std::optional<int>(*moves) : std::nullopt};
  }
  limits_ = limits;
}

void HubServer::go(bool playing) {
  if (!position_taken_) {
    error("no position to search: the last pos was not taken");
    return send("done");
  }
  GameState game(position_, ruleset_.draws);
  for (const rules::Move& m : moves_) game.play(m);
  Limits limits = limits_;
  limits.playing = playing;
  limits.stop = &stop_;
  stop_.store(false);
  Engine& engine = searcher();
  search_ = std::thread([this, game, limits, &engine] {
    std::uint64_t nodes_told = 0;
    const SearchResult result = engine.search(game, limits, [&](const SearchInfo& info) {
      send(info_line(info));
      nodes_told = info.nodes;
    });
    if (result.game_over) {
      error("the game is over in this position");
      return send("done");
    }
    // A search stopped by a limit inside an iteration searched more nodes than its last
    // iteration reported: one more line says so, so that a client knows all the search did.
    if (result.info.nodes != nodes_told) send(info_line(result.info));
    const std::vector<rules::Move>& pv = result.info.pv;
    send(fmt::format("done move={}{}", hub_move(pv[0]),
                     pv.size() > 1 ? " ponder=" + hub_move(pv[1]) : ""));
  });
}

void HubServer::end_search() {
  if (!search_.joinable()) return;
  stop_.store(true);
  search_.join();
}

Engine& HubServer::searcher() {
  if (!engine_) {
    engine_ = std::make_unique<Engine>(static_cast<std::size_t>(hash_megabytes_));
    if (settings_.endgame_tables) engine_->set_table_source(default_table_source());
  }
  return *engine_;
}

void HubServer::error(std::string_view message) { send("error message=" + hub_value(message)); }

void HubServer::send(std::string_view line) {
  const std::lock_guard lock(output_);
  send_(line);
}

}  // namespace damas::engine
