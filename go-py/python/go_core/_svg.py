"""Boards as SVG pictures: ``Board.to_svg``, ``Game.to_svg``,
``Record.to_svg`` and their ``_repr_svg_`` (Jupyter) call :func:`render`.

Presentation only: it reads the engine's public data (the board's NumPy
array, its size and topology, the game's moves, a count's ownership) and
decides nothing about the rules.

The picture: a wooden board, the grid, coordinates (GTP letters without
``I`` along the top and bottom, row numbers from the top down to 1 along
the sides), star points on planar boards of 7 lines or more, the stones
(``<circle class="stone black|white">`` with ``data-x``/``data-y``), a ring
on the last move, optional move numbers, a cross on each dead stone, and
small squares of the owner's colour on owned empty points and on dead
stones (ownership shading). On a torus or cylinder the wrapping edges are
drawn as dashed red seams with the grid running through them half a cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any
from xml.sax.saxutils import escape

import numpy as np

__all__ = ["render"]

CELL = 24
MARGIN = 30
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZabcdefghjklmnopqrstuvwxyz"


def _stars(width: int, height: int) -> list[tuple[int, int]]:
    """The conventional star points of a planar board (hoshi)."""
    if width != height or width < 7:
        return []
    n = width
    edge = 2 if n < 13 else 3
    lines = [edge, n - 1 - edge]
    if n % 2 == 1 and n >= 9:
        lines.insert(1, n // 2)
    pts = [(x, y) for x in lines for y in lines]
    if n < 15 and n % 2 == 1:
        pts = [(x, y) for (x, y) in pts if (x == y == n // 2) or (x != n // 2 and y != n // 2)]
    return pts


def render(
    grid: Any,
    *,
    topology: str = "planar",
    last: tuple[int, int] | None = None,
    numbers: Sequence[tuple[int, tuple[int, int]]] = (),
    dead: Iterable[Sequence[int]] = (),
    ownership: Any = None,
    coordinates: bool = True,
    title: str | None = None,
) -> str:
    """An SVG document of a position.

    ``grid``: array-like ``(height, width)`` of ``int8`` (+1 black, -1
    white, 0 empty: ``numpy.asarray(board)``). ``topology``: ``"planar"``,
    ``"torus"``, ``"hcylinder"`` (left and right edges joined) or
    ``"vcylinder"`` (top and bottom joined). ``last``: ``(x, y)`` of the
    last move, ringed. ``numbers``: ``(move number, (x, y))`` written on the
    stones (or the empty points) where they stand. ``dead``: ``(x, y)`` of
    dead stones, crossed. ``ownership``: array-like ``(height, width)``
    (+1 black, -1 white, 0 nobody: ``Score.ownership``), shaded as small
    squares on empty points and dead stones. ``coordinates``: draw the
    labels. ``title``: a ``<title>``. Returns the SVG text (UTF-8, no XML
    declaration); units are pixels, 24 per line spacing.
    """
    g = np.asarray(grid)
    if g.ndim != 2:
        raise ValueError(f"grid must be 2-D (height, width), not {g.shape}")
    height, width = (int(n) for n in g.shape)
    wrap_x = topology in ("torus", "hcylinder")
    wrap_y = topology in ("torus", "vcylinder")
    pw = MARGIN * 2 + CELL * (width - 1)
    ph = MARGIN * 2 + CELL * (height - 1)

    def cx(x: int) -> int:
        return MARGIN + CELL * x

    def cy(y: int) -> int:
        return MARGIN + CELL * y

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{pw}" height="{ph}" viewBox="0 0 {pw} {ph}" '
        f'class="go-board" data-width="{width}" data-height="{height}" data-topology="{escape(topology)}">'
    ]
    if title:
        out.append(f"<title>{escape(title)}</title>")
    out.append(f'<rect class="wood" x="0" y="0" width="{pw}" height="{ph}" fill="#dcb35c"/>')
    half = CELL // 2
    # Grid lines; a wrapping direction runs half a cell past the edge.
    x0 = cx(0) - (half if wrap_x else 0)
    x1 = cx(width - 1) + (half if wrap_x else 0)
    y0 = cy(0) - (half if wrap_y else 0)
    y1 = cy(height - 1) + (half if wrap_y else 0)
    lines = [f'<line x1="{x0}" y1="{cy(y)}" x2="{x1}" y2="{cy(y)}"/>' for y in range(height)]
    lines += [f'<line x1="{cx(x)}" y1="{y0}" x2="{cx(x)}" y2="{y1}"/>' for x in range(width)]
    out.append('<g class="grid" stroke="#000" stroke-width="1">' + "".join(lines) + "</g>")
    seams = []
    if wrap_x:
        for sx in (x0, x1):
            seams.append(f'<line x1="{sx}" y1="{y0}" x2="{sx}" y2="{y1}"/>')
    if wrap_y:
        for sy in (y0, y1):
            seams.append(f'<line x1="{x0}" y1="{sy}" x2="{x1}" y2="{sy}"/>')
    if seams:
        out.append(
            '<g class="seam" stroke="#c00000" stroke-width="2" stroke-dasharray="4 3">' + "".join(seams) + "</g>"
        )
    if topology == "planar":
        out.append(
            '<g class="stars" fill="#000">'
            + "".join(f'<circle cx="{cx(x)}" cy="{cy(y)}" r="3"/>' for x, y in _stars(width, height))
            + "</g>"
        )
    if coordinates:
        labels = []
        for x in range(width):
            letter = LETTERS[x] if x < len(LETTERS) else str(x + 1)
            for ty in (MARGIN // 2 - 2, ph - MARGIN // 2 + 8):
                labels.append(f'<text x="{cx(x)}" y="{ty}">{letter}</text>')
        for y in range(height):
            for tx in (MARGIN // 2 - 3, pw - MARGIN // 2 + 3):
                labels.append(f'<text x="{tx}" y="{cy(y) + 4}">{height - y}</text>')
        out.append(
            '<g class="coordinates" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#000">'
            + "".join(labels)
            + "</g>"
        )
    r = CELL // 2 - 1
    stones = []
    for y in range(height):
        for x in range(width):
            v = int(g[y, x])
            if v == 0:
                continue
            color, fill, stroke = ("black", "#000", "#000") if v > 0 else ("white", "#fff", "#000")
            stones.append(
                f'<circle class="stone {color}" data-x="{x}" data-y="{y}" cx="{cx(x)}" cy="{cy(y)}" r="{r}" '
                f'fill="{fill}" stroke="{stroke}" stroke-width="1"/>'
            )
    out.append('<g class="stones">' + "".join(stones) + "</g>")
    dead_set = {(int(p[0]), int(p[1])) for p in dead}
    if ownership is not None:
        own = np.asarray(ownership)
        if own.shape != g.shape:
            raise ValueError(f"ownership must have the board's shape {g.shape}, not {own.shape}")
        marks = []
        s = CELL // 3
        for y in range(height):
            for x in range(width):
                o = int(own[y, x])
                if o == 0 or (int(g[y, x]) != 0 and (x, y) not in dead_set):
                    continue
                fill = "#000" if o > 0 else "#fff"
                owner = "black" if o > 0 else "white"
                marks.append(
                    f'<rect class="owner {owner}" data-x="{x}" data-y="{y}" x="{cx(x) - s // 2}" '
                    f'y="{cy(y) - s // 2}" width="{s}" height="{s}" fill="{fill}" stroke="#808080" '
                    'stroke-width="0.5"/>'
                )
        out.append('<g class="ownership">' + "".join(marks) + "</g>")
    if dead_set:
        d = CELL // 4
        crosses = []
        for x, y in sorted(dead_set):
            stroke = "#fff" if int(g[y, x]) > 0 else "#000"
            crosses.append(
                f'<path class="dead" data-x="{x}" data-y="{y}" d="M{cx(x) - d},{cy(y) - d}L{cx(x) + d},{cy(y) + d}'
                f'M{cx(x) + d},{cy(y) - d}L{cx(x) - d},{cy(y) + d}" stroke="{stroke}" stroke-width="2"/>'
            )
        out.append('<g class="dead-stones">' + "".join(crosses) + "</g>")
    if numbers:
        texts = []
        for n, (x, y) in numbers:
            fill = "#fff" if int(g[y, x]) > 0 else "#000"
            texts.append(f'<text x="{cx(x)}" y="{cy(y) + 4}" fill="{fill}">{int(n)}</text>')
        out.append(
            '<g class="move-numbers" font-family="sans-serif" font-size="10" text-anchor="middle">'
            + "".join(texts)
            + "</g>"
        )
    elif last is not None:
        x, y = last
        stroke = "#fff" if int(g[y, x]) > 0 else "#000"
        out.append(
            f'<circle class="last-move" data-x="{x}" data-y="{y}" cx="{cx(x)}" cy="{cy(y)}" r="{CELL // 5}" '
            f'fill="none" stroke="{stroke}" stroke-width="2"/>'
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def board_svg(board: Any, **options: Any) -> str:
    """``Board.to_svg``: the board's own array and topology."""
    return render(np.asarray(board), topology=board.topology, **options)


def game_svg(
    game: Any,
    *,
    numbers: bool | int = False,
    score: Any = None,
    dead: Iterable[Sequence[int]] | None = None,
    **options: Any,
) -> str:
    """``Game.to_svg``: the position with the last move ringed; ``numbers``
    ``True`` writes every move's number on the point where it was played
    and still stands (the latest number on a point), an ``int`` n only the
    last n moves; ``score`` (a ``Score``) shades its ownership; ``dead``
    crosses those stones."""
    moves = game.moves
    points = [(i + 1, m.move) for i, m in enumerate(moves)]
    last = moves[-1].move if moves else None
    marks: list[tuple[int, tuple[int, int]]] = []
    if numbers:
        grid = np.asarray(game.board)
        chosen = points if numbers is True else points[-int(numbers) :]
        latest: dict[tuple[int, int], int] = {}
        for n, p in chosen:
            if p is not None:
                latest[p] = n
        marks = [(n, p) for p, n in latest.items() if grid[p[1], p[0]] != 0]
    ownership = None if score is None else score.ownership
    return board_svg(game.board, last=last, numbers=marks, dead=dead or (), ownership=ownership, **options)
