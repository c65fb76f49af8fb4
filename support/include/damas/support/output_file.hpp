// The files one run of a command writes, as one transaction: a reader never sees half of a file,
// and a run that fails replaces nothing.
//
// OutputSet::open(target, role) gives the OutputFile to write `target` through:
// - Standard output ("-" or "") is streamed, through stdio.
// - A target that is not a regular file is written into directly: a device (/dev/null,
//   /dev/full), a FIFO, and /dev/stdout and the other descriptor links of /proc (a regular file
//   behind one is appended to, as `>>` asks; `>` has emptied it already).
// - A regular file, existing or new, is replaced. Symbolic links are followed to the real file
//   (the link stays a link; a dangling link gets its target created), and the bytes go to a
//   temporary file in that file's folder: an unnamed one (O_TMPFILE), which the kernel frees
//   with its last descriptor, so a run killed even by SIGKILL leaves no file behind. The
//   temporary has the mode, owner and group of the file it replaces where permitted (a new
//   file: 0666 & ~umask); when the group cannot be kept, the group's permissions are dropped, so
//   that a private file is never shown to a group it was not shown to. The file that replaces
//   it is a new one: another hard link to the old file keeps the old content.
// Two outputs that are the same file are an OutputClash, thrown by open() before anything is
// written: the same name after links, "." and ".." (./X, a symbolic link to X), the same
// device and inode (a hard link; a FIFO or standard output named twice), or a name in a
// numbered series announced by expect_series (--split). Character devices (/dev/null) may be
// named by several outputs. An output may be one of the inputs: it is replaced at the commit,
// once the inputs have been read; a run told its inputs (guard_inputs) refuses, as an
// OutputClash, what would write into an input while it is read (standard output appended to
// it, /dev/stdout), and, unless told otherwise, any output that is one.
//
// commit() first finishes every output (the remaining buffered bytes written, the files closed);
// only when all of that succeeded does it rename each temporary over its target (atomic on one
// file system), so that a run that could not write one output replaces none. Without a commit
// (a failed run, an exception), the destructor drops the temporaries and the targets keep their
// old content. Renaming is the last step: should one rename fail (the folder made read-only
// meanwhile), the outputs renamed before it stay replaced, and the failure is reported.
//
// A run writing thousands of files (--split) would run out of descriptors keeping each
// temporary open until the commit: past a quarter of the descriptor limit, a file declared
// finished is parked, given the hidden name ".NAME.tmp-PID" beside its target and closed. So is
// every temporary on a file system without O_TMPFILE. The destructor removes them (pdn stops an
// interrupted run so that it runs); a run killed outright leaves them, and the next run writing
// the same target (or the same series, expect_series) removes the ones whose process PID is no
// longer alive.
#pragma once

#include <sys/stat.h>
#include <sys/types.h>

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace damas::support {

// Two outputs of one run are the same file (a usage error).
class OutputClash : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class OutputFile {
 public:
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
  ~OutputFile();  // drops an uncommitted temporary

  // Buffered; a failure is kept and reported by OutputSet::commit.
  void write(std::string_view text);
  // Writes out what is buffered when another program may be reading this output as it is
  // written (standard output, a FIFO, a device); a file replaced at the commit is seen by no one
  // before it, and keeps its buffer. A failure is kept, as write's.
  void flush();
  // Whether this output replaces a file at the commit (rather than being streamed or written
  // into directly).
  bool replaces_file() const { return kind_ == Kind::staged; }
  // Appends what was written to this file so far to `destination`: a run saves its output
  // while it runs (another OutputSet's file) and goes on writing this one. Only for a file that
  // replaces one and is not finished; false when it is not, or its bytes could not be written
  // out or read back (a full disk).
  bool copy_written_to(OutputFile& destination);

 private:
  friend class OutputSet;
  enum class Kind { stream, direct, staged };
  OutputFile(Kind kind, std::string target, std::string path, int fd);

  void write_out(const char* data, std::size_t size);
  bool finish();              // writes out the buffer and frees it; false when a write failed
  bool park();                // names the temporary and closes it; false when that failed
  bool close_file();          // closes the descriptor; false when closing reported an error
  bool rename_over_target();  // the commit of a staged file
  std::string failure() const;

  Kind kind_;
  std::string target_;  // as the user named it, for messages
  std::string path_;    // staged: the real file replaced
  std::string temp_;    // staged: the temporary's name, once it has one
  int fd_ = -1;
  std::unique_ptr<char[]> buffer_;
  std::size_t buffered_ = 0;
  int error_ = 0;  // the errno of the first failure
  bool synced_ = false;  // fsync done (finish)
};

class OutputSet {
 public:
  OutputSet();
  OutputSet(const OutputSet&) = delete;
  OutputSet& operator=(const OutputSet&) = delete;
  ~OutputSet();  // without a commit, every temporary is dropped

  // What the outputs may do to the files the run reads, `inputs` ("-" for standard input, as
  // does an empty list): `replaced` says whether a file output may be one of them (replaced at
  // the commit, once they are read: `pdn convert IN -o IN` cleans a file in place), or not (a page
  // or a picture over the games it is made of). Standard output or a device path that is one of
  // them is refused either way: it would be written into while being read. Call before open().
  enum class InputsReplaced { never, at_commit };
  void guard_inputs(std::vector<std::string> inputs, InputsReplaced replaced);

  // `role` names the option in a clash's message ("-o", "--rejects"). Throws OutputClash, or
  // std::system_error when the target cannot be written (a missing folder, a folder named as
  // the file, no permission to create a file beside it).
  OutputFile& open(const std::string& target, const std::string& role);

  // Announces the files numbered after `base` (numbered_file_name), to be opened later by
  // open_numbered: another output that has such a name is an OutputClash. Removes the
  // temporaries of the series left by killed runs. Gives the series' number for open_numbered;
  // throws std::system_error when base's folder does not exist, or when `base` is not a file's
  // name: standard output ("-"), a device (/dev/null), a FIFO, a descriptor (/dev/stdout), whose
  // numbered names are not files of the user's (/dev/null-001 was made in /dev, as root).
  std::size_t expect_series(const std::string& base, const std::string& role);
  // open() of the file `number` of a series (numbered_file_name(base, number, digits)).
  OutputFile& open_numbered(std::size_t series, std::size_t number, int digits = 3);

  // OutputFile::flush of every output: a run that reads a live stream (a relay, `tail -f`)
  // calls it when its input waits, so that the games it has written are seen at once.
  void flush();

  // Nothing more will be written to `file` (one of this set's): its buffer is written out and
  // freed and, when many temporaries are open, it is parked.
  void finish(OutputFile& file);

  // Replaces the targets, all or none (see above); the error messages, empty when all is done.
  std::vector<std::string> commit();

  // Whether any output replaces a file (rather than being streamed or written into directly).
  bool replaces_files() const { return replaced_ > 0 || !series_.empty(); }

 private:
  struct Series {
    std::string base;    // as given
    std::string folder;  // canonical
    std::string stem;
    std::string extension;
    std::string role;
  };
  OutputFile& open_file(const std::string& target, const std::string& role,
                        const Series* own_series);
  void claim(const std::string& path, const struct stat* existing, const std::string& role,
             const Series* own_series);
  // Throws the OutputClash of an output `named` that is one of the guarded inputs.
  void refuse_input(const struct stat& file, const std::string& named,
                    const std::string& why) const;
  // Removes the temporaries that killed runs left in `folder` for the names `is_ours` takes.
  void remove_stale_temporaries(const std::string& folder,
                                const std::function<bool(const std::string&)>& is_ours);
  static std::unordered_map<std::string, std::vector<std::string>> stale_temporaries_in(
      const std::string& folder);

  std::vector<std::unique_ptr<OutputFile>> files_;
  std::unordered_map<std::string, std::string> roles_by_path_;   // canonical path -> role
  std::map<std::pair<dev_t, ino_t>, std::string> roles_by_file_;  // existing files
  std::map<std::pair<dev_t, ino_t>, std::string> series_files_;   // numbered files found
  // Per folder: the stale temporaries not yet removed, by the name they were for.
  std::unordered_map<std::string, std::unordered_map<std::string, std::vector<std::string>>>
      stale_by_folder_;
  std::vector<Series> series_;
  std::optional<std::vector<std::string>> inputs_;  // guard_inputs's
  InputsReplaced inputs_replaced_ = InputsReplaced::at_commit;
  std::size_t open_temporaries_ = 0;
  std::size_t max_open_temporaries_;
  std::size_t replaced_ = 0;
};

// Whether `file` (as stat gives it) is one this process wrote and renamed over its target (an
// OutputSet's commit), unchanged since: a reader that finds it under the name of its input
// knows the file was replaced by this process's own output (a run saving -o while it reads the
// same file), not by another program. Device, inode and change time must all match: a file
// this process wrote and that was removed since may leave its inode to another program's.
bool written_by_this_process(const struct stat& file);

// "out.pdn", 1 -> "out-001.pdn"; "dir/out", 12 -> "dir/out-012"; at least `digits` digits, more
// past 999. Throws std::invalid_argument for `digits` below 0.
std::string numbered_file_name(std::string_view name, std::size_t number, int digits = 3);

// The files of a numbered series that an earlier run left after the `written` files of this run
// (name(written + 1), name(written + 2), ... as long as they exist), which a reader of the
// series would take for this run's: a warning naming them ("out-004.pdn is left from an earlier
// run", "out-004.pdn to out-006.pdn are left from an earlier run"), or nullopt. They are not
// removed.
std::optional<std::string> leftover_files(const std::function<std::string(std::size_t)>& name,
                                          std::size_t written);

// Writes `bytes` to `path` through an OutputSet of one; gives an error message when it could not.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes);

}  // namespace damas::support
