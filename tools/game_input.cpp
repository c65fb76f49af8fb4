#include "game_input.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"

namespace damas::cli {

namespace {

namespace fs = std::filesystem;

// Where the games of the inputs go: built here (read_inputs) or split into slices to be built
// elsewhere (split_inputs).
class GameSink {
 public:
  virtual ~GameSink() = default;
  // Reads one PDN input: `read` runs the reader with the sink's visitor.
  virtual void read_pdn(const std::string& source,
                        const std::function<void(pdn::Visitor&)>& read) = 0;
  // Reads JSON Lines (games are lines, numbered by line from `first_line`).
  virtual void read_json(const std::string& source, std::istream& in, std::size_t first_line) = 0;
};

// Calls `on_line` for every line of `in` that is not blank, with its number.
template <class OnLine>
void for_each_json_line(std::istream& in, std::size_t first_line, OnLine on_line) {
  std::size_t number = first_line;
  for (std::string line; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r\n") != std::string::npos) on_line(std::move(line), number);
  }
}

// The model builder, plus what a broken game needs for its report: the tags read before the
// error (the builder drops a broken game). With `keep_text`, each game is handed on with its
// original text once the next game begins (or the input ends).
class InputBuilder : public pdn::GameBuilder {
 public:
  InputBuilder(std::string source, const std::function<void(InputGame&&)>& on_game,
               const InputOptions& options)
      : pdn::GameBuilder([this](pdn::Game&& game) { deliver(std::move(game)); },
                         [this](const pdn::ReadError& error) { fail(error); }, source),
        source_(std::move(source)),
        on_game_(on_game),
        keep_text_(options.keep_text) {
    if (options.replay) {
      replay_plain_games(*options.replay, [this](pdn::Game&& game, pdn::ReplayedGame&& replayed) {
        hand_on(InputGame{source_, std::move(game), std::nullopt, {}, std::move(replayed)});
      });
    }
  }

  void begin_game(std::size_t number, pdn::SourcePosition position) override {
    finish();
    pdn::GameBuilder::begin_game(number, position);
  }
  void input_text(std::string_view bytes) override {
    if (waiting_) waiting_->text.append(bytes);
  }

  // Hands on the game waiting for its text, if any; call at the end of the input.
  void finish() {
    if (!waiting_) return;
    on_game_(std::move(*waiting_));
    waiting_.reset();
  }

 private:
  void deliver(pdn::Game&& game) {
    hand_on(InputGame{source_, std::move(game), std::nullopt, {}, std::nullopt});
  }
  void fail(const pdn::ReadError& error) {
    InputGame broken{source_, {}, error, {}, std::nullopt};
    broken.game.number = game_so_far().number;
    broken.game.position = game_so_far().position;
    broken.game.tags = game_so_far().tags;
    hand_on(std::move(broken));
  }
  void hand_on(InputGame&& input) {
    if (keep_text_) {
      waiting_ = std::move(input);  // its text comes after it (Visitor::input_text)
    } else {
      on_game_(std::move(input));
    }
  }

  std::string source_;
  const std::function<void(InputGame&&)>& on_game_;
  bool keep_text_;
  std::optional<InputGame> waiting_;
};

// Runs `read` with `visitor`, then `visitor.finish()`, also when reading fails midway (the
// games read before the failure are handed on).
template <class FinishingVisitor>
void read_then_finish(FinishingVisitor& visitor, const std::function<void(pdn::Visitor&)>& read) {
  try {
    read(visitor);
  } catch (...) {
    visitor.finish();
    throw;
  }
  visitor.finish();
}

class BuildingSink final : public GameSink {
 public:
  BuildingSink(const InputOptions& options, const std::function<void(InputGame&&)>& on_game)
      : options_(options), on_game_(on_game) {}

  void read_pdn(const std::string& source,
                const std::function<void(pdn::Visitor&)>& read) override {
    InputBuilder builder(source, on_game_, options_);
    read_then_finish(builder, read);
  }
  void read_json(const std::string& source, std::istream& in, std::size_t first_line) override {
    for_each_json_line(in, first_line, [&](std::string&& line, std::size_t number) {
      std::string text = options_.keep_text ? line + '\n' : std::string();
      try {
        on_game_(InputGame{source, pdn::game_from_json(line), std::nullopt, std::move(text),
                           std::nullopt});
      } catch (const pdn::JsonError& e) {
        InputGame broken{source, {}, std::nullopt, std::move(text), std::nullopt};
        broken.game.number = number;
        broken.game.position = {number, 1, 0};
        broken.error = pdn::ReadError{source, number, broken.game.position,
                                      std::string("not a game in JSON: ") + e.what()};
        on_game_(std::move(broken));
      }
    });
  }

 private:
  const InputOptions& options_;
  const std::function<void(InputGame&&)>& on_game_;
};

bool is_full(const InputSlice& slice, std::size_t slice_bytes) {
  return slice.text.size() >= slice_bytes || slice.games >= kMaxSliceGames;
}

// Finds where each game begins and collects the games' texts into slices; the games are not
// reported any further (the reader still parses them: that is what delimits them exactly as
// when building).
class GameSplitter : public pdn::Visitor {
 public:
  GameSplitter(std::string source, std::size_t slice_bytes,
               const std::function<void(InputSlice&&)>& on_slice)
      : source_(std::move(source)), slice_bytes_(slice_bytes), on_slice_(on_slice) {}

  void begin_game(std::size_t number, pdn::SourcePosition position) override {
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
  void error(const pdn::ReadError& error) override { last_error_ = error; }
  void input_text(std::string_view bytes) override {
    awaiting_text_ = false;
    if (slice_) slice_->text.append(bytes);
  }

  // Hands on the slice being filled; call at the end of the input.
  void finish() {
    if (!slice_) return;
    // A game without its text was cut short: by an error that stopped the reading (it is
    // reported) or by a failure to read the input (its games end with the last whole one).
    if (awaiting_text_ && last_error_) {
      slice_->lost_game = InputGame{source_, {}, last_error_, {}, std::nullopt};
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
  std::optional<InputSlice> slice_;
  // The last game begun: whether its text is still to come, its number, position and error.
  bool awaiting_text_ = false;
  std::size_t last_number_ = 0;
  pdn::SourcePosition last_position_;
  std::optional<pdn::ReadError> last_error_;
};

class SplittingSink final : public GameSink {
 public:
  SplittingSink(std::size_t slice_bytes, const std::function<void(InputSlice&&)>& on_slice)
      : slice_bytes_(slice_bytes), on_slice_(on_slice) {}

  void read_pdn(const std::string& source,
                const std::function<void(pdn::Visitor&)>& read) override {
    GameSplitter splitter(source, slice_bytes_, on_slice_);
    read_then_finish(splitter, read);
  }
  void read_json(const std::string& source, std::istream& in, std::size_t first_line) override {
    // A plain value and a flag rather than an optional slice: g++ -O2 took the optional's
    // payload for uninitialised here (-Wmaybe-uninitialized).
    InputSlice slice;
    bool filling = false;
    std::size_t next_line = first_line;
    for_each_json_line(in, first_line, [&](std::string&& line, std::size_t number) {
      if (filling && is_full(slice, slice_bytes_)) {
        on_slice_(std::move(slice));
        filling = false;
      }
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
    });
    if (filling) on_slice_(std::move(slice));
  }

 private:
  std::size_t slice_bytes_;
  const std::function<void(InputSlice&&)>& on_slice_;
};

// ("{" alone is not enough: PDN files may open with a comment.)
bool looks_like_json(std::string_view first_line) {
  const auto brace = first_line.find_first_not_of(" \t\r\n");
  if (brace == std::string_view::npos || first_line[brace] != '{') return false;
  const auto key = first_line.find_first_not_of(" \t", brace + 1);
  return key != std::string_view::npos && first_line[key] == '"';
}

// Reads standard input up to the end of its first non-blank line, to sniff its format.
std::string first_line_of_stdin() {
  std::string head;
  int c;
  bool seen_text = false;
  while ((c = std::getc(stdin)) != EOF) {
    head += static_cast<char>(c);
    if (c == '\n' && seen_text) break;
    if (!std::isspace(c)) seen_text = true;
  }
  return head;
}

void read_stdin(const InputOptions& options, GameSink& sink) {
  const std::string head = options.json ? first_line_of_stdin() : std::string();
  if (options.json && looks_like_json(head)) {
    std::istringstream head_lines(head);
    sink.read_json("-", head_lines, 1);
    sink.read_json("-", std::cin,
                   1 + static_cast<std::size_t>(std::count(head.begin(), head.end(), '\n')));
    return;
  }
  sink.read_pdn("-", [&](pdn::Visitor& visitor) {
    pdn::read_stream(stdin, "-", visitor, options.read, head);
  });
}

void read_named_file(const std::string& name, const InputOptions& options, GameSink& sink) {
  if (fs::is_directory(name)) throw std::system_error(EISDIR, std::generic_category());
  if (options.json) {
    std::ifstream file(name, std::ios::binary);
    if (!file) throw std::system_error(errno, std::generic_category());
    std::string head;
    std::getline(file, head);
    const std::string ext = fs::path(name).extension().string();
    if (ext == ".jsonl" || ext == ".json" || looks_like_json(head)) {
      file.seekg(0);
      sink.read_json(name, file, 1);
      return;
    }
  }
  sink.read_pdn(name, [&](pdn::Visitor& visitor) { pdn::read_file(name, visitor, options.read); });
}

bool read_all(std::string_view program, const std::vector<std::string>& inputs,
              const InputOptions& options, GameSink& sink) {
  const std::vector<std::string> names = inputs.empty() ? std::vector<std::string>{"-"} : inputs;
  bool all_read = true;
  for (const std::string& name : names) {
    try {
      if (name == "-") {
        read_stdin(options, sink);
      } else {
        read_named_file(name, options, sink);
      }
    } catch (const std::system_error& e) {
      fmt::print(stderr, "{}: {}: {}\n", program, name, e.code().message());
      all_read = false;
    } catch (const std::exception& e) {
      fmt::print(stderr, "{}: {}: {}\n", program, name, e.what());
      all_read = false;
    }
  }
  return all_read;
}

}  // namespace

bool read_inputs(std::string_view program, const std::vector<std::string>& inputs,
                 const InputOptions& options, const std::function<void(InputGame&&)>& on_game) {
  BuildingSink sink(options, on_game);
  return read_all(program, inputs, options, sink);
}

void split_text(std::string_view source, std::string_view text, const pdn::TextOrigin& origin,
                const InputOptions& options, std::size_t slice_bytes,
                const std::function<void(InputSlice&&)>& on_slice) {
  SplittingSink sink(slice_bytes, on_slice);
  pdn::ReadOptions splitting = options.read;
  splitting.game_ends_only = true;  // as split_inputs
  sink.read_pdn(std::string(source), [&](pdn::Visitor& visitor) {
    pdn::read_text(text, source, visitor, splitting, origin);
  });
}

PieceReading read_guessed_piece(std::string_view source, const GuessedPiece& piece,
                                const InputOptions& options, std::size_t max_games,
                                const std::function<void(InputGame&&)>& on_game) {
  struct TooManyGames {};
  PieceReading reading;
  const std::function<void(InputGame &&)> counted = [&](InputGame&& game) {
    if (++reading.games > max_games) throw TooManyGames{};
    on_game(std::move(game));
  };
  BuildingSink sink(options, counted);
  try {
    sink.read_pdn(std::string(source), [&](pdn::Visitor& visitor) {
      const pdn::ReadSummary summary =
          pdn::read_text(piece.text, source, visitor, options.read, {piece.position, 1});
      reading.ends_between_games = summary.ends_after_terminator;
    });
  } catch (const TooManyGames&) {
    reading.too_many_games = true;  // ends_between_games stays false: the reading stopped
  }
  return reading;
}

bool split_inputs(std::string_view program, const std::vector<std::string>& inputs,
                  const InputOptions& options, std::size_t slice_bytes,
                  const std::function<void(InputSlice&&)>& on_slice) {
  SplittingSink sink(slice_bytes, on_slice);
  InputOptions splitting = options;
  splitting.read.game_ends_only = true;  // the slices' games are read in full elsewhere
  return read_all(program, inputs, splitting, sink);
}

void read_slice(InputSlice&& slice, const InputOptions& options,
                const std::function<void(InputGame&&)>& on_game) {
  BuildingSink sink(options, on_game);
  if (slice.json) {
    std::istringstream lines(std::move(slice.text));
    sink.read_json(slice.source, lines, slice.first_game);
  } else {
    sink.read_pdn(slice.source, [&](pdn::Visitor& visitor) {
      pdn::read_text(slice.text, slice.source, visitor, options.read,
                     {slice.position, slice.first_game});
    });
  }
  if (slice.lost_game) on_game(std::move(*slice.lost_game));
}

}  // namespace damas::cli
