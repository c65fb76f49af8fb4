#include "damas/pdn/reader.hpp"

#include <cerrno>
#include <stdexcept>
#include <string>
#include <system_error>

#include <tao/pegtl.hpp>

#include "emitter.hpp"
#include "read_loop.hpp"

namespace damas::pdn {

ReadSummary read_text(std::string_view text, std::string_view source, Visitor& visitor,
                      const ReadOptions& options) {
  detail::Emitter emitter(visitor, source);
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::eager, tao::pegtl::eol::lf_crlf> in(
      text.data(), text.size(), std::string(source));
  detail::read_input(in, emitter, options.dialect);
  return emitter.summary();
}

ReadSummary read_file(const std::filesystem::path& path, Visitor& visitor,
                      const ReadOptions& options) {
  const std::string name = path.string();
  detail::Emitter emitter(visitor, name);
  // mmap_input throws std::system_error itself when the file cannot be opened or mapped.
  tao::pegtl::mmap_input<tao::pegtl::tracking_mode::eager, tao::pegtl::eol::lf_crlf> in(path);
  detail::read_input(in, emitter, options.dialect);
  return emitter.summary();
}

ReadSummary read_stream(std::FILE* stream, std::string_view source, Visitor& visitor,
                        const ReadOptions& options) {
  detail::Emitter emitter(visitor, source);
  tao::pegtl::cstream_input<tao::pegtl::eol::lf_crlf> in(stream, kMaxStreamGameBytes,
                                                         std::string(source));
  try {
    detail::read_input(in, emitter, options.dialect);
  } catch (const std::overflow_error&) {
    // The buffer only holds the current game; a longer one cannot be read from a stream.
    emitter.fail_game(detail::current_position(in),
                      "game longer than " + std::to_string(kMaxStreamGameBytes >> 20) +
                          " MiB; reading stopped");
  }
  if (std::ferror(stream)) throw std::system_error(errno, std::generic_category(), std::string(source));
  return emitter.summary();
}

}  // namespace damas::pdn
