#include "round_trip.hpp"

#include <algorithm>
#include <span>
#include <variant>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/writer.hpp"

namespace damas::pdn::testing {

namespace {

std::string remark_text(const Remark& remark) {
  if (const auto* comment = std::get_if<Comment>(&remark)) {
    // The writer's one documented loss: a comment over several lines holding '}' (read from
    // parentheses) has its '}' written as ')'.
    std::string text = comment->text;
    if (text.find_first_of("\n\r") != std::string::npos) {
      std::replace(text.begin(), text.end(), '}', ')');
    }
    return "{" + text + "}";
  }
  if (const auto* escape = std::get_if<EscapeLine>(&remark)) return "%" + escape->text;
  return "/" + std::get<Setup>(remark).text + "/";
}

std::string remarks_difference(std::span<const Remark> a, std::span<const Remark> b,
                               const std::string& where) {
  if (a.size() != b.size()) {
    return where + ": " + std::to_string(a.size()) + " remarks became " + std::to_string(b.size());
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].index() != b[i].index() || remark_text(a[i]) != remark_text(b[i])) {
      return where + ": remark " + remark_text(a[i]) + " became " + remark_text(b[i]);
    }
    const auto* comment = std::get_if<Comment>(&a[i]);
    if (comment != nullptr && comment->text == std::get<Comment>(b[i]).text &&
        comment->commands != std::get<Comment>(b[i]).commands) {
      return where + ": the commands of " + remark_text(a[i]) + " changed";
    }
  }
  return {};
}

std::string line_difference(const Line& a, const Line& b, const std::string& where) {
  if (a.nodes.size() != b.nodes.size()) {
    return where + ": " + std::to_string(a.nodes.size()) + " moves became " +
           std::to_string(b.nodes.size());
  }
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    const Node& x = a.nodes[i];
    const Node& y = b.nodes[i];
    const std::string at = where + " move " + std::to_string(i + 1) + " (" + x.move.text + ")";
    if (auto d = remarks_difference(x.before, y.before, at + " before"); !d.empty()) return d;
    if (x.move.squares != y.move.squares ||
        is_capture(x.move.separator) != is_capture(y.move.separator)) {
      return at + ": move became " + y.move.text;
    }
    if (x.strength != y.strength) return at + ": strength " + x.strength + " became " + y.strength;
    if (x.nags.size() != y.nags.size()) return at + ": NAG count changed";
    for (std::size_t n = 0; n < x.nags.size(); ++n) {
      if (x.nags[n].value != y.nags[n].value) return at + ": NAG changed";
    }
    if (auto d = remarks_difference(x.after, y.after, at + " after"); !d.empty()) return d;
    if (x.variations.size() != y.variations.size()) return at + ": variation count changed";
    for (std::size_t v = 0; v < x.variations.size(); ++v) {
      if (auto d = line_difference(x.variations[v], y.variations[v],
                                   at + " variation " + std::to_string(v + 1));
          !d.empty()) {
        return d;
      }
    }
  }
  return remarks_difference(a.trailing, b.trailing, where + " end");
}

}  // namespace

std::string record_difference(const Game& original, const Game& reread) {
  const std::vector<const Tag*> tags = ordered_tags(original);
  if (tags.size() != reread.tags.size()) return "tag count changed";
  for (std::size_t i = 0; i < tags.size(); ++i) {
    const std::string expected =
        tags[i]->name == "FEN" ? canonical_fen(original, tags[i]->value) : tags[i]->value;
    if (tags[i]->name != reread.tags[i].name || expected != reread.tags[i].value) {
      return "tag [" + tags[i]->name + " \"" + expected + "\"] became [" + reread.tags[i].name +
             " \"" + reread.tags[i].value + "\"]";
    }
  }
  if (auto d = line_difference(original.moves, reread.moves, "main line"); !d.empty()) return d;
  const std::string result = written_terminator(original);
  if (!reread.result || reread.result->text != result) return "result changed";
  return {};
}

std::string json_game_round_trip_failure(const Game& game) {
  const std::string json = to_json(game);
  try {
    if (game_from_json(json) != game) return "its JSON reads back as another game: " + json;
  } catch (const JsonError& e) {
    return std::string("its JSON is refused: ") + e.what() + ": " + json;
  }
  const std::string pdn = write_game(game);
  for (const bool scan : {true, false}) {
    const std::string reader = scan ? "the reader" : "the grammar";
    std::vector<ReadError> errors;
    const std::vector<Game> games = read_games(pdn, &errors, {.plain_games_by_scan = scan});
    if (!errors.empty()) return reader + " refuses its PDN: " + errors.front().message + "\n" + pdn;
    if (games.size() != 1) {
      return reader + " reads its PDN as " + std::to_string(games.size()) + " games\n" + pdn;
    }
    if (const std::string d = record_difference(game, games.front()); !d.empty()) {
      return reader + " reads its PDN back as another record: " + d + "\n" + pdn;
    }
    try {
      game_from_json(to_json(games.front()));
    } catch (const JsonError& e) {
      return "the game read back from its PDN is refused as JSON: " + std::string(e.what()) + "\n" +
             pdn;
    }
    if (write_game(games.front()) != pdn) return "its PDN read back writes other PDN\n" + pdn;
  }
  return {};
}

}  // namespace damas::pdn::testing
