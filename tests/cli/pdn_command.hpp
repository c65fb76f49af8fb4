// Runs the built `pdn` with an argument vector (no shell, so no quoting) and gives back its exit
// code, standard output and standard error apart: for the tests that check which stream a
// message goes to.
#pragma once

#include <string>
#include <vector>

namespace damas::test {

struct PdnRun {
  int exit_code = -1;  // -1 when ended by a signal
  int signal = 0;
  double seconds = 0;
  std::string out;
  std::string err;
};

// Runs DAMAS_PDN_BINARY with `args`, standard input from `stdin_path` ("" for /dev/null).
PdnRun run_pdn(const std::vector<std::string>& args, const std::string& stdin_path = "");

// A file of the test process's own temporary folder holding `text` (removed with the folder at
// exit); its path.
std::string temporary_file(const std::string& name, const std::string& text);

}  // namespace damas::test
