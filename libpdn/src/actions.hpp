// Grammar actions and error control: what the reader does when a rule of grammar.hpp matches
// or must match and does not. Kept apart from the grammar so that it reads as a specification.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include <tao/pegtl.hpp>

#include "damas/pdn/grammar.hpp"
#include "damas/pdn/reader.hpp"
#include "emitter.hpp"

namespace damas::pdn::detail {

namespace pegtl = tao::pegtl;
namespace g = grammar;

template <typename Iterator>
SourcePosition to_position(const Iterator& it) {
  return {it.line, it.column, it.byte};
}

template <typename Input>
SourcePosition current_position(const Input& in) {
  return to_position(in.iterator());
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
    if constexpr (is_opener<Rule>) emitter.opener = current_position(in);
  }

  template <typename Input>
  [[noreturn]] static void raise(const Input& in, Emitter& emitter) {
    static_assert(g::error_message<Rule> != nullptr, "grammar.hpp: add an error_message");
    std::string message = g::error_message<Rule>;
    if constexpr (reports_opener<Rule>) {
      message += " before ";
      message += found_token(in);
      throw TokenError{emitter.opener, std::move(message)};
    } else {
      message += ", found ";
      message += found_token(in);
      throw TokenError{current_position(in), std::move(message)};
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
      throw TokenError{current_position(in),
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

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

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
struct action<g::liberal::string_content> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.set_tag_value(in.string_view(), true); }
};
template <>
struct action<g::strict::string_content> : action<g::liberal::string_content> {};

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
  static void apply(const Input& in, Emitter& e) { e.tag(to_position(in.iterator())); }
};
template <>
struct action<g::strict::tag> : action<g::liberal::tag> {};

// --- Remarks

template <>
struct action<g::comment> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.comment(inner(in), to_position(in.iterator())); }
};
template <>
struct action<g::liberal::paren_comment> : action<g::comment> {};

template <>
struct action<g::liberal::semicolon_comment> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.comment(in.string_view().substr(1), to_position(in.iterator()));
  }
};

template <>
struct action<g::escape_line> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.escape_line(in.string_view().substr(1), to_position(in.iterator()));
  }
};

template <>
struct action<g::setup> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.setup(inner(in), to_position(in.iterator())); }
};

template <>
struct action<g::nag> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.nag(in.string_view(), to_position(in.iterator())); }
};

// --- Moves

template <>
struct action<g::liberal::move_number> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.set_move_number(in.string_view(), to_position(in.iterator()));
  }
};
template <>
struct action<g::strict::move_number> : action<g::liberal::move_number> {};
template <>
struct action<g::strict::placeholder_number> : action<g::liberal::move_number> {};

template <>
struct action<g::liberal::move_text> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.set_move_text(in.string_view(), to_position(in.iterator()));
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
  static void apply(const Input& in, Emitter& e) { e.begin_variation(to_position(in.iterator())); }
};
template <>
struct action<g::variation_close> {
  template <typename Input>
  static void apply(const Input&, Emitter& e) { e.end_variation(); }
};

template <>
struct action<g::terminator> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.result(in.string_view(), to_position(in.iterator())); }
};

}  // namespace damas::pdn::detail
