"""go_core.Game from Python: a game built as go-core's GameSetup from
keyword arguments (each refused argument named), moves in every form,
refusals with the core's reasons, undo, results, the counting phase, tolerant
replay, SGF and JSON out, pickling that replays every event."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import numpy as np
import pytest

from go_core import (
    CountingError,
    Game,
    GameStateError,
    GoError,
    IllegalMoveError,
    ParseError,
    Rules,
    SetupError,
    TimeControl,
    sgf,
)

# A ko on a 5x5 board. After these moves Black's last play at (2, 1) has just
# taken the white stone at (1, 1), and White may not retake at once:
#   . X O . .
#   X . X O .
#   . X O . .
#   . . . . .
#   . . . . X
KO_SETUP = [(1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (2, 2), (4, 4), (1, 1), (2, 1)]

# Two walls on 5x5: Black on column 1, White on column 3, and a white stone
# at (0, 2) inside Black's side; two passes end play.
WALLS = [(1, 0), (3, 0), (1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3), (1, 4), (0, 2), None, (3, 4), None, None]


def played(moves: list[Any], **kwargs: Any) -> Game:
    game = Game(kwargs.pop("size", 5), **kwargs)
    for m in moves:
        game.play(m)
    return game


def signs(game: Game) -> np.ndarray:
    return np.asarray(game.board)


def test_sizes_and_defaults() -> None:
    g = Game()
    assert (g.size, g.rules, g.komi, g.phase, g.to_move) == ((19, 19), Rules.studio(), 7.5, "playing", "black")
    assert Game((13, 7)).size == (13, 7)
    assert Game(np.int64(9)).size == (9, 9)
    assert signs(Game((7, 3))).shape == (3, 7)


def test_fixed_handicap_on_the_gtp_star_points() -> None:
    # GTP's fixed_handicap for 4 stones on 19x19: D4, Q16, D16, Q4.
    g = Game(19, handicap=4)
    stones = sorted((int(x), int(y)) for y, x in zip(*np.nonzero(signs(g))))
    assert stones == [(3, 3), (3, 15), (15, 3), (15, 15)]
    assert (g.to_move, g.handicap, g.handicap_stones) == ("white", 4, 4)
    assert (signs(g)[3, 3], signs(g).sum()) == (1, 4)


def test_free_handicap_placed_at_once_or_later() -> None:
    g = Game(9, handicap=[(2, 2), "G7"])
    assert (g.to_move, g.handicap_stones, g.phase, g.move_count) == ("white", 2, "playing", 0)
    assert g.board.get((6, 2)) == "black" and g.board.get((2, 2)) == "black"
    later = Game(9, handicap=3, handicap_kind="free")
    assert (later.phase, later.handicap_stones) == ("handicap_placement", 0)
    with pytest.raises(IllegalMoveError) as e:
        later.play((4, 4))
    assert e.value.reason == "not_playing"
    # A tolerant replay does not play over the unplaced handicap either.
    for color, move in (("black", (4, 4)), ("white", None)):
        with pytest.raises(IllegalMoveError) as r:
            later.replay_move(color, move)
        assert r.value.reason == "not_playing"
    assert (later.phase, later.move_count) == ("handicap_placement", 0)
    # The game site's preset plays free handicap (RULES.md section 9): a
    # number of stones is placed later there unless fixed is asked for
    # (found from outside: it was fixed).
    site = Game(19, rules="game_site", handicap=4)
    assert (site.setup()["handicap_kind"], site.phase) == ("free", "handicap_placement")
    assert Game(19, rules="game_site komi=0.5", handicap=4).setup()["handicap_kind"] == "free"
    assert Game(19, rules="game_site", handicap=4, handicap_kind="fixed").setup()["handicap_kind"] == "fixed"
    assert Game(19, rules="japanese", handicap=4).setup()["handicap_kind"] == "fixed"
    # Found from outside: a kind other than free beside points was ignored.
    for kind in ("fixed", "none"):
        with pytest.raises(SetupError) as k:
            Game(9, handicap=[(0, 0), (1, 1)], handicap_kind=kind)
        assert (k.value.reason, k.value.argument) == ("invalid_handicap", "handicap_kind")
        assert f"handicap_kind '{kind}' with the points of a free handicap" in str(k.value)
    assert Game(9, handicap=[(0, 0), (1, 1)], handicap_kind="free").setup()["handicap_kind"] == "free"
    with pytest.raises(SetupError) as s:
        later.place_free_handicap([(0, 0), (1, 1)])
    assert (s.value.reason, s.value.argument) == ("handicap_count", "points")
    with pytest.raises(GameStateError) as w:
        later.place_free_handicap([(0, 0), (1, 1), (2, 2)], seat="W1")
    assert w.value.reason == "wrong_seat"
    later.place_free_handicap([(0, 0), (1, 1), (2, 2)], seat="B1")
    assert (later.phase, later.to_move, later.handicap_stones) == ("playing", "white", 3)


def test_setup_stones_and_first_player() -> None:
    g = Game(5, setup={(0, 0): "black", "B2": "White", (4, 4): "b"}, to_move="white")
    assert g.board.get((0, 0)) == "black" and g.board.get((1, 3)) == "white" and g.board.get((4, 4)) == "black"
    assert g.to_move == "white" and g.seat_to_move == "W1"
    assert g.setup()["setup"] == {(0, 0): "black", (1, 3): "white", (4, 4): "black"}


BAD_ARGUMENTS: list[tuple[dict[str, Any], type[GoError], str, str]] = [
    ({"size": 0}, SetupError, "invalid_size", "size"),
    ({"size": 53}, SetupError, "invalid_size", "size"),
    ({"size": (9, 0)}, SetupError, "invalid_size", "size"),
    ({"size": -1}, SetupError, "invalid_size", "size"),
    ({"size": 10**30}, SetupError, "invalid_size", "size"),
    ({"size": 9, "komi": 6.25}, SetupError, "invalid_komi", "komi"),
    ({"size": 9, "komi": "seven"}, SetupError, "invalid_komi", "komi"),
    ({"size": 9, "handicap": 10}, SetupError, "fixed_handicap_unavailable", "handicap"),
    ({"size": 9, "handicap": 1}, SetupError, "invalid_handicap", "handicap"),
    ({"size": 5, "handicap": 1}, SetupError, "invalid_handicap", "handicap"),
    ({"size": 5, "handicap": 2}, SetupError, "fixed_handicap_unavailable", "handicap"),
    ({"size": 9, "handicap": -1}, SetupError, "invalid_handicap", "handicap"),
    ({"size": 9, "handicap": [(0, 0)]}, SetupError, "invalid_handicap", "handicap"),
    ({"size": 9, "handicap": [(0, 0), (0, 0)]}, SetupError, "duplicate_point", "handicap"),
    ({"size": 9, "handicap": [(0, 0), (9, 9)]}, SetupError, "setup_off_board", "handicap"),
    ({"size": 9, "handicap": [(0, 0), (-1, 0)]}, SetupError, "setup_off_board", "handicap"),
    ({"size": 9, "handicap": [(0, 0), "Z9"]}, ParseError, "invalid_vertex", "handicap"),
    ({"size": 9, "handicap": 2, "handicap_kind": "none"}, SetupError, "invalid_handicap", "handicap"),
    ({"size": 9, "handicap": 2**40}, SetupError, "invalid_handicap", "handicap"),
    ({"size": 9, "handicap": 4, "topology": "torus"}, SetupError, "fixed_handicap_unavailable", "handicap"),
    ({"size": 9, "handicap": 2, "handicap_kind": "sometimes"}, ParseError, "unknown_name", "handicap_kind"),
    ({"size": 9, "topology": "klein"}, ParseError, "unknown_name", "topology"),
    ({"size": 2, "topology": "torus"}, SetupError, "wrap_too_small", "topology"),
    ({"size": 9, "rules": "chess"}, ParseError, "unknown_name", "rules"),
    ({"size": 9, "setup": {(9, 0): "black"}}, SetupError, "setup_off_board", "setup"),
    ({"size": 9, "setup": {(-1, 0): "black"}}, SetupError, "setup_off_board", "setup"),
    ({"size": 9, "setup": {(0, 0): "red"}}, ParseError, "unknown_name", "setup"),
    ({"size": 9, "setup": {"Z9": "black"}}, ParseError, "invalid_vertex", "setup"),
    ({"size": 9, "setup": {(0, 0): "black", (1, 0): "white", (0, 1): "white"}}, SetupError, "setup_no_liberties",
     "setup"),
    ({"size": 9, "setup": {(4, 4): "white"}, "handicap": 5}, SetupError, "setup_occupied", "handicap"),
    ({"size": 9, "to_move": "red"}, ParseError, "unknown_name", "to_move"),
    ({"size": 9, "seats": (0, 1)}, SetupError, "invalid_seats", "seats"),
    ({"size": 9, "seats": (256, 1)}, SetupError, "invalid_seats", "seats"),
    ({"size": 9, "seats": (["person", "robot"], 1)}, ParseError, "unknown_name", "seats"),
    ({"size": 9, "out_of_turn": "sometimes"}, ParseError, "unknown_name", "out_of_turn"),
    ({"size": 9, "atari": 0}, SetupError, "invalid_atari_go", "atari"),
    ({"size": 9, "atari": 82}, SetupError, "invalid_atari_go", "atari"),
    ({"size": 9, "atari": 1, "phantom": "illegal_only"}, SetupError, "incompatible_options", "phantom"),
    ({"size": 9, "seats": (2, 1), "phantom": "illegal_only"}, SetupError, "incompatible_options", "phantom"),
    ({"size": 9, "phantom": "whisper"}, ParseError, "unknown_name", "phantom"),
]


@pytest.mark.parametrize(("kwargs", "cls", "reason", "argument"), BAD_ARGUMENTS)
def test_each_bad_argument_is_named(kwargs: dict[str, Any], cls: type[GoError], reason: str, argument: str) -> None:
    with pytest.raises(cls) as e:
        Game(**kwargs)
    assert (e.value.reason, e.value.argument) == (reason, argument)
    assert type(e.value) is cls


def test_wrong_types_are_type_errors() -> None:
    cases: list[dict[str, Any]] = [
        {"size": "9"}, {"size": 9.0}, {"size": True}, {"size": 9, "komi": True}, {"size": 9, "clock": 5},
        {"size": 9, "setup": [(0, 0)]}, {"size": 9, "seats": [1, 1]}, {"size": 9, "handicap": "two"},
    ]
    for kwargs in cases:
        with pytest.raises(TypeError):
            Game(**kwargs)


def test_a_refused_clock_time_control() -> None:
    with pytest.raises(SetupError) as e:
        TimeControl.absolute(0)
    assert e.value.reason == "invalid_time_control"
    with pytest.raises(ValueError):
        TimeControl.fischer(-1, 5)


def test_moves_in_every_form() -> None:
    g = Game(9)
    g.play((4, 4))
    g.play("c3")  # (2, 6)
    g.play([np.int32(6), np.int8(2)])
    g.play("pass")
    g.play(None)
    assert [m.move for m in g.moves] == [(4, 4), (2, 6), (6, 2), None, None]
    assert [m.seat for m in g.moves] == ["B1", "W1", "B1", "W1", "B1"]
    assert g.phase == "counting" and g.consecutive_passes == 2
    h = Game(9)
    h.pass_()
    assert h.moves[0].move is None and h.to_move == "white"
    bad_moves: list[Any] = [(1.5, 2), (True, 0), (1, 2, 3), 17, b"D4"]
    for bad in bad_moves:
        with pytest.raises(TypeError):
            h.play(bad)
    assert h.move_count == 1


def refused(game: Game, move: Any) -> GoError:
    before = (signs(game).copy(), game.move_count, game.to_move, game.to_json())
    with pytest.raises(GoError) as e:
        game.play(move)
    after = (signs(game), game.move_count, game.to_move, game.to_json())
    assert (before[0] == after[0]).all() and before[1:] == after[1:], "a refused move changed the game"
    return e.value


def test_refusals_carry_the_cores_reasons_and_points() -> None:
    g = played([(2, 2)])
    e = refused(g, (2, 2))
    assert (type(e), e.reason, e.code, e.point) == (IllegalMoveError, "occupied", 301, (2, 2))
    assert str(e) == "point (2, 2) is occupied"
    assert refused(g, (5, 0)).reason == "off_board" and refused(g, (5, 0)).point == (5, 0)
    e = refused(g, (-1, 3))
    assert (e.reason, e.point, e.argument) == ("off_board", (-1, 3), "move")
    assert refused(g, (2**70, 0)).reason == "off_board"
    e = refused(g, "Z9")
    assert (type(e), e.reason, e.argument) == (ParseError, "invalid_vertex", "move")
    # Suicide: White on (0, 0) surrounded by Black.
    s = played([(1, 0), None, (0, 1)])
    e = refused(s, (0, 0))
    assert (e.reason, e.point) == ("suicide", (0, 0))
    # The ko: simple ko, and the same repetition under positional superko.
    assert refused(played(KO_SETUP, rules="japanese"), (1, 1)).reason == "ko"
    assert refused(played(KO_SETUP, rules="chinese"), (1, 1)).reason == "superko"
    assert refused(played(KO_SETUP, rules="japanese"), (1, 1)).point == (1, 1)
    assert played(KO_SETUP).ko_point == (1, 1)


def test_legality_answers_agree() -> None:
    g = played(KO_SETUP, rules="japanese")
    mask = g.legal_mask()
    assert mask.dtype == np.bool_ and mask.shape == (5, 5)
    legal = g.legal_moves()
    assert legal[-1] is None
    points = [m for m in legal if m is not None]
    assert len(points) == len(legal) - 1
    assert sorted(points) == sorted((x, y) for y in range(5) for x in range(5) if mask[y, x])
    for y in range(5):
        for x in range(5):
            assert g.is_legal((x, y)) == bool(mask[y, x])
    assert not mask[1, 1] and not mask[0, 1] and mask[3, 3]
    assert g.is_legal(None) and not g.is_legal((7, 7)) and not g.is_legal((-1, 0))
    with pytest.raises(IllegalMoveError):
        g.check_move((1, 1))
    g.check_move((3, 3))  # legal: returns None
    assert not g.is_legal((3, 3), seat="B1") and g.is_legal((3, 3), seat="W1")
    g.play(None)
    g.play(None)
    assert not g.legal_mask().any() and g.legal_moves() == []


def test_undo_restores_everything() -> None:
    g = played(KO_SETUP)
    board = signs(g).copy()
    g.play((3, 3))
    taken = g.undo()
    assert (taken.seat, taken.move, taken.color) == ("W1", (3, 3), "white")
    assert (signs(g) == board).all() and g.to_move == "white" and g.move_count == len(KO_SETUP)
    capture = g.undo()
    assert capture.move == (2, 1) and capture.captured == [(1, 1)]
    assert g.board.get((1, 1)) == "white" and g.prisoners == {"black": 0, "white": 0}
    with pytest.raises(GameStateError) as e:
        Game(9).undo()
    assert (e.value.reason, e.value.code) == ("nothing_to_undo", 403)


def test_game_endings() -> None:
    g = Game(9)
    g.play((4, 4))
    assert g.resign() == "B+R"
    assert (g.phase, g.result, g.result_kind, g.winner) == ("finished", "B+R", "resignation", "black")
    with pytest.raises(IllegalMoveError) as e:
        g.play((0, 0))
    assert e.value.reason == "game_over"
    with pytest.raises(GameStateError) as s:
        g.resign()
    assert s.value.reason == "wrong_phase"
    with pytest.raises(GameStateError):
        g.undo()
    left = Game(9)
    assert left.leave("W1") == "B+F" and left.result_kind == "forfeit"
    with pytest.raises(GameStateError) as u:
        Game(9).leave("B2")
    assert u.value.reason == "unknown_seat"
    with pytest.raises(ParseError) as p:
        Game(9).leave("X1")
    assert p.value.reason == "invalid_seat"
    assert Game(9).time_out("black") == "W+T"
    assert Game(9).resign(seat="W1") == "B+R"


def test_counting_phase_with_area_counting() -> None:
    g = played(WALLS)
    assert g.phase == "counting"
    s = g.score()
    # Black: 5 stones + the 4 empty points of column 0 (the white stone at
    # (0, 2) still counts for White: it borders the region). White: 6 stones
    # and column 4, komi 7.5; column 2 is dame.
    assert (s.counting, s.black.stones, s.black.territory, s.white.stones, s.white.territory) == (
        "area", 5, 0, 6, 5)
    # The unfilled dame: every neutral point, column 0 with the white stone
    # alive in it too (a region bordered by both colours).
    assert s.dame == [(0, 0), (2, 0), (0, 1), (2, 1), (2, 2), (0, 3), (2, 3), (0, 4), (2, 4)]
    assert g.toggle_dead((0, 2)) == [(0, 2)] and g.dead_stones == [(0, 2)]
    s = g.score()
    assert (s.black.stones, s.black.territory, s.black.total) == (5, 5, 10.0)
    assert (s.white.stones, s.white.territory, s.white.komi, s.white.total) == (5, 5, 7.5, 17.5)
    assert (s.margin, s.result) == (7.5, "W+7.5")
    assert s.dame == [(2, 0), (2, 1), (2, 2), (2, 3), (2, 4)]
    assert s.ownership.dtype == np.int8 and s.ownership.shape == (5, 5)
    assert s.ownership[2].tolist() == [1, 1, 0, -1, -1]
    assert g.unfilled_dame() == s.dame
    # The white stone alive: column 0 borders both colours, so White has
    # 6 stones + 5 + 7.5 against Black's 5 stones.
    assert g.score_with([]).result == "W+13.5"
    with pytest.raises(CountingError) as e:
        g.toggle_dead((2, 2))
    assert (e.value.reason, e.value.point) == ("not_a_stone", (2, 2))
    with pytest.raises(CountingError) as off:
        g.toggle_dead((7, 0))
    assert off.value.reason == "mark_off_board"
    with pytest.raises(GameStateError) as n:
        g.accept("white")
    assert n.value.reason == "no_proposal"
    g.propose("black")
    assert g.proposal == "black"
    assert g.accept("W1") == "W+7.5"
    assert (g.phase, g.result) == ("finished", "W+7.5")
    # Nothing awaits an answer any more (found from outside: "black").
    assert g.proposal is None


def test_counting_under_territory_rules_and_rejection() -> None:
    g = played(WALLS, rules="japanese")
    g.toggle_dead_region((0, 2))
    g.propose("B1")
    g.reject("white")
    # Japanese rules: after a rejection the opponent of the rejecter moves.
    assert (g.phase, g.to_move, g.dead_stones, g.proposal) == ("playing", "black", [], None)
    g.play(None)
    g.play(None)
    g.toggle_dead((0, 2))
    g.propose("white")
    assert g.accept("black") == "W+5.5"
    with pytest.raises(GameStateError) as e:
        Game(9).propose("black")
    assert e.value.reason == "wrong_phase"


def test_replay_move_applies_what_records_demand() -> None:
    g = Game(5)
    assert g.replay_move("black", (0, 0)) == []
    assert g.replay_move("black", (1, 1)) == ["implied_pass"]
    assert [m.move for m in g.moves] == [(0, 0), None, (1, 1)]
    assert g.moves[1].irregularity == "implied_pass"
    assert g.replay_move("white", (1, 1)) == ["occupied"]
    assert g.board.get((1, 1)) == "white"
    with pytest.raises(IllegalMoveError) as e:
        g.replay_move("black", (5, 5))
    assert e.value.reason == "off_board"
    t = Game(5)
    t.play(None)
    t.play(None)
    assert t.replay_move("black", (2, 2)) == ["play_after_end"] and t.phase == "playing"
    # Found from outside: a resigned game was reopened; it stays over.
    r = Game(5)
    r.play((1, 1))
    assert r.resign() == "B+R"
    with pytest.raises(IllegalMoveError) as e:
        r.replay_move("white", (2, 2))
    assert e.value.reason == "game_over"
    assert (r.phase, r.result, len(r.moves)) == ("finished", "B+R", 1)


def test_play_for_set_player_edit_stones_resume() -> None:
    g = Game(5)
    g.play_for("white", (2, 2))
    assert (g.to_move, g.moves[0].seat) == ("black", "W1")
    g.set_player("white")
    assert g.to_move == "white"
    g.edit_stones({(0, 0): "black", (2, 2): None})
    assert g.board.get((0, 0)) == "black" and g.board.get((2, 2)) is None
    with pytest.raises(SetupError) as e:
        g.edit_stones({(1, 0): "white", (0, 1): "white"})
    assert (e.value.reason, e.value.argument) == ("setup_no_liberties", "changes")
    g.play(None)
    g.play(None)
    g.resume()
    assert g.phase == "playing"
    with pytest.raises(GameStateError):
        g.resume()


def test_pair_go_penalty_option() -> None:
    g = Game(9, seats=(2, 2), out_of_turn="pair_go_penalty")
    assert g.seats == ["B1", "W1", "B2", "W2"]
    g.play_as("B1", (2, 2))
    g.play_as("W1", (6, 6))
    # B2's turn: B1 plays out of turn; it stands and White receives 3 points.
    g.play_as("B1", (2, 6))
    assert g.moves[-1].out_of_turn and g.penalties == {"black": 0, "white": 3}
    assert g.score().white.penalty == 3
    # Play continues as if B1 had moved in its own turn: W1, then B2.
    assert g.seat_to_move == "W1"
    with pytest.raises(IllegalMoveError) as e:
        g.play_as("B2", (6, 2))
    assert e.value.reason == "wrong_seat"
    g.play_as("W1", (6, 2))
    assert g.seat_to_move == "B2"
    # W2 in B2's turn is the other colour: refused.
    with pytest.raises(IllegalMoveError) as e:
        g.play_as("W2", (4, 4))
    assert e.value.reason == "wrong_seat"
    assert g.penalties == {"black": 0, "white": 3}


def test_sgf_out_and_back() -> None:
    g = played(KO_SETUP, rules="japanese", komi=0.5)
    text = g.to_sgf()
    assert text.startswith("(;FF[4]") and "RU[Japanese]" in text and "KM[0.5]" in text
    [record] = sgf.read(text)
    again, irregularities = record.replay("strict")
    assert irregularities == []
    assert again.board == g.board and again.rules == g.rules
    assert [m.move for m in again.moves] == [m.move for m in g.moves]


def test_a_free_handicap_is_placed_on_blacks_clock() -> None:
    """The placement is Black's first turn (RULES.md section 5), so on
    Black's clock (found from outside: the clock could start only after it);
    a refused placement changes nothing, and a late one loses on time."""
    g = Game(9, handicap=2, handicap_kind="free", clock=TimeControl.fischer(10_000, 1_000))
    g.start_clock(1_000)
    assert g.time_left("black", 4_000).main_ms == 7_000
    with pytest.raises(IllegalMoveError) as back:
        g.place_free_handicap([(2, 2), (6, 6)], at_ms=999)
    assert (back.value.reason, back.value.argument) == ("clock_backwards", None)
    with pytest.raises(SetupError) as count:
        g.place_free_handicap([(2, 2)], at_ms=2_000)
    assert (count.value.reason, count.value.argument) == ("handicap_count", "points")
    with pytest.raises(GameStateError) as seat:
        g.place_free_handicap([(2, 2), (6, 6)], seat="W1", at_ms=2_000)
    assert (seat.value.reason, seat.value.argument) == ("wrong_seat", None)
    assert g.phase == "handicap_placement"
    g.place_free_handicap([(2, 2), "G3"], seat="B1", at_ms=4_000)
    assert (g.phase, g.to_move, g.handicap_stones) == ("playing", "white", 2)
    assert g.time_left("black", 9_000).main_ms == 8_000
    assert g.time_left("white", 6_500).main_ms == 7_500
    again = pickle.loads(pickle.dumps(g))
    assert again.time_left("white", 6_500) == g.time_left("white", 6_500)
    late = Game(9, handicap=2, handicap_kind="free", clock=TimeControl.absolute(2_000))
    late.start_clock(0)
    with pytest.raises(IllegalMoveError) as flag:
        late.place_free_handicap([(2, 2), (6, 6)], at_ms=2_001)
    assert flag.value.reason == "time_expired"
    assert (late.phase, late.result) == ("finished", "W+T")
    with pytest.raises(TypeError):
        late.place_free_handicap([(2, 2), (6, 6)], at_ms="soon")  # type: ignore[arg-type]


def test_json_and_pickle_replay_every_event() -> None:
    g = Game(9, rules="aga", handicap=2, clock=TimeControl.fischer(60_000, 5_000), komi=0.5)
    g.start_clock(1_000)
    g.play((4, 4), at_ms=3_500)
    g.play((2, 2), at_ms=9_000)
    g.replay_move("white", (6, 6))
    g.set_player("black")
    g.edit_stones({(0, 0): "white"})
    g.play(None)
    g.play(None)
    g.toggle_dead((0, 0))
    g.propose("black")
    for again in (pickle.loads(pickle.dumps(g)), Game.from_json(g.to_json()), copy.deepcopy(g), g.copy()):
        assert again.to_json() == g.to_json()
        assert again.board == g.board and again.dead_stones == [(0, 0)] and again.proposal == "black"
        assert again.time_left("white", 9_000) == g.time_left("white", 9_000)
        # AGA pass stones: each pass hands the opponent a prisoner.
        assert again.prisoners == g.prisoners == {"black": 1, "white": 1}
    copied = g.copy()
    copied.accept("white")
    assert g.phase == "counting" and copied.phase == "finished"
    with pytest.raises(GameStateError) as e:
        Game.from_json('{"setup": 1}')
    assert e.value.reason == "invalid_record"
    bad = g.to_json().replace('"propose"', '"accept"', 1)
    with pytest.raises(GameStateError) as r:
        Game.from_json(bad)
    assert r.value.reason in ("invalid_record", "no_proposal")
    # Found from outside: the message quoted a 10 MB value whole. It keeps
    # its head and the place, cut in between.
    with pytest.raises(GameStateError) as huge:
        Game.from_json('{"setup": "' + "x" * 1_000_000 + '"}')
    message = str(huge.value)
    assert len(message) < 400 and message.startswith("not a game record: invalid type: string"), message
    assert "[...]" in message and message.endswith("line 1 column 1000012"), message


def test_setup_rebuilds_the_game() -> None:
    g = Game((9, 7), rules="japanese", komi=0.5, topology="hcylinder", seats=(["person", "computer"], 1),
             clock=TimeControl.canadian(0, 10, 60_000), atari=3, setup={(0, 0): "white"}, to_move="white")
    kwargs = g.setup()
    again = Game(**kwargs)
    assert again.setup() == kwargs
    assert again.to_json() == g.to_json()
    assert (kwargs["topology"], kwargs["atari"], kwargs["seats"]) == ("hcylinder", 3, (["person", "computer"],
                                                                                      ["person"]))


def test_setup_rebuilds_a_game_with_a_free_handicap_placed() -> None:
    """Found from outside: the setup of a game whose free handicap was
    given as points said only how many stones, and the game rebuilt from it
    waited for them to be placed."""
    g = Game(9, handicap=["A1", "B2"])
    assert (g.phase, g.board.stone_count("black")) == ("playing", 2)
    kwargs = g.setup()
    assert (kwargs["handicap"], kwargs["handicap_kind"]) == ([(0, 8), (1, 7)], "free")
    again = Game(**kwargs)
    assert (again.phase, again.to_move, str(again.board)) == (g.phase, g.to_move, str(g.board))
    assert again.setup() == kwargs
    pending = Game(9, handicap=3, handicap_kind="free")
    assert pending.phase == "handicap_placement" and pending.setup()["handicap"] == 3
    assert Game(**pending.setup()).phase == "handicap_placement"


def test_repr_and_str() -> None:
    g = played([(0, 0)])
    assert str(g) == "X....\n.....\n.....\n.....\n.....\n"
    assert repr(g).startswith("Game(5x5, rules='studio', moves=1, to_move='white', phase='playing')")
    assert "MoveRecord(seat='B1', move=(0, 0), captured=[])" == repr(g.moves[0])
