// Reading a plain game (plain_game.hpp) without the grammar: its items are found by the scan of
// plain_scan.hpp, then reported through the Emitter exactly as the grammar's actions report
// them, so that a visitor cannot tell which of the two read the game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "damas/pdn/move.hpp"
#include "emitter.hpp"

namespace damas::pdn::detail {

class PlainGameReader {
 public:
  // When the game at the start of `text` (an input held in memory, whose lines `emitter`
  // counts) is plain, reports its items to `emitter` and returns the length of the game and of
  // the layout after it; otherwise reports nothing and returns 0. The caller begins and ends
  // the game (Emitter::start_game, end_game).
  std::size_t read(std::string_view text, Emitter& emitter);

  // The PlainScan sink: keeps the items until the scan has answered.
  void tag(const char* open, std::string_view name, std::string_view value) {
    items_.add({Kind::tag, Separator::none, 0, open, name, value});
  }
  void move_number(std::string_view text) {
    items_.add({Kind::move_number, Separator::none, 0, text.data(), text, {}});
  }
  void square(int number) { squares_.add(Square::numbered(number)); }
  void move(std::string_view text, Separator separator, std::size_t squares) {
    items_.add({Kind::move, separator, static_cast<std::uint32_t>(squares), text.data(), text, {}});
  }
  void comment(const char* open, std::string_view text) {
    items_.add({Kind::comment, Separator::none, 0, open, text, {}});
  }
  void nag(std::string_view text) {
    items_.add({Kind::nag, Separator::none, 0, text.data(), text, {}});
  }
  void result(std::string_view text) {
    items_.add({Kind::result, Separator::none, 0, text.data(), text, {}});
  }

 private:
  enum class Kind : std::uint8_t { tag, move_number, move, comment, nag, result };
  struct Item {
    Kind kind;
    Separator separator;     // of a move
    std::uint32_t squares;   // a move's: the next ones in squares_
    const char* at;          // where the item begins
    std::string_view text;   // a tag's name, a comment's text, or the token as written
    std::string_view value;  // a tag's value
  };

  // A list reused from game to game, whose additions stay inline: a game has hundreds.
  template <typename T>
  class Scratch {
   public:
    void add(const T& value) {
      if (size_ == storage_.size()) grow();
      storage_[size_++] = value;
    }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    const T* begin() const { return storage_.data(); }
    const T* end() const { return storage_.data() + size_; }

   private:
    [[gnu::noinline]] void grow() { storage_.resize(storage_.size() * 2 + 256); }

    std::vector<T> storage_;
    std::size_t size_ = 0;
  };

  void report(Emitter& emitter) const;

  Scratch<Item> items_;
  Scratch<Square> squares_;
};

}  // namespace damas::pdn::detail
