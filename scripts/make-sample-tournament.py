#!/usr/bin/python3
"""Writes samples/torneio-clube.pdn: a round robin of six fictional players whose games are all
legal Portuguese draughts, played by the project's own engine (`pdn match` at fixed depths, so
the same games every time), with tournament tags put on them.

Usage: scripts/make-sample-tournament.py PDN_BINARY [OUTPUT]  (default samples/torneio-clube.pdn)

The results were chosen so that the standings need every kind of tie-break decision (FPD
scoring, 2-1-0): Rui Carvalho and Marta Sousa both score 7 and drew each other (the
Sonneborn-Berger decides), Joana Pereira and Tiago Almeida both score 5 and Joana won their
game (the direct encounter decides, though Tiago's Sonneborn-Berger is higher), and Ines
Ribeiro and Nuno Faria both score 3, drew each other and have the same Sonneborn-Berger and
wins (a shared rank; Nuno played Black once more). Each game is taken from the engine's games
whose result on the board is the one wanted (the winner taking no pieces is never needed: every
decisive game ends on the board), each from an opening of its own.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The Berger table of six players (White first), the players by their number in it.
PLAYERS = {1: "Rui Carvalho", 2: "Inês Ribeiro", 3: "Tiago Almeida", 4: "Marta Sousa",
           5: "Nuno Faria", 6: "Joana Pereira"}
ROUNDS = [[(1, 6), (2, 5), (3, 4)], [(6, 4), (5, 3), (1, 2)], [(2, 6), (3, 1), (4, 5)],
          [(6, 5), (1, 4), (2, 3)], [(3, 6), (4, 2), (5, 1)]]
DATES = ["2026.03.07", "2026.03.14", "2026.03.21", "2026.03.28", "2026.04.04"]
# The winner of each pairing (None: a draw).
WINNERS = {frozenset(p): w for p, w in [
    ((2, 5), None), ((3, 2), 3), ((2, 6), None), ((2, 1), None), ((4, 2), 4),
    ((5, 3), None), ((6, 5), 6), ((5, 1), None), ((4, 5), 4), ((6, 3), 6),
    ((1, 3), 1), ((3, 4), 3), ((1, 6), 1), ((4, 6), 4), ((1, 4), None)]}
# Engine settings whose games are drawn from, in order: uneven depths give decisive games,
# even ones draws.
POOLS = [("5", "3"), ("4", "4"), ("6", "4")]
MAX_PLIES = 90  # short games read better in a sample


def games_of(text):
    """(tags, movetext) of each game written by pdn match."""
    games = []
    for block in re.split(r"\n\s*\n(?=\[)", text.strip()):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', block, re.M))
        moves = "\n".join(line for line in block.splitlines() if not line.startswith("["))
        games.append((tags, moves.strip()))
    return games


def pool(pdn, white_depth, black_depth):
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "pool.pdn")
        subprocess.run([pdn, "match", "--engine", f"builtin:depth={white_depth}",
                        "--engine", f"builtin:depth={black_depth}", "--games", "98",
                        "-q", "-o", out], check=True, stdout=subprocess.DEVNULL)
        with open(out, encoding="utf-8") as f:
            return games_of(f.read())


def moves_only(movetext):
    """The movetext without the comment pdn match puts before the result ({no-pieces})."""
    return re.sub(r"\s*\{[^}]*\}", "", movetext)


def plies(movetext):
    return len(re.findall(r"\d+[-x]\d+", movetext))


def opening(movetext):
    return tuple(re.findall(r"\d+[-x]\d+", movetext)[:2])


def main():
    pdn = sys.argv[1]
    output = (sys.argv[2] if len(sys.argv) > 2
              else os.path.join(ROOT, "samples", "torneio-clube.pdn"))
    candidates = [g for depths in POOLS for g in pool(pdn, *depths)]
    used = set()
    records = []
    for number, (pairings, date) in enumerate(zip(ROUNDS, DATES), start=1):
        for white, black in pairings:
            winner = WINNERS[frozenset((white, black))]
            wanted = "1/2-1/2" if winner is None else "1-0" if winner == white else "0-1"
            tags, moves = next((t, m) for t, m in candidates
                               if t["Result"] == wanted and opening(m) not in used
                               and plies(m) <= MAX_PLIES)
            used.add(opening(moves))
            header = [("Event", "Torneio do Clube 2026"), ("Site", "Coimbra, POR"),
                      ("Date", date), ("Round", str(number)), ("White", PLAYERS[white]),
                      ("Black", PLAYERS[black]), ("Result", tags["Result"]),
                      ("GameType", "28")]
            records.append("".join(f'[{k} "{v}"]\n' for k, v in header) + "\n" +
                           moves_only(moves) + "\n")
    intro = ("% Amostra escrita para o damas-pdn: um torneio de todos contra todos a uma volta,\n"
             "% seis jogadores fictícios, damas clássicas (GameType 28), numeração da FPD.\n"
             "% Partidas jogadas pelo motor do projecto (pdn match), feitas por\n"
             "% scripts/make-sample-tournament.py; pdn standings mostra a classificação.\n")
    with open(output, "w", encoding="utf-8") as f:
        f.write(intro + "\n".join(records))


if __name__ == "__main__":
    main()
