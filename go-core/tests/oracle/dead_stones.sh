#!/usr/bin/env bash
# Dead stones and counts against the recorded results, GNU Go and the
# records' territory marks, on the counted records of the shared corpora
# (every record whose RE is a score with a margin). One run measures:
#   - our count (the record replayed, our estimated dead stones, the
#     record's rules and komi) against RE, and GNU Go's final_score against RE;
#   - our dead list against GNU Go's final_status_list dead;
#   - our dead list against the record's TB/TW marks, where it has them.
# It prints the figures overall and per corpus, and one line per record in
# $OUT/report.tsv. The measurement itself is go-core/tests/dead_stones_oracle.rs.
#
#   bash go-core/tests/oracle/dead_stones.sh              # every record; checks issue 10's targets
#   bash go-core/tests/oracle/dead_stones.sh --sample 12  # the CI sample (its figures are pinned)
#   bash go-core/tests/oracle/dead_stones.sh --sample N   # N records of the boards up to 13x13
#   options: --jobs J (default 2: at most two GNU Go processes at once),
#            --no-cache (ask GNU Go again instead of reusing $OUT/gnugo-cache.tsv),
#            --no-early-stop (the estimator's whole budget on every record),
#            --playouts N (at most N playouts a side instead of the default)
#
# GNU Go takes about 1-1.5 s per 19x19 record (longer for some AI games):
# the full run takes 20-40 minutes the first time with two jobs; GNU Go's
# answers are kept in $OUT/gnugo-cache.tsv, so that later runs take about a
# minute.
set -euo pipefail
cd "$(dirname "$0")/../../.."
SAMPLE=all
JOBS=2
CACHE=1
EARLY_STOP=1
PLAYOUTS=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sample) SAMPLE=${2:?--sample needs a number}; shift 2 ;;
    --jobs) JOBS=${2:?--jobs needs a number}; shift 2 ;;
    --no-cache) CACHE=0; shift ;;
    --no-early-stop) EARLY_STOP=0; shift ;;
    --playouts) PLAYOUTS=${2:?--playouts needs a number}; shift 2 ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    *) echo "unknown option: $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$SAMPLE" in all|[0-9]*) ;; *) echo "--sample takes a number" >&2; exit 2 ;; esac
case "$PLAYOUTS" in ""|[0-9]*) ;; *) echo "--playouts takes a number" >&2; exit 2 ;; esac
case "$JOBS" in [1-9]|[1-9][0-9]) ;; *) echo "--jobs takes a number from 1" >&2; exit 2 ;; esac
OUT=${OUT:-${CARGO_TARGET_DIR:-target}/dead-stones-oracle}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
bash go-core/tests/oracle/install_gnugo.sh
CACHE_FILE=""
if [ "$CACHE" = 1 ]; then CACHE_FILE="$OUT/gnugo-cache.tsv"; fi
DEAD_STONES_SAMPLE="$SAMPLE" DEAD_STONES_JOBS="$JOBS" DEAD_STONES_CACHE="$CACHE_FILE" DEAD_STONES_EARLY_STOP="$EARLY_STOP" DEAD_STONES_PLAYOUTS="$PLAYOUTS" \
  DEAD_STONES_REPORT="$OUT/report.tsv" \
  cargo test --release -p go-core --test dead_stones_oracle -- --nocapture --test-threads 1 \
  2>&1 | tee "$OUT/run.log" | grep -oE '(overall|gnugo-regression-games|sgf-edge-cases|yenw-ai-games): records.*|^TARGET NOT MET.*|^test result.*'
exit "${PIPESTATUS[0]}"
