#include "damas/pdn/encoding.hpp"

#include <gtest/gtest.h>

#include <string>

#include "damas/pdn/builder.hpp"

namespace damas::pdn {
namespace {

TEST(Encoding, Utf8IsRecognised) {
  EXPECT_TRUE(is_valid_utf8("plain ASCII text, long enough for the word loop"));
  EXPECT_TRUE(is_valid_utf8("Сергей Фадеев 高文龙 40°"));
  EXPECT_FALSE(is_valid_utf8("Cr\xE9teil"));
  EXPECT_FALSE(is_valid_utf8("\xC0\xAF"));          // overlong '/'
  EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));      // a UTF-16 surrogate
  EXPECT_FALSE(is_valid_utf8("ends in the middle \xE2\x82"));
}

// Runs of fewer than eight bytes (most tag names and values) are tested a few bytes at a time:
// a stray byte is found in any place of runs of every length up to 15.
TEST(Encoding, StrayByteIsFoundInShortRuns) {
  EXPECT_TRUE(is_valid_utf8(""));
  for (std::size_t length = 1; length < 16; ++length) {
    EXPECT_TRUE(is_valid_utf8(std::string(length, 'a'))) << length;
    for (std::size_t at = 0; at < length; ++at) {
      std::string text(length, 'a');
      text[at] = '\xE9';
      EXPECT_FALSE(is_valid_utf8(text)) << length << " " << at;
      if (at + 1 < length) {
        text[at + 1] = '\xA9';
        text[at] = '\xC3';  // é
        EXPECT_TRUE(is_valid_utf8(text)) << length << " " << at;
      }
    }
  }
}

TEST(Encoding, OtherBytesAreReadAsWindows1252) {
  std::string out;
  append_utf8(out, "40\xB0 Champ. \x80 \x93x\x94 \x81");
  EXPECT_EQ(out, "40° Champ. € “x” \xC2\x81");
  out.clear();
  append_utf8(out, "já UTF-8");
  EXPECT_EQ(out, "já UTF-8");
}

// A text of mixed encodings (a name typed in UTF-8 into a Windows-1252 file) keeps its UTF-8
// characters and decodes only the other bytes: "café" stays "café", the Latin-1 'é' (0xE9)
// becomes 'é' too. Decoded whole as Windows-1252, the UTF-8 'é' (C3 A9) was "Ã©".
TEST(Encoding, MixedEncodingsAreDecodedSequenceBySequence) {
  std::string out;
  append_utf8(out, "caf\xC3\xA9 Cr\xE9teil \x93x\x94");
  EXPECT_EQ(out, "caf\xC3\xA9 Cr\xC3\xA9teil \xE2\x80\x9Cx\xE2\x80\x9D");
  // What is not a whole sequence is a byte of its own: a lead byte without its continuation,
  // a continuation byte alone, an overlong form, a surrogate, a sequence cut at the end.
  out.clear();
  append_utf8(out, "\xC3(\xA9|\xC0\xAF|\xED\xA0\x80|\xF0\x9F\x98\x80|\xE2\x82");
  EXPECT_EQ(out,
            "\xC3\x83(\xC2\xA9|\xC3\x80\xC2\xAF|\xC3\xAD\xC2\xA0\xE2\x82\xAC|"
            "\xF0\x9F\x98\x80|\xC3\xA2\xE2\x80\x9A");
  EXPECT_TRUE(is_valid_utf8(out));
}

// The reader decodes each tag value and comment by itself: a Windows-1252 one does not make
// its neighbours Windows-1252, and a mixed one keeps its UTF-8.
TEST(Encoding, ReaderDecodesEachTextByItself) {
  const std::vector<Game> games = read_games(
      "[Event \"caf\xC3\xA9 Cr\xE9teil\"]\n[Site \"S\xC3\xA3o Paulo\"]\n[White \"Jo\xE3o\"]\n"
      "1. 11-15 {caf\xC3\xA9 \xE0 la cr\xE8me} *");
  ASSERT_EQ(games.size(), 1u);
  ASSERT_EQ(games[0].tags.size(), 3u);
  EXPECT_EQ(games[0].tags[0].value, "caf\xC3\xA9 Cr\xC3\xA9teil");
  EXPECT_EQ(games[0].tags[1].value, "S\xC3\xA3o Paulo");
  EXPECT_EQ(games[0].tags[2].value, "Jo\xC3\xA3o");
  ASSERT_EQ(games[0].moves.nodes.size(), 1u);
  ASSERT_EQ(games[0].moves.nodes[0].after.size(), 1u);
  EXPECT_EQ(std::get<Comment>(games[0].moves.nodes[0].after[0]).text,
            "caf\xC3\xA9 \xC3\xA0 la cr\xC3\xA8me");
}

}  // namespace
}  // namespace damas::pdn
