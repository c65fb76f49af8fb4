// Splitting the inputs into game texts and reading each text on its own (what `-j N` does),
// exactly or by guessed pieces, gives exactly the games that reading the inputs in one pass
// gives: same models, errors, numbers, positions and original texts, on awkward texts written
// here, the hostile inputs, the samples and (when it is there) the real-world corpus.
#include "damas/pdn/archive.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "damas/pdn/archive_pipeline.hpp"
#include "damas/pdn/builder.hpp"
#include "damas/pdn/game_reader.hpp"
#include "damas/pdn/guessed_pieces.hpp"
#include "damas/pdn/shard.hpp"
#include "hostile_inputs.hpp"

namespace damas::pdn {
namespace {

namespace fs = std::filesystem;

std::vector<ArchiveGame> read_whole(const std::string& path, const ArchiveOptions& options) {
  std::vector<ArchiveGame> games;
  EXPECT_TRUE(
      read_inputs({}, {path}, options, [&](ArchiveGame&& g) { games.push_back(std::move(g)); }));
  return games;
}

std::vector<ArchiveGame> read_split(const std::string& path, const ArchiveOptions& options,
                                  std::size_t slice_bytes) {
  std::vector<InputSlice> slices;
  EXPECT_TRUE(split_inputs({}, {path}, options, slice_bytes,
                           [&](InputSlice&& s) { slices.push_back(std::move(s)); }));
  std::vector<ArchiveGame> games;
  for (InputSlice& slice : slices) {
    const std::size_t expected = slice.games;
    EXPECT_GE(expected, 1u);
    EXPECT_LE(expected, slice_bytes == 0 ? 1u : kMaxSliceGames);
    const std::size_t before = games.size();
    read_slice(std::move(slice), options, [&](ArchiveGame&& g) { games.push_back(std::move(g)); });
    EXPECT_EQ(games.size() - before, expected) << path;
  }
  return games;
}

// Through process_games with two jobs and guessed pieces of about `piece_bytes` (1: a piece
// ends at every guess).
std::vector<ArchiveGame> read_guessed(const std::string& path, const ArchiveOptions& options,
                                    std::size_t piece_bytes) {
  std::vector<ArchiveGame> games;
  const Renumber<ArchiveGame> renumber = [](ArchiveGame& g, std::size_t games_before) {
    g.game.number += games_before;
    if (g.error) g.error->game += games_before;
  };
  EXPECT_TRUE(process_games<ArchiveGame>(
      {}, {path}, options, {.jobs = 2, .slice_bytes = piece_bytes},
      [](ArchiveGame& g) { return std::move(g); },
      [&](ArchiveGame&& g) { games.push_back(std::move(g)); }, renumber));
  return games;
}

// Through a GameReader pulling the games, with `jobs` threads, or from the file's text held in
// memory (jobs 0).
std::vector<ArchiveGame> read_pulled(const std::string& path, const ArchiveOptions& options,
                                     int jobs) {
  std::optional<GameReader> reader;
  if (jobs == 0) {
    std::ifstream in(path, std::ios::binary);
    reader.emplace(GameReader::from_text(
        std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()), path,
        options));
  } else {
    reader.emplace(std::vector<std::string>{path}, options, jobs);
  }
  std::vector<ArchiveGame> games;
  while (std::optional<ArchiveGame> game = reader->next()) games.push_back(std::move(*game));
  EXPECT_TRUE(reader->failures().empty()) << path;
  return games;
}

std::string error_text(const ArchiveGame& g) { return g.error ? g.error->to_string() : "none"; }

enum class Way { exact, guessed, pulled };

// Compares the ways of reading `path`, with and without the games' texts, in slices of one game
// and of a few (exact), or in pieces that end at every guess and of a few games (guessed; PDN
// only: JSON Lines are split by lines), or pulled by a GameReader (with `size` threads; 0: from
// the text in memory). The exact and pulled ways sniff for JSON Lines, as convert does.
void expect_same_games(const std::string& path, bool json_lines = false) {
  for (const auto& [way, keep_text, size] :
       {std::tuple{Way::exact, false, 0}, std::tuple{Way::exact, true, 0},
        std::tuple{Way::exact, false, 300}, std::tuple{Way::exact, true, 300},
        std::tuple{Way::guessed, false, 1}, std::tuple{Way::guessed, true, 1},
        std::tuple{Way::guessed, false, 300}, std::tuple{Way::pulled, false, 1},
        std::tuple{Way::pulled, true, 2}, std::tuple{Way::pulled, true, 0}}) {
    if (way == Way::guessed && json_lines) continue;
    ArchiveOptions options;
    options.keep_text = keep_text;
    options.json = way != Way::guessed;
    const std::vector<ArchiveGame> whole = read_whole(path, options);
    const auto bytes = static_cast<std::size_t>(size);
    const std::vector<ArchiveGame> split = way == Way::exact     ? read_split(path, options, bytes)
                                           : way == Way::guessed ? read_guessed(path, options, bytes)
                                                                 : read_pulled(path, options, size);
    ASSERT_EQ(whole.size(), split.size()) << path;
    for (std::size_t i = 0; i < whole.size(); ++i) {
      SCOPED_TRACE(path + ", game " + std::to_string(i + 1) +
                   (way == Way::exact     ? ", slices of " + std::to_string(size) + " bytes"
                    : way == Way::guessed ? ", guessed pieces of " + std::to_string(size) + " bytes"
                                          : ", pulled with " + std::to_string(size) + " jobs") +
                   (keep_text ? ", texts kept" : ""));
      EXPECT_EQ(whole[i].source, split[i].source);
      EXPECT_EQ(error_text(whole[i]), error_text(split[i]));
      EXPECT_EQ(whole[i].game.number, split[i].game.number);
      EXPECT_EQ(whole[i].game.position, split[i].game.position);
      EXPECT_EQ(whole[i].game.tags, split[i].game.tags);
      EXPECT_TRUE(whole[i].game == split[i].game);
      EXPECT_EQ(whole[i].text, split[i].text);
      if (::testing::Test::HasFailure()) return;  // the first difference is enough
    }
  }
}

class TempFile {
 public:
  TempFile(const std::string& name, const std::string& text)
      : path_((fs::temp_directory_path() / ("damas-game-input-" + name)).string()) {
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { fs::remove(path_); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

TEST(SplitInputs, AwkwardTextsGiveTheSameGames) {
  const std::vector<std::string> texts = {
      // text before the first game, comments before tags, a game without tags, no terminator
      "notes\n\n{before} [Event \"a\"]\n[Result \"1-0\"]\n1. 32-28 19-23 1-0\n"
      "1. 32-28 * [Event \"b\"] 1. 31-27 {end}\n\n\n[Event \"c\"]\n",
      // errors in tags and in moves, recovery, a game right after an error on the same line
      "[Event \"a\n1. 32-28 *\n[Event \"b\"]\n1. 32-28 ( 1-0\n[Event \"c\"]1. 32-28 1-0 ",
      // CRLF, Latin-1, a byte order mark, a game that starts mid-line after a terminator
      "\xEF\xBB\xBF[Event \"caf\xE9\"]\r\n1. 32-28 19-23 2-0 [Event \"d\"] 1. 30x19 0-2\r\n",
      // escape lines, ; comments, variations, a trailing comment after the last game
      "% escape\n[Event \"e\"]\n; old comment\n1. 32-28 (1. 31-27) 19-23 $1 *\n{after everything}",
      // only blanks and comments: no game at all
      "  \n {nothing} \n",
      "",
      // guesses that are not where a game begins: in a comment, in a variation, after a game
      // without terminator, after a comment between games; CRLF blank lines
      "[Event \"a\"]\n1. 32-28 {note\n\n[Event \"fake\"]\n} 19-23 *\n\n[Event \"b\"]\n1. 31-27 "
      "*\n\n"
      "[Event \"c\"]\n1. 31-26 1-0\n",
      "[Event \"a\"]\n1. 32-28 19-23\n\n[Event \"b\"]\n1. 31-27 *\n\n[Event \"c\"]\r\n\r\n"
      "[Event \"d\"]\r\n1. 32-28 *\r\n\r\n[Event \"e\"]\n1. 32-28 ( 19-23\n\n[Event \"f\"] ) *\n\n"
      "[Event \"g\"]\n*\n",
      "[Event \"a\"]\n1. 32-28 *\n{between}\n\n[Event \"b\"]\n1. 31-27 *\n\n[Event \"c\"]\n1-0\n",
      // '{', '(' and '/' never closed, with a closer in a later game; a '(' text over a blank
      // line and a '[' line that is no tag (no guess there: its piece would read the text's
      // words as games, "1. 31-27 *" one of them, and end between games)
      "[Event \"a\"]\n1. 32-28 {open\n\n[Event \"b\"]\n1. 31-27 *\n\n[Event \"c\"]\n"
      "1. 31-26 {x} 1-0\n\n[Event \"d\"]\n1. 32-28 (open\n\n[Event \"e\"]\n1) 31-27 *\n\n"
      "[Event \"f\"]\n1. 32-28 /open\n\n[Event \"g\"]\n1. 31-27 1/2-1/2\n",
      "[Event \"a\"]\n1. 32-28 (see 1-0 1. 31-27 *\n\n[see the note]\nmore) 1-0\n\n"
      "[Event \"b\"]\n1. 31-27 *\n",
  };
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const TempFile file("awkward-" + std::to_string(i) + ".pdn", texts[i]);
    expect_same_games(file.path());
  }
}

// A game as the tests below name it: its number and Event, or its error.
std::string game_named(const ArchiveGame& g) {
  if (g.error) return g.error->to_string();
  const std::string* event = g.game.tag("Event");
  return std::to_string(g.game.number) + " " + (event ? *event : "?");
}

// A '[' that opens no tag, alone on its line or before the '[' of a tag, is an error where the
// next '[' stands, and the game that begins there is read whole, in both dialects (a line of
// '[' and blanks is one error, not one a '['); the error's text names nothing of that game, so
// that the game with the '[' read alone (a slice each) says the same.
TEST(SplitInputs, ABracketThatOpensNoTagLosesNoGame) {
  const TempFile file("stray-bracket.pdn",
                      "[Event \"one\"]\n1. 32-28 19-23 1-0\n\n"
                      "[\n"
                      "[Event \"two\"]\n1. 31-27 18-22 0-1\n\n"
                      "[[Event \"three\"] 1. 33-29 17-21 1-0\n\n"
                      "[[[ [\n"
                      "[Event \"four\"]\n1. 32-28 *\n");
  for (const auto& [dialect, expected_name] :
       {std::pair{Dialect::liberal, "a tag name"},
        std::pair{Dialect::strict, "a tag name (a capital letter, then letters, digits or '_')"}}) {
    const std::string no_name =
        std::string(": expected ") + expected_name + ", found the next tag or the end of the input";
    const std::string at = file.path() + ":";
    const std::vector<std::string> expected = {
        "1 one",
        at + "5:1: error: game 2" + no_name,  // the '[' of line 4, past its line end
        "3 two",
        at + "8:2: error: game 4" + no_name,
        "5 three",
        // A '[' before another '[' or a blank opens no tag: junk, skipped to the next tag line.
        at + "10:2: error: game 6" + no_name.substr(0, no_name.find(", found")) + ", found '['",
        "7 four",
    };
    ArchiveOptions options;
    options.keep_text = true;
    options.read.dialect = dialect;
    for (const auto& [way, games] :
         {std::pair{"whole", read_whole(file.path(), options)},
          std::pair{"a slice per game", read_split(file.path(), options, 0)},
          std::pair{"guessed pieces", read_guessed(file.path(), options, 1)},
          std::pair{"pulled with 2 jobs", read_pulled(file.path(), options, 2)}}) {
      std::vector<std::string> named;
      for (const ArchiveGame& g : games) named.push_back(game_named(g));
      EXPECT_EQ(named, expected) << way << ", " << expected_name;
      ASSERT_EQ(games.size(), expected.size()) << way;
      EXPECT_EQ(games[1].text, "[\n") << way;  // the next game's lines are its own
      EXPECT_EQ(games[3].text, "[\n") << way;  // a text cut short ends its line (InputBuilder)
      EXPECT_EQ(games[5].text, "[[[ [\n") << way;
    }
  }
}

TEST(SplitInputs, JsonLinesGiveTheSameGames) {
  const TempFile file(
      "lines.jsonl",
      "{\"tags\": [], \"moves\": []}\n\n{broken\n{\"tags\": [[\"Event\", \"x\"]]}\n");
  expect_same_games(file.path(), true);
}

TEST(SplitInputs, HostileInputsGiveTheSameGames) {
  for (const test::HostileInput& input : test::hostile_inputs(0.0005)) {
    const TempFile file(input.name + ".pdn", input.text);
    expect_same_games(file.path());
  }
}

TEST(SplitInputs, SamplesGiveTheSameGames) {
  for (const auto& entry : fs::directory_iterator(DAMAS_SAMPLES_DIR)) {
    if (entry.path().extension() == ".pdn") expect_same_games(entry.path().string());
  }
}

TEST(SplitInputs, CorpusGivesTheSameGames) {
  if (!fs::is_directory(DAMAS_CORPUS_DIR)) {
    GTEST_SKIP() << "corpus not found at " DAMAS_CORPUS_DIR " (it lives beside the repository)";
  }
  std::size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(DAMAS_CORPUS_DIR)) {
    const std::string ext = entry.path().extension().string();
    if (entry.is_regular_file() && (ext == ".pdn" || ext == ".phn" || ext == ".fen")) {
      expect_same_games(entry.path().string());
      ++files;
    }
  }
  EXPECT_GT(files, 100u);
}

std::vector<std::string> piece_texts(std::string_view text, std::size_t bytes,
                                     std::size_t guesses) {
  std::vector<std::string> texts;
  PieceCutter cutter(text, bytes, guesses);
  while (!cutter.done()) {
    const GuessedPiece piece = cutter.next();
    EXPECT_EQ(piece.last, cutter.done());
    texts.emplace_back(piece.text);
  }
  return texts;
}

TEST(GuessedPieces, AGuessIsAWholeTagAfterABlankLine) {
  // Guesses before [a, [c and [d (a CRLF blank line); not [b (no blank line), [e (a blank), nor
  // [see the diagram] and [f "x" (not whole tags).
  const std::string text =
      "x\n\n[a \"\"]\n[b \"\"]\n\n[c \"\"]\r\n\r\n[d \"\"]\n \n[e \"\"]\n\n[see the diagram]\n\n[f "
      "\"x\"";
  const std::string from_d = "[d \"\"]\n \n[e \"\"]\n\n[see the diagram]\n\n[f \"x\"";
  using Texts = std::vector<std::string>;
  EXPECT_EQ(piece_texts(text, 1, 100),
            (Texts{"x\n\n", "[a \"\"]\n[b \"\"]\n\n", "[c \"\"]\r\n\r\n", from_d}));
  EXPECT_EQ(piece_texts(text, 12, 100),
            (Texts{"x\n\n[a \"\"]\n[b \"\"]\n\n", "[c \"\"]\r\n\r\n" + from_d}));
  EXPECT_EQ(piece_texts(text, 1000, 2),
            (Texts{"x\n\n[a \"\"]\n[b \"\"]\n\n", "[c \"\"]\r\n\r\n" + from_d}));
  EXPECT_EQ(piece_texts(text, 1000, 100), (Texts{text}));
  EXPECT_TRUE(piece_texts("", 1, 1).empty());
}

std::string plain_games(std::size_t count) {
  std::string text;
  for (std::size_t i = 1; i <= count; ++i) {
    text += "[Event \"e" + std::to_string(i) + "\"]\n[Result \"*\"]\n1. 11-15 22-18";
    text += i % 2 == 0 ? " {a comment\n[on two lines]}" : "";
    text += " *\n\n";
  }
  return text;
}

TEST(GuessedPieces, PlainGamesAreCutAtEveryGameAndEndBetweenGames) {
  const std::string text = plain_games(30);
  std::vector<ArchiveGame> whole;
  pdn::GameBuilder builder([&](pdn::Game&& g) { whole.push_back({"x", std::move(g), {}, {}, {}}); });
  pdn::read_text(text, "x", builder);
  ASSERT_EQ(whole.size(), 30u);
  PieceCutter cutter(text, 1, 64);
  std::size_t games = 0;
  while (!cutter.done()) {
    const GuessedPiece piece = cutter.next();
    EXPECT_EQ(piece.position, whole[games].game.position);  // lines counted by the cutter
    const PieceReading reading = read_guessed_piece(
        "x", piece, {}, 10, [&](ArchiveGame&& g) { EXPECT_EQ(g.game.number, 1u); });
    EXPECT_EQ(reading.games, 1u);
    EXPECT_TRUE(reading.ends_between_games);
    EXPECT_EQ(piece.last, games == 29);
    ++games;
  }
  EXPECT_EQ(games, 30u);
  // Pieces of many games stop at the limit.
  const PieceReading capped = read_guessed_piece("x", {text, {}, true}, {}, 10, [](ArchiveGame&&) {});
  EXPECT_TRUE(capped.too_many_games);
  EXPECT_FALSE(capped.ends_between_games);
}

TEST(GuessedPieces, APieceThatEndsInAGameIsFoundWrong) {
  for (const char* broken :
       {"{a comment\n\n", "( 19-23\n\n", "19-23\n\n", "* {after}\n\n", "* [Event\n\n"}) {
    const std::string piece = std::string("[Event \"a\"]\n1. 32-28 ") + broken;
    const PieceReading reading =
        read_guessed_piece("x", {piece, {}, false}, {}, 10, [](ArchiveGame&&) {});
    EXPECT_FALSE(reading.ends_between_games) << broken;
    const std::string whole = "[Event \"a\"]\n1. 32-28 (19-23) 1-0\r\n\\r\n";  // by the grammar
    EXPECT_TRUE(
        read_guessed_piece("x", {whole, {}, false}, {}, 10, [](ArchiveGame&&) {}).ends_between_games);
  }
}

// What the caller's callback throws (an output it cannot write) is the caller's: it goes out of
// the reading as it was thrown, the input is not reported as failed, and nothing after it is
// read; through read_inputs, split_inputs and process_games with one job and with two.
TEST(ReadInputs, WhatTheCallbackThrowsIsNotTheInputsFailure) {
  const TempFile first("thrown-first.pdn", "[Event \"a\"]\n1. 32-28 *\n\n[Event \"b\"]\n*\n");
  const TempFile second("thrown-second.pdn", "[Event \"c\"]\n1. 31-27 *\n");
  const std::vector<std::string> inputs = {first.path(), second.path()};
  std::vector<std::string> failed;
  InputEvents events;
  events.failed = [&](const std::string& source, const std::string&) { failed.push_back(source); };
  const std::system_error output_error(EISDIR, std::generic_category(), "cannot write out.html");
  std::atomic<std::size_t> handed = 0;  // games or slices given to the callback
  // The error's own text and code, as thrown, the callback called once; but for process_games's
  // workers, which go on with the games in their hands when one of them fails.
  const auto expect_output_error = [&](const std::function<void()>& run, const char* how,
                                       std::size_t most_handed = 1) {
    handed = 0;
    try {
      run();
      ADD_FAILURE() << how << ": nothing thrown";
    } catch (const std::system_error& e) {
      EXPECT_EQ(e.code().value(), EISDIR) << how;
      EXPECT_STREQ(e.what(), output_error.what()) << how;
    }
    EXPECT_GE(handed, 1u) << how;
    EXPECT_LE(handed, most_handed) << how;
    EXPECT_TRUE(failed.empty()) << how;
  };
  expect_output_error(
      [&] {
        read_inputs(events, inputs, {}, [&](ArchiveGame&&) {
          ++handed;
          throw output_error;
        });
      },
      "read_inputs");
  expect_output_error(
      [&] {
        split_inputs(events, inputs, {}, 0, [&](InputSlice&&) {
          ++handed;
          throw output_error;
        });
      },
      "split_inputs");
  for (const int jobs : {1, 2}) {
    expect_output_error(
        [&] {
          process_games<int>(
              events, inputs, {}, {.jobs = jobs}, [](ArchiveGame&) { return 0; },
              [&](int&&) {
                ++handed;
                throw output_error;
              });
        },
        jobs == 1 ? "process_games, emit, one job" : "process_games, emit, two jobs");
    expect_output_error(
        [&] {
          process_games<int>(
              events, inputs, {}, {.jobs = jobs, .slice_bytes = 0},
              [&](ArchiveGame&) -> int {
                if (++handed == 1) throw output_error;
                return 0;
              },
              [](int&&) {});
        },
        jobs == 1 ? "process_games, process, one job" : "process_games, process, two jobs",
        jobs == 1 ? 1 : 3);
  }
}

TEST(GameReader, InputsThatCannotBeReadAreListedInTheirPlace) {
  const TempFile first("reader-first.pdn", "[Event \"a\"]\n1. 32-28 *\n\n[Event \"b\"]\n*\n");
  const TempFile second("reader-second.pdn", "[Event \"c\"]\n1. 31-27 *\n");
  const std::string missing = first.path() + ".missing";
  GameReader reader({first.path(), missing, second.path()});
  std::vector<std::string> events;
  while (std::optional<ArchiveGame> game = reader.next()) {
    events.push_back(game->game.tags.empty() ? "?" : std::string(game->game.tags[0].value));
    events.push_back(std::to_string(reader.failures().size()));
  }
  EXPECT_EQ(events, (std::vector<std::string>{"a", "0", "b", "0", "c", "1"}));
  ASSERT_EQ(reader.failures().size(), 1u);
  EXPECT_EQ(reader.failures()[0].source, missing);
  EXPECT_EQ(reader.failures()[0].reason, "No such file or directory");
}

// The reading runs ahead of next() by a bounded number of games: an endless input (a FIFO fed
// forever) is read as far as it is asked for, and destroying the reader ends its reading.
TEST(GameReader, ReadsAnEndlessInputAsFarAsAskedAndStops) {
  const std::string fifo = (fs::temp_directory_path() / "damas-game-reader-fifo").string();
  fs::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::signal(SIGPIPE, SIG_IGN);  // the writer learns of the closed FIFO by EPIPE
  std::atomic<std::size_t> written = 0;
  std::thread writer([&] {
    const int fd = open(fifo.c_str(), O_WRONLY);
    const std::string game = "[Event \"x\"]\n1. 32-28 19-23 *\n\n";
    while (fd >= 0 && write(fd, game.data(), game.size()) == static_cast<ssize_t>(game.size())) {
      ++written;
    }
    if (fd >= 0) close(fd);
  });
  {
    GameReader reader({fifo});
    for (std::size_t number = 1; number <= 5; ++number) {
      const std::optional<ArchiveGame> game = reader.next();
      ASSERT_TRUE(game.has_value());
      EXPECT_EQ(game->game.number, number);
      EXPECT_FALSE(game->error.has_value());
    }
  }  // an unbounded reading would never come back from here
  writer.join();
  EXPECT_GT(written.load(), 5u);
  fs::remove(fifo);
}

// wait_for says whether next() would give at once: not while the writer is silent, nor for an
// input that failed (next() would wait on past it), but once a game or the end has come.
TEST(GameReader, WaitForSaysWhenAGameOrTheEndHasCome) {
  const std::string fifo = (fs::temp_directory_path() / "damas-game-reader-wait-fifo").string();
  fs::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  GameReader reader({fifo + ".missing", fifo});
  const int fd = open(fifo.c_str(), O_WRONLY);  // waits for the reader to open it
  ASSERT_GE(fd, 0);
  EXPECT_FALSE(reader.wait_for(std::chrono::milliseconds(20)));
  const std::string game = "[Event \"x\"]\n1. 32-28 19-23 *\n";
  ASSERT_EQ(write(fd, game.data(), game.size()), static_cast<ssize_t>(game.size()));
  close(fd);  // the end of the input: the game read to its end
  EXPECT_TRUE(reader.wait_for(std::chrono::seconds(60)));
  const std::optional<ArchiveGame> first = reader.next();
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->game.moves.nodes.size(), 2u);
  EXPECT_EQ(reader.failures().size(), 1u);
  EXPECT_TRUE(reader.wait_for(std::chrono::seconds(60)));
  EXPECT_EQ(reader.next(), std::nullopt);
  fs::remove(fifo);
}

// A FIFO that no program opens for writing blocks the reading thread in open(): destroying the
// reader must not wait for it (Python's read_games dropped after a Ctrl-C hung here).
TEST(GameReader, ADestroyedReaderDoesNotWaitForAnInputThatNeverComes) {
  const std::string fifo = (fs::temp_directory_path() / "damas-game-reader-silent-fifo").string();
  fs::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  {
    GameReader reader({fifo});
    EXPECT_FALSE(reader.wait_for(std::chrono::milliseconds(20)));
  }  // a reader that waits for its thread would never come back from here
  // The thread left behind ends once the FIFO is opened and closed (an empty input); waited for
  // here, so that it does not run on while the test's process exits.
  const int fd = open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
  ASSERT_GE(fd, 0) << "the reading thread no longer waits in open()";
  close(fd);
  const auto threads = [] {
    return std::distance(fs::directory_iterator("/proc/self/task"), fs::directory_iterator());
  };
  for (int tries = 0; tries < 1000 && threads() > 1; ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(threads(), 1);
  fs::remove(fifo);
}

// A reader moved from has handed its games over: it gives none, and says so at once.
TEST(GameReader, AReaderMovedFromHasNoGames) {
  GameReader from = GameReader::from_text("1. 11-15 *\n\n1. 9-13 *\n");
  const GameReader to = std::move(from);
  EXPECT_TRUE(from.wait_for(std::chrono::milliseconds(0)));
  EXPECT_EQ(from.next(), std::nullopt);
  EXPECT_TRUE(from.failures().empty());
}

TEST(GameReader, AReaderMovedOntoItselfKeepsItsGames) {
  GameReader reader = GameReader::from_text("1. 11-15 *\n\n1. 9-13 *\n");
  GameReader& same = reader;
  reader = std::move(same);
  int games = 0;
  while (reader.next()) ++games;
  EXPECT_EQ(games, 2);
}

TEST(Shard, PartsAreTheGamesCountedByHand) {
  const auto numbers = [](const Shard& shard, std::size_t total) {
    std::vector<std::size_t> held;
    for (std::size_t n = 1; n <= total; ++n) {
      if (shard.holds(n)) held.push_back(n);
    }
    return held;
  };
  // 10 games in 3 parts: 10/3 rounded down is 3, 20/3 is 6.
  EXPECT_EQ(numbers(Shard::contiguous(1, 3, 10), 10), (std::vector<std::size_t>{1, 2, 3}));
  EXPECT_EQ(numbers(Shard::contiguous(2, 3, 10), 10), (std::vector<std::size_t>{4, 5, 6}));
  EXPECT_EQ(numbers(Shard::contiguous(3, 3, 10), 10), (std::vector<std::size_t>{7, 8, 9, 10}));
  EXPECT_EQ(numbers(Shard::contiguous(2, 4, 2), 2), (std::vector<std::size_t>{1}));
  EXPECT_TRUE(numbers(Shard::contiguous(1, 4, 2), 2).empty());
  EXPECT_EQ(numbers(Shard::interleaved(2, 3), 10), (std::vector<std::size_t>{2, 5, 8}));
  EXPECT_EQ(numbers(Shard::interleaved(1, 1), 3), (std::vector<std::size_t>{1, 2, 3}));
  EXPECT_TRUE(Shard::interleaved(2, 3).holds_any(4, 2));   // 5
  EXPECT_FALSE(Shard::interleaved(2, 3).holds_any(6, 2));  // 6, 7
  EXPECT_FALSE(Shard::contiguous(2, 3, 10).holds_any(7, 50));
  EXPECT_TRUE(Shard::contiguous(2, 3, 10).holds_any(1, 4));
}

// The parts of a run over several inputs, read with one job and with two, are every game of the
// run once: joined in order (contiguous) or taken in turn (interleaved), the whole run's games.
TEST(Shard, PartsOfARunAreEveryGameOnce) {
  std::vector<std::string> inputs;
  for (const auto& entry : fs::directory_iterator(DAMAS_SAMPLES_DIR)) {
    if (entry.path().extension() == ".pdn") inputs.push_back(entry.path().string());
  }
  std::sort(inputs.begin(), inputs.end());
  const TempFile awkward("shard.pdn", "[Event \"a\"]\n1. 32-28 *\n\n[Event \"b\n1. 1-5 *\n\n*\n");
  inputs.push_back(awkward.path());
  const auto key = [](const ArchiveGame& g) {
    return g.source + "#" + std::to_string(g.game.number) + " " + error_text(g);
  };
  const auto run = [&](Shard* shard, int jobs) {
    std::vector<std::string> keys;
    const Renumber<std::string> renumber = [](std::string&, std::size_t) {};
    EXPECT_TRUE(process_games<std::string>(
        {}, inputs, {}, {.jobs = jobs, .slice_bytes = 200, .shard = shard},
        [&](ArchiveGame& g) { return key(g); }, [&](std::string&& k) { keys.push_back(k); },
        renumber));
    return keys;
  };
  const std::vector<std::string> whole = run(nullptr, 1);
  const std::size_t total = count_games({}, inputs, {});
  EXPECT_EQ(total, whole.size());
  ASSERT_GT(whole.size(), 6u);
  for (const int jobs : {1, 2}) {
    for (const std::size_t parts : {2u, 3u, 7u}) {
      SCOPED_TRACE(std::to_string(parts) + " parts, " + std::to_string(jobs) + " jobs");
      std::vector<std::string> joined;
      std::vector<std::vector<std::string>> interleaved;
      for (std::size_t part = 1; part <= parts; ++part) {
        Shard contiguous = Shard::contiguous(part, parts, total);
        for (std::string& k : run(&contiguous, jobs)) joined.push_back(std::move(k));
        EXPECT_EQ(contiguous.games_seen, total);
        Shard every_nth = Shard::interleaved(part, parts);
        interleaved.push_back(run(&every_nth, jobs));
      }
      EXPECT_EQ(joined, whole);
      std::vector<std::string> taken_in_turn;
      for (std::size_t i = 0; i < whole.size(); ++i) {
        const auto& part = interleaved[i % parts];
        ASSERT_LT(i / parts, part.size());
        taken_in_turn.push_back(part[i / parts]);
      }
      EXPECT_EQ(taken_in_turn, whole);
    }
  }
}

}  // namespace
}  // namespace damas::pdn
