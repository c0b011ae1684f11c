#!/usr/bin/env bash
# Builds the Python extension go_core into the repo-local .venv, runs its
# pytest suite and checks the type stubs against the built module.
# Run from the repository root: bash go-py/run_tests.sh
# Exits nonzero on any failure.
set -euo pipefail

if [[ ! -f go-py/Cargo.toml ]]; then
    echo "run_tests.sh: run me from the repository root (bash go-py/run_tests.sh)" >&2
    exit 2
fi

if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check maturin pytest numpy hypothesis mypy

# A debug build: measured cold 19 s against 48 s for --release (warm 3 s
# against 12 s), and the suite runs in under 2 s either way.
VIRTUAL_ENV="$PWD/.venv" .venv/bin/maturin develop --quiet -m go-py/Cargo.toml

# Hypothesis keeps its files beside the tests (git-ignored there).
HYPOTHESIS_STORAGE_DIRECTORY="$PWD/go-py/.hypothesis" .venv/bin/python -m pytest go-py/tests -q

# The hand-written .pyi stubs must match the module (run from go-py so that
# mypy's cache lands there, git-ignored).
(cd go-py && ../.venv/bin/python -m mypy.stubtest go_core)
