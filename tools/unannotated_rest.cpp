#include "unannotated_rest.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/same_file.hpp"

namespace damas::cli {

namespace {

// The same file with the same content as far as its size and time tell (as InputFile::check).
bool unchanged(const struct stat& then, const struct stat& now) {
  return support::same_file(then, now) && then.st_size == now.st_size &&
         then.st_mtim.tv_sec == now.st_mtim.tv_sec && then.st_mtim.tv_nsec == now.st_mtim.tv_nsec;
}

}  // namespace

std::optional<UnannotatedRest> UnannotatedRest::of(const std::vector<std::string>& inputs,
                                                   const pdn::Shard& shard,
                                                   const std::string& output,
                                                   std::string& why_not) {
  if (inputs.empty()) {
    why_not = "standard input cannot be read again";
    return std::nullopt;
  }
  struct stat target {};
  const bool target_exists = ::stat(output.c_str(), &target) == 0;
  std::vector<Input> watched;
  bool in_place = false;
  for (const std::string& name : inputs) {
    Input input{name, {}};
    if (name == "-") {
      why_not = "standard input cannot be read again";
      return std::nullopt;
    }
    if (::stat(name.c_str(), &input.seen) != 0) {
      why_not = fmt::format("{}: {}", support::shown_name(name), std::strerror(errno));
      return std::nullopt;
    }
    if (!S_ISREG(input.seen.st_mode)) {
      why_not = fmt::format("{} is not a regular file: it cannot be read again",
                            support::shown_name(name));
      return std::nullopt;
    }
    if (target_exists && support::same_file(input.seen, target)) {
      // Only the first input is open before the first save: a later one would be opened after
      // saves had replaced it.
      if (!watched.empty() || in_place) {
        why_not = fmt::format("-o is the input {}, and not the first one alone: a save would "
                              "replace it before it is read",
                              support::shown_name(name));
        return std::nullopt;
      }
      in_place = true;
    }
    watched.push_back(std::move(input));
  }
  int held = -1;
  if (in_place) {
    held = ::open(inputs.front().c_str(), O_RDONLY | O_CLOEXEC);
    struct stat opened {};
    if (held < 0 || ::fstat(held, &opened) != 0 || !unchanged(watched.front().seen, opened)) {
      if (held >= 0) ::close(held);
      why_not = fmt::format("{} changed as the run began", support::shown_name(inputs.front()));
      return std::nullopt;
    }
  }
  return UnannotatedRest(std::move(watched), shard, held);
}

UnannotatedRest::UnannotatedRest(UnannotatedRest&& other) noexcept
    : inputs_(std::move(other.inputs_)),
      shard_(other.shard_),
      held_(std::exchange(other.held_, -1)) {}

UnannotatedRest::~UnannotatedRest() {
  if (held_ >= 0) ::close(held_);
}

void UnannotatedRest::write_after(std::size_t done, support::OutputFile& out) const {
  std::vector<std::string> names;
  for (const Input& input : inputs_) {
    // The held input is read through its descriptor: its name leads to the last save.
    const bool held = held_ >= 0 && names.empty();
    struct stat now {};
    const int found = held ? ::fstat(held_, &now) : ::stat(input.name.c_str(), &now);
    if (found != 0 || !unchanged(input.seen, now)) {
      throw std::runtime_error(
          fmt::format("{} changed since the run began", support::shown_name(input.name)));
    }
    names.push_back(held ? fmt::format("/proc/self/fd/{}", held_) : input.name);
  }
  std::string failure;
  pdn::InputEvents events;
  events.failed = [&](const std::string& source, const std::string& why) {
    // A failure of the held input is told under the name the user gave, not its descriptor's.
    const std::string& shown =
        held_ >= 0 && source == names.front() ? inputs_.front().name : source;
    if (failure.empty()) failure = fmt::format("{}: {}", support::shown_name(shown), why);
  };
  pdn::Shard shard = shard_;
  shard.games_seen = 0;
  std::size_t seen = 0;  // of the run's part
  std::string text;
  pdn::ArchiveOptions reading;
  reading.keep_text = true;
  pdn::read_inputs(events, names, reading, [&](pdn::ArchiveGame&& game) {
    if (!shard.holds(++shard.games_seen) || ++seen <= done) return;
    if (game.error) {
      out.write(game.text);
      return;
    }
    text.clear();
    pdn::write_game(game.game, text);
    out.write(text);
  });
  if (!failure.empty()) throw std::runtime_error(failure);
}

}  // namespace damas::cli
