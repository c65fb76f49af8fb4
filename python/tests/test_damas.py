"""Tests of the Python module `damas`; expected values come from the sample files read here with
plain regular expressions, from published perft counts and from hand-written moves."""
import copy
import json
import os
import pathlib
import pickle
import re
import signal
import threading
import time

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


def test_a_file_whose_name_is_not_utf8_is_read_by_any_form_of_its_name(tmp_path):
    raw = os.fsencode(tmp_path) + b"/caf\xe9 \xff.pdn"  # Latin-1 and a byte of no encoding
    with open(raw, "wb") as f:
        f.write(b'[Event "a"]\n\n1. 11-15 22-18 *\n')
    name = os.fsdecode(raw)  # a str with surrogates, as os.listdir gives it
    for given in (name, raw, pathlib.Path(name)):
        games = list(damas.read_games(given))
        assert [g.tags["Event"] for g in games] == ["a"]
        assert games[0].source == name and os.fsencode(games[0].source) == raw
    assert damas.validate(raw)[0]["outcome"] is not None
    broken = tmp_path / os.fsdecode(b"\xff broken.pdn")
    broken.write_bytes(b'[Event "a"\n1. 11-15 *\n')
    error = next(damas.read_games(broken)).error
    assert error.startswith(str(broken) + ":1:11: error: game 1: ")  # named as source names it
    with pytest.raises(ValueError, match="No such file or directory"):
        list(damas.read_games(raw + b".missing"))
    with pytest.raises(ValueError, match="No such file or directory"):
        damas.validate(raw + b".missing")


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
    with pytest.raises(ValueError, match="ambiguous"):
        position.play("6x22")
    after = position.play("6x13x22")
    assert after.side_to_move == "black"
    assert after.legal_moves() != position.legal_moves()


def test_bad_fens_and_moves_raise():
    with pytest.raises(ValueError, match="^bad FEN 'W:W1-13:B21-32' at character 3: 13 White"):
        damas.Position("W:W1-13:B21-32")
    with pytest.raises(ValueError, match="illegal move"):
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
        assert copied.to_pdn() == game.to_pdn() and copied.to_json() == game.to_json()
        assert copy.deepcopy(game).to_json() == game.to_json()
    assert "{good} (1. 9-13 21-17)" in pickle.loads(pickle.dumps(games[0])).to_pdn()


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
    verdicts = damas.validate(path)
    results = re.findall(r'^\[Result "(.*)"\]', pdn, re.M)
    assert [v["game"] for v in verdicts] == list(range(1, len(results) + 1))
    assert [v["result_tag"] for v in verdicts] == results
    assert all(v["file"] == str(path) for v in verdicts)
    # The sample's second game: a quiet move where a capture was compulsory (see the README).
    (illegal,) = [d for d in verdicts[1]["diagnostics"] if d["code"] == "illegal-move"]
    assert illegal["reason"] == "capture-required"
    line = pdn.splitlines()[illegal["line"] - 1]
    assert line[illegal["column"] - 1:].startswith(illegal["move"])


def test_validate_rule_options_and_texts():
    # Three kings against one (a Forcada), judged under the rules the keywords choose.
    game = '[FEN "W:WK1,K5,K10:BK29"]\n1. 1-6 29-25 *\n'
    (verdict,) = damas.validate(game)
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


def test_ctrl_c_stops_reading_an_input_that_never_comes(tmp_path):
    """A FIFO no program writes to: read_games and validate wait for it until Ctrl-C, and the
    reader dropped after it does not wait for it either."""
    fifo = tmp_path / "silent"
    os.mkfifo(fifo)
    threads_before = len(os.listdir("/proc/self/task"))
    games = damas.read_games(str(fifo))
    assert interrupted_after(0.3, lambda: next(games)) < 30
    del games
    assert interrupted_after(0.3, lambda: damas.validate(str(fifo))) < 30
    # The readers left behind, blocked in opening it, are released (an empty input) and waited
    # for, so that none runs on while Python exits.
    os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    for _ in range(1000):
        if len(os.listdir("/proc/self/task")) <= threads_before:
            break
        time.sleep(0.01)
    assert len(os.listdir("/proc/self/task")) <= threads_before
