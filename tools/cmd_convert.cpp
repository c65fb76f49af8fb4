// pdn convert [FILES...] [-o OUT] [--to pdn|json] [--strict]: reads PDN (or the JSON Lines this
// command writes) and writes canonical PDN 3.0 or JSON Lines, one game at a time.
#include <fmt/core.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <system_error>
#include <vector>

#include "commands.hpp"
#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/writer.hpp"
#include "exit_codes.hpp"
#include "options.hpp"
#include "replacing_output.hpp"

namespace damas::cli {

namespace {

namespace fs = std::filesystem;
using pdn::Game;

enum class Format { pdn, json };

class Converter {
 public:
  Converter(ReplacingOutput& output, Format format, pdn::Dialect dialect)
      : output_(output), format_(format), dialect_(dialect) {}

  // Converts one input ("-" is standard input); false when it could not be read at all.
  bool convert(const std::string& name) {
    try {
      pdn::GameBuilder builder([this](Game&& game) { emit(game); },
                               [this](const pdn::ReadError& error) { report(error); }, name);
      if (name == "-") {
        const std::string head = first_line_of_stdin();
        if (looks_like_json(head)) {
          convert_json_line(head, name, 1);
          convert_json(std::cin, name, 2);
        } else {
          pdn::read_stream(stdin, "-", builder, {dialect_}, head);
        }
        return true;
      }
      if (fs::is_directory(name)) throw std::system_error(EISDIR, std::generic_category(), name);
      std::ifstream file(name, std::ios::binary);
      if (!file) throw std::system_error(errno, std::generic_category(), name);
      std::string head;
      std::getline(file, head);
      const std::string ext = fs::path(name).extension().string();
      if (ext == ".jsonl" || ext == ".json" || looks_like_json(head)) {
        file.seekg(0);
        convert_json(file, name, 1);
      } else {
        file.close();
        pdn::read_file(name, builder, {dialect_});
      }
      return true;
    } catch (const std::system_error& e) {
      fmt::print(stderr, "{}: error: cannot read: {}\n", name, e.code().message());
      return false;
    }
  }

  bool had_game_errors() const { return game_errors_ > 0; }

 private:
  // JSON Lines by extension, or by content: a first line starting with '{' and a quoted key.
  // ("{" alone is not enough: PDN files may open with a comment.)
  static bool looks_like_json(std::string_view first_line) {
    const auto brace = first_line.find_first_not_of(" \t\r\n");
    if (brace == std::string_view::npos || first_line[brace] != '{') return false;
    const auto key = first_line.find_first_not_of(" \t", brace + 1);
    return key != std::string_view::npos && first_line[key] == '"';
  }

  // Reads standard input up to the end of its first non-blank line.
  static std::string first_line_of_stdin() {
    std::string head;
    int c;
    bool seen_text = false;
    while ((c = std::getc(stdin)) != EOF) {
      head += static_cast<char>(c);
      if (c == '\n' && seen_text) break;
      if (!std::isspace(c)) seen_text = true;
    }
    return head;
  }

  void convert_json(std::istream& in, const std::string& name, std::size_t first_number) {
    std::string line;
    for (std::size_t number = first_number; std::getline(in, line); ++number) {
      convert_json_line(line, name, number);
    }
  }

  void convert_json_line(const std::string& line, const std::string& name, std::size_t number) {
    if (line.find_first_not_of(" \t\r\n") == std::string::npos) return;
    try {
      emit(pdn::game_from_json(line));
    } catch (const pdn::JsonError& e) {
      ++game_errors_;
      fmt::print(stderr, "{}:{}:1: error: not a game in JSON: {}\n", name, number, e.what());
    }
  }

  void emit(const Game& game) {
    if (format_ == Format::json) {
      std::string line = pdn::to_json(game);
      line += '\n';
      output_.write(line);
    } else {
      text_.clear();
      pdn::write_game(game, text_);
      output_.write(text_);
    }
  }

  void report(const pdn::ReadError& error) {
    ++game_errors_;
    fmt::print(stderr, "{}\n", error.to_string());
  }

  ReplacingOutput& output_;
  Format format_;
  pdn::Dialect dialect_;
  std::size_t game_errors_ = 0;
  std::string text_;
};

}  // namespace

int run_convert(std::string_view program, Arguments args) {
  CommandLine command{
      program, "[FILES...] [-o OUT] [--to pdn|json] [--strict]",
      "Reads games from PDN files (or standard input, also as '-') and writes them as\n"
      "canonical PDN 3.0 or as JSON Lines (one game per line, lossless). Input in JSON\n"
      "Lines (.jsonl/.json, or text starting with '{') is read too. A game with errors is\n"
      "reported on standard error as FILE:LINE:COLUMN: error: ... and left out; the\n"
      "others are converted. Exit code 0: all read cleanly; 1: some games had errors;\n"
      "2: an input could not be read, the output not written, or bad usage.",
      po::options_description("Options"), {}};
  std::vector<std::string> inputs;
  std::string out;
  std::string to = "pdn";
  command.options.add_options()
      ("input", po::value<std::vector<std::string>>(&inputs), "input files ('-' is standard input)")
      ("output,o", po::value<std::string>(&out), "output file ('-' or absent: standard output)")
      ("to", po::value<std::string>(&to)->default_value("pdn"), "output format: pdn or json")
      ("strict", "read with the PDN 3.0 grammar instead of the liberal one");
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  if (to != "pdn" && to != "json") {
    return usage_error(program, fmt::format("unknown --to '{}' (pdn or json)", to));
  }
  if (inputs.empty()) inputs.push_back("-");

  try {
    ReplacingOutput output(out);
    Converter converter(output, to == "json" ? Format::json : Format::pdn,
                        values.count("strict") != 0 ? pdn::Dialect::strict : pdn::Dialect::liberal);
    bool all_inputs_read = true;
    for (const std::string& input : inputs) all_inputs_read = converter.convert(input) && all_inputs_read;
    if (!output.commit() || !all_inputs_read) return kExitUsage;
    return converter.had_game_errors() ? kExitProblems : kExitOk;
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: error: {}\n", out, e.what());
    return kExitUsage;
  }
}

}  // namespace damas::cli
