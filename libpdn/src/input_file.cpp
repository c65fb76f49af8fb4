#include "damas/pdn/input_file.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <optional>
#include <system_error>

#include "mapping_guard.hpp"

namespace damas::pdn {

namespace {

[[noreturn]] void throw_errno(int error) {
  throw std::system_error(error, std::generic_category());
}

bool same_time(const timespec& a, const timespec& b) {
  return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

}  // namespace

struct InputFile::State {
  std::string name;
  int fd = -1;
  bool own_fd = true;           // false for standard input
  std::FILE* stream = nullptr;  // a stream's, opened on fd
  struct stat opened {};        // what fstat said at the start
  bool watched = false;         // a regular file of known size: check() compares it
  bool by_name = false;         // check() also looks where its name leads
  char* data = nullptr;         // the mapping, if mapped
  std::size_t size = 0;
  std::size_t released = 0;  // bytes at the start given back (release_before)
  std::optional<detail::MappingGuard> guard;

  ~State() {
    guard.reset();
    if (data != nullptr) munmap(data, size);
    if (stream != nullptr && own_fd) {
      std::fclose(stream);  // closes fd
    } else if (fd >= 0 && own_fd) {
      close(fd);
    }
  }

  // Decides how to read what fd holds: maps a regular file of known size, streams the rest.
  void take(int descriptor) {
    fd = descriptor;
    if (fstat(fd, &opened) != 0) throw_errno(errno);
    if (S_ISDIR(opened.st_mode)) throw_errno(EISDIR);
    watched = S_ISREG(opened.st_mode) && opened.st_size > 0;
    if (watched && own_fd) map();
    if (data == nullptr) open_stream();
  }

  void map() {
    size = static_cast<std::size_t>(opened.st_size);
    void* mapping = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (mapping == MAP_FAILED) return;  // some special files cannot be mapped: read as a stream
    data = static_cast<char*>(mapping);
    guard.emplace(data, size);
  }

  void open_stream() {
    size = 0;
    if (!own_fd) {
      stream = stdin;
      return;
    }
    stream = fdopen(fd, "rb");
    if (stream == nullptr) throw_errno(errno);
  }
};

InputFile::InputFile(std::unique_ptr<State> state) : state_(std::move(state)) {}

InputFile::InputFile(const std::filesystem::path& path) : state_(std::make_unique<State>()) {
  state_->name = path.string();
  state_->by_name = true;
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw_errno(errno);
  try {
    state_->take(fd);
  } catch (...) {
    if (state_->stream == nullptr) close(fd);
    state_->fd = -1;
    throw;
  }
}

InputFile InputFile::standard_input() {
  auto state = std::make_unique<State>();
  state->name = "-";
  state->own_fd = false;
  state->take(STDIN_FILENO);
  return InputFile(std::move(state));
}

InputFile::InputFile(InputFile&&) noexcept = default;
InputFile& InputFile::operator=(InputFile&&) noexcept = default;
InputFile::~InputFile() = default;

const std::string& InputFile::name() const { return state_->name; }
bool InputFile::mapped() const { return state_->data != nullptr; }
std::string_view InputFile::text() const { return {state_->data, state_->size}; }
std::FILE* InputFile::stream() const { return state_->stream; }

void InputFile::release_before(std::size_t offset) {
  static const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  constexpr std::size_t kStep = 16 << 20;
  State& s = *state_;
  const std::size_t end = std::min(offset, s.size) / page * page;
  if (end < s.released + kStep) return;
  // Read-only file pages: dropping them loses nothing, they are read again if touched.
  madvise(s.data + s.released, end - s.released, MADV_DONTNEED);
  s.released = end;
}

bool InputFile::faulted() const { return state_->guard && state_->guard->faulted(); }

void InputFile::check() const {
  const State& s = *state_;
  if (s.watched) {
    struct stat now {};
    if (fstat(s.fd, &now) != 0) throw_errno(errno);
    if (now.st_size != s.opened.st_size) {
      throw InputChanged("changed while it was read (" + std::to_string(s.opened.st_size) +
                         " bytes when opened, " + std::to_string(now.st_size) + " now)");
    }
    if (!same_time(now.st_mtim, s.opened.st_mtim)) {
      throw InputChanged("changed while it was read (rewritten)");
    }
    struct stat named {};
    if (s.by_name && stat(s.name.c_str(), &named) == 0 &&
        (named.st_dev != s.opened.st_dev || named.st_ino != s.opened.st_ino)) {
      throw InputChanged("changed while it was read (replaced by another file)");
    }
  }
  if (faulted()) throw_errno(EIO);  // a page could not be read, though the file is unchanged
}

}  // namespace damas::pdn
