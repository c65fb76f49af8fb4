"""Tests of the Python module `damas`; expected values come from the sample files read here with
plain regular expressions, from published perft counts and from hand-written moves."""
import copy
import gc
import json
import os
import pathlib
import pickle
import re
import signal
import subprocess
import sys
import threading
import textwrap
import time
import xml.etree.ElementTree

import pytest

import damas

SAMPLES = pathlib.Path(__file__).resolve().parents[2] / "samples"


def tags_by_regex(text):
    """The tags of each game of a PDN text, read by line: a tag line after a non-tag line opens
    a game."""
    games, previous_was_tag = [], False
    for line in text.splitlines():
        match = re.match(r'^\[(\w+) "(.*)"\]\s*$', line)
        if match:
            if not previous_was_tag:
                games.append({})
            games[-1].setdefault(match.group(1), match.group(2))
        previous_was_tag = bool(match)
    return games


def test_read_games_gives_every_game_of_a_file_with_its_tags():
    path = SAMPLES / "torneio.pdn"
    games = list(damas.read_games(path))
    expected = tags_by_regex(path.read_text(encoding="utf-8"))
    assert len(games) == len(expected) > 1
    assert [g.tags for g in games] == expected
    assert [g.number for g in games] == list(range(1, len(expected) + 1))
    assert all(g.error is None and g.source == str(path) for g in games)


def test_moves_are_the_main_line_without_variations():
    game = next(damas.read_games(str(SAMPLES / "torneio.pdn")))
    # Written out by hand from the sample's first game; its variations are left out.
    assert game.moves == ["11-14", "23-19", "14x23", "28x19", "12-15", "19x12", "8x15",
                          "22-18", "7-12", "21-17", "4-7", "25-21"]
    assert game.result == "1/2-1/2"
    assert game.setup is None


# A game written for these tests: comments before and after moves, an engine's command, a
# strength, NAGs, a variation with a variation inside it, and a comment after the last move.
ANNOTATED = """[Event "nodes"]
[Result "*"]

{Before the first move} 1. 11-15 {A usual start [%eval 0.10]} 22-19 $1 $14
(1... 21-17 {also played} 2. 15-19 (2. 9-13 {quieter}) 22x15) (1... 23-18)
2. 15x22? {forced} 26x19! {the other way} *
"""


def test_mainline_nodes_carry_what_is_written_around_each_move():
    (game,) = list(damas.read_games(ANNOTATED))
    nodes = game.mainline
    assert [n.move for n in nodes] == game.moves == ["11-15", "22-19", "15x22", "26x19"]
    assert [n.ply for n in nodes] == [1, 2, 3, 4]
    assert [n.variation for n in nodes] == ["", "", "", ""]
    assert [n.strength for n in nodes] == ["", "", "?", "!"]
    assert [n.nags for n in nodes] == [[], [1, 14], [], []]
    assert nodes[0].comments_before == ["Before the first move"]
    assert nodes[0].comments == ["A usual start [%eval 0.10]"]
    assert nodes[0].commands == [("eval", "0.10")]
    assert nodes[2].comments == ["forced"] and nodes[2].commands == []
    assert game.trailing_comments == []
    lines = ANNOTATED.splitlines()
    assert (nodes[1].line, nodes[1].column) == (4, lines[3].index("22-19") + 1)
    assert (nodes[2].line, nodes[2].column) == (6, lines[5].index("15x22") + 1)
    assert nodes[3].comments == ["the other way"]
    assert repr(nodes[2]) == "<damas.Node ply 3: 15x22?>"


def test_variations_are_lists_of_nodes_with_their_own_paths():
    (game,) = list(damas.read_games(ANNOTATED))
    variation, other = game.mainline[1].variations  # in place of 22-19, ply 2
    assert [(n.move, n.ply, n.variation) for n in other] == [("23-18", 2, "2.2")]
    assert [n.move for n in variation] == ["21-17", "15-19", "22x15"]
    assert [n.ply for n in variation] == [2, 3, 4]
    assert {n.variation for n in variation} == {"2.1"}
    assert variation[0].comments == ["also played"]
    (inner,) = variation[1].variations
    assert [(n.move, n.ply, n.variation) for n in inner] == [("9-13", 3, "2.1/3.1")]
    assert inner[0].comments == ["quieter"]
    assert game.mainline[0].variations == [] and game.mainline[2].variations == []


def test_positions_along_the_main_line_and_a_variation():
    (game,) = list(damas.read_games(ANNOTATED))
    main = game.positions()
    assert len(main) == 5 and main[0] == damas.Position()
    # Written out by hand: after 11-15 22-19 (the README's example).
    assert main[2].fen() == "W:W1-10,12,15:B19,21,23-32"
    expected = damas.Position()
    for node, position in zip(game.mainline, main[1:]):
        expected = expected.play(node.written)
        assert position == expected
    inner = game.positions("2.1/3.1")
    # The line from the start: 11-15, then the variation's 21-17, then its own 9-13.
    assert inner[-1] == damas.Position().play("11-15").play("21-17").play("9-13")
    for node in game.mainline[1].variations[0]:
        assert game.positions(node.variation)[node.ply - 1].play(node.move) == \
            game.positions(node.variation)[node.ply]


def test_positions_say_where_a_line_breaks():
    text = '[Event "x"]\n\n1. 11-15 22-19 2. 12-16 *\n'  # 12-16 where 15x22 is compulsory
    (game,) = list(damas.read_games(text))
    with pytest.raises(ValueError, match=r"^text:3:19: game 1, the main line, ply 3 \(12-16\): "):
        game.positions()
    assert game.positions(partial=True) == \
        [damas.Position(), damas.Position().play("11-15"), damas.Position().play("11-15").play("22-19")]
    with pytest.raises(ValueError, match="no variation"):
        game.positions("2.1")
    with pytest.raises(ValueError, match="variation"):
        game.positions("two")
    (broken,) = list(damas.read_games('[Event "a"]\n1. 11-15 {never closed\n'))
    assert broken.error is not None
    with pytest.raises(ValueError, match=r"^text:\d+:\d+: game 1 was not read to its end: "):
        broken.positions()
    assert broken.positions(partial=True) == [damas.Position()]
    (international,) = list(damas.read_games('[GameType "20"]\n1. 32-28 *\n'))
    with pytest.raises(ValueError, match="international draughts: damas.Position holds"):
        international.positions()
    (bad_setup,) = list(damas.read_games('[FEN "W:W1-13:B21-32"]\n1. 11-15 *\n'))
    with pytest.raises(ValueError, match=r"^text:1:\d+: game 1 cannot be replayed: "):
        bad_setup.positions(partial=True)


def test_a_game_made_in_python_is_written_and_read_back():
    game = damas.Game(["11-15", "22-19", "15x22"], tags={"Event": "Clube", "White": "Ana"},
                      result="*")
    assert game.moves == ["11-15", "22-19", "15x22"] and game.result == "*"
    assert (game.source, game.number, game.line, game.error) == ("", 1, 1, None)
    assert list(game.tags.items()) == [("Event", "Clube"), ("White", "Ana"), ("Result", "*")]
    pdn = game.to_pdn()
    assert '[Event "Clube"]' in pdn and '[White "Ana"]' in pdn and "1. 11-15 22-19 2. 15x22 *" in pdn
    (again,) = list(damas.read_games(pdn))
    assert (again.tags["Event"], again.moves, again.result) == ("Clube", game.moves, "*")
    assert game.positions()[2].fen() == "W:W1-10,12,15:B19,21,23-32"  # the README's position
    assert pickle.loads(pickle.dumps(game)).to_pdn() == pdn
    # A setup becomes the FEN tag; a FEN tag given is the setup; tags may be pairs.
    made = damas.Game(["11-15"], setup="W:W11:B30", result="2-0")
    assert made.tags == {"FEN": "W:W11:B30", "Result": "2-0"} and made.setup == "W:W11:B30"
    assert damas.Game([], tags=[("FEN", "B:W11:B30")]).positions() == [damas.Position("B:W11:B30")]
    assert damas.Game().moves == [] and damas.Game().tags == {"Result": "*"}


def test_moves_may_be_given_by_any_iterable_of_texts():
    moves = ["11-15", "22-19", "15x22"]
    for given in (moves, tuple(moves), iter(moves), (m for m in moves)):
        assert damas.Game(given).moves == moves
    # After 11-15 22-19 15x22 Black must retake (a capture is compulsory): analyse searched the
    # position after the generator's three moves, not the start.
    answer = damas.analyse(moves=(m for m in moves), depth=2)
    assert "x" in answer["best"]
    for call in (damas.Game, lambda m: damas.analyse(moves=m, depth=1)):
        with pytest.raises(TypeError, match="^moves is a list of move texts, not one text$"):
            call("11-15")
        with pytest.raises(TypeError, match=r"^moves\[1\] is not a str$"):
            call(["11-15", 22])
        with pytest.raises(TypeError):
            call(5)
        # One item, one move: "11-15 22-19" is not played as two.
        with pytest.raises(ValueError, match=r"^moves\[0\] is not one move: '11-15 22-19'$"):
            call(["11-15 22-19"])


def test_a_game_made_in_python_refuses_what_pdn_cannot_hold():
    with pytest.raises(ValueError, match=r"^ply 3: illegal move '12-16' in "):
        damas.Game(["11-15", "22-19", "12-16"])  # 15x22 is compulsory
    with pytest.raises(ValueError, match=r"^ply 1: not a move: '1{40}'\.\.\."):
        damas.Game(["1" * 1_000_000])
    with pytest.raises(ValueError, match="13 White pieces"):
        damas.Game(setup="W:W1-13:B21-32")
    with pytest.raises(ValueError, match="not the same position"):
        damas.Game(setup="W:W11:B30", tags={"FEN": "W:W12:B30"})
    # Moves after the rules ended the game, which positions() would refuse: a king against a king
    # is drawn at once; two kings each shuffling back and forth repeat the setup a third time at
    # ply 8 (after plies 4 and 8), so that ply 9 comes after the end.
    with pytest.raises(ValueError, match=r"^FEN .*already over in this position .*king-vs-king"):
        damas.Game(["4-8"], setup="W:WK4:BK29")
    shuffle = ["5-2", "28-24", "2-5", "24-28"] * 2
    assert len(damas.Game(shuffle, setup="W:WK1,K5:BK28,K32").positions()) == 9
    with pytest.raises(ValueError, match=r"^ply 9: .*already over after ply 8 .*repetition"):
        damas.Game(shuffle + ["5-2"], setup="W:WK1,K5:BK28,K32")
    with pytest.raises(ValueError, match="^the Result tag says '2-0' and the result '\\*'$"):
        damas.Game(tags={"Result": "2-0"})
    with pytest.raises(ValueError, match="^the tag 'Event' is given twice$"):
        damas.Game(tags=[("Event", "a"), ("Event", "b")])
    # The user's text is quoted, escaped and cut, as in every other message.
    with pytest.raises(ValueError, match=r"^the tag 'E\\nx{38}'\.\.\. is given twice$"):
        damas.Game(tags=[("E\n" + "x" * 1_000_000, "a")] * 2)
    with pytest.raises(ValueError, match=r"^the Result tag says '2{40}'\.\.\. and the result '\*'$"):
        damas.Game(tags={"Result": "2" * 1_000_000})
    for tags in ({"Event": "a\n[White \"b\"]"},):
        with pytest.raises(ValueError, match="^not a game PDN can hold: tags"):
            damas.Game(tags=tags)
    # Names the PDN writer would write otherwise: renamed ('a' as 'A'), or only in an escape line.
    for name in ("Bad Name", "Event]", "a", "white", "\u00c9vent", "1abc", "X-Y"):
        with pytest.raises(ValueError, match="^not a game PDN can hold as given .*is not a PDN"):
            damas.Game(tags={name: "x"})
    for pair in ([("Event", 5)], [("Event", "a\udc80")], [("a", "b", "c")]):
        with pytest.raises(TypeError, match="^a tag is a \\(name, value\\) pair of str"):
            damas.Game(tags=pair)
    with pytest.raises(ValueError, match="^not a game PDN can hold: result"):
        damas.Game(result="3-0")
    with pytest.raises(TypeError):
        damas.Game([11, 15])
    # Quotes and backslashes in a value are escaped, not taken for the end of the tag.
    (again,) = list(damas.read_games(damas.Game(tags={"Event": 'a "b" \\ c'}).to_pdn()))
    assert again.tags["Event"] == 'a "b" \\ c'


def test_a_node_keeps_its_game_alive():
    nodes = next(damas.read_games(ANNOTATED)).mainline  # the Game itself is dropped
    gc.collect()
    assert [n.move for n in nodes[1].variations[0]] == ["21-17", "15-19", "22x15"]
    assert nodes[0].comments == ["A usual start [%eval 0.10]"]


def test_text_json_and_pdn_forms_read_back_the_same():
    text = '[Event "a"]\n[FEN "W:W18:B14"]\n1. 18x9 *\n\n[Event "b"]\n1. 11-15 22-18 2-0\n'
    games = list(damas.read_games(text))
    assert [g.tags["Event"] for g in games] == ["a", "b"]
    assert games[0].setup == "W:W18:B14"
    assert games[1].moves == ["11-15", "22-18"] and games[1].result == "2-0"
    for game in games:
        line = game.to_json()
        assert json.loads(line)  # one JSON object
        (again,) = list(damas.read_games(line))
        assert (again.tags, again.moves, again.result) == (game.tags, game.moves, game.result)
        (again,) = list(damas.read_games(game.to_pdn()))
        assert (again.tags, again.moves, again.result) == (game.tags, game.moves, game.result)


def test_a_broken_game_comes_with_its_error_and_the_next_is_read():
    games = list(damas.read_games('[Event "a"\n1. 32-28 *\n\n[Event "b"]\n1. 11-15 *\n'))
    assert games[0].error is not None and "text:1:" in games[0].error
    assert games[-1].tags == {"Event": "b"} and games[-1].error is None


def test_a_file_that_cannot_be_read_raises(tmp_path):
    with pytest.raises(ValueError, match="No such file or directory"):
        list(damas.read_games(tmp_path / "missing.pdn"))
    # An empty name (an unset variable) is none, said at the call.
    for empty in ("", b""):
        with pytest.raises(ValueError, match="^the file name is empty$"):
            damas.read_games(empty)
        with pytest.raises(ValueError, match="^the file name is empty$"):
            damas.validate(empty)


def test_a_file_name_with_a_nul_byte_is_refused(tmp_path, monkeypatch):
    """The system would stop at the NUL and read another file, here one that exists."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a").write_text('[Event "not this one"]\n1. 11-15 *\n', encoding="utf-8")
    for name in ("a\0b.pdn", b"a\0b.pdn", pathlib.Path("a\0b.pdn")):
        with pytest.raises(ValueError, match="^embedded null byte in the file name$"):
            list(damas.read_games(name))
        with pytest.raises(ValueError, match="^embedded null byte in the file name$"):
            damas.validate(name)


def test_a_file_whose_name_is_not_utf8_is_read_by_any_form_of_its_name(tmp_path):
    raw = os.fsencode(tmp_path) + b"/caf\xe9 \xff.pdn"  # Latin-1 and a byte of no encoding
    with open(raw, "wb") as f:
        f.write(b'[Event "a"]\n\n1. 11-15 22-18 *\n')
    name = os.fsdecode(raw)  # a str with surrogates, as os.listdir gives it
    for given in (name, raw, pathlib.Path(name)):
        games = list(damas.read_games(given))
        assert [g.tags["Event"] for g in games] == ["a"]
        assert games[0].source == name and os.fsencode(games[0].source) == raw
    assert next(damas.validate(raw))["outcome"] is not None
    broken = tmp_path / os.fsdecode(b"\xff broken.pdn")
    broken.write_bytes(b'[Event "a"\n1. 11-15 *\n')
    error = next(damas.read_games(broken)).error
    assert error.startswith(str(broken) + ":1:11: error: game 1: ")  # named as source names it
    with pytest.raises(ValueError, match="No such file or directory"):
        list(damas.read_games(raw + b".missing"))
    with pytest.raises(ValueError, match="No such file or directory"):
        next(damas.validate(raw + b".missing"))


def test_start_position_and_its_moves():
    start = damas.Position()
    assert start == damas.Position("W:W1-12:B21-32")
    assert start.fen() == "W:W1-12:B21-32"
    assert start.side_to_move == "white"
    moves = start.legal_moves()
    assert len(moves) == len(set(moves)) == 7  # perft(1), published
    assert all(re.fullmatch(r"(9|1[0-2])-1[3-6]", m) for m in moves)
    assert start.play(moves[0]).side_to_move == "black"


def test_play_agrees_with_perft():
    start = damas.Position()
    # Published counts of the start position: 7, 49, 302.
    assert [start.perft(d) for d in (1, 2, 3)] == [7, 49, 302]
    assert sum(start.play(m).perft(2) for m in start.legal_moves()) == 302


def test_a_capture_that_needs_its_path():
    position = damas.Position("W:W6:B10,11,18,19")
    assert position.legal_moves() == ["6x13x22", "6x15x22"]
    with pytest.raises(ValueError, match=r"^ambiguous move '6x22': it may be 6x13x22, 6x15x22$"):
        position.play("6x22")
    after = position.play("6x13x22")
    assert after.side_to_move == "black"
    assert after.legal_moves() != position.legal_moves()


def test_pieces_by_square():
    start = {**{n: "w" for n in range(1, 13)}, **{n: "b" for n in range(21, 33)}}
    assert damas.Position().pieces() == start
    assert damas.Position("B:WK5,10:BK20,31").pieces() == {5: "W", 10: "w", 20: "B", 31: "b"}
    assert damas.Position("W:W:B").pieces() == {}


def test_a_position_drawn_in_every_format():
    position = damas.Position("B:WK5,10:BK20,31")
    svg = position.diagram()
    root = xml.etree.ElementTree.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert float(re.match(r"[\d.]+", root.get("width")).group()) == 400
    ns = {"damas": "urn:damas-pdn:diagram"}
    (drawn,) = root.findall(".//damas:diagram", ns)
    assert damas.Position(drawn.get("fen")) == position and drawn.get("side") == "black"
    assert {int(p.get("square")): (p.get("colour"), p.get("kind"))
            for p in drawn.findall("damas:piece", ns)} == \
        {5: ("white", "king"), 10: ("white", "man"), 20: ("black", "king"), 31: ("black", "man")}
    # Jupyter's picture: a board as pdn html writes it, whose ids differ from one board to the
    # next (a notebook holds them all in one page).
    first, second = position._repr_svg_(), position._repr_svg_()
    for board in (first, second):
        pieces = {int(e.get("data-square")): e.get("data-piece")
                  for e in xml.etree.ElementTree.fromstring(board).iter()
                  if e.get("data-square") is not None and e.get("data-piece")}
        assert pieces == {5: "wk", 10: "wm", 20: "bk", 31: "bm"}
    def ids(board):
        return set(re.findall(r'\bid="([^"]+)"', board))
    assert ids(first) and not ids(first) & ids(second)
    assert 'flipped="true"' in position.diagram(flipped=True)

    def png_width(png):
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and png[12:16] == b"IHDR"
        return int.from_bytes(png[16:20], "big")
    assert png_width(position.diagram("png")) == 709  # 60 mm at 300 dpi: 60 / 25.4 * 300
    assert png_width(position.diagram("png", size=100)) == 100
    assert position.diagram("pdf").startswith(b"%PDF-")

    # Text boards: the board's rows are the lines between its top and bottom edges.
    def board_rows(text, edge):
        lines = text.splitlines()
        top, bottom = [i for i, line in enumerate(lines) if line.strip().startswith(edge)]
        return "".join(lines[top + 1:bottom])
    ascii_rows = board_rows(position.diagram("text", ascii=True), "+")
    assert sorted(c for c in ascii_rows if c.isalpha()) == ["B", "W", "b", "w"]
    rows = board_rows(str(damas.Position()), ("\u250c", "\u2514"))
    assert rows.count("\u26c0") == 12 and rows.count("\u26c2") == 12  # white and black men


def test_bad_drawing_options_raise():
    position = damas.Position()
    for bad in ({"size": 5}, {"size": 30000}, {"size": float("nan")}, {"ascii": True}):
        with pytest.raises(ValueError):
            position.diagram("png", **bad)
    with pytest.raises(ValueError, match="format is svg, png, pdf or text"):
        position.diagram("gif")
    with pytest.raises(ValueError, match="size is for"):
        position.diagram("text", size=100)


def test_bad_fens_and_moves_raise():
    with pytest.raises(ValueError, match="^bad FEN 'W:W1-13:B21-32' at character 3: 13 White"):
        damas.Position("W:W1-13:B21-32")
    # Why, and what is legal instead: from the start, b3 (12) steps to c4 or a4 (15, 16).
    with pytest.raises(ValueError, match=r"^illegal move '12-17' in W:W1-12:B21-32: no piece can "
                       r"go from 12 to 17 in one move; legal moves: 9-13 10-13 10-14 11-14 "
                       r"11-15 12-15 12-16$"):
        damas.Position().play("12-17")
    with pytest.raises(ValueError, match="not a move"):
        damas.Position().play("hello")


def test_positions_pickle_and_copy_as_the_values_they_are():
    """A position goes to another process (multiprocessing pickles it) and is copied whole:
    pieces, kings and the side to move."""
    position = damas.Position("B:W18,K10:BK22,5")
    for copied in (pickle.loads(pickle.dumps(position)), copy.copy(position),
                   copy.deepcopy(position)):
        assert copied == position and copied.fen() == "B:W18,K10:B5,K22"
        assert copied.side_to_move == "black" and copied.legal_moves() == position.legal_moves()
    assert pickle.loads(pickle.dumps(damas.Position())) != position


def test_games_pickle_whole(tmp_path):
    """Games go to other processes (multiprocessing pickles them) as they were read: tags,
    moves, variations and comments, number, line, source (a name that is not UTF-8 too), and
    the error of a game that could not be read to its end."""
    text = ('[Event "a"]\n[White "Jos\u00e9"]\n1. 11-15 {good} (1. 9-13 21-17) 22-18 2. 15x22 *\n\n'
            '[Event "b"]\n1. 11-15 22-18 ((( *\n')
    named = tmp_path / os.fsdecode(b"jos\xe9.pdn")  # a name that is not UTF-8
    named.write_text(text, "utf-8")
    games = list(damas.read_games(text)) + list(damas.read_games(named))
    assert games[1].error is not None and games[3].source == str(named)
    for game in games:
        copied = pickle.loads(pickle.dumps(game))
        for field in ("tags", "moves", "result", "setup", "number", "source", "line", "error"):
            assert getattr(copied, field) == getattr(game, field), field
        if game.error is None:
            assert copied.to_pdn() == game.to_pdn() and copied.to_json() == game.to_json()
            assert copy.deepcopy(game).to_json() == game.to_json()
    assert "{good} (1. 9-13 21-17)" in pickle.loads(pickle.dumps(games[0])).to_pdn()


def test_a_game_read_in_part_is_not_written_as_if_whole():
    """to_pdn() of a game whose moves were lost wrote a well-formed game without them."""
    (broken,) = damas.read_games('[Event "Final"]\n1. 11-15 {never closed 22-18 *\n')
    assert broken.error is not None
    for write in (broken.to_pdn, broken.to_json):
        with pytest.raises(ValueError, match="was not read to its end"):
            write()


def test_a_pickled_state_that_is_not_one_is_a_value_error():
    for state in (("{", b"", None), ('{"tags": []}', b"", None), (1, 2, 3), ()):
        with pytest.raises(ValueError, match="^not a pickled Game"):
            damas._unpickle_game(state)


def test_validate_names_files_as_read_games_does_and_ends_after_an_error(tmp_path):
    named = tmp_path / os.fsdecode(b"n\xffome.pdn")  # a name that is not UTF-8
    named.write_text("1. 11-15 22-18 *\n", encoding="utf-8")
    (verdict,) = damas.validate(named)
    (game,) = damas.read_games(named)
    assert verdict["file"] == game.source == str(named) and os.path.exists(verdict["file"])
    assert game.validate()["file"] == str(named)
    verdicts = damas.validate(tmp_path / "missing.pdn")
    with pytest.raises(ValueError, match="missing.pdn"):
        next(verdicts)
    with pytest.raises(StopIteration):  # not a "no games" verdict after the error
        next(verdicts)


def test_repr_escapes_what_would_drive_a_terminal():
    game = damas.Game(tags={"White": "\x1b[2J\x1b[31mRED\u202eevil\x07", "Black": "x\x00y"})
    text = repr(game)
    assert not any(c in text for c in "\x1b\u202e\x07\x00"), text
    assert "RED" in text and "\\u202e" in text


def test_a_daemon_thread_in_a_long_call_lets_the_interpreter_exit(tmp_path):
    """The interpreter ending while a daemon thread waits in perft or on a FIFO aborted the
    process (std::terminate: the thread was ended by unwinding out of a destructor)."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    script = textwrap.dedent(f"""
        import damas, sys, threading, time
        def run():
            if sys.argv[1] == "read":
                next(damas.read_games({str(fifo)!r}))  # nobody writes to it
            else:
                damas.Position().perft(20)
        threading.Thread(target=run, daemon=True).start()
        time.sleep(0.3)
    """)
    for kind in ("perft", "read") * 4:
        done = subprocess.run([sys.executable, "-c", script, kind], capture_output=True,
                              timeout=60, env=dict(os.environ,
                                                   PYTHONPATH=os.path.dirname(damas.__file__)))
        assert done.returncode == 0, (kind, done.returncode, done.stderr[-300:])


def test_dropping_an_iterator_that_waits_does_not_stop_other_threads(tmp_path):
    """Dropping read_games on a FIFO nobody writes to waits for its reader (up to a second):
    that wait held the GIL, and every other Python thread stopped for it."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    ticks, done = [], threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.01)
    ticker = threading.Thread(target=tick)
    ticker.start()
    time.sleep(0.05)
    games = damas.read_games(fifo)
    del games
    done.set()
    ticker.join()
    assert max(b - a for a, b in zip(ticks, ticks[1:])) < 0.5


def test_a_file_whose_name_begins_with_a_bracket_is_read_as_a_file(tmp_path, monkeypatch):
    """'[2024] torneio.pdn' was read as a text of one tag (2024), without an error."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "[2024] torneio.pdn").write_text("1. 11-15 22-18 *\n", encoding="utf-8")
    (game,) = damas.read_games("[2024] torneio.pdn")
    assert game.source == "[2024] torneio.pdn" and game.moves == ["11-15", "22-18"]
    (verdict,) = damas.validate("[2024] torneio.pdn")
    assert verdict["file"] == "[2024] torneio.pdn"
    (text,) = damas.read_games('[Event "x"]')  # no such file: a text
    assert text.source == "text" and text.tags["Event"] == "x"


def test_an_object_is_not_made_by_new_alone():
    """Cls.__new__(Cls) (what a careless copy or pickle protocol calls) gave an object whose C++
    value was never made: its first use read memory never written and crashed the interpreter.
    Now each class refuses it, while Cls(...), subclasses and pickling work as before."""
    game = next(iter(damas.read_games("1. 11-15 22-18 *\n")))
    node = game.mainline[0]
    kinds = {damas.Game: "read_games", damas.Games: "read_games", damas.Node: "mainline",
             damas.Verdicts: "validate", damas.Position: "Position"}
    for cls, how in kinds.items():
        with pytest.raises(TypeError, match=f"cannot be made by __new__ alone.*{how}"):
            cls.__new__(cls)
    assert damas.Game(["11-15"]).moves == ["11-15"] and node.move == "11-15"
    assert damas.Position("W:W21:B5").fen() == "W:W21:B5"

    class Annotated(damas.Position):
        pass
    assert Annotated("W:W21:B5").legal_moves() == ["21-25", "21-26"]
    assert isinstance(damas.Position.__new__(Annotated), Annotated)
    with pytest.raises(TypeError, match="not a subtype"):
        damas.Position.__new__(damas.Game)
    for value in (game, damas.Position("W:W21:B5")):
        assert pickle.loads(pickle.dumps(value, protocol=0)) is not None
        assert copy.copy(value).to_pdn() == value.to_pdn() if isinstance(value, damas.Game) \
            else copy.copy(value) == value


def test_a_side_to_move_that_is_unknown_is_refused():
    """'?' is read by the FEN parser as White: a search or a position would answer for a side
    nobody named (pdn analyse and pdn moves refuse it alike)."""
    for call in (lambda: damas.Position("?:W10:B14"), lambda: damas.analyse("?:W10:B14")):
        with pytest.raises(ValueError, match=re.escape(
                "'?:W10:B14': the side to move is unknown ('?'): give W or B")):
            call()


def test_a_text_pasted_by_mistake_is_not_echoed_whole():
    """As CPython's own messages, an error names a long text in a few dozen characters, its
    line ends escaped: a megabyte given as a FEN or a move raises a one-line message."""
    pasted = "x" * 1_000_000 + "\n"
    calls = [lambda: damas.Position("W" + pasted), lambda: damas.Position().play(pasted),
             lambda: damas.analyse("W" + pasted), lambda: damas.analyse(moves=[pasted])]
    for call in calls:
        with pytest.raises(ValueError) as raised:
            call()
        message = str(raised.value)
        assert len(message) < 200 and "\n" not in message and "xxx" in message, message


def test_readme_example_prints_what_the_readme_shows(capsys, monkeypatch):
    """The example of python/README.md, run as it is written there, prints what it shows."""
    readme = (pathlib.Path(__file__).resolve().parents[1] / "README.md").read_text("utf-8")
    (example,) = re.findall(r"```python\n(.*?)```", readme, re.S)
    (shown,) = re.findall(r"```text\n(.*?)```", readme, re.S)
    monkeypatch.chdir(SAMPLES.parent)
    exec(compile(example, "README example", "exec"), {})
    assert capsys.readouterr().out == shown


def test_the_projects_readme_example_runs(capsys, monkeypatch):
    """The example of the project's README.md (the section Python), run as written there."""
    readme = (SAMPLES.parent / "README.md").read_text("utf-8")
    (block,) = re.findall(r"\n\n((?:    .*\n)+)", readme.split("\n## Python\n")[1].split("\n## ")[0])
    monkeypatch.chdir(SAMPLES.parent)
    exec(compile(textwrap.dedent(block), "README.md example", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    games = tags_by_regex((SAMPLES / "torneio.pdn").read_text(encoding="utf-8"))
    for line, tags in zip(out, games):
        assert line.startswith(f"{tags['White']} {tags['Result']} ")
    out = out[len(games):]
    # Black's seven replies to 11-15, from 21-24 (published perft(2) = 49 = 7 x 7).
    assert re.fullmatch(r"\[('2[1-4]-(1[7-9]|20)', ){6}'2[1-4]-(1[7-9]|20)'\]", out[0])
    results = re.findall(r'^\[Result "', (SAMPLES / "folhas-de-jogo.pdn").read_text("utf-8"), re.M)
    assert [line.split(" ")[0] for line in out[1:-1]] == [str(n) for n in range(1, len(results) + 1)]
    assert "'illegal-move'" in out[2]  # the sample's second game (see the README)
    assert out[-1] == "9x18"  # the only legal move


def test_analyse_a_forced_capture():
    answer = damas.analyse("W:W9,12:B13", depth=3)
    assert set(answer) == {"fen", "best", "score", "depth", "nodes", "nps", "pv"}
    # 9x18 is the only legal move (a capture is compulsory), and it takes Black's last piece:
    # White wins with its first move.
    assert answer["fen"] == "W:W9,12:B13" and answer["best"] == "9x18"
    assert answer["score"] == "#1" and answer["pv"] == ["9x18"] and answer["nodes"] > 0


def test_analyse_a_game_over_and_bad_arguments():
    assert damas.analyse("W:W:B5", depth=2) == {
        "fen": "W:W:B5", "best": None, "score": None, "result": "0-1", "reason": "no-pieces"}
    with pytest.raises(ValueError, match="depth"):
        damas.analyse(depth=0)
    with pytest.raises(ValueError, match="'9-14' is not a legal move at ply 1"):
        damas.analyse(moves=["9-14"], depth=1)
    with pytest.raises(ValueError, match="unknown rules"):
        damas.analyse(depth=1, rules="chess")
    after = damas.analyse(moves=["11-15", "22-19"], depth=2)
    assert after["best"] == "15x22"  # the only legal move: a capture


def test_analyse_warns_of_a_table_file_it_cannot_read(tmp_path, monkeypatch):
    """Five-piece tables since damaged: the search goes on without them, and says so."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    cache = tmp_path / "damas-pdn"
    cache.mkdir()
    (cache / "egtb-5-kvk-draw.bin").write_text("damas-pdn egtb 2\n")
    with pytest.warns(RuntimeWarning, match="endgame tables not used: " +
                      re.escape(str(cache / "egtb-5-kvk-draw.bin")) + ": "):
        answer = damas.analyse("B:WK1,K5,K10:BK8", depth=2)
    # Three kings against one under the default rule: a draw, which the four-piece tables say.
    assert answer["score"] == 0.0 and answer["best"] == "8-12"


def test_validate_gives_pdn_validates_objects():
    path = SAMPLES / "folhas-de-jogo.pdn"
    pdn = path.read_text(encoding="utf-8")
    verdicts = list(damas.validate(path))
    results = re.findall(r'^\[Result "(.*)"\]', pdn, re.M)
    assert [v["game"] for v in verdicts] == list(range(1, len(results) + 1))
    assert [v["result_tag"] for v in verdicts] == results
    assert all(v["file"] == str(path) for v in verdicts)
    # The sample's second game: a quiet move where a capture was compulsory (see the README).
    (illegal,) = [d for d in verdicts[1]["diagnostics"] if d["code"] == "illegal-move"]
    assert illegal["reason"] == "capture-required"
    line = pdn.splitlines()[illegal["line"] - 1]
    assert line[illegal["column"] - 1:].startswith(illegal["move"])


def test_validate_reads_json_lines_as_read_games_does(tmp_path):
    """The games of a JSON Lines file (Game.to_json's lines) have the verdicts of their PDN."""
    path = SAMPLES / "folhas-de-jogo.pdn"
    jsonl = tmp_path / "games.jsonl"
    jsonl.write_text("".join(g.to_json() + "\n" for g in damas.read_games(path)), encoding="utf-8")
    from_pdn = list(damas.validate(path))
    from_json = list(damas.validate(jsonl))
    for verdict in from_pdn + from_json:
        del verdict["file"]
    assert from_json == from_pdn


def test_validate_rule_options_and_texts():
    # Three kings against one (a Forcada), judged under the rules the keywords choose.
    game = '[FEN "W:WK1,K5,K10:BK29"]\n1. 1-6 29-25 *\n'
    (verdict,) = damas.validate(game)  # an iterator of one
    assert verdict["file"] == "text" and verdict["plies"] == 2
    assert "forcada=rio/12" in verdict["rules"]
    (verdict,) = damas.validate(game, forcada="no-rio", forcada_moves=20)
    assert "forcada=no-rio/20" in verdict["rules"]
    (spanish,) = damas.validate(game, rules="spanish")
    assert spanish["rules"].startswith("spanish")
    with pytest.raises(ValueError, match="forcada takes rio or no-rio"):
        damas.validate(game, forcada="x")
    with pytest.raises(ValueError, match="no such parameter"):
        damas.validate(game, colour="red")
    (empty,) = damas.validate("\n")
    assert empty["game"] == 0 and empty["diagnostics"][0]["code"] == "no-games"


def test_validate_gives_the_first_verdict_before_the_input_ends(tmp_path):
    """A pipe whose writer sends 2,000 games and then waits: the first verdict comes while the
    writer still holds the pipe open (a list would wait for the writer), the others after."""
    fifo = tmp_path / "games"
    os.mkfifo(fifo)
    games = [f'[Event "{n}"]\n1. 11-15 22-18 *\n\n' for n in range(1, 2001)]
    may_close = threading.Event()

    def write():
        with open(fifo, "w", encoding="utf-8") as writer:
            writer.write("".join(games))
            writer.flush()
            may_close.wait(30)

    writer = threading.Thread(target=write)
    writer.start()
    try:
        start = time.monotonic()
        verdicts = damas.validate(str(fifo))
        assert iter(verdicts) is verdicts
        first = next(verdicts)
        assert time.monotonic() - start < 10 and not may_close.is_set()
    finally:
        may_close.set()
    assert (first["game"], first["tags"], first["plies"]) == (1, {"Event": "1"}, 2)
    rest = list(verdicts)
    writer.join()
    assert [v["tags"]["Event"] for v in rest] == [str(n) for n in range(2, 2001)]
    with pytest.raises(StopIteration):
        next(verdicts)  # and stays ended


def test_one_iterator_is_taken_from_by_one_thread_at_a_time(tmp_path):
    """While a thread waits for the next game of a pipe, another asking the same iterator is
    told so at once (it would otherwise wait holding the GIL, and the writer with it)."""
    for read in (damas.read_games, damas.validate):
        fifo = tmp_path / read.__name__
        os.mkfifo(fifo)
        games = read(str(fifo))
        taken, started = [], threading.Event()

        def take():
            started.set()
            taken.append(next(games))

        waiting = threading.Thread(target=take)
        waiting.start()
        with open(fifo, "w", encoding="utf-8") as writer:
            started.wait(30)
            time.sleep(0.5)  # the thread waits for the game meanwhile
            with pytest.raises(ValueError, match="already taking a game in another thread"):
                next(games)
            writer.write('[Event "only"]\n1. 11-15 *\n')
        waiting.join(30)
        assert not waiting.is_alive() and len(taken) == 1
        with pytest.raises(StopIteration):
            next(games)


def test_a_games_own_verdict():
    # 12-16 where a capture is compulsory (worked out by hand: after 11-15 22-19, 15x22), and
    # only an Event tag (the other standard tags missing).
    (game,) = damas.read_games('[Event "e"]\n1. 11-15 22-19 2. 12-16 *\n')
    verdict = game.validate()
    assert (verdict["game"], verdict["plies"], verdict["tags"]) == (1, 3, {"Event": "e"})
    (illegal,) = [d for d in verdict["diagnostics"] if d["code"] == "illegal-move"]
    assert (illegal["reason"], illegal["move"], illegal["line"], illegal["column"]) == (
        "capture-required", "12-16", 2, 19)
    assert [d["code"] for d in verdict["diagnostics"]].count("missing-tag") == 1
    assert "missing-tag" not in [d["code"] for d in game.validate(check_tags=False)["diagnostics"]]
    assert game.validate(rules="spanish")["rules"].startswith("spanish")
    with pytest.raises(ValueError, match="no such parameter"):
        game.validate(colour="red")
    assert game.validate() == verdict and game.source == "text"  # the game left as it was
    # A game read in part: one diagnostic, where it broke off.
    (broken,) = damas.read_games('[Event "a"\n1. 11-15 *\n')
    (syntax,) = broken.validate()["diagnostics"]
    assert (syntax["severity"], syntax["line"], syntax["column"]) == ("error", 1, 11)
    # A game made in Python: two legal moves, no error.
    made = damas.Game(["11-15", "22-18"]).validate()
    assert made["plies"] == 2 and made["outcome"]["result"] == "*"
    assert not [d for d in made["diagnostics"] if d["severity"] == "error"]


def test_annotate_marks_a_move_that_throws_a_draw_away():
    """A man each, White to move (worked out by hand): 10-13 races to crown, a draw of two
    kings; 10-14 is taken at once (19x10) and White has nothing left."""
    (game,) = list(damas.read_games('[FEN "W:W10:B19"]\n[Result "0-2"]\n1. 10-14 19x10 0-2\n'))
    annotated, summary = game.annotate()
    first, second = annotated.mainline
    assert (first.move, first.strength, second.move, second.strength) == ("10-14", "??", "19x10", "")
    assert [v[0].move for v in first.variations] == ["10-13"]
    # Black takes White's last piece at once: a win in one move, from White's side.
    assert first.commands == [("eval", "#-1")]
    assert annotated.tags["Annotator"].startswith("pdn annotate (")
    assert "depth 10" in annotated.tags["Annotator"]
    assert (summary["white"]["moves"], summary["white"]["blunders"]) == (1, 1)
    assert (summary["black"]["moves"], summary["black"]["blunders"]) == (1, 0)
    assert summary["file"] == "text" and summary["game"] == 1
    assert game.mainline[0].strength == "" and "Annotator" not in game.tags  # left as it was


def test_annotate_refuses_what_it_cannot_do():
    (game,) = list(damas.read_games('[FEN "W:W10:B19"]\n1. 10-14 19x10 *\n'))
    for bad in ({"confirm_plies": 21}, {"recheck_plies": -1}, {"time_per_game": float("nan")},
                {"time_per_game": 10, "movetime": 100}, {"depth": 0}, {"rules": "international"},
                {"forcada": "x"}):
        with pytest.raises(ValueError):
            game.annotate(**bad)
    (broken,) = list(damas.read_games('[Event "a"]\n1. 11-15 {never closed\n'))
    with pytest.raises(ValueError, match=r"^text:\d+:\d+: game 1 was not read to its end: "):
        broken.annotate()
    (international,) = list(damas.read_games('[GameType "20"]\n1. 32-28 *\n'))
    with pytest.raises(ValueError, match="cannot be annotated"):
        international.annotate()


def interrupted_after(seconds, call):
    """Runs `call` with a SIGINT (a user's Ctrl-C) sent to this process after `seconds`, and the
    seconds it took to raise KeyboardInterrupt; fails if it ended otherwise."""
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
    return time.monotonic() - start


def test_ctrl_c_stops_a_long_search_and_a_long_count():
    """Without the GIL a call would see Ctrl-C only at its end: a day's search, a count of
    10^30 sequences. Each is stopped within a second or two of the signal."""
    assert interrupted_after(0.3, lambda: damas.analyse(movetime=86_400_000)) < 30
    assert interrupted_after(0.3, lambda: damas.Position().perft(40)) < 30
    game = damas.Game(["11-15", "22-19", "15x22", "26x19"])
    assert interrupted_after(0.3, lambda: game.annotate(time_per_game=86400)) < 30


def test_ctrl_c_stops_reading_an_input_that_never_comes(tmp_path):
    """A FIFO no program writes to: read_games and validate wait for it until Ctrl-C, and the
    reader dropped after it does not wait for it either."""
    fifo = tmp_path / "silent"
    os.mkfifo(fifo)
    threads_before = len(os.listdir("/proc/self/task"))
    games = damas.read_games(str(fifo))
    assert interrupted_after(0.3, lambda: next(games)) < 30
    del games
    assert interrupted_after(0.3, lambda: next(damas.validate(str(fifo)))) < 30
    # The readers left behind, blocked in opening it, are released (an empty input) and waited
    # for, so that none runs on while Python exits.
    os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    for _ in range(1000):
        if len(os.listdir("/proc/self/task")) <= threads_before:
            break
        time.sleep(0.01)
    assert len(os.listdir("/proc/self/task")) <= threads_before
