#include "damas/pdn/input_file.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <system_error>

#include "damas/pdn/encoding.hpp"
#include "damas/support/output_file.hpp"

#include "mapping_guard.hpp"

namespace damas::pdn {

namespace {

[[noreturn]] void throw_errno(int error) {
  throw std::system_error(error, std::generic_category());
}

bool same_time(const timespec& a, const timespec& b) {
  return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

// What a stream's reader reads (through fopencookie): the bytes taken from it to detect its
// encoding, then the rest, UTF-16 decoded to UTF-8 as it comes.
struct DecodingSource {
  int fd = -1;
  bool owns_fd = false;
  std::string pending;  // ready to be read, from `at` on
  std::size_t at = 0;
  std::optional<support::Utf16Decoder> decoder;
  // Nothing more to read from `fd`: its end was met (a terminal's end, Ctrl-D, is met once
  // only, so fd is not read again after it).
  bool ended = false;
};

// What one read(2) of `fd` gives (retried when a signal interrupts it), -1 on an error (errno).
// The descriptor is read, not a stdio stream over it: fread would wait until it had all the
// bytes asked for, where read returns what a pipe holds, so that a game written and followed
// by a pause is read then (the reader's StreamReader, reader.cpp).
ssize_t read_some(int fd, char* buffer, std::size_t size) {
  ssize_t got;
  do {
    got = ::read(fd, buffer, size);
  } while (got < 0 && errno == EINTR);
  return got;
}

ssize_t read_decoded(void* cookie, char* buffer, std::size_t size) {
  DecodingSource& s = *static_cast<DecodingSource*>(cookie);
  if (s.at == s.pending.size() && !s.decoder) {
    if (s.ended) return 0;
    const ssize_t n = read_some(s.fd, buffer, size);  // bytes as they are
    s.ended = n == 0;
    return n;
  }
  while (s.at == s.pending.size() && !s.ended) {
    s.pending.clear();
    s.at = 0;
    char raw[64 << 10];
    const ssize_t n = read_some(s.fd, raw, sizeof raw);
    if (n < 0) return -1;  // errno says why
    if (n == 0) {
      s.ended = true;
      s.decoder->finish(s.pending);
    } else {
      s.decoder->decode({raw, static_cast<std::size_t>(n)}, s.pending);
    }
  }
  const std::size_t n = std::min(size, s.pending.size() - s.at);
  std::memcpy(buffer, s.pending.data() + s.at, n);
  s.at += n;
  return static_cast<ssize_t>(n);
}

int close_decoded(void* cookie) {
  auto* s = static_cast<DecodingSource*>(cookie);
  const int result = s->owns_fd ? ::close(s->fd) : 0;
  delete s;
  return result;
}

// The stream to read from `fd`, whose first bytes `head` were taken to detect its encoding
// (an empty `head`: its end was met).
std::FILE* decoding_stream(int fd, bool owns_fd, std::string head,
                           const DetectedEncoding& detected) {
  auto source = std::make_unique<DecodingSource>();
  source->fd = fd;
  source->owns_fd = owns_fd;
  source->ended = head.empty();
  if (detected.encoding == FileEncoding::bytes) {
    source->pending = std::move(head);
  } else {
    source->decoder.emplace(detected.encoding == FileEncoding::utf16_be);
    source->decoder->decode(std::string_view(head).substr(detected.bom_bytes), source->pending);
  }
  std::FILE* stream = fopencookie(source.get(), "rb", {read_decoded, nullptr, nullptr, close_decoded});
  if (stream == nullptr) throw_errno(errno);
  source.release();  // the stream owns it now
  return stream;
}

}  // namespace

struct InputFile::State {
  std::string name;
  int fd = -1;
  bool own_fd = true;           // false for standard input
  std::FILE* stream = nullptr;  // what is read of a stream (decoding_stream over fd)
  FileEncoding encoding = FileEncoding::bytes;
  struct stat opened {};        // what fstat said at the start
  bool watched = false;         // a regular file of known size: check() compares it
  bool by_name = false;         // check() also looks where its name leads
  char* data = nullptr;         // the mapping, if mapped
  std::size_t size = 0;
  std::size_t released = 0;  // bytes at the start given back (release_before)
  std::optional<detail::MappingGuard> guard;

  ~State() {
    guard.reset();
    unmap();
    if (stream != nullptr) {
      std::fclose(stream);  // closes fd when it is owned
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
    if (data != nullptr) {
      const std::string_view head(data, std::min(size, kEncodingHeadBytes));
      if (detect_encoding(head).encoding == FileEncoding::bytes) return;
      unmap();  // UTF-16: read as a stream, decoded as it comes
    }
    open_stream();
  }

  void unmap() {
    guard.reset();
    if (data != nullptr) munmap(data, size);
    data = nullptr;
    size = 0;
  }

  void map() {
    size = static_cast<std::size_t>(opened.st_size);
    void* mapping = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (mapping == MAP_FAILED) return;  // some special files cannot be mapped: read as a stream
    data = static_cast<char*>(mapping);
    guard.emplace(data, size);
  }

  // Takes the stream's first bytes to detect its encoding (they are read first all the same):
  // what one read gives, at most kEncodingHeadBytes, so that the detection itself waits for no
  // more than the writer has sent. The rest is read as it comes too (read_decoded), a program
  // that writes one game and waits for its verdict gets it then. (Standard input's stdio
  // buffer is not used: fd 0 is read directly.)
  void open_stream() {
    size = 0;
    std::string head(kEncodingHeadBytes, '\0');
    const ssize_t got = read_some(fd, head.data(), head.size());
    if (got < 0) throw_errno(errno);
    head.resize(static_cast<std::size_t>(got));
    const DetectedEncoding detected = detect_encoding(head);
    encoding = detected.encoding;
    stream = decoding_stream(fd, own_fd, std::move(head), detected);
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
    if (state_->stream == nullptr) close(fd);  // else closed with the stream
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

const InputFile::State& InputFile::state() const {
  static const State moved_from;  // nothing open: no name, text, stream or check
  return state_ ? *state_ : moved_from;
}

const std::string& InputFile::name() const { return state().name; }
bool InputFile::mapped() const { return state().data != nullptr; }
std::string_view InputFile::text() const { return {state().data, state().size}; }
std::FILE* InputFile::stream() const { return state().stream; }
FileEncoding InputFile::encoding() const { return state().encoding; }

void InputFile::release_before(std::size_t offset) {
  if (!state_) return;  // moved from
  static const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  constexpr std::size_t kStep = 16 << 20;
  State& s = *state_;
  const std::size_t end = std::min(offset, s.size) / page * page;
  if (end < s.released + kStep) return;
  // Read-only file pages: dropping them loses nothing, they are read again if touched.
  madvise(s.data + s.released, end - s.released, MADV_DONTNEED);
  s.released = end;
}

bool InputFile::faulted() const { return state().guard && state().guard->faulted(); }

void InputFile::check() const {
  const State& s = state();
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
    // Replaced under its name by this process's own output (pdn annotate saving -o, which is
    // this input, while it runs) is no change to what was read: the mapping holds the old file.
    struct stat named {};
    if (s.by_name && stat(s.name.c_str(), &named) == 0 &&
        (named.st_dev != s.opened.st_dev || named.st_ino != s.opened.st_ino) &&
        !support::written_by_this_process(named)) {
      throw InputChanged("changed while it was read (replaced by another file)");
    }
  }
  if (faulted()) throw_errno(EIO);  // a page could not be read, though the file is unchanged
}

}  // namespace damas::pdn
