#include "process_settings.hpp"

#include <malloc.h>

namespace damas::cli {

void keep_freed_heap_memory() { mallopt(M_TRIM_THRESHOLD, 64 << 20); }

}  // namespace damas::cli
