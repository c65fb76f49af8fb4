// JsonWriter's checks of its scopes: asserts, so that release builds pay nothing for them. They
// are compiled in here whatever the build type (the class is header-only), so that the test
// sees them.
#undef NDEBUG
#include "damas/support/json_writer.hpp"

#include <gtest/gtest.h>

namespace damas::support {
namespace {

TEST(JsonWriterDeathTest, ClosingWithNoScopeOpenIsAProgrammingError) {
  EXPECT_DEATH(JsonWriter().end_object(), "no scope is open");
  EXPECT_DEATH(JsonWriter().end_array(), "no scope is open");
}

TEST(JsonWriterDeathTest, ClosingAScopeOfTheOtherKindIsAProgrammingError) {
  EXPECT_DEATH(JsonWriter().begin_object().end_array(), "of the other kind");
  EXPECT_DEATH(JsonWriter().begin_array().end_object(), "of the other kind");
  EXPECT_DEATH(JsonWriter().begin_object().key("a").begin_array().end_object(),
               "of the other kind");
}

TEST(JsonWriterDeathTest, AKeyOutsideAnObjectIsAProgrammingError) {
  EXPECT_DEATH(JsonWriter().key("a"), "a key needs an object");
  EXPECT_DEATH(JsonWriter().begin_array().key("a"), "a key needs an object");
}

TEST(JsonWriter, BalancedScopesAreWritten) {
  JsonWriter json;
  json.begin_object().key("a").begin_array().number(1).begin_object().end_object().end_array();
  json.key("b").string("c").end_object();
  EXPECT_EQ(json.text(), R"({"a":[1,{}],"b":"c"})");
}

}  // namespace
}  // namespace damas::support
