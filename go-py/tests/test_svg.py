"""Boards as SVG: golden files (a 9x9 game with captures, a 19x19 count with
ownership, a 7x5 rectangle, a torus), each parsed as XML and checked
against the position it shows. GO_CORE_UPDATE_GOLDEN=1 rewrites them."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import go_core
from go_core import sgf

from conftest import CORPORA

GOLDEN = Path(__file__).parent / "golden"
SVG = "{http://www.w3.org/2000/svg}"
COUNTED = CORPORA / "gnugo-regression-games" / "games" / "FSGCBot-dr.sgf"


def marked_dead(record: sgf.Record, game: go_core.Game) -> list[tuple[int, int]]:
    """The dead stones the record's last node marks (TB/TW, single points
    in this file), read here."""
    last = record.root.main_line()[-1]
    board = game.board
    dead = []
    for ident, colour in (("TB", "white"), ("TW", "black")):
        for v in last.get(ident) or []:
            assert isinstance(v, str) and len(v) == 2
            p = (ord(v[0]) - 97, ord(v[1]) - 97)
            if board.get(p) == colour:
                dead.append(p)
    return dead


def nine_by_nine() -> go_core.Game:
    game = go_core.Game(9)
    # Move 3 (B9) captures White's A9 (move 2); move 6 (H1) captures
    # Black's J1 (move 5).
    for mv in ["A8", "A9", "B9", "J2", "J1", "H1", "E5", "C3"]:
        game.play(mv)
    return game


def cases() -> dict[str, tuple[str, np.ndarray]]:
    """name -> (SVG text, the board array it shows)."""
    out = {}
    g9 = nine_by_nine()
    out["9x9-captures"] = (g9.to_svg(numbers=True), np.asarray(g9.board))
    [record] = sgf.read(COUNTED)
    game = record.replay().game
    dead = marked_dead(record, game)
    score = game.score_with(dead)
    assert score.result == "B+13.5"  # RE[B+13.50]
    out["19x19-count"] = (game.to_svg(score=score, dead=dead), np.asarray(game.board))
    rect = go_core.Game((7, 5))
    for mv in [(0, 0), (6, 4), (3, 2), (1, 0)]:
        rect.play(mv)
    out["7x5-rectangle"] = (rect.to_svg(), np.asarray(rect.board))
    torus = go_core.Game(5, topology="torus")
    # White's stone at (0, 0) is captured across both seams: its four
    # neighbours are (1, 0), (4, 0), (0, 1) and (0, 4).
    for mv in [(1, 0), (0, 0), (4, 0), (2, 2), (0, 1), (3, 3), (0, 4)]:
        torus.play(mv)
    assert torus.board.get((0, 0)) is None
    out["5x5-torus"] = (torus.to_svg(), np.asarray(torus.board))
    return out


@pytest.mark.parametrize("name", ["9x9-captures", "19x19-count", "7x5-rectangle", "5x5-torus"])
def test_golden_svg(name: str) -> None:
    text, grid = cases()[name]
    path = GOLDEN / f"{name}.svg"
    if os.environ.get("GO_CORE_UPDATE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{path} differs (GO_CORE_UPDATE_GOLDEN=1 rewrites it)"
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg"
    h, w = grid.shape
    assert (root.get("data-width"), root.get("data-height")) == (str(w), str(h))
    stones = {
        (int(c.get("data-x", "")), int(c.get("data-y", ""))): c.get("class", "").split()[1]
        for c in root.iter(f"{SVG}circle")
        if c.get("class", "").startswith("stone ")
    }
    expected = {(x, y): "black" if grid[y, x] > 0 else "white" for y, x in zip(*np.nonzero(grid))}
    assert stones == expected


def test_pictures_show_what_each_case_is_about() -> None:
    c = cases()
    root = ET.fromstring(c["9x9-captures"][0])
    numbers = {t.text for g in root.iter(f"{SVG}g") if g.get("class") == "move-numbers" for t in g}
    # Stones 2 (A9) and 5 (J1) were captured: their numbers are gone.
    assert numbers == {"1", "3", "4", "6", "7", "8"}
    stars = [g for g in root.iter(f"{SVG}g") if g.get("class") == "stars"]
    assert len(list(stars[0])) == 5
    root = ET.fromstring(c["19x19-count"][0])
    owned = [r for r in root.iter(f"{SVG}rect") if "owner" in r.get("class", "")]
    assert {r.get("class") for r in owned} == {"owner black", "owner white"}
    dead = [p for p in root.iter(f"{SVG}path") if p.get("class") == "dead"]
    assert len(dead) > 0
    rect = ET.fromstring(c["7x5-rectangle"][0])
    assert (rect.get("width"), rect.get("height")) == (str(60 + 24 * 6), str(60 + 24 * 4))
    last = [e for e in rect.iter(f"{SVG}circle") if e.get("class") == "last-move"]
    assert [(e.get("data-x"), e.get("data-y")) for e in last] == [("1", "0")]
    torus = ET.fromstring(c["5x5-torus"][0])
    seams = [g for g in torus.iter(f"{SVG}g") if g.get("class") == "seam"]
    assert len(seams) == 1 and len(list(seams[0])) == 4
    assert not [g for g in torus.iter(f"{SVG}g") if g.get("class") == "stars"]


def test_repr_svg_on_board_game_and_record() -> None:
    g = nine_by_nine()
    assert g._repr_svg_() == g.to_svg()
    assert g.board._repr_svg_() == g.board.to_svg()
    [record] = sgf.read(COUNTED)
    assert record._repr_svg_() == record.replay().game.to_svg()
    ET.fromstring(record.to_svg(numbers=10))
    # A record that cannot be replayed has no picture: None, so that
    # Jupyter shows its text form (found from outside: a traceback).
    [unplayable] = sgf.read("(;SZ[60];B[aa])")
    with pytest.raises(go_core.SgfError):
        unplayable.replay()
    assert unplayable._repr_svg_() is None


def test_columns_past_the_letters_are_numbered() -> None:
    # GTP letters name 25 columns; on a 30-wide board the rest are numbered
    # 26..30 (found from outside: lower-case letters there, which a vertex
    # reads as the first columns, "a" being column A).
    root = ET.fromstring(go_core.Board((30, 2)).to_svg())
    [coords] = [g for g in root.iter(f"{SVG}g") if g.get("class") == "coordinates"]
    tops = [t.text for t in coords.iter(f"{SVG}text")][::2][:30]
    assert tops[:3] == ["A", "B", "C"] and tops[7:9] == ["H", "J"] and tops[24] == "Z"
    assert tops[25:] == ["26", "27", "28", "29", "30"]


# Titles that XML can hold, however hostile: each parses back to itself.
HOSTILE_TITLES = ["<svg>", "a & b", 'say "hi"', "it's", "]]>", "<![CDATA[x]]>", "&amp;", "&#0;", "</title><x/>",
                  "tab\there", "two\nlines", "cr\rlf\r\n", "\u00e9\u4e2d\U0001f600", "\ud7ff\ue000\ufffd", " "]

# Characters XML 1.0 cannot represent at all, not even as references.
UNREPRESENTABLE = ["\x00", "\x01", "\x08", "\x0b", "\x0c", "\x1f", "\ud800", "\udfff", "\ufffe", "\uffff"]


def svg_title(text: str) -> str | None:
    root = ET.fromstring(text)
    [title] = root.iter(f"{SVG}title")
    return title.text


@pytest.mark.parametrize("title", HOSTILE_TITLES)
def test_hostile_titles_parse_as_xml_and_read_back(title: str) -> None:
    g = nine_by_nine()
    [record] = sgf.read("(;GM[1]SZ[9];B[ee])")
    for text in (g.to_svg(title=title), g.board.to_svg(title=title), record.to_svg(title=title)):
        assert svg_title(text) == title


@pytest.mark.parametrize("char", UNREPRESENTABLE)
def test_titles_xml_cannot_hold_are_value_errors(char: str) -> None:
    title = f"move {char} 12"
    for draw in (nine_by_nine().to_svg, go_core.Board(9).to_svg):
        with pytest.raises(ValueError) as e:
            draw(title=title)
        assert str(e.value) == (
            f"title holds U+{ord(char):04X} at index 5, a character XML 1.0 cannot represent"
        )


def test_every_option_is_checked() -> None:
    g = nine_by_nine()
    board = g.board
    refused: list[tuple[type[Exception], str, dict[str, Any]]] = [
        (TypeError, "title must be a str", {"title": 5}),
        (TypeError, "title must be a str", {"title": b"bytes"}),
        (TypeError, "coordinates must be a bool", {"coordinates": "no"}),
        (TypeError, "coordinates must be a bool", {"coordinates": None}),
        (ValueError, "numbers must be in range 0..=", {"numbers": -1}),
        (TypeError, "numbers must be an int", {"numbers": 2.5}),
        (TypeError, "numbers must be an int", {"numbers": float("nan")}),
        (TypeError, "numbers must be an int", {"numbers": "3"}),
        (ValueError, "dead x must be in range 0..=8, got 9", {"dead": [(9, 0)]}),
        (ValueError, "dead y must be in range 0..=8, got -1", {"dead": [(0, -1)]}),
        (ValueError, "dead x must be in range 0..=8, got 18446744073709551616", {"dead": [(2**64, 0)]}),
        (TypeError, "dead must hold points", {"dead": ["D4"]}),
        (TypeError, "dead x must be an int", {"dead": [(1.5, 0)]}),
        (TypeError, "score must be a go_core.Score or None, not int", {"score": 5}),
        (TypeError, "score must be a go_core.Score or None, not str", {"score": "x"}),
        (TypeError, "unexpected keyword", {"size": 200}),
        (TypeError, "unexpected keyword", {"colour": "red"}),
    ]
    for cls, message, options in refused:
        with pytest.raises(cls) as e:
            g.to_svg(**options)
        assert message in str(e.value), (options, str(e.value))
        if cls is ValueError:
            # A range error names the option refused ("dead", not "dead x").
            assert e.value.argument == next(iter(options)), (options, e.value)  # type: ignore[attr-defined]
    nan = np.full((9, 9), np.nan)
    for ownership, message in [
        (nan, "ownership must be an array of numbers in [-1, 1] (no NaN)"),
        (np.full((9, 9), 2.0), "ownership must be an array of numbers in [-1, 1] (no NaN)"),
        (np.zeros((9, 8)), "ownership must have the board's shape (9, 9), not (9, 8)"),
        ([["x"] * 9] * 9, "ownership must be an array of numbers in [-1, 1]"),
    ]:
        with pytest.raises(ValueError) as v:
            board.to_svg(ownership=ownership)
        assert str(v.value) == message
    off: list[dict[str, Any]] = [{"last": (9, 9)}, {"last": (-1, 0)}, {"numbers": [(1, (0, 9))]},
                                 {"numbers": [(-1, (0, 0))]}]
    for options in off:
        with pytest.raises(ValueError):
            board.to_svg(**options)
    # What is accepted draws as asked.
    assert not [e for e in ET.fromstring(g.to_svg(coordinates=False)).iter(f"{SVG}g")
                if e.get("class") == "coordinates"]
    every = ET.fromstring(g.to_svg(numbers=np.int64(1000)))
    assert every.find(f"{SVG}g[@class='move-numbers']") is not None
    assert ET.tostring(every) == ET.tostring(ET.fromstring(g.to_svg(numbers=True)))
    last_two = ET.fromstring(g.to_svg(numbers=2))
    [numbers] = [e for e in last_two.iter(f"{SVG}g") if e.get("class") == "move-numbers"]
    assert sorted(t.text or "" for t in numbers) == ["7", "8"]
    owned = ET.fromstring(board.to_svg(ownership=np.full((9, 9), 0.0), dead=np.array([[2, 6]]), last=[4, 4]))
    assert [(p.get("data-x"), p.get("data-y")) for p in owned.iter(f"{SVG}path")] == [("2", "6")]
    # Found from outside: an empty point got a dead stone's cross.
    empty = next((x, y) for y in range(9) for x in range(9) if board.get((x, y)) is None)
    with pytest.raises(ValueError, match=r"^dead \(\d, \d\) is an empty point"):
        board.to_svg(dead=[empty])
    with pytest.raises(ValueError, match="is an empty point"):
        g.to_svg(dead=[empty])


def test_options_the_picture_sets_itself() -> None:
    """Found from outside: `Game.to_svg(last=...)` and
    `Board.to_svg(topology=...)` leaked a TypeError from a helper, and a
    fractional ownership (an analysis' mean) was truncated to nothing."""
    g = nine_by_nine()
    ringed = ET.fromstring(g.to_svg(last=(1, 1))).findall(".//{http://www.w3.org/2000/svg}circle[@class='last-move']")
    assert [(c.get("data-x"), c.get("data-y")) for c in ringed] == [("1", "1")]
    assert "last-move" not in g.to_svg(last=None)
    assert "last-move" in g.to_svg()
    with pytest.raises(TypeError) as e:
        g.board.to_svg(topology="torus")
    assert "the board's own topology" in str(e.value)
    with pytest.raises(TypeError):
        g.to_svg(topology="torus")
    board = go_core.Board(9)
    half = ET.fromstring(board.to_svg(ownership=np.full((9, 9), 0.9)))
    owners = half.findall(".//{http://www.w3.org/2000/svg}rect")
    owners = [r for r in owners if "owner" in (r.get("class") or "")]
    assert len(owners) == 81 and {r.get("fill-opacity") for r in owners} == {"0.90"}
    whole = ET.fromstring(board.to_svg(ownership=np.full((9, 9), -1)))
    owners = [r for r in whole.iter() if "owner white" in (r.get("class") or "")]
    assert len(owners) == 81 and all(r.get("fill-opacity") is None for r in owners)


def test_a_game_shades_an_ownership_array_as_a_board_does() -> None:
    # Found from outside: Game.to_svg(ownership=...) failed with Python's
    # "multiple values for keyword argument" message.
    g = nine_by_nine()
    own = np.zeros((9, 9))
    own[0, :] = 1.0
    own[8, :] = -0.5
    svg = g.to_svg(ownership=own)
    ET.fromstring(svg)
    assert 'class="ownership"' in svg
    shading = svg[svg.index('<g class="ownership">') :].split("</g>")[0]
    assert shading == g.board.to_svg(ownership=own)[
        g.board.to_svg(ownership=own).index('<g class="ownership">') :
    ].split("</g>")[0]
    with pytest.raises(TypeError, match="score or ownership, not both"):
        g.to_svg(ownership=own, score=g.score())
    with pytest.raises(ValueError, match="shape"):
        g.to_svg(ownership=np.zeros((9, 8)))


def test_board_numbers_of_another_type_say_what_they_take() -> None:
    # Found from outside: Board.to_svg(numbers=True) failed with "'bool'
    # object is not iterable"; Game.to_svg takes a bool there.
    g = go_core.Game(9)
    g.play((2, 2))
    with pytest.raises(TypeError, match=r"numbers must be a list of \(number, \(x, y\)\) pairs here, not bool"):
        g.board.to_svg(numbers=True)
    svg = g.board.to_svg(numbers=[(1, (2, 2))])
    assert ">1</text>" in svg
    assert ">1</text>" in g.to_svg(numbers=True)


def test_an_unknown_option_is_named_as_to_svgs() -> None:
    """Found from outside: to_svg(bogus=1) raised "render() got an
    unexpected keyword argument", naming an internal function."""
    game = go_core.Game(9)
    record = sgf.read("(;GM[1]SZ[9];B[ee])")[0]
    for target in (game, game.board, record):
        with pytest.raises(TypeError, match=r"^to_svg\(\) got an unexpected keyword argument 'bogus'$"):
            target.to_svg(bogus=1)
    assert "<svg" in game.to_svg(title="t", coordinates=False)
