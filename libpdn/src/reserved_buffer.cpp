#include "reserved_buffer.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <new>
#include <system_error>
#include <vector>

namespace damas::pdn::detail {

namespace {

std::size_t page_size() {
  static const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  return page;
}

std::size_t round_up_to_page(std::size_t bytes) {
  const std::size_t page = page_size();
  return (bytes + page - 1) / page * page;
}

}  // namespace

ReservedBuffer::ReservedBuffer(std::size_t size) : size_(size) {
  void* reserved = mmap(nullptr, size, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (reserved == MAP_FAILED) throw std::bad_alloc();
  data_ = static_cast<char*>(reserved);
}

ReservedBuffer::~ReservedBuffer() { munmap(data_, size_); }

void ReservedBuffer::give_back(std::size_t from, std::size_t to) noexcept {
  // The mapping covers whole pages: rounding `to` up stays inside it.
  const std::size_t begin = round_up_to_page(from);
  const std::size_t end = std::min(round_up_to_page(to), round_up_to_page(size_));
  if (begin >= end) return;
  // Only advice: when it fails, the pages stay in memory and nothing else changes.
  madvise(data_ + begin, end - begin, MADV_DONTNEED);
}

std::size_t ReservedBuffer::resident_bytes() const {
  const std::size_t page = page_size();
  std::vector<unsigned char> in_memory(round_up_to_page(size_) / page);
  if (mincore(data_, size_, in_memory.data()) != 0) {
    throw std::system_error(errno, std::generic_category(), "mincore");
  }
  const auto pages = std::count_if(in_memory.begin(), in_memory.end(),
                                   [](unsigned char flags) { return (flags & 1) != 0; });
  return static_cast<std::size_t>(pages) * page;
}

}  // namespace damas::pdn::detail
