#include "emitter.hpp"

#include <cstring>

#include "damas/pdn/encoding.hpp"

namespace damas::pdn::detail {

namespace {

// Reads the digits at the start of `text` (the grammar guarantees at least one, and the
// callers at most nine).
int leading_number(std::string_view text) {
  int value = 0;
  for (std::size_t i = 0; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

[[noreturn, gnu::cold, gnu::noinline]] void throw_too_long(std::size_t limit, std::string_view what,
                                                           SourcePosition position) {
  throw TokenError{position,
                   std::string(what) + " longer than " + std::to_string(limit) + " bytes"};
}

// Checked for every token: the check is inline, the error path out of the way.
inline void check_length(std::string_view text, std::size_t limit, std::string_view what,
                         SourcePosition position) {
  if (text.size() > limit) throw_too_long(limit, what, position);
}

}  // namespace

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

void Emitter::count_lines_to(const char* last_line_end) {
  // The line ends before the last one, then the last one.
  const char* at = cursor_;
  while ((at = static_cast<const char*>(
              std::memchr(at, '\n', static_cast<std::size_t>(last_line_end - at)))) != nullptr) {
    ++cursor_line_;
    ++at;
  }
  ++cursor_line_;
  cursor_line_start_ = last_line_end + 1;
}

void Emitter::move_cursor_back(const char* p) {
  // Forget the lines between p and the cursor, then find p's line start.
  for (const char* at = p; at != cursor_; ++at) {
    if (*at == '\n') --cursor_line_;
  }
  cursor_line_start_ = p;
  while (cursor_line_start_ > begin_ && cursor_line_start_[-1] != '\n') --cursor_line_start_;
}

void Emitter::start_game(SourcePosition position) {
  game_position_ = position;
  begun_ = false;
  in_movetext_ = false;
  number_.reset();
  held_.clear();
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

void Emitter::end_game() {
  if (begun_) visitor_.end_game();
  begun_ = false;
}

void Emitter::fail_game(SourcePosition position, std::string message) {
  // An error before anything of the game was reported still counts as a game, so that every
  // record of the input is accounted for.
  begin_content();
  ++summary_.failed_games;
  ReadError error{source_, games_before_ + summary_.games, position, std::move(message)};
  visitor_.error(error);
  end_game();
}

void Emitter::tag(SourcePosition position) {
  check_length(tag_name_, kMaxTokenBytes, "tag name", position);
  check_length(tag_value_, kMaxTextBytes, "tag value", position);
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
  visitor_.tag(utf8(tag_name_, scratch_, false), utf8(value, value_utf8_, false), position);
}

void Emitter::set_move_number(std::string_view text, SourcePosition position) {
  check_length(text, kMaxTokenBytes, "move number", position);
  const std::size_t digits = text.find('.');
  check_length(text.substr(0, digits), 9, "move number", position);
  number_ = MoveNumber{leading_number(text), text.find("..") != std::string_view::npos};
  in_movetext_ = true;
  begin_content();
}

void Emitter::set_move_text(std::string_view text, SourcePosition position) {
  check_length(text, kMaxTokenBytes, "move", position);
  move_text_ = text;
  move_position_ = position;
  strength_ = {};
}

void Emitter::move() {
  in_movetext_ = true;
  const std::optional<MoveNumber> number = number_;
  number_.reset();
  if (!begin_content()) return;
  squares_.clear();
  const Separator separator = split_move(move_text_, squares_);
  const MoveEvent event{number,    move_text_, {squares_.data(), squares_.size()},
                        separator, strength_,  move_position_};
  visitor_.move(event);
}

void Emitter::nag(std::string_view text, SourcePosition position) {
  check_length(text, 10, "NAG", position);
  in_movetext_ = true;
  if (!begin_content()) return;
  visitor_.nag(leading_number(text.substr(1)), position);
}

void Emitter::comment(std::string_view text, SourcePosition position) {
  check_length(text, kMaxTextBytes, "comment", position);
  if (!begun_) {
    held_.push_back({Held::comment, std::string(utf8(text, scratch_, true)), position});
    return;
  }
  if (reporting()) visitor_.comment(utf8(text, scratch_, true), position);
}

void Emitter::escape_line(std::string_view text, SourcePosition position) {
  check_length(text, kMaxTextBytes, "escape line", position);
  if (!begun_) {
    held_.push_back({Held::escape_line, std::string(utf8(text, scratch_, false)), position});
    return;
  }
  if (reporting()) visitor_.escape_line(utf8(text, scratch_, false), position);
}

void Emitter::setup(std::string_view text, SourcePosition position) {
  check_length(text, kMaxTextBytes, "setup command", position);
  in_movetext_ = true;
  if (begin_content()) visitor_.setup(utf8(text, scratch_, true), position);
}

void Emitter::begin_variation(SourcePosition position) {
  in_movetext_ = true;
  if (begin_content()) visitor_.begin_variation(position);
}

void Emitter::end_variation() {
  if (reporting()) visitor_.end_variation();
}

void Emitter::result(std::string_view text, SourcePosition position) {
  if (begin_content()) visitor_.result(text, position);
}

}  // namespace damas::pdn::detail
