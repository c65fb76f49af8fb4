#include "convert_split.hpp"

#include <fmt/core.h>

#include <filesystem>

namespace damas::cli {

std::string numbered_file_name(std::string_view name, std::size_t number) {
  const std::size_t slash = name.rfind('/');
  const std::size_t base = slash == std::string_view::npos ? 0 : slash + 1;
  std::size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot <= base) dot = name.size();  // no extension
  return fmt::format("{}-{:03}{}", name.substr(0, dot), number, name.substr(dot));
}

std::optional<std::string> split_name(const std::string& output,
                                      const std::vector<std::string>& inputs,
                                      std::string_view extension) {
  if (!output.empty()) {
    if (output == "-") return std::nullopt;
    return output;
  }
  if (inputs.empty() || inputs.front() == "-") return std::nullopt;
  std::filesystem::path name = std::filesystem::path(inputs.front()).filename();
  name.replace_extension(extension);
  return name.string();
}

GameOutput::GameOutput(std::string target, std::size_t games_per_file, std::string header)
    : target_(std::move(target)), games_per_file_(games_per_file), header_(std::move(header)) {
  if (games_per_file_ == 0) open_file(target_);
}

void GameOutput::open_file(const std::string& name) {
  file_.emplace(name);
  file_->write(header_);
}

void GameOutput::write_game(std::string_view text) {
  if (!file_) open_file(numbered_file_name(target_, ++files_));
  file_->write(text);
  if (games_per_file_ != 0 && ++games_in_file_ == games_per_file_) finish_file();
}

void GameOutput::finish_file() {
  if (const auto failure = file_->commit(); failure && !failure_) failure_ = failure;
  file_.reset();
  games_in_file_ = 0;
}

std::optional<std::string> GameOutput::commit() {
  if (file_) finish_file();
  return failure_;
}

std::optional<std::string> GameOutput::leftover_files() const {
  if (games_per_file_ == 0) return std::nullopt;
  std::size_t last = files_;
  while (std::filesystem::exists(numbered_file_name(target_, last + 1))) ++last;
  if (last == files_) return std::nullopt;
  const std::string first = numbered_file_name(target_, files_ + 1);
  if (last == files_ + 1) return fmt::format("{} is left from an earlier run", first);
  return fmt::format("{} to {} are left from an earlier run", first,
                     numbered_file_name(target_, last));
}

}  // namespace damas::cli
