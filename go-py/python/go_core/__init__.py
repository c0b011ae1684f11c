"""Go (weiqi, baduk) rules for notebooks: the go-core Rust engine in Python.

>>> import go_core
>>> game = go_core.Game(9)
>>> game.play_vertex("E5")
[]
>>> game.to_move
'white'
>>> int(game.board[4, 4])
1

After two passes the game is in ``"counting"``: mark dead chains with
``toggle_dead(x, y)``, read ``score()`` (its shape is
:class:`go_core.types.Score`), then ``propose("black")`` and
``accept("white")`` finish it, or ``reject`` resumes play.

``analyze(playouts=1000, seed=1, threads=1)`` asks the computer player
for a move (with its win rate, an ownership map and the searched
candidates) without playing it; its shape is :class:`go_core.types.Analysis`.

Points are ``(x, y)``: column and row, 0-based from the top-left corner as in
SGF. Every refused move or setup raises a subclass of :class:`GoError`, itself
a :class:`ValueError`, with the engine's message and a ``reason`` attribute.
The rules all live in the Rust engine; this package only wraps it.
"""

from go_core._go_core import (
    Game,
    GameStateError,
    GoError,
    IllegalMoveError,
    SetupError,
    __version__,
)

__all__ = [
    "Game",
    "GameStateError",
    "GoError",
    "IllegalMoveError",
    "SetupError",
    "__version__",
]
