#!/usr/bin/env bash
# Runs each fuzz target (`moves`, `sgf`, `ffi`, `gtp`, `table`) for TIME_SECONDS (default 60) on
# stable Rust, without a sanitizer, starting from the committed seed corpus.
# Installs cargo-fuzz when missing. Exits nonzero when a crash is found;
# the crashing input is then in fuzz/artifacts/TARGET/.
#
# Usage: fuzz/run.sh [TIME_SECONDS] [extra libFuzzer flags...]
set -euo pipefail

TIME="${1:-60}"
shift || true
case "$TIME" in
    '' | *[!0-9]*) echo "usage: $0 [TIME_SECONDS] [libFuzzer flags...]" >&2; exit 2 ;;
esac

FUZZ_DIR="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$FUZZ_DIR")"

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "cargo-fuzz not found: installing it (cargo install --locked cargo-fuzz)" >&2
    cargo install --locked cargo-fuzz
fi

# cargo-fuzz looks for the fuzz project as `fuzz/` under the first
# directory upwards that holds a non-fuzz Cargo.toml; name it explicitly.
cd "$ROOT"
for target in moves sgf ffi gtp table; do
    echo "== fuzzing $target for $TIME s"
    mkdir -p "$FUZZ_DIR/corpus/$target"
    cargo fuzz run --fuzz-dir "$FUZZ_DIR" --sanitizer none "$target" "$FUZZ_DIR/corpus/$target" -- \
        -max_total_time="$TIME" -timeout=20 -print_final_stats=1 "$@"
done
