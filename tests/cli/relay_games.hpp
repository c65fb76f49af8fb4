// The games of the tests of a stream written a game at a time (a relay, `tail -f`).
#pragma once

#include <string_view>

namespace damas::test {

// A legal game, and one whose third ply is illegal (a capture is compulsory: 15x24), each with
// the blank line that ends it (nine lines). The tests write three: the first comes with the
// stream's first read (the bytes its format is told from), the others through the reading that
// follows.
inline constexpr std::string_view kRelayLegalGame =
    "[Event \"Relay\"]\n[Site \"Porto\"]\n[Date \"2026.12.07\"]\n[Round \"1\"]\n"
    "[White \"Branco\"]\n[Black \"Preto\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 15x24 21-18 *\n\n";
inline constexpr std::string_view kRelayIllegalGame =
    "[Event \"Relay\"]\n[Site \"Porto\"]\n[Date \"2026.12.07\"]\n[Round \"2\"]\n"
    "[White \"Branco\"]\n[Black \"Preto\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 10-14 *\n\n";
// How long a test waits for a game's output: long enough for a sanitizer build on a busy
// machine. A command that waits for more input fails the test then (it does not hang).
inline constexpr double kRelayPatience = 20;

}  // namespace damas::test
