#include "game_input.hpp"

#include <fmt/core.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <system_error>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"

namespace damas::cli {

namespace {

namespace fs = std::filesystem;

// The model builder, plus what a broken game needs for its report: the tags read before the
// error (the builder drops a broken game). When the input is in memory, each game is handed on
// with its original text, once the next game begins (or the input ends).
class InputBuilder : public pdn::GameBuilder {
 public:
  InputBuilder(std::string source, const std::function<void(InputGame&&)>& on_game,
               std::string_view text = {})
      : pdn::GameBuilder([this](pdn::Game&& game) { deliver(std::move(game)); },
                         [this](const pdn::ReadError& error) { fail(error); }, source),
        source_(std::move(source)),
        on_game_(on_game),
        text_(text) {}

  void begin_game(std::size_t number, pdn::SourcePosition position) override {
    release_waiting(position.byte);
    pdn::GameBuilder::begin_game(number, position);
  }

  // Hands on the last game, if it waits for its text; call at the end of the input.
  void finish() { release_waiting(text_.size()); }

 private:
  void deliver(pdn::Game&& game) { hand_on(InputGame{source_, std::move(game), std::nullopt, {}}); }
  void fail(const pdn::ReadError& error) {
    InputGame broken{source_, {}, error, {}};
    broken.game.number = game_so_far().number;
    broken.game.position = game_so_far().position;
    broken.game.tags = game_so_far().tags;
    hand_on(std::move(broken));
  }
  void hand_on(InputGame&& input) {
    if (text_.empty()) {
      on_game_(std::move(input));
    } else {
      waiting_ = std::move(input);  // its text ends where the next game begins
    }
  }
  void release_waiting(std::size_t end) {
    if (!waiting_) return;
    const std::size_t start = std::min(waiting_->game.position.byte, end);
    waiting_->text = std::string(text_.substr(start, end - start));
    on_game_(std::move(*waiting_));
    waiting_.reset();
  }

  std::string source_;
  const std::function<void(InputGame&&)>& on_game_;
  std::string_view text_;
  std::optional<InputGame> waiting_;
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

void read_json_line(const std::string& line, const std::string& source, std::size_t number,
                    const InputOptions& options, const std::function<void(InputGame&&)>& on_game) {
  if (line.find_first_not_of(" \t\r\n") == std::string::npos) return;
  std::string text = options.keep_text ? line + '\n' : std::string();
  try {
    on_game(InputGame{source, pdn::game_from_json(line), std::nullopt, std::move(text)});
  } catch (const pdn::JsonError& e) {
    InputGame broken{source, {}, std::nullopt, std::move(text)};
    broken.game.number = number;
    broken.game.position = {number, 1, 0};
    broken.error = pdn::ReadError{source, number, broken.game.position,
                                  std::string("not a game in JSON: ") + e.what()};
    on_game(std::move(broken));
  }
}

// Reads the JSON Lines of `in`, numbered from `number` (the games are its lines).
void read_json(std::istream& in, const std::string& source, std::size_t number,
               const InputOptions& options, const std::function<void(InputGame&&)>& on_game) {
  for (std::string line; std::getline(in, line); ++number) {
    read_json_line(line, source, number, options, on_game);
  }
}

void read_pdn_text(std::string_view text, const std::string& source, const InputOptions& options,
                   const std::function<void(InputGame&&)>& on_game) {
  InputBuilder builder(source, on_game, text);
  pdn::read_text(text, source, builder, options.read);
  builder.finish();
}

void read_stdin(const InputOptions& options, const std::function<void(InputGame&&)>& on_game) {
  const std::string head = options.json ? first_line_of_stdin() : std::string();
  if (options.json && looks_like_json(head)) {
    read_json_line(head, "-", 1, options, on_game);
    read_json(std::cin, "-", 2, options, on_game);
  } else if (options.keep_text) {
    std::string text = head;
    char buffer[1 << 16];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, n);
    read_pdn_text(text, "-", options, on_game);
  } else {
    InputBuilder builder("-", on_game);
    pdn::read_stream(stdin, "-", builder, options.read, head);
  }
}

void read_named_file(const std::string& name, const InputOptions& options,
                     const std::function<void(InputGame&&)>& on_game) {
  if (fs::is_directory(name)) throw std::system_error(EISDIR, std::generic_category());
  if (options.json || options.keep_text) {
    std::ifstream file(name, std::ios::binary);
    if (!file) throw std::system_error(errno, std::generic_category());
    std::string head;
    std::getline(file, head);
    const std::string ext = fs::path(name).extension().string();
    file.seekg(0);
    if (options.json && (ext == ".jsonl" || ext == ".json" || looks_like_json(head))) {
      read_json(file, name, 1, options, on_game);
      return;
    }
    if (options.keep_text) {
      const std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
      read_pdn_text(text, name, options, on_game);
      return;
    }
  }
  InputBuilder builder(name, on_game);
  pdn::read_file(name, builder, options.read);
}

}  // namespace

bool read_inputs(std::string_view program, const std::vector<std::string>& inputs,
                 const InputOptions& options, const std::function<void(InputGame&&)>& on_game) {
  const std::vector<std::string> names = inputs.empty() ? std::vector<std::string>{"-"} : inputs;
  bool all_read = true;
  for (const std::string& name : names) {
    try {
      if (name == "-") {
        read_stdin(options, on_game);
      } else {
        read_named_file(name, options, on_game);
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

}  // namespace damas::cli
