from go_core._go_core import (
    Game as Game,
    GameStateError as GameStateError,
    GoError as GoError,
    IllegalMoveError as IllegalMoveError,
    SetupError as SetupError,
    __version__ as __version__,
)

__all__ = [
    "Game",
    "GameStateError",
    "GoError",
    "IllegalMoveError",
    "SetupError",
    "__version__",
]
