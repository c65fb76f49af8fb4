// Fast paths for the rules where most of the reading time went: runs of text (tag values,
// comments, line ends), the layout between tokens, the common move and move number tokens. Each
// does exactly what its rule in grammar.hpp says, with a byte loop instead of one rule match per
// byte; runs longer than kMaxTextBytes are refused, as the reader refuses such values anyway.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

#include <tao/pegtl.hpp>

#include "damas/pdn/reader.hpp"
#include "emitter.hpp"
#include "positions.hpp"
#include "tag_line.hpp"

namespace damas::pdn::detail {

namespace pegtl = tao::pegtl;

// Whether `available` bytes, asked for a window of `window`, run to the end of the input. A
// stream (StreamInput, stream_input.hpp) may give fewer than asked before its end, once it holds
// a line end: then only ended() says that its end is held.
template <typename Input>
bool reaches_end(const Input& in, std::size_t available, std::size_t window) {
  if constexpr (requires { in.ended(); }) {
    return available < window && in.ended();
  } else {
    return available < window;
  }
}

// The bytes held from the current one, at least `window` unless the input ends or (a stream) a
// line end comes past the first `from` of them.
template <typename Input>
std::size_t window_past(Input& in, std::size_t window, std::size_t from) {
  if constexpr (requires { in.size_past(window, from); }) {
    return in.size_past(window, from);
  } else {
    return in.size(window);
  }
}

// Scans the text ahead with `length_of(view, whole, from)`, which returns where the run stops,
// or the size of the view when it does not stop in it, and then sets `from` to where a look at
// more text must begin again (it has seen nothing that stops the run before it); `whole` says
// that the view holds the rest of the input. Buffered inputs are asked for a window that doubles
// until the run ends, so that they never hold much more than the current game; a stream that
// gives less (a line end held, see reaches_end) is asked again for the same window, past what it
// gave, so that a run over many lines is scanned once and the windows asked are those of a
// reading in memory (where a too long game stops is the same).
template <typename Input, typename LengthOf>
std::size_t scan_run(Input& in, Emitter& emitter, LengthOf length_of) {
  std::size_t from = 0;
  std::size_t window = 4096;
  std::size_t available = in.size(window);
  for (;;) {
    const std::string_view text(in.current(), std::min(available, kMaxTextBytes + 1));
    const bool end = reaches_end(in, available, window);
    const bool whole = end && text.size() == available;
    const std::size_t length = length_of(text, whole, from);
    if (length > kMaxTextBytes) {
      throw TokenError{current_position(in, emitter),
                       "text longer than " + std::to_string(kMaxTextBytes) + " bytes"};
    }
    if (length < text.size() || end) return length;
    if (available >= window) window *= 2;
    available = window_past(in, window, available);
  }
}

// star<not_one<Stops...>>
template <char... Stops>
struct scan_until : pegtl::maybe_nothing {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& emitter) {
    in.bump(scan_run(in, emitter, [](std::string_view text, bool /*whole*/, std::size_t& from) {
      // One memchr per stop, each over what is left before the stops found so far.
      std::size_t n = text.size();
      const auto stop_at = [&](char stop) {
        if (const void* found = std::memchr(text.data() + from, stop, n - from)) {
          n = static_cast<std::size_t>(static_cast<const char*>(found) - text.data());
        }
      };
      (stop_at(Stops), ...);
      from = n;
      return n;
    }));
    return true;
  }
};

// grammar::comment_text: up to the '}' or, never closed, to the line end before a line that
// begins a tag section.
struct scan_comment_text : pegtl::maybe_nothing {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& emitter) {
    in.bump(scan_run(in, emitter, [](std::string_view text, bool whole, std::size_t& from) {
      const void* close = std::memchr(text.data() + from, '}', text.size() - from);
      const std::size_t end =
          close == nullptr
              ? text.size()
              : static_cast<std::size_t>(static_cast<const char*>(close) - text.data());
      return stop_before_tag_line(text, end, whole, from);
    }));
    return true;
  }
};

// star<sor<escaped_char, not_one<'"', Stops...>>>, then the tag value is recorded.
template <char... Stops>
struct scan_string : pegtl::maybe_nothing {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& emitter) {
    const auto length_of = [](std::string_view text, bool whole, std::size_t& from) {
      std::size_t n = from;
      while (n < text.size() && text[n] != '"' && ((text[n] != Stops) && ...)) {
        // A backslash on the last byte of a view that more text follows may begin an escape:
        // looked at again with the next byte.
        if (text[n] == '\\' && n + 1 == text.size() && !whole) break;
        const bool escape = text[n] == '\\' && n + 1 < text.size() &&
                            (text[n + 1] == '"' || text[n + 1] == '\\');
        n += escape ? 2 : 1;
      }
      from = std::min(n, text.size());
      return n < text.size() && text[n] == '\\' ? text.size() : from;
    };
    const std::size_t length = scan_run(in, emitter, length_of);
    if constexpr (A == pegtl::apply_mode::action) {
      emitter.set_tag_value({in.current(), length}, true);
    }
    in.bump(length);
    return true;
  }
};

inline constexpr auto kBlank = [] {
  std::array<bool, 256> table{};
  for (const char c : {' ', '\t', '\n', '\r', '\f', '\v'}) {
    table[static_cast<unsigned char>(c)] = true;
  }
  return table;
}();

// What ends a liberal tag name: a blank, '"', '[' or ']'.
inline constexpr auto kEndsTagName = [] {
  std::array<bool, 256> table = kBlank;
  for (const char c : {'"', '[', ']'}) table[static_cast<unsigned char>(c)] = true;
  return table;
}();

// The layout between tokens, star<blank> or (`BackslashR`, the liberal dialect) star<sor<blank,
// string<'\\', 'r'>>>: most of it is one blank, and the loop of rules costs more than the byte.
template <bool BackslashR>
struct scan_layout : pegtl::maybe_nothing {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter&) {
    constexpr std::size_t kWindow = 4096;
    // Asked from the current byte; a stream that gives less than the window (a line end held)
    // is asked for the rest of the same window, so that what it is asked for is what a reading
    // in memory asks (where a too long game stops is the same).
    std::size_t window = kWindow;
    for (;;) {
      const std::size_t available = in.size(window);
      const char* const begin = in.current();
      std::size_t n = 0;
      while (n < available) {
        const auto c = static_cast<unsigned char>(begin[n]);
        if (kBlank[c]) {
          ++n;
        } else if (BackslashR && c == '\\' && n + 1 < available && begin[n + 1] == 'r') {
          n += 2;
        } else {
          break;
        }
      }
      // A buffered input may hold more than the window: a longer run of layout, or the 'r'
      // after a backslash on the window's last byte.
      const bool more = !reaches_end(in, available, window) &&
                        (n == available || (BackslashR && n + 1 == available && begin[n] == '\\'));
      in.bump(n);
      if (!more) return true;
      window = available < window ? window - n : kWindow;
    }
  }
};

// The first bytes of the printed results of the liberal dialect (grammar.hpp): '*', the words'
// first letters, '(' of "(abandono)", '[' of "[1:0]" and the first byte of '½'.
inline constexpr auto kStartsPrintedEnd = [] {
  std::array<bool, 256> table{};
  for (const char c : {'*', 'E', 'e', 'G', 'g', 'A', 'a', '(', '[', '\xC2', '\xBD'}) {
    table[static_cast<unsigned char>(c)] = true;
  }
  return table;
}();

// Every terminator starts with '*', or with '0', '1' or '2' then '-', ':' or '/' (or, `Printed`,
// a byte of kStartsPrintedEnd): most tokens (moves, move numbers) are turned down on their first
// two bytes, before the rule is tried.
template <bool Printed, typename Input>
bool may_start_terminator(Input& in) {
  const std::size_t available = in.size(2);
  if (available == 0) return false;
  const char first = in.peek_char();
  if (first == '*' || (Printed && kStartsPrintedEnd[static_cast<unsigned char>(first)])) {
    return true;
  }
  if (first < '0' || first > '2' || available < 2) return false;
  const char second = in.peek_char(1);
  return second == '-' || second == ':' || second == '/';
}

// Whether a move token read by the grammar holds the capture sign '×' (UTF-8 C3 97, or the
// Latin-1 byte D7): looked for only in a token with a byte above ASCII.
inline bool has_times_sign(std::string_view token) {
  for (std::size_t i = 0; i < token.size(); ++i) {
    const char c = token[i];
    if (c == '\xD7' || (c == '\xC3' && i + 1 < token.size() && token[i + 1] == '\x97')) return true;
  }
  return false;
}

// Whether a move token read by the grammar sets its capture sign apart ("15 x 24"): a blank
// followed by the sign, where after a sign ("1- 7") a blank is followed by a square.
inline bool has_spaced_capture_sign(std::string_view token) {
  for (std::size_t i = 0; i + 1 < token.size(); ++i) {
    const char next = token[i + 1];
    if ((token[i] == ' ' || token[i] == '\t') && next != ' ' && next != '\t' &&
        (next < '0' || next > '9')) {
      return true;
    }
  }
  return false;
}

// Bytes that continue a token: a token the fast paths read must not be followed by one of
// them, since the grammar would then read it as something else (or not at all).
inline constexpr auto kContinuesToken = [] {
  std::array<bool, 256> table{};
  for (int c = 0; c < 256; ++c) {
    table[static_cast<std::size_t>(c)] = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
                                         (c >= 'A' && c <= 'Z') || c == '_' || c == '-' ||
                                         c == ':';
  }
  return table;
}();

inline bool is_digit(char c) { return static_cast<unsigned char>(c - '0') <= 9; }

// A numeric square without a leading zero, [1-9][0-9]?, at `p`: where it ends, or nullptr.
[[gnu::always_inline]] inline const char* plain_square_end(const char* p, const char* end) {
  if (p == end || static_cast<unsigned char>(*p - '1') > 8) return nullptr;
  ++p;
  return p != end && is_digit(*p) ? p + 1 : p;
}

// The common move, "32-28" or "28x19x10", is recognised by a byte loop; anything else (leading
// zeros, spaces, alphanumeric squares, 'X' or ':') goes through the grammar. The fast path only
// accepts tokens the grammar reads the same way, in either dialect.
[[gnu::always_inline]] inline std::size_t plain_numeric_move_length(std::string_view text) {
  const char* const end = text.data() + text.size();
  const char* p = plain_square_end(text.data(), end);
  if (p == nullptr || p == end || (*p != '-' && *p != 'x')) return 0;
  const char separator = *p;
  p = plain_square_end(p + 1, end);
  // A plain move has two squares; a capture as many as it takes, all with the same separator.
  while (p != nullptr && separator == 'x' && p != end && *p == 'x') {
    p = plain_square_end(p + 1, end);
  }
  if (p == nullptr || (p != end && kContinuesToken[static_cast<unsigned char>(*p)])) return 0;
  return static_cast<std::size_t>(p - text.data());
}

// Whether a strength ("!", "?!", "(?)", a glued "*") may follow a move that ends at `end` of
// `text`, after blanks or not (the liberal dialect reads "32-28 !"), or a mark glued to it that
// the move rule takes (a promotion "=D", a semicolon): the grammar then reads the move. When
// `text` ends first, the question is left open: true.
[[gnu::always_inline]] inline bool strength_may_follow(std::string_view text, std::size_t end) {
  const char* p = text.data() + end;
  const char* const stop = text.data() + text.size();
  if (p != stop && (*p == '*' || *p == '=' || *p == ';')) return true;
  while (p != stop && (*p == ' ' || *p == '\t')) ++p;
  return p == stop || *p == '!' || *p == '?' || *p == '(';
}

// A move number, "12." or "12...", ahead: no move starts like one (a move's first square is
// followed by a separator, not a dot), so the grammar's move rule need not be tried on it.
inline bool at_move_number(std::string_view text) {
  std::size_t n = 0;
  while (n < text.size() && is_digit(text[n])) ++n;
  return n > 0 && n < text.size() && text[n] == '.';
}

// A move number read by the fast path: "12." or "12..." and, when `SpacedDots` (the liberal
// dialect), "12. ..." with blanks before the dots.
struct MoveNumberToken {
  enum class Found { none, number, undecided };  // undecided: the grammar must read it
  Found found = Found::none;
  std::size_t length = 0;
  std::size_t digits = 0;
  bool second_player = false;  // "12..." or "12. ..."
};

template <bool SpacedDots>
[[gnu::always_inline]] inline MoveNumberToken read_move_number(std::string_view text) {
  using Found = MoveNumberToken::Found;
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  const char* p = begin;
  while (p != end && is_digit(*p)) ++p;
  if (p == end) return {p == begin ? Found::none : Found::undecided, 0, 0, false};
  if (p == begin || *p != '.') return {};
  const auto digits = static_cast<std::size_t>(p - begin);
  ++p;
  const auto dots_at = [&](const char* at, std::size_t count) {
    return static_cast<std::size_t>(end - at) >= count && std::memcmp(at, "...", count) == 0;
  };
  if (dots_at(p, 2)) return {Found::number, digits + 3, digits, true};
  const char* dots = p;
  if constexpr (SpacedDots) {
    while (dots != end && (*dots == ' ' || *dots == '\t')) ++dots;
    if (dots_at(dots, 3)) {
      return {Found::number, static_cast<std::size_t>(dots + 3 - begin), digits, true};
    }
  }
  // Too near the end of `text` to know (a buffered input may hold more).
  if (end - dots < 3) return {Found::undecided, 0, 0, false};
  return {Found::number, digits + 1, digits, false};
}

}  // namespace damas::pdn::detail
