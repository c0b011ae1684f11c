"""go_core.dask.games_frame: a LocalCluster with two worker processes gives
the serial games table, row by row."""

from __future__ import annotations

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
