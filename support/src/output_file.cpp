#include "damas/support/output_file.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <linux/magic.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <mutex>
#include <set>
#include <stdexcept>
#include <system_error>
#include <tuple>

#include "damas/support/quoted.hpp"
#include "damas/support/same_file.hpp"

namespace damas::support {

namespace {

namespace fs = std::filesystem;

// A JSON line of a game is several times stdio's 4 KiB: written through stdio, each went to
// the kernel by itself, a sixth of `pdn convert --to json`'s time. A megabyte makes that a few
// system calls per thousand games. (Standard output keeps stdio's buffer: other code may write
// to it, and a terminal or a pipe read as it comes wants the games as they are done.)
constexpr std::size_t kBufferBytes = 1 << 20;

[[noreturn]] void fail(int error, const std::string& what) {
  throw std::system_error(error, std::generic_category(), what);
}

std::string folder_of(const std::string& path) {
  const fs::path folder = fs::path(path).parent_path();
  return folder.empty() ? "." : folder.string();
}

// "dir/out.pdn" -> {"dir/out", ".pdn"}; a name with no dot after its folder, or only a leading
// one (".hidden"), has no extension.
std::pair<std::string_view, std::string_view> split_extension(std::string_view name) {
  const std::size_t slash = name.rfind('/');
  const std::size_t base = slash == std::string_view::npos ? 0 : slash + 1;
  std::size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot <= base) dot = name.size();
  return {name.substr(0, dot), name.substr(dot)};
}

// Whether `name` is `stem`-NNN`extension`, with at least three digits.
bool in_series(std::string_view name, std::string_view stem, std::string_view extension) {
  if (!name.starts_with(stem) || !name.substr(stem.size()).starts_with('-') ||
      !name.ends_with(extension)) {
    return false;
  }
  const std::size_t first = stem.size() + 1;
  if (name.size() < first + extension.size() + 3) return false;
  const std::string_view digits = name.substr(first, name.size() - extension.size() - first);
  return std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

// The ".NAME.tmp-PID" files of `folder` whose process PID is no longer alive (temporaries parked
// by a killed run), by NAME: read once per folder, since reading the folder again for every
// file opened in it made writing N files there take time in N squared (pdn html -o DIR/).
std::unordered_map<std::string, std::vector<std::string>> OutputSet::stale_temporaries_in(
    const std::string& folder) {
  static constexpr std::string_view kMark = ".tmp-";
  std::unordered_map<std::string, std::vector<std::string>> stale;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
    const std::string file = entry.path().filename().string();
    const std::size_t mark = file.rfind(kMark);
    if (!file.starts_with('.') || mark == std::string::npos || mark < 2) continue;
    int pid = 0;
    const char* digits = file.data() + mark + kMark.size();
    const auto [end, status] = std::from_chars(digits, file.data() + file.size(), pid);
    if (status != std::errc{} || end != file.data() + file.size() || pid <= 0) continue;
    if (::kill(pid, 0) != 0 && errno == ESRCH) {
      stale[file.substr(1, mark - 1)].push_back(entry.path().string());
    }
  }
  return stale;
}

void OutputSet::remove_stale_temporaries(const std::string& folder,
                                         const std::function<bool(const std::string&)>& is_ours) {
  auto known = stale_by_folder_.find(folder);
  if (known == stale_by_folder_.end()) {
    known = stale_by_folder_.emplace(folder, stale_temporaries_in(folder)).first;
  }
  std::error_code error;
  std::erase_if(known->second, [&](const auto& name_and_files) {
    if (!is_ours(name_and_files.first)) return false;
    for (const std::string& file : name_and_files.second) fs::remove(file, error);
    return true;
  });
}

namespace {

std::string temporary_name(const std::string& path) {
  const fs::path file(path);
  return (file.parent_path() / fmt::format(".{}.tmp-{}", file.filename().string(), ::getpid()))
      .string();
}

// Where a target's bytes go.
struct Resolved {
  enum class Kind { stream, direct, file } kind;
  std::string path;                  // file: the real file, its folder canonical
  std::optional<struct stat> found;  // file: the file replaced, when it exists
};

// The real file that `path` names once `target`'s links are followed: its folder made
// canonical (".", "..", links to folders), so that two spellings of one file compare equal.
std::string canonical_file(const std::string& path, const std::string& target) {
  const std::string name = fs::path(path).filename().string();
  if (name.empty() || name == "." || name == "..") {
    fail(EISDIR, "cannot write " + shown_name(target));
  }
  char* folder = ::realpath(folder_of(path).c_str(), nullptr);
  if (folder == nullptr) {
    fail(errno, fmt::format("cannot write {} (its folder {})", shown_name(target),
                            shown_name(folder_of(path))));
  }
  std::string file = folder;
  std::free(folder);
  return file == "/" ? file + name : file + "/" + name;
}

bool on_procfs(const std::string& folder) {
  struct statfs fs_info {};
  return ::statfs(folder.c_str(), &fs_info) == 0 && fs_info.f_type == PROC_SUPER_MAGIC;
}

// Fails when `path` (in `folder`, on procfs) is /proc/self/fd/N and this process's descriptor N
// is not open for writing: opening the link by its name would open the file behind it again
// for writing. A standard output the caller closed is open read-only on /dev/null (pdn's
// main), and -o /dev/stdout then wrote into /dev/null and reported success.
void refuse_descriptor_not_for_writing(const std::string& folder, const std::string& path,
                                       const std::string& target) {
  char* real_folder = ::realpath(folder.c_str(), nullptr);
  if (real_folder == nullptr) return;
  const bool ours = std::string(real_folder) == fmt::format("/proc/{}/fd", ::getpid());
  std::free(real_folder);
  const std::string name = fs::path(path).filename().string();
  int fd = -1;
  const auto [end, error] = std::from_chars(name.data(), name.data() + name.size(), fd);
  if (!ours || error != std::errc{} || end != name.data() + name.size()) return;
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags != -1 && (flags & O_ACCMODE) == O_RDONLY) {
    fail(EBADF,
         "cannot write " + shown_name(target) + " (descriptor " + name + ", not open for writing)");
  }
}

// Fails for a link that the kernel itself would not follow (fs.protected_symlinks, on by
// default): one in a sticky folder that anyone may write (/tmp), owned by neither this process's
// user nor the folder's owner. Links are followed here, by reading them, where the kernel's
// check does not apply: another user's link /tmp/out.pdn -> ~victim/precious had pdn replace
// the victim's file (renaming the new file over the link's target).
void refuse_link_planted_by_another(const struct stat& link, const std::string& folder,
                                    const std::string& target) {
  struct stat shared {};
  if (::stat(folder.c_str(), &shared) != 0) return;
  const bool sticky_and_open = (shared.st_mode & S_ISVTX) != 0 && (shared.st_mode & S_IWOTH) != 0;
  if (sticky_and_open && link.st_uid != ::geteuid() && link.st_uid != shared.st_uid) {
    fail(EACCES, "cannot write " + shown_name(target) +
                     " (a symbolic link another user made in a folder anyone may write)");
  }
}

Resolved resolve(const std::string& target) {
  if (target.empty() || target == "-") return {Resolved::Kind::stream, {}, {}};
  const Resolved direct{Resolved::Kind::direct, {}, {}};
  std::string path = target;
  for (int links = 0; links <= 40; ++links) {  // Linux's own bound on a chain of links
    struct stat found {};
    if (::lstat(path.c_str(), &found) != 0) {
      if (errno != ENOENT) fail(errno, "cannot write " + shown_name(target));
      return {Resolved::Kind::file, canonical_file(path, target), std::nullopt};
    }
    if (S_ISREG(found.st_mode)) return {Resolved::Kind::file, canonical_file(path, target), found};
    if (S_ISDIR(found.st_mode)) fail(EISDIR, "cannot write " + shown_name(target));
    if (!S_ISLNK(found.st_mode)) return direct;  // a device, FIFO or socket
    const std::string folder = folder_of(path);
    refuse_link_planted_by_another(found, folder, target);
    // /dev/stdout, /dev/fd/N lead to /proc/self/fd/N: links to open descriptors, not to names.
    if (on_procfs(folder)) {
      refuse_descriptor_not_for_writing(folder, path, target);
      return direct;
    }
    std::error_code error;
    const fs::path link = fs::read_symlink(path, error);
    if (error) fail(error.value(), "cannot write " + shown_name(target));
    path = link.is_absolute() ? link.string() : (fs::path(folder) / link).string();
  }
  fail(ELOOP, "cannot write " + shown_name(target));
}

// The new temporary of `path` (beside it), unnamed where the file system allows; `found` is the
// file it will replace, whose owner, group and mode it takes.
int create_temporary(const std::string& path, const std::optional<struct stat>& found,
                     std::string& temp, const std::string& target) {
  // An existing file's content is written into a file only its owner may open until it has the
  // old file's mode; a new file gets the usual 0666 & ~umask.
  const mode_t mode = found ? 0600 : 0666;
  // Read and write: a run saving its output while it runs reads back what it wrote so far
  // (OutputFile::copy_written_to).
  int fd = ::open(folder_of(path).c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, mode);
  if (fd < 0) {
    temp = temporary_name(path);
    ::unlink(temp.c_str());  // a leftover of an earlier process with the same id
    fd = ::open(temp.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0) fail(errno, "cannot create a file beside " + shown_name(target));
  }
  if (found) {
    mode_t kept = found->st_mode & 07777;
    if (::fchown(fd, found->st_uid, found->st_gid) != 0 &&
        ::fchown(fd, static_cast<uid_t>(-1), found->st_gid) != 0) {
      kept &= ~mode_t{070};  // the group cannot be kept: nothing is shown to ours
    }
    if (::fchmod(fd, kept) != 0) {
      // The temporary stays readable by its owner alone.
    }
  }
  return fd;
}

std::size_t temporaries_allowed_open() {
  struct rlimit limit {};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return 64;
  return static_cast<std::size_t>(std::min<rlim_t>(limit.rlim_cur, 1 << 20) / 4);
}

}  // namespace

OutputFile::OutputFile(Kind kind, std::string target, std::string path, int fd)
    : kind_(kind), target_(std::move(target)), path_(std::move(path)), fd_(fd) {
  if (kind_ != Kind::stream) buffer_ = std::make_unique_for_overwrite<char[]>(kBufferBytes);
}

OutputFile::~OutputFile() {
  if (kind_ == Kind::direct) write_out(buffer_.get(), buffered_);  // streamed: all of it goes
  if (fd_ >= 0) ::close(fd_);
  if (!temp_.empty() && kind_ == Kind::staged) ::unlink(temp_.c_str());  // not committed
}

void OutputFile::write(std::string_view text) {
  if (kind_ == Kind::stream) {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() && error_ == 0) {
      error_ = errno != 0 ? errno : EIO;
    }
    return;
  }
  if (!buffer_ || text.size() > kBufferBytes - buffered_) {
    write_out(buffer_.get(), buffered_);
    buffered_ = 0;
    if (!buffer_ || text.size() >= kBufferBytes) return write_out(text.data(), text.size());
  }
  std::memcpy(buffer_.get() + buffered_, text.data(), text.size());
  buffered_ += text.size();
}

void OutputFile::write_out(const char* data, std::size_t size) {
  while (size > 0 && error_ == 0) {
    const ssize_t written = ::write(fd_, data, size);
    if (written < 0) {
      if (errno != EINTR) error_ = errno;
      continue;
    }
    data += written;
    size -= static_cast<std::size_t>(written);
  }
}

bool OutputFile::copy_written_to(OutputFile& destination) {
  if (kind_ != Kind::staged || fd_ < 0 || !buffer_) return false;
  write_out(buffer_.get(), buffered_);
  buffered_ = 0;
  if (error_ != 0) return false;
  const auto chunk = std::make_unique_for_overwrite<char[]>(kBufferBytes);
  for (off_t at = 0;;) {
    const ssize_t got = ::pread(fd_, chunk.get(), kBufferBytes, at);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return false;
    if (got == 0) return true;
    destination.write({chunk.get(), static_cast<std::size_t>(got)});
    at += got;
  }
}

void OutputFile::flush() {
  if (kind_ == Kind::stream) {
    if (std::fflush(stdout) != 0 && error_ == 0) error_ = errno != 0 ? errno : EIO;
  } else if (kind_ == Kind::direct) {
    write_out(buffer_.get(), buffered_);
    buffered_ = 0;
  }
}

bool OutputFile::finish() {
  if (kind_ == Kind::stream) {
    if (std::fflush(stdout) != 0 && error_ == 0) error_ = errno;
    // Reported by the commit: the check of standard output at the end of main need not say
    // it again.
    if (error_ != 0) std::clearerr(stdout);
  } else {
    write_out(buffer_.get(), buffered_);
    buffered_ = 0;
    buffer_.reset();
    // On the disk before it is renamed over the target: after a crash or a power cut the target
    // is then the old file or the whole new one, never a new name for blocks not yet written.
    // Once only: a file parked (closed) already had it.
    if (kind_ == Kind::staged && fd_ >= 0 && error_ == 0 && !synced_) {
      if (::fsync(fd_) != 0 && errno != EINVAL) error_ = errno;
      synced_ = true;
    }
  }
  return error_ == 0;
}

bool OutputFile::park() {
  if (kind_ == Kind::stream || fd_ < 0) return error_ == 0;
  if (kind_ == Kind::staged && temp_.empty()) {
    // The unnamed temporary gets its name through its descriptor's link in /proc.
    const std::string self = fmt::format("/proc/self/fd/{}", fd_);
    const std::string temp = temporary_name(path_);
    ::unlink(temp.c_str());  // a leftover of an earlier process with the same id
    if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, temp.c_str(), AT_SYMLINK_FOLLOW) != 0) {
      error_ = errno;
      return false;
    }
    temp_ = temp;
  }
  return close_file();
}

bool OutputFile::close_file() {
  const int fd = std::exchange(fd_, -1);
  if (::close(fd) != 0 && error_ == 0 && errno != EINTR) error_ = errno;
  return error_ == 0;
}

namespace {

// The files this process renamed over their targets (written_by_this_process): device, inode,
// and the change time (seconds, nanoseconds) the rename gave them.
using FileIdentity = std::tuple<dev_t, ino_t, std::time_t, long>;
FileIdentity identity_of(const struct stat& file) {
  return {file.st_dev, file.st_ino, file.st_ctim.tv_sec, file.st_ctim.tv_nsec};
}
struct WrittenFiles {
  std::mutex mutex;
  std::set<FileIdentity> files;
};
WrittenFiles& written_files() {
  static WrittenFiles written;
  return written;
}

}  // namespace

bool written_by_this_process(const struct stat& file) {
  WrittenFiles& written = written_files();
  const std::lock_guard lock(written.mutex);
  return written.files.contains(identity_of(file));
}

bool OutputFile::rename_over_target() {
  if (kind_ != Kind::staged) return true;
  if (std::rename(temp_.c_str(), path_.c_str()) != 0) {
    error_ = errno;
    return false;
  }
  temp_.clear();
  if (struct stat renamed {}; ::stat(path_.c_str(), &renamed) == 0) {
    WrittenFiles& written = written_files();
    const std::lock_guard lock(written.mutex);
    written.files.insert(identity_of(renamed));
  }
  return true;
}

std::string OutputFile::failure() const {
  const char* const reason = std::strerror(error_ != 0 ? error_ : EIO);
  // Worded as main words a failure of standard output found at the end of a run.
  if (kind_ == Kind::stream) return fmt::format("cannot write to standard output: {}", reason);
  return fmt::format("cannot write '{}': {}", shown_name(target_), reason);
}

OutputSet::OutputSet() : max_open_temporaries_(temporaries_allowed_open()) {}

OutputSet::~OutputSet() = default;

void OutputSet::refuse_input(const struct stat& file, const std::string& named,
                             const std::string& why) const {
  if (!inputs_) return;
  if (const auto input = input_reached(file, *inputs_)) {
    throw OutputClash(fmt::format("{} is {}: {}", named, *input, why));
  }
}

// Records an output's file; `own_series` is the series the output is a numbered file of.
void OutputSet::claim(const std::string& path, const struct stat* existing,
                      const std::string& role, const Series* own_series) {
  auto clash = [&](const std::string& other) {
    throw OutputClash(fmt::format("{} and {} are the same file", other, role));
  };
  if (!path.empty()) {
    if (const auto known = roles_by_path_.find(path); known != roles_by_path_.end()) {
      clash(known->second);
    }
    const fs::path file(path);
    for (const Series& series : series_) {
      if (&series != own_series && file.parent_path() == series.folder &&
          in_series(file.filename().string(), series.stem, series.extension)) {
        clash(series.role + " (its numbered files)");
      }
    }
  }
  if (existing != nullptr && !S_ISCHR(existing->st_mode)) {
    const std::pair file{existing->st_dev, existing->st_ino};
    if (own_series == nullptr) {
      if (const auto known = series_files_.find(file); known != series_files_.end()) {
        clash(known->second);
      }
    }
    const auto [known, added] = roles_by_file_.try_emplace(file, role);
    if (!added) clash(known->second);
  }
  if (!path.empty()) roles_by_path_.emplace(path, role);
}

void OutputSet::guard_inputs(std::vector<std::string> inputs, InputsReplaced replaced) {
  inputs_ = std::move(inputs);
  inputs_replaced_ = replaced;
}

OutputFile& OutputSet::open(const std::string& target, const std::string& role) {
  return open_file(target, role, nullptr);
}

OutputFile& OutputSet::open_numbered(std::size_t series, std::size_t number, int digits) {
  const Series& numbered = series_.at(series);
  return open_file(numbered_file_name(numbered.base, number, digits), numbered.role, &numbered);
}

OutputFile& OutputSet::open_file(const std::string& target, const std::string& role,
                                 const Series* own_series) {
  const Resolved where = resolve(target);
  // In a clash's message: "-o out.pdn", "--rejects (standard output)" ("-" or no name).
  const std::string shown =
      where.kind == Resolved::Kind::stream ? "(standard output)" : shown_name(target);
  const std::string named = role.empty() ? shown : fmt::format("{} {}", role, shown);
  // "-o 'games.pdn' is one of the inputs", as support::output_is_input says it.
  const std::string quoted = where.kind == Resolved::Kind::stream ? named
                             : role.empty()                       ? fmt::format("'{}'", shown)
                                            : fmt::format("{} '{}'", role, shown);
  int fd = -1;
  OutputFile::Kind kind = OutputFile::Kind::staged;
  std::string temp;
  switch (where.kind) {
    case Resolved::Kind::stream: {
      kind = OutputFile::Kind::stream;
      struct stat found {};
      const bool known = ::fstat(STDOUT_FILENO, &found) == 0;
      if (known) refuse_input(found, quoted, "it would be written into while it is read");
      claim("-", known ? &found : nullptr, named, own_series);
      break;
    }
    case Resolved::Kind::direct: {
      kind = OutputFile::Kind::direct;
      struct stat found {};
      if (::stat(target.c_str(), &found) != 0) fail(errno, "cannot write " + shown_name(target));
      refuse_input(found, quoted, "it would be written into while it is read");
      claim({}, &found, named, own_series);  // before opening: opening truncates
      // A regular file here is one an open descriptor holds (/dev/stdout after `>> log`): written
      // after what it holds, as the shell's `>>` asks (`>` has already emptied it).
      const int start = S_ISREG(found.st_mode) ? O_APPEND : O_TRUNC;
      fd = ::open(target.c_str(), O_WRONLY | O_CREAT | start | O_CLOEXEC, 0666);
      if (fd < 0) fail(errno, "cannot write " + shown_name(target));
      break;
    }
    case Resolved::Kind::file: {
      if (where.found && inputs_replaced_ == InputsReplaced::never) {
        refuse_input(*where.found, quoted, "it would replace what is read");
      }
      claim(where.path, where.found ? &*where.found : nullptr, named, own_series);
      const std::string name = fs::path(where.path).filename().string();
      remove_stale_temporaries(folder_of(where.path),
                               [&](const std::string& file) { return file == name; });
      fd = create_temporary(where.path, where.found, temp, target);
      ++replaced_;
      ++open_temporaries_;
      break;
    }
  }
  files_.push_back(std::unique_ptr<OutputFile>(new OutputFile(kind, target, where.path, fd)));
  files_.back()->temp_ = std::move(temp);
  return *files_.back();
}

std::size_t OutputSet::expect_series(const std::string& base, const std::string& role) {
  const std::string file = canonical_file(base, "the numbered files of " + base);
  if (resolve(base).kind != Resolved::Kind::file) {
    fail(EINVAL, "cannot write files numbered after " + shown_name(base) +
                     ": it names standard output, a device or a FIFO, not a file");
  }
  const std::string name = fs::path(file).filename().string();
  const auto [stem, extension] = split_extension(name);
  Series series{base, folder_of(file), std::string(stem), std::string(extension), role};
  const std::string numbered = role + " (its numbered files)";
  auto clash = [&](const std::string& other) {
    throw OutputClash(fmt::format("{} and {} are the same file", other, numbered));
  };
  for (const auto& [path, other] : roles_by_path_) {
    const fs::path known(path);
    if (known.parent_path() == series.folder &&
        in_series(known.filename().string(), series.stem, series.extension)) {
      clash(other);
    }
  }
  // The numbered files already there (of an earlier run, or links): the same file as another
  // output through a link or a hard link is a clash too.
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(series.folder, error)) {
    struct stat found {};
    if (!in_series(entry.path().filename().string(), series.stem, series.extension) ||
        ::stat(entry.path().c_str(), &found) != 0 || !S_ISREG(found.st_mode)) {
      continue;
    }
    const std::pair id{found.st_dev, found.st_ino};
    if (const auto known = roles_by_file_.find(id); known != roles_by_file_.end()) {
      clash(known->second);
    }
    series_files_.emplace(id, numbered);
  }
  remove_stale_temporaries(series.folder, [&](const std::string& name) {
    return in_series(name, series.stem, series.extension);
  });
  series_.push_back(std::move(series));
  return series_.size() - 1;
}

void OutputSet::flush() {
  for (const auto& file : files_) file->flush();
}

void OutputSet::finish(OutputFile& file) {
  file.finish();
  if (file.kind_ != OutputFile::Kind::staged || file.fd_ < 0) return;
  if (open_temporaries_ > max_open_temporaries_) {
    file.park();
    --open_temporaries_;
  }
}

std::vector<std::string> OutputSet::commit() {
  std::vector<std::string> errors;
  for (const auto& file : files_) {
    if (!file->finish()) errors.push_back(file->failure());
  }
  if (!errors.empty()) return errors;
  for (const auto& file : files_) {
    if (!file->park()) errors.push_back(file->failure());
  }
  if (!errors.empty()) return errors;
  for (const auto& file : files_) {
    if (!file->rename_over_target()) errors.push_back(file->failure());
  }
  return errors;
}

std::string numbered_file_name(std::string_view name, std::size_t number, int digits) {
  // fmt would throw its own error, a type of a library the header does not show.
  if (digits < 0) {
    throw std::invalid_argument(fmt::format("numbered_file_name: digits {} is below 0", digits));
  }
  const auto [stem, extension] = split_extension(name);
  return fmt::format("{}-{:0{}}{}", stem, number, digits, extension);
}

std::optional<std::string> leftover_files(const std::function<std::string(std::size_t)>& name,
                                          std::size_t written) {
  std::size_t last = written;
  while (std::filesystem::exists(name(last + 1))) ++last;
  if (last == written) return std::nullopt;
  if (last == written + 1) {
    return fmt::format("{} is left from an earlier run", shown_name(name(last)));
  }
  return fmt::format("{} to {} are left from an earlier run", shown_name(name(written + 1)),
                     shown_name(name(last)));
}

std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes) {
  try {
    OutputSet outputs;
    outputs.open(path, "").write(bytes);
    const std::vector<std::string> errors = outputs.commit();
    if (!errors.empty()) return errors.front();
    return std::nullopt;
  } catch (const std::system_error& e) {
    return std::string(e.what());
  }
}

}  // namespace damas::support
