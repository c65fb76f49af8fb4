#!/usr/bin/env python3
"""Fits the scale of annotate's winning-chance curve, W(s) = 1 / (1 + exp(-s / K)), to the
outcomes of the engine's own games: every position of self-play games, scored by the built-in
search, labelled with the game's result for White (1, 1/2, 0). K (hundredths of a man) is the
one that gives the smallest log-loss; the fit on held-out games (every fifth) is printed beside
it. bench/README.md records a run; analysis/win_chance.hpp holds the constant.

Usage: scripts/fit-win-chance.py PDN_BINARY WORK_DIR [--games N] [--depth D] [--jobs N]
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys

EVAL = re.compile(r"-?[0-9]+\.[0-9]+")  # an [%eval] value in men; mates (#N) are left out
# (engine A, engine B): equal and unequal depths, for decided games and level ones.
PAIRINGS = [("builtin:depth=6", "builtin:depth=6"), ("builtin:depth=6", "builtin:depth=4"),
            ("builtin:depth=4", "builtin:depth=4")]


def run(args, **kw):
    return subprocess.run(args, check=True, **kw)


def self_play(pdn, work, games, jobs):
    paths = []
    for i, (a, b) in enumerate(PAIRINGS):
        out = os.path.join(work, f"selfplay-{i}.pdn")
        if not os.path.exists(out):
            if os.path.exists(out + ".tmp"):
                os.remove(out + ".tmp")  # a stopped run's: pdn match does not replace them
            run([pdn, "match", "--engine", a, "--engine", b, "--games", str(games),
                 "--opening-plies", "3", "-j", str(jobs), "-q", "-o", out + ".tmp"],
                stdout=subprocess.DEVNULL)
            os.replace(out + ".tmp", out)
        paths.append(out)
    return paths


def scored_positions(pdn, path, depth, jobs):
    """(score in hundredths of a man for White, White's result, game number) per position."""
    annotated = path + f".d{depth}.pdn"
    if not os.path.exists(annotated):
        run([pdn, "annotate", path, "--depth", str(depth), "--confirm-plies", "0", "-q", "-j",
             str(jobs), "-o", annotated])
    text = run([pdn, "convert", "--to", "json", annotated], capture_output=True, text=True).stdout
    results = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}
    out = []
    for number, line in enumerate(text.splitlines()):
        game = json.loads(line)
        result = results.get(game.get("result", {}).get("text", ""))
        if result is None:
            continue
        for node in game["moves"]["nodes"]:
            for remark in node.get("after", []):
                for command in remark.get("commands", []):
                    if command["name"] == "eval" and EVAL.fullmatch(command["value"]):
                        out.append((round(float(command["value"]) * 100), result, number))
    return out


def log_loss(points, scale):
    total = 0.0
    for s, y, _ in points:
        p = 1.0 / (1.0 + math.exp(-s / scale))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(points)


def best_scale(points):
    lo, hi = 20.0, 2000.0  # golden-section search: the loss is unimodal in the scale
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = log_loss(points, a), log_loss(points, b)
    while hi - lo > 0.5:
        if fa < fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = log_loss(points, a)
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = log_loss(points, b)
    return (lo + hi) / 2


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdn")
    parser.add_argument("work")
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--depth", type=int, default=8, help="depth of the scoring search")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    points = []
    for i, path in enumerate(self_play(args.pdn, args.work, args.games, args.jobs)):
        points += [(s, y, (i, n)) for s, y, n in scored_positions(args.pdn, path, args.depth,
                                                                   args.jobs)]
    games = {g for _, _, g in points}
    held_out = [p for p in points if hash(p[2]) % 5 == 0]
    training = [p for p in points if hash(p[2]) % 5 != 0]
    scale = best_scale(training)
    print(f"{len(games)} games, {len(points)} positions scored at depth {args.depth} "
          f"({len(training)} to fit, {len(held_out)} held out)")
    print(f"fitted scale K = {scale:.0f} hundredths of a man")
    for k in (scale, 150.0):
        print(f"  K = {k:.0f}: log-loss {log_loss(training, k):.4f} (fit), "
              f"{log_loss(held_out, k):.4f} (held out)")
    print(f"  constant 1/2: log-loss {math.log(2):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
