// The folder of an output such as `-o DIR/` (html's pages, convert --split's files), made with
// its parents when it does not exist, so that the files can go into it as the games are read;
// removed again, when still empty, unless keep() is called: a run that writes nothing leaves
// nothing behind.
#pragma once

#include <filesystem>
#include <vector>

namespace damas::support {

class FolderMadeForTheRun {
 public:
  // Nothing to make for an empty `folder`. Throws std::system_error naming the folder when it
  // cannot be made (a file of its name in the way, a name too long), the parents made before
  // the failure removed again.
  explicit FolderMadeForTheRun(const std::filesystem::path& folder);
  ~FolderMadeForTheRun() { remove_made(); }
  FolderMadeForTheRun(const FolderMadeForTheRun&) = delete;
  FolderMadeForTheRun& operator=(const FolderMadeForTheRun&) = delete;

  // The run wrote its files: the folders made stay.
  void keep() { made_.clear(); }

 private:
  void remove_made();

  std::vector<std::filesystem::path> made_;  // innermost first
};

}  // namespace damas::support
