"""Refused arguments, across the whole API: every integer parameter judged
by range (a ``ValueError`` naming it, never an ``OverflowError``), every
vocabulary parameter naming itself and the words it takes, and the
``argument`` attribute of errors about a point the same whichever side
(the converter or the engine) finds the point off the board."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import go_core
from go_core import Board, Game, GoError, IllegalMoveError, ParseError, PhantomGame, Rules, TimeControl, sgf

from conftest import CORPORA

RECORD = "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])"
HUGE = (2**64, 2**200)
MISSING = "/nonexistent/go-core-test"


def record() -> sgf.Record:
    [r] = sgf.read(RECORD)
    return r


def games_frame(**kwargs: Any) -> object:
    from go_core.dask import games_frame as frame

    return frame(MISSING, **kwargs)


# (case id, the call with the value, the argument's name, the values to
# refuse). The name must appear in the message.
INT_ARGUMENTS: list[tuple[str, Callable[[Any], object], str, tuple[int, ...]]] = [
    ("Record.replay path", lambda v: record().replay(path=[0, v]), "path", (-1, *HUGE)),
    ("Record.replay max_moves", lambda v: record().replay(max_moves=v), "max_moves", (-1, *HUGE)),
    ("Record.positions every", lambda v: record().positions(every=v), "every", (-1, 0, *HUGE)),
    ("Board.score prisoners black", lambda v: Board(9).score("japanese", prisoners=(v, 0)), "prisoners",
     (-1, 2**32, *HUGE)),
    ("Board.score prisoners white", lambda v: Board(9).score("japanese", prisoners=[0, v]), "prisoners",
     (-1, *HUGE)),
    ("Board.score handicap_stones", lambda v: Board(9).score("chinese", handicap_stones=v), "handicap_stones",
     (-1, 2**32, *HUGE)),
    ("Board._from_parts width", lambda v: Board._from_parts(v, 9, "planar", [0] * 81), "width", (-1, *HUGE)),
    ("Board._from_parts height", lambda v: Board._from_parts(9, v, "planar", [0] * 81), "height", (-1, *HUGE)),
    ("Board._from_parts signs", lambda v: Board._from_parts(1, 1, "planar", [v]), "signs", (-2, 2, *HUGE)),
    ("load playouts", lambda v: go_core.load([], playouts=v, progress=False), "playouts", (-1, 2**32, *HUGE)),
    ("load seed", lambda v: go_core.load([], seed=v, progress=False), "seed", (-1, *HUGE)),
    ("load workers", lambda v: go_core.load([], workers=v, progress=False), "workers", (-1, 0, 257, *HUGE)),
    ("games_table playouts", lambda v: go_core.games_table([], playouts=v, progress=False), "playouts",
     (-1, *HUGE)),
    ("iter_positions every", lambda v: go_core.iter_positions(MISSING, every=v), "every", (-1, 0, *HUGE)),
    ("iter_positions batch_size", lambda v: go_core.iter_positions(MISSING, batch_size=v), "batch_size",
     (-1, 0, *HUGE)),
    ("games_frame batch_size", lambda v: games_frame(batch_size=v), "batch_size", (-1, 0, *HUGE)),
    ("games_frame seed", lambda v: games_frame(seed=v), "seed", (-1, *HUGE)),
    ("Game.to_svg numbers", lambda v: Game(9).to_svg(numbers=v), "numbers", (-1, *HUGE)),
    ("Board.to_svg numbers", lambda v: Board(9).to_svg(numbers=[(v, (0, 0))]), "numbers", (-1, *HUGE)),
    ("Game.play at_ms", lambda v: Game(9).play("D4", at_ms=v), "at_ms", (-1, *HUGE)),
    ("Game.play_as at_ms", lambda v: Game(9).play_as("B1", "D4", at_ms=v), "at_ms", (-1, *HUGE)),
    ("Game.pass_ at_ms", lambda v: Game(9).pass_(at_ms=v), "at_ms", (-1, *HUGE)),
    ("Game.start_clock at_ms", lambda v: Game(9).start_clock(v), "at_ms", (-1, *HUGE)),
    ("Game.check_time at_ms", lambda v: Game(9).check_time(v), "at_ms", (-1, *HUGE)),
    ("Game.time_left at_ms", lambda v: Game(9).time_left("black", v), "at_ms", (-1, *HUGE)),
    ("Game.analyze millis", lambda v: Game(9).analyze(millis=v), "millis", (-1, 0, 86_400_001, *HUGE)),
    ("Game.analyze playouts", lambda v: Game(9).analyze(playouts=v), "playouts", (-1, 0, 10_000_001, *HUGE)),
    ("Game.analyze seed", lambda v: Game(9).analyze(playouts=1, seed=v), "seed", (-1, *HUGE)),
    ("Game.analyze threads", lambda v: Game(9).analyze(playouts=1, threads=v), "threads", (-1, 0, 257, *HUGE)),
    ("Game.analyze at_ms", lambda v: Game(9).analyze(playouts=1, at_ms=v), "at_ms", (-1, *HUGE)),
    ("Game.estimate_dead_stones playouts", lambda v: Game(9).estimate_dead_stones(playouts=v), "playouts",
     (-1, *HUGE)),
    ("Game.estimate_dead_stones seed", lambda v: Game(9).estimate_dead_stones(seed=v), "seed", (-1, *HUGE)),
    ("Game.playouts n", lambda v: Game(9).playouts(v), "n", (-1, *HUGE)),
    ("Game.playouts seed", lambda v: Game(9).playouts(1, seed=v), "seed", (-1, *HUGE)),
    ("Game.playouts threads", lambda v: Game(9).playouts(1, threads=v), "threads", (-1, 0, *HUGE)),
    ("TimeControl.absolute main_ms", lambda v: TimeControl.absolute(v), "main_ms", (-1, *HUGE)),
    ("TimeControl.fischer increment_ms", lambda v: TimeControl.fischer(1000, v), "increment_ms", (-1, *HUGE)),
    ("TimeControl.byo_yomi periods", lambda v: TimeControl.byo_yomi(1000, v, 1000), "periods", (-1, *HUGE)),
    ("TimeControl.byo_yomi period_ms", lambda v: TimeControl.byo_yomi(1000, 1, v), "period_ms", (-1, *HUGE)),
    ("TimeControl.canadian stones", lambda v: TimeControl.canadian(1000, v, 1000), "stones", (-1, *HUGE)),
    # Refused by the engine's setup checks: a SetupError (a ValueError)
    # whose `argument` is the name too.
    ("Game size", lambda v: Game(v), "size", (-1, 0, 53, *HUGE)),
    ("Game size pair", lambda v: Game((9, v)), "size", (-1, *HUGE)),
    ("Board size", lambda v: Board(v), "size", (-1, *HUGE)),
    ("PhantomGame size", lambda v: PhantomGame(v), "size", (-1, *HUGE)),
    ("Rules.from_preset size", lambda v: Rules.from_preset("japanese", v), "size", (-1, *HUGE)),
    ("Game handicap", lambda v: Game(9, handicap=v), "handicap", (-1, *HUGE)),
    ("Game atari", lambda v: Game(9, atari=v), "atari", (-1, 0, *HUGE)),
    ("Game seats", lambda v: Game(9, seats=(1, v)), "seats", (-1, 0, *HUGE)),
    ("Game komi", lambda v: Game(9, komi=v), "komi", (-(2**64), *HUGE)),
]


@pytest.mark.parametrize(("call", "name", "values"), [c[1:] for c in INT_ARGUMENTS],
                         ids=[c[0] for c in INT_ARGUMENTS])
def test_out_of_range_integers_are_value_errors_naming_the_argument(
    call: Callable[[Any], object], name: str, values: tuple[int, ...]
) -> None:
    for value in values:
        with pytest.raises(ValueError) as e:
            call(value)
        message = str(e.value)
        assert name in message.lower(), (value, message)
        # GoError or not, the exception names the argument refused.
        assert e.value.argument == name, (value, getattr(e.value, "argument", None))  # type: ignore[attr-defined]
        if not isinstance(e.value, GoError):
            # The converters' message: the argument, its range and the value.
            assert f"{name} must be in range " in message and message.endswith(f", got {value}"), message
        # NumPy integers are ints too, judged the same way.
        if -(2**63) <= value < 2**63:
            with pytest.raises(ValueError):
                call(np.int64(value))


def test_the_ranges_are_exact() -> None:
    r = record()
    with pytest.raises(ValueError, match=r"^every must be in range 1\.\.=18446744073709551615, got 0$"):
        r.positions(every=0)
    assert r.positions(every=2**64 - 1).shape[0] == 1  # the position before the first move
    assert r.positions(every=np.uint64(2)).shape[0] == 2
    assert r.replay(max_moves=2**64 - 1).game.move_count == 3
    assert r.replay(max_moves=np.int8(1)).game.move_count == 1
    with pytest.raises(ValueError, match=r"^max_moves must be in range 0\.\.=18446744073709551615, got -1$"):
        r.replay(max_moves=-1)
    with pytest.raises(GoError) as e:
        r.replay(path=[5])  # in range, but the tree has no such child
    assert e.value.reason == "sgf_no_such_variation"
    # The largest counts are taken; equal, they leave a margin a result holds.
    score = Board.from_diagram("X.O\nX.O\nX.O").score("japanese", prisoners=(2**32 - 1, 2**32 - 1))
    assert score.black.prisoners == score.white.prisoners == 2**32 - 1 and score.result == "W+6.5"
    with pytest.raises(ValueError, match=rf"^workers must be in range 1\.\.={go_core._tables.MAX_WORKERS}, got 0$"):
        go_core.load([], workers=0, progress=False)
    # The bot's budget has the same bounds as in GTP and C (a day; ten million playouts).
    with pytest.raises(ValueError, match=r"^millis must be in range 1\.\.=86400000, got 86400001$"):
        Game(9).analyze(millis=86_400_001)
    with pytest.raises(ValueError, match=r"^playouts must be in range 1\.\.=10000000, got 10000001$"):
        Game(9).analyze(playouts=10_000_001)
    assert len(go_core.load(CORPORA / "sgf-edge-cases", workers=1, progress=False, playouts=0,
                            seed=2**64 - 1)) > 0


def test_non_integers_are_type_errors() -> None:
    # Typed as Any: the calls break the stubs on purpose.
    r: Any = record()
    board: Any = Board(9)
    core: Any = go_core
    cases: list[Callable[[], object]] = [
        lambda: r.replay(path="01"),
        lambda: r.replay(path=[0.0]),
        lambda: r.replay(max_moves=1.5),
        lambda: r.replay(max_moves=True),
        lambda: r.positions(every="2"),
        lambda: board.score("japanese", prisoners=3),
        lambda: board.score("japanese", prisoners=(1, 2, 3)),
        lambda: board.score("japanese", prisoners=(1.0, 2)),
        lambda: board.score("japanese", handicap_stones="2"),
        lambda: core.load([], playouts=1.5, progress=False),
        lambda: core.load([], seed="1", progress=False),
        lambda: core.load([], workers=2.0, progress=False),
        lambda: core.iter_positions(MISSING, every=1.0),
        lambda: core.iter_positions(MISSING, batch_size=True),
        lambda: Game(9).to_svg(numbers=2.5),
    ]
    for case in cases:
        with pytest.raises(TypeError):
            case()


VOCABULARIES = go_core.vocabularies()

# (case id, the call with the value, the argument's name, its vocabulary).
WORD_ARGUMENTS: list[tuple[str, Callable[[Any], object], str, str]] = [
    ("PhantomGame convention", lambda v: PhantomGame(9, convention=v), "convention", "RefereeConvention"),
    ("Game phantom", lambda v: Game(9, phantom=v), "phantom", "RefereeConvention"),
    ("Game topology", lambda v: Game(9, topology=v), "topology", "Topology"),
    ("Game handicap_kind", lambda v: Game(9, handicap=2, handicap_kind=v), "handicap_kind", "HandicapKind"),
    ("Game corner_line_12", lambda v: Game(9, corner_line_12=v), "corner_line_12", "CornerLine12"),
    ("Game out_of_turn", lambda v: Game(9, out_of_turn=v), "out_of_turn", "OutOfTurn"),
    ("Game to_move", lambda v: Game(9, to_move=v), "to_move", "Color"),
    ("Game seats", lambda v: Game(9, seats=([v], 1)), "seats", "SeatKind"),
    ("Game.play_for color", lambda v: Game(9).play_for(v, "D4"), "color", "Color"),
    ("Board topology", lambda v: Board(9, topology=v), "topology", "Topology"),
    ("Board.stone_count color", lambda v: Board(9).stone_count(v), "color", "Color"),
    ("Board.pass_alive suicide", lambda v: Board(9).pass_alive("black", suicide=v), "suicide", "Suicide"),
    ("Rules.from_preset name", lambda v: Rules.from_preset(v), "name", "Preset"),
    ("Rules.with_ko value", lambda v: Rules().with_ko(v), "value", "KoRule"),
    ("Rules.with_counting value", lambda v: Rules().with_counting(v), "value", "Counting"),
    ("sgf.read mode", lambda v: sgf.read(RECORD, mode=v), "mode", "ParseMode"),
    ("Record.replay mode", lambda v: record().replay(v), "mode", "ReplayMode"),
    ("load mode", lambda v: go_core.load([], mode=v, progress=False), "mode", "ParseMode"),
]


@pytest.mark.parametrize(("call", "name", "vocabulary"), [c[1:] for c in WORD_ARGUMENTS],
                         ids=[c[0] for c in WORD_ARGUMENTS])
def test_vocabulary_errors_name_the_argument_and_its_words(
    call: Callable[[Any], object], name: str, vocabulary: str
) -> None:
    names = [t["name"] for t in VOCABULARIES[vocabulary]["terms"]]
    listed = ", ".join(names)
    # Not a str at all (an enum's number, as PhantomGame(convention=5)).
    with pytest.raises(TypeError) as t:
        call(5)
    assert str(t.value) == f"{name} must be a str (one of: {listed}), not int"
    # A word outside the vocabulary.
    with pytest.raises(ParseError) as p:
        call("bogus")
    assert (p.value.reason, p.value.code, p.value.argument) == ("unknown_name", 500, name)
    # The vocabulary named in words: KoRule reads "ko rule", and the rules
    # axes whose names are not nouns of a rule read as one.
    nouns = {"Suicide": "suicide rule", "DeadStones": "dead-stone rule", "PassStones": "pass-stone rule",
             "UnfilledDame": "unfilled-dame rule", "OutOfTurn": "out-of-turn rule", "Counting": "counting method"}
    words = nouns.get(vocabulary) or "".join(
        " " + c.lower() if c.isupper() and i else c.lower() for i, c in enumerate(vocabulary))
    assert str(p.value) == f'{name}: "bogus" is not a known {words}; expected one of: {listed}'


def test_texts_read_by_the_engine_name_the_argument() -> None:
    with pytest.raises(ParseError) as e:
        Rules().with_axis("colour", "red")
    assert (e.value.argument, str(e.value).split(":")[0]) == ("key", "key")
    with pytest.raises(ParseError) as e:
        Rules().with_axis("ko", "sometimes")
    assert (e.value.argument, str(e.value)) == ("value", 'value: "sometimes" is not a known ko rule; expected one of: '
                                               + ", ".join(t["name"] for t in VOCABULARIES["KoRule"]["terms"]))
    with pytest.raises(ParseError) as e:
        Game(9, rules="japanese ko=never")
    assert e.value.argument == "rules" and str(e.value).startswith('rules: "never" is not a known ko rule')
    with pytest.raises(ParseError) as e:
        record().replay(default_rules="checkers")
    assert e.value.argument == "default_rules" and str(e.value).startswith('default_rules: "checkers"')
    with pytest.raises(ParseError) as e:
        Game(9).play_as("B0", "D4")
    assert (e.value.reason, e.value.argument) == ("invalid_seat", "seat")
    with pytest.raises(TypeError, match="^seat must be a str such as 'B1'"):
        Game(9).play_as(1, "D4")  # type: ignore[arg-type]


def test_off_board_points_name_their_argument_whoever_finds_them() -> None:
    # Coordinates beyond the engine's types are refused by the converter,
    # those that fit by the engine: the same class, reason and argument.
    for point in [(9, 0), (0, 255), (-1, 0), (2**64, 3)]:
        g = Game(9)
        with pytest.raises(IllegalMoveError) as e:
            g.play(point)
        assert (e.value.reason, e.value.point, e.value.argument) == ("off_board", point, "move")
        with pytest.raises(IllegalMoveError) as e:
            g.play_as("B1", point)
        assert (e.value.reason, e.value.argument) == ("off_board", "move")
        with pytest.raises(IllegalMoveError) as e:
            g.play_for("white", point)
        assert (e.value.reason, e.value.argument) == ("off_board", "move")
        with pytest.raises(IllegalMoveError) as e:
            g.check_move(point)
        assert (e.value.reason, e.value.argument) == ("off_board", "move")
        with pytest.raises(IllegalMoveError) as e:
            g.replay_move("black", point)
        assert (e.value.reason, e.value.argument) == ("off_board", "move")
        with pytest.raises(IllegalMoveError) as e:
            PhantomGame(9).try_move(point)
        assert (e.value.reason, e.value.argument) == ("off_board", "move")
        with pytest.raises(IllegalMoveError) as e:
            Board(9).analyze(point, "black")
        assert (e.value.reason, e.value.argument) == ("off_board", "point")
        counting = Game(9)
        counting.play("D4")
        counting.pass_()
        counting.pass_()
        with pytest.raises(GoError) as m:
            counting.toggle_dead(point)
        assert (m.value.reason, m.value.argument) == ("mark_off_board", "point")
        with pytest.raises(GoError) as m:
            counting.toggle_dead_region(point)
        assert (m.value.reason, m.value.argument) == ("mark_off_board", "point")
        with pytest.raises(GoError) as s:
            Game(9, setup={point: "black"})
        assert (s.value.reason, s.value.argument) == ("setup_off_board", "setup")
    # What the game's state refuses is not an argument's fault.
    g = Game(9)
    g.play("D4")
    with pytest.raises(IllegalMoveError) as e:
        g.play("D4")
    assert (e.value.reason, e.value.argument) == ("occupied", None)


def test_no_overflow_error_anywhere_for_path_like_inputs(tmp_path: Path) -> None:
    # A path given as a number is a TypeError, not a conversion accident.
    with pytest.raises(TypeError):
        go_core.load([2**64], progress=False)  # type: ignore[list-item]
    with pytest.raises(TypeError):
        go_core.iter_positions([2**64])  # type: ignore[list-item]
    assert list(go_core.iter_positions(tmp_path)) == []


def test_iter_positions_checks_mode_recursive_and_on_error_at_the_call(tmp_path: Path) -> None:
    # Found from outside: a bad mode gave one warning per file and no
    # batches, a bad on_error failed only at the first bad file.
    (tmp_path / "a.sgf").write_text("(;GM[1]SZ[9];B[ee])")
    positions: Any = go_core.iter_positions
    with pytest.raises(go_core.ParseError, match="mode"):
        positions(tmp_path, mode="bogus")
    with pytest.raises(TypeError, match="recursive"):
        positions(tmp_path, recursive="x")
    with pytest.raises(TypeError, match="on_error"):
        positions(tmp_path, on_error=5)
    batches = list(go_core.iter_positions(tmp_path, mode="strict"))
    assert [b.shape[0] for b in batches] == [1]  # the position before the one move


def test_load_flags_and_progress_are_checked_by_name(tmp_path: Path) -> None:
    # Found from outside: recursive=1 gave "'int' object is not an instance
    # of 'bool'", progress=0 or "x" showed a bar, bytes were iterated.
    load: Any = go_core.load
    flags: list[tuple[str, object]] = [("recursive", 1), ("moves", None), ("moves", "yes"), ("early_stop", 0)]
    for name, value in flags:
        with pytest.raises(TypeError, match=f"^{name} must be a bool"):
            load(tmp_path, progress=False, **{name: value})
    for value in [0, "x", 0.0, 1]:
        with pytest.raises(TypeError, match="^progress must be True, False, None or a callable"):
            load(tmp_path, progress=value)
    with pytest.raises(TypeError, match="not bytes"):
        load(bytes(tmp_path), progress=False)
    # NumPy's bool is a bool.
    assert load(tmp_path, progress=False, early_stop=np.True_).early_stop is True
    game: Any = Game(9)
    assert game.estimate_dead_stones(playouts=2, early_stop=np.False_) == []


def test_phantom_game_has_no_atari_argument() -> None:
    # Found from outside: atari= was offered and always refused with an
    # argument the caller never gave; go-core plays Atari Go or Phantom Go.
    phantom: Any = PhantomGame
    with pytest.raises(TypeError, match="atari"):
        phantom(9, atari=1)


def test_text_arguments_of_another_type_name_themselves() -> None:
    # Typed as Any: the calls break the stubs on purpose.
    rules: Any = Rules
    board: Any = Board
    game: Any = Game
    cases: list[tuple[Callable[[], object], str]] = [
        (lambda: rules(5), "text must be a str"),
        (lambda: Rules().with_axis(rules, "simple"), "key must be a str"),
        (lambda: Rules().with_axis("ko", game), "value must be a str"),
        (lambda: game(9).playouts(1, style=game), "style must be a str"),
        # A NumPy dtype is taken (found from outside); an int is not.
        (lambda: game(9).features(dtype=5), "dtype must be 'float32', 'uint8' or a NumPy dtype, not int"),
        # Found from outside: these said "'int' object is not an instance
        # of 'Sequence'" without naming the argument.
        (lambda: game(9).features(5), "planes must be a sequence of str, not int"),
        (lambda: game(9).features("ones"), "planes must be a sequence of str, not str"),
        (lambda: game(9).features(["ones", 3]), r"planes\[1\] must be a str, not int"),
        (lambda: board.from_diagram(b"X.O"), "text must be a str, not bytes"),
        (lambda: game.from_json({"size": 9}), "text must be a str, not dict"),
    ]
    for call, message in cases:
        with pytest.raises(TypeError, match=f"^{message}"):
            call()
    # The defaults still hold.
    assert str(Rules()) == str(Rules.studio())
    assert Game(9).playouts(2, seed=1).margins.shape == (2,)
    assert Game(9).features().dtype == np.float32


def test_a_clock_with_no_time_names_main_ms() -> None:
    calls: list[Callable[[], object]] = [
        lambda: TimeControl.absolute(0),
        lambda: TimeControl.fischer(0, 0),
        # Fischer's increment comes after a move: without main time the
        # first move has none (found from outside: an instant loss).
        lambda: TimeControl.fischer(0, 1000),
        lambda: TimeControl.byo_yomi(0, 0, 1000),
        lambda: TimeControl.canadian(0, 0, 1000),
    ]
    for call in calls:
        with pytest.raises(go_core.SetupError) as e:
            call()
        assert e.value.argument == "main_ms" and e.value.reason == "invalid_time_control"
    assert TimeControl.fischer(1, 1000).kind == "fischer"


def test_overtime_periods_with_no_length_are_refused_by_period_ms() -> None:
    # Found from outside: byo_yomi(1000, 3, 0) and canadian(1000, 5, 0) were
    # taken, their periods never usable. 0 periods or 0 stones means no
    # overtime, whatever the period's length.
    cases: list[Callable[[], object]] = [
        lambda: TimeControl.canadian(1000, 5, 0),
        lambda: TimeControl.canadian(0, 5, 0),
        lambda: TimeControl.byo_yomi(1000, 3, 0),
    ]
    for call in cases:
        with pytest.raises(go_core.SetupError) as e:
            call()
        assert (e.value.argument, e.value.reason) == ("period_ms", "invalid_time_control")
        assert "of 0 ms" in str(e.value) and "for no overtime" in str(e.value)
    assert TimeControl.canadian(1000, 0, 1000).settings() == {"main_ms": 1000, "stones": 0, "period_ms": 1000}
    assert TimeControl.byo_yomi(1000, 0, 0).kind == "byo_yomi"


def test_komi_takes_any_real_number() -> None:
    from decimal import Decimal
    from fractions import Fraction

    for komi in (np.float32(6.5), np.float16(-0.5), Decimal("7.5"), Fraction(13, 2), np.int8(5)):
        assert Game(9, komi=komi).komi == float(komi)
        assert Rules().with_komi(komi).komi == float(komi)
    # float32 cannot hold 6.3 exactly: refused as the number it is.
    with pytest.raises(go_core.SetupError, match=r"invalid komi \"6\.30000019"):
        Game(9, komi=np.float32(6.3))
    with pytest.raises(TypeError, match="^komi must be an int, a float or a str, not list"):
        Game(9, komi=[6.5])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^komi must be an int, a float or a str, not bool"):
        Game(9, komi=True)
    # Found from outside: an array of two values has a __float__ that fails
    # with NumPy's own message; the refusal names the argument.
    with pytest.raises(TypeError, match="^komi must be an int, a float or a str, not ndarray"):
        Game(9, komi=np.array([6.5, 7.5]))
    # Found from outside: NumPy's bool has a __float__ and became a komi of
    # 1; a Decimal was rounded through its float. A Decimal is read by its
    # digits, in plain notation.
    for truth in (np.True_, np.False_):
        with pytest.raises(TypeError, match="^komi must be an int, a float or a str, not bool"):
            Game(9, komi=truth)
        with pytest.raises(TypeError, match="^value must be an int, a float or a str, not bool"):
            Rules().with_komi(truth)
    with pytest.raises(go_core.SetupError, match=r"invalid komi \"6\.50000000000000000001\""):
        Rules().with_komi(Decimal("6.50000000000000000001"))
    assert Rules().with_komi(Decimal("1E+1")).komi == 10.0
    # A long row of digits is cut in the message with a mark.
    with pytest.raises(go_core.SetupError) as long:
        Rules().with_komi(Decimal("6.5" + "0" * 60 + "1"))
    assert f'invalid komi "{"6.5" + "0" * 29}…"' in str(long.value)
    # NumPy bools in an array, and complex numbers, are no komi either;
    # a 0-d float array is read.
    for odd in (np.array(True), np.complex128(6.5 + 3j), np.complex64(7), np.array([6.5 + 0j])[0]):
        with pytest.raises(TypeError, match="^value must be an int, a float or a str, not "):
            Rules().with_komi(odd)
    assert Rules().with_komi(np.array(6.5)).komi == 6.5
    assert Rules().with_komi(Decimal("-0.50")).komi == -0.5
    for odd in ("sNaN", "NaN", "Infinity"):
        with pytest.raises(go_core.SetupError, match="invalid komi"):
            Game(9, komi=Decimal(odd))
    # Another exception of the value's own passes through as it is.

    class FloatRaises:
        def __float__(self) -> float:
            raise RuntimeError("no float here")

    with pytest.raises(RuntimeError, match="no float here"):
        Game(9, komi=FloatRaises())
    # Found from outside: the message showed 1e300 as a truncated row of
    # digits and 1e-320 as zeros; it shows the value given.
    with pytest.raises(go_core.SetupError, match=r'invalid komi "1e300"'):
        Game(9, komi=1e300)
    with pytest.raises(go_core.SetupError, match=r'invalid komi "1e-320"'):
        Game(9, komi=1e-320)


class _Raises:
    """An argument whose ``__index__`` and ``__iter__`` raise ``error``."""

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def __index__(self) -> int:
        raise self.error

    def __iter__(self) -> Any:
        raise self.error


@pytest.mark.parametrize("error", [ZeroDivisionError("boom"), KeyboardInterrupt()])
def test_an_exception_raised_by_an_arguments_own_code_goes_through(error: BaseException) -> None:
    """Found from outside: ``Game(K())`` and ``Game(9, handicap=K())`` with
    an ``__index__`` that raised (``KeyboardInterrupt`` included) answered
    a ``TypeError`` and lost the exception; so did an ``__iter__`` that
    raised, for points and seats."""
    kind = type(error)
    with pytest.raises(kind):
        Game(_Raises(error))
    with pytest.raises(kind):
        Game(9, handicap=_Raises(error))
    with pytest.raises(kind):
        Game(9, seats=(_Raises(error), 1))
    with pytest.raises(kind):
        Board.from_array(_Raises(error))  # type: ignore[arg-type]


def _growing(n: int) -> dict[Any, Any]:
    """``{(key, n): "black"}`` whose key's ``__index__`` (``n``) adds an
    entry to the dict while it is read."""
    d: dict[Any, Any] = {}

    class Grows:
        def __index__(self) -> int:
            d[("x", 0)] = "white"
            return n

    d[(Grows(), n)] = "black"
    return d


def test_a_dict_changed_by_its_own_keys_leaves_the_game_usable() -> None:
    """Found from outside: a key whose ``__index__`` added to the dict
    being read made ``edit_stones`` (and ``Game(setup=)``) panic, and the
    game could not be used again. The items are read from a copy."""
    game = Game(9)
    game.edit_stones(_growing(0))
    assert game.board[0, 0] == "black"
    game.play((4, 4))
    assert game.move_count == 1
    assert Game(9, setup=_growing(2)).board[2, 2] == "black"
