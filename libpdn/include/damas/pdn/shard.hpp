// One part of the games of a run, so that several processes or machines can share the work of
// one archive (`pdn annotate --shard 2/8`, a job array of a batch system): each run with the same
// inputs and a different part processes other games, and the parts together are every game once.
//
// The games are numbered from 1 across every input of the run, in order, broken games included
// (the numbers read_inputs gives, continued from one input to the next). Part K of N is either
// - contiguous: the K-th of N runs of consecutive games, as even as whole games allow (games
//   (K-1)*T/N + 1 to K*T/N of T, rounded down): the outputs of the parts, joined in the order of
//   the parts, are the output of the whole run; T must be known first (count_games), or
// - interleaved: games K, K+N, K+2N, ...: the parts are even whatever the lengths of the games
//   and T is not needed, and the outputs go together by taking a game of each part in turn.
#pragma once

#include <cstddef>

namespace damas::pdn {

class Shard {
 public:
  // Every game: one part of one.
  Shard() = default;
  // Part `part` (from 1) of `parts`, of a run of `total` games.
  static Shard contiguous(std::size_t part, std::size_t parts, std::size_t total) {
    Shard shard;
    shard.first_ = (part - 1) * total / parts + 1;
    shard.last_ = part * total / parts;
    return shard;
  }
  static Shard interleaved(std::size_t part, std::size_t parts) {
    Shard shard;
    shard.part_ = part;
    shard.parts_ = parts;
    return shard;
  }

  bool everything() const { return parts_ == 1 && first_ == 1 && last_ == kNoLast; }
  // Whether the part holds the game numbered `number` (from 1) in the run.
  bool holds(std::size_t number) const {
    return number >= first_ && number <= last_ && (number - 1) % parts_ == part_ - 1;
  }
  // Whether it holds any of the games numbered `first` to `first + count - 1`.
  bool holds_any(std::size_t first, std::size_t count) const {
    if (count == 0 || first + count - 1 < first_ || first > last_) return false;
    return parts_ == 1 || count >= parts_ || holds_any_interleaved(first, count);
  }

  // The games of the run numbered so far, across the inputs read one after the other
  // (process_games moves it on, by every game it reads, kept or not).
  std::size_t games_seen = 0;

 private:
  static constexpr std::size_t kNoLast = static_cast<std::size_t>(-1);
  bool holds_any_interleaved(std::size_t first, std::size_t count) const {
    for (std::size_t n = first; n < first + count; ++n) {
      if (holds(n)) return true;
    }
    return false;
  }

  std::size_t part_ = 1;
  std::size_t parts_ = 1;
  std::size_t first_ = 1;
  std::size_t last_ = kNoLast;
};

}  // namespace damas::pdn
