#include "damas/pdn/archive.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <system_error>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/support/line_reader.hpp"

namespace damas::pdn {

namespace {

namespace fs = std::filesystem;

// The lines of a JSON Lines input, each at most kMaxJsonLineBytes. Those of a mapped file are
// read in place: its pages are given back as they are read, and the reading stops when the
// file shrinks under it (InputFile::check throws).
class JsonLines {
 public:
  explicit JsonLines(support::LineReader lines, InputFile* file = nullptr)
      : lines_(std::move(lines)), file_(file) {}

  std::optional<support::LineReader::Line> next() {
    if (file_ != nullptr) {
      if (file_->faulted()) file_->check();
      file_->release_before(lines_.offset());
    }
    return lines_.next();
  }
  // Whether the next line may have to wait for a stream (LineReader::drained).
  bool drained() const { return lines_.drained(); }

 private:
  support::LineReader lines_;
  InputFile* file_;
};

// Where the games of the inputs go: built here (read_inputs) or split into slices to be built
// elsewhere (split_inputs).
class GameSink {
 public:
  virtual ~GameSink() = default;
  // Reads one PDN input: `read` runs the reader with the sink's visitor.
  virtual void read_pdn(const std::string& source,
                        const std::function<void(Visitor&)>& read) = 0;
  // Reads JSON Lines (games are lines, numbered by line).
  virtual void read_json(const std::string& source, JsonLines& lines) = 0;
};

// Calls `on_line(text, number)` for every line of `lines` that is not blank, and
// `on_too_long(number)` for every line too long to be kept; `on_wait()`, when set, before a
// line of a stream that may have to wait for it (Visitor::input_waits).
template <class OnLine, class OnTooLong>
void for_each_json_line(JsonLines& lines, OnLine on_line, OnTooLong on_too_long,
                        const std::function<void()>& on_wait = {}) {
  while (true) {
    if (on_wait && lines.drained()) on_wait();
    const auto line = lines.next();
    if (!line) break;
    if (line->too_long) {
      on_too_long(line->number);
    } else if (line->text.find_first_not_of(" \t\r\n") != std::string_view::npos) {
      on_line(line->text, line->number);
    }
  }
}

// A line of JSON Lines that is not a game: broken, with `text` as its original text.
ArchiveGame broken_json_line(const std::string& source, std::size_t number,
                             const std::string& message, std::string text, std::size_t column = 1) {
  ArchiveGame broken{source, {}, std::nullopt, std::move(text), std::nullopt};
  broken.game.number = number;
  broken.game.position = {number, column, 0};
  broken.error = ReadError{source, number, broken.game.position, message};
  return broken;
}

ArchiveGame too_long_json_line(const std::string& source, std::size_t number) {
  return broken_json_line(source, number,
                          "line longer than " + std::to_string(kMaxJsonLineBytes >> 20) +
                              " MiB (a game in JSON Lines is one line): skipped",
                          {});
}

// The model builder, plus what a broken game needs for its report: the tags read before the
// error (the builder drops a broken game). With `keep_text`, each game is handed on with its
// original text once the next game begins (or the input ends).
class InputBuilder : public GameBuilder {
 public:
  // `on_wait`, when set, is called once the games read so far are handed on and the stream
  // read is about to wait for more (Visitor::input_waits).
  InputBuilder(std::string source, const std::function<void(ArchiveGame&&)>& on_game,
               const ArchiveOptions& options, const std::function<void()>& on_wait)
      : GameBuilder([this](Game&& game) { deliver(std::move(game)); },
                    [this](const ReadError& error) { fail(error); }, source),
        source_(std::move(source)),
        on_game_(on_game),
        on_wait_(on_wait),
        keep_text_(options.keep_text) {
    if (options.replay) {
      replay_plain_games(*options.replay, [this](Game&& game, ReplayedGame&& replayed) {
        hand_on(ArchiveGame{source_, std::move(game), std::nullopt, {}, std::move(replayed)});
      });
    }
  }

  // Out of line: inlined into read_pdn, the destruction of a waiting game made g++ 12 warn
  // that its replay's flag "may be used uninitialized" (a false alarm of its optional<>).
  [[gnu::noinline]] ~InputBuilder() override = default;

  void begin_game(std::size_t number, SourcePosition position) override {
    finish();
    GameBuilder::begin_game(number, position);
  }
  void input_text(std::string_view bytes) override {
    if (waiting_) waiting_->text.append(bytes);
  }
  // The text of the game waiting for it has all come that has: a live stream's game is handed
  // on now, not when the next game begins (the blanks that come later go with the next's text).
  void input_waits() override {
    finish();
    if (on_wait_) on_wait_();
  }

  // Hands on the game waiting for its text, if any; call at the end of the input.
  void finish() {
    if (!waiting_) return;
    // Texts are written one after another (rejects, games written as read): each ends a line,
    // so that a game after one cut short (the input's end, a game begun on its line) starts
    // its own line.
    std::string& text = waiting_->text;
    if (!text.empty() && text.back() != '\n') text += '\n';
    on_game_(std::move(*waiting_));
    waiting_.reset();
  }

 private:
  void deliver(Game&& game) {
    hand_on(ArchiveGame{source_, std::move(game), std::nullopt, {}, std::nullopt});
  }
  void fail(const ReadError& error) {
    ArchiveGame broken{source_, {}, error, {}, std::nullopt};
    broken.game.number = game_so_far().number;
    broken.game.position = game_so_far().position;
    broken.game.tags = game_so_far().tags;
    hand_on(std::move(broken));
  }
  void hand_on(ArchiveGame&& input) {
    if (keep_text_) {
      waiting_ = std::move(input);  // its text comes after it (Visitor::input_text)
    } else {
      on_game_(std::move(input));
    }
  }

  std::string source_;
  const std::function<void(ArchiveGame&&)>& on_game_;
  const std::function<void()>& on_wait_;
  bool keep_text_;
  std::optional<ArchiveGame> waiting_;
};

// Runs `read` with `visitor`, then `visitor.finish()`, also when reading fails midway (the
// games read before the failure are handed on), but not when the callback the games go to
// failed: it is given nothing more.
template <class FinishingVisitor>
void read_then_finish(FinishingVisitor& visitor, const std::function<void(Visitor&)>& read) {
  try {
    read(visitor);
  } catch (const CallerFailure&) {
    throw;
  } catch (...) {
    visitor.finish();
    throw;
  }
  visitor.finish();
}

class BuildingSink final : public GameSink {
 public:
  // `on_wait`: as InputBuilder's.
  BuildingSink(const ArchiveOptions& options, const std::function<void(ArchiveGame&&)>& on_game,
               const std::function<void()>& on_wait = {})
      : options_(options), on_game_(on_game), on_wait_(on_wait) {}

  void read_pdn(const std::string& source,
                const std::function<void(Visitor&)>& read) override {
    InputBuilder builder(source, on_game_, options_, on_wait_);
    read_then_finish(builder, read);
  }
  void read_json(const std::string& source, JsonLines& lines) override {
    for_each_json_line(
        lines,
        [&](std::string_view line, std::size_t number) {
          std::string text = options_.keep_text ? std::string(line) + '\n' : std::string();
          try {
            on_game_(ArchiveGame{source, game_from_json(line), std::nullopt, std::move(text),
                               std::nullopt});
          } catch (const JsonError& e) {
            on_game_(broken_json_line(source, number,
                                      std::string("not a game in JSON: ") + e.what(),
                                      std::move(text), std::max<std::size_t>(e.column, 1)));
          }
        },
        [&](std::size_t number) { on_game_(too_long_json_line(source, number)); }, on_wait_);
  }

 private:
  const ArchiveOptions& options_;
  const std::function<void(ArchiveGame&&)>& on_game_;
  std::function<void()> on_wait_;
};

bool is_full(const InputSlice& slice, std::size_t slice_bytes) {
  return slice.text.size() >= slice_bytes || slice.games >= kMaxSliceGames;
}

// Finds where each game begins and collects the games' texts into slices; the games are not
// reported any further (the reader still parses them: that is what delimits them exactly as
// when building).
class GameSplitter : public Visitor {
 public:
  // `on_wait`: as InputBuilder's.
  GameSplitter(std::string source, std::size_t slice_bytes,
               const std::function<void(InputSlice&&)>& on_slice,
               const std::function<void()>& on_wait)
      : source_(std::move(source)),
        slice_bytes_(slice_bytes),
        on_slice_(on_slice),
        on_wait_(on_wait) {}

  void begin_game(std::size_t number, SourcePosition position) override {
    skip_game();
    awaiting_text_ = true;
    last_number_ = number;
    last_position_ = position;
    last_error_.reset();
    if (!slice_ || is_full(*slice_, slice_bytes_)) {
      finish();
      slice_ = InputSlice{source_, {}, number, 0, position, false, std::nullopt};
      slice_->text.reserve(slice_bytes_ + (slice_bytes_ >> 2));  // room for the game that ends it
    }
    ++slice_->games;
  }
  void error(const ReadError& error) override { last_error_ = error; }
  void input_text(std::string_view bytes) override {
    awaiting_text_ = false;
    if (slice_) slice_->text.append(bytes);
  }
  // A live stream's games go out as they come, not once a slice is full.
  void input_waits() override {
    finish();
    if (on_wait_) on_wait_();
  }

  // Hands on the slice being filled; call at the end of the input.
  void finish() {
    if (!slice_) return;
    // A game without its text was cut short: by an error that stopped the reading (it is
    // reported) or by a failure to read the input (its games end with the last whole one).
    if (awaiting_text_ && last_error_) {
      slice_->lost_game = ArchiveGame{source_, {}, last_error_, {}, std::nullopt};
      slice_->lost_game->game.number = last_number_;
      slice_->lost_game->game.position = last_position_;
    }
    on_slice_(std::move(*slice_));
    slice_.reset();
  }

 private:
  std::string source_;
  std::size_t slice_bytes_;
  const std::function<void(InputSlice&&)>& on_slice_;
  const std::function<void()>& on_wait_;
  std::optional<InputSlice> slice_;
  // The last game begun: whether its text is still to come, its number, position and error.
  bool awaiting_text_ = false;
  std::size_t last_number_ = 0;
  SourcePosition last_position_;
  std::optional<ReadError> last_error_;
};

class SplittingSink final : public GameSink {
 public:
  // `on_wait`: as GameSplitter's.
  SplittingSink(std::size_t slice_bytes, const std::function<void(InputSlice&&)>& on_slice,
                const std::function<void()>& on_wait = {})
      : slice_bytes_(slice_bytes), on_slice_(on_slice), on_wait_(on_wait) {}

  void read_pdn(const std::string& source,
                const std::function<void(Visitor&)>& read) override {
    GameSplitter splitter(source, slice_bytes_, on_slice_, on_wait_);
    read_then_finish(splitter, read);
  }
  void read_json(const std::string& source, JsonLines& lines) override {
    // A plain value and a flag rather than an optional slice: g++ -O2 took the optional's
    // payload for uninitialised here (-Wmaybe-uninitialized).
    InputSlice slice;
    bool filling = false;
    std::size_t next_line = 0;
    const auto hand_on = [&] {
      if (filling) on_slice_(std::move(slice));
      filling = false;
    };
    for_each_json_line(
        lines,
        [&](std::string_view line, std::size_t number) {
          if (filling && is_full(slice, slice_bytes_)) hand_on();
          if (!filling) {
            slice = InputSlice{source, {}, number, 0, {number, 1, 0}, true, std::nullopt};
            next_line = number;
            filling = true;
          }
          ++slice.games;
          slice.text.append(number - next_line, '\n');  // blank lines keep the lines' numbers
          slice.text += line;
          slice.text += '\n';
          next_line = number + 1;
        },
        [&](std::size_t number) {
          // A slice of its own, holding only the report (read_slice hands on lost_game).
          hand_on();
          on_slice_(InputSlice{
              source, {}, number, 1, {number, 1, 0}, true, too_long_json_line(source, number)});
        },
        [&] {
          hand_on();
          if (on_wait_) on_wait_();
        });
    hand_on();
  }

 private:
  std::size_t slice_bytes_;
  const std::function<void(InputSlice&&)>& on_slice_;
  std::function<void()> on_wait_;
};

// ("{" alone is not enough: PDN files may open with a comment.)
bool looks_like_json(std::string_view head) {
  const auto brace = head.find_first_not_of(" \t\r\n");
  if (brace == std::string_view::npos || head[brace] != '{') return false;
  const auto key = head.find_first_not_of(" \t", brace + 1);
  return key != std::string_view::npos && head[key] == '"';
}

bool named_as_json(const std::string& name) {
  const std::string ext = fs::path(name).extension().string();
  return ext == ".jsonl" || ext == ".json";
}

// Takes from a stream what looks_like_json needs to look at: up to its first byte that is not
// blank and, when that is '{', the next one that is not a space or a tab; at most 64 KiB (a
// stream whose first 64 KiB are blank is taken for PDN).
std::string stream_head(std::FILE* stream) {
  constexpr std::size_t kMaxHeadBytes = 64 << 10;
  std::string head;
  bool after_brace = false;
  for (int c; head.size() < kMaxHeadBytes && (c = std::getc(stream)) != EOF;) {
    head += static_cast<char>(c);
    if (after_brace) {
      if (c != ' ' && c != '\t') break;
    } else if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
      if (c != '{') break;
      after_brace = true;
    }
  }
  if (std::ferror(stream)) throw std::system_error(errno, std::generic_category());
  return head;
}

// Reads one opened input, PDN or (ArchiveOptions::json) JSON Lines.
void read_input(InputFile& file, const ArchiveOptions& options, GameSink& sink) {
  const std::string& name = file.name();
  if (file.mapped()) {
    if (options.json && (named_as_json(name) || looks_like_json(file.text()))) {
      JsonLines lines({file.text(), kMaxJsonLineBytes}, &file);
      sink.read_json(name, lines);
      return;
    }
    sink.read_pdn(name,
                  [&](Visitor& visitor) { read_file(file, visitor, options.read); });
    return;
  }
  std::string head = options.json ? stream_head(file.stream()) : std::string();
  if (options.json && (named_as_json(name) || looks_like_json(head))) {
    JsonLines lines({file.stream(), kMaxJsonLineBytes, std::move(head)});
    sink.read_json(name, lines);
    return;
  }
  sink.read_pdn(name,
                [&](Visitor& visitor) { read_file(file, visitor, options.read, head); });
}

// events.waiting, carrying what it throws (a flush that failed) as the caller's failure; empty
// when there is none.
std::function<void()> carried_waiting(const InputEvents& events) {
  if (!events.waiting) return {};
  return [&events] { carry_failure(events.waiting); };
}

}  // namespace

bool for_each_input(const InputEvents& events, const std::vector<std::string>& inputs,
                    const std::function<void(InputFile&)>& read) {
  bool all_read = true;
  const auto fail = [&](const std::string& name, const std::string& reason) {
    if (events.failed) events.failed(name, reason);
    all_read = false;
  };
  for (const std::string& name : inputs.empty() ? std::vector<std::string>{"-"} : inputs) {
    if (name == "-" && events.reading_terminal && isatty(STDIN_FILENO) == 1) {
      events.reading_terminal();
    }
    try {
      InputFile file = name == "-" ? InputFile::standard_input() : InputFile(name);
      read(file);
      file.check();
    } catch (const CallerFailure& failure) {
      std::rethrow_exception(failure.thrown);
    } catch (const std::system_error& e) {
      fail(name, e.code().message());
    } catch (const std::exception& e) {
      fail(name, e.what());
    }
  }
  return all_read;
}

bool read_inputs(const InputEvents& events, const std::vector<std::string>& inputs,
                 const ArchiveOptions& options, const std::function<void(ArchiveGame&&)>& on_game) {
  const std::function<void(ArchiveGame &&)> carried = [&](ArchiveGame&& game) {
    carry_failure([&] { on_game(std::move(game)); });
  };
  BuildingSink sink(options, carried, carried_waiting(events));
  return for_each_input(events, inputs,
                        [&](InputFile& file) { read_input(file, options, sink); });
}

void read_text_games(std::string_view source, std::string_view text, const ArchiveOptions& options,
                     const std::function<void(ArchiveGame&&)>& on_game) {
  BuildingSink sink(options, on_game);
  const std::string name(source);
  if (options.json && looks_like_json(text)) {
    JsonLines lines({text, kMaxJsonLineBytes, 1});
    sink.read_json(name, lines);
    return;
  }
  sink.read_pdn(name, [&](Visitor& visitor) { read_text(text, source, visitor, options.read); });
}

void split_text(std::string_view source, std::string_view text, const TextOrigin& origin,
                const ArchiveOptions& options, std::size_t slice_bytes,
                const std::function<void(InputSlice&&)>& on_slice) {
  SplittingSink sink(slice_bytes, on_slice);
  ReadOptions splitting = options.read;
  splitting.game_ends_only = true;  // as split_inputs
  sink.read_pdn(std::string(source), [&](Visitor& visitor) {
    read_text(text, source, visitor, splitting, origin);
  });
}

PieceReading read_guessed_piece(std::string_view source, const GuessedPiece& piece,
                                const ArchiveOptions& options, std::size_t max_games,
                                const std::function<void(ArchiveGame&&)>& on_game) {
  struct TooManyGames {};
  PieceReading reading;
  const std::function<void(ArchiveGame &&)> counted = [&](ArchiveGame&& game) {
    if (++reading.games > max_games) throw TooManyGames{};
    on_game(std::move(game));
  };
  BuildingSink sink(options, counted);
  try {
    sink.read_pdn(std::string(source), [&](Visitor& visitor) {
      const ReadSummary summary =
          read_text(piece.text, source, visitor, options.read, {piece.position, 1});
      reading.ends_between_games = summary.ends_after_terminator;
    });
  } catch (const TooManyGames&) {
    reading.too_many_games = true;  // ends_between_games stays false: the reading stopped
  }
  return reading;
}

void split_input(InputFile& file, const ArchiveOptions& options, std::size_t slice_bytes,
                 const std::function<void(InputSlice&&)>& on_slice,
                 const std::function<void()>& on_wait) {
  SplittingSink sink(slice_bytes, on_slice, on_wait);
  ArchiveOptions splitting = options;
  splitting.read.game_ends_only = true;  // the slices' games are read in full elsewhere
  read_input(file, splitting, sink);
}

bool split_inputs(const InputEvents& events, const std::vector<std::string>& inputs,
                  const ArchiveOptions& options, std::size_t slice_bytes,
                  const std::function<void(InputSlice&&)>& on_slice) {
  const std::function<void(InputSlice &&)> carried = [&](InputSlice&& slice) {
    carry_failure([&] { on_slice(std::move(slice)); });
  };
  const std::function<void()> waiting = carried_waiting(events);
  return for_each_input(events, inputs, [&](InputFile& file) {
    split_input(file, options, slice_bytes, carried, waiting);
  });
}

std::size_t count_games(const InputEvents& events, const std::vector<std::string>& inputs,
                        const ArchiveOptions& options) {
  constexpr std::size_t kCountingSliceBytes = 1 << 20;  // the text is copied, then dropped
  std::size_t games = 0;
  split_inputs(events, inputs, options, kCountingSliceBytes,
               [&](InputSlice&& slice) { games += slice.games; });
  return games;
}

void read_slice(InputSlice&& slice, const ArchiveOptions& options,
                const std::function<void(ArchiveGame&&)>& on_game) {
  BuildingSink sink(options, on_game);
  if (slice.json) {
    JsonLines lines({slice.text, kMaxJsonLineBytes, slice.first_game});
    sink.read_json(slice.source, lines);
  } else {
    sink.read_pdn(slice.source, [&](Visitor& visitor) {
      read_text(slice.text, slice.source, visitor, options.read,
                     {slice.position, slice.first_game});
    });
  }
  if (slice.lost_game) on_game(std::move(*slice.lost_game));
}

}  // namespace damas::pdn
