"""Boards as SVG pictures: ``Board.to_svg``, ``Game.to_svg``,
``Record.to_svg`` and their ``_repr_svg_`` (Jupyter) call :func:`render`.

Presentation only: it reads the engine's public data (the board's NumPy
array, its size and topology, the game's moves, a count's ownership) and
decides nothing about the rules.

The picture: a wooden board, the grid, coordinates (GTP letters without
``I`` along the top and bottom, numbers from 26 for the columns of a board
wider than the 25 that letters name, row numbers from the top down to 1 along
the sides), star points on planar boards of 7 lines or more, the stones
(``<circle class="stone black|white">`` with ``data-x``/``data-y``), a ring
on the last move, optional move numbers, a cross on each dead stone, and
small squares of the owner's colour on owned empty points and on dead
stones (ownership shading). On a torus or cylinder the wrapping edges are
drawn as dashed red seams with the grid running through them half a cell.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any, cast
from xml.sax.saxutils import escape

import numpy as np

from go_core._args import SIZE_MAX, flag, integer

__all__ = ["render"]

CELL = 24
MARGIN = 30
# GTP's column letters (no I): they name 25 columns. A wider board's
# further columns are numbered from 26, as no vertex names them (found from
# outside: lower-case letters there read as the first columns' vertices,
# which are not case-sensitive).
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


# A character XML 1.0 cannot hold, even as a character reference: NUL and
# the other C0 controls but tab, newline and carriage return, the
# surrogates (a lone one reaches Python from undecodable bytes), U+FFFE and
# U+FFFF (the spec's Char production).
_NOT_XML = re.compile(r"[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_text(value: object, name: str) -> str:
    """``value``, a ``str``, as XML character data: ``&``, ``<`` and ``>``
    escaped (so ``]]>`` too), a carriage return as ``&#13;`` (a parser
    would read a bare one as a newline). Raises ``TypeError`` for another
    type, ``ValueError`` naming the argument for a character XML 1.0
    cannot represent."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    bad = _NOT_XML.search(value)
    if bad is not None:
        raise ValueError(
            f"{name} holds U+{ord(bad.group()):04X} at index {bad.start()}, a character XML 1.0 cannot represent"
        )
    return escape(value, {"\r": "&#13;"})


def _point(value: object, name: str, width: int, height: int) -> tuple[int, int]:
    """A point ``(x, y)`` on a board of ``width`` x ``height``: a pair of
    ints (``TypeError`` otherwise), each on the board (``ValueError``
    naming the argument and the range otherwise)."""
    refused = TypeError(f"{name} must hold points (x, y), not {type(value).__name__}")
    if isinstance(value, (str, bytes)):
        raise refused
    try:
        x, y = cast(Iterable[object], value)
    except (TypeError, ValueError):
        raise refused from None
    return integer(x, f"{name} x", 0, width - 1, name), integer(y, f"{name} y", 0, height - 1, name)


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
    declaration) that parses as XML whatever the options; units are
    pixels, 24 per line spacing.

    Every option is checked before anything is drawn: ``TypeError`` for a
    value of another type (a ``title`` that is not a ``str``, a
    ``coordinates`` that is not a ``bool``, a point that is not a pair of
    ints); ``ValueError`` naming the option for a point off the board, a
    move number outside ``0..=sys.maxsize``, an ``ownership`` of another
    shape or with a value that is not a number in ``[-1, 1]`` (NaN
    included), a ``dead`` point with no stone, a ``title`` with a character XML 1.0 cannot represent (NUL
    and the other C0 controls but tab, newline and carriage return, a lone
    surrogate, U+FFFE, U+FFFF), an unknown ``topology``.
    """
    g = np.asarray(grid)
    if g.ndim != 2:
        raise ValueError(f"grid must be 2-D (height, width), not {g.shape}")
    height, width = (int(n) for n in g.shape)
    if topology not in ("planar", "torus", "hcylinder", "vcylinder"):
        raise ValueError(f"topology must be planar, torus, hcylinder or vcylinder, not {topology!r}")
    coordinates = flag(coordinates, "coordinates")
    title_text = None if title is None else _xml_text(title, "title")
    if last is not None:
        last = _point(last, "last", width, height)
    if isinstance(numbers, (str, bytes)) or not isinstance(numbers, Iterable):
        # Found from outside: Board.to_svg(numbers=True) failed with
        # "'bool' object is not iterable" (Game.to_svg takes a bool).
        raise TypeError(
            f"numbers must be a list of (number, (x, y)) pairs here, not {type(numbers).__name__} "
            "(Game.to_svg(numbers=True) numbers a game's stones)"
        )
    numbers = [(integer(n, "numbers", 0, SIZE_MAX), _point(p, "numbers", width, height)) for n, p in numbers]
    dead_set = {_point(p, "dead", width, height) for p in dead}
    # A cross marks a stone (found from outside: an empty point got one,
    # while ``Game.score_with`` refuses the same point as not a stone).
    for x, y in sorted(dead_set):
        if int(g[y, x]) == 0:
            raise ValueError(f"dead ({x}, {y}) is an empty point: dead marks cross stones")
    own = None
    if ownership is not None:
        try:
            own = np.asarray(ownership, dtype=np.float64)
        except (TypeError, ValueError):
            raise ValueError("ownership must be an array of numbers in [-1, 1]") from None
        if own.shape != g.shape:
            raise ValueError(f"ownership must have the board's shape {g.shape}, not {own.shape}")
        if not (np.abs(own) <= 1).all():  # NaN compares false
            raise ValueError("ownership must be an array of numbers in [-1, 1] (no NaN)")
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
    if title_text:
        out.append(f"<title>{title_text}</title>")
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
    if own is not None:
        marks = []
        s = CELL // 3
        for y in range(height):
            for x in range(width):
                o = float(own[y, x])
                if o == 0 or (int(g[y, x]) != 0 and (x, y) not in dead_set):
                    continue
                fill = "#000" if o > 0 else "#fff"
                owner = "black" if o > 0 else "white"
                # A share of ownership (an analysis' mean) shows as the
                # square's opacity; a whole point is opaque.
                strength = abs(o)
                opacity = "" if strength >= 1 else f' fill-opacity="{max(strength, 0.01):.2f}"'
                marks.append(
                    f'<rect class="owner {owner}" data-x="{x}" data-y="{y}" x="{cx(x) - s // 2}" '
                    f'y="{cy(y) - s // 2}" width="{s}" height="{s}" fill="{fill}"{opacity} stroke="#808080" '
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


def score_ownership(score: Any) -> Any:
    """The ownership array of the ``score`` option: ``None`` for none, a
    ``Score``'s ``ownership`` otherwise. Raises ``TypeError`` naming the
    option for anything else."""
    if score is None:
        return None
    from go_core import Score

    if not isinstance(score, Score):
        raise TypeError(f"score must be a go_core.Score or None, not {type(score).__name__}")
    return score.ownership


# The options of `render` that `to_svg` passes on.
_RENDER_OPTIONS = frozenset({"last", "numbers", "dead", "ownership", "coordinates", "title"})


def board_svg(board: Any, **options: Any) -> str:
    """``Board.to_svg``: the board's own array and topology. Raises
    ``TypeError`` for a ``topology`` option (the board's own is drawn)."""
    if "topology" in options:
        raise TypeError("to_svg() takes no topology: the board's own topology is drawn")
    # Named as to_svg's, not render's (found from outside: "render() got an
    # unexpected keyword argument").
    for name in options:
        if name not in _RENDER_OPTIONS:
            raise TypeError(f"to_svg() got an unexpected keyword argument {name!r}")
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
    last n moves; ``score`` (a ``Score``) shades its ownership, or
    ``ownership`` (an array, as :func:`render` takes it: an analysis'
    mean) is shaded as given; ``dead`` crosses those stones. Raises
    ``TypeError`` for a ``numbers`` that is neither a ``bool`` nor an int,
    a ``score`` that is not a ``Score`` or both ``score`` and
    ``ownership``, ``ValueError`` for a count outside ``0..=sys.maxsize``,
    and as :func:`render`."""
    if not isinstance(numbers, (bool, np.bool_)):
        numbers = integer(numbers, "numbers", 0, SIZE_MAX)
    ownership = score_ownership(score)
    if "ownership" in options:
        if score is not None:
            raise TypeError("to_svg() takes score or ownership, not both")
        ownership = options.pop("ownership")
    moves = game.moves
    points = [(i + 1, m.move) for i, m in enumerate(moves)]
    # The last move unless the caller names another point (or None).
    last = options.pop("last") if "last" in options else (moves[-1].move if moves else None)
    marks: list[tuple[int, tuple[int, int]]] = []
    if numbers:
        grid = np.asarray(game.board)
        chosen = points if isinstance(numbers, (bool, np.bool_)) else points[max(0, len(points) - numbers) :]
        latest: dict[tuple[int, int], int] = {}
        for n, p in chosen:
            if p is not None:
                latest[p] = n
        marks = [(n, p) for p, n in latest.items() if grid[p[1], p[0]] != 0]
    return board_svg(game.board, last=last, numbers=marks, dead=() if dead is None else dead, ownership=ownership, **options)
