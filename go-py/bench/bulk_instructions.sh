#!/usr/bin/env bash
# The Python bulk call against the same call made natively, counted in
# instructions (valgrind's callgrind: repeatable whatever else the machine
# is doing, where wall-clock times of two processes swing by 10% here).
#
# `Game.playouts(N, seed=S)` from Python and `Game::playouts` in Rust (the
# benches crate's `playouts-native`) from the empty board, Chinese rules,
# light playouts, one thread; each run with 500 and 2,500 playouts, so that
# start-up (the interpreter, importing numpy) cancels: the difference of
# the instruction totals over the 2,000 playouts between is the cost of a
# playout. Issue 12's target: the Python call within 5% of native.
#
# Usage: go-py/bench/bulk_instructions.sh [PYTHON]
#   PYTHON: an interpreter with go_core installed (default .venv-wheel/bin/python,
#   which `bash go-py/run_tests.sh` makes).
set -euo pipefail
cd "$(dirname "$0")/../.."
# numpy's OpenBLAS starts worker threads that spin for a while (a
# time-dependent count that is not go_core's work): one thread, no workers.
export OPENBLAS_NUM_THREADS=1
python=${1:-.venv-wheel/bin/python}
command -v valgrind >/dev/null || { echo "bulk_instructions: valgrind is not installed" >&2; exit 1; }
"$python" -c "import go_core" || { echo "bulk_instructions: go_core is not importable by $python" >&2; exit 1; }
cargo build --quiet --release -p go-benches --bin playouts-native
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/playouts.py" <<'PY'
import sys
import go_core
n, size = int(sys.argv[1]), int(sys.argv[2])
print(go_core.Game(size, rules="chinese").playouts(n, seed=size).moves)
PY
count() {
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$@" 2>"$tmp/err" >"$tmp/out" \
        || { cat "$tmp/err" >&2; exit 1; }
    grep -o "Collected : [0-9]*" "$tmp/err" | grep -o "[0-9]*$"
}
for size in 9 19; do
    p1=$(count "$python" "$tmp/playouts.py" 500 "$size"); pm=$(cat "$tmp/out")
    p2=$(count "$python" "$tmp/playouts.py" 2500 "$size")
    n1=$(count target/release/playouts-native "$size" 500 "$size" 1); nm=$(grep -o '"moves": [0-9]*' "$tmp/out" | grep -o "[0-9]*$")
    n2=$(count target/release/playouts-native "$size" 2500 "$size" 1)
    [[ "$pm" == "$nm" ]] || { echo "bulk_instructions: Python played $pm moves, native $nm" >&2; exit 1; }
    py=$(( (p2 - p1) / 2000 )); native=$(( (n2 - n1) / 2000 ))
    awk -v s="$size" -v p="$py" -v n="$native" \
        'BEGIN { printf "%sx%s: Python %d, native %d instructions per playout (Python/native %.3f)\n", s, s, p, n, p / n }'
done
