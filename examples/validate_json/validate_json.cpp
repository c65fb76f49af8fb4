// validate_json FILE: replays every game of a PDN file through the rules and prints one JSON
// object per game (JSON Lines): {"game", "line", "result_tag", "outcome": {"result", "reason",
// "ply"}, "diagnostics": [{"severity", "code", "reason", "ply", "move", "line", "column",
// "message"}]}, a game that cannot be read having one "syntax" diagnostic. A short form of
// `pdn validate --format json`. Exit code 0 when no game has an error, 1 otherwise, 2 when the
// file cannot be read.
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/support/json_writer.hpp"

namespace {

using damas::support::JsonWriter;

void write_diagnostic(JsonWriter& json, const damas::pdn::Diagnostic& d) {
  json.begin_object();
  json.key("severity").string(damas::pdn::severity_text(d.severity));
  json.key("code").string(damas::pdn::code_text(d.code));
  if (d.reason) json.key("reason").string(damas::rules::reason_text(*d.reason));
  if (d.ply > 0) {
    json.key("ply").number(d.ply);
    json.key("move").string(d.move);
  }
  json.key("line").number(static_cast<std::int64_t>(d.position.line));
  json.key("column").number(static_cast<std::int64_t>(d.position.column));
  json.key("message").string(d.message);
  json.end_object();
}

void print(JsonWriter& json) {
  std::printf("%s\n", json.take().c_str());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: validate_json FILE\n");
    return 2;
  }
  const std::string file = argv[1];
  bool errors = false;
  damas::pdn::GameBuilder builder(
      [&](damas::pdn::Game&& game) {
        const damas::pdn::ReplayedGame replayed = damas::pdn::replay(game);
        errors = errors || replayed.has_errors();
        JsonWriter json;
        json.begin_object();
        json.key("game").number(static_cast<std::int64_t>(game.number));
        json.key("line").number(static_cast<std::int64_t>(game.position.line));
        if (const std::string* result = game.tag("Result")) {
          json.key("result_tag").string(*result);
        } else {
          json.key("result_tag").null();
        }
        json.key("outcome").begin_object();
        json.key("result").string(damas::rules::result_text(replayed.outcome.result));
        json.key("reason").string(damas::rules::reason_text(replayed.outcome.reason));
        json.key("ply").number(replayed.outcome.ply);
        json.end_object();
        json.key("diagnostics").begin_array();
        for (const damas::pdn::Diagnostic& d : replayed.diagnostics) write_diagnostic(json, d);
        json.end_array().end_object();
        print(json);
      },
      [&](const damas::pdn::ReadError& error) {
        errors = true;
        damas::pdn::Diagnostic d;
        d.code = damas::pdn::DiagnosticCode::syntax;
        d.position = error.position;
        d.message = error.message;
        JsonWriter json;
        json.begin_object();
        json.key("game").number(static_cast<std::int64_t>(error.game));
        json.key("diagnostics").begin_array();
        write_diagnostic(json, d);
        json.end_array().end_object();
        print(json);
      },
      file);
  try {
    damas::pdn::read_file(file, builder);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "validate_json: %s: %s\n", file.c_str(), e.what());
    return 2;
  }
  return errors ? 1 : 0;
}
