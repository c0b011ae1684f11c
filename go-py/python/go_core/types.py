"""The shapes of the dicts go_core returns, for type checkers and readers."""

from typing import TypedDict

import numpy as np
import numpy.typing as npt

__all__ = ["Analysis", "Score", "SideScore"]


class SideScore(TypedDict):
    """One side's part of a count: ``Game.score()["black"]`` or ``["white"]``.

    ``stones``: living stones on the board; ``territory``: empty points
    counted for the side (dead stones' points included); ``prisoners``:
    stones captured during play; ``dead_stones``: own stones marked dead;
    ``komi``: points received (White) or paid (Black, game-site formula);
    ``bonus``: handicap compensation in points; ``seki``: empty points of the
    side's regions in seki (territory methods); ``penalty``: Pair Go penalty
    points received; ``total``: the side's total in points.
    """

    stones: int
    territory: int
    prisoners: int
    dead_stones: int
    komi: float
    bonus: int
    seki: int
    penalty: int
    total: float


class Score(TypedDict):
    """A count of the position: what ``Game.score()`` returns.

    ``counting``: ``"area"``, ``"territory"`` or ``"game_site"``;
    ``margin``: White's total minus Black's, in points; ``result``: e.g.
    ``"B+3.5"`` or ``"0"``; ``dame``: unfilled dame ``(x, y)``; ``neutral``:
    empty points counted for nobody; ``ownership``: ``int8`` array of shape
    ``(height, width)`` indexed ``[y, x]``, 1 Black, -1 White, 0 nobody.
    """

    counting: str
    black: SideScore
    white: SideScore
    margin: float
    result: str
    dame: list[tuple[int, int]]
    neutral: list[tuple[int, int]]
    ownership: npt.NDArray[np.int8]


class Analysis(TypedDict):
    """What the computer player found: ``Game.analyze()``.

    ``move``: ``(x, y)`` or ``None`` for a pass; ``win_rate``: the chance,
    0..1, that the side to move wins after it; ``playouts``: playouts made;
    ``ownership``: ``float32`` array of shape ``(height, width)`` indexed
    ``[y, x]``, how often each point ended Black's minus how often White's
    (-1..1); ``candidates``: ``(move, visits, win_rate)`` per searched move,
    most visited first.
    """

    move: tuple[int, int] | None
    win_rate: float
    playouts: int
    ownership: npt.NDArray[np.float32]
    candidates: list[tuple[tuple[int, int] | None, int, float]]
