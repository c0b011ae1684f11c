#!/usr/bin/env bash
# Builds go-ffi in release, compiles the C tests against the static library
# and the committed header, and runs each under valgrind. Exits nonzero on
# any failure (build, compile, test, or a memory error or leak).
#
# Usage: go-ffi/tests/c/run.sh   (from anywhere; builds into go-ffi/tests/c/build/)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
build="$here/build"
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac

cd "$root"
echo "== cargo build --release -p go-ffi"
cargo build --release -p go-ffi
lib="$target/release/libgo_ffi.a"
[ -f "$lib" ] || { echo "missing $lib" >&2; exit 1; }

if ! command -v valgrind >/dev/null 2>&1; then
    echo "== installing valgrind"
    apt-get update && apt-get install -y valgrind
fi

mkdir -p "$build"
cflags=(-std=c11 -Wall -Wextra -Wpedantic -Werror -g -O1 -I "$root/include")

# The header must also compile as C++ (cpp_compat).
if command -v g++ >/dev/null 2>&1; then
    echo "== g++ -fsyntax-only include/go_core.h"
    echo '#include "go_core.h"' | g++ -x c++ -std=c++17 -Wall -Wextra -Werror -fsyntax-only -I "$root/include" -
fi

status=0
for src in "$here"/test_*.c; do
    name="$(basename "$src" .c)"
    exe="$build/$name"
    echo "== gcc $name.c"
    # The static library is given by path (-lgo_ffi would pick the .so).
    gcc "${cflags[@]}" "$src" "$lib" -lpthread -ldl -lm -o "$exe"
    echo "== valgrind $name"
    if ! valgrind --quiet --error-exitcode=99 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect "$exe"; then
        echo "FAILED: $name" >&2
        status=1
    fi
done
exit "$status"
