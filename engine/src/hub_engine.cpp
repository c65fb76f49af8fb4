#include "damas/engine/hub_engine.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <system_error>

#include "damas/engine/hub_notation.hpp"
#include "damas/engine/hub_rule_params.hpp"
#include "damas/rules/fen.hpp"
#include "damas/support/strict_number.hpp"

namespace damas::engine {

namespace {

using Clock = PipedChild::Clock;

// How long an engine told to quit has to leave before it is killed.
constexpr std::chrono::milliseconds kQuitGrace{2000};

// A score as the protocol sends it, for the side to move: men as a real number ("0.35"), or a
// forced result in moves of the winner ("#7", "#-3": how `pdn hub` writes one, the inverse of
// moves_to_end). Nan, infinities and anything else are nullopt: never a made-up 0.00.
std::optional<Score> parse_score(std::string_view text) {
  if (!text.empty() && text.front() == '#') {
    const auto moves =
        support::number_in<long long>(text.substr(1), -kMaxPly / 2, kMaxPly / 2);
    if (!moves || *moves == 0) return std::nullopt;
    const int plies = static_cast<int>(*moves);
    return plies > 0 ? win_at(2 * plies - 1) : loss_at(-2 * plies);
  }
  const auto men = support::number_in<double>(text, std::numeric_limits<double>::lowest(),
                                     std::numeric_limits<double>::max());
  if (!men) return std::nullopt;
  const double bound = kForcedThreshold - 1;  // an evaluation, never a forced result
  return static_cast<Score>(
      std::lround(std::clamp(*men * kManValue, -bound, bound)));
}

// The moves of `text` ("32-28 17-22 ...") played from `pos`, up to the first that is not legal
// there (an engine's line is kept as far as it makes sense) and as deep as a search can go.
std::vector<rules::Move> parse_line(rules::Position pos, const std::string& text) {
  std::vector<rules::Move> line;
  std::istringstream words(text);
  for (std::string word; line.size() < kMaxPly && words >> word;) {
    const auto move = parse_hub_move(pos, word);
    if (!move) break;
    line.push_back(*move);
    pos = pos.after(*move);
  }
  return line;
}

// What an `info` line says, over what earlier lines said; the name of the first value that
// cannot be read ("score" for `score=nan`), if any: what an engine reports is taken as it is
// or not at all.
std::optional<std::string_view> read_info(const HubLine& line, const rules::Position& pos,
                                          SearchInfo& info) {
  if (const auto text = line.get("depth")) {
    const auto depth = support::number_in<long long>(*text, 0, std::numeric_limits<int>::max());
    if (!depth) return "depth";
    info.depth = static_cast<int>(*depth);
  }
  if (const auto text = line.get("score")) {
    const auto score = parse_score(*text);
    if (!score) return "score";
    info.score = *score;
  }
  if (const auto text = line.get("nodes")) {
    const auto nodes =
        support::number_in<long long>(*text, 0, std::numeric_limits<long long>::max());
    if (!nodes) return "nodes";
    info.nodes = static_cast<std::uint64_t>(*nodes);
  }
  if (const auto text = line.get("time")) {
    const auto seconds = support::number_in<double>(*text, 0, std::numeric_limits<double>::max());
    if (!seconds) return "time";
    info.seconds = *seconds;
  }
  if (const auto pv = line.get("pv")) info.pv = parse_line(pos, *pv);
  return std::nullopt;
}

std::string level_line(const Limits& limits) {
  std::string line = "level";
  const auto seconds = [](std::chrono::milliseconds time) {
    return static_cast<double>(time.count()) / 1000;
  };
  if (limits.movetime) line += fmt::format(" move-time={:.3f}", seconds(*limits.movetime));
  // The clock as the protocol gives it: the engine shares it out itself.
  if (const auto& clock = limits.clock) {
    line += fmt::format(" time={:.3f} inc={:.3f}", seconds(clock->remaining),
                        seconds(clock->increment));
    if (clock->moves_to_go) line += fmt::format(" moves={}", *clock->moves_to_go);
  }
  if (limits.nodes) line += fmt::format(" nodes={}", *limits.nodes);  // pdn hub understands it
  // A depth below the free-running one is a limit of its own, also beside a time or node limit.
  if (limits.depth < kMaxPly / 2 || (!time_allowed(limits) && !limits.nodes)) {
    line += fmt::format(" depth={}", limits.depth);
  }
  return line;
}

std::string seconds_text(std::chrono::milliseconds time) {
  return fmt::format("{:g} s", static_cast<double>(time.count()) / 1000);
}

}  // namespace

HubEngine::HubEngine(HubEngineSettings settings, const rules::Ruleset& rules)
    : settings_(std::move(settings)), identity_(settings_.name) {
  try {
    child_.emplace(settings_.command);
  } catch (const std::system_error& e) {
    throw EngineError(
        fmt::format("engine '{}' could not be started: {}", settings_.name, e.what()));
  }
  handshake(rules);
  set_rules(rules);
  send("init");
  await("ready", "init", settings_.timeout);
}

HubEngine::~HubEngine() {
  if (broken_) return;  // the child is killed already
  child_->send("quit", Clock::now() + kQuitGrace);
  child_->finish(kQuitGrace);
}

void HubEngine::handshake(const rules::Ruleset& rules) {
  // Only the parameters that may be set are kept: an engine declaring millions of others
  // cannot make the table grow.
  std::vector<std::string> settable = {"hash"};
  for (const HubParam& param : hub_rule_params(rules)) settable.push_back(param.name);
  send("hub");
  await("wait", "hub", settings_.timeout, [&](const HubLine& line, const std::string&) {
    if (line.command == "id") {
      // It names the engine in messages and tags: short and printable.
      const std::string version = line_excerpt(line.get("version").value_or(""));
      identity_ = line.has("name") ? line_excerpt(*line.get("name")) : settings_.name;
      if (!version.empty()) identity_ += " " + version;
    } else if (line.command == "param" && line.has("name")) {
      const std::string name = *line.get("name");
      if (std::find(settable.begin(), settable.end(), name) != settable.end()) {
        params_[name] = line.get("value").value_or("");
      }
    } else {
      return false;
    }
    return true;
  });
  set_param("hash", std::to_string(settings_.hash_megabytes));
}

void HubEngine::set_rules(const rules::Ruleset& rules) {
  for (const HubParam& param : hub_rule_params(rules)) set_param(param.name, param.value);
}

// Only parameters the engine declared, and only when their value changes: an engine that knows
// no such parameter plays by its own rules (see docs/engines.md).
void HubEngine::set_param(const std::string& name, const std::string& value) {
  const auto declared = params_.find(name);
  if (declared == params_.end() || declared->second == value) return;
  send(fmt::format("set-param name={} value={}", hub_value(name), hub_value(value)));
  declared->second = value;
}

void HubEngine::new_game() { send("new-game"); }

SearchResult HubEngine::search(const GameHistory& game, const Limits& limits,
                                       SearchPurpose purpose) {
  SearchResult result;
  // The protocol never asks an engine about a finished game: the rules core answers.
  if (const rules::Outcome outcome = game.state().outcome();
      outcome.result != rules::GameResult::ongoing) {
    result.game_over = outcome;
    return result;
  }
  said_.clear();  // what the engine says now is about this search
  set_rules(game.rules());
  std::string moves;
  for (const rules::Move& m : game.moves()) {
    if (!moves.empty()) moves += ' ';
    moves += hub_move(m);
  }
  send("pos pos=" + hub_position(game.start()) +
       (moves.empty() ? "" : " moves=" + hub_value(moves)));
  send(level_line(limits));
  const std::string go = purpose == SearchPurpose::play ? "go think" : "go analyze";
  const auto start = Clock::now();
  send(go);

  const rules::Position& pos = game.position();
  SearchInfo& info = result.info;
  const HubLine done = await(
      "done", go, settings_.timeout + time_allowed(limits).value_or(std::chrono::milliseconds(0)),
      [&](const HubLine& line, const std::string& text) {
        if (line.command != "info") return false;
        if (const auto bad = read_info(line, pos, info)) {
          said_ = text;
          fail(fmt::format("answered '{}' with an unreadable {} in an info line", go, *bad), false);
        }
        return true;
      },
      limits.stop);
  const std::string move_text = done.get("move").value_or("");
  const auto move = parse_hub_move(pos, move_text);
  if (!move) {
    fail(fmt::format("answered '{}' with 'done move={}', not a legal move in {}", go, move_text,
                     rules::to_fen(pos)),
         false);
  }
  if (info.pv.empty() || !info.pv.front().same_identity(*move)) {
    info.pv = {*move};
    if (const auto ponder = parse_hub_move(pos.after(*move), done.get("ponder").value_or(""))) {
      info.pv.push_back(*ponder);
    }
  }
  if (info.seconds == 0) info.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return result;
}

void HubEngine::send(const std::string& line) {
  switch (child_->send(line, Clock::now() + settings_.timeout)) {
    case PipedChild::Write::sent:
      return;
    case PipedChild::Write::closed:
      fail(fmt::format("stopped reading before '{}'", line_excerpt(line)), true);
    case PipedChild::Write::timeout:
      fail(fmt::format("did not read '{}' within {}", line_excerpt(line),
                       seconds_text(settings_.timeout)),
           false);
  }
}

HubLine HubEngine::await(std::string_view answer, std::string_view request,
                         std::chrono::milliseconds patience,
                         const std::function<bool(const HubLine&, const std::string&)>& heard,
                         const std::atomic<bool>* stop) {
  // One deadline for the whole answer, whatever comes before it: an engine that keeps talking
  // without ever answering is stopped as surely as a silent one.
  const auto deadline = Clock::now() + patience;
  // While a stop may still be due, the engine's output is read in slices, the flag looked at
  // between them.
  constexpr auto kStopLatency = std::chrono::milliseconds(20);
  bool stop_sent = stop == nullptr;
  for (std::string text;;) {
    if (!stop_sent && stop->load(std::memory_order_relaxed)) {
      send("stop");
      stop_sent = true;
    }
    const auto until = stop_sent ? deadline : std::min(deadline, Clock::now() + kStopLatency);
    switch (child_->read_line(text, until)) {
      case PipedChild::Read::end:
        fail(fmt::format("ended before answering '{}'", request), true);
      case PipedChild::Read::timeout:
        if (until < deadline) continue;
        fail(fmt::format("did not answer '{}' within {}", request, seconds_text(patience)), false);
      case PipedChild::Read::too_long:
        said_ = text;
        fail(fmt::format("sent a line of more than {} bytes before answering '{}'",
                         PipedChild::kMaxLine, request),
             false);
      case PipedChild::Read::line:
        break;
    }
    HubLine line = parse_hub_line(text);
    if (line.command == answer) return line;
    const bool expected = line.command != "error" && heard && heard(line, text);
    if (!expected && !line.command.empty() && line.command != "pong") said_ = text;
  }
}

void HubEngine::fail(const std::string& what, bool ended) {
  broken_ = true;
  // An engine that closed its output has ended or is ending: give it a moment to say how.
  const std::string ending = child_->finish(ended ? std::chrono::milliseconds(1000)
                                                  : std::chrono::milliseconds(0));
  std::string message = fmt::format("engine '{}' {} ({})", settings_.name, what, ending);
  if (!said_.empty()) message += fmt::format("; it said: \"{}\"", line_excerpt(said_, 200));
  throw EngineError(message);
}

}  // namespace damas::engine
