"""Game.features and Record.positions: planes checked on a hand-made ko
position and, for corpus games, against the board read through the Board
API and against replays cut at each move."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
import types
from typing import Any, SupportsIndex, cast, overload

import numpy as np
import numpy.typing as npt
import pytest

import go_core
from go_core import sgf

from conftest import CORPORA

KO = "(;GM[1]FF[4]SZ[5]KM[0]RU[Chinese];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[ee];W[bb];B[cb])"


def test_planes_of_a_ko_position() -> None:
    # Black's move 9 at (2, 1) took White's (1, 1): White to move, and the
    # simple ko forbids White (1, 1) now.
    game = sgf.read(KO)[0].replay().game
    f = game.features()
    assert f.shape == (1, len(go_core.FEATURE_PLANES), 5, 5) and f.dtype == np.float32
    assert isinstance(go_core.FEATURE_PLANES, tuple), "the default planes cannot be changed by accident"
    plane = dict(zip(go_core.FEATURE_PLANES, f[0]))

    def points(name: str) -> set[tuple[int, int]]:
        return {(int(x), int(y)) for y, x in zip(*np.nonzero(plane[name]))}

    black = {(1, 0), (0, 1), (1, 2), (4, 4), (2, 1)}
    white = {(2, 0), (3, 1), (2, 2)}
    assert points("own") == white and points("opponent") == black
    assert points("empty") == {(x, y) for x in range(5) for y in range(5)} - black - white
    assert points("ko") == {(1, 1)}
    assert points("last_1") == {(2, 1)}
    assert points("last_2") == set()  # White's (1, 1) was captured
    assert points("last_3") == {(4, 4)}
    # Found from outside: a point where a captured stone stood and another
    # stands now is not the earlier move's stone.
    retaken = go_core.Game(5, rules="japanese", setup={(1, 0): "black", (0, 1): "black", (1, 2): "black",
                                                        (2, 0): "white", (3, 1): "white", (2, 2): "white"})
    for m in [(2, 1), (1, 1), (4, 4), (4, 3), (2, 1)]:
        retaken.play(m)
    assert retaken.board[(2, 1)] == "black" and retaken.moves[0].move == (2, 1)
    last = dict(zip(["last_1", "last_5"], retaken.features(["last_1", "last_5"])[0]))
    assert {(int(x), int(y)) for y, x in zip(*np.nonzero(last["last_1"]))} == {(2, 1)}
    assert not last["last_5"].any()
    # (2, 1) has one liberty, (1, 1); (2, 0) has (3, 0); (4, 4) two.
    assert points("liberties_1") == {(2, 1), (2, 0)}
    assert (4, 4) in points("liberties_2")
    # White may not retake the ko at (1, 1) nor play the suicide at (0, 0).
    assert (1, 1) not in points("legal") and (0, 0) not in points("legal") and (3, 0) in points("legal")
    assert not plane["black_to_move"].any() and plane["ones"].all()
    u8 = game.features(["ones", "ko"], dtype="uint8")
    assert u8.dtype == np.uint8 and u8.shape == (1, 2, 5, 5) and int(u8.sum()) == 26


def test_planes_agree_with_the_board_api() -> None:
    files = sorted((CORPORA / "yenw-ai-games").rglob("*.sgf"))[:5]
    for f in files:
        game = sgf.read(f)[0].replay().game
        grid = np.asarray(game.board)
        sign = 1 if game.to_move == "black" else -1
        plane = dict(zip(go_core.FEATURE_PLANES, game.features()[0]))
        assert (plane["own"] == (grid == sign)).all()
        assert (plane["opponent"] == (grid == -sign)).all()
        assert (plane["legal"] == game.legal_mask()).all()
        board = game.board
        for n in (1, 2, 3):
            expected = np.zeros(grid.shape, bool)
            for y, x in zip(*np.nonzero(grid)):
                libs = board.liberty_count((int(x), int(y)))
                assert libs is not None
                expected[y, x] = libs == n if n < 3 else libs >= 3
            assert (plane[f"liberties_{n}"] == expected).all(), (f, n)


def test_positions_are_the_replays_cut_before_each_move() -> None:
    [record] = sgf.read(sorted((CORPORA / "yenw-ai-games").rglob("*.sgf"))[0])
    moves = record.replay().game.move_count
    every = record.positions()
    assert every.shape[0] == moves and every.dtype == np.float32
    for k in (0, 1, 2, 57, moves - 1):
        cut = record.replay(max_moves=k).game
        assert (every[k] == cut.features()[0]).all(), k
    sparse = record.positions(["own", "opponent"], every=10, dtype="uint8")
    assert sparse.shape == ((moves + 9) // 10, 2, 19, 19)
    assert (sparse == every[::10][:, :2]).all()


def test_positions_step_over_record_moves_with_their_implied_passes() -> None:
    # Found from outside: eight Black moves in a row (each but the first
    # with an implied White pass) gave, at every=2, the positions before
    # moves 0, 2, 3, 4, 5, 6 and 7.
    [record] = sgf.read(b"(;SZ[9];B[aa];B[ba];B[ca];B[da];B[ea];B[fa];B[ga];B[ha])")
    stones = {every: [int(p.sum()) for p in record.positions(["own", "opponent"], every=every)] for every in (1, 2, 3, 8, 9)}
    assert stones == {1: [0, 1, 2, 3, 4, 5, 6, 7], 2: [0, 2, 4, 6], 3: [0, 3, 6], 8: [0], 9: [0]}
    # Each position is the one the record's move is played in: after the
    # implied pass, with Black to move (found from outside: it was the
    # position before the pass, White to move, so "own" was White's).
    [twice] = sgf.read(b"(;SZ[5];B[aa];B[bb];W[cc])")
    planes = twice.positions(["own", "opponent", "black_to_move", "last_1"])
    assert [int(p.sum()) for p in planes[:, 0]] == [0, 1, 0]
    assert [int(p.sum()) for p in planes[:, 1]] == [0, 0, 2]
    assert [int(p[0, 0]) for p in planes[:, 2]] == [1, 1, 0]
    assert [int(p.sum()) for p in planes[:, 3]] == [0, 0, 1]  # the last move before B[bb] is the pass
    # The same as the game after A5 and White's pass.
    game = go_core.Game(5)
    game.play("A5")
    game.play(None)
    assert (planes[1] == game.features(["own", "opponent", "black_to_move", "last_1"])[0]).all()
    # After play ended (two passes), too: the position before B[cc] has
    # Black to move, play going on (its legal moves are marked).
    [ended] = sgf.read(b"(;SZ[9];B[ee];W[];B[];B[cc])")
    after = ended.positions(["own", "opponent", "black_to_move", "legal"])[3]
    assert (int(after[0].sum()), int(after[1].sum()), int(after[2][0, 0])) == (1, 0, 1)
    assert int(after[3].sum()) == 80


def test_last_moves_mark_only_stones_that_stand() -> None:
    # Found from outside: a tolerant replay's stone on an occupied point
    # replaces the stone there, and an edit can change a point's colour;
    # the replaced move's last_k plane marked the point all the same.
    game = go_core.Game(5)
    game.play("A1")
    game.play("B1")
    assert game.replay_move("b", "B1") == ["occupied"]
    last = game.features(["last_1", "last_2", "last_3"])[0]
    assert [np.argwhere(p).tolist() for p in last] == [[[4, 1]], [], [[4, 0]]]
    [record] = sgf.read("(;SZ[5];B[aa];W[ba];B[ba];W[cc])")
    assert record.positions(["last_1", "last_2"])[3].sum() == 1  # last_1 only: Black's B[ba]
    game = go_core.Game(5)
    game.play("A1")
    game.edit_stones({"A1": None})
    assert game.features(["last_1"]).sum() == 0
    game.edit_stones({"A1": "w"})
    assert game.features(["last_1"]).sum() == 0
    game.edit_stones({"A1": "b"})
    assert game.features(["last_1"]).sum() == 1  # a stone of the move's colour stands there
    # A stone captured, then a new one on its point: the point is the new
    # move's, not the captured one's.
    game = go_core.Game(5)
    for mv in ["E5", "A1", "B1", "E4", "A2", "D5", "A1"]:
        game.play(mv)
    last = game.features(["last_1", "last_6"])[0]
    assert np.argwhere(last[0]).tolist() == [[4, 0]]
    assert last[1].sum() == 0  # White's A1, captured by A2


def test_bad_planes_and_arguments() -> None:
    game = go_core.Game(9)
    with pytest.raises(ValueError, match="unknown plane") as unknown:
        game.features(["stones"])
    # Found from outside: the argument was not named, as other arguments'
    # ValueErrors name theirs.
    assert unknown.value.argument == "planes"  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="unknown plane"):
        game.features(["last_0"])
    # A one-dimensional NumPy array of names is a sequence of them (found
    # from outside: refused, while the loader takes arrays of paths); a set
    # has no order and stays refused.
    names = np.array(["own", "empty"])
    assert (game.features(names) == game.features(["own", "empty"])).all()  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^planes must be a sequence of str, not set"):
        game.features({"own"})  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^planes must be a sequence of str"):
        game.features(np.array([["own"]]))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at most 256 names") as many:
        game.features(["own"] * 257)
    assert many.value.argument == "planes"  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="^dtype must be") as bad_dtype:
        game.features(dtype="float64")
    assert bad_dtype.value.argument == "dtype"  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="count must be") as count:
        go_core.load([], count="x")  # type: ignore[arg-type]
    assert count.value.argument == "count"  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        game.features([])
    with pytest.raises(ValueError, match="dtype"):
        game.features(dtype="int64")
    with pytest.raises(ValueError, match="every"):
        sgf.read(KO)[0].positions(every=0)
    with pytest.raises(TypeError, match="^planes must be a sequence of str, not int"):
        sgf.read(KO)[0].positions(7)  # type: ignore[arg-type]
    # Found from outside: K of last_K is written plainly.
    for name in ("last_01", "last_+1", "last_ 1"):
        with pytest.raises(ValueError, match="unknown plane"):
            game.features([name])
    # dtype of positions: None is the default; a NumPy dtype or type is
    # taken by its name (found from outside: `dtype=np.float32` was a
    # TypeError); anything else is refused under its name.
    record = sgf.read(KO)[0]
    assert record.positions(["own"], dtype=None).dtype == np.float32
    # A NumPy spelling of either is its name (found from outside: "f4" was
    # refused while np.dtype("float32") was taken).
    dtypes: list[tuple[npt.DTypeLike, type]] = [
        (np.float32, np.float32),
        (np.dtype("uint8"), np.uint8),
        ("uint8", np.uint8),
        ("f4", np.float32),
        ("<f4", np.float32),
        ("u1", np.uint8),
    ]
    for dtype, expected in dtypes:
        assert record.positions(["own"], dtype=dtype).dtype == expected
        assert game.features(["own"], dtype=dtype).dtype == expected
    # Found from outside: the other byte order than the machine's was
    # dropped without a word; the arrays are in the machine's order.
    swapped = np.dtype("float32").newbyteorder()
    for other in (swapped, swapped.str):
        with pytest.raises(ValueError, match="other byte order") as e:
            game.features(["own"], dtype=other)
        assert e.value.argument == "dtype"  # type: ignore[attr-defined]
        with pytest.raises(ValueError, match="other byte order"):
            record.positions(["own"], dtype=other)
    with pytest.raises(ValueError, match="dtype must be 'float32' or 'uint8', not \"int64\""):
        game.features(dtype=np.int64)
    with pytest.raises(TypeError, match="^dtype must be 'float32', 'uint8' or a NumPy dtype, not int"):
        record.positions(["own"], dtype=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^dtype must be 'float32', 'uint8' or a NumPy dtype, not int"):
        go_core.iter_positions([], dtype=1)  # type: ignore[arg-type]


def test_planes_are_bounded() -> None:
    # Found from outside: a sequence whose __getitem__ never ends was read
    # forever (the interpreter ran out of memory), and ten million names
    # aborted it. At most 256 names are read.
    class Endless(Sequence[str]):
        def __len__(self) -> int:
            raise RuntimeError("no length")

        @overload
        def __getitem__(self, i: int) -> str: ...
        @overload
        def __getitem__(self, i: slice) -> Sequence[str]: ...
        def __getitem__(self, i: int | slice) -> str | Sequence[str]:
            return "own"

    game = go_core.Game(9)
    with pytest.raises(ValueError, match="at most 256 names"):
        game.features(Endless())
    with pytest.raises(ValueError, match="at most 256 names"):
        sgf.read(KO)[0].positions(["own"] * 10**7)
    # 256 repeats are allowed.
    assert game.features(["own"] * 256).shape == (1, 256, 9, 9)
    # Any sequence of names is one (the stubs say Sequence[str]).
    assert (sgf.read(KO)[0].positions(("own",))[:, 0] == sgf.read(KO)[0].positions(["own"])[:, 0]).all()


def test_iter_positions_batches_the_corpus_in_order(tmp_path: Path) -> None:
    # A folder of 19x19 games, one 9x9 game and a damaged file: the batches
    # are exact slices of the per-record positions, one board shape each,
    # every batch full but the last of its shape, the bad file reported.
    folder = tmp_path / "games"
    folder.mkdir()
    sources = sorted((CORPORA / "yenw-ai-games").rglob("*.sgf"))[:3]
    for i, src in enumerate(sources):
        (folder / f"g{i}.sgf").write_bytes(src.read_bytes())
    (folder / "h.sgf").write_text(KO.replace("SZ[5]", "SZ[9]"))
    (folder / "z.sgf").write_bytes(b"no game tree here")
    (folder / "notes.txt").write_text("not a record")

    expected = {(19, 19): np.concatenate([sgf.read(s)[0].positions(["own", "ko"]) for s in sources]),
                (9, 9): sgf.read(KO.replace("SZ[5]", "SZ[9]"))[0].positions(["own", "ko"])}
    errors: list[tuple[str, Exception]] = []
    batches = list(go_core.iter_positions(folder, batch_size=100, planes=["own", "ko"],
                                          on_error=lambda p, e: errors.append((p, e))))
    by_shape: dict[tuple[int, int], list[np.ndarray]] = {}
    for b in batches:
        assert b.dtype == np.float32 and b.shape[1] == 2
        by_shape.setdefault((b.shape[2], b.shape[3]), []).append(b)
    assert set(by_shape) == set(expected)
    for shape, parts in by_shape.items():
        assert all(len(p) == 100 for p in parts[:-1]) and 1 <= len(parts[-1]) <= 100
        assert (np.concatenate(parts) == expected[shape]).all(), shape
    assert len(expected[(19, 19)]) > 200  # several full batches
    assert [os.path.basename(p) for p, _ in errors] == ["z.sgf"]
    assert isinstance(errors[0][1], go_core.GoError)
    with pytest.warns(RuntimeWarning, match="z.sgf"):
        assert sum(len(b) for b in go_core.iter_positions(folder / "z.sgf")) == 0
    with pytest.raises(ValueError, match="batch_size"):
        next(go_core.iter_positions(folder, batch_size=0))
    with pytest.raises(ValueError, match="unknown plane"):
        next(go_core.iter_positions(folder, planes=["stones"]))


def test_iter_positions_reads_the_files_load_reads(tmp_path: Path) -> None:
    """Found from outside: iter_positions walked folders its own way and
    named a damaged file through a link (d1/l2/bad.sgf) where load names it
    by its real path (d2/bad.sgf); its docstring promised load's order."""
    for d in ("d1", "d2"):
        (tmp_path / d).mkdir()
    os.symlink("../d2", tmp_path / "d1" / "l2")
    (tmp_path / "d2" / "bad.sgf").write_text("garbage(")
    (tmp_path / "d2" / "g.sgf").write_text(KO)
    os.mkfifo(tmp_path / "d1" / "pipe.sgf")
    errors: list[tuple[str, str]] = []
    batches = list(go_core.iter_positions(tmp_path, planes=["own"], on_error=lambda p, e: errors.append((p, str(e)))))
    assert sum(len(b) for b in batches) == len(sgf.read(KO)[0].positions(["own"]))
    rel = [(os.path.relpath(p, tmp_path), e.split(":")[0]) for p, e in errors]
    assert rel == [("d1/pipe.sgf", "skipped"), ("d2/bad.sgf", rel[1][1])], errors
    # The reason alone: the warning names the path once (found from
    # outside: the path was in the message too, and the warning gave it twice).
    assert errors[0][1] == "skipped: not a regular file"
    table = go_core.games_table(tmp_path, progress=False, playouts=0).to_pylist()
    assert [os.path.relpath(r["file"], tmp_path) for r in table if r["error"]] == ["d1/pipe.sgf", "d2/bad.sgf"]


def test_iter_positions_reads_files_whose_names_start_with_a_parenthesis(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found from outside: a relative path starting with "(" (a folder
    ``(old)``, a file ``(y).sgf``) was read as SGF text, and the games were
    lost under "no SGF game tree found"; load read them."""
    (tmp_path / "(old)").mkdir()
    (tmp_path / "(old)" / "x.sgf").write_text(KO)
    (tmp_path / "(y).sgf").write_text(KO)
    monkeypatch.chdir(tmp_path)
    errors: list[tuple[str, Exception]] = []
    one = len(sgf.read(KO)[0].positions(["own"]))
    for source in ("(old)", ["(y).sgf"], ["(old)/x.sgf", "(y).sgf"]):
        batches = list(go_core.iter_positions(source, planes=["own"], on_error=lambda p, e: errors.append((p, e))))
        assert sum(len(b) for b in batches) == one * (2 if isinstance(source, list) and len(source) == 2 else 1)
    assert errors == []


def test_positions_too_large_for_memory_are_a_memory_error_and_iter_positions_streams_them(tmp_path: Path) -> None:
    """Found from outside: under a memory limit, ``positions()`` checked the
    bytes of its planes but not the float32 copy (four times as large): the
    allocation failed and the process aborted. Later, also from outside:
    ``iter_positions`` made each game's positions at once, so that one long
    game broke its memory bound (a crafted 500 KB record took 2.45 GB). Run
    in a child process with its address space limited to 2 GB: the whole
    float32 stack of the long game (1.8 GB) is a ``MemoryError``, and
    ``iter_positions`` gives every one of its positions in batches of 4,
    equal to the ``uint8`` stack's, reporting nothing."""
    import subprocess
    import sys
    import textwrap

    (tmp_path / "big.sgf").write_text("(;SZ[52]" + ";B[aa];W[bb]" * 6000 + ")")
    (tmp_path / "small.sgf").write_text(KO)
    script = textwrap.dedent(
        f"""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
        import numpy as np
        import go_core
        from go_core import sgf
        # A stack whose bytes cannot be reserved at all: the message gives
        # the dtype's size (found from outside: a quarter of it for float32).
        [huge] = sgf.read(b"(;SZ[52]" + b";B[];W[]" * 30000 + b")")
        for dtype in ("uint8", "float32"):
            try:
                huge.positions(dtype=dtype)
            except MemoryError as e:
                print(dtype, e)
        [r] = sgf.read({str(tmp_path / "big.sgf")!r})
        whole = r.positions(dtype="uint8")
        assert whole.shape == (12000, 14, 52, 52)
        try:
            r.positions()
        except MemoryError as e:
            print("MemoryError", e)
        errors = []
        shapes = []
        at = 0
        for b in go_core.iter_positions({str(tmp_path)!r}, batch_size=4, on_error=lambda p, e: errors.append((p, type(e).__name__))):
            shapes.append(b.shape)
            if b.shape[2] == 52:
                assert b.dtype == np.float32
                assert (b == whole[at:at + len(b)]).all(), at
                at += len(b)
        print(at, sorted(set(shapes)), shapes.count((4, 14, 52, 52)), shapes[-3:], errors)
        """
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    lines = run.stdout.splitlines()
    huge = 60000 * 14 * 52 * 52
    assert lines[:2] == [
        f"uint8 the planes need {huge} bytes, more than can be allocated",
        f"float32 the planes need {huge * 4} bytes, more than can be allocated",
    ], lines
    lines = lines[2:]
    # The float32 stack needs 12000 x 14 x 52 x 52 x 4 bytes.
    assert lines[0] == f"MemoryError the planes need {12000 * 14 * 52 * 52 * 4} bytes, more than can be allocated"
    # big.sgf's 12,000 positions in 3,000 full batches; small.sgf's 9 (its
    # 5x5 ko game) in batches of 4, 4 and 1 at the end.
    small = len(sgf.read(KO)[0].positions(["own"]))
    assert lines[1] == (
        f"12000 [(1, 14, 5, 5), (4, 14, 5, 5), (4, 14, 52, 52)] 3000 "
        f"[(4, 14, 5, 5), (4, 14, 5, 5), ({small % 4}, 14, 5, 5)] []"
    ), (lines, small)


def test_a_move_after_play_ended_is_played_in_a_position_being_played() -> None:
    """Found from outside: a move the record makes after two passes got a
    row whose ``legal`` plane was all zeros (the counting phase's), though
    the replay resumes play for it. The row is the resumed position: the
    move's point is legal there, as after ``resume()``."""
    [r] = sgf.read("(;SZ[5];B[aa];W[];B[];W[bb];B[cc])")
    rows = r.positions(["legal", "own", "black_to_move"])
    game = go_core.Game(5, rules="chinese")
    game.play((0, 0))
    game.pass_()
    game.pass_()
    assert game.phase == "counting"
    game.resume()
    assert (rows[3] == game.features(["legal", "own", "black_to_move"])[0]).all()
    assert rows[3, 0, 1, 1] == 1 and rows[3, 2].sum() == 0  # White to move, B2 legal


@pytest.mark.parametrize("rules", ["Tromp-Taylor", "NZ", "AGA", "Japanese", "Chinese"])
def test_a_move_after_play_ended_by_passes_under_every_rule_set(rules: str) -> None:
    """Found from outside: under Tromp-Taylor rules two passes end the
    game at once (no counting phase), and the row of a move the record
    makes after them was the finished game's (no legal point). Under every
    rule set the row is the position being played, the same as under
    Chinese rules; also when the mover is not the side to move (the
    replay's implied pass goes with the move)."""
    names = ["legal", "own", "opponent", "black_to_move"]
    [chinese] = sgf.read("(;SZ[5]RU[Chinese];B[aa];W[];B[];W[bb];B[cc])")
    [record] = sgf.read(f"(;SZ[5]RU[{rules}];B[aa];W[];B[];W[bb];B[cc])")
    rows = record.positions(names)
    assert rows.shape == (5, 4, 5, 5)
    assert (rows == chinese.positions(names)).all()
    # Before W[bb]: White to move, 24 legal points, B2 among them.
    assert rows[3, 3].sum() == 0 and rows[3, 0].sum() == 24 and rows[3, 0, 1, 1] == 1
    [implied] = sgf.read(f"(;SZ[5]RU[{rules}];B[aa];W[];B[];B[cc])")
    last = implied.positions(names)[3]
    assert last[3].all() and last[0].sum() == 24 and last[0, 2, 2] == 1
    assert last[1, 0, 0] == 1  # Black's own stone at A1


def test_liberty_planes_of_long_chains() -> None:
    """Found from outside: the liberty planes counted each stone's chain
    again (a 1,378-stone chain cost its length squared). Counted once a
    chain now; the values still agree with the board's chains, here a comb
    of long chains on 52x52 and a random 19x19 position."""
    a = np.zeros((52, 52), np.int8)
    a[:, ::2] = 1
    a[0, :] = 1
    a[51, 1::4] = 2
    setup: dict[tuple[SupportsIndex, SupportsIndex] | list[SupportsIndex] | str, str] = {
        (int(x), int(y)): ("black" if a[y, x] == 1 else "white") for y, x in zip(*np.nonzero(a))
    }
    record = sgf.read(sorted((CORPORA / "yenw-ai-games").rglob("*.sgf"))[0])[0]
    for game in (go_core.Game(52, setup=setup), record.replay().game):
        planes = game.features(["liberties_1", "liberties_2", "liberties_3"])[0]
        want = np.zeros_like(planes)
        for chain in game.board.chains():
            n = len(chain.liberties)
            for x, y in chain.stones:
                want[min(n, 3) - 1, y, x] = 1
        assert (planes == want).all(), game
    assert go_core.Game(52, setup=setup).features(["liberties_3"])[0].sum() > 1000


def test_iter_positions_keeps_nothing_of_a_batch_it_handed_out() -> None:
    """Found from outside: the parts of a batch stayed in the generator
    while the caller held the batch, doubling its memory."""
    import gc
    import weakref

    files = sorted((CORPORA / "yenw-ai-games").rglob("*.sgf"))[:2]
    gen = go_core.iter_positions(files, batch_size=7, planes=["own"])
    for _ in range(30):
        batch = next(gen)
        assert batch.shape == (7, 1, 19, 19)
        # A batch the caller drops is freed while the generator waits.
        held = weakref.ref(batch)
        del batch
        gc.collect()
        assert held() is None
        frame = cast("types.GeneratorType[Any, None, None]", gen).gi_frame
        assert frame is not None
        pending = frame.f_locals["pending"]
        assert all(parts == [] for parts in pending.values()), pending


def test_a_position_stream_takes_at_most_what_is_asked_and_equals_positions() -> None:
    # Any sizes asked give the positions of Record.positions in order,
    # never more than asked, then None; the arguments are checked as
    # positions checks them.
    record = sgf.read((CORPORA / "yenw-ai-games").rglob("*.sgf").__next__())[0]
    for every, dtype in ((1, "float32"), (3, "uint8")):
        whole = record.positions(["own", "last_2", "legal"], every, dtype=dtype)
        stream = record._position_stream(["own", "last_2", "legal"], every, dtype=dtype)
        assert stream.shape() == (19, 19)
        got = []
        asks = [1, 7, 2, 50, 3]
        i = 0
        while (chunk := stream.take(asks[i % len(asks)])) is not None:
            assert 1 <= len(chunk) <= asks[i % len(asks)] and chunk.dtype == whole.dtype
            got.append(chunk)
            i += 1
        assert stream.take(5) is None
        assert (np.concatenate(got) == whole).all() and len(whole) > 50
    with pytest.raises(ValueError, match="rows"):
        record._position_stream().take(0)
    with pytest.raises(ValueError, match="unknown plane"):
        record._position_stream(["stones"])
    with pytest.raises(ValueError, match="every"):
        record._position_stream(None, 0)
