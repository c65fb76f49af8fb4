// Damaged input: thousands of random edits of a text that uses every construct. Reading must
// never crash or hang, and every game that is read must survive the round trip through the
// writer (the property the corpus test checks on real files, here on strange ones).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/writer.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

constexpr std::string_view kText =
    "{ before } [Event \"E \\\"q\\\"\"] [Round 3]\n[FEN \"W:W1-12:B21-32\"]\n"
    "1. 11-15 22-18 {c [%clock w0:01:00]} 2. 15x22 (2. 9-13 (2. 10-14 $3) 23-19!?) 26x17 $1\n"
    "% escape\n3. 8-11* /FEN \"B:W1:B32\"/ 3... 17-14(?) (free text) 4. - - ; note\n"
    "5. a3:b4 ed4 1:0\n[Event \"F\"] 01. 06- 11 1-18 1-1\n32-28 *";

TEST(Robustness, RandomEditsNeverCrashAndWhatIsReadRoundTrips) {
  const std::string alphabet = "{}()[]\"/%;$*!?-x:.0123456789 \n\\aeK";
  std::mt19937 random(20261130);
  for (int round = 0; round < 3000; ++round) {
    std::string text(kText);
    const int edits = 1 + static_cast<int>(random() % 4);
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = random() % (text.size() + 1);
      const char c = alphabet[random() % alphabet.size()];
      switch (random() % 3) {
        case 0: text.insert(at, 1, c); break;
        case 1: if (at < text.size()) text.erase(at, 1); break;
        default: if (at < text.size()) text[at] = c; break;
      }
    }
    SCOPED_TRACE(text);
    for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
      for (const Game& game : read_games(text, nullptr, {dialect})) {
        const std::string written = write_game(game);
        std::vector<ReadError> errors;
        const std::vector<Game> reread = read_games(written, &errors);
        ASSERT_TRUE(errors.empty()) << errors.front().to_string() << "\n" << written;
        ASSERT_EQ(reread.size(), 1u) << written;
        ASSERT_EQ(testing::record_difference(game, reread.front()), "") << written;
      }
    }
  }
}

}  // namespace
}  // namespace damas::pdn
