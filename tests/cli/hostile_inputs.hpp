// Hostile inputs for the end-to-end tests, generated at a chosen size so that CI runs a small
// version of each and the `long` test the full one (nothing big is committed).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace damas::test {

struct HostileInput {
  std::string name;  // a test name: letters, digits and '_'
  std::string text;
  // The time allowed per MiB of input: most cases take far less than a second, but each
  // two-byte empty game brings a report of several diagnostics.
  double seconds_per_mib = 4;
};

// Every hostile case; `scale` is the size in units of the figures (1.0: variations
// 100,000 deep, 20 MB comment and tag value, 10-million-digit numbers, two million empty games,
// half a million tags, 20 MB of random bytes, JSON games of half a million tags and 300,000
// plies).
std::vector<HostileInput> hostile_inputs(double scale);

}  // namespace damas::test
