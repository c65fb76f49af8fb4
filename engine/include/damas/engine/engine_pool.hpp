// Engines shared by the worker threads of a run (`pdn annotate -j N`): a task borrows an engine for
// one game and gives it back, so that at most one engine per thread is ever started (an external
// engine is a process, started once and kept for the whole run) and each is used by one thread at a
// time. The engines end with the pool (an external one is told to quit).
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "damas/engine/analysing_engine.hpp"

namespace damas::engine {

class EnginePool {
 public:
  using Factory = std::function<std::unique_ptr<AnalysingEngine>()>;

  explicit EnginePool(Factory make) : make_(std::move(make)) {}

  // An engine borrowed for the lifetime of the lease, fresh for a new game (new_game() called).
  class Lease {
   public:
    Lease(EnginePool& pool, std::unique_ptr<AnalysingEngine> engine)
        : pool_(pool), engine_(std::move(engine)) {}
    ~Lease() { pool_.give_back(std::move(engine_)); }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;

    AnalysingEngine& operator*() const { return *engine_; }
    AnalysingEngine* operator->() const { return engine_.get(); }

   private:
    EnginePool& pool_;
    std::unique_ptr<AnalysingEngine> engine_;
  };

  // An idle engine, or a new one when all are busy; throws what starting an engine throws.
  Lease lease() {
    std::unique_ptr<AnalysingEngine> engine;
    {
      const std::lock_guard lock(mutex_);
      if (!idle_.empty()) {
        engine = std::move(idle_.back());
        idle_.pop_back();
      }
    }
    if (!engine) engine = make_();  // outside the lock: an external engine takes a while
    engine->new_game();
    return Lease(*this, std::move(engine));
  }

  // Adds an engine started beforehand (to check it works before any work is given out).
  void add(std::unique_ptr<AnalysingEngine> engine) { give_back(std::move(engine)); }

 private:
  void give_back(std::unique_ptr<AnalysingEngine> engine) {
    const std::lock_guard lock(mutex_);
    idle_.push_back(std::move(engine));
  }

  Factory make_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<AnalysingEngine>> idle_;
};

}  // namespace damas::engine
