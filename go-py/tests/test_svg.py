"""Boards as SVG: golden files (a 9x9 game with captures, a 19x19 count with
ownership, a 7x5 rectangle, a torus), each parsed as XML and checked
against the position it shows. GO_CORE_UPDATE_GOLDEN=1 rewrites them."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

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
