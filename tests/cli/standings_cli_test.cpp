// End-to-end tests of `pdn standings`: the sample tournament's standings (worked out by hand
// from its results: see scripts/make-sample-tournament.py), every format, the options and their
// errors, exit codes, standard input.
#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "../occurrences.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

const std::string kSample = std::string(DAMAS_SAMPLES_DIR) + "/torneio-clube.pdn";

// Two events; in "Clube", Ana's name spelt two ways, a game without a result and one whose
// Result tag and terminator disagree.
const char* const kTwoEvents =
    "[Event \"Clube\"]\n[Round \"1\"]\n[White \"Ana Silva\"]\n[Black \"Rui\"]\n[Result "
    "\"1-0\"]\n\n1. 11-15 1-0\n\n"
    "[Event \"Aberto\"]\n[White \"Eva\"]\n[Black \"Rui\"]\n[Result \"0-1\"]\n\n1. 11-15 0-1\n\n"
    "[Event \"Clube\"]\n[Round \"2\"]\n[White \"Rui\"]\n[Black \"Silva, A.\"]\n[Result "
    "\"1/2-1/2\"]\n\n1. 11-15 1/2-1/2\n\n"
    "[Event \"Clube\"]\n[Round \"3\"]\n[White \"Rui\"]\n[Black \"Eva\"]\n[Result \"*\"]\n\n1. "
    "11-15 *\n\n"
    "[Event \"Clube\"]\n[Round \"3\"]\n[White \"Eva\"]\n[Black \"Ana Silva\"]\n[Result "
    "\"1-0\"]\n\n1. 11-15 0-1\n";

class Standings : public CliTest {};

TEST_F(Standings, SampleTournamentText) {
  const CommandResult r = run("standings " + kSample);
  EXPECT_EQ(r.exit_code, 0);
  const std::vector<std::string> lines = r.lines();
  ASSERT_GE(lines.size(), 8U) << r.out;
  EXPECT_EQ(lines[0], "Torneio do Clube 2026: 15 games counted; points: win 2, draw 1, loss 0; "
                      "tie-breaks: direct, sonneborn-berger, wins");
  EXPECT_EQ(lines[1], "Rank  Player         Points  Games  W  D  L  Direct   S-B  Wins");
  EXPECT_EQ(lines[2], "1     Rui Carvalho        7      5  2  3  0       1  16.5     2");
  EXPECT_EQ(lines[3], "2     Marta Sousa         7      5  3  1  1       1  14.5     3");
  EXPECT_EQ(lines[4], "3     Joana Pereira       5      5  2  1  2       2   9.5     2");
  EXPECT_EQ(lines[5], "4     Tiago Almeida       5      5  2  1  2       0  11.5     2");
  EXPECT_EQ(lines[6], "5-6   Inês Ribeiro        3      5  0  3  2       1   7.5     0");
  EXPECT_EQ(lines[7], "5-6   Nuno Faria          3      5  0  3  2       1   7.5     0");
  // Rui beat Joana in game 1 (round 1) and drew Marta in game 11 (round 4).
  EXPECT_NE(r.out.find("1  Rui Carvalho       x  1 #11   2 #1"), std::string::npos) << r.out;
}

TEST_F(Standings, SampleHtmlLinksToEveryGamePage) {
  const std::string site = (dir_ / "site").string();
  std::filesystem::create_directories(site);
  const CommandResult r =
      run("standings " + kSample + " --game-pages . -o " + site + "/standings.html");
  EXPECT_EQ(r.exit_code, 0);
  const std::string html = read_file(site + "/standings.html");
  ASSERT_NE(html.find("</html>"), std::string::npos);
  for (int game = 1; game <= 15; ++game) {
    // From the winner's (or one drawer's) row and from the other's.
    EXPECT_EQ(occurrences(html, "href=\"./game-" + std::to_string(game) + ".html\""), 2U) << game;
  }
  EXPECT_EQ(occurrences(html, "href="), 30U);
  EXPECT_NE(html.find("Inês Ribeiro"), std::string::npos);
  EXPECT_NE(html.find("<td class=\"number\">5-6</td>"), std::string::npos);
}

TEST_F(Standings, JsonOfTheSample) {
  const CommandResult r = run("standings --format json --points 1,0.5,0 " + kSample);
  EXPECT_EQ(r.exit_code, 0);
  const nlohmann::json json = nlohmann::json::parse(r.out);
  ASSERT_EQ(json["events"].size(), 1U);
  const nlohmann::json& event = json["events"][0];
  EXPECT_EQ(event["games_counted"], 15);
  EXPECT_EQ(event["points"]["draw"], 0.5);
  const nlohmann::json& first = event["standings"][0];
  EXPECT_EQ(first["player"], "Rui Carvalho");
  EXPECT_EQ(first["points"], 3.5);
  // Sonneborn-Berger in the points of the scale: beat 2.5 and 2.5, drew 3.5, 1.5, 1.5 / 2.
  EXPECT_EQ(first["tiebreaks"]["sonneborn-berger"], 8.25);
  EXPECT_EQ(event["standings"][5]["rank"], 5);
  EXPECT_EQ(event["standings"][5]["rank_last"], 6);
  EXPECT_EQ(event["crosstable"][0]["games"].size(), 5U);
  EXPECT_TRUE(event["listed"].empty());
}

TEST_F(Standings, CsvRowsAndFormatFromTheExtension) {
  const std::string out = (dir_ / "t.csv").string();
  EXPECT_EQ(run("standings " + kSample + " -o " + out).exit_code, 0);
  const std::string csv = read_file(out);
  EXPECT_EQ(csv.substr(0, csv.find('\n') + 1),
            "event,rank,rank_last,player,points,games,wins,draws,losses,direct,sonneborn-berger,"
            "wins-tiebreak,"
            "1,2,3,4,5,6\r\n");
  EXPECT_NE(csv.find("Torneio do Clube 2026,5,6,Nuno Faria,3,5,0,3,2,1,7.5,0,1,0,0,1,1,\r\n"),
            std::string::npos)
      << csv;
  EXPECT_EQ(run("standings --format json -o " + out + " " + kSample).exit_code, 2);
}

// Names a spreadsheet would compute (CSV injection) are shown, with a leading apostrophe.
TEST_F(Standings, CsvNamesThatReadAsFormulasAreShownNotComputed) {
  const std::string games = write("inj.pdn",
                                  "[Event \"=1+1\"]\n[White \"@SUM(A1)\"]\n[Black "
                                  "\"-Ana\"]\n[Result \"1-0\"]\n\n1. 11-15 1-0\n");
  const CommandResult r = run("standings --format csv " + games);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("\r\n'=1+1,1,1,'@SUM(A1),2,"), std::string::npos) << r.out;  // a win: 2
  EXPECT_NE(r.out.find("\r\n'=1+1,2,2,'-Ana,0,"), std::string::npos) << r.out;
}

// A Result tag is read as the game's terminator is, printed forms included: "½-½" and
// "empate" are draws, "GB" a win for White, though each game ends with "*". One it cannot read
// (an en dash) is named, with the forms it can, not taken for "*".
TEST_F(Standings, ResultTagsReadAsTerminatorsAre) {
  const auto tagged = [](const char* white, const char* black, const char* result) {
    return std::string("[Event \"E\"]\n[White \"") + white + "\"]\n[Black \"" + black +
           "\"]\n[Result \"" + result + "\"]\n\n1. 11-15 *\n\n";
  };
  const std::string games =
      write("r.pdn", tagged("Ana", "Rui", "\xC2\xBD-\xC2\xBD") + tagged("Rui", "Eva", "empate") +
                         tagged("Eva", "Ana", "GB") +
                         tagged("Ana", "Eva",
                                "1\xE2\x80\x93"
                                "0"));
  const CommandResult r = run("standings " + games, true);
  EXPECT_EQ(r.exit_code, 1);
  // Three games counted: Eva beat Ana (2) and drew Rui (1); Rui drew twice (2); Ana drew Rui
  // (1) and lost to Eva.
  EXPECT_NE(r.out.find("E: 3 games counted;"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n1     Eva          3      2  1  1  0"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n2     Rui          2      2  0  2  0"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n3     Ana          1      2  0  1  1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Ana - Eva: the Result tag \"1\xE2\x80\x93"
                       "0\" is no result (1-0, 0-1, "
                       "1/2-1/2, 2-0, 0-2, 1-1, these with ':' for '-' as 1:0, \xC2\xBD-\xC2\xBD, "
                       "GB, GN, EMP, empate, a result in brackets as [1:0], 0-0 or *)"),
            std::string::npos)
      << r.out;
}

TEST_F(Standings, StandardInput) {
  const CommandResult file = run("standings " + kSample);
  const CommandResult piped = run("standings - < " + kSample);
  EXPECT_EQ(piped.exit_code, 0);
  EXPECT_EQ(piped.out, file.out);
  EXPECT_EQ(run("standings < " + kSample).out, file.out);
}

TEST_F(Standings, NoGamesIsSaid) {
  const CommandResult r = run("standings " + write("empty.pdn", "\n"), true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "pdn standings: no games in the inputs\n");
}

TEST_F(Standings, GamesListedAndExitCodeOne) {
  const std::string games = write("t.pdn", kTwoEvents);
  const CommandResult r = run("standings --event Clube " + games);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.find("Aberto"), std::string::npos);
  EXPECT_NE(r.out.find("Clube: 3 games counted"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  game 4 (" + games + ":24), round 3, Rui - Eva: the result is *"),
            std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  game 5 (" + games + ":32), round 3, Eva - Ana Silva: the Result tag "
                       "says 1-0 but the game ends with 0-1: 1-0 counted"),
            std::string::npos) << r.out;
}

// The same games given twice (the same file twice) are counted once: the sample's table as
// worked out by hand, its 15 games once, and the 15 repeats (games 16 to 30) listed: exit code 1.
TEST_F(Standings, GamesGivenTwiceAreCountedOnce) {
  const CommandResult r = run("standings " + kSample + " " + kSample);
  EXPECT_EQ(r.exit_code, 1);
  const std::vector<std::string> lines = r.lines();
  ASSERT_GE(lines.size(), 8U) << r.out;
  EXPECT_EQ(lines[0].substr(0, lines[0].find(';')), "Torneio do Clube 2026: 15 games counted");
  EXPECT_EQ(lines[2], "1     Rui Carvalho        7      5  2  3  0       1  16.5     2");
  EXPECT_EQ(lines[7], "5-6   Nuno Faria          3      5  0  3  2       1   7.5     0");
  // The sample's first game starts at its line 1, with the file's comment.
  EXPECT_NE(r.out.find("\n  game 16 (" + kSample +
                       ":1), round 1, Rui Carvalho - Joana Pereira: "
                       "the same game as game 1 (round, players, colours, result and moves): "
                       "counted once\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(occurrences(r.out, "counted once"), 15U);
  const nlohmann::json json =
      nlohmann::json::parse(run("standings --format json " + kSample + " " + kSample).out);
  const nlohmann::json& listed = json["events"][0]["listed"];
  ASSERT_EQ(listed.size(), 15U);
  EXPECT_EQ(listed[0]["note"], "repeated");
  EXPECT_EQ(listed[0]["counted"], nullptr);
}

// A bye, recorded with "BYE", "-" or "bye" as the opponent, is no game: no phantom player, no
// points, no Buchholz term; it is listed. Round 1: A beat B, C's bye; round 2: A drew C, B's
// bye; round 3: C beat B, A's bye. A and C have 3 points, B 0; Buchholz: A's opponents B and C
// total 0 + 3, C's A and B 3 + 0, B's A and C 3 + 3.
TEST_F(Standings, ByesAreNoGames) {
  const auto game = [](int round, const char* white, const char* black, const char* result) {
    return "[Event \"E\"]\n[Round \"" + std::to_string(round) + "\"]\n[White \"" + white +
           "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n\n" + result + "\n\n";
  };
  const std::string games =
      write("byes.pdn", game(1, "A", "B", "1-0") + game(1, "C", "BYE", "1-0") +
                            game(2, "A", "C", "1/2-1/2") + game(2, "-", "B", "0-1") +
                            game(3, "B", "C", "0-1") + game(3, "A", "bye", "1-0"));
  // Byes are listed, but recorded as the event was played: exit code 0.
  const CommandResult r = run("standings --format json --tiebreak buchholz " + games);
  EXPECT_EQ(r.exit_code, 0);
  const nlohmann::json event = nlohmann::json::parse(r.out)["events"][0];
  EXPECT_EQ(event["games_counted"], 3);
  const nlohmann::json& standings = event["standings"];
  ASSERT_EQ(standings.size(), 3U) << r.out;
  const auto expect = [&](std::size_t at, const char* player, int points, int buchholz) {
    EXPECT_EQ(standings[at]["player"], player);
    EXPECT_EQ(standings[at]["points"], points);
    EXPECT_EQ(standings[at]["games"], 2);
    EXPECT_EQ(standings[at]["tiebreaks"]["buchholz"], buchholz);
  };
  expect(0, "A", 3, 3);
  expect(1, "C", 3, 3);
  expect(2, "B", 0, 6);
  EXPECT_EQ(standings[0]["rank_last"], 2);
  const nlohmann::json& listed = event["listed"];
  ASSERT_EQ(listed.size(), 3U);
  EXPECT_EQ(listed[0]["note"], "bye");
  EXPECT_EQ(listed[0]["detail"], "a bye for C: not counted");
  EXPECT_EQ(listed[1]["detail"], "a bye for B: not counted");
  EXPECT_EQ(listed[2]["counted"], nullptr);
}

TEST_F(Standings, EventsInOrderAndUnknownEvent) {
  const std::string games = write("t.pdn", kTwoEvents);
  const CommandResult all = run("standings --format json " + games);
  const nlohmann::json json = nlohmann::json::parse(all.out);
  ASSERT_EQ(json["events"].size(), 2U);
  EXPECT_EQ(json["events"][0]["event"], "Clube");
  EXPECT_EQ(json["events"][1]["event"], "Aberto");
  const CommandResult unknown = run("standings --event Torneio " + games, true);
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.out.find("no event 'Torneio' in the games (events: 'Clube', 'Aberto')"),
            std::string::npos) << unknown.out;
}

TEST_F(Standings, AliasesJoinSpellings) {
  const std::string games = write("t.pdn", kTwoEvents);
  // Without aliases "Silva, A." is a player of its own; with them, Ana has 2 games.
  const nlohmann::json plain =
      nlohmann::json::parse(run("standings --event Clube --format json " + games).out);
  EXPECT_EQ(plain["events"][0]["standings"].size(), 4U);
  const std::string aliases = write("aliases.txt", "# spellings\nSilva, A. = Ana Silva\n");
  const nlohmann::json joined = nlohmann::json::parse(
      run("standings --event Clube --format json --alias " + aliases + " " + games).out);
  const nlohmann::json& standings = joined["events"][0]["standings"];
  ASSERT_EQ(standings.size(), 3U);
  // Ana: beat Rui (2), drew Rui (1), Eva-Ana counted 1-0 (0): 3 points from 3 games.
  EXPECT_EQ(standings[0]["player"], "Ana Silva");
  EXPECT_EQ(standings[0]["points"], 3);
  EXPECT_EQ(standings[0]["games"], 3);
}

// A chain of aliases is followed to its end, whatever the order of its lines: "Silva, A." is
// "A. Silva", who is "Ana Silva", so Ana has her 3 games of "Clube" (as in AliasesJoinSpellings).
// A loop of names is refused, naming the line that closes it.
TEST_F(Standings, AliasChainsAreFollowedAndLoopsRefused) {
  const std::string games = write("t.pdn", kTwoEvents);
  for (const char* chain : {"Silva, A. = A. Silva\nA. Silva = Ana Silva\n",
                            "A. Silva = Ana Silva\nSilva, A. = A. Silva\n"}) {
    SCOPED_TRACE(chain);
    const std::string aliases = write("chain.txt", chain);
    const nlohmann::json json = nlohmann::json::parse(
        run("standings --event Clube --format json --alias " + aliases + " " + games).out);
    const nlohmann::json& standings = json["events"][0]["standings"];
    EXPECT_EQ(standings.size(), 3U) << json.dump();
    EXPECT_EQ(standings[0]["player"], "Ana Silva");
    EXPECT_EQ(standings[0]["games"], 3);
  }
  const std::string loop = write("loop.txt", "Rui = R.\n# the other way\nR. = Rui\n");
  const CommandResult r = run("standings --alias " + loop + " " + games, true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "pdn standings: " + loop + ":3: the names make a loop: 'R.' = 'Rui' = 'R.'\n");
}

// Names that differ only in spaces are one player: spaces at the ends (a no-break space, as a
// word processor leaves, among them) and a run of them inside; so are the aliases' spellings.
TEST_F(Standings, NamesDifferingInSpacesOnlyAreOnePlayer) {
  const std::string games = write(
      "t.pdn",
      "[White \"Ana  Silva\"]\n[Black \"Rui\"]\n[Result \"1-0\"]\n\n1. 11-15 1-0\n\n"
      "[White \"Rui\"]\n[Black \"\xC2\xA0" "Ana Silva\xC2\xA0\"]\n[Result \"0-1\"]\n\n1. 11-15 0-1\n\n"
      "[White \"Silva,\xC2\xA0 A.\"]\n[Black \"Rui\"]\n[Result \"1-0\"]\n\n1. 11-15 1-0\n");
  const std::string aliases = write("aliases.txt", "Silva,  A. = Ana\tSilva\n");
  const nlohmann::json json =
      nlohmann::json::parse(run("standings --format json --alias " + aliases + " " + games).out);
  const nlohmann::json& standings = json["events"][0]["standings"];
  ASSERT_EQ(standings.size(), 2U) << json.dump();
  EXPECT_EQ(standings[0]["player"], "Ana Silva");
  EXPECT_EQ(standings[0]["wins"], 3);
}

// Names that look the same are one player: an accent typed apart (as macOS writes it), an em
// space, a soft hyphen, a zero-width space and a byte order mark; so are the aliases' spellings.
// José plays five games, worked out by hand (win 2, draw 1): beats Rui (2), draws with Rui (1),
// loses to Eva (0), beats Eva (2), beats Rui as "J. Gonçalves" (2): 7 points, +3 =1 -1. Eva:
// 2 + 0 = 2 in two games; Rui: 0 + 1 + 0 = 1 in three.
TEST_F(Standings, NamesThatLookTheSameAreOnePlayer) {
  const auto with = [](const std::string& white, const std::string& black,
                       const std::string& result) {
    return "[Event \"T\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" +
           result + "\"]\n" + result + "\n\n";
  };
  const std::string jose = "Jos\u00e9 Gon\u00e7alves";  // composed, as most keyboards write it
  const std::string games =
      write("t.pdn", with(jose, "Rui", "1-0") +
                         with("Rui", "Jose\u0301 Gonc\u0327alves", "1/2-1/2") +  // accents apart
                         with("Jos\u00e9\u2003Gon\u00e7alves", "Eva", "0-1") +   // em space
                         with("Eva", "Jo\u00ads\u00e9 Gon\u200b\u00e7alves\ufeff", "0-1") +
                         with("J. Gon\u00e7alves", "Rui", "1-0"));
  const std::string aliases =
      write("aliases.txt", "J. Gonc\u0327alves = Jose\u0301\u2003Gon\u00e7alves\n");
  const CommandResult r = run("standings --format json --alias " + aliases + " " + games);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  const nlohmann::json json = nlohmann::json::parse(r.out);
  const nlohmann::json& standings = json["events"][0]["standings"];
  ASSERT_EQ(standings.size(), 3U) << json.dump();
  // Shown in the composed form: U+00E9, U+00E7.
  EXPECT_EQ(standings[0]["player"], jose);
  EXPECT_EQ(standings[0]["points"], 7);
  EXPECT_EQ(standings[0]["games"], 5);
  EXPECT_EQ(standings[0]["wins"], 3);
  EXPECT_EQ(standings[0]["draws"], 1);
  EXPECT_EQ(standings[0]["losses"], 1);
  EXPECT_EQ(standings[1]["player"], "Eva");
  EXPECT_EQ(standings[1]["points"], 2);
  EXPECT_EQ(standings[1]["games"], 2);
  EXPECT_EQ(standings[2]["player"], "Rui");
  EXPECT_EQ(standings[2]["points"], 1);
  EXPECT_EQ(standings[2]["games"], 3);
}

// Event names are spaced as players' names are: "Open  2026" and "Open 2026 " are one event,
// and --event finds it however its spaces are written.
TEST_F(Standings, EventsDifferingInSpacesOnlyAreOneEvent) {
  const std::string games =
      write("t.pdn",
            "[Event \"Open  2026\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n1-0\n\n"
            "[Event \"Open 2026 \"]\n[White \"B\"]\n[Black \"A\"]\n[Result \"1-0\"]\n1-0\n");
  const CommandResult r = run("standings --event 'Open\t 2026' " + games);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.find("Open 2026: 2 games counted; "), 0U) << r.out;
  EXPECT_EQ(occurrences(r.out, "games counted"), 1U) << r.out;
}

// Columns line up on a terminal whatever the names' scripts: a combining accent takes no column,
// a Chinese character two (the table's lines worked out by hand). The n with a diaeresis has no
// composed form in Unicode: the name keeps its combining mark.
TEST_F(Standings, TextColumnsLineUpOnATerminal) {
  const std::string games =
      write("t.pdn",
            "[Event \"T\"]\n[White \"Jon\u0308e Sa\"]\n[Black \"Ana Silva\"]\n[Result "
            "\"1-0\"]\n\n1-0\n\n"
            "[Event \"T\"]\n[White \"Ana Silva\"]\n[Black \"\xE6\x9D\x8E\xE5\x8D\x8E\"]\n[Result "
            "\"1/2-1/2\"]\n\n1/2-1/2\n");
  const std::string out = run("standings " + games).out;
  // Rank: 4 columns; Player: 9 ("Ana Silva"); Points: 6, to the right; two spaces between.
  EXPECT_NE(out.find("\nRank  Player     Points  "), std::string::npos) << out;
  EXPECT_NE(out.find("\n1     Jon\u0308e Sa" + std::string(9, ' ') + "2  "), std::string::npos)
      << out;
  EXPECT_NE(out.find("\n2-3   Ana Silva" + std::string(7, ' ') + "1  "), std::string::npos) << out;
  EXPECT_NE(out.find("\n2-3   \xE6\x9D\x8E\xE5\x8D\x8E" + std::string(12, ' ') + "1  "),
            std::string::npos)
      << out;
}

// An aliases file is decoded as PDN input is: saved with a byte order mark (a comment first), in
// Latin-1 or in UTF-16, its spellings still match the sample's tags (UTF-8: "Inês Ribeiro").
TEST_F(Standings, AliasFilesInTheEncodingsOfPdnInput) {
  const std::string latin1 = "# aliases\nRui Carvalho = Rui\nIn\xEAs Ribeiro = Ines\n";
  std::string utf16 = "\xFF\xFE";  // little-endian, each Latin-1 character a code unit
  for (const char c : latin1) utf16 += std::string{c, '\0'};
  const std::pair<std::string, std::string> files[] = {
      {"bom.txt", "\xEF\xBB\xBF# aliases\nRui Carvalho = Rui\nIn\xC3\xAAs Ribeiro = Ines\n"},
      {"latin1.txt", latin1},
      {"utf16.txt", utf16}};
  for (const auto& [name, bytes] : files) {
    SCOPED_TRACE(name);
    const CommandResult r =
        run("standings --format json --alias " + write(name, bytes) + " " + kSample);
    ASSERT_EQ(r.exit_code, 0);
    const nlohmann::json json = nlohmann::json::parse(r.out);
    std::vector<std::string> players;
    for (const auto& p : json["events"][0]["standings"]) players.push_back(p["player"]);
    EXPECT_EQ(std::count(players.begin(), players.end(), "Rui"), 1) << r.out;
    EXPECT_EQ(std::count(players.begin(), players.end(), "Ines"), 1) << r.out;
    EXPECT_EQ(players.size(), 6U);
  }
}

TEST_F(Standings, AliasFileErrors) {
  const std::string games = write("t.pdn", kTwoEvents);
  const std::string bad = write("bad.txt", "A = B\n\nSilva, A.\n");
  const CommandResult r = run("standings --alias " + bad + " " + games, true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.out.find(bad + ":3: expected 'Spelling = Name', not 'Silva, A.'"), std::string::npos)
      << r.out;
  EXPECT_EQ(run("standings --alias " + (dir_ / "none.txt").string() + " " + games).exit_code, 2);
  // A folder, or something far bigger than a list of names (read no further than the limit).
  const CommandResult folder = run("standings --alias " + dir_.string() + " " + games, true);
  EXPECT_EQ(folder.exit_code, 2);
  EXPECT_EQ(folder.out, "pdn standings: " + dir_.string() + ": Is a directory\n");
  const CommandResult endless = run("standings --alias /dev/zero " + games, true);
  EXPECT_EQ(endless.exit_code, 2);
  EXPECT_EQ(endless.out, "pdn standings: /dev/zero: more than 16 MiB: not a list of names\n");
}

// Control characters of tag values and of the aliases file reach no terminal as they are: the
// text report and the messages escape them as validate's messages do (\u001b); CSV, JSON and
// HTML have escaping of their own.
TEST_F(Standings, ControlCharactersOfTheInputsAreEscaped) {
  const std::string games =
      write("esc.pdn",
            "[Event \"E\x1b[31m\"]\n[White \"A\x1b]0;pwned\x07\"]\n[Black \"B\"]\n[Result "
            "\"*\"]\n*\n\n"
            "[Event \"E\x1b[31m\"]\n[White \"C\x07\"]\n[Black \"B\"]\n[Result \"1-0\"]\n1. "
            "11-15 1-0\n");
  const std::string listed =
      "game 1 (" + games + ":1), A\\u001b]0;pwned\\u0007 - B: the result is *\n";
  const CommandResult text = run("standings " + games);
  EXPECT_EQ(text.exit_code, 1);
  EXPECT_EQ(text.out.find_first_of("\x1b\x07"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("E\\u001b[31m: 1 game counted"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("\n1     C\\u0007       2      1"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("\n1  C\\u0007     x  2 #2\n"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("\n  " + listed), std::string::npos) << text.out;
  const CommandResult csv = run("standings --format csv " + games, true);
  EXPECT_NE(csv.out.find("pdn standings: " + listed), std::string::npos) << csv.out;
  const CommandResult event = run("standings --event foo " + games, true);
  EXPECT_NE(event.out.find("no event 'foo' in the games (events: 'E\\u001b[31m')\n"),
            std::string::npos)
      << event.out;
  const std::string aliases = write("aliases.txt", "Ana = Ana Silva\nBad\x1b[2J line\n");
  const CommandResult bad_line = run("standings --alias " + aliases + " " + games, true);
  EXPECT_NE(bad_line.out.find(aliases + ":2: expected 'Spelling = Name', not 'Bad\\u001b[2J "
                                        "line'\n"),
            std::string::npos)
      << bad_line.out;
  const std::string twice = write("twice.txt", "Ana = A\x07\nAna = Ana Silva\n");
  const CommandResult named_twice = run("standings --alias " + twice + " " + games, true);
  EXPECT_NE(named_twice.out.find(twice + ":2: 'Ana' is already 'A\\u0007'\n"), std::string::npos)
      << named_twice.out;
}

// CSV goes to standard output by default: the control characters of names and events (C0,
// DEL, C1 as U+009B, which some terminals take for an escape) are escaped as the text does.
TEST_F(Standings, CsvEscapesControlCharacters) {
  const std::string games = write("esc.pdn",
                                  "[Event \"E\x7f\"]\n[White \"Esc\x1b[31mRed\x07\"]\n"
                                  "[Black \"C\xC2\x9b"
                                  "1m\"]\n[Result \"1-0\"]\n1-0\n");
  const CommandResult csv = run("standings --format csv " + games);
  EXPECT_EQ(csv.exit_code, 0);
  EXPECT_EQ(csv.out.find_first_of("\x1b\x07\x7f"), std::string::npos) << csv.out;
  EXPECT_EQ(csv.out.find("\xC2\x9b"), std::string::npos) << csv.out;
  EXPECT_NE(csv.out.find("\r\nE\\u007f,1,1,Esc\\u001b[31mRed\\u0007,2,"), std::string::npos)
      << csv.out;
  EXPECT_NE(csv.out.find("\r\nE\\u007f,2,2,C\\u009b1m,0,"), std::string::npos) << csv.out;
}

TEST_F(Standings, AdjudicatedCountsTheBoard) {
  // White takes Black's last piece, but the record says Black won.
  const std::string games = write(
      "t.pdn", "[Event \"E\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n[SetUp \"1\"]\n"
               "[FEN \"W:W10:B14\"]\n[GameType \"28\"]\n\n1. 10x19 0-1\n");
  const nlohmann::json recorded =
      nlohmann::json::parse(run("standings --format json " + games).out);
  EXPECT_EQ(recorded["events"][0]["standings"][0]["player"], "b");
  const CommandResult r = run("standings --format json --adjudicated " + games);
  EXPECT_EQ(r.exit_code, 1);
  const nlohmann::json board = nlohmann::json::parse(r.out);
  EXPECT_EQ(board["events"][0]["standings"][0]["player"], "a");
  EXPECT_EQ(board["events"][0]["listed"][0]["note"], "disputed");
  EXPECT_EQ(board["events"][0]["listed"][0]["counted"], "1-0");
}

TEST_F(Standings, UsageErrors) {
  for (const char* args :
       {"--tiebreak wins,median", "--points 1,2,0", "--points 2,1", "--format pdf",
        "--game-pages . --format text"}) {
    EXPECT_EQ(run("standings " + kSample + " " + args).exit_code, 2) << args;
  }
  const CommandResult r = run("standings --tiebreak wins,median " + kSample, true);
  EXPECT_NE(r.out.find("unknown tie-break 'median' in --tiebreak (the tie-breaks: direct, "
                       "sonneborn-berger, buchholz, buchholz-cut1, wins, black-games)"),
            std::string::npos) << r.out;
  // A tie-break named twice would be the same column twice.
  const CommandResult twice = run("standings --tiebreak direct,wins,direct " + kSample, true);
  EXPECT_EQ(twice.exit_code, 2);
  EXPECT_EQ(twice.out.substr(0, twice.out.find('\n')),
            "pdn standings: --tiebreak names 'direct' twice");
}

// A file whose extension names no format is not taken for text (a table.pdf of text would
// be a surprise): --format is asked for, and nothing is written; standard output is text.
TEST_F(Standings, AFileWithoutAKnownExtensionNeedsFormat) {
  for (const char* name : {"standings", "table.pdf"}) {
    const std::string out = (dir_ / name).string();
    const CommandResult r = run("standings " + kSample + " -o " + out, true);
    EXPECT_EQ(r.exit_code, 2) << name;
    EXPECT_NE(r.out.find("cannot tell the format of '" + out +
                         "' from its extension: use "
                         "--format"),
              std::string::npos)
        << r.out;
    EXPECT_FALSE(fs::exists(out));
    EXPECT_EQ(run("standings " + kSample + " --format text -o " + out).exit_code, 0);
    EXPECT_EQ(read_file(out), run("standings " + kSample).out);
  }
  const CommandResult help = run("standings --help");
  EXPECT_NE(help.out.find("(.txt .csv .json .html; another needs --format), else text on "
                          "standard\noutput."),
            std::string::npos)
      << help.out;
}

TEST_F(Standings, UnreadableInputWritesNothing) {
  const std::string out = write("out.txt", "old\n");
  const CommandResult r = run("standings " + kSample + " " + (dir_ / "missing.pdn").string() +
                              " -o " + out, true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.out.find("missing.pdn"), std::string::npos);
  EXPECT_EQ(read_file(out), "old\n");
}

// The table is never written over what it is made of: an input (by a link too, or as standard
// input) or the --alias file; each is left as it was.
TEST_F(Standings, OutputOverAnInputIsRefused) {
  const std::string games = write("games.html", read_file(kSample));
  fs::create_symlink(games, dir_ / "link.html");
  const std::string link = (dir_ / "link.html").string();
  const std::string aliases = write("aliases.txt", "Ana Silva = Silva, A.\n");
  const auto refused = [&](const std::string& args, const std::string& message) {
    const CommandResult r = run("standings " + args, true);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_NE(r.out.find("pdn standings: " + message + "\n"), std::string::npos) << r.out;
  };
  const std::string replace = ": the standings would replace the games they are made of";
  refused(games + " -o " + games, "-o '" + games + "' is one of the inputs" + replace);
  refused(kSample + " " + games + " -o " + link,
          "-o '" + link + "' is one of the inputs" + replace);
  refused("-o " + link + " < " + games, "-o '" + link + "' is standard input" + replace);
  refused(kSample + " --alias " + aliases + " --format text -o " + aliases,
          "-o '" + aliases + "' is the --alias file: the standings would replace it");
  EXPECT_EQ(read_file(games), read_file(kSample));
  EXPECT_EQ(read_file(aliases), "Ana Silva = Silva, A.\n");
}

// More than four games between two players (a match) are summed up in a text crosstable cell:
// Ana won 3, drew 1 and lost 1 of their 5 games (2, 1, 0 points: 7 to 3); four games are listed.
TEST_F(Standings, AMatchsGamesAreSummedUpInTheTextCrosstable) {
  // From White's side; Ana has White in games 1, 3 and 5: she wins 1, 2 and 4, draws 3, loses 5.
  const char* const results[] = {"1-0", "0-1", "1/2-1/2", "0-1", "0-1"};
  std::string match;
  for (int i = 0; i < 5; ++i) {
    const std::string white = i % 2 == 0 ? "Ana" : "Rui";
    const std::string black = i % 2 == 0 ? "Rui" : "Ana";
    match += "[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + results[i] +
             "\"]\n\n1. 11-15 " + results[i] + "\n\n";
  }
  // The crosstable row of `player` in a text report.
  const auto row_of = [](const std::string& report, const std::string& player) {
    const std::size_t table = report.find("Crosstable");
    const std::size_t start = report.find("  " + player + " ", table);
    return start == std::string::npos ? "" : report.substr(start, report.find('\n', start) - start);
  };
  const CommandResult five = run("standings " + write("five.pdn", match));
  EXPECT_NE(row_of(five.out, "Ana").find("7 in 5 games (+3 =1 -1)"), std::string::npos) << five.out;
  EXPECT_NE(row_of(five.out, "Rui").find("3 in 5 games (+1 =1 -3)"), std::string::npos) << five.out;
  const std::string four = match.substr(0, match.rfind("[White"));
  const CommandResult listed = run("standings " + write("four.pdn", four));
  EXPECT_NE(row_of(listed.out, "Ana").find("2 #1, 2 #2, 1 #3, 2 #4"), std::string::npos)
      << listed.out;
}

// An event of more than 100 players (a database whose games share one Event) has its
// crosstable left out of the text, CSV and HTML (thousands of players made millions of cells
// and gigabytes); JSON lists every game still. 51 games between 102 players.
TEST_F(Standings, TheCrosstableOfHundredsOfPlayersIsLeftOut) {
  std::string games;
  for (int i = 0; i < 51; ++i) {
    games += "[Event \"Base\"]\n[White \"P" + std::to_string(2 * i) + "\"]\n[Black \"P" +
             std::to_string(2 * i + 1) + "\"]\n[Result \"1-0\"]\n\n1-0\n\n";
  }
  const std::string file = write("base.pdn", games);
  const std::string text = run("standings " + file).out;
  EXPECT_NE(text.find("\nCrosstable left out: 102 players (drawn for up to 100; --format json "
                      "lists every game)\n"),
            std::string::npos)
      << text.substr(0, 300);
  const std::string csv = run("standings --format csv " + file).out;
  EXPECT_EQ(csv.substr(0, csv.find('\n')),
            // RFC 4180 line ends.
            "event,rank,rank_last,player,points,games,wins,draws,losses,direct,sonneborn-berger,"
            "wins-tiebreak\r");
  // Beside a small event (the sample's 6 players), only the big one's place cells are empty.
  const std::string both = run("standings --format csv " + kSample + " " + file).out;
  EXPECT_EQ(both.substr(0, both.find('\n')),
            "event,rank,rank_last,player,points,games,wins,draws,losses,direct,sonneborn-berger,"
            "wins-tiebreak,"
            "1,2,3,4,5,6\r");
  EXPECT_NE(both.find("Torneio do Clube 2026,5,6,Nuno Faria,3,5,0,3,2,1,7.5,0,1,0,0,1,1,\r\n"),
            std::string::npos)
      << both.substr(0, 1000);
  // P1 lost to P0: no points, no tie-break values for lack of a direct encounter with the
  // other 50 losers, S-B 0, no wins; then six empty place cells.
  EXPECT_NE(both.find("\r\nBase,52,102,P1,0,1,0,0,1,,0,0,,,,,,\r\n"), std::string::npos)
      << both.substr(0, 1000);
  EXPECT_NE(run("standings --format html " + file).out.find("<p>Left out: 102 players"),
            std::string::npos);
  const nlohmann::json json = nlohmann::json::parse(run("standings --format json " + file).out);
  const nlohmann::json& crosstable = json["events"][0]["crosstable"];
  ASSERT_EQ(crosstable.size(), 102U);
  for (const nlohmann::json& row : crosstable) EXPECT_EQ(row["games"].size(), 1U) << row.dump();
}

TEST_F(Standings, TiebreakOrderGiven) {
  const CommandResult r = run("standings --tiebreak sonneborn-berger,black-games " + kSample);
  const std::vector<std::string> lines = r.lines();
  ASSERT_GE(lines.size(), 8U);
  EXPECT_EQ(lines[1], "Rank  Player         Points  Games  W  D  L   S-B  Black");
  EXPECT_EQ(lines[4], "3     Tiago Almeida       5      5  2  1  2  11.5      2");
  EXPECT_EQ(lines[6], "5     Nuno Faria          3      5  0  3  2   7.5      3");
  EXPECT_EQ(lines[7], "6     Inês Ribeiro        3      5  0  3  2   7.5      2");
}

}  // namespace
}  // namespace damas::test
