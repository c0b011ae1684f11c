#!/usr/bin/env python3
"""Speed of go_core from Python, against other Python Go packages in the
same run (a benchmark script, not a test; its figures go in the README).

1. ``Game.play`` calls per second against OpenSpiel's ``apply_action``:
   random games are drawn with OpenSpiel (seeded), and the same move
   sequences are applied to each engine, 9x9 and 19x19. go_core plays under
   the rules OpenSpiel's Go uses (simple ko, suicide forbidden), through
   its checked ``play``; OpenSpiel's ``apply_action`` checks legality too.
2. The whole SGF corpus read and replayed, against sgfmill doing the same
   work: go_core reads every file (``sgf.read``) and replays every game
   tree (``Record.replay``, tolerant); sgfmill parses each file
   (``Sgf_game.from_bytes``, first game tree) and plays its main line on
   its board (setup stones, moves; a move it refuses ends its replay). The
   files sgfmill cannot read are left out of its time and counted.

3. Random games to the end from the empty board: ``Game.playouts`` (one
   call for all the games, light playouts, the interpreter released)
   against OpenSpiel playing uniformly random legal actions from Python
   until its game ends (its own fastest loop), 9x9 and 19x19; and against
   the same call made natively (``Game::playouts`` in Rust, the benches
   crate's ``playouts-native``, built by ``cargo`` in the run): the same
   seed must give the same moves, and the ratio is the cost of the Python
   layer (issue target: within 5%).
4. Game collections into a table (the notebooks' first step):
   ``go_core.load`` (read, replay and count every game, with the default
   dead-stone estimate) then ``games_table(...).to_pandas()``, with one
   worker and with every core, against sgfmill reading and replaying each
   file's first game in Python and building a pandas DataFrame of the same
   game information (without counting); and with ``playouts=0`` (dead
   stones by pass-alive analysis only). Games per second each, and the
   loader's peak memory per million moves (in a fresh interpreter, the peak
   resident set while loading with the moves table, less the resident set
   before, over the moves loaded).

Each figure is the best of ``--repeats`` runs. The machine's other core
should be idle (TOOLCHAIN.md: the two cores slow each other down); the
ratios are measured in the same run. ``--quick`` makes a short pass that
only checks that everything runs (the test command uses it).

Usage: python go-py/bench/bench.py [--quick] [--repeats N] [--corpus DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

# numpy's OpenBLAS would start worker threads that spin on the machine's
# other core for a while (this script does no linear algebra): one thread.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
import pyspiel
from sgfmill import boards
from sgfmill import sgf as sgfmill_sgf

import go_core
from go_core import GoError, Rules, sgf

REPO = Path(__file__).resolve().parents[2]
CORPORA = REPO.parent / "shared" / "validation" / "corpora"


def best(repeats: int, run: Callable[[], object]) -> float:
    """The shortest wall time of `repeats` runs, in seconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def openspiel_games(size: int, games: int, seed: int) -> list[list[int]]:
    """Random legal games drawn with OpenSpiel: each game's actions."""
    game = pyspiel.load_game("go", {"board_size": size, "komi": 7.5})
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(games):
        state = game.new_initial_state()
        actions = []
        while not state.is_terminal():
            legal = state.legal_actions()
            # Mostly stones: a pass only when little else is left, so that
            # games fill the board as real ones do.
            stones = legal[:-1]
            a = int(rng.choice(stones)) if stones and (len(stones) > 4 or rng.random() < 0.5) else legal[-1]
            actions.append(a)
            state.apply_action(a)
        out.append(actions)
    return out


def to_moves(size: int, actions: list[int]) -> list[tuple[int, int] | None]:
    """OpenSpiel's actions as go_core moves: action a is the point
    (a % size, a // size) counted from the bottom-left, size*size a pass."""
    return [None if a == size * size else (a % size, size - 1 - a // size) for a in actions]


RULES = Rules.chinese().with_ko("simple")


def replays_in_go_core(size: int, moves: list[tuple[int, int] | None]) -> bool:
    g = go_core.Game(size, rules=RULES)
    try:
        for m in moves:
            g.play(m)
    except GoError:
        return False
    return True


def bench_play(size: int, games: int, repeats: int, seed: int) -> dict[str, float]:
    game = pyspiel.load_game("go", {"board_size": size, "komi": 7.5})
    drawn = openspiel_games(size, games, seed)
    pairs = [(a, to_moves(size, a)) for a in drawn]
    pairs = [(a, m) for a, m in pairs if replays_in_go_core(size, m)]
    calls = sum(len(a) for a, _ in pairs)

    def ours() -> None:
        for _, moves in pairs:
            g = go_core.Game(size, rules=RULES)
            play = g.play
            for m in moves:
                play(m)

    def theirs() -> None:
        for actions, _ in pairs:
            state = game.new_initial_state()
            apply = state.apply_action
            for a in actions:
                apply(a)

    t_ours = best(repeats, ours)
    t_theirs = best(repeats, theirs)
    return {
        "games": len(pairs),
        "dropped": len(drawn) - len(pairs),
        "calls": calls,
        "go_core_per_s": calls / t_ours,
        "openspiel_per_s": calls / t_theirs,
    }


def sgfmill_replay(data: bytes) -> int:
    """sgfmill's read and main-line replay of a file; the moves it made."""
    return sgfmill_play(sgfmill_sgf.Sgf_game.from_bytes(data))


def sgfmill_play(game: sgfmill_sgf.Sgf_game) -> int:
    """sgfmill's main-line replay of a parsed game; the moves it made."""
    size = game.get_size()
    board = boards.Board(size)
    moves = 0
    for node in game.get_main_sequence():
        ab, aw, ae = node.get_setup_stones()
        if ab or aw or ae:
            board.apply_setup(ab, aw, ae)
        colour, point = node.get_move()
        if colour is None:
            continue
        moves += 1
        if point is None:
            continue
        row, col = point
        if not (0 <= row < size and 0 <= col < size):
            break
        try:
            board.play(row, col, colour)
        except ValueError:
            break
    return moves


def bench_corpus(files: list[Path], repeats: int) -> dict[str, float]:
    data = [p.read_bytes() for p in files]
    readable = []
    for d in data:
        try:
            sgfmill_replay(d)
            readable.append(d)
        except Exception:  # noqa: BLE001 - a file sgfmill cannot read is left out of its run
            pass
    counts = {"games": 0, "moves": 0}

    def ours() -> None:
        games = moves = 0
        for path in files:
            try:
                records = sgf.read(path)
            except GoError:
                continue
            for r in records:
                try:
                    moves += r.replay().moves
                    games += 1
                except GoError:
                    pass
        counts.update(games=games, moves=moves)

    def theirs() -> None:
        for d in readable:
            sgfmill_replay(d)

    t_ours = best(repeats, ours)
    t_theirs = best(repeats, theirs)
    return {
        "files": len(files),
        "games": counts["games"],
        "moves": counts["moves"],
        "bytes": sum(len(d) for d in data),
        "go_core_s": t_ours,
        "sgfmill_files": len(readable),
        "sgfmill_s": t_theirs,
        "go_core_files_per_s": len(files) / t_ours,
        "sgfmill_files_per_s": len(readable) / t_theirs,
    }


def native_playouts(size: int, games: int, seed: int, repeats: int) -> dict[str, float]:
    """The same bulk playouts in Rust (``Game::playouts``, one thread), by
    the ``playouts-native`` program of the benches crate, built here:
    ``{"seconds": best time, "moves": moves played}``."""
    subprocess.run(["cargo", "build", "--quiet", "--release", "-p", "go-benches", "--bin", "playouts-native"],
                   cwd=REPO, check=True)
    out = subprocess.run([str(REPO / "target" / "release" / "playouts-native"), str(size), str(games), str(seed),
                          str(repeats)], cwd=REPO, check=True, capture_output=True, text=True).stdout
    result: dict[str, float] = json.loads(out)
    return result


def bench_random_games(size: int, games: int, repeats: int, seed: int) -> dict[str, float]:
    """Random games from the empty board: go_core's bulk playouts against
    OpenSpiel's random actions, games per second each, and against the same
    call made natively in Rust (same playouts, same seed: the moves played
    must be equal)."""
    ours = go_core.Game(size, rules="chinese")
    t_ours = best(repeats, lambda: ours.playouts(games, seed=seed))
    native = native_playouts(size, games, seed, repeats)
    python_moves = ours.playouts(games, seed=seed).moves
    if python_moves != native["moves"]:
        raise SystemExit(f"Python and native playouts differ: {python_moves} against {native['moves']} moves")
    game = pyspiel.load_game("go", {"board_size": size, "komi": 7.5})
    rng = np.random.default_rng(seed)

    def theirs() -> None:
        for _ in range(max(1, games // 20)):
            state = game.new_initial_state()
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.integers(len(legal)))])

    t_theirs = best(repeats, theirs)
    return {
        "games": games,
        "go_core_per_s": games / t_ours,
        "openspiel_per_s": max(1, games // 20) / t_theirs,
        "native_per_s": games / native["seconds"],
    }


def sgfmill_row(path: Path) -> dict[str, object]:
    """sgfmill's read and replay of a file's first game, as one table row of
    its game information."""
    data = path.read_bytes()
    game = sgfmill_sgf.Sgf_game.from_bytes(data)
    root = game.get_root()

    def text(name: str) -> str | None:
        return root.get(name) if root.has_property(name) else None

    return {"file": str(path), "size": game.get_size(), "komi": game.get_komi(), "black": text("PB"),
            "white": text("PW"), "result": text("RE"), "rules": text("RU"), "moves": sgfmill_play(game)}


def bench_tables(files: list[Path], repeats: int) -> dict[str, float]:
    """Games per second into a pandas DataFrame: go_core.load + games_table
    (one worker, every core) against sgfmill + pandas."""
    import pandas as pd

    rows: dict[str, int] = {}

    def ours(workers: int | None, playouts: int = 50) -> Callable[[], None]:
        def run() -> None:
            corpus = go_core.load(files, workers=workers, progress=False, playouts=playouts)
            df = go_core.games_table(corpus).to_pandas()
            rows["games"] = int(df["error"].isna().sum())
        return run

    def theirs() -> None:
        table = []
        for path in files:
            try:
                table.append(sgfmill_row(path))
            except Exception:  # noqa: BLE001 - a file sgfmill cannot read is a row with no game
                table.append({"file": str(path)})
        rows["sgfmill_games"] = sum(1 for r in table if "size" in r)
        pd.DataFrame(table)

    t_one = best(repeats, ours(1))
    t_all = best(repeats, ours(None))
    t_fast = best(repeats, ours(None, playouts=0))
    t_theirs = best(repeats, theirs)
    return {"games": rows["games"], "one_per_s": rows["games"] / t_one, "all_per_s": rows["games"] / t_all,
            "fast_per_s": rows["games"] / t_fast,
            "sgfmill_games": rows["sgfmill_games"], "sgfmill_per_s": rows["sgfmill_games"] / t_theirs}


MEMORY_PROBE = """
import json, sys
from pathlib import Path
import pyarrow, go_core

def status(key):
    for line in open("/proc/self/status"):
        if line.startswith(key + ":"):
            return int(line.split()[1])

files = [Path(p) for p in json.loads(sys.stdin.read())]
with open("/proc/self/clear_refs", "w") as f:
    f.write("5")  # the peak resident set starts again from here (Linux)
before = status("VmRSS")
corpus = go_core.load(files, progress=False, moves=True)
moves = go_core.moves_table(corpus).num_rows
print(json.dumps({"moves": moves, "kib": status("VmHWM") - before}))
"""


def loader_memory(files: list[Path]) -> dict[str, float]:
    """The loader's peak memory in a fresh interpreter (KiB: the peak
    resident set while loading with the moves table built, less the
    resident set before; Linux /proc), and the moves it held."""
    out = subprocess.run([sys.executable, "-c", MEMORY_PROBE], input=json.dumps([str(f) for f in files]),
                         capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(out.stdout)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short pass that checks that everything runs")
    parser.add_argument("--repeats", type=int, default=None)
    parser.add_argument("--corpus", type=Path, default=CORPORA)
    args = parser.parse_args()
    repeats = args.repeats or (1 if args.quick else 3)
    games = {9: 10, 19: 3} if args.quick else {9: 300, 19: 60}
    files = sorted(p for p in args.corpus.rglob("*") if p.is_file() and p.suffix.lower() == ".sgf")
    if not files:
        print(f"no SGF files under {args.corpus}", file=sys.stderr)
        return 1
    if args.quick:
        files = files[:: max(1, len(files) // 100)]

    print(f"go_core {go_core.__version__}, Python {sys.version.split()[0]}, repeats {repeats}"
          f"{' (quick pass: figures not for the README)' if args.quick else ''}")
    print()
    print("| what | go_core | other | ratio |")
    print("|---|---|---|---|")
    for size, n in games.items():
        r = bench_play(size, n, repeats, seed=size)
        print(f"| `Game.play` / OpenSpiel `apply_action`, {size}x{size}, {r['games']} random games, "
              f"{r['calls']:,} moves ({r['dropped']} dropped) | {r['go_core_per_s']:,.0f} calls/s | "
              f"{r['openspiel_per_s']:,.0f} calls/s | {r['go_core_per_s'] / r['openspiel_per_s']:.2f}x |")
    for size, n in ({9: 200, 19: 20} if args.quick else {9: 20_000, 19: 2_000}).items():
        g = bench_random_games(size, n, repeats, seed=size)
        print(f"| random games to the end, {size}x{size}: `Game.playouts({n})` / OpenSpiel random "
              f"`apply_action` loop | {g['go_core_per_s']:,.0f} games/s | {g['openspiel_per_s']:,.0f} games/s | "
              f"{g['go_core_per_s'] / g['openspiel_per_s']:.1f}x |")
        print(f"| the same `Game.playouts({n})` / the native `Game::playouts` (Rust, same seed and moves), "
              f"{size}x{size} | {g['go_core_per_s']:,.0f} games/s | {g['native_per_s']:,.0f} games/s | "
              f"{g['go_core_per_s'] / g['native_per_s']:.3f}x |")
    c = bench_corpus(files, repeats)
    ratio = c["go_core_files_per_s"] / c["sgfmill_files_per_s"]
    print(f"| corpus read + replay / sgfmill, {c['files']:,} files ({c['bytes'] / 2**20:.1f} MiB), "
          f"{c['games']:,} games, {c['moves']:,} moves (sgfmill: {c['sgfmill_files']:,} files it reads) | "
          f"{c['go_core_files_per_s']:,.0f} files/s ({c['go_core_s']:.2f} s) | "
          f"{c['sgfmill_files_per_s']:,.0f} files/s ({c['sgfmill_s']:.2f} s) | {ratio:.1f}x |")
    t = bench_tables(files, repeats)
    print(f"| games into a pandas DataFrame: `go_core.load` (counted) + `games_table`, 1 worker / every core, "
          f"against sgfmill read + replay + pandas (no count), {t['games']:,} games (sgfmill: "
          f"{t['sgfmill_games']:,}) | {t['one_per_s']:,.0f} / {t['all_per_s']:,.0f} games/s | "
          f"{t['sgfmill_per_s']:,.0f} games/s | {t['one_per_s'] / t['sgfmill_per_s']:.1f}x / "
          f"{t['all_per_s'] / t['sgfmill_per_s']:.1f}x |")
    print(f"| the same with `load(playouts=0)` (dead stones by pass-alive analysis only), every core | "
          f"{t['fast_per_s']:,.0f} games/s | {t['sgfmill_per_s']:,.0f} games/s | "
          f"{t['fast_per_s'] / t['sgfmill_per_s']:.1f}x |")
    m = loader_memory(files)
    print(f"\nthe loader's peak memory, moves table included: {m['kib'] / 1024:,.1f} MiB for {m['moves']:,.0f} "
          f"moves, {m['kib'] / 1024 / max(m['moves'], 1) * 1e6:,.0f} MiB per million moves")
    if not args.quick and ratio < 10:
        print(f"\nthe corpus target (at least 10x sgfmill) is missed: {ratio:.1f}x", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
