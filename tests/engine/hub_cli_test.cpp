// `pdn hub` run as a child process, as a GUI runs it: its move at a fixed depth must be the one
// the built-in engine finds at that depth.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "damas/engine/search.hpp"
#include "test_positions.hpp"

namespace damas::engine {
namespace {

// A `pdn hub` process with pipes to its standard input and output.
class HubProcess {
 public:
  HubProcess() {
    int to_child[2];
    int from_child[2];
    EXPECT_EQ(pipe(to_child), 0);
    EXPECT_EQ(pipe(from_child), 0);
    pid_ = fork();
    if (pid_ == 0) {
      dup2(to_child[0], STDIN_FILENO);
      dup2(from_child[1], STDOUT_FILENO);
      for (int fd : {to_child[0], to_child[1], from_child[0], from_child[1]}) close(fd);
      execl(DAMAS_PDN_PATH, DAMAS_PDN_PATH, "hub", static_cast<char*>(nullptr));
      _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    in_ = fdopen(to_child[1], "w");
    out_ = fdopen(from_child[0], "r");
  }
  ~HubProcess() {
    std::fclose(in_);  // end of input: the engine quits
    std::fclose(out_);
    int status = 0;
    waitpid(pid_, &status, 0);
  }

  void send(const std::string& line) {
    std::fputs((line + "\n").c_str(), in_);
    std::fflush(in_);
  }
  // Reads lines up to the first that starts with `prefix`, and returns it ("" at the end).
  std::string read_until(const std::string& prefix) {
    const std::vector<std::string> lines = lines_until(prefix);
    return lines.empty() || lines.back().rfind(prefix, 0) != 0 ? "" : lines.back();
  }
  // Every line read up to the first that starts with `prefix`, that one included.
  std::vector<std::string> lines_until(const std::string& prefix) {
    std::vector<std::string> lines;
    char buffer[65536];
    while (std::fgets(buffer, sizeof buffer, out_) != nullptr) {
      std::string line(buffer);
      if (!line.empty() && line.back() == '\n') line.pop_back();
      lines.push_back(line);
      if (line.rfind(prefix, 0) == 0) break;
    }
    return lines;
  }
  // What the engine answers to `line`: the lines it sends before the `pong` of a ping after it.
  std::vector<std::string> answer(const std::string& line) {
    send(line);
    send("ping");
    std::vector<std::string> lines = lines_until("pong");
    if (!lines.empty()) lines.pop_back();
    return lines;
  }

 private:
  pid_t pid_ = -1;
  FILE* in_ = nullptr;
  FILE* out_ = nullptr;
};

// Hub notation, written here from the protocol text: from-to, or from x to x each captured.
std::string hub_text(const rules::Move& m) {
  std::string text = std::to_string(rules::square_number(m.from));
  text += m.is_capture() ? 'x' : '-';
  text += std::to_string(rules::square_number(m.to));
  for (rules::Bitboard c = m.captured; c != 0;) {
    text += 'x';
    text += std::to_string(rules::square_number(rules::pop_lowest(c)));
  }
  return text;
}

// A Hub position, written here from the protocol text: side, then squares 1..32.
std::string hub_position_text(const rules::Position& pos) {
  std::string text = pos.side_to_move() == rules::Color::white ? "W" : "B";
  for (int number = 1; number <= rules::kSquareCount; ++number) {
    const rules::Square sq = rules::square_from_number(number);
    const bool king = rules::contains(pos.all_kings(), sq);
    if (rules::contains(pos.pieces(rules::Color::white), sq)) {
      text += king ? 'W' : 'w';
    } else if (rules::contains(pos.pieces(rules::Color::black), sq)) {
      text += king ? 'B' : 'b';
    } else {
      text += 'e';
    }
  }
  return text;
}

std::string engine_move(const GameState& game, int depth) {
  Engine engine(32);  // the hub's default table size: same table, same search
  Limits limits;
  limits.depth = depth;
  return hub_text(engine.search(game, limits).info.pv.at(0));
}

TEST(HubCommand, AnswersTheHandshake) {
  HubProcess hub;
  hub.send("hub");
  EXPECT_EQ(hub.read_until("id ").rfind("id name=damas-pdn", 0), 0U);
  EXPECT_NE(hub.read_until("wait"), "");
  hub.send("init");
  EXPECT_EQ(hub.read_until("ready"), "ready");
  hub.send("ping");
  EXPECT_EQ(hub.read_until("pong"), "pong");
  hub.send("quit");
}

TEST(HubCommand, PlaysAMoveWithoutAlternativeAtOnceOnTheClock) {
  // White's only move is 8-12. Told to think on a clock of a minute, the engine visits the root
  // alone; told to analyse, it searches (a 6-man position: no table decides it).
  HubProcess hub;
  hub.send("hub");
  hub.read_until("wait");
  hub.send("init");
  hub.read_until("ready");
  hub.send("pos pos=" + hub_position_text(testing::from_fen("W:W8:B21,22,25,26,29,30")));
  hub.send("level time=60 inc=1");
  hub.send("go think");
  const std::vector<std::string> played = hub.lines_until("done");
  ASSERT_GE(played.size(), 2U);
  EXPECT_EQ(played.back(), "done move=8-12");
  EXPECT_NE(played[played.size() - 2].find(" nodes=1 "), std::string::npos)
      << played[played.size() - 2];
  hub.send("level time=60 inc=1 depth=3");
  hub.send("go analyze");
  const std::vector<std::string> analysed = hub.lines_until("done");
  ASSERT_GE(analysed.size(), 2U);
  EXPECT_EQ(analysed[analysed.size() - 2].find(" nodes=1 "), std::string::npos);
  EXPECT_EQ(analysed[analysed.size() - 2].rfind("info depth=3 ", 0), 0U)
      << analysed[analysed.size() - 2];
  hub.send("quit");
}

TEST(HubCommand, PlaysTheEnginesMoveAtFixedDepth) {
  HubProcess hub;
  hub.send("hub");
  hub.read_until("wait");
  hub.send("init");
  hub.read_until("ready");
  hub.send("pos pos=" + hub_position_text(rules::Position::initial()));
  EXPECT_EQ(hub_position_text(rules::Position::initial()), "Wwwwwwwwwwwwweeeeeeeebbbbbbbbbbbb");
  hub.send("level depth=9");
  hub.send("go think");
  const std::string done = hub.read_until("done");
  const GameState start(rules::Position::initial(), testing::default_draws());
  EXPECT_EQ(done.rfind("done move=" + engine_move(start, 9) + " ", 0), 0U) << done;
  hub.send("quit");
}

TEST(HubCommand, CapturesNameTheCapturedPiecesAndMovesFeedTheHistory) {
  // After 12-15 20x11 of a golpe, White takes three pieces: 7x30 over 11, 18 and 26.
  const char* const fen = "W:W1-5,7,8,12,17:B18,20,23,25,26,28,29,31,32";
  GameState game(testing::from_fen(fen), testing::default_draws());
  const std::string position = hub_position_text(game.position());
  testing::play_line(game, "12-15 20x11");

  HubProcess hub;
  hub.send("init");
  hub.read_until("ready");
  hub.send("pos pos=" + position + " moves=\"12-15 20x11x15\"");
  hub.send("level depth=7");
  hub.send("go think");
  const std::string done = hub.read_until("done");
  EXPECT_EQ(engine_move(game, 7), "7x30x11x18x26");
  EXPECT_EQ(done.rfind("done move=7x30x11x18x26", 0), 0U) << done;
  hub.send("quit");
}

using Lines = std::vector<std::string>;

TEST(HubCommand, LevelValuesAreReadStrictlyAndABadOneIsNotTaken) {
  HubProcess hub;
  hub.send("init");
  hub.read_until("ready");
  EXPECT_EQ(hub.answer("level depth=2"), Lines{});
  const std::string depth = "error message=\"level: depth takes a whole number from 1 to 60, ";
  const std::string nodes =
      "error message=\"level: nodes takes a whole number from 1 to 1000000000000, ";
  const std::string move_time =
      "error message=\"level: move-time takes a number of seconds from 0.001 to 86400, ";
  const std::string time = "error message=\"level: time takes a number of seconds from 0 to 86400, ";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"level depth=4294967297", depth + "not '4294967297'\""},  // once read as 1
      {"level depth=0", depth + "not '0'\""},
      {"level depth=61", depth + "not '61'\""},
      {"level depth=3x", depth + "not '3x'\""},
      {"level depth=2.5", depth + "not '2.5'\""},
      {"level nodes=-1", nodes + "not '-1'\""},  // once read as no limit at all
      {"level nodes=0", nodes + "not '0'\""},
      {"level nodes=1e6", nodes + "not '1e6'\""},
      {"level move-time=nan", move_time + "not 'nan'\""},  // once an answer at once
      {"level move-time=inf", move_time + "not 'inf'\""},
      {"level move-time=0", move_time + "not '0'\""},
      {"level move-time=-1", move_time + "not '-1'\""},
      {"level move-time=86401", move_time + "not '86401'\""},
      {"level time=-5 inc=1", time + "not '-5'\""},
      {"level time=60 moves=0",
       "error message=\"level: moves takes a whole number from 1 to 1000, not '0'\""},
      {"set-param name=hash value=12abc",
       "error message=\"set-param hash takes a whole number of megabytes from 1 to 65536, not "
       "'12abc'\""},
      {"set-param name=hash value=0",
       "error message=\"set-param hash takes a whole number of megabytes from 1 to 65536, not "
       "'0'\""},
      {"set-param name=hash value=65537",
       "error message=\"set-param hash takes a whole number of megabytes from 1 to 65536, not "
       "'65537'\""},
  };
  for (const auto& [command, error] : cases) EXPECT_EQ(hub.answer(command), Lines{error}) << command;
  // None of them was taken: the search stops at depth 2, the last level given.
  hub.send("pos pos=" + hub_position_text(rules::Position::initial()));
  hub.send("go think");
  const Lines search = hub.lines_until("done");
  ASSERT_GE(search.size(), 2U);
  EXPECT_EQ(search[search.size() - 2].rfind("info depth=2 ", 0), 0U) << search[search.size() - 2];
  hub.send("quit");
}

TEST(HubCommand, AnUnknownCommandIsQuotedShortAndPrintable) {
  HubProcess hub;
  // 10000 bytes with a quote, a control byte and a byte that is not text near the start.
  const std::string command = "ab\"c\x01\xff" + std::string(9994, 'z');
  // The answer quotes its first 60 bytes, each byte that is not printable ASCII (and the quote,
  // which would end the quoted value) as \xNN, then "...".
  EXPECT_EQ(hub.answer(command + " arg=1"),
            Lines{"error message=\"unknown command 'ab\\x22c\\x01\\xff" + std::string(54, 'z') +
                  "...'\""});
  hub.send("quit");
}

}  // namespace
}  // namespace damas::engine
