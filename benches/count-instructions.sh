#!/usr/bin/env bash
# Instructions per light-playout move, counted by valgrind's callgrind (an
# instruction count, repeatable whatever else the machine is doing).
#
# For each board size the `playout-count` binary runs N and 2N seeded
# playouts from the empty board; the difference of the two instruction
# totals divided by the difference of the moves is the cost of one move,
# with start-up costs cancelled. The per-playout board clone and drop are
# included, as in the criterion bench `playout`.
#
# Then the same for the checked path: the `checked-count` binary plays a
# fixed 250-move 19x19 game through `Game::play` (Chinese rules, exact
# positional superko) and through the raw board move, each on new games,
# with 0 and with 250 moves, so that making the games cancels out; the
# ratio of the two per-move figures is the checked path's overhead. Last,
# `Game::undo`: the whole game played, then 0 or 250 moves taken back.
#
# Usage: benches/count-instructions.sh [--quick]
#   --quick  a few playouts per size (CI: checks that it runs; the figure is
#            rougher).
# Output: one line per size, e.g. "19x19: 512.3 instructions per move".
# libego's figures on the machine of issue 12: 447 (9x9), 540 (19x19).
set -euo pipefail

cd "$(dirname "$0")/.."
quick=0
[[ "${1:-}" == "--quick" ]] && quick=1

command -v valgrind >/dev/null || { echo "count-instructions: valgrind is not installed" >&2; exit 1; }
cargo build --quiet --release -p go-benches --bin playout-count
bin=target/release/playout-count
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Total instructions (callgrind's Ir) and moves of one run.
count() {
    local size=$1 n=$2 out=$tmp/out.$size.$n
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.$size.$n" "$bin" "$size" "$n" >"$out" 2>"$tmp/err.$size.$n" \
        || { cat "$tmp/err.$size.$n" >&2; exit 1; }
    local ir moves
    ir=$(grep -m1 '^summary:' "$tmp/cg.$size.$n" | awk '{print $2}')
    moves=$(awk '/^moves/ {print $2}' "$out")
    echo "$ir $moves"
}

for spec in "9 400" "19 100"; do
    read -r size n <<<"$spec"
    if ((quick)); then n=$((n / 20)); fi
    read -r ir1 m1 < <(count "$size" "$n")
    read -r ir2 m2 < <(count "$size" $((2 * n)))
    awk -v s="$size" -v a="$ir1" -v b="$ir2" -v m="$m1" -v n="$m2" \
        'BEGIN { if (n <= m) { print "count-instructions: no moves" > "/dev/stderr"; exit 1 }
                 printf "%dx%d: %.1f instructions per move (%d moves)\n", s, s, (b - a) / (n - m), n - m }'
done

cargo build --quiet --release -p go-benches --bin checked-count
checked=target/release/checked-count
# Total instructions of one run of `checked-count ARGS...`.
count_checked() {
    local name=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.$name" "$checked" "$@" >"$tmp/out.$name" 2>"$tmp/err.$name" \
        || { cat "$tmp/err.$name" >&2; exit 1; }
    grep -m1 '^summary:' "$tmp/cg.$name" | awk '{print $2}'
}
games=$((quick ? 2 : 10))
for mode in checked raw undo; do
    flag=()
    [[ $mode != checked ]] && flag=("--$mode")
    a=$(count_checked "$mode-0" "${flag[@]}" "$games" 0)
    b=$(count_checked "$mode-250" "${flag[@]}" "$games" 250)
    moves=$(awk '/^moves/ {print $2}' "$tmp/out.$mode-250")
    awk -v m="$mode" -v a="$a" -v b="$b" -v n="$moves" \
        'BEGIN { printf "19x19 %s move: %.1f instructions per move (%d moves)\n", m, (b - a) / n, n }'
done
