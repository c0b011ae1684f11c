"""go_core.Board: a read-only position as NumPy signs, chains and
liberties, "what would this move do", pass-alive analysis (Benson),
suggested dead stones, the Zobrist hash, counts under any rules."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest

from go_core import Board, CountingError, Game, IllegalMoveError, ParseError, Rules, SetupError

# A black chain with three one-point eyes along the top edge: pass-alive
# (two vital regions at least; Benson's algorithm).
ALIVE = """
.X.X.
XXXXX
.....
.....
.....
"""

# The same shape with a wider eye on the left holding a white stone: the
# eye is Black's pass-alive territory, so the white stone is dead.
DEAD_INSIDE = """
.O.X.
XXXXX
.....
.....
.....
"""


def test_numpy_signs_and_shape() -> None:
    b = Board.from_diagram("XO.\n...\n..X\n.O.")
    a = np.asarray(b)
    assert a.dtype == np.int8 and a.shape == (4, 3)
    assert a.tolist() == [[1, -1, 0], [0, 0, 0], [0, 0, 1], [0, -1, 0]]
    assert (b.array() == a).all() and np.asarray(b, dtype=np.float64).dtype == np.float64
    # NumPy 2's "never copy": a board holds no array to give (found from
    # outside: copy=False quietly made one).
    with pytest.raises(ValueError, match="holds no NumPy array"):
        np.asarray(b, copy=False)
    assert np.asarray(b, copy=True).tolist() == a.tolist()
    assert (b.width, b.height, b.size, b.topology) == (3, 4, (3, 4), "planar")
    assert (b.stone_count("black"), b.stone_count("w"), b.empty_count()) == (2, 2, 8)
    assert Board.from_array(a) == b and Board.from_array(a.tolist()) == b
    assert str(b) == "XO.\n...\n..X\n.O.\n"
    assert repr(b).startswith("Board(3x4, topology='planar')")


def test_points_chains_and_liberties() -> None:
    b = Board.from_diagram(".XX..\n.XO..\n..O..\n.....\n....X")
    assert (b.get((1, 0)), b[(2, 1)], b.get("E1"), b.get((4, 0))) == ("black", "white", "black", None)
    assert b.chain((2, 0)) == [(1, 0), (2, 0), (1, 1)]
    assert b.liberties((1, 1)) == [(0, 0), (3, 0), (0, 1), (1, 2)]
    assert b.liberty_count((2, 2)) == 4 and b.liberty_count((0, 0)) is None
    assert b.neighbors((0, 0)) == [(1, 0), (0, 1)]
    chains = b.chains()
    assert [(c.color, c.stones) for c in chains] == [
        ("black", [(1, 0), (2, 0), (1, 1)]),
        ("white", [(2, 1), (2, 2)]),
        ("black", [(4, 4)]),
    ]
    assert chains[2].liberties == [(4, 3), (3, 4)]
    # Off the board: no stone, no chain, whatever the coordinates.
    for p in [(5, 0), (-1, 0), (10**20, 3)]:
        assert b.get(p) is None and b.chain(p) == [] and b.liberty_count(p) is None and b.neighbors(p) == []


def test_analyze_tells_what_a_move_would_do() -> None:
    b = Board.from_diagram(".X.\nXOX\n...")
    capture = b.analyze((1, 2), "black")
    assert (capture.captured, capture.captured_point, capture.suicide) == (1, (1, 1), 0)
    after = Board.from_diagram(".X.\nX.X\n.X.")
    assert capture.hash_after == after.hash
    suicide = b.analyze((0, 0), "white")
    assert (suicide.captured, suicide.suicide) == (0, 1)
    assert b.get((0, 0)) is None, "the board is unchanged"
    with pytest.raises(IllegalMoveError) as e:
        b.analyze((1, 1), "black")
    assert (e.value.reason, e.value.point) == ("occupied", (1, 1))
    with pytest.raises(IllegalMoveError) as o:
        b.analyze((3, 0), "black")
    assert o.value.reason == "off_board"
    with pytest.raises(ParseError):
        b.analyze((0, 0), "green")


def test_pass_alive_and_suggested_dead_stones() -> None:
    alive = Board.from_diagram(ALIVE)
    pa = alive.pass_alive("black")
    assert pa.stones == [(1, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1), (4, 1)]
    assert pa.territory == [(0, 0), (2, 0), (4, 0)]
    assert alive.pass_alive("white").stones == []
    dead = Board.from_diagram(DEAD_INSIDE)
    assert dead.suggest_dead_stones() == [(1, 0)]
    assert dead.pass_alive("black").territory == [(0, 0), (1, 0), (2, 0), (4, 0)]
    assert alive.suggest_dead_stones() == []


def test_counts_under_any_rules() -> None:
    b = Board.from_diagram(DEAD_INSIDE)
    s = b.score(Rules.chinese(), dead=[(1, 0)])
    # Area: 6 black stones; territory: the 3 points of the top-left eye
    # (the dead stone's point included), the one-point eye and the 15
    # points below, which border nothing but Black.
    assert (s.black.stones, s.black.territory, s.black.total) == (6, 19, 25.0)
    assert (s.white.stones, s.white.total, s.result) == (0, 7.5, "B+17.5")
    with pytest.raises(CountingError) as e:
        b.score("chinese", dead=[(0, 0)])
    assert (e.value.reason, e.value.argument) == ("not_a_stone", "dead")
    assert b.score("japanese", dead=[(1, 0)], prisoners=(2, 0)).black.prisoners == 2
    # Found from outside: a margin beyond a result's (4,294,967,295 half
    # points) gave the result W+2147483647.5 beside the margin 4294967301.5.
    komi = Board(9).score("japanese").margin
    assert komi == 6.5
    largest = Board(9).score("japanese", prisoners=(0, 2147483641))
    assert (largest.margin, largest.result) == (2147483647.5, "W+2147483647.5")
    with pytest.raises(CountingError, match="margin_too_large|beyond what a result holds"):
        Board(9).score("japanese", prisoners=(0, 2147483642))
    for rules, options in (("japanese", {"prisoners": (0, 2**32 - 1)}), ("aga", {"handicap_stones": 2**32 - 1})):
        with pytest.raises(CountingError) as e:
            Board(9).score(rules, **options)
        assert (e.value.reason, e.value.argument) == ("margin_too_large", None)
        assert "4294967301.5 points" in str(e.value)


def test_hash_follows_the_position_not_the_order() -> None:
    a = Game(9)
    for m in [(2, 2), (6, 6), (2, 6), (6, 2)]:
        a.play(m)
    b = Game(9)
    for m in [(2, 6), (6, 2), (2, 2), (6, 6)]:
        b.play(m)
    assert a.board == b.board and a.board.hash == b.board.hash
    assert Board(9).hash == 0 and a.board.hash != Board(9).hash
    assert 0 <= a.board.hash < 2**64
    assert len({a.board, b.board}) == 1


def test_topologies_and_refusals() -> None:
    t = Board(3, topology="torus")
    assert t.neighbors((0, 0)) == [(1, 0), (2, 0), (0, 1), (0, 2)]
    with pytest.raises(SetupError) as e:
        Board(2, topology="torus")
    assert (e.value.reason, e.value.argument) == ("wrap_too_small", "topology")
    with pytest.raises(SetupError) as d:
        Board.from_diagram("X.\nX?")
    assert (d.value.reason, d.value.line, d.value.column) == ("invalid_diagram", 2, 2)
    with pytest.raises(SetupError) as n:
        Board.from_diagram("XO\nO.")
    assert (n.value.reason, n.value.point) == ("setup_no_liberties", (0, 0))
    with pytest.raises(SetupError) as r:
        Board.from_array([[0, 1], [0]])
    assert r.value.reason == "wrong_length"
    # Found from outside: the range errors named no argument, as every
    # other range error does.
    with pytest.raises(ValueError) as two:
        Board.from_array([[0, 2]])
    assert getattr(two.value, "argument", None) == "array"
    with pytest.raises(TypeError):
        Board.from_array("X.")
    with pytest.raises(SetupError):
        Board.from_array([])
    # Found from outside: the messages misstated the input's shape.
    with pytest.raises(SetupError) as z:
        Board.from_array(np.zeros((0, 5), np.int8))
    assert z.value.reason == "invalid_size" and "5x0" in str(z.value)
    with pytest.raises(ValueError) as three:
        Board.from_array(np.zeros((2, 2, 2), np.int8))
    assert "must be 2-D (height, width), not of shape [2, 2, 2]" in str(three.value)
    assert getattr(three.value, "argument", None) == "array"
    with pytest.raises(SetupError) as ragged:
        Board.from_array([[1, 0, -1], [], [0, 0, 0], [1, 1, 0]])
    assert ragged.value.reason == "wrong_length"
    assert "row 1 has 0 values, row 0 has 3" in str(ragged.value)


def test_boards_pickle_and_compare() -> None:
    for b in [Board.from_diagram(ALIVE), Board.from_diagram("X.O", topology="hcylinder"), Board((4, 2))]:
        again = pickle.loads(pickle.dumps(b))
        assert again == b and again.topology == b.topology and copy.copy(b) == b
    assert Board.from_diagram("X..") != Board.from_diagram("X..", topology="hcylinder")
    assert Board(3) != "..."
