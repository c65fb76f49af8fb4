// Error control of the grammar: the message of a rule that must match and does not, where it
// is reported, and the bound on nesting.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <type_traits>

#include <tao/pegtl.hpp>

#include "grammar.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/support/quoted.hpp"
#include "emitter.hpp"
#include "positions.hpp"

namespace damas::pdn::detail {

namespace pegtl = tao::pegtl;
namespace g = grammar;

// Whether the input stands at a '[' that opens a tag: a '[' followed by a character that can
// begin a tag's name. An error there ends its game, the next game beginning at that '['
// (read_loop.hpp); a '[' followed by another '[' or a blank is junk, skipped as any other.
template <typename Input>
bool at_tag_opener(const Input& in) {
  // Parsing fetches a buffered input's data on demand, which is not const; `at` does not move
  // the position.
  return pegtl::parse<pegtl::at<g::recovery::tag_opener>>(const_cast<Input&>(in));
}

// The token found where a rule failed, quoted for a message on one line (support/quoted.hpp):
// up to the next blank or '[', at most 24 bytes. At a '[' that opens a tag, what follows is the
// next game's (at_tag_opener): the game read alone (a slice of the input, `-j 2`) finds the end
// of its input there instead, and both are named alike.
template <typename Input>
std::string found_token(const Input& in) {
  constexpr std::size_t kShown = 24;
  // Buffered inputs fetch data on demand through size(), which is not const; the position
  // does not move.
  const std::size_t available = const_cast<Input&>(in).size(kShown + 1);
  if (available == 0 || at_tag_opener(in)) return "the next tag or the end of the input";
  std::string_view rest(in.current(), std::min(available, kShown + 1));
  const auto stop = rest.find_first_of(" \t\r\n[");
  return support::quoted(rest.substr(0, stop == 0 ? 1 : stop), '\'', kShown);
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
    if constexpr (is_opener<Rule>) emitter.opener = current_where(in);
  }

  template <typename Input>
  [[noreturn]] static void raise(const Input& in, Emitter& emitter) {
    static_assert(g::error_message<Rule> != nullptr, "grammar.hpp: add an error_message");
    std::string message = g::error_message<Rule>;
    if constexpr (reports_opener<Rule>) {
      if constexpr (std::is_same_v<Rule, g::quote_close>) {
        message += " before ";
        message += found_token(in);
      }
      throw TokenError{emitter.position_of(emitter.opener), std::move(message)};
    } else {
      if constexpr (std::is_same_v<Rule, g::liberal::game_end>) {
        if (!emitter.game_begun()) {
          throw TokenError{current_position(in, emitter),
                           std::string(g::stray_text_message) + ", found " + found_token(in), true};
        }
        if (const_cast<Input&>(in).size(1) > 0 && in.peek_char() == '(') {
          // Reported at the '(', as a comment never closed is at its '{'.
          throw TokenError{current_position(in, emitter), g::unclosed_parenthesis_message};
        }
      }
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
    // Every bounded rule opens with '(': checking it first keeps the bound exact (a rule tried
    // at the deepest level on other text is no error) and skips the attempt cheaply.
    if (in.empty() || in.peek_char() != '(') return false;
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

}  // namespace damas::pdn::detail
