// The games pdn annotate has not annotated yet, as they were read: what a save made while the
// run goes on (--save-every) writes after the games annotated so far, so that the saved file
// holds every game of the run, as the output of an interrupted run does, and annotating it
// again finishes the work.
#pragma once

#include <sys/stat.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/shard.hpp"
#include "damas/support/output_file.hpp"

namespace damas::cli {

class UnannotatedRest {
 public:
  // The inputs of the run (its part `shard`, before the run reads any game), to be read again
  // by each save; nullopt with `why_not` set when a save could not hold the rest: an input
  // that is standard input or not a regular file (it cannot be read twice), or `output` itself
  // other than as the first input alone. The first input may be `output` (a run in place):
  // it is then held open, and each save reads the file the run is reading, not the saves that
  // replaced it under its name (the run's reader opened it before any save: it takes them for
  // its own process's, InputFile::check).
  static std::optional<UnannotatedRest> of(const std::vector<std::string>& inputs,
                                           const pdn::Shard& shard, const std::string& output,
                                           std::string& why_not);

  UnannotatedRest(UnannotatedRest&& other) noexcept;
  UnannotatedRest& operator=(UnannotatedRest&&) = delete;
  UnannotatedRest(const UnannotatedRest&) = delete;
  ~UnannotatedRest();

  // Writes the games of the run's part after the first `done` as they were read (as an
  // interrupted run writes them, a game that cannot be read in its text as read). Throws
  // std::runtime_error when an input has changed since the run began (the games read then
  // might not be the run's) or cannot be read.
  void write_after(std::size_t done, support::OutputFile& out) const;

 private:
  struct Input {
    std::string name;
    struct stat seen;  // when the run began
  };
  UnannotatedRest(std::vector<Input> inputs, const pdn::Shard& shard, int held)
      : inputs_(std::move(inputs)), shard_(shard), held_(held) {}

  std::vector<Input> inputs_;
  pdn::Shard shard_;
  int held_ = -1;  // the first input, when it is the output: read through this descriptor
};

}  // namespace damas::cli
