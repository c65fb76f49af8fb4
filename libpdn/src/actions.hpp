// Grammar actions: what the reader does when a rule of grammar.hpp matches. Kept apart from the
// grammar so that it reads as a specification.
#pragma once

#include <string_view>

#include <tao/pegtl.hpp>

#include "control.hpp"
#include "grammar.hpp"
#include "emitter.hpp"
#include "fast_paths.hpp"
#include "positions.hpp"

namespace damas::pdn::detail {

namespace pegtl = tao::pegtl;
namespace g = grammar;

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<g::comment_text> : scan_comment_text {};
template <>
struct action<g::line_text> : scan_until<'\n', '\r'> {};

template <>
struct action<g::liberal::skip> : scan_layout<true> {};
template <>
struct action<g::strict::skip> : scan_layout<false> {};

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
struct action<g::strict::tag_name> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.set_tag_name(in.string_view()); }
};

// plus<not_one<blanks, '"', '[', ']'>> by a byte loop; a name longer than the reader takes is
// left to the grammar (the tag then refuses it).
template <>
struct action<g::liberal::tag_name> : action<g::strict::tag_name> {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    const std::string_view ahead(in.current(), in.size(kMaxTokenBytes + 1));
    std::size_t n = 0;
    while (n < ahead.size() && !kEndsTagName[static_cast<unsigned char>(ahead[n])]) ++n;
    if (n > kMaxTokenBytes) return pegtl::match<Rule, A, M, Action, Control>(in, e);
    if (n == 0) return false;
    if constexpr (A == pegtl::apply_mode::action) e.set_tag_name({in.current(), n});
    in.bump_in_this_line(n);
    return true;
  }
};

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
  static void apply(const Input& in, Emitter& e) { e.tag(begin_where(in)); }
};
template <>
struct action<g::strict::tag> : action<g::liberal::tag> {};

// The check that liberal::repeated_tag leaves to the reader (TagSection, tag_line.hpp).
inline constexpr std::size_t kInitialLookahead = 64;  // bytes looked at for a tag name's first
// Only tried inside at<> and not_at<>, which rewind the input.
template <>
struct action<g::liberal::repeated_tag> {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    const char* const open = in.current();
    // The name's first byte, past the '[' and blanks, rules out most tags at once.
    const std::string_view ahead(open, in.size(kInitialLookahead));
    std::size_t first = 1;
    while (first < ahead.size() && is_blank(ahead[first])) ++first;
    if (first < ahead.size() && ahead.front() == '[' && !e.tag_may_begin_next_game(ahead[first])) {
      return false;
    }
    if (!pegtl::match<Rule, A, M, Action, Control>(in, e)) return false;
    // What matched: '[', blanks, the name, blanks, '"'.
    std::string_view name(open + 1, static_cast<std::size_t>(in.current() - open - 2));
    while (is_blank(name.front())) name.remove_prefix(1);
    while (is_blank(name.back())) name.remove_suffix(1);
    return e.tag_begins_next_game(name);
  }
};

// A game of tags alone ends before the next game's tags: no terminator, which the reader reports.
template <>
struct action<g::liberal::next_game_tags> {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    return !e.in_movetext() && pegtl::match<Rule, A, M, Action, Control>(in, e);
  }

  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.tags_without_terminator(begin_where(in));
  }
};

// --- Remarks

template <>
struct action<g::comment> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.comment(inner(in), begin_where(in)); }
};
template <>
struct action<g::liberal::paren_comment> : action<g::comment> {};

template <>
struct action<g::liberal::semicolon_comment> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.comment(in.string_view().substr(1), begin_where(in));
  }
};

template <>
struct action<g::escape_line> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.escape_line(in.string_view().substr(1), begin_where(in));
  }
};

template <>
struct action<g::setup> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.setup(inner(in), begin_where(in)); }
};

template <>
struct action<g::nag> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.nag(in.string_view(), begin_where(in)); }
};

// --- Moves

// Move numbers as the grammar reads them: "12.", "12...", "12. ..." (strict: "1.\n...").
struct move_number_action {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    const std::string_view text = in.string_view();
    e.set_move_number(text, text.find('.'), text.find("..") != std::string_view::npos,
                      begin_where(in));
  }
};

// The common move numbers are read by a byte loop, the others by the grammar.
template <bool SpacedDots>
struct fast_move_number : move_number_action {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    const std::string_view ahead(in.current(), in.size(kMaxTokenBytes));
    const MoveNumberToken number = read_move_number<SpacedDots>(ahead);
    using Found = MoveNumberToken::Found;
    if (number.found != Found::number) {
      return number.found == Found::undecided && pegtl::match<Rule, A, M, Action, Control>(in, e);
    }
    if constexpr (A == pegtl::apply_mode::action) {
      e.set_move_number({ahead.data(), number.length}, number.digits, number.second_player,
                        current_where(in));
    }
    in.bump_in_this_line(number.length);
    return true;
  }
};

template <>
struct action<g::liberal::move_number> : fast_move_number<true> {};
template <>
struct action<g::strict::move_number> : fast_move_number<false> {};
template <>
struct action<g::strict::placeholder_number> : move_number_action {};

// Reached through the move rule when a strength may follow a move (see action<move>).
template <>
struct action<g::liberal::move_text> {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    const std::size_t n = plain_numeric_move_length({in.current(), in.size(kMaxTokenBytes)});
    if (n == 0) return pegtl::match<Rule, A, M, Action, Control>(in, e);
    if constexpr (A == pegtl::apply_mode::action) {
      e.set_move_text({in.current(), n}, current_where(in));
    }
    in.bump_in_this_line(n);
    return true;
  }

  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    const std::string_view text = in.string_view();
    const Where where = begin_where(in);
    e.set_move_text(text, where);
    if (has_times_sign(text)) e.printed(PrintedForm::times_sign, where);
    if (has_spaced_capture_sign(text)) e.printed(PrintedForm::spaced_capture, where);
  }
};
template <>
struct action<g::strict::move_text> : action<g::liberal::move_text> {};

template <>
struct action<g::strict::strength> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.set_strength(in.string_view()); }
};
template <>
struct action<g::liberal::spaced_strength> : action<g::strict::strength> {};
// A glued `*` is the only-move mark of printed scores ("15-11*").
template <>
struct action<g::liberal::strength> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    const std::string_view text = in.string_view();
    if (text.back() == '*') e.printed(PrintedForm::star_mark, begin_where(in));
    e.set_strength(text);
  }
};

// Most moves are plain ("32-28", "28x19x10") with no strength after them: a byte loop reads
// them whole; the others, and the tokens that are not moves, go through the grammar.
template <>
struct action<g::liberal::move> {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    const std::string_view ahead(in.current(), in.size(kMaxTokenBytes));
    const std::size_t n = plain_numeric_move_length(ahead);
    if (n == 0 || strength_may_follow(ahead, n)) {
      return !at_move_number(ahead) && pegtl::match<Rule, A, M, Action, Control>(in, e);
    }
    if constexpr (A == pegtl::apply_mode::action) {
      e.set_move_text({ahead.data(), n}, current_where(in));
      e.move();
    }
    in.bump_in_this_line(n);
    return true;
  }

  template <typename Input>
  static void apply(const Input&, Emitter& e) { e.move(); }
};
template <>
struct action<g::strict::move> : action<g::liberal::move> {};

template <>
struct action<g::variation_open> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.begin_variation(begin_where(in)); }
};
template <>
struct action<g::variation_close> {
  template <typename Input>
  static void apply(const Input&, Emitter& e) { e.end_variation(); }
};

// The terminators are tried before every item of the movetext: most items are turned down on
// their first bytes, before the rule is tried.
template <bool Printed>
struct terminator_action {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    return may_start_terminator<Printed>(in) && pegtl::match<Rule, A, M, Action, Control>(in, e);
  }

  template <typename Input>
  static void apply(const Input& in, Emitter& e) { e.result(in.string_view(), begin_where(in)); }
};
template <>
struct action<g::terminator> : terminator_action<false> {};
template <>
struct action<g::liberal::terminator> : terminator_action<true> {};

// --- Printed scores: the forms of grammar.hpp's liberal section, each counted for its warning.

template <PrintedForm Form>
struct count_form {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.printed(Form, begin_where(in));
  }
};
template <>
struct action<g::liberal::bare_placeholder> : count_form<PrintedForm::bare_placeholder> {};
template <>
struct action<g::liberal::comma> : count_form<PrintedForm::comma> {};
template <>
struct action<g::liberal::glued_semicolon> : count_form<PrintedForm::semicolon> {};
template <>
struct action<g::liberal::promotion_mark> : count_form<PrintedForm::promotion_mark> {};

template <>
struct action<g::liberal::star_before_move> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.printed(PrintedForm::star_mark, begin_where(in));
    e.mark_next_move();
  }
};

// "1)", "1) ...", as "1.", "1. ...".
template <>
struct action<g::liberal::paren_move_number> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    const std::string_view text = in.string_view();
    const Where where = begin_where(in);
    e.printed(PrintedForm::paren_number, where);
    e.set_move_number(text, text.find(')'), text.find("...") != std::string_view::npos, where);
  }
};

// "[A]", "(A)", "[%clk 1:00]": kept as comments, as written.
template <PrintedForm Form>
struct bracketed_comment_action {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    const Where where = begin_where(in);
    e.printed(Form, where);
    e.comment(in.string_view(), where);
  }
};
template <>
struct action<g::liberal::bracket_note> : bracketed_comment_action<PrintedForm::note_marker> {};
template <>
struct action<g::liberal::paren_note> : bracketed_comment_action<PrintedForm::note_marker> {};
template <>
struct action<g::liberal::bracket_comment>
    : bracketed_comment_action<PrintedForm::bracket_comment> {};

// A move with no squares: the replay says it cannot be read, and stops there.
template <>
struct action<g::liberal::unreadable_move> {
  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.unreadable_move(in.string_view(), begin_where(in));
  }
};

// Words are skipped only in a game already begun (by a tag or a move): text before a game is an
// error, as it was, so that a line lost from a header is not taken for a comment.
template <>
struct action<g::liberal::skipped_text> {
  template <typename Rule, pegtl::apply_mode A, pegtl::rewind_mode M,
            template <typename...> class Action, template <typename...> class Control,
            typename Input>
  static bool match(Input& in, Emitter& e) {
    return e.game_begun() && pegtl::match<Rule, A, M, Action, Control>(in, e);
  }

  template <typename Input>
  static void apply(const Input& in, Emitter& e) {
    e.skipped(in.string_view(), begin_where(in));
  }
};

}  // namespace damas::pdn::detail
