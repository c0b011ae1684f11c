"""Tests of the go_core Python package: the wrapper, not the rules.

The rules are go-core's and tested there; here we check that arguments are
converted and refused properly, that errors arrive as the right classes with
the engine's messages, and that the board export, pickling and the
GIL-releasing playout behave.
"""

from __future__ import annotations

import copy
import pickle
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import go_core
from go_core import Game, GameStateError, GoError, IllegalMoveError, SetupError


def play_all(game: Game, moves: Sequence[tuple[int, int] | None]) -> None:
    """Plays each move in turn: a point, or None for a pass."""
    for mv in moves:
        if mv is None:
            game.pass_()
        else:
            game.play(*mv)


def diagram(game: Game) -> str:
    return str(game)


# A ko on a 5x5 board. After these moves Black's last play at (2, 1) has just
# taken the white stone at (1, 1):
#   . X O . .
#   X . X O .
#   . X O . .
#   . . . . .
#   . . . . X
KO_SETUP = [(1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (2, 2), (4, 4), (1, 1), (2, 1)]


# ----- the package -------------------------------------------------------


def test_package_layout() -> None:
    assert go_core.Game is go_core._go_core.Game
    assert set(go_core.__all__) == {
        "Game",
        "GameStateError",
        "GoError",
        "IllegalMoveError",
        "SetupError",
        "__version__",
    }
    assert isinstance(go_core.__version__, str) and go_core.__version__
    assert Game.__module__ == "go_core"
    for name in ["play", "play_vertex", "pass_", "undo", "resign", "is_legal", "legal_moves", "random_playout"]:
        assert getattr(Game, name).__doc__, name
    for name in ["board", "to_move", "phase", "prisoners", "move_count", "result"]:
        assert getattr(Game, name).__doc__, name
    assert Game.__doc__ and GoError.__doc__ and IllegalMoveError.__doc__


def test_exception_hierarchy() -> None:
    assert issubclass(GoError, ValueError)
    for cls in (IllegalMoveError, SetupError, GameStateError):
        assert issubclass(cls, GoError)
        assert cls.__module__ == "go_core"
    assert not issubclass(IllegalMoveError, SetupError)
    assert not issubclass(SetupError, GameStateError)
    # Every instance has reason and point, even one raised by hand.
    e = IllegalMoveError("by hand")
    assert e.reason is None and e.point is None


def test_exceptions_pickle() -> None:
    game = Game(9)
    game.play(4, 4)
    with pytest.raises(IllegalMoveError) as info:
        game.play(4, 4)
    again = pickle.loads(pickle.dumps(info.value))
    assert type(again) is IllegalMoveError
    assert str(again) == str(info.value)
    assert again.reason == "occupied" and again.point == (4, 4)


# ----- construction --------------------------------------------------------


def test_defaults() -> None:
    game = Game()
    assert (game.width, game.height) == (19, 19)
    assert game.board.shape == (19, 19)
    assert game.rules == "studio"
    assert game.komi == 7.5
    assert game.handicap == 0
    assert game.to_move == "black"
    assert game.phase == "playing"
    assert game.prisoners == {"black": 0, "white": 0}
    assert game.move_count == 0
    assert game.moves == []
    assert game.result is None


def test_rectangular_board_and_presets() -> None:
    game = Game(7, 5, rules="japanese")
    assert game.board.shape == (5, 7)
    assert game.komi == 6.5
    assert Game(9, rules="Tromp_Taylor").komi == 7.5
    assert Game(9, rules="nz").komi == 7.0
    assert Game(9, rules="game-site").komi == 3.5


def test_komi_forms() -> None:
    assert Game(9, komi=6.5).komi == 6.5
    assert Game(9, komi="5.5").komi == 5.5
    assert Game(9, komi=0).komi == 0.0
    assert Game(9, komi=-3).komi == -3.0
    assert Game(9, komi=np.float64(0.5)).komi == 0.5
    assert Game(9, komi=np.int16(7)).komi == 7.0
    invalid: list[float | str] = [6.25, float("nan"), float("inf"), -float("inf"), 1e300, 10**40, "abc", "", "6,5"]
    for bad in [*invalid, "7.5\x00", "\ud800", "6.5" * 1000]:
        with pytest.raises(SetupError) as info:
            Game(9, komi=bad)
        assert info.value.reason == "invalid_komi"
        assert "invalid komi" in str(info.value)
    wrong: list[Any] = [[7.5], b"7.5", True, object()]
    for bad_type in wrong:
        with pytest.raises(TypeError):
            Game(9, komi=bad_type)


def test_handicap() -> None:
    game = Game(19, handicap=4)
    assert game.handicap == 4
    assert game.to_move == "white"
    board = game.board
    assert int(board.sum()) == 4
    assert board[15, 3] == 1 and board[3, 15] == 1  # D4 and Q16
    for bad in [1, 10, -1, 2**40, 10**50]:
        with pytest.raises(SetupError) as info:
            Game(19, handicap=bad)
        assert info.value.reason in {"fixed_handicap_unavailable", "invalid_handicap"}
    with pytest.raises(SetupError):
        Game(6, handicap=2)
    with pytest.raises(TypeError):
        Game(19, handicap=2.0)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "width, height",
    [(0, None), (53, None), (-1, None), (9, 0), (9, -9), (2**32, None), (2**63, 9), (10**100, None), (-(10**100), 5)],
)
def test_bad_sizes(width: int, height: int | None) -> None:
    with pytest.raises(SetupError) as info:
        Game(width, height)
    assert info.value.reason == "invalid_size"
    assert "invalid board size" in str(info.value)
    assert str(width) in str(info.value)


@pytest.mark.parametrize("bad", [None, "9", 9.0, True, [9], object()])
def test_size_wrong_types(bad: object) -> None:
    with pytest.raises(TypeError):
        Game(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Game(9, bad if bad is not None else "x")  # type: ignore[arg-type]


def test_rules_errors() -> None:
    with pytest.raises(SetupError) as info:
        Game(9, rules="bogus")
    assert info.value.reason == "unknown_rules"
    assert "studio" in str(info.value)
    for garbage in ["", "\ud800", "\x00", "ü" * 10000, "スタジオ"]:
        with pytest.raises(SetupError):
            Game(9, rules=garbage)
    for bad in [None, 1, b"studio"]:
        with pytest.raises(TypeError):
            Game(9, rules=bad)  # type: ignore[arg-type]


# ----- moves ---------------------------------------------------------------


def test_capture_in_the_corner() -> None:
    game = Game(5)
    assert game.play(1, 0) == []
    assert game.play(0, 0) == []
    assert game.play(0, 1) == [(0, 0)]
    assert game.prisoners == {"black": 1, "white": 0}
    assert game.board[0, 0] == 0
    assert diagram(game) == ".X...\nX....\n.....\n.....\n.....\n"


def test_capture_of_a_chain_counts_every_stone() -> None:
    game = Game(5)
    # White chain (0,0)-(1,0) is surrounded by Black at (2,0), (0,1), (1,1).
    play_all(game, [(2, 0), (0, 0), (0, 1), (1, 0)])
    assert sorted(game.play(1, 1)) == [(0, 0), (1, 0)]
    assert game.prisoners["black"] == 2
    assert game.board[0, 0] == 0 and game.board[0, 1] == 0


def test_ko_refused_then_allowed_after_a_threat() -> None:
    for rules, reason in [("japanese", "ko"), ("studio", "superko")]:
        game = Game(5, rules=rules)
        play_all(game, KO_SETUP)
        assert game.prisoners["black"] == 1
        assert not game.is_legal(1, 1)
        assert (1, 1) not in game.legal_moves()
        before = game.board.copy()
        with pytest.raises(IllegalMoveError) as info:
            game.play(1, 1)
        assert info.value.reason == reason
        assert info.value.point == (1, 1)
        assert "(1, 1)" in str(info.value)
        np.testing.assert_array_equal(game.board, before)
        assert game.to_move == "white"
        # A ko threat and its answer elsewhere: now White may retake.
        game.play(4, 0)
        game.play(4, 1)
        assert game.is_legal(1, 1)
        assert game.play(1, 1) == [(2, 1)]


def test_suicide_refused_and_multi_stone_suicide_under_tromp_taylor() -> None:
    game = Game(5)
    play_all(game, [(1, 0), (4, 4), (0, 1)])
    with pytest.raises(IllegalMoveError) as info:
        game.play(0, 0)
    assert info.value.reason == "suicide"
    assert "suicide" in str(info.value)

    moves = [(2, 0), (0, 0), (0, 1), (4, 4), (1, 1)]
    studio = Game(5)
    play_all(studio, moves)
    with pytest.raises(IllegalMoveError, match="suicide"):
        studio.play(1, 0)

    tt = Game(5, rules="tromp-taylor")
    play_all(tt, moves)
    assert tt.play(1, 0) == []  # nothing captured: White's own two stones go
    assert tt.board[0, 0] == 0 and tt.board[0, 1] == 0
    assert tt.prisoners == {"black": 2, "white": 0}


def test_occupied_and_off_board() -> None:
    game = Game(9)
    game.play(2, 3)
    with pytest.raises(IllegalMoveError) as info:
        game.play(2, 3)
    assert (info.value.reason, info.value.point) == ("occupied", (2, 3))
    with pytest.raises(IllegalMoveError) as info:
        game.play(9, 0)
    assert (info.value.reason, info.value.point) == ("off_board", (9, 0))
    assert game.move_count == 1


def test_vertices() -> None:
    game = Game(19)
    game.play_vertex("D4")
    game.play_vertex("q16")
    game.play_vertex(" K10 ")
    assert game.moves == [(3, 15), (15, 3), (9, 9)]
    game.play_vertex("PASS")
    assert game.moves[-1] is None
    assert game.to_move == "black"
    small = Game(9)
    for bad in ["I5", "J10", "Z1", "A0", "A", "", "pas", "D-4", "D４", "ᚠ4", "\ud800", "\x00", "D4\x00", "A" * 100000]:
        with pytest.raises(SetupError) as info:
            small.play_vertex(bad)
        assert info.value.reason == "invalid_vertex"
    small.play_vertex("j9")
    with pytest.raises(IllegalMoveError):
        small.play_vertex("J9")
    wrong: list[Any] = [None, 4, b"D4", ("D", 4)]
    for bad in wrong:
        with pytest.raises(TypeError):
            small.play_vertex(bad)


def test_pass_undo_resign_and_phases() -> None:
    game = Game(9)
    game.play(4, 4)
    game.pass_()
    game.pass_move()
    assert game.phase == "counting"
    assert game.legal_moves() == []
    with pytest.raises(IllegalMoveError) as info:
        game.play(0, 0)
    assert info.value.reason == "not_playing"
    with pytest.raises(IllegalMoveError):
        game.pass_()
    game.undo()
    assert game.phase == "playing"
    assert game.to_move == "black"
    assert game.move_count == 2
    assert game.resign() == "W+R"
    assert game.phase == "finished"
    assert game.result == "W+R"
    with pytest.raises(GameStateError) as info2:
        game.resign()
    assert info2.value.reason == "wrong_phase"
    with pytest.raises(GameStateError) as info3:
        game.undo()
    assert info3.value.reason == "wrong_phase"
    fresh = Game(9)
    with pytest.raises(GameStateError) as info4:
        fresh.undo()
    assert info4.value.reason == "nothing_to_undo"
    assert str(info4.value) == "there is no move to undo"


def test_undo_restores_captures() -> None:
    game = Game(5)
    play_all(game, [(1, 0), (0, 0)])
    before = game.board.copy()
    game.play(0, 1)
    game.undo()
    np.testing.assert_array_equal(game.board, before)
    assert game.prisoners == {"black": 0, "white": 0}
    assert game.to_move == "black"


def test_legal_moves_and_is_legal_agree() -> None:
    game = Game(5)
    play_all(game, KO_SETUP)
    legal = game.legal_moves()
    assert legal[-1] is None
    points = set(legal[:-1])
    for y in range(5):
        for x in range(5):
            assert game.is_legal(x, y) == ((x, y) in points)


# ----- hostile arguments -------------------------------------------------


HUGE = [10**30, -(10**30), 2**64, 2**63, -(2**63) - 1, 2**128, -1, -255, 256, 2**31]


@pytest.mark.parametrize("value", HUGE)
def test_huge_and_negative_coordinates(value: int) -> None:
    game = Game(9)
    for x, y in [(value, 0), (0, value), (value, value)]:
        assert game.is_legal(x, y) is False
        with pytest.raises(IllegalMoveError) as info:
            game.play(x, y)
        assert info.value.reason == "off_board"
        assert str(value) in str(info.value)
    assert game.move_count == 0


@pytest.mark.parametrize("bad", [None, 1.0, float("nan"), "1", b"1", True, False, [1], (1,), object(), 1j])
def test_wrong_coordinate_types(bad: object) -> None:
    game = Game(9)
    with pytest.raises(TypeError):
        game.play(bad, 0)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.play(0, bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.is_legal(bad, 0)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.random_playout(bad)  # type: ignore[arg-type]
    assert game.move_count == 0


def test_numpy_and_index_integers_are_accepted() -> None:
    class Index:
        def __index__(self) -> int:
            return 3

    class BadIndex:
        def __index__(self) -> int:
            raise ZeroDivisionError("nope")

    game = Game(9)
    game.play(np.int64(2), np.uint8(3))
    game.play(Index(), Index())
    assert game.moves == [(2, 3), (3, 3)]
    assert game.is_legal(np.int32(0), np.int32(0))
    with pytest.raises(ZeroDivisionError):
        game.play(BadIndex(), 0)


def test_wrong_argument_counts() -> None:
    game = Game(9)
    with pytest.raises(TypeError):
        game.play(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        game.play(1, 2, 3)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        game.play(x=1, z=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Game(9, 9, "studio", 0, None, 1)  # type: ignore[call-arg]
    game.play(x=1, y=2)
    assert game.moves == [(1, 2)]


def test_bad_seeds() -> None:
    game = Game(9)
    for bad in [-1, 2**64, 10**30, -(10**30)]:
        with pytest.raises(ValueError, match="seed"):
            game.random_playout(bad)
    assert game.random_playout(2**64 - 1) > 0
    assert game.random_playout(0) > 0


# ----- board export, repr --------------------------------------------------


def test_board_array() -> None:
    game = Game(7, 5)
    game.play(1, 2)  # black
    game.play(6, 4)  # white
    board = game.board
    assert isinstance(board, np.ndarray)
    assert board.dtype == np.int8
    assert board.shape == (5, 7)
    assert board[2, 1] == 1
    assert board[4, 6] == -1
    assert int(np.abs(board).sum()) == 2
    assert set(np.unique(board).tolist()) <= {-1, 0, 1}
    # A fresh array each time: writing to it does not touch the game.
    board[0, 0] = 1
    assert game.board[0, 0] == 0


def test_repr_and_str() -> None:
    game = Game(5, rules="japanese")
    game.play(1, 0)
    game.play(3, 3)
    text = repr(game)
    first, rest = text.split("\n", 1)
    assert first == "Game(5x5, rules='japanese', komi=6.5, handicap=0, moves=2, to_move='black', phase='playing')"
    assert rest == ".X...\n.....\n.....\n...O.\n.....\n"
    assert str(game) == rest
    game.resign()
    assert "result='W+R'" in repr(game)


# ----- copies and pickling -------------------------------------------------


def test_pickle_round_trip_keeps_everything() -> None:
    game = Game(5, rules="japanese", komi="0.5")
    play_all(game, KO_SETUP)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(game, protocol=protocol))
        assert type(again) is Game
        np.testing.assert_array_equal(again.board, game.board)
        assert again.moves == game.moves
        assert again.prisoners == game.prisoners
        assert again.to_move == game.to_move
        assert (again.rules, again.komi, again.width, again.height) == ("japanese", 0.5, 5, 5)
        # The history came along: the ko is still refused.
        with pytest.raises(IllegalMoveError, match="ko"):
            again.play(1, 1)
        assert again.random_playout(7) == game.random_playout(7)


def test_pickle_handicap_passes_and_resignation() -> None:
    game = Game(9, handicap=3, komi=0)
    game.play(0, 0)  # White moves first after a handicap
    game.pass_()
    game.resign()  # White resigns
    again = pickle.loads(pickle.dumps(game))
    assert again.handicap == 3
    assert again.moves == [(0, 0), None]
    assert again.result == "B+R"
    assert again.phase == "finished"
    np.testing.assert_array_equal(again.board, game.board)


def test_setstate_refuses_bad_states_and_keeps_the_game() -> None:
    game = Game(5)
    game.play(2, 2)
    _, _, state = game.__reduce__()
    cases: list[tuple[Any, type[Exception]]] = [
        (None, TypeError),
        ([], TypeError),
        ({}, ValueError),
        ({**state, "version": 99}, ValueError),
        ({**state, "moves": [(2, 2), (2, 2)]}, IllegalMoveError),
        ({**state, "moves": [(99, 0)]}, IllegalMoveError),
        ({**state, "moves": [(-1, 10**40)]}, IllegalMoveError),
        ({**state, "moves": "D4"}, TypeError),
        ({**state, "moves": [("a", 1)]}, TypeError),
        ({**state, "resigned": "yes"}, TypeError),
    ]
    for bad, exc in cases:
        with pytest.raises(exc):
            game.__setstate__(bad)
        assert game.moves == [(2, 2)]


def test_copies_are_independent() -> None:
    game = Game(9)
    game.play(4, 4)
    for other in (game.copy(), copy.copy(game), copy.deepcopy(game)):
        other.play(0, 0)
        assert game.move_count == 1
        assert other.move_count == 2


# ----- playouts and the GIL ------------------------------------------------


def test_playout_is_deterministic_and_leaves_the_game_alone() -> None:
    game = Game(9)
    play_all(game, [(4, 4), (3, 3), (2, 6)])
    before = (game.board.copy(), game.moves, game.to_move)
    first = [game.random_playout(seed) for seed in range(20)]
    assert first == [game.random_playout(seed) for seed in range(20)]
    assert len(set(first)) > 1  # the seed matters
    limit = 3 * 81 + 20
    assert all(0 < n <= limit for n in first)
    np.testing.assert_array_equal(game.board, before[0])
    assert (game.moves, game.to_move) == before[1:]


def test_playout_depends_on_the_position_not_the_history() -> None:
    game = Game(5)
    play_all(game, KO_SETUP)
    before = [game.random_playout(seed) for seed in range(30)]
    game.play(0, 4)
    game.undo()
    assert [game.random_playout(seed) for seed in range(30)] == before
    # The same position by another move order.
    one, two = Game(9), Game(9)
    play_all(one, [(0, 0), (1, 1), (2, 2), (3, 3)])
    play_all(two, [(2, 2), (3, 3), (0, 0), (1, 1)])
    assert [one.random_playout(s) for s in range(30)] == [two.random_playout(s) for s in range(30)]


def test_playouts_while_another_thread_plays() -> None:
    """The playout copies the board and lets go of the game before it
    releases the GIL: moves made meanwhile are neither refused nor seen."""
    game = Game(19)
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = [pool.submit(game.random_playout, seed) for seed in range(40)]
        for x in range(19):
            game.play(x, 0)
            game.play(x, 18)
        counts = [f.result() for f in futures]
    assert all(n > 0 for n in counts)
    assert game.move_count == 38


def test_playouts_in_threads_match_the_serial_ones() -> None:
    game = Game(19)
    game.play_vertex("D4")
    seeds = list(range(16))
    serial = [game.random_playout(s) for s in seeds]
    with ThreadPoolExecutor(max_workers=4) as pool:
        threaded = list(pool.map(game.random_playout, seeds))
    assert threaded == serial


def test_playout_releases_the_gil() -> None:
    """A ticker thread sleeps briefly and counts. With forced GIL switches
    pushed far away, it can count during a playout only if the playout
    released the GIL: holding it, the count could not move at all."""
    game = Game(52)
    counter = 0
    stop = threading.Event()

    def tick() -> None:
        nonlocal counter
        while not stop.is_set():
            time.sleep(0.0005)
            counter += 1

    old_interval = sys.getswitchinterval()
    ticker = threading.Thread(target=tick, daemon=True)
    ticker.start()
    sys.setswitchinterval(100.0)
    try:
        during = 0
        seed = 0
        deadline = time.monotonic() + 10.0
        while during == 0 and time.monotonic() < deadline:
            before = counter
            game.random_playout(seed)
            during += counter - before
            seed += 1
    finally:
        sys.setswitchinterval(old_interval)
        stop.set()
        ticker.join()
    assert during > 0


# ----- a property: random legal games keep the invariants --------------------

RULES = ["studio", "japanese", "tromp-taylor", "new-zealand", "chinese"]


@settings(max_examples=60, deadline=None, database=None)
@given(
    size=st.integers(min_value=1, max_value=6),
    rules=st.sampled_from(RULES),
    picks=st.lists(st.integers(min_value=0, max_value=10**6), max_size=80),
)
def test_random_legal_games_keep_invariants(size: int, rules: str, picks: list[int]) -> None:
    game = Game(size, rules=rules)
    placed = {"black": 0, "white": 0}
    for pick in picks:
        legal = game.legal_moves()
        if not legal:
            assert game.phase != "playing"
            break
        mover = game.to_move
        mv = legal[pick % len(legal)]
        if mv is None:
            game.pass_()
        else:
            assert game.is_legal(*mv)
            captured = game.play(*mv)
            assert all(game.board[y, x] == 0 for x, y in captured)
            placed[mover] += 1
        board = game.board
        assert board.shape == (size, size)
        assert board.dtype == np.int8
        assert set(np.unique(board).tolist()) <= {-1, 0, 1}
        # Stones on the board = stones placed - stones the opponent took
        # (suicided stones count as taken by the opponent).
        assert int((board == 1).sum()) == placed["black"] - game.prisoners["white"]
        assert int((board == -1).sum()) == placed["white"] - game.prisoners["black"]
    assert game.move_count == len(game.moves)
    again = pickle.loads(pickle.dumps(game))
    np.testing.assert_array_equal(again.board, game.board)
    assert again.moves == game.moves and again.phase == game.phase


# ----- counting -----

# 5x5: Black walls column 1, White column 3, then White plays a stone at
# (0, 2) inside Black's side and both pass. Column 2 stays dame.
WALLS = [(1, 0), (3, 0), (1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3), (1, 4), (3, 4)]


def counting_game(rules: str = "chinese") -> Game:
    game = Game(5, rules=rules, komi=0.5)
    play_all(game, [*WALLS, None, (0, 2), None, None])
    assert game.phase == "counting"
    return game


def test_score_counts_area_with_and_without_the_dead_stone() -> None:
    game = counting_game()
    before = game.score()
    assert before["counting"] == "area"
    # The White stone alive: Black has its 5 stones only, White 6 stones
    # and its 5 points of territory.
    assert (before["black"]["total"], before["white"]["total"]) == (5.0, 11.5)
    assert before["result"] == "W+6.5"
    assert game.toggle_dead(0, 2) == [(0, 2)]
    assert game.dead_stones == [(0, 2)]
    after = game.score()
    assert after["black"] == {
        "stones": 5,
        "territory": 5,
        "prisoners": 0,
        "dead_stones": 0,
        "komi": 0.0,
        "bonus": 0,
        "seki": 0,
        "penalty": 0,
        "total": 10.0,
    }
    assert after["white"]["dead_stones"] == 1
    assert after["white"]["komi"] == 0.5
    assert after["white"]["total"] == 10.5
    assert after["margin"] == 0.5
    assert after["result"] == "W+0.5"
    assert after["dame"] == [(2, y) for y in range(5)]
    own = after["ownership"]
    assert own.dtype == np.int8 and own.shape == (5, 5)
    assert own[2, 0] == 1 and own[0, 4] == -1 and own[0, 2] == 0
    # Toggling again brings the stone back to life.
    assert game.toggle_dead(0, 2) == [(0, 2)]
    assert game.dead_stones == []


def test_territory_counting_reports_prisoners_of_dead_stones() -> None:
    # Territory counting does not forgive unfilled dame (they make the
    # walls seki under the rules brief), so Black fills column 2 first.
    game = Game(5, rules="japanese", komi=0.5)
    play_all(game, [*WALLS, (2, 0), (0, 2), (2, 1), None, (2, 2), None, (2, 3), None, (2, 4), None, None])
    assert game.phase == "counting"
    assert game.toggle_dead_region(0, 2) == [(0, 2)]
    s = game.score()
    assert s["counting"] == "territory"
    # Black: territory 5 (the dead stone's point included) and the dead
    # stone; White: territory 5 and komi.
    assert (s["black"]["territory"], s["black"]["total"]) == (5, 6.0)
    assert (s["white"]["territory"], s["white"]["total"]) == (5, 5.5)
    assert s["result"] == "B+0.5"


def test_propose_accept_finishes_the_game() -> None:
    game = counting_game()
    game.toggle_dead(0, 2)
    game.propose("black")
    assert game.proposal == "black"
    with pytest.raises(GameStateError) as err:
        game.accept("black")
    assert err.value.reason == "no_proposal"
    assert game.phase == "counting"
    assert game.accept("White") == "W+0.5"
    assert game.phase == "finished"
    assert game.result == "W+0.5"


def test_reject_resumes_play_without_marks() -> None:
    game = counting_game()
    game.toggle_dead(0, 2)
    game.propose("w")
    game.reject("black")
    assert game.phase == "playing"
    assert game.dead_stones == []
    assert game.proposal is None


def test_counting_errors_leave_the_game_unchanged() -> None:
    playing = Game(5)
    with pytest.raises(GameStateError) as err:
        playing.toggle_dead(0, 0)
    assert err.value.reason == "wrong_phase"
    with pytest.raises(GameStateError) as err:
        playing.propose("black")
    assert err.value.reason == "wrong_phase"
    game = counting_game()
    with pytest.raises(GameStateError) as err:
        game.toggle_dead(2, 2)
    assert (err.value.reason, err.value.point) == ("not_a_stone", (2, 2))
    with pytest.raises(GameStateError) as err:
        game.toggle_dead(7, 1)
    assert (err.value.reason, err.value.point) == ("off_board", (7, 1))
    for x, y in [(-1, 0), (2**64, 0), (0, 300)]:
        with pytest.raises(GameStateError) as err:
            game.toggle_dead(x, y)
        assert err.value.reason == "off_board"
    with pytest.raises(SetupError) as serr:
        game.propose("red")
    assert serr.value.reason == "invalid_color"
    with pytest.raises(TypeError):
        game.propose(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.toggle_dead(0.5, 2)  # type: ignore[arg-type]
    assert game.phase == "counting" and game.dead_stones == [] and game.proposal is None


def test_pickle_keeps_marks_proposal_and_accepted_count() -> None:
    game = counting_game()
    game.toggle_dead(0, 2)
    game.propose("black")
    copy_ = pickle.loads(pickle.dumps(game))
    assert (copy_.phase, copy_.dead_stones, copy_.proposal) == ("counting", [(0, 2)], "black")
    assert copy_.accept("white") == "W+0.5"
    finished = pickle.loads(pickle.dumps(copy_))
    assert (finished.phase, finished.result, finished.dead_stones) == ("finished", "W+0.5", [(0, 2)])
    # White proposing and Black accepting is kept as such.
    other = counting_game()
    other.propose("white")
    other.accept("black")
    again = pickle.loads(pickle.dumps(other))
    assert (again.phase, again.proposal) == ("finished", "white")


def test_pickle_refuses_marks_that_do_not_replay() -> None:
    game = counting_game()
    cls, ctor, state = game.__reduce__()
    fresh = cls(*ctor)
    bad = dict(state, dead=[(2, 2)])
    with pytest.raises(GameStateError):
        fresh.__setstate__(bad)
    assert fresh.move_count == 0
    with pytest.raises(GameStateError) as err:
        fresh.__setstate__(dict(state, dead=[(50, 50)]))
    assert err.value.reason == "off_board"
    with pytest.raises(ValueError):
        fresh.__setstate__(dict(state, proposal=None, accepted=True))
    assert fresh.move_count == 0
    early = dict(state, moves=state["moves"][:3], dead=[(1, 0)])
    with pytest.raises(ValueError):
        fresh.__setstate__(early)
    assert fresh.move_count == 0


# ----- the computer player -----


def test_analyze_suggests_a_legal_move_deterministically() -> None:
    game = Game(9, rules="chinese")
    game.play_vertex("E5")
    a = game.analyze(playouts=500, seed=3)
    assert a["playouts"] == 500
    assert a["move"] is not None and game.is_legal(*a["move"])
    assert 0.0 <= a["win_rate"] <= 1.0
    own = a["ownership"]
    assert own.dtype == np.float32 and own.shape == (9, 9)
    assert float(own.min()) >= -1.0 and float(own.max()) <= 1.0
    # Black's stone at E5 ends Black's in most playouts.
    assert own[4, 4] > 0.5
    assert sum(v for _, v, _ in a["candidates"]) == 500
    assert a["candidates"][0][1] >= a["candidates"][-1][1]
    again = game.analyze(playouts=500, seed=3)
    assert (again["move"], again["win_rate"]) == (a["move"], a["win_rate"])
    # The game itself is not changed.
    assert game.move_count == 1 and game.to_move == "white"


def test_analyze_candidates_are_legal_moves() -> None:
    game = Game(7, rules="chinese")
    play_all(game, [(1, 0), (1, 1), (0, 1), (5, 5), (1, 2), (5, 4)])
    a = game.analyze(playouts=2000, seed=1, threads=2)
    assert a["playouts"] == 2000
    legal = set(game.legal_moves())
    for mv, visits, rate in a["candidates"]:
        assert mv in legal and visits >= 0 and 0.0 <= rate <= 1.0
    assert a["move"] in legal


def test_analyze_after_play_ended_is_a_pass_without_search() -> None:
    game = Game(5)
    play_all(game, [None, None])
    a = game.analyze(playouts=10)
    assert (a["move"], a["playouts"], a["candidates"]) == (None, 0, [])


def test_analyze_refuses_bad_budgets() -> None:
    game = Game(5)
    for kwargs in [{"playouts": 0}, {"playouts": 10**9}, {"threads": 0}, {"threads": 65}, {"seed": -1}]:
        with pytest.raises(ValueError):
            game.analyze(**kwargs)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.analyze(playouts=1.5)  # type: ignore[arg-type]
    assert game.analyze(playouts=np.int64(20), threads=2)["playouts"] == 20


def test_analyze_budget_is_exact_over_threads() -> None:
    for playouts, threads in [(1, 64), (50, 3), (100, 64)]:
        assert Game(9).analyze(playouts=playouts, threads=threads)["playouts"] == playouts
