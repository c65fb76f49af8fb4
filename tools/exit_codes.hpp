#pragma once

namespace damas::cli {

inline constexpr int kExitOk = 0;        // everything read and done cleanly
inline constexpr int kExitProblems = 1;  // the input had problems (reported)
inline constexpr int kExitUsage = 2;     // bad usage, or input that could not be read at all
inline constexpr int kExitInternal = 3;  // a fault of pdn itself (an exception no command expected)

}  // namespace damas::cli
