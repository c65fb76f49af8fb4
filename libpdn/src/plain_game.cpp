#include "damas/pdn/plain_game.hpp"

#include <algorithm>


#include "plain_game_builder.hpp"
#include "plain_game_reader.hpp"
#include "plain_scan.hpp"

namespace damas::pdn {

std::size_t plain_game_length(std::string_view text) {
  detail::PlainGameSink ends_only;
  return detail::PlainScan(text, ends_only).game_length();
}

namespace detail {

std::size_t PlainGameReader::read(std::string_view text, Emitter& emitter) {
  items_.clear();
  squares_.clear();
  const std::size_t length = PlainScan(text, *this).game_length();
  if (length != 0) report(emitter);
  return length;
}

// The calls the grammar's actions (actions.hpp) make for each item.
void PlainGameReader::report(Emitter& emitter) const {
  const Square* squares = squares_.begin();
  for (const Item& item : items_) {
    const Where where{item.at, {}};
    switch (item.kind) {
      case Kind::tag:
        emitter.set_tag_name(item.text);
        emitter.set_tag_value(item.value, true);
        emitter.tag(where);
        break;
      case Kind::move_number:
        emitter.set_move_number(item.text, item.text.size() - 1, false, where);
        break;
      case Kind::move:
        emitter.set_move_text(item.text, where);
        emitter.move({squares, item.squares}, item.separator);
        squares += item.squares;
        break;
      case Kind::comment:
        emitter.comment(item.text, where);
        break;
      case Kind::nag:
        emitter.nag(item.text, where);
        break;
      case Kind::result:
        emitter.result(item.text, where);
        break;
    }
  }
}

PlainGameBuilder::PlainGameBuilder(GameBuilder& visitor)
    : visitor_(visitor), scratch_([this](Game&& game) { built_ = std::move(game); }) {}

void PlainGameBuilder::begin(Emitter& emitter) {
  emitter_ = &emitter;
  built_.reset();
  number_.reset();
  square_count_ = 0;
  // The number is the visitor's (its begin_game keeps its own); the position is the game's, for
  // the reports of a replay.
  scratch_.begin_game(0, emitter.game_position());
}

std::size_t PlainGameBuilder::hand_on(std::size_t length, Emitter& emitter,
                                      std::optional<ReplayedGame>&& replayed) {
  scratch_.end_game();  // gives built_, unless the scratch builder found an error
  if (!built_) return 0;
  if (emitter.begin_game_report()) visitor_.adopt(std::move(*built_), std::move(replayed));
  return length;
}

// Flattened: the scan, the sink and the builder's code for each item (in another file, reached
// through link time optimisation) inlined here, so that no event passes through memory and no
// call is made per item.
[[gnu::flatten]] std::size_t PlainGameBuilder::build(std::string_view text, Emitter& emitter) {
  begin(emitter);
  const std::size_t length = PlainScan(text, *this).game_length();
  if (length == 0) return 0;
  return hand_on(length, emitter, std::nullopt);
}

// Flattened for the same reason (the replay of each move inlined too: see Replayer::play).
[[gnu::flatten]] std::size_t PlainGameBuilder::replay(std::string_view text, Emitter& emitter) {
  begin(emitter);
  plies_ = 0;
  nag_before_move_ = false;
  replayer_.emplace(scratch_.game_, *visitor_.plain_replay_options(), nullptr);
  ReplayingSink sink{*this};
  const std::size_t length = PlainScan(text, sink).game_length();
  if (length == 0 || nag_before_move_) return 0;
  if (plies_ == 0) replayer_->start(nullptr);
  ReplayedGame replayed = replayer_->finish(plies_);  // before end_game takes the game
  // A game of another variant is read again whole, by the grammar, for the replay to try its
  // moves under the rules its look points to (Replayer::confirm): rare, and not worth keeping
  // every game's moves for.
  if (plies_ > 0 && std::any_of(replayed.diagnostics.begin(), replayed.diagnostics.end(),
                                [](const Diagnostic& d) {
                                  return d.code == DiagnosticCode::other_variant;
                                })) {
    return 0;
  }
  return hand_on(length, emitter, std::move(replayed));
}

}  // namespace detail

}  // namespace damas::pdn
