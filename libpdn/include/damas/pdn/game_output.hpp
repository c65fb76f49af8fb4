// Where converted games go (`pdn convert -o, --split`): one output (a file, or standard
// output), or a series of numbered files of N games each, named after the output: out.pdn ->
// out-001.pdn, out-002.pdn, ... (more digits past 999). The files are outputs of the run's
// OutputSet (damas/support/output_file.hpp): replaced only when the whole run succeeds, all
// together.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/support/output_file.hpp"

namespace damas::pdn {

// The name numbered files are named after: `output` when given (not "-"), else the first
// input's file name (without its folder: the files go to the current folder) with `extension`
// instead of its own.
// An output that names a folder (ends in '/', or is an existing folder) puts the files there,
// named after the first input. Nullopt when there is no such name (standard input, or
// standard output).
std::optional<std::string> split_name(const std::string& output,
                                      const std::vector<std::string>& inputs,
                                      std::string_view extension);

class GameOutput {
 public:
  // `games_per_file` 0: everything to `target` (opened at once in `outputs`: it throws what
  // OutputSet::open throws); else numbered files after `target` (announced at once with
  // OutputSet::expect_series, and opened as games come). `role` names the output in the
  // messages of clashes between outputs (OutputSet::open). Every file begins with `header`
  // (the column names of CSV and positions).
  GameOutput(support::OutputSet& outputs, std::string target, std::size_t games_per_file,
             const std::string& role, std::string header = {});

  void write_game(std::string_view text);
  // A numbered file that could not be opened (the games after it are not written): its error.
  const std::optional<std::string>& failure() const { return failure_; }
  // Whether the games went to standard output or another stream, as they came.
  bool streamed() const { return streamed_; }
  // With numbered files, once the run is committed: the numbered files after the last one
  // written that an earlier run left (out-004.pdn ... when this run wrote three), which
  // `cat out-*.pdn` would mix with this run's games: a warning naming them, or nullopt. They are
  // not removed.
  std::optional<std::string> leftover_files() const;
  // The files the run writes so far: the target, or the numbered files opened (none streamed).
  std::vector<std::string> file_names() const;

 private:
  void start_file(support::OutputFile& file);

  support::OutputSet& outputs_;
  std::string target_;
  std::size_t games_per_file_;
  std::string header_;
  std::size_t games_in_file_ = 0;
  std::size_t series_ = 0;  // in outputs_, with numbered files
  std::size_t files_ = 0;
  support::OutputFile* file_ = nullptr;
  bool streamed_ = false;
  std::optional<std::string> failure_;
};

}  // namespace damas::pdn
