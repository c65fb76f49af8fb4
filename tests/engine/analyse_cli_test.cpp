// `pdn analyse` as a user runs it: the JSON line it prints.
#include <gtest/gtest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

namespace {

// Runs the pdn program with `arguments` and returns what it printed.
std::string run_pdn(const std::string& arguments) {
  const std::string command = std::string(DAMAS_PDN_PATH) + " " + arguments;
  FILE* pipe = popen(command.c_str(), "r");
  EXPECT_NE(pipe, nullptr);
  std::string out;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) out += buffer;
  EXPECT_EQ(pclose(pipe), 0) << command;
  return out;
}

TEST(AnalyseCommand, JsonHasTheBestMoveScoreAndLine) {
  const auto json = nlohmann::json::parse(
      run_pdn("analyse --fen W:W1-12:B21-32 --depth 6 --format json"));
  EXPECT_EQ(json["fen"], "W:W1-12:B21-32");
  EXPECT_EQ(json["depth"], 6);
  EXPECT_TRUE(json["score"].is_number());
  EXPECT_GT(json["nodes"].get<long>(), 0);
  EXPECT_TRUE(json["nps"].is_number());
  ASSERT_TRUE(json["pv"].is_array());
  ASSERT_FALSE(json["pv"].empty());
  EXPECT_EQ(json["best"], json["pv"][0]);
}

TEST(AnalyseCommand, ForcedWinsAreWrittenAsDistancesFromWhite) {
  const auto white = nlohmann::json::parse(run_pdn("analyse --fen W:W10:B14 --depth 4 --format json"));
  EXPECT_EQ(white["best"], "10x19");
  EXPECT_EQ(white["score"], "#1");
  const auto black = nlohmann::json::parse(run_pdn("analyse --fen B:W10:B14 --depth 4 --format json"));
  EXPECT_EQ(black["best"], "14x5");
  EXPECT_EQ(black["score"], "#-1");
}

TEST(AnalyseCommand, RuleOptionsChangeTheVerdict) {
  const auto drawn = nlohmann::json::parse(run_pdn("analyse --fen W:WK1:BK5 --format json"));
  EXPECT_TRUE(drawn["best"].is_null());
  EXPECT_EQ(drawn["result"], "1/2-1/2");
  EXPECT_EQ(drawn["reason"], "king-vs-king");
  const auto played = nlohmann::json::parse(
      run_pdn("analyse --fen W:WK1:BK5 --king-vs-king play --depth 3 --format json"));
  EXPECT_EQ(played["best"], "1x10");
  EXPECT_EQ(played["score"], "#1");
}

TEST(AnalyseCommand, MovesSinceTheFenFeedTheForcadaCount) {
  // Ten White moves of the Forcada already played: the win in four is gone.
  const auto json = nlohmann::json::parse(run_pdn(
      "analyse --fen W:WK2,K10,K16:BK24 --depth 10 --format json --moves \"16-23 24-31 10-1 "
      "31-13 2-5 13-18 5-2 18-9 23-10 9-27 10-17 27-31 17-30 31-13 30-20 13-22 20-16 22-31 1-10 "
      "31-24\""));
  EXPECT_TRUE(json["score"].is_number());
}

TEST(AnalyseCommand, TextIsOneReadableLine) {
  const std::string out = run_pdn("analyse --fen W:W10:B14 --depth 2");
  EXPECT_EQ(out.rfind("best 10x19  score #1  depth ", 0), 0U) << out;
}

}  // namespace
