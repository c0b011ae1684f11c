"""The SGF corpora of ../shared/validation/corpora (about 3,200 records),
read and replayed from Python.

- The counts of files parsed (strict and lenient), files with warnings (by
  kind), games, games replayed, moves and irregularities (by kind) equal the
  figures the Rust corpus test prints for the same files (run in the same
  test command): the binding loses or invents nothing.
- The final positions equal sgfmill's (an independent pure-Python SGF
  library) wherever sgfmill reads the file. sgfmill allows suicide, does not
  check ko and refuses a move on an occupied point; as the Rust oracle
  (go-core/tests/oracle/sgfmill_check.py) does, a file sgfmill cannot read
  is skipped, a move sgfmill refuses makes us compare the position before
  it, and setup that go-core refuses (a chain without liberties) differs by
  construction.
- ``to_sgf()`` read again gives the same tree (decoded values; ``CA`` and
  undecodable values aside, which UTF-8 text cannot keep), and ``to_bytes()``
  read again in the record's character set gives an equal record.
"""

from __future__ import annotations

import collections
import importlib.util
from pathlib import Path
from typing import Any

import pytest
from conftest import CORPORA, camel_to_snake, corpus_files
from sgfmill import boards
from sgfmill import sgf as sgfmill_sgf

from go_core import GoError, sgf
from go_core.sgf import Node, Record


def test_counts_equal_the_rust_corpus_test(rust_corpus_figures: dict[str, dict[str, object]]) -> None:
    files = corpus_files()
    strict_ok = lenient_ok = warned = 0
    warning_kinds: collections.Counter[str] = collections.Counter()
    games = replayed = moves = 0
    irregularities: collections.Counter[str] = collections.Counter()
    info_warnings: collections.Counter[str] = collections.Counter()
    for path in files:
        data = path.read_bytes()
        try:
            sgf.read(data, mode="strict")
            strict_ok += 1
        except GoError:
            pass
        try:
            records = sgf.read(data)
        except GoError:
            continue
        lenient_ok += 1
        # The file's warnings: each game's own and the file-wide ones
        # (its character set), which every game lists; each counted once.
        file_warnings = {(w.kind, w.line, w.column, w.message) for r in records for w in r.warnings}
        if file_warnings:
            warned += 1
        warning_kinds.update(kind for kind, _, _, _ in file_warnings)
        for record in records:
            games += 1
            try:
                replay = record.replay()
            except GoError:
                continue
            replayed += 1
            moves += replay.moves
            irregularities.update(i.kind for i in replay.irregularities)
            info_warnings.update(w.kind for w in replay.warnings)
    parse = rust_corpus_figures["parse"]
    assert (len(files), strict_ok, lenient_ok, warned) == (
        parse["files"],
        parse["strict_ok"],
        parse["lenient_ok"],
        parse["files_with_warnings"],
    )
    rust_warnings = parse["warnings"]
    assert isinstance(rust_warnings, dict)
    assert dict(warning_kinds) == {camel_to_snake(k): v for k, v in rust_warnings.items()}
    replay_figures = rust_corpus_figures["replay"]
    assert (games, replayed, moves) == (
        replay_figures["games"],
        replay_figures["replayed"],
        replay_figures["moves"],
    )
    assert dict(irregularities) == replay_figures["irregularities"]
    rust_info = replay_figures["info_warnings"]
    assert isinstance(rust_info, dict)
    assert dict(info_warnings) == {camel_to_snake(k): v for k, v in rust_info.items()}
    # The corpora are what their README says: about 3,200 files.
    assert len(files) > 3000


def _oracle_module() -> Any:
    """go-core's sgfmill oracle script, whose ``removal_at_count`` states
    when a last node's ``AE`` is a record's removal of the dead stones at
    the count (as go_core's replay reads it): one statement of the rule for
    both sgfmill comparisons."""
    path = Path(__file__).resolve().parents[2] / "go-core" / "tests" / "oracle" / "sgfmill_check.py"
    spec = importlib.util.spec_from_file_location("sgfmill_check", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


removal_at_count = _oracle_module().removal_at_count


KEPT_REMOVALS: list[int] = [0]


def sgfmill_line(data: bytes) -> tuple[list[str], int, int | None]:
    """sgfmill's replay of the first game tree's main line: the rows (top
    first, ``X``/``O``/``.``), the moves applied, and the 1-based move that
    sgfmill refused (off the board or on an occupied point), or None. A
    last node's removal of the dead stones at the count is not applied, as
    go_core keeps those stones (``removal_at_count``; counted in
    ``KEPT_REMOVALS``)."""
    game = sgfmill_sgf.Sgf_game.from_bytes(data)
    size = game.get_size()
    board = boards.Board(size)
    moves = 0
    refused = None
    sequence = game.get_main_sequence()
    for k, node in enumerate(sequence):
        ab, aw, ae = node.get_setup_stones()
        if k == len(sequence) - 1 and moves > 0 and removal_at_count(node, board, ae):
            KEPT_REMOVALS[0] += 1
            ae = set()
        if ab or aw or ae:
            board.apply_setup(ab, aw, ae)
        colour, point = node.get_move()
        if colour is None:
            continue
        moves += 1
        if point is None:
            continue
        row, col = point
        if not (0 <= row < size and 0 <= col < size):
            refused = moves
            break
        try:
            board.play(row, col, colour)
        except ValueError:
            refused = moves
            break
    applied = moves - 1 if refused is not None else moves
    rows = []
    for y in range(size):
        # sgfmill's rows count from the bottom; go_core's from the top.
        row = size - 1 - y
        rows.append("".join({"b": "X", "w": "O", None: "."}[board.get(row, c)] for c in range(size)))
    return rows, applied, refused


def test_final_boards_equal_sgfmill() -> None:
    KEPT_REMOVALS[0] = 0
    outcomes: collections.Counter[str] = collections.Counter()
    different = []
    for path in corpus_files():
        data = path.read_bytes()
        try:
            expected, applied, refused = sgfmill_line(data)
        except Exception:  # noqa: BLE001 - any failure of sgfmill skips the file
            outcomes["sgfmill-unreadable"] += 1
            continue
        try:
            record = sgf.read(data)[0]
            replay = record.replay(max_moves=applied if refused is not None else None)
        except GoError:
            outcomes["go-core-refused"] += 1
            continue
        ours = str(replay.game.board).splitlines()
        if refused is not None:
            outcomes["sgfmill-refused-move"] += 1
        if ours == expected:
            outcomes["same"] += 1
        elif any(i.kind == "setup_refused" for i in replay.irregularities):
            outcomes["go-core-setup-refused"] += 1
        else:
            different.append(str(path.relative_to(CORPORA)))
    assert not different, f"final positions differ from sgfmill's: {different[:20]}"
    # Nearly every file is compared (sgfmill reads most of the corpora).
    assert outcomes["same"] > 3000, dict(outcomes)
    # GNU Go's three arb/ games end with such a removal.
    assert KEPT_REMOVALS[0] == 3


Props = list[tuple[str, list[str | bytes]]]


def flat_tree(record: Record, drop_ca: bool) -> list[tuple[int, Props]]:
    """The record's tree in preorder as ``(children, properties)`` pairs
    (which fixes its shape), walked without recursion; with ``drop_ca`` the
    root's ``CA`` left out (the UTF-8 text of a record read in another
    character set, or overruling its label, says ``CA[UTF-8]``)."""
    out: list[tuple[int, Props]] = []
    stack: list[Node] = [record.root]
    while stack:
        node = stack.pop()
        props = node.properties
        if drop_ca and not out:
            props = [p for p in props if p[0] != "CA"]
        children = node.children
        out.append((len(children), props))
        stack.extend(reversed(children))
    return out


def same_as_text(original: list[tuple[int, Props]], written: list[tuple[int, Props]]) -> bool:
    """Whether the written tree is the original as UTF-8 text keeps it:
    the same shape, identifiers and values, where a value that did not
    decode (``bytes``) is written with U+FFFD in place of its bad bytes."""
    if [(n, [(k, len(vs)) for k, vs in p]) for n, p in original] != [
        (n, [(k, len(vs)) for k, vs in p]) for n, p in written
    ]:
        return False
    for (_, props_a), (_, props_b) in zip(original, written):
        for (_, values_a), (_, values_b) in zip(props_a, props_b):
            for a, b in zip(values_a, values_b):
                if isinstance(a, bytes):
                    if not (isinstance(b, str) and "\ufffd" in b):
                        return False
                elif a != b:
                    return False
    return True


def test_written_records_read_back_to_the_same_tree() -> None:
    checked = 0
    for path in corpus_files():
        try:
            records = sgf.read(path)
        except GoError:
            continue
        for record in records:
            [again] = sgf.read(record.to_sgf())
            # The UTF-8 copy says CA[UTF-8] when the text was in another
            # set, or was UTF-8 under a label for another set (overruled,
            # with a charset warning: found from outside, the copy kept it).
            drop_ca = record.encoding != "UTF-8" or any(w.kind == "charset" for w in record.warnings)
            assert same_as_text(flat_tree(record, drop_ca), flat_tree(again, drop_ca)), path
            [exact] = sgf.read(record.to_bytes(), mode="strict", charset=record.encoding)
            assert exact == record, path
            checked += 1
    assert checked > 3000


def test_strict_replay_names_the_move() -> None:
    # (;FF[4]CA[UTF8]AP[GoGui:0.9.x]SZ[9]KM[6.5]DT[2006-09-05]
    # ;B[cg];W[ee];B[rs];W[cb])
    record = sgf.read(CORPORA / "sgf-edge-cases/gogui/invalidmove.sgf")[0]
    with pytest.raises(sgf.SgfError) as e:
        record.replay("strict")
    assert (e.value.reason, e.value.code, e.value.line, e.value.column) == ("sgf_off_board", 608, 2, 14)
    game, irregularities = record.replay("tolerant")
    assert [(i.kind, i.move_number, i.line, i.column, i.detail) for i in irregularities] == [
        ("off_board", 3, 2, 14, "rs"),
        ("implied_pass", 4, 2, 20, None),
    ]
    assert [m.move for m in game.moves] == [(2, 6), (4, 4), None, (2, 1)]
