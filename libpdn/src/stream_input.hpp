// The PEGTL input through which the reader takes a stream (a pipe, a FIFO, standard input): a
// buffer that holds the current game, up to a bound, and costs memory only as far as the games
// reach.
//
// PEGTL's buffer_input allocates its whole bound when it is made: untouched memory in a normal
// build, but under AddressSanitizer every allocation and free of 64 MiB poisons and unpoisons
// 8 MiB of shadow, some 55 ms of CPU for each stream read. Here the bound is reserved address
// space (ReservedBuffer): a page becomes memory when the stream's bytes are first written to it,
// and the pages a long game filled are given back once the reading has dropped that game.
//
// It offers the part of PEGTL's buffered-input interface that the reader's grammar, actions,
// control and read loop use, with buffer_input's arithmetic (a chunk of 64 bytes): a request for
// more than `maximum` bytes (plus the chunk) counted from the start of the buffer, which
// discard() moves to the current byte, throws std::overflow_error at the same byte as
// buffer_input<Reader, eol::lf_crlf, std::string>. Unlike buffer_input, require() asks the
// reader again until it has the bytes asked for or the reader gives none: a reader may return
// fewer bytes than asked (read_stream's bytes taken before to sniff the format, then the stream),
// and a rule must not see the input end where it does not.
//
// A live stream (a relay, `tail -f`, a program that writes a game and waits) must have each game
// read once its last line has come, without waiting for bytes after it. The reader looks ahead
// by windows (fast_paths.hpp asks for 256 or 4096 bytes to read a move or a run of blanks), which
// would wait for the next game's bytes. So require() stops reading, before it holds the bytes
// asked for, once it holds a line end ('\n', see below) at or after the current byte (past `from`
// bytes of it): no rule of the reader decides anything across a line end without reading past it
// byte by byte or asking again (the grammar's multi-byte strings hold no line end: CR LF is
// matched a byte at a time; tokens end at a blank; the runs that cross lines ask again past what
// they hold: scan_run and scan_layout, fast_paths.hpp). ended() tells a view cut at a line end
// from the end of the input.
//
// Lines end with LF (CR LF: the LF), as PEGTL counts them. A stream whose first line ends with a
// lone CR (files of the classic Mac OS) has lone CRs counted as line ends too, as the reader
// counts the lines of a text in memory (Emitter::count_lines_from): positions are then those of
// the same file read by name, and a live stream's games are read as their last line comes.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <tao/pegtl.hpp>
#include <utility>

#include "reserved_buffer.hpp"

namespace damas::pdn::detail {

// `Reader` is called as `std::size_t reader(char* buffer, std::size_t length)`: it writes at most
// `length` bytes to `buffer` and returns how many, 0 at the end of the stream.
template <typename Reader>
class StreamInput {
 public:
  using reader_t = Reader;
  using eol_t = tao::pegtl::eol::lf_crlf;
  using source_t = std::string;
  using iterator_t = tao::pegtl::internal::iterator;
  using action_t = tao::pegtl::internal::action_input<StreamInput>;

  static constexpr std::size_t chunk_size = 64;  // the least asked of the reader, as buffer_input
  static constexpr tao::pegtl::tracking_mode tracking_mode_v = tao::pegtl::tracking_mode::eager;

  // The pages past what the buffer still holds are given back after discard() once they reach
  // this many bytes. Games are a few KiB: reading them never calls the system. Only a game of
  // MiBs (a comment never closed, an endless line) grows the buffer that far; keeping less than
  // this after it spares a system call and a fault per page when several such games follow each
  // other, while a stream that once held a 60 MiB game does not keep it in memory to its end.
  static constexpr std::size_t kGiveBackBytes = 4 << 20;

  template <typename... ReaderArguments>
  StreamInput(std::string source, std::size_t maximum, ReaderArguments&&... reader_arguments)
      : reader_(std::forward<ReaderArguments>(reader_arguments)...),
        capacity_(maximum + chunk_size),
        buffer_(capacity_),
        current_(buffer_.data()),
        end_(buffer_.data()),
        source_(std::move(source)) {}

  StreamInput(const StreamInput&) = delete;
  StreamInput& operator=(const StreamInput&) = delete;

  bool empty() {
    require(1);
    return current_.data == end_;
  }
  // The bytes available from the current one: at least `amount` unless the stream ends first or
  // a line end comes first (see require).
  std::size_t size(std::size_t amount) {
    require(amount);
    return held();
  }
  // As size(amount), counting only the line ends past the first `from` bytes: a rule whose run
  // goes on past a line end it holds gets at least the next line.
  std::size_t size_past(std::size_t amount, std::size_t from) {
    require(amount, from);
    return held();
  }
  // The bytes the buffer holds from the current one, without reading more (as buffer_input
  // names it).
  std::size_t buffer_occupied() const noexcept { return held(); }
  // The reader gave no more bytes: the stream's end is held.
  bool ended() const noexcept { return ended_; }
  const char* current() const noexcept { return current_.data; }
  const char* end(std::size_t amount) {
    require(amount);
    return end_;
  }

  std::size_t byte() const noexcept { return current_.byte; }
  std::size_t line() const noexcept { return current_.line; }
  std::size_t column() const noexcept { return current_.column; }
  const std::string& source() const noexcept { return source_; }

  char peek_char(std::size_t offset = 0) const noexcept { return current_.data[offset]; }
  std::uint8_t peek_uint8(std::size_t offset = 0) const noexcept {
    return static_cast<std::uint8_t>(peek_char(offset));
  }

  // Past `count` bytes held. Where lone CRs end lines, every bump counts them itself: PEGTL asks
  // for a bump in the line for rules that cannot match LF, a lone CR among them.
  void bump(std::size_t count = 1) noexcept {
    if (line_ends_ == LineEnds::lone_cr_too) [[unlikely]]
      return bump_counting_lone_crs(count);
    tao::pegtl::internal::bump(current_, count, eol_t::ch);
  }
  void bump_in_this_line(std::size_t count = 1) noexcept {
    if (line_ends_ == LineEnds::lone_cr_too) [[unlikely]]
      return bump_counting_lone_crs(count);
    tao::pegtl::internal::bump_in_this_line(current_, count);
  }
  void bump_to_next_line(std::size_t count = 1) noexcept {
    if (line_ends_ == LineEnds::lone_cr_too) [[unlikely]]
      return bump_counting_lone_crs(count);
    tao::pegtl::internal::bump_to_next_line(current_, count);
  }

  // Drops the bytes before the current one (their pointers go stale), as buffer_input does: only
  // once more than a chunk of them has been read.
  void discard() noexcept {
    char* const start = buffer_.data();
    if (current_.data > start + chunk_size) {
      byte_before_buffer_ = current_.data[-1];
      const std::size_t kept = held();
      std::memmove(start, current_.data, kept);
      const bool line_end_kept = last_line_end_ != nullptr && last_line_end_ >= current_.data;
      last_line_end_ = line_end_kept ? start + (last_line_end_ - current_.data) : nullptr;
      current_.data = start;
      end_ = start + kept;
    }
    const auto in_use = static_cast<std::size_t>(end_ - start);
    if (touched_ - in_use >= kGiveBackBytes) {
      buffer_.give_back(in_use, touched_);
      touched_ = in_use;
    }
  }

  // Reads until `amount` bytes from the current one are held, a line end is held past the first
  // `from` of them, or the stream ends; throws std::overflow_error when `amount` would not fit
  // (whatever is read: the bound stays buffer_input's). Most requests of a stream read a line at
  // a time end at the line end held, without reading: that test stays here, inlined.
  void require(std::size_t amount, std::size_t from = 0) {
    if (current_.data + amount <= end_) return;
    if (current_.data + amount > buffer_.data() + capacity_) throw_overflow();
    if (line_end_held(from)) return;
    read_more(amount, from);
  }

  template <tao::pegtl::rewind_mode M>
  tao::pegtl::internal::marker<iterator_t, M> mark() noexcept {
    return tao::pegtl::internal::marker<iterator_t, M>(current_);
  }

  tao::pegtl::position position(const iterator_t& it) const {
    return tao::pegtl::position(it, source_);
  }
  tao::pegtl::position position() const { return position(current_); }
  const iterator_t& iterator() const noexcept { return current_; }

  // The reader, for tests.
  const Reader& reader() const noexcept { return reader_; }

  // The bytes of the buffer in memory now (see ReservedBuffer::resident_bytes), for tests.
  std::size_t resident_bytes() const { return buffer_.resident_bytes(); }

  std::size_t private_depth = 0;  // the nesting counted by PEGTL's limit_depth

 private:
  // What ends a line: LF only until the first line is seen to end with a lone CR.
  enum class LineEnds { not_seen, lf, lone_cr_too };

  std::size_t held() const noexcept { return static_cast<std::size_t>(end_ - current_.data); }

  // The byte before current_.data + i, which discard() may have moved out of the buffer.
  char byte_before(std::size_t i) const noexcept {
    if (i > 0 || current_.data > buffer_.data()) return current_.data[i - 1];
    return byte_before_buffer_;
  }

  // bump() where a lone CR ends a line: a CR ends one, and so does an LF that no CR comes before
  // (a CR LF is one line end, counted at its CR).
  void bump_counting_lone_crs(std::size_t count) noexcept {
    for (std::size_t i = 0; i < count; ++i) {
      const char c = current_.data[i];
      if (c == '\r' || (c == '\n' && byte_before(i) != '\r')) {
        ++current_.line;
        current_.column = 1;
      } else if (c != '\n') {
        ++current_.column;
      }
    }
    current_.byte += count;
    current_.data += count;
  }

  // Whether a line end is held past the first `from` bytes from the current one: the last line end
  // held tells it at once.
  bool line_end_held(std::size_t from) const noexcept {
    return last_line_end_ != nullptr && last_line_end_ >= current_.data + from;
  }

  [[noreturn, gnu::noinline]] void throw_overflow() const {
    throw std::overflow_error("stream input: more than " + std::to_string(capacity_) +
                              " bytes needed in the buffer");
  }

  // require's reading, once it knows that the bytes fit and that no line end is held.
  [[gnu::noinline]] void read_more(std::size_t amount, std::size_t from) {
    while (current_.data + amount > end_ && !line_end_held(from) && !ended_) {
      const char* const fresh = end_;
      if (!read_after_end(std::max(amount - held(), chunk_size))) return;
      if (line_ends_ == LineEnds::not_seen) see_first_line_end(fresh);
      note_last_line_end(fresh);
    }
  }

  // Asks the reader for up to `wanted` bytes after those held (as many as there is room for);
  // false at the stream's end, which is then noted: not asked again, a terminal's end (Ctrl-D)
  // comes once.
  bool read_after_end(std::size_t wanted) {
    const std::size_t got = reader_(end_, std::min(room_left(), wanted));
    if (got == 0) {
      ended_ = true;
      return false;
    }
    end_ += got;
    touched_ = std::max(touched_, static_cast<std::size_t>(end_ - buffer_.data()));
    return true;
  }

  std::size_t room_left() const noexcept {
    return static_cast<std::size_t>(buffer_.data() + capacity_ - end_);
  }

  // Decides what ends lines from the first line end, searched for in the bytes read from `fresh`
  // on (those before held none): a lone CR, or LF (CR LF). A CR that is the last byte held waits
  // for the next one, read here (at the stream's first line end only), so that no byte after it
  // is passed before the decision.
  void see_first_line_end(const char* fresh) {
    const char* c = fresh;
    while (true) {
      while (c < end_ && *c != '\n' && *c != '\r') ++c;
      if (c == end_) return;  // no line end yet: the first line has no other position
      if (*c == '\n') {
        line_ends_ = LineEnds::lf;
        return;
      }
      if (c + 1 < end_ || ended_ || room_left() == 0) {
        line_ends_ = c + 1 < end_ && c[1] == '\n' ? LineEnds::lf : LineEnds::lone_cr_too;
        return;
      }
      read_after_end(chunk_size);
    }
  }

  // Keeps the last line end held, searching each byte once as it comes (those read from `fresh`
  // on).
  void note_last_line_end(const char* fresh) {
    const auto size = static_cast<std::size_t>(end_ - fresh);
    if (const void* lf = memrchr(fresh, '\n', size)) last_line_end_ = static_cast<const char*>(lf);
    if (line_ends_ != LineEnds::lone_cr_too) return;
    const void* cr = memrchr(fresh, '\r', size);
    if (cr != nullptr && (last_line_end_ == nullptr || cr > last_line_end_)) {
      last_line_end_ = static_cast<const char*>(cr);
    }
  }

  Reader reader_;
  std::size_t capacity_;
  ReservedBuffer buffer_;
  iterator_t current_;
  char* end_;
  std::size_t touched_ = 0;  // the bytes from the start that were written since last given back
  bool ended_ = false;       // the reader gave no bytes: the stream's end
  const char* last_line_end_ = nullptr;  // the last line end held, if any
  LineEnds line_ends_ = LineEnds::not_seen;
  char byte_before_buffer_ = '\0';  // the byte before the buffer's first, once discard() moved it
  const std::string source_;
};

}  // namespace damas::pdn::detail
