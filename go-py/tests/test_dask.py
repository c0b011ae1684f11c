"""go_core.dask.games_frame: a LocalCluster with two worker processes gives
the serial games table, row by row."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from distributed import Client, LocalCluster

import go_core
from go_core.dask import games_frame

from conftest import CORPORA


def test_games_frame_on_a_local_cluster_equals_the_serial_table() -> None:
    folder = CORPORA / "sgf-edge-cases"
    serial = go_core.games_table(folder, workers=1, progress=False, playouts=10).to_pandas(types_mapper=pd.ArrowDtype)
    frame = games_frame(folder, batch_size=16, playouts=10)
    assert frame.npartitions == -(-len(set(serial["file"])) // 16)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:  # type: ignore[no-untyped-call]
        with Client(cluster) as client:  # type: ignore[no-untyped-call]
            assert len(client.scheduler_info()["workers"]) == 2
            computed = frame.compute().reset_index(drop=True)
    assert list(computed.columns) == list(go_core.GAMES_COLUMNS)
    assert computed.dtypes.equals(serial.dtypes)
    pd.testing.assert_frame_equal(computed, serial)


def test_games_frame_without_a_cluster_and_its_arguments() -> None:
    folder = CORPORA / "sgf-edge-cases"
    serial = go_core.games_table(folder, progress=False, playouts=0).to_pandas(types_mapper=pd.ArrowDtype)
    local = games_frame(folder, batch_size=1000, playouts=0).compute()
    pd.testing.assert_frame_equal(local.reset_index(drop=True), serial)
    with pytest.raises(ValueError):
        games_frame(folder, batch_size=0)
    # As go_core.load's: None is no bool (the frame took it), NumPy's is.
    with pytest.raises(TypeError, match="early_stop must be a bool, not NoneType"):
        games_frame(folder, early_stop=None)  # type: ignore[arg-type]
    assert games_frame(folder, playouts=0, recursive=np.True_).compute().shape == serial.shape  # type: ignore[arg-type]


def test_the_modules_example_runs() -> None:
    # Found from outside: the module's own example,
    # `groupby("komi").agrees.mean()`, raised NotImplementedError.
    import go_core.dask

    doc = go_core.dask.__doc__
    assert doc is not None
    [line] = [line for line in doc.splitlines() if line.startswith(">>>") and "groupby" in line]
    expression = line.removeprefix(">>> ").split("#")[0].strip()
    folder = CORPORA / "sgf-edge-cases"
    frame = games_frame(folder, playouts=0)
    by_komi = eval(expression, {"frame": frame})
    serial = go_core.games_table(folder, progress=False, playouts=0).to_pandas(types_mapper=pd.ArrowDtype)
    expected = serial.groupby("komi")["agrees"].mean()
    assert by_komi["agrees"].sort_index().astype("float64").equals(expected.sort_index().astype("float64"))


def test_games_frame_equals_the_table_with_a_symlink_loop(tmp_path: Path) -> None:
    """Found from outside: a link to an ancestor folder was loaded again as
    a folder by its partition (its row lost, another file read twice)."""
    d = tmp_path / "d"
    (d / "a").mkdir(parents=True)
    (d / "top.sgf").write_text("(;GM[1]SZ[9];B[aa])")
    (d / "a" / "g.sgf").write_text("(;GM[1]SZ[9];B[bb])")
    (d / "mid.sgf").write_text("(;GM[1]SZ[9];B[cc])")
    os.symlink("..", d / "a" / "up")
    serial = go_core.games_table(d, progress=False, playouts=0).to_pandas(types_mapper=pd.ArrowDtype)
    assert [Path(f).relative_to(d).as_posix() for f in serial["file"]] == ["a/g.sgf", "mid.sgf", "top.sgf", "a/up"]
    assert serial["error"].tolist()[3].startswith("skipped: symlink loop")
    for batch_size in (1, 2, 100):
        frame = games_frame(d, batch_size=batch_size, playouts=0).compute().reset_index(drop=True)
        pd.testing.assert_frame_equal(frame, serial)
