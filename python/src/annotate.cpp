// Game.annotate: a game annotated by the built-in engine as `pdn annotate` annotates it (the same
// library call), with the summary `pdn annotate --format json` prints for it.
#include <fmt/core.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "bindings.hpp"
#include "damas/analysis/annotate_game.hpp"
#include "damas/analysis/annotate_summary.hpp"
#include "damas/engine/engine_spec.hpp"
#include "damas/engine/search_limits.hpp"
#include "game.hpp"
#include "interruptible.hpp"

namespace damas::python {
namespace {

namespace py = pybind11;

// pdn annotate's bounds.
constexpr int kMaxExtraPlies = 20;
constexpr double kMaxGameSeconds = 86400;
constexpr double kMinGameSeconds = 0.001;

void check_plies(const char* name, int plies) {
  if (plies < 0 || plies > kMaxExtraPlies) {
    throw py::value_error(std::string(name) + " is from 0 to 20");
  }
}

py::tuple annotate(const Game& g, std::optional<long long> depth, std::optional<long long> movetime,
                   std::optional<double> time_per_game, int confirm_plies, int recheck_plies,
                   const py::kwargs& rule_options) {
  check_plies("confirm_plies", confirm_plies);
  check_plies("recheck_plies", recheck_plies);
  analysis::AnnotateSettings settings;
  settings.confirm_plies = confirm_plies;
  settings.recheck_plies = recheck_plies;
  settings.replay.overrides = rule_overrides(rule_options);
  const std::optional<rules::Ruleset> base =
      rules::find_ruleset(settings.replay.overrides.variant.value_or("portuguese"));
  if (!base) {
    throw py::value_error("rules " + *settings.replay.overrides.variant +
                          ": the engine plays Portuguese and Spanish draughts only");
  }
  const rules::Ruleset ruleset = settings.replay.overrides.apply(*base);
  engine::EngineSpec spec;
  spec.limits = engine::run_limits(checked_limit(engine::kDepthRange, depth),
                                   checked_limit(engine::kMovetimeRange, movetime), std::nullopt,
                                   analysis::kDefaultAnnotateDepth);
  std::string budget = engine::describe_limits(spec.limits);
  if (time_per_game) {
    if (movetime) throw py::value_error("give time_per_game or movetime, not both");
    // NaN fails both comparisons, and is refused with the rest.
    if (!(*time_per_game >= kMinGameSeconds && *time_per_game <= kMaxGameSeconds)) {
      throw py::value_error("time_per_game is from 0.001 to 86400 seconds");
    }
    settings.time_per_game = std::chrono::milliseconds(std::lround(*time_per_game * 1000));
    // The time ends each search: the depth runs free unless one is given.
    if (!depth) spec.limits.depth = engine::Limits{}.depth;
    budget = fmt::format("{:g} s per game", *time_per_game);
  }
  refuse_game_read_in_part(g);  // its annotation would say nothing of the moves lost
  Game annotated{g.read};
  // Minutes for a long game: other Python threads run meanwhile, and Ctrl-C stops it.
  const analysis::AnnotatedGame done = run_stoppable([&](const std::atomic<bool>& stop) {
    const std::unique_ptr<engine::AnalysingEngine> engine = engine::start_engine(spec, ruleset);
    settings.limits = spec.limits;
    settings.limits.stop = &stop;
    settings.annotator = analysis::annotator_text(engine->identity(), budget);
    return analysis::annotate_game(annotated.read.game, settings, *engine);
  });
  warn_of_unread_tables();
  if (!done.searched) {
    raise_value_error("game " + std::to_string(g.read.game.number) +
                      " cannot be annotated: " + done.note.value_or("no move was searched"));
  }
  py::dict summary =
      py::module_::import("json").attr("loads")(analysis::summary_json(g.read.source, done));
  summary["file"] = text_of(g.read.source);  // the name as Game.source gives it
  if (done.note) summary["note"] = py::str(*done.note);
  return py::make_tuple(std::move(annotated), summary);
}

}  // namespace

void bind_annotate(py::class_<Game>& game) {
  game.def("annotate", &annotate, py::kw_only(), py::arg("depth") = py::none(),
           py::arg("movetime") = py::none(), py::arg("time_per_game") = py::none(),
           py::arg("confirm_plies") = analysis::AnnotateSettings{}.confirm_plies,
           py::arg("recheck_plies") = analysis::AnnotateSettings{}.recheck_plies,
           "The game annotated by the built-in engine as `pdn annotate` annotates it, and the "
           "summary of how each side played: (annotated Game, dict). Each move of the main line "
           "gets the evaluation after it ([%eval]); a move that loses winning chances is marked "
           "?!, ? or ?? and the better line follows it as a variation. Searches go to `depth` "
           "plies (default 10), or for `movetime` milliseconds each, or share `time_per_game` "
           "seconds; a move that may be marked is searched again `confirm_plies` deeper, and "
           "once more `recheck_plies` deeper near a threshold. The dict is the object `pdn "
           "annotate --format json` prints ('file', 'game', 'plies', 'white' and 'black' with "
           "'name', 'moves', 'inaccuracies', 'mistakes', 'blunders', 'average_loss'), with a "
           "'note' when the annotation stopped early (an illegal move: up to it). The rule "
           "options of validate are keywords. Raises ValueError for a game read in part or one "
           "of another variant. The GIL is released meanwhile and Ctrl-C stops it.");
}

}  // namespace damas::python
