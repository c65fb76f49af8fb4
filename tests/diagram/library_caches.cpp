// Under LeakSanitizer, cairo's font caches and fontconfig's configuration, which both libraries
// keep for the life of the process on purpose, would be reported as leaks. Releasing them after
// the last test keeps the leak check meaningful for the diagram code itself (a cairo object the
// code forgot to destroy is still reported).
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <gtest/gtest.h>

namespace {

class ReleaseLibraryCaches : public ::testing::Environment {
 public:
  void TearDown() override {
    cairo_debug_reset_static_data();
    FcFini();
  }
};

const auto* const kRegistered = ::testing::AddGlobalTestEnvironment(new ReleaseLibraryCaches);

}  // namespace
