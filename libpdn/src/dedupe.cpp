#include "damas/pdn/dedupe.hpp"

#include <algorithm>
#include <cstring>
#include <string>

namespace damas::pdn {

namespace {

// splitmix64's finalizer: every bit of the input reaches every bit of the output.
std::uint64_t mixed(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t rotated(std::uint64_t x, int bits) { return (x << bits) | (x >> (64 - bits)); }

// Two 64-bit lanes fed the same words through different mixes: an order-dependent 128-bit
// hash. Not meant to resist crafted collisions, only to tell real games apart.
class Hasher {
 public:
  void add(std::uint64_t word) {
    high_ = rotated(high_ ^ mixed(word + 0x9e3779b97f4a7c15ULL), 29) * 0xff51afd7ed558ccdULL;
    low_ = rotated(low_ ^ mixed(word ^ 0xc4ceb9fe1a85ec53ULL), 37) * 0x87c37b91114253d5ULL;
  }
  void add(std::string_view text) {
    add(text.size());
    for (std::size_t i = 0; i < text.size(); i += 8) {
      std::uint64_t word = 0;
      std::memcpy(&word, text.data() + i, std::min<std::size_t>(8, text.size() - i));
      add(word);
    }
  }
  GameKey key() const {
    // The low bit set: a zero key marks an empty slot of SeenGames.
    return {mixed(high_ ^ low_), mixed(low_ + high_) | 1};
  }

 private:
  std::uint64_t high_ = 0x6a09e667f3bcc908ULL;
  std::uint64_t low_ = 0xbb67ae8584caa73bULL;
};

// Marks between the parts of a key, so that one part cannot pass for another.
enum Mark : std::uint64_t { kStart = 1, kResolved, kWritten, kTags, kJudgedVariant, kGameTypeTag };

void add_written(Hasher& hash, const Move& move) {
  hash.add(move.squares.size());
  for (const Square& square : move.squares) {
    if (square.is_numeric()) {
      hash.add(static_cast<std::uint64_t>(square.number));
    } else {
      hash.add(square.name());
    }
  }
}

}  // namespace

std::optional<DedupeMode> dedupe_mode(std::string_view text) {
  if (text == "moves") return DedupeMode::moves;
  if (text == "moves+tags") return DedupeMode::moves_and_tags;
  return std::nullopt;
}

GameKey game_key(const Game& game, const ReplayedGame* replayed, DedupeMode mode) {
  Hasher hash;
  // The same moves in another variant are another game (Spanish and Portuguese draughts share
  // theirs; Russian and Brazilian too): the variant the game was judged under, else its GameType
  // as written.
  if (replayed != nullptr && replayed->judged()) {
    hash.add(kJudgedVariant);
    hash.add(static_cast<std::uint64_t>(replayed->family ? replayed->family->variant.game_type
                                                         : replayed->rules.game_type));
  } else {
    const std::string* game_type = game.tag("GameType");
    hash.add(kGameTypeTag);
    hash.add(game_type != nullptr ? std::string_view(*game_type) : std::string_view());
  }
  hash.add(kStart);
  std::size_t resolved = 0;
  if (replayed != nullptr && replayed->replayed) {
    const rules::Position& start = replayed->start;
    hash.add(static_cast<std::uint64_t>(start.pieces(rules::Color::white)));
    hash.add(static_cast<std::uint64_t>(start.pieces(rules::Color::black)));
    hash.add(static_cast<std::uint64_t>(start.all_kings()));
    hash.add(static_cast<std::uint64_t>(start.side_to_move()));
    for (const rules::Move& move : replayed->main_line) {
      hash.add(kResolved);
      hash.add(static_cast<std::uint64_t>(move.from));
      hash.add(static_cast<std::uint64_t>(move.to));
      hash.add(static_cast<std::uint64_t>(move.captured));
    }
    resolved = replayed->main_line.size();
  } else {
    const std::string* fen = game.tag("FEN");
    hash.add(fen != nullptr ? std::string_view(*fen) : std::string_view());
  }
  const std::vector<Node>& nodes = game.moves.nodes;
  for (std::size_t i = resolved; i < nodes.size(); ++i) {
    hash.add(kWritten);
    add_written(hash, nodes[i].move);
  }
  if (mode == DedupeMode::moves_and_tags) {
    hash.add(kTags);
    for (const std::string_view name : kStandardTags) {
      const std::string* value = game.tag(name);
      hash.add(value != nullptr ? 1 : 0);  // an absent tag is not an empty one
      if (value != nullptr) hash.add(*value);
    }
  }
  return hash.key();
}

bool SeenGames::insert(GameKey key) {
  if (2 * (size_ + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = key.high & mask;; i = (i + 1) & mask) {
    if (slots_[i] == key) return false;
    if (slots_[i] == GameKey{}) {
      slots_[i] = key;
      ++size_;
      return true;
    }
  }
}

void SeenGames::grow() {
  std::vector<GameKey> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : old.size() * 2, GameKey{});
  const std::size_t mask = slots_.size() - 1;
  for (const GameKey& key : old) {
    if (key == GameKey{}) continue;
    std::size_t i = key.high & mask;
    while (!(slots_[i] == GameKey{})) i = (i + 1) & mask;
    slots_[i] = key;
  }
}

}  // namespace damas::pdn
