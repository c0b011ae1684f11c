#!/usr/bin/env bash
# The strength match (long; not part of CI, which plays two short games in
# go-core/tests/gtp_gnugo.rs): the go-core bot against GNU Go levels 1 and
# 10 and against a uniformly random player, on 9x9 under the Chinese rules
# with komi 7.5, alternating colours. Prints per-game lines and a SUMMARY
# line per opponent (win rate, playouts and milliseconds per move), and
# keeps the logs in $OUT.
#
#   bash go-core/tests/oracle/strength_match.sh            # defaults below
#   GAMES=4 RANDOM_GAMES=10 MILLIS=200 THREADS=1 bash go-core/tests/oracle/strength_match.sh
#
# The games' records land in $OUT/gnugo-level-N/game-NNN.sgf.
set -euo pipefail
cd "$(dirname "$0")/../../.."
GAMES=${GAMES:-20}
RANDOM_GAMES=${RANDOM_GAMES:-100}
MILLIS=${MILLIS:-1000}
THREADS=${THREADS:-2}
RANDOM_PLAYOUTS=${RANDOM_PLAYOUTS:-1000}
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
grep -h SUMMARY "$OUT"/*.log
