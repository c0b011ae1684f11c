"""go_core.load, games_table and moves_table: the whole corpora in parallel
against per-file serial loads and against go_core.sgf read from Python;
bad inputs as rows; progress; the moves of a hand-checked game."""

from __future__ import annotations

import errno
import glob
import math
import os
import re
import resource
import threading
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl
import pyarrow as pa
import pytest

import go_core
from go_core._tables import _expand
from go_core import sgf

from conftest import CORPORA, corpus_files


@pytest.fixture(scope="module")
def serial_rows() -> list[dict[str, Any]]:
    """The games table built file by file, one worker: the reference."""
    corpus = go_core.load(CORPORA, progress=False, workers=1, playouts=0)
    rows: list[dict[str, Any]] = []
    for f in corpus.files:
        rows.extend(go_core.games_table([f], workers=1, progress=False, playouts=0).to_pylist())
    return rows


@pytest.mark.parametrize("workers", [1, None])
def test_corpora_table_equals_per_file_serial_rows(serial_rows: list[dict[str, Any]], workers: int | None) -> None:
    # (Pass-alive analysis only for unmarked games: the estimator's playouts
    # over the whole corpora would take minutes on two cores.)
    table = go_core.games_table(CORPORA, workers=workers, progress=False, playouts=0)
    assert table.column_names == list(go_core.GAMES_COLUMNS)
    rows = table.to_pylist()
    assert len(rows) == len(serial_rows)
    for i, (row, ref) in enumerate(zip(rows, serial_rows)):
        assert row == ref, f"row {i}"
    # Every .sgf file of the corpora gives at least one row, in sorted order.
    # (Sorted by path components, as a folder walk meets them.)
    files = [str(p) for p in corpus_files()]
    assert list(dict.fromkeys(r["file"] for r in rows)) == files


def _points(values: list[Any]) -> set[tuple[int, int]]:
    """SGF point-list values (points and compressed rectangles), read here
    independently of the engine."""
    out: set[tuple[int, int]] = set()
    for v in values:
        a, _, b = v.strip().partition(":")
        b = b or a
        (x0, y0), (x1, y1) = [(ord(p[0]) - 97, ord(p[1]) - 97) for p in (a, b)]
        for x in range(min(x0, x1), max(x0, x1) + 1):
            for y in range(min(y0, y1), max(y0, y1) + 1):
                out.add((x, y))
    return out


def _simple(text: Any) -> Any:
    """SGF Text as SimpleText (the table's game information): newlines
    made spaces."""
    return None if text is None else re.sub(r"\r\n|\n\r|\n|\r", " ", text)


@pytest.mark.parametrize(("folder", "playouts"), [(CORPORA, 0), (CORPORA / "sgf-edge-cases", 30)])
def test_rows_match_go_core_sgf_from_python(folder: Path, playouts: int) -> None:
    """Each row against the same file read, replayed and counted through
    go_core.sgf, the count's dead stones taken from TB/TW read here, else
    from Game.estimate_dead_stones with the same playouts and seed."""
    rows = go_core.games_table(folder, progress=False, playouts=playouts, seed=7, count="all").to_pylist()
    by_file: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by_file.setdefault(r["file"], []).append(r)
    marks = agree = 0
    for f, frows in by_file.items():
        try:
            records = sgf.read(f)
        except go_core.SgfError as e:
            assert len(frows) == 1 and frows[0]["error"] == f"{e.reason}: {e}"
            assert frows[0]["game"] is None
            continue
        assert [r["game"] for r in frows] == list(range(len(records)))
        for rec, row in zip(records, frows):
            try:
                replay = rec.replay()
            except go_core.SgfError as e:
                assert row["error"] == f"{e.reason}: {e}"
                continue
            game = replay.game
            info = rec.info
            for column, ident in [("black", "PB"), ("white", "PW"), ("event", "EV"), ("date", "DT"), ("result", "RE")]:
                value = info.get(ident)
                if isinstance(value, bytes):  # undecodable: the table has it with U+FFFD
                    assert "\ufffd" in row[column]
                else:
                    assert row[column] == _simple(value), (f, ident)
            assert (row["width"], row["height"]) == game.size
            assert row["topology"] == game.topology
            assert row["variant"] == game.variant
            assert row["moves"] == game.move_count
            assert row["irregularities"] == len(replay.irregularities)
            assert row["warnings"] == [w.kind for w in rec.warnings] + [w.kind for w in replay.warnings], f
            # The handicap replayed (found from outside: `HA` as written
            # showed 3 beside two stones, which the replay takes as none).
            assert row["handicap"] == game.handicap, (f, info.get("HA"))
            last = rec.root.main_line()[-1]
            tb, tw = last.get("TB"), last.get("TW")
            dead: list[tuple[int, int]]
            if game.rules.dead_stones == "never_removed":
                assert row["count_dead"] == "none"
                dead = []
            elif tb is None and tw is None:
                assert row["count_dead"] == "estimate"
                dead = game.estimate_dead_stones(playouts=playouts, seed=7)
            else:
                marks += 1
                assert row["count_dead"] == "marks"
                # A chain with a stone marked as the opponent's territory,
                # or whose liberties all are (records that mark only the
                # empty points, as GNU Go's do).
                owner = {p: "black" for p in _points(tb or [])} | {p: "white" for p in _points(tw or [])}
                dead = []
                for chain in game.board.chains():
                    theirs = "white" if chain.color == "black" else "black"
                    if any(owner.get(p) == theirs for p in chain.stones) or all(
                        owner.get(p) == theirs for p in chain.liberties
                    ):
                        dead += chain.stones
            score = game.score_with(dead)
            assert row["count"] == score.result
            assert row["count_margin"] == score.margin
            re_value = info.get("RE")
            re_text = re_value if isinstance(re_value, str) else None
            m = re.fullmatch(r"([BW])\+(\d+(\.5)?)", re_text or "")
            if m:
                agree += 1
                assert row["agrees"] == (score.result == f"{m[1]}+{m[2]}"), (f, re_text, score.result)
            elif re_text is not None and re.fullmatch(r"[BW]\+R(esign)?", re_text, re.I):
                assert row["agrees"] is None
    if folder == CORPORA:
        # The corpora have records with marks and with counted results.
        assert marks > 100 and agree > 500


def _re_ended_by_counting(text: str) -> bool | None:
    """What an RE value says of the game's end: True for a draw, a score or
    a winner alone or with a number, False for any other end (resignation,
    time, forfeit, void, a winner with another reason such as "Time
    Over"), None when it cannot be read."""
    low = text.strip().lower()
    if low in {"0", "0.0", "draw", "jigo"}:
        return True
    if low == "void":
        return False
    m = re.fullmatch(r"([BW])\s*(?:\+\s*(.*))?", text.strip(), re.I | re.S)
    if m is None:
        return None
    reason = (m[2] or "").strip()
    if not reason:
        return True
    if re.fullmatch(r"\d+,\d+", reason):
        reason = reason.replace(",", ".")
    try:
        margin = float(reason)
    except ValueError:
        return False
    return math.isfinite(margin) and margin >= 0


def test_only_games_that_ended_by_counting_are_counted_by_default() -> None:
    """count="ended" (the default) counts the games that ended by counting
    and leaves the rest null; the counted rows equal count="all"'s."""
    every = go_core.games_table(CORPORA, progress=False, playouts=10, count="all").to_pylist()
    ended = go_core.games_table(CORPORA, progress=False, playouts=10).to_pylist()
    assert [(r["file"], r["game"]) for r in every] == [(r["file"], r["game"]) for r in ended]
    counted = skipped = 0
    for a, e in zip(every, ended):
        if e["error"] is not None:
            continue
        # The oracle, from the record read here: RE when it can be read,
        # else territory marks on the last node or a main line that ends
        # with two passes or more.
        rec = sgf.read(e["file"])[e["game"]]
        last = rec.root.main_line()[-1]
        re_text = (e["result"] or "").strip()
        said = _re_ended_by_counting(re_text)
        moves = rec.replay().game.moves
        trailing = moves[max((k + 1 for k, m in enumerate(moves) if m.move is not None), default=0) :]
        # The passes players made: an implied pass is none (found from
        # outside: a lone `B[]` with White to move was counted as two); the
        # last two by each side, the last White's under AGA rules.
        made = [m.color for m in trailing if m.irregularity != "implied_pass"]
        aga = rec.replay().game.rules.pass_stones == "aga"
        closing = len(made) >= 2 and made[-1] != made[-2] and (not aga or made[-1] == "white")
        ended_by_count = (
            said
            if said is not None
            else (last.get("TB") is not None or last.get("TW") is not None or closing)
        )
        assert (e["count"] is not None) == ended_by_count, (e["file"], e["game"], re_text)
        if e["count"] is None:
            skipped += 1
            assert e["count_margin"] is None and e["count_dead"] is None and e["agrees"] is None
        else:
            counted += 1
            assert {k: e[k] for k in ("count", "count_margin", "count_dead", "agrees")} == {
                k: a[k] for k in ("count", "count_margin", "count_dead", "agrees")
            }
    assert counted > 700 and skipped > 1000, (counted, skipped)
    assert go_core.load([], progress=False).early_stop is True
    assert go_core.load([], progress=False, early_stop=False).early_stop is False
    with pytest.raises(TypeError, match="^early_stop must be a bool, not int"):
        go_core.load([], progress=False, early_stop=1)  # type: ignore[arg-type]
    # Found from outside: None was taken (as the default) and a number for
    # the paths failed inside list().
    with pytest.raises(TypeError, match="^early_stop must be a bool, not NoneType"):
        go_core.load([], progress=False, early_stop=None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^paths must be str, os.PathLike or an iterable of them, not int$"):
        go_core.load(5, progress=False)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^paths must be str, os.PathLike or an iterable of them, not int$"):
        go_core.iter_positions(5)  # type: ignore[arg-type]
    assert go_core.load([], progress=False).count == "ended"
    assert go_core.load([], progress=False, count="all").count == "all"
    with pytest.raises(ValueError, match=r'^count must be "ended" or "all", got "some"$'):
        go_core.load([], progress=False, count="some")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^count must be a str, not int"):
        go_core.load([], progress=False, count=1)  # type: ignore[arg-type]


def test_which_small_games_are_counted(tmp_path: Path) -> None:
    """Found from outside: three passes at the end are counted, RE decides
    over passes and marks, a winner with an unnamed reason is no count."""
    cases = {
        "three-passes": ("", ";B[ee];W[];B[];W[]", True),
        "two-passes": ("", ";B[ee];W[];B[]", True),
        "one-pass": ("", ";B[ee];W[]", False),
        "resigned-after-passes": ("RE[B+R]", ";B[ee];W[];B[]", False),
        "resigned-with-marks": ("RE[W+Resign]", ";B[ee];W[];B[]TB[aa]", False),
        "time-over": ("RE[W+Time Over]", ";B[ee];W[];B[]", False),
        "illegal": ("RE[B+Illegal]", ";B[ee]", False),
        "score": ("RE[B+74.5]", ";B[ee]", True),
        "bare-winner": ("RE[B+]", ";B[ee]", True),
        # Found from outside: a margin with a decimal comma was no count,
        # while "B+ 3.5" was one.
        "comma-margin": ("RE[W+3,5]", ";B[ee]", True),
        "comma-list": ("RE[W+3,5,0]", ";B[ee]", False),
        "unknown-with-marks": ("RE[?]", ";B[ee]TB[aa]", True),
        # Found from outside: an Atari Go game won by a capture was counted
        # and "agreed" with its RE[B+]; it ended on the board. One ended
        # by passes is counted.
        "atari-capture": ("AG[1]RE[B+]AW[aa]AB[ba]", ";B[ab]", False),
        "atari-passes": ("AG[1]", ";B[ee];W[];B[]", True),
        # Found from outside: the record plays on after the capture (the
        # replay resumes play); the game was still won by it.
        "atari-capture-then-on": ("AG[1]RE[B+]AW[aa]AB[ba]", ";B[ab];W[cc];B[dd]", False),
        # Found from outside: one pass, after the pass the replay implies
        # between White's two moves, is no end by two passes.
        "implied-and-one-pass": ("", ";B[ee];W[dd];W[]", False),
        # Found from outside: two passes by one side, the other's implied
        # between them; under AGA rules a last pass by Black.
        "one-side-passes": ("", ";B[dd];W[ff];B[];B[]", False),
        "aga-black-last": ("RU[AGA]", ";B[dd];W[];B[]", False),
        "aga-white-last": ("RU[AGA]", ";B[dd];W[ff];B[];W[]", True),
    }
    for name, (re_prop, moves, _) in cases.items():
        rules = "" if "RU[" in re_prop else "RU[Chinese]"
        (tmp_path / f"{name}.sgf").write_text(f"(;GM[1]FF[4]SZ[9]KM[6.5]{rules}{re_prop}{moves})")
    rows = go_core.games_table(tmp_path, progress=False, playouts=4).to_pylist()
    got = {Path(r["file"]).stem: r for r in rows}
    for name, (_, _, counted) in cases.items():
        assert (got[name]["count"] is not None) == counted, name
    # RE with only a winner and a count agree when the winners match; no
    # count, no agreement.
    assert got["bare-winner"]["agrees"] is True
    assert got["score"]["agrees"] is True
    assert got["atari-capture"]["agrees"] is None
    assert {n: r["variant"] for n, r in got.items() if n.startswith(("atari", "score"))} == {
        "atari-capture": "atari_go",
        "atari-capture-then-on": "atari_go",
        "atari-passes": "atari_go",
        "score": "standard",
    }
    all_rows = {Path(r["file"]).stem: r for r in go_core.games_table(tmp_path, progress=False, playouts=4, count="all").to_pylist()}
    assert all_rows["time-over"]["count"] is not None and all_rows["time-over"]["agrees"] is None


def test_marks_of_empty_points_kill_the_stones_inside_and_tromp_taylor_removes_none(tmp_path: Path) -> None:
    """Found from outside: a record that marks only the empty points of its
    territories (as GNU Go's do) kept the White stone B3 inside Black's
    marked area alive, and counted W+5.5 against RE[B+4.5]; under
    Tromp-Taylor rules ``count_dead`` named a source the count never used."""
    moves = ";B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[aa];W[bc];B[];W[]"
    marks = "TB[ab][ac][ad][ae][ba][bb][bd][be]TW[ea][eb][ec][ed][ee]"
    (tmp_path / "marks.sgf").write_text(f"(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5]{moves}{marks})")
    (tmp_path / "tt.sgf").write_text(f"(;GM[1]FF[4]SZ[5]KM[0.5]RU[Tromp-Taylor]{moves}{marks})")
    rows = {Path(r["file"]).stem: r for r in go_core.games_table(tmp_path, progress=False, playouts=8).to_pylist()}
    assert (rows["marks"]["count"], rows["marks"]["count_dead"], rows["marks"]["agrees"]) == ("B+4.5", "marks", True)
    # Tromp-Taylor: every stone stands, and the 8 empty points on the left
    # touch both colours: Black 6 stones, White 6 stones, 5 points and 0.5.
    assert (rows["tt"]["count"], rows["tt"]["count_dead"]) == ("W+5.5", "none")


def test_to_pandas_keeps_types() -> None:
    df = go_core.games_table(CORPORA / "sgf-edge-cases", progress=False, playouts=0).to_pandas()
    assert str(df["width"].dtype) in ("float64", "Int16", "int16")
    assert df["file"].str.endswith((".sgf", ".SGF")).all()
    assert df["error"].notna().sum() >= 1


# Arrow type (as pyarrow prints it) -> the polars dtype polars.from_arrow
# gives the column.
POLARS_DTYPES: dict[str, Any] = {
    "string": pl.String,
    "int16": pl.Int16,
    "int32": pl.Int32,
    "int64": pl.Int64,
    "double": pl.Float64,
    "bool": pl.Boolean,
    "dictionary<values=string, indices=int8, ordered=0>": pl.Categorical,
    "list<item: string>": pl.List(pl.String),
}


def a_few_corpus_files(damaged: bool = True) -> list[Path]:
    """Three AI games (long, with BL/WL times) and one counted GNU Go game;
    with ``damaged`` the edge cases too (damaged records: rows with errors,
    a null in every numeric column of the games table)."""
    files = sorted((CORPORA / "yenw-ai-games").rglob("*.sgf"))[:3]
    files.append(CORPORA / "gnugo-regression-games" / "games" / "FSGCBot-dr.sgf")
    if damaged:
        files += sorted((CORPORA / "sgf-edge-cases").rglob("*.sgf"))
    return files


def data_address(values: Any) -> int:
    """The address of the value buffer of a primitive Arrow array (or a
    column of one chunk)."""
    chunks = values.chunks if isinstance(values, pa.ChunkedArray) else [values]
    assert len(chunks) == 1
    return int(chunks[0].buffers()[1].address)


@pytest.mark.parametrize("damaged", [True, False])
@pytest.mark.parametrize("which", ["games", "moves"])
def test_polars_from_arrow_keeps_columns_types_values_and_memory(which: str, damaged: bool) -> None:
    files = a_few_corpus_files(damaged)
    make = go_core.games_table if which == "games" else go_core.moves_table
    table = make(files, progress=False, playouts=0)
    assert table.num_rows >= (len(files) if which == "games" else 500)
    df = pl.from_arrow(table)
    assert isinstance(df, pl.DataFrame)
    assert df.columns == table.column_names
    assert df.height == table.num_rows
    for name, dtype in zip(table.column_names, df.dtypes):
        assert dtype == POLARS_DTYPES[str(table.schema.field(name).type)], name
    assert df.rows(named=True) == table.to_pylist()
    # Zero copy: polars takes every numeric column's value buffer as is
    # (nulls or not: the validity is a bitmap beside it), and hands the
    # columns without nulls to NumPy as views of that same memory.
    numeric = [n for n in table.column_names if pa.types.is_integer(table.schema.field(n).type)
               or pa.types.is_floating(table.schema.field(n).type)]
    assert len(numeric) >= 4
    without_nulls = 0
    for name in numeric:
        column = table.column(name)
        assert data_address(df[name].to_arrow()) == data_address(column), name
        if column.null_count == 0:
            view = df[name].to_numpy(allow_copy=False)
            assert view.__array_interface__["data"][0] == data_address(column), name
            without_nulls += 1
    if not (damaged and which == "games"):
        assert without_nulls >= 3


def test_to_pandas_without_copying_numbers() -> None:
    table = go_core.moves_table(a_few_corpus_files(), progress=False, playouts=0)
    # split_blocks keeps each column its own block: the numeric columns
    # without nulls are NumPy views of the Arrow buffers...
    df = table.to_pandas(split_blocks=True)
    for name in ("game", "move", "captured"):
        assert table.column(name).null_count == 0
        assert df[name].to_numpy().__array_interface__["data"][0] == data_address(table.column(name)), name
    assert df["game"].tolist() == table.column("game").to_pylist()
    # ...while the default consolidates columns of one dtype into one
    # block, which copies them.
    merged = table.to_pandas()
    assert merged["move"].to_numpy().__array_interface__["data"][0] != data_address(table.column("move"))
    assert merged["move"].tolist() == df["move"].tolist()


def test_a_file_of_no_reported_size_is_read_only_up_to_a_bound(tmp_path: Path) -> None:
    # Found from outside: a link to /proc/self/pagemap (0 bytes reported,
    # as /proc's files) was read until the system ran out of memory. Its
    # row now holds an io error, and the rest is read.
    (tmp_path / "a.sgf").write_bytes(b"(;GM[1]SZ[9];B[ee];W[gc])")
    os.symlink("/proc/self/pagemap", tmp_path / "b.sgf")
    rows = go_core.games_table(tmp_path, progress=False).to_pylist()
    assert [(Path(r["file"]).name, r["game"]) for r in rows] == [("a.sgf", 0), ("b.sgf", None)]
    assert rows[0]["error"] is None and rows[0]["moves"] == 2
    assert rows[1]["error"] == "io: holds more than the 64 MiB read here (its reported size is 0 bytes)"
    # go_core.sgf.read of such a file is refused the same way.
    with pytest.raises(OSError, match="holds more than the 64 MiB") as refused:
        go_core.sgf.read("/proc/self/pagemap")
    assert refused.value.errno == errno.EFBIG


def test_a_file_that_waits_for_data_is_not_waited_for(tmp_path: Path) -> None:
    # Found from outside: a link to /proc/kmsg (which waits until the
    # kernel logs something) hung the loader, and Ctrl-C could not stop
    # it. Reading it needs the right to read the kernel's log (root, as in
    # CI); it is then read without waiting.
    if not os.access("/proc/kmsg", os.R_OK):
        print("NOT TESTED: /proc/kmsg cannot be read by this user; the wait is tested only as root")
        return
    (tmp_path / "a.sgf").write_bytes(b"(;GM[1]SZ[9];B[ee];W[gc])")
    os.symlink("/proc/kmsg", tmp_path / "k.sgf")
    rows = go_core.games_table(tmp_path, progress=False).to_pylist()
    assert [(Path(r["file"]).name, r["game"]) for r in rows] == [("a.sgf", 0), ("k.sgf", None)]
    # No message waiting (the usual case): an io error; else the messages
    # read are no SGF.
    assert rows[1]["error"].startswith(("io: the file gives no data without waiting", "sgf_")), rows[1]
    try:
        go_core.sgf.read("/proc/kmsg")
    except BlockingIOError as e:
        assert e.errno == errno.EAGAIN and "without waiting" in str(e)
    except go_core.SgfError:
        pass
    else:
        raise AssertionError("/proc/kmsg read as a record")


def test_bad_inputs_are_rows_with_their_reason(tmp_path: Path) -> None:
    (tmp_path / "a.sgf").write_bytes(b"(;GM[1]SZ[9];B[ee];W[gc])(;GM[1]SZ[13]PB[second])")
    (tmp_path / "b.sgf").write_bytes(b"this is not SGF")
    (tmp_path / "c.SGF").write_bytes(b"(;GM[1]SZ[-3])")
    (tmp_path / "notes.txt").write_bytes(b"ignored: not an .sgf name")
    os.mkfifo(tmp_path / "d.sgf")
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "e.sgf").write_bytes(b"(;GM[1]SZ[19]RE[B+R];B[pd])")
    os.symlink(tmp_path, sub / "loop")
    os.symlink(tmp_path / "nowhere.sgf", tmp_path / "f.sgf")
    rows = go_core.games_table([tmp_path, tmp_path / "missing.sgf"], progress=False).to_pylist()
    got = [(Path(r["file"]).relative_to(tmp_path).as_posix(), r["game"], r["error"]) for r in rows]
    assert [g[:2] for g in got] == [
        ("a.sgf", 0),
        ("a.sgf", 1),
        ("b.sgf", None),
        ("c.SGF", 0),
        ("d.sgf", None),
        ("f.sgf", None),
        ("sub/e.sgf", 0),
        ("missing.sgf", None),
        ("sub/loop", None),  # the links after every path's real folders
    ]
    errors = {g[0]: g[2] for g in got}
    assert errors["a.sgf"] is None and errors["sub/e.sgf"] is None
    assert errors["b.sgf"].startswith("sgf_no_game_tree: ")
    assert errors["c.SGF"].startswith("sgf_invalid_value: ")
    assert errors["d.sgf"] == "skipped: not a regular file"
    assert errors["f.sgf"].startswith("skipped: ") and "No such file" in errors["f.sgf"]
    assert errors["sub/loop"] == "skipped: symlink loop (a folder inside itself)"
    assert errors["missing.sgf"].startswith("skipped: ") and "No such file" in errors["missing.sgf"]
    # Without recursion the subfolder is not read; a glob reads what it names.
    flat = go_core.games_table(tmp_path, recursive=False, progress=False).column("file").to_pylist()
    assert not any("sub" in f for f in flat)
    globbed = go_core.games_table(str(tmp_path / "*.SGF"), progress=False).column("file").to_pylist()
    assert [Path(f).name for f in globbed] == ["c.SGF"]
    # A `**` glob through the link loop names each file once.
    deep = go_core.games_table(str(tmp_path / "**" / "e.sgf"), progress=False).column("file").to_pylist()
    assert [Path(f).relative_to(tmp_path).as_posix() for f in deep] == ["sub/e.sgf"]
    # The positions iterator reports the same bad entries, never drops them.
    errors_seen: list[str] = []
    batches = list(go_core.iter_positions(tmp_path, on_error=lambda p, e: errors_seen.append(Path(p).name)))
    assert sum(len(b) for b in batches) > 0
    assert sorted(errors_seen) == ["b.sgf", "c.SGF", "d.sgf", "f.sgf", "loop"]
    # sgf.read refuses what is not a regular file, without blocking on a FIFO.
    with pytest.raises(OSError, match="not a regular file"):
        go_core.sgf.read(tmp_path / "d.sgf")
    with pytest.raises(IsADirectoryError):
        go_core.sgf.read(tmp_path / "sub")
    with pytest.raises(ValueError, match="workers"):
        go_core.load(tmp_path, workers=10**6)
    # Found from outside: a bad entry named twice gave two rows (a regular
    # file named twice gives one), and so did one seen through a link to
    # its folder; two names of one entry are one row now.
    fifo, missing = str(tmp_path / "d.sgf"), str(tmp_path / "missing.sgf")
    rows = go_core.games_table([fifo, fifo, missing, missing, str(sub / "loop" / "d.sgf")], progress=False)
    assert rows.column("file").to_pylist() == [fifo, missing]
    again = go_core.games_table([tmp_path, sub / "loop"], progress=False).to_pylist()
    twice = [(Path(r["file"]).relative_to(tmp_path).as_posix(), r["game"]) for r in again]
    assert twice == [g[:2] for g in got if g[0] != "missing.sgf"]


def test_a_globs_existing_folders_are_taken_literally(tmp_path: Path) -> None:
    """Found from outside: "games [2016]/*.sgf" read "[2016]" as a
    character class and loaded the folder "games 2" instead, with no row
    to say so. The pattern's leading folders that exist are literal; past
    them a class still matches as glob's does. A file named twice is read
    once."""
    one = tmp_path / "games [2016]"
    (one / "sub").mkdir(parents=True)
    (tmp_path / "games 2").mkdir()
    for f in (one / "a.sgf", one / "sub" / "c.sgf", tmp_path / "games 2" / "b.sgf"):
        f.write_text("(;GM[1]SZ[9];B[ee])")

    def names(pattern: str) -> list[str]:
        return [Path(f).relative_to(tmp_path).as_posix() for f in go_core.load(pattern, progress=False).files]

    assert names(str(one / "*.sgf")) == ["games [2016]/a.sgf"]
    assert names(str(one / "**" / "*.sgf")) == ["games [2016]/a.sgf", "games [2016]/sub/c.sgf"]
    assert names(str(tmp_path / "games [2]" / "*.sgf")) == ["games 2/b.sgf"]
    assert names(str(tmp_path / "*" / "*.sgf")) == ["games 2/b.sgf", "games [2016]/a.sgf"]
    twice = go_core.load([str(one / "a.sgf"), str(one / "a.sgf"), str(one)], progress=False, recursive=False)
    assert [Path(f).name for f in twice.files] == ["a.sgf"]


def test_a_double_star_glob_walks_each_real_folder_once(tmp_path: Path) -> None:
    """Found from outside: with two links from a folder to itself, glob's
    `**` follows both to the path length limit (2**40 paths, a hang); the
    loader's walk enters each real folder once. On a tree without loops it
    names exactly what glob.glob does."""
    g = tmp_path / "g"
    (g / "sub").mkdir(parents=True)
    (g / "x.sgf").write_text("(;GM[1]SZ[9])")
    (g / "sub" / "y.sgf").write_text("(;GM[1]SZ[9])")
    os.symlink(".", g / "a")
    os.symlink(".", g / "b")
    files = go_core.load(str(g / "**" / "*.sgf"), progress=False).files
    assert [Path(f).relative_to(g).as_posix() for f in files] == ["sub/y.sgf", "x.sgf"]
    # Found from outside: a folder reached first through a link under
    # another name (h/a/y, a link to h/x) was not entered again by its own
    # path, so that `**/x/*.sgf` missed h/x/g.sgf; the folders reached
    # without links are walked first now.
    h = tmp_path / "h"
    (h / "x").mkdir(parents=True)
    (h / "a").mkdir()
    (h / "x" / "g.sgf").write_text("(;GM[1]SZ[9])")
    os.symlink("../x", h / "a" / "y")
    pattern = str(h / "**" / "x" / "*.sgf")
    assert _expand(pattern) == glob.glob(pattern, recursive=True) == [str(h / "x" / "g.sgf")]
    # And the other way round (checking the fix): a folder whose own name
    # does not match, reached again through a link whose name does (k/x,
    # a link to k/real), and a hidden folder that `**` does not enter,
    # reached through a link that it does (m/a/x, a link to m/.h/x).
    k, m = tmp_path / "k", tmp_path / "m"
    (k / "real").mkdir(parents=True)
    (k / "real" / "g.sgf").write_text("(;GM[1]SZ[9])")
    os.symlink("real", k / "x")
    (m / ".h" / "x").mkdir(parents=True)
    (m / "a").mkdir()
    (m / ".h" / "x" / "g.sgf").write_text("(;GM[1]SZ[9])")
    os.symlink("../.h/x", m / "a" / "x")
    for pattern, expected in [
        (str(k / "**" / "x" / "*.sgf"), [str(k / "x" / "g.sgf")]),
        (str(m / "**" / "*.sgf"), [str(m / "a" / "x" / "g.sgf")]),
        (str(m / "**" / "x" / "*.sgf"), [str(m / "a" / "x" / "g.sgf")]),
    ]:
        assert _expand(pattern) == sorted(glob.glob(pattern, recursive=True)) == expected, pattern
    for pattern in ["**/*.sgf", "*/**/*.SGF", "**/nicklas/**", "**/nicklas/", "gnugo-regression-games/**/[a-c]*.sgf"]:
        ours = _expand(str(CORPORA / pattern))
        theirs = sorted(glob.glob(str(CORPORA / pattern), recursive=True))
        assert ours == theirs, pattern
        assert len(ours) > 0, pattern


def test_double_star_classes_and_navigation_read_as_glob_does(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found from outside: in a `**` pattern `[^a]` was a negation (the
    complement of glob.glob's files), `[z-a]` raised re.error, `[[]`
    warned of a nested set, `[!]` matched everything, and `.` or `..`
    after the wildcard matched nothing."""
    monkeypatch.chdir(tmp_path)
    for name in [
        "gt/a/a.sgf", "gt/a/b/b.sgf", "gt/a/b/c/c.sgf", "gt/r.sgf", "gt/br[1]/q.sgf", "gt/^x.sgf", "gt/!y.sgf",
        "gt/-.sgf", "gt/b.sgf", "gt/b/c/g.sgf",
    ]:
        Path(name).parent.mkdir(parents=True, exist_ok=True)
        Path(name).write_text("(;GM[1]SZ[9])")
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for pattern in [
            "gt/**/[^a]*.sgf",
            "gt/**/[!a]*.sgf",
            "gt/**/[z-a]*.sgf",
            "gt/**/br[[]1]/*.sgf",
            "gt/**/[!]*.sgf",
            "gt/**/[]]*.sgf",
            "gt/**/../*.sgf",
            "gt/a/**/./*.sgf",
            "gt/**/[a-c]/*.sgf",
            "gt/**/[!z-a].sgf",
            "gt/**/[az-ab].sgf",
            "gt/**/[!az-ab].sgf",
            "gt/**/[z-a-c].sgf",
            "gt/**/b[!a]c/*.sgf",
            "gt//**//b.sgf",
            "gt/**//c/*.sgf",
            # Found from outside: under a missing folder the row named the
            # folder, not the pattern as `*` keeps it.
            "nope/**/*.sgf",
            "gt/r.sgf/**/*.sgf",
        ]:
            # The same files, each once (by its first name).
            theirs = {os.path.realpath(f) for f in glob.glob(pattern, recursive=True)}
            ours = [os.path.realpath(f) for f in _expand(pattern)] if theirs else _expand(pattern)
            assert len(ours) == len(set(ours)) and set(ours) == (theirs or {pattern}), pattern
    assert _expand("gt/**/[^a]*.sgf") == ["gt/^x.sgf", "gt/a/a.sgf"]
    rows = go_core.games_table("nope/**/*.sgf", progress=False).to_pylist()
    assert [r["file"] for r in rows] == ["nope/**/*.sgf"]


def test_a_deep_folder_tree_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found from outside: the folder walk recursed once per level and
    overflowed a worker thread's stack at about 2,000 nested folders,
    ending the process (2,040 levels here), and canonicalized each folder
    from the root (a cubic number of lookups, 43 s; and past the path
    limit, an error). A tree as deep as relative paths allow loads."""
    monkeypatch.chdir(tmp_path)
    depth = 2040  # "dp" and 2,040 times "/d", then "/g.sgf": 4,088 bytes
    deep = "dp"
    os.mkdir(deep)
    for _ in range(depth):
        deep += "/d"
        os.mkdir(deep)
    Path(deep, "g.sgf").write_text("(;GM[1]SZ[9];B[aa])")
    try:
        rows = go_core.games_table("dp", progress=False).to_pylist()
        assert [(r["file"], r["moves"], r["error"]) for r in rows] == [(deep + "/g.sgf", 1, None)]
        # Through a `**` pattern too (found from outside: os.walk of
        # Python 3.11 raised RecursionError at 1,000 levels).
        rows = go_core.games_table("dp/**/*.sgf", progress=False).to_pylist()
        assert [(r["file"], r["moves"], r["error"]) for r in rows] == [(deep + "/g.sgf", 1, None)]
    finally:
        # Removed from the bottom up: pytest's own removal of its
        # temporary folders recurses once per level and would fail.
        os.remove(deep + "/g.sgf")
        while deep:
            os.rmdir(deep)
            deep = deep.rpartition("/")[0]


def test_folders_linked_to_each_other_are_walked_once_each(tmp_path: Path) -> None:
    """Found from outside: with n folders each holding a link to every
    folder, the walk followed every path through the links, a number that
    grows factorially (30 s for n = 8), and each folder gave n loop rows.
    Each real folder is walked once now: the first time it is reached,
    the real folders before those reached through links (found from
    outside: d1/l2 named d2's files, the link sorting before the real
    folder's walk reached it). So every file keeps its real path; in d_k
    the link back to d_k is a loop (a folder inside itself), one row each,
    n in all; a folder reached again otherwise gives no row."""
    n = 7
    maze = tmp_path / "maze"
    for i in range(1, n + 1):
        (maze / f"d{i}").mkdir(parents=True)
        (maze / f"d{i}" / "g.sgf").write_text("(;GM[1]SZ[9];B[ee])")
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            os.symlink(f"../d{j}", maze / f"d{i}" / f"l{j}")
    rows = go_core.games_table(maze, progress=False, playouts=0).to_pylist()
    games = [r for r in rows if r["error"] is None]
    loops = [r for r in rows if r["error"] is not None]
    assert len(games) == n
    assert [r["file"] for r in games] == [str(maze / f"d{i}" / "g.sgf") for i in range(1, n + 1)]
    assert sorted(r["file"] for r in loops) == [str(maze / f"d{i}" / f"l{i}") for i in range(1, n + 1)]
    assert {r["error"] for r in loops} == {"skipped: symlink loop (a folder inside itself)"}
    # A folder given again, or inside one given before, gives no more rows
    # (it gave a "symlink loop" row under a path never given).
    h = tmp_path / "h"
    (h / "a" / "b").mkdir(parents=True)
    (h / "a" / "x.sgf").write_text("(;GM[1]SZ[9])")
    (h / "a" / "b" / "y.sgf").write_text("(;GM[1]SZ[9])")
    os.symlink("../..", h / "a" / "b" / "loop")
    once = go_core.games_table(h, progress=False).to_pylist()
    assert [Path(r["file"]).relative_to(h).as_posix() for r in once] == ["a/b/y.sgf", "a/x.sgf", "a/b/loop"]
    assert go_core.games_table([h, h / "a", h / "a" / "b"], progress=False).to_pylist() == once
    # A link that sorts before the real folder it points to, and one deeper
    # down that reaches a real folder met later: the files keep their real
    # paths, and each is read once.
    c = tmp_path / "c"
    (c / "real" / "deep").mkdir(parents=True)
    (c / "real" / "g.sgf").write_text("(;GM[1]SZ[9])")
    (c / "real" / "deep" / "h.sgf").write_text("(;GM[1]SZ[9])")
    (c / "zz").mkdir()
    os.symlink("real", c / "a_link")
    os.symlink("../real/deep", c / "zz" / "b_link")
    rows = go_core.games_table(c, progress=False, playouts=0).to_pylist()
    assert [(Path(r["file"]).relative_to(c).as_posix(), r["error"]) for r in rows] == [
        ("real/deep/h.sgf", None),
        ("real/g.sgf", None),
    ]
    # A link to a file sorting before the file, and a link in one input to
    # a folder given as the next input: the real paths again.
    os.symlink("real/g.sgf", c / "a.sgf")
    (tmp_path / "other").mkdir()
    os.symlink(c / "real" / "deep", tmp_path / "other" / "l")
    rows = go_core.games_table([tmp_path / "other", c], progress=False, playouts=0).to_pylist()
    assert [Path(r["file"]).relative_to(tmp_path).as_posix() for r in rows] == [
        "c/real/deep/h.sgf",
        "c/real/g.sgf",
    ]


def test_file_names_that_are_not_utf8_are_read(tmp_path: Path) -> None:
    # A Latin-1 name (byte 0xE9), as old archives have: found in a folder,
    # given by name, read, and given back as os.fsdecode gives it.
    name = os.fsdecode(b"partie-\xe9t\xe9.sgf")
    folder = os.fsencode(tmp_path)
    with open(folder + b"/partie-\xe9t\xe9.sgf", "wb") as f:
        f.write(b"(;GM[1]SZ[9]KM[5.5]RE[B+R];B[ee];W[gc])")
    for source in (tmp_path, tmp_path / name):
        corpus = go_core.load(source, progress=False, playouts=0)
        assert corpus.files == [str(tmp_path / name)]
        [row] = go_core.games_table(corpus).to_pylist()
        assert row["error"] is None and row["moves"] == 2 and row["komi"] == 5.5
        # Arrow strings are UTF-8: the undecodable bytes show as U+FFFD.
        assert row["file"] == str(tmp_path / "partie-\ufffdt\ufffd.sgf")
        with open(corpus.files[0], "rb") as f:
            assert f.read().startswith(b"(;GM[1]")
    # Found from outside: a bytes os.PathLike (the entries of a bytes
    # scandir) gave "a bytes-like object is required, not 'str'".
    [entry] = list(os.scandir(folder))
    assert isinstance(entry.path, bytes)
    for load in (go_core.load, go_core.games_table):
        loaded = load(entry, progress=False, playouts=0)
        files = loaded.files if isinstance(loaded, go_core.Corpus) else loaded.column("file").to_pylist()
        assert len(files) == 1 and files[0].endswith(".sgf")
    assert sum(batch.shape[0] for batch in go_core.iter_positions(entry, planes=["own"])) == 2


def test_the_table_functions_refuse_the_moves_option() -> None:
    # Found from outside: "load() got multiple values for keyword argument
    # 'moves'".
    for table, name in ((go_core.games_table, "games_table"), (go_core.moves_table, "moves_table")):
        for moves in (True, False):
            with pytest.raises(TypeError, match=rf"^{name}\(\) takes load's options but moves"):
                table(CORPORA / "sgf-edge-cases", moves=moves)


def test_progress_reaches_the_end_once_and_never_goes_back() -> None:
    calls: list[tuple[int, int, int]] = []
    threads: set[int] = set()

    def progress(files: int, total: int, games: int) -> None:
        calls.append((files, total, games))
        threads.add(threading.get_ident())

    corpus = go_core.load(CORPORA, workers=2, progress=progress, playouts=0)
    total = len(corpus.files)
    assert calls, "the callback was never called"
    assert all(t == total for _, t, _ in calls)
    files = [f for f, _, _ in calls]
    assert files == sorted(files) and len(set(files)) == len(files)
    assert files.count(total) == 1 and files[-1] == total
    games = sum(1 for r in go_core.games_table(corpus).to_pylist() if r["game"] is not None)
    assert calls[-1][2] == games < len(corpus)
    assert threads == {threading.get_ident()}


def test_progress_counts_games_not_error_rows(tmp_path: Path) -> None:
    """Found from outside: a file that gave no game counted as one."""
    (tmp_path / "three.sgf").write_text("(;GM[1]SZ[9];B[aa])(;GM[1]SZ[9])(;GM[1]SZ[9];W[bb])")
    (tmp_path / "garbage.sgf").write_bytes(bytes(range(256)) * 4)
    calls: list[tuple[int, int, int]] = []
    corpus = go_core.load(tmp_path, workers=2, progress=lambda *a: calls.append(a), playouts=0)
    assert len(corpus) == 4
    assert calls[-1] == (2, 2, 3)


def test_progress_takes_numpys_bool_as_the_other_options_do(tmp_path: Path) -> None:
    """Found from outside: ``progress=np.True_`` was refused as "not
    bool"; any other type is refused by its full name."""
    (tmp_path / "a.sgf").write_text("(;GM[1]SZ[9];B[aa])")
    calls: list[tuple[int, int, int]] = []
    assert len(go_core.load(tmp_path, progress=np.False_, playouts=0)) == 1
    assert len(go_core.load(tmp_path, progress=lambda *a: calls.append(a), playouts=0)) == 1
    assert calls[-1] == (1, 1, 1)
    with pytest.raises(TypeError, match=r"progress must be True, False, None or a callable, not numpy\.int64"):
        go_core.load(tmp_path, progress=np.int64(1))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not int"):
        go_core.load(tmp_path, progress=1)  # type: ignore[arg-type]


def test_the_games_table_shows_each_games_warnings(tmp_path: Path) -> None:
    """Found from outside: repairs and heuristics reached
    ``Record.replay().warnings`` only, and the table showed such games as
    ordinary ones: an unknown ``RU`` read as the default rules, a ``KM``
    read as stones, a handicap its stones do not match, a value cut by the
    end of the file, unreadable variant properties, a second value."""
    files = {
        "a.sgf": "(;SZ[9]RU[foo bar]KM[0.5];B[aa])",
        "b.sgf": "(;SZ[9]KM[6.25];B[aa])",
        "c.sgf": "(;SZ[9]HA[2];B[cc];B[gg];W[ee])",
        "d.sgf": "(;SZ[9]KM[325",
        "e.sgf": "(;SZ[9]AG[0]TO[9]GS[2:2];B[aa])",
        "f.sgf": "(;SZ[9]KM[6.5];B[aa])",
        "g.sgf": "(;SZ[9]KM[6.5][0.5];B[aa])",
        "h.sgf": "(;SZ[0])",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    rows = go_core.games_table(tmp_path, progress=False, playouts=0).to_pylist()
    got = {Path(r["file"]).name: r["warnings"] for r in rows}
    assert got == {
        "a.sgf": ["unknown_rules"],
        "b.sgf": ["komi_heuristic"],
        "c.sgf": ["handicap_mismatch"],
        "d.sgf": ["unclosed_value", "unclosed_trees", "komi_heuristic"],
        "e.sgf": ["unreadable_value", "unreadable_value", "unreadable_value"],
        "f.sgf": [],
        "g.sgf": ["unreadable_value"],
        # The replay refused the record (no board): the parse's warnings
        # only, here none.
        "h.sgf": [],
    }
    # The same as the record and its replay give, in that order.
    for r in rows:
        [record] = sgf.read(r["file"])
        try:
            replay = record.replay()
        except go_core.SgfError:
            assert r["warnings"] == [w.kind for w in record.warnings]
            continue
        assert r["warnings"] == [w.kind for w in record.warnings] + [w.kind for w in replay.warnings]
    # A row without a game tree has none.
    (tmp_path / "x.sgf").write_bytes(b"not SGF at all")
    [bad] = go_core.games_table(tmp_path / "x.sgf", progress=False).to_pylist()
    assert bad["error"] is not None and bad["warnings"] is None


def test_sgf_read_gives_the_systems_errno_and_the_file_name() -> None:
    """Found from outside: a system error reading a file came as an
    ``OSError`` whose ``errno`` and ``filename`` were ``None`` (as root, a
    file without permission is readable; ``/proc/self/mem`` read from its
    start fails with ``EIO`` for any user)."""
    with pytest.raises(OSError) as e:
        sgf.read("/proc/self/mem")
    assert (e.value.errno, e.value.filename, e.value.strerror) == (errno.EIO, "/proc/self/mem", os.strerror(errno.EIO))
    missing = "/nonexistent/go-core/x.sgf"
    with pytest.raises(FileNotFoundError) as m:
        sgf.read(missing)
    assert (m.value.errno, m.value.filename) == (errno.ENOENT, missing)


def test_each_file_is_read_once_however_it_is_named(tmp_path: Path) -> None:
    """Found from outside: `gl/**` matched the folders too, each loaded
    recursively, so that a file three folders down was read four times."""
    gl = tmp_path / "gl"
    (gl / "a" / "b").mkdir(parents=True)
    for f in [gl / "x.sgf", gl / "a" / "y.sgf", gl / "a" / "b" / "z.sgf"]:
        f.write_text("(;GM[1]SZ[9];B[aa])")
    os.symlink(gl / "a" / "y.sgf", gl / "link.sgf")
    names = ["a/b/z.sgf", "a/y.sgf", "x.sgf"]
    for source in [str(gl / "**"), str(gl / "**") + "/", [gl, gl / "x.sgf", gl / "a"], str(gl / "**" / "*.sgf")]:
        files = go_core.load(source, progress=False, playouts=0).files  # type: ignore[arg-type]
        assert sorted(Path(f).relative_to(gl).as_posix() for f in files) == names, source
        assert len(go_core.games_table(source, progress=False, playouts=0)) == 3, source  # type: ignore[arg-type]
    # Not recursive: each folder's own files, still once each.
    files = go_core.load([gl / "a", gl / "a" / "y.sgf"], recursive=False, progress=False).files
    assert [Path(f).relative_to(gl).as_posix() for f in files] == ["a/y.sgf"]


def test_a_failing_callback_stops_the_load_with_its_error() -> None:
    def progress(files: int, total: int, games: int) -> None:
        raise KeyError("stop")

    with pytest.raises(KeyError):
        go_core.load(CORPORA / "sgf-edge-cases", progress=progress)


def test_moves_table_of_a_game_checked_by_hand(tmp_path: Path) -> None:
    # 5x5, (x, y) from the top-left. Black builds a ko shape around White's
    # (1, 1) and takes it with move 9 at (2, 1); W[zz] is off the board and
    # skipped; White passes; Black fills (0, 0).
    #     x: 0 1 2 3 4
    #  y=0   . B W . .        after move 9:  . B W . .
    #  y=1   B W . W .                       B . B W .
    #  y=2   . B W . .                       . B W . .
    text = (
        b"(;GM[1]FF[4]SZ[5]KM[0]RU[Chinese]"
        b";B[ba]BL[100.5];W[ca]WL[90];B[ab];W[db]WL[-5];B[bc]BL[-0];W[cc];B[ee];W[bb]"
        b";B[cb]BL[3.25];W[zz];W[];B[aa])"
    )
    (tmp_path / "g.sgf").write_bytes(text)
    table = go_core.moves_table(tmp_path / "g.sgf", progress=False)
    assert table.column_names == list(go_core.MOVES_COLUMNS)
    assert table.schema.field("color").type == pa.dictionary(pa.int8(), pa.string())
    rows = table.to_pylist()
    got = [
        (r["move"], r["color"], r["x"], r["y"], r["captured"], r["ko"], r["liberties"], r["time_left"]) for r in rows
    ]
    b, w = "black", "white"
    assert got == [
        (1, b, 1, 0, 0, False, 3, 100.5),
        (2, w, 2, 0, 0, False, 2, 90.0),
        (3, b, 0, 1, 0, False, 3, None),
        # Found from outside: a time overstepped (WL[-5], BL[-0]) was null,
        # as if not recorded.
        (4, w, 3, 1, 0, False, 4, -5.0),
        (5, b, 1, 2, 0, False, 4, 0.0),
        (6, w, 2, 2, 0, False, 3, None),
        (7, b, 4, 4, 0, False, 2, None),
        (8, w, 1, 1, 0, False, 1, None),
        (9, b, 2, 1, 1, True, 1, 3.25),
        (10, w, None, None, 0, False, None, None),
        (11, b, 0, 0, 0, False, 2, None),
    ]
    assert all(r["game"] == 0 for r in rows)
    games = go_core.games_table(tmp_path / "g.sgf", progress=False).to_pylist()
    assert games[0]["moves"] == 11 and games[0]["irregularities"] == 1


def test_corpus_object_and_load_options() -> None:
    corpus = go_core.load(CORPORA / "sgf-edge-cases", progress=False, playouts=0)
    assert len(corpus) == go_core.games_table(corpus).num_rows
    assert not corpus.has_moves and corpus.mode == "lenient" and corpus.recursive
    moves = go_core.moves_table(corpus)
    again = go_core.moves_table(go_core.load(CORPORA / "sgf-edge-cases", progress=False, moves=True, playouts=0))
    assert moves.equals(again)
    with pytest.raises(ValueError):
        go_core.load(CORPORA, workers=0)
    with pytest.raises(go_core.ParseError):
        go_core.load(CORPORA, mode="sloppy")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        go_core.load([3])  # type: ignore[list-item]
    # NumPy's bools are bools for every flag (moves= and recursive= said
    # "must be a bool, not bool"); None is not one (dask's frame took it).
    loaded = go_core.load(
        CORPORA / "sgf-edge-cases",
        progress=False,
        playouts=0,
        moves=np.True_,  # type: ignore[arg-type]
        recursive=np.True_,  # type: ignore[arg-type]
    )
    assert loaded.has_moves and len(loaded) == len(corpus)
    with pytest.raises(TypeError, match="early_stop must be a bool, not NoneType"):
        go_core.load(CORPORA, early_stop=None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="moves must be a bool, not numpy.int64"):
        go_core.load(CORPORA, moves=np.int64(1))  # type: ignore[arg-type]


def test_moves_table_refuses_files_changed_since_the_load(tmp_path: Path) -> None:
    """Found from outside: ``moves_table`` of a Corpus loaded without moves
    loads its files again; a file added since shifted every ``game`` id,
    so that they named other rows of the games table, silently."""
    (tmp_path / "b.sgf").write_text("(;SZ[9];B[ee];W[dd])")
    corpus = go_core.load(tmp_path, progress=False)
    assert go_core.moves_table(corpus).column("game").to_pylist() == [0, 0]
    (tmp_path / "a.sgf").write_text("(;SZ[19];B[pp])")
    with pytest.raises(RuntimeError, match="the files changed since this Corpus was loaded"):
        go_core.moves_table(corpus)
    # A file changed in place (one more move) is refused too.
    (tmp_path / "a.sgf").unlink()
    (tmp_path / "b.sgf").write_text("(;SZ[9];B[ee];W[dd];B[cc])")
    with pytest.raises(RuntimeError, match="the files changed"):
        go_core.moves_table(corpus)
    # Found from outside: a move edited in place, with the same move count
    # and result, went unnoticed (the moves then disagreed with the games
    # table); the file's bytes tell it. The same bytes again are accepted.
    (tmp_path / "b.sgf").write_text("(;SZ[9];B[ee];W[dd])")
    assert go_core.moves_table(corpus).column("x").to_pylist() == [4, 3]
    (tmp_path / "b.sgf").write_text("(;SZ[9];B[ee];W[dc])")
    with pytest.raises(RuntimeError, match="the files changed"):
        go_core.moves_table(corpus)
    digests = corpus._file_digests()
    assert len(digests) == 1 and isinstance(digests[0], int)


def test_a_relative_corpus_after_a_change_of_directory_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found from outside: a Corpus loaded from a relative path, then
    ``moves_table`` after ``%cd``, said only that the files had changed."""
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "b.sgf").write_text("(;SZ[9];B[ee];W[dd])")
    monkeypatch.chdir(tmp_path)
    corpus = go_core.load("games", progress=False)
    monkeypatch.chdir(tmp_path.parent)
    with pytest.raises(RuntimeError, match=r"relative inputs \['games'\] name other files from the working directory"):
        go_core.moves_table(corpus)
    monkeypatch.chdir(tmp_path)
    assert go_core.moves_table(corpus).column("x").to_pylist() == [4, 3]


def test_a_file_too_large_for_the_parser_is_a_row_read_unread(tmp_path: Path) -> None:
    """Found from outside (the command-line replay had it): a file larger
    than the parser takes (4 GiB - 3 bytes) was read into memory before
    being refused. The loader refuses it from its size, as one error row."""
    with open(tmp_path / "huge.sgf", "wb") as f:
        f.truncate(5 << 30)
    (tmp_path / "small.sgf").write_bytes(b"(;GM[1]SZ[9];B[ee])")
    rows = go_core.games_table(tmp_path, progress=False).to_pylist()
    got = [(Path(r["file"]).name, r["game"], r["error"]) for r in rows]
    assert got == [
        ("huge.sgf", None, f"sgf_input_too_large: input of {5 << 30} bytes is too large (at most 4 GiB - 3)"),
        ("small.sgf", 0, None),
    ]
    # sgf.read refuses it from its size as well, before reading a byte
    # (it read the 5 GiB into memory first, then refused them).
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(go_core.SgfError, match="input of 5368709120 bytes is too large") as e:
        go_core.sgf.read(tmp_path / "huge.sgf")
    assert e.value.reason == "sgf_input_too_large"
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 100_000  # KiB


def test_a_large_junk_file_costs_its_size_once_and_is_a_row(tmp_path: Path) -> None:
    """Found from outside: a large file of NUL bytes aborted the interpreter
    ("memory allocation ... failed") under a memory limit: the parser
    copied the whole input before finding it was no SGF, so that the file
    cost twice its size. Now a file is read into memory reserved first (a
    file larger than the memory left is an ``io`` error row) and parsed
    without a copy: under a limit of its size plus 250 MiB, a 400 MiB
    junk file is one error row and the process lives."""
    import subprocess
    import sys

    with open(tmp_path / "junk.sgf", "wb") as f:
        f.truncate(400 << 20)
    (tmp_path / "small.sgf").write_bytes(b"(;GM[1]SZ[9];B[ee])")
    script = f"""
import resource, go_core
vm = next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmSize:')) * 1024
limit = vm + (650 << 20)
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
rows = go_core.games_table({str(tmp_path)!r}, progress=False, workers=1).to_pylist()
print(sorted((r['file'].rsplit('/', 1)[1], r['game'], (r['error'] or '').split(':')[0]) for r in rows))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[('junk.sgf', None, 'sgf_binary_input'), ('small.sgf', 0, '')]", done.stdout


def test_load_reads_count_and_mode_as_sgf_read_does(tmp_path: Path) -> None:
    # Found from outside: mode="STRICT" was taken but count="ALL" refused,
    # and sgf.read(mode=None) worked where load(mode=None) raised.
    (tmp_path / "r.sgf").write_text("(;GM[1]SZ[9]RE[B+R];B[ee];W[dd])")
    counted = go_core.load(tmp_path, progress=False, playouts=0, count="ALL")  # type: ignore[arg-type]
    assert counted.count == "all"
    assert go_core.games_table(counted).column("count").to_pylist() != [None]
    plain = go_core.load(tmp_path, progress=False, playouts=0, mode=None)
    assert plain.mode == "lenient" and len(plain) == 1
    with pytest.raises(ValueError, match='count must be "ended" or "all"'):
        go_core.load(tmp_path, progress=False, count="some")  # type: ignore[arg-type]
    # White space around, as mode=" lenient " is taken (found from outside).
    assert go_core.load(tmp_path, progress=False, playouts=0, count=" all\n").count == "all"  # type: ignore[arg-type]
