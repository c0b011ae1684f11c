#!/usr/bin/env bash
# Compares go-core's replays of the SGF corpora with sgfmill's (an
# independent Python SGF library). Uses the repository's virtualenv (.venv,
# created when missing). Exits nonzero on any unexplained difference.
#
# Usage: go-core/tests/oracle/run_sgfmill.sh [CORPUS_DIR]
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
CORPORA="${1:-$ROOT/../shared/validation/corpora}"
if [ ! -d "$CORPORA" ]; then
    echo "!!! SGF corpora not found at $CORPORA: sgfmill oracle SKIPPED !!!"
    exit 0
fi
cd "$ROOT"
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
# The sgfmill version the tests last passed with (go-py/test-constraints.txt).
.venv/bin/pip install --quiet -c go-py/test-constraints.txt sgfmill
cargo build --quiet --release -p go-core --example replay
BIN="$ROOT/target/release/examples/replay"
OUT="$(mktemp)"
trap 'rm -f "$OUT"' EXIT
# The corpora hold two files that are not SGF at all, so the replay exits 1
# (some files failed); the check below compares every failure with
# sgfmill's. Any other status is an error.
status=0
"$BIN" --positions "$CORPORA" > "$OUT" || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    echo "run_sgfmill.sh: the replay example exited with status $status" >&2
    exit 1
fi
.venv/bin/python "$HERE/sgfmill_check.py" "$OUT" "$BIN"
