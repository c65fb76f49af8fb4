#include "damas/pdn/game_output.hpp"

#include <filesystem>
#include <system_error>

namespace damas::pdn {

std::optional<std::string> split_name(const std::string& output,
                                      const std::vector<std::string>& inputs,
                                      std::string_view extension) {
  if (output == "-") return std::nullopt;
  std::error_code ignored;
  const bool folder =
      !output.empty() && (output.ends_with('/') || std::filesystem::is_directory(output, ignored));
  if (!output.empty() && !folder) return output;
  if (inputs.empty() || inputs.front() == "-") return std::nullopt;
  std::filesystem::path name = std::filesystem::path(inputs.front()).filename();
  name.replace_extension(extension);
  return folder ? (std::filesystem::path(output) / name).string() : name.string();
}

GameOutput::GameOutput(support::OutputSet& outputs, std::string target, std::size_t games_per_file,
                       const std::string& role, std::string header)
    : outputs_(outputs),
      target_(std::move(target)),
      games_per_file_(games_per_file),
      header_(std::move(header)) {
  if (games_per_file_ == 0) {
    start_file(outputs_.open(target_, role));
    streamed_ = !file_->replaces_file();
  } else {
    series_ = outputs_.expect_series(target_, role);
  }
}

void GameOutput::start_file(support::OutputFile& file) {
  file_ = &file;
  file_->write(header_);
}

void GameOutput::write_game(std::string_view text) {
  if (failure_) return;
  if (file_ == nullptr) {
    try {
      start_file(outputs_.open_numbered(series_, ++files_));
    } catch (const std::exception& e) {  // a clash, or a file that cannot be created
      failure_ = e.what();
      return;
    }
  }
  file_->write(text);
  if (games_per_file_ != 0 && ++games_in_file_ == games_per_file_) {
    outputs_.finish(*file_);
    file_ = nullptr;
    games_in_file_ = 0;
  }
}

std::optional<std::string> GameOutput::leftover_files() const {
  if (games_per_file_ == 0) return std::nullopt;
  return support::leftover_files(
      [&](std::size_t number) { return support::numbered_file_name(target_, number); }, files_);
}

std::vector<std::string> GameOutput::file_names() const {
  if (streamed_) return {};
  if (games_per_file_ == 0) return {target_};
  std::vector<std::string> names;
  for (std::size_t number = 1; number <= files_; ++number) {
    names.push_back(support::numbered_file_name(target_, number));
  }
  return names;
}

}  // namespace damas::pdn
