"""The games table as a Dask DataFrame, for corpora beyond one machine.

>>> from go_core.dask import games_frame       # doctest: +SKIP
>>> frame = games_frame("corpus/**/*.sgf")     # doctest: +SKIP
>>> frame.groupby("komi").agg({"agrees": "mean"}).compute()  # doctest: +SKIP

Each partition is :func:`go_core.games_table` over one batch of files,
loaded by the engine on the worker (one thread each: Dask supplies the
parallelism), as a pandas DataFrame with Arrow-backed columns
(``pandas.ArrowDtype``: the same types in every partition, nulls kept).
The files are listed once, on the client, in the order ``go_core.load``
reads them; concatenating the partitions gives
``games_table(paths).to_pandas(types_mapper=pandas.ArrowDtype)``.

From a laptop to a cluster, the one change is where the work runs: create a
``distributed.Client`` for the cluster (``Client("tcp://scheduler:8786")``)
before calling ``.compute()``. Install distributed as Dask's own extra,
``pip install "dask[distributed]"``, which takes the distributed release
matching the installed Dask (a newer Dask beside an older distributed fails
on ``import distributed``); the workers need ``go_core`` installed and the
files at the same paths (a shared file system). Without a client Dask runs
the partitions in local threads.

Aggregate the Arrow-backed boolean ``agrees`` with ``.agg`` as above: Dask
(2026.8) refuses ``groupby(...).agrees.mean()`` on an Arrow boolean column.
"""

from __future__ import annotations

from typing import Any, Literal

from go_core._args import SIZE_MAX, flag, integer
from go_core._go_core import _find, _load
from go_core._tables import GAMES_COLUMNS, Paths, _expand, _table

__all__ = ["games_frame"]


def _partition(
    entries: list[tuple[str, str | None]], mode: str, playouts: int, seed: int, early_stop: bool, count: str
) -> Any:
    """One partition: the games table of ``entries`` (``_find``'s files
    with their skip reasons), read as found (no folder walked again), as
    a pandas DataFrame with Arrow-backed columns."""
    import pandas as pd  # type: ignore[import-untyped]

    corpus = _load(
        [path for path, _ in entries],
        False,
        1,
        mode,
        False,
        None,
        playouts,
        seed,
        early_stop,
        count,
        [reason for _, reason in entries],
    )
    return _table(corpus._games_columns(), GAMES_COLUMNS).to_pandas(types_mapper=pd.ArrowDtype)


def games_frame(
    paths: Paths,
    *,
    batch_size: int = 256,
    recursive: bool = True,
    mode: Literal["strict", "lenient"] = "lenient",
    playouts: int = 50,
    seed: int = 1,
    early_stop: bool = True,
    count: Literal["ended", "all"] = "ended",
) -> Any:
    """The games table (see :func:`go_core.games_table`) as a lazy
    ``dask.dataframe.DataFrame``, one partition per ``batch_size`` files.

    ``paths``, ``recursive``, ``mode``, ``playouts``, ``seed``,
    ``early_stop`` and ``count`` are
    :func:`go_core.load`'s. The files are found now (on the client); they
    are read when the frame is computed. The index is each partition's own
    ``0..n`` (``reset_index(drop=True)`` after ``compute()`` for one
    range). Raises ``ValueError`` for ``batch_size`` outside
    ``1..=sys.maxsize`` (``TypeError`` for a non-int) and as
    :func:`go_core.load` for the other arguments; needs ``dask`` (``pip
    install "dask[dataframe]"``), pandas and pyarrow.
    """
    import dask
    import dask.dataframe as dd

    batch_size = integer(batch_size, "batch_size", 1, SIZE_MAX)
    recursive = flag(recursive, "recursive")
    early_stop = flag(early_stop, "early_stop")
    files = _find(_expand(paths), recursive)
    meta = _partition([], mode, playouts, seed, early_stop, count)
    parts = [
        dask.delayed(_partition)(files[i : i + batch_size], mode, playouts, seed, early_stop, count)
        for i in range(0, len(files), batch_size)
    ]
    if not parts:
        return dd.from_pandas(meta, npartitions=1)
    return dd.from_delayed(parts, meta=meta)
