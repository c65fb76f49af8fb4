// The built-in engine (engine/) behind the AnalysingEngine interface.
#pragma once

#include <cstddef>

#include "analysing_engine.hpp"
#include "egtb_source.hpp"

namespace damas::cli {

class BuiltinEngine final : public AnalysingEngine {
 public:
  // With `endgame_tables`, the engine probes them (egtb_source.hpp).
  BuiltinEngine(std::size_t hash_megabytes, bool endgame_tables) : engine_(hash_megabytes) {
    if (endgame_tables) engine_.set_table_source(default_table_source());
  }

  void new_game() override { engine_.new_game(); }

  engine::SearchResult search(const GameHistory& game, const engine::Limits& limits,
                              SearchPurpose) override {
    return engine_.search(game.state(), limits);
  }

 private:
  engine::Engine engine_;
};

}  // namespace damas::cli
