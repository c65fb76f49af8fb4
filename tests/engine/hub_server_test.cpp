// The Hub server in-process: what it answers each command, and what it refuses.
#include "damas/engine/hub_server.hpp"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "damas/engine/hub_notation.hpp"
#include "test_positions.hpp"

namespace damas::engine {
namespace {

// A server and the lines it sends.
class Conversation {
 public:
  explicit Conversation(HubServerSettings settings)
      : server_(std::move(settings), [this](std::string_view line) {
          const std::lock_guard lock(mutex_);
          lines_.emplace_back(line);
          arrived_.notify_all();
        }) {}

  // What the server answers `line` at once.
  std::vector<std::string> answer(std::string_view line) {
    EXPECT_TRUE(server_.receive(line));
    return take();
  }

  // The lines sent until one that starts with `prefix` (that one included), waiting for a
  // search to send it; the lines after it stay for the next call (a search may end by itself,
  // its `done` sent before the test says `stop`). None within a minute fails the test.
  std::vector<std::string> until(std::string_view prefix) {
    std::unique_lock lock(mutex_);
    auto first = lines_.end();
    arrived_.wait_for(lock, std::chrono::minutes(1), [&] {
      first = std::find_if(lines_.begin(), lines_.end(),
                           [&](const std::string& line) { return line.starts_with(prefix); });
      return first != lines_.end();
    });
    if (first == lines_.end()) {
      ADD_FAILURE() << "no line starting with '" << prefix << "' within a minute";
      std::vector<std::string> taken = std::exchange(lines_, {});
      taken.emplace_back();  // never empty: callers look at the last line
      return taken;
    }
    std::vector<std::string> taken(lines_.begin(), first + 1);
    lines_.erase(lines_.begin(), first + 1);
    return taken;
  }

  HubServer& server() { return server_; }

 private:
  std::vector<std::string> take() {
    const std::lock_guard lock(mutex_);
    return std::exchange(lines_, {});
  }

  std::mutex mutex_;
  std::condition_variable arrived_;
  std::vector<std::string> lines_;
  HubServer server_;  // last: it ends its search, which may still send, before the rest goes
};

HubServerSettings quick_settings() {
  HubServerSettings settings;
  settings.version = "9.9";
  settings.endgame_tables = false;
  return settings;
}

// The values of the parameters the server declares, "hash=16 rules=portuguese ...".
std::string declared_values(Conversation& hub) {
  std::string values;
  for (const std::string& text : hub.answer("hub")) {
    const HubLine line = parse_hub_line(text);
    if (line.command != "param") continue;
    values += (values.empty() ? "" : " ") + *line.get("name") + "=" + *line.get("value");
  }
  return values;
}

TEST(HubServer, IntroducesItselfWithItsRules) {
  HubServerSettings settings = quick_settings();
  settings.rules.forcada_moves = 20;
  Conversation hub(settings);
  EXPECT_EQ(hub.answer("hub"),
            (std::vector<std::string>{
                "id name=damas-pdn version=9.9 author=\"damas-pdn project\"",
                "param name=hash value=16 type=int min=1 max=65536",
                "param name=rules value=portuguese type=enum values=\"portuguese spanish\"",
                "param name=repetition value=automatic type=enum values=\"automatic claim\"",
                "param name=twenty-move value=fpd type=enum values=\"fpd unconditional\"",
                "param name=forcada value=rio type=enum values=\"rio no-rio\"",
                "param name=forcada-moves value=20 type=int min=1 max=100",
                "param name=king-vs-king value=draw type=enum values=\"draw play\"",
                "wait"}));
  EXPECT_EQ(hub.answer("ping"), std::vector<std::string>{"pong"});
  EXPECT_FALSE(hub.server().receive("quit"));
}

TEST(HubServer, SetParamChangesOneRuleAndRefusesBadValues) {
  HubServerSettings settings = quick_settings();
  settings.rules.forcada_moves = 20;
  Conversation hub(settings);
  // The variant changes; the forcada count set beside it stays.
  EXPECT_TRUE(hub.answer("set-param name=rules value=spanish").empty());
  EXPECT_TRUE(hub.answer("set-param name=hash value=64").empty());
  EXPECT_EQ(hub.answer("set-param name=forcada value=x"),
            std::vector<std::string>{
                "error message=\"set-param forcada takes rio or no-rio, not 'x'\""});
  EXPECT_EQ(hub.answer("set-param name=colour value=red"),
            std::vector<std::string>{"error message=\"set-param colour: no such parameter\""});
  EXPECT_EQ(hub.answer("set-param name=hash value=0"),
            std::vector<std::string>{"error message=\"set-param hash takes a whole number of "
                                     "megabytes from 1 to 65536, not '0'\""});
  EXPECT_EQ(declared_values(hub),
            "hash=64 rules=spanish repetition=automatic twenty-move=unconditional forcada=rio "
            "forcada-moves=20 king-vs-king=play");
}

// A size in the range the server declares but more than the machine gives: refused when set
// (the server stays up, its table as it was); the allocation failed at the next search and ended
// the server.
TEST(HubServer, AHashTheMachineCannotGiveIsRefusedAndTheTableKept) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "the address sanitizer ends the process at a failed allocation";
#else
  Conversation hub(quick_settings());
  rlimit saved{};
  ASSERT_EQ(getrlimit(RLIMIT_AS, &saved), 0);
  rlimit limited = saved;
  limited.rlim_cur = rlim_t{8} << 30;  // 8 GiB of address space: far more than the test uses
  ASSERT_EQ(setrlimit(RLIMIT_AS, &limited), 0);
  const std::vector<std::string> answer = hub.answer("set-param name=hash value=16384");
  ASSERT_EQ(setrlimit(RLIMIT_AS, &saved), 0);
  EXPECT_EQ(answer, std::vector<std::string>{"error message=\"set-param hash: 16384 MB could not "
                                             "be allocated; the table stays at 16 MB\""});
  EXPECT_TRUE(declared_values(hub).starts_with("hash=16 ")) << declared_values(hub);
  EXPECT_TRUE(hub.answer("level depth=2").empty());
  EXPECT_TRUE(hub.answer("pos pos=" + hub_position(testing::from_fen("W:W9,10:B14,30"))).empty());
  EXPECT_TRUE(hub.server().receive("go think"));
  EXPECT_TRUE(hub.until("done").back().starts_with("done move=10x19x14"));
#endif
}

// A limit misspelt is refused, and the level set before stays (it was replaced by no limit at
// all: a search without end).
TEST(HubServer, ALevelWithAnUnknownLimitIsRefusedAndTheLevelKept) {
  Conversation hub(quick_settings());
  EXPECT_TRUE(hub.answer("level depth=3").empty());
  EXPECT_EQ(hub.answer("level depht=9"),
            std::vector<std::string>{"error message=\"level: unknown limit 'depht' (depth, "
                                     "nodes, move-time, time, inc, moves, infinite)\""});
  EXPECT_TRUE(hub.answer("pos pos=" + hub_position(testing::from_fen("W:W9,10:B14,30"))).empty());
  EXPECT_TRUE(hub.server().receive("go think"));
  const std::vector<std::string> lines = hub.until("done");
  ASSERT_GE(lines.size(), 2u);
  EXPECT_TRUE(lines[lines.size() - 2].starts_with("info depth=3 ")) << lines[lines.size() - 2];
}

// `level infinite`, the protocol's form for analysis (the GUI sends `stop` later), takes away the
// limits set before; with anything beside it, it is refused and the level kept.
TEST(HubServer, LevelInfiniteSearchesUntilStopped) {
  Conversation hub(quick_settings());
  EXPECT_TRUE(hub.answer("level depth=3").empty());
  const std::string refused = "error message=\"level: infinite takes no value and no other limit\"";
  EXPECT_EQ(hub.answer("level infinite depth=4"), std::vector<std::string>{refused});
  EXPECT_EQ(hub.answer("level infinite=1"), std::vector<std::string>{refused});
  EXPECT_TRUE(hub.answer("level infinite").empty());
  EXPECT_TRUE(hub.answer("pos pos=" + hub_position(testing::from_fen("W:W9,10:B14,30"))).empty());
  EXPECT_TRUE(hub.server().receive("go analyze"));
  // Past the depth of the level before, and on until stopped.
  const std::vector<std::string> deeper = hub.until("info depth=6 ");
  EXPECT_TRUE(std::any_of(deeper.begin(), deeper.end(), [](const std::string& line) {
    return line.starts_with("info depth=6 ");
  }));
  EXPECT_TRUE(hub.server().receive("stop"));
  EXPECT_TRUE(hub.until("done").back().starts_with("done move=10x19x14"));
}

TEST(HubServer, SearchesTheLevelItKeptAndAnswersTheMove) {
  Conversation hub(quick_settings());
  EXPECT_TRUE(hub.answer("level depth=3").empty());
  EXPECT_EQ(hub.answer("level depth=61"),
            std::vector<std::string>{
                "error message=\"level: depth takes a whole number from 1 to 60, not '61'\""});
  // The one legal move of White: 10x19, Black's man on 14 taken.
  const rules::Position only_capture = testing::from_fen("W:W9,10:B14,30");
  EXPECT_TRUE(hub.answer("pos pos=" + hub_position(only_capture)).empty());
  EXPECT_TRUE(hub.server().receive("go think"));  // the search thread answers
  const std::vector<std::string> lines = hub.until("done");
  ASSERT_GE(lines.size(), 2u);
  EXPECT_TRUE(lines[lines.size() - 2].starts_with("info depth=3 ")) << lines[lines.size() - 2];
  EXPECT_TRUE(lines.back().starts_with("done move=10x19x14")) << lines.back();
}

TEST(HubServer, AFinishedGameIsNotSearched) {
  Conversation hub(quick_settings());
  // White to move without a piece: Black has won.
  EXPECT_TRUE(hub.answer("pos pos=W" + std::string(13, 'e') + "b" + std::string(18, 'e')).empty());
  EXPECT_TRUE(hub.server().receive("go think"));
  EXPECT_EQ(hub.until("done"),
            (std::vector<std::string>{"error message=\"the game is over in this position\"",
                                      "done"}));
}

TEST(HubServer, UnknownCommandsAndBadPositionsAreAnsweredWithAnError) {
  Conversation hub(quick_settings());
  EXPECT_EQ(hub.answer("fly to=moon"),
            std::vector<std::string>{"error message=\"unknown command 'fly'\""});
  EXPECT_EQ(hub.answer("pos pos=Wxyz"),
            std::vector<std::string>{"error message=\"bad position in pos: expected W or B (the "
                                     "side to move), then one of e, w, b, W, B for each of the "
                                     "32 squares in number order\""});
  // The second move is illegal: after 11-15, Black's front men step as White's do, the board
  // turned (square s as 33 - s): 24 on the edge to 20 only, 21 to 17 or 18, 22 to 18 or 19...
  EXPECT_EQ(
      hub.answer("pos pos=" + hub_position(rules::Position::initial()) + " moves=\"11-15 11-16\""),
      std::vector<std::string>{"error message=\"illegal move '11-16' in pos (move 2 of "
                               "moves); legal: 21-17 21-18 22-18 22-19 23-19 23-20 "
                               "24-20\""});
  // Positions no game can have, which every other command refuses: 13 White men; a White man
  // on 29, its crowning row.
  EXPECT_EQ(hub.answer("pos pos=W" + std::string(13, 'w') + std::string(18, 'e') + "b"),
            std::vector<std::string>{"error message=\"impossible position in pos: 13 White "
                                     "pieces: a side has at most 12\""});
  const std::vector<std::string> crowned =
      hub.answer("pos pos=W" + std::string(28, 'e') + "w" + std::string(2, 'e') + "b");
  ASSERT_EQ(crowned.size(), 1u);
  EXPECT_TRUE(crowned[0].starts_with("error message=\"impossible position in pos: ")) << crowned[0];
  EXPECT_NE(crowned[0].find("29"), std::string::npos) << crowned[0];
}

// A GUI that does not read errors would otherwise get a move for the position before.
TEST(HubServer, AGoAfterARejectedPositionSearchesNothing) {
  Conversation hub(quick_settings());
  const std::vector<std::string> refused{
      "error message=\"no position to search: the last pos was not taken\"", "done"};
  EXPECT_EQ(hub.answer("pos pos=Wxyz").size(), 1u);
  EXPECT_TRUE(hub.server().receive("go think"));
  EXPECT_EQ(hub.until("done"), refused);
  EXPECT_EQ(
      hub.answer("pos pos=" + hub_position(rules::Position::initial()) + " moves=11-16").size(),
      1u);
  EXPECT_TRUE(hub.server().receive("go analyze"));
  EXPECT_EQ(hub.until("done"), refused);
  // A position taken again is searched: White's one legal move, 10x19.
  EXPECT_TRUE(hub.answer("level depth=2").empty());
  EXPECT_TRUE(hub.answer("pos pos=" + hub_position(testing::from_fen("W:W9,10:B14,30"))).empty());
  EXPECT_TRUE(hub.server().receive("go think"));
  EXPECT_TRUE(hub.until("done").back().starts_with("done move=10x19x14"));
}

}  // namespace
}  // namespace damas::engine
