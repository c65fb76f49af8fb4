// A move as the rules see it, and a fixed-capacity list of moves.
#pragma once

#include <array>
#include <cstdint>
#include <new>
#include <span>

#include "damas/rules/bitboard.hpp"

namespace damas::rules {

// A move is identified by (from, to, captured): two capture sequences with the same start, end
// and set of captured pieces are the same move, whatever route the piece took (PDN 3.0 and the
// FPD rules agree). The route is kept in `path` for writing and for matching full-path notation.
struct Move {
  static constexpr int kMaxPath = 12;  // at most 12 enemy pieces, one landing square each

  Square from = kNoSquare;
  Square to = kNoSquare;
  Bitboard captured = 0;           // squares of the captured pieces
  std::uint8_t captured_kings = 0; // how many of them were kings
  std::uint8_t path_length = 0;    // landing squares in `path`; 0 for a quiet move
  // For a capture, the square the piece stands on after each capture, the last being `to`.
  std::array<std::int8_t, kMaxPath> path{};

  bool is_capture() const { return captured != 0; }
  int capture_count() const { return popcount(captured); }
  bool same_identity(const Move& other) const {
    return from == other.from && to == other.to && captured == other.captured;
  }
  std::span<const std::int8_t> landings() const { return {path.data(), path_length}; }
};

// The legal moves of a position fit in this list: twelve kings have at most 12 x 13 quiet moves,
// and captures are fewer than the pieces' ways to reach an end square with a given captured set.
class MoveList {
 public:
  static constexpr int kCapacity = 256;

  MoveList() {}  // leaves the storage uninitialised: lists are made at every search node
  MoveList(const MoveList&) = delete;
  MoveList& operator=(const MoveList&) = delete;

  void push_back(const Move& m) { new (&storage_.moves[size_++]) Move(m); }
  // A new default move at the end, to be filled in place.
  Move& emplace_back() { return *new (&storage_.moves[size_++]) Move; }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](int i) const { return storage_.moves[i]; }
  Move& operator[](int i) { return storage_.moves[i]; }
  const Move* begin() const { return storage_.moves; }
  const Move* end() const { return storage_.moves + size_; }

 private:
  // A union so that constructing the list does not construct (zero) 256 moves.
  union Storage {
    Storage() {}
    Move moves[kCapacity];
  } storage_;
  int size_ = 0;
};

}  // namespace damas::rules
