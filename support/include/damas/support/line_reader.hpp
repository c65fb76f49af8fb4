// Lines of a text in memory or of a stream, each kept only up to a bound: a line with no end (a
// stream of zeros, a file without line ends) costs the bound in memory, not its length, and is
// reported as too long as soon as it passes the bound, not when (if ever) it ends.
//
// A stream is read a byte at a time from its stdio buffer (getc_unlocked), so that a line is
// handed on as soon as its end arrives: an interactive protocol (a Hub GUI) is answered at once.
// Only one thread may read a given stream. The memory a long line took is given back at the next
// line once it passes kKeptLineBytes: one line of MiBs does not hold them to the end of the input.
#pragma once

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

namespace damas::support {

// The bound for a line of commands or positions (a Hub command, a FEN): far above any real one.
inline constexpr std::size_t kMaxCommandLineBytes = 1 << 20;

class LineReader {
 public:
  struct Line {
    // Without the '\n' that ends it (a '\r' before it is kept, unless lone CRs end lines).
    std::string_view text;
    std::size_t number = 0;
    // Longer than the bound: `text` is empty, and the rest of the line is skipped by the next
    // call to next().
    bool too_long = false;
  };

  // The lines of `text`, as views into it, numbered from `first_number`.
  LineReader(std::string_view text, std::size_t max_bytes, std::size_t first_number = 1)
      : text_(text), max_bytes_(max_bytes), number_(first_number) {}
  // The lines of `stream`, `already_read` (bytes taken from the stream before) first.
  LineReader(std::FILE* stream, std::size_t max_bytes, std::string already_read = {},
             std::size_t first_number = 1)
      : stream_(stream),
        pending_(std::move(already_read)),
        max_bytes_(max_bytes),
        number_(first_number) {}

  // Lines also end with a lone CR (files of the classic Mac OS), and a CR LF is one line end,
  // neither kept in the text: for lines that people type or save (FENs). A stream's line that ends
  // with CR is handed on as soon as the CR comes; an LF after it is taken by the next call.
  void end_lines_at_carriage_returns() { carriage_returns_end_lines_ = true; }

  // The next line, or nothing at the end of the input (a last line without '\n' counts). A read
  // error throws std::system_error. A view stays valid until the next call.
  std::optional<Line> next() { return stream_ != nullptr ? next_in_stream() : next_in_text(); }

  // Whether the next line may have to wait for a stream: nothing after the lines taken is held
  // (the bytes taken before, and stdio's buffer, are used up). False for a text; true for a
  // stream wherever the C library does not show its buffer.
  bool drained() const {
    if (stream_ == nullptr || pending_used_ < pending_.size() || held_ != kNoByte) return false;
#ifdef __GLIBC__
    // glibc's FILE shows its read buffer (bits/types/struct_FILE.h).
    return stream_->_IO_read_ptr == nullptr || stream_->_IO_read_ptr >= stream_->_IO_read_end;
#else
    return true;
#endif
  }

  // Bytes taken so far (a text's lines: the offset of the next one).
  std::size_t offset() const { return offset_; }

  // The most memory a stream's line keeps from one line to the next: far above a real line (a
  // Hub command, a JSON game of a few KiB), so that ordinary lines never reallocate it.
  static constexpr std::size_t kKeptLineBytes = 1 << 20;
  // The memory held for a stream's line now (its capacity).
  std::size_t line_capacity() const { return line_.capacity(); }

 private:
  std::optional<Line> next_in_text() {
    if (after_carriage_return_ && offset_ < text_.size() && text_[offset_] == '\n') ++offset_;
    after_carriage_return_ = false;
    if (offset_ == text_.size()) return std::nullopt;
    const char* begin = text_.data() + offset_;
    const std::size_t left = text_.size() - offset_;
    // The next LF is searched for once, not again for each CR line before it: a text of lines
    // ended by CRs is read in one pass.
    if (next_lf_ == kUnknown || next_lf_ < offset_) {
      next_lf_ = offset_ + length_to(begin, left, '\n');
    }
    const std::size_t to_lf = next_lf_ - offset_;
    const std::size_t length = carriage_returns_end_lines_ ? length_to(begin, to_lf, '\r') : to_lf;
    offset_ += length < left ? length + 1 : length;
    after_carriage_return_ = length < left && begin[length] == '\r';
    if (length > max_bytes_) return Line{{}, number_++, true};
    return Line{{begin, length}, number_++, false};
  }

  // The bytes before the first `c` of [begin, begin + size), or `size` when none is there.
  static std::size_t length_to(const char* begin, std::size_t size, char c) {
    const void* found = std::memchr(begin, c, size);
    return found != nullptr ? static_cast<std::size_t>(static_cast<const char*>(found) - begin)
                            : size;
  }

  // Whether `c` ends a line (and notes a CR, whose LF goes with it).
  bool ends_line(int c) {
    after_carriage_return_ = c == '\r' && carriage_returns_end_lines_;
    return c == '\n' || after_carriage_return_;
  }

  std::optional<Line> next_in_stream() {
    if (skipping_) {
      for (int c; !ends_line(c = get());) {
        if (c == EOF) return std::nullopt;
      }
      skipping_ = false;
    }
    if (after_carriage_return_) {
      after_carriage_return_ = false;
      const int c = get();
      if (c != '\n') held_ = c;  // the first byte of the next line (or EOF), read again below
    }
    line_.clear();
    if (line_.capacity() > kKeptLineBytes) std::string().swap(line_);
    for (int c; !ends_line(c = get());) {
      if (c == EOF) {
        if (line_.empty()) return std::nullopt;
        break;
      }
      if (line_.size() == max_bytes_) {
        skipping_ = true;
        return Line{{}, number_++, true};
      }
      // Doubling, as push_back would, but never past the bound.
      if (line_.size() == line_.capacity()) {
        line_.reserve(std::min(max_bytes_, std::max<std::size_t>(2 * line_.capacity(), 64)));
      }
      line_.push_back(static_cast<char>(c));
    }
    return Line{line_, number_++, false};
  }

  // The next byte, EOF at the end of the stream.
  int get() {
    if (held_ != kNoByte) return std::exchange(held_, kNoByte);
    if (pending_used_ < pending_.size()) {
      ++offset_;
      return static_cast<unsigned char>(pending_[pending_used_++]);
    }
    const int c = getc_unlocked(stream_);
    if (c == EOF) {
      if (std::ferror(stream_)) throw std::system_error(errno, std::generic_category());
      return EOF;
    }
    ++offset_;
    return c;
  }

  std::string_view text_;
  static constexpr std::size_t kUnknown = std::string_view::npos;
  std::size_t next_lf_ = kUnknown;  // a text's next LF from offset_ on (its size when none)
  std::FILE* stream_ = nullptr;
  std::string pending_;
  std::size_t pending_used_ = 0;
  std::size_t max_bytes_;
  std::size_t number_;
  std::size_t offset_ = 0;
  std::string line_;
  bool skipping_ = false;
  bool carriage_returns_end_lines_ = false;
  bool after_carriage_return_ = false;  // the last line ended with a CR: an LF next goes with it
  static constexpr int kNoByte = -2;
  static_assert(kNoByte != EOF);
  int held_ = kNoByte;  // a byte read after a CR that begins the next line (or EOF)
};

}  // namespace damas::support
