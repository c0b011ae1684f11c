#!/usr/bin/env bash
# The strength match (long; not part of CI, which plays two short games in
# go-core/tests/gtp_gnugo.rs): the go-core bot against GNU Go levels 1 and
# 10 and against a uniformly random player, on 9x9 under the Chinese rules
# with komi 7.5, alternating colours; then the small-budget match against
# GNU Go level 1 at 2,000 playouts a move, one thread (issue 10: wins, and
# `big_losses`, the games lost by more than half the board). Prints
# per-game lines and a SUMMARY line per run (win rate, big losses,
# playouts and milliseconds per move), and keeps the logs in $OUT.
#
#   bash go-core/tests/oracle/strength_match.sh            # defaults below
#   GAMES=4 RANDOM_GAMES=10 MILLIS=200 THREADS=1 SMALL_GAMES=10 bash go-core/tests/oracle/strength_match.sh
#
# The games' records land in $OUT/gnugo-level-N/game-NNN.sgf.
set -euo pipefail
cd "$(dirname "$0")/../../.."
GAMES=${GAMES:-20}
RANDOM_GAMES=${RANDOM_GAMES:-100}
MILLIS=${MILLIS:-1000}
THREADS=${THREADS:-2}
RANDOM_PLAYOUTS=${RANDOM_PLAYOUTS:-1000}
SMALL_GAMES=${SMALL_GAMES:-100}
SMALL_PLAYOUTS=${SMALL_PLAYOUTS:-2000}
OUT=${OUT:-target/strength-match}
bash go-core/tests/oracle/install_gnugo.sh
cargo build --release -p go-core --example match
MATCH=${CARGO_TARGET_DIR:-target}/release/examples/match
mkdir -p "$OUT"
"$MATCH" --opponent random --games "$RANDOM_GAMES" --playouts "$RANDOM_PLAYOUTS" | tee "$OUT/random.log"
for level in 1 10; do
  "$MATCH" --opponent gnugo --level "$level" --games "$GAMES" --millis "$MILLIS" --threads "$THREADS" \
    --sgf-dir "$OUT/gnugo-level-$level" | tee "$OUT/gnugo-level-$level.log"
done
# Seeds 1.. of the small-budget run: the README's figures use 1-300
# (three runs of 100 with SEED=1, 101 and 201).
"$MATCH" --opponent gnugo --level 1 --games "$SMALL_GAMES" --playouts "$SMALL_PLAYOUTS" --seed "${SEED:-1}" \
  --sgf-dir "$OUT/small-budget" | tee "$OUT/small-budget.log"
grep -h SUMMARY "$OUT"/*.log
