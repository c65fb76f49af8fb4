// damas.validate and Game.validate: the verdicts of `pdn validate --format json` on the games of a
// file or a text, or on one game, as Python objects (the same JSON, from libpdn's validate.hpp,
// read by Python's json module).
#include "damas/pdn/validate.hpp"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>

#include "bindings.hpp"
#include "damas/engine/hub_rule_params.hpp"
#include "game.hpp"
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
      raise_value_error(error);  // as UTF-8 with surrogates: the value may hold any byte, and NUL
    }
  }
  return overrides;
}

namespace {

pdn::ValidateOptions validate_options(bool check_tags, bool mirrored,
                                      const py::kwargs& rule_options) {
  pdn::ValidateOptions options;
  options.replay.check_tags = check_tags;
  if (mirrored) options.replay.board = rules::Board::mirrored;
  options.replay.overrides = rule_overrides(rule_options);
  return options;
}

// A JSON report (one object on one line) as Python's json module reads it, its file named as
// Game.source names it (`source`, the name as the system knows it: the report's JSON text has a
// name that is not UTF-8 decoded as Windows-1252, another file's name).
py::object verdict_object(const std::string& report, const std::string& source) {
  py::dict verdict = py::module_::import("json").attr("loads")(py::str(report));
  if (verdict.contains("file")) verdict["file"] = text_of(source);
  return verdict;
}

// The iterator damas.validate gives: each next() takes the next game as read_games does and
// judges it, so that an archive of any size is checked in bounded memory.
class Verdicts {
 public:
  Verdicts(const Source& input, const pdn::ValidateOptions& options)
      : options_(options), name_(input.name()), games_(open_games(input, reading(options))) {}

  py::object next() {
    const bool first = !gave_a_verdict_;
    gave_a_verdict_ = true;  // before next(): an input that cannot be read raises, then ends
    std::optional<pdn::ArchiveGame> game = games_.next();
    if (!game) {
      if (!first) throw py::stop_iteration();
      return verdict_object(pdn::no_game_report(name_, pdn::ReportFormat::json), name_);
    }
    return verdict_object(without_gil([&] { return pdn::validate_game(*game, options_).report; }),
                          name_);
  }

 private:
  static pdn::ArchiveOptions reading(const pdn::ValidateOptions& options) {
    pdn::ArchiveOptions reading;
    reading.replay = options.replay;  // plain games replayed as they are read, as pdn validate
    reading.json = true;              // and JSON Lines read, as pdn validate reads them
    return reading;
  }

  pdn::ValidateOptions options_;
  std::string name_;
  GamePuller games_;
  bool gave_a_verdict_ = false;  // an input without a game gives one, the no-games warning
};

Verdicts validate(const py::object& source, bool check_tags, bool mirrored,
                  const py::kwargs& rule_options) {
  return Verdicts(source_of(source), validate_options(check_tags, mirrored, rule_options));
}

py::object validate_one(const Game& g, bool check_tags, bool mirrored,
                        const py::kwargs& rule_options) {
  const pdn::ValidateOptions options = validate_options(check_tags, mirrored, rule_options);
  pdn::ArchiveGame copy = g.read;  // validate_game takes its input's source
  return verdict_object(without_gil([&] { return pdn::validate_game(copy, options).report; }),
                        g.read.source);
}

constexpr const char* kRuleKeywords =
    "The rule options of pdn validate are keywords: rules='spanish', repetition='claim', "
    "forcada='no-rio', forcada_moves=10, king_vs_king='play', twenty_move='unconditional'. "
    "check_tags=False leaves out the tag checks, mirrored=True reads algebraic squares on the "
    "mirrored board. Raises ValueError for an unknown option or value.";

}  // namespace

void bind_validate(py::module_& module) {
  py::class_<Verdicts> verdicts(module, "Verdicts",
                                "An iterator over the verdicts on an archive's games.");
  verdicts.def("__iter__", [](Verdicts& v) -> Verdicts& { return v; })
      .def("__next__", &Verdicts::next);
  refuse_bare_new(verdicts, "verdicts come from damas.validate(path_or_text)");
  module.def("validate", &validate, py::arg("path_or_text"), py::kw_only(),
             py::arg("check_tags") = true, py::arg("mirrored") = false,
             (std::string("The verdict on each game of a PDN file (or text, as read_games takes "
                          "it), game by game (an iterator: list() it for a list): the objects "
                          "`pdn validate --format json` prints, one per game: 'file', 'game', "
                          "'line', 'tags', 'plies', 'result_tag', 'rules', 'outcome' and "
                          "'diagnostics' (each with 'severity', 'code', 'message', 'line', "
                          "'column', ...); for an input without a game, one 'no-games' "
                          "warning. ") +
              kRuleKeywords +
              " A file that cannot be read raises ValueError once the verdicts on what "
              "could be read have been given. The GIL is released while a game is checked.")
                 .c_str());
}

void bind_game_validate(py::class_<Game>& game) {
  game.def("validate", &validate_one, py::kw_only(), py::arg("check_tags") = true,
           py::arg("mirrored") = false,
           (std::string("The verdict on this game, as damas.validate gives it (a game not read to "
                        "its end has one diagnostic, its syntax error). ") +
            kRuleKeywords)
               .c_str());
}

}  // namespace damas::python
