#include "random_archive.hpp"

#include <fmt/core.h>

#include <random>

#include "damas/rules/adjudicator.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::bench {

namespace {

constexpr int kMaxPlies = 200;
constexpr std::size_t kLineWidth = 80;

// Appends `token` to the movetext, breaking lines before they pass kLineWidth.
void append(std::string& out, std::size_t& column, const std::string& token) {
  if (column > 0 && column + 1 + token.size() > kLineWidth) {
    out += '\n';
    column = 0;
  } else if (column > 0) {
    out += ' ';
    ++column;
  }
  out += token;
  column += token.size();
}

}  // namespace

Archive random_archive(std::size_t min_bytes, unsigned seed) {
  std::mt19937 random(seed);
  Archive archive;
  rules::MoveList legal;
  while (archive.text.size() < min_bytes) {
    ++archive.games;
    rules::Adjudicator game(rules::Position::initial(), rules::portuguese_rules());
    std::string moves;
    std::size_t column = 0;
    while (!game.is_over() && game.ply() < kMaxPlies) {
      rules::generate_moves(game.position(), legal);
      const rules::Move& move = legal[static_cast<int>(random() % legal.size())];
      if (game.ply() % 2 == 0) append(moves, column, fmt::format("{}.", game.ply() / 2 + 1));
      append(moves, column, rules::move_text(move, legal));
      if (random() % 40 == 0) append(moves, column, "{a random move}");
      game.play(move);
    }
    archive.plies += static_cast<std::size_t>(game.ply());
    const char* result = rules::result_text(game.outcome().result);
    append(moves, column, result);
    archive.text += fmt::format(
        "[Event \"Random games {}\"]\n[Site \"damas-pdn bench\"]\n[Date \"2026.11.30\"]\n"
        "[Round \"{}\"]\n[White \"Random, A.\"]\n[Black \"Random, B.\"]\n[Result \"{}\"]\n"
        "[GameType \"28\"]\n{}\n\n",
        seed, archive.games, result, moves);
  }
  return archive;
}

}  // namespace damas::bench
