// Grammar actions and error control: what the reader does when a rule of grammar.hpp matches
// or must match and does not. Kept apart from the grammar so that it reads as a specification.
#pragma once

#include <algorithm>
#include <type_traits>
#include <string>
#include <string_view>

#include <tao/pegtl.hpp>

#include "damas/pdn/grammar.hpp"
#include "damas/pdn/reader.hpp"
#include "emitter.hpp"

namespace damas::pdn::detail {

namespace pegtl = tao::pegtl;
namespace g = grammar;

// Positions. Buffered inputs track lines as they go (their data moves as games are dropped);
// inputs in memory track nothing while matching, which keeps backtracking cheap, and the
// emitter counts lines up to each position asked for (see Emitter::position_at).
template <typename Input>
inline constexpr bool tracks_lines = !std::is_pointer_v<typename Input::iterator_t>;

// Where the match of an action input begins.
template <typename ActionInput>
SourcePosition begin_position(const ActionInput& in, Emitter& e) {
  if constexpr (tracks_lines<ActionInput>) {
    const auto& it = in.iterator();
    return {it.line, it.column, it.byte};
  } else {
    return e.position_at(in.begin());
  }
}

// Where a parse input is now.
template <typename Input>
SourcePosition current_position(const Input& in, Emitter& e) {
  if constexpr (tracks_lines<Input>) {
    const auto& it = in.iterator();
    return {it.line, it.column, it.byte};
  } else {
    return e.position_at(in.current());
  }
}

// The token found where a rule failed, quoted for a message: up to the next blank, at most 24
// bytes; "end of input" when nothing is left.
template <typename Input>
std::string found_token(const Input& in) {
  constexpr std::size_t kShown = 24;
  // Buffered inputs fetch data on demand through size(), which is not const; the position
  // does not move.
  const std::size_t available = const_cast<Input&>(in).size(kShown + 1);
  if (available == 0) return "end of input";
  std::string_view rest(in.current(), std::min(available, kShown + 1));
  const auto stop = rest.find_first_of(" \t\r\n");
  std::string_view token = rest.substr(0, stop == 0 ? 1 : stop);
  std::string shown(token.substr(0, kShown));
  if (token.size() > kShown) shown += "...";
  return "'" + shown + "'";
}

// Rules that open something that must be closed record where, so that a missing closer is
// reported at its opener. start() runs even while actions are disabled (inside `at`).
template <typename Rule>
inline constexpr bool is_opener = std::is_same_v<Rule, g::comment_open> ||
                                  std::is_same_v<Rule, g::setup_open> ||
                                  std::is_same_v<Rule, g::quote_open>;
template <typename Rule>
inline constexpr bool reports_opener = std::is_same_v<Rule, g::comment_close> ||
                                       std::is_same_v<Rule, g::setup_close> ||
                                       std::is_same_v<Rule, g::quote_close>;

template <typename Rule>
struct control : pegtl::normal<Rule> {
  template <typename Input>
  static void start(const Input& in, Emitter& emitter) {
    // Only where it is, not its line and column: those are counted if an error needs them.
    if constexpr (is_opener<Rule>) {
      if constexpr (tracks_lines<Input>) {
        emitter.opener = current_position(in, emitter);
      } else {
        emitter.opener_at = in.current();
      }
    }
  }

  template <typename Input>
  [[noreturn]] static void raise(const Input& in, Emitter& emitter) {
    static_assert(g::error_message<Rule> != nullptr, "grammar.hpp: add an error_message");
    std::string message = g::error_message<Rule>;
    if constexpr (reports_opener<Rule>) {
      message += " before ";
      message += found_token(in);
      if constexpr (tracks_lines<Input>) {
        throw TokenError{emitter.opener, std::move(message)};
      } else {
        throw TokenError{emitter.position_at(emitter.opener_at), std::move(message)};
      }
    } else {
      message += ", found ";
      message += found_token(in);
      throw TokenError{current_position(in, emitter), std::move(message)};
    }
  }
};

// Bounds the nesting of the rule it is attached to (variations, parenthesised text).
struct depth_limit : pegtl::maybe_nothing {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& emitter) {
    if (emitter.depth >= kMaxVariationDepth) {
      throw TokenError{current_position(in, emitter),
                       "variations or parentheses nested more than " +
                           std::to_string(kMaxVariationDepth) + " deep"};
    }
    ++emitter.depth;
    struct Leave {
      Emitter& e;
      ~Leave() { --e.depth; }
    } leave{emitter};
    return pegtl::match<Rule, A, M, Action, Control>(in, emitter);
  }
};

// Fast paths for the rules that match long runs of text (tag values, comments, line ends):
// each does exactly what its rule in grammar.hpp says, but with one byte loop instead of one
// rule match per byte, which is where most of the reading time went. Runs longer than
// kMaxTextBytes are refused, as the reader refuses such values anyway.
// Scans the text ahead with `length_of` (which returns where the run stops, or the size of the
// view when it does not stop in it). Buffered inputs are asked for a window that doubles until
// the run ends, so that they never hold much more than the current game.
template <typename Input, typename LengthOf>
std::size_t scan_run(Input& in, Emitter& emitter, LengthOf length_of) {
  for (std::size_t window = 4096;; window *= 2) {
    const std::size_t available = in.size(window);
    const std::string_view text(in.current(), std::min(available, kMaxTextBytes + 1));
    const std::size_t length = length_of(text);
    if (length > kMaxTextBytes) {
      throw TokenError{current_position(in, emitter),
                       "text longer than " + std::to_string(kMaxTextBytes) + " bytes"};
    }
    if (length < text.size() || available < window) return length;
  }
}

// star<not_one<Stops...>>
template <char... Stops>
struct scan_until : pegtl::maybe_nothing {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& emitter) {
    in.bump(scan_run(in, emitter, [](std::string_view text) {
      std::size_t n = 0;
      while (n < text.size() && ((text[n] != Stops) && ...)) ++n;
      return n;
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
    const std::size_t length = scan_run(in, emitter, [](std::string_view text) {
      std::size_t n = 0;
      while (n < text.size() && text[n] != '"' && ((text[n] != Stops) && ...)) {
        const bool escape = text[n] == '\\' && n + 1 < text.size() &&
                            (text[n + 1] == '"' || text[n + 1] == '\\');
        n += escape ? 2 : 1;
      }
      return std::min(n, text.size());
    });
    if constexpr (A == pegtl::apply_mode::action) {
      emitter.set_tag_value({in.current(), length}, true);
    }
    in.bump(length);
    return true;
  }
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<g::comment_text> : scan_until<'}'> {};
template <>
struct action<g::line_text> : scan_until<'\n', '\r'> {};

template <bool Check>
struct action<g::liberal::variation<Check>> : depth_limit {};
template <>
struct action<g::liberal::paren_group> : depth_limit {};
template <>
struct action<g::strict::variation> : depth_limit {};

// Text between the first and last character of a match: `{text}`, `(text)`, `/text/`.
template <typename Input>
std::string_view inner(const Input& in) {
  const std::string_view all = in.string_view();
  return all.substr(1, all.size() - 2);
}

// --- Tags

template <>
struct action<g::liberal::tag_name> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.set_tag_name(in.string_view()); }
};
template <>
struct action<g::strict::tag_name> : action<g::liberal::tag_name> {};

template <>
struct action<g::liberal::string_content> : scan_string<'\n', '\r'> {};
template <>
struct action<g::strict::string_content> : scan_string<> {};

template <>
struct action<g::liberal::bare_value> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    std::string_view value = in.string_view();
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    e.set_tag_value(value, false);
  }
};

template <>
struct action<g::liberal::tag> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.tag(begin_position(in, e)); }
};
template <>
struct action<g::strict::tag> : action<g::liberal::tag> {};

// --- Remarks

template <>
struct action<g::comment> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.comment(inner(in), begin_position(in, e)); }
};
template <>
struct action<g::liberal::paren_comment> : action<g::comment> {};

template <>
struct action<g::liberal::semicolon_comment> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.comment(in.string_view().substr(1), begin_position(in, e));
  }
};

template <>
struct action<g::escape_line> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.escape_line(in.string_view().substr(1), begin_position(in, e));
  }
};

template <>
struct action<g::setup> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.setup(inner(in), begin_position(in, e)); }
};

template <>
struct action<g::nag> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.nag(in.string_view(), begin_position(in, e)); }
};

// --- Moves

template <>
struct action<g::liberal::move_number> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.set_move_number(in.string_view(), begin_position(in, e));
  }
};
template <>
struct action<g::strict::move_number> : action<g::liberal::move_number> {};
template <>
struct action<g::strict::placeholder_number> : action<g::liberal::move_number> {};

// The common move, "32-28" or "28x19x10", is recognised by a byte loop; anything else (leading
// zeros, spaces, alphanumeric squares, 'X' or ':') goes through the grammar. The fast path only
// accepts tokens the grammar reads the same way, in either dialect.
inline std::size_t plain_numeric_move_length(std::string_view text) {
  const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  std::size_t n = 0;
  std::size_t squares = 0;
  char separator = 0;
  for (;;) {
    if (n >= text.size() || text[n] < '1' || text[n] > '9') return 0;
    ++n;
    if (n < text.size() && is_digit(text[n])) ++n;
    ++squares;
    if (n < text.size() && (text[n] == '-' || text[n] == 'x') && (separator == 0 || separator == text[n])) {
      separator = text[n++];
      continue;
    }
    break;
  }
  if (squares < 2 || (separator == '-' && squares != 2)) return 0;
  if (n < text.size()) {
    // What follows must start no further part of the token.
    const char next = text[n];
    if (is_digit(next) || (next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z') ||
        next == '_' || next == '-' || next == ':') {
      return 0;
    }
  }
  return n;
}

template <>
struct action<g::liberal::move_text> {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    const std::size_t available = in.size(kMaxTokenBytes);
    const std::size_t n = plain_numeric_move_length({in.current(), available});
    if (n == 0) return pegtl::match<Rule, A, M, Action, Control>(in, e);
    if constexpr (A == pegtl::apply_mode::action) {
      e.set_move_text({in.current(), n}, current_position(in, e));
    }
    in.bump_in_this_line(n);
    return true;
  }

  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.set_move_text(in.string_view(), begin_position(in, e));
  }
};
template <>
struct action<g::strict::move_text> : action<g::liberal::move_text> {};

template <>
struct action<g::liberal::strength> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.set_strength(in.string_view()); }
};
template <>
struct action<g::liberal::spaced_strength> : action<g::liberal::strength> {};
template <>
struct action<g::strict::strength> : action<g::liberal::strength> {};

template <>
struct action<g::liberal::move> {
  template <typename Input>
  static void apply(const Input&, Emitter& e) { e.move(); }
};
template <>
struct action<g::strict::move> : action<g::liberal::move> {};

template <>
struct action<g::variation_open> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.begin_variation(begin_position(in, e)); }
};
template <>
struct action<g::variation_close> {
  template <typename Input>
  static void apply(const Input&, Emitter& e) { e.end_variation(); }
};

template <>
struct action<g::terminator> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.result(in.string_view(), begin_position(in, e)); }
};

}  // namespace damas::pdn::detail
