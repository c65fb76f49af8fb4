#include "damas/pdn/reader.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <system_error>
#include <tao/pegtl.hpp>

#include "emitter.hpp"
#include "read_loop.hpp"
#include "stream_input.hpp"

namespace damas::pdn {

namespace {

// After each game of a mapped file: gives back the pages read (the memory a file holds stays
// bounded by the game being read) and stops the reading when the file shrank under it.
class AfterMappedGame {
 public:
  AfterMappedGame(InputFile& file, const char* base) : file_(file), base_(base) {}

  template <typename Input>
  void operator()(const Input& in) {
    if (file_.faulted()) file_.check();  // throws: what was read since the fault is zeros
    file_.release_before(static_cast<std::size_t>(in.current() - base_));
  }

 private:
  InputFile& file_;
  const char* base_;
};

// Feeds StreamInput: first the bytes already taken from the stream, then the stream. fread
// would wait until it had all the bytes asked for: a program that writes a game and waits for its
// verdict (a relay, `tail -f`) would wait with it. So a call takes what stdio's buffer holds,
// and waits (getc) only when it holds nothing; StreamInput asks for no more once it holds a line
// end (stream_input.hpp), so that a game whose last line has come is read without the next one.
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
    flockfile(stream_);  // getc_unlocked and the buffer's bytes, for the whole call
    errno = 0;           // what a failed read sets, rather than what an earlier call left
    std::size_t n = take_buffered(buffer, length);
    if (n == 0) {
      // Nothing held: getc waits for what comes next and refills the buffer.
      int c = getc_unlocked(stream_);
      if (c != EOF) {
        buffer[n++] = static_cast<char>(c);
        n += take_buffered(buffer + n, length - n);
      }
      // Where the C library does not show its buffer, the rest of the line a byte at a time.
      while (!kBufferShown && c != EOF && c != '\n' && n < length &&
             (c = getc_unlocked(stream_)) != EOF) {
        buffer[n++] = static_cast<char>(c);
      }
    }
    const int error = n == 0 && std::ferror(stream_) != 0 ? (errno != 0 ? errno : EIO) : 0;
    funlockfile(stream_);
    if (error != 0) throw std::system_error(error, std::generic_category());
    return n;
  }

 private:
#ifdef __GLIBC__
  static constexpr bool kBufferShown = true;
#else
  static constexpr bool kBufferShown = false;
#endif

  // Copies what stdio's buffer holds, at most `length` bytes, without waiting; 0 when it holds
  // nothing, or where the C library does not show it.
  std::size_t take_buffered(char* buffer, std::size_t length) {
#ifdef __GLIBC__
    // glibc's FILE shows its read buffer (bits/types/struct_FILE.h): one memcpy takes what it
    // holds, where a getc a byte cost a tenth of `cat big.pdn | pdn validate -` (bench/README.md,
    // "Live streams"). A stream being written is left to getc.
    if (stream_->_IO_write_ptr > stream_->_IO_write_base) return 0;
    const char* const begin = stream_->_IO_read_ptr;
    if (begin == nullptr || begin >= stream_->_IO_read_end) return 0;
    const std::size_t n = std::min(length, static_cast<std::size_t>(stream_->_IO_read_end - begin));
    std::memcpy(buffer, begin, n);
    stream_->_IO_read_ptr += n;
    return n;
#else
    (void)buffer;
    (void)length;
    return 0;
#endif
  }

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

ReadSummary read_file(InputFile& file, Visitor& visitor, const ReadOptions& options,
                      std::string_view already_read) {
  if (!file.mapped()) {
    const ReadSummary summary =
        read_stream(file.stream(), file.name(), visitor, options, already_read);
    file.check();
    return summary;
  }
  detail::Emitter emitter(visitor, file.name());
  const std::string_view text = file.text();
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf> in(
      text.data(), text.size(), file.name());
  emitter.count_lines_from(in.begin(), in.end());
  detail::read_input(in, emitter, options, AfterMappedGame{file, in.begin()});
  file.check();
  return emitter.summary();
}

ReadSummary read_file(const std::filesystem::path& path, Visitor& visitor,
                      const ReadOptions& options) {
  InputFile file(path);
  return read_file(file, visitor, options);
}

ReadSummary read_stream(std::FILE* stream, std::string_view source, Visitor& visitor,
                        const ReadOptions& options, std::string_view already_read) {
  detail::Emitter emitter(visitor, source);
  // The buffer holds the current game only, and costs memory only as far as the games reach
  // (stream_input.hpp): PEGTL's buffer_input, allocated whole, cost about 55 ms of CPU a stream
  // under AddressSanitizer.
  detail::StreamInput<StreamReader> in(std::string(source), kMaxStreamGameBytes, stream,
                                       already_read);
  try {
    detail::read_input(in, emitter, options);
  } catch (const std::overflow_error&) {
    // The buffer only holds the current game; a longer one cannot be read from a stream.
    emitter.stop_reading(
        detail::current_position(in, emitter),
        "game longer than " + std::to_string(kMaxStreamGameBytes >> 20) + " MiB; reading stopped");
  }
  return emitter.summary();
}

}  // namespace damas::pdn
