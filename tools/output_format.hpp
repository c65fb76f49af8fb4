// The format of a command's output, chosen one way by every command that writes several
// (convert --to, diagram --format): the format the option names, else the one the extension of
// -o names, else the command's default. Letter case does not matter in either (--to CSV,
// -o diagram.PNG), and an option that contradicts the extension is a usage error: writing JSON
// into games.csv is never what was meant.
#pragma once

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace damas::cli {

// A name of a format: a value of the option ("positions") or an extension of -o (".tsv").
template <class Format>
struct FormatName {
  std::string_view name;
  Format format;
};

// What one command writes: its option and the names and extensions of its formats, each list
// holding each format's usual name first (the one the messages use).
template <class Format>
struct OutputFormats {
  std::string_view option;                         // "--to"
  std::span<const FormatName<Format>> names;       // {"pdn", pdn}, {"json", json}, ...
  std::span<const FormatName<Format>> extensions;  // {".pdn", pdn}, {".jsonl", json}, ...
};

// ASCII letters in lower case (format names and file extensions are ASCII).
inline std::string lower_case(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower;
}

namespace detail {

// The entry of `names` that is `name`, letter case aside; null when none is.
template <class Format>
const FormatName<Format>* find_format(std::span<const FormatName<Format>> names,
                                      std::string_view name) {
  const std::string lower = lower_case(name);
  for (const auto& entry : names) {
    if (entry.name == lower) return &entry;
  }
  return nullptr;
}

template <class Format>
std::string_view name_of(std::span<const FormatName<Format>> names, Format format) {
  for (const auto& entry : names) {
    if (entry.format == format) return entry.name;
  }
  return {};
}

template <class Format>
std::string listed(std::span<const FormatName<Format>> names) {
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i) {
    list += i == 0 ? "" : i + 1 == names.size() ? " or " : ", ";
    list += names[i].name;
  }
  return list;
}

}  // namespace detail

// The usage error when `file`, the value of `option`, has the extension of another format than
// `format`, the one that file receives ("--rejects 'bad.json' is a json file name, but it
// receives pdn: the games as they were read"); nullopt when it agrees or says nothing.
template <class Format>
std::optional<std::string> check_extension(const OutputFormats<Format>& formats,
                                           std::string_view option, std::string_view file,
                                           Format format, std::string_view why) {
  const std::string extension = std::filesystem::path(file).extension().string();
  const FormatName<Format>* by_extension = detail::find_format(formats.extensions, extension);
  if (by_extension == nullptr || by_extension->format == format) return std::nullopt;
  return fmt::format("{} '{}' is a {} file name, but it receives {}: {}", option, file,
                     detail::name_of(formats.names, by_extension->format),
                     detail::name_of(formats.names, format), why);
}

// Sets `chosen` to the format of the output `output` (-o's value; "" or "-" for standard
// output): the one `given` names (the option's value, when it was given), else the one the
// extension of `output` names, else `fallback`. Returns the usage error instead when `given`
// names no format, when it contradicts a known extension of `output`, or when neither says
// and there is no fallback.
template <class Format>
std::optional<std::string> choose_output_format(const OutputFormats<Format>& formats,
                                                std::optional<std::string_view> given,
                                                std::string_view output,
                                                std::optional<Format> fallback, Format& chosen) {
  const std::string extension =
      output == "-" ? std::string() : std::filesystem::path(output).extension().string();
  const FormatName<Format>* by_extension = detail::find_format(formats.extensions, extension);
  if (given) {
    const FormatName<Format>* named = detail::find_format(formats.names, *given);
    if (named == nullptr) {
      return fmt::format("unknown {} '{}' ({})", formats.option, *given,
                         detail::listed(formats.names));
    }
    if (by_extension != nullptr && by_extension->format != named->format) {
      return fmt::format("{} {} contradicts -o '{}', a {} file name: leave one out or make them "
                         "agree",
                         formats.option, *given, output,
                         detail::name_of(formats.names, by_extension->format));
    }
    chosen = named->format;
    return std::nullopt;
  }
  if (by_extension != nullptr) {
    chosen = by_extension->format;
  } else if (fallback) {
    chosen = *fallback;
  } else {
    return fmt::format("cannot tell the format of '{}' from its extension: use {}", output,
                       formats.option);
  }
  return std::nullopt;
}

// The same for a command whose option is empty when not given and whose output is `on_stdout`
// when it goes to standard output ("" or "-") and says nothing else (diagram, standings): a file
// must name its format by the option or its extension.
template <class Format>
std::optional<std::string> choose_output_format(const OutputFormats<Format>& formats,
                                                std::string_view given, std::string_view output,
                                                Format on_stdout, Format& chosen) {
  const bool to_stdout = output.empty() || output == "-";
  return choose_output_format<Format>(
      formats, given.empty() ? std::nullopt : std::optional<std::string_view>(given), output,
      to_stdout ? std::optional<Format>(on_stdout) : std::nullopt, chosen);
}

}  // namespace damas::cli
