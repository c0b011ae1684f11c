"""Game collections as tables: ``go_core.load``, ``games_table``,
``moves_table`` (re-exported by ``go_core``).

The work (finding the files, reading, parsing, replaying, counting) is done
by the engine in Rust on a pool of threads with the interpreter released;
this module expands globs, shows progress and hands the engine's columns to
pyarrow (NumPy arrays for numbers, taken without copying; lists for text).
"""

from __future__ import annotations

import fnmatch
import glob
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Literal, Union

import numpy as np

from go_core._args import flag, is_flag, type_name
from go_core._go_core import Corpus, _load

__all__ = ["Corpus", "GAMES_COLUMNS", "MOVES_COLUMNS", "games_table", "load", "moves_table"]

PathArg = Union[str, "os.PathLike[str]", "os.PathLike[bytes]"]
Paths = Union[PathArg, Iterable[PathArg]]
Progress = Union[bool, "np.bool_", Callable[[int, int, int], object], None]

#: The most threads :func:`load` runs (``workers``).
MAX_WORKERS = 256

#: The games table's columns, in order, with their Arrow types and meaning.
GAMES_COLUMNS: dict[str, tuple[str, str]] = {
    "file": (
        "string",
        "the file's path, as found (Arrow text is UTF-8: in a name that is not, U+FFFD stands for each"
        " undecodable byte; Corpus.files keeps the exact path)",
    ),
    "game": ("int32", "the game tree's 0-based place in its file (null: the file gave no game)"),
    "width": ("int16", "board width (SZ)"),
    "height": ("int16", "board height (SZ)"),
    "topology": ("string", "planar, torus, hcylinder or vcylinder (q5Go TO)"),
    "variant": ("string", "standard, atari_go (AG) or phantom (PG alone): the game replayed (a referee's record of Atari Go, AG with PG, is atari_go)"),
    "rules": ("string", "the rules replayed under (RU preset, go_core's text form)"),
    "komi": ("float64", "KM in points, after go-core's heuristics (null: absent or unreadable; the game is then "
             "replayed and counted with its rules' default komi, Rules.from_preset(rules).komi)"),
    "handicap": ("int16", "handicap stones the game was replayed with: HA when the record's black stones match it (or none is placed yet), else 0 with a handicap_mismatch warning"),
    "black": ("string", "PB"),
    "black_rank": ("string", "BR"),
    "white": ("string", "PW"),
    "white_rank": ("string", "WR"),
    "date": ("string", "DT as written"),
    "event": ("string", "EV"),
    "result": ("string", "RE as written"),
    "count": ("string", "our count of the final position in RE form (B+3.5, W+12, 0); null for a game that did "
              "not end by counting (resigned, on time, won by an Atari Go capture, unfinished) unless loaded with count='all'"),
    "count_margin": ("float64", "our count: White's total minus Black's, in points (null when not counted)"),
    "count_dead": ("string", "where the count's dead stones came from: marks (TB/TW: the stones on points marked as "
                   "the opponent's territory and the chains whose liberties all are), estimate, or none (rules that "
                   "never remove a stone, Tromp-Taylor); null when not counted"),
    "agrees": ("bool", "our count equals RE's (or its winner when RE gives only one); null when RE gives no count "
               "or the game was not counted"),
    "moves": ("int32", "moves of the replayed main line (passes included)"),
    "irregularities": ("int32", "irregularities of the tolerant replay (Record.replay)"),
    "warnings": ("list<string>", "the kinds of the SgfWarnings of the game: the parse's repairs in its tree and the "
                 "file's character-set decisions (Record.warnings), then the heuristics applied to its game information "
                 "(Replay.warnings: komi_heuristic, unknown_rules, handicap_mismatch, unreadable_value, ...), in order; "
                 "null for a row without a game tree"),
    "error": ("string", "why the row has no game: io, SGF or replay error, or skipped input (null: none)"),
}

#: The moves table's columns, in order, with their Arrow types and meaning.
MOVES_COLUMNS: dict[str, tuple[str, str]] = {
    "game": ("int64", "the game's row number in the games table of the same load"),
    "move": ("int32", "1-based move number (an implied pass of a tolerant replay counts)"),
    "color": ("dictionary<int8, string>", "black or white"),
    "x": ("int16", "column, 0-based from the left (null: pass)"),
    "y": ("int16", "row, 0-based from the top (null: pass)"),
    "captured": ("int32", "opponent stones the move captured"),
    "ko": ("bool", "the move took a ko (the board has a ko point after it)"),
    "liberties": ("int32", "liberties of the chain the move made (null: pass or suicide)"),
    "time_left": ("float64", "the mover's time left in seconds (BL/WL on the move's node; negative: time overstepped; null: not recorded)"),
}


def _expand(paths: Paths) -> list[str]:
    """The paths to load: each ``str``/``PathLike`` as is (a bytes
    ``PathLike`` decoded by :func:`os.fsdecode`), a pattern with
    ``*``, ``?`` or ``[`` that names no existing path expanded (sorted) by
    :func:`glob.glob`, or by :func:`_walk_glob` for ``**`` (recursive,
    through links to folders, each real folder once). A pattern without
    matches is kept as is (its row then says the path was not found)."""
    if isinstance(paths, (bytes, bytearray)):
        raise TypeError(f"paths must be str or os.PathLike, not {type(paths).__name__}")
    if isinstance(paths, (str, os.PathLike)):
        items = [paths]
    else:
        try:
            items = list(paths)
        except TypeError:
            raise TypeError(
                f"paths must be str, os.PathLike or an iterable of them, not {type(paths).__name__}"
            ) from None
    out: list[str] = []
    for item in items:
        if not isinstance(item, (str, os.PathLike)):
            raise TypeError(f"paths must be str or os.PathLike, not {type(item).__name__}")
        # A bytes path (os.DirEntry of a bytes scandir) as the file
        # system's str (found from outside: "a bytes-like object is
        # required").
        text = os.fsdecode(os.fspath(item))
        if any(c in text for c in "*?[") and not os.path.exists(text):
            text = _literal_folders(text)
            found = _walk_glob(text) if "**" in text and not _navigates(text) else glob.glob(text, recursive=True)
            # Each file once, by the first path that names it.
            matches: list[str] = []
            real: set[str] = set()
            for m in sorted(found):
                r = os.path.realpath(m)
                if r not in real:
                    real.add(r)
                    matches.append(m)
            out.extend(matches if matches else [text])
        else:
            out.append(text)
    return out


def _literal_folders(pattern: str) -> str:
    """``pattern`` with its longest leading run of whole segments that
    names an existing folder taken literally (its ``*``, ``?`` and ``[``
    escaped by :func:`glob.escape`): ``"games [2016]/*.sgf"`` with a
    folder ``games [2016]`` reads that folder's files (found from outside:
    ``[2016]`` was read as a character class, and the files of a folder
    ``games 2`` were loaded instead, with no row to say so)."""
    parts = pattern.split("/")
    for n in range(len(parts) - 1, 0, -1):
        head = "/".join(parts[:n])
        if any(c in head for c in "*?[") and os.path.isdir(head):
            return glob.escape(head) + "/" + "/".join(parts[n:])
    return pattern


def _navigates(pattern: str) -> bool:
    """Whether a pattern holds a ``.`` or ``..`` segment after its first
    wildcard, which a walk of names never meets: such a pattern is left to
    :func:`glob.glob` (found from outside: ``gt/**/../*.sgf`` matched
    nothing)."""
    parts = pattern.replace(os.sep, "/").split("/")
    first = next((k for k, seg in enumerate(parts) if any(c in seg for c in "*?[")), len(parts))
    return any(seg in (".", "..") for seg in parts[first:])


def _class_regex(body: str) -> str:
    """A character class of a glob pattern (the text between ``[`` and
    ``]``) as :mod:`fnmatch` reads it (``!`` first negates, ``^`` is a
    character like any other, an empty range is left out: found from
    outside, ``[^a]`` was read as a negation, the complement of
    :func:`glob.glob`'s files, and ``[z-a]`` raised ``re.error``), made
    never to match a separator, as no class of a path segment does."""
    translated = fnmatch.translate("[" + body + "]")
    inner = translated.removeprefix("(?s:").removesuffix(")\\Z")
    if inner == ".":
        return "[^/]"
    if inner.startswith("[^"):
        return "[^/" + inner[2:]
    return inner


def _segment_regex(segment: str) -> str:
    """A regular expression for one path segment of a glob pattern: ``*``
    and ``?`` never cross a separator, ``[...]`` is a character class
    (``[!...]`` negated, as :mod:`fnmatch` reads it), and a name starting
    with ``.`` is matched only by a segment that starts with ``.`` (as
    :func:`glob.glob` does)."""
    out = [] if segment.startswith(".") else [r"(?!\.)"]
    i = 0
    while i < len(segment):
        c = segment[i]
        if c == "*":
            out.append(r"[^/]*")
        elif c == "?":
            out.append(r"[^/]")
        elif c == "[" and (end := segment.find("]", _class_start(segment, i))) != -1:
            out.append(_class_regex(segment[i + 1 : end]))
            i = end
        else:
            out.append(re.escape(c))
        i += 1
    return "".join(out)


def _class_start(segment: str, i: int) -> int:
    """Where the closing ``]`` of a class opened at ``segment[i]`` may be
    found from: after a first ``!`` and a first ``]`` (which belong to the
    class), as :mod:`fnmatch` reads it."""
    j = i + 1
    if segment[j : j + 1] == "!":
        j += 1
    if segment[j : j + 1] == "]":
        j += 1
    return j


def _walk(top: str, onerror: Callable[[OSError], object]) -> Iterator[tuple[str, str, list[str], list[str]]]:
    """:func:`os.walk` from ``top``, top-down, without following links to
    folders, with an explicit stack instead of a call per level (found from
    outside: ``os.walk`` of Python 3.11 raised ``RecursionError`` on a tree
    1,000 folders deep). Yields ``(folder, real, dirs, files)``, ``real``
    the folder's path with links resolved (``top``'s asked of the system
    once, each real subfolder's its parent's and its name: asking for each
    took a cubic number of lookups in a deep tree); the caller may change
    ``dirs`` in place (sort it, or empty it so that nothing under the
    folder is entered). ``onerror`` gets the ``OSError`` of a folder that
    cannot be listed."""
    stack = [(top, os.path.realpath(top))]
    while stack:
        folder, real = stack.pop()
        try:
            with os.scandir(folder) as it:
                entries = list(it)
        except OSError as e:
            onerror(e)
            continue
        dirs: list[str] = []
        files: list[str] = []
        for entry in entries:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            (dirs if is_dir else files).append(entry.name)
        yield folder, real, dirs, files
        for name in reversed(dirs):
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                stack.append((path, os.path.join(real, name)))


def _walk_glob(pattern: str) -> list[str]:
    """The paths a ``**`` pattern names, found by one walk from the part of
    the pattern before its first wildcard: ``**`` stands for any number of
    folders (none included), through links to folders, but each real
    folder is entered once for each place in the pattern it is reached at
    (by a path with the fewest links), so that a link loop (or two) cannot
    make the walk endless. :func:`glob.glob` follows each loop until the
    path is too long, which takes exponential time with two."""
    if len(pattern) > 1 and pattern.endswith(("/", os.sep)):
        # A trailing separator names folders only (as glob.glob does).
        folders = [f.rstrip("/") + "/" for f in _walk_glob(pattern.rstrip("/" + os.sep)) if os.path.isdir(f)]
        return list(dict.fromkeys(folders))
    # Repeated separators are one, as glob.glob reads them (found from
    # outside: `G//**//a.sgf` matched nothing); a leading one keeps the
    # path absolute.
    parts = [p for k, p in enumerate(pattern.replace(os.sep, "/").split("/")) if p or k == 0]
    fixed = 0
    while fixed < len(parts) - 1 and not any(c in parts[fixed] for c in "*?["):
        fixed += 1
    root = "/".join(parts[:fixed]) or ("/" if fixed else "")
    rest = parts[fixed:]
    regex = ""
    for k, seg in enumerate(rest):
        last = k == len(rest) - 1
        if seg == "**":
            regex += r"(?:(?!\.)[^/]*(?:/|$))*" if last else r"(?:(?!\.)[^/]*/)*"
        else:
            regex += _segment_regex(seg) + ("" if last else "/")
    matcher = re.compile(regex + r"\Z", re.S)
    # A final `**` also names the folders it starts from, with a trailing
    # separator (as glob.glob gives them).
    head = None
    if rest[-1] == "**":
        head_regex = "".join(_segment_regex(seg) + "/" if seg != "**" else r"(?:(?!\.)[^/]*/)*" for seg in rest[:-1])
        head = re.compile(head_regex + r"\Z", re.S)
    start = root if root else "."
    found: list[str] = []
    if not os.path.isdir(start):
        # No folder to walk: nothing matches, and the pattern is kept as
        # given (found from outside: its row named the missing folder).
        return found
    if head is not None and len(rest) == 1 and root and os.path.isdir(root):
        found.append(os.path.join(root, ""))
    # Where each folder stands in the pattern: the pattern segments that
    # may come next after its path (a `**` also stands for no segment, and
    # never for a hidden name). A folder is entered once for each such
    # state it is reached in, so that a link loop ends (the loop comes back
    # to a folder in a state seen before) and no folder's entries are lost
    # to another name of it that the pattern does not match (found from
    # outside: with each real folder entered once, `G/**/x/*.sgf` missed
    # G/x/g.sgf when G/a/y, a link to G/x, came first in the walk, and
    # G/real/g.sgf through the link G/x when G/real came first). A folder
    # from which nothing can match is not entered.
    seg_res = [None if seg == "**" else re.compile(_segment_regex(seg) + r"\Z", re.S) for seg in rest]

    def closure(states: set[int]) -> frozenset[int]:
        todo = list(states)
        while todo:
            i = todo.pop()
            if i < len(rest) and rest[i] == "**" and i + 1 not in states:
                states.add(i + 1)
                todo.append(i + 1)
        return frozenset(states)

    # Each folder's states, from its parent's (walked first): from the
    # root each time, a deep tree's walk took a square number of steps.
    known: dict[str, frozenset[int]] = {}

    def states_of(rel: str) -> frozenset[int]:
        parent, _, last = rel.rpartition("/")
        base = known.get(parent or ".") if rel != "." else None
        states = closure({0}) if base is None else base
        for name in ([] if rel == "." else rel.split("/")) if base is None else [last]:
            following: set[int] = set()
            for i in states:
                pattern = seg_res[i] if i < len(rest) else None
                if i < len(rest) and pattern is None and not name.startswith("."):
                    following.add(i)
                elif pattern is not None and pattern.match(name):
                    following.add(i + 1)
            states = closure(following)
        return states

    # The folders reached without links first, then those reached through
    # one link, then two, and so on: a folder is named by a path with the
    # fewest links.
    seen: set[tuple[str, frozenset[int]]] = set()
    tops = [start]
    while tops:
        links: list[str] = []
        for top in tops:
            # A folder that cannot be listed is named, so that the load
            # gives it a row (found from outside: its files were missed
            # without a word).
            for folder, real, dirs, files in _walk(top, onerror=lambda e: found.append(str(e.filename))):
                rel_folder = os.path.relpath(folder, start).replace(os.sep, "/")
                states = known[rel_folder] = states_of(rel_folder)
                key = (real, states)
                if not states or key in seen:
                    dirs[:] = []
                    continue
                seen.add(key)
                dirs.sort()
                # Links to folders are listed here, entered in the next round.
                links.extend(os.path.join(folder, d) for d in dirs if os.path.islink(os.path.join(folder, d)))
                for name in sorted(dirs + files):
                    rel = name if rel_folder == "." else f"{rel_folder}/{name}"
                    if matcher.match(rel):
                        found.append(os.path.join(root, rel) if root else rel)
                    if head is not None and name in dirs and head.match(rel + "/"):
                        found.append(os.path.join(root, rel, "") if root else rel + "/")
        tops = links
    return found


class _TextProgress:
    """Progress on stderr when tqdm is not installed: one line, rewritten."""

    def __call__(self, files: int, total: int, games: int) -> None:
        percent = 100 * files // total if total else 100
        end = "\n" if files == total else ""
        print(f"\rgo_core.load: {files}/{total} files ({percent}%), {games} games", end=end, file=sys.stderr)


def _progress_callback(progress: Progress) -> tuple[Callable[[int, int, int], object] | None, Any]:
    """The callback for the engine and a tqdm bar to close (or None)."""
    if progress is None:
        return None, None
    if callable(progress):
        return progress, None
    # True or False, NumPy's bool_ too, as the other yes/no options take
    # (found from outside: ``np.True_`` was refused as "not bool").
    if not is_flag(progress):
        raise TypeError(f"progress must be True, False, None or a callable, not {type_name(progress)}")
    if not progress:
        return None, None
    try:
        from tqdm.auto import tqdm  # type: ignore[import-untyped]
    except ImportError:
        return _TextProgress(), None
    bar: Any = None
    last = [0]

    def update(files: int, total: int, games: int) -> None:
        nonlocal bar
        if bar is None:
            bar = tqdm(total=total, unit="file", desc="go_core.load")
        # The games first: the update draws the bar (found from outside:
        # it showed the games one update behind).
        bar.set_postfix(games=games, refresh=False)
        bar.update(files - last[0])
        last[0] = files

    def close() -> None:
        if bar is not None:
            bar.close()

    return update, close


def load(
    paths: Paths,
    *,
    recursive: bool = True,
    workers: int | None = None,
    progress: Progress = True,
    mode: Literal["strict", "lenient"] | None = "lenient",
    moves: bool = False,
    playouts: int = 50,
    seed: int = 1,
    early_stop: bool = True,
    count: Literal["ended", "all"] = "ended",
) -> Corpus:
    """Loads SGF files into a :class:`Corpus`: every game read, replayed
    (tolerantly, under its own rules) and counted by the engine.

    ``paths``: a path or an iterable of paths: files (read whatever their
    name), folders (their ``.sgf`` files in any case, sorted, and with
    ``recursive`` their subfolders': the real subfolders of every path
    first, then those reached through symlinks, and last the files
    reached through a symlink to a file, so that a file keeps a path
    without links wherever it has one; each real folder walked once:
    reached again through a link from inside itself it is a symlink loop
    row, reached again otherwise it gives no row), or glob
    patterns (``"games/**/*.sgf"``). ``workers``: threads (default: all
    cores); the work runs with the interpreter released. ``progress``:
    ``True`` shows a ``tqdm`` bar (files, games, rate, ETA) when tqdm is
    installed, else a line on stderr; a callable is called as ``progress(files_done,
    files_total, games_done)`` from the calling thread, with
    ``files_done`` increasing and reaching ``files_total`` exactly once, at
    the end; ``False``/``None`` shows nothing. ``mode``: the SGF parse mode
    (``"lenient"`` repairs common damage, ``"strict"`` refuses any
    deviation from SGF's grammar, while the replay is always tolerant: a
    property repeated in a node or a move mixed with setup is a warning;
    ``None`` is ``"lenient"``, as for ``sgf.read``; any case).
    ``moves``: also build the moves table's rows.
    ``playouts``, ``seed``, ``early_stop``: the dead-stone estimator's options
    (``Game.estimate_dead_stones``) for "our count" of a game whose record
    has no ``TB``/``TW`` marks (``playouts`` a side at most, stopped early
    once every chain's verdict is settled unless ``early_stop=False``; 0:
    pass-alive analysis only, the fastest).
    ``count``: which games get "our count": ``"ended"`` (the default) those
    that ended by counting, ``"all"`` every game, a resigned or unfinished
    one counted as it stands. Under ``"ended"``, an Atari Go game won by
    a capture is not counted (it ended on the board, whatever ``RE``
    says); otherwise ``RE`` decides when it can be read: a score, a draw or a winner alone or with a number
    (``B+``, ``W+0.0``) is counted; a resignation, time, forfeit, void or
    a winner with another reason (``W+Time Over``) is not, even with
    territory marks or passes at the end. Without a readable ``RE`` a game
    is counted when its last node has ``TB``/``TW`` territory marks or its
    main line ends with passes that end play (the last two by each side,
    an implied pass being no player's; under AGA rules the last White's). Estimating dead stones is the dearest part of a
    load, and the position of a resigned game is not a final one.

    Nothing is dropped and nothing raises for a bad file: a file that
    cannot be read or parsed, a game whose replay fails, a path not found,
    a symlink loop and a file that is not a regular file each give a row
    whose ``error`` says why. Each file is read once: a file named again
    (twice in ``paths``, through a symbolic link to it, or both in a folder
    given and by itself) has the rows of the path that names it first, so
    that ``Corpus.files`` may be shorter than the paths given (a hard link
    is another file). A glob pattern's leading folders that exist are
    taken literally (``"games [2016]/*.sgf"`` reads the folder
    ``games [2016]``); elsewhere ``*``, ``?`` and ``[...]`` match as
    :func:`glob.glob` has them. Raises ``TypeError`` for a path of another
    type (``bytes`` included), a non-int number, a non-bool ``recursive``,
    ``moves`` or ``early_stop``, a ``progress`` that is not ``True``,
    ``False``, ``None`` or a callable; :class:`go_core.ParseError` for an unknown
    ``mode``, ``ValueError`` for ``workers`` outside ``1..=256``
    (:data:`MAX_WORKERS`), ``playouts`` outside ``0..=2**32 - 1``,
    ``seed`` outside ``0..=2**64 - 1`` or ``count`` not one of its two
    words (in any case, white space around ignored), and what the ``progress`` callback
    raises (``KeyboardInterrupt`` too): the rest of the files are then not
    read. Ctrl-C stops the search for files too (a walk through links to
    a large tree, such as ``/proc``'s to the whole file system).

    Memory: a file is read whole (64 MiB at most), and the corpus keeps a
    row of about 0.9 KB a game (more with ``moves=True``: about 300 bytes
    a move), whatever the game's size: a file of many tiny game trees
    takes far more memory than its bytes (measured from outside: 3 MB of
    ``(;)``, a million empty games, peaked at 840 MB): split such a
    file before loading it.
    """
    recursive = flag(recursive, "recursive")
    moves = flag(moves, "moves")
    early_stop = flag(early_stop, "early_stop")
    callback, close = _progress_callback(progress)
    try:
        return _load(_expand(paths), recursive, workers, mode, moves, callback, playouts, seed, early_stop, count)
    finally:
        if close is not None:
            close()


def _pyarrow() -> Any:
    try:
        import pyarrow  # type: ignore[import-untyped]
    except ImportError as e:  # pragma: no cover - the message is the point
        raise ImportError("go_core's tables need pyarrow: pip install pyarrow") from e
    return pyarrow


def _table(columns: dict[str, Any], schema: dict[str, tuple[str, str]]) -> Any:
    pa = _pyarrow()
    types = {
        "string": pa.string(),
        "int16": pa.int16(),
        "int32": pa.int32(),
        "int64": pa.int64(),
        "float64": pa.float64(),
        "bool": pa.bool_(),
        "list<string>": pa.list_(pa.string()),
    }
    arrays = []
    for name, (kind, _doc) in schema.items():
        value = columns[name]
        if kind.startswith("dictionary"):
            names = columns["_color_names"]
            arrays.append(pa.DictionaryArray.from_arrays(pa.array(value, type=pa.int8()), pa.array(names)))
        elif isinstance(value, tuple):
            values, valid = value
            arrays.append(pa.array(values, mask=~valid, type=types[kind]))
        else:
            arrays.append(pa.array(value, type=types[kind]))
    return pa.Table.from_arrays(arrays, names=list(schema))


def _corpus(source: Corpus | Paths, kwargs: dict[str, Any], moves: bool) -> Corpus:
    if isinstance(source, Corpus):
        if kwargs:
            raise TypeError("load options apply to paths, not to a loaded Corpus")
        if moves and not source.has_moves:
            again = load(
                source.inputs,
                recursive=source.recursive,
                mode=source.mode,  # type: ignore[arg-type]
                moves=True,
                progress=False,
                playouts=source.playouts,
                seed=source.seed,
                early_stop=source.early_stop,
                count=source.count,
            )
            if not _same_games(source, again):
                # Found from outside: after a change of working directory
                # (Jupyter's %cd) relative inputs name other files, and the
                # message said only that the files had changed.
                relative = [str(p) for p in source.inputs if not os.path.isabs(os.fsdecode(p))]
                where = (
                    f" (or its relative inputs {relative[:3]} name other files from the working directory now, "
                    f"{os.getcwd()!r})"
                    if relative
                    else ""
                )
                raise RuntimeError(
                    f"the files changed since this Corpus was loaded{where}: its games table and the moves read now "
                    "would not match row for row; load again with moves=True and take both tables from that Corpus"
                )
            return again
        return source
    if "moves" in kwargs:
        # Found from outside: `games_table(path, moves=True)` raised "load()
        # got multiple values for keyword argument 'moves'".
        table = "moves_table" if moves else "games_table"
        raise TypeError(
            f"{table}() takes load's options but moves: the games table reads no moves, the moves table always does"
        )
    return load(source, moves=moves, **kwargs)


def _same_games(a: Corpus, b: Corpus) -> bool:
    """Whether two loads of the same inputs found the same games: the same
    files with the same bytes (found from outside: an edited move that kept
    the results and move counts went unnoticed), game trees, results, move
    counts and errors, row for row."""
    if a.files != b.files or a._file_digests() != b._file_digests():
        return False
    ca, cb = a._games_columns(), b._games_columns()
    for name in ("file", "game", "result", "moves", "error"):
        x, y = ca[name], cb[name]
        if isinstance(x, tuple):
            if not (np.array_equal(x[0], y[0]) and np.array_equal(x[1], y[1])):
                return False
        elif x != y:
            return False
    return True


def games_table(source: Corpus | Paths, **kwargs: Any) -> Any:
    """The games table, a ``pyarrow.Table``: one row per game of a
    :class:`Corpus`, or of the paths given (loaded with ``kwargs``, the
    options of :func:`load` but ``moves``, a ``TypeError`` here), in load
    order. Columns and types:
    :data:`GAMES_COLUMNS` (file, game index, size, topology, rules, komi,
    handicap, players and ranks, date, event, recorded result, our count
    and whether it agrees, move count, irregularities, warnings, error). A file that
    gave no game is one row with ``error`` set and the game's columns null.
    ``polars.from_arrow(table)`` makes a polars DataFrame sharing every
    numeric column's memory; ``.to_pandas(split_blocks=True)`` a pandas one
    whose numeric columns without nulls are views of it (plain
    ``.to_pandas()`` copies the columns of one dtype into one block). Needs
    pyarrow."""
    return _table(_corpus(source, kwargs, moves=False)._games_columns(), GAMES_COLUMNS)


def moves_table(source: Corpus | Paths, **kwargs: Any) -> Any:
    """The moves table, a ``pyarrow.Table``: one row per move of every game
    (the main line as replayed), ``game`` being the game's row number in
    :func:`games_table` of the same load. Columns and types:
    :data:`MOVES_COLUMNS` (game id, move number, colour, x, y, stones
    captured, ko capture, liberties of the played chain, time left where
    recorded). Paths are loaded with ``kwargs``, the options of
    :func:`load` but ``moves`` (a ``TypeError`` here: the moves are always
    read). A :class:`Corpus` loaded without ``moves=True`` is loaded
    again, its files with their moves; raises ``RuntimeError`` when that
    load finds other games than the first (files added, removed or
    changed since), whose rows ``game`` would not name. Needs pyarrow."""
    columns = _corpus(source, kwargs, moves=True)._moves_columns()
    assert columns is not None
    return _table(columns, MOVES_COLUMNS)
