// The command line as people type it: the output format told by -o's extension, letter case
// aside; positional arguments as the usage lines show them; `pdn help COMMAND` and `--version`;
// defaults printed as written; one hash size for every engine; `pdn match` without engines;
// a word when standard input is a terminal.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "cli_runner.hpp"
#include "pdn_command.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

// A short legal game (the first moves of the README's tournament sample).
const std::string kGame =
    "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 11-14 23-19 2. 14x23 28x19 *\n";

// The header lines the README gives for the CSV and positions outputs.
const std::string kCsvHeader = "Event,Site,Date,Round,White,Black,Result,GameType,Plies,Outcome,Reason";
const std::string kPositionsHeader = "game\tply\tmove\tfen";

const std::vector<std::string> kCommands = {"validate", "convert", "diagram", "analyse",
                                            "annotate", "match",   "hub",     "egtb",
                                            "moves",    "perft",   "bench",   "standings"};

std::string first_line(const std::string& text) {
  std::string line = text.substr(0, text.find('\n'));
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

class CommandLine : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("damas-command-line-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    input_ = (dir_ / "game.pdn").string();
    std::ofstream(input_, std::ios::binary) << kGame;
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
  std::string input_;
};

TEST_F(CommandLine, ConvertWritesTheFormatOfTheOutputsExtension) {
  struct Case {
    std::string name;
    std::string first_line;
  };
  const Case cases[] = {{"games.csv", kCsvHeader},
                        {"games.tsv", kPositionsHeader},
                        {"games.CSV", kCsvHeader},
                        {"Games.Tsv", kPositionsHeader},
                        {"games.pdn", "[Event \"E\"]"},
                        {"games.PDN", "[Event \"E\"]"},
                        {"games.txt", "[Event \"E\"]"},  // not a format's extension: PDN
                        {"games", "[Event \"E\"]"}};
  for (const Case& c : cases) {
    const PdnRun run = run_pdn({"convert", "-q", input_, "-o", path(c.name)});
    EXPECT_EQ(run.exit_code, 0) << c.name << ": " << run.err;
    EXPECT_EQ(first_line(read_file(path(c.name))), c.first_line) << c.name;
    fs::remove(path(c.name));
  }
  for (const std::string name : {"games.jsonl", "games.json", "games.JSONL"}) {
    const PdnRun run = run_pdn({"convert", "-q", input_, "-o", path(name)});
    EXPECT_EQ(run.exit_code, 0) << name << ": " << run.err;
    EXPECT_TRUE(read_file(path(name)).starts_with("{\"game\":1,")) << name;
  }
}

TEST_F(CommandLine, ToOverridesAnExtensionOfNoFormatAndMayRepeatTheExtensions) {
  PdnRun run = run_pdn({"convert", "-q", input_, "--to", "csv", "-o", path("games.txt")});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(first_line(read_file(path("games.txt"))), kCsvHeader);
  run = run_pdn({"convert", "-q", input_, "--to", "positions", "-o", path("games.tsv")});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(first_line(read_file(path("games.tsv"))), kPositionsHeader);
  run = run_pdn({"convert", "-q", input_, "--to", "json", "-o", path("games.json")});
  EXPECT_EQ(run.exit_code, 0) << run.err;
}

TEST_F(CommandLine, ToThatContradictsTheExtensionIsAUsageError) {
  const std::string out = path("games.csv");
  const PdnRun run = run_pdn({"convert", input_, "--to", "json", "-o", out});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.err, "pdn convert: --to json contradicts -o '" + out +
                         "', a csv file name: leave one out or make them agree\n"
                         "Try 'pdn convert --help'.\n");
  EXPECT_FALSE(fs::exists(out));
  for (const auto& [to, name] : std::vector<std::pair<std::string, std::string>>{
           {"pdn", "g.jsonl"}, {"csv", "g.tsv"}, {"positions", "g.CSV"}, {"JSON", "g.pdn"}}) {
    EXPECT_EQ(run_pdn({"convert", input_, "--to", to, "-o", path(name)}).exit_code, 2)
        << to << " " << name;
    EXPECT_FALSE(fs::exists(path(name)));
  }
}

TEST_F(CommandLine, ToIsReadLetterCaseAside) {
  PdnRun run = run_pdn({"convert", "-q", input_, "--to", "CSV"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(first_line(run.out), kCsvHeader);
  run = run_pdn({"convert", "-q", input_, "--to", "Positions"});
  EXPECT_EQ(first_line(run.out), kPositionsHeader);
  run = run_pdn({"convert", "-q", input_, "--to", "xml"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(first_line(run.err), "pdn convert: unknown --to 'xml' (pdn, json, csv or positions)");
}

TEST_F(CommandLine, DiagramFormatIsReadLetterCaseAsideAndMustAgreeWithTheExtension) {
  PdnRun run = run_pdn({"diagram", "-o", path("board.PNG")});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(read_file(path("board.PNG")).starts_with("\x89PNG\r\n\x1a\n"));
  run = run_pdn({"diagram", "--format", "SVG"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("<svg"), std::string::npos);
  run = run_pdn({"diagram", "--format", "Pdf", "-o", path("board.pdf")});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(read_file(path("board.pdf")).starts_with("%PDF-"));
  run = run_pdn({"diagram", "--format", "svg", "-o", path("board.png")});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(first_line(run.err), "pdn diagram: --format svg contradicts -o '" +
                                     path("board.png") +
                                     "', a png file name: leave one out or make them agree");
  EXPECT_FALSE(fs::exists(path("board.png")));
}

TEST_F(CommandLine, FensAndDepthsAreTakenAsTheUsageLinesShow) {
  // The two captures of the README's moves example (6 takes 10 and 18, or 11 and 19).
  PdnRun run = run_pdn({"moves", "W:W6:B10,11,18,19"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "6x13x22 6x15x22\n");
  EXPECT_EQ(run_pdn({"moves", "W:W6:B10,11,18,19", "--fen", "W:W6:B10"}).exit_code, 2);
  // Four pieces: the tables give the README's value at once.
  run = run_pdn({"analyse", "B:WK1,K5,K10:BK8", "--king-vs-king", "play", "--format", "json"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.starts_with(R"({"fen":"B:WK1,K5,K10:BK8","best":"8-15","score":"#13",)"))
      << run.out;
  // The published counts from the start: 7, 49, 302.
  run = run_pdn({"perft", "3"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(std::regex_match(run.out, std::regex("1 7 [^\n]*\n2 49 [^\n]*\n3 302 [^\n]*\n")))
      << run.out;
}

// pdn analyse -: a line per FEN of standard input, each the answer the FEN alone gets (a fresh
// process each, here; the speed aside), "error" for a FEN that cannot be read. The second FEN
// follows the first by one move, so that what the first search learnt would change the second's
// node count if the engine were not told that a new game begins.
TEST_F(CommandLine, AnalyseOfFensReadAnswersEachAsAlone) {
  const std::vector<std::string> fens = {"W:W1-12:B21-32", "B:W1-10,12,15:B21-32",
                                         "W:WK14,3:B18,19,27"};
  const std::string input =
      temporary_file("fens.txt", fens[0] + "\n" + fens[1] + "\n\n" + "bad\n" + fens[2] + "\r\n");
  const std::vector<std::string> limits = {"--depth", "9", "--no-egtb", "--format", "json"};
  auto without_speed = [](const std::string& text) {
    return std::regex_replace(text, std::regex(R"("nps":[0-9]+)"), "\"nps\":_");
  };
  std::vector<std::string> args = {"analyse", "-"};
  args.insert(args.end(), limits.begin(), limits.end());
  const PdnRun all = run_pdn(args, input);
  EXPECT_EQ(all.exit_code, 2);
  EXPECT_EQ(all.err,
            "pdn analyse: -:4: bad FEN 'bad' at character 2: expected ':' after the side "
            "to move, found 'a'\n");
  std::string expected;
  for (std::size_t i = 0; i < fens.size(); ++i) {
    if (i == 2) {
      expected += R"({"fen":"bad","error":"bad FEN 'bad' at character 2: expected ':' after the )"
                  R"(side to move, found 'a'"})"
                  "\n";
    }
    args = {"analyse", fens[i]};
    args.insert(args.end(), limits.begin(), limits.end());
    const PdnRun alone = run_pdn(args);
    ASSERT_EQ(alone.exit_code, 0) << alone.err;
    expected += alone.out;
  }
  EXPECT_EQ(without_speed(all.out), without_speed(expected));
  EXPECT_EQ(run_pdn({"analyse", "-", "--moves", "11-15"}, input).exit_code, 2);
}

TEST_F(CommandLine, HelpCommandIsTheCommandsHelp) {
  for (const std::string& command : kCommands) {
    const PdnRun help = run_pdn({"help", command});
    EXPECT_EQ(help.exit_code, 0) << command;
    EXPECT_TRUE(help.out.starts_with("Usage: pdn " + command + " ")) << command;
    EXPECT_EQ(help.out, run_pdn({command, "--help"}).out) << command;
  }
  const PdnRun unknown = run_pdn({"help", "nope"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_TRUE(unknown.err.starts_with("pdn: unknown command 'nope'\n")) << unknown.err;
  EXPECT_EQ(run_pdn({"help", "perft", "extra"}).exit_code, 2);
  EXPECT_EQ(run_pdn({"help"}).out, run_pdn({"--help"}).out);
}

TEST_F(CommandLine, VersionHasAShortOption) {
  const PdnRun long_form = run_pdn({"--version"});
  const PdnRun short_form = run_pdn({"-V"});
  EXPECT_EQ(long_form.exit_code, 0);
  EXPECT_EQ(short_form.exit_code, 0);
  EXPECT_EQ(long_form.out, "pdn (damas-pdn) " DAMAS_PDN_VERSION "\n");
  EXPECT_EQ(short_form.out, long_form.out);
}

// Significant digits of a number written in decimal: 0.075 has 2, 0.074999999999999997 has 17,
// 1000000000000 has 1.
int significant_digits(std::string number) {
  std::erase(number, '.');
  const auto first = number.find_first_not_of('0');
  if (first == std::string::npos) return 0;
  number.erase(0, first);
  if (number.size() == 0) return 0;
  return static_cast<int>(number.find_last_not_of('0') + 1);
}

TEST(CommandLineHelp, SignificantDigitsAreCountedAsWritten) {
  EXPECT_EQ(significant_digits("0.075"), 2);
  EXPECT_EQ(significant_digits("0.074999999999999997"), 17);
  EXPECT_EQ(significant_digits("1000000000000"), 1);
  EXPECT_EQ(significant_digits("86400000"), 3);
  EXPECT_EQ(significant_digits("65536"), 5);
}

// Every number of every help is as a person writes it: none has more than 6 significant digits
// (a double printed in full, 0.074999999999999997, has 17).
TEST(CommandLineHelp, NumbersArePrintedAsWritten) {
  std::vector<std::vector<std::string>> helps = {{"--help"}, {"egtb", "build", "--help"},
                                                 {"egtb", "probe", "--help"}};
  for (const std::string& command : kCommands) helps.push_back({command, "--help"});
  const std::regex number(R"(\d+(\.\d+)?)");
  for (const auto& args : helps) {
    const PdnRun run = run_pdn(args);
    EXPECT_EQ(run.exit_code, 0) << args[0];
    for (auto it = std::sregex_iterator(run.out.begin(), run.out.end(), number);
         it != std::sregex_iterator(); ++it) {
      EXPECT_LE(significant_digits(it->str()), 6) << args[0] << " --help: " << it->str();
    }
  }
  const PdnRun annotate = run_pdn({"annotate", "--help"});
  for (const std::string shown : {"(=0.075)", "(=0.15)", "(=0.3)"}) {
    EXPECT_NE(annotate.out.find(shown), std::string::npos) << shown;
  }
}

// The default --hash of a command's help ("--hash arg (=16)").
std::string default_hash(const std::string& command) {
  const std::string help = run_pdn({command, "--help"}).out;
  std::smatch found;
  if (!std::regex_search(help, found, std::regex(R"(--hash \S+ \(=(\d+)\))"))) return "none";
  return found[1];
}

TEST(CommandLineHelp, EveryEngineCommandHasOneDefaultHashSize) {
  const std::string size = default_hash("analyse");
  EXPECT_NE(size, "none");
  for (const std::string command : {"annotate", "match", "bench"}) {
    EXPECT_EQ(default_hash(command), size) << command;
  }
  // The Hub engine declares its table size when introduced.
  const std::string hub_input = temporary_file("hub-input", "hub\nquit\n");
  const PdnRun hub = run_pdn({"hub"}, hub_input);
  EXPECT_NE(hub.out.find("param name=hash value=" + size + " "), std::string::npos) << hub.out;
}

TEST(CommandLineHelp, TheTopLevelHelpListsEveryOutputFormat) {
  const std::string help = run_pdn({"--help"}).out;
  for (const std::string format : {"pdn", "json", "csv", "positions", ".jsonl", ".tsv", "svg",
                                   "png", "pdf", "text", ".txt", "html", ".html"}) {
    EXPECT_NE(help.find(format), std::string::npos) << format;
  }
}

TEST(CommandLineMatch, WithoutEnginesTheBuiltinEnginePlaysAShallowerSearch) {
  const PdnRun run = run_pdn({"match", "--games", "2", "-q"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.starts_with("builtin vs builtin:depth=4: +")) << run.out;
  const PdnRun one = run_pdn({"match", "--engine", "builtin", "--games", "2"});
  EXPECT_EQ(one.exit_code, 2);
  EXPECT_EQ(first_line(one.err), "pdn match: give --engine twice (A then B), or not at all");
}

TEST_F(CommandLine, MatchWithRandomOpeningsPlaysEachOpeningWithBothColours) {
  const PdnRun run = run_pdn({"match", "--random-openings", "6", "--seed", "5", "--games", "4",
                              "--depth", "1", "-q", "--no-egtb", "-o", path("games.pdn")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // The first six moves of each game: games 1 and 2 share one opening, 3 and 4 another.
  std::vector<std::string> openings;
  const std::string text = read_file(path("games.pdn"));
  const std::regex opening(R"(\n\n(1\. \S+ \S+ 2\. \S+ \S+ 3\. \S+ \S+))");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), opening);
       it != std::sregex_iterator(); ++it) {
    openings.push_back((*it)[1]);
  }
  ASSERT_EQ(openings.size(), 4u) << text;
  EXPECT_EQ(openings[0], openings[1]);
  EXPECT_EQ(openings[2], openings[3]);
  EXPECT_NE(openings[0], openings[2]);
}

TEST(CommandLineMatch, RandomOpeningsAndTheirSeedAreUsageErrorsWithTheFixedOpenings) {
  PdnRun run = run_pdn({"match", "--random-openings", "6", "--opening-plies", "3"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(first_line(run.err),
            "pdn match: give --opening-plies or --random-openings, not both");
  run = run_pdn({"match", "--seed", "3"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(first_line(run.err),
            "pdn match: --seed picks the openings of --random-openings: give it too");
  run = run_pdn({"match", "--random-openings", "6", "--sprt", "0,10"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(first_line(run.err), "pdn match: --sprt with --random-openings needs --games");
}

TEST(CommandLineMatch, TooManyGamesSaysWhichOpeningsGiveMore) {
  // 49 openings of two plies, 302 of three, 1469 of four (the perft counts), each played twice.
  PdnRun run = run_pdn({"match", "--games", "100"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(first_line(run.err),
            "pdn match: --games 100 is more than the 98 games of the 49 openings of "
            "--opening-plies 2: --opening-plies 3 gives 302 openings, up to 604 games");
  run = run_pdn({"match", "--games", "700", "--opening-plies", "2"});
  EXPECT_EQ(first_line(run.err),
            "pdn match: --games 700 is more than the 98 games of the 49 openings of "
            "--opening-plies 2: --opening-plies 4 gives 1469 openings, up to 2938 games");
  run = run_pdn({"match", "--games", "605", "--opening-plies", "3"});
  EXPECT_EQ(first_line(run.err),
            "pdn match: --games 605 is more than the 604 games of the 302 openings of "
            "--opening-plies 3: --opening-plies 4 gives 1469 openings, up to 2938 games");
}

// A pseudo-terminal for standard input: what a person typing `pdn validate` alone gives it.
class Terminal {
 public:
  Terminal() {
    master_ = posix_openpt(O_RDWR | O_NOCTTY);
    if (master_ >= 0 && grantpt(master_) == 0 && unlockpt(master_) == 0) {
      slave_path_ = ptsname(master_);
    }
  }
  ~Terminal() {
    if (master_ >= 0) close(master_);
  }
  const std::string& path() const { return slave_path_; }
  // Types `text` (Ctrl-D ends the input).
  bool type(const std::string& text) const {
    return write(master_, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  }

 private:
  int master_ = -1;
  std::string slave_path_;
};

TEST_F(CommandLine, ValidateSaysItReadsATerminal) {
  const Terminal terminal;
  ASSERT_FALSE(terminal.path().empty());
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"validate"}, std::vector<std::string>{"validate", "-"}}) {
    const Child child = start_child(DAMAS_PDN_BINARY, args, terminal.path(), path("out"),
                                    path("err"));
    ASSERT_TRUE(terminal.type("\x04"));  // at once: an empty input
    const ChildRun run = wait_child(child, 30);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(read_file(path("err")),
              "pdn validate: reading games from standard input (the terminal): type or paste "
              "them and end with Ctrl-D, or name the files: pdn validate FILE...\n");
  }
  // Not a terminal: nothing said.
  const PdnRun piped = run_pdn({"validate", "-q"}, input_);
  EXPECT_EQ(piped.exit_code, 0);
  EXPECT_EQ(piped.err, "");
}

}  // namespace
}  // namespace damas::test
