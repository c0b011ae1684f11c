"""Shared helpers of the go_core test suite.

The suite tests the installed ``go_core`` (the test command installs the
wheel into a fresh virtualenv; see go-py/run_tests.sh). The shared test
data lies in ``../shared`` beside the repository.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CORPORA = REPO.parent / "shared" / "validation" / "corpora"


def corpus_files() -> list[Path]:
    """Every ``.sgf`` file of the corpora (any case), sorted as the Rust
    corpus test sorts them."""
    if not CORPORA.is_dir():
        pytest.fail(f"the SGF corpora are missing at {CORPORA} (../shared beside the repository)")
    return sorted(p for p in CORPORA.rglob("*") if p.is_file() and p.suffix.lower() == ".sgf")


def camel_to_snake(name: str) -> str:
    """``RepeatedProperty`` -> ``repeated_property`` (Rust's Debug names of
    warning kinds, as the Rust corpus test prints them, against go_core's
    snake_case names)."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _figures(text: str, prefix: str) -> dict[str, object]:
    """The ``key=value`` figures of the Rust corpus test's line that holds
    ``prefix``; ``{...}`` values are maps of counts."""
    for line in text.splitlines():
        if prefix in line:
            body = line[line.index(prefix) + len(prefix) :]
            out: dict[str, object] = {}
            for key, value in re.findall(r"(\w+)=(\{[^}]*\}|\S+)", body):
                if value.startswith("{"):
                    out[key] = {k: int(v) for k, v in re.findall(r'"([^"]+)": (\d+)', value)}
                else:
                    out[key] = int(value)
            return out
    raise AssertionError(f"the Rust corpus test printed no line with {prefix!r}:\n{text[-2000:]}")


@pytest.fixture(scope="session")
def rust_corpus_figures() -> dict[str, dict[str, object]]:
    """The figures the Rust corpus test (go-core/tests/sgf_corpus.rs)
    prints for the same corpora: from the file the test command wrote
    (``GO_CORE_RUST_CORPUS_FIGURES``), else by running that test."""
    path = os.environ.get("GO_CORE_RUST_CORPUS_FIGURES")
    if path:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    else:
        run = subprocess.run(
            ["cargo", "test", "-p", "go-core", "--test", "sgf_corpus", "--", "--nocapture", "corpus_parses",
             "corpus_replays_tolerantly"],
            cwd=REPO,
            capture_output=True,
            text=True,
            errors="replace",
            check=True,
        )
        text = run.stdout
    return {
        "parse": _figures(text, "SGF corpus parse: "),
        "replay": _figures(text, "SGF corpus replay (tolerant): "),
    }
