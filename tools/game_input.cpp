#include "game_input.hpp"

#include <fmt/core.h>

#include <system_error>

#include "damas/pdn/builder.hpp"

namespace damas::cli {

namespace {

// The model builder, plus what a broken game needs for its report: the tags read before the
// error (the builder drops a broken game).
class InputBuilder : public pdn::GameBuilder {
 public:
  InputBuilder(std::string source, const std::function<void(InputGame&&)>& on_game)
      : pdn::GameBuilder([this](pdn::Game&& game) { deliver(std::move(game)); },
                         [this](const pdn::ReadError& error) { fail(error); }, source),
        source_(std::move(source)),
        on_game_(on_game) {}

  void begin_game(std::size_t number, pdn::SourcePosition position) override {
    pdn::GameBuilder::begin_game(number, position);
    broken_ = pdn::Game{};
    broken_.number = number;
    broken_.position = position;
  }
  void tag(std::string_view name, std::string_view value, pdn::SourcePosition position) override {
    pdn::GameBuilder::tag(name, value, position);
    broken_.tags.push_back({std::string(name), std::string(value), position});
  }

 private:
  void deliver(pdn::Game&& game) { on_game_(InputGame{source_, std::move(game), std::nullopt}); }
  void fail(const pdn::ReadError& error) {
    on_game_(InputGame{source_, std::move(broken_), error});
  }

  std::string source_;
  const std::function<void(InputGame&&)>& on_game_;
  pdn::Game broken_;
};

}  // namespace

bool read_inputs(std::string_view program, const std::vector<std::string>& inputs,
                 const pdn::ReadOptions& options,
                 const std::function<void(InputGame&&)>& on_game) {
  const std::vector<std::string> names = inputs.empty() ? std::vector<std::string>{"-"} : inputs;
  bool all_read = true;
  for (const std::string& name : names) {
    InputBuilder builder(name, on_game);
    try {
      if (name == "-") {
        pdn::read_stream(stdin, "-", builder, options);
      } else {
        pdn::read_file(name, builder, options);
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
