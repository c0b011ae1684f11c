"""Go (weiqi, baduk) rules for notebooks: the go-core Rust engine in Python.

>>> import go_core
>>> game = go_core.Game(9, rules="japanese")
>>> game.play("E5")
[]
>>> game.play((2, 6))
[]
>>> game.to_move
'black'
>>> import numpy as np
>>> int(np.asarray(game.board)[4, 4])
1

The classes are go-core's, named as in Rust:

- ``Game``: a game set up by keyword arguments (size, rules, komi, handicap,
  topology, setup stones, seats, clock, Atari Go, Phantom Go), moves,
  legality, undo, the counting phase, clocks, the computer player
  (``analyze``), SGF and JSON out, pickling;
- ``Rules``: every preset (``Rules.japanese()``) and every axis
  (``rules.with_ko("situational")``);
- ``Board``: a read-only position: NumPy ``int8`` array (+1 black, -1 white,
  0 empty), chains, liberties, ``analyze``, ``pass_alive``, the hash;
- ``PhantomGame``: the Phantom Go referee;
- ``TimeControl``: clocks; ``go_core.sgf``: records;
- the results (``Score``, ``Analysis``, ``MoveRecord``, ``sgf.Replay``,
  ...): read-only values that pickle, for multiprocessing and Dask workers.

Points are ``(x, y)``: column and row, 0-based from the top-left corner as
in SGF, or GTP vertices such as ``"D4"``. Every refused argument, move or
action raises a subclass of :class:`GoError` (itself a :class:`ValueError`)
with the engine's message, ``reason`` (the engine's error kind) and
``code``. The rules all live in the Rust engine; this package only wraps
it. The vocabularies (ko rules, phases, error reasons, ...) are typed in
:mod:`go_core.types`.
"""

from go_core import sgf, types
from go_core._positions import iter_positions
from go_core._tables import GAMES_COLUMNS, MOVES_COLUMNS, games_table, load, moves_table
from go_core._go_core import (
    Analysis,
    Announcement,
    Board,
    Chain,
    FEATURE_PLANES,
    Corpus,
    CountingError,
    Game,
    GameStateError,
    GoError,
    IllegalMoveError,
    MoveEffect,
    MoveRecord,
    ParseError,
    PassAlive,
    PhantomGame,
    Playouts,
    Rules,
    Score,
    SetupError,
    SgfError,
    SideScore,
    TimeControl,
    TimeLeft,
    TryOutcome,
    __version__,
    vocabularies,
)

__all__ = [
    "Analysis",
    "Announcement",
    "Board",
    "Chain",
    "Corpus",
    "CountingError",
    "FEATURE_PLANES",
    "GAMES_COLUMNS",
    "Game",
    "GameStateError",
    "GoError",
    "IllegalMoveError",
    "MoveEffect",
    "MOVES_COLUMNS",
    "MoveRecord",
    "ParseError",
    "PassAlive",
    "PhantomGame",
    "Playouts",
    "Rules",
    "Score",
    "SetupError",
    "SgfError",
    "SideScore",
    "TimeControl",
    "TimeLeft",
    "TryOutcome",
    "__version__",
    "games_table",
    "iter_positions",
    "load",
    "moves_table",
    "sgf",
    "types",
    "vocabularies",
]
