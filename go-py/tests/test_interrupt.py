"""Ctrl-C stops the long calls (Game.playouts, Game.analyze,
Game.estimate_dead_stones) in the middle, as it stops any Python loop:
KeyboardInterrupt is raised within a fraction of a second of the signal,
long before the work would end, and the game is left as it was.

The signal is simulated with ``_thread.interrupt_main``, which raises
SIGINT's handler in the main thread exactly as a Ctrl-C at the terminal
does. Python's own handler is put in place for each test: a test run
started in the background by a shell without job control (``cmd &``)
inherits SIGINT ignored, and an ignored signal would stop nothing."""

from __future__ import annotations

import _thread
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import go_core
from go_core import Game


def opening() -> Game:
    g = Game(19)
    for i in range(24):
        g.play((2 + (i % 6) * 3, 2 + (i // 6) * 4))
    return g


def interrupted_after(seconds: float, call: Callable[[], object]) -> float:
    """Runs `call` with a Ctrl-C after `seconds`; asserts that it raised
    KeyboardInterrupt and returns how long it ran."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(seconds, _thread.interrupt_main)
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    return time.monotonic() - start


# Each call below would run for minutes to hours: ten million 19x19
# playouts (about 5 minutes on two cores of this machine), an hour's
# search, four billion heavy playouts. Stopped, each returns in well
# under a second after the signal; the bound of 30 s only separates
# "stopped" from "ran to its end".


def test_ctrl_c_stops_playouts() -> None:
    g = opening()
    took = interrupted_after(0.3, lambda: g.playouts(10_000_000, threads=2))
    assert took < 30
    assert g.move_count == 24
    assert g.playouts(8, seed=1).margins.shape == (8,)


def test_ctrl_c_stops_a_search() -> None:
    g = opening()
    took = interrupted_after(0.3, lambda: g.analyze(millis=3_600_000, threads=2))
    assert took < 30
    assert g.move_count == 24
    assert g.analyze(playouts=50).playouts == 50


def test_ctrl_c_stops_the_dead_stone_estimate() -> None:
    g = opening()
    took = interrupted_after(0.3, lambda: g.estimate_dead_stones(playouts=2**32 - 1, early_stop=False))
    assert took < 30
    assert g.move_count == 24
    assert g.estimate_dead_stones(playouts=0) == []


def test_short_calls_answer_as_before() -> None:
    # Work under the inline bound (no watcher thread) and over it give the
    # same statistics for the same seed.
    g = opening()
    small = g.playouts(4, seed=3)
    again = g.playouts(4, seed=3)
    assert list(small.margins) == list(again.margins)
    large = g.playouts(1000, seed=3)
    assert list(large.margins[:4]) == list(small.margins)


def test_ctrl_c_stops_a_load_inside_a_file(tmp_path: Path) -> None:
    # One file, one game: its dead-stone estimate with four billion
    # playouts a side is what Ctrl-C has to stop (not only the files not
    # yet started). RE is a score, so the game ended by counting and is
    # counted under load's default count="ended".
    moves = "".join(f";{'BW'[i % 2]}[{chr(97 + 2 + (i % 6) * 3)}{chr(97 + 2 + (i // 6) * 4)}]" for i in range(24))
    (tmp_path / "one.sgf").write_text(f"(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]RE[W+3.5]{moves})")
    took = interrupted_after(
        0.3, lambda: go_core.load(tmp_path, progress=False, playouts=2**32 - 1, early_stop=False)
    )
    assert took < 30
    corpus = go_core.load(tmp_path, progress=False, playouts=0)
    assert len(corpus) == 1


def test_ctrl_c_stops_the_search_for_files() -> None:
    # Found from outside: the walk of the folders ran with no look at the
    # signal, and a walk through links to a large tree (/proc's lead to the
    # whole file system) went on to its end. The whole of / takes seconds
    # here (8.5 s on the CI machine: /proc, the build folders); stopped
    # after 0.2 s it returns at once. `_find` walks and reads nothing.
    from go_core._go_core import _find

    took = interrupted_after(0.2, lambda: _find(["/"], True))
    assert took < 1.2


def test_ctrl_c_stops_a_long_stack_of_positions() -> None:
    # Found from outside: a 2.4 MB record of passes made hundreds of
    # thousands of positions, and Ctrl-C waited for all of them.
    [record] = go_core.sgf.read(b"(;GM[1]SZ[19]" + b";B[tt];W[tt]" * 100_000 + b")")
    took = interrupted_after(0.2, lambda: record.positions(dtype="uint8"))
    assert took < 5
    [short] = go_core.sgf.read(b"(;GM[1]SZ[9];B[ee];W[cc])")
    assert short.positions(dtype="uint8").shape == (2, len(go_core.FEATURE_PLANES), 9, 9)


def test_ctrl_c_at_the_first_array_of_a_process_is_a_keyboard_interrupt() -> None:
    # Found from outside: the first NumPy array a process made looked up
    # NumPy's C interface, which failed while a Ctrl-C was pending, and
    # the call raised an internal error (a panic) instead of the
    # KeyboardInterrupt. A fresh interpreter, so that no array was made
    # before; the signal lands while the positions are being built.
    script = (
        "import _thread, signal, threading, go_core\n"
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "[r] = go_core.sgf.read(b'(;GM[1]SZ[19]' + b';B[tt];W[tt]' * 100000 + b')')\n"
        "threading.Timer(0.2, _thread.interrupt_main).start()\n"
        "try:\n"
        "    r.positions(dtype='uint8')\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "interrupted", done.stdout
    assert "panicked" not in done.stderr and "internal error" not in done.stderr, done.stderr


def test_ctrl_c_stops_the_replay_of_a_long_record(tmp_path: Path) -> None:
    # Found from outside: 2,000,000 moves, each on an occupied point (every
    # replacement rebuilds the board), replayed for 30 s while a Ctrl-C
    # waited, in Record.replay and in load. 1,000,000 here (about 15 s).
    data = b"(;GM[1]SZ[19]" + b";B[aa];W[bb]" * 500_000 + b")"
    [record] = go_core.sgf.read(data)
    took = interrupted_after(0.5, lambda: record.replay())
    assert took < 5
    (tmp_path / "long.sgf").write_bytes(data)
    took = interrupted_after(0.5, lambda: go_core.load(tmp_path, progress=False, playouts=0))
    assert took < 5
    # A short record replays as before.
    [short] = go_core.sgf.read(b"(;GM[1]SZ[9];B[ee];W[cc])")
    assert short.replay().game.move_count == 2
