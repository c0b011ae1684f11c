"""Random input never gets anything but a GoError subclass out of go_core
(or the result): random moves in every form, random setups, random bytes
and damaged records given to sgf.read. A panic would be a RuntimeError and
fail these tests; anything else escaping would too."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from go_core import Game, GoError, Rules, TimeControl, sgf

coordinate = st.integers(min_value=-3, max_value=25) | st.integers(min_value=-(2**70), max_value=2**70)
vertex = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTabcz0123456789 ", min_size=0, max_size=4)
move = st.one_of(st.tuples(coordinate, coordinate), vertex, st.just(None), st.just("pass"))
words = st.sampled_from(["black", "white", "B", "w", "red", "", "B1", "W2", "b0"])
seat = st.sampled_from(["B1", "W1", "B2", "W2", "B3", "X1", "", "b1"])

PRESETS = ["studio", "game_site", "chinese", "japanese", "korean", "aga", "new_zealand", "tromp_taylor"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.sampled_from([3, 5, 7, (5, 3), (2, 4)]),
    rules=st.sampled_from(PRESETS),
    actions=st.lists(st.tuples(st.integers(0, 13), move, words, seat), max_size=60),
)
def test_random_moves_and_actions(size: Any, rules: str, actions: list[tuple[int, Any, str, str]]) -> None:
    g = Game(size, rules=rules, seats=(2, 2), out_of_turn="pair_go_penalty")
    for kind, mv, word, who in actions:
        before = g.to_json()
        try:
            if kind <= 5:
                g.play(mv)
            elif kind == 6:
                g.play_as(who, mv)
            elif kind == 7:
                g.replay_move(word, mv)
            elif kind == 8:
                g.undo()
            elif kind == 9:
                g.toggle_dead((0, 0) if mv is None or mv == "pass" else mv)
            elif kind == 10:
                g.propose(word)
            elif kind == 11:
                g.accept(who if word == "" else word)
            elif kind == 12:
                g.reject(word)
            else:
                g.play_for(word, mv)
        except GoError:
            # A refusal leaves the game as it was (a timed move after the
            # flag is the one exception, and no clock runs here).
            assert g.to_json() == before
        try:
            legal = g.is_legal(mv)
        except GoError as e:
            # Only a text that is not a vertex is refused; every point
            # gets an answer.
            assert isinstance(mv, str) and e.reason == "invalid_vertex"
        else:
            assert legal == (g.phase == "playing" and (mv is None or mv == "pass" or bool(legal)))
    again = Game.from_json(g.to_json())
    assert again.board == g.board and again.phase == g.phase


setup_value = st.one_of(st.integers(-2, 30), st.text(max_size=6), st.none(), st.lists(st.tuples(coordinate, coordinate),
                                                                                          max_size=4))


@settings(max_examples=300, deadline=None)
@given(
    size=st.one_of(st.integers(-3, 60), st.tuples(st.integers(-1, 60), st.integers(-1, 60))),
    komi=st.one_of(st.none(), st.floats(allow_nan=True), st.integers(-30000, 30000), st.text(max_size=6)),
    handicap=setup_value,
    topology=st.one_of(st.none(), st.sampled_from(["planar", "torus", "hcylinder", "vcylinder", "moebius"])),
    stones=st.dictionaries(st.tuples(coordinate, coordinate), words, max_size=6),
    seats=st.one_of(st.none(), st.tuples(st.integers(-1, 300), st.integers(-1, 3))),
    atari=st.one_of(st.none(), st.integers(-1, 100)),
    phantom=st.one_of(st.none(), st.sampled_from(["illegal_only", "capture_with_points", "loud"])),
    clock=st.one_of(st.none(), st.integers(0, 3)),
)
def test_random_setups(
    size: Any, komi: Any, handicap: Any, topology: Any, stones: Any, seats: Any, atari: Any, phantom: Any, clock: Any
) -> None:
    clocks = [TimeControl.absolute(1), TimeControl.fischer(1, 5), TimeControl.byo_yomi(0, 1, 1),
              TimeControl.canadian(5, 0, 0)]
    kwargs: dict[str, Any] = {"komi": komi, "topology": topology, "setup": stones, "seats": seats, "atari": atari,
                              "phantom": phantom, "clock": None if clock is None else clocks[clock]}
    if handicap is not None:
        kwargs["handicap"] = handicap
    try:
        g = Game(size, **kwargs)
    except (GoError, TypeError):
        return
    # setup() gives the game before its events (a free handicap given as
    # points is placed by an event): the same setup again.
    again = Game(**g.setup())
    assert again.setup() == g.setup()
    assert json.loads(again.to_json())["setup"] == json.loads(g.to_json())["setup"]
    if g.phase == "playing":
        g.play(None)


@settings(max_examples=500, deadline=None)
@given(data=st.binary(max_size=400))
def test_random_bytes_to_sgf_read(data: bytes) -> None:
    try:
        records = sgf.read(data)
    except GoError:
        return
    for r in records:
        try:
            r.replay()
            r.replay("strict")
        except GoError:
            pass
        sgf.read(r.to_bytes(), mode="strict", charset=r.encoding)


SGF_ALPHABET = "();[]\\ABCWPLKMSZEHRUGTOabcdefst0123456789:.+-\n "


@settings(max_examples=500, deadline=None)
@given(text=st.text(alphabet=SGF_ALPHABET, max_size=200), mode=st.sampled_from(["strict", "lenient"]))
def test_random_sgf_like_text(text: str, mode: str) -> None:
    try:
        records = sgf.read(b"(;" + text.encode(), mode=mode)  # type: ignore[arg-type]
    except GoError:
        return
    for r in records:
        for replay_mode in ("tolerant", "strict"):
            try:
                game, _ = r.replay(replay_mode, default_rules=Rules.chinese())
            except GoError:
                continue
            assert game.board.width >= 1
