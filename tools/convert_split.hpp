// Where `pdn convert` writes the games it keeps: one output (a file, or standard output), or
// with --split N a series of numbered files of N games each, named after the output:
// out.pdn -> out-001.pdn, out-002.pdn, ... (more digits past 999). Each file is written
// atomically (see output_file.hpp) as soon as it is full, so a run that stops early leaves the
// files already full and nothing half written.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "output_file.hpp"

namespace damas::cli {

// "out.pdn", 1 -> "out-001.pdn"; "dir/out", 12 -> "dir/out-012".
std::string numbered_file_name(std::string_view name, std::size_t number);

// The name --split numbers: `output` when given (not "-"), else the first input's file name
// (without its folder: the files go to the current folder) with `extension` instead of its own.
// Nullopt when there is no such name (standard input, or standard output).
std::optional<std::string> split_name(const std::string& output,
                                      const std::vector<std::string>& inputs,
                                      std::string_view extension);

class GameOutput {
 public:
  // `games_per_file` 0: everything to `target` (created at once: it throws std::system_error
  // when it cannot be); else numbered files after `target`, created as games come. Every file
  // begins with `header` (the column names of CSV and positions).
  GameOutput(std::string target, std::size_t games_per_file, std::string header = {});

  void write_game(std::string_view text);
  // Finishes the last file; an error message when a file could not be written.
  std::optional<std::string> commit();
  // After commit(), with numbered files: the numbered files after the last one written that an
  // earlier run left (out-004.pdn ... when this run wrote three), which `cat out-*.pdn` would
  // mix with this run's games: a warning naming them, or nullopt. They are not removed.
  std::optional<std::string> leftover_files() const;

 private:
  void open_file(const std::string& name);
  void finish_file();

  std::string target_;
  std::size_t games_per_file_;
  std::string header_;
  std::size_t games_in_file_ = 0;
  std::size_t files_ = 0;
  std::optional<OutputFile> file_;
  std::optional<std::string> failure_;
};

}  // namespace damas::cli
