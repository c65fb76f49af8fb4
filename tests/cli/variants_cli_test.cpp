// End-to-end tests of games of other variants (counted, never passed silently) and of the
// messages around them: validate's per-file summaries, an input with no game, convert's
// summary as text and JSON, --only-checked, the CSV Reason column; and, when the real corpus is
// beside the repository, its whole conversion with every other-variant game counted.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace damas::test {
namespace {

using nlohmann::json;

// International draughts (White on 31-50) without a GameType: 32-28 is Black's piece on the
// Portuguese board, and 37-32 and 41-37 name squares it does not have.
const char* const kInternationalNoGameType =
    "[Event \"Ten\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 4. 41-37 *\n\n";
const char* const kTwenty = "[Event \"Twenty\"]\n[GameType \"20\"]\n1. 32-28 *\n\n";
const char* const kRussian = "[Event \"Russian\"]\n[GameType \"25\"]\n1. c3-d4 *\n\n";
// GameTypes of variants whose rules these tools do not know.
const char* const kFrisian = "[Event \"Frisian\"]\n[GameType \"40\"]\n1. 32-28 *\n\n";
// Unified pool: American pool's number, another game's rules.
const char* const kUnifiedPool =
    "[Event \"Unified\"]\n[GameType \"23,W,8,8,A0,0\"]\n1. c3-d4 *\n\n";
const char* const kTurkish = "[Event \"Turkish\"]\n[GameType \"30\"]\n1. a3-a4 *\n\n";
const char* const kPortuguese = "[Event \"Pt\"]\n1. 11-15 24-20 *\n\n";

class Variants : public CliTest {};

// Each file's summary line comes right after that file's reports, also with workers.
TEST_F(Variants, ValidatesSummaryFollowsEachFilesReports) {
  const std::string a = write("a.pdn", std::string(kInternationalNoGameType) + kPortuguese);
  const std::string b = write("b.pdn", std::string(kFrisian) + kTurkish);
  for (const char* jobs : {"", "-j 2"}) {
    const CommandResult r = run(std::string("validate --no-tag-checks ") + jobs + " " + a + " " + b);
    EXPECT_EQ(r.exit_code, 1);
    const std::vector<std::string> lines = r.lines();
    ASSERT_EQ(lines.size(), 6U) << r.out;
    EXPECT_EQ(lines[0].rfind(a + ":2:4: error: game 1: looks like International draughts", 0), 0U)
        << lines[0];
    EXPECT_EQ(lines[1], a + ": 2 games, 1 with errors, 0 with warnings, 1 looking like another "
                            "variant");
    EXPECT_EQ(lines[2].rfind(b + ":2:1: warning: game 1: GameType 40 is Frisian draughts, "
                                 "a variant whose rules this program does not know",
                             0),
              0U)
        << lines[2];
    EXPECT_EQ(lines[3].rfind(b + ":6:1: warning: game 2: GameType 30 is Turkish draughts", 0), 0U)
        << lines[3];
    EXPECT_EQ(lines[4], b + ": 2 games, 0 with errors, 2 with warnings, 2 not checked: 1 GameType "
                            "30 (Turkish draughts), 1 GameType 40 (Frisian draughts)");
    EXPECT_EQ(lines[5], "total: 4 games, 1 with errors, 2 with warnings, 1 looking like another "
                        "variant, 2 not checked: 1 GameType 30 (Turkish draughts), 1 GameType 40 "
                        "(Frisian draughts)");
  }
}

// An input with no game at all (an empty file, a file of blanks) is a warning, in text and
// JSON, and --werror makes it count; an input that cannot be read is not "empty".
TEST_F(Variants, AnInputWithNoGameIsAWarning) {
  const std::string empty = write("empty.pdn", "");
  const std::string blank = write("blank.pdn", "\n  \r\n\t\n");
  const std::string one = write("one.pdn", kPortuguese);
  const CommandResult r = run("validate --no-tag-checks " + empty + " " + one + " " + blank);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, empty + ": warning: no game in this input [no-games]\n" +
                   empty + ": 0 games, 0 with errors, 0 with warnings\n" +
                   one + ": 1 game, 0 with errors, 0 with warnings\n" +
                   blank + ": warning: no game in this input [no-games]\n" +
                   blank + ": 0 games, 0 with errors, 0 with warnings\n" +
                   "total: 1 game, 0 with errors, 0 with warnings\n");
  EXPECT_EQ(run("validate --werror " + empty).exit_code, 1);
  const CommandResult as_json = run("validate --format json " + empty);
  EXPECT_EQ(as_json.exit_code, 0);
  const json object = json::parse(as_json.out);
  EXPECT_EQ(object["file"], empty);
  EXPECT_EQ(object["game"], 0);
  EXPECT_EQ(object["diagnostics"][0]["code"], "no-games");
  EXPECT_EQ(object["diagnostics"][0]["severity"], "warning");
  const CommandResult missing = run("validate " + (dir_ / "missing.pdn").string(), true);
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_EQ(missing.out.find("no game"), std::string::npos) << missing.out;
}

// Games of the other variants of the family are checked by their own rules: counted as checked,
// their errors reported as any game's.
TEST_F(Variants, OtherVariantsOfTheFamilyAreChecked) {
  const std::string in = write("f.pdn", std::string(kTwenty) + kRussian +
                                            "[Event \"Bad\"]\n[GameType \"20\"]\n"
                                            "1. 32-28 19-23 2. 33-29 *\n");
  const CommandResult r = run("validate --no-tag-checks " + in);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, in + ":11:19: error: game 3, ply 3 (33-29): a capture is compulsory: 28x19 "
                        "[illegal-move]\n" +
                        in + ": 3 games, 1 with errors, 0 with warnings\n");
}

// The games of another GameType are written unchecked and counted per GameType, with PDN
// 3.0's names; a game that looks like another variant is one error, counted too.
TEST_F(Variants, ConvertCountsWhatItDoesNotCheck) {
  const std::string in = write(
      "g.pdn", std::string(kFrisian) + kUnifiedPool + kTurkish + kInternationalNoGameType +
                   kPortuguese + "[Event \"Lidraughts\"]\n[GameType \"97\"]\n1. 31-26 *\n\n");
  const std::string out = (dir_ / "out.pdn").string();
  const CommandResult r = run("convert " + in + " -o " + out, true);
  EXPECT_EQ(r.exit_code, 1);
  const std::vector<std::string> lines = r.lines();
  ASSERT_EQ(lines.size(), 3U) << r.out;
  EXPECT_EQ(lines[0].rfind(in + ":14:4: error: game 4: other variant: looks like International "
                                "draughts, 10x10 (squares up to 41, as in 37-32",
                           0),
            0U)
      << lines[0];
  EXPECT_EQ(lines[1], "pdn convert: not checked (written without replay): 1 GameType 23 "
                      "(pool checkers), 1 GameType 30 (Turkish draughts), 1 GameType 40 "
                      "(Frisian draughts), 1 GameType 97 (not a PDN 3.0 game type)");
  EXPECT_EQ(lines[2], "pdn convert: 6 games read, 5 written, 1 rejected, 1 looking like another "
                      "variant, 4 not checked");
  const std::string written = read_file(out);
  for (const char* event : {"Frisian", "Unified", "Turkish", "Pt", "Lidraughts"}) {
    EXPECT_NE(written.find(std::string("[Event \"") + event + "\"]"), std::string::npos) << event;
  }
  // The same as JSON, for programs.
  const CommandResult as_json = run("convert --summary json " + in + " -o " + out, true);
  const json summary = json::parse(as_json.lines().back());
  EXPECT_EQ(summary["read"], 6);
  EXPECT_EQ(summary["written"], 5);
  EXPECT_EQ(summary["rejected"], 1);
  EXPECT_EQ(summary["other_variant"], 1);
  EXPECT_EQ(summary["not_checked"], 4);
  EXPECT_EQ(summary["files_written"], true);
  EXPECT_EQ(summary["not_checked_by_game_type"],
            json::parse(R"([{"game_type": 23, "variant": "pool checkers", "games": 1},
                            {"game_type": 30, "variant": "Turkish draughts", "games": 1},
                            {"game_type": 40, "variant": "Frisian draughts", "games": 1},
                            {"game_type": 97, "variant": "not a PDN 3.0 game type",
                             "games": 1}])"));
  EXPECT_EQ(run("convert --summary yaml " + in).exit_code, 2);
  // A run that leaves its files as they were says so.
  const CommandResult failed =
      run("convert --summary json " + in + " " + (dir_ / "missing.pdn").string() + " -o " + out,
          true);
  EXPECT_EQ(failed.exit_code, 2);
  const json failed_summary = json::parse(failed.lines().back());
  EXPECT_EQ(failed_summary["files_written"], false);
  EXPECT_EQ(failed_summary["no_file_written"], "an input could not be read");
  EXPECT_EQ(failed_summary["read"], 6);
  // --only-checked leaves them out (counted as not selected, and said so).
  const CommandResult only = run("convert --only-checked " + in + " -o " + out, true);
  EXPECT_EQ(only.lines().at(1), "pdn convert: not checked (left out by --only-checked): 1 "
                                "GameType 23 (pool checkers), 1 GameType 30 (Turkish draughts), "
                                "1 GameType 40 (Frisian draughts), 1 GameType 97 (not a PDN 3.0 "
                                "game type)");
  EXPECT_EQ(only.lines().at(2), "pdn convert: 6 games read, 1 written, 1 rejected, 4 not "
                                "selected, 1 looking like another variant, 4 not checked");
  EXPECT_EQ(read_file(out).find("GameType"), std::string::npos);
}

// For a game not replayed, the CSV's Outcome is empty and Reason says why.
TEST_F(Variants, TheCsvSaysWhyAnOutcomeIsEmpty) {
  const std::string in = write("g.pdn", std::string(kFrisian) + kPortuguese + kTwenty);
  const CommandResult r = run("convert --to csv " + in);
  const std::vector<std::string> rows = r.lines();
  ASSERT_EQ(rows.size(), 4U);
  EXPECT_EQ(rows[1], "Frisian,,,,,,,40,1,,not checked: GameType 40 (Frisian draughts)\r");
  EXPECT_EQ(rows[2], "Pt,,,,,,,,2,*,none\r");
  EXPECT_EQ(rows[3], "Twenty,,,,,,,20,1,*,none\r");  // checked by International rules
  const CommandResult unreplayed = run("convert --no-replay --to csv " + in);
  EXPECT_EQ(unreplayed.lines().at(2), "Pt,,,,,,,,2,,not replayed (--no-replay)\r");
  // Positions: the summary says which games have none; the International game's are on its
  // 50-square board (White on 31-50 but 32, now on 28; Black on 1-20 to move).
  const CommandResult positions = run("convert --to positions " + in, true);
  EXPECT_NE(positions.out.find("pdn convert: not checked (written without positions): 1 "
                               "GameType 40 (Frisian draughts)\n"),
            std::string::npos)
      << positions.out;
  std::string white = "28,31";
  for (int square = 33; square <= 50; ++square) white += "," + std::to_string(square);
  std::string black = "1";
  for (int square = 2; square <= 20; ++square) black += "," + std::to_string(square);
  EXPECT_NE(positions.out.find("3\t1\t32-28\tB:W" + white + ":B" + black + "\n"),
            std::string::npos)
      << positions.out;
}

// A setup where the side to move has lost already, with moves after it: one bad-setup error,
// the game rejected, not "cut after its end".
TEST_F(Variants, MovesAfterASetupThatIsOverAreOneError) {
  const std::string in = write("g.pdn", "[Event \"x\"]\n[FEN \"W:W1:B5,10\"]\n1. 1-6 5-1 2. 6-10 *\n");
  const CommandResult r = run("convert " + in + " -o /dev/null", true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, in + ":2:1: error: game 1: bad setup: FEN \"W:W1:B5,10\": the game is already "
                        "over in this position (0-1, no-moves), yet moves follow\n"
                        "pdn convert: 1 game read, 0 written, 1 rejected\n");
  const CommandResult v = run("validate --no-tag-checks " + in);
  EXPECT_EQ(v.lines().size(), 2U) << v.out;
}

// The corpus files, sorted (the project's tests never copy them).
std::vector<std::filesystem::path> corpus_files() {
  std::vector<std::filesystem::path> files;
  const std::filesystem::path corpus = DAMAS_CORPUS_DIR;
  if (!std::filesystem::is_directory(corpus)) return files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus)) {
    const std::string extension = entry.path().extension().string();
    if (extension == ".pdn" || extension == ".phn" || extension == ".fen") {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

// A GameType tag of a file: its line and number.
struct GameTypeTag {
  std::size_t line;
  int number;
};

// GameType tags found in a file's text, as grep would: the independent count of the games of
// other GameTypes.
std::vector<GameTypeTag> game_type_tags(const std::filesystem::path& file) {
  std::vector<GameTypeTag> tags;
  const std::regex tag(R"(\[GameType\s*"(\d+))");
  std::ifstream in(file, std::ios::binary);
  std::size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    for (std::sregex_iterator m(line.begin(), line.end(), tag), end; m != end; ++m) {
      tags.push_back({number, std::stoi((*m)[1].str())});
    }
  }
  return tags;
}

// The whole real corpus: every game of another GameType is counted under its number (or could
// not be read at all: a syntax error stops the reading before the replay), every game is
// reported with at most one error of its main line, never a move after the end after a bad
// setup, and the games looking like other variants are counted.
TEST_F(Variants, TheRealCorpusConvertsWithEveryOtherVariantCounted) {
  const std::vector<std::filesystem::path> files = corpus_files();
  if (files.empty()) GTEST_SKIP() << "no corpus at " << DAMAS_CORPUS_DIR;
  std::string inputs;
  for (const auto& file : files) inputs += " '" + file.string() + "'";
  // Counted by hand with grep -o '[GameType *"[0-9]*' over the corpus: 979 games of GameType
  // 20, one each of 21 and 23, 466 of 25, 25 each of 26 and lidraughts' 96, 97, 98.
  std::map<int, long> tags;
  std::map<std::string, std::vector<GameTypeTag>> tags_of_file;
  for (const auto& file : files) {
    tags_of_file[file.string()] = game_type_tags(file);
    for (const GameTypeTag& tag : tags_of_file[file.string()]) ++tags[tag.number];
  }
  EXPECT_EQ(tags, (std::map<int, long>{{20, 979}, {21, 1}, {23, 1}, {25, 466}, {26, 25},
                                       {96, 25}, {97, 25}, {98, 25}}));

  const CommandResult converted = run("convert --summary json -j 2" + inputs + " -o /dev/null", true);
  EXPECT_EQ(converted.exit_code, 1);
  const json summary = json::parse(converted.lines().back());
  std::map<int, long> not_checked;
  for (const json& entry : summary["not_checked_by_game_type"]) {
    not_checked[entry["game_type"].get<int>()] = entry["games"].get<long>();
  }

  const CommandResult validated = run("validate --format json --no-tag-checks -j 2" + inputs);
  // Per file, where each game starts, whether it could be read, and the rules it was judged by.
  struct Judged {
    bool read;
    std::string rules;
  };
  std::map<std::string, std::map<std::size_t, Judged>> judged_at;
  long other_variant = 0;
  long cascades = 0;
  long games = 0;
  std::map<std::string, long> whole_file;  // other variants and unreadable games per file
  for (const std::string& line : validated.lines()) {
    const json game = json::parse(line);
    const std::string file = game["file"];
    ++games;
    long main_line_errors = 0;
    bool read = true;
    std::string previous;
    for (const json& d : game["diagnostics"]) {
      const std::string code = d["code"];
      read = read && code != "syntax";
      other_variant += code == "other-variant" ? 1 : 0;
      if (code == "other-variant" || code == "syntax") {
        ++whole_file[file.substr(file.find("/real/") + 6)];
      }
      main_line_errors += d["severity"] == "error" && code != "result-mismatch" ? 1 : 0;
      if (previous == "bad-setup" && code == "move-after-end") ++cascades;
      previous = code;
    }
    const std::string rules = game.contains("rules") ? game["rules"].get<std::string>() : "";
    judged_at[file][game["line"].get<std::size_t>()] = {read, rules.substr(0, rules.find(','))};
    if (main_line_errors > 1) {
      if (++cascades <= 3) ADD_FAILURE() << "several errors in one game: " << game.dump();
    }
  }
  EXPECT_EQ(cascades, 0);
  EXPECT_EQ(games, summary["read"].get<long>());
  // A GameType tag belongs to the game that starts last before it; the games that could not be
  // read (a syntax error stops the reading before the replay) are not counted as not checked.
  // The variants of the family (20 International, 21 English, 23 American pool, 25 Russian, 26
  // Brazilian) are judged by their rules, the others (lidraughts' own numbers) not checked.
  const std::map<int, std::string> family = {{20, "international"}, {21, "english"},
                                             {23, "pool"},          {25, "russian"},
                                             {26, "brazilian"}};
  std::map<int, long> unreadable;
  std::map<int, long> judged;
  for (const auto& [file, file_tags] : tags_of_file) {
    const std::map<std::size_t, Judged>& starts = judged_at[file];
    for (const GameTypeTag& tag : file_tags) {
      auto game = starts.upper_bound(tag.line);
      ASSERT_NE(game, starts.begin()) << file << ":" << tag.line;
      const Judged& j = std::prev(game)->second;
      if (!j.read) ++unreadable[tag.number];
      const auto variant = family.find(tag.number);
      if (j.read && variant != family.end() && j.rules == variant->second) ++judged[tag.number];
    }
  }
  for (const auto& [type, count] : tags) {
    const long checked_or_not = family.count(type) != 0 ? judged[type] : not_checked[type];
    EXPECT_EQ(checked_or_not + unreadable[type], count) << "GameType " << type;
    if (family.count(type) != 0) {
      EXPECT_EQ(not_checked[type], 0) << "GameType " << type;
    }
  }
  EXPECT_EQ(summary["other_variant"].get<long>(), other_variant);
  // Files of other variants without GameType, each game counted as another variant unless it
  // cannot be read: SOURCES.md's record counts (CheckerBoard's ballots in English and Italian
  // numbering, Italian games, English games).
  const std::map<std::string, long> records = {
      {"checkerboard/11_man_english.pdn", 2400},
      {"checkerboard/11_man_italian.pdn", 2400},
      {"checkerboard/tinsley.pdn", 724},
      {"games-checkers/british/British_Computer_Championship_2002.pdn", 16},
      {"games-checkers/italian/40champ-1996.pdn", 302},
      {"games-checkers/italian/ci98-fero.pdn", 17},
      {"games-checkers/italian/partite.pdn", 219},
      {"wiegerw-pdn/succeed/OCA_2.0.pdn", 43},
      {"wiegerw-pdn/succeed/Principles_of_Strategy.pdn", 16},
      {"wiegerw-pdn/succeed/inferno.pdn", 68},
  };
  for (const auto& [file, count] : records) EXPECT_EQ(whole_file[file], count) << file;
}

}  // namespace
}  // namespace damas::test
