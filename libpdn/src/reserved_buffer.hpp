// A buffer of reserved address space: its bound costs no memory until bytes are written, and the
// pages of bytes no longer needed can be given back. StreamInput (stream_input.hpp) keeps a
// stream's current game in one.
#pragma once

#include <cstddef>

namespace damas::pdn::detail {

class ReservedBuffer {
 public:
  // Reserves `size` bytes, read as zeros until written; throws std::bad_alloc when the address
  // space cannot be reserved. The reservation claims no swap (MAP_NORESERVE): a write to a page
  // the system cannot back then kills the process, as an overcommitted allocation would.
  explicit ReservedBuffer(std::size_t size);
  ~ReservedBuffer();
  ReservedBuffer(const ReservedBuffer&) = delete;
  ReservedBuffer& operator=(const ReservedBuffer&) = delete;

  char* data() const { return data_; }
  std::size_t size() const { return size_; }

  // Gives back the memory of the pages wholly inside [from, to): they read as zeros afterwards.
  // The page holding `to`, when `to` is not at a page boundary, goes too (bytes at `to` and past
  // it are not needed either).
  void give_back(std::size_t from, std::size_t to) noexcept;

  // The bytes of the buffer's pages that are in memory now (mincore), for tests; a failure
  // throws std::system_error.
  std::size_t resident_bytes() const;

 private:
  char* data_;
  std::size_t size_;
};

}  // namespace damas::pdn::detail
