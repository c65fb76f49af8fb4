// What pdn does to the files it writes, end to end (damas/support/output_file.hpp): an output reached
// through a symbolic link replaces the real file and leaves the link, a run that fails replaces
// nothing, outputs that are one file are a usage error before anything is read, and a replaced
// file keeps its mode and owner; for convert, and annotate and diagram where they apply.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "../occurrences.hpp"
#include "cli_runner.hpp"
#include "output_test_games.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

struct Ran {
  int exit_code = -1;
  std::string out;
  std::string err;

  std::string last_error_line() const {
    const std::size_t end = err.find_last_not_of('\n');
    const std::size_t start = err.rfind('\n', end);
    return err.substr(start == std::string::npos ? 0 : start + 1, end - start);
  }
};

// The games of a PDN text: its Event tags.
std::size_t games_in(const std::string& text) { return occurrences(text, "[Event \""); }

class OutputFiles : public CliTest {
 protected:
  void SetUp() override {
    CliTest::SetUp();
    work_ = dir_ / "work";
    fs::create_directories(work_);
  }

  // Runs `pdn ARGS` by bash in the work folder, after the shell commands `setup`, through the
  // command `runner` when given (setpriv ...). ARGS and `setup` hold no single quote.
  Ran pdn(const std::string& args, const std::string& setup = "",
          const std::string& runner = "") const {
    const fs::path out = dir_ / "stdout";
    const fs::path err = dir_ / "stderr";
    const std::string script = "cd " + work_.string() + " && " + setup + " exec " + runner + " " +
                               DAMAS_PDN_BINARY + " " + args;
    const int status = std::system(
        ("bash -c '" + script + "' >" + out.string() + " 2>" + err.string()).c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_file(out), read_file(err)};
  }

  void put(const std::string& name, const std::string& text) const {
    std::ofstream(work_ / name, std::ios::binary) << text;
  }
  std::string content(const std::string& name) const { return read_file(work_ / name); }
  unsigned mode(const std::string& name) const {
    struct stat found {};
    return ::stat((work_ / name).c_str(), &found) == 0 ? found.st_mode & 07777 : 0;
  }
  // The names in a folder of the work folder, hidden ones too, sorted.
  std::vector<std::string> listing(const std::string& folder = ".") const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(work_ / folder)) {
      names.push_back(entry.path().filename());
    }
    std::sort(names.begin(), names.end());
    return names;
  }

  fs::path work_;
};

using Names = std::vector<std::string>;

// A symbolic link another user made in a sticky folder that anyone may write (/tmp) is not
// followed, as the kernel does not follow it (fs.protected_symlinks): pdn read the link itself
// and replaced the file it leads to, another user's. The same link made by this user, or by the
// folder's owner, is followed as the kernel follows it.
TEST_F(OutputFiles, ALinkAnotherUserMadeInAStickyFolderIsNotFollowed) {
  if (::geteuid() != 0) GTEST_SKIP() << "a link owned by another user needs root to make";
  fs::create_directory(work_ / "shared");
  fs::permissions(work_ / "shared", fs::perms::all | fs::perms::sticky_bit);
  put("precious.txt", "PRECIOUS\n");
  put("in.pdn", many_games(1));
  const fs::path link = work_ / "shared" / "out.pdn";
  fs::create_symlink(work_ / "precious.txt", link);
  ASSERT_EQ(::lchown(link.c_str(), 65534, 65534), 0);
  const Ran refused = pdn("convert in.pdn -o shared/out.pdn");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("a symbolic link another user made in a folder anyone may write"),
            std::string::npos)
      << refused.err;
  EXPECT_EQ(content("precious.txt"), "PRECIOUS\n");
  ASSERT_EQ(::lchown(link.c_str(), ::geteuid(), ::getegid()), 0);
  EXPECT_EQ(pdn("convert in.pdn -o shared/out.pdn").exit_code, 0);
  EXPECT_EQ(games_in(content("precious.txt")), 1U);
}

TEST_F(OutputFiles, ConvertThroughALinkReplacesTheRealFileAndKeepsTheLink) {
  put("in.pdn", many_games(3));
  put("other.pdn", "other\n");
  fs::create_symlink("in.pdn", work_ / "link.pdn");
  const Ran ran = pdn("convert in.pdn -o link.pdn");
  EXPECT_EQ(ran.exit_code, 0);
  EXPECT_EQ(ran.err, "pdn convert: 3 games read, 3 written, 0 rejected\n");
  EXPECT_EQ(games_in(content("in.pdn")), 3u);
  EXPECT_EQ(fs::read_symlink(work_ / "link.pdn"), "in.pdn");
  EXPECT_EQ(content("other.pdn"), "other\n");
  EXPECT_EQ(listing(), (Names{"in.pdn", "link.pdn", "other.pdn"}));
}

TEST_F(OutputFiles, ALinkChainAndADanglingLinkLeadToTheRealFile) {
  put("in.pdn", many_games(3));
  fs::create_directories(work_ / "sub");
  fs::create_symlink("in.pdn", work_ / "one.pdn");
  fs::create_symlink("../one.pdn", work_ / "sub" / "two.pdn");
  EXPECT_EQ(pdn("convert --add-plycount in.pdn -o sub/two.pdn").exit_code, 0);
  EXPECT_EQ(count_lines(content("in.pdn"), "[PlyCount "), 3u);
  EXPECT_EQ(fs::read_symlink(work_ / "one.pdn"), "in.pdn");
  EXPECT_EQ(fs::read_symlink(work_ / "sub" / "two.pdn"), "../one.pdn");

  // A link to nothing gets its target created (from the games now in in.pdn).
  fs::create_symlink("sub/new.pdn", work_ / "dangling.pdn");
  EXPECT_EQ(pdn("convert in.pdn -o dangling.pdn").exit_code, 0);
  EXPECT_EQ(games_in(content("sub/new.pdn")), 3u);
  EXPECT_EQ(fs::read_symlink(work_ / "dangling.pdn"), "sub/new.pdn");
  EXPECT_EQ(listing("sub"), (Names{"new.pdn", "two.pdn"}));
}

TEST_F(OutputFiles, AnnotateThroughALinkReplacesTheRealFile) {
  put("in.pdn", many_games(2));
  fs::create_symlink("in.pdn", work_ / "link.pdn");
  EXPECT_EQ(pdn("annotate -q --no-egtb --depth 1 in.pdn -o link.pdn").exit_code, 0);
  EXPECT_EQ(occurrences(content("in.pdn"), "[Annotator \"pdn annotate"), 2u);
  EXPECT_EQ(fs::read_symlink(work_ / "link.pdn"), "in.pdn");
}

TEST_F(OutputFiles, AnOutputThatCannotBeCreatedStopsTheRunBeforeAnythingIsRead) {
  fs::create_directories(work_ / "folder");
  fs::create_symlink("loop.pdn", work_ / "loop.pdn");
  const std::pair<std::string, std::string> cases[] = {
      {"-o nowhere/out.pdn",
       "cannot write nowhere/out.pdn (its folder nowhere): No such file or directory"},
      {"-o folder", "cannot write folder: Is a directory"},
      {"--rejects folder/", "cannot write folder/: Is a directory"},
      {"-o loop.pdn", "cannot write loop.pdn: Too many levels of symbolic links"},
      // A line end in a name is escaped: the message stays one line.
      {"-o \"no\nwhere/out.pdn\"",
       "cannot write no\\nwhere/out.pdn (its folder no\\nwhere): No such file or directory"}};
  for (const auto& [args, message] : cases) {
    SCOPED_TRACE(args);
    const Ran ran = pdn("convert missing.pdn " + args);
    EXPECT_EQ(ran.exit_code, 2);
    EXPECT_EQ(ran.err, "pdn convert: error: " + message + "\n");  // missing.pdn not opened
  }
  EXPECT_EQ(listing(), (Names{"folder", "loop.pdn"}));
}

TEST_F(OutputFiles, AFailedRunReplacesNothingAndARunWithBrokenGamesReplacesAll) {
  put("in.pdn", many_games(2) + broken_game(0));
  put("out.pdn", "OLD\n");
  put("bad.pdn", "OLD BAD\n");
  const Ran failed = pdn("convert missing.pdn in.pdn -o out.pdn --rejects bad.pdn");
  EXPECT_EQ(failed.exit_code, 2);
  EXPECT_EQ(content("out.pdn"), "OLD\n");
  EXPECT_EQ(content("bad.pdn"), "OLD BAD\n");
  EXPECT_EQ(failed.last_error_line(),
            "pdn convert: 3 games read, 2 converted, 1 rejected; no file written (an input "
            "could not be read)");
  EXPECT_EQ(listing(), (Names{"bad.pdn", "in.pdn", "out.pdn"}));

  // Exit code 1, games with errors, is a run that succeeded.
  const Ran broken = pdn("convert in.pdn -o out.pdn --rejects bad.pdn");
  EXPECT_EQ(broken.exit_code, 1);
  EXPECT_EQ(broken.last_error_line(), "pdn convert: 3 games read, 2 written, 1 rejected");
  EXPECT_EQ(games_in(content("out.pdn")), 2u);
  EXPECT_EQ(occurrences(content("bad.pdn"), "[Event \"Bad move\"]"), 1u);
}

TEST_F(OutputFiles, AFailedAnnotateReplacesNothing) {
  put("in.pdn", many_games(2));
  put("out.pdn", "OLD\n");
  EXPECT_EQ(pdn("annotate -q --no-egtb --depth 1 missing.pdn in.pdn -o out.pdn").exit_code, 2);
  EXPECT_EQ(content("out.pdn"), "OLD\n");
  EXPECT_EQ(listing(), (Names{"in.pdn", "out.pdn"}));
}

TEST_F(OutputFiles, AnOutputThatCannotBeWrittenLeavesTheOthersAsTheyWere) {
  put("in.pdn", many_games(2) + broken_game(0));
  put("bad.pdn", "OLD BAD\n");
  // A device is written into directly: /dev/full fails at the first write.
  const Ran full = pdn("convert in.pdn -o /dev/full --rejects bad.pdn");
  EXPECT_EQ(full.exit_code, 2);
  EXPECT_EQ(content("bad.pdn"), "OLD BAD\n");
  EXPECT_NE(full.err.find("pdn convert: error: cannot write '/dev/full': No space left on device\n"),
            std::string::npos);
  EXPECT_EQ(full.last_error_line(),
            "pdn convert: 3 games read, 2 converted, 1 rejected; no file written (an output "
            "could not be written)");

  const Ran standard_output = pdn("convert in.pdn >/dev/full");
  EXPECT_EQ(standard_output.exit_code, 2);
  EXPECT_EQ(standard_output.last_error_line(),
            "pdn convert: 3 games read, 2 converted, 1 rejected");

  // A file that outgrows the size limit fails as one on a full disk would: the rejected game
  // passes 4 KiB, the output (and standard error) stays below.
  put("in.pdn", many_games(2) + "[Event \"Long\"]\n{" + std::string(5000, 'x') + "}\n1. $3 11-15 *\n\n");
  put("out.pdn", "OLD\n");
  const Ran too_big =
      pdn("convert in.pdn -o out.pdn --rejects bad.pdn", "ulimit -f 4; trap \"\" XFSZ;");
  EXPECT_EQ(too_big.exit_code, 2);
  EXPECT_EQ(content("out.pdn"), "OLD\n");
  EXPECT_EQ(content("bad.pdn"), "OLD BAD\n");
  EXPECT_NE(too_big.err.find("pdn convert: error: cannot write 'bad.pdn': File too large\n"),
            std::string::npos);
  EXPECT_EQ(too_big.last_error_line(),
            "pdn convert: 3 games read, 2 converted, 1 rejected; no file written (an output "
            "could not be written)");
  EXPECT_EQ(listing(), (Names{"bad.pdn", "in.pdn", "out.pdn"}));
}

TEST_F(OutputFiles, OutputsThatAreOneFileAreAUsageErrorBeforeAnythingIsRead) {
  put("out.pdn", "OLD\n");
  fs::create_directories(work_ / "sub");
  fs::create_symlink("out.pdn", work_ / "link.pdn");
  fs::create_hard_link(work_ / "out.pdn", work_ / "hard.pdn");
  EXPECT_EQ(pdn("convert missing.pdn -o out.pdn --rejects ./out.pdn").err,
            "pdn convert: -o out.pdn and --rejects ./out.pdn are the same file\n"
            "Try 'pdn convert --help'.\n");
  const std::string cases[] = {"-o out.pdn --rejects out.pdn",
                               "-o out.pdn --rejects sub/../out.pdn",
                               "-o " + (work_ / "out.pdn").string() + " --rejects out.pdn",
                               "-o out.pdn --rejects link.pdn",
                               "-o out.pdn --rejects hard.pdn",
                               "-o out.pdn --dedupe moves --duplicates out.pdn",
                               "--rejects hard.pdn --dedupe moves --duplicates link.pdn",
                               "-o - --rejects -"};
  for (const std::string& args : cases) {
    SCOPED_TRACE(args);
    const Ran ran = pdn("convert missing.pdn " + args);
    EXPECT_EQ(ran.exit_code, 2);
    EXPECT_NE(ran.err.find(" are the same file\nTry 'pdn convert --help'.\n"), std::string::npos);
    EXPECT_EQ(ran.err.find("missing.pdn"), std::string::npos);  // not read
    EXPECT_EQ(content("out.pdn"), "OLD\n");
  }
  EXPECT_EQ(listing(), (Names{"hard.pdn", "link.pdn", "out.pdn", "sub"}));
}

// An empty file name (`-o "$OUT"` with OUT unset) is a usage error naming the option, in every
// command, before anything is read or written: it would mean standard output or the current
// folder; an empty input name is one too. Standard output named by two outputs is called so in the clash.
TEST_F(OutputFiles, AnEmptyFileNameIsAUsageError) {
  put("in.pdn", many_games(1));
  const std::pair<std::string, std::string> cases[] = {
      {"convert in.pdn -o \"\"", "pdn convert: --output: the file name is empty"},
      {"convert in.pdn --rejects \"\"", "pdn convert: --rejects: the file name is empty"},
      {"convert in.pdn --dedupe moves --duplicates \"\"",
       "pdn convert: --duplicates: the file name is empty"},
      {"standings in.pdn --alias \"\"", "pdn standings: --alias: the file name is empty"},
      {"standings in.pdn -o \"\"", "pdn standings: --output: the file name is empty"},
      {"diagram in.pdn -o \"\"", "pdn diagram: --output: the file name is empty"},
      {"html in.pdn -o \"\"", "pdn html: --output: the file name is empty"},
      {"annotate in.pdn -o \"\"", "pdn annotate: --output: the file name is empty"},
      {"match --games 2 -o \"\"", "pdn match: --output: the file name is empty"},
      {"egtb build --dir \"\"", "pdn egtb build: --dir: the file name is empty"},
      {"egtb probe W:WK1:BK32 --dir \"\"", "pdn egtb probe: --dir: the file name is empty"},
      // `-o=out.pdn` gives -o the value "=out.pdn": a file of that name was made.
      {"convert in.pdn -o=out.pdn",
       "pdn convert: --output: the file name '=out.pdn' begins with '=': a short option takes "
       "its value after a blank (-o out.pdn); name a file that begins with '=' as ./=..."},
      // The same for the files read: an empty input name is none, not an unreadable file.
      {"match --games 2 --resume in.pdn --resume \"\"",
       "pdn match: --resume: a file name is empty"},
      {"validate in.pdn \"\"", "pdn validate: an input file name is empty"},
      {"convert \"\" -o out.pdn", "pdn convert: an input file name is empty"},
      {"annotate \"\" -o out.pdn", "pdn annotate: an input file name is empty"},
      {"standings \"\"", "pdn standings: an input file name is empty"},
      {"html \"\" -o out.html", "pdn html: an input file name is empty"},
      {"diagram \"\"", "pdn diagram: an input file name is empty"}};
  for (const auto& [args, message] : cases) {
    SCOPED_TRACE(args);
    const Ran ran = pdn(args);
    EXPECT_EQ(ran.exit_code, 2);
    EXPECT_EQ(ran.out, "");
    EXPECT_EQ(ran.err.substr(0, ran.err.find('\n')), message);
  }
  EXPECT_EQ(listing(), (Names{"in.pdn"}));
  EXPECT_EQ(pdn("convert in.pdn --rejects -").err,
            "pdn convert: -o (standard output) and --rejects (standard output) are the same "
            "file\nTry 'pdn convert --help'.\n");
}

TEST_F(OutputFiles, ASplitFileNamedByAnotherOutputIsAUsageError) {
  put("in.pdn", many_games(3));
  put("out-002.pdn", "OLD 2\n");
  fs::create_symlink("out-002.pdn", work_ / "link.pdn");
  fs::create_hard_link(work_ / "out-002.pdn", work_ / "hard.pdn");
  EXPECT_EQ(pdn("convert in.pdn --split 1 -o out.pdn --rejects out-002.pdn").err,
            "pdn convert: --split (its numbered files) and --rejects out-002.pdn are the same "
            "file\nTry 'pdn convert --help'.\n");
  for (const std::string args : {"--rejects ./out-017.pdn", "--rejects link.pdn",
                                 "--rejects hard.pdn", "--dedupe moves --duplicates out-1000.pdn"}) {
    SCOPED_TRACE(args);
    const Ran ran = pdn("convert missing.pdn --split 1 -o out.pdn " + args);
    EXPECT_EQ(ran.exit_code, 2);
    EXPECT_NE(ran.err.find(" are the same file\n"), std::string::npos);
    EXPECT_EQ(ran.err.find("missing.pdn"), std::string::npos);
  }
  EXPECT_EQ(content("out-002.pdn"), "OLD 2\n");
  // Names outside the series are other files.
  EXPECT_EQ(pdn("convert in.pdn --split 1 -o out.pdn --rejects out-01.pdn").exit_code, 0);
  EXPECT_EQ(games_in(content("out-002.pdn")), 1u);
}

TEST_F(OutputFiles, AnOutputMayBeOneOfTheInputs) {
  put("a.pdn", many_games(3));
  EXPECT_EQ(pdn("convert --add-plycount a.pdn -o a.pdn").exit_code, 0);
  EXPECT_EQ(count_lines(content("a.pdn"), "[PlyCount "), 3u);

  // A --split file read as the second input is read as it was before the run.
  put("in.pdn", many_games(2));
  put("out-001.pdn", many_games(2, 10));
  EXPECT_EQ(pdn("convert --split 1 in.pdn out-001.pdn -o out.pdn").exit_code, 0);
  const std::pair<const char*, const char*> events[] = {
      {"out-001.pdn", "Good 0"}, {"out-002.pdn", "Good 1"},
      {"out-003.pdn", "Good 10"}, {"out-004.pdn", "Good 11"}};
  for (const auto& [file, event] : events) {
    EXPECT_EQ(content(file).find("[Event \"" + std::string(event) + "\"]"), 0u) << file;
  }

  put("b.pdn", many_games(2));
  EXPECT_EQ(pdn("annotate -q --no-egtb --depth 1 b.pdn -o b.pdn").exit_code, 0);
  EXPECT_EQ(occurrences(content("b.pdn"), "[Annotator \"pdn annotate"), 2u);
}

TEST_F(OutputFiles, AReplacedFileKeepsItsModeAndANewFileFollowsTheUmask) {
  put("in.pdn", many_games(1));
  for (const std::string name : {"private.pdn", "annotated.pdn", "board.svg", "shared.pdn"}) {
    put(name, "OLD\n");
    fs::permissions(work_ / name, name == "shared.pdn" ? fs::perms(0664) : fs::perms(0600));
  }
  EXPECT_EQ(pdn("convert in.pdn -o private.pdn").exit_code, 0);
  EXPECT_EQ(pdn("annotate -q --no-egtb --depth 1 in.pdn -o annotated.pdn").exit_code, 0);
  EXPECT_EQ(pdn("diagram --fen W:W1-12:B21-32 -o board.svg").exit_code, 0);
  EXPECT_EQ(pdn("convert in.pdn -o shared.pdn", "umask 077;").exit_code, 0);
  EXPECT_EQ(mode("private.pdn"), 0600u);
  EXPECT_EQ(mode("annotated.pdn"), 0600u);
  EXPECT_EQ(mode("board.svg"), 0600u);
  EXPECT_EQ(mode("shared.pdn"), 0664u);
  EXPECT_EQ(games_in(content("private.pdn")), 1u);

  EXPECT_EQ(pdn("convert in.pdn -o new.pdn --split 1", "umask 027;").exit_code, 0);
  EXPECT_EQ(mode("new-001.pdn"), 0640u);
}

TEST_F(OutputFiles, AReplacedFileKeepsItsOwnerAndGroup) {
  if (::geteuid() != 0) GTEST_SKIP() << "only root can give a file to another user";
  put("in.pdn", many_games(1));
  put("theirs.pdn", "OLD\n");
  ASSERT_EQ(::chown((work_ / "theirs.pdn").c_str(), 4321, 4322), 0);
  fs::permissions(work_ / "theirs.pdn", fs::perms(0640));
  EXPECT_EQ(pdn("convert in.pdn -o theirs.pdn").exit_code, 0);
  struct stat found {};
  ASSERT_EQ(::stat((work_ / "theirs.pdn").c_str(), &found), 0);
  EXPECT_EQ(found.st_uid, 4321u);
  EXPECT_EQ(found.st_gid, 4322u);
  EXPECT_EQ(found.st_mode & 07777, 0640u);
  EXPECT_EQ(games_in(content("theirs.pdn")), 1u);
}

TEST_F(OutputFiles, AGroupThatCannotBeKeptLosesItsPermissions) {
  if (::geteuid() != 0) GTEST_SKIP() << "only root can run pdn as another user";
  put("in.pdn", many_games(1));
  put("shared.pdn", "OLD\n");  // root's, and root's group's
  fs::permissions(work_ / "shared.pdn", fs::perms(0664));
  fs::permissions(work_, fs::perms(0777));
  // nobody may replace the file (the folder is writable) but not give the new one to root's group.
  EXPECT_EQ(pdn("convert in.pdn -o shared.pdn", "",
                "setpriv --reuid=65534 --regid=65534 --clear-groups")
                .exit_code,
            0);
  struct stat found {};
  ASSERT_EQ(::stat((work_ / "shared.pdn").c_str(), &found), 0);
  EXPECT_EQ(found.st_uid, 65534u);
  EXPECT_EQ(found.st_mode & 07777, 0604u);
  EXPECT_EQ(games_in(content("shared.pdn")), 1u);
}

TEST_F(OutputFiles, SplitIntoAFolderNamesTheFilesAfterTheInput) {
  put("games.pdn", many_games(3));
  fs::create_directories(work_ / "parts");
  EXPECT_EQ(pdn("convert --split 2 games.pdn -o parts/").exit_code, 0);
  EXPECT_EQ(pdn("convert --to json --split 2 games.pdn -o parts").exit_code, 0);
  EXPECT_EQ(listing("parts"),
            (Names{"games-001.jsonl", "games-001.pdn", "games-002.jsonl", "games-002.pdn"}));
  EXPECT_EQ(games_in(content("parts/games-001.pdn")), 2u);
  EXPECT_EQ(games_in(content("parts/games-002.pdn")), 1u);
  EXPECT_EQ(pdn("convert --split 2 games.pdn -o nowhere/parts").err,
            "pdn convert: error: cannot write the numbered files of nowhere/parts (its folder "
            "nowhere): No such file or directory\n");
  // A folder ending in '/' is made for the files; removed again when the run writes nothing.
  EXPECT_EQ(pdn("convert --split 2 missing.pdn -o new/parts/").exit_code, 2);
  EXPECT_FALSE(fs::exists(work_ / "new"));
  EXPECT_EQ(pdn("convert --split 2 games.pdn -o new/parts/").exit_code, 0);
  EXPECT_EQ(listing("new/parts"), (Names{"games-001.pdn", "games-002.pdn"}));
  EXPECT_EQ(pdn("convert --split 2 -o parts/ < games.pdn").exit_code, 2);
}

TEST_F(OutputFiles, SplitFilesAreWrittenOnlyByARunThatSucceeds) {
  put("in.pdn", many_games(600));
  // With 64 descriptors, most of the 600 temporaries are parked under hidden names until the
  // commit: the failed run removes them, the other renames them.
  EXPECT_EQ(pdn("convert --split 1 in.pdn missing.pdn -o out.pdn", "ulimit -n 64;").exit_code, 2);
  EXPECT_EQ(listing(), (Names{"in.pdn"}));
  EXPECT_EQ(pdn("convert --split 1 in.pdn -o out.pdn", "ulimit -n 64;").exit_code, 0);
  const Names names = listing();
  EXPECT_EQ(names.size(), 601u);
  EXPECT_EQ(names.front(), "in.pdn");
  EXPECT_EQ(names.back(), "out-600.pdn");
  EXPECT_EQ(content("out-600.pdn").find("[Event \"Good 599\"]"), 0u);
}

TEST_F(OutputFiles, DevicesAndStandardOutputAreWrittenIntoDirectly) {
  put("in.pdn", many_games(2) + broken_game(0));
  EXPECT_EQ(pdn("convert in.pdn -o /dev/null --rejects /dev/null").exit_code, 1);
  const Ran ran = pdn("convert in.pdn -o /dev/stdout");
  EXPECT_EQ(ran.exit_code, 1);
  EXPECT_EQ(games_in(ran.out), 2u);
  EXPECT_EQ(listing(), (Names{"in.pdn"}));
}

TEST_F(OutputFiles, MatchChecksItsOutputBeforePlayingAndWritesThroughALink) {
  const std::string match =
      "match --engine builtin:depth=1,egtb=off --engine builtin:depth=2,egtb=off --games 2 -q";
  const Ran nowhere = pdn(match + " -o nowhere/out.pdn");
  EXPECT_EQ(nowhere.exit_code, 2);
  EXPECT_EQ(nowhere.out, "");  // no game played
  EXPECT_EQ(nowhere.err,
            "pdn match: cannot write nowhere/out.pdn (its folder nowhere): No such file or "
            "directory\n");
  fs::create_directories(work_ / "m");
  fs::create_symlink("m/real.pdn", work_ / "link.pdn");
  EXPECT_EQ(pdn(match + " -o link.pdn").exit_code, 0);
  EXPECT_EQ(games_in(content("m/real.pdn")), 2u);
  EXPECT_EQ(fs::read_symlink(work_ / "link.pdn"), "m/real.pdn");
}

TEST_F(OutputFiles, DiagramFilesAreWrittenTogetherOrNotAtAll) {
  put("game.pdn", many_games(1));
  // Ply 9 does not exist: none of the files is written.
  EXPECT_EQ(pdn("diagram game.pdn --plies 1,9 -o board.svg").exit_code, 2);
  // The same ply twice names one file twice.
  EXPECT_EQ(pdn("diagram game.pdn --plies 1,1 -o board.svg").exit_code, 2);
  EXPECT_EQ(listing(), (Names{"game.pdn"}));
  EXPECT_EQ(pdn("diagram game.pdn --plies 1,3 -o board.svg").exit_code, 0);
  EXPECT_EQ(listing(), (Names{"board-001.svg", "board-003.svg", "game.pdn"}));
}

}  // namespace
}  // namespace damas::test
