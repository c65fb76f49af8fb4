#include "game_assets.hpp"

namespace damas::web {

const std::string& game_style() {
  static const std::string style = R"css(
.games-list td:first-child { text-align: right; }
section.game { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.5rem 2rem;
               border-top: 2px solid var(--rule); padding-top: 0.5rem; margin-top: 1.5rem; }
section.game > header { grid-column: 1 / -1; }
.tags { display: flex; flex-wrap: wrap; gap: 0.1rem 1.2rem; margin: 0.3rem 0; }
.tags div { display: flex; gap: 0.4rem; }
.tags dt { color: var(--muted); }
.tags dd { margin: 0; }
.viewer { align-self: start; position: sticky; top: 0.5rem; }
svg.board { display: block; max-width: 100%; height: auto; }
.status { margin: 0.3rem 0; font-variant-numeric: tabular-nums; }
.controls button { font: inherit; min-width: 2.6rem; padding: 0.2rem 0.4rem; margin-right: 0.2rem; }
.moves { line-height: 1.9; }
.moves a.move, .moves .unplayed { white-space: nowrap; }
.moves a.move { color: inherit; text-decoration: none; padding: 0.05rem 0.2rem; border-radius: 3px; }
.moves a.move:hover { background: #efece3; }
.moves a.move.current { background: var(--accent); color: white; }
.number { color: var(--muted); }
.nag { color: var(--accent); }
.comment { color: #3c5a3c; font-style: italic; }
.variation { color: #4b4b46; }
.variation .move { font-size: 0.95em; }
.unplayed { color: #a02020; text-decoration: line-through; }
.problems { color: #a02020; }
svg.eval-graph { display: block; max-width: 100%; height: auto; margin-top: 0.5rem; }
svg.eval-graph circle { cursor: pointer; }
@media (max-width: 52rem) { section.game { grid-template-columns: minmax(0, 1fr); }
                            .viewer { position: static; } }
)css";
  return style;
}

const std::string& game_script() {
  static const std::string script = R"js("use strict";
(() => {
  const SVG = "http://www.w3.org/2000/svg";
  const PIECES = { w: "wm", W: "wk", b: "bm", B: "bk" };
  const geometryElement = document.getElementById("board-geometry");
  if (!geometryElement) return;
  const geometry = JSON.parse(geometryElement.textContent);
  const main = document.querySelector("main[data-page]");
  const onePage = main !== null && main.dataset.page === "games";
  const viewers = new Map();
  let active = null;

  class Viewer {
    constructor(section, data) {
      this.section = section;
      this.data = data;
      // A game on a board of another size (another variant) brings its own squares' centres.
      this.geometry = data.geometry || geometry;
      this.svg = section.querySelector("svg.board");
      this.pieces = this.svg.querySelector("g.pieces");
      this.marks = this.svg.querySelector("g.marks");
      this.prefix = this.svg.dataset.prefix;
      this.flipped = this.svg.dataset.flipped === "true";
      this.status = section.querySelector(".status");
      this.cursor = section.querySelector(".eval-cursor");
      this.line = "";
      this.ply = 0;
      section.querySelector(".controls").hidden = false;
      section.addEventListener("click", (event) => this.click(event));
    }

    click(event) {
      const button = event.target.closest("button[data-action]");
      const target = event.target.closest("[data-node]");
      if (!button && !target) return;
      event.preventDefault();
      active = this;
      if (button) return this.act(button.dataset.action);
      const node = this.data.nodes[Number(target.dataset.node)];
      this.show(node.line, node.ply);
    }

    act(action) {
      const last = this.data.lines[this.line].length - 1;
      if (action === "first") this.show(this.line, 0);
      if (action === "prev") this.show(this.line, Math.max(0, this.ply - 1));
      if (action === "next") this.show(this.line, Math.min(last, this.ply + 1));
      if (action === "last") this.show(this.line, last);
      if (action === "flip") {
        this.flipped = !this.flipped;
        this.draw();
      }
    }

    // The position after `ply` plies of the line `line`; a line or ply the game does not have
    // gives the main line, and its end. The ply may come from the address (#ply=1.5): only a
    // whole number indexes the line.
    show(line, ply, keepLink) {
      if (!Object.hasOwn(this.data.lines, line)) line = "";
      const nodes = this.data.lines[line];
      if (!(Number.isInteger(ply) && ply >= 0 && ply < nodes.length)) ply = nodes.length - 1;
      this.line = line;
      this.ply = ply;
      this.draw();
      if (!keepLink) this.link();
    }

    draw() {
      const index = this.data.lines[this.line][this.ply];
      const node = this.data.nodes[index];
      const centres = this.geometry.centres[this.flipped ? 1 : 0];
      const pieces = [];
      for (let i = 0; i < node.board.length; i++) {
        const code = PIECES[node.board[i]];
        if (!code) continue;
        const use = document.createElementNS(SVG, "use");
        use.setAttribute("href", "#" + this.prefix + code);
        use.setAttribute("x", centres[i][0]);
        use.setAttribute("y", centres[i][1]);
        use.setAttribute("data-square", String(i + 1));
        use.setAttribute("data-piece", code);
        pieces.push(use);
      }
      this.pieces.replaceChildren(...pieces);
      this.marks.innerHTML = node.marks || "";
      if (this.flipped) this.marks.setAttribute("transform", this.geometry.flip);
      else this.marks.removeAttribute("transform");
      this.svg.dataset.flipped = String(this.flipped);
      for (const labels of this.svg.querySelectorAll("g.labels")) {
        if (labels.dataset.flipped === String(this.flipped)) labels.removeAttribute("display");
        else labels.setAttribute("display", "none");
      }
      for (const old of this.section.querySelectorAll(".moves .current")) old.classList.remove("current");
      const move = this.section.querySelector('.moves [data-node="' + index + '"]');
      if (move) move.classList.add("current");
      this.status.textContent = node.status;
      if (this.cursor) {
        const point = this.section.querySelector('.eval-graph circle[data-node="' + index + '"]');
        if (point) {
          this.cursor.setAttribute("x1", point.getAttribute("cx"));
          this.cursor.setAttribute("x2", point.getAttribute("cx"));
          this.cursor.removeAttribute("display");
        } else {
          this.cursor.setAttribute("display", "none");
        }
      }
      this.section.dataset.line = this.line;
      this.section.dataset.ply = String(this.ply);
    }

    // The address of what is shown, without a new history entry.
    link() {
      let hash = (onePage ? "game=" + this.data.number + "&" : "") + "ply=" + this.ply;
      if (this.line) hash += "&variation=" + this.line;
      history.replaceState(null, "", "#" + hash);
    }
  }

  function follow(scroll) {
    const params = new URLSearchParams(location.hash.slice(1));
    const game = onePage ? Number(params.get("game")) : viewers.keys().next().value;
    const viewer = viewers.get(game);
    if (!viewer) return;
    const ply = params.has("ply") ? Number(params.get("ply")) : -1;
    viewer.show(params.get("variation") || "", ply, true);
    active = viewer;
    if (scroll && onePage) viewer.section.scrollIntoView();
  }

  for (const element of document.querySelectorAll("script.game-data")) {
    const data = JSON.parse(element.textContent);
    const viewer = new Viewer(element.closest("section.game"), data);
    viewers.set(data.number, viewer);
    viewer.show("", -1, true);
  }
  follow(true);
  window.addEventListener("hashchange", () => follow(true));
  // On the page of many games the keys go to the game last clicked, or named by the address; a
  // click outside every game gives them back to the page, which they scroll. The page of one
  // game is its viewer: the keys always go to it.
  document.addEventListener("pointerdown", (event) => {
    const section = event.target.closest("section.game");
    active = [...viewers.values()].find((viewer) => viewer.section === section) || null;
  });
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, textarea")) return;
    const actions = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", ArrowUp: "first",
                      End: "last", ArrowDown: "last" };
    const viewer = onePage ? active : active || viewers.values().next().value;
    if (!viewer || !actions[event.key]) return;
    event.preventDefault();
    viewer.act(actions[event.key]);
  });
})();)js";
  return script;
}

}  // namespace damas::web
