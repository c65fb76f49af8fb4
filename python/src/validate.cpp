// damas.validate: the verdicts of `pdn validate --format json` on the games of a file or a text,
// as Python objects (the same JSON, from libpdn's validate.hpp, read by Python's json module).
#include "damas/pdn/validate.hpp"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <optional>
#include <string>

#include "bindings.hpp"
#include "damas/engine/hub_rule_params.hpp"
#include "interruptible.hpp"

namespace damas::python {

namespace py = pybind11;

rules::RuleOverrides rule_overrides(const py::kwargs& rule_options) {
  rules::RuleOverrides overrides;
  // forcada_moves=10 is pdn validate's --forcada-moves 10.
  for (const auto& [key, value] : rule_options) {
    std::string name = py::str(key);
    for (char& c : name) {
      if (c == '_') c = '-';
    }
    std::string error;
    if (!engine::read_hub_rule_param(name, std::string(py::str(value)), overrides, error)) {
      throw py::value_error(error);
    }
  }
  return overrides;
}

namespace {

py::list validate(const py::object& source, bool check_tags, bool mirrored,
                  const py::kwargs& rule_options) {
  pdn::ValidateOptions options;
  options.replay.check_tags = check_tags;
  if (mirrored) options.replay.board = rules::Board::mirrored;
  options.replay.overrides = rule_overrides(rule_options);
  pdn::ArchiveOptions reading;
  reading.replay = options.replay;  // plain games replayed as they are read, as pdn validate does
  const Source input = source_of(source);
  pdn::GameReader reader = open_games(input, reading);
  std::size_t games = 0;
  // Other Python threads run meanwhile, and Ctrl-C stops it between two games.
  std::string reports = run_stoppable([&](const std::atomic<bool>& stop) {
    std::string checked;
    while (!stop.load()) {
      if (!reader.wait_for(kSignalCheck)) continue;
      std::optional<pdn::ArchiveGame> game = reader.next();
      if (!game) break;
      checked += pdn::validate_game(*game, options).report;
      ++games;
    }
    return checked;
  });
  if (!reader.failures().empty()) {
    const pdn::InputFailure& failure = reader.failures().front();
    raise_value_error(failure.source + ": " + failure.reason);
  }
  if (games == 0) reports = pdn::no_game_report(input.name(), pdn::ReportFormat::json);
  py::list verdicts;
  const py::object loads = py::module_::import("json").attr("loads");
  std::size_t start = 0;
  while (start < reports.size()) {
    const std::size_t end = reports.find('\n', start);
    verdicts.append(loads(reports.substr(start, end - start)));
    start = end + 1;
  }
  return verdicts;
}

}  // namespace

void bind_validate(py::module_& module) {
  module.def("validate", &validate, py::arg("path_or_text"), py::kw_only(),
             py::arg("check_tags") = true, py::arg("mirrored") = false,
             "The verdict on each game of a PDN file (or text, as read_games takes it): a list "
             "of the objects `pdn validate --format json` prints, one per game: 'file', 'game', "
             "'line', 'tags', 'plies', 'result_tag', 'rules', 'outcome' and 'diagnostics' (each "
             "with 'severity', 'code', 'message', 'line', 'column', ...); for an input without "
             "a game, one 'no-games' warning. The rule options of pdn validate are keywords: "
             "rules='spanish', repetition='claim', forcada='no-rio', forcada_moves=10, "
             "king_vs_king='play', twenty_move='unconditional'. check_tags=False leaves out the "
             "tag checks, mirrored=True reads algebraic squares on the mirrored board. Raises "
             "ValueError for an unknown option or value, or a file that cannot be read. The GIL "
             "is released while the games are checked.");
}

}  // namespace damas::python
