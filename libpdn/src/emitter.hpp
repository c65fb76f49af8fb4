// The reader's side of the grammar actions: collects the pieces of a token (a tag's name and
// value, a move's text and strength) and passes finished items to the visitor, converting text
// to UTF-8 on the way. One Emitter reads one input.
#pragma once

#include <cstddef>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/error.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/source_position.hpp"
#include "damas/pdn/visitor.hpp"

namespace damas::pdn::detail {

// Thrown by actions for tokens the grammar accepts but the reader refuses (too long).
struct TokenError {
  SourcePosition position;
  std::string message;
};

class Emitter {
 public:
  // `first_game` is the number given to the first game read.
  Emitter(Visitor& visitor, std::string_view source, std::size_t first_game = 1)
      : visitor_(visitor), source_(source), games_before_(first_game - 1) {}

  // Game boundaries, called by the read loop.
  void start_game(SourcePosition position);
  void end_game();
  void fail_game(SourcePosition position, std::string message);
  // A game delimited without the grammar (ReadOptions::game_ends_only): begun and ended, with
  // nothing reported in between.
  void bounds_only_game() {
    begin_reporting();
    end_game();
  }
  // The bytes read since the last call (see Visitor::input_text).
  void input_text(std::string_view bytes) { visitor_.input_text(bytes); }
  // A game's own reporting only starts with its first tag, move or terminator: comments before
  // it are held until then, and dropped at the end of the input (text after the last game).
  bool game_begun() const { return begun_; }
  bool in_movetext() const { return in_movetext_; }
  const ReadSummary& summary() const { return summary_; }

  // Token pieces, set by actions before the token's own action fires.
  void set_tag_name(std::string_view name) { tag_name_ = name; }
  void set_tag_value(std::string_view value, bool quoted) {
    tag_value_ = value;
    tag_quoted_ = quoted;
  }
  void set_move_number(std::string_view text, SourcePosition position);
  void set_move_text(std::string_view text, SourcePosition position);
  void set_strength(std::string_view text) { strength_ = text; }

  // Finished items.
  void tag(SourcePosition position);
  void move();
  void nag(std::string_view text, SourcePosition position);
  void comment(std::string_view text, SourcePosition position);
  void escape_line(std::string_view text, SourcePosition position);
  void setup(std::string_view text, SourcePosition position);
  void begin_variation(SourcePosition position);
  void end_variation();
  void result(std::string_view text, SourcePosition position);

  // For inputs held whole in memory: positions are computed from pointers into the input
  // starting at `begin` (which is at `origin` in its whole input), counting line ends from the
  // last position asked for (positions are asked for in nearly increasing order, so the
  // counting stays linear overall).
  void count_lines_from(const char* begin, SourcePosition origin = {}) {
    begin_ = begin;
    cursor_ = begin;
    cursor_line_start_ = begin;
    cursor_line_ = origin.line;
    origin_ = origin;
  }
  SourcePosition position_at(const char* p) {
    // Inline: asked for every few bytes (each move, each move number). Most gaps hold no line
    // end; one search back from p finds the last one, if any.
    if (p < cursor_) {
      move_cursor_back(p);
    } else if (const void* last = memrchr(cursor_, '\n', static_cast<std::size_t>(p - cursor_))) {
      count_lines_to(static_cast<const char*>(last));
    }
    cursor_ = p;
    // On the text's first line, columns continue those of the origin's line.
    const std::size_t first_column = cursor_line_start_ == begin_ ? origin_.column : 1;
    return {cursor_line_, static_cast<std::size_t>(p - cursor_line_start_) + first_column,
            static_cast<std::size_t>(p - begin_) + origin_.byte};
  }
  // The offset from the start of the text read of what is at `position`.
  std::size_t offset_in_text(SourcePosition position) const { return position.byte - origin_.byte; }

  // Where the last comment, quote or setup command opened, for errors about its missing closer
  // (`opener_at` for inputs in memory, `opener` for the others).
  SourcePosition opener;
  const char* opener_at = nullptr;
  // Nesting of variations and parenthesised comments, bounded by kMaxVariationDepth.
  std::size_t depth = 0;

 private:
  enum class Held { comment, escape_line };
  struct HeldRemark {
    Held kind;
    std::string text;
    SourcePosition position;
  };

  // True when the visitor should hear about the current game (called for every item: the
  // game's first item reports its begin_game, out of line).
  bool begin_content() { return begun_ ? reporting() : begin_reporting(); }
  bool begin_reporting();
  bool reporting() const { return !visitor_.skip_requested(); }
  // The cursor's line, up to and including the line end at `last_line_end`.
  void count_lines_to(const char* last_line_end);
  void move_cursor_back(const char* p);
  std::string_view utf8(std::string_view raw, std::string& scratch, bool normalise_eol);

  const char* begin_ = nullptr;
  const char* cursor_ = nullptr;
  const char* cursor_line_start_ = nullptr;
  std::size_t cursor_line_ = 1;
  SourcePosition origin_;  // of begin_

  Visitor& visitor_;
  std::string source_;
  ReadSummary summary_;
  std::size_t games_before_;  // numbers the games after those of the input before this text
  SourcePosition game_position_;
  bool begun_ = false;
  bool in_movetext_ = false;
  std::vector<HeldRemark> held_;

  std::string_view tag_name_;
  std::string_view tag_value_;
  bool tag_quoted_ = false;
  std::optional<MoveNumber> number_;
  std::string_view move_text_;
  SourcePosition move_position_;
  std::string_view strength_;
  Squares squares_;
  std::string scratch_;
  std::string scratch2_;
  std::string value_utf8_;
};

}  // namespace damas::pdn::detail
