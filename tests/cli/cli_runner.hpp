// Runs the built `pdn` for end-to-end tests: writes input files to a fresh temporary folder,
// runs a command line through the shell and captures standard output and the exit code.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace damas::test {

// The whole content of a file ("" when it cannot be read).
inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The games of a PDN text, each from its [Event tag on (as pdn writes them: each game starts
// with its Event tag).
inline std::vector<std::string> split_games(const std::string& records) {
  std::vector<std::string> games;
  for (std::size_t at = records.find("[Event"); at != std::string::npos;) {
    const std::size_t next = records.find("[Event", at + 1);
    games.push_back(records.substr(at, next - at));
    at = next;
  }
  return games;
}

// The lines of the file at `path`, as far as a running process has written it, that start with
// `prefix`; waits up to `seconds` for there to be at least `count` of them.
inline int wait_for_lines(const std::filesystem::path& path, const std::string& prefix, int count,
                          double seconds) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (true) {
    std::istringstream in(read_file(path));
    int found = 0;
    for (std::string line; std::getline(in, line);) found += line.starts_with(prefix) ? 1 : 0;
    if (found >= count || std::chrono::steady_clock::now() >= deadline) return found;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

struct CommandResult {
  int exit_code = -1;
  std::string out;

  std::vector<std::string> lines() const {
    std::vector<std::string> result;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
  }
};

class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    // The process id keeps two runs of the suite at the same time (Release and sanitizer
    // builds, two checkouts) out of each other's folders.
    dir_ = std::filesystem::temp_directory_path() /
           (std::string("damas-cli-") + std::to_string(::getpid()) + "-" +
            info->test_suite_name() + "-" + info->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // Writes `text` to a file of the temporary folder and returns its path.
  std::string write(const std::string& name, const std::string& text) const {
    const auto path = dir_ / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
  }

  // The whole content of a file ("" when it cannot be read).
  static std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }

  // Runs `pdn ARGS` (ARGS as shell words) with standard error discarded unless asked for.
  static CommandResult run(const std::string& args, bool with_stderr = false) {
    const std::string command =
        std::string(DAMAS_PDN_BINARY) + " " + args + (with_stderr ? " 2>&1" : " 2>/dev/null");
    CommandResult result;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return result;
    std::array<char, 4096> buffer{};
    for (std::size_t n; (n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0;) {
      result.out.append(buffer.data(), n);
    }
    const int status = pclose(pipe);
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
  }

  std::filesystem::path dir_;
};

}  // namespace damas::test
