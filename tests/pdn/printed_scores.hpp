// Scoresheets written for the tests in the forms of printed Portuguese scores (README "Printed
// scores"), and the same games in plain PDN: the reader must take both to the same moves.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace damas::pdn::testing {

// A legal game of 38 plies: after Black's 19th move (3x13) White has no move, so Black wins.
// Its captures: 15x24, 9x25 (9x18x25), 31x24, 14x21, 26x17, 20x4 and 17x3 (men crowned),
// 4x21, 21x4, 23x16, 16x7, 3x13.
inline const std::string kPlainGame =
    "[Event \"Torneio de Teste\"]\n[Site \"Porto\"]\n[Date \"2026.11.30\"]\n[Round \"1\"]\n"
    "[White \"Silva\"]\n[Black \"Costa\"]\n[Result \"0-1\"]\n\n"
    "1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x25 28-23 "
    "7. 24-28 31x24 8. 4-7 22-18 9. 14x21 26x17 10. 11-15 20x4 11. 6-11 4x21 12. 3-7 21x4 "
    "13. 16-20 23x16 14. 8-12 16x7 15. 2-6 4-8 16. 5-10 24-20 17. 10-13 17x3 18. 1-5 8-19 "
    "19. 5-10 3x13 0-1\n";

// The same game as a bulletin prints it, with every printed form of the moves: an unquoted tag
// value, "1)" numbers, '×' and ':' and '-' for captures, a capture sign set apart ("26 x 17"),
// a comma and a semicolon between moves, a comment splitting a move pair ("3..." and a bare
// "..."), the strengths "(!)", "!!", "(?)", the only-move mark before and after a move,
// promotions "=D" and "=K", note markers, words that are no moves, and "GN" (ganham as negras)
// for 0-1.
inline const std::string kBulletin =
    "[Event \"Torneio de Teste\"]\n[Site \"Porto\"]\n[Date \"2026.11.30\"]\n[Round \"1\"]\n"
    "[White Silva]\n[Black \"Costa\"]\n[Result \"0-1\"]\n\n"
    "1) 11-15 24-20 2) 15\u00d724 21-18 3) 7-11 {a melhor} 3... 25-21\n"
    "4) 10-14, 23-20; 5) 12-16 18-13 6) 9:25 28-23 7) 24-28(!) 31x24\n"
    "8) 4-7 22-18 9) 14-21 26 x 17 [A] 10) 11-15 20x4=D 11) 6-11 4x21\n"
    "12) 3-7 {diagrama} ... 21x4 13) 16-20!! 23x16 14) 8-12 16\u00d77 (B)\n"
    "15) 2-6 (?) 4-8 16) 5-10 *24-20 17) 10-13 17x3=K 18) 1-5 8-19*\n"
    "19) 5-10 3x13 Brancas sem lances\n"
    "GN\n";

// The bulletin in PDN 3.0 as convert should write it: the marks as NAG $7, the notes and the
// words as comments, the strengths kept.
inline const std::string kBulletinAsPdn =
    "[Event \"Torneio de Teste\"]\n[Site \"Porto\"]\n[Date \"2026.11.30\"]\n[Round \"1\"]\n"
    "[White \"Silva\"]\n[Black \"Costa\"]\n[Result \"0-1\"]\n\n"
    "1. 11-15 24-20 2. 15x24 21-18 3. 7-11 {a melhor} 3... 25-21 4. 10-14 23-20 5. 12-16 18-13 "
    "6. 9x25 28-23 7. 24-28(!) 31x24 8. 4-7 22-18 9. 14x21 26x17 {[A]} 10. 11-15 20x4 "
    "11. 6-11 4x21 12. 3-7 {diagrama} 12... 21x4 13. 16-20!! 23x16 14. 8-12 16x7 {(B)} "
    "15. 2-6(?) 4-8 16. 5-10 24-20 $7 17. 10-13 17x3 18. 1-5 8-19 $7 19. 5-10 3x13 "
    "{Brancas sem lances} 0-1\n";

// What a replay of kBulletin reports, in order (all warnings): at the first occurrence of
// `token`, the code, the ply and move for a diagnostic about a move (0 and "" for the others),
// and the message. Each form once, counted over the game.
struct BulletinWarning {
  std::string token;
  std::string code;
  int ply = 0;
  std::string move;
  std::string message;
};
inline const std::vector<BulletinWarning> kBulletinWarnings = {
    {"[White", "bad-tag", 0, "", "the value of the tag White is not in quotes: read as \"Silva\""},
    {"1)", "notation", 0, "", "move numbers written '1)' are read as '1.' (19 times in this game)"},
    {"15\u00d724", "notation", 0, "",
     "the capture sign '\u00d7' is read as 'x' (2 times in this game)"},
    {",", "notation", 0, "", "commas between moves are left out"},
    {";", "notation", 0, "", "semicolons after moves are left out"},
    // White's 6th move; 9x18x25 is the route the rules find for it
    {"9:25", "notation", 11, "9:25", "9:25 is written with ':' for the capture 9x18x25"},
    {"26 x 17", "notation", 0, "", "blanks around a capture sign ('15 x 24') are left out"},
    {"[A]", "notation", 0, "",
     "note markers such as [A] or (A) are kept as comments: the notes are not in the game (2 "
     "times in this game)"},
    {"=D", "notation", 0, "",
     "the promotion mark '=D' or '=K' is left out: the rules crown a man on the last row (2 "
     "times in this game)"},
    {"... 21x4", "notation", 0, "",
     "'...' without a move number (where a comment splits a move pair) is left out"},
    {"*24-20", "notation", 0, "",
     "the only-move mark '*' on a move is read as the NAG $7 (forced move) (2 times in this "
     "game)"},
    {"Brancas", "notation", 0, "",
     "'Brancas sem lances' is not a move, a move number or a mark: kept as a comment"},
    {"GN", "notation", 0, "", "the result written 'GN' is read as 0-1"},
};

// Line and column (from 1, in bytes) and byte offset of the first `token` in `text` at or after
// `from`; line 0 when there is none.
struct Place {
  std::size_t line = 0;
  std::size_t column = 0;
  std::size_t byte = 0;
};
inline Place place_of(const std::string& text, const std::string& token, std::size_t from = 0) {
  const std::size_t at = text.find(token, from);
  if (at == std::string::npos) return {};
  const std::size_t line_start = at == 0 ? std::string::npos : text.rfind('\n', at - 1);
  const auto lines = std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
  return {1 + static_cast<std::size_t>(lines),
          at - (line_start == std::string::npos ? 0 : line_start + 1) + 1, at};
}

// Games ending in each printed result form (and one PDN result of the International type),
// after the same two moves: the text, and the result it is read as.
struct PrintedEnd {
  std::string end;
  std::string result;
};
inline const std::vector<PrintedEnd> kPrintedEnds = {
    {"EMP", "1/2-1/2"},
    {"empate.", "1/2-1/2"},
    {"GB.", "1-0"},
    {"empate", "1/2-1/2"},
    {"Empate", "1/2-1/2"},
    {"[1:0]", "1-0"},
    {"[0-1]", "0-1"},
    {"[1/2-1/2]", "1/2-1/2"},
    {"\u00bd-\u00bd", "1/2-1/2"},
    {"GB", "1-0"},
    {"GN", "0-1"},
    {"1-0 abandono", "1-0"},
    {"abandono 0-1", "0-1"},
    {"GB (abandono)", "1-0"},
    {"2-0 abandono", "1-0"},
    {"GB 0-1", "*"},
};

}  // namespace damas::pdn::testing
