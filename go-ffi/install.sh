#!/usr/bin/env bash
# Builds go-ffi in release and installs the C library under a prefix:
#
#   PREFIX/include/go_core.h
#   PREFIX/lib/libgo_core.so.X.Y.Z, with the links libgo_core.so.SONAME
#       (the soname: libgo_core.so.0.MINOR while the major version is 0,
#       else libgo_core.so.MAJOR) and libgo_core.so
#   PREFIX/lib/libgo_core.a
#   PREFIX/lib/pkgconfig/go_core.pc
#
# Usage: go-ffi/install.sh PREFIX     (from anywhere; DESTDIR is honoured)
# `make install-c PREFIX=/some/prefix` calls it. Linux only (the soname).
set -euo pipefail

if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: $0 PREFIX" >&2
    exit 2
fi
prefix="$1"
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac

cd "$root"
cargo build --release -p go-ffi
version="$(cargo pkgid -p go-ffi | sed 's/.*[#@]//')"
major="${version%%.*}"
rest="${version#*.}"
minor="${rest%%.*}"
if [ "$major" = 0 ]; then abi="0.$minor"; else abi="$major"; fi

dest="${DESTDIR:-}$prefix"
libdir="$prefix/lib"
install -d "$dest/include" "$dest/lib/pkgconfig"
install -m 644 "$root/include/go_core.h" "$dest/include/go_core.h"
install -m 755 "$target/release/libgo_ffi.so" "$dest/lib/libgo_core.so.$version"
ln -sf "libgo_core.so.$version" "$dest/lib/libgo_core.so.$abi"
ln -sf "libgo_core.so.$abi" "$dest/lib/libgo_core.so"
install -m 644 "$target/release/libgo_ffi.a" "$dest/lib/libgo_core.a"
sed -e "s|@PREFIX@|$prefix|g" -e "s|@LIBDIR@|$libdir|g" -e "s|@VERSION@|$version|g" \
    "$here/go_core.pc.in" > "$dest/lib/pkgconfig/go_core.pc"
chmod 644 "$dest/lib/pkgconfig/go_core.pc"
echo "installed go_core $version (soname libgo_core.so.$abi) under $dest"
