#include "damas/support/folder_made_for_the_run.hpp"

#include <system_error>

#include "damas/support/quoted.hpp"

namespace damas::support {

namespace fs = std::filesystem;

FolderMadeForTheRun::FolderMadeForTheRun(const fs::path& folder) {
  if (folder.empty()) return;
  for (fs::path missing = folder; !missing.empty() && !fs::exists(missing);
       missing = missing.parent_path()) {
    made_.push_back(missing);
    if (missing == missing.parent_path()) break;
  }
  std::error_code error;
  fs::create_directories(folder, error);
  if (error) {
    remove_made();
    throw std::system_error(error, "cannot create the folder " + shown_name(folder.string()));
  }
}

void FolderMadeForTheRun::remove_made() {
  std::error_code error;
  for (const fs::path& folder : made_) fs::remove(folder, error);  // innermost first
}

}  // namespace damas::support
