// JSON Lines input (game_from_json) as a hostile user writes it: every field that could carry
// PDN syntax or a value the PDN reader cannot read back is refused with the field named, and
// every game accepted goes through PDN and back unchanged (round_trip.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <ctime>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/writer.hpp"
#include "round_trip.hpp"

namespace damas::pdn {
namespace {

// A game with a bit of everything: tags, a comment, a variation, a NAG, a result.
Game base_game() {
  const std::vector<Game> games = read_games(
      "[Event \"E\"]\n[Result \"1-0\"]\n\n"
      "1. 11-15 {c} 22-18 (1... 23-19 {v}) 2. 15x22 $1 25x18 1-0\n");
  EXPECT_EQ(games.size(), 1u);
  return games.front();
}

// The message game_from_json gives for `json`, or "accepted".
std::string refusal(const std::string& json) {
  try {
    game_from_json(json);
    return "accepted";
  } catch (const JsonError& e) {
    return e.what();
  }
}

// The message for the base game changed by `change`.
std::string refusal_of(const std::function<void(Game&)>& change) {
  Game game = base_game();
  change(game);
  return refusal(to_json(game));
}

// The JSON of the base game with its first `from` replaced by `to`.
std::string base_json_with(const std::string& from, const std::string& to) {
  std::string json = to_json(base_game());
  const std::size_t at = json.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return json.replace(at, from.size(), to);
}

Comment comment(const std::string& text) { return Comment{text, parse_commands(text), {}}; }

TEST(JsonInput, TheBaseGameIsAccepted) {
  EXPECT_EQ(refusal(to_json(base_game())), "accepted");
  EXPECT_EQ(testing::json_game_round_trip_failure(base_game()), "");
}

// The issue's cases: a strength holding a line end, a terminator and a whole second game (one
// JSON game became two PDN games, three moves the replay never saw), a result, a tag name, an
// escape line and a setup holding PDN syntax, a NAG too large for an int.
TEST(JsonInput, FieldsHoldingPdnSyntaxAreRefusedByName) {
  EXPECT_EQ(refusal_of([](Game& g) {
              g.moves.nodes[0].strength = "!\n*\n\n[Event \"2\"]\n1. 11-15 22-18 15x22";
            }),
            R"(moves.nodes[0].strength: "!\n*\n\n[Event \"2\"]\n1. 11-15 22-18 15x22" is not )"
            R"(a strength ('!' and '?' marks, or them in parentheses))");
  EXPECT_EQ(refusal_of([](Game& g) { g.moves.nodes[1].strength = "!*"; }),
            R"(moves.nodes[1].strength: "!*" is not a strength ('!' and '?' marks, or them in )"
            R"(parentheses))");
  EXPECT_EQ(refusal_of([](Game& g) { g.result->text = "1-0\n\n[Event \"2\"]\n1. 9-13 *"; }),
            R"(result.text: "1-0\n\n[Event \"2\"]\n1. 9-13 *" is not a game terminator (1-0, )"
            R"(0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0, 1:0, 0:1, 1/2:1/2 or *))");
  EXPECT_EQ(refusal_of([](Game& g) { g.tags[0].name = "Event \"x\"]\n[Site"; }),
            R"(tags[0].name: "Event \"x\"]\n[Site" holds a blank, a quote or a bracket)");
  EXPECT_EQ(refusal_of([](Game& g) { g.tags[1].value = "1-0\"]\n1. 11-15"; }),
            "tags[1].value: holds a line end");
  EXPECT_EQ(refusal_of([](Game& g) {
              g.moves.nodes[0].after.push_back(EscapeLine{"x\n1. 9-13", {}});
            }),
            "moves.nodes[0].after[1].escape: holds a line end");
  EXPECT_EQ(refusal_of([](Game& g) {
              g.moves.nodes[1].variations[0].trailing.push_back(pdn::Setup{"x/ 9-13 /", {}});
            }),
            R"(moves.nodes[1].variations[0].trailing[0].setup: "x/ 9-13 /" holds '/', which )"
            R"(ends a setup)");
  EXPECT_EQ(refusal(base_json_with(R"("nag":1,)", R"("nag":99999999999,)")),
            "moves.nodes[2].nags[0].nag: larger than 999999999, more digits than the PDN reader "
            "reads");
}

// Move texts, squares and separators must agree and read as a move; numbers must fit.
TEST(JsonInput, MovesAndNumbersAreChecked) {
  EXPECT_EQ(refusal_of([](Game& g) { g.moves.nodes[0].move.text = "11-15 22-18"; }),
            R"(moves.nodes[0].move: "11-15 22-18" is not a move)");
  EXPECT_EQ(refusal_of([](Game& g) { g.moves.nodes[0].move.squares[1] = Square::numbered(16); }),
            R"(moves.nodes[0].squares: not the squares of the move "11-15")");
  EXPECT_EQ(refusal_of([](Game& g) { g.moves.nodes[0].move.separator = Separator::cross; }),
            R"(moves.nodes[0].separator: not the separator of the move "11-15")");
  struct Edit {
    const char* from;
    const char* to;
    const char* refusal;
  };
  const Edit edits[] = {
      {R"("squares":[11,15])", R"("squares":[11,100])",
       "moves.nodes[0].squares[1]: 100 is not a square number (1 to 99)"},
      {R"("nag":1,)", R"("nag":-1,)",
       "moves.nodes[2].nags[0].nag: expected a whole number, found a negative number"},
      {R"("number":1,)", R"("number":1000000000,)",
       "moves.nodes[0].number: larger than 999999999, more digits than the PDN reader reads"},
      // Nine digits, but the numbers written after it have ten.
      {R"("number":1,)", R"("number":999999999,)",
       "moves.nodes[0].number: the move numbers counted on from it pass 999999999, more digits "
       "than the PDN reader reads"},
      {R"("number":1,)", R"("number":999999998,)", "accepted"},
      {R"("at":[1,1,0])", R"("at":[1,1,9223372036854775808])",
       "at[2]: larger than 9223372036854775807"},
      {R"("at":[1,1,0])", R"("at":[1,1.5,0])",
       "at[1]: expected a whole number, found the number 1.5 (not a whole number of 64 bits)"},
      {R"("at":[1,1,0])", R"("at":[1,1])", "at: a position has three numbers: line, column, byte"},
  };
  for (const Edit& edit : edits) {
    EXPECT_EQ(refusal(base_json_with(edit.from, edit.to)), edit.refusal) << edit.to;
  }
}

// Remarks: texts the reader would read otherwise, commands that are not their comment's.
TEST(JsonInput, RemarksAreChecked) {
  EXPECT_EQ(refusal_of([](Game& g) { g.moves.nodes[0].after[0] = comment("a\r\nb"); }),
            "moves.nodes[0].after[0].comment: holds a CR LF line end, which the PDN reader reads "
            "as LF");
  // A line that begins a tag section would end the comment there, and begin a game.
  EXPECT_EQ(refusal_of([](Game& g) { g.moves.nodes[0].after[0] = comment("a\n[Event \"b\"]"); }),
            "moves.nodes[0].after[0].comment: holds a line that begins a tag section ([Name "
            "\"value\"] at a line start), where the PDN reader ends it");
  EXPECT_EQ(refusal_of([](Game& g) { g.moves.nodes[0].after[0] = comment("a\n[%eval 1.0]"); }),
            "accepted");
  EXPECT_EQ(refusal_of([](Game& g) {
              g.moves.nodes[0].after[0] = Comment{"[%clk 1:00]", {}, {}};
            }),
            "moves.nodes[0].after[0].commands: not the [%name value] commands of the comment's "
            "text");
  // A comment holding '}' is written as escape lines, one per line of its text (a CR ends one
  // too), PDN 3.0's nearest form for it (pdn30_form.hpp): accepted, and read back so.
  for (const std::string text : {"a } b", "a }\rb", "a }\nb"}) {
    Game game = base_game();
    game.moves.nodes[0].after[0] = comment(text + " {c} 1. 9-13");
    EXPECT_EQ(testing::json_game_round_trip_failure(game_from_json(to_json(game))), "") << text;
  }
}

// Remarks are placed where the PDN reader places them when it reads the game back: a comment
// between 11-15 and 22-18 is the `after` of 11-15 (after the comment already there), one after
// 22-18's variation is the `before` of 15x22, one at the end of the main line the `after` of
// 25x18.
TEST(JsonInput, RemarksArePlacedAsThePdnReaderPlacesThem) {
  Game game = base_game();
  game.moves.nodes[1].before.push_back(comment("b1"));
  game.moves.nodes[2].before.push_back(comment("b2"));
  game.moves.trailing.push_back(comment("t"));
  const Game read = game_from_json(to_json(game));
  Game expected = base_game();
  expected.moves.nodes[0].after.push_back(comment("b1"));
  expected.moves.nodes[2].before.push_back(comment("b2"));
  expected.moves.nodes[3].after.push_back(comment("t"));
  EXPECT_EQ(read, expected);
  // The PDN of the game as given reads back as that.
  EXPECT_EQ(testing::record_difference(read, read_games(write_game(game)).front()), "");
}

// Texts longer than the PDN reader reads are refused, escapes of a tag value counted.
TEST(JsonInput, LengthsAreThoseThePdnReaderReads) {
  const std::string quotes(kMaxTextBytes / 2 + 1, '"');
  EXPECT_EQ(refusal_of([&](Game& g) { g.tags[0].value = quotes; }),
            "tags[0].value: longer than the 1048576 bytes the PDN reader reads (escapes "
            "included)");
  EXPECT_EQ(refusal_of([&](Game& g) { g.tags[0].value = quotes.substr(1); }), "accepted");
  EXPECT_EQ(refusal_of([&](Game& g) { g.tags[0].name = std::string(kMaxTokenBytes + 1, 'N'); }),
            "tags[0].name: longer than the 256 bytes the PDN reader reads");
  EXPECT_EQ(refusal_of([&](Game& g) {
              g.moves.nodes[0].after[0] = comment(std::string(kMaxTextBytes + 1, 'c'));
            }),
            "moves.nodes[0].after[0].comment: longer than the 1048576 bytes the PDN reader reads");
  EXPECT_EQ(refusal_of([&](Game& g) { g.tags[0].name.clear(); }), "tags[0].name: empty");
}

// The shape: unknown, repeated and missing members, wrong types, JSON that is not UTF-8.
TEST(JsonInput, ShapeIsChecked) {
  EXPECT_EQ(refusal(base_json_with(R"("game":1,)", R"("game":1,"extra":2,)")),
            "unknown member \"extra\"");
  EXPECT_EQ(refusal(base_json_with(R"("strength":"",)", R"("strength":"","x":0,)")),
            "moves.nodes[0]: unknown member \"x\"");
  EXPECT_EQ(refusal(base_json_with(R"("name":"Event",)", R"("name":"Event","name":"Site",)")),
            "tags[0].name: repeated");
  EXPECT_EQ(refusal(base_json_with(R"("strength":"",)", "")),
            "moves.nodes[0]: missing \"strength\"");
  EXPECT_EQ(refusal(base_json_with(R"("tags":[)", R"("tags":{"a":1},"x":[)")),
            "tags: expected an array, found an object");
  EXPECT_EQ(refusal(base_json_with(R"("strength":"")", R"("strength":7)")),
            "moves.nodes[0].strength: expected a string, found a number");
  EXPECT_EQ(refusal(base_json_with(R"("comment":"c",)", R"("comment":"c","escape":"e",)")),
            "moves.nodes[0].after[0].escape: a remark is one of \"comment\", \"escape\" and "
            "\"setup\"");
  EXPECT_EQ(refusal("[1]"), "a game must be a JSON object, not an array");
  // What a message quotes stays on its line, and is cut after 40 bytes at a character's start.
  EXPECT_EQ(refusal(base_json_with(R"("game":1,)", R"("game":1,"x\ny":2,)")),
            R"(unknown member "x\ny")");
  EXPECT_EQ(
      refusal_of([](Game& g) { g.tags[0].name = std::string(39, 'N') + "\xC3\xA9 x"; }),
      "tags[0].name: \"" + std::string(39, 'N') + "\"... holds a blank, a quote or a bracket");
  EXPECT_NE(refusal(base_json_with("\"E\"", "\"\xFF\xFE\"")).find("ill-formed UTF-8"),
            std::string::npos);
  EXPECT_NE(refusal(base_json_with("\"E\"", R"("\udc00")")).find("surrogate"), std::string::npos);
}

// JSON that is not well-formed says where it stops being JSON, in the line (counted by hand:
// the second ',' of {"game":1,,} is its 11th byte), without the parser's own prefix.
TEST(JsonInput, MalformedJsonSaysWhereInTheLine) {
  try {
    game_from_json(R"({"game":1,,})");
    ADD_FAILURE() << "accepted";
  } catch (const JsonError& e) {
    EXPECT_EQ(e.column, 11u);
    EXPECT_EQ(std::string(e.what()),
              "syntax error while parsing object key - unexpected ','; expected string literal");
  }
  try {
    game_from_json(R"({"game":1,"extra":2})");
    ADD_FAILURE() << "accepted";
  } catch (const JsonError& e) {
    EXPECT_EQ(e.column, 0u);  // well-formed: the member is named instead
  }
}

// Nesting beyond the form is refused at the first value out of place, whatever follows: 100,000
// '[' cost nothing.
TEST(JsonInput, NestingIsRefusedWhereItStarts) {
  const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
  EXPECT_EQ(refusal(R"({"game":1,"tags":)" + deep + "}"),
            "tags[0]: expected an object, found an array");
  // Variations as deep as the PDN reader reads are accepted, one more is not.
  const auto nested = [](std::size_t depth) {
    std::string text = "1. 11-15";
    for (std::size_t i = 0; i < depth; ++i) text += " (22-18";
    return read_games(text + std::string(depth, ')') + " *").front();
  };
  const Game deepest = nested(kMaxVariationDepth);
  EXPECT_EQ(refusal(to_json(deepest)), "accepted");
  Game deeper = deepest;
  Line* line = &deeper.moves;
  while (!line->nodes.front().variations.empty()) line = &line->nodes.front().variations.front();
  Line one_more{{line->nodes.front()}, {}};
  line->nodes.front().variations.push_back(std::move(one_more));
  const std::string message = refusal(to_json(deeper));
  EXPECT_TRUE(message.ends_with("variations[0]: variations nested more than 64 deep")) << message;
}

// --- The round trip over many games: generated, and mutated from a real-looking one.

// Pieces of text that mean something to PDN or JSON, from which hostile field values are made.
const std::vector<std::string> kPieces = {"a",
                                          "Z",
                                          " ",
                                          "\t",
                                          "\n",
                                          "\r",
                                          "\r\n",
                                          "{",
                                          "}",
                                          "(",
                                          ")",
                                          "[",
                                          "]",
                                          "\"",
                                          "\\",
                                          "%",
                                          ";",
                                          "/",
                                          "$",
                                          "*",
                                          "!",
                                          "?",
                                          "1-0",
                                          "0-1",
                                          "1-",
                                          "12.",
                                          "...",
                                          "-",
                                          "x",
                                          ":",
                                          "0",
                                          "9",
                                          "11-15",
                                          "[%clk 1:02]",
                                          "[%",
                                          "\xC3\xA9",
                                          "\xE2\x82\xAC",
                                          std::string(1, '\0'),
                                          "\f",
                                          "\v",
                                          "\\r",
                                          "(?)",
                                          "e3"};

class Generator {
 public:
  explicit Generator(std::uint32_t seed) : rng_(seed) {}

  bool chance(int percent) { return std::uniform_int_distribution<int>(0, 99)(rng_) < percent; }
  std::size_t below(std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_);
  }
  template <typename T>
  const T& pick(const std::vector<T>& from) {
    return from[below(from.size())];
  }

  std::string text() {
    std::string out;
    for (std::size_t n = below(5); n > 0; --n) out += pick(kPieces);
    return out;
  }
  // A usual value most of the time, a hostile one otherwise.
  std::string text_or(const std::vector<std::string>& usual) {
    return chance(92) ? pick(usual) : text();
  }

  Remark remark() {
    switch (below(3)) {
      case 0:
        return comment(text_or({"c", "[%clk 0:01]", "a } b", "two\nlines", ""}));
      case 1:
        return EscapeLine{text_or({"escape", ""}), {}};
      default:
        return Setup{text_or({"FEN \"W:W1:B32\"", ""}), {}};
    }
  }
  std::vector<Remark> remarks(int percent) {
    std::vector<Remark> out;
    while (chance(percent)) out.push_back(remark());
    return out;
  }

  Node node(std::size_t depth, bool first) {
    Node node;
    node.move.text = text_or({"11-15", "9x18x27", "06-10", "a3b4", "E3:G5", "ed4", "-", "--", "1-1",
                              "1- 7", "32x28", "d4:b6"});
    node.move.separator = split_move(node.move.text, node.move.squares);
    if (chance(5)) node.move.squares.push_back(Square::numbered(static_cast<int>(1 + below(99))));
    if (first || chance(20)) {
      static const std::vector<int> kNumbers = {1, 2, 17, 0, 999'999'998};
      node.number = MoveNumber{pick(kNumbers), chance(30)};
    }
    node.strength = text_or({"", "", "", "!", "?!", "(?)", "!!"});
    static const std::vector<int> kNags = {1, 7, 0, 999'999'999};
    while (chance(15)) node.nags.push_back({pick(kNags), {}});
    if (chance(15)) node.before = remarks(40);
    node.after = remarks(20);
    while (depth < kMaxVariationDepth && chance(depth < 3 ? 15 : 2)) {
      node.variations.push_back(line(depth + 1));
    }
    return node;
  }

  Line line(std::size_t depth) {
    Line line;
    for (std::size_t n = below(depth == 0 ? 8 : 4); n > 0; --n) {
      line.nodes.push_back(node(depth, line.nodes.empty()));
    }
    if (chance(20)) line.trailing = remarks(50);
    return line;
  }

  Game game() {
    Game game;
    for (std::size_t n = below(5); n > 0; --n) {
      const std::string name =
          text_or({"Event", "Site", "Result", "FEN", "GameType", "Bianco", "a"});
      std::string value =
          text_or({"x", "", "1-0", "W:W1,2:B31", "24", "Jo\xC3\xA3o", "a \"q\" \\"});
      game.tags.push_back({name, std::move(value), {}});
    }
    game.moves = line(0);
    if (chance(80)) {
      game.result =
          Result{text_or({"1-0", "0-1", "1/2-1/2", "*", "2-0", "1:0", "0-0", "1/2:1/2"}), {}};
    }
    return game;
  }

 private:
  std::mt19937 rng_;
};

// Whether `json` is accepted; if it is, the game must keep the promise (round_trip.hpp).
bool accepted_and_round_trips(const std::string& json) {
  Game game;
  try {
    game = game_from_json(json);
  } catch (const JsonError&) {
    return false;
  }
  EXPECT_EQ(testing::json_game_round_trip_failure(game), "") << json;
  return true;
}

// Every generated game that is accepted keeps the promise; a good share is accepted, and a good
// share refused, so that both sides are exercised.
TEST(JsonInput, EveryGameAcceptedRoundTrips) {
  Generator generate(20261201);
  std::size_t accepted = 0;
  constexpr std::size_t kGames = 20'000;
  for (std::size_t i = 0; i < kGames && !HasFailure(); ++i) {
    accepted += accepted_and_round_trips(to_json(generate.game()));
  }
  EXPECT_GT(accepted, kGames / 5);
  EXPECT_LT(accepted, kGames * 4 / 5);
}

// The same with the JSON text itself changed: one byte of a real-looking game's line replaced,
// dropped or doubled.
TEST(JsonInput, EveryMutatedLineAcceptedRoundTrips) {
  Generator generate(7);
  std::string base = to_json(base_game());
  const std::string bytes = "{}[]\",:0123456789-x!?\\/n\n";
  std::size_t accepted = 0;
  for (std::size_t i = 0; i < 20'000 && !HasFailure(); ++i) {
    std::string json = base;
    const std::size_t at = generate.below(json.size());
    switch (generate.below(3)) {
      case 0:
        json[at] = bytes[generate.below(bytes.size())];
        break;
      case 1:
        json.erase(at, 1);
        break;
      default:
        json.insert(at, 1, json[at]);
        break;
    }
    accepted += accepted_and_round_trips(json);
  }
  EXPECT_GT(accepted, 100u);
}

// Reading is linear in the length of an array: 8 times the tags take about 8 times as long,
// where the tree of the JSON library took 64 times (quadratic: 200,000 tags took 13 s). The
// best of three runs of each, in processor time (std::clock): other processes' load slowed the
// wall clock of one size and not the other, and failed the test on a busy machine.
TEST(JsonInput, ReadingIsLinearInAnArraysLength) {
  const auto seconds_to_read = [](std::size_t tags) {
    Game game;
    for (std::size_t i = 0; i < tags; ++i)
      game.tags.push_back({"Tag" + std::to_string(i), "v", {}});
    const std::string json = to_json(game);
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
      const std::clock_t start = std::clock();
      EXPECT_EQ(game_from_json(json).tags.size(), tags);
      best = std::min(best, static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
    }
    return best;
  };
  const double small = seconds_to_read(20'000);
  const double large = seconds_to_read(160'000);
  EXPECT_LT(large, 24 * small) << small << " s for 20,000 tags, " << large << " s for 160,000";
}

}  // namespace
}  // namespace damas::pdn
