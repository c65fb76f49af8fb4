// Building a plain game (plain_game.hpp) straight into the model, for a visitor that is a
// GameBuilder (nearly every command reads so): the scan's items go to a scratch GameBuilder as
// they are recognised, so that no list of items is kept and no item passes through the Emitter
// or a virtual call; the built game is handed whole to the visitor once the scan has answered.
// The scratch builder is a GameBuilder itself: the game is built by the very code that builds it
// from the grammar's calls, and only the calls are saved.
// When the visitor asked for it (GameBuilder::replay_plain_games), the moves are not built but
// replayed one by one as the scan recognises them, and the game is handed on with its replay.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/game.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/reader.hpp"
#include "emitter.hpp"
#include "replayer.hpp"

namespace damas::pdn::detail {

class PlainGameBuilder {
 public:
  explicit PlainGameBuilder(GameBuilder& visitor);
  PlainGameBuilder(const PlainGameBuilder&) = delete;  // the scratch builder hands games to this
  PlainGameBuilder& operator=(const PlainGameBuilder&) = delete;

  // As PlainGameReader::read, for an emitter whose visitor is the builder given above: when the
  // game at the start of `text` is plain and builds without an error, begins it, hands it to the
  // visitor and returns its length (with the layout after it); otherwise reports nothing and
  // returns 0 (the grammar then reads the game, and reports the error).
  std::size_t read(std::string_view text, Emitter& emitter) {
    return visitor_.plain_replay_options() ? replay(text, emitter) : build(text, emitter);
  }

  // The PlainScan sink: each item as the Emitter would pass it on (converted to UTF-8, at its
  // position), to the scratch builder. Calls on a member of a known type are direct ones, and
  // read() inlines them all (see there).
  void tag(const char* open, std::string_view name, std::string_view value) {
    // A plain tag has no escapes, and its name only letters, digits and '_' (which are UTF-8).
    scratch_.tag(name, Emitter::utf8(value, text_, false), emitter_->position_at(open));
  }
  void move_number(std::string_view text) {  // "12."
    number_ = MoveNumber{Emitter::number_value(text.substr(0, text.size() - 1)), false};
  }
  void square(int number) {
    // More squares make a move longer than kMaxTokenBytes, which the scan then refuses.
    // Squares here are only ever numbered, so setting the number makes one (the name stays
    // empty, as constructed): one store instead of building a whole Square.
    if (square_count_ < squares_.size()) squares_[square_count_++].number = number;
  }
  void move(std::string_view text, Separator separator, std::size_t /*squares: all of squares_*/) {
    scratch_.move({number_,
                   text,
                   {squares_.data(), square_count_},
                   separator,
                   {},
                   emitter_->position_at(text.data())});
    number_.reset();  // it goes with this move only
    square_count_ = 0;
  }
  void comment(const char* open, std::string_view text) {
    scratch_.comment(Emitter::utf8(text, text_, true), emitter_->position_at(open));
  }
  void nag(std::string_view text) {  // "$3"
    scratch_.nag(Emitter::number_value(text.substr(1)), emitter_->position_at(text.data()));
  }
  void result(std::string_view text) { scratch_.result(text, emitter_->position_at(text.data())); }

 private:
  // The PlainScan sink of a game replayed as it is read: tags, numbers, squares and the result
  // as above, each move to the replayer instead of the scratch builder.
  struct ReplayingSink {
    PlainGameBuilder& builder;

    void tag(const char* open, std::string_view name, std::string_view value) {
      builder.tag(open, name, value);
    }
    void move_number(std::string_view text) { builder.move_number(text); }
    void square(int number) { builder.square(number); }
    void move(std::string_view text, Separator separator, std::size_t /*squares*/) {
      builder.replay_move(text, separator);
    }
    void comment(const char* /*open*/, std::string_view /*text*/) {}  // of no use to a replay
    // A NAG before any move is an error of the builder's, which the grammar then reports.
    void nag(std::string_view /*text*/) { builder.nag_before_move_ |= builder.plies_ == 0; }
    void result(std::string_view text) { builder.result(text); }
  };

  // read() for a visitor that builds the whole game, or that replays it as read.
  std::size_t build(std::string_view text, Emitter& emitter);
  std::size_t replay(std::string_view text, Emitter& emitter);
  // What both do before the scan, and after it once the game is read (`length` bytes): hands the
  // game built by the scratch builder (and its replay, if any) to the visitor and returns
  // `length`, or 0 when the scratch builder found an error.
  void begin(Emitter& emitter);
  std::size_t hand_on(std::size_t length, Emitter& emitter,
                      std::optional<ReplayedGame>&& replayed);

  void replay_move(std::string_view text, Separator separator) {
    const WrittenMove written{number_, text, {squares_.data(), square_count_}, separator, {},
                              emitter_};
    if (plies_ == 0) replayer_->start(&written);  // every tag is read by now
    ++plies_;
    replayer_->play(written);
    number_.reset();
    square_count_ = 0;
  }

  GameBuilder& visitor_;
  GameBuilder scratch_;
  std::optional<Game> built_;   // by scratch_, when it found no error
  Emitter* emitter_ = nullptr;  // of the game being read, for positions
  std::optional<MoveNumber> number_;
  // The squares of the move being read: a plain move of at most kMaxTokenBytes bytes has at
  // most one square per two of them (a digit and a separator), so they fit in a fixed array.
  std::array<Square, kMaxTokenBytes / 2 + 1> squares_;
  std::size_t square_count_ = 0;
  std::string text_;  // a text converted to UTF-8
  // Replaying as read: the replay of the game being read, its moves so far, and whether a NAG
  // came before the first one.
  std::optional<Replayer> replayer_;
  int plies_ = 0;
  bool nag_before_move_ = false;
};

}  // namespace damas::pdn::detail
