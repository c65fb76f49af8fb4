// damas.analyse: one position searched by the built-in engine, reported as `pdn analyse
// --format json` reports it (the same JSON, read by Python's json module).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "damas/analysis/analyse_position.hpp"
#include "damas/engine/egtb_source.hpp"
#include "damas/engine/engine_spec.hpp"
#include "damas/engine/search_limits.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/ruleset.hpp"
#include "interruptible.hpp"

namespace damas::python {
namespace {

namespace py = pybind11;

// The depth of `pdn analyse` without a limit.
constexpr int kDefaultDepth = 12;

// Table cache files the engine found and could not read (engine::set_table_file_warning), kept
// until the search is over and then said as Python warnings: the search holds no GIL.
std::mutex unread_tables_mutex;
std::vector<std::string> unread_tables;

void keep_table_file_warning(const std::string& message) {
  const std::lock_guard lock(unread_tables_mutex);
  unread_tables.push_back(message);
}

}  // namespace

void warn_of_unread_tables() {
  std::vector<std::string> messages;
  {
    const std::lock_guard lock(unread_tables_mutex);
    messages = std::exchange(unread_tables, {});
  }
  for (const std::string& message : messages) {
    if (PyErr_WarnEx(PyExc_RuntimeWarning, message.c_str(), 1) != 0) throw py::error_already_set();
  }
}

std::optional<long long> checked_limit(const engine::LimitRange& range,
                                       std::optional<long long> value) {
  if (!value) return std::nullopt;
  std::string error;
  if (!engine::read_limit(range, std::to_string(*value), error)) {
    throw py::value_error(std::string(range.name) + " takes " + error);
  }
  return value;
}

namespace {

py::object analyse(const std::optional<std::string>& fen, std::optional<long long> depth,
                   std::optional<long long> movetime, const py::object& moves,
                   const std::string& rules_name) {
  const std::optional<rules::Ruleset> ruleset = rules::find_ruleset(rules_name);
  if (!ruleset) throw py::value_error("unknown rules '" + rules_name + "' (portuguese, spanish)");
  const std::string fen_text = fen.value_or(rules::to_fen(rules::Position::initial()));
  std::string error;
  const std::optional<rules::Position> start = rules::position_to_move(fen_text, error);
  if (!start) throw py::value_error(error);
  engine::EngineSpec spec;
  spec.limits = engine::run_limits(checked_limit(engine::kDepthRange, depth),
                                   checked_limit(engine::kMovetimeRange, movetime), std::nullopt,
                                   kDefaultDepth);
  engine::GameHistory game(*start, *ruleset);
  std::string played;
  for (const std::string& move : move_texts(moves)) played += move + ' ';
  if (const auto bad = analysis::play_moves(game, played)) throw py::value_error(*bad);
  // The search may take minutes: other Python threads run meanwhile, and Ctrl-C stops it.
  const std::string json = run_stoppable([&](const std::atomic<bool>& stop) {
    engine::Limits limits = spec.limits;
    limits.stop = &stop;
    const engine::SearchResult result =
        engine::start_engine(spec, *ruleset)->search(game, limits, engine::SearchPurpose::analyse);
    return analysis::analysis_json(fen_text, game, result);
  });
  warn_of_unread_tables();
  return py::module_::import("json").attr("loads")(json);
}

}  // namespace

void bind_analyse(py::module_& module) {
  engine::set_table_file_warning(keep_table_file_warning);
  module.def("analyse", &analyse, py::arg("fen") = py::none(), py::arg("depth") = py::none(),
             py::arg("movetime") = py::none(), py::arg("moves") = py::tuple(),
             py::arg("rules") = "portuguese",
             "Searches the position of `fen` (default: the start) after `moves` (PDN move texts "
             "played from it, so that the draw laws count right) with the built-in engine, to "
             "`depth` plies or for `movetime` milliseconds (default: depth 12), under the "
             "'portuguese' or 'spanish' rules. Returns the object `pdn analyse --format json` "
             "prints: {'fen', 'best', 'score', 'depth', 'nodes', 'nps', 'pv'} (the score from "
             "White's side, in men, or '#N'/'#-N' for a win in N moves), or {'fen', 'best': "
             "None, 'score': None, 'result', 'reason'} when the game is over there. The GIL is "
             "released during the search. An endgame table file in the cache folder that cannot "
             "be read is not used, with a RuntimeWarning naming it.");
}

}  // namespace damas::python
