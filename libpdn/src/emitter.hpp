// The reader's side of the grammar actions: collects the pieces of a token (a tag's name and
// value, a move's text and strength) and passes finished items to the visitor, converting text
// to UTF-8 on the way. One Emitter reads one input.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/error.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/source_position.hpp"
#include "damas/pdn/visitor.hpp"
#include "tag_line.hpp"

namespace damas::pdn::detail {

// The forms of printed scores that the liberal grammar reads inside the moves (README "Printed
// scores"). Each is counted over a game and reported once, at its first occurrence: a bulletin
// writes every capture with '×'.
enum class PrintedForm : std::uint8_t {
  times_sign,        // "15×22"
  paren_number,      // "1)"
  bare_placeholder,  // "..." without a number, where a comment splits a move pair
  comma,             // "11-15, 22-18"
  semicolon,         // "11-15; 22-18": glued to the move (apart, it starts a comment)
  star_mark,         // "*16-20", "15-11*": the only-move mark
  promotion_mark,    // "27-32=D"
  note_marker,       // "[A]", "(A)"
  spaced_capture,    // "15 x 24"
  bracket_comment,   // "[%clk 1:00]" among the moves
};
inline constexpr std::size_t kPrintedForms = 10;

// Thrown by actions for tokens the grammar accepts but the reader refuses (too long).
struct TokenError {
  SourcePosition position;
  std::string message;
  // Raised at text before anything of a game, which the read loop skips on its own.
  bool before_game = false;
};

// Where an item begins. Inputs held in memory give a pointer into their text, counted into a
// line and column only when the item is reported or an error needs it (a visitor that skips
// games, as the -j N splitter does, then costs no counting); buffered inputs track positions
// as they read and give them whole.
struct Where {
  const char* at = nullptr;  // into the text given to count_lines_from; nullptr: `position`
  SourcePosition position;
};

class Emitter {
 public:
  // `first_game` is the number given to the first game read.
  Emitter(Visitor& visitor, std::string_view source, std::size_t first_game = 1)
      : visitor_(visitor), source_(source), games_before_(first_game - 1) {}

  // Game boundaries, called by the read loop.
  void start_game(SourcePosition position);
  void end_game() {
    if (failure_) {
      visitor_.error(*failure_);
      failure_.reset();
    }
    if (begun_) {
      if (any_form_) report_printed_forms();
      visitor_.end_game();
    }
    begun_ = false;
  }
  // An error in the current game, reported when the caller ends the game after skipping the rest
  // of it.
  void fail_game(SourcePosition position, std::string message);
  // Reading stops at `position` (a stream's game too long to hold): an error of the current game,
  // added to the one it has had if any, and the game's end.
  void stop_reading(SourcePosition position, const std::string& message);
  // A game delimited without the grammar (ReadOptions::game_ends_only): begun and ended, with
  // nothing reported in between.
  void bounds_only_game() {
    begin_reporting();
    end_plain_game();
  }
  // Ends a game in the plain form (plain_game.hpp), read without the grammar: such a game ends
  // with its terminator, whether or not its items were reported one by one.
  void end_plain_game() {
    terminated_ = true;
    end_game();
  }
  // The bytes read since the last call (see Visitor::input_text).
  void input_text(std::string_view bytes) { visitor_.input_text(bytes); }
  // A game's own reporting only starts with its first tag, move or terminator: comments before
  // it are held until then, and dropped at the end of the input (text after the last game).
  bool game_begun() const { return begun_; }
  bool in_movetext() const { return in_movetext_; }
  Visitor& visitor() const { return visitor_; }
  // Begins reporting the current game, as its first item does, for a game whose items are not
  // reported one by one (PlainGameBuilder); false when the visitor skips the game.
  bool begin_game_report() { return begin_content(); }
  // Where the current game starts (as begin_game will give it).
  SourcePosition game_position() const { return game_position_; }
  ReadSummary summary() const {
    ReadSummary summary = summary_;
    summary.ends_after_terminator = terminated_;
    return summary;
  }

  // Token pieces, set by actions before the token's own action fires.
  void set_tag_name(std::string_view name) { tag_name_ = name; }
  void set_tag_value(std::string_view value, bool quoted) {
    tag_value_ = value;
    tag_quoted_ = quoted;
  }
  // A move number of `digits` digits, "12..." or "12. ..." when `second_player`.
  void set_move_number(std::string_view text, std::size_t digits, bool second_player,
                       const Where& where) {
    check_length(text, kMaxTokenBytes, "move number", where);
    if (digits > 9) throw_too_long(9, "move number", where);
    number_ = MoveNumber{number_value({text.data(), digits}), second_player};
    in_movetext_ = true;
    begin_content();
  }
  void set_move_text(std::string_view text, const Where& where) {
    check_length(text, kMaxTokenBytes, "move", where);
    move_text_ = text;
    move_where_ = where;
    strength_ = {};
  }
  void set_strength(std::string_view text) { strength_ = text; }
  // The only-move mark `*` written before the next move ("*16-20"): that move gets it as if
  // written after it ("16-20*").
  void mark_next_move() { marked_ = true; }

  // A form of printed scores read at `where`: counted, and reported before the game's end.
  void printed(PrintedForm form, const Where& where) {
    FormCount& count = forms_[static_cast<std::size_t>(form)];
    if (count.times++ == 0) count.first = position_of(where);
    any_form_ = true;
  }
  // Words in the moves that are nothing the grammar knows ("Brancas jogam"): a warning, and the
  // text kept as a comment.
  void skipped(std::string_view text, const Where& where);

  // Finished items.
  void tag(const Where& where);
  // Whether a tag of this name begins the next game (liberal::repeated_tag).
  bool tag_begins_next_game(std::string_view name) const {
    return tag_section_.begins_next_game(name);
  }
  bool tag_may_begin_next_game(char initial) const {
    return tag_section_.may_begin_next_game(initial);
  }
  // A game of tags alone ends at `where`, before the next game's tags, without a terminator.
  void tags_without_terminator(const Where& where);
  void move() {
    in_movetext_ = true;
    if (begin_content()) report_move();
    number_.reset();  // it goes with this move only
  }
  // A move whose squares the caller has read (the plain-game scan), after set_move_text.
  void move(std::span<const Square> squares, Separator separator) {
    in_movetext_ = true;
    if (begin_content()) report_move(squares, separator);
    number_.reset();
  }
  // A word where a move stands that cannot be read as one ("15-2A"): a move without squares,
  // its text in UTF-8, where the replay stops.
  void unreadable_move(std::string_view text, const Where& where) {
    set_move_text(utf8(text, scratch_, false), where);
    move({}, Separator::none);
  }
  void nag(std::string_view text, const Where& where);
  void comment(std::string_view text, const Where& where);
  void escape_line(std::string_view text, const Where& where);
  void setup(std::string_view text, const Where& where);
  void begin_variation(const Where& where);
  void end_variation();
  void result(std::string_view text, const Where& where);

  // The value of `digits`, which are only digits (at most nine: the callers check).
  static int number_value(std::string_view digits) {
    int value = 0;
    for (const char digit : digits) value = value * 10 + (digit - '0');
    return value;
  }

  // `raw` in UTF-8 (its bytes that are not UTF-8 read as Windows-1252: encoding.hpp), with
  // CR LF made LF when `normalise_eol`: `raw` itself when it needs no change, else the
  // conversion, in `scratch`.
  static std::string_view utf8(std::string_view raw, std::string& scratch, bool normalise_eol);

  // For inputs held whole in memory: positions are computed from pointers into the input
  // [begin, end) (`begin` is at `origin` in its whole input). The emitter keeps the line of the
  // last position asked for and where that line ends; positions are asked for in nearly
  // increasing order, mostly several on a line, so each line end is searched for once.
  // A line ends with LF (CR LF: the LF). A text whose first line ends with a lone CR (files of
  // the classic Mac OS) has lone CRs counted as line ends too; a text whose first line ends with
  // LF is searched for LF alone, at memchr's speed: a lone CR further on stays inside its line.
  void count_lines_from(const char* begin, const char* end, SourcePosition origin = {}) {
    begin_ = begin;
    end_ = end;
    origin_ = origin;
    line_ = origin.line;
    line_start_ = begin;
    lone_cr_ends_lines_ = first_line_ends_with_lone_cr();
    line_end_ = line_end_from(begin);
  }
  [[gnu::always_inline]] SourcePosition position_at(const char* p) {
    // The line end itself is on its line. Another line is out of line, so that the usual case
    // (the same line as the last position) inlines into the callers: this runs for every move.
    if (p < line_start_ || p > line_end_) move_to_line(p);
    // On the text's first line, columns continue those of the origin's line.
    const std::size_t first_column = line_start_ == begin_ ? origin_.column : 1;
    return {line_, static_cast<std::size_t>(p - line_start_) + first_column,
            static_cast<std::size_t>(p - begin_) + origin_.byte};
  }
  [[gnu::always_inline]] SourcePosition position_of(const Where& where) {
    return where.at != nullptr ? position_at(where.at) : where.position;
  }
  // The offset from the start of the text read of what is at `position`.
  std::size_t offset_in_text(SourcePosition position) const { return position.byte - origin_.byte; }

  // Where the last comment, quote or setup command opened, for errors about its missing closer.
  Where opener;
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
  // Out of line, so that move() stays small enough to inline: a move not reported (the -j N
  // splitter skips every game) then costs a few instructions.
  [[gnu::noinline]] void report_move();
  void report_move(std::span<const Square> squares, Separator separator);
  // Checked for every token: the check is inline, the error path out of the way.
  void check_length(std::string_view text, std::size_t limit, std::string_view what,
                    const Where& where) {
    if (text.size() > limit) throw_too_long(limit, what, where);
  }
  [[noreturn, gnu::cold, gnu::noinline]] void throw_too_long(std::size_t limit,
                                                             std::string_view what,
                                                             const Where& where);
  // The first line end at or after `p`, or the end of the text.
  const char* line_end_from(const char* p) const {
    if (p == end_) return end_;  // (an empty text may have no address)
    if (lone_cr_ends_lines_) return any_line_end_from(p);
    const void* found = std::memchr(p, '\n', static_cast<std::size_t>(end_ - p));
    return found != nullptr ? static_cast<const char*>(found) : end_;
  }
  // Whether `p` (in the text) ends a line: LF, or a lone CR where those count (count_lines_from).
  bool ends_line(const char* p) const {
    return *p == '\n' || (lone_cr_ends_lines_ && is_lone_cr(p));
  }
  bool is_lone_cr(const char* p) const { return *p == '\r' && (p + 1 == end_ || p[1] != '\n'); }
  // Where lone CRs end lines: the first line end at or after `p`, byte by byte.
  [[gnu::cold]] const char* any_line_end_from(const char* p) const;
  std::size_t line_ends(const char* from, const char* to) const;
  bool first_line_ends_with_lone_cr() const;
  [[gnu::noinline]] void move_to_line(const char* p);
  // The warnings of the printed forms counted in the game (see printed), then none counted.
  [[gnu::cold, gnu::noinline]] void report_printed_forms();
  [[gnu::cold, gnu::noinline]] void report_unquoted_value(std::string_view name,
                                                          std::string_view value,
                                                          SourcePosition position);
  void warn(ReadWarning::Kind kind, SourcePosition position, std::string message);
  void move_to_earlier_line(const char* p);
  void move_to_later_line(const char* p);

  const char* begin_ = nullptr;
  const char* end_ = nullptr;
  SourcePosition origin_;  // of begin_
  // The line of the last position asked for: its number, first byte and line end.
  std::size_t line_ = 1;
  const char* line_start_ = nullptr;
  const char* line_end_ = nullptr;
  bool lone_cr_ends_lines_ = false;  // see count_lines_from

  Visitor& visitor_;
  std::string source_;
  ReadSummary summary_;
  std::size_t games_before_;  // numbers the games after those of the input before this text
  SourcePosition game_position_;
  bool begun_ = false;
  bool terminated_ = false;  // the current (or last) game ended with its terminator, no error
  bool in_movetext_ = false;
  std::vector<HeldRemark> held_;
  std::optional<ReadError> failure_;  // the current game's error, reported at its end

  std::string_view tag_name_;
  // The current game's tags, into the text read (which stays until the game ends: read_loop.hpp).
  TagSection tag_section_;
  std::string_view tag_value_;
  bool tag_quoted_ = false;
  std::optional<MoveNumber> number_;
  std::string_view move_text_;
  Where move_where_;
  std::string_view strength_;
  bool marked_ = false;          // see mark_next_move
  std::string marked_strength_;  // "*" and the strength written after the marked move
  struct FormCount {
    std::size_t times = 0;
    SourcePosition first;
  };
  std::array<FormCount, kPrintedForms> forms_{};  // of the current game
  bool any_form_ = false;
  Squares squares_;
  std::string scratch_;
  std::string scratch2_;
  std::string value_utf8_;
};

}  // namespace damas::pdn::detail
