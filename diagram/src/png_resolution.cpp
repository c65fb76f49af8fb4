#include "png_resolution.hpp"

#include <zlib.h>

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string_view>

namespace damas::diagram {

namespace {

constexpr std::string_view kSignature = "\x89PNG\r\n\x1a\n";
constexpr double kMetresPerInch = 0.0254;

void append_u32(std::string& out, std::uint32_t value) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((value >> shift) & 0xFF);
}

// A chunk: length, type, data and the CRC of type and data (all integers big-endian).
std::string chunk(std::string_view type, const std::string& data) {
  std::string out;
  append_u32(out, static_cast<std::uint32_t>(data.size()));
  const std::string body = std::string(type) + data;
  out += body;
  append_u32(out, static_cast<std::uint32_t>(
                      crc32(0, reinterpret_cast<const Bytef*>(body.data()),
                            static_cast<uInt>(body.size()))));
  return out;
}

}  // namespace

std::string with_png_resolution(const std::string& png, double dpi) {
  // Signature, then IHDR: 4 bytes of length, "IHDR", 13 bytes of data, 4 of CRC.
  const std::size_t ihdr_end = kSignature.size() + 4 + 4 + 13 + 4;
  if (png.size() < ihdr_end || !png.starts_with(kSignature) ||
      png.compare(kSignature.size() + 4, 4, "IHDR") != 0) {
    throw std::runtime_error("cairo wrote no PNG header");
  }
  const auto per_metre = static_cast<std::uint32_t>(std::lround(dpi / kMetresPerInch));
  std::string data;
  append_u32(data, per_metre);  // across
  append_u32(data, per_metre);  // down
  data += '\x01';               // the unit is the metre
  std::string out = png;
  out.insert(ihdr_end, chunk("pHYs", data));
  return out;
}

}  // namespace damas::diagram
