// Reading back the record of a match game: its number, and whether it is the game a match plays.
#include "damas/analysis/match_record.hpp"

#include <gtest/gtest.h>

#include "damas/pdn/move_line.hpp"
#include "damas/rules/movegen.hpp"

namespace damas::analysis {
namespace {

// The first legal move of `pos`, in the generator's order.
rules::Move first_move(const rules::Position& pos) {
  rules::MoveList moves;
  rules::generate_moves(pos, moves);
  return moves[0];
}

// A line of `plies` moves from the initial position, each the first legal one.
std::vector<rules::Move> first_moves(int plies) {
  std::vector<rules::Move> line;
  rules::Position pos = rules::Position::initial();
  for (int i = 0; i < plies; ++i) {
    line.push_back(first_move(pos));
    pos = pos.after(line.back());
  }
  return line;
}

class MatchRecord : public ::testing::Test {
 protected:
  // Game 3 of a Portuguese match of A against B on a clock of a minute and a second a move, made
  // by hand as the match writes it: its opening is the line's first two moves.
  void SetUp() override {
    record_.tags = {{"Event", "pdn match", {}},
                    {"Round", "3", {}},
                    {"White", "A", {}},
                    {"Black", "B", {}},
                    {"Result", "1/2-1/2", {}},
                    {"GameType", "28", {}},
                    {"TimeControl", "60+1", {}},
                    {"WhiteSearch", "depth 8", {}},
                    {"BlackSearch", "movetime 100 ms, depth 64", {}}};
    record_.moves = pdn::pdn_line(rules::Position::initial(), first_moves(6));
    expected_ = {.white = "A",
                 .black = "B",
                 .opening = first_moves(2),
                 .game_type = 28,
                 .time_control = TimeControl{std::chrono::seconds(60), std::chrono::seconds(1)},
                 .white_search = "depth 8",
                 .black_search = "movetime 100 ms, depth 64"};
  }

  // What recorded_result says of the record: the result's text, or why it is not one.
  std::string judged() const {
    std::string why;
    const std::optional<rules::GameResult> result = recorded_result(record_, expected_, why);
    return result ? std::string(rules::result_text(*result)) : "not: " + why;
  }

  pdn::Game record_;
  MatchGameIdentity expected_;
};

TEST_F(MatchRecord, TheRoundIsAWholeNumberFromOne) {
  EXPECT_EQ(recorded_round(record_), 3);
  for (const char* round : {"0", "-1", "3.0", "", " 3", "3x", "99999999999"}) {
    record_.set_tag("Round", round);
    EXPECT_EQ(recorded_round(record_), std::nullopt) << round;
  }
  record_.set_tag("Round", "2147483647");
  EXPECT_EQ(recorded_round(record_), 2147483647);
}

TEST_F(MatchRecord, TheGameTheMatchPlaysGivesItsResult) {
  EXPECT_EQ(judged(), "1/2-1/2");
  record_.set_tag("Result", "0-1");
  EXPECT_EQ(judged(), "0-1");
  record_.set_tag("Result", "1-0");
  EXPECT_EQ(judged(), "1-0");
  // A line as long as its opening only is still that opening's game.
  record_.moves = pdn::pdn_line(rules::Position::initial(), first_moves(2));
  EXPECT_EQ(judged(), "1-0");
}

// The limits as the tags write them: every one given, the depth last (a time or node limit
// lets it run to its most).
TEST(MatchSearchTag, NamesEveryLimit) {
  engine::Limits limits;
  limits.depth = 6;
  EXPECT_EQ(search_tag(limits), "depth 6");
  limits.movetime = std::chrono::milliseconds(100);
  EXPECT_EQ(search_tag(limits), "movetime 100 ms, depth 6");
  limits.nodes = 50000;
  EXPECT_EQ(search_tag(limits), "movetime 100 ms, nodes 50000, depth 6");
}

TEST_F(MatchRecord, EachDifferenceIsNamed) {
  const std::vector<rules::Move> line = first_moves(2);
  const std::string opening = pdn::line_texts(rules::Position::initial(), line)[0] + " " +
                              pdn::line_texts(rules::Position::initial(), line)[1];
  record_.set_tag("Result", "*");
  EXPECT_EQ(judged(), "not: its Result is '*': the game did not end");
  record_.set_tag("Result", "1-0");
  record_.set_tag("White", "B");
  EXPECT_EQ(judged(), "not: its White is 'B', not 'A'");
  record_.set_tag("White", "A");
  expected_.black = "C";
  EXPECT_EQ(judged(), "not: its Black is 'B', not 'C'");
  expected_.black = "B";
  expected_.game_type = 24;
  EXPECT_EQ(judged(), "not: its GameType is '28', not '24'");
  expected_.game_type = 28;
  expected_.time_control.reset();
  EXPECT_EQ(judged(), "not: its TimeControl is '60+1', where none was expected");
  expected_.time_control = TimeControl{std::chrono::seconds(90), std::chrono::seconds(0)};
  EXPECT_EQ(judged(), "not: its TimeControl is '60+1', not '90'");
  expected_.time_control = TimeControl{std::chrono::seconds(60), std::chrono::seconds(1)};
  expected_.white_search = "depth 6";
  EXPECT_EQ(judged(), "not: its WhiteSearch is 'depth 8', not 'depth 6'");
  expected_.white_search = "depth 8";
  expected_.black_search = "movetime 200 ms, depth 64";
  EXPECT_EQ(judged(),
            "not: its BlackSearch is 'movetime 100 ms, depth 64', not 'movetime 200 ms, depth 64'");
  // A record written before the limits were recorded is not checked on them.
  record_.tags.erase(record_.tags.end() - 2, record_.tags.end());
  EXPECT_EQ(judged(), "1-0");
  record_.moves = pdn::pdn_line(rules::Position::initial(), first_moves(1));
  EXPECT_EQ(judged(), "not: it begins '" + opening.substr(0, opening.find(' ')) +
                          "', not with the opening '" + opening + "'");
  record_.tags.erase(record_.tags.begin() + 4);  // Result
  record_.moves = pdn::pdn_line(rules::Position::initial(), first_moves(6));
  EXPECT_EQ(judged(), "not: it has no Result tag");
}

}  // namespace
}  // namespace damas::analysis
