"""Calls on one Game that overlap, and the arrays of frozen results.

A call made on a Game while another call on it is still running (from a
callback such as an argument's ``__index__``, or from another thread) is
refused with a ``RuntimeError`` that says why; it never raises pyo3's
``PanicException`` (which ``except Exception`` does not catch) and never
leaves the game unusable. Found from outside: the calls that copy the game
before working (``analyze``, ``playouts``, ``estimate_dead_stones``,
``features``, pickling) panicked there, and through a callback poisoned the
game of the running ``play``."""

from __future__ import annotations

import pickle
import threading
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from go_core import Game, PhantomGame, TimeControl

OVERLAP = "in use by a call still running"

# The calls that read a copy of the game.
READERS: list[tuple[str, Callable[[Game], object]]] = [
    ("analyze", lambda g: g.analyze(playouts=1)),
    ("playouts", lambda g: g.playouts(1)),
    ("estimate_dead_stones", lambda g: g.estimate_dead_stones(playouts=1)),
    ("features", lambda g: g.features()),
    ("pickle", lambda g: pickle.dumps(g)),
]


def reentering(call: Callable[[], object], seen: list[BaseException], value: int) -> type:
    """A class whose ``__index__`` makes ``call`` (keeping what it raised in
    ``seen``) and then answers ``value``: an argument that calls back."""

    class Reenter:
        def __index__(self) -> int:
            try:
                call()
            except BaseException as e:  # noqa: BLE001 - the type is what is tested
                seen.append(e)
                raise
            return value

    return Reenter


@pytest.mark.parametrize("call", [c[1] for c in READERS], ids=[c[0] for c in READERS])
def test_a_call_from_a_callback_inside_play_is_refused_and_the_game_stays_usable(
    call: Callable[[Game], object],
) -> None:
    g = Game(9)
    g.play((4, 4))
    seen: list[BaseException] = []
    Reenter = reentering(lambda: call(g), seen, 0)

    with pytest.raises(RuntimeError, match=OVERLAP):
        g.play((Reenter(), 0))
    assert len(seen) == 1 and type(seen[0]) is RuntimeError, seen
    # Unchanged and usable.
    assert g.move_count == 1
    g.play((0, 0))
    assert g.move_count == 2
    assert g.board.array()[0, 0] == -1  # White's stone at (0, 0)
    assert pickle.loads(pickle.dumps(g)).move_count == 2


@pytest.mark.parametrize("call", [c[1] for c in READERS], ids=[c[0] for c in READERS])
def test_a_call_from_another_thread_during_play_is_refused(call: Callable[[Game], object]) -> None:
    g = Game(9)
    entered = threading.Event()
    release = threading.Event()
    errors: list[BaseException] = []

    class Slow:
        def __index__(self) -> int:
            entered.set()
            release.wait(10)
            return 3

    def player() -> None:
        try:
            g.play((Slow(), 3))
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    t = threading.Thread(target=player)
    t.start()
    assert entered.wait(10)
    try:
        with pytest.raises(RuntimeError, match=OVERLAP):
            call(g)
    finally:
        release.set()
        t.join(10)
    assert errors == []
    assert g.move_count == 1 and g.board.array()[3, 3] == 1


# Calls that take the game directly. Found from outside: these answered
# pyo3's bare "Already borrowed", which names neither the object nor why.
DIRECT: list[tuple[str, Callable[[Game], object]]] = [
    ("play", lambda g: g.play((0, 0))),
    ("pass_", lambda g: g.pass_()),
    ("undo", lambda g: g.undo()),
    ("resign", lambda g: g.resign()),
    ("board", lambda g: g.board),
    ("move_count", lambda g: g.move_count),
    ("to_sgf", lambda g: g.to_sgf()),
    ("score", lambda g: g.score()),
    ("copy", lambda g: g.copy()),
]


@pytest.mark.parametrize("call", [c[1] for c in DIRECT], ids=[c[0] for c in DIRECT])
def test_a_direct_call_from_a_callback_inside_play_names_the_overlap(call: Callable[[Game], object]) -> None:
    g = Game(9)
    g.play((4, 4))
    seen: list[BaseException] = []
    Reenter = reentering(lambda: call(g), seen, 0)

    with pytest.raises(RuntimeError, match="this Game is in use by a call still running"):
        g.play((Reenter(), 0))
    assert len(seen) == 1 and type(seen[0]) is RuntimeError, seen
    assert g.move_count == 1 and g.result is None
    g.play((0, 0))
    assert g.move_count == 2


def test_a_referee_called_from_a_callback_inside_its_own_call_names_the_overlap() -> None:
    referee = PhantomGame(9)
    seen: list[BaseException] = []
    Reenter = reentering(lambda: referee.try_move((1, 1)), seen, 3)

    with pytest.raises(RuntimeError, match="this PhantomGame is in use by a call still running"):
        referee.try_move((Reenter(), 3))
    assert len(seen) == 1 and type(seen[0]) is RuntimeError, seen
    assert referee.try_move((3, 3)).played and referee.game.move_count == 1


# Calls whose integer arguments other than points (a timestamp) may call
# back. Found from outside: ``at_ms`` was read before the game was taken,
# so that a callback's ``play("A1")`` went through and Black's E5 was then
# recorded as White's move; ``play_as`` made the callback's move and then
# refused its own.
TIMED: list[tuple[str, Callable[[Game, Any], object]]] = [
    ("play", lambda g, at: g.play("E5", at_ms=at)),
    ("play_as", lambda g, at: g.play_as("B1", "E5", at_ms=at)),
    ("pass_", lambda g, at: g.pass_(at_ms=at)),
    ("start_clock", lambda g, at: g.start_clock(at)),
    ("check_time", lambda g, at: g.check_time(at)),
    ("time_left", lambda g, at: g.time_left("black", at)),
]


@pytest.mark.parametrize("call", [c[1] for c in TIMED], ids=[c[0] for c in TIMED])
def test_a_move_from_a_timestamps_callback_is_refused(call: Callable[[Game, Any], object]) -> None:
    g = Game(9, clock=TimeControl.fischer(60_000, 1_000))
    g.start_clock(0)
    seen: list[BaseException] = []
    Reenter = reentering(lambda: g.play("A1"), seen, 5)

    with pytest.raises(RuntimeError, match="this Game is in use by a call still running"):
        call(g, Reenter())
    assert len(seen) == 1 and type(seen[0]) is RuntimeError, seen
    # Nothing was played, by the callback or by the call.
    assert g.move_count == 0 and g.to_move == "black"
    g.play("E5", at_ms=5)
    assert [(m.color, m.move) for m in g.moves] == [("black", (4, 4))]


def test_reads_from_a_callback_inside_a_read_are_allowed() -> None:
    g = Game(9)
    g.play((4, 4))

    class Peek:
        def __index__(self) -> int:
            return g.move_count + 1

    # ``is_legal`` reads the game while it converts its point.
    assert g.is_legal((Peek(), 2)) is True


def test_result_arrays_are_read_only() -> None:
    g = Game(9)
    for p in [(2, 2), (6, 6), (2, 6), (6, 2)]:
        g.play(p)
    score = g.score()
    analysis = g.analyze(playouts=20, seed=1)
    stats = g.playouts(4, seed=1)
    arrays: list[tuple[str, Any]] = [
        ("Score.ownership", score.ownership),
        ("Analysis.ownership", analysis.ownership),
        ("Playouts.margins", stats.margins),
        ("Playouts.ownership", stats.ownership),
    ]
    for name, array in arrays:
        assert isinstance(array, np.ndarray), name
        assert not array.flags.writeable, name
        before = array.copy()
        with pytest.raises(ValueError, match="read-only"):
            array[...] = 0
        assert np.array_equal(array, before), name
        # Found from outside: the flag could be turned back on, and the
        # frozen result then changed through it.
        with pytest.raises(ValueError, match="WRITEABLE"):
            array.setflags(write=True)
        assert not array.flags.writeable, name
        # A copy is the caller's to change.
        mine = array.copy()
        mine[...] = 0
        assert np.array_equal(array, before), name
    assert score.ownership.dtype == np.int8 and score.ownership.shape == (9, 9)
    assert stats.margins.dtype == np.float64 and stats.margins.shape == (4,)


def _refused_beside_failures(target: Game | PhantomGame, failing: Callable[[], object],
                             working: Callable[[], object], calls: int = 3000) -> tuple[int, int]:
    """Runs ``failing`` (a call refused with a ``GoError`` or ``TypeError``)
    and ``working`` (a call that succeeds) ``calls`` times each, on two
    threads at once; the number of ``working`` calls that succeeded and of
    those refused as overlapping."""
    counts = {"ok": 0, "refused": 0}
    start = threading.Barrier(2)

    def bad() -> None:
        start.wait(10)
        for _ in range(calls):
            try:
                failing()
            except (ValueError, TypeError):
                pass

    def good() -> None:
        start.wait(10)
        for _ in range(calls):
            try:
                working()
                counts["ok"] += 1
            except RuntimeError:
                counts["refused"] += 1

    threads = [threading.Thread(target=bad), threading.Thread(target=good)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return counts["ok"], counts["refused"]


def test_a_refused_call_never_holds_the_game_while_other_threads_run() -> None:
    """Found from outside: a call refused with a typed error (marks on an
    empty point, a move on a stone, a point of the wrong type, a coordinate
    out of range) built its exception inside the game's lock, and PyO3
    released the interpreter while building it: another thread's calls ran
    meanwhile and found the game in use, every one of 20,000 ``score()``
    calls in the report. The exceptions are made without releasing the
    interpreter: calls that run no Python code of the caller's never
    overlap, whichever fail."""
    p = PhantomGame(9)
    for mv in [(3, 0), (5, 0), None, None]:
        p.try_move(mv)
    assert p.phase == "counting"
    g = Game(9)
    g.play((4, 4))
    cases: list[tuple[Game | PhantomGame, Callable[[], object], Callable[[], object]]] = [
        (p, lambda: p.toggle_dead((0, 0)), lambda: p.score()),
        (p, lambda: p.toggle_dead("nowhere"), lambda: p.score()),
        (g, lambda: g.play((4, 4)), lambda: g.legal_moves()),
        (g, lambda: g.play((99, 0)), lambda: g.move_count),
        (g, lambda: g.play(("a", 1)), lambda: g.board),  # type: ignore[arg-type]
        # Checked from outside: `is_legal` read a wrong type's error class
        # as it came.
        (g, lambda: g.is_legal((1.5, 2)), lambda: g.legal_moves()),  # type: ignore[arg-type]
        (g, lambda: g.is_legal(object()), lambda: g.move_count),  # type: ignore[arg-type]
    ]
    for target, failing, working in cases:
        ok, refused = _refused_beside_failures(target, failing, working)
        assert (ok, refused) == (3000, 0)
