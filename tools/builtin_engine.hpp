// The built-in engine (engine/) behind the AnalysingEngine interface.
#pragma once

#include <cstddef>

#include "analysing_engine.hpp"

namespace damas::cli {

class BuiltinEngine final : public AnalysingEngine {
 public:
  explicit BuiltinEngine(std::size_t hash_megabytes) : engine_(hash_megabytes) {}

  void new_game() override { engine_.new_game(); }

  engine::SearchResult search(const GameHistory& game, const engine::Limits& limits,
                              SearchPurpose) override {
    return engine_.search(game.state(), limits);
  }

 private:
  engine::Engine engine_;
};

}  // namespace damas::cli
