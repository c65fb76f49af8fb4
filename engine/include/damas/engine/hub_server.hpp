// The engine as a Hub protocol server (Scan's text protocol, version 2; positions and moves as
// hub_notation.hpp writes them): what `pdn hub` runs on its standard input and output for
// draughts GUIs and match runners. The protocol layer only translates: positions, limits and
// moves go to Engine (search.hpp), whose iterations come back as `info` lines and whose answer
// is `done move=... ponder=...`.
//
// Commands: hub, set-param, init, new-game, pos, level, go think|analyze|ponder, stop, ping,
// ponder-hit, quit. Every value is read strictly and must lie in its range (`level` takes the
// ranges of search_limits.hpp, or `infinite` alone; `set-param name=hash` 1 to 65536 megabytes, the
// rules their values of hub_rule_params.hpp); a bad one is answered with `error message="..."` and
// not taken. A search runs in a thread of its own, so that `stop` and `ping` are answered during
// it; any other command ends it first.
//
//   HubServer server({.version = "1.0"}, [](std::string_view line) {
//     std::cout << line << '\n' << std::flush;
//   });
//   server.serve(stdin);
#pragma once

#include <atomic>
#include <cstdio>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "damas/engine/hub_line.hpp"
#include "damas/engine/search.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::engine {

struct HubServerSettings {
  // Who the server says it is, in its `id` line.
  std::string name = "damas-pdn";
  std::string version;
  std::string author = "damas-pdn project";
  // The draw laws searched under (over Portuguese rules unless the variant says otherwise), until
  // `set-param` changes one of them.
  rules::RuleOverrides rules;
  bool endgame_tables = true;  // the engine probes those of the default cache (egtb_source.hpp)
};

class HubServer {
 public:
  // Writes one line of an answer, without its newline. Called by one thread at a time: the
  // caller's, or the search's.
  using Send = std::function<void(std::string_view line)>;

  HubServer(HubServerSettings settings, Send send);
  // Ends a search still running (its `done` line is sent).
  ~HubServer();
  HubServer(const HubServer&) = delete;
  HubServer& operator=(const HubServer&) = delete;

  // Answers one command line; false for `quit`.
  bool receive(std::string_view line);

  // Answers the lines of `input` until `quit` or the end of the input; a line longer than
  // support::kMaxCommandLineBytes is answered with an error and skipped. A search still running
  // is ended before it returns, also when reading fails, which then throws std::system_error.
  void serve(std::FILE* input);

  // Ends the search running, if any.
  void end_search();

 private:
  void handle(const HubLine& line);
  void introduce();
  void set_param(const HubLine& line);
  void set_position(const HubLine& line);
  void set_level(const HubLine& line);
  // `go think` (`playing`: to play the move) or `go analyze` / `go ponder`.
  void go(bool playing);
  Engine& searcher();
  void error(std::string_view message);
  void send(std::string_view line);

  HubServerSettings settings_;
  Send send_;
  rules::Ruleset ruleset_;  // what settings_.rules select
  int hash_megabytes_;
  std::unique_ptr<Engine> engine_;  // made when first needed, again after the hash size changes
  rules::Position position_ = rules::Position::initial();
  std::vector<rules::Move> moves_;
  // False after a `pos` that was not taken, until one is: a `go` then has no position to search
  // (searching the one before would answer a move for another position).
  bool position_taken_ = true;
  Limits limits_;
  std::atomic<bool> stop_{false};
  std::thread search_;
  std::mutex output_;
};

}  // namespace damas::engine
