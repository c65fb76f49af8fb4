#!/usr/bin/env python3
"""How far pdn annotate's marks can be trusted: its marks at the default settings against a
reference annotation searched at least 6 plies deeper, on games of both kinds (engine against
engine, and low-depth engine games that make human-like mistakes, plus the project's sample
tournament). Prints the table of default mark against reference mark, precision and recall,
and the time each annotation took (bench/README.md records a run).

Usage: scripts/measure-marks.py PDN_BINARY WORK_DIR [--jobs N] [--reference-depth D]
                                [--reference-confirm-plies P] [--default "OPTIONS" | --judge FILE]
                                [--so-far]
The games are made once (WORK_DIR/games.pdn) and kept, so a second run compares the same games;
so is the reference (WORK_DIR/reference-D-P.pdn, the long run), annotated at depth D (16) with
its second looks P (6) plies deeper still (and no third look): 6 plies deeper than the defaults
(depth 10, second looks at 16). The reference is made a game at a time,
each game's annotation and CPU time kept in WORK_DIR/reference-D-P/ as it finishes: a run
stopped in any way (Ctrl-C, a kill, a reboot) loses only the games in progress, and the next run
does the others; the CPU time printed is that of every game. --judge FILE counts the marks of an
annotation of WORK_DIR/games.pdn made before (another reference, say) instead of running the
default one; --so-far judges on the games whose reference is finished (a long reference run
under way or stopped), leaving the others alone.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (engine A, engine B, games): low depths blunder as people do; deeper ones play engine games.
MATCHES = [
    ("builtin:depth=2", "builtin:depth=4", 24),
    ("builtin:depth=3", "builtin:depth=1", 10),
    ("builtin:depth=8", "builtin:depth=6", 10),
]
SAMPLES = ["samples/torneio-clube.pdn", "samples/torneio.pdn"]
MARKS = {6: 1, 2: 2, 4: 3}  # NAG -> level: ?! ? ??
NAMES = ["none", "?!", "?", "??"]


def run(args, **kw):
    return subprocess.run(args, check=True, **kw)


def make_games(pdn, work, jobs):
    games = os.path.join(work, "games.pdn")
    if os.path.exists(games):
        return games
    parts = []
    for i, (a, b, n) in enumerate(MATCHES):
        out = os.path.join(work, f"match-{i}.pdn")
        if os.path.exists(out):
            os.remove(out)  # a stopped run's: pdn match does not replace a match's records
        run([pdn, "match", "--engine", a, "--engine", b, "--games", str(n), "--opening-plies",
             "3", "-j", str(jobs), "-q", "-o", out], stdout=subprocess.DEVNULL)
        parts.append(out)
    parts += [os.path.join(ROOT, s) for s in SAMPLES]
    with open(games + ".tmp", "w", encoding="utf-8") as f:
        for p in parts:
            with open(p, encoding="utf-8") as g:
                f.write(g.read().rstrip("\n") + "\n\n")
    os.replace(games + ".tmp", games)
    return games


def annotate(pdn, games, out, jobs, extra):
    start = time.time()
    cpu = os.times()
    run([pdn, "annotate", games, "-q", "-j", str(jobs), "-o", out] + extra)
    after = os.times()
    return time.time() - start, after.children_user - cpu.children_user


def reference_game(work, depth, confirm, k):
    """Where a reference run keeps game `k` (1-based) once annotated; its CPU time is beside it
    (the same name and .cpu)."""
    return os.path.join(work, f"reference-{depth}-{confirm}", f"{k:04d}.pdn")


def reference_so_far(pdn, work, depth, confirm, count):
    """The games of a reference run finished so far, without running the others: their numbers
    (1-based), their marks and the CPU seconds they took."""
    done = [k for k in range(1, count + 1)
            if os.path.exists(reference_game(work, depth, confirm, k))]
    levels, cpu = [], 0.0
    for k in done:
        levels += marks(pdn, reference_game(work, depth, confirm, k))
        with open(reference_game(work, depth, confirm, k) + ".cpu") as f:
            cpu += float(f.read())
    return done, levels, cpu


def in_turns(count):
    """The game numbers 1..count taken a kind at a time in turn (each match's games, then the
    samples), so that the games a long run has finished mix the kinds (--so-far)."""
    blocks, first = [], 1
    for _, _, games in MATCHES:
        blocks.append(list(range(first, min(first + games, count + 1))))
        first += games
    blocks.append(list(range(first, count + 1)))
    order = []
    for turn in range(max(len(b) for b in blocks)):
        order += [b[turn] for b in blocks if turn < len(b)]
    return order


def annotate_reference(pdn, games, count, work, jobs, depth, confirm):
    """The reference annotation of the games and its CPU seconds (None when it was made whole
    before and is only read again). Each game is annotated alone (--shard K/N) to a file of its
    own, renamed into place when finished, with its CPU time beside it (os.wait4: the time of
    that process alone, though others run at the same time); the games run a kind at a time in
    turn (in_turns)."""
    out = os.path.join(work, f"reference-{depth}-{confirm}.pdn")
    if os.path.exists(out):
        return out, None
    os.makedirs(os.path.dirname(reference_game(work, depth, confirm, 1)), exist_ok=True)

    def game(k):
        part = reference_game(work, depth, confirm, k)
        if not os.path.exists(part):
            proc = subprocess.Popen([pdn, "annotate", games, "-q", "-j", "1", "--shard",
                                     f"{k}/{count}", "-o", part + ".tmp", "--depth", str(depth),
                                     "--confirm-plies", str(confirm), "--recheck-plies", "0"])
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
            if proc.returncode != 0:
                raise subprocess.CalledProcessError(proc.returncode, proc.args)
            with open(part + ".cpu", "w") as f:
                f.write(f"{usage.ru_utime + usage.ru_stime:.2f}\n")
            os.replace(part + ".tmp", part)
        with open(part + ".cpu") as f:
            return float(f.read())

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        cpu = sum(pool.map(game, in_turns(count)))
    # The parts, in order, are the whole output (--shard-by contiguous).
    with open(out + ".tmp", "w", encoding="utf-8") as f:
        for k in range(1, count + 1):
            with open(reference_game(work, depth, confirm, k), encoding="utf-8") as g:
                f.write(g.read())
    os.replace(out + ".tmp", out)
    return out, cpu


def marks(pdn, path):
    """Per game, the mark level of each main-line move (None where the input already had one)."""
    text = run([pdn, "convert", "--to", "json", path], capture_output=True, text=True).stdout
    out = []
    for line in text.splitlines():
        game = json.loads(line)
        levels = []
        for node in game["moves"]["nodes"]:
            nags = [n["nag"] for n in node["nags"]]
            found = [MARKS[n] for n in nags if n in MARKS]
            levels.append(found[0] if found else 0)
        out.append(levels)
    return out


def premarked(pdn, games):
    """Moves of the input that already carry a strength or a NAG: annotate keeps them."""
    text = run([pdn, "convert", "--to", "json", games], capture_output=True, text=True).stdout
    return [[bool(n["nags"] or n["strength"]) for n in json.loads(line)["moves"]["nodes"]]
            for line in text.splitlines()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdn")
    parser.add_argument("work")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--reference-depth", type=int, default=16)
    parser.add_argument("--reference-confirm-plies", type=int, default=6)
    parser.add_argument("--default", default="", help="options of the default run, quoted")
    parser.add_argument("--judge", help="an annotation of the games made before, judged instead")
    parser.add_argument("--so-far", action="store_true",
                        help="judge on the games the reference has finished, running no other")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    games = make_games(args.pdn, args.work, args.jobs)
    if args.judge:
        default_out, d_wall, d_cpu = args.judge, 0, 0
    else:
        default_out = os.path.join(args.work, "default.pdn")
        d_wall, d_cpu = annotate(args.pdn, games, default_out, args.jobs, args.default.split())
    # The reference is kept (it is the long run): another default setting is compared with it.
    depth, confirm = args.reference_depth, args.reference_confirm_plies
    skip = premarked(args.pdn, games)
    default = marks(args.pdn, default_out)
    if args.so_far:
        done, reference, r_cpu = reference_so_far(args.pdn, args.work, depth, confirm, len(skip))
        default = [default[k - 1] for k in done]
        skip = [skip[k - 1] for k in done]
    else:
        reference_out, r_cpu = annotate_reference(args.pdn, games, len(skip), args.work,
                                                  args.jobs, depth, confirm)
        reference = marks(args.pdn, reference_out)
    assert len(default) == len(reference) == len(skip)
    table = [[0] * 4 for _ in range(4)]
    plies = 0
    for d_game, r_game, s_game in zip(default, reference, skip):
        for d, r, s in zip(d_game, r_game, s_game):
            if s:
                continue
            plies += 1
            table[d][r] += 1
    judged = (f"judged: {args.judge}" if args.judge else
              f"default run ({args.default or 'defaults'}) {d_wall:.0f} s ({d_cpu:.0f} s CPU)")
    so_far = " (the games its reference has finished)" if args.so_far else ""
    print(f"{len(default)} games{so_far}, {plies} moves judged; {judged}, reference (depth {depth},"
          f" second looks at {depth + confirm}) "
          + (f"{r_cpu:.0f} s CPU" if r_cpu is not None else "made before, its time not kept"))
    print("| default \\ reference | " + " | ".join(NAMES) + " |")
    print("|---|---|---|---|---|")
    for d in range(4):
        print(f"| {NAMES[d]} | " + " | ".join(str(x) for x in table[d]) + " |")

    def ratio(num, den):
        return f"{num}/{den} = {100 * num / den:.0f}%" if den else f"{num}/0"
    # Precision: of the default's marks, those the reference marks at least as severe a class.
    mistakes = sum(table[d][r] for d in (2, 3) for r in range(4))
    print("precision of ?? and ? (reference ? or ??):",
          ratio(sum(table[d][r] for d in (2, 3) for r in (2, 3)), mistakes))
    print("precision of ? (reference ? or ??):", ratio(table[2][2] + table[2][3], sum(table[2])))
    print("precision of ?? (reference ??):", ratio(table[3][3], sum(table[3])))
    print("precision of ?! (reference any mark):",
          ratio(sum(table[1][r] for r in (1, 2, 3)), sum(table[1])))
    wanted = sum(table[d][r] for d in range(4) for r in (2, 3))
    print("recall of the reference's ? and ?? (default ? or ??):",
          ratio(sum(table[d][r] for d in (2, 3) for r in (2, 3)), wanted))
    print("recall of the reference's ? and ?? (default any mark):",
          ratio(sum(table[d][r] for d in (1, 2, 3) for r in (2, 3)), wanted))
    return 0


if __name__ == "__main__":
    sys.exit(main())
