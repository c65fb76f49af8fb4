// Games and counts for the tests of what pdn writes (output_safety_test.cpp,
// output_files_test.cpp): games told apart by their Event, broken ones in several ways.
#pragma once

#include <cstddef>
#include <string>

namespace damas::test {

// Clean, numbered by its Event "Good I".
inline std::string good_game(std::size_t i) {
  return "[Event \"Good " + std::to_string(i) + "\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 15x24 *\n\n";
}

// Broken in different ways, each a syntax error that the reader recovers from at the next game.
inline std::string broken_game(std::size_t i) {
  switch (i % 4) {
    case 0: return "[Event \"Bad move\"]\n1. 11-15 " + std::string(300, '1') + "-15 *\n\n";
    case 1: return "[Event \"Bad tag\" junk]\n1. 11-15 *\n\n";
    case 2: return "[Event \"Deep\"]\n1. 11-15 " + std::string(100, '(') + "*\n\n";
    default: return "[Event \"Bad NAG\"]\n1. $3 11-15 *\n\n";
  }
}

// Good games 0 to count - 1.
inline std::string many_games(std::size_t count, std::size_t first = 0) {
  std::string text;
  for (std::size_t i = first; i < first + count; ++i) text += good_game(i);
  return text;
}

// The lines of `text` that contain `containing` (all of them when it is empty).
inline std::size_t count_lines(const std::string& text, const std::string& containing = "") {
  std::size_t count = 0;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    if (text.substr(start, end - start).find(containing) != std::string::npos) ++count;
  }
  return count;
}

}  // namespace damas::test
