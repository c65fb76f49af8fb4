// Shared handling of a subcommand's options (Boost.Program_options): parsing, --help, and usage
// errors reported the same way by every subcommand.
#pragma once

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "commands.hpp"
#include "damas/rules/fen.hpp"
#include "damas/support/strict_number.hpp"

namespace damas::cli {

namespace po = boost::program_options;

struct CommandLine {
  std::string_view program;        // "pdn perft"
  std::string_view usage;          // "DEPTH [--fen FEN] [--divide]"
  std::string_view description;    // a paragraph printed under the usage line
  po::options_description options; // named options; --help is added automatically
  po::positional_options_description positional;
};

// Parses `args` into `values`. Returns an exit code when the command must stop here: kExitOk
// after printing --help, kExitUsage after reporting a usage error; nullopt to go on.
std::optional<int> parse_command_line(CommandLine& command, Arguments args,
                                      po::variables_map& values);

// The most worker threads a -j/--jobs option accepts.
inline constexpr int kMaxJobs = 256;
// The largest count or number of games an option takes (--first, --split, --game): more games
// than any archive holds.
inline constexpr std::size_t kMaxGames = 1'000'000'000'000;

namespace detail {
template <class T>
class BoundedValue;
}  // namespace detail

// A numeric option that only takes a value of its type within [min, max]. Boost alone reads "-1"
// into an unsigned count as its largest value and takes any number in range of the type; the
// value of a bounded option must be written as a number of type T (a whole number for an
// integer type, without a sign for an unsigned one; not nan) between `min` and `max`, or the
// command stops with the usage error "--split must be a whole number from 0 to 1000000000, not
// '-1'" (exit 2); --help shows the range in place of "arg". Use it for every numeric option:
//   ("jobs,j", bounded(&jobs, 1, kMaxJobs)->default_value(1), "games converted in parallel")
// `store` may be null (the value is then read from the variables_map, as with po::value<T>()).
template <class T>
detail::BoundedValue<T>* bounded(T* store, T min, T max);

namespace detail {
class FileNameValue;
class FileNamesValue;
}  // namespace detail

// A string option naming a file or a folder (-o, --rejects, --alias, --dir, ...). An empty
// value, which an unset shell variable gives (`--rejects "$REJECTS"`), is the usage error
// "--rejects: the file name is empty" (exit 2): taken as it stands, it would mean standard
// output or the current folder. So is a value beginning with '=', which `-o=out.pdn` gives.
detail::FileNameValue* file_name(std::string* store);
// The same for an option given several times ("--resume: a file name is empty"), and for the
// input files named on the command line (`pdn validate "$FILE"`): "an input file name is
// empty", where opening it would say "'': No such file or directory".
detail::FileNamesValue* file_names(std::vector<std::string>* store);
detail::FileNamesValue* input_file_names(std::vector<std::string>* store);

// Reports a usage error in the common form and returns kExitUsage.
int usage_error(std::string_view program, std::string_view message);

// A value from the command line or an input line quoted for a message ('W:W1:B32'), its
// control characters escaped and cut past kShownValueBytes ("..." after the quote): a file
// pasted by mistake is not echoed whole.
inline constexpr std::size_t kShownValueBytes = 200;
std::string quoted_value(std::string_view text);

// Checks a --format of the commands that write text or JSON: kExitUsage after reporting any
// other value, nullopt to go on.
std::optional<int> check_text_or_json(std::string_view program, std::string_view format);

namespace detail {

// po::typed_value<T> with its own reading of the value's text (Boost calls xparse for it).
template <class T>
class BoundedValue final : public po::typed_value<T> {
 public:
  BoundedValue(T* store, T min, T max) : po::typed_value<T>(store), min_(min), max_(max) {
    this->value_name(fmt::format("{}..{}", min, max));  // --help shows "--jobs 1..256 (=1)"
  }

  // The default as --help shows it: as written (0.075), where Boost would print every digit
  // of the double (0.074999999999999997).
  BoundedValue* default_value(const T& value) {
    po::typed_value<T>::default_value(value, fmt::format("{}", value));
    return this;
  }

  void xparse(boost::any& value, const std::vector<std::string>& tokens) const override {
    po::validators::check_first_occurrence(value);
    const std::string& text = po::validators::get_single_string(tokens);
    const std::optional<T> number = support::number_in(text, min_, max_);
    if (!number) {
      // Boost puts the option's name (--jobs for -j too) in place of %canonical_option%.
      throw po::error_with_option_name(
          fmt::format("%canonical_option% must be {} from {} to {}, not '{}'",
                      std::is_integral_v<T> ? "a whole number" : "a number", min_, max_, text));
    }
    value = *number;
  }

 private:
  T min_;
  T max_;
};

// po::typed_value<std::string> refusing an empty text (see file_name).
class FileNameValue final : public po::typed_value<std::string> {
 public:
  explicit FileNameValue(std::string* store) : po::typed_value<std::string>(store) {}

  void xparse(boost::any& value, const std::vector<std::string>& tokens) const override {
    po::validators::check_first_occurrence(value);
    const std::string& text = po::validators::get_single_string(tokens);
    if (text.empty())
      throw po::error_with_option_name("%canonical_option%: the file name is empty");
    // `-o=out.pdn` gives the short option the value "=out.pdn" (Boost, like getopt, takes what
    // follows the letter): a file named "=out.pdn" was made without a word.
    if (text.front() == '=') {
      throw po::error_with_option_name(
          "%canonical_option%: the file name " + quoted_value(text) +
          " begins with '=': a short option takes its value after a blank (-o out.pdn); name a "
          "file that begins with '=' as ./=...");
    }
    value = text;
  }
};

// po::typed_value<std::vector<std::string>> refusing an empty text with `empty_message` (see
// file_names); composing, as a list of files is.
class FileNamesValue final : public po::typed_value<std::vector<std::string>> {
 public:
  FileNamesValue(std::vector<std::string>* store, std::string empty_message)
      : po::typed_value<std::vector<std::string>>(store), empty_message_(std::move(empty_message)) {
    composing();
  }

  void xparse(boost::any& value, const std::vector<std::string>& tokens) const override {
    for (const std::string& token : tokens) {
      if (token.empty()) throw po::error_with_option_name(empty_message_);
    }
    po::typed_value<std::vector<std::string>>::xparse(value, tokens);
  }

 private:
  std::string empty_message_;
};

}  // namespace detail

template <class T>
detail::BoundedValue<T>* bounded(T* store, T min, T max) {
  return new detail::BoundedValue<T>(store, min, max);
}

}  // namespace damas::cli
