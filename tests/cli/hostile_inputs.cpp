#include "hostile_inputs.hpp"

#include <random>

namespace damas::test {

namespace {

std::size_t scaled(double scale, std::size_t full) {
  return static_cast<std::size_t>(static_cast<double>(full) * scale) + 1;
}

std::string repeat(std::string_view piece, std::size_t times) {
  std::string text;
  text.reserve(piece.size() * times);
  for (std::size_t i = 0; i < times; ++i) text += piece;
  return text;
}

const std::string kHeader = "[Event \"Hostile\"]\n[Result \"*\"]\n";
const std::string kGood = "[Event \"Good\"]\n[Result \"*\"]\n1. 11-15 22-18 *\n\n";
constexpr char kNulGame[] = "1. 11-15\0 22-18 {\0}\0 *\n";

std::string random_bytes(std::size_t size) {
  std::mt19937 engine(20261130);  // fixed seed: the same bytes on every run
  std::uniform_int_distribution<int> byte(0, 255);
  std::string text(size, '\0');
  for (char& c : text) c = static_cast<char>(byte(engine));
  return text;
}

// Tags of distinct names (Tag1, Tag2, ...): a duplicate check by linear search is quadratic.
std::string numbered_tags(std::size_t count) {
  std::string text;
  for (std::size_t i = 1; i <= count; ++i) text += "[Tag" + std::to_string(i) + " \"value\"]\n";
  return text;
}

// A JSON Lines game whose first move carries a variation, nested `depth` deep.
std::string nested_json(std::size_t depth) {
  const std::string node_head =
      R"({"nodes":[{"before":[],"move":"11-15","squares":[11,15],"separator":"-","at":[1,1,0],)"
      R"("strength":"","nags":[],"after":[],"variations":[)";
  const std::string node_tail = R"(]}],"trailing":[]})";
  return R"({"game":1,"at":[1,1,0],"tags":[],"moves":)" + repeat(node_head, depth) +
         R"({"nodes":[],"trailing":[]})" + repeat(node_tail, depth) + "}\n";
}

// A JSON Lines game of `tags` tags and one of `plies` moves: one long array each (the JSON
// reader's document tree took time quadratic in an array's length, 13 s for 200,000 tags, and
// 630 MB for 300,000 plies). A second per MiB: far more than either takes now.
std::vector<HostileInput> long_json_arrays(std::size_t tags, std::size_t plies) {
  std::string many_tags = R"({"game":1,"at":[1,1,0],"tags":[)";
  for (std::size_t i = 1; i <= tags; ++i) {
    if (i > 1) many_tags += ',';
    many_tags += R"({"name":"Tag)" + std::to_string(i) + R"(","value":"value","at":[1,1,0]})";
  }
  many_tags += R"(],"moves":{"nodes":[],"trailing":[]}})" "\n";
  const std::string node =
      R"({"before":[],"move":"11-15","squares":[11,15],"separator":"-","at":[1,1,0],)"
      R"("strength":"","nags":[],"after":[],"variations":[]})";
  std::string many_plies = R"({"game":1,"at":[1,1,0],"tags":[],"moves":{"nodes":[)";
  for (std::size_t i = 0; i < plies; ++i) many_plies += (i > 0 ? "," : "") + node;
  many_plies += R"(],"trailing":[]}})" "\n";
  return {{"json_many_tags", std::move(many_tags), 1}, {"json_many_plies", std::move(many_plies), 1}};
}

}  // namespace

std::vector<HostileInput> hostile_inputs(double scale) {
  const std::size_t depth = scaled(scale, 100'000);
  const std::size_t text_bytes = scaled(scale, 20'000'000);
  const std::size_t digits = scaled(scale, 10'000'000);
  const std::size_t games = scaled(scale, 2'000'000);
  const std::size_t tags = scaled(scale, 500'000);
  std::vector<HostileInput> inputs = {
      {"nested_variations",
       kHeader + "1. 11-15 " + repeat("(22-18 ", depth) + repeat(") ", depth) + "*\n" + kGood},
      {"nested_json_variations", nested_json(depth)},
      {"unclosed_comment", kGood + kHeader + "1. 11-15 {" + std::string(text_bytes, 'c')},
      {"huge_tag_value", kGood + "[Event \"" + std::string(text_bytes, 'v') + "\"]\n*\n" + kGood},
      {"huge_move_number", kHeader + std::string(digits, '9') + ". 11-15 *\n" + kGood},
      {"huge_square", kHeader + "1. " + std::string(digits, '1') + "-15 *\n" + kGood},
      {"random_bytes", random_bytes(text_bytes)},
      {"nul_bytes", kGood + kHeader + std::string(kNulGame, sizeof kNulGame - 1) +
                        std::string(text_bytes / 8, '\0') + kGood},
      {"invalid_utf8", "[Event \"\xff\xfe\xc0\x80\"]\n[White \"\xed\xa0\x80\"]\n1. 11-15 {\xe2\x28\xa1} "
                       "\x80\xbf *\n\n" + kGood},
      {"cut_in_tag", kGood + "[Event \"Cut in the mid"},
      {"empty_games", repeat("* ", games), 100},
      {"many_tags", "[Event \"Tags\"]\n" + numbered_tags(tags) + "1. 11-15 *\n"},
  };
  for (HostileInput& input : long_json_arrays(tags, scaled(scale, 300'000))) {
    inputs.push_back(std::move(input));
  }
  return inputs;
}

}  // namespace damas::test
