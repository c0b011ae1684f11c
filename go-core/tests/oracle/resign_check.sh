#!/usr/bin/env bash
# Issue 13's resignation measure (long; not part of CI): the go-core bot,
# allowed to resign under its default rule (`go-core-resign 0.1 5`: a win
# rate under 10% for 5 of its moves in a row, each searched with at least
# 500 playouts), plays GNU Go under the Chinese rules with komi 7.5,
# alternating colours. Every position the bot resigned in is then played
# out CHECKS times from the move it resigned at, the bot (not allowed to
# resign) again the side to move there, at CHECK_MILLIS per move (a larger
# budget than the games'), against the same GNU Go. A resignation is wrong
# when the bot wins one of those play-outs: the game was not lost.
#
#   bash go-core/tests/oracle/resign_check.sh           # 9x9, level 10, 20 games, 1 s a move, 2 threads
#   SIZE=13 bash go-core/tests/oracle/resign_check.sh
#   LEVEL=1 PLAYOUTS=2000 THREADS=1 CHECK_PLAYOUTS=20000 bash go-core/tests/oracle/resign_check.sh
#
# Settings (environment): SIZE (9), LEVEL (10), GAMES (20), SEED (1: game
# i uses SEED + i), MILLIS (1000) or PLAYOUTS (a playout budget instead),
# THREADS (2), CHECKS (2 play-outs per resigned position), CHECK_MILLIS
# (3 x MILLIS) or CHECK_PLAYOUTS (with PLAYOUTS: 5 x PLAYOUTS). Prints the
# games, one line per resigned game with its play-outs, and a SUMMARY line;
# the logs and records land in $OUT (target/resign-check).
# Exit status: 0 when no resignation was wrong, 1 when one was, 2 when a
# game or a play-out was aborted.
set -euo pipefail
cd "$(dirname "$0")/../../.."
SIZE=${SIZE:-9}
LEVEL=${LEVEL:-10}
GAMES=${GAMES:-20}
SEED=${SEED:-1}
MILLIS=${MILLIS:-1000}
PLAYOUTS=${PLAYOUTS:-}
THREADS=${THREADS:-2}
CHECKS=${CHECKS:-2}
if [ -n "$PLAYOUTS" ]; then
  BUDGET=(--playouts "$PLAYOUTS")
  CHECK_BUDGET=(--playouts "${CHECK_PLAYOUTS:-$((PLAYOUTS * 5))}")
else
  BUDGET=(--millis "$MILLIS")
  CHECK_BUDGET=(--millis "${CHECK_MILLIS:-$((MILLIS * 3))}")
fi
OUT=${OUT:-${CARGO_TARGET_DIR:-target}/resign-check}
bash go-core/tests/oracle/install_gnugo.sh
cargo build --release -p go-core --example match
MATCH=${CARGO_TARGET_DIR:-target}/release/examples/match
# Only what this script writes is cleared: $OUT itself may be any folder.
rm -rf "$OUT/games" "$OUT/checks" "$OUT/games.log"
mkdir -p "$OUT/checks"
COMMON=(--opponent gnugo --level "$LEVEL" --size "$SIZE" --threads "$THREADS")
"$MATCH" "${COMMON[@]}" "${BUDGET[@]}" --games "$GAMES" --seed "$SEED" --resign \
  --sgf-dir "$OUT/games" | tee "$OUT/games.log"
aborted=0
if grep -q '^game .* aborted' "$OUT/games.log"; then aborted=1; fi
resigned=0
wrong=0
# A game line: "game   7: ours white   61 moves  result B+R       loss ...".
while read -r _ number _ ours moves _ _ result _; do
  number=${number%:}
  case "$ours/$result" in
    black/W+R | white/B+R) ;;
    *) continue ;;
  esac
  resigned=$((resigned + 1))
  record=$(printf '%s/games/game-%03d.sgf' "$OUT" "$number")
  log=$(printf '%s/checks/game-%03d.log' "$OUT" "$number")
  "$MATCH" "${COMMON[@]}" "${CHECK_BUDGET[@]}" --games "$CHECKS" --seed $((SEED + 1000 * number)) \
    --start-sgf "$record" > "$log"
  if grep -q '^game .* aborted' "$log"; then aborted=1; fi
  won=$(sed -n 's/^SUMMARY .* wins=\([0-9]*\) .*/\1/p' "$log")
  results=$(awk '$1 == "game" { printf "%s%s", sep, $8; sep = " " }' "$log")
  verdict="lost when played out"
  if [ "${won:-0}" -gt 0 ]; then
    wrong=$((wrong + 1))
    verdict="WRONG: the bot won $won of $CHECKS play-outs"
  fi
  echo "resigned game $number (ours $ours, after $moves moves): play-outs $results: $verdict"
done < "$OUT/games.log"
echo "SUMMARY resign-check size=$SIZE level=$LEVEL games=$GAMES resigned=$resigned wrong=$wrong checks_per_game=$CHECKS"
if [ "$aborted" = 1 ]; then exit 2; fi
if [ "$wrong" -gt 0 ]; then exit 1; fi
