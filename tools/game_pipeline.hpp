// The loop of the subcommands that work game by game (validate, convert, annotate): every game
// of the inputs processed, with `jobs` threads, and the results emitted in input order.
#pragma once

#include <malloc.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "game_input.hpp"
#include "ordered_parallel.hpp"

namespace damas::cli {

// How the games are shared out between threads.
struct Parallelism {
  int jobs = 1;
  // Games go to the workers in slices of the input of about this many bytes (at least one game
  // each): a few dozen games per slice make the hand-over cheap; 0, one game each, suits work
  // that takes long per game (an engine's analysis).
  std::size_t slice_bytes = 32 << 10;
};

// `process` runs on worker threads (it must not touch shared state); `emit` runs on the calling
// thread, in input order. Returns false when an input could not be read (see read_inputs).
//
// With one job the calling thread reads and processes each game in turn. With more, it only
// splits the input into slices of whole games and each worker builds the games it processes: a
// game model built on one core and used on another costs more than reading the game twice
// (measured with -j 2: merely walking a game's moves on the other core doubled the reading
// thread's time).
template <class Result>
bool process_games(std::string_view program, const std::vector<std::string>& inputs,
                   const InputOptions& options, const Parallelism& parallelism,
                   const std::function<Result(InputGame&)>& process,
                   const std::function<void(Result&&)>& emit) {
  // Every game is built, turned into a result and freed. By default glibc gives the freed top of
  // a heap back to the system each time and page-faults it in again for the next game (a fifth
  // of the time of `convert --to json`); with workers, results made on one thread and freed on
  // another make it shrink and regrow their heaps all the time. Up to 64 MB kept free at the top
  // of a heap stops both.
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  if (parallelism.jobs <= 1) {
    return read_inputs(program, inputs, options, [&](InputGame&& game) { emit(process(game)); });
  }
  OrderedParallel<InputSlice, std::vector<Result>> pipeline(
      parallelism.jobs,
      [&](InputSlice& slice) {
        std::vector<Result> results;
        read_slice(std::move(slice), options,
                   [&](InputGame&& game) { results.push_back(process(game)); });
        return results;
      },
      [&](std::vector<Result>&& results) {
        for (Result& result : results) emit(std::move(result));
      });
  const bool all_read = split_inputs(program, inputs, options, parallelism.slice_bytes,
                                     [&](InputSlice&& slice) { pipeline.push(std::move(slice)); });
  pipeline.flush();
  return all_read;
}

}  // namespace damas::cli
