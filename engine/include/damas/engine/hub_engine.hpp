// An external engine driven through the Hub protocol (Scan's protocol, version 2, as
// hub_server.hpp speaks it): the client side of hub_notation.hpp and hub_line.hpp.
//
// The conversation: `hub` until `wait` (the engine declares its id and parameters), `set-param`
// for the table size and for the draw laws when the engine declares parameters of the same
// names as the Hub server (hub_rule_params.hpp), `init` until `ready`; then per search
// `pos pos=START moves="..."` (the whole game since its start, for repetitions and the counts),
// `level`, `go think|analyze`, reading `info` lines until `done move=...`; `quit` at the end.
// When the search's Limits::stop flag rises (Ctrl-C during a match or an annotation), the
// engine is sent `stop`, which asks it for its move at once, and its `done` is read as usual.
//
// An engine is never trusted to answer: every wait has a deadline (the timeout, plus the move
// time during a search), which nothing the engine prints moves on, and so has every write; an
// engine that ends, hangs, floods lines, sends a line of more than PipedChild::kMaxLine bytes,
// a value that is not a number where one is due (`info score=nan`) or an illegal move is killed
// and reported as an EngineError naming it and quoting (a short, printable excerpt of) what it
// said. Memory stays bounded whatever it sends: one line at a time, and only the parameters
// that may be set are kept of what it declares.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "damas/engine/analysing_engine.hpp"
#include "damas/engine/hub_line.hpp"
#include "damas/engine/piped_child.hpp"

namespace damas::engine {

struct HubEngineSettings {
  std::string name;     // how messages name the engine (as the user gave it)
  std::string command;  // the shell command that starts it
  std::size_t hash_megabytes = 16;
  std::chrono::milliseconds timeout{};  // to answer anything (beyond the move time in a search)
};

class HubEngine final : public AnalysingEngine {
 public:
  // Starts the engine and completes the handshake, with the draw laws of `rules` set; throws
  // EngineError when that fails.
  HubEngine(HubEngineSettings settings, const rules::Ruleset& rules);
  // Sends `quit` and gives the engine a moment to leave before it is killed.
  ~HubEngine() override;

  // The name and version of the engine's `id` line (its command when it gave none).
  std::string identity() const override { return identity_; }

  void new_game() override;
  SearchResult search(const GameHistory& game, const Limits& limits,
                              SearchPurpose purpose) override;

 private:
  void handshake(const rules::Ruleset& rules);
  void set_rules(const rules::Ruleset& rules);
  void set_param(const std::string& name, const std::string& value);
  void send(const std::string& line);
  // Reads lines until one whose command is `answer` and returns it. `heard` sees the other
  // lines (parsed, and as they came) and says whether it expected them (those it did not are
  // quoted if the engine fails).
  // Fails when the engine ends or has not answered within `patience`, whatever else it said.
  // Once `stop` is raised, the engine is sent `stop` (once) and the wait goes on.
  HubLine await(std::string_view answer, std::string_view request,
                std::chrono::milliseconds patience,
                const std::function<bool(const HubLine&, const std::string&)>& heard = {},
                const std::atomic<bool>* stop = nullptr);
  [[noreturn]] void fail(const std::string& what, bool ended);

  HubEngineSettings settings_;
  std::optional<PipedChild> child_;  // made in the constructor, where a failure is reported
  std::string identity_;
  std::map<std::string, std::string> params_;  // the parameters declared, with their values
  std::string said_;                           // the last line not understood, or an error
  bool broken_ = false;
};

}  // namespace damas::engine
