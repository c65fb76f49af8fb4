// The JSON Lines mapping: its exact shape, and that reading it back gives the same game.
#include "damas/pdn/json.hpp"

#include <gtest/gtest.h>

#include <cstdint>

#include "damas/pdn/builder.hpp"

namespace damas::pdn {
namespace {

TEST(Json, ExactShapeOfASmallGame) {
  const std::vector<Game> games =
      read_games("[Event \"E\"]\n1. 32-28! $1 {[%clk 0:01:02]} (a3b4) 1-0");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(to_json(games[0]),
            R"({"game":1,"at":[1,1,0],"tags":[{"name":"Event","value":"E","at":[1,1,0]}],)"
            R"("moves":{"nodes":[{"before":[],"number":1,"second":false,"move":"32-28",)"
            R"("squares":[32,28],"separator":"-","at":[2,4,15],"strength":"!",)"
            R"("nags":[{"nag":1,"at":[2,11,22]}],"after":[{"comment":"[%clk 0:01:02]",)"
            R"("commands":[{"name":"clk","value":"0:01:02"}],"at":[2,14,25]}],)"
            R"("variations":[{"nodes":[{"before":[],"move":"a3b4","squares":["a3","b4"],)"
            R"("separator":"","at":[2,32,43],"strength":"","nags":[],"after":[],)"
            R"("variations":[]}],"trailing":[]}]}],"trailing":[]},)"
            R"("result":{"text":"1-0","at":[2,38,49]}})");
  EXPECT_EQ(game_from_json(to_json(games[0])), games[0]);
}

// The usual nodes and tags are written whole (numeric squares, nothing attached, nothing to
// escape), the others key by key: both kinds side by side, in the same shape.
TEST(Json, PlainAndOtherNodesAndTagsHaveOneShape) {
  const std::vector<Game> games = read_games(
      "[Event \"plain\"]\n[Site \"a \\\"quoted\\\" name\"]\n"
      "5... 9x18x27 12-16 6. 11-15 {c} 16-19 1/2-1/2");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(to_json(games[0]),
            R"({"game":1,"at":[1,1,0],"tags":[{"name":"Event","value":"plain","at":[1,1,0]},)"
            R"({"name":"Site","value":"a \"quoted\" name","at":[2,1,16]}],)"
            R"("moves":{"nodes":[{"before":[],"number":5,"second":true,"move":"9x18x27",)"
            R"("squares":[9,18,27],"separator":"x","at":[3,6,48],"strength":"","nags":[],)"
            R"("after":[],"variations":[]},{"before":[],"move":"12-16","squares":[12,16],)"
            R"("separator":"-","at":[3,14,56],"strength":"","nags":[],"after":[],)"
            R"("variations":[]},{"before":[],"number":6,"second":false,"move":"11-15",)"
            R"("squares":[11,15],"separator":"-","at":[3,23,65],"strength":"","nags":[],)"
            R"("after":[{"comment":"c","commands":[],"at":[3,29,71]}],"variations":[]},)"
            R"({"before":[],"move":"16-19","squares":[16,19],"separator":"-","at":[3,33,75],)"
            R"("strength":"","nags":[],"after":[],"variations":[]}],"trailing":[]},)"
            R"("result":{"text":"1/2-1/2","at":[3,39,81]}})");
  EXPECT_EQ(game_from_json(to_json(games[0])), games[0]);
}

// A value the caller writes itself takes its comma like any other value.
TEST(Json, RawValuesTakeTheirCommas) {
  support::JsonWriter out;
  out.begin_array();
  for (const std::int64_t value : {7, 1234567}) {
    char* at = out.begin_raw_value(64);
    *at++ = '[';
    at = support::JsonWriter::write_number(at, value);
    *at++ = ']';
    out.end_raw_value(at);
  }
  out.number(1).end_array();
  EXPECT_EQ(out.text(), "[[7],[1234567],1]");
}

// The writer grows its buffer itself: a long value (past its first 256 bytes), escapes in keys
// and values, nested scopes, and take() starting a new document.
TEST(Json, WriterGrowsAndEscapes) {
  support::JsonWriter out;
  const std::string long_value(300, 'a');
  out.begin_object();
  out.key("a\"b").string("tab\there\\ \x01 \xc3\xa9");
  out.key("list").begin_array().number(-12).number(0).boolean(true).null().begin_object();
  out.end_object().end_array();
  out.key("long").string(long_value);
  out.end_object();
  const std::string expected =
      "{\"a\\\"b\":\"tab\\there\\\\ \\u0001 \xc3\xa9\",\"list\":[-12,0,true,null,{}],"
      "\"long\":\"" +
      long_value + "\"}";
  EXPECT_EQ(out.text(), expected);
  EXPECT_EQ(out.take(), expected);
  EXPECT_EQ(out.text(), "");
  out.begin_array().number(7).end_array();
  EXPECT_EQ(out.text(), "[7]");
}

// Arrays written as one value: they take their comma like any value and open no scope.
TEST(Json, WriterWritesNumberArraysAndEmptyArraysAsOneValue) {
  support::JsonWriter out;
  out.begin_object();
  out.key("at").number_array({3, 12, 40});
  out.key("none").empty_array();
  out.key("list").begin_array().empty_array().number_array({-1, 123456789012, 0}).number_array({});
  out.number(5).end_array();
  out.end_object();
  EXPECT_EQ(out.text(), R"({"at":[3,12,40],"none":[],"list":[[],[-1,123456789012,0],[],5]})");
  out.clear();
  out.number_array({INT64_MIN, INT64_MAX});
  EXPECT_EQ(out.text(), "[-9223372036854775808,9223372036854775807]");
}

// Numbers below 10^8 have their own digit writer: every length, at both ends, as std::to_string
// writes it.
TEST(Json, WriterWritesNumbersOfEveryLength) {
  std::int64_t power = 1;
  for (int digits = 1; digits <= 18; ++digits, power *= 10) {
    for (const std::int64_t value : {power - 1, power, power + 1, -power}) {
      support::JsonWriter out;
      out.number(value);
      EXPECT_EQ(out.text(), std::to_string(value));
    }
  }
}

// Short strings are copied without memcpy, in pieces that depend on their length: each length,
// with bytes that all differ, comes out whole.
TEST(Json, WriterCopiesStringsOfEveryLength) {
  std::string value;
  for (std::size_t size = 0; size <= 40; ++size) {
    support::JsonWriter out;
    out.begin_array().string(value).string(value).end_array();
    EXPECT_EQ(out.text(), "[\"" + value + "\",\"" + value + "\"]");
    value += static_cast<char>('0' + size);
  }
}

// Bytes 0x80 to 0x9F read as Windows-1252, in UTF-8, from the code page's published table (the
// five bytes it leaves undefined are the C1 controls of the same value).
// clang-format off
const char* const kWindows1252High[32] = {
    "€",        "\xC2\x81", "‚", "ƒ", "„", "…", "†",        "‡",
    "ˆ",        "‰",        "Š", "‹", "Œ", "\xC2\x8D", "Ž",        "\xC2\x8F",
    "\xC2\x90", "‘",        "’", "“", "”", "•", "–",        "—",
    "˜",        "™",        "š", "›", "œ", "\xC2\x9D", "ž",        "Ÿ"};
// clang-format on

// Strings are scanned eight bytes at a time: every byte value, at every place in a block and in
// the tail, is written exactly as a byte-by-byte writer does it (a byte past ASCII alone among
// ASCII is not UTF-8: it is read as Windows-1252, Latin-1 from 0xA0 on).
TEST(Json, WriterEscapesEveryByteAnywhere) {
  const auto one_by_one = [](std::string_view s) {
    std::string out = "\"";
    for (const char c : s) {
      const auto u = static_cast<unsigned char>(c);
      if (u >= 0xA0) {
        out += static_cast<char>(0xC0 | (u >> 6));
        out += static_cast<char>(0x80 | (u & 0x3F));
      } else if (u >= 0x80) {
        out += kWindows1252High[u - 0x80];
      } else if (c == '"' || c == '\\') {
        out += '\\';
        out += c;
      } else if (c == '\n') {
        out += "\\n";
      } else if (c == '\r') {
        out += "\\r";
      } else if (c == '\t') {
        out += "\\t";
      } else if (u < 0x20) {
        out += "\\u00";
        out += "0123456789abcdef"[u >> 4];
        out += "0123456789abcdef"[u & 0xF];
      } else {
        out += c;
      }
    }
    return out + '"';
  };
  for (int byte = 0; byte < 256; ++byte) {
    for (std::size_t length : {1u, 7u, 8u, 9u, 16u, 19u}) {
      for (std::size_t at = 0; at < length; ++at) {
        std::string s(length, 'a');
        s[at] = static_cast<char>(byte);
        support::JsonWriter out;
        out.string(s);
        ASSERT_EQ(out.text(), one_by_one(s)) << "byte " << byte << " at " << at << " of " << length;
      }
    }
  }
}

// Whatever bytes a string holds, the output is UTF-8: well-formed sequences as they are, every
// other byte decoded as Windows-1252 (as the PDN reader decodes a file's texts), in strings and
// keys alike (validate quoted the input's "\xff\xfe" raw in its messages).
TEST(Json, WriterOutputIsAlwaysUtf8) {
  support::JsonWriter out;
  out.begin_object();
  out.key("message").string("unknown token \xff\xfe here");
  out.key("caf\xe9").string("caf\xC3\xA9 Cr\xE9teil \xF0\x9F\x98\x80");
  out.key("broken").string("\xC0\xAF \xED\xA0\x80 \xE2\x82");
  out.end_object();
  EXPECT_EQ(out.text(),
            "{\"message\":\"unknown token ÿþ here\",\"café\":\"café Créteil \xF0\x9F\x98\x80\","
            "\"broken\":\"À¯ í\xC2\xA0€ â‚\"}");
  // Long strings too, past the eight-byte scan, a cut sequence at the very end.
  out.clear();
  out.string(std::string(20, 'a') + "\xC3\xA9" + std::string(20, 'b') + "\xC3");
  EXPECT_EQ(out.text(), "\"" + std::string(20, 'a') + "é" + std::string(20, 'b') + "Ã\"");
}

TEST(Json, BadInputIsReportedNotCrashed) {
  EXPECT_THROW(game_from_json("{"), JsonError);
  EXPECT_THROW(game_from_json("[1]"), JsonError);
  EXPECT_THROW(game_from_json(R"({"game":1,"at":[1,1,0],"tags":[]})"), JsonError);
  EXPECT_THROW(game_from_json(R"({"game":"x","at":[1,1,0],"tags":[],"moves":{}})"), JsonError);
}

// A square name is a file and a rank: a longer one cannot be held in a Square and is refused
// with a message naming it; the short-notation file letter alone reads back.
TEST(Json, SquareNamesHaveAtMostTwoCharacters) {
  const auto game_with_squares = [](std::string_view squares) {
    return std::string(R"({"game":1,"at":[1,1,0],"tags":[],"moves":{"nodes":[{"before":[],)") +
           R"("move":"ed4","squares":[)" + std::string(squares) +
           R"(],"separator":"","at":[1,1,0],"strength":"","nags":[],"after":[],)" +
           R"("variations":[]}],"trailing":[]}})";
  };
  const Game game = game_from_json(game_with_squares(R"("e","d4")"));
  ASSERT_EQ(game.moves.nodes.size(), 1u);
  EXPECT_EQ(game.moves.nodes[0].move.squares, (Squares{Square::named("e"), Square::named("d4")}));
  try {
    game_from_json(game_with_squares(R"("e","d10")"));
    ADD_FAILURE() << "no error";
  } catch (const JsonError& e) {
    EXPECT_STREQ(e.what(), R"(moves.nodes[0].squares[1]: square "d10" is not a square name )"
                           R"((a file letter and a rank))");
  }
}

// The deepest game the PDN reader accepts goes through JSON and back.
TEST(Json, DeepestVariationsRoundTrip) {
  std::string text = "1. 11-15";
  for (std::size_t i = 0; i < kMaxVariationDepth; ++i) text += " (22-18";
  text += std::string(kMaxVariationDepth, ')') + " *";
  const std::vector<Game> games = read_games(text);
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(game_from_json(to_json(games[0])), games[0]);
}

}  // namespace
}  // namespace damas::pdn
