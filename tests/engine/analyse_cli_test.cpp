// `pdn analyse` as a user runs it: the JSON line it prints.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

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

// Runs the pdn program with `arguments`; its exit code and what it wrote to standard error.
std::pair<int, std::string> run_pdn_failing(const std::string& arguments) {
  const std::string command = std::string(DAMAS_PDN_PATH) + " " + arguments + " 2>&1 >/dev/null";
  FILE* pipe = popen(command.c_str(), "r");
  EXPECT_NE(pipe, nullptr);
  std::string err;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) err += buffer;
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, err};
}

TEST(AnalyseCommand, AbsurdSearchLimitsAreUsageErrorsNamingTheOptionAndItsRange) {
  const std::string depth = "--depth takes a whole number of plies from 1 to 60, not ";
  const std::string movetime =
      "--movetime takes a whole number of milliseconds from 1 to 86400000, not ";
  const std::string nodes = "--nodes takes a whole number of nodes from 1 to 1000000000000, not ";
  const std::string timeout = "--engine-timeout takes a number of seconds from 0.001 to 86400, not ";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--nodes 0", nodes + "'0'"},  // once accepted silently
      {"--nodes -1", nodes + "'-1'"},  // once read as 18446744073709551615
      {"--nodes 1e6", nodes + "'1e6'"},
      {"--nodes 1000000000001", nodes + "'1000000000001'"},
      {"--depth 0", depth + "'0'"},
      {"--depth -1", depth + "'-1'"},
      {"--depth 61", depth + "'61'"},
      {"--depth 99999999999999999999", depth + "'99999999999999999999'"},
      {"--depth ''", depth + "''"},
      {"--movetime 0", movetime + "'0'"},
      {"--movetime -1", movetime + "'-1'"},
      {"--movetime nan", movetime + "'nan'"},
      {"--movetime 1.5", movetime + "'1.5'"},
      {"--hash 0", "--hash takes a whole number of megabytes from 1 to 65536, not '0'"},
      {"--engine-timeout nan", timeout + "'nan'"},
      {"--engine-timeout 0", timeout + "'0'"},
      {"--engine-timeout 1e-9", timeout + "'1e-9'"},
      {"--engine-timeout inf", timeout + "'inf'"},
  };
  for (const auto& [arguments, message] : cases) {
    const auto [exit_code, err] = run_pdn_failing("analyse " + arguments);
    EXPECT_EQ(exit_code, 2) << arguments;
    EXPECT_EQ(err.substr(0, err.find('\n')), "pdn analyse: " + message) << arguments;
  }
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
