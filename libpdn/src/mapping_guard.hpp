// The SIGBUS handler that keeps a file shrinking under its mapping from killing the process
// (see input_file.hpp for what it promises to the library's users).
#pragma once

#include <cstddef>

namespace damas::pdn::detail {

// Guards the mapping [begin, begin + length) while it lives: a SIGBUS inside it (the file under
// it shrank, or a page could not be read) maps zero-filled pages from the faulting page to the
// end of the mapping and sets faulted(). The handler is installed with the first guard made.
class MappingGuard {
 public:
  // Throws std::runtime_error when too many mappings are guarded at once (64).
  MappingGuard(const void* begin, std::size_t length);
  ~MappingGuard();
  MappingGuard(const MappingGuard&) = delete;
  MappingGuard& operator=(const MappingGuard&) = delete;

  bool faulted() const;

 private:
  std::size_t slot_;
};

}  // namespace damas::pdn::detail
