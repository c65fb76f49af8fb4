#include "periodic_save.hpp"

#include <fmt/core.h>

#include <exception>
#include <utility>
#include <vector>

namespace damas::cli {

PeriodicSave::PeriodicSave(std::string program, std::string output, std::string what,
                           double every_seconds)
    : program_(std::move(program)),
      output_(std::move(output)),
      what_(std::move(what)),
      every_(std::chrono::duration_cast<Clock::duration>(
          std::chrono::duration<double>(every_seconds))) {}

void PeriodicSave::save_if_due(const std::function<void(support::OutputFile&)>& write) {
  if (output_.empty()) return;
  const Clock::duration since = Clock::now() - last_save_;
  if (every_.count() == 0 || (since >= every_ && since >= 10 * last_save_took_)) save(write);
}

void PeriodicSave::save(const std::function<void(support::OutputFile&)>& write) {
  const Clock::time_point start = Clock::now();
  std::vector<std::string> failures;
  try {
    support::OutputSet outputs;  // a set of its own: each save replaces the file whole, at once
    write(outputs.open(output_, "-o"));
    failures = outputs.commit();
  } catch (const std::exception& e) {
    failures = {e.what()};  // the set's destructor drops the temporary
  }
  last_save_ = Clock::now();
  last_save_took_ = last_save_ - start;
  if (!failures.empty() && !failed_) {
    fmt::print(stderr, "{}: saving {}: {} (the run goes on)\n", program_, what_, failures.front());
    failed_ = true;
  }
}

}  // namespace damas::cli
