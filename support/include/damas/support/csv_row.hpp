// A row of CSV as RFC 4180 writes it (pdn convert --to csv, pdn standings --format csv): fields
// holding a comma, a double quote or a line end are quoted, their quotes doubled; the row ends
// with CRLF. Texts from the input are kept from being taken for formulas (text()).
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
  // Appends a text taken from the input (a tag value, a player's name), which a spreadsheet must
  // show rather than compute: one that a spreadsheet would read as a formula (it begins with =
  // or @, with + or - before something other than a number, or with a tab or a carriage return)
  // gets a leading apostrophe, as OWASP advises against CSV injection. "-" (an unknown round)
  // and "-1" stay as they are.
  void text(std::string_view value) {
    if (!reads_as_formula(value)) return field(value);
    std::string guarded = "'";
    guarded += value;
    field(guarded);
  }

  static bool reads_as_formula(std::string_view value) {
    if (value.empty()) return false;
    switch (value[0]) {
      case '=':
      case '@':
      case '\t':
      case '\r':
        return true;
      case '+':
      case '-':
        return value.size() > 1 &&
               value.find_first_not_of("0123456789.", 1) != std::string_view::npos;
      default:
        return false;
    }
  }

  // The row, with its line end; the row is then used up.
  std::string end() { return std::move(text_) + "\r\n"; }

 private:
  std::string text_;
  bool first_ = true;
};

}  // namespace damas::support
