#include "damas/pdn/reader.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <system_error>

#include <sys/mman.h>
#include <unistd.h>

#include <tao/pegtl.hpp>

#include "emitter.hpp"
#include "read_loop.hpp"

namespace damas::pdn {

namespace {

// Gives back the pages of a mapped file that were read, every few megabytes, so that the memory
// a file holds stays bounded by the game being read instead of growing with the file. The
// mapping starts on a page boundary, as mmap returns it.
class ReleaseReadPages {
 public:
  explicit ReleaseReadPages(const char* base) : base_(base) {}

  template <typename Input>
  void operator()(const Input& in) {
    static const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    constexpr std::size_t kStep = 16 << 20;
    const std::size_t read = static_cast<std::size_t>(in.current() - base_) / page * page;
    if (read < released_ + kStep) return;
    // Read-only file pages: dropping them loses nothing, they are read again if touched.
    madvise(const_cast<char*>(base_) + released_, read - released_, MADV_DONTNEED);
    released_ = read;
  }

 private:
  const char* base_;
  std::size_t released_ = 0;
};

// Feeds a buffered PEGTL input: first the bytes already taken from the stream, then the stream.
class StreamReader {
 public:
  StreamReader(std::FILE* stream, std::string_view already_read)
      : stream_(stream), pending_(already_read) {}

  std::size_t operator()(char* buffer, std::size_t length) {
    if (!pending_.empty()) {
      const std::size_t n = std::min(length, pending_.size());
      std::memcpy(buffer, pending_.data(), n);
      pending_.remove_prefix(n);
      return n;
    }
    const std::size_t n = std::fread(buffer, 1, length, stream_);
    if (n == 0 && std::ferror(stream_)) throw std::system_error(errno, std::generic_category());
    return n;
  }

 private:
  std::FILE* stream_;
  std::string_view pending_;
};

}  // namespace

ReadSummary read_text(std::string_view text, std::string_view source, Visitor& visitor,
                      const ReadOptions& options, const TextOrigin& origin) {
  detail::Emitter emitter(visitor, source, origin.first_game);
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf> in(
      text.data(), text.size(), std::string(source));
  emitter.count_lines_from(in.begin(), in.end(), origin.position);
  detail::read_input(in, emitter, options);
  return emitter.summary();
}

ReadSummary read_file(const std::filesystem::path& path, Visitor& visitor,
                      const ReadOptions& options) {
  const std::string name = path.string();
  detail::Emitter emitter(visitor, name);
  // mmap_input throws std::system_error itself when the file cannot be opened or mapped.
  tao::pegtl::mmap_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf> in(path);
  emitter.count_lines_from(in.begin(), in.end());
  detail::read_input(in, emitter, options, ReleaseReadPages{in.begin()});
  return emitter.summary();
}

ReadSummary read_stream(std::FILE* stream, std::string_view source, Visitor& visitor,
                        const ReadOptions& options, std::string_view already_read) {
  detail::Emitter emitter(visitor, source);
  tao::pegtl::buffer_input<StreamReader, tao::pegtl::eol::lf_crlf, std::string> in(
      std::string(source), kMaxStreamGameBytes, stream, already_read);
  try {
    detail::read_input(in, emitter, options);
  } catch (const std::overflow_error&) {
    // The buffer only holds the current game; a longer one cannot be read from a stream.
    emitter.fail_game(detail::current_position(in, emitter),
                      "game longer than " + std::to_string(kMaxStreamGameBytes >> 20) +
                          " MiB; reading stopped");
  }
  return emitter.summary();
}

}  // namespace damas::pdn
