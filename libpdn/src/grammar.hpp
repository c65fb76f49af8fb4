// The PDN grammars, as PEGTL rules. Two dialects share the tokens:
//
//   liberal  PDN as real files write it (missing tag quotes, other separators, results and
//            move numbers as scoresheets print them: docs/printed-scores.md); the default.
//   strict   the PDN 3.0 grammar (pdn.fmjd.org, grammar section). Two relaxations come from the
//            FMJD reading grammar, because the FMJD's own "succeed" test files need them:
//            a result may end a game as well as `*`, and ':' separates captures (the
//            separator of the Russian GameType).
//
// This file only says what is accepted and what to report when something is missing; the
// actions that turn matches into reader events live in libpdn/src/actions.hpp.
//
// A game is read on its own (the reader calls `game` repeatedly), so that memory and error
// recovery stay per game. Both dialects read a game as
//   tags and comments, then movetext elements, then a terminator
// where a game ends at its terminator, at the next tag section, or at the end of the input.
#pragma once

#include <algorithm>
#include <string_view>
#include <tao/pegtl.hpp>

#include "damas/pdn/tag.hpp"

namespace damas::pdn::grammar {

using namespace tao::pegtl;

// ---------------------------------------------------------------------------------------------
// Characters and layout

struct blank : one<' ', '\t', '\n', '\r', '\f', '\v'> {};
struct inline_blank : one<' ', '\t'> {};
struct line_text : star<not_one<'\n', '\r'>> {};
// What may follow a token without being part of it: "1-1" is a result only if no square digit
// follows ("1-18" is a move), "e3" ends a square only if no letter or digit follows.
struct token_char : ranges<'a', 'z', 'A', 'Z', '0', '9', '_'> {};
struct byte_order_mark : string<'\xEF', '\xBB', '\xBF'> {};

// ---------------------------------------------------------------------------------------------
// Tags, and the lines that begin a tag section

struct tag_open : one<'['> {};
struct tag_close : one<']'> {};
struct quote_open : one<'"'> {};
struct quote_close : one<'"'> {};
struct escaped_char : seq<one<'\\'>, one<'"', '\\'>> {};

// A line that begins a tag section: a line end ('\n' or '\r'), then, after spaces or tabs, a
// whole tag on that line with a quoted value, `[Event "..."]` (spaces or tabs may follow the
// '[' and surround the value; the name runs to a blank, quote or bracket, as liberal tag names
// do). A blank line before it is not required: some files put none between games. A '{' comment,
// '/' setup or '(' text never closed stops before such a line, so that it takes no game after it
// along (before, it ran to the next '}', '/' or ')' of the input, wherever that was). Lines of a
// comment such as `[%eval 1.0]` or `[see the diagram]` hold no quoted value and stay in it. The
// byte loops that scan comments find these lines in libpdn/src/tag_line.hpp. Quotes here are
// not quote_open: that would move the place where an error reports its opener (control.hpp).
struct tag_line_name : plus<not_one<' ', '\t', '\n', '\r', '\f', '\v', '"', '[', ']'>> {};
struct tag_line_value : seq<one<'"'>, star<sor<escaped_char, not_one<'"', '\n', '\r'>>>, one<'"'>> {
};
struct whole_tag : seq<tag_open, star<inline_blank>, tag_line_name, star<inline_blank>,
                       tag_line_value, star<inline_blank>, tag_close> {};
// At the first line end of the blanks (blank lines included) before such a line.
struct tag_line_ahead : seq<one<'\n', '\r'>, star<blank>, at<whole_tag>> {};
// The text after an opener that `Closer` closes: when it is never closed, up to the blanks
// before a line that begins a tag section, from their first line end (so that a blank line
// before the tag line stays one: the recovery after an error in a header goes on over the tag
// lines that follow the offending line directly, recovery::following_tag_lines).
template <char Closer>
struct open_text : star<not_at<tag_line_ahead>, not_one<Closer>> {};

// ---------------------------------------------------------------------------------------------
// Remarks: comments, escape lines, setup commands (both dialects)

// A line comment, PGN's escape mechanism; PDN 3.0 allows it between any tokens.
struct escape_line : seq<one<'%'>, line_text> {};

// Openers whose closer may be missing: an error then points at the opener, not at the end.
struct comment_open : one<'{'> {};
struct comment_close : one<'}'> {};
struct comment_text : open_text<'}'> {};
struct comment : seq<comment_open, comment_text, must<comment_close>> {};  // no nesting

struct setup_open : one<'/'> {};
struct setup_close : one<'/'> {};
struct setup : seq<setup_open, open_text<'/'>, must<setup_close>> {};  // /FEN "..."/

struct nag : seq<one<'$'>, plus<digit>> {};

// ---------------------------------------------------------------------------------------------
// Terminators

// 1-0 1-1 1/2-1/2 | 0-1 0-2 0-0 | 2-0, the results of PDN 3.0's reading grammar (the liberal
// dialect reads the ':' forms too: liberal::result), grouped by first character because every
// movetext token is checked against them.
struct result_text
    : sor<seq<one<'1'>,
              sor<string<'-', '0'>, string<'-', '1'>, string<'/', '2', '-', '1', '/', '2'>>>,
          seq<one<'0'>, sor<string<'-', '1'>, string<'-', '2'>, string<'-', '0'>>>,
          string<'2', '-', '0'>> {};
// Nor a separator: "1-1-8" (written back from "1- 1-8") is a move too.
struct result : seq<result_text, not_at<sor<token_char, one<'-', ':', '/'>>>> {};
struct asterisk : one<'*'> {};
struct terminator : sor<result, asterisk> {};

// ---------------------------------------------------------------------------------------------
// Moves

struct strength_marks : plus<one<'!', '?'>> {};
struct paren_strength : seq<one<'('>, strength_marks, one<')'>> {};  // "(?)", "(!?!!!)"

struct variation_open : one<'('> {};
struct variation_close : one<')'> {};

namespace liberal {

// ---------------------------------------------------------------------------------------------
// Printed scores: bulletins, blogs and books (docs/printed-scores.md). Each form is read with a
// warning (the actions count it); the strict dialect has none of them.

// Results written with ':' as Russian and German files do ("1:0", "0:1", "1/2:1/2").
struct colon_result_text : sor<string<'1', ':', '0'>, string<'0', ':', '1'>,
                               string<'1', '/', '2', ':', '1', '/', '2'>> {};
struct any_result_text : sor<result_text, colon_result_text> {};
struct result : seq<any_result_text, not_at<sor<token_char, one<'-', ':', '/'>>>> {};

// '×' (U+00D7) as a capture sign: in UTF-8, or as the Latin-1 byte.
struct times_sign : sor<string<'\xC3', '\x97'>, one<'\xD7'>> {};
// Results: "½-½" (UTF-8 or Latin-1), "[1:0]", words (Portuguese "empate", "EMP", "ganham as
// brancas/negras" GB/GN), and "abandono" (a resignation), alone or beside another result.
struct half_draw : sor<string<'\xC2', '\xBD', '-', '\xC2', '\xBD'>, string<'\xBD', '-', '\xBD'>> {};
struct bracketed_result : seq<one<'['>, any_result_text, one<']'>> {};
struct resignation_word : istring<'a', 'b', 'a', 'n', 'd', 'o', 'n', 'o'> {};
struct result_word : sor<istring<'e', 'm', 'p', 'a', 't', 'e'>, istring<'e', 'm', 'p'>,
                         istring<'g', 'b'>, istring<'g', 'n'>, resignation_word> {};
// A word may end with a full stop, as the last word of a printed score does ("empate.").
struct printed_result
    : sor<seq<result_word, opt<one<'.'>>, not_at<token_char>>, seq<one<'('>, resignation_word, one<')'>>,
          bracketed_result, half_draw> {};
// Where a line ends (also the two characters backslash and 'r' of one exporter, see skip).
struct line_end_ahead : seq<star<inline_blank>, sor<one<'\n', '\r'>, string<'\\', 'r'>, eof>> {};
// One or two results, at least one printed, and nothing else to the end of the line ("GB",
// "1-0 abandono"): words may begin a comment of the score as well, which goes on on its line.
struct result_token : sor<result, printed_result> {};
struct printed_end
    : seq<result_token, opt<plus<inline_blank>, result_token>, at<line_end_ahead>> {};
// Note markers that refer to notes printed apart: "[A]", "(A)", "[12]".
struct note_label
    : seq<ranges<'A', 'Z', 'a', 'z', '0', '9'>, opt<ranges<'A', 'Z', 'a', 'z', '0', '9'>>> {};
struct bracket_note : seq<one<'['>, note_label, one<']'>> {};
// Other text in square brackets on one line among the moves ("[%clk 1:00]", "[see note 3]"): a
// comment, unless it is a tag that begins the next game, after a game without a terminator: a
// tag with a quoted value, or a standard tag's name whatever follows ("[Round 17]"). Before,
// any '[' there ended the game, and the moves after the brackets began a game of their own.
//
// The names: the standard seven (kStandardTags), FEN and GameType, each a whole tag_line_name.
// A rule of its own, not a `sor` of strings, so that the seven are listed once, in tag.hpp.
inline bool begins_next_game(std::string_view name) {
  return name == "FEN" || name == "GameType" ||
         std::find(kStandardTags.begin(), kStandardTags.end(), name) != kStandardTags.end();
}
// Analysed as the tag_line_name it reads (rule_t and subs_t are that rule's).
struct next_game_tag_name : tag_line_name {
  template <apply_mode A, rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&... states) {
    auto marker = in.template mark<rewind_mode::required>();
    const char* begin = in.current();
    return marker(
        tag_line_name::match<A, rewind_mode::active, Action, Control>(in, states...) &&
        begins_next_game(std::string_view(begin, static_cast<std::size_t>(in.current() - begin))));
  }
};
// A tag of another name with an unquoted value ("[Annotator Joe]") begins the next game too
// when it ends its line and the lines after it hold more such tags, then a tag that begins the
// next game (a tag section: "[Annotator Joe]" then "[Event \"F\"]"); its name is a capitalised
// word, so that "[%clk 1:00]" and "[see note 3]" stay comments there. Before, such a tag was kept
// as a comment of the game before. At most 16 such lines are looked through, so that a file of
// bracketed lines is not read again from each of them.
struct next_game_tag_at_hand
    : sor<whole_tag, seq<tag_open, star<inline_blank>, next_game_tag_name>> {};
struct bare_tag_name : seq<upper, star<identifier_other>> {};
struct bare_tag_line : seq<not_at<next_game_tag_at_hand>, tag_open, star<inline_blank>,
                           bare_tag_name, plus<inline_blank>, star<not_one<']', '\n', '\r'>>,
                           tag_close, star<inline_blank>, one<'\n', '\r'>, star<blank>> {};
struct next_game_tag
    : sor<next_game_tag_at_hand, seq<rep_min_max<1, 16, bare_tag_line>, next_game_tag_at_hand>> {};
struct bracket_comment
    : seq<not_at<next_game_tag>, one<'['>, star<not_one<']', '\n', '\r'>>, one<']'>> {};
struct paren_note : seq<one<'('>, note_label, one<')'>> {};
// "1)" for "1.", "1) ..." / "1)..." for "1. ...". Only in the main line: in a variation a ')'
// after digits may close it ("(... 21)").
struct paren_move_number
    : seq<plus<digit>, one<')'>, opt<star<inline_blank>, string<'.', '.', '.'>>> {};
// "..." alone: a placeholder for the first move of a pair that a comment split.
struct bare_placeholder : seq<string<'.', '.', '.'>, not_at<one<'.'>>> {};
struct comma : one<','> {};
struct glued_semicolon : one<';'> {};
// "=D", "=K" (dama, king) after a move that crowns.
struct promotion_mark : seq<one<'='>, one<'D', 'K', 'd', 'k'>, not_at<token_char>> {};

// Layout also takes the two characters backslash and 'r': one exporter (KNDB toernooibase via
// BrunoGUI) writes them after every tag and terminator.
struct layout : sor<blank, string<'\\', 'r'>> {};
struct skip : star<layout> {};

// `;` to the end of the line is a comment in PDN 1.0.
struct semicolon_comment : seq<one<';'>, line_text> {};

// Tag names as found: localised (Cyrillic, `Bianco`), lower-case (`[a "a"]`), padded, even
// with HTML entities (`&#x00c9;v&#x00e9;nement`). A line end may follow the '['.
struct tag_name_char : not_one<' ', '\t', '\n', '\r', '\f', '\v', '"', '[', ']'> {};
struct tag_name : plus<tag_name_char> {};
// A quoted value stays on its line, so that a missing quote is reported where it happens.
// Backslashes other than \" and \\ are kept ("C:\nemesis\games").
struct string_content : star<sor<escaped_char, not_one<'"', '\n', '\r'>>> {};
struct quoted_value : seq<quote_open, string_content, must<quote_close>> {};
struct bare_value : star<not_one<']', '\n', '\r'>> {};  // [Round 17], [Game # 612], [Empty]
struct tag : seq<tag_open, star<blank>, must<tag_name>, star<inline_blank>,
                 sor<quoted_value, bare_value>, star<inline_blank>, must<tag_close>> {};

// "12.", "12...", and "1. ..." (a placeholder for a move not given).
struct move_number : seq<plus<digit>, one<'.'>,
                         sor<string<'.', '.'>, opt<star<inline_blank>, string<'.', '.', '.'>>>> {};

// Leading zeros ("06") are read; so are spaces after separators ("1- 7"), 'x' on plain moves
// and ':' or 'X' on captures; the move is checked against the rules later. Spaces before a
// separator are not: "32-28 - 19-23" is a move, an unknown move and a move.
struct num_square : seq<opt<one<'0'>>, range<'1', '9'>, opt<digit>, not_at<digit>> {};
struct alpha_square : seq<ranges<'a', 'h', 'A', 'H'>, range<'1', '8'>> {};
struct separator : seq<sor<one<'-', 'x', 'X', ':'>, times_sign>, star<inline_blank>> {};
// Printed scores set a capture sign apart ("15 x 24", "15 × 24"); never '-', which apart is an
// unknown move.
struct spaced_capture_sign
    : seq<plus<inline_blank>, sor<one<'x', 'X'>, times_sign>, plus<inline_blank>> {};
struct numeric_move : seq<num_square, plus<sor<separator, spaced_capture_sign>, num_square>> {};
struct alpha_move : seq<alpha_square, plus<opt<separator>, alpha_square>> {};
struct short_move : seq<range<'a', 'h'>, alpha_square> {};  // Russian "ed4"
// A move not known to the recorder: "41. - -" (PDN 3.0, grammar section).
struct unknown_move : seq<one<'-'>, opt<one<'-'>>, not_at<sor<token_char, one<'-', ':', '.'>>>> {};
struct move_text
    : sor<seq<sor<numeric_move, alpha_move, short_move>, not_at<token_char>>, unknown_move> {};

// A strength glued to the move may be `*` (old English books and printed scores: "3-8*"); after
// a space, `*` is the game terminator, so only `!?` marks and "(?)" forms are taken there.
struct strength : sor<seq<strength_marks, opt<asterisk>>, paren_strength, asterisk> {};
struct spaced_strength : sor<strength_marks, paren_strength> {};
struct move
    : seq<move_text, opt<promotion_mark>,
          opt<sor<strength, seq<plus<inline_blank>, spaced_strength>>>, opt<glued_semicolon>> {};
// `*` glued to the move after it ("*16-20") marks that move; it is no terminator.
struct star_before_move : seq<asterisk, at<sor<numeric_move, alpha_move>>> {};

// The end of a game: `*` only when it marks no move, and the printed forms.
struct terminator : sor<printed_end, result, seq<not_at<star_before_move>, asterisk>> {};

// Parentheses hold a variation when their content reads as movetext, otherwise free text:
// Nemesis and CheckerBoard wrote comments that way "(Roberto's first choice)". The check runs
// without actions (`at`); inside it, nested parentheses are decided in the same pass, so each
// byte is matched at most once per enclosing level (and the depth is bounded). A '(' never
// closed does not match: its text stops before a line that begins a tag section.
struct paren_text;
struct paren_group : seq<one<'('>, paren_text, one<')'>> {};
struct paren_text : star<sor<paren_group, seq<not_at<tag_line_ahead>, not_one<'(', ')'>>>> {};
struct paren_comment : seq<one<'('>, paren_text, one<')'>> {};

template <bool Check> struct element;
template <bool Check> struct movetext : star<skip, not_at<terminator>, element<Check>> {};
template <bool Check> struct variation : seq<variation_open, movetext<Check>, skip, variation_close> {};
template <bool Check> struct variation_or_paren;
template <> struct variation_or_paren<false>
    : sor<seq<at<variation<true>>, variation<false>>, paren_note, paren_comment> {};
template <> struct variation_or_paren<true> : sor<variation<true>, paren_note, paren_comment> {};

// Moves first: they are most of the movetext (a move never starts like a move number, since
// its first square is followed by a separator, not a dot).
template <bool Check>
struct element : sor<move, move_number, comment, nag, variation_or_paren<Check>, escape_line,
                     semicolon_comment, setup, star_before_move, comma, bare_placeholder,
                     bracket_note, bracket_comment> {};

// What the main line reads besides: "1)" numbers (see paren_move_number), and the words of a
// score that are nothing else. A word that begins as a move does (a square, then a separator:
// "11-1S", "32-") is a move that cannot be read, where the replay stops; other words on a line
// ("Brancas jogam") are kept as a comment, and the replay goes on.
struct word : plus<not_one<' ', '\t', '\n', '\r', '\f', '\v', '{', '[', '('>> {};
struct move_like_start : seq<sor<plus<digit>, seq<ranges<'a', 'h', 'A', 'H'>, range<'1', '8'>>>,
                             sor<one<'-', 'x', 'X', ':'>, times_sign>> {};
struct unreadable_move : seq<at<move_like_start>, word> {};
struct skipped_text : seq<word, star<plus<inline_blank>, at<word>, not_at<terminator>,
                                     not_at<element<true>>, not_at<move_like_start>, word>> {};
struct main_element : sor<element<false>, paren_move_number, unreadable_move, skipped_text> {};
struct main_movetext : star<skip, not_at<terminator>, main_element> {};

// A standard tag (`Event`, `White`, ..., `Result`) that the game's tags already hold, with a
// quoted value and not right after a tag of its name: the tag section of the next game, after a
// game written as its tags alone (a forfeit, a game not played) and no terminator. Neither a
// blank line (a real file has one inside its tags) nor `[Event` (often not the first tag) marks
// a new game reliably; a second value for a standard tag does. Other names are left alone: real
// files repeat some (`[Heure blanche "..."]`, `[Heure noire "..."]`, `[Empty]` twice). The
// action (actions.hpp) checks the name (TagSection, tag_line.hpp).
struct repeated_tag : seq<tag_open, star<blank>, tag_name, star<inline_blank>, one<'"'>> {};
struct prelude
    : star<skip, sor<seq<not_at<repeated_tag>, tag>, comment, escape_line, semicolon_comment>> {};
// A game of tags alone ends there; the reader says so, as it has no terminator.
struct next_game_tags : at<repeated_tag> {};
struct game_end : sor<terminator, next_game_tags, at<tag_open>, eof> {};
struct game : seq<prelude, main_movetext, skip, must<game_end>> {};

}  // namespace liberal

namespace strict {

struct layout : blank {};
struct skip : star<layout> {};

struct tag_name : seq<range<'A', 'Z'>, star<ranges<'a', 'z', 'A', 'Z', '0', '9', '_'>>> {};
struct string_content : star<sor<escaped_char, not_one<'"'>>> {};
struct quoted_value : seq<quote_open, string_content, must<quote_close>> {};
struct tag : seq<tag_open, skip, must<tag_name>, skip, must<quoted_value>, skip,
                 must<tag_close>> {};

struct move_number : seq<plus<digit>, one<'.'>, opt<string<'.', '.'>>> {};
// "1. ...": the FMJD reading grammar's ELLIPSES, a first move left out (FMJD's own Cat.D1 and
// windragon files). Read as the move number of the second player's move that follows.
struct placeholder_number : seq<plus<digit>, one<'.'>, plus<blank>, string<'.', '.', '.'>> {};

// Squares have no leading zeros. Separators are tokens in the FMJD grammars, so blanks may
// follow them ("1- 7" is in the FMJD's candidate95 and DUTCH96H "succeed" files); as in the
// liberal dialect, not precede them.
struct num_square : seq<range<'1', '9'>, opt<digit>, not_at<digit>> {};
struct alpha_square : seq<range<'a', 'h'>, range<'1', '8'>> {};
template <typename Separator>
struct spaced : seq<Separator, star<inline_blank>> {};
struct move_separator : spaced<one<'-'>> {};
struct capture_separator : spaced<one<'x', ':'>> {};
struct numeric_move
    : seq<num_square, sor<seq<move_separator, num_square>, plus<capture_separator, num_square>>> {};
struct alpha_move : seq<alpha_square, sor<seq<opt<move_separator>, alpha_square>,
                                          plus<capture_separator, alpha_square>>> {};
struct move_text : seq<sor<numeric_move, alpha_move>, not_at<token_char>> {};
struct strength : sor<strength_marks, paren_strength> {};
struct move : seq<move_text, opt<strength>> {};
struct numbered_move : seq<move_number, skip, must<move>> {};

struct element;
struct movetext : star<skip, not_at<terminator>, element> {};
struct variation : seq<variation_open, skip, must<element>, movetext, skip, must<variation_close>> {};
struct element : sor<move, placeholder_number, numbered_move, comment, nag, variation,
                     escape_line, setup> {};

// A standard tag the game holds already begins the next game (liberal::repeated_tag): here the
// game before it has no terminator, an error, and the next game is read whole.
struct tags : plus<skip, sor<seq<not_at<liberal::repeated_tag>, tag>, escape_line>> {};
struct body : seq<skip, element, movetext> {};  // "a game can not be empty"
struct game_end : sor<terminator, eof> {};
struct game : seq<sor<seq<tags, movetext>, must<body>>, skip, must<game_end>> {};

}  // namespace strict

// Skipping to the next game after an error: a word that is a terminator ends the skipped game,
// a '[' starts the next one. Nothing here raises.
namespace recovery {

struct word : plus<not_one<' ', '\t', '\n', '\r', '\f', '\v', '{', '['>> {};
struct end_word : seq<terminator, at<sor<blank, string<'\\', 'r'>, tag_open, eof>>> {};
// CR LF a byte at a time: where a lone CR ends lines, a stream may hold the CR without the LF
// (stream_input.hpp), and string<'\r', '\n'> would fail there without asking for it.
struct line_end : sor<seq<one<'\r'>, one<'\n'>>, one<'\n'>> {};
// A '[' that opens a tag: followed by a character of a (liberal) tag name.
struct tag_opener : seq<tag_open, liberal::tag_name_char> {};
// A comment skipped after an error ends as the comment rule ends it.
struct lenient_comment : seq<one<'{'>, open_text<'}'>, opt<one<'}'>>> {};

// After an error in a header: the rest of the offending line (which may hold the whole game,
// some exporters write one game per line), then the tag lines that follow it directly. A blank
// line or a terminator ends the skipping, so that the next game is not swallowed.
struct rest_of_tag_line
    : star<not_at<end_word>, sor<inline_blank, lenient_comment, plus<not_one<' ', '\t', '\n', '\r', '{'>>>> {};
struct following_tag_lines : star<line_end, star<inline_blank>, at<tag_open>, line_text> {};
struct rest_of_game : seq<star<not_at<end_word>, not_at<tag_open>, sor<blank, lenient_comment, word>>,
                          opt<end_word>> {};
// After text before a game's first tag or move (a title line, junk): up to a line that begins a
// tag section, so that the game there is read, or up to a terminator, for a game without tags.
struct stray_text : seq<star<not_at<end_word>, not_at<tag_line_ahead>,
                             sor<blank, lenient_comment, word, tag_open>>,
                        opt<end_word>> {};

}  // namespace recovery

// ---------------------------------------------------------------------------------------------
// Error messages, one per rule that can fail under must<>. The reader adds what was found.

template <typename Rule> inline constexpr const char* error_message = nullptr;

// A comment or setup command never closed runs to the end of its game (open_text), where what
// follows is the next game's or nothing: the message does not quote it, so that a game read
// alone (a slice or piece of the input, control.hpp) gets the same.
template <>
inline constexpr const char* error_message<comment_close> =
    "unterminated comment: expected '}' before the next tag section or the end of the input";
template <>
inline constexpr const char* error_message<setup_close> =
    "unterminated setup command: expected '/' before the next tag section or the end of the "
    "input";
template <> inline constexpr const char* error_message<quote_close> =
    "unterminated tag value: expected '\"'";
template <> inline constexpr const char* error_message<tag_close> = "expected ']' to close the tag";
template <> inline constexpr const char* error_message<liberal::tag_name> = "expected a tag name";
template <> inline constexpr const char* error_message<liberal::game_end> =
    "expected a move, comment, variation, NAG or game terminator";
// Two cases of liberal::game_end have their own message (control.hpp): text before anything of a
// game, and a '(' that neither a variation nor a parenthesised comment reads, being never closed.
inline constexpr const char* stray_text_message = "text before a game: expected a tag or a move";
inline constexpr const char* unclosed_parenthesis_message =
    "unterminated variation: expected ')' before the next tag section or the end of the input";
template <> inline constexpr const char* error_message<strict::tag_name> =
    "expected a tag name (a capital letter, then letters, digits or '_')";
template <> inline constexpr const char* error_message<strict::quoted_value> =
    "expected a quoted tag value";
template <> inline constexpr const char* error_message<strict::move> = "expected a move";
template <> inline constexpr const char* error_message<strict::element> =
    "expected a move, comment, variation, NAG or setup";
template <> inline constexpr const char* error_message<variation_close> =
    "expected a move, comment, variation, NAG or ')'";
template <> inline constexpr const char* error_message<strict::body> =
    "expected a tag or a move (a game can not be empty)";
template <> inline constexpr const char* error_message<strict::game_end> =
    "expected a move, comment, variation, NAG or game terminator";

}  // namespace damas::pdn::grammar
