"""Every result object pickles: a count, an analysis, a move record, a
replay's warnings... come back from a multiprocessing or Dask worker equal,
field by field, to the object sent, with its arrays read-only again."""

from __future__ import annotations

import copy
import multiprocessing
import pickle
from unittest import mock
from typing import Any

import numpy as np
import pytest

from go_core import Game, PhantomGame, TimeControl, sgf


def fields(obj: Any) -> dict[str, Any]:
    """The public fields of a result object (its properties), arrays as
    lists so that they compare by value."""
    out: dict[str, Any] = {}
    for name in dir(type(obj)):
        if name.startswith("_"):
            continue
        value = getattr(obj, name)
        if callable(value):
            continue
        if isinstance(value, np.ndarray):
            out[name] = (value.dtype.str, value.shape, value.tolist())
        elif isinstance(value, Game):
            out[name] = value.to_json()
        elif isinstance(value, list):
            out[name] = [fields(v) if type(v).__module__.startswith("go_core") else v for v in value]
        elif type(value).__module__.startswith("go_core"):
            out[name] = fields(value)
        else:
            out[name] = value
    return out


def results() -> list[tuple[str, Any]]:
    """One object of every result class, from real calls."""
    g = Game(9, rules="japanese", clock=TimeControl.byo_yomi(60_000, 3, 10_000))
    g.start_clock(0)
    # Black's seventh move captures the white stone at B1 (the move record
    # lists it).
    for i, mv in enumerate(["A2", "B1", "C1", "E5", "A1", "E6", "B2"]):
        g.play(mv, at_ms=1000 * (i + 1))
    board = g.board
    phantom = PhantomGame(5, convention="illegal_with_reason")
    phantom.try_move("C3")
    outcome = phantom.try_move("C3")  # occupied by an unseen stone: refused
    record = sgf.read("(;SZ[5]KM[abc]AB[dd]AB[ee];B[aa];B[bb];W[aa])")[0]
    replay = record.replay("tolerant")
    return [
        ("score", g.score()),
        ("side score", g.score().black),
        ("analysis", g.analyze(playouts=40, seed=3)),
        ("playouts", g.playouts(8, seed=2)),
        ("move record", g.moves[6]),
        ("time left", g.time_left("w", 9_000)),
        ("chain", board.chains()[0]),
        ("move effect", board.analyze("D4", "w")),
        ("pass alive", board.pass_alive("b")),
        ("try outcome", outcome),
        ("announcement", phantom.log("w")[-1]),
        ("replay", replay),
        ("irregularity", replay.irregularities[0]),
        ("sgf warning", record.warnings[0]),
    ]


@pytest.mark.parametrize("name, obj", results(), ids=[name for name, _ in results()])
def test_result_objects_pickle_back_equal(name: str, obj: Any) -> None:
    again = pickle.loads(pickle.dumps(obj))
    assert type(again) is type(obj)
    assert fields(again) == fields(obj), name
    assert repr(again) == repr(obj)
    for value in vars_of(again):
        if isinstance(value, np.ndarray):
            assert not value.flags.writeable, name


# The plain value objects compare by value, as a dataclass does (found
# from outside: two equal counts, two equal move records compared unequal,
# by identity; then a referee's try outcome and announcement); those
# without arrays hash by value too. An analysis, a set of playouts and a
# replay keep identity.
VALUES = {"score", "side score", "move record", "time left", "chain", "move effect", "pass alive",
          "irregularity", "sgf warning", "try outcome", "announcement"}
HASHABLE = VALUES - {"score", "side score", "time left"}


@pytest.mark.parametrize("name, obj", [r for r in results() if r[0] in VALUES],
                         ids=[name for name, _ in results() if name in VALUES])
def test_value_objects_compare_by_value(name: str, obj: Any) -> None:
    again = pickle.loads(pickle.dumps(obj))
    assert again is not obj
    assert again == obj and not (again != obj), name
    assert obj != object() and obj != None  # noqa: E711
    # Another type is left to the other side (NotImplemented), so that an
    # object equal to everything is equal from either side.
    assert obj == mock.ANY and mock.ANY == obj
    if name in HASHABLE:
        assert hash(again) == hash(obj)
        assert len({again, obj}) == 1
    else:
        with pytest.raises(TypeError):
            hash(obj)


def test_value_objects_that_differ_compare_unequal() -> None:
    g = Game(9)
    g.play("C3")
    before = g.score()
    g.play("G7")
    assert g.score() != before
    g.undo()
    assert g.score() == before
    h = Game(9)
    h.play("C4")
    assert h.moves[0] != g.moves[0]
    assert h.board.chains()[0] != g.board.chains()[0]
    # A count with the same totals but another ownership is another count.
    a, b = Game(9), Game(9)
    for game, moves in ((a, ("A1", "J9")), (b, ("J9", "A1"))):
        for mv in moves:
            game.play(mv)
    assert (a.score().result, a.score().margin) == (b.score().result, b.score().margin)
    assert a.score() != b.score()
    # Boards and records, which compare by value too, leave another type to
    # the other side as well.
    record = sgf.read("(;SZ[5];B[aa])")[0]
    for value in (a.board, record):
        assert value == mock.ANY and mock.ANY == value and value != 3
    assert a.board != b.board and record == sgf.read("(;SZ[5];B[aa])")[0]


def vars_of(obj: Any) -> list[Any]:
    return [getattr(obj, n) for n in dir(type(obj)) if not n.startswith("_") and not callable(getattr(obj, n))]


def test_the_objects_hold_what_the_calls_gave() -> None:
    # The fixtures above are what they claim to be, so that the round trip
    # compares real values.
    named = dict(results())
    assert named["move record"].captured == [(1, 8)]
    assert named["try outcome"].played is False
    assert named["try outcome"].reason == "occupied"
    assert named["irregularity"].kind == "implied_pass"
    assert named["sgf warning"].kind == "repeated_property"
    assert [w.kind for w in named["replay"].warnings] == ["unreadable_value"]
    assert named["score"].ownership.shape == (9, 9)
    assert named["time left"].periods == 3


def _score_in_a_worker(moves: list[str]) -> Any:
    g = Game(9)
    for mv in moves:
        g.play(mv)
    return g.score()


def test_a_count_comes_back_from_a_worker_process() -> None:
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        score = pool.apply(_score_in_a_worker, (["C3", "G7", "C4"],))
    here = _score_in_a_worker(["C3", "G7", "C4"])
    assert fields(score) == fields(here)
    assert score.black.stones == 2
    assert not score.ownership.flags.writeable


def test_a_rebuilt_object_keeps_its_arrays_read_only() -> None:
    # Found from outside: an unpickled array owns its memory, and its
    # writeable flag could be set again; an array handed to _from_state
    # stayed the caller's. Either way the frozen result could change.
    g = Game(9)
    g.play("C3")
    s = g.score()
    for again in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s)):
        with pytest.raises(ValueError):
            again.ownership.flags.writeable = True
    _, (state,) = s.__reduce__()
    mine = np.array(s.ownership)
    rebuilt = type(s)._from_state(state[:-1] + (mine,))  # type: ignore[attr-defined]
    mine[0, 0] = 7
    assert rebuilt.ownership[0, 0] != 7
    assert mine.flags.writeable
    playouts = g.playouts(4, seed=1)
    again = pickle.loads(pickle.dumps(playouts))
    for array in (again.margins, again.ownership):
        with pytest.raises(ValueError):
            array.flags.writeable = True


def test_a_rebuilt_array_is_numpys_copy_even_of_a_subclass() -> None:
    # Found from outside: an ndarray subclass whose tobytes handed back a
    # buffer it kept left the rebuilt array writeable and shared.
    kept: list[bytearray] = []

    class Sly(np.ndarray):
        def tobytes(self, *args: Any, **kwargs: Any) -> bytes:
            buf = bytearray(np.ndarray.tobytes(np.asarray(self)))
            kept.append(buf)
            return buf  # type: ignore[return-value]

    s = Game(9).score()
    _, (state,) = s.__reduce__()
    rebuilt = type(s)._from_state(state[:-1] + (np.asarray(state[-1]).view(Sly),))  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        rebuilt.ownership.flags.writeable = True
    for buf in kept:
        buf[0] = 5
    assert rebuilt.ownership[0, 0] == 0
    # An object array is the wrong type, said as such.
    with pytest.raises(TypeError, match="not the one this field holds"):
        type(s)._from_state(state[:-1] + (np.zeros((9, 9), dtype=object),))  # type: ignore[attr-defined]


def test_a_replays_irregularities_are_a_new_list_each_time() -> None:
    # Found from outside: the property gave the replay's own list, and
    # appending to it changed the replay.
    [record] = sgf.read("(;SZ[5];B[aa];B[bb])")
    replay = record.replay("tolerant")
    replay.irregularities.append(replay.irregularities[0])
    assert len(replay.irregularities) == 1
    game, irregularities = replay
    assert [i.kind for i in irregularities] == ["implied_pass"]
    _, (state,) = replay.__reduce__()
    with pytest.raises(TypeError):
        type(replay)._from_state((state[0], [(1, 2)], state[2], state[3]))  # type: ignore[attr-defined]


def test_a_state_no_object_gives_is_refused() -> None:
    s = Game(9).score()
    cls = type(s.black)
    _, (state,) = s.black.__reduce__()
    assert cls._from_state(state) == s.black  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="expected 9 fields, got 8"):
        cls._from_state(state[:-1])  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        cls._from_state(("many",) + state[1:])  # type: ignore[attr-defined]
    _, (score_state,) = s.__reduce__()
    with pytest.raises(ValueError, match="not a go_core vocabulary name"):
        type(s)._from_state(("banana",) + score_state[1:])  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        # An array of another dtype where the ownership array goes.
        type(s)._from_state(score_state[:-1] + (np.zeros((9, 9)),))  # type: ignore[attr-defined]
    # An int out of a field's range is a ValueError too (found from
    # outside: OverflowError).
    with pytest.raises(ValueError, match="pickled state"):
        cls._from_state((-1,) + state[1:])  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="not the one this field holds"):
        type(s)._from_state(score_state[:-1] + (np.zeros((9, 9), dtype=np.int16),))  # type: ignore[attr-defined]
    g = Game(5)
    g.play("C3")
    chain_cls = type(g.board.chains()[0])
    with pytest.raises(TypeError, match="expected a list"):
        chain_cls._from_state(("black", [(2, 2)], "no list"))  # type: ignore[attr-defined]
