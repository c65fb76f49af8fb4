#include "move_list.hpp"

#include <fmt/core.h>

#include "damas/pdn/move.hpp"
#include "damas/support/html.hpp"

namespace damas::web {

namespace {

using support::html_escape;

// The common NAGs as the symbols readers know; the others as written.
std::string nag_text(int value) {
  static constexpr const char* kSymbols[] = {"", "!", "?", "!!", "??", "!?", "?!"};
  if (value >= 1 && value <= 6) return kSymbols[value];
  return fmt::format("${}", value);
}

class Writer {
 public:
  Writer(const GameView& view, bool with_game) : view_(view), with_game_(with_game) {}

  // A line whose first move is ply `first_ply`.
  void line(const pdn::Line& line, int first_ply) {
    bool number_due = true;  // a second player's move takes "12..." at the start or after a break
    for (std::size_t i = 0; i < line.nodes.size(); ++i) {
      const pdn::Node& node = line.nodes[i];
      const int ply = first_ply + static_cast<int>(i);
      if (remarks(node.before)) number_due = true;
      move(node, ply, number_due);
      number_due = remarks(node.after);
      for (const pdn::Line& variation : node.variations) {
        out_ += "<span class=\"variation\">(";
        this->line(variation, ply);
        if (out_.ends_with(' ')) out_.pop_back();
        out_ += ")</span> ";
        number_due = true;
      }
    }
    remarks(line.trailing);
  }

  std::string take() { return std::move(out_); }

 private:
  void move(const pdn::Node& node, int ply, bool number_due) {
    const pdn::MoveNumber number = view_.replayed.number_of(ply);
    if (!number.second_player) {
      out_ += fmt::format("<span class=\"number\">{}.</span> ", number.number);
    } else if (number_due) {
      out_ += fmt::format("<span class=\"number\">{}...</span> ", number.number);
    }
    std::string text = html_escape(pdn::move_notation(node.move) + node.strength);
    for (const pdn::Nag& nag : node.nags) {
      // A symbol goes with the move ("22-18!"), a number apart ("22-18 $14").
      const std::string nag_shown = nag_text(nag.value);
      text += fmt::format("{}<span class=\"nag\">{}</span>", nag_shown.starts_with('$') ? " " : "",
                          html_escape(nag_shown));
    }
    const auto found = view_.node_of.find(&node);
    if (found == view_.node_of.end()) {
      out_ += fmt::format("<span class=\"move unplayed\">{}</span> ", text);
      return;
    }
    out_ += fmt::format("<a class=\"move\" data-node=\"{}\" href=\"{}\">{}</a> ", found->second,
                        node_link(view_, found->second, with_game_), text);
  }

  // Writes the comments among `remarks`; whether there was one.
  template <typename Remarks>
  bool remarks(const Remarks& list) {
    bool any = false;
    for (const pdn::Remark& remark : list) {
      if (const auto* comment = std::get_if<pdn::Comment>(&remark)) {
        out_ += "<span class=\"comment\">" + html_escape(comment->text) + "</span> ";
        any = true;
      } else if (const auto* setup = std::get_if<pdn::Setup>(&remark)) {
        out_ += "<span class=\"comment\">/" + html_escape(setup->text) + "/</span> ";
        any = true;
      }
    }
    return any;
  }

  const GameView& view_;
  bool with_game_;
  std::string out_;
};

}  // namespace

std::string node_link(const GameView& view, int node, bool with_game) {
  const ViewNode& n = view.nodes[static_cast<std::size_t>(node)];
  std::string link = with_game ? fmt::format("#game={}&amp;ply={}", view.number, n.ply)
                               : fmt::format("#ply={}", n.ply);
  if (!n.line.empty()) link += "&amp;variation=" + n.line;
  return link;
}

std::string node_label(const GameView& view, int node) {
  const ViewNode& n = view.nodes[static_cast<std::size_t>(node)];
  if (n.record == nullptr) return "start";
  const pdn::MoveNumber number = view.replayed.number_of(n.ply);
  return fmt::format("{}{} {}{}", number.number, number.second_player ? "..." : ".",
                     pdn::move_notation(n.record->move), n.record->strength);
}

std::string move_list_html(const GameView& view, bool with_game) {
  Writer writer(view, with_game);
  writer.line(view.input->game.moves, 1);
  return writer.take();
}

}  // namespace damas::web
