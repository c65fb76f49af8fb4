// Games as a tournament counts them: players, result (recorded, or from the board), and the
// games left out or questioned; the aliases file.
#include "damas/pdn/tournament_game.hpp"

#include <gtest/gtest.h>
#include <utf8proc.h>

#include <cstdlib>
#include <memory>
#include <random>
#include <utility>
#include <vector>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

// The one game of a PDN text, as game `number` of the inputs.
TournamentGame counted(std::string text, ResultSource results = ResultSource::record,
                       const PlayerAliases& aliases = {}) {
  const std::vector<ArchiveGame> read = testing::archive_games(std::move(text));
  EXPECT_EQ(read.size(), 1U);
  return tournament_game(read.front(), 7, results, aliases);
}

// A game with these tags around "1. 10x19" from W:W10:B14: White takes Black's last piece, so
// the board ends it 1-0.
std::string decided(const std::string& tags, const std::string& terminator) {
  return "[Event \"Clube\"]\n[Round \"2\"]\n" + tags +
         "[SetUp \"1\"]\n[FEN \"W:W10:B14\"]\n[GameType \"28\"]\n\n1. 10x19 " + terminator + "\n";
}

TEST(TournamentGame, TagsOfACountedGame) {
  const TournamentGame g =
      counted("[Event \" Clube \"]\n[Round \"3.1\"]\n[White \"Ana\"]\n[Black \" Rui\"]\n"
              "[Result \"2-0\"]\n\n1. 11-15 2-0\n");
  EXPECT_EQ(g.number, 7U);
  EXPECT_EQ(g.source, "t.pdn");
  EXPECT_EQ(g.line, 1U);
  EXPECT_EQ(g.event, "Clube");
  EXPECT_EQ(g.round, "3.1");
  EXPECT_EQ(g.white, "Ana");
  EXPECT_EQ(g.black, "Rui");
  ASSERT_TRUE(g.score);
  EXPECT_EQ(*g.score, GameScore::white_wins);  // 2-0 is the FPD's 1-0
  EXPECT_EQ(g.note, GameNote::none);
}

TEST(TournamentGame, ResultSpellings) {
  EXPECT_EQ(score_of_result("0-2"), GameScore::black_wins);
  EXPECT_EQ(score_of_result("1-1"), GameScore::draw);
  EXPECT_EQ(score_of_result("1/2-1/2"), GameScore::draw);
  EXPECT_EQ(score_of_result("1:0"), GameScore::white_wins);
  EXPECT_FALSE(score_of_result("*"));
  EXPECT_FALSE(score_of_result("0-0"));
  EXPECT_FALSE(score_of_result("won"));
}

TEST(TournamentGame, NoEventIsUnknown) {
  EXPECT_EQ(counted("[White \"a\"]\n[Black \"b\"]\n\n1. 11-15 1-0\n").event, "?");
}

TEST(TournamentGame, TerminatorWhenNoResultTag) {
  const TournamentGame g = counted("[White \"a\"]\n[Black \"b\"]\n\n1. 11-15 0-1\n");
  EXPECT_EQ(g.score, GameScore::black_wins);
  EXPECT_EQ(g.note, GameNote::none);
}

TEST(TournamentGame, MissingResultsAreLeftOut) {
  for (const char* text : {"[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. 11-15 *\n",
                           "[White \"a\"]\n[Black \"b\"]\n\n1. 11-15\n",
                           "[White \"a\"]\n[Black \"b\"]\n[Result \"0-0\"]\n\n1. 11-15 0-0\n"}) {
    const TournamentGame g = counted(text);
    EXPECT_FALSE(g.score) << text;
    EXPECT_EQ(g.note, GameNote::no_result) << text;
  }
}

TEST(TournamentGame, PlayersMissingOrTheSame) {
  const TournamentGame no_black = counted("[White \"a\"]\n[Black \"?\"]\n\n1. 11-15 1-0\n");
  EXPECT_EQ(no_black.note, GameNote::no_players);
  EXPECT_FALSE(no_black.score);
  const PlayerAliases aliases("Silva, A. = Ana Silva\n", "a.txt");
  const TournamentGame same =
      counted("[White \"Ana Silva\"]\n[Black \"Silva, A.\"]\n\n1. 11-15 1-0\n",
              ResultSource::record, aliases);
  EXPECT_EQ(same.note, GameNote::same_player);
  EXPECT_FALSE(same.score);
}

// "-" and "bye" in any case are a bye's opponent: no game against a player.
TEST(TournamentGame, AByeIsNoGame) {
  for (const char* opponent : {"-", "BYE", "Bye", "bye"}) {
    SCOPED_TRACE(opponent);
    const TournamentGame g = counted(std::string("[Round \"2\"]\n[White \"") + opponent +
                                     "\"]\n[Black \"Ana\"]\n[Result \"0-1\"]\n\n0-1\n");
    EXPECT_EQ(g.note, GameNote::bye);
    EXPECT_FALSE(g.score);
    EXPECT_EQ(g.detail, "a bye for Ana: not counted");
  }
  // A name holding the letters is a player.
  const TournamentGame byers = counted("[White \"Byers\"]\n[Black \"Ana\"]\n\n1. 11-15 0-1\n");
  EXPECT_EQ(byers.note, GameNote::none);
  EXPECT_EQ(byers.score, GameScore::black_wins);
}

TEST(TournamentGame, UnreadableGameIsLeftOut) {
  const TournamentGame g =
      counted("[Event \"Clube\"]\n[White \"a\"]\n[Black \"b\"]\n\n1. 11-15 (( 1-0\n");
  EXPECT_EQ(g.note, GameNote::unreadable);
  EXPECT_EQ(g.event, "Clube");
  EXPECT_FALSE(g.score);
}

TEST(TournamentGame, TagAgainstTerminatorIsDisputedAndTheTagCounts) {
  const TournamentGame g =
      counted("[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 11-15 0-1\n");
  EXPECT_EQ(g.note, GameNote::disputed);
  EXPECT_EQ(g.score, GameScore::white_wins);
  EXPECT_NE(g.detail.find("1-0 counted"), std::string::npos) << g.detail;
}

TEST(TournamentGame, RecordCountsWithoutAdjudication) {
  const TournamentGame g =
      counted(decided("[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n", "0-1"));
  EXPECT_EQ(g.score, GameScore::black_wins);
  EXPECT_EQ(g.note, GameNote::none);
}

TEST(TournamentGame, BoardCountsWhenAdjudicated) {
  const TournamentGame g = counted(
      decided("[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n", "0-1"), ResultSource::board);
  EXPECT_EQ(g.score, GameScore::white_wins);
  EXPECT_EQ(g.note, GameNote::disputed);
  EXPECT_NE(g.detail.find("1-0 counted"), std::string::npos) << g.detail;

  const TournamentGame agreed = counted(
      decided("[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n", "1-0"), ResultSource::board);
  EXPECT_EQ(agreed.score, GameScore::white_wins);
  EXPECT_EQ(agreed.note, GameNote::none);

  const TournamentGame unrecorded = counted(
      decided("[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n", "*"), ResultSource::board);
  EXPECT_EQ(unrecorded.score, GameScore::white_wins);
  EXPECT_EQ(unrecorded.note, GameNote::board_result);
}

TEST(TournamentGame, UndecidedBoardKeepsTheRecord) {
  // One move from the start: a resignation, as far as the board can tell.
  const TournamentGame g = counted(
      "[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n\n1. 11-15 0-1\n", ResultSource::board);
  EXPECT_EQ(g.score, GameScore::black_wins);
  EXPECT_EQ(g.note, GameNote::none);
}

// Names are compared and shown as spaced_name writes them. The composed forms expected are
// those of Unicode's published decompositions (UnicodeData.txt): U+00E9 is 0065 0301, U+00E7
// 0063 0327, U+1EA1 0061 0323, U+1EAD 1EA1 0302, U+00C5 0041 030A and U+212B (the angstrom
// sign) 00C5; U+FB01 (the ligature fi) has a compatibility decomposition only, which NFC keeps.
TEST(SpacedName, AccentsTypedApartAreComposed) {
  EXPECT_EQ(spaced_name("Jose\u0301 Gonc\u0327alves"), "Jos\u00e9 Gon\u00e7alves");
  EXPECT_EQ(spaced_name("Jos\u00e9"), "Jos\u00e9");
  // Two marks in either order: canonical order (below before above), then composed.
  // (A \u escape takes four hex digits: "\u1eadn" is U+1EAD then n.)
  EXPECT_EQ(spaced_name("Tra\u0323\u0302n"), "Tr\u1eadn");
  EXPECT_EQ(spaced_name("Tra\u0302\u0323n"), "Tr\u1eadn");
  EXPECT_EQ(spaced_name("\u212bngstr\u00f6m"), "\u00c5ngstr\u00f6m");
  EXPECT_EQ(spaced_name("\ufb01ne"), "\ufb01ne");  // NFC, not NFKC
  // A mark after a space has nothing to compose with and stays.
  EXPECT_EQ(spaced_name("e \u0301"), "e \u0301");
  // A letter with 70 marks (more than spaced_name composes without allocating): the first acute
  // composes with the e, the others, of the same combining class, are blocked by it and stay.
  std::string marks;
  for (int i = 0; i < 69; ++i) marks += "\u0301";
  EXPECT_EQ(spaced_name("Ana e\u0301" + marks + " Silva"), "Ana \u00e9" + marks + " Silva");
}

// Unicode's space separators (category Zs) are spaces; the zero-width space U+200B is not one
// (a format character, below).
TEST(SpacedName, EveryUnicodeSpaceIsASpace) {
  EXPECT_EQ(spaced_name("Ana\u2003Silva"), "Ana Silva");  // em space
  EXPECT_EQ(spaced_name("\u3000Ana \u202f\u00a0 Silva\u2009"), "Ana Silva");
  for (const char* space :
       {"\u00a0", "\u1680", "\u2000", "\u2001", "\u2002", "\u2003", "\u2004", "\u2005", "\u2006",
        "\u2007", "\u2008", "\u2009", "\u200a", "\u202f", "\u205f", "\u3000", "\t", "\r"}) {
    SCOPED_TRACE(space);
    EXPECT_EQ(spaced_name(std::string("Ana") + space + space + "Silva" + space), "Ana Silva");
  }
  // A line separator (Zl) is no space separator: kept.
  EXPECT_EQ(spaced_name("Ana\u2028Silva"), "Ana\u2028Silva");
}

// Format characters (category Cf) show nothing and are dropped, wherever they are.
TEST(SpacedName, FormatCharactersAreDropped) {
  EXPECT_EQ(spaced_name("Ana\u200bSilva"), "AnaSilva");
  EXPECT_EQ(spaced_name("\ufeffAna Silva"), "Ana Silva");
  EXPECT_EQ(spaced_name("Jo\u00adse\u0301"), "Jos\u00e9");  // soft hyphen
  EXPECT_EQ(spaced_name("Ana\u200d \u200cSilva\u2060"), "Ana Silva");
  // Between a letter and its accent: dropped first, so the two compose.
  EXPECT_EQ(spaced_name("Jose\u200b\u0301"), "Jos\u00e9");
  // Nothing but format characters and spaces: no name.
  EXPECT_EQ(spaced_name("\u200b \ufeff"), "");
}

// A byte that is not UTF-8 is kept as it is, a character of its own: neither a space nor a
// format character, and nothing composes across it.
TEST(SpacedName, BytesThatAreNotUtf8AreKept) {
  EXPECT_EQ(spaced_name("Jos\xe9  Silva "), "Jos\xe9 Silva");         // Latin-1 é
  EXPECT_EQ(spaced_name("Ana\xc0\xa0Silva"), "Ana\xc0\xa0Silva");     // overlong blank
  EXPECT_EQ(spaced_name("Ana\xc2"), "Ana\xc2");                       // cut sequence
  EXPECT_EQ(spaced_name("\xed\xa0\x80x\u2003y"), "\xed\xa0\x80x y");  // a surrogate
  EXPECT_EQ(spaced_name("e\xff\xcc\x81"), "e\xff\xcc\x81");           // apart: not composed
  EXPECT_EQ(spaced_name("Jose\xcc\x81\xff "), "Jos\u00e9\xff");
  EXPECT_EQ(spaced_name("\xfe\xff\xfe\u200b"), "\xfe\xff\xfe");
}

// The NFC of a text as utf8proc makes it from Unicode's tables.
std::string nfc(const std::string& text) {
  utf8proc_uint8_t* composed = nullptr;
  const utf8proc_ssize_t length =
      utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()),
                   static_cast<utf8proc_ssize_t>(text.size()), &composed,
                   static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE));
  const std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owned(composed, &std::free);
  EXPECT_GE(length, 0);
  return length < 0
             ? std::string()
             : std::string(reinterpret_cast<char*>(composed), static_cast<std::size_t>(length));
}

// spaced_name skips the normalisation of names whose characters are all below U+0300: every
// pair of characters below U+0400 (Latin, Greek, Cyrillic, and the combining marks U+0300 to
// U+036F) comes out as Unicode's NFC of it, spaces and format characters aside.
TEST(SpacedName, PairsBelowU0400AreNfc) {
  const auto plain = [](utf8proc_int32_t code) {
    const utf8proc_category_t category = utf8proc_category(code);
    return code != '\t' && code != '\r' && category != UTF8PROC_CATEGORY_ZS &&
           category != UTF8PROC_CATEGORY_CF && category != UTF8PROC_CATEGORY_CN;
  };
  const auto utf8 = [](utf8proc_int32_t code) {
    utf8proc_uint8_t bytes[4];
    return std::string(reinterpret_cast<char*>(bytes),
                       static_cast<std::size_t>(utf8proc_encode_char(code, bytes)));
  };
  std::size_t wrong = 0;
  for (utf8proc_int32_t first = 1; first < 0x400; ++first) {
    if (!plain(first)) continue;
    for (utf8proc_int32_t second = 1; second < 0x400; ++second) {
      if (!plain(second)) continue;
      const std::string pair = utf8(first) + utf8(second);
      if (spaced_name(pair) != nfc(pair) && ++wrong <= 5) {
        ADD_FAILURE() << "U+" << std::hex << first << " U+" << second;
      }
    }
  }
  EXPECT_EQ(wrong, 0U);
}

// Texts of one to six characters drawn from letters and the marks that compose with them
// (Latin, Greek, Cyrillic, Vietnamese, Hangul jamo and syllables, Oriya's two-part vowels, whose
// second part is a letter that composes) come out of spaced_name as Unicode's NFC of them: the
// pieces it cuts the text into compose as the whole would.
TEST(SpacedName, MixedTextIsNfc) {
  const std::vector<std::pair<utf8proc_int32_t, utf8proc_int32_t>> ranges = {
      {'a', 'z'},       {'A', 'E'},       {0xC0, 0xFF},     {0x100, 0x17F},
      {0x1F1, 0x233},   {0x300, 0x36F},   {0x370, 0x3FF},   {0x400, 0x4FF},
      {0x1EA0, 0x1EF9}, {0x1DC0, 0x1DFF}, {0x1100, 0x1112}, {0x1161, 0x1175},
      {0x11A8, 0x11C2}, {0xAC00, 0xAC1F}, {0x0B3E, 0x0B57}, {0x212B, 0x212B}};
  std::vector<utf8proc_int32_t> alphabet;
  for (const auto& [first, last] : ranges) {
    for (utf8proc_int32_t code = first; code <= last; ++code) {
      const utf8proc_category_t category = utf8proc_category(code);
      if (category != UTF8PROC_CATEGORY_CN && category != UTF8PROC_CATEGORY_ZS &&
          category != UTF8PROC_CATEGORY_CF) {
        alphabet.push_back(code);
      }
    }
  }
  std::mt19937 random(20261206);
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  std::uniform_int_distribution<int> length(1, 6);
  std::size_t wrong = 0;
  for (int i = 0; i < 100000; ++i) {
    std::string text;
    for (int n = length(random); n > 0; --n) {
      utf8proc_uint8_t bytes[4];
      text.append(reinterpret_cast<char*>(bytes),
                  static_cast<std::size_t>(utf8proc_encode_char(alphabet[pick(random)], bytes)));
    }
    if (spaced_name(text) != nfc(text) && ++wrong <= 5) ADD_FAILURE() << text;
  }
  EXPECT_EQ(wrong, 0U);
}

TEST(PlayerAliases, MapsSpellings) {
  const PlayerAliases aliases("# club spellings\n\nSilva, A. = Ana Silva\n  A. Silva=Ana Silva  \n",
                              "aliases.txt");
  EXPECT_EQ(aliases.size(), 2U);
  EXPECT_EQ(aliases.name_of("Silva, A."), "Ana Silva");
  EXPECT_EQ(aliases.name_of("A. Silva"), "Ana Silva");
  EXPECT_EQ(aliases.name_of("Ana Silva"), "Ana Silva");
  EXPECT_EQ(aliases.name_of("Rui"), "Rui");
}

// A chain is followed to its end in either order of its lines; "A = A" changes nothing.
TEST(PlayerAliases, ChainsAreFollowedToTheirEnd) {
  for (const char* text : {"A = B\nB = C\n", "B = C\nA = B\n", "A = B\nB = C\nC = C\n"}) {
    SCOPED_TRACE(text);
    const PlayerAliases aliases(text, "a.txt");
    EXPECT_EQ(aliases.name_of("A"), "C");
    EXPECT_EQ(aliases.name_of("B"), "C");
    EXPECT_EQ(aliases.name_of("C"), "C");
  }
}

TEST(PlayerAliases, BadLinesNameFileAndLine) {
  const auto message = [](const char* text) {
    try {
      PlayerAliases(text, "a.txt");
    } catch (const AliasError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("A = B\n\nno equals sign\n"),
            "a.txt:3: expected 'Spelling = Name', not 'no equals sign'");
  EXPECT_EQ(message(" = B\n"), "a.txt:1: expected 'Spelling = Name', not '= B'");
  EXPECT_EQ(message("A =\n"), "a.txt:1: expected 'Spelling = Name', not 'A ='");
  EXPECT_EQ(message("A = B\nA = C\n"), "a.txt:2: 'A' is already 'B'");
  EXPECT_EQ(message("A = B\nA = B\n"), "no error");
  // The line that closes a loop is named, with the loop.
  EXPECT_EQ(message("A = B\nB = A\n"), "a.txt:2: the names make a loop: 'B' = 'A' = 'B'");
  EXPECT_EQ(message("A = B\nB = C\n\nC = A\n"),
            "a.txt:4: the names make a loop: 'C' = 'A' = 'B' = 'C'");
}

}  // namespace
}  // namespace damas::pdn
