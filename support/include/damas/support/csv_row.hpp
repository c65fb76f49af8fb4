// A row of CSV as RFC 4180 writes it (pdn convert --to csv, pdn standings --format csv): fields
// holding a comma, a double quote or a line end are quoted, their quotes doubled; the row ends
// with CRLF.
#pragma once

#include <string>
#include <string_view>

namespace damas::support {

class CsvRow {
 public:
  // Appends one field, quoted when RFC 4180 requires it.
  void field(std::string_view value) {
    if (!first_) text_ += ',';
    first_ = false;
    if (value.find_first_of(",\"\r\n") == std::string_view::npos) {
      text_ += value;
      return;
    }
    text_ += '"';
    for (const char c : value) {
      if (c == '"') text_ += '"';
      text_ += c;
    }
    text_ += '"';
  }
  // The row, with its line end; the row is then used up.
  std::string end() { return std::move(text_) + "\r\n"; }

 private:
  std::string text_;
  bool first_ = true;
};

}  // namespace damas::support
