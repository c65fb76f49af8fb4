// The loop of the subcommands that work game by game (validate, convert, annotate): every game
// of the inputs processed, with `jobs` threads, and the results emitted in input order.
#pragma once

#include <atomic>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/guessed_pieces.hpp"
#include "damas/pdn/shard.hpp"
#include "damas/support/ordered_parallel.hpp"

namespace damas::pdn {

// How the games are shared out between threads.
struct Parallelism {
  int jobs = 1;
  // Games go to the workers in slices of the input of about this many bytes (at least one game
  // each): a few dozen games per slice make the hand-over cheap; 0, one game each, suits work
  // that takes long per game (an engine's analysis).
  std::size_t slice_bytes = 32 << 10;
  // Only the games of this part of the run are processed (shard.hpp), the others read and
  // skipped; its games_seen goes on from one call of process_games to the next. Null: every game.
  Shard* shard = nullptr;
};

// Rewrites a result made from a game numbered from 1 within a guessed piece (guessed_pieces.hpp)
// for its number in the input: `games_before` games of the input came before the piece.
template <class Result>
using Renumber = std::function<void(Result&, std::size_t games_before)>;

// The work of process_games with several jobs: the calling thread hands out pieces of the input
// (guessed or exact slices) and emits the results in input order.
template <class Result>
class ParallelGames {
 public:
  // `batch`: as OrderedParallel's (1 for games that take long each).
  ParallelGames(int jobs, const ArchiveOptions& options,
                const std::function<Result(ArchiveGame&)>& process,
                const std::function<void(Result&&)>& emit, const Renumber<Result>& renumber,
                const Shard* shard, std::size_t batch)
      : options_(options),
        shard_(shard),
        process_(process),
        emit_(emit),
        renumber_(renumber),
        graves_(static_cast<std::size_t>(jobs)),
        pipeline_(
            jobs, [this](WorkItem& item) { return work(item); },
            [this](WorkDone&& done) {
              take(done);
              bury(std::move(done));
            },
            batch) {}

  // An exact slice; with a shard, `first_number` is the number in the run of its first game.
  void push(InputSlice&& slice, std::size_t first_number = 0) {
    pipeline_.push({std::move(slice), std::nullopt, first_number});
  }

  // Reads a mapped file by guessed pieces of about `piece_bytes`, and the rest of it the exact
  // way from the first guess found wrong. Stops early when the file shrinks under it (the caller
  // checks the file: see for_each_input).
  void push_guessed(InputFile& file, std::size_t piece_bytes) {
    file_ = &file;
    guess_ = Guess{};
    InputSlice named;  // a guessed piece's slice only names the input
    named.source = file.name();
    try {
      PieceCutter cutter(file.text(), piece_bytes, kMaxSliceGames);
      while (!cutter.done() && !guess_.wrong && !file.faulted()) {
        pipeline_.push({named, cutter.next(), 0});
      }
      pipeline_.flush();  // the pieces point into the file
      if (guess_.wrong && !file.faulted()) {
        const SourcePosition from = guess_.wrong_piece_position;
        split_text(file.name(), file.text().substr(from.byte), {from, guess_.games_before + 1},
                   options_, piece_bytes, [this](InputSlice&& slice) { push(std::move(slice)); });
      }
    } catch (...) {
      pipeline_.discard();  // pieces in flight point into the file, which the caller closes
      file_ = nullptr;
      throw;
    }
    file_ = nullptr;  // the exact slices hold copies of their text
  }

  void flush() { pipeline_.flush(); }

 private:
  // A piece holds at most kMaxSliceGames guesses, which are nearly always games; games without
  // a blank line between them are not guesses, so a piece may hold more: reading stops (and the
  // rest of the file is read the exact way) at this many, for a ring of results to stay small.
  static constexpr std::size_t kMaxPieceGames = 4 * kMaxSliceGames;

  struct WorkItem {
    InputSlice slice;  // an exact slice, or the source of a guessed piece
    std::optional<GuessedPiece> guessed;
    std::size_t first_number = 0;  // with a shard: of the slice's first game in the run
  };
  struct WorkDone {
    std::size_t worker;  // who made it (see bury)
    std::vector<Result> results;
    std::optional<GuessedPiece> guessed;
    PieceReading reading;
  };
  // The guessed pieces of the file being read.
  struct Guess {
    std::size_t games_before = 0;  // the games of the pieces emitted so far
    bool wrong = false;            // a piece did not end between games: later ones are dropped
    SourcePosition wrong_piece_position;
  };

  // Workers are numbered from 0 as they take their first item.
  std::size_t worker_number() {
    thread_local std::size_t number = next_worker_++;  // a worker serves one pipeline
    return number;
  }

  WorkDone work(WorkItem& item) {
    WorkDone done;
    done.worker = worker_number();
    {
      std::vector<WorkDone> mine;
      {
        const std::lock_guard lock(graves_mutex_);
        mine.swap(graves_[done.worker]);
      }
    }  // the results this worker made, emitted since, are freed here
    std::size_t number = item.first_number;
    const std::function<void(ArchiveGame &&)> collect = [&](ArchiveGame&& game) {
      if (shard_ && !shard_->holds(number++)) return;
      done.results.push_back(process_(game));
    };
    if (item.guessed) {
      done.reading =
          read_guessed_piece(item.slice.source, *item.guessed, options_, kMaxPieceGames, collect);
      done.guessed = item.guessed;
    } else {
      read_slice(std::move(item.slice), options_, collect);
    }
    return done;
  }

  // Emits the results of `done`, in order, unless they come after a wrong guess.
  void take(WorkDone& done) {
    if (!done.guessed) {
      for (Result& result : done.results) emit_(std::move(result));
      return;
    }
    // After a wrong guess, the exact reading gives these games again; after a fault, the piece
    // may have read zeros for text (the file shrank: the run ends with an error).
    if (guess_.wrong || file_->faulted()) return;
    if (done.reading.too_many_games || (!done.guessed->last && !done.reading.ends_between_games)) {
      guess_.wrong = true;  // this piece began at a game: it is read again from there
      guess_.wrong_piece_position = done.guessed->position;
      return;
    }
    for (Result& result : done.results) {
      renumber_(result, guess_.games_before);
      emit_(std::move(result));
    }
    guess_.games_before += done.reading.games;
    file_->release_before(done.guessed->position.byte + done.guessed->text.size());
  }

  // Hands emitted results back to the worker that made them, to be freed there: freed on this
  // thread, they went back to that worker's malloc arena under its lock, and its own mallocs,
  // finding nothing in its thread cache, queued on the same lock (measured with validate -j 2,
  // together with renumbered reports allocated here and freed by the workers: the workers took
  // a fifth more processor time than one thread doing the same work; see bench/README.md).
  void bury(WorkDone&& done) {
    const std::lock_guard lock(graves_mutex_);
    graves_[done.worker].push_back(std::move(done));
  }

  const ArchiveOptions& options_;
  const Shard* shard_;  // reading only its bounds (the calling thread counts games_seen)
  const std::function<Result(ArchiveGame&)>& process_;
  const std::function<void(Result&&)>& emit_;
  const Renumber<Result>& renumber_;
  Guess guess_;
  std::atomic<std::size_t> next_worker_ = 0;
  std::mutex graves_mutex_;
  std::vector<std::vector<WorkDone>> graves_;  // per worker, results emitted and not yet freed
  InputFile* file_ = nullptr;             // the file read by guessed pieces
  support::OrderedParallel<WorkItem, WorkDone> pipeline_;  // last: its workers use the rest
};

// `process` runs on worker threads (it must not touch shared state); `emit` runs on the calling
// thread, in input order. Returns false when an input could not be read (see read_inputs). What
// `process` or `emit` throws goes out of process_games as it was thrown, as read_inputs says.
//
// With one job the calling thread reads and processes each game in turn. With more, it only
// hands out pieces of the input and each worker builds the games it processes: a game model
// built on one core and used on another costs more than reading the game twice (measured with
// -j 2: merely walking a game's moves on the other core doubled the reading thread's time).
// Given `renumber`, PDN files are cut at guessed game boundaries (guessed_pieces.hpp), which
// costs the calling thread next to nothing; otherwise, and for streams, the calling
// thread finds every game's end (split_inputs), a quarter of the work of validating it.
// Every game is built, turned into a result and freed: glibc's default of giving a heap's freed
// top back to the system at once costs a program that does this much (a fifth of the time of
// `pdn convert --to json`); a program may raise M_TRIM_THRESHOLD (mallopt), as `pdn` does.
template <class Result>
bool process_games(const InputEvents& events, const std::vector<std::string>& inputs,
                   const ArchiveOptions& options, const Parallelism& parallelism,
                   const std::function<Result(ArchiveGame&)>& process,
                   const std::function<void(Result&&)>& emit,
                   const Renumber<Result>& renumber = {}) {
  Shard* const shard =
      parallelism.shard && !parallelism.shard->everything() ? parallelism.shard : nullptr;
  if (parallelism.jobs <= 1) {
    return read_inputs(events, inputs, options, [&](ArchiveGame&& game) {
      if (shard && !shard->holds(++shard->games_seen)) return;
      emit(process(game));
    });
  }
  // A game a slice is work that takes long per game: each result goes out once it is done.
  const std::size_t batch = parallelism.slice_bytes == 0 ? 1 : support::kCheapItemBatch;
  // Both may be run inside for_each_input (emit, and a worker's failure rethrown, as pieces are
  // handed out), which must not take what they throw for the input's failure.
  const std::function<Result(ArchiveGame&)> carried_process = [&](ArchiveGame& game) {
    return carry_failure([&] { return process(game); });
  };
  const std::function<void(Result &&)> carried_emit = [&](Result&& result) {
    carry_failure([&] { emit(std::move(result)); });
  };
  ParallelGames<Result> games(parallelism.jobs, options, carried_process, carried_emit, renumber,
                              shard, batch);
  // Guessed pieces are numbered only once read: a shard, which must know each game's number
  // before it is processed, takes the exact slices.
  const bool guessing = renumber && !options.json && !shard;
  const bool all_read = for_each_input(events, inputs, [&](InputFile& file) {
    if (guessing && file.mapped()) {
      games.push_guessed(file, parallelism.slice_bytes);
    } else {
      split_input(
          file, options, parallelism.slice_bytes,
          [&](InputSlice&& slice) {
            if (!shard) return games.push(std::move(slice));
            const std::size_t first = shard->games_seen + 1;
            shard->games_seen += slice.games;
            if (shard->holds_any(first, slice.games)) games.push(std::move(slice), first);
          },
          // A live stream: every game read so far is processed and emitted before it waits.
          [&] {
            games.flush();
            if (events.waiting) carry_failure(events.waiting);
          });
    }
  });
  try {
    games.flush();
  } catch (const CallerFailure& failure) {
    std::rethrow_exception(failure.thrown);
  }
  return all_read;
}

}  // namespace damas::pdn
