#include "unannotated_rest.hpp"

#include <fmt/core.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/support/quoted.hpp"

namespace damas::cli {

namespace {

bool same_file(const struct stat& a, const struct stat& b) {
  return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// The same file with the same content as far as its size and time tell (as InputFile::check).
bool unchanged(const struct stat& then, const struct stat& now) {
  return same_file(then, now) && then.st_size == now.st_size &&
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
    if (target_exists && same_file(input.seen, target)) {
      why_not = fmt::format("-o is the input {}: a save would replace the file being read",
                            support::shown_name(name));
      return std::nullopt;
    }
    watched.push_back(std::move(input));
  }
  return UnannotatedRest(std::move(watched), shard);
}

void UnannotatedRest::write_after(std::size_t done, support::OutputFile& out) const {
  std::vector<std::string> names;
  for (const Input& input : inputs_) {
    struct stat now {};
    if (::stat(input.name.c_str(), &now) != 0 || !unchanged(input.seen, now)) {
      throw std::runtime_error(
          fmt::format("{} changed since the run began", support::shown_name(input.name)));
    }
    names.push_back(input.name);
  }
  std::string failure;
  pdn::InputEvents events;
  events.failed = [&](const std::string& source, const std::string& why) {
    if (failure.empty()) failure = fmt::format("{}: {}", support::shown_name(source), why);
  };
  pdn::Shard shard = shard_;
  shard.games_seen = 0;
  std::size_t seen = 0;  // of the run's part
  std::string text;
  pdn::read_inputs(events, names, pdn::ArchiveOptions{}, [&](pdn::ArchiveGame&& game) {
    if (!shard.holds(++shard.games_seen) || ++seen <= done || game.error) return;
    text.clear();
    pdn::write_game(game.game, text);
    out.write(text);
  });
  if (!failure.empty()) throw std::runtime_error(failure);
}

}  // namespace damas::cli
