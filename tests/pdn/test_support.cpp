#include "test_support.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace damas::pdn::testing {

namespace fs = std::filesystem;

fs::path corpus_dir() {
  const fs::path dir = DAMAS_CORPUS_DIR;
  return fs::is_directory(dir) ? dir : fs::path();
}

std::vector<fs::path> pdn_files(const fs::path& dir) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    const auto ext = entry.path().extension();
    if (entry.is_regular_file() && (ext == ".pdn" || ext == ".phn" || ext == ".fen")) {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace damas::pdn::testing
