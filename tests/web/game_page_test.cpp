// Game pages (game_page.hpp): text of the games shown as text, the embedded data unable to
// close its script element, the board's pieces readable from its attributes (svg_board.hpp of
// diagram/, drawn for these pages), the links.
#include "damas/web/game_page.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include "../occurrences.hpp"
#include "damas/diagram/content.hpp"
#include "damas/diagram/svg_board.hpp"
#include "damas/rules/fen.hpp"
#include "game_data.hpp"

namespace damas::web {
namespace {

const char* const kHostile =
    "[Event \"Open <b>2025</b>\"]\n[White \"<script>alert(1)</script>\"]\n[Black \"Rui\"]\n\n"
    "1. 11-15 {</script><script>window.pwned=1</script>} 24-20 (1... 22-18 {a & b}) 2. 15x24 "
    "{[%eval 0.5]} 23-20 *\n";

std::vector<GameView> views_of(const std::string& text) {
  std::vector<GameView> views;
  pdn::read_text_games("t.pdn", text, {}, [&](pdn::ArchiveGame&& g) {
    views.push_back(view_game(std::move(g), views.size() + 1));
  });
  return views;
}

// The page of every game, put together from its parts as pdn html writes them.
std::string games_page(const std::vector<GameView>& views, const std::string& title) {
  std::vector<GameEntry> entries;
  for (const GameView& view : views) entries.push_back(game_entry(view));
  std::string page = games_page_start(entries, title);
  for (const GameView& view : views) page += games_page_section(view, {});
  return page + games_page_end({});
}

using test::occurrences;

TEST(GamePage, TextOfTheGameIsEscaped) {
  const std::vector<GameView> views = views_of(kHostile);
  const std::string page = games_page(views, "Games");
  EXPECT_EQ(page.find("window.pwned=1</script>"), std::string::npos);
  EXPECT_NE(page.find("&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;"),
            std::string::npos);
  EXPECT_NE(page.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_NE(page.find("Open &lt;b&gt;2025&lt;/b&gt;"), std::string::npos);
  EXPECT_NE(page.find("a &amp; b"), std::string::npos);
  // The page's own script elements only: game data, geometry, the viewer.
  EXPECT_EQ(occurrences(page, "<script"), 3U);
  EXPECT_EQ(occurrences(page, "</script>"), 3U);
}

TEST(GamePage, EmbeddedDataCannotCloseItsScriptElement) {
  EXPECT_EQ(script_safe(R"({"a":"</script><!--"})"), R"({"a":"\u003c/script>\u003c!--"})");
  const std::vector<GameView> views = views_of(kHostile);
  const std::string page = game_page(views.front(), "index.html", {});
  const std::size_t data = page.find("<script type=\"application/json\" class=\"game-data\">");
  ASSERT_NE(data, std::string::npos);
  const std::size_t end = page.find("</script>", data);
  const std::string json = page.substr(data, end - data);
  EXPECT_EQ(json.find('<', 1), std::string::npos);
  EXPECT_NE(json.find("\\u003crect"), std::string::npos);  // the marks of the last move
}

// The pieces of an SVG board, "12wm 13bk ...", in document order.
std::string pieces_of(const std::string& svg) {
  static const std::regex piece(R"re(data-square="(\d+)" data-piece="(\w\w)")re");
  std::string out;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), piece); it != std::sregex_iterator();
       ++it) {
    if (!out.empty()) out += ' ';
    out += (*it)[1].str() + (*it)[2].str();
  }
  return out;
}

TEST(SvgBoard, EachPieceCarriesItsSquareAndKind) {
  const rules::Position position = rules::parse_fen("B:W5,K10:B28,K31").position;
  const std::string svg = diagram::svg_board(
      {.content = diagram::iberian_content(position), .style = {}}, 400, "x-");
  EXPECT_EQ(pieces_of(svg), "5wm 10wk 28bm 31bk");
  EXPECT_NE(svg.find("<g id=\"x-wk\">"), std::string::npos);
  EXPECT_NE(svg.find("href=\"#x-bk\""), std::string::npos);
}

TEST(SvgBoard, FlippedBoardTurnsThePiecesAndTheMarks) {
  const std::vector<GameView> views = views_of("1. 11-15 24-20 2. 15x24 *\n");
  const ViewNode& last = views.front().nodes.back();
  diagram::Diagram diagram{.content = {}, .style = {}};
  diagram.content.board = views.front().board;
  diagram.content.position = last.position;
  diagram.content.last_move = last.move;
  const std::string upright = diagram::svg_board(diagram, 400, "");
  diagram.style.flipped = true;
  const std::string flipped = diagram::svg_board(diagram, 400, "");
  EXPECT_EQ(pieces_of(upright), pieces_of(flipped));
  // Square 1 (h1) is at the bottom right, and at the top left when flipped.
  const std::regex square_1(R"re(x="([\d.]+)" y="([\d.]+)" data-square="1")re");
  std::smatch a;
  std::smatch b;
  ASSERT_TRUE(std::regex_search(upright, a, square_1));
  ASSERT_TRUE(std::regex_search(flipped, b, square_1));
  EXPECT_GT(std::stod(a[1]), 300);
  EXPECT_GT(std::stod(a[2]), 300);
  EXPECT_LT(std::stod(b[1]), 100);
  EXPECT_LT(std::stod(b[2]), 100);
  EXPECT_EQ(upright.find("<g class=\"marks\" transform"), std::string::npos);
  EXPECT_NE(flipped.find("<g class=\"marks\" transform=\"rotate(180 "), std::string::npos);
  EXPECT_NE(upright.find("stroke-dasharray"), std::string::npos);  // the captured piece's square
}

TEST(GamePage, ShowsTheFinalPositionAndLinksEveryMove) {
  const std::vector<GameView> views = views_of(kHostile);
  const std::string page = game_page(views.front(), "index.html", {});
  // After 11-15 24-20 15x24 23-20: the board drawn without the script.
  const std::string svg = page.substr(page.find("<svg"), page.find("</svg>") - page.find("<svg"));
  EXPECT_EQ(pieces_of(svg),
            "1wm 2wm 3wm 4wm 5wm 6wm 7wm 8wm 9wm 10wm 12wm 20bm 21bm 22bm 24wm "
            "25bm 26bm 27bm 28bm 29bm 30bm 31bm 32bm");
  EXPECT_NE(page.find("href=\"#ply=2&amp;variation=2.1\">22-18</a>"), std::string::npos);
  EXPECT_NE(page.find("href=\"#ply=4\">23-20</a>"), std::string::npos);
  const std::string one_page = games_page(views, "Games");
  EXPECT_NE(one_page.find("href=\"#game=1&amp;ply=4\">23-20</a>"), std::string::npos);
  EXPECT_NE(one_page.find("class=\"eval-graph\""), std::string::npos);
}

// The parts make one document: the list of the games first, then each game's section in the
// list's order, the board's geometry, and the viewer's script last in the body.
TEST(GamesPage, PartsMakeOneDocumentListFirst) {
  const std::vector<GameView> views =
      views_of(std::string(kHostile) + "\n[White \"B\"]\n1. 11-15 *\n\n[White \"C\"]\n*\n");
  ASSERT_EQ(views.size(), 3U);
  const std::string page = games_page(views, "Open");
  // The language of the page's own words, for screen readers and translators.
  EXPECT_EQ(page.rfind("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n", 0), 0U);
  EXPECT_TRUE(page.ends_with("\n</script>\n</body>\n</html>\n"));
  for (const char* once : {"<html lang=\"en\">", "</html>", "<body>", "</body>", "<main", "</main>",
                           "<title>Open</title>", "<table class=\"games-list\">"}) {
    EXPECT_EQ(occurrences(page, once), 1U) << once;
  }
  std::vector<std::size_t> order = {
      page.find("</head>\n<body>\n<main data-page=\"games\">"),
      page.find("<h1>Open</h1>\n<nav><table"),
      page.find("href=\"#game=3\""),
      page.find("</table>\n</nav>\n<section class=\"game\" id=\"game-1\""),
      page.find("<section class=\"game\" id=\"game-2\""),
      page.find("<section class=\"game\" id=\"game-3\""),
      page.find("</section>\n<script type=\"application/json\" id=\"board-geometry\">"),
      page.find("</script>\n</main>\n<script>\n")};
  for (std::size_t i = 0; i < order.size(); ++i) {
    ASSERT_NE(order[i], std::string::npos) << i;
    if (i > 0) {
      EXPECT_LT(order[i - 1], order[i]) << i;
    }
  }
}

TEST(IndexPage, LinksEachGamePage) {
  const std::vector<GameView> views =
      views_of(std::string(kHostile) + "\n[White \"B\"]\n1. 11-15 *\n");
  std::vector<GameEntry> entries;
  for (const GameView& view : views) entries.push_back(game_entry(view));
  const std::string page = index_page(entries, "Open");
  EXPECT_NE(page.find("href=\"game-1.html\""), std::string::npos);
  EXPECT_NE(page.find("href=\"game-2.html\""), std::string::npos);
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_EQ(game_page_name(12), "game-12.html");
}

// A GameView{} has no game to show (its input is null): refused, not dereferenced.
TEST(GamePage, AViewWithoutItsGameIsRefused) {
  const GameView empty{};
  EXPECT_THROW(game_page(empty, "", {}), std::invalid_argument);
  EXPECT_THROW(games_page_section(empty, {}), std::invalid_argument);
  EXPECT_THROW(game_entry(empty), std::invalid_argument);
}

}  // namespace
}  // namespace damas::web
