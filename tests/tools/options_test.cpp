// bounded(): a numeric option takes only a number of its type within its range; anything else
// is a usage error naming the option, the range and the text given.
#include "options.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

namespace damas::cli {
namespace {

struct Values {
  int jobs = 0;
  std::size_t split = 0;
  double blunder = 0;
};

// Parses `args` against three bounded options; the usage error's text, or "" when accepted.
std::string parse(const std::vector<std::string>& args, Values& v) {
  po::options_description options;
  options.add_options()
      ("jobs,j", bounded(&v.jobs, 1, 256)->default_value(1), "")
      ("split", bounded(&v.split, std::size_t{0}, std::size_t{1000})->default_value(0), "")
      ("blunder", bounded(&v.blunder, 0.0, 1.0)->default_value(0.3), "");
  po::variables_map values;
  try {
    po::store(po::command_line_parser(args).options(options).run(), values);
    po::notify(values);
  } catch (const po::error& e) {
    return e.what();
  }
  return "";
}

std::string error_of(const std::vector<std::string>& args) {
  Values v;
  return parse(args, v);
}

TEST(BoundedOption, ValuesInRangeAndDefaults) {
  Values v;
  ASSERT_EQ(parse({}, v), "");
  EXPECT_EQ(v.jobs, 1);
  EXPECT_EQ(v.split, 0u);
  EXPECT_EQ(v.blunder, 0.3);
  ASSERT_EQ(parse({"-j", "256", "--split", "1000", "--blunder", "1"}, v), "");
  EXPECT_EQ(v.jobs, 256);
  EXPECT_EQ(v.split, 1000u);
  EXPECT_EQ(v.blunder, 1.0);
  ASSERT_EQ(parse({"--jobs=1", "--split=0", "--blunder=0.075"}, v), "");
  EXPECT_EQ(v.jobs, 1);
  EXPECT_EQ(v.blunder, 0.075);
}

// Boost alone reads "-1" into a std::size_t as 18446744073709551615.
TEST(BoundedOption, NegativeCountIsRefused) {
  EXPECT_EQ(error_of({"--split", "-1"}), "--split must be a whole number from 0 to 1000, not '-1'");
  EXPECT_EQ(error_of({"--split=-1"}), "--split must be a whole number from 0 to 1000, not '-1'");
  EXPECT_EQ(error_of({"--jobs", "-1"}), "--jobs must be a whole number from 1 to 256, not '-1'");
}

TEST(BoundedOption, OutOfRangeIsRefusedAndNamesTheLongOption) {
  EXPECT_EQ(error_of({"-j", "0"}), "--jobs must be a whole number from 1 to 256, not '0'");
  EXPECT_EQ(error_of({"-j", "257"}), "--jobs must be a whole number from 1 to 256, not '257'");
  EXPECT_EQ(error_of({"--split", "1001"}),
            "--split must be a whole number from 0 to 1000, not '1001'");
  // Beyond the type: 2^32 + 1 would wrap to 1 in a 32-bit int.
  EXPECT_EQ(error_of({"-j", "4294967297"}),
            "--jobs must be a whole number from 1 to 256, not '4294967297'");
  EXPECT_EQ(error_of({"--split", "99999999999999999999999"}),
            "--split must be a whole number from 0 to 1000, not '99999999999999999999999'");
}

TEST(BoundedOption, OnlyAWholeNumberForAnIntegerOption) {
  for (const char* text : {"x", "5x", " 5", "5 ", "+5", "0x10", "1e3", "2.5", "--"}) {
    EXPECT_EQ(error_of({std::string("--jobs=") + text}),
              std::string("--jobs must be a whole number from 1 to 256, not '") + text + "'")
        << text;
  }
}

TEST(BoundedOption, NumbersOutsideTheRealRangeAreRefused) {
  for (const char* text : {"nan", "NaN", "inf", "-inf", "-0.5", "1.0001", "1e400", "x"}) {
    EXPECT_EQ(error_of({std::string("--blunder=") + text}),
              std::string("--blunder must be a number from 0 to 1, not '") + text + "'")
        << text;
  }
}

TEST(BoundedOption, HelpShowsTheRange) {
  int jobs = 0;
  double size = 0;
  po::options_description options;
  options.add_options()
      ("jobs,j", bounded(&jobs, 1, 256)->default_value(1), "threads")
      ("size", bounded(&size, 16.0, 20000.0), "width");
  std::ostringstream help;
  help << options;
  EXPECT_NE(help.str().find("-j [ --jobs ] 1..256 (=1)"), std::string::npos) << help.str();
  EXPECT_NE(help.str().find("--size 16..20000 "), std::string::npos) << help.str();
}

TEST(BoundedOption, GivenTwiceIsAnError) {
  EXPECT_NE(error_of({"-j", "2", "-j", "3"}), "");
}

}  // namespace
}  // namespace damas::cli
