#include "damas/pdn/tournament_game.hpp"

#include <fmt/core.h>
#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <vector>

#include "damas/pdn/encoding.hpp"
#include "damas/pdn/result.hpp"
#include "damas/pdn/validate.hpp"
#include "damas/support/quoted.hpp"

namespace damas::pdn {

namespace {

std::string_view trimmed(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// A player's name from a tag: spaced and mapped; "" for none.
std::string player(const Game& game, std::string_view tag, const PlayerAliases& aliases) {
  const std::string* value = game.tag(tag);
  if (value == nullptr) return {};
  const std::string name = spaced_name(*value);
  if (name.empty() || name == "?") return {};
  return aliases.name_of(name);
}

// A Result tag read as the game's terminator is: a result in a spelling normalized_result knows
// ("2-0", "1:0"), or a printed form the reader takes for a terminator ("½-½", "empate", "GB",
// "[1:0]"); none when it is neither, or two results that disagree.
std::optional<std::string_view> tag_result(std::string_view tag) {
  if (const std::optional<std::string_view> normal = normalized_result(tag)) return normal;
  const GameEnd end = read_game_end(tag);
  if (end.result.empty() || end.disagreeing) return std::nullopt;
  return normalized_result(end.result);
}

// A bye's opponent: "-" (PDN's "not applicable") or "bye", letter case aside.
bool is_bye(std::string_view name) {
  const auto same_letter = [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == b;
  };
  return name == "-" ||
         (name.size() == 3 && std::equal(name.begin(), name.end(), "bye", same_letter));
}

// The result as recorded, and the dispute between the Result tag and the terminator when
// there is one: a Result tag that is a result wins.
struct Recorded {
  std::optional<std::string_view> result;  // normalized
  std::string dispute;
  const std::string* unread_tag = nullptr;  // a Result tag that is no result ("1–0", "=")
};

Recorded recorded_result(const Game& game) {
  const std::string* tag = game.tag("Result");
  const std::optional<std::string_view> tagged =
      tag != nullptr ? tag_result(trimmed(*tag)) : std::nullopt;
  const std::optional<std::string_view> terminator =
      game.result ? normalized_result(game.result->text) : std::nullopt;
  Recorded recorded{tagged ? tagged : terminator, {}, tag != nullptr && !tagged ? tag : nullptr};
  if (tagged && terminator && *tagged != *terminator) {
    recorded.dispute = fmt::format("the Result tag says {} but the game ends with {}: {} counted",
                                   *tagged, *terminator, *tagged);
  }
  return recorded;
}

std::optional<GameScore> score_of(rules::GameResult result) {
  switch (result) {
    case rules::GameResult::white_wins: return GameScore::white_wins;
    case rules::GameResult::black_wins: return GameScore::black_wins;
    case rules::GameResult::draw: return GameScore::draw;
    case rules::GameResult::ongoing: break;
  }
  return std::nullopt;
}

// The board's decision on the game, when the board gives one: replayed as validate replays,
// every move of the main line legal, the game over.
std::optional<rules::Outcome> board_outcome(const Game& game) {
  const ReplayedGame replayed = replay(game, ValidateOptions().replay);
  if (!replayed.judged() || replayed.outcome.result == rules::GameResult::ongoing) return {};
  const bool line_broken = std::any_of(
      replayed.diagnostics.begin(), replayed.diagnostics.end(), [](const Diagnostic& d) {
        return d.code == DiagnosticCode::illegal_move || d.code == DiagnosticCode::ambiguous_move;
      });
  if (line_broken) return {};
  return replayed.outcome;
}

// Counts the board's result in `counted` where it decides the game.
void judge_on_board(const Game& game, const Recorded& recorded, TournamentGame& counted) {
  const std::optional<rules::Outcome> outcome = board_outcome(game);
  if (!outcome) return;
  const std::string_view on_board = rules::result_text(outcome->result);
  const std::string how = fmt::format("{} after ply {}", rules::reason_text(outcome->reason),
                                       outcome->ply);
  counted.score = score_of(outcome->result);  // decided: never none
  const std::optional<GameScore> record = recorded.result ? score_of_result(*recorded.result)
                                                          : std::nullopt;
  if (!record) {
    counted.note = GameNote::board_result;
    counted.detail = fmt::format("no result recorded; the board ends it {} ({}): {} counted",
                                 on_board, how, on_board);
  } else if (*record != *counted.score) {
    counted.note = GameNote::disputed;
    counted.detail = fmt::format("recorded as {} but the board ends it {} ({}): {} counted",
                                 *recorded.result, on_board, how, on_board);
  } else if (!recorded.dispute.empty()) {
    counted.note = GameNote::disputed;
    counted.detail = recorded.dispute + fmt::format(" (as the board ends it, {})", how);
  }
}

// The aliases file's bytes decoded as a PDN file's are (encoding.hpp): UTF-16 by its byte order
// mark or NUL bytes; otherwise a UTF-8 byte order mark skipped, and every byte that is not part
// of a UTF-8 character read as Windows-1252.
std::string decoded(std::string_view bytes) {
  const DetectedEncoding detected = detect_encoding(bytes.substr(0, kEncodingHeadBytes));
  std::string text;
  if (detected.encoding == FileEncoding::bytes) {
    if (bytes.starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
    append_utf8(text, bytes);
  } else {
    support::Utf16Decoder decoder(detected.encoding == FileEncoding::utf16_be);
    decoder.decode(bytes.substr(detected.bom_bytes), text);
    decoder.finish(text);
  }
  return text;
}

// A name's blanks, tabs and carriage returns folded, its other bytes as they are: the whole of
// spaced_name for a name without other spaces and already in NFC (spaced_as_ascii), which
// ASCII names are.
std::string spaced_ascii(std::string_view text) {
  std::string name;
  name.reserve(text.size());
  bool space_pending = false;
  for (const char c : text) {
    if (c == ' ' || c == '\t' || c == '\r') {
      space_pending = !name.empty();
      continue;
    }
    if (space_pending) name += ' ';
    space_pending = false;
    name += c;
  }
  return name;
}

// Appends `run`, valid UTF-8, in NFC. The characters below U+0300 are simple for NFC: each is
// its own NFC, none is a combining mark (their combining class is 0: nothing is reordered across
// them, and they end a composition that began before them), and none is the second character
// of a canonical composition (the first of those is U+0300). So a text of them is in NFC as it
// is, and a text may be composed a piece at a time, cut before each of them: the names of most
// European languages skip utf8proc's tables (the tests SpacedName.PairsBelowU0400AreNfc and
// SpacedName.MixedTextIsNfc check it against utf8proc).
void append_nfc(std::string& out, std::string_view run, bool below_u0300) {
  if (below_u0300) {
    out += run;
    return;
  }
  const auto options = static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE);
  const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(run.data());
  const auto size = static_cast<utf8proc_ssize_t>(run.size());
  // A letter and its marks fit here (spaced_name's pieces): decomposed into code points, then
  // composed and written back as UTF-8 in place (with a NUL after it), without the allocation
  // of utf8proc_map, which takes the longer ones.
  std::array<utf8proc_int32_t, 64> codes;
  const utf8proc_ssize_t decomposed = utf8proc_decompose(
      bytes, size, codes.data(), static_cast<utf8proc_ssize_t>(codes.size()), options);
  if (decomposed >= 0 && decomposed < static_cast<utf8proc_ssize_t>(codes.size())) {
    const utf8proc_ssize_t length = utf8proc_reencode(codes.data(), decomposed, options);
    if (length >= 0) {
      out.append(reinterpret_cast<const char*>(codes.data()), static_cast<std::size_t>(length));
      return;
    }
  }
  utf8proc_uint8_t* composed = nullptr;
  const utf8proc_ssize_t length = utf8proc_map(bytes, size, &composed, options);
  const std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owned(composed, &std::free);
  if (length < 0) {  // out of memory: the run as written (it is valid UTF-8)
    out += run;
    return;
  }
  out.append(reinterpret_cast<const char*>(composed), static_cast<std::size_t>(length));
}

// The character that starts at byte `at` of `text` into `code`, and its width in bytes; 0 or
// less for a byte that starts no UTF-8 sequence.
utf8proc_ssize_t code_point_at(std::string_view text, std::size_t at, utf8proc_int32_t& code) {
  return utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + at),
                          static_cast<utf8proc_ssize_t>(text.size() - at), &code);
}

// Whether `text` holds only characters that spaced_ascii may pass through as they are: valid
// UTF-8 below U+0300 (in NFC: see append_nfc), no space but ASCII's and no format character.
// Most names, accented or not.
bool spaced_as_ascii(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    if (static_cast<unsigned char>(text[at]) < 0x80) {
      ++at;
      continue;
    }
    utf8proc_int32_t code = 0;
    const utf8proc_ssize_t width = code_point_at(text, at, code);
    if (width <= 0 || code >= 0x300) return false;
    const utf8proc_category_t category = utf8proc_category(code);
    if (category == UTF8PROC_CATEGORY_ZS || category == UTF8PROC_CATEGORY_CF) return false;
    at += static_cast<std::size_t>(width);
  }
  return true;
}

}  // namespace

std::string spaced_name(std::string_view text) {
  if (spaced_as_ascii(text)) return spaced_ascii(text);
  // Each space becomes a blank and each format character goes; a byte that starts no UTF-8
  // sequence is kept as it is, a character of its own. The rest is composed to NFC a piece at a
  // time, cut before each character below U+0300 (see append_nfc): utf8proc gets a letter and
  // the marks after it ("e" and U+0301), a format character between them gone first. Then
  // spaced_ascii folds the blanks.
  std::string unspaced;
  unspaced.reserve(text.size());
  std::string piece;
  bool below_u0300 = true;  // every character of the piece
  const auto end_piece = [&] {
    append_nfc(unspaced, piece, below_u0300);
    piece.clear();
    below_u0300 = true;
  };
  for (std::size_t at = 0; at < text.size();) {
    if (const char c = text[at]; static_cast<unsigned char>(c) < 0x80) {  // no table needed
      end_piece();
      if (c == ' ' || c == '\t' || c == '\r') {
        unspaced += ' ';
      } else {
        piece += c;
      }
      ++at;
      continue;
    }
    utf8proc_int32_t code = 0;
    const utf8proc_ssize_t width = code_point_at(text, at, code);
    if (width <= 0) {  // not UTF-8: kept
      end_piece();
      unspaced += text[at++];
      continue;
    }
    const std::string_view character = text.substr(at, static_cast<std::size_t>(width));
    at += character.size();
    const utf8proc_category_t category = utf8proc_category(code);
    if (category == UTF8PROC_CATEGORY_ZS) {
      end_piece();
      unspaced += ' ';
    } else if (category == UTF8PROC_CATEGORY_CF) {
      continue;
    } else if (code < 0x300) {
      end_piece();
      piece += character;
    } else {
      piece += character;
      below_u0300 = false;
    }
  }
  end_piece();
  return spaced_ascii(unspaced);
}

std::string_view score_text(GameScore score) {
  switch (score) {
    case GameScore::white_wins: return "1-0";
    case GameScore::black_wins: return "0-1";
    case GameScore::draw: return "1/2-1/2";
  }
  return "*";
}

std::optional<GameScore> score_of_result(std::string_view text) {
  const std::optional<std::string_view> normal = normalized_result(text);
  if (normal == "1-0") return GameScore::white_wins;
  if (normal == "0-1") return GameScore::black_wins;
  if (normal == "1/2-1/2") return GameScore::draw;
  return std::nullopt;
}

std::string_view note_name(GameNote note) {
  switch (note) {
    case GameNote::none: return "";
    case GameNote::unreadable: return "unreadable";
    case GameNote::no_players: return "no-players";
    case GameNote::same_player: return "same-player";
    case GameNote::no_result: return "no-result";
    case GameNote::bye:
      return "bye";
    case GameNote::repeated:
      return "repeated";
    case GameNote::disputed: return "disputed";
    case GameNote::board_result: return "board-result";
  }
  return "";
}

std::string game_title(const TournamentGame& game) {
  const auto shown = [](const std::string& name) { return name.empty() ? std::string("?") : name; };
  const std::string players = shown(game.white) + " - " + shown(game.black);
  return game.round.empty() ? players : fmt::format("round {}, {}", game.round, players);
}

PlayerAliases::PlayerAliases(std::string_view bytes, std::string_view source) {
  const std::string decoded_text = decoded(bytes);
  std::string_view text = decoded_text;
  // Each spelling's name as written, and the players as sets of names (a union-find forest
  // over `node`, each root holding its set's last name, the one its chains end at): a line
  // joins two sets in about constant time however long and in whatever order the chains come,
  // and a line whose name's set is its spelling's closes a loop.
  std::map<std::string, std::string, std::less<>> written;
  std::map<std::string, std::size_t, std::less<>> node;
  std::vector<std::size_t> parent;
  std::vector<const std::string*> last_name;  // of a root's set
  const auto node_of = [&](const std::string& name) {
    const auto [at, added] = node.emplace(name, parent.size());
    if (added) {
      parent.push_back(at->second);
      last_name.push_back(&at->first);
    }
    return at->second;
  };
  const auto root = [&](std::size_t n) {
    while (parent[n] != n) n = parent[n] = parent[parent[n]];
    return n;
  };
  std::size_t number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = trimmed(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (line.empty() || line.front() == '#') continue;
    const std::size_t equals = line.find('=');
    const std::string spelling = spaced_name(line.substr(0, equals));
    const std::string name =
        equals == std::string_view::npos ? std::string() : spaced_name(line.substr(equals + 1));
    if (equals == std::string_view::npos || spelling.empty() || name.empty()) {
      throw AliasError(fmt::format("{}:{}: expected 'Spelling = Name', not {}",
                                   support::shown_name(source), number,
                                   support::quoted(line, '\'')));
    }
    const auto [at, added] = written.emplace(spelling, name);
    if (!added && at->second != name) {
      throw AliasError(fmt::format("{}:{}: {} is already {}", support::shown_name(source), number,
                                   support::quoted(spelling, '\''),
                                   support::quoted(at->second, '\'')));
    }
    if (!added || name == spelling) continue;
    // The spelling had no name yet, so it is the last name of its set: the name's chain ends
    // at it only when the two are one set, and then this line closes a loop ("A = B", "B = A"),
    // which would leave no name to count.
    const std::size_t from = root(node_of(spelling));
    const std::size_t to = root(node_of(name));
    if (from == to) {
      std::string loop = support::quoted(spelling, '\'');
      for (const std::string* next = &name; *next != spelling;
           next = &written.find(*next)->second) {
        loop += " = " + support::quoted(*next, '\'');
      }
      throw AliasError(fmt::format("{}:{}: the names make a loop: {} = {}",
                                   support::shown_name(source), number, loop,
                                   support::quoted(spelling, '\'')));
    }
    parent[from] = to;
  }
  // A chain is followed to its end, whatever the order of its lines: "A = B" and "B = C" map A
  // to C, as the file means that A is C.
  for (const auto& entry : written) {
    names_.emplace(entry.first, *last_name[root(node_of(entry.first))]);
  }
}

const std::string& PlayerAliases::name_of(const std::string& spelling) const {
  const auto found = names_.find(spelling);
  return found == names_.end() ? spelling : found->second;
}

TournamentGame tournament_game(const ArchiveGame& input, std::size_t number,
                               ResultSource results, const PlayerAliases& aliases) {
  const Game& game = input.game;
  TournamentGame counted;
  counted.number = number;
  counted.source = input.source;
  counted.line = game.position.line;
  counted.moves = game_key(game, nullptr, DedupeMode::moves);
  const std::string* event = game.tag("Event");
  counted.event = event != nullptr ? spaced_name(*event) : std::string();
  if (counted.event.empty()) counted.event = "?";
  if (const std::string* round = game.tag("Round")) counted.round = trimmed(*round);
  counted.white = player(game, "White", aliases);
  counted.black = player(game, "Black", aliases);
  if (input.error) {
    counted.note = GameNote::unreadable;
    counted.detail = input.error->to_string();
    return counted;
  }
  // A bye is no game against a player: it is listed, and neither scores nor plays a game, so
  // that no phantom player enters the table and the tie-breaks.
  if (is_bye(counted.white) || is_bye(counted.black)) {
    const std::string& player = is_bye(counted.white) ? counted.black : counted.white;
    counted.note = GameNote::bye;
    counted.detail = player.empty() || is_bye(player)
                         ? "a bye without a player: not counted"
                         : fmt::format("a bye for {}: not counted", player);
    return counted;
  }
  if (counted.white.empty() || counted.black.empty()) {
    counted.note = GameNote::no_players;
    counted.detail = counted.white.empty() ? "no White player" : "no Black player";
    return counted;
  }
  if (counted.white == counted.black) {
    counted.note = GameNote::same_player;
    counted.detail = fmt::format("{} on both sides", counted.white);
    return counted;
  }
  const Recorded recorded = recorded_result(game);
  counted.score = recorded.result ? score_of_result(*recorded.result) : std::nullopt;
  if (!recorded.dispute.empty()) {
    counted.note = GameNote::disputed;
    counted.detail = recorded.dispute;
  }
  if (results == ResultSource::board) judge_on_board(game, recorded, counted);
  if (!counted.score) {
    counted.note = GameNote::no_result;
    // A Result tag it cannot read is named: "the result is *" would hide it.
    counted.detail = recorded.unread_tag != nullptr
                         ? fmt::format(
                               "the Result tag {} is no result (1-0, 0-1, 1/2-1/2, 2-0, "
                               "0-2, 1-1, these with ':' for '-' as 1:0, \u00bd-\u00bd, GB, GN, "
                               "EMP, empate, a result in brackets as [1:0], 0-0 or *)",
                               support::quoted(*recorded.unread_tag))
                     : recorded.result ? fmt::format("the result is {}", *recorded.result)
                                       : "no result recorded";
  }
  return counted;
}

}  // namespace damas::pdn
