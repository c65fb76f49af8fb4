// The built-in engine (search.hpp) behind the AnalysingEngine interface, probing the endgame
// tables of the default cache folder (egtb_source.hpp) when asked to.
#pragma once

#include <cstddef>

#include "damas/engine/analysing_engine.hpp"
#include "damas/engine/egtb_source.hpp"
#include "damas/engine/search.hpp"

namespace damas::engine {

class BuiltinEngine final : public AnalysingEngine {
 public:
  // With `endgame_tables`, the engine probes them (egtb_source.hpp).
  BuiltinEngine(std::size_t hash_megabytes, bool endgame_tables) : engine_(hash_megabytes) {
    if (endgame_tables) engine_.set_table_source(default_table_source());
  }

  void new_game() override { engine_.new_game(); }

  SearchResult search(const GameHistory& game, const Limits& limits,
                      SearchPurpose purpose) override {
    Limits search_limits = limits;
    search_limits.playing = purpose == SearchPurpose::play;
    return engine_.search(game.state(), search_limits);
  }

 private:
  Engine engine_;
};

}  // namespace damas::engine
