// The real-world corpus (../shared/corpus/real, see its SOURCES.md): every file is read without
// a crash and every record accounted for, every game survives a round trip through the writer
// and through JSON, and strict mode sorts the FMJD test set as its author did.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/pdn30_form.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/writer.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

namespace fs = std::filesystem;
using testing::corpus_dir;
using testing::pdn_files;

#define SKIP_WITHOUT_CORPUS()                                                         \
  if (corpus_dir().empty()) {                                                         \
    GTEST_SKIP() << "corpus not found at " DAMAS_CORPUS_DIR " (it lives beside the "   \
                    "repository, in shared/corpus/real)";                              \
  }

struct Expected {
  const char* path;   // relative to the corpus
  int records;        // SOURCES.md's count, -1 where it gives none for the file
  int games;          // games the reader reports (errors included)
  int errors;         // games reported with an error
  const char* why;    // where `games` differs from `records`, or errors are expected
};

// Errors are real defects of the files; each is named where it is expected.
constexpr Expected kExpected[] = {
    {"brunogui-dames/1er_Open_International_Allinges_2007.pdn", 45, 45, 0, ""},
    {"brunogui-dames/29eme_Open_d_Avignon_2014.pdn", 97, 97, 0, ""},
    {"brunogui-dames/2eme_Open_national_du_Leman.pdn", 147, 147, 0, ""},
    {"brunogui-dames/48th_Polish_Team_Championship.pdn", 81, 84, 2,
     "81 [Event] headers plus one game whose header was lost (line 146: `[Empty]` then moves, no "
     "terminator); errors: a stray '[' line (88) and `[[Event` (174), each a record of its own, "
     "the game after it read whole"},
    {"brunogui-dames/4th_African_BLITZ_Championship_OUAGA_ZIIRI_2024.pdn", 49, 48, 0, 
     "the file has 48 tag sections (48 [Site] tags, 48 event tags of which two spelled `&#x00c9;v&#x00e9;nement`); SOURCES.md's 49 is not reproduced"},
    {"brunogui-dames/Brigitte.pdn", -1, 1, 0, ""},
    {"brunogui-dames/BrunoOuverture.pdn", -1, 1, 0, ""},
    {"brunogui-dames/BrunoVsScan31.pdn", -1, 11, 0, ""},
    {"brunogui-dames/Championnat_de_France_2021.pdn", 58, 58, 0, ""},
    {"brunogui-dames/ChapionnatSurinam2025.pdn", 98, 99, 1, 
     "line 212 lost its '[': `Event \"...\"]`, an error of its own (text before a game: one record "
     "more); the game is read from its next tag, without its Event"},
    {"brunogui-dames/FEN18_22.fen", -1, 1, 0, ""},
    {"brunogui-dames/FEN30_43.fen", -1, 1, 0, ""},
    {"brunogui-dames/FEN37_42.fen", -1, 1, 0, ""},
    {"brunogui-dames/FENCoupRoyal_27_22.fen", -1, 1, 0, ""},
    {"brunogui-dames/FENCoupturc.fen", -1, 1, 0, ""},
    {"brunogui-dames/FENTest_40_34.fen", -1, 1, 0, ""},
    {"brunogui-dames/Match_Samb-Buggy2.pdn", 6, 6, 0, ""},
    {"brunogui-dames/Mini.pdn", -1, 6, 0, ""},
    {"brunogui-dames/Moby_vs_Programs.pdn", -1, 9, 0, ""},
    {"brunogui-dames/Montpellier_Open_Serie_A.pdn", 56, 56, 0, ""},
    {"brunogui-dames/Montpellier_Open_Serie_B.pdn", -1, 49, 0, ""},
    {"brunogui-dames/Partie_avec_FEN1.pdn", -1, 4, 0, ""},
    {"brunogui-dames/Sijbrands_vs_Andreiko.pdn", 20, 20, 0, ""},
    {"brunogui-dames/TOURNOI_DES_CHAMPION_REGIONAUX.pdn", 12, 12, 0, ""},
    {"brunogui-dames/TestBruno.fen", -1, 1, 0, ""},
    {"brunogui-dames/Van_der_Wal_vs_Wiersma.pdn", 20, 20, 0, ""},
    {"brunogui-dames/World_Title_Match_Women_2024.pdn", 2, 2, 0, ""},
    {"brunogui-dames/test.pdn", -1, 2, 0, ""},
    {"checkerboard/11_man_english.pdn", 2400, 2400, 0, ""},
    {"checkerboard/11_man_italian.pdn", 2400, 2400, 0, ""},
    {"checkerboard/tinsley.pdn", 724, 724, 0,
     "two moves glued to text (`8-11Redoversteppedthetimecontrolonthismove.`) are read as moves "
     "that cannot be read: the replay stops there"},
    {"games-checkers/british/British_Computer_Championship_2002.pdn", 16, 16, 0, ""},
    {"games-checkers/british/test.pdn", 1, 1, 0, ""},
    {"games-checkers/internt/Cannes_Open_Tournament_2002.pdn", 50, 50, 0, ""},
    {"games-checkers/internt/az2000.pdn", 29, 29, 0, ""},
    {"games-checkers/internt/candidate95.pdn", 8, 8, 0, ""},
    {"games-checkers/internt/dutch96h.pdn", 194, 194, 0, ""},
    {"games-checkers/internt/nk2003-amsterdam.pdn", 91, 91, 0, ""},
    {"games-checkers/internt/prof2.pdn", 16, 16, 0,
     "the move number typo `9n` (line 73) is kept as a comment, with a warning"},
    {"games-checkers/internt/wk2003.pdn", 190, 190, 0, ""},
    {"games-checkers/italian/40champ-1996.pdn", 302, 302, 0, ""},
    {"games-checkers/italian/ci98-fero.pdn", 17, 17, 0, ""},
    {"games-checkers/italian/ci98-perani.pdn", 19, 19, 0, ""},
    {"games-checkers/italian/partite.pdn", 219, 219, 0, ""},
    {"games-checkers/pool/3_vs_1_King_Theory.phn", 1, 1, 0, ""},
    {"games-checkers/russian/First_Computers_Match_Moscow_1998.pdn", 6, 6, 0, ""},
    {"games-checkers/russian/World_Championship_1998.pdn", 460, 460, 9, 
     "nine `[Round \"11.1]` tags with no closing quote"},
    {"games-checkers/russian/abatsiev.pdn", 198, 198, 0, ""},
    {"games-checkers/russian/test.pdn", 3, 3, 0, ""},
    {"py-draughts-lidraughts/american.pdn", 30, 30, 0, ""},
    {"py-draughts-lidraughts/antidraughts.pdn", 25, 25, 0, ""},
    {"py-draughts-lidraughts/brazilian.pdn", 25, 25, 0, ""},
    {"py-draughts-lidraughts/breakthrough.pdn", 25, 25, 0, ""},
    {"py-draughts-lidraughts/frysk.pdn", 25, 25, 0, ""},
    {"shashkispark/example.pdn", -1, 1, 0, ""},
    {"shashkispark/example_multivariants1.pdn", -1, 1, 1, "a hand-made fixture: variations before the first move"},
    {"shashkispark/example_multivariants2.pdn", -1, 1, 1, "a hand-made fixture: variations before the first move"},
    {"shashkispark/example_multivariants3.pdn", -1, 1, 1, "a hand-made fixture: variations before the first move"},
    {"shashkispark/fork_1.pdn", -1, 1, 0, ""},
    {"shashkispark/fork_1_3.pdn", -1, 1, 0, ""},
    {"shashkispark/fork_inter_1.pdn", -1, 1, 0, ""},
    {"shashkispark/fork_inter_1_3.pdn", -1, 1, 0, ""},
    {"shashkispark/generated_here_1.pdn", -1, 1, 0, ""},
    {"shashkispark/notation2.pdn", -1, 1, 0, ""},
    {"shashkispark/notation_comment.pdn", -1, 1, 0, ""},
    {"shashkispark/notation_error1.pdn", -1, 1, 0, ""},
    {"shashkispark/notation_simple.pdn", -1, 1, 0, ""},
    {"shashkispark/notation_strength.pdn", -1, 1, 0, ""},
    {"shashkispark/notation_undo1.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_undo2.pdn", -1, 1, 0, ""},
    {"shashkispark/notation_undo3.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant.pdn", -1, 1, 0, ""},
    {"shashkispark/notation_variant1.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant_nested.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant_with_forward_move1.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant_with_forward_move2.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant_with_one_drive_and_one_move.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant_with_one_drive_and_two_move.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant_with_one_move.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/notation_variant_with_two_move.pdn", -1, 3, 1, "a hand-made fixture: the numbers `3` and `1` on lines before the game"},
    {"shashkispark/parse_simple.pdn", -1, 1, 0, ""},
    {"wiegerw-pdn/fail/40Camp.DamaInternazionaleAssoluto.pdn", 45, 45, 0, ""},
    {"wiegerw-pdn/fail/Cat.A1.pdn", 35, 35, 0,
     "a stray dot, `8-3 . 1-0` (line 405), is kept as a comment, with a warning"},
    {"wiegerw-pdn/fail/Cat.C1.pdn", 45, 46, 0, 
     "text after the last game, `36x27 1-0` (line 611), reads as one more game with no tags"},
    {"wiegerw-pdn/fail/abatsiev.pdn", 56, 56, 0, ""},
    {"wiegerw-pdn/fail/delfts.pdn", 2, 2, 0, ""},
    {"wiegerw-pdn/fail/mrdrcd07.pdn", 72, 72, 0, ""},
    {"wiegerw-pdn/fail/mrdrcd08.pdn", 40, 40, 0, ""},
    {"wiegerw-pdn/fail/nested_comment.pdn", 1, 1, 0,
     "comments do not nest: the text after the first '}' and the second '}' are kept as a "
     "comment, with a warning"},
    {"wiegerw-pdn/succeed/090417ronde12.pdn", 7, 7, 0, ""},
    {"wiegerw-pdn/succeed/Campionato_Assoluto_2005.pdn", 53, 53, 0, ""},
    {"wiegerw-pdn/succeed/Cat.B1.pdn", 37, 37, 0, ""},
    {"wiegerw-pdn/succeed/Cat.D1.pdn", 19, 19, 0, ""},
    {"wiegerw-pdn/succeed/DUTCH96H.pdn", 13, 13, 0, ""},
    {"wiegerw-pdn/succeed/OCA_2.0.pdn", 43, 43, 0, ""},
    {"wiegerw-pdn/succeed/PROF2.pdn", 16, 16, 0, ""},
    {"wiegerw-pdn/succeed/PWCP_2.pdn", 51, 51, 0, ""},
    {"wiegerw-pdn/succeed/PWCP_2a.pdn", 59, 59, 0, ""},
    {"wiegerw-pdn/succeed/Principles_of_Strategy.pdn", 16, 16, 0, ""},
    {"wiegerw-pdn/succeed/Tricks_traps_and_shots.pdn", 91, 91, 0, ""},
    {"wiegerw-pdn/succeed/alphanumeric.pdn", 1, 1, 0, ""},
    {"wiegerw-pdn/succeed/beginner.pdn", 58, 58, 0, ""},
    {"wiegerw-pdn/succeed/borderclassics.pdn", 183, 183, 0, ""},
    {"wiegerw-pdn/succeed/bridges.pdn", 267, 267, 0, ""},
    {"wiegerw-pdn/succeed/candidate95.pdn", 8, 8, 0, ""},
    {"wiegerw-pdn/succeed/fen.pdn", 3, 3, 0, ""},
    {"wiegerw-pdn/succeed/gameterminator.pdn", -1, 1, 0, ""},
    {"wiegerw-pdn/succeed/gem.pdn", 162, 162, 0, ""},
    {"wiegerw-pdn/succeed/goulds.pdn", 262, 262, 0, ""},
    {"wiegerw-pdn/succeed/inferno.pdn", 68, 68, 0, ""},
    {"wiegerw-pdn/succeed/kurnik.pdn", 4, 4, 0, ""},
    {"wiegerw-pdn/succeed/linecomment.pdn", -1, 1, 0, ""},
    {"wiegerw-pdn/succeed/lpc.pdn", 100, 100, 0, ""},
    {"wiegerw-pdn/succeed/movestrength.pdn", -1, 1, 0, ""},
    {"wiegerw-pdn/succeed/mrcd2000kval.pdn", 40, 40, 0, ""},
    {"wiegerw-pdn/succeed/mrcd2006.pdn", 44, 44, 0, ""},
    {"wiegerw-pdn/succeed/mrcd2007.pdn", 102, 102, 0, ""},
    {"wiegerw-pdn/succeed/nk2003-amsterdam.pdn", 33, 33, 0, ""},
    {"wiegerw-pdn/succeed/nk_ronde_01.pdn", 7, 7, 0, ""},
    {"wiegerw-pdn/succeed/nk_ronde_02.pdn", 7, 7, 0, ""},
    {"wiegerw-pdn/succeed/rk_ronde_12.pdn", 7, 7, 0, ""},
    {"wiegerw-pdn/succeed/schildpad.pdn", 34, 34, 0, ""},
    {"wiegerw-pdn/succeed/string.pdn", -1, 1, 0, ""},
    {"wiegerw-pdn/succeed/unicode.pdn", -1, 1, 0, ""},
    {"wiegerw-pdn/succeed/ussr1947.pdn", 153, 153, 0, ""},
    {"wiegerw-pdn/succeed/variation.pdn", -1, 1, 0, ""},
    {"wiegerw-pdn/succeed/windragon.pdn", 1, 1, 0, ""},
    {"wiegerw-pdn/succeed/wk2003.pdn", 23, 23, 0, ""},
};

const Expected* expected_for(const std::string& path) {
  for (const Expected& e : kExpected) {
    if (path == e.path) return &e;
  }
  return nullptr;
}

struct FileRead {
  std::vector<Game> games;
  std::vector<ReadError> errors;
  ReadSummary summary;
};

FileRead read_whole(const fs::path& path, Dialect dialect = Dialect::liberal) {
  FileRead read;
  GameBuilder builder([&](Game&& game) { read.games.push_back(std::move(game)); },
                      [&](const ReadError& error) { read.errors.push_back(error); }, path.string());
  read.summary = read_file(path, builder, {dialect});
  return read;
}

TEST(Corpus, EveryFileIsReadAndEveryRecordAccountedFor) {
  SKIP_WITHOUT_CORPUS();
  const auto files = pdn_files(corpus_dir());
  EXPECT_EQ(files.size(), std::size(kExpected));
  for (const fs::path& path : files) {
    const std::string name = fs::relative(path, corpus_dir()).generic_string();
    SCOPED_TRACE(name);
    const Expected* expected = expected_for(name);
    ASSERT_NE(expected, nullptr) << "a new corpus file: add it to kExpected";
    const FileRead read = read_whole(path);
    EXPECT_EQ(read.summary.games, static_cast<std::size_t>(expected->games));
    EXPECT_EQ(read.errors.size(), static_cast<std::size_t>(expected->errors));
    EXPECT_EQ(read.games.size() + read.errors.size(), read.summary.games)
        << "every game is either built or reported";
    if (expected->records >= 0 && expected->records != expected->games) {
      EXPECT_STRNE(expected->why, "") << "explain why the count differs from SOURCES.md";
    }
    if (expected->errors > 0) {
      EXPECT_STRNE(expected->why, "") << "explain the expected errors";
    }
  }
}

// What the writer writes, both readers read back as the same game: the liberal one and the
// strict one (PDN 3.0), what PDN 3.0 cannot hold being written in its nearest form
// (pdn30_form.hpp; record_difference compares the game in that form).
TEST(Corpus, RoundTripThroughTheWriterAndJsonKeepsEveryGame) {
  SKIP_WITHOUT_CORPUS();
  std::size_t games = 0;
  std::size_t rewritten = 0;  // games not in PDN 3.0 form as read
  for (const fs::path& path : pdn_files(corpus_dir())) {
    SCOPED_TRACE(path.string());
    for (const Game& game : read_whole(path).games) {
      SCOPED_TRACE("game " + std::to_string(game.number));
      const std::string text = write_game(game);
      for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
        std::vector<ReadError> errors;
        const std::vector<Game> reread = read_games(text, &errors, {.dialect = dialect});
        ASSERT_TRUE(errors.empty()) << errors.front().to_string() << "\n" << text;
        ASSERT_EQ(reread.size(), 1u) << text;
        ASSERT_EQ(testing::record_difference(game, reread.front()), "") << text;
        // Writing is idempotent: the canonical text is a fixed point.
        ASSERT_EQ(write_game(reread.front()), text);
      }
      Game in_pdn30_form = game;
      if (!to_pdn30_form(in_pdn30_form).empty()) ++rewritten;

      const Game from_json = game_from_json(to_json(game));
      ASSERT_EQ(from_json, game) << to_json(game);
      ASSERT_EQ(write_game(from_json), text);
      ++games;
    }
  }
  EXPECT_GT(games, 5000u);
  // The corpus has such games: tag names such as `a` or `&#x00c9;v&#x00e9;nement`, unknown
  // moves `-`, Russian short notation `gf4`, comments in parentheses holding '}'.
  EXPECT_GT(rewritten, 100u);
}

// The FMJD's files were sorted by whether their PDN 3.0 grammar accepts them. Every "succeed"
// file reads without error in strict mode, and every "fail" file has at least one error; why
// each fails is checked too, so that a file does not pass or fail by accident. The snippets
// (alphanumeric, fen, string, ...) are complete enough PDN to be read as games, so none needs
// an exception.
TEST(Corpus, StrictModeSortsTheFmjdTestSet) {
  SKIP_WITHOUT_CORPUS();
  const fs::path set = corpus_dir() / "wiegerw-pdn";
  for (const fs::path& path : pdn_files(set / "succeed")) {
    SCOPED_TRACE(path.string());
    const FileRead read = read_whole(path, Dialect::strict);
    EXPECT_TRUE(read.errors.empty()) << read.errors.front().to_string();
  }
  const std::pair<const char*, const char*> kFailures[] = {
      // a game without terminator followed by the next game's tags
      {"40Camp.DamaInternazionaleAssoluto.pdn", "game terminator, found the next tag"},
      {"Cat.A1.pdn", "found '.'"},        // "8-3 . 1-0": a stray dot
      {"Cat.C1.pdn", "expected a move, found the next tag"},  // missing terminator
      {"abatsiev.pdn", "found '-'"},      // "1. - -": unknown moves
      {"delfts.pdn", "found '06-11'"},    // leading zeros
      {"mrdrcd07.pdn", "found '0-2'"},    // "1. 0-2": a move number and no move
      {"mrdrcd08.pdn", "found '1-0'"},
      {"nested_comment.pdn", "found '}'"},
  };
  for (const auto& [file, reason] : kFailures) {
    SCOPED_TRACE(file);
    const FileRead read = read_whole(set / "fail" / file, Dialect::strict);
    ASSERT_FALSE(read.errors.empty());
    EXPECT_NE(read.errors.front().message.find(reason), std::string::npos)
        << read.errors.front().to_string();
  }
  EXPECT_EQ(pdn_files(set / "fail").size(), std::size(kFailures));
}

}  // namespace
}  // namespace damas::pdn
