#!/usr/bin/env bash
# The C ABI's tests outside cargo's own. Exits nonzero on any failure (a
# build, a compile, a test, a memory error or a leak).
#
# 1. Builds go-ffi in release; the header must compile as C11 and as C++17
#    with -Wall -Wextra -Werror -pedantic.
# 2. Compiles each test_*.c against the committed header and the static
#    library and runs it under valgrind (test_sgf.c with a corpus record
#    and what go-core's Rust writers make of it, from the write_sgf
#    example).
# 3. Compiles memory_limit.c the same way and runs it without valgrind (an
#    SGF writer under a memory limit answers GO_STATUS_OUT_OF_MEMORY).
# 4. Installs the library into a temporary prefix (go-ffi/install.sh),
#    compiles test_cpp.cpp as C++17 against it through pkg-config, checks
#    the soname, and runs it under valgrind.
# 5. Runs the status reachability test in a build without the toroidal
#    feature, where GO_STATUS_FEATURE_DISABLED is reachable.
#
# Usage: go-ffi/tests/c/run.sh   (from anywhere; builds into go-ffi/tests/c/build/)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
build="$here/build"
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac
corpus="$root/../shared/validation/corpora/gnugo-regression-games/games/cgos/471085.sgf"

cd "$root"
echo "== cargo build --release -p go-ffi"
cargo build --release -p go-ffi
lib="$target/release/libgo_ffi.a"
[ -f "$lib" ] || { echo "missing $lib" >&2; exit 1; }

for tool in valgrind pkg-config g++; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "== installing $tool"
        apt-get update && apt-get install -y "$tool"
    fi
done

mkdir -p "$build"
cflags=(-std=c11 -Wall -Wextra -Wpedantic -Werror -g -O1 -I "$root/include")
valgrind=(valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect)

echo "== the header as C11 and as C++17"
echo '#include "go_core.h"' | gcc -x c -std=c11 -Wall -Wextra -Werror -pedantic -fsyntax-only -I "$root/include" -
echo '#include "go_core.h"' | g++ -x c++ -std=c++17 -Wall -Wextra -Werror -pedantic -fsyntax-only -I "$root/include" -

status=0
run() {
    local name="$1"
    shift
    echo "== valgrind $name"
    if ! "${valgrind[@]}" "$@"; then
        echo "FAILED: $name" >&2
        status=1
    fi
}

for src in "$here"/test_*.c; do
    name="$(basename "$src" .c)"
    exe="$build/$name"
    echo "== gcc $name.c"
    # The static library is given by path (-lgo_ffi would pick the .so).
    gcc "${cflags[@]}" "$src" "$lib" -lpthread -ldl -lm -o "$exe"
    if [ "$name" = test_sgf ]; then
        if [ ! -f "$corpus" ]; then
            echo "FAILED: $name needs $corpus (../shared beside the repository)" >&2
            status=1
            continue
        fi
        cargo run --release -q -p go-ffi --example write_sgf -- "$corpus" "$build/copy.sgf" "$build/game.sgf"
        run "$name" "$exe" "$corpus" "$build/copy.sgf" "$build/game.sgf"
    else
        run "$name" "$exe"
    fi
done

# Outside valgrind: a memory limit would squeeze valgrind's own memory.
echo "== gcc memory_limit.c (GO_STATUS_OUT_OF_MEMORY under a memory limit, outside valgrind)"
gcc "${cflags[@]}" "$here/memory_limit.c" "$lib" -lpthread -ldl -lm -o "$build/memory_limit"
if ! "$build/memory_limit"; then
    echo "FAILED: memory_limit" >&2
    status=1
fi

echo "== install into a temporary prefix, C++ through pkg-config"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
bash "$root/go-ffi/install.sh" "$prefix/usr"
export PKG_CONFIG_PATH="$prefix/usr/lib/pkgconfig"
libdir="$(pkg-config --variable=libdir go_core)"
# shellcheck disable=SC2046 # pkg-config's flags are words
g++ -std=c++17 -Wall -Wextra -Werror -pedantic -g -O1 "$here/test_cpp.cpp" \
    $(pkg-config --cflags --libs go_core) -Wl,-rpath,"$libdir" -o "$build/test_cpp"
soname="$(objdump -p "$libdir/libgo_core.so" | awk '/SONAME/ {print $2}')"
needed="$(objdump -p "$build/test_cpp" | awk '/NEEDED/ && /go_core/ {print $2}')"
echo "soname $soname, needed by test_cpp: $needed"
if [ -z "$soname" ] || [ "$soname" != "$needed" ] || [ ! -e "$libdir/$soname" ]; then
    echo "FAILED: the installed library's soname ($soname) is not what test_cpp needs ($needed)" >&2
    status=1
fi
for file in include/go_core.h lib/libgo_core.a lib/libgo_core.so lib/pkgconfig/go_core.pc; do
    [ -e "$prefix/usr/$file" ] || { echo "FAILED: $file not installed" >&2; status=1; }
done
run test_cpp "$build/test_cpp"

echo "== statuses in a build without the toroidal feature"
if ! cargo test -q -p go-ffi --no-default-features --features rengo,atari,japanese --test statuses; then
    echo "FAILED: statuses without toroidal" >&2
    status=1
fi

exit "$status"
