#include "emitter.hpp"

#include <algorithm>
#include <cstring>

#include "damas/pdn/encoding.hpp"
#include "damas/support/quoted.hpp"

namespace damas::pdn::detail {

void Emitter::throw_too_long(std::size_t limit, std::string_view what, const Where& where) {
  throw TokenError{position_of(where),
                   std::string(what) + " longer than " + std::to_string(limit) + " bytes"};
}

std::string_view Emitter::utf8(std::string_view raw, std::string& scratch, bool normalise_eol) {
  const bool has_cr = normalise_eol && std::memchr(raw.data(), '\r', raw.size()) != nullptr;
  if (!has_cr && is_valid_utf8(raw)) return raw;
  scratch.clear();
  append_utf8(scratch, raw);
  if (has_cr) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < scratch.size(); ++i) {
      if (scratch[i] == '\r' && i + 1 < scratch.size() && scratch[i + 1] == '\n') continue;
      scratch[kept++] = scratch[i];
    }
    scratch.resize(kept);
  }
  return scratch;
}

void Emitter::move_to_line(const char* p) {
  if (p < line_start_) return move_to_earlier_line(p);
  // Mostly the next line: its end is searched for; further lines are counted at once.
  ++line_;
  line_start_ = line_end_ + 1;
  line_end_ = line_end_from(line_start_);
  if (p > line_end_) move_to_later_line(p);
}

bool Emitter::first_line_ends_with_lone_cr() const {
  if (begin_ == end_) return false;  // (an empty text may have no address)
  const auto size = static_cast<std::size_t>(end_ - begin_);
  const void* lf = std::memchr(begin_, '\n', size);
  const std::size_t first_line =
      lf != nullptr ? static_cast<std::size_t>(static_cast<const char*>(lf) - begin_) : size;
  const void* cr = std::memchr(begin_, '\r', first_line);
  return cr != nullptr && is_lone_cr(static_cast<const char*>(cr));
}

const char* Emitter::any_line_end_from(const char* p) const {
  while (p != end_ && !ends_line(p)) ++p;
  return p;
}

// The line ends in [from, to), found by memchr: std::count's loop compared a byte at a time
// (a fiftieth of validating once a game's moves no longer ask for their positions, since the
// result's position then counts the lines of all of them), and lines are long enough for
// memchr's vector loop to pay. Where lone CRs end lines too (rare: old Mac files), a byte at a
// time.
std::size_t Emitter::line_ends(const char* from, const char* to) const {
  std::size_t count = 0;
  if (lone_cr_ends_lines_) {
    for (; from != to; ++from) count += ends_line(from) ? 1 : 0;
    return count;
  }
  while (from != to) {
    const void* end = std::memchr(from, '\n', static_cast<std::size_t>(to - from));
    if (end == nullptr) break;
    ++count;
    from = static_cast<const char*>(end) + 1;
  }
  return count;
}

void Emitter::move_to_earlier_line(const char* p) {
  // Forget the lines between p and the current line, then find p's line start.
  line_ -= line_ends(p, line_start_);
  line_end_ = line_end_from(p);
  line_start_ = p;
  while (line_start_ > begin_ && !ends_line(line_start_ - 1)) --line_start_;
}

void Emitter::move_to_later_line(const char* p) {
  // Several lines ahead (the splitter asks for one position per game, a replayed game for its
  // result after all its moves): count their line ends at once (line_ends), without keeping
  // where each line starts and ends on the way. line_end_ is one of them.
  line_ += line_ends(line_end_, p);
  const char* last = nullptr;
  if (lone_cr_ends_lines_) {
    for (const char* q = p; q != line_end_ && last == nullptr;) {
      if (ends_line(--q)) last = q;
    }
  } else {
    last =
        static_cast<const char*>(memrchr(line_end_, '\n', static_cast<std::size_t>(p - line_end_)));
  }
  // A mapped file truncated while read turns into zeros under the reader (input_file.hpp): the
  // line end that line_end_from has just found may be gone already (a convert -j 2 run crashed
  // here, one time in about fifteen, when tests/cli/hostile_sources_test.cpp truncated its
  // input). The line then starts after where it was, never past p; the positions are wrong, and
  // the input is reported as changed.
  line_start_ = last != nullptr ? last + 1 : std::min(line_end_ + 1, p);
  line_end_ = line_end_from(line_start_);
}

void Emitter::start_game(SourcePosition position) {
  game_position_ = position;
  begun_ = false;
  terminated_ = false;
  in_movetext_ = false;
  number_.reset();
  marked_ = false;
  if (any_form_) {
    forms_ = {};
    any_form_ = false;
  }
  held_.clear();
  tag_section_ = {};
}

bool Emitter::begin_reporting() {
  begun_ = true;
  ++summary_.games;
  visitor_.clear_skip();
  visitor_.begin_game(games_before_ + summary_.games, game_position_);
  for (const HeldRemark& held : held_) {
    if (!reporting()) break;
    if (held.kind == Held::comment) {
      visitor_.comment(held.text, held.position);
    } else {
      visitor_.escape_line(held.text, held.position);
    }
  }
  held_.clear();
  return reporting();
}

void Emitter::fail_game(SourcePosition position, std::string message) {
  // An error before anything of the game was reported still counts as a game, so that every
  // record of the input is accounted for. Nothing else of the game is reported: not the forms
  // counted so far either. The error is reported once the rest of the game is skipped (end_game),
  // so that a stream that overflows meanwhile adds to it (stop_reading) rather than making a game
  // of its own.
  begin_content();
  forms_ = {};
  any_form_ = false;
  terminated_ = false;
  ++summary_.failed_games;
  failure_ = ReadError{source_, games_before_ + summary_.games, position, std::move(message)};
}

void Emitter::stop_reading(SourcePosition position, const std::string& message) {
  if (failure_) {
    failure_->message += "; then " + message;
  } else {
    fail_game(position, message);
  }
  end_game();
}

void Emitter::tag(const Where& where) {
  check_length(tag_name_, kMaxTokenBytes, "tag name", where);
  check_length(tag_value_, kMaxTextBytes, "tag value", where);
  // Kept even when the visitor skips the game: where the game ends must not depend on it.
  tag_section_.add(tag_name_);
  if (!begin_content()) return;
  std::string_view value = tag_value_;
  if (tag_quoted_ && value.find('\\') != std::string_view::npos) {
    // \" and \\ are the only escapes; any other backslash is kept as written.
    scratch2_.clear();
    for (std::size_t i = 0; i < value.size(); ++i) {
      if (value[i] == '\\' && i + 1 < value.size() && (value[i + 1] == '"' || value[i + 1] == '\\')) ++i;
      scratch2_ += value[i];
    }
    value = scratch2_;
  }
  // Name and value each need their own buffer when converted.
  const std::string_view name = utf8(tag_name_, scratch_, false);
  const std::string_view converted = utf8(value, value_utf8_, false);
  const SourcePosition position = position_of(where);
  visitor_.tag(name, converted, position);
  if (!tag_quoted_ && reporting()) report_unquoted_value(name, converted, position);
}

namespace {

// What each PrintedForm is read as, for its warning.
constexpr std::array<const char*, kPrintedForms> kPrintedFormMessages = {
    "the capture sign '\u00d7' is read as 'x'",
    "move numbers written '1)' are read as '1.'",
    "'...' without a move number (where a comment splits a move pair) is left out",
    "commas between moves are left out",
    "semicolons after moves are left out",
    "the only-move mark '*' on a move is read as the NAG $7 (forced move)",
    "the promotion mark '=D' or '=K' is left out: the rules crown a man on the last row",
    "note markers such as [A] or (A) are kept as comments: the notes are not in the game",
    "blanks around a capture sign ('15 x 24') are left out",
    "text in square brackets among the moves is kept as a comment (PDN comments are in braces)",
};

}  // namespace

void Emitter::warn(ReadWarning::Kind kind, SourcePosition position, std::string message) {
  visitor_.warning(ReadWarning{kind, position, std::move(message)});
}

void Emitter::tags_without_terminator(const Where& where) {
  if (!reporting()) return;
  warn(ReadWarning::Kind::notation, position_of(where),
       "the game is its tags alone, without a terminator: this tag repeats one of them, so a new "
       "game begins here");
}

void Emitter::report_unquoted_value(std::string_view name, std::string_view value,
                                    SourcePosition position) {
  warn(ReadWarning::Kind::bad_tag, position,
       value.empty() ? "the tag " + std::string(name) + " has no value: read as \"\""
                     : "the value of the tag " + std::string(name) +
                           " is not in quotes: read as " + support::quoted(value));
}

void Emitter::report_printed_forms() {
  std::array<std::size_t, kPrintedForms> order{};
  for (std::size_t i = 0; i < kPrintedForms; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return forms_[a].first.byte < forms_[b].first.byte;
  });
  for (const std::size_t i : order) {
    const FormCount& count = forms_[i];
    if (count.times == 0 || !reporting()) continue;
    std::string message = kPrintedFormMessages[i];
    if (count.times > 1) message += " (" + std::to_string(count.times) + " times in this game)";
    warn(ReadWarning::Kind::notation, count.first, std::move(message));
  }
  forms_ = {};
  any_form_ = false;
}

void Emitter::skipped(std::string_view text, const Where& where) {
  check_length(text, kMaxTextBytes, "text", where);
  if (!begin_content()) return;
  const std::string_view converted = utf8(text, scratch_, false);
  const SourcePosition position = position_of(where);
  warn(ReadWarning::Kind::notation, position,
       support::quoted(converted, '\'') +
           " is not a move, a move number or a mark: kept as a comment");
  if (reporting()) visitor_.comment(converted, position);
}

void Emitter::report_move() {
  squares_.clear();
  const Separator separator = split_move(move_text_, squares_);
  report_move({squares_.data(), squares_.size()}, separator);
}

void Emitter::report_move(std::span<const Square> squares, Separator separator) {
  if (marked_) [[unlikely]] {
    // "*16-20!" is reported as "16-20*!" would be.
    marked_strength_ = "*";
    marked_strength_ += strength_;
    strength_ = marked_strength_;
    marked_ = false;
  }
  visitor_.move({number_, move_text_, squares, separator, strength_, position_of(move_where_)});
}

void Emitter::nag(std::string_view text, const Where& where) {
  check_length(text, 10, "NAG", where);
  in_movetext_ = true;
  if (!begin_content()) return;
  visitor_.nag(number_value(text.substr(1)), position_of(where));
}

void Emitter::comment(std::string_view text, const Where& where) {
  check_length(text, kMaxTextBytes, "comment", where);
  if (!begun_) {
    held_.push_back({Held::comment, std::string(utf8(text, scratch_, true)), position_of(where)});
    return;
  }
  if (reporting()) visitor_.comment(utf8(text, scratch_, true), position_of(where));
}

void Emitter::escape_line(std::string_view text, const Where& where) {
  check_length(text, kMaxTextBytes, "escape line", where);
  if (!begun_) {
    held_.push_back(
        {Held::escape_line, std::string(utf8(text, scratch_, false)), position_of(where)});
    return;
  }
  if (reporting()) visitor_.escape_line(utf8(text, scratch_, false), position_of(where));
}

void Emitter::setup(std::string_view text, const Where& where) {
  check_length(text, kMaxTextBytes, "setup command", where);
  in_movetext_ = true;
  if (begin_content()) visitor_.setup(utf8(text, scratch_, true), position_of(where));
}

void Emitter::begin_variation(const Where& where) {
  in_movetext_ = true;
  if (begin_content()) visitor_.begin_variation(position_of(where));
}

void Emitter::end_variation() {
  if (reporting()) visitor_.end_variation();
}

void Emitter::result(std::string_view text, const Where& where) {
  terminated_ = true;
  // A printed result may hold a Latin-1 '½'.
  if (begin_content()) visitor_.result(utf8(text, scratch_, false), position_of(where));
}

}  // namespace damas::pdn::detail
