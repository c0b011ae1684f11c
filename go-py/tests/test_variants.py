"""The variants through Python (RULES.md sections 6 and 7): a team game
with handicap and a wrong-seat move, a capture across a torus seam, an
Atari Go win, Phantom Go's refused try and its announcement, clocks to the
millisecond."""

from __future__ import annotations

import pickle

import pytest

from go_core import Game, GameStateError, GoError, IllegalMoveError, PhantomGame, SetupError, TimeControl, sgf


def test_two_plus_two_table_with_handicap_and_a_wrong_seat() -> None:
    g = Game(9, seats=(2, 2), handicap=2)
    # After the handicap White moves first; the placement was Black 1's turn.
    assert (g.to_move, g.seat_to_move) == ("white", "W1")
    with pytest.raises(IllegalMoveError) as e:
        g.play_as("W2", (4, 4))
    assert (e.value.reason, e.value.code) == ("wrong_seat", 306)
    assert str(e.value) == "it is W1's turn, not W2's"
    with pytest.raises(IllegalMoveError) as u:
        g.play_as("W3", (4, 4))
    assert u.value.reason == "unknown_seat"
    with pytest.raises(IllegalMoveError):
        g.play_as("B1", (4, 4))  # the wrong colour altogether
    assert g.move_count == 0
    order = []
    for move in [(4, 4), (2, 4), (6, 4), None]:
        order.append(g.seat_to_move)
        g.play_as(g.seat_to_move, move)
    assert order == ["W1", "B2", "W2", "B1"]
    assert [m.seat for m in g.moves] == order
    # A pass uses up that seat's turn, and any member's resignation loses
    # for the side.
    assert g.seat_to_move == "W1"
    assert g.resign(seat="B2") == "W+R"


def test_capture_across_a_torus_seam() -> None:
    moves = [(1, 2), (0, 2), (0, 1), (3, 0), (0, 3), (3, 4)]
    torus = Game(5, topology="torus")
    for m in moves:
        torus.play(m)
    # On the torus the white stone on the left edge still breathes across
    # the seam at (4, 2); on a plane it would have been captured already.
    assert torus.board.get((0, 2)) == "white" and torus.board.liberties((0, 2)) == [(4, 2)]
    assert sorted(torus.board.neighbors((0, 2))) == [(0, 1), (0, 3), (1, 2), (4, 2)]
    assert torus.play((4, 2)) == [(0, 2)]
    assert torus.board.get((0, 2)) is None and torus.prisoners == {"black": 1, "white": 0}
    planar = Game(5)
    for m in moves[:4]:
        planar.play(m)
    assert planar.play((0, 3)) == [(0, 2)]
    # A vertical cylinder wraps top and bottom only.
    cylinder = Game(5, topology="vcylinder")
    assert sorted(cylinder.board.neighbors((2, 0))) == [(1, 0), (2, 1), (2, 4), (3, 0)]
    assert sorted(cylinder.board.neighbors((0, 2))) == [(0, 1), (0, 3), (1, 2)]
    # The record says so in q5Go's convention and replays to the same board.
    text = torus.to_sgf()
    assert "GM[q5go-1]" in text and "TO[3]" in text
    again, _ = sgf.read(text)[0].replay("strict")
    assert again.topology == "torus" and again.board == torus.board


def test_atari_go_is_won_by_the_first_capture() -> None:
    g = Game(5, atari=1)
    assert (g.variant, g.atari) == ("atari_go", 1)
    g.play((1, 0))
    g.play((0, 0))
    assert g.play((0, 1)) == [(0, 0)]
    assert (g.phase, g.result, g.result_kind, g.winner) == ("finished", "B+", "capture", "black")
    with pytest.raises(IllegalMoveError) as e:
        g.play((4, 4))
    assert e.value.reason == "game_over"
    # A move ended the game, so undo may reopen it.
    g.undo()
    assert (g.phase, g.result) == ("playing", None)
    # With a goal of 2 stones one capture is not enough.
    two = Game(5, atari=2)
    for m in [(1, 0), (0, 0), (0, 1)]:
        two.play(m)
    assert two.phase == "playing" and two.prisoners["black"] == 1
    assert "AG[1]" in Game(5, atari=1).to_sgf()


def test_phantom_go_refused_try_and_announcements() -> None:
    p = PhantomGame(5, convention="illegal_with_reason")
    assert p.try_move((2, 2)).played
    assert p.view("white").get((2, 2)) is None, "White does not see Black's stone"
    refused = p.try_move((2, 2))
    assert (refused.played, refused.captured, refused.reason) == (False, 0, "occupied")
    assert p.to_move == "white" and p.refused_this_turn == [(2, 2)]
    [announcement] = [a for a in p.log("white") if a.kind == "illegal"]
    assert (announcement.tried, announcement.reason) == ((2, 2), "occupied")
    assert [a.kind for a in p.log("black")] == []
    # Under this convention the stone found is revealed to the player.
    assert p.view("white").get((2, 2)) == "black"
    with pytest.raises(IllegalMoveError) as e:
        p.try_move((2, 2))  # seen now: not a try
    assert e.value.reason == "occupied"
    assert p.try_move((0, 0)).played and p.refused_this_turn == []
    assert [a.kind for a in p.log("black")] == ["moved"] and p.log("black")[0].by == "white"
    assert p.reveal() is None and p.referee_board.get((0, 0)) == "white"
    p.try_move((1, 0))
    p.try_move(None)
    capture = p.try_move((0, 1))
    assert (capture.played, capture.captured) == (True, 1)
    for color in ("black", "white"):
        [c] = [a for a in p.log(color) if a.kind == "captured"]
        assert (c.by, c.stones, c.points) == ("black", 1, None)


def test_phantom_go_counted_on_the_referee() -> None:
    """After play the referee's own game is counted: marks (a chain, a
    region), the count, a rejected count resuming play in the dark, and an
    accepted one in the referee's record. Area counting, komi 7.5: White
    holds (1, 0), (0, 1) and the corner between them, Black (4, 4)."""
    p = PhantomGame(5, convention="illegal_only")
    for point in ((4, 4), (1, 0), None, (0, 1)):
        assert p.try_move(point).played
    with pytest.raises(GameStateError) as hidden:
        p.toggle_dead((0, 1))
    assert hidden.value.reason == "wrong_phase"
    for call in (lambda: p.toggle_dead_region((0, 1)), lambda: p.score(), lambda: p.propose("black")):
        with pytest.raises(GameStateError):
            call()
    assert p.try_move(None).played and p.try_move(None).played and p.phase == "counting"
    assert p.score().margin == 9.5
    assert p.toggle_dead((4, 4)) == [(4, 4)]
    # Black's stone dead: White's area is the whole board, 25 + 7.5.
    assert p.score().margin == 32.5
    assert p.toggle_dead((4, 4)) == [(4, 4)]
    # Row-major, as a Game gives them (found from outside: the referee
    # gave the point clicked first).
    assert p.toggle_dead_region((0, 1)) == [(1, 0), (0, 1)]
    assert p.toggle_dead_region((1, 0)) == [(1, 0), (0, 1)]
    assert p.score().margin == 9.5
    with pytest.raises(GoError):
        p.toggle_dead((2, 2))  # an empty point
    p.toggle_dead((4, 4))
    p.propose("white")
    p.reject("black")
    resumed: str = p.phase  # mypy would keep the phase asserted above
    assert resumed == "playing" and p.reveal() is None
    assert p.try_move(None).played and p.try_move(None).played
    assert p.score().margin == 9.5, "the rejected marks are cleared"
    p.propose("black")
    assert p.accept("white") == "W+9.5"
    finished: str = p.phase
    assert finished == "finished" and p.result == "W+9.5"
    assert "RE[W+9.5]" in p.to_sgf()
    with pytest.raises(GameStateError):
        p.toggle_dead((4, 4))


def test_a_referee_over_a_game_with_its_free_handicap_placed() -> None:
    """Found from outside: a Phantom Go game with a free handicap (the game
    site's way) was refused with "place it on the game first", which
    Python could not do. ``PhantomGame.from_game`` takes a ``Game``, as C's
    ``go_phantom_new`` does."""
    g = Game(9, rules="game_site", handicap=2)
    assert g.phase == "handicap_placement"
    with pytest.raises(SetupError) as pending:
        PhantomGame.from_game(g)
    assert pending.value.reason == "incompatible_options"
    g.place_free_handicap(["C3", "G7"])
    p = PhantomGame.from_game(g, convention="illegal_with_reason")
    assert (p.to_move, p.view("white").get((2, 6)), p.view("black").get((2, 6))) == ("white", None, "black")
    refused = p.try_move("C3")  # a handicap stone White cannot see
    assert (refused.played, refused.reason) == (False, "occupied")
    assert p.try_move("E5").played
    assert g.move_count == 0 and g.board.get((4, 4)) is None, "the Game handed over is a copy"
    assert p.game.setup()["handicap"] == g.setup()["handicap"]
    assert PhantomGame.from_game(g).log("white") == []
    with pytest.raises(TypeError):
        PhantomGame.from_game(g.board)  # type: ignore[arg-type]
    with pytest.raises(GoError):
        PhantomGame.from_game(g, convention="shout")
    with pytest.raises(SetupError) as timed:
        PhantomGame.from_game(Game(9, clock=TimeControl.absolute(60_000)))
    assert timed.value.reason == "incompatible_options"


def test_a_game_set_up_as_phantom_go_writes_its_convention() -> None:
    # Found from outside: Game(phantom=...).to_sgf() wrote no PG, so the
    # record replayed as ordinary Go.
    g = Game(9, phantom="atari_announcements")
    g.play((4, 4))
    text = g.to_sgf()
    assert text.count("PG[") == 1 and "PG[atari-announcements]" in text, text
    again = sgf.read(text)[0].replay().game
    assert again.variant == "phantom"
    p = PhantomGame(5, convention="capture_with_points")
    p.try_move((2, 2))
    assert p.to_sgf().count("PG[") == 1


def test_a_rebuilt_referee_keeps_the_games_convention() -> None:
    """Found from outside: ``PhantomGame.from_game`` over a pickled
    referee's game fell back to ``illegal_only`` (and wrote it in its SGF)
    while the game named another convention. Without ``convention`` the
    game's own is taken; one given still wins; an ordinary game gets the
    default."""
    p = PhantomGame(5, convention="atari_announcements")
    p.try_move((2, 2))
    again = PhantomGame.from_game(pickle.loads(pickle.dumps(p.game)))
    assert again.convention == "atari_announcements" == again.game.setup()["phantom"]
    assert "PG[atari-announcements]" in again.to_sgf()
    assert PhantomGame.from_game(p.game, convention="illegal_with_reason").convention == "illegal_with_reason"
    assert PhantomGame.from_game(Game(5)).convention == "illegal_only"


def test_a_referee_pickles_whole() -> None:
    """Found from outside: a ``PhantomGame`` did not pickle, and one rebuilt
    from its pickled ``game`` forgot the views, logs and refused points.
    It pickles, copies and travels as JSON whole; a tampered record is
    refused with a typed error."""
    import copy
    import json

    p = PhantomGame(5, convention="illegal_with_reason")
    p.try_move((2, 2))
    assert not p.try_move((2, 2)).played  # White finds Black's stone
    for again in (pickle.loads(pickle.dumps(p)), copy.copy(p), copy.deepcopy(p), PhantomGame.from_json(p.to_json())):
        assert again is not p
        assert again.to_json() == p.to_json()
        assert again.view("white").get((2, 2)) == "black" and again.refused_this_turn == [(2, 2)]
        assert [a.kind for a in again.log("white")] == [a.kind for a in p.log("white")]
        assert again.convention == "illegal_with_reason"
    data = json.loads(p.to_json())
    data["seen"]["black"] = [{"x": 0, "y": 0}]
    # Found from outside: refused as options that cannot be combined.
    with pytest.raises(GameStateError) as unfit:
        PhantomGame.from_json(json.dumps(data))
    assert (unfit.value.reason, unfit.value.argument) == ("invalid_referee_record", "text")
    assert "referee's record does not fit its game: a seen point" in str(unfit.value)
    # Found from outside: invented announcements were taken and shown back.
    data = json.loads(p.to_json())
    before = len(data["logs"]["white"])
    data["logs"]["white"].append({"Captured": {"by": "black", "stones": 4294967295, "points": None}})
    with pytest.raises(GameStateError) as invented:
        PhantomGame.from_json(json.dumps(data))
    assert invented.value.reason == "invalid_referee_record"
    assert "announcements that the game's moves and tries do not give" in str(invented.value)
    assert len(json.loads(p.to_json())["logs"]["white"]) == before
    with pytest.raises(GoError) as junk:
        PhantomGame.from_json("{}")
    assert junk.value.reason == "invalid_record"
    with pytest.raises(TypeError):
        PhantomGame.from_json(5)  # type: ignore[arg-type]


def test_the_computer_player_tries_from_its_own_view() -> None:
    """Found from outside: ``Game.analyze`` refuses a Phantom Go game (the
    search would see the hidden stones) and said to ask the referee, which
    had no such call. ``PhantomGame.suggest_move`` answers from the side to
    move's knowledge: never a point refused this turn, never one of its
    own stones; the same seed gives the same try; nothing is played."""
    p = PhantomGame(5, convention="illegal_only")
    assert p.try_move((1, 1)).played  # Black
    assert p.try_move((2, 2)).played  # White
    with pytest.raises(GoError) as hidden:
        p.game.analyze(playouts=10)
    assert hidden.value.reason == "hidden_information"
    refused = p.try_move((2, 2))  # Black tries White's hidden stone
    assert not refused.played and p.refused_this_turn == [(2, 2)]
    moves = p.game.move_count
    tries = {p.suggest_move(playouts=200, seed=s) for s in range(1, 9)}
    assert None not in tries and (2, 2) not in tries and (1, 1) not in tries
    assert all(0 <= x < 5 and 0 <= y < 5 for x, y in tries)  # type: ignore[misc]
    assert p.suggest_move(playouts=200, seed=3) == p.suggest_move(playouts=200, seed=3)
    assert (p.game.move_count, p.to_move, p.refused_this_turn) == (moves, "black", [(2, 2)])
    assert p.try_move(p.suggest_move(playouts=100)).played
    with pytest.raises(ValueError):
        p.suggest_move(playouts=0)
    with pytest.raises(TypeError):
        p.suggest_move(millis="1")  # type: ignore[arg-type]
    p.try_move(None)
    p.try_move(None)
    assert p.suggest_move(playouts=50) is None, "play has ended: a pass"


def test_the_referee_of_an_atari_go_game() -> None:
    """The referee takes an Atari Go game (Phantom Atari Go): its record
    has ``AG`` and ``PG``; the replay is the Atari Go game and the
    convention is the record's ``PG``, with which a referee goes on."""
    p = PhantomGame.from_game(Game(5, atari=1, setup={(0, 0): "white", (1, 0): "black"}), convention="illegal_with_reason")
    assert p.try_move((0, 1)).captured == 1 and p.game.result == "B+"
    [record] = sgf.read(p.to_sgf())
    assert (record.info["AG"], record.info["PG"]) == ("1", "illegal-with-reason")
    game = record.replay().game
    assert (game.variant, game.result) == ("atari_go", "B+")
    convention = record.info["PG"]
    assert isinstance(convention, str)
    assert PhantomGame.from_game(game, convention=convention).convention == "illegal_with_reason"


def test_phantom_conventions() -> None:
    quiet = PhantomGame(5)
    assert quiet.convention == "illegal_only"
    quiet.try_move((2, 2))
    outcome = quiet.try_move((2, 2))
    assert (outcome.played, outcome.reason) == (False, None)
    assert quiet.view("white").get((2, 2)) is None
    # Trying the point refused this turn again is no try (it was logged and
    # listed twice); under illegal-only it gets the first answer again,
    # which keeps the reason hidden (found from outside: the retry raised
    # "occupied", telling White where Black's hidden stone stood).
    logged = len(quiet.log("white"))
    retry = quiet.try_move((2, 2))
    assert (retry.played, retry.reason) == (False, None)
    assert (len(quiet.log("white")), quiet.refused_this_turn) == (logged, [(2, 2)])
    loud = PhantomGame(5, convention="capture_with_points")
    for m in [(1, 0), (0, 0)]:
        loud.try_move(m)
    loud.try_move((0, 1))
    kinds = [a.kind for a in loud.log("white")]
    assert "captured" in kinds
    [c] = [a for a in loud.log("white") if a.kind == "captured"]
    assert c.points == [(0, 0)]
    # The end: the board is revealed and counted normally.
    loud.try_move(None)
    loud.try_move(None)
    assert loud.phase == "counting" and loud.reveal() == loud.referee_board
    assert loud.score().result == loud.game.score().result
    assert "PG[capture-with-points]" in loud.to_sgf()


def test_clock_flag_one_millisecond_past_the_limit() -> None:
    g = Game(9, clock=TimeControl.absolute(10_000))
    g.start_clock(0)
    g.play((4, 4), at_ms=4_000)  # Black used 4,000 of 10,000
    g.play((2, 2), at_ms=5_000)
    g.play((6, 6), at_ms=11_000)  # Black used its last 6,000 exactly
    left = g.time_left("black", 11_000)
    assert (left.main_ms, left.flagged) == (0, False)
    g.play((2, 6), at_ms=12_000)
    assert g.time_left("black", 12_000).flagged is False
    assert g.time_left("black", 12_001).flagged is True
    with pytest.raises(IllegalMoveError) as e:
        g.play((6, 2), at_ms=12_001)
    assert e.value.reason == "time_expired"
    # The flag fall itself ends the game on time.
    assert (g.phase, g.result) == ("finished", "W+T")
    # Found from outside: a move dated before the flag fell was refused as
    # clock_backwards; the game is over, whatever the timestamp.
    for at_ms in (12_000, 12_001, 99_000):
        with pytest.raises(IllegalMoveError) as e:
            g.play((6, 2), at_ms=at_ms)
        assert e.value.reason == "game_over"


def test_byo_yomi_periods_and_clock_errors() -> None:
    g = Game(9, clock=TimeControl.byo_yomi(1_000, 2, 500))
    g.start_clock(0)
    g.play((4, 4), at_ms=1_500)  # main time and the whole first period
    left = g.time_left("black", 1_500)
    assert (left.main_ms, left.periods, left.period_ms) == (0, 2, 500)
    with pytest.raises(IllegalMoveError) as e:
        g.play((2, 2), at_ms=1_000)
    assert e.value.reason == "clock_backwards"
    # Found from outside: an earlier timestamp was taken as the clock's
    # start (the full time answered, no flag seen); now it is refused.
    for ask in (lambda: g.check_time(1_000), lambda: g.time_left("white", 1_499)):
        with pytest.raises(IllegalMoveError) as e:
            ask()
        assert e.value.reason == "clock_backwards"
    assert g.check_time(1_501) is None
    # White: 1,000 main + 2 periods of 500: the flag falls 1 ms after 3,000.
    assert g.check_time(1_500 + 2_000) is None
    assert g.check_time(1_500 + 2_001) == "B+T"
    assert g.time_control == TimeControl.byo_yomi(1_000, 2, 500)


def test_the_bot_does_not_search_a_phantom_game_whole() -> None:
    # Found from outside: analyze on a Game with the Phantom Go variant
    # searched the whole board, hidden stones included, and answered as for
    # the same game without the variant.

    g = Game(7, phantom="illegal_only")
    g.play("D4")
    before = g.to_json()
    with pytest.raises(GameStateError) as e:
        g.analyze(playouts=50, seed=1)
    assert e.value.reason == "hidden_information"
    assert g.to_json() == before
    plain = Game(7)
    plain.play("D4")
    assert plain.analyze(playouts=50, seed=1).playouts == 50


def test_phantom_games_end_by_resignation_leaving_or_time() -> None:
    # Found from outside: PhantomGame had no resign, leave or time-out,
    # and took a clock that never ran.

    p = PhantomGame(5)
    p.try_move("C3")
    assert p.reveal() is None
    assert p.resign("black") == "W+R"
    assert p.phase == "finished" and p.result == "W+R"
    assert p.reveal() is not None
    with pytest.raises(GameStateError) as e:
        p.resign("white")
    assert e.value.reason == "wrong_phase"
    # The end is announced to both players (found from outside: neither
    # log said that the game was over).
    for color in ("black", "white"):
        last = p.log(color)[-1]
        assert (last.kind, last.result) == ("game_over", "W+R")
    q = PhantomGame(5)
    assert q.leave("white") == "B+F"
    assert [(a.kind, a.result) for a in q.log("black")] == [("game_over", "B+F")]
    t = PhantomGame(5)
    t.try_move("C3")
    assert t.time_out("white") == "B+T"
    assert [a.kind for a in t.log("white")] == ["moved", "game_over"]
    with pytest.raises(SetupError) as s:
        PhantomGame(9, clock=TimeControl.absolute(1000))
    assert s.value.reason == "incompatible_options"
    # Found from outside: the refusal did not name the argument.
    assert s.value.argument == "clock"
