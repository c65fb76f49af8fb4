#include "hub_engine.hpp"

#include <fmt/core.h>

#include <charconv>
#include <cmath>
#include <sstream>
#include <system_error>

#include "damas/rules/fen.hpp"
#include "hub_notation.hpp"
#include "hub_rule_params.hpp"

namespace damas::cli {

namespace {

using Clock = PipedChild::Clock;

// A whole number, or nullopt.
template <class Number>
std::optional<Number> whole(std::string_view text) {
  Number value{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// A score as the protocol sends it, for the side to move: men as a real number ("0.35"), or a
// forced result in moves of the winner ("#7", "#-3": how `pdn hub` writes one, the inverse of
// engine::moves_to_end).
std::optional<engine::Score> parse_score(std::string_view text) {
  if (!text.empty() && text.front() == '#') {
    const auto moves = whole<int>(text.substr(1));
    if (!moves || *moves == 0 || std::abs(*moves) > engine::kMaxPly / 2) return std::nullopt;
    return *moves > 0 ? engine::win_at(2 * *moves - 1) : engine::loss_at(-2 * *moves);
  }
  std::istringstream in{std::string(text)};
  double men = 0;
  if (!(in >> men) || !in.eof() || !std::isfinite(men)) return std::nullopt;
  const double bound = engine::kForcedThreshold - 1;  // an evaluation, never a forced result
  return static_cast<engine::Score>(
      std::lround(std::clamp(men * engine::kManValue, -bound, bound)));
}

// The moves of `text` ("32-28 17-22 ...") played from `pos`, up to the first that is not legal
// there: an engine's line is kept as far as it makes sense.
std::vector<rules::Move> parse_line(rules::Position pos, const std::string& text) {
  std::vector<rules::Move> line;
  std::istringstream words(text);
  for (std::string word; words >> word;) {
    const auto move = parse_hub_move(pos, word);
    if (!move) break;
    line.push_back(*move);
    pos = pos.after(*move);
  }
  return line;
}

// What an `info` line says, over what earlier lines said.
void read_info(const HubLine& line, const rules::Position& pos, engine::SearchInfo& info) {
  if (const auto depth = whole<int>(line.get("depth").value_or(""))) info.depth = *depth;
  if (const auto score = parse_score(line.get("score").value_or(""))) info.score = *score;
  if (const auto nodes = whole<std::uint64_t>(line.get("nodes").value_or(""))) info.nodes = *nodes;
  if (const auto time = line.get("time")) {
    std::istringstream in(*time);
    double seconds = 0;
    if (in >> seconds && seconds >= 0) info.seconds = seconds;
  }
  if (const auto pv = line.get("pv")) info.pv = parse_line(pos, *pv);
}

std::string level_line(const engine::Limits& limits) {
  std::string line = "level";
  if (limits.movetime) {
    line += fmt::format(" move-time={:.3f}", static_cast<double>(limits.movetime->count()) / 1000);
  }
  if (limits.nodes) line += fmt::format(" nodes={}", *limits.nodes);  // pdn hub understands it
  // A depth below the free-running one is a limit of its own, also beside a time or node limit.
  if (limits.depth < engine::kMaxPly / 2 || (!limits.movetime && !limits.nodes)) {
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
  handshake();
  set_rules(rules);
  send("init");
  await("ready", "init", settings_.timeout);
}

HubEngine::~HubEngine() {
  if (broken_) return;  // the child is killed already
  child_->send("quit");
  child_->finish(std::chrono::milliseconds(2000));
}

void HubEngine::handshake() {
  send("hub");
  await("wait", "hub", settings_.timeout, [this](const HubLine& line) {
    if (line.command == "id") {
      const std::string version = line.get("version").value_or("");
      identity_ =
          line.get("name").value_or(settings_.name) + (version.empty() ? "" : " " + version);
    } else if (line.command == "param" && line.has("name")) {
      params_[*line.get("name")] = line.get("value").value_or("");
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
// no such parameter plays by its own rules (see the README).
void HubEngine::set_param(const std::string& name, const std::string& value) {
  const auto declared = params_.find(name);
  if (declared == params_.end() || declared->second == value) return;
  send(fmt::format("set-param name={} value={}", hub_value(name), hub_value(value)));
  declared->second = value;
}

void HubEngine::new_game() { send("new-game"); }

engine::SearchResult HubEngine::search(const GameHistory& game, const engine::Limits& limits,
                                       SearchPurpose purpose) {
  engine::SearchResult result;
  // The protocol never asks an engine about a finished game: the rules core answers.
  if (const rules::Outcome outcome = game.state().outcome();
      outcome.result != rules::GameResult::ongoing) {
    result.game_over = outcome;
    return result;
  }
  said_.clear();  // what the engine says now is about this search
  set_rules(game.rules());
  std::string moves;
  for (const rules::Move& m : game.moves()) moves += (moves.empty() ? "" : " ") + hub_move(m);
  send("pos pos=" + hub_position(game.start()) +
       (moves.empty() ? "" : " moves=" + hub_value(moves)));
  send(level_line(limits));
  const std::string go = purpose == SearchPurpose::play ? "go think" : "go analyze";
  const auto start = Clock::now();
  send(go);

  const rules::Position& pos = game.position();
  engine::SearchInfo& info = result.info;
  const HubLine done =
      await("done", go, settings_.timeout + limits.movetime.value_or(std::chrono::milliseconds(0)),
            [&](const HubLine& line) {
              if (line.command != "info") return false;
              read_info(line, pos, info);
              return true;
            });
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
  if (!child_->send(line)) fail(fmt::format("stopped reading before '{}'", line), true);
}

HubLine HubEngine::await(std::string_view answer, std::string_view request,
                         std::chrono::milliseconds patience,
                         const std::function<bool(const HubLine&)>& heard) {
  auto deadline = Clock::now() + patience;
  for (std::string text;;) {
    switch (child_->read_line(text, deadline)) {
      case PipedChild::Read::end:
        fail(fmt::format("ended before answering '{}'", request), true);
      case PipedChild::Read::timeout:
        fail(fmt::format("did not answer '{}' within {}", request, seconds_text(patience)), false);
      case PipedChild::Read::line:
        break;
    }
    HubLine line = parse_hub_line(text);
    if (line.command == answer) return line;
    if (line.command == "error") {
      said_ = text;
    } else if (heard && heard(line)) {
      deadline = Clock::now() + patience;
    } else if (!line.command.empty() && line.command != "pong") {
      said_ = text;
    }
  }
}

void HubEngine::fail(const std::string& what, bool ended) {
  broken_ = true;
  // An engine that closed its output has ended or is ending: give it a moment to say how.
  const std::string ending = child_->finish(std::chrono::milliseconds(ended ? 1000 : 0));
  std::string message = fmt::format("engine '{}' {} ({})", settings_.name, what, ending);
  if (!said_.empty()) message += fmt::format("; it said: \"{}\"", said_.substr(0, 200));
  throw EngineError(message);
}

}  // namespace damas::cli
