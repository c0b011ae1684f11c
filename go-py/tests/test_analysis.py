"""The computer player from Python: Game.analyze and estimate_dead_stones,
a time budget by default (issue 10, section 2) and playouts as the
deterministic choice, searched with the interpreter released."""

from __future__ import annotations

import threading
import time
from typing import Any

import numpy as np
import pytest

from go_core import Game, TimeControl

WALLS = [(1, 0), (3, 0), (1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3), (1, 4), (0, 2), None, (3, 4)]


def test_a_playout_budget_is_deterministic_and_legal() -> None:
    g = Game(9)
    g.play((4, 4))
    a = g.analyze(playouts=400, seed=7)
    b = g.analyze(playouts=400, seed=7)
    assert (a.move, a.win_rate, a.candidates) == (b.move, b.win_rate, b.candidates)
    assert a.playouts == 400 and a.move in g.legal_moves()
    assert a.ownership.dtype == np.float32 and a.ownership.shape == (9, 9)
    assert float(a.ownership.min()) >= -1.0 and float(a.ownership.max()) <= 1.0
    assert sum(visits for _, visits, _ in a.candidates) <= 400
    assert 0.0 <= a.win_rate <= 1.0
    assert g.move_count == 1, "analysis plays nothing"


def test_a_game_not_being_played_is_not_searched() -> None:
    # Finished by resignation, then counting after two passes: a pass with
    # no playouts, the documented answer (C's go_game_suggest_move and
    # GTP's genmove pass there too).
    for finish in ("resign", "passes"):
        g = Game(9)
        g.play((4, 4))
        if finish == "resign":
            g.resign()
        else:
            g.play(None)
            g.play(None)
        assert g.phase in ("finished", "counting")
        a = g.analyze(playouts=200, seed=1)
        assert (a.move, a.win_rate, a.playouts, a.candidates) == (None, 0.5, 0, [])
        assert a.ownership.shape == (9, 9) and not a.ownership.any()


def test_the_default_budget_is_a_time() -> None:
    g = Game(9)
    start = time.monotonic()
    a = g.analyze()
    elapsed = time.monotonic() - start
    # The default is one second of search, however fast the machine is.
    assert elapsed >= 0.95 and a.playouts > 0
    start = time.monotonic()
    short = g.analyze(millis=100)
    assert time.monotonic() - start >= 0.095 and short.playouts > 0
    both = g.analyze(millis=60_000, playouts=50)
    assert both.playouts == 50


def test_a_clock_bounds_the_budget() -> None:
    # Sudden death, 2 s for the game: the share for a move on an empty 9x9
    # board is far below the default second (go-core's one clock rule).
    g = Game(9, clock=TimeControl.absolute(2_000))
    g.start_clock(0)
    start = time.monotonic()
    a = g.analyze(at_ms=0)
    assert time.monotonic() - start < 0.9 and a.playouts > 0


def test_the_interpreter_runs_while_the_computer_thinks() -> None:
    g = Game(9)
    done = threading.Event()

    def think() -> None:
        g.analyze(millis=500)
        done.set()

    worker = threading.Thread(target=think)
    worker.start()
    ticks = 0
    while not done.is_set():
        ticks += 1
        time.sleep(0.001)
    worker.join()
    assert ticks > 50, "the main thread was held up during the search"


def test_dead_stone_estimate() -> None:
    g = Game(5)
    for m in WALLS:
        g.play(m)
    g.play(None)
    g.play(None)
    assert (0, 2) in g.estimate_dead_stones(playouts=300)


def test_budget_arguments_are_checked() -> None:
    g = Game(9)
    bad: list[dict[str, Any]] = [{"threads": 0}, {"threads": 257}, {"playouts": 0}, {"millis": 0}, {"seed": -1},
                                 {"seed": 2**64}, {"playouts": 2**32}]
    for kwargs in bad:
        with pytest.raises(ValueError):
            g.analyze(**kwargs)
    with pytest.raises(TypeError):
        g.analyze(millis=True)
    with pytest.raises(TypeError):
        g.analyze(playouts=1.5)  # type: ignore[arg-type]


def test_estimate_of_the_issue_position() -> None:
    """Issue 10's GTP position: 9x9, Chinese rules, komi 7.5, Black fills
    column E and White column F (alternating), then White B2 and two passes.
    B2 is dead and Black wins by 1.5 (GNU Go 3.8 says the same)."""
    g = Game(9, rules="chinese", komi=7.5)
    for row in range(1, 10):
        g.play(f"E{row}")
        g.play(f"F{row}")
    g.set_player("white")
    g.play("B2")
    g.play(None)
    g.play(None)
    dead = g.estimate_dead_stones()
    assert dead == [(1, 7)]
    assert g.estimate_dead_stones(playouts=0) == [], "no pass-alive proof: the playouts decide"
    assert g.score_with(dead).result == "B+1.5"
    assert g.estimate_dead_stones(seed=7) == dead
    with pytest.raises(ValueError):
        g.estimate_dead_stones(playouts=-1)
    with pytest.raises(TypeError):
        g.estimate_dead_stones(seed="one")  # type: ignore[arg-type]
    # The whole budget gives the same clear verdict as the early stop.
    assert g.estimate_dead_stones(early_stop=False) == dead
    assert g.estimate_dead_stones(playouts=40, early_stop=False) == dead
    for flag in (1, "yes", 0.0):
        with pytest.raises(TypeError, match="early_stop"):
            g.estimate_dead_stones(early_stop=flag)  # type: ignore[arg-type]


def test_bulk_playouts() -> None:
    """Game.playouts: a settled position counts exactly (every empty point a
    one-point eye: each playout is two passes; Black 6 points, White 6, so
    White wins every playout by the komi), and the statistics of an open
    position do not depend on the threads."""
    settled = Game((6, 2), rules="chinese", komi=7.5,
                   setup={(1, 0): "black", (2, 0): "black", (0, 1): "black", (2, 1): "black",
                          (3, 0): "white", (4, 0): "white", (3, 1): "white", (5, 1): "white"})
    p = settled.playouts(25, seed=3)
    assert p.n == 25 and p.moves == 50 and p.black_wins == 0.0
    assert p.margins.dtype == np.float64 and p.margins.shape == (25,)
    assert (p.margins == 7.5).all()
    assert p.ownership.dtype == np.float32 and p.ownership.shape == (2, 6)
    assert p.ownership.tolist() == [[1, 1, 1, -1, -1, -1], [1, 1, 1, -1, -1, -1]]
    assert settled.playouts(5, style="heavy").margins.tolist() == [7.5] * 5
    assert settled.playouts(5, style="heavy_races").margins.tolist() == [7.5] * 5

    g = Game(9, rules="chinese")
    for m in ["C3", "G7", "C7", "G3", "E5"]:
        g.play(m)
    one = g.playouts(64, seed=11)
    two = g.playouts(64, seed=11, threads=2)
    assert one.margins.tolist() == two.margins.tolist()
    assert np.array_equal(one.ownership, two.ownership) and one.moves == two.moves
    assert 0.0 < one.black_wins < 1.0
    assert one.black_wins == float((one.margins < 0).mean())
    assert g.move_count == 5, "the game is not changed"
    # The heavy styles: each the same on 1 and 2 threads, and the
    # capturing-race step (the computer player's playouts) changes the games.
    heavy = g.playouts(64, seed=11, style="heavy")
    races = g.playouts(64, seed=11, style="heavy_races")
    assert races.margins.tolist() == g.playouts(64, seed=11, threads=2, style="heavy_races").margins.tolist()
    assert heavy.margins.tolist() != races.margins.tolist()
    assert heavy.margins.tolist() != one.margins.tolist()
    assert g.playouts(0).n == 0
    with pytest.raises(ValueError):
        g.playouts(10, threads=0)
    with pytest.raises(ValueError):
        g.playouts(10, style="medium")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        g.playouts(-1)
    # More than a batch may hold is refused before any memory is taken.
    for n in (10_000_001, 2**32 - 1, 2**32):
        with pytest.raises(ValueError, match=r"^n must be in range 0\.\.=10000000, got "):
            g.playouts(n)


def test_cleanup_captures_the_stones_it_counts_dead_before_passing() -> None:
    """After a rejected count (KGS's cleanup; go-core's
    Bot::analyze_cleanup): where the plain search passes, counting Black's
    lone E5 dead, the cleanup move plays on its liberties until it is
    captured, and then passes (found from outside: the computer passed at
    once after every rejection)."""
    g = Game(9, rules="chinese")
    for m in [(4, 4), (3, 4), None, (4, 3), None]:
        g.play(m)
    assert g.analyze(playouts=300, seed=1).move is None
    assert g.estimate_dead_stones() == [(4, 4)]
    moves: list[tuple[int, int]] = []
    while g.board[(4, 4)] == "black" and len(moves) < 6:
        a = g.analyze(playouts=300, seed=1, cleanup=True)
        assert a.move is not None, moves
        assert 0.0 <= a.win_rate <= 1.0
        moves.append(a.move)
        g.play(a.move)
        g.play(None)
    assert g.board[(4, 4)] is None, moves
    assert moves[0] in [(5, 4), (4, 5)], moves
    assert g.prisoners["white"] == 1
    assert g.analyze(playouts=300, seed=1, cleanup=True).move is None
    with pytest.raises(TypeError):
        g.analyze(playouts=10, cleanup=1)  # type: ignore[arg-type]
