"""Positions for learning over a whole corpus: ``go_core.iter_positions``
(re-exported by ``go_core``), batches of input planes with a fixed memory
bound.

The planes are the engine's (``Record.positions``, computed in Rust with the
interpreter released); this module only finds the files and cuts the
positions into batches of one board shape.
"""

from __future__ import annotations

import pathlib
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from go_core._args import SIZE_MAX, USIZE_MAX, flag, integer
from go_core._go_core import GoError, _find
from go_core._tables import Paths, _expand
from go_core.sgf import read

__all__ = ["iter_positions"]


def _files(paths: Paths, recursive: bool) -> Iterator[tuple[str, str | None]]:
    """The files to read, in order, each with the reason it is skipped
    (``None`` for a file to read): exactly those :func:`go_core.load`
    reads, found by the same walk (``_find``: the real subfolders before
    those reached through symlinks, each file once). Found from outside:
    a walk of its own here named a file through a link that sorted before
    the real folder, where ``load`` names it by its real path."""
    yield from _find(_expand(paths), recursive)


def iter_positions(
    paths: Paths,
    *,
    batch_size: int = 1024,
    planes: Sequence[str] | None = None,
    every: int = 1,
    dtype: npt.DTypeLike = "float32",
    recursive: bool = True,
    mode: Literal["strict", "lenient"] = "lenient",
    on_error: Callable[[str, Exception], object] | None = None,
) -> Iterator[npt.NDArray[Any]]:
    """Batches of positions from a corpus, for learning: NumPy arrays of
    shape ``(B, C, H, W)`` and the given ``dtype``, ``C`` = ``len(planes)``
    (default: every plane of :data:`go_core.FEATURE_PLANES`, in that
    order), each position as ``Record.positions(planes, every, dtype=dtype)``
    gives it (the main line of each game tree, replayed tolerantly under the
    record's own rules).

    Files are read one at a time, in the order :func:`go_core.load` finds
    them (paths, folders, globs). A batch holds positions of one board
    shape ``(H, W)``, in corpus order; ``B`` is ``batch_size`` except for
    the last batch of each shape, yielded at the end. A game's positions
    are made a batch's room at a time, so that memory is bounded by
    ``batch_size`` positions per board shape seen (twice that while a
    batch is joined; nothing of a batch is kept once it is handed out)
    plus one file's records and one game's replay (its moves, not its
    positions), whatever the corpus's size or a game's length: 19x19, all 14 planes, ``float32`` and ``batch_size=1024`` is
    about 20 MB a shape.

    A file that cannot be read or parsed and a game that cannot be replayed
    are skipped and reported: to ``on_error(path, exception)`` when given
    (the exception is an ``OSError``, a :class:`GoError`, or a
    ``MemoryError`` for a file larger than the memory at hand), otherwise as a
    :class:`RuntimeWarning`. The arguments are checked at the call, before
    any file is read: raises ``ValueError`` for ``batch_size`` outside
    ``1..=sys.maxsize``, ``every`` outside ``1..=2 * sys.maxsize + 1``, an
    unknown plane or ``dtype``; :class:`ParseError` (a ``ValueError``) for
    an unknown ``mode``; ``TypeError`` for a non-int ``batch_size`` or
    ``every``, a non-bool ``recursive``, an ``on_error`` that is not
    callable, a path of another type.
    """
    batch_size = integer(batch_size, "batch_size", 1, SIZE_MAX)
    every = integer(every, "every", 1, USIZE_MAX)
    from go_core._go_core import Game

    # Checks the plane names and the dtype (a name or a NumPy dtype) before
    # any work.
    dtype = Game(2).features(planes, dtype=dtype).dtype.name
    read(b"(;)", mode=mode)  # checks the parse mode (ParseError) before any file
    recursive = flag(recursive, "recursive")
    if on_error is not None and not callable(on_error):
        raise TypeError(f"on_error must be callable or None, not {type(on_error).__name__}")
    return _batches(_expand(paths), batch_size, planes, every, dtype, recursive, mode, on_error)


def _batches(
    paths: Paths,
    batch_size: int,
    planes: Sequence[str] | None,
    every: int,
    dtype: str,
    recursive: bool,
    mode: Literal["strict", "lenient"],
    on_error: Callable[[str, Exception], object] | None,
) -> Iterator[npt.NDArray[Any]]:
    """:func:`iter_positions`'s generator, with its arguments checked."""

    def report(path: str, error: Exception) -> None:
        if on_error is not None:
            on_error(path, error)
        else:
            warnings.warn(f"go_core.iter_positions: {path}: {error}", RuntimeWarning, stacklevel=3)

    pending: dict[tuple[int, int], list[npt.NDArray[Any]]] = {}
    filled: dict[tuple[int, int], int] = {}
    for path, skip in _files(paths, recursive):
        if skip is not None:
            report(path, OSError(skip))
            continue
        try:
            # As a path, never as text: a name that starts with "(" is a
            # file too (found from outside: `(old)/x.sgf` was read as SGF
            # text and reported as no game tree).
            records = read(pathlib.Path(path), mode=mode)
        except (OSError, GoError, MemoryError) as e:
            report(path, e)
            continue
        for record in records:
            # The game's positions are taken a batch's room at a time: a
            # game never holds more than a batch (found from outside: a
            # crafted 500 KB record's positions, made at once, took 2.45 GB).
            stream = record._position_stream(planes, every, dtype=dtype)
            try:
                shape = stream.shape()
            except (GoError, MemoryError) as e:
                report(path, e)
                continue
            parts = pending.setdefault(shape, [])
            while True:
                try:
                    chunk = stream.take(batch_size - filled.get(shape, 0))
                except (GoError, MemoryError) as e:
                    report(path, e)
                    break
                if chunk is None:
                    break
                parts.append(chunk)
                filled[shape] = filled.get(shape, 0) + len(chunk)
                chunk = None
                if filled[shape] == batch_size:
                    filled[shape] = 0
                    yield _joined(parts)
    for parts in pending.values():
        if parts:
            yield _joined(parts)


def _joined(parts: list[npt.NDArray[Any]]) -> npt.NDArray[Any]:
    """The batch of ``parts``, which are let go: the generator holds no
    reference to a batch it handed out, neither its parts nor the batch
    (found from outside: kept while the caller held the batch, the parts
    doubled its memory, and a local name kept a batch the caller had
    dropped)."""
    batch = np.concatenate(parts) if len(parts) > 1 else parts[0]
    parts.clear()
    return batch
