"""go_core.sgf: reading from every kind of source, strict and lenient
parsing with places, character sets, the node tree as read, replay in both
modes, writing back."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from go_core import Game, ParseError, Rules, SgfError, games_table, sgf

RECORD = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]PB[Lee \\] Sedol]PW[Gu Li]RE[W+R];B[ee];W[gc](;B[cg]C[main])(;B[dc]))"


def test_every_kind_of_source(tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    from_text = sgf.read(RECORD)
    assert len(from_text) == 1
    for source in (RECORD.encode(), path, str(path), "\ufeff \n" + RECORD):
        assert sgf.read(source) == from_text
    with pytest.raises(FileNotFoundError):
        sgf.read(str(tmp_path / "missing.sgf"))
    with pytest.raises(TypeError):
        sgf.read(RECORD, charset="UTF-8")
    with pytest.raises(TypeError):
        sgf.read(17)  # type: ignore[arg-type]


def test_info_and_tree_as_read() -> None:
    [r] = sgf.read(RECORD)
    assert r.info == {
        "GM": "1", "FF": "4", "SZ": "9", "KM": "6.5", "RU": "Chinese", "PB": "Lee ] Sedol", "PW": "Gu Li",
        "RE": "W+R",
    }
    assert (r.index, r.encoding, r.node_count, r.warnings) == (0, "UTF-8", 5, [])
    root = r.root
    assert root.properties[5] == ("PB", ["Lee ] Sedol"])
    assert root.raw_properties[5] == ("PB", [b"Lee \\] Sedol"])
    assert root["RU"] == "Chinese" and "PB" in root and "C" not in root and root.get("C") is None
    [first] = root.children
    assert first.properties == [("B", ["ee"])] and first.parent is not None
    assert [n.properties for n in first.children[0].children] == [[("B", ["cg"]), ("C", ["main"])], [("B", ["dc"])]]
    assert len(root.main_line()) == 4 and root.parent is None
    assert (root.line, root.column) == (1, 3)
    with pytest.raises(KeyError):
        root["C"]
    # The same node compares equal however it is reached (found from
    # outside: each access made an unequal wrapper); another node, or a
    # node of another reading of the same text, does not.
    assert r.root == root and hash(r.root) == hash(root) and first.parent == root
    assert root.main_line()[1] == first and first != root and len({r.root, root, first}) == 2
    [again] = sgf.read(RECORD)
    assert again == r and again.root != root and root != "root"


def test_a_node_pickles_and_copies_as_its_place_in_its_record() -> None:
    """Found from outside: a ``Node`` could not be pickled, copied or sent
    to a worker process, while its ``Record`` could. It comes back as the
    same place in its record: the same properties, parent and children;
    the same node for a shallow copy (the record is shared), another for a
    pickle or a deep copy (a copy of the record holds other nodes). A state
    naming no node is refused."""
    import copy

    two = sgf.read("(;GM[1]SZ[9]C[first game])" + RECORD)
    r = two[1]
    variation = r.root.children[0].children[0].children[1]
    assert variation.properties == [("B", ["dc"])]
    for node in (r.root, variation, r.root.main_line()[-1]):
        # A shallow copy shares the record, so it is the same node; a deep
        # copy or a pickle holds a copy of the record, and another node.
        assert copy.copy(node) == node
        for back in (pickle.loads(pickle.dumps(node)), copy.copy(node), copy.deepcopy(node)):
            assert back.properties == node.properties
            assert [c.properties for c in back.children] == [c.properties for c in node.children]
            assert (back.parent is None) == (node.parent is None)
            if node.parent is not None and back.parent is not None:
                assert back.parent.properties == node.parent.properties
    assert pickle.loads(pickle.dumps(variation)) != variation and copy.deepcopy(variation) != variation
    cls, (record, path) = variation.__reduce__()
    assert path == [0, 0, 1] and record == r
    with pytest.raises(ValueError, match="no node at that path"):
        cls(record, [0, 5])
    with pytest.raises(ValueError):
        cls(record, [-1])
    with pytest.raises(TypeError):
        cls("record", [0])


def test_info_reads_game_information_as_simple_text(tmp_path: Path) -> None:
    """Found from outside: ``info["PB"]`` kept a line break that the games
    table gives as a space. Game information is FF[4] SimpleText (a line
    break is a space), but ``GC``, which is Text; a soft line break (``\\``
    and a newline) is removed in both, and ``Node`` gives values as
    written."""
    [r] = sgf.read(b"(;GM[1]SZ[9]PB[Lee\nSedol]EV[Cup\\\nFinal]GC[line one\nline two]C[a\nb];B[ee])")
    assert (r.info["PB"], r.info["EV"], r.info["GC"]) == ("Lee Sedol", "CupFinal", "line one\nline two")
    assert r.root["PB"] == "Lee\nSedol" and r.root["C"] == "a\nb"
    # The games table gives the same names.
    (tmp_path / "g.sgf").write_bytes(r.to_bytes())
    [row] = games_table(tmp_path, progress=False, playouts=0).to_pylist()
    assert (row["black"], row["event"]) == (r.info["PB"], r.info["EV"])


def test_strict_and_lenient_parsing() -> None:
    with pytest.raises(SgfError) as e:
        sgf.read(b"(;SZ[9]\n;B[aa]", mode="strict")
    assert (e.value.reason, e.value.code, e.value.line) == ("sgf_unexpected_end", 602, 1)
    [r] = sgf.read(b"(;SZ[9]\n;B[aa]")
    assert [(w.kind, w.line) for w in r.warnings] == [("unclosed_trees", 2)]
    assert "closed" in r.warnings[0].message
    # Each game of a file lists its own repairs only (found from outside:
    # every game of a file showed the last one's trees left open).
    first, second, third = sgf.read(b"(;SZ[9]xx)\n(;SZ[9];B[aa])\n(;SZ[9];B[")
    assert [(w.kind, w.line) for w in first.warnings] == [("property_without_value", 1)]
    assert second.warnings == []
    assert [(w.kind, w.line) for w in third.warnings] == [("unclosed_value", 3), ("unclosed_trees", 3)]
    with pytest.raises(SgfError) as n:
        sgf.read(b"no game here")
    assert n.value.reason == "sgf_no_game_tree"
    with pytest.raises(SgfError) as b:
        sgf.read(bytes(range(256)) * 4)
    assert b.value.reason == "sgf_binary_input"
    with pytest.raises(ParseError) as m:
        sgf.read(RECORD, mode="sloppy")  # type: ignore[arg-type]
    assert (m.value.reason, m.value.argument) == ("unknown_name", "mode")
    with pytest.raises(SgfError) as c:
        sgf.read(RECORD.encode(), charset="klingon")
    assert (c.value.reason, c.value.code, c.value.argument) == ("sgf_unknown_charset", 613, "charset")


def test_character_sets() -> None:
    # GB18030 without CA: detected; the caller's charset overrules a wrong CA.
    data = "(;SZ[19]PB[柯洁]PW[古力]RE[黑中盘胜];B[pd]C[黑棋中盘胜];W[dd])".encode("gb18030")
    [r] = sgf.read(data)
    assert (r.info["PB"], r.info["RE"], r.encoding) == ("柯洁", "黑中盘胜", "gb18030")
    assert any(w.kind == "charset" for w in r.warnings)
    [told] = sgf.read(b"(;CA[ISO-8859-1]PB[" + "柯洁".encode("gb18030") + b"])", charset="GB18030")
    assert told.info["PB"] == "柯洁"
    # A Latin-1 byte in a UTF-8 record (its PW is UTF-8) stays bytes.
    latin = b"(;CA[UTF-8]PW[G\xc3\xb6ran]PB[caf\xe9])"
    [raw] = sgf.read(latin)
    assert raw.info["PB"] == b"caf\xe9", "undecodable values stay bytes"
    assert raw.info["PW"] == "Göran" and raw.encoding == "UTF-8"
    assert raw.root.properties[2] == ("PB", [b"caf\xe9"])
    assert "\ufffd" in raw.to_sgf() and raw.to_bytes() == latin[:-1] + b"\n)\n"
    [fixed] = sgf.read(latin, charset="windows-1252")
    assert fixed.info["PB"] == "café" and fixed.encoding == "windows-1252"
    # Latin-1 text throughout under CA[UTF-8] is detected.
    [detected] = sgf.read(b"(;CA[UTF-8]PB[caf\xe9]PW[J\xfcrgen])")
    assert (detected.info["PB"], detected.info["PW"], detected.encoding) == ("café", "Jürgen", "windows-1252")
    assert any(w.kind == "charset" and "mostly not UTF-8" in w.message for w in detected.warnings)


def test_several_game_trees() -> None:
    records = sgf.read("(;SZ[9]PB[one];B[aa])\n(;SZ[13]PB[two];B[bb];W[cc])")
    assert [r.index for r in records] == [0, 1] and [r.info["PB"] for r in records] == ["one", "two"]
    assert records[1].to_sgf() == "(;SZ[13]PB[two]\n;B[bb];W[cc])\n"
    assert sgf.read(records[1].to_sgf()) == [records[1]]
    assert records[0] != records[1]
    game, _ = records[1].replay()
    assert game.size == (13, 13) and game.move_count == 2


def test_replay_in_both_modes() -> None:
    [r] = sgf.read(RECORD)
    game, irregularities = r.replay("strict")
    assert irregularities == [] and game.rules == Rules.chinese().with_komi(6.5)
    assert game.board.get((2, 6)) == "black" and game.move_count == 3
    variation = r.replay(path=[0, 0, 1])
    assert variation.game.board.get((3, 2)) == "black" and variation.moves == 3
    # Merged games: each variation's own game information (its komi here)
    # is the one its replay reads, as SGF FF[4] places it.
    [merged] = sgf.read("(;SZ[9];B[ee];W[cc](;KM[6.5];B[gg])(;KM[0.5];B[gc]))")
    assert merged.replay(path=[0, 0, 0]).game.rules.komi == 6.5
    assert merged.replay(path=[0, 0, 1]).game.rules.komi == 0.5
    assert merged.info["KM"] == "6.5"
    # Written back with the same path, the variation keeps its own game
    # information (checked from outside: the main line's was written).
    [named] = sgf.read("(;SZ[9];B[ee];W[cc](;PB[Alice]RE[B+R]C[one])(;PB[Bob]RE[W+R]C[two]))")
    two = named.replay(path=[0, 0, 1]).game.to_sgf(source=named, path=[0, 0, 1])
    assert "PB[Bob]" in two and "RE[W+R]" in two and "C[two]" in two and "Alice" not in two and "one" not in two
    one = named.replay().game.to_sgf(source=named)
    assert "PB[Alice]" in one and "Bob" not in one
    with pytest.raises(ValueError):
        named.replay().game.to_sgf(source=named, path=[-1])
    # A path off the tree is refused as the replay along it is (found from
    # outside: the main line's information was written with no word).
    for off in ([0, 7], [9], [0, 0, 0, 0, 0, 0]):
        with pytest.raises(SgfError) as written_error:
            named.replay().game.to_sgf(source=named, path=off)
        with pytest.raises(SgfError) as replay_error:
            named.replay(path=off)
        assert str(written_error.value) == str(replay_error.value)
        assert (written_error.value.reason, written_error.value.argument) == ("sgf_no_such_variation", "path")
    # A path without the record it leads through says nothing: refused.
    with pytest.raises(ValueError, match="needs the source record"):
        named.replay().game.to_sgf(path=[0, 0, 1])
    with pytest.raises(ValueError, match="needs the source record"):
        named.replay().game.to_sgf(source=None, path=[1])
    # The main line's empty path is harmless without a record.
    assert named.replay().game.to_sgf(source=None, path=[]) == named.replay().game.to_sgf()
    assert named.replay().game.to_sgf(path=None) == named.replay().game.to_sgf()
    assert r.replay(max_moves=1).game.move_count == 1
    # An occupied point: strict refuses it with the move, its place and its
    # point; tolerant replaces the stone and says so.
    [bad] = sgf.read("(;SZ[9];B[ee];W[ee])")
    with pytest.raises(SgfError) as e:
        bad.replay("strict")
    assert (e.value.reason, e.value.point, e.value.line, e.value.column) == ("sgf_illegal_move", (4, 4), 1, 15)
    assert "move 2" in str(e.value)
    game, irregularities = bad.replay("tolerant")
    assert [(i.kind, i.move_number) for i in irregularities] == [("occupied", 2)]
    assert game.board.get((4, 4)) == "white"
    with pytest.raises(SgfError) as w:
        sgf.read("(;SZ[9];B[ee];B[cc])")[0].replay("strict")
    assert w.value.reason == "sgf_wrong_color"
    with pytest.raises(SgfError) as v:
        r.replay(path=[3])
    assert v.value.reason == "sgf_no_such_variation"
    with pytest.raises(ParseError):
        r.replay("gentle")
    # Found from outside: Phantom Go declared for a team game was refused
    # by the tolerant replay too; it is ordinary Go with the team now, the
    # refusal listed at PG. Strict still refuses it there.
    [team] = sgf.read("(;FF[4]GM[1]SZ[9]GS[B:2:person,person][W:2:person,person]PG[illegal-only];B[aa];W[bb])")
    game, irregularities = team.replay("tolerant")
    [refused] = irregularities
    assert (refused.kind, refused.move_number, refused.line, refused.column) == ("setup_refused", 0, 1, 58)
    assert refused.detail is not None and "Phantom Go cannot be played by a side with more than one seat" in refused.detail
    assert game.move_count == 2 and game.variant == "standard"
    with pytest.raises(SgfError) as s:
        team.replay("strict")
    assert (s.value.reason, s.value.line, s.value.column) == ("sgf_setup", 1, 58)


def test_game_information_heuristics_and_defaults() -> None:
    [fox] = sgf.read("(;SZ[19]KM[750]RU[Chinese];B[pd])")
    replay = fox.replay()
    assert replay.game.komi == 7.5
    assert [w.kind for w in replay.warnings] == ["komi_heuristic"]
    [none] = sgf.read("(;SZ[9];B[ee])")
    assert none.replay().game.rules == Rules.japanese().with_komi(6.5)
    assert none.replay(default_rules="chinese").game.rules.base_preset == "chinese"
    assert none.replay(default_rules=Rules.aga()).game.rules == Rules.aga()
    with pytest.raises(SgfError) as e:
        sgf.read("(;SZ[9]KM[7.3];B[ee])")[0].replay("strict")
    assert (e.value.reason, e.value.line) == ("sgf_invalid_value", 1)
    # Found from outside: Game(komi=100).to_sgf() wrote KM[100], read back
    # as komi 1 by the x100 heuristic; it writes KM[100.0] now.
    for komi in (100, -125, 750, 7.5):
        text = Game(9, komi=komi).to_sgf()
        [record] = sgf.read(text)
        assert record.replay().game.komi == komi and record.replay().warnings == [], text


def test_records_pickle_and_games_write_records() -> None:
    records = sgf.read(RECORD.encode() + b"(;SZ[5]PB[x])")
    for r in records:
        assert pickle.loads(pickle.dumps(r)) == r
        # Found from outside: the second tree of a file came back as index 0.
        assert pickle.loads(pickle.dumps(r)).index == r.index
        assert repr(pickle.loads(pickle.dumps(r))) == repr(r)
    assert [r.index for r in records] == [0, 1]
    g = Game(9, rules="aga", handicap=2)
    g.play((4, 4))
    [back] = sgf.read(g.to_sgf())
    assert back.info["RU"] == "AGA" and back.info["HA"] == "2"
    game, _ = back.replay("strict")
    assert game.board == g.board and game.handicap_stones == 2


def test_a_replayed_game_writes_its_record_back_with_the_record_kept() -> None:
    # Found from outside: a replayed game's to_sgf() lost the players, the
    # result and the comments, with no way to keep them.
    records = sgf.read(b"(;SZ[5]PB[x])" + RECORD.encode())
    second = records[1]
    game = second.replay().game
    head = "(;FF[4]GM[1]CA[UTF-8]AP[go-core:0.1.0]SZ[9]KM[6.5]RU[Chinese]"
    assert game.to_sgf() == head + "\n;B[ee];W[gc];B[cg])\n"
    kept = head + "RE[W+R]PB[Lee \\] Sedol]PW[Gu Li]\n;B[ee];W[gc];B[cg]C[main])\n"
    assert game.to_sgf(source=second) == kept
    # The same from a pickled record (its collection holds the one tree).
    assert game.to_sgf(pickle.loads(pickle.dumps(second))) == kept
    # Read back, the written record replays to the same game.
    [back] = sgf.read(game.to_sgf(second))
    assert back.info["PB"] == "Lee ] Sedol" and back.replay().game.board == game.board
    # A move played on: the recorded result no longer describes the game.
    game.play((3, 3))
    assert game.to_sgf(second) == head + "PB[Lee \\] Sedol]PW[Gu Li]\n;B[ee];W[gc];B[cg]C[main];W[dd])\n"
    # Two moves of three: the comment on the third is not reached.
    short = second.replay(max_moves=2).game
    assert short.to_sgf(second) == head + "PB[Lee \\] Sedol]PW[Gu Li]\n;B[ee];W[gc])\n"
    with pytest.raises(TypeError, match="source must be a go_core.sgf.Record or None, not int"):
        game.to_sgf(source=3)  # type: ignore[arg-type]
    assert game.to_sgf(None) == game.to_sgf()


def test_a_replayed_game_keeps_the_records_count_marks_and_closing_node() -> None:
    # Found from outside: the record's TB/TW and a closing comment-only node
    # were dropped when the game was written with its record.
    [record] = sgf.read("(;SZ[5]RE[B+3];B[cc]TB[aa];W[];B[];C[end]TB[ab])")
    game = record.replay().game
    assert game.to_sgf(record).endswith("RE[B+3]\n;B[cc]TB[aa];W[];B[];C[end]TB[ab])\n")
    # Short of the record's moves, the marks go; the move's node stays.
    short = record.replay(max_moves=2).game
    assert short.to_sgf(record).endswith("\n;B[cc];W[])\n")


def test_a_parse_too_large_for_the_memory_at_hand_is_an_error(tmp_path: Path) -> None:
    """Found from outside: 20 MB of passes (5 million nodes) read under a
    memory limit ended the process ("memory allocation of 120000024 bytes
    failed", SIGABRT). The parser's arenas are reserved with a check: the
    read is an ``SgfError`` (``sgf_input_too_large``), ``load``'s row names
    it and ``iter_positions`` reports it. Run in a child process with
    100 MB of address space beyond what it holds when the limit is set."""
    import subprocess
    import sys
    import textwrap

    (tmp_path / "passes.sgf").write_bytes(b"(;SZ[19]" + b";B[];W[]" * 2_500_000 + b")")
    script = textwrap.dedent(
        f"""
        import resource, go_core, pyarrow
        from go_core import sgf
        data = open({str(tmp_path / "passes.sgf")!r}, "rb").read()
        def vm():
            return next(int(l.split()[1]) * 1024 for l in open("/proc/self/status") if l.startswith("VmSize"))
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        limit = vm() + (100 << 20)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
        try:
            sgf.read(data)
        except go_core.SgfError as e:
            print(e.reason, str(e).split(":")[0])
        corpus = go_core.load({str(tmp_path)!r}, progress=False, playouts=0)
        errors = []
        batches = list(go_core.iter_positions({str(tmp_path)!r}, on_error=lambda p, e: errors.append(e.reason)))
        print(len(batches), errors)
        # The table is made with the limit lifted (pyarrow's allocator
        # reserves address space of its own).
        resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
        rows = go_core.games_table(corpus).to_pylist()
        print([r["error"].split(":")[0] for r in rows])
        """
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.splitlines() == [
        "sgf_input_too_large input of 20000009 bytes is too large for the memory at hand",
        "0 ['sgf_input_too_large']",
        "['sgf_input_too_large']",
    ], run.stdout


def test_writing_or_reading_more_than_the_memory_at_hand_is_a_memory_error(tmp_path: Path) -> None:
    """Found from outside: under a memory limit, ``Record.to_sgf``,
    ``to_bytes`` and pickling a record of a 400 MB comment ended the
    interpreter ("memory allocation of 419430422 bytes failed", SIGABRT),
    and ``sgf.read`` of a 1.5 GB file raised an internal error
    (``RuntimeError``) that stopped ``iter_positions`` for the whole
    corpus. The writers now reserve their output's exact size first and
    the reader its file's size: a ``MemoryError`` each, the process lives,
    and ``iter_positions`` reports the file and reads the rest. Run in a
    child process with less address space left than the output needs."""
    import subprocess
    import sys
    import textwrap

    (tmp_path / "a_good.sgf").write_bytes(b"(;GM[1]SZ[9];B[ee];W[cc])")
    with open(tmp_path / "m_big.sgf", "wb") as f:
        f.truncate(1500 << 20)
    (tmp_path / "z_good.sgf").write_bytes(b"(;GM[1]SZ[9];B[gg])")
    script = textwrap.dedent(
        f"""
        import pickle, resource, go_core
        from go_core import sgf
        record = sgf.read(b"(;GM[1]SZ[9]C[" + b"x" * (200 << 20) + b"];B[aa])")[0]
        def vm():
            return next(int(l.split()[1]) * 1024 for l in open("/proc/self/status") if l.startswith("VmSize"))
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        resource.setrlimit(resource.RLIMIT_AS, (vm() + (120 << 20), hard))
        for name, call in [("to_sgf", record.to_sgf), ("to_bytes", record.to_bytes),
                           ("pickle", lambda: pickle.dumps(record))]:
            try:
                call()
                print(name, "written")
            except MemoryError:
                print(name, "MemoryError")
        try:
            sgf.read({str(tmp_path / "m_big.sgf")!r})
        except MemoryError:
            print("read MemoryError")
        errors = []
        batches = list(go_core.iter_positions({str(tmp_path)!r}, on_error=lambda p, e: errors.append(type(e).__name__)))
        print(sum(len(b) for b in batches), errors)
        # The record is unchanged, and written once the limit is lifted.
        resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
        print(len(record.to_bytes()), len(record.to_sgf()))
        """
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.splitlines() == [
        "to_sgf MemoryError",
        "to_bytes MemoryError",
        "pickle MemoryError",
        "read MemoryError",
        "3 ['MemoryError']",
        f"{(200 << 20) + 24} {(200 << 20) + 24}",
    ], run.stdout


def test_game_information_in_a_later_node_is_read(tmp_path: Path) -> None:
    # Found from outside: SGF FF[4] lets game information stand in any
    # node (Little Go writes it in the first node after the root); read
    # from the root alone, the game was replayed under the default rules
    # and komi, and the table had no players or result.
    text = "(;GM[1]FF[4]SZ[9];PB[Lee]KM[0.5]RU[Chinese]RE[W+2.5];B[aa];W[bb])"
    [record] = sgf.read(text)
    assert record.info["PB"] == "Lee" and record.info["RE"] == "W+2.5" and record.info["SZ"] == "9"
    game = record.replay().game
    assert (game.komi, str(game.rules).split()[0]) == (0.5, "chinese")
    (tmp_path / "g.sgf").write_text(text)
    [row] = games_table(tmp_path, progress=False).to_pylist()
    assert (row["black"], row["result"], row["komi"]) == ("Lee", "W+2.5", 0.5)
    assert row["rules"].split()[0] == "chinese", row["rules"]


def test_default_rules_named_by_text_take_their_komi_for_the_records_size() -> None:
    # Found from outside: replay(default_rules="game_site") gave a 9x9
    # record the game site's 19x19 komi (5.5) where RU[game_site] gives
    # 3.5, as Game(9, rules="game_site") does.
    [record] = sgf.read("(;GM[1]SZ[9];B[aa])")
    assert record.replay(default_rules="game_site").game.komi == 3.5
    assert record.replay(default_rules="game_site komi=6.5").game.komi == 6.5
    [ru] = sgf.read("(;GM[1]SZ[9]RU[game_site];B[aa])")
    assert ru.replay().game.komi == 3.5
    # A Rules object keeps its own komi; KM overrides either.
    assert record.replay(default_rules=Rules("game_site")).game.komi == Rules("game_site").komi
    [km] = sgf.read("(;GM[1]SZ[9]KM[0.5];B[aa])")
    assert km.replay(default_rules="game_site").game.komi == 0.5


def test_a_file_named_like_sgf_text_is_named_in_the_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found from outside: sgf.read("(2016) Master.sgf") failed with "no SGF
    game tree found" and did not say that the str was read as SGF text; the
    error's note says so now, and a pathlib.Path reads the file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "(2016) Master.sgf").write_text("(;GM[1]SZ[9];B[ee])")
    with pytest.raises(SgfError) as caught:
        sgf.read("(2016) Master.sgf")
    assert any("pathlib.Path" in note for note in getattr(caught.value, "__notes__", []))
    assert len(sgf.read(Path("(2016) Master.sgf"))) == 1
    with pytest.raises(SgfError) as caught:
        sgf.read("(;GM[1]SZ[9];B[ee]", mode="strict")
    assert not getattr(caught.value, "__notes__", [])
