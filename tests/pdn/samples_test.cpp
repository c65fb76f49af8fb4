// The bundled samples (samples/*.pdn, Portuguese games written for this project) read cleanly
// in both dialects, and together show every feature they are there to show.
#include <gtest/gtest.h>

#include <span>
#include <variant>

#include "damas/pdn/builder.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

struct Features {
  bool nested_variation = false, fen = false, setup = false, escape = false, nag = false,
       strength = false, clock = false;
};

void visit_remarks(std::span<const Remark> remarks, Features& f) {
  for (const Remark& remark : remarks) {
    if (std::holds_alternative<Setup>(remark)) f.setup = true;
    if (std::holds_alternative<EscapeLine>(remark)) f.escape = true;
    if (const auto* comment = std::get_if<Comment>(&remark)) {
      for (const Command& command : comment->commands) f.clock |= command.name == "clock";
    }
  }
}

void visit_line(const Line& line, int depth, Features& f) {
  if (depth >= 2) f.nested_variation = true;
  visit_remarks(line.trailing, f);
  for (const Node& node : line.nodes) {
    visit_remarks(node.before, f);
    visit_remarks(node.after, f);
    f.nag |= !node.nags.empty();
    f.strength |= !node.strength.empty();
    for (const Line& variation : node.variations) visit_line(variation, depth + 1, f);
  }
}

TEST(Samples, ReadCleanlyAndShowEveryFeature) {
  const auto files = testing::pdn_files(DAMAS_SAMPLES_DIR);
  ASSERT_GE(files.size(), 2u);
  Features features;
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    const std::string text = testing::read_bytes(path);
    for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
      std::vector<ReadError> errors;
      const std::vector<Game> games = read_games(text, &errors, {dialect});
      ASSERT_TRUE(errors.empty()) << errors.front().to_string();
      for (const Game& game : games) {
        ASSERT_NE(game.tag("GameType"), nullptr);
        EXPECT_EQ(game.tag("GameType")->substr(0, 2), "28");
        features.fen |= game.tag("FEN") != nullptr;
        visit_line(game.moves, 0, features);
      }
    }
  }
  EXPECT_TRUE(features.nested_variation);
  EXPECT_TRUE(features.fen);
  EXPECT_TRUE(features.setup);
  EXPECT_TRUE(features.escape);
  EXPECT_TRUE(features.nag);
  EXPECT_TRUE(features.strength);
  EXPECT_TRUE(features.clock);
}

}  // namespace
}  // namespace damas::pdn
