// pdn hub [rule options]: the engine speaking the Hub protocol (Scan's text protocol, see
// hub_notation.hpp) on standard input and output, for draughts GUIs and match runners.
// The protocol layer only translates: positions, limits and moves go to engine::Engine, whose
// iterations come back as `info` lines and whose answer is `done move=... ponder=...`.
#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <system_error>
#include <thread>

#include "commands.hpp"
#include "damas/engine/search.hpp"
#include "damas/support/line_reader.hpp"
#include "damas/engine/egtb_source.hpp"
#include "exit_codes.hpp"
#include "damas/engine/hub_line.hpp"
#include "damas/engine/hub_notation.hpp"
#include "damas/engine/hub_rule_params.hpp"
#include "options.hpp"
#include "rule_options.hpp"
#include "damas/engine/search_limits.hpp"
#include "engine_options.hpp"
#include "damas/support/strict_number.hpp"

namespace damas::cli {

namespace {

// Moves assumed left in the game when a time control does not say (`level time=...` alone).
constexpr int kMovesToGo = 30;
constexpr long long kMaxMovesToGo = 1000;
// The times of `level`, in seconds: the search-limit options' range for move-time, and no
// more than that for the clock.
constexpr double kMinMoveTime = static_cast<double>(engine::kMovetimeRange.min) / 1000;
constexpr double kMaxSeconds = static_cast<double>(engine::kMovetimeRange.max) / 1000;
constexpr long long kMaxHashMegabytes = 4096;

// The draw laws from option values (name without dashes -> value), through the one parser of
// rule options that every subcommand shares.
std::optional<rules::Ruleset> resolve_rules(const std::map<std::string, std::string>& values,
                                            std::string& error) {
  std::vector<std::string> args;
  for (const auto& [name, value] : values) {
    args.push_back("--" + name);
    args.push_back(value);
  }
  po::options_description options;
  RuleOptionValues rule_options;
  add_rule_options(options, rule_options);
  po::variables_map parsed;
  try {
    po::store(po::command_line_parser(args).options(options).run(), parsed);
    po::notify(parsed);
  } catch (const po::error& e) {
    error = e.what();
    return std::nullopt;
  }
  return read_ruleset(parsed, rule_options, error);
}

class HubSession {
 public:
  HubSession(std::map<std::string, std::string> rule_values, rules::Ruleset ruleset,
             bool endgame_tables)
      : rule_values_(std::move(rule_values)),
        ruleset_(std::move(ruleset)),
        endgame_tables_(endgame_tables) {}

  // Answers commands until `quit` or the end of the input. A line longer than
  // support::kMaxCommandLineBytes is answered with an error and skipped. Returns false when
  // standard input could not be read (said on standard error).
  bool run(std::string_view program) {
    support::LineReader lines(stdin, support::kMaxCommandLineBytes);
    while (const auto text = next_line(lines, program)) {
      if (text->too_long) {
        error(fmt::format("line {} longer than {} bytes: ignored", text->number,
                          support::kMaxCommandLineBytes));
        continue;
      }
      const engine::HubLine line = engine::parse_hub_line(text->text);
      if (line.command == "quit") break;
      if (line.command == "stop") {
        stop_.store(true);
      } else if (line.command == "ping") {
        send("pong");
      } else if (line.command != "ponder-hit" && !line.command.empty()) {
        end_search();  // nothing else may come during a search: end it rather than block
        handle(line);
      }
    }
    end_search();
    return !read_failed_;
  }

 private:
  // The next line of standard input; nothing at its end, or after a read error (said on
  // standard error).
  std::optional<support::LineReader::Line> next_line(support::LineReader& lines,
                                                     std::string_view program) {
    try {
      return lines.next();
    } catch (const std::system_error& e) {
      fmt::print(stderr, "{}: -: {}\n", program, e.code().message());
      read_failed_ = true;
      return std::nullopt;
    }
  }

  void handle(const engine::HubLine& line) {
    if (line.command == "hub") return introduce();
    if (line.command == "set-param") return set_param(line);
    if (line.command == "init") {
      engine();
      return send("ready");
    }
    if (line.command == "new-game") return engine().new_game();
    if (line.command == "pos") return set_position(line);
    if (line.command == "level") return set_level(line);
    if (line.command == "go") return go();
    error(fmt::format("unknown command '{}'", engine::line_excerpt(line.command)));
  }

  void introduce() {
    send(fmt::format("id name=damas-pdn version={} author=\"damas-pdn project\"",
                     DAMAS_PDN_VERSION));
    send(fmt::format("param name=hash value={} type=int min=1 max={}", hash_megabytes_,
                     kMaxHashMegabytes));
    for (const engine::HubParam& param : engine::hub_rule_params(ruleset_)) {
      send(fmt::format("param name={} value={} {}", param.name, param.value, param.type));
    }
    send("wait");
  }

  void set_param(const engine::HubLine& line) {
    const std::string name = line.get("name").value_or("");
    const std::string value = line.get("value").value_or("");
    if (name == "hash") {
      const auto megabytes = support::number_in<long long>(value, 1, kMaxHashMegabytes);
      if (!megabytes) {
        return error(fmt::format("set-param hash takes a whole number of megabytes from 1 to {}, "
                                 "not '{}'",
                                 kMaxHashMegabytes, engine::line_excerpt(value)));
      }
      hash_megabytes_ = static_cast<int>(*megabytes);
      engine_.reset();  // made again with the new size when next needed
      return;
    }
    std::map<std::string, std::string> values = rule_values_;
    values[name] = value;
    std::string message;
    const auto ruleset = resolve_rules(values, message);
    if (!ruleset) {
      return error(fmt::format("set-param {}: {}", engine::line_excerpt(name), engine::line_excerpt(message, 200)));
    }
    rule_values_ = std::move(values);
    ruleset_ = *ruleset;
  }

  void set_position(const engine::HubLine& line) {
    const auto position = engine::parse_hub_position(line.get("pos").value_or(""));
    if (!position) return error("bad position in pos");
    std::vector<rules::Move> moves;
    rules::Position current = *position;
    std::istringstream words(line.get("moves").value_or(""));
    std::string word;
    while (words >> word) {
      const auto move = engine::parse_hub_move(current, word);
      if (!move) return error(fmt::format("illegal move '{}' in pos", engine::line_excerpt(word)));
      moves.push_back(*move);
      current = current.after(*move);
    }
    position_ = *position;
    moves_ = std::move(moves);
  }

  // Every value is read strictly and must lie in its range (the ranges of the search-limit
  // options); a bad one is answered with an error and the level stays as it was.
  void set_level(const engine::HubLine& line) {
    std::string bad;  // what is wrong with the first bad value
    auto whole = [&](std::string_view name, long long min, long long max) {
      std::optional<long long> value;
      const auto text = line.get(name);
      if (!text || !bad.empty()) return value;
      value = support::number_in<long long>(*text, min, max);
      if (!value) {
        bad = fmt::format("{} takes a whole number from {} to {}, not '{}'", name, min, max,
                          engine::line_excerpt(*text));
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
                          kMaxSeconds, engine::line_excerpt(*text));
      }
      return value;
    };
    const auto depth = whole("depth", engine::kDepthRange.min, engine::kDepthRange.max);
    const auto nodes = whole("nodes", engine::kNodesRange.min, engine::kNodesRange.max);
    const auto move_time = seconds("move-time", kMinMoveTime);
    const auto time = seconds("time", 0);
    const auto increment = seconds("inc", 0);
    const auto moves = whole("moves", 1, kMaxMovesToGo);
    if (!bad.empty()) return error("level: " + bad);

    engine::Limits limits;
    if (depth) limits.depth = static_cast<int>(*depth);
    if (nodes) limits.nodes = static_cast<std::uint64_t>(*nodes);
    if (move_time) limits.movetime = milliseconds(*move_time);
    if (time) {
      const double per_move = *time / static_cast<double>(moves.value_or(kMovesToGo));
      limits.movetime = milliseconds(std::min(per_move + increment.value_or(0), *time / 2));
    }
    limits_ = limits;
  }

  // At least a millisecond: a search needs some time.
  static std::chrono::milliseconds milliseconds(double seconds) {
    return std::chrono::milliseconds(std::max(1L, std::lround(seconds * 1000)));
  }

  void go() {
    engine::GameState game(position_, ruleset_.draws);
    for (const rules::Move& m : moves_) game.play(m);
    engine::Limits limits = limits_;
    limits.stop = &stop_;
    stop_.store(false);
    engine::Engine& searcher = engine();
    search_ = std::thread([this, game, limits, &searcher] {
      std::uint64_t nodes_told = 0;
      const engine::SearchResult result =
          searcher.search(game, limits, [&](const engine::SearchInfo& info) {
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
      send(fmt::format("done move={}{}", engine::hub_move(pv[0]),
                       pv.size() > 1 ? " ponder=" + engine::hub_move(pv[1]) : ""));
    });
  }

  static std::string info_line(const engine::SearchInfo& info) {
    std::string pv;
    for (const rules::Move& m : info.pv) {
      if (!pv.empty()) pv += ' ';
      pv += engine::hub_move(m);
    }
    return fmt::format("info depth={} score={} nodes={} time={:.3f} nps={:.1f} pv={}", info.depth,
                       engine::score_text(info.score), info.nodes, info.seconds, info.nps() / 1e6,
                       engine::hub_value(pv));
  }

  void end_search() {
    if (!search_.joinable()) return;
    stop_.store(true);
    search_.join();
  }

  engine::Engine& engine() {
    if (!engine_) {
      engine_ = std::make_unique<engine::Engine>(static_cast<std::size_t>(hash_megabytes_));
      if (endgame_tables_) engine_->set_table_source(engine::default_table_source());
    }
    return *engine_;
  }

  void error(std::string_view message) { send("error message=" + engine::hub_value(message)); }

  void send(std::string_view line) {
    const std::lock_guard lock(output_);
    std::cout << line << '\n' << std::flush;
  }

  std::map<std::string, std::string> rule_values_;
  rules::Ruleset ruleset_;
  int hash_megabytes_ = engine::kDefaultHashMegabytes;
  bool endgame_tables_;
  std::unique_ptr<engine::Engine> engine_;
  rules::Position position_ = rules::Position::initial();
  std::vector<rules::Move> moves_;
  engine::Limits limits_;
  std::atomic<bool> stop_{false};
  std::thread search_;
  std::mutex output_;
  bool read_failed_ = false;
};

}  // namespace

int run_hub(std::string_view program, Arguments args) {
  CommandLine command{program, "[--no-egtb] [rule options]",
                      "Runs the engine under the Hub protocol (as Scan does) on standard input "
                      "and output:\nhub, set-param, init, pos, level, go think|analyze|ponder, "
                      "stop, ping, new-game, quit.\nPositions are 'W' or 'B' then one of "
                      "w b W B e per square 1..32. The rule options\nset the draw laws searched "
                      "under (also settable with set-param).",
                      po::options_description("Options"), {}};
  RuleOptionValues rule_options;
  bool no_egtb = false;
  add_egtb_option(command.options, no_egtb);
  add_rule_options(command.options, rule_options);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  std::string error;
  const auto ruleset = read_ruleset(values, rule_options, error);
  if (!ruleset) return usage_error(program, error);

  // The options as given, kept by name so that set-param can replace one of them.
  std::map<std::string, std::string> rule_values;
  po::options_description rule_only;
  RuleOptionValues reader;
  add_rule_options(rule_only, reader);
  for (const auto& option :
       po::command_line_parser(std::vector<std::string>(args.begin(), args.end()))
           .options(rule_only)
           .allow_unregistered()
           .run()
           .options) {
    if (!option.unregistered && !option.value.empty()) {
      rule_values[option.string_key] = option.value.front();
    }
  }

  HubSession session(std::move(rule_values), *ruleset, !no_egtb);
  return session.run(program) ? kExitOk : kExitUsage;
}

}  // namespace damas::cli
