#include "pdn_command.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "child_process.hpp"
#include "cli_runner.hpp"

namespace damas::test {

namespace {

namespace fs = std::filesystem;

// One folder per test process, removed when it exits.
const fs::path& folder() {
  struct Folder {
    fs::path path = fs::temp_directory_path() / ("damas-pdn-run-" + std::to_string(::getpid()));
    Folder() { fs::create_directories(path); }
    ~Folder() {
      std::error_code ignored;
      fs::remove_all(path, ignored);
    }
  };
  static const Folder instance;
  return instance.path;
}

}  // namespace

PdnRun run_pdn(const std::vector<std::string>& args, const std::string& stdin_path) {
  const fs::path out = folder() / "stdout";
  const fs::path err = folder() / "stderr";
  const ChildRun child = run_child(DAMAS_PDN_BINARY, args, stdin_path, out, err);
  return {child.exit_code, child.signal, child.seconds, read_file(out), read_file(err)};
}

std::string temporary_file(const std::string& name, const std::string& text) {
  const fs::path path = folder() / name;
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

}  // namespace damas::test
