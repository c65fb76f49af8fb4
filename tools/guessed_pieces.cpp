#include "guessed_pieces.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <system_error>

namespace damas::cli {

namespace {

[[noreturn]] void throw_errno() { throw std::system_error(errno, std::generic_category()); }

}  // namespace

MappedFile::MappedFile(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw_errno();
  struct stat status {};
  if (fstat(fd, &status) != 0) {
    const int saved = errno;
    close(fd);
    throw std::system_error(saved, std::generic_category());
  }
  if (!S_ISREG(status.st_mode)) {
    close(fd);
    throw std::system_error(S_ISDIR(status.st_mode) ? EISDIR : ENODEV, std::generic_category());
  }
  size_ = static_cast<std::size_t>(status.st_size);
  if (size_ > 0) {
    void* mapped = mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (mapped == MAP_FAILED) {
      const int saved = errno;
      close(fd);
      throw std::system_error(saved, std::generic_category());
    }
    data_ = static_cast<char*>(mapped);
  }
  close(fd);  // the mapping keeps the file
}

MappedFile::~MappedFile() {
  if (data_ != nullptr) munmap(data_, size_);
}

void MappedFile::release_before(std::size_t offset) {
  static const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  constexpr std::size_t kStep = 16 << 20;
  const std::size_t end = std::min(offset, size_) / page * page;
  if (end < released_ + kStep) return;
  // Read-only file pages: dropping them loses nothing, they are read again if touched.
  madvise(data_ + released_, end - released_, MADV_DONTNEED);
  released_ = end;
}

GuessedPiece PieceCutter::next() {
  const std::size_t begin = position_.byte;
  const char* const data = text_.data();
  std::size_t end = text_.size();
  std::size_t lines = 0;  // line ends in the piece
  std::size_t guesses = 0;
  // Line by line (memchr finds each line end), the lines counted on the way.
  for (std::size_t line = begin; line < text_.size();) {
    const void* found = std::memchr(data + line, '\n', text_.size() - line);
    if (found == nullptr) break;
    const auto line_end = static_cast<std::size_t>(static_cast<const char*>(found) - data);
    ++lines;
    const bool blank = line_end == line || (line_end == line + 1 && data[line] == '\r');
    line = line_end + 1;
    if (blank && line < text_.size() && data[line] == '[' &&
        (++guesses == max_guesses_ || line >= begin + bytes_)) {
      end = line;
      break;
    }
  }
  GuessedPiece piece{text_.substr(begin, end - begin), position_, end == text_.size()};
  position_.line += lines;
  position_.column = 1;  // a guess begins a line
  position_.byte = end;
  return piece;
}

}  // namespace damas::cli
