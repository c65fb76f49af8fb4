// Reading a game of the JSON form (json.hpp) as nlohmann-json's SAX parser reports it: the game
// is built as its values arrive, without a document tree, so time and memory are linear in the
// line (a tree of 200,000 tags took 13 s to build and check, the parser's callback mode going
// through an array's elements at the end of each). Every member is checked for its type, its
// range and what the PDN writer can write back unchanged (writable.hpp); the first fault ends
// the reading with a JsonError naming the member by its path: `moves.nodes[3].strength: ...`.
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "damas/pdn/json.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/support/quoted.hpp"
#include "writable.hpp"

namespace damas::pdn {

namespace {

using nlohmann::json;

// The members of the objects of the JSON form.
// clang-format off
enum class Member : std::uint8_t {
  game, at, tags, moves, result,  // the game's
  name, value,                    // a tag's, a command's
  nodes, trailing,                // a line's
  before, number, second, move, squares, separator, strength, nags, after, variations,  // a node's
  comment, commands, escape, setup,  // a remark's
  nag,                               // a NAG's
  text,                              // the result's
};
// clang-format on

constexpr std::string_view kMemberNames[] = {
    "game",      "at",       "tags",   "moves",  "result",     "name",    "value",
    "nodes",     "trailing", "before", "number", "second",     "move",    "squares",
    "separator", "strength", "nags",   "after",  "variations", "comment", "commands",
    "escape",    "setup",    "nag",    "text"};

constexpr std::string_view name_of(Member member) {
  return kMemberNames[static_cast<std::size_t>(member)];
}

constexpr std::uint32_t bit(Member member) { return 1U << static_cast<unsigned>(member); }

// The objects and arrays of the JSON form.
// clang-format off
enum class Kind : std::uint8_t {
  game, tag, line, node, remark, command, nag, result,                  // objects
  tags, nodes, remarks, variations, squares, nags, commands, position,  // arrays
};
// clang-format on

constexpr bool is_object(Kind kind) { return kind <= Kind::result; }

// An object's members, in the order the writer writes them (looked for in that order first),
// and those it must have.
struct ObjectSpec {
  std::span<const Member> members;
  std::uint32_t required;
};

constexpr Member kGameMembers[] = {Member::game, Member::at, Member::tags, Member::moves,
                                   Member::result};
constexpr Member kTagMembers[] = {Member::name, Member::value, Member::at};
constexpr Member kLineMembers[] = {Member::nodes, Member::trailing};
constexpr Member kNodeMembers[] = {Member::before, Member::number,    Member::second,
                                   Member::move,   Member::squares,   Member::separator,
                                   Member::at,     Member::strength,  Member::nags,
                                   Member::after,  Member::variations};
constexpr Member kRemarkMembers[] = {Member::comment, Member::commands, Member::escape,
                                     Member::setup, Member::at};
constexpr Member kCommandMembers[] = {Member::name, Member::value};
constexpr Member kNagMembers[] = {Member::nag, Member::at};
constexpr Member kResultMembers[] = {Member::text, Member::at};

// All of `members` but the optional ones.
constexpr std::uint32_t all_but(std::span<const Member> members, std::uint32_t optional) {
  std::uint32_t bits = 0;
  for (const Member member : members) bits |= bit(member);
  return bits & ~optional;
}

ObjectSpec spec_of(Kind kind) {
  switch (kind) {
    case Kind::game:
      return {kGameMembers, all_but(kGameMembers, bit(Member::result))};
    case Kind::tag:
      return {kTagMembers, all_but(kTagMembers, 0)};
    case Kind::line:
      return {kLineMembers, all_but(kLineMembers, 0)};
    case Kind::node:
      return {kNodeMembers, all_but(kNodeMembers, bit(Member::number) | bit(Member::second))};
    case Kind::remark:  // one of comment, escape and setup: see check_members
      return {kRemarkMembers, bit(Member::at)};
    case Kind::command:
      return {kCommandMembers, all_but(kCommandMembers, 0)};
    case Kind::nag:
      return {kNagMembers, all_but(kNagMembers, 0)};
    default:
      return {kResultMembers, all_but(kResultMembers, 0)};
  }
}

// The kind of array a member holds, for the members that hold one.
std::optional<Kind> array_of(Member member) {
  switch (member) {
    case Member::tags:
      return Kind::tags;
    case Member::nodes:
      return Kind::nodes;
    case Member::trailing:
    case Member::before:
    case Member::after:
      return Kind::remarks;
    case Member::variations:
      return Kind::variations;
    case Member::squares:
      return Kind::squares;
    case Member::nags:
      return Kind::nags;
    case Member::commands:
      return Kind::commands;
    case Member::at:
      return Kind::position;
    default:
      return std::nullopt;
  }
}

// The largest position or game number: the writer writes them as signed 64-bit numbers.
constexpr std::uint64_t kMaxCount = INT64_MAX;

// The remark being read: its kind is known only from its members. Remarks do not nest, so one
// is read at a time, and so is one list of them.
struct RemarkDraft {
  std::optional<Member> kind;  // comment, escape or setup
  std::string text;
  std::vector<Command> commands;
  SourcePosition position;
};

// One open object or array, with what it fills in.
struct Frame {
  Kind kind = Kind::game;
  std::uint8_t next = 0;   // objects: where to look first for the next member (spec order)
  Member member{};         // objects: the member whose value is read now
  std::uint32_t seen = 0;  // objects: the members read
  std::size_t count = 0;   // arrays: the elements read
  std::size_t depth = 0;   // lines: the variations around them
  // What the object or array fills in (the object holding it, for the other arrays).
  union Target {
    Target() : game(nullptr) {}
    // Implicit: a frame is made from the pointer to what it fills in.
    Target(Game* to) : game(to) {}
    Target(Tag* to) : tag(to) {}
    Target(Line* to) : line(to) {}
    Target(Node* to) : node(to) {}
    Target(Command* to) : command(to) {}
    Target(Nag* to) : nag(to) {}
    Target(Result* to) : result(to) {}
    Target(SourcePosition* to) : position(to) {}
    Target(Squares* to) : squares(to) {}

    Game* game;
    Tag* tag;
    Line* line;
    Node* node;
    Command* command;
    Nag* nag;
    Result* result;
    SourcePosition* position;  // the position array
    Squares* squares;          // the squares array
  } target{};
};

class GameReader {
 public:
  // nlohmann-json's SAX interface.
  bool null() { return wrong_type("null"); }
  bool boolean(bool value) {
    if (!member_is(Member::second)) return wrong_type("true or false");
    number_of(*top().target.node).second_player = value;
    return true;
  }
  bool number_integer(json::number_integer_t value) {
    if (value >= 0) return number_unsigned(static_cast<json::number_unsigned_t>(value));
    return wrong_type("a negative number");
  }
  bool number_unsigned(json::number_unsigned_t value);
  bool number_float(json::number_float_t, const std::string& text) {
    return wrong_type("the number " + text + " (not a whole number of 64 bits)");
  }
  bool string(std::string& value);
  bool binary(json::binary_t&) { return wrong_type("binary data"); }
  bool start_object(std::size_t);
  bool key(std::string& name);
  bool end_object();
  bool start_array(std::size_t);
  bool end_array();
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
    // "[json.exception.parse_error.101] parse error at line 1, column 54: syntax error ...":
    // the place goes to the report's column, the rest is the message.
    std::string message = e.what();
    if (const std::size_t place = message.find(": ");
        message.starts_with("[json.exception.parse_error") && place != std::string::npos) {
      message.erase(0, place + 2);
    }
    throw JsonError(message, position);
  }

  Game take() { return std::move(game_); }

 private:
  // The deepest nesting of the JSON form: the game and its line; four per variation (the
  // node's "variations", the line, its "nodes", the node); in the deepest node, a remark list,
  // a remark, its commands and a command. Reserved at once: frames are referred to while others
  // are pushed.
  static constexpr std::size_t kMaxFrames = 2 + 4 * (kMaxVariationDepth + 1) + 4;

  // The move number of a node, made when its first part ("number" or "second") is read.
  static MoveNumber& number_of(Node& node) {
    if (!node.number) node.number.emplace();
    return *node.number;
  }

  Frame& top() { return frames_.back(); }
  bool member_is(Member member) {
    return !frames_.empty() && is_object(top().kind) && top().member == member;
  }

  // The path of the value being read in the object or array on top ("moves.nodes[3].strength")
  // or, not `inside`, of that object or array itself.
  std::string path(bool inside) const;
  // Ends the reading: the value being read is at fault.
  [[noreturn]] void fail(const std::string& reason) const;
  // Ends the reading: `member` of the object on top (the object itself when empty) is at fault.
  [[noreturn]] void fail_in_object(std::string_view member, const std::string& reason) const;
  [[noreturn]] bool wrong_type(const std::string& found) const;

  void start_element(Kind array);
  void start_member_object();
  void end_element();
  void check_members(const Frame& frame) const;
  // Ends the reading if the object on top has a flaw.
  void check(const std::optional<detail::Flaw>& flaw) const;
  SourcePosition* position_target();
  void finish_remark();

  Game game_;
  std::vector<Frame> frames_ = [] {
    std::vector<Frame> frames;
    frames.reserve(kMaxFrames);
    return frames;
  }();
  RemarkDraft remark_;
  std::vector<Remark> remarks_;  // the list of remarks being read
};

std::string GameReader::path(bool inside) const {
  std::string out;
  const std::size_t size = inside ? frames_.size() : frames_.size() - 1;
  for (std::size_t i = 0; i < size; ++i) {
    const Frame& frame = frames_[i];
    if (is_object(frame.kind)) {
      if (!out.empty()) out += '.';
      out += name_of(frame.member);
    } else {
      out += '[' + std::to_string(frame.count) + ']';
    }
  }
  return out;
}

void GameReader::fail(const std::string& reason) const {
  const std::string where = frames_.empty() ? std::string() : path(true);
  throw JsonError(where.empty() ? reason : where + ": " + reason);
}

void GameReader::fail_in_object(std::string_view member, const std::string& reason) const {
  std::string where = path(false);
  if (!member.empty()) {
    if (!where.empty()) where += '.';
    where += member;
  }
  throw JsonError(where.empty() ? reason : where + ": " + reason);
}

bool GameReader::wrong_type(const std::string& found) const {
  if (frames_.empty()) fail("a game must be a JSON object, not " + found);
  const Frame& frame = frames_.back();
  std::string expected;
  if (frame.kind == Kind::squares) {
    expected = "a square (a number, or a name of at most two characters)";
  } else if (frame.kind == Kind::position) {
    expected = "a whole number";
  } else if (!is_object(frame.kind)) {
    expected = "an object";
  } else {
    switch (frame.member) {
      case Member::game:
      case Member::number:
      case Member::nag:
        expected = "a whole number";
        break;
      case Member::second:
        expected = "true or false";
        break;
      case Member::moves:
        expected = "an object (a line)";
        break;
      case Member::result:
        expected = "an object";
        break;
      default:
        expected = array_of(frame.member) ? "an array" : "a string";
    }
  }
  fail("expected " + expected + ", found " + found);
}

void GameReader::check(const std::optional<detail::Flaw>& flaw) const {
  if (flaw) fail_in_object(flaw->member, flaw->reason);
}

bool GameReader::key(std::string& name) {
  Frame& frame = top();
  const ObjectSpec spec = spec_of(frame.kind);
  const std::size_t size = spec.members.size();
  for (std::size_t tried = 0; tried < size; ++tried) {
    const std::size_t i = (frame.next + tried) % size;
    const Member member = spec.members.begin()[i];
    if (name_of(member) != name) continue;
    if ((frame.seen & bit(member)) != 0) fail_in_object(name, "repeated");
    frame.member = member;
    frame.seen |= bit(member);
    frame.next = static_cast<std::uint8_t>((i + 1) % size);
    return true;
  }
  fail_in_object({}, "unknown member " + support::quoted(name));
}

SourcePosition* GameReader::position_target() {
  const Frame& owner = top();
  switch (owner.kind) {
    case Kind::game:
      return &owner.target.game->position;
    case Kind::tag:
      return &owner.target.tag->position;
    case Kind::node:
      return &owner.target.node->position;
    case Kind::nag:
      return &owner.target.nag->position;
    case Kind::result:
      return &owner.target.result->position;
    default:
      return &remark_.position;
  }
}

bool GameReader::number_unsigned(json::number_unsigned_t value) {
  if (frames_.empty()) return wrong_type("a number");
  Frame& frame = top();
  if (frame.kind == Kind::position) {
    if (frame.count == 3) fail("a position has three numbers: line, column, byte");
    if (value > kMaxCount) fail("larger than " + std::to_string(kMaxCount));
    std::size_t SourcePosition::*const fields[] = {&SourcePosition::line, &SourcePosition::column,
                                                   &SourcePosition::byte};
    frame.target.position->*fields[frame.count++] = static_cast<std::size_t>(value);
    return true;
  }
  if (frame.kind == Kind::squares) {
    if (value < 1 || value > 99) fail(std::to_string(value) + " is not a square number (1 to 99)");
    frame.target.squares->push_back(Square::numbered(static_cast<int>(value)));
    ++frame.count;
    return true;
  }
  if (!is_object(frame.kind)) return wrong_type("a number");
  switch (frame.member) {
    case Member::game:
      if (value > kMaxCount) fail("larger than " + std::to_string(kMaxCount));
      frame.target.game->number = static_cast<std::size_t>(value);
      return true;
    case Member::number:
    case Member::nag:
      // Written back as "12." or "$12", which the reader reads up to nine digits.
      if (value > static_cast<std::uint64_t>(detail::kMaxWrittenNumber)) {
        fail("larger than " + std::to_string(detail::kMaxWrittenNumber) +
             ", more digits than the PDN reader reads");
      }
      if (frame.member == Member::nag) {
        frame.target.nag->value = static_cast<int>(value);
      } else {
        number_of(*frame.target.node).number = static_cast<int>(value);
      }
      return true;
    default:
      return wrong_type("a number");
  }
}

bool GameReader::string(std::string& value) {
  if (frames_.empty()) return wrong_type("a string");
  Frame& frame = top();
  if (frame.kind == Kind::squares) {
    if (value.size() > Square::kMaxNameSize) {
      fail("square " + support::quoted(value) + " is not a square name (a file letter and a rank)");
    }
    frame.target.squares->push_back(Square::named(value));
    ++frame.count;
    return true;
  }
  if (!is_object(frame.kind)) return wrong_type("a string");
  const auto is = [&](Kind kind, Member member) {
    return frame.kind == kind && frame.member == member;
  };
  if (is(Kind::tag, Member::name)) {
    frame.target.tag->name = std::move(value);
  } else if (is(Kind::tag, Member::value)) {
    frame.target.tag->value = std::move(value);
  } else if (is(Kind::node, Member::move)) {
    frame.target.node->move.text = std::move(value);
  } else if (is(Kind::node, Member::separator)) {
    Separator& separator = frame.target.node->move.separator;
    if (value == "-") {
      separator = Separator::dash;
    } else if (value == "x") {
      separator = Separator::cross;
    } else if (value == ":") {
      separator = Separator::colon;
    } else if (value.empty()) {
      separator = Separator::none;
    } else {
      fail("unknown separator " + support::quoted(value) + " (\"-\", \"x\", \":\" or \"\")");
    }
  } else if (is(Kind::node, Member::strength)) {
    frame.target.node->strength = std::move(value);
  } else if (is(Kind::remark, Member::comment) || is(Kind::remark, Member::escape) ||
             is(Kind::remark, Member::setup)) {
    if (remark_.kind) fail("a remark is one of \"comment\", \"escape\" and \"setup\"");
    remark_.kind = frame.member;
    remark_.text = std::move(value);
  } else if (is(Kind::command, Member::name)) {
    frame.target.command->name = std::move(value);
  } else if (is(Kind::command, Member::value)) {
    frame.target.command->value = std::move(value);
  } else if (is(Kind::result, Member::text)) {
    frame.target.result->text = std::move(value);
  } else {
    return wrong_type("a string");
  }
  return true;
}

// An object that is an element of the array on top.
void GameReader::start_element(Kind array) {
  const Frame& owner = frames_[frames_.size() - 2];  // the object holding the array
  Frame element;
  switch (array) {
    case Kind::tags:
      element = {.kind = Kind::tag, .target = &owner.target.game->tags.emplace_back()};
      break;
    case Kind::nodes:
      element = {.kind = Kind::node, .target = &owner.target.line->nodes.emplace_back()};
      break;
    case Kind::remarks:
      remark_ = RemarkDraft{};
      element = {.kind = Kind::remark};
      break;
    case Kind::variations: {
      // Reading, writing, replaying and destroying a game recurse once per level: bounded as
      // in the PDN reader. The frames below: the node, its line's "nodes", its line.
      const std::size_t depth = frames_[frames_.size() - 4].depth + 1;
      if (depth > kMaxVariationDepth) {
        fail("variations nested more than " + std::to_string(kMaxVariationDepth) + " deep");
      }
      element = {.kind = Kind::line,
                 .depth = depth,
                 .target = &owner.target.node->variations.emplace_back()};
      break;
    }
    case Kind::nags:
      element = {.kind = Kind::nag, .target = &owner.target.node->nags.emplace_back()};
      break;
    case Kind::commands:
      element = {.kind = Kind::command, .target = &remark_.commands.emplace_back()};
      break;
    default:
      wrong_type("an object");
  }
  frames_.push_back(element);
}

// An object that is the value of the member being read: the game's line or result.
void GameReader::start_member_object() {
  const Frame& owner = top();
  Frame object;
  if (owner.kind == Kind::game && owner.member == Member::moves) {
    object = {.kind = Kind::line, .target = &owner.target.game->moves};
  } else if (owner.kind == Kind::game && owner.member == Member::result) {
    object = {.kind = Kind::result, .target = &owner.target.game->result.emplace()};
  } else {
    wrong_type("an object");
  }
  frames_.push_back(object);
}

bool GameReader::start_object(std::size_t) {
  if (frames_.empty()) {
    frames_.push_back({.kind = Kind::game, .target = &game_});
  } else if (is_object(top().kind)) {
    start_member_object();
  } else {
    start_element(top().kind);
  }
  return true;
}

bool GameReader::start_array(std::size_t) {
  if (frames_.empty()) return wrong_type("an array");
  const Frame& owner = top();
  const std::optional<Kind> kind = is_object(owner.kind) ? array_of(owner.member) : std::nullopt;
  if (!kind) return wrong_type("an array");
  Frame array{.kind = *kind};
  if (*kind == Kind::position) array.target = position_target();
  if (*kind == Kind::squares) array.target = &owner.target.node->move.squares;
  // Only one list of remarks is open at a time (remarks hold none).
  if (*kind == Kind::remarks) remarks_.clear();
  frames_.push_back(array);
  return true;
}

void GameReader::check_members(const Frame& frame) const {
  const ObjectSpec spec = spec_of(frame.kind);
  for (const Member member : spec.members) {
    if ((spec.required & bit(member)) != 0 && (frame.seen & bit(member)) == 0) {
      fail_in_object({}, "missing \"" + std::string(name_of(member)) + '"');
    }
  }
  if (frame.kind == Kind::node && (frame.seen & bit(Member::number)) != 0 &&
      (frame.seen & bit(Member::second)) == 0) {
    fail_in_object({}, "missing \"second\" (with \"number\")");
  }
  if (frame.kind == Kind::node && (frame.seen & bit(Member::second)) != 0 &&
      (frame.seen & bit(Member::number)) == 0) {
    fail_in_object({}, "\"second\" without \"number\"");
  }
  if (frame.kind == Kind::remark) {
    if (!remark_.kind) fail_in_object({}, "a remark needs \"comment\", \"escape\" or \"setup\"");
    const bool commands = (frame.seen & bit(Member::commands)) != 0;
    if (*remark_.kind == Member::comment && !commands) fail_in_object({}, "missing \"commands\"");
    if (*remark_.kind != Member::comment && commands) {
      fail_in_object({}, "\"commands\" belong to a comment");
    }
  }
}

void GameReader::finish_remark() {
  Remark remark;
  if (*remark_.kind == Member::comment) {
    remark = Comment{std::move(remark_.text), std::move(remark_.commands), remark_.position};
  } else if (*remark_.kind == Member::escape) {
    remark = EscapeLine{std::move(remark_.text), remark_.position};
  } else {
    remark = Setup{std::move(remark_.text), remark_.position};
  }
  check(detail::remark_flaw(remark));
  remarks_.push_back(std::move(remark));
}

// Remarks go where the PDN reader puts them when it reads them back (builder.hpp): those between
// two moves with no variation between them are the first move's `after`, not the second's
// `before`; those at the end of a line whose last move has no variation are that move's
// `after`, not the line's `trailing`. They are written at the same place either way: only the
// model says otherwise (`pdn convert --keep-broken` keeps the cut moves in the trailing
// comment of the main line).
void append_remarks(LazyVector<Remark>& to, std::span<Remark> remarks) {
  for (Remark& remark : remarks) to.push_back(std::move(remark));
}

void place_before(Node& previous, Node& node) {
  if (node.before.empty() || !previous.variations.empty()) return;
  append_remarks(previous.after, {node.before.begin(), node.before.end()});
  node.before = LazyVector<Remark>();
}

void place_trailing(Line& line) {
  if (line.trailing.empty() || line.nodes.empty() || !line.nodes.back().variations.empty()) return;
  append_remarks(line.nodes.back().after, line.trailing);
  line.trailing.clear();
}

// Counts the element just read in the array that holds it, if one does.
void GameReader::end_element() {
  if (!frames_.empty() && !is_object(top().kind)) ++top().count;
}

bool GameReader::end_object() {
  const Frame& frame = top();
  check_members(frame);
  switch (frame.kind) {
    case Kind::tag:
      check(detail::tag_flaw(*frame.target.tag));
      break;
    case Kind::node: {
      const Frame& line = frames_[frames_.size() - 3];
      check(detail::node_flaw(*frame.target.node, line.depth == 0));
      std::vector<Node>& nodes = line.target.line->nodes;
      if (nodes.size() >= 2) place_before(nodes[nodes.size() - 2], nodes.back());
      break;
    }
    case Kind::line:
      place_trailing(*frame.target.line);
      break;
    case Kind::remark:
      finish_remark();
      break;
    case Kind::result:
      check(detail::result_flaw(*frame.target.result));
      break;
    case Kind::game:
      check(detail::numbering_flaw(*frame.target.game));
      break;
    default:
      break;
  }
  frames_.pop_back();
  end_element();
  return true;
}

bool GameReader::end_array() {
  const Frame& frame = top();
  if (frame.kind == Kind::position && frame.count != 3) {
    fail_in_object({}, "a position has three numbers: line, column, byte");
  }
  if (frame.kind == Kind::remarks) {
    Frame& owner = frames_[frames_.size() - 2];
    if (owner.kind == Kind::line) {
      owner.target.line->trailing = std::move(remarks_);
    } else if (owner.member == Member::before) {
      owner.target.node->before = std::move(remarks_);
    } else {
      owner.target.node->after = std::move(remarks_);
    }
    remarks_.clear();
  }
  frames_.pop_back();
  return true;
}

}  // namespace

Game game_from_json(std::string_view line) {
  GameReader reader;
  try {
    json::sax_parse(line, &reader);
  } catch (const json::exception& e) {
    throw JsonError(e.what());
  }
  return reader.take();
}

}  // namespace damas::pdn
