"""SGF records: read a collection, look at its tree, replay it, write it.

>>> from go_core import sgf
>>> [record] = sgf.read("(;GM[1]FF[4]SZ[9]PB[Black]RE[W+R];B[ee];W[gc])")
>>> record.info["PB"], record.info["RE"]
('Black', 'W+R')
>>> game, irregularities = record.replay()
>>> game.board.get((4, 4)), irregularities
('black', [])

``read`` parses with go-core's single-pass reader (every property kept in
order with its raw bytes, strict or lenient, character sets by ``CA``, byte
order marks, UTF-8 or detection) and gives one :class:`Record` per game tree;
:meth:`Record.replay` maps a record to a :class:`go_core.Game` under its own
rules; :meth:`Record.to_sgf` and :meth:`go_core.Game.to_sgf` write SGF text.
Variants use go-core's properties: q5Go's ``GM[q5go-1]``/``TO[n]`` for
toroidal boards, ``GS`` for seats, ``AG[n]`` for Atari Go, ``PG`` for the
Phantom Go referee convention.
"""

from __future__ import annotations

import errno
import os
import stat
from typing import Literal

from go_core._go_core import (
    Irregularity,
    Node,
    Record,
    Replay,
    SgfError,
    SgfWarning,
    _check_input_len,
    _parse,
    _parse_file,
)

__all__ = ["Irregularity", "Node", "Record", "Replay", "SgfError", "SgfWarning", "read"]


def _is_text(source: str) -> bool:
    """Whether a ``str`` source is SGF text rather than a path: its first
    character other than white space (and a byte-order mark) is ``(``."""
    return source.lstrip("\ufeff \t\r\n").startswith("(")


def read(
    source: str | bytes | os.PathLike[str] | os.PathLike[bytes],
    *,
    mode: Literal["strict", "lenient"] | None = None,
    charset: str | None = None,
) -> list[Record]:
    """Reads an SGF collection: one :class:`Record` per game tree, in order.

    ``source`` is

    - ``bytes``: the SGF data;
    - a ``str`` whose first character other than white space is ``(``: SGF
      text (a Python string is already decoded: it is read as UTF-8 and its
      ``CA`` is ignored, so ``charset`` does not apply); a file whose name
      begins with ``(`` is read from a ``pathlib.Path`` (when such a text
      fails to parse and also names a file, the error's note says so);
    - any other ``str``, or an ``os.PathLike`` (``pathlib.Path``): the path
      of a file, read as bytes. (To read a text that starts with something
      other than ``(``, such as a header before the game tree, pass it as
      ``bytes``.)

    ``mode``: ``"lenient"`` (the default) repairs common damage and reports
    each repair in :attr:`Record.warnings`; ``"strict"`` refuses the first
    deviation from SGF's grammar. ``charset``: a character set label
    (``"GB18030"``, ``"Shift_JIS"``, ``"windows-1252"``, the WHATWG names
    and SGF's spellings) to read the bytes in, overruling the file's ``CA``
    and the detection; without it the set comes from a byte-order mark, the
    bytes being UTF-8, ``CA``, or detection, in that order.

    The parse runs with the interpreter released.

    Raises :class:`go_core.SgfError` (``reason``: ``sgf_no_game_tree``,
    ``sgf_unexpected``, ``sgf_unexpected_end``, ``sgf_invalid_identifier``,
    ``sgf_binary_input``, ``sgf_input_too_large`` (over 4 GiB, or a text
    whose parse needs more memory than can be allocated),
    ``sgf_unknown_charset``; with ``line`` and ``column`` where the error
    lies),
    :class:`go_core.ParseError` for an unknown ``mode``, ``OSError`` for a
    file that cannot be read or is not a regular file (a folder, a FIFO, a
    device), ``BlockingIOError`` for a file that gives no data without
    waiting for it (``/proc/kmsg``: never waited for), ``OSError`` with
    ``errno.EFBIG`` for a file that holds more than the larger of its
    reported size and 64 MiB (the files of ``/proc`` report 0 bytes),
    ``TypeError`` for another type of source or for ``charset`` with a
    ``str`` text.
    """
    if isinstance(source, bytes):
        return _parse(source, mode, charset)
    if isinstance(source, str) and _is_text(source):
        if charset is not None:
            raise TypeError("charset applies to bytes and files, not to str text (already decoded)")
        try:
            return _parse(source.encode("utf-8", "surrogatepass"), mode, "UTF-8")
        except SgfError as e:
            # Found from outside: a file named "(2016) Master.sgf" was read
            # as SGF text, and the error did not say so.
            if os.path.isfile(source):
                e.add_note(
                    "the str was read as SGF text (it begins with '('); it also names a file: "
                    "pass pathlib.Path(...) to read the file"
                )
            raise
    if isinstance(source, (str, os.PathLike)):
        # A FIFO, a device or a socket would block or never end.
        st = os.stat(source)
        mode_bits = st.st_mode
        if stat.S_ISDIR(mode_bits):
            raise IsADirectoryError(errno.EISDIR, "is a folder, not an SGF file", os.fsdecode(source))
        if not stat.S_ISREG(mode_bits):
            raise OSError(errno.EINVAL, "not a regular file", os.fsdecode(source))
        # Refused before a byte is read: a file larger than the reader
        # takes would otherwise fill the memory first.
        _check_input_len(st.st_size)
        # go-core's reader: a file that waits for data (``/proc/kmsg``) is
        # refused, one that reports no size is read only up to a bound; the
        # bytes are parsed where they were read, never copied into Python.
        return _parse_file(os.fsdecode(os.fspath(source)), mode, charset)
    raise TypeError(f"source must be bytes, a str or a path, not {type(source).__name__}")
